//! `codegen diff`: every case under `fixtures/<protocol>/evolution/<case>/`
//! (`old.*`, `new.*`, `expected.json`) gives exactly its expected report, the
//! text report names both verdicts and locates REST changes by route, and the
//! exit codes of `--fail-on` and of a file that does not parse.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures")
}

fn file(dir: &Path, stem: &str) -> PathBuf {
    std::fs::read_dir(dir)
        .expect("case dir")
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(stem))
        })
        .unwrap_or_else(|| panic!("{} has no {stem}*", dir.display()))
}

#[test]
fn every_evolution_case_gives_its_expected_report() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for protocol in ["orion", "coderook", "workerdeck"] {
        let dir = root().join(protocol).join("evolution");
        let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("evolution dir")
            .flatten()
            .map(|e| e.path())
            .collect();
        cases.sort();
        assert!(!cases.is_empty(), "{protocol}: no evolution case");
        for case in cases {
            let old = codegen::diff::read(protocol, &file(&case, "old.")).expect("old parses");
            let new = codegen::diff::read(protocol, &file(&case, "new.")).expect("new parses");
            let got = codegen::diff::to_json(&codegen::diff::compare(&old, &new));
            let text = std::fs::read_to_string(case.join("expected.json")).expect("expected.json");
            let want: serde_json::Value =
                serde_json::from_str(&text).expect("expected.json is JSON");
            if got != want {
                failures.push(format!("{}:\n got {got:#}\nwant {want:#}", case.display()));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(checked >= 60, "only {checked} cases");
}

fn run(args: &[&str]) -> (u8, String) {
    let args: Vec<String> = args.iter().map(|s| (*s).to_owned()).collect();
    codegen::diff::run(&args)
}

fn case(path: &str, ext: &str) -> (String, String) {
    let dir = root().join(path);
    let show = |p: PathBuf| p.to_str().expect("utf-8").to_owned();
    (
        show(dir.join(format!("old.{ext}"))),
        show(dir.join(format!("new.{ext}"))),
    )
}

#[test]
fn fail_on_decides_the_exit_code() {
    let (old, new) = case("orion/evolution/route-removed", "yaml");
    let (old, new) = (old.as_str(), new.as_str());
    assert_eq!(run(&["orion", old, new]).0, 1);
    assert_eq!(run(&["orion", old, new, "--fail-on", "never"]).0, 0);
    assert_eq!(run(&["orion", old, old, "--fail-on", "any"]).0, 0);
    // A route added needs a new server; it breaks no existing client.
    let (o, n) = case("orion/evolution/route-added", "yaml");
    assert_eq!(run(&["orion", &o, &n]).0, 0);
    assert_eq!(run(&["orion", &o, &n, "--fail-on", "breaking"]).0, 0);
    assert_eq!(
        run(&["orion", &o, &n, "--fail-on", "needs-new-server"]).0,
        1
    );
    // `needs-new-server` also fails on a breaking change.
    assert_eq!(
        run(&["orion", old, new, "--fail-on", "needs-new-server"]).0,
        1
    );
    let (o, n) = case("workerdeck/evolution/server-frame-member-added-open", "ts");
    assert_eq!(run(&["workerdeck", &o, &n]).0, 0);
    assert_eq!(
        run(&["workerdeck", &o, &n, "--fail-on", "needs-new-server"]).0,
        0
    );
    assert_eq!(run(&["workerdeck", &o, &n, "--fail-on", "any"]).0, 1);
    assert_eq!(run(&["orion", old]).0, 2);
    assert_eq!(run(&["orion", old, new, "--fail-on", "old-servers"]).0, 2);
    assert_eq!(run(&["nope", old, new]).0, 2);
    assert_eq!(run(&["--help"]).0, 0);
}

#[test]
fn the_text_report_gives_both_verdicts_at_the_route() {
    let (o, n) = case(
        "workerdeck/evolution/enum-in-request-and-answer-value-added",
        "ts",
    );
    let (code, text) = run(&["workerdeck", &o, &n]);
    assert_eq!(code, 1, "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "2 change(s): 1 breaking, 1 needing a new server, 0 compatible"
    );
    let line = |needle: &str| {
        lines
            .iter()
            .find(|l| l.contains(needle))
            .unwrap_or_else(|| panic!("no line with {needle}:\n{text}"))
            .split_whitespace()
            .collect::<Vec<_>>()
    };
    // The answer is what an existing client reads; the body is what a new
    // client sends an existing server.
    let answer = line("GET /profiles/{name} 200.profile.engine");
    assert_eq!(answer[0], "breaking", "{text}");
    let body = line("POST /profiles body.engine");
    assert_eq!(body[0], "needs-new-server", "{text}");
    assert!(
        lines.contains(&"POST /profiles"),
        "grouped by route:\n{text}"
    );
    let (_, json) = run(&["workerdeck", &o, &n, "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&json).expect("json");
    assert_eq!(json["breaking"], true);
    assert_eq!(json["needs_new_server"], true);
    assert_eq!(json["counts"]["changes"], 2);
}

#[test]
fn a_file_that_does_not_parse_is_an_error_with_its_line() {
    let dir = std::env::temp_dir().join(format!("codegen-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let ok = root().join("workerdeck/evolution/constant-added/old.ts");
    let bad = dir.join("bad.ts");
    std::fs::write(
        &bad,
        "export type A = { a: string }\n\nexport type B = { b: \n",
    )
    .expect("write");
    let (code, text) = run(&[
        "workerdeck",
        ok.to_str().expect("utf-8"),
        bad.to_str().expect("utf-8"),
    ]);
    assert_eq!(code, 2, "{text}");
    assert!(text.contains("bad.ts:"), "{text}");
    let bad_json = dir.join("bad.json");
    std::fs::write(
        &bad_json,
        "{\n  \"openapi\": \"3.1.0\",\n  \"paths\": {,\n}\n",
    )
    .expect("write");
    let (code, text) = run(&[
        "orion",
        bad_json.to_str().expect("utf-8"),
        bad_json.to_str().expect("utf-8"),
    ]);
    assert_eq!(code, 2);
    assert!(text.contains("bad.json:3:"), "{text}");
    let bad_md = dir.join("WIRE_PROTOCOL.md");
    std::fs::write(
        &bad_md,
        "## Commands\n\n### PingCommand\n\n```json\n{ \"type\": \n```\n",
    )
    .expect("write");
    let (code, text) = run(&[
        "coderook",
        bad_md.to_str().expect("utf-8"),
        bad_md.to_str().expect("utf-8"),
    ]);
    assert_eq!(code, 2);
    assert!(text.contains("WIRE_PROTOCOL.md:"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
