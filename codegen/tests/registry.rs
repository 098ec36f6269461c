//! Every protocol crate's `wire_types!` registry is complete, and every
//! entry reaches every artifact: each type its registered types reach (as a
//! JSON Schema definition or a TypeScript declaration) is itself registered,
//! as `named` or `inline`; every method and event table row is registered;
//! and every registered type has its schema, its TypeScript declaration, its
//! Swift declaration and its Markdown section; every table row (methods,
//! events, error codes, routes, parameters, engines) reaches its reference.
//! A type missing from the registry would otherwise drop silently out of the
//! per-type schemas and the Swift tables, or leave `index.ts` referencing an
//! undeclared name.
//!
//! The one type left unregistered on purpose is a closed string enum
//! (its TypeScript declaration a union of string literals) in Coderook and
//! Orion: it holds no other type, and their TypeScript and schema writers
//! declare it wherever a registered type uses it. WorkerDeck's `index.ts`
//! declares exactly the registered types, so there every enum is registered.

use std::collections::{BTreeMap, BTreeSet};

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

macro_rules! registry {
    ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {{
        let mut generator = codegen::registry::schema_settings().into_generator();
        $(generator.subschema_for::<$krate::$name>();)*
        let schema_defs = generator.take_definitions(true).keys().cloned().collect();
        // The TypeScript writer's own walk: what it reaches is what it declares.
        let ts = codegen::ts_registry! { $krate; named: [$($name),*]; inline: [$($inline),*]; };
        Registry {
            named: vec![$(stringify!($name)),*],
            inline: vec![$(stringify!($inline)),*],
            schema_defs,
            ts_decls: ts.reached().clone(),
        }
    }};
}

/// Checks that the registry reaches no unregistered type and lists each type
/// once, except the names in `shared`, which may repeat.
fn assert_complete(registry: &Registry, enums_inline: bool, shared: &[&str]) {
    assert_eq!(
        registry.unregistered(enums_inline),
        Vec::<String>::new(),
        "reachable but neither `named` nor `inline` in the crate's `wire_types!`"
    );
    let mut seen = BTreeSet::new();
    let twice: Vec<&str> = registry
        .named
        .iter()
        .chain(&registry.inline)
        .copied()
        .filter(|name| !seen.insert(*name) && !shared.contains(name))
        .collect();
    assert_eq!(twice, Vec::<&str>::new(), "registered twice");
}

/// The results several Coderook methods share: the registry lists them
/// once per method.
fn shared_results() -> Vec<&'static str> {
    let results: Vec<&str> = coderook_protocol::METHODS
        .iter()
        .filter_map(|m| m.result)
        .collect();
    results
        .iter()
        .copied()
        .filter(|r| results.iter().filter(|x| *x == r).count() > 1)
        .collect()
}

#[test]
fn coderook_registry_reaches_no_unregistered_type() {
    let registry = coderook_protocol::wire_types!(registry);
    assert_complete(&registry, true, &shared_results());
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
    assert_complete(&workerdeck_protocol::wire_types!(registry), false, &[]);
}

#[test]
fn orion_registry_reaches_no_unregistered_type() {
    let registry = orion_api_types::wire_types!(registry);
    assert_complete(&registry, true, &[]);
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
fn orion_route_table_names_registered_types() {
    let registry = orion_api_types::wire_types!(registry);
    let registered = registry.registered();
    for r in &orion_api_types::ROUTES {
        for name in r.request_type.into_iter().chain([r.success.type_name]) {
            assert!(registered.contains(name), "{}: {name}", r.operation_id);
        }
    }
}

/// What the WorkerDeck and Orion registries are spliced with: a table's
/// group adds only the names no list writes out, each once; a name written
/// out twice stays twice, for `assert_complete` to report.
#[test]
fn table_groups_add_only_names_no_list_writes_out() {
    macro_rules! lists {
        ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
            (vec![$(stringify!($name)),*], vec![$(stringify!($inline)),*])
        };
    }
    let (named, inline): (Vec<&str>, Vec<&str>) = wire_kit::__private::registry! {
        lists! { krate; named: [A, (B, A, C, B, E), D, A]; inline: [(F, C), E, ()]; }
    };
    assert_eq!(named, ["A", "B", "C", "D", "A"]);
    assert_eq!(inline, ["F", "E"]);
}

