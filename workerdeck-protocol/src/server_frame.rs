//! [`ServerFrame`]: frames the server sends on a session WebSocket.

use crate::dispatch::{self, Members, Name, Tagged};
use crate::frames::{
    AttachedFrame, EventFrame, ProtocolErrorFrame, ToolCallCanceledFrame, ToolCallRequestFrame,
};
use serde::{Deserialize, Deserializer, Serialize};

/// A frame from the server on a session WebSocket (server → client). Closed.
///
/// Every member type carries its own `type` field (two of them,
/// [`AttachedFrame`] and [`ToolCallRequestFrame`], are named upstream).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[serde(untagged)]
#[allow(clippy::large_enum_variant)]
pub enum ServerFrame {
    /// First frame after a successful attach.
    Attached(AttachedFrame),
    /// One session event (replayed or live).
    Event(EventFrame),
    /// Run a tool call in the client's sandbox.
    ToolCallRequest(ToolCallRequestFrame),
    /// A bridged execution no longer needs an answer.
    ToolCallCanceled(ToolCallCanceledFrame),
    /// The server could not accept what the client sent.
    ProtocolError(ProtocolErrorFrame),
}

impl ServerFrame {
    /// The frame's `type`.
    pub fn tag(&self) -> &'static str {
        match self {
            Self::Attached(_) => "attached",
            Self::Event(_) => "event",
            Self::ToolCallRequest(_) => "tool_call_request",
            Self::ToolCallCanceled(_) => "tool_call_canceled",
            Self::ProtocolError(_) => "protocol_error",
        }
    }
}

impl Tagged for ServerFrame {
    const TAG: &'static str = "type";
    const EXPECTING: &'static str = "a ServerFrame object";
    type Tag<'de> = Name<'de>;
    fn variant<'de, A: serde::de::MapAccess<'de>>(
        tag: Name<'de>,
        rest: Members<'de, A>,
    ) -> Result<Self, A::Error> {
        match tag.as_str() {
            "attached" => rest.decode_with_tag("attached").map(Self::Attached),
            "event" => rest.decode_with_tag("event").map(Self::Event),
            "tool_call_request" => rest
                .decode_with_tag("tool_call_request")
                .map(Self::ToolCallRequest),
            "tool_call_canceled" => rest
                .decode_with_tag("tool_call_canceled")
                .map(Self::ToolCallCanceled),
            "protocol_error" => rest
                .decode_with_tag("protocol_error")
                .map(Self::ProtocolError),
            other => Err(dispatch::unknown_tag(
                "ServerFrame",
                "type",
                other,
                &[
                    "attached",
                    "event",
                    "tool_call_request",
                    "tool_call_canceled",
                    "protocol_error",
                ],
            )),
        }
    }
}

impl<'de> Deserialize<'de> for ServerFrame {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        wire_kit::tagged::deserialize(d)
    }
}
