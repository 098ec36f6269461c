//! An async Orion web client on tokio and hyper 1 (feature `client`): typed
//! route calls from [`ROUTES`](crate::ROUTES) and [`operations`](crate::operations),
//! the web nonce of `GET /bootstrap` sent where the route table says so,
//! `Problem` replies as typed errors, and `GET /events` as a
//! [`Stream`](https://docs.rs/futures-core/0.3/futures_core/stream/trait.Stream.html) that resumes by itself.
//!
//! # Quickstart
//!
//! ```
//! # #[cfg(not(feature = "mock"))] fn main() {}
//! # #[cfg(feature = "mock")]
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use futures_util::StreamExt;
//! use orion_api_types::client::{self, Received};
//! use orion_api_types::{PageQuery, mock, operations::ListSessions};
//!
//! let server = mock::Server::start(mock::Options::default().with_events(5)).await?;
//! let client = client::connect(&server.url()).await?;
//!
//! let page = client.call::<ListSessions>(&[], &PageQuery::default(), &()).await?;
//! println!("{} sessions", page.items.len());
//!
//! let mut events = client.events();
//! while let Some(item) = events.next().await {
//!     match item? {
//!         Received::Known(e) if e.durable() => println!("{} {}", e.cursor(), e.event_type()),
//!         Received::Known(e) => println!("- {}", e.event_type()),
//!         Received::Unknown(u) => println!("? {}", u.kind),
//!     }
//!     if events.position() == 5 {
//!         break;
//!     }
//! }
//! # Ok(()) }
//! ```
//!
//! # Calls
//!
//! [`Client::call`] takes an operation marker type of
//! [`operations`](crate::operations): its path parameters in the order of
//! the path template, its query struct (`&()` for none) and its request body
//! (`&()` for none), and returns its success type. A reply with another
//! status is [`Error::Server`] when its body is a `Problem`. A call whose
//! connection could not be made is tried again, up to [`Options::retries`]
//! times. One whose connection broke or timed out after it was sent is sent
//! again, as it was, only when that cannot run it twice: a `GET`, or a
//! mutation whose body carries a `requestId` (the contract replays an exact
//! retry; every Orion mutation has one). Otherwise, or after the last
//! attempt, the error says whether it may have run
//! ([`Error::ConnectionLost`]). The nonce is read once by
//! [`connect`] and again when a server answers `403 nonce_required`
//! (it restarted); it never appears in `Debug`, `Display` or an error.
//!
//! # Events
//!
//! [`Client::events`] follows `GET /events`:
//!
//! - **Resuming.** After a disconnect (end of the body, an I/O error, or no
//!   bytes for [`Options::idle_timeout`]) it reconnects with the cursor of
//!   the last durable envelope it delivered, as the `cursor` query and as
//!   `Last-Event-ID` (the contract: the query wins; both name the same
//!   cursor). The delays between attempts, when they start again and
//!   when the stream gives up are the kit's one following loop
//!   ([`wire_kit::net::follow`](https://docs.rs/agent-wire-kit/latest/agent_wire_kit/net/follow/)):
//!   [`Options::backoff`] (50 ms doubling to 5 s, with jitter), started
//!   again only once a durable envelope has been delivered. The server's
//!   `retry:` is a floor for the next delay, held within the backoff's
//!   bounds: `retry: 0` does not make the client reconnect in a loop, and
//!   `retry: 999999999` does not make it wait past the backoff's maximum.
//!   [`Following::reconnects`] counts the reconnections.
//! - **Exactly once, in order.** A durable envelope is delivered only when
//!   its cursor is above the resume cursor; one at or below it repeats an
//!   envelope delivered before (a server that replays more than asked) and
//!   is skipped. Skipping is never silent for long: a run of such repeats
//!   on a connection is reported as an [`Error::Repeated`] item when it
//!   starts and after every 4096 more, so a server whose cursors went back
//!   without a `replay_reset` (or that sent the largest cursor, `i64::MAX`,
//!   after which nothing can follow) is noticed at once. Cursors are
//!   `1..=i64::MAX` (the contract's `minimum: 1`, and the largest integer a
//!   position is held in); an envelope with any other cursor is an
//!   [`Error::Decode`] item, of a known type or not, and like every refused
//!   frame it moves nothing. A non-durable envelope is delivered as it
//!   comes, never twice: the `eventId`s of the last 4096 are remembered, as
//!   64-bit keyed hashes (a few bytes each, whatever the ids' length).
//! - **`replay_reset`** (durable, `snapshotRequired: true`): the server
//!   cannot replay from the client's cursor. It is always delivered, and
//!   the resume point becomes its cursor, even below the previous one (the
//!   server's sequence started again); the events before it are not going
//!   to come, so the consumer reloads its state (`getSessionSnapshot`,
//!   `getBootstrap`) and goes on with the events after it.
//! - **Forward compatible.** By default replies and envelopes are decoded
//!   as [`decode_receive`](crate::decode_receive) does: members the contract does not
//!   declare are ignored at any depth, in time linear in the envelope's
//!   size. An envelope of a type this crate does not know is delivered as
//!   [`Received::Unknown`] with its cursor as `position`; a durable one
//!   moves the resume point like any other. With [`Options::strict`] the
//!   exact decoders are used: such replies are [`Error::Decode`], and SSE
//!   ids must equal the cursor.
//! - **Errors that do not end the stream**: an undecodable envelope
//!   ([`Error::Decode`]), one over the size limit
//!   ([`Error::TooLarge`]) or a run of repeats ([`Error::Repeated`]) is
//!   an `Err` item, and the stream goes on. It ends after an `Err` only
//!   when the server refuses the stream (a `4xx`, e.g. `409 cursor_ahead`)
//!   or after [`Options::give_up_after`] failed connection attempts in a
//!   row, each after the backoff's delay.
//! - **Bounded memory.** The stream reads the socket only when it is polled
//!   and has nothing left to judge: one chunk's bytes wait in it, judged
//!   one SSE event at a time as items are taken ([`Following::queued`]),
//!   and a consumer that does not poll leaves the bytes in the kernel, so
//!   TCP makes the server wait.

