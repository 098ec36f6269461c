//! A WorkerDeck server's connection layer (feature `server`): the accept
//! loop, typed REST handlers per route, and the session and queue
//! WebSockets served from an event log.
//!
//! You write the handlers; the server does the rest:
//!
//! - **REST.** Each route you [`route`](Router::route) by its marker type
//!   ([`routes::CreateSession`], …, see [`Endpoint`]) gets its body decoded
//!   as the route's request type and answers the route's response type, so a
//!   handler cannot send another route's answer. A bad body is answered 400,
//!   one over [`Limits::frame`] 413, and a route of the table without a
//!   handler 404, each with the contract's [`ErrorResponse`] body
//!   (`{"error": "…"}`), as is a handler's [`Error`]. A route without a
//!   response body ([`routes::DeleteProfile`]) answers 204.
//! - **Session sockets** (`WS {basePath}/sessions/:id?afterSeq=N`). A
//!   session exists when the [`routes::GetSession`] handler answers 200 for
//!   it (otherwise the upgrade gets that handler's answer, or 404 without
//!   one). The socket sends `attached` (`protocolVersion` =
//!   [`PROTOCOL_VERSION`], the session with its `lastSeq` from the log,
//!   `replayingFrom`), every logged event with `seq > afterSeq` as `event`
//!   frames, then live ones, with nothing lost or repeated in between.
//!   [`Events::emit`] gives each event its session's next `seq`. A log that
//!   no longer holds the events right after `afterSeq` replays from the
//!   oldest it holds, and `replayingFrom` says so: the client sees the gap.
//! - **Commands.** Every command but the tool answers goes to the
//!   [`Router::commands`] handler, one at a time per socket in the order
//!   they arrived; its `Err(message)` (or no handler) is answered with a
//!   `protocol_error` frame on that socket. A handler that waits on a
//!   bridged tool call spawns that wait: the socket's next command waits for
//!   its handler to return.
//! - **Bridged tool calls.** [`Events::call_tool`] sends a
//!   `tool_call_request` to the session's sockets (and to every socket that
//!   attaches while it is open) and resolves with the first
//!   `tool_call_result`/`tool_call_error` for its `executionId`; repeats and
//!   late or unknown answers are ignored, as the contract says.
//!   [`Events::cancel_tool`] sends `tool_call_canceled`.
//! - **The queue socket** (`WS {basePath}/queue/ws`): `queue_attached` with
//!   the last stats published, then every frame of [`Events::queue`]; it is
//!   live only.
//! - **Closing.** A socket always ends with a close frame the client sees,
//!   and waits up to [`CLOSE_WAIT`] for the client's answer:
//!   [`CLOSE_NORMAL`] after a `session_closed` event or when the client
//!   closes, [`CLOSE_GOING_AWAY`] on shutdown, [`CLOSE_TOO_BIG`] after a
//!   message over [`Limits::frame`], [`CLOSE_LAGGED`] when the
//!   slow-subscriber [`Policy`] gave up on the socket (after what was
//!   queued for it: re-attach with the last `seq` received, the log has the
//!   rest).
//! - **Trust.** A `Host` that does not name this machine is refused, and so
//!   is a WebSocket upgrade or a `POST`/`PUT`/`PATCH`/`DELETE` from a
//!   foreign `Origin` ([`Trust`]), with 403.
//! - **Writes are batched**: a socket's writer feeds every frame queued at
//!   the moment into the WebSocket and flushes once.
//!
//! ```
//! use workerdeck_protocol::routes;
//! use workerdeck_protocol::server::{Options, Router, Server};
//! use workerdeck_protocol::{ListSessionsResponse, StatusChangedEvent, SessionStatus};
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> std::io::Result<()> {
//! let router = Router::new().route(routes::ListSessions, |_cx, _req| async {
//!     Ok(ListSessionsResponse::new(vec![]))
//! });
//! let server = Server::start(Options::new(), router).await?;
//! let seq = server
//!     .events()
//!     .emit("session-1", StatusChangedEvent::new(SessionStatus::Running))
//!     .await?;
//! assert_eq!(seq, 1);
//! println!("listening on {}", server.url());
//! server.shutdown().await;
//! # Ok(())
//! # }
//! ```
//!
//! # Tracing
//!
//! With the feature `tracing`, each connection of [`Server`] runs in a
//! `connection` span (`peer`, `number`: the [`Context::connection`] of its
//! calls), and each HTTP request in a `request` span inside it, which its
//! REST handler runs in too: `method`, `route` (the route table's path
//! template, e.g. `/sessions/:id`, or the path when no route serves it or
//! the request was refused before routing), `status` (101 for a WebSocket
//! upgrade) and `duration_ms`. A WebSocket then runs in a `socket` span of
//! the same connection, with its tasks and the [`Router::commands`] handler
//! of its commands: `route`, `session` and `after_seq` (a session socket's
//! id and `afterSeq`), and `close_code` when it has ended (the code of the
//! side that closed first, or 1006 when the connection ended without a
//! close frame). Refusals and forced closes are `WARN` events: `Host` or
//! `Origin` (with `host` and `origin`), a body over [`Limits::frame`]
//! (`limit`), a message over it (`limit`; closed [`CLOSE_TOO_BIG`]), and a
//! socket the slow-subscriber policy closed ([`CLOSE_LAGGED`]). No span or
//! event holds a body, a message, a query or a header's value other than
//! `Host` and `Origin`.

use crate::routes::{self, Blob, Endpoint, Method, ROUTES, Route};
use crate::{
    AttachedFrame, ErrorResponse, GetSessionResponse, PROTOCOL_VERSION, ProtocolErrorFrame,
    QueueAttachedFrame, QueueServerFrame, QueueStats, ServerFrame, SessionCommand, SessionEvent,
    SessionEventBody, ToolCallCanceledFrame, ToolCallErrorCommand, ToolCallRequestFrame,
    ToolCallResultCommand,
};
use futures_util::{Sink, SinkExt, StreamExt};
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::{Request as HttpRequest, Response, StatusCode};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::protocol::frame::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::{self, Message};
use wire_kit::net::hub::{Closed, Frame, Hub};
use wire_kit::net::log::{EventLog, MemoryLog};
use wire_kit::net::serve::{Shutdown, Stopping, serve};

pub use wire_kit::net::guard::Trust;
pub use wire_kit::net::hub::Policy;
pub use wire_kit::net::serve::Limits;

/// Where the routes live by default: `http://HOST:PORT/workerdeck/…`.
pub const BASE_PATH: &str = "/workerdeck";

/// Close code after a `session_closed` event, or in answer to the client's
/// own close.
pub const CLOSE_NORMAL: u16 = 1000;
/// Close code when the server shuts down (RFC 6455 "going away").
pub const CLOSE_GOING_AWAY: u16 = 1001;
/// Close code after a client message over [`Limits::frame`] (RFC 6455
/// "message too big"); nothing of it was read past the limit.
pub const CLOSE_TOO_BIG: u16 = 1009;
/// Close code when the socket fell behind its events past the [`Policy`]'s
/// deadline (the registered "try again later"): re-attach with `afterSeq`
/// = the last `seq` received.
pub const CLOSE_LAGGED: u16 = 1013;
/// How long a closing socket waits for its close frame to go out and for
/// the client's close in answer before it drops the connection.
pub const CLOSE_WAIT: Duration = Duration::from_secs(30);

/// Frames queued per socket between its event feed and its writer: the
/// hub's [`Policy::queue`] is the backlog, this only keeps the writer fed.
const OUT_QUEUE: usize = 64;

/// Commands queued per socket for the [`Router::commands`] handler.
const COMMAND_QUEUE: usize = 64;

/// Events read from the log per piece of a replay.
const REPLAY_PIECE: usize = 1024;

/// Replayed events per slot of a socket's [`OUT_QUEUE`]: at most
/// `OUT_QUEUE * EVENTS_PER_SLOT` wait for the writer.
const EVENTS_PER_SLOT: usize = 32;

/// How a [`Server`] listens and keeps its events.
#[derive(Clone)]
pub struct Options {
    listen: SocketAddr,
    base_path: String,
    limits: Limits,
    policy: Policy,
    trust: Trust,
    log: Arc<dyn EventLog>,
    tap: Tap,
}

/// A socket's writer: every message the server writes on one WebSocket goes
/// into it, in order.
pub(crate) type Writer = Pin<Box<dyn Sink<Message, Error = tungstenite::Error> + Send>>;
type ReplyTap = dyn Fn(&Route, u16, &mut Vec<u8>) + Send + Sync;
type ReadTap = dyn Fn(&str) -> bool + Send + Sync;
type WriterTap = dyn Fn(Writer) -> Writer + Send + Sync;

/// Hooks a test server puts around this one (the crate's mock injects its
/// faults with them); a server without them behaves as documented above.
#[derive(Clone, Default)]
pub(crate) struct Tap {
    /// Sees each REST answer (route, status, body) before it is sent, and
    /// may rewrite its body.
    pub(crate) reply: Option<Arc<ReplyTap>>,
    /// Sees each text message a socket reads, before the server does;
    /// `false` cuts the connection there, without a close frame.
    pub(crate) read: Option<Arc<ReadTap>>,
    /// Wraps each socket's writer, once per socket. A wrapper may split,
    /// add, hold back or delay messages; a write it fails cuts the
    /// connection at once, without a close frame.
    pub(crate) writer: Option<Arc<WriterTap>>,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("listen", &self.listen)
            .field("base_path", &self.base_path)
            .field("limits", &self.limits)
            .field("policy", &self.policy)
            .field("trust", &self.trust)
            .finish_non_exhaustive()
    }
}

