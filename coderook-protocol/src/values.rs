//! Value types shared by many messages: validated ids and digests,
//! timestamps, bounded numbers, unique lists and free-form JSON.

use crate::macros::bounded_number;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use wire_kit::{BoundedInt, BoundedString};

/// A string with at least one character (`minLength: 1`).
pub type NonEmptyString = BoundedString<1, { usize::MAX }>;
/// An integer `>= 0` (`minimum: 0`).
pub type NonNegative = BoundedInt<0, { i64::MAX }>;
/// An integer `>= 1` (`minimum: 1`, or `exclusiveMinimum: 0`).
pub type Positive = BoundedInt<1, { i64::MAX }>;
/// A free-form JSON object (`{type: object, additionalProperties: true}`).
pub type JsonObject = serde_json::Map<String, serde_json::Value>;

pub use wire_kit::UnknownValue;

wire_kit::validated_string! {
    /// A lowercase hex SHA-256 digest (`^[0-9a-f]{64}$`).
    pub struct Sha256Hex {
        pattern: "^[0-9a-f]{64}$" => |s: &str| wire_kit::pattern::lower_hex(s, 64),
    }
}

wire_kit::validated_string! {
    /// Either empty or a lowercase hex SHA-256 digest (`^(?:|[0-9a-f]{64})$`):
    /// the empty string means "no digest".
    pub struct Sha256HexOrEmpty {
        pattern: "^(?:|[0-9a-f]{64})$" => |s: &str| s.is_empty() || wire_kit::pattern::lower_hex(s, 64),
    }
}

wire_kit::validated_string! {
    /// A digest the caller expects the server's current state to have:
    /// exactly 64 characters (`minLength: 64, maxLength: 64`, no pattern).
    pub struct ExpectedDigest {
        min: 64,
        max: 64,
    }
}

wire_kit::validated_string! {
    /// A goal id: `goal-` and 12 lowercase hex digits (`^goal-[a-f0-9]{12}$`).
    pub struct GoalId {
        min: 1,
        pattern: "^goal-[a-f0-9]{12}$" => |s: &str| wire_kit::pattern::prefixed_lower_hex(s, "goal-", 12),
    }
}

wire_kit::validated_string! {
    /// A lowercase slug naming a preset or a worker backend
    /// (`^[a-z][a-z0-9-]{0,63}$`).
    pub struct Slug {
        pattern: "^[a-z][a-z0-9-]{0,63}$" => is_slug,
    }
}

fn is_slug(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && b.len() <= 64
        && b[0].is_ascii_lowercase()
        && b[1..]
            .iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
}

wire_kit::validated_string! {
    /// The media type of an image attachment (`^image/(png|jpeg|webp|gif)$`).
    pub struct ImageMediaType {
        pattern: "^image/(png|jpeg|webp|gif)$" => |s: &str| matches!(s, "image/png" | "image/jpeg" | "image/webp" | "image/gif"),
    }
}

bounded_number! {
    /// How long to wait for an answer to a user question, in seconds
    /// (`0 < s <= 3600`).
    pub struct QuestionTimeoutSeconds {
        exclusive_minimum: 0.0,
        maximum: 3600.0,
    }
}

bounded_number! {
    /// Delay between worker retries, in seconds (`0 <= s <= 300`).
    pub struct RetryBackoffSeconds {
        minimum: 0.0,
        maximum: 300.0,
    }
}

/// An RFC 3339 date-time (`format: date-time`), kept as the exact string
/// that was received.
///
/// The contract's `format` is an annotation: like the upstream schema, the
/// decoder does not parse it, so re-encoding gives back the exact text
/// (sub-second digits, `Z` or offset) and no date-time library is needed.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Timestamp(String);

impl Timestamp {
    /// Wraps a date-time string as is.
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }

    /// The string.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for Timestamp {
    fn from(value: &str) -> Self {
        Self::new(value)
    }
}

impl From<String> for Timestamp {
    fn from(value: String) -> Self {
        Self(value)
    }
}

impl Serialize for Timestamp {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Timestamp {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d).map(Self)
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for Timestamp {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Timestamp".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({ "type": "string", "format": "date-time" })
    }
}

#[cfg(feature = "ts-rs")]
impl ts_rs::TS for Timestamp {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "string".into()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "string".into()
    }
}

