//! Decoding with errors that name the protocol type, the field path and the
//! broken rule.
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
//! Decode through [`from_str`], [`from_slice`] or [`from_value`] to get them;
//! `serde_json::from_str` on the same types skips both.
//!
//! The fast path decodes straight from the input. Only when that fails is the
//! input decoded a second time while tracking the field path, so the cost of a
//! precise error is paid by invalid input alone.
//!
//! On that second pass a union is shown its discriminator first (see
//! [`tagged`](crate::tagged)), so a member a visitor would otherwise hold
//! until the discriminator is known is decoded where it lies, and its error
//! carries its own path and position like any other.

use serde::Deserialize as _;
use serde::de::{self, DeserializeOwned, DeserializeSeed, Deserializer, Visitor};
use std::cell::{Cell, RefCell};
use std::fmt;

/// Why a JSON value is not a valid instance of a protocol type.
///
/// `Display` gives `Type: path: rule`, e.g.
/// `AgentRunCommand: attachments[0].sha256: string does not match pattern ^[0-9a-f]{64}$`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    type_name: &'static str,
    path: String,
    message: String,
    line: usize,
    column: usize,
}

impl DecodeError {
    /// A decode error for `type_name` at `path` (empty for the root).
    pub fn new(
        type_name: &'static str,
        path: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        Self {
            type_name,
            path: path.into(),
            message: message.into(),
            line: 0,
            column: 0,
        }
    }

    /// Sets the 1-based input position where decoding stopped.
    pub fn set_position(&mut self, line: usize, column: usize) {
        self.line = line;
        self.column = column;
    }

    /// The protocol type that was being decoded.
    pub fn type_name(&self) -> &'static str {
        self.type_name
    }

    /// Dotted field path to the offending value (`params.items[2].name`);
    /// empty when the value at the root is at fault.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The rule that was broken, without position information.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// 1-based line of the input where decoding stopped (0 if unknown).
    pub fn line(&self) -> usize {
        self.line
    }

    /// 1-based column of the input where decoding stopped (0 if unknown).
    pub fn column(&self) -> usize {
        self.column
    }

    /// The error as a message about the member `key` whose value failed:
    /// `key.path: message`, `key[0]: message` when the path starts at an
    /// index, `key: message` when the value itself is at fault. For a
    /// visitor that decodes a member it held on its own and reports the
    /// failure through [`de::Error::custom`], so the message still names
    /// where in the outer value the fault lies.
    pub fn message_under(&self, key: &str) -> String {
        let sep = if self.path.is_empty() || self.path.starts_with('[') {
            ""
        } else {
            "."
        };
        format!("{key}{sep}{}: {}", self.path, self.message)
    }

    /// Whether the input was not JSON at all (as opposed to JSON that breaks the contract).
    pub fn is_syntax(&self) -> bool {
        self.path.is_empty() && self.message.starts_with("invalid JSON")
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = if self.path.is_empty() {
            "(root)"
        } else {
            &self.path
        };
        write!(f, "{}: {}: {}", self.type_name, path, self.message)
    }
}

impl std::error::Error for DecodeError {}

/// Decodes `T` from JSON text.
pub fn from_str<T: DeserializeOwned>(
    type_name: &'static str,
    json: &str,
) -> Result<T, DecodeError> {
    // Text is UTF-8 already: reading it as `str` skips serde_json's
    // per-string UTF-8 check.
    decode_text(type_name, json.as_bytes(), || {
        serde_json::Deserializer::from_str(json)
    })
}

/// Decodes `T` from JSON bytes (which must be UTF-8).
pub fn from_slice<T: DeserializeOwned>(
    type_name: &'static str,
    json: &[u8],
) -> Result<T, DecodeError> {
    // One check of the whole text, then no check per string; bytes that
    // are not UTF-8 get serde_json's own error, with its position.
    match utf8(json) {
        Ok(text) => from_str(type_name, text),
        Err(bad) => {
            // serde_json checks only the strings it decodes: a member it
            // steps over could hide bytes that are not UTF-8.
            decode_text::<_, T>(type_name, json, || {
                serde_json::Deserializer::from_slice(json)
            })?;
            Err(not_utf8(type_name, json, &bad))
        }
    }
}