use crate::sse::{EventRef, EventTooLarge, SseParser};
use crate::{
    BASE_PATH, BootstrapResponse, LastEventId, Operation, Problem, WebEventEnvelope, WebNonce,
    WireType,
};
use http_body_util::BodyExt;
use hyper::body::Incoming;
use serde::Serialize;
use serde_json::Value;
use std::collections::{HashSet, VecDeque};
use std::fmt;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use wire_kit::DecodeError;
use wire_kit::net::Repeats;
use wire_kit::net::follow::{Batch, Failed, Read, Source, Start};
use wire_kit::net::http;

pub use wire_kit::net::client::Answer;
pub use wire_kit::net::{Backoff, Following, NotLoopback, Received, UnknownEvent};

/// How a [`Client`] connects, decodes and resumes.
#[derive(Debug, Clone)]
pub struct Options {
    base_url: String,
    /// Connecting, and each reply's headers and body.
    pub timeout: Duration,
    /// The longest silence on `/events` before the stream reconnects (the
    /// server sends keep-alive comments; `Some(45 s)`, `None`: never).
    pub idle_timeout: Option<Duration>,
    /// The delays between two reconnection attempts (50 ms doubling to
    /// 5 s, with jitter), held within its bounds whatever the server's
    /// `retry:` says.
    pub backoff: Backoff,
    /// Decode with the schema-exact decoders (no undeclared member, no
    /// unknown event type). Off by default.
    pub strict: bool,
    /// Allow a non-loopback server (the nonce travels in clear text).
    pub allow_remote: bool,
    /// How many times a call is sent again after its connection broke.
    pub retries: usize,
    /// End the event stream after this many failed connections in a row
    /// (`None`: never).
    pub give_up_after: Option<usize>,
    /// The largest SSE event accepted, in bytes.
    pub max_frame_len: usize,
    /// The largest reply body accepted, in bytes.
    pub max_body_len: usize,
}

