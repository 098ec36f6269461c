//! The server push envelope: `{"kind": "event", "event": {...}}`.

use crate::prelude::*;

/// A server push frame (`kind: "event"`) carrying one event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct EventPushEnvelope {
    /// Kind. Constant; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub kind: crate::tags::KindEvent,
    /// Event.
    #[cfg_attr(
        feature = "schemars",
        schemars(with = "JsonObject", extend("x-wire-type" = "Event"))
    )]
    #[cfg_attr(feature = "ts-rs", ts(type = "Event"))]
    pub event: crate::events::Event,
}

impl EventPushEnvelope {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(event: crate::events::Event) -> Self {
        Self {
            kind: crate::tags::KindEvent,
            event,
        }
    }
}
