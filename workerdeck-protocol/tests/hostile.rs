//! Hostile peers on loopback: servers that make the client reconnect
//! without progress, announce a frame of 2^40 bytes or a position of
//! `i64::MAX`, and a client that sends the reference server a message over
//! its limit. Each test asserts the bound: reconnects per second, an `Err`
//! item per cause, memory, no panic, no event lost in silence.

#![cfg(all(feature = "client", feature = "mock"))]

use futures_util::{SinkExt, StreamExt};
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::time::Instant;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{CloseCode, Data, OpCode};
use tokio_tungstenite::tungstenite::{Message, protocol::WebSocketConfig};
use workerdeck_protocol::client::{Client, Error, Options, Received};
use workerdeck_protocol::{ServerFrame, SessionLog, mock};

/// How long each storm test follows its server: the first second holds the
/// short first delays, the rest shows the pace.
const RUN: Duration = Duration::from_secs(4);
/// The bound on reconnects per second after the first second, for a server
/// that makes no progress. With the default backoff (20 ms doubling to 2 s)
/// the client makes about one a second there; before the backoff waited
/// for progress it made 33-37.
const MAX_RATE: f64 = 5.0;
/// A limit for what only a hang would exceed.
const HANG: Duration = Duration::from_secs(120);

// ---- memory ----------------------------------------------------------------

/// The tests that measure this process's memory, or send tens of
/// megabytes, run one at a time; the others hold little.
static HEAVY: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A `/proc/self/status` field, in bytes (`VmRSS`, `VmHWM`).
fn status_bytes(field: &str) -> usize {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    let kb: usize = status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("a {field} line"));
    kb * 1024
}

/// Starts measuring this process's peak resident memory afresh.
fn reset_peak() {
    std::fs::write("/proc/self/clear_refs", "5").expect("the peak can be reset");
}

// ---- hostile servers ---------------------------------------------------------

type Conn = WebSocketStream<TcpStream>;

/// A WebSocket server that runs `script` on every connection, with the
/// connection's index (0 first) and the `afterSeq` the client asked for.
/// Returns its base URL.
async fn hostile<F, Fut>(script: F) -> String
where
    F: Fn(usize, i64, Conn) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let script = Arc::new(script);
    let accepted = Arc::new(AtomicUsize::new(0));
    tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let index = accepted.fetch_add(1, Ordering::SeqCst);
            let script = script.clone();
            tokio::spawn(async move {
                let mut after = 0;
                // The error type is tungstenite's handshake callback's.
                #[allow(clippy::result_large_err)]
                let read_after = |request: &Request, response: Response| {
                    after = request
                        .uri()
                        .query()
                        .and_then(|q| q.strip_prefix("afterSeq="))
                        .and_then(|v| v.parse().ok())
                        .unwrap_or(0);
                    Ok(response)
                };
                if let Ok(ws) = tokio_tungstenite::accept_hdr_async(tcp, read_after).await {
                    script(index, after, ws).await;
                }
            });
        }
    });
    format!("http://{addr}/workerdeck")
}

fn attached(replaying_from: i64, last_seq: i64) -> Message {
    Message::text(format!(
        r#"{{"type":"attached","protocolVersion":6,"session":{{"id":"s","status":"idle","cwd":"/","createdAt":1,"lastSeq":{last_seq},"pendingPermissionCount":0}},"replayingFrom":{replaying_from}}}"#
    ))
}

fn event(seq: i64) -> Message {
    Message::text(format!(
        r#"{{"type":"event","event":{{"type":"status_changed","status":"idle","seq":{seq},"ts":1}}}}"#
    ))
}

/// Reads until the client goes away.
async fn until_dropped(ws: &mut Conn) {
    while let Some(Ok(_)) = ws.next().await {}
}

// ---- following -----------------------------------------------------------------

/// What a consumer saw: when each connection's `attached` frame arrived,
/// the errors, and the events' `seq`s.
#[derive(Debug, Default)]
struct Followed {
    attached: Vec<Duration>,
    errors: Vec<Error>,
    seqs: Vec<i64>,
}

