//! Shared building blocks for the agent wire-protocol crates
//! (`orion-api-types`, `coderook-protocol`, `workerdeck-protocol`).
//!
//! Everything here exists so that a contract constraint is declared once and
//! then enforced twice: when a value is decoded, and in the JSON Schema and
//! TypeScript generated from the same Rust type.
//!
//! | building block | what it models |
//! | --- | --- |
//! | [`BoundedString`], [`BoundedVec`], [`BoundedInt`] | `minLength`/`maxLength`, `minItems`/`maxItems`, `minimum`/`maximum` |
//! | [`validated_string!`] | a string newtype with its own meaning (ids, digests, revisions) |
//! | [`literal!`] | a `const` value: checked on decode, always emitted, not settable |
//! | [`string_enum!`] | a closed string enum, or an open set that keeps unknown strings verbatim |
//! | [`Patch`] | a tri-state update field: absent / `null` (clear) / value |
//! | [`Secret`] | a credential that never appears in `Debug`, `Display` or errors |
//! | [`RawObject`] | an "any object" member kept as the text it arrived in, checked but not parsed into a tree |
//! | [`WireType`], [`decode()`], [`decode_receive`], [`decode_strict`] | one decode entry in three views (the contract's, a client's, CI's), with errors that name the type, the field path and the rule ([`mod@decode`]) |
//! | [`encode`] | `serde_json`'s compact output, byte for byte, with long strings escaped a word at a time |
//! | [`tagged`] | one streaming decoder for every union a string member tags |
//! | [`strict`] | the same decoding, refusing members the contract does not declare (for CI) |
//! | [`wire`], [`wire_camel`], [`wire_openapi`] | a wire struct's declaration in one attribute: its derives, `#[non_exhaustive]`, a constructor of its required fields, a setter per optional field, literal defaults |
//! | `net` (feature `net`, `http`, `store`) | what the clients and servers share: the loopback rule, backoff, faults, HTTP/1.1 on hyper, the accept loop, the event log and its fan-out |
//! | `net::chaos` (feature `chaos`) | a seeded proxy that cuts every connection at a reproducible byte offset, for testing clients and servers |
//! | `net::trace` (feature `tracing`) | a `connection` span around each connection of the servers' accept loop, and the timing the protocol crates' request spans use |
//!
//! The crate's required dependencies are `serde`, `serde_json` and
//! `simdutf8` (UTF-8 validation with SIMD, which has no dependencies).
//! The optional features `schemars`, `ts-rs` and `utoipa` add schema,
//! TypeScript and OpenAPI support to the building blocks.

/// `ts_rs::TS` for a type written in TypeScript as a fixed type text,
/// inline wherever it is used.
macro_rules! ts_inline {
    ($ty:ty, $text:literal) => {
        #[cfg(feature = "ts-rs")]
        impl ts_rs::TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &ts_rs::Config) -> String {
                $text.into()
            }
            fn inline(_: &ts_rs::Config) -> String {
                $text.into()
            }
        }
    };
}
pub(crate) use ts_inline;

mod bounded;
pub mod decode;
pub mod encode;
#[doc(hidden)]
pub mod enums;
pub mod literal;
#[cfg(feature = "net")]
pub mod net;
mod patch;
pub mod pattern;
pub mod raw;
mod scan;
mod secret;
mod validated;

#[cfg(feature = "schemars")]
pub mod schema;

pub use bounded::{BoundedInt, BoundedString, BoundedVec};
pub use decode::{
    DecodeError, JsonInput, WireType, WireTypeVisitor, decode, decode_receive, decode_strict,
    decode_value, from_slice, from_str, from_value, strict, tagged,
};
pub use enums::UnknownValue;
pub use patch::Patch;
pub use raw::RawObject;
pub use secret::Secret;

