//! The session recovery snapshot (`GET /sessions/{sessionId}/snapshot`):
//! runtime state, pending approvals, goal and plan projections.

use crate::common::{ApiVersion, JsonObject, NonNegative, NonNegativeNumber, string_enum, wire};
use crate::sessions::SessionSummary;
use crate::transcript::TranscriptPage;
use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error as _};

wire_kit::literal! {
    /// `GoalView.authority`: `const: turn_commit`.
    pub struct GoalAuthority = "turn_commit";
}

/// Goal projection from the latest valid TurnCommitV1. A legacy Goal
/// sidecar is eligible only as a one-time migration seed and is never a
/// competing read authority.
#[wire]
pub struct GoalView {
    /// Always `turn_commit`.
    #[wire(tag)]
    pub authority: GoalAuthority,
    /// Digest of the projected state (non-empty).
    #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
    pub digest: wire_kit::BoundedString<1, { usize::MAX }>,
    /// Opaque JSON value parsed from TurnCommitV1.goalState. The v0.3.0
    /// wire type is unknown; this contract does not invent required Goal
    /// fields or status/revision enums. Any JSON value, `null` included,
    /// but the key must be present.
    #[cfg_attr(feature = "ts-rs", ts(type = "unknown"))]
    pub state: serde_json::Value,
}

string_enum! {
    /// `PlanView.returnMode`: the agent mode restored after the planning turn.
    #[string_enum(inline, utoipa)]
    pub enum PlanReturnMode {
        /// Build mode.
        Build = "build",
        /// Auto mode.
        Auto = "auto",
    }
}

/// Exact safe projection of the PlanReceipt bound into TurnCommitV1.
/// There is no Web review, approval, status or step model. After the
/// planning turn commits, Orion restores `returnMode` and automatically
/// schedules a separate execution request.
#[wire]
pub struct PlanView {
    /// The plan text (non-empty).
    #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
    pub body: wire_kit::BoundedString<1, { usize::MAX }>,
    /// Mode restored after planning.
    pub return_mode: PlanReturnMode,
    /// Digest of the receipt (non-empty).
    #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
    pub digest: wire_kit::BoundedString<1, { usize::MAX }>,
}

string_enum! {
    /// The scope of an approval decision (`once`, `project`, `global`):
    /// `PendingApproval.allowedScopes` items and `WebCommand.scope`.
    #[string_enum(inline, utoipa)]
    pub enum ApprovalScope {
        /// This call only.
        Once = "once",
        /// Every matching call in the project.
        Project = "project",
        /// Every matching call everywhere.
        Global = "global",
    }
}

/// `PendingApproval.allowedScopes`: `const: [once, project, global]`.
///
/// A unit type: decoding accepts exactly that array, in that order, and
/// encoding always writes it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct AllowedScopes;

impl AllowedScopes {
    /// The constant value.
    pub const VALUE: [ApprovalScope; 3] = [
        ApprovalScope::Once,
        ApprovalScope::Project,
        ApprovalScope::Global,
    ];
}

impl Serialize for AllowedScopes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Self::VALUE.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for AllowedScopes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let scopes = Vec::<ApprovalScope>::deserialize(deserializer)?;
        if scopes == Self::VALUE {
            Ok(Self)
        } else {
            Err(D::Error::custom(
                r#"expected the constant ["once","project","global"]"#,
            ))
        }
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for AllowedScopes {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "AllowedScopes".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let items = generator.subschema_for::<ApprovalScope>();
        schemars::json_schema!({
            "type": "array",
            "const": ["once", "project", "global"],
            "items": items,
        })
    }
}

#[cfg(feature = "ts-rs")]
impl ts_rs::TS for AllowedScopes {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        r#"["once", "project", "global"]"#.into()
    }
    fn inline(cfg: &ts_rs::Config) -> String {
        Self::name(cfg)
    }
}

#[cfg(feature = "utoipa")]
impl utoipa::PartialSchema for AllowedScopes {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ArrayBuilder::new()
            .items(<ApprovalScope as utoipa::PartialSchema>::schema())
            .into()
    }
}
#[cfg(feature = "utoipa")]
impl utoipa::ToSchema for AllowedScopes {}

