//! An Orion web server (feature `server`): typed handlers per operation of
//! the route table, the web nonce, `requestId` replay, `Problem` replies,
//! `GET /events` served from an event log, and the `Host`/`Origin` checks
//! of a loopback server, on hyper 1 and the kit's accept loop — or mounted
//! in an application of your own as a [`tower_service::Service`](https://docs.rs/tower-service/0.3/tower_service/trait.Service.html).
//!
//! You write the handlers; the server does the rest:
//!
//! - **Operations.** Each operation you [`route`](Router::route) (its marker
//!   type of [`operations`]) gets a [`Request`] with its
//!   path parameter, query struct and body decoded as the route table
//!   declares, and answers the operation's success type (sent with the
//!   table's status, `200`, `201` or `202`) or a [`Problem`] (sent as
//!   `application/problem+json` with the problem's `status`). A request
//!   the contract refuses never reaches a handler: `400` for a bad path
//!   parameter, query or body (`invalid_parameter`, `invalid_query`,
//!   `invalid_request`, `body_too_large` past [`Limits::frame`]), `404
//!   not_found` for a path outside the table, `405 method_not_allowed` with
//!   `Allow` for a method the path lacks. An operation of the table without
//!   a handler is answered **`501 not_implemented`**: the contract names no
//!   status for it, `404` would say the resource does not exist (a session,
//!   a call) when the server does not offer the operation at all, and `501`
//!   is HTTP's word for that ([RFC 9110 §15.6.2]).
//! - **The nonce.** `GET /bootstrap` publishes [`Options`]' nonce: the
//!   server writes it into the handler's [`BootstrapResponse`], whatever the
//!   handler put there. Every operation whose route says `nonce_required`
//!   must carry it in `X-Orion-Web-Nonce`, compared in time independent of
//!   where a wrong one differs ([`WebNonce::matches`]); a missing or wrong
//!   one is `403 nonce_required` (what a client reads to fetch the nonce
//!   again after a restart), before the body is read.
//! - **`requestId` replay.** A mutation repeated with the `requestId` of an
//!   earlier one and the same normalized request (operation, path
//!   parameter, body decoded and encoded again) gets the first answer again,
//!   byte for byte, without running the handler: one effect, as the
//!   contract's "an exact requestId retry replayed" says. The same
//!   `requestId` with another request is `409 request_id_conflict`. A
//!   repeat that arrives while the first is still running waits for its
//!   answer. A mutation's handler runs to its end even when its client goes
//!   away, so that the answer a retry gets is the one of the effect that
//!   happened. Only successful answers are kept (the newest
//!   [`Options::replies`] of them): a handler answers a `Problem` only when
//!   nothing was applied (the contract: "no field was applied"), so trying
//!   again is safe. A read's handler runs in its connection's task and
//!   may be dropped at an `.await` when the connection goes away.
//! - **Events.** [`Events::emit`] publishes an envelope. A durable one gets
//!   the log's next position as its `cursor` and is kept for replay in the
//!   [`EventLog`]; a non-durable one carries the latest durable cursor (1
//!   before the first) and is live-only. `GET /events` starts with
//!   `retry: <ms>` ([`Options::retry`]), replays the durable envelopes after
//!   the client's cursor (the `cursor` query, else `Last-Event-ID`: the
//!   query wins), sends the [`on_stream`](Router::on_stream) envelope if
//!   any, then goes live with nothing lost or repeated in between. Every
//!   frame's SSE `id` is the envelope's cursor. A cursor after the latest
//!   is `409 cursor_ahead`; one older than what the log still holds
//!   ([`Retained::covers`]) gets a `replay_reset` first (durable, with the
//!   cursor just before the oldest held, a fresh `eventId`), then the
//!   replay from the oldest held: the client reloads its snapshot and goes
//!   on. A comment (`: keep-alive`) is sent after [`Options::keep_alive`]
//!   of silence.
//! - **Batched writes.** Everything queued for a stream when it is written
//!   goes out as one body chunk, up to 128 KiB; a stream is read from the
//!   log and the queue only as fast as its client reads.
//! - **Slow readers** follow the kit's policy ([`Policy`]): a queue per
//!   stream; when it stays full past the deadline, the stream ends after
//!   what was queued (with a comment saying why). The client reconnects
//!   with its last cursor and the log has what it missed.
//! - **`Host` and `Origin`** ([`Trust`]): every request must name this
//!   machine in `Host` (DNS rebinding), and a state-changing one (any
//!   method but `GET`, `HEAD`, `OPTIONS`) that carries an `Origin` must come
//!   from the server's own origin or one added with [`Trust::origin`].
//!   Refusals are `403` with code `host_not_allowed` or
//!   `origin_not_allowed`, before anything else is looked at — so a
//!   rebinding page cannot read the nonce from `GET /bootstrap`, and a page
//!   of another site cannot use it.
//! - **Shutdown** ([`Server::shutdown`]) stops accepting, ends every open
//!   `/events` stream cleanly (the chunked body's end), lets the requests
//!   in flight finish, and waits up to [`Limits::drain`].
//!
//! The nonce never appears in `Debug` output, in a `Problem` or anywhere
//! else the server writes but `GET /bootstrap`.
//!
//! ```
//! use orion_api_types::server::{Options, Router, Server};
//! use orion_api_types::{HealthResponse, operations::GetHealth};
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> std::io::Result<()> {
//! let router = Router::new().route(GetHealth, |_cx, _req| async {
//!     Ok(HealthResponse::new("my-host/1.0"))
//! });
//! let server = Server::start(Options::default(), router).await?;
//! println!("listening on {}", server.url());
//! server.shutdown().await;
//! # Ok(())
//! # }
//! ```
//!
//! # In an application of your own
//!
//! [`Service`] is the same server without the listener: a
//! `tower_service::Service<http::Request<B>>` for any body `B` (hyper's
//! `Incoming`, axum's `Body`), answering `http::Response<`[`Body`]`>`. Mount
//! it where the contract's paths are served, e.g. with axum:
//! `axum::Router::new().fallback_service(service.clone())`. Call
//! [`Service::close`] before your server's graceful shutdown, which
//! otherwise waits for `/events` streams that never end by themselves.
//!
//! # Tracing
//!
//! With the feature `tracing`, each connection of [`Server`] runs in a
//! `connection` span (`peer`, `number`), and each request in a `request`
//! span inside it (also in a [`Service`] of your own): `method`,
//! `operation` (the route table's `operationId`, or the path when no route
//! serves it or the request was refused before routing), `status` and
//! `duration_ms` (until the response head; an `/events` stream goes on
//! after it). Refusals are `WARN` events: `Host` or `Origin` (with `code`,
//! `host` and `origin`), a missing or wrong nonce (`operation`, never the
//! value), a body over [`Limits::frame`] (`limit`), and a stream closed by
//! the slow-reader policy. No span or event holds the nonce, a header's
//! value other than `Host` and `Origin`, or a body.
//!
//! [RFC 9110 §15.6.2]: https://www.rfc-editor.org/rfc/rfc9110#section-15.6.2

use crate::operations::{self, StreamEvents};
use crate::{
    BASE_PATH, BootstrapResponse, CallId, EventStreamQuery, LastEventId, Method, Operation,
    PageQuery, Problem, ROUTES, ReplayResetEnvelope, ReplayResetPayload, SessionId,
    ToolDetailQuery, WebEventEnvelope, WebNonce, WireType, find_route, sse,
};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderValue};
use std::collections::{HashMap, VecDeque};
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::watch;
use wire_kit::net::hub::{Frame, Hub, Subscription};
use wire_kit::net::log::{Entry, EventLog, MemoryLog, Position};

