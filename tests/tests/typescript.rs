//! Every valid fixture type-checks against the generated npm packages under
//! `tsc --strict --exactOptionalPropertyTypes`, with `module`/`moduleResolution`
//! `nodenext` and with `esnext`/`bundler` (target ES2020), and the single-file
//! mirrors compile under the same flags.
//!
//! Needs `node_modules/.bin/tsc` (`npm ci` at the repository root). Without
//! it the test says so and returns, so that `cargo test` works with only the
//! Rust toolchain; `.ci/run` sets `REQUIRE_TSC=1`, which turns a missing
//! compiler into a failure.
//!
//! A fixture is assigned the way a parsed value is: through a generic
//! (`accept<T>()(value)`), so literal types are kept and TypeScript's
//! excess-property check, which only applies to object literals, does not
//! refuse members the contract lets receivers ignore. A Coderook type only
//! a client receives is checked in its receive view against the fixture as
//! a server writes it (`.encoded.json` when decoding fills in defaults).

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

const CONFIGS: &[(&str, &str)] = &[("nodenext", "nodenext"), ("esnext", "bundler")];

fn tsc() -> Option<PathBuf> {
    let tsc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../node_modules/.bin/tsc");
    if tsc.exists() {
        return Some(tsc);
    }
    assert!(
        std::env::var_os("REQUIRE_TSC").is_none(),
        "REQUIRE_TSC is set but {} is missing: run `npm ci`",
        tsc.display()
    );
    eprintln!(
        "skipped: {} not found (run `npm ci` to enable this check)",
        tsc.display()
    );
    None
}

