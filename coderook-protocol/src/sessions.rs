//! Sessions: creating, messaging, listing, resuming, renaming, forking, exporting, deleting and closing sessions, plus the session queue.

use crate::prelude::*;

string_enum! {
    /// Export format: one of `markdown`, `json`, `html`.
    pub enum ExportFormat {
        /// `"markdown"`.
        Markdown = "markdown",
        /// `"json"`.
        Json = "json",
        /// `"html"`.
        Html = "html",
    }
}

string_enum! {
    /// Session status: one of `active`, `waiting_for_input`, `interrupted`, `closed`.
    pub enum SessionStatus {
        /// `"active"`.
        Active = "active",
        /// `"waiting_for_input"`.
        WaitingForInput = "waiting_for_input",
        /// `"interrupted"`.
        Interrupted = "interrupted",
        /// `"closed"`.
        Closed = "closed",
    }
}

/// Params of the `session.create` command (the JSON-RPC `method` is `"session.create"`). Its result is [`SessionCreateResult`].
#[wire]
pub struct SessionCreateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionCreateType,
    /// Mode. Default: `"chat"`.
    #[wire(default = "chat")]
    pub mode: SessionMode,
    /// Title. Default: `""`.
    #[wire(default)]
    pub title: String,
    /// Preset id. Default: `"standard"`.
    #[wire(default = "standard")]
    pub preset_id: Slug,
}

impl Default for SessionCreateCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Result of `session.create`.
#[wire]
pub struct SessionCreateResult {
    /// Session id.
    pub session_id: String,
    /// Status.
    pub status: SessionStatus,
    /// Route id. Default: `""`.
    #[wire(default)]
    pub route_id: String,
    /// Model. Default: `""`.
    #[wire(default)]
    pub model: String,
    /// Thinking level. Absent means `null`.
    #[wire(default_null)]
    pub thinking_level: Option<ThinkingLevel>,
}

/// Params of the `session.send_message` command (the JSON-RPC `method` is `"session.send_message"`). Its result is [`SessionSendMessageResult`].
#[wire]
pub struct SessionSendMessageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionSendMessageType,
    /// Session id.
    pub session_id: String,
    /// Content.
    pub content: String,
    /// Display content. Absent means `null`.
    #[wire(default_null)]
    pub display_content: Option<String>,
    /// Runtime mode. Default: `"act"`.
    #[wire(default = "act")]
    pub runtime_mode: RuntimeMode,
    /// Attachments. Default: empty list.
    #[wire(default_factory)]
    pub attachments: BoundedVec<ImageArtifactInput, 0, 8>,
    /// Tools. Absent means `null`.
    #[wire(default_null)]
    pub tools: Option<Vec<BuiltinTool>>,
}

/// Result of `session.send_message`.
#[wire]
pub struct SessionSendMessageResult {
    /// Run id.
    pub run_id: String,
    /// Handled. Default: `false`.
    #[wire(default)]
    pub handled: bool,
}

/// Params of the `session.get_history` command (the JSON-RPC `method` is `"session.get_history"`). Its result is [`SessionGetHistoryResult`].
#[wire]
pub struct SessionGetHistoryCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionGetHistoryType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.get_history`.
#[wire]
pub struct SessionGetHistoryResult {
    /// Messages.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    pub messages: Vec<JsonObject>,
    /// Display messages. Absent means `null`.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>> | null"))]
    #[wire(default_null)]
    pub display_messages: Option<Vec<JsonObject>>,
}

/// Params of the `session.list` command (the JSON-RPC `method` is `"session.list"`). Its result is [`SessionListResult`].
#[wire]
pub struct SessionListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionListType,
    /// Include closed. Default: `false`.
    #[wire(default)]
    pub include_closed: bool,
    /// Limit. Default: `50`.
    #[wire(default = 50)]
    pub limit: BoundedInt<1, 200>,
}

impl Default for SessionListCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Result of `session.list`.
#[wire]
pub struct SessionListResult {
    /// Sessions.
    pub sessions: Vec<SessionInfo>,
}

/// Params of the `session.resume` command (the JSON-RPC `method` is `"session.resume"`). Its result is [`SessionResumeResult`].
#[wire]
pub struct SessionResumeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionResumeType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.resume`.
#[wire]
pub struct SessionResumeResult {
    /// Session.
    pub session: SessionInfo,
}

