//! An in-process WorkerDeck server for tests (feature `mock`): REST JSON
//! under [`BASE_PATH`], the session WebSocket with its `seq`-numbered log,
//! the queue WebSocket, and the faults of [`wire_kit::net::Faults`].
//!
//! It serves on a real loopback socket and stops when the [`Server`] is
//! dropped. Every value it sends is built from this crate's types (sampled
//! from their JSON Schemas, then decoded and re-encoded by the crate), so a
//! client tested against it is tested against the contract.
//!
//! What it keeps faithful:
//!
//! - `SessionInfo.lastSeq` is the session's last event (in `attached` and
//!   `GET /sessions/:id`), `pendingPermissionCount` the permission requests
//!   still open (back to 0 once answered, interrupted or closed).
//! - [`Options::events`] fills the session named [`Options::session_id`]
//!   with N events, `seq` 1..=N, one every [`Options::event_interval`]; a
//!   client attaching at any time gets the ones emitted so far replayed,
//!   then the rest live. The session's other events follow them.
//! - A socket sends the log from its own position on: a slow reader is
//!   never skipped ahead (TCP pushes back on this server's writer instead).
//! - The `unknown_event` fault puts one event of a type the contract does
//!   not define into the log at `seq` 2, with its own `seq`.
//! - Bridged tool calls: a `tool_call_result`/`tool_call_error` is counted
//!   per `executionId` ([`Server::tool_answers`]) and applied once; a repeat
//!   changes nothing (no second `execution_result`). A `tool_call_request`
//!   still unanswered is sent again to a client that attaches; `interrupt`
//!   and `close` cancel it (`tool_call_canceled`).
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

use crate::routes::{self, Method, ROUTES, Route};
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::{broadcast, watch};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::protocol::frame::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::{self, Message};
use wire_kit::net::Faults;
use wire_kit::net::http::{self, Body};
use wire_kit::net::sample;

/// Where every route of the table lives on this server.
pub const BASE_PATH: &str = "/workerdeck";

/// The largest request body, WebSocket message and WebSocket frame this
/// server reads (a message as its fragments add up), and the limit the
/// `oversize_frame` fault exceeds. A longer message is not read: the socket
/// is closed with code 1009 (message too big), so an unfinished message
/// holds at most this much per socket.
pub const MAX_FRAME_LEN: usize = 16 * 1024 * 1024;

/// What a [`Server`] serves.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Options {
    /// Where to listen (`127.0.0.1:0` by default; loopback only).
    pub listen: SocketAddr,
    /// Faults to inject.
    pub faults: Faults,
    /// Events to emit on [`session_id`](Self::session_id): `seq` 1..=N.
    /// 0 (the default): the session starts with its three start-up events.
    pub events: usize,
    /// The pace of those events (0: all at once, at start).
    pub event_interval: Duration,
    /// The session that exists from the start (`session-1`).
    pub session_id: String,
    /// Read the first `tool_call_result`/`tool_call_error`, count it, and
    /// cut that socket before applying it: an answer lost with its
    /// connection, for testing that a client sends it again.
    pub lose_first_tool_answer: bool,
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
}

/// A running mock server; it stops when dropped.
#[derive(Debug)]
pub struct Server {
    addr: SocketAddr,
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
        let addr = listener.local_addr()?;
        let state = State::new(&options).map_err(std::io::Error::other)?;
        let mut tasks = Vec::new();
        let served = state.clone();
        tasks.push(tokio::spawn(async move {
            http::serve(listener, move |req| {
                let state = served.clone();
                async move { handle(&state, req).await }
            })
            .await;
        }));
        if options.events > 0 {
            let state = state.clone();
            let (id, n, every) = (
                options.session_id.clone(),
                options.events,
                options.event_interval,
            );
            tasks.push(tokio::spawn(async move {
                for i in 0..n {
                    if every.is_zero() {
                        // Even "all at once" lets the server's sockets run
                        // between two events: on a current-thread runtime a
                        // long log would otherwise hold up every handshake.
                        tokio::task::yield_now().await;
                    } else {
                        tokio::time::sleep(every).await;
                    }
                    let mut sessions = state.sessions.lock().unwrap_or_else(|e| e.into_inner());
                    if let Some(s) = sessions.get_mut(&id) {
                        s.emit(scripted(i));
                    }
                }
            }));
        }
        Ok(Server { addr, state, tasks })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The base URL of its routes: `http://127.0.0.1:PORT/workerdeck`.
    pub fn url(&self) -> String {
        format!("http://{}{BASE_PATH}", self.addr)
    }

    /// How many `tool_call_result`/`tool_call_error` frames arrived for
    /// `execution_id` (applied or not).
    pub fn tool_answers(&self, execution_id: &str) -> usize {
        let answers = self.state.answers.lock().unwrap_or_else(|e| e.into_inner());
        answers.get(execution_id).copied().unwrap_or(0)
    }

