//! The kit's tagged-union decoder, through the WorkerDeck and Coderook unions: tag
//! first, tag last, tag missing, an unknown tag, and a bad member before and
//! after the tag, each refused with its exact path, its rule and the
//! input's own column (just after the offending value).

use coderook_protocol::Event;
use workerdeck_protocol::{ServerFrame, SessionEvent};

/// The column `serde_json` reports just after the first `needle` in `json`.
fn after(json: &str, needle: &str) -> usize {
    json.find(needle).expect("needle in the input") + needle.len()
}

/// A decoder under test, giving (path, message, column) on error.
type Decode = fn(&str) -> Result<(), (String, String, usize)>;

fn case(decode: Decode, json: &str, path: &str, message: &str, column: Option<usize>) {
    let (p, m, c) = decode(json).expect_err(json);
    assert_eq!((p.as_str(), m.as_str()), (path, message), "{json}");
    if let Some(column) = column {
        assert_eq!(c, column, "{json}");
    }
}

fn workerdeck(json: &str) -> Result<(), (String, String, usize)> {
    wire_kit::from_str::<ServerFrame>("ServerFrame", json)
        .map(drop)
        .map_err(|e| (e.path().to_owned(), e.message().to_owned(), e.column()))
}

fn coderook(json: &str) -> Result<(), (String, String, usize)> {
    Event::from_json(json.as_bytes())
        .map(drop)
        .map_err(|e| (e.path().to_owned(), e.message().to_owned(), e.column()))
}