pub use wire_kit::net::guard::Trust;
pub use wire_kit::net::hub::Policy;
pub use wire_kit::net::log::Retained;
pub use wire_kit::net::serve::Limits;

/// Every response body the server sends.
pub type Body = http_body_util::combinators::UnsyncBoxBody<Bytes, Infallible>;

/// The event log's one stream: Orion has a single `/events` sequence.
const STREAM: &str = "";

/// The biggest body chunk a stream gathers before it is written.
const BATCH: usize = 128 * 1024;

/// How many logged envelopes a stream reads at a time while it replays.
const PIECE: usize = 256;

// ---- options ---------------------------------------------------------------

/// How a [`Server`] listens, checks requests and keeps its events.
///
/// `Debug` never shows the nonce.
#[derive(Clone)]
pub struct Options {
    listen: SocketAddr,
    nonce: WebNonce,
    trust: Trust,
    limits: Limits,
    policy: Policy,
    log: Arc<dyn EventLog>,
    retry: Duration,
    keep_alive: Duration,
    replies: usize,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("listen", &self.listen)
            .field("nonce", &self.nonce)
            .field("trust", &self.trust)
            .field("limits", &self.limits)
            .field("policy", &self.policy)
            .field("retry", &self.retry)
            .field("keep_alive", &self.keep_alive)
            .field("replies", &self.replies)
            .finish_non_exhaustive()
    }
}

impl Default for Options {
    /// [`Options::new`] with a random nonce ([`random_nonce`]).
    fn default() -> Self {
        Self::new(random_nonce())
    }
}

impl Options {
    /// Serve on `127.0.0.1:0` (a free port) with `nonce`, loopback `Host`
    /// and same-origin `Origin` only ([`Trust::loopback`]), the kit's
    /// default [`Limits`] and [`Policy`], a [`MemoryLog`] of 100,000
    /// envelopes, `retry: 1000`, a keep-alive comment after 15 s of silence
    /// and the answers of the last 1,024 mutations kept for replay.
    pub fn new(nonce: WebNonce) -> Self {
        Self {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            nonce,
            trust: Trust::loopback(),
            limits: Limits::default(),
            policy: Policy::default(),
            log: Arc::new(MemoryLog::default()),
            retry: Duration::from_secs(1),
            keep_alive: Duration::from_secs(15),
            replies: 1024,
        }
    }

    /// Listens on `addr` instead.
    pub fn listen(mut self, addr: SocketAddr) -> Self {
        self.listen = addr;
        self
    }

    /// Sets the `Host`/`Origin` policy (e.g. `Trust::loopback().origin("http://localhost:5173")`).
    pub fn trust(mut self, trust: Trust) -> Self {
        self.trust = trust;
        self
    }

    /// Sets the connection limits: [`Limits::frame`] bounds a request body,
    /// [`Limits::handshake`] a request head (at least 8 KiB).
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Sets the slow-reader policy of `/events`.
    pub fn policy(mut self, policy: Policy) -> Self {
        self.policy = policy;
        self
    }

    /// Keeps durable envelopes in `log` (a persistent one,
    /// `wire_kit::net::store::FileLog`, makes a restarted server go on
    /// numbering where it stopped, so its clients resume).
    pub fn log(mut self, log: Arc<dyn EventLog>) -> Self {
        self.log = log;
        self
    }

    /// Sets the reconnection delay each `/events` stream announces (`retry:`).
    pub fn retry(mut self, retry: Duration) -> Self {
        self.retry = retry;
        self
    }

    /// Sets how long a `/events` stream may be silent before a keep-alive comment.
    pub fn keep_alive(mut self, every: Duration) -> Self {
        self.keep_alive = every;
        self
    }

    /// Sets how many mutation answers are kept for `requestId` replay.
    pub fn replies(mut self, answers: usize) -> Self {
        self.replies = answers.max(1);
        self
    }

    /// The nonce.
    pub fn nonce(&self) -> &WebNonce {
        &self.nonce
    }
}

// ---- typed operations ------------------------------------------------------

/// An operation a handler can serve: every operation of the route table but
/// `streamEvents`, which the server serves from its log. `Path` is the type
/// of its path parameter: `()`, [`SessionId`] or [`CallId`].
pub trait Endpoint:
    Operation<Query: FromQuery, Request: FromBody, Response: serde::Serialize + Send + 'static>
    + Send
    + Sync
    + 'static
{
    /// The path parameter: `()` when the path has none.
    type Path: FromPath;
}

