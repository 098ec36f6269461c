//! Context events: prefix fingerprints, budgets, working sets, compaction, repository context, LSP diagnostics and log lines.

use crate::prelude::*;

string_enum! {
    /// Diagnostics status: one of `ok`, `unavailable`, `failed`, `timeout`, `truncated`.
    pub enum DiagnosticsStatus {
        /// `"ok"`.
        Ok = "ok",
        /// `"unavailable"`.
        Unavailable = "unavailable",
        /// `"failed"`.
        Failed = "failed",
        /// `"timeout"`.
        Timeout = "timeout",
        /// `"truncated"`.
        Truncated = "truncated",
    }
}

/// The `context.prefix_fingerprint` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ContextPrefixFingerprintEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ContextPrefixFingerprintType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Digest.
    pub digest: String,
    /// Source hashes.
    pub source_hashes: BTreeMap<String, String>,
    /// Changed sources.
    pub changed_sources: Vec<String>,
    /// Timestamp.
    pub ts: String,
}

/// The `context.budget` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ContextBudgetEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ContextBudgetType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Message tokens.
    pub message_tokens: i64,
    /// System tokens.
    pub system_tokens: i64,
    /// Tool schema tokens.
    pub tool_schema_tokens: i64,
    /// Tool count.
    pub tool_count: i64,
    /// Timestamp.
    pub ts: String,
}

/// The `context.working_set` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ContextWorkingSetEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ContextWorkingSetType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Paths.
    pub paths: Vec<String>,
    /// Timestamp.
    pub ts: String,
}

/// The `lsp.diagnostics` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct LspDiagnosticsEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LspDiagnosticsType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Status.
    pub status: DiagnosticsStatus,
    /// Tool.
    pub tool: String,
    /// Paths.
    pub paths: Vec<String>,
    /// Diagnostic count.
    pub diagnostic_count: i64,
    /// Duration (milliseconds). Default: `0`.
    #[wire(default = "default_lsp_diagnostics_event_duration_ms")]
    pub duration_ms: NonNegative,
    /// Truncated.
    pub truncated: bool,
    /// Error. Default: `""`.
    #[wire(default)]
    pub error: String,
    /// Timestamp.
    pub ts: String,
}

fn default_lsp_diagnostics_event_duration_ms() -> NonNegative {
    NonNegative::new(0).expect("contract default is valid")
}

/// The `log.line` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct LogLineEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LogLineType,
    /// Run id.
    pub run_id: String,
    /// Level.
    pub level: String,
    /// Source.
    pub source: String,
    /// Message.
    pub message: String,
    /// Timestamp.
    pub ts: String,
}

/// The `context.compacted` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ContextCompactedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ContextCompactedType,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Original tokens.
    pub original_tokens: i64,
    /// Summary tokens.
    pub summary_tokens: i64,
    /// Retained tokens. Default: `0`.
    #[wire(default)]
    pub retained_tokens: i64,
    /// Retained messages. Default: `0`.
    #[wire(default)]
    pub retained_messages: i64,
    /// Compacted tokens. Default: `0`.
    #[wire(default)]
    pub compacted_tokens: i64,
    /// Quality score. Default: `1.0`.
    #[wire(default = "default_context_compacted_event_quality_score")]
    pub quality_score: f64,
    /// Trigger. Default: `"auto"`.
    #[wire(default = "default_context_compacted_event_trigger")]
    pub trigger: String,
    /// Summary path. Default: `""`.
    #[wire(default)]
    pub summary_path: String,
    /// Strategy. Default: `"structured"`.
    #[wire(default = "default_context_compacted_event_strategy")]
    pub strategy: String,
    /// Pinned fact count. Default: `0`.
    #[wire(default = "default_context_compacted_event_pinned_fact_count")]
    pub pinned_fact_count: NonNegative,
    /// Pinned fact retained. Default: `0`.
    #[wire(default = "default_context_compacted_event_pinned_fact_retained")]
    pub pinned_fact_retained: NonNegative,
    /// Deduplicated reads. Default: `0`.
    #[wire(default = "default_context_compacted_event_deduplicated_reads")]
    pub deduplicated_reads: NonNegative,
    /// Timestamp.
    pub ts: String,
}

fn default_context_compacted_event_quality_score() -> f64 {
    1.0
}

fn default_context_compacted_event_trigger() -> String {
    "auto".to_owned()
}

fn default_context_compacted_event_strategy() -> String {
    "structured".to_owned()
}

fn default_context_compacted_event_pinned_fact_count() -> NonNegative {
    NonNegative::new(0).expect("contract default is valid")
}

fn default_context_compacted_event_pinned_fact_retained() -> NonNegative {
    NonNegative::new(0).expect("contract default is valid")
}

fn default_context_compacted_event_deduplicated_reads() -> NonNegative {
    NonNegative::new(0).expect("contract default is valid")
}

/// The `context.compaction.committed` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ContextCompactionCommittedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ContextCompactionCommittedType,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Shadowed event seqs.
    pub shadowed_event_seqs: Vec<i64>,
    /// Replacement event seqs.
    pub replacement_event_seqs: Vec<i64>,
    /// Original tokens.
    pub original_tokens: NonNegative,
    /// Compacted tokens.
    pub compacted_tokens: NonNegative,
    /// Timestamp.
    pub ts: String,
}

/// The `context.compaction.started` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ContextCompactionStartedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ContextCompactionStartedType,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Shadow start sequence number.
    pub shadow_start_seq: Positive,
    /// Shadow end sequence number.
    pub shadow_end_seq: Positive,
    /// Trigger. Default: `"auto"`.
    #[wire(default = "default_context_compaction_started_event_trigger")]
    pub trigger: String,
    /// Timestamp.
    pub ts: String,
}

fn default_context_compaction_started_event_trigger() -> String {
    "auto".to_owned()
}

/// The `context.compaction.summary` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ContextCompactionSummaryEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ContextCompactionSummaryType,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Summary.
    pub summary: String,
    /// Source event seqs.
    pub source_event_seqs: Vec<i64>,
    /// Pinned fact count. Default: `0`.
    #[wire(default = "default_context_compaction_summary_event_pinned_fact_count")]
    pub pinned_fact_count: NonNegative,
    /// Timestamp.
    pub ts: String,
}

fn default_context_compaction_summary_event_pinned_fact_count() -> NonNegative {
    NonNegative::new(0).expect("contract default is valid")
}

/// The `context.repository` event.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ContextRepositoryEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ContextRepositoryType,
    /// Run id.
    pub run_id: String,
    /// Repository hash.
    pub repository_hash: String,
    /// Budget chars.
    pub budget_chars: Positive,
    /// Used chars.
    pub used_chars: NonNegative,
    /// Paths.
    pub paths: Vec<String>,
    /// Selection reasons.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    pub selection_reasons: Vec<JsonObject>,
    /// Cache hits.
    pub cache_hits: NonNegative,
    /// Parsed files.
    pub parsed_files: NonNegative,
    /// Timestamp.
    pub ts: String,
}
