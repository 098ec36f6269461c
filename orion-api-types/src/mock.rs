//! An in-process Orion web server for tests (feature `mock`): every route of
//! [`ROUTES`] under `/api/v1` on a real loopback socket, the
//! nonce of `GET /bootstrap` required on mutations, `requestId` replay, and
//! the `GET /events` SSE stream with durable events kept for replay, plus
//! the faults of [`Faults`] to test a client's error paths.
//!
//! Every value it sends is built from this crate's types: the smallest value
//! the type's JSON Schema (from `schemars`, which the feature enables)
//! allows, decoded by the crate and re-encoded, with the state of the
//! conversation set on top (ids, cursors, revisions, pages).
//!
//! - `listSessions` pages through the sessions it holds (`createSession`
//!   adds one); the last page has `nextCursor: null`. The other lists have
//!   one page.
//! - [`Options::events`] durable events (cursors `1..=N`, unless mutations
//!   add their own) are emitted every [`Options::event_interval`], with a
//!   non-durable event between two durable ones. A non-durable envelope
//!   carries the cursor of the latest durable event and is never replayed.
//!   Every envelope has its own `eventId`.
//! - Each `/events` stream starts with `retry: <ms>` ([`Options::retry`]),
//!   replays the durable events after the resume cursor (`cursor` query,
//!   else `Last-Event-ID`), sends one non-durable `settings_invalidated`,
//!   then everything new as it happens, with keep-alive comments. A stream
//!   is written as fast as its reader reads it, no faster, and reads the
//!   shared log as it goes, a few envelopes at a time: a reader that
//!   stalls costs the server a few kilobytes, whatever the log's length.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")] async fn main() -> std::io::Result<()> {
//! use orion_api_types::mock::{Options, Server};
//! let server = Server::start(Options::default().with_events(3)).await?;
//! assert!(server.url().starts_with("http://127.0.0.1:"));
//! assert!(server.url().ends_with("/api/v1"));
//! # Ok(()) }
//! ```

use crate::sse;
use crate::{
    BASE_PATH, EventStreamQuery, LastEventId, Method, Problem, ROUTES, Route, WebEventEnvelope,
    WebNonce, find_route,
};
use http_body_util::BodyExt;
use hyper::body::{Bytes, Frame, Incoming};
use hyper::{Request, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::watch;
use wire_kit::net::http::{self, Body};
use wire_kit::net::sample;

pub use wire_kit::net::Faults;

/// What a mock server serves and how.
#[derive(Debug, Clone)]
pub struct Options {
    /// The address to listen on (loopback only); `127.0.0.1:0` by default.
    pub listen: SocketAddr,
    /// The web nonce mutations must send back (random by default).
    pub nonce: WebNonce,
    /// Faults to inject.
    pub faults: Faults,
    /// How many durable events to emit after the start (0: a fixed log of
    /// four events is there from the start instead).
    pub events: usize,
    /// The time between two emitted events.
    pub event_interval: Duration,
    /// The reconnection delay announced to SSE clients (`retry:`).
    pub retry: Duration,
    /// How many sessions `listSessions` starts with.
    pub sessions: usize,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            nonce: WebNonce::new(random_nonce()).expect("64 hex digits"),
            faults: Faults::none(),
            events: 0,
            event_interval: Duration::from_millis(10),
            retry: Duration::from_millis(50),
            sessions: 3,
        }
    }
}

impl Options {
    /// Sets [`listen`](Self::listen).
    pub fn with_listen(mut self, addr: SocketAddr) -> Self {
        self.listen = addr;
        self
    }

