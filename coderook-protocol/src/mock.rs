//! An in-process Coderook daemon for tests (feature `mock`), with fault
//! injection. It is the reference peer's serving logic:
//! `agent-wire-peer serve coderook` runs it on a port of its own.
//!
//! What it does, on loopback TCP with the contract's framing:
//!
//! - the handshake of [`connection`](crate::connection): the first frame
//!   must be `core.authenticate` with the configured token;
//! - every method of the table is answered: `event.subscribe`,
//!   `event.unsubscribe` and `event.replay` by the mock's event ledger, any
//!   other method by a valid instance of its result type (the smallest its
//!   schema allows, decoded by this crate; `{}` where the contract documents
//!   no result), or by a [`Reply`] the test sets with
//!   [`Server::respond`];
//! - events: [`Server::emit`] sends an event to the subscribers of its
//!   thread (and to those of every thread). An event whose type has a
//!   `ledger_seq` member is *sequenced*: the mock gives it the next place in
//!   its thread's ledger, keeps it, and replays it to an `event.subscribe`
//!   whose `thread_id` is that thread and whose `after_seq` is before it.
//!   Any other event is live-only: sent once, to the subscribers of the
//!   moment. A subscription's `topics` select events by type (`run.*`: every
//!   type starting `run.`; `*`: all); an empty list selects all; an event of
//!   a type outside the contract goes to every subscriber;
//! - `thread.list` lists the thread [`Options::with_thread_id`] names
//!   (`thread-1` by default);
//! - a script ([`Options::with_script`]): events emitted, in order, on that
//!   thread when the first subscription is made;
//! - a steady feed ([`Options::with_events`]): from the start, N sequenced
//!   `step.started` events on that thread (ledger places 1..=N), one every
//!   [`Options::with_event_interval`], a live-only `llm.token` between two;
//! - [`Faults`] from the options, and on demand [`Server::disconnect_all`]
//!   and [`Server::cut_mid_frame`].
//!
//! A subscriber that falls more than a few thousand events behind is
//! disconnected, as a daemon would drop it, and must resume.
//!
//! What a client costs it before the handshake is bounded, since anyone
//! who can reach the port can connect:
//!
//! - a connection may send at most [`MAX_UNAUTHENTICATED`] bytes (64 KiB)
//!   before it has authenticated (a `core.authenticate` line is a few
//!   hundred bytes); past that it is answered `-32001` and closed, so an
//!   unfinished line costs 64 KiB, not the 16 MiB frame limit;
//! - token guessing is slowed down: after a failed authentication, the
//!   next token is checked only after a pause of 10 ms, doubling with each
//!   consecutive failure up to 1 s ([`MAX_AUTH_DELAY`]); tokens are checked
//!   one at a time, on every connection alike, so guesses come no faster
//!   than one per pause however many connections carry them, and whatever
//!   the outcome, the answer comes after the pause (a quick answer would
//!   tell a right token from a wrong one). A successful authentication
//!   ends the pauses. A client with the right token that connects during
//!   a guessing attack waits its turn. This slows guessing; the defence
//!   against it is a long random token;
//! - an empty token is refused when the server starts: it would let in
//!   any client that sends an empty one.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> std::io::Result<()> {
//! use coderook_protocol::mock::{Options, Server};
//! use coderook_protocol::{RunStartedEvent, Secret};
//!
//! let server = Server::start(Options::new(Secret::new("t0ken"))).await?;
//! assert!(server.addr().ip().is_loopback());
//! let seq = server.emit(RunStartedEvent::new("run-1", "say hello", "2026-01-01T00:00:00Z"));
//! assert_eq!(seq, Some(1)); // `run.started` has a ledger place
//! # Ok(()) }
//! ```