    /// How many event frames its session sockets have written so far.
    pub fn event_frames_sent(&self) -> usize {
        *self.state.sent.lock().unwrap_or_else(|e| e.into_inner())
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
        let sessions = self
            .state
            .sessions
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        sessions.get(id).map(|s| s.log.len() as i64)
    }

    /// Stops serving: every socket closes.
    pub async fn shutdown(mut self) {
        self.stop();
        for t in self.tasks.drain(..) {
            let _ = t.await;
        }
    }

    fn stop(&mut self) {
        let _ = self.state.stop.send(true);
        for t in &self.tasks {
            t.abort();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

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

/// The crate's JSON Schemas of every type the server samples, as one
/// document with `$defs`.
fn schemas() -> &'static Value {
    static S: OnceLock<Value> = OnceLock::new();
    S.get_or_init(|| {
        let mut g = schemars::generate::SchemaSettings::draft2020_12().into_generator();
        let mut defs = Map::new();
        macro_rules! add {
            ($($t:ident),*) => {$(
                let s = <crate::$t as schemars::JsonSchema>::json_schema(&mut g);
                defs.insert(stringify!($t).to_owned(), s.to_value());
            )*};
        }
        add!(
            SessionInfo,
            SessionEventBody,
            QueueStats,
            PermissionRequest,
            JobInfo,
            UploadAttachmentResponse,
            McpServerStatusInfo,
            ListSessionFilesResponse,
            McpServersResponse,
            ListSdkSessionsResponse,
            ListProfilesResponse,
            SaveProfileResponse,
            GetProfileResponse,
            ListHostRootsResponse,
            ListHostDirResponse,
            FindHostFilesResponse,
            ReadHostFileResponse,
            WriteHostFileResponse,
            SubmitExecutionResultResponse,
            ResolvePermissionResponse
        );
        for (k, v) in g.take_definitions(true) {
            defs.entry(k).or_insert(v);
        }
        json!({ "$defs": defs })
    })
}

/// Decodes `value` as the crate's type named `name` and re-encodes it.
fn typed(name: &str, value: &Value) -> Result<Value, String> {
    fn go<T: DeserializeOwned + Serialize>(name: &'static str, v: &Value) -> Result<Value, String> {
        let t: T = crate::from_value(name, v).map_err(|e| e.to_string())?;
        serde_json::to_value(t).map_err(|e| e.to_string())
    }
    macro_rules! table {
        ($($t:ident),*) => {
            match name {
                $(stringify!($t) => go::<crate::$t>(stringify!($t), value),)*
                _ => Err(format!("no type named {name}")),
            }
        };
    }
    table!(
        ListSessionsResponse,
        CreateSessionRequest,
        CreateSessionResponse,
        GetSessionResponse,
        UploadAttachmentResponse,
        ResolvePermissionRequest,
        ResolvePermissionResponse,
        ListSessionFilesResponse,
        McpServersResponse,
        McpServerActionRequest,
        McpServerStatusInfo,
        SubmitExecutionResultRequest,
        SubmitExecutionResultResponse,
        ListSdkSessionsResponse,
        ListProfilesResponse,
        CreateProfileRequest,
        SaveProfileResponse,
        GetProfileResponse,
        UpdateProfileRequest,
        ListHostRootsResponse,
        ListHostDirResponse,
        FindHostFilesResponse,
        ReadHostFileResponse,
        WriteHostFileRequest,
        WriteHostFileResponse,
        CreateJobRequest,
        CreateJobResponse,
        ListJobsResponse,
        GetJobResponse,
        QueueStatsResponse,
        ServerFrame,
        ClientFrame,
        QueueServerFrame,
        SessionEvent,
        SessionInfo,
        ErrorResponse,
        JobInfo
    )
}

fn sampled(name: &str, patch: impl FnOnce(&mut Value)) -> Result<Value, String> {
    let mut raw = sample::named(schemas(), name).ok_or_else(|| format!("no schema for {name}"))?;
    patch(&mut raw);
    typed(name, &raw)
}

/// An event body of type `tag`: the schema's smallest, with `fields` over it.
fn body(tag: &str, fields: Value) -> Value {
    let mut v = sample::variant(schemas(), "SessionEventBody", tag).unwrap_or(json!({"type": tag}));
    if let (Value::Object(v), Value::Object(f)) = (&mut v, fields) {
        v.extend(f);
    }
    v
}

struct Session {
    info: Value,
    /// The events, as sent (`seq` = index + 1).
    log: Vec<Value>,
    /// The last `seq`, for the sockets to follow.
    last: watch::Sender<i64>,
    /// The permission request and the bridged execution a turn waits on.
    permission: Option<String>,
    execution: Option<String>,
    /// The `tool_call_request` of [`execution`](Self::execution), for a
    /// client that attaches while it is open.
    request: Option<Value>,
    turns: usize,
    /// Attachment id -> (bytes, media type), as uploaded.
    attachments: HashMap<String, (Vec<u8>, String)>,
    faults: Faults,
}

impl Session {
    fn new(id: &str, cwd: &str, faults: &Faults, scripted: bool) -> Result<Self, String> {
        let info = sampled("SessionInfo", |v| {
            v["id"] = json!(id);
            v["cwd"] = json!(cwd);
            v["status"] = json!("idle");
            v["lastSeq"] = json!(0);
            v["pendingPermissionCount"] = json!(0);
        })?;
        let mut s = Session {
            info,
            log: Vec::new(),
            last: watch::channel(0).0,
            permission: None,
            execution: None,
            request: None,
            turns: 0,
            attachments: HashMap::new(),
            faults: faults.clone(),
        };
        if !scripted {
            s.emit(body("status_changed", json!({"status": "starting"})));
            s.emit(body(
                "system_init",
                json!({"model": "sample-model", "cwd": cwd}),
            ));
            s.emit(body("status_changed", json!({"status": "idle"})));
        }
        Ok(s)
    }

    /// Appends one event (checked by the crate) and wakes every attached socket.
    fn emit(&mut self, mut body: Value) {
        if self.faults.unknown_event && self.log.len() == 1 {
            // A newer server's event: a type this crate does not know, in the log like any other.
            let seq = self.log.len() as i64 + 1;
            self.push(json!({"type": "x_unknown_event", "seq": seq, "ts": 1_767_225_600_000_i64 + seq, "detail": {"n": 1}}));
        }
        let seq = self.log.len() as i64 + 1;
        body["seq"] = json!(seq);
        body["ts"] = json!(1_767_225_600_000_i64 + seq);
        let Ok(mut event) = typed("SessionEvent", &body) else {
            return;
        };
        if let Some(status) = event
            .get("status")
            .filter(|_| event["type"] == "status_changed")
        {
            self.info["status"] = status.clone();
        }
        if self.faults.undeclared_member {
            event["xUndeclared"] = json!(true);
        }
        self.push(event);
    }

    fn push(&mut self, event: Value) {
        self.log.push(event);
        let seq = self.log.len() as i64;
        self.info["lastSeq"] = json!(seq);
        self.last.send_replace(seq);
    }

    fn status(&mut self, status: &str) {
        self.emit(body("status_changed", json!({"status": status})));
    }

    fn set_permission(&mut self, id: Option<String>) {
        self.info["pendingPermissionCount"] = json!(i64::from(id.is_some()));
        self.permission = id;
    }

    /// The second half of a turn, once its permission request is settled.
    fn resolve(&mut self, request_id: &str, behavior: &str) {
        self.set_permission(None);
        self.emit(body(
            "permission_resolved",
            json!({"requestId": request_id, "behavior": behavior, "resolvedBy": "client"}),
        ));
        self.status("running");
        let message = json!({"role": "assistant", "content": [{"type": "text", "text": "done"}]});
        self.emit(body("assistant_message", json!({"message": message, "parentToolUseId": null, "uuid": format!("msg-{}", self.turns)})));
        self.emit(body("turn_result", json!({"subtype": "success", "isError": false, "durationMs": 5, "numTurns": 1, "totalCostUsd": 0, "result": "done"})));
        self.status("idle");
    }
}

#[derive(Debug)]
struct State {
    faults: Faults,
    sessions: Mutex<HashMap<String, Session>>,
    jobs: Mutex<Vec<Value>>,
    queue: broadcast::Sender<Value>,
    next: Mutex<usize>,
    /// `tool_call_result`/`tool_call_error` frames received, per `executionId`.
    answers: Mutex<HashMap<String, usize>>,
    lose_first_answer: Mutex<bool>,
    /// Event frames written on session sockets.
    sent: Mutex<usize>,
    /// Sockets whose last write waits for the peer to read.
    waiting: Arc<AtomicUsize>,
    stop: watch::Sender<bool>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("events", &self.log.len())
            .finish_non_exhaustive()
    }
}

impl State {
    fn new(options: &Options) -> Result<Arc<Self>, String> {
        let mut sessions = HashMap::new();
        let id = options.session_id.clone();
        let session = Session::new(&id, "/work/demo", &options.faults, options.events > 0)?;
        sessions.insert(id, session);
        Ok(Arc::new(State {
            faults: options.faults.clone(),
            sessions: Mutex::new(sessions),
            jobs: Mutex::new(Vec::new()),
            queue: broadcast::channel(64).0,
            next: Mutex::new(1),
            answers: Mutex::new(HashMap::new()),
            lose_first_answer: Mutex::new(options.lose_first_tool_answer),
            sent: Mutex::new(0),
            waiting: Arc::new(AtomicUsize::new(0)),
            stop: watch::channel(false).0,
        }))
    }

