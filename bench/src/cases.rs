//! The measured operations. Each takes a corpus and returns a checksum
//! (so the optimizer keeps the work), and panics if a line fails: every
//! corpus line is valid by construction.

use serde::Serialize;
use serde::de::{DeserializeOwned, IgnoredAny};
use std::hint::black_box;

/// Decodes every line as `T` with `serde_json::from_str`.
///
/// Lines are `&str`: on the wire each protocol hands the decoder text whose
/// UTF-8 was already checked once (the NDJSON codec's line, a WebSocket text
/// frame, an SSE `data` field), so no measurement pays a second, per-string
/// UTF-8 check. The end-to-end cases include the codec's own check.
pub fn decode_serde<T: DeserializeOwned>(lines: &[&str]) -> u64 {
    let mut n = 0u64;
    for line in lines {
        let v: T = serde_json::from_str(line).expect("corpus line decodes");
        black_box(&v);
        n += 1;
    }
    n
}

/// The tokenizer floor: parse every line and keep nothing.
pub fn decode_ignored(lines: &[&str]) -> u64 {
    decode_serde::<IgnoredAny>(lines)
}

/// Parses every line into a `serde_json::Value` tree.
pub fn decode_value(lines: &[&str]) -> u64 {
    decode_serde::<serde_json::Value>(lines)
}

/// Decodes every line as the typed union through `wire_kit::from_str`, the
/// entry point the crates' codecs and helpers use: it adds the contract's
/// rules that plain serde lacks (no struct from an array, `5.0` is an
/// integer) and a path-aware error on failure.
pub fn decode_typed<T: DeserializeOwned>(lines: &[&str]) -> u64 {
    let mut n = 0u64;
    for line in lines {
        let v: T = wire_kit::from_str("T", line).expect("corpus line decodes");
        black_box(&v);
        n += 1;
    }
    n
}

/// Decodes every line from bytes with `wire_kit::from_slice`: one UTF-8
/// check of the line, then the typed decode (what pydantic's `validate_json`
/// does with its bytes).
pub fn decode_typed_bytes<T: DeserializeOwned>(lines: &[&str]) -> u64 {
    let mut n = 0u64;
    for line in lines {
        let v: T =
            wire_kit::from_slice("T", black_box(line.as_bytes())).expect("corpus line decodes");
        black_box(&v);
        n += 1;
    }
    n
}

/// Decodes every line with plain `serde_json::from_str`: the same types
/// without the wire_kit entry point, to show what it costs.
pub fn decode_plain_serde<T: DeserializeOwned>(lines: &[&str]) -> u64 {
    decode_serde::<T>(lines)
}

/// Decodes every line into values for the encode measurements.
pub fn decoded<T: DeserializeOwned>(lines: &[&str]) -> Vec<T> {
    lines
        .iter()
        .map(|l| serde_json::from_str(l).expect("corpus line decodes"))
        .collect()
}

/// Which encoder writes the values of an encode measurement.
#[derive(Clone, Copy, Debug)]
pub enum Writer {
    /// `wire_kit::encode::to_writer`, the crates' own encoder.
    Kit,
    /// `serde_json::to_writer`.
    SerdeJson,
}

/// Encodes every value as one compact JSON line into a reused buffer;
/// returns the bytes written.
pub fn encode<T: Serialize>(values: &[T], buf: &mut Vec<u8>, writer: Writer) -> u64 {
    let mut total = 0u64;
    for v in values {
        buf.clear();
        match writer {
            Writer::Kit => wire_kit::encode::to_writer(&mut *buf, v).expect("encodes"),
            Writer::SerdeJson => serde_json::to_writer(&mut *buf, v).expect("encodes"),
        }
        buf.push(b'\n');
        total += buf.len() as u64;
    }
    total
}

/// Coderook end to end: NDJSON bytes in `chunk`-sized reads through
/// `codec::FrameDecoder::decode_next`: each line decoded as a `ServerMessage`
/// in one parse, where it lies in the decoder's buffer.
pub fn coderook_codec(stream: &[u8], chunk: usize) -> u64 {
    use coderook_protocol::ServerMessage;
    use coderook_protocol::codec::FrameDecoder;
    let mut decoder = FrameDecoder::new();
    let mut n = 0u64;
    for part in stream.chunks(chunk) {
        decoder.push(part);
        while let Some(msg) = decoder.decode_next::<ServerMessage>("ServerMessage") {
            let msg = msg.expect("valid frame");
            black_box(&msg);
            n += 1;
        }
    }
    assert!(decoder.finish().is_none());
    n
}

/// The same through `FrameDecoder::decode_chunk`: each line lying whole in
/// a read decoded where it lies in the read, only the lines cut by a read's
/// end copied into the decoder.
pub fn coderook_codec_chunk(stream: &[u8], chunk: usize) -> u64 {
    use coderook_protocol::ServerMessage;
    use coderook_protocol::codec::FrameDecoder;
    let mut decoder = FrameDecoder::new();
    let mut n = 0u64;
    for part in stream.chunks(chunk) {
        for msg in decoder.decode_chunk::<ServerMessage>(part, "ServerMessage") {
            let msg = msg.expect("valid frame");
            black_box(&msg);
            n += 1;
        }
    }
    assert!(decoder.finish().is_none());
    n
}

