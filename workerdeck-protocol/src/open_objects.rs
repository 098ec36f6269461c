//! Decoding of the open objects (`{ type: string; [key: string]: unknown }`)
//! in one pass: every field goes straight into the map, `type` (and `text`)
//! into their own slots, without serde's intermediate buffer for `flatten`.

use crate::content::{ToolResultContentItem, UnknownBlock};
use crate::dispatch::Key;
use crate::events::TaggedObject;
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

open_object!(TaggedObject, false, |kind, text, rest| TaggedObject {
    r#type: kind,
    rest
});
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
