//! An in-process Coderook daemon for tests (feature `mock`): the
//! [typed server](crate::server) with handlers that answer every method, and
//! the faults of [`Faults`] as a [`Layer`] around it, to test a client's
//! error paths. `agent-wire-peer serve coderook` runs it on a port of its
//! own.
//!
//! Being the server, it has the server's rules: the handshake of
//! [`connection`](crate::connection) (the first frame must be
//! `core.authenticate` with the configured token; at most
//! [`MAX_UNAUTHENTICATED`] bytes before it; after a failed authentication
//! the next token is checked after a pause of 10 ms doubling up to
//! [`MAX_AUTH_DELAY`], one check at a time across all connections; an empty
//! token is refused at the start), pipelined calls, and the event stream
//! served from its event log. On top of it:
//!
//! - every method of the table is answered: `event.subscribe`,
//!   `event.unsubscribe` and `event.replay` by the server from its log, any
//!   other method by a valid instance of its result type (the smallest its
//!   schema allows, decoded by this crate; `{}` where the contract documents
//!   no result), or by a [`Reply`] the test sets with [`Server::respond`];
//! - events: [`Server::emit`] publishes an event on the configured thread
//!   ([`Server::emit_to`]: on any). An event of a ledgered type gets the
//!   next place in its thread's ledger and is replayed to an
//!   `event.subscribe` whose `thread_id` is that thread and whose
//!   `after_seq` is before it; any other is live-only: sent once, to the
//!   subscribers of the moment. A subscription's `topics` select events by
//!   type (`run.*`: every type starting `run.`; `*` or none: all); an event
//!   of a type outside the contract goes to every subscriber of its thread;
//! - `thread.list` lists the thread [`Options::with_thread_id`] names
//!   (`thread-1` by default);
//! - a script ([`Options::with_script`]): events emitted, in order, on that
//!   thread once the first subscription is made;
//! - a steady feed ([`Options::with_events`]): N sequenced `step.started`
//!   events on that thread (ledger places 1..=N), one every
//!   [`Options::with_event_interval`], a live-only `llm.token` between two.
//!   Events already in the log ([`Options::with_log`], a persistent one)
//!   count toward N: a restarted daemon goes on where its log ends;
//! - [`Faults`] from the options, and on demand [`Server::disconnect_all`]
//!   and [`Server::cut_mid_frame`].
//!
//! A subscriber whose queue stays full past the deadline of the server's
//! [`Policy`] (2 s unless [`Options::with_policy`] says otherwise) is
//! disconnected after what was queued, and must resume.
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

use crate::codec::{DEFAULT_MAX_FRAME_LEN, encode_frame};
use crate::connection::error_line;
use crate::jsonrpc::{ErrorCode, ErrorObject, Response};
use crate::methods::{ClientRequest, Command, CommandResult, Method};
use crate::server::{self, Context, Layer, Limits, Outbound, Outgoing, Policy, Router};
use crate::{
    Event, EventPushEnvelope, JsonObject, JsonValue, LlmTokenEvent, LlmUsageEvent,
    RunFinishedEvent, RunStartedEvent, StepFinishedEvent, StepStartedEvent, ThreadListResult,
    ToolCallFinishedEvent, ToolCallStartedEvent, method,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::net::{Ipv4Addr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpListener;
use tokio::net::tcp::OwnedWriteHalf;
use tokio::sync::{broadcast, mpsc};
use tokio::task::JoinHandle;
use wire_kit::Secret;
pub use wire_kit::net::Faults;
use wire_kit::net::log::{EventLog, MemoryLog};

/// The thread a script runs on unless [`Options::with_thread_id`] says otherwise.
pub const DEFAULT_THREAD: &str = "thread-1";

/// How many bytes a connection may send before it has authenticated; past
/// this it is closed.
pub const MAX_UNAUTHENTICATED: usize = 64 * 1024;

pub use crate::server::MAX_AUTH_DELAY;

/// How a [`Server`] behaves.
#[derive(Clone)]
pub struct Options {
    token: Secret,
    listen: SocketAddr,
    script: Vec<Event>,
    thread_id: String,
    faults: Faults,
    events: usize,
    event_interval: Duration,
    log: Option<Arc<dyn EventLog>>,
    policy: Policy,
}

impl fmt::Debug for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Options")
            .field("token", &self.token)
            .field("listen", &self.listen)
            .field("script", &self.script.len())
            .field("thread_id", &self.thread_id)
            .field("faults", &self.faults)
            .field("events", &self.events)
            .field("event_interval", &self.event_interval)
            .field("log", &self.log.as_ref().map(|_| "EventLog"))
            .field("policy", &self.policy)
            .finish()
    }
}

