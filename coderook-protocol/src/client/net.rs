//! The async client (feature `client`): typed calls on one connection, and
//! event streams that resume by themselves, each on a connection of its own.
//!
//! It is a thin layer over the crate's sans-IO pieces: the handshake line of
//! [`connection`](crate::connection), the NDJSON [`codec`](crate::codec),
//! the method table ([`METHODS`](crate::METHODS)) and the [`Cursor`] of
//! [`resume`](crate::resume).

use crate::codec::{DEFAULT_MAX_FRAME_LEN, DecodeFrameError, Frame, FrameDecoder, FrameError};
use crate::connection::authenticate_line;
use crate::jsonrpc::{ErrorCode, ErrorObject, RequestId, Response};
use crate::methods::{
    ClientRequest, Command, CommandResult, Method, decode_result, method_info, under_result,
};
use crate::resume::Cursor;
use crate::transport::{DEFAULT_HOST, DEFAULT_PORT, HOST_ENV, TOKEN_ENV, TOKEN_FILE};
use crate::{Event, EventSubscribeCommand, EventSubscribeResult, ServerMessage};
use std::collections::HashMap;
use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::sync::{mpsc, oneshot};
use wire_kit::Secret;
use wire_kit::net::{Backoff, NotLoopback, Received, UnknownEvent, require_loopback};

/// Where and how a [`Client`] or an [`EventStream`] connects.
///
/// `Debug` shows the address and the settings, never the token.
#[derive(Debug, Clone)]
pub struct ClientConfig {
    addr: SocketAddr,
    token: Secret,
    allow_remote: bool,
    connect_timeout: Duration,
    call_timeout: Option<Duration>,
    max_frame_len: usize,
    backoff: Backoff,
}

impl ClientConfig {
    /// Connect to `addr` (a loopback address, unless
    /// [`with_allow_remote`](Self::with_allow_remote)) with `token`.
    ///
    /// Defaults: 10 s to connect and authenticate, 60 s for a call's
    /// answer, frames up to [`DEFAULT_MAX_FRAME_LEN`], reconnect delays from
    /// 50 ms doubling to 5 s with jitter.
    pub fn new(addr: SocketAddr, token: Secret) -> Self {
        Self {
            addr,
            token,
            allow_remote: false,
            connect_timeout: Duration::from_secs(10),
            call_timeout: Some(Duration::from_secs(60)),
            max_frame_len: DEFAULT_MAX_FRAME_LEN,
            backoff: Backoff::default(),
        }
    }

    /// The daemon's own settings: the host `CODEROOK_HOST` names (it must
    /// be a loopback address; `127.0.0.1` when unset), port 7437, and the
    /// token from `CODEROOK_IPC_TOKEN` or else the file
    /// `~/.coderook/ipc-token`.
    pub fn from_env() -> Result<Self, Error> {
        let host = std::env::var(HOST_ENV).ok();
        let host = host.as_deref().map(str::trim).filter(|h| !h.is_empty());
        let ip: IpAddr = match host {
            None => DEFAULT_HOST
                .parse()
                .expect("the default host is an address"),
            Some(h) if !crate::transport::is_loopback_host(h) => {
                return Err(Error::Config(format!(
                    "{HOST_ENV}={h:?} is not a loopback address"
                )));
            }
            Some(h) if h.eq_ignore_ascii_case("localhost") => IpAddr::from([127, 0, 0, 1]),
            Some(h) => h
                .trim_start_matches('[')
                .trim_end_matches(']')
                .parse()
                .map_err(|_| Error::Config(format!("{HOST_ENV}={h:?} is not an address")))?,
        };
        let token = match std::env::var(TOKEN_ENV) {
            Ok(t) if !t.is_empty() => t,
            _ => {
                let home = std::env::var_os("HOME").ok_or_else(|| {
                    Error::Config(format!("no {TOKEN_ENV} and no HOME to find {TOKEN_FILE}"))
                })?;
                let path = std::path::Path::new(&home).join(TOKEN_FILE);
                let text = std::fs::read_to_string(&path).map_err(|e| {
                    Error::Config(format!("no {TOKEN_ENV}, and {}: {e}", path.display()))
                })?;
                text.trim().to_owned()
            }
        };
        Ok(Self::new(
            SocketAddr::new(ip, DEFAULT_PORT),
            Secret::new(token),
        ))
    }

