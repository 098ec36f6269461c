//! Semantic comparison of JSON Schemas (placeholder; see `compare`).

use serde_json::Value;

/// Compares two schemas after normalisation; `Err` lists the differences.
///
/// `ours_root` / `theirs_root` are the documents that local `$ref`s resolve against.
pub fn compare(
    ours: &Value,
    ours_root: &Value,
    theirs: &Value,
    theirs_root: &Value,
) -> Result<(), String> {
    let _ = (ours_root, theirs_root);
    if ours == theirs {
        Ok(())
    } else {
        Err("schemas differ".into())
    }
}
