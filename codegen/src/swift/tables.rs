//! Swift constants generated from the protocol crates' static tables: the
//! WorkerDeck `PROTOCOL_VERSION`, `ENGINE_CAPABILITIES`,
//! `supportsPermissionMode` and route table; the Coderook method, event and error-code
//! tables (with the method- and type-tagged unions built on them); the
//! Orion route list.
//!
//! This is the one place that reads those tables: values are taken from the
//! Rust statics and rendered as Swift values of the generated types, so the
//! Swift constants cannot drift from the Rust ones.

use super::emit::{SchemaFn, Values};
use super::names::{ident, lower_camel, string_literal, unique};
use crate::artifact::Protocol;
use serde::Serialize;
use serde_json::Value;
use std::fmt::Write as _;

/// The body of `Sources/<Module>/Tables.swift` for a protocol, if its crate has tables.
pub fn swift(p: &Protocol) -> Option<String> {
    let protocol = p.name;
    let entries: Vec<(&str, SchemaFn)> = (p.types)().iter().map(|e| (e.name, e.schema)).collect();
    let names: Vec<&str> = entries.iter().map(|e| e.0).collect();
    let mut values = Values::new(&entries, super::options(protocol));
    match protocol {
        "workerdeck" => Some(workerdeck(&mut values)),
        "coderook" => Some(coderook(&names)),
        "orion" => Some(orion()),
        _ => None,
    }
}

fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("table values encode")
}

fn optional(s: Option<&str>) -> String {
    s.map(string_literal).unwrap_or_else(|| "nil".into())
}

/// A route body in Swift: the JSON body's type name, `"bytes"`, or `nil`.
fn workerdeck_body(body: workerdeck_protocol::routes::Body) -> String {
    use workerdeck_protocol::routes::Body;
    match body {
        Body::None | Body::Frames { .. } => "nil".into(),
        Body::Json(name) => string_literal(name),
        Body::Bytes => string_literal("bytes"),
    }
}

fn workerdeck_routes() -> String {
    use workerdeck_protocol::routes::{Body, ROUTES};
    let mut out = String::from(
        r#"
/// A status a route may answer with, and what it means there.
public struct RouteStatus: Hashable, Sendable {
    /// The HTTP status code.
    public var code: Int
    /// What it means for this route.
    public var meaning: String
}

/// One REST or WebSocket route (a row of ``ROUTES``).
public struct RouteInfo: Hashable, Sendable {
    /// HTTP method (`GET`), or `WS` for a WebSocket.
    public var method: String
    /// Path template under the server's `{basePath}`, with `:name` parameters.
    public var path: String
    /// Query parameters the route reads.
    public var query: [String]
    /// The JSON request body's type, `"bytes"` for a raw body, `nil` for none.
    public var request: String?
    /// The JSON response body's type, `"bytes"` for a raw body, `nil` for none.
    public var response: String?
    /// For a WebSocket: the type of the frames a client sends, if it sends any.
    public var clientFrames: String?
    /// For a WebSocket: the type of the frames the server sends.
    public var serverFrames: String?
    /// Statuses the contract describes, with their meaning.
    public var statuses: [RouteStatus]
    /// Whether the contract implies this path without spelling it out.
    public var pathInferred: Bool
    /// What the route does.
    public var summary: String
}

/// Every REST and WebSocket route the contract names.
public let ROUTES: [RouteInfo] = [
"#,
    );
    for r in ROUTES {
        let (client, server) = match r.response {
            Body::Frames { client, server } => (optional(client), string_literal(server)),
            _ => ("nil".into(), "nil".into()),
        };
        let query: Vec<String> = r.query.iter().map(|q| string_literal(q)).collect();
        let statuses: Vec<String> = r
            .statuses
            .iter()
            .map(|s| {
                format!(
                    "RouteStatus(code: {}, meaning: {})",
                    s.code,
                    string_literal(s.meaning)
                )
            })
            .collect();
        let statuses = format!("[{}]", statuses.join(", "));
        let _ = writeln!(
            out,
            "    RouteInfo(\n        method: {},\n        path: {},\n        query: [{}],\n        request: {},\n        response: {},\n        clientFrames: {client},\n        serverFrames: {server},\n        statuses: {statuses},\n        pathInferred: {},\n        summary: {}\n    ),",
            string_literal(r.method.as_str()),
            string_literal(r.path),
            query.join(", "),
            workerdeck_body(r.request),
            workerdeck_body(r.response),
            r.path_inferred,
            string_literal(r.summary),
        );
    }
    out.push_str("]\n");
    out
}

fn workerdeck(values: &mut Values) -> String {
    use workerdeck_protocol::{EngineCapabilities, PROTOCOL_VERSION, ProfileEngine};
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\n/// The protocol version this package speaks (`PROTOCOL_VERSION`).\npublic let PROTOCOL_VERSION: Int = {PROTOCOL_VERSION}"
    );
    out.push_str(
        "\n/// The static capability record of each engine, with exactly upstream's values: the\n/// default for `ProfileInfo.capabilities` and `SessionInfo.capabilities` when the\n/// server sends none. A copy on the wire wins over this table.\npublic let ENGINE_CAPABILITIES: [ProfileEngine: EngineCapabilities] = [\n",
    );
    for engine in ProfileEngine::ALL {
        let key = values.expr("ProfileEngine", &json(engine), 1);
        let record = values.expr(
            "EngineCapabilities",
            &json(&EngineCapabilities::for_engine(*engine)),
            1,
        );
        let _ = writeln!(out, "    {key}: {record},");
    }
    out.push_str("]\n");
    let provider = values.expr("ProfileEngine", &json(&ProfileEngine::Provider), 0);
    let _ = writeln!(
        out,
        "\n/// Permission modes the `provider` engine understands.\n@available(*, deprecated, message: \"read ENGINE_CAPABILITIES[.provider].permissionModes (this is an alias of it)\")\npublic let PROVIDER_PERMISSION_MODES: [PermissionMode] = ENGINE_CAPABILITIES[{provider}]?.permissionModes ?? []"
    );
    let default_engine = values.expr("ProfileEngine", &json(&ProfileEngine::or_default(None)), 0);
    let _ = writeln!(
        out,
        "\n/// Whether an engine can run a permission mode: the one rule create forms filter\n/// with and the gateway refuses with. An absent engine is `{}` (every mode).\npublic func supportsPermissionMode(_ engine: ProfileEngine?, _ mode: PermissionMode) -> Bool {{\n    ENGINE_CAPABILITIES[engine ?? {default_engine}]?.permissionModes.contains(mode) ?? false\n}}",
        json(&ProfileEngine::or_default(None))
            .as_str()
            .unwrap_or_default()
    );
    out.push_str(&workerdeck_routes());
    out
}