impl Options {
    /// Options for the server at `base_url` (`http://127.0.0.1:PORT/api/v1`).
    pub fn new(base_url: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            timeout: Duration::from_secs(10),
            idle_timeout: Some(Duration::from_secs(45)),
            backoff: Backoff::default(),
            strict: false,
            allow_remote: false,
            retries: 2,
            give_up_after: Some(20),
            max_frame_len: crate::sse::DEFAULT_MAX_EVENT_LEN,
            max_body_len: 64 * 1024 * 1024,
        }
    }

    /// The base URL.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// Sets [`timeout`](Self::timeout).
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Sets [`idle_timeout`](Self::idle_timeout) to `Some(timeout)`.
    pub fn idle_timeout(mut self, timeout: Duration) -> Self {
        self.idle_timeout = Some(timeout);
        self
    }

    /// Sets [`backoff`](Self::backoff).
    pub fn backoff(mut self, backoff: Backoff) -> Self {
        self.backoff = backoff;
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

    /// Sets [`retries`](Self::retries).
    pub fn retries(mut self, retries: usize) -> Self {
        self.retries = retries;
        self
    }

    /// Sets [`give_up_after`](Self::give_up_after).
    pub fn give_up_after(mut self, attempts: Option<usize>) -> Self {
        self.give_up_after = attempts;
        self
    }

    /// Sets [`max_frame_len`](Self::max_frame_len).
    pub fn max_frame_len(mut self, max: usize) -> Self {
        self.max_frame_len = max;
        self
    }
}

/// What went wrong: the kit's one client error, whose
/// [`Server`](wire_kit::net::client::Error::Server) refusal is an
/// [`Answer`] holding the status and the `Problem`. Never carries the nonce.
pub type Error = wire_kit::net::client::Error<Answer<Problem>>;

/// Connects to the server at `base_url` with default [`Options`].
pub async fn connect(base_url: &str) -> Result<Client, Error> {
    Client::connect(Options::new(base_url)).await
}

/// A connection to one Orion server; cheap to clone (one per task is fine).
/// Every call opens its own HTTP/1.1 connection.
#[derive(Clone)]
pub struct Client {
    shared: Arc<Shared>,
}

struct Shared {
    addr: SocketAddr,
    authority: String,
    prefix: String,
    options: Options,
    nonce: Mutex<Option<WebNonce>>,
}

impl fmt::Debug for Client {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Client")
            .field("addr", &self.shared.addr)
            .field("prefix", &self.shared.prefix)
            .field("nonce", &"<redacted>")
            .finish()
    }
}

impl Client {
    /// Resolves the server (loopback unless allowed) and reads the web
    /// nonce from `GET /bootstrap`.
    pub async fn connect(options: Options) -> Result<Client, Error> {
        let (authority, prefix) =
            wire_kit::net::http::split_base(&options.base_url).map_err(Error::Config)?;
        let prefix = if prefix.is_empty() {
            BASE_PATH.to_owned()
        } else {
            prefix
        };
        let addr = tokio::time::timeout(options.timeout, tokio::net::lookup_host(&authority))
            .await
            .map_err(|_| Error::Timeout)?
            .map_err(|e| Error::Connect(format!("{authority}: {e}")))?
            .next()
            .ok_or_else(|| Error::Connect(format!("{authority}: no address")))?;
        let addr = wire_kit::net::require_loopback(addr, options.allow_remote)?;
        let client = Client {
            shared: Arc::new(Shared {
                addr,
                authority,
                prefix,
                options,
                nonce: Mutex::new(None),
            }),
        };
        client.bootstrap().await?;
        Ok(client)
    }

    /// The options it was made with.
    pub fn options(&self) -> &Options {
        &self.shared.options
    }

    /// `GET /bootstrap`; the nonce it publishes is kept for the mutations.
    pub async fn bootstrap(&self) -> Result<BootstrapResponse, Error> {
        let route = <crate::operations::GetBootstrap as Operation>::route();
        let target = self.target(route, &[], &())?;
        let (status, content_type, bytes) =
            self.exchange_retrying(route, &target, None, true).await?;
        if status != route.success.status {
            return Err(self.error_reply(status, &content_type, &bytes));
        }
        let boot = decode_reply::<BootstrapResponse>(&bytes, self.shared.options.strict)?;
        *self.shared.nonce.lock().unwrap_or_else(|e| e.into_inner()) = Some(boot.nonce.clone());
        Ok(boot)
    }

