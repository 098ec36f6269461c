//! A Coderook daemon's connection layer (feature `server`): the accept loop,
//! the handshake, typed handlers per method, and the event stream served
//! from an event log.
//!
//! You write the handlers; the server does the rest:
//!
//! - **Handshake.** The first frame must be `core.authenticate` with the
//!   server's token (compared in constant time); anything else is answered
//!   `-32001`/`-32002` and the connection closes
//!   ([`ServerConnection`]). Before it,
//!   a connection may send at most [`Limits::handshake`] bytes, and after a
//!   failed authentication the next token check waits, 10 ms doubling per
//!   consecutive failure up to [`MAX_AUTH_DELAY`] (checks are made one at a
//!   time, every answer after the pause).
//! - **Calls.** Each method you [`route`](Router::route) gets its params
//!   decoded as its params type and answers its result type, so a handler
//!   cannot send another method's result. Calls on one connection run
//!   concurrently (pipelined) and their responses go out as they finish. A
//!   method without a handler is answered `-32601 Method Not Found`. A
//!   handler whose connection is gone is dropped at its next `.await`
//!   ([`Context::closed`] tells one that wants to clean up first).
//! - **Events.** [`Events::emit`] publishes an event on a thread. An event of
//!   a ledgered type ([`EventInfo::ledgered`](crate::EventInfo::ledgered))
//!   gets its thread's next `ledger_seq` from the [`EventLog`] and is kept
//!   for replay; the others are live-only. `event.subscribe` (with
//!   `thread_id` and `after_seq`) replays what the log holds after
//!   `after_seq`, then goes live with nothing lost or repeated in between;
//!   `event.unsubscribe` and `event.replay` are served from the same log.
//!   A log that no longer holds the events right after `after_seq` replays
//!   from the oldest it holds: the client sees the jump in `ledger_seq`.
//! - **Slow subscribers** follow the kit's policy ([`Policy`]): a queue per
//!   subscription; when it stays full past the deadline, the server closes
//!   the connection after what was queued. The contract has no frame for
//!   "you fell behind", and a closed connection is what a client already
//!   resumes from: it reconnects and subscribes with the last `ledger_seq`
//!   it received.
//! - **Shutdown** ([`Server::shutdown`]) stops accepting, ends every
//!   connection after what is queued for it, and waits up to
//!   [`Limits::drain`].
//! - **Layers** ([`Server::serve_with`]): a [`Layer`] sees every call
//!   before the server handles it and writes what each connection sends,
//!   to record, answer in its own way or inject faults (the
//!   [`mock`](crate::mock) daemon is this server with such a layer).
//!
//! - **Tracing** (feature `tracing`): each connection runs in a
//!   `connection` span (`peer`, `number`: the [`Context::connection`]
//!   number), and each call the server handles after the handshake in a
//!   `call` span inside it: `method`, `id`, `outcome` (`ok` or the JSON-RPC
//!   error code) and `duration_ms` (until the answer is queued; for
//!   `event.subscribe`, the subscription's lifetime). A refused handshake
//!   (`code`), a connection over the handshake bound, a frame over
//!   [`Limits::frame`] (`limit`) and a subscription closed by the
//!   slow-subscriber policy are `WARN` events. No span or event holds the
//!   token or a frame's params.
//!
//! ```
//! use coderook_protocol::server::{Options, Router, Server};
//! use coderook_protocol::{method, PongResult, Secret, StepStartedEvent};
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> std::io::Result<()> {
//! let router = Router::new().route(method::Ping, |_cx, _params| async {
//!     let idle = coderook_protocol::NonNegative::new(0).expect("0 is not negative");
//!     Ok(PongResult::new("my-daemon/1.0", 0, "2026-01-01T00:00:00Z", "/work", idle))
//! });
//! let server = Server::start(Options::new(Secret::new("s3cr3t")), router).await?;
//! let seq = server
//!     .events()
//!     .emit("thread-1", StepStartedEvent::new("run-1", 1, "2026-01-01T00:00:00Z"))
//!     .await?;
//! assert_eq!(seq, Some(1));
//! println!("listening on {}", server.addr());
//! server.shutdown().await;
//! # Ok(())
//! # }
//! ```

use crate::codec::{DEFAULT_MAX_FRAME_LEN, FrameDecoder};
use crate::connection::{Action, ServerConnection, error_line};
use crate::jsonrpc::{ErrorCode, ErrorObject, RequestId, Response};
use crate::methods::{ClientRequest, Command, Method};
use crate::{
    Event, EventReplayCommand, EventReplayResult, EventSubscribeCommand, EventSubscribeResult,
    EventUnsubscribeResult, RuntimeEventRecord, event_info,
};
use std::collections::HashMap;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::net::tcp::OwnedWriteHalf;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinSet;
use wire_kit::Secret;
use wire_kit::net::hub::{Closed, Frame, Hub};
use wire_kit::net::log::{Entry, EventLog, MemoryLog, Position};
use wire_kit::net::serve::{Shutdown, Stopping, serve};

pub use wire_kit::net::hub::Policy;
pub use wire_kit::net::serve::Limits;

/// The longest pause before a token is checked, reached after 8
/// consecutive failed authentications (see the [module docs](self)).
pub const MAX_AUTH_DELAY: std::time::Duration = std::time::Duration::from_secs(1);

/// Token checks, one at a time across all connections of a server, each
/// after a pause that grows with the failures before it: none, then 10 ms
/// doubling up to [`MAX_AUTH_DELAY`]; a success clears it. Every answer,
/// right or wrong, comes after the pause, so its timing tells nothing about
/// the token; guessing costs a second a try. The price: a client with the
/// right token waits its turn while someone guesses.
#[derive(Debug, Default)]
pub(crate) struct AuthGate {
    failures: tokio::sync::Mutex<u32>,
}

impl AuthGate {
    /// Hands a frame of a connection not yet authenticated to `conn`, after
    /// the pause.
    pub(crate) async fn check(&self, conn: &mut ServerConnection, frame: &[u8]) -> Action {
        let mut failures = self.failures.lock().await;
        let pause = match *failures {
            0 => std::time::Duration::ZERO,
            n => std::time::Duration::from_millis(10)
                .saturating_mul(1 << (n - 1).min(16))
                .min(MAX_AUTH_DELAY),
        };
        tokio::time::sleep(pause).await;
        let action = conn.on_frame(frame);
        if conn.is_authenticated() {
            *failures = 0;
        } else if conn.refusal() == Some(ErrorCode::AuthenticationFailed) {
            *failures = failures.saturating_add(1);
        }
        action
    }
}

/// Refuses an empty token: it would let in any client that sends an empty one.
pub(crate) fn check_token(token: &Secret) -> std::io::Result<()> {
    if token.expose().is_empty() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "the token is empty: it would let in any client that sends an empty one",
        ));
    }
    Ok(())
}

