//! The library server with real handlers, followed and called by the
//! library client: typed handlers, the nonce, `requestId` replay, the event
//! stream through a cutting proxy and across a restart on a persistent log,
//! the slow-reader policy, shutdown, the `Host`/`Origin` checks and the
//! limits.

mod support;

use futures_util::StreamExt;
use http_body_util::BodyExt;
use orion_api_types::client::{self, Answer, Backoff, Client, Error, Events, Received};
use orion_api_types::operations::*;
use orion_api_types::server::{self, Limits, Options, Policy, Request, Router, Server, Trust};
use orion_api_types::{
    BootstrapResponse, HealthResponse, PageQuery, PageSize, Problem, RequestId,
    SessionMutationResult, SessionPage, WebEventEnvelope, WebNonce, mock,
};
use serde_json::json;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use support::raw;
use wire_kit::net::chaos::{Cuts, Proxy};
use wire_kit::net::log::{EventLog, MemoryLog};
use wire_kit::net::store::FileLog;

fn bootstrap() -> BootstrapResponse {
    let v = mock::sample_request("BootstrapResponse", |v| {
        v["nonce"] = json!("not-the-server-s-nonce-0123456789abcdef");
    })
    .unwrap();
    orion_api_types::decode_value(&v).unwrap()
}

fn envelope(kind: &str, durable: bool, payload: serde_json::Value) -> WebEventEnvelope {
    let v = json!({"apiVersion": 1, "eventId": server::event_id(), "cursor": 1,
        "sessionId": null, "threadId": null, "type": kind, "durable": durable,
        "timestamp": server::now(), "payload": payload});
    orion_api_types::decode_value(&v).unwrap()
}

fn tick(i: usize, durable: bool) -> WebEventEnvelope {
    envelope(
        "runtime_event",
        durable,
        json!({"eventType": "tick", "value": {"i": i}}),
    )
}

fn session(id: &str) -> serde_json::Value {
    json!({"id": id, "projectPath": "/w", "model": "m", "createdAt": "t", "updatedAt": "t",
        "messageCount": 0})
}

/// Health and bootstrap: what every client needs to connect.
fn router() -> Router {
    Router::new()
        .route(GetBootstrap, |_cx, _req| async { Ok(bootstrap()) })
        .route(GetHealth, |_cx, _req| async {
            Ok(HealthResponse::new("test/1.0"))
        })
}

fn client_options(url: &str) -> client::Options {
    client::Options::new(url)
        .backoff(Backoff::new(
            Duration::from_millis(1),
            Duration::from_millis(20),
        ))
        .retries(20)
        .give_up_after(None)
}

/// Emits `n` durable events from `from`, a non-durable one after each.
async fn emit(events: &server::Events, from: usize, n: usize, pause: Duration) {
    for i in from..from + n {
        events.emit(tick(i, true)).await.unwrap();
        events.emit(tick(i, false)).await.unwrap();
        if !pause.is_zero() {
            tokio::time::sleep(pause).await;
        }
    }
}

/// Follows until `n` more durable envelopes are delivered (counted as
/// delivered, not by `resume_cursor`, which runs ahead by what one read
/// decoded); gives their cursors and the ids of the non-durable ones.
async fn follow(events: &mut Events, n: usize) -> (Vec<i64>, Vec<String>) {
    let (mut durable, mut live) = (Vec::new(), Vec::new());
    while durable.len() < n {
        let item = tokio::time::timeout(Duration::from_secs(60), events.next())
            .await
            .unwrap_or_else(|_| panic!("stuck after {} durable", durable.len()))
            .expect("the stream goes on");
        match item {
            Ok(Received::Known(e)) if e.durable() => durable.push(e.cursor()),
            Ok(Received::Known(e)) => live.push(e.event_id().to_owned()),
            Ok(Received::Unknown(u)) => panic!("unknown event {}", u.kind),
            Err(e) => panic!("{e}"),
        }
    }
    (durable, live)
}

fn range(from: i64, to: i64) -> Vec<i64> {
    (from..=to).collect()
}

// ---- handlers ---------------------------------------------------------------

