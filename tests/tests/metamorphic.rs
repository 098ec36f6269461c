//! Every valid and invalid fixture, re-spelled (member order, escapes,
//! layout, integers as floats): the verdict and the decoded value stay the
//! same through every entry point — the type's decoder on text and on a
//! parsed value, `codegen validate`'s checker, and the Orion SSE stream.

#[path = "support/respell.rs"]
mod respell;

use codegen::registry::TypeEntry;
use respell::{OTHERS, Spelling, respell, same};
use serde_json::Value;
use std::path::Path;

/// The verdicts of every entry point on one spelling, as the decoded value
/// or `None`.
fn verdicts(
    entry: &TypeEntry,
    checker: &codegen::transport::Checker,
    text: &str,
) -> Vec<(&'static str, Option<Value>)> {
    let parsed = |s: String| serde_json::from_str::<Value>(&s).ok();
    let mut out = vec![
        ("decode", entry.decode(text).ok()),
        ("validate", checker.check(text).ok().and_then(parsed)),
        (
            "decode_value",
            serde_json::from_str::<Value>(text)
                .ok()
                .and_then(|v| entry.decode_value(&v).ok()),
        ),
    ];
    if entry.name == "WebEventEnvelope" {
        let sse: String = text
            .lines()
            .map(|l| format!("data: {l}\n"))
            .collect::<String>()
            + "\n";
        let mut stream = orion_api_types::sse::EnvelopeStream::new();
        let got = stream.push(sse.as_bytes()).pop();
        let value = got
            .and_then(Result::ok)
            .and_then(|e| serde_json::to_value(e).ok());
        out.push(("sse", value));
    }
    out
}

fn check_protocol(name: &str) -> usize {
    let protocol = codegen::protocol(name).expect("protocol");
    let entries = (protocol.types)();
    let checkers = codegen::transport::checkers(&protocol);
    let mut failures = Vec::new();
    let mut checked = 0;
    for kind in ["valid", "invalid"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../fixtures")
            .join(name)
            .join(kind);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("fixtures")
            .flatten()
            .map(|e| e.path())
            .collect();
        files.sort();
        for path in files {
            let file = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            if !file.ends_with(".json") || file.ends_with(".encoded.json") {
                continue;
            }
            let ty = file.split('.').next().unwrap_or_default();
            let (Some(entry), Some(checker)) = (
                entries.iter().find(|e| e.name == ty),
                checkers.iter().find(|c| c.name == ty),
            ) else {
                continue;
            };
            // A fixture that is not one JSON value (a syntax case) has no other spelling.
            let Ok(value) =
                serde_json::from_str::<Value>(&std::fs::read_to_string(&path).expect("readable"))
            else {
                continue;
            };
            // The baseline is the value written plainly, so a fixture whose
            // point is a repeated key is judged as the value it parses to.
            let base = verdicts(entry, checker, &respell(&value, Spelling::Plain));
            for spelling in OTHERS {
                let text = respell(&value, spelling);
                for ((point, want), (_, got)) in base.iter().zip(verdicts(entry, checker, &text)) {
                    checked += 1;
                    let agree = match (want, &got) {
                        (Some(a), Some(b)) => same(a, b),
                        (None, None) => true,
                        _ => false,
                    };
                    if !agree {
                        failures.push(format!(
                            "{kind}/{file} {spelling:?} via {point}: {} then {}",
                            want.as_ref()
                                .map_or("refused".into(), |_| "accepted".to_owned()),
                            got.as_ref()
                                .map_or("refused".into(), |v| format!("accepted as {v}")),
                        ));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures.join("\n")
    );
    checked
}

#[test]
fn orion_verdicts_do_not_depend_on_spelling() {
    assert!(check_protocol("orion") > 1000);
}

#[test]
fn coderook_verdicts_do_not_depend_on_spelling() {
    assert!(check_protocol("coderook") > 1000);
}

#[test]
fn workerdeck_verdicts_do_not_depend_on_spelling() {
    assert!(check_protocol("workerdeck") > 1000);
}
