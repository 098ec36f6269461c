//! Session events: session lifecycle, plans, user questions and permissions.

use crate::prelude::*;

/// The `session.created` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCreatedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionCreatedType,
    /// Session id.
    pub session_id: String,
    /// Mode.
    pub mode: String,
    /// Timestamp.
    pub ts: String,
}

impl SessionCreatedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        mode: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::SessionCreatedType,
            session_id: session_id.into(),
            mode: mode.into(),
            ts: ts.into(),
        }
    }
}

/// The `session.message_received` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionMessageReceivedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionMessageReceivedType,
    /// Session id.
    pub session_id: String,
    /// Content.
    pub content: String,
    /// Timestamp.
    pub ts: String,
}

impl SessionMessageReceivedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        content: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::SessionMessageReceivedType,
            session_id: session_id.into(),
            content: content.into(),
            ts: ts.into(),
        }
    }
}

/// The `session.waiting_for_input` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionWaitingForInputEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionWaitingForInputType,
    /// Session id.
    pub session_id: String,
    /// Last run id.
    pub last_run_id: String,
    /// Timestamp.
    pub ts: String,
}

impl SessionWaitingForInputEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        last_run_id: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::SessionWaitingForInputType,
            session_id: session_id.into(),
            last_run_id: last_run_id.into(),
            ts: ts.into(),
        }
    }
}

/// The `plan.ready` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PlanReadyEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
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
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub plan_ticket: String,
    /// Timestamp.
    pub ts: String,
}

impl PlanReadyEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        run_id: impl Into<String>,
        request: impl Into<String>,
        plan: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::PlanReadyType,
            session_id: session_id.into(),
            run_id: run_id.into(),
            request: request.into(),
            plan: plan.into(),
            plan_ticket: String::new(),
            ts: ts.into(),
        }
    }
}

/// The `plan.resolved` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PlanResolvedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::PlanResolvedType,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Decision.
    pub decision: PlanDecision,
    /// Revision. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub revision: String,
    /// Plan ticket. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub plan_ticket: String,
    /// Timestamp.
    pub ts: String,
}

impl PlanResolvedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        run_id: impl Into<String>,
        decision: PlanDecision,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::PlanResolvedType,
            session_id: session_id.into(),
            run_id: run_id.into(),
            decision,
            revision: String::new(),
            plan_ticket: String::new(),
            ts: ts.into(),
        }
    }
}

/// The `plan.updated` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PlanUpdatedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::PlanUpdatedType,
    /// Run id.
    pub run_id: String,
    /// Explanation. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub explanation: String,
    /// Plan.
    pub plan: Vec<PlanStepState>,
    /// Plan ticket. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub plan_ticket: String,
    /// Timestamp.
    pub ts: String,
}

impl PlanUpdatedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(run_id: impl Into<String>, plan: Vec<PlanStepState>, ts: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::PlanUpdatedType,
            run_id: run_id.into(),
            explanation: String::new(),
            plan,
            plan_ticket: String::new(),
            ts: ts.into(),
        }
    }
}

/// The `user_question.asked` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct UserQuestionAskedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
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
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub multi_select: bool,
    /// Timestamp.
    pub ts: String,
}

impl UserQuestionAskedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        question_id: impl Into<String>,
        run_id: impl Into<String>,
        session_id: impl Into<String>,
        question: impl Into<String>,
        header: impl Into<String>,
        options: Vec<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::UserQuestionAskedType,
            question_id: question_id.into(),
            run_id: run_id.into(),
            session_id: session_id.into(),
            question: question.into(),
            header: header.into(),
            options,
            multi_select: false,
            ts: ts.into(),
        }
    }
}

/// The `session.resumed` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionResumedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionResumedType,
    /// Session id.
    pub session_id: String,
    /// Timestamp.
    pub ts: String,
}

impl SessionResumedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>, ts: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionResumedType,
            session_id: session_id.into(),
            ts: ts.into(),
        }
    }
}

/// The `session.renamed` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRenamedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionRenamedType,
    /// Session id.
    pub session_id: String,
    /// Title.
    pub title: String,
    /// Timestamp.
    pub ts: String,
}

impl SessionRenamedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        title: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::SessionRenamedType,
            session_id: session_id.into(),
            title: title.into(),
            ts: ts.into(),
        }
    }
}

/// The `session.forked` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionForkedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionForkedType,
    /// Session id.
    pub session_id: String,
    /// Source session id.
    pub source_session_id: String,
    /// Timestamp.
    pub ts: String,
}

impl SessionForkedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        source_session_id: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::SessionForkedType,
            session_id: session_id.into(),
            source_session_id: source_session_id.into(),
            ts: ts.into(),
        }
    }
}

/// The `session.deleted` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionDeletedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionDeletedType,
    /// Session id.
    pub session_id: String,
    /// Timestamp.
    pub ts: String,
}

impl SessionDeletedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>, ts: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionDeletedType,
            session_id: session_id.into(),
            ts: ts.into(),
        }
    }
}

/// The `session.closed` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionClosedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionClosedType,
    /// Session id.
    pub session_id: String,
    /// Timestamp.
    pub ts: String,
}

impl SessionClosedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>, ts: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionClosedType,
            session_id: session_id.into(),
            ts: ts.into(),
        }
    }
}

/// The `permission.denied` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PermissionDeniedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
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

impl PermissionDeniedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        run_id: impl Into<String>,
        tool_use_id: impl Into<String>,
        decision: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::PermissionDeniedType,
            run_id: run_id.into(),
            tool_use_id: tool_use_id.into(),
            decision: decision.into(),
            ts: ts.into(),
        }
    }
}

/// The `permission.granted` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PermissionGrantedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
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

impl PermissionGrantedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        run_id: impl Into<String>,
        tool_use_id: impl Into<String>,
        decision: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::PermissionGrantedType,
            run_id: run_id.into(),
            tool_use_id: tool_use_id.into(),
            decision: decision.into(),
            ts: ts.into(),
        }
    }
}

/// The `permission.requested` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct PermissionRequestedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
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

impl PermissionRequestedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        run_id: impl Into<String>,
        tool_use_id: impl Into<String>,
        tool_name: impl Into<String>,
        params: JsonObject,
        param_preview: impl Into<String>,
        session_id: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::PermissionRequestedType,
            run_id: run_id.into(),
            tool_use_id: tool_use_id.into(),
            tool_name: tool_name.into(),
            params,
            param_preview: param_preview.into(),
            session_id: session_id.into(),
            ts: ts.into(),
        }
    }
}

/// The `session.interrupted` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionInterruptedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionInterruptedType,
    /// Session id.
    pub session_id: String,
    /// Last run id.
    pub last_run_id: String,
    /// Reason. Default: `"cancelled"`.
    #[serde(default = "default_session_interrupted_event_reason")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub reason: String,
    /// Timestamp.
    pub ts: String,
}

impl SessionInterruptedEvent {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        last_run_id: impl Into<String>,
        ts: impl Into<String>,
    ) -> Self {
        Self {
            r#type: crate::tags::SessionInterruptedType,
            session_id: session_id.into(),
            last_run_id: last_run_id.into(),
            reason: default_session_interrupted_event_reason(),
            ts: ts.into(),
        }
    }
}

fn default_session_interrupted_event_reason() -> String {
    "cancelled".to_owned()
}
