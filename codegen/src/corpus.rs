//! The differential corpus: values of every registered type with the Rust
//! decoder's verdict, for checking validators written in other languages
//! (the TypeScript validators of the npm packages, a Swift harness) against
//! the decoders.
//!
//! `generated/corpus/<protocol>.ndjson` holds one JSON object a line:
//! `{"type": "<TypeName>", "value": <json>, "valid": <bool>, "path": "<path>"}`,
//! `path` being the decoder's error path for a rejected value (`(root)` at
//! the top) and `""` for an accepted one. The values are the generated and
//! mutated instances of [`differential::instances`](crate::differential::instances)
//! for each type's generated schema (seeded, the same every run: they include
//! strings of 2- and 4-byte characters on length bounds and integers written
//! as floats, `5.0`), then every `fixtures/<protocol>/{valid,invalid}` file.

use crate::Artifact;
use crate::registry::TypeEntry;
use serde_json::{Value, json};
use std::path::Path;

/// Generated instances per type (each followed by its six mutations).
const COUNT: usize = 2;
/// A generated line longer than this is left out, keeping the corpus small
/// (a fixture is kept whatever its length).
const MAX_LINE: usize = 24 * 1024;

/// The corpus of every protocol.
pub fn artifacts() -> Vec<Artifact> {
    crate::protocols()
        .iter()
        .map(|p| {
            let entries = (p.types)();
            Artifact {
                path: format!("corpus/{}.ndjson", p.name),
                contents: corpus(p.name, &entries),
                types: entries.len(),
            }
        })
        .collect()
}

/// One protocol's corpus.
pub fn corpus(protocol: &str, entries: &[TypeEntry]) -> String {
    let mut out = String::new();
    for (i, entry) in entries.iter().enumerate() {
        let schema = entry.json_schema();
        let seed = 0xC0_4905 ^ ((i as u64) << 8) ^ protocol.len() as u64;
        let mut seen = std::collections::HashSet::new();
        for value in crate::differential::instances(&schema, "#", COUNT, seed) {
            if !seen.insert(value.to_string()) {
                continue;
            }
            let result = entry.decode_value(&value).map(|_| ());
            push(&mut out, entry.name, value, result, MAX_LINE);
        }
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures")
        .join(protocol);
    for kind in ["valid", "invalid"] {
        for (name, text) in fixture_files(&dir.join(kind)) {
            let ty = name.split('.').next().unwrap_or_default();
            let Some(entry) = entries.iter().find(|e| e.name == ty) else {
                continue;
            };
            // A fixture that is not JSON has no value to carry.
            let Ok(value) = serde_json::from_str::<Value>(&text) else {
                continue;
            };
            let result = entry.decode(&text).map(|_| ());
            push(&mut out, entry.name, value, result, usize::MAX);
        }
    }
    out
}

fn push(
    out: &mut String,
    ty: &str,
    value: Value,
    result: Result<(), wire_kit::DecodeError>,
    max_line: usize,
) {
    let (valid, path) = match &result {
        Ok(()) => (true, String::new()),
        Err(e) if e.path().is_empty() => (false, "(root)".to_owned()),
        Err(e) => (false, e.path().to_owned()),
    };
    let line = json!({ "type": ty, "value": value, "valid": valid, "path": path }).to_string();
    if line.len() <= max_line {
        out.push_str(&line);
        out.push('\n');
    }
}

/// `(file name, text)` of every fixture in `dir` (not the `.encoded.json`
/// canonical forms), sorted by name.
fn fixture_files(dir: &Path) -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<(String, String)> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            (name.ends_with(".json") && !name.ends_with(".encoded.json"))
                .then(|| std::fs::read_to_string(e.path()).ok().map(|t| (name, t)))
                .flatten()
        })
        .collect();
    out.sort();
    out
}
