//! Crate-local declaration macros.

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
