//! The Coderook daemon and its reference client: JSON-RPC 2.0 over NDJSON
//! on loopback TCP.

use crate::common::{Faults, Report};
use coderook_protocol::codec::{FrameDecoder, FrameError, encode_frame};
use coderook_protocol::connection::{Action, ServerConnection, error_line};
use coderook_protocol::{
    ClientRequest, Command, CommandResult, ErrorCode, ErrorObject, Event, EventPushEnvelope,
    EventReplayResult, EventSubscribeResult, JsonObject, LlmTokenEvent, LlmUsageEvent, METHODS,
    Response, RunFinishedEvent, RunStartedEvent, RuntimeEventRecord, ServerMessage,
    StepFinishedEvent, StepStartedEvent, ToolCallFinishedEvent, ToolCallStartedEvent,
};
use serde_json::{Value, json};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt};
use tokio::net::{TcpListener, TcpStream};
use wire_kit::Secret;
use wire_kit::net::sample;
use wire_kit::strict::undeclared;

/// The thread whose runtime-event ledger `event.replay` serves.
pub const LEDGER_THREAD: &str = "thread-1";

fn schemas() -> &'static Value {
    static S: OnceLock<Value> = OnceLock::new();
    S.get_or_init(|| {
        serde_json::from_str(include_str!(
            "../../generated/coderook/coderook.schema.json"
        ))
        .expect("the generated schema is JSON")
    })
}

/// What `serve coderook` needs.
#[derive(Debug)]
pub struct Server {
    /// The IPC token the first frame must carry.
    pub token: Secret,
    /// The events pushed after `event.subscribe`.
    pub script: Vec<Event>,
    /// Faults to inject.
    pub faults: Faults,
}

/// The default run: `run.started`, two steps with a tool call and tokens,
/// usage, `run.finished`.
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

/// Reads a `--script` file: one event object per line, each decoded by the crate.
pub fn read_script(text: &str) -> Result<Vec<Event>, String> {
    let mut events = Vec::new();
    let mut frames = FrameDecoder::new();
    frames.push(text.as_bytes());
    frames.push(b"\n");
    for frame in frames {
        let frame = frame.map_err(|e| e.to_string())?;
        let event = Event::from_json(frame.text.as_bytes())
            .map_err(|e| format!("line {}: {e}", frame.line))?;
        if let Event::Other(_) = event {
            return Err(format!(
                "line {}: not an event type of the contract",
                frame.line
            ));
        }
        events.push(event);
    }
    Ok(events)
}

/// The ledger `event.replay` reads: one record per scripted event.
fn ledger(script: &[Event]) -> Vec<RuntimeEventRecord> {
    script
        .iter()
        .enumerate()
        .filter_map(|(i, event)| {
            let payload = match serde_json::to_value(event) {
                Ok(Value::Object(m)) => m.into_iter().collect(),
                _ => Default::default(),
            };
            let record = json!({
                "thread_id": LEDGER_THREAD, "seq": i + 1, "type": event.event_type(),
                "ts": "2026-01-01T00:00:00Z", "payload": Value::Object(payload),
            });
            wire_kit::from_value("RuntimeEventRecord", &record).ok()
        })
        .collect()
}

/// Accepts connections until the process ends.
pub async fn serve(listener: TcpListener, server: Server) {
    let server = Arc::new(server);
    let ledger = Arc::new(ledger(&server.script));
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let (server, ledger) = (server.clone(), ledger.clone());
        tokio::spawn(async move {
            let _ = connection(stream, &server, &ledger).await;
        });
    }
}

