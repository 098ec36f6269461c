//! The presence words of `#[wire(..)]`: what each one reads and writes, and
//! that a defaulted field is not a parameter of `new` but has a setter.
//! (Their schema and TypeScript are checked through the generated artifacts:
//! this crate has no `schemars` or `ts-rs` feature for the attributes to see.)
#![allow(unexpected_cfgs)]

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