/// Params of the `session.rename` command (the JSON-RPC `method` is `"session.rename"`). Its result is [`SessionRenameResult`].
#[wire]
pub struct SessionRenameCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionRenameType,
    /// Session id.
    pub session_id: String,
    /// Title.
    pub title: BoundedString<1, 200>,
}

/// Result of `session.rename`.
#[wire]
pub struct SessionRenameResult {
    /// Session.
    pub session: SessionInfo,
}

/// Params of the `session.fork` command (the JSON-RPC `method` is `"session.fork"`). Its result is [`SessionForkResult`].
#[wire]
pub struct SessionForkCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionForkType,
    /// Session id.
    pub session_id: String,
    /// Leaf sequence number. Absent means `null`.
    #[wire(default_null)]
    pub leaf_seq: Option<Positive>,
    /// Title. Default: `""`.
    #[wire(default)]
    pub title: BoundedString<0, 200>,
    /// Preset id. Absent means `null`.
    #[wire(default_null)]
    pub preset_id: Option<Slug>,
}

/// Result of `session.fork`.
#[wire]
pub struct SessionForkResult {
    /// Session.
    pub session: SessionInfo,
}

/// Params of the `session.export` command (the JSON-RPC `method` is `"session.export"`). Its result is [`SessionExportResult`].
#[wire]
pub struct SessionExportCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionExportType,
    /// Session id.
    pub session_id: String,
    /// Format. Default: `"markdown"`.
    #[wire(default = "markdown")]
    pub format: ExportFormat,
}

/// Result of `session.export`.
#[wire]
pub struct SessionExportResult {
    /// Filename.
    pub filename: String,
    /// Media type.
    pub media_type: String,
    /// Content.
    pub content: String,
}

/// Params of the `session.delete` command (the JSON-RPC `method` is `"session.delete"`). Its result is [`SessionDeleteResult`].
#[wire]
pub struct SessionDeleteCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionDeleteType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.delete`.
#[wire]
pub struct SessionDeleteResult {
    /// Session id.
    pub session_id: String,
    /// Deleted. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub deleted: crate::tags::DeletedTrue,
}

/// Params of the `session.close` command (the JSON-RPC `method` is `"session.close"`). Its result is [`SessionCloseResult`].
#[wire]
pub struct SessionCloseCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionCloseType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.close`.
#[wire]
pub struct SessionCloseResult {
    /// Status.
    pub status: SessionStatus,
}

/// Params of the `session.execute_command` command (the JSON-RPC `method` is `"session.execute_command"`). The contract documents no result type for it.
#[wire]
pub struct SessionExecuteCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionExecuteCommandType,
    /// Session id.
    pub session_id: String,
    /// Content.
    pub content: NonEmptyString,
}

/// Params of the `session.import` command (the JSON-RPC `method` is `"session.import"`). The contract documents no result type for it.
#[wire]
pub struct SessionImportCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionImportType,
    /// Content.
    pub content: BoundedString<1, 3145728>,
    /// Filename. Default: `""`.
    #[wire(default)]
    pub filename: BoundedString<0, 260>,
    /// Title. Default: `""`.
    #[wire(default)]
    pub title: BoundedString<0, 200>,
}

/// Params of the `session.list_queue` command (the JSON-RPC `method` is `"session.list_queue"`). The contract documents no result type for it.
#[wire]
pub struct SessionListQueueCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionListQueueType,
    /// Session id.
    pub session_id: NonEmptyString,
}