#[tokio::test]
async fn handlers_get_typed_requests_and_an_unrouted_operation_is_501() {
    let router = router()
        .route(ListSessions, |_cx, req: Request<ListSessions>| async move {
            // The query as the handler sees it, sent back in the cursor.
            let size = req.query.page_size.get();
            Ok(SessionPage::new(
                Default::default(),
                Some(format!("size {size}")),
            ))
        })
        .route(
            RenameSession,
            |_cx, req: Request<RenameSession>| async move {
                let body = json!({"requestId": req.body.request_id, "session": session(&req.path)});
                Ok(orion_api_types::decode_value::<SessionMutationResult>(&body).unwrap())
            },
        );
    let server = Server::start(Options::default(), router).await.unwrap();
    let client = Client::connect(client_options(&server.url()))
        .await
        .unwrap();

    let query = PageQuery::new().with_page_size(PageSize::new(7).unwrap());
    let page = client.call::<ListSessions>(&[], &query, &()).await.unwrap();
    assert_eq!(page.next_cursor.as_deref(), Some("size 7"));

    let rename = orion_api_types::RenameSessionRequest::new(
        RequestId::new("r-1").unwrap(),
        "new".try_into().unwrap(),
    );
    let renamed = client
        .call::<RenameSession>(&["s 1/é"], &(), &rename)
        .await
        .unwrap();
    assert_eq!(renamed.session.id, "s 1/é", "the path parameter, decoded");

    match client
        .call::<ListSkills>(&[], &PageQuery::default(), &())
        .await
    {
        Err(Error::Server(Answer {
            status,
            body: problem,
            ..
        })) => {
            assert_eq!((status, problem.code.as_str()), (501, "not_implemented"))
        }
        other => panic!("{other:?}"),
    }
    // The server's nonce is published, whatever the handler wrote.
    let boot = client.bootstrap().await.unwrap();
    assert_eq!(boot.nonce.expose(), server.nonce().expose());

    let long = "a".repeat(257);
    let head = format!(
        "GET /api/v1/sessions/{long}/snapshot HTTP/1.1\r\nhost: {}",
        server.addr()
    );
    let (status, reply) = raw(server.addr(), &head, "").await;
    assert_eq!(status, 400, "{reply}");
    assert!(reply.contains("invalid_parameter"), "{reply}");
    server.shutdown().await;
}

/// POST /sessions as raw HTTP, with `extra` header lines.
async fn create(server: &Server, extra: &str, request_id: &str, name: &str) -> (u16, String) {
    let head = format!(
        "POST /api/v1/sessions HTTP/1.1\r\nhost: {}\r\ncontent-type: application/json{extra}",
        server.addr()
    );
    let body = json!({"requestId": request_id, "name": name}).to_string();
    raw(server.addr(), &head, &body).await
}

fn nonce_header(nonce: &str) -> String {
    format!("\r\n{}: {nonce}", WebNonce::HEADER)
}

/// A `createSession` that counts its runs, takes `delay`, and refuses the
/// name `refuse` with a Problem (nothing applied). It counts when it is
/// called, before its future is polled, as a handler that does its work in
/// the closure and returns a ready future does.
fn counting_router(runs: Arc<AtomicUsize>, delay: Duration) -> Router {
    router().route(CreateSession, move |_cx, req: Request<CreateSession>| {
        let n = runs.fetch_add(1, Ordering::SeqCst) + 1;
        async move {
            if req.body.name.as_deref() == Some("refuse") {
                return Err(Problem::conflict("busy").unwrap());
            }
            tokio::time::sleep(delay).await;
            let body = json!({"requestId": req.body.request_id,
                "session": session(&format!("session-{n}"))});
            Ok(orion_api_types::decode_value::<SessionMutationResult>(&body).unwrap())
        }
    })
}

#[tokio::test]
async fn the_nonce_is_required_and_never_shown() {
    let runs = Arc::new(AtomicUsize::new(0));
    let server = Server::start(
        Options::default(),
        counting_router(runs.clone(), Duration::ZERO),
    )
    .await
    .unwrap();
    let nonce = server.nonce().expose().to_owned();
    let wrong = format!("{}x", &nonce[..nonce.len() - 1]);
    for extra in [String::new(), nonce_header(&wrong), nonce_header("short")] {
        let (status, reply) = create(&server, &extra, "r-1", "a").await;
        assert_eq!(status, 403, "{reply}");
        assert!(reply.contains("nonce_required"), "{reply}");
        assert!(
            !reply.contains(&nonce) && !reply.contains(&wrong),
            "{reply}"
        );
    }
    assert_eq!(runs.load(Ordering::SeqCst), 0, "no handler ran");
    let (status, reply) = create(&server, &nonce_header(&nonce), "r-1", "a").await;
    assert_eq!(status, 201, "{reply}");
    let options = Options::new(server.nonce().clone());
    for debug in [
        format!("{options:?}"),
        format!("{server:?}"),
        format!("{:?}", server.service()),
    ] {
        assert!(!debug.contains(&nonce), "{debug}");
    }
    server.shutdown().await;
}

