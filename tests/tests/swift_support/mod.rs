//! What the Swift tests share: the generated files and each protocol's
//! Swift module, each made once per test binary.

use codegen::swift;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// Every generated file as `(path, contents)`, generated once.
pub fn artifacts() -> &'static [(String, String)] {
    static ARTIFACTS: OnceLock<Vec<(String, String)>> = OnceLock::new();
    ARTIFACTS.get_or_init(|| {
        codegen::all_artifacts()
            .into_iter()
            .map(|a| (a.path, a.contents))
            .collect()
    })
}

/// The generated file at `path` (under the output directory).
pub fn artifact(path: &str) -> &'static str {
    artifacts()
        .iter()
        .find(|(p, _)| p == path)
        .unwrap_or_else(|| panic!("{path} is generated"))
        .1
        .as_str()
}

/// The Swift module of each protocol, emitted once.
pub fn module(protocol: &str) -> &'static swift::emit::Module {
    static MODULES: OnceLock<BTreeMap<&'static str, swift::emit::Module>> = OnceLock::new();
    MODULES
        .get_or_init(|| {
            codegen::protocols()
                .iter()
                .map(|p| (p.name, swift::protocol_module(p)))
                .collect()
        })
        .get(protocol)
        .expect("known protocol")
}
