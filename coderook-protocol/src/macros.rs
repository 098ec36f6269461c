//! Crate-local declaration macros.

/// Declares a closed string enum: exact wire strings, `as_str`, `ALL`,
/// `Display`/`FromStr`, hand-written serde (no buffering), a named schema
/// (`{type: string, enum: [...]}`) and a TypeScript union.
macro_rules! string_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident = $value:literal,)+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every value, in contract order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];
            /// Every wire string, in contract order.
            pub const VALUES: &'static [&'static str] = &[$($value),+];

            /// The wire string.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $value,)+
                }
            }

            /// The value for a wire string, if it is one of [`Self::VALUES`].
            pub fn from_wire(s: &str) -> Option<Self> {
                match s {
                    $($value => Some(Self::$variant),)+
                    _ => None,
                }
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::core::str::FromStr for $name {
            type Err = $crate::values::UnknownValue;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Self::from_wire(s).ok_or($crate::values::UnknownValue {
                    type_name: stringify!($name),
                    expected: Self::VALUES,
                })
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                struct V;
                impl ::serde::de::Visitor<'_> for V {
                    type Value = $name;
                    fn expecting(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                        write!(f, "one of {:?}", $name::VALUES)
                    }
                    fn visit_str<E: ::serde::de::Error>(self, v: &str) -> Result<$name, E> {
                        $name::from_wire(v).ok_or_else(|| E::unknown_variant(v, $name::VALUES))
                    }
                }
                d.deserialize_str(V)
            }
        }

        #[cfg(feature = "schemars")]
        impl ::schemars::JsonSchema for $name {
            fn schema_name() -> ::std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }
            fn json_schema(_: &mut ::schemars::SchemaGenerator) -> ::schemars::Schema {
                ::schemars::json_schema!({ "type": "string", "enum": $name::VALUES })
            }
        }

        #[cfg(feature = "ts-rs")]
        impl ::ts_rs::TS for $name {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &::ts_rs::Config) -> String {
                stringify!($name).into()
            }
            fn inline(_: &::ts_rs::Config) -> String {
                $name::VALUES
                    .iter()
                    .map(|v| format!("{v:?}"))
                    .collect::<Vec<_>>()
                    .join(" | ")
            }
            fn decl(cfg: &::ts_rs::Config) -> String {
                format!("type {} = {};", stringify!($name), <Self as ::ts_rs::TS>::inline(cfg))
            }
            fn decl_concrete(cfg: &::ts_rs::Config) -> String {
                <Self as ::ts_rs::TS>::decl(cfg)
            }
            fn output_path() -> Option<::std::path::PathBuf> {
                Some(concat!(stringify!($name), ".ts").into())
            }
        }
    };
}

/// Declares a bounded JSON number (`f64`) newtype.
macro_rules! bounded_number {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $(exclusive_minimum: $xmin:expr,)?
            $(minimum: $min:expr,)?
            $(maximum: $max:expr,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
        pub struct $name(f64);

        impl $name {
            /// Checks the bounds and wraps the number.
            pub fn new(value: f64) -> Result<Self, wire_kit::ConstraintError> {
                if !value.is_finite() {
                    return Err(wire_kit::ConstraintError::new("number is not finite"));
                }
                $(if value <= $xmin {
                    return Err(wire_kit::ConstraintError::new(format!(
                        "{value} is not greater than exclusiveMinimum {}", $xmin
                    )));
                })?
                $(if value < $min {
                    return Err(wire_kit::ConstraintError::new(format!(
                        "{value} is less than minimum {}", $min
                    )));
                })?
                $(if value > $max {
                    return Err(wire_kit::ConstraintError::new(format!(
                        "{value} is greater than maximum {}", $max
                    )));
                })?
                Ok(Self(value))
            }

            /// The number.
            pub fn get(self) -> f64 {
                self.0
            }
        }

        impl TryFrom<f64> for $name {
            type Error = wire_kit::ConstraintError;
            fn try_from(value: f64) -> Result<Self, Self::Error> {
                Self::new(value)
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_f64(self.0)
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let v = <f64 as ::serde::Deserialize>::deserialize(d)?;
                Self::new(v).map_err(<D::Error as ::serde::de::Error>::custom)
            }
        }

        #[cfg(feature = "schemars")]
        impl ::schemars::JsonSchema for $name {
            fn inline_schema() -> bool {
                true
            }
            fn schema_name() -> ::std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }
            fn json_schema(_: &mut ::schemars::SchemaGenerator) -> ::schemars::Schema {
                #[allow(unused_mut)]
                let mut s = ::schemars::json_schema!({ "type": "number" });
                $(s.insert("exclusiveMinimum".into(), ($xmin).into());)?
                $(s.insert("minimum".into(), ($min).into());)?
                $(s.insert("maximum".into(), ($max).into());)?
                s
            }
        }

        #[cfg(feature = "ts-rs")]
        impl ::ts_rs::TS for $name {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &::ts_rs::Config) -> String {
                "number".into()
            }
            fn inline(_: &::ts_rs::Config) -> String {
                "number".into()
            }
        }
    };
}

pub(crate) use bounded_number;
pub(crate) use string_enum;
