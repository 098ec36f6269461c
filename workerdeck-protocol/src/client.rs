//! A WorkerDeck client (feature `client`): typed REST calls from
//! [`routes::ROUTES`], and the session and queue WebSockets as streams that
//! re-attach by themselves.
//!
//! # Quickstart
//!
//! ```
//! use futures_util::StreamExt;
//! use workerdeck_protocol::client::{self, Received};
//! use workerdeck_protocol::{CreateSessionRequest, ServerFrame, SessionCommand as Cmd, mock};
//! use workerdeck_protocol::{TextOutput, ToolCallResultCommand, ToolExecutionOutput as Out};
//! use workerdeck_protocol::UserMessageCommand;
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let server = mock::Server::start(mock::Options::default()).await?;
//! let client = client::connect(&server.url()).await?;
//! let created = client.create_session(&CreateSessionRequest::new("/tmp")).await?;
//! let mut session = client.attach(&created.session.id).await?;
//! session.send(Cmd::UserMessage(UserMessageCommand::new("hi"))).await?;
//! while let Some(item) = session.next().await {
//!     let frame = match item {
//!         Ok(frame) => frame,
//!         // A drop, a refused frame, a server of another version: said,
//!         // and the stream goes on.
//!         Err(e) => {
//!             eprintln!("{e}");
//!             continue;
//!         }
//!     };
//!     match frame {
//!         Received::Known(ServerFrame::Event(e)) => {
//!             println!("{} {}", e.event.seq, e.event.kind());
//!             if e.event.kind() == "permission_requested" {
//!                 break;
//!             }
//!         }
//!         Received::Known(ServerFrame::ToolCallRequest(call)) => {
//!             let output = Out::Text(TextOutput::new("2"));
//!             let answer = ToolCallResultCommand::new(call.execution_id.clone(), output);
//!             session.send(Cmd::ToolCallResult(answer)).await?;
//!         }
//!         Received::Known(_) => {} // attached, tool_call_canceled, protocol_error
//!         Received::Unknown(u) => println!("{:?} {} (a newer server's)", u.position, u.kind),
//!     }
//! }
//! # Ok(())
//! # }
//! ```
//!
//! # The session stream
//!
//! [`Client::attach`] gives a [`Session`]: a `Stream` of
//! `Result<Received<ServerFrame>, Error>` and a [`Session::send`] for
//! commands (or a [`Sender`], [`Session::sender`], to send from another
//! task). Each item is a whole server frame, so one `match` covers the
//! session's events (`ServerFrame::Event`) and the frames a client must act
//! on (`ToolCallRequest`, `ToolCallCanceled`, `ProtocolError`, and the
//! `Attached` frame that opens every connection, first one and re-attaches
//! alike).
//!
//! The loop that re-attaches is [`wire_kit::net::follow`]'s (delays,
//! giving up, counts, positions moved on delivery, bounded memory); what is
//! WorkerDeck's own:
//!
//! - **Exactly once, in order.** Events go through a [`SessionLog`]: after a
//!   drop the stream re-attaches with `afterSeq` = the last `seq` it
//!   judged, skips repeats, and re-attaches again on a gap.
//!   [`Session::position`] is the `afterSeq` as of the last item handed
//!   out; [`Session::reconnects`] counts the re-attaches.
//! - **Every re-attach is said, and paced.** Whatever makes the stream
//!   re-attach is an `Err` item first, and the stream goes on after it:
//!   [`Error::Disconnected`] (the server closed the socket, a read failed,
//!   or [`Options::idle_timeout`] passed), [`Error::TooLarge`] (a
//!   message over [`Options::max_frame_len`]: one rule, whatever its
//!   header announces, nothing of it is read), [`Error::Gap`] (events
//!   skipped), and each failed attempt's own error (a 4xx answer ends the
//!   stream; [`Options::give_up_after`] failures in a row end it too). The
//!   [`Options::backoff`] delays start again from the first only when an
//!   event reaches the consumer, not on an `attached` frame: a server that
//!   attaches and closes, or skips events, every time is not reconnected
//!   to in a loop.
//! - **Positions are checked.** A `seq` or `replayingFrom` no server can
//!   send (past 2^53 − 1, see [`SessionLog::MAX_SEQ`]) is an
//!   `Err(Error::OutOfRange)` item; the frame is not delivered and the
//!   position does not move.
//! - **Forward compatible.** A frame that does not decode because its event
//!   type (or frame type) is one this crate does not know is delivered as
//!   [`Received::Unknown`], with the event's `seq` as its `position`; the
//!   log moves on past it. Undeclared members are ignored (a TypeScript
//!   value parsed at run time is an open object). With
//!   [`Options::strict`] the exact decoders run instead: an undeclared
//!   member or an unknown type is an `Err(Error::Decode)` item (the log
//!   still moves past an event's `seq`), and the stream goes on.
//! - **Protocol version.** An `attached` frame whose `protocolVersion` is not
//!   [`PROTOCOL_VERSION`] yields one
//!   `Err(Error::Version { .. })` item just before it, and the stream
//!   goes on; [`Session::protocol_version`] reads the server's.
//! - **A loss is said.** An `attached` frame replaying from later than the
//!   stream holds yields an `Err(Error::Lost { .. })` item just before it;
//!   the position moves past the lost events with it.
//! - **Bridged tool calls.** [`Session::send`] keeps the last
//!   `tool_call_result`/`tool_call_error` per `executionId` until the log
//!   shows that execution's `execution_result`/`execution_failed` (or a
//!   `tool_call_canceled` arrives), and sends it again after every
//!   re-attach: the contract applies them idempotently by `executionId`, so
//!   an answer lost with its connection does not hang the turn. A repeated
//!   `tool_call_request` for an execution already answered is answered
//!   again, not delivered twice.
//! - **Bounded memory.** The stream reads the socket only when polled and
//!   judges one message at a time as items are taken ([`Session::queued`]:
//!   the items of one frame at most); a slow consumer leaves the rest in
//!   the kernel's buffers and TCP pushes back on the server.
//! - After a `session_closed` event the stream ends when the server closes
//!   the socket.
//!
//! [`Client::queue`] follows `/queue/ws` the same way (live only: frames sent
//! while disconnected are missed, none repeated).

