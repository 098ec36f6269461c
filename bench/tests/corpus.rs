//! Every corpus line decodes as its protocol type and re-encodes to the same
//! JSON value (small corpora; the benchmarks use the same generators at
//! full size), the crates' encoder writes every line's value, typed and as a
//! `Value`, byte for byte as `serde_json` does, and the generators are
//! deterministic.

use bench::{SEED, lines};
use coderook_protocol::ServerMessage;
use orion_api_types::{TranscriptPage, WebEventEnvelope};
use serde::Serialize;
use serde::de::DeserializeOwned;
use workerdeck_protocol::ServerFrame;

const SIZE: usize = 400_000;

fn check_all<T: DeserializeOwned + Serialize>(type_name: &'static str, ls: &[&str]) -> usize {
    assert!(
        ls.len() > 50,
        "{type_name}: corpus too small ({} lines)",
        ls.len()
    );
    for (i, line) in ls.iter().enumerate() {
        let value: T = wire_kit::from_str(type_name, line)
            .unwrap_or_else(|e| panic!("{type_name} line {}: {e}\n{line}", i + 1));
        let again = serde_json::to_value(&value).expect("encodes");
        let original: serde_json::Value = serde_json::from_str(line).expect("JSON");
        assert_eq!(
            again,
            original,
            "{type_name} line {} does not round-trip",
            i + 1
        );
        let kit = wire_kit::encode::to_string(&value).expect("encodes");
        assert_eq!(
            kit,
            serde_json::to_string(&value).expect("encodes"),
            "{type_name} line {}: typed encode",
            i + 1
        );
        let kit = wire_kit::encode::to_string(&original).expect("encodes");
        let json = serde_json::to_string(&original).expect("encodes");
        assert_eq!(kit, json, "{type_name} line {}: Value encode", i + 1);
    }
    ls.len()
}

