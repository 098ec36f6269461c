//! [`SecretMap`]: a string map whose values may be credentials.

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;

/// A map of names to values that may carry credentials: HTTP headers
/// (`Authorization: Bearer …`) and environment variables (`API_KEY=…`).
///
/// On the wire it is a plain JSON object of strings. `Debug` shows the
/// names but not the values, and a decode error never repeats what it
/// read: neither a value nor a malformed map (a header map sent as the
/// string `"Bearer …"` is refused without quoting it). The values are
/// readable through [`SecretMap::expose`].
///
/// ```
/// use workerdeck_protocol::SecretMap;
/// let headers = SecretMap::from_iter([("Authorization", "Bearer s3cr3t")]);
/// assert_eq!(format!("{headers:?}"), r#"{"Authorization": "<redacted>"}"#);
/// assert_eq!(headers.expose()["Authorization"], "Bearer s3cr3t");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct SecretMap(BTreeMap<String, String>);

impl SecretMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// The names and values. Keep the values out of logs.
    pub fn expose(&self) -> &BTreeMap<String, String> {
        &self.0
    }

    /// The names and values, taken out of the wrapper.
    pub fn into_exposed(self) -> BTreeMap<String, String> {
        self.0
    }

    /// Sets `name` to `value`, returning the value it replaces.
    pub fn insert(&mut self, name: impl Into<String>, value: impl Into<String>) -> Option<String> {
        self.0.insert(name.into(), value.into())
    }

    /// The names, in order. Safe to log.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }

    /// How many entries there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl From<BTreeMap<String, String>> for SecretMap {
    fn from(map: BTreeMap<String, String>) -> Self {
        Self(map)
    }
}

impl<K: Into<String>, V: Into<String>> FromIterator<(K, V)> for SecretMap {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        Self(
            iter.into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
        )
    }
}

/// Stands in for a value in `Debug` output.
struct Redacted;

impl fmt::Debug for Redacted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"<redacted>\"")
    }
}

impl fmt::Debug for SecretMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.0.keys().map(|k| (k, Redacted)))
            .finish()
    }
}

impl Serialize for SecretMap {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

/// What a JSON value is, without what it holds.
fn kind(unexpected: de::Unexpected<'_>) -> &'static str {
    match unexpected {
        de::Unexpected::Bool(_) => "a boolean",
        de::Unexpected::Unsigned(_) | de::Unexpected::Signed(_) => "an integer",
        de::Unexpected::Float(_) => "a number",
        de::Unexpected::Str(_) | de::Unexpected::Char(_) => "a string",
        de::Unexpected::Unit | de::Unexpected::Option => "null",
        de::Unexpected::Seq => "an array",
        de::Unexpected::Map => "an object",
        _ => "another kind of value",
    }
}

/// The error for a value of the wrong kind: names the kinds, never the value.
fn wrong_kind<E: de::Error>(found: de::Unexpected<'_>, expected: &str) -> E {
    E::custom(format_args!(
        "invalid type: {}, expected {expected} (value not shown: it may hold a credential)",
        kind(found)
    ))
}

/// Implements every scalar `visit_*` of a visitor as a kind error.
macro_rules! refuse_scalars {
    ($expected:expr) => {
        fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
            Err(wrong_kind(de::Unexpected::Bool(v), $expected))
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
            Err(wrong_kind(de::Unexpected::Signed(v), $expected))
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
            Err(wrong_kind(de::Unexpected::Unsigned(v), $expected))
        }
        fn visit_i128<E: de::Error>(self, _: i128) -> Result<Self::Value, E> {
            Err(wrong_kind(de::Unexpected::Signed(0), $expected))
        }
        fn visit_u128<E: de::Error>(self, _: u128) -> Result<Self::Value, E> {
            Err(wrong_kind(de::Unexpected::Unsigned(0), $expected))
        }
        fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
            Err(wrong_kind(de::Unexpected::Float(v), $expected))
        }
        fn visit_bytes<E: de::Error>(self, _: &[u8]) -> Result<Self::Value, E> {
            Err(wrong_kind(de::Unexpected::Str(""), $expected))
        }
        fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
            Err(wrong_kind(de::Unexpected::Option, $expected))
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Err(wrong_kind(de::Unexpected::Unit, $expected))
        }
        fn visit_seq<A: de::SeqAccess<'de>>(self, _: A) -> Result<Self::Value, A::Error> {
            Err(wrong_kind(de::Unexpected::Seq, $expected))
        }
    };
}

/// One value of the map: a string, or an error that does not repeat it.
struct SecretValue(String);

impl<'de> Deserialize<'de> for SecretValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = SecretValue;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<SecretValue, E> {
                Ok(SecretValue(v.to_owned()))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<SecretValue, E> {
                Ok(SecretValue(v))
            }
            fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<SecretValue, A::Error> {
                Err(wrong_kind(de::Unexpected::Map, "a string"))
            }
            refuse_scalars!("a string");
        }
        // `deserialize_any`: with `deserialize_string` serde_json would word
        // the error itself and quote the value.
        d.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for SecretMap {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = SecretMap;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of strings")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<SecretMap, A::Error> {
                let mut out = BTreeMap::new();
                while let Some((k, SecretValue(v))) = map.next_entry::<String, SecretValue>()? {
                    out.insert(k, v);
                }
                Ok(SecretMap(out))
            }
            fn visit_str<E: de::Error>(self, _: &str) -> Result<SecretMap, E> {
                Err(wrong_kind(de::Unexpected::Str(""), "an object of strings"))
            }
            refuse_scalars!("an object of strings");
        }
        d.deserialize_any(V)
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for SecretMap {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SecretMap".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        <BTreeMap<String, String> as schemars::JsonSchema>::json_schema(generator)
    }
}

#[cfg(feature = "ts-rs")]
impl ts_rs::TS for SecretMap {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(cfg: &ts_rs::Config) -> String {
        <BTreeMap<String, String> as ts_rs::TS>::name(cfg)
    }
    fn inline(cfg: &ts_rs::Config) -> String {
        <BTreeMap<String, String> as ts_rs::TS>::inline(cfg)
    }
}