/// Attaches with the default options and reads every item for `run`.
async fn follow_for(url: &str, run: Duration) -> Followed {
    let client = Client::connect(Options::new(url)).await.unwrap();
    let start = Instant::now();
    let mut session = client.attach("s").await.unwrap();
    let mut seen = Followed::default();
    let deadline = start + run;
    while let Ok(Some(item)) = tokio::time::timeout_at(deadline, session.next()).await {
        record(&mut seen, item, start);
    }
    seen
}

fn record(seen: &mut Followed, item: Result<Received<ServerFrame>, Error>, start: Instant) {
    match item {
        Ok(Received::Known(ServerFrame::Attached(_))) => seen.attached.push(start.elapsed()),
        Ok(Received::Known(ServerFrame::Event(e))) => seen.seqs.push(e.event.seq),
        Ok(other) => panic!("{other:?}"),
        Err(e) => seen.errors.push(e),
    }
}

/// The pace after the first second, and one error per connection: each
/// connection's cause is an item before the next attempt (the last
/// connection's may still be to come).
fn assert_paced(name: &str, seen: &Followed, cause: fn(&Error) -> bool) {
    let connections = seen.attached.len();
    let late = seen
        .attached
        .iter()
        .filter(|t| **t > Duration::from_secs(1))
        .count();
    let rate = late as f64 / (RUN - Duration::from_secs(1)).as_secs_f64();
    println!(
        "{name}: {connections} connections in {RUN:?}, {late} after the first second ({rate:.2}/s), {} errors",
        seen.errors.len()
    );
    assert!(rate <= MAX_RATE, "{name}: {rate:.1} reconnects/s");
    assert!(connections >= 2, "{name}: it reconnected: {seen:?}");
    assert!(
        seen.errors.iter().all(cause),
        "{name}: every error names the cause: {:?}",
        seen.errors
    );
    let errors = seen.errors.len();
    assert!(
        errors == connections || errors + 1 == connections,
        "{name}: one error per connection: {errors} for {connections}"
    );
}

// ---- the storms ----------------------------------------------------------------

#[tokio::test]
async fn a_server_that_attaches_and_closes_is_paced_with_jitter() {
    let url = hostile(|_, after, mut ws| async move {
        let _ = ws.send(attached(after, after)).await;
        let _ = ws.close(None).await;
    })
    .await;
    // Three clients dropped together, as a server restart drops them.
    let runs: Vec<Followed> =
        futures_util::future::join_all((0..3).map(|_| follow_for(&url, RUN))).await;
    for seen in &runs {
        assert_paced("attached-then-close", seen, |e| {
            matches!(e, Error::Disconnected(_))
        });
    }
    // Jitter: the clients do not come back in lock step. Without it their
    // re-attaches stay within a millisecond or two of each other; with it
    // each delay from 320 ms on moves them apart by up to half of itself.
    let common = runs.iter().map(|r| r.attached.len()).min().unwrap_or(0);
    let spread = (0..common)
        .map(|i| {
            let times = runs.iter().map(|r| r.attached[i]);
            times.clone().max().unwrap() - times.min().unwrap()
        })
        .max()
        .unwrap_or_default();
    println!("attached-then-close: the three clients' re-attaches {spread:?} apart at most");
    assert!(
        spread >= Duration::from_millis(5),
        "three clients re-attach in lock step ({spread:?})"
    );
}

#[tokio::test]
async fn a_server_that_opens_a_gap_every_time_is_paced() {
    let url = hostile(|_, after, mut ws| async move {
        let _ = ws.send(attached(after, after + 5)).await;
        let _ = ws.send(event(after + 2)).await;
        until_dropped(&mut ws).await;
    })
    .await;
    let seen = follow_for(&url, RUN).await;
    assert!(seen.seqs.is_empty(), "{seen:?}");
    assert_paced("gap", &seen, |e| {
        matches!(
            e,
            Error::Gap {
                expected: 1,
                got: 2
            }
        )
    });
}

