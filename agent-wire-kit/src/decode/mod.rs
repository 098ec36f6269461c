//! Decoding with errors that name the protocol type, the field path and the
//! broken rule.
//!
//! # Three views
//!
//! Every protocol crate re-exports the same entry points, generic over its
//! [`WireType`]s (the type names itself, so no name is written twice), from
//! JSON text or bytes (any [`JsonInput`]):
//!
//! | entry | view | what it accepts |
//! | --- | --- | --- |
//! | [`decode`] | the contract's | exactly what the contract's schema accepts: a closed object refuses a member it does not declare, an open one keeps it |
//! | [`decode_receive`] | a client's | the same, except that members no type declares are ignored, at any depth, so that a newer peer's additions never stop a client |
//! | [`decode_strict`] | CI's | the same as [`decode`], and no member the type does not declare, even where the contract leaves the object open ([`strict`]) |
//!
//! [`decode_value`] is [`decode`] on an already parsed [`serde_json::Value`].
//! Declared members are checked alike in all three views.
//!
//! ```
//! use agent_wire_kit::{WireType, decode, decode_receive, decode_strict};
//!
//! #[derive(Debug, serde::Serialize, serde::Deserialize)]
//! #[serde(deny_unknown_fields)]
//! struct Health { ok: bool }
//! impl WireType for Health { const NAME: &'static str = "Health"; }
//!
//! #[derive(Debug, serde::Serialize, serde::Deserialize)]
//! struct Status { state: String }
//! impl WireType for Status { const NAME: &'static str = "Status"; }
//!
//! let newer = r#"{"ok":true,"uptime":12}"#;
//! let err = decode::<Health>(newer).unwrap_err();
//! assert_eq!(err.to_string(), "Health: uptime: unknown field `uptime`, expected `ok`");
//! assert!(decode_receive::<Health>(newer.as_bytes()).unwrap().ok);
//!
//! // An open object: the contract and the client accept the member, CI does not.
//! let open = br#"{"state":"idle","since":3}"#;
//! assert_eq!(decode::<Status>(open).unwrap().state, "idle");
//! let err = decode_strict::<Status>(open).unwrap_err();
//! assert_eq!(err.to_string(), "Status: since: member `since` is not declared by the contract");
//! ```
//!
//! The kit's own [`from_str`], [`from_slice`] and [`from_value`] are the
//! contract view for any `DeserializeOwned` type, under a name the caller gives.
//!
//! # Decoding as JSON Schema does
//!
//! Two rules make decoding follow JSON Schema where plain `serde_json` does not:
//!
//! - an object type is read from a JSON object only (serde would also read a
//!   struct from an array of its fields in order);
//! - an integer may be written as an integral float (`5.0`, `5e0`, `1e16`),
//!   as JSON Schema's `integer` and pydantic allow, at any magnitude the
//!   field's Rust type holds; `5.5` is still refused, and so is an integral
//!   float beyond the type's range, as out of range. A float spelling is
//!   read as the `f64` nearest its text, as JavaScript reads it ([`integral`]).
//!
//! [`from_slice`] refuses bytes that are not UTF-8 anywhere in the input,
//! inside members the type steps over too, as [`from_str`] never sees them.
//!
//! Every entry point here gets them;
//! `serde_json::from_str` on the same types skips both.
//!
//! The fast path decodes straight from the input. Only when that fails is the
//! input decoded a second time while tracking the field path, so the cost of a
//! precise error is paid by invalid input alone.
//!
//! On that second pass a union is shown its discriminator first (see
//! [`tagged`]), so a member a visitor would otherwise hold
//! until the discriminator is known is decoded where it lies, and its error
//! carries its own path and position like any other.

mod error;
mod exact;
mod key;
mod number;
mod receive;
pub mod strict;
pub mod tagged;
mod track;

pub use error::DecodeError;
pub(crate) use error::strip_position;
pub use exact::{from_slice, from_str, from_value, utf8};
pub use key::{Key, KeyDeserializer};
pub use number::{integer, integral, out_of_range};
pub use receive::receive_after;

