//! Threads and turns: `thread.*` and `turn.*` commands with their records.

use crate::prelude::*;

string_enum! {
    /// `ThreadStatus`: one of `idle`, `running`, `interrupted`, `failed`, `archived`.
    pub enum ThreadStatus {
        /// `"idle"`.
        Idle = "idle",
        /// `"running"`.
        Running = "running",
        /// `"interrupted"`.
        Interrupted = "interrupted",
        /// `"failed"`.
        Failed = "failed",
        /// `"archived"`.
        Archived = "archived",
    }
}

string_enum! {
    /// `TurnItemKind`: one of `message`, `tool_call`, `tool_result`, `artifact`, `checkpoint`.
    pub enum TurnItemKind {
        /// `"message"`.
        Message = "message",
        /// `"tool_call"`.
        ToolCall = "tool_call",
        /// `"tool_result"`.
        ToolResult = "tool_result",
        /// `"artifact"`.
        Artifact = "artifact",
        /// `"checkpoint"`.
        Checkpoint = "checkpoint",
    }
}

string_enum! {
    /// `TurnStatus`: one of `queued`, `running`, `waiting`, `completed`, `failed`, `interrupted`.
    pub enum TurnStatus {
        /// `"queued"`.
        Queued = "queued",
        /// `"running"`.
        Running = "running",
        /// `"waiting"`.
        Waiting = "waiting",
        /// `"completed"`.
        Completed = "completed",
        /// `"failed"`.
        Failed = "failed",
        /// `"interrupted"`.
        Interrupted = "interrupted",
    }
}

/// Params of the `thread.create` command (the JSON-RPC `method` is `"thread.create"`). Its result is [`ThreadCreateResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadCreateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ThreadCreateType,
    /// Title. Default: `""`.
    #[wire(default)]
    pub title: BoundedString<0, 200>,
    /// Mode. Default: `"chat"`.
    #[wire(default = "default_thread_create_command_mode")]
    pub mode: SessionMode,
    /// Preset id. Default: `"standard"`.
    #[wire(default = "default_thread_create_command_preset_id")]
    pub preset_id: Slug,
}

fn default_thread_create_command_mode() -> SessionMode {
    SessionMode::Chat
}

fn default_thread_create_command_preset_id() -> Slug {
    Slug::new("standard").expect("contract default is valid")
}

impl Default for ThreadCreateCommand {
    fn default() -> Self {
        Self {
            r#type: crate::tags::ThreadCreateType,
            title: BoundedString::default(),
            mode: default_thread_create_command_mode(),
            preset_id: default_thread_create_command_preset_id(),
        }
    }
}

/// Result of `thread.create`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadCreateResult {
    /// Thread.
    pub thread: ThreadRecord,
}

/// Params of the `thread.list` command (the JSON-RPC `method` is `"thread.list"`). Its result is [`ThreadListResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ThreadListType,
    /// Include archived. Default: `false`.
    #[wire(default)]
    pub include_archived: bool,
    /// Limit. Default: `50`.
    #[wire(default = "default_thread_list_command_limit")]
    pub limit: BoundedInt<1, 200>,
}

fn default_thread_list_command_limit() -> BoundedInt<1, 200> {
    BoundedInt::new(50).expect("contract default is valid")
}

impl Default for ThreadListCommand {
    fn default() -> Self {
        Self {
            r#type: crate::tags::ThreadListType,
            include_archived: false,
            limit: default_thread_list_command_limit(),
        }
    }
}

/// Result of `thread.list`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadListResult {
    /// Threads.
    pub threads: Vec<ThreadRecord>,
}

/// Params of the `thread.get` command (the JSON-RPC `method` is `"thread.get"`). Its result is [`ThreadGetResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ThreadGetType,
    /// Thread id.
    pub thread_id: NonEmptyString,
}

/// Result of `thread.get`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadGetResult {
    /// Thread.
    pub thread: ThreadRecord,
}

/// Params of the `thread.update` command (the JSON-RPC `method` is `"thread.update"`). Its result is [`ThreadUpdateResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadUpdateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ThreadUpdateType,
    /// Thread id.
    pub thread_id: NonEmptyString,
    /// Title.
    pub title: BoundedString<1, 200>,
}

/// Result of `thread.update`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadUpdateResult {
    /// Thread.
    pub thread: ThreadRecord,
}

/// Params of the `thread.archive` command (the JSON-RPC `method` is `"thread.archive"`). Its result is [`ThreadArchiveResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadArchiveCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ThreadArchiveType,
    /// Thread id.
    pub thread_id: NonEmptyString,
}

/// Result of `thread.archive`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ThreadArchiveResult {
    /// Thread.
    pub thread: ThreadRecord,
}

/// Params of the `turn.start` command (the JSON-RPC `method` is `"turn.start"`). Its result is [`TurnStartResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnStartCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnStartType,
    /// Thread id.
    pub thread_id: NonEmptyString,
    /// Content.
    pub content: BoundedString<1, 100000>,
    /// Runtime mode. Default: `"act"`.
    #[wire(default = "default_turn_start_command_runtime_mode")]
    pub runtime_mode: RuntimeMode,
}

fn default_turn_start_command_runtime_mode() -> RuntimeMode {
    RuntimeMode::Act
}

/// Result of `turn.start`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnStartResult {
    /// Turn id.
    pub turn_id: String,
    /// Handled. Default: `false`.
    #[wire(default)]
    pub handled: bool,
}

/// Params of the `turn.get` command (the JSON-RPC `method` is `"turn.get"`). Its result is [`TurnGetResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnGetType,
    /// Turn id.
    pub turn_id: NonEmptyString,
}

