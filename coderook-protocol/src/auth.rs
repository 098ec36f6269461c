//! Connection authentication and core liveness: `core.authenticate`, `core.ping`, shutdown, project and web launch commands.

use crate::prelude::*;

/// Params of the `core.authenticate` command (the JSON-RPC `method` is `"core.authenticate"`). Its result is [`CoreAuthenticateResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct CoreAuthenticateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::CoreAuthenticateType,
    /// Token.
    #[serde(deserialize_with = "crate::values::secret")]
    pub token: wire_kit::Secret,
}

impl CoreAuthenticateCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(token: wire_kit::Secret) -> Self {
        Self {
            r#type: crate::tags::CoreAuthenticateType,
            token,
        }
    }
}

/// Result of `core.authenticate`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct CoreAuthenticateResult {
    /// Authenticated. Constant; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub authenticated: crate::tags::AuthenticatedTrue,
}

/// Params of the `core.ping` command (the JSON-RPC `method` is `"core.ping"`). Its result is [`PongResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PingCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::CorePingType,
    /// Client.
    pub client: String,
}

impl PingCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(client: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::CorePingType,
            client: client.into(),
        }
    }
}

/// Result of `core.ping`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PongResult {
    /// Server version.
    pub server_version: String,
    /// Uptime (milliseconds).
    pub uptime_ms: i64,
    /// Received at.
    pub received_at: String,
    /// Workspace.
    pub workspace: String,
    /// Active runs.
    pub active_runs: NonNegative,
}

impl PongResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        server_version: impl Into<String>,
        uptime_ms: i64,
        received_at: impl Into<String>,
        workspace: impl Into<String>,
        active_runs: NonNegative,
    ) -> Self {
        Self {
            server_version: server_version.into(),
            uptime_ms,
            received_at: received_at.into(),
            workspace: workspace.into(),
            active_runs,
        }
    }
}

/// Params of the `core.shutdown` command (the JSON-RPC `method` is `"core.shutdown"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct CoreShutdownCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::CoreShutdownType,
    /// Reason. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub reason: String,
}

/// Params of the `project.activate` command (the JSON-RPC `method` is `"project.activate"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ProjectActivateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::ProjectActivateType,
    /// Project id.
    pub project_id: NonEmptyString,
}

impl ProjectActivateCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(project_id: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::ProjectActivateType,
            project_id,
        }
    }
}

/// Params of the `project.open` command (the JSON-RPC `method` is `"project.open"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ProjectOpenCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::ProjectOpenType,
    /// Path.
    pub path: NonEmptyString,
}

impl ProjectOpenCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(path: NonEmptyString) -> Self {
        Self {
            r#type: crate::tags::ProjectOpenType,
            path,
        }
    }
}

/// Params of the `web.launch` command (the JSON-RPC `method` is `"web.launch"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WebLaunchCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WebLaunchType,
}