fn coderook(registered: &[&str]) -> String {
    use coderook_protocol::{ERROR_CODES, EVENT_TYPES, JSONRPC_VERSION, METHODS};
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\n/// The JSON-RPC version every frame carries.\npublic let JSONRPC_VERSION = {}",
        string_literal(JSONRPC_VERSION)
    );

    // Method table.
    out.push_str("\n/// One row of ``METHODS``: a JSON-RPC method with its params and result type names.\npublic struct MethodInfo: Hashable, Sendable {\n    /// The JSON-RPC `method`.\n    public var method: String\n    /// The params type's name.\n    public var params: String\n    /// The result type's name; `nil` where the contract documents no result.\n    public var result: String?\n}\n");
    out.push_str("\n/// Every method, in contract order.\npublic let METHODS: [MethodInfo] = [\n");
    for m in METHODS {
        let _ = writeln!(
            out,
            "    MethodInfo(method: {}, params: {}, result: {}),",
            string_literal(m.method),
            string_literal(m.params),
            optional(m.result)
        );
    }
    out.push_str("]\n");

    // The method-tagged union.
    let methods: Vec<_> = METHODS
        .iter()
        .filter(|m| registered.contains(&m.params))
        .collect();
    let mut taken = Vec::new();
    let cases: Vec<String> = methods
        .iter()
        .map(|m| unique(&lower_camel(m.method), &mut taken))
        .collect();
    out.push_str("\n/// The params of a request, by JSON-RPC `method`.\npublic enum Command: Hashable, Sendable {\n");
    for (m, case) in methods.iter().zip(&cases) {
        let _ = writeln!(
            out,
            "    /// `{}`: ``{}``.\n    case {}({})",
            m.method,
            m.params,
            ident(case),
            m.params
        );
    }
    out.push_str("\n    /// The JSON-RPC `method`.\n    public var method: String {\n        switch self {\n");
    for (m, case) in methods.iter().zip(&cases) {
        let _ = writeln!(
            out,
            "        case .{}: return {}",
            ident(case),
            string_literal(m.method)
        );
    }
    out.push_str("        }\n    }\n\n    /// Decodes `params` for `method`; `nil` when the method is not in the table.\n    public static func decode(method: String, params: Decoder) throws -> Command? {\n        switch method {\n");
    for (m, case) in methods.iter().zip(&cases) {
        let _ = writeln!(
            out,
            "        case {}: return .{}(try {}(from: params))",
            string_literal(m.method),
            ident(case),
            m.params
        );
    }
    out.push_str("        default: return nil\n        }\n    }\n\n    /// Writes the params.\n    public func encodeParams(to encoder: Encoder) throws {\n        switch self {\n");
    for case in &cases {
        let _ = writeln!(
            out,
            "        case .{}(let params): try params.encode(to: encoder)",
            ident(case)
        );
    }
    out.push_str("        }\n    }\n}\n");
    out.push_str(CLIENT_REQUEST);

    // Event table and the type-tagged union.
    out.push_str("\n/// One row of ``EVENT_TYPES``.\npublic struct EventInfo: Hashable, Sendable {\n    /// The `type` tag (`run.started`).\n    public var eventType: String\n    /// The event type's name (`RunStartedEvent`).\n    public var typeName: String\n}\n");
    out.push_str(
        "\n/// Every event type, in contract order.\npublic let EVENT_TYPES: [EventInfo] = [\n",
    );
    for e in EVENT_TYPES {
        let _ = writeln!(
            out,
            "    EventInfo(eventType: {}, typeName: {}),",
            string_literal(e.event_type),
            string_literal(e.type_name)
        );
    }
    out.push_str("]\n");
    let events: Vec<_> = EVENT_TYPES
        .iter()
        .filter(|e| registered.contains(&e.type_name))
        .collect();
    let mut taken = vec!["other".to_owned()];
    let cases: Vec<String> = events
        .iter()
        .map(|e| unique(&lower_camel(e.event_type), &mut taken))
        .collect();
    out.push_str("\n/// Every event the contract defines, tagged by `type`; an event whose `type` is\n/// not in the table is kept whole in ``other(_:)``.\npublic enum Event: Codable, Hashable, Sendable {\n");
    for (e, case) in events.iter().zip(&cases) {
        let _ = writeln!(
            out,
            "    /// `{}`: ``{}``.\n    case {}({})",
            e.event_type,
            e.type_name,
            ident(case),
            e.type_name
        );
    }
    out.push_str("    /// An event whose `type` is not in the table, kept whole.\n    case other([String: JSONValue])\n");
    out.push_str("\n    /// The `type` tag (for ``other(_:)``, its `type` member or `\"\"`).\n    public var eventType: String {\n        switch self {\n");
    for (e, case) in events.iter().zip(&cases) {
        let _ = writeln!(
            out,
            "        case .{}: return {}",
            ident(case),
            string_literal(e.event_type)
        );
    }
    out.push_str("        case .other(let object):\n            if case .string(let tag)? = object[\"type\"] { return tag }\n            return \"\"\n        }\n    }\n\n    private enum TagKeys: String, CodingKey {\n        case tag = \"type\"\n    }\n\n    public init(from decoder: Decoder) throws {\n        let c = try decoder.container(keyedBy: TagKeys.self)\n        let tag = (try? c.decode(String.self, forKey: .tag)) ?? \"\"\n        switch tag {\n");
    for (e, case) in events.iter().zip(&cases) {
        let _ = writeln!(
            out,
            "        case {}: self = .{}(try {}(from: decoder))",
            string_literal(e.event_type),
            ident(case),
            e.type_name
        );
    }
    out.push_str("        default: self = .other(try [String: JSONValue](from: decoder))\n        }\n    }\n\n    public func encode(to encoder: Encoder) throws {\n        switch self {\n");
    for case in &cases {
        let _ = writeln!(
            out,
            "        case .{}(let event): try event.encode(to: encoder)",
            ident(case)
        );
    }
    out.push_str(
        "        case .other(let object): try object.encode(to: encoder)\n        }\n    }\n}\n",
    );

    // Error codes.
    out.push_str("\n/// One row of the contract's error table.\npublic struct ErrorCodeInfo: Hashable, Sendable {\n    /// The numeric code.\n    public var code: Int\n    /// The contract's name for it (`Session Not Found`).\n    public var name: String\n    /// The contract's meaning (`Requested session does not exist`).\n    public var meaning: String\n}\n");
    out.push_str("\n/// The contract's error table, in its order.\npublic let ERROR_CODES: [ErrorCodeInfo] = [\n");
    for e in ERROR_CODES {
        let _ = writeln!(
            out,
            "    ErrorCodeInfo(code: {}, name: {}, meaning: {}),",
            e.code,
            string_literal(e.name),
            string_literal(e.meaning)
        );
    }
    out.push_str("]\n");
    out.push_str("\n/// A JSON-RPC error code: the contract's table as constants, and any other code a\n/// server may send, kept as is.\npublic struct ErrorCode: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByIntegerLiteral {\n    /// The numeric code.\n    public var rawValue: Int\n\n    /// Wraps a code.\n    public init(rawValue: Int) { self.rawValue = rawValue }\n\n    public init(integerLiteral value: Int) { self.rawValue = value }\n\n    public init(from decoder: Decoder) throws {\n        self.rawValue = try decoder.singleValueContainer().decode(Int.self)\n    }\n\n    public func encode(to encoder: Encoder) throws {\n        var c = encoder.singleValueContainer()\n        try c.encode(rawValue)\n    }\n\n    /// The table row, if the code is in the contract's table.\n    public var info: ErrorCodeInfo? { ERROR_CODES.first { $0.code == rawValue } }\n");
    let mut taken = vec!["rawValue".to_owned(), "info".to_owned()];
    for e in ERROR_CODES {
        let name = unique(&lower_camel(e.name), &mut taken);
        let _ = writeln!(
            out,
            "\n    /// `{}` {}: {}.\n    public static let {} = ErrorCode(rawValue: {})",
            e.code,
            e.name,
            e.meaning,
            ident(&name),
            e.code
        );
    }
    out.push_str("}\n");
    out
}

