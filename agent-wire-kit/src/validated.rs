/// Declares a string newtype whose constructor enforces length bounds and,
/// optionally, a pattern.
///
/// ```
/// agent_wire_kit::validated_string! {
///     /// A lowercase SHA-256 digest.
///     pub struct Sha256Hex {
///         min: 64, max: 64,
///         pattern: "^[0-9a-f]{64}$" => |s: &str| agent_wire_kit::pattern::lower_hex(s, 64),
///     }
/// }
/// assert!(Sha256Hex::new("ab").is_err());
/// let ok = Sha256Hex::new("a".repeat(64)).unwrap();
/// assert_eq!(ok.as_str().len(), 64);
/// ```
///
/// `pattern` documents the regular expression the contract declares (it goes
/// into the generated schema); the closure after `=>` is the hand-written
/// check that decoding runs, so the crate needs no regex engine. Add
/// `named: true,` at the end to make the type a named, referenced schema
/// (`$ref`) instead of an inline one.
#[macro_export]
macro_rules! validated_string {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(min: $min:expr,)?
            $(max: $max:expr,)?
            $(pattern: $pattern:literal => $check:expr,)?
            $(named: $named:literal,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis struct $name(String);

        impl $name {
            /// Smallest length allowed, in Unicode scalar values.
            pub const MIN_LENGTH: usize = 0 $(+ $min)?;
            /// Largest length allowed, in Unicode scalar values (`usize::MAX`: unbounded).
            pub const MAX_LENGTH: usize = $crate::__or_max!($($max)?);
            /// The pattern the contract declares, if any.
            pub const PATTERN: ::core::option::Option<&'static str> = $crate::__or_none!($($pattern)?);

            /// Checks the constraints and wraps the string.
            pub fn new(value: impl Into<String>) -> ::core::result::Result<Self, $crate::ConstraintError> {
                let value = value.into();
                $crate::check_length(&value, Self::MIN_LENGTH, Self::MAX_LENGTH)?;
                $(
                    let check: fn(&str) -> bool = $check;
                    if !check(&value) {
                        return Err($crate::ConstraintError::new(concat!("string does not match pattern ", $pattern)));
                    }
                )?
                Ok(Self(value))
            }

            /// The string.
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// Unwraps the string.
            pub fn into_inner(self) -> String {
                self.0
            }
        }

        impl ::core::ops::Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl ::core::convert::AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl ::core::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Debug::fmt(&self.0, f)
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl ::core::convert::TryFrom<String> for $name {
            type Error = $crate::ConstraintError;
            fn try_from(value: String) -> ::core::result::Result<Self, $crate::ConstraintError> {
                Self::new(value)
            }
        }

        impl ::core::convert::TryFrom<&str> for $name {
            type Error = $crate::ConstraintError;
            fn try_from(value: &str) -> ::core::result::Result<Self, $crate::ConstraintError> {
                Self::new(value)
            }
        }

        impl ::core::str::FromStr for $name {
            type Err = $crate::ConstraintError;
            fn from_str(value: &str) -> ::core::result::Result<Self, $crate::ConstraintError> {
                Self::new(value)
            }
        }

        impl ::core::cmp::PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl ::core::cmp::PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0 == *other
            }
        }

        impl $crate::__private::serde::Serialize for $name {
            fn serialize<S: $crate::__private::serde::Serializer>(&self, s: S) -> ::core::result::Result<S::Ok, S::Error> {
                s.serialize_str(&self.0)
            }
        }

        impl<'de> $crate::__private::serde::Deserialize<'de> for $name {
            fn deserialize<D: $crate::__private::serde::Deserializer<'de>>(d: D) -> ::core::result::Result<Self, D::Error> {
                let value = <String as $crate::__private::serde::Deserialize>::deserialize(d)?;
                Self::new(value).map_err(<D::Error as $crate::__private::serde::de::Error>::custom)
            }
        }

        $crate::__string_extras!($name, $crate::__is_named!($($named)?));
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __or_max {
    () => {
        usize::MAX
    };
    ($max:expr) => {
        $max
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __or_none {
    () => {
        None
    };
    ($pattern:literal) => {
        Some($pattern)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __is_named {
    () => {
        false
    };
    ($named:literal) => {
        $named
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __string_extras {
    ($name:ident, $named:expr) => {
        #[allow(unexpected_cfgs)]
        const _: () = {
            #[cfg(feature = "schemars")]
            impl ::schemars::JsonSchema for $name {
                fn inline_schema() -> bool {
                    !$named
                }
                fn schema_name() -> ::std::borrow::Cow<'static, str> {
                    stringify!($name).into()
                }
                fn json_schema(_: &mut ::schemars::SchemaGenerator) -> ::schemars::Schema {
                    $crate::schema::string($name::MIN_LENGTH, $name::MAX_LENGTH, $name::PATTERN)
                }
            }

            #[cfg(feature = "ts-rs")]
            impl ::ts_rs::TS for $name {
                type WithoutGenerics = Self;
                type OptionInnerType = Self;
                fn name(_: &::ts_rs::Config) -> String {
                    "string".into()
                }
                fn inline(_: &::ts_rs::Config) -> String {
                    "string".into()
                }
            }

            #[cfg(feature = "utoipa")]
            impl ::utoipa::PartialSchema for $name {
                fn schema() -> ::utoipa::openapi::RefOr<::utoipa::openapi::schema::Schema> {
                    $crate::openapi::string($name::MIN_LENGTH, $name::MAX_LENGTH, $name::PATTERN)
                }
            }
            #[cfg(feature = "utoipa")]
            impl ::utoipa::ToSchema for $name {
                fn name() -> ::std::borrow::Cow<'static, str> {
                    stringify!($name).into()
                }
            }
        };
    };
}