    /// Calls the operation `O` (a marker type of [`operations`](crate::operations)):
    /// `path` fills the path template's parameters in order, `query` is its
    /// query struct (or `&()`), `body` its request body (or `&()`).
    pub async fn call<O: Operation>(
        &self,
        path: &[&str],
        query: &O::Query,
        body: &O::Request,
    ) -> Result<O::Response, Error>
    where
        O::Query: Serialize,
        O::Request: Serialize,
        O::Response: WireType,
    {
        let route = O::route();
        let target = self.target(route, path, query)?;
        let (body, repeatable) = match serde_json::to_value(body) {
            Ok(Value::Null) => (None, true),
            // The contract replays an exact retry of a `requestId`.
            Ok(v) => (
                Some(serde_json::to_vec(&v).unwrap_or_default()),
                v.get("requestId").is_some(),
            ),
            Err(e) => return Err(Error::InvalidRequest(e.to_string())),
        };
        let mut refreshed = false;
        loop {
            let (status, content_type, bytes) = self
                .exchange_retrying(route, &target, body.as_deref(), repeatable)
                .await?;
            if status == route.success.status {
                return decode_reply::<O::Response>(&bytes, self.shared.options.strict)
                    .map_err(Error::Decode);
            }
            let error = self.error_reply(status, &content_type, &bytes);
            // A restarted server publishes a new nonce: read it once and retry.
            let stale_nonce = matches!(&error, Error::Server(Answer { status: 403, body, .. })
                if body.code.as_str() == "nonce_required");
            if stale_nonce && route.nonce_required && !refreshed {
                refreshed = true;
                self.bootstrap().await?;
                continue;
            }
            return Err(error);
        }
    }

    /// `GET /health`.
    pub async fn health(&self) -> Result<crate::HealthResponse, Error> {
        self.call::<crate::operations::GetHealth>(&[], &(), &())
            .await
    }

    /// `POST /commands`.
    pub async fn dispatch(
        &self,
        command: &crate::WebCommand,
    ) -> Result<crate::CommandResult, Error> {
        self.call::<crate::operations::DispatchCommand>(&[], &(), command)
            .await
    }

    /// Every session, page after page of `GET /sessions` until `nextCursor`
    /// is null.
    pub async fn all_sessions(&self) -> Result<Vec<crate::SessionSummary>, Error> {
        let mut all = Vec::new();
        let mut query = crate::PageQuery::default();
        loop {
            let page = self
                .call::<crate::operations::ListSessions>(&[], &query, &())
                .await?;
            all.extend(page.items.iter().cloned());
            match page.next_cursor {
                Some(next) => {
                    let cursor = crate::PageCursor::new(next).map_err(|e| {
                        Error::Decode(DecodeError::new("SessionPage", "nextCursor", e.to_string()))
                    })?;
                    query.cursor = Some(cursor);
                }
                None => return Ok(all),
            }
        }
    }

    /// The event stream from the start of the server's durable log.
    pub fn events(&self) -> Events {
        self.events_after(0)
    }

    /// The event stream after the durable cursor `cursor` (one delivered
    /// before, e.g. stored by the application).
    pub fn events_after(&self, cursor: i64) -> Events {
        let options = &self.shared.options;
        let feed = Feed {
            client: self.clone(),
            parser: SseParser::with_max_event_len(options.max_frame_len),
            chunk: Default::default(),
            at: 0,
            judge: Judge {
                strict: options.strict,
                resume: cursor,
                repeats: Repeats::default(),
                seen: SeenIds::new(),
                last_reset: None,
            },
        };
        let backoff = options.backoff.clone();
        let start = Start::new(backoff, cursor).give_up_after(options.give_up_after);
        Following::new(feed, start)
    }

