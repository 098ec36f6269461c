//! The `codegen` command line: exit codes and output formats of the contract
//! in DESIGN.md (`validate` 0/1/2, per-line verdicts, `--roundtrip`).

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

fn codegen(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_codegen"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("codegen runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("codegen finishes")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn unknown_type_is_a_usage_error() {
    let o = codegen(&["validate", "coderook", "NoSuchType", "x.json"], "");
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("unknown type \"NoSuchType\" for coderook"),
        "{err}"
    );
    assert!(err.contains("codegen types coderook"), "{err}");
}

#[test]
fn unknown_protocol_and_command_are_usage_errors() {
    assert_eq!(
        codegen(&["validate", "nope", "X"], "").status.code(),
        Some(2)
    );
    assert_eq!(codegen(&["frobnicate"], "").status.code(), Some(2));
    assert_eq!(codegen(&[], "").status.code(), Some(2));
    assert_eq!(codegen(&["generate", "--bogus"], "").status.code(), Some(2));
}

#[test]
fn ndjson_verdicts_name_each_line() {
    let input = "{\"ok\":true,\"version\":\"0.3.0\"}\n{\"ok\":true,\n\n{\"ok\":false,\"version\":\"0.3.0\"}\n";
    let o = codegen(&["validate", "orion", "HealthResponse", "-"], input);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "-:1: ok");
    // A truncated line is judged alone; the lines after it are still read.
    assert!(
        lines[1].starts_with("-:2:11: error: (root): invalid JSON"),
        "{out}"
    );
    assert!(
        lines[2].starts_with("-:4:7: error: ok: invalid value: boolean `false`"),
        "{out}"
    );
    assert_eq!(lines[3], "checked 3 values: 1 ok, 2 failed");
    assert_eq!(lines.len(), 4, "{out}");
}

#[test]
fn a_single_document_may_span_lines_and_roundtrip_prints_it() {
    let input = "{\n  \"version\": \"0.3.0\",\n  \"ok\": true\n}\n";
    let o = codegen(
        &["validate", "orion", "HealthResponse", "-", "--roundtrip"],
        input,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert_eq!(
        stdout(&o),
        "-:1: ok\n{\"ok\":true,\"version\":\"0.3.0\"}\nchecked 1 values: 1 ok, 0 failed\n"
    );
}

#[test]
fn an_error_in_a_pretty_printed_document_names_its_line_and_column() {
    let input = "{\n  \"version\": \"0.3.0\",\n  \"ok\": \"yes\"\n}\n";
    let o = codegen(&["validate", "orion", "HealthResponse"], input);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).starts_with("-:3:9: error: ok: invalid type: string \"yes\""),
        "{}",
        stdout(&o)
    );
}

#[test]
fn a_file_is_named_in_verdicts_and_an_empty_input_fails() {
    let dir = std::env::temp_dir().join(format!("codegen-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.ndjson");
    std::fs::write(&empty, "\n  \n").unwrap();
    let path = empty.to_str().unwrap();
    let o = codegen(&["validate", "orion", "HealthResponse", path], "");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        format!("{path}: error: the input holds no JSON value\nchecked 0 values: 0 ok, 0 failed\n")
    );
}

#[test]
fn bom_concatenated_documents_and_arrays() {
    let one = r#"{"ok":true,"version":"0.3.0"}"#;
    let input = format!("\u{feff}{one}{one}\n[{one},\n {{\"ok\":true}}]\n");
    let o = codegen(&["validate", "orion", "HealthResponse"], &input);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(&lines[..2], ["-:1: ok", "-:1: ok"], "{out}");
    assert!(
        lines[2].starts_with("-:2:1: error: (root): invalid type: sequence")
            && lines[2].ends_with("(a top-level array is one value: --each checks each element)"),
        "{out}"
    );
    let o = codegen(&["validate", "orion", "HealthResponse", "--each"], &input);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(&lines[..3], ["-:1: ok", "-:1: ok", "-:2: ok"], "{out}");
    assert!(
        lines[3].starts_with("-:3:12: error: (root): missing field `version`"),
        "{out}"
    );
    assert_eq!(lines[4], "checked 4 values: 3 ok, 1 failed");
}