impl Options {
    /// A daemon on `127.0.0.1` and a free port that expects `token`, with
    /// no script, no feed, no faults and its ledger in memory (100,000
    /// events per thread). An empty token is refused when the server starts
    /// ([`Server::start`], [`Server::serve`]).
    pub fn new(token: Secret) -> Self {
        Self {
            token,
            listen: SocketAddr::from((Ipv4Addr::LOCALHOST, 0)),
            script: Vec::new(),
            thread_id: DEFAULT_THREAD.to_owned(),
            faults: Faults::none(),
            events: 0,
            event_interval: Duration::from_millis(10),
            log: None,
            policy: Policy::default(),
        }
    }

    /// Where to listen (a loopback address).
    pub fn with_listen(mut self, addr: SocketAddr) -> Self {
        self.listen = addr;
        self
    }

    /// Emit sequenced events from the start until the thread's ledger
    /// holds `n` (see the module docs).
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

    /// Events emitted in order once the first subscription is made.
    pub fn with_script(mut self, script: Vec<Event>) -> Self {
        self.script = script;
        self
    }

    /// The thread of the script's events, of the feed and of [`Server::emit`].
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
    /// connection that has pushed that many events; `split_writes` and
    /// `slow` apply to every frame.
    pub fn with_faults(mut self, faults: Faults) -> Self {
        self.faults = faults;
        self
    }

    /// How long a subscriber that does not keep up may hold up the events
    /// (the server's [`Policy`]; 1,024 events and 2 s by default).
    pub fn with_policy(mut self, policy: Policy) -> Self {
        self.policy = policy;
        self
    }

    /// Keeps the ledger in `log`; a persistent one
    /// (`wire_kit::net::store::FileLog`) makes a restarted daemon go on
    /// numbering where it stopped.
    pub fn with_log(mut self, log: Arc<dyn EventLog>) -> Self {
        self.log = Some(log);
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
    server: Option<server::Server>,
    mock: Arc<Mock>,
    tasks: Vec<JoinHandle<()>>,
}

impl fmt::Debug for Server {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Server")
            .field("addr", &self.addr())
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
        let log = config.log.unwrap_or_else(|| Arc::new(MemoryLog::default()));
        let (kicks, _) = broadcast::channel(64);
        let (queue, mut queued) = mpsc::unbounded_channel::<(String, Event)>();
        let mock = Arc::new(Mock {
            faults: config.faults,
            thread_id: config.thread_id,
            log: log.clone(),
            places: Mutex::new(HashMap::new()),
            queue,
            script: Mutex::new(Some(config.script)),
            handlers: Mutex::new(HashMap::new()),
            requests: Mutex::new(Vec::new()),
            connections: AtomicUsize::new(0),
            kicks,
        });
        let options = server::Options::new(config.token)
            .limits(
                Limits::default()
                    .frame(DEFAULT_MAX_FRAME_LEN)
                    .handshake(MAX_UNAUTHENTICATED),
            )
            .policy(config.policy)
            .log(log);
        let served = server::Server::serve_with(
            listener,
            options,
            router(&mock.thread_id),
            Faulty(mock.clone()),
        )?;
        let events = served.events().clone();
        let mut tasks = vec![tokio::spawn(async move {
            // One at a time and in order, so each event gets the place
            // `Mock::emit` gave it.
            while let Some((thread, event)) = queued.recv().await {
                let _ = events.emit(&thread, event).await;
            }
        })];
        if config.events > 0 {
            tasks.push(tokio::spawn(feed(
                mock.clone(),
                config.events,
                config.event_interval,
            )));
        }
        Ok(Self {
            server: Some(served),
            mock,
            tasks,
        })
    }

