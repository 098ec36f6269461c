//! `codegen session` over the capture fixtures in `fixtures/<protocol>/captures/`.
//!
//! A scenario without a `.why` file is a good session: every frame valid,
//! every rule holding. A scenario with one breaks exactly one thing, named
//! on the `.why` file's first line (`rule <name>` or `frame <Type>`), and
//! nothing else. The reports are locked with insta, and no report shows a
//! captured token, nonce or credential header.

use codegen::session::{Capture, Inputs};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// `codegen session` on the protocol named `protocol`, which `codegen`'s
/// command line looks up first: an unknown name is a usage error.
fn run(protocol: &str, inputs: &Inputs) -> Result<(String, bool), String> {
    let p = codegen::protocol(protocol).ok_or_else(|| format!("unknown protocol {protocol:?}"))?;
    codegen::session::run(p, inputs)
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn capture(path: &Path) -> Capture {
    let name = path
        .strip_prefix(root())
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/");
    Capture {
        name,
        text: std::fs::read_to_string(path).expect("fixture reads"),
    }
}

/// Scenario name → its inputs, for one protocol.
fn scenarios(protocol: &str) -> BTreeMap<String, Inputs> {
    let dir = root().join("fixtures").join(protocol).join("captures");
    let mut out: BTreeMap<String, Inputs> = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).expect("captures folder") {
        let path = entry.expect("entry").path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let Some((name, kind)) = file.split_once('.') else {
            continue;
        };
        let inputs = out.entry(name.to_owned()).or_default();
        let c = Some(capture(&path));
        match kind {
            "client.ndjson" => inputs.client = c,
            "server.ndjson" => inputs.server = c,
            "sse" => inputs.sse = c,
            "har" => inputs.har = c,
            "why" => {}
            other => panic!("unexpected capture fixture kind {other} ({file})"),
        }
    }
    out
}

fn why(protocol: &str, name: &str) -> Option<String> {
    let path = root()
        .join("fixtures")
        .join(protocol)
        .join("captures")
        .join(format!("{name}.why"));
    std::fs::read_to_string(path).ok()
}

/// The secrets the fixtures capture: what no report may show.
const SECRETS: &[&str] = &[
    "capture-fixture-token-3f9a",
    "not-the-token-7c1e",
    "wd-capture-bearer-91c2",
    "wd-capture-cookie-55aa",
    "orion-capture-nonce-0123456789abcdef0123456789abcdef",
];

/// Runs every scenario of `protocol`, checks it against its `.why`, and
/// returns the reports and the rule → breaking fixtures map.
fn check(protocol: &str) -> (String, BTreeMap<String, Vec<String>>) {
    let mut all = String::new();
    let mut broken_by: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let list = scenarios(protocol);
    assert!(list.len() >= 8, "{protocol}: {} scenarios", list.len());
    for (name, inputs) in &list {
        let (report, ok) = run(protocol, inputs).expect("a valid combination of captures");
        for s in SECRETS {
            assert!(
                !report.contains(s),
                "{protocol}/{name} shows a secret:\n{report}"
            );
        }
        let lines: Vec<&str> = report.lines().collect();
        let closing = &lines[lines.len() - 2..];
        assert!(closing[0].starts_with("checked "), "{report}");
        assert!(closing[1].starts_with("session rules: "), "{report}");
        let rules: Vec<&str> = lines
            .iter()
            .filter_map(|l| l.split_once(": rule ").map(|(_, r)| r))
            .collect();
        let faults = lines.iter().filter(|l| l.contains(": error: ")).count();
        match why(protocol, name) {
            None => {
                assert!(ok, "{protocol}/{name} is a good session:\n{report}");
                assert!(rules.is_empty() && faults == 0, "{report}");
            }
            Some(why) => {
                assert!(!ok, "{protocol}/{name} must fail:\n{report}");
                let first = why.lines().next().unwrap_or_default();
                if let Some(rule) = first.strip_prefix("rule ") {
                    assert_eq!(
                        rules.len(),
                        1,
                        "{protocol}/{name}: one broken rule:\n{report}"
                    );
                    assert!(
                        rules[0].starts_with(&format!("{rule}: ")),
                        "{protocol}/{name} breaks {rule}:\n{report}"
                    );
                    assert_eq!(faults, 0, "{protocol}/{name}: every frame valid:\n{report}");
                    broken_by
                        .entry(rule.to_owned())
                        .or_default()
                        .push(name.clone());
                } else if let Some(ty) = first.strip_prefix("frame ") {
                    assert!(
                        rules.is_empty(),
                        "{protocol}/{name}: no rule broken:\n{report}"
                    );
                    let faulty: Vec<&&str> =
                        lines.iter().filter(|l| l.contains(": error: ")).collect();
                    assert_eq!(
                        faulty.len(),
                        1,
                        "{protocol}/{name}: one bad frame:\n{report}"
                    );
                    assert!(closing[0].ends_with(", 1 failed"), "{report}");
                    broken_by
                        .entry(format!("frame {ty}"))
                        .or_default()
                        .push(name.clone());
                } else {
                    panic!("{protocol}/{name}.why must start with `rule NAME` or `frame TYPE`");
                }
            }
        }
        all.push_str(&format!("## {name}\n{report}\n"));
    }
    (all, broken_by)
}