/// The typed request frame over ``Command``.
const CLIENT_REQUEST: &str = r#"
/// A JSON-RPC request whose `params` are decoded by `method`. An absent
/// `params` reads as `{}`, so commands whose fields all have defaults may omit it.
public struct ClientRequest: Codable, Hashable, Sendable {
    /// The request id: a string or a number.
    public var id: JSONValue
    /// The method and its params.
    public var command: Command

    /// A request.
    public init(id: JSONValue, command: Command) {
        self.id = id
        self.command = command
    }

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, method, params
    }

    private struct Captured: Decodable {
        let decoder: Decoder
        init(from decoder: Decoder) throws { self.decoder = decoder }
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try c.expectConstant(JSONRPC_VERSION, forKey: .jsonrpc, required: true)
        self.id = try c.decode(JSONValue.self, forKey: .id)
        let method = try c.decode(String.self, forKey: .method)
        let params = c.contains(.params)
            ? try c.superDecoder(forKey: .params)
            : try JSONDecoder().decode(Captured.self, from: Data("{}".utf8)).decoder
        guard let command = try Command.decode(method: method, params: params) else {
            throw DecodingError.dataCorruptedError(
                forKey: .method, in: c, debugDescription: "unknown method \"\(method)\"")
        }
        self.command = command
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(JSONRPC_VERSION, forKey: .jsonrpc)
        try c.encode(id, forKey: .id)
        try c.encode(command.method, forKey: .method)
        try command.encodeParams(to: c.superEncoder(forKey: .params))
    }
}
"#;

