//! Run events: run and step lifecycle, agent decisions, tool calls, strategy, subagents, skills and verification.

use crate::prelude::*;

string_enum! {
    /// Agent backend: one of `pi`, `python`.
    pub enum AgentBackend {
        /// `"pi"`.
        Pi = "pi",
        /// `"python"`.
        Python = "python",
    }
}

string_enum! {
    /// Decision intent: one of `inspect`, `plan`, `change`, `execute`, `delegate`, `respond`.
    pub enum DecisionIntent {
        /// `"inspect"`.
        Inspect = "inspect",
        /// `"plan"`.
        Plan = "plan",
        /// `"change"`.
        Change = "change",
        /// `"execute"`.
        Execute = "execute",
        /// `"delegate"`.
        Delegate = "delegate",
        /// `"respond"`.
        Respond = "respond",
    }
}

string_enum! {
    /// Failure category: one of `configuration`, `credential`, `network`, `model`, `tool`, `index`, `sandbox`, `runtime`, `permission`, `verification`, `persistence`, `internal`, `user_cancelled`.
    pub enum FailureCategory {
        /// `"configuration"`.
        Configuration = "configuration",
        /// `"credential"`.
        Credential = "credential",
        /// `"network"`.
        Network = "network",
        /// `"model"`.
        Model = "model",
        /// `"tool"`.
        Tool = "tool",
        /// `"index"`.
        Index = "index",
        /// `"sandbox"`.
        Sandbox = "sandbox",
        /// `"runtime"`.
        Runtime = "runtime",
        /// `"permission"`.
        Permission = "permission",
        /// `"verification"`.
        Verification = "verification",
        /// `"persistence"`.
        Persistence = "persistence",
        /// `"internal"`.
        Internal = "internal",
        /// `"user_cancelled"`.
        UserCancelled = "user_cancelled",
    }
}

string_enum! {
    /// Message phase: one of `start`, `update`, `end`.
    pub enum MessagePhase {
        /// `"start"`.
        Start = "start",
        /// `"update"`.
        Update = "update",
        /// `"end"`.
        End = "end",
    }
}

string_enum! {
    /// Run kind: one of `agent`, `user_shell`.
    pub enum RunKind {
        /// `"agent"`.
        Agent = "agent",
        /// `"user_shell"`.
        UserShell = "user_shell",
    }
}

string_enum! {
    /// Run outcome: one of `completed`, `tool_use`, `length`, `incomplete`, `content_filtered`, `failed`, `cancelled`, `transport_error`.
    pub enum RunOutcome {
        /// `"completed"`.
        Completed = "completed",
        /// `"tool_use"`.
        ToolUse = "tool_use",
        /// `"length"`.
        Length = "length",
        /// `"incomplete"`.
        Incomplete = "incomplete",
        /// `"content_filtered"`.
        ContentFiltered = "content_filtered",
        /// `"failed"`.
        Failed = "failed",
        /// `"cancelled"`.
        Cancelled = "cancelled",
        /// `"transport_error"`.
        TransportError = "transport_error",
    }
}

string_enum! {
    /// Run phase: one of `understanding`, `exploring`, `planning`, `waiting_confirmation`, `executing`, `verifying`, `reviewing`, `completed`, `failed`, `interrupted`.
    pub enum RunPhase {
        /// `"understanding"`.
        Understanding = "understanding",
        /// `"exploring"`.
        Exploring = "exploring",
        /// `"planning"`.
        Planning = "planning",
        /// `"waiting_confirmation"`.
        WaitingConfirmation = "waiting_confirmation",
        /// `"executing"`.
        Executing = "executing",
        /// `"verifying"`.
        Verifying = "verifying",
        /// `"reviewing"`.
        Reviewing = "reviewing",
        /// `"completed"`.
        Completed = "completed",
        /// `"failed"`.
        Failed = "failed",
        /// `"interrupted"`.
        Interrupted = "interrupted",
    }
}

string_enum! {
    /// Strategy kind: one of `direct`, `plan_first`, `delegate`.
    pub enum StrategyKind {
        /// `"direct"`.
        Direct = "direct",
        /// `"plan_first"`.
        PlanFirst = "plan_first",
        /// `"delegate"`.
        Delegate = "delegate",
    }
}

