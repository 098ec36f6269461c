//! Building blocks shared by every domain module: the idempotency key, the
//! `const` literals, numeric bounds and the wire-object declaration attribute.

use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error as _};
use std::fmt;

wire_kit::validated_string! {
    /// Client-generated idempotency key. Reuse is valid only for a
    /// byte-equivalent normalized mutation body.
    ///
    /// Component `RequestId`: a string of 1 to 128 characters.
    pub struct RequestId {
        min: 1,
        max: 128,
        named: true,
    }
}

/// A JSON integer `>= 0` (`minimum: 0`).
pub type NonNegative = wire_kit::BoundedInt<0, { i64::MAX }>;

/// A JSON integer `>= 1` (`minimum: 1`): event cursors and Thread sequences.
pub type Positive = wire_kit::BoundedInt<1, { i64::MAX }>;

/// An open JSON object (`type: object, additionalProperties: true`).
pub type JsonObject = serde_json::Map<String, serde_json::Value>;

wire_kit::literal! {
    /// `const: 1` of every `apiVersion` field.
    pub struct ApiVersion = 1;
}

wire_kit::literal! {
    /// `const: 1` of `SettingsDocument.schemaVersion`.
    pub struct SchemaVersion = 1;
}

wire_kit::literal! {
    /// A boolean field whose contract value is `const: true`.
    pub struct LiteralTrue = true;
}

wire_kit::literal! {
    /// A boolean field whose contract value is `const: false`.
    pub struct LiteralFalse = false;
}

/// A JSON number `>= 0` (`type: number, minimum: 0`), such as a timestamp.
///
/// The number keeps its JSON form: `12` stays an integer and `12.5` a
/// fraction, so a decoded value re-encodes to the same text.
#[derive(Clone, PartialEq, Debug)]
pub struct NonNegativeNumber(serde_json::Number);

impl NonNegativeNumber {
    /// Checks `value >= 0` and wraps it.
    pub fn new(value: serde_json::Number) -> Result<Self, wire_kit::ConstraintError> {
        match value.as_f64() {
            Some(v) if v >= 0.0 => Ok(Self(value)),
            _ => Err(wire_kit::ConstraintError::new(format!(
                "{value} is less than minimum 0"
            ))),
        }
    }

    /// A number from an `f64`; refuses negatives, NaN and infinities.
    pub fn from_f64(value: f64) -> Result<Self, wire_kit::ConstraintError> {
        let number = serde_json::Number::from_f64(value).ok_or_else(|| {
            wire_kit::ConstraintError::new("NaN and infinities are not JSON numbers")
        })?;
        Self::new(number)
    }

    /// The number as an `f64`.
    pub fn as_f64(&self) -> f64 {
        self.0.as_f64().unwrap_or_default()
    }

    /// The number as written.
    pub fn as_number(&self) -> &serde_json::Number {
        &self.0
    }
}

impl From<u32> for NonNegativeNumber {
    fn from(value: u32) -> Self {
        Self(value.into())
    }
}

impl fmt::Display for NonNegativeNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl Serialize for NonNegativeNumber {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for NonNegativeNumber {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let number = serde_json::Number::deserialize(deserializer)?;
        Self::new(number).map_err(D::Error::custom)
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for NonNegativeNumber {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "NonNegativeNumber".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({ "type": "number", "minimum": 0 })
    }
}

#[cfg(feature = "ts-rs")]
impl ts_rs::TS for NonNegativeNumber {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "number".into()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "number".into()
    }
}

#[cfg(feature = "utoipa")]
impl utoipa::PartialSchema for NonNegativeNumber {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::Type::Number)
            .minimum(Some(0))
            .into()
    }
}
#[cfg(feature = "utoipa")]
impl utoipa::ToSchema for NonNegativeNumber {}

// The modules declare their enums with the kit's `string_enum!`; Orion's
// are written in place (`inline`) and have a utoipa schema.
pub(crate) use wire_kit::string_enum;

/// The declaration of every Orion wire object: [`wire_kit::wire_openapi`],
/// imported as `#[wire]`. The contract's objects have camelCase members and
/// are closed (`additionalProperties: false`, so `deny_unknown_fields`; a
/// type says `#[wire(open)]` where the contract leaves it open), and the
/// `utoipa` feature derives `utoipa::ToSchema` for servers that build their
/// own OpenAPI document.
pub(crate) use wire_kit::wire_openapi as wire;

/// Schema stand-in for a required `oneOf: [T, {type: null}]` field (the
/// contract's spelling for `SessionSnapshot.goal` and `.plan`); `#[wire]`
/// decodes the bare `Option<T>` as required-nullable and keeps this schema.
#[cfg(feature = "schemars")]
pub struct OneOfNullable<T>(std::marker::PhantomData<T>);