/// The time of `rounds` comparisons of `nonce` with `candidate`.
fn time_matches(nonce: &WebNonce, candidate: &str, rounds: usize) -> Duration {
    let started = Instant::now();
    for _ in 0..rounds {
        std::hint::black_box(nonce.matches(std::hint::black_box(candidate)));
    }
    started.elapsed()
}

/// The server compares the nonce with `WebNonce::matches`: a candidate
/// that differs in its first byte costs what one that differs in its last
/// costs. On this 1 MiB nonce an early exit makes the first hundreds of
/// times cheaper (measured with `==`, a vectorized `memcmp`, in its place:
/// over 1,000 times); the bound, 4 times, is far from that and from noise,
/// since each figure is the best of several runs, interleaved.
#[test]
fn the_nonce_is_compared_in_time_independent_of_where_it_differs() {
    let secret = "n".repeat(1 << 20);
    let nonce = WebNonce::new(secret.clone()).unwrap();
    let first = format!("x{}", &secret[1..]);
    let last = format!("{}x", &secret[..secret.len() - 1]);
    let (mut early, mut late) = (Duration::MAX, Duration::MAX);
    for _ in 0..10 {
        early = early.min(time_matches(&nonce, &first, 5));
        late = late.min(time_matches(&nonce, &last, 5));
    }
    assert!(!nonce.matches(&first) && !nonce.matches(&last) && nonce.matches(&secret));
    let ratio = late.as_secs_f64() / early.as_secs_f64();
    println!("nonce comparison: first byte {early:?}, last byte {late:?} (x{ratio:.2})");
    assert!(ratio < 4.0 && ratio > 0.25, "x{ratio:.2}");
}

#[tokio::test]
async fn a_repeated_request_id_gets_the_first_answer_and_runs_once() {
    let runs = Arc::new(AtomicUsize::new(0));
    let router = counting_router(runs.clone(), Duration::from_millis(300));
    let server = Server::start(Options::default(), router).await.unwrap();
    let nonce = nonce_header(server.nonce().expose());

    // Five at once: one runs, the others wait for its answer.
    let replies =
        futures_util::future::join_all((0..5).map(|_| create(&server, &nonce, "r-1", "a"))).await;
    assert_eq!(runs.load(Ordering::SeqCst), 1);
    let body = |reply: &str| {
        reply
            .split("\r\n\r\n")
            .nth(1)
            .unwrap_or_default()
            .to_owned()
    };
    for (status, reply) in &replies {
        assert_eq!(*status, 201, "{reply}");
        assert_eq!(body(reply), body(&replies[0].1));
    }
    assert!(body(&replies[0].1).contains("session-1"));

    // The same id with another body is a conflict, and runs nothing.
    let (status, reply) = create(&server, &nonce, "r-1", "b").await;
    assert_eq!(status, 409, "{reply}");
    assert!(reply.contains("request_id_conflict"));
    assert_eq!(runs.load(Ordering::SeqCst), 1);

    // A client that goes away mid-call: the handler runs to its end, and
    // the retry gets its answer without a second run.
    let mut gone = tokio::net::TcpStream::connect(server.addr()).await.unwrap();
    let request = format!(
        "POST /api/v1/sessions HTTP/1.1\r\nhost: {}{nonce}\r\ncontent-length: 30\r\n\r\n{{\"requestId\":\"r-2\",\"name\":\"c\"}}",
        server.addr()
    );
    tokio::io::AsyncWriteExt::write_all(&mut gone, request.as_bytes())
        .await
        .unwrap();
    while runs.load(Ordering::SeqCst) < 2 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    drop(gone);
    let (status, reply) = create(&server, &nonce, "r-2", "c").await;
    assert_eq!(status, 201, "{reply}");
    assert!(body(&reply).contains("session-2"), "{reply}");
    assert_eq!(runs.load(Ordering::SeqCst), 2);

    // A Problem is not kept: nothing was applied, so a retry runs again.
    for _ in 0..2 {
        let (status, _) = create(&server, &nonce, "r-3", "refuse").await;
        assert_eq!(status, 409);
    }
    assert_eq!(runs.load(Ordering::SeqCst), 4);
    server.shutdown().await;
}

