//! Property tests for each protocol's top-level unions.
//!
//! `roundtrip.rs` covers every type registered with codegen. Coderook's
//! `ClientRequest`, `ServerMessage` and `Event` are not registered (they have
//! no schema of their own), so their valid values are built here from the
//! registered member types (the method table's params and results, the event
//! table's events) and the union's verdict is compared with its member's:
//! a request is accepted iff its params are, an event push iff the
//! registered `EventPushEnvelope` accepts it. What decodes re-encodes to JSON
//! that decodes to the same value, byte-identically.
//!
//! For every union of the three protocols (registered or not), arbitrary JSON
//! values and arbitrary bytes never make decoding panic, every error names
//! the union, and whatever is accepted round-trips.

use codegen::differential::instances;
use codegen::registry::TypeEntry;
use coderook_protocol::{
    ClientRequest, EVENT_TYPES, Event, METHODS, RequestProblem, ServerMessage,
    classify_request_error, decode_response_for,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use serde_json::{Map, Value, json};

fn entry(protocol: &str, name: &str) -> TypeEntry {
    codegen::protocol(protocol)
        .expect("known protocol")
        .entry(name)
        .unwrap_or_else(|| panic!("{protocol} registers {name}"))
}

/// Generated instances (valid ones and mutations) of a registered type.
fn generated(e: &TypeEntry, seed: u64) -> Vec<Value> {
    instances(&e.json_schema(), "#", 1, seed)
}

/// Decodes `bytes` with `decode`, and when that succeeds checks the round
/// trip: encode, decode again, same value, same bytes.
fn roundtrip<T>(
    what: &str,
    bytes: &[u8],
    decode: impl Fn(&[u8]) -> Result<T, wire_kit::DecodeError>,
) -> Result<Result<T, wire_kit::DecodeError>, TestCaseError>
where
    T: serde::Serialize + PartialEq + std::fmt::Debug,
{
    let decoded = decode(bytes);
    if let Ok(value) = &decoded {
        let text = serde_json::to_vec(value).expect("encodes");
        let again = decode(&text).map_err(|e| {
            TestCaseError::fail(format!(
                "{what}: own encoding {} is refused: {e}",
                String::from_utf8_lossy(&text)
            ))
        })?;
        prop_assert_eq!(&again, value, "{}: decode(encode(v)) != v", what);
        let text_again = serde_json::to_vec(&again).expect("encodes");
        prop_assert_eq!(
            String::from_utf8_lossy(&text_again),
            String::from_utf8_lossy(&text),
            "{}: re-encoding is not byte-identical",
            what
        );
    }
    Ok(decoded)
}

/// A JSON object with the given members in the given order.
fn object(members: Vec<(&str, Value)>) -> Value {
    Value::Object(
        members
            .into_iter()
            .map(|(k, v)| (k.to_owned(), v))
            .collect(),
    )
}

fn request_id() -> impl Strategy<Value = Value> {
    prop_oneof![
        "[a-z0-9-]{1,12}".prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
    ]
}

// ---------------------------------------------------------------------------
// Coderook ClientRequest

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// A request is accepted iff its params are accepted by the method's
    /// params type; what is accepted round-trips; a refusal is classified as
    /// invalid params (an invalid request when `params` is not an object) and
    /// its path points into `params`.
    #[test]
    fn client_request_agrees_with_its_params_type(
        method in 0..METHODS.len(),
        seed in any::<u64>(),
        id in request_id(),
    ) {
        let info = METHODS[method];
        let params_entry = entry("coderook", info.params);
        for params in generated(&params_entry, seed) {
            let member = params_entry.decode_value(&params);
            // `method` before `params`, as every writer does.
            let doc = object(vec![
                ("jsonrpc", json!("2.0")),
                ("id", id.clone()),
                ("method", json!(info.method)),
                ("params", params.clone()),
            ]);
            let bytes = doc.to_string();
            let union = roundtrip("ClientRequest", bytes.as_bytes(), ClientRequest::from_json)?;
            match (&member, &union) {
                (Ok(encoded), Ok(request)) => {
                    prop_assert_eq!(request.method(), info.method);
                    prop_assert_eq!(&serde_json::to_value(&request.command).unwrap(), encoded);
                }
                (Err(_), Err(e)) => {
                    prop_assert_eq!(e.type_name(), "ClientRequest");
                    prop_assert!(e.path().starts_with("params"), "{}: {}", bytes, e);
                    // JSON-RPC params are structured: anything but an object is an invalid request.
                    let expected = if params.is_object() {
                        RequestProblem::InvalidParams
                    } else {
                        RequestProblem::InvalidRequest
                    };
                    prop_assert_eq!(classify_request_error(&doc).1, expected);
                }
                _ => prop_assert!(
                    false,
                    "{} says {:?} but ClientRequest says {:?} for {}",
                    info.params, member.as_ref().map(drop), union.as_ref().map(drop), bytes
                ),
            }
        }
    }

    /// `ServerMessage` reads responses with any result, and `decode_response_for`
    /// types the result by the method table: accepted iff the result type accepts it.
    #[test]
    fn responses_agree_with_their_result_type(
        method in 0..METHODS.len(),
        seed in any::<u64>(),
        id in prop_oneof![request_id(), Just(Value::Null)],
    ) {
        let info = METHODS[method];
        let Some(result_name) = info.result else { return Ok(()) };
        let result_entry = entry("coderook", result_name);
        for result in generated(&result_entry, seed) {
            let member = result_entry.decode_value(&result);
            let doc = object(vec![("jsonrpc", json!("2.0")), ("id", id.clone()), ("result", result)]);
            let bytes = doc.to_string();
            let message = roundtrip("ServerMessage", bytes.as_bytes(), ServerMessage::from_json)?;
            prop_assert!(
                matches!(message, Ok(ServerMessage::Response(_))),
                "{}: {:?}", bytes, message
            );
            let typed = decode_response_for(info.method, bytes.as_bytes());
            prop_assert_eq!(
                typed.is_ok(),
                member.is_ok(),
                "{} says {:?}, decode_response_for says {:?} for {}",
                result_name, member.as_ref().map(drop), typed.as_ref().map(drop), bytes
            );
            if let Err(e) = typed {
                prop_assert!(e.path().starts_with("result"), "{}", e);
            }
        }
    }

    /// An event push is accepted by `ServerMessage` iff the registered
    /// `EventPushEnvelope` accepts it, and its event by `Event` alone; both
    /// round-trip. The event's own registered type is the oracle when the
    /// push carries a known `type`.
    #[test]
    fn event_pushes_agree_with_the_envelope_and_event_types(
        event in 0..EVENT_TYPES.len(),
        seed in any::<u64>(),
    ) {
        let info = EVENT_TYPES[event];
        let event_entry = entry("coderook", info.type_name);
        let envelope_entry = entry("coderook", "EventPushEnvelope");
        for event in generated(&event_entry, seed) {
            let doc = json!({"kind": "event", "event": event});
            let bytes = doc.to_string();
            let oracle = envelope_entry.decode_value(&doc);
            let message = roundtrip("ServerMessage", bytes.as_bytes(), ServerMessage::from_json)?;
            prop_assert_eq!(
                message.is_ok(), oracle.is_ok(),
                "EventPushEnvelope says {:?}, ServerMessage says {:?} for {}",
                oracle.as_ref().map(drop), message.as_ref().map(drop), bytes
            );
            let alone = event.to_string();
            let decoded = roundtrip("Event", alone.as_bytes(), Event::from_json)?;
            prop_assert_eq!(decoded.is_ok(), oracle.is_ok(), "{}", alone);
            if event.get("type") == Some(&json!(info.event_type)) {
                let member = event_entry.decode_value(&event);
                prop_assert_eq!(decoded.is_ok(), member.is_ok(), "{}", alone);
                if let (Ok(decoded), Ok(member)) = (&decoded, &member) {
                    prop_assert_eq!(decoded.event_type(), info.event_type);
                    prop_assert_eq!(&serde_json::to_value(decoded).unwrap(), member);
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Arbitrary JSON and bytes, every union

/// Strings the decoders compare against: keys, tags, method names, constants.
fn protocol_words() -> Vec<String> {
    let mut words: Vec<String> = [
        "jsonrpc",
        "2.0",
        "id",
        "method",
        "params",
        "result",
        "error",
        "code",
        "message",
        "data",
        "kind",
        "event",
        "type",
        "token",
        "seq",
        "ts",
        "payload",
        "requestId",
        "text",
        "apiVersion",
        "eventId",
        "cursor",
        "sessionId",
        "threadId",
        "durable",
        "timestamp",
        "value",
        "sequence",
        "eventType",
        "operations",
        "expectedRevision",
        "op",
        "key",
        "name",
        "attached",
        "tool_call_request",
        "tool_call_canceled",
        "protocol_error",
        "sdk_event",
        "status_changed",
        "user_message",
        "interrupt",
        "close",
        "executionId",
        "output",
        "submit",
        "set_agent_mode",
        "agentMode",
        "runtime_event",
        "thread_event",
        "workbench_state",
        "settings_invalidated",
        "replay_reset",
        "set",
        "unset",
        "appearance.theme",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    words.extend(METHODS.iter().map(|m| m.method.to_owned()));
    words.extend(EVENT_TYPES.iter().map(|e| e.event_type.to_owned()));
    words
}

fn arb_string() -> impl Strategy<Value = String> {
    let words = protocol_words();
    prop_oneof![
        3 => proptest::sample::select(words),
        1 => "\\PC{0,8}",
        1 => Just(String::new()),
    ]
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (-5i64..5).prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        (-3i32..3).prop_map(|i| json!(f64::from(i))),
        arb_string().prop_map(Value::String),
    ];
    leaf.prop_recursive(5, 48, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
            proptest::collection::vec((arb_string(), inner), 0..7)
                .prop_map(|members| Value::Object(members.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

type Check = fn(&[u8]) -> Result<(), TestCaseError>;

fn via<T>(name: &'static str, bytes: &[u8]) -> Result<(), TestCaseError>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let decoded = roundtrip(name, bytes, |b| wire_kit::from_slice::<T>(name, b))?;
    if let Err(e) = decoded {
        prop_assert_eq!(e.type_name(), name);
        prop_assert!(e.to_string().starts_with(name));
    }
    Ok(())
}

/// Every top-level union of the three protocols, by its decode entry point.
fn unions() -> Vec<(&'static str, Check)> {
    vec![
        ("ClientRequest", |b| {
            let decoded = roundtrip("ClientRequest", b, ClientRequest::from_json)?;
            if let Err(e) = decoded {
                prop_assert_eq!(e.type_name(), "ClientRequest");
                // The error reply a server sends is one JSON-RPC line.
                let line = coderook_protocol::connection::error_line_for_bad_frame(b, &e);
                let reply: Value = serde_json::from_str(&line).expect("reply is JSON");
                prop_assert!(reply["error"]["code"].is_i64());
            }
            Ok(())
        }),
        ("ServerMessage", |b| {
            roundtrip("ServerMessage", b, ServerMessage::from_json).map(drop)
        }),
        ("Event", |b| {
            roundtrip("Event", b, Event::from_json).map(drop)
        }),
        ("EventPushEnvelope", |b| {
            via::<coderook_protocol::EventPushEnvelope>("EventPushEnvelope", b)
        }),
        ("ResponseFor", |b| {
            for m in ["core.ping", "agent.run", "session.list", "core.shutdown"] {
                let _ = decode_response_for(m, b);
            }
            Ok(())
        }),
        ("ServerConnection", |b| {
            use coderook_protocol::connection::{Action, ServerConnection};
            let mut conn = ServerConnection::new(wire_kit::Secret::new("t"));
            for _ in 0..2 {
                if let Action::Reply(line) | Action::ReplyAndClose(line) = conn.on_frame(b) {
                    prop_assert!(line.ends_with('\n') && line.matches('\n').count() == 1);
                }
            }
            prop_assert!(!conn.is_authenticated() || b.windows(3).any(|w| w == b"\"t\""));
            Ok(())
        }),
        ("ServerFrame", |b| {
            via::<workerdeck_protocol::ServerFrame>("ServerFrame", b)
        }),
        ("ClientFrame", |b| {
            via::<workerdeck_protocol::ClientFrame>("ClientFrame", b)
        }),
        ("SessionEvent", |b| {
            via::<workerdeck_protocol::SessionEvent>("SessionEvent", b)
        }),
        ("SessionEventBody", |b| {
            via::<workerdeck_protocol::SessionEventBody>("SessionEventBody", b)
        }),
        ("WebEventEnvelope", |b| {
            via::<orion_api_types::WebEventEnvelope>("WebEventEnvelope", b)
        }),
        ("WebCommand", |b| {
            via::<orion_api_types::WebCommand>("WebCommand", b)?;
            if let Ok(c) = wire_kit::from_slice::<orion_api_types::WebCommand>("WebCommand", b) {
                let _ = c.command();
            }
            Ok(())
        }),
        ("MutationRequest", |b| {
            via::<orion_api_types::MutationRequest>("MutationRequest", b)
        }),
        ("ActivateWorkspaceRequest", |b| {
            via::<orion_api_types::ActivateWorkspaceRequest>("ActivateWorkspaceRequest", b)
        }),
        ("CreateSessionRequest", |b| {
            via::<orion_api_types::CreateSessionRequest>("CreateSessionRequest", b)
        }),
        ("RenameSessionRequest", |b| {
            via::<orion_api_types::RenameSessionRequest>("RenameSessionRequest", b)
        }),
        ("UpdateSettingsRequest", |b| {
            via::<orion_api_types::UpdateSettingsRequest>("UpdateSettingsRequest", b)
        }),
        ("OpenSettingsDocumentRequest", |b| {
            via::<orion_api_types::OpenSettingsDocumentRequest>("OpenSettingsDocumentRequest", b)
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    /// Arbitrary JSON values never make a union's decoder panic.
    #[test]
    fn arbitrary_json_never_panics(value in arb_json()) {
        let bytes = value.to_string();
        for (_, check) in unions() {
            check(bytes.as_bytes())?;
        }
    }

    /// Arbitrary JSON objects with a protocol-looking tag first: the fast,
    /// streaming paths of the hand-written unions.
    #[test]
    fn arbitrary_tagged_objects_never_panic(
        tag_key in proptest::sample::select(vec!["type", "method", "kind", "jsonrpc"]),
        tag in arb_string(),
        rest in proptest::collection::vec((arb_string(), arb_json()), 0..6),
    ) {
        let mut map = Map::new();
        map.insert(tag_key.to_owned(), Value::String(tag));
        map.extend(rest);
        let bytes = Value::Object(map).to_string();
        for (_, check) in unions() {
            check(bytes.as_bytes())?;
        }
    }

    /// Arbitrary bytes, and JSON text cut short or spliced, never panic.
    #[test]
    fn arbitrary_bytes_never_panic(
        bytes in proptest::collection::vec(any::<u8>(), 0..64),
        value in arb_json(),
        cut in any::<proptest::sample::Index>(),
    ) {
        let text = value.to_string().into_bytes();
        let cut = cut.index(text.len() + 1);
        let mut spliced = text[..cut].to_vec();
        spliced.extend_from_slice(&bytes);
        for input in [&bytes[..], &text[..cut], &spliced[..]] {
            for (_, check) in unions() {
                check(input)?;
            }
        }
    }
}

/// A free-form number keeps its value through decode → encode → decode:
/// serde_json's default float parser may land one unit off the nearest f64
/// for long numbers, which would change the value on every round trip.
#[test]
fn long_numbers_in_free_form_values_survive_a_round_trip() {
    for text in [
        "57777777777777777777777777777777777777777770",
        "2.2250738585072011e-308",
        "0.30000000000000004",
        "1e23",
    ] {
        let first: coderook_protocol::JsonValue = serde_json::from_str(text).expect("a number");
        let encoded = serde_json::to_string(&first).expect("encodes");
        let second: coderook_protocol::JsonValue = serde_json::from_str(&encoded).expect("decodes");
        assert_eq!(first, second, "{text} → {encoded}");
        let nearest: f64 = text.parse().expect("Rust's parser rounds correctly");
        assert_eq!(first.0.as_f64(), Some(nearest), "{text}");
    }
}
