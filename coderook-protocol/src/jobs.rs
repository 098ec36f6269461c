//! Background jobs and session tasks.

use crate::prelude::*;

/// Params of the `session.tasks` command (the JSON-RPC `method` is `"session.tasks"`). Its result is [`SessionTasksResult`].
#[wire]
pub struct SessionTasksCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionTasksType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.tasks`.
#[wire]
#[derive(Default)]
pub struct SessionTasksResult {
    /// Run id. Absent means `null`.
    #[wire(default_null)]
    pub run_id: Option<String>,
    /// Tasks. Default: empty list.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[wire(default_factory)]
    pub tasks: Vec<JsonObject>,
}

/// Params of the `background.get` command (the JSON-RPC `method` is `"background.get"`). Its result is [`BackgroundGetResult`].
#[wire]
pub struct BackgroundGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::BackgroundGetType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Job id. Default: `""`.
    #[wire(default)]
    pub job_id: String,
}

/// Result of `background.get`.
#[wire]
#[derive(Default)]
pub struct BackgroundGetResult {
    /// Jobs. Default: empty list.
    #[wire(default_factory)]
    pub jobs: Vec<BackgroundJobInfo>,
}

/// `BackgroundJobInfo`, a record shared by several messages.
#[wire]
pub struct BackgroundJobInfo {
    /// Id.
    pub id: String,
    /// Command.
    pub command: String,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Status.
    pub status: String,
    /// Output.
    pub output: String,
    /// Is error.
    pub is_error: bool,
    /// Created at.
    pub created_at: String,
    /// Finished at. Default: `""`.
    #[wire(default)]
    pub finished_at: String,
    /// Process usage. Default: empty object.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[wire(default_factory)]
    pub process_usage: JsonObject,
    /// Output bytes. Default: `0`.
    #[wire(default = 0)]
    pub output_bytes: NonNegative,
    /// Output truncated. Default: `false`.
    #[wire(default)]
    pub output_truncated: bool,
    /// Output artifact. Default: `""`.
    #[wire(default)]
    pub output_artifact: String,
    /// Output artifact size. Default: `0`.
    #[wire(default = 0)]
    pub output_artifact_size: NonNegative,
    /// Output artifact error. Default: `""`.
    #[wire(default)]
    pub output_artifact_error: String,
}

/// Params of the `background.cancel` command (the JSON-RPC `method` is `"background.cancel"`). Its result is [`BackgroundCancelResult`].
#[wire]
pub struct BackgroundCancelCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::BackgroundCancelType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Job id.
    pub job_id: NonEmptyString,
}

/// Result of `background.cancel`.
#[wire]
pub struct BackgroundCancelResult {
    /// Job id.
    pub job_id: String,
    /// Cancelled.
    pub cancelled: bool,
}
