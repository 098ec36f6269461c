//! Coderook: the upstream `WIRE_PROTOCOL.md` (one `###` section and JSON
//! Schema per type) or our generated `coderook.schema.json`.
//!
//! Entry points: a `…Command` is a method's params (`to-server`, located by
//! its `type` constant, e.g. `goal.create params`); a `…Result` is its result
//! (`to-client`); a `…Event` or a section under an events heading is an event
//! (`to-client`). pydantic ignores unknown members unless the schema says
//! `additionalProperties: false`.

use super::model::{Contract, Direction, Entry, ReaderRule, Ty, from_schema};
use super::{ParseError, parse_json};
use serde_json::Value;

const RULE: ReaderRule = ReaderRule {
    closed_by_default: false,
    always_open: false,
};

/// Reads a Coderook contract.
pub fn read(shown: &str, text: &str) -> Result<Contract, ParseError> {
    if text.trim_start().starts_with('{') {
        let doc = parse_json(shown, text)?;
        let Some(defs) = doc.get("$defs").and_then(Value::as_object) else {
            return Err(ParseError(format!(
                "{shown}:1: no `$defs`: not a generated coderook schema"
            )));
        };
        let sections: Vec<(String, String, Value)> = defs
            .iter()
            .map(|(k, v)| (k.clone(), String::new(), v.clone()))
            .collect();
        return Ok(build(&sections, &[]));
    }
    let mut sections: Vec<(String, String, Value)> = Vec::new();
    let mut codes: Vec<(String, String)> = Vec::new();
    let mut group = String::new();
    let mut pending: Option<String> = None;
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if let Some(h) = line.strip_prefix("### ") {
            pending = Some(h.trim().to_owned());
        } else if let Some(h) = line.strip_prefix("## ") {
            group = h.trim().to_owned();
            pending = None;
        } else if line.trim_start().starts_with("```json") {
            let start = i + 1;
            let mut block = String::new();
            i += 1;
            while i < lines.len() && !lines[i].trim_start().starts_with("```") {
                block.push_str(lines[i]);
                block.push('\n');
                i += 1;
            }
            if i == lines.len() {
                return Err(ParseError(format!(
                    "{shown}:{}: unterminated ```json block",
                    start
                )));
            }
            let value: Value = serde_json::from_str(&block).map_err(|e| {
                ParseError(format!("{shown}:{}:{}: {e}", start + e.line(), e.column()))
            })?;
            if let Some(name) = pending.take() {
                sections.push((name, group.clone(), value));
            }
        } else if group == "Error Codes" && line.starts_with('|') {
            let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
            if cells.len() >= 2 && cells[0].parse::<i64>().is_ok() {
                codes.push((cells[0].to_owned(), cells[1].to_owned()));
            }
        }
        i += 1;
    }
    if sections.is_empty() {
        return Err(ParseError(format!(
            "{shown}:1: no `###` section with a JSON Schema: not a WIRE_PROTOCOL.md"
        )));
    }
    Ok(build(&sections, &codes))
}

fn type_const(schema: &Value) -> Option<String> {
    let t = schema.pointer("/properties/type")?;
    t.get("const")
        .or_else(|| t.get("default"))
        .and_then(Value::as_str)
        .map(str::to_owned)
}

fn build(sections: &[(String, String, Value)], codes: &[(String, String)]) -> Contract {
    let mut c = Contract::default();
    for (name, _, schema) in sections {
        c.types
            .entry(name.clone())
            .or_insert_with(|| from_schema(schema, RULE));
        for (def, s) in schema
            .get("$defs")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            c.types
                .entry(def.clone())
                .or_insert_with(|| from_schema(s, RULE));
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    for (name, group, schema) in sections {
        if !seen.insert(name.clone()) {
            continue;
        }
        let ty = Ty::Ref(name.clone());
        if let Some(stem) = name.strip_suffix("Command") {
            let method = type_const(schema).unwrap_or_else(|| stem.to_owned());
            c.entries.push(Entry {
                location: format!("{method} params"),
                direction: Direction::ToServer,
                ty,
                parent: None,
                call: false,
                route: false,
            });
        } else if let Some(stem) = name.strip_suffix("Result") {
            let method = sections
                .iter()
                .find(|(n, _, _)| n.strip_suffix("Command") == Some(stem))
                .and_then(|(_, _, s)| type_const(s));
            let (location, parent) = match method {
                Some(m) => (format!("{m} result"), Some(format!("{m} params"))),
                None => (format!("{name} result"), None),
            };
            c.entries.push(Entry {
                location,
                direction: Direction::ToClient,
                ty,
                parent,
                call: false,
                route: false,
            });
        } else if name.ends_with("Event")
            || name.ends_with("Envelope")
            || group.contains("Events")
            || group.contains("Push")
        {
            let location = format!(
                "event {}",
                type_const(schema).unwrap_or_else(|| name.clone())
            );
            c.entries.push(Entry {
                location,
                direction: Direction::ToClient,
                ty,
                parent: None,
                call: false,
                route: false,
            });
        }
    }
    for (code, name) in codes {
        c.error_codes.insert(code.clone(), name.clone());
    }
    c
}
