//! Context and memory: session context, compaction, turn inspection and `memory.*` commands.

use crate::prelude::*;

string_enum! {
    /// Compact status: one of `compacted`, `not_needed`.
    pub enum CompactStatus {
        /// `"compacted"`.
        Compacted = "compacted",
        /// `"not_needed"`.
        NotNeeded = "not_needed",
    }
}

string_enum! {
    /// Memory auto save: one of `prompt`, `off`.
    pub enum MemoryAutoSave {
        /// `"prompt"`.
        Prompt = "prompt",
        /// `"off"`.
        Off = "off",
    }
}

string_enum! {
    /// Memory type: one of `user`, `feedback`, `project`, `reference`.
    pub enum MemoryType {
        /// `"user"`.
        User = "user",
        /// `"feedback"`.
        Feedback = "feedback",
        /// `"project"`.
        Project = "project",
        /// `"reference"`.
        Reference = "reference",
    }
}

/// Params of the `session.compact` command (the JSON-RPC `method` is `"session.compact"`). Its result is [`SessionCompactResult`].
#[wire]
pub struct SessionCompactCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionCompactType,
    /// Session id.
    pub session_id: String,
    /// Focus. Default: `""`.
    #[wire(default)]
    pub focus: String,
}

/// Result of `session.compact`.
#[wire]
pub struct SessionCompactResult {
    /// Status. Default: `"compacted"`.
    #[wire(default = "compacted")]
    pub status: CompactStatus,
    /// Message. Default: `""`.
    #[wire(default)]
    pub message: String,
    /// Summary tokens.
    pub summary_tokens: i64,
    /// Saved tokens.
    pub saved_tokens: i64,
    /// Original tokens. Default: `0`.
    #[wire(default)]
    pub original_tokens: i64,
    /// Compacted tokens. Default: `0`.
    #[wire(default)]
    pub compacted_tokens: i64,
    /// Retained tokens. Default: `0`.
    #[wire(default)]
    pub retained_tokens: i64,
    /// Retained messages. Default: `0`.
    #[wire(default)]
    pub retained_messages: i64,
    /// Quality score. Default: `1.0`.
    #[wire(default = 1.0)]
    pub quality_score: f64,
    /// Summary path. Default: `""`.
    #[wire(default)]
    pub summary_path: String,
}

/// Params of the `session.context` command (the JSON-RPC `method` is `"session.context"`). Its result is [`SessionContextResult`].
#[wire]
pub struct SessionContextCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionContextType,
    /// Session id.
    pub session_id: String,
}

/// Result of `session.context`.
#[wire]
pub struct SessionContextResult {
    /// Input commands. Default: empty list.
    #[wire(default_factory)]
    pub input_commands: Vec<BTreeMap<String, String>>,
    /// Message count.
    pub message_count: i64,
    /// Estimated tokens.
    pub estimated_tokens: i64,
    /// Run count.
    pub run_count: i64,
    /// Last run id. Absent means `null`.
    #[wire(default_null)]
    pub last_run_id: Option<String>,
    /// Usage. Default: empty object.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[wire(default_factory)]
    pub usage: JsonObject,
    /// Session usage. Default: empty object.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[wire(default_factory)]
    pub session_usage: JsonObject,
    /// Working set. Default: empty list.
    #[wire(default_factory)]
    pub working_set: Vec<String>,
    /// Memory count. Default: `0`.
    #[wire(default = 0)]
    pub memory_count: NonNegative,
    /// Compaction. Absent means `null`.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown> | null"))]
    #[wire(default_null)]
    pub compaction: Option<JsonObject>,
    /// Tool schema tokens. Absent means `null`.
    #[wire(default_null)]
    pub tool_schema_tokens: Option<NonNegative>,
    /// System tokens. Absent means `null`.
    #[wire(default_null)]
    pub system_tokens: Option<NonNegative>,
}

/// Params of the `turn.inspect` command (the JSON-RPC `method` is `"turn.inspect"`). Its result is [`TurnInspectResult`].
#[wire]
pub struct TurnInspectCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnInspectType,
    /// Turn id.
    pub turn_id: NonEmptyString,
}

/// Result of `turn.inspect`.
#[wire]
pub struct TurnInspectResult {
    /// Turn.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub turn: JsonObject,
    /// Items. Default: empty list.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[wire(default_factory)]
    pub items: Vec<JsonObject>,
    /// Events. Default: empty list.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[wire(default_factory)]
    pub events: Vec<JsonObject>,
    /// Receipt.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub receipt: JsonObject,
}

/// Params of the `memory.list` command (the JSON-RPC `method` is `"memory.list"`). Its result is [`MemoryListResult`].
#[wire]
pub struct MemoryListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::MemoryListType,
    /// Include expired. Default: `true`.
    #[wire(default = true)]
    pub include_expired: bool,
}

