//! Limits on hostile input, each shown by a test:
//!
//! - an NDJSON line over the frame limit is refused without being buffered
//!   whole (the decoder's buffered length and the process's peak resident
//!   memory are measured while a 50 MB line is fed in chunks);
//! - deeply nested JSON is refused with a clear error, never a stack
//!   overflow, for every top-level union, through the decode entry points and
//!   through the codecs;
//! - a 100 MB string where the contract allows 1 MiB (Orion `submit` text) is
//!   refused with an error naming the field and the bound.

use std::sync::{Mutex, MutexGuard};

/// The tests of this file allocate hundreds of megabytes; they run one at a
/// time so that the memory measurement below sees only its own test.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

/// A `/proc/self/status` field in bytes (`VmRSS`, `VmHWM`).
fn status_bytes(field: &str) -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Runs `f` and returns its result and how far the process's peak resident
/// memory rose above its resident memory at the start; `None` where the
/// kernel does not let the peak be reset (not Linux, or a restricted /proc).
fn peak_memory_growth<T>(f: impl FnOnce() -> T) -> (T, Option<usize>) {
    let reset = std::fs::write("/proc/self/clear_refs", "5").is_ok();
    let start = status_bytes("VmRSS");
    let out = f();
    let peak = status_bytes("VmHWM");
    match (reset, start, peak) {
        (true, Some(start), Some(peak)) => (out, Some(peak.saturating_sub(start))),
        _ => (out, None),
    }
}

const MB: usize = 1_000_000;
const MIB: usize = 1 << 20;

// ---------------------------------------------------------------------------
// NDJSON frame limit.

mod ndjson {
    use super::*;
    use coderook_protocol::codec::{DEFAULT_MAX_FRAME_LEN, FrameDecoder, FrameError};

    /// Feeds `total` bytes of one JSON string line in `chunk`-sized pieces,
    /// then a line end and a small valid frame; returns what the decoder
    /// yielded and the largest `buffered_len` seen.
    fn feed_long_line(
        decoder: &mut FrameDecoder,
        total: usize,
        chunk: usize,
    ) -> (Vec<Result<String, FrameError>>, usize) {
        let body = vec![b'x'; chunk];
        let mut max_buffered = 0;
        let mut out = Vec::new();
        decoder.push(b"{\"text\":\"");
        let mut sent = 9;
        while sent < total {
            let n = chunk.min(total - sent);
            decoder.push(&body[..n]);
            sent += n;
            max_buffered = max_buffered.max(decoder.buffered_len());
            out.extend(decoder.by_ref().map(|r| r.map(|f| f.text)));
        }
        decoder.push(b"\"}\n{\"after\":true}\n");
        out.extend(decoder.by_ref().map(|r| r.map(|f| f.text)));
        (out, max_buffered)
    }

    #[test]
    fn a_50_mb_line_is_refused_without_being_buffered_whole() {
        let _serial = serial();
        let mut decoder = FrameDecoder::new();
        let ((items, max_buffered), growth) =
            peak_memory_growth(|| feed_long_line(&mut decoder, 50 * MB, 64 * 1024));
        assert_eq!(
            items,
            vec![
                Err(FrameError::TooLarge {
                    line: 1,
                    limit: DEFAULT_MAX_FRAME_LEN
                }),
                Ok("{\"after\":true}".to_owned()),
            ]
        );
        assert!(
            max_buffered <= DEFAULT_MAX_FRAME_LEN + 1,
            "buffered {max_buffered} bytes, limit {DEFAULT_MAX_FRAME_LEN}"
        );
        // The decoder held at most the limit (16 MiB), never the 50 MB line.
        if let Some(growth) = growth {
            assert!(
                growth < 30 * MB,
                "resident memory grew by {growth} bytes while a 50 MB line was fed"
            );
        }
        assert_eq!(decoder.buffered_len(), 0);
    }

