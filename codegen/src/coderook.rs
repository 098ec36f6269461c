//! The coderook protocol's registry, artifacts and conformance checks.
//!
//! Artifacts (all generated from `coderook-protocol`'s types and tables):
//! `coderook/schemas/<Name>.json` (one standalone JSON Schema 2020-12 per
//! registered type), `coderook/coderook.schema.json` (every type as one
//! shared `$defs` entry), `coderook/coderook.ts` (TypeScript declarations
//! in their send and receive views, see [`views`], and the runtime tables),
//! `coderook/WIRE_PROTOCOL.md` (our protocol reference) and the npm package
//! `npm/coderook-protocol/`.
//!
//! Conformance parses the upstream `coderook/WIRE_PROTOCOL.md` (its `###`
//! sections, their JSON Schema blocks and example frames) at run time.

use crate::artifact::{Artifact, Protocol};
use crate::bundle::{Bundle, Order};
use crate::registry::TypeEntry;
use crate::report::Report;
use crate::typescript::{Layout, Scope, Source, Style};
use serde_json::Value;
use std::path::{Path, PathBuf};

mod differential;
mod examples;
mod fixtures;
mod reference;
mod upstream;
pub mod views;

pub use upstream::{Section, parse_sections};

/// The coderook protocol.
pub fn protocol() -> Protocol {
    Protocol {
        name: "coderook",
        types,
        artifacts,
        conformance,
    }
}

/// The registry of `coderook-protocol` (its `wire_types!`).
fn types() -> Vec<TypeEntry> {
    coderook_protocol::wire_types!(named_entries)
}

/// How `coderook.schema.json` differs from the other protocols' bundles.
const BUNDLE: Bundle = Bundle {
    definitions_path: "/$defs",
    order: Order::ByName,
    members: &[
        ("title", "Coderook wire protocol"),
        (
            "description",
            "Every coderook-protocol type; each is a definition under $defs.",
        ),
    ],
};

/// The bundle: every registered type as one `$defs` entry, shared records once.
pub fn bundle() -> Value {
    BUNDLE.document(&types())
}

/// How `coderook.ts` and the npm package differ from the other protocols'
/// TypeScript: every declaration the registry reaches, by name, in its send
/// and receive views (see [`views`]).
const TS_STYLE: Style = Style {
    header: "// Coderook wire protocol: TypeScript declarations generated from coderook-protocol.\n// Do not edit: run `cargo run -p codegen -- generate`.\n\n",
    scope: Scope::Reached,
    docs: false,
    layout: Layout::AsWritten,
    alias_docs: &[],
    rewrite: views::Views::rewrite,
    values_heading: "// Runtime tables, generated from coderook-protocol's static tables.\n\n",
};

/// The send and receive views of the TypeScript declarations.
pub fn ts_views() -> views::Views {
    let registry = coderook_protocol::wire_types!(ts_registry);
    views::Views::new(registry.reached().clone())
}

/// The TypeScript of `coderook.ts` and of the npm package: both views of
/// every type, the JSON-RPC envelopes and the method map, the runtime tables.
fn ts_source() -> Source {
    let registry = coderook_protocol::wire_types!(ts_registry);
    let tail = views::envelopes(&views::Views::new(registry.reached().clone()));
    Source::new(TS_STYLE, &registry, &tail, reference::runtime_values())
}

/// The `@agent-wire/coderook-protocol` package, with its `./client` entry
/// (hand-written in `codegen/npm/coderook-protocol/`).
pub fn package() -> crate::npm::Package {
    let mut package = ts_source().package(
        "coderook-protocol",
        "TypeScript types and runtime tables of the Coderook wire protocol (JSON-RPC 2.0 over NDJSON): what a client sends and what it receives.",
        views::README,
        types().len(),
    );
    package.schemas = Some(crate::npm_validate::Schemas {
        doc: bundle(),
        types: types(),
    });
    package.extra.push(crate::npm::Extra::Module {
        name: "client",
        dts: include_str!("../npm/coderook-protocol/client.d.ts").into(),
        js: include_str!("../npm/coderook-protocol/client.js").into(),
    });
    package
}

fn pretty(v: &Value) -> String {
    let mut s = serde_json::to_string_pretty(v).expect("JSON values encode");
    s.push('\n');
    s
}

fn artifacts() -> Vec<Artifact> {
    let entries = types();
    let mut out: Vec<Artifact> = entries
        .iter()
        .map(|e| Artifact {
            path: format!("coderook/schemas/{}.json", e.name),
            contents: pretty(&crate::bundle::type_document(e)),
            types: 1,
        })
        .collect();
    out.push(Artifact {
        path: "coderook/coderook.schema.json".into(),
        contents: pretty(&bundle()),
        types: entries.len(),
    });
    out.push(Artifact {
        path: "coderook/coderook.ts".into(),
        contents: ts_source().module(),
        types: entries.len(),
    });
    out.push(Artifact {
        path: "coderook/WIRE_PROTOCOL.md".into(),
        contents: reference::reference()
            .write(&entries, bundle()["$defs"].as_object().expect("defs")),
        types: entries.len(),
    });
    out.extend(package().artifacts());
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

/// Where our fixtures live.
pub fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/coderook")
}

fn conformance(spec_dir: &Path) -> Report {
    let mut report = Report::new("coderook", spec_dir);
    let Some(text) = report.read_spec("coderook/WIRE_PROTOCOL.md") else {
        return report;
    };
    let sections = parse_sections(&text);
    let entries = types();
    upstream::check_all(&mut report, &sections, &entries);
    examples::check(&mut report, &sections);
    fixtures::check(&mut report, &sections);
    differential::check(&mut report, &sections, &entries);
    report
}