#[test]
fn transport_types_validate_and_are_marked() {
    let request =
        r#"{"jsonrpc":"2.0","id":"u-1","method":"core.ping","params":{"client":"cli/0.0.1"}}"#;
    let o = codegen(&["validate", "coderook", "ClientRequest"], request);
    assert_eq!(stdout(&o), "-:1: ok\nchecked 1 values: 1 ok, 0 failed\n");
    let response = r#"{"jsonrpc":"2.0","id":"u-1","result":{"authenticated":true}}"#;
    let event = r#"{"kind":"event","event":{"type":"session.closed","session_id":"s","ts":"2026-05-16T10:00:00Z"}}"#;
    let o = codegen(
        &["validate", "coderook", "ServerMessage"],
        &format!("{response}\n{event}\n"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let types = [
        ("coderook", &["ClientRequest", "ServerMessage", "Event"][..]),
        (
            "workerdeck",
            &[
                "ServerFrame",
                "ClientFrame",
                "QueueServerFrame",
                "SessionEvent",
            ][..],
        ),
        ("orion", &["WebEventEnvelope", "WebCommand"][..]),
    ];
    for (protocol, names) in types {
        let out = stdout(&codegen(&["types", protocol], ""));
        for name in names {
            let marked = format!("{name} (transport: ");
            assert!(
                out.lines().any(|l| l.starts_with(&marked)),
                "{protocol} {name}: {out}"
            );
        }
    }
}

#[test]
fn strict_reports_undeclared_members_only_when_asked() {
    let input =
        r#"{"jsonrpc":"2.0","id":1,"method":"core.ping","params":{"client":"x","extra":1}}"#;
    let o = codegen(&["validate", "coderook", "ClientRequest"], input);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = codegen(
        &["validate", "coderook", "ClientRequest", "--strict"],
        input,
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        "-:1:77: error: params.extra: member not declared by ClientRequest (--strict)\nchecked 1 values: 0 ok, 1 failed\n"
    );
    // WorkerDeck decoding ignores undeclared members; --strict still reports them.
    let frame = r#"{"type":"close","extra":1}"#;
    let o = codegen(&["validate", "workerdeck", "ClientFrame"], frame);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = codegen(
        &["validate", "workerdeck", "ClientFrame", "--strict"],
        frame,
    );
    assert_eq!(
        stdout(&o),
        "-:1:25: error: extra: member not declared by ClientFrame (--strict)\nchecked 1 values: 0 ok, 1 failed\n"
    );
    // Open objects keep their members: nothing to report.
    let open = r#"{"jsonrpc":"2.0","id":"u","result":{"anything":{"at":[1]}}}"#;
    let o = codegen(&["validate", "coderook", "ServerMessage", "--strict"], open);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}

#[test]
fn every_subcommand_has_help() {
    for command in [
        "generate",
        "check",
        "validate",
        "session",
        "types",
        "conformance",
    ] {
        let o = codegen(&[command, "--help"], "");
        assert_eq!(o.status.code(), Some(0), "{command}");
        assert!(
            stdout(&o).starts_with(&format!("usage: codegen {command}"))
                || stdout(&o).starts_with(&format!("usage:\n  codegen {command}")),
            "{command}: {}",
            stdout(&o)
        );
    }
}

#[test]
fn conformance_help_says_what_needs_node() {
    let help = stdout(&codegen(&["conformance", "--help"], ""));
    assert!(
        help.contains("WorkerDeck's TypeScript comparisons need Node.js"),
        "{help}"
    );
    assert!(help.contains("node_modules/.bin/tsc"), "{help}");
    assert!(help.contains("listed as skipped"), "{help}");
}

/// Without Node, WorkerDeck conformance still compares what the TypeScript
/// source says (exported names, constants) and lists the rest as skipped,
/// without failing. Our generated module, a drop-in for upstream's, stands
/// in for the upstream file so that the test needs no upstream copy.
#[test]
fn workerdeck_conformance_without_node_checks_the_source_and_skips_the_rest() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let spec = std::env::temp_dir().join(format!("codegen-no-node-{}", std::process::id()));
    let no_node = spec.join("bin");
    std::fs::create_dir_all(spec.join("workerdeck")).expect("a spec directory");
    std::fs::create_dir_all(&no_node).expect("an empty PATH directory");
    std::fs::copy(
        root.join("generated/workerdeck/index.ts"),
        spec.join("workerdeck/protocol-0.9.0.ts"),
    )
    .expect("the generated module is copied");
    let o = Command::new(env!("CARGO_BIN_EXE_codegen"))
        .args(["conformance", "--spec-dir"])
        .arg(&spec)
        .args(["--advisory", "orion,coderook,workerdeck"])
        .env("PATH", &no_node)
        .output()
        .expect("codegen runs");
    let _ = std::fs::remove_dir_all(&spec);
    let out = stdout(&o);
    let table = out
        .split("## ")
        .find(|t| t.starts_with("workerdeck conformance"))
        .unwrap_or_default();
    assert!(table.starts_with("workerdeck conformance: PASS"), "{out}");
    assert!(!table.contains("(no checks)"), "{table}");
    assert!(
        table.contains("| constants equal upstream (TypeScript source) | 3 | 3 |"),
        "{table}"
    );
    let names = table
        .lines()
        .find(|l| l.starts_with("| exported names equal upstream"))
        .unwrap_or_default();
    let counts: Vec<&str> = names.split('|').map(str::trim).collect();
    assert!(
        counts.len() > 3 && counts[2] == counts[3] && counts[2] != "0",
        "{table}"
    );
    assert!(
        table.contains(
            "| types mutually assignable (skipped: needs Node.js, and `node` is not on PATH) | 0 | 0 |"
        ),
        "{table}"
    );
}

#[test]
fn a_closed_stdout_ends_quietly() {
    let lines = "{\"ok\":true,\"version\":\"0.3.0\"}\n".repeat(2_000);
    let runs: [(&[&str], &str); 3] = [
        (&["types", "coderook"], ""),
        (&["validate", "orion", "HealthResponse"], &lines),
        (&["--help"], ""),
    ];
    for (args, input) in runs {
        let mut child = Command::new(env!("CARGO_BIN_EXE_codegen"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("codegen runs");
        // Close the reading end before codegen writes.
        drop(child.stdout.take());
        let mut stdin = child.stdin.take().expect("stdin");
        let _ = stdin.write_all(input.as_bytes());
        drop(stdin);
        let o = child.wait_with_output().expect("codegen finishes");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
}

#[test]
fn types_lists_registered_names() {
    let o = codegen(&["types", "orion"], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).lines().any(|l| l == "HealthResponse"));
}

#[test]
fn conformance_fails_loudly_without_the_spec_directory() {
    let o = codegen(&["conformance", "--spec-dir", "/nonexistent/spec"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("spec directory /nonexistent/spec does not exist"));
}

#[test]
fn the_readme_usage_lines_are_the_help_lines() {
    let readme = include_str!("../../README.md");
    let help = stdout(&codegen(&["--help"], ""));
    let lines: Vec<&str> = readme
        .lines()
        .filter_map(|l| l.strip_prefix("cargo run -p codegen -- "))
        .map(|l| l.split(" #").next().unwrap_or(l).trim())
        .collect();
    assert!(lines.len() >= 8, "{lines:?}");
    for line in lines {
        assert!(
            help.lines()
                .any(|h| h.trim().starts_with(&format!("codegen {line}"))),
            "README usage `{line}` is not in `codegen --help`:\n{help}"
        );
    }
}
