//! Hostile peers on loopback: servers that lie about ledger places, never
//! answer, quote the token back or close after every subscription, and
//! clients that flood the mock before the handshake or guess its token.
//! Each test asserts the bound the client or the server keeps.

use coderook_protocol::client::{Client, Error, EventItem, Events, Options, Received};
use coderook_protocol::connection::authenticate_line;
use coderook_protocol::mock::{self, MAX_UNAUTHENTICATED};
use coderook_protocol::{
    CoreShutdownCommand, EventPushEnvelope, EventSubscribeCommand, EventSubscribeResult,
    PingCommand, Secret, StepStartedEvent, method,
};
use futures_util::StreamExt;
use serde_json::{Value, json};
use std::future::Future;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};

const TOKEN: &str = "h0stile-t0ken-value";
const WAIT: Duration = Duration::from_secs(20);

/// One connection of a hostile server, as its script sees it.
struct Peer {
    read: BufReader<OwnedReadHalf>,
    write: OwnedWriteHalf,
}

impl Peer {
    /// The next line as JSON; `None` when the client closed.
    async fn request(&mut self) -> Option<Value> {
        let mut line = String::new();
        match self.read.read_line(&mut line).await {
            Ok(0) | Err(_) => None,
            Ok(_) => serde_json::from_str(&line).ok(),
        }
    }

    async fn send(&mut self, line: &str) {
        let _ = self.write.write_all(line.as_bytes()).await;
        let _ = self.write.write_all(b"\n").await;
    }

    /// Reads the handshake and answers it `authenticated`, whatever the token.
    async fn authenticate(&mut self) -> Option<()> {
        let auth = self.request().await?;
        let ok = json!({"jsonrpc": "2.0", "id": auth["id"], "result": {"authenticated": true}});
        self.send(&ok.to_string()).await;
        Some(())
    }

    /// Reads until the client closes.
    async fn drain(&mut self) {
        let mut buf = vec![0; 64 * 1024];
        while matches!(self.read.read(&mut buf).await, Ok(n) if n > 0) {}
    }
}

/// A loopback server that runs `script` on every connection it accepts;
/// returns its address and the instants it accepted them.
async fn hostile<F, Fut>(script: F) -> (SocketAddr, Arc<Mutex<Vec<Instant>>>)
where
    F: Fn(Peer) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let accepted = Arc::new(Mutex::new(Vec::new()));
    let log = accepted.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            log.lock().unwrap().push(Instant::now());
            let (read, write) = stream.into_split();
            tokio::spawn(script(Peer {
                read: BufReader::new(read),
                write,
            }));
        }
    });
    (addr, accepted)
}

fn config(addr: SocketAddr) -> Options {
    Options::new(addr, Secret::new(TOKEN))
}

fn on_thread() -> EventSubscribeCommand {
    EventSubscribeCommand::new(vec![]).with_thread_id("thread-1".try_into().unwrap())
}

async fn events(addr: SocketAddr) -> Events {
    Client::connect(config(addr))
        .await
        .unwrap()
        .events(on_thread())
}

async fn next(stream: &mut Events) -> EventItem {
    tokio::time::timeout(WAIT, stream.next())
        .await
        .expect("an item in time")
        .expect("the stream goes on")
}

/// A `step.started` push at ledger place `seq`, as one line.
fn push(seq: i64) -> String {
    let event = StepStartedEvent::new("run-1", 1, "2026-01-01T00:00:00Z")
        .with_ledger_seq(seq.try_into().unwrap());
    serde_json::to_string(&EventPushEnvelope::new(event.into())).unwrap()
}

/// Answers the subscription that opens a connection; its `after_seq`.
async fn subscribed(peer: &mut Peer) -> Option<i64> {
    let subscribe = peer.request().await?;
    let result = serde_json::to_value(EventSubscribeResult::new("sub-1")).unwrap();
    let answer = json!({"jsonrpc": "2.0", "id": subscribe["id"], "result": result});
    peer.send(&answer.to_string()).await;
    subscribe["params"]["after_seq"].as_i64()
}