/// Declares a wire struct: one attribute that says everything a wire type
/// needs, so a field the upstream contract adds in a minor release is a
/// minor release of the crate too.
///
/// On a struct with named fields `#[wire]` writes the derives of a wire type,
/// `#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]`
/// with `schemars::JsonSchema` and `ts_rs::TS` under the declaring crate's
/// features of those names, adds `#[non_exhaustive]` (other crates cannot
/// write a struct literal, which would break on every new field) and
/// generates:
///
/// - `new(..)`, taking exactly the required fields, in declaration order, text
///   (`String`) as `impl Into<String>`; every other field takes its contract
///   default: `Default::default()`, the literal or function its `default`
///   word names, the struct's `Default` under a container `#[serde(default)]`;
/// - `with_<field>(self, value) -> Self` for each public optional or
///   defaulted field; an `Option<T>` field's setter takes `T`.
///
/// Members keep the Rust field names and undeclared members are ignored on
/// decode. Two flavours say the same for contracts written another way, each
/// imported once by a crate as `wire`: [`wire_camel`] (camelCase members,
/// TypeScript's style) and [`wire_openapi`] (camelCase members, undeclared
/// members refused, `utoipa::ToSchema` under the crate's `utoipa` feature).
/// A type that needs another derive (`Default`, `Eq`) writes it beside.
///
/// # Struct words
///
/// | word | meaning |
/// | --- | --- |
/// | `manual_new` | the type writes its own `new` (one that checks a rule across fields, or takes a typed view); the setters are generated |
/// | `manual_serialize`, `manual_deserialize` | the type implements `Serialize` / `Deserialize` itself (a decoder the derive cannot express) |
/// | `manual_schema`, `manual_ts` | the type implements `JsonSchema` / `TS` itself, or has none |
/// | `inline` | the schema is inlined where the type is used (`schemars(inline)`): an object the contract does not name |
/// | `closed` / `open` | undeclared members are refused (`deny_unknown_fields`) / ignored, whatever the flavour says |
/// | `query` | ([`wire_openapi`]) a query string: `utoipa::IntoParams` (`parameter_in = Query`) in place of `ToSchema`, no TypeScript (it is no body), open |
///
/// # Field words
///
/// A field marked `#[wire(tag)]` (a `type` tag or another `const`) is neither
/// a parameter nor settable: it always holds its one value.
/// A field with no word whose type is `Option<T>` is required-nullable (the
/// key must be present, `null` reads as `None`, `None` is written as `null`)
/// where nothing says otherwise: the struct derives `Deserialize` and has no
/// container `#[serde(default)]`, and the field has no serde `default`,
/// `with`, `deserialize_with`, `flatten` or `skip*` of its own. Serde alone
/// would let it be absent; `#[wire]` writes the attributes that refuse it.
/// A field marked `#[wire(optional)]` (an `Option<T>` the contract lets be
/// absent but not `null`) gets the attribute stack that says so: serde
/// `default` with `wire_kit::decode::non_null` and `skip_serializing_if`,
/// schemars `with = "T"`, ts-rs `optional`.
/// The words for a field that may be absent and reads as a default, named
/// after pydantic's: `#[wire(default)]` (`Default::default()`),
/// `#[wire(default = <JSON literal>)]` (the contract's default as written:
/// `true`, `0`, `1.5`, `"chat"`), `#[wire(default_with = path)]` (the value
/// the function `path` returns, for a default no literal spells),
/// `#[wire(default_factory)]` (`Default::default()`, with no `default` in
/// the schema), `#[wire(default_null)]` (`Optional[T] = None`: absent or
/// `null` reads as `None`, `None` is written as `null`); `#[wire(tag,
/// default)]` is a tag that may be absent.
/// Each expands to serde `default`, the schemars transform the policy needs
/// and the ts-rs `optional` form (`x?: T`, or `x?: T | null`).
///
/// A literal default is decoded by the field type's own `Deserialize`, as the
/// JSON value it is: `"standard"` becomes a checked slug, `"chat"` an enum
/// variant, `50` a bounded integer. `#[wire]` writes a private function per
/// literal (the one serde's `default` and `new` call) and a `#[test]` per
/// struct that calls them all, so a literal the type refuses fails the
/// declaring crate's `cargo test` (the function panics if it is ever called
/// with a literal that does not decode).
///
/// What each word expands to (the `cfg_attr`s name the declaring crate's own
/// features; the field keeps any other attribute it has):
///
/// | word | serde | schemars | ts-rs |
/// | --- | --- | --- | --- |
/// | `optional` (on `Option<T>`) | `default`, `deserialize_with = "wire_kit::decode::non_null"`, `skip_serializing_if = "Option::is_none"` | `with = "T"` | `optional` |
/// | `default` / `default = <literal>` / `default_with = path` | `default` / `default = "<generated fn>"` / `default = "path"` | – (the derive shows the `default`) | `as = "Option<_>", optional` (`x?: T`) |
/// | `default_factory` | `default` | `transform = wire_kit::schema::no_default` (no `default` shown; codegen reads `x-default-factory`) | `as = "Option<_>", optional` |
/// | `default_null` (on `Option<T>` or `Value`) | `default` | – | `optional = nullable` (`x?: T \| null`) |
/// | `tag` | – (with `default`: as `default`) | – | – (with `default`: as `default`) |
/// | none, on a bare `Option<T>` (required-nullable) | `deserialize_with = "wire_kit::decode::required_nullable"` | `with = "wire_kit::schema::Nullable<T>"` (`[T, null]`, in `required`), unless the field has its own schemars `with` | – (`x: T \| null`) |
///
/// The schemars attribute is written only when the struct derives
/// `JsonSchema`. Beside a hand-written `ts(type = "..")`, `default` and
/// `default_factory` write `ts(optional)` (ts-rs takes no `as` beside a
/// `type`). One default word per field; `optional` takes none.
///
/// What each presence word means on the wire, per protocol: the presence
/// table in `CONTRIBUTING.md` ("Presence").
///
/// ```
/// use agent_wire_kit::wire;
///
/// #[wire]
/// pub struct Ping {
///     pub client: String,
///     #[serde(default, skip_serializing_if = "Option::is_none")]
///     pub note: Option<String>,
///     #[wire(default = 3)]
///     pub retries: u32,
/// }
///
/// let ping = Ping::new("cli/1").with_note("hello");
/// assert_eq!(
///     serde_json::to_string(&ping).unwrap(),
///     r#"{"client":"cli/1","note":"hello","retries":3}"#
/// );
/// let read: Ping = serde_json::from_str(r#"{"client":"cli/1"}"#).unwrap();
/// assert_eq!(read, Ping::new("cli/1"));
/// ```
pub use agent_wire_macros::wire;

