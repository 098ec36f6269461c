//! The client against the in-process mock server: every fault, re-attach
//! with exactly-once delivery, a newer server, a lost tool answer, a chaos
//! proxy, a slow consumer.

use futures_util::StreamExt;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use wire_kit::net::chaos::{Cuts, Proxy};
use wire_kit::net::{Backoff, Faults};
use workerdeck_protocol::client::{Answer, Client, Error, Options, Received, Session};
use workerdeck_protocol::mock::{self, Server};
use workerdeck_protocol::{
    CreateSessionRequest, PermissionBehavior, PermissionDecisionCommand, ServerFrame,
    SessionCommand, SessionEventBody, TextOutput, ToolCallResultCommand, ToolExecutionOutput,
    UserMessageCommand,
};

const LIMIT: Duration = Duration::from_secs(60);
/// What a test that moves a lot of frames may take before it is called
/// hung: far beyond any run, loaded or not (no bound is asserted with it).
const HANG: Duration = Duration::from_secs(600);

async fn start(options: mock::Options) -> Server {
    Server::start(options).await.expect("the mock starts")
}

async fn client(server: &Server) -> Client {
    let options = Options::new(server.url()).backoff(Backoff::new(
        Duration::from_millis(5),
        Duration::from_millis(100),
    ));
    Client::connect(options).await.expect("a client")
}

/// One delivered event: its `seq` and type, known or not.
#[derive(Debug, Clone, PartialEq)]
struct Seen {
    seq: i64,
    kind: String,
    known: bool,
}

/// Reads items until `n` events arrived; errors are collected too.
async fn events(session: &mut Session, n: usize) -> (Vec<Seen>, Vec<Error>) {
    events_within(session, n, LIMIT).await
}

/// [`events`], failing after `limit`.
async fn events_within(
    session: &mut Session,
    n: usize,
    limit: Duration,
) -> (Vec<Seen>, Vec<Error>) {
    let mut seen = Vec::new();
    let mut errors = Vec::new();
    let run = async {
        while seen.len() < n {
            match session.next().await.expect("the stream goes on") {
                Ok(Received::Known(ServerFrame::Event(e))) => seen.push(Seen {
                    seq: e.event.seq,
                    kind: e.event.kind().to_owned(),
                    known: true,
                }),
                Ok(Received::Unknown(u)) => seen.push(Seen {
                    seq: u.position.expect("an unknown event keeps its seq"),
                    kind: u.kind,
                    known: false,
                }),
                Ok(Received::Known(_)) => continue,
                Err(e) => {
                    errors.push(e);
                    continue;
                }
            }
            // The position is the last event handed out, never one still queued.
            assert_eq!(session.position(), seen.last().map_or(0, |s| s.seq));
        }
    };
    tokio::time::timeout(limit, run)
        .await
        .unwrap_or_else(|_| panic!("{n} events within {limit:?}"));
    (seen, errors)
}

/// Every error is a drop the stream re-attached after, one per re-attach.
fn assert_one_disconnect_per_reattach(errors: &[Error], session: &Session) {
    assert!(
        errors.iter().all(|e| matches!(e, Error::Disconnected(_))),
        "{errors:?}"
    );
    assert_eq!(errors.len(), session.reconnects(), "{errors:?}");
}

fn assert_exactly_once(seen: &[Seen], n: usize) {
    let seqs: Vec<i64> = seen.iter().map(|s| s.seq).collect();
    let expected: Vec<i64> = (1..=n as i64).collect();
    assert_eq!(seqs, expected, "every seq once, in order");
}

fn scripted(n: usize, faults: Faults) -> mock::Options {
    mock::Options::default()
        .with_events(n)
        .with_event_interval(Duration::from_millis(1))
        .with_faults(faults)
}

#[tokio::test]
async fn drops_are_resumed_exactly_once_in_order() {
    let server = start(scripted(40, Faults::none().with_drop_after(7))).await;
    let mut session = client(&server).await.attach("session-1").await.unwrap();
    let (seen, errors) = events(&mut session, 40).await;
    assert_exactly_once(&seen, 40);
    assert!(session.reconnects() >= 1);
    assert_eq!(session.connections(), session.reconnects() + 1);
    assert_eq!(session.position(), 40);
    assert_one_disconnect_per_reattach(&errors, &session);
}

