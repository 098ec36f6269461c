//! Orion's hand-written union decoders (`WebEventEnvelope`,
//! `SettingsOperation` inside `UpdateSettingsRequest`): they decode from the
//! input as it streams, so these tests pin down that
//!
//! - the order of an object's members never changes what is accepted, and
//!   every rule of the contract is enforced whichever member comes first
//!   (`type` first, in the contract's order, or last);
//! - a repeated member is refused wherever it appears;
//! - an error names the offending value's full path in `path` and only the
//!   broken rule in `message`.
//!
//! Expected rules and values come from the contract
//! (`WebEventEnvelope`'s five branches, `SettingsOperation`'s ten).

use orion_api_types::{UpdateSettingsRequest, WebEventEnvelope};
use serde_json::{Map, Value, json};

/// One valid envelope of each branch, members in the contract's order.
fn envelopes() -> Vec<Value> {
    let head = |ty: &str, session: Value, thread: Value, durable: bool| {
        json!({
            "apiVersion": 1,
            "eventId": "7d0f6a1e-2b1c-4f3e-9a55-0c2d1e3f4a5b",
            "cursor": 42,
            "sessionId": session,
            "threadId": thread,
            "type": ty,
            "durable": durable,
            "timestamp": "2026-01-01T00:00:00Z",
        })
    };
    let with = |mut v: Value, payload: Value| {
        v["payload"] = payload;
        v
    };
    vec![
        with(
            head("runtime_event", Value::Null, Value::Null, false),
            json!({ "eventType": "x", "value": {} }),
        ),
        with(
            head("thread_event", json!("s"), json!("t"), true),
            json!({ "sequence": 3, "eventType": "x", "value": { "k": [1] } }),
        ),
        with(
            head("workbench_state", json!("s"), Value::Null, true),
            json!({ "workspace": "/w", "activeSessionId": null }),
        ),
        with(
            head("settings_invalidated", Value::Null, Value::Null, false),
            json!({
                "revision": format!("hmac-sha256:{}", "a".repeat(64)),
                "reason": "local-write",
                "state": "ready",
            }),
        ),
        with(
            head("replay_reset", Value::Null, Value::Null, true),
            json!({ "reason": "gone", "snapshotRequired": true }),
        ),
    ]
}

/// The members of `v` with `key` moved first, or last.
fn reorder(v: &Value, key: &str, first: bool) -> String {
    let map = v.as_object().unwrap();
    let moved = map.iter().filter(|(k, _)| *k == key);
    let others = map.iter().filter(|(k, _)| *k != key);
    let members: Vec<(&String, &Value)> = if first {
        moved.chain(others).collect()
    } else {
        others.chain(moved).collect()
    };
    let body: Vec<String> = members
        .iter()
        .map(|(k, v)| format!("{}:{v}", Value::String((*k).clone())))
        .collect();
    format!("{{{}}}", body.join(","))
}

/// Every arrangement the tests try: as written, each member first, each last.
fn arrangements(v: &Value) -> Vec<String> {
    let mut out = vec![v.to_string()];
    for key in v.as_object().unwrap().keys() {
        out.push(reorder(v, key, true));
        out.push(reorder(v, key, false));
    }
    out
}

fn decode(text: &str) -> Result<WebEventEnvelope, wire_kit::DecodeError> {
    orion_api_types::decode::<WebEventEnvelope>(text)
}

/// Decodes through every entry point; they must agree.
fn verdict(text: &str) -> Result<WebEventEnvelope, wire_kit::DecodeError> {
    let generic = decode(text);
    let fast = WebEventEnvelope::from_json(text);
    assert_eq!(
        generic.is_ok(),
        fast.is_ok(),
        "{text}: {generic:?} {fast:?}"
    );
    let value: Value = serde_json::from_str(text).unwrap();
    let from_value = orion_api_types::decode_value::<WebEventEnvelope>(&value);
    assert_eq!(
        generic.is_ok(),
        from_value.is_ok(),
        "{text}: {from_value:?}"
    );
    if let (Ok(a), Ok(b), Ok(c)) = (&generic, &fast, &from_value) {
        assert_eq!((a, a), (b, c));
    }
    generic
}

