//! An in-process WorkerDeck server for tests (feature `mock`): the
//! [`server`] with a handler for every route that answers
//! values sampled from this crate's schemas, a scripted session, and the
//! faults of [`Faults`] as a layer around the server's sockets, to test a
//! client's error paths.
//!
//! Being the server, it has the server's rules: REST JSON under
//! [`BASE_PATH`], the session WebSocket replayed from its event log then
//! live, the queue WebSocket, bridged tool calls, loopback `Host` and
//! trusted `Origin` only, messages up to [`MAX_FRAME_LEN`] (a longer one is
//! closed with 1009), and close codes. It stops when the [`Server`] is
//! dropped. Every value it sends is built from this crate's types (the
//! smallest value their JSON Schemas allow, decoded and re-encoded by the
//! crate, with the state of the conversation set on top), so a client
//! tested against it is tested against the contract.
//!
//! What it keeps faithful:
//!
//! - `SessionInfo.lastSeq` is the session's last event (in `attached` and
//!   `GET /sessions/:id`), `pendingPermissionCount` the permission requests
//!   still open (back to 0 once answered, interrupted or closed).
//! - [`Options::events`] fills the session named [`Options::session_id`]
//!   with N events, `seq` 1..=N, one every [`Options::event_interval`]; a
//!   client attaching at any time gets the ones emitted so far replayed,
//!   then the rest live. Events already in the log ([`Options::log`], a
//!   persistent one) count toward N: a restarted server goes on where its
//!   log ends, on the same session. With `events` 0 the session starts with
//!   three start-up events, as one made by `POST /sessions` does.
//! - A turn: `user_message` emits `user_message`, `status_changed`
//!   (running) and `execution_dispatched`, and bridges a `run_js` tool call
//!   (`exec-N`). Its answer is applied once (a repeat changes nothing);
//!   every `tool_call_result`/`tool_call_error` is counted per
//!   `executionId` ([`Server::tool_answers`]). Then `permission_requested`
//!   (`perm-N`); the decision, over the socket or REST, ends the turn with
//!   `assistant_message` and `turn_result`. `interrupt` and `close` cancel
//!   an open tool call (`tool_call_canceled`).
//! - The faults: `split_writes` sends each message as WebSocket fragments
//!   of at most N bytes; `slow` waits before each message; `oversize_frame`
//!   follows the first event of every socket with a `protocol_error` over
//!   [`MAX_FRAME_LEN`]; `unknown_event` puts an event of a type the contract
//!   does not define into the log at `seq` 2; `undeclared_member` adds one
//!   to every `attached` frame, every event and every REST answer but
//!   `POST /sessions`; `drop_after` cuts the first socket that has sent N
//!   events, without a close frame. [`Options::with_lost_tool_answer`] cuts
//!   the socket that brings the first tool answer, before it is applied.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> std::io::Result<()> {
//! use workerdeck_protocol::mock::{Options, Server};
//! let server = Server::start(Options::default().with_events(3)).await?;
//! assert!(server.url().ends_with("/workerdeck"));
//! # Ok(())
//! # }
//! ```

use crate::routes::{self, Blob, Endpoint};
use crate::server::{self, Context, Error, Request, Router, Tap, ToolAnswer, Writer};
use crate::{QueueServerFrame, SessionCommand, SessionEventBody, ToolCallRequestFrame, WireType};
use futures_util::{Sink, SinkExt};
use serde_json::{Map, Value, json};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::task::Poll;
use std::time::Duration;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::{self, Message};
use wire_kit::net::log::{EventLog, MemoryLog};
use wire_kit::net::sample;

pub use wire_kit::net::Faults;

/// Where every route of the table lives on this server.
pub const BASE_PATH: &str = server::BASE_PATH;

/// The largest request body, WebSocket message and WebSocket frame this
/// server reads (a message as its fragments add up), and the limit the
/// `oversize_frame` fault exceeds. A longer message is not read: the socket
/// is closed with code 1009 (message too big), so an unfinished message
/// holds at most this much per socket.
pub const MAX_FRAME_LEN: usize = 16 * 1024 * 1024;

/// What a [`Server`] serves.
#[derive(Clone)]
#[non_exhaustive]
pub struct Options {
    /// Where to listen (`127.0.0.1:0` by default; loopback only).
    pub listen: SocketAddr,
    /// Faults to inject.
    pub faults: Faults,
    /// Events to emit on [`session_id`](Self::session_id): `seq` 1..=N,
    /// counting those already in the log. 0 (the default): the session
    /// starts with its three start-up events (unless the log holds some).
    pub events: usize,
    /// The pace of those events (0: all at once, at start).
    pub event_interval: Duration,
    /// The session that exists from the start (`session-1`).
    pub session_id: String,
    /// Read the first `tool_call_result`/`tool_call_error`, count it, and
    /// cut that socket before applying it: an answer lost with its
    /// connection, for testing that a client sends it again.
    pub lose_first_tool_answer: bool,
    /// Where session events are kept (`None`: in memory, 100,000 per
    /// session).
    pub log: Option<Arc<dyn EventLog>>,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("listen", &self.listen)
            .field("faults", &self.faults)
            .field("events", &self.events)
            .field("event_interval", &self.event_interval)
            .field("session_id", &self.session_id)
            .field("lose_first_tool_answer", &self.lose_first_tool_answer)
            .field("log", &self.log.as_ref().map(|_| "EventLog"))
            .finish()
    }
}