/// The error for JSON text that is not UTF-8, at the first bad byte, in
/// serde_json's words for a string it reads.
fn not_utf8(type_name: &'static str, json: &[u8], bad: &std::str::Utf8Error) -> DecodeError {
    let (line, column) = position_of(json, bad.valid_up_to() + 1);
    let mut out = DecodeError::new(type_name, "", "invalid JSON: invalid unicode code point");
    out.set_position(line, column);
    out
}

/// `bytes` as text if they are UTF-8: what [`std::str::from_utf8`] gives,
/// found with SIMD instructions where the CPU has them (chosen at run
/// time). On text that is not all ASCII this check is several times
/// cheaper than `std`'s; the stream codecs check each line with it.
///
/// # Errors
///
/// `std`'s error for bytes that are not UTF-8.
pub fn utf8(bytes: &[u8]) -> Result<&str, std::str::Utf8Error> {
    match simdutf8::basic::from_utf8(bytes) {
        Ok(text) => Ok(text),
        Err(_) => std::str::from_utf8(bytes),
    }
}

fn decode_text<'de, R, T>(
    type_name: &'static str,
    input: &[u8],
    open: impl Fn() -> serde_json::Deserializer<R>,
) -> Result<T, DecodeError>
where
    R: serde_json::de::Read<'de>,
    T: DeserializeOwned,
{
    let mut de = open();
    let first = match T::deserialize(Tracked {
        de: &mut de,
        track: &Track::<false>::new(),
    })
    .and_then(|v| de.end().map(|()| v))
    {
        Ok(value) => return Ok(value),
        Err(first) => first,
    };
    if first.is_eof() || first.is_io() {
        return Err(syntax_error(type_name, &first));
    }
    if first.is_syntax() {
        // serde_json files some type mismatches under "syntax" too (a number
        // where an enum's string belongs reads `expected value`). Only input
        // that is not JSON gets a syntax error; the rest is judged as a
        // value, whose errors say what was found and what was expected.
        let mut de = open();
        let parsed = serde_json::Value::deserialize(&mut de).and_then(|v| de.end().map(|()| v));
        let Ok(value) = parsed else {
            return Err(syntax_error(type_name, &first));
        };
        let mut out = match from_value::<T>(type_name, &value) {
            Ok(value) => return Ok(value),
            Err(out) => out,
        };
        out.line = first.line();
        out.column = first.column();
        return Err(out);
    }
    let failure = match tracked::<T>(input) {
        Ok(value) => return Ok(value),
        Err(failure) => failure,
    };
    let mut out = DecodeError::new(type_name, failure.path, failure.message);
    out.line = failure.line;
    out.column = failure.column;
    Err(out)
}

/// Decodes `T` from an already parsed JSON value.
pub fn from_value<T: DeserializeOwned>(
    type_name: &'static str,
    value: &serde_json::Value,
) -> Result<T, DecodeError> {
    match T::deserialize(Tracked {
        de: value,
        track: &Track::<false>::new(),
    }) {
        Ok(v) => Ok(v),
        Err(_) => {
            // The path-tracking pass reads text, where a tagged object's
            // members can be shown in any order without holding a tree.
            let text = value.to_string();
            let failure = match tracked::<T>(text.as_bytes()) {
                Ok(value) => return Ok(value),
                Err(failure) if failure.syntax => match tracked_value::<T>(value) {
                    Ok(value) => return Ok(value),
                    Err(failure) => failure,
                },
                Err(failure) => failure,
            };
            Err(DecodeError::new(type_name, failure.path, failure.message))
        }
    }
}

fn syntax_error(type_name: &'static str, err: &serde_json::Error) -> DecodeError {
    let mut out = DecodeError::new(
        type_name,
        "",
        format!("invalid JSON: {}", strip_position(err)),
    );
    out.line = err.line();
    out.column = err.column();
    out
}

/// A `serde_json` error's text without its ` at line L column C` suffix.
pub(crate) fn strip_position(err: &serde_json::Error) -> String {
    let text = err.to_string();
    let suffix = format!(" at line {} column {}", err.line(), err.column());
    text.strip_suffix(&suffix).unwrap_or(&text).to_owned()
}

