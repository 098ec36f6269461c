//! Permission requests, their answers, and the AskUserQuestion tool.

use serde_json::Value;
use std::collections::BTreeMap;
use wire_kit::wire_camel as wire;

wire_kit::string_enum! {
    /// How a session's engine treats tool calls that need approval. Closed set;
    /// which modes an engine can honour is in [`EngineCapabilities::permission_modes`](crate::EngineCapabilities::permission_modes).
    #[string_enum(documented)]
    pub enum PermissionMode {
        /// Ask for anything that needs approval.
        Default = "default",
        /// Approve file edits without asking.
        AcceptEdits = "acceptEdits",
        /// Approve everything without asking.
        BypassPermissions = "bypassPermissions",
        /// Plan only; do not act.
        Plan = "plan",
        /// Never ask: refuse what would need approval.
        DontAsk = "dontAsk",
        /// Let the engine decide per call.
        Auto = "auto",
    }
}

/// A pending approval. On Claude the runner's canUseTool hook raises it before a
/// tool runs; on codex it is an engine request, usually an escalation after the
/// sandbox already refused a command ("retry without sandbox?"). The runner
/// writes `title`, `description` and `decisionReason` to say which: render those
/// rather than composing a sentence of your own.
#[wire]
pub struct PermissionRequest {
    /// Server-assigned id; what `permission_decision` (or the REST route) answers.
    pub id: String,
    /// The tool the request is about.
    pub tool_name: String,
    /// The tool's input.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub input: BTreeMap<String, Value>,
    /// Id of the tool call that raised the request.
    pub tool_use_id: String,
    /// Full sentence from the engine, e.g. "Claude wants to read foo.txt".
    #[wire(optional)]
    pub title: Option<String>,
    /// Short noun phrase for the action, e.g. "Read file".
    #[wire(optional)]
    pub display_name: Option<String>,
    /// Subtitle for people, e.g. "Claude will have read access to ~/x".
    #[wire(optional)]
    pub description: Option<String>,
    /// Why the request was raised.
    #[wire(optional)]
    pub decision_reason: Option<String>,
    /// Id of the subagent that raised it, if any.
    #[wire(optional)]
    pub agent_id: Option<String>,
    /// Epoch ms after which the server settles it by its timeout policy.
    #[wire(optional)]
    pub expires_at: Option<i64>,
}

wire_kit::string_enum! {
    /// Who settled a permission request (`permission_resolved.resolvedBy`).
    #[string_enum(documented)]
    pub enum PermissionDecisionSource {
        /// A client answered.
        Client = "client",
        /// The request expired and the server's timeout policy applied.
        Timeout = "timeout",
        /// A server policy answered without asking.
        Policy = "policy",
    }
}

wire_kit::string_enum! {
    /// The answer to a permission request.
    #[string_enum(documented)]
    pub enum PermissionBehavior {
        /// Let the tool run.
        Allow = "allow",
        /// Refuse the tool call.
        Deny = "deny",
    }
}

/// One choice of an AskUserQuestion question (mirror of the tool's input).
#[wire]
pub struct UserQuestionOption {
    /// The choice's text; what an answer names.
    pub label: String,
    /// Explanation of the choice.
    #[wire(optional)]
    pub description: Option<String>,
    /// Content shown while the option has focus (markdown unless the session configures html).
    #[wire(optional)]
    pub preview: Option<String>,
}

/// One question of the AskUserQuestion tool's input. By convention the first option is the model's recommendation.
#[wire]
pub struct UserQuestion {
    /// The question.
    pub question: String,
    /// Short chip label (about 12 characters at most), e.g. "Auth method".
    pub header: String,
    /// The choices.
    pub options: Vec<UserQuestionOption>,
    /// Whether several options may be chosen.
    #[wire(optional)]
    pub multi_select: Option<bool>,
}

wire_kit::string_enum! {
    /// How a session handles the AskUserQuestion tool (`CreateSessionRequest.questionBehavior`).
    ///
    /// Answers travel on a permission `allow` as `updatedInput.answers`: question
    /// text → chosen label, several labels joined with commas, as the CLI's own UI
    /// does.
    #[string_enum(documented)]
    pub enum QuestionBehavior {
        /// Server default. A permission request like any other: interactive UIs show the
        /// question form, job webhooks carry the whole request so a remote controller can
        /// answer over REST (`POST /sessions/:id/permissions/:requestId`).
        Ask = "ask",
        /// Answered at once with each question's first (recommended) option.
        Auto = "auto",
        /// The tool is refused with guidance to decide alone (unattended runs).
        Deny = "deny",
    }
}

crate::dispatch::tagged_union! {
    /// Body of `POST {basePath}/sessions/:id/permissions/:requestId`: the REST form
    /// of the WebSocket `permission_decision` command, for controllers without a
    /// socket (e.g. answering a job's AskUserQuestion from a webhook consumer).
    /// 404 means the request is unknown, already settled or expired.
    pub enum ResolvePermissionRequest ("behavior") {
        /// Let the tool run.
        Allow(PermissionAllow) = "allow",
        /// Refuse the tool call.
        Deny(PermissionDeny) = "deny",
    }
}

/// `ResolvePermissionRequest` with `behavior: "allow"`.
#[wire(inline)]
pub struct PermissionAllow {
    /// Input to run the tool with instead of the original (AskUserQuestion answers ride here).
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "BTreeMap<String, Value>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional, type = "Record<string, unknown>"))]
    pub updated_input: Option<BTreeMap<String, Value>>,
}

/// `ResolvePermissionRequest` with `behavior: "deny"`.
#[wire(inline)]
pub struct PermissionDeny {
    /// Reason given to the model.
    #[wire(optional)]
    pub message: Option<String>,
    /// Also interrupt the running turn.
    #[wire(optional)]
    pub interrupt: Option<bool>,
}

/// Answer to `POST {basePath}/sessions/:id/permissions/:requestId`.
#[wire]
pub struct ResolvePermissionResponse {
    /// Always `true`.
    #[wire(tag)]
    pub resolved: crate::tags::True,
}