/// [`wire`] for a contract whose members are camelCase (TypeScript's style):
/// every struct gets `#[serde(rename_all = "camelCase")]`; undeclared
/// members are ignored. A crate imports it once, as `wire`.
///
/// ```
/// use agent_wire_kit::wire_camel as wire;
///
/// #[wire]
/// pub struct Attached {
///     pub session_id: String,
/// }
///
/// assert_eq!(
///     serde_json::to_string(&Attached::new("s1")).unwrap(),
///     r#"{"sessionId":"s1"}"#
/// );
/// ```
pub use agent_wire_macros::wire_camel;

/// [`wire`] for an OpenAPI contract that closes its objects: camelCase
/// members, undeclared members refused (`#[serde(deny_unknown_fields)]`, the
/// schema's `additionalProperties: false`; `#[wire(open)]` opts out), and
/// `utoipa::ToSchema` under the declaring crate's `utoipa` feature (only a
/// crate that has one should use this flavour). A crate imports it once, as
/// `wire`.
pub use agent_wire_macros::wire_openapi;

use std::fmt;

/// A value broke a constraint its contract declares.
///
/// The message names the rule (`maxLength 128`, `pattern ^[0-9a-f]{64}$` …)
/// and never repeats the offending value, so it is safe to log even when the
/// value is a credential.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConstraintError {
    message: String,
}

impl ConstraintError {
    /// A constraint error with a message naming the broken rule.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }

    /// The message naming the broken rule.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ConstraintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ConstraintError {}

/// Checks a string's length, counted in Unicode scalar values as JSON Schema
/// counts it, against inclusive bounds. `usize::MAX` means "no maximum".
///
/// Inlined, so that constant bounds fold (`1..=usize::MAX` into one test of
/// the byte length); only a string that may be out of bounds is counted.
#[inline]
pub fn check_length(value: &str, min: usize, max: usize) -> Result<(), ConstraintError> {
    // A char takes 1 to 4 bytes, so the byte length bounds the char count
    // from above and a quarter of it (rounded up) from below: skip counting
    // when neither bound can fail.
    let bytes = value.len();
    if bytes <= max && bytes.div_ceil(4) >= min {
        return Ok(());
    }
    count_length(value, min, max)
}

/// [`check_length`] by the count of Unicode scalar values.
fn count_length(value: &str, min: usize, max: usize) -> Result<(), ConstraintError> {
    let n = value.chars().count();
    if n < min {
        return Err(ConstraintError::new(format!(
            "string of length {n} is shorter than minLength {min}"
        )));
    }
    if n > max {
        return Err(ConstraintError::new(format!(
            "string of length {n} is longer than maxLength {max}"
        )));
    }
    Ok(())
}

#[doc(hidden)]
pub mod __private {
    pub use agent_wire_macros::registry;
    pub use serde;
    pub use serde_json;
}

#[cfg(feature = "utoipa")]
#[doc(hidden)]
pub mod openapi {
    //! utoipa schema fragments for the building blocks. utoipa has no `const`:
    //! a literal becomes a one-value `enum`.
    use crate::literal::LiteralValue;
    use utoipa::openapi::{ObjectBuilder, RefOr, Type, schema::Schema};

    /// A string schema with optional bounds and pattern.
    pub fn string(min: usize, max: usize, pattern: Option<&str>) -> RefOr<Schema> {
        let mut b = ObjectBuilder::new().schema_type(Type::String);
        if min > 0 {
            b = b.min_length(Some(min));
        }
        if max != usize::MAX {
            b = b.max_length(Some(max));
        }
        if let Some(p) = pattern {
            b = b.pattern(Some(p));
        }
        RefOr::T(Schema::Object(b.build()))
    }

    /// A one-value enum standing in for `const`.
    pub fn constant(value: LiteralValue) -> RefOr<Schema> {
        let ty = match value {
            LiteralValue::Str(_) => Type::String,
            LiteralValue::Bool(_) => Type::Boolean,
            LiteralValue::Int(_) => Type::Integer,
        };
        RefOr::T(Schema::Object(
            ObjectBuilder::new()
                .schema_type(ty)
                .enum_values(Some([value.to_value()]))
                .build(),
        ))
    }
}
