//! The Swift mirrors (`generated/swift`): every registered type declared
//! exactly once under its name, and golden snapshots of representative
//! declarations.
//!
//! The syntax of every generated file is checked by `.ci/swift_parse.py`
//! (tree-sitter's Swift grammar); `.ci/swift` builds the package with Swift 6
//! and runs its `swift test` fixture round trips.

use codegen::swift;
use std::collections::BTreeMap;

mod swift_support;
use swift_support::{artifact, artifacts, module};

/// Names of every type declaration (`struct`, `enum`, `typealias`, at any
/// nesting depth) in Swift source, with how often each occurs.
fn declarations(source: &str) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for line in source.lines() {
        let line = line.trim_start();
        for kind in ["public struct ", "public enum ", "public typealias "] {
            if let Some(rest) = line.strip_prefix(kind) {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                *out.entry(name).or_default() += 1;
            }
        }
    }
    out
}

/// One top-level declaration with its doc comment, cut out of a module's source.
fn declaration(source: &str, name: &str) -> String {
    let lines: Vec<&str> = source.lines().collect();
    let start = lines
        .iter()
        .position(|l| {
            ["public struct ", "public enum ", "public typealias "]
                .iter()
                .any(|k| {
                    l.strip_prefix(k).is_some_and(|rest| {
                        rest.strip_prefix(name)
                            .is_some_and(|after| after.starts_with([':', ' ', '{', '<']))
                    })
                })
        })
        .unwrap_or_else(|| panic!("no declaration of {name}"));
    let mut first = start;
    while first > 0 && lines[first - 1].starts_with("///") {
        first -= 1;
    }
    let end = if lines[start].contains("typealias") {
        start
    } else {
        start
            + lines[start..]
                .iter()
                .position(|l| *l == "}")
                .expect("declaration ends")
    };
    lines[first..=end].join("\n") + "\n"
}

