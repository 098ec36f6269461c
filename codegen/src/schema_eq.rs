//! Semantic equality of JSON Schemas.
//!
//! Two schemas are compared after both are brought to a normal form:
//!
//! - local `$ref`s (`#/$defs/X`, `#/components/schemas/X`, `#/definitions/X`)
//!   are replaced by what they point to (a reference cycle becomes a marker
//!   naming the referenced definition);
//! - annotations are dropped: `title`, `description`, `examples`, `$schema`,
//!   `$id`, `$comment`, `$defs`, `definitions`, `discriminator` (OpenAPI's
//!   discriminator only documents what `oneOf` + `const` already decide),
//!   and extension keys (`x-…`);
//! - `type: [T, "null"]` becomes `anyOf: [{type: T, …}, {type: "null"}]`,
//!   nested `anyOf`s are flattened and their order ignored;
//! - `allOf` with one member is merged into its parent;
//! - `enum: [v]` becomes `const: v`, and `type` next to `const` is dropped
//!   when it matches the constant;
//! - the order of `required` and `enum` is ignored, empty `required` and
//!   `properties`, `additionalProperties: true` and `items: true` are dropped;
//! - for integers, `exclusiveMinimum: n` is `minimum: n + 1` (and likewise
//!   for the maximum);
//! - numbers compare by value (`1.0` equals `1`).

use serde_json::{Map, Value, json};

/// Compares two schemas; `Err` lists up to eight differences as
/// `path: ours … / upstream …`.
///
/// `ours_root` / `theirs_root` are the documents that local `$ref`s resolve against.
pub fn compare(
    ours: &Value,
    ours_root: &Value,
    theirs: &Value,
    theirs_root: &Value,
) -> Result<(), String> {
    let a = normalize(ours, ours_root);
    let b = normalize(theirs, theirs_root);
    let mut diffs = Vec::new();
    diff(&a, &b, "", &mut diffs);
    if diffs.is_empty() {
        return Ok(());
    }
    let more = diffs.len().saturating_sub(8);
    diffs.truncate(8);
    let mut text = diffs.join("; ");
    if more > 0 {
        text.push_str(&format!("; … {more} more"));
    }
    Err(text)
}

/// The normal form of `schema` (see the module docs).
pub fn normalize(schema: &Value, root: &Value) -> Value {
    Normalizer {
        root,
        stack: Vec::new(),
    }
    .run(schema)
}

const ANNOTATIONS: &[&str] = &[
    "title",
    "description",
    "examples",
    "$schema",
    "$id",
    "$comment",
    "$defs",
    "definitions",
    "discriminator",
];

struct Normalizer<'a> {
    root: &'a Value,
    stack: Vec<String>,
}

impl Normalizer<'_> {
    fn run(&mut self, schema: &Value) -> Value {
        match schema {
            Value::Bool(true) => json!({}),
            Value::Object(map) => self.object(map),
            other => other.clone(),
        }
    }

    fn resolve(&self, reference: &str) -> Option<&Value> {
        let pointer = reference.strip_prefix('#')?;
        self.root.pointer(pointer)
    }

    fn object(&mut self, map: &Map<String, Value>) -> Value {
        let mut map = map.clone();
        if let Some(Value::String(reference)) = map.remove("$ref") {
            if self.stack.contains(&reference) {
                let name = reference
                    .rsplit('/')
                    .next()
                    .unwrap_or(&reference)
                    .to_owned();
                return json!({ "$recursive": name });
            }
            let Some(target) = self.resolve(&reference).cloned() else {
                return json!({ "$unresolved": reference });
            };
            self.stack.push(reference);
            let resolved = self.run(&target);
            self.stack.pop();
            let rest = self.object(&map);
            return merge(resolved, rest);
        }
        for key in ANNOTATIONS {
            map.remove(*key);
        }
        map.retain(|k, _| !k.starts_with("x-"));
        // Sub-schemas first.
        for key in [
            "items",
            "additionalProperties",
            "not",
            "contains",
            "propertyNames",
            "if",
            "then",
            "else",
        ] {
            if let Some(v) = map.get(key).cloned()
                && (v.is_object() || v == Value::Bool(true))
            {
                map.insert(key.into(), self.run(&v));
            }
        }
        for key in ["properties", "patternProperties", "dependentSchemas"] {
            if let Some(Value::Object(props)) = map.get(key).cloned() {
                let props: Map<String, Value> = props
                    .iter()
                    .map(|(k, v)| (k.clone(), self.run(v)))
                    .collect();
                map.insert(key.into(), Value::Object(props));
            }
        }
        for key in ["anyOf", "oneOf", "allOf", "prefixItems"] {
            if let Some(Value::Array(items)) = map.get(key).cloned() {
                let items: Vec<Value> = items.iter().map(|v| self.run(v)).collect();
                map.insert(key.into(), Value::Array(items));
            }
        }
        tidy(map)
    }
}

