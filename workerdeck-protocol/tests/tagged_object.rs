//! `stream_delta.event` / `sdk_event.payload`: an object kept as its text,
//! with a string `type` (`{ type: string; [key: string]: unknown }`).

use workerdeck_protocol::{ServerFrame, TaggedObject};

fn frame(event: &str) -> String {
    format!(
        r#"{{"type":"event","event":{{"type":"stream_delta","event":{event},"parentToolUseId":null,"uuid":"u","seq":1,"ts":1}}}}"#
    )
}

fn error(event: &str) -> (String, String) {
    let e = workerdeck_protocol::decode::<ServerFrame>(&frame(event)).unwrap_err();
    (e.path().to_owned(), e.message().to_owned())
}

#[test]
fn the_text_is_kept_and_written_back() {
    let event = r#"{"index":0,"type":"content_block_delta","delta":{"text":"a\"b","type":"text_delta"},"x":1.50}"#;
    let text = frame(event);
    let decoded: ServerFrame = workerdeck_protocol::decode(&text).unwrap();
    assert_eq!(serde_json::to_string(&decoded).unwrap(), text);
}

#[test]
fn type_is_read_wherever_it_stands() {
    for event in [
        r#"{"type":"message_stop"}"#,
        r#"{"index":0,"type":"message_stop"}"#,
        r#"{"a":{"type":"inner"},"type":"message_stop","b":[{"type":1}]}"#,
    ] {
        let t: TaggedObject = serde_json::from_str(event).unwrap();
        assert_eq!(t.kind(), "message_stop", "{event}");
        assert_eq!(t.raw().get(), event);
    }
}

/// A `type` written without escapes is read in place, one with escapes on
/// its own; both read the same, and compare by meaning.
#[test]
fn type_is_read_however_it_is_written() {
    for (event, kind) in [
        (r#"{"type":"a\u005fb","x":1}"#, "a_b"),
        (r#"{"type":"\"q\"","x":1}"#, "\"q\""),
        (r#"{"type":"","x":1}"#, ""),
        (r#"{"type":"编译 🚀"}"#, "编译 🚀"),
        (
            "{\n  \"x\": [1,\n 2],\n  \"type\" :\t\"spread\"\n}",
            "spread",
        ),
    ] {
        let t: TaggedObject = serde_json::from_str(event).unwrap();
        assert_eq!(t.kind(), kind, "{event}");
        let again: TaggedObject = serde_json::from_str(t.raw().get()).unwrap();
        assert_eq!(again.kind(), kind, "{event}");
        assert_eq!(again, t, "{event}");
        assert_eq!(format!("{again:?}"), format!("{t:?}"), "{event}");
    }
    let built = TaggedObject::new("a_b", &serde_json::from_str(r#"{"x":1}"#).unwrap());
    let read: TaggedObject = serde_json::from_str(r#"{"type":"a\u005fb","x":1}"#).unwrap();
    assert_eq!(built, read);
}

#[test]
fn a_bad_type_is_reported_at_the_object_with_its_key() {
    // `type` is read from the kept text, after the object: the key leads the message.
    assert_eq!(
        error(r#"{"index":0,"type":5}"#),
        (
            "event.event".into(),
            "type: invalid type: integer `5`, expected a string".into()
        )
    );
    assert_eq!(
        error(r#"{"type":{"a":"b"}}"#),
        (
            "event.event".into(),
            "type: invalid type: map, expected a string".into()
        )
    );
    assert_eq!(
        error(r#"{"type":null}"#),
        (
            "event.event".into(),
            "type: invalid type: null, expected a string".into()
        )
    );
    assert_eq!(
        error(r#"{"index":0}"#),
        ("event.event".into(), "missing field `type`".into())
    );
    assert_eq!(
        error(r#"{"type":"a","index":0,"type":"b"}"#),
        ("event.event".into(), "duplicate field `type`".into())
    );
    assert_eq!(
        error(r#"["type","a"]"#),
        (
            "event.event".into(),
            "invalid type: sequence, expected a map".into()
        )
    );
}

#[test]
fn other_repeated_members_are_kept_as_sent() {
    let event = r#"{"type":"x","a":1,"a":2}"#;
    let t: TaggedObject = serde_json::from_str(event).unwrap();
    assert_eq!(serde_json::to_string(&t).unwrap(), event);
}

#[test]
fn new_writes_type_first() {
    let rest = serde_json::json!({"index": 2, "type": "ignored"});
    let t = TaggedObject::new("content_block_stop", rest.as_object().unwrap());
    assert_eq!(t.raw().get(), r#"{"type":"content_block_stop","index":2}"#);
    assert_eq!(t.kind(), "content_block_stop");
    assert_eq!(t.to_map().unwrap()["index"], 2);
}
