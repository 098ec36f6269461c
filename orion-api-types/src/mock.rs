//! An in-process Orion web server for tests (feature `mock`): the
//! [`server`] with handlers for every operation that answer
//! values sampled from this crate's schemas, and the faults of [`Faults`]
//! as a layer around it, to test a client's error paths.
//!
//! Being the server, it has the server's rules: the nonce of `GET
//! /bootstrap` required on mutations, `requestId` replay, loopback `Host`
//! and same-origin `Origin` only, and `GET /events` from its event log.
//!
//! Every value it sends is built from this crate's types: the smallest value
//! the type's JSON Schema (from `schemars`, which the feature enables)
//! allows, decoded by the crate and re-encoded, with the state of the
//! conversation set on top (ids, cursors, revisions, pages).
//!
//! - `listSessions` pages through the sessions it holds (`createSession`
//!   adds one); the last page has `nextCursor: null`. The other lists have
//!   one page. `updateSettings` needs the current revision (`409
//!   stale_revision` otherwise) and sends a non-durable
//!   `settings_invalidated`; the other mutations a durable
//!   `workbench_state`.
//! - [`Options::events`] durable events (cursors `1..=N`, unless mutations
//!   add their own) are emitted every [`Options::event_interval`], with a
//!   non-durable event between two durable ones; with `events` 0, four
//!   durable events are in the log from the start. Events already in the
//!   log ([`Options::log`], a persistent one) count toward `events`: a
//!   restarted server goes on where its log ends. A non-durable envelope
//!   carries the cursor of the latest durable event and is never replayed.
//!   Every envelope has its own random `eventId`.
//! - Each `/events` stream starts with `retry: <ms>` ([`Options::retry`]),
//!   replays the durable events after the resume cursor (`cursor` query,
//!   else `Last-Event-ID`), sends one non-durable `settings_invalidated`,
//!   then everything new as it happens, with keep-alive comments. A stream
//!   is written as fast as its reader reads it, no faster, and reads the
//!   shared log as it goes: a reader that stalls costs the server a
//!   bounded amount, whatever the log's length.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")] async fn main() -> std::io::Result<()> {
//! use orion_api_types::mock::{Options, Server};
//! let server = Server::start(Options::default().with_events(3)).await?;
//! assert!(server.url().starts_with("http://127.0.0.1:"));
//! assert!(server.url().ends_with("/api/v1"));
//! # Ok(()) }
//! ```

use crate::operations::*;
use crate::server::{self, Body, Context, Endpoint, FromBody, Request, Router};
use crate::{
    BootstrapResponse, PageQuery, Problem, SessionMutationResult, SessionPage, SettingsDocument,
    SettingsMutationResult, WebEventEnvelope, WebNonce, WireType, sse,
};
use http_body_util::BodyExt;
use hyper::body::{Bytes, Incoming};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::collections::{HashMap, VecDeque};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::mpsc;
use wire_kit::net::log::{EventLog, MemoryLog};
use wire_kit::net::sample;

pub use wire_kit::net::Faults;

/// What a mock server serves and how.
#[derive(Clone)]
pub struct Options {
    /// The address to listen on (loopback only); `127.0.0.1:0` by default.
    pub listen: SocketAddr,
    /// The web nonce mutations must send back (random by default).
    pub nonce: WebNonce,
    /// Faults to inject.
    pub faults: Faults,
    /// How many durable events to emit after the start, counting those
    /// already in the log (0: a fixed log of four events is there from the
    /// start instead, unless the log holds some).
    pub events: usize,
    /// The time between two emitted events.
    pub event_interval: Duration,
    /// The reconnection delay announced to SSE clients (`retry:`).
    pub retry: Duration,
    /// How many sessions `listSessions` starts with.
    pub sessions: usize,
    /// Where durable events are kept (`None`: in memory, 100,000 of them).
    pub log: Option<Arc<dyn EventLog>>,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("listen", &self.listen)
            .field("nonce", &self.nonce)
            .field("faults", &self.faults)
            .field("events", &self.events)
            .field("event_interval", &self.event_interval)
            .field("retry", &self.retry)
            .field("sessions", &self.sessions)
            .field("log", &self.log.as_ref().map(|_| "EventLog"))
            .finish()
    }
}

