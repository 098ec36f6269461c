//! `codegen session workerdeck` on captures whose positions reach the ends
//! of `i64`: a verdict for each, never a panic.

use std::process::{Command, Output};

/// Writes `text` to a file of its own and runs `codegen session workerdeck
/// <flag> FILE`.
fn session(name: &str, flag: &str, text: &str) -> (Output, String) {
    session_in(None, name, flag, text)
}

/// [`session`] in a view (`--receive`, `--strict`) other than the contract's.
fn session_in(view: Option<&str>, name: &str, flag: &str, text: &str) -> (Output, String) {
    let dir = std::env::temp_dir().join(format!("codegen-positions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join(name);
    std::fs::write(&file, text).expect("the capture is written");
    let out = Command::new(env!("CARGO_BIN_EXE_codegen"))
        .args(["session", "workerdeck", flag])
        .arg(&file)
        .args(view)
        .output()
        .expect("codegen runs");
    let _ = std::fs::remove_file(&file);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    (out, stdout)
}

fn attached(replaying_from: i64, last_seq: i64) -> String {
    format!(
        r#"{{"type":"attached","protocolVersion":6,"session":{{"id":"s","status":"idle","cwd":"/","createdAt":1,"lastSeq":{last_seq},"pendingPermissionCount":0}},"replayingFrom":{replaying_from}}}"#
    )
}

fn event(seq: i64) -> String {
    format!(
        r#"{{"type":"event","event":{{"type":"status_changed","status":"idle","seq":{seq},"ts":1}}}}"#
    )
}

/// The lines that report a broken rule.
fn broken(stdout: &str) -> Vec<&str> {
    stdout.lines().filter(|l| l.contains(": rule ")).collect()
}

#[test]
fn a_replay_from_i64_max_is_a_broken_rule_and_the_events_are_still_judged() {
    let capture = [
        attached(i64::MAX, 9),
        event(1),
        event(2),
        event(2),
        event(i64::MAX),
        event(3),
    ]
    .join("\n");
    let (_, stdout) = session("max.server.ndjson", "--server", &capture);
    let broken = broken(&stdout);
    assert_eq!(broken.len(), 3, "{stdout}");
    assert!(
        broken[0].ends_with(
            ":1: rule replay-within-log: replayingFrom 9223372036854775807 is outside \
             0..=9007199254740991: no seq counted from 1 as a JavaScript number gets there"
        ),
        "{stdout}"
    );
    // Judged from where a client stands when the replay is refused: 1 and
    // 2 follow on, the second 2 repeats, 3 follows 2.
    assert!(
        broken[1].ends_with(":4: rule seq-continuity: seq 2 repeats (expected 3)"),
        "{stdout}"
    );
    assert!(
        broken[2].ends_with(
            ":5: rule seq-continuity: seq 9223372036854775807 is beyond 9007199254740991: \
             no seq counted from 1 as a JavaScript number gets there"
        ),
        "{stdout}"
    );
}

#[test]
fn the_largest_seq_is_followed_like_any_other() {
    let max = (1i64 << 53) - 1;
    let capture = [
        attached(max - 1, max),
        event(max),
        event(max),
        event(max + 1),
    ]
    .join("\n");
    let (_, stdout) = session("largest.server.ndjson", "--server", &capture);
    let broken = broken(&stdout);
    assert_eq!(broken.len(), 2, "{stdout}");
    assert!(
        broken[0].ends_with(&format!(
            ":3: rule seq-continuity: seq {max} repeats (expected {})",
            max + 1
        )),
        "{stdout}"
    );
    assert!(
        broken[1].contains(&format!(
            ":4: rule seq-continuity: seq {} is beyond",
            max + 1
        )),
        "{stdout}"
    );
}

#[test]
fn an_after_seq_of_i64_max_in_a_har_is_judged() {
    let messages: Vec<String> = [attached(i64::MAX, i64::MAX), event(i64::MAX), event(1)]
        .iter()
        .map(|data| {
            let data = serde_json::to_string(data).unwrap();
            format!(r#"{{"type":"receive","time":1,"opcode":1,"data":{data}}}"#)
        })
        .collect();
    let har = format!(
        r#"{{"log":{{"version":"1.2","creator":{{"name":"t","version":"1"}},"entries":[{{
            "startedDateTime":"2026-05-16T10:00:00.000Z","time":1,
            "request":{{"method":"GET","url":"ws://127.0.0.1:4400/api/sessions/s?afterSeq=9223372036854775807",
                "httpVersion":"HTTP/1.1","headers":[],"queryString":[{{"name":"afterSeq","value":"9223372036854775807"}}],
                "cookies":[],"headersSize":-1,"bodySize":0}},
            "response":{{"status":101,"statusText":"","httpVersion":"HTTP/1.1","headers":[],"cookies":[],
                "content":{{"size":0,"mimeType":"x-unknown"}},"redirectURL":"","headersSize":-1,"bodySize":-1}},
            "cache":{{}},"timings":{{"send":0,"wait":0,"receive":0}},
            "_webSocketMessages":[{}]}}]}}}}"#,
        messages.join(",")
    );
    let (_, stdout) = session("max.har", "--har", &har);
    let broken = broken(&stdout);
    assert!(
        broken
            .iter()
            .any(|l| l
                .contains("rule replay-within-log: replayingFrom 9223372036854775807 is outside")),
        "{stdout}"
    );
    // The log stands where the URL put it: nothing follows `i64::MAX`.
    assert!(
        broken.iter().any(|l| l.contains(
            "rule seq-continuity: seq 9223372036854775807 repeats (the log is at 9223372036854775807)"
        )),
        "{stdout}"
    );
    assert!(
        broken
            .iter()
            .any(|l| l.contains("rule seq-continuity: seq 1 repeats")),
        "{stdout}"
    );
}

#[test]
fn an_event_of_an_unknown_type_moves_the_position_in_every_view() {
    let unknown = r#"{"type":"event","event":{"type":"x_new","seq":2,"ts":2}}"#;
    let capture = [
        attached(0, 0),
        event(1),
        unknown.to_owned(),
        event(3),
        event(5),
    ]
    .join("\n");
    for view in [None, Some("--receive"), Some("--strict")] {
        let (_, stdout) = session_in(view, "unknown.server.ndjson", "--server", &capture);
        // Seq 3 follows the unknown event's 2; the gap before 5 is the only one.
        let broken = broken(&stdout);
        assert_eq!(broken.len(), 1, "{view:?}: {stdout}");
        assert!(
            broken[0].ends_with(":5: rule seq-continuity: seq 5 leaves a gap (expected 4)"),
            "{view:?}: {stdout}"
        );
        // The frame itself: refused by the contract and the strict view,
        // passed on at its seq by the receive view.
        let verdict = stdout.lines().nth(2).unwrap_or_default();
        match view {
            Some("--receive") => assert!(
                verdict.ends_with(":3: ok: unknown event type \"x_new\" passed on at seq 2"),
                "{stdout}"
            ),
            _ => assert!(verdict.contains(":3:25: error: event: unknown"), "{stdout}"),
        }
    }
}
