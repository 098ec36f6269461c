//! The WorkerDeck server and its reference client: REST JSON under a base
//! path, the session WebSocket with its `seq`-numbered log, the queue WebSocket.

use crate::common::{Faults, Report};
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::broadcast;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use wire_kit::net::http::{self, Body};
use wire_kit::net::sample;
use wire_kit::strict::undeclared;
use workerdeck_protocol::routes::{self, Method, ROUTES, Route};

/// Where every route of the table lives on this server.
pub const BASE_PATH: &str = "/workerdeck";

/// The frame limit `check` holds servers to (a WebSocket message).
pub const MAX_FRAME_LEN: usize = 16 * 1024 * 1024;

fn schemas() -> &'static Value {
    static S: OnceLock<Value> = OnceLock::new();
    S.get_or_init(|| {
        serde_json::from_str(include_str!(
            "../../generated/workerdeck/workerdeck.schema.json"
        ))
        .expect("the generated schema is JSON")
    })
}

/// Decodes `value` as the crate's type named `name` and re-encodes it.
fn typed(name: &str, value: &Value) -> Result<Value, String> {
    fn go<T: DeserializeOwned + Serialize>(name: &'static str, v: &Value) -> Result<Value, String> {
        let t: T = workerdeck_protocol::from_value(name, v).map_err(|e| e.to_string())?;
        serde_json::to_value(t).map_err(|e| e.to_string())
    }
    macro_rules! table {
        ($($t:ident),*) => {
            match name {
                $(stringify!($t) => go::<workerdeck_protocol::$t>(stringify!($t), value),)*
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

/// Like [`typed`], and fails on a member the crate's type does not keep.
fn strict(name: &str, value: &Value) -> Result<Value, String> {
    let again = typed(name, value)?;
    match undeclared(value, &again) {
        Some(path) => Err(format!("{name}: undeclared member {path}")),
        None => Ok(again),
    }
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
    log: Vec<Value>,
    live: broadcast::Sender<Value>,
    /// The permission request and the bridged execution a turn waits on.
    permission: Option<String>,
    execution: Option<String>,
    turns: usize,
    /// Attachment id -> (bytes, media type), as uploaded.
    attachments: HashMap<String, (Vec<u8>, String)>,
}

impl Session {
    fn new(id: &str, cwd: &str) -> Result<Self, String> {
        let info = sampled("SessionInfo", |v| {
            v["id"] = json!(id);
            v["cwd"] = json!(cwd);
            v["status"] = json!("idle");
        })?;
        let (live, _) = broadcast::channel(256);
        let mut s = Session {
            info,
            log: Vec::new(),
            live,
            permission: None,
            execution: None,
            turns: 0,
            attachments: HashMap::new(),
        };
        s.emit(body("status_changed", json!({"status": "starting"})));
        s.emit(body(
            "system_init",
            json!({"model": "sample-model", "cwd": cwd}),
        ));
        s.emit(body("status_changed", json!({"status": "idle"})));
        Ok(s)
    }

    /// Appends one event (checked by the crate) and sends it to every attached client.
    fn emit(&mut self, mut body: Value) {
        let seq = self.log.len() as i64 + 1;
        body["seq"] = json!(seq);
        body["ts"] = json!(1_767_225_600_000_i64 + seq);
        let Ok(event) = typed("SessionEvent", &body) else {
            return;
        };
        if let Some(status) = event
            .get("status")
            .filter(|_| event["type"] == "status_changed")
        {
            self.info["status"] = status.clone();
        }
        self.log.push(event.clone());
        let _ = self.live.send(json!({"type": "event", "event": event}));
    }

    fn status(&mut self, status: &str) {
        self.emit(body("status_changed", json!({"status": status})));
    }

    /// The second half of a turn, once its permission request is settled.
    fn resolve(&mut self, request_id: &str, behavior: &str) {
        self.permission = None;
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

struct State {
    faults: Faults,
    sessions: Mutex<HashMap<String, Session>>,
    jobs: Mutex<Vec<Value>>,
    queue: broadcast::Sender<Value>,
    next: Mutex<usize>,
}

impl State {
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

/// Serves until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, faults: Faults) -> Result<(), String> {
    let mut sessions = HashMap::new();
    sessions.insert(
        "session-1".to_owned(),
        Session::new("session-1", "/work/demo")?,
    );
    let (queue, _) = broadcast::channel(64);
    let state = Arc::new(State {
        faults,
        sessions: Mutex::new(sessions),
        jobs: Mutex::new(Vec::new()),
        queue,
        next: Mutex::new(1),
    });
    http::serve(listener, move |req| {
        let state = state.clone();
        async move { handle(&state, req).await }
    })
    .await;
    Ok(())
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
    // Decoded as an Express server decodes `req.params`, the rest path too
    // (RFC 3986 decoding, the same for every protocol: Orion's crate has it).
    let params: HashMap<String, String> = match params
        .into_iter()
        .map(
            |(name, value)| match orion_api_types::path_parameter(value) {
                Some(value) => Ok((name, value.into_owned())),
                None => Err(name),
            },
        )
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
            match Session::new(&id, &cwd) {
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
                    Ok(n) if n >= 0 => n,
                    _ => {
                        return error(400, format!("afterSeq {v:?} is not a non-negative integer"));
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
        let io = hyper_util::rt::TokioIo::new(upgraded);
        let ws = WebSocketStream::from_raw_socket(io, Role::Server, None).await;
        let _ = match session {
            Some((id, after)) => session_ws(&state, ws, &id, after).await,
            None => queue_ws(&state, ws).await,
        };
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

type Ws = WebSocketStream<hyper_util::rt::TokioIo<hyper::upgrade::Upgraded>>;

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

async fn session_ws(state: &State, mut ws: Ws, id: &str, after: i64) -> Result<(), String> {
    let faults = &state.faults;
    let (attached, backlog, mut live) = {
        let sessions = state.sessions.lock().unwrap_or_else(|e| e.into_inner());
        let s = sessions.get(id).ok_or("session vanished")?;
        let attached = json!({"type": "attached", "protocolVersion": workerdeck_protocol::PROTOCOL_VERSION, "session": s.info, "replayingFrom": after});
        let backlog: Vec<Value> = s
            .log
            .iter()
            .filter(|e| e["seq"].as_i64() > Some(after))
            .map(|e| json!({"type": "event", "event": e}))
            .collect();
        (attached, backlog, s.live.subscribe())
    };
    let mut attached = typed("ServerFrame", &attached)?;
    if faults.undeclared_member {
        attached["xUndeclared"] = json!(true);
    }
    send(&mut ws, faults, &attached).await?;
    let mut sent = 0usize;
    for frame in &backlog {
        if faults.drop_now(sent) {
            return Ok(());
        }
        send(&mut ws, faults, frame).await?;
        sent += 1;
        if sent == 1 && faults.unknown_event {
            let odd = json!({"type": "event", "event": {"type": "x_unknown_event", "seq": frame["event"]["seq"], "ts": 0}});
            send(&mut ws, faults, &odd).await?;
        }
        if sent == 1 && faults.oversize_frame {
            let big = json!({"type": "protocol_error", "message": "x".repeat(MAX_FRAME_LEN)});
            send(&mut ws, faults, &big).await?;
        }
    }
    loop {
        tokio::select! {
            frame = live.recv() => match frame {
                Ok(frame) => {
                    if faults.drop_now(sent) {
                        return Ok(());
                    }
                    send(&mut ws, faults, &frame).await?;
                    sent += 1;
                }
                Err(broadcast::error::RecvError::Lagged(_)) => continue,
                Err(_) => return Ok(()),
            },
            msg = ws.next() => {
                let text = match msg {
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return Ok(()),
                    Some(Ok(_)) => continue,
                };
                let direct = command(state, id, &text);
                let closing = direct.iter().any(|f| f == &Value::Null);
                for frame in direct.iter().filter(|f| !f.is_null()) {
                    send(&mut ws, faults, frame).await?;
                }
                if closing {
                    // Deliver what the close emitted, then end the socket.
                    while let Ok(Ok(frame)) = tokio::time::timeout(Duration::from_millis(50), live.recv()).await {
                        send(&mut ws, faults, &frame).await?;
                    }
                    let _ = ws.close(None).await;
                    return Ok(());
                }
            }
        }
    }
}

/// Applies one client frame; returns the frames for this socket alone
/// (`null` asks to close it). Events go to every attached socket.
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
            vec![
                json!({"type": "tool_call_request", "executionId": exec, "toolName": "run_js", "input": {"code": "1+1"}}),
            ]
        }
        kind @ ("tool_call_result" | "tool_call_error") => {
            // Unknown or settled executions are ignored: delivery is idempotent.
            if s.execution.as_ref() != value["executionId"].as_str().map(str::to_owned).as_ref() {
                return Vec::new();
            }
            let exec = s.execution.take().unwrap_or_default();
            match kind {
                "tool_call_result" => s.emit(body("execution_result", json!({"executionId": exec, "output": value["output"]}))),
                _ => s.emit(body("execution_failed", json!({"executionId": exec, "reason": value["reason"], "error": value["error"]}))),
            }
            let request = format!("perm-{}", s.turns);
            s.permission = Some(request.clone());
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
            s.permission = None;
            s.execution = None;
            s.emit(body(
                "status_changed",
                json!({"status": "idle", "detail": "interrupted"}),
            ));
            Vec::new()
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
            s.emit(body("session_closed", json!({"reason": "client"})));
            s.status("closed");
            vec![Value::Null]
        }
        other => protocol_error(format!("command {other} is not handled")),
    }
}

async fn queue_ws(state: &State, mut ws: Ws) -> Result<(), String> {
    let mut live = state.queue.subscribe();
    let hello = typed(
        "QueueServerFrame",
        &json!({"type": "queue_attached", "protocolVersion": workerdeck_protocol::PROTOCOL_VERSION, "stats": state.stats()}),
    )?;
    send(&mut ws, &state.faults, &hello).await?;
    loop {
        tokio::select! {
            frame = live.recv() => match frame {
                Ok(frame) => send(&mut ws, &state.faults, &frame).await?,
                Err(broadcast::error::RecvError::Lagged(_)) => continue,
                Err(_) => return Ok(()),
            },
            msg = ws.next() => if !matches!(msg, Some(Ok(Message::Text(_) | Message::Ping(_) | Message::Pong(_)))) { return Ok(()) },
        }
    }
}

// ---- check ---------------------------------------------------------------

type ClientWs = WebSocketStream<tokio::net::TcpStream>;

struct Client {
    host: String,
    prefix: String,
}

impl Client {
    async fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Result<http::Reply, String> {
        let text = body.map(|b| b.to_string());
        http::send(
            &self.host,
            method,
            &format!("{}{path}", self.prefix),
            &[],
            text.as_deref().map(str::as_bytes),
        )
        .await
    }

    async fn attach(&self, path: &str) -> Result<ClientWs, String> {
        let stream = tokio::net::TcpStream::connect(&self.host)
            .await
            .map_err(|e| format!("connect: {e}"))?;
        let url = format!("ws://{}{}{path}", self.host, self.prefix);
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_FRAME_LEN))
            .max_frame_size(Some(MAX_FRAME_LEN));
        let (ws, _) = tokio::time::timeout(
            Duration::from_secs(10),
            tokio_tungstenite::client_async_with_config(url, stream, Some(config)),
        )
        .await
        .map_err(|_| "WebSocket handshake timed out".to_owned())?
        .map_err(|e| format!("WebSocket handshake: {e}"))?;
        Ok(ws)
    }
}

/// The next text frame decoded as `name`; `None` when the socket closed or went quiet.
async fn next_frame(
    ws: &mut ClientWs,
    name: &str,
    quiet: Duration,
) -> Result<Option<Value>, String> {
    loop {
        let Ok(msg) = tokio::time::timeout(quiet, ws.next()).await else {
            return Ok(None);
        };
        match msg {
            Some(Ok(Message::Text(t))) => {
                let v: Value =
                    serde_json::from_str(&t).map_err(|e| format!("invalid JSON: {e}"))?;
                strict(name, &v)?;
                return Ok(Some(v));
            }
            Some(Ok(Message::Close(_))) | None => return Ok(None),
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(format!("WebSocket: {e}")),
        }
    }
}

fn expect(reply: &http::Reply, status: u16, name: &str) -> Result<Value, String> {
    if reply.status != status {
        return Err(format!(
            "status {} (expected {status}): {}",
            reply.status,
            String::from_utf8_lossy(&reply.body)
        ));
    }
    if name.is_empty() {
        return Ok(Value::Null);
    }
    if !reply.content_type.starts_with("application/json") {
        return Err(format!("content type {:?}", reply.content_type));
    }
    let v: Value = serde_json::from_slice(&reply.body).map_err(|e| format!("invalid JSON: {e}"))?;
    strict(name, &v)
}

/// Like [`expect`] 200, except that an /fs route may answer 404 with an
/// `ErrorResponse`: every one does on a server with no roots, and outside them.
fn expect_fs(reply: &http::Reply, path: &str, name: &str) -> Result<Value, String> {
    match path.starts_with("/fs/") && reply.status == 404 {
        true => expect(reply, 404, "ErrorResponse"),
        false => expect(reply, 200, name),
    }
}

/// Drives a server through every route and command; returns the exit code.
pub async fn check(base_url: &str, include_irreversible: bool) -> i32 {
    let mut report = Report::default();
    let (host, prefix) = match http::split_base(base_url) {
        Ok(x) => x,
        Err(e) => {
            report.record("base-url", Err(e));
            return report.finish();
        }
    };
    let client = Client { host, prefix };
    let created = client
        .call("POST", "/sessions", Some(&json!({"cwd": "/tmp/check"})))
        .await
        .and_then(|r| expect(&r, 200, "CreateSessionResponse"));
    let session = created
        .as_ref()
        .ok()
        .and_then(|v| v["session"]["id"].as_str().map(str::to_owned));
    report.record("POST /sessions", created.map(|_| String::new()));
    let Some(session) = session else {
        return report.finish();
    };
    rest_routes(&client, &session, include_irreversible, &mut report).await;
    session_socket(&client, &session, &mut report).await;
    queue_socket(&client, &mut report).await;
    report.finish()
}

async fn rest_routes(
    client: &Client,
    session: &str,
    include_irreversible: bool,
    report: &mut Report,
) {
    let s = session;
    let json_get = [
        ("/sessions", "ListSessionsResponse"),
        (&format!("/sessions/{s}") as &str, "GetSessionResponse"),
        (&format!("/sessions/{s}/files"), "ListSessionFilesResponse"),
        (&format!("/sessions/{s}/mcp"), "McpServersResponse"),
        ("/sdk-sessions?profile=default", "ListSdkSessionsResponse"),
        ("/profiles", "ListProfilesResponse"),
        ("/profiles/default", "GetProfileResponse"),
        ("/fs/roots", "ListHostRootsResponse"),
        ("/fs/list?path=%2F", "ListHostDirResponse"),
        (
            "/fs/find?path=%2F&q=readme&limit=5",
            "FindHostFilesResponse",
        ),
        ("/fs/read?path=%2Fetc%2Fhostname", "ReadHostFileResponse"),
        ("/jobs", "ListJobsResponse"),
        ("/queue/stats", "QueueStatsResponse"),
    ];
    for (path, name) in json_get {
        let outcome = client
            .call("GET", path, None)
            .await
            .and_then(|r| expect_fs(&r, path, name));
        report.record(&format!("GET {path}"), outcome.map(|_| String::new()));
    }
    let missing = client
        .call("GET", "/sessions/no-such-session", None)
        .await
        .and_then(|r| expect(&r, 404, "ErrorResponse"));
    report.record(
        "GET /sessions/:id (unknown)",
        missing.map(|_| "-> 404".into()),
    );
    let upload = http::send(
        &client.host,
        "POST",
        &format!("{}/sessions/{s}/attachments?name=a.txt", client.prefix),
        &[],
        Some(b"hello"),
    )
    .await;
    let upload = upload.and_then(|r| expect(&r, 200, "UploadAttachmentResponse"));
    let attachment = upload
        .as_ref()
        .ok()
        .and_then(|v| v["attachment"]["id"].as_str().map(str::to_owned));
    report.record(
        "POST /sessions/:id/attachments",
        upload.map(|_| String::new()),
    );
    if let Some(a) = attachment {
        let outcome = client
            .call("GET", &format!("/sessions/{s}/attachments/{a}"), None)
            .await
            .and_then(|r| match r.status {
                200 => Ok(format!("{} bytes", r.body.len())),
                other => Err(format!("status {other}")),
            });
        report.record("GET /sessions/:id/attachments/:attachmentId", outcome);
    }
    let outcome = client
        .call("GET", &format!("/sessions/{s}/files/no/such/file"), None)
        .await
        .and_then(|r| expect(&r, 404, "ErrorResponse"));
    report.record(
        "GET /sessions/:id/files/*path (unknown)",
        outcome.map(|_| "-> 404".into()),
    );
    let outcome = client
        .call(
            "POST",
            &format!("/sessions/{s}/mcp/sample"),
            Some(&json!({"action": "reconnect"})),
        )
        .await
        .and_then(|r| expect(&r, 200, "McpServerStatusInfo"));
    report.record(
        "POST /sessions/:id/mcp/:name",
        outcome.map(|_| String::new()),
    );
    let outcome = client
        .call(
            "POST",
            "/executions/no-such-execution/result",
            Some(&json!({"status": "ok", "output": {"type": "text", "value": "x"}})),
        )
        .await
        .and_then(|r| expect(&r, 404, "ErrorResponse"));
    report.record(
        "POST /executions/:executionId/result (unknown)",
        outcome.map(|_| "-> 404".into()),
    );
    let outcome = client
        .call(
            "POST",
            &format!("/sessions/{s}/permissions/no-such-request"),
            Some(&json!({"behavior": "allow"})),
        )
        .await
        .and_then(|r| expect(&r, 404, "ErrorResponse"));
    report.record(
        "POST /sessions/:id/permissions/:requestId (unknown)",
        outcome.map(|_| "-> 404".into()),
    );
    let outcome = client
        .call("POST", "/sessions", Some(&json!({"cwd": 7})))
        .await
        .and_then(|r| expect(&r, 400, "ErrorResponse"));
    report.record(
        "POST /sessions (invalid body)",
        outcome.map(|_| "-> 400".into()),
    );
    // A profile the check creates, edits and deletes again.
    let profile = sample::named(schemas(), "CreateProfileRequest").map(|mut p| {
        p["name"] = json!("check-profile");
        p
    });
    let outcome = client
        .call("POST", "/profiles", profile.as_ref())
        .await
        .and_then(|r| expect(&r, 200, "SaveProfileResponse"));
    let made = outcome.is_ok();
    report.record("POST /profiles", outcome.map(|_| String::new()));
    if made {
        let outcome = client
            .call(
                "PATCH",
                "/profiles/check-profile",
                Some(&json!({"description": "edited"})),
            )
            .await
            .and_then(|r| expect(&r, 200, "SaveProfileResponse"));
        report.record("PATCH /profiles/:name", outcome.map(|_| String::new()));
        let outcome = client
            .call("DELETE", "/profiles/check-profile", None)
            .await
            .and_then(|r| match r.status {
                200 | 204 => Ok(format!("-> {}", r.status)),
                other => Err(format!("status {other}")),
            });
        report.record("DELETE /profiles/:name", outcome);
    }
    let job = sample::named(schemas(), "CreateJobRequest").map(|mut j| {
        j["session"]["cwd"] = json!("/tmp/check");
        j["session"]["prompt"] = json!("hello");
        j
    });
    let outcome = client
        .call("POST", "/jobs", job.as_ref())
        .await
        .and_then(|r| expect(&r, 200, "CreateJobResponse"));
    let job_id = outcome
        .as_ref()
        .ok()
        .and_then(|v| v["job"]["id"].as_str().map(str::to_owned));
    report.record("POST /jobs", outcome.map(|_| String::new()));
    if let Some(j) = job_id {
        let outcome = client
            .call("GET", &format!("/jobs/{j}"), None)
            .await
            .and_then(|r| expect(&r, 200, "GetJobResponse"));
        report.record("GET /jobs/:id", outcome.map(|_| String::new()));
    }
    if include_irreversible {
        let outcome = client
            .call(
                "PUT",
                "/fs/write",
                Some(&json!({"path": "/tmp/agent-wire-check.txt", "content": "x"})),
            )
            .await
            .and_then(|r| expect_fs(&r, "/fs/write", "WriteHostFileResponse"));
        report.record("PUT /fs/write", outcome.map(|_| String::new()));
    }
}

/// Reads server frames until `pred` holds for one; checks `seq` continuity on the way.
async fn until(
    ws: &mut ClientWs,
    log: &mut workerdeck_protocol::SessionLog,
    pred: impl Fn(&Value) -> bool,
) -> Result<Value, String> {
    loop {
        let frame = next_frame(ws, "ServerFrame", Duration::from_secs(5))
            .await?
            .ok_or("the socket closed or went quiet")?;
        if frame["type"] == "event" {
            let event: workerdeck_protocol::SessionEvent =
                workerdeck_protocol::from_value("SessionEvent", &frame["event"])
                    .map_err(|e| e.to_string())?;
            let step = log.observe(&event);
            if step != workerdeck_protocol::SeqStep::Next {
                return Err(format!("seq {}: {step:?}", event.seq));
            }
        }
        if frame["type"] == "protocol_error" && !pred(&frame) {
            return Err(format!("protocol_error: {}", frame["message"]));
        }
        if pred(&frame) {
            return Ok(frame);
        }
    }
}

fn event_of(kind: &'static str) -> impl Fn(&Value) -> bool {
    move |f: &Value| f["type"] == "event" && f["event"]["type"] == kind
}

/// Sends one command, checked by the crate first.
async fn send_cmd(ws: &mut ClientWs, v: Value) -> Result<(), String> {
    typed("ClientFrame", &v)?;
    ws.send(Message::text(v.to_string()))
        .await
        .map_err(|e| format!("send: {e}"))
}

async fn session_socket(client: &Client, s: &str, report: &mut Report) {
    let mut log = workerdeck_protocol::SessionLog::new();
    let first = async {
        let mut ws = client.attach(&format!("/sessions/{s}?afterSeq=0")).await?;
        let attached = until(&mut ws, &mut log, |f| f["type"] == "attached").await?;
        if attached["replayingFrom"] != 0 {
            return Err(format!(
                "replayingFrom {} for afterSeq=0",
                attached["replayingFrom"]
            ));
        }
        // The replay: everything up to the session's current state.
        let mut replayed = 0;
        while let Some(f) = next_frame(&mut ws, "ServerFrame", Duration::from_millis(500)).await? {
            if f["type"] == "event" {
                let event: workerdeck_protocol::SessionEvent =
                    workerdeck_protocol::from_value("SessionEvent", &f["event"])
                        .map_err(|e| e.to_string())?;
                match log.observe(&event) {
                    workerdeck_protocol::SeqStep::Next => replayed += 1,
                    step => return Err(format!("seq {}: {step:?}", event.seq)),
                }
            }
        }
        Ok::<_, String>((ws, replayed))
    }
    .await;
    let mut ws = match first {
        Ok((ws, n)) => {
            report.record(
                "WS /sessions/:id attached",
                Ok(format!("{n} events replayed")),
            );
            ws
        }
        Err(e) => {
            report.record("WS /sessions/:id attached", Err(e));
            // Resume after a drop, as a client would: re-attach after the last seq seen.
            match client
                .attach(&format!("/sessions/{s}?afterSeq={}", log.after_seq()))
                .await
            {
                Ok(ws) => ws,
                Err(e) => return report.record("WS /sessions/:id resume", Err(e)),
            }
        }
    };
    let turn = async {
        send_cmd(&mut ws, json!({"type": "user_message", "text": "hello"})).await?;
        let req = until(&mut ws, &mut log, |f| f["type"] == "tool_call_request").await?;
        let exec = req["executionId"].clone();
        send_cmd(&mut ws, json!({"type": "tool_call_result", "executionId": exec, "output": {"type": "text", "value": "2"}})).await?;
        until(&mut ws, &mut log, event_of("execution_result")).await?;
        let asked = until(&mut ws, &mut log, event_of("permission_requested")).await?;
        let id = asked["event"]["request"]["id"].clone();
        send_cmd(
            &mut ws,
            json!({"type": "permission_decision", "requestId": id, "behavior": "allow"}),
        )
        .await?;
        until(&mut ws, &mut log, event_of("permission_resolved")).await?;
        until(&mut ws, &mut log, event_of("turn_result")).await?;
        Ok::<_, String>("tool_call_request -> tool_call_result, permission_requested -> permission_decision, turn_result".to_owned())
    };
    let outcome = turn.await;
    report.record("WS user_message (turn over the socket)", outcome);
    let turn = async {
        send_cmd(&mut ws, json!({"type": "user_message", "text": "again"})).await?;
        let req = until(&mut ws, &mut log, |f| f["type"] == "tool_call_request").await?;
        send_cmd(&mut ws, json!({"type": "tool_call_error", "executionId": req["executionId"], "reason": "unsupported", "error": "no sandbox"})).await?;
        until(&mut ws, &mut log, event_of("execution_failed")).await?;
        let asked = until(&mut ws, &mut log, event_of("permission_requested")).await?;
        let id = asked["event"]["request"]["id"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        let r = client
            .call(
                "POST",
                &format!("/sessions/{s}/permissions/{id}"),
                Some(&json!({"behavior": "deny", "message": "no"})),
            )
            .await?;
        expect(&r, 200, "ResolvePermissionResponse")?;
        let resolved = until(&mut ws, &mut log, event_of("permission_resolved")).await?;
        if resolved["event"]["behavior"] != "deny" {
            return Err(format!("resolved as {}", resolved["event"]["behavior"]));
        }
        until(&mut ws, &mut log, event_of("turn_result")).await?;
        Ok::<_, String>("tool_call_error, permission answered over REST".to_owned())
    };
    let outcome = turn.await;
    report.record("WS tool_call_error + REST permission", outcome);
    let simple: [(&str, Value, &'static str); 4] = [
        (
            "set_permission_mode",
            json!({"type": "set_permission_mode", "mode": "plan"}),
            "permission_mode_changed",
        ),
        (
            "set_model",
            json!({"type": "set_model", "model": "sample-model"}),
            "model_changed",
        ),
        ("interrupt", json!({"type": "interrupt"}), "status_changed"),
        (
            "tool_call_result (unknown execution, ignored)",
            json!({"type": "tool_call_result", "executionId": "no-such", "output": {"type": "text", "value": ""}}),
            "",
        ),
    ];
    for (what, frame, expected) in simple {
        let outcome = async {
            send_cmd(&mut ws, frame).await?;
            if expected.is_empty() {
                // Ignored: the next command's answer must be the next frame.
                send_cmd(&mut ws, json!({"type": "set_model"})).await?;
                let f = until(&mut ws, &mut log, |f| f["type"] == "event").await?;
                return match f["event"]["type"] == "model_changed" {
                    true => Ok(String::new()),
                    false => Err(format!("answered with {}", f["event"]["type"])),
                };
            }
            until(&mut ws, &mut log, event_of(expected))
                .await
                .map(|_| format!("-> {expected}"))
        }
        .await;
        report.record(&format!("WS {what}"), outcome);
    }
    let outcome = async {
        ws.send(Message::text(r#"{"type":"no_such_command"}"#))
            .await
            .map_err(|e| e.to_string())?;
        until(&mut ws, &mut log, |f| f["type"] == "protocol_error")
            .await
            .map(|_| "-> protocol_error".to_owned())
    }
    .await;
    report.record("WS invalid frame", outcome);
    let seen = log.after_seq();
    let outcome = async {
        let back = seen.saturating_sub(3).max(0);
        let mut again = client
            .attach(&format!("/sessions/{s}?afterSeq={back}"))
            .await?;
        let mut replay = workerdeck_protocol::SessionLog::resume_after(back);
        let attached = next_frame(&mut again, "ServerFrame", Duration::from_secs(5))
            .await?
            .ok_or("no attached frame")?;
        let frame: workerdeck_protocol::ServerFrame =
            workerdeck_protocol::from_value("ServerFrame", &attached).map_err(|e| e.to_string())?;
        let workerdeck_protocol::ServerFrame::Attached(a) = &frame else {
            return Err(format!("first frame {}", attached["type"]));
        };
        let step = replay.attached(a);
        if step != workerdeck_protocol::SeqStep::Next {
            return Err(format!("attached: {step:?}"));
        }
        if a.replaying_from != back {
            return Err(format!(
                "replayingFrom {} for afterSeq={back}",
                a.replaying_from
            ));
        }
        let f = until(&mut again, &mut replay, |f| f["type"] == "event").await?;
        match f["event"]["seq"].as_i64() == Some(back + 1) {
            true => Ok(format!("afterSeq={back} -> first seq {}", back + 1)),
            false => Err(format!(
                "first replayed seq {} after {back}",
                f["event"]["seq"]
            )),
        }
    }
    .await;
    report.record("WS /sessions/:id?afterSeq (replay)", outcome);
    let outcome = async {
        send_cmd(&mut ws, json!({"type": "close"})).await?;
        until(&mut ws, &mut log, event_of("session_closed")).await?;
        Ok::<_, String>("-> session_closed".to_owned())
    }
    .await;
    report.record("WS close", outcome);
}

async fn queue_socket(client: &Client, report: &mut Report) {
    let outcome = async {
        let mut ws = client.attach("/queue/ws").await?;
        let hello = next_frame(&mut ws, "QueueServerFrame", Duration::from_secs(5))
            .await?
            .ok_or("no frame")?;
        if hello["type"] != "queue_attached" {
            return Err(format!("first frame {}", hello["type"]));
        }
        let job = sample::named(schemas(), "CreateJobRequest");
        let r = client.call("POST", "/jobs", job.as_ref()).await?;
        expect(&r, 200, "CreateJobResponse")?;
        let event = next_frame(&mut ws, "QueueServerFrame", Duration::from_secs(5))
            .await?
            .ok_or("no job_event after POST /jobs")?;
        Ok(format!("queue_attached, {}", event["type"]))
    };
    let outcome = outcome.await;
    report.record("WS /queue/ws", outcome);
}