async fn connection(
    mut stream: TcpStream,
    server: &Server,
    ledger: &[RuntimeEventRecord],
) -> std::io::Result<()> {
    let mut conn = ServerConnection::new(server.token.clone());
    let mut frames = FrameDecoder::new();
    let mut buf = vec![0u8; 64 * 1024];
    let faults = &server.faults;
    loop {
        let n = stream.read(&mut buf).await?;
        if n == 0 {
            return Ok(());
        }
        frames.push(&buf[..n]);
        while let Some(item) = frames.next_frame() {
            let action = match item {
                Ok(frame) => conn.on_frame(frame.text.as_bytes()),
                Err(e) => conn.on_frame_error(&e),
            };
            match action {
                Action::Reply(line) => faults.write(&mut stream, line.as_bytes()).await?,
                Action::ReplyAndClose(line) => {
                    faults.write(&mut stream, line.as_bytes()).await?;
                    return Ok(());
                }
                Action::Dispatch(request) => {
                    let subscribe = matches!(request.command, Command::EventSubscribe(_));
                    let line = answer(&request, ledger, faults);
                    faults.write(&mut stream, line.as_bytes()).await?;
                    if subscribe && !push_script(&mut stream, server).await? {
                        return Ok(());
                    }
                }
            }
        }
    }
}

/// Pushes the script; false when the drop fault ended the connection.
async fn push_script(stream: &mut TcpStream, server: &Server) -> std::io::Result<bool> {
    let faults = &server.faults;
    for (sent, event) in server.script.iter().enumerate() {
        if faults.drop_now(sent) {
            return Ok(false);
        }
        let mut frame =
            serde_json::to_value(EventPushEnvelope::new(event.clone())).unwrap_or(Value::Null);
        if sent == 1 && faults.undeclared_member {
            frame["event"]["x_undeclared"] = json!(true);
        }
        faults.write(stream, &encode_frame(&frame)).await?;
        if sent == 1 && faults.unknown_event {
            let odd = json!({"kind": "event", "event": {"type": "x.unknown_event", "ts": "2026-01-01T00:00:00Z"}});
            faults.write(stream, &encode_frame(&odd)).await?;
        }
        if sent == 1 && faults.oversize_frame {
            let big = "x".repeat(coderook_protocol::codec::DEFAULT_MAX_FRAME_LEN);
            let token = LlmTokenEvent::new("run-1", big, "2026-01-01T00:00:00Z");
            faults
                .write(stream, &encode_frame(&EventPushEnvelope::new(token.into())))
                .await?;
        }
    }
    Ok(true)
}

fn answer(request: &ClientRequest, ledger: &[RuntimeEventRecord], faults: &Faults) -> String {
    let id = request.id.clone();
    let result = match &request.command {
        Command::EventSubscribe(_) => {
            let mut r = EventSubscribeResult::new("sub-1");
            r.last_seq = ledger.last().map(|r| r.seq.get());
            serde_json::to_value(r).ok()
        }
        Command::EventReplay(cmd) => {
            let limit = usize::try_from(cmd.limit.get()).unwrap_or(1000);
            let after = cmd.after_seq.get();
            let matching: Vec<_> = ledger
                .iter()
                .filter(|r| r.thread_id.as_str() == cmd.thread_id.as_str() && r.seq.get() > after)
                .cloned()
                .collect();
            let latest = ledger
                .iter()
                .filter(|r| r.thread_id.as_str() == cmd.thread_id.as_str())
                .map(|r| r.seq.get())
                .max()
                .unwrap_or(0);
            let has_more = matching.len() > limit;
            let events = matching.into_iter().take(limit).collect();
            serde_json::to_value(EventReplayResult::new(events, latest, has_more)).ok()
        }
        other => sampled_result(other.method()),
    };
    match result {
        Some(mut value) => {
            if faults.undeclared_member && request.method() == "core.ping" {
                value["x_undeclared"] = json!(true);
            }
            String::from_utf8(encode_frame(&Response::result(id, value))).unwrap_or_default()
        }
        None => error_line(
            Some(id),
            ErrorObject::with_message(ErrorCode::InternalError, "no sample result for this method"),
        ),
    }
}

/// A result for `method` built from its result type: the schema's smallest
/// value, decoded by the crate (which fills every default) and re-encoded.
/// Methods the contract leaves untyped answer `{}`.
fn sampled_result(method: &str) -> Option<Value> {
    let info = coderook_protocol::method_info(method)?;
    let Some(name) = info.result else {
        return Some(json!({}));
    };
    let raw = sample::named(schemas(), name)?;
    let typed = CommandResult::from_value(method, &raw)?.ok()?;
    serde_json::to_value(typed).ok()
}

