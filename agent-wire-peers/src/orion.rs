//! The Orion local web server and its reference client: JSON over HTTP
//! under `/api/v1`, the nonce header on mutations, SSE on `GET /events`.

use crate::common::{Faults, Report};
use http_body_util::BodyExt;
use hyper::body::{Bytes, Frame, Incoming};
use hyper::{Request, Response};
use orion_api_types::sse;
use orion_api_types::{
    BASE_PATH, EventStreamQuery, LastEventId, Method, Problem, ROUTES, Route, WebEventEnvelope,
    WebNonce, find_route,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::broadcast;
use wire_kit::net::http::{self, Body};
use wire_kit::net::sample;

fn schemas() -> &'static Value {
    static S: OnceLock<Value> = OnceLock::new();
    S.get_or_init(|| {
        serde_json::from_str(include_str!("../../generated/orion/openapi.json"))
            .expect("the generated OpenAPI document is JSON")
    })
}

/// Decodes `value` as the crate's type named `name` and re-encodes it.
fn typed(name: &str, value: &Value) -> Result<Value, wire_kit::DecodeError> {
    fn go<T: DeserializeOwned + Serialize>(
        name: &'static str,
        v: &Value,
    ) -> Result<Value, wire_kit::DecodeError> {
        let t: T = wire_kit::from_value(name, v)?;
        Ok(serde_json::to_value(t).unwrap_or(Value::Null))
    }
    macro_rules! table {
        ($($t:ident),*) => {
            match name {
                $(stringify!($t) => go::<orion_api_types::$t>(stringify!($t), value),)*
                _ => Err(wire_kit::DecodeError::new("Orion", "", format!("no type named {name}"))),
            }
        };
    }
    table!(
        HealthResponse,
        BootstrapResponse,
        WorkspacePage,
        ActivateWorkspaceRequest,
        WorkspaceMutationResult,
        SessionPage,
        CreateSessionRequest,
        SessionMutationResult,
        RenameSessionRequest,
        MutationRequest,
        CommandResult,
        SessionSnapshot,
        ToolDetailSummaryPage,
        ToolDetailPage,
        SkillPage,
        McpPage,
        WebCommand,
        WebEventEnvelope,
        DiagnosticsResponse,
        SettingsDocument,
        UpdateSettingsRequest,
        SettingsMutationResult,
        OpenSettingsDocumentRequest,
        OpenSettingsDocumentResponse,
        Problem,
        PageQuery,
        ToolDetailQuery,
        EventStreamQuery,
        SessionId,
        CallId
    )
}

/// The schema's smallest value for `name`, through the crate's type.
fn sampled(name: &str, patch: impl FnOnce(&mut Value)) -> Result<Value, String> {
    let mut raw = sample::named(schemas(), name)
        .or_else(|| inline_schema(name).map(|s| sample::of(schemas(), s, 0)))
        .ok_or_else(|| format!("no schema for {name}"))?;
    patch(&mut raw);
    typed(name, &raw).map_err(|e| e.to_string())
}

/// The schema of a body the document declares inline in its operation.
fn inline_schema(name: &str) -> Option<&'static Value> {
    ROUTES.iter().find_map(|r| {
        let op = schemas()
            .get("paths")?
            .get(r.path)?
            .get(r.method.openapi_key())?;
        if r.request_type == Some(name) {
            return op.pointer("/requestBody/content/application~1json/schema");
        }
        if r.success.type_name == name {
            let status = r.success.status.to_string();
            return op
                .get("responses")?
                .get(status)?
                .pointer("/content/application~1json/schema");
        }
        None
    })
}

fn revision(n: u64) -> String {
    format!("hmac-sha256:{n:064x}")
}

fn event_id(n: i64) -> String {
    format!("00000000-0000-4000-8000-{n:012x}")
}

/// What `serve orion` needs.
pub struct Server {
    /// The web nonce mutations must send back.
    pub nonce: WebNonce,
    /// Faults to inject.
    pub faults: Faults,
}

struct State {
    nonce: WebNonce,
    faults: Faults,
    inner: Mutex<Inner>,
    live: broadcast::Sender<WebEventEnvelope>,
}

struct Inner {
    revision: u64,
    /// requestId → (operation and body, status, response body).
    replies: HashMap<String, (String, u16, Value)>,
    /// Durable events, in cursor order.
    log: Vec<WebEventEnvelope>,
}

impl Inner {
    fn latest(&self) -> i64 {
        self.log.last().map_or(0, WebEventEnvelope::cursor)
    }
}

