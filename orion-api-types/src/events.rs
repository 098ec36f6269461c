//! The `/events` downlink: [`WebEventEnvelope`], a versioned, cursor-ordered
//! union of five envelopes discriminated by `type`.

use crate::common::{
    ApiVersion, JsonObject, LiteralFalse, LiteralTrue, Positive, buffer_object, decode_branch,
    string_enum, tag, wire_object,
};
use crate::settings::SettingsRevision;
use serde::{Deserialize, Deserializer, Serialize, de::Error as _};

wire_kit::literal! {
    /// `type: runtime_event`.
    pub struct RuntimeEventType = "runtime_event";
}
wire_kit::literal! {
    /// `type: thread_event`.
    pub struct ThreadEventType = "thread_event";
}
wire_kit::literal! {
    /// `type: workbench_state`.
    pub struct WorkbenchStateType = "workbench_state";
}
wire_kit::literal! {
    /// `type: settings_invalidated`.
    pub struct SettingsInvalidatedType = "settings_invalidated";
}
wire_kit::literal! {
    /// `type: replay_reset`.
    pub struct ReplayResetType = "replay_reset";
}

/// A non-empty string (`minLength: 1`).
pub type NonEmptyString = wire_kit::BoundedString<1, { usize::MAX }>;

wire_object! {
    /// `RuntimeEventEnvelope.payload`.
    inline pub struct RuntimeEventPayload {
        /// Runtime event type (non-empty, an open string).
        #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
        pub event_type: NonEmptyString,
        /// The event (an open object).
        #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
        #[cfg_attr(feature = "utoipa", schema(value_type = Object))]
        pub value: JsonObject,
    }
}

wire_object! {
    /// A runtime event. Its `sessionId` and `threadId` may be null before a
    /// session or Thread exists.
    pub struct RuntimeEventEnvelope {
        /// Always `1`.
        pub api_version: ApiVersion,
        /// Event UUID (`format: uuid`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "uuid")))]
        pub event_id: String,
        /// Event cursor (`minimum: 1`); also the SSE `id`.
        #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
        pub cursor: Positive,
        /// Session, or `null`. Required key.
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
        #[cfg_attr(feature = "schemars", schemars(with = "wire_kit::schema::Nullable<String>"))]
        pub session_id: Option<String>,
        /// Thread, or `null`. Required key.
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
        #[cfg_attr(feature = "schemars", schemars(with = "wire_kit::schema::Nullable<String>"))]
        pub thread_id: Option<String>,
        /// Always `runtime_event`.
        #[serde(rename = "type")]
        pub r#type: RuntimeEventType,
        /// Whether the event is durable (replayable).
        pub durable: bool,
        /// When it happened (`format: date-time`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
        pub timestamp: String,
        /// The event.
        pub payload: RuntimeEventPayload,
    }
}

wire_object! {
    /// `ThreadEventEnvelope.payload`.
    inline pub struct ThreadEventPayload {
        /// Thread sequence (`minimum: 1`).
        #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
        pub sequence: Positive,
        /// Thread event type (non-empty, an open string).
        #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
        pub event_type: NonEmptyString,
        /// The event (an open object).
        #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
        #[cfg_attr(feature = "utoipa", schema(value_type = Object))]
        pub value: JsonObject,
    }
}

wire_object! {
    /// A committed Thread event: always durable, with non-null, non-empty
    /// `sessionId` and `threadId`.
    pub struct ThreadEventEnvelope {
        /// Always `1`.
        pub api_version: ApiVersion,
        /// Event UUID (`format: uuid`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "uuid")))]
        pub event_id: String,
        /// Event cursor (`minimum: 1`); also the SSE `id`.
        #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
        pub cursor: Positive,
        /// Session (non-empty).
        #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
        pub session_id: NonEmptyString,
        /// Thread (non-empty).
        #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
        pub thread_id: NonEmptyString,
        /// Always `thread_event`.
        #[serde(rename = "type")]
        pub r#type: ThreadEventType,
        /// Always `true`.
        pub durable: LiteralTrue,
        /// When it happened (`format: date-time`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
        pub timestamp: String,
        /// The event.
        pub payload: ThreadEventPayload,
    }
}

wire_object! {
    /// `WorkbenchStateEnvelope.payload`.
    inline pub struct WorkbenchStatePayload {
        /// The active workspace.
        pub workspace: String,
        /// The active session, or `null`. Required key.
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
        #[cfg_attr(feature = "schemars", schemars(with = "wire_kit::schema::Nullable<String>"))]
        pub active_session_id: Option<String>,
    }
}

