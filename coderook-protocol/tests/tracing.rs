//! The server's `tracing` spans and events (feature `tracing`): a
//! `connection` span per accepted connection, a `call` span inside it per
//! call with its method, id, outcome and duration, `WARN` events for what
//! it refuses or closes, and never the token in any of them.

use coderook_protocol::client::{Client, Error, Options};
use coderook_protocol::jsonrpc::ErrorCode;
use coderook_protocol::server::{self, Limits, Policy, Router, Server};
use coderook_protocol::{
    EventSubscribeCommand, LlmTokenEvent, PingCommand, PongResult, Secret, StepStartedEvent,
    ThreadListCommand, method,
};
use futures_util::StreamExt;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const TOKEN: &str = "server-t0ken";
const WRONG: &str = "guessed-t0ken";
const THREAD: &str = "thread-1";

use wire_kit::net::trace::Capture;

fn router() -> Router {
    Router::new().route(method::Ping, |_cx, _params| async {
        Ok(PongResult::new(
            "test-daemon/1.0",
            0,
            "2026-01-01T00:00:00Z",
            "/work",
            0.try_into().unwrap(),
        ))
    })
}

fn options() -> server::Options {
    server::Options::new(Secret::new(TOKEN))
}

/// Sends `lines` on a new connection and reads until the server closes it.
async fn exchange(server: &Server, lines: &str) -> String {
    let mut raw = TcpStream::connect(server.addr()).await.unwrap();
    raw.write_all(lines.as_bytes()).await.unwrap();
    let mut reply = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), raw.read_to_end(&mut reply))
        .await
        .expect("the server closes the connection")
        .unwrap();
    String::from_utf8_lossy(&reply).into_owned()
}

fn authenticate(token: &str) -> String {
    format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"core.authenticate\",\"params\":{{\"token\":\"{token}\"}}}}\n"
    )
}

#[tokio::test]
async fn each_call_has_a_span_in_its_connection_span() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let server = Server::start(options(), router()).await.unwrap();
    let client = Client::connect(Options::new(server.addr(), Secret::new(TOKEN)))
        .await
        .unwrap();
    client
        .call::<method::Ping>(PingCommand::new("tests/0"))
        .await
        .unwrap();
    match client
        .call::<method::ThreadList>(ThreadListCommand::new())
        .await
    {
        Err(Error::Server(e)) => assert_eq!(e.code, ErrorCode::MethodNotFound),
        other => panic!("{other:?}"),
    }
    let mut events = client
        .events(EventSubscribeCommand::new(vec![]).with_thread_id(THREAD.try_into().unwrap()));
    let ts = "2026-01-01T00:00:00Z";
    server
        .events()
        .emit(THREAD, StepStartedEvent::new("run-1", 1, ts))
        .await
        .unwrap();
    tokio::time::timeout(Duration::from_secs(10), events.next())
        .await
        .expect("the event arrives")
        .expect("the stream goes on")
        .expect("a valid event");

    let connections = capture.spans("connection");
    assert!(!connections.is_empty());
    for (i, c) in connections.iter().enumerate() {
        assert!(c.get("peer").unwrap().starts_with("127.0.0.1:"), "{c:?}");
        assert_eq!(c.get("number"), Some((i + 1).to_string().as_str()), "{c:?}");
    }
    let calls = capture.spans("call");
    for (method, outcome) in [
        ("core.ping", "ok"),
        ("thread.list", "-32601"),
        ("event.subscribe", "ok"),
    ] {
        let call = calls
            .iter()
            .find(|c| c.get("method") == Some(method))
            .unwrap_or_else(|| panic!("no call span for {method}: {calls:?}"));
        assert_eq!(call.get("outcome"), Some(outcome), "{call:?}");
        assert!(call.get("id").is_some_and(|id| !id.is_empty()), "{call:?}");
        let parent = call.parent.expect("a call span has a parent");
        assert_eq!(capture.name_of(parent), Some("connection"), "{call:?}");
        if method != "event.subscribe" {
            // A subscription's span lasts as long as it does.
            let ms: f64 = call.get("duration_ms").unwrap().parse().unwrap();
            assert!((0.0..10_000.0).contains(&ms), "{call:?}");
        }
    }
    assert!(
        !calls
            .iter()
            .any(|c| c.get("method") == Some("core.authenticate")),
        "the handshake is no call: {calls:?}"
    );
    assert!(!capture.text().contains(TOKEN), "{}", capture.text());
    server.shutdown().await;
}

