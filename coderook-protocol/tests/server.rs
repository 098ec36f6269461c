//! The library server with real handlers, followed by the library client:
//! typed calls, the event log's replay and live handoff through a cutting
//! proxy and across a restart on a persistent log, the slow-subscriber
//! policy, the handshake bound and a graceful shutdown.

use coderook_protocol::client::{Backoff, Client, Error, Options, Received};
use coderook_protocol::jsonrpc::ErrorCode;
use coderook_protocol::server::{self, Limits, Policy, Router, Server};
use coderook_protocol::{
    EventSubscribeCommand, LlmTokenEvent, PongResult, Secret, StepStartedEvent, method,
};
use futures_util::StreamExt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use wire_kit::net::chaos::{Cuts, Proxy};
use wire_kit::net::log::EventLog;
use wire_kit::net::store::FileLog;

const TOKEN: &str = "server-t0ken";
const THREAD: &str = "thread-1";

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

fn client_options(addr: SocketAddr) -> Options {
    Options::new(addr, Secret::new(TOKEN)).backoff(Backoff::new(
        Duration::from_millis(1),
        Duration::from_millis(20),
    ))
}

fn subscribe() -> EventSubscribeCommand {
    EventSubscribeCommand::new(vec![]).with_thread_id(THREAD.try_into().unwrap())
}

/// Emits `n` ledgered events (and a live-only one after each) from `start`.
async fn emit(server: &server::Events, start: i64, n: i64, every: Duration) {
    for i in start..start + n {
        let ts = "2026-01-01T00:00:00Z";
        server
            .emit(THREAD, StepStartedEvent::new("run-1", i, ts))
            .await
            .unwrap();
        server
            .emit(THREAD, LlmTokenEvent::new("run-1", "x", ts))
            .await
            .unwrap();
        if !every.is_zero() {
            tokio::time::sleep(every).await;
        }
    }
}

/// Follows until `n` ledger events arrived; returns their places in order.
async fn follow(events: &mut coderook_protocol::client::Events, n: usize) -> Vec<i64> {
    let mut places = Vec::new();
    while places.len() < n {
        match events.next().await.expect("the stream goes on") {
            Ok(Received::Known(e)) => places.extend(e.ledger_seq()),
            Ok(Received::Unknown(u)) => panic!("unknown event {}", u.kind),
            // A cut is reported and followed by a resume.
            Err(_) => {}
        }
    }
    places
}

#[tokio::test]
async fn calls_are_typed_and_an_unrouted_method_is_method_not_found() {
    let server = Server::start(options(), router()).await.unwrap();
    let client = Client::connect(client_options(server.addr()))
        .await
        .unwrap();
    let pong = client
        .call::<method::Ping>(coderook_protocol::PingCommand::new("tests/0"))
        .await
        .unwrap();
    assert_eq!(pong.server_version, "test-daemon/1.0");
    match client
        .call::<method::ThreadList>(coderook_protocol::ThreadListCommand::new())
        .await
    {
        Err(Error::Server(e)) => assert_eq!(e.code, ErrorCode::MethodNotFound),
        other => panic!("{other:?}"),
    }
    server.shutdown().await;
}

#[tokio::test]
async fn chaos_proxy_1000_events_none_lost_none_repeated() {
    const N: i64 = 1000;
    let server = Server::start(options(), router()).await.unwrap();
    // `core.authenticate` with this token is over 90 bytes, its answer over 60.
    let cuts = Cuts::new(0x5EED_5E4E_0000_0001)
        .handshake(90, 60)
        .after(6_000);
    let chaos = Proxy::start(server.addr(), cuts).await.unwrap();
    let proxy = chaos.addr();
    let feed = emit(server.events(), 1, N, Duration::from_millis(1));
    // The call connection may itself be cut in its handshake: retry it.
    let client = loop {
        match Client::connect(client_options(proxy)).await {
            Ok(c) => break c,
            // Only a failure to connect is worth retrying.
            Err(e) => assert!(matches!(e, Error::Connect(_) | Error::Timeout), "{e}"),
        }
    };
    let mut events = client.events(subscribe());
    let (places, ()) = tokio::join!(follow(&mut events, N as usize), feed);
    assert_eq!(
        places,
        (1..=N).collect::<Vec<_>>(),
        "lost, repeated or out of order"
    );
    let cut = chaos.counts().cut();
    assert!(cut >= 10, "the proxy cut only {cut} connections");
    assert!(events.reconnects() >= 10);
    server.shutdown().await;
}

