//! Every protocol crate's `wire_types!` registry is complete: each type its
//! registered types reach (as a JSON Schema definition or a TypeScript
//! declaration) is itself registered, as `named` or `inline`, and every
//! method and event table row names a registered type. A type missing from
//! the registry would otherwise drop silently out of the per-type schemas
//! and the Swift tables, or leave `index.ts` referencing an undeclared name.
//!
//! The one type left unregistered on purpose is a closed string enum
//! (its TypeScript declaration a union of string literals) in Coderook and
//! Orion: it holds no other type, and their TypeScript and schema writers
//! declare it wherever a registered type uses it. WorkerDeck's `index.ts`
//! declares exactly the registered types, so there every enum is registered.

use std::any::TypeId;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use ts_rs::{TS, TypeVisitor};

/// One crate's registry, as names, and what its types reach.
struct Registry {
    named: Vec<&'static str>,
    inline: Vec<&'static str>,
    /// `$defs` keys of every `named` type's schema (an `inline` type need
    /// not have one of its own).
    schema_defs: BTreeSet<String>,
    /// Every declared TypeScript type the registered types reach, by name.
    ts_decls: BTreeMap<String, String>,
}

/// Whether a TypeScript declaration is a union of string literals only.
fn is_string_enum(decl: &str) -> bool {
    decl.split_once('=').is_some_and(|(_, body)| {
        body.trim().trim_end_matches(';').split('|').all(|member| {
            let member = member.trim();
            member.len() >= 2 && member.starts_with('"') && member.ends_with('"')
        })
    })
}

impl Registry {
    fn registered(&self) -> BTreeSet<&str> {
        self.named.iter().chain(&self.inline).copied().collect()
    }

    /// Reachable names that are not registered; closed string enums pass
    /// when `enums_inline` says the crate's artifacts declare them where used.
    fn unregistered(&self, enums_inline: bool) -> Vec<String> {
        let registered = self.registered();
        let inline_enum = |name: &String| {
            enums_inline && self.ts_decls.get(name).is_some_and(|d| is_string_enum(d))
        };
        self.schema_defs
            .iter()
            .chain(self.ts_decls.keys())
            .filter(|name| !registered.contains(name.as_str()) && !inline_enum(name))
            .cloned()
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect()
    }
}

struct Decls {
    cfg: ts_rs::Config,
    seen: HashSet<TypeId>,
    out: BTreeMap<String, String>,
}

impl TypeVisitor for Decls {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        if !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        if T::output_path().is_some() {
            self.out.insert(T::ident(&self.cfg), T::decl(&self.cfg));
        }
        T::visit_dependencies(self);
        T::visit_generics(self);
    }
}

macro_rules! registry {
    ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {{
        let mut generator = codegen::registry::schema_settings().into_generator();
        $(generator.subschema_for::<$krate::$name>();)*
        let schema_defs = generator.take_definitions(true).keys().cloned().collect();
        let mut decls = Decls {
            cfg: codegen::registry::ts_config(),
            seen: HashSet::new(),
            out: BTreeMap::new(),
        };
        $(decls.visit::<$krate::$name>();)*
        $(decls.visit::<$krate::$inline>();)*
        Registry {
            named: vec![$(stringify!($name)),*],
            inline: vec![$(stringify!($inline)),*],
            schema_defs,
            ts_decls: decls.out,
        }
    }};
}

fn assert_complete(registry: &Registry, enums_inline: bool) {
    assert_eq!(
        registry.unregistered(enums_inline),
        Vec::<String>::new(),
        "reachable but neither `named` nor `inline` in the crate's `wire_types!`"
    );
    let mut all: Vec<&str> = registry
        .named
        .iter()
        .chain(&registry.inline)
        .copied()
        .collect();
    let count = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), count, "a type is registered twice");
}

#[test]
fn coderook_registry_reaches_no_unregistered_type() {
    let registry = coderook_protocol::wire_types!(registry);
    assert_complete(&registry, true);
}

#[test]
fn coderook_method_and_event_tables_name_registered_types() {
    let registry = coderook_protocol::wire_types!(registry);
    let named = registry.registered();
    for m in coderook_protocol::METHODS {
        assert!(
            named.contains(m.params),
            "{}: params {}",
            m.method,
            m.params
        );
        if let Some(result) = m.result {
            assert!(named.contains(result), "{}: result {result}", m.method);
        }
    }
    for e in coderook_protocol::EVENT_TYPES {
        assert!(
            named.contains(e.type_name),
            "{}: {}",
            e.event_type,
            e.type_name
        );
    }
}

#[test]
fn workerdeck_registry_reaches_no_unregistered_type() {
    assert_complete(&workerdeck_protocol::wire_types!(registry), false);
}

#[test]
fn orion_registry_reaches_no_unregistered_type() {
    let registry = orion_api_types::wire_types!(registry);
    assert_complete(&registry, true);
    assert_eq!(orion_api_types::COMPONENT_COUNT, registry.named.len());
    let all: Vec<&str> = registry
        .named
        .iter()
        .chain(&registry.inline)
        .copied()
        .collect();
    assert_eq!(orion_api_types::TYPE_NAMES, all.as_slice());
}

#[test]
fn string_enums_are_told_from_other_declarations() {
    assert!(is_string_enum(r#"type Mode = "plan" | "act";"#));
    assert!(!is_string_enum(r#"type Block = TextBlock | "raw";"#));
    assert!(!is_string_enum("type Info = { name: string, };"));
}