// ---- the event stream -------------------------------------------------------

#[tokio::test]
async fn chaos_proxy_1000_events_none_lost_none_repeated() {
    const N: usize = 1000;
    let server = Server::start(Options::default(), router()).await.unwrap();
    // Every request is over 60 bytes, every response head over 200: a tenth
    // of the cuts land in the request, a fifth in the response head, the
    // rest in the events. Later connections pass whole, so the run ends.
    let cuts = Cuts::new(0x5EED_0210_0000_0001)
        .handshake(60, 200)
        .in_handshake(10, 20)
        .after(4_000)
        .first(300);
    let chaos = Proxy::start(server.addr(), cuts).await.unwrap();
    let proxy = chaos.addr();
    let client = Client::connect(client_options(&format!("http://{proxy}/api/v1")))
        .await
        .unwrap();
    let mut events = client.events();
    let feed = emit(server.events(), 0, N, Duration::from_micros(500));
    let ((durable, live), ()) = tokio::join!(follow(&mut events, N), feed);
    println!(
        "chaos: {} durable, {} live-only, {} reconnects, {} cuts",
        durable.len(),
        live.len(),
        events.reconnects(),
        chaos.counts().cut()
    );
    assert_eq!(
        durable,
        range(1, N as i64),
        "lost, repeated or out of order"
    );
    let unique: std::collections::HashSet<_> = live.iter().collect();
    assert_eq!(unique.len(), live.len(), "a live-only event twice");
    assert!(chaos.counts().cut() >= 10, "too few cuts");
    assert!(events.reconnects() >= 10);
    server.shutdown().await;
}