impl Default for Options {
    fn default() -> Self {
        Self::new()
    }
}

impl Options {
    /// Serve on `127.0.0.1:0` (a free port) under [`BASE_PATH`], with the
    /// kit's default [`Limits`] (16 MiB bodies and WebSocket messages) and
    /// [`Policy`], loopback [`Trust`], and a [`MemoryLog`] of 100,000
    /// events per session.
    pub fn new() -> Self {
        Self {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            base_path: BASE_PATH.to_owned(),
            limits: Limits::default(),
            policy: Policy::default(),
            trust: Trust::loopback(),
            log: Arc::new(MemoryLog::default()),
            tap: Tap::default(),
        }
    }

    /// Puts `tap` around the server.
    #[cfg(feature = "mock")]
    pub(crate) fn tap(mut self, tap: Tap) -> Self {
        self.tap = tap;
        self
    }

    /// Listens on `addr` instead.
    pub fn listen(mut self, addr: SocketAddr) -> Self {
        self.listen = addr;
        self
    }

    /// Serves the routes under `path` (`""` for the root) instead.
    pub fn base_path(mut self, path: impl Into<String>) -> Self {
        self.base_path = path.into().trim_end_matches('/').to_owned();
        self
    }

    /// Sets the connection limits ([`Limits::frame`] bounds request bodies
    /// and WebSocket messages, [`Limits::handshake`] the request head).
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Sets the slow-subscriber policy.
    pub fn policy(mut self, policy: Policy) -> Self {
        self.policy = policy;
        self
    }

    /// Sets which `Host` and `Origin` are served.
    pub fn trust(mut self, trust: Trust) -> Self {
        self.trust = trust;
        self
    }

    /// Keeps events in `log` (a persistent one, `wire_kit::net::store::FileLog`,
    /// makes a restarted server go on numbering each session where it stopped).
    pub fn log(mut self, log: Arc<dyn EventLog>) -> Self {
        self.log = log;
        self
    }
}

/// A handler's failure: an HTTP status and the message of the contract's
/// [`ErrorResponse`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    status: u16,
    message: String,
}

impl Error {
    /// Answers `status` (an error status: 400 and up; anything else is sent
    /// as 500) with `{"error": message}`.
    pub fn new(status: u16, message: impl Into<String>) -> Self {
        Self {
            status: if (400..600).contains(&status) {
                status
            } else {
                500
            },
            message: message.into(),
        }
    }

    /// 400.
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(400, message)
    }

    /// 404, as the route table's rows document it ("no such session", …).
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(404, message)
    }

    /// The status.
    pub fn status(&self) -> u16 {
        self.status
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.status, self.message)
    }
}

impl std::error::Error for Error {}

/// A body a route sends or receives: the contract's JSON types (and `()`
/// for none), or raw bytes as a [`Blob`].
pub trait Payload: Sized + Send + 'static {
    /// Decodes a request body of `media_type`; `name` is the table's type
    /// name, for the error.
    fn decode(name: &'static str, media_type: &str, bytes: Vec<u8>) -> Result<Self, String>;
    /// The response body and its media type.
    fn encode(self) -> (String, Vec<u8>);
}

impl<T: DeserializeOwned + Serialize + Send + 'static> Payload for T {
    fn decode(name: &'static str, _media_type: &str, bytes: Vec<u8>) -> Result<Self, String> {
        let text: &[u8] = if bytes.is_empty() { b"null" } else { &bytes };
        wire_kit::from_slice(name, text).map_err(|e| e.to_string())
    }

    fn encode(self) -> (String, Vec<u8>) {
        let bytes = serde_json::to_vec(&self).unwrap_or_default();
        ("application/json".to_owned(), bytes)
    }
}

impl Payload for Blob {
    fn decode(_name: &'static str, media_type: &str, bytes: Vec<u8>) -> Result<Self, String> {
        Ok(Blob::new(media_type, bytes))
    }

    fn encode(self) -> (String, Vec<u8>) {
        (self.media_type, self.bytes)
    }
}

/// A REST call as its handler sees it: the path parameters, the query and
/// the decoded body.
#[derive(Debug, Clone)]
pub struct Request<B> {
    params: Vec<(String, String)>,
    query: String,
    /// The body, decoded as the route's request type.
    pub body: B,
}

