//! Rust types for `@workerdeck/protocol` 0.9.0 (`PROTOCOL_VERSION` 6): the
//! wire protocol between a workerdeck server and its clients.
//!
//! A session is one ordered stream of [`SessionEvent`]s, each stamped with a
//! rising `seq`, plus a small command set ([`SessionCommand`]). Clients attach
//! over WebSocket, optionally replaying from a known `seq`, and drive the
//! session with commands; REST routes ([`routes::ROUTES`]) create sessions,
//! answer permissions, manage profiles, browse the host's files and run jobs.
//!
//! Every upstream `export type` exists here under the same name (89 types),
//! re-exported flat from the crate root.
//!
//! # Quickstart
//!
//! ```
//! use workerdeck_protocol::{
//!     ServerFrame, SessionCommand, SessionEventBody, SessionLog, SeqStep, UserMessageCommand,
//! };
//!
//! // A frame from the session WebSocket.
//! let text = r#"{"type":"event","event":{"type":"status_changed","status":"running","seq":4,"ts":1767225600000}}"#;
//! let frame: ServerFrame = workerdeck_protocol::decode(text)?;
//!
//! let mut log = SessionLog::resume_after(3);
//! if let ServerFrame::Event(frame) = &frame {
//!     assert_eq!(log.observe(&frame.event), SeqStep::Next);
//!     assert!(matches!(frame.event.body, SessionEventBody::StatusChanged(_)));
//! }
//! assert_eq!(log.after_seq(), 4); // attach with afterSeq = 4 after a reconnect
//!
//! // A command back.
//! let cmd = SessionCommand::UserMessage(UserMessageCommand::new("hello"));
//! assert_eq!(serde_json::to_string(&cmd)?, r#"{"type":"user_message","text":"hello"}"#);
//!
//! // Errors name the type, the field path and the rule.
//! let err = workerdeck_protocol::decode::<SessionCommand>(
//!     r#"{"type":"set_permission_mode","mode":"yolo"}"#,
//! )
//! .unwrap_err();
//! assert_eq!(err.path(), "mode");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Boxed variants
//!
//! [`ServerFrame`] and [`SessionEventBody`] hold their variants boxed, so a
//! frame is two words whatever it carries: it is decoded through several
//! layers, and moving the largest frame's few hundred bytes through each
//! cost more than the one allocation a box takes. Build them with `From`
//! (`ServerFrame::from(frame)`, `SessionEventBody::from(event)`,
//! `event.into()`); a pattern binds the box, which reads like the value
//! (`frame.event.seq`).
//!
//! # Presence: absent, `null`, value
//!
//! Presence follows the workspace's one presence table, with the TypeScript
//! spelling of each row: [`CONTRIBUTING.md`, "Presence"](https://github.com/agent-wire/agent-wire/blob/main/CONTRIBUTING.md#presence).
//! Here: `x?: T` is an `Option<T>` whose `null` is refused; `x: T | null`
//! (`parentToolUseId`) must be present; `x?: T | null`
//! (`ApiMessage.stop_reason`) is `Option<Option<T>>`; `Partial<…>` with
//! "pass null to clear" ([`UpdateProfileRequest`]) is [`Patch<T>`](Patch);
//! literal types are unit types from [`tags`].
//!
//! Undeclared members are ignored on decode and not written back: a value
//! a client receives from `JSON.parse` may carry members its upstream type
//! does not list (TypeScript's excess-property check applies to object
//! literals at compile time, not to parsed values), and a newer 0.9.x server
//! adds optional fields, so a decoder that refused them would break every
//! client the day the server grows. Encoding writes the declared members
//! only. For CI that wants to catch such drift, [`decode_strict`] decodes
//! exactly as [`decode()`] does and then reports the first undeclared member
//! by its path (`codegen validate --strict` does the same on captures). One TypeScript
//! rule is not modelled: its weak-type check refuses a value that shares no
//! member with an all-optional type, so `{"name": "x"}` is not an upstream
//! [`UpdateProfileRequest`]; here it decodes as an empty patch.
//!
//! The open objects are the ones upstream gives an index signature:
//! [`UnknownBlock`], the items of `ToolResultBlock.content`,
//! `stream_delta.event` and `sdk_event.payload` ([`TaggedObject`]). They keep
//! every member and re-encode it unchanged. A [`TaggedObject`] reads only its
//! `type` and keeps the other members as JSON text (no tree is built for the
//! stream's most frequent frame); read them with [`TaggedObject::parse`] or
//! [`TaggedObject::to_map`]. A [`ContentBlock`] whose `type` is known but
//! which carries members its type does not declare is kept whole as
//! [`ContentBlock::Unknown`], so re-encoding a message never loses a block's
//! data.
//!
//! Numbers: counts, sizes, `seq` and epoch times are `i64` (a fraction is
//! refused); costs, percentages and `utilization` are `f64`, written as
//! JavaScript writes them (`0`, not `0.0`).
//!
//! # Closed and open sets
//!
//! String-literal unions are exhaustive enums ([`PermissionMode`],
//! [`SessionStatus`], [`JobStatus`], [`ProfileEngine`] — closed on purpose
//! upstream —, [`TurnResultSubtype`], …); an unknown value is an error. The
//! fields upstream keeps as plain strings because their set may grow decode
//! any string, offered as enums with an `Other(String)` that re-encodes the
//! exact text: [`RateLimitStatus`], [`RateLimitType`], [`McpServerStatus`],
//! [`McpServerScope`], [`SubscriptionType`], [`ExecutionFailureReason`],
//! [`ApiKeySource`], [`ReasoningEffort`]. [`ContentBlock`] is open through
//! [`UnknownBlock`]; the event, command and frame unions are closed.
//!
//! Tagged unions on the event path ([`SessionEvent`], [`ServerFrame`],
//! [`SessionCommand`], [`JobEvent`], …) are decoded without buffering when
//! the discriminator comes first, as servers write it.
//!
//! # Credentials
//!
//! Header maps and environments (`McpHttpServerConfig.headers`,
//! `McpSseServerConfig.headers`, `McpStdioServerConfig.env`,
//! `WebhookConfig.headers`, `SessionWebhookConfig.headers`) are
//! [`SecretMap`]s: `Debug` shows their names, never their values, and a
//! decode error never repeats what was sent in them, a malformed map
//! included.
//!
//! # Tables
//!
//! [`ENGINE_CAPABILITIES`] holds upstream's per-engine capability records;
//! [`supports_permission_mode`], [`EngineCapabilities::for_engine`],
//! [`SessionInfo::effective_capabilities`] (a wire copy wins) and
//! [`EngineCapabilities::coerce_permission_mode`] are built on it.
//! [`routes::ROUTES`] lists every REST and WebSocket route; [`log`] follows a
//! session's `seq` numbers.
//!
//! # Client and mock server (features `client`, `mock`)
//!
//! Feature `client` adds `client`: typed REST calls from the route table and
//! the session WebSocket as a stream that re-attaches by itself through
//! [`SessionLog`] (every event once and in order across drops; event types
//! this crate does not know delivered, not fatal; tool answers sent again
//! after a re-attach). Feature `mock` adds `mock`, an in-process server with
//! fault injection to test a client against. Feature `server` adds
//! `server`: REST handlers typed by the [`routes`] marker types
//! ([`routes::Endpoint`]), and the session and queue WebSockets served from an
//! event log (`seq` per session, replay after `afterSeq`, bridged tool calls,
//! close codes the client sees). All three pull tokio, tokio-tungstenite and
//! hyper; the default build does not. Feature `tracing` (with `server`) adds
//! the server's `tracing` spans and events, described in the `server`
//! module: a span per connection, per request and per socket, and a
//! warning for each refusal and forced close.
//!
//! # Compatibility with 0.6.0 (`PROTOCOL_VERSION` 4)
//!
//! - New engine `codex` in [`ProfileEngine`], and the [`EngineCapabilities`]
//!   record with [`ENGINE_CAPABILITIES`]; [`PROVIDER_PERMISSION_MODES`] is now
//!   a deprecated alias of the provider row and [`supports_permission_mode`]
//!   reads the table.
//! - Attachments: [`MessageAttachment`], `user_message.attachmentIds`,
//!   `user_message` events' `attachments`, [`UploadAttachmentResponse`].
//! - New event `plan_info`; `capabilities` events gained `defaultModel`.
//! - MCP status routes ([`McpServerStatusInfo`], [`McpServersResponse`],
//!   [`McpServerActionRequest`]) and the host filesystem routes (`/fs/*`).
//! - Added optional fields: `ModelOption.resolvedModel`/`primary`/`reasoningEfforts`,
//!   `CreateSessionRequest.reasoningEffort`, `SessionInfo.capabilities`, and on
//!   [`ProfileInfo`] `codexHome` and the response-only `models`,
//!   `defaultModel`, `capabilities`, `available`, `unavailableReason`.
//! - Every 0.6.0 wire value that used `engine: "claude" | "provider"` still
//!   decodes; a 0.6.0 client cannot decode `codex` or the new events.