/// How a [`Server`] listens, authenticates and keeps its events.
///
/// `Debug` never shows the token.
#[derive(Clone)]
pub struct Options {
    listen: SocketAddr,
    token: Secret,
    limits: Limits,
    policy: Policy,
    log: Arc<dyn EventLog>,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("listen", &self.listen)
            .field("token", &self.token)
            .field("limits", &self.limits)
            .field("policy", &self.policy)
            .finish_non_exhaustive()
    }
}

impl Options {
    /// Serve on `127.0.0.1:0` (a free port) with `token`, the kit's default
    /// [`Limits`] and [`Policy`], and a [`MemoryLog`] of 100,000 events per
    /// thread.
    pub fn new(token: Secret) -> Self {
        Self {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            token,
            limits: Limits::default().frame(DEFAULT_MAX_FRAME_LEN),
            policy: Policy::default(),
            log: Arc::new(MemoryLog::default()),
        }
    }

    /// Listens on `addr` instead.
    pub fn listen(mut self, addr: SocketAddr) -> Self {
        self.listen = addr;
        self
    }

    /// Sets the connection limits.
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Sets the slow-subscriber policy.
    pub fn policy(mut self, policy: Policy) -> Self {
        self.policy = policy;
        self
    }

    /// Keeps events in `log` (a persistent one, `wire_kit::net::store::FileLog`,
    /// makes a restarted server go on numbering where it stopped).
    pub fn log(mut self, log: Arc<dyn EventLog>) -> Self {
        self.log = log;
        self
    }
}

type Handler = Arc<
    dyn Fn(Context, RequestId, Command) -> Pin<Box<dyn Future<Output = Vec<u8>> + Send>>
        + Send
        + Sync,