/// A path parameter type, built from the decoded and checked segment.
pub trait FromPath: Sized + Send + 'static {
    /// The value, from the path's `(name, value)` pairs.
    fn from_path(params: &[(&'static str, String)]) -> Result<Self, String>;
}

impl FromPath for () {
    fn from_path(_: &[(&'static str, String)]) -> Result<Self, String> {
        Ok(())
    }
}

macro_rules! from_path {
    ($($ty:ident $name:literal),*) => {$(
        impl FromPath for $ty {
            fn from_path(params: &[(&'static str, String)]) -> Result<Self, String> {
                let value = params
                    .iter()
                    .find(|(n, _)| *n == $name)
                    .map(|(_, v)| v.as_str())
                    .ok_or_else(|| format!("path parameter {} is missing", $name))?;
                $ty::new(value).map_err(|e| format!("path parameter {}: {e}", $name))
            }
        }
    )*};
}
from_path!(SessionId "sessionId", CallId "callId");

/// A query struct of the route table (or `()` for none), read from the raw
/// query string.
pub trait FromQuery: Sized + Send + 'static {
    /// Parses the query (without `?`).
    fn from_query(query: &str) -> Result<Self, wire_kit::DecodeError>;
}

impl FromQuery for () {
    fn from_query(_: &str) -> Result<Self, wire_kit::DecodeError> {
        Ok(())
    }
}

macro_rules! from_query {
    ($($ty:ident),*) => {$(
        impl FromQuery for $ty {
            fn from_query(query: &str) -> Result<Self, wire_kit::DecodeError> {
                crate::parse_query(stringify!($ty), query)
            }
        }
    )*};
}
from_query!(PageQuery, ToolDetailQuery, EventStreamQuery);

/// A request body of the route table (or `()` for none), decoded exactly
/// (the contract's objects are closed), with its `requestId`.
pub trait FromBody: serde::Serialize + Sized + Send + 'static {
    /// Decodes the body.
    fn from_body(bytes: &[u8]) -> Result<Self, wire_kit::DecodeError>;
    /// The idempotency key, for a mutation.
    fn request_id(&self) -> Option<&str>;
}

impl FromBody for () {
    fn from_body(_: &[u8]) -> Result<Self, wire_kit::DecodeError> {
        Ok(())
    }
    fn request_id(&self) -> Option<&str> {
        None
    }
}

macro_rules! from_body {
    ($($ty:ident),*) => {$(
        impl FromBody for crate::$ty {
            fn from_body(bytes: &[u8]) -> Result<Self, wire_kit::DecodeError> {
                wire_kit::from_slice(<Self as WireType>::NAME, bytes)
            }
            fn request_id(&self) -> Option<&str> {
                Some(self.request_id.as_str())
            }
        }
    )*};
}
from_body!(
    ActivateWorkspaceRequest,
    CreateSessionRequest,
    RenameSessionRequest,
    MutationRequest,
    WebCommand,
    UpdateSettingsRequest,
    OpenSettingsDocumentRequest
);

/// The type of an operation's path parameter, from its parameter list.
macro_rules! path_type {
    () => { () };
    (SessionId $($rest:ident)*) => { SessionId };
    (CallId $($rest:ident)*) => { CallId };
    ($other:ident $($rest:ident)*) => { path_type!($($rest)*) };
}

/// [`Endpoint`] for every operation of the route table but `streamEvents`.
macro_rules! endpoints {
    () => {};
    ($(#[$meta:meta])* StreamEvents = $method:ident $path:literal $id:literal { $($body:tt)* } $($more:tt)*) => {
        endpoints!($($more)*);
    };
    ($(#[$meta:meta])* $name:ident = $method:ident $path:literal $id:literal {
        description: $description:expr,
        nonce_required: $nonce:expr,
        parameters: [$($parameter:ident),* $(,)?],
        $($body:tt)*
    } $($more:tt)*) => {
        impl Endpoint for operations::$name {
            type Path = path_type!($($parameter)*);
        }
        endpoints!($($more)*);
    };
}
crate::__route_table! { (endpoints) }

/// One call of an operation `O`, decoded as its route declares.
#[non_exhaustive]
pub struct Request<O: Endpoint> {
    /// The path parameter (`()`, [`SessionId`] or [`CallId`]).
    pub path: O::Path,
    /// The query struct (`()` when the operation has none).
    pub query: O::Query,
    /// The body (`()` when the operation has none).
    pub body: O::Request,
}

impl<O: Endpoint> std::fmt::Debug for Request<O>
where
    O::Path: std::fmt::Debug,
    O::Query: std::fmt::Debug,
    O::Request: std::fmt::Debug,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Request")
            .field("operation", &O::OPERATION_ID)
            .field("path", &self.path)
            .field("query", &self.query)
            .field("body", &self.body)
            .finish()
    }
}

/// What a handler knows of its call.
#[derive(Debug, Clone)]
pub struct Context {
    events: Events,
    nonce: WebNonce,
}

impl Context {
    /// The server's events, to emit from a handler.
    pub fn events(&self) -> &Events {
        &self.events
    }
}

/// An answer as sent: what `requestId` replay keeps.
#[derive(Debug, Clone)]
struct Reply {
    status: u16,
    content_type: &'static str,
    body: Bytes,
}

impl Reply {
    fn json(status: u16, content_type: &'static str, body: Vec<u8>) -> Self {
        Self {
            status,
            content_type,
            body: body.into(),
        }
    }

    fn problem(problem: &Problem) -> Self {
        let status = u16::try_from(problem.status)
            .ok()
            .filter(|s| (400..=599).contains(s))
            .unwrap_or(500);
        let body = wire_kit::encode::to_vec(problem).unwrap_or_default();
        Self::json(status, Problem::MEDIA_TYPE, body)
    }

    fn response(self) -> hyper::Response<Body> {
        let mut r = hyper::Response::new(Full::new(self.body).boxed_unsync());
        *r.status_mut() = hyper::StatusCode::from_u16(self.status).unwrap_or(hyper::StatusCode::OK);
        r.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(self.content_type),
        );
        r
    }
}

/// A `Problem` with `detail`.
fn problem(status: u16, code: &str, detail: impl Into<String>) -> Problem {
    match Problem::new(status, code) {
        Ok(p) => p.with_detail(detail),
        // Every code the server writes is a non-empty literal.
        Err(_) => Problem::new(500, "internal_error").unwrap_or_else(|_| unreachable!()),
    }
}

fn refuse(status: u16, code: &str, detail: impl Into<String>) -> hyper::Response<Body> {
    Reply::problem(&problem(status, code, detail)).response()
}

/// A routed call, decoded and ready to run.
struct Prepared {
    request_id: Option<String>,
    fingerprint: u128,
    run: Pin<Box<dyn Future<Output = Reply> + Send>>,
}

/// The raw parts of a call the typed side decodes.
struct Parts {
    params: Vec<(&'static str, String)>,
    query: String,
    body: Bytes,
}

type Prepare = Arc<dyn Fn(Context, Parts) -> Result<Prepared, Problem> + Send + Sync>;
type Greeting = Arc<dyn Fn() -> Option<WebEventEnvelope> + Send + Sync>;

/// The server's handlers, one per operation, typed by the route table.
#[derive(Clone, Default)]
pub struct Router {
    routes: HashMap<&'static str, Prepare>,
    on_stream: Option<Greeting>,
}

impl std::fmt::Debug for Router {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut operations: Vec<_> = self.routes.keys().collect();
        operations.sort();
        f.debug_struct("Router")
            .field("operations", &operations)
            .field("on_stream", &self.on_stream.is_some())
            .finish()
    }
}

impl Router {
    /// No handlers: every operation but `streamEvents` is answered
    /// `501 not_implemented`.
    pub fn new() -> Self {
        Self::default()
    }

    /// Handles operation `O` (its marker, e.g. `operations::ListSessions`)
    /// with `handler`, which gets the call's [`Context`] and decoded
    /// [`Request`] and answers `O`'s success type or a [`Problem`]. A later
    /// route for the same operation replaces the earlier one.
    pub fn route<O, F, Fut>(mut self, _operation: O, handler: F) -> Self
    where
        O: Endpoint,
        F: Fn(Context, Request<O>) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<O::Response, Problem>> + Send + 'static,
    {
        let handler = Arc::new(handler);
        let prepare: Prepare = Arc::new(move |cx, parts: Parts| {
            let path = O::Path::from_path(&parts.params)
                .map_err(|e| problem(400, "invalid_parameter", e))?;
            let query = O::Query::from_query(&parts.query)
                .map_err(|e| problem(400, "invalid_query", e.to_string()))?;
            let body = O::Request::from_body(&parts.body)
                .map_err(|e| problem(400, "invalid_request", e.to_string()))?;
            let request_id = body.request_id().map(str::to_owned);
            let fingerprint = match request_id {
                Some(_) => fingerprint(O::OPERATION_ID, &parts.params, &body),
                None => 0,
            };
            let status = O::route().success.status;
            let nonce = cx.nonce.clone();
            let handler = handler.clone();
            Ok(Prepared {
                request_id,
                fingerprint,
                // The handler is called only when the run starts, after the
                // replay check: one that does its work in the closure
                // itself must not do it for a repeat.
                run: Box::pin(async move {
                    match handler(cx, Request { path, query, body }).await {
                        Ok(mut value) => {
                            publish_nonce(&mut value, nonce);
                            match wire_kit::encode::to_vec(&value) {
                                Ok(bytes) => Reply::json(status, "application/json", bytes),
                                Err(e) => Reply::problem(&problem(
                                    500,
                                    "internal_error",
                                    format!("the answer does not encode: {e}"),
                                )),
                            }
                        }
                        Err(p) => Reply::problem(&p),
                    }
                }),
            })
        });
        self.routes.insert(O::OPERATION_ID, prepare);
        self
    }

    /// Sends what `greeting` gives to each new `/events` stream, after its
    /// replay and before its live envelopes: e.g. the current workbench
    /// state, so a client that connects learns it at once. It must be
    /// non-durable (it is not in the log, so it could not be replayed): a
    /// durable one is not sent. Its cursor is set to the stream's latest
    /// durable cursor.
    pub fn on_stream(
        mut self,
        greeting: impl Fn() -> Option<WebEventEnvelope> + Send + Sync + 'static,
    ) -> Self {
        self.on_stream = Some(Arc::new(greeting));
        self
    }
}

/// Writes the server's nonce into a `GET /bootstrap` answer.
fn publish_nonce<T: 'static>(value: &mut T, nonce: WebNonce) {
    if let Some(boot) = (value as &mut dyn std::any::Any).downcast_mut::<BootstrapResponse>() {
        boot.nonce = nonce;
    }
}

/// Keys drawn once per process for the hashes of this module: request
/// fingerprints, event ids, nonces.
fn keys() -> &'static [std::collections::hash_map::RandomState; 2] {
    static KEYS: OnceLock<[std::collections::hash_map::RandomState; 2]> = OnceLock::new();
    KEYS.get_or_init(|| [Default::default(), Default::default()])
}