    /// The path and query of a call.
    fn target<Q: Serialize>(
        &self,
        route: &crate::Route,
        path: &[&str],
        query: &Q,
    ) -> Result<String, Error> {
        let mut out = self.shared.prefix.clone();
        let mut values = path.iter();
        for segment in route.path.split('/').filter(|s| !s.is_empty()) {
            out.push('/');
            if segment.starts_with('{') {
                let value = values.next().ok_or_else(|| {
                    Error::InvalidRequest(format!("{}: too few path parameters", route.path))
                })?;
                out.push_str(&percent_encode(value));
            } else {
                out.push_str(segment);
            }
        }
        if values.next().is_some() {
            return Err(Error::InvalidRequest(format!(
                "{}: too many path parameters",
                route.path
            )));
        }
        let query =
            serde_json::to_value(query).map_err(|e| Error::InvalidRequest(e.to_string()))?;
        if let Value::Object(members) = query {
            let pairs: Vec<String> = members
                .iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| {
                    let v = match v {
                        Value::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    format!("{}={}", percent_encode(k), percent_encode(&v))
                })
                .collect();
            if !pairs.is_empty() {
                out.push('?');
                out.push_str(&pairs.join("&"));
            }
        }
        Ok(out)
    }

    /// One exchange, sent again after a failed connection, and when
    /// `repeatable` after a broken one (see the module docs).
    async fn exchange_retrying(
        &self,
        route: &crate::Route,
        target: &str,
        body: Option<&[u8]>,
        repeatable: bool,
    ) -> Result<(u16, String, Vec<u8>), Error> {
        let options = &self.shared.options;
        let mut backoff = options.backoff.clone();
        let mut attempt = 0;
        loop {
            let nonce = match route.nonce_required {
                true => self
                    .shared
                    .nonce
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .clone(),
                false => None,
            };
            let headers: Vec<(&str, &str)> = nonce
                .as_ref()
                .map(|n| (WebNonce::HEADER, n.expose()))
                .into_iter()
                .collect();
            let outcome = async {
                let (status, content_type, incoming) = self
                    .open(route.method.as_str(), target, &headers, body)
                    .await?;
                let bytes = self.read_body(incoming, body.is_some()).await?;
                Ok::<_, Error>((status, content_type, bytes))
            }
            .await;
            let again = match &outcome {
                Err(Error::Connect(_)) => true,
                Err(Error::ConnectionLost { .. } | Error::Timeout) => repeatable,
                _ => false,
            };
            match outcome {
                Err(_) if again && attempt < options.retries => {
                    attempt += 1;
                    tokio::time::sleep(backoff.next_delay()).await;
                }
                other => return other,
            }
        }
    }

    async fn read_body(&self, incoming: Incoming, mutation: bool) -> Result<Vec<u8>, Error> {
        let options = &self.shared.options;
        http::read_body(incoming, options.timeout, options.max_body_len)
            .await
            .map_err(|e| lost(e, mutation))
    }

    /// Sends one request on a fresh connection; gives the status, the
    /// content type and the body as it arrives.
    async fn open(
        &self,
        method: &str,
        target: &str,
        headers: &[(&str, &str)],
        body: Option<&[u8]>,
    ) -> Result<(u16, String, Incoming), Error> {
        let shared = &self.shared;
        let request = http::Request::new(method, target)
            .headers(headers)
            .body(body);
        http::open_at(
            shared.addr,
            &shared.authority,
            request,
            shared.options.timeout,
        )
        .await
        .map_err(|e| lost(e, method != "GET"))
    }

    /// The error a reply other than the route's success stands for.
    fn error_reply(&self, status: u16, content_type: &str, bytes: &[u8]) -> Error {
        let json = content_type.starts_with(Problem::MEDIA_TYPE)
            || content_type.starts_with("application/json");
        if json && let Ok(problem) = decode_reply::<Problem>(bytes, self.shared.options.strict) {
            return Error::Server(Answer::new(status, problem));
        }
        let text = String::from_utf8_lossy(&bytes[..bytes.len().min(512)]).into_owned();
        Error::Status { status, body: text }
    }
}

// ---- forward-compatible decoding -------------------------------------------

/// An exchange's failure as the client's error: a broken connection may
/// have run the request only when it was a `mutation`.
fn lost(e: http::HttpError, mutation: bool) -> Error {
    match e {
        http::HttpError::Lost => Error::ConnectionLost {
            may_have_run: mutation,
        },
        other => other.into(),
    }
}

