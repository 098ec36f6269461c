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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCreateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionCreateType,
    /// Mode. Default: `"chat"`.
    #[serde(default = "default_session_create_command_mode")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub mode: SessionMode,
    /// Title. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub title: String,
    /// Preset id. Default: `"standard"`.
    #[serde(default = "default_session_create_command_preset_id")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCreateResult {
    /// Session id.
    pub session_id: String,
    /// Status.
    pub status: SessionStatus,
    /// Route id. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub route_id: String,
    /// Model. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub model: String,
    /// Thinking level. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub thinking_level: Option<ThinkingLevel>,
}

impl SessionCreateResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>, status: SessionStatus) -> Self {
        Self {
            session_id: session_id.into(),
            status,
            route_id: String::new(),
            model: String::new(),
            thinking_level: None,
        }
    }
}

/// Params of the `session.send_message` command (the JSON-RPC `method` is `"session.send_message"`). Its result is [`SessionSendMessageResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionSendMessageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionSendMessageType,
    /// Session id.
    pub session_id: String,
    /// Content.
    pub content: String,
    /// Display content. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub display_content: Option<String>,
    /// Runtime mode. Default: `"act"`.
    #[serde(default = "default_session_send_message_command_runtime_mode")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub runtime_mode: RuntimeMode,
    /// Attachments. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub attachments: BoundedVec<ImageArtifactInput, 0, 8>,
    /// Tools. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub tools: Option<Vec<BuiltinTool>>,
}

impl SessionSendMessageCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>, content: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionSendMessageType,
            session_id: session_id.into(),
            content: content.into(),
            display_content: None,
            runtime_mode: default_session_send_message_command_runtime_mode(),
            attachments: Default::default(),
            tools: None,
        }
    }
}

fn default_session_send_message_command_runtime_mode() -> RuntimeMode {
    RuntimeMode::Act
}

/// Result of `session.send_message`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionSendMessageResult {
    /// Run id.
    pub run_id: String,
    /// Handled. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub handled: bool,
}

impl SessionSendMessageResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(run_id: impl Into<String>) -> Self {
        Self {
            run_id: run_id.into(),
            handled: false,
        }
    }
}

/// Params of the `session.get_history` command (the JSON-RPC `method` is `"session.get_history"`). Its result is [`SessionGetHistoryResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionGetHistoryCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionGetHistoryType,
    /// Session id.
    pub session_id: String,
}

impl SessionGetHistoryCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionGetHistoryType,
            session_id: session_id.into(),
        }
    }
}

/// Result of `session.get_history`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionGetHistoryResult {
    /// Messages.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    pub messages: Vec<JsonObject>,
    /// Display messages. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>> | null"))]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub display_messages: Option<Vec<JsonObject>>,
}

impl SessionGetHistoryResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(messages: Vec<JsonObject>) -> Self {
        Self {
            messages,
            display_messages: None,
        }
    }
}

/// Params of the `session.list` command (the JSON-RPC `method` is `"session.list"`). Its result is [`SessionListResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionListType,
    /// Include closed. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub include_closed: bool,
    /// Limit. Default: `50`.
    #[serde(default = "default_session_list_command_limit")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionListResult {
    /// Sessions.
    pub sessions: Vec<SessionInfo>,
}

impl SessionListResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(sessions: Vec<SessionInfo>) -> Self {
        Self { sessions }
    }
}

/// Params of the `session.resume` command (the JSON-RPC `method` is `"session.resume"`). Its result is [`SessionResumeResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionResumeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionResumeType,
    /// Session id.
    pub session_id: String,
}

impl SessionResumeCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionResumeType,
            session_id: session_id.into(),
        }
    }
}

/// Result of `session.resume`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionResumeResult {
    /// Session.
    pub session: SessionInfo,
}

impl SessionResumeResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session: SessionInfo) -> Self {
        Self { session }
    }
}

/// Params of the `session.rename` command (the JSON-RPC `method` is `"session.rename"`). Its result is [`SessionRenameResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRenameCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionRenameType,
    /// Session id.
    pub session_id: String,
    /// Title.
    pub title: BoundedString<1, 200>,
}

impl SessionRenameCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>, title: BoundedString<1, 200>) -> Self {
        Self {
            r#type: crate::tags::SessionRenameType,
            session_id: session_id.into(),
            title,
        }
    }
}

/// Result of `session.rename`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRenameResult {
    /// Session.
    pub session: SessionInfo,
}

