//! Conversions between the session request of a job and of a plain session.

use crate::jobs::JobSessionRequest;
use crate::sessions::CreateSessionRequest;

impl From<JobSessionRequest> for CreateSessionRequest {
    fn from(r: JobSessionRequest) -> Self {
        CreateSessionRequest {
            cwd: r.cwd,
            profile: r.profile,
            prompt: Some(r.prompt),
            permission_mode: r.permission_mode,
            allow_dangerously_skip_permissions: r.allow_dangerously_skip_permissions,
            allowed_tools: r.allowed_tools,
            disallowed_tools: r.disallowed_tools,
            mcp_servers: r.mcp_servers,
            setting_sources: r.setting_sources,
            model: r.model,
            max_turns: r.max_turns,
            max_budget_usd: r.max_budget_usd,
            resume: r.resume,
            fork_session: r.fork_session,
            reasoning_effort: r.reasoning_effort,
            include_partial_messages: r.include_partial_messages,
            approval_timeout_ms: r.approval_timeout_ms,
            question_behavior: r.question_behavior,
            capabilities: r.capabilities,
            meta: r.meta,
        }
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
        Ok(JobSessionRequest {
            cwd: r.cwd,
            profile: r.profile,
            prompt: r.prompt.ok_or(MissingPrompt)?,
            permission_mode: r.permission_mode,
            allow_dangerously_skip_permissions: r.allow_dangerously_skip_permissions,
            allowed_tools: r.allowed_tools,
            disallowed_tools: r.disallowed_tools,
            mcp_servers: r.mcp_servers,
            setting_sources: r.setting_sources,
            model: r.model,
            max_turns: r.max_turns,
            max_budget_usd: r.max_budget_usd,
            resume: r.resume,
            fork_session: r.fork_session,
            reasoning_effort: r.reasoning_effort,
            include_partial_messages: r.include_partial_messages,
            approval_timeout_ms: r.approval_timeout_ms,
            question_behavior: r.question_behavior,
            capabilities: r.capabilities,
            meta: r.meta,
        })
    }
}