#[tokio::test]
async fn a_restarted_server_on_its_file_log_goes_on_and_the_client_resumes() {
    let path = std::env::temp_dir().join(format!("orion-server-{}.redb", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let open = || Arc::new(FileLog::open(&path, 100_000).unwrap());
    let first = Server::start(Options::default().log(open()), router())
        .await
        .unwrap();
    let addr = first.addr();
    emit(first.events(), 0, 300, Duration::ZERO).await;
    let client = Client::connect(client_options(&first.url())).await.unwrap();
    let mut events = client.events();
    let (before, _) = follow(&mut events, 300).await;
    assert_eq!(first.shutdown().await, 0);

    // Same file, same port: cursors go on from 301; the client's resume
    // asks for what follows its last.
    let log = open();
    assert_eq!(log.retained("").last, 300);
    let second = Server::start(Options::default().log(log).listen(addr), router())
        .await
        .unwrap();
    emit(second.events(), 300, 300, Duration::ZERO).await;
    let (after, _) = follow(&mut events, 300).await;
    let all: Vec<i64> = before.into_iter().chain(after).collect();
    assert_eq!(all, range(1, 600));
    assert!(events.reconnects() >= 1);
    second.shutdown().await;
    let _ = std::fs::remove_file(&path);
}

/// The tests that measure this process's memory run one at a time.
static HEAVY: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// This process's resident memory, in bytes.
fn rss() -> usize {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace()
        .nth(1)
        .unwrap()
        .parse::<usize>()
        .unwrap()
        * 1024
}

/// A reader that stops while the server pushes 100,000 events: the
/// publisher waits for it once, up to the deadline, then the policy closes
/// its stream (no stream is left); the client resumes from the log to the
/// end. The growth bound, 256 MiB, is four times what the log itself takes
/// here; a stream holding the events it could not send, as an unbounded
/// queue would, adds their copies on top.
#[tokio::test]
async fn a_stalled_reader_is_closed_by_the_policy_and_resumes_to_the_end() {
    const N: usize = 100_000;
    let _heavy = HEAVY.lock().await;
    let policy = Policy::default()
        .queue(64)
        .deadline(Duration::from_millis(50));
    let server = Server::start(Options::default().policy(policy), router())
        .await
        .unwrap();
    let client = Client::connect(client_options(&server.url()))
        .await
        .unwrap();
    let mut events = client.events();
    server.events().emit(tick(0, true)).await.unwrap();
    assert_eq!(follow(&mut events, 1).await.0, [1]);
    assert_eq!(server.events().streams().await, 1);

    let before = rss();
    let started = Instant::now();
    for i in 1..=N {
        server.events().emit(tick(i, true)).await.unwrap();
    }
    let took = started.elapsed();
    let grew = rss().saturating_sub(before);
    let logged: usize = {
        let mut all = Vec::new();
        server
            .events()
            .log()
            .read_after("", 0, usize::MAX, &mut all)
            .unwrap();
        all.iter().map(|(_, t)| t.len()).sum()
    };
    println!(
        "stalled reader: {N} events in {took:?}, the process grew {} MiB (the log holds {} MiB)",
        grew >> 20,
        logged >> 20
    );
    assert_eq!(
        server.events().streams().await,
        0,
        "the stalled stream was closed"
    );
    assert!(grew < 256 << 20, "grew {} MiB", grew >> 20);

    let (durable, _) = follow(&mut events, N).await;
    assert_eq!(durable, range(2, N as i64 + 1));
    assert!(events.reconnects() >= 1);
    server.shutdown().await;
}

/// Opens `GET /events` with `query` and `Last-Event-ID`; gives the body.
async fn open(
    server: &Server,
    query: &str,
    last_event_id: Option<&str>,
) -> (u16, hyper::body::Incoming) {
    let headers: Vec<(&str, &str)> = last_event_id
        .map(|v| ("last-event-id", v))
        .into_iter()
        .collect();
    let path = format!("/api/v1/events{query}");
    let request = wire_kit::net::http::Request::new("GET", &path).headers(&headers);
    let (status, _, body) =
        wire_kit::net::http::open(&server.addr().to_string(), request, Duration::from_secs(10))
            .await
            .unwrap();
    (status, body)
}

/// Reads SSE frames until `until` says stop; gives `(id, data)` of each
/// frame with data, and the comments and `retry` lines as `(None, line)`.
async fn read_frames(
    body: &mut hyper::body::Incoming,
    until: impl Fn(&[(Option<String>, String)]) -> bool,
) -> Vec<(Option<String>, String)> {
    let mut text = String::new();
    let mut frames = Vec::new();
    while !until(&frames) {
        let frame = tokio::time::timeout(Duration::from_secs(10), body.frame())
            .await
            .expect("a frame within 10 s")
            .expect("the body goes on")
            .unwrap();
        text.push_str(std::str::from_utf8(frame.data_ref().unwrap()).unwrap());
        while let Some(end) = text.find("\n\n") {
            let block: String = text.drain(..end + 2).collect();
            let mut id = None;
            let mut data = None;
            for line in block.lines() {
                if let Some(v) = line.strip_prefix("id: ") {
                    id = Some(v.to_owned());
                } else if let Some(v) = line.strip_prefix("data: ") {
                    data = Some(v.to_owned());
                } else if !line.is_empty() {
                    frames.push((None, line.to_owned()));
                }
            }
            if let Some(data) = data {
                frames.push((id, data));
            }
        }
    }
    frames
}

fn cursors(frames: &[(Option<String>, String)]) -> Vec<(i64, bool)> {
    frames
        .iter()
        .filter(|(id, _)| id.is_some())
        .map(|(id, data)| {
            let e: WebEventEnvelope = orion_api_types::decode(data).unwrap();
            assert_eq!(
                id.as_deref(),
                Some(e.cursor().to_string().as_str()),
                "id = cursor"
            );
            (e.cursor(), e.durable())
        })
        .collect()
}

fn events_in(frames: &[(Option<String>, String)]) -> usize {
    frames.iter().filter(|(id, _)| id.is_some()).count()
}

#[tokio::test]
async fn the_event_stream_resumes_by_query_or_header_and_keeps_alive() {
    let options = Options::default()
        .retry(Duration::from_millis(1234))
        .keep_alive(Duration::from_millis(50));
    let router = router().on_stream(|| {
        Some(envelope(
            "workbench_state",
            false,
            json!({"workspace": "/w", "activeSessionId": null}),
        ))
    });
    let server = Server::start(options, router).await.unwrap();
    emit(server.events(), 0, 5, Duration::ZERO).await;

    // From the start: retry first, the durable ones (the live-only ones
    // were never logged), the greeting with the latest cursor, then a
    // keep-alive comment in the silence.
    let (status, mut body) = open(&server, "", None).await;
    assert_eq!(status, 200);
    let frames = read_frames(&mut body, |f| f.iter().any(|(_, l)| l == ": keep-alive")).await;
    assert_eq!(frames[0], (None, "retry: 1234".to_owned()));
    assert_eq!(
        cursors(&frames),
        [
            (1, true),
            (2, true),
            (3, true),
            (4, true),
            (5, true),
            (5, false)
        ]
    );
    // Live: one durable, one live-only.
    emit(server.events(), 5, 1, Duration::ZERO).await;
    let live = read_frames(&mut body, |f| events_in(f) == 2).await;
    assert_eq!(cursors(&live), [(6, true), (6, false)]);

    // The query wins over the header; the header alone is used.
    for (query, header, first) in [
        ("?cursor=4", Some("1"), 5),
        ("", Some("3"), 4),
        ("?cursor=2", Some("junk"), 3),
    ] {
        let (_, mut body) = open(&server, query, header).await;
        let frames = read_frames(&mut body, |f| events_in(f) >= 1).await;
        assert_eq!(cursors(&frames)[0].0, first, "{query} {header:?}");
    }
    let (status, _) = open(&server, "", Some("junk")).await;
    assert_eq!(status, 400);
    let (status, _) = open(&server, "?cursor=7", None).await;
    assert_eq!(status, 409, "cursor_ahead");
    server.shutdown().await;
}

#[tokio::test]
async fn a_cursor_the_log_no_longer_holds_gets_a_replay_reset() {
    let options = Options::default().log(Arc::new(MemoryLog::new(10)));
    let server = Server::start(options, router()).await.unwrap();
    emit(server.events(), 0, 30, Duration::ZERO).await;
    assert_eq!(
        server.events().log().retained(""),
        server::Retained {
            first: 21,
            last: 30
        }
    );
    let (_, mut body) = open(&server, "?cursor=5", None).await;
    let frames = read_frames(&mut body, |f| events_in(f) == 11).await;
    let first: WebEventEnvelope = orion_api_types::decode(&frames[1].1).unwrap();
    assert_eq!((first.event_type(), first.cursor()), ("replay_reset", 20));
    assert_eq!(
        &cursors(&frames)[1..],
        (21..=30).map(|c| (c, true)).collect::<Vec<_>>()
    );
    // Covered exactly: no reset.
    let (_, mut body) = open(&server, "?cursor=20", None).await;
    let frames = read_frames(&mut body, |f| events_in(f) == 10).await;
    assert_eq!(
        cursors(&frames),
        (21..=30).map(|c| (c, true)).collect::<Vec<_>>()
    );
    server.shutdown().await;
}

/// Everything ready when a stream is written goes out as one chunk: the
/// 200 envelopes logged before the client came, with `retry:`, are the
/// first chunk of the body (read here off the socket, chunked encoding and
/// all).
#[tokio::test]
async fn what_is_queued_goes_out_in_one_chunk() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let server = Server::start(Options::default(), router()).await.unwrap();
    emit(server.events(), 0, 200, Duration::ZERO).await;
    let mut logged = Vec::new();
    server
        .events()
        .log()
        .read_after("", 0, 1000, &mut logged)
        .unwrap();
    let frames: usize = logged.iter().map(|(_, t)| t.len()).sum();
    let mut socket = tokio::net::TcpStream::connect(server.addr()).await.unwrap();
    let request = format!(
        "GET /api/v1/events HTTP/1.1\r\nhost: {}\r\n\r\n",
        server.addr()
    );
    socket.write_all(request.as_bytes()).await.unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    let size = loop {
        let n = socket.read(&mut buf).await.unwrap();
        assert!(n > 0);
        seen.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&seen);
        if let Some((_, rest)) = text.split_once("\r\n\r\n")
            && let Some((size, _)) = rest.split_once("\r\n")
        {
            break usize::from_str_radix(size, 16).unwrap();
        }
    };
    assert_eq!(size, "retry: 1000\n\n".len() + frames, "one chunk");
    server.shutdown().await;
}