impl Default for Options {
    fn default() -> Self {
        Self {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            faults: Faults::none(),
            events: 0,
            event_interval: Duration::from_millis(10),
            session_id: "session-1".to_owned(),
            lose_first_tool_answer: false,
            log: None,
        }
    }
}

impl Options {
    /// Sets [`listen`](Self::listen).
    pub fn with_listen(mut self, addr: SocketAddr) -> Self {
        self.listen = addr;
        self
    }
    /// Sets [`faults`](Self::faults).
    pub fn with_faults(mut self, faults: Faults) -> Self {
        self.faults = faults;
        self
    }
    /// Sets [`events`](Self::events).
    pub fn with_events(mut self, events: usize) -> Self {
        self.events = events;
        self
    }
    /// Sets [`event_interval`](Self::event_interval).
    pub fn with_event_interval(mut self, interval: Duration) -> Self {
        self.event_interval = interval;
        self
    }
    /// Sets [`session_id`](Self::session_id).
    pub fn with_session_id(mut self, id: impl Into<String>) -> Self {
        self.session_id = id.into();
        self
    }
    /// Sets [`lose_first_tool_answer`](Self::lose_first_tool_answer).
    pub fn with_lost_tool_answer(mut self) -> Self {
        self.lose_first_tool_answer = true;
        self
    }
    /// Sets [`log`](Self::log).
    pub fn with_log(mut self, log: Arc<dyn EventLog>) -> Self {
        self.log = Some(log);
        self
    }
}

