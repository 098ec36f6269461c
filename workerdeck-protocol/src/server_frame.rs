//! [`ServerFrame`]: frames the server sends on a session WebSocket.

use crate::dispatch::{self, Dispatch};
use crate::frames::{
    AttachedFrame, EventFrame, ProtocolErrorFrame, ToolCallCanceledFrame, ToolCallRequestFrame,
};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};
use std::fmt;

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

impl Dispatch for ServerFrame {
    const TAG: &'static str = "type";
    const NAME: &'static str = "ServerFrame";
    const VARIANTS: &'static [&'static str] = &[
        "attached",
        "event",
        "tool_call_request",
        "tool_call_canceled",
        "protocol_error",
    ];
    fn dispatch<'de, D: Deserializer<'de>>(tag: &str, rest: D) -> Result<Self, D::Error> {
        let with_tag = WithTag { tag, inner: rest };
        match tag {
            "attached" => AttachedFrame::deserialize(with_tag).map(Self::Attached),
            "event" => EventFrame::deserialize(with_tag).map(Self::Event),
            "tool_call_request" => {
                ToolCallRequestFrame::deserialize(with_tag).map(Self::ToolCallRequest)
            }
            "tool_call_canceled" => {
                ToolCallCanceledFrame::deserialize(with_tag).map(Self::ToolCallCanceled)
            }
            "protocol_error" => ProtocolErrorFrame::deserialize(with_tag).map(Self::ProtocolError),
            other => Err(dispatch::unknown_tag::<Self, D::Error>(other)),
        }
    }
}

impl<'de> Deserialize<'de> for ServerFrame {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(dispatch::UnionVisitor::<Self>(std::marker::PhantomData))
    }
}

/// Gives the already consumed `type` back to a member type that has it as a field.
struct WithTag<'t, D> {
    tag: &'t str,
    inner: D,
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for WithTag<'_, D> {
    type Error = D::Error;
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.inner.deserialize_map(WithTagVisitor {
            tag: self.tag,
            visitor,
        })
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

struct WithTagVisitor<'t, V> {
    tag: &'t str,
    visitor: V,
}

impl<'de, V: Visitor<'de>> Visitor<'de> for WithTagVisitor<'_, V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.visitor.expecting(f)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.visitor.visit_map(WithTagMap {
            tag: Some(self.tag),
            pending: false,
            map,
        })
    }
}

struct WithTagMap<'t, A> {
    tag: Option<&'t str>,
    pending: bool,
    map: A,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for WithTagMap<'_, A> {
    type Error = A::Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        if self.tag.is_some() && !self.pending {
            self.pending = true;
            return seed
                .deserialize(de::value::StrDeserializer::<A::Error>::new("type"))
                .map(Some);
        }
        self.map.next_key_seed(seed)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        if let (true, Some(tag)) = (self.pending, self.tag) {
            self.tag = None;
            return seed.deserialize(de::value::StrDeserializer::<A::Error>::new(tag));
        }
        self.map.next_value_seed(seed)
    }
}
