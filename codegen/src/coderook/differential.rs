//! The differential row: our decoders against the upstream schemas on
//! generated and mutated instances (see [`crate::differential`]).

use super::upstream::{Section, upstream_document};
use crate::registry::TypeEntry;
use crate::report::Report;

/// Instances generated per type (each followed by six mutations), and the
/// base seed. Small enough to keep the whole conformance fast in debug builds.
const COUNT: usize = 60;
const SEED: u64 = 0xC0DE_0000;

/// Rules our decoders enforce beyond the upstream schemas, each documented
/// in `coderook-protocol`'s crate docs ("Differences from the upstream
/// schemas"): `(type, the start of our error message)`. An instance the
/// upstream schema accepts and we refuse for one of these reasons is counted
/// as intended, not as a disagreement.
///
/// - `EventPushEnvelope`: upstream types `event` as any object; we refuse
///   an event whose `type` is known but whose fields break that event's
///   schema. The envelope has no other field we could refuse, so a refusal
///   at `event…` of an instance upstream accepts is exactly this rule.
///
/// (Repeated keys, the other documented difference, cannot occur in a
/// parsed JSON value, so the generated instances never exercise it.)
pub const BEYOND_SCHEMA: &[(&str, &str)] =
    &[("EventPushEnvelope", "rejects: EventPushEnvelope: event")];

/// One row: for every registered type with an upstream schema, does our
/// decoder accept exactly the instances that schema accepts?
pub fn check(report: &mut Report, sections: &[Section], entries: &[TypeEntry]) {
    let mut instances = 0;
    let mut agreeing = 0;
    let mut intended = 0;
    let mut items = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        let Some(doc) = upstream_document(sections, entry.name) else {
            continue;
        };
        let mut agreement =
            crate::differential::check(entry, &doc, "#", COUNT, SEED.wrapping_add(i as u64));
        let before = agreement.disagreements.len();
        agreement.disagreements.retain(|(_, upstream_ok, ours)| {
            !(*upstream_ok
                && BEYOND_SCHEMA
                    .iter()
                    .any(|(ty, rule)| *ty == entry.name && ours.starts_with(rule)))
        });
        intended += before - agreement.disagreements.len();
        instances += agreement.total;
        agreeing += agreement.total - before;
        items.push((entry.name, agreement.result()));
    }
    let check = report.check(&format!(
        "decoder agrees with upstream schema (generated + mutated instances: {agreeing}/{instances} agree, {intended} refused by documented rules)"
    ));
    for (name, result) in items {
        check.item(name, result);
    }
}