/// Result of `turn.get`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnGetResult {
    /// Turn.
    pub turn: TurnRecord,
}

/// Params of the `turn.list` command (the JSON-RPC `method` is `"turn.list"`). Its result is [`TurnListResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnListType,
    /// Thread id.
    pub thread_id: NonEmptyString,
}

/// Result of `turn.list`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnListResult {
    /// Turns.
    pub turns: Vec<TurnRecord>,
}

/// Params of the `turn.interrupt` command (the JSON-RPC `method` is `"turn.interrupt"`). Its result is [`TurnInterruptResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnInterruptCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnInterruptType,
    /// Turn id.
    pub turn_id: NonEmptyString,
}

/// Result of `turn.interrupt`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnInterruptResult {
    /// Turn.
    pub turn: TurnRecord,
}

/// Params of the `turn.steer` command (the JSON-RPC `method` is `"turn.steer"`). Its result is [`TurnSteerResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnSteerCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnSteerType,
    /// Turn id.
    pub turn_id: NonEmptyString,
    /// Content.
    pub content: BoundedString<1, 10000>,
}

/// Result of `turn.steer`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnSteerResult {
    /// Turn.
    pub turn: TurnRecord,
}

/// Params of the `turn.items` command (the JSON-RPC `method` is `"turn.items"`). Its result is [`TurnItemsResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnItemsCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnItemsType,
    /// Turn id.
    pub turn_id: NonEmptyString,
}

/// Result of `turn.items`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct TurnItemsResult {
    /// Items.
    pub items: Vec<TurnItemRecord>,
}

/// `ThreadRecord`, a record shared by several messages.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ThreadRecord {
    /// Id.
    pub id: NonEmptyString,
    /// Title.
    pub title: String,
    /// Workspace.
    pub workspace: NonEmptyString,
    /// Status. Default: `"idle"`.
    #[wire(default = "default_thread_record_status")]
    pub status: ThreadStatus,
    /// Default route id. Absent means `null`.
    #[wire(default_null)]
    pub default_route_id: Option<String>,
    /// Turn count. Default: `0`.
    #[wire(default = "default_thread_record_turn_count")]
    pub turn_count: NonNegative,
    /// Created at.
    pub created_at: Timestamp,
    /// Updated at.
    pub updated_at: Timestamp,
    /// Schema version. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub schema_version: crate::tags::SchemaVersion1,
}

fn default_thread_record_status() -> ThreadStatus {
    ThreadStatus::Idle
}

fn default_thread_record_turn_count() -> NonNegative {
    NonNegative::new(0).expect("contract default is valid")
}

/// `TurnRecord`, a record shared by several messages.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct TurnRecord {
    /// Id.
    pub id: NonEmptyString,
    /// Thread id.
    pub thread_id: NonEmptyString,
    /// Status. Default: `"queued"`.
    #[wire(default = "default_turn_record_status")]
    pub status: TurnStatus,
    /// Mode. Default: `"act"`.
    #[wire(default = "default_turn_record_mode")]
    pub mode: RuntimeMode,
    /// Authority profile. Default: `"ask"`.
    #[wire(default = "default_turn_record_authority_profile")]
    pub authority_profile: AuthorityProfile,
    /// Workspace trust. Default: `"untrusted"`.
    #[wire(default = "default_turn_record_workspace_trust")]
    pub workspace_trust: WorkspaceTrust,
    /// Sandbox. Default: `{"available": false, "kind": "none", "reason": "sandbox capability has not been detected"}`.
    #[wire(default = "default_turn_record_sandbox")]
    pub sandbox: SandboxCapability,
    /// Allowed actions. Default: empty list.
    #[wire(default_factory)]
    pub allowed_actions: UniqueVec<ToolAction>,
    /// Route. Absent means `null`.
    #[wire(default_null)]
    pub route: Option<RouteReceipt>,
    /// Usage. Default: empty object.
    #[wire(default_factory)]
    pub usage: BTreeMap<String, JsonValue>,
    /// Error. Absent means `null`.
    #[wire(default_null)]
    pub error: Option<BTreeMap<String, JsonValue>>,
    /// Boot id. Absent means `null`.
    #[wire(default_null)]
    pub boot_id: Option<String>,
    /// Created at.
    pub created_at: Timestamp,
    /// Updated at.
    pub updated_at: Timestamp,
    /// Schema version. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub schema_version: crate::tags::SchemaVersion1,
}

fn default_turn_record_status() -> TurnStatus {
    TurnStatus::Queued
}

fn default_turn_record_mode() -> RuntimeMode {
    RuntimeMode::Act
}

fn default_turn_record_authority_profile() -> AuthorityProfile {
    AuthorityProfile::Ask
}

fn default_turn_record_workspace_trust() -> WorkspaceTrust {
    WorkspaceTrust::Untrusted
}

fn default_turn_record_sandbox() -> SandboxCapability {
    SandboxCapability::not_detected()
}

/// `TurnItemRecord`, a record shared by several messages.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct TurnItemRecord {
    /// Id.
    pub id: NonEmptyString,
    /// Turn id.
    pub turn_id: NonEmptyString,
    /// Kind.
    pub kind: TurnItemKind,
    /// Payload. Default: empty object.
    #[wire(default_factory)]
    pub payload: BTreeMap<String, JsonValue>,
    /// Tool call id. Absent means `null`.
    #[wire(default_null)]
    pub tool_call_id: Option<String>,
    /// Created at.
    pub created_at: Timestamp,
    /// Schema version. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub schema_version: crate::tags::SchemaVersion1,
}
