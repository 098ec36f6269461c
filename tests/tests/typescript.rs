//! Every valid fixture type-checks against our generated TypeScript under
//! `tsc --strict --exactOptionalPropertyTypes`.
//!
//! Needs `node_modules/.bin/tsc` (`npm ci` at the repository root). Without
//! it the test says so and returns, so that `cargo test` works with only the
//! Rust toolchain; `.ci/run` sets `REQUIRE_TSC=1`, which turns a missing
//! compiler into a failure.
//!
//! A fixture is assigned as a fresh object literal, so TypeScript's
//! excess-property check applies, except for fixtures whose case name starts
//! with `ignored-unknown`: they carry members the contract says receivers
//! ignore, and are checked as a value from `JSON.parse` is, without that one
//! rule (which applies to object literals at compile time only).

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

#[test]
fn valid_fixtures_type_check_against_generated_typescript() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let tsc = root.join("node_modules/.bin/tsc");
    if !tsc.exists() {
        assert!(
            std::env::var_os("REQUIRE_TSC").is_none(),
            "REQUIRE_TSC is set but {} is missing: run `npm ci`",
            tsc.display()
        );
        eprintln!(
            "skipped: {} not found (run `npm ci` to enable this check)",
            tsc.display()
        );
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ts-fixtures");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");

    let artifacts = codegen::all_artifacts();
    let mut files = Vec::new();
    let mut count = 0;
    for p in codegen::protocols() {
        let Some(ts) = artifacts
            .iter()
            .find(|a| a.path.starts_with(&format!("{}/", p.name)) && a.path.ends_with(".ts"))
        else {
            continue;
        };
        std::fs::write(dir.join(format!("{}.ts", p.name)), &ts.contents).expect("write module");
        let mut check = format!(
            "import type * as P from './{}';\nconst accept = <T,>() => <const U extends T>(u: U): U => u;\nvoid accept;\n",
            p.name
        );
        let valid = root.join("fixtures").join(p.name).join("valid");
        let mut names: Vec<String> = std::fs::read_dir(&valid)
            .map(|d| {
                d.flatten()
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.retain(|n| n.ends_with(".json") && !n.ends_with(".encoded.json"));
        names.sort();
        for (i, name) in names.iter().enumerate() {
            let mut parts = name.split('.');
            let ty = parts.next().unwrap_or_default();
            let case = parts.next().unwrap_or_default();
            let json = std::fs::read_to_string(valid.join(name)).expect("fixture");
            let _ = writeln!(check, "// {name}");
            if case.starts_with("ignored-unknown") {
                let _ = writeln!(
                    check,
                    "export const f{i} = accept<P.{ty}>()({});",
                    json.trim()
                );
            } else {
                let _ = writeln!(check, "export const f{i}: P.{ty} = {};", json.trim());
            }
            count += 1;
        }
        let path = dir.join(format!("{}_fixtures.ts", p.name));
        std::fs::write(&path, check).expect("write check");
        files.push(path);
    }
    if files.is_empty() {
        return;
    }
    let output = Command::new(&tsc)
        .args([
            "--strict",
            "--exactOptionalPropertyTypes",
            "--noEmit",
            "--target",
            "es2022",
            "--module",
            "esnext",
            "--moduleResolution",
            "bundler",
        ])
        .args(&files)
        .output()
        .expect("run tsc");
    assert!(
        output.status.success(),
        "tsc rejected fixtures ({count} checked):\n{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
