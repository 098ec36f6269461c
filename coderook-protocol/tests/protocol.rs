//! Presence policy, constraints, JSON-RPC, events, handshake and codec.

use coderook_protocol::codec::{FrameDecoder, FrameError, encode_frame};
use coderook_protocol::connection::{Action, ServerConnection};
use coderook_protocol::*;
use serde_json::{Value, json};
use wire_kit::Secret;

fn decode<T: serde::de::DeserializeOwned>(v: Value) -> Result<T, wire_kit::DecodeError> {
    wire_kit::from_value("T", &v)
}

fn roundtrip<T: serde::de::DeserializeOwned + serde::Serialize>(v: Value) -> Value {
    serde_json::to_value(decode::<T>(v).unwrap()).unwrap()
}

// ---------------------------------------------------------------- presence

#[test]
fn defaults_fill_absent_fields_and_are_always_emitted() {
    let out = roundtrip::<AgentRunCommand>(json!({"goal": "g"}));
    assert_eq!(out["type"], "agent.run");
    assert_eq!(out["permission_mode"], "fail_fast");
    assert_eq!(out["session_mode"], "one_shot");
    assert_eq!(out["question_mode"], "fail_fast");
    assert_eq!(out["session_name"], "");
    assert_eq!(out["allow_tools"], json!([]));
    assert_eq!(out["attachments"], json!([]));
    // optional nullable: absent -> null, emitted
    assert_eq!(out["model"], Value::Null);
    assert_eq!(out["tools"], Value::Null);
    assert_eq!(out.as_object().unwrap().len(), 19);
}

#[test]
fn const_type_may_be_absent_is_checked_and_emitted() {
    assert!(decode::<PingCommand>(json!({"client": "c"})).is_ok());
    assert!(decode::<PingCommand>(json!({"type": "core.ping", "client": "c"})).is_ok());
    let err = decode::<PingCommand>(json!({"type": "agent.run", "client": "c"})).unwrap_err();
    assert_eq!(err.path(), "type");
    let out = roundtrip::<PingCommand>(json!({"client": "c"}));
    assert_eq!(out, json!({"type": "core.ping", "client": "c"}));
}

#[test]
fn required_nullable_must_be_present_and_may_be_null() {
    let base = json!({"thread_id": "t", "seq": 1, "event_type": "e", "payload": {}, "ts": "t"});
    assert!(decode::<RuntimeEventAppendedEvent>(base.clone()).is_err());
    let mut with_null = base.clone();
    with_null["turn_id"] = Value::Null;
    let out = roundtrip::<RuntimeEventAppendedEvent>(with_null);
    assert_eq!(out["turn_id"], Value::Null);
}

#[test]
fn required_fields_are_required() {
    let err = decode::<AgentRunResult>(json!({"run_id": "r"})).unwrap_err();
    assert!(err.message().contains("session_id"), "{err}");
}

#[test]
fn unknown_fields_are_ignored_except_where_denied() {
    assert!(decode::<PingCommand>(json!({"client": "c", "extra": 1})).is_ok());
    let img = json!({"sha256": "a".repeat(64), "media_type": "image/png", "size": 1, "width": 1, "height": 1});
    assert!(decode::<ImageArtifactInput>(img.clone()).is_ok());
    let mut extra = img;
    extra["extra"] = json!(1);
    let err = decode::<ImageArtifactInput>(extra).unwrap_err();
    assert!(err.message().contains("unknown field"), "{err}");
}

#[test]
fn factory_defaults_for_nested_records() {
    let out = roundtrip::<AuthoritySnapshot>(json!({}));
    assert_eq!(
        out,
        json!({
            "mode": "act", "profile": "ask", "workspace_trust": "untrusted",
            "sandbox": {"available": false, "kind": "none", "reason": "sandbox capability has not been detected"},
            "allowed_actions": []
        })
    );
}

