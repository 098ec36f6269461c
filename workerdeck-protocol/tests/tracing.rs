//! The server's `tracing` spans and events (feature `tracing`): a
//! `connection` span per accepted connection, a `request` span inside it
//! per request with its method, route, status and duration, a `socket`
//! span per WebSocket with its session, `afterSeq` and close code, `WARN`
//! events for what it refuses or closes, and never a body in any of them.

use futures_util::{SinkExt, StreamExt};
use std::net::SocketAddr;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;
use wire_kit::net::http::Request;
use workerdeck_protocol::client::{self, Received};
use workerdeck_protocol::server::{self, Limits, Options, Policy, Router, Server};
use workerdeck_protocol::{
    CloseReason, CreateSessionRequest, CreateSessionResponse, GetSessionResponse,
    ListSessionsResponse, ServerFrame, SessionClosedEvent, SessionCommand, SessionInfo,
    SessionStatus, StatusChangedEvent, routes,
};

use wire_kit::net::trace::{Capture, EventRecord, SpanRecord};

const SESSION: &str = "session-1";

/// Text that only ever travels in bodies and messages: no span or event
/// may hold it.
const BODY: &str = "body-text-5f3a";

fn info(id: &str) -> SessionInfo {
    SessionInfo::new(id, SessionStatus::Idle, "/work", 0, 0, 0)
}

