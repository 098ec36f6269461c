//! The hand-written Swift support library (`WireKit` target) every generated
//! module builds on: a JSON value type, the tri-state `Patch`, a dynamic
//! coding key, and the container helpers that implement the presence policy.

/// `Sources/WireKit/JSONValue.swift`.
pub const JSON_VALUE: &str = r#"import Foundation

/// Any JSON value. Stands in for fields the contract leaves open (`unknown`,
/// `JsonValue`, free-form objects) and keeps them exactly as received.
///
/// Numbers: one that `JSONDecoder` reads as an `Int64` without loss is
/// `.integer` and re-encodes without fraction or exponent; any other is
/// `.number` and re-encodes as `JSONEncoder` writes a `Double`. Foundation's
/// decoder does not say how a number was spelled, so `1.0` and `1e2` become
/// `.integer(1)` and `.integer(100)` and re-encode as `1` and `100`: the value
/// is kept, the spelling of a whole number written with a fraction or an
/// exponent is not (the Rust crates keep it: `1.0` re-encodes as `1.0`).
/// Two numbers compare equal when their values are equal.
public enum JSONValue: Codable, Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number whose value is a whole number that fits in 64 bits.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object. Key order is not significant in JSON.
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let v = try? c.decode(Bool.self) {
            self = .bool(v)
        } else if let v = try? c.decode(Int64.self) {
            self = .integer(v)
        } else if let v = try? c.decode(Double.self) {
            self = .number(v)
        } else if let v = try? c.decode(String.self) {
            self = .string(v)
        } else if let v = try? c.decode([JSONValue].self) {
            self = .array(v)
        } else if let v = try? c.decode([String: JSONValue].self) {
            self = .object(v)
        } else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a JSON value")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let v): try c.encode(v)
        case .integer(let v): try c.encode(v)
        case .number(let v): try c.encode(v)
        case .string(let v): try c.encode(v)
        case .array(let v): try c.encode(v)
        case .object(let v): try c.encode(v)
        }
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.integer(a), .number(b)): return Double(a) == b
        case let (.number(a), .integer(b)): return a == Double(b)
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let v): hasher.combine(v)
        case .integer(let v): hasher.combine(Double(v))
        case .number(let v): hasher.combine(v)
        case .string(let v): hasher.combine(v)
        case .array(let v): hasher.combine(v)
        case .object(let v): hasher.combine(v)
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
"#;

/// `Sources/WireKit/Presence.swift`.
pub const PRESENCE: &str = r#"import Foundation

/// A field of a partial update: absent (leave as is), `null` (clear) or a
/// value (set). Encodes nothing when absent, `null` when cleared.
public enum Patch<Wrapped> {
    /// Not present: leave the current value unchanged.
    case absent
    /// `null`: clear the current value.
    case null
    /// A value: replace the current value.
    case value(Wrapped)

    /// The value, if one is set.
    public var valueIfSet: Wrapped? {
        if case .value(let v) = self { return v }
        return nil
    }

    /// Whether the field is absent.
    public var isAbsent: Bool {
        if case .absent = self { return true }
        return false
    }
}

extension Patch: Equatable where Wrapped: Equatable {}
extension Patch: Hashable where Wrapped: Hashable {}
extension Patch: Sendable where Wrapped: Sendable {}

/// A coding key made from any string: reads and writes keys the generated
/// types do not declare (unknown fields kept by fallback types).
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }

    public init(_ string: String) { self.stringValue = string }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { return nil }
}

/// The error thrown when a wire constant does not have its one allowed value.
public struct ConstantMismatch: Error, CustomStringConvertible, Sendable {
    /// The field path.
    public var path: String
    /// The constant the contract requires, as JSON text.
    public var expected: String

    public var description: String { "\(path): expected the constant \(expected)" }
}

// The helpers below are `package`: the generated modules use them, an app
// that imports the libraries does not see them (so its own helpers of the
// same names stay unambiguous).