/// A running mock server; it stops when dropped.
#[derive(Debug)]
pub struct Server {
    server: Option<server::Server>,
    state: Arc<State>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Server {
    /// Binds `options.listen` and serves in the background (needs a tokio
    /// runtime). Refuses a non-loopback address.
    pub async fn start(options: Options) -> std::io::Result<Server> {
        wire_kit::net::require_loopback(options.listen, false)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e.to_string()))?;
        let listener = tokio::net::TcpListener::bind(options.listen).await?;
        Self::serve(listener, options)
    }

    /// Serves on a listener the caller bound.
    pub fn serve(listener: tokio::net::TcpListener, options: Options) -> std::io::Result<Server> {
        let log = options
            .log
            .clone()
            .unwrap_or_else(|| Arc::new(MemoryLog::default()));
        let id = options.session_id.clone();
        let state = Arc::new(State {
            faults: options.faults.clone(),
            sessions: Mutex::default(),
            jobs: Mutex::default(),
            next: AtomicUsize::new(1),
            answers: Mutex::default(),
            lose_first_answer: AtomicBool::new(options.lose_first_tool_answer),
            sent: AtomicUsize::new(0),
            waiting: Arc::default(),
        });
        let startup = options.events == 0 && log.retained(&id).last == 0;
        state
            .open(&*log, &id, "/work/demo", startup)
            .map_err(std::io::Error::other)?;
        let served = server::Options::new().log(log.clone()).tap(tap(&state));
        let server = server::Server::serve(listener, served, router(&state))?;
        let mut tasks = Vec::new();
        let already = usize::try_from(log.retained(&id).last).unwrap_or(0);
        if options.events > already {
            let (state, events) = (state.clone(), server.events().clone());
            let (n, every) = (options.events, options.event_interval);
            tasks.push(tokio::spawn(async move {
                for i in already..n {
                    if every.is_zero() {
                        // Even "all at once" lets the server's sockets run
                        // between two events: on a current-thread runtime a
                        // long log would otherwise hold up every handshake.
                        tokio::task::yield_now().await;
                    } else {
                        tokio::time::sleep(every).await;
                    }
                    state.emit(&events, &id, scripted(i)).await;
                }
            }));
        }
        Ok(Server {
            server: Some(server),
            state,
            tasks,
        })
    }

    fn served(&self) -> &server::Server {
        self.server.as_ref().expect("present until shutdown")
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.served().addr()
    }

    /// The base URL of its routes: `http://127.0.0.1:PORT/workerdeck`.
    pub fn url(&self) -> String {
        self.served().url()
    }

    /// How many `tool_call_result`/`tool_call_error` frames arrived for
    /// `execution_id` (applied or not).
    pub fn tool_answers(&self, execution_id: &str) -> usize {
        let answers = self.state.answers.lock().unwrap_or_else(|e| e.into_inner());
        answers.get(execution_id).copied().unwrap_or(0)
    }

    /// How many event frames its session sockets have written so far.
    pub fn event_frames_sent(&self) -> usize {
        self.state.sent.load(Ordering::SeqCst)
    }

    /// How many of its WebSocket connections are, at this moment, waiting
    /// for their peer to read before they can write more (the peer's
    /// receive buffer and this side's send buffer are full): a client that
    /// stops reading holds the server back here.
    pub fn writers_waiting(&self) -> usize {
        self.state.waiting.load(Ordering::SeqCst)
    }

    /// The `seq` of the last event of session `id`, if it exists.
    pub fn last_seq(&self, id: &str) -> Option<i64> {
        let known = self.state.lock().contains_key(id);
        known.then(|| self.served().events().last_seq(id))
    }

    /// Stops serving: every socket closes.
    pub async fn shutdown(mut self) {
        for task in self.tasks.drain(..) {
            task.abort();
        }
        if let Some(server) = self.server.take() {
            server.shutdown().await;
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

// ---- values ----------------------------------------------------------------

/// The event the scripted session emits `i`-th (from 0).
fn scripted(i: usize) -> Value {
    match i % 4 {
        0 => body("status_changed", json!({"status": "running"})),
        1 => body(
            "system_init",
            json!({"model": "sample-model", "cwd": "/work/demo"}),
        ),
        2 => body("model_changed", json!({"model": format!("model-{i}")})),
        _ => body("status_changed", json!({"status": "idle"})),
    }
}

/// The three events a new session starts with.
fn startup(cwd: &str) -> [Value; 3] {
    [
        body("status_changed", json!({"status": "starting"})),
        body("system_init", json!({"model": "sample-model", "cwd": cwd})),
        body("status_changed", json!({"status": "idle"})),
    ]
}

/// The crate's JSON Schemas of every upstream type (the registry's
/// `named` list), as one document with `$defs`.
fn schemas() -> &'static Value {
    static S: OnceLock<Value> = OnceLock::new();
    S.get_or_init(|| {
        let mut g = schemars::generate::SchemaSettings::draft2020_12().into_generator();
        let mut defs = Map::new();
        macro_rules! add {
            ($krate:tt; named: [$($t:ident),* $(,)?]; inline: [$($i:ident),* $(,)?];) => {$(
                let s = <crate::$t as schemars::JsonSchema>::json_schema(&mut g);
                defs.insert(stringify!($t).to_owned(), s.to_value());
            )*};
        }
        crate::wire_types!(add);
        for (k, v) in g.take_definitions(true) {
            defs.entry(k).or_insert(v);
        }
        json!({ "$defs": defs })
    })
}

/// The schema's smallest value of type `T`, patched, decoded as `T`.
fn sampled<T: WireType>(patch: impl FnOnce(&mut Value)) -> Result<T, Error> {
    decode(&sample_of::<T>(patch)?)
}

/// The schema's smallest value of type `T`, patched.
fn sample_of<T: WireType>(patch: impl FnOnce(&mut Value)) -> Result<Value, Error> {
    let mut raw = sample::named(schemas(), T::NAME)
        .ok_or_else(|| Error::new(500, format!("no schema for {}", T::NAME)))?;
    patch(&mut raw);
    Ok(raw)
}

/// `value` decoded as the crate's type `T`.
fn decode<T: WireType>(value: &Value) -> Result<T, Error> {
    crate::decode_value(value).map_err(|e| Error::new(500, e.to_string()))
}

/// A newer server's event at `seq`: a type this crate does not know, in the
/// log like any other (the `unknown_event` fault).
fn unknown(seq: i64) -> String {
    let ts = 1_767_225_600_000_i64 + seq;
    json!({"type": "x_unknown_event", "seq": seq, "ts": ts, "detail": {"n": 1}}).to_string()
}

/// An event body of type `tag`: the schema's smallest, with `fields` over it.
fn body(tag: &str, fields: Value) -> Value {
    let mut v = sample::variant(schemas(), "SessionEventBody", tag).unwrap_or(json!({"type": tag}));
    if let (Value::Object(v), Value::Object(f)) = (&mut v, fields) {
        v.extend(f);
    }
    v
}

// ---- state -----------------------------------------------------------------

#[derive(Default)]
struct Session {
    /// Its `SessionInfo`, but `lastSeq` (the log's) and
    /// `pendingPermissionCount` (from `permission`).
    info: Value,
    /// The permission request and the bridged execution a turn waits on.
    permission: Option<String>,
    execution: Option<String>,
    turns: usize,
    /// Attachment id -> the upload.
    attachments: HashMap<String, Blob>,
}

impl Session {
    fn info(&self, events: &server::Events) -> Value {
        let mut info = self.info.clone();
        info["lastSeq"] = json!(events.last_seq(info["id"].as_str().unwrap_or_default()));
        info["pendingPermissionCount"] = json!(i64::from(self.permission.is_some()));
        info
    }
}

struct State {
    faults: Faults,
    sessions: Mutex<HashMap<String, Session>>,
    jobs: Mutex<Vec<Value>>,
    next: AtomicUsize,
    /// `tool_call_result`/`tool_call_error` frames received, per `executionId`.
    answers: Mutex<HashMap<String, usize>>,
    lose_first_answer: AtomicBool,
    /// Event frames written on session sockets.
    sent: AtomicUsize,
    /// Sockets whose last write waits for the peer to read.
    waiting: Arc<AtomicUsize>,
}

impl std::fmt::Debug for State {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("State").finish_non_exhaustive()
    }
}