    fn served(&self) -> &server::Server {
        self.server.as_ref().expect("present until shutdown")
    }

    /// Stops accepting and emitting, closes every connection, and returns
    /// once the listening socket is closed (so that its address can be
    /// bound again).
    pub async fn shutdown(mut self) {
        for task in self.tasks.drain(..) {
            task.abort();
        }
        if let Some(server) = self.server.take() {
            server.shutdown().await;
        }
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.served().addr()
    }

    /// Emits `event` on the configured thread; its ledger place, when its
    /// type is sequenced. Events are published in the order they are
    /// emitted, right after this returns.
    pub fn emit(&self, event: impl Into<Event>) -> Option<i64> {
        self.mock.emit(&self.mock.thread_id, event.into())
    }

    /// Emits `event` on `thread_id`; its ledger place, when its type is sequenced.
    pub fn emit_to(&self, thread_id: &str, event: impl Into<Event>) -> Option<i64> {
        self.mock.emit(thread_id, event.into())
    }

    /// Answers every later request of `method` with what `reply` returns
    /// (`core.authenticate` excepted: the handshake is the contract's).
    pub fn respond(
        &self,
        method: &str,
        reply: impl Fn(&ClientRequest) -> Reply + Send + Sync + 'static,
    ) {
        lock(&self.mock.handlers).insert(method.to_owned(), Arc::new(reply));
    }

    /// Closes every open connection now, between two frames.
    pub fn disconnect_all(&self) {
        self.mock.kick(None, false);
    }

    /// Closes every open connection now, in the middle of a frame: each
    /// gets the first part of an event push and no line end.
    pub fn cut_mid_frame(&self) {
        self.mock.kick(None, true);
    }

    /// Every request dispatched so far (after the handshake), in order.
    pub fn requests(&self) -> Vec<ClientRequest> {
        lock(&self.mock.requests).clone()
    }

    /// How many connections it has accepted.
    pub fn connections(&self) -> usize {
        self.mock.connections.load(Ordering::Relaxed)
    }

