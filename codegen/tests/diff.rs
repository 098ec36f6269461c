//! `codegen diff`: every case under `fixtures/<protocol>/evolution/<case>/`
//! (`old.*`, `new.*`, `expected.json`) gives exactly its expected report, and
//! the exit codes of `--fail-on` and of a file that does not parse.

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
    assert!(checked >= 40, "only {checked} cases");
}

fn run(args: &[&str]) -> (u8, String) {
    let args: Vec<String> = args.iter().map(|s| (*s).to_owned()).collect();
    codegen::diff::run(&args)
}

#[test]
fn fail_on_decides_the_exit_code() {
    let case = root().join("orion/evolution/route-removed");
    let (old, new) = (case.join("old.yaml"), case.join("new.yaml"));
    let (old, new) = (old.to_str().expect("utf-8"), new.to_str().expect("utf-8"));
    assert_eq!(run(&["orion", old, new]).0, 1);
    assert_eq!(run(&["orion", old, new, "--fail-on", "never"]).0, 0);
    assert_eq!(run(&["orion", old, old, "--fail-on", "any"]).0, 0);
    let compatible = root().join("workerdeck/evolution/server-frame-member-added-open");
    let (o, n) = (compatible.join("old.ts"), compatible.join("new.ts"));
    let (o, n) = (o.to_str().expect("utf-8"), n.to_str().expect("utf-8"));
    assert_eq!(run(&["workerdeck", o, n]).0, 0);
    assert_eq!(run(&["workerdeck", o, n, "--fail-on", "any"]).0, 1);
    assert_eq!(run(&["orion", old]).0, 2);
    assert_eq!(run(&["nope", old, new]).0, 2);
    assert_eq!(run(&["--help"]).0, 0);
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
