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
