//! WebSocket frames of a session: commands the client sends, frames the server sends.

use crate::events::SessionEvent;
use crate::permissions::PermissionBehavior;
use crate::permissions::PermissionMode;
use crate::sessions::SessionInfo;
use crate::tags;
use crate::tools::ToolExecutionOutput;
use serde_json::Value;
use std::collections::BTreeMap;
use wire_kit::wire_camel as wire;

pub use crate::server_frame::ServerFrame;

crate::dispatch::tagged_union! {
    /// A command from a client to its attached session (client → server). Closed.
    pub enum SessionCommand ("type") {
        /// Send a user message.
        UserMessage(UserMessageCommand) = "user_message",
        /// Answer a permission request.
        PermissionDecision(PermissionDecisionCommand) = "permission_decision",
        /// Interrupt the running turn.
        Interrupt = "interrupt",
        /// Change the permission mode.
        SetPermissionMode(SetPermissionModeCommand) = "set_permission_mode",
        /// Change the model for the following responses.
        SetModel(SetModelCommand) = "set_model",
        /// The result of a tool call the server bridged to this client.
        ToolCallResult(ToolCallResultCommand) = "tool_call_result",
        /// The client could not run a bridged tool call.
        ToolCallError(ToolCallErrorCommand) = "tool_call_error",
        /// Close the session.
        Close = "close",
    }
}

/// Frames a client sends on the session WebSocket: the commands.
pub type ClientFrame = SessionCommand;

/// `user_message` command.
#[wire(inline)]
pub struct UserMessageCommand {
    /// The message text.
    pub text: String,
    /// Ids from `POST {basePath}/sessions/:id/attachments`, in the order the model
    /// should see them. An unknown id fails the command rather than sending a
    /// message without its file.
    #[wire(optional)]
    pub attachment_ids: Option<Vec<String>>,
}

/// `permission_decision` command: answer a pending permission request.
#[wire(inline)]
pub struct PermissionDecisionCommand {
    /// `PermissionRequest.id`.
    pub request_id: String,
    /// The answer.
    pub behavior: PermissionBehavior,
    /// Allow only: input to run the tool with instead of the original.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "BTreeMap<String, Value>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional, type = "Record<string, unknown>"))]
    pub updated_input: Option<BTreeMap<String, Value>>,
    /// Deny only: reason given to the model.
    #[wire(optional)]
    pub message: Option<String>,
    /// Deny only: also interrupt the running turn.
    #[wire(optional)]
    pub interrupt: Option<bool>,
}

/// `set_permission_mode` command.
#[wire(inline)]
pub struct SetPermissionModeCommand {
    /// The mode to switch to.
    pub mode: PermissionMode,
}

/// `set_model` command: switch the model for the following responses.
#[wire(inline)]
pub struct SetModelCommand {
    /// Model id; absent means the default.
    #[wire(optional)]
    pub model: Option<String>,
}

/// `tool_call_result` command: the result of a tool call the server bridged to
/// this client (see [`ToolCallRequestFrame`]). Unknown or already settled ids are
/// ignored, so a late result cannot reopen a call. The server treats
/// browser-returned results as untrusted input.
#[wire(inline)]
pub struct ToolCallResultCommand {
    /// `ToolCallRequestFrame.executionId`.
    pub execution_id: String,
    /// The result.
    pub output: ToolExecutionOutput,
    /// Logs captured while running it.
    #[wire(optional)]
    pub logs: Option<Vec<String>>,
}

/// `tool_call_error` command: the client could not run a bridged call (unsupported tool, guest error, tab closing); the agent receives it as tool output.
#[wire(inline)]
pub struct ToolCallErrorCommand {
    /// `ToolCallRequestFrame.executionId`.
    pub execution_id: String,
    /// Machine-readable cause.
    pub reason: String,
    /// What went wrong.
    pub error: String,
    /// Logs captured while running it.
    #[wire(optional)]
    pub logs: Option<Vec<String>>,
}

/// First frame the server sends after a successful attach.
#[wire]
pub struct AttachedFrame {
    /// Always `"attached"`.
    #[wire(tag)]
    pub r#type: tags::Attached,
    /// The server's [`PROTOCOL_VERSION`](crate::PROTOCOL_VERSION).
    pub protocol_version: i64,
    /// Snapshot of the session.
    pub session: SessionInfo,
    /// The `afterSeq` the replay starts after: events with a greater `seq` follow as `event` frames.
    pub replaying_from: i64,
}

/// Asks the attached client to run a tool call in its own sandbox (browser
/// bridge); the client answers with `tool_call_result` or `tool_call_error`
/// carrying the same `executionId`. Only tools that benefit from a sandbox are
/// bridged; authenticated or authoritative tools (MCP, secret-bearing APIs) run
/// on the server and never appear here.
#[wire]
pub struct ToolCallRequestFrame {
    /// Always `"tool_call_request"`.
    #[wire(tag)]
    pub r#type: tags::ToolCallRequest,
    /// Correlates the answer.
    pub execution_id: String,
    /// The tool.
    pub tool_name: String,
    /// The tool's input (any JSON value; the key must be present).
    #[cfg_attr(feature = "ts-rs", ts(type = "unknown"))]
    pub input: Value,
    /// Files to put in the client's scratch filesystem first: path → contents.
    #[wire(optional)]
    pub vfs_seed: Option<BTreeMap<String, String>>,
    /// Resource limits for the run.
    #[wire(optional)]
    pub limits: Option<ToolCallLimits>,
    /// Epoch ms after which the server gives up and fails the execution.
    #[wire(optional)]
    pub expires_at: Option<i64>,
}

/// `ToolCallRequestFrame.limits`.
#[wire]
pub struct ToolCallLimits {
    /// Time limit, ms.
    #[wire(optional)]
    pub timeout_ms: Option<i64>,
    /// Memory limit, bytes.
    #[wire(optional)]
    pub memory_limit_bytes: Option<i64>,
}

/// `event` frame: one session event.
#[wire(inline)]
pub struct EventFrame {
    /// Always `"event"`.
    #[wire(tag)]
    pub r#type: tags::Event,
    /// The event.
    pub event: SessionEvent,
}

/// `tool_call_canceled` frame: a bridged execution no longer needs an answer (turn interrupted, timed out, session closed); abandon it.
#[wire(inline)]
pub struct ToolCallCanceledFrame {
    /// Always `"tool_call_canceled"`.
    #[wire(tag)]
    pub r#type: tags::ToolCallCanceled,
    /// The execution to abandon.
    pub execution_id: String,
    /// Why.
    pub reason: String,
}

/// `protocol_error` frame: the server could not accept what the client sent.
#[wire(inline)]
pub struct ProtocolErrorFrame {
    /// Always `"protocol_error"`.
    #[wire(tag)]
    pub r#type: tags::ProtocolError,
    /// What was wrong.
    pub message: String,
}