/// Merges two normalised schemas that both apply (a `$ref` and its siblings).
fn merge(a: Value, b: Value) -> Value {
    match (a, b) {
        (Value::Object(mut a), Value::Object(b)) => {
            for (k, v) in b {
                a.entry(k).or_insert(v);
            }
            tidy(a)
        }
        (a, _) => a,
    }
}

fn tidy(mut map: Map<String, Value>) -> Value {
    if let Some(Value::Array(mut all)) = map.remove("allOf") {
        if all.len() == 1 {
            return merge(Value::Object(map), all.remove(0));
        }
        map.insert("allOf".into(), Value::Array(all));
    }
    // type: [T, null] → anyOf [{type: T, …}, {type: null}]
    if let Some(Value::Array(types)) = map.get("type").cloned() {
        let non_null: Vec<Value> = types.iter().filter(|t| *t != "null").cloned().collect();
        if non_null.len() < types.len() {
            map.remove("type");
            let mut outer = Map::new();
            for key in ["default", "readOnly", "writeOnly", "deprecated", "anyOf"] {
                if let Some(v) = map.remove(key) {
                    outer.insert(key.into(), v);
                }
            }
            if let Some(Value::Array(values)) = map.get_mut("enum") {
                values.retain(|v| !v.is_null());
            }
            let mut branch = map;
            branch.insert(
                "type".into(),
                if non_null.len() == 1 {
                    non_null[0].clone()
                } else {
                    Value::Array(non_null)
                },
            );
            let mut branches = vec![tidy(branch), json!({"type": "null"})];
            if let Some(Value::Array(existing)) = outer.remove("anyOf") {
                branches.extend(existing);
            }
            outer.insert("anyOf".into(), Value::Array(branches));
            return tidy(outer);
        }
    }
    if let Some(Value::Array(branches)) = map.remove("anyOf") {
        let mut flat = Vec::new();
        for b in branches {
            match b {
                Value::Object(mut o) if o.len() == 1 && o.contains_key("anyOf") => {
                    if let Some(Value::Array(inner)) = o.remove("anyOf") {
                        flat.extend(inner);
                    }
                }
                other => flat.push(other),
            }
        }
        flat.sort_by_key(canonical);
        flat.dedup();
        if flat.len() == 1 && map.keys().all(|k| k == "default") {
            return merge(flat.remove(0), Value::Object(map));
        }
        map.insert("anyOf".into(), Value::Array(flat));
    }
    if let Some(Value::Array(mut branches)) = map.remove("oneOf") {
        branches.sort_by_key(canonical);
        map.insert("oneOf".into(), Value::Array(branches));
    }
    if let Some(Value::Array(values)) = map.get("enum") {
        if values.len() == 1 {
            let v = values[0].clone();
            map.remove("enum");
            map.insert("const".into(), v);
        } else {
            let mut values = values.clone();
            values.sort_by_key(canonical);
            map.insert("enum".into(), Value::Array(values));
        }
    }
    if let Some(c) = map.get("const") {
        let implied = match c {
            Value::String(_) => "string",
            Value::Bool(_) => "boolean",
            Value::Null => "null",
            Value::Number(n) if n.is_f64() && n.as_f64().is_some_and(|f| f.fract() != 0.0) => {
                "number"
            }
            Value::Number(_) => "integer",
            Value::Array(_) => "array",
            Value::Object(_) => "object",
        };
        let ty = map.get("type").and_then(Value::as_str);
        if ty == Some(implied) || (implied == "integer" && ty == Some("number")) {
            map.remove("type");
        }
    }
    if let Some(Value::Array(req)) = map.get("required") {
        if req.is_empty() {
            map.remove("required");
        } else {
            let mut req = req.clone();
            req.sort_by_key(canonical);
            map.insert("required".into(), Value::Array(req));
        }
    }
    if map
        .get("properties")
        .is_some_and(|p| p.as_object().is_some_and(Map::is_empty))
    {
        map.remove("properties");
    }
    for key in ["additionalProperties", "items", "unevaluatedProperties"] {
        if map
            .get(key)
            .is_some_and(|v| *v == Value::Bool(true) || *v == json!({}))
        {
            map.remove(key);
        }
    }
    if map.get("type").and_then(Value::as_str) == Some("integer") {
        for (excl, incl, step) in [
            ("exclusiveMinimum", "minimum", 1.0),
            ("exclusiveMaximum", "maximum", -1.0),
        ] {
            if let Some(n) = map.get(excl).and_then(Value::as_f64)
                && n.fract() == 0.0
            {
                map.remove(excl);
                map.insert(incl.into(), number(n + step));
            }
        }
    }
    for v in map.values_mut() {
        if let Some(f) = v.as_f64() {
            *v = number(f);
        }
    }
    Value::Object(map)
}

