//! The client against the mock, over real loopback sockets: typed calls,
//! interrupted calls, event streams resumed across connections cut between
//! frames and in the middle of one (by the mock, and by a proxy that knows
//! nothing of the protocol), a consumer that stops reading, faults, secrets.

use coderook_protocol::client::{Backoff, Client, Error, EventItem, Events, Options, Received};
use coderook_protocol::codec::DEFAULT_MAX_FRAME_LEN;
use coderook_protocol::mock::{self, Faults, Reply, default_script, sample_result};
use coderook_protocol::server::Policy;
use coderook_protocol::{
    AgentRunCommand, Command, CommandResult, ErrorCode, ErrorObject, Event, EventReplayCommand,
    EventSubscribeCommand, GoalListCommand, LlmTokenEvent, PingCommand, Secret, StepStartedEvent,
    ThreadListCommand, method,
};
use futures_util::StreamExt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

const TOKEN: &str = "s3cr3t-t0ken-value";
const WAIT: Duration = Duration::from_secs(20);

fn options() -> mock::Options {
    mock::Options::new(Secret::new(TOKEN))
}

async fn mock(options: mock::Options) -> mock::Server {
    mock::Server::start(options).await.unwrap()
}

fn config(addr: SocketAddr) -> Options {
    Options::new(addr, Secret::new(TOKEN)).backoff(Backoff::new(
        Duration::from_millis(1),
        Duration::from_millis(20),
    ))
}

fn on_thread(after_seq: i64) -> EventSubscribeCommand {
    EventSubscribeCommand::new(vec![])
        .with_thread_id("thread-1".try_into().unwrap())
        .with_after_seq(after_seq.try_into().unwrap())
}

/// The events of `subscribe` on a connection of their own.
async fn events(addr: SocketAddr, subscribe: EventSubscribeCommand) -> Events {
    Client::connect(config(addr))
        .await
        .unwrap()
        .events(subscribe)
}

async fn next(stream: &mut Events) -> EventItem {
    tokio::time::timeout(WAIT, stream.next())
        .await
        .expect("an item in time")
        .expect("the stream goes on")
}

async fn next_event(stream: &mut Events) -> Event {
    match next(stream).await {
        Ok(Received::Known(event)) => event,
        other => panic!("expected a known event, got {other:?}"),
    }
}

fn step(n: i64) -> StepStartedEvent {
    StepStartedEvent::new("run-1", n, "2026-01-01T00:00:00Z")
}

fn token(n: i64) -> LlmTokenEvent {
    LlmTokenEvent::new("run-1", n.to_string(), "2026-01-01T00:00:00Z")
}

/// What a stream delivered: the ledger places of the sequenced events and
/// the numbers of the live-only tokens, in order.
#[derive(Default, Debug)]
struct Seen {
    places: Vec<i64>,
    tokens: Vec<i64>,
}

impl Seen {
    fn record(&mut self, event: &Event) {
        match event {
            Event::StepStarted(e) => self.places.push(e.ledger_seq.unwrap().get()),
            Event::LlmToken(e) => self.tokens.push(e.token.parse().unwrap()),
            other => panic!("unexpected {}", other.event_type()),
        }
    }

    /// Every sequenced event once and in order; live-only ones never twice
    /// and never out of order.
    fn check(&self, sequenced: i64) {
        assert_eq!(self.places, (1..=sequenced).collect::<Vec<_>>());
        assert!(
            self.tokens.windows(2).all(|w| w[0] < w[1]),
            "{:?}",
            self.tokens
        );
    }
}

/// Emits `n` events on thread-1, every third one live-only, pausing now
/// and then; returns how many were sequenced.
fn emit_in_background(server: Arc<mock::Server>, n: i64) -> tokio::task::JoinHandle<i64> {
    tokio::spawn(async move {
        let mut sequenced = 0;
        for i in 0..n {
            if i % 3 == 2 {
                assert_eq!(server.emit(token(i)), None);
            } else {
                sequenced += 1;
                assert_eq!(server.emit(step(i)), Some(sequenced));
            }
            if i % 4 == 0 {
                tokio::time::sleep(Duration::from_micros(300)).await;
            }
        }
        sequenced
    })
}

// ---- calls ---------------------------------------------------------------