    /// Allows an address that is not loopback. The token then travels in
    /// clear text over the network: only for a tunnel you trust.
    pub fn with_allow_remote(mut self, allow: bool) -> Self {
        self.allow_remote = allow;
        self
    }

    /// How long connecting and authenticating may take.
    pub fn with_connect_timeout(mut self, timeout: Duration) -> Self {
        self.connect_timeout = timeout;
        self
    }

    /// How long a call waits for its answer (waiting for a connection
    /// included); `None`: as long as it takes.
    pub fn with_call_timeout(mut self, timeout: Option<Duration>) -> Self {
        self.call_timeout = timeout;
        self
    }

    /// The longest frame accepted from the server; a longer one is skipped.
    pub fn with_max_frame_len(mut self, max: usize) -> Self {
        self.max_frame_len = max;
        self
    }

    /// The delays between reconnection attempts.
    pub fn with_backoff(mut self, backoff: Backoff) -> Self {
        self.backoff = backoff;
        self
    }

    /// The daemon's address.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

/// Why a connection could not be made or kept.
///
/// Neither `Debug` nor `Display` ever shows the token: an error the server
/// answered the handshake with is shown with any copy of the token in its
/// message replaced.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum Error {
    /// The address is not loopback and remote addresses were not allowed.
    NotLoopback(NotLoopback),
    /// [`ClientConfig::from_env`] found no usable address or token.
    Config(String),
    /// Connecting, reading or writing failed.
    Io {
        /// The daemon's address.
        addr: SocketAddr,
        /// What the system reported.
        error: Arc<std::io::Error>,
    },
    /// Connecting and authenticating took longer than the connect timeout.
    TimedOut {
        /// The daemon's address.
        addr: SocketAddr,
    },
    /// The server refused the token (`-32002`) or the handshake (`-32001`).
    Authentication(ErrorObject),
    /// The server did not answer the handshake as the contract says
    /// (closed the connection, sent another frame, another error).
    Handshake {
        /// The daemon's address.
        addr: SocketAddr,
        /// What went wrong.
        reason: String,
    },
    /// The client has stopped: every [`Client`] was dropped.
    Closed,
}

impl Error {
    /// Whether trying again cannot help (a refused token, an address not
    /// allowed, a bad configuration): the client stops instead of
    /// reconnecting.
    pub fn is_fatal(&self) -> bool {
        matches!(
            self,
            Self::NotLoopback(_) | Self::Config(_) | Self::Authentication(_) | Self::Closed
        )
    }

