//! Skill descriptors and MCP server summaries (`GET /skills`, `GET /mcp`).

use crate::common::{NonNegative, string_enum, wire};

string_enum! {
    /// `SkillSummary.sourceScope`: where a Skill comes from.
    #[string_enum(inline, utoipa)]
    pub enum SkillSourceScope {
        /// Shipped with Orion.
        Builtin = "builtin",
        /// The user's own.
        User = "user",
        /// From configuration.
        Configured = "configured",
        /// From the project.
        Project = "project",
        /// From a remote provider.
        Remote = "remote",
    }
}

/// Safe Skill descriptor. Bodies, resource paths and trigger
/// implementations are excluded.
#[wire]
pub struct SkillSummary {
    /// Skill id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Description.
    pub description: String,
    /// Provider id.
    pub provider_id: String,
    /// Where the Skill comes from.
    pub source_scope: SkillSourceScope,
    /// Whether the model may invoke it.
    pub model_invocable: bool,
    /// Whether the user may invoke it.
    pub user_invocable: bool,
    /// Capabilities it requests.
    pub requested_capabilities: Vec<String>,
    /// Content digest.
    pub digest: String,
}

/// One bounded Skill descriptor page (at most 100 items).
#[wire]
pub struct SkillPage {
    /// The Skills (`maxItems: 100`).
    #[cfg_attr(feature = "utoipa", schema(value_type = Vec<SkillSummary>, max_items = 100))]
    pub items: wire_kit::BoundedVec<SkillSummary, 0, 100>,
    /// Cursor of the next page; required, `null` on the last page.
    pub next_cursor: Option<String>,
}

string_enum! {
    /// `McpServerSummary.transport`.
    #[string_enum(inline, utoipa)]
    pub enum McpTransport {
        /// Child process over stdio.
        Stdio = "stdio",
        /// Server-Sent Events.
        Sse = "sse",
        /// Plain HTTP.
        Http = "http",
        /// Streamable HTTP.
        StreamableHttp = "streamable-http",
        /// WebSocket.
        Websocket = "websocket",
    }
}

string_enum! {
    /// `McpServerSummary.state`.
    #[string_enum(inline, utoipa)]
    pub enum McpServerState {
        /// Not started; reads never activate it.
        Dormant = "dormant",
        /// Starting.
        Activating = "activating",
        /// Connected.
        Connected = "connected",
        /// Connected and idle.
        Idle = "idle",
        /// Finishing its calls before stopping.
        Draining = "draining",
        /// Failed (see `failure`).
        Failed = "failed",
    }
}

/// Safe MCP catalog/runtime summary. Commands, endpoints, headers and
/// credentials are excluded.
#[wire]
pub struct McpServerSummary {
    /// Server id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Description.
    #[wire(optional)]
    pub description: Option<String>,
    /// Transport.
    pub transport: McpTransport,
    /// Tags.
    pub tags: Vec<String>,
    /// Whether the server is disabled.
    pub disabled: bool,
    /// Lifecycle state.
    pub state: McpServerState,
    /// Connection generation (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub generation: NonNegative,
    /// Number of tools (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub tool_count: NonNegative,
    /// Calls in flight (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub active_call_count: NonNegative,
    /// Why the server failed.
    #[wire(optional)]
    pub failure: Option<String>,
}

/// One bounded MCP summary page (at most 100 items).
#[wire]
pub struct McpPage {
    /// The servers (`maxItems: 100`).
    #[cfg_attr(feature = "utoipa", schema(value_type = Vec<McpServerSummary>, max_items = 100))]
    pub items: wire_kit::BoundedVec<McpServerSummary, 0, 100>,
    /// Cursor of the next page; required, `null` on the last page.
    pub next_cursor: Option<String>,
}
