//! The presence words of `#[wire(..)]`: what each one reads and writes, and
//! that a defaulted field is not a parameter of `new` but has a setter.
//! (Their schema and TypeScript are checked through the generated artifacts:
//! this crate has no `schemars` or `ts-rs` feature for the attributes to see;
//! the required-nullable schema is also checked on the protocol crates'
//! types, through codegen's registry entries.)
#![allow(unexpected_cfgs)]

use codegen::registry::TypeEntry;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

wire_kit::literal! {
    /// The `type` tag of the test record.
    pub struct ProbeType = "test.probe";
}

fn default_mode() -> String {
    "fail_fast".into()
}

fn default_retries() -> Vec<u32> {
    vec![1, 2]
}

/// One field per word, beside one required field.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Probe {
    #[wire(tag, default)]
    pub r#type: ProbeType,
    pub id: String,
    #[wire(default)]
    pub count: u32,
    #[wire(default = "default_mode")]
    pub mode: String,
    #[wire(default_factory)]
    pub tools: Vec<String>,
    #[wire(default_factory = "default_retries")]
    pub retries: Vec<u32>,
    #[wire(default_null)]
    pub note: Option<String>,
    #[wire(default_null)]
    pub extra: Value,
    #[wire(optional)]
    pub label: Option<String>,
}

/// A required-nullable field: a bare `Option<T>`, no word.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Page {
    pub items: Vec<u32>,
    pub next: Option<String>,
}

fn decode(value: Value) -> Result<Probe, serde_json::Error> {
    serde_json::from_value(value)
}

#[test]
fn absent_fields_read_as_their_defaults() {
    let probe = decode(json!({"id": "p1"})).expect("only the required field");
    assert_eq!(probe, Probe::new("p1"));
    assert_eq!(probe.count, 0);
    assert_eq!(probe.mode, "fail_fast");
    assert!(probe.tools.is_empty());
    assert_eq!(probe.retries, [1, 2]);
    assert_eq!(probe.note, None);
    assert_eq!(probe.extra, Value::Null);
    assert_eq!(probe.label, None);
}

#[test]
fn the_required_field_is_still_required() {
    let err = decode(json!({"type": "test.probe"})).expect_err("id missing");
    assert!(err.to_string().contains("missing field `id`"), "{err}");
}

#[test]
fn a_defaulted_tag_may_be_absent_but_not_another_value() {
    assert!(decode(json!({"id": "p1", "type": "test.probe"})).is_ok());
    assert!(decode(json!({"id": "p1", "type": "test.other"})).is_err());
}

#[test]
fn default_null_reads_null_as_none_and_writes_it() {
    let probe = decode(json!({"id": "p1", "note": null, "extra": null})).expect("nulls");
    assert_eq!(probe.note, None);
    // A value-with-a-default field refuses `null` (pydantic's `x: int = 0`).
    assert!(decode(json!({"id": "p1", "count": null})).is_err());
    // `optional` refuses `null`, `default_null` does not.
    assert!(decode(json!({"id": "p1", "label": null})).is_err());
}

#[test]
fn every_defaulted_field_is_written_and_optional_is_omitted() {
    let encoded = serde_json::to_value(Probe::new("p1")).expect("encodes");
    assert_eq!(
        encoded,
        json!({
            "type": "test.probe",
            "id": "p1",
            "count": 0,
            "mode": "fail_fast",
            "tools": [],
            "retries": [1, 2],
            "note": null,
            "extra": null,
        })
    );
}

#[test]
fn defaulted_fields_have_setters() {
    let probe = Probe::new("p1")
        .with_count(3)
        .with_mode("ask")
        .with_tools(vec!["read".into()])
        .with_retries(vec![5])
        .with_note("n")
        .with_extra(json!({"k": 1}))
        .with_label("l");
    let expected = json!({
        "type": "test.probe",
        "id": "p1",
        "count": 3,
        "mode": "ask",
        "tools": ["read"],
        "retries": [5],
        "note": "n",
        "extra": {"k": 1},
        "label": "l",
    });
    assert_eq!(serde_json::to_value(&probe).expect("encodes"), expected);
    assert_eq!(decode(expected).expect("decodes"), probe);
}