    fn io(addr: SocketAddr, error: std::io::Error) -> Self {
        Self::Io {
            addr,
            error: Arc::new(error),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotLoopback(e) => e.fmt(f),
            Self::Config(m) => write!(f, "Coderook client configuration: {m}"),
            Self::Io { addr, error } => write!(f, "Coderook daemon at {addr}: {error}"),
            Self::TimedOut { addr } => write!(
                f,
                "Coderook daemon at {addr}: no answer to the handshake in time"
            ),
            Self::Authentication(e) => write!(f, "Coderook authentication refused: {e}"),
            Self::Handshake { addr, reason } => {
                write!(f, "Coderook daemon at {addr}: handshake: {reason}")
            }
            Self::Closed => f.write_str("the Coderook client is closed"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Io { error, .. } => Some(&**error),
            Self::NotLoopback(e) => Some(e),
            Self::Authentication(e) => Some(e),
            _ => None,
        }
    }
}

/// Why a call has no result.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum CallError {
    /// The server answered with an error object.
    Server(ErrorObject),
    /// The server's `result` is not a valid instance of the method's result
    /// type (the error names its path under `result`).
    Decode(wire_kit::DecodeError),
    /// The connection was lost after the request was sent, and the method
    /// is not one that only reads ([`MethodInfo::read_only`](crate::MethodInfo::read_only)),
    /// so it was not sent again: it may have run.
    Interrupted {
        /// The request's method.
        method: &'static str,
    },
    /// No answer within the call timeout. `sent: false`: the request never
    /// left the client and will not; `sent: true`: it may have run.
    TimedOut {
        /// The request's method.
        method: &'static str,
        /// Whether the request was written to a connection.
        sent: bool,
    },
    /// The client stopped: a reconnection the server refused (the token),
    /// or every [`Client`] dropped.
    Connection(Error),
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Server(e) => e.fmt(f),
            Self::Decode(e) => e.fmt(f),
            Self::Interrupted { method } => write!(
                f,
                "{method}: the connection was lost after the request was sent; it may have run"
            ),
            Self::TimedOut {
                method,
                sent: false,
            } => write!(f, "{method}: timed out before the request was sent"),
            Self::TimedOut { method, sent: true } => {
                write!(f, "{method}: no answer in time; it may have run")
            }
            Self::Connection(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CallError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Server(e) => Some(e),
            Self::Decode(e) => Some(e),
            Self::Connection(e) => Some(e),
            _ => None,
        }
    }
}

/// One connection after its handshake: the socket and its frame decoder.
struct Conn {
    read: OwnedReadHalf,
    write: OwnedWriteHalf,
    frames: FrameDecoder,
    buf: Box<[u8]>,
}

const READ_CHUNK: usize = 64 * 1024;

impl Conn {
    /// The next line; `None` at the end of the stream (a last line without
    /// its line end is a frame the disconnect cut: it is dropped).
    /// Cancel-safe: a line is taken from the decoder only when returned.
    async fn next_line(&mut self) -> std::io::Result<Option<Result<Frame, FrameError>>> {
        loop {
            if let Some(item) = self.frames.next_line() {
                return Ok(Some(item));
            }
            let n = self.read.read(&mut self.buf).await?;
            if n == 0 {
                return Ok(None);
            }
            self.frames.push(&self.buf[..n]);
        }
    }
}

/// Connects and authenticates.
async fn open(config: &ClientConfig, auth_id: RequestId) -> Result<Conn, Error> {
    let addr = require_loopback(config.addr, config.allow_remote).map_err(Error::NotLoopback)?;
    let handshake = async {
        let stream = TcpStream::connect(addr)
            .await
            .map_err(|e| Error::io(addr, e))?;
        let _ = stream.set_nodelay(true);
        let (read, mut write) = stream.into_split();
        write
            .write_all(authenticate_line(auth_id.clone(), &config.token).as_bytes())
            .await
            .map_err(|e| Error::io(addr, e))?;
        let mut conn = Conn {
            read,
            write,
            frames: FrameDecoder::with_max_frame_len(config.max_frame_len),
            buf: vec![0; READ_CHUNK].into_boxed_slice(),
        };
        let refused = |reason: String| Error::Handshake { addr, reason };
        let line = match conn.next_line().await.map_err(|e| Error::io(addr, e))? {
            None => return Err(refused("the server closed the connection".into())),
            Some(Err(e)) => return Err(refused(e.to_string())),
            Some(Ok(line)) => line,
        };
        let response: Response<serde_json::Value> =
            wire_kit::from_str("Response", &line.text).map_err(|e| refused(e.to_string()))?;
        if response.id.as_ref().is_some_and(|id| *id != auth_id) {
            return Err(refused("the first answer is not the handshake's".into()));
        }
        match response.outcome {
            Ok(result) => match decode_result("core.authenticate", &result) {
                Some(Ok(_)) => Ok(conn),
                Some(Err(e)) => Err(refused(e.to_string())),
                None => unreachable!("core.authenticate is in the method table"),
            },
            Err(e)
                if matches!(
                    e.code,
                    ErrorCode::AuthenticationFailed | ErrorCode::AuthenticationRequired
                ) =>
            {
                Err(Error::Authentication(redact(e, &config.token)))
            }
            Err(e) => Err(refused(redact(e, &config.token).to_string())),
        }
    };
    tokio::time::timeout(config.connect_timeout, handshake)
        .await
        .map_err(|_| Error::TimedOut { addr })?
}

