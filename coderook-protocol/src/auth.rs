//! Connection authentication and core liveness: `core.authenticate`, `core.ping`, shutdown, project and web launch commands.

use crate::prelude::*;

/// Params of the `core.authenticate` command (the JSON-RPC `method` is `"core.authenticate"`). Its result is [`CoreAuthenticateResult`].
#[wire]
pub struct CoreAuthenticateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::CoreAuthenticateType,
    /// Token.
    #[serde(deserialize_with = "crate::values::secret")]
    pub token: wire_kit::Secret,
}

/// Result of `core.authenticate`.
#[wire]
#[derive(Default)]
pub struct CoreAuthenticateResult {
    /// Authenticated. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub authenticated: crate::tags::AuthenticatedTrue,
}

/// Params of the `core.ping` command (the JSON-RPC `method` is `"core.ping"`). Its result is [`PongResult`].
#[wire]
pub struct PingCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::CorePingType,
    /// Client.
    pub client: String,
}

/// Result of `core.ping`.
#[wire]
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

/// Params of the `core.shutdown` command (the JSON-RPC `method` is `"core.shutdown"`). The contract documents no result type for it.
#[wire]
#[derive(Default)]
pub struct CoreShutdownCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::CoreShutdownType,
    /// Reason. Default: `""`.
    #[wire(default)]
    pub reason: String,
}

/// Params of the `project.activate` command (the JSON-RPC `method` is `"project.activate"`). The contract documents no result type for it.
#[wire]
pub struct ProjectActivateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ProjectActivateType,
    /// Project id.
    pub project_id: NonEmptyString,
}

/// Params of the `project.open` command (the JSON-RPC `method` is `"project.open"`). The contract documents no result type for it.
#[wire]
pub struct ProjectOpenCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ProjectOpenType,
    /// Path.
    pub path: NonEmptyString,
}

/// Params of the `web.launch` command (the JSON-RPC `method` is `"web.launch"`). The contract documents no result type for it.
#[wire]
#[derive(Default)]
pub struct WebLaunchCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WebLaunchType,
}
