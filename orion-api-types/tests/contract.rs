//! Presence, constants, constraints, secrets and tables, one field kind at a
//! time. Expected values come from the contract text.

use orion_api_types::*;
use serde_json::{Value, json};

const NONCE: &str = "n0nce-n0nce-n0nce-n0nce-n0nce-n0nce";

fn revision() -> String {
    format!("hmac-sha256:{}", "ab".repeat(32))
}

fn settings_field(value: &str) -> Value {
    json!({"source": "project", "scope": "project", "applies": "live",
           "overridden": false, "writable": true, "effectiveValue": value})
}

fn settings_document() -> Value {
    json!({
        "schemaVersion": 1, "revision": revision(), "state": "ready", "writable": true,
        "hasDocument": true, "workspace": "/w",
        "sections": {
            "appearance": {"theme": settings_field("dark"), "motion": settings_field("system")},
            "defaults": {"model": settings_field("m"), "effort": settings_field("auto")},
            "permissions": {"toolConfirmation": settings_field("ask")}
        },
        "models": [], "credentials": []
    })
}

fn bootstrap() -> Value {
    json!({
        "apiVersion": 1, "productVersion": "0.3.0", "nonce": NONCE, "workspace": "/w",
        "configured": true, "settings": settings_document(),
        "capabilities": {"goal": true, "plan": true, "skills": true, "mcp": true, "diagnostics": false}
    })
}

fn accepts<T: WireType>(v: &Value) -> T {
    decode_value::<T>(v).unwrap_or_else(|e| panic!("{e}"))
}

fn rejects<T: WireType + std::fmt::Debug>(v: &Value) -> DecodeError {
    decode_value::<T>(v).expect_err("must be rejected")
}

#[test]
fn nonce_never_prints() {
    let b: BootstrapResponse = accepts(&bootstrap());
    let debug = format!("{b:?}");
    assert!(!debug.contains(NONCE), "{debug}");
    assert!(debug.contains("WebNonce(<redacted>)"));
    assert_eq!(format!("{}", b.nonce), "<redacted>");
    assert_eq!(b.nonce.expose(), NONCE);
    // Encoding still carries it: the bootstrap is how the browser learns it.
    assert_eq!(serde_json::to_value(&b).unwrap()["nonce"], NONCE);
    // A too-short nonce is refused without being echoed.
    let mut short = bootstrap();
    short["nonce"] = json!("secret-but-short");
    let err = rejects::<BootstrapResponse>(&short);
    assert!(!err.to_string().contains("secret-but-short"), "{err}");
    assert_eq!(err.path(), "nonce");
    // The header value type.
    let header: WebNonce = NONCE.parse().unwrap();
    assert_eq!(format!("{header:?}"), "WebNonce(<redacted>)");
    assert!(header.matches(NONCE) && !header.matches("x"));
    assert_eq!(WebNonce::HEADER, "X-Orion-Web-Nonce");
}

#[test]
fn required_nullable_must_be_present() {
    let page = json!({"items": [], "nextCursor": null});
    let p: WorkspacePage = accepts(&page);
    assert_eq!(p.next_cursor, None);
    assert_eq!(serde_json::to_value(&p).unwrap(), page);
    assert_eq!(
        rejects::<WorkspacePage>(&json!({"items": []})).message(),
        "missing field `nextCursor`"
    );
}

#[test]
fn optional_non_nullable_refuses_null() {
    let ok: CreateSessionRequest = accepts(&json!({"requestId": "r"}));
    assert_eq!(ok.name, None);
    assert_eq!(
        serde_json::to_value(&ok).unwrap(),
        json!({"requestId": "r"})
    );
    let err = rejects::<CreateSessionRequest>(&json!({"requestId": "r", "name": null}));
    assert_eq!(err.path(), "name");
}

#[test]
fn optional_nullable_accepts_absent_and_null() {
    let base = json!({"content": "", "offsetBytes": 0, "totalBytes": 0, "redacted": false});
    let mut with_null = base.clone();
    with_null["nextOffsetBytes"] = Value::Null;
    let a: ToolDetailPage = accepts(&base);
    let b: ToolDetailPage = accepts(&with_null);
    assert_eq!(a, b);
    assert_eq!(serde_json::to_value(&b).unwrap(), base);
    let mut with_value = base.clone();
    with_value["nextOffsetBytes"] = json!(10);
    assert_eq!(
        accepts::<ToolDetailPage>(&with_value)
            .next_offset_bytes
            .map(|n| n.get()),
        Some(10)
    );
    with_value["nextOffsetBytes"] = json!(-1);
    rejects::<ToolDetailPage>(&with_value);
}

