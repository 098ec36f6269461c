//! Tool-detail summaries and byte-paged tool output (`GET /tool-details`,
//! `GET /tool-details/{callId}`).

use crate::common::{NonNegative, string_enum, wire};

string_enum! {
    /// `ToolDetailSummary.state`.
    #[string_enum(inline, utoipa)]
    pub enum ToolDetailState {
        /// The call succeeded.
        Success = "success",
        /// The call failed.
        Error = "error",
        /// The call was skipped.
        Skipped = "skipped",
    }
}

/// Safe summary of one tool call from the active workspace's project
/// artifact repository. It is not proof that an artifact belongs to a
/// particular session.
#[wire]
pub struct ToolDetailSummary {
    /// Call id (the `callId` path parameter of `GET /tool-details/{callId}`).
    pub call_id: String,
    /// Sequence number (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub sequence: NonNegative,
    /// The turn that made the call.
    #[wire(optional)]
    pub turn_id: Option<String>,
    /// Tool name.
    pub tool_name: String,
    /// Outcome.
    pub state: ToolDetailState,
    /// Size of the output in bytes (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub output_bytes: NonNegative,
    /// Opaque project artifact identifier; it is not a filesystem path.
    #[wire(optional)]
    pub artifact_id: Option<String>,
    /// Whether an artifact holds the output.
    pub has_artifact: bool,
}

/// One bounded tool-detail summary page (at most 100 items).
#[wire]
pub struct ToolDetailSummaryPage {
    /// The summaries (`maxItems: 100`).
    #[cfg_attr(feature = "utoipa", schema(value_type = Vec<ToolDetailSummary>, max_items = 100))]
    pub items: wire_kit::BoundedVec<ToolDetailSummary, 0, 100>,
    /// Cursor of the next page; required, `null` on the last page.
    pub next_cursor: Option<String>,
}

/// One UTF-8-safe redacted output page.
#[wire]
pub struct ToolDetailPage {
    /// The output slice.
    pub content: String,
    /// Where the slice starts, in bytes (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub offset_bytes: NonNegative,
    /// Where the next slice starts. Omitted or null when the page reaches
    /// the end of the artifact: absent and `null` both decode to `None`,
    /// and `None` is emitted as absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    #[cfg_attr(feature = "utoipa", schema(value_type = Option<i64>, minimum = 0))]
    pub next_offset_bytes: Option<NonNegative>,
    /// Total output size in bytes (`minimum: 0`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 0))]
    pub total_bytes: NonNegative,
    /// Whether anything was redacted.
    pub redacted: bool,
}