impl<B> Request<B> {
    /// The path parameter `name` (`id` of `/sessions/:id`, `path` of
    /// `*path`), percent-decoded; `""` when the route has none by that name.
    pub fn param(&self, name: &str) -> &str {
        self.params
            .iter()
            .find(|(k, _)| k == name)
            .map_or("", |(_, v)| v.as_str())
    }

    /// The query parameter `name`, percent-decoded (`+` is a space), if it
    /// was given and decodes.
    pub fn query(&self, name: &str) -> Option<String> {
        query_param(&self.query, name).and_then(|v| percent_decoded(&v.replace('+', " ")))
    }

    /// The body.
    pub fn into_body(self) -> B {
        self.body
    }
}

/// A call before its body is decoded.
struct Raw {
    params: Vec<(String, String)>,
    query: String,
    media_type: String,
    body: Vec<u8>,
}

/// A handler's answer, encoded.
struct Reply {
    status: u16,
    media_type: String,
    body: Vec<u8>,
}

impl Reply {
    fn error(status: u16, message: impl Into<String>) -> Self {
        let body = serde_json::to_vec(&ErrorResponse::new(message)).unwrap_or_default();
        Reply {
            status,
            media_type: "application/json".to_owned(),
            body,
        }
    }
}

type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send>>;
type Handler = Arc<dyn Fn(Context, Raw) -> BoxFuture<Reply> + Send + Sync>;
type CommandHandler =
    Arc<dyn Fn(Context, String, SessionCommand) -> BoxFuture<Result<(), String>> + Send + Sync>;

/// The server's handlers: one per REST route, typed by the route's
/// [`Endpoint`] marker, and one for session commands.
#[derive(Clone, Default)]
pub struct Router {
    routes: HashMap<(Method, &'static str), Handler>,
    commands: Option<CommandHandler>,
}

impl std::fmt::Debug for Router {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut routes: Vec<_> = self
            .routes
            .keys()
            .map(|(m, p)| format!("{} {p}", m.as_str()))
            .collect();
        routes.sort();
        f.debug_struct("Router")
            .field("routes", &routes)
            .field("commands", &self.commands.is_some())
            .finish()
    }
}

impl Router {
    /// No handlers: every REST route answers 404, every session command a
    /// `protocol_error`.
    pub fn new() -> Self {
        Self::default()
    }

    /// Handles route `E` (its marker, e.g. `routes::CreateSession`) with
    /// `handler`, which gets the call's [`Context`] and [`Request`] and
    /// answers `E`'s response type or an [`Error`]. A later route for the
    /// same endpoint replaces the earlier one.
    pub fn route<E, F, Fut>(mut self, _endpoint: E, handler: F) -> Self
    where
        E: Endpoint,
        E::Request: Payload,
        E::Response: Payload,
        F: Fn(Context, Request<E::Request>) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<E::Response, Error>> + Send + 'static,
    {
        let route = E::route();
        let handler = Arc::new(handler);
        self.routes.insert(
            (E::METHOD, E::PATH),
            Arc::new(move |cx, raw: Raw| {
                let handler = handler.clone();
                Box::pin(async move {
                    let name = match route.request {
                        routes::Body::Json(name) => name,
                        _ => "request",
                    };
                    let body = match E::Request::decode(name, &raw.media_type, raw.body) {
                        Ok(body) => body,
                        Err(e) => return Reply::error(400, e),
                    };
                    let request = Request {
                        params: raw.params,
                        query: raw.query,
                        body,
                    };
                    match handler(cx, request).await {
                        Ok(_) if route.response == routes::Body::None => Reply {
                            status: 204,
                            media_type: String::new(),
                            body: Vec::new(),
                        },
                        Ok(response) => {
                            let (media_type, body) = response.encode();
                            Reply {
                                status: 200,
                                media_type,
                                body,
                            }
                        }
                        Err(e) => Reply::error(e.status, e.message),
                    }
                })
            }),
        );
        self
    }

    /// Handles the commands clients send on session sockets (all but
    /// `tool_call_result`/`tool_call_error`, which answer
    /// [`Events::call_tool`]): `handler` gets the [`Context`], the session
    /// id and the command; its `Err(message)` goes back to that socket as
    /// a `protocol_error` frame. Commands of one socket are handled one at
    /// a time, in order.
    pub fn commands<F, Fut>(mut self, handler: F) -> Self
    where
        F: Fn(Context, String, SessionCommand) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<(), String>> + Send + 'static,
    {
        self.commands = Some(Arc::new(move |cx, session, command| {
            Box::pin(handler(cx, session, command))
        }));
        self
    }
}

/// What a handler knows of its call.
#[derive(Debug, Clone)]
pub struct Context {
    connection: u64,
    events: Events,
}

impl Context {
    /// The connection's number (1, 2, … in the order they were accepted).
    pub fn connection(&self) -> u64 {
        self.connection
    }

    /// The server's events, to emit from a handler.
    pub fn events(&self) -> &Events {
        &self.events
    }
}

/// The answer a client gave to a bridged tool call.
#[derive(Debug, Clone, PartialEq)]
pub enum ToolAnswer {
    /// `tool_call_result`.
    Result(ToolCallResultCommand),
    /// `tool_call_error`.
    Error(ToolCallErrorCommand),
}

/// A bridged tool call that ended without an answer: [`Events::cancel_tool`]
/// settled it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToolCanceled;

impl std::fmt::Display for ToolCanceled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the tool call was canceled before a client answered it")
    }
}

impl std::error::Error for ToolCanceled {}

struct Pending {
    /// Tells this call from a later one that reuses its `executionId`.
    token: u64,
    session: String,
    request: Arc<str>,
    answer: oneshot::Sender<ToolAnswer>,
}

#[derive(Default)]
struct Bridge {
    pending: Mutex<HashMap<String, Pending>>,
    tokens: AtomicU64,
}

impl Bridge {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Pending>> {
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Settles `execution_id` of `session` with `answer`, once.
    fn apply(&self, session: &str, execution_id: &str, answer: ToolAnswer) -> bool {
        let mut pending = self.lock();
        if pending
            .get(execution_id)
            .is_none_or(|p| p.session != session)
        {
            return false;
        }
        let Some(p) = pending.remove(execution_id) else {
            return false;
        };
        p.answer.send(answer).is_ok()
    }

    /// The open requests of `session`, for a socket that attaches.
    fn requests(&self, session: &str) -> Vec<Arc<str>> {
        self.lock()
            .values()
            .filter(|p| p.session == session)
            .map(|p| p.request.clone())
            .collect()
    }
}

/// Removes a bridged call that its caller stopped waiting for.
struct Forget<'a>(&'a Bridge, &'a str, u64);

impl Drop for Forget<'_> {
    fn drop(&mut self) {
        let mut pending = self.0.lock();
        // Only ours: a later call may have reused the id after this one settled.
        if pending.get(self.1).is_some_and(|p| p.token == self.2) {
            pending.remove(self.1);
        }
    }
}

/// The server's event side: session events, the queue, bridged tool calls.
#[derive(Clone)]
pub struct Events {
    sessions: Arc<Hub>,
    queue: Arc<Hub>,
    log: Arc<dyn EventLog>,
    bridge: Arc<Bridge>,
    stats: Arc<Mutex<QueueStats>>,
}