use serde::de::{DeserializeOwned, Deserializer};
use serde::{Deserialize as _, Serialize};

/// A type a protocol crate decodes and encodes under its contract name.
///
/// Each protocol crate implements it for every type its `wire_types!`
/// registry lists (through [`wire_type_table!`](crate::wire_type_table)),
/// so a decode names the type once, as a type: `decode::<ServerFrame>(text)`.
pub trait WireType: Serialize + DeserializeOwned {
    /// The contract's name for the type (the Rust name), which errors carry.
    const NAME: &'static str;
}

/// No body: JSON `null` (an answer the contract leaves empty).
impl WireType for () {
    const NAME: &'static str = "null";
}

/// JSON text or bytes: what the decode entry points read, by reference
/// (`decode(text)`, `decode(&bytes)`, `decode(b"{}")`).
///
/// Text is read as it is; bytes are checked to be UTF-8 first, anywhere in
/// the input (also inside members the type steps over), with [`utf8`]'s
/// SIMD check. Implemented for `str`, `String`, `[u8]`, `Vec<u8>`,
/// `[u8; N]` and references to them.
pub trait JsonInput: sealed::Sealed {}

mod sealed {
    /// What a [`JsonInput`](super::JsonInput) holds.
    pub enum Json<'a> {
        Text(&'a str),
        Bytes(&'a [u8]),
    }

    pub trait Sealed {
        fn json(&self) -> Json<'_>;
    }

    macro_rules! json_input {
        ($($ty:ty => $variant:ident),* $(,)?) => {$(
            impl Sealed for $ty {
                #[inline]
                fn json(&self) -> Json<'_> {
                    Json::$variant(self)
                }
            }
            impl super::JsonInput for $ty {}
        )*};
    }

    json_input!(str => Text, String => Text, [u8] => Bytes, Vec<u8> => Bytes);

    impl<const N: usize> Sealed for [u8; N] {
        #[inline]
        fn json(&self) -> Json<'_> {
            Json::Bytes(self)
        }
    }
    impl<const N: usize> super::JsonInput for [u8; N] {}

    impl<T: Sealed + ?Sized> Sealed for &T {
        #[inline]
        fn json(&self) -> Json<'_> {
            (**self).json()
        }
    }
    impl<T: super::JsonInput + ?Sized> super::JsonInput for &T {}
}

use sealed::Json;

/// Decodes `T` as the contract says: everything its schema accepts, and
/// nothing else. The error names `T`, the field path and the broken rule,
/// and never repeats a secret.
///
/// The path is always the offending value's own, and the message only the
/// rule, also for a union member that came before its discriminator.
///
/// # Errors
///
/// A [`DecodeError`] when `json` is not JSON or not a valid `T`.
#[inline]
pub fn decode<T: WireType>(json: &(impl JsonInput + ?Sized)) -> Result<T, DecodeError> {
    match json.json() {
        Json::Text(text) => from_str(T::NAME, text),
        Json::Bytes(bytes) => from_slice(T::NAME, bytes),
    }
}

/// Decodes an already parsed JSON value as `T`, with the same rules and
/// errors as [`decode`].
///
/// # Errors
///
/// A [`DecodeError`] when `value` is not a valid `T`.
pub fn decode_value<T: WireType>(value: &serde_json::Value) -> Result<T, DecodeError> {
    from_value(T::NAME, value)
}

/// Decodes `T` as a client receives it: as [`decode`] does, except that
/// members the contract does not declare are ignored, at any depth, so
/// that a newer peer's additions never stop a client. Every declared member
/// is checked as [`decode`] checks it, and a value of an unknown union
/// branch is still an error.
///
/// The cost is that of [`decode`] when nothing is undeclared, and linear in
/// the size of the document otherwise, whatever the number of undeclared
/// members ([`receive_after`]).
///
/// # Errors
///
/// A [`DecodeError`] when `json` is not JSON, or not a valid `T` once its
/// undeclared members are dropped.
pub fn decode_receive<T: WireType>(json: &(impl JsonInput + ?Sized)) -> Result<T, DecodeError> {
    let text = match json.json() {
        Json::Text(text) => text,
        // Not UTF-8: the exact decoder's error says where.
        Json::Bytes(bytes) => match utf8(bytes) {
            Ok(text) => text,
            Err(_) => return from_slice(T::NAME, bytes),
        },
    };
    match from_str(T::NAME, text) {
        Ok(value) => Ok(value),
        Err(first) => receive_after(T::NAME, text, first),
    }
}