    /// Sets [`nonce`](Self::nonce).
    pub fn with_nonce(mut self, nonce: WebNonce) -> Self {
        self.nonce = nonce;
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

    /// Sets [`retry`](Self::retry).
    pub fn with_retry(mut self, retry: Duration) -> Self {
        self.retry = retry;
        self
    }

    /// Sets [`sessions`](Self::sessions).
    pub fn with_sessions(mut self, sessions: usize) -> Self {
        self.sessions = sessions;
        self
    }
}

/// A running mock server; it stops when dropped.
#[derive(Debug)]
pub struct Server {
    addr: SocketAddr,
    state: Arc<State>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
    _stop: watch::Sender<bool>,
}

impl Server {
    /// Binds `options.listen` and serves on the current tokio runtime.
    /// Refuses a non-loopback address.
    pub async fn start(options: Options) -> std::io::Result<Server> {
        let addr = wire_kit::net::require_loopback(options.listen, false)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
        let listener = tokio::net::TcpListener::bind(addr).await?;
        let addr = listener.local_addr()?;
        let (stop, stopped) = watch::channel(false);
        let (changed, _) = watch::channel(0usize);
        let log = match options.events {
            0 => initial_log(),
            _ => Vec::new(),
        };
        let latest = log.last().map_or(0, WebEventEnvelope::cursor);
        let log_len = log.len() as u64;
        let sessions = (1..=options.sessions).map(session).collect();
        let state = Arc::new(State {
            nonce: options.nonce,
            faults: options.faults,
            retry: options.retry,
            stopped,
            changed,
            inner: Mutex::new(Inner {
                revision: 1,
                replies: HashMap::new(),
                log,
                latest,
                // The initial log's envelopes are the first ones made.
                serial: log_len,
                sessions,
            }),
        });
        let mut tasks = Vec::new();
        let serving = state.clone();
        tasks.push(tokio::spawn(accept(listener, serving)));
        if options.events > 0 {
            let ticking = state.clone();
            tasks.push(tokio::spawn(tick(
                ticking,
                options.events,
                options.event_interval,
            )));
        }
        Ok(Server {
            addr,
            state,
            tasks,
            _stop: stop,
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

    /// The nonce `GET /bootstrap` publishes.
    pub fn nonce(&self) -> &WebNonce {
        &self.state.nonce
    }

    /// The latest durable cursor.
    pub fn latest_cursor(&self) -> i64 {
        self.state.lock().latest
    }

    /// Appends an event: a durable one gets the next cursor, a non-durable
    /// one the latest durable cursor; the `eventId` is set to a fresh one.
    /// Returns the envelope as sent.
    pub fn emit(&self, kind: &str, durable: bool, payload: Value) -> Option<WebEventEnvelope> {
        self.state.emit(kind, durable, payload)
    }

    /// Stops serving: the listener closes and every open connection ends.
    pub async fn shutdown(mut self) {
        for task in self.tasks.drain(..) {
            task.abort();
            let _ = task.await;
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

/// Accepts connections until aborted; aborting drops the set, which aborts
/// every connection.
async fn accept(listener: tokio::net::TcpListener, state: Arc<State>) {
    let mut connections = tokio::task::JoinSet::new();
    loop {
        let (stream, _) = wire_kit::net::accept(&listener).await;
        while connections.try_join_next().is_some() {}
        let state = state.clone();
        connections.spawn(async move {
            let service = hyper::service::service_fn(move |req| {
                let state = state.clone();
                async move { Ok::<_, std::convert::Infallible>(handle(&state, req).await) }
            });
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .await;
        });
    }
}

/// Emits `n` durable events at a steady pace, a non-durable one between two.
async fn tick(state: Arc<State>, n: usize, interval: Duration) {
    let mut timer = tokio::time::interval(interval.max(Duration::from_micros(100)));
    timer.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    for i in 0..n {
        timer.tick().await;
        let (kind, payload) = match i % 3 {
            0 => (
                "workbench_state",
                json!({"workspace": "/work/demo", "activeSessionId": null}),
            ),
            1 => (
                "thread_event",
                json!({"sequence": i / 3 + 1, "eventType": "turn.progress", "value": {"i": i}}),
            ),
            _ => (
                "runtime_event",
                json!({"eventType": "runtime.tick", "value": {"i": i}}),
            ),
        };
        state.emit(kind, true, payload);
        if i + 1 < n {
            state.emit(
                "runtime_event",
                false,
                json!({"eventType": "runtime.heartbeat", "value": {}}),
            );
        }
    }
}

// ---- values ----------------------------------------------------------------

/// The JSON Schema of every type the mock sends or reads: a root holding the
/// generator's definitions, and each type's own (sub)schema.
fn schemas() -> &'static (Value, HashMap<&'static str, Value>) {
    static S: OnceLock<(Value, HashMap<&'static str, Value>)> = OnceLock::new();
    S.get_or_init(|| {
        let mut generator = schemars::SchemaGenerator::default();
        let mut own = HashMap::new();
        macro_rules! add {
            ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {$(
                own.insert(stringify!($name), generator.subschema_for::<$krate::$name>().to_value());
            )* $(
                own.insert(stringify!($inline), generator.subschema_for::<$krate::$inline>().to_value());
            )*};
        }
        crate::wire_types!(add);
        let root = json!({ "$defs": generator.definitions() });
        (root, own)
    })
}

/// Decodes `value` as the crate's type named `name` (any of
/// [`TYPE_NAMES`](crate::TYPE_NAMES), the query structs, `SessionId`,
/// `CallId`) and re-encodes it: what a checking client uses to hold a
/// server's reply to the contract by the type's name.
pub fn reencode(name: &str, value: &Value) -> Result<Value, wire_kit::DecodeError> {
    typed(name, value)
}

fn typed(name: &str, value: &Value) -> Result<Value, wire_kit::DecodeError> {
    fn go<T: DeserializeOwned + Serialize>(
        name: &'static str,
        v: &Value,
    ) -> Result<Value, wire_kit::DecodeError> {
        let t: T = wire_kit::from_value(name, v)?;
        Ok(serde_json::to_value(t).unwrap_or(Value::Null))
    }
    macro_rules! table {
        ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
            match name {
                $(stringify!($name) => go::<$krate::$name>(stringify!($name), value),)*
                $(stringify!($inline) => go::<$krate::$inline>(stringify!($inline), value),)*
                "PageQuery" => go::<crate::PageQuery>("PageQuery", value),
                "ToolDetailQuery" => go::<crate::ToolDetailQuery>("ToolDetailQuery", value),
                "EventStreamQuery" => go::<crate::EventStreamQuery>("EventStreamQuery", value),
                "SessionId" => go::<crate::SessionId>("SessionId", value),
                "CallId" => go::<crate::CallId>("CallId", value),
                _ => Err(wire_kit::DecodeError::new("Orion", "", format!("no type named {name}"))),
            }
        };
    }
    crate::wire_types!(table)
}

/// The schema's smallest value for `name`, through the crate's type.
fn sampled(name: &str, patch: impl FnOnce(&mut Value)) -> Result<Value, String> {
    let (root, own) = schemas();
    let schema = own
        .get(name)
        .ok_or_else(|| format!("no schema for {name}"))?;
    let mut raw = sample::of(root, schema, 0);
    patch(&mut raw);
    typed(name, &raw).map_err(|e| e.to_string())
}

/// A request body of type `name` the mock would accept: the schema's
/// smallest value with `requestId` set, through the crate's type. For
/// checking clients that build requests without knowing their types.
pub fn sample_request(name: &str, patch: impl FnOnce(&mut Value)) -> Result<Value, String> {
    sampled(name, patch)
}

fn revision(n: u64) -> String {
    format!("hmac-sha256:{n:064x}")
}

/// The `eventId` of the `n`th envelope the server made (UUID-shaped).
fn event_id(n: u64) -> String {
    format!("00000000-0000-4000-8000-{n:012x}")
}

fn session(n: usize) -> Value {
    json!({
        "id": format!("session-{n}"), "projectPath": "/work/demo", "model": "mock",
        "createdAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z",
        "messageCount": 0,
    })
}

/// How many envelopes of the log a stream copies out at a time.
const SLICE: usize = 64;

struct State {
    nonce: WebNonce,
    faults: Faults,
    retry: Duration,
    /// Ends with the [`Server`] (its sender is dropped).
    stopped: watch::Receiver<bool>,
    /// The log's length, for the streams waiting for new events.
    changed: watch::Sender<usize>,
    inner: Mutex<Inner>,
}

impl std::fmt::Debug for State {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("State").finish_non_exhaustive()
    }
}

struct Inner {
    revision: u64,
    /// requestId → (operation and body, status, response body).
    replies: HashMap<String, (String, u16, Value)>,
    /// Every envelope in the order sent: durable ones in cursor order,
    /// non-durable ones between them (never replayed).
    log: Vec<WebEventEnvelope>,
    /// The latest durable cursor.
    latest: i64,
    /// Envelopes made so far (for fresh `eventId`s).
    serial: u64,
    sessions: Vec<Value>,
}

impl Inner {
    fn envelope(&mut self, kind: &str, durable: bool, payload: Value) -> Option<WebEventEnvelope> {
        let cursor = if durable {
            self.latest + 1
        } else {
            self.latest.max(1)
        };
        self.serial += 1;
        let e = envelope(kind, self.serial, cursor, durable, payload)?;
        if durable {
            self.latest = cursor;
        }
        Some(e)
    }
}

impl State {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The envelopes of the log from `*at` (at most [`SLICE`] of them, and
    /// none at or after `end`); `*at` moves past them. What a stream holds
    /// of the log at a time, whatever the log's length.
    fn slice(&self, at: &mut usize, end: usize) -> Vec<WebEventEnvelope> {
        let inner = self.lock();
        let end = end.min(inner.log.len()).min(at.saturating_add(SLICE));
        let from = (*at).min(end);
        *at = end;
        inner.log[from..end].to_vec()
    }

    fn emit(&self, kind: &str, durable: bool, payload: Value) -> Option<WebEventEnvelope> {
        let mut inner = self.lock();
        let e = inner.envelope(kind, durable, payload)?;
        inner.log.push(e.clone());
        let len = inner.log.len();
        drop(inner);
        self.changed.send_replace(len);
        Some(e)
    }
}

fn envelope(
    kind: &str,
    serial: u64,
    cursor: i64,
    durable: bool,
    payload: Value,
) -> Option<WebEventEnvelope> {
    let (session, thread) = if kind == "thread_event" {
        (json!("session-1"), json!("thread-1"))
    } else {
        (Value::Null, Value::Null)
    };
    let v = json!({
        "apiVersion": 1, "eventId": event_id(serial), "cursor": cursor, "sessionId": session,
        "threadId": thread, "type": kind, "durable": durable,
        "timestamp": "2026-01-01T00:00:00Z", "payload": payload,
    });
    crate::decode_value(&v).ok()
}

fn initial_log() -> Vec<WebEventEnvelope> {
    [
        envelope(
            "workbench_state",
            1,
            1,
            true,
            json!({"workspace": "/work/demo", "activeSessionId": null}),
        ),
        envelope(
            "thread_event",
            2,
            2,
            true,
            json!({"sequence": 1, "eventType": "turn.started", "value": {}}),
        ),
        envelope(
            "runtime_event",
            3,
            3,
            true,
            json!({"eventType": "runtime.ready", "value": {}}),
        ),
        envelope(
            "thread_event",
            4,
            4,
            true,
            json!({"sequence": 2, "eventType": "turn.completed", "value": {"ok": true}}),
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

// ---- routes ----------------------------------------------------------------

fn problem(status: u16, code: &str, detail: impl Into<String>) -> Response<Body> {
    let p = Problem::new(status, code).map(|p| p.with_detail(detail));
    let v = p
        .ok()
        .and_then(|p| serde_json::to_value(p).ok())
        .unwrap_or(Value::Null);
    http::json(status, Problem::MEDIA_TYPE, &v)
}

fn ok(status: u16, value: &Value, faults: &Faults) -> Response<Body> {
    let mut value = value.clone();
    if faults.undeclared_member && value.is_object() {
        value["xUndeclared"] = json!(true);
    }
    http::json(status, "application/json", &value)
}

/// A path no route has is a 404; a method the path lacks is a 405 whose
/// `Allow` names the methods it has (RFC 9110 requires the header).
fn not_allowed(method: &hyper::Method, path: &str, sub: &str) -> Response<Body> {
    let allowed: Vec<&str> = ROUTES
        .iter()
        .filter(|r| r.matches(sub).is_some())
        .map(|r| r.method.as_str())
        .collect();
    if allowed.is_empty() {
        return problem(404, "not_found", format!("{path}: no such route"));
    }
    let mut response = problem(405, "method_not_allowed", format!("{method} {path}"));
    if let Ok(value) = allowed.join(", ").parse() {
        response.headers_mut().insert(hyper::header::ALLOW, value);
    }
    response
}

async fn handle(state: &Arc<State>, req: Request<Incoming>) -> Response<Body> {
    let path = req.uri().path().to_owned();
    let Some(sub) = path.strip_prefix(BASE_PATH).filter(|s| s.starts_with('/')) else {
        return problem(404, "not_found", format!("{path}: not under {BASE_PATH}"));
    };
    let method = match req.method().as_str() {
        "GET" => Method::Get,
        "POST" => Method::Post,
        "PATCH" => Method::Patch,
        _ => return not_allowed(req.method(), &path, sub),
    };
    let Some((route, params)) = find_route(method, sub) else {
        return not_allowed(req.method(), &path, sub);
    };
    for (name, value) in &params {
        let type_name = if *name == "sessionId" {
            "SessionId"
        } else {
            "CallId"
        };
        let Some(value) = crate::path_parameter(value) else {
            return problem(
                400,
                "invalid_parameter",
                format!("path parameter {name}: malformed percent-encoding"),
            );
        };
        if let Err(e) = typed(type_name, &json!(value)) {
            return problem(
                400,
                "invalid_parameter",
                format!("path parameter {name}: {e}"),
            );
        }
    }
    let query = req.uri().query().unwrap_or_default().to_owned();
    let mut parsed_query = Value::Null;
    if let Some(q) = route.query_type {
        let parsed = crate::parse_query::<Value>(q, &query).map_err(|e| e.to_string());
        match parsed.and_then(|v| typed(q, &v).map_err(|e| e.to_string())) {
            Ok(v) => parsed_query = v,
            Err(e) => return problem(400, "invalid_query", e),
        }
    }
    if route.operation_id == "streamEvents" {
        return events(state, &req, &query);
    }
    if route.nonce_required {
        let given = req
            .headers()
            .get(WebNonce::HEADER)
            .and_then(|v| v.to_str().ok());
        if !given.is_some_and(|g| state.nonce.matches(g)) {
            return problem(
                403,
                "nonce_required",
                format!(
                    "{} needs the {} header of GET /bootstrap",
                    route.operation_id,
                    WebNonce::HEADER
                ),
            );
        }
    }
    let body = match route.request_type {
        None => None,
        Some(name) => {
            let bytes = match http::body(req, 2 * 1024 * 1024).await {
                Ok(b) => b,
                Err(e) => return problem(400, "invalid_body", e),
            };
            let value: Value = match serde_json::from_slice(&bytes) {
                Ok(v) => v,
                Err(e) => return problem(400, "invalid_json", format!("{name}: (root): {e}")),
            };
            if let Err(e) = typed(name, &value) {
                return problem(400, "invalid_request", e.to_string());
            }
            Some(value)
        }
    };
    match body {
        None => read(state, route, &parsed_query),
        Some(body) => mutate(state, route, &params, body),
    }
}

fn settings_document(inner: &Inner) -> Result<Value, String> {
    sampled("SettingsDocument", |v| {
        v["revision"] = json!(revision(inner.revision))
    })
}

fn read(state: &State, route: &Route, query: &Value) -> Response<Body> {
    let inner = state.lock();
    let name = route.success.type_name;
    let value = match name {
        "BootstrapResponse" => settings_document(&inner).and_then(|doc| {
            sampled(name, |v| {
                v["nonce"] = json!(state.nonce.expose());
                v["settings"] = doc;
            })
        }),
        "SettingsDocument" => settings_document(&inner),
        "SessionPage" => sampled(name, |v| {
            let from: usize = query["cursor"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
            let size = query["pageSize"].as_u64().unwrap_or(50) as usize;
            let end = (from + size).min(inner.sessions.len());
            let from = from.min(end);
            v["items"] = Value::Array(inner.sessions[from..end].to_vec());
            v["nextCursor"] = match end < inner.sessions.len() {
                true => json!(end.to_string()),
                false => Value::Null,
            };
        }),
        _ => sampled(name, |v| {
            // One page: the lists end where they start.
            if let Some(next) = v.get_mut("nextCursor") {
                *next = Value::Null;
            }
        }),
    };
    // `/bootstrap` stays clean so a client can still learn the nonce.
    let faults = match name {
        "BootstrapResponse" => &Faults::default(),
        _ => &state.faults,
    };
    match value {
        Ok(v) => ok(route.success.status, &v, faults),
        Err(e) => problem(503, "unavailable", e),
    }
}

fn mutate(state: &State, route: &Route, params: &[(&str, &str)], body: Value) -> Response<Body> {
    let mut inner = state.lock();
    let request_id = body["requestId"].as_str().unwrap_or_default().to_owned();
    let key = format!("{} {:?} {}", route.operation_id, params, body);
    if let Some((seen, status, reply)) = inner.replies.get(&request_id) {
        return match *seen == key {
            true => ok(*status, reply, &state.faults),
            false => problem(
                409,
                "request_id_conflict",
                format!("requestId {request_id} was used with another request"),
            ),
        };
    }
    let name = route.success.type_name;
    let result = match route.operation_id {
        "updateSettings" => {
            if body["expectedRevision"].as_str() != Some(revision(inner.revision).as_str()) {
                return problem(
                    409,
                    "stale_revision",
                    "expectedRevision is not the current revision; no field was applied",
                );
            }
            inner.revision += 1;
            let keys: Vec<Value> = body["operations"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| o["key"].clone())
                .collect();
            let doc = settings_document(&inner);
            let rev = revision(inner.revision);
            doc.and_then(|doc| {
                sampled(name, |v| {
                    v["requestId"] = json!(request_id);
                    v["revision"] = json!(rev);
                    v["appliedKeys"] = Value::Array(keys);
                    v["settings"] = doc;
                })
            })
        }
        "createSession" => {
            let n = inner.sessions.len() + 1;
            let mut s = session(n);
            if let Some(given) = body.get("name") {
                s["name"] = given.clone();
            }
            inner.sessions.push(s.clone());
            sampled(name, |v| {
                v["requestId"] = json!(request_id);
                v["session"] = s;
            })
        }
        _ => sampled(name, |v| {
            if v.get("requestId").is_some() {
                v["requestId"] = json!(request_id);
            }
        }),
    };
    let value = match result {
        Ok(v) => v,
        Err(e) => return problem(503, "unavailable", e),
    };
    inner
        .replies
        .insert(request_id, (key, route.success.status, value.clone()));
    let rev = revision(inner.revision);
    let event = match route.operation_id {
        "updateSettings" => inner.envelope(
            "settings_invalidated",
            false,
            json!({"revision": rev, "reason": "local-write", "state": "ready"}),
        ),
        _ => inner.envelope(
            "workbench_state",
            true,
            json!({"workspace": "/work/demo", "activeSessionId": null}),
        ),
    };
    if let Some(event) = event {
        inner.log.push(event);
        let len = inner.log.len();
        drop(inner);
        state.changed.send_replace(len);
    }
    ok(route.success.status, &value, &state.faults)
}

// ---- events ----------------------------------------------------------------

/// `GET /events`: `retry:`, the durable events after the resume cursor, one
/// non-durable `settings_invalidated`, then new events and keep-alives.
fn events(state: &Arc<State>, req: &Request<Incoming>, query: &str) -> Response<Body> {
    let q: EventStreamQuery = match crate::parse_query("EventStreamQuery", query) {
        Ok(q) => q,
        Err(e) => return problem(400, "invalid_query", e.to_string()),
    };
    let header = req
        .headers()
        .get(LastEventId::HEADER)
        .and_then(|v| v.to_str().ok());
    let header = match header.map(|h| wire_kit::from_value::<LastEventId>("LastEventId", &json!(h)))
    {
        None => None,
        Some(Ok(h)) => Some(h),
        Some(Err(e)) if q.cursor.is_none() => return problem(400, "invalid_header", e.to_string()),
        Some(Err(_)) => None,
    };
    let from = match q.resume_from(header.as_ref()) {
        Ok(c) => c.get(),
        Err(e) => return problem(400, "invalid_header", e.to_string()),
    };
    let mut changed = state.changed.subscribe();
    let mut inner = state.lock();
    let latest = inner.latest;
    if from > latest {
        return problem(
            409,
            "cursor_ahead",
            format!("cursor {from} is after the latest durable cursor {latest}"),
        );
    }
    // Cursors never decrease along the log (a non-durable envelope carries
    // the latest durable cursor), so the replay starts at the first
    // envelope after `from`; it is read from the shared log as the stream
    // is written, never copied whole for one connection.
    let replay = inner.log.partition_point(|e| e.cursor() <= from);
    let live = inner.log.len();
    let rev = revision(inner.revision);
    let invalidated = inner.envelope(
        "settings_invalidated",
        false,
        json!({"revision": rev, "reason": "external-edit", "state": "ready"}),
    );
    inner.serial += 1;
    let unknown_id = event_id(inner.serial);
    drop(inner);
    let faults = state.faults.clone();
    let retry = state.retry;
    let mut stopped = state.stopped.clone();
    let state = state.clone();
    let (tx, rx) = tokio::sync::mpsc::channel::<Bytes>(4);
    tokio::spawn(async move {
        let run = async {
            let mut sent = 0usize;
            let retry = format!("retry: {}\n\n", retry.as_millis());
            send_chunked(&tx, &Faults::none(), retry).await?;
            let frame = |e: &WebEventEnvelope, sent: usize| {
                let mut text = sse::render(e);
                if faults.undeclared_member && sent == 0 {
                    let mut v = serde_json::to_value(e).unwrap_or(Value::Null);
                    v["xUndeclared"] = json!(true);
                    text = format!("id: {}\ndata: {v}\n\n", e.cursor());
                }
                if faults.unknown_event && sent == 0 {
                    let unknown = json!({"apiVersion": 1, "eventId": unknown_id,
                        "cursor": e.cursor(), "sessionId": null, "threadId": null,
                        "type": "x_unknown", "durable": false,
                        "timestamp": "2026-01-01T00:00:00Z", "payload": {}});
                    text.push_str(&format!("id: {}\ndata: {unknown}\n\n", e.cursor()));
                }
                if faults.oversize_frame && sent == 0 {
                    text.push_str(&format!(
                        "data: {}\n\n",
                        "x".repeat(sse::DEFAULT_MAX_EVENT_LEN + 1)
                    ));
                }
                text
            };
            let mut send = async |e: &WebEventEnvelope| {
                if faults.drop_now(sent) {
                    return Err::<(), ()>(());
                }
                send_chunked(&tx, &faults, frame(e, sent)).await?;
                sent += 1;
                Ok(())
            };
            // The durable envelopes after the resume cursor, then one
            // non-durable `settings_invalidated`, then everything new.
            let mut at = replay;
            while at < live {
                for e in state.slice(&mut at, live) {
                    if e.durable() {
                        send(&e).await?;
                    }
                }
            }
            if let Some(e) = &invalidated {
                send(e).await?;
            }
            loop {
                let fresh = state.slice(&mut at, usize::MAX);
                if fresh.is_empty() {
                    let waited =
                        tokio::time::timeout(Duration::from_secs(10), changed.changed()).await;
                    match waited {
                        Ok(Ok(())) => continue,
                        Ok(Err(_)) => return Err::<(), ()>(()),
                        Err(_) => {
                            send_chunked(&tx, &Faults::none(), sse::comment("keep-alive")).await?;
                            continue;
                        }
                    }
                }
                for e in fresh {
                    send(&e).await?;
                }
            }
        };
        tokio::select! {
            _ = run => {}
            _ = stopped.changed() => {}
        }
    });
    let stream = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv()
            .await
            .map(|b| (Ok::<_, std::convert::Infallible>(Frame::data(b)), rx))
    });
    let mut r = Response::new(http_body_util::StreamBody::new(stream).boxed());
    let headers = r.headers_mut();
    headers.insert(
        hyper::header::CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("text/event-stream"),
    );
    headers.insert(
        hyper::header::CACHE_CONTROL,
        hyper::header::HeaderValue::from_static("no-store"),
    );
    r
}

async fn send_chunked(
    tx: &tokio::sync::mpsc::Sender<Bytes>,
    faults: &Faults,
    text: String,
) -> Result<(), ()> {
    if let Some(d) = faults.slow {
        tokio::time::sleep(d).await;
    }
    let bytes = Bytes::from(text);
    let n = faults
        .split_writes
        .filter(|n| *n > 0)
        .unwrap_or(bytes.len().max(1));
    let mut at = 0;
    while at < bytes.len() {
        let end = (at + n).min(bytes.len());
        tx.send(bytes.slice(at..end)).await.map_err(|_| ())?;
        at = end;
    }
    Ok(())
}

/// A random nonce of 64 hex digits (from the standard library's per-process
/// hash keys; enough for a loopback test server).
pub fn random_nonce() -> String {
    use std::hash::{BuildHasher, Hasher};
    (0..4)
        .map(|i| {
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u64(i);
            h.write_u128(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos()),
            );
            format!("{:016x}", h.finish())
        })
        .collect()
}