/// The server's error with any copy of the token in it replaced.
fn redact(mut error: ErrorObject, token: &Secret) -> ErrorObject {
    let token = token.expose();
    if !token.is_empty() {
        if error.message.contains(token) {
            error.message = error.message.replace(token, "[redacted]");
        }
        if error
            .data
            .as_ref()
            .is_some_and(|d| serde_json::to_string(d).is_ok_and(|t| t.contains(token)))
        {
            error.data = None;
        }
    }
    error
}

// ---- calls ---------------------------------------------------------------

/// A connection to a Coderook daemon for calls, shared by clones.
///
/// Calls go out on one connection, each paired with its answer by id and
/// its result typed by the method table. When the connection is lost, the
/// client connects again (with backoff) as soon as a call needs it; a call
/// that was waiting for its answer is sent again if its method only reads
/// ([`MethodInfo::read_only`](crate::MethodInfo::read_only)), and otherwise
/// ends with [`CallError::Interrupted`]: it may have run. If the server
/// refuses the token on a reconnection, the client stops and every call
/// ends with [`CallError::Connection`].
///
/// Event streams have connections of their own ([`Client::subscribe`]), so
/// a slow consumer of events never holds up a call. Events the server
/// pushes on the call connection (after an `event.subscribe` sent with
/// [`call`](Self::call)) are dropped.
///
/// Needs a tokio runtime; a task drives the connection until every clone
/// of the client is dropped.
#[derive(Debug, Clone)]
pub struct Client {
    calls: mpsc::Sender<Call>,
    shared: Arc<Shared>,
    config: ClientConfig,
}

#[derive(Debug, Default)]
struct Shared {
    next_id: AtomicU64,
    stopped: Mutex<Option<Error>>,
}

/// How many calls may wait for the connection before `call` itself waits.
const QUEUE: usize = 64;

const QUEUED: u8 = 0;
const SENT: u8 = 1;
const ABANDONED: u8 = 2;

/// A call on its way: its line, and where its answer goes.
#[derive(Debug)]
struct Call {
    id: RequestId,
    method: &'static str,
    read_only: bool,
    line: Vec<u8>,
    /// `QUEUED` → `SENT` (by the driver) or `ABANDONED` (by the caller).
    state: Arc<AtomicU8>,
    reply: oneshot::Sender<Result<serde_json::Value, CallError>>,
}

/// Marks a call abandoned when its caller stops waiting before it was sent.
struct Abandon(Arc<AtomicU8>);

impl Abandon {
    /// True when the call had not been sent, and now never will be.
    fn now(&self) -> bool {
        self.0
            .compare_exchange(QUEUED, ABANDONED, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
    }
}

impl Drop for Abandon {
    fn drop(&mut self) {
        self.now();
    }
}

impl Client {
    /// Connects and authenticates; fails if the daemon cannot be reached or
    /// refuses the token.
    pub async fn connect(config: ClientConfig) -> Result<Self, Error> {
        let shared = Arc::new(Shared::default());
        let conn = open(&config, auth_id(&shared)).await?;
        let (calls, rx) = mpsc::channel(QUEUE);
        let driver = Driver {
            config: config.clone(),
            rx,
            pending: HashMap::new(),
            waiting: Vec::new(),
            shared: shared.clone(),
            backoff: config.backoff.clone(),
        };
        tokio::spawn(driver.run(conn));
        Ok(Self {
            calls,
            shared,
            config,
        })
    }

