//! The client against the in-process mock: typed calls, the nonce, every
//! fault, a newer server, resuming exactly once through a chaos proxy, and
//! bounded buffering under a slow consumer.

use futures_util::StreamExt;
use orion_api_types::client::{self, Answer, Backoff, Error, Events, Options, Received};
use orion_api_types::mock::{self, Faults, Server};
use orion_api_types::operations::{
    CreateSession, GetSessionSnapshot, ListSessions, UpdateSettings,
};
use orion_api_types::{
    CreateSessionRequest, PageQuery, RequestId, SettingsKey, SettingsOperation, SettingsRevision,
    UpdateSettingsRequest,
};
use std::collections::HashSet;
use std::time::{Duration, Instant};
use wire_kit::net::chaos::{Cuts, Proxy};

/// What a stream delivered up to a durable cursor.
#[derive(Debug, Default)]
struct Followed {
    durable: Vec<i64>,
    non_durable_ids: Vec<String>,
    unknown: Vec<(String, Option<i64>)>,
    errors: Vec<String>,
}

impl Followed {
    /// 1..=n exactly, in order; no non-durable event twice.
    fn assert_exactly_once(&self, n: i64) {
        let expected: Vec<i64> = (1..=n).collect();
        assert_eq!(self.durable, expected, "durable cursors");
        let unique: HashSet<&String> = self.non_durable_ids.iter().collect();
        assert_eq!(
            unique.len(),
            self.non_durable_ids.len(),
            "a non-durable event twice"
        );
    }
}

/// Reads `events` until the durable cursor `until`, within `limit`.
async fn follow(events: &mut Events, until: i64, limit: Duration) -> Followed {
    let mut got = Followed::default();
    let deadline = Instant::now() + limit;
    while events.position() < until {
        let left = deadline.saturating_duration_since(Instant::now());
        let item = tokio::time::timeout(left, events.next())
            .await
            .unwrap_or_else(|_| panic!("timed out at cursor {}: {got:?}", events.position()));
        match item {
            None => panic!("the stream ended: {got:?}"),
            Some(Ok(Received::Known(e))) if e.durable() => got.durable.push(e.cursor()),
            Some(Ok(Received::Known(e))) => got.non_durable_ids.push(e.event_id().to_owned()),
            Some(Ok(Received::Unknown(u))) => got.unknown.push((u.kind, u.position)),
            Some(Err(e)) => got.errors.push(e.to_string()),
        }
    }
    got
}

fn fast(url: &str) -> Options {
    Options::new(url).backoff(Backoff::new(
        Duration::from_millis(5),
        Duration::from_millis(100),
    ))
}

async fn start(options: mock::Options) -> Server {
    Server::start(options.with_retry(Duration::from_millis(10)))
        .await
        .expect("mock starts")
}

#[tokio::test]
async fn typed_calls_send_the_nonce_and_type_problems() {
    let server = start(mock::Options::default().with_sessions(5)).await;
    let client = client::connect(&server.url()).await.unwrap();
    assert!(client.health().await.is_ok());

    // Pages end: five sessions, two per page, three pages.
    let page = client
        .call::<ListSessions>(
            &[],
            &PageQuery::new().with_page_size(orion_api_types::PageSize::new(2).unwrap()),
            &(),
        )
        .await
        .unwrap();
    assert_eq!(
        (page.items.len(), page.next_cursor.as_deref()),
        (2, Some("2"))
    );
    assert_eq!(client.all_sessions().await.unwrap().len(), 5);

    // A mutation carries the nonce; the server answers 201 with the session.
    let body = CreateSessionRequest::new(RequestId::new("r-1").unwrap());
    let created = client.call::<CreateSession>(&[], &(), &body).await.unwrap();
    assert_eq!(created.session.id, "session-6");
    assert_eq!(client.all_sessions().await.unwrap().len(), 6);

    // A path parameter is encoded; a wrong count is refused before sending.
    let snapshot = client
        .call::<GetSessionSnapshot>(&["session 1/é"], &PageQuery::default(), &())
        .await;
    assert!(snapshot.is_ok(), "{snapshot:?}");
    let wrong = client
        .call::<GetSessionSnapshot>(&[], &PageQuery::default(), &())
        .await;
    assert!(matches!(wrong, Err(Error::InvalidRequest(_))), "{wrong:?}");

    // A Problem is a typed error.
    let stale = UpdateSettingsRequest::new(
        RequestId::new("r-2").unwrap(),
        SettingsRevision::new(format!("hmac-sha256:{}", "f".repeat(64))).unwrap(),
        vec![SettingsOperation::set(SettingsKey::AppearanceTheme, "dark").unwrap()],
    )
    .unwrap();
    match client.call::<UpdateSettings>(&[], &(), &stale).await {
        Err(Error::Server(Answer {
            status,
            body: problem,
            ..
        })) => {
            assert_eq!((status, problem.code.as_str()), (409, "stale_revision"));
        }
        other => panic!("{other:?}"),
    }

    // The nonce appears nowhere.
    let nonce = server.nonce().expose().to_owned();
    assert!(!format!("{client:?}").contains(&nonce));
    let err = client
        .call::<UpdateSettings>(&[], &(), &stale)
        .await
        .unwrap_err();
    assert!(!format!("{err:?} {err}").contains(&nonce));
}

