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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkerListType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub worker_id: String,
    /// Root goal id. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub root_goal_id: String,
    /// Limit. Default: `50`.
    #[serde(default = "default_worker_list_command_limit")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub limit: BoundedInt<1, 200>,
}

impl WorkerListCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::WorkerListType,
            session_id,
            worker_id: String::new(),
            root_goal_id: String::new(),
            limit: default_worker_list_command_limit(),
        }
    }
}

fn default_worker_list_command_limit() -> BoundedInt<1, 200> {
    BoundedInt::new(50).expect("contract default is valid")
}

/// Result of `worker.list`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerListResult {
    /// Workers. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub workers: Vec<JsonObject>,
}

/// Params of the `worker.start` command (the JSON-RPC `method` is `"worker.start"`). Its result is [`WorkerStartResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerStartCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkerStartType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Description.
    pub description: BoundedString<1, 500>,
    /// Prompt.
    pub prompt: BoundedString<1, 100000>,
    /// Profile. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub profile: BoundedString<0, 64>,
    /// Route id. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub route_id: BoundedString<0, 256>,
    /// Model. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub model: BoundedString<0, 256>,
    /// Read only. Default: `true`.
    #[serde(default = "default_worker_start_command_read_only")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub read_only: bool,
    /// Exact files. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub exact_files: BoundedVec<String, 0, 200>,
    /// Write roots. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub write_roots: BoundedVec<String, 0, 100>,
    /// Coordination contract. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub coordination_contract: BoundedString<0, 2000>,
    /// Acceptance. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub acceptance: BoundedVec<String, 0, 100>,
    /// Token budget. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub token_budget: Option<Positive>,
    /// Wall time (seconds). Default: `900`.
    #[serde(default = "default_worker_start_command_wall_time_s")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub wall_time_s: BoundedInt<1, 86400>,
    /// Max attempts. Default: `3`.
    #[serde(default = "default_worker_start_command_max_attempts")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub max_attempts: BoundedInt<1, 10>,
    /// Retry backoff (seconds). Default: `1.0`.
    #[serde(default = "default_worker_start_command_retry_backoff_s")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub retry_backoff_s: RetryBackoffSeconds,
    /// Backend. Default: `"builtin"`.
    #[serde(default = "default_worker_start_command_backend")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub backend: Slug,
}

impl WorkerStartCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: NonEmptyString,
        description: BoundedString<1, 500>,
        prompt: BoundedString<1, 100000>,
    ) -> Self {
        Self {
            r#type: crate::tags::WorkerStartType,
            session_id,
            description,
            prompt,
            profile: BoundedString::default(),
            route_id: BoundedString::default(),
            model: BoundedString::default(),
            read_only: default_worker_start_command_read_only(),
            exact_files: Default::default(),
            write_roots: Default::default(),
            coordination_contract: BoundedString::default(),
            acceptance: Default::default(),
            token_budget: None,
            wall_time_s: default_worker_start_command_wall_time_s(),
            max_attempts: default_worker_start_command_max_attempts(),
            retry_backoff_s: default_worker_start_command_retry_backoff_s(),
            backend: default_worker_start_command_backend(),
        }
    }
}

fn default_worker_start_command_read_only() -> bool {
    true
}

fn default_worker_start_command_wall_time_s() -> BoundedInt<1, 86400> {
    BoundedInt::new(900).expect("contract default is valid")
}

fn default_worker_start_command_max_attempts() -> BoundedInt<1, 10> {
    BoundedInt::new(3).expect("contract default is valid")
}

fn default_worker_start_command_retry_backoff_s() -> RetryBackoffSeconds {
    RetryBackoffSeconds::new(1.0).expect("contract default is valid")
}

fn default_worker_start_command_backend() -> Slug {
    Slug::new("builtin").expect("contract default is valid")
}

/// Result of `worker.start`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub worktree: String,
    /// Read only.
    pub read_only: bool,
    /// Backend. Default: `"builtin"`.
    #[serde(default = "default_worker_result_backend")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub backend: String,
    /// Backend capabilities. Default: empty object.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub backend_capabilities: BTreeMap<String, JsonValue>,
    /// Sandbox enforcement. Default: `"unavailable"`.
    #[serde(default = "default_worker_result_sandbox_enforcement")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub sandbox_enforcement: SandboxEnforcement,
}

/// `new` for [`WorkerStartResult`] and [`WorkerRetryResult`], which carry the same fields.
macro_rules! worker_result_new {
    ($ty:ident) => {
        impl $ty {
            /// A value with the given required fields; every other field takes its contract default.
            pub fn new(
                worker_id: impl Into<String>,
                session_id: impl Into<String>,
                status: impl Into<String>,
                route_id: impl Into<String>,
                model: impl Into<String>,
                attempt: Positive,
                read_only: bool,
            ) -> Self {
                Self {
                    worker_id: worker_id.into(),
                    session_id: session_id.into(),
                    status: status.into(),
                    route_id: route_id.into(),
                    model: model.into(),
                    attempt,
                    worktree: String::new(),
                    read_only,
                    backend: default_worker_result_backend(),
                    backend_capabilities: Default::default(),
                    sandbox_enforcement: default_worker_result_sandbox_enforcement(),
                }
            }
        }
    };
}