    /// Calls method `M` and decodes its result as `M::Result`.
    ///
    /// ```no_run
    /// # async fn demo(client: &coderook_protocol::client::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// use coderook_protocol::{PingCommand, method};
    /// let pong = client.call::<method::Ping>(PingCommand::new("my-app/1.0")).await?;
    /// println!("daemon {} up {} ms", pong.server_version, pong.uptime_ms);
    /// # Ok(()) }
    /// ```
    pub async fn call<M: Method>(&self, params: M::Params) -> Result<M::Result, CallError>
    where
        M::Params: Into<Command>,
    {
        let value = self.send(params.into()).await?;
        let name = method_info(M::METHOD)
            .and_then(|info| info.result)
            .unwrap_or("JsonValue");
        wire_kit::from_value(name, &value).map_err(|e| CallError::Decode(under_result(e)))
    }

    /// Sends `command` and decodes its result by its method.
    pub async fn request(&self, command: Command) -> Result<CommandResult, CallError> {
        let method = command.method();
        let value = self.send(command).await?;
        decode_result(method, &value)
            .expect("a command's method is in the table")
            .map_err(CallError::Decode)
    }

    /// Opens an event stream on a connection of its own (see [`EventStream`]).
    pub async fn subscribe(&self, subscribe: EventSubscribeCommand) -> Result<EventStream, Error> {
        EventStream::open(self.config.clone(), subscribe).await
    }

    /// The configuration the client connects with.
    pub fn config(&self) -> &ClientConfig {
        &self.config
    }

    async fn send(&self, command: Command) -> Result<serde_json::Value, CallError> {
        let method = command.method();
        let read_only = method_info(method).is_some_and(|info| info.read_only);
        let n = self.shared.next_id.fetch_add(1, Ordering::Relaxed);
        let id = RequestId::from(format!("c-{n}"));
        let line = crate::codec::encode_frame(&ClientRequest::new(id.clone(), command));
        let state = Arc::new(AtomicU8::new(QUEUED));
        let abandon = Abandon(state.clone());
        let (reply, answer) = oneshot::channel();
        let call = Call {
            id,
            method,
            read_only,
            line,
            state,
            reply,
        };
        let work = async {
            self.calls.send(call).await.map_err(|_| self.stopped())?;
            answer.await.map_err(|_| self.stopped())?
        };
        match self.config.call_timeout {
            None => work.await,
            Some(limit) => match tokio::time::timeout(limit, work).await {
                Ok(outcome) => outcome,
                Err(_) => Err(CallError::TimedOut {
                    method,
                    sent: !abandon.now(),
                }),
            },
        }
    }

    fn stopped(&self) -> CallError {
        let reason = self.shared.stopped.lock().ok().and_then(|s| s.clone());
        CallError::Connection(reason.unwrap_or(Error::Closed))
    }
}

fn auth_id(shared: &Shared) -> RequestId {
    let n = shared.next_id.fetch_add(1, Ordering::Relaxed);
    RequestId::from(format!("auth-{n}"))
}

/// The task that owns the call connection.
struct Driver {
    config: ClientConfig,
    rx: mpsc::Receiver<Call>,
    /// Sent, waiting for their answers.
    pending: HashMap<RequestId, Call>,
    /// To send once connected, in order.
    waiting: Vec<Call>,
    shared: Arc<Shared>,
    backoff: Backoff,
}

impl Driver {
    async fn run(mut self, mut conn: Conn) {
        loop {
            if !self.serve(&mut conn).await {
                return;
            }
            self.interrupted();
            match self.reconnect().await {
                Ok(Some(next)) => conn = next,
                Ok(None) => return,
                Err(fatal) => return self.stop(fatal),
            }
        }
    }

    /// Serves one connection until it is lost (true) or every client is
    /// gone (false).
    async fn serve(&mut self, conn: &mut Conn) -> bool {
        for call in std::mem::take(&mut self.waiting) {
            if !self.write(conn, call).await {
                return true;
            }
        }
        loop {
            tokio::select! {
                line = conn.next_line() => match line {
                    Ok(Some(Ok(frame))) => self.on_frame(&frame),
                    // A line the codec refused answers no call we can name:
                    // its call ends by its timeout.
                    Ok(Some(Err(_))) => {}
                    Ok(None) | Err(_) => return true,
                },
                call = self.rx.recv() => match call {
                    Some(call) => {
                        if !self.write(conn, call).await {
                            return true;
                        }
                    }
                    None => return false,
                },
            }
        }
    }