impl SessionRenameResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session: SessionInfo) -> Self {
        Self { session }
    }
}

/// Params of the `session.fork` command (the JSON-RPC `method` is `"session.fork"`). Its result is [`SessionForkResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionForkCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionForkType,
    /// Session id.
    pub session_id: String,
    /// Leaf sequence number. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub leaf_seq: Option<Positive>,
    /// Title. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub title: BoundedString<0, 200>,
    /// Preset id. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub preset_id: Option<Slug>,
}

impl SessionForkCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionForkType,
            session_id: session_id.into(),
            leaf_seq: None,
            title: BoundedString::default(),
            preset_id: None,
        }
    }
}

/// Result of `session.fork`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionForkResult {
    /// Session.
    pub session: SessionInfo,
}

impl SessionForkResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session: SessionInfo) -> Self {
        Self { session }
    }
}

/// Params of the `session.export` command (the JSON-RPC `method` is `"session.export"`). Its result is [`SessionExportResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionExportCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionExportType,
    /// Session id.
    pub session_id: String,
    /// Format. Default: `"markdown"`.
    #[serde(default = "default_session_export_command_format")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub format: ExportFormat,
}

impl SessionExportCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionExportType,
            session_id: session_id.into(),
            format: default_session_export_command_format(),
        }
    }
}

fn default_session_export_command_format() -> ExportFormat {
    ExportFormat::Markdown
}

/// Result of `session.export`.
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

impl SessionExportResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        filename: impl Into<String>,
        media_type: impl Into<String>,
        content: impl Into<String>,
    ) -> Self {
        Self {
            filename: filename.into(),
            media_type: media_type.into(),
            content: content.into(),
        }
    }
}

/// Params of the `session.delete` command (the JSON-RPC `method` is `"session.delete"`). Its result is [`SessionDeleteResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionDeleteCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionDeleteType,
    /// Session id.
    pub session_id: String,
}

impl SessionDeleteCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionDeleteType,
            session_id: session_id.into(),
        }
    }
}

/// Result of `session.delete`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionDeleteResult {
    /// Session id.
    pub session_id: String,
    /// Deleted. Constant; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub deleted: crate::tags::DeletedTrue,
}

impl SessionDeleteResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            deleted: crate::tags::DeletedTrue,
        }
    }
}

/// Params of the `session.close` command (the JSON-RPC `method` is `"session.close"`). Its result is [`SessionCloseResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCloseCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionCloseType,
    /// Session id.
    pub session_id: String,
}

impl SessionCloseCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionCloseType,
            session_id: session_id.into(),
        }
    }
}

/// Result of `session.close`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCloseResult {
    /// Status.
    pub status: SessionStatus,
}

impl SessionCloseResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(status: SessionStatus) -> Self {
        Self { status }
    }
}

/// Params of the `session.execute_command` command (the JSON-RPC `method` is `"session.execute_command"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionExecuteCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionExecuteCommandType,
    /// Session id.
    pub session_id: String,
    /// Content.
    pub content: NonEmptyString,
}

impl SessionExecuteCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>, content: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::SessionExecuteCommandType,
            session_id: session_id.into(),
            content,
        }
    }
}

/// Params of the `session.import` command (the JSON-RPC `method` is `"session.import"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionImportCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionImportType,
    /// Content.
    pub content: BoundedString<1, 3145728>,
    /// Filename. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub filename: BoundedString<0, 260>,
    /// Title. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub title: BoundedString<0, 200>,
}

impl SessionImportCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(content: BoundedString<1, 3145728>) -> Self {
        Self {
            r#type: crate::tags::SessionImportType,
            content,
            filename: BoundedString::default(),
            title: BoundedString::default(),
        }
    }
}

/// Params of the `session.list_queue` command (the JSON-RPC `method` is `"session.list_queue"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionListQueueCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionListQueueType,
    /// Session id.
    pub session_id: NonEmptyString,
}

impl SessionListQueueCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::SessionListQueueType,
            session_id,
        }
    }
}

/// Params of the `session.navigate` command (the JSON-RPC `method` is `"session.navigate"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionNavigateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionNavigateType,
    /// Session id.
    pub session_id: String,
    /// Target sequence number.
    pub target_seq: Positive,
    /// Summarize. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub summarize: bool,
    /// Focus. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub focus: String,
}

impl SessionNavigateCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>, target_seq: Positive) -> Self {
        Self {
            r#type: crate::tags::SessionNavigateType,
            session_id: session_id.into(),
            target_seq,
            summarize: false,
            focus: String::new(),
        }
    }
}