/// A 128-bit keyed hash of the normalized request: its operation, path
/// parameters and body as the crate encodes it. Two requests of one
/// `requestId` are the same request exactly when these are equal; a client
/// that does not know the keys cannot make two different ones collide.
fn fingerprint(
    operation: &str,
    params: &[(&'static str, String)],
    body: &impl serde::Serialize,
) -> u128 {
    use std::hash::{BuildHasher, Hasher};
    struct Both<A, B>(A, B);
    impl<A: Hasher, B: Hasher> std::io::Write for Both<A, B> {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.write(bytes);
            self.1.write(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let [a, b] = keys();
    let mut h = Both(a.build_hasher(), b.build_hasher());
    h.0.write(operation.as_bytes());
    h.1.write(operation.as_bytes());
    for (name, value) in params {
        for part in [name.as_bytes(), b"=", value.as_bytes(), b"\0"] {
            h.0.write(part);
            h.1.write(part);
        }
    }
    let _ = wire_kit::encode::to_writer(&mut h, body);
    (u128::from(h.0.finish()) << 64) | u128::from(h.1.finish())
}

/// 64 fresh unpredictable bits: SipHash, keyed from the operating
/// system's randomness once per process, of a counter.
fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut h = keys()[0].build_hasher();
    h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
    h.write_u8(0xE1);
    h.finish()
}

/// A fresh random nonce of 64 hex digits.
pub fn random_nonce() -> WebNonce {
    let hex: String = (0..4).map(|_| format!("{:016x}", random_u64())).collect();
    WebNonce::new(hex).unwrap_or_else(|_| unreachable!("64 characters"))
}

/// A fresh random `eventId` (a version 4 UUID), unique across restarts.
pub fn event_id() -> String {
    let (a, b) = (random_u64(), random_u64());
    format!(
        "{:08x}-{:04x}-4{:03x}-{:04x}-{:012x}",
        a >> 32,
        (a >> 16) & 0xffff,
        a & 0x0fff,
        0x8000 | ((b >> 48) & 0x3fff),
        b & 0xffff_ffff_ffff
    )
}

/// The current time as RFC 3339 (`2026-01-01T00:00:00Z`), in UTC.
pub fn now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = ((secs / 86_400) as i64, secs % 86_400);
    // Days to a civil date (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

// ---- events ----------------------------------------------------------------

/// The server's event side: emit envelopes, read the log.
#[derive(Clone)]
pub struct Events {
    hub: Arc<Hub>,
    log: Arc<dyn EventLog>,
}

impl std::fmt::Debug for Events {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Events")
            .field("latest", &self.latest())
            .finish_non_exhaustive()
    }
}

impl Events {
    /// Publishes `envelope` to every `/events` stream and returns its
    /// cursor. A durable one is first given the log's next position as its
    /// cursor and kept for replay; a non-durable one gets the latest
    /// durable cursor (1 before the first) and is live-only. Its `eventId`
    /// and the rest are the caller's ([`event_id`] makes a fresh id).
    /// Returns once every stream has it queued or was closed for lagging
    /// ([`Policy`]).
    pub async fn emit(&self, envelope: impl Into<WebEventEnvelope>) -> std::io::Result<i64> {
        let mut envelope = envelope.into();
        let kind = envelope.event_type();
        if envelope.durable() {
            return self
                .hub
                .publish_logged(&*self.log, STREAM, kind, |cursor| {
                    set_cursor(&mut envelope, cursor);
                    sse::render(&envelope)
                })
                .await;
        }
        let cursor = self.latest().max(1);
        set_cursor(&mut envelope, cursor);
        self.hub
            .publish(Frame {
                stream: STREAM.into(),
                kind: kind.into(),
                position: None,
                text: sse::render(&envelope).into(),
            })
            .await;
        Ok(cursor)
    }

    /// How many `/events` streams are live (past their replay): a stream
    /// closed by the slow-reader policy no longer counts.
    pub async fn streams(&self) -> usize {
        self.hub.subscribers().await
    }

    /// The latest durable cursor (0 before the first).
    pub fn latest(&self) -> i64 {
        self.log.retained(STREAM).last
    }

    /// The event log: each durable envelope as its SSE frame
    /// (`id: <cursor>\ndata: <JSON>\n\n`), at its cursor.
    pub fn log(&self) -> &dyn EventLog {
        &*self.log
    }
}

fn set_cursor(envelope: &mut WebEventEnvelope, cursor: i64) {
    let Ok(cursor) = crate::Positive::new(cursor) else {
        return;
    };
    match envelope {
        WebEventEnvelope::RuntimeEvent(e) => e.cursor = cursor,
        WebEventEnvelope::ThreadEvent(e) => e.cursor = cursor,
        WebEventEnvelope::WorkbenchState(e) => e.cursor = cursor,
        WebEventEnvelope::SettingsInvalidated(e) => e.cursor = cursor,
        WebEventEnvelope::ReplayReset(e) => e.cursor = cursor,
    }
}

/// One `GET /events` response body: `retry:`, an optional `replay_reset`,
/// the replay from the log in pieces, the hand-over to live under the
/// hub's lock, the greeting, then live frames; each chunk is everything
/// ready at the time, up to [`BATCH`].
struct Feed {
    events: Events,
    closing: watch::Receiver<bool>,
    keep_alive: Duration,
    greeting: Option<Greeting>,
    /// Written first: `retry:` and the `replay_reset`, if any.
    start: Vec<u8>,
    /// The last durable cursor written.
    at: Position,
    /// Logged envelopes read and not yet written.
    piece: VecDeque<Entry>,
    live: Option<Subscription>,
    done: bool,
}

impl Feed {
    /// The next chunk of the body; `None` at its end.
    async fn next(&mut self) -> Option<Bytes> {
        if self.done {
            return None;
        }
        let mut buf = std::mem::take(&mut self.start);
        loop {
            if *self.closing.borrow() {
                return self.end(buf);
            }
            while buf.len() < BATCH
                && let Some((position, text)) = self.piece.pop_front()
            {
                if position > self.at {
                    self.at = position;
                    buf.extend_from_slice(text.as_bytes());
                }
            }
            if buf.len() >= BATCH {
                return Some(buf.into());
            }
            let Some(live) = self.live.as_mut() else {
                // Replaying: read a piece; close to the end, join the live
                // stream with what the log got meanwhile.
                let mut piece = Vec::new();
                if self
                    .events
                    .log
                    .read_after(STREAM, self.at, PIECE, &mut piece)
                    .is_err()
                {
                    return self.end(buf);
                }
                if piece.len() < PIECE {
                    let joined = self
                        .events
                        .hub
                        .subscribe_after(&*self.events.log, STREAM, self.at, |_| true)
                        .await;
                    let Ok((tail, live)) = joined else {
                        return self.end(buf);
                    };
                    self.piece.extend(tail);
                    self.live = Some(live);
                } else {
                    self.piece.extend(piece);
                }
                continue;
            };
            if !self.piece.is_empty() {
                continue;
            }
            if let Some(greet) = self.greeting.take()
                && let Some(mut envelope) = greet()
                && !envelope.durable()
            {
                set_cursor(&mut envelope, self.at.max(1));
                buf.extend_from_slice(sse::render(&envelope).as_bytes());
            }
            while buf.len() < BATCH
                && let Some(frame) = live.try_next()
            {
                push(&mut buf, &mut self.at, &frame);
            }
            if !buf.is_empty() {
                return Some(buf.into());
            }
            let closing = &mut self.closing;
            let next = tokio::select! {
                biased;
                _ = closing.wait_for(|c| *c) => None,
                next = tokio::time::timeout(self.keep_alive, live.next()) => Some(next),
            };
            match next {
                None => return self.end(buf),
                Some(Ok(Ok(frame))) => push(&mut buf, &mut self.at, &frame),
                Some(Ok(Err(why))) => {
                    #[cfg(feature = "tracing")]
                    if why == wire_kit::net::hub::Closed::Lagged {
                        tracing::warn!("event stream closed: the reader fell behind ({why})");
                    }
                    buf.extend_from_slice(sse::comment(&why.to_string()).as_bytes());
                    return self.end(buf);
                }
                Some(Err(_)) => return Some(sse::comment("keep-alive").into()),
            }
        }
    }

    /// Ends the body after `buf`.
    fn end(&mut self, buf: Vec<u8>) -> Option<Bytes> {
        self.done = true;
        self.live = None;
        (!buf.is_empty()).then(|| buf.into())
    }
}

/// Appends a live frame, unless it is a logged one already written.
fn push(buf: &mut Vec<u8>, at: &mut Position, frame: &Frame) {
    if let Some(position) = frame.position {
        if position <= *at {
            return;
        }
        *at = position;
    }
    buf.extend_from_slice(frame.text.as_bytes());
}

// ---- the service -----------------------------------------------------------

/// The server without a listener: a `tower_service::Service` for any
/// `http::Request<B>` whose body yields `Bytes` (hyper's `Incoming`,
/// axum's `Body`). Cheap to clone; every clone is the same server.
#[derive(Clone)]
pub struct Service {
    core: Arc<Core>,
}

impl std::fmt::Debug for Service {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Service")
            .field("router", &self.core.router)
            .field("events", &self.core.events)
            .finish_non_exhaustive()
    }
}

struct Core {
    nonce: WebNonce,
    trust: Trust,
    limits: Limits,
    retry: Duration,
    keep_alive: Duration,
    router: Router,
    events: Events,
    replies: Mutex<Replies>,
    closing: watch::Sender<bool>,
}

impl Service {
    /// Serves `router` with `options` (their `listen` is not used).
    pub fn new(options: Options, router: Router) -> Self {
        let events = Events {
            hub: Arc::new(Hub::new(options.policy)),
            log: options.log,
        };
        Self {
            core: Arc::new(Core {
                nonce: options.nonce,
                trust: options.trust,
                limits: options.limits,
                retry: options.retry,
                keep_alive: options.keep_alive,
                router,
                events,
                replies: Mutex::new(Replies::new(options.replies)),
                closing: watch::channel(false).0,
            }),
        }
    }

    /// The server's event side.
    pub fn events(&self) -> &Events {
        &self.core.events
    }

    /// The nonce `GET /bootstrap` publishes.
    pub fn nonce(&self) -> &WebNonce {
        &self.core.nonce
    }

    /// Ends every open `/events` stream cleanly (after what is queued for
    /// it), and any opened later at once: for a graceful shutdown.
    pub async fn close(&self) {
        self.core.closing.send_replace(true);
        self.core.events.hub.close_all().await;
    }

    /// Answers one request.
    pub async fn handle<B>(&self, req: hyper::Request<B>) -> hyper::Response<Body>
    where
        B: hyper::body::Body<Data = Bytes> + Send + 'static,
        B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        self.core.clone().handle(req).await
    }
}

