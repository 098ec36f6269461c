//! `--strict`: members the contract does not declare.
//!
//! Decoding keeps every member a type declares and re-encoding writes them
//! back, so a member of the input that the re-encoding lacks was not
//! declared. Open objects (`JsonValue`, WorkerDeck `UnknownBlock`, Coderook
//! `Event::Other`) keep theirs and re-encode them, so they are never
//! reported. The diff needs nothing from the protocol crates, and judges
//! them the same way whether their decoding ignores or refuses such members.

use serde_json::Value;

/// Paths (`a.b[0].c`) of the members of `input` that `encoded` (its
/// decoded-then-re-encoded form) does not have.
pub fn undeclared(input: &Value, encoded: &Value) -> Vec<String> {
    let mut out = Vec::new();
    walk(input, encoded, "", &mut out);
    out
}

fn walk(input: &Value, encoded: &Value, path: &str, out: &mut Vec<String>) {
    match (input, encoded) {
        (Value::Object(a), Value::Object(b)) => {
            for (key, value) in a {
                let here = if path.is_empty() {
                    key.clone()
                } else {
                    format!("{path}.{key}")
                };
                match b.get(key) {
                    Some(other) => walk(value, other, &here, out),
                    None => out.push(here),
                }
            }
        }
        // Element by element only when the re-encoding kept the list's
        // shape: a list re-encoded differently is not a matter of members.
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                walk(x, y, &format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::undeclared;
    use serde_json::json;

    #[test]
    fn reports_members_missing_from_the_reencoding_at_any_depth() {
        let input = json!({"a": 1, "x": 2, "list": [{"b": 1, "y": 0}], "o": {"c": {"z": 1}}});
        let encoded = json!({"a": 1, "list": [{"b": 1}], "o": {"c": {}}, "default": 0});
        assert_eq!(undeclared(&input, &encoded), ["x", "list[0].y", "o.c.z"]);
    }

    #[test]
    fn members_kept_by_the_reencoding_are_declared() {
        let v = json!({"open": {"anything": [1, {"deep": true}]}});
        assert!(undeclared(&v, &v).is_empty());
    }
}
