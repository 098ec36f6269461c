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
    assert_eq!(lines[0], "line 1: ok");
    assert!(
        lines[1].starts_with("line 2: error: (root): invalid JSON"),
        "{out}"
    );
    assert!(
        lines[2].starts_with("line 4: error: ok: invalid value: boolean `false`"),
        "{out}"
    );
    assert_eq!(lines.len(), 3, "{out}");
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
        "line 1: ok\n{\"ok\":true,\"version\":\"0.3.0\"}\n"
    );
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