impl State {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Session>> {
        self.sessions.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn id(&self, prefix: &str) -> String {
        format!("{prefix}-{}", self.next.fetch_add(1, Ordering::Relaxed) + 1)
    }

    /// Adds session `id`, with its start-up events written straight into
    /// the log when `startup` (no socket can be attached to it yet).
    fn open(
        &self,
        log: &dyn EventLog,
        id: &str,
        cwd: &str,
        startup: bool,
    ) -> Result<Value, String> {
        let info: crate::SessionInfo = sampled(|v| {
            v["id"] = json!(id);
            v["cwd"] = json!(cwd);
            v["status"] = json!("idle");
        })
        .map_err(|e| e.to_string())?;
        let info = serde_json::to_value(info).map_err(|e| e.to_string())?;
        for body in self::startup(cwd).into_iter().filter(|_| startup) {
            let mut known = |seq| {
                let mut event = body.clone();
                event["seq"] = json!(seq);
                event["ts"] = json!(1_767_225_600_000_i64 + seq);
                crate::decode_value::<crate::SessionEvent>(&event)
                    .ok()
                    .and_then(|e| serde_json::to_string(&e).ok())
                    .unwrap_or_default()
            };
            if self.faults.unknown_event && log.retained(id).last == 1 {
                log.append(id, &mut unknown).map_err(|e| e.to_string())?;
            }
            log.append(id, &mut known).map_err(|e| e.to_string())?;
        }
        let session = Session {
            info: info.clone(),
            ..Session::default()
        };
        self.lock().insert(id.to_owned(), session);
        Ok(info)
    }

    /// Appends one event (checked by the crate) to session `id`'s log.
    async fn emit(&self, events: &server::Events, id: &str, body: Value) {
        if self.faults.unknown_event && events.last_seq(id) == 1 {
            let _ = events.emit_raw(id, "x_unknown_event", unknown).await;
        }
        let Ok(decoded) = crate::decode_value::<SessionEventBody>(&body) else {
            return;
        };
        if body["type"] == "status_changed"
            && let Some(s) = self.lock().get_mut(id)
        {
            s.info["status"] = body["status"].clone();
        }
        let _ = events.emit(id, decoded).await;
    }

    async fn status(&self, events: &server::Events, id: &str, status: &str) {
        self.emit(
            events,
            id,
            body("status_changed", json!({"status": status})),
        )
        .await;
    }

    /// Applies one session command (the tool answers go to the server's
    /// bridge instead).
    async fn command(
        self: Arc<Self>,
        events: server::Events,
        id: String,
        command: SessionCommand,
    ) -> Result<(), String> {
        let v = serde_json::to_value(&command).unwrap_or_default();
        let (events, id) = (&events, id.as_str());
        match command {
            SessionCommand::UserMessage(_) => {
                let exec = {
                    let mut all = self.lock();
                    let s = all.get_mut(id).ok_or("session vanished")?;
                    if s.permission.is_some() || s.execution.is_some() {
                        return Err("a turn is running".into());
                    }
                    s.turns += 1;
                    let exec = format!("exec-{}", s.turns);
                    s.execution = Some(exec.clone());
                    exec
                };
                let message = json!({"role": "user", "content": v["text"]});
                let fields = json!({"message": message, "parentToolUseId": null});
                self.emit(events, id, body("user_message", fields)).await;
                self.status(events, id, "running").await;
                let fields =
                    json!({"executionId": exec, "toolName": "run_js", "backend": "browser"});
                self.emit(events, id, body("execution_dispatched", fields))
                    .await;
                let request = ToolCallRequestFrame::new(&exec, "run_js", json!({"code": "1+1"}));
                let (state, events, id) = (self.clone(), events.clone(), id.to_owned());
                // The turn goes on when the tool call is answered; the
                // socket's next command does not wait for that.
                tokio::spawn(async move {
                    if let Ok(answer) = events.call_tool(&id, request).await {
                        state.answered(&events, &id, &exec, answer).await;
                    }
                });
            }
            SessionCommand::PermissionDecision(_) => {
                let request = v["requestId"].as_str().unwrap_or_default();
                let open = self.lock().get(id).and_then(|s| s.permission.clone());
                if open.as_deref() != Some(request) {
                    return Err(format!("no pending permission request {request}"));
                }
                let behavior = v["behavior"].as_str().unwrap_or("deny");
                self.resolve(events, id, request, behavior).await;
            }
            SessionCommand::Interrupt => {
                self.cancel(events, id, "interrupted").await;
                let fields = json!({"status": "idle", "detail": "interrupted"});
                self.emit(events, id, body("status_changed", fields)).await;
            }
            SessionCommand::SetPermissionMode(_) => {
                let fields = json!({"mode": v["mode"]});
                self.emit(events, id, body("permission_mode_changed", fields))
                    .await;
            }
            SessionCommand::SetModel(_) => {
                let mut b = body("model_changed", json!({}));
                if let Some(m) = v.get("model") {
                    b["model"] = m.clone();
                }
                self.emit(events, id, b).await;
            }
            SessionCommand::Close => {
                self.cancel(events, id, "session closed").await;
                self.status(events, id, "closed").await;
                let fields = json!({"reason": "client"});
                self.emit(events, id, body("session_closed", fields)).await;
            }
            other => return Err(format!("command {} is not handled", other.tag())),
        }
        Ok(())
    }

