//! The WorkerDeck tables agree with the type registry and the artifacts.

use workerdeck_protocol::routes::{Body, ROUTES};

#[test]
fn every_route_names_registered_types() {
    let protocol = codegen::protocol("workerdeck").expect("registered");
    let names: Vec<&str> = (protocol.types)().iter().map(|e| e.name).collect();
    let distinct: std::collections::BTreeSet<&str> = names.iter().copied().collect();
    assert_eq!(distinct.len(), names.len(), "a type is registered twice");
    for r in ROUTES {
        let mut named = Vec::new();
        for body in [r.request, r.response] {
            match body {
                Body::Json(t) => named.push(t),
                Body::Frames { client, server } => {
                    named.extend(client);
                    named.push(server);
                }
                Body::None | Body::Bytes => {}
            }
        }
        for t in named {
            assert!(
                names.contains(&t),
                "{} {}: {t} is not a protocol type",
                r.method.as_str(),
                r.path
            );
        }
    }
}

#[test]
fn schema_bundle_has_a_definition_per_type() {
    let artifacts = codegen::all_artifacts();
    let bundle = artifacts
        .iter()
        .find(|a| a.path == "workerdeck/workerdeck.schema.json")
        .expect("schema artifact");
    let value: serde_json::Value = serde_json::from_str(&bundle.contents).expect("JSON");
    let defs = value["$defs"].as_object().expect("$defs");
    let protocol = codegen::protocol("workerdeck").expect("registered");
    for e in (protocol.types)() {
        assert!(defs.contains_key(e.name), "no $defs entry for {}", e.name);
    }
}

#[test]
fn typescript_module_exports_every_type_and_the_runtime_api() {
    let artifacts = codegen::all_artifacts();
    let ts = &artifacts
        .iter()
        .find(|a| a.path == "workerdeck/index.ts")
        .expect("index.ts")
        .contents;
    let protocol = codegen::protocol("workerdeck").expect("registered");
    for e in (protocol.types)() {
        assert!(
            ts.contains(&format!("export type {} ", e.name)),
            "index.ts does not export {}",
            e.name
        );
    }
    for item in [
        "export const PROTOCOL_VERSION = 6",
        "export const ENGINE_CAPABILITIES: Record<ProfileEngine, EngineCapabilities>",
        "export const PROVIDER_PERMISSION_MODES: readonly PermissionMode[]",
        "export function supportsPermissionMode(",
    ] {
        assert!(ts.contains(item), "index.ts lacks `{item}`");
    }
}
