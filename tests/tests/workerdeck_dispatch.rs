//! The tagged unions decode the same whatever the position of their
//! discriminator (`type`, `behavior`, `status`).
//!
//! With the discriminator first the variant streams straight from the input;
//! otherwise the object is collected first. Both paths must accept the same
//! values (integral floats are integers, an object is never read from an
//! array), decode them to the same value, and refuse the rest with the same
//! rule at the same place. Every valid fixture of every union, and
//! neighbours of it with one thing broken, is decoded with all
//! discriminators first and with all of them last.
//!
//! Decoding goes through the registry, which uses the crate's own
//! `from_str`: errors are the same, path and rule, in both orders.

mod common;

use codegen::registry::TypeEntry;
use serde_json::{Map, Value, json};

const UNIONS: &[&str] = &[
    "SessionEvent",
    "SessionEventBody",
    "ServerFrame",
    "SessionCommand",
    "JobEvent",
    "QueueServerFrame",
    "ResolvePermissionRequest",
    "SubmitExecutionResultRequest",
    "ToolExecutionOutput",
    "McpServerConfigWire",
];

const TAGS: &[&str] = &["type", "behavior", "status"];

/// `doc` with the discriminator keys of every object moved to the front
/// (`first`) or to the back.
fn reorder(doc: &Value, first: bool) -> Value {
    match doc {
        Value::Object(m) => {
            let (mut tags, mut rest) = (Map::new(), Map::new());
            for (k, v) in m {
                let v = reorder(v, first);
                if TAGS.contains(&k.as_str()) {
                    tags.insert(k.clone(), v);
                } else {
                    rest.insert(k.clone(), v);
                }
            }
            let (mut a, b) = if first { (tags, rest) } else { (rest, tags) };
            a.extend(b);
            Value::Object(a)
        }
        Value::Array(a) => Value::Array(a.iter().map(|v| reorder(v, first)).collect()),
        other => other.clone(),
    }
}

/// `doc` and its neighbours: every integer written as an integral float,
/// every nested object written as the array of its values, an unknown
/// member added to every object, every scalar given the wrong type.
fn neighbours(doc: &Value) -> Vec<Value> {
    let mut paths = Vec::new();
    common::collect(doc, String::new(), &mut paths);
    let mut out = vec![doc.clone()];
    for path in &paths {
        let node = doc.pointer(path).unwrap();
        let mut edits = Vec::new();
        match node {
            Value::Number(n) if n.is_i64() || n.is_u64() => {
                edits.push(json!(n.as_f64().unwrap()));
                edits.push(json!("1"));
            }
            Value::Object(m) => {
                if !path.is_empty() {
                    edits.push(Value::Array(m.values().cloned().collect()));
                }
                let mut more = m.clone();
                more.insert("zzUnknown".into(), json!(1));
                edits.push(Value::Object(more));
            }
            Value::String(_) => edits.push(json!(12)),
            Value::Bool(_) => edits.push(json!("yes")),
            _ => {}
        }
        for edit in edits {
            let mut v = doc.clone();
            *v.pointer_mut(path).unwrap() = edit;
            out.push(v);
        }
    }
    out
}

fn fixtures(type_name: &str) -> Vec<Value> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../fixtures/workerdeck/valid");
    let mut out: Vec<(String, Value)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_str().unwrap();
            name.starts_with(&format!("{type_name}."))
                && name.ends_with(".json")
                && !name.ends_with(".encoded.json")
        })
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (
                p.display().to_string(),
                serde_json::from_str(&text).unwrap(),
            )
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out.into_iter().map(|(_, v)| v).collect()
}