fn rules(map: &BTreeMap<String, Vec<String>>) -> Vec<&str> {
    map.keys().map(String::as_str).collect()
}

#[test]
fn coderook_sessions() {
    let (report, broken) = check("coderook");
    assert_eq!(
        rules(&broken),
        [
            "answer-first-request-first",
            "authenticate-first",
            "error-code-known",
            "frame ClientRequest",
            "frame ServerMessage",
            "nothing-after-failed-authentication",
            "request-answered",
            "request-id-unique",
            "response-paired",
            "result-typed",
        ]
    );
    insta::assert_snapshot!("coderook", report);
}

#[test]
fn workerdeck_sessions() {
    let (report, broken) = check("workerdeck");
    assert_eq!(
        rules(&broken),
        [
            "attached-first",
            "attached-once",
            "frame ClientFrame",
            "frame ListSessionsResponse",
            "one-way-socket",
            "queue-attached-first",
            "replay-from-after-seq",
            "replay-within-log",
            "route-known",
            "seq-continuity",
            "status-documented",
        ]
    );
    insta::assert_snapshot!("workerdeck", report);
}

#[test]
fn orion_sessions() {
    let (report, broken) = check("orion");
    assert_eq!(
        rules(&broken),
        [
            "cursor-rising",
            "frame WebCommand",
            "nonce-present",
            "problem-on-error",
            "reconnect-resumes",
            "route-known",
            "sse-framing",
            "sse-id-is-cursor",
            "status-documented",
        ]
    );
    insta::assert_snapshot!("orion", report);
}

/// A secret that a decode error would echo is blanked out of the report.
#[test]
fn secrets_echoed_by_errors_are_redacted() {
    let token = "echoed-token-b41d";
    let client = format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"core.authenticate\",\"params\":{{\"token\":\"{token}\"}}}}\n\
         {{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"method\":\"core.ping\",\"params\":{{\"client\":\"cli\",\"{token}\":1}}}}\n"
    );
    let server = "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"result\":{\"authenticated\":true}}\n";
    let inputs = Inputs {
        client: Some(Capture {
            name: "client.ndjson".into(),
            text: client,
        }),
        server: Some(Capture {
            name: "server.ndjson".into(),
            text: server.into(),
        }),
        view: codegen::validate::View::Strict,
        ..Inputs::default()
    };
    let (report, ok) = run("coderook", &inputs).unwrap();
    assert!(!ok);
    assert!(!report.contains(token), "{report}");
    assert!(report.contains("<redacted>"), "{report}");

    // A credential header's value, echoed by a body's error, is blanked too.
    let bearer = "Bearer sleeping-3e9f";
    let body =
        r#"{"sessions":[{"id":"s","status":"sleeping-3e9f"}]}"#.replace("sleeping-3e9f", bearer);
    let har = serde_json::json!({"log": {"version": "1.2", "entries": [{
        "request": {"method": "GET", "url": "http://127.0.0.1:4400/api/sessions",
                    "headers": [{"name": "Authorization", "value": bearer}]},
        "response": {"status": 200, "headers": [],
                     "content": {"mimeType": "application/json", "text": body}}
    }]}});
    let inputs = Inputs {
        har: Some(Capture {
            name: "capture.har".into(),
            text: har.to_string(),
        }),
        ..Inputs::default()
    };
    let (report, ok) = run("workerdeck", &inputs).unwrap();
    assert!(!ok);
    assert!(!report.contains("sleeping-3e9f"), "{report}");
    assert!(report.contains("<redacted>"), "{report}");
}

#[test]
fn wrong_combinations_of_captures_are_usage_errors() {
    let c = || {
        Some(Capture {
            name: "x".into(),
            text: String::new(),
        })
    };
    let only_client = Inputs {
        client: c(),
        ..Inputs::default()
    };
    assert!(run("coderook", &only_client).is_err());
    assert!(run("orion", &only_client).is_err());
    assert!(run("nope", &only_client).is_err());
    let empty_sse = Inputs {
        sse: c(),
        ..Inputs::default()
    };
    let (report, ok) = run("orion", &empty_sse).unwrap();
    assert!(!ok, "an empty capture fails");
    assert!(
        report.contains("x: error: the capture holds no frame"),
        "{report}"
    );
}
