//! `check workerdeck` against `serve workerdeck`, on loopback.

mod support;
use support::{check, serve};

/// REST: session create, 13 reads, 5 refusals (unknown session, file,
/// execution, permission; invalid body), upload and download, MCP action,
/// profile create/edit/delete, job create and get, `PUT /fs/write`; the
/// session socket: attach, two turns, four commands, an invalid frame,
/// replay, close; the queue socket.
const EXCHANGES: usize = 1 + 13 + 5 + 2 + 1 + 3 + 2 + 1 + 10 + 1;

#[test]
fn check_passes_against_serve() {
    let server = serve(&["workerdeck"]);
    assert!(
        server.url.starts_with("http://127.0.0.1:") && server.url.ends_with("/workerdeck"),
        "{}",
        server.url
    );
    let run = check(&[
        "workerdeck",
        "--base-url",
        &server.url,
        "--include-irreversible",
    ]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(run.counts(), (EXCHANGES, 0), "{}", run.stdout);
    for line in [
        "ok WS user_message (turn over the socket) tool_call_request -> tool_call_result, permission_requested -> permission_decision, turn_result",
        "ok WS tool_call_error + REST permission",
        "ok WS /queue/ws queue_attached, \"job_event\"",
    ] {
        assert!(run.stdout.contains(line), "{line}\n{}", run.stdout);
    }
    assert_eq!(
        run.lines("ok WS /sessions/:id?afterSeq (replay) afterSeq=")
            .len(),
        1,
        "{}",
        run.stdout
    );
}

#[test]
fn check_leaves_out_host_writes_by_default() {
    let server = serve(&["workerdeck"]);
    let run = check(&["workerdeck", "--base-url", &server.url]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(run.counts(), (EXCHANGES - 1, 0), "{}", run.stdout);
    assert!(run.lines("ok PUT /fs/write").is_empty());
}

#[test]
fn fragmented_and_slow_frames_keep_the_contract() {
    let server = serve(&["workerdeck", "--split-writes", "7", "--slow", "1"]);
    let run = check(&["workerdeck", "--base-url", &server.url]);
    assert_eq!(run.code, 0, "{}", run.stdout);
}

#[test]
fn an_undeclared_member_fails_the_check() {
    let server = serve(&["workerdeck", "--undeclared-member"]);
    let run = check(&["workerdeck", "--base-url", &server.url]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.lines("FAIL WS /sessions/:id attached")
            .iter()
            .any(|l| l.contains("xUndeclared")),
        "{}",
        run.stdout
    );
    assert!(
        run.lines("FAIL GET /queue/stats")
            .iter()
            .any(|l| l.contains("xUndeclared")),
        "{}",
        run.stdout
    );
}

#[test]
fn an_unknown_event_type_fails_the_check() {
    let server = serve(&["workerdeck", "--unknown-event"]);
    let run = check(&["workerdeck", "--base-url", &server.url]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.lines("FAIL WS /sessions/:id attached")
            .iter()
            .any(|l| l.contains("x_unknown_event")),
        "{}",
        run.stdout
    );
}

#[test]
fn an_oversize_frame_fails_the_check() {
    let server = serve(&["workerdeck", "--oversize-frame"]);
    let run = check(&["workerdeck", "--base-url", &server.url]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stdout.contains("Message too long"), "{}", run.stdout);
}

#[test]
fn a_dropped_socket_fails_once_then_the_client_resumes() {
    let server = serve(&["workerdeck", "--drop-after", "2"]);
    let run = check(&["workerdeck", "--base-url", &server.url]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert_eq!(run.counts().1, 1, "{}", run.stdout);
    assert_eq!(
        run.lines("FAIL WS /sessions/:id attached").len(),
        1,
        "{}",
        run.stdout
    );
    assert_eq!(run.lines("ok WS user_message").len(), 1, "{}", run.stdout);
}

#[test]
fn path_parameters_are_percent_decoded() {
    let server = serve(&["workerdeck"]);
    // `session-1`, with its `1` written as `%31`: the same session.
    let reply = support::get(&server, "/sessions/session-%31");
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
    assert!(reply.contains(r#""id":"session-1""#), "{reply}");
    // The rest of a file path is decoded too, its `/` kept.
    let reply = support::get(&server, "/sessions/session-1/files/out/a%20b%2Bc.md");
    assert!(reply.starts_with("HTTP/1.1 404"), "{reply}");
    assert!(reply.contains("no such file out/a b+c.md"), "{reply}");
    for broken in ["%zz", "session-%3", "%ff"] {
        let status = support::status_of_get(&server, &format!("/sessions/{broken}"));
        assert!(status.starts_with("HTTP/1.1 400"), "{broken}: {status}");
    }
}

#[test]
fn routes_and_commands_a_server_does_not_offer_pass_as_not_offered() {
    use workerdeck_protocol::server::{Options, Router, Server};
    use workerdeck_protocol::{SessionInfo, SessionStatus, routes};
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            // Sessions and a turn without tools; nothing else.
            let info = |id: &str| SessionInfo::new(id, SessionStatus::Idle, "/w", 0, 0, 0);
            let router = Router::new()
                .route(routes::CreateSession, move |_cx, _req| async move {
                    Ok(workerdeck_protocol::CreateSessionResponse::new(info("s-1")))
                })
                .route(routes::GetSession, move |cx, req| {
                    let mut found = info("s-1");
                    found.last_seq = cx.events().last_seq("s-1");
                    let known = req.param("id") == "s-1";
                    async move {
                        match known {
                            true => Ok(workerdeck_protocol::GetSessionResponse::new(found)),
                            false => Err(workerdeck_protocol::server::Error::not_found(
                                "no such session",
                            )),
                        }
                    }
                })
                .commands(|cx, session, command| async move {
                    let workerdeck_protocol::SessionCommand::UserMessage(_) = command else {
                        return Err(format!("{} is not offered", command.tag()));
                    };
                    for status in [SessionStatus::Running, SessionStatus::Idle] {
                        let event = workerdeck_protocol::StatusChangedEvent::new(status);
                        cx.events()
                            .emit(&session, event)
                            .await
                            .map_err(|e| e.to_string())?;
                    }
                    Ok(())
                });
            let server = Server::start(Options::new(), router).await.unwrap();
            tx.send(server.url()).unwrap();
            std::future::pending::<()>().await;
        });
    });
    let url = rx.recv().unwrap();
    let run = check(&["workerdeck", "--base-url", &url]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    for line in [
        "ok POST /sessions\n",
        "ok GET /sessions/s-1\n",
        "ok GET /sessions (not offered: 404)\n",
        "ok POST /jobs (not offered: 404)\n",
        "ok WS user_message (turn over the socket) a turn that ended without a bridged tool call\n",
        "ok WS set_model (not offered: protocol_error \"set_model is not offered\")\n",
        "ok WS /sessions/:id?afterSeq (replay) afterSeq=1 -> first seq 2\n",
        "ok WS /queue/ws queue_attached; POST /jobs (not offered: 404)\n",
    ] {
        assert!(run.stdout.contains(line), "{line}{}", run.stdout);
    }
}
