//! The generated `swift test` targets: each protocol's valid fixtures round
//! trip (`RoundTripTests.swift`), and its invalid fixtures throw
//! (`InvalidFixtureTests.swift`), except those [`super::gaps`] lists.

#[cfg(doc)]
use super::support;
use super::{HEADER, Invalid, gaps, names};
use std::fmt::Write as _;

pub fn round_trip_tests(module: &str, exported: &[&str], fixtures: &[(String, String)]) -> String {
    let mut out = String::from(HEADER);
    let _ = writeln!(
        out,
        "\nimport Foundation\nimport XCTest\nimport {module}\n\n/// Every valid fixture of the protocol decodes as the type its file name names and\n/// re-encodes to the same JSON value (or to its `.encoded.json` companion), as in Rust.\nfinal class {module}RoundTripTests: XCTestCase {{"
    );
    out.push_str("    /// Decodes `data` as the type named `type`; `nil` for an unknown name.\n    static func decode(type: String, _ data: Data) throws -> (any Encodable)? {\n        switch type {\n");
    for name in exported {
        let _ = writeln!(
            out,
            "        case \"{name}\": return try JSONDecoder().decode({name}.self, from: data)"
        );
    }
    out.push_str("        default: return nil\n        }\n    }\n\n");
    out.push_str("    /// Decodes `data` as the type named `type` and encodes it again; `nil` for an unknown name.\n    static func roundTrip(type: String, _ data: Data) throws -> Data? {\n        guard let value = try decode(type: type, data) else { return nil }\n        return try JSONEncoder().encode(value)\n    }\n\n");
    out.push_str("    /// `(fixture, expected re-encoding)` file names.\n    static let fixtures: [(String, String)] = [\n");
    let names: Vec<&str> = fixtures.iter().map(|(n, _)| n.as_str()).collect();
    for n in names.iter().filter(|n| !n.ends_with(".encoded.json")) {
        let encoded = format!("{}.encoded.json", n.trim_end_matches(".json"));
        let expected = if names.contains(&encoded.as_str()) {
            encoded.as_str()
        } else {
            n
        };
        let _ = writeln!(out, "        (\"{n}\", \"{expected}\"),");
    }
    out.push_str("    ]\n\n");
    out.push_str(
        r#"    /// Each fixture is its own check: a failure names the file, and the
    /// fixtures after it still run, so one run reports every failure.
    func testValidFixturesRoundTrip() throws {
        let dir = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        XCTAssertFalse(Self.fixtures.isEmpty)
        for (file, expectedFile) in Self.fixtures {
            do {
                let type = String(file.prefix { $0 != "." })
                let input = try Data(contentsOf: dir.appendingPathComponent(file))
                guard let output = try Self.roundTrip(type: type, input) else {
                    XCTFail("\(file): no Swift type \(type)")
                    continue
                }
                let expected = try JSONDecoder().decode(
                    JSONValue.self, from: Data(contentsOf: dir.appendingPathComponent(expectedFile)))
                let got = try JSONDecoder().decode(JSONValue.self, from: output)
                XCTAssertEqual(got, expected, file)
            } catch {
                XCTFail("\(file): \(error)")
            }
        }
    }
}
"#,
    );
    out
}