>;

/// The server's handlers, one per method, typed by the method table.
#[derive(Clone, Default)]
pub struct Router {
    routes: HashMap<&'static str, Handler>,
}

impl std::fmt::Debug for Router {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut methods: Vec<_> = self.routes.keys().collect();
        methods.sort();
        f.debug_struct("Router").field("methods", &methods).finish()
    }
}

impl Router {
    /// No handlers: every method but the event methods the server serves
    /// itself is answered `-32601`.
    pub fn new() -> Self {
        Self::default()
    }

    /// Handles method `M` (its marker, e.g. `method::Ping`) with
    /// `handler`, which gets the call's [`Context`] and decoded params and
    /// answers `M`'s result or a JSON-RPC error. A later route for the same
    /// method replaces the earlier one.
    pub fn route<M, F, Fut>(mut self, _method: M, handler: F) -> Self
    where
        M: Method + 'static,
        M::Params: Send,
        F: Fn(Context, M::Params) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<M::Result, ErrorObject>> + Send + 'static,
    {
        let handler = Arc::new(handler);
        self.routes.insert(
            M::METHOD,
            Arc::new(move |cx, id, command| {
                let handler = handler.clone();
                Box::pin(async move {
                    match M::params(command) {
                        Some(params) => response(id, handler(cx, params).await),
                        // The router files each handler under its own method.
                        None => response::<()>(id, Err(ErrorObject::new(ErrorCode::InternalError))),
                    }
                })
            }),
        );
        self
    }
}

fn response<R: serde::Serialize>(id: RequestId, outcome: Result<R, ErrorObject>) -> Vec<u8> {
    trace::outcome(outcome.as_ref().err().map(|e| e.code));
    match outcome {
        Ok(result) => crate::codec::encode_frame(&Response::result(id, result)),
        Err(error) => error_line(Some(id), error).into_bytes(),
    }
}

/// What a handler knows of its call.
#[derive(Debug, Clone)]
pub struct Context {
    connection: u64,
    events: Events,
    closed: watch::Receiver<bool>,
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

    /// Resolves when the connection that made the call is gone (the
    /// handler is dropped at its next `.await` after that anyway).
    pub async fn closed(&mut self) {
        let _ = self.closed.wait_for(|c| *c).await;
    }
}

/// The server's event side: emit events, read the log.
#[derive(Clone)]
pub struct Events {
    hub: Arc<Hub>,
    log: Arc<dyn EventLog>,
}

impl std::fmt::Debug for Events {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Events").finish_non_exhaustive()
    }
}

/// Whether `event` has a place in its thread's ledger: its type's row says
/// so, or, for a type outside the table, it carries a `ledger_seq` member.
pub(crate) fn ledgered(event: &Event) -> bool {
    match event {
        Event::Other(map) => map.contains_key("ledger_seq"),
        known => event_info(known.event_type()).is_some_and(|info| info.ledgered),
    }
}

impl Events {
    /// Publishes `event` on `thread_id` to every subscription that selects
    /// it. An event of a ledgered type is first given its thread's next
    /// `ledger_seq` (returned) and kept in the log; the others are
    /// live-only (`None`). Returns once every subscriber has it queued or
    /// was closed for lagging ([`Policy`]).
    pub async fn emit(
        &self,
        thread_id: &str,
        event: impl Into<Event>,
    ) -> std::io::Result<Option<i64>> {
        let mut event = event.into();
        let kind = event.event_type().to_owned();
        if ledgered(&event) {
            let position = self
                .hub
                .publish_logged(&*self.log, thread_id, &kind, |seq| {
                    event.set_ledger_seq(seq);
                    encode(&event)
                })
                .await?;
            return Ok(Some(position));
        }
        self.hub
            .publish(Frame {
                stream: thread_id.into(),
                kind: kind.into(),
                position: None,
                text: encode(&event).into(),
            })
            .await;
        Ok(None)
    }

    /// The event log.
    pub fn log(&self) -> &dyn EventLog {
        &*self.log
    }

    /// How many subscriptions are open (one closed a moment ago may still
    /// count until the next publish or subscribe notices it).
    pub async fn subscribers(&self) -> usize {
        self.hub.subscribers().await
    }
}

