//! MCP servers: session-level configuration and live status.

use crate::dispatch::{Members, Name, Tagged};
use crate::open::{McpServerScope, McpServerStatus};
use crate::secret_map::SecretMap;
use crate::tags;
use serde::{Deserialize, Serialize};
use wire_kit::wire_camel as wire;

/// How to reach an MCP server (`CreateSessionRequest.mcpServers` values).
///
/// Chosen by `type`: absent or `"stdio"` is a local process, `"http"` and
/// `"sse"` are remote servers and must say so. A stdio server keeps whether
/// `type` was written, so it re-encodes as it was read.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum McpServerConfigWire {
    /// A local process speaking MCP on stdio.
    Stdio(McpStdioServerConfig),
    /// A remote server over streamable HTTP.
    Http(McpHttpServerConfig),
    /// A remote server over server-sent events.
    Sse(McpSseServerConfig),
}

impl Tagged for McpServerConfigWire {
    const TAG: &'static str = "type";
    const EXPECTING: &'static str = "a McpServerConfigWire object";
    type Tag<'de> = Name<'de>;
    fn variant<'de, A: serde::de::MapAccess<'de>>(
        tag: Name<'de>,
        rest: Members<'de, A>,
    ) -> Result<Self, A::Error> {
        match tag.as_str() {
            "stdio" => rest.decode_with_tag("stdio").map(Self::Stdio),
            "http" => rest.decode_with_tag("http").map(Self::Http),
            "sse" => rest.decode_with_tag("sse").map(Self::Sse),
            other => Err(serde::de::Error::custom(format_args!(
                "unknown MCP server `type` `{other}`, expected `stdio` (or no `type`), `http` or `sse`"
            ))),
        }
    }
    fn untagged<'de, A: serde::de::MapAccess<'de>>(
        rest: Members<'de, A>,
    ) -> Result<Self, A::Error> {
        rest.decode().map(Self::Stdio)
    }
}

impl<'de> Deserialize<'de> for McpServerConfigWire {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        wire_kit::tagged::deserialize(d)
    }
}

/// An MCP server run as a local process. `type` may be left out.
#[wire]
pub struct McpStdioServerConfig {
    /// `"stdio"`, or absent: both mean a local process.
    #[wire(optional)]
    pub r#type: Option<tags::Stdio>,
    /// Program to run.
    pub command: String,
    /// Its arguments.
    #[wire(optional)]
    pub args: Option<Vec<String>>,
    /// Extra environment variables for it.
    #[wire(optional)]
    pub env: Option<SecretMap>,
}

/// A remote MCP server over streamable HTTP.
#[wire]
pub struct McpHttpServerConfig {
    /// Always `"http"`; required.
    #[wire(tag)]
    pub r#type: tags::Http,
    /// Endpoint URL.
    pub url: String,
    /// Headers sent with every request (auth tokens, …).
    #[wire(optional)]
    pub headers: Option<SecretMap>,
}

/// A remote MCP server over server-sent events.
#[wire]
pub struct McpSseServerConfig {
    /// Always `"sse"`; required.
    #[wire(tag)]
    pub r#type: tags::Sse,
    /// Endpoint URL.
    pub url: String,
    /// Headers sent with every request (auth tokens, …).
    #[wire(optional)]
    pub headers: Option<SecretMap>,
}

/// One tool an MCP server offers, as the engine reports it. No input schema: the status payload does not carry one.
#[wire]
pub struct McpServerToolInfo {
    /// Tool name.
    pub name: String,
    /// What it does.
    #[wire(optional)]
    pub description: Option<String>,
    /// Behaviour hints.
    #[wire(optional)]
    pub annotations: Option<McpToolAnnotations>,
}

/// `McpServerToolInfo.annotations`.
#[wire]
pub struct McpToolAnnotations {
    /// The tool only reads.
    #[wire(optional)]
    pub read_only: Option<bool>,
    /// The tool may destroy data.
    #[wire(optional)]
    pub destructive: Option<bool>,
    /// The tool reaches outside systems.
    #[wire(optional)]
    pub open_world: Option<bool>,
}

wire_kit::string_enum! {
    /// How a session reaches an MCP server (`McpServerStatusInfo.transport`).
    #[string_enum(documented)]
    pub enum McpTransport {
        /// A local process.
        Stdio = "stdio",
        /// Streamable HTTP.
        Http = "http",
        /// Server-sent events.
        Sse = "sse",
        /// In-process, provided by the SDK host.
        Sdk = "sdk",
    }
}

/// Live status of one MCP server of a session: what `GET {basePath}/sessions/:id/mcp`
/// answers. The connection's identity (transport, command, url, scope) is here,
/// its secrets are not: stdio `env` and HTTP/SSE `headers` are dropped.
#[wire]
pub struct McpServerStatusInfo {
    /// Server name.
    pub name: String,
    /// `connected`, `failed`, `needs-auth`, `pending`, `disabled`; open, any string is kept.
    pub status: McpServerStatus,
    /// Where it was configured (`project`, `user`, `local`, `dynamic`, …); open.
    #[wire(optional)]
    pub scope: Option<McpServerScope>,
    /// Why it failed; present when `status` is `failed`.
    #[wire(optional)]
    pub error: Option<String>,
    /// Name and version the server announced.
    #[wire(optional)]
    pub server_info: Option<McpServerIdentity>,
    /// How it is reached.
    #[wire(optional)]
    pub transport: Option<McpTransport>,
    /// stdio only: the program.
    #[wire(optional)]
    pub command: Option<String>,
    /// stdio only: its arguments (shown as configured, secrets included; `env` is never shown).
    #[wire(optional)]
    pub args: Option<Vec<String>>,
    /// http/sse only: the endpoint.
    #[wire(optional)]
    pub url: Option<String>,
    /// Its tools, when connected.
    #[wire(optional)]
    pub tools: Option<Vec<McpServerToolInfo>>,
}

/// `McpServerStatusInfo.serverInfo`.
#[wire]
pub struct McpServerIdentity {
    /// Server name.
    pub name: String,
    /// Server version.
    pub version: String,
}

/// Answer to `GET {basePath}/sessions/:id/mcp`.
#[wire]
pub struct McpServersResponse {
    /// Every MCP server of the session.
    pub servers: Vec<McpServerStatusInfo>,
}

wire_kit::string_enum! {
    /// What `POST {basePath}/sessions/:id/mcp/:name` does.
    #[string_enum(documented)]
    pub enum McpServerAction {
        /// Reconnect the server.
        Reconnect = "reconnect",
        /// Turn it on.
        Enable = "enable",
        /// Turn it off.
        Disable = "disable",
    }
}

/// Body of `POST {basePath}/sessions/:id/mcp/:name`; the answer is the refreshed [`McpServerStatusInfo`].
#[wire]
pub struct McpServerActionRequest {
    /// What to do.
    pub action: McpServerAction,
}
