//! `codegen conformance`: the WorkerDeck 0.6.0 → 0.9.0 report against the
//! upstream diff itself (the spec is not in the repository, so this is not a
//! `cargo test`).

use super::workerdeck;
use crate::report::Report;
use std::collections::BTreeSet;
use std::path::Path;

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
        let reported: BTreeSet<String> = changes.iter().map(|c| c.group.clone()).collect();
        let breaking = changes.iter().any(|c| !c.breaks.is_empty());
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