#[tokio::test]
async fn refusals_are_warnings_that_never_hold_the_token() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let limits = Limits::default().frame(1024);
    let server = Server::start(options().limits(limits), router())
        .await
        .unwrap();
    let wrong = exchange(&server, &authenticate(WRONG)).await;
    assert!(wrong.contains("-32002"), "{wrong}");
    let first = exchange(
        &server,
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n",
    )
    .await;
    assert!(first.contains("-32001"), "{first}");
    let long = format!("{}{}\n", authenticate(TOKEN), "x".repeat(2000));
    let mut raw = TcpStream::connect(server.addr()).await.unwrap();
    raw.write_all(long.as_bytes()).await.unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while seen.iter().filter(|b| **b == b'\n').count() < 2 {
        let n = raw.read(&mut buf).await.unwrap();
        assert!(n > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buf[..n]);
    }
    assert!(String::from_utf8_lossy(&seen).contains("-32600"));

    let warnings: Vec<_> = capture
        .events()
        .into_iter()
        .filter(|e| e.level == tracing::Level::WARN)
        .collect();
    let find = |text: &str| {
        warnings
            .iter()
            .find(|e| e.get("message").is_some_and(|m| m.contains(text)))
            .unwrap_or_else(|| panic!("no warning with {text:?}: {warnings:?}"))
    };
    assert_eq!(find("authentication failed").get("code"), Some("-32002"));
    assert_eq!(find("not core.authenticate").get("code"), Some("-32001"));
    assert_eq!(find("frame refused").get("limit"), Some("1024"));
    for text in ["authentication failed", "frame refused"] {
        let parent = find(text)
            .parent
            .expect("a refusal happens in its connection");
        assert_eq!(capture.name_of(parent), Some("connection"));
    }
    let all = capture.text();
    assert!(!all.contains(WRONG) && !all.contains(TOKEN), "{all}");
    server.shutdown().await;
}

#[tokio::test]
async fn a_subscription_closed_for_lagging_is_a_warning() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let policy = Policy::default()
        .queue(4)
        .deadline(Duration::from_millis(20));
    let server = Server::start(options().policy(policy), router())
        .await
        .unwrap();
    // A small receive buffer, so that what the server sends piles up in
    // its queues rather than in this socket.
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let mut raw = socket.connect(server.addr()).await.unwrap();
    let subscribe = format!(
        "{}{{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"event.subscribe\",\"params\":{{\"thread_id\":\"{THREAD}\",\"topics\":[]}}}}\n",
        authenticate(TOKEN)
    );
    raw.write_all(subscribe.as_bytes()).await.unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while seen.iter().filter(|b| **b == b'\n').count() < 2 {
        let n = raw.read(&mut buf).await.unwrap();
        assert!(n > 0);
        seen.extend_from_slice(&buf[..n]);
    }
    // Not read from here on: 32 MiB, twice what the connection's queue
    // (1,024 frames) holds, and more than the socket's buffers, so the
    // policy closes the subscription.
    let text = "t".repeat(16 * 1024);
    for _ in 0..2_000 {
        server
            .events()
            .emit(
                THREAD,
                LlmTokenEvent::new("run-1", text.as_str(), "2026-01-01T00:00:00Z"),
            )
            .await
            .unwrap();
    }
    let mut rest = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), raw.read_to_end(&mut rest))
        .await
        .expect("the server closes the connection")
        .unwrap();
    let lagged = capture
        .events()
        .into_iter()
        .find(|e| e.get("message").is_some_and(|m| m.contains("fell behind")))
        .unwrap_or_else(|| panic!("no warning: {}", capture.text()));
    assert_eq!(lagged.level, tracing::Level::WARN);
    let parent = lagged.parent.expect("in the subscription's span");
    assert_eq!(capture.name_of(parent), Some("call"));
    server.shutdown().await;
}
