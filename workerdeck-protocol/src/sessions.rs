//! Sessions: lifecycle, creation, the session snapshot, attachments and the
//! engine-side session store.

use crate::mcp::McpServerConfigWire;
use crate::open::{ApiKeySource, ReasoningEffort};
use crate::permissions::{PermissionMode, QuestionBehavior};
use crate::profiles::{EngineCapabilities, ProfileEngine, SessionCapability};
use serde_json::Value;
use std::collections::BTreeMap;
use wire_kit::wire_camel as wire;

wire_kit::string_enum! {
    /// Where a session is in its life. Closed set.
    ///
    /// `failed` and `closed` are terminal; `parked` is not (see [`SessionStatus::Parked`]).
    #[string_enum(documented)]
    pub enum SessionStatus {
        /// The runner was spawned; the SDK's init handshake has not arrived yet.
        Starting = "starting",
        /// A turn is in progress.
        Running = "running",
        /// Blocked on at least one pending permission request.
        AwaitingApproval = "awaiting_approval",
        /// Between turns, ready for a user message.
        Idle = "idle",
        /// Waiting on a deferred tool execution. The live runner is gone and the
        /// session's state is saved; posting the execution's result to
        /// `POST {basePath}/executions/:executionId/result` brings it back under the
        /// same id and the run goes on. Not terminal.
        Parked = "parked",
        /// The underlying query failed. Terminal.
        Failed = "failed",
        /// Closed by a client or the host. Terminal.
        Closed = "closed",
    }
}

impl SessionStatus {
    /// Whether the session can never change status again (`failed`, `closed`).
    pub const fn is_terminal(self) -> bool {
        matches!(self, Self::Failed | Self::Closed)
    }
}

wire_kit::string_enum! {
    /// A settings scope a session loads from disk (`CreateSessionRequest.settingSources`).
    #[string_enum(documented)]
    pub enum SettingSource {
        /// The user's settings.
        User = "user",
        /// The target repository's settings, skills and CLAUDE.md.
        Project = "project",
        /// Local, uncommitted settings.
        Local = "local",
    }
}

/// A file a user attached to a message (a photo, a screenshot, a document), by reference.
///
/// The bytes never travel on the session protocol: a client uploads them first
/// (`POST {basePath}/sessions/:id/attachments`), names the returned id in the
/// `user_message` command, and the event log records only this reference. The
/// log is replayed to every attaching client, so inlining files there would be
/// paid for on every attach.
///
/// Clients fetch the file (e.g. for a thumbnail) from
/// `GET {basePath}/sessions/:id/attachments/:attachmentId`. Attachments live as
/// long as the session and are kept in memory: after a server restart the
/// download 404s (the model already saw the bytes).
#[wire]
pub struct MessageAttachment {
    /// Assigned by the server; the last path segment of the download URL.
    pub id: String,
    /// Display name of the file the user picked: a leaf name, never a path.
    pub name: String,
    /// IANA media type (`image/jpeg`, …). The server picks how the file reaches the model (image, document or inlined text) from it.
    pub media_type: String,
    /// Size in bytes.
    pub bytes: i64,
}

/// Answer to `POST {basePath}/sessions/:id/attachments?name=<name>` (raw file as
/// body, its media type as `content-type`): the reference to name in the next
/// `user_message`.
#[wire]
pub struct UploadAttachmentResponse {
    /// The stored attachment.
    pub attachment: MessageAttachment,
}

