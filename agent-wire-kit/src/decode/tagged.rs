//! One decoder for every union whose variant a string member names (its
//! tag: `type`, `behavior`, `status`).
//!
//! serde's `#[serde(tag = "…")]` collects the whole object into a tree
//! before it picks a variant. This decoder streams instead: when the tag is
//! the object's first member (what every server writes in practice) the
//! other members go straight from the input into the variant; when it comes
//! later, only the members before it are held, as their JSON text (no
//! tree), and handed to the variant ahead of the rest of the input.
//!
//! Error paths need no help from the union. Under [`from_str`](crate::from_str),
//! [`from_slice`](crate::from_slice) and [`from_value`](crate::from_value) an
//! invalid input is decoded a second time, tracking the path; on that pass
//! the decoder is shown every tagged object with its tag first, so no member
//! is ever held and every error arises at its own position, with its own
//! path and the input's own line and column.
//!
//! ```
//! use agent_wire_kit::tagged::{self, Members, Tagged};
//! use serde::de::{Deserialize, Deserializer, Error, MapAccess};
//!
//! #[derive(Debug, serde::Deserialize)]
//! struct Circle { r: u32 }
//! #[derive(Debug, serde::Deserialize)]
//! struct Square { side: u32 }
//!
//! #[derive(Debug)]
//! enum Shape { Circle(Circle), Square(Square) }
//!
//! impl Tagged for Shape {
//!     const TAG: &'static str = "kind";
//!     const EXPECTING: &'static str = "a Shape object";
//!     type Tag<'de> = tagged::Name<'de>;
//!     fn variant<'de, A: MapAccess<'de>>(tag: Self::Tag<'de>, m: Members<'de, A>) -> Result<Self, A::Error> {
//!         match tag.as_str() {
//!             "circle" => m.decode().map(Shape::Circle),
//!             "square" => m.decode().map(Shape::Square),
//!             other => Err(A::Error::custom(format_args!("unknown shape `{other}`"))),
//!         }
//!     }
//! }
//!
//! impl<'de> Deserialize<'de> for Shape {
//!     fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
//!         tagged::deserialize(d)
//!     }
//! }
//!
//! #[derive(Debug, serde::Deserialize)]
//! struct Page { shapes: Vec<Shape> }
//!
//! let ok = r#"{"shapes":[{"kind":"circle","r":1},{"side":2,"kind":"square"}]}"#;
//! assert!(agent_wire_kit::from_str::<Page>("Page", ok).is_ok());
//! // A member held before the tag is reported at its own path and position.
//! let bad = r#"{"shapes":[{"side":"x","kind":"square"}]}"#;
//! let err = agent_wire_kit::from_str::<Page>("Page", bad).unwrap_err();
//! assert_eq!(err.path(), "shapes[0].side");
//! assert_eq!(err.message(), r#"invalid type: string "x", expected an integer"#);
//! assert_eq!(err.column(), 22); // just after `"x"`, as when the tag comes first
//! ```

use super::error::strip_position;
use super::key::Key;
use super::track::{MAGIC, replay};
use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;
use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;

/// A union whose variant is named by a string member.
pub trait Tagged: Sized {
    /// The tag member (`type`).
    const TAG: &'static str;
    /// What a value of the union is, for `invalid type` errors (`a ServerFrame object`).
    const EXPECTING: &'static str;
    /// The tag's value as read; its `Deserialize` refuses what no variant
    /// could be named by, as an error at the tag's own path.
    type Tag<'de>: Deserialize<'de>;
    /// Decodes the variant `tag` names from the object's other members.
    fn variant<'de, A: MapAccess<'de>>(
        tag: Self::Tag<'de>,
        members: Members<'de, A>,
    ) -> Result<Self, A::Error>;
    /// Decodes an object without the tag; refused by default.
    fn untagged<'de, A: MapAccess<'de>>(members: Members<'de, A>) -> Result<Self, A::Error> {
        let _ = members;
        Err(de::Error::missing_field(Self::TAG))
    }
}