wire_object! {
    /// The workbench's active workspace or session changed.
    pub struct WorkbenchStateEnvelope {
        /// Always `1`.
        pub api_version: ApiVersion,
        /// Event UUID (`format: uuid`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "uuid")))]
        pub event_id: String,
        /// Event cursor (`minimum: 1`); also the SSE `id`.
        #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
        pub cursor: Positive,
        /// Session, or `null`. Required key.
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
        #[cfg_attr(feature = "schemars", schemars(with = "wire_kit::schema::Nullable<String>"))]
        pub session_id: Option<String>,
        /// Thread, or `null`. Required key.
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
        #[cfg_attr(feature = "schemars", schemars(with = "wire_kit::schema::Nullable<String>"))]
        pub thread_id: Option<String>,
        /// Always `workbench_state`.
        #[serde(rename = "type")]
        pub r#type: WorkbenchStateType,
        /// Whether the event is durable (replayable).
        pub durable: bool,
        /// When it happened (`format: date-time`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
        pub timestamp: String,
        /// The new state.
        pub payload: WorkbenchStatePayload,
    }
}

string_enum! {
    /// `SettingsInvalidatedEnvelope.payload.reason`.
    pub enum SettingsInvalidatedReason {
        /// This host wrote the document.
        LocalWrite = "local-write",
        /// Something else edited the document.
        ExternalEdit = "external-edit",
        /// The workspace changed.
        WorkspaceChange = "workspace-change",
    }
}

string_enum! {
    /// `SettingsInvalidatedEnvelope.payload.state`.
    pub enum SettingsInvalidatedState {
        /// The new document is valid.
        Ready = "ready",
        /// The new document is invalid.
        Invalid = "invalid",
    }
}

wire_object! {
    /// `SettingsInvalidatedEnvelope.payload`.
    inline pub struct SettingsInvalidatedPayload {
        /// The new revision.
        pub revision: SettingsRevision,
        /// Why the settings changed.
        pub reason: SettingsInvalidatedReason,
        /// State of the new document.
        pub state: SettingsInvalidatedState,
    }
}

wire_object! {
    /// The settings document changed: refetch it. Never durable.
    pub struct SettingsInvalidatedEnvelope {
        /// Always `1`.
        pub api_version: ApiVersion,
        /// Event UUID (`format: uuid`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "uuid")))]
        pub event_id: String,
        /// Event cursor (`minimum: 1`); also the SSE `id`.
        #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
        pub cursor: Positive,
        /// Session, or `null`. Required key.
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
        #[cfg_attr(feature = "schemars", schemars(with = "wire_kit::schema::Nullable<String>"))]
        pub session_id: Option<String>,
        /// Thread, or `null`. Required key.
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
        #[cfg_attr(feature = "schemars", schemars(with = "wire_kit::schema::Nullable<String>"))]
        pub thread_id: Option<String>,
        /// Always `settings_invalidated`.
        #[serde(rename = "type")]
        pub r#type: SettingsInvalidatedType,
        /// Always `false`.
        pub durable: LiteralFalse,
        /// When it happened (`format: date-time`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
        pub timestamp: String,
        /// What changed.
        pub payload: SettingsInvalidatedPayload,
    }
}

wire_object! {
    /// `ReplayResetEnvelope.payload`.
    inline pub struct ReplayResetPayload {
        /// Why replay is impossible.
        pub reason: String,
        /// Always `true`: fetch a snapshot.
        pub snapshot_required: LiteralTrue,
    }
}

wire_object! {
    /// The requested cursor can no longer be replayed: fetch a fresh snapshot.
    /// Always durable.
    pub struct ReplayResetEnvelope {
        /// Always `1`.
        pub api_version: ApiVersion,
        /// Event UUID (`format: uuid`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "uuid")))]
        pub event_id: String,
        /// Event cursor (`minimum: 1`); also the SSE `id`.
        #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
        pub cursor: Positive,
        /// Session, or `null`. Required key.
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
        #[cfg_attr(feature = "schemars", schemars(with = "wire_kit::schema::Nullable<String>"))]
        pub session_id: Option<String>,
        /// Thread, or `null`. Required key.
        #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
        #[cfg_attr(feature = "schemars", schemars(with = "wire_kit::schema::Nullable<String>"))]
        pub thread_id: Option<String>,
        /// Always `replay_reset`.
        #[serde(rename = "type")]
        pub r#type: ReplayResetType,
        /// Always `true`.
        pub durable: LiteralTrue,
        /// When it happened (`format: date-time`).
        #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
        pub timestamp: String,
        /// Why.
        pub payload: ReplayResetPayload,
    }
}

