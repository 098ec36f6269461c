//! The `/events` downlink: [`WebEventEnvelope`], a versioned, cursor-ordered
//! union of five envelopes discriminated by `type`.

use crate::common::{
    ApiVersion, LiteralFalse, LiteralTrue, Positive, duplicate, from_held, from_held_text,
    string_enum, wire,
};
use crate::settings::SettingsRevision;
use serde::{Deserialize, Deserializer, Serialize, de::Error as _};
use wire_kit::RawObject;

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

/// `RuntimeEventEnvelope.payload`.
#[wire(inline)]
pub struct RuntimeEventPayload {
    /// Runtime event type (non-empty, an open string).
    #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
    pub event_type: NonEmptyString,
    /// The event (an open object).
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[cfg_attr(feature = "utoipa", schema(value_type = Object))]
    pub value: RawObject,
}

/// A runtime event. Its `sessionId` and `threadId` may be null before a
/// session or Thread exists.
#[wire]
pub struct RuntimeEventEnvelope {
    /// Always `1`.
    #[wire(tag)]
    pub api_version: ApiVersion,
    /// Event UUID (`format: uuid`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "uuid")))]
    pub event_id: String,
    /// Event cursor (`minimum: 1`); also the SSE `id`.
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
    pub cursor: Positive,
    /// Session, or `null`. Required key.
    pub session_id: Option<String>,
    /// Thread, or `null`. Required key.
    pub thread_id: Option<String>,
    /// Always `runtime_event`.
    #[serde(rename = "type")]
    #[wire(tag)]
    pub r#type: RuntimeEventType,
    /// Whether the event is durable (replayable).
    pub durable: bool,
    /// When it happened (`format: date-time`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
    pub timestamp: String,
    /// The event.
    pub payload: RuntimeEventPayload,
}

/// `ThreadEventEnvelope.payload`.
#[wire(inline)]
pub struct ThreadEventPayload {
    /// Thread sequence (`minimum: 1`).
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
    pub sequence: Positive,
    /// Thread event type (non-empty, an open string).
    #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
    pub event_type: NonEmptyString,
    /// The event (an open object).
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    #[cfg_attr(feature = "utoipa", schema(value_type = Object))]
    pub value: RawObject,
}

/// A committed Thread event: always durable, with non-null, non-empty
/// `sessionId` and `threadId`.
#[wire]
pub struct ThreadEventEnvelope {
    /// Always `1`.
    #[wire(tag)]
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
    #[wire(tag)]
    pub r#type: ThreadEventType,
    /// Always `true`.
    #[wire(tag)]
    pub durable: LiteralTrue,
    /// When it happened (`format: date-time`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
    pub timestamp: String,
    /// The event.
    pub payload: ThreadEventPayload,
}

/// `WorkbenchStateEnvelope.payload`.
#[wire(inline)]
pub struct WorkbenchStatePayload {
    /// The active workspace.
    pub workspace: String,
    /// The active session, or `null`. Required key.
    pub active_session_id: Option<String>,
}

/// The workbench's active workspace or session changed.
#[wire]
pub struct WorkbenchStateEnvelope {
    /// Always `1`.
    #[wire(tag)]
    pub api_version: ApiVersion,
    /// Event UUID (`format: uuid`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "uuid")))]
    pub event_id: String,
    /// Event cursor (`minimum: 1`); also the SSE `id`.
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
    pub cursor: Positive,
    /// Session, or `null`. Required key.
    pub session_id: Option<String>,
    /// Thread, or `null`. Required key.
    pub thread_id: Option<String>,
    /// Always `workbench_state`.
    #[serde(rename = "type")]
    #[wire(tag)]
    pub r#type: WorkbenchStateType,
    /// Whether the event is durable (replayable).
    pub durable: bool,
    /// When it happened (`format: date-time`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
    pub timestamp: String,
    /// The new state.
    pub payload: WorkbenchStatePayload,
}