#[test]
fn date_times_keep_their_exact_text() {
    let rec =
        json!({"thread_id": "t", "seq": 1, "type": "x", "ts": "2026-05-16T10:00:00.001000+00:00"});
    let out = roundtrip::<RuntimeEventRecord>(rec);
    assert_eq!(out["ts"], "2026-05-16T10:00:00.001000+00:00");
}

// ---------------------------------------------------------------- constraints

#[test]
fn constraints_are_enforced() {
    let img = |sha: &str, mt: &str, size: i64| json!({"sha256": sha, "media_type": mt, "size": size, "width": 1, "height": 1});
    let ok = "0123456789abcdef".repeat(4);
    assert!(decode::<ImageArtifactInput>(img(&ok, "image/png", 1)).is_ok());
    assert!(decode::<ImageArtifactInput>(img(&ok.to_uppercase(), "image/png", 1)).is_err());
    assert!(decode::<ImageArtifactInput>(img(&ok, "image/bmp", 1)).is_err());
    assert!(decode::<ImageArtifactInput>(img(&ok, "image/png", 0)).is_err());
    assert!(decode::<ImageArtifactInput>(img(&ok, "image/png", 2_097_152)).is_ok());
    assert!(decode::<ImageArtifactInput>(img(&ok, "image/png", 2_097_153)).is_err());

    let run = |extra: Value| {
        let mut v = json!({"goal": "g"});
        for (k, x) in extra.as_object().unwrap() {
            v[k] = x.clone();
        }
        decode::<AgentRunCommand>(v)
    };
    assert!(run(json!({"question_timeout_s": 0.5})).is_ok());
    assert!(run(json!({"question_timeout_s": 0})).is_err());
    assert!(run(json!({"question_timeout_s": 3600.0})).is_ok());
    assert!(run(json!({"question_timeout_s": 3600.5})).is_err());
    assert!(run(json!({"session_name": "x".repeat(200)})).is_ok());
    assert!(run(json!({"session_name": "x".repeat(201)})).is_err());
    assert!(run(json!({"route_id": ""})).is_err());
    assert!(run(json!({"preset_answers": vec!["a"; 101]})).is_err());
    assert!(run(json!({"permission_mode": "ask"})).is_err());
    assert!(run(json!({"tools": ["read", "fly"]})).is_err());

    let snap = |actions: Value| decode::<AuthoritySnapshot>(json!({ "allowed_actions": actions }));
    assert!(snap(json!(["read", "shell"])).is_ok());
    let err = snap(json!(["read", "read"])).unwrap_err();
    assert!(err.message().contains("uniqueItems"), "{err}");

    assert!(GoalId::new("goal-0123456789ab").is_ok());
    assert!(GoalId::new("goal-0123456789AB").is_err());
    assert!(Slug::new("standard").is_ok());
    assert!(Slug::new("9lives").is_err());
    assert!(Slug::new(format!("a{}", "b".repeat(64))).is_err());
    assert!(Sha256HexOrEmpty::new("").is_ok());
    assert!(Sha256HexOrEmpty::new("abc").is_err());
}

#[test]
fn error_messages_name_type_path_and_rule() {
    let v = json!({"goal": "g", "attachments": [{"sha256": "zz", "media_type": "image/png", "size": 1, "width": 1, "height": 1}]});
    let err = wire_kit::from_value::<AgentRunCommand>("AgentRunCommand", &v).unwrap_err();
    assert_eq!(err.path(), "attachments[0].sha256");
    assert_eq!(
        err.to_string(),
        "AgentRunCommand: attachments[0].sha256: string does not match pattern ^[0-9a-f]{64}$"
    );
}

// ---------------------------------------------------------------- JSON-RPC