extension KeyedDecodingContainer {
    /// A required field. `decode(_:forKey:)`, except that a number the field's
    /// type cannot hold (`1.5` for an `Int`) is reported at the field:
    /// `JSONDecoder` reports it as invalid JSON at the root.
    package func decodeField<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        do {
            return try decode(T.self, forKey: key)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw wireViolation(codingPath + [key], "\(error)")
        }
    }

    /// An optional field that may be `null` or absent, both `nil`.
    package func decodeFieldIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeField(T.self, forKey: key)
    }

    /// An optional field that must not be `null`: absent gives `nil`,
    /// `null` is an error.
    package func decodeOmittable<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key) else { return nil }
        return try decodeField(T.self, forKey: key)
    }

    /// A required field that may be `null`: absent is an error.
    package func decodeNullable<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "required field is missing (null is allowed)"))
        }
        if try decodeNil(forKey: key) { return nil }
        return try decodeField(T.self, forKey: key)
    }

    /// A field with a default: absent gives `defaultValue`.
    package func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default defaultValue: @autoclosure () -> T)
        throws -> T
    {
        guard contains(key) else { return defaultValue() }
        return try decodeField(T.self, forKey: key)
    }

    /// A tri-state field: absent, `null` or a value.
    package func decodePatch<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> Patch<T> {
        guard contains(key) else { return .absent }
        if try decodeNil(forKey: key) { return .null }
        return .value(try decodeField(T.self, forKey: key))
    }

    /// A string member that is one of `allowed`: one that tells the members
    /// of a union apart.
    package func decodeOneOf(_ allowed: [String], forKey key: Key) throws -> String {
        let value = try decodeField(String.self, forKey: key)
        guard allowed.contains(value) else {
            throw wireViolation(codingPath + [key], "unknown variant `\(value)`, expected one of \(allowed)")
        }
        return value
    }

    /// The items of an array constant, each one of `allowed`, when `required`
    /// or present: an item outside the set is an error at its index.
    package func expectItems(in allowed: Set<String>, forKey key: Key, required: Bool) throws {
        guard required || contains(key) else { return }
        for (i, item) in try decodeField([String].self, forKey: key).enumerated() where !allowed.contains(item) {
            throw wireViolation(codingPath + [key, WireIndex(i)], "unknown variant `\(item)`")
        }
    }

    /// A constant field: checks the value when `required` or present, and
    /// says whether it was present.
    @discardableResult
    package func expectConstant<T: Decodable & Equatable>(_ expected: T, forKey key: Key, required: Bool) throws
        -> Bool
    {
        guard required || contains(key) else { return false }
        let got = try decodeField(T.self, forKey: key)
        guard got == expected else {
            let path = wirePath(codingPath + [key])
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath + [key],
                    debugDescription: ConstantMismatch(path: path, expected: "\(expected)").description))
        }
        return true
    }
}

extension KeyedEncodingContainer {
    /// Writes the value, or `null` when it is `nil` (required nullable fields).
    package mutating func encodeNullable<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    /// Writes nothing when absent, `null` when cleared, else the value.
    package mutating func encodePatch<T: Encodable>(_ value: Patch<T>, forKey key: Key) throws {
        switch value {
        case .absent: break
        case .null: try encodeNil(forKey: key)
        case .value(let v): try encode(v, forKey: key)
        }
    }
}

extension Decoder {
    /// The fields of the current object whose keys are not in `known`.
    package func unknownFields<T: Decodable>(_ type: T.Type, known: Set<String>) throws -> [String: T] {
        let c = try container(keyedBy: AnyCodingKey.self)
        var out: [String: T] = [:]
        for key in c.allKeys where !known.contains(key.stringValue) {
            out[key.stringValue] = try c.decode(T.self, forKey: key)
        }
        return out
    }

    /// Whether the current object has no member outside `keys`.
    package func wireHasOnlyKeys(_ keys: Set<String>) throws -> Bool {
        try container(keyedBy: AnyCodingKey.self).allKeys.allSatisfy { keys.contains($0.stringValue) }
    }
}