use crate::codec::{DEFAULT_MAX_FRAME_LEN, FrameDecoder, FrameError, encode_frame};
use crate::connection::{Action, ServerConnection, error_line};
use crate::jsonrpc::{ErrorCode, ErrorObject, Response};
use crate::methods::{ClientRequest, Command, CommandResult};
use crate::{
    Event, EventPushEnvelope, EventReplayCommand, EventReplayResult, EventSubscribeCommand,
    EventSubscribeResult, EventUnsubscribeResult, JsonObject, JsonValue, LlmTokenEvent,
    LlmUsageEvent, RunFinishedEvent, RunStartedEvent, RuntimeEventRecord, StepFinishedEvent,
    StepStartedEvent, ToolCallFinishedEvent, ToolCallStartedEvent,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::fmt;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::OwnedWriteHalf;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::broadcast;
use tokio::task::JoinHandle;
use wire_kit::Secret;
pub use wire_kit::net::Faults;

/// The thread a script runs on unless [`Options::with_thread_id`] says otherwise.
pub const DEFAULT_THREAD: &str = "thread-1";

/// How many bytes a connection may send before it has authenticated; past
/// this it is refused (`-32001`) and closed.
pub const MAX_UNAUTHENTICATED: usize = 64 * 1024;

pub use crate::server::MAX_AUTH_DELAY;

/// How a [`Server`] behaves.
#[derive(Debug, Clone)]
pub struct Options {
    token: Secret,
    listen: SocketAddr,
    script: Vec<Event>,
    thread_id: String,
    faults: Faults,
    events: usize,
    event_interval: Duration,
}

impl Options {
    /// A daemon on `127.0.0.1` and a free port that expects `token`, with
    /// no script, no feed and no faults. An empty token is refused when
    /// the server starts ([`Server::start`], [`Server::serve`]).
    pub fn new(token: Secret) -> Self {
        Self {
            token,
            listen: SocketAddr::from((Ipv4Addr::LOCALHOST, 0)),
            script: Vec::new(),
            thread_id: DEFAULT_THREAD.to_owned(),
            faults: Faults::none(),
            events: 0,
            event_interval: Duration::from_millis(10),
        }
    }

    /// Where to listen (a loopback address).
    pub fn with_listen(mut self, addr: SocketAddr) -> Self {
        self.listen = addr;
        self
    }

    /// Emit `n` sequenced events from the start (see the module docs).
    pub fn with_events(mut self, n: usize) -> Self {
        self.events = n;
        self
    }

    /// The pace of [`with_events`](Self::with_events) (10 ms by default;
    /// zero: all at once).
    pub fn with_event_interval(mut self, interval: Duration) -> Self {
        self.event_interval = interval;
        self
    }

    /// Events emitted in order when the first subscription is made.
    pub fn with_script(mut self, script: Vec<Event>) -> Self {
        self.script = script;
        self
    }

    /// The thread of the script's events and of [`Server::emit`].
    pub fn with_thread_id(mut self, thread_id: impl Into<String>) -> Self {
        self.thread_id = thread_id.into();
        self
    }

    /// Faults to inject (see [`Faults`]): `undeclared_member` and
    /// `oversize_frame` apply to the second event each connection pushes,
    /// the undeclared member also to every `core.ping` result;
    /// `unknown_event` puts an event of type `x.unknown_event` in each
    /// thread's ledger right after its second sequenced event (so it has a
    /// ledger place, and is replayed); `drop_after` ends the first
    /// connection that has pushed that many events.
    pub fn with_faults(mut self, faults: Faults) -> Self {
        self.faults = faults;
        self
    }
}

/// The reference run: `run.started`, two steps with a tool call and tokens,
/// usage, `run.finished`: eight sequenced events and three live-only ones
/// (`llm.token` twice, `llm.usage`).
pub fn default_script() -> Vec<Event> {
    let run = "run-1".to_owned();
    let ts = |n: u32| format!("2026-01-01T00:00:{n:02}Z");
    let mut params = JsonObject::new();
    params.insert("path".into(), json!("README.md"));
    vec![
        RunStartedEvent::new(run.clone(), "say hello", ts(0)).into(),
        StepStartedEvent::new(run.clone(), 1, ts(1)).into(),
        ToolCallStartedEvent::new(run.clone(), "tool-1", "read_file", params, ts(2)).into(),
        ToolCallFinishedEvent::new(run.clone(), "tool-1", "read_file", 12, ts(3)).into(),
        StepFinishedEvent::new(run.clone(), 1, ts(4)).into(),
        StepStartedEvent::new(run.clone(), 2, ts(5)).into(),
        LlmTokenEvent::new(run.clone(), "Hel", ts(6)).into(),
        LlmTokenEvent::new(run.clone(), "lo", ts(7)).into(),
        LlmUsageEvent::new(run.clone(), 120, 2, 0, 0, ts(8)).into(),
        StepFinishedEvent::new(run.clone(), 2, ts(9)).into(),
        RunFinishedEvent::new(run, "completed", 2, ts(10)).into(),
    ]
}

/// How the mock answers a request, set with [`Server::respond`].
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Reply {
    /// A result: any JSON value, so a test can also send one the method's
    /// result type refuses.
    Result(Value),
    /// An error response.
    Error(ErrorObject),
    /// No answer: the connection closes with the request received (a client
    /// cannot tell whether it ran).
    Hangup,
}

impl Reply {
    /// A result from any serializable value (a typed result, `json!(..)`).
    pub fn result(value: impl Serialize) -> Self {
        Self::Result(serde_json::to_value(value).expect("a result serializes to JSON"))
    }
}

type Handler = Arc<dyn Fn(&ClientRequest) -> Reply + Send + Sync>;

/// A running mock daemon. Dropping it stops it and closes its connections.
pub struct Server {
    addr: SocketAddr,
    shared: Arc<Shared>,
    tasks: Vec<JoinHandle<()>>,
}

impl fmt::Debug for Server {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Server")
            .field("addr", &self.addr)
            .finish_non_exhaustive()
    }
}