#[tokio::test]
async fn shutdown_ends_open_streams_cleanly_within_the_deadline() {
    let limits = Limits::default().drain(Duration::from_secs(3));
    let server = Server::start(Options::default().limits(limits), router())
        .await
        .unwrap();
    emit(server.events(), 0, 3, Duration::ZERO).await;
    let mut bodies = Vec::new();
    for _ in 0..3 {
        let (_, mut body) = open(&server, "", None).await;
        read_frames(&mut body, |f| events_in(f) == 3).await;
        bodies.push(body);
    }
    let started = Instant::now();
    assert_eq!(
        server.shutdown().await,
        0,
        "no connection had to be aborted"
    );
    assert!(started.elapsed() < Duration::from_secs(3));
    for mut body in bodies {
        // The chunked body's end, not a broken connection.
        loop {
            match body.frame().await {
                None => break,
                Some(Ok(_)) => {}
                Some(Err(e)) => panic!("not a clean end: {e}"),
            }
        }
    }
}

// ---- Host, Origin, limits, tower --------------------------------------------

#[tokio::test]
async fn foreign_hosts_and_origins_are_refused() {
    let runs = Arc::new(AtomicUsize::new(0));
    let trust = Trust::loopback().origin("http://localhost:5173");
    let options = Options::default().trust(trust);
    let server = Server::start(options, counting_router(runs.clone(), Duration::ZERO))
        .await
        .unwrap();
    let nonce = server.nonce().expose().to_owned();
    for path in ["/api/v1/health", "/api/v1/bootstrap", "/nowhere"] {
        let head = format!("GET {path} HTTP/1.1\r\nhost: attacker.example");
        let (status, reply) = raw(server.addr(), &head, "").await;
        assert_eq!(status, 403, "{path}: {reply}");
        assert!(reply.contains("host_not_allowed") && !reply.contains(&nonce));
    }
    let own = format!("\r\norigin: http://{}", server.addr());
    for (origin, want) in [
        ("\r\norigin: https://attacker.example", 403),
        ("\r\norigin: null", 403),
        (own.as_str(), 201),
        ("\r\norigin: http://localhost:5173", 201),
        ("", 201),
    ] {
        let extra = format!("{}{origin}", nonce_header(&nonce));
        let (status, reply) = create(&server, &extra, &format!("r{origin}"), "a").await;
        assert_eq!(status, want, "{origin}: {reply}");
        if want == 403 {
            assert!(reply.contains("origin_not_allowed"), "{reply}");
        }
    }
    assert_eq!(runs.load(Ordering::SeqCst), 3);
    server.shutdown().await;
}

