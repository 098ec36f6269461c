//! The server's `tracing` spans and events (feature `tracing`): a
//! `connection` span per accepted connection, a `request` span inside it
//! per request with its method, operation, status and duration, `WARN`
//! events for the requests it refuses, and never the nonce in any of them.

mod support;

use orion_api_types::client::{self, Client};
use orion_api_types::operations::{CreateSession, GetBootstrap, GetHealth};
use orion_api_types::server::{Limits, Options, Policy, Request, Router, Server};
use orion_api_types::{
    BootstrapResponse, HealthResponse, SessionMutationResult, WebEventEnvelope, WebNonce, mock,
};
use serde_json::json;
use std::time::Duration;
use support::raw;

use wire_kit::net::trace::{Capture, EventRecord};

fn router() -> Router {
    Router::new()
        .route(GetBootstrap, |_cx, _req| async {
            let v = mock::sample_request("BootstrapResponse", |_| {}).unwrap();
            Ok(orion_api_types::decode_value::<BootstrapResponse>(&v).unwrap())
        })
        .route(GetHealth, |_cx, _req| async {
            Ok(HealthResponse::new("test/1.0"))
        })
        .route(
            CreateSession,
            |_cx, req: Request<CreateSession>| async move {
                let session = json!({"id": "s-1", "projectPath": "/w", "model": "m",
                "createdAt": "t", "updatedAt": "t", "messageCount": 0});
                let body = json!({"requestId": req.body.request_id, "session": session});
                Ok(orion_api_types::decode_value::<SessionMutationResult>(&body).unwrap())
            },
        )
}

/// POST /sessions as raw HTTP with `nonce` and a `name` of `name_len` bytes.
async fn create(server: &Server, nonce: &str, name_len: usize) -> u16 {
    let head = format!(
        "POST /api/v1/sessions HTTP/1.1\r\nhost: {}\r\ncontent-type: application/json\r\n{}: {nonce}",
        server.addr(),
        WebNonce::HEADER
    );
    let body = json!({"requestId": "r-1", "name": "n".repeat(name_len)}).to_string();
    raw(server.addr(), &head, &body).await.0
}

#[tokio::test]
async fn each_request_has_a_span_in_its_connection_span() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let server = Server::start(Options::default(), router()).await.unwrap();
    let client = Client::connect(client::Options::new(server.url()))
        .await
        .unwrap();
    client.call::<GetHealth>(&[], &(), &()).await.unwrap();
    let nonce = server.nonce().expose().to_owned();
    assert_eq!(create(&server, &nonce, 4).await, 201);
    let unrouted = raw(
        server.addr(),
        &format!("GET /api/v1/nowhere HTTP/1.1\r\nhost: {}", server.addr()),
        "",
    )
    .await;
    assert_eq!(unrouted.0, 404);

    let connections = capture.spans("connection");
    assert!(connections.len() >= 2, "{connections:?}");
    for (i, c) in connections.iter().enumerate() {
        assert!(c.get("peer").unwrap().starts_with("127.0.0.1:"), "{c:?}");
        assert_eq!(c.get("number"), Some((i + 1).to_string().as_str()), "{c:?}");
    }
    let requests = capture.spans("request");
    let find = |operation: &str| {
        requests
            .iter()
            .find(|r| r.get("operation") == Some(operation))
            .unwrap_or_else(|| panic!("no request span for {operation}: {requests:?}"))
    };
    for (operation, method, status) in [
        ("getHealth", "GET", "200"),
        ("getBootstrap", "GET", "200"),
        ("createSession", "POST", "201"),
        ("/api/v1/nowhere", "GET", "404"),
    ] {
        let span = find(operation);
        assert_eq!(span.get("method"), Some(method), "{span:?}");
        assert_eq!(span.get("status"), Some(status), "{span:?}");
        let ms: f64 = span.get("duration_ms").unwrap().parse().unwrap();
        assert!((0.0..10_000.0).contains(&ms), "{span:?}");
        let parent = span.parent.expect("a request span has a parent");
        assert_eq!(capture.name_of(parent), Some("connection"), "{span:?}");
    }
    // `GET /bootstrap` sent the nonce in its body: no field holds it.
    assert!(!capture.text().contains(&nonce), "{}", capture.text());
    server.shutdown().await;
}