fn encode(event: &Event) -> String {
    String::from_utf8(wire_kit::encode::to_vec(event).expect("events always encode"))
        .expect("JSON is UTF-8")
}

/// A running server; see the [module docs](self).
#[derive(Debug)]
pub struct Server {
    addr: SocketAddr,
    events: Events,
    shutdown: Shutdown,
}

struct Core {
    layer: Arc<dyn Layer>,
    token: Secret,
    auth: AuthGate,
    limits: Limits,
    router: Router,
    events: Events,
    connections: AtomicU64,
    subscriptions: AtomicU64,
}

impl Server {
    /// Binds [`Options::listen`] and serves `router`. Refuses an empty
    /// token ([`std::io::ErrorKind::InvalidInput`]).
    pub async fn start(options: Options, router: Router) -> std::io::Result<Self> {
        check_token(&options.token)?;
        let listener = tokio::net::TcpListener::bind(options.listen).await?;
        Self::serve(listener, options, router)
    }

    /// Serves `router` on an already bound `listener`. Refuses an empty
    /// token ([`std::io::ErrorKind::InvalidInput`]).
    pub fn serve(
        listener: tokio::net::TcpListener,
        options: Options,
        router: Router,
    ) -> std::io::Result<Self> {
        Self::serve_with(listener, options, router, Plain)
    }

    /// Serves `router` on `listener` through `layer` (see [`Layer`]).
    /// Refuses an empty token ([`std::io::ErrorKind::InvalidInput`]).
    pub fn serve_with(
        listener: tokio::net::TcpListener,
        options: Options,
        router: Router,
        layer: impl Layer,
    ) -> std::io::Result<Self> {
        check_token(&options.token)?;
        let addr = listener.local_addr()?;
        let events = Events {
            hub: Arc::new(Hub::new(options.policy)),
            log: options.log,
        };
        let core = Arc::new(Core {
            layer: Arc::new(layer),
            token: options.token,
            auth: AuthGate::default(),
            limits: options.limits,
            router,
            events: events.clone(),
            connections: AtomicU64::new(0),
            subscriptions: AtomicU64::new(0),
        });
        let shutdown = serve(listener, options.limits, move |stream, _, stopping| {
            let core = core.clone();
            // Counted as the accept loop counts, so that the number is the
            // one of the `connection` span (feature `tracing`).
            let n = core.connections.fetch_add(1, Ordering::Relaxed) + 1;
            async move {
                let _ = Connection::run(core, n, stream, stopping).await;
            }
        });
        Ok(Self {
            addr,
            events,
            shutdown,
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The server's event side.
    pub fn events(&self) -> &Events {
        &self.events
    }

    /// Stops accepting, ends every connection after what is queued for it
    /// and waits up to [`Limits::drain`]; returns how many connections had
    /// to be aborted at the deadline.
    pub async fn shutdown(self) -> usize {
        let aborted = self.shutdown.shutdown();
        self.events.hub.close_all().await;
        aborted.await
    }
}

/// What a connection's writer sends.
enum Out {
    /// A response line, `\n`-terminated.
    Line(Vec<u8>),
    /// An event, wrapped in its push envelope on the way out.
    Event(Arc<str>),
    /// Close after what came before.
    Close,
}

/// The biggest batch a writer gathers before writing.
const BATCH: usize = 128 * 1024;

/// A hook around every connection of a [`Server`] (see
/// [`Server::serve_with`]). Both methods have defaults that leave the
/// server as it is.
pub trait Layer: Send + Sync + 'static {
    /// Sees each call after the handshake, in the order the connection
    /// sent them, before the server handles it. `Some(bytes)` are written
    /// as they are in place of the server's answer (empty: no answer), and
    /// the call goes no further; `None` lets the server handle it.
    fn call(&self, cx: &Context, request: &ClientRequest) -> Option<Vec<u8>> {
        let _ = (cx, request);
        None
    }

    /// Writes what a connection sends to its socket; called once per
    /// accepted connection, before the handshake. When the returned future
    /// ends, the connection ends. The default is
    /// [`Outgoing::write_batched`].
    fn write(
        &self,
        frames: Outgoing,
        socket: OwnedWriteHalf,
    ) -> Pin<Box<dyn Future<Output = std::io::Result<()>> + Send>> {
        Box::pin(frames.write_batched(socket))
    }
}

/// The layer of [`Server::serve`]: the defaults.
struct Plain;

impl Layer for Plain {}

/// One frame a connection sends.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum Outbound {
    /// A response line, `\n`-terminated.
    Line(Vec<u8>),
    /// An event push: the event's JSON, without its envelope
    /// ([`Outbound::to_line`] adds it).
    Event(Arc<str>),
}

impl Outbound {
    /// The frame as it goes on the wire, `\n`-terminated.
    pub fn to_line(&self) -> Vec<u8> {
        let mut line = Vec::new();
        self.write_to(&mut line);
        line
    }