#[tokio::test]
async fn a_mock_started_again_on_its_log_goes_on_where_the_log_ends() {
    use wire_kit::net::log::{EventLog, MemoryLog};
    let log: Arc<dyn EventLog> = Arc::new(MemoryLog::default());
    let first = start(scripted(5, Faults::none()).with_log(log.clone())).await;
    let client1 = client(&first).await;
    let request = CreateSessionRequest::new("/tmp/x");
    let made = client1.create_session(&request).await.unwrap();
    assert_eq!(made.session.id, "session-2");
    let mut session = client1.attach("session-1").await.unwrap();
    let (seen, _) = events(&mut session, 5).await;
    assert_exactly_once(&seen, 5);
    drop(session);
    first.shutdown().await;

    // The events in the log count toward `events`: 3 more, seq 6..=8.
    let second = start(scripted(8, Faults::none()).with_log(log)).await;
    let client2 = client(&second).await;
    let request = CreateSessionRequest::new("/tmp/y");
    let made = client2.create_session(&request).await.unwrap();
    assert_eq!(made.session.id, "session-3", "a new id");
    let mut session = client2.attach("session-1").await.unwrap();
    let (seen, errors) = events(&mut session, 8).await;
    assert!(errors.is_empty(), "{errors:?}");
    assert_exactly_once(&seen, 8);
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert_eq!(second.last_seq("session-1"), Some(8));
}

#[tokio::test]
async fn split_writes_and_slow_frames() {
    let faults = Faults::none()
        .with_split_writes(5)
        .with_slow(Duration::from_millis(1));
    let server = start(scripted(20, faults)).await;
    let mut session = client(&server).await.attach("session-1").await.unwrap();
    let (seen, errors) = events(&mut session, 20).await;
    assert!(errors.is_empty(), "{errors:?}");
    assert_exactly_once(&seen, 20);
    assert_eq!(session.reconnects(), 0);
}

#[tokio::test]
async fn an_oversize_frame_is_an_error_and_costs_a_reconnect_not_an_event() {
    let server = start(scripted(10, Faults::none().with_oversize_frame())).await;
    let options = Options::new(server.url())
        .max_frame_len(1024 * 1024)
        .backoff(Backoff::new(
            Duration::from_millis(5),
            Duration::from_millis(50),
        ));
    let client = Client::connect(options).await.unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut session = client.attach("session-1").await.unwrap();
    let (seen, errors) = events(&mut session, 10).await;
    assert_exactly_once(&seen, 10);
    assert!(session.reconnects() >= 1);
    // The fault follows the first event of every connection: one error per
    // re-attach, each naming the limit.
    assert!(
        errors.iter().all(|e| matches!(
            e,
            Error::TooLarge { size: Some(size), limit: 1_048_576 } if *size > 1_048_576
        )),
        "{errors:?}"
    );
    assert_eq!(errors.len(), session.reconnects(), "{errors:?}");
}

#[tokio::test]
async fn a_newer_server_is_followed_to_the_end() {
    // An event type this crate does not know (at seq 2) and undeclared
    // members in every event and `attached` frame.
    let faults = Faults::none()
        .with_unknown_event()
        .with_undeclared_member()
        .with_drop_after(3);
    let server = start(scripted(30, faults)).await;
    let mut session = client(&server).await.attach("session-1").await.unwrap();
    let (seen, errors) = events(&mut session, 30).await;
    assert_one_disconnect_per_reattach(&errors, &session);
    assert_exactly_once(&seen, 30);
    let unknown: Vec<&Seen> = seen.iter().filter(|s| !s.known).collect();
    assert_eq!(unknown.len(), 1);
    assert_eq!(
        (unknown[0].seq, unknown[0].kind.as_str()),
        (2, "x_unknown_event")
    );
    assert!(session.reconnects() >= 1);
    let info = client(&server)
        .await
        .get_session("session-1")
        .await
        .unwrap();
    assert_eq!(info.session.last_seq, 30);
}

#[tokio::test]
async fn strict_mode_reports_what_the_default_ignores() {
    let faults = Faults::none().with_unknown_event().with_undeclared_member();
    let server = start(scripted(4, faults)).await;
    let options = Options::new(server.url()).strict(true);
    let client = Client::connect(options).await.unwrap();
    tokio::time::sleep(Duration::from_millis(50)).await;
    let mut session = client.attach("session-1").await.unwrap();
    let mut errors = Vec::new();
    let run = async {
        while errors.len() < 5 {
            if let Err(e) = session.next().await.unwrap() {
                errors.push(e.to_string());
            }
        }
    };
    tokio::time::timeout(LIMIT, run).await.unwrap();
    assert!(
        errors.iter().any(|e| e.contains("xUndeclared")),
        "{errors:?}"
    );
    assert!(
        errors.iter().any(|e| e.contains("x_unknown_event")),
        "{errors:?}"
    );
}