#[tokio::test]
async fn a_restarted_server_on_its_file_log_goes_on_and_the_client_resumes() {
    let path = std::env::temp_dir().join(format!("coderook-server-{}.redb", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let open = || Arc::new(FileLog::open(&path, 100_000).unwrap());
    let first = Server::start(options().log(open()), router())
        .await
        .unwrap();
    let addr = first.addr();
    emit(first.events(), 1, 300, Duration::ZERO).await;
    let client = Client::connect(client_options(addr)).await.unwrap();
    let mut events = client.events(subscribe());
    let before = follow(&mut events, 300).await;
    first.shutdown().await;

    // Same file, same port: positions go on from 301, and the client's
    // resume asks for what follows its last place.
    let log = open();
    assert_eq!(log.retained(THREAD).last, 300);
    let second = Server::start(options().log(log).listen(addr), router())
        .await
        .unwrap();
    emit(second.events(), 301, 300, Duration::ZERO).await;
    let after = follow(&mut events, 300).await;
    let all: Vec<_> = before.into_iter().chain(after).collect();
    assert_eq!(all, (1..=600).collect::<Vec<_>>());
    second.shutdown().await;
    let _ = std::fs::remove_file(&path);
}

#[tokio::test]
async fn a_stalled_subscriber_is_closed_and_resumes_to_the_end() {
    const N: i64 = 20_000;
    let policy = Policy::default()
        .queue(64)
        .deadline(Duration::from_millis(50));
    let server = Server::start(options().policy(policy), router())
        .await
        .unwrap();
    let client = Client::connect(client_options(server.addr()))
        .await
        .unwrap();
    let mut events = client.events(subscribe());
    // Subscribed and caught up: the first event arrives.
    let feed = server.events().clone();
    feed.emit(
        THREAD,
        StepStartedEvent::new("run-1", 0, "2026-01-01T00:00:00Z"),
    )
    .await
    .unwrap();
    assert_eq!(follow(&mut events, 1).await, [1]);
    // The consumer stalls while the server pushes far more than the socket
    // buffers and queues hold: the publisher never waits more than the
    // deadline per event, so this ends.
    emit(&feed, 1, N, Duration::ZERO).await;
    let places = follow(&mut events, N as usize).await;
    assert_eq!(places, (2..=N + 1).collect::<Vec<_>>());
    assert!(
        events.reconnects() >= 1,
        "the policy should have closed the stalled subscriber"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn shutdown_with_an_open_stream_ends_it_cleanly_within_the_deadline() {
    let limits = Limits::default().drain(Duration::from_secs(2));
    let server = Server::start(options().limits(limits), router())
        .await
        .unwrap();
    let mut raw = TcpStream::connect(server.addr()).await.unwrap();
    let auth = format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"core.authenticate\",\"params\":{{\"token\":\"{TOKEN}\"}}}}\n\
         {{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"event.subscribe\",\"params\":{{\"thread_id\":\"{THREAD}\"}}}}\n"
    );
    raw.write_all(auth.as_bytes()).await.unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while seen.iter().filter(|b| **b == b'\n').count() < 2 {
        let n = raw.read(&mut buf).await.unwrap();
        assert!(n > 0);
        seen.extend_from_slice(&buf[..n]);
    }
    let started = std::time::Instant::now();
    assert_eq!(
        server.shutdown().await,
        0,
        "no connection had to be aborted"
    );
    assert!(started.elapsed() < Duration::from_secs(2));
    // A clean end of stream (FIN), not a reset.
    let mut rest = Vec::new();
    raw.read_to_end(&mut rest).await.expect("closed cleanly");
}

#[tokio::test]
async fn an_unauthenticated_connection_may_send_only_the_handshake_bound() {
    let limits = Limits::default().handshake(16 * 1024);
    let server = Server::start(options().limits(limits), router())
        .await
        .unwrap();
    let mut raw = TcpStream::connect(server.addr()).await.unwrap();
    let chunk = vec![b'x'; 4096];
    let mut sent = 0;
    // An unfinished line: the server closes once it has read past the bound.
    while sent < 1024 * 1024 {
        if raw.write_all(&chunk).await.is_err() {
            break;
        }
        sent += chunk.len();
    }
    let mut buf = Vec::new();
    let _ = raw.read_to_end(&mut buf).await;
    assert!(
        sent < 1024 * 1024 || buf.is_empty(),
        "the server kept reading"
    );
    server.shutdown().await;
}

/// Answers `thread.list` itself, counts the calls it sees and the
/// connections whose frames it writes.
struct Recording {
    calls: Arc<std::sync::atomic::AtomicUsize>,
    connections: Arc<std::sync::atomic::AtomicUsize>,
}

impl server::Layer for Recording {
    fn call(
        &self,
        _cx: &server::Context,
        request: &coderook_protocol::ClientRequest,
    ) -> Option<Vec<u8>> {
        self.calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        (request.method() == "thread.list").then(|| {
            coderook_protocol::codec::encode_frame(&coderook_protocol::Response::result(
                request.id.clone(),
                serde_json::json!({ "threads": [] }),
            ))
        })
    }

    fn write(
        &self,
        frames: server::Outgoing,
        socket: tokio::net::tcp::OwnedWriteHalf,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = std::io::Result<()>> + Send>> {
        self.connections
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Box::pin(frames.write_batched(socket))
    }
}

#[tokio::test]
async fn a_layer_sees_every_call_may_answer_one_and_writes_the_frames() {
    let layer = Recording {
        calls: Arc::default(),
        connections: Arc::default(),
    };
    let (calls, connections) = (layer.calls.clone(), layer.connections.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let server = Server::serve_with(listener, options(), router(), layer).unwrap();
    let client = Client::connect(client_options(server.addr()))
        .await
        .unwrap();
    // Routed by the server, written by the layer's writer.
    client
        .call::<method::Ping>(coderook_protocol::PingCommand::new("t"))
        .await
        .unwrap();
    // Not routed, yet answered: by the layer.
    let threads = client
        .call::<method::ThreadList>(coderook_protocol::ThreadListCommand::new())
        .await
        .unwrap();
    assert!(threads.threads.is_empty());
    // The handshake is the server's own, not a call.
    assert_eq!(calls.load(std::sync::atomic::Ordering::SeqCst), 2);
    assert_eq!(connections.load(std::sync::atomic::Ordering::SeqCst), 1);
    server.shutdown().await;
}

#[test]
fn the_event_table_says_which_types_are_ledgered_and_sets_their_place() {
    use coderook_protocol::{EVENT_TYPES, Event};
    let step: Event = StepStartedEvent::new("r", 1, "2026-01-01T00:00:00Z").into();
    let token: Event = LlmTokenEvent::new("r", "x", "2026-01-01T00:00:00Z").into();
    let info = |t: &str| EVENT_TYPES.iter().find(|i| i.event_type == t).unwrap();
    assert!(info("step.started").ledgered);
    assert!(!info("llm.token").ledgered);
    let (mut step, mut token) = (step, token);
    assert!(step.set_ledger_seq(7));
    assert_eq!(step.ledger_seq(), Some(7));
    assert!(!token.set_ledger_seq(7));
    assert_eq!(token.ledger_seq(), None);
    assert!(!step.set_ledger_seq(0), "a place starts at 1");
    // Every row that says ledgered can hold a place.
    assert!(EVENT_TYPES.iter().filter(|i| i.ledgered).count() > 10);
}

#[tokio::test]
async fn an_empty_token_is_refused_at_start() {
    let err = Server::start(server::Options::new(Secret::new("")), router())
        .await
        .unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
}