#[test]
fn requests_decode_by_method() {
    let r = coderook_protocol::decode::<ClientRequest>(
        br#"{"jsonrpc":"2.0","id":"u-1","method":"core.ping","params":{"client":"cli"}}"#,
    )
    .unwrap();
    assert_eq!(r.id, RequestId::from("u-1"));
    assert!(matches!(r.command, Command::Ping(ref p) if p.client == "cli"));
    // params before method, numeric id
    let r = coderook_protocol::decode::<ClientRequest>(
        br#"{"params":{"goal":"g"},"id":7,"method":"agent.run","jsonrpc":"2.0"}"#,
    )
    .unwrap();
    assert_eq!(r.id, RequestId::from(7));
    assert_eq!(r.method(), "agent.run");
    // absent params for an all-default command
    let r = coderook_protocol::decode::<ClientRequest>(
        br#"{"jsonrpc":"2.0","id":1,"method":"runtime.capabilities"}"#,
    )
    .unwrap();
    assert_eq!(r.method(), "runtime.capabilities");
    // wrong version, bad id, unknown method, type/method mismatch
    assert!(
        coderook_protocol::decode::<ClientRequest>(
            br#"{"jsonrpc":"1.0","id":1,"method":"core.ping","params":{"client":"c"}}"#
        )
        .is_err()
    );
    assert!(
        coderook_protocol::decode::<ClientRequest>(
            br#"{"jsonrpc":"2.0","id":[1],"method":"core.ping","params":{"client":"c"}}"#
        )
        .is_err()
    );
    assert!(
        coderook_protocol::decode::<ClientRequest>(
            br#"{"jsonrpc":"2.0","id":1,"method":"nope","params":{}}"#
        )
        .is_err()
    );
    assert!(coderook_protocol::decode::<ClientRequest>(br#"{"jsonrpc":"2.0","id":1,"method":"core.ping","params":{"type":"agent.run","client":"c"}}"#).is_err());
    // encoding: params carry the type tag and defaults
    let line = String::from_utf8(encode_frame(&ClientRequest::new(
        "u-9",
        PingCommand::new("c"),
    )))
    .unwrap();
    assert_eq!(
        line,
        "{\"jsonrpc\":\"2.0\",\"id\":\"u-9\",\"method\":\"core.ping\",\"params\":{\"type\":\"core.ping\",\"client\":\"c\"}}\n"
    );
}

#[test]
fn responses_have_exactly_one_of_result_and_error() {
    type R = Response<PongResult>;
    let ok = br#"{"jsonrpc":"2.0","id":"u-1","result":{"server_version":"1","uptime_ms":1,"received_at":"t","workspace":"/w","active_runs":0}}"#;
    assert!(wire_kit::from_slice::<R>("R", ok).unwrap().outcome.is_ok());
    let err = br#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse Error"}}"#;
    let e = wire_kit::from_slice::<R>("R", err)
        .unwrap()
        .outcome
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::ParseError);
    let both = br#"{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}"#;
    assert!(wire_kit::from_slice::<Response>("R", both).is_err());
    let neither = br#"{"jsonrpc":"2.0","id":1}"#;
    assert!(wire_kit::from_slice::<Response>("R", neither).is_err());
    let typed = decode_response::<method::AgentRun>(
        br#"{"jsonrpc":"2.0","id":"u-2","result":{"run_id":"r","session_id":"s"}}"#,
    )
    .unwrap();
    assert_eq!(typed.outcome.unwrap().session_id, "s");
    let by_name = decode_response_for("core.ping", ok).unwrap();
    assert!(matches!(by_name.outcome, Ok(CommandResult::Ping(_))));
    let bad = decode_response_for(
        "agent.run",
        br#"{"jsonrpc":"2.0","id":"u-2","result":{"run_id":"r"}}"#,
    )
    .unwrap_err();
    assert_eq!(bad.type_name(), "AgentRunResult");
}

#[test]
fn error_table_is_complete() {
    let codes: Vec<i64> = ERROR_CODES.iter().map(|e| e.code).collect();
    assert_eq!(
        codes,
        [
            -32700, -32600, -32601, -32602, -32603, -32001, -32002, -32010, -32011, -32012, -32013,
            -32014
        ]
    );
    assert_eq!(ErrorCode::from_code(-32012), ErrorCode::SessionBusy);
    assert_eq!(
        ErrorCode::SessionBusy.meaning(),
        "Session already has an active run"
    );
    assert_eq!(ErrorCode::from_code(-1), ErrorCode::Other(-1));
    assert_eq!(
        serde_json::to_value(ErrorCode::Other(-1)).unwrap(),
        json!(-1)
    );
}

#[test]
fn method_table_ties_methods_to_types() {
    let names: std::collections::BTreeSet<&str> = METHODS.iter().map(|m| m.method).collect();
    assert_eq!(names.len(), METHODS.len(), "a method is listed twice");
    let ping = method_info("core.ping").unwrap();
    assert_eq!(
        (ping.params, ping.result),
        ("PingCommand", Some("PongResult"))
    );
    assert_eq!(
        method_info("goal.pause").unwrap().result,
        Some("GoalActionResult")
    );
    assert_eq!(method_info("core.shutdown").unwrap().result, None);
    assert_eq!(<method::AgentRun as Method>::METHOD, "agent.run");
}

// ---------------------------------------------------------------- events

#[test]
fn events_decode_by_type_in_any_key_order() {
    let first = json!({"type": "step.started", "run_id": "r", "step": 1, "ts": "t"});
    let e: Event = decode(first.clone()).unwrap();
    assert_eq!(e.event_type(), "step.started");
    assert!(matches!(e, Event::StepStarted(_)));
    let later = json!({"run_id": "r", "step": 1, "ts": "t", "type": "step.started"});
    assert_eq!(decode::<Event>(later).unwrap(), e);
    let unknown = json!({"type": "future.thing", "x": [1, 2]});
    let other: Event = decode(unknown.clone()).unwrap();
    assert_eq!(serde_json::to_value(&other).unwrap(), unknown);
    assert!(decode::<Event>(json!({"type": "step.started", "run_id": "r"})).is_err());
    // No string `type`: kept whole, as the envelope's schema (any object) allows.
    assert!(matches!(
        decode::<Event>(json!({"run_id": "r"})).unwrap(),
        Event::Other(_)
    ));
    assert!(matches!(
        decode::<Event>(json!({"type": 5})).unwrap(),
        Event::Other(_)
    ));
    // Each tag is in the table once: looking it up finds its own row.
    for e in EVENT_TYPES {
        assert_eq!(coderook_protocol::event_info(e.event_type), Some(e));
    }
}

#[test]
fn server_messages_are_responses_or_event_pushes() {
    let push = br#"{"kind":"event","event":{"type":"session.closed","session_id":"s","ts":"t"}}"#;
    match coderook_protocol::decode::<ServerMessage>(push).unwrap() {
        ServerMessage::Event(env) => assert_eq!(env.event.event_type(), "session.closed"),
        other => panic!("{other:?}"),
    }
    let resp = br#"{"jsonrpc":"2.0","id":"u-1","result":{"ok":true}}"#;
    assert!(matches!(
        coderook_protocol::decode::<ServerMessage>(resp).unwrap(),
        ServerMessage::Response(_)
    ));
    assert!(coderook_protocol::decode::<ServerMessage>(br#"{"kind":"other","event":{}}"#).is_err());
}

// ---------------------------------------------------------------- secrets and handshake

#[test]
fn the_token_never_shows() {
    let frame = br#"{"jsonrpc":"2.0","id":"a","method":"core.authenticate","params":{"token":"hunter2-TOKEN"}}"#;
    let req = coderook_protocol::decode::<ClientRequest>(frame).unwrap();
    assert!(!format!("{req:?}").contains("hunter2"));
    let bad = br#"{"jsonrpc":"2.0","id":"a","method":"core.authenticate","params":{"token":"hunter2-TOKEN","type":"core.ping"}}"#;
    let err = coderook_protocol::decode::<ClientRequest>(bad).unwrap_err();
    assert!(!err.to_string().contains("hunter2"), "{err}");
    let numeric =
        br#"{"jsonrpc":"2.0","id":"a","method":"core.authenticate","params":{"token":987654321}}"#;
    let err = coderook_protocol::decode::<ClientRequest>(numeric).unwrap_err();
    assert!(!err.to_string().contains("987654321"), "{err}");
    let mut conn = ServerConnection::new(Secret::new("right"));
    let action = conn.on_frame(frame);
    assert!(!format!("{action:?}").contains("hunter2"));
    assert!(!format!("{conn:?}").contains("right"));
}

#[test]
fn handshake_rules() {
    let ping = br#"{"jsonrpc":"2.0","id":"u-1","method":"core.ping","params":{"client":"c"}}"#;
    let mut conn = ServerConnection::new(Secret::new("t"));
    match conn.on_frame(ping) {
        Action::ReplyAndClose(line) => {
            let v: Value = serde_json::from_str(&line).unwrap();
            assert_eq!(v["error"]["code"], -32001);
            assert_eq!(v["id"], "u-1");
        }
        other => panic!("{other:?}"),
    }
    assert!(conn.is_closed());

    let mut conn = ServerConnection::new(Secret::new("t"));
    let wrong =
        br#"{"jsonrpc":"2.0","id":"a","method":"core.authenticate","params":{"token":"x"}}"#;
    match conn.on_frame(wrong) {
        Action::ReplyAndClose(line) => assert!(line.contains("-32002")),
        other => panic!("{other:?}"),
    }
    let mut conn = ServerConnection::new(Secret::new("t"));
    let malformed = br#"{"jsonrpc":"2.0","id":"a","method":"core.authenticate","params":{}}"#;
    assert!(matches!(conn.on_frame(malformed), Action::ReplyAndClose(l) if l.contains("-32002")));

    let mut conn = ServerConnection::new(Secret::new("t"));
    let ok = br#"{"jsonrpc":"2.0","id":"a","method":"core.authenticate","params":{"token":"t"}}"#;
    assert!(matches!(conn.on_frame(ok), Action::Reply(_)));
    assert!(conn.is_authenticated());
    assert!(matches!(conn.on_frame(ping), Action::Dispatch(_)));
    let reply = |frame: &[u8], conn: &mut ServerConnection| match conn.on_frame(frame) {
        Action::Reply(line) => {
            serde_json::from_str::<Value>(&line).unwrap()["error"]["code"].clone()
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(reply(b"{not json", &mut conn), -32700);
    assert_eq!(
        reply(br#"{"id":1,"method":"core.ping"}"#, &mut conn),
        -32600
    );
    assert_eq!(
        reply(
            br#"{"jsonrpc":"2.0","id":1,"method":"nope","params":{}}"#,
            &mut conn
        ),
        -32601
    );
    assert_eq!(
        reply(
            br#"{"jsonrpc":"2.0","id":1,"method":"core.ping","params":{}}"#,
            &mut conn
        ),
        -32602
    );
}

#[test]
fn loopback_hosts() {
    use coderook_protocol::transport::*;
    assert_eq!(DEFAULT_ADDR, format!("{DEFAULT_HOST}:{DEFAULT_PORT}"));
    assert_eq!(DEFAULT_ADDR, "127.0.0.1:7437");
    assert_eq!(TOKEN_ENV, "CODEROOK_IPC_TOKEN");
    for ok in [
        "127.0.0.1",
        "127.1.2.3",
        "::1",
        "[::1]",
        "localhost",
        "LOCALHOST",
    ] {
        assert!(is_loopback_host(ok), "{ok}");
    }
    for bad in [
        "0.0.0.0",
        "10.0.0.1",
        "::",
        "example.com",
        "",
        "127.0.0.1.evil.com",
    ] {
        assert!(!is_loopback_host(bad), "{bad}");
    }
}

// ---------------------------------------------------------------- codec

#[test]
fn codec_reassembles_chunks_and_reports_bad_lines() {
    let stream = b"{\"a\":1}\r\n\n{\"b\":\xff}\nnot json\n{\"c\":[1,\n2]}\n{\"d\":4}\n";
    for chunk_size in [1, 2, 3, 7, 64] {
        let mut d = FrameDecoder::new();
        let mut out = Vec::new();
        for chunk in stream.chunks(chunk_size) {
            d.push(chunk);
            out.extend(d.by_ref());
        }
        let summary: Vec<String> = out
            .iter()
            .map(|r| match r {
                Ok(f) => format!("{}:{}", f.line, f.text),
                Err(FrameError::InvalidUtf8 { line }) => format!("{line}:utf8"),
                Err(FrameError::InvalidJson { line, .. }) => format!("{line}:json"),
                Err(e) => format!("{}:{e}", e.line()),
            })
            .collect();
        assert_eq!(
            summary,
            [
                "1:{\"a\":1}",
                "3:utf8",
                "4:json",
                "5:json",
                "6:json",
                "7:{\"d\":4}"
            ],
            "chunk {chunk_size}"
        );
    }
}

#[test]
fn codec_refuses_oversized_frames_without_buffering_them() {
    let mut d = FrameDecoder::with_max_frame_len(16);
    d.push(b"{\"ok\":1}\n{\"big\":\"");
    for _ in 0..1000 {
        d.push(b"xxxxxxxxxxxxxxxx");
        assert!(d.buffered_len() <= 17);
    }
    d.push(b"\"}\n{\"after\":2}\n");
    let out: Vec<_> = d.by_ref().collect();
    assert_eq!(out.len(), 3);
    assert_eq!(out[0].as_ref().unwrap().text, "{\"ok\":1}");
    assert_eq!(out[1], Err(FrameError::TooLarge { line: 2, limit: 16 }));
    assert_eq!(out[2].as_ref().unwrap().line, 3);
    // exactly at the limit, with \r\n
    let mut d = FrameDecoder::with_max_frame_len(8);
    d.push(b"{\"a\":12}\r\n");
    assert!(d.next_frame().unwrap().is_ok());
}

#[test]
fn encoder_writes_one_line_per_frame() {
    let line = encode_frame(&json!({"text": "a\nb\r\nc"}));
    assert_eq!(line.iter().filter(|&&b| b == b'\n').count(), 1);
    assert!(line.ends_with(b"\n"));
}

#[test]
fn constructors_fill_contract_defaults() {
    assert_eq!(
        AgentRunCommand::new("g"),
        decode::<AgentRunCommand>(json!({"goal": "g"})).unwrap()
    );
    assert_eq!(
        PingCommand::new("cli"),
        decode::<PingCommand>(json!({"client": "cli"})).unwrap()
    );
    let rec = ThreadRecord::new(
        NonEmptyString::new("thr-1").unwrap(),
        "title",
        NonEmptyString::new("/w").unwrap(),
        Timestamp::new("2026-05-16T10:00:00Z"),
        Timestamp::new("2026-05-16T10:00:00Z"),
    );
    let decoded: ThreadRecord = decode(json!({
        "id": "thr-1", "title": "title", "workspace": "/w",
        "created_at": "2026-05-16T10:00:00Z", "updated_at": "2026-05-16T10:00:00Z"
    }))
    .unwrap();
    assert_eq!(rec, decoded);
    assert_eq!(serde_json::to_value(&rec).unwrap()["status"], "idle");
}

mod tracker {
    use coderook_protocol::client::{RequestTracker, TrackError};
    use coderook_protocol::{
        ClientRequest, CommandResult, ErrorCode, PingCommand, RequestId, method,
    };

    const PONG: &[u8] = br#"{"jsonrpc":"2.0","id":"u-1","result":{"server_version":"0.2.0b1","uptime_ms":12,"received_at":"2026-05-16T10:00:00.001Z","workspace":"/w","active_runs":0}}"#;

    #[test]
    fn pairs_by_id_and_types_by_method() {
        let mut t = RequestTracker::new();
        t.register_method::<method::Ping>("u-1").unwrap();
        t.register_name(7, "goal.get").unwrap();
        assert_eq!(t.len(), 2);
        let a = t.on_response(PONG).unwrap();
        assert_eq!(
            (a.id.clone(), a.method),
            (RequestId::from("u-1"), "core.ping")
        );
        assert!(matches!(a.outcome, Ok(CommandResult::Ping(_))));
        // An error answer is the error object, paired all the same.
        let a = t
            .on_response(br#"{"jsonrpc":"2.0","id":7,"error":{"code":-32010,"message":"Session Not Found"}}"#)
            .unwrap();
        assert_eq!(a.method, "goal.get");
        assert_eq!(a.outcome.unwrap_err().code, ErrorCode::from_code(-32010));
        assert!(t.is_empty());
    }

    #[test]
    fn duplicate_unknown_and_unpaired_ids_are_errors() {
        let mut t = RequestTracker::new();
        let ping = ClientRequest::new("u-1", PingCommand::new("cli/0.0.1"));
        let line = t.send(&ping).unwrap();
        assert_eq!(
            &line[..],
            &coderook_protocol::codec::encode_frame(&ping)[..]
        );
        assert_eq!(
            t.register(&ping),
            Err(TrackError::DuplicateId(RequestId::from("u-1")))
        );
        assert!(
            matches!(t.register_name("u-2", "core.teleport"), Err(TrackError::UnknownMethod(m)) if m == "core.teleport")
        );
        let other = br#"{"jsonrpc":"2.0","id":"u-9","result":{}}"#;
        assert_eq!(
            t.on_response(other),
            Err(TrackError::UnknownId(RequestId::from("u-9")))
        );
        let unpaired =
            br#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse Error"}}"#;
        assert!(
            matches!(t.on_response(unpaired), Err(TrackError::Unpaired(e)) if e.code == ErrorCode::from_code(-32700))
        );
        assert_eq!(t.len(), 1, "nothing above answered u-1");
    }

    #[test]
    fn a_result_of_the_wrong_shape_is_reported_at_its_path_and_settles_the_request() {
        let mut t = RequestTracker::new();
        t.register_method::<method::Ping>("u-1").unwrap();
        let bad = br#"{"jsonrpc":"2.0","id":"u-1","result":{"server_version":"0.2.0b1","uptime_ms":12,"received_at":"x","workspace":"/w","active_runs":-1}}"#;
        match t.on_response(bad) {
            Err(TrackError::Decode {
                request: Some((id, m)),
                error,
            }) => {
                assert_eq!((id, m), (RequestId::from("u-1"), "core.ping"));
                assert_eq!(error.path(), "result.active_runs");
            }
            other => panic!("{other:?}"),
        }
        assert!(t.is_empty());
    }
}

/// `Event` holds its variants boxed, so decoding moves a few words per
/// event, not a value as large as the largest event: its one unboxed
/// variant, `Other`'s map, sizes it (a `BTreeMap`, or an `IndexMap` when
/// `serde_json/preserve_order` is on in the build).
#[test]
fn event_is_a_few_words() {
    let map = std::mem::size_of::<serde_json::Map<String, serde_json::Value>>();
    assert!(std::mem::size_of::<coderook_protocol::Event>() <= map + 8);
    // The event push is no longer what sizes a server message: a response is.
    let response = std::mem::size_of::<coderook_protocol::jsonrpc::Response<serde_json::Value>>();
    assert!(std::mem::size_of::<coderook_protocol::ServerMessage>() <= response + 8);
}