#[test]
fn tag_first_and_tag_last_decode_alike() {
    let protocol = codegen::protocol("workerdeck").unwrap();
    let mut compared = 0;
    let mut refused = 0;
    for &name in UNIONS {
        let entry: TypeEntry = protocol.entry(name).unwrap();
        let docs = fixtures(name);
        assert!(!docs.is_empty(), "{name} has valid fixtures");
        for doc in docs {
            for input in neighbours(&doc) {
                let first = reorder(&input, true).to_string();
                let last = reorder(&input, false).to_string();
                compared += 1;
                match (entry.decode(&first), entry.decode(&last)) {
                    (Ok(a), Ok(b)) => assert_eq!(a, b, "{name}:\n{first}\n{last}"),
                    (Err(a), Err(b)) => {
                        refused += 1;
                        // Same rule at the same place.
                        assert_eq!(
                            (a.path(), a.message()),
                            (b.path(), b.message()),
                            "{name}:\n{first}\n  {a}\n{last}\n  {b}"
                        );
                    }
                    (a, b) => panic!(
                        "{name}: one order accepted, the other refused:\n{first}\n  {a:?}\n{last}\n  {b:?}"
                    ),
                }
            }
        }
    }
    assert!(
        compared > 900 && refused > 500,
        "{compared} compared, {refused} refused"
    );
}

#[test]
fn integral_floats_and_arrays_are_judged_alike_in_both_orders() {
    let protocol = codegen::protocol("workerdeck").unwrap();
    let event = protocol.entry("SessionEvent").unwrap();
    // `bytes` and `seq` as integral floats: integers, in both orders.
    for text in [
        r#"{"type":"file_delivered","path":"p","bytes":5.0,"seq":1.0,"ts":1}"#,
        r#"{"path":"p","bytes":5.0,"seq":1.0,"ts":1,"type":"file_delivered"}"#,
    ] {
        let v = event.decode(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(v["bytes"], json!(5), "{text}");
        assert_eq!(v["seq"], json!(1), "{text}");
    }
    // A fraction is not.
    for text in [
        r#"{"type":"file_delivered","path":"p","bytes":5.5,"seq":1,"ts":1}"#,
        r#"{"path":"p","bytes":5.5,"seq":1,"ts":1,"type":"file_delivered"}"#,
    ] {
        assert!(event.decode(text).is_err(), "{text}");
    }
    // An object written as the array of its fields is refused in both orders.
    let message = json!({"role": "assistant", "content": "hi"});
    let body = |message: Value, tag_last: bool| {
        let mut m = Map::new();
        if !tag_last {
            m.insert("type".into(), json!("assistant_message"));
        }
        m.insert("message".into(), message);
        m.insert("parentToolUseId".into(), Value::Null);
        m.insert("uuid".into(), json!("u"));
        m.insert("seq".into(), json!(1));
        m.insert("ts".into(), json!(1));
        if tag_last {
            m.insert("type".into(), json!("assistant_message"));
        }
        Value::Object(m).to_string()
    };
    for tag_last in [false, true] {
        assert!(event.decode(&body(message.clone(), tag_last)).is_ok());
        let err = event
            .decode(&body(json!(["assistant", "hi"]), tag_last))
            .unwrap_err();
        assert!(err.to_string().contains("message"), "{err}");
    }
}

#[test]
fn the_crate_decoder_skips_a_nested_undeclared_member_in_both_orders() {
    // An undeclared member of a union nested in a union, with the
    // discriminators first and last: ignored on decode, reported by the
    // strict decoder at its path, and a bad value after it still found.
    for text in [
        r#"{"type":"event","event":{"type":"status_changed","status":"running","seq":1,"ts":1,"extra":0}}"#,
        r#"{"event":{"status":"running","seq":1,"ts":1,"extra":0,"type":"status_changed"},"type":"event"}"#,
    ] {
        let frame = workerdeck_protocol::decode::<workerdeck_protocol::ServerFrame>(text).unwrap();
        assert_eq!(
            serde_json::to_string(&frame).unwrap(),
            r#"{"type":"event","event":{"type":"status_changed","status":"running","seq":1,"ts":1}}"#
        );
        let err = workerdeck_protocol::decode_strict::<workerdeck_protocol::ServerFrame>(text)
            .unwrap_err();
        assert_eq!(err.path(), "event.extra", "{err}");
        let bad = text.replace(r#""extra":0"#, r#""extra":0,"detail":5"#);
        let err =
            workerdeck_protocol::decode::<workerdeck_protocol::ServerFrame>(&bad).unwrap_err();
        assert_eq!(err.path(), "event.detail", "{err}");
    }
}
