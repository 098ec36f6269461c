//! Property checks over every registered type, driven by instances generated
//! from our own schemas (valid ones and mutations of them):
//!
//! - decoding never panics, whatever the value;
//! - a decoded value re-encodes to JSON that decodes to the same value, and
//!   encoding it again gives the same bytes;
//! - the decoder and the generated schema agree on accept/reject: a
//!   constraint is declared once and enforced twice.

use codegen::differential::instances;
use std::panic::{AssertUnwindSafe, catch_unwind};

const PER_TYPE: usize = 12;

/// Rules a decoder enforces that a JSON Schema cannot state. Each entry is
/// `(protocol, type)`; the crate docs of that type describe the rule.
const BEYOND_SCHEMA: &[(&str, &str)] = &[
    // Two operations on one settings key are refused ("Duplicate keys … are rejected").
    ("orion", "UpdateSettingsRequest"),
    // A known event `type` with invalid fields is refused; the envelope schema allows any object.
    ("coderook", "EventPushEnvelope"),
];

fn run(protocol: &str) {
    let p = codegen::protocol(protocol).expect("known protocol");
    let mut failures = Vec::new();
    let (mut judged, mut accepted) = (0usize, 0usize);
    for entry in (p.types)() {
        let schema = entry.json_schema();
        let validator = jsonschema::validator_for(&schema).expect("generated schema compiles");
        let seed = entry
            .name
            .bytes()
            .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
        for value in instances(&schema, "#", PER_TYPE, seed) {
            judged += 1;
            let decoded = match catch_unwind(AssertUnwindSafe(|| entry.decode_value(&value))) {
                Ok(result) => result,
                Err(_) => {
                    failures.push(format!("{}: decoding panicked on {value}", entry.name));
                    continue;
                }
            };
            let schema_ok = validator.is_valid(&value);
            if schema_ok != decoded.is_ok() && !BEYOND_SCHEMA.contains(&(protocol, entry.name)) {
                failures.push(format!(
                    "{}: schema {} but decoder {} {value}",
                    entry.name,
                    if schema_ok { "accepts" } else { "rejects" },
                    match &decoded {
                        Ok(_) => "accepts".to_owned(),
                        Err(e) => format!("rejects ({e})"),
                    }
                ));
            }
            let Ok(encoded) = decoded else { continue };
            accepted += 1;
            let text = serde_json::to_string(&encoded).expect("encodes");
            match entry.decode(&text) {
                Ok(again) if again == encoded => {
                    let text_again = serde_json::to_string(&again).expect("encodes");
                    if text_again != text {
                        failures.push(format!(
                            "{}: re-encoding is not byte-identical: {text} vs {text_again}",
                            entry.name
                        ));
                    }
                }
                Ok(again) => failures.push(format!(
                    "{}: {text} decodes to a different value {again}",
                    entry.name
                )),
                Err(e) => failures.push(format!(
                    "{}: its own encoding {text} is rejected: {e}",
                    entry.name
                )),
            }
        }
    }
    assert!(
        accepted * 10 > judged,
        "{protocol}: only {accepted} of {judged} generated values decoded"
    );
    assert!(
        failures.is_empty(),
        "{protocol}: {} of {judged} values failed:\n{}",
        failures.len(),
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn orion_roundtrip_and_schema_agreement() {
    run("orion");
}

#[test]
fn coderook_roundtrip_and_schema_agreement() {
    run("coderook");
}

#[test]
fn workerdeck_roundtrip_and_schema_agreement() {
    run("workerdeck");
}