/// Reads an integer from any JSON number that holds one exactly, refusing
/// fractions (`1.5`) but accepting `1.0` as JSON Schema's `integer` does.
pub fn integer<'de, D: Deserializer<'de>>(deserializer: D) -> Result<i64, D::Error> {
    struct Int;
    impl Visitor<'_> for Int {
        type Value = i64;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("an integer")
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<i64, E> {
            Ok(v)
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<i64, E> {
            i64::try_from(v).map_err(|_| E::custom(format!("integer {v} is out of range")))
        }
        fn visit_f64<E: de::Error>(self, v: f64) -> Result<i64, E> {
            match integral(v) {
                Some(n) => i64::try_from(n).map_err(|_| out_of_range(v)),
                None => Err(E::invalid_type(de::Unexpected::Float(v), &self)),
            }
        }
    }
    deserializer.deserialize_any(Int)
}

/// The integer a JSON number written as a float holds, when it has no
/// fractional part: JSON Schema's `integer` is any number whose value is
/// integral, whatever its spelling (`5.0`, `5e0`, `1e16`). `None` for a
/// fraction, an infinity or NaN.
///
/// serde_json reads such a number as the `f64` nearest its text, as
/// JavaScript does, so from 2^53 up a float spelling that no `f64` holds
/// exactly (`9007199254740993.0`) is read as its nearest neighbour; an
/// integer spelling (`9007199254740993`) is always exact. A value outside
/// the field's Rust type is refused by that type's range check.
#[inline]
pub fn integral(v: f64) -> Option<i128> {
    // Every integral f64 of smaller magnitude converts to i128 exactly.
    const LIMIT: f64 = 170_141_183_460_469_231_731_687_303_715_884_105_728.0;
    (v.fract() == 0.0 && v.abs() < LIMIT).then_some(v as i128)
}

/// The error for an integral float outside the range of the integer type
/// it is read into.
pub fn out_of_range<E: de::Error>(v: f64) -> E {
    E::custom(format_args!("integer {v} is out of range"))
}

// ---------------------------------------------------------------------------
// Path tracking (slow path only).

#[derive(Clone)]
enum Segment {
    Key(String),
    Index(usize),
}

/// Where decoding is in the document. `ON` is a type-level switch so that
/// the fast path compiles to plain forwarding with no tracking code at all.
pub(crate) struct Track<const ON: bool> {
    stack: RefCell<Vec<Segment>>,
    found: RefCell<Option<String>>,
    /// The input's address and length, to place errors found in a part of it.
    input: (usize, usize),
    /// Where in the input the first error found in a part of it lies.
    at: Cell<Option<usize>>,
    /// Whether tagged objects are shown tag first (the input is text).
    text: bool,
    /// Whether a value was stepped over unread: the member of an object
    /// that its type does not declare (serde reads it as `IgnoredAny`).
    pub(crate) ignored: Cell<bool>,
}

impl<const ON: bool> Track<ON> {
    pub(crate) fn new() -> Self {
        Self::over(&[])
    }
    fn over(input: &[u8]) -> Self {
        Self {
            stack: RefCell::new(Vec::new()),
            found: RefCell::new(None),
            input: (input.as_ptr() as usize, input.len()),
            at: Cell::new(None),
            text: true,
            ignored: Cell::new(false),
        }
    }
    /// Records the first error found in `part` (a slice of the input), at
    /// index `index` of it.
    #[inline]
    pub(crate) fn place(&self, part: &str, index: usize) {
        let addr = part.as_ptr() as usize;
        let (base, len) = self.input;
        if ON && self.at.get().is_none() && addr >= base && addr - base + index <= len {
            self.at.set(Some(addr - base + index));
        }
    }
    #[inline]
    fn push(&self, s: impl FnOnce() -> Segment) {
        if ON {
            self.stack.borrow_mut().push(s());
        }
    }
    #[inline]
    fn pop(&self) {
        if ON {
            self.stack.borrow_mut().pop();
        }
    }
    #[inline]
    fn mark<T, E>(&self, r: Result<T, E>) -> Result<T, E> {
        if ON && r.is_err() && self.found.borrow().is_none() {
            let mut path = String::new();
            for seg in self.stack.borrow().iter() {
                match seg {
                    Segment::Key(k) => {
                        if !path.is_empty() {
                            path.push('.');
                        }
                        path.push_str(k);
                    }
                    Segment::Index(i) => {
                        path.push('[');
                        path.push_str(&i.to_string());
                        path.push(']');
                    }
                }
            }
            *self.found.borrow_mut() = Some(path);
        }
        r
    }
}