#[tokio::test]
async fn a_server_that_sends_an_invalid_frame_every_time_is_paced() {
    let url = hostile(|_, after, mut ws| async move {
        let _ = ws.send(attached(after, after)).await;
        // Opcode 3 is reserved: no WebSocket peer may send it.
        let _ = ws.get_mut().write_all(&[0x83, 0x00]).await;
        until_dropped(&mut ws).await;
    })
    .await;
    let seen = follow_for(&url, RUN).await;
    assert_paced(
        "invalid frame",
        &seen,
        |e| matches!(e, Error::Disconnected(why) if why.contains("reading the socket")),
    );
}

#[tokio::test]
async fn a_frame_header_of_2_pow_40_bytes_is_refused_by_its_header_and_paced() {
    // 2^40 announced, then payload for as long as the client reads it.
    static ZEROS: [u8; 64 * 1024] = [0; 64 * 1024];
    let url = hostile(|_, after, mut ws| async move {
        let _ = ws.send(attached(after, after)).await;
        let tcp = ws.get_mut();
        let mut header = vec![0x81, 127];
        header.extend_from_slice(&(1u64 << 40).to_be_bytes());
        if tcp.write_all(&header).await.is_err() {
            return;
        }
        for _ in 0..4096 {
            if tcp.write_all(&ZEROS).await.is_err() {
                return;
            }
        }
    })
    .await;
    let _heavy = HEAVY.lock().await;
    let before = status_bytes("VmRSS");
    reset_peak();
    let seen = follow_for(&url, RUN).await;
    let peak = status_bytes("VmHWM").saturating_sub(before);
    println!(
        "2^40 header: peak resident memory {:.1} MiB above the start",
        peak as f64 / (1 << 20) as f64
    );
    assert_paced(
        "2^40 header",
        &seen,
        |e| matches!(e, Error::TooLarge { size: Some(size), limit } if *size == 1 << 40 && *limit == 16 << 20),
    );
    // Four times the 16 MiB limit, room for the other tests running
    // meanwhile: a client that kept what the header announces would need
    // 1 TiB, one that read the payload offered here 256 MiB; the client
    // reads the header and stops.
    assert!(peak < 64 << 20, "peak {peak} bytes");
}

// ---- positions ---------------------------------------------------------------