worker_result_new!(WorkerStartResult);

/// Default `backend` of [`WorkerStartResult`] and [`WorkerRetryResult`].
fn default_worker_result_backend() -> String {
    "builtin".to_owned()
}

/// Default `sandbox_enforcement` of [`WorkerStartResult`] and [`WorkerRetryResult`].
fn default_worker_result_sandbox_enforcement() -> SandboxEnforcement {
    SandboxEnforcement::Unavailable
}

/// Params of the `worker.status` command (the JSON-RPC `method` is `"worker.status"`). Its result is [`WorkerStatusResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerStatusCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkerStatusType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
}

impl WorkerStatusCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, worker_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::WorkerStatusType,
            session_id,
            worker_id,
        }
    }
}

/// Result of `worker.status`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerStatusResult {
    /// Worker.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub worker: JsonObject,
}

impl WorkerStatusResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(worker: JsonObject) -> Self {
        Self { worker }
    }
}

/// Params of the `worker.retry` command (the JSON-RPC `method` is `"worker.retry"`). Its result is [`WorkerRetryResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerRetryCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkerRetryType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
}

impl WorkerRetryCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, worker_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::WorkerRetryType,
            session_id,
            worker_id,
        }
    }
}

/// Result of `worker.retry`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub worktree: String,
    /// Read only.
    pub read_only: bool,
    /// Backend. Default: `"builtin"`.
    #[serde(default = "default_worker_result_backend")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub backend: String,
    /// Backend capabilities. Default: empty object.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub backend_capabilities: BTreeMap<String, JsonValue>,
    /// Sandbox enforcement. Default: `"unavailable"`.
    #[serde(default = "default_worker_result_sandbox_enforcement")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub sandbox_enforcement: SandboxEnforcement,
}

worker_result_new!(WorkerRetryResult);

/// Params of the `worker.events` command (the JSON-RPC `method` is `"worker.events"`). Its result is [`WorkerEventsResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerEventsCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkerEventsType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
    /// After cursor. Default: `0`.
    #[serde(default = "default_worker_events_command_after_cursor")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub after_cursor: NonNegative,
    /// Limit. Default: `20`.
    #[serde(default = "default_worker_events_command_limit")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub limit: BoundedInt<1, 100>,
}

impl WorkerEventsCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, worker_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::WorkerEventsType,
            session_id,
            worker_id,
            after_cursor: default_worker_events_command_after_cursor(),
            limit: default_worker_events_command_limit(),
        }
    }
}

fn default_worker_events_command_after_cursor() -> NonNegative {
    NonNegative::new(0).expect("contract default is valid")
}

fn default_worker_events_command_limit() -> BoundedInt<1, 100> {
    BoundedInt::new(20).expect("contract default is valid")
}

/// Result of `worker.events`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerEventsResult {
    /// Events. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub events: Vec<JsonObject>,
}

/// Params of the `worker.followup` command (the JSON-RPC `method` is `"worker.followup"`). Its result is [`WorkerFollowupResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerFollowupCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkerFollowupType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
    /// Message.
    pub message: BoundedString<1, 8000>,
}

impl WorkerFollowupCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: NonEmptyString,
        worker_id: NonEmptyString,
        message: BoundedString<1, 8000>,
    ) -> Self {
        Self {
            r#type: crate::tags::WorkerFollowupType,
            session_id,
            worker_id,
            message,
        }
    }
}

/// Result of `worker.followup`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerFollowupResult {
    /// Worker id.
    pub worker_id: String,
    /// Status.
    pub status: String,
    /// Event cursor.
    pub event_cursor: NonNegative,
}

impl WorkerFollowupResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        worker_id: impl Into<String>,
        status: impl Into<String>,
        event_cursor: NonNegative,
    ) -> Self {
        Self {
            worker_id: worker_id.into(),
            status: status.into(),
            event_cursor,
        }
    }
}

/// Params of the `worker.review` command (the JSON-RPC `method` is `"worker.review"`). Its result is [`WorkerReviewResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerReviewCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkerReviewType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
    /// Approved.
    pub approved: bool,
    /// Confirmed. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub confirmed: bool,
    /// Expected digest. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub expected_digest: String,
}

impl WorkerReviewCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, worker_id: NonEmptyString, approved: bool) -> Self {
        Self {
            r#type: crate::tags::WorkerReviewType,
            session_id,
            worker_id,
            approved,
            confirmed: false,
            expected_digest: String::new(),
        }
    }
}