#[test]
fn member_order_never_changes_acceptance() {
    for envelope in envelopes() {
        let expected = decode(&envelope.to_string()).expect("valid envelope");
        assert_eq!(serde_json::to_value(&expected).unwrap(), envelope);
        for text in arrangements(&envelope) {
            assert_eq!(verdict(&text).expect(&text), expected, "{text}");
        }
    }
}

/// Breaks one rule of a valid envelope; every arrangement must be refused.
fn refused_in_every_order(mut envelope: Value, path: &[&str], bad: Value, rule: &str) {
    let mut slot = &mut envelope;
    for p in path {
        slot = &mut slot[*p];
    }
    *slot = bad;
    for text in arrangements(&envelope) {
        let err = verdict(&text).expect_err(&text);
        assert!(err.message().contains(rule), "{text}: {err}");
    }
}

#[test]
fn every_rule_holds_whichever_member_comes_first() {
    let [runtime, thread, workbench, settings, reset] =
        <[Value; 5]>::try_from(envelopes()).unwrap();
    // `type` is one of the five names; `apiVersion` is the constant 1.
    refused_in_every_order(
        runtime.clone(),
        &["type"],
        json!("other_event"),
        "unknown variant",
    );
    refused_in_every_order(runtime.clone(), &["type"], json!(7), "invalid type");
    refused_in_every_order(thread.clone(), &["apiVersion"], json!(2), "constant 1");
    // `durable` constants of three branches.
    refused_in_every_order(thread.clone(), &["durable"], json!(false), "constant true");
    refused_in_every_order(reset.clone(), &["durable"], json!(false), "constant true");
    refused_in_every_order(
        settings.clone(),
        &["durable"],
        json!(true),
        "constant false",
    );
    // Cursor: an integer >= 1.
    for bad in [json!(0), json!(-1), json!(1.5), json!("1"), Value::Null] {
        refused_in_every_order(workbench.clone(), &["cursor"], bad, "");
    }
    // A Thread event's identities are non-empty strings.
    refused_in_every_order(
        thread.clone(),
        &["sessionId"],
        Value::Null,
        "invalid type: null",
    );
    refused_in_every_order(thread.clone(), &["threadId"], json!(""), "minLength 1");
    // The branch's payload.
    refused_in_every_order(
        thread.clone(),
        &["payload", "sequence"],
        json!(0),
        "minimum 1",
    );
    refused_in_every_order(
        reset,
        &["payload", "snapshotRequired"],
        json!(false),
        "constant true",
    );
    refused_in_every_order(
        workbench,
        &["payload", "extra"],
        json!(1),
        "unknown field `extra`",
    );
    // Unknown members, anywhere.
    refused_in_every_order(runtime, &["extra"], json!(1), "unknown field `extra`");
    // Required members.
    for key in ["apiVersion", "cursor", "sessionId", "payload", "type"] {
        let mut v = thread.clone();
        v.as_object_mut().unwrap().remove(key);
        for text in arrangements(&v) {
            let err = verdict(&text).expect_err(&text);
            assert_eq!(err.message(), format!("missing field `{key}`"), "{text}");
            assert_eq!(err.path(), "", "{text}");
        }
    }
}