impl<B> tower_service::Service<hyper::Request<B>> for Service
where
    B: hyper::body::Body<Data = Bytes> + Send + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    type Response = hyper::Response<Body>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Self::Response, Infallible>> + Send>>;

    fn poll_ready(
        &mut self,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Result<(), Infallible>> {
        std::task::Poll::Ready(Ok(()))
    }

    fn call(&mut self, req: hyper::Request<B>) -> Self::Future {
        let core = self.core.clone();
        Box::pin(async move { Ok(core.handle(req).await) })
    }
}

impl Core {
    /// Answers one request; with the feature `tracing`, inside its
    /// `request` span.
    async fn handle<B>(self: Arc<Self>, req: hyper::Request<B>) -> hyper::Response<Body>
    where
        B: hyper::body::Body<Data = Bytes> + Send + 'static,
        B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        #[cfg(feature = "tracing")]
        {
            use tracing::field::Empty;
            let span = tracing::info_span!(
                "request",
                method = %req.method(),
                operation = Empty,
                status = Empty,
                duration_ms = Empty,
            );
            let response = wire_kit::net::trace::timed(span.clone(), self.answer(req)).await;
            span.record("status", response.status().as_u16());
            response
        }
        #[cfg(not(feature = "tracing"))]
        self.answer(req).await
    }

    async fn answer<B>(self: Arc<Self>, req: hyper::Request<B>) -> hyper::Response<Body>
    where
        B: hyper::body::Body<Data = Bytes> + Send + 'static,
        B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        let host = req
            .headers()
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
            .or_else(|| req.uri().authority().map(|a| a.as_str().to_owned()));
        let safe = matches!(
            *req.method(),
            hyper::Method::GET | hyper::Method::HEAD | hyper::Method::OPTIONS
        );
        let checked = match safe {
            true => self.trust.check_host(host.as_deref()),
            false => {
                let origin = req
                    .headers()
                    .get(header::ORIGIN)
                    .map(|v| v.to_str().unwrap_or("null"));
                self.trust.check_origin(host.as_deref(), origin)
            }
        };
        if let Err(refused) = checked {
            let code = match refused {
                wire_kit::net::guard::Refused::Host => "host_not_allowed",
                wire_kit::net::guard::Refused::Origin => "origin_not_allowed",
            };
            name_operation(req.uri().path());
            #[cfg(feature = "tracing")]
            tracing::warn!(
                code,
                host = ?host,
                origin = ?req.headers().get(header::ORIGIN),
                "request refused: {refused}"
            );
            return refuse(403, code, refused.to_string());
        }
        let path = req.uri().path().to_owned();
        let Some(sub) = path.strip_prefix(BASE_PATH).filter(|s| s.starts_with('/')) else {
            name_operation(&path);
            return refuse(404, "not_found", format!("{path}: not under {BASE_PATH}"));
        };
        let method = match *req.method() {
            hyper::Method::GET => Method::Get,
            hyper::Method::POST => Method::Post,
            hyper::Method::PATCH => Method::Patch,
            _ => return not_allowed(req.method(), &path, sub),
        };
        let Some((route, raw)) = find_route(method, sub) else {
            return not_allowed(req.method(), &path, sub);
        };
        name_operation(route.operation_id);
        let mut params = Vec::with_capacity(raw.len());
        for (name, segment) in raw {
            let Some(value) = crate::path_parameter(segment) else {
                return refuse(
                    400,
                    "invalid_parameter",
                    format!("path parameter {name}: malformed percent-encoding"),
                );
            };
            let checked = match name {
                "sessionId" => SessionId::new(value.as_ref()).map(drop),
                "callId" => CallId::new(value.as_ref()).map(drop),
                _ => Ok(()),
            };
            if let Err(e) = checked {
                return refuse(
                    400,
                    "invalid_parameter",
                    format!("path parameter {name}: {e}"),
                );
            }
            params.push((name, value.into_owned()));
        }
        let query = req.uri().query().unwrap_or_default().to_owned();
        if route.operation_id == <StreamEvents as Operation>::OPERATION_ID {
            return self.stream(&req, &query);
        }
        if route.nonce_required {
            let given = req
                .headers()
                .get(WebNonce::HEADER)
                .and_then(|v| v.to_str().ok());
            if !given.is_some_and(|g| self.nonce.matches(g)) {
                #[cfg(feature = "tracing")]
                tracing::warn!(
                    operation = route.operation_id,
                    "request refused: the {} header is missing or wrong",
                    WebNonce::HEADER
                );
                return refuse(
                    403,
                    "nonce_required",
                    format!(
                        "{} needs the {} header that GET /bootstrap publishes",
                        route.operation_id,
                        WebNonce::HEADER
                    ),
                );
            }
        }
        let Some(prepare) = self.router.routes.get(route.operation_id).cloned() else {
            return refuse(
                501,
                "not_implemented",
                format!("this server does not offer {}", route.operation_id),
            );
        };
        let body = match route.request_type {
            None => Bytes::new(),
            Some(_) => {
                let limited = http_body_util::Limited::new(req.into_body(), self.limits.frame);
                match limited.collect().await {
                    Ok(collected) => collected.to_bytes(),
                    Err(e) if e.is::<http_body_util::LengthLimitError>() => {
                        #[cfg(feature = "tracing")]
                        tracing::warn!(
                            limit = self.limits.frame,
                            "request refused: the body is over the limit"
                        );
                        return refuse(
                            400,
                            "body_too_large",
                            format!("the body is over {} bytes", self.limits.frame),
                        );
                    }
                    Err(e) => return refuse(400, "invalid_body", format!("request body: {e}")),
                }
            }
        };
        let cx = Context {
            events: self.events.clone(),
            nonce: self.nonce.clone(),
        };
        let prepared = match prepare(
            cx,
            Parts {
                params,
                query,
                body,
            },
        ) {
            Ok(p) => p,
            Err(p) => return Reply::problem(&p).response(),
        };
        let Some(request_id) = prepared.request_id else {
            return prepared.run.await.response();
        };
        self.mutate(request_id, prepared.fingerprint, prepared.run)
            .await
            .response()
    }

    /// Runs a mutation once per `requestId` (see the module docs).
    async fn mutate(
        self: Arc<Self>,
        request_id: String,
        fingerprint: u128,
        run: Pin<Box<dyn Future<Output = Reply> + Send>>,
    ) -> Reply {
        let conflict = || {
            Reply::problem(&problem(
                409,
                "request_id_conflict",
                "this requestId was used with another request",
            ))
        };
        let done = loop {
            let mut waiting = {
                let mut replies = self.lock_replies();
                match replies.map.get(&request_id) {
                    Some(Slot::Done { fingerprint: f, .. })
                    | Some(Slot::Running { fingerprint: f, .. })
                        if *f != fingerprint =>
                    {
                        return conflict();
                    }
                    Some(Slot::Done { reply, .. }) => return reply.clone(),
                    Some(Slot::Running { done, .. }) => done.subscribe(),
                    None => {
                        let (done, _) = watch::channel(());
                        replies
                            .map
                            .insert(request_id.clone(), Slot::Running { fingerprint, done });
                        break Finish {
                            core: self.clone(),
                            request_id: request_id.clone(),
                            reply: None,
                        };
                    }
                }
            };
            // The sender goes with the slot: it is dropped when the first
            // finishes either way.
            let _ = waiting.changed().await;
        };
        // Run to the end even when this request is dropped, so the answer a
        // retry gets is the one of the effect that happened.
        let run = async move {
            let mut done = done;
            let reply = run.await;
            done.reply = Some(reply.clone());
            reply
        };
        #[cfg(feature = "tracing")]
        let run = tracing::Instrument::in_current_span(run);
        let task = tokio::spawn(run);
        match task.await {
            Ok(reply) => reply,
            Err(_) => Reply::problem(&problem(500, "internal_error", "the handler failed")),
        }
    }

    fn lock_replies(&self) -> std::sync::MutexGuard<'_, Replies> {
        self.replies.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `GET /events`.
    fn stream<B>(&self, req: &hyper::Request<B>, query: &str) -> hyper::Response<Body> {
        let q: EventStreamQuery = match crate::parse_query("EventStreamQuery", query) {
            Ok(q) => q,
            Err(e) => return refuse(400, "invalid_query", e.to_string()),
        };
        let header = req
            .headers()
            .get(LastEventId::HEADER)
            .map(|v| v.to_str().map_err(|e| e.to_string()))
            .map(|v| v.and_then(|v| LastEventId::new(v).map_err(|e| e.to_string())));
        let header = match header {
            None => None,
            Some(Ok(h)) => Some(h),
            // The query wins: a broken header beside it is not looked at.
            Some(Err(_)) if q.cursor.is_some() => None,
            Some(Err(e)) => return refuse(400, "invalid_header", format!("Last-Event-ID: {e}")),
        };
        let from = match q.resume_from(header.as_ref()) {
            Ok(c) => c.get(),
            Err(e) => return refuse(400, "invalid_header", format!("Last-Event-ID: {e}")),
        };
        let held = self.events.log.retained(STREAM);
        if from > held.last {
            return refuse(
                409,
                "cursor_ahead",
                format!(
                    "cursor {from} is after the latest durable cursor {}",
                    held.last
                ),
            );
        }
        let mut start = format!("retry: {}\n\n", self.retry.as_millis()).into_bytes();
        let mut at = from;
        if !held.covers(from) {
            at = held.first - 1;
            if let Some(reset) = replay_reset(at, from) {
                start.extend_from_slice(sse::render(&reset).as_bytes());
            }
        }
        let feed = Feed {
            events: self.events.clone(),
            closing: self.closing.subscribe(),
            keep_alive: self.keep_alive,
            greeting: self.router.on_stream.clone(),
            start,
            at,
            piece: VecDeque::new(),
            live: None,
            done: false,
        };
        let body = futures_util::stream::unfold(feed, |mut feed| async move {
            let chunk = feed.next().await?;
            Some((Ok::<_, Infallible>(hyper::body::Frame::data(chunk)), feed))
        });
        let mut r = hyper::Response::new(http_body_util::StreamBody::new(body).boxed_unsync());
        let headers = r.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/event-stream"),
        );
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        r
    }
}