string_enum! {
    /// `SettingsInvalidatedEnvelope.payload.reason`.
    #[string_enum(inline, utoipa)]
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
    #[string_enum(inline, utoipa)]
    pub enum SettingsInvalidatedState {
        /// The new document is valid.
        Ready = "ready",
        /// The new document is invalid.
        Invalid = "invalid",
    }
}

/// `SettingsInvalidatedEnvelope.payload`.
#[wire(inline)]
pub struct SettingsInvalidatedPayload {
    /// The new revision.
    pub revision: SettingsRevision,
    /// Why the settings changed.
    pub reason: SettingsInvalidatedReason,
    /// State of the new document.
    pub state: SettingsInvalidatedState,
}

/// The settings document changed: refetch it. Never durable.
#[wire]
pub struct SettingsInvalidatedEnvelope {
    /// Always `1`.
    #[wire(tag)]
    pub api_version: ApiVersion,
    /// Event UUID (`format: uuid`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "uuid")))]
    pub event_id: String,
    /// Event cursor (`minimum: 1`); also the SSE `id`.
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
    pub cursor: Positive,
    /// Session, or `null`. Required key.
    pub session_id: Option<String>,
    /// Thread, or `null`. Required key.
    pub thread_id: Option<String>,
    /// Always `settings_invalidated`.
    #[serde(rename = "type")]
    #[wire(tag)]
    pub r#type: SettingsInvalidatedType,
    /// Always `false`.
    #[wire(tag)]
    pub durable: LiteralFalse,
    /// When it happened (`format: date-time`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
    pub timestamp: String,
    /// What changed.
    pub payload: SettingsInvalidatedPayload,
}

/// `ReplayResetEnvelope.payload`.
#[wire(inline)]
pub struct ReplayResetPayload {
    /// Why replay is impossible.
    pub reason: String,
    /// Always `true`: fetch a snapshot.
    #[wire(tag)]
    pub snapshot_required: LiteralTrue,
}

/// The requested cursor can no longer be replayed: fetch a fresh snapshot.
/// Always durable.
#[wire]
pub struct ReplayResetEnvelope {
    /// Always `1`.
    #[wire(tag)]
    pub api_version: ApiVersion,
    /// Event UUID (`format: uuid`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "uuid")))]
    pub event_id: String,
    /// Event cursor (`minimum: 1`); also the SSE `id`.
    #[cfg_attr(feature = "utoipa", schema(value_type = i64, minimum = 1))]
    pub cursor: Positive,
    /// Session, or `null`. Required key.
    pub session_id: Option<String>,
    /// Thread, or `null`. Required key.
    pub thread_id: Option<String>,
    /// Always `replay_reset`.
    #[serde(rename = "type")]
    #[wire(tag)]
    pub r#type: ReplayResetType,
    /// Always `true`.
    #[wire(tag)]
    pub durable: LiteralTrue,
    /// When it happened (`format: date-time`).
    #[cfg_attr(feature = "schemars", schemars(extend("format" = "date-time")))]
    pub timestamp: String,
    /// Why.
    pub payload: ReplayResetPayload,
}

/// Versioned, cursor-ordered event union. `type` is the discriminator; every
/// branch carries explicit `sessionId` and `threadId` keys. Runtime events
/// allow null identities before a session or Thread exists; committed Thread
/// events require both values to be non-null.
///
/// Decoding picks the branch `type` names and decodes only that branch from
/// the input as it streams, so an error names the branch's own rule and the
/// offending value's path (`payload.sequence`). Members before `type` are
/// held until it is read, each checked at once against what all five
/// branches require. A branch-only rule broken by such a member (a Thread
/// event's `sessionId: null` ahead of `type`) is found once `type` is known:
/// [`decode`](crate::decode), [`decode_value`](crate::decode_value),
/// [`from_json`](Self::from_json) and the SSE stream give that error the
/// member's path too; a bare `wire_kit::from_str` reports it at the
/// envelope, naming the member in the message. The member order never
/// changes what is accepted, and a repeated member is refused.
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

    /// Decodes an envelope from JSON text in one pass, without buffering
    /// it (the `type` member is read wherever it stands); an error carries
    /// the exact field path (`payload.sequence`) rather than the union's.
    ///
    /// ```
    /// use orion_api_types::WebEventEnvelope;
    /// let err = WebEventEnvelope::from_json(r#"{"type":"thread_event","cursor":0}"#).unwrap_err();
    /// assert_eq!(err.path(), "cursor");
    /// ```
    pub fn from_json(json: &str) -> Result<Self, wire_kit::DecodeError> {
        crate::decode(json)
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
        wire_kit::tagged::deserialize_map(deserializer, &["type"], EnvelopeVisitor)
    }
}

