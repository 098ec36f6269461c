//! The async client (feature `client`): typed calls on one connection, and
//! event streams that resume by themselves, each on a connection of its own.
//!
//! It is a thin layer over the crate's sans-IO pieces: the handshake line of
//! [`connection`](crate::connection), the NDJSON [`codec`](crate::codec),
//! the method table ([`METHODS`](crate::METHODS)) and the [`Cursor`] of
//! [`resume`](crate::resume).

use crate::codec::{DEFAULT_MAX_FRAME_LEN, Frame, FrameDecoder, FrameError};
use crate::connection::authenticate_line;
use crate::jsonrpc::{ErrorCode, ErrorObject, RequestId, Response};
use crate::methods::{
    ClientRequest, Command, CommandResult, Method, decode_result, method_info, under_result,
};
use crate::resume::Cursor;
use crate::transport::{DEFAULT_HOST, DEFAULT_PORT, HOST_ENV, TOKEN_ENV, TOKEN_FILE};
use crate::{Event, EventSubscribeCommand, EventSubscribeResult, ServerMessage};
use futures_util::Stream;
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;
use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::sync::{mpsc, oneshot};
use wire_kit::net::follow::{Batch, Failed, Read, Source, Start};
use wire_kit::net::{Backoff, Following, Received, Repeats, UnknownEvent, require_loopback};
use wire_kit::{DecodeError, Secret};

/// Where and how a [`Client`] connects, decodes and resumes: the names and
/// types WorkerDeck's and Orion's clients use for the same settings, and
/// Coderook's own [`call_timeout`](Self::call_timeout).
///
/// The address and the token are set by [`new`](Self::new) or
/// [`from_env`](Self::from_env); every other field by its builder of the
/// same name, or directly. `Debug` shows the address and the settings,
/// never the token.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Options {
    addr: SocketAddr,
    token: Secret,
    /// How long connecting and authenticating may take (10 s).
    pub timeout: Duration,
    /// Resume an event stream whose connection has brought no frame for
    /// this long (none by default): a connection that died without a word
    /// (a half-open TCP connection) is otherwise never noticed, since a
    /// stream only reads. A quiet subscription just resumes from its
    /// position, and nothing is delivered twice.
    pub idle_timeout: Option<Duration>,
    /// The delays between reconnection attempts (50 ms doubling to 5 s,
    /// with jitter). An event stream's start again from the first only once
    /// an event is delivered; the call connection's, once a call is
    /// answered.
    pub backoff: Backoff,
    /// Failed connection attempts in a row after which an event stream
    /// gives up and ends (`None`, the default: never, so a stream rides out
    /// a daemon restart of any length).
    pub give_up_after: Option<usize>,
    /// Decode exactly what the contract declares: a member it does not
    /// declare, in a result or an event, and an event of a type this crate
    /// does not know are [`Error::Decode`]. Off by default: such members
    /// are ignored and such events are [`Received::Unknown`], so a newer
    /// daemon's additions do not break the client.
    pub strict: bool,
    /// Allow an address that is not loopback (off by default). The token
    /// then travels in clear text over the network: only for a tunnel you
    /// trust.
    pub allow_remote: bool,
    /// The longest frame accepted from the server
    /// ([`DEFAULT_MAX_FRAME_LEN`]); a longer one is skipped, an
    /// [`Error::TooLarge`] item on an event stream.
    pub max_frame_len: usize,
    /// How long a call waits for its answer, waiting for a connection
    /// included (60 s); `None`: as long as it takes.
    pub call_timeout: Option<Duration>,
}