fn run_tsc(tsc: &Path, module: &str, resolution: &str, files: &[PathBuf]) -> Result<(), String> {
    let output = Command::new(tsc)
        .args([
            "--strict",
            "--exactOptionalPropertyTypes",
            "--noEmit",
            "--pretty",
            "false",
            "--target",
            "es2020",
            "--module",
            module,
            "--moduleResolution",
            resolution,
        ])
        .args(files)
        .output()
        .expect("run tsc");
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

fn fresh_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `<Type>.<case>.json` names (not `.encoded.json`) in a folder, sorted.
fn valid_fixtures(protocol: &str) -> Vec<(String, PathBuf)> {
    let valid = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures")
        .join(protocol)
        .join("valid");
    let mut names: Vec<String> = std::fs::read_dir(&valid)
        .map(|d| {
            d.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.retain(|n| n.ends_with(".json") && !n.ends_with(".encoded.json"));
    names.sort();
    names
        .into_iter()
        .map(|n| (n.clone(), valid.join(n)))
        .collect()
}

#[test]
fn valid_fixtures_type_check_against_the_npm_packages() {
    let Some(tsc) = tsc() else { return };
    let dir = fresh_dir("ts-fixtures");
    let artifacts = codegen::all_artifacts();
    let receive_only: BTreeSet<String> = codegen::coderook::ts_views()
        .receive_only()
        .into_iter()
        .map(str::to_owned)
        .collect();
    let packages = [
        ("orion", "orion-api-types"),
        ("coderook", "coderook-protocol"),
        ("workerdeck", "workerdeck-protocol"),
    ];
    let mut files = Vec::new();
    let mut count = 0;
    for (protocol, package) in packages {
        let pkg_dir = dir.join(package);
        std::fs::create_dir_all(&pkg_dir).expect("package dir");
        for file in ["index.js", "index.d.ts"] {
            let path = format!("npm/{package}/{file}");
            let a = artifacts
                .iter()
                .find(|a| a.path == path)
                .unwrap_or_else(|| panic!("{path} is generated"));
            std::fs::write(pkg_dir.join(file), &a.contents).expect("write package file");
        }
        let mut check = format!(
            "import type * as P from './{package}/index.js';\nconst accept = <T,>() => <const U extends T>(u: U): U => u;\nvoid accept;\n"
        );
        for (i, (name, path)) in valid_fixtures(protocol).iter().enumerate() {
            let ty = name.split('.').next().unwrap_or_default();
            let encoded = path.with_file_name(name.replace(".json", ".encoded.json"));
            let received = protocol == "coderook" && receive_only.contains(ty);
            let source = if received && encoded.exists() {
                &encoded
            } else {
                path
            };
            let json = std::fs::read_to_string(source).expect("fixture");
            let _ = writeln!(check, "// {name}");
            let _ = writeln!(
                check,
                "export const f{i} = accept<P.{ty}>()({});",
                json.trim()
            );
            count += 1;
        }
        let path = dir.join(format!("{protocol}_fixtures.mts"));
        std::fs::write(&path, check).expect("write check");
        files.push(path);
    }
    for (module, resolution) in CONFIGS {
        if let Err(e) = run_tsc(&tsc, module, resolution, &files) {
            panic!("tsc ({module}/{resolution}) rejected fixtures ({count} checked):\n{e}");
        }
    }
}

#[test]
fn single_file_mirrors_compile_under_the_baseline() {
    let Some(tsc) = tsc() else { return };
    let dir = fresh_dir("ts-single");
    let mut files = Vec::new();
    for a in codegen::all_artifacts() {
        if a.path.ends_with(".ts") && !a.path.starts_with("npm/") {
            let path = dir.join(a.path.replace('/', "_"));
            std::fs::write(&path, &a.contents).expect("write module");
            files.push(path);
        }
    }
    assert_eq!(files.len(), 3, "orion.ts, coderook.ts, index.ts");
    for (module, resolution) in CONFIGS {
        if let Err(e) = run_tsc(&tsc, module, resolution, &files) {
            panic!("tsc ({module}/{resolution}):\n{e}");
        }
    }
}

#[test]
fn a_receive_view_refuses_what_a_server_never_sends() {
    let Some(tsc) = tsc() else { return };
    let dir = fresh_dir("ts-receive");
    let artifacts = codegen::all_artifacts();
    let pkg = dir.join("coderook-protocol");
    std::fs::create_dir_all(&pkg).expect("package dir");
    for file in ["index.js", "index.d.ts"] {
        let path = format!("npm/coderook-protocol/{file}");
        let a = artifacts
            .iter()
            .find(|a| a.path == path)
            .expect("generated");
        std::fs::write(pkg.join(file), &a.contents).expect("write");
    }
    // Each line must fail on its own: an untagged event, a result without its
    // defaulted member, a non-exhaustive switch.
    let cases = [
        "declare const u: Omit<P.RunStartedEvent, 'type'>; const x: P.Event = u; void x;",
        "const r: P.BackgroundGetResult = {}; void r;",
        "function f(e: P.Event): number { switch (e.type) { case 'run.started': return 1; default: { const n: never = e; return n; } } } void f;",
    ];
    for (i, case) in cases.iter().enumerate() {
        let path = dir.join(format!("case{i}.mts"));
        std::fs::write(
            &path,
            format!("import type * as P from './coderook-protocol/index.js';\n{case}\n"),
        )
        .expect("write");
        assert!(
            run_tsc(&tsc, "nodenext", "nodenext", &[path]).is_err(),
            "tsc accepted: {case}"
        );
    }
    // And a switch over every event type is exhaustive.
    let mut switch = String::from(
        "import type * as P from './coderook-protocol/index.js';\nexport function f(e: P.Event): string {\n  switch (e.type) {\n",
    );
    for ev in coderook_protocol::EVENT_TYPES {
        let _ = writeln!(switch, "    case {:?}: return e.type;", ev.event_type);
    }
    switch.push_str("    default: { const n: never = e; return n; }\n  }\n}\n");
    let path = dir.join("exhaustive.mts");
    std::fs::write(&path, switch).expect("write");
    if let Err(e) = run_tsc(&tsc, "nodenext", "nodenext", &[path]) {
        panic!("exhaustive switch rejected:\n{e}");
    }
}
