//! Our own `WIRE_PROTOCOL.md`, generated from the types and tables.

use crate::registry::TypeEntry;

/// TypeScript runtime constants appended to `coderook.ts`.
pub fn ts_constants() -> String {
    String::new()
}

/// The Markdown reference.
pub fn markdown(entries: &[TypeEntry]) -> String {
    let _ = entries;
    String::new()
}
