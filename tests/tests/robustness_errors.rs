//! Error quality: every decode error names the protocol type, the field path
//! and the broken rule, and `codegen validate` prints one verdict per line
//! with the input's line number.
//!
//! A representative corpus of invalid values per protocol (NDJSON, one case
//! per line, blank lines included to check numbering) goes through the
//! registry and `codegen::validate::run`; the report (verdicts without
//! columns) is locked with insta.

use codegen::registry::TypeEntry;

/// `(type, NDJSON)`: each non-blank line breaks one rule.
type Corpus = &'static [(&'static str, &'static str)];

const CODEROOK: Corpus = &[
    (
        "AgentRunCommand",
        r#"{"goal":null}
{"goal":"g","permission_mode":"yolo"}
{"goal":"g","type":"agent.stop"}

{"goal":"g","route_id":""}
{"goal":"g","tools":["read_file","teleport"]}
{"goal":"g","allow_tools":[1]}
["g"]
{"goal":"g",
{"goal":"g","session_name":"01234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789x"}"#,
    ),
    (
        "GoalCreateCommand",
        r#"{"session_id":"","objective":"o"}
{"session_id":"s","objective":""}
{"session_id":"s","objective":"o","max_auto_turns":101}
{"session_id":"s","objective":"o","max_auto_turns":5.5}
{"session_id":"s","objective":"o","max_wall_seconds":0}
{"session_id":"s","objective":"o","constraints":["a",2]}
{"session_id":"s","objective":"o","token_budget":0}"#,
    ),
    (
        "EventSubscribeCommand",
        r#"{"topics":"all"}
{"topics":[],"after_seq":-1}
{"topics":[],"thread_id":""}
{}"#,
    ),
    (
        "CoreAuthenticateCommand",
        r#"{}
{"token":5}
{"token":"t","type":"core.ping"}"#,
    ),
    (
        "EventPushEnvelope",
        r#"{"kind":"event","event":{"type":"run.finished","run_id":"r"}}
{"kind":"push","event":{"type":"x"}}
{"kind":"event"}"#,
    ),
];

const ORION: Corpus = &[
    (
        "WebCommand",
        r#"{"requestId":"r-1","type":"set_agent_mode"}
{"requestId":"r-1","type":"teleport"}
{"requestId":"","type":"interrupt"}
{"requestId":"r-1","type":"submit","text":null}
{"requestId":"r-1","type":"submit","text":"t","extra":1}

{"requestId":"r-1","type":"permission_decision","scope":"forever"}
{"type":"interrupt"}"#,
    ),
    (
        "UpdateSettingsRequest",
        r#"{"requestId":"r-1","expectedRevision":"v1","operations":[]}
{"requestId":"r-1","expectedRevision":"hmac-sha256:0000000000000000000000000000000000000000000000000000000000000000","operations":[{"op":"set","key":"appearance.theme","value":"neon"}]}
{"requestId":"r-1","expectedRevision":"hmac-sha256:0000000000000000000000000000000000000000000000000000000000000000","operations":[{"op":"unset","key":"defaults.model"},{"op":"unset","key":"defaults.model"}]}
{"requestId":"r-1","expectedRevision":"hmac-sha256:0000000000000000000000000000000000000000000000000000000000000000","operations":[{"op":"toggle","key":"appearance.theme"}]}"#,
    ),
    (
        "WebEventEnvelope",
        r#"{"apiVersion":1,"eventId":"e","cursor":1,"sessionId":null,"threadId":null,"type":"bogus_event","durable":true,"timestamp":"t","payload":{}}
{"apiVersion":2,"eventId":"e","cursor":1,"sessionId":null,"threadId":null,"type":"replay_reset","durable":true,"timestamp":"t","payload":{"reason":"r","snapshotRequired":true}}
{"apiVersion":1,"eventId":"e","cursor":-1,"sessionId":null,"threadId":null,"type":"replay_reset","durable":true,"timestamp":"t","payload":{"reason":"r","snapshotRequired":true}}
{"apiVersion":1,"eventId":"e","cursor":1,"sessionId":"s","threadId":"t","type":"thread_event","durable":true,"timestamp":"t","payload":{"sequence":"3","eventType":"x","value":{}}}
{"apiVersion":1,"eventId":"e","cursor":1,"type":"runtime_event","durable":false,"timestamp":"t","payload":{"eventType":"x","value":{}}}"#,
    ),
    (
        "CreateSessionRequest",
        r#"{"requestId":"r-1","name":5}
{"name":"n"}
{"requestId":"r-1","name":"n","workspace":"/w"}"#,
    ),
    (
        "BootstrapResponse",
        r#"{"apiVersion":1,"productVersion":"0.3.0","nonce":"too-short-to-be-a-nonce","workspace":"/w","configured":true,"settings":{},"capabilities":{}}"#,
    ),
];

const WORKERDECK: Corpus = &[
    (
        "SessionCommand",
        r#"{"type":"user_message"}
{"type":"set_permission_mode","mode":"yolo"}
{"type":"teleport"}
{"type":"set_permission_mode","now":true}
{"text":"hi"}
{"type":"user_message","text":"hi","attachmentIds":[1]}"#,
    ),
    (
        "ServerFrame",
        r#"{"type":"event","event":{"type":"status_changed","status":"sleeping","seq":1,"ts":1}}
{"type":"event","event":{"type":"status_changed","status":"running","seq":1}}
{"type":"protocol_error"}
{"type":"hello"}
{"type":"event","event":{"type":"status_changed","status":"running","seq":1,"ts":1,"extra":0,"detail":5}}
{"event":{"status":"running","seq":1,"ts":1,"extra":0,"detail":5,"type":"status_changed"},"type":"event"}
{"type":"event","event":{"type":"file_delivered","path":"p","bytes":5.0,"seq":1,"ts":1,"x":[],"description":7}}"#,
    ),
    (
        "SessionEvent",
        r#"{"type":"file_delivered","path":"p","bytes":1.5,"seq":1,"ts":1}
{"type":"file_delivered","path":"p","bytes":1,"seq":"1","ts":1}

{"type":"file_delivered","path":"p","bytes":1,"seq":1,"ts":1,"seq":2}
{"type":"status_changed","status":"running","seq":1,"ts":1,"extra":0,"detail":[]}"#,
    ),
    (
        "CreateSessionRequest",
        r#"{"cwd":"/w","mcpServers":{"x":{"type":"ftp","url":"u"}}}
{"cwd":"/w","mcpServers":{"x":{"type":"http"}}}
{"cwd":"/w","permissionMode":"yolo"}
{"cwd":5}
{"cwd":"/w","mcpServers":{"x":{"type":"http","url":"u","headers":"Bearer X"}}}
{"cwd":"/w","mcpServers":{"x":{"type":"http","url":"u","headers":{"Authorization":5}}}}
{"cwd":"/w","mcpServers":{"x":{"command":"c","env":{"K":"v"},"extra":1,"args":"c"}}}"#,
    ),
];

/// The verdict lines of a report, in the `-:LINE: …` form (the column,
/// checked here to lie on the value's line, dropped so the snapshots hold
/// the messages), without the closing count.
fn verdicts_only(report: &str, input: &str) -> String {
    let lines: Vec<&str> = input.lines().collect();
    let mut out = String::new();
    let mut rest: Vec<&str> = report.lines().collect();
    let closing = rest.pop().unwrap_or_default();
    assert!(closing.starts_with("checked "), "{report}");
    for verdict in rest {
        let Some(tail) = verdict.strip_prefix("-:") else {
            out.push_str(verdict);
            out.push('\n');
            continue;
        };
        let mut parts = tail.splitn(3, ':');
        let (line, second, third) = (parts.next(), parts.next(), parts.next());
        let n: usize = line.and_then(|l| l.parse().ok()).expect("a line number");
        match (second.map(str::parse::<usize>), third) {
            (Some(Ok(column)), Some(third)) => {
                let width = lines[n - 1].chars().count();
                assert!(column >= 1 && column <= width + 1, "{verdict}");
                out.push_str(&format!("-:{n}:{third}\n"));
            }
            _ => out.push_str(&format!("{verdict}\n")),
        }
    }
    out
}

/// The validate report for a corpus, one section per type, after checking
/// that each error names the type and that line numbers are the input's.
fn report(protocol: &str, corpus: Corpus) -> String {
    let p = codegen::protocol(protocol).expect("known protocol");
    let mut out = String::new();
    for (type_name, input) in corpus {
        let entry: TypeEntry = p
            .entry(type_name)
            .unwrap_or_else(|| panic!("{protocol} registers {type_name}"));
        let reader = codegen::validate::Reader::new(&p, type_name, Default::default())
            .unwrap_or_else(|| panic!("{protocol} reads {type_name}"));
        let (text, all_ok) =
            codegen::validate::run(&reader, "-", input, codegen::validate::Options::default());
        let text = verdicts_only(&text, input);
        assert!(!all_ok, "{type_name}: every corpus line is invalid");
        let expected_lines: Vec<usize> = input
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
            .map(|(i, _)| i + 1)
            .collect();
        let verdicts: Vec<&str> = text.lines().collect();
        assert_eq!(verdicts.len(), expected_lines.len(), "{type_name}:\n{text}");
        for ((verdict, n), line) in verdicts
            .iter()
            .zip(&expected_lines)
            .zip(input.lines().filter(|l| !l.trim().is_empty()))
        {
            let prefix = format!("-:{n}: error: ");
            assert!(verdict.starts_with(&prefix), "{type_name}: {verdict}");
            // The same error, as a value: it names the type, the path and the rule.
            let err = entry.decode(line).expect_err(line);
            assert_eq!(err.type_name(), *type_name);
            let path = if err.path().is_empty() {
                "(root)"
            } else {
                err.path()
            };
            assert_eq!(
                err.to_string(),
                format!("{type_name}: {path}: {}", err.message())
            );
            // A top-level array gets a hint about --each after the message.
            let shown = verdict[prefix.len()..]
                .trim_end_matches(" (a top-level array is one value: --each checks each element)");
            assert_eq!(shown, format!("{path}: {}", err.message()));
            assert!(!err.message().is_empty());
        }
        out.push_str(&format!("## {type_name}\n{text}\n"));
    }
    out
}

#[test]
fn coderook_validate_report() {
    insta::assert_snapshot!("coderook", report("coderook", CODEROOK));
}

#[test]
fn orion_validate_report() {
    insta::assert_snapshot!("orion", report("orion", ORION));
}

#[test]
fn workerdeck_validate_report() {
    insta::assert_snapshot!("workerdeck", report("workerdeck", WORKERDECK));
}

#[test]
fn valid_lines_between_invalid_ones_keep_their_numbers() {
    let workerdeck = codegen::protocol("workerdeck").unwrap();
    let reader =
        codegen::validate::Reader::new(&workerdeck, "SessionCommand", Default::default()).unwrap();
    let input = "{\"type\":\"interrupt\"}\r\n\r\n{\"type\":\"nope\"}\n{\"type\":\"close\"}\n";
    let options = codegen::validate::Options {
        roundtrip: true,
        ..Default::default()
    };
    let (text, ok) = codegen::validate::run(&reader, "-", input, options);
    let text = verdicts_only(&text, input);
    assert!(!ok);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "-:1: ok");
    assert_eq!(lines[1], r#"{"type":"interrupt"}"#);
    assert!(lines[2].starts_with("-:3: error: "), "{text}");
    assert_eq!(lines[3], "-:4: ok");
    assert_eq!(lines[4], r#"{"type":"close"}"#);
}