    fn write_to(&self, buf: &mut Vec<u8>) {
        match self {
            Self::Line(line) => buf.extend_from_slice(line),
            Self::Event(text) => {
                buf.extend_from_slice(b"{\"kind\":\"event\",\"event\":");
                buf.extend_from_slice(text.as_bytes());
                buf.extend_from_slice(b"}\n");
            }
        }
    }
}

/// A connection's frames in the order it sends them, for [`Layer::write`].
#[derive(Debug)]
pub struct Outgoing {
    connection: u64,
    queue: mpsc::Receiver<Out>,
    closed: bool,
}

impl std::fmt::Debug for Out {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Line(_) => "Line",
            Self::Event(_) => "Event",
            Self::Close => "Close",
        })
    }
}

impl Outgoing {
    /// The connection's number, as [`Context::connection`] gives it.
    pub fn connection(&self) -> u64 {
        self.connection
    }

    /// The next frame; `None` once the connection is to close, after
    /// everything before.
    pub async fn next(&mut self) -> Option<Outbound> {
        if self.closed {
            return None;
        }
        let item = self.queue.recv().await;
        self.take(item)
    }

    /// A frame already queued, without waiting.
    pub fn try_next(&mut self) -> Option<Outbound> {
        if self.closed {
            return None;
        }
        let item = self.queue.try_recv().ok()?;
        self.take(Some(item))
    }

    fn take(&mut self, item: Option<Out>) -> Option<Outbound> {
        match item {
            Some(Out::Line(line)) => Some(Outbound::Line(line)),
            Some(Out::Event(text)) => Some(Outbound::Event(text)),
            Some(Out::Close) | None => {
                self.closed = true;
                None
            }
        }
    }

    /// Writes every frame to `socket`, in batches: whatever is queued at
    /// the moment (up to 128 KiB) goes out in one write; then shuts the
    /// socket's sending side.
    pub async fn write_batched(mut self, mut socket: OwnedWriteHalf) -> std::io::Result<()> {
        let mut buf = Vec::with_capacity(BATCH);
        while let Some(first) = self.next().await {
            first.write_to(&mut buf);
            while buf.len() < BATCH {
                match self.try_next() {
                    Some(frame) => frame.write_to(&mut buf),
                    None => break,
                }
            }
            socket.write_all(&buf).await?;
            buf.clear();
        }
        socket.shutdown().await
    }
}

struct Connection;