/// `Deserialize` for a [`Tagged`] union.
pub fn deserialize<'de, T: Tagged, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
    d.deserialize_struct(MAGIC, const { &[T::TAG] }, UnionVisitor::<T>(PhantomData))
}

/// `d.deserialize_map(visitor)` for a hand-written visitor of an object
/// whose other members can only be judged once its discriminators are read
/// (`first`, e.g. `&["op", "key"]`).
///
/// A visitor that meets members before its discriminators must hold them,
/// and an error found in a held member later has no path of its own. Under
/// [`from_str`](crate::from_str), [`from_slice`](crate::from_slice) and
/// [`from_value`](crate::from_value) an invalid input is decoded a second
/// time, tracking the path; on that pass the visitor is shown the object
/// with the members `first` names first, in that order, so it holds nothing
/// and every error arises at its own path and position. (When decoding with
/// plain `serde_json` there is no second pass: give a held member's error
/// its key in the message.)
pub fn deserialize_map<'de, D: Deserializer<'de>, V: Visitor<'de>>(
    d: D,
    first: &'static [&'static str],
    visitor: V,
) -> Result<V::Value, D::Error> {
    d.deserialize_struct(MAGIC, first, ShownFirst(visitor))
}

/// A visitor of an object that may be shown its discriminators first.
struct ShownFirst<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for ShownFirst<V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.expecting(f)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(map)
    }
    /// The path-tracking pass: the object, discriminators first.
    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        d.deserialize_map(self.0)
    }
}

/// A tag value read as a string, borrowed from the input when it holds no escapes.
pub struct Name<'de>(pub Cow<'de, str>);

impl Name<'_> {
    /// The tag's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl<'de> Deserialize<'de> for Name<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Key::deserialize(d).map(|k| Name(k.0))
    }
}

/// The error for a tag value no variant carries, listing the ones that do:
/// ``unknown {what} `{tag}`, expected one of `a`, `b` ``.
pub fn unknown<E: de::Error>(what: fmt::Arguments<'_>, tag: &str, variants: &[&str]) -> E {
    let list = variants
        .iter()
        .map(|v| format!("`{v}`"))
        .collect::<Vec<_>>()
        .join(", ");
    E::custom(format_args!(
        "unknown {what} `{tag}`, expected one of {list}"
    ))
}

struct UnionVisitor<T>(PhantomData<T>);

impl<'de, T: Tagged> Visitor<'de> for UnionVisitor<T> {
    type Value = T;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::EXPECTING)
    }

    /// Any deserializer: the tag may come anywhere; members before it are held.
    #[inline]
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let mut held = Vec::new();
        while let Some(key) = map.next_key::<Key<'de>>()? {
            if key.0 == T::TAG {
                let tag = map.next_value::<T::Tag<'de>>()?;
                return T::variant(tag, Members::new::<T>(held, None, map));
            }
            held.push((key, map.next_value::<Box<RawValue>>()?));
        }
        T::untagged(Members::new::<T>(held, None, map))
    }

    /// The path-tracking pass: the object with its tag first, if it has one.
    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
        struct TagFirst<T>(PhantomData<T>);
        impl<'de, T: Tagged> Visitor<'de> for TagFirst<T> {
            type Value = T;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(T::EXPECTING)
            }
            #[inline]
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
                let Some(key) = map.next_key::<Key<'de>>()? else {
                    return T::untagged(Members::new::<T>(Vec::new(), None, map));
                };
                if key.0 == T::TAG {
                    let tag = map.next_value::<T::Tag<'de>>()?;
                    return T::variant(tag, Members::new::<T>(Vec::new(), None, map));
                }
                // No tag anywhere: the first member is already read.
                T::untagged(Members::new::<T>(Vec::new(), Some(key), map))
            }
        }
        d.deserialize_map(TagFirst::<T>(PhantomData))
    }
}