/// Every member of every branch (the five share their member names).
/// [`Slots::read`] and [`TYPE`] name a member by its place here.
const FIELDS: &[&str] = &[
    "apiVersion",
    "eventId",
    "cursor",
    "sessionId",
    "threadId",
    "type",
    "durable",
    "timestamp",
    "payload",
];

/// Reads members until `type`, then the rest of the object into the branch
/// it names, straight from the input: the object is never held as a tree,
/// and whatever follows `type` is decoded with the branch's own member types
/// and checked with its exact path.
///
/// A member read before `type` is checked at once against the rule every
/// branch shares (`cursor` is an integer >= 1 in all five, `sessionId` a
/// string or null, `payload` an object …), so that its error names its own
/// path; an unknown or repeated member is refused there too. What only the
/// branch decides (a Thread event's non-null `sessionId`, the `durable`
/// constants, the payload's members) is checked once `type` is known, and
/// such an error is raised at the member's own path too (`sessionId`,
/// `payload.sequence`).
/// The order of the members never changes what is accepted.
struct EnvelopeVisitor;

impl<'de> serde::de::Visitor<'de> for EnvelopeVisitor {
    type Value = WebEventEnvelope;
    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a WebEventEnvelope object")
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(
        self,
        mut map: A,
    ) -> Result<WebEventEnvelope, A::Error> {
        let mut held = Slots::<Shared>::default();
        // The members read so far: by their place in `FIELDS`, in order,
        // and as a set.
        let (mut order, mut len, mut seen) = ([0; FIELDS.len()], 0, Seen(0));
        while let Some(field) = map.next_key_seed(FieldSeed)? {
            seen.add(field)?;
            order[len] = field;
            len += 1;
            if field != TYPE {
                held.read(field, &mut map)?;
                continue;
            }
            let before = (&order[..len], seen);
            return match map.next_value_seed(TypeSeed)? {
                "runtime_event" => finish::<RuntimeEventEnvelope, A>(held, before, map),
                "thread_event" => finish::<ThreadEventEnvelope, A>(held, before, map),
                "workbench_state" => finish::<WorkbenchStateEnvelope, A>(held, before, map),
                "settings_invalidated" => {
                    finish::<SettingsInvalidatedEnvelope, A>(held, before, map)
                }
                _ => finish::<ReplayResetEnvelope, A>(held, before, map),
            };
        }
        Err(A::Error::missing_field("type"))
    }
}

/// Where `type` is in [`FIELDS`].
const TYPE: usize = 5;

/// The members of an envelope read so far, one bit per place in [`FIELDS`].
#[derive(Clone, Copy)]
struct Seen(u16);

impl Seen {
    /// Adds the member at `field`, refusing it if it was read already.
    fn add<E: serde::de::Error>(&mut self, field: usize) -> Result<(), E> {
        if self.0 & 1 << field != 0 {
            return Err(duplicate(FIELDS[field]));
        }
        self.0 |= 1 << field;
        Ok(())
    }
}