/// The `run.started` event.
#[wire]
pub struct RunStartedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RunStartedType,
    /// Run id.
    pub run_id: String,
    /// Goal.
    pub goal: String,
    /// Run kind. Default: `"agent"`.
    #[wire(default = "agent")]
    pub run_kind: RunKind,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<Positive>,
    /// Timestamp.
    pub ts: String,
}

/// The `run.finished` event.
#[wire]
pub struct RunFinishedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RunFinishedType,
    /// Run id.
    pub run_id: String,
    /// Status.
    pub status: String,
    /// Reason. Absent means `null`.
    #[wire(default_null)]
    pub reason: Option<String>,
    /// Steps.
    pub steps: i64,
    /// Outcome. Absent means `null`.
    #[wire(default_null)]
    pub outcome: Option<RunOutcome>,
    /// Failure category. Absent means `null`.
    #[wire(default_null)]
    pub failure_category: Option<FailureCategory>,
    /// Changes. Absent means `null`.
    #[wire(default_null)]
    pub changes: Option<Vec<JsonValue>>,
    /// Verification. Absent means `null`.
    #[wire(default_null)]
    pub verification: Option<Vec<JsonValue>>,
    /// Result summary. Absent means `null`.
    #[wire(default_null)]
    pub result_summary: Option<String>,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<Positive>,
    /// Timestamp.
    pub ts: String,
}

/// The `run.steered` event.
#[wire]
pub struct RunSteeredEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RunSteeredType,
    /// Run id.
    pub run_id: String,
    /// Session id.
    pub session_id: String,
    /// Content.
    pub content: String,
    /// Timestamp.
    pub ts: String,
}

/// The `step.started` event.
#[wire]
pub struct StepStartedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::StepStartedType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<Positive>,
    /// Timestamp.
    pub ts: String,
}

/// The `step.finished` event.
#[wire]
pub struct StepFinishedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::StepFinishedType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<Positive>,
    /// Timestamp.
    pub ts: String,
}

/// The `agent.decision` event.
#[wire]
pub struct AgentDecisionEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::AgentDecisionType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Intent.
    pub intent: DecisionIntent,
    /// Summary.
    pub summary: String,
    /// Tool names.
    pub tool_names: Vec<String>,
    /// Has visible text.
    pub has_visible_text: bool,
    /// Timestamp.
    pub ts: String,
}

/// The `agent.stuck` event.
#[wire]
pub struct AgentStuckEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::AgentStuckType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Tool name.
    pub tool_name: String,
    /// Signature.
    pub signature: String,
    /// Repeat count.
    pub repeat_count: i64,
    /// Timestamp.
    pub ts: String,
}

/// The `tool.call_started` event.
#[wire]
pub struct ToolCallStartedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ToolCallStartedType,
    /// Run id.
    pub run_id: String,
    /// Tool use id.
    pub tool_use_id: String,
    /// Tool name.
    pub tool_name: String,
    /// Operation id. Default: `""`.
    #[wire(default)]
    pub operation_id: String,
    /// Params.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub params: JsonObject,
    /// Step. Default: `0`.
    #[wire(default)]
    pub step: i64,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<Positive>,
    /// Presentation. Absent means `null`.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown> | null"))]
    #[wire(default_null)]
    pub presentation: Option<JsonObject>,
    /// Program id. Default: `""`.
    #[wire(default)]
    pub program_id: String,
    /// Parent tool call id. Default: `""`.
    #[wire(default)]
    pub parent_tool_call_id: String,
    /// Node id. Default: `""`.
    #[wire(default)]
    pub node_id: String,
    /// Commit order. Default: `0`.
    #[wire(default)]
    pub commit_order: i64,
    /// Timestamp.
    pub ts: String,
}

/// The `tool.call_finished` event.
#[wire]
pub struct ToolCallFinishedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ToolCallFinishedType,
    /// Run id.
    pub run_id: String,
    /// Tool use id.
    pub tool_use_id: String,
    /// Tool name.
    pub tool_name: String,
    /// Operation id. Default: `""`.
    #[wire(default)]
    pub operation_id: String,
    /// Elapsed (milliseconds).
    pub elapsed_ms: i64,
    /// Output. Default: `""`.
    #[wire(default)]
    pub output: String,
    /// Process usage. Default: empty object.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[wire(default_factory)]
    pub process_usage: JsonObject,
    /// Step. Default: `0`.
    #[wire(default)]
    pub step: i64,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<Positive>,
    /// Presentation. Absent means `null`.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown> | null"))]
    #[wire(default_null)]
    pub presentation: Option<JsonObject>,
    /// Sandbox enforcement. Default: `"unavailable"`.
    #[wire(default = "unavailable")]
    pub sandbox_enforcement: SandboxEnforcement,
    /// Failure category. Absent means `null`.
    #[wire(default_null)]
    pub failure_category: Option<String>,
    /// Program id. Default: `""`.
    #[wire(default)]
    pub program_id: String,
    /// Parent tool call id. Default: `""`.
    #[wire(default)]
    pub parent_tool_call_id: String,
    /// Node id. Default: `""`.
    #[wire(default)]
    pub node_id: String,
    /// Commit order. Default: `0`.
    #[wire(default)]
    pub commit_order: i64,
    /// Timestamp.
    pub ts: String,
}