/// Any JSON value (the contract's `JsonValue`, schema `{}`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct JsonValue(pub serde_json::Value);

impl From<serde_json::Value> for JsonValue {
    fn from(value: serde_json::Value) -> Self {
        Self(value)
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for JsonValue {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "JsonValue".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({})
    }
}

#[cfg(feature = "ts-rs")]
impl ts_rs::TS for JsonValue {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "JsonValue".into()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "unknown".into()
    }
    fn decl(_: &ts_rs::Config) -> String {
        "type JsonValue = unknown;".into()
    }
    fn decl_concrete(cfg: &ts_rs::Config) -> String {
        <Self as ts_rs::TS>::decl(cfg)
    }
    fn output_path() -> Option<std::path::PathBuf> {
        Some("JsonValue.ts".into())
    }
}

/// A list whose items are pairwise different (`uniqueItems: true`).
#[derive(Debug, Clone, PartialEq)]
pub struct UniqueVec<T>(Vec<T>);

impl<T> Default for UniqueVec<T> {
    fn default() -> Self {
        Self(Vec::new())
    }
}

impl<T: PartialEq> UniqueVec<T> {
    /// Checks that no two items are equal and wraps the list.
    pub fn new(items: Vec<T>) -> Result<Self, wire_kit::ConstraintError> {
        for (i, a) in items.iter().enumerate() {
            if let Some(j) = items[i + 1..].iter().position(|b| a == b) {
                return Err(wire_kit::ConstraintError::new(format!(
                    "array items {i} and {} are equal (uniqueItems)",
                    i + 1 + j
                )));
            }
        }
        Ok(Self(items))
    }
}

impl<T> UniqueVec<T> {
    /// The items.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }

    /// Unwraps the list.
    pub fn into_inner(self) -> Vec<T> {
        self.0
    }
}

impl<T> std::ops::Deref for UniqueVec<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<T: PartialEq> TryFrom<Vec<T>> for UniqueVec<T> {
    type Error = wire_kit::ConstraintError;
    fn try_from(items: Vec<T>) -> Result<Self, Self::Error> {
        Self::new(items)
    }
}

impl<T: Serialize> Serialize for UniqueVec<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de, T: Deserialize<'de> + PartialEq> Deserialize<'de> for UniqueVec<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(d)?;
        Self::new(items).map_err(serde::de::Error::custom)
    }
}

#[cfg(feature = "schemars")]
impl<T: schemars::JsonSchema> schemars::JsonSchema for UniqueVec<T> {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        format!("UniqueVec_{}", T::schema_name()).into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let mut schema = Vec::<T>::json_schema(generator);
        schema.insert("uniqueItems".into(), true.into());
        schema
    }
}

#[cfg(feature = "ts-rs")]
impl<T: ts_rs::TS> ts_rs::TS for UniqueVec<T> {
    type WithoutGenerics = Vec<ts_rs::Dummy>;
    type OptionInnerType = Self;
    fn name(cfg: &ts_rs::Config) -> String {
        <Vec<T> as ts_rs::TS>::name(cfg)
    }
    fn inline(cfg: &ts_rs::Config) -> String {
        <Vec<T> as ts_rs::TS>::inline(cfg)
    }
    fn visit_dependencies(v: &mut impl ts_rs::TypeVisitor)
    where
        Self: 'static,
    {
        <Vec<T> as ts_rs::TS>::visit_dependencies(v);
    }
    fn visit_generics(v: &mut impl ts_rs::TypeVisitor)
    where
        Self: 'static,
    {
        <Vec<T> as ts_rs::TS>::visit_generics(v);
    }
}

/// `deserialize_with` for a credential: accepts a JSON string and nothing
/// else, and never repeats the offending value in the error (serde's
/// default "invalid type: integer `…`" message would).
pub(crate) fn secret<'de, D: Deserializer<'de>>(d: D) -> Result<wire_kit::Secret, D::Error> {
    struct V;
    impl serde::de::Visitor<'_> for V {
        type Value = wire_kit::Secret;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a string")
        }
        fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<wire_kit::Secret, E> {
            Ok(wire_kit::Secret::new(v))
        }
    }
    d.deserialize_any(V).map_err(|_: D::Error| {
        serde::de::Error::custom("credential is not a string (value withheld)")
    })
}