#[test]
fn constants_are_checked_and_emitted() {
    rejects::<HealthResponse>(&json!({"ok": false, "version": "1"}));
    rejects::<HealthResponse>(&json!({"version": "1"}));
    let h: HealthResponse = accepts(&json!({"ok": true, "version": "1"}));
    assert_eq!(serde_json::to_value(h).unwrap()["ok"], true);
    let mut b = bootstrap();
    b["apiVersion"] = json!(2);
    rejects::<BootstrapResponse>(&b);
    let slot = json!({"providerId": "p", "state": "ready", "source": "none", "writable": true});
    rejects::<CredentialSlot>(&slot);
    rejects::<OpenSettingsDocumentResponse>(&json!({"requestId": "r", "opened": false}));
    rejects::<GoalView>(&json!({"authority": "sidecar", "digest": "d", "state": null}));
    let g: GoalView = accepts(&json!({"authority": "turn_commit", "digest": "d", "state": null}));
    assert_eq!(g.state, Value::Null);
    rejects::<GoalView>(&json!({"authority": "turn_commit", "digest": "d"}));
    let approval = json!({"id": "a", "toolName": "t", "sanitizedArguments": {},
                          "allowedScopes": ["once", "project", "global"]});
    accepts::<PendingApproval>(&approval);
    let mut wrong = approval.clone();
    wrong["allowedScopes"] = json!(["once", "project"]);
    rejects::<PendingApproval>(&wrong);
}

fn envelope(ty: &str, durable: bool) -> Value {
    let payload = match ty {
        "runtime_event" => json!({"eventType": "x", "value": {}}),
        "thread_event" => json!({"sequence": 1, "eventType": "x", "value": {}}),
        "workbench_state" => json!({"workspace": "/w", "activeSessionId": null}),
        "settings_invalidated" => {
            json!({"revision": revision(), "reason": "local-write", "state": "ready"})
        }
        _ => json!({"reason": "gap", "snapshotRequired": true}),
    };
    json!({"apiVersion": 1, "eventId": "e", "cursor": 1, "sessionId": "s", "threadId": "t",
           "type": ty, "durable": durable, "timestamp": "2026-01-01T00:00:00Z", "payload": payload})
}

#[test]
fn envelope_durability_constants() {
    for (ty, allowed) in [
        ("runtime_event", [true, true]),
        ("thread_event", [false, true]),
        ("workbench_state", [true, true]),
        ("settings_invalidated", [true, false]),
        ("replay_reset", [false, true]),
    ] {
        for (durable, ok) in [(false, allowed[0]), (true, allowed[1])] {
            let v = envelope(ty, durable);
            let r = decode_value::<WebEventEnvelope>(&v);
            assert_eq!(r.is_ok(), ok, "{ty} durable={durable}: {r:?}");
            if let Ok(e) = r {
                assert_eq!(e.event_type(), ty);
                assert_eq!(e.durable(), durable);
                assert_eq!(serde_json::to_value(&e).unwrap(), v);
            }
        }
    }
    let mut thread = envelope("thread_event", true);
    thread["sessionId"] = Value::Null;
    rejects::<WebEventEnvelope>(&thread);
    let mut runtime = envelope("runtime_event", true);
    runtime["sessionId"] = Value::Null;
    runtime["threadId"] = Value::Null;
    accepts::<WebEventEnvelope>(&runtime);
    runtime["cursor"] = json!(0);
    rejects::<WebEventEnvelope>(&runtime);
    rejects::<WebEventEnvelope>(&envelope("other", true));
}

