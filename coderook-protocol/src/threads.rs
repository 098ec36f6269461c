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
#[wire]
pub struct ThreadCreateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ThreadCreateType,
    /// Title. Default: `""`.
    #[wire(default)]
    pub title: BoundedString<0, 200>,
    /// Mode. Default: `"chat"`.
    #[wire(default = "chat")]
    pub mode: SessionMode,
    /// Preset id. Default: `"standard"`.
    #[wire(default = "standard")]
    pub preset_id: Slug,
}

impl Default for ThreadCreateCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Result of `thread.create`.
#[wire]
pub struct ThreadCreateResult {
    /// Thread.
    pub thread: ThreadRecord,
}

/// Params of the `thread.list` command (the JSON-RPC `method` is `"thread.list"`). Its result is [`ThreadListResult`].
#[wire]
pub struct ThreadListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ThreadListType,
    /// Include archived. Default: `false`.
    #[wire(default)]
    pub include_archived: bool,
    /// Limit. Default: `50`.
    #[wire(default = 50)]
    pub limit: BoundedInt<1, 200>,
}

impl Default for ThreadListCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Result of `thread.list`.
#[wire]
pub struct ThreadListResult {
    /// Threads.
    pub threads: Vec<ThreadRecord>,
}

/// Params of the `thread.get` command (the JSON-RPC `method` is `"thread.get"`). Its result is [`ThreadGetResult`].
#[wire]
pub struct ThreadGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ThreadGetType,
    /// Thread id.
    pub thread_id: NonEmptyString,
}

/// Result of `thread.get`.
#[wire]
pub struct ThreadGetResult {
    /// Thread.
    pub thread: ThreadRecord,
}

/// Params of the `thread.update` command (the JSON-RPC `method` is `"thread.update"`). Its result is [`ThreadUpdateResult`].
#[wire]
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
#[wire]
pub struct ThreadUpdateResult {
    /// Thread.
    pub thread: ThreadRecord,
}

/// Params of the `thread.archive` command (the JSON-RPC `method` is `"thread.archive"`). Its result is [`ThreadArchiveResult`].
#[wire]
pub struct ThreadArchiveCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ThreadArchiveType,
    /// Thread id.
    pub thread_id: NonEmptyString,
}

/// Result of `thread.archive`.
#[wire]
pub struct ThreadArchiveResult {
    /// Thread.
    pub thread: ThreadRecord,
}

/// Params of the `turn.start` command (the JSON-RPC `method` is `"turn.start"`). Its result is [`TurnStartResult`].
#[wire]
pub struct TurnStartCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnStartType,
    /// Thread id.
    pub thread_id: NonEmptyString,
    /// Content.
    pub content: BoundedString<1, 100000>,
    /// Runtime mode. Default: `"act"`.
    #[wire(default = "act")]
    pub runtime_mode: RuntimeMode,
}

/// Result of `turn.start`.
#[wire]
pub struct TurnStartResult {
    /// Turn id.
    pub turn_id: String,
    /// Handled. Default: `false`.
    #[wire(default)]
    pub handled: bool,
}

/// Params of the `turn.get` command (the JSON-RPC `method` is `"turn.get"`). Its result is [`TurnGetResult`].
#[wire]
pub struct TurnGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnGetType,
    /// Turn id.
    pub turn_id: NonEmptyString,
}

/// Result of `turn.get`.
#[wire]
pub struct TurnGetResult {
    /// Turn.
    pub turn: TurnRecord,
}

/// Params of the `turn.list` command (the JSON-RPC `method` is `"turn.list"`). Its result is [`TurnListResult`].
#[wire]
pub struct TurnListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnListType,
    /// Thread id.
    pub thread_id: NonEmptyString,
}

/// Result of `turn.list`.
#[wire]
pub struct TurnListResult {
    /// Turns.
    pub turns: Vec<TurnRecord>,
}

/// Params of the `turn.interrupt` command (the JSON-RPC `method` is `"turn.interrupt"`). Its result is [`TurnInterruptResult`].
#[wire]
pub struct TurnInterruptCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnInterruptType,
    /// Turn id.
    pub turn_id: NonEmptyString,
}

/// Result of `turn.interrupt`.
#[wire]
pub struct TurnInterruptResult {
    /// Turn.
    pub turn: TurnRecord,
}

/// Params of the `turn.steer` command (the JSON-RPC `method` is `"turn.steer"`). Its result is [`TurnSteerResult`].
#[wire]
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
#[wire]
pub struct TurnSteerResult {
    /// Turn.
    pub turn: TurnRecord,
}

/// Params of the `turn.items` command (the JSON-RPC `method` is `"turn.items"`). Its result is [`TurnItemsResult`].
#[wire]
pub struct TurnItemsCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TurnItemsType,
    /// Turn id.
    pub turn_id: NonEmptyString,
}

/// Result of `turn.items`.
#[wire]
pub struct TurnItemsResult {
    /// Items.
    pub items: Vec<TurnItemRecord>,
}

/// `ThreadRecord`, a record shared by several messages.
#[wire(closed)]
pub struct ThreadRecord {
    /// Id.
    pub id: NonEmptyString,
    /// Title.
    pub title: String,
    /// Workspace.
    pub workspace: NonEmptyString,
    /// Status. Default: `"idle"`.
    #[wire(default = "idle")]
    pub status: ThreadStatus,
    /// Default route id. Absent means `null`.
    #[wire(default_null)]
    pub default_route_id: Option<String>,
    /// Turn count. Default: `0`.
    #[wire(default = 0)]
    pub turn_count: NonNegative,
    /// Created at.
    pub created_at: Timestamp,
    /// Updated at.
    pub updated_at: Timestamp,
    /// Schema version. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub schema_version: crate::tags::SchemaVersion1,
}

/// `TurnRecord`, a record shared by several messages.
#[wire(closed)]
pub struct TurnRecord {
    /// Id.
    pub id: NonEmptyString,
    /// Thread id.
    pub thread_id: NonEmptyString,
    /// Status. Default: `"queued"`.
    #[wire(default = "queued")]
    pub status: TurnStatus,
    /// Mode. Default: `"act"`.
    #[wire(default = "act")]
    pub mode: RuntimeMode,
    /// Authority profile. Default: `"ask"`.
    #[wire(default = "ask")]
    pub authority_profile: AuthorityProfile,
    /// Workspace trust. Default: `"untrusted"`.
    #[wire(default = "untrusted")]
    pub workspace_trust: WorkspaceTrust,
    /// Sandbox. Default: `{"available": false, "kind": "none", "reason": "sandbox capability has not been detected"}`.
    #[wire(default_with = SandboxCapability::not_detected)]
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

/// `TurnItemRecord`, a record shared by several messages.
#[wire(closed)]
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