/// The same stream through `FrameDecoder` into `serde_json::Value` (the
/// untyped end-to-end baseline).
pub fn coderook_codec_value(stream: &[u8], chunk: usize) -> u64 {
    use coderook_protocol::codec::FrameDecoder;
    let mut decoder = FrameDecoder::new();
    let mut n = 0u64;
    for part in stream.chunks(chunk) {
        decoder.push(part);
        while let Some(frame) = decoder.next_line() {
            let frame = frame.expect("valid frame");
            let v: serde_json::Value = serde_json::from_str(&frame.text).expect("decodes");
            black_box(&v);
            n += 1;
        }
    }
    n
}

/// WorkerDeck replay end to end: each frame decoded as a `ServerFrame`,
/// its event fed to a `SessionLog` (the `seq` check a client does on attach).
pub fn workerdeck_replay(lines: &[&str]) -> u64 {
    use workerdeck_protocol::{SeqStep, ServerFrame, SessionLog};
    let mut log = SessionLog::new();
    let mut n = 0u64;
    for line in lines {
        let frame: ServerFrame = workerdeck_protocol::decode(line).expect("decodes");
        if let ServerFrame::Event(f) = &frame {
            assert_eq!(log.observe(&f.event), SeqStep::Next);
        }
        black_box(&frame);
        n += 1;
    }
    n
}

/// Orion end to end: SSE bytes in `chunk`-sized reads through
/// `sse::EnvelopeStream::decode_chunk` (framing, UTF-8, `id` = cursor
/// check, typed decode), each envelope handed over as it is decoded.
pub fn orion_sse(stream: &[u8], chunk: usize) -> u64 {
    let mut events = orion_api_types::sse::EnvelopeStream::new();
    let mut n = 0u64;
    for part in stream.chunks(chunk) {
        for event in events.decode_chunk(part) {
            black_box(&event.expect("valid event"));
            n += 1;
        }
    }
    n
}

/// How a WebSocket library hands over a text frame's payload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Payload {
    /// Copied out of the read buffer into an owned `String`, its UTF-8
    /// checked (what `tungstenite` does for a text message).
    Owned,
    /// Borrowed where it lies in the read buffer, its UTF-8 checked (what a
    /// zero-copy reader such as `fastwebsockets` hands over).
    InPlace,
}

/// WorkerDeck over the WebSocket, end to end: server frames in
/// `chunk`-sized reads, each text frame's payload taken out of the read
/// buffer as `payload` says (UTF-8 checked once either way), decoded as a
/// `ServerFrame` and fed to a `SessionLog`.
///
/// The frame reader is a minimal RFC 6455 one (unmasked, unfragmented
/// server frames, which is what the corpus holds).
pub fn workerdeck_ws(stream: &[u8], chunk: usize, payload: Payload) -> u64 {
    use workerdeck_protocol::{SeqStep, ServerFrame, SessionLog};
    let mut log = SessionLog::new();
    let mut buf: Vec<u8> = Vec::with_capacity(2 * chunk);
    let mut n = 0u64;
    for part in stream.chunks(chunk) {
        buf.extend_from_slice(part);
        let mut at = 0;
        while let Some((start, len)) = ws_text_frame(&buf[at..]) {
            let bytes = &buf[at + start..at + start + len];
            at += start + len;
            let owned;
            let text = match payload {
                Payload::Owned => {
                    owned = String::from_utf8(bytes.to_vec()).expect("text frames are UTF-8");
                    owned.as_str()
                }
                Payload::InPlace => std::str::from_utf8(bytes).expect("text frames are UTF-8"),
            };
            let frame: ServerFrame = workerdeck_protocol::decode(text).expect("decodes");
            if let ServerFrame::Event(f) = &frame {
                assert_eq!(log.observe(&f.event), SeqStep::Next);
            }
            black_box(&frame);
            n += 1;
        }
        buf.drain(..at);
    }
    assert!(buf.is_empty(), "the stream ends on a frame boundary");
    n
}

/// The payload offset and length of the complete text frame at the start
/// of `buf`, or `None` if it has not all arrived.
fn ws_text_frame(buf: &[u8]) -> Option<(usize, usize)> {
    let (&b0, &b1) = (buf.first()?, buf.get(1)?);
    assert_eq!(b0, 0x81, "final, unmasked text frames only");
    let (start, len) = match b1 & 0x7f {
        126 => (
            4,
            u16::from_be_bytes(buf.get(2..4)?.try_into().ok()?) as usize,
        ),
        127 => (
            10,
            u64::from_be_bytes(buf.get(2..10)?.try_into().ok()?) as usize,
        ),
        n => (2, n as usize),
    };
    (buf.len() >= start + len).then_some((start, len))
}