fn orion() -> String {
    use orion_api_types::{BASE_PATH, ROUTES};
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\n/// The base path every route is served under.\npublic let BASE_PATH = {}",
        string_literal(BASE_PATH)
    );
    out.push_str(
        r#"
/// One HTTP operation of the API (a row of ``ROUTES``).
public struct RouteInfo: Hashable, Sendable {
    /// HTTP method (`GET`).
    public var method: String
    /// Path template under ``BASE_PATH`` (`/sessions/{sessionId}`).
    public var path: String
    /// The contract's operationId.
    public var operationId: String
    /// Whether the `X-Orion-Web-Nonce` header is required.
    public var nonceRequired: Bool
    /// Parameter components, in the contract's order.
    public var parameters: [String]
    /// The type of the query parameters, if the operation has any.
    public var queryType: String?
    /// The type of the JSON request body, if any (always required).
    public var requestType: String?
    /// The success status.
    public var successStatus: Int
    /// The success media type.
    public var successMediaType: String
    /// The type of the success body (of each event, for `text/event-stream`).
    public var responseType: String
    /// The error statuses (bodies are `Problem`, `application/problem+json`).
    public var errorStatuses: [Int]
}

/// Every operation, in the contract's order.
public let ROUTES: [RouteInfo] = [
"#,
    );
    for r in ROUTES.iter() {
        let params: Vec<String> = r.parameters.iter().map(|p| string_literal(p)).collect();
        let errors: Vec<String> = r.errors.iter().map(|e| e.status.to_string()).collect();
        let _ = writeln!(
            out,
            "    RouteInfo(\n        method: {},\n        path: {},\n        operationId: {},\n        nonceRequired: {},\n        parameters: [{}],\n        queryType: {},\n        requestType: {},\n        successStatus: {},\n        successMediaType: {},\n        responseType: {},\n        errorStatuses: [{}]\n    ),",
            string_literal(r.method.as_str()),
            string_literal(r.path),
            string_literal(r.operation_id),
            r.nonce_required,
            params.join(", "),
            optional(r.query_type),
            optional(r.request_type),
            r.success.status,
            string_literal(r.success.media_type.as_str()),
            string_literal(r.success.type_name),
            errors.join(", ")
        );
    }
    out.push_str("]\n");
    out
}