    fn id(&self, prefix: &str) -> String {
        let mut n = self.next.lock().unwrap_or_else(|e| e.into_inner());
        *n += 1;
        format!("{prefix}-{n}")
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
}

fn error(status: u16, message: impl Into<String>) -> Response<Body> {
    http::json(
        status,
        "application/json",
        &json!({"error": message.into()}),
    )
}

fn reply(state: &State, status: u16, name: &str, value: Result<Value, String>) -> Response<Body> {
    match value.and_then(|v| typed(name, &v)) {
        Ok(mut v) => {
            // The session a client creates stays usable, so the fault shows further on.
            if state.faults.undeclared_member && v.is_object() && name != "CreateSessionResponse" {
                v["xUndeclared"] = json!(true);
            }
            http::json(status, "application/json", &v)
        }
        Err(e) => error(500, e),
    }
}

/// Matches `path` against a route template (`:name` one segment, `*name` the rest).
fn matches<'p>(template: &str, path: &'p str) -> Option<HashMap<String, &'p str>> {
    let mut params = HashMap::new();
    let mut actual = path.split('/').skip(1);
    let mut rest = path;
    for seg in template.split('/').skip(1) {
        if let Some(name) = seg.strip_prefix('*') {
            let tail = rest.strip_prefix('/')?;
            if tail.is_empty() {
                return None;
            }
            params.insert(name.to_owned(), tail);
            return Some(params);
        }
        let a = actual.next()?;
        rest = &rest[a.len() + 1..];
        match seg.strip_prefix(':') {
            Some(name) if !a.is_empty() => {
                params.insert(name.to_owned(), a);
            }
            Some(_) => return None,
            None if seg == a => {}
            None => return None,
        }
    }
    actual.next().is_none().then_some(params)
}

