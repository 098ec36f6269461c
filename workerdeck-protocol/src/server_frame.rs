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
pub enum ServerFrame {
    /// First frame after a successful attach.
    Attached(Box<AttachedFrame>),
    /// One session event (replayed or live).
    Event(Box<EventFrame>),
    /// Run a tool call in the client's sandbox.
    ToolCallRequest(Box<ToolCallRequestFrame>),
    /// A bridged execution no longer needs an answer.
    ToolCallCanceled(Box<ToolCallCanceledFrame>),
    /// The server could not accept what the client sent.
    ProtocolError(Box<ProtocolErrorFrame>),
}

macro_rules! from_frame {
    ($($variant:ident($ty:ty)),*) => {$(
        impl From<$ty> for ServerFrame {
            fn from(frame: $ty) -> Self {
                Self::$variant(Box::new(frame))
            }
        }
    )*};
}
from_frame!(
    Attached(AttachedFrame),
    Event(EventFrame),
    ToolCallRequest(ToolCallRequestFrame),
    ToolCallCanceled(ToolCallCanceledFrame),
    ProtocolError(ProtocolErrorFrame)
);

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
            "attached" => rest
                .decode_with_tag("attached")
                .map(|f| Self::Attached(Box::new(f))),
            "event" => rest.decode::<EventMembers>().map(|m| {
                Self::Event(Box::new(EventFrame {
                    r#type: crate::tags::Event,
                    event: m.event,
                }))
            }),
            "tool_call_request" => rest
                .decode_with_tag("tool_call_request")
                .map(|f| Self::ToolCallRequest(Box::new(f))),
            "tool_call_canceled" => rest
                .decode_with_tag("tool_call_canceled")
                .map(|f| Self::ToolCallCanceled(Box::new(f))),
            "protocol_error" => rest
                .decode_with_tag("protocol_error")
                .map(|f| Self::ProtocolError(Box::new(f))),
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

/// An `event` frame's members other than its `type`, which is read already:
/// the most frequent frame skips giving the constant back to
/// [`EventFrame`]'s own decoder to check a second time.
#[derive(Deserialize)]
struct EventMembers {
    event: crate::SessionEvent,
}

impl<'de> Deserialize<'de> for ServerFrame {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        wire_kit::tagged::deserialize(d)
    }
}