/// One session, `session-1`; a `close` command closes it. The list's id
/// says the connection it was asked on.
fn router() -> Router {
    Router::new()
        .route(routes::ListSessions, |cx, _req| async move {
            let id = format!("connection-{}", cx.connection());
            Ok(ListSessionsResponse::new(vec![info(&id)]))
        })
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
                SessionCommand::Close => {
                    let closed = SessionClosedEvent::new(CloseReason::Client);
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

fn status(detail: String) -> StatusChangedEvent {
    StatusChangedEvent::new(SessionStatus::Running).with_detail(detail)
}

type Raw = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// A WebSocket to `path` under the base path, with an `Origin` if given;
/// `Err` holds the status of a refused upgrade.
async fn raw_ws(addr: SocketAddr, path: &str, origin: Option<&str>) -> Result<Raw, u16> {
    let mut req = tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(
        format!("ws://{addr}/workerdeck{path}"),
    )
    .unwrap();
    if let Some(origin) = origin {
        req.headers_mut().insert("origin", origin.parse().unwrap());
    }
    let tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    match tokio_tungstenite::client_async(req, tcp).await {
        Ok((ws, _)) => Ok(ws),
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => Err(r.status().as_u16()),
        Err(e) => panic!("{e}"),
    }
}

/// The next frame's JSON, or the close code. After a close frame it reads
/// on to the end, which sends the WebSocket's answer to the close.
async fn next(ws: &mut Raw) -> Result<serde_json::Value, Option<u16>> {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("a frame or the close in time");
        match message {
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

/// `GET path` on a fresh connection with the `Host` given; the status.
async fn get(addr: SocketAddr, host: &str, path: &str) -> u16 {
    let head = format!("GET {path} HTTP/1.1\r\nhost: {host}\r\nconnection: close\r\n\r\n");
    let mut tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    tokio::io::AsyncWriteExt::write_all(&mut tcp, head.as_bytes())
        .await
        .unwrap();
    let mut reply = Vec::new();
    tokio::io::AsyncReadExt::read_to_end(&mut tcp, &mut reply)
        .await
        .unwrap();
    let line = String::from_utf8_lossy(&reply);
    line.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0)
}

/// The one span named `name` whose fields have the values given.
fn span_where(capture: &Capture, name: &str, fields: &[(&str, &str)]) -> SpanRecord {
    let spans = capture.spans(name);
    let mut found = spans
        .iter()
        .filter(|s| fields.iter().all(|(f, v)| s.get(f) == Some(v)));
    let span = found
        .next()
        .unwrap_or_else(|| panic!("no {name} span with {fields:?}: {spans:?}"));
    assert!(found.next().is_none(), "two {name} spans with {fields:?}");
    span.clone()
}

fn warnings(capture: &Capture) -> Vec<EventRecord> {
    capture
        .events()
        .into_iter()
        .filter(|e| e.level == tracing::Level::WARN)
        .collect()
}

/// The warning whose message holds `text`.
fn warning(capture: &Capture, text: &str) -> EventRecord {
    let all = warnings(capture);
    all.iter()
        .find(|e| e.get("message").is_some_and(|m| m.contains(text)))
        .unwrap_or_else(|| panic!("no warning saying {text:?}: {all:?}"))
        .clone()
}

#[tokio::test]
async fn each_request_has_a_span_in_its_connection_span() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let server = Server::start(Options::new(), router()).await.unwrap();
    let client = client::Client::connect(client::Options::new(server.url()))
        .await
        .unwrap();
    let created = client
        .create_session(&CreateSessionRequest::new(BODY))
        .await
        .unwrap();
    assert_eq!(created.session.id, BODY);
    let listed = client.list_sessions().await.unwrap().sessions;
    let connection = listed[0].id.strip_prefix("connection-").unwrap().to_owned();
    // A route of the table this server has no handler for.
    assert!(client.list_jobs().await.is_err());
    let addr = server.addr();
    assert_eq!(
        get(addr, &addr.to_string(), "/workerdeck/nowhere").await,
        404
    );
    assert_eq!(get(addr, &addr.to_string(), "/elsewhere").await, 404);
    server.shutdown().await;

    let connections = capture.spans("connection");
    assert!(connections.len() >= 3, "{connections:?}");
    for (i, c) in connections.iter().enumerate() {
        assert!(c.get("peer").unwrap().starts_with("127.0.0.1:"), "{c:?}");
        assert_eq!(c.get("number"), Some((i + 1).to_string().as_str()), "{c:?}");
    }
    for (route, method, status) in [
        ("/sessions", "POST", "200"),
        ("/jobs", "GET", "404"),
        ("/workerdeck/nowhere", "GET", "404"),
        ("/elsewhere", "GET", "404"),
    ] {
        let span = span_where(&capture, "request", &[("route", route), ("method", method)]);
        assert_eq!(span.get("status"), Some(status), "{span:?}");
        let ms: f64 = span.get("duration_ms").unwrap().parse().unwrap();
        assert!((0.0..10_000.0).contains(&ms), "{span:?}");
        let parent = span.parent.expect("a request span has a parent");
        assert_eq!(capture.name_of(parent), Some("connection"), "{span:?}");
    }
    let listed = span_where(
        &capture,
        "request",
        &[("route", "/sessions"), ("method", "GET")],
    );
    assert_eq!(listed.get("status"), Some("200"), "{listed:?}");
    // A handler's `Context::connection` is its `connection` span's number.
    let parent = capture.span(listed.parent.unwrap()).unwrap();
    assert_eq!(
        parent.get("number"),
        Some(connection.as_str()),
        "{parent:?}"
    );
    assert!(warnings(&capture).is_empty(), "{}", capture.text());
    assert!(!capture.text().contains(BODY), "{}", capture.text());
}

#[tokio::test]
async fn each_socket_has_a_span_with_its_session_position_and_close_code() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let server = Server::start(Options::new(), router()).await.unwrap();
    for i in 1..=3 {
        let event = status(format!("{BODY} {i}"));
        server.events().emit(SESSION, event).await.unwrap();
    }
    let client = client::Client::connect(client::Options::new(server.url()))
        .await
        .unwrap();
    let mut session = client.attach_after(SESSION, 1).await.unwrap();
    let mut seqs = Vec::new();
    while let Some(item) = session.next().await {
        match item {
            Ok(Received::Known(ServerFrame::Event(e))) => {
                seqs.push(e.event.seq);
                if e.event.seq == 3 {
                    session.send(SessionCommand::Close).await.unwrap();
                }
            }
            Ok(_) => {}
            Err(e) => panic!("{e}"),
        }
    }
    // 2, 3, then `session_closed`: the stream ended on the server's 1000.
    assert_eq!(seqs, [2, 3, 4]);
    let mut queue = raw_ws(server.addr(), "/queue/ws", None).await.unwrap();
    assert_eq!(next(&mut queue).await.unwrap()["type"], "queue_attached");
    let (_, code) = tokio::join!(server.shutdown(), next(&mut queue));
    assert_eq!(code.unwrap_err(), Some(server::CLOSE_GOING_AWAY));

    let attached = span_where(&capture, "socket", &[("route", "/sessions/:id")]);
    assert_eq!(attached.get("session"), Some(SESSION), "{attached:?}");
    assert_eq!(attached.get("after_seq"), Some("1"), "{attached:?}");
    assert_eq!(attached.get("close_code"), Some("1000"), "{attached:?}");
    let queue = span_where(&capture, "socket", &[("route", "/queue/ws")]);
    assert_eq!(queue.get("session"), None, "{queue:?}");
    assert_eq!(queue.get("close_code"), Some("1001"), "{queue:?}");
    for socket in [&attached, &queue] {
        let parent = socket.parent.expect("a socket span has a parent");
        assert_eq!(capture.name_of(parent), Some("connection"), "{socket:?}");
    }
    // The upgrade itself is a request of the same connection.
    let upgrade = [("route", "/sessions/:id"), ("status", "101")];
    let upgrade = span_where(&capture, "request", &upgrade);
    assert_eq!(upgrade.get("method"), Some("GET"), "{upgrade:?}");
    assert_eq!(upgrade.parent, attached.parent);
    assert!(warnings(&capture).is_empty(), "{}", capture.text());
    assert!(!capture.text().contains(BODY), "{}", capture.text());
}

#[tokio::test]
async fn refusals_are_warnings_in_their_request_or_socket() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let limits = Limits::default().frame(1024);
    let server = Server::start(Options::new().limits(limits), router())
        .await
        .unwrap();
    let addr = server.addr();
    let path = "/workerdeck/sessions/session-1";
    assert_eq!(get(addr, "attacker.example", path).await, 403);
    let foreign = Some("https://attacker.example");
    assert_eq!(raw_ws(addr, "/queue/ws", foreign).await.err(), Some(403));
    let body = format!(r#"{{"cwd":"{}"}}"#, BODY.repeat(100));
    let big = wire_kit::net::http::send(
        &addr.to_string(),
        Request::new("POST", "/workerdeck/sessions").body(Some(body.as_bytes())),
        Duration::from_secs(10),
        1 << 20,
    )
    .await
    .unwrap();
    assert_eq!(big.status, 413);
    let mut ws = raw_ws(addr, "/sessions/session-1", None).await.unwrap();
    assert_eq!(next(&mut ws).await.unwrap()["type"], "attached");
    let message = format!(r#"{{"type":"user_message","text":"{}"}}"#, BODY.repeat(100));
    let _ = ws.send(Message::text(message)).await;
    assert_eq!(
        next(&mut ws).await.unwrap_err(),
        Some(server::CLOSE_TOO_BIG)
    );
    server.shutdown().await;

    let host = warning(&capture, "Host");
    assert!(
        host.get("host").unwrap().contains("attacker.example"),
        "{host:?}"
    );
    let origin = warning(&capture, "Origin");
    assert!(
        origin.get("origin").unwrap().contains("attacker.example"),
        "{origin:?}"
    );
    let body = warning(&capture, "body is over the limit");
    assert_eq!(body.get("limit"), Some("1024"), "{body:?}");
    for event in [&host, &origin, &body] {
        let parent = event.parent.expect("a refusal happens in its request");
        assert_eq!(capture.name_of(parent), Some("request"), "{event:?}");
    }
    let refused = [
        (path, "403"),
        ("/workerdeck/queue/ws", "403"),
        ("/sessions", "413"),
    ];
    for (route, status) in refused {
        let span = span_where(&capture, "request", &[("route", route)]);
        assert_eq!(span.get("status"), Some(status), "{span:?}");
    }
    let too_big = warning(&capture, "message over the limit");
    assert_eq!(too_big.get("limit"), Some("1024"), "{too_big:?}");
    let parent = too_big.parent.expect("in the socket's span");
    assert_eq!(capture.name_of(parent), Some("socket"), "{too_big:?}");
    let socket = span_where(&capture, "socket", &[("route", "/sessions/:id")]);
    assert_eq!(socket.get("close_code"), Some("1009"), "{socket:?}");
    assert!(!capture.text().contains(BODY), "{}", capture.text());
}

#[tokio::test]
async fn a_socket_closed_for_lagging_is_a_warning() {
    let capture = Capture::default();
    let _default = tracing::subscriber::set_default(capture.clone());
    let policy = Policy::default()
        .queue(16)
        .deadline(Duration::from_millis(20));
    let server = Server::start(Options::new().policy(policy), router())
        .await
        .unwrap();
    let mut ws = raw_ws(server.addr(), "/sessions/session-1", None)
        .await
        .unwrap();
    assert_eq!(next(&mut ws).await.unwrap()["type"], "attached");
    // The socket is not read while 20 MB go to it: the socket buffers fill,
    // then its queue, until the policy closes it.
    let pad = BODY.repeat(300);
    for i in 0..5_000 {
        let event = status(format!("{i}{pad}"));
        server.events().emit(SESSION, event).await.unwrap();
    }
    let code = loop {
        match next(&mut ws).await {
            Ok(_) => {}
            Err(code) => break code,
        }
    };
    assert_eq!(code, Some(server::CLOSE_LAGGED));
    server.shutdown().await;

    let lagged = warning(&capture, "fell behind");
    assert_eq!(lagged.get("close_code"), Some("1013"), "{lagged:?}");
    let parent = lagged.parent.expect("in the socket's span");
    assert_eq!(capture.name_of(parent), Some("socket"), "{lagged:?}");
    let socket = span_where(&capture, "socket", &[("route", "/sessions/:id")]);
    assert_eq!(socket.get("close_code"), Some("1013"), "{socket:?}");
    assert!(
        !capture.text().contains(BODY),
        "(event bodies in a span or event)"
    );
}
