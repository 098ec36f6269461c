//! Hostile peers on loopback, each test holding one bound: servers that
//! abuse `retry:`, send the largest cursor, huge event ids or events with
//! hundreds of undeclared members, and readers that stall the mock server.

#![cfg(all(feature = "client", feature = "mock"))]

use futures_util::StreamExt;
use orion_api_types::client::{Backoff, Client, Error, EventItem, Events, Options, Received};
use orion_api_types::mock::{self, Server};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

// ---- helpers ----------------------------------------------------------------

/// The tests that measure this process's memory, or allocate hundreds of
/// megabytes, run one at a time (each test has its own runtime: the lock
/// is tokio's, which any runtime can wait on).
static HEAVY: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

async fn heavy() -> tokio::sync::MutexGuard<'static, ()> {
    HEAVY.lock().await
}

/// This process's resident memory, in bytes.
fn rss() -> usize {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    let line = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .expect("a VmRSS line");
    let kb: usize = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kb * 1024
}

const MIB: usize = 1024 * 1024;

/// What a hostile server writes on one `GET /events` after its `200`
/// head, and whether it then holds the connection open (else it closes it).
struct Answer {
    frames: Box<dyn Iterator<Item = Vec<u8>> + Send>,
    hold: bool,
}

impl Answer {
    fn close(frames: Vec<Vec<u8>>) -> Self {
        Answer {
            frames: Box::new(frames.into_iter()),
            hold: false,
        }
    }

    fn hold(frames: impl Iterator<Item = Vec<u8>> + Send + 'static) -> Self {
        Answer {
            frames: Box::new(frames),
            hold: true,
        }
    }
}

/// The `n`th (from 0) `GET /events` and its request target give the answer.
type Script = dyn Fn(usize, &str) -> Answer + Send + Sync;

