//! Conversions between the session request of a job and of a plain session.

use crate::jobs::JobSessionRequest;
use crate::sessions::CreateSessionRequest;

/// Moves every field but `prompt` from `$from` into a `$to`, with the `prompt` given.
macro_rules! with_prompt {
    ($from:ident, $to:ident, $prompt:expr) => {
        $to {
            prompt: $prompt,
            cwd: $from.cwd,
            profile: $from.profile,
            permission_mode: $from.permission_mode,
            allow_dangerously_skip_permissions: $from.allow_dangerously_skip_permissions,
            allowed_tools: $from.allowed_tools,
            disallowed_tools: $from.disallowed_tools,
            mcp_servers: $from.mcp_servers,
            setting_sources: $from.setting_sources,
            model: $from.model,
            max_turns: $from.max_turns,
            max_budget_usd: $from.max_budget_usd,
            resume: $from.resume,
            fork_session: $from.fork_session,
            reasoning_effort: $from.reasoning_effort,
            include_partial_messages: $from.include_partial_messages,
            approval_timeout_ms: $from.approval_timeout_ms,
            question_behavior: $from.question_behavior,
            capabilities: $from.capabilities,
            meta: $from.meta,
        }
    };
}

impl From<JobSessionRequest> for CreateSessionRequest {
    fn from(r: JobSessionRequest) -> Self {
        with_prompt!(r, CreateSessionRequest, Some(r.prompt))
    }
}

/// A [`CreateSessionRequest`] without a `prompt` cannot be a job's session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingPrompt;

impl std::fmt::Display for MissingPrompt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CreateJobRequest: session.prompt: a job's session needs a prompt")
    }
}

impl std::error::Error for MissingPrompt {}

impl TryFrom<CreateSessionRequest> for JobSessionRequest {
    type Error = MissingPrompt;
    fn try_from(r: CreateSessionRequest) -> Result<Self, MissingPrompt> {
        let prompt = r.prompt.ok_or(MissingPrompt)?;
        Ok(with_prompt!(r, JobSessionRequest, prompt))
    }
}
