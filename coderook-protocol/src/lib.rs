//! Rust types for the Coderook wire protocol.
