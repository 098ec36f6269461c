//! Session events (server → client): the `seq`-numbered log of one session.

use crate::content::ApiMessage;
use crate::open::{ApiKeySource, ExecutionFailureReason, SubscriptionType};
use crate::permissions::PermissionMode;
use crate::permissions::{PermissionBehavior, PermissionDecisionSource, PermissionRequest};
use crate::profiles::{ModelOption, SlashCommandInfo};
use crate::sessions::{MessageAttachment, SessionStatus};
use crate::tools::{ToolExecutionBackend, ToolExecutionOutput};
use crate::usage::{ContextUsage, RateLimitInfo};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use wire_kit::RawObject;
use wire_kit::wire_camel as wire;

pub use crate::session_event::SessionEvent;

/// The event table: one row per [`SessionEventBody`](crate::SessionEventBody) variant,
/// `Variant(EventType) = "type"`, with its doc comment. Expands
/// `$callback! { $args { rows } }`: this module declares the union from it
/// and [`wire_types!`](crate::wire_types) registers each row's type.
#[doc(hidden)]
#[macro_export]
macro_rules! __session_event_table {
    (($($callback:tt)*) $($args:tt)*) => {
        $($callback)*! { $($args)* {
            /// The SDK's init handshake: what the session actually is.
            SystemInit(SystemInitEvent) = "system_init",
            /// The session's status changed.
            StatusChanged(StatusChangedEvent) = "status_changed",
            /// Models and slash commands the session offers, fetched after init.
            Capabilities(CapabilitiesEvent) = "capabilities",
            /// The model changed through `set_model`.
            ModelChanged(ModelChangedEvent) = "model_changed",
            /// The permission mode changed through `set_permission_mode`.
            PermissionModeChanged(PermissionModeChangedEvent) = "permission_mode_changed",
            /// Context-window usage, polled after each turn.
            ContextUsage(ContextUsageEvent) = "context_usage",
            /// A subscription rate-limit window changed.
            RateLimit(RateLimitEvent) = "rate_limit",
            /// The claude.ai plan the rate-limit windows belong to.
            PlanInfo(PlanInfoEvent) = "plan_info",
            /// A message from the model.
            AssistantMessage(AssistantMessageEvent) = "assistant_message",
            /// A user-role message (typed by a person, or a tool result).
            UserMessage(UserMessageEvent) = "user_message",
            /// A raw streaming event, for token-by-token rendering.
            StreamDelta(StreamDeltaEvent) = "stream_delta",
            /// A turn finished.
            TurnResult(TurnResultEvent) = "turn_result",
            /// A permission request is waiting for an answer.
            PermissionRequested(PermissionRequestedEvent) = "permission_requested",
            /// A permission request was settled.
            PermissionResolved(PermissionResolvedEvent) = "permission_resolved",
            /// A tool execution was handed to a backend.
            ExecutionDispatched(ExecutionDispatchedEvent) = "execution_dispatched",
            /// A dispatched execution produced a result.
            ExecutionResult(ExecutionResultEvent) = "execution_result",
            /// A dispatched execution failed, timed out or was orphaned.
            ExecutionFailed(ExecutionFailedEvent) = "execution_failed",
            /// The agent handed over a file from its scratch filesystem.
            FileDelivered(FileDeliveredEvent) = "file_delivered",
            /// An SDK message this version does not model, kept verbatim.
            SdkEvent(SdkEventEvent) = "sdk_event",
            /// The session failed.
            SessionError(SessionErrorEvent) = "session_error",
            /// The session ended.
            SessionClosed(SessionClosedEvent) = "session_closed",
        } }
    };
}

crate::__session_event_table! { (crate::dispatch::tagged_union)
    /// What happened in a session: one variant per event `type` (21, closed).
    ///
    /// The wire form is an object whose `type` names the variant, next to the
    /// variant's own fields. A [`SessionEvent`] adds `seq` and `ts`.
    pub enum SessionEventBody ("type", boxed)
}

/// `system_init`: the SDK's init handshake, describing the session as it really runs.
#[wire(inline)]
pub struct SystemInitEvent {
    /// The engine's session id.
    pub sdk_session_id: String,
    /// Model in use.
    pub model: String,
    /// Working directory.
    pub cwd: String,
    /// Where the credentials came from: `oauth` is a claude.ai subscription login, other values (`user`, `project`, `org`, `temporary`) say where an API key was found. Open.
    pub api_key_source: ApiKeySource,
    /// Tools available.
    pub tools: Vec<String>,
    /// Skills available.
    pub skills: Vec<String>,
    /// Slash commands available.
    pub slash_commands: Vec<String>,
    /// Permission mode in effect.
    pub permission_mode: PermissionMode,
    /// Version of the Claude Code CLI.
    pub claude_code_version: String,
    /// MCP servers and their connection status.
    pub mcp_servers: Vec<SystemInitMcpServer>,
}

