//! Decoding of tagged unions without buffering.
//!
//! serde's derived `#[serde(tag = "…")]` decoding collects every field of an
//! object into an intermediate tree before it picks a variant. Session event
//! logs are replayed whole on every attach, so the unions on that path are
//! decoded here instead: when the discriminator is the first key (what every
//! server writes in practice) the remaining fields stream straight into the
//! variant's struct. When it is not, the object is collected into a
//! [`serde_json::Map`] first and decoded from there, with the same result.

use serde::de::{
    self, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, Visitor,
    value::CowStrDeserializer,
};
use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;

/// A union whose variant is chosen by a string-valued key.
pub(crate) trait Dispatch: Sized {
    /// The discriminator key (`type`, `behavior`, `status`).
    const TAG: &'static str;
    /// The union's name, for error messages.
    const NAME: &'static str;
    /// Every accepted discriminator value, for error messages.
    const VARIANTS: &'static [&'static str];
    /// Decodes the variant named `tag` from the object's other fields.
    fn dispatch<'de, D: Deserializer<'de>>(tag: &str, rest: D) -> Result<Self, D::Error>;
}

/// Keys that sit beside the union's own fields (`seq` and `ts` of a session
/// event) and are taken out of the stream before the variant sees it.
pub(crate) trait Side<'de> {
    /// Reads the value of `key` if it is a side key; `Ok(false)` otherwise.
    fn take<A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<bool, A::Error>;
    /// Takes side keys out of a collected object.
    fn take_from_map<E: de::Error>(
        &mut self,
        map: &mut serde_json::Map<String, serde_json::Value>,
    ) -> Result<(), E>;
}

/// No side keys.
pub(crate) struct NoSide;

impl<'de> Side<'de> for NoSide {
    fn take<A: MapAccess<'de>>(&mut self, _: &str, _: &mut A) -> Result<bool, A::Error> {
        Ok(false)
    }
    fn take_from_map<E: de::Error>(
        &mut self,
        _: &mut serde_json::Map<String, serde_json::Value>,
    ) -> Result<(), E> {
        Ok(())
    }
}

/// A map key, borrowed from the input when it can be.
pub(crate) struct Key<'de>(pub(crate) Cow<'de, str>);

impl<'de> de::Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string key")
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

/// The rest of an object, after the discriminator, as a deserializer.
struct Rest<'s, A, S> {
    map: A,
    side: &'s mut S,
}

impl<'de, A: MapAccess<'de>, S: Side<'de>> MapAccess<'de> for Rest<'_, A, S> {
    type Error = A::Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        loop {
            let Some(Key(key)) = self.map.next_key::<Key<'de>>()? else {
                return Ok(None);
            };
            if self.side.take(&key, &mut self.map)? {
                continue;
            }
            let de: CowStrDeserializer<'de, A::Error> = key.into_deserializer();
            return seed.deserialize(de).map(Some);
        }
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

impl<'de, A: MapAccess<'de>, S: Side<'de>> Deserializer<'de> for Rest<'_, A, S> {
    type Error = A::Error;
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, A::Error> {
        visitor.visit_map(self)
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

/// Decodes a tagged union from a map, taking side keys out as it goes.
pub(crate) fn visit_tagged<'de, T: Dispatch, A: MapAccess<'de>, S: Side<'de>>(
    mut map: A,
    side: &mut S,
) -> Result<T, A::Error> {
    // Leading side keys are allowed before the discriminator.
    loop {
        let Some(Key(key)) = map.next_key::<Key<'de>>()? else {
            return Err(de::Error::missing_field(T::TAG));
        };
        if side.take(&key, &mut map)? {
            continue;
        }
        if key == T::TAG {
            let tag: Key<'de> = map.next_value()?;
            return T::dispatch(&tag.0, Rest { map, side });
        }
        // Discriminator not first: collect the object and decode from it.
        let mut collected = serde_json::Map::new();
        let value: serde_json::Value = map.next_value()?;
        collected.insert(key.into_owned(), value);
        while let Some(Key(key)) = map.next_key::<Key<'de>>()? {
            if side.take(&key, &mut map)? {
                continue;
            }
            let value: serde_json::Value = map.next_value()?;
            if collected.insert(key.to_string(), value).is_some() {
                return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
            }
        }
        return from_collected::<T, S, A::Error>(collected, side);
    }
}