/// The slow path: decodes again while tracking the path, and reading
/// integral floats (`5.0`) where an integer is expected, as JSON Schema's
/// `integer` does. Succeeds where the fast path failed only because of such a number.
fn tracked<T: DeserializeOwned>(input: &[u8]) -> Result<T, Failure> {
    let track = Track::<true>::over(input);
    let mut de = serde_json::Deserializer::from_slice(input);
    let failed = |e: serde_json::Error| {
        let (mut line, mut column) = (e.line(), e.column());
        if let Some(at) = track.at.get() {
            (line, column) = position_of(input, at);
        }
        Failure {
            path: track.found.take().unwrap_or_default(),
            message: strip_position(&e),
            line,
            column,
            syntax: e.is_syntax(),
        }
    };
    let value = T::deserialize(Tracked {
        de: &mut de,
        track: &track,
    })
    .map_err(failed)?;
    de.end().map_err(|e| Failure {
        path: String::new(),
        message: strip_position(&e),
        line: e.line(),
        column: e.column(),
        syntax: true,
    })?;
    Ok(value)
}

/// The path-tracking pass over a parsed value, for errors that text files
/// under syntax (a number where an enum's string belongs reads `expected
/// value`). Tagged objects are read as they come, holding what precedes the tag.
fn tracked_value<T: DeserializeOwned>(value: &serde_json::Value) -> Result<T, Failure> {
    let mut track = Track::<true>::new();
    track.text = false;
    T::deserialize(Tracked {
        de: value,
        track: &track,
    })
    .map_err(|e| Failure {
        path: track.found.take().unwrap_or_default(),
        message: e.to_string(),
        line: 0,
        column: 0,
        syntax: false,
    })
}

/// What the path-tracking pass found wrong.
struct Failure {
    path: String,
    message: String,
    line: usize,
    column: usize,
    /// Whether `serde_json` filed it under syntax.
    syntax: bool,
}

/// The line and column `serde_json` gives index `at` of `input`.
fn position_of(input: &[u8], at: usize) -> (usize, usize) {
    let before = &input[..at.min(input.len())];
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line = 1 + before[..start].iter().filter(|&&b| b == b'\n').count();
    (line, at - start)
}

/// Decodes a member held as its text: the same rules as on the input,
/// without tracking.
pub(crate) fn replay<'de, S: DeserializeSeed<'de>>(
    seed: S,
    text: &str,
) -> Result<S::Value, serde_json::Error> {
    // A reader never lends out its text, so this decodes for any `'de`.
    let mut de = serde_json::Deserializer::from_reader(text.as_bytes());
    seed.deserialize(Tracked {
        de: &mut de,
        track: &Track::<false>::new(),
    })
}

pub(crate) struct Tracked<'t, X, const ON: bool> {
    pub(crate) de: X,
    pub(crate) track: &'t Track<ON>,
}

macro_rules! forward_deserializer {
    ($($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {$(
        #[inline]
        fn $method<V: Visitor<'de>>(self $(, $arg: $ty)*, visitor: V) -> Result<V::Value, D::Error> {
            let track = self.track;
            track.mark(self.de.$method($($arg,)* Tracked { de: visitor, track }))
        }
    )*};
}

macro_rules! forward_integer {
    ($($method:ident),* $(,)?) => {$(
        #[inline]
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
            let track = self.track;
            track.mark(self.de.$method(Integral(Tracked { de: visitor, track })))
        }
    )*};
}

/// Passes everything through, but turns an integral float into an integer.
struct Integral<V>(V);