#[test]
fn every_registered_type_is_declared_exactly_once() {
    let mut failures = Vec::new();
    for p in codegen::protocols() {
        let module = module(p.name);
        let counts = declarations(&module.source);
        for e in (p.types)() {
            match counts.get(e.name) {
                Some(1) => {}
                Some(n) => failures.push(format!("{}: {} declared {n} times", p.name, e.name)),
                None => failures.push(format!("{}: {} not declared", p.name, e.name)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_schema_shape_has_a_swift_mirror() {
    for p in codegen::protocols() {
        let opaque = &module(p.name).opaque;
        assert!(
            opaque.is_empty(),
            "{}: mirrored as JSONValue: {opaque:?}",
            p.name
        );
    }
}

#[test]
fn every_registered_type_has_a_round_trip_case() {
    let artifacts = artifacts();
    for p in codegen::protocols() {
        let module = swift::module_name(p.name).expect("a Swift module per protocol");
        let path = format!("swift/Tests/{module}Tests/RoundTripTests.swift");
        let tests = &artifacts
            .iter()
            .find(|(p, _)| *p == path)
            .unwrap_or_else(|| panic!("{path} is generated"))
            .1;
        for e in (p.types)() {
            let case = format!(
                "case \"{0}\": return try JSONDecoder().decode({0}.self, from: data)",
                e.name
            );
            assert!(tests.contains(&case), "{path}: no case for {}", e.name);
        }
    }
}

#[test]
fn valid_fixtures_are_copied_into_the_swift_test_bundle() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
    let artifacts = artifacts();
    for (protocol, module) in swift::MODULES {
        let Ok(entries) = std::fs::read_dir(root.join(protocol).join("valid")) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if !name.ends_with(".json") {
                continue;
            }
            let path = format!("swift/Tests/{module}Tests/Fixtures/{name}");
            let copy = artifacts.iter().find(|(p, _)| *p == path);
            let original = std::fs::read_to_string(e.path()).expect("readable fixture");
            assert_eq!(
                copy.map(|(_, c)| c.as_str()),
                Some(original.as_str()),
                "{path}"
            );
        }
    }
}

#[test]
fn invalid_fixtures_are_copied_and_each_expected_to_throw() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
    let artifacts = artifacts();
    let find = |path: &str| {
        artifacts
            .iter()
            .find(|(p, _)| p == path)
            .map(|(_, c)| c.clone())
    };
    for (protocol, module) in swift::MODULES {
        let tests = find(&format!(
            "swift/Tests/{module}Tests/InvalidFixtureTests.swift"
        ))
        .expect("InvalidFixtureTests.swift");
        let Ok(entries) = std::fs::read_dir(root.join(protocol).join("invalid")) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if !name.ends_with(".json") {
                continue;
            }
            let path = format!("swift/Tests/{module}Tests/Fixtures/invalid/{name}");
            let original = std::fs::read_to_string(e.path()).expect("readable fixture");
            assert_eq!(find(&path).as_deref(), Some(original.as_str()), "{path}");
            assert!(
                tests.contains(&format!("(\"{name}\", ")),
                "{module}: {name} not listed"
            );
        }
    }
    for gap in swift::gaps::ACCEPTED {
        let file = root.join(gap.protocol).join("invalid").join(gap.fixture);
        assert!(file.is_file(), "{}: no such invalid fixture", gap.fixture);
    }
}

#[test]
fn package_declares_one_library_per_protocol() {
    let artifacts = artifacts();
    let package = &artifacts
        .iter()
        .find(|(p, _)| p == "swift/Package.swift")
        .expect("Package.swift")
        .1;
    assert!(package.starts_with("// swift-tools-version:5.9\n"));
    for (_, module) in swift::MODULES {
        assert!(
            package.contains(&format!(".library(name: \"{module}\"")),
            "{module}"
        );
        assert!(
            package.contains(&format!(".testTarget(name: \"{module}Tests\"")),
            "{module}"
        );
    }
}

#[test]
fn sample_shapes_all_have_a_swift_mirror() {
    let module = swift::samples::module();
    assert!(module.opaque.is_empty(), "{:?}", module.opaque);
    let counts = declarations(&module.source);
    for (name, _) in swift::samples::types() {
        assert_eq!(counts.get(name), Some(&1), "{name}");
    }
}

#[test]
fn sample_struct_with_every_presence_kind() {
    let source = swift::samples::module().source;
    insta::assert_snapshot!("sample_presence", declaration(&source, "Presence"));
}

#[test]
fn sample_tagged_union_with_fallback() {
    let source = swift::samples::module().source;
    insta::assert_snapshot!("sample_tagged_union", declaration(&source, "Block"));
}

#[test]
fn sample_method_tagged_union() {
    let source = swift::samples::module().source;
    insta::assert_snapshot!("sample_method_union", declaration(&source, "Request"));
}

#[test]
fn sample_open_and_closed_string_sets() {
    let source = swift::samples::module().source;
    let text = declaration(&source, "ModelName")
        + "\n"
        + &declaration(&source, "Effort")
        + "\n"
        + &declaration(&source, "Mode");
    insta::assert_snapshot!("sample_string_sets", text);
}

#[test]
fn sample_fallback_keeps_unknown_fields() {
    let source = swift::samples::module().source;
    let text = declaration(&source, "UnknownBlock") + "\n" + &declaration(&source, "Envelope");
    insta::assert_snapshot!("sample_unknown_fields_and_flatten", text);
}

/// The module source of a protocol's registered types.
fn protocol_source(name: &str) -> String {
    module(name).source.clone()
}

#[test]
fn capability_table() {
    insta::assert_snapshot!(
        "workerdeck_tables",
        artifact("swift/Sources/WorkerDeckProtocol/Tables.swift")
    );
}

#[test]
fn coderook_error_codes_are_an_open_set() {
    let tables = artifact("swift/Sources/CoderookProtocol/Tables.swift");
    insta::assert_snapshot!("coderook_error_code", declaration(tables, "ErrorCode"));
}

#[test]
fn coderook_command_struct() {
    insta::assert_snapshot!(
        "coderook_agent_run_command",
        declaration(&protocol_source("coderook"), "AgentRunCommand")
    );
}

#[test]
fn workerdeck_tri_state_update() {
    insta::assert_snapshot!(
        "workerdeck_update_profile_request",
        declaration(&protocol_source("workerdeck"), "UpdateProfileRequest")
    );
}

#[test]
fn workerdeck_event_log_entry() {
    // Shared fields next to a registered union: a struct with the union merged in.
    insta::assert_snapshot!(
        "workerdeck_session_event",
        declaration(&protocol_source("workerdeck"), "SessionEvent")
    );
}

#[test]
fn orion_event_envelope_union() {
    insta::assert_snapshot!(
        "orion_web_event_envelope",
        declaration(&protocol_source("orion"), "WebEventEnvelope")
    );
}

#[test]
fn table_types_do_not_shadow_registered_types() {
    for p in codegen::protocols() {
        let Some(tables) = swift::tables::swift(&p) else {
            continue;
        };
        let registered: Vec<&str> = (p.types)().iter().map(|e| e.name).collect();
        for name in declarations(&tables).keys() {
            assert!(
                !registered.contains(&name.as_str()),
                "{}: Tables.swift declares {name}, a registered type",
                p.name
            );
        }
    }
}

/// A valid fixture (`fixtures/<protocol>/valid/<Type>.*.json`, encoded forms
/// left out) of a registered type.
struct ValidFixture {
    /// The protocol's name.
    protocol: &'static str,
    /// The protocol's Swift module.
    module: &'static swift::emit::Module,
    /// The fixture's file name.
    file: String,
    /// The registered type the file name starts with.
    entry: codegen::registry::TypeEntry,
    /// Where the fixture is.
    path: std::path::PathBuf,
}

impl ValidFixture {
    /// `<protocol>/<file>`, to name the fixture in a message.
    fn at(&self) -> String {
        format!("{}/{}", self.protocol, self.file)
    }

    /// The fixture's JSON, when it is an object.
    fn object(&self) -> Option<serde_json::Map<String, serde_json::Value>> {
        let text = std::fs::read_to_string(&self.path).expect("fixture");
        match serde_json::from_str(&text) {
            Ok(serde_json::Value::Object(object)) => Some(object),
            _ => None,
        }
    }
}

/// Every valid fixture of a registered type, protocol by protocol, sorted by
/// path within a protocol.
fn valid_fixtures() -> Vec<ValidFixture> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
    let mut out = Vec::new();
    for p in codegen::protocols() {
        let module = module(p.name);
        let entries = (p.types)();
        let Ok(dir) = std::fs::read_dir(root.join(p.name).join("valid")) else {
            continue;
        };
        let mut files: Vec<_> = dir.flatten().map(|e| e.path()).collect();
        files.sort();
        for path in files {
            let file = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            if !file.ends_with(".json") || file.ends_with(".encoded.json") {
                continue;
            }
            let ty = file.split('.').next().unwrap_or_default();
            let Some(entry) = entries.iter().find(|e| e.name == ty).copied() else {
                continue;
            };
            out.push(ValidFixture {
                protocol: p.name,
                module,
                file,
                entry,
                path,
            });
        }
    }
    out
}

