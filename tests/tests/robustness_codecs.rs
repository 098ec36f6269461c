//! The stream codecs under arbitrary chunking (the fuzz targets
//! `coderook_ndjson` and `orion_sse` check the same on fuzzed input; these
//! run with every `cargo test`).
//!
//! - Coderook NDJSON: feeding a stream whole, in random chunks or byte by
//!   byte gives the same frames and line errors, and the decoder never holds
//!   more than its limit plus one byte.
//! - Orion SSE: the same events, envelopes and last event id whatever the
//!   chunking, including `\r\n` split across chunks and a byte order mark;
//!   every generated valid envelope renders to a frame that parses back to it.

use coderook_protocol::codec::{FrameDecoder, encode_frame};
use orion_api_types::WebEventEnvelope;
use orion_api_types::sse::{EnvelopeStream, SseParser, render};
use proptest::prelude::*;

/// Splits `bytes` at the given cut points (taken modulo its length).
fn chunks(bytes: &[u8], cuts: &[usize]) -> Vec<Vec<u8>> {
    let mut points: Vec<usize> = cuts
        .iter()
        .map(|c| c % (bytes.len() + 1))
        .chain([0, bytes.len()])
        .collect();
    points.sort_unstable();
    points
        .windows(2)
        .map(|w| bytes[w[0]..w[1]].to_vec())
        .collect()
}

fn ndjson(max: usize, pieces: &[Vec<u8>]) -> Result<Vec<String>, TestCaseError> {
    let mut decoder = FrameDecoder::with_max_frame_len(max);
    let mut out = Vec::new();
    for piece in pieces {
        decoder.push(piece);
        prop_assert!(decoder.buffered_len() <= max + 1);
        out.extend(decoder.by_ref().map(|item| format!("{item:?}")));
    }
    out.extend(decoder.finish().map(|item| format!("{item:?}")));
    Ok(out)
}

/// Lines that are frames, blank, not JSON, not UTF-8, or long.
fn ndjson_line() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        Just(br#"{"jsonrpc":"2.0","id":1,"method":"core.ping","params":{"client":"c"}}"#.to_vec()),
        Just(br#"{"kind":"event","event":{"type":"run.started","run_id":"r"}}"#.to_vec()),
        Just(b"   ".to_vec()),
        Just(b"{\"a\":".to_vec()),
        Just(vec![b'"', 0xff, 0xfe, b'"']),
        (1usize..200).prop_map(|n| format!("\"{}\"", "x".repeat(n)).into_bytes()),
        "[ -~]{0,40}".prop_map(String::into_bytes),
    ]
}

fn sse_stream() -> impl Strategy<Value = Vec<u8>> {
    let line = prop_oneof![
        Just("id: 1".to_owned()),
        Just("id: 2".to_owned()),
        Just("data: {\"apiVersion\":1,\"eventId\":\"e\",\"cursor\":1,\"sessionId\":null,\"threadId\":null,\"type\":\"workbench_state\",\"durable\":true,\"timestamp\":\"t\",\"payload\":{\"workspace\":\"/w\",\"activeSessionId\":null}}".to_owned()),
        Just("data: not json".to_owned()),
        Just("data".to_owned()),
        Just(": comment".to_owned()),
        Just("event: other".to_owned()),
        Just("retry: 500".to_owned()),
        Just(String::new()),
        "[ -~]{0,20}",
    ];
    let end = prop_oneof![Just("\n"), Just("\r\n"), Just("\r")];
    (any::<bool>(), proptest::collection::vec((line, end), 0..16)).prop_map(|(bom, lines)| {
        let mut out = if bom {
            vec![0xEF, 0xBB, 0xBF]
        } else {
            Vec::new()
        };
        for (l, e) in lines {
            out.extend_from_slice(l.as_bytes());
            out.extend_from_slice(e.as_bytes());
        }
        out
    })
}

fn sse(pieces: &[Vec<u8>]) -> (Vec<String>, Option<String>, Vec<String>, Option<i64>) {
    let mut parser = SseParser::new();
    let mut stream = EnvelopeStream::new();
    let (mut events, mut envelopes) = (Vec::new(), Vec::new());
    for piece in pieces {
        events.extend(parser.push(piece).iter().map(|e| format!("{e:?}")));
        envelopes.extend(stream.push(piece).iter().map(|e| format!("{e:?}")));
    }
    let resume = stream.resume().map(|r| r.cursor().get());
    (
        events,
        parser.last_event_id().map(str::to_owned),
        envelopes,
        resume,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn ndjson_frames_do_not_depend_on_chunking(
        lines in proptest::collection::vec((ndjson_line(), prop_oneof![Just("\n"), Just("\r\n")]), 0..12),
        tail in proptest::collection::vec(any::<u8>(), 0..8),
        cuts in proptest::collection::vec(any::<usize>(), 0..20),
        max in prop_oneof![Just(16usize), Just(64), Just(150), Just(4096)],
    ) {
        let mut stream = Vec::new();
        for (line, end) in lines {
            stream.extend_from_slice(&line);
            stream.extend_from_slice(end.as_bytes());
        }
        stream.extend_from_slice(&tail);
        let whole = ndjson(max, &[stream.clone()])?;
        prop_assert_eq!(&whole, &ndjson(max, &chunks(&stream, &cuts))?);
        let bytes: Vec<Vec<u8>> = stream.iter().map(|b| vec![*b]).collect();
        prop_assert_eq!(&whole, &ndjson(max, &bytes)?);
    }

    #[test]
    fn sse_events_do_not_depend_on_chunking(
        stream in sse_stream(),
        cuts in proptest::collection::vec(any::<usize>(), 0..20),
    ) {
        let whole = sse(std::slice::from_ref(&stream));
        prop_assert_eq!(&whole, &sse(&chunks(&stream, &cuts)));
        let bytes: Vec<Vec<u8>> = stream.iter().map(|b| vec![*b]).collect();
        prop_assert_eq!(&whole, &sse(&bytes));
    }

    /// Generated envelopes (from the registered type's schema) that decode
    /// render to one SSE frame that parses back to the same envelope, and a
    /// Coderook event push written with `encode_frame` is one line.
    #[test]
    fn rendered_envelopes_parse_back(seed in any::<u64>(), cuts in proptest::collection::vec(any::<usize>(), 0..6)) {
        let entry = codegen::protocol("orion").unwrap().entry("WebEventEnvelope").unwrap();
        let mut decoded = 0;
        for value in codegen::differential::instances(&entry.json_schema(), "#", 1, seed) {
            let Ok(envelope) = orion_api_types::decode_value::<WebEventEnvelope>(&value) else {
                continue;
            };
            decoded += 1;
            let frame = render(&envelope);
            let results = sse(&chunks(frame.as_bytes(), &cuts)).2;
            prop_assert_eq!(results, vec![format!("{:?}", Ok::<_, ()>(&envelope))]);
            let line = encode_frame(&envelope);
            prop_assert_eq!(line.iter().filter(|&&b| b == b'\n').count(), 1);
        }
        // Cases where no generated value was a valid envelope do not count.
        prop_assume!(decoded > 0);
    }
}