/// Params for `method` built from its params type the same way.
fn sampled_params(method: &str) -> Result<Command, String> {
    let info = coderook_protocol::method_info(method).ok_or("not in the method table")?;
    let raw = sample::named(schemas(), info.params).ok_or("no schema for the params")?;
    match Command::from_value(method, &raw) {
        Some(Ok(c)) => Ok(c),
        Some(Err(e)) => Err(format!("sample params do not decode: {e}")),
        None => Err("not in the method table".into()),
    }
}

// ---- check ---------------------------------------------------------------

/// Methods `check` leaves out unless asked: their effects cannot be undone
/// on a real daemon.
pub const IRREVERSIBLE: &[&str] = &[
    "core.shutdown",
    "session.delete",
    "memory.delete",
    "memory.expire",
    "artifact.gc",
    "workspace.commit",
    "worker.apply",
    "session.rewind",
    "thread.archive",
];

const TIMEOUT: Duration = Duration::from_secs(10);

struct Client {
    stream: TcpStream,
    frames: FrameDecoder,
    next_id: i64,
}

impl Client {
    async fn connect(addr: &str) -> Result<Self, String> {
        let stream = tokio::time::timeout(TIMEOUT, TcpStream::connect(addr))
            .await
            .map_err(|_| "connect timed out".to_owned())?
            .map_err(|e| format!("connect {addr}: {e}"))?;
        Ok(Self {
            stream,
            frames: FrameDecoder::new(),
            next_id: 0,
        })
    }

    async fn send(&mut self, bytes: &[u8]) -> Result<(), String> {
        use tokio::io::AsyncWriteExt;
        self.stream
            .write_all(bytes)
            .await
            .map_err(|e| format!("write: {e}"))
    }

    /// The next frame, or `None` when the server closed the connection.
    async fn frame(&mut self) -> Result<Option<String>, String> {
        read_frame(&mut self.stream, &mut self.frames).await
    }

    async fn call(&mut self, command: Command) -> Result<(Response<Value>, Vec<Value>), String> {
        self.next_id += 1;
        let id = format!("check-{}", self.next_id);
        let request = ClientRequest::new(id.as_str(), command);
        self.send(&encode_frame(&request)).await?;
        self.response_to(&id).await
    }

    /// Reads until the response to `id`, returning it and the events seen on the way.
    async fn response_to(&mut self, id: &str) -> Result<(Response<Value>, Vec<Value>), String> {
        let mut events = Vec::new();
        loop {
            let text = self
                .frame()
                .await?
                .ok_or("connection closed before the response")?;
            let value: Value =
                serde_json::from_str(&text).map_err(|e| format!("invalid JSON: {e}"))?;
            match ServerMessage::from_json(text.as_bytes())
                .map_err(|e| format!("not a ServerMessage: {e}"))?
            {
                ServerMessage::Response(r) if r.id.as_ref().is_some_and(|i| *i == id.into()) => {
                    return Ok((r, events));
                }
                ServerMessage::Response(r) => {
                    return Err(format!("response to an unknown id {:?}", r.id));
                }
                ServerMessage::Event(_) => events.push(value),
            }
        }
    }
}

async fn read_frame<R: AsyncRead + Unpin>(
    r: &mut R,
    frames: &mut FrameDecoder,
) -> Result<Option<String>, String> {
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        if let Some(item) = frames.next_frame() {
            return item
                .map(|f| Some(f.text))
                .map_err(|e: FrameError| e.to_string());
        }
        let n = tokio::time::timeout(TIMEOUT, r.read(&mut buf))
            .await
            .map_err(|_| "timed out waiting for a frame".to_owned())?
            .map_err(|e| format!("read: {e}"))?;
        if n == 0 {
            return Ok(None);
        }
        frames.push(&buf[..n]);
    }
}

