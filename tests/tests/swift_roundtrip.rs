//! The Swift mirrors against what `swift test` checks, without a Swift
//! compiler: for each way a valid fixture could fail to round-trip through
//! the generated types, the generated shape that now handles it, and, where
//! the fixtures can show it, agreement with the Rust decoder it mirrors.
//!
//! `generated/swift` is built and tested by `swift test` in `.ci/swift` (CI,
//! as root); these tests run under `cargo test`, where no Swift toolchain is
//! needed.

use codegen::registry::TypeEntry;
use codegen::swift;
use serde_json::{Map, Value};

mod swift_support;
use swift_support::{artifact, artifacts, module};

/// One top-level declaration, with its doc comment, out of Swift source.
fn declaration(source: &str, name: &str) -> String {
    let lines: Vec<&str> = source.lines().collect();
    let start = lines
        .iter()
        .position(|l| {
            ["public struct ", "public enum "].iter().any(|k| {
                l.strip_prefix(k).is_some_and(|rest| {
                    rest.strip_prefix(name)
                        .is_some_and(|after| after.starts_with([':', ' ', '{']))
                })
            })
        })
        .unwrap_or_else(|| panic!("no declaration of {name}"));
    let mut first = start;
    while first > 0 && lines[first - 1].starts_with("///") {
        first -= 1;
    }
    let end = start
        + lines[start..]
            .iter()
            .position(|l| *l == "}")
            .expect("declaration ends");
    lines[first..=end].join("\n") + "\n"
}

fn decl(protocol: &str, name: &str) -> String {
    declaration(&module(protocol).source, name)
}

/// A valid fixture object of a registered type, with its `.encoded.json`
/// companion when it has one.
struct Fixture {
    protocol: &'static str,
    file: String,
    entry: TypeEntry,
    object: Map<String, Value>,
}

fn fixtures() -> Vec<Fixture> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
    let mut out = Vec::new();
    for p in codegen::protocols() {
        let entries = (p.types)();
        let Ok(dir) = std::fs::read_dir(root.join(p.name).join("valid")) else {
            continue;
        };
        let mut paths: Vec<_> = dir.flatten().map(|e| e.path()).collect();
        paths.sort();
        for path in paths {
            let file = path.file_name().unwrap().to_string_lossy().into_owned();
            if !file.ends_with(".json") || file.ends_with(".encoded.json") {
                continue;
            }
            let ty = file.split('.').next().unwrap_or_default();
            let Some(entry) = entries.iter().find(|e| e.name == ty).copied() else {
                continue;
            };
            let text = std::fs::read_to_string(&path).expect("fixture");
            if let Ok(Value::Object(object)) = serde_json::from_str(&text) {
                out.push(Fixture {
                    protocol: p.name,
                    file,
                    entry,
                    object,
                });
            }
        }
    }
    out
}

/// Every generated Swift source file.
fn swift_sources() -> impl Iterator<Item = (&'static str, &'static str)> {
    artifacts()
        .iter()
        .filter(|(p, _)| p.starts_with("swift/") && p.ends_with(".swift"))
        .map(|(p, c)| (p.as_str(), c.as_str()))
}

// 1. Array constants (`PendingApproval.allowedScopes`).