/// The test that every invalid fixture throws, except those [`gaps::ACCEPTED`]
/// lists for the protocol; a listed fixture that throws fails too, so the
/// list cannot go stale.
pub fn invalid_fixture_tests(protocol: &str, module: &str, fixtures: &[Invalid]) -> String {
    let mut out = String::from(HEADER);
    let _ = writeln!(
        out,
        "\nimport Foundation\nimport XCTest\nimport {module}\n\n/// Every invalid fixture of the protocol (`Fixtures/invalid`) is rejected by the\n/// Swift decoder, as by the Rust one, except those `accepted` lists with the\n/// reason Swift cannot follow Rust (all of them: `{}`).\nfinal class {module}InvalidFixtureTests: XCTestCase {{",
        gaps::FILE
    );
    out.push_str("    /// `(fixture, the rule it breaks)`.\n    static let fixtures: [(String, String)] = [\n");
    for f in fixtures {
        let _ = writeln!(
            out,
            "        ({}, {}),",
            names::string_literal(&f.file),
            names::string_literal(&f.why)
        );
    }
    out.push_str("    ]\n\n    /// Fixtures the Swift decoder accepts although Rust rejects them: why.\n    static let accepted: [String: String] = [\n");
    let listed: Vec<_> = gaps::ACCEPTED
        .iter()
        .filter(|g| g.protocol == protocol)
        .collect();
    if listed.is_empty() {
        out.push_str("        :\n");
    }
    for g in listed {
        let _ = writeln!(
            out,
            "        {}: {},",
            names::string_literal(g.fixture),
            names::string_literal(g.reason)
        );
    }
    let _ = writeln!(
        out,
        r#"    ]

    /// Each fixture is its own check, named in its failure.
    func testInvalidFixturesThrow() throws {{
        let dir = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("invalid")
        XCTAssertFalse(Self.fixtures.isEmpty)
        var accepted = 0
        for (file, rule) in Self.fixtures {{
            let type = String(file.prefix {{ $0 != "." }})
            guard let input = try? Data(contentsOf: dir.appendingPathComponent(file)) else {{
                XCTFail("\(file): not in the bundle")
                continue
            }}
            do {{
                guard try {module}RoundTripTests.roundTrip(type: type, input) != nil else {{
                    XCTFail("\(file): no Swift type \(type)")
                    continue
                }}
                accepted += 1
                if Self.accepted[file] == nil {{
                    XCTFail("\(file): accepted, but Rust rejects it: \(rule)")
                }}
            }} catch {{
                if Self.accepted[file] != nil {{
                    XCTFail("\(file): now rejected; drop it from the list of accepted fixtures")
                }}
            }}
        }}
        print("{module}: \(Self.fixtures.count) invalid fixtures, \(Self.fixtures.count - accepted) rejected, \(accepted) accepted")
    }}
}}"#
    );
    out
}

/// The test that the Swift decoders reach the Rust verdict on every line of
/// the protocol's differential corpus (copied into the bundle as
/// `Fixtures/corpus.ndjson`), except on the lines [`gaps::CORPUS`] lists:
/// a few lines per protocol around `WireKit.Corpus` ([`support::CORPUS`]),
/// which judges the lines.
pub fn corpus_tests(protocol: &str, module: &str) -> String {
    let mut exceptions = String::new();
    for g in gaps::CORPUS.iter().filter(|g| g.protocol == protocol) {
        let _ = writeln!(
            exceptions,
            "        {}: {},",
            names::string_literal(&format!("{} {}", g.type_name, g.value)),
            names::string_literal(g.reason)
        );
    }
    if exceptions.is_empty() {
        exceptions.push_str("        :\n");
    }
    let mut out = String::from(HEADER);
    out.push_str(
        &CORPUS_TESTS
            .replace("MODULE", module)
            .replace("PROTOCOL", protocol)
            .replace("GAPS_FILE", gaps::FILE)
            .replace("        EXCEPTIONS\n", &exceptions),
    );
    out
}

const CORPUS_TESTS: &str = r#"
import Foundation
import XCTest
import MODULE

/// The differential corpus of the protocol (`Fixtures/corpus.ndjson`, a copy
/// of `corpus/PROTOCOL.ndjson`), judged by `WireKit.Corpus`: Swift reaches
/// the Rust verdict on every line, and rejects a value at the field path
/// Rust names, except on the lines `exceptions` lists with the reason (all
/// of them: `GAPS_FILE`).
final class MODULECorpusTests: XCTestCase {
    /// `"<type> <value as the corpus writes it>"`: why Swift differs there.
    static let exceptions: [String: String] = [
        EXCEPTIONS
    ]

    func testCorpusVerdictsMatchRust() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("corpus.ndjson")
        let report = Corpus.judge(
            try String(contentsOf: url, encoding: .utf8), exceptions: Self.exceptions,
            decode: MODULERoundTripTests.decode)
        XCTAssertGreaterThan(report.lines, 0)
        for failure in report.failures {
            XCTFail(failure)
        }
        print("MODULE corpus: \(report)")
    }
}
"#;
