//! The `/events` SSE framing: every stream under `fixtures/orion/streams/`
//! parses to its `.expected.json` whatever the chunking, and every valid
//! `WebEventEnvelope` fixture survives render → parse.

use orion_api_types::WebEventEnvelope;
use orion_api_types::sse::{self, EnvelopeStream, Resume, SseError, SseParser};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/orion")
}

/// Feeds `bytes` in chunks of `size`; returns one JSON verdict per event, the
/// SSE last event id and the resume cursor.
fn run(bytes: &[u8], size: usize) -> (Vec<Value>, Option<String>, Option<i64>) {
    let mut stream = EnvelopeStream::new();
    let mut parser = SseParser::new();
    let mut out = Vec::new();
    for chunk in bytes.chunks(size.max(1)) {
        parser.push(chunk);
        out.extend(stream.push(chunk).into_iter().map(verdict));
    }
    let resume = stream.resume().map(|r| r.cursor().get());
    (out, parser.last_event_id().map(str::to_owned), resume)
}

/// One result as the `.expected.json` files write it.
fn verdict(result: Result<WebEventEnvelope, SseError>) -> Value {
    match result {
        Ok(envelope) => json!({ "envelope": serde_json::to_value(&envelope).unwrap() }),
        Err(SseError::Decode(_)) => json!({ "error": "decode" }),
        Err(SseError::IdMismatch { .. }) => json!({ "error": "id-mismatch" }),
        Err(SseError::MissingId { .. }) => json!({ "error": "missing-id" }),
        Err(SseError::TooLarge { .. }) => json!({ "error": "too-large" }),
    }
}

fn stream_fixture_paths() -> Vec<PathBuf> {
    let mut names: Vec<PathBuf> = std::fs::read_dir(fixtures().join("streams"))
        .expect("fixtures/orion/streams exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "sse"))
        .collect();
    names.sort();
    names
}

/// `decode_chunk` iterators dropped after any number of steps lose nothing:
/// what one had not handed over comes first from the next call, in order,
/// and the resume point follows only the envelopes handed over.
#[test]
fn a_dropped_envelope_iterator_keeps_the_rest() {
    for path in stream_fixture_paths() {
        let bytes = std::fs::read(&path).unwrap();
        let (expected, _, expected_resume) = run(&bytes, bytes.len());
        for take in 0..=expected.len() {
            for size in [bytes.len(), 7] {
                let mut last = None;
                let mut stream = EnvelopeStream::new();
                let mut out = Vec::new();
                for chunk in bytes.chunks(size) {
                    let mut envelopes = stream.decode_chunk(chunk);
                    for result in envelopes.by_ref().take(take) {
                        let durable = result.as_ref().ok().filter(|e| e.durable());
                        let cursor = durable.map(|e| e.cursor());
                        out.push(verdict(result));
                        if let Some(cursor) = cursor {
                            last = Some(cursor);
                        }
                    }
                    drop(envelopes);
                    assert_eq!(
                        stream.resume().map(|r| r.cursor().get()),
                        last,
                        "{}",
                        path.display()
                    );
                }
                out.extend(stream.decode_chunk(&[]).map(verdict));
                assert_eq!(
                    out,
                    expected,
                    "{} taking {take} per chunk of {size}",
                    path.display()
                );
                assert_eq!(stream.resume().map(|r| r.cursor().get()), expected_resume);
            }
        }
    }
}

#[test]
fn stream_fixtures_parse_whatever_the_chunking() {
    let names = stream_fixture_paths();
    assert!(
        names.len() >= 4,
        "expected the stream fixtures, found {names:?}"
    );
    for path in names {
        let bytes = std::fs::read(&path).unwrap();
        let expected: Value = serde_json::from_str(
            &std::fs::read_to_string(path.with_extension("expected.json")).unwrap(),
        )
        .unwrap();
        for size in [usize::MAX, 1, 2, 3, 7, 64] {
            let (events, last, resume) = run(&bytes, size.min(bytes.len()));
            assert_eq!(
                Value::Array(events),
                expected["events"],
                "{} in chunks of {size}",
                path.display()
            );
            assert_eq!(
                last.as_deref(),
                expected["lastEventId"].as_str(),
                "{} last id",
                path.display()
            );
            assert_eq!(
                resume,
                expected["resumeCursor"].as_i64(),
                "{} resume cursor",
                path.display()
            );
        }
    }
}

#[test]
fn retry_and_resume_after_the_last_durable_event() {
    let mut stream = EnvelopeStream::new();
    let text = std::fs::read(fixtures().join("streams/crlf-comments-retry.sse")).unwrap();
    stream.push(&text);
    assert_eq!(stream.retry(), Some(3000));
    // The stream's last SSE id is 2, a non-durable event: resume after 1.
    let resume = stream.resume().unwrap();
    assert_eq!(resume.cursor().get(), 1);
    assert_eq!(resume.last_event_id().as_str(), "1");
    assert_eq!(resume.query_string(), "cursor=1");
}

#[test]
fn every_valid_envelope_fixture_renders_and_parses_back() {
    let dir = fixtures().join("valid");
    let mut envelopes = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with("WebEventEnvelope.") && !name.ends_with(".encoded.json") {
            let text = std::fs::read_to_string(entry.path()).unwrap();
            envelopes.push(orion_api_types::decode::<WebEventEnvelope>(&text).unwrap());
        }
    }
    assert_eq!(envelopes.len(), 5, "one fixture per branch");
    let mut wire = String::from(&sse::comment("stream start"));
    for e in &envelopes {
        let frame = sse::render(e);
        assert!(frame.starts_with(&format!("id: {}\ndata: {{", e.cursor())));
        assert!(frame.ends_with("}\n\n") && !frame[..frame.len() - 2].contains("\n\n"));
        wire.push_str(&frame);
    }
    let mut stream = EnvelopeStream::new();
    let parsed: Vec<WebEventEnvelope> = stream
        .push(wire.as_bytes())
        .into_iter()
        .map(|r| r.unwrap())
        .collect();
    assert_eq!(parsed, envelopes);
    let last_durable = envelopes.iter().rev().find(|e| e.durable()).unwrap();
    assert_eq!(
        stream.resume().map(|r| r.cursor().get()),
        Some(last_durable.cursor())
    );
}

