//! The generated `swift test` targets: each protocol's valid fixtures round
//! trip (`RoundTripTests.swift`), and its invalid fixtures throw
//! (`InvalidFixtureTests.swift`), except those [`super::gaps`] lists.

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
/// `Fixtures/corpus.ndjson`), and reject a value at the field path Rust
/// names, except on the lines [`gaps::CORPUS`] lists; a listed line that
/// agrees, or that is not in the corpus, fails too.
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
/// of `corpus/PROTOCOL.ndjson`): one JSON object a line, a value with the Rust
/// decoder's verdict. Swift reaches the same verdict on every line, and
/// rejects a value at the field path Rust names, except on the lines
/// `exceptions` lists with the reason (all of them: `GAPS_FILE`).
final class MODULECorpusTests: XCTestCase {
    /// `"<type> <value as the corpus writes it>"`: why Swift differs there.
    static let exceptions: [String: String] = [
        EXCEPTIONS
    ]

    /// One corpus line. `value` is the exact text of the line's value, so
    /// numbers reach the decoder spelled as Rust read them.
    struct Entry {
        var type: String
        var value: Data
        var valid: Bool
        var path: String

        init?(_ line: Substring) {
            guard let members = Self.members(Array(line.utf8)),
                let type = try? JSONDecoder().decode(String.self, from: members["type"] ?? Data()),
                let value = members["value"],
                let valid = try? JSONDecoder().decode(Bool.self, from: members["valid"] ?? Data())
            else { return nil }
            self.type = type
            self.value = value
            self.valid = valid
            self.path = members["path"].flatMap { try? JSONDecoder().decode(String.self, from: $0) } ?? ""
        }

        /// The members of a compact JSON object, each value as its text.
        static func members(_ bytes: [UInt8]) -> [String: Data]? {
            guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
            var out: [String: Data] = [:]
            var i = 1
            while i < bytes.count - 1 {
                let keyStart = i
                i = end(of: bytes, from: i)
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":"),
                    let key = try? JSONDecoder().decode(String.self, from: Data(bytes[keyStart..<i]))
                else { return nil }
                let valueStart = i + 1
                i = end(of: bytes, from: valueStart)
                out[key] = Data(bytes[valueStart..<i])
                i += 1  // the `,` or the closing `}`
            }
            return out
        }

        /// The index just past the JSON value that starts at `start` (a
        /// string, or anything up to the `,`, `:` or closing bracket that
        /// ends it at its own depth).
        static func end(of bytes: [UInt8], from start: Int) -> Int {
            var i = start
            var depth = 0
            var inString = false
            while i < bytes.count {
                let c = bytes[i]
                if inString {
                    if c == UInt8(ascii: "\\") {
                        i += 1
                    } else if c == UInt8(ascii: "\"") {
                        inString = false
                        if depth == 0 { return i + 1 }
                    }
                } else {
                    switch c {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        if depth == 0 { return i }
                        depth -= 1
                        if depth == 0 { return i + 1 }
                    case UInt8(ascii: ","), UInt8(ascii: ":"):
                        if depth == 0 { return i }
                    default: break
                    }
                }
                i += 1
            }
            return i
        }
    }

    /// Each line is its own check: a disagreement names the line, its type,
    /// both verdicts and Swift's error, and the lines after it still run.
    func testCorpusVerdictsMatchRust() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("corpus.ndjson")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        XCTAssertFalse(lines.isEmpty)
        var agreed = 0
        var disagreed = 0
        var excepted: Set<String> = []
        var unexported: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard let entry = Entry(line) else {
                XCTFail("line \(number): not a corpus entry")
                disagreed += 1
                continue
            }
            let rust = entry.valid ? "accepts" : "rejects at \(entry.path)"
            var swift = "accepts"
            var agrees = entry.valid
            do {
                guard try MODULERoundTripTests.decode(type: entry.type, entry.value) != nil else {
                    unexported[entry.type, default: 0] += 1
                    continue
                }
            } catch {
                let description = (error as? DecodingError)?.wireDescription ?? "\(error)"
                swift = "rejects: \(description)"
                // A line the corpus retagged to an event type the contract does
                // not define may hold a second error (a broken position): Rust
                // names the event, where its type is refused; Swift may name
                // the broken member inside it first, as Foundation gives no
                // member order. Any other line must name Rust's path.
                let retagged = String(decoding: entry.value, as: UTF8.self).contains("\"x_unknown_type\"")
                agrees = !entry.valid
                    && (description.hasPrefix(entry.path + ": ")
                        || (retagged && description.hasPrefix(entry.path + ".")))
            }
            let key = "\(entry.type) \(String(decoding: entry.value, as: UTF8.self))"
            if let reason = Self.exceptions[key] {
                excepted.insert(key)
                if agrees {
                    XCTFail("line \(number): \(entry.type) agrees with Rust now; drop it from the exceptions (\(reason))")
                }
            } else if agrees {
                agreed += 1
            } else {
                disagreed += 1
                XCTFail("line \(number): \(entry.type): Rust \(rust), Swift \(swift)")
            }
        }
        for key in Self.exceptions.keys where !excepted.contains(key) {
            XCTFail("listed exception is not in the corpus: \(key)")
        }
        for (type, count) in unexported.sorted(by: { $0.key < $1.key }) {
            XCTFail("\(type): no Swift type, \(count) corpus lines not checked")
        }
        print(
            "MODULE corpus: \(lines.count) lines, \(agreed) agree, \(disagreed) disagree, "
                + "\(excepted.count) listed exceptions, \(unexported.values.reduce(0, +)) lines of "
                + "\(unexported.count) types without a Swift type")
    }
}
"#;
