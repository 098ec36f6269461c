//! Decoding of tagged unions without buffering.
//!
//! serde's derived `#[serde(tag = "…")]` decoding collects every field of an
//! object into an intermediate tree before it picks a variant. Session event
//! logs are replayed whole on every attach, so the unions on that path are
//! decoded here instead: when the discriminator is the first key (what every
//! server writes in practice) the remaining fields stream straight into the
//! variant's struct. When it is not, the object is collected into a
//! [`serde_json::Map`] first and the variant decoded from it through
//! [`wire_kit::from_value`], so the workspace rules (an object is never read
//! from an array, an integral float is an integer) hold on both paths and
//! both accept exactly the same values.
//!
//! Error paths: every error carries its exact path (`event.status`). On the streaming path the decoder tracks it; on
//! the collected path the variant's own decode finds the path inside the
//! object, and the error is raised below the union with
//! [`wire_kit::decode::error_within`], which adds the two up.

use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, Visitor,
    value::CowStrDeserializer,
};
use serde_json::{Map, Value};
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
    fn dispatch<'de, S: Source<'de>>(tag: &str, rest: S) -> Result<Self, S::Error>;
    /// Decodes an object without the discriminator. Refused unless the union
    /// has a default variant.
    fn untagged<'de, S: Source<'de>>(_rest: S) -> Result<Self, S::Error> {
        Err(de::Error::missing_field(Self::TAG))
    }
}

/// Where a variant's fields come from: the rest of a streamed object, or a
/// collected one. Either way the variant type decodes with the same rules.
pub(crate) trait Source<'de>: Sized {
    /// The error type of the decoder.
    type Error: de::Error;
    /// Decodes the fields as `X`.
    fn decode<X: DeserializeOwned>(self) -> Result<X, Self::Error>;
    /// Decodes the fields as `X`, a type that lists the discriminator (always
    /// `type`) among its own fields: the discriminator is given back to it.
    fn decode_with_tag<X: DeserializeOwned>(self, tag: &str) -> Result<X, Self::Error>;
}

/// The rest of a streamed object.
pub(crate) struct Streamed<D>(D);

impl<'de, D: Deserializer<'de>> Source<'de> for Streamed<D> {
    type Error = D::Error;
    fn decode<X: DeserializeOwned>(self) -> Result<X, D::Error> {
        X::deserialize(self.0)
    }
    fn decode_with_tag<X: DeserializeOwned>(self, tag: &str) -> Result<X, D::Error> {
        X::deserialize(WithTag { tag, inner: self.0 })
    }
}

/// Gives the already consumed `type` back to a member type that has it as a field.
struct WithTag<'t, D> {
    tag: &'t str,
    inner: D,
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for WithTag<'_, D> {
    type Error = D::Error;
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.inner.deserialize_map(WithTagVisitor {
            tag: self.tag,
            visitor,
        })
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

struct WithTagVisitor<'t, V> {
    tag: &'t str,
    visitor: V,
}

impl<'de, V: Visitor<'de>> Visitor<'de> for WithTagVisitor<'_, V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.visitor.expecting(f)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.visitor.visit_map(WithTagMap {
            tag: Some(self.tag),
            pending: false,
            map,
        })
    }
}

struct WithTagMap<'t, A> {
    tag: Option<&'t str>,
    pending: bool,
    map: A,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for WithTagMap<'_, A> {
    type Error = A::Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        if self.tag.is_some() && !self.pending {
            self.pending = true;
            return seed
                .deserialize(de::value::StrDeserializer::<A::Error>::new("type"))
                .map(Some);
        }
        self.map.next_key_seed(seed)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        if let (true, Some(tag)) = (self.pending, self.tag) {
            self.tag = None;
            return seed.deserialize(de::value::StrDeserializer::<A::Error>::new(tag));
        }
        self.map.next_value_seed(seed)
    }
}

/// A collected object, without its discriminator.
pub(crate) struct Collected<E> {
    name: &'static str,
    map: Map<String, Value>,
    error: PhantomData<E>,
}

impl<E: de::Error> Source<'_> for Collected<E> {
    type Error = E;
    fn decode<X: DeserializeOwned>(self) -> Result<X, E> {
        wire_kit::from_value(self.name, &Value::Object(self.map))
            .map_err(|e| wire_kit::decode::error_within("", &e))
    }
    fn decode_with_tag<X: DeserializeOwned>(self, tag: &str) -> Result<X, E> {
        let mut map = Map::with_capacity(self.map.len() + 1);
        map.insert("type".to_owned(), Value::String(tag.to_owned()));
        map.extend(self.map);
        Collected {
            map,
            name: self.name,
            error: PhantomData,
        }
        .decode()
    }
}

/// Keys that sit beside the union's own fields (`seq` and `ts` of a session
/// event) and are taken out of the stream before the variant sees it.
pub(crate) trait Side<'de> {
    /// Whether `key` is a side key.
    fn is_side(&self, key: &str) -> bool;
    /// Reads the value of `key` if it is a side key; `Ok(false)` otherwise.
    fn take<A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<bool, A::Error>;
    /// Takes side keys out of a collected object.
    fn take_from_map<E: de::Error>(&mut self, map: &mut Map<String, Value>) -> Result<(), E>;
}