#[test]
fn union_workerdeck_server_frame() {
    let body = r#""status":"running","seq":3,"ts":5"#;
    for json in [
        format!(r#"{{"type":"event","event":{{"type":"status_changed",{body}}}}}"#),
        format!(r#"{{"event":{{{body},"type":"status_changed"}},"type":"event"}}"#),
    ] {
        let frame = wire_kit::from_str::<ServerFrame>("ServerFrame", &json).expect(&json);
        let ServerFrame::Event(frame) = frame else {
            panic!("{json}")
        };
        let event: &SessionEvent = &frame.event;
        assert_eq!(
            (event.kind(), event.seq, event.ts),
            ("status_changed", 3, 5)
        );
    }
    // A bad member after the tag, and the same before it.
    let json =
        r#"{"type":"event","event":{"type":"status_changed","status":"nope","seq":3,"ts":5}}"#;
    let rule = "unknown variant `nope`, expected one of";
    let (p, m, c) = workerdeck(json).unwrap_err();
    assert_eq!(p, "event.status");
    assert!(m.starts_with(rule), "{m}");
    assert_eq!(c, after(json, r#""nope""#));
    let json =
        r#"{"event":{"status":"nope","seq":3,"ts":5,"type":"status_changed"},"type":"event"}"#;
    let (p, m, c) = workerdeck(json).unwrap_err();
    assert_eq!(p, "event.status");
    assert!(m.starts_with(rule), "{m}");
    assert_eq!(c, after(json, r#""nope""#));
    // `seq` before the tag, at its own place.
    let json =
        r#"{"type":"event","event":{"seq":"3","status":"running","ts":5,"type":"status_changed"}}"#;
    case(
        workerdeck,
        json,
        "event.seq",
        r#"invalid type: string "3", expected an integer"#,
        Some(after(json, r#""3""#)),
    );
    // Missing and unknown tags: the union's own error, at the union.
    case(
        workerdeck,
        r#"{"event":{"status":"running","seq":3,"ts":5},"type":"event"}"#,
        "event",
        "missing field `type`",
        None,
    );
    case(
        workerdeck,
        r#"{"type":"nope"}"#,
        "",
        "unknown ServerFrame `type` `nope`, expected one of `attached`, `event`, `tool_call_request`, `tool_call_canceled`, `protocol_error`",
        None,
    );
    case(
        workerdeck,
        r#"{"event":{},"type":5}"#,
        "type",
        "invalid type: integer `5`, expected a string",
        None,
    );
    // An `event` frame's own rules: its event is required, its tag is not repeated.
    case(
        workerdeck,
        r#"{"type":"event"}"#,
        "",
        "missing field `event`",
        None,
    );
    let event = format!(r#"{{"type":"status_changed",{body}}}"#);
    for json in [
        format!(r#"{{"type":"event","type":"event","event":{event}}}"#),
        format!(r#"{{"type":"event","event":{event},"type":"event"}}"#),
    ] {
        case(workerdeck, &json, "", "duplicate field `type`", None);
    }
}

#[test]
fn union_coderook_event() {
    let fields = r#""run_id":"r1","token":"t","ts":"2026-05-16T10:00:00.001Z""#;
    let first = format!(r#"{{"type":"llm.token",{fields}}}"#);
    let last = format!(r#"{{{fields},"type":"llm.token"}}"#);
    let a = Event::from_json(first.as_bytes()).unwrap();
    assert_eq!(a, Event::from_json(last.as_bytes()).unwrap());
    assert_eq!(a.event_type(), "llm.token");
    // After the tag and before it.
    for json in [
        r#"{"type":"llm.token","run_id":"r1","token":7,"ts":"x"}"#,
        r#"{"run_id":"r1","token":7,"ts":"x","type":"llm.token"}"#,
    ] {
        case(
            coderook,
            json,
            "token",
            "invalid type: integer `7`, expected a string",
            Some(after(json, "7")),
        );
    }
    // Inside an event push, held before the tag.
    let json =
        r#"{"kind":"event","event":{"run_id":"r1","token":"t","ts":null,"type":"llm.token"}}"#;
    let err = coderook_protocol::ServerMessage::from_json(json.as_bytes()).unwrap_err();
    assert_eq!(err.path(), "event.ts");
    assert_eq!(err.column(), after(json, "null"));
    // Missing and unknown tags keep the object whole; a repeated one is refused.
    let other = Event::from_json(br#"{"token":"t","type":"llm.someday"}"#).unwrap();
    assert_eq!(other.event_type(), "llm.someday");
    assert!(matches!(
        Event::from_json(br#"{"token":"t"}"#).unwrap(),
        Event::Other(_)
    ));
    case(
        coderook,
        r#"{"token":"t","type":"x","type":"y"}"#,
        "",
        "duplicate field `type`",
        None,
    );
}

/// `seq` and `ts` sit among the body's own members in any order, before or
/// after `type`; each is read once, and a repeated one is refused, through
/// the kit and through plain `serde_json` (which holds what comes before
/// the tag).
#[test]
fn session_event_seq_and_ts_anywhere() {
    let members = [
        r#""type":"status_changed""#,
        r#""status":"running""#,
        r#""seq":3"#,
        r#""ts":5"#,
    ];
    let plain = |json: &str| serde_json::from_str::<SessionEvent>(json).map_err(|e| e.to_string());
    let orders = [
        [0, 1, 2, 3],
        [2, 3, 0, 1],
        [1, 2, 0, 3],
        [3, 2, 1, 0],
        [0, 3, 1, 2],
    ];
    for order in orders {
        let json = format!("{{{}}}", order.map(|i| members[i]).join(","));
        let kit = wire_kit::from_str::<SessionEvent>("SessionEvent", &json).expect(&json);
        assert_eq!(
            (kit.kind(), kit.seq, kit.ts),
            ("status_changed", 3, 5),
            "{json}"
        );
        assert_eq!(plain(&json).as_ref(), Ok(&kit), "{json}");
        // The same member again, before or after the tag.
        for (again, field) in [
            (r#""seq":4"#, "seq"),
            (r#""ts":6"#, "ts"),
            (r#""type":"status_changed""#, "type"),
        ] {
            let inner = &json[1..json.len() - 1];
            for json in [
                format!("{{{again},{inner}}}"),
                format!("{{{inner},{again}}}"),
            ] {
                let rule = format!("duplicate field `{field}`");
                let err = wire_kit::from_str::<SessionEvent>("SessionEvent", &json).unwrap_err();
                assert_eq!(err.message(), rule, "{json}");
                let err = plain(&json).unwrap_err();
                assert!(err.starts_with(&rule), "{json}: {err}");
            }
        }
    }
    // Missing, each one.
    for (json, field) in [
        (
            r#"{"type":"status_changed","status":"running","ts":5}"#,
            "seq",
        ),
        (
            r#"{"seq":3,"status":"running","type":"status_changed"}"#,
            "ts",
        ),
    ] {
        let err = wire_kit::from_str::<SessionEvent>("SessionEvent", json).unwrap_err();
        assert_eq!(err.message(), format!("missing field `{field}`"), "{json}");
    }
    // Held before the tag by plain serde_json: the member leads the message.
    let err =
        plain(r#"{"seq":"3","ts":5,"status":"running","type":"status_changed"}"#).unwrap_err();
    assert!(
        err.starts_with(r#"seq: invalid type: string "3", expected an integer"#),
        "{err}"
    );
}
