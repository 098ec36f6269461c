//! The WorkerDeck 0.6.0 → 0.9.0 upgrade guide (`docs/workerdeck-0.6-to-0.9.md`),
//! rendered from `codegen diff` of the two upstream files, and the
//! `codegen conformance` check of that diff against the upstream diff itself.
//!
//! The upstream files are not in the repository (`../shared/spec`), so the
//! guide is an artifact of `codegen generate` (and checked for drift) only
//! where they are: [`guide_artifacts`] is empty on a clone without them.

use super::workerdeck;
use crate::artifact::Artifact;
use crate::report::Report;
use std::collections::BTreeSet;
use std::path::Path;
use workerdeck_protocol::routes::{Body, ROUTES};

/// Where the guide is written, relative to the output directory of
/// `codegen generate` (`generated/`).
pub const GUIDE_PATH: &str = "../docs/workerdeck-0.6-to-0.9.md";

/// The two upstream files the guide compares, under the spec directory.
const OLD: &str = "workerdeck/protocol-0.6.0.ts";
const NEW: &str = "workerdeck/protocol-0.9.0.ts";

/// The upstream spec directory next to the workspace, where the maintainers'
/// checkouts and CI keep it.
fn default_spec_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/spec")
}

/// The guide as an artifact when the upstream files are present; nothing
/// otherwise (a fresh clone), so `generate` leaves the committed guide alone
/// and the drift check skips it.
pub fn guide_artifacts() -> Vec<Artifact> {
    match guide(&default_spec_dir()) {
        Ok(contents) => vec![Artifact {
            path: GUIDE_PATH.to_owned(),
            contents,
            types: 0,
        }],
        Err(_) => Vec::new(),
    }
}

/// Renders the upgrade guide from the two upstream files in `spec_dir`.
pub fn guide(spec_dir: &Path) -> Result<String, String> {
    let read = |rel: &str| -> Result<(String, super::model::Contract), String> {
        let path = spec_dir.join(rel);
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let name = rel.rsplit('/').next().unwrap_or(rel);
        let contract = workerdeck::read(name, &text).map_err(|e| e.0)?;
        Ok((name.to_owned(), contract))
    };
    let ((old_name, old), (new_name, new)) = (read(OLD)?, read(NEW)?);
    let changes = super::compare(&old, &new);
    let version = |c: &super::model::Contract| {
        c.constants
            .get("PROTOCOL_VERSION")
            .map_or_else(|| "?".to_owned(), ToString::to_string)
    };
    Ok(format!(
        "# WorkerDeck 0.6.0 → 0.9.0: upgrade guide

<!-- Written by `codegen generate` from `codegen diff` of the upstream
{old_name} and {new_name}; edit codegen/src/diff/, not this file. -->

Upstream bumped `PROTOCOL_VERSION` from {} to {}. Below is what `codegen diff`
reports between the two versions (rules: [docs/diff.md](diff.md)), the same as

```
cargo run -p codegen -- diff workerdeck ../shared/spec/{OLD} \\
  ../shared/spec/{NEW} --fail-on never
```

Each change answers two questions. **breaking**: a 0.6.0 client meets it
against a 0.9.0 server and must change. **needs-new-server**: a 0.9.0 client
relying on it fails against a 0.6.0 server, so upgrade servers first (a new
route answers 404 there). `codegen conformance` checks the diff against the
upstream files themselves: every exported declaration whose text changed
(comments aside) appears, nothing else does, and the verdict is breaking.

```
{}```
",
        version(&old),
        version(&new),
        super::to_text(&changes)
    ))
}

/// The upstream declarations a change was found in: a type's or entry's own
/// name, or for a WorkerDeck route, the types of its JSON bodies.
fn declared_in(source: &str) -> Vec<String> {
    let route = ROUTES
        .iter()
        .find(|r| workerdeck::route_location(r) == source);
    match route {
        Some(r) => [r.request, r.response]
            .into_iter()
            .filter_map(|b| match b {
                Body::Json(name) => Some(name.to_owned()),
                _ => None,
            })
            .collect(),
        None => vec![source.to_owned()],
    }
}

/// The report rows: every exported declaration whose text (comments and
/// whitespace aside) changed between the two files appears in the diff,
/// nothing else does, and the verdict is breaking.
pub fn check(spec_dir: &Path) -> Report {
    let mut report = Report::new("workerdeck diff 0.6.0 → 0.9.0", spec_dir);
    let dir = spec_dir.join("workerdeck");
    let (old_path, new_path) = (dir.join("protocol-0.6.0.ts"), dir.join("protocol-0.9.0.ts"));
    type Found = (
        BTreeSet<String>,
        BTreeSet<String>,
        BTreeSet<String>,
        bool,
        usize,
    );
    let result = (|| -> Result<Found, String> {
        let old_text = std::fs::read_to_string(&old_path)
            .map_err(|e| format!("{}: {e}", old_path.display()))?;
        let new_text = std::fs::read_to_string(&new_path)
            .map_err(|e| format!("{}: {e}", new_path.display()))?;
        let od = workerdeck::declarations("protocol-0.6.0.ts", &old_text).map_err(|e| e.0)?;
        let nd = workerdeck::declarations("protocol-0.9.0.ts", &new_text).map_err(|e| e.0)?;
        let names: BTreeSet<&String> = od.keys().chain(nd.keys()).collect();
        let changed: BTreeSet<String> = names
            .into_iter()
            .filter(|n| od.get(*n) != nd.get(*n))
            .cloned()
            .collect();
        let old = workerdeck::read("protocol-0.6.0.ts", &old_text).map_err(|e| e.0)?;
        let new = workerdeck::read("protocol-0.9.0.ts", &new_text).map_err(|e| e.0)?;
        let changes = super::compare(&old, &new);
        let reported: BTreeSet<String> = changes
            .iter()
            .flat_map(|c| declared_in(&c.source))
            .collect();
        let breaking = changes.iter().any(|c| c.verdict.breaking);
        // A constant spelled differently with the same value (a list now
        // read from another constant) changed nothing on the wire.
        let same_value: BTreeSet<String> = changed
            .iter()
            .filter(|n| matches!((old.constants.get(*n), new.constants.get(*n)), (Some(a), Some(b)) if a == b))
            .cloned()
            .collect();
        Ok((changed, same_value, reported, breaking, changes.len()))
    })();
    let check = report.check("upgrade report");
    match result {
        Err(e) => check.item("read the two versions", Err(e)),
        Ok((changed, same_value, reported, breaking, _)) => {
            for name in &changed {
                if same_value.contains(name) && !reported.contains(name) {
                    check.item(&format!("{name} (same value, spelled differently)"), Ok(()));
                    continue;
                }
                let r = if reported.contains(name) {
                    Ok(())
                } else {
                    Err("changed upstream, not in the diff".to_owned())
                };
                check.item(name, r);
            }
            for name in reported.difference(&changed) {
                check.item(name, Err("in the diff, unchanged upstream".to_owned()));
            }
            check.item(
                "verdict breaking (PROTOCOL_VERSION 4 → 6)",
                if breaking {
                    Ok(())
                } else {
                    Err("the diff finds nothing breaking".to_owned())
                },
            );
        }
    }
    report
}