impl std::fmt::Debug for Events {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Events").finish_non_exhaustive()
    }
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn to_text<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

impl Events {
    /// Appends `body` to session `session`'s log with the session's next
    /// `seq` (returned) and the current time as `ts`, and delivers it to
    /// every socket attached to the session. Returns once every socket has
    /// it queued or was closed for lagging ([`Policy`]).
    pub async fn emit(
        &self,
        session: &str,
        body: impl Into<SessionEventBody>,
    ) -> std::io::Result<i64> {
        let mut event = SessionEvent::new(0, now_ms(), body.into());
        let kind = event.kind();
        self.sessions
            .publish_logged(&*self.log, session, kind, |seq| {
                event.seq = seq;
                to_text(&event)
            })
            .await
    }

    /// Appends an event given as JSON (a type this crate may not know, from
    /// a newer contract): `encode` gets the `seq` and writes the whole
    /// event with it. Delivered as [`emit`](Self::emit) does.
    pub async fn emit_raw(
        &self,
        session: &str,
        kind: &str,
        encode: impl FnMut(i64) -> String + Send,
    ) -> std::io::Result<i64> {
        self.sessions
            .publish_logged(&*self.log, session, kind, encode)
            .await
    }

    /// The `seq` of session `session`'s last event (0 before the first).
    pub fn last_seq(&self, session: &str) -> i64 {
        self.log.retained(session).last
    }

    /// Sends `frame` to every queue socket. The stats of a `queue_stats`
    /// frame are also what the next `queue_attached` frame says.
    pub async fn queue(&self, frame: impl Into<QueueServerFrame>) {
        let frame = frame.into();
        if let QueueServerFrame::QueueStats(f) = &frame {
            *self.stats.lock().unwrap_or_else(|e| e.into_inner()) = f.stats.clone();
        }
        self.queue
            .publish(Frame {
                stream: "".into(),
                kind: frame.tag().into(),
                position: None,
                text: to_text(&frame).into(),
            })
            .await;
    }

    /// Bridges a tool call to the clients of `session`: sends `request` to
    /// its sockets, and again to every socket that attaches until it is
    /// settled, and resolves with the first answer for its `executionId`
    /// (later ones are ignored). Dropping the future forgets the call
    /// (answers to it are then ignored too).
    pub async fn call_tool(
        &self,
        session: &str,
        request: ToolCallRequestFrame,
    ) -> Result<ToolAnswer, ToolCanceled> {
        let execution_id = request.execution_id.clone();
        let text: Arc<str> = to_text(&ServerFrame::from(request)).into();
        let (tx, rx) = oneshot::channel();
        let token = self.bridge.tokens.fetch_add(1, Ordering::Relaxed);
        self.bridge.lock().insert(
            execution_id.clone(),
            Pending {
                token,
                session: session.to_owned(),
                request: text.clone(),
                answer: tx,
            },
        );
        let _forget = Forget(&self.bridge, &execution_id, token);
        self.sessions
            .publish(Frame {
                stream: session.into(),
                kind: "tool_call_request".into(),
                position: None,
                text,
            })
            .await;
        rx.await.map_err(|_| ToolCanceled)
    }

    /// Abandons the open tool call `execution_id` of `session`: its
    /// [`call_tool`](Self::call_tool) ends with [`ToolCanceled`] and the
    /// session's sockets get `tool_call_canceled` with `reason`. False when
    /// no such call is open.
    pub async fn cancel_tool(&self, session: &str, execution_id: &str, reason: &str) -> bool {
        let removed = {
            let mut pending = self.bridge.lock();
            match pending.get(execution_id) {
                Some(p) if p.session == session => pending.remove(execution_id).is_some(),
                _ => false,
            }
        };
        if removed {
            let frame = ServerFrame::from(ToolCallCanceledFrame::new(execution_id, reason));
            self.sessions
                .publish(Frame {
                    stream: session.into(),
                    kind: "tool_call_canceled".into(),
                    position: None,
                    text: to_text(&frame).into(),
                })
                .await;
        }
        removed
    }

    /// The `executionId`s of `session`'s open tool calls.
    pub fn open_tool_calls(&self, session: &str) -> Vec<String> {
        let mut ids: Vec<_> = self
            .bridge
            .lock()
            .iter()
            .filter(|(_, p)| p.session == session)
            .map(|(id, _)| id.clone())
            .collect();
        ids.sort();
        ids
    }

    /// The event log.
    pub fn log(&self) -> &dyn EventLog {
        &*self.log
    }
}

/// A running server; see the [module docs](self).
#[derive(Debug)]
pub struct Server {
    addr: SocketAddr,
    base_path: String,
    events: Events,
    shutdown: Shutdown,
}

struct Core {
    base_path: String,
    limits: Limits,
    trust: Trust,
    router: Router,
    events: Events,
    connections: AtomicU64,
    tap: Tap,
}

impl Server {
    /// Binds [`Options::listen`] and serves `router`.
    pub async fn start(options: Options, router: Router) -> std::io::Result<Self> {
        let listener = tokio::net::TcpListener::bind(options.listen).await?;
        Self::serve(listener, options, router)
    }

