//! What the pipeline is made of: a protocol's contribution and the files
//! it generates. Every module builds on these; only the crate root knows
//! which protocols there are.

use crate::registry::TypeEntry;
use crate::report::Report;
use std::path::Path;

/// One generated file: its path under the output directory and its contents.
pub struct Artifact {
    /// Path relative to the output directory, `/`-separated.
    pub path: String,
    /// File contents.
    pub contents: String,
    /// How many protocol types the file covers (for the summary table).
    pub types: usize,
}

/// What a protocol contributes to codegen.
pub struct Protocol {
    /// `orion`, `coderook` or `workerdeck`.
    pub name: &'static str,
    /// Every upstream-named type, in a stable order.
    pub types: fn() -> Vec<TypeEntry>,
    /// The generated files.
    pub artifacts: fn() -> Vec<Artifact>,
    /// Compares our types and artifacts with the upstream contract in `spec_dir`.
    pub conformance: fn(spec_dir: &Path) -> Report,
}

impl Protocol {
    /// Looks a type up by its upstream name.
    pub fn entry(&self, name: &str) -> Option<TypeEntry> {
        (self.types)().into_iter().find(|e| e.name == name)
    }
}