#[tokio::test]
async fn a_remote_server_is_refused_unless_allowed() {
    let err = client::connect("http://192.0.2.1:9/api/v1")
        .await
        .unwrap_err();
    assert!(matches!(err, Error::NotLoopback(_)), "{err:?}");
    let err = client::connect("ftp://127.0.0.1/").await.unwrap_err();
    assert!(matches!(err, Error::Config(_)), "{err:?}");
}

#[tokio::test]
async fn durable_events_arrive_once_in_order_across_drops() {
    let server = start(
        mock::Options::default()
            .with_events(40)
            .with_faults(Faults::none().with_drop_after(7)),
    )
    .await;
    let client = Client::connect(fast(&server.url())).await.unwrap();
    let mut events = client.events();
    let got = follow(&mut events, 40, Duration::from_secs(20)).await;
    got.assert_exactly_once(40);
    assert!(got.errors.is_empty(), "{got:?}");
    assert!(!got.non_durable_ids.is_empty());
    assert_eq!(events.reconnects(), 1);
}

use orion_api_types::client::Client;

#[tokio::test]
async fn split_writes_and_slow_frames() {
    for faults in [
        Faults::none().with_split_writes(7),
        Faults::none().with_slow(Duration::from_millis(2)),
    ] {
        let server = start(mock::Options::default().with_events(20).with_faults(faults)).await;
        let client = Client::connect(fast(&server.url())).await.unwrap();
        let mut events = client.events();
        let got = follow(&mut events, 20, Duration::from_secs(20)).await;
        got.assert_exactly_once(20);
        assert_eq!(events.reconnects(), 0);
    }
}

#[tokio::test]
async fn an_oversize_event_is_an_error_item_and_the_stream_goes_on() {
    let server =
        start(mock::Options::default().with_faults(Faults::none().with_oversize_frame())).await;
    let options = fast(&server.url()).max_frame_len(64 * 1024);
    let client = Client::connect(options).await.unwrap();
    let mut events = client.events();
    let got = follow(&mut events, 4, Duration::from_secs(30)).await;
    got.assert_exactly_once(4);
    assert_eq!(got.errors.len(), 1, "{got:?}");
    assert!(got.errors[0].contains("limit"), "{got:?}");
}