#[test]
fn swift_array_constants_are_json_value_literals() {
    let d = decl("orion", "PendingApproval");
    assert!(
        d.contains(r#"public var allowedScopes: JSONValue { ["once", "project", "global"] }"#),
        "{d}"
    );
    assert!(d.contains(
        r#"try c.expectConstant(["once", "project", "global"] as JSONValue, forKey: .allowedScopes, required: true)"#
    ));
    assert!(d.contains(
        r#"try c.encode(["once", "project", "global"] as JSONValue, forKey: .allowedScopes)"#
    ));
    // JSON text in a string literal is a JSONValue string: only `wireDefault`
    // (which decodes its text) may take one.
    for (path, source) in swift_sources() {
        for line in source.lines() {
            let raw = line.contains("#\"[") || line.contains("#\"{");
            assert!(
                !raw || line.contains("wireDefault("),
                "{path}: JSON text outside wireDefault: {line}"
            );
        }
    }
}

// 2. Defaults the published schema leaves out, 5. optional constants.

/// For every field of every valid fixture object of a Swift struct: with the
/// field removed, the Rust encoder writes it exactly when the Swift encoder
/// does, and a default the Swift decoder fills in is the value Rust writes.
#[test]
fn swift_absent_fields_are_written_as_rust_writes_them() {
    let mut checked = 0;
    let mut defaults_checked = 0;
    let mut failures = Vec::new();
    for f in fixtures() {
        let module = module(f.protocol);
        let Some(fields) = module.presence.get(f.entry.name) else {
            continue;
        };
        let defaults = module.defaults.get(f.entry.name);
        for (wire, kind) in fields {
            if !f.object.contains_key(wire) {
                continue;
            }
            let swift_writes = match *kind {
                "omittable" | "omittable-any" | "kept-constant" | "tri-state" => false,
                "defaulted" | "defaulted-nullable" | "constant" | "optional-constant" => true,
                _ => continue,
            };
            let mut absent = f.object.clone();
            absent.remove(wire);
            let Ok(Value::Object(out)) = f.entry.decode_value(&Value::Object(absent)) else {
                continue;
            };
            checked += 1;
            let at = format!("{}/{}: {wire} ({kind})", f.protocol, f.file);
            if out.contains_key(wire) != swift_writes {
                failures.push(format!(
                    "{at}: Rust {} it when absent, Swift {}",
                    if out.contains_key(wire) {
                        "writes"
                    } else {
                        "omits"
                    },
                    if swift_writes { "writes" } else { "omits" }
                ));
            }
            let default = defaults.and_then(|d| d.iter().find(|(w, _)| w == wire));
            if let (Some((_, default)), Some(written)) = (default, out.get(wire)) {
                defaults_checked += 1;
                if !same_json(default, written) {
                    failures.push(format!(
                        "{at}: Swift default {default}, Rust writes {written}"
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked}:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        checked > 500 && defaults_checked > 100,
        "{checked} / {defaults_checked}"
    );
}

/// JSON equality with numbers compared by value (`0` and `0.0` alike), as
/// the Swift tests compare `JSONValue`s.
fn same_json(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same_json(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))
        }
        _ => a == b,
    }
}

#[test]
fn swift_default_factory_fields_are_defaulted() {
    let d = decl("coderook", "AgentRunCommand");
    assert!(d.contains("    public var allowTools: [String]\n"), "{d}");
    assert!(d.contains(
        "self.allowTools = try c.decode([String].self, forKey: .allowTools, default: [])"
    ));
    assert!(d.contains("try c.encode(self.allowTools, forKey: .allowTools)"));
    insta::assert_snapshot!(
        "swift_coderook_tool_call_failed_event",
        decl("coderook", "ToolCallFailedEvent")
    );
    // No published schema carries the extensions codegen reads.
    for (path, contents) in artifacts() {
        if path.starts_with("swift/") {
            continue;
        }
        for key in ["x-default-factory", "x-wire-type"] {
            assert!(!contents.contains(key), "{path} carries {key}");
        }
    }
}

// 3. `EventPushEnvelope.event` is the typed `Event`.

#[test]
fn swift_event_push_envelope_carries_a_typed_event() {
    let d = decl("coderook", "EventPushEnvelope");
    assert!(d.contains("    public var event: Event\n"), "{d}");
    assert!(d.contains("self.event = try c.decodeField(Event.self, forKey: .event)"));
    let tables = artifact("swift/Sources/CoderookProtocol/Tables.swift");
    let event = declaration(tables, "Event");
    // Rust's `Event::Other`: any object without a known `type`, kept whole.
    assert!(
        event.contains("    case other([String: JSONValue])\n"),
        "{event}"
    );
    assert!(event.contains("self = .other(try [String: JSONValue](from: decoder))"));
}

// 4. Undeclared members kept where the Rust decoder keeps them.

/// For every valid fixture object of a Swift struct: with a member no type
/// declares added, the Rust encoder writes it back exactly when the Swift
/// struct keeps undeclared members.
#[test]
fn swift_structs_keep_undeclared_members_where_rust_does() {
    let mut checked = 0;
    let mut kept = Vec::new();
    let mut failures = Vec::new();
    for f in fixtures() {
        let module = module(f.protocol);
        if !module.presence.contains_key(f.entry.name) {
            continue;
        }
        let mut with = f.object.clone();
        with.insert("undeclaredMember".into(), "kept".into());
        let Ok(Value::Object(out)) = f.entry.decode_value(&Value::Object(with)) else {
            continue;
        };
        checked += 1;
        let rust_keeps = out.get("undeclaredMember") == Some(&Value::from("kept"));
        let d = declaration(&module.source, f.entry.name);
        let swift_keeps = d.contains("try decoder.unknownFields(JSONValue.self")
            || d.contains("try decoder.unknownFields(");
        if rust_keeps {
            kept.push(f.entry.name);
        }
        if rust_keeps != swift_keeps {
            failures.push(format!(
                "{}/{}: Rust {}, Swift {}",
                f.protocol,
                f.file,
                if rust_keeps { "keeps" } else { "drops" },
                if swift_keeps { "keeps" } else { "drops" }
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 300, "{checked}");
    for name in ["SettingsFieldCommon", "ThemeSettingsField"] {
        assert!(kept.contains(&name), "{name} keeps undeclared members");
    }
    insta::assert_snapshot!(
        "swift_orion_settings_field_common",
        decl("orion", "SettingsFieldCommon")
    );
}

// 5. A union whose tag may be absent.

#[test]
fn swift_union_with_an_optional_tag() {
    let d = decl("workerdeck", "McpServerConfigWire");
    assert!(
        d.contains(r#"let tag = try c.decodeIfPresent(String.self, forKey: .tag) ?? "stdio""#),
        "{d}"
    );
    // The stdio member writes its `type` itself, only when it was read.
    assert!(d.contains("        case .stdio(let value):\n            try value.encode(to: encoder)\n        case .http"));
    let stdio = decl("workerdeck", "McpStdioServerConfig");
    assert!(stdio.contains("    public var hasType: Bool\n"), "{stdio}");
    assert!(stdio.contains(
        r#"self.hasType = try c.expectConstant("stdio" as String, forKey: .type, required: false)"#
    ));
    assert!(
        stdio.contains(r#"if self.hasType { try c.encode("stdio" as String, forKey: .type) }"#)
    );
    insta::assert_snapshot!("swift_workerdeck_mcp_server_config_wire", d + "\n" + &stdio);
}

// 6. Known tag, fields do not fit: the fallback member.

#[test]
fn swift_content_block_falls_back_when_fields_do_not_fit() {
    let d = decl("workerdeck", "ContentBlock");
    assert!(
        d.contains(r#"if let v = try? TextBlock(from: decoder), try decoder.wireHasOnlyKeys(["text", "type"]) {"#),
        "{d}"
    );
    assert!(d.contains("self = try Self.decodeFallback(from: decoder)"));
    assert!(d.contains(
        "if let v = try? UnknownBlock(from: decoder) {\n            return .unknownBlock(v)\n        }\n        throw noMatchingMember(decoder, \"ContentBlock\")"
    ));
    insta::assert_snapshot!("swift_workerdeck_content_block", d);
}

/// For every valid fixture of a tagged union with a fallback member whose
/// tag is one the union names: with an undeclared member added, the Rust
/// decoder keeps it (the value went to the fallback) exactly when the Swift
/// union checks that the known member fits exactly.
#[test]
fn swift_union_fallback_agrees_with_the_rust_decoder() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for f in fixtures() {
        let module = module(f.protocol);
        let Some((tag, true)) = module.tagged.get(f.entry.name) else {
            continue;
        };
        let known = &module.tag_values[f.entry.name];
        if !f
            .object
            .get(tag)
            .and_then(Value::as_str)
            .is_some_and(|t| known.iter().any(|k| k == t))
        {
            continue;
        }
        let mut with = f.object.clone();
        with.insert("undeclaredMember".into(), "kept".into());
        let Ok(Value::Object(out)) = f.entry.decode_value(&Value::Object(with)) else {
            continue;
        };
        checked += 1;
        let rust_falls_back = out.contains_key("undeclaredMember");
        let swift_exact = declaration(&module.source, f.entry.name).contains("wireHasOnlyKeys");
        if rust_falls_back != swift_exact {
            failures.push(format!(
                "{}/{}: Rust {}, Swift {}",
                f.protocol,
                f.file,
                if rust_falls_back {
                    "falls back"
                } else {
                    "keeps the member"
                },
                if swift_exact {
                    "falls back"
                } else {
                    "keeps the member"
                }
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 2, "{checked}");
}

// 7. The harness reports each fixture.

#[test]
fn swift_harness_reports_each_fixture() {
    for (_, m) in swift::MODULES {
        let tests = artifact(&format!("swift/Tests/{m}Tests/RoundTripTests.swift"));
        let body = tests
            .split("func testValidFixturesRoundTrip() throws {")
            .nth(1)
            .expect("the round-trip test");
        let (loop_head, rest) = body
            .split_once("for (file, expectedFile) in Self.fixtures {")
            .expect("a loop");
        assert!(
            !loop_head.contains("try Data"),
            "{m}: no try before the loop but the bundle lookup"
        );
        let inner = rest.trim_start();
        assert!(
            inner.starts_with("do {"),
            "{m}: each fixture in its own do/catch"
        );
        assert!(
            rest.contains("} catch {\n                XCTFail(\"\\(file): \\(error)\")"),
            "{m}"
        );
    }
}

// Smaller points.

#[test]
fn swift_tables_import_wire_kit() {
    for (path, source) in swift_sources() {
        if path.ends_with("/Tables.swift") {
            assert!(source.contains("\nimport WireKit\n"), "{path}");
        }
    }
}

#[test]
fn swift_wire_kit_helpers_are_package_scoped() {
    let presence = artifact("swift/Sources/WireKit/Presence.swift");
    for helper in [
        "func decodeOmittable",
        "func decodeNullable",
        "func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default",
        "func decodePatch",
        "func expectConstant",
        "func encodeNullable",
        "func encodePatch",
        "func unknownFields",
        "func wireHasOnlyKeys",
        "func encodeUnknownFields",
        "func noMatchingMember",
    ] {
        let line = presence
            .lines()
            .find(|l| l.contains(helper))
            .unwrap_or_else(|| panic!("{helper}"));
        assert!(line.trim_start().starts_with("package "), "{line}");
    }
}

#[test]
fn swift_has_no_case_named_none() {
    let mut renamed = 0;
    for (path, source) in swift_sources() {
        for line in source.lines() {
            let line = line.trim_start();
            assert!(
                !line.starts_with("case none ") && !line.starts_with("public static let none "),
                "{path}: {line}"
            );
            if line == "case noneValue = \"none\"" {
                renamed += 1;
            }
        }
    }
    assert!(renamed >= 4, "{renamed}");
}

#[test]
fn swift_json_value_documents_number_kinds() {
    let json = artifact("swift/Sources/WireKit/JSONValue.swift");
    assert!(json.contains("`1.0` and `1e2` become\n/// `.integer(1)` and `.integer(100)`"));
    assert!(!json.contains("A number without fraction or exponent"));
}

/// The fixtures that failed to round-trip through the Swift types before
/// the fixes above are in the XCTest list, each with the file it must
/// re-encode to.
#[test]
fn swift_harness_lists_the_fixtures_the_fixes_are_for() {
    let cases = [
        (
            "OrionAPITypes",
            "PendingApproval.basic.json",
            "PendingApproval.basic.json",
        ),
        (
            "OrionAPITypes",
            "PendingApproval.with-reason.json",
            "PendingApproval.with-reason.json",
        ),
        (
            "OrionAPITypes",
            "SessionSnapshot.full.json",
            "SessionSnapshot.full.json",
        ),
        (
            "OrionAPITypes",
            "SettingsFieldCommon.ignored-unknown-key.json",
            "SettingsFieldCommon.ignored-unknown-key.json",
        ),
        (
            "OrionAPITypes",
            "ThemeSettingsField.ignored-unknown-key.json",
            "ThemeSettingsField.ignored-unknown-key.json",
        ),
        (
            "CoderookProtocol",
            "AgentRunCommand.upstream-example.json",
            "AgentRunCommand.upstream-example.encoded.json",
        ),
        (
            "CoderookProtocol",
            "SessionSendMessageCommand.upstream-example.json",
            "SessionSendMessageCommand.upstream-example.encoded.json",
        ),
        (
            "CoderookProtocol",
            "ToolCallFailedEvent.upstream-example.json",
            "ToolCallFailedEvent.upstream-example.encoded.json",
        ),
        (
            "CoderookProtocol",
            "ToolCallFinishedEvent.upstream-example.json",
            "ToolCallFinishedEvent.upstream-example.encoded.json",
        ),
        (
            "CoderookProtocol",
            "EventPushEnvelope.upstream-example.json",
            "EventPushEnvelope.upstream-example.encoded.json",
        ),
        (
            "WorkerDeckProtocol",
            "McpServerConfigWire.stdio-without-type.json",
            "McpServerConfigWire.stdio-without-type.json",
        ),
        (
            "WorkerDeckProtocol",
            "CreateSessionRequest.full.json",
            "CreateSessionRequest.full.json",
        ),
        (
            "WorkerDeckProtocol",
            "ContentBlock.text-with-extra-field.json",
            "ContentBlock.text-with-extra-field.json",
        ),
    ];
    for (module, file, expected) in cases {
        let tests = artifact(&format!("swift/Tests/{module}Tests/RoundTripTests.swift"));
        let row = format!("(\"{file}\", \"{expected}\"),");
        assert!(tests.contains(&row), "{module}: {row}");
    }
}
