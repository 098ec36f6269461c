//! The one-parse ways of taking frames (`decode_next`, `next_line`) give
//! the same frames, line errors and decode results as `next_frame` followed
//! by a typed decode, whatever the chunking.

use coderook_protocol::codec::{DecodeFrameError, Frame, FrameDecoder, FrameError};
use coderook_protocol::connection::{Action, ServerConnection};
use coderook_protocol::{ClientRequest, ServerMessage};
use wire_kit::Secret;

/// Lines of every kind: valid messages, JSON that is not a message, text
/// that is not JSON (including a type error before the syntax error), not
/// UTF-8, blank, over the limit, and an unterminated last line.
const STREAM: &[u8] = b"{\"kind\":\"event\",\"event\":{\"type\":\"llm.token\",\"run_id\":\"r\",\"token\":\"t\",\"ts\":\"x\"}}\r\n\
\n\
{\"jsonrpc\":\"2.0\",\"id\":\"u-1\",\"result\":{\"ok\":true}}\n\
{\"kind\":\"event\",\"event\":{\"run_id\":\"r\",\"token\":\"t\",\"ts\":\"x\",\"type\":\"llm.token\"}}\n\
{\"kind\":\"event\",\"event\":{\"type\":\"llm.token\",\"run_id\":5}}\n\
{\"kind\":7, oops\n\
not json\n\
{\"a\":\xff}\n\
[1,2]\n\
{\"kind\":\"event\",\"event\":{\"type\":\"log.line\",\"message\":\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}}\n\
{\"kind\":\"event\",\"event\":{}}\n\
{\"jsonrpc\":\"2.0\",\"id\":\"u-2\",\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}";

const LIMIT: usize = 128;

type Item = Result<ServerMessage, DecodeFrameError>;

/// `next_frame` then `Frame::decode`: two parses per frame.
fn two_parses(chunk: usize) -> Vec<Item> {
    let mut d = FrameDecoder::with_max_frame_len(LIMIT);
    let mut out = Vec::new();
    let decode = |item: Result<Frame, FrameError>| -> Item {
        let frame = item.map_err(DecodeFrameError::Frame)?;
        frame
            .decode("ServerMessage")
            .map_err(|error| DecodeFrameError::Decode {
                line: frame.line,
                error,
            })
    };
    for piece in STREAM.chunks(chunk) {
        d.push(piece);
        while let Some(item) = d.next_frame() {
            out.push(decode(item));
        }
    }
    out.extend(d.finish().map(decode));
    out
}

fn one_parse(chunk: usize) -> Vec<Item> {
    let mut d = FrameDecoder::with_max_frame_len(LIMIT);
    let mut out = Vec::new();
    for piece in STREAM.chunks(chunk) {
        d.push(piece);
        assert!(d.buffered_len() <= LIMIT + 1);
        while let Some(item) = d.decode_next("ServerMessage") {
            out.push(item);
        }
    }
    out.extend(d.finish().map(|item| {
        let frame = item.map_err(DecodeFrameError::Frame)?;
        frame
            .decode("ServerMessage")
            .map_err(|error| DecodeFrameError::Decode {
                line: frame.line,
                error,
            })
    }));
    out
}

#[test]
fn decode_next_agrees_with_next_frame_then_decode() {
    let expected = two_parses(STREAM.len());
    let lines: Vec<(usize, &str)> = expected
        .iter()
        .map(|r| match r {
            Ok(_) => (0, "ok"),
            Err(DecodeFrameError::Frame(FrameError::InvalidJson { line, .. })) => (*line, "json"),
            Err(DecodeFrameError::Frame(FrameError::InvalidUtf8 { line })) => (*line, "utf8"),
            Err(DecodeFrameError::Frame(FrameError::TooLarge { line, .. })) => (*line, "large"),
            Err(DecodeFrameError::Decode { line, .. }) => (*line, "decode"),
        })
        .collect();
    assert_eq!(
        lines,
        [
            (0, "ok"),
            (0, "ok"),
            (0, "ok"),
            (5, "decode"),
            (6, "json"),
            (7, "json"),
            (8, "utf8"),
            (9, "decode"),
            (10, "large"),
            (0, "ok"),
            (0, "ok"),
        ]
    );
    for chunk in [1, 2, 3, 7, 64, STREAM.len()] {
        assert_eq!(one_parse(chunk), expected, "chunk {chunk}");
        assert_eq!(two_parses(chunk), expected, "chunk {chunk}");
    }
}

#[test]
fn next_line_leaves_the_json_check_to_the_typed_decode() {
    let mut d = FrameDecoder::new();
    d.push(b"not json\n{\"a\":1}\n");
    // The decoder itself does not parse the line: the text is handed over as is.
    let frame = d.next_line().unwrap().unwrap();
    assert_eq!((frame.line, frame.text.as_str()), (1, "not json"));
    let e = frame.decode::<ServerMessage>("ServerMessage").unwrap_err();
    assert!(e.is_syntax(), "{e}");
    assert_eq!(d.next_line().unwrap().unwrap().text, "{\"a\":1}");
    // Taken with `next_frame`, the same line is a line error.
    let mut d = FrameDecoder::new();
    d.push(b"not json\n");
    assert!(matches!(
        d.next_frame(),
        Some(Err(FrameError::InvalidJson { line: 1, .. }))
    ));
}

#[test]
fn a_server_answers_next_line_frames_as_next_frame_ones() {
    let stream = b"{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"core.authenticate\",\"params\":{\"token\":\"t0k\"}}\n\
not json\n\
{\"jsonrpc\":\"2.0\",\"id\":\"p\",\"method\":\"core.ping\",\"params\":{\"client\":\"c\"}}\n\
{\"jsonrpc\":\"2.0\",\"id\":\"q\",\"method\":\"core.ping\",\"params\":{\"client\":5}}\n\
{\"jsonrpc\":\"2.0\",\"id\":\"r\",\"method\":\"core.ping\",\"params\":{\"client\":\"c\"}, oops\n";
    let run = |one_parse: bool| {
        let mut d = FrameDecoder::new();
        d.push(stream);
        let mut conn = ServerConnection::new(Secret::new("t0k"));
        let mut out = Vec::new();
        loop {
            let item = if one_parse {
                d.next_line()
            } else {
                d.next_frame()
            };
            let Some(item) = item else { break };
            out.push(match item {
                Ok(frame) => conn.on_frame(frame.text.as_bytes()),
                Err(e) => conn.on_frame_error(&e),
            });
        }
        out
    };
    let actions = run(true);
    assert_eq!(actions, run(false));
    assert_eq!(actions.len(), 5);
    let code = |a: &Action| match a {
        Action::Reply(line) => {
            serde_json::from_str::<serde_json::Value>(line).unwrap()["error"]["code"].as_i64()
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(code(&actions[1]), Some(-32700));
    assert!(matches!(
        &actions[2],
        Action::Dispatch(ClientRequest { .. })
    ));
    assert_eq!(code(&actions[3]), Some(-32602));
    assert_eq!(code(&actions[4]), Some(-32700));
}
