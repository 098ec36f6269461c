//! "Plain derive" mirrors of the hot wire types: `#[derive(Deserialize)]`
//! structs with the same members, strings as owned `String`s, no rules
//! beyond serde's own (no tag check, no bounds, unknown members ignored).
//! They exist only here, as the yardstick for what the crates' decoders
//! cost on top of serde: the `plain derive` rows decode the same lines as
//! the typed rows beside them.
//!
//! Open objects the crates keep as text (`RawObject`, `TaggedObject`) are
//! `Box<RawValue>` here, serde_json's own way of keeping text.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// A Coderook event push line: `{"kind":"event","event":{…}}`.
#[derive(Debug, Deserialize, Serialize)]
pub struct CoderookPush<E> {
    pub kind: String,
    pub event: E,
}

/// `llm.token`.
#[derive(Debug, Deserialize, Serialize)]
pub struct LlmToken {
    pub r#type: String,
    pub run_id: String,
    pub token: String,
    pub ts: String,
}

/// `llm.reasoning`.
#[derive(Debug, Deserialize, Serialize)]
pub struct LlmReasoning {
    pub r#type: String,
    pub run_id: String,
    pub content: String,
    pub ts: String,
}

/// `log.line`.
#[derive(Debug, Deserialize, Serialize)]
pub struct LogLine {
    pub r#type: String,
    pub run_id: String,
    pub level: String,
    pub source: String,
    pub message: String,
    pub ts: String,
}

/// `tool.call_progress`.
#[derive(Debug, Deserialize, Serialize)]
pub struct ToolCallProgress {
    pub r#type: String,
    pub run_id: String,
    pub tool_use_id: String,
    pub tool_name: String,
    pub elapsed_ms: u64,
    #[serde(default)]
    pub output_tail: String,
    #[serde(default)]
    pub total_bytes: u64,
    #[serde(default)]
    pub step: i64,
    #[serde(default)]
    pub presentation: Option<serde_json::Map<String, serde_json::Value>>,
    pub ts: String,
}

/// `tool.call_finished`.
#[derive(Debug, Deserialize, Serialize)]
pub struct ToolCallFinished {
    pub r#type: String,
    pub run_id: String,
    pub tool_use_id: String,
    pub tool_name: String,
    #[serde(default)]
    pub operation_id: String,
    pub elapsed_ms: i64,
    #[serde(default)]
    pub output: String,
    #[serde(default)]
    pub process_usage: serde_json::Map<String, serde_json::Value>,
    #[serde(default)]
    pub step: i64,
    #[serde(default)]
    pub ledger_seq: Option<u64>,
    #[serde(default)]
    pub presentation: Option<serde_json::Map<String, serde_json::Value>>,
    pub sandbox_enforcement: String,
    #[serde(default)]
    pub failure_category: Option<String>,
    #[serde(default)]
    pub program_id: String,
    #[serde(default)]
    pub parent_tool_call_id: String,
    #[serde(default)]
    pub node_id: String,
    #[serde(default)]
    pub commit_order: i64,
    pub ts: String,
}

/// A WorkerDeck `event` frame: `{"type":"event","event":{…}}`.
#[derive(Debug, Deserialize, Serialize)]
pub struct WorkerDeckEventFrame<E> {
    pub r#type: String,
    pub event: E,
}

/// `stream_delta` (with the session event's `seq` and `ts`).
#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StreamDelta {
    pub r#type: String,
    pub event: Box<RawValue>,
    pub parent_tool_use_id: Option<String>,
    pub uuid: String,
    pub seq: i64,
    pub ts: i64,
}

/// `status_changed` (with the session event's `seq` and `ts`).
#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StatusChanged {
    pub r#type: String,
    pub status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    pub seq: i64,
    pub ts: i64,
}

/// An Orion `runtime_event` or `thread_event` envelope (`P` its payload).
#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OrionEnvelope<P> {
    pub api_version: u8,
    pub event_id: String,
    pub cursor: u64,
    pub session_id: Option<String>,
    pub thread_id: Option<String>,
    pub r#type: String,
    pub durable: bool,
    pub timestamp: String,
    pub payload: P,
}