#[tokio::test]
async fn refusals_are_warnings_that_never_hold_the_nonce() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let options = Options::default().limits(Limits::default().frame(256));
    let server = Server::start(options, router()).await.unwrap();
    let nonce = server.nonce().expose().to_owned();
    let wrong = format!("{}x", &nonce[..nonce.len() - 1]);
    assert_eq!(create(&server, &wrong, 4).await, 403);
    assert_eq!(create(&server, &nonce, 1000).await, 400);
    let rebound = raw(
        server.addr(),
        "GET /api/v1/health HTTP/1.1\r\nhost: attacker.example",
        "",
    )
    .await;
    assert_eq!(rebound.0, 403);

    let warnings: Vec<_> = capture
        .events()
        .into_iter()
        .filter(|e| e.level == tracing::Level::WARN)
        .collect();
    let message = |e: &EventRecord| e.get("message").unwrap_or_default().to_owned();
    let nonce_refused = warnings
        .iter()
        .find(|e| message(e).contains(WebNonce::HEADER))
        .unwrap_or_else(|| panic!("no nonce refusal: {warnings:?}"));
    assert_eq!(nonce_refused.get("operation"), Some("createSession"));
    let too_large = warnings
        .iter()
        .find(|e| message(e).contains("over the limit"))
        .unwrap_or_else(|| panic!("no body refusal: {warnings:?}"));
    assert_eq!(too_large.get("limit"), Some("256"));
    let host = warnings
        .iter()
        .find(|e| e.get("code") == Some("host_not_allowed"))
        .unwrap_or_else(|| panic!("no host refusal: {warnings:?}"));
    assert!(host.get("host").unwrap().contains("attacker.example"));
    for event in [nonce_refused, too_large, host] {
        let parent = event.parent.expect("a refusal happens in its request");
        assert_eq!(capture.name_of(parent), Some("request"), "{event:?}");
    }
    let statuses: Vec<_> = capture
        .spans("request")
        .iter()
        .map(|r| {
            (
                r.get("operation").map(str::to_owned),
                r.get("status").map(str::to_owned),
            )
        })
        .collect();
    for expected in [
        ("createSession", "403"),
        ("createSession", "400"),
        ("/api/v1/health", "403"),
    ] {
        let expected = (Some(expected.0.to_owned()), Some(expected.1.to_owned()));
        assert!(statuses.contains(&expected), "{expected:?} in {statuses:?}");
    }
    let text = capture.text();
    assert!(!text.contains(&nonce) && !text.contains(&wrong), "{text}");
    server.shutdown().await;
}

fn tick(i: usize) -> WebEventEnvelope {
    let v = json!({"apiVersion": 1, "eventId": orion_api_types::server::event_id(),
        "cursor": 1, "sessionId": null, "threadId": null, "type": "runtime_event",
        "durable": true, "timestamp": orion_api_types::server::now(),
        "payload": {"eventType": "tick", "value": {"pad": "p".repeat(16 * 1024), "i": i}}});
    orion_api_types::decode_value(&v).unwrap()
}

#[tokio::test]
async fn a_stream_closed_for_lagging_is_a_warning() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let policy = Policy::default()
        .queue(4)
        .deadline(Duration::from_millis(20));
    let server = Server::start(Options::default().policy(policy), router())
        .await
        .unwrap();
    let (status, _, mut body) = wire_kit::net::http::open(
        &server.addr().to_string(),
        wire_kit::net::http::Request::new("GET", "/api/v1/events"),
        Duration::from_secs(10),
    )
    .await
    .unwrap();
    assert_eq!(status, 200);
    let live = tokio::time::timeout(Duration::from_secs(10), async {
        while server.events().streams().await == 0 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    });
    live.await.expect("the stream goes live");
    // The stream is not read: its socket fills, then its queue, until the
    // policy closes it.
    let mut emitted = 0;
    while server.events().streams().await > 0 {
        server.events().emit(tick(emitted)).await.unwrap();
        emitted += 1;
        assert!(emitted < 100_000, "the stalled stream was never closed");
    }
    // The body ends after what was queued; the warning comes as it does.
    while let Some(frame) = tokio::time::timeout(
        Duration::from_secs(10),
        http_body_util::BodyExt::frame(&mut body),
    )
    .await
    .expect("the body ends")
    {
        frame.unwrap();
    }
    let lagged = capture
        .events()
        .into_iter()
        .find(|e| e.get("message").is_some_and(|m| m.contains("fell behind")))
        .unwrap_or_else(|| panic!("no warning: {}", capture.text()));
    assert_eq!(lagged.level, tracing::Level::WARN);
    // The body is written by its connection's task, after the request's span.
    let parent = lagged.parent.expect("in the stream's connection span");
    assert_eq!(capture.name_of(parent), Some("connection"));
    server.shutdown().await;
}
