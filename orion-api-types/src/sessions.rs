//! Sessions of the active workspace (`GET/POST /sessions`,
//! `PATCH /sessions/{sessionId}`, `POST /sessions/{sessionId}/activate`).

use crate::common::{NonNegative, RequestId, wire};

wire_kit::validated_string! {
    /// A session name as a client sets it: 1 to 120 characters.
    pub struct SessionName {
        min: 1,
        max: 120,
    }
}

/// A mutation body that carries only its idempotency key.
#[wire]
pub struct MutationRequest {
    /// Idempotency key.
    pub request_id: RequestId,
}

/// Create a new active session.
#[wire]
pub struct CreateSessionRequest {
    /// Idempotency key.
    pub request_id: RequestId,
    /// Optional initial name (1 to 120 characters).
    #[wire(optional)]
    pub name: Option<SessionName>,
}

/// Rename a session.
#[wire]
pub struct RenameSessionRequest {
    /// Idempotency key.
    pub request_id: RequestId,
    /// The new name (1 to 120 characters).
    pub name: SessionName,
}

/// One session of the active workspace.
#[wire]
pub struct SessionSummary {
    /// Session id.
    pub id: String,
    /// Canonical project path.
    pub project_path: String,
    /// Display name.
    #[wire(optional)]
    pub name: Option<String>,
    /// Model id.
    pub model: String,
    /// Creation time (`format: date-time`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
    pub created_at: String,
    /// Last update time (`format: date-time`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
    pub updated_at: String,
    /// Number of transcript messages (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub message_count: NonNegative,
    /// Short task summary.
    #[wire(optional)]
    pub task_summary: Option<String>,
    /// Id of the active goal.
    #[wire(optional)]
    pub active_goal_id: Option<String>,
    /// Objective of the active goal.
    #[wire(optional)]
    pub active_goal_objective: Option<String>,
}

/// One bounded session page (at most 100 items).
#[wire]
pub struct SessionPage {
    /// The sessions (`maxItems: 100`).
    #[cfg_attr(feature = "utoipa", schema(value_type = Vec<SessionSummary>, max_items = 100))]
    pub items: wire_kit::BoundedVec<SessionSummary, 0, 100>,
    /// Cursor of the next page; required, `null` on the last page.
    pub next_cursor: Option<String>,
}

/// A created or renamed session, or an exact `requestId` retry replayed.
#[wire]
pub struct SessionMutationResult {
    /// The request's idempotency key.
    pub request_id: RequestId,
    /// The session after the change.
    pub session: SessionSummary,
}