/// Checks one event push frame: a known type, decoded by the crate, no undeclared member.
fn check_event(value: &Value) -> Result<String, String> {
    let text = value.to_string();
    let ServerMessage::Event(push) =
        ServerMessage::from_json(text.as_bytes()).map_err(|e| e.to_string())?
    else {
        return Err("not an event push".into());
    };
    if let Event::Other(o) = &push.event {
        return Err(format!(
            "event type {:?} is not in the contract",
            o.get("type")
        ));
    }
    let typed = serde_json::to_value(&push).map_err(|e| e.to_string())?;
    if let Some(path) = undeclared(value, &typed) {
        return Err(format!(
            "{}: undeclared member {path}",
            push.event.event_type()
        ));
    }
    Ok(push.event.event_type().to_owned())
}

fn expect_error(resp: &Response<Value>, code: ErrorCode) -> Result<String, String> {
    match &resp.outcome {
        Err(e) if e.code == code => Ok(format!("-> {}", e.code)),
        Err(e) => Err(format!("expected error {code}, got {}", e.code)),
        Ok(_) => Err(format!("expected error {code}, got a result")),
    }
}

fn check_result(method: &str, resp: &Response<Value>) -> Result<String, String> {
    let result = match &resp.outcome {
        Ok(r) => r,
        Err(e) => return Err(e.to_string()),
    };
    match CommandResult::from_value(method, result) {
        Some(Ok(typed)) => {
            let again = serde_json::to_value(&typed).map_err(|e| e.to_string())?;
            match undeclared(result, &again) {
                Some(path) => Err(format!("undeclared member {path}")),
                None => Ok(String::new()),
            }
        }
        Some(Err(e)) => Err(e.to_string()),
        None => Err("method not in the table".into()),
    }
}

/// Drives a daemon through every method; returns the exit code.
pub async fn check(addr: &str, token: &Secret, include_irreversible: bool) -> i32 {
    let mut report = Report::default();
    report.record("handshake.first-frame", first_frame_refused(addr).await);
    report.record("handshake.bad-token", bad_token_refused(addr, token).await);
    let mut client = match authenticated(addr, token).await {
        Ok(c) => {
            report.record("core.authenticate", Ok(String::new()));
            c
        }
        Err(e) => {
            report.record("core.authenticate", Err(e));
            return report.finish();
        }
    };
    for info in METHODS {
        let method = info.method;
        if method == "core.authenticate"
            || (!include_irreversible && IRREVERSIBLE.contains(&method))
        {
            continue;
        }
        let outcome = async {
            let command = sampled_params(method)?;
            let (resp, events) = client.call(command).await?;
            check_result(method, &resp)?;
            if method == "event.subscribe" {
                return subscription(&mut client, events).await;
            }
            for e in &events {
                check_event(e)?;
            }
            Ok(String::new())
        }
        .await;
        let broken = outcome
            .as_ref()
            .is_err_and(|e| e.contains("closed") || e.contains("timed out") || e.contains("read:"));
        report.record(method, outcome);
        if broken {
            // Resume on a new connection, as a client would.
            match authenticated(addr, token).await {
                Ok(c) => client = c,
                Err(e) => {
                    report.record("reconnect", Err(e));
                    return report.finish();
                }
            }
        }
    }
    report.record("event.replay.window", replay_window(&mut client).await);
    let unknown = async {
        client.next_id += 1;
        let line = format!(
            r#"{{"jsonrpc":"2.0","id":"x-{}","method":"no.such_method","params":{{}}}}"#,
            client.next_id
        );
        client.send(format!("{line}\n").as_bytes()).await?;
        let (resp, _) = client.response_to(&format!("x-{}", client.next_id)).await?;
        expect_error(&resp, ErrorCode::MethodNotFound)
    };
    let outcome = unknown.await;
    report.record("error.method-not-found", outcome);
    let bad = async {
        let line = br#"{"jsonrpc":"2.0","id":"bad-1","method":"goal.create","params":{"session_id":"","objective":"x"}}"#;
        client.send(&[&line[..], b"\n"].concat()).await?;
        let (resp, _) = client.response_to("bad-1").await?;
        expect_error(&resp, ErrorCode::InvalidParams)
    };
    let outcome = bad.await;
    report.record("error.invalid-params", outcome);
    let parse = async {
        client.send(b"{not json\n").await?;
        let text = client.frame().await?.ok_or("connection closed")?;
        let resp: Response<Value> =
            wire_kit::from_str("Response", &text).map_err(|e| e.to_string())?;
        expect_error(&resp, ErrorCode::ParseError)
    };
    let outcome = parse.await;
    report.record("error.parse", outcome);
    report.finish()
}