extension Encoder {
    /// Writes extra fields next to the declared ones.
    package func encodeUnknownFields<T: Encodable>(_ fields: [String: T]) throws {
        var c = container(keyedBy: AnyCodingKey.self)
        for (key, value) in fields {
            try c.encode(value, forKey: AnyCodingKey(key))
        }
    }
}

/// Decodes a default value written as JSON text by the generator.
/// The generator only writes defaults that decode, so failure is a bug.
/// Public (default arguments of public initializers call it), under a name
/// no app would choose.
public func wireDefault<T: Decodable>(_ json: String) -> T {
    do {
        return try JSONDecoder().decode(T.self, from: Data(json.utf8))
    } catch {
        preconditionFailure("generated default \(json) does not decode: \(error)")
    }
}

/// Thrown when no member of a union accepts a value.
package func noMatchingMember(_ decoder: Decoder, _ union: String) -> DecodingError {
    wireViolation(decoder.codingPath, "no member of \(union) accepts the value")
}

/// Thrown when a union's tag names no member: at the tag field `key`, or at
/// the object when `key` is `nil` (each as the Rust decoder of the union).
package func unknownTag(_ decoder: Decoder, _ union: String, _ tag: String, at key: CodingKey? = nil) -> DecodingError {
    wireViolation(decoder.codingPath + (key.map { [$0] } ?? []), "unknown \(union) tag \"\(tag)\"")
}

/// The error of a field the Rust type flattens in from another struct
/// (`#[serde(flatten)]`), reported at the object itself, as serde reports it.
package func wireFlattened(_ decoder: Decoder, _ error: DecodingError) -> DecodingError {
    wireViolation(decoder.codingPath, error.wireDescription)
}
"#;

/// `WireKit/Validation.swift`: the checks of the contract's value rules that
/// the generated decoders call (see [`super::validation`]).
pub const VALIDATION: &str = r#"import Foundation

// The rules a contract declares for a value (lengths, patterns, ranges, item
// counts, uniqueness), checked as the Rust decoders check them. A broken rule
// throws `DecodingError.dataCorrupted` whose description starts with the
// field path written as the Rust errors write it (`attachments[0].sha256`).

/// The coding key of an array element: `[i]` in a path.
package struct WireIndex: CodingKey, Sendable {
    package var intValue: Int?
    package var stringValue: String { "Index \(intValue ?? 0)" }

    package init(_ index: Int) { self.intValue = index }
    package init?(stringValue: String) { return nil }
    package init?(intValue: Int) { self.intValue = intValue }
}

/// A coding path as the Rust errors write it: `params.attachments[0].sha256`,
/// `(root)` for the value itself.
package func wirePath(_ codingPath: [CodingKey]) -> String {
    var out = ""
    for key in codingPath {
        if let index = key.intValue {
            out += "[\(index)]"
        } else {
            out += out.isEmpty ? key.stringValue : "." + key.stringValue
        }
    }
    return out.isEmpty ? "(root)" : out
}

extension DecodingError {
    /// The field path of the value at fault, as the Rust errors write it
    /// (`params.attachments[0].sha256`, `(root)` for the value itself); a
    /// missing field is reported at the object that lacks it, as in Rust.
    public var wirePath: String {
        switch self {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
            return WireKit.wirePath(c.codingPath)
        @unknown default:
            return "(root)"
        }
    }

    /// `path: rule`, as a Rust `DecodeError` reads after the type name:
    /// `attachments[0].sha256: string does not match pattern ^[0-9a-f]{64}$`.
    public var wireDescription: String {
        switch self {
        case .keyNotFound(let key, _):
            return "\(wirePath): missing field `\(key.stringValue)`"
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
            // The rules above write the path into the description already.
            let prefix = wirePath + ": "
            return c.debugDescription.hasPrefix(prefix) ? c.debugDescription : prefix + c.debugDescription
        @unknown default:
            return "\(wirePath): \(self)"
        }
    }
}

/// The error for a value at `path` that breaks `rule`.
package func wireViolation(_ path: [CodingKey], _ rule: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: path, debugDescription: "\(wirePath(path)): \(rule)"))
}

