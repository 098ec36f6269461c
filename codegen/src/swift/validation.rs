//! The contract's value rules in the generated decoders: string lengths (in
//! Unicode scalars, as Rust counts `char`s), patterns, numeric ranges, item
//! counts and uniqueness, read from the same schema keywords the Rust
//! declarations emit. Each check throws a `DecodingError.dataCorrupted`
//! whose description names the field path as the Rust error does
//! (`attachments[0].sha256: string does not match pattern …`); the helpers
//! are `WireKit`'s `Validation.swift` ([`super::support::VALIDATION`]).
//!
//! Closed enums, constants and presence are checked by the decoding itself
//! (see [`super::emit`]); a value whose type is a `$ref` is checked by the
//! referenced type's own decoder.

use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The schema without its `null` alternative (`type: [T, "null"]`,
/// `anyOf: [X, {type: null}]`, a lone `allOf`), or `None` when what is left
/// is not one inline schema.
fn non_null(s: &Value) -> Option<Value> {
    let map = s.as_object()?;
    if let Some(Value::Array(types)) = map.get("type") {
        let rest: Vec<&Value> = types.iter().filter(|t| *t != "null").collect();
        if rest.len() != 1 {
            return None;
        }
        let mut copy = map.clone();
        copy.insert("type".into(), rest[0].clone());
        return Some(Value::Object(copy));
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = map.get(key) {
            let rest: Vec<&Value> = branches
                .iter()
                .filter(|b| b.get("type").and_then(Value::as_str) != Some("null"))
                .collect();
            if rest.len() == 1 && rest.len() < branches.len() && !map.contains_key("properties") {
                return non_null(rest[0]);
            }
            return None;
        }
    }
    if let Some(Value::Array(all)) = map.get("allOf")
        && all.len() == 1
        && !map.contains_key("properties")
        && !map.contains_key("type")
    {
        return non_null(&all[0]);
    }
    Some(s.clone())
}

fn number(v: &Value) -> Option<String> {
    let n = v.as_f64()?;
    Some(if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    })
}

fn is_scalar_of(s: &Value, ty: &str) -> bool {
    s.get("type").and_then(Value::as_str) == Some(ty)
        && ["$ref", "enum", "const", "x-open-enum", "x-wire-type"]
            .iter()
            .all(|k| s.get(k).is_none())
}

/// Swift statements that check `value` (an expression of the field's
/// non-optional Swift type) at coding path `path` (an expression of type
/// `[CodingKey]`) against the inline rules of `s`; empty when there are none.
/// `depth` keeps the names of nested loop variables apart.
pub fn checks(s: &Value, value: &str, path: &str, depth: usize) -> Vec<String> {
    let Some(s) = non_null(s) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if is_scalar_of(&s, "string") {
        let mut args = Vec::new();
        if let Some(n) = s.get("minLength").and_then(Value::as_u64) {
            args.push(format!("minLength: {n}"));
        }
        if let Some(n) = s.get("maxLength").and_then(Value::as_u64) {
            args.push(format!("maxLength: {n}"));
        }
        if let Some(p) = s.get("pattern").and_then(Value::as_str) {
            args.push(format!("pattern: {}", super::names::string_literal(p)));
        }
        if !args.is_empty() {
            out.push(format!(
                "try wireCheck({value}, at: {path}, {})",
                args.join(", ")
            ));
        }
    } else if is_scalar_of(&s, "integer") || is_scalar_of(&s, "number") {
        let mut args = Vec::new();
        for key in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] {
            if let Some(n) = s.get(key).and_then(number) {
                args.push(format!("{key}: {n}"));
            }
        }
        if !args.is_empty() {
            out.push(format!(
                "try wireCheck({value}, at: {path}, {})",
                args.join(", ")
            ));
        }
    } else if s.get("type").and_then(Value::as_str) == Some("array") && s.get("$ref").is_none() {
        // The Rust decoders refuse a repeated key where they read it, and
        // count the items once all are read.
        out.extend(contains_checks(&s, value, path));
        let mut args = Vec::new();
        for key in ["minItems", "maxItems"] {
            if let Some(n) = s.get(key).and_then(Value::as_u64) {
                args.push(format!("{key}: {n}"));
            }
        }
        if !args.is_empty() {
            out.push(format!(
                "try wireCheckCount({value}.count, at: {path}, {})",
                args.join(", ")
            ));
        }
        if s.get("uniqueItems") == Some(&Value::Bool(true)) {
            out.push(format!("try wireCheckUnique({value}, at: {path})"));
        }
        if let Some(items) = s.get("items")
            && is_non_nullable(items)
        {
            let (i, v) = (format!("i{depth}"), format!("v{depth}"));
            let inner = checks(items, &v, &format!("{path} + [WireIndex({i})]"), depth + 1);
            if !inner.is_empty() {
                out.push(loop_over(
                    &format!("for ({i}, {v}) in {value}.enumerated()"),
                    &inner,
                ));
            }
        }
    } else if s.get("type").and_then(Value::as_str) == Some("object")
        && s.get("properties").is_none()
        && let Some(values @ Value::Object(_)) = s.get("additionalProperties")
        && is_non_nullable(values)
    {
        let (k, v) = (format!("k{depth}"), format!("v{depth}"));
        let inner = checks(
            values,
            &v,
            &format!("{path} + [AnyCodingKey({k})]"),
            depth + 1,
        );
        if !inner.is_empty() {
            out.push(loop_over(
                &format!("for ({k}, {v}) in {value}.sorted(by: {{ $0.key < $1.key }})"),
                &inner,
            ));
        }
    }
    out
}