/// No side keys.
pub(crate) struct NoSide;

impl<'de> Side<'de> for NoSide {
    fn is_side(&self, _: &str) -> bool {
        false
    }
    fn take<A: MapAccess<'de>>(&mut self, _: &str, _: &mut A) -> Result<bool, A::Error> {
        Ok(false)
    }
    fn take_from_map<E: de::Error>(&mut self, _: &mut Map<String, Value>) -> Result<(), E> {
        Ok(())
    }
}

pub(crate) use wire_kit::decode::Key;

/// The rest of an object, after the discriminator, as a deserializer.
struct Rest<'s, A, S> {
    map: A,
    side: &'s mut S,
}

impl<'de, A: MapAccess<'de>, S: Side<'de>> MapAccess<'de> for Rest<'_, A, S> {
    type Error = A::Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        mut seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        loop {
            // The field is identified inside the outer `next_key_seed`, so an
            // error in its key is reported at its own path, as in any object.
            let next = self.map.next_key_seed(FieldSeed {
                seed,
                side: &*self.side,
            })?;
            match next {
                None => return Ok(None),
                Some(Field::Own(value)) => return Ok(Some(value)),
                Some(Field::Side(key, back)) => {
                    self.side.take(&key, &mut self.map)?;
                    seed = back;
                }
            }
        }
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

/// A key of the rest of an object: a side key, or one of the variant's own.
enum Field<'de, K, T> {
    /// A side key; the variant's key seed is handed back.
    Side(Cow<'de, str>, K),
    /// The variant's own key, identified.
    Own(T),
}

/// Reads a key and lets the variant identify it unless it is a side key.
struct FieldSeed<'s, K, S> {
    seed: K,
    side: &'s S,
}

impl<'de, K: DeserializeSeed<'de>, S: Side<'de>> DeserializeSeed<'de> for FieldSeed<'_, K, S> {
    type Value = Field<'de, K, K::Value>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        let Key(key) = <Key<'de> as de::Deserialize<'de>>::deserialize(d)?;
        if self.side.is_side(&key) {
            return Ok(Field::Side(key, self.seed));
        }
        let de: CowStrDeserializer<'de, D::Error> = key.into_deserializer();
        self.seed.deserialize(de).map(Field::Own)
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
            return from_collected::<T, S, A::Error>(Map::new(), side);
        };
        if side.take(&key, &mut map)? {
            continue;
        }
        if key == T::TAG {
            let tag: Key<'de> = map.next_value()?;
            return T::dispatch(&tag.0, Streamed(Rest { map, side }));
        }
        // Discriminator not first: collect the object and decode from it.
        let mut collected = Map::new();
        let value: Value = map.next_value()?;
        collected.insert(key.into_owned(), value);
        while let Some(Key(key)) = map.next_key::<Key<'de>>()? {
            if side.take(&key, &mut map)? {
                continue;
            }
            let value: Value = map.next_value()?;
            if collected.insert(key.to_string(), value).is_some() {
                return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
            }
        }
        return from_collected::<T, S, A::Error>(collected, side);
    }
}

/// Decodes a tagged union from an already collected object.
pub(crate) fn from_collected<'de, T: Dispatch, S: Side<'de>, E: de::Error>(
    mut map: Map<String, Value>,
    side: &mut S,
) -> Result<T, E> {
    side.take_from_map::<E>(&mut map)?;
    let tag = map.remove(T::TAG);
    let rest = Collected {
        name: T::NAME,
        map,
        error: PhantomData,
    };
    match tag {
        Some(Value::String(tag)) => T::dispatch(&tag, rest),
        // The error the streaming path gives, at the same place.
        Some(other) => Err(wire_kit::decode::error_at(
            T::TAG,
            <Key<'_> as de::Deserialize>::deserialize(&other)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default(),
        )),
        None => T::untagged(rest),
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

/// A variant without fields of its own: any other member is undeclared, and
/// ignored like every undeclared member.
pub(crate) struct NoFields;

impl<'de> de::Deserialize<'de> for NoFields {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        de::IgnoredAny::deserialize(d).map(|_| NoFields)
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
        #[serde(tag = $tag)]
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
            fn dispatch<'de, S: $crate::dispatch::Source<'de>>(
                tag: &str,
                rest: S,
            ) -> Result<Self, S::Error> {
                match tag {
                    $( $wire => $crate::dispatch::tagged_union!(@build $name $variant rest $( $inner )?), )*
                    other => Err($crate::dispatch::unknown_tag::<Self, S::Error>(other)),
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
        $crate::dispatch::Source::decode::<$crate::dispatch::NoFields>($rest).map(|_| $name::$variant)
    };
    (@build $name:ident $variant:ident $rest:ident $inner:ty) => {
        $crate::dispatch::Source::decode::<$inner>($rest).map($name::$variant)
    };
}

pub(crate) use tagged_union;
