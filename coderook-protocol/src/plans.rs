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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PlanRespondCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::PlanRespondType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Run id.
    pub run_id: NonEmptyString,
    /// Decision.
    pub decision: PlanDecision,
    /// Revision. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub revision: BoundedString<0, 10000>,
}

impl PlanRespondCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: NonEmptyString, run_id: NonEmptyString, decision: PlanDecision) -> Self {
        Self {
            r#type: crate::tags::PlanRespondType,
            session_id,
            run_id,
            decision,
            revision: BoundedString::default(),
        }
    }
}

/// Result of `plan.respond`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PlanRespondResult {
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Decision.
    pub decision: PlanDecision,
    /// Status. Constant; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub status: crate::tags::StatusResolved,
}

impl PlanRespondResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        run_id: impl Into<String>,
        decision: PlanDecision,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            run_id: run_id.into(),
            decision,
            status: crate::tags::StatusResolved,
        }
    }
}

/// `PlanStepState`, a record shared by several messages.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PlanStepState {
    /// Step.
    pub step: String,
    /// Status.
    pub status: PlanStepStatus,
}

impl PlanStepState {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(step: impl Into<String>, status: PlanStepStatus) -> Self {
        Self {
            step: step.into(),
            status,
        }
    }
}
