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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCreateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionCreateType,
    /// Mode. Default: `"chat"`.
    #[wire(default = "default_session_create_command_mode")]
    pub mode: SessionMode,
    /// Title. Default: `""`.
    #[wire(default)]
    pub title: String,
    /// Preset id. Default: `"standard"`.
    #[wire(default = "default_session_create_command_preset_id")]
    pub preset_id: Slug,
}

fn default_session_create_command_mode() -> SessionMode {
    SessionMode::Chat
}

fn default_session_create_command_preset_id() -> Slug {
    Slug::new("standard").expect("contract default is valid")
}

impl Default for SessionCreateCommand {
    fn default() -> Self {
        Self {
            r#type: crate::tags::SessionCreateType,
            mode: default_session_create_command_mode(),
            title: String::new(),
            preset_id: default_session_create_command_preset_id(),
        }
    }
}

/// Result of `session.create`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
    #[wire(default = "default_session_send_message_command_runtime_mode")]
    pub runtime_mode: RuntimeMode,
    /// Attachments. Default: empty list.
    #[wire(default_factory)]
    pub attachments: BoundedVec<ImageArtifactInput, 0, 8>,
    /// Tools. Absent means `null`.
    #[wire(default_null)]
    pub tools: Option<Vec<BuiltinTool>>,
}

fn default_session_send_message_command_runtime_mode() -> RuntimeMode {
    RuntimeMode::Act
}

/// Result of `session.send_message`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionSendMessageResult {
    /// Run id.
    pub run_id: String,
    /// Handled. Default: `false`.
    #[wire(default)]
    pub handled: bool,
}

/// Params of the `session.get_history` command (the JSON-RPC `method` is `"session.get_history"`). Its result is [`SessionGetHistoryResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionGetHistoryCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionGetHistoryType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.get_history`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionListType,
    /// Include closed. Default: `false`.
    #[wire(default)]
    pub include_closed: bool,
    /// Limit. Default: `50`.
    #[wire(default = "default_session_list_command_limit")]
    pub limit: BoundedInt<1, 200>,
}

fn default_session_list_command_limit() -> BoundedInt<1, 200> {
    BoundedInt::new(50).expect("contract default is valid")
}

impl Default for SessionListCommand {
    fn default() -> Self {
        Self {
            r#type: crate::tags::SessionListType,
            include_closed: false,
            limit: default_session_list_command_limit(),
        }
    }
}

/// Result of `session.list`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionListResult {
    /// Sessions.
    pub sessions: Vec<SessionInfo>,
}

/// Params of the `session.resume` command (the JSON-RPC `method` is `"session.resume"`). Its result is [`SessionResumeResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionResumeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionResumeType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.resume`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionResumeResult {
    /// Session.
    pub session: SessionInfo,
}

/// Params of the `session.rename` command (the JSON-RPC `method` is `"session.rename"`). Its result is [`SessionRenameResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRenameResult {
    /// Session.
    pub session: SessionInfo,
}

/// Params of the `session.fork` command (the JSON-RPC `method` is `"session.fork"`). Its result is [`SessionForkResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionForkResult {
    /// Session.
    pub session: SessionInfo,
}

/// Params of the `session.export` command (the JSON-RPC `method` is `"session.export"`). Its result is [`SessionExportResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionExportCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionExportType,
    /// Session id.
    pub session_id: String,
    /// Format. Default: `"markdown"`.
    #[wire(default = "default_session_export_command_format")]
    pub format: ExportFormat,
}

fn default_session_export_command_format() -> ExportFormat {
    ExportFormat::Markdown
}

/// Result of `session.export`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionExportResult {
    /// Filename.
    pub filename: String,
    /// Media type.
    pub media_type: String,
    /// Content.
    pub content: String,
}

/// Params of the `session.delete` command (the JSON-RPC `method` is `"session.delete"`). Its result is [`SessionDeleteResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionDeleteCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionDeleteType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.delete`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionDeleteResult {
    /// Session id.
    pub session_id: String,
    /// Deleted. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub deleted: crate::tags::DeletedTrue,
}

/// Params of the `session.close` command (the JSON-RPC `method` is `"session.close"`). Its result is [`SessionCloseResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCloseCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionCloseType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.close`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCloseResult {
    /// Status.
    pub status: SessionStatus,
}

/// Params of the `session.execute_command` command (the JSON-RPC `method` is `"session.execute_command"`). The contract documents no result type for it.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionListQueueCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionListQueueType,
    /// Session id.
    pub session_id: NonEmptyString,
}

/// Params of the `session.navigate` command (the JSON-RPC `method` is `"session.navigate"`). The contract documents no result type for it.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
    #[wire(default = "default_session_queue_message_command_runtime_mode")]
    pub runtime_mode: RuntimeMode,
    /// Attachments. Default: empty list.
    #[wire(default_factory)]
    pub attachments: BoundedVec<ImageArtifactInput, 0, 8>,
    /// Tools. Absent means `null`.
    #[wire(default_null)]
    pub tools: Option<Vec<BuiltinTool>>,
}

fn default_session_queue_message_command_runtime_mode() -> RuntimeMode {
    RuntimeMode::Act
}

/// Params of the `session.reload` command (the JSON-RPC `method` is `"session.reload"`). The contract documents no result type for it.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionReloadCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionReloadType,
    /// Session id.
    pub session_id: String,
}

/// Params of the `session.remove_queued_message` command (the JSON-RPC `method` is `"session.remove_queued_message"`). The contract documents no result type for it.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionTreeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionTreeType,
    /// Session id.
    pub session_id: String,
}

/// `SessionInfo`, a record shared by several messages.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
    #[wire(default = "default_session_info_preset_id")]
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

fn default_session_info_preset_id() -> String {
    "standard".to_owned()
}