#[tokio::test]
async fn a_replay_from_i64_max_is_refused_and_the_stream_goes_on() {
    // The first connection: event 1, then a drop. The second: a replay
    // from `i64::MAX`, an event at `i64::MAX`, then the events the client
    // is missing. Later ones (if any): an honest replay.
    let url = hostile(|index, after, mut ws| async move {
        match index {
            0 => {
                let _ = ws.send(attached(0, 9)).await;
                let _ = ws.send(event(1)).await;
                let _ = ws.close(None).await;
                return;
            }
            1 => {
                let _ = ws.send(attached(i64::MAX, i64::MAX)).await;
                let _ = ws.send(event(i64::MAX)).await;
            }
            _ => {
                let _ = ws.send(attached(after, 9)).await;
            }
        }
        for seq in after + 1..=9 {
            let _ = ws.send(event(seq)).await;
        }
        until_dropped(&mut ws).await;
    })
    .await;
    let client = Client::connect(Options::new(url)).await.unwrap();
    let start = Instant::now();
    let mut session = client.attach("s").await.unwrap();
    let mut seen = Followed::default();
    let run = async {
        while seen.seqs.last() != Some(&9) {
            let item = session.next().await.expect("the stream goes on");
            record(&mut seen, item, start);
        }
    };
    tokio::time::timeout(HANG, run)
        .await
        .expect("event 9 arrives");
    assert_eq!(seen.seqs, (1..=9).collect::<Vec<_>>(), "{seen:?}");
    let refused: Vec<_> = seen
        .errors
        .iter()
        .filter(|e| {
            matches!(
                e,
                Error::OutOfRange {
                    position: i64::MAX,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(refused.len(), 2, "the replay and the event: {seen:?}");
    assert!(
        refused[0].to_string().contains("9007199254740991"),
        "{}",
        refused[0]
    );
    assert!(
        seen.errors
            .iter()
            .all(|e| matches!(e, Error::OutOfRange { .. } | Error::Disconnected(_))),
        "{seen:?}"
    );
    // A position nothing could follow is refused before connecting.
    assert!(matches!(
        client.attach_after("s", i64::MAX).await,
        Err(Error::OutOfRange {
            position: i64::MAX,
            ..
        })
    ));
    assert!(session.reconnects() >= 1, "{session:?}");
}

// ---- the reference server ------------------------------------------------------

#[tokio::test]
async fn the_server_refuses_a_message_over_16_mib() {
    let _heavy = HEAVY.lock().await;
    let server = mock::Server::start(mock::Options::default()).await.unwrap();
    let tcp = TcpStream::connect(server.addr()).await.unwrap();
    let url = format!("ws://{}/workerdeck/sessions/session-1", server.addr());
    let unlimited = WebSocketConfig::default()
        .max_message_size(None)
        .max_frame_size(None);
    let (mut ws, _) = tokio_tungstenite::client_async_with_config(url, tcp, Some(unlimited))
        .await
        .unwrap();
    let before = server.last_seq("session-1").unwrap();
    // One `user_message` of 17 MiB as 1 MiB fragments: every fragment is
    // under the frame limit, the message is over the message limit (a
    // server that allowed 64 MiB read it whole and ran the turn).
    const MIB: usize = 1 << 20;
    let mut text = br#"{"type":"user_message","text":""#.to_vec();
    text.resize(17 * MIB, b'x');
    text.extend_from_slice(br#""}"#);
    let chunks: Vec<&[u8]> = text.chunks(MIB).collect();
    for (i, chunk) in chunks.iter().enumerate() {
        let opcode = OpCode::Data(if i == 0 { Data::Text } else { Data::Continue });
        let frame = Frame::message(chunk.to_vec(), opcode, i + 1 == chunks.len());
        if ws.send(Message::Frame(frame)).await.is_err() {
            break; // the server has closed: the rest is not read
        }
    }
    let close = tokio::time::timeout(HANG, async {
        loop {
            match ws.next().await {
                Some(Ok(Message::Close(close))) => return close,
                Some(Ok(_)) => {}
                None | Some(Err(_)) => return None,
            }
        }
    })
    .await
    .expect("the server ends the socket");
    let close = close.expect("a close frame saying why");
    assert_eq!(close.code, CloseCode::Size, "{close:?}");
    assert_eq!(
        server.last_seq("session-1"),
        Some(before),
        "the message was not applied"
    );
}

#[tokio::test]
async fn the_server_refuses_an_after_seq_past_the_largest_seq() {
    let server = mock::Server::start(mock::Options::default()).await.unwrap();
    for after in [SessionLog::MAX_SEQ + 1, i64::MAX] {
        let tcp = TcpStream::connect(server.addr()).await.unwrap();
        let url = format!(
            "ws://{}/workerdeck/sessions/session-1?afterSeq={after}",
            server.addr()
        );
        match tokio_tungstenite::client_async(url, tcp).await {
            Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
                assert_eq!(response.status(), 400, "{response:?}")
            }
            other => panic!("afterSeq={after}: {other:?}"),
        }
    }
    // The largest one is a position like any other.
    let tcp = TcpStream::connect(server.addr()).await.unwrap();
    let url = format!(
        "ws://{}/workerdeck/sessions/session-1?afterSeq={}",
        server.addr(),
        SessionLog::MAX_SEQ
    );
    let (mut ws, _) = tokio_tungstenite::client_async(url, tcp).await.unwrap();
    let first = ws.next().await.unwrap().unwrap();
    assert!(
        first
            .to_text()
            .unwrap()
            .contains(r#""replayingFrom":9007199254740991"#),
        "{first}"
    );
}