#[test]
fn coderook_stream_lines_decode() {
    let stream = bench::coderook::stream(SIZE, SEED);
    let ls = lines(&stream);
    check_all::<ServerMessage>("ServerMessage", &ls);
    // The mix the module documents: mostly tokens, and every other kind present.
    let tokens = ls
        .iter()
        .filter(|l| l.contains(r#""type":"llm.token""#))
        .count();
    assert!(
        tokens * 100 / ls.len() >= 60,
        "llm.token share {tokens}/{}",
        ls.len()
    );
    for kind in [
        "tool.call_started",
        "tool.call_finished",
        "tool.call_progress",
        "step.started",
        "step.finished",
        "llm.usage",
        "log.line",
    ] {
        assert!(
            ls.iter()
                .any(|l| l.contains(&format!(r#""type":"{kind}""#))),
            "no {kind} in the corpus"
        );
    }
    assert!(
        ls.iter().any(|l| l.starts_with(r#"{"jsonrpc""#)),
        "no response"
    );
    assert!(ls.iter().any(|l| !l.is_ascii()), "no non-ASCII text");
    assert!(ls.iter().any(|l| l.contains("\\\"")), "no escaped quote");
}

#[test]
fn coderook_stream_through_the_frame_decoder() {
    let stream = bench::coderook::stream(SIZE, SEED);
    let n = bench::cases::coderook_codec(&stream, bench::CHUNK);
    assert_eq!(n as usize, lines(&stream).len());
    // Odd read sizes split lines and UTF-8 sequences anywhere.
    assert_eq!(
        bench::cases::coderook_codec(&stream, 977) as usize,
        lines(&stream).len()
    );
    for chunk in [977, bench::CHUNK] {
        assert_eq!(
            bench::cases::coderook_codec_chunk(&stream, chunk) as usize,
            lines(&stream).len()
        );
    }
}

#[test]
fn workerdeck_replay_lines_decode() {
    let stream = bench::workerdeck::stream(SIZE, SEED);
    let ls = lines(&stream);
    check_all::<ServerFrame>("ServerFrame", &ls);
    for kind in [
        "stream_delta",
        "assistant_message",
        "user_message",
        "permission_requested",
        "turn_result",
    ] {
        assert!(
            ls.iter()
                .any(|l| l.contains(&format!(r#""type":"{kind}""#))),
            "no {kind} in the corpus"
        );
    }
    // Replay order: seq rises by one per frame.
    assert_eq!(bench::cases::workerdeck_replay(&ls) as usize, ls.len());
}

#[test]
fn orion_sse_events_and_pages_decode() {
    let stream = bench::orion::sse_stream(SIZE, SEED);
    let data = bench::orion::sse_data(&stream);
    check_all::<WebEventEnvelope>("WebEventEnvelope", &data);
    let pages = bench::orion::transcript_pages(3, SEED);
    let pages: Vec<&str> = pages.iter().map(String::as_str).collect();
    for (i, p) in pages.iter().enumerate() {
        let page: TranscriptPage =
            wire_kit::from_str("TranscriptPage", p).unwrap_or_else(|e| panic!("page {i}: {e}"));
        assert_eq!(page.items.len(), 100);
    }
}

#[test]
fn corpora_are_deterministic() {
    assert_eq!(
        bench::coderook::stream(50_000, SEED),
        bench::coderook::stream(50_000, SEED)
    );
    assert_eq!(
        bench::workerdeck::stream(50_000, SEED),
        bench::workerdeck::stream(50_000, SEED)
    );
    assert_eq!(
        bench::orion::sse_stream(50_000, SEED),
        bench::orion::sse_stream(50_000, SEED)
    );
    assert_ne!(
        bench::coderook::stream(50_000, SEED),
        bench::coderook::stream(50_000, SEED + 1)
    );
}

#[test]
fn orion_sse_stream_through_envelope_stream() {
    let stream = bench::orion::sse_stream(SIZE, SEED);
    let n = bench::orion::sse_data(&stream).len();
    assert_eq!(bench::cases::orion_sse(&stream, bench::CHUNK) as usize, n);
    assert_eq!(bench::cases::orion_sse(&stream, 613) as usize, n);
}

#[test]
fn escape_heavy_lines_decode_and_escape() {
    let stream = bench::coderook::escape_stream(SIZE, SEED);
    let ls = lines(&stream);
    check_all::<ServerMessage>("ServerMessage", &ls);
    assert_eq!(stream, bench::coderook::escape_stream(SIZE, SEED));
    // Half the lines ASCII-only with `\uXXXX` escapes (emoji as surrogate
    // pairs), half raw UTF-8 with CJK and emoji.
    let ascii = ls.iter().filter(|l| l.is_ascii()).count();
    assert!(
        ascii * 3 >= ls.len() && ascii * 3 <= 2 * ls.len(),
        "{ascii}/{}",
        ls.len()
    );
    assert!(ls.iter().any(|l| l.contains(r"\u7f16")), "no escaped CJK");
    assert!(
        ls.iter().any(|l| l.contains(r"\ud83d\ude80")),
        "no escaped emoji"
    );
    assert!(
        ls.iter().any(|l| l.contains(r"\u001b[31m")),
        "no escaped control"
    );
    assert!(
        ls.iter().any(|l| l.contains('编') && l.contains('🚀')),
        "no raw CJK/emoji"
    );
    let long = ls.iter().filter(|l| l.len() > 16_000).count();
    assert!(long > 0, "no long tool output");
    assert_eq!(
        bench::cases::coderook_codec(&stream, 977) as usize,
        ls.len()
    );
}

/// The plain mirrors read every member of their lines: decoded and
/// re-encoded, each line gives back the same JSON value.
#[test]
fn plain_mirrors_hold_every_member() {
    let cr = bench::coderook::stream(SIZE, SEED);
    let wd = bench::workerdeck::stream(SIZE, SEED);
    let or = bench::orion::sse_stream(SIZE, SEED);
    for &(p, t) in bench::plain::HOT {
        let all = match p {
            "coderook" => lines(&cr),
            "workerdeck" => lines(&wd),
            _ => bench::orion::sse_data(&or),
        };
        let hot: Vec<&str> = all
            .into_iter()
            .filter(|l| bench::plain::hot_type(p, l).as_deref() == Some(t))
            .collect();
        assert!(hot.len() >= 5, "{p} {t}: {} lines", hot.len());
        for line in &hot {
            let original: serde_json::Value = serde_json::from_str(line).expect("JSON");
            let again = bench::plain::round_trip(p, t, line)
                .unwrap_or_else(|| panic!("{p} {t}: plain mirror refuses {line}"));
            assert_eq!(again, original, "{p} {t}");
        }
        assert_eq!(bench::plain::decode(p, t, &hot), Some(hot.len() as u64));
    }
}

/// Every line of the escape-heavy corpus has a plain mirror, and the mirror
/// reads every member of it (the `escapes plain derive` row's yardstick).
#[test]
fn plain_mirrors_hold_every_escape_heavy_line() {
    let stream = bench::coderook::escape_stream(SIZE, SEED);
    let ls = lines(&stream);
    for &t in bench::plain::ESCAPES {
        let of_type: Vec<&str> = ls
            .iter()
            .copied()
            .filter(|l| bench::plain::hot_type("coderook", l).as_deref() == Some(t))
            .collect();
        assert!(of_type.len() >= 5, "{t}: {} lines", of_type.len());
        for line in &of_type {
            let original: serde_json::Value = serde_json::from_str(line).expect("JSON");
            let again = bench::plain::round_trip("coderook", t, line)
                .unwrap_or_else(|| panic!("{t}: plain mirror refuses {line}"));
            assert_eq!(again, original, "{t}");
        }
    }
    let mirrored = ls
        .iter()
        .filter(|l| {
            bench::plain::hot_type("coderook", l)
                .is_some_and(|t| bench::plain::ESCAPES.contains(&t.as_str()))
        })
        .count();
    assert_eq!(mirrored, ls.len(), "a line of a type without a mirror");
}

#[test]
fn workerdeck_websocket_frames_decode() {
    use bench::cases::{Payload, workerdeck_ws};
    let stream = bench::workerdeck::stream(SIZE, SEED);
    let frames = bench::workerdeck::ws_stream(&stream);
    let n = lines(&stream).len();
    // Header bytes: 2, 4 or 10 per frame, around the same payloads.
    assert!(frames.len() > stream.len() && frames.len() < stream.len() + 10 * n);
    for payload in [Payload::Owned, Payload::InPlace] {
        assert_eq!(workerdeck_ws(&frames, bench::CHUNK, payload) as usize, n);
        assert_eq!(workerdeck_ws(&frames, 613, payload) as usize, n);
    }
}

/// `serde_json`'s answer for one literal: the string, or its message
/// without the position.
fn serde_literal(lit: &str) -> Result<String, String> {
    bench::literals::serde(lit).map_err(|e| {
        let text = e.to_string();
        text.split(" at line ").next().unwrap_or(&text).to_owned()
    })
}

/// The one-pass reader (the `escapes string literals` yardstick) reads
/// every literal of the escape-heavy corpus as `serde_json` does, and
/// refuses what `serde_json` refuses, with its words.
#[test]
fn one_pass_reader_reads_literals_as_serde_json_does() {
    let stream = bench::coderook::escape_stream(SIZE, SEED);
    let lits = bench::literals::of(&lines(&stream));
    assert!(lits.len() > 1000, "{} literals", lits.len());
    assert!(lits.iter().filter(|l| l.contains("\\u")).count() > 100);
    let mut cases: Vec<String> = lits.iter().map(|l| l.to_string()).collect();
    cases.extend(
        [
            r#""""#,
            r#""plain""#,
            r#""a\"b\\c\/d\be\ff\ng\rh\ti""#,
            r#""\u0041\u00e9\u4e2d\uD83D\uDE80\ud83d\ude80""#,
            r#""\u0000\u001f""#,
            r#""caf\u00E9 ✅ 编译""#,
            // Refused, each for its own reason.
            r#""\x""#,
            r#""\u12g4""#,
            r#""\u12"#,
            r#""\uDC00""#,
            r#""\uD800""#,
            r#""\uD800x""#,
            r#""\uD800\n""#,
            r#""\uD800\u0041""#,
            r#""\uD800\"#,
            r#""\"#,
            r#""open"#,
            "\"tab\there\"",
            "\"nul\u{0}\"",
        ]
        .map(String::from),
    );
    for lit in &cases {
        let ours = bench::literals::read(lit).map_err(str::to_owned);
        assert_eq!(ours, serde_literal(lit), "{lit:?}");
    }
}
