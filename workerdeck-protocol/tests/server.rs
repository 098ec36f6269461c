//! The library server with real handlers, followed by the library client
//! and by raw WebSockets: typed REST routes, the session log's replay and
//! live handoff through a cutting proxy and across a restart on a
//! persistent log, bridged tool calls, the queue socket, the close codes
//! (shutdown, a lagging socket, an oversized message, a closed session) and
//! the `Host`/`Origin` checks.

use futures_util::{SinkExt, StreamExt};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use wire_kit::net::chaos::{Cuts, Proxy};
use wire_kit::net::http::Request;
use wire_kit::net::log::EventLog;
use wire_kit::net::store::FileLog;
use workerdeck_protocol::client::{self, Backoff, Received};
use workerdeck_protocol::server::{self, Limits, Options, Policy, Router, Server, ToolAnswer};
use workerdeck_protocol::{
    CreateSessionRequest, CreateSessionResponse, GetSessionResponse, ServerFrame,
    SessionClosedEvent, SessionCommand, SessionInfo, SessionStatus, StatusChangedEvent,
    ToolCallRequestFrame, routes,
};

const SESSION: &str = "session-1";

fn info(id: &str) -> SessionInfo {
    SessionInfo::new(id, SessionStatus::Idle, "/work", 0, 0, 0)
}

/// One session, `session-1`; `user_message` asks the client to run a tool
/// and logs one `status_changed` per answer it gets.
fn router() -> Router {
    Router::new()
        .route(routes::GetSession, |cx, req| async move {
            if req.param("id") != SESSION {
                return Err(server::Error::not_found("no such session"));
            }
            let mut info = info(SESSION);
            info.last_seq = cx.events().last_seq(SESSION);
            Ok(GetSessionResponse::new(info))
        })
        .route(routes::CreateSession, |_cx, req| async move {
            Ok(CreateSessionResponse::new(info(&req.body.cwd)))
        })
        .commands(|cx, session, command| async move {
            match command {
                SessionCommand::UserMessage(m) => {
                    let events = cx.events().clone();
                    let request =
                        ToolCallRequestFrame::new(m.text, "run_js", serde_json::json!({}));
                    tokio::spawn(async move {
                        if let Ok(ToolAnswer::Result(_)) = events.call_tool(&session, request).await
                        {
                            let done = StatusChangedEvent::new(SessionStatus::Idle)
                                .with_detail("tool answered");
                            let _ = events.emit(&session, done).await;
                        }
                    });
                    Ok(())
                }
                SessionCommand::Close => {
                    let closed = SessionClosedEvent::new(workerdeck_protocol::CloseReason::Client);
                    cx.events()
                        .emit(&session, closed)
                        .await
                        .map_err(|e| e.to_string())?;
                    Ok(())
                }
                other => Err(format!("{} is not handled", other.tag())),
            }
        })
}

fn status(n: i64) -> StatusChangedEvent {
    StatusChangedEvent::new(SessionStatus::Running).with_detail(format!("{n}"))
}

async fn emit(events: &server::Events, n: i64, every: Duration) {
    for i in 0..n {
        events.emit(SESSION, status(i)).await.unwrap();
        if !every.is_zero() {
            tokio::time::sleep(every).await;
        }
    }
}

fn client_options(url: String) -> client::Options {
    client::Options::new(url).backoff(Backoff::new(
        Duration::from_millis(1),
        Duration::from_millis(20),
    ))
}

/// Follows until `n` events arrived; returns their `seq`s in order.
async fn follow(session: &mut client::Session, n: usize) -> Vec<i64> {
    let mut seqs = Vec::new();
    while seqs.len() < n {
        match session.next().await.expect("the stream goes on") {
            Ok(Received::Known(ServerFrame::Event(e))) => seqs.push(e.event.seq),
            Ok(Received::Unknown(u)) => panic!("unknown frame {}", u.kind),
            // attached, tool calls; a cut is reported and followed by a re-attach.
            Ok(Received::Known(_)) | Err(_) => {}
        }
    }
    seqs
}