/// One entry of `system_init.mcpServers`.
#[wire(inline)]
pub struct SystemInitMcpServer {
    /// Server name.
    pub name: String,
    /// Connection status as the engine reports it (open).
    pub status: String,
}

/// `status_changed`.
#[wire(inline)]
pub struct StatusChangedEvent {
    /// The new status.
    pub status: SessionStatus,
    /// Extra information for people.
    #[wire(optional)]
    pub detail: Option<String>,
}

/// `capabilities`: models and slash commands this session offers, fetched from the CLI after init. Late attachers get it by replay like any event.
#[wire(inline)]
pub struct CapabilitiesEvent {
    /// Models the session can switch to.
    pub models: Vec<ModelOption>,
    /// Slash commands the session accepts.
    pub commands: Vec<SlashCommandInfo>,
    /// Model id the session's default resolves to (from the CLI's `default` row).
    /// Tells what the session will answer as before it has answered: a session
    /// created without a prompt gets no `system_init` until its first message.
    #[wire(optional)]
    pub default_model: Option<String>,
}

/// `model_changed`: the model changed through `set_model`.
#[wire(inline)]
pub struct ModelChangedEvent {
    /// The new model; absent means back to the default.
    #[wire(optional)]
    pub model: Option<String>,
}

/// `permission_mode_changed`.
#[wire(inline)]
pub struct PermissionModeChangedEvent {
    /// The new mode.
    pub mode: PermissionMode,
}

/// `context_usage`: a context-window snapshot, polled by the runner after each turn.
#[wire(inline)]
pub struct ContextUsageEvent {
    /// The snapshot.
    pub usage: ContextUsage,
}

/// `rate_limit`: one subscription rate-limit window changed.
#[wire(inline)]
pub struct RateLimitEvent {
    /// The window.
    pub info: RateLimitInfo,
}

/// `plan_info`: the claude.ai plan the rate-limit windows belong to. Emitted by
/// the same poll as `rate_limit`, once per change, never for an API-key session.
/// It names the windows; it does not size them.
#[wire(inline)]
pub struct PlanInfoEvent {
    /// `pro`, `max`, `team`, `enterprise`; open, any string is kept.
    pub subscription_type: SubscriptionType,
}

/// `assistant_message`: a message from the model.
#[wire(inline)]
pub struct AssistantMessageEvent {
    /// The message.
    pub message: ApiMessage,
    /// Set when the message came from inside a subagent (Task tool); `null` otherwise. Always present.
    pub parent_tool_use_id: Option<String>,
    /// True when backfilled from a resumed session's history.
    #[wire(optional)]
    pub replay: Option<bool>,
    /// The message's id.
    pub uuid: String,
}

/// `user_message`: a user-role message.
#[wire(inline)]
pub struct UserMessageEvent {
    /// The message. For a typed message its content is the text only; attachments are listed in `attachments`.
    pub message: ApiMessage,
    /// Set when the message belongs to a subagent; `null` otherwise. Always present.
    pub parent_tool_use_id: Option<String>,
    /// True when replayed from a resumed session's history.
    #[wire(optional)]
    pub replay: Option<bool>,
    /// True for tool results and other messages no person typed.
    #[wire(optional)]
    pub synthetic: Option<bool>,
    /// Files sent with the message, by reference; the bytes went to the model, not into the log.
    #[wire(optional)]
    pub attachments: Option<Vec<MessageAttachment>>,
    /// The message's id.
    #[wire(optional)]
    pub uuid: Option<String>,
}

/// `stream_delta`: a raw Anthropic streaming event; only emitted when the session was created with `includePartialMessages`.
#[wire(inline)]
pub struct StreamDeltaEvent {
    /// The streaming event (`message_start`, `content_block_delta`, …), verbatim.
    pub event: TaggedObject,
    /// Set inside a subagent; `null` otherwise. Always present.
    pub parent_tool_use_id: Option<String>,
    /// Id of the event.
    pub uuid: String,
}