/// A loopback server speaking just enough HTTP/1.1 and SSE: `GET
/// /bootstrap` gets a real bootstrap document (so that a client connects),
/// `GET /events` what the script says. It stops listening after `streams`
/// event streams when given (a server that dies).
struct Hostile {
    addr: SocketAddr,
    /// When each `GET /events` arrived, and its target.
    seen: Arc<Mutex<Vec<(Instant, String)>>>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Hostile {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Hostile {
    async fn start(
        streams: Option<usize>,
        script: impl Fn(usize, &str) -> Answer + Send + Sync + 'static,
    ) -> Hostile {
        let bootstrap = bootstrap_json().await;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let log = seen.clone();
        let script: Box<Script> = Box::new(script);
        let task = tokio::spawn(async move {
            let mut held = tokio::task::JoinSet::new();
            let mut served = 0;
            while streams.is_none_or(|n| served < n) {
                let Ok((mut socket, _)) = listener.accept().await else {
                    return;
                };
                let Some(target) = read_head(&mut socket).await else {
                    continue;
                };
                if target.contains("/bootstrap") {
                    let head = format!(
                        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n\
                         content-length: {}\r\nconnection: close\r\n\r\n",
                        bootstrap.len()
                    );
                    let _ = socket.write_all(head.as_bytes()).await;
                    let _ = socket.write_all(bootstrap.as_bytes()).await;
                    continue;
                }
                log.lock().unwrap().push((Instant::now(), target.clone()));
                let answer = script(served, &target);
                served += 1;
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n\
                            cache-control: no-store\r\nconnection: close\r\n\r\n";
                if socket.write_all(head.as_bytes()).await.is_err() {
                    continue;
                }
                for frame in answer.frames {
                    if socket.write_all(&frame).await.is_err() {
                        break;
                    }
                }
                if answer.hold {
                    held.spawn(async move {
                        let _socket = socket;
                        std::future::pending::<()>().await
                    });
                }
            }
            // Dead: the listener closes; held connections end with the task.
        });
        Hostile { addr, seen, task }
    }

    fn url(&self) -> String {
        format!("http://{}/api/v1", self.addr)
    }

    fn streams(&self) -> Vec<(Instant, String)> {
        self.seen.lock().unwrap().clone()
    }

    /// Waits until `n` event streams were asked for.
    async fn wait_for(&self, n: usize, limit: Duration) {
        let deadline = Instant::now() + limit;
        while self.streams().len() < n {
            assert!(
                Instant::now() < deadline,
                "{} streams after {limit:?}, not {n}",
                self.streams().len()
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
}

/// Reads a request head; gives its target.
async fn read_head(socket: &mut tokio::net::TcpStream) -> Option<String> {
    let mut head = Vec::new();
    let mut buf = [0u8; 4096];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 64 * 1024 {
        let n = socket.read(&mut buf).await.ok().filter(|n| *n > 0)?;
        head.extend_from_slice(&buf[..n]);
    }
    let text = String::from_utf8_lossy(&head);
    text.split(' ').nth(1).map(str::to_owned)
}

/// A real `GET /bootstrap` body, from the mock.
async fn bootstrap_json() -> String {
    let server = Server::start(mock::Options::default()).await.unwrap();
    let client = Client::connect(Options::new(server.url())).await.unwrap();
    let boot = client.bootstrap().await.unwrap();
    serde_json::to_string(&boot).unwrap()
}

/// One `runtime_event` SSE frame; `cursor` is written as given.
fn event(cursor: &str, durable: bool, id: &str) -> Vec<u8> {
    event_of("runtime_event", cursor, durable, id)
}

fn event_of(kind: &str, cursor: &str, durable: bool, id: &str) -> Vec<u8> {
    format!(
        "id: {cursor}\ndata: {{\"apiVersion\":1,\"eventId\":\"{id}\",\"cursor\":{cursor},\
         \"sessionId\":null,\"threadId\":null,\"type\":\"{kind}\",\"durable\":{durable},\
         \"timestamp\":\"2026-01-01T00:00:00Z\",\"payload\":{{\"eventType\":\"t\",\"value\":{{}}}}}}\n\n"
    )
    .into_bytes()
}

async fn next(events: &mut Events) -> EventItem {
    tokio::time::timeout(Duration::from_secs(60), events.next())
        .await
        .expect("an item within 60 s")
        .expect("the stream goes on")
}

// ---- retry: ------------------------------------------------------------------

/// `retry: 0` then a close, every time: before, the client reconnected 524
/// times a second (debug), forever. The bound: after the first second, at
/// most 5 connections a second (the delays have grown to the cap of 500 ms
/// by then, so about 2.7 a second is expected), with delays that differ.
#[tokio::test]
async fn retry_zero_then_close_is_no_reconnection_storm() {
    let server = Hostile::start(None, |_, _| Answer::close(vec![b"retry: 0\n\n".to_vec()])).await;
    let options = Options::new(server.url())
        .backoff(Backoff::new(
            Duration::from_millis(10),
            Duration::from_millis(500),
        ))
        .give_up_after(None);
    let client = Client::connect(options).await.unwrap();
    let mut events = client.events();
    // A rate is counted over a span of time: four seconds of it.
    let window = tokio::time::sleep(Duration::from_secs(4));
    tokio::select! {
        item = events.next() => panic!("nothing to deliver, got {item:?}"),
        () = window => {}
    }
    let streams = server.streams();
    let first = streams[0].0;
    let after: Vec<Instant> = streams
        .iter()
        .map(|(t, _)| *t)
        .filter(|t| t.duration_since(first) >= Duration::from_secs(1))
        .collect();
    let span = after
        .last()
        .map_or(0.0, |t| t.duration_since(first).as_secs_f64() - 1.0);
    assert!(
        after.len() as f64 <= 5.0 * span + 1.0,
        "{} connections in the {span:.2} s after the first second ({} in all)",
        after.len(),
        streams.len()
    );
    // Jitter: the capped delays are drawn from 250..=500 ms.
    let gaps: Vec<u128> = after
        .windows(2)
        .map(|w| w[1].duration_since(w[0]).as_millis())
        .collect();
    assert!(gaps.len() >= 3, "{gaps:?}");
    let spread = gaps.iter().max().unwrap() - gaps.iter().min().unwrap();
    assert!(spread >= 20, "delays without jitter: {gaps:?} ms");
}

/// `retry: 999999999` (11.6 days) then a close: before, the client waited
/// that long. The bound is `backoff_max` (300 ms here); a gap of 3 s leaves
/// room for a loaded machine.
#[tokio::test]
async fn a_huge_retry_is_held_to_backoff_max() {
    let server = Hostile::start(None, |_, _| {
        Answer::close(vec![b"retry: 999999999\n\n".to_vec()])
    })
    .await;
    let options = Options::new(server.url())
        .backoff(Backoff::new(
            Duration::from_millis(10),
            Duration::from_millis(300),
        ))
        .give_up_after(None);
    let client = Client::connect(options).await.unwrap();
    let mut events = client.events();
    tokio::select! {
        item = events.next() => panic!("nothing to deliver, got {item:?}"),
        () = server.wait_for(4, Duration::from_secs(30)) => {}
    }
    let streams = server.streams();
    for pair in streams.windows(2) {
        let gap = pair[1].0.duration_since(pair[0].0);
        assert!(gap < Duration::from_secs(3), "waited {gap:?}");
    }
}

/// A server that said `retry: 0` dies: before, the client made its 20
/// attempts with no delay between them and gave up within milliseconds.
/// Now each attempt waits for the backoff, whose least delay is 50 ms
/// here: four attempts after the death take at least 200 ms.
#[tokio::test]
async fn a_dead_server_is_given_up_on_with_delays_between_attempts() {
    let server = Hostile::start(Some(3), |_, _| {
        Answer::close(vec![b"retry: 0\n\n".to_vec()])
    })
    .await;
    let options = Options::new(server.url())
        .backoff(Backoff::new(
            Duration::from_millis(50),
            Duration::from_secs(1),
        ))
        .give_up_after(Some(4));
    let client = Client::connect(options).await.unwrap();
    let mut events = client.events();
    match next(&mut events).await {
        Err(Error::Connect(_)) => {}
        other => panic!("{other:?}"),
    }
    let died = server.streams()[2].0;
    assert!(
        died.elapsed() >= Duration::from_millis(200),
        "gave up {:?} after the last stream",
        died.elapsed()
    );
    assert!(events.next().await.is_none());
}

// ---- positions ----------------------------------------------------------------

/// A durable envelope at `i64::MAX`, the largest cursor a position holds:
/// before, every later envelope was dropped with no word. Now nothing
/// overflows, cursors past `i64::MAX` (or below 1) are `Err` items that
/// move nothing, and the repeats that follow are reported: when a run
/// starts and after every 4096 more.
#[tokio::test]
async fn a_cursor_at_i64_max_never_silences_the_stream() {
    const MAX: &str = "9223372036854775807";
    const PAST: &str = "9223372036854775808";
    let server = Hostile::start(None, |n, _| match n {
        0 => Answer::close(vec![
            event(MAX, true, "max"),
            event(PAST, true, "past"),
            event_of("x_newer", PAST, true, "unknown-past"),
            event("0", true, "zero"),
            event("5", true, "a5"),
            event("6", true, "a6"),
        ]),
        1 => {
            let repeats = (1..=4096).map(|c| event(&c.to_string(), true, &format!("b{c}")));
            Answer::hold(repeats.chain([event("7", false, "live")]))
        }
        _ => Answer::hold(std::iter::empty()),
    })
    .await;
    let options = Options::new(server.url()).backoff(Backoff::new(
        Duration::from_millis(5),
        Duration::from_millis(50),
    ));
    let client = Client::connect(options).await.unwrap();
    let mut events = client.events();
    let mut got = Vec::new();
    loop {
        let item = next(&mut events).await;
        assert_eq!(events.position(), i64::MAX);
        got.push(match item {
            Ok(Received::Known(e)) if e.durable() => format!("delivered {}", e.cursor()),
            Ok(Received::Known(e)) => format!("live {}", e.event_id()),
            Ok(Received::Unknown(u)) => format!("unknown {:?}", u.position),
            Err(Error::Decode(e)) => format!("refused {}", e.path()),
            Err(Error::Repeated {
                position: cursor,
                resume,
                skipped,
            }) => {
                assert_eq!(resume, i64::MAX);
                format!("repeated {cursor} ({skipped} in a row)")
            }
            Err(e) => panic!("{e}"),
        });
        if got.last().is_some_and(|g| g.starts_with("live")) {
            break;
        }
    }
    assert_eq!(
        got,
        [
            format!("delivered {MAX}"),
            "refused cursor".to_owned(),
            "refused cursor".to_owned(),
            "refused cursor".to_owned(),
            "repeated 5 (1 in a row)".to_owned(),
            "repeated 1 (1 in a row)".to_owned(),
            "repeated 4096 (4096 in a row)".to_owned(),
            "live live".to_owned(),
        ]
    );
    let streams = server.streams();
    assert!(
        streams[1].1.contains(&format!("cursor={MAX}")),
        "{}",
        streams[1].1
    );
}

// ---- the de-duplication window ------------------------------------------------

/// 100 non-durable events with 8 MiB `eventId`s: before, the client kept
/// every id whole, twice (1.68 GB after 100 events). Now it keeps a 64-bit
/// hash of each: the process grows by what one event's buffers take, not
/// by the ids. The bound, 256 MiB, is far below the 800 MiB the ids alone
/// would take, and above what the allocator keeps of a few 8 MiB buffers.
#[tokio::test]
async fn huge_event_ids_are_remembered_in_a_few_bytes() {
    let _heavy = heavy().await;
    const N: usize = 100;
    let id = |i: usize| format!("{i:03}{}", "x".repeat(8 * MIB));
    let server = Hostile::start(None, move |n, _| match n {
        0 => {
            let huge = (0..N).map(move |i| event("1", false, &id(i)));
            // Repeats of the first three: they must not be delivered again.
            let again = (0..3).map(move |i| event("1", false, &id(i)));
            Answer::hold(huge.chain(again).chain([event("1", true, "durable-1")]))
        }
        _ => Answer::hold(std::iter::empty()),
    })
    .await;
    let client = Client::connect(Options::new(server.url())).await.unwrap();
    let mut events = client.events();
    let before = rss();
    let mut live = 0;
    loop {
        match next(&mut events).await {
            Ok(Received::Known(e)) if e.durable() => break,
            Ok(Received::Known(e)) => {
                assert_eq!(e.event_id().len(), 8 * MIB + 3);
                live += 1;
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(live, N, "every id once, the repeats skipped");
    let grown = rss().saturating_sub(before);
    println!(
        "8 MiB ids: {N} events, the process grew {} MiB",
        grown / MIB
    );
    assert!(grown < 256 * MIB, "grew {} MiB", grown / MIB);
}

// ---- undeclared members -------------------------------------------------------

/// An envelope of about 4 MiB whose extra bytes are `n` undeclared members.
fn crowded(cursor: usize, n: usize) -> Vec<u8> {
    let size = 4 * MIB / n;
    let mut members = String::new();
    for i in 0..n {
        members.push_str(&format!("\"x{i}\":\"{}\",", "y".repeat(size)));
    }
    format!(
        "id: {cursor}\ndata: {{{members}\"apiVersion\":1,\"eventId\":\"e{cursor}\",\
         \"cursor\":{cursor},\"sessionId\":null,\"threadId\":null,\"type\":\"runtime_event\",\
         \"durable\":true,\"timestamp\":\"2026-01-01T00:00:00Z\",\
         \"payload\":{{\"eventType\":\"t\",\"value\":{{}}}}}}\n\n"
    )
    .into_bytes()
}

/// Envelopes of the same size with 32 or 255 undeclared members: before,
/// each member cost one more decode of the whole envelope (255 members:
/// 8.3 s of CPU in release for 12 MiB), so 255 took about 8 times as long
/// as 32. Now the time follows the size: the bound, 3 times, leaves room
/// for a loaded machine and is far below 8.
#[tokio::test]
async fn undeclared_members_cost_time_linear_in_the_size() {
    let _heavy = heavy().await;
    let counts = [32, 255, 32, 255, 32, 255];
    let server = Hostile::start(None, move |n, _| match n {
        0 => Answer::hold(
            counts
                .into_iter()
                .enumerate()
                .map(|(i, count)| crowded(i + 1, count)),
        ),
        _ => Answer::hold(std::iter::empty()),
    })
    .await;
    let client = Client::connect(Options::new(server.url())).await.unwrap();
    let mut events = client.events();
    let mut fastest = [Duration::MAX; 2];
    for (i, count) in counts.into_iter().enumerate() {
        let started = Instant::now();
        match next(&mut events).await {
            Ok(Received::Known(e)) => assert_eq!(e.cursor(), i as i64 + 1),
            other => panic!("{other:?}"),
        }
        let slot = &mut fastest[usize::from(count == 255)];
        *slot = (*slot).min(started.elapsed());
    }
    let ratio = fastest[1].as_secs_f64() / fastest[0].as_secs_f64();
    println!(
        "undeclared members: 32 in {:?}, 255 in {:?}",
        fastest[0], fastest[1]
    );
    assert!(
        ratio < 3.0,
        "255 members took {ratio:.1} times as long as 32"
    );
}

// ---- the mock server ----------------------------------------------------------

/// 40 `GET /events` that never read, on a log of 50,000 events: before,
/// each connection copied the whole log (2.05 GB for 40 readers on
/// 200,000 events; about 500 MB here). Now a stream holds a few
/// envelopes of the log at a time: the bound, 128 MiB for all 40, leaves
/// room for what hyper buffers per connection.
#[tokio::test]
async fn stalled_readers_cost_the_mock_a_bounded_amount() {
    let _heavy = heavy().await;
    const EVENTS: usize = 50_000;
    const READERS: usize = 40;
    let server = Server::start(mock::Options::default()).await.unwrap();
    for i in 0..EVENTS {
        let payload = serde_json::json!({"eventType": "runtime.tick", "value": {"i": i}});
        server.emit("runtime_event", true, payload).unwrap();
    }
    let before = rss();
    let mut readers = Vec::new();
    for _ in 0..READERS {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.set_recv_buffer_size(4096).unwrap();
        let mut stream = socket.connect(server.addr()).await.unwrap();
        let request = format!(
            "GET /api/v1/events HTTP/1.1\r\nhost: {}\r\naccept: text/event-stream\r\n\r\n",
            server.addr()
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        // Read until the head has come, then never again.
        let mut head = Vec::new();
        let mut byte = [0u8; 1];
        while !head.ends_with(b"\r\n\r\n") {
            assert_eq!(stream.read(&mut byte).await.unwrap(), 1, "{head:?}");
            head.push(byte[0]);
        }
        assert!(head.starts_with(b"HTTP/1.1 200"));
        readers.push(stream);
    }
    // The streams write until the sockets are full: the most over a second.
    let mut most = 0;
    for _ in 0..20 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        most = most.max(rss().saturating_sub(before));
    }
    println!(
        "{READERS} stalled readers on {EVENTS} events: the process grew {} MiB",
        most / MIB
    );
    assert!(most < 128 * MIB, "grew {} MiB", most / MIB);
    drop(readers);
}

/// The non-durable `settings_invalidated` each stream starts with has an
/// `eventId` of its own: before, the first took the id of the first
/// durable event of the initial log.
#[tokio::test]
async fn every_envelope_of_the_mock_has_its_own_event_id() {
    let server = Server::start(mock::Options::default()).await.unwrap();
    let options = Options::new(server.url()).backoff(Backoff::new(
        Duration::from_millis(5),
        Duration::from_millis(50),
    ));
    let client = Client::connect(options).await.unwrap();
    let mut ids = Vec::new();
    // Two streams: the initial log's four events and an invalidation, then
    // another invalidation.
    for (after, items) in [(0, 5), (4, 1)] {
        let mut events = client.events_after(after);
        for _ in 0..items {
            match next(&mut events).await {
                Ok(Received::Known(e)) => ids.push((e.event_id().to_owned(), e.event_type())),
                other => panic!("{other:?}"),
            }
        }
    }
    let kinds: Vec<&str> = ids.iter().map(|(_, k)| *k).collect();
    assert_eq!(
        kinds
            .iter()
            .filter(|k| **k == "settings_invalidated")
            .count(),
        2
    );
    let unique: std::collections::HashSet<&String> = ids.iter().map(|(id, _)| id).collect();
    assert_eq!(unique.len(), ids.len(), "{ids:?}");
}
