//! `check coderook` against `serve coderook`, on loopback.

mod support;
use support::{Checked, Server, check, serve, tcp_addr};

/// Every method of the table, the handshake refusals, the replay window,
/// the library client's resumption and the three error codes.
const EXCHANGES: usize = coderook_protocol::METHODS.len() - 1 + 3 + 5;

/// `check coderook` against `server` with `token`, and `extra` options.
fn check_coderook(server: &Server, token: &str, extra: &[&str]) -> Checked {
    let mut args = vec![
        "coderook",
        "--connect",
        tcp_addr(&server.url),
        "--token",
        token,
    ];
    args.extend_from_slice(extra);
    check(&args)
}

#[test]
fn check_passes_against_serve() {
    let server = serve(&["coderook", "--token", "t0ken"]);
    assert!(server.url.starts_with("tcp://127.0.0.1:"), "{}", server.url);
    let run = check_coderook(&server, "t0ken", &["--include-irreversible"]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert_eq!(run.counts(), (EXCHANGES, 0), "{}", run.stdout);
    // The reference run has eight ledger events: the client resumes after 6.
    assert_eq!(
        run.lines("ok client.resume"),
        ["ok client.resume after_seq 6: ledger places [7, 8]"],
        "{}",
        run.stdout
    );
    let stream = run.lines("ok event.subscribe");
    assert_eq!(stream.len(), 1);
    assert!(
        stream[0].contains("run.started") && stream[0].ends_with("run.finished"),
        "{}",
        stream[0]
    );
}

#[test]
fn check_leaves_out_irreversible_methods_by_default() {
    let server = serve(&["coderook", "--token", "t0ken"]);
    let run = check_coderook(&server, "t0ken", &[]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(run.lines("ok core.shutdown").is_empty());
    assert!(run.counts().0 < EXCHANGES);
}

#[test]
fn split_writes_and_a_slow_peer_keep_the_contract() {
    let server = serve(&[
        "coderook",
        "--token",
        "t",
        "--split-writes",
        "7",
        "--slow",
        "1",
    ]);
    let run = check_coderook(&server, "t", &[]);
    assert_eq!(run.code, 0, "{}", run.stdout);
}

#[test]
fn a_wrong_token_fails_the_check() {
    let server = serve(&["coderook", "--token", "right"]);
    let run = check_coderook(&server, "wrong", &[]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert_eq!(
        run.lines("FAIL core.authenticate").len(),
        1,
        "{}",
        run.stdout
    );
}

#[test]
fn an_unknown_event_type_fails_the_check() {
    let server = serve(&["coderook", "--token", "t", "--unknown-event"]);
    let run = check_coderook(&server, "t", &[]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let fail = run.lines("FAIL event.subscribe");
    assert!(
        fail.len() == 1 && fail[0].contains("x.unknown_event"),
        "{}",
        run.stdout
    );
}

#[test]
fn an_undeclared_member_fails_the_check() {
    let server = serve(&["coderook", "--token", "t", "--undeclared-member"]);
    let run = check_coderook(&server, "t", &[]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.lines("FAIL core.ping")
            .iter()
            .any(|l| l.contains("x_undeclared")),
        "{}",
        run.stdout
    );
    assert!(
        run.lines("FAIL event.subscribe")
            .iter()
            .any(|l| l.contains("x_undeclared")),
        "{}",
        run.stdout
    );
}

#[test]
fn an_oversize_frame_fails_the_check() {
    let server = serve(&["coderook", "--token", "t", "--oversize-frame"]);
    let run = check_coderook(&server, "t", &[]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.lines("FAIL event.subscribe")
            .iter()
            .any(|l| l.contains("limit")),
        "{}",
        run.stdout
    );
}

#[test]
fn a_dropped_stream_fails_once_then_the_client_resumes() {
    let server = serve(&["coderook", "--token", "t", "--drop-after", "3"]);
    let run = check_coderook(&server, "t", &[]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert_eq!(run.counts().1, 1, "{}", run.stdout);
    assert!(
        run.lines("FAIL event.subscribe")
            .iter()
            .any(|l| l.contains("mid-stream after 3 events")),
        "{}",
        run.stdout
    );
    assert_eq!(
        run.lines("ok event.replay.window").len(),
        1,
        "{}",
        run.stdout
    );
}

#[test]
fn a_non_loopback_listen_address_is_refused() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args(["serve", "coderook", "--token", "t", "--listen", "0.0.0.0:0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("non-loopback"));
}

#[test]
fn a_script_file_replaces_the_default_run() {
    let dir = std::env::temp_dir().join(format!("peer-script-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("run.ndjson");
    std::fs::write(&path, "{\"type\":\"run.started\",\"run_id\":\"r\",\"goal\":\"g\",\"ts\":\"t\"}\n{\"type\":\"run.finished\",\"run_id\":\"r\",\"status\":\"failed\",\"steps\":0,\"ts\":\"t\"}\n").unwrap();
    let server = serve(&[
        "coderook",
        "--token",
        "t",
        "--script",
        path.to_str().unwrap(),
    ]);
    let run = check_coderook(&server, "t", &[]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(
        run.stdout
            .contains("ok event.subscribe 2 events: run.started run.finished"),
        "{}",
        run.stdout
    );
    std::fs::write(&path, "{\"type\":\"no.such\"}\n").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args([
            "serve",
            "coderook",
            "--token",
            "t",
            "--script",
            path.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn closing_stdin_stops_the_server() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args(["serve", "coderook", "--token", "t"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert!(line.starts_with("listening on tcp://127.0.0.1:"), "{line}");
    drop(child.stdin.take());
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > std::time::Duration::from_secs(20) {
            let _ = child.kill();
            panic!("the server kept running after its stdin closed");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(0));
}

#[test]
fn check_ends_against_an_event_stream_that_does_not() {
    // 100,000 events at the default pace never reach a `run.finished`: the
    // check judges a bounded number of pushes and goes on.
    let server = serve(&["coderook", "--token", "t", "--events", "100000"]);
    let run = check_coderook(&server, "t", &[]);
    assert_eq!(run.code, 0, "{}", run.stdout);
    let stream = run.lines("ok event.subscribe");
    assert_eq!(stream.len(), 1, "{}", run.stdout);
    assert!(
        stream[0].starts_with("ok event.subscribe 200 events:"),
        "{}",
        stream[0]
    );
}