impl Default for MemoryListCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Result of `memory.list`.
#[wire]
#[derive(Default)]
pub struct MemoryListResult {
    /// Memories. Default: empty list.
    #[wire(default_factory)]
    pub memories: Vec<MemoryInfo>,
    /// Settings. Default: [`MemorySettingsInfo::default()`].
    #[wire(default_factory)]
    pub settings: MemorySettingsInfo,
}

/// `MemoryInfo`, a record shared by several messages.
#[wire]
pub struct MemoryInfo {
    /// Id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Description.
    pub description: String,
    /// Type.
    pub r#type: String,
    /// Body.
    pub body: String,
    /// Source session id.
    pub source_session_id: String,
    /// Source run id.
    pub source_run_id: String,
    /// Created at.
    pub created_at: String,
    /// Updated at.
    pub updated_at: String,
    /// Pinned. Default: `false`.
    #[wire(default)]
    pub pinned: bool,
    /// Expires at. Absent means `null`.
    #[wire(default_null)]
    pub expires_at: Option<String>,
    /// Expired. Default: `false`.
    #[wire(default)]
    pub expired: bool,
}

/// Params of the `memory.delete` command (the JSON-RPC `method` is `"memory.delete"`). Its result is [`MemoryDeleteResult`].
#[wire]
pub struct MemoryDeleteCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::MemoryDeleteType,
    /// Memory id.
    pub memory_id: NonEmptyString,
}

/// Result of `memory.delete`.
#[wire]
pub struct MemoryDeleteResult {
    /// Memory id.
    pub memory_id: String,
    /// Deleted.
    pub deleted: bool,
}

/// Params of the `memory.add` command (the JSON-RPC `method` is `"memory.add"`). The contract documents no result type for it.
#[wire]
pub struct MemoryAddCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::MemoryAddType,
    /// Name.
    pub name: BoundedString<1, 200>,
    /// Description. Default: `""`.
    #[wire(default)]
    pub description: BoundedString<0, 1000>,
    /// Memory type. Default: `"project"`.
    #[wire(default = "project")]
    pub memory_type: MemoryType,
    /// Body.
    pub body: BoundedString<1, 100000>,
    /// Source session id. Default: `""`.
    #[wire(default)]
    pub source_session_id: String,
}

/// Params of the `memory.edit` command (the JSON-RPC `method` is `"memory.edit"`). The contract documents no result type for it.
#[wire]
pub struct MemoryEditCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::MemoryEditType,
    /// Memory id.
    pub memory_id: NonEmptyString,
    /// Name. Absent means `null`.
    #[wire(default_null)]
    pub name: Option<BoundedString<1, 200>>,
    /// Description. Absent means `null`.
    #[wire(default_null)]
    pub description: Option<BoundedString<0, 1000>>,
    /// Memory type. Absent means `null`.
    #[wire(default_null)]
    pub memory_type: Option<MemoryType>,
    /// Body. Absent means `null`.
    #[wire(default_null)]
    pub body: Option<BoundedString<1, 100000>>,
}

/// Params of the `memory.expire` command (the JSON-RPC `method` is `"memory.expire"`). The contract documents no result type for it.
#[wire]
pub struct MemoryExpireCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::MemoryExpireType,
    /// Memory id.
    pub memory_id: NonEmptyString,
    /// Expires at. Absent means `null`.
    #[wire(default_null)]
    pub expires_at: Option<String>,
}

/// Params of the `memory.pin` command (the JSON-RPC `method` is `"memory.pin"`). The contract documents no result type for it.
#[wire]
pub struct MemoryPinCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::MemoryPinType,
    /// Memory id.
    pub memory_id: NonEmptyString,
    /// Pinned. Default: `true`.
    #[wire(default = true)]
    pub pinned: bool,
}

/// Params of the `memory.settings.get` command (the JSON-RPC `method` is `"memory.settings.get"`). The contract documents no result type for it.
#[wire]
#[derive(Default)]
pub struct MemorySettingsGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::MemorySettingsGetType,
}

/// Params of the `memory.settings.set` command (the JSON-RPC `method` is `"memory.settings.set"`). The contract documents no result type for it.
#[wire]
pub struct MemorySettingsSetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::MemorySettingsSetType,
    /// Auto save.
    pub auto_save: MemoryAutoSave,
}

/// `MemorySettingsInfo`, a record shared by several messages.
#[wire]
pub struct MemorySettingsInfo {
    /// Auto save. Default: `"prompt"`.
    #[wire(default = "prompt")]
    pub auto_save: MemoryAutoSave,
}

impl Default for MemorySettingsInfo {
    fn default() -> Self {
        Self::new()
    }
}