/// Declares a session-creation body: every field of `CreateSessionRequest`,
/// in contract order, around the `prompt` field given. One list for
/// [`CreateSessionRequest`] and for
/// [`JobSessionRequest`](crate::JobSessionRequest), upstream's
/// `CreateSessionRequest & { prompt: string }`: both stay closed objects
/// with their own derived decoding, which `#[serde(flatten)]` would not allow.
macro_rules! session_request {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $(#[$prompt_meta:meta])*
            pub prompt: $prompt:ty,
        }
    ) => {
        #[wire]
        $(#[$meta])*
        pub struct $name {
            /// Directory the session runs in. Required: the server pins it on every SDK call.
            pub cwd: String,
            /// Profile to run under. Required when the server has more than one; implied when it has exactly one.
            #[wire(optional)]
            pub profile: Option<String>,
            $(#[$prompt_meta])*
            pub prompt: $prompt,
            /// Initial permission mode. Must be one the profile's engine supports.
            #[wire(optional)]
            pub permission_mode: Option<PermissionMode>,
            /// Pre-authorises `bypassPermissions`, so the mode can be switched on later in
            /// the session; the CLI refuses that switch otherwise. Implied when
            /// `permissionMode` already is `bypassPermissions`.
            #[wire(optional)]
            pub allow_dangerously_skip_permissions: Option<bool>,
            /// Tools the session may use without asking.
            #[wire(optional)]
            pub allowed_tools: Option<Vec<String>>,
            /// Tools the session may not use.
            #[wire(optional)]
            pub disallowed_tools: Option<Vec<String>>,
            /// Extra MCP servers for this session, by name. Only for engines with `sessionMcpServers`.
            #[wire(optional)]
            pub mcp_servers: Option<BTreeMap<String, McpServerConfigWire>>,
            /// Settings scopes to load from disk. Include `project` to pick up the repository's skills and CLAUDE.md.
            #[wire(optional)]
            pub setting_sources: Option<Vec<SettingSource>>,
            /// Model id; absent means the profile's (or engine's) default.
            #[wire(optional)]
            pub model: Option<String>,
            /// Turn cap. Only for engines with `budgets` (the gateway answers 400 otherwise).
            #[wire(optional)]
            pub max_turns: Option<i64>,
            /// Spending cap in US dollars. Only for engines with `budgets`.
            #[serde(
                default,
                deserialize_with = "wire_kit::decode::non_null",
                skip_serializing_if = "Option::is_none",
                serialize_with = "crate::num::js_opt"
            )]
            #[cfg_attr(feature = "schemars", schemars(with = "f64"))]
            #[cfg_attr(feature = "ts-rs", ts(optional))]
            pub max_budget_usd: Option<f64>,
            /// Id of an engine session to continue (see `SdkSessionSummary.sessionId`).
            #[wire(optional)]
            pub resume: Option<String>,
            /// With `resume`: continue under a new session id instead of the old one.
            #[wire(optional)]
            pub fork_session: Option<bool>,
            /// Reasoning effort for the session's model. Open string: offerable values come
            /// from the profile's catalog or capability record. The gateway answers 400 when
            /// the engine declares no `reasoningEfforts`.
            #[wire(optional)]
            pub reasoning_effort: Option<ReasoningEffort>,
            /// Emit `stream_delta` events for token-by-token rendering. Server default: true.
            #[wire(optional)]
            pub include_partial_messages: Option<bool>,
            /// Overrides the server's permission-request timeout for this session, in ms.
            #[wire(optional)]
            pub approval_timeout_ms: Option<i64>,
            /// How the AskUserQuestion tool is handled. Server default: `ask`.
            #[wire(optional)]
            pub question_behavior: Option<QuestionBehavior>,
            /// Provider engine only: run with fewer capabilities than the profile grants.
            /// Narrowing only: naming a capability the profile does not grant is a 400.
            #[wire(optional)]
            pub capabilities: Option<Vec<SessionCapability>>,
            /// Free-form host data, echoed back on [`SessionInfo`].
            #[serde(
                default,
                deserialize_with = "wire_kit::decode::non_null",
                skip_serializing_if = "Option::is_none"
            )]
            #[cfg_attr(feature = "schemars", schemars(with = "BTreeMap<String, Value>"))]
            #[cfg_attr(feature = "ts-rs", ts(optional, type = "Record<string, unknown>"))]
            pub meta: Option<BTreeMap<String, Value>>,
        }
    };
}

pub(crate) use session_request;

session_request! {
    /// Body of `POST {basePath}/sessions`: start a session.
    pub struct CreateSessionRequest {
        /// First prompt, sent at once (may be a skill invocation such as `/verify-content 123`). Without it the session waits for a `user_message`.
        #[wire(optional)]
        pub prompt: Option<String>,
    }
}