/// The `replay_reset` a stream starts with when the log no longer holds the
/// envelopes right after `from`: at `cursor`, the one before the oldest held.
fn replay_reset(cursor: i64, from: i64) -> Option<WebEventEnvelope> {
    let envelope = ReplayResetEnvelope::new(
        event_id(),
        crate::Positive::new(cursor).ok()?,
        None,
        None,
        now(),
        ReplayResetPayload::new(format!(
            "the events after cursor {from} are no longer kept; reload the snapshot"
        )),
    );
    Some(envelope.into())
}

/// Names the request's operation on its `request` span (feature
/// `tracing`): the route table's id, or the path of a request no route
/// serves or that was refused before routing.
fn name_operation(_name: &str) {
    #[cfg(feature = "tracing")]
    tracing::Span::current().record("operation", _name);
}

/// A path no route has is a 404; a method the path lacks is a 405 whose
/// `Allow` names the methods it has (RFC 9110 requires the header).
fn not_allowed(method: &hyper::Method, path: &str, sub: &str) -> hyper::Response<Body> {
    name_operation(path);
    let allowed: Vec<&str> = ROUTES
        .iter()
        .filter(|r| r.matches(sub).is_some())
        .map(|r| r.method.as_str())
        .collect();
    if allowed.is_empty() {
        return refuse(404, "not_found", format!("{path}: no such route"));
    }
    let mut response = refuse(405, "method_not_allowed", format!("{method} {path}"));
    if let Ok(value) = allowed.join(", ").parse() {
        response.headers_mut().insert(header::ALLOW, value);
    }
    response
}

