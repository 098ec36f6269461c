//! The crate's rules, checked against values written from the contract.

use serde_json::{Value, json};
use workerdeck_protocol::routes::{self, Method};
use workerdeck_protocol::*;

fn decode<T: WireType>(v: Value) -> Result<T, DecodeError> {
    decode_value(&v)
}

fn roundtrip<T: WireType>(v: Value) -> Value {
    let t: T = decode(v).expect("decodes");
    serde_json::to_value(&t).expect("encodes")
}

// ----------------------------------------------------------------- presence

#[test]
fn required_field_must_be_present_and_non_null() {
    assert!(decode::<ErrorResponse>(json!({})).is_err());
    assert!(decode::<ErrorResponse>(json!({"error": null})).is_err());
    assert!(decode::<ErrorResponse>(json!({"error": "x"})).is_ok());
}

#[test]
fn optional_field_is_omitted_when_absent_and_refuses_null() {
    let v = json!({"name": "review"});
    assert_eq!(roundtrip::<SlashCommandInfo>(v.clone()), v);
    let e = decode::<SlashCommandInfo>(json!({"name": "review", "description": null})).unwrap_err();
    assert_eq!(e.path(), "description");
}

#[test]
fn required_nullable_field_must_be_present_and_is_written_as_null() {
    let body = json!({"type": "assistant_message", "message": {"role": "assistant", "content": "hi"}, "uuid": "u"});
    let e = decode::<SessionEventBody>(body.clone()).unwrap_err();
    assert!(e.message().contains("parentToolUseId"), "{e}");
    let mut with_null = body.clone();
    with_null["parentToolUseId"] = Value::Null;
    let ev: SessionEventBody = decode(with_null.clone()).unwrap();
    let SessionEventBody::AssistantMessage(m) = &ev else {
        panic!()
    };
    assert_eq!(m.parent_tool_use_id, None);
    assert_eq!(serde_json::to_value(&ev).unwrap(), with_null);
}

#[test]
fn optional_nullable_field_keeps_absent_and_null_apart() {
    for v in [
        json!({"role": "assistant", "content": []}),
        json!({"role": "assistant", "content": [], "stop_reason": null}),
        json!({"role": "assistant", "content": [], "stop_reason": "end_turn"}),
    ] {
        assert_eq!(roundtrip::<ApiMessage>(v.clone()), v);
    }
    let m: ApiMessage =
        decode(json!({"role": "user", "content": "x", "stop_reason": null})).unwrap();
    assert_eq!(m.stop_reason, Some(None));
}

#[test]
fn unknown_field_accepts_null_but_must_be_present() {
    let v = json!({"type": "tool_use", "id": "t", "name": "n", "input": null});
    assert_eq!(roundtrip::<ToolUseBlock>(v.clone()), v);
    assert!(decode::<ToolUseBlock>(json!({"type": "tool_use", "id": "t", "name": "n"})).is_err());
}

#[test]
fn undeclared_members_are_ignored_and_not_written_back_unless_upstream_opens_the_object() {
    let declared = json!({"id": "s", "status": "idle", "cwd": "/", "createdAt": 1, "lastSeq": 0, "pendingPermissionCount": 0});
    let mut newer = declared.clone();
    newer["extra"] = json!({"added": "by a newer server"});
    assert_eq!(roundtrip::<SessionInfo>(newer.clone()), declared);
    // Strict decoding, for CI, names the member.
    let e = decode_strict::<SessionInfo>(&newer.to_string()).unwrap_err();
    assert_eq!(e.path(), "extra");
    assert_eq!(
        e.message(),
        "member `extra` is not declared by the contract"
    );
    assert!(decode_strict::<SessionInfo>(&declared.to_string()).is_ok());
    // stream_delta.event and sdk_event.payload keep every field.
    let v = json!({"type": "sdk_event", "payload": {"type": "system", "subtype": "x", "nested": {"a": [1, 2.5, null]}}});
    assert_eq!(roundtrip::<SessionEventBody>(v.clone()), v);
}

#[test]
fn costs_are_written_as_javascript_writes_them() {
    let u = JobUsage::new(10, 0.0, 1);
    assert_eq!(
        serde_json::to_string(&u).unwrap(),
        r#"{"tokens":10,"totalCostUsd":0,"numTurns":1}"#
    );
    let u = JobUsage::new(10, 0.25, 1);
    assert_eq!(
        serde_json::to_string(&u).unwrap(),
        r#"{"tokens":10,"totalCostUsd":0.25,"numTurns":1}"#
    );
}