    #[test]
    fn with_a_small_limit_memory_stays_at_the_limit() {
        let _serial = serial();
        let limit = 64 * 1024;
        let mut decoder = FrameDecoder::with_max_frame_len(limit);
        let ((items, max_buffered), growth) =
            peak_memory_growth(|| feed_long_line(&mut decoder, 50 * MB, 4096));
        assert_eq!(items.len(), 2, "{items:?}");
        assert_eq!(items[0], Err(FrameError::TooLarge { line: 1, limit }));
        assert_eq!(items[1].as_deref(), Ok("{\"after\":true}"));
        assert!(max_buffered <= limit + 1, "buffered {max_buffered}");
        if let Some(growth) = growth {
            assert!(
                growth < 8 * MB,
                "resident memory grew by {growth} bytes with a {limit}-byte limit"
            );
        }
    }

    #[test]
    fn the_refusal_comes_as_soon_as_the_limit_is_passed() {
        let _serial = serial();
        let limit = 1000;
        let mut decoder = FrameDecoder::with_max_frame_len(limit);
        decoder.push(&[b' '; 1000]);
        assert!(decoder.next_frame().is_none(), "exactly the limit is fine");
        decoder.push(b"  ");
        assert_eq!(
            decoder.next_frame(),
            Some(Err(FrameError::TooLarge { line: 1, limit })),
            "reported before the line ends"
        );
        assert_eq!(decoder.buffered_len(), 0);
        // The rest of the line is dropped; the next line is read normally.
        decoder.push(&[b'x'; 5000]);
        decoder.push(b"\n[1]\n");
        assert_eq!(decoder.next_frame().unwrap().unwrap().text, "[1]");
        assert!(decoder.next_frame().is_none());
    }

    #[test]
    fn a_frame_of_exactly_the_limit_is_accepted_and_one_more_byte_is_not() {
        let _serial = serial();
        let limit = 100;
        let fits = format!("\"{}\"", "a".repeat(limit - 2));
        let over = format!("\"{}\"", "a".repeat(limit - 1));
        let mut decoder = FrameDecoder::with_max_frame_len(limit);
        decoder.push(format!("{fits}\r\n{over}\n{over}").as_bytes());
        assert_eq!(decoder.next_frame().unwrap().unwrap().text, fits);
        assert_eq!(
            decoder.next_frame(),
            Some(Err(FrameError::TooLarge { line: 2, limit }))
        );
        assert!(decoder.next_frame().is_none());
        assert_eq!(
            decoder.finish(),
            Some(Err(FrameError::TooLarge { line: 3, limit }))
        );
    }
}

// ---------------------------------------------------------------------------
// Deep nesting.

mod nesting {
    use super::*;

    /// `depth` nested arrays around `null`.
    fn arrays(depth: usize) -> String {
        format!("{}null{}", "[".repeat(depth), "]".repeat(depth))
    }

    /// `depth` nested objects `{"a":…}` around `null`.
    fn objects(depth: usize) -> String {
        format!("{}null{}", "{\"a\":".repeat(depth), "}".repeat(depth))
    }