#[tokio::test]
async fn another_protocol_version_is_reported() {
    // A server of another version, made by hand: one `attached` frame.
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let (tcp, _) = listener.accept().await.unwrap();
        let mut ws = tokio_tungstenite::accept_async(tcp).await.unwrap();
        let attached = r#"{"type":"attached","protocolVersion":7,"session":{"id":"s","status":"idle","cwd":"/","createdAt":1,"lastSeq":0,"pendingPermissionCount":0},"replayingFrom":0}"#;
        use futures_util::SinkExt;
        ws.send(tokio_tungstenite::tungstenite::Message::text(attached))
            .await
            .unwrap();
        tokio::time::sleep(Duration::from_secs(5)).await;
    });
    let client = workerdeck_protocol::client::connect(&format!("http://{addr}/workerdeck"))
        .await
        .unwrap();
    let mut session = client.attach("s").await.unwrap();
    let first = session.next().await.unwrap();
    assert!(
        matches!(first, Err(Error::Version { server: 7, ours: 6 })),
        "{first:?}"
    );
    let second = session.next().await.unwrap().unwrap();
    assert!(matches!(second, Received::Known(ServerFrame::Attached(_))));
    assert_eq!(session.protocol_version(), 7);
}

#[tokio::test]
async fn a_lost_tool_answer_is_sent_again_and_applied_once() {
    let server = start(mock::Options::default().with_lost_tool_answer()).await;
    let client = client(&server).await;
    let mut session = client.attach("session-1").await.unwrap();
    session
        .send(SessionCommand::UserMessage(UserMessageCommand::new("hi")))
        .await
        .unwrap();
    let mut results = 0;
    let run = async {
        loop {
            let item = match session.next().await.unwrap() {
                // The socket the answer was lost with.
                Err(Error::Disconnected(_)) => continue,
                other => other.unwrap(),
            };
            match item {
                Received::Known(ServerFrame::ToolCallRequest(call)) => {
                    let answer = ToolCallResultCommand::new(
                        call.execution_id.clone(),
                        ToolExecutionOutput::Text(TextOutput::new("2")),
                    );
                    session
                        .send(SessionCommand::ToolCallResult(answer))
                        .await
                        .unwrap();
                }
                Received::Known(ServerFrame::Event(e)) => match &e.event.body {
                    SessionEventBody::ExecutionResult(_) => results += 1,
                    SessionEventBody::PermissionRequested(p) => {
                        let answer = PermissionDecisionCommand::new(
                            p.request.id.clone(),
                            PermissionBehavior::Allow,
                        );
                        session
                            .send(SessionCommand::PermissionDecision(answer))
                            .await
                            .unwrap();
                    }
                    SessionEventBody::TurnResult(_) => return,
                    _ => {}
                },
                _ => {}
            }
        }
    };
    tokio::time::timeout(LIMIT, run)
        .await
        .expect("the turn ends");
    assert_eq!(results, 1, "one execution_result");
    assert!(session.reconnects() >= 1);
    // The lost answer and the one sent again after re-attaching.
    assert_eq!(server.tool_answers("exec-1"), 2);
    assert!(session.pending_answers().is_empty());
    let info = client.get_session("session-1").await.unwrap();
    assert_eq!(info.session.pending_permission_count, 0);
}

#[tokio::test]
async fn rest_calls_are_typed_and_errors_are_error_responses() {
    let server = start(mock::Options::default()).await;
    let client = client(&server).await;
    let created = client
        .create_session(&CreateSessionRequest::new("/tmp/x"))
        .await
        .unwrap();
    let id = created.session.id.clone();
    let list = client.list_sessions().await.unwrap();
    assert!(list.sessions.iter().any(|s| s.id == id));
    let got = client.get_session(&id).await.unwrap();
    assert_eq!(got.session.last_seq, 3);
    match client.get_session("no/such session").await {
        Err(Error::Server(Answer {
            status: 404,
            body: error,
            ..
        })) => {
            assert_eq!(error.error, "no session no/such session")
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        client.attach("nope").await,
        Err(Error::Server(Answer { status: 404, .. }))
    ));
    client.queue_stats().await.unwrap();
}

