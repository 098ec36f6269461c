//! The workerdeck protocol's registry, artifacts and conformance checks.

use crate::{Artifact, Protocol, registry::TypeEntry, report::Report};
use std::path::Path;

/// The workerdeck protocol.
pub fn protocol() -> Protocol {
    Protocol {
        name: "workerdeck",
        types,
        artifacts,
        conformance,
    }
}

fn types() -> Vec<TypeEntry> {
    Vec::new()
}

fn artifacts() -> Vec<Artifact> {
    Vec::new()
}

fn conformance(spec_dir: &Path) -> Report {
    Report::new("workerdeck", spec_dir)
}
