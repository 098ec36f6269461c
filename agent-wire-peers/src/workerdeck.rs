//! The WorkerDeck server (the crate's `mock`, served until the process
//! ends) and the reference client `check`: REST JSON under a base path, the
//! session WebSocket with its `seq`-numbered log, the queue WebSocket.

use crate::common::Report;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::sync::OnceLock;
use std::time::Duration;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use wire_kit::net::http;

/// How long one exchange of a check may take, and the largest answer it reads.
const TIMEOUT: Duration = Duration::from_secs(10);
const MAX_BODY: usize = 64 << 20;
use wire_kit::net::sample;
use wire_kit::strict::undeclared;
use workerdeck_protocol::{WireType, WireTypeVisitor};

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

/// Decodes `value` as the crate's type named `name` (one of
/// `workerdeck_protocol::TYPE_NAMES`) and re-encodes it.
fn typed(name: &str, value: &Value) -> Result<Value, String> {
    struct Roundtrip<'a>(&'a Value);
    impl WireTypeVisitor for Roundtrip<'_> {
        type Output = Result<Value, String>;
        fn visit<T: WireType>(self) -> Self::Output {
            let t: T = workerdeck_protocol::decode_value(self.0).map_err(|e| e.to_string())?;
            serde_json::to_value(t).map_err(|e| e.to_string())
        }
    }
    workerdeck_protocol::visit_type(name, Roundtrip(value))
        .unwrap_or_else(|| Err(format!("no type named {name}")))
}

/// Like [`typed`], and fails on a member the crate's type does not keep.
fn strict(name: &str, value: &Value) -> Result<Value, String> {
    let again = typed(name, value)?;
    match undeclared(value, &again) {
        Some(path) => Err(format!("{name}: undeclared member {path}")),
        None => Ok(again),
    }
}

/// The mock's options from `serve workerdeck`'s flags.
pub fn serve_options(
    args: &mut crate::Args,
    faults: crate::common::Faults,
) -> Result<workerdeck_protocol::mock::Options, String> {
    let mut options = workerdeck_protocol::mock::Options::default().with_faults(faults);
    if let Some(n) = args.number("--events")? {
        options.events = n;
    }
    if let Some(ms) = args.number("--event-interval")? {
        options.event_interval = Duration::from_millis(ms);
    }
    if let Some(id) = args.value("--session")? {
        options.session_id = id;
    }
    if let Some(dir) = args.value("--store")? {
        options.log = Some(store(&dir)?);
    }
    Ok(options)
}

/// The persistent session log in `dir` (created when missing): a server
/// killed at any moment and started again on it goes on numbering the same
/// session where its log ends, and its followers resume without a loss or
/// a repeat.
fn store(dir: &str) -> Result<std::sync::Arc<dyn wire_kit::net::log::EventLog>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("--store {dir}: {e}"))?;
    let path = std::path::Path::new(dir).join("workerdeck-events.redb");
    let log = wire_kit::net::store::FileLog::open(&path, 1_000_000)
        .map_err(|e| format!("--store {}: {e}", path.display()))?;
    Ok(std::sync::Arc::new(log))
}

