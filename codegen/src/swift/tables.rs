//! Swift constants generated from the protocol crates' static tables
//! (`PROTOCOL_VERSION`, `ENGINE_CAPABILITIES` and `supportsPermissionMode`,
//! the Coderook method and error-code tables, the Orion route list).
//!
//! This is the one place that reads those tables. A protocol whose crate does
//! not expose its tables yet gets no `Tables.swift`.

/// The body of `Sources/<Module>/Tables.swift` for a protocol, if its crate has tables.
pub fn swift(protocol: &str) -> Option<String> {
    match protocol {
        // Hook: filled in as each crate's public static tables land.
        "orion" | "coderook" | "workerdeck" => None,
        _ => None,
    }
}