// ---- requestId replay ------------------------------------------------------

enum Slot {
    /// The first request of this id is running; `done` is dropped when it
    /// finishes.
    Running {
        fingerprint: u128,
        done: watch::Sender<()>,
    },
    /// Its successful answer.
    Done { fingerprint: u128, reply: Reply },
}

struct Replies {
    map: HashMap<String, Slot>,
    /// The ids of the `Done` slots, oldest first.
    order: VecDeque<String>,
    capacity: usize,
}

impl Replies {
    fn new(capacity: usize) -> Self {
        Self {
            map: HashMap::new(),
            order: VecDeque::new(),
            capacity: capacity.max(1),
        }
    }
}

/// Settles a running slot when the mutation ends, also when its task
/// panics or is aborted: kept when it succeeded, else forgotten.
struct Finish {
    core: Arc<Core>,
    request_id: String,
    reply: Option<Reply>,
}

impl Drop for Finish {
    fn drop(&mut self) {
        let mut replies = self.core.lock_replies();
        let Some(Slot::Running { fingerprint, .. }) = replies.map.remove(&self.request_id) else {
            return;
        };
        let Some(reply) = self.reply.take().filter(|r| r.status < 300) else {
            return;
        };
        replies
            .map
            .insert(self.request_id.clone(), Slot::Done { fingerprint, reply });
        replies.order.push_back(self.request_id.clone());
        while replies.order.len() > replies.capacity {
            if let Some(old) = replies.order.pop_front()
                && matches!(replies.map.get(&old), Some(Slot::Done { .. }))
            {
                replies.map.remove(&old);
            }
        }
    }
}