#[test]
fn a_repeated_member_is_refused_before_after_and_across_type() {
    let envelope = envelopes().swap_remove(1);
    let body = envelope.to_string();
    let inner = &body[1..body.len() - 1];
    for (text, key) in [
        // Repeated before `type`, after it, and on both sides of it.
        (format!(r#"{{"cursor":42,{inner}}}"#), "cursor"),
        (format!(r#"{{{inner},"durable":true}}"#), "durable"),
        (
            format!(r#"{{"payload":{{"sequence":1,"eventType":"x","value":{{}}}},{inner}}}"#),
            "payload",
        ),
        (format!(r#"{{{inner},"type":"thread_event"}}"#), "type"),
        (format!(r#"{{"type":"thread_event",{inner}}}"#), "type"),
        (format!(r#"{{{inner},"eventId":"x"}}"#), "eventId"),
    ] {
        // Text only: a parsed `Value` cannot hold a repeated member.
        let err = decode(&text).expect_err(&text);
        assert_eq!(err.message(), format!("duplicate field `{key}`"), "{text}");
        assert_eq!(err.path(), "", "{text}");
        WebEventEnvelope::from_json(&text).expect_err(&text);
    }
}

/// `(path, message start)` of the error decoding `text`.
fn where_and_why(text: &str) -> (String, String) {
    let err = decode(text).expect_err(text);
    let value: Value = serde_json::from_str(text).unwrap();
    let again = orion_api_types::decode_value::<WebEventEnvelope>(&value).expect_err(text);
    assert_eq!((err.path(), err.message()), (again.path(), again.message()));
    (err.path().to_owned(), err.message().to_owned())
}

#[test]
fn envelope_errors_carry_the_full_path_and_only_the_rule() {
    let thread = envelopes().swap_remove(1);
    let set = |path: &[&str], bad: Value| {
        let mut v = thread.clone();
        let mut slot = &mut v;
        for p in path {
            slot = &mut slot[*p];
        }
        *slot = bad;
        v.to_string()
    };
    let cases = [
        (
            set(&["cursor"], json!(-1)),
            "cursor",
            "-1 is less than minimum 1",
        ),
        (
            set(&["apiVersion"], json!(2)),
            "apiVersion",
            "invalid value: integer `2`, expected the constant 1",
        ),
        (
            set(&["eventId"], json!(5)),
            "eventId",
            "invalid type: integer `5`, expected a string",
        ),
        (
            set(&["type"], json!("bogus")),
            "type",
            "unknown variant `bogus`",
        ),
        (
            set(&["durable"], json!(false)),
            "durable",
            "invalid value: boolean `false`, expected the constant true",
        ),
        (
            set(&["payload", "sequence"], json!("3")),
            "payload.sequence",
            "invalid type: string \"3\", expected an integer",
        ),
        (
            set(&["payload", "value"], json!([])),
            "payload.value",
            "invalid type: sequence, expected a map",
        ),
        (set(&["extra"], json!(1)), "extra", "unknown field `extra`"),
    ];
    for (text, path, message) in cases {
        let (p, m) = where_and_why(&text);
        assert_eq!(p, path, "{text}: {m}");
        assert!(m.starts_with(message), "{text}: {m}");
        // The rule alone: the message does not repeat the path.
        assert!(!m.starts_with(&format!("{path}:")), "{m}");
    }
    // A member before `type` breaking a rule every branch shares, and an
    // unknown member before it, are named where they are read.
    let envelope = set(&["cursor"], json!(0));
    let (p, m) = where_and_why(&reorder(
        &serde_json::from_str(&envelope).unwrap(),
        "type",
        false,
    ));
    assert_eq!(
        (p.as_str(), m.as_str()),
        ("cursor", "0 is less than minimum 1")
    );
    let mut v: Map<String, Value> = Map::new();
    v.insert("bogus".into(), json!(1));
    v.extend(thread.as_object().unwrap().clone());
    let (p, m) = where_and_why(&Value::Object(v).to_string());
    assert_eq!(p, "bogus");
    assert!(
        m.starts_with("unknown field `bogus`, expected one of `apiVersion`"),
        "{m}"
    );
}

fn settings_request(operations: Value) -> String {
    json!({
        "requestId": "r-1",
        "expectedRevision": format!("hmac-sha256:{}", "0".repeat(64)),
        "operations": operations,
    })
    .to_string()
}

fn settings_error(operations: Value) -> (String, String) {
    let text = settings_request(operations);
    let err = orion_api_types::decode::<UpdateSettingsRequest>(&text).expect_err(&text);
    let value: Value = serde_json::from_str(&text).unwrap();
    let again = orion_api_types::decode_value::<UpdateSettingsRequest>(&value).expect_err(&text);
    assert_eq!((err.path(), err.message()), (again.path(), again.message()));
    (err.path().to_owned(), err.message().to_owned())
}

#[test]
fn settings_operation_errors_carry_the_full_path_and_only_the_rule() {
    let theme = json!({ "op": "set", "key": "appearance.theme", "value": "dark" });
    for (operations, path, message) in [
        (
            json!([{ "op": "set", "key": "appearance.theme", "value": "neon" }]),
            "operations[0].value",
            "unknown variant `neon`, expected one of `system`, `light`, `dark`",
        ),
        (
            json!([theme, { "op": "toggle", "key": "appearance.motion" }]),
            "operations[1].op",
            "unknown variant `toggle`, expected `set` or `unset`",
        ),
        (
            json!([{ "op": "set", "key": "appearance.font", "value": "x" }]),
            "operations[0].key",
            "unknown variant `appearance.font`",
        ),
        (
            json!([{ "op": "unset", "key": "defaults.model", "value": "m" }]),
            "operations[0].value",
            "unknown field `value`",
        ),
        (
            json!([{ "op": "set", "key": "defaults.model", "value": "m", "why": 1 }]),
            "operations[0].why",
            "unknown field `why`",
        ),
        (
            json!([{ "op": "set", "value": "m" }]),
            "operations[0]",
            "missing field `key`",
        ),
        (
            json!([theme, { "op": "unset", "key": "defaults.model" }, { "key": "appearance.theme", "op": "unset" }]),
            "operations[2].key",
            "appearance.theme appears more than once (duplicate keys are rejected); operations[0] has it first",
        ),
    ] {
        let (p, m) = settings_error(operations.clone());
        assert_eq!(p, path, "{operations}: {m}");
        assert!(m.starts_with(message), "{operations}: {m}");
    }
    // A repeated member, before and after the discriminators (text only: a
    // parsed `Value` cannot hold one).
    for op in [
        r#"{"key":"defaults.model","value":"m","op":"set","value":"n"}"#,
        r#"{"value":"m","key":"defaults.model","value":"n","op":"set"}"#,
        r#"{"op":"set","op":"set","key":"defaults.model","value":"m"}"#,
        r#"{"op":"set","key":"defaults.model","key":"defaults.model","value":"m"}"#,
    ] {
        let text = settings_request(json!("OPS")).replace("\"OPS\"", &format!("[{op}]"));
        let err = orion_api_types::decode::<UpdateSettingsRequest>(&text).expect_err(&text);
        assert_eq!(err.path(), "operations[0]", "{text}");
        assert!(err.message().starts_with("duplicate field `"), "{err}");
    }
}

#[test]
fn settings_operation_member_order_never_changes_acceptance() {
    let ops = [
        json!({ "op": "set", "key": "appearance.theme", "value": "dark" }),
        json!({ "op": "unset", "key": "defaults.model" }),
        json!({ "op": "set", "key": "permissions.toolConfirmation", "value": "ask" }),
    ];
    let expected =
        orion_api_types::decode::<UpdateSettingsRequest>(&settings_request(json!(ops))).unwrap();
    for op in &ops {
        let i = ops.iter().position(|o| o == op).unwrap();
        for text in arrangements(op) {
            // The text keeps the arrangement: splice it in as written.
            let mut parts: Vec<String> = ops.iter().map(Value::to_string).collect();
            parts[i] = text.clone();
            let body = settings_request(json!("OPS"))
                .replace("\"OPS\"", &format!("[{}]", parts.join(",")));
            let got = orion_api_types::decode::<UpdateSettingsRequest>(&body).expect(&body);
            assert_eq!(got, expected, "{body}");
            // A `set` value of the wrong type is refused in every order.
            if op["op"] == "set" {
                let bad = text
                    .replace("\"dark\"", "\"neon\"")
                    .replace("\"ask\"", "\"maybe\"");
                parts[i] = bad;
                let body = settings_request(json!("OPS"))
                    .replace("\"OPS\"", &format!("[{}]", parts.join(",")));
                let err = orion_api_types::decode::<UpdateSettingsRequest>(&body).expect_err(&body);
                assert!(err.message().contains("unknown variant"), "{body}: {err}");
                assert!(
                    err.to_string().contains(&format!("operations[{i}]")),
                    "{err}"
                );
            }
        }
    }
}

/// A branch-only rule broken by a member that comes before the
/// discriminator: the crate's entry points still give the member's path.
#[test]
fn held_members_get_their_path_through_the_crate_entry_points() {
    let thread = envelopes().swap_remove(1);
    let mut null_session = thread.clone();
    null_session["sessionId"] = Value::Null;
    let mut settings = envelopes().swap_remove(3);
    settings["durable"] = json!(true);
    let mut bad_sequence = thread.clone();
    bad_sequence["payload"]["sequence"] = json!("3");
    for (text, path, message) in [
        // The contract's member order: `sessionId` and `threadId` come before `type`.
        (
            null_session.to_string(),
            "sessionId",
            "invalid type: null, expected a string",
        ),
        (
            reorder(&settings, "type", false),
            "durable",
            "invalid value: boolean `true`, expected the constant false",
        ),
        (
            reorder(&bad_sequence, "type", false),
            "payload.sequence",
            "invalid type: string \"3\", expected an integer",
        ),
    ] {
        for err in [
            orion_api_types::decode::<WebEventEnvelope>(&text).expect_err(&text),
            orion_api_types::decode_value::<WebEventEnvelope>(
                &serde_json::from_str(&text).unwrap(),
            )
            .expect_err(&text),
            WebEventEnvelope::from_json(&text).expect_err(&text),
        ] {
            assert_eq!((err.path(), err.message()), (path, message), "{text}");
        }
        // Plain serde_json decodes once and has no path: the member leads the message.
        let plain = serde_json::from_str::<WebEventEnvelope>(&text).expect_err(&text);
        let plain = plain.to_string();
        assert!(plain.starts_with(&format!("{path}: {message}")), "{plain}");
        // And through the SSE stream.
        let frame = format!("id: 42\ndata: {text}\n\n");
        let mut stream = orion_api_types::sse::EnvelopeStream::new();
        match &stream.push(frame.as_bytes())[..] {
            [Err(orion_api_types::sse::SseError::Decode(err))] => {
                assert_eq!((err.path(), err.message()), (path, message), "{text}");
            }
            other => panic!("{other:?}"),
        }
    }
    // A settings value ahead of `op` and `key`.
    let text = settings_request(json!("OPS")).replace(
        "\"OPS\"",
        r#"[{"op":"unset","key":"defaults.model"},{"value":"neon","op":"set","key":"appearance.theme"}]"#,
    );
    let err = orion_api_types::decode::<UpdateSettingsRequest>(&text).expect_err(&text);
    assert_eq!(err.path(), "operations[1].value");
    assert!(err.message().starts_with("unknown variant `neon`"), "{err}");
    // An error that is not about a held member is left as it is, position included.
    let text = r#"{"type":"thread_event","cursor":1,"cursor":2}"#;
    let err = orion_api_types::decode::<WebEventEnvelope>(text).expect_err(text);
    assert_eq!(
        (err.path(), err.message()),
        ("", "duplicate field `cursor`")
    );
    assert!(err.column() > 0);
}
