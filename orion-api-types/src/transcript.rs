//! Transcript messages, as paged inside a [`SessionSnapshot`](crate::SessionSnapshot).

use crate::common::{NonNegativeNumber, string_enum, wire};

string_enum! {
    /// `TranscriptMessage.role`.
    #[string_enum(inline, utoipa)]
    pub enum TranscriptRole {
        /// System prompt.
        System = "system",
        /// User turn.
        User = "user",
        /// Assistant turn.
        Assistant = "assistant",
        /// Tool result.
        Tool = "tool",
    }
}

/// One transcript message. Its tool calls keep the wire name `tool_calls`
/// (snake case, unlike every other field).
#[wire]
pub struct TranscriptMessage {
    /// Message id.
    pub id: String,
    /// Author role.
    pub role: TranscriptRole,
    /// Displayed content.
    pub content: String,
    /// Time stamp (`type: number, minimum: 0`; the unit is not specified).
    pub timestamp: NonNegativeNumber,
    /// The content as the model saw it, when it differs.
    #[wire(optional)]
    pub model_visible_content: Option<String>,
    /// For a tool message, the call it answers.
    #[wire(optional)]
    pub tool_call_id: Option<String>,
    /// Tool calls of an assistant message; their shape is not specified
    /// (`items: {}`).
    #[serde(
        rename = "tool_calls",
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "Vec<serde_json::Value>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional, type = "Array<unknown>"))]
    pub tool_calls: Option<Vec<serde_json::Value>>,
    /// Skills applied to this message.
    #[wire(optional)]
    pub applied_skills: Option<Vec<String>>,
}

/// One bounded transcript page (at most 100 items).
#[wire]
pub struct TranscriptPage {
    /// The messages (`maxItems: 100`).
    #[cfg_attr(feature = "utoipa", schema(value_type = Vec<TranscriptMessage>, max_items = 100))]
    pub items: wire_kit::BoundedVec<TranscriptMessage, 0, 100>,
    /// Cursor of the next page; required, `null` on the last page.
    pub next_cursor: Option<String>,
}