/// A string's length in Unicode scalars (Rust's `chars().count()`) and its pattern.
package func wireCheck(
    _ value: String, at path: [CodingKey], minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil
) throws {
    let length = value.unicodeScalars.count
    if let minLength, length < minLength {
        throw wireViolation(path, "length \(length) is shorter than minLength \(minLength)")
    }
    if let maxLength, length > maxLength {
        throw wireViolation(path, "length \(length) is longer than maxLength \(maxLength)")
    }
    if let pattern {
        let regex: NSRegularExpression
        do {
            regex = try NSRegularExpression(pattern: pattern)
        } catch {
            throw wireViolation(path, "pattern \(pattern) does not compile: \(error)")
        }
        let range = NSRange(value.startIndex..<value.endIndex, in: value)
        if regex.firstMatch(in: value, options: [], range: range) == nil {
            throw wireViolation(path, "string does not match pattern \(pattern)")
        }
    }
}

/// A number's range.
package func wireCheck(
    _ value: Double, at path: [CodingKey], minimum: Double? = nil, maximum: Double? = nil,
    exclusiveMinimum: Double? = nil, exclusiveMaximum: Double? = nil
) throws {
    let shown = value.rounded() == value && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
    func bound(_ b: Double) -> String { b.rounded() == b && abs(b) < 1e15 ? "\(Int64(b))" : "\(b)" }
    if let minimum, value < minimum {
        throw wireViolation(path, "\(shown) is less than minimum \(bound(minimum))")
    }
    if let maximum, value > maximum {
        throw wireViolation(path, "\(shown) is greater than maximum \(bound(maximum))")
    }
    if let exclusiveMinimum, value <= exclusiveMinimum {
        throw wireViolation(path, "\(shown) is less than or equal to exclusiveMinimum \(bound(exclusiveMinimum))")
    }
    if let exclusiveMaximum, value >= exclusiveMaximum {
        throw wireViolation(path, "\(shown) is greater than or equal to exclusiveMaximum \(bound(exclusiveMaximum))")
    }
}

/// An integer's range.
package func wireCheck(
    _ value: Int, at path: [CodingKey], minimum: Double? = nil, maximum: Double? = nil,
    exclusiveMinimum: Double? = nil, exclusiveMaximum: Double? = nil
) throws {
    try wireCheck(
        Double(value), at: path, minimum: minimum, maximum: maximum,
        exclusiveMinimum: exclusiveMinimum, exclusiveMaximum: exclusiveMaximum)
}

/// An array's item count.
package func wireCheckCount(_ count: Int, at path: [CodingKey], minItems: Int? = nil, maxItems: Int? = nil) throws {
    if let minItems, count < minItems {
        throw wireViolation(path, "array has fewer than minItems \(minItems)")
    }
    if let maxItems, count > maxItems {
        throw wireViolation(path, "array has more than maxItems \(maxItems)")
    }
}

extension Decoder {
    /// The current object has no member outside `known` (a Rust type that
    /// denies unknown fields; the schema's `additionalProperties: false`).
    /// With `ifMissingAnyOf`, only when one of those members is absent.
    package func wireDenyUnknownKeys(_ known: Set<String>, ifMissingAnyOf required: [String]? = nil) throws {
        let c = try container(keyedBy: AnyCodingKey.self)
        if let required, required.allSatisfy({ c.contains(AnyCodingKey($0)) }) { return }
        if let key = c.allKeys.map(\.stringValue).filter({ !known.contains($0) }).sorted().first {
            throw wireViolation(codingPath + [AnyCodingKey(key)], "unknown field `\(key)`")
        }
    }
}

/// At most `maxContains` items are objects whose `member` is the string
/// `value` (a key that may appear once in a batch).
package func wireCheckContains<T: Encodable>(
    _ items: [T], at path: [CodingKey], member: String, value: String, maxContains: Int
) throws {
    var seen: [Int] = []
    for (i, item) in items.enumerated() {
        let json = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(item))
        guard case .object(let object) = json, object[member] == .string(value) else { continue }
        seen.append(i)
        if seen.count > maxContains {
            let itemPath = path + [WireIndex(i) as CodingKey, AnyCodingKey(member)]
            throw wireViolation(
                itemPath,
                "\(value) appears more than once (duplicate keys are rejected); \(wirePath(path + [WireIndex(seen[0]) as CodingKey])) has it first")
        }
    }
}