#[test]
fn validated_newtypes() {
    assert!(RequestId::new("").is_err());
    assert!(RequestId::new("r".repeat(128)).is_ok());
    assert!(RequestId::new("r".repeat(129)).is_err());
    assert!(SettingsRevision::new(revision()).is_ok());
    assert!(SettingsRevision::new(revision().to_uppercase()).is_err());
    assert!(SettingsRevision::new(format!("hmac-sha256:{}", "a".repeat(63))).is_err());
    assert!(SessionName::new("n".repeat(120)).is_ok());
    assert!(SessionName::new("n".repeat(121)).is_err());
    assert!(WorkspacePath::new("p".repeat(4096)).is_ok());
    assert!(WorkspacePath::new("p".repeat(4097)).is_err());
    assert!(ModelValue::new("m".repeat(200)).is_ok());
    assert!(ModelValue::new("m".repeat(201)).is_err());
    assert!(SessionId::new("s".repeat(256)).is_ok());
    assert!(CallId::new("c".repeat(257)).is_err());
    assert!(PageCursor::new("c".repeat(512)).is_ok());
    assert!(PageCursor::new("c".repeat(513)).is_err());
    assert!(LastEventId::new("0123").is_ok());
    assert!(LastEventId::new("12a").is_err());
    assert!(LastEventId::new("").is_err());
    assert!(NonNegativeNumber::from_f64(-0.5).is_err());
}

#[test]
fn query_parameters() {
    let q: PageQuery = parse_query("PageQuery", "cursor=abc%20d&pageSize=100").unwrap();
    assert_eq!(q.cursor.as_deref(), Some("abc d"));
    assert_eq!(q.page_size.get(), 100);
    assert!(parse_query::<PageQuery>("PageQuery", "pageSize=0").is_err());
    assert!(parse_query::<PageQuery>("PageQuery", "pageSize=1.5").is_err());
    assert!(parse_query::<PageQuery>("PageQuery", "cursor=").is_err());
    assert!(parse_query::<PageQuery>("PageQuery", "pageSize=2&pageSize=3").is_err());
    let t: ToolDetailQuery = parse_query("ToolDetailQuery", "").unwrap();
    assert_eq!((t.offset_bytes.get(), t.limit_bytes.get()), (0, 65536));
    assert!(parse_query::<ToolDetailQuery>("ToolDetailQuery", "limitBytes=1048577").is_err());
    assert!(parse_query::<ToolDetailQuery>("ToolDetailQuery", "offsetBytes=-1").is_err());
    let e: EventStreamQuery = parse_query("EventStreamQuery", "cursor=5").unwrap();
    let header = LastEventId::new("9").unwrap();
    assert_eq!(e.resume_from(Some(&header)).unwrap().get(), 5);
    let none: EventStreamQuery = parse_query("EventStreamQuery", "").unwrap();
    assert_eq!(none.resume_from(Some(&header)).unwrap().get(), 9);
    assert_eq!(none.resume_from(None).unwrap(), EventCursor::DEFAULT);
    let huge = LastEventId::new("99999999999999999999").unwrap();
    assert!(none.resume_from(Some(&huge)).is_err());
}

#[test]
fn web_command_typed_view() {
    let cmd = |v: Value| accepts::<WebCommand>(&v);
    let c = cmd(json!({"requestId": "r", "type": "goal_control", "goalAction": "create"}));
    assert_eq!(
        c.command().unwrap_err().to_string(),
        "command goal_control needs field objective"
    );
    let c = cmd(
        json!({"requestId": "r", "type": "goal_control", "goalAction": "create", "objective": "ship"}),
    );
    assert_eq!(
        c.command().unwrap(),
        Command::GoalControl(GoalControl::Create {
            objective: "ship".into()
        })
    );
    let c = cmd(
        json!({"requestId": "r", "type": "permission_decision", "requestPermissionId": "p", "approved": true}),
    );
    assert_eq!(c.command().unwrap_err().field, "scope");
    let c = cmd(json!({"requestId": "r", "type": "interrupt", "text": "ignored"}));
    assert_eq!(c.command().unwrap(), Command::Interrupt);
    // Every command round-trips through the typed view.
    let text = wire_kit::BoundedString::new("hi").unwrap();
    for command in [
        Command::Submit { text: text.clone() },
        Command::QueueFollowup { text },
        Command::RemoveFollowup {
            item_id: "i".into(),
        },
        Command::ClearFollowups,
        Command::Interrupt,
        Command::PermissionDecision {
            request_permission_id: "p".into(),
            approved: false,
            scope: ApprovalScope::Once,
        },
        Command::GoalControl(GoalControl::Pause),
        Command::PermissionModeChange {
            tool_confirmation: ToolConfirmationPreference::Deny,
        },
        Command::CycleAgentMode,
        Command::SetAgentMode {
            agent_mode: AgentMode::Plan,
        },
    ] {
        let wire = WebCommand::new(RequestId::new("r").unwrap(), command.clone());
        let json = serde_json::to_value(&wire).unwrap();
        assert_eq!(accepts::<WebCommand>(&json).command().unwrap(), command);
    }
    let long = "x".repeat(1_048_577);
    rejects::<WebCommand>(&json!({"requestId": "r", "type": "submit", "text": long}));
}

