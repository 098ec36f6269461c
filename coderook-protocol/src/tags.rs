//! The `const` values of the contract: `type` tags and the other fixed fields.
//!
//! Each is a unit type that decodes only its own value and always encodes it.
//! A method's or an event's `type` tag is declared by its row in the method
//! or event table (`as Tag`) and re-exported here; the other constants are
//! declared below.

pub use crate::events::event_tags::*;
pub use crate::methods::method_tags::*;

wire_kit::literal! {
    /// The constant `true` of a `answered` field.
    pub struct AnsweredTrue = true;
}

wire_kit::literal! {
    /// The constant `false` of a `applied` field.
    pub struct AppliedFalse = false;
}

wire_kit::literal! {
    /// The constant `true` of a `authenticated` field.
    pub struct AuthenticatedTrue = true;
}

wire_kit::literal! {
    /// The constant `true` of a `deleted` field.
    pub struct DeletedTrue = true;
}

wire_kit::literal! {
    /// The constant `"applied"` of a `handoff_status` field.
    pub struct HandoffStatusApplied = "applied";
}

wire_kit::literal! {
    /// The constant `"event"` of a `kind` field.
    pub struct KindEvent = "event";
}

wire_kit::literal! {
    /// The constant `true` of a `queued` field.
    pub struct QueuedTrue = true;
}

wire_kit::literal! {
    /// The constant `1` of a `schema_version` field.
    pub struct SchemaVersion1 = 1;
}

wire_kit::literal! {
    /// The constant `4` of a `schema_version` field.
    pub struct SchemaVersion4 = 4;
}

wire_kit::literal! {
    /// The constant `"cancelled"` of a `status` field.
    pub struct StatusCancelled = "cancelled";
}

wire_kit::literal! {
    /// The constant `"resolved"` of a `status` field.
    pub struct StatusResolved = "resolved";
}

wire_kit::literal! {
    /// The constant `"started"` of a `status` field.
    pub struct StatusStarted = "started";
}

wire_kit::literal! {
    /// The constant `"fail"` of a `verdict` field.
    pub struct VerdictFail = "fail";
}

wire_kit::literal! {
    /// The constant `"pass"` of a `verdict` field.
    pub struct VerdictPass = "pass";
}
