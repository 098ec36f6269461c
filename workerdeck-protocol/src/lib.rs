//! Rust types for the @workerdeck/protocol 0.9.0.