async fn first_frame_refused(addr: &str) -> Result<String, String> {
    let mut c = Client::connect(addr).await?;
    let ping = ClientRequest::new("early-1", sampled_params("core.ping")?);
    c.send(&encode_frame(&ping)).await?;
    let text = c.frame().await?.ok_or("closed without an error")?;
    let resp: Response<Value> = wire_kit::from_str("Response", &text).map_err(|e| e.to_string())?;
    let detail = expect_error(&resp, ErrorCode::AuthenticationRequired)?;
    match c.frame().await {
        Ok(None) | Err(_) => Ok(format!("{detail}, closed")),
        Ok(Some(_)) => Err("connection stayed open after the refusal".into()),
    }
}

async fn bad_token_refused(addr: &str, token: &Secret) -> Result<String, String> {
    let mut c = Client::connect(addr).await?;
    let wrong = Secret::new(format!("{}-wrong", token.expose()));
    c.send(coderook_protocol::connection::authenticate_line("auth-bad", &wrong).as_bytes())
        .await?;
    let (resp, _) = c.response_to("auth-bad").await?;
    expect_error(&resp, ErrorCode::AuthenticationFailed)
}

async fn authenticated(addr: &str, token: &Secret) -> Result<Client, String> {
    let mut c = Client::connect(addr).await?;
    c.send(coderook_protocol::connection::authenticate_line("auth-1", token).as_bytes())
        .await?;
    let (resp, _) = c.response_to("auth-1").await?;
    check_result("core.authenticate", &resp)?;
    Ok(c)
}

/// After `event.subscribe`, reads pushes until `run.finished` (or until the
/// server stays quiet for [`TIMEOUT`]: a slow 16 MiB push on a loaded machine
/// must not pass for the end of the stream).
async fn subscription(client: &mut Client, early: Vec<Value>) -> Result<String, String> {
    let mut types = Vec::new();
    for e in &early {
        types.push(check_event(e)?);
    }
    while types.last().map(String::as_str) != Some("run.finished") {
        let next = tokio::time::timeout(TIMEOUT, client.frame()).await;
        let Ok(frame) = next else { break };
        let Some(text) = frame? else {
            return Err(format!(
                "connection closed mid-stream after {} events",
                types.len()
            ));
        };
        let value: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
        types.push(check_event(&value)?);
    }
    Ok(format!("{} events: {}", types.len(), types.join(" ")))
}

/// `event.replay` keeps its window: every record after `after_seq`, at most `limit`.
async fn replay_window(client: &mut Client) -> Result<String, String> {
    let params = json!({"thread_id": LEDGER_THREAD, "after_seq": 1, "limit": 2});
    let command = Command::from_value("event.replay", &params)
        .ok_or("no event.replay")?
        .map_err(|e| e.to_string())?;
    let (resp, _) = client.call(command).await?;
    check_result("event.replay", &resp)?;
    let Ok(result) = &resp.outcome else {
        return Err("error".into());
    };
    let r: EventReplayResult =
        wire_kit::from_value("EventReplayResult", result).map_err(|e| e.to_string())?;
    if r.events.len() > 2 {
        return Err(format!("{} records for limit 2", r.events.len()));
    }
    if let Some(bad) = r.events.iter().find(|e| e.seq.get() <= 1) {
        return Err(format!(
            "record seq {} is not after after_seq 1",
            bad.seq.get()
        ));
    }
    Ok(format!(
        "{} records, latest_seq {}, has_more {}",
        r.events.len(),
        r.latest_seq,
        r.has_more
    ))
}
