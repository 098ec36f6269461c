//! The `utoipa` integration of `orion-api-types`: utoipa cannot express
//! every rule of the contract (no `const`, no discriminator on our hand-written
//! unions, no `if/then`), so its schemas may be looser than the contract, but
//! never stricter: every valid fixture must validate against them.
//!
//! The `tests` crate builds `orion-api-types` with the `utoipa` feature
//! through its `codegen` dev-dependency.

use serde_json::Value;
use std::path::Path;

#[test]
fn utoipa_schemas_accept_every_valid_fixture() {
    let document = orion_api_types::openapi::utoipa_document();
    let schemas = document["components"]["schemas"]
        .as_object()
        .expect("components/schemas");
    for name in orion_api_types::TYPE_NAMES {
        assert!(
            schemas.contains_key(*name),
            "utoipa has no schema for {name}"
        );
    }

    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/orion/valid");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixtures/orion/valid")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let n = p.to_string_lossy();
            n.ends_with(".json") && !n.ends_with(".encoded.json")
        })
        .collect();
    files.sort();
    assert!(!files.is_empty());

    let mut validators = std::collections::BTreeMap::new();
    let mut failures = Vec::new();
    for path in &files {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let ty = file.split('.').next().unwrap().to_owned();
        let validator = validators.entry(ty.clone()).or_insert_with(|| {
            let mut root = document.clone();
            root["$schema"] = "https://json-schema.org/draft/2020-12/schema".into();
            root["$ref"] = format!("#/components/schemas/{ty}").into();
            jsonschema::validator_for(&root)
                .unwrap_or_else(|e| panic!("utoipa schema of {ty} does not compile: {e}"))
        });
        let instance: Value =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        if let Some(e) = validator.iter_errors(&instance).next() {
            failures.push(format!("{file}: at {}: {e}", e.instance_path()));
        }
    }
    assert!(
        failures.is_empty(),
        "utoipa schemas reject {} of {} valid fixtures:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn query_structs_are_into_params() {
    use utoipa_params::*;
    let names = |params: Vec<Param>| params.into_iter().map(|p| p.0).collect::<Vec<_>>();
    assert_eq!(names(page_query()), ["cursor", "pageSize"]);
    assert_eq!(names(tool_detail_query()), ["offsetBytes", "limitBytes"]);
    assert_eq!(names(event_stream_query()), ["cursor"]);
}

/// Reads the parameter names through the crate's own re-export, so this
/// crate needs no direct `utoipa` dependency.
mod utoipa_params {
    pub struct Param(pub String);
    fn of(params: Vec<Value>) -> Vec<Param> {
        params
            .into_iter()
            .map(|p| Param(p["name"].as_str().unwrap_or_default().to_owned()))
            .collect()
    }
    use serde_json::Value;
    pub fn page_query() -> Vec<Param> {
        of(orion_api_types::openapi::query_parameters::<
            orion_api_types::PageQuery,
        >())
    }
    pub fn tool_detail_query() -> Vec<Param> {
        of(orion_api_types::openapi::query_parameters::<
            orion_api_types::ToolDetailQuery,
        >())
    }
    pub fn event_stream_query() -> Vec<Param> {
        of(orion_api_types::openapi::query_parameters::<
            orion_api_types::EventStreamQuery,
        >())
    }
}