/// Decodes `T` as [`decode`] does, then refuses a member `T` does not
/// declare, at any depth, even in an object the contract leaves open: the
/// view for CI, which wants to hear of a peer's drift ([`strict`]).
///
/// # Errors
///
/// A [`DecodeError`] when `json` is not a valid `T`, or has a member `T`
/// does not declare (`member `x` is not declared by the contract`).
pub fn decode_strict<T: WireType>(json: &(impl JsonInput + ?Sized)) -> Result<T, DecodeError> {
    match json.json() {
        Json::Text(text) => strict::from_str(T::NAME, text),
        Json::Bytes(bytes) => match utf8(bytes) {
            Ok(text) => strict::from_str(T::NAME, text),
            Err(_) => from_slice(T::NAME, bytes),
        },
    }
}

/// Something to do with a [`WireType`] chosen by its name at run time:
/// the crates' generated `visit_type(name, visitor)` calls
/// [`visit`](Self::visit) with the type `name` names.
///
/// ```
/// use agent_wire_kit::{DecodeError, WireType, WireTypeVisitor, decode_value};
/// use serde_json::Value;
///
/// /// Decodes a value as the chosen type and writes it back.
/// struct Roundtrip<'a>(&'a Value);
/// impl WireTypeVisitor for Roundtrip<'_> {
///     type Output = Result<Value, DecodeError>;
///     fn visit<T: WireType>(self) -> Self::Output {
///         let typed: T = decode_value(self.0)?;
///         Ok(serde_json::to_value(typed).expect("a decoded value encodes"))
///     }
/// }
/// # #[derive(serde::Serialize, serde::Deserialize)]
/// # struct Ping { id: u32 }
/// # agent_wire_kit::wire_type_table!(crate; named: [Ping]; inline: [];);
/// let back = visit_type("Ping", Roundtrip(&serde_json::json!({"id": 1, "x": 2})));
/// assert_eq!(back.unwrap().unwrap(), serde_json::json!({"id": 1}));
/// assert!(visit_type("Pong", Roundtrip(&Value::Null)).is_none());
/// ```
pub trait WireTypeVisitor {
    /// What [`visit`](Self::visit) gives.
    type Output;
    /// Does the work with the type `T`.
    fn visit<T: WireType>(self) -> Self::Output;
}

/// Implements [`WireType`] for every type of a registry and declares its
/// name table: `TYPE_NAMES` (each name, the `named` list first) and
/// `visit_type(name, visitor)` (the type `name` names, to a
/// [`WireTypeVisitor`]).
///
/// The input is what a protocol crate's `wire_types!` registry hands its
/// callback, each name once: `crate::wire_types!(wire_type_table)`, with
/// the macro imported, at the crate's root, where every listed type is in
/// scope. A registry that lists a type under a second name (a type alias,
/// as upstream's `ClientFrame = SessionCommand`) declares the impls itself,
/// one per type, with `wire_type_table!(@impl Type)`, and the table with
/// `wire_type_table!(@table named: [..]; inline: [..];)`.
#[macro_export]
macro_rules! wire_type_table {
    ($krate:tt; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
        $($crate::wire_type_table!(@impl $name);)*
        $($crate::wire_type_table!(@impl $inline);)*
        $crate::wire_type_table!(@table named: [$($name),*]; inline: [$($inline),*];);
    };
    (@impl $name:ident) => {
        impl $crate::WireType for $name {
            const NAME: &'static str = stringify!($name);
        }
    };
    (@table named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
        /// Every type this crate decodes under its contract name (each a
        /// [`WireType`](crate::WireType)): the registry's `named` list, in
        /// its order, then its `inline` list (`wire_types!`).
        pub const TYPE_NAMES: &[&str] = &[$(stringify!($name),)* $(stringify!($inline)),*];

        /// Calls `visitor` with the type of [`TYPE_NAMES`] named `name`;
        /// `None` when no type has that name.
        pub fn visit_type<V: $crate::WireTypeVisitor>(name: &str, visitor: V) -> Option<V::Output> {
            match name {
                $(stringify!($name) => Some(visitor.visit::<$name>()),)*
                $(stringify!($inline) => Some(visitor.visit::<$inline>()),)*
                _ => None,
            }
        }
    };
}