/// The members of a tagged object other than its tag, as a map: those held
/// before the tag, then the rest of the input. A repeated tag is refused.
pub struct Members<'de, A> {
    tag: Option<&'static str>,
    /// What was read before the tag; `None` when the tag came first, so the
    /// common path moves a small value from layer to layer.
    held: Option<Box<Held<'de>>>,
    map: A,
}

/// Members read before the tag, given back first.
struct Held<'de> {
    members: std::vec::IntoIter<(Key<'de>, Box<RawValue>)>,
    /// The member whose key was just given back.
    pending: Option<(Key<'de>, Box<RawValue>)>,
    /// A key already read from the map, its value not.
    first: Option<Key<'de>>,
}

impl<'de> Held<'de> {
    // Out of line, so that what the common case (the tag first, nothing
    // held) runs stays small enough to be inlined into each union.
    #[cold]
    #[inline(never)]
    fn boxed(held: Vec<(Key<'de>, Box<RawValue>)>, first: Option<Key<'de>>) -> Box<Self> {
        Box::new(Held {
            members: held.into_iter(),
            pending: None,
            first,
        })
    }
}

impl<'de, A: MapAccess<'de>> Members<'de, A> {
    #[inline]
    fn new<T: Tagged>(
        held: Vec<(Key<'de>, Box<RawValue>)>,
        first: Option<Key<'de>>,
        map: A,
    ) -> Self {
        let held = match (held.is_empty(), first) {
            (true, None) => None,
            (_, first) => Some(Held::boxed(held, first)),
        };
        Self {
            tag: Some(T::TAG),
            held,
            map,
        }
    }

    /// The members `map` gives, passed on as they are: for a union that
    /// takes some members for itself and hands the others to an inner one.
    pub fn of(map: A) -> Self {
        Self {
            tag: None,
            held: None,
            map,
        }
    }

    /// The same members, a repeated tag no longer refused here: for a union
    /// whose own key reader refuses it while it identifies the keys it
    /// takes for itself, so that each key is read once rather than by two
    /// adaptors in turn.
    #[inline]
    pub fn tag_refused_by_caller(mut self) -> Self {
        self.tag = None;
        self
    }

    /// Decodes the members as `X`.
    pub fn decode<X: Deserialize<'de>>(self) -> Result<X, A::Error> {
        X::deserialize(self)
    }

    /// Decodes the members as `X`, a type that has the tag among its own
    /// fields: it is given back, first, with the value `tag` (and `X`
    /// refuses a repeated one as it refuses any repeated field).
    pub fn decode_with_tag<X: Deserialize<'de>>(mut self, tag: &str) -> Result<X, A::Error> {
        let key = self.tag.take().unwrap_or_default();
        X::deserialize(WithTag {
            tag: Some(tag),
            key,
            members: self,
        })
    }
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Members<'de, A> {
    type Error = A::Error;
    #[inline]
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        if let Some(held) = &mut self.held {
            if let Some((key, value)) = held.members.next() {
                let k = seed.deserialize(Key(key.0.clone()).into_deserializer())?;
                held.pending = Some((key, value));
                return Ok(Some(k));
            }
            if let Some(key) = held.first.take() {
                return seed.deserialize(key.into_deserializer()).map(Some);
            }
        }
        let Some(tag) = self.tag else {
            return self.map.next_key_seed(seed);
        };
        match self.map.next_key_seed(NotTag { seed, tag })? {
            None => Ok(None),
            Some(Some(k)) => Ok(Some(k)),
            Some(None) => Err(de::Error::custom(format_args!("duplicate field `{tag}`"))),
        }
    }
    #[inline]
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        match self.held.as_mut().and_then(|held| held.pending.take()) {
            // Plain serde_json has no path to give: the member leads the message.
            Some((key, raw)) => replay(seed, raw.get())
                .map_err(|e| de::Error::custom(format_args!("{}: {}", key.0, strip_position(&e)))),
            None => self.map.next_value_seed(seed),
        }
    }
    fn size_hint(&self) -> Option<usize> {
        self.map.size_hint()
    }
}