/// The branch `B`: the members held before `type` (`before`, in the order
/// they came, `type` last, and the set of them), taken into `B`'s own
/// types, then the rest of the object read into them.
fn finish<'de, B: Branch, A: serde::de::MapAccess<'de>>(
    held: Slots<Shared>,
    (before, mut seen): (&[usize], Seen),
    mut map: A,
) -> Result<WebEventEnvelope, A::Error> {
    let mut slots = Slots::<B> {
        api_version: held.api_version,
        event_id: held.event_id,
        cursor: held.cursor,
        timestamp: held.timestamp,
        ..Slots::default()
    };
    // The payload's rule first, then the others in the order they came.
    if let Some(payload) = held.payload {
        slots.payload = Some(from_held_text("payload", payload.get())?);
    }
    let (mut session, mut thread, mut durable) = (held.session_id, held.thread_id, held.durable);
    for &field in before {
        let key = FIELDS[field];
        match key {
            "sessionId" => {
                slots.session_id = session.take().map(|v| B::Id::held(key, v)).transpose()?
            }
            "threadId" => {
                slots.thread_id = thread.take().map(|v| B::Id::held(key, v)).transpose()?
            }
            "durable" => {
                slots.durable = durable
                    .take()
                    .map(|v| B::Durable::held(key, v))
                    .transpose()?
            }
            _ => {}
        }
    }
    while let Some(field) = map.next_key_seed(FieldSeed)? {
        seen.add(field)?;
        slots.read(field, &mut map)?;
    }
    B::build(slots).map(Into::into)
}

/// The types of the members the five branches type differently.
trait Members {
    type Id: serde::de::DeserializeOwned;
    type Durable: serde::de::DeserializeOwned;
    type Payload: serde::de::DeserializeOwned;
}

/// Before `type`: the rule all five branches share.
struct Shared;

impl Members for Shared {
    type Id = Option<String>;
    type Durable = bool;
    // Held as text, so the branch decodes it from text as it does when
    // `type` comes first: the same verdict and the same kept text.
    type Payload = RawObject;
}

/// One envelope branch, built from its members.
trait Branch: Members<Id: Held<Option<String>>, Durable: Held<bool>> + Into<WebEventEnvelope> {
    /// The branch, or the first required member missing, in the branch's
    /// declaration order.
    fn build<E: serde::de::Error>(slots: Slots<Self>) -> Result<Self, E>;
}

/// The members of an envelope read so far, each in `M`'s type.
struct Slots<M: Members + ?Sized> {
    api_version: Option<ApiVersion>,
    event_id: Option<String>,
    cursor: Option<Positive>,
    session_id: Option<M::Id>,
    thread_id: Option<M::Id>,
    durable: Option<M::Durable>,
    timestamp: Option<String>,
    payload: Option<M::Payload>,
}

impl<M: Members + ?Sized> Default for Slots<M> {
    fn default() -> Self {
        Self {
            api_version: None,
            event_id: None,
            cursor: None,
            session_id: None,
            thread_id: None,
            durable: None,
            timestamp: None,
            payload: None,
        }
    }
}

impl<M: Members + ?Sized> Slots<M> {
    /// Reads the value of the member at `field` in [`FIELDS`] (not `type`).
    fn read<'de, A: serde::de::MapAccess<'de>>(
        &mut self,
        field: usize,
        map: &mut A,
    ) -> Result<(), A::Error> {
        match field {
            0 => self.api_version = Some(map.next_value()?),
            1 => self.event_id = Some(map.next_value()?),
            2 => self.cursor = Some(map.next_value()?),
            3 => self.session_id = Some(map.next_value()?),
            4 => self.thread_id = Some(map.next_value()?),
            6 => self.durable = Some(map.next_value()?),
            7 => self.timestamp = Some(map.next_value()?),
            _ => self.payload = Some(map.next_value()?),
        }
        Ok(())
    }
}

/// A branch's type for a member read before `type` as the shared type `S`.
trait Held<S>: Sized {
    fn held<E: serde::de::Error>(key: &str, value: S) -> Result<Self, E>;
}

impl<S> Held<S> for S {
    fn held<E: serde::de::Error>(_: &str, value: S) -> Result<S, E> {
        Ok(value)
    }
}