/// The `tool.call_failed` event.
#[wire]
pub struct ToolCallFailedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ToolCallFailedType,
    /// Run id.
    pub run_id: String,
    /// Tool use id.
    pub tool_use_id: String,
    /// Tool name.
    pub tool_name: String,
    /// Operation id. Default: `""`.
    #[wire(default)]
    pub operation_id: String,
    /// Error class.
    pub error_class: String,
    /// Error message.
    pub error_message: String,
    /// Elapsed (milliseconds).
    pub elapsed_ms: i64,
    /// Attempt. Default: `1`.
    #[wire(default = 1)]
    pub attempt: i64,
    /// Terminal. Default: `true`.
    #[wire(default = true)]
    pub terminal: bool,
    /// Process usage. Default: empty object.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[wire(default_factory)]
    pub process_usage: JsonObject,
    /// Step. Default: `0`.
    #[wire(default)]
    pub step: i64,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<Positive>,
    /// Presentation. Absent means `null`.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown> | null"))]
    #[wire(default_null)]
    pub presentation: Option<JsonObject>,
    /// Sandbox enforcement. Default: `"unavailable"`.
    #[wire(default = "unavailable")]
    pub sandbox_enforcement: SandboxEnforcement,
    /// Failure category. Absent means `null`.
    #[wire(default_null)]
    pub failure_category: Option<String>,
    /// Program id. Default: `""`.
    #[wire(default)]
    pub program_id: String,
    /// Parent tool call id. Default: `""`.
    #[wire(default)]
    pub parent_tool_call_id: String,
    /// Node id. Default: `""`.
    #[wire(default)]
    pub node_id: String,
    /// Commit order. Default: `0`.
    #[wire(default)]
    pub commit_order: i64,
    /// Timestamp.
    pub ts: String,
}

/// The `agent.message` event.
#[wire]
pub struct AgentMessageEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::AgentMessageType,
    /// Run id.
    pub run_id: String,
    /// Session id. Absent means `null`.
    #[wire(default_null)]
    pub session_id: Option<String>,
    /// Message id.
    pub message_id: String,
    /// Phase.
    pub phase: MessagePhase,
    /// Role.
    pub role: String,
    /// Custom type. Absent means `null`.
    #[wire(default_null)]
    pub custom_type: Option<String>,
    /// Content.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    pub content: Vec<JsonObject>,
    /// Stop reason. Absent means `null`.
    #[wire(default_null)]
    pub stop_reason: Option<String>,
    /// Backend. Default: `"python"`.
    #[wire(default = "python")]
    pub backend: AgentBackend,
    /// Step. Default: `0`.
    #[wire(default)]
    pub step: i64,
    /// Ledger sequence number. Absent means `null`.
    #[wire(default_null)]
    pub ledger_seq: Option<Positive>,
    /// Timestamp.
    pub ts: String,
}

/// The `agent.repeat_notice` event.
#[wire]
pub struct AgentRepeatNoticeEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::AgentRepeatNoticeType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Tool name.
    pub tool_name: String,
    /// Signature.
    pub signature: String,
    /// Repeat count.
    pub repeat_count: i64,
    /// Timestamp.
    pub ts: String,
}

/// The `run.phase_changed` event.
#[wire]
pub struct RunPhaseChangedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RunPhaseChangedType,
    /// Run id.
    pub run_id: String,
    /// Phase.
    pub phase: RunPhase,
    /// Current. Default: `0`.
    #[wire(default = 0)]
    pub current: NonNegative,
    /// Total. Default: `0`.
    #[wire(default = 0)]
    pub total: NonNegative,
    /// Summary. Default: `""`.
    #[wire(default)]
    pub summary: String,
    /// Timestamp.
    pub ts: String,
}