/// Text of a value with object keys sorted, for order-independent sorting.
fn canonical(v: &Value) -> String {
    match v {
        Value::Object(m) => {
            let mut keys: Vec<&String> = m.keys().collect();
            keys.sort();
            let parts: Vec<String> = keys
                .iter()
                .map(|k| format!("{k:?}:{}", canonical(&m[*k])))
                .collect();
            format!("{{{}}}", parts.join(","))
        }
        Value::Array(a) => format!(
            "[{}]",
            a.iter().map(canonical).collect::<Vec<_>>().join(",")
        ),
        other => other.to_string(),
    }
}

fn number(f: f64) -> Value {
    if f.fract() == 0.0 && f.abs() < 9.0e15 {
        json!(f as i64)
    } else {
        json!(f)
    }
}

fn diff(a: &Value, b: &Value, path: &str, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let mut keys: Vec<&String> = x.keys().chain(y.keys()).collect();
            keys.sort();
            keys.dedup();
            for k in keys {
                let p = format!("{path}/{k}");
                match (x.get(k), y.get(k)) {
                    (Some(u), Some(v)) => diff(u, v, &p, out),
                    (Some(u), None) => {
                        out.push(format!("{p}: ours has {}, upstream has none", short(u)))
                    }
                    (None, Some(v)) => {
                        out.push(format!("{p}: ours has none, upstream has {}", short(v)))
                    }
                    (None, None) => {}
                }
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (u, v)) in x.iter().zip(y).enumerate() {
                diff(u, v, &format!("{path}/{i}"), out);
            }
        }
        _ if a == b => {}
        _ => out.push(format!(
            "{}: ours {} / upstream {}",
            if path.is_empty() { "/" } else { path },
            short(a),
            short(b)
        )),
    }
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 120 {
        format!("{}…", s.chars().take(120).collect::<String>())
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eq(a: Value, b: Value) -> bool {
        compare(&a, &a, &b, &b).is_ok()
    }

    #[test]
    fn nullable_type_array_equals_any_of() {
        assert!(eq(
            json!({"type": ["string", "null"], "maxLength": 3, "default": null}),
            json!({"anyOf": [{"type": "null"}, {"type": "string", "maxLength": 3}], "default": null}),
        ));
        assert!(!eq(
            json!({"type": ["string", "null"]}),
            json!({"type": "string"})
        ));
    }

    #[test]
    fn single_enum_is_const_and_order_is_ignored() {
        assert!(eq(
            json!({"enum": ["a"], "type": "string"}),
            json!({"const": "a"})
        ));
        assert!(eq(json!({"enum": ["a", "b"]}), json!({"enum": ["b", "a"]})));
        assert!(eq(
            json!({"required": ["x", "y"]}),
            json!({"required": ["y", "x"]})
        ));
        assert!(!eq(
            json!({"enum": ["a", "b"]}),
            json!({"enum": ["a", "c"]})
        ));
    }

    #[test]
    fn refs_resolve_in_their_own_documents() {
        let ours = json!({"$defs": {"X": {"type": "integer", "title": "X"}}, "properties": {"x": {"$ref": "#/$defs/X"}}});
        let doc = json!({"components": {"schemas": {"X": {"type": "integer"}}}});
        let theirs = json!({"properties": {"x": {"$ref": "#/components/schemas/X"}}});
        assert_eq!(compare(&ours, &ours, &theirs, &doc), Ok(()));
        let wrong = json!({"components": {"schemas": {"X": {"type": "string"}}}});
        assert!(compare(&ours, &ours, &theirs, &wrong).is_err());
    }

    #[test]
    fn recursive_refs_terminate() {
        let s = json!({"$defs": {"J": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"$ref": "#/$defs/J"}}]}}, "$ref": "#/$defs/J"});
        assert!(compare(&s, &s, &s, &s).is_ok());
    }

    #[test]
    fn integer_exclusive_bounds_and_number_values() {
        assert!(eq(
            json!({"type": "integer", "exclusiveMinimum": 0}),
            json!({"type": "integer", "minimum": 1})
        ));
        assert!(!eq(
            json!({"type": "number", "exclusiveMinimum": 0}),
            json!({"type": "number", "minimum": 1})
        ));
        assert!(eq(json!({"maximum": 3.0}), json!({"maximum": 3})));
    }

    #[test]
    fn differences_name_the_path() {
        let a = json!({"properties": {"x": {"type": "string", "maxLength": 5}}});
        let b = json!({"properties": {"x": {"type": "string", "maxLength": 6}}});
        let err = compare(&a, &a, &b, &b).unwrap_err();
        assert_eq!(err, "/properties/x/maxLength: ours 5 / upstream 6");
    }
}