type Raw = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// A WebSocket to `path` under the server's base path, with extra headers.
async fn raw_ws(addr: SocketAddr, path: &str, origin: Option<&str>) -> Result<Raw, u16> {
    let mut req = tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(
        format!("ws://{addr}/workerdeck{path}"),
    )
    .unwrap();
    if let Some(origin) = origin {
        req.headers_mut().insert("origin", origin.parse().unwrap());
    }
    let tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let config = WebSocketConfig::default().max_message_size(Some(64 << 20));
    match tokio_tungstenite::client_async_with_config(req, tcp, Some(config)).await {
        Ok((ws, _)) => Ok(ws),
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => Err(r.status().as_u16()),
        Err(e) => panic!("{e}"),
    }
}

/// The next frame's JSON, or the close code. After a close frame it reads
/// on until the end, as a client does, which sends the WebSocket's answer
/// to the close; a connection that ends without a close frame fails.
async fn next(ws: &mut Raw) -> Result<serde_json::Value, Option<u16>> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return Ok(serde_json::from_str(&t).unwrap()),
            Some(Ok(Message::Close(c))) => {
                while let Some(Ok(_)) = ws.next().await {}
                return Err(c.map(|c| u16::from(c.code)));
            }
            Some(Ok(_)) => {}
            Some(Err(e)) => panic!("not a clean close: {e}"),
            None => panic!("the connection ended without a close frame"),
        }
    }
}

#[tokio::test]
async fn rest_routes_are_typed_and_an_unrouted_one_is_404_with_an_error_body() {
    let server = Server::start(Options::new(), router()).await.unwrap();
    let client = client::Client::connect(client_options(server.url()))
        .await
        .unwrap();
    let created = client
        .create_session(&CreateSessionRequest::new("made-here"))
        .await
        .unwrap();
    assert_eq!(created.session.id, "made-here");
    match client.list_jobs().await {
        Err(client::Error::Server(client::Answer {
            status,
            body: error,
            ..
        })) => {
            assert_eq!(status, 404);
            assert!(error.error.contains("does not serve"), "{}", error.error);
        }
        other => panic!("{other:?}"),
    }
    // A body the route's request type refuses: 400 with the decoder's path.
    let bad = wire_kit::net::http::send(
        &server.addr().to_string(),
        Request::new("POST", "/workerdeck/sessions").body(Some(b"{\"cwd\":5}")),
        Duration::from_secs(10),
        1 << 20,
    )
    .await
    .unwrap();
    assert_eq!(bad.status, 400);
    assert!(String::from_utf8_lossy(&bad.body).contains("cwd"));
    server.shutdown().await;
}

#[tokio::test]
async fn chaos_proxy_1000_events_none_lost_none_repeated() {
    const N: i64 = 1000;
    let server = Server::start(Options::new(), router()).await.unwrap();
    // The upgrade request is over 150 bytes, its 101 answer over 120.
    let cuts = Cuts::new(0x5EED_3D3C_0000_0001)
        .handshake(150, 120)
        .after(6_000);
    let chaos = Proxy::start(server.addr(), cuts).await.unwrap();
    let proxy = chaos.addr();
    let feed = emit(server.events(), N, Duration::from_millis(1));
    let client = client::Client::connect(client_options(format!("http://{proxy}/workerdeck")))
        .await
        .unwrap();
    // The first attach may itself be cut: try again.
    let mut session = loop {
        if let Ok(s) = client.attach(SESSION).await {
            break s;
        }
    };
    let (seqs, ()) = tokio::join!(follow(&mut session, N as usize), feed);
    assert_eq!(
        seqs,
        (1..=N).collect::<Vec<_>>(),
        "lost, repeated or out of order"
    );
    let cut = chaos.counts().cut();
    assert!(cut >= 10, "the proxy cut only {cut} connections");
    assert!(session.reconnects() >= 10);
    drop(session);
    server.shutdown().await;
}

