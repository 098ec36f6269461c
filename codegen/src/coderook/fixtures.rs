//! Our fixtures against the upstream schemas.

use super::upstream::{Section, upstream_document};
use crate::report::Report;
use serde_json::Value;
use std::path::Path;

/// `(file name, type name, parsed value)` for every `*.json` in `dir`, sorted.
pub fn read_dir(dir: &Path) -> Vec<(String, String, Result<Value, String>)> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let file = e.file_name().to_string_lossy().into_owned();
        let Some(stem) = file.strip_suffix(".json") else {
            continue;
        };
        let ty = stem.split('.').next().unwrap_or(stem).to_owned();
        let value = std::fs::read_to_string(e.path())
            .map_err(|err| err.to_string())
            .and_then(|t| serde_json::from_str(&t).map_err(|err| err.to_string()));
        out.push((file, ty, value));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The row "fixtures vs upstream schema": every valid fixture is accepted
/// and every invalid one refused by the upstream schema of its type.
pub fn check(report: &mut Report, sections: &[Section]) {
    let root = super::fixtures_dir();
    let check = report.check("fixtures vs upstream schema");
    for (kind, want_valid) in [("valid", true), ("invalid", false)] {
        for (file, ty, value) in read_dir(&root.join(kind)) {
            let label = format!("{kind}/{file}");
            let result = (|| {
                let value = value?;
                let doc = upstream_document(sections, &ty)
                    .ok_or_else(|| format!("no upstream schema named {ty}"))?;
                let validator = jsonschema::draft202012::new(&doc)
                    .map_err(|e| format!("upstream schema does not compile: {e}"))?;
                let errors: Vec<String> = validator
                    .iter_errors(&value)
                    .map(|e| format!("{}: {e}", e.instance_path()))
                    .collect();
                match (want_valid, errors.is_empty()) {
                    (true, true) | (false, false) => Ok(()),
                    (true, false) => Err(format!("upstream rejects it: {}", errors.join("; "))),
                    (false, true) => Err("upstream accepts it".to_owned()),
                }
            })();
            check.item(&label, result);
        }
    }
}