use crate::routes::{self, Endpoint, Method};
use crate::{
    CreateJobRequest, CreateJobResponse, CreateSessionRequest, CreateSessionResponse,
    ErrorResponse, GetJobResponse, GetSessionResponse, ListJobsResponse, ListProfilesResponse,
    ListSessionsResponse, PROTOCOL_VERSION, QueueServerFrame, QueueStatsResponse,
    ResolvePermissionRequest, ResolvePermissionResponse, SeqStep, ServerFrame, SessionCommand,
    SessionEventBody, SessionLog, SubmitExecutionResultRequest, SubmitExecutionResultResponse,
    WireType,
};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{FutureExt, SinkExt, Stream, StreamExt};
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::pin::Pin;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::{self, Message, protocol::WebSocketConfig};
use wire_kit::net::Following;
pub use wire_kit::net::client::Answer;
use wire_kit::net::follow::{Batch, Failed, Read, Source, Start};
use wire_kit::net::http::{self, HttpError, Request};
pub use wire_kit::net::{Backoff, Received, UnknownEvent};

/// Everything that can go wrong: the kit's one client error, whose
/// [`Server`](wire_kit::net::client::Error::Server) refusal is an
/// [`Answer`] holding the status and the `ErrorResponse`.
pub type Error = wire_kit::net::client::Error<Answer<ErrorResponse>>;

/// How a [`Client`] behaves.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Options {
    /// The server's base URL, the API's base path included
    /// (`http://127.0.0.1:PORT/workerdeck`).
    pub base_url: String,
    /// Limit for one REST exchange and one connection attempt (10 s).
    pub timeout: Duration,
    /// Delays between re-attach attempts (20 ms doubling up to 2 s, with
    /// jitter). They grow with each attempt and start again from the first
    /// only once an event reaches the consumer.
    pub backoff: Backoff,
    /// Failed attempts in a row (no connection, or no WebSocket) after
    /// which a stream gives up: each attempt's error is an item, and the
    /// stream ends after the last (`Some(20)`; `None`: never).
    pub give_up_after: Option<usize>,
    /// Allow a server that is not on loopback (off by default: the
    /// sessions' commands and files travel in clear text).
    pub allow_remote: bool,
    /// Decode with the exact decoders: undeclared members and unknown types
    /// are errors (default: forward compatible).
    pub strict: bool,
    /// The largest WebSocket message, and frame, accepted (16 MiB, the
    /// limit of the reference server); a longer one is an
    /// [`Error::TooLarge`] item.
    pub max_frame_len: usize,
    /// Re-attach when a session socket has been silent this long (none by
    /// default): a connection that died without a word (a half-open TCP
    /// connection) is otherwise only noticed by the next send. A quiet
    /// session just re-attaches, and nothing is delivered twice.
    pub idle_timeout: Option<Duration>,
}

impl Options {
    /// The defaults for the server at `base_url`
    /// (`http://127.0.0.1:PORT/workerdeck`).
    pub fn new(base_url: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            timeout: Duration::from_secs(10),
            backoff: Backoff::new(Duration::from_millis(20), Duration::from_secs(2)),
            give_up_after: Some(20),
            allow_remote: false,
            strict: false,
            max_frame_len: 16 * 1024 * 1024,
            idle_timeout: None,
        }
    }

    /// Sets [`timeout`](Self::timeout).
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
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
    /// Sets [`allow_remote`](Self::allow_remote).
    pub fn allow_remote(mut self, allow: bool) -> Self {
        self.allow_remote = allow;
        self
    }
    /// Sets [`strict`](Self::strict).
    pub fn strict(mut self, strict: bool) -> Self {
        self.strict = strict;
        self
    }
    /// Sets [`idle_timeout`](Self::idle_timeout).
    pub fn idle_timeout(mut self, limit: Duration) -> Self {
        self.idle_timeout = Some(limit);
        self
    }
    /// Sets [`max_frame_len`](Self::max_frame_len).
    pub fn max_frame_len(mut self, n: usize) -> Self {
        self.max_frame_len = n;
        self
    }
}

/// A WorkerDeck server, by base URL (`http://127.0.0.1:PORT/workerdeck`).
/// Cheap to clone; every call opens its own connection.
#[derive(Debug, Clone)]
pub struct Client {
    host: String,
    prefix: String,
    options: Options,
}