/// Versioned, cursor-ordered event union. `type` is the discriminator; every
/// branch carries explicit `sessionId` and `threadId` keys. Runtime events
/// allow null identities before a session or Thread exists; committed Thread
/// events require both values to be non-null.
///
/// Decoding reads `type` first and then decodes only that branch, so an
/// error names the branch's own rule (`payload.sequence: …`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[cfg_attr(feature = "utoipa", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum WebEventEnvelope {
    /// `runtime_event`.
    RuntimeEvent(RuntimeEventEnvelope),
    /// `thread_event`.
    ThreadEvent(ThreadEventEnvelope),
    /// `workbench_state`.
    WorkbenchState(WorkbenchStateEnvelope),
    /// `settings_invalidated`.
    SettingsInvalidated(SettingsInvalidatedEnvelope),
    /// `replay_reset`.
    ReplayReset(ReplayResetEnvelope),
}

impl WebEventEnvelope {
    /// The `type` discriminator values and the component each selects, in
    /// the contract's order.
    pub const MAPPING: [(&'static str, &'static str); 5] = [
        ("runtime_event", "RuntimeEventEnvelope"),
        ("thread_event", "ThreadEventEnvelope"),
        ("workbench_state", "WorkbenchStateEnvelope"),
        ("settings_invalidated", "SettingsInvalidatedEnvelope"),
        ("replay_reset", "ReplayResetEnvelope"),
    ];

    /// Decodes an envelope from JSON text without buffering it: a first pass
    /// reads only `type`, the second decodes the chosen branch straight from
    /// the text, so an error carries the exact field path
    /// (`payload.sequence`) rather than the union's.
    ///
    /// ```
    /// use orion_api_types::WebEventEnvelope;
    /// let err = WebEventEnvelope::from_json(r#"{"type":"thread_event","cursor":0}"#).unwrap_err();
    /// assert_eq!(err.path(), "cursor");
    /// ```
    pub fn from_json(json: &str) -> Result<Self, wire_kit::DecodeError> {
        #[derive(Deserialize)]
        struct Peek<'a> {
            #[serde(rename = "type", borrow, default)]
            r#type: Option<std::borrow::Cow<'a, str>>,
        }
        const NAME: &str = "WebEventEnvelope";
        // Anything the peek cannot read goes through the generic decoder, whose
        // error then names the problem.
        let peek = serde_json::from_str::<Peek<'_>>(json).ok();
        match peek.as_ref().and_then(|p| p.r#type.as_deref()) {
            Some("runtime_event") => wire_kit::from_str(NAME, json).map(Self::RuntimeEvent),
            Some("thread_event") => wire_kit::from_str(NAME, json).map(Self::ThreadEvent),
            Some("workbench_state") => wire_kit::from_str(NAME, json).map(Self::WorkbenchState),
            Some("settings_invalidated") => {
                wire_kit::from_str(NAME, json).map(Self::SettingsInvalidated)
            }
            Some("replay_reset") => wire_kit::from_str(NAME, json).map(Self::ReplayReset),
            _ => wire_kit::from_str(NAME, json),
        }
    }

    /// The event cursor (also the SSE `id`).
    pub fn cursor(&self) -> i64 {
        match self {
            Self::RuntimeEvent(e) => e.cursor.get(),
            Self::ThreadEvent(e) => e.cursor.get(),
            Self::WorkbenchState(e) => e.cursor.get(),
            Self::SettingsInvalidated(e) => e.cursor.get(),
            Self::ReplayReset(e) => e.cursor.get(),
        }
    }

    /// The `type` discriminator.
    pub fn event_type(&self) -> &'static str {
        match self {
            Self::RuntimeEvent(_) => "runtime_event",
            Self::ThreadEvent(_) => "thread_event",
            Self::WorkbenchState(_) => "workbench_state",
            Self::SettingsInvalidated(_) => "settings_invalidated",
            Self::ReplayReset(_) => "replay_reset",
        }
    }

    /// The event UUID.
    pub fn event_id(&self) -> &str {
        match self {
            Self::RuntimeEvent(e) => &e.event_id,
            Self::ThreadEvent(e) => &e.event_id,
            Self::WorkbenchState(e) => &e.event_id,
            Self::SettingsInvalidated(e) => &e.event_id,
            Self::ReplayReset(e) => &e.event_id,
        }
    }

    /// The session, if the event has one.
    pub fn session_id(&self) -> Option<&str> {
        match self {
            Self::RuntimeEvent(e) => e.session_id.as_deref(),
            Self::ThreadEvent(e) => Some(&e.session_id),
            Self::WorkbenchState(e) => e.session_id.as_deref(),
            Self::SettingsInvalidated(e) => e.session_id.as_deref(),
            Self::ReplayReset(e) => e.session_id.as_deref(),
        }
    }

    /// The Thread, if the event has one.
    pub fn thread_id(&self) -> Option<&str> {
        match self {
            Self::RuntimeEvent(e) => e.thread_id.as_deref(),
            Self::ThreadEvent(e) => Some(&e.thread_id),
            Self::WorkbenchState(e) => e.thread_id.as_deref(),
            Self::SettingsInvalidated(e) => e.thread_id.as_deref(),
            Self::ReplayReset(e) => e.thread_id.as_deref(),
        }
    }

    /// Whether the event is durable (replayable after reconnection).
    pub fn durable(&self) -> bool {
        match self {
            Self::RuntimeEvent(e) => e.durable,
            Self::WorkbenchState(e) => e.durable,
            Self::ThreadEvent(_) | Self::ReplayReset(_) => true,
            Self::SettingsInvalidated(_) => false,
        }
    }
}