#[test]
fn settings_table_and_operations() {
    assert_eq!(SETTINGS_KEYS.len(), 5);
    for info in &SETTINGS_KEYS {
        assert_eq!(info.key.info(), info);
        assert!(SettingsOperation::unset(info.key).key() == info.key);
        if let Some(values) = info.allowed_values {
            for v in values {
                let op = SettingsOperation::set(info.key, v).unwrap();
                assert!(op.is_set() && op.key() == info.key);
                let json = serde_json::to_value(&op).unwrap();
                assert_eq!(
                    json,
                    json!({"op": "set", "key": info.key.as_str(), "value": v})
                );
                assert_eq!(accepts::<SettingsOperation>(&json), op);
            }
            assert!(SettingsOperation::set(info.key, "bogus").is_err());
        }
    }
    assert_eq!(SettingsKey::DefaultsModel.info().length, Some((1, 200)));
    assert_eq!(ThemePreference::VALUES, ["system", "light", "dark"]);
    assert_eq!(EffortPreference::VALUES.len(), 8);
    // A closed enum is the bare string only, not serde's object form.
    assert_eq!(
        serde_json::from_str::<ThemePreference>(r#""dark""#).unwrap(),
        ThemePreference::Dark
    );
    for text in [r#"{"dark":null}"#, r#"["dark"]"#, "5", "null"] {
        let err = serde_json::from_str::<ThemePreference>(text).unwrap_err();
        assert!(
            err.to_string().starts_with("invalid type: "),
            "{text}: {err}"
        );
    }
    assert_eq!(
        "neon".parse::<ThemePreference>().unwrap_err().to_string(),
        r#"not a ThemePreference value; expected one of ["system", "light", "dark"]"#
    );
    rejects::<SettingsOperation>(
        &json!({"op": "unset", "key": "appearance.theme", "value": "dark"}),
    );
    rejects::<SettingsOperation>(&json!({"op": "set", "key": "appearance.theme"}));
}

#[test]
fn open_settings_fields_keep_unknown_keys() {
    let mut v = settings_field("dark");
    v["futureKey"] = json!({"a": 1});
    let f: ThemeSettingsField = accepts(&v);
    assert_eq!(f.common.extra["futureKey"], json!({"a": 1}));
    assert_eq!(serde_json::to_value(&f).unwrap(), v);
    v["explicitValue"] = json!("blue");
    rejects::<ThemeSettingsField>(&v);
}

#[test]
fn route_table() {
    for r in &ROUTES {
        assert_eq!(route(r.operation_id), Some(r), "operationId given twice");
    }
    let nonce: Vec<&str> = ROUTES
        .iter()
        .filter(|r| r.nonce_required)
        .map(|r| r.operation_id)
        .collect();
    assert_eq!(
        nonce,
        [
            "activateWorkspace",
            "createSession",
            "renameSession",
            "activateSession",
            "dispatchCommand",
            "updateSettings",
            "openSettingsDocument"
        ]
    );
    let events = route("streamEvents").unwrap();
    assert_eq!(events.success.media_type.as_str(), "text/event-stream");
    assert_eq!(route("createSession").unwrap().success.status, 201);
    assert_eq!(route("dispatchCommand").unwrap().success.status, 202);
    let update = route("updateSettings").unwrap();
    let statuses: Vec<u16> = update.errors.iter().map(|e| e.status).collect();
    assert_eq!(statuses, [400, 403, 409, 422, 503]);
    for r in &ROUTES {
        assert_eq!(
            r.parameter_specs().count(),
            r.parameters.len(),
            "{}",
            r.operation_id
        );
        for name in [Some(r.success.type_name), r.request_type]
            .into_iter()
            .flatten()
        {
            assert!(TYPE_NAMES.contains(&name), "{name}");
        }
        let sample = r.path.replace("{sessionId}", "s").replace("{callId}", "c");
        let (found, _) = find_route(r.method, &sample).unwrap();
        assert_eq!(found.operation_id, r.operation_id);
    }
}

#[test]
fn problems() {
    for (p, status) in [
        (Problem::bad_request("bad"), 400),
        (Problem::forbidden("nonce"), 403),
        (Problem::not_found("session"), 404),
        (Problem::conflict("stale_revision"), 409),
        (Problem::unprocessable("invalid"), 422),
        (Problem::service_unavailable("editor"), 503),
    ] {
        let p = p.unwrap().with_detail("d");
        assert_eq!(p.status, status);
        let json = serde_json::to_value(&p).unwrap();
        assert_eq!(accepts::<Problem>(&json), p);
    }
    assert!(Problem::new(400, "").is_err());
}

#[test]
fn operation_types_match_the_route_table() {
    use orion_api_types::operations::SIGNATURES;
    assert_eq!(SIGNATURES.len(), ROUTES.len());
    for ((id, query, request, response), r) in SIGNATURES.iter().zip(&ROUTES) {
        assert_eq!(*id, r.operation_id);
        let some = |s: &'static str| (s != "()").then_some(s);
        assert_eq!(some(query), r.query_type, "{id} query");
        assert_eq!(some(request), r.request_type, "{id} request");
        assert_eq!(*response, r.success.type_name, "{id} response");
    }
    assert_eq!(
        <operations::StreamEvents as Operation>::route()
            .success
            .media_type,
        MediaType::EventStream
    );
}

#[test]
fn envelope_from_json_matches_the_generic_decoder() {
    for ty in [
        "runtime_event",
        "thread_event",
        "workbench_state",
        "settings_invalidated",
        "replay_reset",
    ] {
        for durable in [false, true] {
            let text = envelope(ty, durable).to_string();
            let fast = WebEventEnvelope::from_json(&text);
            let generic = decode::<WebEventEnvelope>(&text);
            assert_eq!(fast.is_ok(), generic.is_ok(), "{text}");
            assert_eq!(fast.ok(), generic.ok());
        }
    }
    let mut bad = envelope("thread_event", true);
    bad["payload"]["sequence"] = json!(0);
    let err = WebEventEnvelope::from_json(&bad.to_string()).unwrap_err();
    assert_eq!(
        (err.type_name(), err.path()),
        ("WebEventEnvelope", "payload.sequence")
    );
    let err = WebEventEnvelope::from_json(r#"{"type":"other"}"#).unwrap_err();
    assert_eq!(err.path(), "type");
    assert!(
        err.message()
            .starts_with("unknown variant `other`, expected one of `runtime_event`"),
        "{err}"
    );
    assert!(WebEventEnvelope::from_json("[1]").is_err());
    assert!(WebEventEnvelope::from_json(r#"{"type":7}"#).is_err());
}

#[test]
fn value_errors_name_the_path_whatever_the_map_order() {
    // Without `preserve_order` a `serde_json::Map` iterates its keys sorted,
    // so `payload`, `sessionId` and `durable` reach the decoder before `type`.
    let mut bad = envelope("thread_event", true);
    bad["payload"]["sequence"] = json!("3");
    let err = decode_value::<WebEventEnvelope>(&bad).unwrap_err();
    assert_eq!(
        (err.path(), err.message()),
        (
            "payload.sequence",
            "invalid type: string \"3\", expected an integer"
        )
    );
    let mut bad = envelope("thread_event", true);
    bad["threadId"] = json!("");
    let err = decode_value::<WebEventEnvelope>(&bad).unwrap_err();
    assert_eq!(
        (err.path(), err.message()),
        ("threadId", "string of length 0 is shorter than minLength 1")
    );
    let err =
        decode_value::<WebEventEnvelope>(&envelope("settings_invalidated", true)).unwrap_err();
    assert_eq!(err.path(), "durable");
}
