//! [`SessionEvent`]: a [`SessionEventBody`] stamped with `seq` and `ts`.

use crate::dispatch::{self, Side};
use crate::events::SessionEventBody;
use serde::de::{self, MapAccess};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// One entry of a session's event log: the event itself plus its place in
/// the log. On the wire the body's fields, `seq` and `ts` share one object
/// (`SessionEventBody & { seq: number; ts: number }`).
#[wire_kit::wire(manual_new)]
#[derive(Debug, Clone, PartialEq, Serialize)]
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

#[derive(Default)]
struct SeqTs {
    seq: Option<i64>,
    ts: Option<i64>,
}

impl<'de> Side<'de> for SeqTs {
    fn is_side(&self, key: &str) -> bool {
        matches!(key, "seq" | "ts")
    }

    fn take<A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<bool, A::Error> {
        let slot = match key {
            "seq" => &mut self.seq,
            "ts" => &mut self.ts,
            _ => return Ok(false),
        };
        if slot.is_some() {
            return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
        }
        *slot = Some(map.next_value()?);
        Ok(true)
    }

    fn take_from_map<E: de::Error>(
        &mut self,
        map: &mut serde_json::Map<String, serde_json::Value>,
    ) -> Result<(), E> {
        for (key, slot) in [("seq", &mut self.seq), ("ts", &mut self.ts)] {
            if let Some(v) = map.remove(key) {
                // Through `from_value`: `5.0` is an integer here as on the streaming path.
                *slot = Some(
                    wire_kit::from_value::<i64>("SessionEvent", &v)
                        .map_err(|e| E::custom(format_args!("{key}: {}", e.message())))?,
                );
            }
        }
        Ok(())
    }
}

impl<'de> Deserialize<'de> for SessionEvent {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> de::Visitor<'de> for V {
            type Value = SessionEvent;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a SessionEvent object")
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<SessionEvent, A::Error> {
                let mut side = SeqTs::default();
                let body = dispatch::visit_tagged::<SessionEventBody, A, SeqTs>(map, &mut side)?;
                let seq = side.seq.ok_or_else(|| de::Error::missing_field("seq"))?;
                let ts = side.ts.ok_or_else(|| de::Error::missing_field("ts"))?;
                Ok(SessionEvent { body, seq, ts })
            }
        }
        d.deserialize_map(V)
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