fn find(method: Method, path: &str) -> Option<(&'static Route, HashMap<String, &str>)> {
    ROUTES
        .iter()
        .filter(|r| r.method == method)
        .find_map(|r| matches(r.path, path).map(|p| (r, p)))
}

fn query_param(query: &str, name: &str) -> Option<String> {
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        (k == name).then(|| v.to_owned())
    })
}

/// A path parameter, `%XX` decoded as an Express server decodes `req.params`.
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

async fn handle(state: &Arc<State>, req: Request<Incoming>) -> Response<Body> {
    let path = req.uri().path().to_owned();
    let query = req.uri().query().unwrap_or_default().to_owned();
    let Some(sub) = path.strip_prefix(BASE_PATH).filter(|s| s.starts_with('/')) else {
        return error(404, format!("{path}: not under {BASE_PATH}"));
    };
    let upgrade = req
        .headers()
        .get(hyper::header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    let method = match (upgrade, req.method().as_str()) {
        (true, "GET") => Method::WebSocket,
        (_, "GET") => Method::Get,
        (_, "POST") => Method::Post,
        (_, "PUT") => Method::Put,
        (_, "PATCH") => Method::Patch,
        (_, "DELETE") => Method::Delete,
        _ => return error(405, format!("{} {path}", req.method())),
    };
    let Some((route, params)) = find(method, sub) else {
        return error(404, format!("{} {path}: no such route", req.method()));
    };
    let params: HashMap<String, String> = match params
        .into_iter()
        .map(|(name, value)| match percent_decoded(value) {
            Some(value) => Ok((name, value)),
            None => Err(name),
        })
        .collect()
    {
        Ok(params) => params,
        Err(name) => {
            return error(
                400,
                format!("path parameter {name}: malformed percent-encoding"),
            );
        }
    };
    if method == Method::WebSocket {
        return upgrade_ws(state, req, route, &params, &query);
    }
    // A raw body is kept with its media type (attachments download as uploaded).
    let media_type = req
        .headers()
        .get(hyper::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("application/octet-stream")
        .to_owned();
    let mut raw = Vec::new();
    let body = match route.request {
        routes::Body::None => Value::Null,
        routes::Body::Bytes => match http::body(req, MAX_FRAME_LEN).await {
            Ok(b) => {
                raw = b;
                json!(raw.len())
            }
            Err(e) => return error(400, e),
        },
        routes::Body::Json(name) => {
            let bytes = match http::body(req, MAX_FRAME_LEN).await {
                Ok(b) => b,
                Err(e) => return error(400, e),
            };
            let value: Value = match serde_json::from_slice(&bytes) {
                Ok(v) => v,
                Err(e) => return error(400, format!("{name}: invalid JSON: {e}")),
            };
            match typed(name, &value) {
                Ok(v) => v,
                Err(e) => return error(400, e),
            }
        }
        routes::Body::Frames { .. } => Value::Null,
    };
    rest(state, route, &params, &query, body, (raw, media_type))
}

fn rest(
    state: &State,
    route: &Route,
    params: &HashMap<String, String>,
    query: &str,
    body: Value,
    upload: (Vec<u8>, String),
) -> Response<Body> {
    let p = |k: &str| params.get(k).cloned().unwrap_or_default();
    let name = match route.response {
        routes::Body::Json(n) => n,
        _ => "",
    };
    let mut sessions = state.sessions.lock().unwrap_or_else(|e| e.into_inner());
    if route.path.starts_with("/sessions/:id") && !sessions.contains_key(&p("id")) {
        return error(404, format!("no session {}", p("id")));
    }
    let session = sessions.get_mut(&p("id"));
    match (route.method, route.path) {
        (Method::Get, "/sessions") => {
            let infos: Vec<Value> = sessions.values().map(|s| s.info.clone()).collect();
            reply(state, 200, name, Ok(json!({"sessions": infos})))
        }
        (Method::Post, "/sessions") => {
            let id = state.id("session");
            let cwd = body["cwd"].as_str().unwrap_or("/").to_owned();
            match Session::new(&id, &cwd, &state.faults, false) {
                Ok(s) => {
                    let info = s.info.clone();
                    sessions.insert(id, s);
                    reply(state, 200, name, Ok(json!({"session": info})))
                }
                Err(e) => error(500, e),
            }
        }
        (Method::Get, "/sessions/:id") => reply(
            state,
            200,
            name,
            Ok(json!({"session": session.map(|s| s.info.clone())})),
        ),
        (Method::Post, "/sessions/:id/attachments") => {
            let Some(file) = query_param(query, "name").filter(|n| !n.is_empty()) else {
                return error(400, "the name query parameter is required");
            };
            let id = state.id("attachment");
            let size = upload.0.len();
            let media_type = upload.1.clone();
            if let Some(s) = session {
                s.attachments.insert(id.clone(), upload);
            }
            reply(
                state,
                200,
                name,
                sampled(name, |v| {
                    v["attachment"]["id"] = json!(id);
                    v["attachment"]["name"] = json!(file);
                    v["attachment"]["bytes"] = json!(size);
                    v["attachment"]["mediaType"] = json!(media_type);
                }),
            )
        }
        (Method::Get, "/sessions/:id/attachments/:attachmentId") => {
            match session.and_then(|s| s.attachments.get(&p("attachmentId")).cloned()) {
                Some((bytes, media_type)) => {
                    let mut r = Response::new(Full::new(Bytes::from(bytes)).boxed());
                    if let Ok(v) = media_type.parse() {
                        r.headers_mut().insert(hyper::header::CONTENT_TYPE, v);
                    }
                    r
                }
                None => error(404, "unknown attachment"),
            }
        }
        (Method::Post, "/sessions/:id/permissions/:requestId") => match session {
            Some(s) if s.permission.as_deref() == Some(p("requestId").as_str()) => {
                let behavior = body["behavior"].as_str().unwrap_or("deny").to_owned();
                s.resolve(&p("requestId"), &behavior);
                reply(state, 200, name, Ok(json!({"resolved": true})))
            }
            _ => error(404, "the request is unknown, already resolved, or expired"),
        },
        (Method::Get, "/sessions/:id/files/*path") => {
            error(404, format!("no such file {}", p("path")))
        }
        (Method::Post, "/sessions/:id/mcp/:name") => reply(
            state,
            200,
            name,
            sampled(name, |v| v["name"] = json!(p("name"))),
        ),
        (Method::Post, "/executions/:executionId/result") => {
            error(404, "no session is parked on that execution")
        }
        (Method::Get, "/profiles/:name")
        | (Method::Patch, "/profiles/:name")
        | (Method::Delete, "/profiles/:name")
            if p("name") != "default" && !p("name").starts_with("check-") =>
        {
            error(404, format!("no profile {}", p("name")))
        }
        (Method::Delete, "/profiles/:name") => {
            let mut r = Response::new(Full::new(Bytes::new()).boxed());
            *r.status_mut() = hyper::StatusCode::NO_CONTENT;
            r
        }
        (Method::Post, "/jobs") => {
            drop(sessions);
            let id = state.id("job");
            let job = sampled("JobInfo", |v| {
                v["id"] = json!(id);
                v["status"] = json!("queued");
            });
            let Ok(job) = job else {
                return error(500, "no sample job");
            };
            state
                .jobs
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(job.clone());
            let _ = state.queue.send(json!({"type": "job_event", "event": {"type": "job_submitted", "job": job, "ts": 1_767_225_600_000_i64}}));
            let _ = state
                .queue
                .send(json!({"type": "queue_stats", "stats": state.stats()}));
            reply(state, 200, name, Ok(json!({"job": job})))
        }
        (Method::Get, "/jobs") => {
            drop(sessions);
            let jobs = state.jobs.lock().unwrap_or_else(|e| e.into_inner()).clone();
            reply(state, 200, name, Ok(json!({"jobs": jobs})))
        }
        (Method::Get, "/jobs/:id") => {
            drop(sessions);
            let jobs = state.jobs.lock().unwrap_or_else(|e| e.into_inner());
            match jobs.iter().find(|j| j["id"] == json!(p("id"))) {
                Some(job) => reply(state, 200, name, Ok(json!({"job": job}))),
                None => error(404, format!("no job {}", p("id"))),
            }
        }
        (Method::Get, "/queue/stats") => {
            drop(sessions);
            reply(state, 200, name, Ok(json!({"stats": state.stats()})))
        }
        // This server configures no host roots, and then every /fs route 404s.
        (_, path) if path.starts_with("/fs/") => error(404, "no roots configured"),
        _ => match route.response {
            routes::Body::Json(n) => reply(state, 200, n, sampled(n, |_| {})),
            _ => error(404, "nothing here"),
        },
    }
}

fn upgrade_ws(
    state: &Arc<State>,
    req: Request<Incoming>,
    route: &Route,
    params: &HashMap<String, String>,
    query: &str,
) -> Response<Body> {
    let Some(key) = req
        .headers()
        .get("sec-websocket-key")
        .map(|k| k.as_bytes().to_vec())
    else {
        return error(400, "missing Sec-WebSocket-Key");
    };
    let session = match route.path {
        "/queue/ws" => None,
        _ => {
            let id = params.get("id").cloned().unwrap_or_default();
            let after = match query_param(query, "afterSeq") {
                None => 0,
                Some(v) => match v.parse::<i64>() {
                    Ok(n) if (0..=crate::SessionLog::MAX_SEQ).contains(&n) => n,
                    _ => {
                        let max = crate::SessionLog::MAX_SEQ;
                        return error(
                            400,
                            format!("afterSeq {v:?} is not an integer in 0..={max}"),
                        );
                    }
                },
            };
            if !state
                .sessions
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .contains_key(&id)
            {
                return error(404, format!("no session {id}"));
            }
            Some((id, after))
        }
    };
    let state = state.clone();
    tokio::spawn(async move {
        let Ok(upgraded) = hyper::upgrade::on(req).await else {
            return;
        };
        let io = Watched::new(hyper_util::rt::TokioIo::new(upgraded), &state.waiting);
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_FRAME_LEN))
            .max_frame_size(Some(MAX_FRAME_LEN));
        let ws = WebSocketStream::from_raw_socket(io, Role::Server, Some(config)).await;
        let mut stop = state.stop.subscribe();
        let run = async {
            match session {
                Some((id, after)) => session_ws(&state, ws, &id, after).await,
                None => queue_ws(&state, ws).await,
            }
        };
        tokio::select! {
            _ = run => {}
            _ = stop.wait_for(|s| *s) => {}
        }
    });
    let accept = tokio_tungstenite::tungstenite::handshake::derive_accept_key(&key);
    let mut r = Response::new(Full::new(Bytes::new()).boxed());
    *r.status_mut() = hyper::StatusCode::SWITCHING_PROTOCOLS;
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
        h.insert("sec-websocket-accept", v);
    }
    r
}

