//! Daemon lifecycle events: core start, workspace changes, runtime event appends, hooks, goal decisions, audit, recovery, extensions and background jobs.

use crate::prelude::*;

string_enum! {
    /// Extension UI kind: one of `status`, `working_message`, `working_visible`, `hidden_thinking_label`, `widget`, `title`, `editor_text`, `editor_insert`, `tools_expanded`.
    pub enum ExtensionUiKind {
        /// `"status"`.
        Status = "status",
        /// `"working_message"`.
        WorkingMessage = "working_message",
        /// `"working_visible"`.
        WorkingVisible = "working_visible",
        /// `"hidden_thinking_label"`.
        HiddenThinkingLabel = "hidden_thinking_label",
        /// `"widget"`.
        Widget = "widget",
        /// `"title"`.
        Title = "title",
        /// `"editor_text"`.
        EditorText = "editor_text",
        /// `"editor_insert"`.
        EditorInsert = "editor_insert",
        /// `"tools_expanded"`.
        ToolsExpanded = "tools_expanded",
    }
}

string_enum! {
    /// Notification severity: one of `info`, `warning`, `error`.
    pub enum NotificationSeverity {
        /// `"info"`.
        Info = "info",
        /// `"warning"`.
        Warning = "warning",
        /// `"error"`.
        Error = "error",
    }
}

/// The `core.started` event.
#[wire]
pub struct CoreStartedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::CoreStartedType,
    /// Listen addr.
    pub listen_addr: String,
    /// Version.
    pub version: String,
}

/// The `runtime.event` event.
#[wire]
pub struct RuntimeEventAppendedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RuntimeEventType,
    /// Thread id.
    pub thread_id: String,
    /// Turn id. Required; may be `null`.
    pub turn_id: Option<String>,
    /// Sequence number.
    pub seq: i64,
    /// Event type.
    pub event_type: String,
    /// Payload.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub payload: JsonObject,
    /// Timestamp.
    pub ts: String,
}

/// The `hook.executed` event.
#[wire]
pub struct HookExecutedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::HookExecutedType,
    /// Hook id.
    pub hook_id: String,
    /// Run id. Default: `""`.
    #[wire(default)]
    pub run_id: String,
    /// Event name.
    pub event_name: String,
    /// Status.
    pub status: String,
    /// Blocking.
    pub blocking: bool,
    /// On failure.
    pub on_failure: String,
    /// Elapsed (milliseconds).
    pub elapsed_ms: i64,
    /// Blocked.
    pub blocked: bool,
    /// Reason.
    pub reason: String,
    /// Output truncated.
    pub output_truncated: bool,
    /// Exit code. Required; may be `null`.
    pub exit_code: Option<i64>,
    /// Process usage. Default: empty object.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[wire(default_factory)]
    pub process_usage: JsonObject,
    /// Timestamp.
    pub ts: String,
}

/// The `goal.continue_decision` event.
#[wire]
pub struct GoalContinueDecisionEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::GoalContinueDecisionType,
    /// Goal id.
    pub goal_id: String,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
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
    /// Paused needs confirmation.
    pub paused_needs_confirmation: bool,
    /// Timestamp.
    pub ts: String,
}

/// The `audit.degraded` event.
#[wire]
pub struct AuditDegradedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::AuditDegradedType,
    /// Source.
    pub source: String,
    /// Diagnostic id.
    pub diagnostic_id: String,
    /// Error type.
    pub error_type: String,
    /// Message. Default: `"Audit persistence is degraded; mutating tools are paused until repair and restart."`.
    #[wire(
        default = "Audit persistence is degraded; mutating tools are paused until repair and restart."
    )]
    pub message: String,
    /// Timestamp.
    pub ts: String,
}

/// The `background.finished` event.
#[wire]
pub struct BackgroundJobFinishedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::BackgroundFinishedType,
    /// Job id.
    pub job_id: String,
    /// Run id.
    pub run_id: String,
    /// Session id.
    pub session_id: String,
    /// Status.
    pub status: String,
    /// Output preview.
    pub output_preview: String,
    /// Process usage. Default: empty object.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[wire(default_factory)]
    pub process_usage: JsonObject,
    /// Timestamp.
    pub ts: String,
}

/// The `background.started` event.
#[wire]
pub struct BackgroundJobStartedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::BackgroundStartedType,
    /// Job id.
    pub job_id: String,
    /// Run id.
    pub run_id: String,
    /// Session id.
    pub session_id: String,
    /// Command.
    pub command: String,
    /// Timestamp.
    pub ts: String,
}

/// The `core.workspace_changed` event.
#[wire]
pub struct CoreWorkspaceChangedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::CoreWorkspaceChangedType,
    /// Previous workspace.
    pub previous_workspace: String,
    /// Workspace.
    pub workspace: String,
    /// Timestamp.
    pub ts: String,
}

/// The `extension.notification` event.
#[wire]
pub struct ExtensionNotificationEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ExtensionNotificationType,
    /// Run id.
    pub run_id: String,
    /// Session id.
    pub session_id: String,
    /// Message.
    pub message: String,
    /// Severity. Default: `"info"`.
    #[wire(default = "info")]
    pub severity: NotificationSeverity,
    /// Timestamp.
    pub ts: String,
}

/// The `extension.ui_updated` event.
#[wire]
pub struct ExtensionUiUpdatedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ExtensionUiUpdatedType,
    /// Run id.
    pub run_id: String,
    /// Session id.
    pub session_id: String,
    /// Kind.
    pub kind: ExtensionUiKind,
    /// Key. Default: `""`.
    #[wire(default)]
    pub key: String,
    /// Value. Absent means `null`.
    #[cfg_attr(feature = "ts-rs", ts(type = "unknown"))]
    #[wire(default_null)]
    pub value: serde_json::Value,
    /// Timestamp.
    pub ts: String,
}

/// The `recovery.available` event.
#[wire]
pub struct RecoveryAvailableEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RecoveryAvailableType,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Interruption kind.
    pub interruption_kind: String,
    /// Safe to resume.
    pub safe_to_resume: bool,
    /// Summary.
    pub summary: String,
    /// Actions.
    pub actions: Vec<String>,
    /// Timestamp.
    pub ts: String,
}

/// The `recovery.resolved` event.
#[wire]
pub struct RecoveryResolvedEvent {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RecoveryResolvedType,
    /// Session id.
    pub session_id: String,
    /// Run id.
    pub run_id: String,
    /// Action.
    pub action: String,
    /// Timestamp.
    pub ts: String,
}
