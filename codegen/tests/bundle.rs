//! Schema bundles built from the protocols' registries.

use codegen::bundle::{Bundle, Order};
use codegen::registry::TypeEntry;
use serde_json::json;

fn entries(protocol: &str) -> Vec<TypeEntry> {
    (codegen::protocol(protocol).expect("a protocol").types)()
}

#[test]
fn an_alias_keeps_its_targets_ref_and_names_are_sorted() {
    let bundle = Bundle {
        definitions_path: "/$defs",
        order: Order::ByName,
        members: &[("title", "T")],
    };
    let doc = bundle.document(&entries("workerdeck"));
    assert_eq!(
        doc["$defs"]["ClientFrame"],
        json!({ "$ref": "#/$defs/SessionCommand" })
    );
    let keys: Vec<&String> = doc["$defs"].as_object().unwrap().keys().collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]), "{keys:?}");
    let members: Vec<&String> = doc.as_object().unwrap().keys().collect();
    assert_eq!(members, ["$schema", "title", "$defs"]);
}

#[test]
fn registry_first_keeps_the_registry_order_then_sorts() {
    let bundle = Bundle {
        definitions_path: "/components/schemas",
        order: Order::RegistryFirst,
        members: &[],
    };
    let components = entries("orion");
    let components = &components[..codegen::orion::COMPONENTS];
    let defs = bundle.collect(components).finish();
    let keys: Vec<&str> = defs.keys().map(String::as_str).collect();
    let names: Vec<&str> = components.iter().map(|e| e.name).collect();
    assert_eq!(&keys[..names.len()], names.as_slice());
    let rest = &keys[names.len()..];
    assert!(rest.windows(2).all(|w| w[0] < w[1]), "{rest:?}");
}
