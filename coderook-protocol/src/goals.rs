//! Long-running goals: `goal.*` commands, the goal record, its timeline, completion evidence and continue decisions.

use crate::prelude::*;

string_enum! {
    /// Goal status: one of `active`, `paused`, `blocked`, `completed`, `cleared`.
    pub enum GoalStatus {
        /// `"active"`.
        Active = "active",
        /// `"paused"`.
        Paused = "paused",
        /// `"blocked"`.
        Blocked = "blocked",
        /// `"completed"`.
        Completed = "completed",
        /// `"cleared"`.
        Cleared = "cleared",
    }
}

/// Params of the `goal.create` command (the JSON-RPC `method` is `"goal.create"`). Its result is [`GoalCreateResult`].
#[wire]
pub struct GoalCreateCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalCreateType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Objective.
    pub objective: BoundedString<1, 100000>,
    /// Token budget. Absent means `null`.
    #[wire(default_null)]
    pub token_budget: Option<Positive>,
    /// Auto continue. Default: `true`.
    #[wire(default = true)]
    pub auto_continue: bool,
    /// Max auto turns. Default: `3`.
    #[wire(default = 3)]
    pub max_auto_turns: BoundedInt<1, 100>,
    /// Max wall seconds. Default: `1800`.
    #[wire(default = 1800)]
    pub max_wall_seconds: BoundedInt<1, 86400>,
    /// Constraints. Default: empty list.
    #[wire(default_factory)]
    pub constraints: BoundedVec<String, 0, 100>,
    /// Completion criteria. Default: empty list.
    #[wire(default_factory)]
    pub completion_criteria: BoundedVec<String, 0, 100>,
    /// Start. Default: `true`.
    #[wire(default = true)]
    pub start: bool,
}

/// Result of `goal.create`.
#[wire]
pub struct GoalCreateResult {
    /// Goal.
    pub goal: GoalRecord,
    /// Run id. Absent means `null`.
    #[wire(default_null)]
    pub run_id: Option<String>,
}

/// Params of the `goal.get` command (the JSON-RPC `method` is `"goal.get"`). Its result is [`GoalGetResult`].
#[wire]
#[derive(Default)]
pub struct GoalGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalGetType,
    /// Goal id. Default: `""`.
    #[wire(default)]
    pub goal_id: String,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
}

/// Result of `goal.get`.
#[wire]
#[derive(Default)]
pub struct GoalGetResult {
    /// Goal. Absent means `null`.
    #[wire(default_null)]
    pub goal: Option<GoalRecord>,
}

/// Params of the `goal.list` command (the JSON-RPC `method` is `"goal.list"`). Its result is [`GoalListResult`].
#[wire]
pub struct GoalListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalListType,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
    /// Status. Absent means `null`.
    #[wire(default_null)]
    pub status: Option<GoalStatus>,
    /// Limit. Default: `50`.
    #[wire(default = 50)]
    pub limit: BoundedInt<1, 200>,
}

impl Default for GoalListCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Result of `goal.list`.
#[wire]
#[derive(Default)]
pub struct GoalListResult {
    /// Goals. Default: empty list.
    #[wire(default_factory)]
    pub goals: Vec<GoalRecord>,
}

/// Params of the `goal.edit` command (the JSON-RPC `method` is `"goal.edit"`). Its result is [`GoalActionResult`].
#[wire]
pub struct GoalEditCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalEditType,
    /// Goal id. Default: `""`.
    #[wire(default)]
    pub goal_id: String,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
    /// Objective.
    pub objective: BoundedString<1, 100000>,
    /// Completion criteria. Absent means `null`.
    #[wire(default_null)]
    pub completion_criteria: Option<BoundedVec<String, 0, 100>>,
}

/// Params of the `goal.pause` command (the JSON-RPC `method` is `"goal.pause"`). Its result is [`GoalActionResult`].
#[wire]
#[derive(Default)]
pub struct GoalPauseCommand {
    /// Goal id. Default: `""`.
    #[wire(default)]
    pub goal_id: String,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalPauseType,
}

/// Params of the `goal.resume` command (the JSON-RPC `method` is `"goal.resume"`). Its result is [`GoalActionResult`].
#[wire]
#[derive(Default)]
pub struct GoalResumeCommand {
    /// Goal id. Default: `""`.
    #[wire(default)]
    pub goal_id: String,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalResumeType,
}

/// Params of the `goal.clear` command (the JSON-RPC `method` is `"goal.clear"`). Its result is [`GoalActionResult`].
#[wire]
#[derive(Default)]
pub struct GoalClearCommand {
    /// Goal id. Default: `""`.
    #[wire(default)]
    pub goal_id: String,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalClearType,
}

/// Params of the `goal.complete` command (the JSON-RPC `method` is `"goal.complete"`). Its result is [`GoalActionResult`].
#[wire]
#[derive(Default)]
pub struct GoalCompleteCommand {
    /// Goal id. Default: `""`.
    #[wire(default)]
    pub goal_id: String,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalCompleteType,
    /// Summary. Default: `""`.
    #[wire(default)]
    pub summary: BoundedString<0, 4000>,
}

/// Params of the `goal.continue_decision` command (the JSON-RPC `method` is `"goal.continue_decision"`). Its result is [`GoalContinueDecisionResult`].
#[wire]
#[derive(Default)]
pub struct GoalContinueDecisionCommand {
    /// Goal id. Default: `""`.
    #[wire(default)]
    pub goal_id: String,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalContinueDecisionType,
}

/// Result of `goal.continue_decision`.
#[wire]
pub struct GoalContinueDecisionResult {
    /// Goal.
    pub goal: GoalRecord,
    /// Decision.
    pub decision: GoalContinueDecision,
}

