//! `check orion` against `serve orion`, on loopback.

mod support;
use support::{check, serve};

/// Reads and mutations of the route table: a GET is one exchange, a
/// mutation four (without nonce, accepted, replayed, invalid body), settings
/// three more, the event stream five.
fn exchanges() -> usize {
    let routes = &orion_api_types::ROUTES;
    let reads = routes
        .iter()
        .filter(|r| r.request_type.is_none() && r.operation_id != "streamEvents")
        .count();
    let mutations = routes
        .iter()
        .filter(|r| r.request_type.is_some() && r.operation_id != "updateSettings")
        .count();
    reads + 4 * mutations + 3 + 5
}

#[test]
fn check_passes_against_serve() {
    let server = serve(&["orion"]);
    assert!(
        server.url.starts_with("http://127.0.0.1:") && server.url.ends_with("/api/v1"),
        "{}",
        server.url
    );
    let run = check(&["orion", "--base-url", &server.url]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(run.counts(), (exchanges(), 0), "{}", run.stdout);
    for line in [
        "ok updateSettings.stale-revision -> 409",
        "ok streamEvents.query-wins",
        "ok createSession.replay (identical reply)",
    ] {
        assert!(run.stdout.contains(line), "{line}\n{}", run.stdout);
    }
}

#[test]
fn a_given_nonce_is_published_and_required() {
    let nonce = "n".repeat(40);
    let server = serve(&["orion", "--nonce", &nonce, "--split-writes", "5"]);
    let run = check(&["orion", "--base-url", &server.url]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args(["serve", "orion", "--nonce", "short"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn an_undeclared_member_fails_the_check() {
    let server = serve(&["orion", "--undeclared-member"]);
    let run = check(&["orion", "--base-url", &server.url]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.lines("FAIL getHealth")
            .iter()
            .any(|l| l.contains("xUndeclared")),
        "{}",
        run.stdout
    );
    assert!(!run.lines("FAIL streamEvents").is_empty(), "{}", run.stdout);
}

#[test]
fn an_unknown_event_type_fails_the_stream() {
    let server = serve(&["orion", "--unknown-event"]);
    let run = check(&["orion", "--base-url", &server.url]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.lines("FAIL streamEvents")
            .iter()
            .any(|l| l.contains("x_unknown")),
        "{}",
        run.stdout
    );
}

#[test]
fn an_oversize_event_fails_the_stream() {
    let server = serve(&["orion", "--oversize-frame"]);
    let run = check(&["orion", "--base-url", &server.url]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert_eq!(run.lines("FAIL streamEvents").len(), 4, "{}", run.stdout);
}

#[test]
fn a_dropped_stream_fails_once_then_resumes() {
    let server = serve(&["orion", "--drop-after", "2"]);
    let run = check(&["orion", "--base-url", &server.url]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert_eq!(run.counts().1, 1, "{}", run.stdout);
    assert!(
        run.lines("FAIL streamEvents: the stream ended after 2 events")
            .len()
            == 1,
        "{}",
        run.stdout
    );
    assert_eq!(
        run.lines("ok streamEvents.cursor").len(),
        1,
        "{}",
        run.stdout
    );
}

#[test]
fn a_path_parameter_is_checked_after_percent_decoding() {
    let server = serve(&["orion"]);
    // 200 characters, 600 bytes, 1800 characters encoded: within maxLength 256 decoded.
    let id: String = "é".repeat(100) + &"ह".repeat(100);
    let encoded: String = id.bytes().map(|b| format!("%{b:02X}")).collect();
    let status = support::status_of_get(&server, &format!("/sessions/{encoded}/snapshot"));
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    // 257 characters decoded is over the limit however it is written.
    let long = "%C3%A9".repeat(257);
    let status = support::status_of_get(&server, &format!("/sessions/{long}/snapshot"));
    assert!(status.starts_with("HTTP/1.1 400"), "{status}");
    for broken in ["%zz", "%C3", "a%2"] {
        let status = support::status_of_get(&server, &format!("/sessions/{broken}/snapshot"));
        assert!(status.starts_with("HTTP/1.1 400"), "{broken}: {status}");
    }
}

/// A host that offers a few operations (the library server answers `501
/// not_implemented` for the others) passes the check, each operation it
/// does not offer said so.
#[test]
fn operations_a_host_does_not_offer_pass_as_not_offered() {
    use orion_api_types::operations::{GetBootstrap, GetHealth};
    use orion_api_types::server::{Options, Router, Server};
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let sample = orion_api_types::mock::sample_request("BootstrapResponse", |v| {
                v["nonce"] = serde_json::json!("the server writes its own nonce here");
            });
            let boot: orion_api_types::BootstrapResponse =
                orion_api_types::decode_value(&sample.unwrap()).unwrap();
            let router = Router::new()
                .route(GetBootstrap, move |_cx, _req| {
                    std::future::ready(Ok(boot.clone()))
                })
                .route(GetHealth, |_cx, _req| async {
                    Ok(orion_api_types::HealthResponse::new("host/1.0"))
                });
            let server = Server::start(Options::default(), router).await.unwrap();
            let event = serde_json::json!({"apiVersion": 1, "eventId": "e", "cursor": 1,
                "sessionId": null, "threadId": null, "type": "workbench_state", "durable": true,
                "timestamp": "2026-01-01T00:00:00Z",
                "payload": {"workspace": "/w", "activeSessionId": null}});
            for _ in 0..3 {
                let event: orion_api_types::WebEventEnvelope =
                    orion_api_types::decode_value(&event).unwrap();
                server.events().emit(event).await.unwrap();
            }
            tx.send(server.url()).unwrap();
            std::future::pending::<()>().await;
        });
    });
    let url = rx.recv().unwrap();
    let run = check(&["orion", "--base-url", &url]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(run.stdout.contains("ok getHealth\n"), "{}", run.stdout);
    for line in [
        "ok listSessions (not offered: 501 not_implemented)",
        "ok createSession (not offered: 501 not_implemented)",
        "ok updateSettings (not offered: 501 not_implemented)",
        "ok createSession.without-nonce -> 403 nonce_required",
        "ok streamEvents.query-wins",
    ] {
        assert!(run.stdout.contains(line), "{line}\n{}", run.stdout);
    }
}
