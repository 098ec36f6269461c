//! Reading the upstream `WIRE_PROTOCOL.md` and comparing it with our types.

use crate::registry::TypeEntry;
use crate::report::Report;
use crate::schema_eq;
use serde_json::Value;

/// One `### Name` section of the upstream document.
#[derive(Debug, Clone)]
pub struct Section {
    /// The `###` heading: the type's name.
    pub name: String,
    /// The enclosing `##` heading (`Commands`, `Run Events` …).
    pub group: String,
    /// The section's JSON Schema (its first JSON block).
    pub schema: Value,
    /// The example frames (the JSON blocks after the schema).
    pub examples: Vec<Value>,
}

/// Splits the upstream document into its `###` sections.
///
/// A JSON block that does not parse is recorded as `Value::Null` so the
/// comparison reports it instead of silently skipping it.
pub fn parse_sections(text: &str) -> Vec<Section> {
    let mut out: Vec<Section> = Vec::new();
    let mut group = String::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if let Some(h) = line.strip_prefix("### ") {
            out.push(Section {
                name: h.trim().to_owned(),
                group: group.clone(),
                schema: Value::Null,
                examples: Vec::new(),
            });
        } else if let Some(h) = line.strip_prefix("## ") {
            group = h.trim().to_owned();
        } else if line.trim_start().starts_with("```json") {
            let mut block = String::new();
            for l in lines.by_ref() {
                if l.trim_start().starts_with("```") {
                    break;
                }
                block.push_str(l);
                block.push('\n');
            }
            let value = serde_json::from_str(&block).unwrap_or(Value::Null);
            if let Some(section) = out.last_mut() {
                if section.schema.is_null() && section.examples.is_empty() {
                    section.schema = value;
                } else {
                    section.examples.push(value);
                }
            }
        }
    }
    out
}

/// The upstream schema of `name` and the document its `$ref`s resolve in:
/// its own section, or the `$defs` entry of the first section that has one.
pub fn upstream_schema<'a>(sections: &'a [Section], name: &str) -> Option<(&'a Value, &'a Value)> {
    if let Some(s) = sections.iter().find(|s| s.name == name) {
        return Some((&s.schema, &s.schema));
    }
    sections.iter().find_map(|s| {
        s.schema
            .get("$defs")
            .and_then(|d| d.get(name))
            .map(|def| (def, &s.schema))
    })
}

/// A standalone upstream document for `name` (for a JSON Schema validator).
pub fn upstream_document(sections: &[Section], name: &str) -> Option<Value> {
    let (schema, root) = upstream_schema(sections, name)?;
    let mut doc = schema.clone();
    if let (Value::Object(map), Some(defs)) = (&mut doc, root.get("$defs")) {
        map.insert("$defs".into(), defs.clone());
    }
    Some(doc)
}

/// Where our schema says more than upstream's on purpose: (type, JSON
/// pointer). Upstream leaves `EventPushEnvelope.event` an open object; ours
/// says what the decoder accepts there: an object whose `type` is in the
/// event table is that event, checked as such, and any other object is an
/// unknown event, kept whole. The TypeScript union and the validators say
/// the same, so a published schema looser than all three would mislead.
const NARROWED: &[(&str, &str)] = &[("EventPushEnvelope", "/properties/event")];

/// Puts upstream's schema in the place of ours where [`NARROWED`] lists one,
/// provided upstream's is still an open object there (every object), so
/// ours accepts nothing upstream refuses; anything else upstream writes there
/// is a change to look at and fails the row.
fn widen(name: &str, ours: &mut Value, upstream: &Value) -> Result<(), String> {
    for (_, pointer) in NARROWED.iter().filter(|(n, _)| *n == name) {
        let theirs = upstream.pointer(pointer).cloned().unwrap_or(Value::Null);
        let open =
            schema_eq::normalize(&theirs, upstream) == serde_json::json!({ "type": "object" });
        if !open {
            return Err(format!(
                "{pointer}: upstream is no longer an open object: {theirs}"
            ));
        }
        let place = ours
            .pointer_mut(pointer)
            .ok_or_else(|| format!("{pointer}: not in ours"))?;
        *place = theirs;
    }
    Ok(())
}

/// Every comparison row.
pub fn check_all(report: &mut Report, sections: &[Section], entries: &[TypeEntry]) {
    let ours = |name: &str| entries.iter().find(|e| e.name == name);

    let check = report.check("schemas equal (### sections)");
    for s in sections {
        let result = match ours(&s.name) {
            None => Err("no Rust type of that name".to_owned()),
            Some(e) => {
                let mut doc = crate::bundle::type_document(e);
                widen(&s.name, &mut doc, &s.schema)
                    .and_then(|()| schema_eq::compare(&doc, &doc, &s.schema, &s.schema))
            }
        };
        check.item(&s.name, result);
    }

    let mut shared: Vec<String> = sections
        .iter()
        .filter_map(|s| s.schema.get("$defs").and_then(Value::as_object))
        .flat_map(|d| d.keys().cloned())
        .collect();
    shared.sort();
    shared.dedup();
    let check = report.check("shared $defs equal");
    for name in &shared {
        let mut result = Ok(());
        let doc = ours(name).map(crate::bundle::type_document);
        for s in sections {
            if let Some(def) = s.schema.get("$defs").and_then(|d| d.get(name)) {
                result = match &doc {
                    None => Err("no Rust type of that name".to_owned()),
                    Some(doc) => schema_eq::compare(doc, doc, def, &s.schema)
                        .map_err(|e| format!("(as used by {}) {e}", s.name)),
                };
                if result.is_err() {
                    break;
                }
            }
        }
        check.item(name, result);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// Upstream's `EventPushEnvelope` section, as `WIRE_PROTOCOL.md` writes it.
    fn upstream_envelope() -> Value {
        json!({
            "properties": {
                "kind": { "const": "event", "default": "event", "title": "Kind", "type": "string" },
                "event": { "additionalProperties": true, "title": "Event", "type": "object" }
            },
            "required": ["event"],
            "title": "EventPushEnvelope",
            "type": "object"
        })
    }

    fn ours() -> Value {
        let entries = super::super::types();
        let entry = entries
            .iter()
            .find(|e| e.name == "EventPushEnvelope")
            .expect("registered");
        crate::bundle::type_document(entry)
    }

    #[test]
    fn the_event_union_is_compared_as_upstream_s_open_object_only_while_upstream_is_open() {
        let upstream = upstream_envelope();
        let mut doc = ours();
        assert!(
            doc.pointer("/properties/event/then/oneOf").is_some(),
            "{doc}"
        );
        assert!(schema_eq::compare(&doc, &doc, &upstream, &upstream).is_err());
        widen("EventPushEnvelope", &mut doc, &upstream).expect("upstream is open");
        assert_eq!(schema_eq::compare(&doc, &doc, &upstream, &upstream), Ok(()));

        let mut closed = upstream.clone();
        closed["properties"]["event"]["additionalProperties"] = json!(false);
        let err = widen("EventPushEnvelope", &mut ours(), &closed).expect_err("closed upstream");
        assert!(err.contains("no longer an open object"), "{err}");
    }
}
