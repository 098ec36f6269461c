//! `codegen validate`: per-value verdicts for a JSON document or NDJSON.

use crate::registry::TypeEntry;
use std::fmt::Write as _;

/// The verdicts for `input`, one line per value, and whether all were valid.
///
/// A document that parses as one JSON value is one value (`line 1`); anything
/// else is read as NDJSON, one value per non-blank line. With `roundtrip`,
/// each valid value is followed by its re-encoding on a line of its own.
pub fn run(entry: &TypeEntry, input: &str, roundtrip: bool) -> (String, bool) {
    let mut out = String::new();
    let mut all_ok = true;
    let single = serde_json::from_str::<serde::de::IgnoredAny>(input).is_ok();
    let lines: Vec<(usize, &str)> = if single {
        vec![(1, input)]
    } else {
        input
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
            .map(|(i, l)| (i + 1, l))
            .collect()
    };
    for (n, text) in lines {
        match entry.decode(text) {
            Ok(value) => {
                let _ = writeln!(out, "line {n}: ok");
                if roundtrip {
                    let _ = writeln!(out, "{}", serde_json::to_string(&value).unwrap_or_default());
                }
            }
            Err(e) => {
                all_ok = false;
                let path = if e.path().is_empty() {
                    "(root)"
                } else {
                    e.path()
                };
                let _ = writeln!(out, "line {n}: error: {path}: {}", e.message());
            }
        }
    }
    (out, all_ok)
}
