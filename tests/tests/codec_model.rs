//! The Coderook NDJSON decoder against a model of its contract, read off
//! the whole stream at once: split at `\n`, refuse a line longer than the
//! limit plus one byte (a possible `\r`) whatever it holds, drop one trailing
//! `\r`, skip blank lines, refuse a line over the limit, then one not UTF-8, then one
//! not JSON; the bytes after the last `\n` are what `finish` gives. Whatever
//! the chunking, the decoder gives exactly the model's items, and
//! `decode_next` (which decodes each line where it lies in the decoder's
//! buffer) and `decode_chunk` (which decodes each line where it lies in the
//! chunk) give the same lines and line errors as `next_frame`.

use coderook_protocol::codec::{DecodeFrameError, FrameDecoder, FrameError};
use proptest::prelude::*;

/// What the contract says the stream holds: `(line, text or error)`.
fn model(stream: &[u8], max: usize) -> Vec<Result<(usize, String), FrameError>> {
    let mut out = Vec::new();
    for (i, raw) in stream.split(|&b| b == b'\n').enumerate() {
        let line = i + 1;
        if raw.len() > max + 1 {
            out.push(Err(FrameError::TooLarge { line, limit: max }));
            continue;
        }
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        if raw.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if raw.len() > max {
            out.push(Err(FrameError::TooLarge { line, limit: max }));
            continue;
        }
        let Ok(text) = std::str::from_utf8(raw) else {
            out.push(Err(FrameError::InvalidUtf8 { line }));
            continue;
        };
        match serde_json::from_str::<serde::de::IgnoredAny>(text) {
            Ok(_) => out.push(Ok((line, text.to_owned()))),
            Err(e) => out.push(Err(FrameError::InvalidJson {
                line,
                message: e.to_string(),
            })),
        }
    }
    out
}

fn frames(max: usize, pieces: &[&[u8]]) -> Vec<Result<(usize, String), FrameError>> {
    let mut decoder = FrameDecoder::with_max_frame_len(max);
    let mut out = Vec::new();
    for piece in pieces {
        decoder.push(piece);
        assert!(decoder.buffered_len() <= max + 1);
        out.extend(decoder.by_ref().map(|r| r.map(|f| (f.line, f.text))));
    }
    out.extend(decoder.finish().map(|r| r.map(|f| (f.line, f.text))));
    assert_eq!(decoder.buffered_len(), 0);
    out
}

/// The same through `decode_next::<Value>`, a decode error read back as
/// the line it came from; `finish` still gives the last, unterminated line.
fn decoded(max: usize, pieces: &[&[u8]]) -> Vec<Result<(usize, String), FrameError>> {
    let mut decoder = FrameDecoder::with_max_frame_len(max);
    let mut out = Vec::new();
    for piece in pieces {
        decoder.push(piece);
        while let Some(item) = decoder.decode_next::<serde_json::Value>("Value") {
            out.push(match item {
                Ok(value) => Ok((0, value.to_string())),
                Err(DecodeFrameError::Frame(e)) => Err(e),
                Err(DecodeFrameError::Decode { line, error }) => {
                    panic!("line {line}: any JSON is a Value: {error}")
                }
            });
        }
    }
    out.extend(
        decoder
            .finish()
            .map(|r| r.map(|f| (0, value_text(&f.text)))),
    );
    out
}

/// The same through `decode_chunk`, one chunk per piece; with `early`,
/// each chunk's iterator is dropped after one item (the rest is held).
fn chunked(max: usize, pieces: &[&[u8]], early: bool) -> Vec<Result<(usize, String), FrameError>> {
    let mut decoder = FrameDecoder::with_max_frame_len(max);
    let mut out = Vec::new();
    let mut keep = |item: Result<serde_json::Value, DecodeFrameError>| match item {
        Ok(value) => out.push(Ok((0, value.to_string()))),
        Err(DecodeFrameError::Frame(e)) => out.push(Err(e)),
        Err(DecodeFrameError::Decode { line, error }) => {
            panic!("line {line}: any JSON is a Value: {error}")
        }
    };
    for piece in pieces {
        let mut items = decoder.decode_chunk::<serde_json::Value>(piece, "Value");
        if early {
            items.next().into_iter().for_each(&mut keep);
            drop(items);
            assert!(decoder.buffered_len() <= max + 1);
        } else {
            items.for_each(&mut keep);
            assert!(decoder.buffered_len() <= max + 1);
        }
    }
    while let Some(item) = decoder.decode_next::<serde_json::Value>("Value") {
        keep(item);
    }
    out.extend(
        decoder
            .finish()
            .map(|r| r.map(|f| (0, value_text(&f.text)))),
    );
    out
}

fn value_text(text: &str) -> String {
    serde_json::from_str::<serde_json::Value>(text)
        .expect("JSON")
        .to_string()
}