// ----------------------------------------------------------------- unions

#[test]
fn content_block_falls_back_to_unknown_and_loses_nothing() {
    let typed: ContentBlock = decode(json!({"type": "text", "text": "hi"})).unwrap();
    assert!(matches!(typed, ContentBlock::Text(_)));
    for v in [
        json!({"type": "text", "text": "hi", "citations": [{"url": "https://x"}]}),
        json!({"type": "text"}),
        json!({"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AA=="}}),
    ] {
        let b: ContentBlock = decode(v.clone()).unwrap();
        assert!(matches!(b, ContentBlock::Unknown(_)), "{v}");
        assert_eq!(serde_json::to_value(&b).unwrap(), v);
    }
    let b: ContentBlock = decode(json!({"type": "image", "x": 1})).unwrap();
    assert_eq!(b.kind(), "image");
}

/// A block is typed when it fits its type exactly, judged by the decode
/// itself (no member stepped over): the same answer as judging it by its
/// re-encoding compared with the input (`strict::from_value`), whatever the
/// spacing, member order, escapes, `null`s, repeats or extras.
#[test]
fn content_block_fits_its_type_as_its_re_encoding_says() {
    let texts = [
        r#"{"type":"text","text":"hi"}"#,
        r#"{"text":"hi","type":"text"}"#,
        r#"{ "type" : "text", "text" : "hi" }"#,
        "{\"type\":\"text\",\n\"text\":\"hi\"}",
        r#"{"type":"text","text":"caf\u00e9 \"q\" \n"}"#,
        r#"{"type":"text","text":"café \"q\" \n"}"#,
        r#"{"type":"text","text":"hi","citations":null}"#,
        r#"{"type":"text","text":"a","text":"b"}"#,
        r#"{"type":"text","type":"text","text":"hi"}"#,
        r#"{"typ\u0065":"text","text":"hi"}"#,
        r#"{"type":"text"}"#,
        r#"{"type":"text","text":7}"#,
        r#"{"type":"thinking","thinking":"hmm"}"#,
        r#"{"type":"thinking","thinking":"hmm","signature":"sig"}"#,
        r#"{"type":"tool_use","id":"t1","name":"bash","input":{"a":1,"b":[true,null]}}"#,
        r#"{"type":"tool_use","id":"t1","name":"bash","input":{"b":1,"a":2}}"#,
        r#"{"type":"tool_use","id":"t1","name":"bash","input":{}}"#,
        r#"{"type":"tool_result","tool_use_id":"t1","content":"ok"}"#,
        r#"{"type":"tool_result","tool_use_id":"t1","content":"ok","is_error":false}"#,
        r#"{"type":"tool_result","tool_use_id":"t1","content":"ok","is_error":null}"#,
        r#"{"type":"tool_result","tool_use_id":"t1","content":null}"#,
        r#"{"type":"tool_result","tool_use_id":"t1","content":[{"type":"text","text":"a"},{"type":"image","source":{}}]}"#,
        r#"{"type":"tool_result","tool_use_id":"t1"}"#,
        r#"{"type":"image","source":{"type":"base64","data":"AA=="}}"#,
        r#"{"type":7}"#,
        r#"{"text":"no type"}"#,
    ];
    /// The typed block, `Ok(None)` for an unknown one.
    fn by_re_encoding(text: &str) -> Result<Option<ContentBlock>, String> {
        use wire_kit::strict::from_value as strict;
        let value: Value = serde_json::from_str(text).unwrap();
        let kind = match &value["type"] {
            Value::String(s) => s.clone(),
            Value::Null => return Err("missing field `type`".into()),
            _ => return Err("`type` must be a string".into()),
        };
        let typed = match kind.as_str() {
            "text" => strict("B", &value).ok().map(ContentBlock::Text),
            "thinking" => strict("B", &value).ok().map(ContentBlock::Thinking),
            "tool_use" => strict("B", &value).ok().map(ContentBlock::ToolUse),
            "tool_result" => strict("B", &value).ok().map(ContentBlock::ToolResult),
            _ => None,
        };
        Ok(typed)
    }
    for text in texts {
        let decoded = serde_json::from_str::<ContentBlock>(text).map_err(|e| e.to_string());
        match (&decoded, by_re_encoding(text)) {
            (Ok(a), Ok(Some(b))) => assert_eq!(a, &b, "{text}"),
            (Ok(a), Ok(None)) => {
                assert!(matches!(a, ContentBlock::Unknown(_)), "{text}: {a:?}");
                let input: Value = serde_json::from_str(text).unwrap();
                assert_eq!(serde_json::to_value(a).unwrap(), input, "{text}");
            }
            (Err(a), Err(b)) => assert!(a.starts_with(b.as_str()), "{text}: {a} / {b}"),
            (a, b) => panic!("{text}: {a:?} against {b:?}"),
        }
    }
    for text in [r#"["type","text"]"#, r#""text""#, "7"] {
        let err = serde_json::from_str::<ContentBlock>(text)
            .unwrap_err()
            .to_string();
        let want = serde_json::from_str::<serde_json::Map<String, Value>>(text)
            .unwrap_err()
            .to_string();
        let strip = |s: &str| s.split(" at line").next().unwrap_or_default().to_owned();
        assert_eq!(strip(&err), strip(&want), "{text}");
    }
}