/// Decodes a reply: exactly when `strict`, else as [`crate::decode_receive`] does.
fn decode_reply<T: WireType>(bytes: &[u8], strict: bool) -> Result<T, DecodeError> {
    match strict {
        true => crate::decode(bytes),
        false => crate::decode_receive(bytes),
    }
}

/// Percent-encodes everything but RFC 3986 unreserved characters.
fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

// ---- the event stream ------------------------------------------------------

/// One item of [`Events`].
pub type EventItem = Result<Received<WebEventEnvelope>, Error>;

/// The `GET /events` stream of a [`Client`]: resumes by itself (see the
/// module docs) on the kit's one following loop, whose
/// [`position`](Following::position) is the cursor of the last durable
/// envelope delivered. Ends only after an `Err` the stream cannot get past.
pub type Events = Following<EventItem>;

/// How many non-durable `eventId`s are remembered.
const SEEN_WINDOW: usize = 4096;

/// The `eventId`s of the last [`SEEN_WINDOW`] non-durable envelopes
/// delivered, each kept as a 64-bit hash under keys drawn for this stream
/// (SipHash, as `HashMap` uses): a few bytes per id whatever its length,
/// and a server that does not know the keys cannot make two ids collide.
struct SeenIds {
    keys: std::collections::hash_map::RandomState,
    set: HashSet<u64>,
    order: VecDeque<u64>,
}

impl SeenIds {
    fn new() -> Self {
        Self {
            keys: Default::default(),
            set: HashSet::with_capacity(SEEN_WINDOW + 1),
            order: VecDeque::with_capacity(SEEN_WINDOW + 1),
        }
    }

    /// Remembers `id`; false when it is remembered already.
    fn insert(&mut self, id: &str) -> bool {
        use std::hash::BuildHasher;
        let hash = self.keys.hash_one(id);
        if !self.set.insert(hash) {
            return false;
        }
        self.order.push_back(hash);
        if self.order.len() > SEEN_WINDOW
            && let Some(old) = self.order.pop_front()
        {
            self.set.remove(&old);
        }
        true
    }

    /// The bytes the window holds on the heap (its tables' capacity).
    #[cfg(test)]
    fn heap_bytes(&self) -> usize {
        // A hashbrown bucket is the value and one control byte.
        self.set.capacity() * (size_of::<u64>() + 1) + self.order.capacity() * size_of::<u64>()
    }
}

/// Orion's half of [`Events`]: the SSE connection and the cursor rules.
struct Feed {
    client: Client,
    parser: SseParser,
    /// The last body chunk read, judged an event at a time from `at`.
    chunk: hyper::body::Bytes,
    at: usize,
    judge: Judge,
}

/// The cursor rules, apart from the parser that borrows the chunk.
struct Judge {
    strict: bool,
    /// The last durable cursor judged.
    resume: i64,
    /// Durable envelopes skipped in a row on this connection as repeated.
    repeats: Repeats,
    seen: SeenIds,
    /// The `eventId` of the last `replay_reset` judged.
    last_reset: Option<String>,
}

impl Source for Feed {
    type Conn = Incoming;
    type Item = EventItem;

    /// `GET /events` from the resume cursor, as the `cursor` query and as
    /// `Last-Event-ID`; a `4xx` ends the stream.
    async fn open(&mut self) -> Result<Incoming, Failed<EventItem>> {
        let client = self.client.clone();
        let mut target = format!("{}/events", client.shared.prefix);
        let header = self.judge.resume.to_string();
        let mut headers = Vec::new();
        if self.judge.resume > 0 {
            target.push_str(&format!("?cursor={header}"));
            headers.push((LastEventId::HEADER, header.as_str()));
        }
        match client.open("GET", &target, &headers, None).await {
            Ok((200, content_type, body)) if content_type.starts_with("text/event-stream") => {
                self.parser = SseParser::with_max_event_len(client.shared.options.max_frame_len);
                (self.chunk, self.at) = (Default::default(), 0);
                self.judge.repeats.reset();
                Ok(body)
            }
            Ok((status, content_type, body)) => {
                let bytes = client.read_body(body, false).await.unwrap_or_default();
                let error = client.error_reply(status, &content_type, &bytes);
                match (400..500).contains(&status) {
                    true => Err(Failed::fatal(Err(error))),
                    false => Err(Failed::quiet(Err(error))),
                }
            }
            Err(e) => Err(Failed::quiet(Err(e))),
        }
    }