impl Server {
    /// Binds the address of [`Options::with_listen`] and serves in the
    /// background (needs a tokio runtime). Refuses a non-loopback address
    /// and an empty token ([`std::io::ErrorKind::InvalidInput`]).
    pub async fn start(options: Options) -> std::io::Result<Self> {
        wire_kit::net::require_loopback(options.listen, false)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e.to_string()))?;
        crate::server::check_token(&options.token)?;
        let listener = TcpListener::bind(options.listen).await?;
        Self::serve(listener, options)
    }

    /// Serves on a listener the caller bound. Refuses an empty token
    /// ([`std::io::ErrorKind::InvalidInput`]).
    pub fn serve(listener: TcpListener, config: Options) -> std::io::Result<Self> {
        crate::server::check_token(&config.token)?;
        let addr = listener.local_addr()?;
        let capacity = 4096 + config.script.len();
        let (out, _) = broadcast::channel(capacity);
        let shared = Arc::new(Shared {
            token: config.token,
            faults: config.faults,
            thread_id: config.thread_id,
            state: Mutex::new(State {
                ledgers: HashMap::new(),
                emitted: 0,
                script: Some(config.script),
                subscriptions: 0,
            }),
            out,
            handlers: Mutex::new(HashMap::new()),
            requests: Mutex::new(Vec::new()),
            connections: AtomicUsize::new(0),
            auth: crate::server::AuthGate::default(),
        });
        let accepting = shared.clone();
        let accept = tokio::spawn(async move {
            loop {
                let (stream, _) = wire_kit::net::accept(&listener).await;
                accepting.connections.fetch_add(1, Ordering::Relaxed);
                let connection = Connection::new(accepting.clone());
                tokio::spawn(connection.run(stream));
            }
        });
        let mut tasks = vec![accept];
        if config.events > 0 {
            tasks.push(tokio::spawn(feed(
                shared.clone(),
                config.events,
                config.event_interval,
            )));
        }
        Ok(Self {
            addr,
            shared,
            tasks,
        })
    }

    /// Stops accepting and emitting, closes every connection, and returns
    /// once the listening socket is closed (so that its address can be
    /// bound again).
    pub async fn shutdown(mut self) {
        for task in &self.tasks {
            task.abort();
        }
        for task in self.tasks.drain(..) {
            let _ = task.await;
        }
        self.disconnect_all();
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Emits `event` on the configured thread; its ledger place, when its
    /// type is sequenced.
    pub fn emit(&self, event: impl Into<Event>) -> Option<i64> {
        self.shared.emit(&self.shared.thread_id, event.into())
    }

    /// Emits `event` on `thread_id`; its ledger place, when its type is sequenced.
    pub fn emit_to(&self, thread_id: &str, event: impl Into<Event>) -> Option<i64> {
        self.shared.emit(thread_id, event.into())
    }

    /// Answers every later request of `method` with what `reply` returns
    /// (`core.authenticate` excepted: the handshake is the contract's).
    pub fn respond(
        &self,
        method: &str,
        reply: impl Fn(&ClientRequest) -> Reply + Send + Sync + 'static,
    ) {
        lock(&self.shared.handlers).insert(method.to_owned(), Arc::new(reply));
    }

    /// Closes every open connection now, between two frames.
    pub fn disconnect_all(&self) {
        let _ = self.shared.out.send(Out::Kick { mid_frame: false });
    }

    /// Closes every open connection now, in the middle of a frame: each
    /// gets the first part of an event push and no line end.
    pub fn cut_mid_frame(&self) {
        let _ = self.shared.out.send(Out::Kick { mid_frame: true });
    }

    /// Every request dispatched so far (after the handshake), in order.
    pub fn requests(&self) -> Vec<ClientRequest> {
        lock(&self.shared.requests).clone()
    }

    /// How many connections it has accepted.
    pub fn connections(&self) -> usize {
        self.shared.connections.load(Ordering::Relaxed)
    }

    /// The events of `thread_id`'s ledger, each with its `ledger_seq`.
    pub fn ledger(&self, thread_id: &str) -> Vec<Event> {
        self.shared
            .state()
            .ledgers
            .get(thread_id)
            .cloned()
            .unwrap_or_default()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
        self.disconnect_all();
    }
}

