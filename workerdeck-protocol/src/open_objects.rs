//! Decoding of the open objects (`{ type: string; [key: string]: unknown }`)
//! in one pass: every field goes straight into the map, `type` (and `text`)
//! into their own slots, without serde's intermediate buffer for `flatten`.

use crate::content::{ToolResultContentItem, UnknownBlock};
use crate::dispatch::Key;
use crate::events::{Kind, TaggedObject};
use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::{Map, Value};
use std::fmt;
use wire_kit::RawObject;
use wire_kit::raw::Found;

/// An open object taken apart: `type`, `text` (when asked for) and the rest.
type Parts = (String, Option<String>, Map<String, Value>);

/// Reads an object into its `type`, optionally a string `text`, and the rest.
fn read<'de, A: MapAccess<'de>>(mut map: A, with_text: bool) -> Result<Parts, A::Error> {
    let mut kind = None;
    let mut text = None;
    let mut rest = Map::new();
    while let Some(Key(key)) = map.next_key::<Key<'de>>()? {
        match &*key {
            "type" => {
                if kind.is_some() {
                    return Err(de::Error::duplicate_field("type"));
                }
                kind = Some(map.next_value::<String>()?);
            }
            "text" if with_text => {
                if text.is_some() {
                    return Err(de::Error::duplicate_field("text"));
                }
                text = Some(map.next_value::<String>()?);
            }
            _ => {
                let value: Value = map.next_value()?;
                if rest.insert(key.into_owned(), value).is_some() {
                    return Err(de::Error::custom("duplicate field in object"));
                }
            }
        }
    }
    let kind = kind.ok_or_else(|| de::Error::missing_field("type"))?;
    Ok((kind, text, rest))
}

macro_rules! open_object {
    ($ty:ident, $with_text:expr, |$kind:ident, $text:ident, $rest:ident| $build:expr) => {
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                struct V;
                impl<'de> Visitor<'de> for V {
                    type Value = $ty;
                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        f.write_str("an object with a string `type`")
                    }
                    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<$ty, A::Error> {
                        let ($kind, $text, $rest) = read(map, $with_text)?;
                        let _ = &$text;
                        Ok($build)
                    }
                }
                d.deserialize_map(V)
            }
        }
    };
}

open_object!(UnknownBlock, false, |kind, text, rest| UnknownBlock {
    r#type: kind,
    rest
});
open_object!(ToolResultContentItem, true, |kind, text, rest| {
    ToolResultContentItem {
        r#type: kind,
        text,
        rest,
    }
});

/// The object is kept as its text; where its `type` lies is found as that
/// text is checked, and only that value is read again: a string without
/// escapes (what servers write) stays in the text, as a span of it. (An
/// object whose keys are written with escapes is read again whole, its
/// other members only stepped over.)
impl<'de> Deserialize<'de> for TaggedObject {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (raw, found) = RawObject::deserialize_finding(d, "type")?;
        let kind = match found {
            Found::Absent => Err(TypeFault::Missing),
            Found::At { value, count } => match wire_kit::raw::plain_string(raw.get(), value) {
                Some(kind) if count == 1 => Ok(Kind::Span(value + 1, value + 1 + kind.len())),
                _ => {
                    let mut text = serde_json::Deserializer::from_str(&raw.get()[value..]);
                    match TypeValue::deserialize(&mut text) {
                        Ok(TypeValue(Ok(kind))) if count == 1 => Ok(Kind::Owned(kind)),
                        Ok(TypeValue(Ok(_))) => Err(TypeFault::Repeated),
                        Ok(TypeValue(Err(rule))) => Err(TypeFault::NotString(rule)),
                        // The text was checked as it was read: this is not reached.
                        Err(e) => return Err(de::Error::custom(e)),
                    }
                }
            },
            Found::Escaped => {
                let mut text = serde_json::Deserializer::from_str(raw.get());
                match text.deserialize_map(TypeOf) {
                    Ok(kind) => kind.map(Kind::Owned),
                    Err(e) => return Err(de::Error::custom(e)),
                }
            }
        };
        let fault = match kind {
            Ok(kind) => return Ok(TaggedObject { kind, raw }),
            Err(fault) => fault,
        };
        Err(match fault {
            TypeFault::Missing => de::Error::missing_field("type"),
            TypeFault::Repeated => de::Error::duplicate_field("type"),
            // Read from the kept text, not the input: the member leads the message.
            TypeFault::NotString(rule) => de::Error::custom(format_args!("type: {rule}")),
        })
    }
}

/// What is wrong with an object's `type`.
enum TypeFault {
    Missing,
    Repeated,
    NotString(String),
}

/// Reads the `type` of an object, stepping over its other members. The
/// whole object is read even when `type` is at fault, so the text's own
/// reader ends where it should.
struct TypeOf;

impl<'de> Visitor<'de> for TypeOf {
    type Value = Result<String, TypeFault>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object with a string `type`")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut kind: Option<Result<String, TypeFault>> = None;
        while let Some(Key(key)) = map.next_key::<Key<'de>>()? {
            if key != "type" {
                map.next_value::<de::IgnoredAny>()?;
                continue;
            }
            let TypeValue(value) = map.next_value()?;
            kind = Some(match kind {
                None => value.map_err(TypeFault::NotString),
                Some(Err(fault)) => Err(fault),
                Some(Ok(_)) => Err(TypeFault::Repeated),
            });
        }
        Ok(kind.unwrap_or(Err(TypeFault::Missing)))
    }
}

/// A `type` member's value: the string, or the rule it breaks.
struct TypeValue(Result<String, String>);

impl<'de> Deserialize<'de> for TypeValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(TypeValueVisitor)
    }
}

struct TypeValueVisitor;

/// Worded as `serde_json` words it (`null`, not serde's `unit value`).
fn not_a_string(found: de::Unexpected<'_>) -> TypeValue {
    TypeValue(Err(format!("invalid type: {found}, expected a string")))
}

impl<'de> Visitor<'de> for TypeValueVisitor {
    type Value = TypeValue;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<TypeValue, E> {
        Ok(TypeValue(Ok(v.to_owned())))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<TypeValue, E> {
        Ok(TypeValue(Ok(v)))
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<TypeValue, E> {
        Ok(not_a_string(de::Unexpected::Bool(v)))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<TypeValue, E> {
        Ok(not_a_string(de::Unexpected::Signed(v)))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<TypeValue, E> {
        Ok(not_a_string(de::Unexpected::Unsigned(v)))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<TypeValue, E> {
        Ok(not_a_string(de::Unexpected::Float(v)))
    }
    fn visit_unit<E: de::Error>(self) -> Result<TypeValue, E> {
        Ok(not_a_string(de::Unexpected::Other("null")))
    }
    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<TypeValue, A::Error> {
        while seq.next_element::<de::IgnoredAny>()?.is_some() {}
        Ok(not_a_string(de::Unexpected::Seq))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<TypeValue, A::Error> {
        while map
            .next_entry::<de::IgnoredAny, de::IgnoredAny>()?
            .is_some()
        {}
        Ok(not_a_string(de::Unexpected::Map))
    }
}