    /// Serves `router` on an already bound `listener`.
    pub fn serve(
        listener: tokio::net::TcpListener,
        options: Options,
        router: Router,
    ) -> std::io::Result<Self> {
        let addr = listener.local_addr()?;
        let events = Events {
            sessions: Arc::new(Hub::new(options.policy)),
            queue: Arc::new(Hub::new(options.policy)),
            log: options.log,
            bridge: Arc::default(),
            stats: Arc::new(Mutex::new(QueueStats::new(0, 0, 0, 0, 0, false))),
        };
        let core = Arc::new(Core {
            base_path: options.base_path.clone(),
            limits: options.limits,
            trust: options.trust,
            router,
            events: events.clone(),
            connections: AtomicU64::new(0),
            tap: options.tap,
        });
        let shutdown = serve(listener, options.limits, move |stream, _, stopping| {
            let core = core.clone();
            // Counted as the accept loop counts, so that the number is the
            // one of the `connection` span (feature `tracing`).
            let n = core.connections.fetch_add(1, Ordering::Relaxed) + 1;
            connection(core, n, stream, stopping)
        });
        Ok(Self {
            addr,
            base_path: options.base_path,
            events,
            shutdown,
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The base URL of its routes: `http://127.0.0.1:PORT/workerdeck`.
    pub fn url(&self) -> String {
        format!("http://{}{}", self.addr, self.base_path)
    }

    /// The server's event side.
    pub fn events(&self) -> &Events {
        &self.events
    }

    /// Stops accepting, closes every socket with [`CLOSE_GOING_AWAY`] after
    /// what is queued for it, lets requests in progress finish, and waits
    /// up to [`Limits::drain`]; returns how many connections had to be
    /// aborted at the deadline.
    pub async fn shutdown(self) -> usize {
        let aborted = self.shutdown.shutdown();
        self.events.sessions.close_all().await;
        self.events.queue.close_all().await;
        aborted.await
    }
}

/// What an upgraded connection becomes.
enum Socket {
    Session {
        id: String,
        after: i64,
        info: Box<crate::SessionInfo>,
    },
    Queue,
}

type Upgrade = Arc<Mutex<Option<(hyper::upgrade::OnUpgrade, Socket)>>>;

async fn connection(
    core: Arc<Core>,
    number: u64,
    stream: tokio::net::TcpStream,
    mut stopping: Stopping,
) {
    let _ = stream.set_nodelay(true);
    let upgrade: Upgrade = Arc::default();
    let service = {
        let (core, upgrade) = (core.clone(), upgrade.clone());
        hyper::service::service_fn(move |req| {
            let (core, upgrade) = (core.clone(), upgrade.clone());
            async move { Ok::<_, Infallible>(handle(&core, number, req, &upgrade).await) }
        })
    };
    // hyper refuses a read buffer under 8 KiB.
    let head = core.limits.handshake.max(8192);
    let conn = hyper::server::conn::http1::Builder::new()
        .max_buf_size(head)
        .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
        .with_upgrades();
    tokio::pin!(conn);
    tokio::select! {
        _ = conn.as_mut() => {}
        () = stopping.wait() => {
            conn.as_mut().graceful_shutdown();
            let _ = conn.as_mut().await;
        }
    }
    let upgraded = upgrade.lock().unwrap_or_else(|e| e.into_inner()).take();
    if let Some((on, socket)) = upgraded
        && let Ok(io) = on.await
    {
        // A client sends commands, not streams: a small read buffer keeps
        // an idle socket cheap (tungstenite's 128 KiB default stays resident
        // for every connection).
        let config = WebSocketConfig::default()
            .read_buffer_size(8 * 1024)
            .max_message_size(Some(core.limits.frame))
            .max_frame_size(Some(core.limits.frame));
        let ws = WebSocketStream::from_raw_socket(
            hyper_util::rt::TokioIo::new(io),
            Role::Server,
            Some(config),
        )
        .await;
        let cx = Context {
            connection: number,
            events: core.events.clone(),
        };
        #[cfg(feature = "tracing")]
        let span = socket_span(&socket);
        let run = run_socket(&core, cx, ws, socket, stopping);
        #[cfg(feature = "tracing")]
        let run = tracing::Instrument::instrument(run, span);
        run.await;
    }
}

/// A socket's `socket` span: its route, the session and `afterSeq` of a
/// session socket, and `close_code`, recorded when it has closed.
#[cfg(feature = "tracing")]
fn socket_span(socket: &Socket) -> tracing::Span {
    use tracing::field::Empty;
    match socket {
        Socket::Session { id, after, .. } => tracing::info_span!(
            "socket",
            route = "/sessions/:id",
            session = id.as_str(),
            after_seq = after,
            close_code = Empty,
        ),
        Socket::Queue => tracing::info_span!(
            "socket",
            route = "/queue/ws",
            session = Empty,
            after_seq = Empty,
            close_code = Empty,
        ),
    }
}

/// Records how the socket ended on its `socket` span (feature `tracing`).
fn closed(_code: u16) {
    #[cfg(feature = "tracing")]
    tracing::Span::current().record("close_code", _code);
}

/// Spawns a task of a socket; with the feature `tracing` it runs in the
/// socket's span, so that what it logs is the socket's.
fn spawn<F>(task: F) -> tokio::task::JoinHandle<F::Output>
where
    F: Future + Send + 'static,
    F::Output: Send + 'static,
{
    #[cfg(feature = "tracing")]
    let task = tracing::Instrument::in_current_span(task);
    tokio::spawn(task)
}

fn response(reply: Reply) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(reply.body)));
    *r.status_mut() =
        StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    if !reply.media_type.is_empty()
        && let Ok(v) = reply.media_type.parse()
    {
        r.headers_mut().insert(hyper::header::CONTENT_TYPE, v);
    }
    r
}

fn header(req: &HttpRequest<Incoming>, name: hyper::header::HeaderName) -> Option<&str> {
    req.headers().get(name).and_then(|v| v.to_str().ok())
}

/// Answers one request; with the feature `tracing`, inside its `request`
/// span.
async fn handle(
    core: &Arc<Core>,
    number: u64,
    req: HttpRequest<Incoming>,
    upgrade: &Upgrade,
) -> Response<Full<Bytes>> {
    #[cfg(feature = "tracing")]
    {
        use tracing::field::Empty;
        let span = tracing::info_span!(
            "request",
            method = %req.method(),
            route = Empty,
            status = Empty,
            duration_ms = Empty,
        );
        let answer = answer(core, number, req, upgrade);
        let response = wire_kit::net::trace::timed(span.clone(), answer).await;
        span.record("status", response.status().as_u16());
        response
    }
    #[cfg(not(feature = "tracing"))]
    answer(core, number, req, upgrade).await
}

async fn answer(
    core: &Arc<Core>,
    number: u64,
    mut req: HttpRequest<Incoming>,
    upgrade: &Upgrade,
) -> Response<Full<Bytes>> {
    let is_upgrade =
        header(&req, hyper::header::UPGRADE).is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    let method = match (is_upgrade, req.method().as_str()) {
        (true, "GET") => Some(Method::WebSocket),
        (_, "GET") => Some(Method::Get),
        (_, "POST") => Some(Method::Post),
        (_, "PUT") => Some(Method::Put),
        (_, "PATCH") => Some(Method::Patch),
        (_, "DELETE") => Some(Method::Delete),
        _ => None,
    };
    let host = header(&req, hyper::header::HOST);
    // A plain read needs a loopback Host; anything else (an upgrade, a
    // change, an unknown method) also a trusted Origin.
    let trusted = if method == Some(Method::Get) {
        core.trust.check_host(host)
    } else {
        core.trust
            .check_origin(host, header(&req, hyper::header::ORIGIN))
    };
    if let Err(refused) = trusted {
        name_route(req.uri().path());
        #[cfg(feature = "tracing")]
        tracing::warn!(
            host = ?host,
            origin = ?req.headers().get(hyper::header::ORIGIN),
            "request refused: {refused}"
        );
        return response(Reply::error(403, refused.to_string()));
    }
    let path = req.uri().path().to_owned();
    let Some(method) = method else {
        name_route(&path);
        return response(Reply::error(405, format!("{} is not served", req.method())));
    };
    let query = req.uri().query().unwrap_or_default().to_owned();
    let Some(sub) = path
        .strip_prefix(core.base_path.as_str())
        .filter(|s| s.starts_with('/'))
    else {
        name_route(&path);
        let base = &core.base_path;
        return response(Reply::error(404, format!("{path}: not under {base}/")));
    };
    let Some((route, params)) = find(method, sub) else {
        name_route(&path);
        let m = req.method().as_str();
        return response(Reply::error(404, format!("{m} {path}: no such route")));
    };
    name_route(route.path);
    let params = match decode_params(params) {
        Ok(params) => params,
        Err(name) => {
            let message = format!("path parameter {name}: malformed percent-encoding");
            return response(Reply::error(400, message));
        }
    };
    let cx = Context {
        connection: number,
        events: core.events.clone(),
    };
    if method == Method::WebSocket {
        return match accept(core, cx, &req, route, params, &query).await {
            Ok((accept, socket)) => {
                let on = hyper::upgrade::on(&mut req);
                *upgrade.lock().unwrap_or_else(|e| e.into_inner()) = Some((on, socket));
                switching(&accept)
            }
            Err(reply) => response(reply),
        };
    }
    let Some(handler) = core.router.routes.get(&(route.method, route.path)).cloned() else {
        let m = route.method.as_str();
        let message = format!("{m} {path}: this server does not serve the route");
        return response(Reply::error(404, message));
    };
    let media_type = header(&req, hyper::header::CONTENT_TYPE)
        .unwrap_or("application/octet-stream")
        .to_owned();
    let body = match Limited::new(req.into_body(), core.limits.frame)
        .collect()
        .await
    {
        Ok(body) => body.to_bytes().to_vec(),
        Err(e) if e.is::<http_body_util::LengthLimitError>() => {
            let limit = core.limits.frame;
            #[cfg(feature = "tracing")]
            tracing::warn!(limit, "request refused: the body is over the limit");
            return response(Reply::error(413, format!("a body over {limit} bytes")));
        }
        Err(e) => return response(Reply::error(400, format!("request body: {e}"))),
    };
    let raw = Raw {
        params,
        query,
        media_type,
        body,
    };
    let mut reply = handler(cx, raw).await;
    if let Some(tap) = &core.tap.reply {
        tap(route, reply.status, &mut reply.body);
    }
    response(reply)
}

