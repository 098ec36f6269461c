//! `const` values: checked on decode, always emitted, never settable.

use serde::de::{self, Visitor};
use std::fmt;

/// The JSON value a [`literal!`](crate::literal!) type stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LiteralValue {
    /// A string constant such as `"agent.run"`.
    Str(&'static str),
    /// A boolean constant.
    Bool(bool),
    /// An integer constant.
    Int(i64),
}

impl LiteralValue {
    /// The value as JSON text (`"agent.run"`, `true`, `1`): also its TypeScript literal type.
    pub fn to_json(self) -> String {
        match self {
            Self::Str(s) => serde_json::to_string(s).unwrap_or_default(),
            Self::Bool(b) => b.to_string(),
            Self::Int(i) => i.to_string(),
        }
    }

    /// The value as a [`serde_json::Value`].
    pub fn to_value(self) -> serde_json::Value {
        match self {
            Self::Str(s) => s.into(),
            Self::Bool(b) => b.into(),
            Self::Int(i) => i.into(),
        }
    }

    /// Writes the value.
    pub fn serialize<S: serde::Serializer>(self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Str(s) => serializer.serialize_str(s),
            Self::Bool(b) => serializer.serialize_bool(b),
            Self::Int(i) => serializer.serialize_i64(i),
        }
    }

    /// Reads a value and accepts it only if it equals `self`.
    // Always inlined: `self` is then a constant, and only its own arm is left.
    #[inline(always)]
    pub fn expect<'de, D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        match self {
            Self::Str(_) => deserializer.deserialize_str(Expect(self)),
            Self::Bool(_) => deserializer.deserialize_bool(Expect(self)),
            Self::Int(_) => deserializer.deserialize_any(Expect(self)),
        }
    }
}

impl From<&'static str> for LiteralValue {
    #[inline]
    fn from(s: &'static str) -> Self {
        Self::Str(s)
    }
}
impl From<bool> for LiteralValue {
    #[inline]
    fn from(b: bool) -> Self {
        Self::Bool(b)
    }
}
impl From<i32> for LiteralValue {
    #[inline]
    fn from(i: i32) -> Self {
        Self::Int(i.into())
    }
}

struct Expect(LiteralValue);

impl Expect {
    fn check<E: de::Error>(
        &self,
        got: LiteralValue,
        unexpected: de::Unexpected<'_>,
    ) -> Result<(), E> {
        if got == self.0 {
            Ok(())
        } else {
            Err(E::invalid_value(unexpected, self))
        }
    }
}

impl Visitor<'_> for Expect {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the constant {}", self.0.to_json())
    }
    #[inline]
    fn visit_str<E: de::Error>(self, v: &str) -> Result<(), E> {
        match self.0 {
            LiteralValue::Str(s) if s == v => Ok(()),
            _ => Err(E::invalid_value(de::Unexpected::Str(v), &self)),
        }
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<(), E> {
        self.check(LiteralValue::Bool(v), de::Unexpected::Bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<(), E> {
        self.check(LiteralValue::Int(v), de::Unexpected::Signed(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<(), E> {
        match i64::try_from(v) {
            Ok(i) => self.check(LiteralValue::Int(i), de::Unexpected::Unsigned(v)),
            Err(_) => Err(E::invalid_value(de::Unexpected::Unsigned(v), &self)),
        }
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<(), E> {
        // JSON Schema compares numbers by value: 1.0 equals the constant 1.
        match self.0 {
            LiteralValue::Int(i) if v == i as f64 => Ok(()),
            _ => Err(E::invalid_value(de::Unexpected::Float(v), &self)),
        }
    }
}

/// Declares a unit type for a contract `const`.
///
/// ```
/// agent_wire_kit::literal! {
///     /// The `type` tag of a ping command.
///     pub struct PingTag = "core.ping";
/// }
/// let json = serde_json::to_string(&PingTag).unwrap();
/// assert_eq!(json, r#""core.ping""#);
/// assert!(serde_json::from_str::<PingTag>(r#""core.pong""#).is_err());
/// ```
///
/// The value may be a string, a boolean or an integer. With the calling
/// crate's `schemars` / `ts-rs` / `utoipa` features the type also gets a
/// schema (`const`) and a TypeScript literal type.
#[macro_export]
macro_rules! literal {
    ($(#[$meta:meta])* $vis:vis struct $name:ident = $value:literal;) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis struct $name;

        impl $name {
            /// The constant this type stands for.
            #[inline]
            pub fn value() -> $crate::literal::LiteralValue {
                $crate::literal::LiteralValue::from($value)
            }
        }

        impl ::core::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&Self::value().to_json())
            }
        }

        impl $crate::__private::serde::Serialize for $name {
            fn serialize<S: $crate::__private::serde::Serializer>(&self, s: S) -> ::core::result::Result<S::Ok, S::Error> {
                Self::value().serialize(s)
            }
        }

        impl<'de> $crate::__private::serde::Deserialize<'de> for $name {
            fn deserialize<D: $crate::__private::serde::Deserializer<'de>>(d: D) -> ::core::result::Result<Self, D::Error> {
                Self::value().expect(d).map(|()| $name)
            }
        }

        $crate::__literal_extras!($name);
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __literal_extras {
    ($name:ident) => {
        #[allow(unexpected_cfgs)]
        const _: () = {
            #[cfg(feature = "schemars")]
            impl ::schemars::JsonSchema for $name {
                fn inline_schema() -> bool {
                    true
                }
                fn schema_name() -> ::std::borrow::Cow<'static, str> {
                    stringify!($name).into()
                }
                fn json_schema(_: &mut ::schemars::SchemaGenerator) -> ::schemars::Schema {
                    $crate::schema::constant($name::value())
                }
            }

            #[cfg(feature = "ts-rs")]
            impl ::ts_rs::TS for $name {
                type WithoutGenerics = Self;
                type OptionInnerType = Self;
                fn name(_: &::ts_rs::Config) -> String {
                    $name::value().to_json()
                }
                fn inline(_: &::ts_rs::Config) -> String {
                    $name::value().to_json()
                }
            }

            #[cfg(feature = "utoipa")]
            impl ::utoipa::PartialSchema for $name {
                fn schema() -> ::utoipa::openapi::RefOr<::utoipa::openapi::schema::Schema> {
                    $crate::openapi::constant($name::value())
                }
            }
            #[cfg(feature = "utoipa")]
            impl ::utoipa::ToSchema for $name {}
        };
    };
}