/// Result of `goal.edit`, `goal.pause`, `goal.resume`, `goal.clear`, `goal.complete`.
#[wire]
pub struct GoalActionResult {
    /// Goal.
    pub goal: GoalRecord,
    /// Run id. Absent means `null`.
    #[wire(default_null)]
    pub run_id: Option<String>,
}

/// `CompletionEvidence`, a record shared by several messages.
#[wire(closed)]
pub struct CompletionEvidence {
    /// Kind.
    pub kind: NonEmptyString,
    /// Reference.
    pub reference: NonEmptyString,
    /// Summary. Default: `""`.
    #[wire(default)]
    pub summary: String,
    /// Covered criteria. Default: empty list.
    #[wire(default_factory)]
    pub covered_criteria: Vec<String>,
    /// Recorded at.
    pub recorded_at: String,
}

/// `GoalRecord`, a record shared by several messages.
#[wire(closed)]
pub struct GoalRecord {
    /// Schema version. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub schema_version: crate::tags::SchemaVersion4,
    /// Id.
    pub id: GoalId,
    /// Session id. Default: `"legacy"`.
    #[wire(default = "legacy")]
    pub session_id: NonEmptyString,
    /// Objective.
    pub objective: NonEmptyString,
    /// Status. Default: `"active"`.
    #[wire(default = "active")]
    pub status: GoalStatus,
    /// Status reason. Default: `""`.
    #[wire(default)]
    pub status_reason: String,
    /// Token budget. Absent means `null`.
    #[wire(default_null)]
    pub token_budget: Option<Positive>,
    /// Tokens used. Default: `0`.
    #[wire(default = 0)]
    pub tokens_used: NonNegative,
    /// Token reservations. Default: empty object.
    #[wire(default_factory)]
    pub token_reservations: BTreeMap<String, Positive>,
    /// Elapsed (milliseconds). Default: `0`.
    #[wire(default = 0)]
    pub elapsed_ms: NonNegative,
    /// Auto continue. Default: `false`.
    #[wire(default)]
    pub auto_continue: bool,
    /// Max auto turns. Default: `3`.
    #[wire(default = 3)]
    pub max_auto_turns: BoundedInt<1, 100>,
    /// Auto turns used. Default: `0`.
    #[wire(default = 0)]
    pub auto_turns_used: NonNegative,
    /// Max wall seconds. Default: `1800`.
    #[wire(default = 1800)]
    pub max_wall_seconds: BoundedInt<1, 86400>,
    /// Auto window started at. Absent means `null`.
    #[wire(default_null)]
    pub auto_window_started_at: Option<String>,
    /// Permission ceiling. Default: [`AuthoritySnapshot::default()`].
    #[wire(default_factory)]
    pub permission_ceiling: AuthoritySnapshot,
    /// Paused reason. Default: `""`.
    #[wire(default)]
    pub paused_reason: String,
    /// Paused needs confirmation. Default: `false`.
    #[wire(default)]
    pub paused_needs_confirmation: bool,
    /// Constraints. Default: empty list.
    #[wire(default_factory)]
    pub constraints: Vec<String>,
    /// Completion criteria. Default: empty list.
    #[wire(default_factory)]
    pub completion_criteria: Vec<String>,
    /// Linked task ids. Default: empty list.
    #[wire(default_factory)]
    pub linked_task_ids: Vec<i64>,
    /// Linked run ids. Default: empty list.
    #[wire(default_factory)]
    pub linked_run_ids: Vec<String>,
    /// Current run id. Absent means `null`.
    #[wire(default_null)]
    pub current_run_id: Option<String>,
    /// Completion evidence. Default: empty list.
    #[wire(default_factory)]
    pub completion_evidence: Vec<CompletionEvidence>,
    /// Timeline. Default: empty list.
    #[wire(default_factory)]
    pub timeline: Vec<GoalTimelineEntry>,
    /// Created at.
    pub created_at: String,
    /// Updated at.
    pub updated_at: String,
}

/// `GoalTimelineEntry`, a record shared by several messages.
#[wire(closed)]
pub struct GoalTimelineEntry {
    /// Sequence number.
    pub seq: Positive,
    /// Event.
    pub event: NonEmptyString,
    /// Actor.
    pub actor: NonEmptyString,
    /// At.
    pub at: String,
    /// Details. Default: empty object.
    #[wire(default_factory)]
    pub details: BTreeMap<String, JsonValue>,
}

/// `GoalContinueDecision`, a record shared by several messages.
#[wire(closed)]
pub struct GoalContinueDecision {
    /// Goal id.
    pub goal_id: String,
    /// Session id.
    pub session_id: String,
    /// Should continue.
    pub should_continue: bool,
    /// Reason.
    pub reason: String,
    /// Auto turns used.
    pub auto_turns_used: NonNegative,
    /// Remaining auto turns.
    pub remaining_auto_turns: NonNegative,
    /// Tokens used.
    pub tokens_used: NonNegative,
    /// Token budget. Absent means `null`.
    #[wire(default_null)]
    pub token_budget: Option<Positive>,
    /// Remaining tokens. Absent means `null`.
    #[wire(default_null)]
    pub remaining_tokens: Option<NonNegative>,
    /// Wall elapsed seconds.
    pub wall_elapsed_seconds: NonNegative,
    /// Max wall seconds.
    pub max_wall_seconds: Positive,
    /// Permission ceiling.
    pub permission_ceiling: AuthoritySnapshot,
    /// Paused needs confirmation. Default: `false`.
    #[wire(default)]
    pub paused_needs_confirmation: bool,
    /// Decided at.
    pub decided_at: String,
}