/// Checks a WebSocket upgrade: the key, and for a session socket its
/// `afterSeq` and that the session exists. Returns the accept key.
async fn accept(
    core: &Core,
    cx: Context,
    req: &HttpRequest<Incoming>,
    route: &Route,
    params: Vec<(String, String)>,
    query: &str,
) -> Result<(String, Socket), Reply> {
    let Some(key) = req.headers().get(hyper::header::SEC_WEBSOCKET_KEY) else {
        return Err(Reply::error(400, "missing Sec-WebSocket-Key"));
    };
    let accept = tungstenite::handshake::derive_accept_key(key.as_bytes());
    if route.path == "/queue/ws" {
        return Ok((accept, Socket::Queue));
    }
    let after = match query_param(query, "afterSeq") {
        None => 0,
        Some(v) => match v.parse::<i64>() {
            Ok(n) if (0..=crate::SessionLog::MAX_SEQ).contains(&n) => n,
            _ => {
                let max = crate::SessionLog::MAX_SEQ;
                let message = format!("afterSeq {v:?} is not an integer in 0..={max}");
                return Err(Reply::error(400, message));
            }
        },
    };
    let id = params
        .iter()
        .find(|(k, _)| k == "id")
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    let Some(get) = core
        .router
        .routes
        .get(&(Method::Get, routes::GetSession::PATH))
        .cloned()
    else {
        return Err(Reply::error(404, format!("no session {id}")));
    };
    let raw = Raw {
        params,
        query: String::new(),
        media_type: String::new(),
        body: Vec::new(),
    };
    let reply = get(cx, raw).await;
    if reply.status != 200 {
        return Err(reply);
    }
    let info = crate::decode::<GetSessionResponse>(&reply.body)
        .map_err(|e| Reply::error(500, e.to_string()))?
        .session;
    Ok((
        accept,
        Socket::Session {
            id,
            after,
            info: Box::new(info),
        },
    ))
}

/// Names the request's route on its `request` span (feature `tracing`):
/// the route table's path template, or the path of a request no route
/// serves or that was refused before routing.
fn name_route(_name: &str) {
    #[cfg(feature = "tracing")]
    tracing::Span::current().record("route", _name);
}

fn switching(accept: &str) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::new()));
    *r.status_mut() = StatusCode::SWITCHING_PROTOCOLS;
    let h = r.headers_mut();
    h.insert(
        hyper::header::CONNECTION,
        hyper::header::HeaderValue::from_static("upgrade"),
    );
    h.insert(
        hyper::header::UPGRADE,
        hyper::header::HeaderValue::from_static("websocket"),
    );
    if let Ok(v) = accept.parse() {
        h.insert(hyper::header::SEC_WEBSOCKET_ACCEPT, v);
    }
    r
}

/// Matches `path` against a route template (`:name` one segment, `*name`
/// the rest).
fn matches<'p>(template: &'static str, path: &'p str) -> Option<Vec<(&'static str, &'p str)>> {
    let mut params = Vec::new();
    let mut actual = path.split('/').skip(1);
    let mut rest = path;
    for seg in template.split('/').skip(1) {
        if let Some(name) = seg.strip_prefix('*') {
            let tail = rest.strip_prefix('/').filter(|t| !t.is_empty())?;
            params.push((name, tail));
            return Some(params);
        }
        let a = actual.next()?;
        rest = &rest[a.len() + 1..];
        match seg.strip_prefix(':') {
            Some(name) if !a.is_empty() => params.push((name, a)),
            Some(_) => return None,
            None if seg == a => {}
            None => return None,
        }
    }
    actual.next().is_none().then_some(params)
}

fn find(method: Method, path: &str) -> Option<(&'static Route, Vec<(&'static str, &str)>)> {
    ROUTES
        .iter()
        .filter(|r| r.method == method)
        .find_map(|r| matches(r.path, path).map(|p| (r, p)))
}

fn decode_params(params: Vec<(&str, &str)>) -> Result<Vec<(String, String)>, String> {
    params
        .into_iter()
        .map(|(name, value)| match percent_decoded(value) {
            Some(value) => Ok((name.to_owned(), value)),
            None => Err(name.to_owned()),
        })
        .collect()
}

fn query_param(query: &str, name: &str) -> Option<String> {
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        (k == name).then(|| v.to_owned())
    })
}