macro_rules! forward_plain_visit {
    ($($method:ident($ty:ty)),* $(,)?) => {$(
        #[inline]
        fn $method<E: de::Error>(self, v: $ty) -> Result<V::Value, E> {
            self.0.$method(v)
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Integral<V> {
    type Value = V::Value;
    /// The contract's word for every integer field, whatever Rust type holds it
    /// (`expected an integer`, not `expected i64`).
    #[inline]
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an integer")
    }
    #[inline]
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<V::Value, E> {
        match integral(v) {
            Some(n) if n < 0 => self
                .0
                .visit_i64(i64::try_from(n).map_err(|_| out_of_range(v))?),
            Some(n) => self
                .0
                .visit_u64(u64::try_from(n).map_err(|_| out_of_range(v))?),
            None => Err(E::invalid_type(de::Unexpected::Float(v), &self)),
        }
    }
    forward_plain_visit! {
        visit_bool(bool), visit_i64(i64), visit_u64(u64), visit_i128(i128), visit_u128(u128),
        visit_str(&str), visit_borrowed_str(&'de str), visit_string(String), visit_bytes(&[u8]),
    }
    #[inline]
    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_none()
    }
    #[inline]
    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_unit()
    }
    #[inline]
    fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        self.0.visit_seq(seq)
    }
    #[inline]
    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(map)
    }
}

impl<'de, 't, D: Deserializer<'de>, const ON: bool> Deserializer<'de> for Tracked<'t, D, ON> {
    type Error = D::Error;
    forward_integer! {
        deserialize_i8, deserialize_i16, deserialize_i32, deserialize_i64, deserialize_i128,
        deserialize_u8, deserialize_u16, deserialize_u32, deserialize_u64, deserialize_u128,
    }
    forward_deserializer! {
        deserialize_any(), deserialize_bool(),
        deserialize_f32(), deserialize_f64(), deserialize_char(), deserialize_str(),
        deserialize_string(), deserialize_bytes(), deserialize_byte_buf(),
        deserialize_option(), deserialize_unit(), deserialize_seq(), deserialize_map(),
        deserialize_identifier(),
        deserialize_unit_struct(name: &'static str),
        deserialize_newtype_struct(name: &'static str),
        deserialize_tuple(len: usize),
        deserialize_tuple_struct(name: &'static str, len: usize),
        deserialize_enum(name: &'static str, variants: &'static [&'static str]),
    }
    #[inline]
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        let track = self.track;
        track.ignored.set(true);
        track.mark(
            self.de
                .deserialize_ignored_any(Tracked { de: visitor, track }),
        )
    }
    /// A contract object is a JSON object: serde would also take a JSON
    /// array of the fields in order, which no contract allows.
    #[inline]
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let track = self.track;
        if ON && track.text && name == crate::tagged::MAGIC {
            return track.mark(crate::tagged::tag_first(self.de, fields, visitor, track));
        }
        track.mark(self.de.deserialize_map(Tracked { de: visitor, track }))
    }
    #[inline]
    fn is_human_readable(&self) -> bool {
        self.de.is_human_readable()
    }
}

macro_rules! forward_visit {
    ($($method:ident($ty:ty)),* $(,)?) => {$(
        #[inline]
        fn $method<E: de::Error>(self, v: $ty) -> Result<V::Value, E> {
            self.de.$method(v)
        }
    )*};
}

impl<'de, 't, V: Visitor<'de>, const ON: bool> Visitor<'de> for Tracked<'t, V, ON> {
    type Value = V::Value;
    #[inline]
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.de.expecting(f)
    }
    forward_visit! {
        visit_bool(bool), visit_i8(i8), visit_i16(i16), visit_i32(i32), visit_i64(i64),
        visit_i128(i128), visit_u8(u8), visit_u16(u16), visit_u32(u32), visit_u64(u64),
        visit_u128(u128), visit_f32(f32), visit_f64(f64), visit_char(char), visit_str(&str),
        visit_borrowed_str(&'de str), visit_string(String), visit_bytes(&[u8]),
        visit_borrowed_bytes(&'de [u8]), visit_byte_buf(Vec<u8>),
    }
    #[inline]
    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.de.visit_none()
    }
    #[inline]
    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.de.visit_unit()
    }
    #[inline]
    fn visit_some<D2: Deserializer<'de>>(self, d: D2) -> Result<V::Value, D2::Error> {
        self.de.visit_some(Tracked {
            de: d,
            track: self.track,
        })
    }
    #[inline]
    fn visit_newtype_struct<D2: Deserializer<'de>>(self, d: D2) -> Result<V::Value, D2::Error> {
        self.de.visit_newtype_struct(Tracked {
            de: d,
            track: self.track,
        })
    }
    #[inline]
    fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        self.de.visit_seq(TrackedSeq {
            seq,
            track: self.track,
            index: 0,
        })
    }
    #[inline]
    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.de.visit_map(TrackedMap {
            map,
            track: self.track,
            key: None,
        })
    }
    #[inline]
    fn visit_enum<A: de::EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        // Externally tagged enums: the variant's content is not tracked further.
        self.de.visit_enum(data)
    }
}