#[tokio::test]
async fn close_ends_the_stream_and_clears_pending_permissions() {
    let server = start(mock::Options::default()).await;
    let client = client(&server).await;
    let mut session = client.attach("session-1").await.unwrap();
    session
        .send(SessionCommand::UserMessage(UserMessageCommand::new("hi")))
        .await
        .unwrap();
    let run = async {
        while let Some(item) = session.next().await {
            match item.unwrap() {
                Received::Known(ServerFrame::ToolCallRequest(call)) => {
                    let answer = ToolCallResultCommand::new(
                        call.execution_id.clone(),
                        ToolExecutionOutput::Text(TextOutput::new("2")),
                    );
                    session
                        .send(SessionCommand::ToolCallResult(answer))
                        .await
                        .unwrap();
                }
                Received::Known(ServerFrame::Event(e))
                    if e.event.kind() == "permission_requested" =>
                {
                    let info = client.get_session("session-1").await.unwrap();
                    assert_eq!(info.session.pending_permission_count, 1);
                    session.send(SessionCommand::Close).await.unwrap();
                }
                _ => {}
            }
        }
    };
    tokio::time::timeout(LIMIT, run)
        .await
        .expect("the stream ends");
    let info = client.get_session("session-1").await.unwrap();
    assert_eq!(info.session.pending_permission_count, 0);
    assert_eq!(info.session.last_seq, server.last_seq("session-1").unwrap());
}

#[tokio::test]
async fn the_queue_socket_is_a_stream() {
    let server = start(mock::Options::default()).await;
    let client = client(&server).await;
    let mut queue = client.queue().await.unwrap();
    let first = queue.next().await.unwrap().unwrap();
    assert!(matches!(
        first,
        Received::Known(workerdeck_protocol::QueueServerFrame::QueueAttached(_))
    ));
    let job: workerdeck_protocol::CreateJobRequest =
        workerdeck_protocol::decode(r#"{"session":{"cwd":"/tmp","prompt":"hi"}}"#).unwrap();
    client.create_job(&job).await.unwrap();
    let next = tokio::time::timeout(LIMIT, queue.next())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    assert!(matches!(
        next,
        Received::Known(workerdeck_protocol::QueueServerFrame::JobEvent(_))
    ));
}

#[tokio::test]
async fn a_slow_consumer_holds_the_server_back() {
    // About 9 MB of event frames: more than loopback's buffers hold for a
    // reader that has read little (the sender's buffer grows to tcp_wmem's
    // largest, 4 MiB by default, and the reader's stays near its first
    // size), so the server's writer must wait for this reader.
    const N: usize = 60_000;
    let server = start(
        mock::Options::default()
            .with_events(N)
            .with_event_interval(Duration::ZERO),
    )
    .await;
    let client = client(&server).await;
    let mut session = client.attach("session-1").await.unwrap();
    let (seen, _) = events(&mut session, 10).await;
    assert_eq!(seen.len(), 10);
    // The stream is not polled now: the server's writer ends up waiting
    // for the kernel's buffers, for good. Waiting alone can be brief (a
    // young connection's small send buffer), so the condition is that it
    // waits, and has not moved, across three REST round trips to the same
    // server (its tasks and loopback's ACKs run meanwhile): then both
    // buffers are full and only this consumer can free them. However long
    // a loaded machine takes to get there; the deadline only turns a hang
    // into a failure.
    let deadline = tokio::time::Instant::now() + HANG;
    let sent = loop {
        let (waiting, sent) = (server.writers_waiting(), server.event_frames_sent());
        assert!(sent < N, "the server wrote everything: {sent}");
        assert!(
            tokio::time::Instant::now() < deadline,
            "the server's writer never settled; it sent {sent} of {N} frames"
        );
        for _ in 0..3 {
            client.get_session("session-1").await.unwrap();
        }
        let still = server.writers_waiting() > 0 && server.event_frames_sent() == sent;
        if waiting > 0 && still {
            break sent;
        }
    };
    println!("frames sent while the consumer slept: {sent} of {N}");
    assert!(sent < N, "the server wrote everything: {sent}");
    // The rest arrives once the consumer reads again.
    let (rest, _) = events_within(&mut session, N - 10, HANG).await;
    assert_eq!(rest.last().map(|s| s.seq), Some(N as i64));
}

// ---- chaos -----------------------------------------------------------------

/// Copies until EOF (false), or until `cut` bytes went through (true: it
/// stops mid-stream).
async fn pump(
    from: &mut tokio::net::tcp::OwnedReadHalf,
    to: &mut tokio::net::tcp::OwnedWriteHalf,
    cut: Option<usize>,
) -> bool {
    let mut left = cut.unwrap_or(usize::MAX);
    let mut buf = vec![0u8; 4096];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return false,
            Ok(n) => n,
        };
        let n = n.min(left);
        if to.write_all(&buf[..n]).await.is_err() {
            return false;
        }
        left -= n;
        if left == 0 {
            return true;
        }
    }
}