/// Params of the `session.navigate` command (the JSON-RPC `method` is `"session.navigate"`). The contract documents no result type for it.
#[wire]
pub struct SessionNavigateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionNavigateType,
    /// Session id.
    pub session_id: String,
    /// Target sequence number.
    pub target_seq: Positive,
    /// Summarize. Default: `false`.
    #[wire(default)]
    pub summarize: bool,
    /// Focus. Default: `""`.
    #[wire(default)]
    pub focus: String,
}

/// Params of the `session.queue_message` command (the JSON-RPC `method` is `"session.queue_message"`). The contract documents no result type for it.
#[wire]
pub struct SessionQueueMessageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionQueueMessageType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Content.
    pub content: NonEmptyString,
    /// Display content. Absent means `null`.
    #[wire(default_null)]
    pub display_content: Option<String>,
    /// Runtime mode. Default: `"act"`.
    #[wire(default = "act")]
    pub runtime_mode: RuntimeMode,
    /// Attachments. Default: empty list.
    #[wire(default_factory)]
    pub attachments: BoundedVec<ImageArtifactInput, 0, 8>,
    /// Tools. Absent means `null`.
    #[wire(default_null)]
    pub tools: Option<Vec<BuiltinTool>>,
}

/// Params of the `session.reload` command (the JSON-RPC `method` is `"session.reload"`). The contract documents no result type for it.
#[wire]
pub struct SessionReloadCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionReloadType,
    /// Session id.
    pub session_id: String,
}

/// Params of the `session.remove_queued_message` command (the JSON-RPC `method` is `"session.remove_queued_message"`). The contract documents no result type for it.
#[wire]
pub struct SessionRemoveQueuedMessageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionRemoveQueuedMessageType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Message id.
    pub message_id: NonEmptyString,
}

/// Params of the `session.retry_queued_message` command (the JSON-RPC `method` is `"session.retry_queued_message"`). The contract documents no result type for it.
#[wire]
pub struct SessionRetryQueuedMessageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionRetryQueuedMessageType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Message id.
    pub message_id: NonEmptyString,
}

/// Params of the `session.set_model` command (the JSON-RPC `method` is `"session.set_model"`). The contract documents no result type for it.
#[wire]
pub struct SessionSetModelCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionSetModelType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Route id.
    pub route_id: BoundedString<1, 256>,
    /// Model. Default: `""`.
    #[wire(default)]
    pub model: BoundedString<0, 256>,
}

/// Params of the `session.set_thinking` command (the JSON-RPC `method` is `"session.set_thinking"`). The contract documents no result type for it.
#[wire]
pub struct SessionSetThinkingCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionSetThinkingType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Thinking level.
    pub thinking_level: ThinkingLevel,
}

/// Params of the `session.tree` command (the JSON-RPC `method` is `"session.tree"`). The contract documents no result type for it.
#[wire]
pub struct SessionTreeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionTreeType,
    /// Session id.
    pub session_id: String,
}

/// `SessionInfo`, a record shared by several messages.
#[wire]
pub struct SessionInfo {
    /// Session id.
    pub session_id: String,
    /// Mode.
    pub mode: SessionMode,
    /// Status.
    pub status: SessionStatus,
    /// Title.
    pub title: String,
    /// Created at.
    pub created_at: String,
    /// Updated at.
    pub updated_at: String,
    /// Run count.
    pub run_count: i64,
    /// Last run id. Absent means `null`.
    #[wire(default_null)]
    pub last_run_id: Option<String>,
    /// Parent session id. Absent means `null`.
    #[wire(default_null)]
    pub parent_session_id: Option<String>,
    /// Workspace. Default: `""`.
    #[wire(default)]
    pub workspace: String,
    /// Preset id. Default: `"standard"`.
    #[wire(default = "standard")]
    pub preset_id: String,
    /// Preset digest. Default: `""`.
    #[wire(default)]
    pub preset_digest: String,
    /// Route id. Default: `""`.
    #[wire(default)]
    pub route_id: String,
    /// Model. Default: `""`.
    #[wire(default)]
    pub model: String,
    /// Thinking level. Absent means `null`.
    #[wire(default_null)]
    pub thinking_level: Option<ThinkingLevel>,
}