impl<'de, A: MapAccess<'de>> Deserializer<'de> for Members<'de, A> {
    type Error = A::Error;
    #[inline]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, A::Error> {
        visitor.visit_map(self)
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

/// Reads a key; `None` for the tag itself.
struct NotTag<K> {
    seed: K,
    tag: &'static str,
}

impl<'de, K: DeserializeSeed<'de>> DeserializeSeed<'de> for NotTag<K> {
    type Value = Option<K::Value>;
    #[inline]
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        let Key(key) = Key::deserialize(d)?;
        if key == self.tag {
            return Ok(None);
        }
        self.seed
            .deserialize(Key(key).into_deserializer())
            .map(Some)
    }
}

/// The members with the tag given back first.
struct WithTag<'t, 'de, A> {
    tag: Option<&'t str>,
    key: &'static str,
    members: Members<'de, A>,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for WithTag<'_, 'de, A> {
    type Error = A::Error;
    #[inline]
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        if self.tag.is_some() {
            return seed
                .deserialize(de::value::BorrowedStrDeserializer::new(self.key))
                .map(Some);
        }
        self.members.next_key_seed(seed)
    }
    #[inline]
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        match self.tag.take() {
            Some(tag) => seed.deserialize(de::value::StrDeserializer::new(tag)),
            None => self.members.next_value_seed(seed),
        }
    }
}

