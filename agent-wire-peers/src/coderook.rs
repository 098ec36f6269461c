//! The Coderook daemon and its reference client: JSON-RPC 2.0 over NDJSON
//! on loopback TCP. `serve` runs the crate's mock daemon
//! (`coderook_protocol::mock`); `check` drives a daemon through every method.

use crate::common::Report;
use coderook_protocol::client::Received;
use coderook_protocol::codec::{FrameDecoder, FrameError, encode_frame};
use coderook_protocol::mock::{self, sample_command};
use coderook_protocol::{
    ClientRequest, Command, CommandResult, ErrorCode, Event, EventReplayResult,
    EventSubscribeCommand, METHODS, Response, ServerMessage,
};
use serde_json::{Value, json};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt};
use tokio::net::{TcpListener, TcpStream};
use wire_kit::Secret;
use wire_kit::strict::undeclared;

pub use coderook_protocol::mock::default_script;

/// The thread whose runtime-event ledger `event.replay` serves.
pub const LEDGER_THREAD: &str = coderook_protocol::mock::DEFAULT_THREAD;

/// Reads a `--script` file: one event object per line, each decoded by the crate.
pub fn read_script(text: &str) -> Result<Vec<Event>, String> {
    let mut events = Vec::new();
    let mut frames = FrameDecoder::new();
    frames.push(text.as_bytes());
    frames.push(b"\n");
    for frame in frames {
        let frame = frame.map_err(|e| e.to_string())?;
        let event = coderook_protocol::decode::<Event>(frame.text.as_bytes())
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

/// The persistent ledger in `dir` (created when missing): a daemon killed
/// at any moment and started again on it goes on numbering its thread where
/// the ledger ends (the events in it count toward `--events N`), and its
/// followers resume without a loss or a repeat.
pub fn store(dir: &str) -> Result<std::sync::Arc<dyn wire_kit::net::log::EventLog>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("--store {dir}: {e}"))?;
    let path = std::path::Path::new(dir).join("coderook-ledger.redb");
    let log = wire_kit::net::store::FileLog::open(&path, 1_000_000)
        .map_err(|e| format!("--store {}: {e}", path.display()))?;
    Ok(std::sync::Arc::new(log))
}

/// Serves the crate's mock daemon on `listener` until the process ends.
pub async fn serve(listener: TcpListener, options: mock::Options) -> Result<(), String> {
    let _server = mock::Server::serve(listener, options).map_err(|e| e.to_string())?;
    std::future::pending::<()>().await;
    Ok(())
}