impl Connection {
    async fn run(
        core: Arc<Core>,
        number: u64,
        stream: TcpStream,
        mut stopping: Stopping,
    ) -> std::io::Result<()> {
        let _ = stream.set_nodelay(true);
        let (mut read, write) = stream.into_split();
        let (out, queue) = mpsc::channel::<Out>(1024);
        let frames = Outgoing {
            connection: number,
            queue,
            closed: false,
        };
        let mut writer = tokio::spawn(core.layer.write(frames, write));
        let mut written = false;
        let (closed_tx, closed) = watch::channel(false);
        let context = Context {
            connection: number,
            events: core.events.clone(),
            closed,
        };
        let mut conn = ServerConnection::new(core.token.clone());
        let mut frames = FrameDecoder::with_max_frame_len(core.limits.frame);
        let mut calls = JoinSet::new();
        let mut subscriptions: HashMap<String, tokio::task::AbortHandle> = HashMap::new();
        let mut feeds = JoinSet::new();
        let mut received = 0usize;
        let mut buf = vec![0u8; 64 * 1024];
        'read: loop {
            let n = tokio::select! {
                n = read.read(&mut buf) => n?,
                () = stopping.wait() => break,
                // The writer is done (the socket failed, or a layer ended
                // it): nothing more can be answered.
                _ = &mut writer, if !written => {
                    written = true;
                    break;
                }
                Some(_) = calls.join_next(), if !calls.is_empty() => continue,
                Some(_) = feeds.join_next(), if !feeds.is_empty() => continue,
            };
            if n == 0 {
                break;
            }
            received = received.saturating_add(n);
            if !conn.is_authenticated() && received > core.limits.handshake {
                #[cfg(feature = "tracing")]
                tracing::warn!(
                    limit = core.limits.handshake,
                    "connection closed: over the handshake limit before authenticating"
                );
                break;
            }
            frames.push(&buf[..n]);
            while let Some(item) = frames.next_line() {
                let action = match item {
                    Ok(frame) if !conn.is_authenticated() => {
                        core.auth.check(&mut conn, frame.text.as_bytes()).await
                    }
                    Ok(frame) => conn.on_frame(frame.text.as_bytes()),
                    Err(e) => {
                        #[cfg(feature = "tracing")]
                        if let crate::codec::FrameError::TooLarge { limit, .. } = e {
                            tracing::warn!(limit, "frame refused: over the limit");
                        }
                        conn.on_frame_error(&e)
                    }
                };
                let request = match action {
                    Action::Reply(line) => {
                        if out.send(Out::Line(line.into_bytes())).await.is_err() {
                            break 'read;
                        }
                        continue;
                    }
                    Action::ReplyAndClose(line) => {
                        trace::refused(conn.refusal());
                        let _ = out.send(Out::Line(line.into_bytes())).await;
                        break 'read;
                    }
                    Action::Dispatch(request) => request,
                };
                if let Some(answer) = core.layer.call(&context, &request) {
                    if !answer.is_empty() && out.send(Out::Line(answer)).await.is_err() {
                        break 'read;
                    }
                    continue;
                }
                let ClientRequest { id, command, .. } = request;
                let call = trace::Call::new(command.method(), &id);
                match command {
                    Command::EventSubscribe(cmd) => {
                        let n = core.subscriptions.fetch_add(1, Ordering::Relaxed) + 1;
                        let sub_id = format!("sub-{n}");
                        let handle = feeds.spawn(call.run(feed(
                            core.events.clone(),
                            out.clone(),
                            id,
                            sub_id.clone(),
                            cmd,
                        )));
                        subscriptions.insert(sub_id, handle);
                    }
                    Command::EventUnsubscribe(cmd) => {
                        let found = subscriptions.remove(cmd.subscription_id.as_str());
                        if let Some(handle) = &found {
                            handle.abort();
                        }
                        let result = EventUnsubscribeResult::new(
                            cmd.subscription_id.as_str(),
                            found.is_some(),
                        );
                        let line = call.now(|| response(id, Ok(result)));
                        let _ = out.send(Out::Line(line)).await;
                    }
                    Command::EventReplay(cmd) => {
                        let line = call.now(|| response(id, replay(core.events.log(), &cmd)));
                        let _ = out.send(Out::Line(line)).await;
                    }
                    command => match core.router.routes.get(command.method()).cloned() {
                        Some(handler) => {
                            let (cx, out) = (context.clone(), out.clone());
                            calls.spawn(call.run(async move {
                                let line = handler(cx, id, command).await;
                                let _ = out.send(Out::Line(line)).await;
                            }));
                        }
                        None => {
                            let error = ErrorObject::with_message(
                                ErrorCode::MethodNotFound,
                                "this server does not handle the method",
                            );
                            let line = call.now(|| response::<()>(id, Err(error)));
                            let _ = out.send(Out::Line(line)).await;
                        }
                    },
                }
            }
        }
        let _ = closed_tx.send(true);
        calls.abort_all();
        feeds.abort_all();
        if !written {
            let _ = out.send(Out::Close).await;
            drop(out);
            let _ = writer.await;
        }
        Ok(())
    }
}