/// Result of `worker.review`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerReviewResult {
    /// Worker id.
    pub worker_id: String,
    /// Handoff status.
    pub handoff_status: String,
    /// Approved.
    pub approved: bool,
    /// Applied. Constant; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub applied: crate::tags::AppliedFalse,
    /// State digest. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub state_digest: String,
    /// Preview only. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub preview_only: bool,
    /// Changed files. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub changed_files: Vec<String>,
    /// Diff. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub diff: String,
    /// Diff truncated. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub diff_truncated: bool,
}

impl WorkerReviewResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        worker_id: impl Into<String>,
        handoff_status: impl Into<String>,
        approved: bool,
    ) -> Self {
        Self {
            worker_id: worker_id.into(),
            handoff_status: handoff_status.into(),
            approved,
            applied: crate::tags::AppliedFalse,
            state_digest: String::new(),
            preview_only: false,
            changed_files: Default::default(),
            diff: String::new(),
            diff_truncated: false,
        }
    }
}

/// Params of the `worker.apply` command (the JSON-RPC `method` is `"worker.apply"`). Its result is [`WorkerApplyResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerApplyCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkerApplyType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
    /// Expected digest.
    pub expected_digest: Sha256Hex,
    /// Confirmed. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub confirmed: bool,
}

impl WorkerApplyCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: NonEmptyString,
        worker_id: NonEmptyString,
        expected_digest: Sha256Hex,
    ) -> Self {
        Self {
            r#type: crate::tags::WorkerApplyType,
            session_id,
            worker_id,
            expected_digest,
            confirmed: false,
        }
    }
}

/// Result of `worker.apply`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerApplyResult {
    /// Worker id.
    pub worker_id: String,
    /// Handoff status. Constant; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub handoff_status: crate::tags::HandoffStatusApplied,
    /// Changed files. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub changed_files: Vec<String>,
    /// State digest.
    pub state_digest: Sha256Hex,
}

impl WorkerApplyResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(worker_id: impl Into<String>, state_digest: Sha256Hex) -> Self {
        Self {
            worker_id: worker_id.into(),
            handoff_status: crate::tags::HandoffStatusApplied,
            changed_files: Default::default(),
            state_digest,
        }
    }
}

/// Params of the `workflow.start` command (the JSON-RPC `method` is `"workflow.start"`). Its result is [`WorkflowStartResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkflowStartCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkflowStartType,
    /// Source.
    pub source: BoundedString<1, 1048576>,
    /// Format.
    pub format: WorkflowFormat,
}

impl WorkflowStartCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(source: BoundedString<1, 1048576>, format: WorkflowFormat) -> Self {
        Self {
            r#type: crate::tags::WorkflowStartType,
            source,
            format,
        }
    }
}

/// Result of `workflow.start`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkflowStartResult {
    /// Workflow id.
    pub workflow_id: String,
    /// Status. Constant; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub status: crate::tags::StatusStarted,
}

impl WorkflowStartResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(workflow_id: impl Into<String>) -> Self {
        Self {
            workflow_id: workflow_id.into(),
            status: crate::tags::StatusStarted,
        }
    }
}

/// Params of the `workflow.list` command (the JSON-RPC `method` is `"workflow.list"`). Its result is [`WorkflowListResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkflowListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkflowListType,
    /// Limit. Default: `50`.
    #[serde(default = "default_workflow_list_command_limit")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub limit: BoundedInt<1, 200>,
}

fn default_workflow_list_command_limit() -> BoundedInt<1, 200> {
    BoundedInt::new(50).expect("contract default is valid")
}

impl Default for WorkflowListCommand {
    fn default() -> Self {
        Self {
            r#type: crate::tags::WorkflowListType,
            limit: default_workflow_list_command_limit(),
        }
    }
}

/// Result of `workflow.list`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkflowListResult {
    /// Workflows. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub workflows: Vec<JsonObject>,
}

/// Params of the `workflow.get` command (the JSON-RPC `method` is `"workflow.get"`). Its result is [`WorkflowGetResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkflowGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkflowGetType,
    /// Workflow id.
    pub workflow_id: NonEmptyString,
}

impl WorkflowGetCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(workflow_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::WorkflowGetType,
            workflow_id,
        }
    }
}

/// Result of `workflow.get`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkflowGetResult {
    /// Workflow.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub workflow: JsonObject,
}

impl WorkflowGetResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(workflow: JsonObject) -> Self {
        Self { workflow }
    }
}

/// Params of the `worker.cancel` command (the JSON-RPC `method` is `"worker.cancel"`). Its result is [`WorkerCancelResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerCancelCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkerCancelType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Worker id.
    pub worker_id: NonEmptyString,
}

impl WorkerCancelCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, worker_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::WorkerCancelType,
            session_id,
            worker_id,
        }
    }
}

/// Result of `worker.cancel`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkerCancelResult {
    /// Worker id.
    pub worker_id: String,
    /// Status.
    pub status: String,
}

impl WorkerCancelResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(worker_id: impl Into<String>, status: impl Into<String>) -> Self {
        Self {
            worker_id: worker_id.into(),
            status: status.into(),
        }
    }
}