/// A hostile server whose every connection authenticates and answers one
/// subscription, noting the place it resumes from, then runs `script` with
/// that place. Gives its address and the places noted, in order.
async fn subscription_server<F, Fut>(script: F) -> (SocketAddr, Arc<Mutex<Vec<i64>>>)
where
    F: Fn(Peer, i64) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    let resumed_from = Arc::new(Mutex::new(Vec::new()));
    let log = resumed_from.clone();
    let script = Arc::new(script);
    let (addr, _) = hostile(move |mut peer| {
        let (log, script) = (log.clone(), script.clone());
        async move {
            peer.authenticate().await;
            let Some(after) = subscribed(&mut peer).await else {
                return;
            };
            log.lock().unwrap().push(after);
            script(peer, after).await;
        }
    })
    .await;
    (addr, resumed_from)
}

fn place(item: EventItem) -> i64 {
    match item {
        Ok(Received::Known(event)) => event.ledger_seq().unwrap(),
        other => panic!("expected a sequenced event, got {other:?}"),
    }
}

// ---- positions -------------------------------------------------------------

#[tokio::test]
async fn a_refused_frame_never_moves_the_resume_position() {
    let (addr, resumed_from) = subscription_server(|mut peer, after| async move {
        if after > 0 {
            return peer.drain().await;
        }
        peer.send(&push(1)).await;
        // The same member twice: a lenient parser reads the last one.
        let doubled = push(2).replace(r#""ledger_seq":2"#, r#""ledger_seq":2,"ledger_seq":1000"#);
        assert!(doubled.contains("1000"));
        peer.send(&doubled).await;
        for seq in 2..=7 {
            peer.send(&push(seq)).await;
        }
    })
    .await;
    let mut stream = events(addr).await;
    assert_eq!(place(next(&mut stream).await), 1);
    match next(&mut stream).await {
        Err(Error::Decode(e)) => assert!(e.message().contains("duplicate"), "{e}"),
        other => panic!("expected the refused frame as an error, got {other:?}"),
    }
    assert_eq!(stream.position(), 1, "the refused frame moved the position");
    let mut places = Vec::new();
    for _ in 2..=7 {
        places.push(place(next(&mut stream).await));
    }
    assert_eq!(places, [2, 3, 4, 5, 6, 7]);
    // The server closed after 7: the stream resumes after 7, not after 1000.
    let follow = tokio::spawn(async move { while stream.next().await.is_some() {} });
    let deadline = Instant::now() + WAIT;
    while resumed_from.lock().unwrap().len() < 2 {
        assert!(Instant::now() < deadline, "no resubscription");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert_eq!(resumed_from.lock().unwrap()[..2], [0, 7]);
    follow.abort();
}

/// Places are `1..=i64::MAX`: beyond, a frame is refused and moves nothing;
/// at `i64::MAX`, nothing overflows, and the events that can no longer
/// follow are reported as repeats instead of dropped in silence.
#[tokio::test]
async fn positions_up_to_i64_max_never_overflow_and_never_go_silent() {
    let (addr, resumed_from) = subscription_server(|mut peer, after| async move {
        if after > 0 {
            peer.send(&push(5)).await;
            return peer.drain().await;
        }
        let beyond = "9223372036854775808";
        peer.send(&push(1)).await;
        let future =
            format!(r#"{{"kind":"event","event":{{"type":"x.future","ledger_seq":{beyond}}}}}"#);
        peer.send(&future).await;
        peer.send(&push(2).replace(r#""ledger_seq":2"#, &format!(r#""ledger_seq":{beyond}"#)))
            .await;
        peer.send(&push(2)).await;
        peer.send(&push(i64::MAX)).await;
        peer.send(&push(3)).await;
        peer.send(&push(4)).await;
    })
    .await;
    let mut stream = events(addr).await;
    assert_eq!(place(next(&mut stream).await), 1);
    for _ in 0..2 {
        match next(&mut stream).await {
            Err(Error::Decode(e)) => assert!(e.path().ends_with("ledger_seq"), "{e}"),
            other => panic!("expected a refused place, got {other:?}"),
        }
        assert_eq!(stream.position(), 1);
    }
    assert_eq!(place(next(&mut stream).await), 2);
    assert_eq!(place(next(&mut stream).await), i64::MAX);
    // 3 and 4 can no longer follow: one report for the run, not silence.
    match next(&mut stream).await {
        Err(Error::Repeated {
            position: 3,
            resume: i64::MAX,
            skipped: 1,
        }) => {}
        other => panic!("expected a run of repeats, got {other:?}"),
    }
    // Resumed after i64::MAX without overflow; the run is reported again
    // on the new connection.
    match next(&mut stream).await {
        Err(Error::Repeated {
            position: 5,
            skipped: 1,
            ..
        }) => {}
        other => panic!("expected a run of repeats, got {other:?}"),
    }
    assert_eq!(resumed_from.lock().unwrap()[..], [0, i64::MAX]);
}

/// A server that answers the subscription and then says nothing, holding
/// the connection open (as a half-open one would look): with an idle
/// timeout the stream drops it and resumes from its position.
#[tokio::test]
async fn a_silent_subscription_is_resumed_after_the_idle_timeout() {
    let (addr, resumed_from) = subscription_server(|mut peer, after| async move {
        peer.send(&push(after + 1)).await;
        peer.drain().await;
    })
    .await;
    let options = config(addr).idle_timeout(Duration::from_millis(100));
    assert_eq!(options.idle_timeout, Some(Duration::from_millis(100)));
    let client = Client::connect(options).await.unwrap();
    let mut stream = client.events(on_thread());
    assert_eq!(place(next(&mut stream).await), 1);
    // Only a resumed subscription brings the next place.
    assert_eq!(place(next(&mut stream).await), 2);
    assert!(stream.reconnects() >= 1, "{stream:?}");
    assert_eq!(resumed_from.lock().unwrap()[..2], [0, 1]);
}

// ---- calls -----------------------------------------------------------------

#[tokio::test]
async fn calls_that_timed_out_leave_nothing_behind() {
    // Reads every request, answers none.
    let (addr, _) = hostile(|mut peer| async move {
        peer.authenticate().await;
        peer.drain().await;
    })
    .await;
    let client = Client::connect(config(addr).call_timeout(Some(Duration::from_millis(20))))
        .await
        .unwrap();
    let big = "x".repeat(256 * 1024);
    let calls: Vec<_> = (0..100)
        .map(|i| {
            let client = client.clone();
            let big = big.clone();
            tokio::spawn(async move {
                // Reading calls are kept to be sent again; the others are not.
                if i % 2 == 0 {
                    client
                        .call::<method::Ping>(PingCommand::new(big))
                        .await
                        .map(drop)
                } else {
                    let shutdown = CoreShutdownCommand::new().with_reason(big);
                    client
                        .call::<method::CoreShutdown>(shutdown)
                        .await
                        .map(drop)
                }
            })
        })
        .collect();
    for call in calls {
        assert!(matches!(call.await.unwrap(), Err(Error::Timeout)));
    }
    // Before, each of them stayed with its 256 KiB request line until an
    // answer that never comes: 100 here, 25 MiB.
    let deadline = Instant::now() + WAIT;
    while client.calls_in_flight() > 0 {
        assert!(
            Instant::now() < deadline,
            "{} calls still held",
            client.calls_in_flight()
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

// ---- secrets -----------------------------------------------------------------

/// A token with characters that are escaped in JSON and by `{:?}`.
const ODD_TOKEN: &str = "t0k\"en\\with\ttab-and-ü";

fn spellings() -> [String; 3] {
    let json = serde_json::to_string(ODD_TOKEN).unwrap();
    let debug = format!("{ODD_TOKEN:?}");
    [
        ODD_TOKEN.to_owned(),
        json[1..json.len() - 1].to_owned(),
        debug[1..debug.len() - 1].to_owned(),
    ]
}

fn assert_no_token(error: &Error) {
    for shown in [format!("{error}"), format!("{error:?}")] {
        for spelling in spellings() {
            assert!(!shown.contains(&spelling), "token in {shown}");
        }
        assert!(shown.contains("[redacted]"), "{shown}");
    }
}

#[tokio::test]
async fn an_error_quoting_the_token_never_shows_it() {
    let answers = [
        json!({"result": {"authenticated": ODD_TOKEN}}),
        json!({"result": ODD_TOKEN}),
        json!({"jsonrpc": ODD_TOKEN, "result": {}}),
        json!({"error": {"code": -32002, "message": format!("bad token {ODD_TOKEN}"), "data": {"token": ODD_TOKEN}}}),
        json!({"error": {"code": -32000, "message": ODD_TOKEN}}),
    ];
    for answer in answers {
        let sent = answer.clone();
        let (addr, _) = hostile(move |mut peer| {
            let mut answer = sent.clone();
            async move {
                let Some(auth) = peer.request().await else {
                    return;
                };
                let object = answer.as_object_mut().unwrap();
                object.entry("jsonrpc").or_insert(json!("2.0"));
                object.insert("id".into(), auth["id"].clone());
                peer.send(&answer.to_string()).await;
                peer.drain().await;
            }
        })
        .await;
        let options = Options::new(addr, Secret::new(ODD_TOKEN));
        match Client::connect(options).await {
            Err(e) => assert_no_token(&e),
            Ok(_) => panic!("{answer} was taken for a handshake"),
        }
    }
}

#[tokio::test]
async fn a_result_or_an_event_quoting_the_token_never_shows_it() {
    let (addr, _) = hostile(|mut peer| async move {
        peer.authenticate().await;
        let Some(request) = peer.request().await else {
            return;
        };
        if request["method"] == "core.ping" {
            let pong = json!({"jsonrpc": "2.0", "id": request["id"], "result": {
                "server_version": "1", "uptime_ms": ODD_TOKEN, "received_at": "t",
                "workspace": "/w", "active_runs": 0,
            }});
            peer.send(&pong.to_string()).await;
        } else {
            let result = serde_json::to_value(EventSubscribeResult::new("sub-1")).unwrap();
            let answer = json!({"jsonrpc": "2.0", "id": request["id"], "result": result});
            peer.send(&answer.to_string()).await;
            let mut event: Value = serde_json::from_str(&push(1)).unwrap();
            event["event"]["step"] = json!(ODD_TOKEN);
            peer.send(&event.to_string()).await;
        }
        peer.drain().await;
    })
    .await;
    let client = Client::connect(Options::new(addr, Secret::new(ODD_TOKEN)))
        .await
        .unwrap();
    match client.call::<method::Ping>(PingCommand::new("t")).await {
        Err(e) => assert_no_token(&e),
        Ok(pong) => panic!("{pong:?}"),
    }
    let mut stream = client.events(on_thread());
    match next(&mut stream).await {
        Err(e) => assert_no_token(&e),
        Ok(event) => panic!("{event:?}"),
    }
}

// ---- backoff -------------------------------------------------------------------

/// Watches the connections of `accepted` for 2.5 s after the first, and
/// asserts that each one made a second or more after the first came at
/// least 200 ms after the one before it: no more than 5 reconnections a
/// second once the first second is over. With the default backoff (50 ms
/// doubling, up to half again of jitter) the gaps that end after the first
/// second are 400 ms or more; a backoff reset on every connection keeps
/// them at 50–75 ms. A loaded machine only makes the gaps longer.
async fn assert_backs_off(accepted: &Mutex<Vec<Instant>>) {
    let deadline = Instant::now() + WAIT;
    let first = loop {
        if let Some(first) = accepted.lock().unwrap().first() {
            break *first;
        }
        assert!(Instant::now() < deadline, "no connection");
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    tokio::time::sleep_until((first + Duration::from_millis(2500)).into()).await;
    let times = accepted.lock().unwrap().clone();
    let gaps: Vec<Duration> = times.windows(2).map(|w| w[1] - w[0]).collect();
    // 0, 50, 150 and 350 ms at the earliest: the client does reconnect.
    assert!(times.len() >= 4, "{gaps:?}");
    for (i, gap) in gaps.iter().enumerate() {
        if times[i + 1] - first >= Duration::from_secs(1) {
            assert!(
                *gap >= Duration::from_millis(200),
                "reconnected after {gap:?}; gaps {gaps:?}"
            );
        }
    }
}

#[tokio::test]
async fn a_stream_whose_server_closes_after_each_subscription_backs_off() {
    let (addr, accepted) = hostile(|mut peer| async move {
        peer.authenticate().await;
        subscribed(&mut peer).await;
    })
    .await;
    let mut stream = Client::connect(config(addr))
        .await
        .unwrap()
        .events(on_thread());
    let follow = tokio::spawn(async move { while stream.next().await.is_some() {} });
    // The client's own connection is the first.
    assert_backs_off(&accepted).await;
    follow.abort();
}

#[tokio::test]
async fn a_call_whose_server_closes_on_every_request_backs_off() {
    let (addr, accepted) = hostile(|mut peer| async move {
        peer.authenticate().await;
        peer.request().await;
    })
    .await;
    let client = Client::connect(config(addr).call_timeout(None))
        .await
        .unwrap();
    // A reading call: sent again on every new connection, never answered.
    let call = tokio::spawn(async move {
        let _ = client.call::<method::Ping>(PingCommand::new("t")).await;
    });
    assert_backs_off(&accepted).await;
    call.abort();
}

// ---- the mock server -------------------------------------------------------------

#[tokio::test]
async fn the_mock_closes_a_connection_that_sends_too_much_before_authenticating() {
    let server = mock::Server::start(mock::Options::new(Secret::new(TOKEN)))
        .await
        .unwrap();
    let addr = server.addr();
    // Before, each of these held its unfinished line up to the 16 MiB frame
    // limit, open: 60 of them sending 15 MiB took the server to 938 MB.
    let floods: Vec<_> = (0..20)
        .map(|_| {
            tokio::spawn(async move {
                let mut stream = TcpStream::connect(addr).await.unwrap();
                let _ = stream.write_all(&[b'x'; 4 * MAX_UNAUTHENTICATED]).await;
                let mut answer = Vec::new();
                // Closed: an end of stream, or a reset for what it did not read.
                let _ = tokio::time::timeout(WAIT, stream.read_to_end(&mut answer))
                    .await
                    .expect("the server closes the connection");
                String::from_utf8_lossy(&answer).into_owned()
            })
        })
        .collect();
    for flood in floods {
        let answer = flood.await.unwrap();
        assert!(answer.is_empty() || answer.contains("-32001"), "{answer}");
    }
    // A client that authenticates is served as before.
    let client = Client::connect(config(addr)).await.unwrap();
    assert!(
        client
            .call::<method::Ping>(PingCommand::new("t"))
            .await
            .is_ok()
    );
}

#[tokio::test]
async fn the_mock_refuses_an_empty_token() {
    let refused = mock::Server::start(mock::Options::new(Secret::new(""))).await;
    match refused {
        Err(e) => {
            assert_eq!(e.kind(), std::io::ErrorKind::InvalidInput);
            assert!(e.to_string().contains("empty"), "{e}");
        }
        Ok(server) => panic!("serving with an empty token on {}", server.addr()),
    }
}

/// Sends `token` in a handshake and reads the answer to its end.
async fn try_token(addr: SocketAddr, token: &str) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let line = authenticate_line("auth-1", &Secret::new(token));
    stream.write_all(line.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    if token == TOKEN {
        let mut read = BufReader::new(stream);
        let mut first = String::new();
        read.read_line(&mut first).await.unwrap();
        return first;
    }
    let _ = stream.read_to_end(&mut answer).await;
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test]
async fn wrong_tokens_are_slowed_down() {
    let server = mock::Server::start(mock::Options::new(Secret::new(TOKEN)))
        .await
        .unwrap();
    let addr = server.addr();
    // The pauses before the checks of six tokens after none failed: 0, 10,
    // 20, 40, 80, 160 ms. A lower bound only: the machine may be slower.
    // Before, six wrong tokens took about 1.5 ms (4,300 a second).
    let six = Duration::from_millis(310);
    let start = Instant::now();
    for i in 0..6 {
        let answer = try_token(addr, &format!("wrong-{i}")).await;
        assert!(answer.contains("-32002"), "{answer}");
    }
    assert!(start.elapsed() >= six, "{:?}", start.elapsed());
    // The right token still gets in, and ends the pauses.
    assert!(try_token(addr, TOKEN).await.contains("authenticated"));
    // Tokens are checked one at a time: guesses in parallel connections
    // wait for each other's pauses.
    let start = Instant::now();
    let guesses: Vec<_> = (0..6)
        .map(|i| tokio::spawn(async move { try_token(addr, &format!("again-{i}")).await }))
        .collect();
    for guess in guesses {
        assert!(guess.await.unwrap().contains("-32002"));
    }
    assert!(start.elapsed() >= six, "{:?}", start.elapsed());
}
