//! A JSON value held exactly as it was read, for the decode path that must
//! read part of an object before it knows its type (`params` before
//! `method`).
//!
//! Unlike `serde_json::Value` it keeps repeated keys and their order, so
//! writing it back out gives JSON text that decodes exactly as the original
//! text would have: the same duplicate-key errors, the same numbers (floats
//! are written back with their shortest exact representation, integers as
//! integers) and the same strings. The buffered text is then decoded with
//! [`wire_kit::from_str`], which applies the workspace decoding rules (an
//! array is never an object, an integral float is an integer) and tracks the
//! field path, just as decoding straight from the input does; an error in
//! it is raised with [`wire_kit::decode::error_within`], so it keeps its
//! exact path.

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use std::fmt;

/// One buffered JSON value.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Content {
    Null,
    Bool(bool),
    U64(u64),
    I64(i64),
    F64(f64),
    Str(String),
    Seq(Vec<Content>),
    /// Entries in input order, repeated keys kept.
    Map(Vec<(String, Content)>),
}

impl Content {
    /// The JSON text of this value.
    pub(crate) fn to_json(&self) -> String {
        serde_json::to_string(self).expect("buffered JSON values encode")
    }
}

impl Serialize for Content {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Content::Null => s.serialize_unit(),
            Content::Bool(b) => s.serialize_bool(*b),
            Content::U64(n) => s.serialize_u64(*n),
            Content::I64(n) => s.serialize_i64(*n),
            Content::F64(n) => s.serialize_f64(*n),
            Content::Str(v) => s.serialize_str(v),
            Content::Seq(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Content::Map(entries) => {
                let mut map = s.serialize_map(Some(entries.len()))?;
                for (k, v) in entries {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
}

impl<'de> Deserialize<'de> for Content {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ContentVisitor)
    }
}

struct ContentVisitor;

impl<'de> Visitor<'de> for ContentVisitor {
    type Value = Content;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E: de::Error>(self) -> Result<Content, E> {
        Ok(Content::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<Content, E> {
        Ok(Content::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Content, D::Error> {
        Content::deserialize(d)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Content, E> {
        Ok(Content::Bool(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Content, E> {
        Ok(Content::U64(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Content, E> {
        Ok(Content::I64(v))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Content, E> {
        Ok(Content::F64(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Content, E> {
        Ok(Content::Str(v.to_owned()))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<Content, E> {
        Ok(Content::Str(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Content, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Content::Seq(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Content, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            let value = map.next_value()?;
            entries.push((key, value));
        }
        Ok(Content::Map(entries))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_keeps_repeated_keys_order_and_number_kinds() {
        let text =
            r#"{"b":1,"a":-2,"b":5.0,"c":[1e300,"x\n",null,true,{}],"d":18446744073709551615}"#;
        let content: Content = serde_json::from_str(text).unwrap();
        assert_eq!(
            content.to_json(),
            r#"{"b":1,"a":-2,"b":5.0,"c":[1e+300,"x\n",null,true,{}],"d":18446744073709551615}"#
        );
    }
}