type Ws = WebSocketStream<TcpStream>;

/// A client for the server at `base_url` with default [`Options`].
pub async fn connect(base_url: &str) -> Result<Client, Error> {
    Client::connect(Options::new(base_url)).await
}

impl Client {
    /// A client for `options.base_url`: the URL is read and its host
    /// resolved, which must be a loopback address unless
    /// [`Options::allow_remote`]. Every REST call and every stream opens
    /// its own connection.
    pub async fn connect(options: Options) -> Result<Client, Error> {
        let (host, prefix) = http::split_base(&options.base_url).map_err(Error::Config)?;
        let addr = tokio::time::timeout(options.timeout, tokio::net::lookup_host(&host))
            .await
            .map_err(|_| Error::Timeout)?
            .map_err(|e| Error::Connect(format!("{host}: {e}")))?
            .next()
            .ok_or_else(|| Error::Connect(format!("{host}: no address")))?;
        wire_kit::net::require_loopback(addr, options.allow_remote)?;
        Ok(Client {
            host,
            prefix,
            options,
        })
    }

    /// Its options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Calls the REST route `E` (a marker type of [`routes`], e.g.
    /// [`routes::GetSession`]) without a body: its path parameters filled
    /// in order and `query` pairs (both percent-encoded here). The success
    /// body is decoded as the route's response type, and any other status
    /// is [`Error::Server`] with its `ErrorResponse` (or [`Error::Status`]
    /// when the body is not one).
    ///
    /// A `GET` whose connection broke before its reply is sent once more
    /// (it only reads); a call of any other method fails with
    /// [`Error::ConnectionLost`] `{ may_have_run: true }` and is never sent
    /// twice.
    pub async fn call<E: Endpoint<Request = ()>>(
        &self,
        params: &[&str],
        query: &[(&str, &str)],
    ) -> Result<E::Response, Error>
    where
        E::Response: WireType,
    {
        self.exchange::<E>(params, query, None).await
    }

    /// [`call`](Self::call) with the route's JSON request body.
    pub async fn call_with<E: Endpoint>(
        &self,
        params: &[&str],
        query: &[(&str, &str)],
        body: &E::Request,
    ) -> Result<E::Response, Error>
    where
        E::Request: Serialize,
        E::Response: WireType,
    {
        let bytes = serde_json::to_vec(body).map_err(|e| Error::InvalidRequest(e.to_string()))?;
        self.exchange::<E>(params, query, Some(bytes)).await
    }

    async fn exchange<E: Endpoint>(
        &self,
        params: &[&str],
        query: &[(&str, &str)],
        bytes: Option<Vec<u8>>,
    ) -> Result<E::Response, Error>
    where
        E::Response: WireType,
    {
        let route = E::route();
        let encoded: Vec<String> = params.iter().map(|p| encode(p, true)).collect();
        let encoded: Vec<&str> = encoded.iter().map(String::as_str).collect();
        let mut path = route.url(&self.prefix, &encoded);
        for (i, (k, v)) in query.iter().enumerate() {
            path.push(if i == 0 { '?' } else { '&' });
            path.push_str(&encode(k, false));
            path.push('=');
            path.push_str(&encode(v, false));
        }
        // A GET reads only, so one whose connection broke is sent once
        // more; any other method may have run and is never sent twice.
        let reads_only = route.method == Method::Get;
        let mut repeats = usize::from(reads_only);
        let request = Request::new(route.method.as_str(), &path).body(bytes.as_deref());
        let reply = loop {
            let sent = http::send(&self.host, request, self.options.timeout, MAX_BODY);
            match sent.await {
                Ok(reply) => break reply,
                Err(HttpError::Lost) if repeats > 0 => repeats -= 1,
                Err(HttpError::Lost) => {
                    return Err(Error::ConnectionLost {
                        may_have_run: !reads_only,
                    });
                }
                Err(e) => return Err(e.into()),
            }
        };
        if !(200..300).contains(&reply.status) {
            return Err(refusal(reply.status, &reply.body));
        }
        let text: &[u8] = if reply.body.is_empty() {
            b"null"
        } else {
            &reply.body
        };
        let decoded = match self.options.strict {
            true => crate::decode_strict::<E::Response>(text),
            false => crate::decode_receive::<E::Response>(text),
        };
        decoded.map_err(Error::Decode)
    }

    /// `GET /sessions`.
    pub async fn list_sessions(&self) -> Result<ListSessionsResponse, Error> {
        self.call::<routes::ListSessions>(&[], &[]).await
    }

    /// `POST /sessions`.
    pub async fn create_session(
        &self,
        request: &CreateSessionRequest,
    ) -> Result<CreateSessionResponse, Error> {
        self.call_with::<routes::CreateSession>(&[], &[], request)
            .await
    }

    /// `GET /sessions/:id`.
    pub async fn get_session(&self, id: &str) -> Result<GetSessionResponse, Error> {
        self.call::<routes::GetSession>(&[id], &[]).await
    }

    /// `POST /sessions/:id/permissions/:requestId`.
    pub async fn resolve_permission(
        &self,
        id: &str,
        request_id: &str,
        answer: &ResolvePermissionRequest,
    ) -> Result<ResolvePermissionResponse, Error> {
        self.call_with::<routes::ResolvePermission>(&[id, request_id], &[], answer)
            .await
    }