/// Runtime-owned approval that survives browser disconnect and tab closure.
#[wire]
pub struct PendingApproval {
    /// Approval id (answered by `permission_decision.requestPermissionId`).
    pub id: String,
    /// The tool asking for permission.
    pub tool_name: String,
    /// Why the tool asks.
    #[wire(optional)]
    pub reason: Option<String>,
    /// The call's arguments, sanitized (an open object).
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[cfg_attr(feature = "utoipa", schema(value_type = Object))]
    pub sanitized_arguments: JsonObject,
    /// Always `["once", "project", "global"]`.
    pub allowed_scopes: AllowedScopes,
}

/// A queued follow-up message.
#[wire]
pub struct FollowupItem {
    /// Item id (what `remove_followup.itemId` names).
    pub id: String,
    /// The queued text.
    pub text: String,
    /// When it was queued (`type: number, minimum: 0`).
    pub queued_at: NonNegativeNumber,
}

/// Runtime state of the session.
#[wire]
pub struct SessionRuntimeSnapshot {
    /// Whether the runtime is active.
    pub active: bool,
    /// Whether a turn is being processed.
    pub processing: bool,
    /// Current agent mode (an open string).
    pub agent_mode: String,
    /// Current permission mode (an open string).
    pub permission_mode: String,
    /// Runtime status (an open string).
    pub status: String,
    /// Queued follow-ups.
    pub followups: Vec<FollowupItem>,
    /// How many follow-ups may be queued (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub followup_limit: NonNegative,
    /// Runtime context-usage projection or null; the wire type is
    /// currently unknown. Required key, any value.
    #[cfg_attr(feature = "ts-rs", ts(type = "unknown"))]
    pub context_usage: serde_json::Value,
    /// Runtime token-usage projection or null; the wire type is currently
    /// unknown. Required key, any value.
    #[cfg_attr(feature = "ts-rs", ts(type = "unknown"))]
    pub token_usage: serde_json::Value,
}

string_enum! {
    /// `SessionSnapshot.threadStatus`.
    #[string_enum(inline, utoipa)]
    pub enum ThreadStatus {
        /// No turn yet.
        New = "new",
        /// A turn is running.
        Active = "active",
        /// Between turns.
        Idle = "idle",
        /// A legacy session without a materialized Thread.
        Legacy = "legacy",
    }
}

/// Recovery snapshot for one session. Transcript items are cursor-paged;
/// `threadCursor` identifies the durable Thread projection edge and the
/// independent `eventCursor` resumes `/events`. Pending approvals are
/// projected here and remain pending across refresh, network loss and
/// tab closure.
#[wire]
pub struct SessionSnapshot {
    /// Always `1`.
    #[wire(tag)]
    pub api_version: ApiVersion,
    /// The session.
    pub session: SessionSummary,
    /// Null for a legacy session that has no materialized Thread
    /// identity. Required and nullable.
    pub thread_id: Option<String>,
    /// Latest projected durable Thread sequence; independent of
    /// `eventCursor` (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub thread_cursor: NonNegative,
    /// The `/events` cursor to resume from (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub event_cursor: NonNegative,
    /// Digest of the projection.
    #[wire(optional)]
    pub projection_digest: Option<String>,
    /// Thread status.
    pub thread_status: ThreadStatus,
    /// The running turn, if any.
    #[wire(optional)]
    pub active_turn_id: Option<String>,
    /// One transcript page.
    pub transcript: TranscriptPage,
    /// Runtime state.
    pub runtime: SessionRuntimeSnapshot,
    /// Approvals waiting for a decision.
    pub pending_approvals: Vec<PendingApproval>,
    /// The goal projection; required, `null` when there is none.
    #[cfg_attr(
        feature = "schemars",
        schemars(with = "crate::common::OneOfNullable<GoalView>")
    )]
    pub goal: Option<GoalView>,
    /// The plan projection; required, `null` when there is none.
    #[cfg_attr(
        feature = "schemars",
        schemars(with = "crate::common::OneOfNullable<PlanView>")
    )]
    pub plan: Option<PlanView>,
    /// Recovery diagnostics; their shape is not specified (`items: {}`).
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<unknown>"))]
    pub recovery_diagnostics: Vec<serde_json::Value>,
}
