//! Workers and workflows: `worker.*` and `workflow.*` commands.

use crate::prelude::*;

string_enum! {
    /// Sandbox enforcement: one of `full`, `partial`, `unavailable`.
    pub enum SandboxEnforcement {
        /// `"full"`.
        Full = "full",
        /// `"partial"`.
        Partial = "partial",
        /// `"unavailable"`.
        Unavailable = "unavailable",
    }
}

string_enum! {
    /// Workflow format: one of `json`, `toml`.
    pub enum WorkflowFormat {
        /// `"json"`.
        Json = "json",
        /// `"toml"`.
        Toml = "toml",
    }
}

/// Params of the `worker.list` command (the JSON-RPC `method` is `"worker.list"`). Its result is [`WorkerListResult`].
#[wire]
pub struct WorkerListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkerListType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id. Default: `""`.
    #[wire(default)]
    pub worker_id: String,
    /// Root goal id. Default: `""`.
    #[wire(default)]
    pub root_goal_id: String,
    /// Limit. Default: `50`.
    #[wire(default = 50)]
    pub limit: BoundedInt<1, 200>,
}

/// Result of `worker.list`.
#[wire]
#[derive(Default)]
pub struct WorkerListResult {
    /// Workers. Default: empty list.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[wire(default_factory)]
    pub workers: Vec<JsonObject>,
}

/// Params of the `worker.start` command (the JSON-RPC `method` is `"worker.start"`). Its result is [`WorkerStartResult`].
#[wire]
pub struct WorkerStartCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkerStartType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Description.
    pub description: BoundedString<1, 500>,
    /// Prompt.
    pub prompt: BoundedString<1, 100000>,
    /// Profile. Default: `""`.
    #[wire(default)]
    pub profile: BoundedString<0, 64>,
    /// Route id. Default: `""`.
    #[wire(default)]
    pub route_id: BoundedString<0, 256>,
    /// Model. Default: `""`.
    #[wire(default)]
    pub model: BoundedString<0, 256>,
    /// Read only. Default: `true`.
    #[wire(default = true)]
    pub read_only: bool,
    /// Exact files. Default: empty list.
    #[wire(default_factory)]
    pub exact_files: BoundedVec<String, 0, 200>,
    /// Write roots. Default: empty list.
    #[wire(default_factory)]
    pub write_roots: BoundedVec<String, 0, 100>,
    /// Coordination contract. Default: `""`.
    #[wire(default)]
    pub coordination_contract: BoundedString<0, 2000>,
    /// Acceptance. Default: empty list.
    #[wire(default_factory)]
    pub acceptance: BoundedVec<String, 0, 100>,
    /// Token budget. Absent means `null`.
    #[wire(default_null)]
    pub token_budget: Option<Positive>,
    /// Wall time (seconds). Default: `900`.
    #[wire(default = 900)]
    pub wall_time_s: BoundedInt<1, 86400>,
    /// Max attempts. Default: `3`.
    #[wire(default = 3)]
    pub max_attempts: BoundedInt<1, 10>,
    /// Retry backoff (seconds). Default: `1.0`.
    #[wire(default = 1.0)]
    pub retry_backoff_s: RetryBackoffSeconds,
    /// Backend. Default: `"builtin"`.
    #[wire(default = "builtin")]
    pub backend: Slug,
}

/// Result of `worker.start`.
#[wire]
pub struct WorkerStartResult {
    /// Worker id.
    pub worker_id: String,
    /// Session id.
    pub session_id: String,
    /// Status.
    pub status: String,
    /// Route id.
    pub route_id: String,
    /// Model.
    pub model: String,
    /// Attempt.
    pub attempt: Positive,
    /// Worktree. Default: `""`.
    #[wire(default)]
    pub worktree: String,
    /// Read only.
    pub read_only: bool,
    /// Backend. Default: `"builtin"`.
    #[wire(default = "builtin")]
    pub backend: String,
    /// Backend capabilities. Default: empty object.
    #[wire(default_factory)]
    pub backend_capabilities: BTreeMap<String, JsonValue>,
    /// Sandbox enforcement. Default: `"unavailable"`.
    #[wire(default = "unavailable")]
    pub sandbox_enforcement: SandboxEnforcement,
}

/// Params of the `worker.status` command (the JSON-RPC `method` is `"worker.status"`). Its result is [`WorkerStatusResult`].
#[wire]
pub struct WorkerStatusCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkerStatusType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
}

/// Result of `worker.status`.
#[wire]
pub struct WorkerStatusResult {
    /// Worker.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub worker: JsonObject,
}

/// Params of the `worker.retry` command (the JSON-RPC `method` is `"worker.retry"`). Its result is [`WorkerRetryResult`].
#[wire]
pub struct WorkerRetryCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkerRetryType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
}

/// Result of `worker.retry`.
#[wire]
pub struct WorkerRetryResult {
    /// Worker id.
    pub worker_id: String,
    /// Session id.
    pub session_id: String,
    /// Status.
    pub status: String,
    /// Route id.
    pub route_id: String,
    /// Model.
    pub model: String,
    /// Attempt.
    pub attempt: Positive,
    /// Worktree. Default: `""`.
    #[wire(default)]
    pub worktree: String,
    /// Read only.
    pub read_only: bool,
    /// Backend. Default: `"builtin"`.
    #[wire(default = "builtin")]
    pub backend: String,
    /// Backend capabilities. Default: empty object.
    #[wire(default_factory)]
    pub backend_capabilities: BTreeMap<String, JsonValue>,
    /// Sandbox enforcement. Default: `"unavailable"`.
    #[wire(default = "unavailable")]
    pub sandbox_enforcement: SandboxEnforcement,
}

