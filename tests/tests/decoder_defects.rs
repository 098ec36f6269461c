//! One verdict whatever the spelling: each case here was once decided by
//! how a value was written rather than by what it is.

use orion_api_types::{WebEventEnvelope, decode, sse::EnvelopeStream};
use serde_json::Value;

fn entry(protocol: &str, name: &str) -> codegen::registry::TypeEntry {
    let p = codegen::protocol(protocol).expect("protocol");
    (p.types)()
        .into_iter()
        .find(|e| e.name == name)
        .unwrap_or_else(|| panic!("{protocol} {name}"))
}

fn fixture(path: &str) -> Value {
    let text =
        std::fs::read_to_string(format!("{}/../fixtures/{path}", env!("CARGO_MANIFEST_DIR")))
            .expect("fixture");
    serde_json::from_str(&text).expect("fixture is JSON")
}

/// JSON Schema counts characters: a string of too few characters is
/// refused however many bytes they take.
#[test]
fn minimum_lengths_count_characters_not_bytes() {
    let mut bootstrap = fixture("orion/valid/BootstrapResponse.min-nonce.json");
    let orion = entry("orion", "BootstrapResponse");
    for (nonce, ok) in [
        ("é".repeat(16), false),
        ("é".repeat(31), false),
        ("é".repeat(32), true),
        ("🦀".repeat(8), false),
    ] {
        bootstrap["nonce"] = Value::String(nonce.clone());
        let verdict = orion.decode(&bootstrap.to_string());
        assert_eq!(
            verdict.is_ok(),
            ok,
            "nonce of {} chars: {verdict:?}",
            nonce.chars().count()
        );
        if !ok {
            let err = verdict.unwrap_err();
            assert_eq!(err.path(), "nonce");
            assert!(err.message().contains("shorter than minLength 32"), "{err}");
        }
    }
    let mut commit = fixture("coderook/valid/WorkspaceCommitCommand.full.json");
    let coderook = entry("coderook", "WorkspaceCommitCommand");
    for digest in ["é".repeat(32), "🦀".repeat(16)] {
        commit["expected_digest"] = Value::String(digest);
        let err = coderook.decode(&commit.to_string()).unwrap_err();
        assert_eq!(err.path(), "expected_digest", "{err}");
    }
}

