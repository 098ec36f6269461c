//! The smallest value a JSON Schema accepts, walked from the schemas the
//! crates generate. The peers decode every sample with the crate before
//! sending it, so the Rust types fill in defaults and have the last word.

use serde_json::{Map, Value, json};

/// A sample of the schema named `name` in `root` (`$defs` or
/// `components/schemas`).
pub fn named(root: &Value, name: &str) -> Option<Value> {
    let schema = root
        .pointer(&format!("/$defs/{name}"))
        .or_else(|| root.pointer(&format!("/components/schemas/{name}")))?;
    Some(of(root, schema, 0))
}

/// A sample of `schema`, resolving references against `root`.
pub fn of(root: &Value, schema: &Value, depth: usize) -> Value {
    let Some(s) = schema.as_object() else {
        return json!({});
    };
    if depth > 32 {
        return Value::Null;
    }
    if let Some(r) = s.get("$ref").and_then(Value::as_str) {
        let target = r.strip_prefix('#').and_then(|p| root.pointer(p));
        return target.map_or(Value::Null, |t| of(root, t, depth + 1));
    }
    if let Some(c) = s.get("const") {
        return c.clone();
    }
    if let Some(first) = s
        .get("enum")
        .and_then(Value::as_array)
        .and_then(|e| e.first())
    {
        return first.clone();
    }
    if let Some(all) = s.get("allOf").and_then(Value::as_array) {
        let mut merged = Map::new();
        for part in all {
            if let Value::Object(m) = of(root, part, depth + 1) {
                merged.extend(m);
            }
        }
        if let Value::Object(m) = own_object(root, s, depth) {
            merged.extend(m);
        }
        return Value::Object(merged);
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(options) = s.get(key).and_then(Value::as_array) {
            let pick = options
                .iter()
                .find(|o| o.get("type").and_then(Value::as_str) != Some("null"))
                .or(options.first());
            return pick.map_or(Value::Null, |o| of(root, o, depth + 1));
        }
    }
    let ty = match s.get("type") {
        Some(Value::String(t)) => t.as_str(),
        Some(Value::Array(ts)) => ts
            .iter()
            .filter_map(Value::as_str)
            .find(|t| *t != "null")
            .unwrap_or("null"),
        _ if s.contains_key("properties") => "object",
        _ => return json!({}),
    };
    match ty {
        "object" => own_object(root, s, depth),
        "array" => {
            let min = s.get("minItems").and_then(Value::as_u64).unwrap_or(0);
            let contains = s.get("minContains").and_then(Value::as_u64).unwrap_or(1);
            match s.get("contains") {
                Some(c) => Value::Array(
                    (0..contains.max(min))
                        .map(|_| of(root, c, depth + 1))
                        .collect(),
                ),
                None => {
                    let item = s.get("items").cloned().unwrap_or(json!({}));
                    Value::Array((0..min).map(|_| of(root, &item, depth + 1)).collect())
                }
            }
        }
        "string" => string(s),
        "integer" | "number" => number(s),
        "boolean" => Value::Bool(false),
        _ => Value::Null,
    }
}

fn own_object(root: &Value, s: &Map<String, Value>, depth: usize) -> Value {
    let mut out = Map::new();
    let props = s.get("properties").and_then(Value::as_object);
    for name in s
        .get("required")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let Some(name) = name.as_str() else { continue };
        let schema = props
            .and_then(|p| p.get(name))
            .cloned()
            .unwrap_or(json!({}));
        out.insert(name.to_owned(), of(root, &schema, depth + 1));
    }
    Value::Object(out)
}

fn string(s: &Map<String, Value>) -> Value {
    if let Some(p) = s.get("pattern").and_then(Value::as_str) {
        let known = match p {
            "^[0-9a-f]{64}$" | "^(?:|[0-9a-f]{64})$" => "0".repeat(64),
            "^[a-z][a-z0-9-]{0,63}$" => "sample".into(),
            "^goal-[a-f0-9]{12}$" => "goal-000000000001".into(),
            "^image/(png|jpeg|webp|gif)$" => "image/png".into(),
            "^[0-9]+$" => "1".into(),
            "^hmac-sha256:[a-f0-9]{64}$" => format!("hmac-sha256:{}", "0".repeat(64)),
            _ => "sample".into(),
        };
        return Value::String(known);
    }
    match s.get("format").and_then(Value::as_str) {
        Some("date-time") => return json!("2026-01-01T00:00:00Z"),
        Some("uuid") => return json!("00000000-0000-4000-8000-000000000001"),
        _ => {}
    }
    let min = s
        .get("minLength")
        .and_then(Value::as_u64)
        .unwrap_or(1)
        .max(1) as usize;
    let max = s
        .get("maxLength")
        .and_then(Value::as_u64)
        .map_or(usize::MAX, |m| m as usize);
    let text = if min <= 6 {
        "sample".to_owned()
    } else {
        "s".repeat(min)
    };
    Value::String(text.chars().take(max.max(min)).collect())
}

fn number(s: &Map<String, Value>) -> Value {
    let min = s.get("minimum").and_then(Value::as_i64).or_else(|| {
        s.get("exclusiveMinimum")
            .and_then(Value::as_i64)
            .map(|m| m + 1)
    });
    let max = s.get("maximum").and_then(Value::as_i64);
    let mut n = min.map_or(1, |m| m.max(1));
    if let Some(max) = max {
        n = n.min(max);
    }
    json!(n)
}

/// A sample of the member of the union `name` whose `type` is `tag`.
pub fn variant(root: &Value, name: &str, tag: &str) -> Option<Value> {
    let union = root.pointer(&format!("/$defs/{name}"))?;
    let members = union
        .get("oneOf")
        .or_else(|| union.get("anyOf"))?
        .as_array()?;
    let member = members
        .iter()
        .find(|m| m.pointer("/properties/type/const").and_then(Value::as_str) == Some(tag))?;
    Some(of(root, member, 0))
}
