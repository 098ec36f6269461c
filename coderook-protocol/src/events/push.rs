//! The server push envelope: `{"kind": "event", "event": {...}}`.

use crate::prelude::*;

/// A server push frame (`kind: "event"`) carrying one event.
#[wire]
pub struct EventPushEnvelope {
    /// Kind. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub kind: crate::tags::KindEvent,
    /// Event.
    #[cfg_attr(
        feature = "schemars",
        schemars(schema_with = "crate::events::Event::json_schema", extend("x-wire-type" = "Event"))
    )]
    #[cfg_attr(feature = "ts-rs", ts(type = "Event"))]
    pub event: crate::events::Event,
}
