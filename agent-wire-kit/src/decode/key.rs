//! Map keys and discriminators borrowed from the input.

use serde::de::{self, Deserializer, Visitor};
use std::fmt;

/// A string read borrowed from the input when it holds no escapes: a map
/// key or a discriminator in a hand-written visitor. (serde's own
/// `Cow<str>` always allocates.)
pub struct Key<'de>(pub std::borrow::Cow<'de, str>);

impl<'de> serde::Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use std::borrow::Cow;
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Borrowed(v)))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Owned(v.to_owned())))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Owned(v)))
            }
        }
        d.deserialize_str(V)
    }
}

impl<'de> Key<'de> {
    /// The key as a deserializer that lends borrowed text on
    /// (`visit_borrowed_str`), so a seed reading it as `Key` again does not
    /// allocate; serde's `CowStrDeserializer` copies borrowed text.
    pub fn into_deserializer<E: de::Error>(self) -> KeyDeserializer<'de, E> {
        KeyDeserializer {
            key: self.0,
            error: std::marker::PhantomData,
        }
    }
}

/// A [`Key`] as a deserializer; see [`Key::into_deserializer`].
pub struct KeyDeserializer<'de, E> {
    key: std::borrow::Cow<'de, str>,
    error: std::marker::PhantomData<E>,
}

impl<'de, E: de::Error> Deserializer<'de> for KeyDeserializer<'de, E> {
    type Error = E;
    #[inline]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        match self.key {
            std::borrow::Cow::Borrowed(s) => visitor.visit_borrowed_str(s),
            std::borrow::Cow::Owned(s) => visitor.visit_string(s),
        }
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}