#[cfg(feature = "schemars")]
impl<T: schemars::JsonSchema> schemars::JsonSchema for OneOfNullable<T> {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        format!("OneOfNullable_{}", T::schema_name()).into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let inner = generator.subschema_for::<T>();
        schemars::json_schema!({ "oneOf": [inner, { "type": "null" }] })
    }
}

pub(crate) use wire_kit::decode::Key;

/// Reads a key of a closed object whose branch is not known yet, refusing a
/// key that no branch has while the key is read (so the error's path is the
/// key, as for a derived struct).
pub(crate) struct KnownKey(pub(crate) &'static [&'static str]);

impl<'de> serde::de::DeserializeSeed<'de> for KnownKey {
    type Value = Key<'de>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Key<'de>, D::Error> {
        struct V(&'static [&'static str]);
        impl V {
            fn check<E: serde::de::Error>(&self, key: &str) -> Result<(), E> {
                if self.0.contains(&key) {
                    Ok(())
                } else {
                    Err(E::unknown_field(key, self.0))
                }
            }
        }
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E: serde::de::Error>(self, v: &'de str) -> Result<Key<'de>, E> {
                self.check(v)?;
                Ok(Key(std::borrow::Cow::Borrowed(v)))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Key<'de>, E> {
                self.check(v)?;
                Ok(Key(std::borrow::Cow::Owned(v.to_owned())))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Key<'de>, E> {
                self.check(&v)?;
                Ok(Key(std::borrow::Cow::Owned(v)))
            }
        }
        d.deserialize_str(V(self.0))
    }
}

/// A member read before a union's discriminators, held until the branch
/// is known: its value, or a discriminator's own name (held without a copy).
pub(crate) enum Held {
    Value(serde_json::Value),
    Name(&'static str),
}

/// The members read before a union's discriminators (each already checked
/// where it was read), then the rest of the object straight from the input.
/// A branch decodes from it as from the object itself, so everything after
/// the discriminators is checked with its exact path.
pub(crate) struct Replay<'de, I, A> {
    before: I,
    pending: Option<(Key<'de>, Held)>,
    map: A,
}

impl<'de, I: Iterator<Item = (Key<'de>, Held)>, A> Replay<'de, I, A> {
    pub(crate) fn new(before: impl IntoIterator<IntoIter = I>, map: A) -> Self {
        Self {
            before: before.into_iter(),
            pending: None,
            map,
        }
    }
}

impl<'de, I, A> serde::de::MapAccess<'de> for Replay<'de, I, A>
where
    I: Iterator<Item = (Key<'de>, Held)>,
    A: serde::de::MapAccess<'de>,
{
    type Error = A::Error;
    fn next_key_seed<K: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        use serde::de::IntoDeserializer;
        if let Some((key, value)) = self.before.next() {
            let k = seed.deserialize(key.0.clone().into_deserializer())?;
            self.pending = Some((key, value));
            return Ok(Some(k));
        }
        self.map.next_key_seed(seed)
    }
    fn next_value_seed<V: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, A::Error> {
        if let Some((key, value)) = self.pending.take() {
            // A held member's branch rule. The path-tracking pass shows the
            // discriminators first and holds nothing; here, the key leads
            // the message.
            let value = match value {
                Held::Value(value) => seed.deserialize(value),
                Held::Name(name) => {
                    seed.deserialize(serde::de::value::BorrowedStrDeserializer::new(name))
                }
            };
            return value.map_err(|e: serde_json::Error| {
                serde::de::Error::custom(format_args!("{}: {e}", key.0))
            });
        }
        self.map.next_value_seed(seed)
    }
}

/// A refusal of `key` repeated in one object.
pub(crate) fn duplicate<E: serde::de::Error>(key: &str) -> E {
    E::custom(format_args!("duplicate field `{key}`"))
}

/// A member held before the discriminators, decoded as its branch type;
/// the key leads an error's message, as in [`Replay`].
pub(crate) fn from_held<T: serde::de::DeserializeOwned, E: serde::de::Error>(
    key: &str,
    value: &serde_json::Value,
) -> Result<T, E> {
    wire_kit::from_value::<T>("", value).map_err(|e| E::custom(e.message_under(key)))
}

/// [`from_held`] for a member held as its text.
pub(crate) fn from_held_text<T: serde::de::DeserializeOwned, E: serde::de::Error>(
    key: &str,
    text: &str,
) -> Result<T, E> {
    wire_kit::from_str::<T>("", text).map_err(|e| E::custom(e.message_under(key)))
}