#[tokio::test]
async fn a_restarted_server_on_its_file_log_goes_on_and_the_client_resumes() {
    let path = std::env::temp_dir().join(format!("workerdeck-server-{}.redb", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let open = || Arc::new(FileLog::open(&path, 100_000).unwrap());
    let first = Server::start(Options::new().log(open()), router())
        .await
        .unwrap();
    let addr = first.addr();
    emit(first.events(), 300, Duration::ZERO).await;
    let client = client::Client::connect(client_options(first.url()))
        .await
        .unwrap();
    let mut session = client.attach(SESSION).await.unwrap();
    let before = follow(&mut session, 300).await;
    first.shutdown().await;

    // Same file, same port: `seq` goes on from 301, and the client's
    // re-attach asks for what follows its last one.
    let log = open();
    assert_eq!(log.retained(SESSION).last, 300);
    let second = Server::start(Options::new().log(log).listen(addr), router())
        .await
        .unwrap();
    emit(second.events(), 300, Duration::ZERO).await;
    let after = follow(&mut session, 300).await;
    let all: Vec<_> = before.into_iter().chain(after).collect();
    assert_eq!(all, (1..=600).collect::<Vec<_>>());
    drop(session);
    second.shutdown().await;
    let _ = std::fs::remove_file(&path);
}

#[tokio::test]
async fn a_stalled_socket_is_closed_1013_after_its_queue_and_resumes_to_the_end() {
    // 5,000 events of 4 KiB: 20 MB, far more than the socket buffers of a
    // loopback connection hold (a few MB), so the queue must fill.
    const N: i64 = 5_000;
    let pad = "x".repeat(4096);
    let policy = Policy::default()
        .queue(64)
        .deadline(Duration::from_millis(50));
    let server = Server::start(Options::new().policy(policy), router())
        .await
        .unwrap();
    let mut ws = raw_ws(server.addr(), "/sessions/session-1", None)
        .await
        .unwrap();
    assert_eq!(next(&mut ws).await.unwrap()["type"], "attached");
    server.events().emit(SESSION, status(0)).await.unwrap();
    assert_eq!(next(&mut ws).await.unwrap()["event"]["seq"], 1);
    // The socket stops reading while the server pushes: the publisher
    // waits at most the deadline, once, so this ends.
    for i in 0..N {
        let event =
            StatusChangedEvent::new(SessionStatus::Running).with_detail(format!("{i}{pad}"));
        server.events().emit(SESSION, event).await.unwrap();
    }
    let mut last = 1;
    let code = loop {
        match next(&mut ws).await {
            Ok(frame) => {
                let seq = frame["event"]["seq"].as_i64().unwrap();
                assert_eq!(seq, last + 1, "a gap or a repeat before the close");
                last = seq;
                assert!(last <= N, "every event arrived: the policy never fired");
            }
            Err(code) => break code,
        }
    };
    assert_eq!(code, Some(server::CLOSE_LAGGED));
    // The log has the rest: re-attach after the last one received.
    let path = format!("/sessions/session-1?afterSeq={last}");
    let mut ws = raw_ws(server.addr(), &path, None).await.unwrap();
    let attached = next(&mut ws).await.unwrap();
    assert_eq!(attached["replayingFrom"], last);
    assert_eq!(attached["session"]["lastSeq"], N + 1);
    while last < N + 1 {
        let seq = next(&mut ws).await.unwrap()["event"]["seq"]
            .as_i64()
            .unwrap();
        assert_eq!(seq, last + 1);
        last = seq;
    }
    drop(ws);
    server.shutdown().await;
}

#[tokio::test]
async fn shutdown_closes_open_sockets_1001_within_the_deadline() {
    let limits = Limits::default().drain(Duration::from_secs(5));
    let server = Server::start(Options::new().limits(limits), router())
        .await
        .unwrap();
    let mut session = raw_ws(server.addr(), "/sessions/session-1", None)
        .await
        .unwrap();
    let mut queue = raw_ws(server.addr(), "/queue/ws", None).await.unwrap();
    assert_eq!(next(&mut session).await.unwrap()["type"], "attached");
    let hello = next(&mut queue).await.unwrap();
    assert_eq!(hello["type"], "queue_attached");
    assert_eq!(
        hello["protocolVersion"],
        workerdeck_protocol::PROTOCOL_VERSION
    );
    let started = std::time::Instant::now();
    let (aborted, a, b) = tokio::join!(
        server.shutdown(),
        async {
            let code = next(&mut session).await.unwrap_err();
            // The client answers the close, so the server's wait ends early.
            let _ = session.close(None).await;
            code
        },
        async {
            let code = next(&mut queue).await.unwrap_err();
            let _ = queue.close(None).await;
            code
        }
    );
    assert_eq!(aborted, 0, "no connection had to be aborted");
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(
        (a, b),
        (
            Some(server::CLOSE_GOING_AWAY),
            Some(server::CLOSE_GOING_AWAY)
        )
    );
}

#[tokio::test]
async fn a_bridged_tool_call_is_applied_once_and_offered_again_on_attach() {
    let server = Server::start(Options::new(), router()).await.unwrap();
    let mut ws = raw_ws(server.addr(), "/sessions/session-1", None)
        .await
        .unwrap();
    assert_eq!(next(&mut ws).await.unwrap()["type"], "attached");
    let send = |text: String| Message::text(text);
    ws.send(send(r#"{"type":"user_message","text":"exec-1"}"#.into()))
        .await
        .unwrap();
    let request = next(&mut ws).await.unwrap();
    assert_eq!(request["type"], "tool_call_request");
    assert_eq!(request["executionId"], "exec-1");
    // A second socket attaching while the call is open is offered it too.
    let mut other = raw_ws(server.addr(), "/sessions/session-1", None)
        .await
        .unwrap();
    assert_eq!(next(&mut other).await.unwrap()["type"], "attached");
    assert_eq!(next(&mut other).await.unwrap()["executionId"], "exec-1");
    assert_eq!(server.events().open_tool_calls(SESSION), ["exec-1"]);
    let answer = r#"{"type":"tool_call_result","executionId":"exec-1","output":{"type":"text","value":"2"}}"#;
    for _ in 0..3 {
        ws.send(send(answer.into())).await.unwrap();
    }
    other.send(send(answer.into())).await.unwrap();
    // The request may come twice (live, and as an open call when the
    // socket joined): a client answers it again, and that is ignored too.
    let applied = loop {
        let frame = next(&mut ws).await.unwrap();
        if frame["type"] != "tool_call_request" {
            break frame;
        }
    };
    assert_eq!(applied["event"]["detail"], "tool answered", "{applied}");
    // An unknown command type is refused on this socket, and nothing else
    // came: the repeats were ignored.
    ws.send(send(r#"{"type":"interrupt"}"#.into()))
        .await
        .unwrap();
    assert_eq!(next(&mut ws).await.unwrap()["type"], "protocol_error");
    assert_eq!(server.events().last_seq(SESSION), 1);
    assert!(server.events().open_tool_calls(SESSION).is_empty());
    drop((ws, other));
    server.shutdown().await;
}

#[tokio::test]
async fn a_closed_session_ends_its_sockets_1000_after_session_closed() {
    let server = Server::start(Options::new(), router()).await.unwrap();
    let mut ws = raw_ws(server.addr(), "/sessions/session-1", None)
        .await
        .unwrap();
    assert_eq!(next(&mut ws).await.unwrap()["type"], "attached");
    ws.send(Message::text(r#"{"type":"close"}"#)).await.unwrap();
    assert_eq!(
        next(&mut ws).await.unwrap()["event"]["type"],
        "session_closed"
    );
    assert_eq!(next(&mut ws).await.unwrap_err(), Some(server::CLOSE_NORMAL));
    // A late socket gets the replay, then the same close.
    let mut late = raw_ws(server.addr(), "/sessions/session-1", None)
        .await
        .unwrap();
    assert_eq!(next(&mut late).await.unwrap()["type"], "attached");
    assert_eq!(
        next(&mut late).await.unwrap()["event"]["type"],
        "session_closed"
    );
    assert_eq!(
        next(&mut late).await.unwrap_err(),
        Some(server::CLOSE_NORMAL)
    );
    server.shutdown().await;
}

#[tokio::test]
async fn a_message_over_the_limit_is_answered_1009() {
    let limits = Limits::default().frame(64 * 1024);
    let server = Server::start(Options::new().limits(limits), router())
        .await
        .unwrap();
    let mut ws = raw_ws(server.addr(), "/sessions/session-1", None)
        .await
        .unwrap();
    assert_eq!(next(&mut ws).await.unwrap()["type"], "attached");
    let big = format!(
        r#"{{"type":"user_message","text":"{}"}}"#,
        "x".repeat(128 * 1024)
    );
    let _ = ws.send(Message::text(big)).await;
    assert_eq!(
        next(&mut ws).await.unwrap_err(),
        Some(server::CLOSE_TOO_BIG)
    );
    server.shutdown().await;
}

#[tokio::test]
async fn unknown_sessions_and_bad_positions_are_refused_before_the_upgrade() {
    let server = Server::start(Options::new(), router()).await.unwrap();
    assert_eq!(
        raw_ws(server.addr(), "/sessions/nope", None).await.err(),
        Some(404)
    );
    let huge = "/sessions/session-1?afterSeq=9007199254740992";
    assert_eq!(raw_ws(server.addr(), huge, None).await.err(), Some(400));
    server.shutdown().await;
}

#[tokio::test]
async fn host_and_origin_are_checked() {
    let server = Server::start(Options::new(), router()).await.unwrap();
    let addr = server.addr();
    let host = addr.to_string();
    let get = |host: String| async move {
        let mut tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
        let head = format!(
            "GET /workerdeck/sessions/session-1 HTTP/1.1\r\nhost: {host}\r\nconnection: close\r\n\r\n"
        );
        tokio::io::AsyncWriteExt::write_all(&mut tcp, head.as_bytes())
            .await
            .unwrap();
        let mut reply = Vec::new();
        tokio::io::AsyncReadExt::read_to_end(&mut tcp, &mut reply)
            .await
            .unwrap();
        String::from_utf8_lossy(&reply[..12]).into_owned()
    };
    assert_eq!(get(host.clone()).await, "HTTP/1.1 200");
    // A rebound name is refused, also on a plain read.
    assert_eq!(get("attacker.example".into()).await, "HTTP/1.1 403");
    let foreign = Some("https://attacker.example");
    assert_eq!(
        raw_ws(addr, "/sessions/session-1", foreign).await.err(),
        Some(403)
    );
    assert_eq!(raw_ws(addr, "/queue/ws", foreign).await.err(), Some(403));
    let own = format!("http://{addr}");
    assert!(
        raw_ws(addr, "/sessions/session-1", Some(&own))
            .await
            .is_ok()
    );
    let post = wire_kit::net::http::send(
        &host,
        Request::new("POST", "/workerdeck/sessions")
            .headers(&[("origin", "https://attacker.example")])
            .body(Some(b"{\"cwd\":\"/x\"}")),
        Duration::from_secs(10),
        1 << 20,
    )
    .await
    .unwrap();
    assert_eq!(post.status, 403);
    server.shutdown().await;
}

#[tokio::test]
async fn the_queue_socket_says_the_last_stats_and_forwards_frames() {
    use workerdeck_protocol::{QueueServerFrame, QueueStats, QueueStatsFrame};
    let server = Server::start(Options::new(), router()).await.unwrap();
    let stats = QueueStats::new(4, 1, 2, 0, 10, false);
    server
        .events()
        .queue(QueueServerFrame::QueueStats(QueueStatsFrame::new(stats)))
        .await;
    let mut ws = raw_ws(server.addr(), "/queue/ws", None).await.unwrap();
    let hello = next(&mut ws).await.unwrap();
    assert_eq!(hello["stats"]["maxConcurrency"], 4);
    let stats = QueueStats::new(4, 2, 1, 0, 10, false);
    server
        .events()
        .queue(QueueServerFrame::QueueStats(QueueStatsFrame::new(stats)))
        .await;
    assert_eq!(next(&mut ws).await.unwrap()["stats"]["running"], 2);
    drop(ws);
    server.shutdown().await;
}