impl<'de> Deserialize<'de> for WebEventEnvelope {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(EnvelopeVisitor)
    }
}

impl WebEventEnvelope {
    /// Decodes the branch named `tag` from a buffered object (the general path).
    fn from_object<E: serde::de::Error>(object: JsonObject) -> Result<Self, E> {
        Ok(match tag(&object, "type") {
            Some("runtime_event") => Self::RuntimeEvent(decode_branch(object)?),
            Some("thread_event") => Self::ThreadEvent(decode_branch(object)?),
            Some("workbench_state") => Self::WorkbenchState(decode_branch(object)?),
            Some("settings_invalidated") => Self::SettingsInvalidated(decode_branch(object)?),
            Some("replay_reset") => Self::ReplayReset(decode_branch(object)?),
            _ => return Err(E::custom(UNKNOWN_TYPE)),
        })
    }
}

const UNKNOWN_TYPE: &str = "type must be one of runtime_event, thread_event, workbench_state, \
                            settings_invalidated, replay_reset";

/// Reads members until `type`. When its value names a branch, that branch
/// is decoded from the members read so far followed by the rest of the
/// object, straight from the input: the object is never held as a tree.
/// Otherwise (no `type`, an unknown one, a repeated member before it) the
/// whole object is buffered and decoded as before, so the outcome and the
/// error are the same.
struct EnvelopeVisitor;

impl<'de> serde::de::Visitor<'de> for EnvelopeVisitor {
    type Value = WebEventEnvelope;
    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a map")
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(
        self,
        mut map: A,
    ) -> Result<WebEventEnvelope, A::Error> {
        // Members before `type`: five in the contract's order.
        let mut before: Vec<(Key<'de>, serde_json::Value)> = Vec::with_capacity(8);
        let mut repeated = false;
        while let Some(key) = map.next_key::<Key<'de>>()? {
            if key.0 == "type" {
                let value: serde_json::Value = map.next_value()?;
                let branch = match &value {
                    serde_json::Value::String(t) if !repeated => branch_name(t),
                    _ => "",
                };
                let rest = Replay {
                    before: before.into_iter(),
                    pending: None,
                    tag: Some(value),
                    map,
                };
                let de = serde::de::value::MapAccessDeserializer::new(rest);
                return match branch {
                    "runtime_event" => RuntimeEventEnvelope::deserialize(de).map(Into::into),
                    "thread_event" => ThreadEventEnvelope::deserialize(de).map(Into::into),
                    "workbench_state" => WorkbenchStateEnvelope::deserialize(de).map(Into::into),
                    "settings_invalidated" => {
                        SettingsInvalidatedEnvelope::deserialize(de).map(Into::into)
                    }
                    "replay_reset" => ReplayResetEnvelope::deserialize(de).map(Into::into),
                    _ => buffer_rest(de),
                };
            }
            repeated |= before.iter().any(|(k, _)| k.0 == key.0);
            let value: serde_json::Value = map.next_value()?;
            before.push((key, value));
        }
        let mut object = JsonObject::new();
        for (k, v) in before {
            object.insert(k.0.into_owned(), v);
        }
        WebEventEnvelope::from_object(object)
    }
}

