//! Canonical workspaces (`GET /workspaces`, `POST /workspaces/activate`).

use crate::common::{NonNegative, RequestId, wire};

wire_kit::validated_string! {
    /// A workspace path as a client sends it: 1 to 4096 characters.
    pub struct WorkspacePath {
        min: 1,
        max: 4096,
    }
}

/// Select a canonical workspace after draining the previous runtime owner.
#[wire]
pub struct ActivateWorkspaceRequest {
    /// Idempotency key.
    pub request_id: RequestId,
    /// The workspace to activate.
    pub path: WorkspacePath,
}

/// One canonical workspace known to the local installation.
#[wire]
pub struct WorkspaceSummary {
    /// Canonical path.
    pub path: String,
    /// Display label.
    pub label: String,
    /// Whether this is the active workspace.
    pub active: bool,
    /// How many sessions it holds (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub session_count: NonNegative,
}

/// One bounded workspace page (at most 100 items).
#[wire]
pub struct WorkspacePage {
    /// The workspaces (`maxItems: 100`).
    #[cfg_attr(feature = "utoipa", schema(value_type = Vec<WorkspaceSummary>, max_items = 100))]
    pub items: wire_kit::BoundedVec<WorkspaceSummary, 0, 100>,
    /// Cursor of the next page; required, `null` on the last page.
    pub next_cursor: Option<String>,
}

/// Workspace selected, or an exact `requestId` retry replayed.
#[wire]
pub struct WorkspaceMutationResult {
    /// The request's idempotency key.
    pub request_id: RequestId,
    /// The now active workspace.
    pub active: String,
    /// The first workspace page after the change.
    pub page: WorkspacePage,
}