type Ws = WebSocketStream<Watched<hyper_util::rt::TokioIo<hyper::upgrade::Upgraded>>>;

/// A socket that counts, in a counter its server shares, whether its last
/// write is waiting for the peer to read ([`Server::writers_waiting`]).
struct Watched<T> {
    io: T,
    waiting: bool,
    count: Arc<AtomicUsize>,
}

impl<T> Watched<T> {
    fn new(io: T, count: &Arc<AtomicUsize>) -> Self {
        Watched {
            io,
            waiting: false,
            count: count.clone(),
        }
    }

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

impl<T> Drop for Watched<T> {
    fn drop(&mut self) {
        if self.waiting {
            self.count.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Watched<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Watched<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let poll = Pin::new(&mut self.io).poll_write(cx, buf);
        self.mark(poll)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        let poll = Pin::new(&mut self.io).poll_flush(cx);
        self.mark(poll)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

/// Ends a socket whose read failed; a message over [`MAX_FRAME_LEN`] is
/// answered with close code 1009 first, so the client learns why.
async fn read_failed(ws: &mut Ws, error: &tungstenite::Error) {
    if let tungstenite::Error::Capacity(_) = error {
        let close = CloseFrame {
            code: CloseCode::Size,
            reason: format!("a message over {MAX_FRAME_LEN} bytes").into(),
        };
        let _ = ws.send(Message::Close(Some(close))).await;
    }
}

async fn send(ws: &mut Ws, faults: &Faults, frame: &Value) -> Result<(), String> {
    if let Some(d) = faults.slow {
        tokio::time::sleep(d).await;
    }
    let text = frame.to_string();
    let Some(n) = faults.split_writes.filter(|n| *n > 0 && *n < text.len()) else {
        return ws
            .send(Message::text(text))
            .await
            .map_err(|e| e.to_string());
    };
    // One message as a run of fragments of at most n bytes each.
    let chunks: Vec<&[u8]> = text.as_bytes().chunks(n).collect();
    for (i, chunk) in chunks.iter().enumerate() {
        let opcode = OpCode::Data(if i == 0 { Data::Text } else { Data::Continue });
        let frame = Frame::message(chunk.to_vec(), opcode, i + 1 == chunks.len());
        ws.feed(Message::Frame(frame))
            .await
            .map_err(|e| e.to_string())?;
    }
    ws.flush().await.map_err(|e| e.to_string())
}

/// One session socket: `attached`, the log after `after` (replay, then
/// live, from this socket's own position), the frames its commands answer.
async fn session_ws(state: &State, mut ws: Ws, id: &str, after: i64) -> Result<(), String> {
    let faults = &state.faults;
    let (attached, request, mut last) = {
        let sessions = state.sessions.lock().unwrap_or_else(|e| e.into_inner());
        let s = sessions.get(id).ok_or("session vanished")?;
        let attached = json!({"type": "attached", "protocolVersion": crate::PROTOCOL_VERSION, "session": s.info, "replayingFrom": after});
        (attached, s.request.clone(), s.last.subscribe())
    };
    let mut attached = typed("ServerFrame", &attached)?;
    if faults.undeclared_member {
        attached["xUndeclared"] = json!(true);
    }
    send(&mut ws, faults, &attached).await?;
    if let Some(request) = request {
        send(&mut ws, faults, &request).await?;
    }
    // The next seq this socket sends, and how many event frames it sent.
    let mut next = after + 1;
    let mut sent = 0usize;
    loop {
        let event = {
            let sessions = state.sessions.lock().unwrap_or_else(|e| e.into_inner());
            let s = sessions.get(id).ok_or("session vanished")?;
            usize::try_from(next - 1)
                .ok()
                .and_then(|i| s.log.get(i).cloned())
        };
        if let Some(event) = event {
            if faults.drop_now(sent) {
                return Ok(());
            }
            send(&mut ws, faults, &json!({"type": "event", "event": event})).await?;
            *state.sent.lock().unwrap_or_else(|e| e.into_inner()) += 1;
            next += 1;
            sent += 1;
            if sent == 1 && faults.oversize_frame {
                let big = json!({"type": "protocol_error", "message": "x".repeat(MAX_FRAME_LEN)});
                send(&mut ws, faults, &big).await?;
            }
            continue;
        }
        tokio::select! {
            changed = last.changed() => if changed.is_err() { return Ok(()) },
            msg = ws.next() => {
                let text = match msg {
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Err(e)) => {
                        read_failed(&mut ws, &e).await;
                        return Ok(());
                    }
                    Some(Ok(Message::Close(_))) | None => return Ok(()),
                    Some(Ok(_)) => continue,
                };
                let direct = command(state, id, &text);
                let closing = direct.iter().any(|f| f == &Value::Null);
                for frame in direct.iter().filter(|f| !f.is_null()) {
                    if frame == &json!("drop") {
                        return Ok(());
                    }
                    send(&mut ws, faults, frame).await?;
                }
                if closing {
                    // Deliver what the close emitted, then end the socket.
                    loop {
                        let event = {
                            let sessions = state.sessions.lock().unwrap_or_else(|e| e.into_inner());
                            sessions.get(id).and_then(|s| usize::try_from(next - 1).ok().and_then(|i| s.log.get(i).cloned()))
                        };
                        let Some(event) = event else { break };
                        send(&mut ws, faults, &json!({"type": "event", "event": event})).await?;
                        next += 1;
                    }
                    let _ = ws.close(None).await;
                    return Ok(());
                }
            }
        }
    }
}

/// Applies one client frame; returns the frames for this socket alone
/// (`null` asks to close it, `"drop"` to cut it). Events go to every
/// attached socket through the log.
fn command(state: &State, id: &str, text: &str) -> Vec<Value> {
    let protocol_error = |m: String| vec![json!({"type": "protocol_error", "message": m})];
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return protocol_error(format!("not JSON: {e}")),
    };
    if let Err(e) = typed("ClientFrame", &value) {
        return protocol_error(e);
    }
    let mut sessions = state.sessions.lock().unwrap_or_else(|e| e.into_inner());
    let Some(s) = sessions.get_mut(id) else {
        return protocol_error("session vanished".into());
    };
    match value["type"].as_str().unwrap_or_default() {
        "user_message" => {
            if s.permission.is_some() || s.execution.is_some() {
                return protocol_error("a turn is running".into());
            }
            s.turns += 1;
            let message = json!({"role": "user", "content": value["text"]});
            s.emit(body(
                "user_message",
                json!({"message": message, "parentToolUseId": null}),
            ));
            s.status("running");
            let exec = format!("exec-{}", s.turns);
            s.execution = Some(exec.clone());
            s.emit(body(
                "execution_dispatched",
                json!({"executionId": exec, "toolName": "run_js", "backend": "browser"}),
            ));
            let request = json!({"type": "tool_call_request", "executionId": exec, "toolName": "run_js", "input": {"code": "1+1"}});
            s.request = Some(request.clone());
            vec![request]
        }
        kind @ ("tool_call_result" | "tool_call_error") => {
            let exec_id = value["executionId"].as_str().unwrap_or_default().to_owned();
            *state
                .answers
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .entry(exec_id.clone())
                .or_default() += 1;
            let mut lose = state
                .lose_first_answer
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if std::mem::take(&mut *lose) {
                return vec![json!("drop")];
            }
            // Unknown or settled executions are ignored: delivery is idempotent.
            if s.execution.as_deref() != Some(exec_id.as_str()) {
                return Vec::new();
            }
            let exec = s.execution.take().unwrap_or_default();
            s.request = None;
            match kind {
                "tool_call_result" => s.emit(body("execution_result", json!({"executionId": exec, "output": value["output"]}))),
                _ => s.emit(body("execution_failed", json!({"executionId": exec, "reason": value["reason"], "error": value["error"]}))),
            }
            let request = format!("perm-{}", s.turns);
            s.set_permission(Some(request.clone()));
            let req = sample::named(schemas(), "PermissionRequest").map(|mut r| {
                r["id"] = json!(request);
                r["toolName"] = json!("write_file");
                r
            });
            s.emit(body("permission_requested", json!({"request": req})));
            s.status("awaiting_approval");
            Vec::new()
        }
        "permission_decision" => {
            let request = value["requestId"].as_str().unwrap_or_default().to_owned();
            if s.permission.as_deref() != Some(request.as_str()) {
                return protocol_error(format!("no pending permission request {request}"));
            }
            s.resolve(&request, value["behavior"].as_str().unwrap_or("deny"));
            Vec::new()
        }
        "interrupt" => {
            s.set_permission(None);
            let canceled = canceled(s, "interrupted");
            s.emit(body(
                "status_changed",
                json!({"status": "idle", "detail": "interrupted"}),
            ));
            canceled
        }
        "set_permission_mode" => {
            s.emit(body(
                "permission_mode_changed",
                json!({"mode": value["mode"]}),
            ));
            Vec::new()
        }
        "set_model" => {
            let mut b = body("model_changed", json!({}));
            if let Some(m) = value.get("model") {
                b["model"] = m.clone();
            }
            s.emit(b);
            Vec::new()
        }
        "close" => {
            s.set_permission(None);
            let mut frames = canceled(s, "session closed");
            s.emit(body("session_closed", json!({"reason": "client"})));
            s.status("closed");
            frames.push(Value::Null);
            frames
        }
        other => protocol_error(format!("command {other} is not handled")),
    }
}

/// Abandons the bridged execution the turn waits on, if any: the
/// `tool_call_canceled` frame for this socket.
fn canceled(s: &mut Session, reason: &str) -> Vec<Value> {
    s.request = None;
    s.execution
        .take()
        .map(|exec| json!({"type": "tool_call_canceled", "executionId": exec, "reason": reason}))
        .into_iter()
        .collect()
}

async fn queue_ws(state: &State, mut ws: Ws) -> Result<(), String> {
    let mut live = state.queue.subscribe();
    let hello = typed(
        "QueueServerFrame",
        &json!({"type": "queue_attached", "protocolVersion": crate::PROTOCOL_VERSION, "stats": state.stats()}),
    )?;
    send(&mut ws, &state.faults, &hello).await?;
    loop {
        tokio::select! {
            frame = live.recv() => match frame {
                Ok(frame) => send(&mut ws, &state.faults, &frame).await?,
                Err(broadcast::error::RecvError::Lagged(_)) => continue,
                Err(_) => return Ok(()),
            },
            msg = ws.next() => match msg {
                Some(Ok(Message::Text(_) | Message::Ping(_) | Message::Pong(_))) => {}
                Some(Err(e)) => {
                    read_failed(&mut ws, &e).await;
                    return Ok(());
                }
                _ => return Ok(()),
            },
        }
    }
}