#[test]
fn stdio_mcp_server_keeps_whether_type_was_written() {
    for v in [
        json!({"command": "npx"}),
        json!({"type": "stdio", "command": "npx"}),
        json!({"type": "http", "url": "https://x"}),
        json!({"type": "sse", "url": "https://x", "headers": {"a": "b"}}),
    ] {
        assert_eq!(roundtrip::<McpServerConfigWire>(v.clone()), v);
    }
    assert!(decode::<McpServerConfigWire>(json!({"url": "https://x"})).is_err());
}

#[test]
fn unions_decode_the_same_in_any_key_order() {
    let first =
        r#"{"type":"permission_decision","requestId":"r","behavior":"deny","message":"no"}"#;
    let last = r#"{"requestId":"r","behavior":"deny","message":"no","type":"permission_decision"}"#;
    let a: SessionCommand = workerdeck_protocol::decode(first).unwrap();
    let b: SessionCommand = workerdeck_protocol::decode(last).unwrap();
    assert_eq!(a, b);
    let a: SessionEvent =
        workerdeck_protocol::decode(r#"{"seq":1,"ts":2,"type":"session_closed","reason":"error"}"#)
            .unwrap();
    let b: SessionEvent =
        workerdeck_protocol::decode(r#"{"type":"session_closed","reason":"error","seq":1,"ts":2}"#)
            .unwrap();
    let c: SessionEvent =
        workerdeck_protocol::decode(r#"{"reason":"error","ts":2,"seq":1,"type":"session_closed"}"#)
            .unwrap();
    assert_eq!(a, b);
    assert_eq!(b, c);
    // The wire form puts the tag first and `seq`, `ts` last.
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        r#"{"type":"session_closed","reason":"error","seq":1,"ts":2}"#
    );
}

#[test]
fn duplicate_keys_are_refused() {
    assert!(
        workerdeck_protocol::decode::<SessionEvent>(
            r#"{"type":"session_closed","reason":"error","seq":1,"seq":2,"ts":2}"#
        )
        .is_err()
    );
    assert!(
        workerdeck_protocol::decode::<SessionEvent>(
            r#"{"type":"session_closed","reason":"error","reason":"client","seq":1,"ts":2}"#
        )
        .is_err()
    );
}

#[test]
fn server_frames_carry_their_own_type() {
    let v = json!({"type": "tool_call_canceled", "executionId": "e", "reason": "interrupted"});
    let f: ServerFrame = decode(v.clone()).unwrap();
    assert_eq!(f.tag(), "tool_call_canceled");
    assert_eq!(serde_json::to_value(&f).unwrap(), v);
    let reordered: ServerFrame = workerdeck_protocol::decode(
        r#"{"executionId":"e","reason":"interrupted","type":"tool_call_canceled"}"#,
    )
    .unwrap();
    assert_eq!(reordered, f);
}

#[test]
fn resolve_and_submit_requests_dispatch_on_their_own_keys() {
    let v = json!({"behavior": "allow", "updatedInput": {"answers": {"Q?": "A"}}});
    assert!(matches!(
        decode::<ResolvePermissionRequest>(v.clone()).unwrap(),
        ResolvePermissionRequest::Allow(_)
    ));
    assert_eq!(roundtrip::<ResolvePermissionRequest>(v.clone()), v);
    let v = json!({"status": "failed", "reason": "timeout", "error": "too slow"});
    let r: SubmitExecutionResultRequest = decode(v.clone()).unwrap();
    let SubmitExecutionResultRequest::Failed(f) = &r else {
        panic!()
    };
    assert_eq!(f.reason, ExecutionFailureReason::Timeout);
}

// ----------------------------------------------------------------- open sets

#[test]
fn open_strings_keep_unknown_values_verbatim() {
    let r: RateLimitInfo =
        decode(json!({"status": "rejected", "rateLimitType": "fortnight"})).unwrap();
    assert_eq!(r.status, RateLimitStatus::Rejected);
    assert_eq!(
        r.rate_limit_type,
        Some(RateLimitType::Other("fortnight".into()))
    );
    assert_eq!(
        serde_json::to_value(&r).unwrap(),
        json!({"status": "rejected", "rateLimitType": "fortnight"})
    );
    assert_eq!(SubscriptionType::from("max"), SubscriptionType::Max);
    assert_eq!(ApiKeySource::from("oauth").as_str(), "oauth");
    assert!(
        !McpServerStatus::from("Connected").is_known(),
        "matching is exact"
    );
}

#[test]
fn closed_sets_refuse_unknown_values() {
    assert!(decode::<ProfileEngine>(json!("gemini")).is_err());
    assert!(decode::<PermissionMode>(json!("yolo")).is_err());
    assert!(decode::<JobStatus>(json!("cancelled")).is_err());
    // Only the bare string: not the object form serde's derive also read.
    for v in [
        json!({"queued": null}),
        json!(["queued"]),
        json!(1),
        json!(null),
    ] {
        assert!(decode::<JobStatus>(v.clone()).is_err(), "{v}");
        assert!(
            serde_json::from_str::<JobStatus>(&v.to_string()).is_err(),
            "{v}"
        );
    }
    assert_eq!(
        decode::<JobStatus>(json!("queued")).unwrap(),
        JobStatus::Queued
    );
    assert_eq!(JobStatus::VALUES[0], "queued");
    assert_eq!("parked".parse::<JobStatus>(), Ok(JobStatus::Parked));
}

// ----------------------------------------------------------------- capabilities

#[test]
fn engine_capabilities_match_the_contract() {
    use PermissionMode::*;
    let c = &ENGINE_CAPABILITIES;
    assert_eq!(
        c.claude.permission_modes,
        &[Default, AcceptEdits, BypassPermissions, Plan, DontAsk, Auto]
    );
    assert_eq!(
        c.codex.permission_modes,
        &[Default, AcceptEdits, BypassPermissions]
    );
    assert_eq!(
        c.provider.permission_modes,
        &[Default, BypassPermissions, DontAsk]
    );
    assert_eq!(
        c.claude.reasoning_efforts,
        Some(&["low", "medium", "high", "xhigh", "max"][..])
    );
    assert_eq!(
        c.codex.reasoning_efforts,
        Some(&["minimal", "low", "medium", "high", "xhigh"][..])
    );
    assert_eq!(c.provider.reasoning_efforts, None);
    assert_eq!(
        c.codex.attachments,
        &[AttachmentKind::Image, AttachmentKind::Text]
    );
    assert!(c.provider.vfs && !c.claude.vfs && !c.codex.vfs);
    assert!(!c.provider.interactive_approvals);
    assert!(c.claude.mcp_status && !c.codex.mcp_status);
    for (_, row) in c.iter() {
        assert!(row.supports(row.default_permission_mode));
        assert_eq!(row.streaming, StreamingGranularity::Token);
    }
    #[allow(deprecated)]
    let provider = PROVIDER_PERMISSION_MODES;
    assert_eq!(provider, c.provider.permission_modes);
    // The wire shape of a row is the upstream record.
    let json =
        serde_json::to_value(EngineCapabilities::for_engine(ProfileEngine::Provider)).unwrap();
    assert!(json.get("reasoningEfforts").is_none());
    assert_eq!(
        json["permissionModes"],
        json!(["default", "bypassPermissions", "dontAsk"])
    );
}

#[test]
fn supports_permission_mode_reads_the_table() {
    use PermissionMode::*;
    for mode in PermissionMode::ALL {
        assert!(
            supports_permission_mode(None, *mode),
            "absent engine is claude"
        );
        assert!(supports_permission_mode(Some(ProfileEngine::Claude), *mode));
    }
    assert!(!supports_permission_mode(
        Some(ProfileEngine::Provider),
        Plan
    ));
    assert!(supports_permission_mode(
        Some(ProfileEngine::Provider),
        DontAsk
    ));
    assert!(!supports_permission_mode(
        Some(ProfileEngine::Codex),
        DontAsk
    ));
    assert!(supports_permission_mode(
        Some(ProfileEngine::Codex),
        AcceptEdits
    ));
}

#[test]
fn a_wire_copy_of_the_capabilities_wins() {
    let mut info: SessionInfo = decode(json!({"id": "s", "status": "idle", "cwd": "/", "createdAt": 1, "lastSeq": 0, "pendingPermissionCount": 0, "engine": "provider"})).unwrap();
    assert_eq!(
        info.effective_capabilities(),
        EngineCapabilities::for_engine(ProfileEngine::Provider)
    );
    let mut custom = EngineCapabilities::for_engine(ProfileEngine::Provider);
    custom.vfs = false;
    info.capabilities = Some(custom.clone());
    assert_eq!(info.effective_capabilities(), custom);
    let profile: ProfileInfo = decode(json!({"name": "p"})).unwrap();
    assert_eq!(profile.engine_or_default(), ProfileEngine::Claude);
    assert_eq!(
        profile.effective_capabilities(),
        EngineCapabilities::for_engine(ProfileEngine::Claude)
    );
}

#[test]
fn a_stored_mode_outside_the_engine_set_is_coerced_to_its_default() {
    let provider: ProfileInfo = decode(json!({"name": "p", "engine": "provider"})).unwrap();
    assert_eq!(
        provider.coerce_permission_mode(Some(PermissionMode::Plan)),
        PermissionMode::Default
    );
    assert_eq!(
        provider.coerce_permission_mode(Some(PermissionMode::DontAsk)),
        PermissionMode::DontAsk
    );
    assert_eq!(
        provider.coerce_permission_mode(None),
        PermissionMode::Default
    );
}

// ----------------------------------------------------------------- profiles

#[test]
fn profile_patch_is_three_way() {
    let p: UpdateProfileRequest =
        decode(json!({"description": null, "codexHome": "/c", "models": []})).unwrap();
    assert_eq!(p.description, Patch::Null);
    assert_eq!(p.codex_home, Patch::Value("/c".into()));
    assert_eq!(p.engine, Patch::Absent);
    // Re-encodes as read: null stays null, absent stays absent.
    assert_eq!(
        serde_json::to_value(&p).unwrap(),
        json!({"codexHome": "/c", "description": null, "models": []})
    );

    let before: ProfileInfo =
        decode(json!({"name": "w", "configDir": "/cfg", "description": "old", "managed": true}))
            .unwrap();
    let after = p.apply(&before).unwrap();
    assert_eq!(after.description, None);
    assert_eq!(after.codex_home.as_deref(), Some("/c"));
    assert_eq!(after.config_dir.as_deref(), Some("/cfg"));
    assert_eq!(after.name, "w");
    assert_eq!(
        after.models, None,
        "response-only fields are ignored on the way in"
    );
    assert_eq!(after.managed, Some(true));
}

#[test]
fn clearing_a_required_field_is_an_error() {
    let claude: ProfileInfo = decode(json!({"name": "w", "configDir": "/cfg"})).unwrap();
    let clear: UpdateProfileRequest = decode(json!({"configDir": null})).unwrap();
    let e = clear.apply(&claude).unwrap_err();
    assert_eq!(
        e,
        ProfilePatchError::ClearsRequired {
            field: "configDir",
            why: "claude profiles need a config directory"
        }
    );
    // Moving the profile to another engine in the same patch makes it legal.
    let switch: UpdateProfileRequest =
        decode(json!({"configDir": null, "engine": "codex"})).unwrap();
    let p = switch.apply(&claude).unwrap();
    assert_eq!((p.engine, p.config_dir), (Some(ProfileEngine::Codex), None));
    // `name` cannot be patched: a patch naming it is read without it.
    let renamed: UpdateProfileRequest = decode(json!({"name": "x"})).unwrap();
    assert_eq!(renamed.apply(&claude).unwrap().name, claude.name);
    assert!(decode_strict::<UpdateProfileRequest>(&json!({"name": "x"}).to_string()).is_err());
}

#[test]
fn a_job_session_requires_a_prompt() {
    let job: CreateJobRequest = decode(json!({"session": {"cwd": "/a", "prompt": "go"}})).unwrap();
    let plain: CreateSessionRequest = job.session.clone().into();
    assert_eq!(plain.prompt.as_deref(), Some("go"));
    assert_eq!(JobSessionRequest::try_from(plain).unwrap(), job.session);
    let no_prompt: CreateSessionRequest = decode(json!({"cwd": "/a"})).unwrap();
    assert_eq!(JobSessionRequest::try_from(no_prompt), Err(MissingPrompt));
}

// ----------------------------------------------------------------- routes and log

#[test]
fn routes_cover_the_named_surface() {
    let r = routes::find(Method::Post, "/executions/:executionId/result").unwrap();
    assert_eq!(r.url("/api/", &["exec_1"]), "/api/executions/exec_1/result");
    assert!(r.statuses.iter().any(|s| s.code == 404));
    assert_eq!(
        routes::find(Method::Get, "/fs/read")
            .unwrap()
            .statuses
            .iter()
            .map(|s| s.code)
            .collect::<Vec<_>>(),
        [404, 413]
    );
    assert!(
        routes::find(Method::Put, "/fs/write")
            .unwrap()
            .statuses
            .iter()
            .any(|s| s.code == 409)
    );
    assert!(
        routes::find(Method::Post, "/sessions/:id/attachments")
            .unwrap()
            .statuses
            .iter()
            .any(|s| s.code == 415)
    );
    assert!(
        routes::find(Method::Get, "/sessions/:id/mcp")
            .unwrap()
            .statuses
            .iter()
            .any(|s| s.code == 501)
    );
    assert_eq!(
        routes::find(Method::Get, "/sdk-sessions").unwrap().query,
        ["profile"]
    );
    assert_eq!(
        routes::find(Method::WebSocket, "/sessions/:id")
            .unwrap()
            .query,
        ["afterSeq"]
    );
    assert!(routes::find(Method::WebSocket, "/queue/ws").is_some());
    for path in ["/fs/roots", "/fs/list", "/fs/find", "/fs/read"] {
        assert!(routes::find(Method::Get, path).is_some(), "{path}");
    }
    let mut seen = std::collections::HashSet::new();
    for r in routes::ROUTES {
        assert!(
            seen.insert((r.method, r.path)),
            "duplicate route {} {}",
            r.method.as_str(),
            r.path
        );
    }
}

#[test]
fn the_log_knows_where_to_reattach() {
    let mut log = SessionLog::new();
    assert_eq!(log.after_seq(), 0);
    assert_eq!(log.observe_seq(1), SeqStep::Next);
    assert_eq!(log.observe_seq(2), SeqStep::Next);
    assert_eq!(log.observe_seq(2), SeqStep::Repeat { seq: 2 });
    assert_eq!(
        log.observe_seq(5),
        SeqStep::Gap {
            expected: 3,
            got: 5
        }
    );
    assert_eq!(log.after_seq(), 2);
    let attached: AttachedFrame = decode(json!({"type": "attached", "protocolVersion": 6, "session": {"id": "s", "status": "idle", "cwd": "/", "createdAt": 1, "lastSeq": 9, "pendingPermissionCount": 0}, "replayingFrom": 4})).unwrap();
    assert_eq!(
        log.attached(&attached),
        SeqStep::Gap {
            expected: 3,
            got: 5
        }
    );
}

#[test]
fn protocol_version_is_six() {
    assert_eq!(PROTOCOL_VERSION, 6);
}

/// The per-frame unions hold their variants boxed, so decoding moves a few
/// words per frame, not a value as large as the largest variant.
#[test]
fn frames_are_a_few_words() {
    assert!(std::mem::size_of::<workerdeck_protocol::ServerFrame>() <= 16);
    assert!(std::mem::size_of::<workerdeck_protocol::SessionEventBody>() <= 16);
}