    /// Settles the permission request and the tool call the turn waits on.
    async fn cancel(&self, events: &server::Events, id: &str, reason: &str) {
        let exec = self.lock().get_mut(id).and_then(|s| {
            s.permission = None;
            s.execution.take()
        });
        if let Some(exec) = exec {
            events.cancel_tool(id, &exec, reason).await;
        }
    }

    /// The middle of a turn: the tool call `exec` was answered.
    async fn answered(&self, events: &server::Events, id: &str, exec: &str, answer: ToolAnswer) {
        let request = {
            let mut all = self.lock();
            let Some(s) = all
                .get_mut(id)
                .filter(|s| s.execution.as_deref() == Some(exec))
            else {
                return;
            };
            s.execution = None;
            let request = format!("perm-{}", s.turns);
            s.permission = Some(request.clone());
            request
        };
        let b = match answer {
            ToolAnswer::Result(r) => {
                let r = serde_json::to_value(r).unwrap_or_default();
                body(
                    "execution_result",
                    json!({"executionId": exec, "output": r["output"]}),
                )
            }
            ToolAnswer::Error(e) => {
                let e = serde_json::to_value(e).unwrap_or_default();
                let fields =
                    json!({"executionId": exec, "reason": e["reason"], "error": e["error"]});
                body("execution_failed", fields)
            }
        };
        self.emit(events, id, b).await;
        let req = sample::named(schemas(), "PermissionRequest").map(|mut r| {
            r["id"] = json!(request);
            r["toolName"] = json!("write_file");
            r
        });
        self.emit(
            events,
            id,
            body("permission_requested", json!({"request": req})),
        )
        .await;
        self.status(events, id, "awaiting_approval").await;
    }

    /// The end of a turn, once its permission request is settled.
    async fn resolve(&self, events: &server::Events, id: &str, request: &str, behavior: &str) {
        let turn = self.lock().get_mut(id).map_or(0, |s| {
            s.permission = None;
            s.turns
        });
        let fields = json!({"requestId": request, "behavior": behavior, "resolvedBy": "client"});
        self.emit(events, id, body("permission_resolved", fields))
            .await;
        self.status(events, id, "running").await;
        let message = json!({"role": "assistant", "content": [{"type": "text", "text": "done"}]});
        let fields =
            json!({"message": message, "parentToolUseId": null, "uuid": format!("msg-{turn}")});
        self.emit(events, id, body("assistant_message", fields))
            .await;
        let fields = json!({"subtype": "success", "isError": false, "durationMs": 5, "numTurns": 1, "totalCostUsd": 0, "result": "done"});
        self.emit(events, id, body("turn_result", fields)).await;
        self.status(events, id, "idle").await;
    }

    fn stats(&self) -> Value {
        let jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner()).len();
        sample::named(schemas(), "QueueStats")
            .map(|mut s| {
                s["queued"] = json!(jobs);
                s["maxConcurrency"] = json!(1);
                s
            })
            .unwrap_or(Value::Null)
    }

    /// A route's answer is 404 when it names a session or a profile this
    /// server does not have (the profiles it has: `default`, `check-…`).
    fn exists<B>(&self, path: &str, req: &Request<B>) -> Result<(), Error> {
        let (id, name) = (req.param("id"), req.param("name"));
        if path.starts_with("/sessions/:id") && !self.lock().contains_key(id) {
            return Err(Error::not_found(format!("no session {id}")));
        }
        if path == "/profiles/:name" && name != "default" && !name.starts_with("check-") {
            return Err(Error::not_found(format!("no profile {name}")));
        }
        Ok(())
    }
}

// ---- handlers --------------------------------------------------------------