    /// `POST /executions/:executionId/result` (idempotent by `executionId`).
    pub async fn submit_execution_result(
        &self,
        execution_id: &str,
        result: &SubmitExecutionResultRequest,
    ) -> Result<SubmitExecutionResultResponse, Error> {
        self.call_with::<routes::SubmitExecutionResult>(&[execution_id], &[], result)
            .await
    }

    /// `GET /profiles`.
    pub async fn list_profiles(&self) -> Result<ListProfilesResponse, Error> {
        self.call::<routes::ListProfiles>(&[], &[]).await
    }

    /// `POST /jobs`.
    pub async fn create_job(&self, job: &CreateJobRequest) -> Result<CreateJobResponse, Error> {
        self.call_with::<routes::CreateJob>(&[], &[], job).await
    }

    /// `GET /jobs`.
    pub async fn list_jobs(&self) -> Result<ListJobsResponse, Error> {
        self.call::<routes::ListJobs>(&[], &[]).await
    }

    /// `GET /jobs/:id`.
    pub async fn get_job(&self, id: &str) -> Result<GetJobResponse, Error> {
        self.call::<routes::GetJob>(&[id], &[]).await
    }

    /// `GET /queue/stats`.
    pub async fn queue_stats(&self) -> Result<QueueStatsResponse, Error> {
        self.call::<routes::GetQueueStats>(&[], &[]).await
    }

    /// Attaches to session `id` from its first event (`afterSeq=0`): the
    /// whole log is replayed, then live events follow.
    pub async fn attach(&self, id: &str) -> Result<Session, Error> {
        self.attach_with(id, SessionLog::new()).await
    }

    /// Attaches to session `id` holding every event up to `after_seq`, a
    /// position in `0..=`[`SessionLog::MAX_SEQ`] (else
    /// [`Error::OutOfRange`]).
    pub async fn attach_after(&self, id: &str, after_seq: i64) -> Result<Session, Error> {
        if !(0..=SessionLog::MAX_SEQ).contains(&after_seq) {
            return Err(Error::OutOfRange {
                position: after_seq,
                max: SessionLog::MAX_SEQ,
            });
        }
        self.attach_with(id, SessionLog::resume_after(after_seq))
            .await
    }

    async fn attach_with(&self, id: &str, log: SessionLog) -> Result<Session, Error> {
        let shared = Arc::new(Shared::default());
        let mut source = SessionSource {
            client: self.clone(),
            path: websocket("/sessions/:id").url("", &[&encode(id, true)]),
            log,
            shared: shared.clone(),
            closed: false,
            resent: Vec::new(),
            due: None,
        };
        // The first connection is made here, so that a wrong id or server is
        // the caller's error at once.
        let conn = source.connect().await?;
        let start = self.start(log.after_seq()).connected(conn);
        Ok(Session {
            inner: Following::new(source, start),
            shared,
        })
    }

    /// Follows `/queue/ws`: job events and stats as they happen, re-connecting
    /// after a drop (frames sent meanwhile are missed; none is repeated). As
    /// on a session stream, each drop and each failed attempt is an `Err`
    /// item, and the delays between attempts start again from the first
    /// only once a frame other than `queue_attached` arrives.
    pub async fn queue(&self) -> Result<Queue, Error> {
        let source = QueueSource {
            client: self.clone(),
        };
        let conn = source.connect().await?;
        Ok(Following::new(source, self.start(0).connected(conn)))
    }

    /// How a stream of this client starts at `position`: its backoff, and
    /// giving up after [`Options::give_up_after`] failed attempts in a row.
    fn start<C>(&self, position: i64) -> Start<C> {
        Start::new(self.options.backoff.clone(), position).give_up_after(self.options.give_up_after)
    }
    /// Opens a WebSocket on `path` (under the base path).
    async fn open_ws(&self, path: &str) -> Result<Ws, Error> {
        let limit = self.options.timeout;
        let open = async {
            let stream = TcpStream::connect(&self.host)
                .await
                .map_err(|e| Error::Connect(format!("{}: {e}", self.host)))?;
            let url = format!("ws://{}{}{path}", self.host, self.prefix);
            let config = WebSocketConfig::default()
                .max_message_size(Some(self.options.max_frame_len))
                .max_frame_size(Some(self.options.max_frame_len));
            match tokio_tungstenite::client_async_with_config(url, stream, Some(config)).await {
                Ok((ws, _)) => Ok(ws),
                Err(tungstenite::Error::Http(response)) => {
                    let status = response.status().as_u16();
                    let body = response.body().clone().unwrap_or_default();
                    Err(refusal(status, &body))
                }
                Err(e) => Err(Error::Connect(format!("WebSocket handshake: {e}"))),
            }
        };
        tokio::time::timeout(limit, open)
            .await
            .map_err(|_| Error::Timeout)?
    }
}

/// A refusal with `status`: [`Error::Server`] when the body is an
/// `ErrorResponse`, [`Error::Status`] with the start of its text otherwise.
fn refusal(status: u16, body: &[u8]) -> Error {
    match crate::decode::<ErrorResponse>(body) {
        Ok(error) => Error::Server(Answer::new(status, error)),
        Err(_) => Error::Status {
            status,
            body: String::from_utf8_lossy(&body[..body.len().min(512)]).into_owned(),
        },
    }
}