fn envelope(kind: &str, cursor: i64, durable: bool, payload: Value) -> Option<WebEventEnvelope> {
    let (session, thread) = if kind == "thread_event" {
        (json!("session-1"), json!("thread-1"))
    } else {
        (Value::Null, Value::Null)
    };
    let v = json!({
        "apiVersion": 1, "eventId": event_id(cursor), "cursor": cursor, "sessionId": session,
        "threadId": thread, "type": kind, "durable": durable,
        "timestamp": "2026-01-01T00:00:00Z", "payload": payload,
    });
    orion_api_types::decode_value(&v).ok()
}

fn initial_log() -> Vec<WebEventEnvelope> {
    [
        envelope(
            "workbench_state",
            1,
            true,
            json!({"workspace": "/work/demo", "activeSessionId": null}),
        ),
        envelope(
            "thread_event",
            2,
            true,
            json!({"sequence": 1, "eventType": "turn.started", "value": {}}),
        ),
        envelope(
            "runtime_event",
            3,
            true,
            json!({"eventType": "runtime.ready", "value": {}}),
        ),
        envelope(
            "thread_event",
            4,
            true,
            json!({"sequence": 2, "eventType": "turn.completed", "value": {"ok": true}}),
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Serves until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, server: Server) {
    let (live, _) = broadcast::channel(64);
    let state = Arc::new(State {
        nonce: server.nonce,
        faults: server.faults,
        inner: Mutex::new(Inner {
            revision: 1,
            replies: HashMap::new(),
            log: initial_log(),
        }),
        live,
    });
    http::serve(listener, move |req| {
        let state = state.clone();
        async move { handle(&state, req).await }
    })
    .await;
}

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

async fn handle(state: &State, req: Request<Incoming>) -> Response<Body> {
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
        let Some(value) = orion_api_types::path_parameter(value) else {
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
    if let Some(q) = route.query_type {
        let parsed = orion_api_types::parse_query::<Value>(q, &query).map_err(|e| e.to_string());
        if let Err(e) = parsed.and_then(|v| typed(q, &v).map_err(|e| e.to_string())) {
            return problem(400, "invalid_query", e);
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
        None => read(state, route),
        Some(body) => mutate(state, route, &params, body),
    }
}

fn settings_document(inner: &Inner) -> Result<Value, String> {
    sampled("SettingsDocument", |v| {
        v["revision"] = json!(revision(inner.revision))
    })
}

fn read(state: &State, route: &Route) -> Response<Body> {
    let inner = state.inner.lock().unwrap_or_else(|e| e.into_inner());
    let name = route.success.type_name;
    let value = match name {
        "BootstrapResponse" => settings_document(&inner).and_then(|doc| {
            sampled(name, |v| {
                v["nonce"] = json!(state.nonce.expose());
                v["settings"] = doc;
            })
        }),
        "SettingsDocument" => settings_document(&inner),
        _ => sampled(name, |_| {}),
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
    let mut inner = state.inner.lock().unwrap_or_else(|e| e.into_inner());
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
    let cursor = inner.latest();
    let event = match route.operation_id {
        "updateSettings" => envelope(
            "settings_invalidated",
            cursor.max(1),
            false,
            json!({"revision": revision(inner.revision), "reason": "local-write", "state": "ready"}),
        ),
        _ => envelope(
            "workbench_state",
            cursor + 1,
            true,
            json!({"workspace": "/work/demo", "activeSessionId": null}),
        ),
    };
    if let Some(event) = event {
        if event.durable() {
            inner.log.push(event.clone());
        }
        let _ = state.live.send(event);
    }
    ok(route.success.status, &value, &state.faults)
}

/// `GET /events`: the durable events after the resume cursor, one
/// non-durable `settings_invalidated`, then live events and keep-alives.
fn events(state: &State, req: &Request<Incoming>, query: &str) -> Response<Body> {
    let q: EventStreamQuery = match orion_api_types::parse_query("EventStreamQuery", query) {
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
    let mut live = state.live.subscribe();
    let inner = state.inner.lock().unwrap_or_else(|e| e.into_inner());
    let latest = inner.latest();
    if from > latest {
        return problem(
            409,
            "cursor_ahead",
            format!("cursor {from} is after the latest durable cursor {latest}"),
        );
    }
    let mut backlog: Vec<WebEventEnvelope> = inner
        .log
        .iter()
        .filter(|e| e.cursor() > from)
        .cloned()
        .collect();
    let revision = revision(inner.revision);
    drop(inner);
    if let Some(e) = envelope(
        "settings_invalidated",
        latest.max(1),
        false,
        json!({"revision": revision, "reason": "external-edit", "state": "ready"}),
    ) {
        backlog.push(e);
    }
    let faults = state.faults.clone();
    let (tx, rx) = tokio::sync::mpsc::channel::<Bytes>(16);
    tokio::spawn(async move {
        let mut sent = 0usize;
        let frame = |e: &WebEventEnvelope, sent: usize| {
            let mut text = sse::render(e);
            if faults.undeclared_member && sent == 0 {
                let mut v = serde_json::to_value(e).unwrap_or(Value::Null);
                v["xUndeclared"] = json!(true);
                text = format!("id: {}\ndata: {v}\n\n", e.cursor());
            }
            if faults.unknown_event && sent == 0 {
                text.push_str(&format!("id: {}\ndata: {}\n\n", e.cursor(), json!({"apiVersion": 1, "eventId": event_id(0), "cursor": e.cursor(), "sessionId": null, "threadId": null, "type": "x_unknown", "durable": false, "timestamp": "2026-01-01T00:00:00Z", "payload": {}})));
            }
            if faults.oversize_frame && sent == 0 {
                text.push_str(&format!(
                    "data: {}\n\n",
                    "x".repeat(sse::DEFAULT_MAX_EVENT_LEN + 1)
                ));
            }
            text
        };
        for e in backlog {
            if faults.drop_now(sent) {
                return;
            }
            let text = frame(&e, sent);
            if send_chunked(&tx, &faults, text).await.is_err() {
                return;
            }
            sent += 1;
        }
        loop {
            let next = tokio::time::timeout(Duration::from_secs(10), live.recv()).await;
            let text = match next {
                Ok(Ok(e)) => frame(&e, sent),
                Ok(Err(broadcast::error::RecvError::Lagged(_))) => continue,
                Ok(Err(_)) => return,
                Err(_) => sse::comment("keep-alive"),
            };
            if faults.drop_now(sent) || send_chunked(&tx, &faults, text).await.is_err() {
                return;
            }
            sent += 1;
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

// ---- check ---------------------------------------------------------------

struct Client {
    host: String,
    prefix: String,
    nonce: String,
}

impl Client {
    async fn call(
        &self,
        method: &str,
        path: &str,
        nonce: Option<&str>,
        body: Option<&Value>,
    ) -> Result<http::Reply, String> {
        let text = body.map(|b| b.to_string());
        let headers: Vec<(&str, &str)> = nonce.map(|n| (WebNonce::HEADER, n)).into_iter().collect();
        http::send(
            &self.host,
            method,
            &format!("{}{path}", self.prefix),
            &headers,
            text.as_deref().map(str::as_bytes),
        )
        .await
    }
}

/// The reply decoded as `name`, with the status and media type the route declares.
fn expect(reply: &http::Reply, status: u16, media: &str, name: &str) -> Result<Value, String> {
    if reply.status != status {
        return Err(format!(
            "status {} (expected {status}): {}",
            reply.status,
            String::from_utf8_lossy(&reply.body)
        ));
    }
    if !reply.content_type.starts_with(media) {
        return Err(format!(
            "content type {:?} (expected {media})",
            reply.content_type
        ));
    }
    let value: Value =
        serde_json::from_slice(&reply.body).map_err(|e| format!("invalid JSON: {e}"))?;
    typed(name, &value).map_err(|e| e.to_string())?;
    Ok(value)
}

fn expect_problem(reply: &http::Reply, status: u16) -> Result<String, String> {
    let p = expect(reply, status, Problem::MEDIA_TYPE, "Problem")?;
    Ok(format!(
        "-> {status} {}",
        p["code"].as_str().unwrap_or_default()
    ))
}

fn path_of(route: &Route) -> String {
    route
        .path
        .replace("{sessionId}", "session-1")
        .replace("{callId}", "call-1")
}

/// Drives a server through every operation; returns the exit code.
pub async fn check(base_url: &str) -> i32 {
    let mut report = Report::default();
    let (host, prefix) = match http::split_base(base_url) {
        Ok(x) => x,
        Err(e) => {
            report.record("base-url", Err(e));
            return report.finish();
        }
    };
    let mut client = Client {
        host,
        prefix,
        nonce: String::new(),
    };
    let boot = client.call("GET", "/bootstrap", None, None).await;
    match boot.and_then(|r| expect(&r, 200, "application/json", "BootstrapResponse")) {
        Ok(v) => {
            client.nonce = v["nonce"].as_str().unwrap_or_default().to_owned();
            report.record("getBootstrap", Ok("(nonce published)".into()));
        }
        Err(e) => {
            report.record("getBootstrap", Err(e));
            return report.finish();
        }
    }
    for route in ROUTES.iter() {
        let id = route.operation_id;
        if id == "getBootstrap" || id == "streamEvents" || id == "updateSettings" {
            continue;
        }
        let (status, media, name) = (
            route.success.status,
            route.success.media_type.as_str(),
            route.success.type_name,
        );
        let path = path_of(route);
        let method = route.method.as_str();
        let Some(req_type) = route.request_type else {
            let outcome = client
                .call(method, &path, None, None)
                .await
                .and_then(|r| expect(&r, status, media, name));
            report.record(id, outcome.map(|_| String::new()));
            continue;
        };
        let request_id = format!("check-{id}");
        let body = match sampled(req_type, |v| {
            v["requestId"] = json!(request_id);
            if req_type == "WebCommand" {
                v["text"] = json!("hello");
            }
        }) {
            Ok(b) => b,
            Err(e) => {
                report.record(id, Err(format!("no sample request: {e}")));
                continue;
            }
        };
        let without = client
            .call(method, &path, None, Some(&body))
            .await
            .and_then(|r| expect_problem(&r, 403));
        report.record(&format!("{id}.without-nonce"), without);
        let first = client
            .call(method, &path, Some(&client.nonce), Some(&body))
            .await
            .and_then(|r| expect(&r, status, media, name));
        let first_ok = first.is_ok();
        report.record(id, first.clone().map(|_| String::new()));
        if first_ok {
            let again = client
                .call(method, &path, Some(&client.nonce), Some(&body))
                .await
                .and_then(|r| expect(&r, status, media, name));
            let replayed = again.and_then(|v| match Ok::<_, String>(v) == first {
                true => Ok("(identical reply)".to_owned()),
                false => Err("the retry with the same requestId got another reply".to_owned()),
            });
            report.record(&format!("{id}.replay"), replayed);
        }
        let mut invalid = body.clone();
        invalid["requestId"] = json!("");
        let bad = client
            .call(method, &path, Some(&client.nonce), Some(&invalid))
            .await
            .and_then(|r| {
                let detail = expect_problem(&r, 400)?;
                let p: Value = serde_json::from_slice(&r.body).unwrap_or_default();
                match p["detail"]
                    .as_str()
                    .is_some_and(|d| d.contains("requestId"))
                {
                    true => Ok(detail),
                    false => Err(format!("the Problem does not name requestId: {p}")),
                }
            });
        report.record(&format!("{id}.invalid-body"), bad);
    }
    settings(&client, &mut report).await;
    stream(&client, &mut report).await;
    report.finish()
}

async fn settings(client: &Client, report: &mut Report) {
    let current = client
        .call("GET", "/settings", None, None)
        .await
        .and_then(|r| expect(&r, 200, "application/json", "SettingsDocument"));
    let Ok(doc) = current else {
        report.record("updateSettings", Err("GET /settings failed".into()));
        return;
    };
    let rev = doc["revision"].as_str().unwrap_or_default().to_owned();
    let body = json!({"requestId": "check-settings-1", "expectedRevision": rev,
        "operations": [{"op": "set", "key": "appearance.theme", "value": "dark"}]});
    let outcome = client
        .call("PATCH", "/settings", Some(&client.nonce), Some(&body))
        .await
        .and_then(|r| expect(&r, 200, "application/json", "SettingsMutationResult"));
    let new_rev = outcome
        .as_ref()
        .ok()
        .and_then(|v| v["revision"].as_str().map(str::to_owned));
    report.record(
        "updateSettings",
        outcome.and_then(|v| match v["revision"].as_str() != Some(&rev) {
            true => Ok("(new revision)".to_owned()),
            false => Err("the revision did not change".to_owned()),
        }),
    );
    let mut stale = body.clone();
    stale["requestId"] = json!("check-settings-2");
    let outcome = client
        .call("PATCH", "/settings", Some(&client.nonce), Some(&stale))
        .await
        .and_then(|r| expect_problem(&r, 409));
    report.record("updateSettings.stale-revision", outcome);
    let mut conflict = body;
    conflict["expectedRevision"] = json!(new_rev.unwrap_or(rev));
    conflict["operations"][0]["value"] = json!("light");
    let outcome = client
        .call("PATCH", "/settings", Some(&client.nonce), Some(&conflict))
        .await
        .and_then(|r| expect_problem(&r, 409));
    report.record("updateSettings.request-id-conflict", outcome);
}

/// Reads SSE envelopes until `want` arrived or the stream went quiet.
async fn read_events(
    client: &Client,
    query: &str,
    last_event_id: Option<&str>,
    want: usize,
) -> Result<Vec<(Option<String>, WebEventEnvelope)>, String> {
    let headers: Vec<(&str, &str)> = last_event_id
        .map(|v| (LastEventId::HEADER, v))
        .into_iter()
        .collect();
    let (status, ct, mut body) = http::open(
        &client.host,
        "GET",
        &format!("{}/events{query}", client.prefix),
        &headers,
        None,
    )
    .await?;
    if status != 200 || !ct.starts_with("text/event-stream") {
        return Err(format!("status {status}, content type {ct:?}"));
    }
    let mut parser = orion_api_types::sse::SseParser::new();
    let mut got = Vec::new();
    while got.len() < want {
        let Ok(frame) = tokio::time::timeout(Duration::from_secs(2), body.frame()).await else {
            break;
        };
        let Some(frame) = frame else {
            return Err(format!("the stream ended after {} events", got.len()));
        };
        let frame = frame.map_err(|e| format!("stream: {e}"))?;
        let Some(data) = frame.data_ref() else {
            continue;
        };
        for item in parser.push(data) {
            let ev = item.map_err(|e| e.to_string())?;
            let value: Value =
                serde_json::from_str(&ev.data).map_err(|e| format!("invalid JSON: {e}"))?;
            let envelope: WebEventEnvelope =
                orion_api_types::decode(&ev.data).map_err(|e| e.to_string())?;
            let again = serde_json::to_value(&envelope).map_err(|e| e.to_string())?;
            if again != value {
                return Err(format!(
                    "{}: the envelope does not re-encode to itself",
                    envelope.event_type()
                ));
            }
            if ev.id.as_deref() != Some(envelope.cursor().to_string().as_str()) {
                return Err(format!(
                    "SSE id {:?} is not the cursor {}",
                    ev.id,
                    envelope.cursor()
                ));
            }
            got.push((ev.id, envelope));
        }
    }
    Ok(got)
}

async fn stream(client: &Client, report: &mut Report) {
    let all = read_events(client, "", None, usize::MAX).await;
    let durable: Vec<i64> = all
        .iter()
        .flatten()
        .filter(|(_, e)| e.durable())
        .map(|(_, e)| e.cursor())
        .collect();
    let outcome = all.as_ref().map_err(Clone::clone).and_then(|events| {
        if durable.windows(2).any(|w| w[0] >= w[1]) {
            return Err(format!("durable cursors not increasing: {durable:?}"));
        }
        let non_durable = events.iter().filter(|(_, e)| !e.durable()).count();
        Ok(format!(
            "{} events ({} durable, {non_durable} not), id = cursor",
            events.len(),
            durable.len()
        ))
    });
    report.record("streamEvents", outcome);
    // Resume from the first durable cursor seen, or from 1 when the first
    // stream failed, so a broken stream does not hide the resume checks.
    let first = durable.first().copied().unwrap_or(1);
    let resumed =
        |events: &[(Option<String>, WebEventEnvelope)], after: i64| -> Result<String, String> {
            match events.iter().find(|(_, e)| e.durable()) {
                Some((_, e)) if e.cursor() > after => {
                    Ok(format!("first durable cursor {}", e.cursor()))
                }
                Some((_, e)) => Err(format!(
                    "durable cursor {} replayed after {after}",
                    e.cursor()
                )),
                None => Ok("nothing after it".into()),
            }
        };
    let outcome = read_events(client, &format!("?cursor={first}"), None, usize::MAX)
        .await
        .and_then(|ev| resumed(&ev, first));
    report.record("streamEvents.cursor", outcome);
    let outcome = read_events(client, "", Some(&first.to_string()), usize::MAX)
        .await
        .and_then(|ev| resumed(&ev, first));
    report.record("streamEvents.last-event-id", outcome);
    let outcome = read_events(client, &format!("?cursor={first}"), Some("0"), usize::MAX)
        .await
        .and_then(|ev| resumed(&ev, first));
    report.record("streamEvents.query-wins", outcome);
    let outcome = client
        .call("GET", "/events?cursor=-1", None, None)
        .await
        .and_then(|r| expect_problem(&r, 400));
    report.record("streamEvents.invalid-cursor", outcome);
}
