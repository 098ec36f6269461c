//! String enums: a closed set of wire strings, or an open one that keeps any
//! other string verbatim.

use serde::de::{self, Visitor};
use std::fmt;

/// A string that is not one of a closed string enum's values: the error of
/// its `FromStr`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownValue {
    /// The enum's name.
    pub type_name: &'static str,
    /// The values it accepts, in contract order.
    pub expected: &'static [&'static str],
}

impl fmt::Display for UnknownValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a {} value; expected one of {:?}",
            self.type_name, self.expected
        )
    }
}

impl std::error::Error for UnknownValue {}

impl From<UnknownValue> for crate::ConstraintError {
    fn from(e: UnknownValue) -> Self {
        Self::new(e.to_string())
    }
}

/// Reads a closed enum from a string only (no buffering, no other JSON
/// form), refusing any other string with serde's `unknown variant` message.
#[doc(hidden)]
pub fn deserialize_closed<'de, D, T>(
    d: D,
    values: &'static [&'static str],
    from_wire: fn(&str) -> Option<T>,
) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
{
    struct V<T> {
        values: &'static [&'static str],
        from_wire: fn(&str) -> Option<T>,
    }
    impl<T> Visitor<'_> for V<T> {
        type Value = T;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "one of {:?}", self.values)
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
            (self.from_wire)(v).ok_or_else(|| E::unknown_variant(v, self.values))
        }
    }
    d.deserialize_str(V { values, from_wire })
}

/// A closed enum's TypeScript: a string-literal union.
#[doc(hidden)]
pub fn ts_union(values: &[&str]) -> String {
    values
        .iter()
        .map(|v| format!("{v:?}"))
        .collect::<Vec<_>>()
        .join(" | ")
}