#[test]
fn coderook_defaults_come_from_the_words() {
    // The contract (`AgentRunCommand`): `goal` is required; `permission_mode`
    // defaults to "fail_fast" (`#[wire(default = "..")]`), `allow_tools` to a
    // factory's `[]` (`#[wire(default_factory)]`), `display_content` to `null`
    // (`#[wire(default_null)]`): none of them is a parameter of `new`.
    let command = coderook_protocol::AgentRunCommand::new("hello");
    let encoded = serde_json::to_value(&command).expect("encodes");
    assert_eq!(encoded["goal"], "hello");
    assert_eq!(encoded["permission_mode"], "fail_fast");
    assert_eq!(encoded["allow_tools"], json!([]));
    assert_eq!(encoded["display_content"], Value::Null);
    assert_eq!(encoded["type"], "agent.run");
    let decoded: coderook_protocol::AgentRunCommand =
        serde_json::from_value(json!({"goal": "hello"})).expect("only the required field");
    assert_eq!(decoded, command);
}

#[test]
fn a_bare_option_must_be_present_and_may_be_null() {
    let page = |value: Value| serde_json::from_value::<Page>(value);
    let err = page(json!({"items": []})).expect_err("next absent");
    assert!(err.to_string().contains("missing field `next`"), "{err}");
    let err = wire_kit::from_value::<Page>("Page", &json!({"items": []})).expect_err("absent");
    assert_eq!((err.path(), err.message()), ("", "missing field `next`"));
    assert_eq!(
        page(json!({"items": [], "next": null})).expect("null"),
        Page::new(vec![], None)
    );
    assert_eq!(
        page(json!({"items": [1], "next": "c2"})).expect("a value"),
        Page::new(vec![1], Some("c2".into()))
    );
    assert!(page(json!({"items": [], "next": 5})).is_err());
}

#[test]
fn a_bare_option_is_always_written() {
    let encoded = serde_json::to_value(Page::new(vec![], None)).expect("encodes");
    assert_eq!(encoded, json!({"items": [], "next": null}));
    let encoded = serde_json::to_value(Page::new(vec![], Some("c2".into()))).expect("encodes");
    assert_eq!(encoded, json!({"items": [], "next": "c2"}));
}

/// Whether `field` is in the schema's `required`.
fn is_required(schema: &Value, field: &str) -> bool {
    schema["required"]
        .as_array()
        .is_some_and(|r| r.iter().any(|f| f == field))
}

#[test]
fn a_bare_option_is_required_and_nullable_in_the_schema() {
    // `[T, null]`, the spelling of Coderook, WorkerDeck and most of Orion.
    let hook =
        TypeEntry::of::<coderook_protocol::HookExecutedEvent>("HookExecutedEvent").json_schema();
    assert_eq!(
        hook["properties"]["exit_code"]["type"],
        json!(["integer", "null"])
    );
    assert!(is_required(&hook, "exit_code"), "{hook:#}");
    let message =
        TypeEntry::of::<workerdeck_protocol::AssistantMessageEvent>("AssistantMessageEvent")
            .json_schema();
    assert_eq!(
        message["properties"]["parentToolUseId"]["type"],
        json!(["string", "null"])
    );
    assert!(is_required(&message, "parentToolUseId"), "{message:#}");
    let page = TypeEntry::of::<orion_api_types::SessionPage>("SessionPage").json_schema();
    assert_eq!(
        page["properties"]["nextCursor"]["type"],
        json!(["string", "null"])
    );
    assert!(is_required(&page, "nextCursor"), "{page:#}");

    // A hand-written schema (Orion's `oneOf` spelling) is kept, the field
    // still required.
    let snapshot =
        TypeEntry::of::<orion_api_types::SessionSnapshot>("SessionSnapshot").json_schema();
    let goal = &snapshot["properties"]["goal"]["oneOf"];
    assert_eq!(goal[1], json!({"type": "null"}), "{snapshot:#}");
    assert!(goal[0]["$ref"].is_string(), "{snapshot:#}");
    assert!(is_required(&snapshot, "goal"), "{snapshot:#}");
}