/// The `skill.invoked` event.
#[wire]
pub struct SkillInvokedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SkillInvokedType,
    /// Skill name.
    pub skill_name: String,
    /// Arguments.
    pub arguments: String,
    /// Run id.
    pub run_id: String,
    /// Timestamp.
    pub ts: String,
}

/// The `strategy.proposed` event.
#[wire]
pub struct StrategyProposedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::StrategyProposedType,
    /// Run id.
    pub run_id: String,
    /// Profile digest.
    pub profile_digest: Sha256Hex,
    /// Strategy.
    pub strategy: StrategyKind,
    /// Summary.
    pub summary: String,
    /// Timestamp.
    pub ts: String,
}

/// The `strategy.resolved` event.
#[wire]
pub struct StrategyResolvedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::StrategyResolvedType,
    /// Run id.
    pub run_id: String,
    /// Profile digest.
    pub profile_digest: Sha256Hex,
    /// Strategy.
    pub strategy: StrategyKind,
    /// Ticket. Default: `""`.
    #[wire(default)]
    pub ticket: String,
    /// Reason. Default: `""`.
    #[wire(default)]
    pub reason: String,
    /// Timestamp.
    pub ts: String,
}

/// The `subagent.finished` event.
#[wire]
pub struct SubagentFinishedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SubagentFinishedType,
    /// Run id.
    pub run_id: String,
    /// Parent run id.
    pub parent_run_id: String,
    /// Status.
    pub status: String,
    /// Timestamp.
    pub ts: String,
}

/// The `subagent.started` event.
#[wire]
pub struct SubagentStartedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SubagentStartedType,
    /// Run id.
    pub run_id: String,
    /// Parent run id.
    pub parent_run_id: String,
    /// Description.
    pub description: String,
    /// Timestamp.
    pub ts: String,
}

/// The `task.profiled` event.
#[wire]
pub struct TaskProfiledEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::TaskProfiledType,
    /// Run id.
    pub run_id: String,
    /// Profile.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub profile: JsonObject,
    /// Profile digest.
    pub profile_digest: String,
    /// Timestamp.
    pub ts: String,
}

/// The `tool.call_progress` event.
#[wire]
pub struct ToolCallProgressEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ToolCallProgressType,
    /// Run id.
    pub run_id: String,
    /// Tool use id.
    pub tool_use_id: String,
    /// Tool name.
    pub tool_name: String,
    /// Elapsed (milliseconds).
    pub elapsed_ms: NonNegative,
    /// Output tail. Default: `""`.
    #[wire(default)]
    pub output_tail: String,
    /// Total bytes. Default: `0`.
    #[wire(default = 0)]
    pub total_bytes: NonNegative,
    /// Step. Default: `0`.
    #[wire(default)]
    pub step: i64,
    /// Presentation. Absent means `null`.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown> | null"))]
    #[wire(default_null)]
    pub presentation: Option<JsonObject>,
    /// Timestamp.
    pub ts: String,
}

/// The `verification.completed` event.
#[wire]
pub struct VerificationCompletedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::VerificationCompletedType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Tool.
    pub tool: String,
    /// Action.
    pub action: String,
    /// Verdict. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub verdict: crate::tags::VerdictPass,
    /// Gate count.
    pub gate_count: NonNegative,
    /// Passed.
    pub passed: NonNegative,
    /// Failed.
    pub failed: NonNegative,
    /// Paths.
    pub paths: Vec<String>,
    /// Gates.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    pub gates: Vec<JsonObject>,
    /// Timestamp.
    pub ts: String,
}

/// The `verification.failed` event.
#[wire]
pub struct VerificationFailedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::VerificationFailedType,
    /// Run id.
    pub run_id: String,
    /// Step.
    pub step: i64,
    /// Tool.
    pub tool: String,
    /// Action.
    pub action: String,
    /// Verdict. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub verdict: crate::tags::VerdictFail,
    /// Gate count.
    pub gate_count: NonNegative,
    /// Passed.
    pub passed: NonNegative,
    /// Failed.
    pub failed: Positive,
    /// Failure class.
    pub failure_class: String,
    /// Paths.
    pub paths: Vec<String>,
    /// Gates.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    pub gates: Vec<JsonObject>,
    /// Timestamp.
    pub ts: String,
}
