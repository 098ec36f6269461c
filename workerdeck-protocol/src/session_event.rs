//! [`SessionEvent`]: a [`SessionEventBody`] stamped with `seq` and `ts`.

use crate::dispatch::{Key, Members, Name, Tagged};
use crate::events::SessionEventBody;
use serde::de::{self, DeserializeSeed, MapAccess};
use serde::{Deserialize, Deserializer};
use wire_kit::wire_camel as wire;

/// One entry of a session's event log: the event itself plus its place in
/// the log. On the wire the body's fields, `seq` and `ts` share one object
/// (`SessionEventBody & { seq: number; ts: number }`).
#[wire(manual_new, manual_deserialize, manual_schema, manual_ts)]
pub struct SessionEvent {
    /// What happened.
    #[serde(flatten)]
    pub body: SessionEventBody,
    /// Position in the session's log: starts at 1 and rises by one per event.
    pub seq: i64,
    /// When the server emitted the event, epoch ms.
    pub ts: i64,
}

impl SessionEvent {
    /// An event at `seq`, emitted at `ts`.
    pub fn new(seq: i64, ts: i64, body: SessionEventBody) -> Self {
        Self { body, seq, ts }
    }

    /// The event's `type`.
    pub fn kind(&self) -> &'static str {
        self.body.tag()
    }
}

impl Tagged for SessionEvent {
    const TAG: &'static str = "type";
    const EXPECTING: &'static str = "a SessionEvent object";
    type Tag<'de> = Name<'de>;
    fn variant<'de, A: MapAccess<'de>>(
        tag: Name<'de>,
        rest: Members<'de, A>,
    ) -> Result<Self, A::Error> {
        let mut side = SeqTs::default();
        let body = SessionEventBody::variant(
            tag,
            Members::of(WithoutSeqTs {
                rest: rest.tag_refused_by_caller(),
                side: &mut side,
            }),
        )?;
        let seq = side.seq.ok_or_else(|| de::Error::missing_field("seq"))?;
        let ts = side.ts.ok_or_else(|| de::Error::missing_field("ts"))?;
        Ok(SessionEvent { body, seq, ts })
    }
}

impl<'de> Deserialize<'de> for SessionEvent {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        wire_kit::tagged::deserialize(d)
    }
}

/// `seq` and `ts`, which sit beside the body's own members.
#[derive(Default)]
struct SeqTs {
    seq: Option<i64>,
    ts: Option<i64>,
}

/// The members of an event with `seq` and `ts` taken out as they go by.
struct WithoutSeqTs<'s, 'de, A> {
    rest: Members<'de, A>,
    side: &'s mut SeqTs,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for WithoutSeqTs<'_, 'de, A> {
    type Error = A::Error;
    #[inline]
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        mut seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        loop {
            // The key is identified inside the inner `next_key_seed`, so an
            // error in it is reported at its own path, as in any object.
            let slot = match self.rest.next_key_seed(Field(seed))? {
                None => return Ok(None),
                Some(Err(Own(value))) => return Ok(Some(value)),
                Some(Ok((Side::Tag, _))) => {
                    return Err(de::Error::custom("duplicate field `type`"));
                }
                Some(Ok((Side::Seq, back))) => (&mut self.side.seq, "seq", back),
                Some(Ok((Side::Ts, back))) => (&mut self.side.ts, "ts", back),
            };
            let (slot, key, back) = slot;
            if slot.is_some() {
                return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
            }
            *slot = Some(self.rest.next_value::<i64>()?);
            seed = back;
        }
    }
    #[inline]
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.rest.next_value_seed(seed)
    }
}

enum Side {
    Seq,
    Ts,
    /// A second `type`: `rest` leaves refusing it to this reader.
    Tag,
}

/// A key of the body's own, identified.
struct Own<T>(T);

/// Reads a key: `seq`, `ts` or a repeated `type` (the seed handed back), or
/// one of the body's own.
struct Field<K>(K);

impl<'de, K: DeserializeSeed<'de>> DeserializeSeed<'de> for Field<K> {
    type Value = Result<(Side, K), Own<K::Value>>;
    #[inline]
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        let Key(key) = Key::deserialize(d)?;
        match &*key {
            "seq" => Ok(Ok((Side::Seq, self.0))),
            "ts" => Ok(Ok((Side::Ts, self.0))),
            "type" => Ok(Ok((Side::Tag, self.0))),
            _ => self
                .0
                .deserialize(Key(key).into_deserializer())
                .map(|v| Err(Own(v))),
        }
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for SessionEvent {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SessionEvent".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        // Every variant of the body, with `seq` and `ts` added (the variants are closed objects).
        let mut schema = <SessionEventBody as schemars::JsonSchema>::json_schema(generator);
        let seq = generator.subschema_for::<i64>();
        let add = |v: &mut serde_json::Value| {
            if let Some(obj) = v.as_object_mut() {
                if let Some(props) = obj.get_mut("properties").and_then(|p| p.as_object_mut()) {
                    props.insert("seq".into(), seq.clone().into());
                    props.insert("ts".into(), seq.clone().into());
                }
                if let Some(req) = obj.get_mut("required").and_then(|r| r.as_array_mut()) {
                    req.push("seq".into());
                    req.push("ts".into());
                }
            }
        };
        if let Some(variants) = schema.get_mut("oneOf").and_then(|v| v.as_array_mut()) {
            variants.iter_mut().for_each(add);
        }
        schema.insert(
            "description".into(),
            "One entry of a session's event log: a SessionEventBody plus `seq` (position in the log, from 1) and `ts` (epoch ms).".into(),
        );
        schema
    }
}

#[cfg(feature = "ts-rs")]
impl ts_rs::TS for SessionEvent {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "SessionEvent".to_owned()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "SessionEventBody & { seq: number; ts: number }".to_owned()
    }
    fn docs() -> Option<String> {
        Some(
            "/**\n * One entry of a session's event log: the event plus its place in the log.\n */"
                .to_owned(),
        )
    }
    fn decl(_: &ts_rs::Config) -> String {
        "type SessionEvent = SessionEventBody & {\n  /** Position in the session's log: starts at 1 and rises by one per event. */\n  seq: number;\n  /** When the server emitted the event, epoch ms. */\n  ts: number;\n};".to_owned()
    }
    fn decl_concrete(cfg: &ts_rs::Config) -> String {
        Self::decl(cfg)
    }
}
