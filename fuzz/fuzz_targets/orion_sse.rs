//! The Orion SSE parser fed the same bytes in arbitrary chunkings.
//!
//! Input: one chunking seed byte, then the stream. Checks: every chunking
//! yields the same events, the same envelope results and the same last event
//! id as feeding the stream at once; an envelope that decodes renders to a
//! frame that parses back to the same envelope.
#![no_main]

use libfuzzer_sys::fuzz_target;
use orion_api_types::sse::{EnvelopeStream, SseParser, render};

fn chunked<'a>(stream: &'a [u8], seed: u8) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    let mut rest = stream;
    let mut state = u32::from(seed) | 1;
    while !rest.is_empty() {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let n = ((state % 9) as usize).min(rest.len());
        let (a, b) = rest.split_at(n);
        out.push(a);
        rest = b;
    }
    out
}

fn parse(chunks: &[&[u8]]) -> (Vec<String>, Option<String>) {
    let mut parser = SseParser::new();
    let mut events = Vec::new();
    for chunk in chunks {
        events.extend(parser.push(chunk).into_iter().map(|e| format!("{e:?}")));
    }
    (events, parser.last_event_id().map(str::to_owned))
}

fn envelopes(chunks: &[&[u8]]) -> (Vec<String>, Option<String>) {
    let mut stream = EnvelopeStream::new();
    let mut out = Vec::new();
    for chunk in chunks {
        for result in stream.push(chunk) {
            if let Ok(envelope) = &result {
                let frame = render(envelope);
                let mut again = EnvelopeStream::new();
                let back = again.push(frame.as_bytes());
                assert_eq!(back.len(), 1, "{frame:?}");
                assert_eq!(back[0].as_ref().ok(), Some(envelope), "{frame:?}");
                assert_eq!(render(back[0].as_ref().unwrap()), frame);
            }
            out.push(match result {
                Ok(e) => format!("{e:?}"),
                Err(e) => format!("error: {e}"),
            });
        }
    }
    (out, stream.resume().map(|r| r.cursor().get().to_string()))
}

fuzz_target!(|data: &[u8]| {
    let Some((&seed, stream)) = data.split_first() else {
        return;
    };
    let whole = parse(&[stream]);
    assert_eq!(
        whole,
        parse(&chunked(stream, seed)),
        "chunking changed the events"
    );
    let bytes: Vec<&[u8]> = stream.chunks(1).collect();
    assert_eq!(whole, parse(&bytes), "byte-at-a-time changed the events");

    let whole = envelopes(&[stream]);
    assert_eq!(
        whole,
        envelopes(&chunked(stream, seed)),
        "chunking changed the envelopes"
    );
});
