//! Behaviour of the building blocks on the wire.

use agent_wire_kit::{BoundedInt, BoundedString, BoundedVec, DecodeError, Patch, Secret};
use serde::{Deserialize, Serialize};

agent_wire_kit::literal! {
    /// A string constant.
    pub struct Tag = "core.ping";
}

agent_wire_kit::literal! {
    /// An integer constant.
    pub struct ApiVersion = 1;
}

agent_wire_kit::literal! {
    /// A boolean constant.
    pub struct Yes = true;
}

agent_wire_kit::validated_string! {
    /// A digest.
    pub struct Digest {
        min: 64,
        max: 64,
        pattern: "^[0-9a-f]{64}$" => |s: &str| agent_wire_kit::pattern::lower_hex(s, 64),
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Frame {
    #[serde(default, rename = "type")]
    tag: Tag,
    version: ApiVersion,
    name: BoundedString<1, 4>,
    items: BoundedVec<BoundedInt<0, 10>, 0, 3>,
    #[serde(deserialize_with = "agent_wire_kit::decode::required_nullable")]
    cursor: Option<String>,
    #[serde(
        default,
        deserialize_with = "agent_wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    digest: Option<Digest>,
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    model: Patch<String>,
}

fn decode(json: &str) -> Result<Frame, DecodeError> {
    agent_wire_kit::from_str("Frame", json)
}

fn error(json: &str) -> String {
    decode(json).unwrap_err().to_string()
}

const MINIMAL: &str = r#"{"version":1,"name":"ab","items":[],"cursor":null}"#;

#[test]
fn constants_default_and_are_always_emitted() {
    let frame = decode(MINIMAL).unwrap();
    assert_eq!(
        serde_json::to_string(&frame).unwrap(),
        r#"{"type":"core.ping","version":1,"name":"ab","items":[],"cursor":null}"#
    );
    assert_eq!(
        error(r#"{"type":"core.pong","version":1,"name":"ab","items":[],"cursor":null}"#),
        r#"Frame: type: invalid value: string "core.pong", expected the constant "core.ping""#
    );
    assert!(decode(r#"{"version":2,"name":"ab","items":[],"cursor":null}"#).is_err());
    // JSON Schema compares numbers by value.
    assert!(decode(r#"{"version":1.0,"name":"ab","items":[],"cursor":null}"#).is_ok());
    assert_eq!(serde_json::to_string(&Yes).unwrap(), "true");
    assert!(serde_json::from_str::<Yes>("false").is_err());
}

#[test]
fn bounds_are_enforced_with_paths() {
    assert_eq!(
        error(r#"{"version":1,"name":"","items":[],"cursor":null}"#),
        "Frame: name: string of length 0 is shorter than minLength 1"
    );
    assert_eq!(
        error(r#"{"version":1,"name":"abcde","items":[],"cursor":null}"#),
        "Frame: name: string of length 5 is longer than maxLength 4"
    );
    // Length counts Unicode scalar values, not bytes.
    assert!(decode(r#"{"version":1,"name":"日本語字","items":[],"cursor":null}"#).is_ok());
    assert_eq!(
        error(r#"{"version":1,"name":"ab","items":[1,2,3,4],"cursor":null}"#),
        "Frame: items: array has more than maxItems 3"
    );
    assert_eq!(
        error(r#"{"version":1,"name":"ab","items":[1,11],"cursor":null}"#),
        "Frame: items[1]: 11 is greater than maximum 10"
    );
    assert_eq!(
        error(r#"{"version":1,"name":"ab","items":[1.5],"cursor":null}"#),
        "Frame: items[0]: invalid type: floating point `1.5`, expected an integer"
    );
    assert!(decode(r#"{"version":1,"name":"ab","items":[2.0],"cursor":null}"#).is_ok());
}

#[test]
fn presence_rules() {
    assert_eq!(
        error(r#"{"version":1,"name":"ab","items":[]}"#),
        "Frame: (root): missing field `cursor`"
    );
    assert_eq!(
        error(r#"{"version":1,"name":"ab","items":[],"cursor":null,"digest":null}"#),
        r#"Frame: digest: invalid type: null, expected a string"#
    );
    assert_eq!(
        error(r#"{"version":1,"name":"ab","items":[],"cursor":null,"extra":1}"#),
        "Frame: extra: unknown field `extra`, expected one of `type`, `version`, `name`, `items`, `cursor`, `digest`, `model`"
    );
    let cleared =
        decode(r#"{"version":1,"name":"ab","items":[],"cursor":"c","model":null}"#).unwrap();
    assert_eq!(cleared.model, Patch::Null);
    assert_eq!(decode(MINIMAL).unwrap().model, Patch::Absent);
    let mut current = Some("old".to_owned());
    Patch::Value("new".to_owned()).apply_to(&mut current);
    assert_eq!(current.as_deref(), Some("new"));
    Patch::<String>::Absent.apply_to(&mut current);
    assert_eq!(current.as_deref(), Some("new"));
    Patch::<String>::Null.apply_to(&mut current);
    assert_eq!(current, None);
}

#[test]
fn patterns_are_checked_without_echoing_the_value() {
    let bad = "Z".repeat(64);
    let message = error(&format!(
        r#"{{"version":1,"name":"ab","items":[],"cursor":null,"digest":"{bad}"}}"#
    ));
    assert_eq!(
        message,
        "Frame: digest: string does not match pattern ^[0-9a-f]{64}$"
    );
    assert!(!message.contains(&bad));
    assert!(Digest::new("0".repeat(64)).is_ok());
    assert!(Digest::new("0".repeat(63)).is_err());
}

#[test]
fn syntax_errors_report_position() {
    let e = decode("{\"version\":1,\n  \"name\": }").unwrap_err();
    assert!(e.is_syntax());
    assert_eq!((e.line(), e.column()), (2, 11));
    assert!(
        e.to_string()
            .starts_with("Frame: (root): invalid JSON: expected value")
    );
    assert!(
        decode(&format!("{MINIMAL} trailing"))
            .unwrap_err()
            .is_syntax()
    );
}

/// serde_json reports a number where a unit enum is expected as
/// `expected value`, a syntax error; the input is JSON, so the error must be
/// a contract error at the field's path.
#[test]
fn a_mistyped_enum_is_not_a_syntax_error() {
    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    enum Mode {
        #[serde(rename = "plan")]
        Plan,
    }
    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Holder {
        mode: Mode,
    }
    for json in [r#"{"mode":5}"#, r#"{"mode":[]}"#, r#"{"mode":true}"#] {
        let e = agent_wire_kit::from_str::<Holder>("Holder", json).unwrap_err();
        assert!(!e.is_syntax(), "{json}: {e}");
        assert_eq!(e.path(), "mode", "{json}: {e}");
        let e = agent_wire_kit::from_slice::<Holder>("Holder", json.as_bytes()).unwrap_err();
        assert!(!e.is_syntax(), "{json}: {e}");
    }
    let e = agent_wire_kit::from_str::<Holder>("Holder", r#"{"mode":}"#).unwrap_err();
    assert!(e.is_syntax(), "{e}");
}

#[test]
fn deep_nesting_is_refused_not_overflowed() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let e = agent_wire_kit::from_str::<serde_json::Value>("Value", &deep).unwrap_err();
    assert!(e.message().contains("recursion limit exceeded"), "{e}");
}

#[test]
fn secrets_never_print() {
    let secret = Secret::new("hunter2-token");
    let shown = format!("{secret:?} {secret} {:?}", Some(&secret));
    assert!(!shown.contains("hunter2"), "{shown}");
    assert_eq!(
        serde_json::to_string(&secret).unwrap(),
        r#""hunter2-token""#
    );
    assert!(secret.matches("hunter2-token"));
    assert!(!secret.matches("hunter2-toke"));
    assert!(!secret.matches("hunter2-tokens"));
}

#[cfg(feature = "schemars")]
#[test]
fn schemas_declare_the_same_constraints() {
    use schemars::JsonSchema as _;
    let mut generator = schemars::SchemaGenerator::default();
    assert_eq!(
        BoundedString::<1, 4>::json_schema(&mut generator).to_value(),
        serde_json::json!({"type": "string", "minLength": 1, "maxLength": 4})
    );
    assert_eq!(
        BoundedInt::<0, { i64::MAX }>::json_schema(&mut generator).to_value(),
        serde_json::json!({"type": "integer", "minimum": 0})
    );
    assert_eq!(
        Tag::json_schema(&mut generator).to_value(),
        serde_json::json!({"type": "string", "const": "core.ping"})
    );
    assert_eq!(
        Digest::json_schema(&mut generator).to_value(),
        serde_json::json!({"type": "string", "minLength": 64, "maxLength": 64, "pattern": "^[0-9a-f]{64}$"})
    );
}

#[test]
fn integral_floats_count_as_integers_like_json_schema() {
    #[derive(Debug, Deserialize)]
    struct Counts {
        n: i64,
        u: u32,
        items: Vec<u64>,
    }
    let c: Counts =
        agent_wire_kit::from_str("Counts", r#"{"n":-3.0,"u":7e0,"items":[1.0,2]}"#).unwrap();
    assert_eq!((c.n, c.u, c.items), (-3, 7, vec![1, 2]));
    let v = serde_json::json!({"n": 1.0, "u": 1, "items": [4.0]});
    assert!(agent_wire_kit::from_value::<Counts>("Counts", &v).is_ok());
    assert_eq!(
        agent_wire_kit::from_str::<Counts>("Counts", r#"{"n":1.5,"u":1,"items":[]}"#)
            .unwrap_err()
            .to_string(),
        "Counts: n: invalid type: floating point `1.5`, expected an integer"
    );
    assert!(
        agent_wire_kit::from_str::<Counts>("Counts", r#"{"n":1,"u":-1.0,"items":[]}"#).is_err()
    );
}

#[test]
fn objects_must_be_objects() {
    // serde alone would read a struct from an array of its fields in order.
    let e = agent_wire_kit::from_str::<Frame>("Frame", r#"[1,"ab",[],null]"#).unwrap_err();
    assert_eq!(
        e.to_string(),
        "Frame: (root): invalid type: sequence, expected struct Frame"
    );
    let v =
        serde_json::json!({"version": 1, "name": "ab", "items": [], "cursor": null, "digest": []});
    assert!(agent_wire_kit::from_value::<Frame>("Frame", &v).is_err());
}