#[tokio::test]
async fn bodies_and_heads_past_the_limits_are_refused() {
    let runs = Arc::new(AtomicUsize::new(0));
    let limits = Limits::default().frame(1024).handshake(16 * 1024);
    let options = Options::default().limits(limits);
    let server = Server::start(options, counting_router(runs.clone(), Duration::ZERO))
        .await
        .unwrap();
    let nonce = nonce_header(server.nonce().expose());
    let (status, reply) = create(&server, &nonce, "r-1", &"n".repeat(2000)).await;
    assert_eq!(status, 400, "{reply}");
    assert!(reply.contains("body_too_large"), "{reply}");
    let big = format!(
        "GET /api/v1/health HTTP/1.1\r\nhost: {}\r\nx-padding: {}",
        server.addr(),
        "p".repeat(64 * 1024)
    );
    let (status, _) = raw(server.addr(), &big, "").await;
    assert_eq!(status, 431, "a head over the bound");
    assert_eq!(runs.load(Ordering::SeqCst), 0);
    server.shutdown().await;
}

/// What axum's `Router::fallback_service` asks of a service, for a
/// request body of its own (`B`, here one of a foreign type).
fn mountable<S, B, R>(_: &S)
where
    S: tower_service::Service<
            hyper::Request<B>,
            Response = hyper::Response<R>,
            Error = std::convert::Infallible,
        > + Clone
        + Send
        + Sync
        + 'static,
    S::Future: Send + 'static,
    R: hyper::body::Body<Data = hyper::body::Bytes> + Send + 'static,
    R::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
}