/// The held value as the branch's type: taken over when it keeps the
/// branch's rule, otherwise decoded again as a held payload is
/// ([`from_held`]: the member leads the error's message, the same one the
/// branch's own decoder gives). (The path-tracking pass shows `type` first
/// and holds nothing.)
macro_rules! held_again {
    ($($ty:ty: $shared:ty, |$value:ident| $keeps:expr => $take:expr;)*) => {$(
        impl Held<$shared> for $ty {
            fn held<E: serde::de::Error>(key: &str, $value: $shared) -> Result<Self, E> {
                if $keeps {
                    return Ok($take);
                }
                from_held(key, &serde_json::Value::from($value))
            }
        }
    )*};
}
held_again! {
    NonEmptyString: Option<String>, |id| id.as_deref().is_some_and(|id| NonEmptyString::check(id).is_ok())
        => NonEmptyString::new(id.unwrap_or_default()).map_err(E::custom)?;
    LiteralTrue: bool, |durable| durable => LiteralTrue;
    LiteralFalse: bool, |durable| !durable => LiteralFalse;
}

/// Each branch's member types, and its `build`.
macro_rules! branches {
    ($($branch:ident { $id:ty, $durable:ty, $payload:ty })*) => {$(
        impl Members for $branch {
            type Id = $id;
            type Durable = $durable;
            type Payload = $payload;
        }
        impl Branch for $branch {
            fn build<E: serde::de::Error>(s: Slots<Self>) -> Result<Self, E> {
                let need = |name| E::missing_field(name);
                Ok($branch {
                    api_version: s.api_version.ok_or_else(|| need("apiVersion"))?,
                    event_id: s.event_id.ok_or_else(|| need("eventId"))?,
                    cursor: s.cursor.ok_or_else(|| need("cursor"))?,
                    session_id: s.session_id.ok_or_else(|| need("sessionId"))?,
                    thread_id: s.thread_id.ok_or_else(|| need("threadId"))?,
                    r#type: Default::default(),
                    durable: s.durable.ok_or_else(|| need("durable"))?,
                    timestamp: s.timestamp.ok_or_else(|| need("timestamp"))?,
                    payload: s.payload.ok_or_else(|| need("payload"))?,
                })
            }
        }
    )*};
}
branches! {
    RuntimeEventEnvelope { Option<String>, bool, RuntimeEventPayload }
    ThreadEventEnvelope { NonEmptyString, LiteralTrue, ThreadEventPayload }
    WorkbenchStateEnvelope { Option<String>, bool, WorkbenchStatePayload }
    SettingsInvalidatedEnvelope { Option<String>, LiteralFalse, SettingsInvalidatedPayload }
    ReplayResetEnvelope { Option<String>, LiteralTrue, ReplayResetPayload }
}

/// Reads a member name: its place in [`FIELDS`]. Its own zero-sized seed,
/// not [`KnownKey`](crate::common::KnownKey) with the list as a value: with
/// the list a constant of the type, the search compiles to comparisons by
/// length (the shared seed cost 2.6 % of an envelope's decode).
struct FieldSeed;

impl<'de> serde::de::DeserializeSeed<'de> for FieldSeed {
    type Value = usize;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<usize, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = usize;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a WebEventEnvelope member name")
            }
            fn visit_str<E: serde::de::Error>(self, key: &str) -> Result<usize, E> {
                let field = FIELDS.iter().position(|f| *f == key);
                field.ok_or_else(|| E::unknown_field(key, FIELDS))
            }
        }
        d.deserialize_identifier(V)
    }
}

/// Reads the `type` value: one of the five branch names.
struct TypeSeed;

impl<'de> serde::de::DeserializeSeed<'de> for TypeSeed {
    type Value = &'static str;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<&'static str, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = &'static str;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("one of ")?;
                for (i, t) in TYPES.iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    write!(f, "{sep}`{t}`")?;
                }
                Ok(())
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<&'static str, E> {
                TYPES
                    .iter()
                    .find(|t| **t == v)
                    .copied()
                    .ok_or_else(|| E::unknown_variant(v, TYPES))
            }
        }
        d.deserialize_str(V)
    }
}

/// The `type` values, in the contract's order.
const TYPES: &[&str] = &[
    "runtime_event",
    "thread_event",
    "workbench_state",
    "settings_invalidated",
    "replay_reset",
];

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
