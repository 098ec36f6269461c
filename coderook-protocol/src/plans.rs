//! Plan approval: `plan.respond` and plan step state.

use crate::prelude::*;

string_enum! {
    /// Plan decision: one of `approve`, `revise`, `cancel`.
    pub enum PlanDecision {
        /// `"approve"`.
        Approve = "approve",
        /// `"revise"`.
        Revise = "revise",
        /// `"cancel"`.
        Cancel = "cancel",
    }
}

string_enum! {
    /// Plan step status: one of `pending`, `in_progress`, `completed`.
    pub enum PlanStepStatus {
        /// `"pending"`.
        Pending = "pending",
        /// `"in_progress"`.
        InProgress = "in_progress",
        /// `"completed"`.
        Completed = "completed",
    }
}

/// Params of the `plan.respond` command (the JSON-RPC `method` is `"plan.respond"`). Its result is [`PlanRespondResult`].
#[wire]
pub struct PlanRespondCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::PlanRespondType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Run id.
    pub run_id: NonEmptyString,
    /// Decision.
    pub decision: PlanDecision,
    /// Revision. Default: `""`.
    #[wire(default)]
    pub revision: BoundedString<0, 10000>,
}

/// Result of `plan.respond`.
#[wire]
pub struct PlanRespondResult {
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Decision.
    pub decision: PlanDecision,
    /// Status. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub status: crate::tags::StatusResolved,
}

/// `PlanStepState`, a record shared by several messages.
#[wire]
pub struct PlanStepState {
    /// Step.
    pub step: String,
    /// Status.
    pub status: PlanStepStatus,
}