impl Options {
    /// Connect to `addr` (a loopback address, unless
    /// [`allow_remote`](Self::allow_remote)) with `token`, and the
    /// defaults each field names.
    pub fn new(addr: SocketAddr, token: Secret) -> Self {
        Self {
            addr,
            token,
            timeout: Duration::from_secs(10),
            idle_timeout: None,
            backoff: Backoff::default(),
            give_up_after: None,
            strict: false,
            allow_remote: false,
            max_frame_len: DEFAULT_MAX_FRAME_LEN,
            call_timeout: Some(Duration::from_secs(60)),
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

    /// The daemon's address.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Sets [`timeout`](Self::timeout).
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Sets [`idle_timeout`](Self::idle_timeout) to `Some(limit)`.
    pub fn idle_timeout(mut self, limit: Duration) -> Self {
        self.idle_timeout = Some(limit);
        self
    }

    /// Sets [`backoff`](Self::backoff).
    pub fn backoff(mut self, backoff: Backoff) -> Self {
        self.backoff = backoff;
        self
    }

    /// Sets [`give_up_after`](Self::give_up_after).
    pub fn give_up_after(mut self, attempts: Option<usize>) -> Self {
        self.give_up_after = attempts;
        self
    }

    /// Sets [`strict`](Self::strict).
    pub fn strict(mut self, strict: bool) -> Self {
        self.strict = strict;
        self
    }

    /// Sets [`allow_remote`](Self::allow_remote).
    pub fn allow_remote(mut self, allow: bool) -> Self {
        self.allow_remote = allow;
        self
    }

    /// Sets [`max_frame_len`](Self::max_frame_len).
    pub fn max_frame_len(mut self, max: usize) -> Self {
        self.max_frame_len = max;
        self
    }

    /// Sets [`call_timeout`](Self::call_timeout).
    pub fn call_timeout(mut self, timeout: Option<Duration>) -> Self {
        self.call_timeout = timeout;
        self
    }
}

/// Why a call, a connection or an event stream failed: the kit's one
/// client error, whose [`Server`](wire_kit::net::client::Error::Server)
/// and [`Unauthorized`](wire_kit::net::client::Error::Unauthorized)
/// refusals hold the server's JSON-RPC [`ErrorObject`].
///
/// What this client makes of each variant:
///
/// - [`Config`](wire_kit::net::client::Error::Config): [`Options::from_env`]
///   found no usable address or token.
/// - [`NotLoopback`](wire_kit::net::client::Error::NotLoopback): the
///   address is not loopback and [`Options::allow_remote`] is off.
/// - [`Connect`](wire_kit::net::client::Error::Connect): connecting failed,
///   or the server did not answer the handshake as the contract says
///   (closed the connection, sent another frame, another error).
/// - [`Timeout`](wire_kit::net::client::Error::Timeout): connecting and
///   authenticating took longer than [`Options::timeout`], or a call had no
///   answer within [`Options::call_timeout`]. A call that does not only
///   read may have run if it was sent.
/// - [`Unauthorized`](wire_kit::net::client::Error::Unauthorized): the
///   server refused the token (`-32002`) or the handshake (`-32001`).
/// - [`Server`](wire_kit::net::client::Error::Server): the server answered
///   with an error object. On an event stream: it refused the
///   subscription, and the stream has ended.
/// - [`Decode`](wire_kit::net::client::Error::Decode): a result or an
///   event is not what the contract says (the error names its path); with
///   [`Options::strict`], also an undeclared member or an event of an
///   unknown type; on an event stream, also a line that is not UTF-8 or not
///   JSON. An event stream goes on after it.
/// - [`TooLarge`](wire_kit::net::client::Error::TooLarge): on an event
///   stream, a line over [`Options::max_frame_len`]; the stream goes on.
/// - [`ConnectionLost`](wire_kit::net::client::Error::ConnectionLost): the
///   connection was lost after the request was sent, and the method is not
///   one that only reads
///   ([`MethodInfo::read_only`](crate::MethodInfo::read_only)), so it was
///   not sent again.
/// - [`Closed`](wire_kit::net::client::Error::Closed): every [`Client`]
///   was dropped.
/// - [`Repeated`](wire_kit::net::client::Error::Repeated): on an event
///   stream, the server sent sequenced events whose ledger places are not
///   after the resume position, repeats of events delivered before, and
///   they were skipped. Said when a run of them starts on a connection and
///   after every 4096 more, so a server whose places went back, or that
///   sent a place far ahead of its ledger (up to `i64::MAX`, after which
///   nothing can follow), is never followed in silence. The stream goes on.
///
/// Neither `Debug` nor `Display` of an error this client hands out ever
/// shows the token: any copy of it the server quoted back (in an error
/// object, a handshake answer, a value a decode error quotes) is replaced.
pub type Error = wire_kit::net::client::Error<ErrorObject>;

/// Whether trying again cannot help (a refused token, an address not
/// allowed, a bad configuration): the client stops instead of reconnecting.
fn is_fatal(error: &Error) -> bool {
    matches!(
        error,
        Error::NotLoopback(_) | Error::Config(_) | Error::Unauthorized(_) | Error::Closed
    )
}

/// `error` with every copy of `token` in its text replaced. The server has
/// the token from the handshake and may quote it back: in an error object,
/// in a handshake answer, or in a value a decode error quotes
/// (`invalid type: string "…"`). Every error the client hands out passes
/// through here.
fn redacted(error: Error, token: &Secret) -> Error {
    let forms = spellings(token.expose());
    if forms.is_empty() {
        return error;
    }
    let text = |t: String| scrub(&t, &forms).unwrap_or(t);
    match error {
        Error::Config(m) => Error::Config(text(m)),
        Error::Connect(m) => Error::Connect(text(m)),
        Error::Disconnected(m) => Error::Disconnected(text(m)),
        Error::InvalidRequest(m) => Error::InvalidRequest(text(m)),
        Error::Status { status, body } => Error::Status {
            status,
            body: text(body),
        },
        Error::Unauthorized(e) => Error::Unauthorized(scrub_object(e, &forms)),
        Error::Server(e) => Error::Server(scrub_object(e, &forms)),
        Error::Decode(e) => match (scrub(e.path(), &forms), scrub(e.message(), &forms)) {
            (None, None) => Error::Decode(e),
            (path, message) => {
                let mut clean = DecodeError::new(
                    e.type_name(),
                    path.unwrap_or_else(|| e.path().to_owned()),
                    message.unwrap_or_else(|| e.message().to_owned()),
                );
                clean.set_position(e.line(), e.column());
                Error::Decode(clean)
            }
        },
        other => other,
    }
}

/// A line the frame decoder refused, as an event stream's item: one over
/// the limit is [`Error::TooLarge`], one that is not UTF-8 or not JSON a
/// [`Error::Decode`] of the server message it should have been.
fn frame_error(error: FrameError) -> Error {
    match error {
        FrameError::TooLarge { limit, .. } => Error::TooLarge { size: None, limit },
        other => Error::Decode(DecodeError::new("ServerMessage", "", other.to_string())),
    }
}

/// With `strict`, an error for the first member of `raw` that `typed` does
/// not encode (a member the contract does not declare).
fn declared(
    strict: bool,
    name: &'static str,
    raw: &Value,
    typed: &impl Serialize,
) -> Result<(), DecodeError> {
    if !strict {
        return Ok(());
    }
    let encoded = serde_json::to_value(typed).unwrap_or(Value::Null);
    match wire_kit::strict::undeclared(raw, &encoded) {
        Some(path) => Err(DecodeError::new(
            name,
            path,
            "a member the contract does not declare",
        )),
        None => Ok(()),
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
async fn open(config: &Options, auth_id: RequestId) -> Result<Conn, Error> {
    let addr = require_loopback(config.addr, config.allow_remote).map_err(Error::NotLoopback)?;
    let handshake = async {
        let stream = TcpStream::connect(addr)
            .await
            .map_err(|e| Error::Connect(format!("{addr}: {e}")))?;
        let _ = stream.set_nodelay(true);
        let (read, mut write) = stream.into_split();
        write
            .write_all(authenticate_line(auth_id.clone(), &config.token).as_bytes())
            .await
            .map_err(|e| Error::Connect(format!("{addr}: {e}")))?;
        let mut conn = Conn {
            read,
            write,
            frames: FrameDecoder::with_max_frame_len(config.max_frame_len),
            buf: vec![0; READ_CHUNK].into_boxed_slice(),
        };
        let refused = |reason: String| Error::Connect(format!("{addr}: handshake: {reason}"));
        let line = match conn
            .next_line()
            .await
            .map_err(|e| Error::Connect(format!("{addr}: {e}")))?
        {
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
                Err(Error::Unauthorized(e))
            }
            Err(e) => Err(refused(e.to_string())),
        }
    };
    tokio::time::timeout(config.timeout, handshake)
        .await
        .map_err(|_| Error::Timeout)?
        .map_err(|e| redacted(e, &config.token))
}

/// The ways a value can be spelled in an error's text: as it is, escaped
/// as in JSON, and escaped as a decode error quotes a string (Rust's
/// `{:?}`); empty when there is nothing to look for.
fn spellings(token: &str) -> Vec<String> {
    if token.is_empty() {
        return Vec::new();
    }
    let quoted = |q: String| q[1..q.len() - 1].to_owned();
    let mut forms = vec![
        token.to_owned(),
        quoted(serde_json::to_string(token).unwrap_or_default()),
        quoted(format!("{token:?}")),
    ];
    forms.sort();
    forms.dedup();
    forms
}

/// `text` with every spelling of the token replaced; `None` when it has none.
fn scrub(text: &str, forms: &[String]) -> Option<String> {
    forms.iter().any(|f| text.contains(f.as_str())).then(|| {
        forms
            .iter()
            .fold(text.to_owned(), |t, f| t.replace(f.as_str(), "[redacted]"))
    })
}

/// A server's error object with the token out of its message and, if
/// its data holds the token, without its data.
fn scrub_object(mut error: ErrorObject, forms: &[String]) -> ErrorObject {
    if let Some(message) = scrub(&error.message, forms) {
        error.message = message;
    }
    if error
        .data
        .as_ref()
        .is_some_and(|d| serde_json::to_string(d).is_ok_and(|t| scrub(&t, forms).is_some()))
    {
        error.data = None;
    }
    error
}
// ---- calls ---------------------------------------------------------------

/// Connects to the daemon at `addr` with `token` and default [`Options`].
pub async fn connect(addr: SocketAddr, token: Secret) -> Result<Client, Error> {
    Client::connect(Options::new(addr, token)).await
}

/// A connection to a Coderook daemon, shared by clones.
///
/// Calls go out on one connection, each paired with its answer by id and
/// its result typed by the method table. When the connection is lost, the
/// client connects again (with backoff) as soon as a call needs it; a call
/// that was waiting for its answer is sent again if its method only reads
/// ([`MethodInfo::read_only`](crate::MethodInfo::read_only)), and otherwise
/// ends with [`Error::ConnectionLost`]` { may_have_run: true }`. If the
/// server refuses the token on a reconnection, the client stops and every
/// call ends with that [`Error::Unauthorized`].
///
/// Event streams have connections of their own ([`Client::events`]), so a
/// slow consumer of events never holds up a call. Events the server pushes
/// on the call connection (after an `event.subscribe` sent with
/// [`call`](Self::call)) are dropped.
///
/// A call whose caller stops waiting (its timeout passed, or its future
/// was dropped) is let go at once: nothing of it stays in the client, and
/// its answer, if one comes later, is dropped. After a lost connection, the
/// client reconnects no faster than its backoff allows until a call is
/// answered: a server that accepts and closes without answering does not
/// get a reconnection storm.
///
/// Needs a tokio runtime; a task drives the connection until every clone
/// of the client is dropped.
#[derive(Debug, Clone)]
pub struct Client {
    calls: mpsc::Sender<Call>,
    cancels: mpsc::UnboundedSender<RequestId>,
    shared: Arc<Shared>,
    options: Options,
}

#[derive(Debug, Default)]
struct Shared {
    next_id: AtomicU64,
    stopped: Mutex<Option<Error>>,
    /// Calls the driver holds: sent and unanswered, or waiting to be sent.
    held: AtomicUsize,
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
    read_only: bool,
    line: Vec<u8>,
    /// `QUEUED` → `SENT` (by the driver) or `ABANDONED` (by the caller).
    state: Arc<AtomicU8>,
    reply: oneshot::Sender<Result<Value, Error>>,
}

/// Lets a call go when its caller stops waiting for it: one not yet sent is
/// marked abandoned (the driver drops it unsent); one sent is withdrawn
/// from the driver's table, which would otherwise hold it (its request
/// line included) until an answer that may never come.
struct Abandon {
    state: Arc<AtomicU8>,
    id: RequestId,
    cancels: mpsc::UnboundedSender<RequestId>,
    answered: bool,
}

impl Drop for Abandon {
    fn drop(&mut self) {
        if self.answered {
            return;
        }
        let unsent = self
            .state
            .compare_exchange(QUEUED, ABANDONED, Ordering::AcqRel, Ordering::Acquire)
            .is_ok();
        if !unsent {
            let _ = self.cancels.send(self.id.clone());
        }
    }
}

impl Client {
    /// Connects and authenticates; fails if the daemon cannot be reached or
    /// refuses the token.
    pub async fn connect(options: Options) -> Result<Self, Error> {
        let shared = Arc::new(Shared::default());
        let conn = open(&options, auth_id(&shared)).await?;
        let (calls, rx) = mpsc::channel(QUEUE);
        let (cancels, cancelled) = mpsc::unbounded_channel();
        let driver = Driver {
            options: options.clone(),
            rx,
            cancelled,
            pending: HashMap::new(),
            waiting: Vec::new(),
            shared: shared.clone(),
            backoff: options.backoff.clone(),
        };
        tokio::spawn(driver.run(conn));
        Ok(Self {
            calls,
            cancels,
            shared,
            options,
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
    pub async fn call<M: Method>(&self, params: M::Params) -> Result<M::Result, Error>
    where
        M::Params: Into<Command>,
    {
        let typed = async {
            let value = self.send(params.into()).await?;
            let name = method_info(M::METHOD)
                .and_then(|info| info.result)
                .unwrap_or("JsonValue");
            let result: M::Result =
                wire_kit::from_value(name, &value).map_err(|e| Error::Decode(under_result(e)))?;
            declared(self.options.strict, name, &value, &result)
                .map_err(|e| Error::Decode(under_result(e)))?;
            Ok(result)
        };
        typed
            .await
            .map_err(|e: Error| redacted(e, &self.options.token))
    }

    /// Sends `command` and decodes its result by its method.
    pub async fn request(&self, command: Command) -> Result<CommandResult, Error> {
        let typed = async {
            let method = command.method();
            let value = self.send(command).await?;
            let result = decode_result(method, &value)
                .expect("a command's method is in the table")
                .map_err(Error::Decode)?;
            let name = method_info(method)
                .and_then(|info| info.result)
                .unwrap_or("JsonValue");
            declared(self.options.strict, name, &value, &result)
                .map_err(|e| Error::Decode(under_result(e)))?;
            Ok(result)
        };
        typed
            .await
            .map_err(|e: Error| redacted(e, &self.options.token))
    }

    /// The events of `subscribe`, on a connection of their own, resumed
    /// across disconnects (see [`Events`]). The connection is made when the
    /// stream is first polled.
    pub fn events(&self, subscribe: EventSubscribeCommand) -> Events {
        Events::new(self.options.clone(), subscribe)
    }

    /// The options the client connects with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// How many calls the client holds for an answer: sent and not yet
    /// answered, or waiting for a connection to be sent on. A call whose
    /// caller stopped waiting is not counted: it is let go as soon as the
    /// task that drives the connection sees it (at once, unless that task
    /// is between two connections, then at the next attempt).
    pub fn calls_in_flight(&self) -> usize {
        self.shared.held.load(Ordering::SeqCst)
    }

    async fn send(&self, command: Command) -> Result<Value, Error> {
        let read_only = method_info(command.method()).is_some_and(|info| info.read_only);
        let n = self.shared.next_id.fetch_add(1, Ordering::Relaxed);
        let id = RequestId::from(format!("c-{n}"));
        let line = crate::codec::encode_frame(&ClientRequest::new(id.clone(), command));
        let state = Arc::new(AtomicU8::new(QUEUED));
        let mut abandon = Abandon {
            state: state.clone(),
            id: id.clone(),
            cancels: self.cancels.clone(),
            answered: false,
        };
        let (reply, answer) = oneshot::channel();
        let call = Call {
            id,
            read_only,
            line,
            state,
            reply,
        };
        let work = async {
            self.calls.send(call).await.map_err(|_| self.stopped())?;
            answer.await.map_err(|_| self.stopped())?
        };
        let outcome = match self.options.call_timeout {
            None => work.await,
            Some(limit) => tokio::time::timeout(limit, work)
                .await
                .unwrap_or(Err(Error::Timeout)),
        };
        // Any other outcome means the driver has already let the call go.
        abandon.answered = !matches!(outcome, Err(Error::Timeout));
        outcome
    }

    fn stopped(&self) -> Error {
        let reason = self.shared.stopped.lock().ok().and_then(|s| s.clone());
        reason.unwrap_or(Error::Closed)
    }
}

fn auth_id(shared: &Shared) -> RequestId {
    let n = shared.next_id.fetch_add(1, Ordering::Relaxed);
    RequestId::from(format!("auth-{n}"))
}

/// The task that owns the call connection.
struct Driver {
    options: Options,
    rx: mpsc::Receiver<Call>,
    /// Calls whose callers stopped waiting after they were sent.
    cancelled: mpsc::UnboundedReceiver<RequestId>,
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
            self.count();
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
                Some(id) = self.cancelled.recv() => {
                    self.pending.remove(&id);
                }
            }
        }
    }

    /// Publishes how many calls are held, for [`Client::calls_in_flight`].
    fn count(&self) {
        self.shared
            .held
            .store(self.pending.len() + self.waiting.len(), Ordering::SeqCst);
    }

    /// Writes a call unless its caller gave up; false when the write failed.
    async fn write(&mut self, conn: &mut Conn, mut call: Call) -> bool {
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
        if !call.read_only {
            // Only a call that reads is ever sent again.
            call.line = Vec::new();
        }
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
        // An answer is progress: the connection works.
        self.backoff.reset();
        let _ = call.reply.send(response.outcome.map_err(Error::Server));
    }

    /// The connection is lost: calls that only read wait to be sent again,
    /// the others end as lost.
    fn interrupted(&mut self) {
        for (_, call) in self.pending.drain() {
            if call.reply.is_closed() {
                continue;
            }
            if call.read_only {
                self.waiting.push(call);
            } else {
                let _ = call
                    .reply
                    .send(Err(Error::ConnectionLost { may_have_run: true }));
            }
        }
    }

    /// Connects again once a call needs it; `None` when every client is
    /// gone. The backoff is not reset here: a connection that the server
    /// accepts and then closes without an answer is no progress.
    async fn reconnect(&mut self) -> Result<Option<Conn>, Error> {
        loop {
            self.waiting.retain(|call| !call.reply.is_closed());
            self.count();
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
            match open(&self.options, auth_id(&self.shared)).await {
                Ok(conn) => return Ok(Some(conn)),
                Err(e) if is_fatal(&e) => return Err(e),
                Err(_) => {}
            }
        }
    }

    /// Ends every call with `error` and stops.
    fn stop(mut self, error: Error) {
        self.shared.held.store(0, Ordering::SeqCst);
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
            let _ = call.reply.send(Err(error.clone()));
        }
    }
}

// ---- event streams ---------------------------------------------------------

/// An item of [`Events`].
pub type EventItem = Result<Received<Event>, Error>;

/// The events of one `event.subscribe`, on a connection of its own, resumed
/// across disconnects: a [`Stream`](https://docs.rs/futures-core/0.3/futures_core/stream/trait.Stream.html) of [`EventItem`]s.
///
/// It stands on the kit's reconnecting loop,
/// [`Following`](wire_kit::net::Following) (see [`wire_kit::net::follow`]
/// for its delays, counts, and positions moved on delivery), with
/// Coderook's own part:
///
/// - **Resuming.** When the connection drops, the stream connects again
///   with the [`Options::backoff`] delays and sends the subscription again
///   from its [`Cursor`]: for a subscription with a `thread_id`, each
///   sequenced event (one with a ledger place, [`Event::ledger_seq`]) comes
///   exactly once and in order across any disconnect; a live-only event
///   sent while the stream was away is missed, and none comes twice. See
///   [`resume`](crate::resume). The delays start again from the first only
///   once an event is delivered: a server that accepts, authenticates and
///   closes, or sends only what the stream refuses or has already given,
///   never gets a reconnection storm.
/// - **Forward compatible.** An event of a type this crate does not know
///   arrives as [`Received::Unknown`] with every member, its `ledger_seq`
///   as `position`; one with a place moves the resume position like any
///   other. With [`Options::strict`] it is an [`Error::Decode`] item
///   instead (its place is still passed, so it is reported once).
/// - **Errors that do not end the stream**: a line over the frame limit
///   ([`Error::TooLarge`]); a line that is not UTF-8 or not JSON, an event
///   that breaks its type's schema, or one of an unknown type with a
///   `ledger_seq` that is no place (`1..=i64::MAX`) ([`Error::Decode`]). None of these moves the resume
///   position: a frame refused says nothing about its place that can be
///   trusted, so the events after it still come, and it is reported each
///   time a replay brings it. Sequenced events at or before the resume
///   position are skipped as repeats, and a run of them is reported
///   ([`Error::Repeated`]). The stream ends after an `Err` only when the
///   server refuses the subscription ([`Error::Server`]) or the token
///   ([`Error::Unauthorized`]), or after [`Options::give_up_after`] failed
///   attempts in a row (the last one's error); other failures to connect
///   are retried without an item.
/// - **Silence is noticed.** With [`Options::idle_timeout`], a connection
///   that brings no frame for that long is dropped and the subscription
///   resumed from its position, as after a disconnect.
/// - **Bounded memory.** The socket is read only while the stream is
///   polled: one read buffer (64 KiB) and the events decoded from one read
///   ([`queued`](Self::queued)) are held, however slowly the events are
///   consumed.
///
/// Dropping a `next()` future loses nothing: the stream keeps its place,
/// and a reconnection it had begun goes on at the next poll.
pub struct Events {
    following: Following<EventItem>,
    subscription: Arc<Mutex<Option<EventSubscribeResult>>>,
}

impl fmt::Debug for Events {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Events")
            .field("connections", &self.connections())
            .field("position", &self.position())
            .finish_non_exhaustive()
    }
}

impl Events {
    fn new(options: Options, subscribe: EventSubscribeCommand) -> Self {
        let subscription = Arc::new(Mutex::new(None));
        let cursor = Cursor::new(&subscribe);
        let start = Start::new(options.backoff.clone(), cursor.after_seq())
            .give_up_after(options.give_up_after);
        let source = Subscribed {
            options,
            subscribe,
            cursor,
            awaiting: None,
            next_id: 0,
            subscription: subscription.clone(),
            repeats: Repeats::default(),
        };
        Self {
            following: Following::new(source, start),
            subscription,
        }
    }