/// Params of the `worker.events` command (the JSON-RPC `method` is `"worker.events"`). Its result is [`WorkerEventsResult`].
#[wire]
pub struct WorkerEventsCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkerEventsType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
    /// After cursor. Default: `0`.
    #[wire(default = 0)]
    pub after_cursor: NonNegative,
    /// Limit. Default: `20`.
    #[wire(default = 20)]
    pub limit: BoundedInt<1, 100>,
}

/// Result of `worker.events`.
#[wire]
#[derive(Default)]
pub struct WorkerEventsResult {
    /// Events. Default: empty list.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[wire(default_factory)]
    pub events: Vec<JsonObject>,
}

/// Params of the `worker.followup` command (the JSON-RPC `method` is `"worker.followup"`). Its result is [`WorkerFollowupResult`].
#[wire]
pub struct WorkerFollowupCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkerFollowupType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
    /// Message.
    pub message: BoundedString<1, 8000>,
}

/// Result of `worker.followup`.
#[wire]
pub struct WorkerFollowupResult {
    /// Worker id.
    pub worker_id: String,
    /// Status.
    pub status: String,
    /// Event cursor.
    pub event_cursor: NonNegative,
}

/// Params of the `worker.review` command (the JSON-RPC `method` is `"worker.review"`). Its result is [`WorkerReviewResult`].
#[wire]
pub struct WorkerReviewCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkerReviewType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
    /// Approved.
    pub approved: bool,
    /// Confirmed. Default: `false`.
    #[wire(default)]
    pub confirmed: bool,
    /// Expected digest. Default: `""`.
    #[wire(default)]
    pub expected_digest: String,
}

/// Result of `worker.review`.
#[wire]
pub struct WorkerReviewResult {
    /// Worker id.
    pub worker_id: String,
    /// Handoff status.
    pub handoff_status: String,
    /// Approved.
    pub approved: bool,
    /// Applied. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub applied: crate::tags::AppliedFalse,
    /// State digest. Default: `""`.
    #[wire(default)]
    pub state_digest: String,
    /// Preview only. Default: `false`.
    #[wire(default)]
    pub preview_only: bool,
    /// Changed files. Default: empty list.
    #[wire(default_factory)]
    pub changed_files: Vec<String>,
    /// Diff. Default: `""`.
    #[wire(default)]
    pub diff: String,
    /// Diff truncated. Default: `false`.
    #[wire(default)]
    pub diff_truncated: bool,
}

/// Params of the `worker.apply` command (the JSON-RPC `method` is `"worker.apply"`). Its result is [`WorkerApplyResult`].
#[wire]
pub struct WorkerApplyCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkerApplyType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
    /// Expected digest.
    pub expected_digest: Sha256Hex,
    /// Confirmed. Default: `false`.
    #[wire(default)]
    pub confirmed: bool,
}

/// Result of `worker.apply`.
#[wire]
pub struct WorkerApplyResult {
    /// Worker id.
    pub worker_id: String,
    /// Handoff status. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub handoff_status: crate::tags::HandoffStatusApplied,
    /// Changed files. Default: empty list.
    #[wire(default_factory)]
    pub changed_files: Vec<String>,
    /// State digest.
    pub state_digest: Sha256Hex,
}

/// Params of the `workflow.start` command (the JSON-RPC `method` is `"workflow.start"`). Its result is [`WorkflowStartResult`].
#[wire]
pub struct WorkflowStartCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkflowStartType,
    /// Source.
    pub source: BoundedString<1, 1048576>,
    /// Format.
    pub format: WorkflowFormat,
}

/// Result of `workflow.start`.
#[wire]
pub struct WorkflowStartResult {
    /// Workflow id.
    pub workflow_id: String,
    /// Status. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub status: crate::tags::StatusStarted,
}

/// Params of the `workflow.list` command (the JSON-RPC `method` is `"workflow.list"`). Its result is [`WorkflowListResult`].
#[wire]
pub struct WorkflowListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkflowListType,
    /// Limit. Default: `50`.
    #[wire(default = 50)]
    pub limit: BoundedInt<1, 200>,
}

impl Default for WorkflowListCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Result of `workflow.list`.
#[wire]
#[derive(Default)]
pub struct WorkflowListResult {
    /// Workflows. Default: empty list.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[wire(default_factory)]
    pub workflows: Vec<JsonObject>,
}

/// Params of the `workflow.get` command (the JSON-RPC `method` is `"workflow.get"`). Its result is [`WorkflowGetResult`].
#[wire]
pub struct WorkflowGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkflowGetType,
    /// Workflow id.
    pub workflow_id: NonEmptyString,
}

/// Result of `workflow.get`.
#[wire]
pub struct WorkflowGetResult {
    /// Workflow.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub workflow: JsonObject,
}

/// Params of the `worker.cancel` command (the JSON-RPC `method` is `"worker.cancel"`). Its result is [`WorkerCancelResult`].
#[wire]
pub struct WorkerCancelCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkerCancelType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
}

/// Result of `worker.cancel`.
#[wire]
pub struct WorkerCancelResult {
    /// Worker id.
    pub worker_id: String,
    /// Status.
    pub status: String,
}