type Answer<E> = Result<<E as Endpoint>::Response, Error>;
type Handler<E> = fn(&Arc<State>, &Context, Request<<E as Endpoint>::Request>) -> Answer<E>;

/// A handler that answers from the state at once.
fn now<E: Endpoint>(
    state: &Arc<State>,
    f: Handler<E>,
) -> impl Fn(Context, Request<E::Request>) -> std::future::Ready<Answer<E>> + Send + Sync + 'static
{
    let state = state.clone();
    move |cx, req| std::future::ready(f(&state, &cx, req))
}

/// A handler that answers a sample of the route's response type, after
/// checking the session or profile the route names.
fn sample<E: Endpoint>(
    state: &Arc<State>,
    _: E,
) -> impl Fn(Context, Request<E::Request>) -> std::future::Ready<Answer<E>> + Send + Sync + 'static
where
    E::Response: WireType,
{
    now::<E>(state, |state, _, req| {
        state.exists(E::PATH, &req)?;
        match E::route().response {
            routes::Body::Json(_) => sampled(|_| {}),
            _ => Err(Error::new(500, "no JSON answer")),
        }
    })
}

/// Every route: the ones this server has no state for answer samples; the
/// host file routes are not served (404), as on a server with no roots.
fn router(state: &Arc<State>) -> Router {
    use routes::*;
    let (resolve, job, commands) = (state.clone(), state.clone(), state.clone());
    Router::new()
        .route(ListSessions, now::<ListSessions>(state, list_sessions))
        .route(CreateSession, now::<CreateSession>(state, create_session))
        .route(GetSession, now::<GetSession>(state, get_session))
        .route(UploadAttachment, now::<UploadAttachment>(state, upload))
        .route(GetAttachment, now::<GetAttachment>(state, download))
        .route(GetSessionFile, now::<GetSessionFile>(state, session_file))
        .route(
            ControlMcpServer,
            now::<ControlMcpServer>(state, control_mcp),
        )
        .route(DeleteProfile, now::<DeleteProfile>(state, delete_profile))
        .route(ListJobs, now::<ListJobs>(state, list_jobs))
        .route(GetJob, now::<GetJob>(state, get_job))
        .route(GetQueueStats, now::<GetQueueStats>(state, queue_stats))
        .route(ListSessionFiles, sample(state, ListSessionFiles))
        .route(GetMcpServers, sample(state, GetMcpServers))
        .route(ListSdkSessions, sample(state, ListSdkSessions))
        .route(ListProfiles, sample(state, ListProfiles))
        .route(CreateProfile, sample(state, CreateProfile))
        .route(GetProfile, sample(state, GetProfile))
        .route(UpdateProfile, sample(state, UpdateProfile))
        .route(ResolvePermission, move |cx, req| {
            resolve_permission(resolve.clone(), cx, req)
        })
        .route(CreateJob, move |cx, _| create_job(job.clone(), cx))
        .commands(move |cx, id, command| commands.clone().command(cx.events().clone(), id, command))
}

fn list_sessions(state: &Arc<State>, cx: &Context, _: Request<()>) -> Answer<routes::ListSessions> {
    let infos: Vec<Value> = state.lock().values().map(|s| s.info(cx.events())).collect();
    decode(&json!({"sessions": infos}))
}

fn create_session(
    state: &Arc<State>,
    cx: &Context,
    req: Request<crate::CreateSessionRequest>,
) -> Answer<routes::CreateSession> {
    // A new id, also past the sessions a persistent log kept from an
    // earlier run of this server.
    let log = cx.events().log();
    let id = std::iter::repeat_with(|| state.id("session"))
        .find(|id| log.retained(id).last == 0)
        .unwrap_or_default();
    let info = state.open(log, &id, &req.body.cwd, true);
    let info = info.map_err(|e| Error::new(500, e))?;
    decode(&json!({"session": info}))
}

fn get_session(state: &Arc<State>, cx: &Context, req: Request<()>) -> Answer<routes::GetSession> {
    let id = req.param("id");
    let info = state.lock().get(id).map(|s| s.info(cx.events()));
    let info = info.ok_or_else(|| Error::not_found(format!("no session {id}")))?;
    decode(&json!({"session": info}))
}

fn upload(state: &Arc<State>, _: &Context, req: Request<Blob>) -> Answer<routes::UploadAttachment> {
    state.exists(routes::UploadAttachment::PATH, &req)?;
    let file = req.query("name").filter(|n| !n.is_empty());
    let file = file.ok_or_else(|| Error::bad_request("the name query parameter is required"))?;
    let id = state.id("attachment");
    let answer = sampled(|v| {
        v["attachment"]["id"] = json!(id);
        v["attachment"]["name"] = json!(file);
        v["attachment"]["bytes"] = json!(req.body.bytes.len());
        v["attachment"]["mediaType"] = json!(req.body.media_type);
    })?;
    let session = req.param("id").to_owned();
    if let Some(s) = state.lock().get_mut(&session) {
        s.attachments.insert(id, req.body);
    }
    Ok(answer)
}

