//! MCP servers and hooks: `mcp.list`, `hooks.list`, `hooks.rerun`.

use crate::prelude::*;

/// Params of the `mcp.list` command (the JSON-RPC `method` is `"mcp.list"`). Its result is [`McpListResult`].
#[wire]
#[derive(Default)]
pub struct McpListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::McpListType,
}

/// Result of `mcp.list`.
#[wire]
#[derive(Default)]
pub struct McpListResult {
    /// Servers. Default: empty list.
    #[wire(default_factory)]
    pub servers: Vec<McpServerInfo>,
}

/// `McpServerInfo`, a record shared by several messages.
#[wire]
pub struct McpServerInfo {
    /// Name.
    pub name: String,
    /// Transport.
    pub transport: String,
    /// Status.
    pub status: String,
    /// Tool count.
    pub tool_count: i64,
    /// Tools. Default: empty list.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[wire(default_factory)]
    pub tools: Vec<JsonObject>,
    /// Error. Default: `""`.
    #[wire(default)]
    pub error: String,
}

/// Params of the `hooks.list` command (the JSON-RPC `method` is `"hooks.list"`). Its result is [`HooksListResult`].
#[wire]
pub struct HooksListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::HooksListType,
    /// Limit. Default: `20`.
    #[wire(default = 20)]
    pub limit: BoundedInt<1, 100>,
}

impl Default for HooksListCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Result of `hooks.list`.
#[wire]
#[derive(Default)]
pub struct HooksListResult {
    /// Configs. Default: empty list.
    #[wire(default_factory)]
    pub configs: Vec<HookConfigInfo>,
    /// Audit events. Default: empty list.
    #[wire(default_factory)]
    pub audit_events: Vec<HookAuditInfo>,
}

/// `HookConfigInfo`, a record shared by several messages.
#[wire]
pub struct HookConfigInfo {
    /// Id.
    pub id: String,
    /// Event.
    pub event: String,
    /// Blocking.
    pub blocking: bool,
    /// Trusted scope.
    pub trusted_scope: String,
    /// On failure.
    pub on_failure: String,
    /// Command. Default: empty list.
    #[wire(default_factory)]
    pub command: Vec<String>,
    /// Conditions. Default: empty object.
    #[wire(default_factory)]
    pub conditions: BTreeMap<String, String>,
}

/// `HookAuditInfo`, a record shared by several messages.
#[wire]
pub struct HookAuditInfo {
    /// Hook id.
    pub hook_id: String,
    /// Run id. Default: `""`.
    #[wire(default)]
    pub run_id: String,
    /// Event.
    pub event: String,
    /// Status.
    pub status: String,
    /// Blocking.
    pub blocking: bool,
    /// Elapsed (milliseconds).
    pub elapsed_ms: i64,
    /// Blocked.
    pub blocked: bool,
    /// Reason.
    pub reason: String,
    /// Exit code. Absent means `null`.
    #[wire(default_null)]
    pub exit_code: Option<i64>,
    /// Process usage. Default: empty object.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[wire(default_factory)]
    pub process_usage: JsonObject,
    /// Timestamp.
    pub ts: String,
}

/// Params of the `hooks.rerun` command (the JSON-RPC `method` is `"hooks.rerun"`). Its result is [`HookRerunResult`].
#[wire]
pub struct HookRerunCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::HooksRerunType,
    /// Hook id.
    pub hook_id: NonEmptyString,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
}

/// Result of `hooks.rerun`.
#[wire]
pub struct HookRerunResult {
    /// Hook id.
    pub hook_id: String,
    /// Executed.
    pub executed: bool,
    /// Status. Default: `""`.
    #[wire(default)]
    pub status: String,
    /// Reason. Default: `""`.
    #[wire(default)]
    pub reason: String,
    /// Timestamp. Default: `""`.
    #[wire(default)]
    pub ts: String,
}