wire_kit::string_enum! {
    /// How a turn ended (`turn_result.subtype`). Closed set.
    #[string_enum(documented)]
    pub enum TurnResultSubtype {
        /// The turn completed.
        Success = "success",
        /// An error stopped the turn.
        ErrorDuringExecution = "error_during_execution",
        /// The turn cap was reached.
        ErrorMaxTurns = "error_max_turns",
        /// The spending cap was reached.
        ErrorMaxBudgetUsd = "error_max_budget_usd",
        /// Structured output kept failing validation.
        ErrorMaxStructuredOutputRetries = "error_max_structured_output_retries",
    }
}

/// `turn_result`: a turn finished.
#[wire(inline)]
pub struct TurnResultEvent {
    /// How it ended.
    pub subtype: TurnResultSubtype,
    /// Whether it ended in error.
    pub is_error: bool,
    /// Wall-clock duration, ms.
    pub duration_ms: i64,
    /// Turns taken.
    pub num_turns: i64,
    /// Cost in US dollars.
    #[serde(serialize_with = "crate::num::js")]
    pub total_cost_usd: f64,
    /// Final text of the turn (success only).
    #[wire(optional)]
    pub result: Option<String>,
    /// Error messages.
    #[wire(optional)]
    pub errors: Option<Vec<String>>,
    /// Token usage as the engine reports it, verbatim.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "Value"))]
    #[cfg_attr(feature = "ts-rs", ts(optional, type = "unknown"))]
    pub usage: Option<Value>,
}

/// `permission_requested`: a request waits for an answer.
#[wire(inline)]
pub struct PermissionRequestedEvent {
    /// The request.
    pub request: PermissionRequest,
}

/// `permission_resolved`: a request was settled.
#[wire(inline)]
pub struct PermissionResolvedEvent {
    /// The request's id.
    pub request_id: String,
    /// The answer.
    pub behavior: PermissionBehavior,
    /// Who answered.
    pub resolved_by: PermissionDecisionSource,
    /// Denial message, for a denial.
    #[wire(optional)]
    pub message: Option<String>,
}

/// `execution_dispatched`: a tool execution went to a backend. For a bridged
/// execution it precedes the `tool_call_request` frame; for a deferred one it is
/// the record that survives a teardown.
#[wire(inline)]
pub struct ExecutionDispatchedEvent {
    /// Correlates the execution end to end.
    pub execution_id: String,
    /// The tool.
    pub tool_name: String,
    /// Where it runs.
    pub backend: ToolExecutionBackend,
    /// True when it may outlive this turn or process.
    #[wire(optional)]
    pub deferred: Option<bool>,
    /// Epoch ms after which the server applies its timeout policy.
    #[wire(optional)]
    pub expires_at: Option<i64>,
}

/// `execution_result`: a dispatched execution produced a result (applied idempotently by `executionId`).
#[wire(inline)]
pub struct ExecutionResultEvent {
    /// The execution.
    pub execution_id: String,
    /// The result.
    pub output: ToolExecutionOutput,
    /// Logs the backend captured, if any.
    #[wire(optional)]
    pub logs: Option<Vec<String>>,
    /// How long it ran, ms.
    #[wire(optional)]
    pub duration_ms: Option<i64>,
}

/// `execution_failed`: a dispatched execution failed, timed out or was orphaned.
/// The failure goes back to the agent as tool output; it is not a session error.
#[wire(inline)]
pub struct ExecutionFailedEvent {
    /// The execution.
    pub execution_id: String,
    /// Machine-readable cause (`timeout`, `oom`, `exception`, `orphaned` or backend-specific); open.
    pub reason: ExecutionFailureReason,
    /// What went wrong.
    pub error: String,
    /// Logs the backend captured, if any.
    #[wire(optional)]
    pub logs: Option<Vec<String>>,
    /// How long it ran, ms.
    #[wire(optional)]
    pub duration_ms: Option<i64>,
}

/// `file_delivered`: the agent handed over a file from its scratch filesystem
/// (the `deliver_file` tool). Download it from
/// `GET {basePath}/sessions/:id/files/<path>` while the session lives.
#[wire(inline)]
pub struct FileDeliveredEvent {
    /// Path in the session's scratch filesystem.
    pub path: String,
    /// Size in bytes.
    pub bytes: i64,
    /// What the file is, as the agent put it.
    #[wire(optional)]
    pub description: Option<String>,
}

/// `sdk_event`: an SDK message this version does not model first-class (task progress, compaction boundaries, auth status, …).
#[wire(inline)]
pub struct SdkEventEvent {
    /// The raw SDK message, verbatim.
    pub payload: TaggedObject,
}

/// `session_error`: the session failed.
#[wire(inline)]
pub struct SessionErrorEvent {
    /// What went wrong.
    pub message: String,
}

