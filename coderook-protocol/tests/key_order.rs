//! Key order and repeated keys: a request or an event decodes the same
//! whatever the order of its keys (JSON objects are unordered), and an
//! object naming the same key twice is refused.
//!
//! Expected verdicts come from the contract's JSON Schema rules: an object
//! type is never an array, an `integer` may be written `5.0`, a `pattern` is
//! checked inside nested arrays, and a JSON-RPC request object has one
//! `method`.

use coderook_protocol::connection::error_line_for_bad_frame;
use coderook_protocol::{ClientRequest, Command, Event, ServerMessage};
use serde_json::{Value, json};

const SHA: &str = "9f2c0123456789abcdef0123456789abcdef0123456789abcdefa1b2c3d4e5f6";

fn attachment(size: &str, sha256: &str) -> String {
    format!(
        r#"{{"sha256":"{sha256}","media_type":"image/png","size":{size},"width":3,"height":3}}"#
    )
}

/// `(method, params text)`: valid and invalid params of several shapes.
fn cases() -> Vec<(&'static str, String)> {
    vec![
        ("core.ping", r#"{"client":"cli/0.0.1"}"#.into()),
        ("agent.run", r#"{"goal":"Summarise README.md"}"#.into()),
        // An integral float for an integer field (`size`), nested in an array.
        (
            "agent.run",
            format!(
                r#"{{"goal":"g","attachments":[{}]}}"#,
                attachment("3.0", SHA)
            ),
        ),
        (
            "agent.run",
            format!(
                r#"{{"goal":"g","attachments":[{}]}}"#,
                attachment("5e0", SHA)
            ),
        ),
        // Invalid: a fraction for an integer.
        (
            "agent.run",
            format!(
                r#"{{"goal":"g","attachments":[{}]}}"#,
                attachment("3.5", SHA)
            ),
        ),
        // Invalid: a pattern broken deep inside.
        (
            "agent.run",
            format!(
                r#"{{"goal":"g","attachments":[{},{}]}}"#,
                attachment("3", SHA),
                attachment("3", "not-hex")
            ),
        ),
        // Invalid: an array where the params object is expected.
        ("agent.run", r#"["Summarise README.md"]"#.into()),
        ("core.ping", r#"["cli/0.0.1"]"#.into()),
        // Invalid: an array for a nested object.
        (
            "agent.run",
            format!(r#"{{"goal":"g","attachments":[["{SHA}","image/png",3,3,3]]}}"#),
        ),
        // Invalid: a field given twice inside params.
        ("agent.run", r#"{"goal":"a","goal":"b"}"#.into()),
        // Invalid: a required field missing, a wrong type, null params.
        ("agent.run", r#"{"display_content":"d"}"#.into()),
        ("agent.run", r#"{"goal":5}"#.into()),
        ("agent.run", "null".into()),
        // Unknown method.
        ("no.such_method", "{}".into()),
    ]
}

fn frame(method: &str, params: &str, params_first: bool) -> String {
    if params_first {
        format!(r#"{{"params":{params},"jsonrpc":"2.0","id":"r-1","method":"{method}"}}"#)
    } else {
        format!(r#"{{"jsonrpc":"2.0","id":"r-1","method":"{method}","params":{params}}}"#)
    }
}

/// What a decode gives, comparable across key orders: the value, or the
/// error's type, path and message (not its position in the text).
fn outcome(
    r: Result<impl std::fmt::Debug + PartialEq + Clone, wire_kit::DecodeError>,
) -> Result<String, (String, String, String)> {
    r.map(|v| format!("{v:?}")).map_err(|e| {
        (
            e.type_name().to_owned(),
            e.path().to_owned(),
            e.message().to_owned(),
        )
    })
}

#[test]
fn params_before_method_decode_like_params_after_it() {
    for (method, params) in cases() {
        let last =
            coderook_protocol::decode::<ClientRequest>(frame(method, &params, false).as_bytes());
        let first =
            coderook_protocol::decode::<ClientRequest>(frame(method, &params, true).as_bytes());
        assert_eq!(
            outcome(first.clone()),
            outcome(last.clone()),
            "{method} {params}"
        );
        // The generic entry point agrees on acceptance too.
        let generic: Result<ClientRequest, _> =
            wire_kit::from_slice("ClientRequest", frame(method, &params, true).as_bytes());
        assert_eq!(generic.is_ok(), last.is_ok(), "{method} {params}");
    }
}

#[test]
fn params_before_method_follow_the_schema_rules() {
    let decode = |method: &str, params: &str| {
        coderook_protocol::decode::<ClientRequest>(frame(method, params, true).as_bytes())
    };
    // `integer` accepts an integral float.
    let ok = decode(
        "agent.run",
        &format!(
            r#"{{"goal":"g","attachments":[{}]}}"#,
            attachment("3.0", SHA)
        ),
    )
    .unwrap();
    let Command::AgentRun(run) = ok.command else {
        panic!("{ok:?}")
    };
    assert_eq!(run.attachments[0].size.get(), 3);
    // An object is never an array.
    let e = decode("core.ping", r#"["cli/0.0.1"]"#).unwrap_err();
    assert_eq!(e.path(), "params");
    // The path of a nested error is kept.
    let e = decode(
        "agent.run",
        &format!(
            r#"{{"goal":"g","attachments":[{},{}]}}"#,
            attachment("3", SHA),
            attachment("3", "not-hex")
        ),
    )
    .unwrap_err();
    assert_eq!(e.path(), "params.attachments[1].sha256");
    assert_eq!(
        e.to_string(),
        "ClientRequest: params.attachments[1].sha256: string does not match pattern ^[0-9a-f]{64}$"
    );
    // A field given twice is refused, as when params come last.
    let e = decode("agent.run", r#"{"goal":"a","goal":"b"}"#).unwrap_err();
    assert!(e.message().contains("duplicate field `goal`"), "{e}");
}

#[test]
fn a_request_key_given_twice_is_refused() {
    let frames = [
        (
            "method",
            r#"{"jsonrpc":"2.0","id":"r-1","method":"core.ping","method":"agent.run","params":{"goal":"g"}}"#,
        ),
        (
            "method",
            r#"{"jsonrpc":"2.0","id":"r-1","method":"agent.run","params":{"goal":"g"},"method":"agent.run"}"#,
        ),
        (
            "params",
            r#"{"jsonrpc":"2.0","id":"r-1","method":"core.ping","params":{"client":"c"},"params":{"client":"c"}}"#,
        ),
        (
            "params",
            r#"{"params":{"client":"c"},"jsonrpc":"2.0","id":"r-1","params":{"client":"c"},"method":"core.ping"}"#,
        ),
        (
            "id",
            r#"{"jsonrpc":"2.0","id":"r-1","id":"r-2","method":"core.ping","params":{"client":"c"}}"#,
        ),
        (
            "jsonrpc",
            r#"{"jsonrpc":"2.0","jsonrpc":"2.0","id":"r-1","method":"core.ping","params":{"client":"c"}}"#,
        ),
    ];
    for (key, text) in frames {
        let e = coderook_protocol::decode::<ClientRequest>(text.as_bytes()).expect_err(text);
        assert_eq!(e.path(), "", "{text}");
        assert_eq!(e.message(), format!("duplicate field `{key}`"), "{text}");
        // The reply is -32600 Invalid Request: the request object itself is invalid.
        let reply: Value =
            serde_json::from_str(&error_line_for_bad_frame(text.as_bytes(), &e)).unwrap();
        assert_eq!(reply["error"]["code"], json!(-32600), "{text}");
    }
}

const USAGE_TAIL: &str = r#""run_id":"r-1","input_tokens":3.0,"output_tokens":4,"cache_read_input_tokens":0,"cache_creation_input_tokens":0,"ts":"2026-05-16T10:00:00.001Z""#;

#[test]
fn event_keys_in_any_order_decode_alike() {
    let type_first = format!(r#"{{"type":"llm.usage",{USAGE_TAIL}}}"#);
    let type_last = format!(r#"{{{USAGE_TAIL},"type":"llm.usage"}}"#);
    let a = coderook_protocol::decode::<Event>(type_first.as_bytes()).unwrap();
    let b = coderook_protocol::decode::<Event>(type_last.as_bytes()).unwrap();
    assert_eq!(a, b);
    let Event::LlmUsage(usage) = &a else {
        panic!("{a:?}")
    };
    assert_eq!(usage.input_tokens, 3);
    // Refusals agree as well, at the same path.
    for bad in [
        r#""run_id":"r-1","input_tokens":3.5,"output_tokens":4,"cache_read_input_tokens":0,"cache_creation_input_tokens":0,"ts":"t""#,
        r#""run_id":["r-1"],"input_tokens":3,"output_tokens":4,"cache_read_input_tokens":0,"cache_creation_input_tokens":0,"ts":"t""#,
        r#""run_id":"r-1","run_id":"r-2","input_tokens":3,"output_tokens":4,"cache_read_input_tokens":0,"cache_creation_input_tokens":0,"ts":"t""#,
        r#""run_id":"r-1","output_tokens":4,"cache_read_input_tokens":0,"cache_creation_input_tokens":0,"ts":"t""#,
    ] {
        let first = coderook_protocol::decode::<Event>(
            format!(r#"{{"type":"llm.usage",{bad}}}"#).as_bytes(),
        );
        let last = coderook_protocol::decode::<Event>(
            format!(r#"{{{bad},"type":"llm.usage"}}"#).as_bytes(),
        );
        assert!(last.is_err(), "{bad}");
        assert_eq!(outcome(first), outcome(last), "{bad}");
        // Inside a push, the path is below `event` either way.
        let first = coderook_protocol::decode::<ServerMessage>(
            format!(r#"{{"kind":"event","event":{{"type":"llm.usage",{bad}}}}}"#).as_bytes(),
        );
        let last = coderook_protocol::decode::<ServerMessage>(
            format!(r#"{{"kind":"event","event":{{{bad},"type":"llm.usage"}}}}"#).as_bytes(),
        );
        assert_eq!(outcome(first), outcome(last), "{bad}");
    }
}

#[test]
fn an_event_type_given_twice_is_refused() {
    for text in [
        r#"{"type":"x.unknown","type":"tool.call_progress","run_id":"r"}"#,
        r#"{"type":"llm.token","run_id":"r","token":"t","type":"x.unknown"}"#,
        r#"{"run_id":"r","type":"x.unknown","type":"llm.token","token":"t"}"#,
        r#"{"run_id":"r","type":"llm.token","token":"t","type":true}"#,
        r#"{"type":true,"type":"llm.token"}"#,
    ] {
        let e = coderook_protocol::decode::<Event>(text.as_bytes()).expect_err(text);
        assert_eq!(e.message(), "duplicate field `type`", "{text}");
        let push = format!(r#"{{"kind":"event","event":{text}}}"#);
        let e = coderook_protocol::decode::<ServerMessage>(push.as_bytes()).expect_err(text);
        assert_eq!(e.message(), "duplicate field `type`", "{text}");
    }
    // Other repeated keys of an unknown event keep the last value, as a
    // parsed JSON object does, and the event round-trips.
    let other = coderook_protocol::decode::<Event>(br#"{"type":"x.unknown","a":1,"a":2}"#).unwrap();
    assert_eq!(
        serde_json::to_value(&other).unwrap(),
        json!({"type": "x.unknown", "a": 2})
    );
}

#[test]
fn a_response_or_push_key_given_twice_is_refused() {
    for (key, text) in [
        (
            "result",
            r#"{"jsonrpc":"2.0","id":"u-1","result":{},"result":{"a":1}}"#,
        ),
        (
            "id",
            r#"{"jsonrpc":"2.0","id":"u-1","id":null,"result":{}}"#,
        ),
        (
            "error",
            r#"{"jsonrpc":"2.0","id":"u-1","error":{"code":-32601,"message":"m"},"error":{"code":-32601,"message":"m"}}"#,
        ),
        (
            "event",
            r#"{"kind":"event","event":{"type":"x.a"},"event":{"type":"x.b"}}"#,
        ),
        (
            "kind",
            r#"{"kind":"event","kind":"event","event":{"type":"x.a"}}"#,
        ),
    ] {
        let e = coderook_protocol::decode::<ServerMessage>(text.as_bytes()).expect_err(text);
        assert_eq!(e.message(), format!("duplicate field `{key}`"), "{text}");
    }
}