/// A Thread event echoing the largest `submit` text the contract allows:
/// 1,048,576 characters (`maxLength: 1048576`), here astral ones written as
/// escaped surrogate pairs, the longest JSON form (12 bytes a character).
fn largest_legal_frame() -> String {
    let text = "\\ud83d\\ude00".repeat(1_048_576);
    format!(
        "id: 7\ndata: {{\"apiVersion\":1,\"eventId\":\"7d0f6a1e-2b1c-4f3e-9a55-0c2d1e3f4a5b\",\"cursor\":7,\"sessionId\":\"s\",\"threadId\":\"t\",\"type\":\"thread_event\",\"durable\":true,\"timestamp\":\"2026-01-01T00:00:00Z\",\"payload\":{{\"sequence\":1,\"eventType\":\"user_message\",\"value\":{{\"text\":\"{text}\"}}}}}}\n\n"
    )
}

#[test]
fn the_default_limit_holds_the_largest_legal_text() {
    let frame = largest_legal_frame();
    assert!(frame.len() > 12 * 1024 * 1024);
    let mut stream = EnvelopeStream::new();
    assert_eq!(stream.max_event_len(), sse::DEFAULT_MAX_EVENT_LEN);
    let events = stream.push(frame.as_bytes());
    assert_eq!(events.len(), 1);
    let event = events[0].as_ref().expect("a legal event");
    assert_eq!(event.cursor(), 7);
}

#[test]
fn a_100_mb_event_is_refused_as_it_arrives_and_the_stream_resumes() {
    let mut stream = EnvelopeStream::new();
    let limit = stream.max_event_len();
    let mut results = stream.push(b"id: 1\ndata: {\"payload\":{\"value\":\"");
    let chunk = vec![b'a'; 1024 * 1024];
    let mut most = 0;
    for _ in 0..100 {
        results.extend(stream.push(&chunk));
        most = most.max(stream.buffered_len());
    }
    assert!(most <= limit, "held {most} bytes, limit {limit}");
    assert_eq!(stream.buffered_len(), 0, "nothing held once refused");
    assert_eq!(results.len(), 1, "refused once, before the event ends");
    assert!(
        matches!(results[0], Err(SseError::TooLarge { limit: l }) if l == limit),
        "{:?}",
        results[0]
    );
    // The event ends; the next one decodes.
    let mut rest = stream.push(b"\"}}\n\n");
    assert!(rest.is_empty());
    let frame = largest_legal_frame();
    rest.extend(stream.push(frame.as_bytes()));
    assert_eq!(rest.len(), 1);
    assert_eq!(rest[0].as_ref().expect("decodes").cursor(), 7);
    assert_eq!(stream.resume().map(|r| r.cursor().get()), Some(7));
}