    /// Writes a call unless its caller gave up; false when the write failed.
    async fn write(&mut self, conn: &mut Conn, call: Call) -> bool {
        if call.reply.is_closed() {
            return true;
        }
        match call
            .state
            .compare_exchange(QUEUED, SENT, Ordering::AcqRel, Ordering::Acquire)
        {
            Ok(_) | Err(SENT) => {}
            Err(_) => return true,
        }
        let written = conn.write.write_all(&call.line).await.is_ok();
        self.pending.insert(call.id.clone(), call);
        written
    }

    fn on_frame(&mut self, frame: &Frame) {
        let Ok(ServerMessage::Response(response)) = ServerMessage::from_json(frame.text.as_bytes())
        else {
            // An event push, or a frame that is no server message.
            return;
        };
        let Some(call) = response.id.and_then(|id| self.pending.remove(&id)) else {
            return;
        };
        let _ = call.reply.send(response.outcome.map_err(CallError::Server));
    }

    /// The connection is lost: calls that only read wait to be sent again,
    /// the others end as interrupted.
    fn interrupted(&mut self) {
        for (_, call) in self.pending.drain() {
            if call.reply.is_closed() {
                continue;
            }
            if call.read_only {
                self.waiting.push(call);
            } else {
                let _ = call.reply.send(Err(CallError::Interrupted {
                    method: call.method,
                }));
            }
        }
    }

    /// Connects again once a call needs it; `None` when every client is gone.
    async fn reconnect(&mut self) -> Result<Option<Conn>, Error> {
        loop {
            self.waiting.retain(|call| !call.reply.is_closed());
            if self.waiting.is_empty() {
                match self.rx.recv().await {
                    Some(call) => self.waiting.push(call),
                    None => return Ok(None),
                }
            }
            let delay = tokio::time::sleep(self.backoff.next_delay());
            tokio::pin!(delay);
            loop {
                tokio::select! {
                    () = &mut delay => break,
                    call = self.rx.recv() => match call {
                        Some(call) => self.waiting.push(call),
                        None => return Ok(None),
                    },
                }
            }
            match open(&self.config, auth_id(&self.shared)).await {
                Ok(conn) => {
                    self.backoff.reset();
                    return Ok(Some(conn));
                }
                Err(e) if e.is_fatal() => return Err(e),
                Err(_) => {}
            }
        }
    }

    /// Ends every call with `error` and stops.
    fn stop(mut self, error: Error) {
        if let Ok(mut stopped) = self.shared.stopped.lock() {
            *stopped = Some(error.clone());
        }
        self.rx.close();
        let mut calls: Vec<Call> = self.waiting.drain(..).collect();
        calls.extend(self.pending.drain().map(|(_, call)| call));
        while let Ok(call) = self.rx.try_recv() {
            calls.push(call);
        }
        for call in calls {
            let _ = call.reply.send(Err(CallError::Connection(error.clone())));
        }
    }
}

// ---- event streams ---------------------------------------------------------

/// An item of an [`EventStream`] that is not an event.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum StreamError {
    /// A line that is not a valid server frame: longer than the frame
    /// limit, not UTF-8, not JSON, or an event push whose event has a known
    /// `type` but breaks that event's schema. The stream goes on; a broken
    /// event with a ledger place still moves the resume position on, so it
    /// is reported once.
    Frame(DecodeFrameError),
    /// The server refused the subscription. The stream has ended.
    Refused(ErrorObject),
    /// The stream cannot connect again (the server refused the token). The
    /// stream has ended.
    Connection(Error),
}