impl<'de, A: MapAccess<'de>> Deserializer<'de> for WithTag<'_, 'de, A> {
    type Error = A::Error;
    #[inline]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, A::Error> {
        visitor.visit_map(self)
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DecodeError;

    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Circle {
        r: u32,
        #[serde(default)]
        inner: Option<Box<Shape>>,
    }

    #[derive(Debug, PartialEq, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Square {
        kind: String,
        side: u32,
    }

    #[derive(Debug, PartialEq)]
    enum Shape {
        Circle(Circle),
        Square(Square),
    }

    impl Tagged for Shape {
        const TAG: &'static str = "kind";
        const EXPECTING: &'static str = "a Shape object";
        type Tag<'de> = Name<'de>;
        fn variant<'de, A: MapAccess<'de>>(
            tag: Name<'de>,
            m: Members<'de, A>,
        ) -> Result<Self, A::Error> {
            match tag.as_str() {
                "circle" => m.decode().map(Shape::Circle),
                "square" => m.decode_with_tag("square").map(Shape::Square),
                other => Err(unknown(format_args!("shape"), other, &["circle", "square"])),
            }
        }
    }

    impl<'de> Deserialize<'de> for Shape {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            deserialize(d)
        }
    }

    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Page {
        shapes: Vec<Shape>,
    }

    fn error(json: &str) -> DecodeError {
        let err = crate::from_str::<Page>("Page", json).unwrap_err();
        // The same path and rule from a parsed value.
        let value: serde_json::Value = serde_json::from_str(json).unwrap();
        let again = crate::from_value::<Page>("Page", &value).unwrap_err();
        assert_eq!((err.path(), err.message()), (again.path(), again.message()));
        err
    }

    /// The column `serde_json` gives when it meets the same fault while
    /// decoding the object straight from the input as a plain struct.
    fn column_of<T: serde::de::DeserializeOwned>(json: &str) -> usize {
        serde_json::from_str::<T>(json).err().unwrap().column()
    }

    #[test]
    fn tag_first_and_tag_last_decode_alike() {
        let first = r#"{"shapes":[{"kind":"circle","r":1},{"kind":"square","side":2}]}"#;
        let last = r#"{"shapes":[{"r":1,"kind":"circle"},{"side":2,"kind":"square"}]}"#;
        let a = crate::from_str::<Page>("Page", first).unwrap();
        assert_eq!(a, crate::from_str::<Page>("Page", last).unwrap());
        assert_eq!(a, serde_json::from_str::<Page>(last).unwrap());
        // Integral floats are integers in a held member too.
        let float = r#"{"shapes":[{"r":1.0,"kind":"circle"}]}"#;
        assert!(crate::from_str::<Page>("Page", float).is_ok());
    }

    #[test]
    fn a_bad_member_after_the_tag_is_at_its_own_path_and_column() {
        let json = r#"{"shapes":[{"kind":"circle","r":"x"}]}"#;
        let err = error(json);
        assert_eq!(err.path(), "shapes[0].r");
        assert_eq!(
            err.message(),
            r#"invalid type: string "x", expected an integer"#
        );
        #[derive(Debug, serde::Deserialize)]
        #[allow(dead_code)]
        struct Plain {
            shapes: Vec<Circle>,
        }
        assert_eq!(err.column(), column_of::<Plain>(json));
    }

    #[test]
    fn a_bad_member_before_the_tag_is_at_its_own_path_and_column() {
        let json =
            "{\"shapes\":[{\"r\":1,\"kind\":\"circle\"},\n {\"side\":-1,\n  \"kind\":\"square\"}]}";
        let err = error(json);
        assert_eq!(err.path(), "shapes[1].side");
        assert_eq!(err.message(), "invalid value: integer `-1`, expected u32");
        assert_eq!((err.line(), err.column()), (2, 11));
        // Nested: a union held inside a member held before the tag.
        let json = r#"{"shapes":[{"inner":{"r":true,"kind":"circle"},"r":1,"kind":"circle"}]}"#;
        let err = error(json);
        assert_eq!(err.path(), "shapes[0].inner.r");
        assert_eq!(
            err.message(),
            "invalid type: boolean `true`, expected an integer"
        );
        assert_eq!(err.column(), json.find("true").unwrap() + 4);
        // An undeclared member, refused where its key is read.
        let json = r#"{"shapes":[{"zz":1,"kind":"square","side":1}]}"#;
        let err = error(json);
        assert_eq!(err.path(), "shapes[0].zz");
        assert!(err.message().starts_with("unknown field `zz`"), "{err}");
        assert_eq!(err.column(), json.find(r#""zz""#).unwrap() + 4);
    }

    #[test]
    fn a_missing_or_unknown_tag_is_the_unions_own_error() {
        let err = error(r#"{"shapes":[{"r":1}]}"#);
        assert_eq!(
            (err.path(), err.message()),
            ("shapes[0]", "missing field `kind`")
        );
        let json = r#"{"shapes":[{"r":1,"kind":"hexagon"},{"r":2}]}"#;
        let err = error(json);
        assert_eq!(err.path(), "shapes[0]");
        assert_eq!(
            err.message(),
            "unknown shape `hexagon`, expected one of `circle`, `square`"
        );
        // Where serde_json stands once the tag is read: here past the `}` after it.
        assert_eq!(err.column(), json.find(r#""hexagon""#).unwrap() + 10);
        let err = error(r#"{"shapes":[{"r":1,"kind":5}]}"#);
        assert_eq!(err.path(), "shapes[0].kind");
        assert_eq!(
            err.message(),
            "invalid type: integer `5`, expected a string"
        );
        let err = error(r#"{"shapes":[[1]]}"#);
        assert_eq!(err.path(), "shapes[0]");
        assert_eq!(
            err.message(),
            "invalid type: sequence, expected a Shape object"
        );
    }

    #[test]
    fn a_repeated_tag_is_refused_in_either_order() {
        for json in [
            r#"{"shapes":[{"kind":"circle","r":1,"kind":"circle"}]}"#,
            r#"{"shapes":[{"r":1,"kind":"circle","kind":"circle"}]}"#,
        ] {
            // (A parsed value keeps one of the two: text only.)
            let err = crate::from_str::<Page>("Page", json).unwrap_err();
            assert_eq!(
                (err.path(), err.message()),
                ("shapes[0]", "duplicate field `kind`")
            );
        }
    }

    #[test]
    fn plain_serde_json_names_a_held_member_in_the_message() {
        let err = serde_json::from_str::<Page>(r#"{"shapes":[{"r":"x","kind":"circle"}]}"#)
            .unwrap_err()
            .to_string();
        assert!(err.starts_with(r#"r: invalid type: string "x""#), "{err}");
    }
}