/// A snapshot of one session, as the server reports it.
#[wire]
pub struct SessionInfo {
    /// Server-assigned id; stable across engine-side forks and resumes.
    pub id: String,
    /// The engine's own session id, once known; what `resume` takes.
    #[wire(optional)]
    pub sdk_session_id: Option<String>,
    /// Current status.
    pub status: SessionStatus,
    /// Directory the session runs in.
    pub cwd: String,
    /// Profile the session runs under (the resolved name, also when it was implied).
    #[wire(optional)]
    pub profile: Option<String>,
    /// Engine running the session, reported by the runner. Absent means `claude`.
    #[wire(optional)]
    pub engine: Option<ProfileEngine>,
    /// The engine's capability record as the runner reports it. The attach snapshot
    /// is where a session surface reads it (no event carries it). Absent: use
    /// [`ENGINE_CAPABILITIES`](crate::ENGINE_CAPABILITIES) for `engine`; see
    /// [`SessionInfo::effective_capabilities`].
    #[wire(optional)]
    pub capabilities: Option<EngineCapabilities>,
    /// Model the session runs.
    #[wire(optional)]
    pub model: Option<String>,
    /// Current permission mode.
    #[wire(optional)]
    pub permission_mode: Option<PermissionMode>,
    /// Whether the session may be switched to `bypassPermissions`. Fixed at creation
    /// (the CLI must be spawned for it). Absent: unknown (an older server).
    #[wire(optional)]
    pub can_bypass_permissions: Option<bool>,
    /// Where the credentials came from (see the `system_init` event); `oauth` is a claude.ai subscription.
    #[wire(optional)]
    pub api_key_source: Option<ApiKeySource>,
    /// Creation time, epoch ms.
    pub created_at: i64,
    /// Highest event `seq` emitted so far; attach with `afterSeq` to catch up from a known point.
    pub last_seq: i64,
    /// Permission requests waiting for an answer.
    pub pending_permission_count: i64,
    /// The host data given at creation.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "BTreeMap<String, Value>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional, type = "Record<string, unknown>"))]
    pub meta: Option<BTreeMap<String, Value>>,
    /// Display title: `meta.title` when the host set one, otherwise derived (e.g. from the first prompt).
    #[wire(optional)]
    pub title: Option<String>,
    /// Cost of all turns so far, in US dollars (the sum of `turn_result` totals).
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none",
        serialize_with = "crate::num::js_opt"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "f64"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub total_cost_usd: Option<f64>,
    /// Turns so far.
    #[wire(optional)]
    pub num_turns: Option<i64>,
    /// Time of the latest event, epoch ms.
    #[wire(optional)]
    pub last_activity_at: Option<i64>,
}

/// A session in an engine's on-disk store (the Agent SDK's session files, or a
/// codex profile's CODEX_HOME threads), independent of this server's registry.
/// Listed by `GET {basePath}/sdk-sessions[?profile=<name>]` so a host can offer
/// "resume" across restarts: pass `sessionId` as `CreateSessionRequest.resume`
/// under a profile of the same engine. Without `profile` the server lists the
/// only profile's store when there is one, else the Claude engine's store.
#[wire]
pub struct SdkSessionSummary {
    /// The engine's session id.
    pub session_id: String,
    /// Custom title, automatic summary or first prompt, whichever the engine has.
    pub summary: String,
    /// Last modification, epoch ms.
    pub last_modified: i64,
    /// Creation time, epoch ms.
    #[wire(optional)]
    pub created_at: Option<i64>,
    /// Title the user set.
    #[wire(optional)]
    pub custom_title: Option<String>,
    /// The session's first prompt.
    #[wire(optional)]
    pub first_prompt: Option<String>,
    /// Git branch the session ran on.
    #[wire(optional)]
    pub git_branch: Option<String>,
    /// Directory the session ran in.
    #[wire(optional)]
    pub cwd: Option<String>,
}

/// Answer to `GET {basePath}/sessions`.
#[wire]
pub struct ListSessionsResponse {
    /// Every session the caller can see.
    pub sessions: Vec<SessionInfo>,
}

/// Answer to `POST {basePath}/sessions`.
#[wire]
pub struct CreateSessionResponse {
    /// The new session.
    pub session: SessionInfo,
}

/// Answer to `GET {basePath}/sessions/:id`.
#[wire]
pub struct GetSessionResponse {
    /// The session.
    pub session: SessionInfo,
}

/// Answer to `GET {basePath}/sdk-sessions[?profile=<name>]`.
#[wire]
pub struct ListSdkSessionsResponse {
    /// Sessions in the engine's store.
    pub sdk_sessions: Vec<SdkSessionSummary>,
}

/// Body of an error answer on any REST route.
#[wire]
pub struct ErrorResponse {
    /// What went wrong, for people.
    pub error: String,
}

impl std::fmt::Display for ErrorResponse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.error)
    }
}
