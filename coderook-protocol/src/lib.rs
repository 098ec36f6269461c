//! Rust types for the Coderook wire protocol: JSON-RPC 2.0 over NDJSON on
//! loopback TCP, first frame `core.authenticate`.
//!
//! Every `### Name` section of the contract (`WIRE_PROTOCOL.md`, 237 of
//! them) is a Rust type of exactly that name, and every shared `$defs`
//! record (`SessionInfo`, `GoalRecord`, `TurnRecord`, `RuntimeMode`,
//! `AuthoritySnapshot`, `JsonValue` …) is one type used everywhere. The
//! modules follow the contract's domains ([`auth`], [`runs`], [`goals`],
//! [`plans`], [`subscriptions`], [`threads`], [`runtime`], [`sessions`],
//! [`permissions`], [`workers`], [`workspace`], [`context`],
//! [`extensions`], [`jobs`], [`events`]); everything is re-exported here.
//!
//! | layer | what it gives |
//! | --- | --- |
//! | types | one struct per section, enums for closed value sets, validated newtypes ([`Sha256Hex`], [`GoalId`], [`Slug`] …) |
//! | [`jsonrpc`] | [`Request`], [`Response`] (exactly one of `result`/`error`), [`ErrorObject`], [`ErrorCode`] with the contract's error table |
//! | [`methods`] | the method table: [`ClientRequest`] (params decoded by `method`), [`CommandResult`], [`METHODS`], a [`Method`] marker per method |
//! | [`events`] | [`Event`] tagged by `type`, [`EVENT_TYPES`], [`EventPushEnvelope`], [`ServerMessage`] |
//! | [`codec`] | sans-IO NDJSON framing with a frame size limit; [`codec::FrameDecoder::decode_next`] decodes each frame in one parse |
//! | [`connection`] | sans-IO handshake rules and error replies |
//! | [`client`] | sans-IO request tracking: each response paired with its request, its result typed by the method |
//! | [`resume`] | sans-IO resuming of an event subscription: each sequenced event once and in order across disconnects |
//! | `client::Client`, `client::Events` (feature `client`) | an async client on tokio: typed calls, event streams that resume by themselves |
//! | `mock` (feature `mock`) | an in-process daemon for tests, with fault injection |
//! | `server` (feature `server`; `tracing` adds its spans and events) | a daemon's side: the handshake, typed handlers per method, the event stream from an event log |
//! | [`transport`] | default address, `CODEROOK_HOST` loopback check, token variable |
//!
//! # Quickstart
//!
//! Connect, call, follow a thread's events (features `client`; the
//! in-process daemon of feature `mock` stands in for a real one, which
//! `client::Options::from_env()` finds):
//!
//! ```
//! # #[cfg(not(all(feature = "client", feature = "mock")))] fn main() {}
//! # #[cfg(all(feature = "client", feature = "mock"))]
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use coderook_protocol::client::{self, Received};
//! use coderook_protocol::{EventSubscribeCommand, PingCommand, Secret, ThreadListCommand};
//! use coderook_protocol::{method, mock};
//! use futures_util::StreamExt;
//!
//! let token = Secret::new("t0ken");
//! let server = mock::Server::start(mock::Options::new(token.clone()).with_events(5)).await?;
//! let client = client::connect(server.addr(), token).await?;
//!
//! let pong = client.call::<method::Ping>(PingCommand::new("my-app/1.0")).await?;
//! println!("daemon {}", pong.server_version);
//!
//! // The stream reconnects by itself and resumes after the last ledger event.
//! let threads = client.call::<method::ThreadList>(ThreadListCommand::new()).await?;
//! let subscribe = EventSubscribeCommand::new(vec![]).with_thread_id(threads.threads[0].id.clone());
//! let mut events = client.events(subscribe);
//! while let Some(item) = events.next().await {
//!     match item? {
//!         Received::Known(e) => match e.ledger_seq() {
//!             Some(seq) => println!("{seq} {}", e.event_type()),
//!             None => println!("- {}", e.event_type()), // live-only
//!         },
//!         Received::Unknown(u) => println!("? {}", u.kind),
//!     }
//!     if events.position() == 5 {
//!         break; // keep `position()` to resume later (`with_after_seq`)
//!     }
//! }
//! # Ok(()) }
//! ```
//!
//! A server reading frames from a socket, sans-IO:
//!
//! ```
//! use coderook_protocol::codec::{FrameDecoder, encode_frame};
//! use coderook_protocol::connection::{Action, ServerConnection};
//! use coderook_protocol::{AgentRunResult, Command, Response};
//! use coderook_protocol::Secret;
//!
//! let mut decoder = FrameDecoder::new();
//! let mut conn = ServerConnection::new(Secret::new("local-random-token"));
//! // Bytes arrive in arbitrary chunks.
//! decoder.push(br#"{"jsonrpc":"2.0","id":"auth-1","method":"core.authenticate","params":{"token":"local-random-token"}}
//! {"jsonrpc":"2.0","id":"u-2","method":"agent.run","par"#);
//! decoder.push(br#"ams":{"goal":"Summarise README.md"}}
//! "#);
//! let mut out = Vec::new();
//! // `next_line` leaves the JSON check to the typed decode in `on_frame`
//! // (one parse per frame); a line that is not JSON is answered `-32700`.
//! while let Some(frame) = decoder.next_line() {
//!     let action = match frame {
//!         Ok(frame) => conn.on_frame(frame.text.as_bytes()),
//!         Err(e) => conn.on_frame_error(&e),
//!     };
//!     match action {
//!         Action::Reply(line) | Action::ReplyAndClose(line) => out.push(line),
//!         Action::Dispatch(request) => match request.command {
//!             Command::AgentRun(params) => {
//!                 assert_eq!(params.goal, "Summarise README.md");
//!                 // Defaults the client left out are filled in.
//!                 assert_eq!(params.permission_mode.as_str(), "fail_fast");
//!                 let result = AgentRunResult::new("20260516-100000-abc123", "sess-abc123def456");
//!                 let reply = encode_frame(&Response::result(request.id, result));
//!                 out.push(String::from_utf8(reply).unwrap());
//!             }
//!             other => panic!("unexpected {}", other.method()),
//!         },
//!     }
//! }
//! assert_eq!(out[0], "{\"jsonrpc\":\"2.0\",\"id\":\"auth-1\",\"result\":{\"authenticated\":true}}\n");
//! assert_eq!(
//!     out[1],
//!     "{\"jsonrpc\":\"2.0\",\"id\":\"u-2\",\"result\":{\"run_id\":\"20260516-100000-abc123\",\"session_id\":\"sess-abc123def456\",\"handled\":false}}\n"
//! );
//! ```
//!
//! A client decoding what the server sends:
//!
//! ```
//! use coderook_protocol::{CommandResult, Event, ServerMessage, decode_response_for, method};
//!
//! let push = br#"{"kind":"event","event":{"type":"llm.token","run_id":"r-1","token":"Hel","ts":"2026-05-16T10:00:00.001Z"}}"#;
//! match coderook_protocol::decode::<ServerMessage>(push).unwrap() {
//!     ServerMessage::Event(envelope) => match envelope.event {
//!         Event::LlmToken(e) => assert_eq!(e.token, "Hel"),
//!         other => panic!("{other:?}"),
//!     },
//!     ServerMessage::Response(_) => unreachable!(),
//! }
//!
//! // A response, typed by the method of the request it answers.
//! let reply = br#"{"jsonrpc":"2.0","id":"u-1","result":{"server_version":"0.2.0b1","uptime_ms":12,"received_at":"2026-05-16T10:00:00.001Z","workspace":"/workspace/coderook","active_runs":0}}"#;
//! let pong = coderook_protocol::decode_response::<method::Ping>(reply).unwrap();
//! assert_eq!(pong.outcome.unwrap().active_runs.get(), 0);
//! let by_name = decode_response_for("core.ping", reply).unwrap();
//! assert!(matches!(by_name.outcome, Ok(CommandResult::Ping(_))));
//! ```
//!
//! # Presence policy, as applied here
//!
//! The contract's schemas come from pydantic, and the types follow its rules,
//! as the workspace's one presence table says with the pydantic spelling of
//! each row: [`CONTRIBUTING.md`, "Presence"](https://github.com/agent-wire/agent-wire/blob/main/CONTRIBUTING.md#presence). Here: a field with a
//! `default` value is `T`, always written; `anyOf [T, null]` without a
//! default (`RuntimeEventAppendedEvent.turn_id`) must be present; `type`,
//! `kind` and other `const`s are unit types from [`tags`] that may be absent;
//! unknown fields are ignored except where `additionalProperties: false`.
//!
//! Encoding therefore matches pydantic's JSON dump: every field, defaults
//! included. The one `default_factory` whose value the schema cannot show
//! for a record with required fields, `RuntimeCapabilitiesResult.sandbox`,
//! decodes as an empty platform with an undetected capability
//! ([`SandboxCapability::not_detected`], the contract's own default for
//! `TurnRecord.sandbox`).
//!
//! Every declared constraint (lengths, patterns, bounds including float
//! bounds, item counts, unique items, enums, constants) is checked while
//! decoding, and the types' constructors check the same rules, so Rust code
//! cannot build an invalid frame. Errors name the type, the field path and
//! the rule: `AgentRunCommand: attachments[0].sha256: string does not match
//! pattern ^[0-9a-f]{64}$`.
//!
//! # Date-times
//!
//! Fields the contract marks `format: date-time` are [`Timestamp`]s: the
//! exact string received, not parsed. As in JSON Schema 2020-12, the format
//! is an annotation, so the decoder accepts what the upstream schema
//! accepts and re-encoding gives back the exact text (precision, `Z` or
//! offset). The many timestamp fields the contract leaves as plain strings
//! are `String`s.
//!
//! # Secrets
//!
//! `CoreAuthenticateCommand.token` is a [`Secret`]: it is written
//! on the wire but never shown by `Debug` or `Display`, and decode errors
//! about it never repeat the value.
//!
//! # Differences from the upstream schemas
//!
//! The decoders accept exactly what the contract's JSON Schemas accept
//! (checked by codegen's conformance on generated and mutated instances of
//! every type, and on every fixture), except for two documented rules:
//!
//! - **A known event must be valid.** `EventPushEnvelope.event` is any
//!   object upstream. Here an event whose `type` is in [`EVENT_TYPES`] must
//!   match that event's schema, or the frame is refused; any other object
//!   (no `type`, a `type` that is not a string or not in the table) is kept
//!   whole as [`Event::Other`].
//! - **No repeated keys.** A request object naming `jsonrpc`, `id`,
//!   `method` or `params` twice, an event object naming `type` twice, and
//!   any object naming one of its type's fields twice are refused
//!   (`duplicate field `method``). JSON Schema judges the parsed value, in
//!   which a repeated key has silently replaced the first one; a decoder
//!   that did the same would let the two readers of one frame disagree.
//!   Repeated keys the type does not know (ignored fields, members of a
//!   free-form [`JsonValue`] or of an [`Event::Other`]) keep the last value,
//!   as a JSON parser does.
//!
//! Key order never changes the outcome: `params` before `method`, or `type`
//! after other event fields, decode (or are refused, at the same field
//! path) exactly as in the usual order.
//!
//! # Notes on the contract
//!
//! - Erratum: the contract's `AgentRunResult` example frame omits
//!   `session_id`, which the `AgentRunResult` schema requires. This crate
//!   follows the schema and refuses that frame (the fixture
//!   `invalid/AgentRunResult.upstream-example-missing-session-id.json`
//!   documents it).
//! - `EventPushEnvelope.event` is "any object" in the contract; here it is
//!   a typed [`Event`] (see "Differences from the upstream schemas").
//! - The contract gives no result type for 28 commands (those listed only
//!   as union members, such as `core.shutdown` or `memory.add`); their
//!   result decodes as [`JsonValue`] and [`METHODS`] says `None`.
//! - `goal.edit`, `goal.pause`, `goal.resume`, `goal.clear` and
//!   `goal.complete` answer with [`GoalActionResult`];
//!   `session.get_authority` and `session.set_authority` with
//!   [`SessionAuthorityResult`]; `core.ping` with [`PongResult`].