/// The WebSocket route at `path`.
fn websocket(path: &str) -> &'static routes::Route {
    routes::find(Method::WebSocket, path).expect("the route table has both WebSocket routes")
}

/// An error no retry can fix: the server answered with a 4xx.
fn is_final(error: &Error) -> bool {
    match error {
        Error::Server(Answer { status, .. }) | Error::Status { status, .. } => {
            (400..500).contains(status)
        }
        _ => false,
    }
}

/// Percent-encodes all but RFC 3986's unreserved characters; `/` is kept
/// in a query value and encoded in a path segment.
fn encode(text: &str, segment: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                out.push(b as char)
            }
            b'/' if !segment => out.push('/'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The event types this crate knows (the event table's tags).
macro_rules! event_tags {
    ({ $($(#[$doc:meta])* $variant:ident $(($event:ident))? = $tag:literal,)+ }) => {
        const EVENT_TAGS: &[&str] = &[$($tag),+];
    };
}
crate::__session_event_table! { (event_tags) }

const SERVER_FRAME_TAGS: &[&str] = &[
    "attached",
    "event",
    "tool_call_request",
    "tool_call_canceled",
    "protocol_error",
];
const QUEUE_FRAME_TAGS: &[&str] = &["queue_attached", "job_event", "queue_stats"];

/// Decodes one frame: known, unknown (a frame type not in `known`), or an error.
fn decode_frame<F: WireType>(
    text: &str,
    strict: bool,
    known: &[&str],
) -> Result<Received<F>, Error> {
    wire_kit::net::receive::<F>(text, strict, known).map_err(Error::Decode)
}

/// What the [`Session`] handle and its stream share.
#[derive(Default)]
struct Shared {
    sink: tokio::sync::Mutex<Option<SplitSink<Ws, Message>>>,
    /// The last tool answer per `executionId`, until the log settles it.
    pending: Mutex<BTreeMap<String, SessionCommand>>,
    protocol_version: AtomicI64,
}

/// One item of a [`Session`].
type Item = Result<Received<ServerFrame>, Error>;

/// An attached session: a `Stream` of frames (see the [module
/// docs](self)) and [`send`](Self::send) for commands.
pub struct Session {
    inner: Following<Item>,
    shared: Arc<Shared>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("connections", &self.connections())
            .field("position", &self.position())
            .finish_non_exhaustive()
    }
}

impl Session {
    /// A handle that sends commands on this session from anywhere (it is
    /// `Clone + Send + Sync`), e.g. from a task other than the one polling
    /// the stream.
    pub fn sender(&self) -> Sender {
        Sender {
            shared: self.shared.clone(),
        }
    }

    /// Sends one command: [`Sender::send`].
    pub async fn send(&self, command: SessionCommand) -> Result<(), Error> {
        self.shared.send(command).await
    }

    /// How many connections the stream has made (the first is made by
    /// [`Client::attach`] itself).
    pub fn connections(&self) -> usize {
        self.inner.connections()
    }

    /// How many of them were re-attachments after a drop.
    pub fn reconnects(&self) -> usize {
        self.inner.reconnects()
    }

    /// The `afterSeq` a re-attachment uses as of the last item handed out:
    /// the `seq` of the last event (or where the server's replay started,
    /// for a session attached holding nothing or one told of a loss; or the
    /// one the session was attached after). Keep it to resume in another
    /// process with [`Client::attach_after`].
    pub fn position(&self) -> i64 {
        self.inner.position()
    }

    /// Items judged and not yet handed out: those of one frame at most.
    pub fn queued(&self) -> usize {
        self.inner.queued()
    }

    /// The `protocolVersion` of the last `attached` frame (0 before the first).
    pub fn protocol_version(&self) -> i64 {
        self.shared.protocol_version.load(Ordering::Relaxed)
    }

    /// The `executionId`s whose answers are kept for re-sending.
    pub fn pending_answers(&self) -> Vec<String> {
        lock(&self.shared.pending).keys().cloned().collect()
    }
}

/// Sends commands on a [`Session`] ([`Session::sender`]).
#[derive(Clone)]
pub struct Sender {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for Sender {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sender").finish_non_exhaustive()
    }
}

impl Sender {
    /// Sends one command on the session's current connection.
    ///
    /// A `tool_call_result` or `tool_call_error` is also kept and sent again
    /// after each re-attach until its execution settles, so for those a
    /// lost connection is not an error. Any other command fails with
    /// [`Error::ConnectionLost`] when there is no connection or the write
    /// fails (`may_have_run` when it may have reached the server); nothing
    /// is repeated for it.
    pub async fn send(&self, command: SessionCommand) -> Result<(), Error> {
        self.shared.send(command).await
    }
}

impl Shared {
    async fn send(&self, command: SessionCommand) -> Result<(), Error> {
        let answer = match &command {
            SessionCommand::ToolCallResult(c) => Some(c.execution_id.clone()),
            SessionCommand::ToolCallError(c) => Some(c.execution_id.clone()),
            _ => None,
        };
        if let Some(id) = &answer {
            lock(&self.pending).insert(id.clone(), command.clone());
        }
        let text =
            serde_json::to_string(&command).map_err(|e| Error::InvalidRequest(e.to_string()))?;
        let mut sink = self.sink.lock().await;
        let outcome = match sink.as_mut() {
            None => Err(Error::ConnectionLost {
                may_have_run: false,
            }),
            Some(s) => s.send(Message::text(text)).await.map_err(|_| {
                *sink = None;
                Error::ConnectionLost { may_have_run: true }
            }),
        };
        match (outcome, answer) {
            (Err(_), Some(_)) => Ok(()),
            (outcome, _) => outcome,
        }
    }
}

impl Stream for Session {
    type Item = Item;
    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Item>> {
        Pin::new(&mut self.inner).poll_next(cx)
    }
}

/// The queue WebSocket as a stream of frames ([`Client::queue`]): live
/// only, so its [`position`](Following::position) stays 0;
/// [`connections`](Following::connections) counts the first, made by
/// [`Client::queue`] itself.
pub type Queue = Following<Result<Received<QueueServerFrame>, Error>>;

/// The queue stream's protocol half: nothing to resume from.
struct QueueSource {
    client: Client,
}

impl Source for QueueSource {
    type Conn = Ws;
    type Item = Result<Received<QueueServerFrame>, Error>;

    async fn open(&mut self) -> Result<Ws, Failed<Self::Item>> {
        self.connect().await.map_err(failed)
    }

    async fn read(&mut self, ws: &mut Ws, out: &mut Batch<Self::Item>) -> Read {
        let next = ws.next().await;
        self.message(next, out)
    }

    fn next(&mut self, ws: &mut Ws, out: &mut Batch<Self::Item>) -> Option<Read> {
        let next = ws.next().now_or_never()?;
        Some(self.message(next, out))
    }
}

impl QueueSource {
    async fn connect(&self) -> Result<Ws, Error> {
        let path = websocket("/queue/ws").url("", &[]);
        self.client.open_ws(&path).await
    }

    /// Judges one message into `out`.
    fn message(
        &mut self,
        next: Option<Result<Message, tungstenite::Error>>,
        out: &mut Batch<Result<Received<QueueServerFrame>, Error>>,
    ) -> Read {
        match next {
            Some(Ok(Message::Text(t))) => {
                let strict = self.client.options.strict;
                let item = decode_frame::<QueueServerFrame>(&t, strict, QUEUE_FRAME_TAGS);
                // `queue_attached` opens every connection: no progress.
                if matches!(&item, Ok(f) if !matches!(f, Received::Known(QueueServerFrame::QueueAttached(_))))
                {
                    out.progress();
                }
                out.push(item, None);
                Read::Open
            }
            Some(Ok(Message::Binary(_) | Message::Ping(_) | Message::Pong(_))) => Read::Open,
            ended => {
                out.push(Err(socket_ended(ended)), None);
                Read::Closed
            }
        }
    }
}

/// A failed attempt's error as the stream's item: a 4xx answer ends the
/// stream, anything else is tried again.
fn failed<T>(error: Error) -> Failed<Result<T, Error>> {
    if is_final(&error) {
        Failed::fatal(Err(error))
    } else {
        Failed::retry(Err(error))
    }
}

/// The largest REST answer read, in bytes.
const MAX_BODY: usize = 64 << 20;

/// Why a socket ended, as the error item a stream gives for it: what
/// `next()` returned instead of a data message.
fn socket_ended(next: Option<Result<Message, tungstenite::Error>>) -> Error {
    use tungstenite::error::CapacityError;
    match next {
        Some(Err(tungstenite::Error::Capacity(CapacityError::MessageTooLong {
            size,
            max_size,
        }))) => Error::TooLarge {
            size: Some(size),
            limit: max_size,
        },
        Some(Err(e)) => Error::Disconnected(format!("reading the socket: {e}")),
        Some(Ok(Message::Close(Some(close)))) => Error::Disconnected(format!(
            "the server closed the socket with {} {:?}",
            close.code, close.reason
        )),
        _ => Error::Disconnected("the server closed the socket".into()),
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The session stream's protocol half: the sans-IO [`SessionLog`], how each
/// frame is judged, and the tool answers sent again on each connection;
/// [`Following`] runs the loop around it.
struct SessionSource {
    client: Client,
    path: String,
    log: SessionLog,
    shared: Arc<Shared>,
    /// A `session_closed` event was judged: the next socket end is the end.
    closed: bool,
    /// The answers sent again on this connection already.
    resent: Vec<String>,
    /// What the last frame judged without the socket left for it to do.
    due: Option<Due>,
}

/// What judging a frame leaves to do on the socket, before anything of it
/// is handed out and before the next frame is judged.
enum Due {
    /// An `attached` frame: send the kept answers again, then judge it.
    Attach(ServerFrame),
    /// A tool call whose answer is kept: send it again.
    Resend(SessionCommand),
    /// A gap in the events: report it and drop the connection.
    Gap { expected: i64, got: i64 },
    /// The socket ended, for this reason.
    Lost(Error),
}

impl Source for SessionSource {
    type Conn = SplitStream<Ws>;
    type Item = Item;

    async fn open(&mut self) -> Result<Self::Conn, Failed<Item>> {
        self.connect().await.map_err(failed)
    }

    /// What is due from a frame judged already, else the next message.
    async fn read(&mut self, conn: &mut Self::Conn, out: &mut Batch<Item>) -> Read {
        if let Some(due) = self.due.take() {
            return self.settle(due, out).await;
        }
        let next = match self.client.options.idle_timeout {
            Some(limit) => match tokio::time::timeout(limit, conn.next()).await {
                Ok(next) => next,
                Err(_) => {
                    let why = format!("no frame for {limit:?}");
                    return self.lost(Error::Disconnected(why), out).await;
                }
            },
            None => conn.next().await,
        };
        match self.message(next, out) {
            Some(due) => self.settle(due, out).await,
            None => Read::Open,
        }
    }

    /// Judges the next message the socket has read already; one that needs
    /// the socket is left to [`read`](Source::read).
    fn next(&mut self, conn: &mut Self::Conn, out: &mut Batch<Item>) -> Option<Read> {
        if self.due.is_some() {
            return None;
        }
        let next = conn.next().now_or_never()?;
        self.due = self.message(next, out);
        self.due.is_none().then_some(Read::Open)
    }
}

impl SessionSource {
    /// Attaches with `afterSeq` = the last `seq` judged.
    async fn connect(&mut self) -> Result<SplitStream<Ws>, Error> {
        let path = format!("{}?afterSeq={}", self.path, self.log.after_seq());
        let (sink, read) = self.client.open_ws(&path).await?.split();
        *self.shared.sink.lock().await = Some(sink);
        Ok(read)
    }

    /// Queues `item`, leaving the position where the log now stands.
    fn push(&self, out: &mut Batch<Item>, item: Item) {
        out.push(item, Some(self.log.after_seq()));
    }

    /// The connection is dropped: no command can be sent on it.
    async fn drop_connection(&mut self) -> Read {
        *self.shared.sink.lock().await = None;
        if self.closed { Read::End } else { Read::Closed }
    }

    /// The connection is gone: `error` says why, unless the session was
    /// closed, whose socket's end is the stream's.
    async fn lost(&mut self, error: Error, out: &mut Batch<Item>) -> Read {
        if !self.closed {
            self.push(out, Err(error));
        }
        self.drop_connection().await
    }

    /// Judges one message into `out`, or says what it needs first.
    fn message(
        &mut self,
        next: Option<Result<Message, tungstenite::Error>>,
        out: &mut Batch<Item>,
    ) -> Option<Due> {
        match next {
            Some(Ok(Message::Text(text))) => self.frame(&text, out),
            Some(Ok(Message::Binary(_) | Message::Ping(_) | Message::Pong(_))) => None,
            ended => Some(Due::Lost(socket_ended(ended))),
        }
    }

    /// Does what judging a frame left to do; `Read::Open` unless the
    /// connection was dropped.
    async fn settle(&mut self, due: Due, out: &mut Batch<Item>) -> Read {
        match due {
            Due::Attach(frame) => self.attached(frame, out).await,
            Due::Resend(answer) => self.resend(&[answer]).await,
            Due::Gap { expected, got } => {
                self.push(out, Err(Error::Gap { expected, got }));
                return self.drop_connection().await;
            }
            Due::Lost(error) => return self.lost(error, out).await,
        }
        Read::Open
    }

    /// Judges one frame into `out` (nothing for a repeat, or for a tool
    /// call already answered), or says what it needs first (nothing of it
    /// is judged then).
    fn frame(&mut self, text: &str, out: &mut Batch<Item>) -> Option<Due> {
        let strict = self.client.options.strict;
        let frame = match decode_frame::<ServerFrame>(text, strict, SERVER_FRAME_TAGS) {
            Ok(Received::Known(frame)) => frame,
            Ok(unknown) => {
                self.push(out, Ok(unknown));
                return None;
            }
            Err(e) => return self.undecoded(text, e, out),
        };
        match &frame {
            ServerFrame::Attached(_) => return Some(Due::Attach(frame)),
            ServerFrame::Event(e) => {
                match self.judge(e.event.seq, out) {
                    Ok(true) => {}
                    Ok(false) => return None,
                    Err(due) => return Some(due),
                }
                match &e.event.body {
                    SessionEventBody::ExecutionResult(r) => {
                        lock(&self.shared.pending).remove(&r.execution_id);
                    }
                    SessionEventBody::ExecutionFailed(r) => {
                        lock(&self.shared.pending).remove(&r.execution_id);
                    }
                    SessionEventBody::SessionClosed(_) => self.closed = true,
                    _ => {}
                }
            }
            ServerFrame::ToolCallRequest(r) => {
                let kept = lock(&self.shared.pending).get(&r.execution_id).cloned();
                if let Some(answer) = kept {
                    if !self.resent.contains(&r.execution_id) {
                        return Some(Due::Resend(answer));
                    }
                    return None;
                }
            }
            ServerFrame::ToolCallCanceled(c) => {
                lock(&self.shared.pending).remove(&c.execution_id);
            }
            ServerFrame::ProtocolError(_) => {}
        }
        self.push(out, Ok(Received::Known(frame)));
        None
    }

    /// A frame the decoders refused: an event of a type this crate does not
    /// know is [`Received::Unknown`] at its `seq` (forward-compatible mode);
    /// anything else is the error, and an event's `seq` still moves the log.
    fn undecoded(&mut self, text: &str, error: Error, out: &mut Batch<Item>) -> Option<Due> {
        let v: Value = serde_json::from_str(text).unwrap_or(Value::Null);
        let event = &v["event"];
        let seq = event.get("seq").and_then(Value::as_i64);
        let (Some("event"), Some(seq)) = (v.get("type").and_then(Value::as_str), seq) else {
            self.push(out, Err(error));
            return None;
        };
        match self.judge(seq, out) {
            Ok(true) => {}
            Ok(false) => return None,
            Err(due) => return Some(due),
        }
        let item = match event.get("type").and_then(Value::as_str) {
            Some(kind) if !self.client.options.strict && !EVENT_TAGS.contains(&kind) => Ok(
                Received::Unknown(UnknownEvent::new(kind, Some(seq), event.clone())),
            ),
            _ => Err(error),
        };
        self.push(out, item);
        None
    }

    /// Moves the log by one event's `seq`: `Ok(true)` when the event is the
    /// next one (progress: the delays start again from the first),
    /// `Ok(false)` when it is not delivered (a repeat, or a position out of
    /// range, whose error is pushed), and for a gap what is due instead.
    fn judge(&mut self, seq: i64, out: &mut Batch<Item>) -> Result<bool, Due> {
        match self.log.observe_seq(seq) {
            SeqStep::Next => {
                out.progress();
                Ok(true)
            }
            SeqStep::Gap { expected, got } => Err(Due::Gap { expected, got }),
            SeqStep::OutOfRange { seq } => {
                self.push(
                    out,
                    Err(Error::OutOfRange {
                        position: seq,
                        max: SessionLog::MAX_SEQ,
                    }),
                );
                Ok(false)
            }
            SeqStep::Repeat { .. } => Ok(false),
        }
    }

    /// The `attached` frame of a new connection, after a version error and
    /// a loss when there are any. It is not progress: a server that
    /// attaches and closes every time must not make the client reconnect at
    /// once.
    async fn attached(&mut self, frame: ServerFrame, out: &mut Batch<Item>) {
        let ServerFrame::Attached(a) = &frame else {
            return;
        };
        // Answers are sent again on every connection, whatever it says.
        let kept: Vec<SessionCommand> = lock(&self.shared.pending).values().cloned().collect();
        self.resend(&kept).await;
        self.resent = lock(&self.shared.pending).keys().cloned().collect();
        let step = self.log.attached(a);
        if let SeqStep::OutOfRange { seq } = step {
            // Refused: not delivered, and the events that follow are judged
            // by their own `seq` from where the log stands.
            self.push(
                out,
                Err(Error::OutOfRange {
                    position: seq,
                    max: SessionLog::MAX_SEQ,
                }),
            );
            return;
        }
        self.shared
            .protocol_version
            .store(a.protocol_version, Ordering::Relaxed);
        if a.protocol_version != PROTOCOL_VERSION {
            let error = Error::Version {
                server: a.protocol_version,
                ours: PROTOCOL_VERSION,
            };
            self.push(out, Err(error));
        }
        if let SeqStep::Gap { expected, .. } = step {
            // Told of the loss, the consumer resumes after it.
            self.log = SessionLog::resume_after(a.replaying_from);
            let error = Error::Lost {
                from: expected,
                to: a.replaying_from,
            };
            self.push(out, Err(error));
        }
        self.push(out, Ok(Received::Known(frame)));
    }

    async fn resend(&mut self, answers: &[SessionCommand]) {
        let mut sink = self.shared.sink.lock().await;
        for answer in answers {
            let Ok(text) = serde_json::to_string(answer) else {
                continue;
            };
            let Some(s) = sink.as_mut() else {
                return;
            };
            if s.send(Message::text(text)).await.is_err() {
                *sink = None;
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn path_segments_and_query_values_are_percent_encoded() {
        assert_eq!(encode("s 1/é", true), "s%201%2F%C3%A9");
        assert_eq!(encode("a/b c", false), "a/b%20c");
        assert_eq!(encode("A-z.0_~", true), "A-z.0_~");
    }

    #[test]
    fn an_unknown_frame_type_is_delivered_and_a_broken_known_one_is_an_error() {
        let item = decode_frame::<ServerFrame>(
            r#"{"type":"x_new_frame","n":1}"#,
            false,
            SERVER_FRAME_TAGS,
        );
        match item {
            Ok(Received::Unknown(u)) => {
                assert_eq!((u.kind.as_str(), u.position), ("x_new_frame", None))
            }
            other => panic!("{other:?}"),
        }
        let strict =
            decode_frame::<ServerFrame>(r#"{"type":"x_new_frame"}"#, true, SERVER_FRAME_TAGS);
        assert!(matches!(strict, Err(Error::Decode(_))));
        let broken =
            decode_frame::<ServerFrame>(r#"{"type":"protocol_error"}"#, false, SERVER_FRAME_TAGS);
        assert!(matches!(broken, Err(Error::Decode(_))));
    }

    #[test]
    fn the_event_table_gives_every_known_tag() {
        assert!(EVENT_TAGS.contains(&"status_changed"));
        assert!(EVENT_TAGS.contains(&"session_closed"));
        assert!(!EVENT_TAGS.contains(&"x_unknown_event"));
    }
}