    /// One body chunk (or silence past the idle timeout: the connection
    /// is dropped and resumed), kept for [`Source::next`].
    async fn read(&mut self, body: &mut Incoming, _: &mut Batch<EventItem>) -> Read {
        let next = body.frame();
        let next = match self.client.shared.options.idle_timeout {
            Some(idle) => tokio::time::timeout(idle, next).await.ok(),
            None => Some(next.await),
        };
        match next {
            Some(Some(Ok(frame))) => {
                if let Ok(data) = frame.into_data() {
                    (self.chunk, self.at) = (data, 0);
                }
                Read::Open
            }
            // The end of the body, a broken connection or silence: resume.
            _ => Read::Closed,
        }
    }

    /// Judges the chunk's next event where it lies in the chunk.
    fn next(&mut self, _: &mut Incoming, out: &mut Batch<EventItem>) -> Option<Read> {
        let rest = self.chunk.get(self.at..).filter(|rest| !rest.is_empty())?;
        let judge = &mut self.judge;
        let used = self.parser.feed(rest, true, &mut |e| judge.accept(e, out));
        self.at += used;
        if let Some(ms) = self.parser.retry() {
            out.at_least(Duration::from_millis(ms));
        }
        Some(Read::Open)
    }
}

impl Judge {
    /// Judges one SSE event into `out`, unless it was delivered before.
    fn accept(&mut self, event: Result<EventRef<'_>, EventTooLarge>, out: &mut Batch<EventItem>) {
        let event = match event {
            Ok(e) => e,
            Err(e) => {
                let error = Error::TooLarge {
                    size: None,
                    limit: e.limit,
                };
                return out.push(Err(error), None);
            }
        };
        if event.data.is_empty() {
            return;
        }
        let strict = self.strict;
        let received = match decode_event(event.data, strict) {
            Ok(r) => r,
            Err(e) => return out.push(Err(Error::Decode(e)), None),
        };
        let (cursor, durable, event_id, reset) = match &received {
            Received::Known(e) => (
                Some(e.cursor()),
                e.durable(),
                Some(e.event_id()),
                matches!(e, WebEventEnvelope::ReplayReset(_)),
            ),
            Received::Unknown(u) => (
                u.position,
                u.raw.get("durable").and_then(Value::as_bool) == Some(true),
                u.raw.get("eventId").and_then(Value::as_str),
                false,
            ),
        };
        if strict && event.id != cursor.map(|c| c.to_string()).as_deref() {
            let message = format!("SSE id {:?} is not the cursor {cursor:?}", event.id);
            let error = DecodeError::new("WebEventEnvelope", "", message);
            return out.push(Err(Error::Decode(error)), None);
        }
        match (durable, cursor) {
            (true, Some(cursor)) if reset => {
                if self.last_reset.is_some()
                    && self.last_reset.as_deref() == event_id
                    && cursor == self.resume
                {
                    return;
                }
                self.last_reset = event_id.map(str::to_owned);
                self.moved(cursor, out);
            }
            (true, Some(cursor)) if cursor <= self.resume => {
                if let Some(skipped) = self.repeats.skipped() {
                    let resume = self.resume;
                    let error = Error::Repeated {
                        position: cursor,
                        resume,
                        skipped,
                    };
                    out.push(Err(error), None);
                }
                return;
            }
            (true, Some(cursor)) => self.moved(cursor, out),
            _ => {
                if let Some(id) = event_id
                    && !self.seen.insert(id)
                {
                    return;
                }
            }
        }
        out.push(Ok(received), Some(self.resume));
    }

    /// A durable envelope was accepted: the resume point moves, and the
    /// stream counts as making progress.
    fn moved(&mut self, cursor: i64, out: &mut Batch<EventItem>) {
        self.resume = cursor;
        self.repeats.reset();
        out.progress();
    }
}

