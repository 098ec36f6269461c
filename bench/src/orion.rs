//! The Orion corpora: the `GET /events` SSE downlink and session snapshot
//! transcript pages. Every envelope and page is a typed value serialized
//! with serde, so it is valid by construction.
//!
//! SSE mix (by event count): `runtime_event` ~80 % (token and tool
//! payloads), `thread_event` ~15 %, `workbench_state` ~3 %,
//! `settings_invalidated` ~2 %. Frames are written as the contract says:
//! `id: <cursor>`, `data: <JSON>`, blank line.

use crate::synth::{self, Rng};
use orion_api_types::{
    JsonObject, Positive, RuntimeEventEnvelope, RuntimeEventPayload, SettingsInvalidatedEnvelope,
    SettingsInvalidatedPayload, SettingsInvalidatedReason, SettingsInvalidatedState,
    SettingsRevision, ThreadEventEnvelope, ThreadEventPayload, TranscriptMessage, TranscriptPage,
    TranscriptRole, WebEventEnvelope, WorkbenchStateEnvelope, WorkbenchStatePayload,
};
use serde_json::{Value, json};

/// Builds about `target_bytes` of an SSE stream.
pub fn sse_stream(target_bytes: usize, seed: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(target_bytes + 4096);
    let mut rng = Rng::new(seed);
    let mut cursor = 0i64;
    let mut sequence = 0i64;
    let session = format!("ses_{}", rng.hex(12));
    let thread = format!("thr_{}", rng.hex(12));
    while out.len() < target_bytes {
        cursor += 1;
        let event = envelope(&mut rng, cursor, &mut sequence, &session, &thread);
        out.extend_from_slice(format!("id: {cursor}\ndata: ").as_bytes());
        serde_json::to_writer(&mut out, &event).expect("envelopes encode");
        out.extend_from_slice(b"\n\n");
        if cursor % 500 == 0 {
            out.extend_from_slice(b": keep-alive\n\n");
        }
    }
    out
}

/// The `data` payloads of an SSE stream built by [`sse_stream`] (one JSON per entry).
pub fn sse_data(stream: &[u8]) -> Vec<&str> {
    let text = std::str::from_utf8(stream).expect("UTF-8");
    text.split('\n')
        .filter_map(|l| l.strip_prefix("data: "))
        .collect()
}

fn object(v: Value) -> JsonObject {
    match v {
        Value::Object(m) => m,
        _ => unreachable!(),
    }
}

fn envelope(
    rng: &mut Rng,
    cursor: i64,
    sequence: &mut i64,
    session: &str,
    thread: &str,
) -> WebEventEnvelope {
    let event_id = rng.uuid();
    let positive = Positive::new(cursor).expect("cursor >= 1");
    let timestamp = synth::iso_ts(cursor as u64);
    match rng.weighted(&[800, 150, 30, 20]) {
        0 => {
            let (event_type, value) = if rng.chance(0.85) {
                let token = synth::token(rng);
                (
                    "assistant.delta",
                    object(
                        json!({ "messageId": format!("msg_{}", rng.hex(16)), "delta": token, "index": rng.below(40) }),
                    ),
                )
            } else {
                let len = rng.range(40, 2000);
                (
                    "tool.output",
                    object(json!({
                        "toolCallId": format!("call_{}", rng.hex(16)),
                        "stream": "stdout",
                        "chunk": synth::text(rng, len),
                    })),
                )
            };
            WebEventEnvelope::RuntimeEvent(RuntimeEventEnvelope::new(
                event_id,
                positive,
                Some(session.to_owned()),
                Some(thread.to_owned()),
                false,
                timestamp,
                RuntimeEventPayload::new(event_type.try_into().expect("non-empty"), value.into()),
            ))
        }
        1 => {
            *sequence += 1;
            let len = rng.range(40, 3000);
            let value = object(json!({
                "role": "assistant",
                "content": synth::text(rng, len),
                "model": "gpt-5-codex",
                "usage": { "inputTokens": rng.below(100_000), "outputTokens": rng.below(8000) },
            }));
            WebEventEnvelope::ThreadEvent(ThreadEventEnvelope::new(
                event_id,
                positive,
                session.try_into().expect("non-empty"),
                thread.try_into().expect("non-empty"),
                timestamp,
                ThreadEventPayload::new(
                    Positive::new(*sequence).expect("positive"),
                    "message.committed".try_into().expect("non-empty"),
                    value.into(),
                ),
            ))
        }
        2 => WebEventEnvelope::WorkbenchState(WorkbenchStateEnvelope::new(
            event_id,
            positive,
            Some(session.to_owned()),
            None,
            true,
            timestamp,
            WorkbenchStatePayload::new("/home/dev/project", Some(session.to_owned())),
        )),
        _ => WebEventEnvelope::SettingsInvalidated(SettingsInvalidatedEnvelope::new(
            event_id,
            positive,
            None,
            None,
            timestamp,
            SettingsInvalidatedPayload::new(
                SettingsRevision::new(format!("hmac-sha256:{}", rng.hex(64)))
                    .expect("valid revision"),
                SettingsInvalidatedReason::ExternalEdit,
                SettingsInvalidatedState::Ready,
            ),
        )),
    }
}

/// `pages` snapshot transcript pages of 100 messages each, one JSON document per entry.
pub fn transcript_pages(pages: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    (0..pages)
        .map(|p| {
            let items = (0..100)
                .map(|i| {
                    let role = [
                        TranscriptRole::User,
                        TranscriptRole::Assistant,
                        TranscriptRole::Assistant,
                        TranscriptRole::Tool,
                    ][rng.below(4)];
                    let len = rng.range(40, 1500);
                    {
                        let mut value = TranscriptMessage::new(
                            format!("msg_{}", rng.hex(16)),
                            role,
                            synth::text(&mut rng, len),
                            ((p * 100 + i) as u32 + 1_700_000_000).into(),
                        );
                        value.tool_call_id =
                            (role == TranscriptRole::Tool).then(|| format!("call_{}", rng.hex(16)));
                        value
                    }
                })
                .collect();
            let page = TranscriptPage::new(
                wire_kit::BoundedVec::new(items).expect("100 items"),
                (p + 1 < pages).then(|| format!("page-{}", p + 1)),
            );
            serde_json::to_string(&page).expect("pages encode")
        })
        .collect()
}
