//! What the Rust decoders do that their schemas do not say, found by asking
//! the decoders, so that the Swift mirrors do the same:
//!
//! - a struct keeps undeclared members (a flattened map the schema hides):
//!   every value of it, with one more member, re-encodes with that member;
//! - a tagged union sends a value whose tag is known but whose fields do not
//!   fit that member to its fallback member: the tag with an undeclared
//!   member decodes and keeps it ("fit" means the fields decode), and when
//!   every valid value with one more member keeps it too, "fit" also means
//!   no undeclared member;
//! - a tagged union without a fallback reports an unknown tag at the tag
//!   field, or at the object.
//!
//! The values asked about are generated from the type's own schema.

use super::emit::{Module, Options};
use crate::registry::TypeEntry;
use serde_json::{Map, Value};

/// The member no contract declares.
const PROBE: &str = "x-undeclared-probe";

/// Fills in `options.keeps_unknown` and `options.refit` for the registered
/// `entries`, from a first emission of their module.
pub fn facts(entries: &[TypeEntry], first: &Module, options: &mut Options) {
    for entry in entries {
        if first.presence.contains_key(entry.name) && keeps_unknown(entry) {
            options.keeps_unknown.insert(entry.name.to_owned());
        }
        let Some((tag, fallback)) = first.tagged.get(entry.name) else {
            continue;
        };
        if !fallback {
            if unknown_tag_at_tag(entry, tag) {
                options.unknown_tag_at_tag.insert(entry.name.to_owned());
            }
            continue;
        }
        let known = first
            .tag_values
            .get(entry.name)
            .cloned()
            .unwrap_or_default();
        if let Some(exact) = refit(entry, tag, &known) {
            options.refit.insert(entry.name.to_owned(), exact);
        }
    }
}

/// Objects generated from the entry's schema that its decoder accepts.
fn accepted(entry: &TypeEntry) -> Vec<Map<String, Value>> {
    let schema = entry.json_schema();
    let mut out = Vec::new();
    for seed in 0..4 {
        for value in crate::differential::instances(&schema, "#", 3, seed) {
            if let Value::Object(object) = &value
                && !object.contains_key(PROBE)
                && entry.decode_value(&value).is_ok()
            {
                out.push(object.clone());
            }
        }
    }
    out
}

/// Whether `object` with the probe member decodes and re-encodes with it.
fn keeps_probe(entry: &TypeEntry, object: &Map<String, Value>) -> bool {
    let mut with = object.clone();
    with.insert(PROBE.into(), "kept".into());
    match entry.decode_value(&Value::Object(with)) {
        Ok(Value::Object(out)) => out.get(PROBE) == Some(&Value::from("kept")),
        _ => false,
    }
}

/// Whether every value of the type keeps an undeclared member.
pub fn keeps_unknown(entry: &TypeEntry) -> bool {
    let samples = accepted(entry);
    !samples.is_empty() && samples.iter().all(|o| keeps_probe(entry, o))
}

/// Whether an unknown tag is an error at the tag field.
pub fn unknown_tag_at_tag(entry: &TypeEntry, tag: &str) -> bool {
    let value = serde_json::json!({ tag: PROBE });
    entry.decode_value(&value).is_err_and(|e| e.path() == tag)
}

/// `Some(exact)` when a value with a known tag whose fields do not fit goes
/// to the fallback member, `exact` when an undeclared member is enough.
pub fn refit(entry: &TypeEntry, tag: &str, known: &[String]) -> Option<bool> {
    let unfit = known.iter().any(|t| {
        let mut object = Map::new();
        object.insert(tag.to_owned(), t.as_str().into());
        keeps_probe(entry, &object)
    });
    let samples: Vec<_> = accepted(entry)
        .into_iter()
        .filter(|o| {
            o.get(tag)
                .and_then(Value::as_str)
                .is_some_and(|t| known.iter().any(|k| k == t))
        })
        .collect();
    let exact = !samples.is_empty() && samples.iter().all(|o| keeps_probe(entry, o));
    (unfit || exact).then_some(exact)
}
