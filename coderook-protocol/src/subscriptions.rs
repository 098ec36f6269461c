//! Event subscriptions: `event.subscribe`, `event.unsubscribe`, `event.replay` and the runtime event record.

use crate::prelude::*;

/// Params of the `event.subscribe` command (the JSON-RPC `method` is `"event.subscribe"`). Its result is [`EventSubscribeResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct EventSubscribeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::EventSubscribeType,
    /// Topics.
    pub topics: Vec<String>,
    /// Scope. Default: `"global"`.
    #[wire(default = "default_event_subscribe_command_scope")]
    pub scope: String,
    /// Replay from run. Absent means `null`.
    #[wire(default_null)]
    pub replay_from_run: Option<String>,
    /// Thread id. Absent means `null`.
    #[wire(default_null)]
    pub thread_id: Option<NonEmptyString>,
    /// After sequence number. Default: `0`.
    #[wire(default = "default_event_subscribe_command_after_seq")]
    pub after_seq: NonNegative,
}

fn default_event_subscribe_command_scope() -> String {
    "global".to_owned()
}

fn default_event_subscribe_command_after_seq() -> NonNegative {
    NonNegative::new(0).expect("contract default is valid")
}

/// Result of `event.subscribe`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct EventUnsubscribeCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::EventUnsubscribeType,
    /// Subscription id.
    pub subscription_id: NonEmptyString,
}

/// Result of `event.unsubscribe`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct EventUnsubscribeResult {
    /// Subscription id.
    pub subscription_id: String,
    /// Removed.
    pub removed: bool,
}

/// Params of the `event.replay` command (the JSON-RPC `method` is `"event.replay"`). Its result is [`EventReplayResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct EventReplayCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::EventReplayType,
    /// Thread id.
    pub thread_id: NonEmptyString,
    /// After sequence number. Default: `0`.
    #[wire(default = "default_event_replay_command_after_seq")]
    pub after_seq: NonNegative,
    /// Limit. Default: `1000`.
    #[wire(default = "default_event_replay_command_limit")]
    pub limit: BoundedInt<1, 1000>,
}

fn default_event_replay_command_after_seq() -> NonNegative {
    NonNegative::new(0).expect("contract default is valid")
}

fn default_event_replay_command_limit() -> BoundedInt<1, 1000> {
    BoundedInt::new(1000).expect("contract default is valid")
}

/// Result of `event.replay`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct EventReplayResult {
    /// Events.
    pub events: Vec<RuntimeEventRecord>,
    /// Latest sequence number.
    pub latest_seq: i64,
    /// Has more.
    pub has_more: bool,
}

/// `RuntimeEventRecord`, a record shared by several messages.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
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