#[tokio::test]
async fn chaos_proxy_1000_events_none_lost_none_repeated() {
    const N: usize = 1000;
    let server = start(
        mock::Options::default()
            .with_events(N)
            .with_event_interval(Duration::from_micros(500)),
    )
    .await;
    // The upgrade request and its 101 answer are each over 150 bytes: a
    // quarter of the cuts land in each, the rest in the frames.
    let cuts = Cuts::new(0x5EED_1234_ABCD_0001)
        .handshake(150, 150)
        .after(8_000);
    let chaos = Proxy::start(server.addr(), cuts).await.unwrap();
    let proxy = chaos.addr();
    let options = Options::new(format!("http://{proxy}/workerdeck"))
        .give_up_after(Some(1000))
        .backoff(Backoff::new(
            Duration::from_millis(1),
            Duration::from_millis(20),
        ));
    let client = Client::connect(options).await.unwrap();
    // The first attach may itself be cut: retry it as the stream would.
    let mut session = loop {
        match client.attach("session-1").await {
            Ok(s) => break s,
            Err(_) => tokio::time::sleep(Duration::from_millis(1)).await,
        }
    };
    let (seen, errors) = events(&mut session, N).await;
    let lost = (1..=N as i64)
        .filter(|q| !seen.iter().any(|s| s.seq == *q))
        .count();
    let repeated = seen.len() - {
        let mut s: Vec<i64> = seen.iter().map(|s| s.seq).collect();
        s.dedup();
        s.len()
    };
    let (early, late) = (chaos.counts().cut_in_handshake, chaos.counts().cut_later);
    println!(
        "chaos: {} events delivered, {lost} lost, {repeated} repeated, {} reconnects, {} errors; \
         connections cut inside the upgrade: {early}, inside frames: {late}",
        seen.len(),
        session.reconnects(),
        errors.len()
    );
    assert!(early >= 1 && late >= 1, "cuts: {early} early, {late} late");
    // Each cut is said: a drop, or an attempt whose handshake was cut.
    assert!(
        errors
            .iter()
            .all(|e| matches!(e, Error::Disconnected(_) | Error::Connect(_))),
        "{errors:?}"
    );
    assert!(errors.len() >= session.reconnects(), "{errors:?}");
    assert_exactly_once(&seen, N);
    assert_eq!((lost, repeated), (0, 0));
    assert!(session.reconnects() >= 1);
}

#[tokio::test]
async fn a_sender_works_from_another_task() {
    fn shareable<T: Clone + Send + Sync + 'static>(_: &T) {}
    let server = start(mock::Options::default()).await;
    let mut session = client(&server).await.attach("session-1").await.unwrap();
    let sender = session.sender();
    shareable(&sender);
    tokio::spawn(async move {
        let mode = workerdeck_protocol::SetModelCommand::new().with_model("m-2");
        sender.send(SessionCommand::SetModel(mode)).await.unwrap();
    })
    .await
    .unwrap();
    let (seen, _) = events(&mut session, 4).await;
    assert_eq!(seen[3].kind, "model_changed");
}

#[tokio::test]
async fn an_interrupt_cancels_the_bridged_call() {
    let server = start(mock::Options::default()).await;
    let mut session = client(&server).await.attach("session-1").await.unwrap();
    session
        .send(SessionCommand::UserMessage(UserMessageCommand::new("hi")))
        .await
        .unwrap();
    let run = async {
        loop {
            match session.next().await.unwrap().unwrap() {
                Received::Known(ServerFrame::ToolCallRequest(_)) => {
                    session.send(SessionCommand::Interrupt).await.unwrap();
                }
                Received::Known(ServerFrame::ToolCallCanceled(c)) => return c,
                _ => {}
            }
        }
    };
    let canceled = tokio::time::timeout(LIMIT, run).await.unwrap();
    assert_eq!(canceled.execution_id, "exec-1");
}

