//! The presence words of `#[wire(..)]`: what each one reads and writes, and
//! that a defaulted field is not a parameter of `new` but has a setter.
//! (Their schema and TypeScript are checked through the generated artifacts:
//! this crate has no `schemars` or `ts-rs` feature for the attributes to see;
//! the required-nullable schema is also checked on the protocol crates'
//! types, through codegen's registry entries.)
#![allow(unexpected_cfgs)]

use codegen::registry::TypeEntry;
use serde_json::{Value, json};
use wire_kit::wire;

wire_kit::literal! {
    /// The `type` tag of the test record.
    pub struct ProbeType = "test.probe";
}

fn default_retries() -> Vec<u32> {
    vec![1, 2]
}

/// One field per word, beside one required field.
#[wire]
struct Probe {
    #[wire(tag, default)]
    pub r#type: ProbeType,
    pub id: String,
    #[wire(default)]
    pub count: u32,
    #[wire(default = "fail_fast")]
    pub mode: String,
    #[wire(default_factory)]
    pub tools: Vec<String>,
    #[wire(default_with = default_retries)]
    pub retries: Vec<u32>,
    #[wire(default_null)]
    pub note: Option<String>,
    #[wire(default_null)]
    pub extra: Value,
    #[wire(optional)]
    pub label: Option<String>,
}

/// A required-nullable field: a bare `Option<T>`, no word.
#[wire]
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
    // defaults to "fail_fast" (`#[wire(default = "fail_fast")]`, decoded as a
    // `PermissionMode`), `allow_tools` to a
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

/// Literal defaults of every JSON kind, each decoded by its field's type.
#[wire]
struct Literals {
    #[wire(default = true)]
    pub enabled: bool,
    #[wire(default = -3)]
    pub offset: i64,
    #[wire(default = 2.5)]
    pub ratio: f64,
    #[wire(default = 5)]
    pub limit: wire_kit::BoundedInt<1, 10>,
    #[wire(default = "fail_fast")]
    pub mode: coderook_protocol::PermissionMode,
    #[wire(default = "a")]
    pub name: wire_kit::BoundedString<1, 4>,
}

#[test]
fn literal_defaults_are_decoded_by_the_field_type() {
    let literals: Literals = serde_json::from_value(json!({})).expect("every field defaults");
    assert_eq!(literals, Literals::new());
    assert!(literals.enabled);
    assert_eq!(literals.offset, -3);
    assert_eq!(literals.ratio, 2.5);
    assert_eq!(literals.limit.get(), 5);
    assert_eq!(literals.mode, coderook_protocol::PermissionMode::FailFast);
    assert_eq!(literals.name.as_str(), "a");
    assert_eq!(
        serde_json::to_value(&literals).expect("encodes"),
        json!({"enabled": true, "offset": -3, "ratio": 2.5, "limit": 5, "mode": "fail_fast", "name": "a"})
    );
}

#[test]
// The struct below is declared in the test, where the test `#[wire]` writes
// for its literal cannot be collected: this test calls it instead.
#[allow(unnameable_test_items)]
fn a_literal_default_the_type_refuses_panics_naming_the_field() {
    #[wire]
    struct TooBig {
        #[wire(default = 50)]
        pub limit: wire_kit::BoundedInt<1, 10>,
    }
    let panic = std::panic::catch_unwind(TooBig::new).expect_err("50 is over the maximum");
    let message = panic.downcast_ref::<String>().expect("a formatted message");
    assert!(
        message.contains("#[wire(default = 50)] on `TooBig.limit`"),
        "{message}"
    );
}

/// `closed` refuses an undeclared member; the plain flavour ignores it.
#[wire(closed)]
struct Closed {
    pub id: String,
}

#[test]
fn closed_refuses_undeclared_members_and_plain_ignores_them() {
    let extra = json!({"id": "a", "extra": 1});
    assert!(serde_json::from_value::<Closed>(extra.clone()).is_err());
    let page: Page = serde_json::from_value(json!({"items": [], "next": null, "extra": 1}))
        .expect("undeclared members are ignored");
    assert_eq!(page, Page::new(vec![], None));
}

mod camel {
    use wire_kit::wire_camel as wire;

    /// camelCase members, undeclared members ignored.
    #[wire]
    pub struct Attached {
        pub session_id: String,
        #[wire(default = 0)]
        pub after_seq: u64,
    }
}

mod openapi {
    use wire_kit::wire_openapi as wire;

    /// camelCase members, undeclared members refused.
    #[wire]
    pub struct Rename {
        pub request_id: String,
    }

    /// The same flavour with `open`: undeclared members ignored.
    #[wire(open)]
    pub struct Summary {
        pub request_id: String,
    }
}

#[test]
fn the_flavours_name_members_and_close_objects_as_they_say() {
    let attached: camel::Attached =
        serde_json::from_value(json!({"sessionId": "s1", "extra": 1})).expect("camelCase");
    assert_eq!(attached, camel::Attached::new("s1"));
    assert_eq!(
        serde_json::to_value(&attached).expect("encodes"),
        json!({"sessionId": "s1", "afterSeq": 0})
    );
    let rename = json!({"requestId": "r1"});
    assert_eq!(
        serde_json::from_value::<openapi::Rename>(rename).expect("camelCase"),
        openapi::Rename::new("r1")
    );
    let extra = json!({"requestId": "r1", "extra": 1});
    assert!(serde_json::from_value::<openapi::Rename>(extra.clone()).is_err());
    assert_eq!(
        serde_json::from_value::<openapi::Summary>(extra).expect("open"),
        openapi::Summary::new("r1")
    );
}