#[tokio::test]
async fn a_newer_server_is_followed_to_the_end_and_refused_when_strict() {
    let faults = Faults::none().with_undeclared_member().with_unknown_event();
    let server = start(
        mock::Options::default()
            .with_events(30)
            .with_faults(faults.clone()),
    )
    .await;

    let client = Client::connect(fast(&server.url())).await.unwrap();
    let page = client
        .call::<ListSessions>(&[], &PageQuery::default(), &())
        .await;
    assert!(page.is_ok(), "{page:?}");
    let mut events = client.events();
    let got = follow(&mut events, 30, Duration::from_secs(20)).await;
    got.assert_exactly_once(30);
    assert!(got.errors.is_empty(), "{got:?}");
    assert_eq!(got.unknown.len(), 1, "{got:?}");
    assert_eq!(got.unknown[0].0, "x_unknown");
    assert!(got.unknown[0].1.is_some());

    let strict = Client::connect(fast(&server.url()).strict(true))
        .await
        .unwrap();
    let err = strict
        .call::<ListSessions>(&[], &PageQuery::default(), &())
        .await
        .unwrap_err();
    assert!(err.to_string().contains("xUndeclared"), "{err}");
    let mut events = strict.events();
    let mut errors = Vec::new();
    while errors.len() < 2 {
        match tokio::time::timeout(Duration::from_secs(10), events.next()).await {
            Ok(Some(Err(e))) => errors.push(e.to_string()),
            Ok(Some(Ok(_))) => {}
            other => panic!("{other:?}"),
        }
    }
    assert!(errors[0].contains("xUndeclared"), "{errors:?}");
    assert!(errors[1].contains("x_unknown"), "{errors:?}");
}

#[tokio::test]
async fn replay_reset_is_delivered_and_moves_the_resume_point() {
    let server = start(mock::Options::default()).await;
    let client = Client::connect(fast(&server.url())).await.unwrap();
    let mut events = client.events();
    follow(&mut events, 4, Duration::from_secs(10)).await;
    let reset = server
        .emit(
            "replay_reset",
            true,
            serde_json::json!({"reason": "history truncated", "snapshotRequired": true}),
        )
        .unwrap();
    server.emit(
        "workbench_state",
        true,
        serde_json::json!({"workspace": "/w", "activeSessionId": null}),
    );
    let mut kinds = Vec::new();
    while events.position() < 6 {
        if let Some(Ok(Received::Known(e))) = events.next().await {
            kinds.push((e.cursor(), e.event_type()));
        }
    }
    assert!(
        kinds.contains(&(reset.cursor(), "replay_reset")),
        "{kinds:?}"
    );
    assert_eq!(kinds.last(), Some(&(6, "workbench_state")));
}

#[tokio::test]
async fn a_cursor_past_the_end_ends_the_stream_with_the_problem() {
    let server = start(mock::Options::default()).await;
    let client = Client::connect(fast(&server.url())).await.unwrap();
    let mut events = client.events_after(99);
    match events.next().await {
        Some(Err(Error::Server(Answer {
            status: 409,
            body: problem,
            ..
        }))) => {
            assert_eq!(problem.code.as_str(), "cursor_ahead")
        }
        other => panic!("{other:?}"),
    }
    assert!(events.next().await.is_none());
}

#[tokio::test]
async fn a_slow_consumer_keeps_the_client_buffer_small() {
    let server = start(
        mock::Options::default()
            .with_events(3000)
            .with_event_interval(Duration::from_micros(100)),
    )
    .await;
    let client = Client::connect(fast(&server.url())).await.unwrap();
    let mut events = client.events();
    let mut most = 0;
    let mut last = 0;
    for i in 0..200 {
        if i % 50 == 0 {
            // The server has thousands of events ready; the client reads none
            // of them while the consumer sleeps.
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        if let Some(Ok(Received::Known(e))) = events.next().await
            && e.durable()
        {
            assert_eq!(e.cursor(), last + 1);
            last = e.cursor();
        }
        most = most.max(events.queued());
    }
    assert!(most <= 16, "{most} items buffered");
}

// ---- chaos ------------------------------------------------------------------

#[tokio::test]
async fn chaos_proxy_1000_events_none_lost_none_repeated() {
    const N: i64 = 1000;
    let server = start(
        mock::Options::default()
            .with_events(N as usize)
            .with_event_interval(Duration::from_micros(500)),
    )
    .await;
    // Every request is over 120 bytes, every response head over 200: a
    // tenth of the cuts land in the request, a fifth in the response head,
    // the rest in the events. Later connections pass whole, so the run ends.
    let cuts = Cuts::new(0x005E_ED0F_0810)
        .handshake(120, 200)
        .in_handshake(10, 20)
        .after(30_000)
        .first(400);
    let proxy = Proxy::start(server.addr(), cuts).await.unwrap();
    let url = format!("http://{}/api/v1", proxy.addr());
    let options = fast(&url).retries(20).give_up_after(None);
    let client = Client::connect(options).await.unwrap();
    let started = Instant::now();
    let mut events = client.events();
    let got = follow(&mut events, N, Duration::from_secs(60)).await;
    let cuts = proxy.counts().cut();
    println!(
        "chaos: {} durable delivered, 0 lost, 0 repeated, {} non-durable, {} reconnects, {} cuts, {:?}",
        got.durable.len(),
        got.non_durable_ids.len(),
        events.reconnects(),
        cuts,
        started.elapsed()
    );
    got.assert_exactly_once(N);
    assert!(got.errors.is_empty(), "{:?}", got.errors);
    assert!(events.reconnects() >= 1);
    assert!(cuts >= 1);
}

// ---- servers that misbehave -----------------------------------------------

/// A loopback listener that reads each request's head, then closes the
/// connection (`close`) or holds it open without answering.
async fn rude_server(close: bool) -> (std::net::SocketAddr, tokio::task::JoinHandle<()>) {
    use tokio::io::AsyncReadExt;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((mut socket, _)) = listener.accept().await {
            let mut buf = [0u8; 4096];
            let _ = socket.read(&mut buf).await;
            if !close {
                held.push(socket);
            }
        }
    });
    (addr, task)
}