#[test]
fn with_a_small_limit_an_endless_stream_without_blank_lines_is_held_to_the_limit() {
    for piece in [&b"data: 0123456789abcdef\n"[..], b"data: x", b"\r"] {
        let mut stream = EnvelopeStream::with_max_event_len(1000);
        let mut refusals = 0;
        for chunk in piece.repeat(4096).chunks(333) {
            for r in stream.push(chunk) {
                assert!(
                    matches!(r, Err(SseError::TooLarge { limit: 1000 })),
                    "{r:?}"
                );
                refusals += 1;
            }
            assert!(stream.buffered_len() <= 1000);
        }
        // Lone `\r`s are blank lines: events, none of them over the limit.
        let expected = usize::from(piece != b"\r");
        assert_eq!(refusals, expected, "{:?}", String::from_utf8_lossy(piece));
    }
}

/// An envelope of `cursor`: a Thread event (always durable) or, when not
/// durable, a Runtime event.
fn envelope(cursor: i64, durable: bool) -> WebEventEnvelope {
    let json = if durable {
        format!(
            r#"{{"apiVersion":1,"eventId":"7d0f6a1e-2b1c-4f3e-9a55-0c2d1e3f4a{cursor:02}","cursor":{cursor},"sessionId":"s","threadId":"t","type":"thread_event","durable":true,"timestamp":"2026-01-01T00:00:00Z","payload":{{"sequence":{cursor},"eventType":"turn.delta","value":{{}}}}}}"#
        )
    } else {
        format!(
            r#"{{"apiVersion":1,"eventId":"7d0f6a1e-2b1c-4f3e-9a55-0c2d1e3f4a{cursor:02}","cursor":{cursor},"sessionId":"s","threadId":"t","type":"runtime_event","durable":false,"timestamp":"2026-01-01T00:00:00Z","payload":{{"eventType":"token","value":{{}}}}}}"#
        )
    };
    orion_api_types::decode(&json).unwrap()
}

/// A server's `/events` after `resume`: the durable events past the cursor
/// (non-durable ones are not replayed), as the contract describes.
fn replay(log: &[WebEventEnvelope], resume: Option<Resume>) -> String {
    let after = resume.map_or(0, |r| r.cursor().get());
    log.iter()
        .filter(|e| e.durable() && e.cursor() > after)
        .map(sse::render)
        .collect()
}

#[test]
fn a_reconnect_after_a_refused_frame_loses_and_repeats_nothing() {
    let log: Vec<WebEventEnvelope> = [(1, true), (2, true), (3, false), (4, true), (5, true)]
        .into_iter()
        .map(|(c, d)| envelope(c, d))
        .collect();
    // The first connection: 1 and 2, the live non-durable 3, then 4 with a
    // corrupted id (refused), and the connection drops inside 5.
    let mut first = String::new();
    for e in &log[..3] {
        first.push_str(&sse::render(e));
    }
    first.push_str(&sse::render(&log[3]).replacen("id: 4", "id: 40", 1));
    let five = sse::render(&log[4]);
    first.push_str(&five[..five.len() / 2]);

    let mut accepted = Vec::new();
    let mut stream = EnvelopeStream::new();
    // Refused frames are dropped, as a client does.
    accepted.extend(stream.push(first.as_bytes()).into_iter().flatten());
    let resume = stream.resume().expect("two durable events were accepted");
    assert_eq!(
        resume.cursor().get(),
        2,
        "neither 3 nor the refused 4 moves it"
    );
    let (name, value) = resume.header();
    assert_eq!((name, value.as_str()), ("Last-Event-ID", "2"));
    // The server applies the contract's rule to what the client sends.
    let query = orion_api_types::parse_query::<orion_api_types::EventStreamQuery>(
        "EventStreamQuery",
        &resume.query_string(),
    )
    .unwrap();
    let from = query.resume_from(Some(&resume.last_event_id())).unwrap();
    assert_eq!(from, resume.cursor());

    let mut again = EnvelopeStream::resuming(resume);
    for result in again.push(replay(&log, Some(Resume::new(from))).as_bytes()) {
        accepted.push(result.expect("the replay is clean"));
    }
    let durable: Vec<i64> = accepted
        .iter()
        .filter(|e| e.durable())
        .map(WebEventEnvelope::cursor)
        .collect();
    assert_eq!(durable, [1, 2, 4, 5], "every durable event once, in order");
    assert_eq!(again.resume().unwrap().cursor().get(), 5);
}
