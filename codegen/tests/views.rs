//! The three views of a message, cell by cell: for each protocol, a
//! conforming message, an undeclared member in a closed object, an
//! undeclared member in an open object and an event of an unknown type,
//! read by `codegen validate` and by `codegen session` in the contract's
//! view (the default), the receive view (`--receive`) and the strict view
//! (`--strict`). The table in the README's "Three views" says the same.
//!
//! The inputs are under `fixtures/views/<protocol>/<case>.*`. WorkerDeck has
//! no closed-object case: a TypeScript type never closes an object.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What one view says of one input.
#[derive(Debug, Clone, Copy)]
enum Expect {
    /// Accepted.
    Ok,
    /// Accepted as an event of an unknown type, with this note.
    Passed(&'static str),
    /// Refused, with this text in the report.
    Fails(&'static str),
}

use Expect::{Fails, Ok, Passed};

/// One input and its verdicts in the contract's, the receive and the strict view.
struct Cell {
    protocol: &'static str,
    case: &'static str,
    /// The type `validate` reads `<case>.json` as.
    validate: &'static str,
    /// The capture flags and the files (under the protocol's folder) `session` reads.
    session: &'static [(&'static str, &'static str)],
    views: [Expect; 3],
}

const VIEWS: [Option<&str>; 3] = [None, Some("--receive"), Some("--strict")];

const CELLS: &[Cell] = &[
    // Orion closes its objects (`additionalProperties: false`), except
    // the settings fields (`SettingsFieldCommon`), which keep what they do
    // not declare (`extra`), in every view.
    Cell {
        protocol: "orion",
        case: "conforming",
        validate: "WebEventEnvelope",
        session: &[("--sse", "conforming.sse")],
        views: [Ok, Ok, Ok],
    },
    Cell {
        protocol: "orion",
        case: "closed",
        validate: "WebEventEnvelope",
        session: &[("--sse", "closed.sse")],
        views: [
            Fails("payload.x_new: unknown field `x_new`"),
            Ok,
            Fails("payload.x_new: unknown field `x_new`"),
        ],
    },
    Cell {
        protocol: "orion",
        case: "open",
        validate: "ThemeSettingsField",
        session: &[("--har", "open.har")],
        views: [Ok, Ok, Ok],
    },
    Cell {
        protocol: "orion",
        case: "unknown",
        validate: "WebEventEnvelope",
        session: &[("--sse", "unknown.sse")],
        views: [
            Fails("type: unknown variant `x_new`"),
            Passed("unknown event type \"x_new\" passed on at cursor 2"),
            Fails("type: unknown variant `x_new`"),
        ],
    },
    // Coderook: results decode exactly, in the clients too; an open
    // object (pydantic's default) drops what it does not declare; an event
    // push carries any object.
    Cell {
        protocol: "coderook",
        case: "conforming",
        validate: "ServerMessage",
        session: &[
            ("--client", "conforming.client.ndjson"),
            ("--server", "conforming.server.ndjson"),
        ],
        views: [Ok, Ok, Ok],
    },
    Cell {
        protocol: "coderook",
        case: "closed",
        validate: "ThreadCreateResult",
        session: &[
            ("--client", "closed.client.ndjson"),
            ("--server", "closed.server.ndjson"),
        ],
        views: [
            Fails("thread.x_new: unknown field `x_new`"),
            Fails("thread.x_new: unknown field `x_new`"),
            Fails("thread.x_new: unknown field `x_new`"),
        ],
    },
    Cell {
        protocol: "coderook",
        case: "open",
        validate: "PongResult",
        session: &[
            ("--client", "open.client.ndjson"),
            ("--server", "open.server.ndjson"),
        ],
        views: [Ok, Ok, Fails("x_new")],
    },
    Cell {
        protocol: "coderook",
        case: "unknown",
        validate: "ServerMessage",
        session: &[
            ("--client", "unknown.client.ndjson"),
            ("--server", "unknown.server.ndjson"),
        ],
        views: [
            Ok,
            Passed("unknown event type \"x.new\" passed on at ledger_seq 4"),
            Fails("event.type: \"x.new\" is not an event type of the contract (--strict)"),
        ],
    },
    // WorkerDeck: every object is open (TypeScript), and its decoders drop
    // what they do not declare; the event union is closed.
    Cell {
        protocol: "workerdeck",
        case: "conforming",
        validate: "ServerFrame",
        session: &[("--server", "conforming.server.ndjson")],
        views: [Ok, Ok, Ok],
    },
    Cell {
        protocol: "workerdeck",
        case: "open",
        validate: "ServerFrame",
        session: &[("--server", "open.server.ndjson")],
        views: [
            Ok,
            Ok,
            Fails("event.x_new: member not declared by ServerFrame (--strict)"),
        ],
    },
    Cell {
        protocol: "workerdeck",
        case: "unknown",
        validate: "ServerFrame",
        session: &[("--server", "unknown.server.ndjson")],
        views: [
            Fails("unknown SessionEventBody `type` `x_new`"),
            Passed("unknown event type \"x_new\" passed on at seq 2"),
            Fails("unknown SessionEventBody `type` `x_new`"),
        ],
    },
];

fn folder(protocol: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/views")
        .join(protocol)
}

/// Runs codegen; its exit code and standard output.
fn codegen(args: &[String]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_codegen"))
        .args(args)
        .output()
        .expect("codegen runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.is_empty(), "{args:?}: {stderr}");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Checks one verdict; the failures found, as text.
fn judge(what: &str, expect: Expect, (code, out): (Option<i32>, String)) -> Option<String> {
    let holds = match expect {
        Ok => code == Some(0) && !out.contains("passed on"),
        Passed(note) => code == Some(0) && out.contains(note),
        Fails(text) => code == Some(1) && out.contains(text),
    };
    (!holds).then(|| format!("{what}: expected {expect:?}, got exit {code:?}:\n{out}"))
}

fn with_view(mut args: Vec<String>, view: Option<&str>) -> Vec<String> {
    args.extend(view.map(str::to_owned));
    args
}

#[test]
fn validate_gives_each_views_verdict() {
    let mut wrong = Vec::new();
    for cell in CELLS {
        let file = folder(cell.protocol).join(format!("{}.json", cell.case));
        for (view, expect) in VIEWS.iter().zip(cell.views) {
            let args = vec![
                "validate".to_owned(),
                cell.protocol.to_owned(),
                cell.validate.to_owned(),
                file.display().to_string(),
            ];
            let what = format!("validate {} {} {view:?}", cell.protocol, cell.case);
            wrong.extend(judge(&what, expect, codegen(&with_view(args, *view))));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn session_gives_the_same_verdicts_as_validate() {
    let mut wrong = Vec::new();
    for cell in CELLS {
        for (view, expect) in VIEWS.iter().zip(cell.views) {
            let mut args = vec!["session".to_owned(), cell.protocol.to_owned()];
            for (flag, file) in cell.session {
                args.push((*flag).to_owned());
                args.push(folder(cell.protocol).join(file).display().to_string());
            }
            let what = format!("session {} {} {view:?}", cell.protocol, cell.case);
            wrong.extend(judge(&what, expect, codegen(&with_view(args, *view))));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn an_unknown_event_still_moves_the_position() {
    // The events after one of an unknown type follow on from its position:
    // no view reports a gap or a cursor that does not rise.
    for (protocol, flags) in [
        ("workerdeck", vec![("--server", "unknown.server.ndjson")]),
        ("orion", vec![("--sse", "unknown.sse")]),
    ] {
        for view in VIEWS {
            let mut args = vec!["session".to_owned(), protocol.to_owned()];
            for (flag, file) in &flags {
                args.push((*flag).to_owned());
                args.push(folder(protocol).join(file).display().to_string());
            }
            let (_, out) = codegen(&with_view(args, view));
            assert!(
                out.contains("session rules:") && out.contains(", 0 broken"),
                "{protocol} {view:?}:\n{out}"
            );
        }
    }
}

#[test]
fn the_views_are_one_flag_at_a_time() {
    let file = folder("orion")
        .join("conforming.json")
        .display()
        .to_string();
    let out = Command::new(env!("CARGO_BIN_EXE_codegen"))
        .args([
            "validate",
            "orion",
            "WebEventEnvelope",
            &file,
            "--receive",
            "--strict",
        ])
        .output()
        .expect("codegen runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--receive and --strict are two views"),
        "{err}"
    );
}