mod capabilities;
mod conversions;
mod dispatch;
mod num;
mod open_objects;
mod profile_patch;
mod registry;
mod secret_map;
mod server_frame;
mod session_event;
mod ts_support;

#[cfg(feature = "client")]
pub mod client;
pub mod content;
pub mod events;
pub mod frames;
pub mod fs;
pub mod jobs;
pub mod log;
pub mod mcp;
#[cfg(feature = "mock")]
pub mod mock;
pub mod notifications;
pub mod open;
pub mod permissions;
pub mod profiles;
pub mod queue;
pub mod routes;
#[cfg(feature = "server")]
pub mod server;
pub mod sessions;
pub mod tags;
pub mod tools;
pub mod usage;

/// Bumped upstream on any breaking change to events, commands or REST shapes.
pub const PROTOCOL_VERSION: i64 = 6;

/// The npm package and version this crate implements.
pub const UPSTREAM_VERSION: &str = "@workerdeck/protocol@0.9.0";

#[allow(deprecated)]
pub use capabilities::PROVIDER_PERMISSION_MODES;
pub use capabilities::{
    ENGINE_CAPABILITIES, EngineCapabilityDefaults, EngineCapabilityTable, supports_permission_mode,
};
pub use content::*;
pub use conversions::MissingPrompt;
pub use events::*;
pub use frames::*;
pub use fs::*;
pub use jobs::*;
pub use log::{SeqAnomaly, SeqStep, SessionLog, check_sequence};
pub use mcp::*;
pub use notifications::*;
pub use open::*;
pub use permissions::*;
pub use profile_patch::ProfilePatchError;
pub use profiles::*;
pub use queue::*;
pub use secret_map::SecretMap;
pub use sessions::*;
pub use tools::*;
pub use usage::*;
// `wire_types!` splices the event table into its lists with it.
#[doc(hidden)]
pub use wire_kit::__private::registry as __registry;
// The building blocks this crate's types are made of, so that `cargo add
// workerdeck-protocol` is enough; a plain comment, so that each keeps its own docs.
pub use wire_kit::decode::{
    WireType, WireTypeVisitor, decode, decode_receive, decode_strict, decode_value,
};
pub use wire_kit::{ConstraintError, DecodeError, Patch, RawObject};

/// Upstream's second names of a type (`ClientFrame` for `SessionCommand`,
/// `CreateProfileRequest` for `ProfileInfo`) are type aliases here: one
/// `WireType` impl per type, every name in the table.
macro_rules! wire_type_impl {
    (ClientFrame) => {};
    (CreateProfileRequest) => {};
    ($name:ident) => {
        wire_kit::wire_type_table!(@impl $name);
    };
}

/// The registry's [`WireType`] impls, [`TYPE_NAMES`] and [`visit_type`].
macro_rules! declare_wire_types {
    ($krate:tt; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
        $(wire_type_impl!($name);)*
        $(wire_type_impl!($inline);)*
        wire_kit::wire_type_table!(@table named: [$($name),*]; inline: [$($inline),*];);
    };
}

crate::wire_types!(declare_wire_types);