    /// How many connections the stream has made.
    pub fn connections(&self) -> usize {
        self.following.connections()
    }

    /// How many of them were reconnections.
    pub fn reconnects(&self) -> usize {
        self.following.reconnects()
    }

    /// The ledger place of the last sequenced event delivered (or the
    /// subscription's own `after_seq`): where a reconnection resumes. Keep
    /// it to resume in another process.
    pub fn position(&self) -> i64 {
        self.following.position()
    }

    /// Items judged and not yet handed out: those of one frame at most.
    pub fn queued(&self) -> usize {
        self.following.queued()
    }

    /// The server's answer to the latest `event.subscribe`, once read.
    pub fn subscription(&self) -> Option<EventSubscribeResult> {
        self.subscription
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

impl Stream for Events {
    type Item = EventItem;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<EventItem>> {
        Pin::new(&mut self.following).poll_next(cx)
    }
}

/// Coderook's half of [`Events`]: the subscription, resumed from its
/// cursor, and how each frame is judged.
struct Subscribed {
    options: Options,
    subscribe: EventSubscribeCommand,
    cursor: Cursor,
    /// The id of the `event.subscribe` whose answer has not come yet.
    awaiting: Option<RequestId>,
    next_id: u64,
    subscription: Arc<Mutex<Option<EventSubscribeResult>>>,
    /// Sequenced events skipped in a row on this connection as repeats.
    repeats: Repeats,
}

impl Source for Subscribed {
    type Conn = Conn;
    type Item = EventItem;

    /// Connects, authenticates and sends the subscription from the cursor.
    async fn open(&mut self) -> Result<Conn, Failed<EventItem>> {
        let auth = self.id("auth");
        let id = self.id("sub");
        let line = crate::codec::encode_frame(&ClientRequest::new(
            id.clone(),
            self.cursor.resubscribe(&self.subscribe),
        ));
        let subscribed = async {
            let mut conn = open(&self.options, auth).await?;
            conn.write
                .write_all(&line)
                .await
                .map_err(|e| Error::Disconnected(format!("sending the subscription: {e}")))?;
            Ok::<_, Error>(conn)
        };
        match subscribed.await {
            Ok(conn) => {
                self.awaiting = Some(id);
                self.repeats.reset();
                Ok(conn)
            }
            Err(e) => {
                let e = redacted(e, &self.options.token);
                // The stream resumes on its own across a daemon restart.
                Err(if is_fatal(&e) {
                    Failed::fatal(Err(e))
                } else {
                    Failed::quiet(Err(e))
                })
            }
        }
    }

    /// One read into the connection's line buffer; [`Source::next`]
    /// judges its lines.
    async fn read(&mut self, conn: &mut Conn, _: &mut Batch<EventItem>) -> Read {
        let read = conn.read.read(&mut conn.buf);
        let read = match self.options.idle_timeout {
            None => read.await,
            // Silent too long: the connection may be dead without a word,
            // so it is dropped and the subscription resumed.
            Some(limit) => match tokio::time::timeout(limit, read).await {
                Ok(read) => read,
                Err(_) => return Read::Closed,
            },
        };
        match read {
            Ok(0) | Err(_) => Read::Closed,
            Ok(n) => {
                conn.frames.push(&conn.buf[..n]);
                Read::Open
            }
        }
    }

    /// Judges the next complete line buffered (the handshake's read may
    /// have brought some along), with the position it leaves;
    /// [`Read::End`] after a refused subscription (what follows it is not
    /// read).
    fn next(&mut self, conn: &mut Conn, out: &mut Batch<EventItem>) -> Option<Read> {
        let item = match conn.frames.next_line()? {
            Ok(frame) => self.on_frame(frame, out),
            Err(e) => Some(Err(frame_error(e))),
        };
        let Some(item) = item else {
            return Some(Read::Open);
        };
        // On an event stream, a server's error object is its refusal.
        let refused = matches!(item, Err(Error::Server(_)));
        let item = item.map_err(|e| redacted(e, &self.options.token));
        out.push(item, Some(self.cursor.after_seq()));
        Some(if refused { Read::End } else { Read::Open })
    }
}

impl Subscribed {
    fn id(&mut self, prefix: &str) -> RequestId {
        self.next_id += 1;
        RequestId::from(format!("{prefix}-{}", self.next_id))
    }

    /// The item `frame` makes, if any; an event new to the consumer is
    /// progress.
    fn on_frame(&mut self, frame: Frame, out: &mut Batch<EventItem>) -> Option<EventItem> {
        match frame.decode::<ServerMessage>("ServerMessage") {
            Ok(ServerMessage::Event(push)) => {
                if let Event::Other(object) = &push.event
                    && object.get("ledger_seq").is_some_and(|seq| !seq.is_null())
                    && push.event.ledger_seq().is_none()
                {
                    // The typed events' decoders refuse such a place; an
                    // unknown type's is checked here, to the same rule.
                    return Some(Err(Error::Decode(DecodeError::new(
                        "Event",
                        "ledger_seq",
                        "a ledger place is an integer from 1 to 2^63 - 1",
                    ))));
                }
                if !self.cursor.admit(&push.event) {
                    return self.repeated(&push.event).map(Err);
                }
                self.repeats.reset();
                out.progress();
                Some(self.received(push.event, &frame))
            }
            Ok(ServerMessage::Response(response)) => {
                if response.id.is_none() || response.id != self.awaiting {
                    return None;
                }
                self.awaiting = None;
                let result = match response.outcome {
                    Ok(result) => result,
                    Err(e) => return Some(Err(Error::Server(e))),
                };
                match wire_kit::from_value::<EventSubscribeResult>("EventSubscribeResult", &result)
                {
                    Ok(r) => {
                        *self.subscription.lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
                        None
                    }
                    Err(e) => Some(Err(Error::Decode(under_result(e)))),
                }
            }
            // A frame refused never moves the position: what it says of its
            // place cannot be trusted (`"ledger_seq":2,"ledger_seq":1000`
            // reads as 1000 to a lenient parser, and moving there would
            // drop 2..1000 as repeats). It is reported each time it comes.
            Err(error) => Some(Err(Error::Decode(error))),
        }
    }

    /// An event skipped as a repeat: the report, when [`Repeats`] says one
    /// is due.
    fn repeated(&mut self, event: &Event) -> Option<Error> {
        let position = self.cursor.position(event)?;
        let skipped = self.repeats.skipped()?;
        Some(Error::Repeated {
            position,
            resume: self.cursor.after_seq(),
            skipped,
        })
    }

    /// A pushed event as the stream gives it out.
    fn received(&self, event: Event, frame: &Frame) -> EventItem {
        let position = event.ledger_seq();
        match event {
            Event::Other(object) => {
                let kind = object
                    .get("type")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned();
                if self.options.strict {
                    return Err(Error::Decode(DecodeError::new(
                        "Event",
                        "type",
                        format!("{kind:?} is not an event type of the contract"),
                    )));
                }
                Ok(Received::Unknown(UnknownEvent::new(
                    kind,
                    position,
                    Value::Object(object),
                )))
            }
            known => {
                if self.options.strict {
                    let raw = serde_json::from_str::<Value>(&frame.text)
                        .map(|mut v| v["event"].take())
                        .unwrap_or(Value::Null);
                    declared(true, "Event", &raw, &known).map_err(Error::Decode)?;
                }
                Ok(Received::Known(known))
            }
        }
    }
}
