//! The published schema of a Coderook event push says what the decoder
//! accepts: an event of a type in the table is checked as that event, and
//! an object without a known `type` is an unknown event, kept whole.

use serde_json::{Value, json};

fn published() -> jsonschema::Validator {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../generated/coderook/schemas/EventPushEnvelope.json"
    );
    let text = std::fs::read_to_string(path).expect("the generated schema");
    let schema: Value = serde_json::from_str(&text).expect("JSON");
    jsonschema::validator_for(&schema).expect("the schema compiles")
}

#[test]
fn schema_and_decoder_agree_on_known_and_unknown_events() {
    let schema = published();
    let token =
        json!({ "type": "llm.token", "run_id": "r", "token": "t", "ts": "2026-01-01T00:00:00Z" });
    let mut missing = token.clone();
    missing.as_object_mut().expect("object").remove("token");
    let mut wrong = token.clone();
    wrong["token"] = json!(7);
    let cases = [
        ("a known event", token, true),
        ("a known event without a required member", missing, false),
        (
            "a known event with a member of the wrong type",
            wrong,
            false,
        ),
        ("an unknown type", json!({ "type": "x.new", "n": 1 }), true),
        ("no type", json!({ "run_id": "r" }), true),
        ("a type that is no string", json!({ "type": 3 }), true),
        ("not an object", json!(["llm.token"]), false),
    ];
    for (what, event, accepted) in cases {
        let push = json!({ "kind": "event", "event": event });
        let decoded = serde_json::from_value::<coderook_protocol::EventPushEnvelope>(push.clone());
        assert_eq!(decoded.is_ok(), accepted, "decoder, {what}: {decoded:?}");
        assert_eq!(schema.is_valid(&push), accepted, "schema, {what}");
    }
}