#[tokio::test]
async fn a_lost_connection_says_whether_the_call_may_have_run() {
    let server = start(mock::Options::default()).await;
    let client = Client::connect(fast(&server.url()).retries(0))
        .await
        .unwrap();
    drop(server);
    // Nothing listens: a connection failure, nothing ran.
    let err = client.health().await.unwrap_err();
    assert!(matches!(err, Error::Connect(_)), "{err:?}");

    let (addr, task) = rude_server(true).await;
    let url = format!("http://{addr}/api/v1");
    let options = fast(&url).retries(0);
    // `connect` needs `/bootstrap`: the rude server closes it, so it fails
    // as a lost connection of a GET, which did not run anything.
    let err = Client::connect(options).await.unwrap_err();
    assert!(
        matches!(
            err,
            Error::ConnectionLost {
                may_have_run: false
            }
        ),
        "{err:?}"
    );
    task.abort();
}

#[tokio::test]
async fn a_silent_server_times_out() {
    let (addr, task) = rude_server(false).await;
    let url = format!("http://{addr}/api/v1");
    let options = fast(&url).retries(0).timeout(Duration::from_millis(200));
    let started = Instant::now();
    let err = Client::connect(options).await.unwrap_err();
    assert!(matches!(err, Error::Timeout), "{err:?}");
    assert!(started.elapsed() < Duration::from_secs(5));
    task.abort();
}

#[tokio::test]
async fn a_restarted_server_s_new_nonce_is_read_again() {
    let first = start(mock::Options::default()).await;
    let addr = first.addr();
    let client = Client::connect(fast(&first.url())).await.unwrap();
    first.shutdown().await;
    let second = start(mock::Options::default().with_listen(addr)).await;
    let body = CreateSessionRequest::new(RequestId::new("r-9").unwrap());
    let created = client.call::<CreateSession>(&[], &(), &body).await;
    assert!(created.is_ok(), "{created:?}");
    drop(second);
}

#[tokio::test]
async fn the_server_s_retry_sets_the_reconnection_delay() {
    let server = Server::start(
        mock::Options::default()
            .with_faults(Faults::none().with_drop_after(2))
            .with_retry(Duration::from_millis(400)),
    )
    .await
    .unwrap();
    // The server's delay is a floor within the backoff's bounds: 400 ms
    // lies between them.
    let options = Options::new(server.url()).backoff(Backoff::new(
        Duration::from_millis(5),
        Duration::from_secs(2),
    ));
    let client = Client::connect(options).await.unwrap();
    let mut events = client.events();
    follow(&mut events, 2, Duration::from_secs(10)).await;
    let dropped = Instant::now();
    let got = follow(&mut events, 4, Duration::from_secs(10)).await;
    assert_eq!(got.durable, [3, 4]);
    // The client's own backoff starts at 5 ms; the server asked for 400.
    assert!(
        dropped.elapsed() >= Duration::from_millis(400),
        "{:?}",
        dropped.elapsed()
    );
    assert_eq!(events.reconnects(), 1);
}