#[tokio::test]
async fn calls_are_typed_by_the_method_table() {
    let server = mock(options()).await;
    let client = Client::connect(config(server.addr())).await.unwrap();
    let pong = client
        .call::<method::Ping>(PingCommand::new("tests/0"))
        .await
        .unwrap();
    assert!(!pong.server_version.is_empty());
    let answer = client
        .request(Command::Ping(PingCommand::new("tests/1")))
        .await
        .unwrap();
    assert!(matches!(answer, CommandResult::Ping(_)));
    let methods: Vec<_> = server.requests().iter().map(|r| r.method()).collect();
    assert_eq!(methods, ["core.ping", "core.ping"]);
}

#[tokio::test]
async fn a_server_error_and_a_result_of_the_wrong_shape_are_told_apart() {
    let server = mock(options()).await;
    server.respond("goal.list", |_| {
        Reply::Error(ErrorObject::new(ErrorCode::SessionNotFound))
    });
    server.respond("core.ping", |_| {
        Reply::result(serde_json::json!({"uptime_ms": "soon"}))
    });
    let client = Client::connect(config(server.addr())).await.unwrap();
    match client
        .call::<method::GoalList>(GoalListCommand::new())
        .await
    {
        Err(Error::Server(e)) => assert_eq!(e.code, ErrorCode::SessionNotFound),
        other => panic!("{other:?}"),
    }
    match client.call::<method::Ping>(PingCommand::new("t")).await {
        Err(Error::Decode(e)) => assert!(e.path().starts_with("result"), "{e}"),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn an_interrupted_call_that_may_have_run_is_not_sent_again() {
    let server = mock(options()).await;
    server.respond("agent.run", |_| Reply::Hangup);
    let client = Client::connect(config(server.addr())).await.unwrap();
    match client
        .call::<method::AgentRun>(AgentRunCommand::new("do it"))
        .await
    {
        Err(Error::ConnectionLost { may_have_run }) => assert!(may_have_run),
        other => panic!("{other:?}"),
    }
    // The client reconnects for the next call.
    client
        .call::<method::Ping>(PingCommand::new("t"))
        .await
        .unwrap();
    let runs = server
        .requests()
        .iter()
        .filter(|r| r.method() == "agent.run")
        .count();
    assert_eq!(runs, 1);
    assert_eq!(server.connections(), 2);
}

#[tokio::test]
async fn an_interrupted_call_that_only_reads_is_sent_again() {
    let server = mock(options()).await;
    let calls = Arc::new(AtomicUsize::new(0));
    let seen = calls.clone();
    server.respond("goal.list", move |_| {
        if seen.fetch_add(1, Ordering::SeqCst) < 2 {
            Reply::Hangup
        } else {
            Reply::result(sample_result("goal.list").unwrap())
        }
    });
    let client = Client::connect(config(server.addr())).await.unwrap();
    client
        .call::<method::GoalList>(GoalListCommand::new())
        .await
        .unwrap();
    assert_eq!(calls.load(Ordering::SeqCst), 3);
    assert_eq!(server.connections(), 3);
}

#[tokio::test]
async fn a_call_that_timed_out_unsent_is_never_sent() {
    let server = mock(options()).await;
    let addr = server.addr();
    let client = Client::connect(config(addr).call_timeout(Some(Duration::from_millis(300))))
        .await
        .unwrap();
    server.shutdown().await;
    // The client sees its connection close before the call is made.
    tokio::time::sleep(Duration::from_millis(200)).await;
    match client
        .call::<method::AgentRun>(AgentRunCommand::new("do it"))
        .await
    {
        Err(Error::Timeout) => {}
        other => panic!("{other:?}"),
    }
    // The daemon comes back on the same address.
    let listener = TcpListener::bind(addr).await.unwrap();
    let server = mock::Server::serve(listener, options()).unwrap();
    client
        .call::<method::Ping>(PingCommand::new("t"))
        .await
        .unwrap();
    let methods: Vec<_> = server.requests().iter().map(|r| r.method()).collect();
    assert_eq!(methods, ["core.ping"]);
}

#[tokio::test]
async fn a_token_refused_on_reconnection_stops_the_client() {
    let server = mock(options()).await;
    let addr = server.addr();
    let client = Client::connect(config(addr)).await.unwrap();
    server.shutdown().await;
    let listener = TcpListener::bind(addr).await.unwrap();
    let _other = mock::Server::serve(listener, mock::Options::new(Secret::new("another"))).unwrap();
    for _ in 0..2 {
        match client.call::<method::Ping>(PingCommand::new("t")).await {
            Err(Error::Unauthorized(e)) => {
                assert_eq!(e.code, ErrorCode::AuthenticationFailed)
            }
            other => panic!("{other:?}"),
        }
    }
}

#[tokio::test]
async fn a_wrong_token_fails_the_connection_and_is_never_shown() {
    let server = mock(mock::Options::new(Secret::new("the-right-one"))).await;
    let cfg = config(server.addr());
    assert!(!format!("{cfg:?}").contains(TOKEN));
    let err = Client::connect(cfg.clone()).await.unwrap_err();
    assert!(matches!(err, Error::Unauthorized(_)), "{err:?}");
    let shown = format!("{err} {err:?}");
    assert!(!shown.contains(TOKEN), "{shown}");
    // An event stream made by a client that connected before the token
    // changed gets the refusal as its one item.
    let server = mock(options()).await;
    let client = Client::connect(config(server.addr())).await.unwrap();
    let addr = server.addr();
    server.shutdown().await;
    let _other = mock::Server::serve(
        TcpListener::bind(addr).await.unwrap(),
        mock::Options::new(Secret::new("the-right-one")),
    )
    .unwrap();
    let mut stream = client.events(on_thread(0));
    match next(&mut stream).await {
        Err(e @ Error::Unauthorized(_)) => assert!(!format!("{e} {e:?}").contains(TOKEN)),
        other => panic!("{other:?}"),
    }
    assert!(stream.next().await.is_none());
}

#[tokio::test]
async fn remote_addresses_are_refused_unless_allowed() {
    let addr: SocketAddr = "192.0.2.1:7437".parse().unwrap();
    let err = Client::connect(Options::new(addr, Secret::new(TOKEN)))
        .await
        .unwrap_err();
    assert!(matches!(err, Error::NotLoopback(_)), "{err:?}");
    assert!(err.to_string().contains("non-loopback"), "{err}");
}

#[tokio::test]
async fn a_stalled_event_consumer_does_not_hold_up_calls() {
    let server = Arc::new(mock(options()).await);
    let client = Client::connect(config(server.addr())).await.unwrap();
    let _stream = client.events(on_thread(0));
    for i in 0..2000 {
        server.emit(step(i));
    }
    client
        .call::<method::Ping>(PingCommand::new("t"))
        .await
        .unwrap();
}

// ---- event streams -------------------------------------------------------

#[tokio::test]
async fn the_reference_run_streams_in_order_with_ledger_places() {
    let server = mock(options().with_script(default_script())).await;
    let mut stream = events(server.addr(), on_thread(0)).await;
    let mut types = Vec::new();
    let mut places = Vec::new();
    while types.last() != Some(&"run.finished".to_owned()) {
        let event = next_event(&mut stream).await;
        types.push(event.event_type().to_owned());
        places.extend(event.ledger_seq());
    }
    assert_eq!(types.len(), 11, "{types:?}");
    assert_eq!(places, (1..=8).collect::<Vec<_>>());
    assert_eq!(stream.position(), 8);
    assert_eq!(stream.subscription().unwrap().subscription_id, "sub-1");
}

#[tokio::test]
async fn a_resumed_stream_replays_only_what_it_has_not_given() {
    let server = mock(options()).await;
    for i in 0..5 {
        server.emit(step(i));
    }
    // A stream that starts after place 2 gets 3, 4, 5.
    let mut stream = events(server.addr(), on_thread(2)).await;
    let mut seen = Seen::default();
    for _ in 0..3 {
        seen.record(&next_event(&mut stream).await);
    }
    assert_eq!(seen.places, [3, 4, 5]);
    server.disconnect_all();
    server.emit(token(100));
    server.emit(step(6));
    server.emit(step(7));
    for _ in 0..2 {
        seen.record(&next_event(&mut stream).await);
    }
    assert_eq!(seen.places, [3, 4, 5, 6, 7]);
    // The token was sent while the stream was away: missed, not repeated.
    assert!(seen.tokens.is_empty());
    assert_eq!(stream.connections(), 2);
    let resumed = server
        .requests()
        .into_iter()
        .rev()
        .find_map(|r| match r.command {
            Command::EventSubscribe(s) => Some(s),
            _ => None,
        });
    assert_eq!(resumed.unwrap().after_seq.get(), 5);
}

#[tokio::test]
async fn events_arrive_once_and_in_order_while_the_mock_cuts_connections() {
    let server = Arc::new(mock(options()).await);
    let mut stream = events(server.addr(), on_thread(0)).await;
    let emitter = emit_in_background(server.clone(), 600);
    let cutter = {
        let server = server.clone();
        tokio::spawn(async move {
            for i in 0..30 {
                tokio::time::sleep(Duration::from_millis(7)).await;
                if i % 2 == 0 {
                    server.cut_mid_frame();
                } else {
                    server.disconnect_all();
                }
            }
        })
    };
    let mut seen = Seen::default();
    let mut cancelled = 0;
    // `next` is cancelled often (a short timeout around it): it loses nothing.
    while seen.places.len() < 400 {
        match tokio::time::timeout(Duration::from_micros(700), stream.next()).await {
            Err(_) => cancelled += 1,
            Ok(Some(Ok(Received::Known(event)))) => seen.record(&event),
            Ok(other) => panic!("{other:?}"),
        }
    }
    assert_eq!(emitter.await.unwrap(), 400);
    cutter.await.unwrap();
    seen.check(400);
    assert!(stream.connections() > 3, "{}", stream.connections());
    assert!(cancelled > 0);
}

/// A proxy that cuts every connection after a number of bytes from the
/// server that grows with each connection: cuts land anywhere in a frame.
async fn cutting_proxy(target: SocketAddr) -> (SocketAddr, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let connections = Arc::new(AtomicUsize::new(0));
    let count = connections.clone();
    tokio::spawn(async move {
        loop {
            let (client, _) = listener.accept().await.unwrap();
            let n = count.fetch_add(1, Ordering::SeqCst);
            let budget = 700 + (n * 173) % 900;
            tokio::spawn(async move {
                let server = TcpStream::connect(target).await.unwrap();
                let (mut client_read, mut client_write) = client.into_split();
                let (mut server_read, mut server_write) = server.into_split();
                let up = tokio::spawn(async move {
                    let _ = tokio::io::copy(&mut client_read, &mut server_write).await;
                });
                let mut left = budget;
                let mut buf = [0u8; 4096];
                while left > 0 {
                    let Ok(n) = server_read.read(&mut buf).await else {
                        break;
                    };
                    if n == 0 {
                        break;
                    }
                    let n = n.min(left);
                    if client_write.write_all(&buf[..n]).await.is_err() {
                        break;
                    }
                    left -= n;
                }
                up.abort();
            });
        }
    });
    (addr, connections)
}

#[tokio::test]
async fn events_arrive_once_and_in_order_through_a_proxy_that_cuts_mid_frame() {
    let server = Arc::new(mock(options()).await);
    let (proxy, connections) = cutting_proxy(server.addr()).await;
    let mut stream = events(proxy, on_thread(0)).await;
    let emitter = emit_in_background(server.clone(), 450);
    let mut seen = Seen::default();
    while seen.places.len() < 300 {
        match next(&mut stream).await {
            Ok(Received::Known(event)) => seen.record(&event),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(emitter.await.unwrap(), 300);
    seen.check(300);
    assert!(connections.load(Ordering::SeqCst) > 10);
}

#[tokio::test]
async fn a_consumer_that_stops_reading_is_dropped_by_the_server_and_resumes() {
    let policy = Policy::default().deadline(Duration::from_millis(100));
    let server = Arc::new(mock(options().with_policy(policy)).await);
    let mut stream = events(server.addr(), on_thread(0)).await;
    let big = "r".repeat(1024);
    let event = |i| StepStartedEvent::new(big.as_str(), i, "2026-01-01T00:00:00Z");
    server.emit(event(0));
    // The first event is read: the stream is subscribed.
    let mut places = vec![next_event(&mut stream).await.ledger_seq().unwrap()];
    // Nothing is read while 10 000 large events (10 MB) are published: the
    // client holds none of them; the socket's buffers and the server's
    // queues for it fill up, and past the policy's deadline it is dropped.
    for i in 1..10_000 {
        server.emit(event(i));
    }
    tokio::time::timeout(WAIT, async {
        while server.ledger("thread-1").len() < 10_000 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("every event published");
    while places.len() < 10_000 {
        let event = next_event(&mut stream).await;
        places.push(event.ledger_seq().unwrap());
    }
    assert_eq!(places, (1..=10_000).collect::<Vec<_>>());
    assert!(stream.connections() >= 2, "{}", stream.connections());
}

#[tokio::test]
async fn unknown_events_and_undeclared_members_never_stop_a_lenient_stream() {
    let faults = Faults::none().with_unknown_event().with_undeclared_member();
    let server = mock(options().with_script(default_script()).with_faults(faults)).await;
    let mut stream = events(server.addr(), on_thread(0)).await;
    let mut places = Vec::new();
    let mut unknown = Vec::new();
    loop {
        match next(&mut stream).await {
            Ok(Received::Known(event)) => {
                places.extend(event.ledger_seq());
                if event.event_type() == "run.finished" {
                    break;
                }
            }
            Ok(Received::Unknown(odd)) => unknown.push(odd),
            Err(e) => panic!("{e}"),
        }
    }
    // The unknown event took ledger place 3, after the second sequenced one.
    assert_eq!(places, [1, 2, 4, 5, 6, 7, 8, 9]);
    assert_eq!(unknown.len(), 1);
    assert_eq!(unknown[0].kind, "x.unknown_event");
    assert_eq!(unknown[0].position, Some(3));
    let pong = Client::connect(config(server.addr()))
        .await
        .unwrap()
        .call::<method::Ping>(PingCommand::new("t"))
        .await;
    assert!(pong.is_ok(), "{pong:?}");
}

#[tokio::test]
async fn an_unknown_event_with_a_ledger_place_moves_the_resume_position() {
    let server = mock(options().with_faults(Faults::none().with_unknown_event())).await;
    let mut stream = events(server.addr(), on_thread(0)).await;
    assert_eq!(server.emit(step(1)), Some(1));
    assert_eq!(server.emit(step(2)), Some(2));
    assert_eq!(next_event(&mut stream).await.ledger_seq(), Some(1));
    assert_eq!(next_event(&mut stream).await.ledger_seq(), Some(2));
    match next(&mut stream).await {
        Ok(Received::Unknown(odd)) => assert_eq!(odd.position, Some(3)),
        other => panic!("{other:?}"),
    }
    assert_eq!(stream.position(), 3);
    server.disconnect_all();
    assert_eq!(server.emit(step(4)), Some(4));
    // Resumed after place 3: the unknown event is not given again.
    assert_eq!(next_event(&mut stream).await.ledger_seq(), Some(4));
    assert_eq!(stream.reconnects(), 1);
    let resumed: Vec<i64> = server
        .requests()
        .into_iter()
        .filter_map(|r| match r.command {
            Command::EventSubscribe(s) => Some(s.after_seq.get()),
            _ => None,
        })
        .collect();
    assert_eq!(resumed, [0, 3]);
}

#[tokio::test]
async fn strict_mode_turns_undeclared_members_and_unknown_events_into_errors() {
    let faults = Faults::none().with_unknown_event().with_undeclared_member();
    let server = mock(options().with_script(default_script()).with_faults(faults)).await;
    let client = Client::connect(config(server.addr()).strict(true))
        .await
        .unwrap();
    match client.call::<method::Ping>(PingCommand::new("t")).await {
        Err(Error::Decode(e)) => assert_eq!(e.path(), "result.x_undeclared"),
        other => panic!("{other:?}"),
    }
    let mut stream = client.events(on_thread(0));
    let mut places = Vec::new();
    let mut errors = Vec::new();
    loop {
        match next(&mut stream).await {
            Ok(Received::Known(event)) => {
                places.extend(event.ledger_seq());
                if event.event_type() == "run.finished" {
                    break;
                }
            }
            Ok(Received::Unknown(odd)) => panic!("strict: {odd:?}"),
            Err(Error::Decode(e)) => errors.push(e.path().to_owned()),
            Err(e) => panic!("{e}"),
        }
    }
    // The second push (place 2) has the undeclared member; place 3 is the
    // unknown event. Each is reported once, and the stream goes on.
    assert_eq!(places, [1, 4, 5, 6, 7, 8, 9]);
    assert_eq!(errors, ["x_undeclared", "type"]);
    assert_eq!(stream.position(), 9);
}

#[tokio::test]
async fn an_oversize_frame_is_reported_and_the_stream_goes_on() {
    let server = mock(
        options()
            .with_script(default_script())
            .with_faults(Faults::none().with_oversize_frame()),
    )
    .await;
    let mut stream = events(server.addr(), on_thread(0)).await;
    let mut too_large = 0;
    let mut known = 0;
    loop {
        match next(&mut stream).await {
            Ok(Received::Known(event)) => {
                known += 1;
                if event.event_type() == "run.finished" {
                    break;
                }
            }
            Err(Error::TooLarge {
                size: None,
                limit: DEFAULT_MAX_FRAME_LEN,
            }) => too_large += 1,
            other => panic!("{other:?}"),
        }
    }
    assert_eq!((known, too_large), (11, 1));
}

#[tokio::test]
async fn a_refused_subscription_ends_the_stream() {
    let server = mock(options()).await;
    server.respond("event.subscribe", |_| {
        Reply::Error(ErrorObject::new(ErrorCode::InvalidParams))
    });
    let mut stream = events(server.addr(), on_thread(0)).await;
    match next(&mut stream).await {
        Err(Error::Server(e)) => assert_eq!(e.code, ErrorCode::InvalidParams),
        other => panic!("{other:?}"),
    }
    assert!(stream.next().await.is_none());
}

#[tokio::test]
async fn the_dropped_stream_fault_is_resumed_from_its_place() {
    let server = mock(
        options()
            .with_script(default_script())
            .with_faults(Faults::none().with_drop_after(3)),
    )
    .await;
    let mut stream = events(server.addr(), on_thread(0)).await;
    let mut places = Vec::new();
    loop {
        let event = next_event(&mut stream).await;
        places.extend(event.ledger_seq());
        if event.event_type() == "run.finished" {
            break;
        }
    }
    assert_eq!(places, (1..=8).collect::<Vec<_>>());
    assert_eq!(stream.connections(), 2);
}

#[tokio::test]
async fn the_feed_keeps_its_ledger_events_for_replay_with_live_ones_between() {
    let server = mock(
        options()
            .with_thread_id("thread-7")
            .with_events(30)
            .with_event_interval(Duration::from_millis(2)),
    )
    .await;
    let client = Client::connect(config(server.addr())).await.unwrap();
    let threads = client
        .call::<method::ThreadList>(ThreadListCommand::new())
        .await
        .unwrap()
        .threads;
    assert_eq!(threads[0].id.as_str(), "thread-7");
    let subscribe = EventSubscribeCommand::new(vec![]).with_thread_id(threads[0].id.clone());
    let mut stream = client.events(subscribe);
    let mut kinds = Vec::new();
    while stream.position() < 30 {
        let event = next_event(&mut stream).await;
        kinds.push((event.ledger_seq(), event.event_type().to_owned()));
    }
    let places: Vec<i64> = kinds.iter().filter_map(|(seq, _)| *seq).collect();
    assert_eq!(places, (1..=30).collect::<Vec<_>>());
    for (seq, kind) in &kinds {
        let expected = if seq.is_some() {
            "step.started"
        } else {
            "llm.token"
        };
        assert_eq!(kind, expected);
    }
    // No two live-only events follow each other.
    assert!(
        kinds
            .windows(2)
            .all(|w| w[0].0.is_some() || w[1].0.is_some())
    );
    let replay = client
        .call::<method::EventReplay>(
            EventReplayCommand::new(threads[0].id.clone())
                .with_after_seq(25.try_into().unwrap())
                .with_limit(3.try_into().unwrap()),
        )
        .await
        .unwrap();
    let seqs: Vec<i64> = replay.events.iter().map(|r| r.seq.get()).collect();
    assert_eq!(seqs, [26, 27, 28]);
    assert_eq!(replay.latest_seq, 30);
    assert!(replay.has_more);
}