/// Params for `method`, sampled from its params type.
fn sampled_params(method: &str) -> Result<Command, String> {
    sample_command(method).ok_or_else(|| format!("{method}: no sample params"))
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
            match coderook_protocol::decode::<ServerMessage>(text.as_bytes())
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
        coderook_protocol::decode::<ServerMessage>(text.as_bytes()).map_err(|e| e.to_string())?
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
        // A daemon need not serve every method: `-32601` is the contract's
        // answer for one it does not (never for the handshake).
        Err(e)
            if e.code == coderook_protocol::ErrorCode::MethodNotFound
                && method != "core.authenticate" =>
        {
            return Ok(format!("-> error {e}"));
        }
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
        // A stream that need not end is left on its connection: the checks
        // that follow read their answers on a fresh one.
        if broken || method == "event.subscribe" {
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
    report.record("client.resume", resumed(addr, token).await);
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

/// The most pushes judged after `event.subscribe`: an event stream need not
/// end, so the check stops after this many.
const SUBSCRIPTION_EVENTS: usize = 200;

/// After `event.subscribe`, reads pushes until `run.finished`, until
/// [`SUBSCRIPTION_EVENTS`] were judged, or until the server stays quiet for
/// [`TIMEOUT`] (a slow 16 MiB push on a loaded machine must not pass for the
/// end of the stream).
async fn subscription(client: &mut Client, early: Vec<Value>) -> Result<String, String> {
    let mut types = Vec::new();
    for e in &early {
        types.push(check_event(e)?);
    }
    while types.last().map(String::as_str) != Some("run.finished")
        && types.len() < SUBSCRIPTION_EVENTS
    {
        // Quiet for TIMEOUT (the read's own limit): the stream has paused,
        // which an event stream may do at any point.
        let frame = match client.frame().await {
            Err(e) if e.starts_with("timed out") => break,
            frame => frame,
        };
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

/// The crate's client, strict, resumes the first thread `thread.list` names
/// from two ledger events before its latest: those two, once, in order.
async fn resumed(addr: &str, token: &Secret) -> Result<String, String> {
    use coderook_protocol::client::{Client, Options};
    use coderook_protocol::{EventReplayCommand, ThreadListCommand, method};
    use futures_util::StreamExt;
    let addr = resolve(addr).await?;
    let options = Options::new(addr, token.clone()).strict(true);
    let client = Client::connect(options).await.map_err(|e| e.to_string())?;
    let threads = client
        .call::<method::ThreadList>(ThreadListCommand::new())
        .await
        .map_err(|e| format!("thread.list: {e}"))?
        .threads;
    let Some(thread) = threads.first() else {
        return Ok("no thread to resume on".into());
    };
    let replay = EventReplayCommand::new(thread.id.clone()).with_limit(1.try_into().unwrap());
    let latest = client
        .call::<method::EventReplay>(replay)
        .await
        .map_err(|e| format!("event.replay: {e}"))?
        .latest_seq;
    if latest < 1 {
        return Ok(format!(
            "thread {} has no ledger events",
            thread.id.as_str()
        ));
    }
    let after = (latest - 2).max(0);
    let subscribe = EventSubscribeCommand::new(vec![])
        .with_thread_id(thread.id.clone())
        .with_after_seq(after.try_into().map_err(|e| format!("{e}"))?);
    let mut events = client.events(subscribe);
    let mut places = Vec::new();
    while places.last().is_none_or(|&p| p < latest) {
        match tokio::time::timeout(TIMEOUT, events.next()).await {
            Err(_) => return Err(format!("timed out after {places:?}")),
            Ok(None) => return Err(format!("the stream ended after {places:?}")),
            Ok(Some(Ok(Received::Known(e)))) => places.extend(e.ledger_seq()),
            Ok(Some(Ok(Received::Unknown(u)))) => {
                return Err(format!("unknown event type {:?}", u.kind));
            }
            Ok(Some(Err(e))) => return Err(e.to_string()),
        }
    }
    if places != (after + 1..=latest).collect::<Vec<_>>() {
        return Err(format!("after_seq {after}: ledger places {places:?}"));
    }
    Ok(format!("after_seq {after}: ledger places {places:?}"))
}

async fn resolve(addr: &str) -> Result<std::net::SocketAddr, String> {
    tokio::net::lookup_host(addr)
        .await
        .map_err(|e| format!("{addr}: {e}"))?
        .next()
        .ok_or_else(|| format!("{addr}: no address"))
}

// ---- follow --------------------------------------------------------------

/// Follows the events of `thread` (by default the first thread `thread.list`
/// names) with the library client; prints `<seq> <type>` per ledger event
/// and `- <type>` per live-only one, and stops after `until` ledger events.
/// Returns the exit code.
pub async fn follow(
    addr: &str,
    token: Secret,
    thread: Option<String>,
    until: Option<usize>,
) -> i32 {
    use coderook_protocol::client;
    use futures_util::StreamExt;
    let connected = async {
        let addr = resolve(addr).await?;
        let client = client::connect(addr, token)
            .await
            .map_err(|e| e.to_string())?;
        let thread = match thread {
            Some(t) => t,
            None => client
                .call::<coderook_protocol::method::ThreadList>(
                    coderook_protocol::ThreadListCommand::new(),
                )
                .await
                .map_err(|e| format!("thread.list: {e}"))?
                .threads
                .first()
                .map(|t| t.id.as_str().to_owned())
                .ok_or("thread.list names no thread")?,
        };
        let thread = thread.try_into().map_err(|e| format!("--thread: {e}"))?;
        Ok::<_, String>(client.events(EventSubscribeCommand::new(vec![]).with_thread_id(thread)))
    };
    let mut events = match connected.await {
        Ok(events) => events,
        Err(e) => {
            eprintln!("agent-wire-peer: {e}");
            return 2;
        }
    };
    let mut sequenced = 0usize;
    let mut code = 0;
    while until.is_none_or(|n| sequenced < n) {
        let Some(item) = events.next().await else {
            code = 1;
            break;
        };
        let (seq, kind) = match &item {
            Ok(Received::Known(e)) => (e.ledger_seq(), e.event_type().to_owned()),
            Ok(Received::Unknown(u)) => (u.position, u.kind.clone()),
            Err(e) => {
                eprintln!("agent-wire-peer: {e}");
                continue;
            }
        };
        match seq {
            Some(seq) => {
                sequenced += 1;
                println!("{seq} {kind}");
            }
            None => println!("- {kind}"),
        }
    }
    println!(
        "followed {sequenced} events over {} connections",
        events.connections()
    );
    code
}