// ---- the server ------------------------------------------------------------

/// A running server; see the [module docs](self). Dropping it stops it as
/// [`shutdown`](Self::shutdown) does, without waiting.
#[derive(Debug)]
pub struct Server {
    addr: SocketAddr,
    service: Service,
    shutdown: Option<wire_kit::net::serve::Shutdown>,
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
        Self::serve_with(listener, options, router, |service| service)
    }

    /// Serves `router` on `listener` through `layer`, which wraps the
    /// [`Service`] in a service of its own (to add headers, log, inject
    /// faults …), as a tower layer does.
    pub fn serve_with<S, L>(
        listener: tokio::net::TcpListener,
        options: Options,
        router: Router,
        layer: L,
    ) -> std::io::Result<Self>
    where
        L: FnOnce(Service) -> S,
        S: tower_service::Service<
                hyper::Request<Incoming>,
                Response = hyper::Response<Body>,
                Error = Infallible,
            > + Clone
            + Send
            + Sync
            + 'static,
        S::Future: Send + 'static,
    {
        let addr = listener.local_addr()?;
        let limits = options.limits;
        let service = Service::new(options, router);
        let layered = layer(service.clone());
        let shutdown = wire_kit::net::serve::serve(listener, limits, move |stream, _, stopping| {
            connection(layered.clone(), limits, stream, stopping)
        });
        Ok(Self {
            addr,
            service,
            shutdown: Some(shutdown),
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The base URL, server path included: `http://127.0.0.1:PORT/api/v1`.
    pub fn url(&self) -> String {
        format!("http://{}{BASE_PATH}", self.addr)
    }

    /// The server's event side.
    pub fn events(&self) -> &Events {
        self.service.events()
    }

    /// The nonce `GET /bootstrap` publishes.
    pub fn nonce(&self) -> &WebNonce {
        self.service.nonce()
    }

    /// The server as a [`Service`] (the same one it serves).
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// Stops accepting, ends every `/events` stream after what is queued
    /// for it, lets the requests in flight finish and waits up to
    /// [`Limits::drain`]; returns how many connections had to be aborted
    /// at the deadline.
    pub async fn shutdown(mut self) -> usize {
        let Some(shutdown) = self.shutdown.take() else {
            return 0;
        };
        let stopped = shutdown.shutdown();
        self.service.close().await;
        stopped.await
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.service.core.closing.send_replace(true);
    }
}

/// One HTTP/1.1 connection: served until it ends, or until the server
/// stops, when it finishes the response in flight (an `/events` body ends
/// on the same signal) and closes.
async fn connection<S>(
    service: S,
    limits: Limits,
    stream: tokio::net::TcpStream,
    mut stopping: wire_kit::net::serve::Stopping,
) where
    S: tower_service::Service<
            hyper::Request<Incoming>,
            Response = hyper::Response<Body>,
            Error = Infallible,
        > + Clone
        + Send
        + 'static,
    S::Future: Send + 'static,
{
    let _ = stream.set_nodelay(true);
    let handler = hyper::service::service_fn(move |req| {
        let mut service = service.clone();
        async move {
            std::future::poll_fn(|cx| service.poll_ready(cx)).await?;
            service.call(req).await
        }
    });
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(hyper_util::rt::TokioTimer::new())
        .max_buf_size(limits.handshake.max(8 * 1024))
        .serve_connection(hyper_util::rt::TokioIo::new(stream), handler);
    tokio::pin!(conn);
    tokio::select! {
        _ = conn.as_mut() => {}
        () = stopping.wait() => {
            conn.as_mut().graceful_shutdown();
            let _ = conn.await;
        }
    }
}