/// Whether the Swift decoder accepts a field absent / `null`, by presence kind.
fn swift_accepts(kind: &str) -> (bool, bool) {
    match kind {
        "required" | "constant" => (false, false),
        "required-nullable" | "required-any" => (false, true),
        "omittable" | "defaulted" | "optional-constant" | "kept-constant" => (true, false),
        "optional-nullable" | "defaulted-nullable" | "tri-state" | "omittable-any" => (true, true),
        other => panic!("unknown presence kind {other}"),
    }
}

/// For every field of every valid fixture of a Swift struct: removing the
/// field, and setting it to `null`, is accepted by the Rust decoder exactly
/// when the Swift decoder's presence handling accepts it.
///
/// Types whose schema makes a field's presence depend on another field
/// (`if`/`then`, `dependentRequired`) are skipped: the Swift types do not
/// check cross-field rules (the generated README says so).
#[test]
fn swift_presence_agrees_with_the_rust_decoder() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for fixture in valid_fixtures() {
        let Some(fields) = fixture.module.presence.get(fixture.entry.name) else {
            continue;
        };
        let schema = fixture.entry.json_schema().to_string();
        if ["\"if\"", "\"dependentRequired\"", "\"dependentSchemas\""]
            .iter()
            .any(|k| schema.contains(k))
        {
            continue;
        }
        let Some(object) = fixture.object() else {
            continue;
        };
        let (at, entry) = (fixture.at(), fixture.entry);
        for (wire, kind) in fields {
            if !object.contains_key(wire) {
                continue;
            }
            let (absent_ok, null_ok) = swift_accepts(kind);
            let mut absent = object.clone();
            absent.remove(wire);
            let mut null = object.clone();
            null.insert(wire.clone(), serde_json::Value::Null);
            for (variant, value, swift_ok) in
                [("absent", absent, absent_ok), ("null", null, null_ok)]
            {
                checked += 1;
                let rust_ok = entry
                    .decode_value(&serde_json::Value::Object(value))
                    .is_ok();
                if rust_ok != swift_ok {
                    failures.push(format!(
                        "{at}: {wire} {variant}: Rust {}, Swift ({kind}) {}",
                        if rust_ok { "accepts" } else { "rejects" },
                        if swift_ok { "accepts" } else { "rejects" },
                    ));
                }
            }
        }
    }
    eprintln!("{checked} presence checks agree");
    assert!(
        failures.is_empty(),
        "{} of {checked} presence checks disagree:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// For every valid fixture of a Swift tagged union: a value whose tag is not
/// one the union names is rejected by the Rust decoder exactly when the Swift
/// union has no fallback member for it.
#[test]
fn swift_union_dispatch_agrees_with_the_rust_decoder() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for fixture in valid_fixtures() {
        let Some((tag, fallback)) = fixture.module.tagged.get(fixture.entry.name) else {
            continue;
        };
        let Some(mut object) = fixture.object() else {
            continue;
        };
        if !object.contains_key(tag) {
            continue;
        }
        let (at, entry) = (fixture.at(), fixture.entry);
        object.insert(tag.clone(), "x-not-a-known-tag".into());
        checked += 1;
        let rust_ok = entry
            .decode_value(&serde_json::Value::Object(object))
            .is_ok();
        if rust_ok && !fallback {
            failures.push(format!(
                "{at}: Rust accepts an unknown `{tag}`, the Swift union has no fallback"
            ));
        }
        if !rust_ok && *fallback {
            // The fallback member may still refuse the value for another reason: only
            // a fallback that keeps any object is a disagreement.
            eprintln!("{at}: Rust rejects an unknown `{tag}`; Swift tries its fallback");
        }
    }
    eprintln!("{checked} union dispatch checks");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// SwiftPM names a path dependency after the last component of its path:
/// every `.product(…, package:)` line of the README must name the package
/// of the `.package(path:)` line before it.
#[test]
fn readme_dependency_lines_name_the_package_swiftpm_resolves() {
    let readme = artifact("swift/README.md");
    let mut identity = None;
    let mut checked = 0;
    for line in readme.lines() {
        if let Some(rest) = line.split(".package(path: \"").nth(1) {
            let path = rest.split('"').next().unwrap();
            identity = Some(path.rsplit('/').next().unwrap().to_owned());
        }
        if let Some(rest) = line.split("package: \"").nth(1) {
            let named = rest.split('"').next().unwrap();
            let expected = identity
                .as_deref()
                .expect("a .package(path:) line comes first");
            assert!(
                named.eq_ignore_ascii_case(expected),
                "`package: {named:?}` but the path dependency's identity is {expected:?}"
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 2,
        "the README shows the local and the vendored form"
    );
}

/// Each Swift test bundle carries its protocol's differential corpus as
/// generated, and its corpus test lists exactly the exceptions `gaps` names,
/// each of which names a line of that corpus.
#[test]
fn corpus_is_copied_into_each_swift_test_bundle() {
    for (protocol, module) in swift::MODULES {
        let corpus = artifact(&format!("corpus/{protocol}.ndjson"));
        assert!(corpus.lines().count() > 100, "{protocol}: corpus too small");
        assert_eq!(
            artifact(&format!("swift/Tests/{module}Tests/Fixtures/corpus.ndjson")),
            corpus,
            "{module}"
        );
        let tests = artifact(&format!("swift/Tests/{module}Tests/CorpusTests.swift"));
        assert!(tests.contains(&format!("final class {module}CorpusTests: XCTestCase")));
        assert!(tests.contains(&format!("decode: {module}RoundTripTests.decode)")));
        let listed: Vec<_> = swift::gaps::CORPUS
            .iter()
            .filter(|g| g.protocol == protocol)
            .collect();
        if listed.is_empty() {
            assert!(tests.contains("exceptions: [String: String] = [\n        :\n    ]"));
        }
        for gap in listed {
            let line = serde_json::json!({ "type": gap.type_name }).to_string();
            let prefix = format!("{},\"value\":{},", &line[..line.len() - 1], gap.value);
            assert!(
                corpus.lines().any(|l| l.starts_with(&prefix)),
                "{protocol}: no corpus line {} {}",
                gap.type_name,
                gap.value
            );
        }
    }
}