/// Params of the `session.queue_message` command (the JSON-RPC `method` is `"session.queue_message"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionQueueMessageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionQueueMessageType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Content.
    pub content: NonEmptyString,
    /// Display content. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub display_content: Option<String>,
    /// Runtime mode. Default: `"act"`.
    #[serde(default = "default_session_queue_message_command_runtime_mode")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub runtime_mode: RuntimeMode,
    /// Attachments. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub attachments: BoundedVec<ImageArtifactInput, 0, 8>,
    /// Tools. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub tools: Option<Vec<BuiltinTool>>,
}

impl SessionQueueMessageCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, content: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::SessionQueueMessageType,
            session_id,
            content,
            display_content: None,
            runtime_mode: default_session_queue_message_command_runtime_mode(),
            attachments: Default::default(),
            tools: None,
        }
    }
}

fn default_session_queue_message_command_runtime_mode() -> RuntimeMode {
    RuntimeMode::Act
}

/// Params of the `session.reload` command (the JSON-RPC `method` is `"session.reload"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionReloadCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionReloadType,
    /// Session id.
    pub session_id: String,
}

impl SessionReloadCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionReloadType,
            session_id: session_id.into(),
        }
    }
}

/// Params of the `session.remove_queued_message` command (the JSON-RPC `method` is `"session.remove_queued_message"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRemoveQueuedMessageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionRemoveQueuedMessageType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Message id.
    pub message_id: NonEmptyString,
}

impl SessionRemoveQueuedMessageCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, message_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::SessionRemoveQueuedMessageType,
            session_id,
            message_id,
        }
    }
}

/// Params of the `session.retry_queued_message` command (the JSON-RPC `method` is `"session.retry_queued_message"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRetryQueuedMessageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionRetryQueuedMessageType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Message id.
    pub message_id: NonEmptyString,
}

impl SessionRetryQueuedMessageCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, message_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::SessionRetryQueuedMessageType,
            session_id,
            message_id,
        }
    }
}

/// Params of the `session.set_model` command (the JSON-RPC `method` is `"session.set_model"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionSetModelCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionSetModelType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Route id.
    pub route_id: BoundedString<1, 256>,
    /// Model. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub model: BoundedString<0, 256>,
}

impl SessionSetModelCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, route_id: BoundedString<1, 256>) -> Self {
        Self {
            r#type: crate::tags::SessionSetModelType,
            session_id,
            route_id,
            model: BoundedString::default(),
        }
    }
}

/// Params of the `session.set_thinking` command (the JSON-RPC `method` is `"session.set_thinking"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionSetThinkingCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionSetThinkingType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Thinking level.
    pub thinking_level: ThinkingLevel,
}

impl SessionSetThinkingCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, thinking_level: ThinkingLevel) -> Self {
        Self {
            r#type: crate::tags::SessionSetThinkingType,
            session_id,
            thinking_level,
        }
    }
}

/// Params of the `session.tree` command (the JSON-RPC `method` is `"session.tree"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionTreeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionTreeType,
    /// Session id.
    pub session_id: String,
}

impl SessionTreeCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionTreeType,
            session_id: session_id.into(),
        }
    }
}

/// `SessionInfo`, a record shared by several messages.
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
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub last_run_id: Option<String>,
    /// Parent session id. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub parent_session_id: Option<String>,
    /// Workspace. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub workspace: String,
    /// Preset id. Default: `"standard"`.
    #[serde(default = "default_session_info_preset_id")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub preset_id: String,
    /// Preset digest. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub preset_digest: String,
    /// Route id. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub route_id: String,
    /// Model. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub model: String,
    /// Thinking level. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub thinking_level: Option<ThinkingLevel>,
}

impl SessionInfo {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        mode: SessionMode,
        status: SessionStatus,
        title: impl Into<String>,
        created_at: impl Into<String>,
        updated_at: impl Into<String>,
        run_count: i64,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            mode,
            status,
            title: title.into(),
            created_at: created_at.into(),
            updated_at: updated_at.into(),
            run_count,
            last_run_id: None,
            parent_session_id: None,
            workspace: String::new(),
            preset_id: default_session_info_preset_id(),
            preset_digest: String::new(),
            route_id: String::new(),
            model: String::new(),
            thinking_level: None,
        }
    }
}

fn default_session_info_preset_id() -> String {
    "standard".to_owned()
}
