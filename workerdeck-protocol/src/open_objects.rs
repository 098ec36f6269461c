//! Decoding of the open objects (`{ type: string; [key: string]: unknown }`)
//! in one pass: every field goes straight into the map, `type` (and `text`)
//! into their own slots, without serde's intermediate buffer for `flatten`.

use crate::content::{ToolResultContentItem, UnknownBlock};
use crate::dispatch::Key;
use crate::events::{Member, TaggedObject};
use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::{Map, Value};
use std::fmt;

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

/// `type` is read; every other member is kept as its text, in order.
impl<'de> Deserialize<'de> for TaggedObject {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = TaggedObject;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object with a string `type`")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<TaggedObject, A::Error> {
                let mut kind = None;
                let mut members = Vec::with_capacity(4);
                while let Some(key) = map.next_key::<Key<'de>>()? {
                    if key.0 == "type" {
                        if kind.is_some() {
                            return Err(de::Error::duplicate_field("type"));
                        }
                        kind = Some(map.next_value::<String>()?);
                        members.push(Member::Type);
                    } else {
                        members.push(Member::Other(key, map.next_value()?));
                    }
                }
                // Too deep a member is the first thing wrong with the object.
                let raw = TaggedObject::assemble(kind.as_deref().unwrap_or_default(), &members)
                    .map_err(de::Error::custom)?;
                let kind = kind.ok_or_else(|| de::Error::missing_field("type"))?;
                let mut keys: Vec<&str> = members
                    .iter()
                    .filter_map(|m| match m {
                        Member::Other(k, _) => Some(&*k.0),
                        Member::Type => None,
                    })
                    .collect();
                keys.sort_unstable();
                if keys.windows(2).any(|w| w[0] == w[1]) {
                    return Err(de::Error::custom("duplicate field in object"));
                }
                Ok(TaggedObject { kind, raw })
            }
        }
        d.deserialize_map(V)
    }
}
