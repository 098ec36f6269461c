//! Helpers shared by the test files (each includes this module with `mod common;`).

use serde_json::Value;

/// Appends to `out` the path of `v` (`path`) and of every member and element
/// below it, depth first: keys and indices joined with `/`, as JSON pointers
/// (keys are not escaped).
pub fn collect(v: &Value, path: String, out: &mut Vec<String>) {
    out.push(path.clone());
    match v {
        Value::Object(m) => {
            for (k, c) in m {
                collect(c, format!("{path}/{k}"), out);
            }
        }
        Value::Array(a) => {
            for (i, c) in a.iter().enumerate() {
                collect(c, format!("{path}/{i}"), out);
            }
        }
        _ => {}
    }
}