/// `deserialize_with` for a required, nullable field: the key must be present,
/// its value may be `null`. (serde alone lets an `Option` field be absent.)
/// [`wire`](crate::wire) writes it on a bare `Option<T>` field.
///
/// ```
/// #[derive(serde::Deserialize)]
/// struct Page {
///     #[serde(deserialize_with = "agent_wire_kit::decode::required_nullable")]
///     next_cursor: Option<String>,
/// }
/// assert!(serde_json::from_str::<Page>(r#"{"next_cursor":null}"#).is_ok());
/// assert!(serde_json::from_str::<Page>("{}").is_err());
/// ```
pub fn required_nullable<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer)
}

/// `deserialize_with` for an optional, non-nullable field: absent is `None`
/// (with `#[serde(default)]`), but an explicit `null` is refused.
pub fn non_null<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    T::deserialize(deserializer).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde::de::{self, DeserializeSeed, Visitor};
    use serde_json::Value;
    use std::fmt;

    #[derive(Debug, PartialEq, serde::Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Closed {
        id: u32,
        open: Open,
    }

    #[derive(Debug, PartialEq, serde::Serialize, Deserialize)]
    struct Open {
        name: String,
    }

    crate::wire_type_table!(crate; named: [Closed]; inline: [Open];);

    /// Each view, from every kind of input, on a closed object holding an
    /// open one.
    #[test]
    fn the_three_views_read_text_and_bytes_alike() {
        let exact = r#"{"id":1,"open":{"name":"a"}}"#;
        let in_open = r#"{"id":1,"open":{"name":"a","x":1}}"#;
        let in_closed = r#"{"id":1,"y":2,"open":{"name":"a","x":1}}"#;
        let want = Closed {
            id: 1,
            open: Open { name: "a".into() },
        };
        type View = fn(&[u8]) -> Result<Closed, DecodeError>;
        let views: [(&str, View); 3] = [
            ("contract", |j| decode(j)),
            ("receive", |j| decode_receive(j)),
            ("strict", |j| decode_strict(j)),
        ];
        // What each view makes of each input: the error's path, or "ok".
        let verdicts = [
            (exact, ["ok", "ok", "ok"]),
            (in_open, ["ok", "ok", "open.x"]),
            (in_closed, ["y", "ok", "y"]),
        ];
        for (input, expected) in verdicts {
            for ((view, run), want_path) in views.iter().zip(expected) {
                let got = [
                    run(input.as_bytes()),
                    match *view {
                        "contract" => decode::<Closed>(input),
                        "receive" => decode_receive::<Closed>(&input.to_owned()),
                        _ => decode_strict::<Closed>(&input.as_bytes().to_vec()),
                    },
                ];
                for outcome in got {
                    match outcome {
                        Ok(v) => assert_eq!((want_path, &v), ("ok", &want), "{view} {input}"),
                        Err(e) => {
                            assert_eq!(
                                (e.type_name(), e.path()),
                                ("Closed", want_path),
                                "{view} {input}"
                            )
                        }
                    }
                }
            }
        }
        assert_eq!(
            decode::<Closed>(br#"{"id":1,"open":{"name":"a"}}"#),
            Ok(want)
        );
        // Bytes that are not UTF-8, inside a member no view reads.
        let bad = b"{\"id\":1,\"open\":{\"name\":\"a\",\"x\":\"\xff\"}}";
        for (view, run) in views {
            let err = run(bad).unwrap_err();
            assert_eq!(
                err.message(),
                "invalid JSON: invalid unicode code point",
                "{view}"
            );
        }
        assert_eq!(
            decode_value::<Open>(&serde_json::json!({"name": "b"}))
                .unwrap()
                .name,
            "b"
        );
    }

    #[test]
    fn the_table_names_each_type_once_and_finds_it() {
        struct Name;
        impl WireTypeVisitor for Name {
            type Output = &'static str;
            fn visit<T: WireType>(self) -> &'static str {
                T::NAME
            }
        }
        assert_eq!(TYPE_NAMES, ["Closed", "Open"]);
        for name in TYPE_NAMES {
            assert_eq!(visit_type(name, Name), Some(*name));
        }
        assert_eq!(visit_type("closed", Name), None);
    }

    /// `{"kind": …, "value": …}` in any order: a `value` met before `kind`
    /// is held, then decoded as the type `kind` names; one met after it is
    /// decoded where it lies.
    #[derive(Debug)]
    struct Held;

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Pair {
        a: u32,
        b: Vec<u32>,
    }

    #[derive(Clone, Copy)]
    enum Kind {
        Int,
        Pair,
        Held,
    }

    impl<'de> Deserialize<'de> for Kind {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            match &*Key::deserialize(d)?.0 {
                "int" => Ok(Kind::Int),
                "pair" => Ok(Kind::Pair),
                "held" => Ok(Kind::Held),
                _ => Err(de::Error::custom("unknown kind")),
            }
        }
    }

    /// Decodes the value `kind` names.
    struct Typed(Kind);

    impl<'de> DeserializeSeed<'de> for Typed {
        type Value = ();
        fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
            match self.0 {
                Kind::Int => u32::deserialize(d).map(drop),
                Kind::Pair => Pair::deserialize(d).map(drop),
                Kind::Held => Held::deserialize(d).map(drop),
            }
        }
    }

    impl<'de> Deserialize<'de> for Held {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = Held;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("a held object")
                }
                fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Held, A::Error> {
                    let (mut kind, mut held) = (None, None::<Value>);
                    while let Some(key) = map.next_key::<Key<'de>>()? {
                        match (&*key.0, kind) {
                            ("kind", _) => kind = Some(map.next_value::<Kind>()?),
                            (_, Some(k)) => map.next_value_seed(Typed(k))?,
                            (_, None) => held = Some(map.next_value()?),
                        }
                    }
                    let kind = kind.ok_or_else(|| de::Error::missing_field("kind"))?;
                    if let Some(value) = held {
                        Typed(kind)
                            .deserialize(value)
                            .map_err(|e| de::Error::custom(format_args!("value: {e}")))?;
                    }
                    Ok(Held)
                }
            }
            crate::tagged::deserialize_map(d, &["kind"], V)
        }
    }

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Doc {
        items: Vec<Held>,
    }

    fn error(json: &str) -> (String, String) {
        let text = from_str::<Doc>("Doc", json).unwrap_err();
        let value = from_value::<Doc>("Doc", &serde_json::from_str(json).unwrap()).unwrap_err();
        assert_eq!(
            (text.path(), text.message()),
            (value.path(), value.message()),
            "{json}"
        );
        (text.path().to_owned(), text.message().to_owned())
    }

    /// `utf8` gives what `std` gives, on text long enough for the SIMD
    /// path and short enough for its tail, valid or cut anywhere; and
    /// `from_slice` reports bytes that are not UTF-8 as serde_json does.
    #[test]
    fn utf8_agrees_with_std() {
        let text = "{\"token\":\"héllo 文字 🦀 \\u00e9\"}".repeat(5);
        for end in 0..=text.len() {
            let bytes = &text.as_bytes()[..end];
            assert_eq!(utf8(bytes), std::str::from_utf8(bytes), "cut at {end}");
            let mut bad = bytes.to_vec();
            bad.insert(end / 2, 0xff);
            assert_eq!(utf8(&bad), std::str::from_utf8(&bad), "0xff at {}", end / 2);
        }
        let bad = b"{\"a\":\"\xff\"}";
        let ours = from_slice::<Value>("T", bad).unwrap_err().to_string();
        assert_eq!(ours, "T: (root): invalid JSON: invalid unicode code point");
    }

    #[test]
    fn a_held_member_is_reported_at_its_own_path() {
        let (path, message) =
            error(r#"{"items":[{"kind":"int","value":1},{"value":"x","kind":"int"}]}"#);
        assert_eq!(path, "items[1].value");
        assert_eq!(message, r#"invalid type: string "x", expected an integer"#);

        let (path, message) = error(r#"{"items":[{"value":{"a":1,"b":[1,"x"]},"kind":"pair"}]}"#);
        assert_eq!(path, "items[0].value.b[1]");
        assert!(message.starts_with("invalid type: string"), "{message}");

        let (path, message) = error(r#"{"items":[{"kind":"int","value":1},{"kind":"nope"}]}"#);
        assert_eq!(
            (path.as_str(), message.as_str()),
            ("items[1].kind", "unknown kind")
        );
    }

    #[test]
    fn holds_inside_holds_have_their_paths() {
        let held =
            r#"{"items":[{"value":{"value":{"a":1,"b":[true]},"kind":"pair"},"kind":"held"}]}"#;
        let (path, message) = error(held);
        assert_eq!(path, "items[0].value.value.b[0]");
        assert_eq!(message, "invalid type: boolean `true`, expected an integer");

        let deep = r#"{"items":[{"value":{"value":{"value":-1,"kind":"int"},"kind":"held"},"kind":"held"}]}"#;
        let (path, _) = error(deep);
        assert_eq!(path, "items[0].value.value.value");
    }

    #[derive(Debug, Deserialize)]
    #[serde(untagged)]
    #[allow(dead_code)]
    enum Either {
        Held(Held),
        Number(u64),
    }

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Alternatives {
        items: Vec<Either>,
    }

    #[test]
    fn an_untagged_enum_keeps_its_own_error() {
        let json = r#"{"items":[{"value":"x","kind":"int"}]}"#;
        let err = from_str::<Alternatives>("Alternatives", json).unwrap_err();
        assert_eq!(err.path(), "items[0]");
        assert!(
            err.message().starts_with("data did not match any variant"),
            "{err}"
        );
    }

    #[test]
    fn plain_serde_json_sees_the_member_in_the_message() {
        let json = r#"{"items":[{"value":{"a":1,"b":[1,"x"]},"kind":"pair"}]}"#;
        let err = serde_json::from_str::<Doc>(json).unwrap_err().to_string();
        assert!(
            err.starts_with(r#"value: invalid type: string "x""#),
            "{err}"
        );
    }

    #[test]
    fn message_under_joins_the_key_to_the_path() {
        let at = |path: &str| DecodeError::new("T", path, "bad").message_under("params");
        assert_eq!(at("goal"), "params.goal: bad");
        assert_eq!(at("items[2].name"), "params.items[2].name: bad");
        assert_eq!(at("[0].name"), "params[0].name: bad");
        assert_eq!(at(""), "params: bad");

        // As decoding reports them: a member's path, an index, the root.
        let err = from_str::<Pair>("Pair", r#"{"a":1,"b":[1,"x"]}"#)
            .map(drop)
            .unwrap_err();
        assert_eq!(
            err.message_under("value"),
            r#"value.b[1]: invalid type: string "x", expected an integer"#
        );
        let err = from_str::<Vec<u32>>("List", r#"[1,"x"]"#).unwrap_err();
        assert_eq!(
            err.message_under("items"),
            r#"items[1]: invalid type: string "x", expected an integer"#
        );
        let err = from_str::<Pair>("Pair", "[]").map(drop).unwrap_err();
        assert_eq!(
            err.message_under("value"),
            format!("value: {}", err.message())
        );
    }
}
