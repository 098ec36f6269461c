//! The NDJSON stream fixtures under `fixtures/coderook/streams/`, run
//! through the codec, the handshake rules and the typed decoders.

use coderook_protocol::codec::{FrameDecoder, FrameError};
use coderook_protocol::connection::{Action, ServerConnection};
use coderook_protocol::{Command, Event, RequestId, ServerMessage, decode_response_for};
use serde_json::Value;
use std::collections::HashMap;
use std::path::PathBuf;
use wire_kit::Secret;

const TOKEN: &str = "stream-fixture-token";

fn stream(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/coderook/streams")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every frame (or line error) of a byte stream fed in `chunk`-byte pieces.
fn frames(
    bytes: &[u8],
    chunk: usize,
    limit: usize,
) -> Vec<Result<coderook_protocol::codec::Frame, FrameError>> {
    let mut decoder = FrameDecoder::with_max_frame_len(limit);
    let mut out = Vec::new();
    for piece in bytes.chunks(chunk) {
        decoder.push(piece);
        assert!(decoder.buffered_len() <= limit + 1);
        out.extend(decoder.by_ref());
    }
    out.extend(decoder.finish());
    out
}

/// Runs the client side of a scenario through a server connection and
/// returns its actions, stopping after a close.
fn serve(name: &str, chunk: usize, limit: usize) -> Vec<Action> {
    let mut conn = ServerConnection::new(Secret::new(TOKEN));
    let mut actions = Vec::new();
    for item in frames(&stream(&format!("{name}.client.ndjson")), chunk, limit) {
        let action = match item {
            Ok(frame) => conn.on_frame(frame.text.as_bytes()),
            Err(e) => conn.on_frame_error(&e),
        };
        let close = matches!(action, Action::ReplyAndClose(_));
        actions.push(action);
        if close {
            assert!(conn.is_closed());
            break;
        }
    }
    actions
}

fn server_lines(name: &str) -> Vec<Value> {
    frames(&stream(&format!("{name}.server.ndjson")), 4096, 1 << 20)
        .into_iter()
        .map(|f| serde_json::from_str(&f.expect("server fixture frame").text).unwrap())
        .collect()
}

fn json(line: &str) -> Value {
    assert!(
        line.ends_with('\n') && line.matches('\n').count() == 1,
        "one line: {line:?}"
    );
    serde_json::from_str(line).unwrap()
}

#[test]
fn happy_path() {
    let expected = server_lines("happy-path");
    for chunk in [1, 5, 17, 4096] {
        let actions = serve("happy-path", chunk, 4096);
        assert_eq!(actions.len(), 3, "chunk {chunk}");
        match &actions[0] {
            Action::Reply(line) => assert_eq!(json(line), expected[0]),
            other => panic!("{other:?}"),
        }
        match &actions[1] {
            Action::Dispatch(r) => {
                assert_eq!(r.id, RequestId::from("u-1"));
                assert!(matches!(&r.command, Command::Ping(p) if p.client == "cli/0.0.1"));
            }
            other => panic!("{other:?}"),
        }
        match &actions[2] {
            Action::Dispatch(r) => assert!(
                matches!(&r.command, Command::AgentRun(p) if p.goal.starts_with("Summarise"))
            ),
            other => panic!("{other:?}"),
        }
    }

    // The client side: responses typed by the method of their request, events typed.
    let pending: HashMap<Value, &str> = [
        (Value::from("auth-1"), "core.authenticate"),
        (Value::from("u-1"), "core.ping"),
        (Value::from("u-2"), "agent.run"),
    ]
    .into_iter()
    .collect();
    let bytes = stream("happy-path.server.ndjson");
    let mut kinds = Vec::new();
    for frame in frames(&bytes, 3, 1 << 20) {
        let frame = frame.unwrap();
        match ServerMessage::from_json(frame.text.as_bytes()).unwrap() {
            ServerMessage::Response(r) => {
                let id = serde_json::to_value(&r.id).unwrap();
                let method = pending[&id];
                let typed = decode_response_for(method, frame.text.as_bytes()).unwrap();
                assert_eq!(typed.outcome.unwrap().method(), method);
                kinds.push(method.to_owned());
            }
            ServerMessage::Event(env) => {
                assert!(!matches!(env.event, Event::Other(_)));
                kinds.push(env.event.event_type().to_owned());
            }
        }
    }
    assert_eq!(
        kinds,
        [
            "core.authenticate",
            "core.ping",
            "run.started",
            "agent.run",
            "step.started",
            "llm.token",
            "step.finished",
            "run.finished",
            "session.closed"
        ]
    );
}

#[test]
fn refused_first_frame() {
    let expected = server_lines("refused-first-frame");
    for chunk in [1, 4, 4096] {
        let actions = serve("refused-first-frame", chunk, 4096);
        assert_eq!(actions.len(), 1, "nothing is read after the refusal");
        match &actions[0] {
            Action::ReplyAndClose(line) => assert_eq!(json(line), expected[0]),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn bad_token() {
    let expected = server_lines("bad-token");
    let actions = serve("bad-token", 7, 4096);
    assert_eq!(actions.len(), 1);
    match &actions[0] {
        Action::ReplyAndClose(line) => {
            assert_eq!(json(line), expected[0]);
            assert!(!line.contains("not-the-token"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn over_limit_frame() {
    let expected = server_lines("over-limit");
    for chunk in [1, 100, 4096, 1 << 20] {
        let items = frames(&stream("over-limit.client.ndjson"), chunk, 4096);
        assert_eq!(items.len(), 3);
        assert_eq!(
            items[1],
            Err(FrameError::TooLarge {
                line: 2,
                limit: 4096
            })
        );
        let actions = serve("over-limit", chunk, 4096);
        assert_eq!(actions.len(), 3);
        match (&actions[0], &actions[1], &actions[2]) {
            (Action::Reply(a), Action::Reply(b), Action::Dispatch(c)) => {
                assert_eq!(json(a), expected[0]);
                assert_eq!(json(b), expected[1]);
                assert_eq!(c.method(), "core.ping");
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn a_second_authenticate_is_answered_by_the_connection() {
    let expected = server_lines("reauthenticate");
    for chunk in [1, 9, 4096] {
        let actions = serve("reauthenticate", chunk, 4096);
        assert_eq!(actions.len(), 4, "nothing is read after the refusal");
        match (&actions[0], &actions[1], &actions[2], &actions[3]) {
            (
                Action::Reply(a),
                Action::Reply(b),
                Action::Dispatch(ping),
                Action::ReplyAndClose(c),
            ) => {
                assert_eq!(json(a), expected[0]);
                assert_eq!(json(b), expected[1]);
                assert_eq!(ping.method(), "core.ping");
                assert_eq!(json(c), expected[3]);
                assert!(!c.contains("not-the-token"));
            }
            other => panic!("{other:?}"),
        }
    }
}