/// The server as a tower service, called as an application that mounts it
/// (axum's `fallback_service`, hyper-util's adapter) calls it.
#[tokio::test]
async fn the_service_answers_as_a_tower_service() {
    use tower_service::Service as _;
    let mut service = server::Service::new(Options::default(), router());
    type Foreign = http_body_util::combinators::BoxBody<hyper::body::Bytes, std::io::Error>;
    mountable::<_, Foreign, _>(&service);
    let request = |path: &str| {
        hyper::Request::builder()
            .uri(path)
            .header("host", "localhost:3000")
            .body(http_body_util::Full::new(hyper::body::Bytes::new()))
            .unwrap()
    };
    type Call = hyper::Request<http_body_util::Full<hyper::body::Bytes>>;
    std::future::poll_fn(|cx| tower_service::Service::<Call>::poll_ready(&mut service, cx))
        .await
        .unwrap();
    let reply = service.call(request("/api/v1/health")).await.unwrap();
    assert_eq!(reply.status(), 200);
    let body = reply.into_body().collect().await.unwrap().to_bytes();
    let health: HealthResponse =
        orion_api_types::decode(std::str::from_utf8(&body).unwrap()).unwrap();
    assert_eq!(health.version, "test/1.0");
    // Its event streams end when it is closed.
    let reply = service.call(request("/api/v1/events")).await.unwrap();
    let mut body = reply.into_body();
    assert!(body.frame().await.is_some(), "retry:");
    service.close().await;
    assert!(body.frame().await.is_none());
    let reply = service.call(request("/api/v1/sessions")).await.unwrap();
    assert_eq!(reply.status(), 501, "no handler");
}

/// How many descriptors this process may open.
fn open_files_limit() -> usize {
    let limits = std::fs::read_to_string("/proc/self/limits").unwrap_or_default();
    limits
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .and_then(|l| l.split_whitespace().nth(3))
        .and_then(|n| n.parse().ok())
        .unwrap_or(1024)
}

/// 1,000 idle `/events` streams (fewer where the descriptor limit is low:
/// each takes two, one per end), then 100 events to all of them: each
/// stream gets every one, in order. The memory figure counts both ends,
/// client and server, of each stream; the bound, 512 KiB a stream, is far
/// above what a stream costs idle (hyper's buffers, a task, a queue that
/// holds nothing) and below what one would cost if it kept a batch buffer
/// (128 KiB) and hyper's write buffer allocated while idle on both ends.
#[tokio::test]
async fn a_thousand_idle_streams_cost_little_and_each_gets_every_event() {
    const EVENTS: usize = 100;
    let _heavy = HEAVY.lock().await;
    let n = 1000.min(open_files_limit().saturating_sub(200) / 2);
    let server = Server::start(Options::default(), router()).await.unwrap();
    let before = rss();
    let mut bodies = Vec::with_capacity(n);
    for _ in 0..n {
        let (status, mut body) = open(&server, "", None).await;
        assert_eq!(status, 200);
        read_frames(&mut body, |f| !f.is_empty()).await; // retry:
        bodies.push(body);
    }
    while server.events().streams().await < n {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let per_stream = rss().saturating_sub(before) / n;
    let readers: Vec<_> = bodies
        .into_iter()
        .map(|mut body| {
            tokio::spawn(async move {
                let frames = read_frames(&mut body, |f| events_in(f) >= EVENTS).await;
                cursors(&frames)
            })
        })
        .collect();
    let started = Instant::now();
    for i in 0..EVENTS {
        server.events().emit(tick(i, true)).await.unwrap();
    }
    for reader in readers {
        let got: Vec<i64> = reader.await.unwrap().into_iter().map(|(c, _)| c).collect();
        assert_eq!(got, range(1, EVENTS as i64));
    }
    let took = started.elapsed();
    println!(
        "{n} streams: {} KiB each idle (both ends), {EVENTS} events to all in {took:?}: {:.0} deliveries/s",
        per_stream >> 10,
        (n * EVENTS) as f64 / took.as_secs_f64()
    );
    assert!(per_stream < 512 << 10, "{} KiB a stream", per_stream >> 10);
    server.shutdown().await;
}