wire_kit::string_enum! {
    /// Why a session ended (`session_closed.reason`, `SessionNotification.reason`).
    #[string_enum(documented)]
    pub enum CloseReason {
        /// A client closed it.
        Client = "client",
        /// The host closed it.
        Server = "server",
        /// It ended because of an error.
        Error = "error",
    }
}

/// `session_closed`: the session ended.
#[wire(inline)]
pub struct SessionClosedEvent {
    /// Who or what ended it.
    pub reason: CloseReason,
}

/// An object with a string `type` and any other fields (`{ type: string; [key: string]: unknown }`),
/// kept verbatim: `stream_delta.event` and `sdk_event.payload`.
///
/// The object is kept as its text ([`wire_kit::RawObject`]) and only its
/// `type` is read, so a replay of thousands of stream deltas builds no JSON
/// trees. Read the rest when you need it, with [`TaggedObject::parse`]
/// into a type of your own or [`TaggedObject::to_map`]:
///
/// ```
/// use workerdeck_protocol::TaggedObject;
///
/// let event: TaggedObject = serde_json::from_str(
///     r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hi"}}"#,
/// ).unwrap();
/// assert_eq!(event.kind(), "content_block_delta");
///
/// #[derive(serde::Deserialize)]
/// struct Delta<'a> { #[serde(borrow)] delta: Text<'a> }
/// #[derive(serde::Deserialize)]
/// struct Text<'a> { text: &'a str }
/// assert_eq!(event.parse::<Delta>().unwrap().delta.text, "Hi");
/// ```
///
/// Encoding writes the object back as it came. A repeated `type` is refused
/// (which one would be meant?); other repeated members are kept as sent, as
/// in any JSON member the contract leaves open. Equality is by meaning, as
/// for [`wire_kit::RawObject`].
#[derive(Clone)]
pub struct TaggedObject {
    pub(crate) kind: Kind,
    pub(crate) raw: RawObject,
}

/// Where a [`TaggedObject`] keeps its `type`: as a span of its text when
/// written there without escapes (decoding copies nothing), or on its own.
#[derive(Clone)]
pub(crate) enum Kind {
    /// `raw.get()[start..end]`.
    Span(usize, usize),
    Owned(String),
}

impl TaggedObject {
    /// An object of type `kind` with the members of `rest` after `type`
    /// (a `type` in `rest` is left out).
    pub fn new(kind: impl Into<String>, rest: &Map<String, Value>) -> Self {
        let kind = kind.into();
        let raw = RawObject::from_serialize(&TypeFirst(&kind, rest)).unwrap_or_default();
        Self {
            kind: Kind::Owned(kind),
            raw,
        }
    }

    /// The object's `type`.
    pub fn kind(&self) -> &str {
        match &self.kind {
            Kind::Span(start, end) => self.raw.get().get(*start..*end).unwrap_or_default(),
            Kind::Owned(kind) => kind,
        }
    }

    /// The whole object, `type` included, as JSON text.
    pub fn raw(&self) -> &RawObject {
        &self.raw
    }

    /// The whole object, `type` included, as a map.
    ///
    /// Fails only where a tree cannot hold the text (a number beyond `f64`).
    pub fn to_map(&self) -> Result<Map<String, Value>, serde_json::Error> {
        self.raw.to_map()
    }

    /// Decodes the whole object as `T`, borrowing from it where `T` borrows.
    pub fn parse<'a, T: Deserialize<'a>>(&'a self) -> Result<T, serde_json::Error> {
        self.raw.parse()
    }
}

/// `type`, then the other members of a map.
struct TypeFirst<'a>(&'a str, &'a Map<String, Value>);

impl Serialize for TypeFirst<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("type", self.0)?;
        for (key, value) in self.1.iter().filter(|(k, _)| *k != "type") {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

impl PartialEq for TaggedObject {
    fn eq(&self, other: &Self) -> bool {
        self.kind() == other.kind() && self.raw == other.raw
    }
}

impl std::fmt::Debug for TaggedObject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TaggedObject")
            .field("kind", &self.kind())
            .field("raw", &self.raw)
            .finish()
    }
}

impl Serialize for TaggedObject {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.raw.serialize(serializer)
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for TaggedObject {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "TaggedObject".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "object",
            "properties": { "type": { "type": "string", "description": "The object's `type`." } },
            "required": ["type"],
            "additionalProperties": true,
        })
    }
}

crate::ts_manual!(TaggedObject, "{ type: string; [key: string]: unknown }");