/// Serves `options` (the crate's mock server) on `listener` until the process ends.
pub async fn serve(
    listener: tokio::net::TcpListener,
    options: workerdeck_protocol::mock::Options,
) -> Result<(), String> {
    let _server =
        workerdeck_protocol::mock::Server::serve(listener, options).map_err(|e| e.to_string())?;
    std::future::pending::<()>().await;
    Ok(())
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
        let target = format!("{}{path}", self.prefix);
        let request = http::Request::new(method, &target).body(text.as_deref().map(str::as_bytes));
        http::send(&self.host, request, TIMEOUT, MAX_BODY)
            .await
            .map_err(|e| e.to_string())
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

/// Whether the server answered that it does not offer a route: 404 or 501
/// with an `ErrorResponse` (the library server answers 404 for a route
/// without a handler; every /fs route 404s on a server with no roots). A
/// server need not serve every route, and saying so is a conforming answer.
fn not_offered(reply: &http::Reply) -> bool {
    matches!(reply.status, 404 | 501) && expect(reply, reply.status, "ErrorResponse").is_ok()
}

/// Like [`expect`] 200, except that a route the server does not offer
/// passes as such.
fn expect_offered(reply: &http::Reply, name: &str) -> Result<String, String> {
    match not_offered(reply) {
        true => Ok(format!("(not offered: {})", reply.status)),
        false => expect(reply, 200, name).map(|_| String::new()),
    }
}

/// What `check` says of a session command the server answers with a
/// `protocol_error` instead of doing it (the library server does so for a
/// command its handler refuses).
fn command_not_offered(frame: &Value) -> String {
    format!("(not offered: protocol_error {})", frame["message"])
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
            .and_then(|r| expect_offered(&r, name));
        report.record(&format!("GET {path}"), outcome);
    }
    let missing = client
        .call("GET", "/sessions/no-such-session", None)
        .await
        .and_then(|r| expect(&r, 404, "ErrorResponse"));
    report.record(
        "GET /sessions/:id (unknown)",
        missing.map(|_| "-> 404".into()),
    );
    let target = format!("{}/sessions/{s}/attachments?name=a.txt", client.prefix);
    let request = http::Request::new("POST", &target).body(Some(b"hello"));
    let upload = http::send(&client.host, request, TIMEOUT, MAX_BODY)
        .await
        .map_err(|e| e.to_string());
    let attachment = upload
        .as_ref()
        .ok()
        .filter(|r| r.status == 200)
        .and_then(|r| serde_json::from_slice::<Value>(&r.body).ok())
        .and_then(|v| v["attachment"]["id"].as_str().map(str::to_owned));
    let upload = upload.and_then(|r| expect_offered(&r, "UploadAttachmentResponse"));
    report.record("POST /sessions/:id/attachments", upload);
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
        .and_then(|r| expect_offered(&r, "McpServerStatusInfo"));
    report.record("POST /sessions/:id/mcp/:name", outcome);
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
    let outcome = client.call("POST", "/profiles", profile.as_ref()).await;
    let made = outcome.as_ref().is_ok_and(|r| r.status == 200);
    let outcome = outcome.and_then(|r| expect_offered(&r, "SaveProfileResponse"));
    report.record("POST /profiles", outcome);
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
    let outcome = client.call("POST", "/jobs", job.as_ref()).await;
    let job_id = outcome
        .as_ref()
        .ok()
        .filter(|r| r.status == 200)
        .and_then(|r| serde_json::from_slice::<Value>(&r.body).ok())
        .and_then(|v| v["job"]["id"].as_str().map(str::to_owned));
    let outcome = outcome.and_then(|r| expect_offered(&r, "CreateJobResponse"));
    report.record("POST /jobs", outcome);
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
            .and_then(|r| expect_offered(&r, "WriteHostFileResponse"));
        report.record("PUT /fs/write", outcome);
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
                workerdeck_protocol::decode_value(&frame["event"]).map_err(|e| e.to_string())?;
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

/// Where a turn goes after `user_message`: a bridged tool call, its end
/// without one (`turn_result`, or back to idle after running), or the
/// command refused.
fn turn_step() -> impl Fn(&Value) -> bool {
    let running = std::cell::Cell::new(false);
    move |f| {
        let status = f["event"]["status"]
            .as_str()
            .filter(|_| event_of("status_changed")(f));
        running.set(running.get() || status == Some("running"));
        f["type"] == "tool_call_request"
            || f["type"] == "protocol_error"
            || event_of("turn_result")(f)
            || (running.get() && status == Some("idle"))
    }
}

/// What `check` says of a turn that did not bridge a tool call: the
/// command not offered, or a turn that ran without one (a server's turn
/// need not call a tool).
fn turn_without_tools(step: &Value) -> Option<String> {
    match step["type"].as_str() {
        Some("tool_call_request") => None,
        Some("protocol_error") => Some(command_not_offered(step)),
        _ => Some("a turn that ended without a bridged tool call".to_owned()),
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
                    workerdeck_protocol::decode_value(&f["event"]).map_err(|e| e.to_string())?;
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
        let req = until(&mut ws, &mut log, turn_step()).await?;
        if let Some(outcome) = turn_without_tools(&req) {
            return Ok(outcome);
        }
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
        let req = until(&mut ws, &mut log, turn_step()).await?;
        if let Some(outcome) = turn_without_tools(&req) {
            return Ok(outcome);
        }
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
            let refused = |f: &Value| f["type"] == "protocol_error";
            if expected.is_empty() {
                // Ignored: the next command's answer (its event, or its
                // refusal) must be the next frame.
                send_cmd(&mut ws, json!({"type": "set_model"})).await?;
                let f = until(&mut ws, &mut log, |f| f["type"] == "event" || refused(f)).await?;
                return match refused(&f) || f["event"]["type"] == "model_changed" {
                    true => Ok(String::new()),
                    false => Err(format!("answered with {}", f["event"]["type"])),
                };
            }
            let f = until(&mut ws, &mut log, |f| event_of(expected)(f) || refused(f)).await?;
            Ok(match refused(&f) {
                true => command_not_offered(&f),
                false => format!("-> {expected}"),
            })
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
            workerdeck_protocol::decode_value(&attached).map_err(|e| e.to_string())?;
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
        let refused = |f: &Value| f["type"] == "protocol_error";
        let f = until(&mut ws, &mut log, |f| {
            event_of("session_closed")(f) || refused(f)
        })
        .await?;
        Ok::<_, String>(match refused(&f) {
            true => command_not_offered(&f),
            false => "-> session_closed".to_owned(),
        })
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
        if not_offered(&r) {
            return Ok(format!(
                "queue_attached; POST /jobs (not offered: {})",
                r.status
            ));
        }
        expect(&r, 200, "CreateJobResponse")?;
        let event = next_frame(&mut ws, "QueueServerFrame", Duration::from_secs(5))
            .await?
            .ok_or("no job_event after POST /jobs")?;
        Ok(format!("queue_attached, {}", event["type"]))
    };
    let outcome = outcome.await;
    report.record("WS /queue/ws", outcome);
}

/// `follow workerdeck`: attaches to `session` with the crate's client and
/// prints `<seq> <type>` per event (an unknown event type too, at its
/// `seq`), until `until` events when given; returns the exit code.
pub async fn follow(base_url: &str, session: &str, until: Option<usize>) -> i32 {
    use workerdeck_protocol::ServerFrame;
    use workerdeck_protocol::client::{self, Received};
    let client = match client::connect(base_url).await {
        Ok(c) => c,
        Err(e) => {
            eprintln!("agent-wire-peer: {e}");
            return 2;
        }
    };
    let mut stream = match client.attach(session).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("agent-wire-peer: attach {session}: {e}");
            return 1;
        }
    };
    let mut count = 0usize;
    while until.is_none_or(|n| count < n) {
        let Some(item) = stream.next().await else {
            break;
        };
        match item {
            Ok(Received::Known(ServerFrame::Event(e))) => {
                println!("{} {}", e.event.seq, e.event.kind());
                count += 1;
            }
            Ok(Received::Unknown(u)) => match u.position {
                Some(seq) => {
                    println!("{seq} {}", u.kind);
                    count += 1;
                }
                None => println!("- {}", u.kind),
            },
            Ok(Received::Known(_)) => {}
            Err(e) => eprintln!("agent-wire-peer: {e}"),
        }
    }
    println!(
        "followed {count} events over {} connections",
        stream.reconnects() + 1
    );
    i32::from(until.is_some_and(|n| count < n))
}