impl<'de, 't, S: DeserializeSeed<'de>, const ON: bool> DeserializeSeed<'de> for Tracked<'t, S, ON> {
    type Value = S::Value;
    #[inline]
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        self.de.deserialize(Tracked {
            de: d,
            track: self.track,
        })
    }
}

struct TrackedSeq<'t, A, const ON: bool> {
    seq: A,
    track: &'t Track<ON>,
    index: usize,
}

impl<'de, 't, A: de::SeqAccess<'de>, const ON: bool> de::SeqAccess<'de> for TrackedSeq<'t, A, ON> {
    type Error = A::Error;
    #[inline]
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        self.track.push(|| Segment::Index(self.index));
        let r = self.track.mark(self.seq.next_element_seed(Tracked {
            de: seed,
            track: self.track,
        }));
        self.track.pop();
        self.index += 1;
        r
    }
    #[inline]
    fn size_hint(&self) -> Option<usize> {
        self.seq.size_hint()
    }
}

pub(crate) struct TrackedMap<'t, A, const ON: bool> {
    map: A,
    track: &'t Track<ON>,
    key: Option<String>,
}

impl<'t, A, const ON: bool> TrackedMap<'t, A, ON> {
    pub(crate) fn new(map: A, track: &'t Track<ON>) -> Self {
        Self {
            map,
            track,
            key: None,
        }
    }
}

impl<'de, 't, A: de::MapAccess<'de>, const ON: bool> de::MapAccess<'de> for TrackedMap<'t, A, ON> {
    type Error = A::Error;
    #[inline]
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        if !ON {
            return self.map.next_key_seed(seed);
        }
        let slot = RefCell::new(None);
        let r = self.map.next_key_seed(CaptureKey {
            de: seed,
            slot: &slot,
        });
        self.key = slot.into_inner();
        if let Some(key) = &self.key {
            // Unknown-field errors are raised while reading the key: report them at the key.
            self.track.push(|| Segment::Key(key.clone()));
            let r = self.track.mark(r);
            self.track.pop();
            return r;
        }
        self.track.mark(r)
    }
    #[inline]
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        let key = &mut self.key;
        self.track
            .push(|| Segment::Key(key.take().unwrap_or_default()));
        let r = self.track.mark(self.map.next_value_seed(Tracked {
            de: seed,
            track: self.track,
        }));
        self.track.pop();
        r
    }
    #[inline]
    fn size_hint(&self) -> Option<usize> {
        self.map.size_hint()
    }
}

/// Records the text of a map key as it is read.
struct CaptureKey<'s, X> {
    de: X,
    slot: &'s RefCell<Option<String>>,
}

impl<'de, 's, K: DeserializeSeed<'de>> DeserializeSeed<'de> for CaptureKey<'s, K> {
    type Value = K::Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<K::Value, D::Error> {
        self.de.deserialize(CaptureKey {
            de: d,
            slot: self.slot,
        })
    }
}