/// The feed of [`Options::with_events`]: `n` sequenced events, a live-only
/// one between two.
async fn feed(shared: Arc<Shared>, n: usize, every: Duration) {
    let thread = shared.thread_id.clone();
    for i in 1..=n {
        if !every.is_zero() {
            tokio::time::sleep(every).await;
        } else if i % 64 == 0 {
            tokio::task::yield_now().await;
        }
        let step = i64::try_from(i).unwrap_or(i64::MAX);
        let ts = "2026-01-01T00:00:00Z";
        shared.emit(&thread, StepStartedEvent::new("run-1", step, ts).into());
        if i < n {
            shared.emit(
                &thread,
                LlmTokenEvent::new("run-1", format!("t{i}"), ts).into(),
            );
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

struct Shared {
    token: Secret,
    faults: Faults,
    thread_id: String,
    state: Mutex<State>,
    out: broadcast::Sender<Out>,
    handlers: Mutex<HashMap<String, Handler>>,
    requests: Mutex<Vec<ClientRequest>>,
    connections: AtomicUsize,
    /// Consecutive failed authentications; held across the pause and the
    /// check, so tokens are checked one at a time.
    auth: crate::server::AuthGate,
}

struct State {
    /// Each thread's sequenced events; the event at index `i` has place `i + 1`.
    ledgers: HashMap<String, Vec<Event>>,
    /// How many events were emitted: the index of the latest.
    emitted: u64,
    /// The script, until the first subscription takes it.
    script: Option<Vec<Event>>,
    subscriptions: u64,
}

#[derive(Clone)]
enum Out {
    Event {
        index: u64,
        thread: Arc<str>,
        event: Arc<Event>,
    },
    Kick {
        mid_frame: bool,
    },
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, State> {
        lock(&self.state)
    }

    /// A frame of a connection not yet authenticated, after the pause that
    /// the failures before it call for (see the module docs).
    async fn handshake(&self, conn: &mut ServerConnection, frame: &[u8]) -> Action {
        self.auth.check(conn, frame).await
    }

    fn emit(&self, thread: &str, event: Event) -> Option<i64> {
        let mut state = self.state();
        let seq = self.emit_locked(&mut state, thread, event);
        if seq == Some(2) && self.faults.unknown_event {
            let odd = br#"{"type":"x.unknown_event","ts":"2026-01-01T00:00:00Z","ledger_seq":0}"#;
            let odd = Event::from_json(odd).expect("any object with a type is an event");
            self.emit_locked(&mut state, thread, odd);
        }
        seq
    }

    fn emit_locked(&self, state: &mut State, thread: &str, event: Event) -> Option<i64> {
        let ledger = state.ledgers.entry(thread.to_owned()).or_default();
        let place = i64::try_from(ledger.len()).unwrap_or(i64::MAX - 1) + 1;
        let (event, seq) = match with_ledger_seq(&event, place) {
            Some(sequenced) => {
                ledger.push(sequenced.clone());
                (sequenced, Some(place))
            }
            None => (event, None),
        };
        state.emitted += 1;
        let _ = self.out.send(Out::Event {
            index: state.emitted,
            thread: thread.into(),
            event: Arc::new(event),
        });
        seq
    }

    /// Registers a subscription: what to replay, the answer, and the
    /// script if this is the first subscription.
    fn subscribe(
        &self,
        cmd: &EventSubscribeCommand,
    ) -> (Subscription, Vec<Event>, Value, Option<Vec<Event>>) {
        let mut state = self.state();
        state.subscriptions += 1;
        let id = format!("sub-{}", state.subscriptions);
        let thread = cmd.thread_id.as_ref().map(|t| t.as_str().to_owned());
        let ledger = state
            .ledgers
            .get(thread.as_deref().unwrap_or(&self.thread_id))
            .map(Vec::as_slice)
            .unwrap_or_default();
        let after = usize::try_from(cmd.after_seq.get()).unwrap_or(usize::MAX);
        let replay: Vec<Event> = match thread {
            Some(_) => ledger
                .iter()
                .skip(after)
                .filter(|e| selects_event(&cmd.topics, e))
                .cloned()
                .collect(),
            None => Vec::new(),
        };
        let mut result = EventSubscribeResult::new(id.clone())
            .with_replayed_count(i64::try_from(replay.len()).unwrap_or(i64::MAX));
        result.last_seq = (!ledger.is_empty()).then_some(ledger.len() as i64);
        let subscription = Subscription {
            id,
            thread,
            topics: cmd.topics.clone(),
            from: state.emitted,
        };
        let script = state.script.take();
        let result = serde_json::to_value(result).expect("a result serializes");
        (subscription, replay, result, script)
    }

    fn replay(&self, cmd: &EventReplayCommand) -> Value {
        let state = self.state();
        let ledger = state
            .ledgers
            .get(cmd.thread_id.as_str())
            .map(Vec::as_slice)
            .unwrap_or_default();
        let after = usize::try_from(cmd.after_seq.get()).unwrap_or(usize::MAX);
        let limit = usize::try_from(cmd.limit.get()).unwrap_or(1000);
        let records: Vec<RuntimeEventRecord> = ledger
            .iter()
            .enumerate()
            .skip(after)
            .take(limit)
            .filter_map(|(i, event)| record(cmd.thread_id.as_str(), i + 1, event))
            .collect();
        let has_more = ledger.len() > after.saturating_add(limit);
        let result = EventReplayResult::new(records, ledger.len() as i64, has_more);
        serde_json::to_value(result).expect("a result serializes")
    }

    /// `thread.list`: the mock's one thread.
    fn thread_list(&self) -> Value {
        let mut thread = sample::<crate::ThreadRecord>("ThreadRecord")
            .map(|t| serde_json::to_value(t).expect("a record serializes"))
            .expect("ThreadRecord has a sample");
        thread["id"] = json!(self.thread_id);
        json!({ "threads": [thread] })
    }

    /// The default answer to `method`: a sample of its result type, with
    /// the undeclared-member fault on `core.ping`.
    fn sampled(&self, method: &str) -> Reply {
        let Some(result) = sample_result(method) else {
            return Reply::Error(ErrorObject::with_message(
                ErrorCode::InternalError,
                "the mock has no sample result for this method",
            ));
        };
        let mut value = serde_json::to_value(result).expect("a result serializes");
        if self.faults.undeclared_member && method == "core.ping" {
            value["x_undeclared"] = json!(true);
        }
        Reply::Result(value)
    }
}

/// `event` at ledger place `seq`, when its type has a `ledger_seq` member.
fn with_ledger_seq(event: &Event, seq: i64) -> Option<Event> {
    let mut value = serde_json::to_value(event).ok()?;
    let object = value.as_object_mut()?;
    if !object.contains_key("ledger_seq") {
        return None;
    }
    object.insert("ledger_seq".into(), json!(seq));
    wire_kit::from_value("Event", &value).ok()
}

/// The ledger record of `event` at place `seq`.
fn record(thread: &str, seq: usize, event: &Event) -> Option<RuntimeEventRecord> {
    let payload = serde_json::to_value(event).ok()?;
    let ts = payload
        .get("ts")
        .and_then(Value::as_str)
        .unwrap_or("2026-01-01T00:00:00Z")
        .to_owned();
    let record = json!({
        "thread_id": thread, "seq": seq, "type": event.event_type(),
        "ts": ts, "payload": payload,
    });
    wire_kit::from_value("RuntimeEventRecord", &record).ok()
}

/// Whether `topics` select `event`. A type outside the contract (the
/// `unknown_event` fault) goes to every subscriber: topics cannot name a
/// type the client does not know, and the fault is there to be seen.
fn selects_event(topics: &[String], event: &Event) -> bool {
    matches!(event, Event::Other(_)) || selects(topics, event.event_type())
}

/// Whether `topics` select events of type `event_type`.
fn selects(topics: &[String], event_type: &str) -> bool {
    topics.is_empty()
        || topics.iter().any(|topic| match topic.strip_suffix('*') {
            Some(prefix) => event_type.starts_with(prefix),
            None => topic == event_type,
        })
}

struct Subscription {
    id: String,
    thread: Option<String>,
    topics: Vec<String>,
    /// Events up to this index were emitted before it began.
    from: u64,
}

impl Subscription {
    fn selects(&self, index: u64, thread: &str, event: &Event) -> bool {
        index > self.from
            && self.thread.as_deref().is_none_or(|t| t == thread)
            && selects_event(&self.topics, event)
    }
}

/// One accepted connection.
struct Connection {
    shared: Arc<Shared>,
    out: broadcast::Receiver<Out>,
    subscriptions: Vec<Subscription>,
    /// Events pushed on this connection.
    sent: usize,
}

/// The first part of a push frame, for [`Server::cut_mid_frame`].
const CUT_FRAME: &[u8] = br#"{"kind":"event","event":{"type":"llm.token","run_id":"run-1","tok"#;

impl Connection {
    fn new(shared: Arc<Shared>) -> Self {
        Self {
            out: shared.out.subscribe(),
            shared,
            subscriptions: Vec::new(),
            sent: 0,
        }
    }

    async fn run(mut self, stream: TcpStream) {
        let _ = self.serve(stream).await;
    }

    async fn serve(&mut self, stream: TcpStream) -> std::io::Result<()> {
        let (mut read, mut write) = stream.into_split();
        let mut conn = ServerConnection::new(self.shared.token.clone());
        let mut frames = FrameDecoder::with_max_frame_len(DEFAULT_MAX_FRAME_LEN);
        let mut buf = vec![0u8; 64 * 1024];
        let mut unauthenticated = 0usize;
        loop {
            tokio::select! {
                n = read.read(&mut buf) => {
                    let n = n?;
                    if n == 0 {
                        return Ok(());
                    }
                    frames.push(&buf[..n]);
                    if !conn.is_authenticated() {
                        unauthenticated += n;
                    }
                    loop {
                        let action = match frames.next_line() {
                            Some(Ok(frame)) if !conn.is_authenticated() => {
                                self.shared.handshake(&mut conn, frame.text.as_bytes()).await
                            }
                            Some(Ok(frame)) => conn.on_frame(frame.text.as_bytes()),
                            Some(Err(e)) => conn.on_frame_error(&e),
                            // The handshake has not come within the bound:
                            // the rest of its line (or more blank lines)
                            // would only cost memory and time.
                            None if !conn.is_authenticated()
                                && unauthenticated > MAX_UNAUTHENTICATED =>
                            {
                                conn.on_frame_error(&FrameError::TooLarge {
                                    line: 1,
                                    limit: MAX_UNAUTHENTICATED,
                                })
                            }
                            None => break,
                        };
                        let keep = match action {
                            Action::Reply(line) => {
                                self.write(&mut write, line.as_bytes()).await?;
                                true
                            }
                            Action::ReplyAndClose(line) => {
                                self.write(&mut write, line.as_bytes()).await?;
                                false
                            }
                            Action::Dispatch(request) => self.dispatch(&mut write, request).await?,
                        };
                        if !keep {
                            return Ok(());
                        }
                    }
                }
                out = self.out.recv() => match out {
                    Ok(Out::Event { index, thread, event }) => {
                        if self.subscriptions.iter().any(|s| s.selects(index, &thread, &event))
                            && !self.push(&mut write, &event).await?
                        {
                            return Ok(());
                        }
                    }
                    Ok(Out::Kick { mid_frame }) => {
                        if mid_frame {
                            write.write_all(CUT_FRAME).await?;
                            write.flush().await?;
                        }
                        return Ok(());
                    }
                    // A subscriber this far behind is dropped; it resumes.
                    Err(broadcast::error::RecvError::Lagged(_)) if !self.subscriptions.is_empty() => {
                        return Ok(());
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(broadcast::error::RecvError::Closed) => return Ok(()),
                },
            }
        }
    }

    async fn write(&self, write: &mut OwnedWriteHalf, line: &[u8]) -> std::io::Result<()> {
        self.shared.faults.write(write, line).await
    }

    /// Answers a request; false when the connection is to close.
    async fn dispatch(
        &mut self,
        write: &mut OwnedWriteHalf,
        request: ClientRequest,
    ) -> std::io::Result<bool> {
        lock(&self.shared.requests).push(request.clone());
        let handler = lock(&self.shared.handlers).get(request.method()).cloned();
        let reply = match (&handler, &request.command) {
            (Some(handler), _) => handler(&request),
            (None, Command::EventSubscribe(cmd)) => {
                let (subscription, replay, result, script) = self.shared.subscribe(cmd);
                self.subscriptions.push(subscription);
                let line = encode_frame(&Response::result(request.id, result));
                self.write(write, &line).await?;
                for event in &replay {
                    if !self.push(write, event).await? {
                        return Ok(false);
                    }
                }
                if let Some(script) = script.filter(|s| !s.is_empty()) {
                    let shared = self.shared.clone();
                    tokio::spawn(async move {
                        for event in script {
                            shared.emit(&shared.thread_id, event);
                            tokio::task::yield_now().await;
                        }
                    });
                }
                return Ok(true);
            }
            (None, Command::EventUnsubscribe(cmd)) => {
                let before = self.subscriptions.len();
                self.subscriptions
                    .retain(|s| s.id != cmd.subscription_id.as_str());
                Reply::result(EventUnsubscribeResult::new(
                    cmd.subscription_id.as_str(),
                    self.subscriptions.len() < before,
                ))
            }
            (None, Command::EventReplay(cmd)) => Reply::Result(self.shared.replay(cmd)),
            (None, Command::ThreadList(_)) => Reply::Result(self.shared.thread_list()),
            (None, command) => self.shared.sampled(command.method()),
        };
        let line = match reply {
            Reply::Result(value) => encode_frame(&Response::result(request.id, value)),
            Reply::Error(error) => error_line(Some(request.id), error).into_bytes(),
            Reply::Hangup => return Ok(false),
        };
        self.write(write, &line).await?;
        Ok(true)
    }

    /// Pushes one event, with the faults that apply to it; false when the
    /// drop fault ends the connection here.
    async fn push(&mut self, write: &mut OwnedWriteHalf, event: &Event) -> std::io::Result<bool> {
        let faults = &self.shared.faults;
        if faults.drop_now(self.sent) {
            return Ok(false);
        }
        let second = self.sent == 1;
        self.sent += 1;
        let mut frame = serde_json::to_value(EventPushEnvelope::new(event.clone()))
            .expect("an event serializes");
        if second && faults.undeclared_member {
            frame["event"]["x_undeclared"] = json!(true);
        }
        faults.write(write, &encode_frame(&frame)).await?;
        if second && faults.oversize_frame {
            let big = "x".repeat(DEFAULT_MAX_FRAME_LEN);
            let token = LlmTokenEvent::new("run-1", big, "2026-01-01T00:00:00Z");
            faults
                .write(write, &encode_frame(&EventPushEnvelope::new(token.into())))
                .await?;
        }
        Ok(true)
    }
}

// ---- samples -----------------------------------------------------------------

/// A sample of `T`: the smallest value its schema allows, decoded by this
/// crate (which fills in every default).
fn sample<T: schemars::JsonSchema + DeserializeOwned>(name: &'static str) -> Option<T> {
    let root = serde_json::to_value(schemars::schema_for!(T)).ok()?;
    let raw = wire_kit::net::sample::of(&root, &root, 0);
    wire_kit::from_value(name, &raw).ok()
}

macro_rules! sample_result_of {
    ($variant:ident) => {
        Some(CommandResult::$variant(JsonValue(json!({}))))
    };
    ($variant:ident, $result:ident) => {
        sample::<crate::$result>(stringify!($result)).map(CommandResult::$variant)
    };
}

macro_rules! samples {
    ($($variant:ident => $method:literal $(as $tag:ident)?, $params:ident $(=> $result:ident)? $(, $read:ident)?;)+) => {
        /// Valid params for `method`: the smallest its params type's schema
        /// allows, decoded by this crate (which fills in every default).
        /// `None` when the method is not in the table.
        pub fn sample_command(method: &str) -> Option<Command> {
            match method {
                $($method => sample::<crate::$params>(stringify!($params)).map(Command::$variant),)+
                _ => None,
            }
        }

        /// A valid result for `method`, made the same way (`{}` where the
        /// contract documents no result type). `None` when the method is not
        /// in the table.
        pub fn sample_result(method: &str) -> Option<CommandResult> {
            match method {
                $($method => sample_result_of!($variant $(, $result)?),)+
                _ => None,
            }
        }
    };
}

crate::__method_table! { (samples) }

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_method_has_sample_params_and_a_sample_result() {
        for info in crate::METHODS {
            let command = sample_command(info.method)
                .unwrap_or_else(|| panic!("{}: no sample params", info.method));
            assert_eq!(command.method(), info.method);
            let result = sample_result(info.method)
                .unwrap_or_else(|| panic!("{}: no sample result", info.method));
            assert_eq!(result.method(), info.method);
        }
        assert!(sample_command("no.such").is_none());
    }

    #[test]
    fn topics_select_by_prefix_or_name() {
        let topics = vec!["run.*".to_owned(), "llm.token".to_owned()];
        assert!(selects(&topics, "run.started"));
        assert!(selects(&topics, "llm.token"));
        assert!(!selects(&topics, "llm.usage"));
        assert!(selects(&[], "anything"));
        assert!(selects(&["*".to_owned()], "anything"));
        let odd = Event::from_json(br#"{"type":"x.new"}"#).unwrap();
        assert!(selects_event(&topics, &odd));
        let usage: Event = LlmUsageEvent::new("run-1", 1, 1, 0, 0, "t").into();
        assert!(!selects_event(&topics, &usage));
    }

    #[test]
    fn the_default_script_has_eight_sequenced_events() {
        let sequenced = default_script()
            .iter()
            .filter(|e| with_ledger_seq(e, 1).is_some())
            .count();
        assert_eq!(sequenced, 8);
    }
}