/// `RuntimeEventEnvelope.payload`.
#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RuntimePayload {
    pub event_type: String,
    pub value: Box<RawValue>,
}

/// `ThreadEventEnvelope.payload`.
#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ThreadPayload {
    pub sequence: u64,
    pub event_type: String,
    pub value: Box<RawValue>,
}

/// The hot types with a plain mirror: (protocol, `type` value).
pub const HOT: &[(&str, &str)] = &[
    ("coderook", "llm.token"),
    ("coderook", "llm.reasoning"),
    ("coderook", "log.line"),
    ("coderook", "tool.call_progress"),
    ("workerdeck", "stream_delta"),
    ("workerdeck", "status_changed"),
    ("orion", "runtime_event"),
    ("orion", "thread_event"),
];

/// The event types of the escape-heavy Coderook corpus, each with a plain
/// mirror: the `escapes plain derive` row decodes every line of that corpus
/// with the mirror of its type.
pub const ESCAPES: &[&str] = &[
    "llm.token",
    "tool.call_finished",
    "tool.call_progress",
    "log.line",
    "llm.reasoning",
];

/// The `type` that puts a corpus line among the hot lines of `protocol`
/// (the event's type for Coderook pushes and WorkerDeck event frames, the
/// envelope's for Orion), if it has one.
pub fn hot_type(protocol: &str, line: &str) -> Option<String> {
    let v: serde_json::Value = serde_json::from_str(line).ok()?;
    let t = match protocol {
        "orion" => &v["type"],
        _ => &v["event"]["type"],
    };
    t.as_str().map(str::to_owned)
}

/// Decodes every line of a hot type with its plain mirror.
pub fn decode(protocol: &str, ty: &str, lines: &[&str]) -> Option<u64> {
    use crate::cases::decode_serde as d;
    Some(match (protocol, ty) {
        ("coderook", "llm.token") => d::<CoderookPush<LlmToken>>(lines),
        ("coderook", "llm.reasoning") => d::<CoderookPush<LlmReasoning>>(lines),
        ("coderook", "log.line") => d::<CoderookPush<LogLine>>(lines),
        ("coderook", "tool.call_progress") => d::<CoderookPush<ToolCallProgress>>(lines),
        ("coderook", "tool.call_finished") => d::<CoderookPush<ToolCallFinished>>(lines),
        ("workerdeck", "stream_delta") => d::<WorkerDeckEventFrame<StreamDelta>>(lines),
        ("workerdeck", "status_changed") => d::<WorkerDeckEventFrame<StatusChanged>>(lines),
        ("orion", "runtime_event") => d::<OrionEnvelope<RuntimePayload>>(lines),
        ("orion", "thread_event") => d::<OrionEnvelope<ThreadPayload>>(lines),
        _ => return None,
    })
}

/// Decodes one line with its plain mirror and re-encodes it as a JSON
/// value (for the test that the mirrors hold every member).
pub fn round_trip(protocol: &str, ty: &str, line: &str) -> Option<serde_json::Value> {
    fn rt<T: serde::de::DeserializeOwned + Serialize>(line: &str) -> Option<serde_json::Value> {
        serde_json::to_value(serde_json::from_str::<T>(line).ok()?).ok()
    }
    match (protocol, ty) {
        ("coderook", "llm.token") => rt::<CoderookPush<LlmToken>>(line),
        ("coderook", "llm.reasoning") => rt::<CoderookPush<LlmReasoning>>(line),
        ("coderook", "log.line") => rt::<CoderookPush<LogLine>>(line),
        ("coderook", "tool.call_progress") => rt::<CoderookPush<ToolCallProgress>>(line),
        ("coderook", "tool.call_finished") => rt::<CoderookPush<ToolCallFinished>>(line),
        ("workerdeck", "stream_delta") => rt::<WorkerDeckEventFrame<StreamDelta>>(line),
        ("workerdeck", "status_changed") => rt::<WorkerDeckEventFrame<StatusChanged>>(line),
        ("orion", "runtime_event") => rt::<OrionEnvelope<RuntimePayload>>(line),
        ("orion", "thread_event") => rt::<OrionEnvelope<ThreadPayload>>(line),
        _ => None,
    }
}