#[test]
fn string_enums_are_told_from_other_declarations() {
    assert!(is_string_enum(r#"type Mode = "plan" | "act";"#));
    assert!(!is_string_enum(r#"type Block = TextBlock | "raw";"#));
    assert!(!is_string_enum("type Info = { name: string, };"));
}

/// The files a protocol generates, Swift included, by path.
fn artifacts(p: &codegen::Protocol) -> BTreeMap<String, String> {
    (p.artifacts)()
        .into_iter()
        .chain(codegen::swift::artifacts(&codegen::protocols()))
        .map(|a| (a.path, a.contents))
        .collect()
}

/// Whether TypeScript source declares `name` (exported or not).
fn declares_ts(source: &str, name: &str) -> bool {
    let decl = format!("type {name} =");
    source.lines().any(|l| {
        let l = l.strip_prefix("export ").unwrap_or(l);
        l.strip_prefix(&decl)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
    })
}

/// Whether a schema bundle defines `name` under its definitions.
fn defines(bundle: &str, pointer: &str, name: &str) -> bool {
    let doc: serde_json::Value = serde_json::from_str(bundle).expect("bundle is JSON");
    doc.pointer(pointer).and_then(|d| d.get(name)).is_some()
}

/// Every registry entry of `protocol` reaches each of its artifacts; returns
/// `(type, artifact)` for each miss.
fn misses(protocol: &str) -> Vec<(String, &'static str)> {
    let p = codegen::protocol(protocol).expect("a protocol");
    let files = artifacts(&p);
    let file = |path: &str| {
        files
            .get(path)
            .unwrap_or_else(|| panic!("{path} generated"))
    };
    let (bundle, defs, ts, npm, markdown) = match protocol {
        "coderook" => (
            "coderook/coderook.schema.json",
            "/$defs",
            "coderook/coderook.ts",
            "npm/coderook-protocol/index.d.ts",
            "coderook/WIRE_PROTOCOL.md",
        ),
        "orion" => (
            "orion/openapi.json",
            "/components/schemas",
            "orion/orion.ts",
            "npm/orion-api-types/index.d.ts",
            "orion/REFERENCE.md",
        ),
        _ => (
            "workerdeck/workerdeck.schema.json",
            "/$defs",
            "workerdeck/index.ts",
            "npm/workerdeck-protocol/index.d.ts",
            "workerdeck/REFERENCE.md",
        ),
    };
    let swift = codegen::swift::protocol_module(&p).declared;
    let orion_document = codegen::orion::openapi_document();
    let mut out = Vec::new();
    for entry in (p.types)() {
        let name = entry.name;
        let mut miss = |artifact: &'static str| out.push((name.to_owned(), artifact));
        let in_bundle = if protocol == "orion" {
            // An inline object is written where the contract writes it.
            codegen::orion::schema_place(&orion_document, name).is_some()
        } else {
            defines(file(bundle), defs, name)
        };
        if !in_bundle {
            miss("schema bundle");
        }
        if protocol == "coderook" && !files.contains_key(&format!("coderook/schemas/{name}.json")) {
            miss("per-type schema");
        }
        if !declares_ts(file(ts), name) {
            miss("TypeScript");
        }
        if !declares_ts(file(npm), name) {
            miss("npm declarations");
        }
        if !swift.iter().any(|s| s == name) {
            miss("Swift");
        }
        if !file(markdown).contains(&format!("\n### {name}\n")) {
            miss("Markdown");
        }
    }
    out
}

#[test]
fn every_coderook_entry_reaches_every_artifact() {
    assert_eq!(misses("coderook"), Vec::new());
}

#[test]
fn every_orion_entry_reaches_every_artifact() {
    assert_eq!(misses("orion"), Vec::new());
}

#[test]
fn every_workerdeck_entry_reaches_every_artifact() {
    assert_eq!(misses("workerdeck"), Vec::new());
}

/// Whether a Markdown reference has a table row whose cells start with `cells`.
fn has_row(markdown: &str, cells: &[String]) -> bool {
    let start = format!("| {} |", cells.join(" | "));
    markdown.lines().any(|l| l.starts_with(&start))
}

#[test]
fn every_table_row_reaches_its_reference() {
    let file = |protocol: &str, path: &str| {
        let p = codegen::protocol(protocol).expect("a protocol");
        artifacts(&p).remove(path).expect("reference generated")
    };
    let tick = |s: &str| format!("`{s}`");
    let coderook = file("coderook", "coderook/WIRE_PROTOCOL.md");
    let mut missing = Vec::new();
    for m in coderook_protocol::METHODS {
        missing.extend((!has_row(&coderook, &[tick(m.method)])).then(|| m.method.to_owned()));
    }
    for e in coderook_protocol::EVENT_TYPES {
        missing
            .extend((!has_row(&coderook, &[tick(e.event_type)])).then(|| e.event_type.to_owned()));
    }
    for e in coderook_protocol::ERROR_CODES {
        let row = [e.code.to_string(), e.name.to_owned()];
        missing.extend((!has_row(&coderook, &row)).then(|| e.name.to_owned()));
    }
    let orion = file("orion", "orion/REFERENCE.md");
    for r in &orion_api_types::ROUTES {
        let row = [
            r.method.as_str().to_owned(),
            tick(r.path),
            tick(r.operation_id),
        ];
        missing.extend((!has_row(&orion, &row)).then(|| r.operation_id.to_owned()));
    }
    for p in &orion_api_types::PARAMETERS {
        missing.extend(
            (!has_row(&orion, &[tick(p.component), tick(p.name)])).then(|| p.component.to_owned()),
        );
    }
    let workerdeck = file("workerdeck", "workerdeck/REFERENCE.md");
    for r in workerdeck_protocol::routes::ROUTES.iter() {
        let row = [r.method.as_str().to_owned(), tick(r.path)];
        missing.extend((!has_row(&workerdeck, &row)).then(|| r.path.to_owned()));
    }
    for engine in ["claude", "codex", "provider"] {
        missing.extend((!has_row(&workerdeck, &[tick(engine)])).then(|| engine.to_owned()));
    }
    assert_eq!(missing, Vec::<String>::new());
}