fn envelope(payload_first: bool, value: &str) -> String {
    let head = r#""apiVersion":1,"eventId":"6f1c2a4e-8b3d-4f7a-9c2e-1d5b7a9e3c40","cursor":3,"sessionId":null,"threadId":null,"durable":true,"timestamp":"2026-05-04T09:30:00Z""#;
    let payload = format!(r#""payload":{{"eventType":"runtime.status","value":{value}}}"#);
    let ty = r#""type":"runtime_event""#;
    if payload_first {
        format!("{{{payload},{head},{ty}}}")
    } else {
        format!("{{{ty},{head},{payload}}}")
    }
}

/// Every entry point to a `WebEventEnvelope`, as `Ok(re-encoding)` or the
/// error's path and message.
fn verdicts(json: &str) -> Vec<Result<String, String>> {
    let show = |r: Result<WebEventEnvelope, wire_kit::DecodeError>| {
        r.map(|e| serde_json::to_string(&e).expect("encodes"))
            .map_err(|e| format!("{}: {}", e.path(), e.message()))
    };
    let mut stream = EnvelopeStream::new();
    let sse = format!("id: 3\ndata: {json}\n\n");
    let from_sse = stream
        .push(sse.as_bytes())
        .pop()
        .expect("one event")
        .map(|e| serde_json::to_string(&e).expect("encodes"))
        .map_err(|e| e.to_string());
    let validate = entry("orion", "WebEventEnvelope").roundtrip;
    vec![
        show(decode::<WebEventEnvelope>(json)),
        show(WebEventEnvelope::from_json(json)),
        show(wire_kit::from_slice("WebEventEnvelope", json.as_bytes())),
        from_sse.map_err(|_| "sse".to_owned()),
        validate(json).map_err(|e| format!("{}: {}", e.path(), e.message())),
    ]
}

/// Member order never changes the verdict or the kept text, through any
/// entry point, `codegen validate`'s included.
#[test]
fn envelope_verdict_and_text_do_not_depend_on_member_order() {
    for (value, accepted) in [
        (r#"{"n":1e400}"#, true),
        (r#"{"k":1,"k":2,"f":1.50}"#, true),
        (r#"{"status":"idle"}"#, true),
    ] {
        let type_first = verdicts(&envelope(false, value));
        let payload_first = verdicts(&envelope(true, value));
        for v in type_first.iter().chain(&payload_first) {
            assert_eq!(v.is_ok(), accepted, "{value}: {v:?}");
            if let Ok(text) = v {
                assert!(
                    text.contains(value),
                    "{value} not kept byte for byte in {text}"
                );
            }
        }
    }
    // A repeated declared member inside the payload is refused in both orders.
    let repeated = |first: bool| {
        envelope(first, "{}").replace(
            r#""eventType":"runtime.status""#,
            r#""eventType":"a","eventType":"b""#,
        )
    };
    for json in [repeated(false), repeated(true)] {
        for v in verdicts(&json) {
            assert!(v.is_err(), "{json}: {v:?}");
        }
    }
}

/// `codegen validate` reports the decoder's verdict on a value a tree
/// cannot hold, and prints its re-encoding as kept.
#[test]
fn validate_does_not_panic_on_numbers_beyond_f64() {
    use codegen::validate::{Reader, View};
    let orion = codegen::protocol("orion").expect("orion");
    let json = envelope(false, r#"{"n":1e400}"#);
    for view in [View::Contract, View::Receive, View::Strict] {
        let reader = Reader::new(&orion, "WebEventEnvelope", view).expect("reader");
        let (report, ok) = codegen::validate::run(
            &reader,
            "in",
            &json,
            codegen::validate::Options {
                roundtrip: true,
                each: false,
            },
        );
        assert!(ok, "{report}");
        assert!(report.contains("1e400"), "{report}");
    }
}

/// A whole number written as a float is an integer, from 2^53 up too.
#[test]
fn integral_floats_are_integers_beyond_two_to_the_53() {
    let orion = entry("orion", "WebEventEnvelope");
    let json = envelope(false, "{}");
    for (cursor, expect) in [
        ("1e16", Some(10_000_000_000_000_000_i64)),
        ("9007199254740992.0", Some(9_007_199_254_740_992)),
        ("1e19", None),
        ("1.5", None),
    ] {
        let text = json.replace(r#""cursor":3"#, &format!(r#""cursor":{cursor}"#));
        let got = orion.decode(&text).map(|v| v["cursor"].as_i64());
        match expect {
            Some(n) => assert_eq!(got.unwrap(), Some(n), "{cursor}"),
            None => assert_eq!(got.unwrap_err().path(), "cursor", "{cursor}"),
        }
    }
    let wd = entry("workerdeck", "SessionEvent");
    let event = fixture("workerdeck/valid/SessionEvent.assistant-message.json").to_string();
    let seq = serde_json::from_str::<Value>(&event).unwrap()["seq"].to_string();
    let text = event.replacen(&format!(r#""seq":{seq}"#), r#""seq":1e16"#, 1);
    assert_eq!(
        wd.decode(&text).expect("seq 1e16")["seq"].as_i64(),
        Some(10_000_000_000_000_000)
    );
}

/// JSON text is UTF-8, in the members a type steps over too.
#[test]
fn from_slice_refuses_invalid_utf8_in_an_ignored_member() {
    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    struct A {
        a: i64,
    }
    let err = wire_kit::from_slice::<A>("A", b"{\"a\":1,\"x\":\"\xff\"}").unwrap_err();
    assert!(
        err.message().contains("invalid unicode code point"),
        "{err}"
    );
    assert_eq!((err.line(), err.column()), (1, 13));
    assert!(wire_kit::from_slice::<A>("A", b"{\"a\":1,\"x\":\"\xc3\xa9\"}").is_ok());
}