fn is_non_nullable(s: &Value) -> bool {
    match s.get("type") {
        Some(Value::Array(types)) => !types.iter().any(|t| t == "null"),
        _ => s.get("anyOf").is_none() && s.get("oneOf").is_none(),
    }
}

fn loop_over(head: &str, body: &[String]) -> String {
    let mut out = format!("{head} {{\n");
    for line in body {
        for l in line.lines() {
            let _ = writeln!(out, "    {l}");
        }
    }
    out.push('}');
    out
}

/// The object's `allOf` of `{if: {properties: {F: {const: V}}}, then:
/// {required: [G…]}}`: Swift statements (inside `init(from:)`, after the
/// fields are read) that throw when F is V and a G is absent. `fields` maps
/// a wire name to its Swift name, type and whether the value is optional.
pub fn conditional_requirements(
    s: &Value,
    fields: &BTreeMap<String, (String, String, bool)>,
) -> Vec<String> {
    let mut out = Vec::new();
    let Some(Value::Array(all)) = s.get("allOf") else {
        return out;
    };
    for rule in all {
        let (Some(cond), Some(then)) = (rule.get("if"), rule.get("then")) else {
            continue;
        };
        let Some(props) = cond.get("properties").and_then(Value::as_object) else {
            continue;
        };
        if props.len() != 1 {
            continue;
        }
        let (field, want) = props.iter().next().expect("one property");
        let Some(Value::String(want)) = want.get("const") else {
            continue;
        };
        let Some((swift, ty, optional)) = fields.get(field) else {
            continue;
        };
        // A closed enum compares its raw value; a plain string itself.
        let value = match (ty.as_str(), optional) {
            ("String", false) => format!("self.{swift}"),
            ("String", true) => format!("self.{swift} ?? \"\""),
            (_, false) => format!("self.{swift}.rawValue"),
            (_, true) => format!("self.{swift}?.rawValue"),
        };
        let required = then.get("required").and_then(Value::as_array);
        for needed in required.into_iter().flatten().filter_map(Value::as_str) {
            let Some((g, _, true)) = fields.get(needed) else {
                continue;
            };
            let rule = format!("{needed} is required when {field} is {want}");
            out.push(format!(
                "if {value} == {}, self.{g} == nil {{\n    throw wireViolation(c.codingPath, {})\n}}",
                super::names::string_literal(want),
                super::names::string_literal(&rule)
            ));
        }
    }
    out
}

/// The `allOf` of an array's schema that bounds how many items have a member
/// with a constant value (`contains: {properties: {K: {const: C}}}`,
/// `maxContains: n`): a Swift statement per bound that checks it.
pub fn contains_checks(s: &Value, value: &str, path: &str) -> Vec<String> {
    let mut out = Vec::new();
    let Some(Value::Array(all)) = s.get("allOf") else {
        return out;
    };
    for rule in all {
        let (Some(contains), Some(max)) = (
            rule.get("contains"),
            rule.get("maxContains").and_then(Value::as_u64),
        ) else {
            continue;
        };
        let Some(props) = contains.get("properties").and_then(Value::as_object) else {
            continue;
        };
        if props.len() != 1 {
            continue;
        }
        let (member, c) = props.iter().next().expect("one property");
        let Some(Value::String(c)) = c.get("const") else {
            continue;
        };
        out.push(format!(
            "try wireCheckContains({value}, at: {path}, member: {}, value: {}, maxContains: {max})",
            super::names::string_literal(member),
            super::names::string_literal(c)
        ));
    }
    out
}