impl fmt::Display for StreamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Frame(e) => e.fmt(f),
            Self::Refused(e) => write!(f, "event.subscribe refused: {e}"),
            Self::Connection(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for StreamError {}

/// The events of one `event.subscribe`, on a connection of its own, resumed
/// across disconnects.
///
/// [`next`](Self::next) reads the next event from the socket: nothing is
/// read ahead, so memory stays bounded (one read buffer and at most one
/// frame) however slowly the events are consumed. When the connection
/// drops, `next` connects again with backoff and sends the subscription
/// again from the [`Cursor`]: for a subscription with a `thread_id`, each
/// sequenced event (one with a ledger place, [`Event::ledger_seq`]) comes
/// exactly once and in order across any disconnect; a live-only event sent
/// while the stream was away is missed, and none comes twice. See
/// [`resume`](crate::resume).
///
/// Events of a type this crate does not know arrive as
/// [`Received::Unknown`], with every member; they never stop the stream.
pub struct EventStream {
    config: ClientConfig,
    subscribe: EventSubscribeCommand,
    cursor: Cursor,
    conn: Option<Conn>,
    /// A reconnection under way: kept across calls of `next`, so that one
    /// cancelled early goes on where it stopped.
    connecting: Option<Connecting>,
    /// The id of the `event.subscribe` whose answer has not come yet.
    awaiting: Option<RequestId>,
    subscription: Option<EventSubscribeResult>,
    backoff: Backoff,
    next_id: u64,
    connections: u64,
    ended: bool,
}

type Connecting = std::pin::Pin<Box<dyn std::future::Future<Output = Result<Conn, Error>> + Send>>;

impl fmt::Debug for EventStream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EventStream")
            .field("config", &self.config)
            .field("subscribe", &self.subscribe)
            .field("cursor", &self.cursor)
            .field("connected", &self.conn.is_some())
            .field("connections", &self.connections)
            .field("ended", &self.ended)
            .finish_non_exhaustive()
    }
}

impl EventStream {
    /// Connects, authenticates and sends `subscribe`; fails if the daemon
    /// cannot be reached or refuses the token. The server's answer to the
    /// subscription is read by [`next`](Self::next) (a refusal is its
    /// [`StreamError::Refused`]).
    pub async fn open(
        config: ClientConfig,
        subscribe: EventSubscribeCommand,
    ) -> Result<Self, Error> {
        let mut stream = Self {
            cursor: Cursor::new(&subscribe),
            backoff: config.backoff.clone(),
            config,
            subscribe,
            conn: None,
            connecting: None,
            awaiting: None,
            subscription: None,
            next_id: 0,
            connections: 0,
            ended: false,
        };
        let conn = stream.reconnect(Duration::ZERO).await?;
        stream.connected(conn);
        Ok(stream)
    }

    /// The next event, or a problem with the stream; `None` once the stream
    /// has ended (after [`StreamError::Refused`] or
    /// [`StreamError::Connection`]).
    ///
    /// Cancel-safe: dropping the future loses no event, and a reconnection
    /// it had begun goes on at the next call.
    pub async fn next(&mut self) -> Option<Result<Received<Event>, StreamError>> {
        loop {
            if self.ended {
                return None;
            }
            let Some(conn) = self.conn.as_mut() else {
                let delay = self.backoff.next_delay();
                match self.reconnect(delay).await {
                    Ok(conn) => self.connected(conn),
                    Err(e) if e.is_fatal() => {
                        self.ended = true;
                        return Some(Err(StreamError::Connection(e)));
                    }
                    Err(_) => {}
                }
                continue;
            };
            match conn.next_line().await {
                Ok(Some(Ok(frame))) => {
                    if let Some(item) = self.on_frame(frame) {
                        return Some(item);
                    }
                }
                Ok(Some(Err(e))) => {
                    return Some(Err(StreamError::Frame(DecodeFrameError::Frame(e))));
                }
                Ok(None) | Err(_) => self.conn = None,
            }
        }
    }

