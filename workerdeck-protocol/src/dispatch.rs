//! Decoding of tagged unions without buffering, through the kit's one
//! tagged-union decoder ([`wire_kit::tagged`]): when the discriminator is
//! the first key (what every server writes in practice) the remaining
//! fields stream straight into the variant's struct; when it is not, only
//! the members before it are held, as their text. Errors carry their exact
//! path (`event.status`) in either order.

use serde::de::{self, Deserializer};

pub(crate) use wire_kit::decode::Key;
pub(crate) use wire_kit::tagged::{Members, Name, Tagged};

/// The error for a discriminator value no variant carries.
pub(crate) fn unknown_tag<E: de::Error>(
    name: &str,
    tag_key: &str,
    tag: &str,
    variants: &[&str],
) -> E {
    wire_kit::tagged::unknown(format_args!("{name} `{tag_key}`"), tag, variants)
}

/// A variant without fields of its own: any other member is undeclared, and
/// ignored like every undeclared member.
pub(crate) struct NoFields;

impl<'de> de::Deserialize<'de> for NoFields {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        de::IgnoredAny::deserialize(d).map(|_| NoFields)
    }
}

/// Declares a union tagged by a string key, with a non-buffering decoder.
///
/// Serialization, JSON Schema and TypeScript come from serde's internal
/// tagging (`#[serde(tag = …)]`), so the wire form is serde's; decoding goes
/// through [`Tagged`].
///
/// `("type", boxed)` holds each variant's struct in a `Box` and adds
/// `From<Struct>` for the union: for the per-frame unions, whose largest
/// variant would otherwise be moved through every decoding layer.
macro_rules! tagged_union {
    (
        $(#[$meta:meta])*
        pub enum $name:ident ($tag:literal, boxed) { $($body:tt)* }
    ) => {
        $crate::dispatch::tagged_union! { @union [boxed] $(#[$meta])* pub enum $name ($tag) { $($body)* } }
    };
    (
        $(#[$meta:meta])*
        pub enum $name:ident ($tag:literal) { $($body:tt)* }
    ) => {
        $crate::dispatch::tagged_union! { @union [plain] $(#[$meta])* pub enum $name ($tag) { $($body)* } }
    };
    (
        @union [$mode:ident]
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
                $variant $( ($crate::dispatch::tagged_union!(@ty $mode $inner)) )?,
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

        impl $crate::dispatch::Tagged for $name {
            const TAG: &'static str = $tag;
            const EXPECTING: &'static str = concat!("a ", stringify!($name), " object");
            type Tag<'de> = $crate::dispatch::Name<'de>;
            fn variant<'de, A: serde::de::MapAccess<'de>>(
                tag: $crate::dispatch::Name<'de>,
                rest: $crate::dispatch::Members<'de, A>,
            ) -> Result<Self, A::Error> {
                match tag.as_str() {
                    $( $wire => $crate::dispatch::tagged_union!(@build $mode $name $variant rest $( $inner )?), )*
                    other => Err($crate::dispatch::unknown_tag(
                        stringify!($name), $tag, other, &[$($wire),*],
                    )),
                }
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                wire_kit::tagged::deserialize(d)
            }
        }

        $( $( $crate::dispatch::tagged_union!(@from $mode $name $variant $inner); )? )*
    };
    (@pat $name:ident $variant:ident) => { $name::$variant };
    (@pat $name:ident $variant:ident $inner:ty) => { $name::$variant(_) };
    (@ty plain $inner:ty) => { $inner };
    (@ty boxed $inner:ty) => { Box<$inner> };
    (@build $mode:ident $name:ident $variant:ident $rest:ident) => {
        $rest.decode::<$crate::dispatch::NoFields>().map(|_| $name::$variant)
    };
    (@build plain $name:ident $variant:ident $rest:ident $inner:ty) => {
        $rest.decode::<$inner>().map($name::$variant)
    };
    (@build boxed $name:ident $variant:ident $rest:ident $inner:ty) => {
        $rest.decode::<$inner>().map(|v| $name::$variant(Box::new(v)))
    };
    (@from plain $name:ident $variant:ident $inner:ty) => {};
    (@from boxed $name:ident $variant:ident $inner:ty) => {
        impl From<$inner> for $name {
            fn from(v: $inner) -> Self {
                Self::$variant(Box::new(v))
            }
        }
    };
}

pub(crate) use tagged_union;