/// Lines that are frames, blank, not JSON, not UTF-8, or long.
fn line() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        Just(br#"{"kind":"event","event":{"type":"llm.token","text":"h\u00e9 \"x\""}}"#.to_vec()),
        Just(" [1, 2] \t".as_bytes().to_vec()),
        Just(b"   ".to_vec()),
        Just(Vec::new()),
        Just(b"{\"a\":".to_vec()),
        Just(b"1 2".to_vec()),
        Just(vec![b'"', 0xff, 0xfe, b'"']),
        Just("\"caf\u{e9} \u{1F600}\"".as_bytes().to_vec()),
        (1usize..120).prop_map(|n| format!("\"{}\"", "x".repeat(n)).into_bytes()),
        proptest::collection::vec(any::<u8>(), 0..12),
    ]
}

fn stream() -> impl Strategy<Value = Vec<u8>> {
    (
        proptest::collection::vec((line(), prop_oneof![Just("\n"), Just("\r\n")]), 0..10),
        line(),
    )
        .prop_map(|(lines, tail)| {
            let mut out = Vec::new();
            for (l, end) in lines {
                out.extend_from_slice(&l);
                out.extend_from_slice(end.as_bytes());
            }
            out.extend_from_slice(&tail);
            out
        })
}

fn cut<'a>(bytes: &'a [u8], at: &[usize]) -> Vec<&'a [u8]> {
    let mut points: Vec<usize> = at.iter().map(|c| c % (bytes.len() + 1)).collect();
    points.extend([0, bytes.len()]);
    points.sort_unstable();
    points.windows(2).map(|w| &bytes[w[0]..w[1]]).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn the_decoder_gives_what_the_model_reads_off_the_whole_stream(
        stream in stream(),
        at in proptest::collection::vec(any::<usize>(), 0..12),
        max in prop_oneof![Just(8usize), Just(40), Just(100), Just(4096)],
    ) {
        let expected = model(&stream, max);
        let pieces = cut(&stream, &at);
        prop_assert_eq!(&frames(max, &[&stream]), &expected);
        prop_assert_eq!(&frames(max, &pieces), &expected);
        let bytes: Vec<&[u8]> = stream.chunks(1).collect();
        prop_assert_eq!(&frames(max, &bytes), &expected);

        let values: Vec<_> = expected
            .iter()
            .map(|r| r.clone().map(|(_, text)| (0, value_text(&text))))
            .collect();
        prop_assert_eq!(&decoded(max, &pieces), &values);
        prop_assert_eq!(&chunked(max, &pieces, false), &values);
        prop_assert_eq!(&chunked(max, &pieces, true), &values);
        prop_assert_eq!(&chunked(max, &[&stream], true), &values);
        prop_assert_eq!(&chunked(max, &bytes, false), &values);
    }
}

#[test]
fn lines_not_taken_stay_in_order_across_pushes_and_an_over_long_line() {
    // Nothing taken until the end: complete lines, an over-long line cut
    // out while later bytes keep coming, and a line split across pushes.
    let mut decoder = FrameDecoder::with_max_frame_len(8);
    decoder.push(b"[1]\n\n[2]\n[123456");
    decoder.push(b"789]");
    assert_eq!(decoder.buffered_len(), 0, "the over-long line is dropped");
    decoder.push(b"0000\n[3");
    decoder.push(b"]\r\n{}");
    let taken: Vec<_> = decoder.by_ref().collect();
    let lines: Vec<_> = taken
        .iter()
        .map(|r| match r {
            Ok(f) => (f.line, f.text.clone()),
            Err(e) => (e.line(), e.to_string()),
        })
        .collect();
    assert_eq!(
        lines,
        [
            (1, "[1]".to_owned()),
            (3, "[2]".to_owned()),
            (4, "line 4: frame longer than the 8-byte limit".to_owned()),
            (5, "[3]".to_owned()),
        ]
    );
    let last = decoder.finish().unwrap().unwrap();
    assert_eq!((last.line, last.text.as_str()), (6, "{}"));
}

#[test]
fn finish_numbers_the_last_line_after_the_lines_not_yet_taken() {
    let mut decoder = FrameDecoder::with_max_frame_len(4);
    decoder.push(b"[1]\n[12345]\n\n[2]");
    let last = decoder.finish().unwrap().unwrap();
    assert_eq!((last.line, last.text.as_str()), (4, "[2]"));
    // The held lines are still there, before it in the stream.
    assert_eq!(decoder.next_frame().unwrap().unwrap().text, "[1]");
    assert_eq!(
        decoder.next_frame(),
        Some(Err(FrameError::TooLarge { line: 2, limit: 4 }))
    );
    assert!(decoder.next_frame().is_none());
}

#[test]
fn a_blank_line_past_the_limit_is_refused_however_it_is_read() {
    // `push` refuses a line cut by a read's end as soon as it passes the
    // limit, before it can know the rest is blank; a line lying whole in a
    // read must be judged the same.
    let stream = b"[1]\n      \n  \r\n[2]\n";
    let expected = vec![
        Ok((1, "[1]".to_owned())),
        Err(FrameError::TooLarge { line: 2, limit: 3 }),
        Ok((4, "[2]".to_owned())),
    ];
    assert_eq!(model(stream, 3), expected);
    assert_eq!(frames(3, &[stream]), expected);
    let bytes: Vec<&[u8]> = stream.chunks(1).collect();
    assert_eq!(frames(3, &bytes), expected);
}