/// `%XX` decoded as an Express server decodes `req.params`; `None` for a
/// malformed escape or bytes that are not UTF-8.
fn percent_decoded(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// What a socket's writer sends.
enum Out {
    /// A whole frame.
    Text(String),
    /// A logged event, wrapped in its `event` frame on the way out.
    Event(Arc<str>),
    /// Logged events of a replay, each wrapped as [`Out::Event`] is.
    Events(Vec<Arc<str>>),
    /// A live frame as published.
    Frame(Arc<str>),
    /// A close frame after what came before; nothing follows it.
    Close(u16, &'static str),
}

type Ws = WebSocketStream<hyper_util::rt::TokioIo<hyper::upgrade::Upgraded>>;

/// Writes what the socket queues, in batches: every frame queued at the
/// moment is fed into the WebSocket (which writes once its buffer fills)
/// and flushed once. Returns the code of the close frame it sent, or `None`
/// when a write failed (the connection is broken or was cut) or the queue
/// ended without a close.
async fn write_batched(mut sink: Writer, mut queue: mpsc::Receiver<Out>) -> Option<u16> {
    while let Some(first) = queue.recv().await {
        let mut next = Some(first);
        while let Some(item) = next.take() {
            let message = match item {
                Out::Text(text) => Message::text(text),
                Out::Frame(text) => Message::text(text.to_string()),
                Out::Event(text) => event_message(&text),
                Out::Events(texts) => {
                    for text in texts {
                        if sink.feed(event_message(&text)).await.is_err() {
                            return None;
                        }
                    }
                    next = queue.try_recv().ok();
                    continue;
                }
                Out::Close(code, reason) => {
                    let close = CloseFrame {
                        code: code.into(),
                        reason: reason.into(),
                    };
                    // A close of our own, or, when the client closed
                    // first, the answer the WebSocket queued (sending a
                    // close then is refused; closing the sink flushes it).
                    let _ = tokio::time::timeout(CLOSE_WAIT, async {
                        let _ = sink.send(Message::Close(Some(close))).await;
                        let _ = sink.close().await;
                    })
                    .await;
                    return Some(code);
                }
            };
            if sink.feed(message).await.is_err() {
                return None;
            }
            next = queue.try_recv().ok();
        }
        if sink.flush().await.is_err() {
            return None;
        }
    }
    None
}

/// A logged event in its `event` frame.
fn event_message(event: &str) -> Message {
    let mut frame = String::with_capacity(event.len() + 28);
    frame.push_str("{\"type\":\"event\",\"event\":");
    frame.push_str(event);
    frame.push('}');
    Message::text(frame)
}

/// Serves one upgraded socket until it has closed.
async fn run_socket(core: &Core, cx: Context, ws: Ws, socket: Socket, stopping: Stopping) {
    let (sink, mut stream) = ws.split();
    let sink: Writer = Box::pin(sink);
    let sink = match &core.tap.writer {
        Some(wrap) => wrap(sink),
        None => sink,
    };
    let (out, queue) = mpsc::channel(OUT_QUEUE);
    let mut writer = spawn(write_batched(sink, queue));
    let events = core.events.clone();
    let (feed, session, commands) = match socket {
        Socket::Session { id, after, info } => {
            let feed = spawn(session_feed(
                events.clone(),
                out.clone(),
                id.clone(),
                after,
                *info,
                stopping,
            ));
            let commands = core.router.commands.clone().map(|handler| {
                let (tx, rx) = mpsc::channel(COMMAND_QUEUE);
                let task = spawn(run_commands(
                    handler,
                    cx.clone(),
                    id.clone(),
                    rx,
                    out.clone(),
                ));
                (tx, task)
            });
            (feed, Some(id), commands)
        }
        Socket::Queue => (
            spawn(queue_feed(events.clone(), out.clone(), stopping)),
            None,
            None,
        ),
    };
    let mut written = false;
    let mut closing = false;
    // The close code the socket ended with: ours when we closed first, the
    // client's when it did, 1006 (RFC 6455: no close frame) when the
    // connection broke or was cut before either.
    let mut code = None;
    let deadline = tokio::time::sleep(CLOSE_WAIT);
    tokio::pin!(deadline);
    loop {
        tokio::select! {
            message = stream.next() => match message {
                Some(Ok(Message::Text(text))) => {
                    if core.tap.read.as_ref().is_some_and(|read| !read(&text)) {
                        written = true;
                        break;
                    }
                    let Some(session) = &session else { continue };
                    if let Some(answer) = on_text(&events, session, &text, commands.as_ref().map(|c| &c.0)).await {
                        let _ = out.send(Out::Text(answer)).await;
                    }
                }
                Some(Ok(Message::Close(frame))) => {
                    // 1005: a close without a code (RFC 6455).
                    code = code.or(Some(frame.map_or(1005, |f| f.code.into())));
                    break;
                }
                None => break,
                Some(Err(tungstenite::Error::Capacity(_))) if !closing => {
                    closing = true;
                    code = Some(CLOSE_TOO_BIG);
                    feed.abort();
                    #[cfg(feature = "tracing")]
                    tracing::warn!(
                        limit = core.limits.frame,
                        "socket closed: a message over the limit"
                    );
                    let close = Out::Close(CLOSE_TOO_BIG, "a message over the size limit");
                    let _ = tokio::time::timeout(CLOSE_WAIT, out.send(close)).await;
                }
                Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
            sent = &mut writer, if !written => {
                written = true;
                let Ok(Some(sent)) = sent else { break };
                code = code.or(Some(sent));
                // The close frame is out: wait for the client's close, a
                // bounded time.
                deadline.as_mut().reset(tokio::time::Instant::now() + CLOSE_WAIT);
            }
            () = &mut deadline, if written => break,
        }
    }
    feed.abort();
    if let Some((_, task)) = commands {
        task.abort();
    }
    if !written {
        // The client closed first: answer its close (the WebSocket queued
        // the answer; a close through the writer sends it). A writer that
        // already took a close of its own ignores this one.
        let _ = tokio::time::timeout(CLOSE_WAIT, async {
            let _ = out.send(Out::Close(CLOSE_NORMAL, "")).await;
            drop(out);
            let _ = (&mut writer).await;
        })
        .await;
    }
    writer.abort();
    closed(code.unwrap_or(1006));
}

/// Applies one client message; returns a frame for this socket alone.
async fn on_text(
    events: &Events,
    session: &str,
    text: &str,
    commands: Option<&mpsc::Sender<SessionCommand>>,
) -> Option<String> {
    let protocol_error = |message: String| {
        Some(to_text(&ServerFrame::from(ProtocolErrorFrame::new(
            message,
        ))))
    };
    let command = match crate::decode::<crate::ClientFrame>(text) {
        Ok(command) => command,
        Err(e) => return protocol_error(e.to_string()),
    };
    match command {
        SessionCommand::ToolCallResult(answer) => {
            let id = answer.execution_id.clone();
            events
                .bridge
                .apply(session, &id, ToolAnswer::Result(answer));
            None
        }
        SessionCommand::ToolCallError(answer) => {
            let id = answer.execution_id.clone();
            events.bridge.apply(session, &id, ToolAnswer::Error(answer));
            None
        }
        command => match commands {
            Some(queue) => {
                let _ = queue.send(command).await;
                None
            }
            None => protocol_error(format!(
                "command {} is not handled by this server",
                command.tag()
            )),
        },
    }
}

async fn run_commands(
    handler: CommandHandler,
    cx: Context,
    session: String,
    mut queue: mpsc::Receiver<SessionCommand>,
    out: mpsc::Sender<Out>,
) {
    while let Some(command) = queue.recv().await {
        if let Err(message) = handler(cx.clone(), session.clone(), command).await {
            let frame = ServerFrame::from(ProtocolErrorFrame::new(message));
            if out.send(Out::Text(to_text(&frame))).await.is_err() {
                return;
            }
        }
    }
}

/// The `type` of a logged event: read where the encoder writes it (first),
/// or parsed for an event written otherwise.
fn kind_of(text: &str) -> std::borrow::Cow<'_, str> {
    if let Some(kind) = text
        .strip_prefix("{\"type\":\"")
        .and_then(|rest| rest.split_once('"'))
        .map(|(kind, _)| kind)
        .filter(|kind| !kind.contains('\\'))
    {
        return kind.into();
    }
    #[derive(serde::Deserialize)]
    struct Kind {
        #[serde(rename = "type", default)]
        kind: String,
    }
    serde_json::from_str::<Kind>(text)
        .map(|k| k.kind)
        .unwrap_or_default()
        .into()
}

const SESSION_CLOSED: &str = "session_closed";

/// Whether a logged event is `session_closed`. Only a text that holds the
/// word, or an escape that could spell it, is parsed.
fn closes(text: &str) -> bool {
    (text.contains(SESSION_CLOSED) || text.contains('\\')) && kind_of(text) == SESSION_CLOSED
}

/// `attached`, the replay after `after` from the log, then live frames,
/// until the session closes, the socket lags or the server stops.
async fn session_feed(
    events: Events,
    out: mpsc::Sender<Out>,
    session: String,
    after: i64,
    info: crate::SessionInfo,
    mut stopping: Stopping,
) {
    let run = async {
        let log = events.log();
        let retained = log.retained(&session);
        // Events after `from` are what the log can still give.
        let from = after.max(retained.first - 1);
        let mut info = info;
        info.last_seq = retained.last;
        let attached = AttachedFrame::new(PROTOCOL_VERSION, info, from);
        out.send(Out::Text(to_text(&ServerFrame::from(attached))))
            .await
            .ok()?;
        // The replay, in pieces and without the hub's lock: the log is the
        // backlog, nothing is copied per socket beyond the piece in hand.
        let mut at = from;
        let mut piece = Vec::new();
        while at < retained.last {
            piece.clear();
            log.read_after(&session, at, REPLAY_PIECE, &mut piece)
                .ok()?;
            if piece.is_empty() {
                break;
            }
            // Handed to the writer a few at a time: one queue slot per
            // event cost more than its framing.
            let mut events = piece.drain(..).peekable();
            while events.peek().is_some() {
                let mut texts = Vec::with_capacity(EVENTS_PER_SLOT);
                let mut closed = false;
                for (seq, text) in events.by_ref().take(EVENTS_PER_SLOT) {
                    at = seq;
                    closed = closes(&text);
                    texts.push(text);
                    if closed {
                        break;
                    }
                }
                out.send(Out::Events(texts)).await.ok()?;
                if closed {
                    return Some((CLOSE_NORMAL, "session closed"));
                }
            }
        }
        let stream: Arc<str> = session.as_str().into();
        let (tail, mut live) = events
            .sessions
            .subscribe_after(log, &session, at, move |f| f.stream == stream)
            .await
            .ok()?;
        for (_, text) in tail {
            let closed = closes(&text);
            out.send(Out::Event(text)).await.ok()?;
            if closed {
                return Some((CLOSE_NORMAL, "session closed"));
            }
        }
        for request in events.bridge.requests(&session) {
            out.send(Out::Frame(request)).await.ok()?;
        }
        loop {
            match live.next().await {
                Ok(frame) if frame.position.is_some() => {
                    let closed = &*frame.kind == SESSION_CLOSED;
                    out.send(Out::Event(frame.text)).await.ok()?;
                    if closed {
                        return Some((CLOSE_NORMAL, "session closed"));
                    }
                }
                Ok(frame) => out.send(Out::Frame(frame.text)).await.ok()?,
                Err(Closed::Lagged) => {
                    lagged();
                    return Some((CLOSE_LAGGED, "fell behind: re-attach with afterSeq"));
                }
                Err(Closed::Shutdown) => return Some((CLOSE_GOING_AWAY, "shutting down")),
            }
        }
    };
    let close = tokio::select! {
        close = run => close,
        () = stopping.wait() => Some((CLOSE_GOING_AWAY, "shutting down")),
    };
    if let Some((code, reason)) = close {
        let _ = out.send(Out::Close(code, reason)).await;
    }
}

/// Warns that the slow-subscriber policy gave up on the socket (feature
/// `tracing`).
fn lagged() {
    #[cfg(feature = "tracing")]
    tracing::warn!(
        close_code = CLOSE_LAGGED,
        "socket closed: the client fell behind ({})",
        Closed::Lagged
    );
}

/// `queue_attached`, then every queue frame, until the socket lags or the
/// server stops.
async fn queue_feed(events: Events, out: mpsc::Sender<Out>, mut stopping: Stopping) {
    let run = async {
        let mut live = events.queue.subscribe(|_| true).await;
        let stats = events
            .stats
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        let hello =
            QueueServerFrame::QueueAttached(QueueAttachedFrame::new(PROTOCOL_VERSION, stats));
        out.send(Out::Text(to_text(&hello))).await.ok()?;
        loop {
            match live.next().await {
                Ok(frame) => out.send(Out::Frame(frame.text)).await.ok()?,
                Err(Closed::Lagged) => {
                    lagged();
                    return Some((CLOSE_LAGGED, "fell behind"));
                }
                Err(Closed::Shutdown) => return Some((CLOSE_GOING_AWAY, "shutting down")),
            }
        }
    };
    let close = tokio::select! {
        close = run => close,
        () = stopping.wait() => Some((CLOSE_GOING_AWAY, "shutting down")),
    };
    if let Some((code, reason)) = close {
        let _ = out.send(Out::Close(code, reason)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closes_agrees_with_the_parsed_type() {
        let texts = [
            r#"{"seq":1,"ts":0,"type":"session_closed","reason":"done"}"#,
            r#"{"type":"session_closed","seq":1,"ts":0}"#,
            r#"{"seq":1,"ts":0,"type":"session\u005fclosed"}"#,
            r#"{"seq":1,"ts":0,"type":"status_changed","status":"idle"}"#,
            r#"{"seq":1,"ts":0,"type":"user_message","text":"session_closed"}"#,
            r#"{"seq":1,"ts":0,"type":"user_message","text":"a \"quote\""}"#,
            "not json session_closed",
        ];
        for text in texts {
            let parsed = kind_of(text) == SESSION_CLOSED;
            assert_eq!(closes(text), parsed, "{text}");
        }
        assert!(closes(texts[2]));
    }

    #[test]
    fn route_templates_match_with_their_parameters() {
        let (route, params) = find(Method::Get, "/sessions/s-1/files/out/a%20b.md").unwrap();
        assert_eq!(route.path, "/sessions/:id/files/*path");
        assert_eq!(params, [("id", "s-1"), ("path", "out/a%20b.md")]);
        assert!(find(Method::Get, "/sessions/s-1/files/").is_none());
        assert!(find(Method::Get, "/sessions//mcp").is_none());
        assert!(find(Method::WebSocket, "/queue/ws").is_some());
        assert_eq!(percent_decoded("a%20b").as_deref(), Some("a b"));
        assert_eq!(percent_decoded("a%2"), None);
        assert_eq!(percent_decoded("%ff"), None);
    }
}
