//! Test-only crate: the checks live in `tests/`.
