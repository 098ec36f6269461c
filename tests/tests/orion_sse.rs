//! The `/events` SSE framing: every stream under `fixtures/orion/streams/`
//! parses to its `.expected.json` whatever the chunking, and every valid
//! `WebEventEnvelope` fixture survives render → parse.

use orion_api_types::WebEventEnvelope;
use orion_api_types::sse::{self, EnvelopeStream, SseError};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/orion")
}

/// Feeds `bytes` in chunks of `size`; returns one JSON verdict per event and the last id.
fn run(bytes: &[u8], size: usize) -> (Vec<Value>, Option<String>) {
    let mut stream = EnvelopeStream::new();
    let mut out = Vec::new();
    for chunk in bytes.chunks(size.max(1)) {
        for result in stream.push(chunk) {
            out.push(match result {
                Ok(envelope) => json!({ "envelope": serde_json::to_value(&envelope).unwrap() }),
                Err(SseError::Decode(_)) => json!({ "error": "decode" }),
                Err(SseError::IdMismatch { .. }) => json!({ "error": "id-mismatch" }),
                Err(SseError::MissingId { .. }) => json!({ "error": "missing-id" }),
            });
        }
    }
    (out, stream.last_event_id().map(str::to_owned))
}

#[test]
fn stream_fixtures_parse_whatever_the_chunking() {
    let dir = fixtures().join("streams");
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures/orion/streams exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "sse"))
        .collect();
    names.sort();
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
            let (events, last) = run(&bytes, size.min(bytes.len()));
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
        }
    }
}

#[test]
fn retry_and_resume_header() {
    let mut stream = EnvelopeStream::new();
    let text = std::fs::read(fixtures().join("streams/crlf-comments-retry.sse")).unwrap();
    stream.push(&text);
    assert_eq!(stream.retry(), Some(3000));
    assert_eq!(stream.resume_header().unwrap().cursor().unwrap().get(), 2);
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
    assert_eq!(
        stream.last_event_id(),
        Some(envelopes.last().unwrap().cursor().to_string().as_str())
    );
}
