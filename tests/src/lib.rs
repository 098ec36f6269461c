//! Test-only crate: the checks live in `tests/`. The code blocks of the
//! workspace README and of each protocol crate's README are compiled and run
//! here as doctests (with the `client` and `mock` features), so their
//! quickstarts stay true.
#![doc = include_str!("../../README.md")]

#[doc = include_str!("../../orion-api-types/README.md")]
pub mod orion_readme {}

#[doc = include_str!("../../coderook-protocol/README.md")]
pub mod coderook_readme {}

#[doc = include_str!("../../workerdeck-protocol/README.md")]
pub mod workerdeck_readme {}

#[doc = include_str!("../../agent-wire-kit/README.md")]
pub mod kit_readme {}