/// One envelope, through the kit's one receive step
/// ([`wire_kit::net::receive`]); an envelope of a type this crate does not
/// know must still hold a valid cursor.
fn decode_event(data: &str, strict: bool) -> Result<Received<WebEventEnvelope>, DecodeError> {
    let known = WebEventEnvelope::MAPPING.map(|(kind, _)| kind);
    match wire_kit::net::receive::<WebEventEnvelope>(data, strict, &known)? {
        Received::Unknown(u) => unknown_event(&u.kind, u.raw).map(Received::Unknown),
        known => Ok(known),
    }
}

/// An envelope of a type this crate does not know, holding what every
/// envelope holds: a `cursor` (`minimum: 1`, and at most `i64::MAX`) when
/// it has one, and one whenever it is durable.
fn unknown_event(kind: &str, value: Value) -> Result<UnknownEvent, DecodeError> {
    let refuse = |message: String| DecodeError::new(WebEventEnvelope::NAME, "cursor", message);
    let position = match value.get("cursor") {
        None => None,
        Some(c) => Some(
            wire_kit::from_value::<crate::Positive>(WebEventEnvelope::NAME, c)
                .map_err(|e| refuse(e.message().to_owned()))?
                .get(),
        ),
    };
    let durable = value.get("durable").and_then(Value::as_bool) == Some(true);
    if durable && position.is_none() {
        return Err(refuse("a durable envelope needs its cursor".to_owned()));
    }
    Ok(UnknownEvent::new(kind.to_owned(), position, value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_undeclared_member_is_dropped_unless_strict() {
        let json = br#"{"items":[],"nextCursor":null,"xUndeclared":true}"#;
        assert!(decode_reply::<crate::SessionPage>(json, true).is_err());
        let page = decode_reply::<crate::SessionPage>(json, false).unwrap();
        assert!(page.items.is_empty());
        let nested = br#"{"items":[{"id":"s","projectPath":"/p","model":"m","createdAt":"x",
            "updatedAt":"y","messageCount":0,"extra":{"a":1}}],"nextCursor":null,"more":1}"#;
        let page = decode_reply::<crate::SessionPage>(nested, false).unwrap();
        assert_eq!(page.items.len(), 1);
    }

    #[test]
    fn an_event_of_an_unknown_type_is_delivered_as_unknown() {
        let json = r#"{"apiVersion":1,"eventId":"e","cursor":3,"type":"x_new","durable":true}"#;
        assert!(decode_event(json, true).is_err());
        match decode_event(json, false).unwrap() {
            Received::Unknown(u) => assert_eq!((u.kind.as_str(), u.position), ("x_new", Some(3))),
            other => panic!("{other:?}"),
        }
        let extra = r#"{"apiVersion":1,"eventId":"e","cursor":3,"sessionId":null,"threadId":null,
            "type":"runtime_event","durable":true,"timestamp":"t","xNew":1,
            "payload":{"eventType":"a","value":{},"xMore":2}}"#;
        assert!(decode_event(extra, true).is_err());
        assert!(matches!(decode_event(extra, false), Ok(Received::Known(_))));
    }

    /// The window forgets the oldest ids past its length and holds a few
    /// bytes per id: 4096 of them take under 128 KiB, whatever their length.
    #[test]
    fn the_window_of_event_ids_is_bounded_in_bytes() {
        let mut seen = SeenIds::new();
        let long = "x".repeat(64 * 1024);
        for i in 0..3 * SEEN_WINDOW {
            assert!(seen.insert(&format!("{i}{long}")));
            assert!(!seen.insert(&format!("{i}{long}")), "remembered");
        }
        assert!(
            seen.insert(&format!("0{long}")),
            "forgotten past the window"
        );
        assert!(!seen.insert(&format!("{}{long}", 3 * SEEN_WINDOW - 1)));
        assert!(
            seen.heap_bytes() <= 128 * 1024,
            "{} bytes",
            seen.heap_bytes()
        );
    }

    #[test]
    fn percent_encoding() {
        assert_eq!(percent_encode("a b/é"), "a%20b%2F%C3%A9");
    }
}
