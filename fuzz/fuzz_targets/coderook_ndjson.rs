//! The Coderook NDJSON decoder fed the same bytes in arbitrary chunkings, and
//! the server connection fed the frames it yields.
//!
//! Input: two control bytes (frame size limit, chunking seed), then the stream.
//! Checks: the decoder never holds more than the limit plus one byte; every
//! chunking yields the same frames and errors as feeding the stream at once;
//! each frame is one JSON value on one line; decoding a frame as a request or
//! a server message never panics, and what decodes re-encodes to a frame that
//! decodes to the same value and the same bytes, the bytes `serde_json`
//! writes (so does any frame read as a `Value`); the connection never
//! dispatches before a successful handshake, and every reply is one JSON line.
#![no_main]

use coderook_protocol::codec::{FrameDecoder, encode_frame};
use coderook_protocol::connection::{Action, ServerConnection};
use coderook_protocol::{ClientRequest, Event, ServerMessage};
use libfuzzer_sys::fuzz_target;
use wire_kit::Secret;

fn run(max: usize, chunks: &[&[u8]]) -> Vec<String> {
    let mut decoder = FrameDecoder::with_max_frame_len(max);
    let mut out = Vec::new();
    for chunk in chunks {
        decoder.push(chunk);
        assert!(
            decoder.buffered_len() <= max + 1,
            "buffered {} > limit {max} + 1",
            decoder.buffered_len()
        );
        for item in decoder.by_ref() {
            out.push(format!("{item:?}"));
        }
    }
    if let Some(item) = decoder.finish() {
        out.push(format!("{item:?}"));
    }
    out
}

fn chunked<'a>(stream: &'a [u8], seed: u8) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    let mut rest = stream;
    let mut state = u32::from(seed) | 1;
    while !rest.is_empty() {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let n = (state % 9) as usize; // 0..=8: empty chunks too
        let n = n.min(rest.len());
        let (a, b) = rest.split_at(n);
        out.push(a);
        rest = b;
    }
    out
}

fn roundtrip<T>(value: &T, decode: fn(&[u8]) -> Result<T, wire_kit::DecodeError>)
where
    T: serde::Serialize + PartialEq + std::fmt::Debug,
{
    let line = encode_frame(value);
    assert_eq!(line.iter().filter(|&&b| b == b'\n').count(), 1);
    assert_eq!(line[..line.len() - 1], serde_json::to_vec(value).unwrap()[..], "not serde_json's bytes");
    let again = decode(&line[..line.len() - 1])
        .unwrap_or_else(|e| panic!("own encoding {value:?} is refused: {e}"));
    assert_eq!(&again, value);
    assert_eq!(
        encode_frame(&again),
        line,
        "re-encoding is not byte-identical"
    );
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let max = 1 + usize::from(data[0]) * 4;
    let seed = data[1];
    let stream = &data[2..];

    let whole = run(max, &[stream]);
    assert_eq!(
        whole,
        run(max, &chunked(stream, seed)),
        "chunking changed the result"
    );
    let bytes: Vec<&[u8]> = stream.chunks(1).collect();
    assert_eq!(whole, run(max, &bytes), "byte-at-a-time changed the result");

    let mut decoder = FrameDecoder::with_max_frame_len(max);
    decoder.push(stream);
    let mut frames: Vec<_> = decoder.by_ref().collect();
    frames.extend(decoder.finish());

    let mut conn = ServerConnection::new(Secret::new("fuzz-token"));
    let mut last_line = 0;
    for frame in frames.into_iter().flatten() {
        assert!(frame.line > last_line);
        last_line = frame.line;
        assert!(!frame.text.contains('\n'));
        assert!(frame.text.len() <= max);
        let bytes = frame.text.as_bytes();
        assert!(serde_json::from_slice::<serde::de::IgnoredAny>(bytes).is_ok());
        if let Ok(value) = serde_json::from_slice::<serde_json::Value>(bytes) {
            assert_eq!(wire_kit::encode::to_vec(&value).unwrap(), serde_json::to_vec(&value).unwrap());
        }

        if let Ok(request) = ClientRequest::from_json(bytes) {
            roundtrip(&request, ClientRequest::from_json);
        }
        if let Ok(message) = ServerMessage::from_json(bytes) {
            roundtrip(&message, ServerMessage::from_json);
        }
        if let Ok(event) = Event::from_json(bytes) {
            roundtrip(&event, Event::from_json);
        }

        let was_authenticated = conn.is_authenticated();
        match conn.on_frame(bytes) {
            Action::Dispatch(_) => assert!(was_authenticated, "dispatched before the handshake"),
            Action::Reply(line) | Action::ReplyAndClose(line) => {
                assert!(line.ends_with('\n'));
                assert_eq!(line.matches('\n').count(), 1);
                let reply: serde_json::Value = serde_json::from_str(&line).expect("reply is JSON");
                assert_eq!(reply["jsonrpc"], "2.0");
            }
        }
        if conn.is_closed() {
            assert!(!conn.is_authenticated() || was_authenticated);
        }
    }
});