/// Declares a string enum: each variant with its exact wire string.
///
/// ```
/// agent_wire_kit::string_enum! {
///     /// How a run ends.
///     pub enum Outcome {
///         /// It did what was asked.
///         Done = "done",
///         /// It gave up.
///         GaveUp = "gave_up",
///     }
/// }
/// assert_eq!(Outcome::VALUES, ["done", "gave_up"]);
/// assert_eq!(Outcome::GaveUp.as_str(), "gave_up");
/// assert_eq!(serde_json::to_string(&Outcome::Done).unwrap(), r#""done""#);
/// let err = serde_json::from_str::<Outcome>(r#""later""#).unwrap_err();
/// assert!(err.to_string().starts_with("unknown variant `later`, expected `done` or `gave_up`"));
/// assert!("later".parse::<Outcome>().is_err());
/// ```
///
/// A closed enum (the default) gets `ALL` and `VALUES` (the values and their
/// wire strings, in contract order), `const fn as_str`, `from_wire`,
/// `Display`, `FromStr` (error [`UnknownValue`](crate::UnknownValue)) and
/// serde both ways. Decoding reads a string and nothing else, without
/// buffering; any other string is refused with serde's `unknown variant`
/// message.
///
/// Options go in `#[string_enum(..)]` among the attributes:
///
/// | option | effect |
/// | --- | --- |
/// | (none) | schema `{type: string, enum: [..]}`, a named (`$ref`) schema; TypeScript `type Name = "a" \| "b"` |
/// | `inline` | the same schema, written in place of each use |
/// | `documented` | a named `oneOf` of `const`s, each with its variant's doc comment as `description`; the TypeScript carries the doc comments |
/// | `utoipa` | also `utoipa::ToSchema` under the calling crate's `utoipa` feature (a crate without that feature leaves it out) |
/// | `open` | an open set, below |
///
/// An open set (`#[string_enum(open)]`) is `#[non_exhaustive]` and adds
/// `Other(String)`: it decodes any string, keeps one it does not name
/// verbatim and re-encodes exactly the text read. It gets `VALUES` (the
/// values it names), `as_str`, `is_known`, `From<&str>`, `From<String>`,
/// `Display` and serde; its schema is `{type: string}` and its TypeScript
/// `string`, in place.
///
/// ```
/// agent_wire_kit::string_enum! {
///     /// Where a key came from. Open: the set may grow.
///     #[string_enum(open)]
///     pub enum KeySource {
///         /// The user's settings.
///         User = "user",
///     }
/// }
/// let other: KeySource = serde_json::from_str(r#""vault""#).unwrap();
/// assert!(!other.is_known());
/// assert_eq!(serde_json::to_string(&other).unwrap(), r#""vault""#);
/// assert_eq!(KeySource::from("user"), KeySource::User);
/// ```
///
/// The schema and TypeScript impls follow the calling crate's `schemars` and
/// `ts-rs` features.
#[macro_export]
macro_rules! string_enum {
    ($($input:tt)*) => {
        $crate::__string_enum! { @attrs [] [] $($input)* }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __string_enum {
    // Attributes: `#[string_enum(..)]` holds options, the others are kept.
    (@attrs [$($opt:tt)*] [$($attr:tt)*] #[string_enum($($o:tt)*)] $($rest:tt)*) => {
        $crate::__string_enum! { @attrs [$($opt)* $($o)* ,] [$($attr)*] $($rest)* }
    };
    (@attrs [$($opt:tt)*] [$($attr:tt)*] #[$meta:meta] $($rest:tt)*) => {
        $crate::__string_enum! { @attrs [$($opt)*] [$($attr)* #[$meta]] $($rest)* }
    };
    (@attrs [$($opt:tt)*] [$($attr:tt)*] $($rest:tt)*) => {
        $crate::__string_enum! { @opts [closed named no] [$($opt)*] [$($attr)*] $($rest)* }
    };

    // Options, as [form schema utoipa].
    (@opts [$f:ident $s:ident $u:ident] [, $($o:tt)*] $($rest:tt)*) => {
        $crate::__string_enum! { @opts [$f $s $u] [$($o)*] $($rest)* }
    };
    (@opts [$f:ident $s:ident $u:ident] [open $($o:tt)*] $($rest:tt)*) => {
        $crate::__string_enum! { @opts [open $s $u] [$($o)*] $($rest)* }
    };
    (@opts [$f:ident $s:ident $u:ident] [inline $($o:tt)*] $($rest:tt)*) => {
        $crate::__string_enum! { @opts [$f inline $u] [$($o)*] $($rest)* }
    };
    (@opts [$f:ident $s:ident $u:ident] [documented $($o:tt)*] $($rest:tt)*) => {
        $crate::__string_enum! { @opts [$f documented $u] [$($o)*] $($rest)* }
    };
    (@opts [$f:ident $s:ident $u:ident] [utoipa $($o:tt)*] $($rest:tt)*) => {
        $crate::__string_enum! { @opts [$f $s utoipa] [$($o)*] $($rest)* }
    };
    (@opts [$f:ident $s:ident $u:ident] [$other:tt $($o:tt)*] $($rest:tt)*) => {
        ::core::compile_error!(concat!(
            "unknown string_enum option `", stringify!($other),
            "` (expected open, inline, documented or utoipa)"
        ));
    };
    (@opts [closed $s:ident $u:ident] [] $($rest:tt)*) => {
        $crate::__string_enum! { @closed [$s $u] $($rest)* }
    };
    (@opts [open named $u:ident] [] $($rest:tt)*) => {
        $crate::__string_enum! { @open [$u] $($rest)* }
    };
    (@opts [open $s:ident $u:ident] [] $($rest:tt)*) => {
        ::core::compile_error!("an open string set's schema is always `{type: string}`, in place");
    };

    // A closed enum.
    (@closed [$schema:ident $utoipa:ident] [$($attr:tt)*]
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:literal ),+ $(,)?
        }
    ) => {
        $crate::__string_enum! { @def $schema [$($attr)*] $vis enum $name {
            $( [$(#[$vmeta])*] $variant = $wire, )+
        } }

        impl $name {
            /// Every value, in contract order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];
            /// Every wire string, in contract order.
            pub const VALUES: &'static [&'static str] = &[$($wire),+];

            /// The wire string.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $wire,)+
                }
            }

            /// The value for a wire string, if it is one of [`Self::VALUES`].
            pub fn from_wire(s: &str) -> ::core::option::Option<Self> {
                match s {
                    $($wire => ::core::option::Option::Some(Self::$variant),)+
                    _ => ::core::option::Option::None,
                }
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::core::str::FromStr for $name {
            type Err = $crate::UnknownValue;
            fn from_str(s: &str) -> ::core::result::Result<Self, Self::Err> {
                Self::from_wire(s).ok_or($crate::UnknownValue {
                    type_name: stringify!($name),
                    expected: Self::VALUES,
                })
            }
        }

        impl $crate::__private::serde::Serialize for $name {
            fn serialize<S: $crate::__private::serde::Serializer>(&self, s: S) -> ::core::result::Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> $crate::__private::serde::Deserialize<'de> for $name {
            fn deserialize<D: $crate::__private::serde::Deserializer<'de>>(d: D) -> ::core::result::Result<Self, D::Error> {
                $crate::enums::deserialize_closed(d, Self::VALUES, Self::from_wire)
            }
        }

        $crate::__string_enum! { @schema $schema $name }
        $crate::__string_enum! { @utoipa $utoipa $name { "enum": $name::VALUES } }
    };

    // The enum item; `documented` derives its schema and TypeScript, which
    // read the doc comments.
    (@def documented [$($attr:tt)*] $vis:vis enum $name:ident {
        $( [$($vmeta:tt)*] $variant:ident = $wire:literal, )+
    }) => {
        $($attr)*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "schemars", derive(::schemars::JsonSchema))]
        #[cfg_attr(feature = "ts-rs", derive(::ts_rs::TS))]
        $vis enum $name {
            $(
                $($vmeta)*
                #[cfg_attr(feature = "schemars", schemars(rename = $wire))]
                #[cfg_attr(feature = "ts-rs", ts(rename = $wire))]
                $variant,
            )+
        }
    };
    (@def $schema:ident [$($attr:tt)*] $vis:vis enum $name:ident {
        $( [$($vmeta:tt)*] $variant:ident = $wire:literal, )+
    }) => {
        $($attr)*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name {
            $( $($vmeta)* $variant, )+
        }
    };

    // A closed enum's schema and TypeScript.
    (@schema documented $name:ident) => {};
    (@schema named $name:ident) => {
        $crate::__string_enum! { @schema_impl false $name }
    };
    (@schema inline $name:ident) => {
        $crate::__string_enum! { @schema_impl true $name }
    };
    (@schema_impl $inline:literal $name:ident) => {
        #[allow(unexpected_cfgs)]
        const _: () = {
            // `{type: string, enum: [..]}` as the contracts write it (a
            // derived schema would turn documented variants into `oneOf`).
            #[cfg(feature = "schemars")]
            impl ::schemars::JsonSchema for $name {
                fn inline_schema() -> bool {
                    $inline
                }
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
                const IS_ENUM: bool = true;
                fn name(_: &::ts_rs::Config) -> String {
                    stringify!($name).into()
                }
                fn inline(_: &::ts_rs::Config) -> String {
                    $crate::enums::ts_union($name::VALUES)
                }
                fn decl(cfg: &::ts_rs::Config) -> String {
                    format!("type {} = {};", stringify!($name), <Self as ::ts_rs::TS>::inline(cfg))
                }
                fn decl_concrete(cfg: &::ts_rs::Config) -> String {
                    <Self as ::ts_rs::TS>::decl(cfg)
                }
                fn output_path() -> ::core::option::Option<::std::path::PathBuf> {
                    ::core::option::Option::Some(concat!(stringify!($name), ".ts").into())
                }
            }
        };
    };

    // utoipa, only when asked for: a crate without the feature would warn.
    (@utoipa no $name:ident { $($enum:tt)* }) => {};
    (@utoipa utoipa $name:ident { $($enum:tt)* }) => {
        // Written by hand: utoipa's derive would publish the Rust variant names.
        #[cfg(feature = "utoipa")]
        impl ::utoipa::PartialSchema for $name {
            fn schema() -> ::utoipa::openapi::RefOr<::utoipa::openapi::schema::Schema> {
                $crate::__string_enum! { @utoipa_schema $($enum)* }
            }
        }
        #[cfg(feature = "utoipa")]
        impl ::utoipa::ToSchema for $name {
            fn name() -> ::std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }
        }
    };
    (@utoipa_schema "enum": $values:expr) => {
        ::utoipa::openapi::ObjectBuilder::new()
            .schema_type(::utoipa::openapi::Type::String)
            .enum_values(::core::option::Option::Some($values.iter().copied()))
            .into()
    };
    (@utoipa_schema) => {
        ::utoipa::openapi::ObjectBuilder::new()
            .schema_type(::utoipa::openapi::Type::String)
            .into()
    };

    // An open set.
    (@open [$utoipa:ident] [$($attr:tt)*]
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:literal ),* $(,)?
        }
    ) => {
        $($attr)*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        // The contract may name more values in a minor release.
        #[non_exhaustive]
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )*
            /// A value this version of the crate does not name; kept verbatim.
            Other(String),
        }

        impl $name {
            /// The values the contract names, in its order.
            pub const VALUES: &'static [&'static str] = &[$($wire),*];

            /// The wire string.
            pub fn as_str(&self) -> &str {
                match self {
                    $( Self::$variant => $wire, )*
                    Self::Other(s) => s,
                }
            }

            /// Whether the value is one the contract names.
            pub fn is_known(&self) -> bool {
                !matches!(self, Self::Other(_))
            }
        }

        impl ::core::convert::From<&str> for $name {
            fn from(s: &str) -> Self {
                match s {
                    $( $wire => Self::$variant, )*
                    other => Self::Other(other.to_owned()),
                }
            }
        }

        impl ::core::convert::From<String> for $name {
            fn from(s: String) -> Self {
                match s.as_str() {
                    $( $wire => Self::$variant, )*
                    _ => Self::Other(s),
                }
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl $crate::__private::serde::Serialize for $name {
            fn serialize<S: $crate::__private::serde::Serializer>(&self, s: S) -> ::core::result::Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> $crate::__private::serde::Deserialize<'de> for $name {
            fn deserialize<D: $crate::__private::serde::Deserializer<'de>>(d: D) -> ::core::result::Result<Self, D::Error> {
                // Borrowed when the text has no escapes: a known value allocates nothing.
                let key = <$crate::decode::Key<'de> as $crate::__private::serde::Deserialize>::deserialize(d)?;
                ::core::result::Result::Ok(match key.0 {
                    ::std::borrow::Cow::Borrowed(s) => Self::from(s),
                    ::std::borrow::Cow::Owned(s) => Self::from(s),
                })
            }
        }

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
                    ::schemars::json_schema!({ "type": "string" })
                }
            }

            #[cfg(feature = "ts-rs")]
            impl ::ts_rs::TS for $name {
                type WithoutGenerics = Self;
                type OptionInnerType = Self;
                fn name(_: &::ts_rs::Config) -> String {
                    "string".to_owned()
                }
                fn inline(_: &::ts_rs::Config) -> String {
                    "string".to_owned()
                }
            }
        };

        $crate::__string_enum! { @utoipa $utoipa $name {} }
    };
}