/// A proxy whose first connection goes silent after `bytes` bytes from the
/// server, without closing (a half-open connection); later ones pass all.
async fn blackhole_proxy(upstream: std::net::SocketAddr, bytes: usize) -> std::net::SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let mut first = true;
        loop {
            let Ok((client, _)) = listener.accept().await else {
                return;
            };
            let Ok(server) = TcpStream::connect(upstream).await else {
                continue;
            };
            let cut = std::mem::take(&mut first).then_some(bytes);
            tokio::spawn(async move {
                let (mut cr, mut cw) = client.into_split();
                let (mut sr, mut sw) = server.into_split();
                let a = pump(&mut cr, &mut sw, None);
                let b = async {
                    if pump(&mut sr, &mut cw, cut).await {
                        // Silent from here on, the sockets kept open.
                        std::future::pending::<()>().await;
                    }
                };
                tokio::select! { _ = a => {}, _ = b => {} }
            });
        }
    });
    addr
}

#[tokio::test]
async fn a_silent_connection_is_noticed_with_an_idle_timeout() {
    let server = start(scripted(30, Faults::none())).await;
    let proxy = blackhole_proxy(server.addr(), 1000).await;
    let options = Options::new(format!("http://{proxy}/workerdeck"))
        .idle_timeout(Duration::from_millis(300))
        .backoff(Backoff::new(
            Duration::from_millis(5),
            Duration::from_millis(50),
        ));
    let client = Client::connect(options).await.unwrap();
    let mut session = client.attach("session-1").await.unwrap();
    let (seen, errors) = events(&mut session, 30).await;
    assert_exactly_once(&seen, 30);
    assert!(session.reconnects() >= 1);
    assert_one_disconnect_per_reattach(&errors, &session);
    assert!(
        errors
            .iter()
            .any(|e| e.to_string().contains("no frame for")),
        "{errors:?}"
    );
}

/// A proxy whose first `drops` connections read a request and close without
/// answering; later ones reach `upstream`. Returns its address and the
/// number of connections it accepted.
async fn dropping_proxy(
    upstream: std::net::SocketAddr,
    drops: usize,
) -> (std::net::SocketAddr, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let accepted = Arc::new(AtomicUsize::new(0));
    let count = accepted.clone();
    tokio::spawn(async move {
        while let Ok((mut client, _)) = listener.accept().await {
            let n = count.fetch_add(1, Ordering::SeqCst);
            tokio::spawn(async move {
                if n < drops {
                    let mut buf = [0u8; 1024];
                    let _ = client.read(&mut buf).await;
                    return;
                }
                let mut server = TcpStream::connect(upstream).await.unwrap();
                let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
            });
        }
    });
    (addr, accepted)
}

#[tokio::test]
async fn a_get_cut_before_its_reply_is_sent_again_and_a_post_is_not() {
    let server = start(mock::Options::default()).await;

    let (proxy, accepted) = dropping_proxy(server.addr(), 1).await;
    let client = workerdeck_protocol::client::connect(&format!("http://{proxy}/workerdeck"))
        .await
        .unwrap();
    let listed = client.list_sessions().await;
    assert!(listed.is_ok(), "{listed:?}");
    assert_eq!(accepted.load(Ordering::SeqCst), 2, "one retry");

    let (proxy, accepted) = dropping_proxy(server.addr(), 2).await;
    let client = workerdeck_protocol::client::connect(&format!("http://{proxy}/workerdeck"))
        .await
        .unwrap();
    let listed = client.list_sessions().await;
    assert!(
        matches!(
            listed,
            Err(Error::ConnectionLost {
                may_have_run: false
            })
        ),
        "{listed:?}"
    );
    assert_eq!(accepted.load(Ordering::SeqCst), 2, "a GET is repeated once");

    let (proxy, accepted) = dropping_proxy(server.addr(), 1).await;
    let client = workerdeck_protocol::client::connect(&format!("http://{proxy}/workerdeck"))
        .await
        .unwrap();
    let created = client
        .create_session(&CreateSessionRequest::new("/tmp/x"))
        .await;
    assert!(
        matches!(created, Err(Error::ConnectionLost { may_have_run: true })),
        "{created:?}"
    );
    assert_eq!(
        accepted.load(Ordering::SeqCst),
        1,
        "a POST is never repeated"
    );
}

#[tokio::test]
async fn a_server_off_loopback_is_refused_unless_allowed() {
    let remote = "http://192.0.2.1:9/workerdeck";
    assert!(matches!(
        Client::connect(Options::new(remote)).await,
        Err(Error::NotLoopback(_))
    ));
    assert!(
        Client::connect(Options::new(remote).allow_remote(true))
            .await
            .is_ok()
    );
}
