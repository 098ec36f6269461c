//! LLM events: model and route selection, tokens, reasoning, usage, request preparation, retries and attempts.

use crate::prelude::*;

string_enum! {
    /// Attempt status: one of `succeeded`, `failed`, `cancelled`.
    pub enum AttemptStatus {
        /// `"succeeded"`.
        Succeeded = "succeeded",
        /// `"failed"`.
        Failed = "failed",
        /// `"cancelled"`.
        Cancelled = "cancelled",
    }
}

string_enum! {
    /// Credential source: one of `keyring`, `file`, `env`, `extension`, `missing`.
    pub enum CredentialSource {
        /// `"keyring"`.
        Keyring = "keyring",
        /// `"file"`.
        File = "file",
        /// `"env"`.
        Env = "env",
        /// `"extension"`.
        Extension = "extension",
        /// `"missing"`.
        Missing = "missing",
    }
}

string_enum! {
    /// Retry kind: one of `transient`, `no_content`.
    pub enum RetryKind {
        /// `"transient"`.
        Transient = "transient",
        /// `"no_content"`.
        NoContent = "no_content",
    }
}

string_enum! {
    /// Usage purpose: one of `response`, `summary`.
    pub enum UsagePurpose {
        /// `"response"`.
        Response = "response",
        /// `"summary"`.
        Summary = "summary",
    }
}

/// The `llm.model_selected` event.
#[wire]
pub struct LlmModelSelectedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LlmModelSelectedType,
    /// Run id.
    pub run_id: String,
    /// Model.
    pub model: String,
    /// Strategy.
    pub strategy: String,
    /// Timestamp.
    pub ts: String,
}

/// The `llm.route_selected` event.
#[wire]
pub struct LlmRouteSelectedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LlmRouteSelectedType,
    /// Run id.
    pub run_id: String,
    /// Route id.
    pub route_id: String,
    /// Wire format.
    pub wire_format: String,
    /// Base URL origin.
    pub base_url_origin: String,
    /// Model.
    pub model: String,
    /// Credential source.
    pub credential_source: CredentialSource,
    /// Strategy. Default: `"static"`.
    #[wire(default = "static")]
    pub strategy: String,
    /// Candidates. Default: empty list.
    #[wire(default_factory)]
    pub candidates: Vec<String>,
    /// Reason. Default: `"active_route"`.
    #[wire(default = "active_route")]
    pub reason: String,
    /// Step. Default: `0`.
    #[wire(default)]
    pub step: i64,
    /// Accumulated cost USD. Absent means `null`.
    #[wire(default_null)]
    pub accumulated_cost_usd: Option<f64>,
    /// Cost budget USD. Absent means `null`.
    #[wire(default_null)]
    pub cost_budget_usd: Option<f64>,
    /// Temperature. Absent means `null`.
    #[wire(default_null)]
    pub temperature: Option<f64>,
    /// Timestamp.
    pub ts: String,
}

/// The `llm.token` event.
#[wire]
pub struct LlmTokenEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LlmTokenType,
    /// Run id.
    pub run_id: String,
    /// Token.
    pub token: String,
    /// Timestamp.
    pub ts: String,
}

/// The `llm.reasoning` event.
#[wire]
pub struct LlmReasoningEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LlmReasoningType,
    /// Run id.
    pub run_id: String,
    /// Content.
    pub content: String,
    /// Timestamp.
    pub ts: String,
}

/// The `llm.usage` event.
#[wire]
pub struct LlmUsageEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LlmUsageType,
    /// Run id.
    pub run_id: String,
    /// Input tokens.
    pub input_tokens: i64,
    /// Output tokens.
    pub output_tokens: i64,
    /// Cache read input tokens.
    pub cache_read_input_tokens: i64,
    /// Cache creation input tokens.
    pub cache_creation_input_tokens: i64,
    /// Context percent. Default: `0.0`.
    #[wire(default)]
    pub context_pct: f64,
    /// Purpose. Default: `"response"`.
    #[wire(default = "response")]
    pub purpose: UsagePurpose,
    /// Model. Default: `""`.
    #[wire(default)]
    pub model: String,
    /// Timestamp.
    pub ts: String,
}

/// The `llm.request_prepared` event.
#[wire]
pub struct LlmRequestPreparedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LlmRequestPreparedType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<Positive>,
    /// Request snapshot digest.
    pub request_snapshot_digest: Sha256Hex,
    /// Preset id. Default: `"standard"`.
    #[wire(default = "standard")]
    pub preset_id: String,
    /// Preset digest. Default: `""`.
    #[wire(default = "")]
    pub preset_digest: Sha256HexOrEmpty,
    /// Route id. Default: `""`.
    #[wire(default)]
    pub route_id: String,
    /// Model. Default: `""`.
    #[wire(default)]
    pub model: String,
    /// Wire format. Default: `""`.
    #[wire(default)]
    pub wire_format: String,
    /// Execution contract digest. Default: `""`.
    #[wire(default)]
    pub execution_contract_digest: String,
    /// Timestamp.
    pub ts: String,
}

/// The `llm.retry` event.
#[wire]
pub struct LlmRetryEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LlmRetryType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Kind.
    pub kind: RetryKind,
    /// Attempt.
    pub attempt: i64,
    /// Reason.
    pub reason: String,
    /// Delay (milliseconds). Default: `0`.
    #[wire(default)]
    pub delay_ms: i64,
    /// Max retries. Default: `5`.
    #[wire(default = 5)]
    pub max_retries: i64,
    /// Failure code. Default: `""`.
    #[wire(default)]
    pub failure_code: String,
    /// Request snapshot digest. Default: `""`.
    #[wire(default)]
    pub request_snapshot_digest: String,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<i64>,
    /// Timestamp.
    pub ts: String,
}

/// The `llm.attempt_finished` event.
#[wire]
pub struct LlmAttemptFinishedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::LlmAttemptFinishedType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Attempt.
    pub attempt: i64,
    /// Status.
    pub status: AttemptStatus,
    /// Failure code. Default: `""`.
    #[wire(default)]
    pub failure_code: String,
    /// Request snapshot digest.
    pub request_snapshot_digest: String,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<i64>,
    /// Timestamp.
    pub ts: String,
}