/// Answers `event.subscribe`, replays from the log after `after_seq`, then
/// forwards live events until the subscription ends.
async fn feed(
    events: Events,
    out: mpsc::Sender<Out>,
    id: RequestId,
    subscription_id: String,
    cmd: EventSubscribeCommand,
) {
    let topics: Arc<[String]> = cmd.topics.clone().into();
    let thread = cmd.thread_id.as_ref().map(|t| t.as_str().to_owned());
    let log = events.log();
    let (last, replayed) = match &thread {
        Some(t) => {
            let last = log.retained(t).last;
            (
                Some(last),
                count(log, t, cmd.after_seq.get(), last, &topics),
            )
        }
        None => (None, 0),
    };
    let mut result = EventSubscribeResult::new(subscription_id).with_replayed_count(replayed);
    result.last_seq = last.filter(|l| *l > 0);
    if out.send(Out::Line(response(id, Ok(result)))).await.is_err() {
        return;
    }
    // The replay, in pieces and without the hub's lock: the log is the
    // backlog, nothing is copied per subscriber beyond the piece in hand.
    let mut at = cmd.after_seq.get();
    let mut piece = Vec::new();
    if let (Some(t), Some(last)) = (&thread, last) {
        while at < last {
            piece.clear();
            if log.read_after(t, at, 1024, &mut piece).is_err() || piece.is_empty() {
                break;
            }
            for (position, text) in &piece {
                if *position > last {
                    break;
                }
                at = *position;
                if selects(&topics, &kind_of(text))
                    && out.send(Out::Event(text.clone())).await.is_err()
                {
                    return;
                }
            }
        }
    }
    let (filter_thread, filter_topics) = (thread.clone(), topics.clone());
    let filter = move |f: &Frame| {
        filter_thread.as_deref().is_none_or(|t| *t == *f.stream) && selects(&filter_topics, &f.kind)
    };
    let (tail, mut live) = match &thread {
        Some(t) => match events.hub.subscribe_after(log, t, at, filter).await {
            Ok(pair) => pair,
            Err(_) => return,
        },
        None => (Vec::new(), events.hub.subscribe(filter).await),
    };
    for (_, text) in tail
        .iter()
        .filter(|(_, text)| selects(&topics, &kind_of(text)))
    {
        if out.send(Out::Event(text.clone())).await.is_err() {
            return;
        }
    }
    loop {
        match live.next().await {
            Ok(frame) => {
                if out.send(Out::Event(frame.text)).await.is_err() {
                    return;
                }
            }
            Err(Closed::Lagged) => {
                #[cfg(feature = "tracing")]
                tracing::warn!(
                    "subscription closed: the subscriber fell behind ({})",
                    Closed::Lagged
                );
                let _ = out.send(Out::Close).await;
                return;
            }
            Err(Closed::Shutdown) => return,
        }
    }
}

/// The server's spans and events (feature `tracing`); without the
/// feature, every piece here does nothing and costs nothing.
mod trace {
    use crate::jsonrpc::{ErrorCode, RequestId};
    use std::future::Future;

    /// One call's `call` span: `method`, `id`, `outcome` (`ok` or the
    /// error code) and `duration_ms`.
    pub(super) struct Call {
        #[cfg(feature = "tracing")]
        span: tracing::Span,
    }

    impl Call {
        pub(super) fn new(method: &str, id: &RequestId) -> Self {
            let _ = (method, id);
            Self {
                #[cfg(feature = "tracing")]
                span: tracing::info_span!(
                    target: "coderook_protocol::server",
                    "call",
                    method,
                    id = %id,
                    outcome = tracing::field::Empty,
                    duration_ms = tracing::field::Empty,
                ),
            }
        }

        /// Answers the call at once, inside its span.
        pub(super) fn now<T>(self, answer: impl FnOnce() -> T) -> T {
            #[cfg(feature = "tracing")]
            {
                let started = std::time::Instant::now();
                let out = self.span.in_scope(answer);
                let micros = started.elapsed().as_micros();
                self.span.record("duration_ms", micros as f64 / 1000.0);
                out
            }
            #[cfg(not(feature = "tracing"))]
            answer()
        }

        /// Runs the call's task inside its span, timed until it ends.
        pub(super) fn run<F: Future>(self, task: F) -> impl Future<Output = F::Output> {
            #[cfg(feature = "tracing")]
            return wire_kit::net::trace::timed(self.span, task);
            #[cfg(not(feature = "tracing"))]
            task
        }
    }