mod defaults;
mod macros;
mod prelude;
mod registry;

pub mod tags;
pub mod values;

pub mod auth;
pub mod client;
pub mod codec;
pub mod connection;
pub mod context;
pub mod events;
pub mod extensions;
pub mod goals;
pub mod jobs;
pub mod jsonrpc;
pub mod methods;
#[cfg(feature = "mock")]
pub mod mock;
pub mod permissions;
pub mod plans;
pub mod resume;
pub mod runs;
pub mod runtime;
#[cfg(feature = "server")]
pub mod server;
pub mod sessions;
pub mod subscriptions;
pub mod threads;
pub mod transport;
pub mod workers;
pub mod workspace;

pub use auth::*;
pub use context::*;
pub use events::context::*;
pub use events::lifecycle::*;
pub use events::llm::*;
pub use events::push::*;
pub use events::run::*;
pub use events::session::*;
pub use events::{EVENT_TYPES, Event, EventInfo, ServerMessage, event_info};
pub use extensions::*;
pub use goals::*;
pub use jobs::*;
pub use jsonrpc::{
    ERROR_CODES, ErrorCode, ErrorCodeInfo, ErrorObject, JSONRPC_VERSION, Request, RequestId,
    Response,
};
pub use methods::{
    ClientRequest, Command, CommandResult, METHODS, Method, MethodInfo, RequestProblem,
    classify_request_error, decode_response, decode_response_for, method, method_info,
};
pub use permissions::*;
pub use plans::*;
pub use runs::*;
pub use runtime::*;
pub use sessions::*;
pub use subscriptions::*;
pub use threads::*;
pub use values::*;
pub use workers::*;
pub use workspace::*;

// The building blocks this crate's types are made of, so that `cargo add
// coderook-protocol` is enough; a plain comment, so that each keeps its own docs.
pub use wire_kit::{BoundedInt, BoundedString, BoundedVec, ConstraintError, DecodeError, Secret};
// The decode entry points by their module path, which names the functions
// alone (`wire_kit::decode` is also the module).
pub use wire_kit::decode::{
    WireType, WireTypeVisitor, decode, decode_receive, decode_strict, decode_value,
};

// `wire_types!` dedupes the method and event tables' types with it.
#[doc(hidden)]
pub use wire_kit::__private::registry as __registry;

crate::wire_types!(wire_type_table);
use wire_kit::wire_type_table;

// The transport unions, which codegen lists beside the registry.
impl WireType for ClientRequest {
    const NAME: &'static str = "ClientRequest";
}
impl WireType for ServerMessage {
    const NAME: &'static str = "ServerMessage";
}