    /// The events of `thread_id`'s ledger that the log holds, each with its
    /// `ledger_seq` (one [`emit`](Self::emit) just returned a place for is
    /// there once published).
    pub fn ledger(&self, thread_id: &str) -> Vec<Event> {
        let mut entries = Vec::new();
        let _ = self
            .mock
            .log
            .read_after(thread_id, 0, usize::MAX, &mut entries);
        entries
            .iter()
            .filter_map(|(_, text)| Event::from_json(text.as_bytes()).ok())
            .collect()
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

/// The feed of [`Options::with_events`]: sequenced events until the ledger
/// holds `n`, a live-only one between two.
async fn feed(mock: Arc<Mock>, n: usize, every: Duration) {
    let thread = mock.thread_id.clone();
    let already = usize::try_from(mock.log.retained(&thread).last).unwrap_or(0);
    for i in already + 1..=n {
        if !every.is_zero() {
            tokio::time::sleep(every).await;
        } else if i % 64 == 0 {
            tokio::task::yield_now().await;
        }
        let step = i64::try_from(i).unwrap_or(i64::MAX);
        let ts = "2026-01-01T00:00:00Z";
        mock.emit(&thread, StepStartedEvent::new("run-1", step, ts).into());
        if i < n {
            let token = LlmTokenEvent::new("run-1", format!("t{i}"), ts);
            mock.emit(&thread, token.into());
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The mock's state beside the server's.
struct Mock {
    faults: Faults,
    thread_id: String,
    log: Arc<dyn EventLog>,
    /// Each thread's latest ledger place, given out by [`Mock::emit`] ahead
    /// of the log (which numbers the same, events being published in order).
    places: Mutex<HashMap<String, i64>>,
    queue: mpsc::UnboundedSender<(String, Event)>,
    /// The script, until the first subscription takes it.
    script: Mutex<Option<Vec<Event>>>,
    handlers: Mutex<HashMap<String, Handler>>,
    requests: Mutex<Vec<ClientRequest>>,
    connections: AtomicUsize,
    kicks: broadcast::Sender<Kick>,
}

/// Close a connection (`None`: all), mid-frame or between two.
#[derive(Debug, Clone, Copy)]
struct Kick {
    connection: Option<u64>,
    mid_frame: bool,
}

impl Mock {
    fn emit(&self, thread: &str, event: Event) -> Option<i64> {
        let mut places = lock(&self.places);
        let seq = self.place(&mut places, thread, event);
        if seq == Some(2) && self.faults.unknown_event {
            let odd = br#"{"type":"x.unknown_event","ts":"2026-01-01T00:00:00Z","ledger_seq":0}"#;
            let odd = Event::from_json(odd).expect("any object with a type is an event");
            self.place(&mut places, thread, odd);
        }
        seq
    }

    /// Queues `event` for publishing; its ledger place, if it has one.
    fn place(&self, places: &mut HashMap<String, i64>, thread: &str, event: Event) -> Option<i64> {
        let seq = server::ledgered(&event).then(|| {
            let last = places
                .entry(thread.to_owned())
                .or_insert_with(|| self.log.retained(thread).last);
            *last += 1;
            *last
        });
        let _ = self.queue.send((thread.to_owned(), event));
        seq
    }

    fn kick(&self, connection: Option<u64>, mid_frame: bool) {
        let _ = self.kicks.send(Kick {
            connection,
            mid_frame,
        });
    }

    /// Emits the script once a subscription is registered, so that its
    /// live-only events reach the subscriber.
    fn run_script(self: &Arc<Self>, cx: &Context) {
        let Some(script) = lock(&self.script).take().filter(|s| !s.is_empty()) else {
            return;
        };
        let (mock, events) = (self.clone(), cx.events().clone());
        tokio::spawn(async move {
            for _ in 0..5000 {
                if events.subscribers().await > 0 {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
            for event in script {
                mock.emit(&mock.thread_id, event);
                tokio::task::yield_now().await;
            }
        });
    }
}

/// The mock's layer around the server: records calls, answers them as
/// [`Server::respond`] says, and writes with the faults.
struct Faulty(Arc<Mock>);

impl Layer for Faulty {
    fn call(&self, cx: &Context, request: &ClientRequest) -> Option<Vec<u8>> {
        let mock = &self.0;
        lock(&mock.requests).push(request.clone());
        let id = request.id.clone();
        let handler = lock(&mock.handlers).get(request.method()).cloned();
        let reply = match (handler, &request.command) {
            (Some(handler), _) => handler(request),
            (None, Command::EventSubscribe(_)) => {
                mock.run_script(cx);
                return None;
            }
            (None, Command::Ping(_)) if mock.faults.undeclared_member => {
                let mut value = serde_json::to_value(sample_result("core.ping")?).ok()?;
                value["x_undeclared"] = json!(true);
                Reply::Result(value)
            }
            (None, _) => return None,
        };
        Some(match reply {
            Reply::Result(value) => encode_frame(&Response::result(id, value)),
            Reply::Error(error) => error_line(Some(id), error).into_bytes(),
            Reply::Hangup => {
                mock.kick(Some(cx.connection()), false);
                Vec::new()
            }
        })
    }

    fn write(
        &self,
        mut frames: Outgoing,
        mut socket: OwnedWriteHalf,
    ) -> Pin<Box<dyn Future<Output = std::io::Result<()>> + Send>> {
        let mock = self.0.clone();
        mock.connections.fetch_add(1, Ordering::Relaxed);
        let mut kicks = mock.kicks.subscribe();
        Box::pin(async move {
            let faults = &mock.faults;
            let mut pushed = 0usize;
            loop {
                let frame = tokio::select! {
                    biased;
                    kick = kicks.recv() => match kick {
                        Ok(k) if k.connection.is_none_or(|c| c == frames.connection()) => {
                            if k.mid_frame {
                                socket.write_all(CUT_FRAME).await?;
                                socket.flush().await?;
                            }
                            return Ok(());
                        }
                        Err(broadcast::error::RecvError::Closed) => return Ok(()),
                        _ => continue,
                    },
                    frame = frames.next() => frame,
                };
                let text = match frame {
                    None => return socket.shutdown().await,
                    Some(Outbound::Event(text)) => text,
                    Some(line) => {
                        faults.write(&mut socket, &line.to_line()).await?;
                        continue;
                    }
                };
                if faults.drop_now(pushed) {
                    return Ok(());
                }
                pushed += 1;
                let second = pushed == 2;
                let line = match second && faults.undeclared_member {
                    // Last, so that `type` stays the first member.
                    true => match text.strip_suffix('}') {
                        Some(open) => format!(
                            "{{\"kind\":\"event\",\"event\":{open},\"x_undeclared\":true}}}}\n"
                        )
                        .into_bytes(),
                        None => Outbound::Event(text).to_line(),
                    },
                    false => Outbound::Event(text).to_line(),
                };
                faults.write(&mut socket, &line).await?;
                if second && faults.oversize_frame {
                    let big = "x".repeat(DEFAULT_MAX_FRAME_LEN);
                    let token = LlmTokenEvent::new("run-1", big, "2026-01-01T00:00:00Z");
                    let frame = encode_frame(&EventPushEnvelope::new(token.into()));
                    faults.write(&mut socket, &frame).await?;
                }
            }
        })
    }
}

/// The first part of a push frame, for [`Server::cut_mid_frame`].
const CUT_FRAME: &[u8] = br#"{"kind":"event","event":{"type":"llm.token","run_id":"run-1","tok"#;

/// The router: a sample of each method's result type, and `thread.list`
/// naming `thread`. The event methods are the server's own.
fn router(thread: &str) -> Router {
    let mut record = sample::<crate::ThreadRecord>("ThreadRecord")
        .and_then(|t| serde_json::to_value(t).ok())
        .unwrap_or_default();
    record["id"] = json!(thread);
    let threads: Option<ThreadListResult> =
        wire_kit::from_value("ThreadListResult", &json!({ "threads": [record] })).ok();
    macro_rules! routes {
        ($($variant:ident => $method:literal $(as $tag:ident)?, $params:ident $(=> $result:ident)? $(, $read:ident)?;)+) => {
            Router::new() $(.route(method::$variant, sampled::<method::$variant>))+
        };
    }
    crate::__method_table! { (routes) }.route(method::ThreadList, move |_cx, _params| {
        let answer = threads.clone().ok_or_else(no_sample);
        async move { answer }
    })
}

fn no_sample() -> ErrorObject {
    ErrorObject::with_message(
        ErrorCode::InternalError,
        "the mock has no sample result for this method",
    )
}

/// The answer of a method without a handler of its own: a sample of its
/// result type.
async fn sampled<M: Method>(_cx: Context, _params: M::Params) -> Result<M::Result, ErrorObject> {
    let value = sample_result(M::METHOD)
        .and_then(|r| serde_json::to_value(r).ok())
        .ok_or_else(no_sample)?;
    wire_kit::from_value(M::METHOD, &value).map_err(|_| no_sample())
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
    fn the_default_script_has_eight_sequenced_events() {
        let sequenced = default_script()
            .iter()
            .filter(|e| server::ledgered(e))
            .count();
        assert_eq!(sequenced, 8);
    }
}
