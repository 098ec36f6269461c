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
    pub fn new(session_id: String, mode: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::SessionCreatedType,
            session_id,
            mode,
            ts,
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
    pub fn new(session_id: String, content: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::SessionMessageReceivedType,
            session_id,
            content,
            ts,
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
    pub fn new(session_id: String, last_run_id: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::SessionWaitingForInputType,
            session_id,
            last_run_id,
            ts,
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
        session_id: String,
        run_id: String,
        request: String,
        plan: String,
        ts: String,
    ) -> Self {
        Self {
            r#type: crate::tags::PlanReadyType,
            session_id,
            run_id,
            request,
            plan,
            plan_ticket: String::new(),
            ts,
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
    pub fn new(session_id: String, run_id: String, decision: PlanDecision, ts: String) -> Self {
        Self {
            r#type: crate::tags::PlanResolvedType,
            session_id,
            run_id,
            decision,
            revision: String::new(),
            plan_ticket: String::new(),
            ts,
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
    pub fn new(run_id: String, plan: Vec<PlanStepState>, ts: String) -> Self {
        Self {
            r#type: crate::tags::PlanUpdatedType,
            run_id,
            explanation: String::new(),
            plan,
            plan_ticket: String::new(),
            ts,
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
        question_id: String,
        run_id: String,
        session_id: String,
        question: String,
        header: String,
        options: Vec<String>,
        ts: String,
    ) -> Self {
        Self {
            r#type: crate::tags::UserQuestionAskedType,
            question_id,
            run_id,
            session_id,
            question,
            header,
            options,
            multi_select: false,
            ts,
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
    pub fn new(session_id: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::SessionResumedType,
            session_id,
            ts,
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
    pub fn new(session_id: String, title: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::SessionRenamedType,
            session_id,
            title,
            ts,
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
    pub fn new(session_id: String, source_session_id: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::SessionForkedType,
            session_id,
            source_session_id,
            ts,
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
    pub fn new(session_id: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::SessionDeletedType,
            session_id,
            ts,
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
    pub fn new(session_id: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::SessionClosedType,
            session_id,
            ts,
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
    pub fn new(run_id: String, tool_use_id: String, decision: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::PermissionDeniedType,
            run_id,
            tool_use_id,
            decision,
            ts,
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
    pub fn new(run_id: String, tool_use_id: String, decision: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::PermissionGrantedType,
            run_id,
            tool_use_id,
            decision,
            ts,
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
        run_id: String,
        tool_use_id: String,
        tool_name: String,
        params: JsonObject,
        param_preview: String,
        session_id: String,
        ts: String,
    ) -> Self {
        Self {
            r#type: crate::tags::PermissionRequestedType,
            run_id,
            tool_use_id,
            tool_name,
            params,
            param_preview,
            session_id,
            ts,
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
    pub fn new(session_id: String, last_run_id: String, ts: String) -> Self {
        Self {
            r#type: crate::tags::SessionInterruptedType,
            session_id,
            last_run_id,
            reason: default_session_interrupted_event_reason(),
            ts,
        }
    }
}

fn default_session_interrupted_event_reason() -> String {
    "cancelled".to_owned()
}
