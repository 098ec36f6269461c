//! Rust types for the Orion Code Local Web API v0.3.0.