/// No two items of an array are equal.
package func wireCheckUnique<T: Hashable>(_ values: [T], at path: [CodingKey]) throws {
    var first: [T: Int] = [:]
    for (i, v) in values.enumerated() {
        if let j = first[v] {
            throw wireViolation(path, "items \(j) and \(i) are equal (uniqueItems)")
        }
        first[v] = i
    }
}
"#;

/// `WireKit.Corpus`: judges a differential corpus (one JSON object a line:
/// `type`, `value`, the Rust decoder's `valid` verdict and, for a rejected
/// value, its `path`) against a Swift decoder, once for every protocol's
/// test target and for a user checking decoders of their own.
pub const CORPUS: &str = r#"import Foundation

/// Judges a differential corpus against Swift decoders.
public enum Corpus {
    /// One corpus line. `value` is the exact text of the line's value, so
    /// numbers reach the decoder spelled as Rust read them.
    public struct Entry: Sendable {
        public var type: String
        public var value: Data
        public var valid: Bool
        public var path: String

        /// The entry a line holds; `nil` for a line that is not one.
        public init?(_ line: Substring) {
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

    /// What a corpus run found: the counts and one message per failure.
    public struct Report: Sendable, CustomStringConvertible {
        public var lines = 0
        public var agreed = 0
        public var disagreed = 0
        public var excepted = 0
        /// Corpus lines per type name the decoder does not know.
        public var unexported: [String: Int] = [:]
        /// One message per disagreement, stale exception or unknown type.
        public var failures: [String] = []

        public var description: String {
            "\(lines) lines, \(agreed) agree, \(disagreed) disagree, \(excepted) listed exceptions, "
                + "\(unexported.values.reduce(0, +)) lines of \(unexported.count) types without a Swift type"
        }
    }

    /// Judges every line of `corpus`: `decode` decodes a value as the type
    /// its line names (`nil` for a name it does not know) and throws where
    /// Swift rejects it. A line agrees when both accept, or both reject and
    /// Swift's `wireDescription` starts with Rust's path. `exceptions` maps
    /// `"<type> <value>"` to why Swift differs there; a listed line that
    /// agrees, or that is not in the corpus, is a failure too, so the list
    /// cannot go stale.
    public static func judge(
        _ corpus: String, exceptions: [String: String],
        decode: (String, Data) throws -> (any Encodable)?
    ) -> Report {
        var report = Report()
        var excepted: Set<String> = []
        let lines = corpus.split(separator: "\n")
        report.lines = lines.count
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard let entry = Entry(line) else {
                report.failures.append("line \(number): not a corpus entry")
                report.disagreed += 1
                continue
            }
            let rust = entry.valid ? "accepts" : "rejects at \(entry.path)"
            var swift = "accepts"
            var agrees = entry.valid
            do {
                guard try decode(entry.type, entry.value) != nil else {
                    report.unexported[entry.type, default: 0] += 1
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
            if let reason = exceptions[key] {
                excepted.insert(key)
                if agrees {
                    report.failures.append(
                        "line \(number): \(entry.type) agrees with Rust now; drop it from the exceptions (\(reason))")
                }
            } else if agrees {
                report.agreed += 1
            } else {
                report.disagreed += 1
                report.failures.append("line \(number): \(entry.type): Rust \(rust), Swift \(swift)")
            }
        }
        report.excepted = excepted.count
        for key in exceptions.keys.sorted() where !excepted.contains(key) {
            report.failures.append("listed exception is not in the corpus: \(key)")
        }
        for (type, count) in report.unexported.sorted(by: { $0.key < $1.key }) {
            report.failures.append("\(type): no Swift type, \(count) corpus lines not checked")
        }
        return report
    }
}
"#;