macro_rules! capture_deserializer {
    ($($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {$(
        fn $method<V: Visitor<'de>>(self $(, $arg: $ty)*, visitor: V) -> Result<V::Value, D::Error> {
            self.de.$method($($arg,)* CaptureKey { de: visitor, slot: self.slot })
        }
    )*};
}

impl<'de, 's, D: Deserializer<'de>> Deserializer<'de> for CaptureKey<'s, D> {
    type Error = D::Error;
    capture_deserializer! {
        deserialize_any(), deserialize_bool(), deserialize_i8(), deserialize_i16(),
        deserialize_i32(), deserialize_i64(), deserialize_i128(), deserialize_u8(),
        deserialize_u16(), deserialize_u32(), deserialize_u64(), deserialize_u128(),
        deserialize_f32(), deserialize_f64(), deserialize_char(), deserialize_str(),
        deserialize_string(), deserialize_bytes(), deserialize_byte_buf(),
        deserialize_option(), deserialize_unit(), deserialize_seq(), deserialize_map(),
        deserialize_identifier(), deserialize_ignored_any(),
        deserialize_unit_struct(name: &'static str),
        deserialize_newtype_struct(name: &'static str),
        deserialize_tuple(len: usize),
        deserialize_tuple_struct(name: &'static str, len: usize),
        deserialize_struct(name: &'static str, fields: &'static [&'static str]),
        deserialize_enum(name: &'static str, variants: &'static [&'static str]),
    }
}

macro_rules! capture_visit {
    ($($method:ident($ty:ty)),* $(,)?) => {$(
        fn $method<E: de::Error>(self, v: $ty) -> Result<V::Value, E> {
            *self.slot.borrow_mut() = Some(v.to_string());
            self.de.$method(v)
        }
    )*};
}

impl<'de, 's, V: Visitor<'de>> Visitor<'de> for CaptureKey<'s, V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.de.expecting(f)
    }
    capture_visit! {
        visit_bool(bool), visit_i64(i64), visit_u64(u64), visit_char(char), visit_str(&str),
        visit_borrowed_str(&'de str),
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<V::Value, E> {
        *self.slot.borrow_mut() = Some(v.clone());
        self.de.visit_string(v)
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<V::Value, E> {
        self.de.visit_f64(v)
    }
    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<V::Value, E> {
        *self.slot.borrow_mut() = Some(String::from_utf8_lossy(v).into_owned());
        self.de.visit_bytes(v)
    }
    fn visit_borrowed_bytes<E: de::Error>(self, v: &'de [u8]) -> Result<V::Value, E> {
        *self.slot.borrow_mut() = Some(String::from_utf8_lossy(v).into_owned());
        self.de.visit_borrowed_bytes(v)
    }
    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.de.visit_unit()
    }
}

/// A string read borrowed from the input when it holds no escapes: a map
/// key or a discriminator in a hand-written visitor. (serde's own
/// `Cow<str>` always allocates.)
pub struct Key<'de>(pub std::borrow::Cow<'de, str>);

impl<'de> serde::Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use std::borrow::Cow;
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Borrowed(v)))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Owned(v.to_owned())))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Owned(v)))
            }
        }
        d.deserialize_str(V)
    }
}

impl<'de> Key<'de> {
    /// The key as a deserializer that lends borrowed text on
    /// (`visit_borrowed_str`), so a seed reading it as `Key` again does not
    /// allocate; serde's `CowStrDeserializer` copies borrowed text.
    pub fn into_deserializer<E: de::Error>(self) -> KeyDeserializer<'de, E> {
        KeyDeserializer {
            key: self.0,
            error: std::marker::PhantomData,
        }
    }
}

/// A [`Key`] as a deserializer; see [`Key::into_deserializer`].
pub struct KeyDeserializer<'de, E> {
    key: std::borrow::Cow<'de, str>,
    error: std::marker::PhantomData<E>,
}

impl<'de, E: de::Error> Deserializer<'de> for KeyDeserializer<'de, E> {
    type Error = E;
    #[inline]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        match self.key {
            std::borrow::Cow::Borrowed(s) => visitor.visit_borrowed_str(s),
            std::borrow::Cow::Owned(s) => visitor.visit_string(s),
        }
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
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
    use serde_json::Value;

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