fn download(state: &Arc<State>, _: &Context, req: Request<()>) -> Answer<routes::GetAttachment> {
    let all = state.lock();
    let session = all.get(req.param("id"));
    let blob = session.and_then(|s| s.attachments.get(req.param("attachmentId")));
    blob.cloned().ok_or_else(|| match session {
        Some(_) => Error::not_found("unknown attachment"),
        None => Error::not_found(format!("no session {}", req.param("id"))),
    })
}

fn session_file(
    state: &Arc<State>,
    _: &Context,
    req: Request<()>,
) -> Answer<routes::GetSessionFile> {
    state.exists(routes::GetSessionFile::PATH, &req)?;
    Err(Error::not_found(format!(
        "no such file {}",
        req.param("path")
    )))
}

fn control_mcp(
    state: &Arc<State>,
    _: &Context,
    req: Request<crate::McpServerActionRequest>,
) -> Answer<routes::ControlMcpServer> {
    state.exists(routes::ControlMcpServer::PATH, &req)?;
    sampled(|v| v["name"] = json!(req.param("name")))
}

fn delete_profile(
    state: &Arc<State>,
    _: &Context,
    req: Request<()>,
) -> Answer<routes::DeleteProfile> {
    state.exists(routes::DeleteProfile::PATH, &req)
}

fn list_jobs(state: &Arc<State>, _: &Context, _: Request<()>) -> Answer<routes::ListJobs> {
    let jobs = state.jobs.lock().unwrap_or_else(|e| e.into_inner()).clone();
    decode(&json!({"jobs": jobs}))
}

fn get_job(state: &Arc<State>, _: &Context, req: Request<()>) -> Answer<routes::GetJob> {
    let jobs = state.jobs.lock().unwrap_or_else(|e| e.into_inner());
    let job = jobs.iter().find(|j| j["id"] == req.param("id"));
    let job = job.ok_or_else(|| Error::not_found(format!("no job {}", req.param("id"))))?;
    decode(&json!({"job": job}))
}

fn queue_stats(state: &Arc<State>, _: &Context, _: Request<()>) -> Answer<routes::GetQueueStats> {
    decode(&json!({"stats": state.stats()}))
}

async fn resolve_permission(
    state: Arc<State>,
    cx: Context,
    req: Request<crate::ResolvePermissionRequest>,
) -> Answer<routes::ResolvePermission> {
    state.exists(routes::ResolvePermission::PATH, &req)?;
    let (id, request) = (req.param("id"), req.param("requestId"));
    let open = state.lock().get(id).and_then(|s| s.permission.clone());
    if open.as_deref() != Some(request) {
        let message = "the request is unknown, already resolved, or expired";
        return Err(Error::not_found(message));
    }
    let body = serde_json::to_value(&req.body).unwrap_or_default();
    let behavior = body["behavior"].as_str().unwrap_or("deny");
    state.resolve(cx.events(), id, request, behavior).await;
    decode(&json!({"resolved": true}))
}

/// A job, queued: `job_submitted` and the new stats on the queue socket.
async fn create_job(state: Arc<State>, cx: Context) -> Answer<routes::CreateJob> {
    let id = state.id("job");
    let job = sample_of::<crate::JobInfo>(|v| {
        v["id"] = json!(id);
        v["status"] = json!("queued");
    })?;
    state
        .jobs
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(job.clone());
    let event = json!({"type": "job_submitted", "job": job, "ts": 1_767_225_600_000_i64});
    let submitted = json!({"type": "job_event", "event": event});
    let stats = json!({"type": "queue_stats", "stats": state.stats()});
    for frame in [submitted, stats] {
        let frame: QueueServerFrame = decode(&frame)?;
        cx.events().queue(frame).await;
    }
    decode(&json!({"job": job}))
}

// ---- faults ----------------------------------------------------------------

/// The mock's layer around the server: tool answers counted (and the first
/// one lost, if asked), the faults applied to what the sockets write and to
/// REST answers.
fn tap(state: &Arc<State>) -> Tap {
    let mut tap = Tap::default();
    if state.faults.undeclared_member {
        tap.reply = Some(Arc::new(|route, status, body| {
            // The session a client creates stays usable, so the fault shows further on.
            if status != 200 || (route.path == "/sessions" && route.method == routes::Method::Post)
            {
                return;
            }
            if let Ok(Value::Object(mut v)) = serde_json::from_slice::<Value>(body) {
                v.insert("xUndeclared".into(), json!(true));
                *body = serde_json::to_vec(&v).unwrap_or_default();
            }
        }));
    }
    let read = state.clone();
    tap.read = Some(Arc::new(move |text| read.read(text)));
    let write = state.clone();
    tap.writer = Some(Arc::new(move |sink| write.writer(sink)));
    tap
}