impl Default for Options {
    fn default() -> Self {
        Self {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            nonce: server::random_nonce(),
            faults: Faults::none(),
            events: 0,
            event_interval: Duration::from_millis(10),
            retry: Duration::from_millis(50),
            sessions: 3,
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
    /// Binds `options.listen` and serves on the current tokio runtime.
    /// Refuses a non-loopback address.
    pub async fn start(options: Options) -> std::io::Result<Server> {
        let addr = wire_kit::net::require_loopback(options.listen, false)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
        let listener = tokio::net::TcpListener::bind(addr).await?;
        let log = options
            .log
            .unwrap_or_else(|| Arc::new(MemoryLog::default()));
        let (queue, mut queued) = mpsc::unbounded_channel();
        let state = Arc::new(State {
            nonce: options.nonce.clone(),
            queue,
            inner: Mutex::new(Inner {
                revision: 1,
                latest: log.retained("").last,
                sessions: (1..=options.sessions).map(session).collect(),
            }),
        });
        let served = server::Options::new(options.nonce)
            .log(log)
            .retry(options.retry)
            .keep_alive(Duration::from_secs(10));
        let faults = options.faults;
        let server = server::Server::serve_with(listener, served, router(&state), move |inner| {
            Faulty { inner, faults }
        })?;
        let events = server.events().clone();
        if options.events == 0 && events.latest() == 0 {
            for e in initial_log() {
                events.emit(e).await?;
            }
            state.lock().latest = events.latest();
        }
        let mut tasks = vec![tokio::spawn(async move {
            // Emitted in order, so each durable event gets the cursor
            // `State::emit` gave it.
            while let Some(e) = queued.recv().await {
                let _ = events.emit(e).await;
            }
        })];
        let already = usize::try_from(state.lock().latest).unwrap_or(0);
        if options.events > already {
            tasks.push(tokio::spawn(tick(
                state.clone(),
                already..options.events,
                options.event_interval,
            )));
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

    /// The base URL, server path included: `http://127.0.0.1:PORT/api/v1`.
    pub fn url(&self) -> String {
        self.served().url()
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
    /// one the latest durable cursor; the `eventId` is a fresh one.
    /// Returns the envelope as it will be sent (in order, right after what
    /// was emitted before), or `None` when `payload` does not fit `kind`.
    pub fn emit(&self, kind: &str, durable: bool, payload: Value) -> Option<WebEventEnvelope> {
        self.state.emit(kind, durable, payload)
    }

    /// Stops serving: the listener closes and every open connection ends.
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

/// Emits the durable events `range` at a steady pace, a non-durable one
/// between two.
async fn tick(state: Arc<State>, range: std::ops::Range<usize>, interval: Duration) {
    let mut timer = tokio::time::interval(interval.max(Duration::from_micros(100)));
    timer.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let n = range.end;
    for i in range {
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

fn session(n: usize) -> Value {
    json!({
        "id": format!("session-{n}"), "projectPath": "/work/demo", "model": "mock",
        "createdAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z",
        "messageCount": 0,
    })
}

#[derive(Debug)]
struct State {
    nonce: WebNonce,
    /// Envelopes to publish, in the order `emit` numbered them.
    queue: mpsc::UnboundedSender<WebEventEnvelope>,
    inner: Mutex<Inner>,
}

#[derive(Debug)]
struct Inner {
    revision: u64,
    /// The latest durable cursor given.
    latest: i64,
    sessions: Vec<Value>,
}

impl State {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn emit(&self, kind: &str, durable: bool, payload: Value) -> Option<WebEventEnvelope> {
        let mut inner = self.lock();
        let cursor = match durable {
            true => inner.latest + 1,
            false => inner.latest.max(1),
        };
        let e = envelope(kind, cursor, durable, payload)?;
        if durable {
            inner.latest = cursor;
        }
        let _ = self.queue.send(e.clone());
        Some(e)
    }

    fn settings_document(&self) -> Result<Value, Problem> {
        let revision = revision(self.lock().revision);
        sampled("SettingsDocument", |v| v["revision"] = json!(revision)).map_err(unavailable)
    }
}

fn envelope(kind: &str, cursor: i64, durable: bool, payload: Value) -> Option<WebEventEnvelope> {
    let (session, thread) = if kind == "thread_event" {
        (json!("session-1"), json!("thread-1"))
    } else {
        (Value::Null, Value::Null)
    };
    let v = json!({
        "apiVersion": 1, "eventId": server::event_id(), "cursor": cursor, "sessionId": session,
        "threadId": thread, "type": kind, "durable": durable,
        "timestamp": "2026-01-01T00:00:00Z", "payload": payload,
    });
    crate::decode_value(&v).ok()
}

fn initial_log() -> Vec<WebEventEnvelope> {
    [
        (
            "workbench_state",
            json!({"workspace": "/work/demo", "activeSessionId": null}),
        ),
        (
            "thread_event",
            json!({"sequence": 1, "eventType": "turn.started", "value": {}}),
        ),
        (
            "runtime_event",
            json!({"eventType": "runtime.ready", "value": {}}),
        ),
        (
            "thread_event",
            json!({"sequence": 2, "eventType": "turn.completed", "value": {"ok": true}}),
        ),
    ]
    .into_iter()
    .zip(1..)
    .filter_map(|((kind, payload), cursor)| envelope(kind, cursor, true, payload))
    .collect()
}

// ---- handlers --------------------------------------------------------------

fn unavailable(e: impl std::fmt::Display) -> Problem {
    Problem::service_unavailable("unavailable")
        .expect("a code")
        .with_detail(e.to_string())
}

/// The schema's smallest `T`, patched, through the crate's type.
fn sample_of<T: WireType>(patch: impl FnOnce(&mut Value)) -> Result<T, Problem> {
    let value = sampled(T::NAME, patch).map_err(unavailable)?;
    wire_kit::from_value(T::NAME, &value).map_err(unavailable)
}

/// A read answered with a sample; a list has one page.
async fn read<O: Endpoint>(_cx: Context, _req: Request<O>) -> Result<O::Response, Problem>
where
    O::Response: WireType,
{
    sample_of(|v| {
        if let Some(next) = v.get_mut("nextCursor") {
            *next = Value::Null;
        }
    })
}

/// A mutation answered with a sample carrying its `requestId`, which
/// changes the workbench state (a durable event).
fn mutation<O: Endpoint>(
    state: &Arc<State>,
) -> impl Fn(Context, Request<O>) -> std::future::Ready<Result<O::Response, Problem>>
+ Send
+ Sync
+ 'static
where
    O::Response: WireType,
{
    let state = state.clone();
    move |_cx, req| {
        let request_id = req.body.request_id().unwrap_or_default().to_owned();
        let answer = sample_of(|v| {
            if v.get("requestId").is_some() {
                v["requestId"] = json!(request_id);
            }
        });
        if answer.is_ok() {
            state.emit(
                "workbench_state",
                true,
                json!({"workspace": "/work/demo", "activeSessionId": null}),
            );
        }
        std::future::ready(answer)
    }
}

fn router(state: &Arc<State>) -> Router {
    let (boot, settings, list, create, update, greet) = (
        state.clone(),
        state.clone(),
        state.clone(),
        state.clone(),
        state.clone(),
        state.clone(),
    );
    Router::new()
        .route(GetHealth, read::<GetHealth>)
        .route(ListWorkspaces, read::<ListWorkspaces>)
        .route(GetSessionSnapshot, read::<GetSessionSnapshot>)
        .route(ListToolDetails, read::<ListToolDetails>)
        .route(GetToolDetail, read::<GetToolDetail>)
        .route(ListSkills, read::<ListSkills>)
        .route(ListMcpServers, read::<ListMcpServers>)
        .route(GetDiagnostics, read::<GetDiagnostics>)
        .route(ActivateWorkspace, mutation::<ActivateWorkspace>(state))
        .route(RenameSession, mutation::<RenameSession>(state))
        .route(ActivateSession, mutation::<ActivateSession>(state))
        .route(DispatchCommand, mutation::<DispatchCommand>(state))
        .route(
            OpenSettingsDocument,
            mutation::<OpenSettingsDocument>(state),
        )
        .route(GetBootstrap, move |_cx, _req| {
            let answer = boot.settings_document().and_then(|doc| {
                sample_of::<BootstrapResponse>(|v| {
                    v["nonce"] = json!(boot.nonce.expose());
                    v["settings"] = doc;
                })
            });
            std::future::ready(answer)
        })
        .route(GetSettings, move |_cx, _req| {
            let answer = settings.settings_document().and_then(|doc| {
                wire_kit::from_value::<SettingsDocument>("SettingsDocument", &doc)
                    .map_err(unavailable)
            });
            std::future::ready(answer)
        })
        .route(ListSessions, move |_cx, req: Request<ListSessions>| {
            let PageQuery {
                cursor, page_size, ..
            } = req.query;
            let sessions = list.lock().sessions.clone();
            let from: usize = cursor.and_then(|c| c.parse().ok()).unwrap_or(0);
            let end = (from + page_size.get() as usize).min(sessions.len());
            let from = from.min(end);
            std::future::ready(sample_of::<SessionPage>(|v| {
                v["items"] = Value::Array(sessions[from..end].to_vec());
                v["nextCursor"] = match end < sessions.len() {
                    true => json!(end.to_string()),
                    false => Value::Null,
                };
            }))
        })
        .route(CreateSession, move |_cx, req: Request<CreateSession>| {
            let mut inner = create.lock();
            let mut s = session(inner.sessions.len() + 1);
            if let Some(name) = &req.body.name {
                s["name"] = json!(name);
            }
            let answer = sample_of::<SessionMutationResult>(|v| {
                v["requestId"] = json!(req.body.request_id);
                v["session"] = s.clone();
            });
            if answer.is_ok() {
                inner.sessions.push(s);
                drop(inner);
                create.emit(
                    "workbench_state",
                    true,
                    json!({"workspace": "/work/demo", "activeSessionId": null}),
                );
            }
            std::future::ready(answer)
        })
        .route(UpdateSettings, move |_cx, req: Request<UpdateSettings>| {
            std::future::ready(update_settings(&update, req))
        })
        .on_stream(move || {
            let revision = revision(greet.lock().revision);
            envelope(
                "settings_invalidated",
                1,
                false,
                json!({"revision": revision, "reason": "external-edit", "state": "ready"}),
            )
        })
}

fn update_settings(
    state: &Arc<State>,
    req: Request<UpdateSettings>,
) -> Result<SettingsMutationResult, Problem> {
    let body = req.body;
    let rev = {
        let mut inner = state.lock();
        if body.expected_revision.as_str() != revision(inner.revision) {
            return Err(Problem::conflict("stale_revision")
                .expect("a code")
                .with_detail(
                    "expectedRevision is not the current revision; no field was applied",
                ));
        }
        inner.revision += 1;
        revision(inner.revision)
    };
    let keys: Vec<Value> = body.operations().iter().map(|o| json!(o.key())).collect();
    let doc = state.settings_document()?;
    let answer = sample_of::<SettingsMutationResult>(|v| {
        v["requestId"] = json!(body.request_id);
        v["revision"] = json!(rev);
        v["appliedKeys"] = Value::Array(keys);
        v["settings"] = doc;
    })?;
    state.emit(
        "settings_invalidated",
        false,
        json!({"revision": rev, "reason": "local-write", "state": "ready"}),
    );
    Ok(answer)
}

// ---- faults ----------------------------------------------------------------

/// The faults as a layer around the server: JSON answers and `/events`
/// bodies rewritten on their way out.
#[derive(Clone)]
struct Faulty {
    inner: server::Service,
    faults: Faults,
}

impl tower_service::Service<hyper::Request<Incoming>> for Faulty {
    type Response = hyper::Response<Body>;
    type Error = Infallible;
    type Future =
        Pin<Box<dyn std::future::Future<Output = Result<Self::Response, Infallible>> + Send>>;

    fn poll_ready(
        &mut self,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Result<(), Infallible>> {
        std::task::Poll::Ready(Ok(()))
    }

    fn call(&mut self, req: hyper::Request<Incoming>) -> Self::Future {
        // `/bootstrap` stays clean so a client can still learn the nonce.
        let bootstrap = req.uri().path().ends_with("/bootstrap");
        let (inner, faults) = (self.inner.clone(), self.faults.clone());
        Box::pin(async move {
            let response = inner.handle(req).await;
            let media = response
                .headers()
                .get(hyper::header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned();
            if media == "text/event-stream" {
                return Ok(response.map(|body| stream_faults(body, faults)));
            }
            if !faults.undeclared_member
                || bootstrap
                || !response.status().is_success()
                || media != "application/json"
            {
                return Ok(response);
            }
            let (parts, body) = response.into_parts();
            let bytes = body
                .collect()
                .await
                .map(|c| c.to_bytes())
                .unwrap_or_default();
            let mut value: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
            if value.is_object() {
                value["xUndeclared"] = json!(true);
            }
            let bytes = serde_json::to_vec(&value).unwrap_or_default();
            let body = http_body_util::Full::new(Bytes::from(bytes)).boxed_unsync();
            Ok(hyper::Response::from_parts(parts, body))
        })
    }
}

/// An `/events` body as the mock writes it: each frame its own body chunk
/// (a client then holds at most one event per socket read, which its tests
/// count on), with the faults applied to the event frames: the first of
/// every stream carries the undeclared member, the unknown event and the
/// oversize frame; each is split and slowed; the first stream of the
/// server ends after `drop_after` of them.
fn stream_faults(body: Body, faults: Faults) -> Body {
    struct Faulted {
        body: Body,
        faults: Faults,
        sent: usize,
        /// Pieces to write, each with whether `slow` waits before it.
        out: VecDeque<(bool, Bytes)>,
        ended: bool,
    }
    let state = Faulted {
        body,
        faults,
        sent: 0,
        out: VecDeque::new(),
        ended: false,
    };
    let stream = futures_util::stream::unfold(state, |mut s| async move {
        loop {
            if let Some((slow, piece)) = s.out.pop_front() {
                if let (true, Some(delay)) = (slow, s.faults.slow) {
                    tokio::time::sleep(delay).await;
                }
                return Some((Ok(hyper::body::Frame::data(piece)), s));
            }
            if s.ended {
                return None;
            }
            let chunk = match s.body.frame().await {
                Some(Ok(frame)) => match frame.into_data() {
                    Ok(data) => data,
                    Err(_) => continue,
                },
                _ => return None,
            };
            // The server writes whole frames, each ending in a blank line.
            let mut start = 0;
            while start < chunk.len() {
                let end = chunk[start..]
                    .windows(2)
                    .position(|w| w == b"\n\n")
                    .map_or(chunk.len(), |i| start + i + 2);
                let frame = chunk.slice(start..end);
                start = end;
                if !(frame.starts_with(b"id:") || frame.starts_with(b"data:")) {
                    s.out.push_back((false, frame));
                    continue;
                }
                if s.faults.drop_now(s.sent) {
                    s.ended = true;
                    break;
                }
                let frame = match s.sent {
                    0 => Bytes::from(first_event_faults(&frame, &s.faults)),
                    _ => frame,
                };
                s.sent += 1;
                let n = s
                    .faults
                    .split_writes
                    .filter(|n| *n > 0)
                    .unwrap_or(frame.len().max(1));
                let mut at = 0;
                while at < frame.len() {
                    let upto = (at + n).min(frame.len());
                    s.out.push_back((at == 0, frame.slice(at..upto)));
                    at = upto;
                }
            }
        }
    });
    http_body_util::StreamBody::new(stream).boxed_unsync()
}

/// The first event frame of a stream with the faults that go with it.
fn first_event_faults(frame: &[u8], faults: &Faults) -> Vec<u8> {
    let mut text = String::from_utf8_lossy(frame).into_owned();
    if faults.undeclared_member {
        text = text.replacen("data: {", "data: {\"xUndeclared\":true,", 1);
    }
    if faults.unknown_event {
        let cursor = text
            .strip_prefix("id: ")
            .and_then(|rest| rest.split('\n').next())
            .unwrap_or("1")
            .to_owned();
        let unknown = json!({"apiVersion": 1, "eventId": server::event_id(),
            "cursor": cursor.parse::<i64>().unwrap_or(1), "sessionId": null, "threadId": null,
            "type": "x_unknown", "durable": false,
            "timestamp": "2026-01-01T00:00:00Z", "payload": {}});
        text.push_str(&format!("id: {cursor}\ndata: {unknown}\n\n"));
    }
    if faults.oversize_frame {
        text.push_str(&format!(
            "data: {}\n\n",
            "x".repeat(sse::DEFAULT_MAX_EVENT_LEN + 1)
        ));
    }
    text.into_bytes()
}

/// A random nonce of 64 hex digits.
pub fn random_nonce() -> String {
    server::random_nonce().expose().to_owned()
}
