//! Test-only crate: the checks live in `tests/`. The workspace README's code
//! blocks are compiled and run here as doctests, so its quickstarts stay true.
#![doc = include_str!("../../README.md")]
