//! Session events: session lifecycle, plans, user questions and permissions.

use crate::prelude::*;

/// The `session.created` event.
#[wire]
pub struct SessionCreatedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionCreatedType,
    /// Session id.
    pub session_id: String,
    /// Mode.
    pub mode: String,
    /// Timestamp.
    pub ts: String,
}

/// The `session.message_received` event.
#[wire]
pub struct SessionMessageReceivedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionMessageReceivedType,
    /// Session id.
    pub session_id: String,
    /// Content.
    pub content: String,
    /// Timestamp.
    pub ts: String,
}

/// The `session.waiting_for_input` event.
#[wire]
pub struct SessionWaitingForInputEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionWaitingForInputType,
    /// Session id.
    pub session_id: String,
    /// Last run id.
    pub last_run_id: String,
    /// Timestamp.
    pub ts: String,
}

/// The `plan.ready` event.
#[wire]
pub struct PlanReadyEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::PlanReadyType,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Request.
    pub request: String,
    /// Plan.
    pub plan: String,
    /// Plan ticket. Default: `""`.
    #[wire(default)]
    pub plan_ticket: String,
    /// Timestamp.
    pub ts: String,
}

/// The `plan.resolved` event.
#[wire]
pub struct PlanResolvedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::PlanResolvedType,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Decision.
    pub decision: PlanDecision,
    /// Revision. Default: `""`.
    #[wire(default)]
    pub revision: String,
    /// Plan ticket. Default: `""`.
    #[wire(default)]
    pub plan_ticket: String,
    /// Timestamp.
    pub ts: String,
}

/// The `plan.updated` event.
#[wire]
pub struct PlanUpdatedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::PlanUpdatedType,
    /// Run id.
    pub run_id: String,
    /// Explanation. Default: `""`.
    #[wire(default)]
    pub explanation: String,
    /// Plan.
    pub plan: Vec<PlanStepState>,
    /// Plan ticket. Default: `""`.
    #[wire(default)]
    pub plan_ticket: String,
    /// Timestamp.
    pub ts: String,
}

/// The `user_question.asked` event.
#[wire]
pub struct UserQuestionAskedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::UserQuestionAskedType,
    /// Question id.
    pub question_id: String,
    /// Run id.
    pub run_id: String,
    /// Session id.
    pub session_id: String,
    /// Question.
    pub question: String,
    /// Header.
    pub header: String,
    /// Options.
    pub options: Vec<String>,
    /// Multi select. Default: `false`.
    #[wire(default)]
    pub multi_select: bool,
    /// Timestamp.
    pub ts: String,
}

/// The `session.resumed` event.
#[wire]
pub struct SessionResumedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionResumedType,
    /// Session id.
    pub session_id: String,
    /// Timestamp.
    pub ts: String,
}

/// The `session.renamed` event.
#[wire]
pub struct SessionRenamedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionRenamedType,
    /// Session id.
    pub session_id: String,
    /// Title.
    pub title: String,
    /// Timestamp.
    pub ts: String,
}

/// The `session.forked` event.
#[wire]
pub struct SessionForkedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionForkedType,
    /// Session id.
    pub session_id: String,
    /// Source session id.
    pub source_session_id: String,
    /// Timestamp.
    pub ts: String,
}

/// The `session.deleted` event.
#[wire]
pub struct SessionDeletedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionDeletedType,
    /// Session id.
    pub session_id: String,
    /// Timestamp.
    pub ts: String,
}

/// The `session.closed` event.
#[wire]
pub struct SessionClosedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionClosedType,
    /// Session id.
    pub session_id: String,
    /// Timestamp.
    pub ts: String,
}

/// The `permission.denied` event.
#[wire]
pub struct PermissionDeniedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::PermissionDeniedType,
    /// Run id.
    pub run_id: String,
    /// Tool use id.
    pub tool_use_id: String,
    /// Decision.
    pub decision: String,
    /// Timestamp.
    pub ts: String,
}

/// The `permission.granted` event.
#[wire]
pub struct PermissionGrantedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::PermissionGrantedType,
    /// Run id.
    pub run_id: String,
    /// Tool use id.
    pub tool_use_id: String,
    /// Decision.
    pub decision: String,
    /// Timestamp.
    pub ts: String,
}

/// The `permission.requested` event.
#[wire]
pub struct PermissionRequestedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::PermissionRequestedType,
    /// Run id.
    pub run_id: String,
    /// Tool use id.
    pub tool_use_id: String,
    /// Tool name.
    pub tool_name: String,
    /// Params.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub params: JsonObject,
    /// Param preview.
    pub param_preview: String,
    /// Session id.
    pub session_id: String,
    /// Timestamp.
    pub ts: String,
}

/// The `session.interrupted` event.
#[wire]
pub struct SessionInterruptedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionInterruptedType,
    /// Session id.
    pub session_id: String,
    /// Last run id.
    pub last_run_id: String,
    /// Reason. Default: `"cancelled"`.
    #[wire(default = "cancelled")]
    pub reason: String,
    /// Timestamp.
    pub ts: String,
}
