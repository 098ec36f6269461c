//! The one JSON Schema bundler of every protocol.
//!
//! A bundle holds the schema of every registered type, and of every type
//! those reach, once, as named definitions. A [`Bundle`] says, as data, what
//! differs between the protocols: where the definitions live (`$defs` or an
//! OpenAPI document's `components/schemas`), their order and the members of
//! a standalone document. [`type_document`] is one type's own document.
//! Every published schema leaves out the keywords a crate adds for codegen
//! only and reads its descriptions as plain text.

use crate::registry::TypeEntry;
use schemars::SchemaGenerator;
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// The dialect of every standalone schema document.
pub const DIALECT: &str = "https://json-schema.org/draft/2020-12/schema";

/// Keywords a crate adds for codegen only (the Swift mirrors read them):
/// a `default_factory` field's real default and the Rust type behind a field
/// the contract leaves open. No published schema carries them.
const CODEGEN_EXTENSIONS: [&str; 2] = ["x-default-factory", "x-wire-type"];

/// The order of the definitions.
#[derive(Clone, Copy)]
pub enum Order {
    /// By name.
    ByName,
    /// The registered types in the registry's order (the contract's), then
    /// every other definition by name.
    RegistryFirst,
}

/// Everything that differs between the protocols' bundles, as data.
pub struct Bundle {
    /// The JSON pointer of the definitions in the document (`/$defs`).
    pub definitions_path: &'static str,
    /// Their order.
    pub order: Order,
    /// The members of a standalone document between `$schema` and `$defs`
    /// (`$id`, `title`, `description`), in order.
    pub members: &'static [(&'static str, &'static str)],
}

/// The definitions of a bundle while they are collected.
pub struct Definitions<'a> {
    bundle: &'a Bundle,
    names: Vec<&'static str>,
    generator: SchemaGenerator,
    own: Map<String, Value>,
}

impl Bundle {
    /// A generator that writes its definitions' `$ref`s where the bundle holds them.
    pub fn generator(&self) -> SchemaGenerator {
        let mut settings = crate::registry::schema_settings();
        settings.definitions_path = self.definitions_path.into();
        settings.into_generator()
    }

    /// The schema of each of `entries`, and every schema it reaches.
    pub fn collect(&self, entries: &[TypeEntry]) -> Definitions<'_> {
        let mut generator = self.generator();
        let mut own = Map::new();
        for e in entries {
            let schema = (e.schema)(&mut generator).to_value();
            let own_ref = format!("#{}/{}", self.definitions_path, e.name);
            // A named type comes back as a `$ref` to its own definition. A
            // type schemars inlines is defined under its registry name; a
            // Rust alias comes back as its target's `$ref`, which it keeps.
            match schema.get("$ref").and_then(Value::as_str) {
                Some(r) if r == own_ref => {}
                _ => {
                    own.insert(e.name.to_owned(), schema);
                }
            }
        }
        Definitions {
            bundle: self,
            names: entries.iter().map(|e| e.name).collect(),
            generator,
            own,
        }
    }

    /// A standalone bundle of `entries`: `$schema`, the members, `$defs`.
    pub fn document(&self, entries: &[TypeEntry]) -> Value {
        let mut out = Map::new();
        out.insert("$schema".into(), DIALECT.into());
        for (k, v) in self.members {
            out.insert((*k).into(), (*v).into());
        }
        out.insert("$defs".into(), self.collect(entries).finish().into());
        publish(Value::Object(out))
    }
}

impl Definitions<'_> {
    /// The generator, for schemas beyond the registered types' (an
    /// operation's inline body, a parameter) to land in the same definitions.
    pub fn generator(&mut self) -> &mut SchemaGenerator {
        &mut self.generator
    }

    /// The definitions, in the bundle's order.
    pub fn finish(mut self) -> Map<String, Value> {
        let mut all = self.own;
        for (name, schema) in self.generator.take_definitions(true) {
            all.entry(name).or_insert(schema);
        }
        let mut out = Map::new();
        if let Order::RegistryFirst = self.bundle.order {
            for name in &self.names {
                if let Some(schema) = all.shift_remove(*name) {
                    out.insert((*name).to_owned(), schema);
                }
            }
        }
        let mut rest: Vec<(String, Value)> = all.into_iter().collect();
        rest.sort_by(|a, b| a.0.cmp(&b.0));
        out.extend(rest);
        publish(Value::Object(out))
            .as_object()
            .cloned()
            .unwrap_or_default()
    }
}

/// A standalone document for one registered type, titled by its name,
/// what it reaches under `$defs` (its own definition only if it refers to itself).
pub fn type_document(entry: &TypeEntry) -> Value {
    let mut generator = crate::registry::schema_settings().into_generator();
    let top = (entry.schema)(&mut generator).to_value();
    let mut defs: BTreeMap<String, Value> = generator.take_definitions(true).into_iter().collect();
    let own_ref = format!("#/$defs/{}", entry.name);
    let mut root = match top.get("$ref").and_then(Value::as_str) {
        Some(r) if r == own_ref => defs.get(entry.name).cloned().unwrap_or(top.clone()),
        _ => top.clone(),
    };
    let referenced = |defs: &BTreeMap<String, Value>, root: &Value| {
        let needle = format!("\"{own_ref}\"");
        root.to_string().contains(&needle)
            || defs
                .iter()
                .any(|(k, v)| k != entry.name && v.to_string().contains(&needle))
    };
    if !referenced(&defs, &root) {
        defs.remove(entry.name);
    }
    let mut out = Map::new();
    out.insert("$schema".into(), DIALECT.into());
    out.insert("title".into(), entry.name.into());
    if let Value::Object(map) = &mut root {
        map.remove("title");
        for (k, v) in std::mem::take(map) {
            out.insert(k, v);
        }
    }
    if !defs.is_empty() {
        out.insert("$defs".into(), Value::Object(defs.into_iter().collect()));
    }
    publish(Value::Object(out))
}

/// A schema as published: without the codegen keywords, descriptions plain.
pub fn publish(mut value: Value) -> Value {
    strip_codegen_extensions(&mut value);
    crate::docs::plain_json(&mut value);
    value
}

fn strip_codegen_extensions(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for key in CODEGEN_EXTENSIONS {
                map.shift_remove(key);
            }
            map.values_mut().for_each(strip_codegen_extensions);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_codegen_extensions),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn published_schemas_lose_the_codegen_keywords() {
        let schema =
            json!({ "x-wire-type": "Event", "properties": { "a": { "x-default-factory": [] } } });
        assert_eq!(publish(schema), json!({ "properties": { "a": {} } }));
    }
}