/// Decodes a tagged union from an already collected object.
pub(crate) fn from_collected<'de, T: Dispatch, S: Side<'de>, E: de::Error>(
    mut map: serde_json::Map<String, serde_json::Value>,
    side: &mut S,
) -> Result<T, E> {
    side.take_from_map::<E>(&mut map)?;
    let tag = match map.remove(T::TAG) {
        Some(serde_json::Value::String(s)) => s,
        Some(other) => {
            return Err(E::custom(format_args!(
                "`{}` must be a string, found {}",
                T::TAG,
                kind(&other)
            )));
        }
        None => return Err(E::missing_field(T::TAG)),
    };
    T::dispatch(&tag, serde_json::Value::Object(map)).map_err(E::custom)
}

fn kind(v: &serde_json::Value) -> &'static str {
    match v {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::Object(_) => "an object",
    }
}

/// The error for a discriminator value no variant carries.
pub(crate) fn unknown_tag<T: Dispatch, E: de::Error>(tag: &str) -> E {
    E::custom(format_args!(
        "unknown {} `{}` `{tag}`, expected one of {}",
        T::NAME,
        T::TAG,
        T::VARIANTS
            .iter()
            .map(|v| format!("`{v}`"))
            .collect::<Vec<_>>()
            .join(", ")
    ))
}

/// A variant without fields of its own: the object must hold nothing else.
pub(crate) struct NoFields;

impl<'de> de::Deserialize<'de> for NoFields {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = NoFields;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object without other fields")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<NoFields, A::Error> {
                match map.next_key::<Key<'de>>()? {
                    None => Ok(NoFields),
                    Some(Key(k)) => Err(de::Error::custom(format_args!("unknown field `{k}`"))),
                }
            }
        }
        d.deserialize_map(V)
    }
}

/// `Deserialize` for a [`Dispatch`] union: a visitor over a JSON object.
pub(crate) struct UnionVisitor<T>(pub(crate) PhantomData<T>);

impl<'de, T: Dispatch> Visitor<'de> for UnionVisitor<T> {
    type Value = T;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a {} object", T::NAME)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
        visit_tagged::<T, A, NoSide>(map, &mut NoSide)
    }
}

/// Declares a union tagged by a string key, with a non-buffering decoder.
///
/// Serialization, JSON Schema and TypeScript come from serde's internal
/// tagging (`#[serde(tag = …)]`), so the wire form is serde's; decoding goes
/// through [`Dispatch`].
macro_rules! tagged_union {
    (
        $(#[$meta:meta])*
        pub enum $name:ident ($tag:literal) {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $( ($inner:ty) )? = $wire:literal
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, serde::Serialize)]
        #[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
        #[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
        #[serde(tag = $tag, deny_unknown_fields)]
        #[allow(clippy::large_enum_variant)]
        pub enum $name {
            $(
                $(#[$vmeta])*
                #[serde(rename = $wire)]
                $variant $( ($inner) )?,
            )*
        }

        impl $name {
            /// The discriminator value of this variant, as written on the wire.
            pub fn tag(&self) -> &'static str {
                match self {
                    $( $crate::dispatch::tagged_union!(@pat $name $variant $( $inner )?) => $wire, )*
                }
            }
        }

        impl $crate::dispatch::Dispatch for $name {
            const TAG: &'static str = $tag;
            const NAME: &'static str = stringify!($name);
            const VARIANTS: &'static [&'static str] = &[$($wire),*];
            fn dispatch<'de, D: serde::Deserializer<'de>>(
                tag: &str,
                rest: D,
            ) -> Result<Self, D::Error> {
                match tag {
                    $( $wire => $crate::dispatch::tagged_union!(@build $name $variant rest $( $inner )?), )*
                    other => Err($crate::dispatch::unknown_tag::<Self, D::Error>(other)),
                }
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                d.deserialize_map($crate::dispatch::UnionVisitor::<Self>(::core::marker::PhantomData))
            }
        }
    };
    (@pat $name:ident $variant:ident) => { $name::$variant };
    (@pat $name:ident $variant:ident $inner:ty) => { $name::$variant(_) };
    (@build $name:ident $variant:ident $rest:ident) => {
        <$crate::dispatch::NoFields as serde::Deserialize>::deserialize($rest).map(|_| $name::$variant)
    };
    (@build $name:ident $variant:ident $rest:ident $inner:ty) => {
        <$inner as serde::Deserialize>::deserialize($rest).map($name::$variant)
    };
}

pub(crate) use tagged_union;
