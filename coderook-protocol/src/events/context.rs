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
#[wire]
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
#[wire]
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
#[wire]
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
#[wire]
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
    #[wire(default = 0)]
    pub duration_ms: NonNegative,
    /// Truncated.
    pub truncated: bool,
    /// Error. Default: `""`.
    #[wire(default)]
    pub error: String,
    /// Timestamp.
    pub ts: String,
}

/// The `log.line` event.
#[wire]
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
#[wire]
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
    #[wire(default = 1.0)]
    pub quality_score: f64,
    /// Trigger. Default: `"auto"`.
    #[wire(default = "auto")]
    pub trigger: String,
    /// Summary path. Default: `""`.
    #[wire(default)]
    pub summary_path: String,
    /// Strategy. Default: `"structured"`.
    #[wire(default = "structured")]
    pub strategy: String,
    /// Pinned fact count. Default: `0`.
    #[wire(default = 0)]
    pub pinned_fact_count: NonNegative,
    /// Pinned fact retained. Default: `0`.
    #[wire(default = 0)]
    pub pinned_fact_retained: NonNegative,
    /// Deduplicated reads. Default: `0`.
    #[wire(default = 0)]
    pub deduplicated_reads: NonNegative,
    /// Timestamp.
    pub ts: String,
}

/// The `context.compaction.committed` event.
#[wire]
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
#[wire]
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
    #[wire(default = "auto")]
    pub trigger: String,
    /// Timestamp.
    pub ts: String,
}

/// The `context.compaction.summary` event.
#[wire]
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
    #[wire(default = 0)]
    pub pinned_fact_count: NonNegative,
    /// Timestamp.
    pub ts: String,
}

/// The `context.repository` event.
#[wire]
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