/// The branch a `type` value names, or `""`.
fn branch_name(tag: &str) -> &'static str {
    WebEventEnvelope::MAPPING
        .iter()
        .find(|(t, _)| *t == tag)
        .map_or("", |(t, _)| t)
}

/// The general path from the middle of an object: collect everything into
/// one object (a repeated member keeps its last value) and decode that.
fn buffer_rest<'de, D: Deserializer<'de>>(de: D) -> Result<WebEventEnvelope, D::Error> {
    let object = buffer_object(de)?;
    WebEventEnvelope::from_object(object)
}

/// A map key, borrowed from the input when it holds no escapes.
struct Key<'de>(std::borrow::Cow<'de, str>);

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E: serde::de::Error>(self, v: &'de str) -> Result<Key<'de>, E> {
                Ok(Key(std::borrow::Cow::Borrowed(v)))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Key<'de>, E> {
                Ok(Key(std::borrow::Cow::Owned(v.to_owned())))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Key<'de>, E> {
                Ok(Key(std::borrow::Cow::Owned(v)))
            }
        }
        d.deserialize_str(V)
    }
}

/// The members read before `type`, then `type`, then the rest of the object.
struct Replay<'de, A> {
    before: std::vec::IntoIter<(Key<'de>, serde_json::Value)>,
    pending: Option<(Key<'de>, serde_json::Value)>,
    tag: Option<serde_json::Value>,
    map: A,
}

impl<'de, A: serde::de::MapAccess<'de>> serde::de::MapAccess<'de> for Replay<'de, A> {
    type Error = A::Error;
    fn next_key_seed<K: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        use serde::de::IntoDeserializer;
        if let Some((key, value)) = self.before.next() {
            let k = seed.deserialize(key.0.clone().into_deserializer())?;
            self.pending = Some((key, value));
            return Ok(Some(k));
        }
        if self.tag.is_some() && self.pending.is_none() {
            let k = seed.deserialize(serde::de::value::BorrowedStrDeserializer::new("type"))?;
            return Ok(Some(k));
        }
        self.map.next_key_seed(seed)
    }
    fn next_value_seed<V: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, A::Error> {
        if let Some((key, value)) = self.pending.take() {
            // Same message as the buffered path: the member's name, then the rule.
            return seed
                .deserialize(value)
                .map_err(|e| A::Error::custom(format_args!("{}: {e}", key.0)));
        }
        if let Some(tag) = self.tag.take() {
            return seed
                .deserialize(tag)
                .map_err(|e| A::Error::custom(format_args!("type: {e}")));
        }
        self.map.next_value_seed(seed)
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for WebEventEnvelope {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "WebEventEnvelope".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let branches = vec![
            generator.subschema_for::<RuntimeEventEnvelope>(),
            generator.subschema_for::<ThreadEventEnvelope>(),
            generator.subschema_for::<WorkbenchStateEnvelope>(),
            generator.subschema_for::<SettingsInvalidatedEnvelope>(),
            generator.subschema_for::<ReplayResetEnvelope>(),
        ];
        let mut mapping = serde_json::Map::new();
        for (branch, schema) in Self::MAPPING.iter().zip(&branches) {
            if let Some(r) = schema.get("$ref") {
                mapping.insert(branch.0.into(), r.clone());
            }
        }
        schemars::json_schema!({
            "oneOf": branches,
            "discriminator": { "propertyName": "type", "mapping": mapping },
        })
    }
}

macro_rules! from_branch {
    ($($variant:ident($ty:ty)),*) => {$(
        impl From<$ty> for WebEventEnvelope {
            fn from(value: $ty) -> Self {
                Self::$variant(value)
            }
        }
    )*};
}
from_branch!(
    RuntimeEvent(RuntimeEventEnvelope),
    ThreadEvent(ThreadEventEnvelope),
    WorkbenchState(WorkbenchStateEnvelope),
    SettingsInvalidated(SettingsInvalidatedEnvelope),
    ReplayReset(ReplayResetEnvelope)
);
