//! Event subscriptions: `event.subscribe`, `event.unsubscribe`, `event.replay` and the runtime event record.

use crate::prelude::*;

/// Params of the `event.subscribe` command (the JSON-RPC `method` is `"event.subscribe"`). Its result is [`EventSubscribeResult`].
#[wire]
pub struct EventSubscribeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::EventSubscribeType,
    /// Topics.
    pub topics: Vec<String>,
    /// Scope. Default: `"global"`.
    #[wire(default = "global")]
    pub scope: String,
    /// Replay from run. Absent means `null`.
    #[wire(default_null)]
    pub replay_from_run: Option<String>,
    /// Thread id. Absent means `null`.
    #[wire(default_null)]
    pub thread_id: Option<NonEmptyString>,
    /// After sequence number. Default: `0`.
    #[wire(default = 0)]
    pub after_seq: NonNegative,
}

/// Result of `event.subscribe`.
#[wire]
pub struct EventSubscribeResult {
    /// Subscription id.
    pub subscription_id: String,
    /// Replayed count. Default: `0`.
    #[wire(default)]
    pub replayed_count: i64,
    /// Last sequence number. Absent means `null`.
    #[wire(default_null)]
    pub last_seq: Option<i64>,
}

/// Params of the `event.unsubscribe` command (the JSON-RPC `method` is `"event.unsubscribe"`). Its result is [`EventUnsubscribeResult`].
#[wire]
pub struct EventUnsubscribeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::EventUnsubscribeType,
    /// Subscription id.
    pub subscription_id: NonEmptyString,
}

/// Result of `event.unsubscribe`.
#[wire]
pub struct EventUnsubscribeResult {
    /// Subscription id.
    pub subscription_id: String,
    /// Removed.
    pub removed: bool,
}

/// Params of the `event.replay` command (the JSON-RPC `method` is `"event.replay"`). Its result is [`EventReplayResult`].
#[wire]
pub struct EventReplayCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::EventReplayType,
    /// Thread id.
    pub thread_id: NonEmptyString,
    /// After sequence number. Default: `0`.
    #[wire(default = 0)]
    pub after_seq: NonNegative,
    /// Limit. Default: `1000`.
    #[wire(default = 1000)]
    pub limit: BoundedInt<1, 1000>,
}

/// Result of `event.replay`.
#[wire]
pub struct EventReplayResult {
    /// Events.
    pub events: Vec<RuntimeEventRecord>,
    /// Latest sequence number.
    pub latest_seq: i64,
    /// Has more.
    pub has_more: bool,
}

/// `RuntimeEventRecord`, a record shared by several messages.
#[wire(closed)]
pub struct RuntimeEventRecord {
    /// Thread id.
    pub thread_id: NonEmptyString,
    /// Turn id. Absent means `null`.
    #[wire(default_null)]
    pub turn_id: Option<String>,
    /// Sequence number.
    pub seq: Positive,
    /// Type.
    pub r#type: NonEmptyString,
    /// Payload. Default: empty object.
    #[wire(default_factory)]
    pub payload: BTreeMap<String, JsonValue>,
    /// Timestamp.
    pub ts: Timestamp,
    /// Schema version. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub schema_version: crate::tags::SchemaVersion1,
}