    /// Runs `f` on a thread with a 1 MiB stack (half of what a spawned Rust
    /// thread gets by default): a recursion that grows with the input would
    /// overflow it.
    fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
        std::thread::Builder::new()
            .stack_size(MIB)
            .spawn(f)
            .expect("thread starts")
            .join()
            .expect("no panic")
    }

    type Decoder = fn(&[u8]) -> Result<(), wire_kit::DecodeError>;

    fn decoders() -> Vec<(&'static str, Decoder)> {
        fn via<T: serde::de::DeserializeOwned>(
            name: &'static str,
        ) -> impl Fn(&[u8]) -> Result<(), wire_kit::DecodeError> {
            move |json| wire_kit::from_slice::<T>(name, json).map(drop)
        }
        macro_rules! table {
            ($($name:literal => $e:expr),* $(,)?) => {
                vec![$(($name, { fn f(json: &[u8]) -> Result<(), wire_kit::DecodeError> { ($e)(json) } f as Decoder })),*]
            };
        }
        table![
            "coderook ClientRequest" => |j: &[u8]| coderook_protocol::ClientRequest::from_json(j).map(drop),
            "coderook ServerMessage" => |j: &[u8]| coderook_protocol::ServerMessage::from_json(j).map(drop),
            "coderook Event" => |j: &[u8]| coderook_protocol::Event::from_json(j).map(drop),
            "coderook EventPushEnvelope" => via::<coderook_protocol::EventPushEnvelope>("EventPushEnvelope"),
            "coderook Response" => |j: &[u8]| coderook_protocol::decode_response_for("core.ping", j).map(drop),
            "workerdeck ServerFrame" => via::<workerdeck_protocol::ServerFrame>("ServerFrame"),
            "workerdeck ClientFrame" => via::<workerdeck_protocol::ClientFrame>("ClientFrame"),
            "workerdeck SessionEvent" => via::<workerdeck_protocol::SessionEvent>("SessionEvent"),
            "orion WebEventEnvelope" => via::<orion_api_types::WebEventEnvelope>("WebEventEnvelope"),
            "orion WebCommand" => via::<orion_api_types::WebCommand>("WebCommand"),
            "orion UpdateSettingsRequest" => via::<orion_api_types::UpdateSettingsRequest>("UpdateSettingsRequest"),
            "orion CreateSessionRequest" => via::<orion_api_types::CreateSessionRequest>("CreateSessionRequest"),
        ]
    }

    /// Documents that put a deep value where the unions read a free-form
    /// JSON value, each with the decoders that must refuse it because of the
    /// nesting (deep objects; deep arrays may also be refused for their type).
    fn deep_documents(deep: &str) -> Vec<(String, &'static [&'static str])> {
        vec![
            (deep.to_owned(), &[]),
            // Coderook: an ignored unknown member of params (skipped without
            // recursion) whether params come after `method` or before it
            // (held as their text, not a tree), a free-form result, unknown
            // events.
            (
                format!(
                    r#"{{"jsonrpc":"2.0","id":1,"method":"agent.settings.get","params":{{"x":{deep}}}}}"#
                ),
                &[],
            ),
            (
                format!(
                    r#"{{"jsonrpc":"2.0","id":1,"params":{{"x":{deep}}},"method":"agent.settings.get"}}"#
                ),
                &[],
            ),
            (
                format!(r#"{{"jsonrpc":"2.0","id":1,"result":{deep}}}"#),
                &["coderook ServerMessage", "coderook Response"],
            ),
            (
                format!(r#"{{"kind":"event","event":{{"type":"x.unknown","data":{deep}}}}}"#),
                &["coderook ServerMessage", "coderook EventPushEnvelope"],
            ),
            (
                format!(r#"{{"kind":"event","event":{{"data":{deep},"type":"x.unknown"}}}}"#),
                &["coderook ServerMessage", "coderook EventPushEnvelope"],
            ),
            (
                format!(r#"{{"type":"x.unknown","data":{deep}}}"#),
                &["coderook Event"],
            ),
            // An undeclared member is stepped over without a tree whatever
            // its place (the tag first or not): refused here for the missing
            // `run_id`, without a deep recursion.
            (format!(r#"{{"data":{deep},"type":"run.started"}}"#), &[]),
            // WorkerDeck: an open `sdk_event` payload, a tool call's output.
            (
                format!(
                    r#"{{"type":"event","event":{{"type":"sdk_event","payload":{deep},"seq":1,"ts":1}}}}"#
                ),
                &["workerdeck ServerFrame"],
            ),
            (
                format!(r#"{{"type":"sdk_event","payload":{deep},"seq":1,"ts":1}}"#),
                &["workerdeck SessionEvent"],
            ),
            (
                format!(r#"{{"payload":{deep},"type":"sdk_event","seq":1,"ts":1}}"#),
                &["workerdeck SessionEvent"],
            ),
            (
                format!(r#"{{"type":"tool_call_result","executionId":"e","output":{deep}}}"#),
                // A tool output is a tagged union: its untagged deep object is
                // refused for its missing `type`, read without a tree.
                &[],
            ),
            (
                format!(r#"{{"output":{deep},"type":"tool_call_result","executionId":"e"}}"#),
                // A tool output is a tagged union: its untagged deep object is
                // refused for its missing `type`, read without a tree.
                &[],
            ),
            // Orion: a thread event's free-form value, after `type` (decoded
            // as it streams) and before it (held until `type` is read), with
            // every other member valid so that the deep value is reached; a
            // string field.
            (
                format!(
                    r#"{{"apiVersion":1,"eventId":"e","cursor":1,"sessionId":"s","threadId":"t","type":"thread_event","durable":true,"timestamp":"t","payload":{{"sequence":1,"eventType":"x","value":{deep}}}}}"#
                ),
                &["orion WebEventEnvelope"],
            ),
            (
                format!(
                    r#"{{"payload":{{"sequence":1,"eventType":"x","value":{deep}}},"apiVersion":1,"eventId":"e","cursor":1,"sessionId":"s","threadId":"t","type":"thread_event","durable":true,"timestamp":"t"}}"#
                ),
                &["orion WebEventEnvelope"],
            ),
            (
                format!(r#"{{"requestId":"r","type":"submit","text":{deep}}}"#),
                &[],
            ),
        ]
    }

    #[test]
    fn deep_nesting_is_refused_with_a_clear_error_for_every_union() {
        let _serial = serial();
        on_small_stack(|| {
            for (deep, objects) in [
                (objects(100_000), true),
                (arrays(100_000), false),
                (objects(129), true),
                (arrays(129), false),
            ] {
                for (doc, must_refuse) in deep_documents(&deep) {
                    for (name, decode) in decoders() {
                        let result = decode(doc.as_bytes());
                        if let Err(e) = &result {
                            assert!(e.to_string().starts_with(e.type_name()), "{name}: {e}");
                        }
                        if objects && must_refuse.contains(&name) {
                            let e = result.expect_err(name);
                            assert!(
                                e.message().contains("recursion limit exceeded"),
                                "{name}: {e}"
                            );
                        }
                    }
                }
                // At the root every union refuses it.
                for (name, decode) in decoders() {
                    assert!(decode(deep.as_bytes()).is_err(), "{name}");
                }
            }
        });
    }

    #[test]
    fn nesting_just_under_the_limit_decodes_or_fails_cleanly_on_a_small_stack() {
        let _serial = serial();
        // 120 levels parse; the decoders (including the slow path that
        // re-reads the input to find the field path of an error) must not
        // run out of stack on them.
        on_small_stack(|| {
            for deep in [arrays(120), objects(120)] {
                for (doc, _) in deep_documents(&deep) {
                    for (name, decode) in decoders() {
                        if let Err(e) = decode(doc.as_bytes()) {
                            assert!(!e.message().contains("recursion"), "{name}: {e}");
                        }
                    }
                    // An error after the deep value sends decoding down the slow path.
                    let broken = doc.replacen('{', "{\"zz\":[1,2,{}],", 1);
                    for (_, decode) in decoders() {
                        let _ = decode(broken.as_bytes());
                    }
                }
            }
        });
    }

    #[test]
    fn the_ndjson_codec_and_the_connection_refuse_deep_frames() {
        let _serial = serial();
        use coderook_protocol::codec::FrameDecoder;
        use coderook_protocol::connection::{Action, ServerConnection};
        on_small_stack(|| {
            // The codec only checks that a line is one JSON value, skipping
            // it without recursion: the deep frame is passed on, and decoding
            // it refuses the nesting.
            let deep = objects(100_000);
            let mut decoder = FrameDecoder::new();
            decoder.push(
                format!(r#"{{"kind":"event","event":{{"type":"x","data":{deep}}}}}"#).as_bytes(),
            );
            decoder.push(b"\n");
            let frame = decoder
                .next_frame()
                .expect("a frame")
                .expect("one JSON value");
            let err = frame
                .decode::<coderook_protocol::ServerMessage>("ServerMessage")
                .expect_err("too deep");
            assert!(err.message().contains("recursion limit exceeded"), "{err}");
            let err = coderook_protocol::ServerMessage::from_json(frame.text.as_bytes())
                .expect_err("too deep");
            assert!(err.message().contains("recursion limit exceeded"), "{err}");

            // Before the handshake: refused as not an authentication.
            let mut conn = ServerConnection::new(wire_kit::Secret::new("t"));
            assert!(matches!(
                conn.on_frame(deep.as_bytes()),
                Action::ReplyAndClose(line) if line.contains("-32001")
            ));
            // After it: a parse error reply, the connection stays open.
            let mut conn = ServerConnection::new(wire_kit::Secret::new("t"));
            let auth =
                br#"{"jsonrpc":"2.0","id":1,"method":"core.authenticate","params":{"token":"t"}}"#;
            assert!(matches!(conn.on_frame(auth), Action::Reply(_)));
            for (frame, must_refuse) in deep_documents(&deep) {
                match conn.on_frame(frame.as_bytes()) {
                    Action::Reply(line) => {
                        let reply: serde_json::Value = serde_json::from_str(&line).unwrap();
                        assert!(reply["error"]["code"].is_i64(), "{line}");
                    }
                    // Only a request whose deep member is ignored gets through.
                    Action::Dispatch(request) => {
                        assert_eq!(request.method(), "agent.settings.get");
                        assert!(!must_refuse.contains(&"coderook ClientRequest"));
                    }
                    other => panic!("{other:?}"),
                }
            }
            assert!(!conn.is_closed());
        });
    }

    #[test]
    fn the_sse_stream_refuses_deep_envelopes() {
        let _serial = serial();
        use orion_api_types::sse::{EnvelopeStream, SseError};
        on_small_stack(|| {
            let deep = objects(100_000);
            let mut stream = EnvelopeStream::new();
            let frame = format!(
                "id: 1\ndata: {{\"apiVersion\":1,\"eventId\":\"e\",\"cursor\":1,\"sessionId\":\"s\",\"threadId\":\"t\",\"type\":\"thread_event\",\"durable\":true,\"timestamp\":\"t\",\"payload\":{{\"sequence\":1,\"eventType\":\"x\",\"value\":{deep}}}}}\n\n"
            );
            let results = stream.push(frame.as_bytes());
            assert_eq!(results.len(), 1);
            match &results[0] {
                Err(SseError::Decode(e)) => {
                    assert!(e.message().contains("recursion limit exceeded"), "{e}");
                    assert_eq!(e.type_name(), "WebEventEnvelope");
                }
                other => panic!("{other:?}"),
            }
        });
    }
}

// ---------------------------------------------------------------------------
// Oversized strings.

mod strings {
    use super::*;
    use orion_api_types::{WebCommand, decode};

    #[test]
    fn a_100_mb_submit_text_is_refused_naming_the_field_and_the_bound() {
        let _serial = serial();
        let text = "a".repeat(100 * MB);
        let body = format!(r#"{{"requestId":"r-1","type":"submit","text":"{text}"}}"#);
        drop(text);
        let err = decode::<WebCommand>(&body).expect_err("over maxLength");
        assert_eq!(err.type_name(), "WebCommand");
        assert_eq!(err.path(), "text");
        assert!(
            err.message().contains("maxLength 1048576"),
            "{}",
            err.message()
        );
        // The error does not carry the text.
        assert!(err.to_string().len() < 200, "{}", err.to_string().len());
        // The same through the NDJSON-free value path.
        let value: serde_json::Value = serde_json::from_str(&body).unwrap();
        drop(body);
        let err = orion_api_types::decode_value::<WebCommand>(&value).expect_err("over maxLength");
        assert_eq!(err.path(), "text");
    }

    #[test]
    fn exactly_1_mib_of_text_counted_in_characters_is_accepted() {
        let _serial = serial();
        // maxLength counts characters: 1 MiB of a 4-byte character is 4 MiB of UTF-8.
        let text = "😀".repeat(1_048_576);
        let body = format!(r#"{{"requestId":"r-1","type":"submit","text":"{text}"}}"#);
        let command = decode::<WebCommand>(&body).expect("at maxLength");
        assert!(command.command().is_ok());
        let over = format!(r#"{{"requestId":"r-1","type":"submit","text":"{text}a"}}"#);
        let err = decode::<WebCommand>(&over).expect_err("over maxLength");
        assert_eq!(
            err.to_string(),
            "WebCommand: text: string of length 1048577 is longer than maxLength 1048576"
        );
    }
}
