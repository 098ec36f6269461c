//! Artifact generation and conformance checking for the protocol crates.
//!
//! Each protocol contributes one [`Protocol`] value: its type registry, the
//! artifacts generated from it, and its comparison with the upstream contract.
//! The `codegen` binary and the workspace tests both read [`protocols`].

// First, so that their macros (`named_entries!`, `ts_registry!`) are in
// scope in the protocol modules without an import from the crate root.
#[macro_use]
pub mod registry;
#[macro_use]
pub mod typescript;

pub mod artifact;
pub mod bundle;
pub mod coderook;
pub mod corpus;
pub mod diff;
pub mod differential;
pub mod docs;
pub mod npm;
pub mod npm_validate;
pub mod orion;
pub mod reference;
pub mod report;
pub mod schema_eq;
pub mod session;
pub mod swift;
pub mod transport;
pub mod validate;
pub mod workerdeck;

pub use artifact::{Artifact, Protocol};
use std::path::Path;

/// The three protocols, in a fixed order.
pub fn protocols() -> [Protocol; 3] {
    [
        orion::protocol(),
        coderook::protocol(),
        workerdeck::protocol(),
    ]
}

/// Looks a protocol up by name.
pub fn protocol(name: &str) -> Option<Protocol> {
    protocols().into_iter().find(|p| p.name == name)
}

/// Every artifact of every protocol, sorted by path.
pub fn all_artifacts() -> Vec<Artifact> {
    let protocols = protocols();
    let mut out: Vec<Artifact> = protocols.iter().flat_map(|p| (p.artifacts)()).collect();
    out.extend(swift::artifacts(&protocols));
    out.extend(corpus::artifacts(&protocols));
    out.extend(diff::upstream::guide_artifacts());
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

/// Files under `out` that no artifact produces (only inside the folders codegen writes).
pub fn stale_files(out: &Path, artifacts: &[Artifact]) -> Vec<String> {
    let mut found = Vec::new();
    for folder in protocols()
        .iter()
        .map(|p| p.name)
        .chain(["swift", "npm", "corpus"])
    {
        list_files(&out.join(folder), &format!("{folder}/"), &mut found);
    }
    found.retain(|f| !artifacts.iter().any(|a| &a.path == f));
    found.sort();
    found
}

fn list_files(dir: &Path, prefix: &str, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if e.path().is_dir() {
            list_files(&e.path(), &format!("{prefix}{name}/"), out);
        } else {
            out.push(format!("{prefix}{name}"));
        }
    }
}

/// Unified diffs between the artifacts and the files under `out`; empty when up to date.
pub fn drift(out: &Path, artifacts: &[Artifact]) -> Vec<String> {
    let mut diffs = Vec::new();
    for a in artifacts {
        let path = out.join(&a.path);
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        if current != a.contents {
            let diff = similar::TextDiff::from_lines(&current, &a.contents);
            let text = diff
                .unified_diff()
                .context_radius(2)
                .header(
                    &format!("{} (committed)", a.path),
                    &format!("{} (generated)", a.path),
                )
                .to_string();
            let mut lines: Vec<&str> = text.lines().collect();
            let total = lines.len();
            lines.truncate(80);
            let mut shown = lines.join("\n");
            if total > 80 {
                shown.push_str(&format!("\n… {} more diff lines", total - 80));
            }
            diffs.push(shown);
        }
    }
    for stale in stale_files(out, artifacts) {
        diffs.push(format!("{stale}: no longer generated"));
    }
    diffs
}

/// The `generate` summary: one row per artifact, then totals.
pub fn summary_table(rows: &[(&str, usize, usize)]) -> String {
    let width = rows.iter().map(|r| r.0.len()).max().unwrap_or(8).max(8);
    let mut out = format!("{:<width$}  {:>5}  {:>9}\n", "artifact", "types", "bytes");
    for (path, types, bytes) in rows {
        out.push_str(&format!("{path:<width$}  {types:>5}  {bytes:>9}\n"));
    }
    let bytes: usize = rows.iter().map(|r| r.2).sum();
    out.push_str(&format!(
        "{:<width$}  {:>5}  {bytes:>9}\n",
        format!("{} files", rows.len()),
        ""
    ));
    out
}