    /// Records a call's outcome on the current (`call`) span.
    pub(super) fn outcome(error: Option<ErrorCode>) {
        let _ = error;
        #[cfg(feature = "tracing")]
        {
            let span = tracing::Span::current();
            match error {
                None => span.record("outcome", "ok"),
                Some(code) => span.record("outcome", code.code()),
            };
        }
    }

    /// A refused handshake: why, never the token.
    pub(super) fn refused(why: Option<ErrorCode>) {
        #[cfg(feature = "tracing")]
        if let Some(code) = why {
            let reason = match code {
                ErrorCode::AuthenticationFailed => "authentication failed",
                _ => "the first frame was not core.authenticate",
            };
            tracing::warn!(
                target: "coderook_protocol::server",
                code = code.code(),
                "connection refused: {reason}"
            );
        }
        let _ = why;
    }
}

/// Whether `kind` is outside the event table: such events go to every
/// subscriber of their thread whatever its topics (topics cannot name a
/// type the client does not know).
fn is_other(kind: &str) -> bool {
    event_info(kind).is_none()
}

/// Whether `topics` select events of type `kind` (an empty list selects
/// all; `run.*` selects by prefix). A type outside the table is always
/// selected, as above.
fn selects(topics: &[String], kind: &str) -> bool {
    topics.is_empty()
        || is_other(kind)
        || topics.iter().any(|topic| match topic.strip_suffix('*') {
            Some(prefix) => kind.starts_with(prefix),
            None => topic == kind,
        })
}

/// The `type` of a logged event: read where the encoder writes it (first),
/// or parsed for an event kept whole, whose members may come in any order.
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

/// How many events of `thread` after `after` and up to `last` `selects`.
fn count(
    log: &dyn EventLog,
    thread: &str,
    after: Position,
    last: Position,
    topics: &[String],
) -> i64 {
    let (mut at, mut n, mut piece) = (after, 0i64, Vec::new());
    while at < last {
        piece.clear();
        if log.read_after(thread, at, 4096, &mut piece).is_err() || piece.is_empty() {
            break;
        }
        for (position, text) in &piece {
            if *position > last {
                return n;
            }
            at = *position;
            n += i64::from(selects(topics, &kind_of(text)));
        }
    }
    n
}

/// `event.replay`: one page of the thread's ledger as records.
fn replay(log: &dyn EventLog, cmd: &EventReplayCommand) -> Result<EventReplayResult, ErrorObject> {
    let thread = cmd.thread_id.as_str();
    let limit = usize::try_from(cmd.limit.get()).unwrap_or(1000);
    let mut page: Vec<Entry> = Vec::new();
    log.read_after(thread, cmd.after_seq.get(), limit, &mut page)
        .map_err(|_| {
            ErrorObject::with_message(ErrorCode::InternalError, "the event log could not be read")
        })?;
    let last = log.retained(thread).last;
    let has_more = page.last().is_some_and(|(p, _)| *p < last);
    let records = page
        .iter()
        .filter_map(|(seq, text)| {
            let payload: serde_json::Value = serde_json::from_str(text).ok()?;
            let ts = payload.get("ts").and_then(|t| t.as_str()).unwrap_or("1970-01-01T00:00:00Z");
            let record = serde_json::json!({
                "thread_id": thread, "seq": seq, "type": kind_of(text), "ts": ts, "payload": &payload,
            });
            wire_kit::from_value::<RuntimeEventRecord>("RuntimeEventRecord", &record).ok()
        })
        .collect();
    Ok(EventReplayResult::new(records, last, has_more))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn topics_select_by_prefix_or_name_and_unknown_types_always() {
        let topics = vec!["run.*".to_owned(), "llm.token".to_owned()];
        assert!(selects(&topics, "run.started"));
        assert!(selects(&topics, "llm.token"));
        assert!(!selects(&topics, "llm.usage"));
        assert!(selects(&[], "llm.usage"));
        assert!(selects(&["*".to_owned()], "llm.usage"));
        // Topics cannot name a type the client does not know.
        assert!(selects(&topics, "x.new"));
    }

    #[test]
    fn the_type_of_a_logged_event_is_read_first_or_parsed() {
        assert_eq!(kind_of(r#"{"type":"run.started","x":1}"#), "run.started");
        assert_eq!(kind_of(r#"{"x":1,"type":"run.started"}"#), "run.started");
        assert_eq!(kind_of("not json"), "");
    }
}