    /// Where the stream stands: the last sequenced event given out. Keep
    /// [`Cursor::after_seq`] to resume in another process.
    pub fn cursor(&self) -> &Cursor {
        &self.cursor
    }

    /// The server's answer to the latest `event.subscribe`, once read.
    pub fn subscription(&self) -> Option<&EventSubscribeResult> {
        self.subscription.as_ref()
    }

    /// How many connections the stream has made (1 until the first
    /// reconnection).
    pub fn connections(&self) -> u64 {
        self.connections
    }

    fn id(&mut self, prefix: &str) -> RequestId {
        self.next_id += 1;
        RequestId::from(format!("{prefix}-{}", self.next_id))
    }

    /// Waits for the reconnection under way, or begins one after `delay`:
    /// connect, authenticate, send the subscription from the cursor (which
    /// cannot move while there is no connection).
    async fn reconnect(&mut self, delay: Duration) -> Result<Conn, Error> {
        if self.connecting.is_none() {
            let config = self.config.clone();
            let auth = self.id("auth");
            let id = self.id("sub");
            let line = crate::codec::encode_frame(&ClientRequest::new(
                id.clone(),
                self.cursor.resubscribe(&self.subscribe),
            ));
            self.awaiting = Some(id);
            self.connecting = Some(Box::pin(async move {
                tokio::time::sleep(delay).await;
                let mut conn = open(&config, auth).await?;
                conn.write
                    .write_all(&line)
                    .await
                    .map_err(|e| Error::io(config.addr, e))?;
                Ok(conn)
            }));
        }
        let connecting = self.connecting.as_mut().expect("set above");
        let outcome = connecting.await;
        self.connecting = None;
        outcome
    }

    fn connected(&mut self, conn: Conn) {
        self.conn = Some(conn);
        self.connections += 1;
    }

    fn on_frame(&mut self, frame: Frame) -> Option<Result<Received<Event>, StreamError>> {
        match ServerMessage::from_json(frame.text.as_bytes()) {
            Ok(ServerMessage::Event(push)) => {
                if !self.cursor.admit(&push.event) {
                    return None;
                }
                self.backoff.reset();
                Some(Ok(received(push.event)))
            }
            Ok(ServerMessage::Response(response)) => {
                if response.id.is_none() || response.id != self.awaiting {
                    return None;
                }
                self.awaiting = None;
                match response.outcome {
                    Ok(result) => {
                        match wire_kit::from_value("EventSubscribeResult", &result) {
                            Ok(r) => self.subscription = Some(r),
                            Err(e) => {
                                return Some(Err(StreamError::Frame(DecodeFrameError::Decode {
                                    line: frame.line,
                                    error: under_result(e),
                                })));
                            }
                        }
                        None
                    }
                    Err(e) => {
                        self.ended = true;
                        self.conn = None;
                        Some(Err(StreamError::Refused(e)))
                    }
                }
            }
            Err(error) => {
                // A broken event keeps its place, read from the raw object,
                // so that a replay does not report it again.
                let raw = serde_json::from_str::<serde_json::Value>(&frame.text)
                    .ok()
                    .and_then(
                        |mut v| match v.get_mut("event").map(serde_json::Value::take) {
                            Some(serde_json::Value::Object(event)) => Some(event),
                            _ => None,
                        },
                    );
                if let Some(raw) = raw
                    && !self.cursor.admit(&Event::Other(raw))
                {
                    return None;
                }
                Some(Err(StreamError::Frame(DecodeFrameError::Decode {
                    line: frame.line,
                    error,
                })))
            }
        }
    }
}

/// A pushed event as the stream gives it out.
fn received(event: Event) -> Received<Event> {
    let position = event.ledger_seq();
    match event {
        Event::Other(object) => {
            let kind = object
                .get("type")
                .and_then(serde_json::Value::as_str)
                .unwrap_or_default()
                .to_owned();
            Received::Unknown(UnknownEvent::new(
                kind,
                position,
                serde_json::Value::Object(object),
            ))
        }
        known => Received::Known(known),
    }
}
