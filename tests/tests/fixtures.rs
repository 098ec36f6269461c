//! Every fixture checked against the Rust types and our generated schemas.
//!
//! - `fixtures/<protocol>/valid/<Type>.<case>.json` must decode as `<Type>`,
//!   re-encode to an equal JSON value (or to `<Type>.<case>.encoded.json`
//!   when that file exists: a canonical form that, for instance, fills in
//!   defaults) and validate against the JSON Schema generated for `<Type>`.
//! - `fixtures/<protocol>/invalid/<Type>.<case>.json` must be rejected by the
//!   decoder and by our generated schema, and has a `.why` file beside it
//!   saying which rule it breaks. The decoder's messages are snapshotted.
//!
//! The comparison with the upstream schemas runs in `codegen conformance`.

use codegen::registry::TypeEntry;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn fixtures_dir(protocol: &str, kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures")
        .join(protocol)
        .join(kind)
}

/// `(type name, file name, path)` of every fixture of one kind, sorted.
fn fixtures(protocol: &str, kind: &str) -> Vec<(String, String, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(fixtures_dir(protocol, kind)) else {
        return Vec::new();
    };
    let mut out: Vec<_> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            name.ends_with(".json") && !name.ends_with(".encoded.json")
        })
        .map(|p| {
            let file = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let ty = file.split('.').next().unwrap_or_default().to_owned();
            (ty, file, p)
        })
        .collect();
    out.sort();
    out
}

struct Schemas(BTreeMap<&'static str, jsonschema::Validator>);

impl Schemas {
    fn get(&mut self, entry: &TypeEntry) -> &jsonschema::Validator {
        self.0.entry(entry.name).or_insert_with(|| {
            jsonschema::validator_for(&entry.json_schema()).unwrap_or_else(|e| {
                panic!("generated schema of {} does not compile: {e}", entry.name)
            })
        })
    }
}

fn check_protocol(name: &str) {
    let protocol = codegen::protocol(name).expect("known protocol");
    let entries: BTreeMap<&str, TypeEntry> = (protocol.types)()
        .into_iter()
        .map(|e| (e.name, e))
        .collect();
    let mut schemas = Schemas(BTreeMap::new());
    let mut failures = Vec::new();

    for (ty, file, path) in fixtures(name, "valid") {
        let Some(entry) = entries.get(ty.as_str()) else {
            failures.push(format!("valid/{file}: no type {ty} in the {name} registry"));
            continue;
        };
        let text = std::fs::read_to_string(&path).expect("readable fixture");
        let input: Value = match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                failures.push(format!("valid/{file}: not JSON: {e}"));
                continue;
            }
        };
        match entry.decode(&text) {
            Err(e) => failures.push(format!("valid/{file}: rejected: {e}")),
            Ok(encoded) => {
                let canonical = path.with_extension("encoded.json");
                let expected = match std::fs::read_to_string(&canonical) {
                    Ok(t) => serde_json::from_str(&t).expect("encoded fixture is JSON"),
                    Err(_) => input.clone(),
                };
                if encoded != expected {
                    failures.push(format!(
                        "valid/{file}: re-encodes to {encoded}, expected {expected}"
                    ));
                }
                if entry.decode_value(&encoded).as_ref() != Ok(&encoded) {
                    failures.push(format!(
                        "valid/{file}: re-encoding does not decode to itself"
                    ));
                }
            }
        }
        let validator = schemas.get(entry);
        if let Some(err) = validator.iter_errors(&input).next() {
            failures.push(format!(
                "valid/{file}: our schema rejects it at {}: {err}",
                err.instance_path()
            ));
        }
    }

    let mut messages = String::new();
    for (ty, file, path) in fixtures(name, "invalid") {
        let Some(entry) = entries.get(ty.as_str()) else {
            failures.push(format!(
                "invalid/{file}: no type {ty} in the {name} registry"
            ));
            continue;
        };
        if !path.with_extension("why").exists() {
            failures.push(format!(
                "invalid/{file}: missing the .why file saying what it breaks"
            ));
        }
        let text = std::fs::read_to_string(&path).expect("readable fixture");
        match entry.decode(&text) {
            Ok(v) => failures.push(format!("invalid/{file}: accepted as {v}")),
            Err(e) => messages.push_str(&format!("{file}\n  {e}\n")),
        }
        if let Ok(input) = serde_json::from_str::<Value>(&text)
            && schemas.get(entry).is_valid(&input)
        {
            failures.push(format!("invalid/{file}: our generated schema accepts it"));
        }
    }

    assert!(
        failures.is_empty(),
        "{} fixture failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    if !messages.is_empty() {
        insta::assert_snapshot!(format!("{name}_invalid_messages"), messages);
    }
}

#[test]
fn orion_fixtures() {
    check_protocol("orion");
}

#[test]
fn coderook_fixtures() {
    check_protocol("coderook");
}

#[test]
fn workerdeck_fixtures() {
    check_protocol("workerdeck");
}

#[test]
fn every_fixture_names_a_registered_type() {
    for p in codegen::protocols() {
        let names: Vec<&str> = (p.types)().iter().map(|e| e.name).collect();
        for kind in ["valid", "invalid"] {
            for (ty, file, _) in fixtures(p.name, kind) {
                assert!(
                    names.contains(&ty.as_str()),
                    "{}/{kind}/{file}: unknown type {ty}",
                    p.name
                );
            }
        }
    }
}