impl State {
    /// Counts a tool answer; false cuts the socket (the lost answer).
    fn read(&self, text: &str) -> bool {
        if !text.contains("\"tool_call_") {
            return true;
        }
        let Ok(v) = serde_json::from_str::<Value>(text) else {
            return true;
        };
        if !matches!(
            v["type"].as_str(),
            Some("tool_call_result" | "tool_call_error")
        ) {
            return true;
        }
        let id = v["executionId"].as_str().unwrap_or_default().to_owned();
        *self
            .answers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(id)
            .or_default() += 1;
        !self.lose_first_answer.swap(false, Ordering::SeqCst)
    }

    /// One socket's writer with the faults around it.
    fn writer(self: &Arc<Self>, sink: Writer) -> Writer {
        let watched = Watched {
            inner: sink,
            waiting: false,
            count: self.waiting.clone(),
        };
        let (state, mut sent) = (self.clone(), 0usize);
        let faulty = watched.with_flat_map(move |message: Message| {
            let (messages, cut) = state.rewrite(message, &mut sent);
            let cut = cut.then_some(tungstenite::Error::ConnectionClosed);
            futures_util::stream::iter(messages.into_iter().map(Ok).chain(cut.map(Err)))
        });
        let slow = self.faults.slow;
        Box::pin(faulty.with(move |message: Message| async move {
            if let Some(delay) = slow {
                tokio::time::sleep(delay).await;
            }
            Ok::<_, tungstenite::Error>(message)
        }))
    }

    /// What a socket that has sent `sent` events writes for `message`,
    /// and whether it is cut instead.
    fn rewrite(&self, message: Message, sent: &mut usize) -> (Vec<Message>, bool) {
        let Message::Text(text) = message else {
            return (vec![message], false);
        };
        let mut text = text.to_string();
        let event = text.starts_with(r#"{"type":"event","#);
        if event {
            if self.faults.drop_now(*sent) {
                return (Vec::new(), true);
            }
            *sent += 1;
            self.sent.fetch_add(1, Ordering::SeqCst);
        }
        if self.faults.undeclared_member {
            if event {
                text = text.replacen(r#""event":{"#, r#""event":{"xUndeclared":true,"#, 1);
            } else if text.starts_with(r#"{"type":"attached""#) {
                text.insert_str(1, r#""xUndeclared":true,"#);
            }
        }
        let mut out = fragments(text, self.faults.split_writes);
        if event && *sent == 1 && self.faults.oversize_frame {
            let big = json!({"type": "protocol_error", "message": "x".repeat(MAX_FRAME_LEN)});
            out.extend(fragments(big.to_string(), self.faults.split_writes));
        }
        (out, false)
    }
}

/// `text` as one message, or as fragments of at most `split` bytes.
fn fragments(text: String, split: Option<usize>) -> Vec<Message> {
    let Some(n) = split.filter(|n| *n > 0 && *n < text.len()) else {
        return vec![Message::text(text)];
    };
    let chunks: Vec<&[u8]> = text.as_bytes().chunks(n).collect();
    let last = chunks.len() - 1;
    chunks
        .iter()
        .enumerate()
        .map(|(i, chunk)| {
            let opcode = OpCode::Data(if i == 0 { Data::Text } else { Data::Continue });
            Message::Frame(Frame::message(chunk.to_vec(), opcode, i == last))
        })
        .collect()
}

/// A writer that counts, in a counter its server shares, whether its last
/// write is waiting for the peer to read ([`Server::writers_waiting`]).
struct Watched {
    inner: Writer,
    waiting: bool,
    count: Arc<AtomicUsize>,
}

impl Watched {
    fn mark<R>(&mut self, poll: Poll<R>) -> Poll<R> {
        if poll.is_pending() != self.waiting {
            self.waiting = poll.is_pending();
            if self.waiting {
                self.count.fetch_add(1, Ordering::SeqCst);
            } else {
                self.count.fetch_sub(1, Ordering::SeqCst);
            }
        }
        poll
    }
}

impl Drop for Watched {
    fn drop(&mut self) {
        if self.waiting {
            self.count.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

type Polled = Poll<Result<(), tungstenite::Error>>;

impl Sink<Message> for Watched {
    type Error = tungstenite::Error;

    fn poll_ready(mut self: Pin<&mut Self>, cx: &mut std::task::Context<'_>) -> Polled {
        let poll = self.inner.as_mut().poll_ready(cx);
        self.mark(poll)
    }

    fn start_send(mut self: Pin<&mut Self>, message: Message) -> Result<(), Self::Error> {
        self.inner.as_mut().start_send(message)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut std::task::Context<'_>) -> Polled {
        let poll = self.inner.as_mut().poll_flush(cx);
        self.mark(poll)
    }

    fn poll_close(mut self: Pin<&mut Self>, cx: &mut std::task::Context<'_>) -> Polled {
        let poll = self.inner.as_mut().poll_close(cx);
        self.mark(poll)
    }
}
