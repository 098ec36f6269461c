//! The path-tracking pass, and the fast pass through the same adaptors
//! with tracking compiled out.

use super::error::strip_position;
use super::key::Key;
use super::number::{integral, out_of_range};
use serde::Deserialize as _;
use serde::de::{self, DeserializeOwned, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;
use std::cell::{Cell, RefCell};
use std::fmt;
use std::marker::PhantomData;

/// The name under which a union asks its deserializer for a tagged object;
/// the path-tracking pass answers it with the object's tag first.
pub(crate) const MAGIC: &str = "$agent_wire_kit::tagged";

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
pub(super) fn tracked<T: DeserializeOwned>(input: &[u8]) -> Result<T, Failure> {
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
pub(super) fn tracked_value<T: DeserializeOwned>(value: &serde_json::Value) -> Result<T, Failure> {
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
pub(super) struct Failure {
    pub(super) path: String,
    pub(super) message: String,
    pub(super) line: usize,
    pub(super) column: usize,
    /// Whether `serde_json` filed it under syntax.
    pub(super) syntax: bool,
}

/// The line and column `serde_json` gives index `at` of `input`.
pub(super) fn position_of(input: &[u8], at: usize) -> (usize, usize) {
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
        if ON && track.text && name == MAGIC {
            return track.mark(tag_first(self.de, fields, visitor, track));
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

// ---------------------------------------------------------------------------
// The path-tracking pass: a tagged object shown with its tag first.

/// Reads the tagged object `de` holds as its text and shows it to `visitor`
/// with the first member of each name in `first` moved to the front, in that
/// order. Each member is then decoded from its own text, and an error is
/// placed at its position in the input, as if the object had been written
/// that way.
pub(crate) fn tag_first<'de, D: Deserializer<'de>, V: Visitor<'de>, const ON: bool>(
    de: D,
    first: &[&str],
    visitor: V,
    track: &Track<ON>,
) -> Result<V::Value, D::Error> {
    let raw = <&'de RawValue>::deserialize(de)?;
    let text = raw.get();
    let last = Cell::new(0);
    let result = match entries(text) {
        Some(mut list) => {
            let mut front = 0;
            for name in first {
                if let Some(i) = list[front..].iter().position(|e| e.key.0 == *name) {
                    let entry = list.remove(front + i);
                    list.insert(front, entry);
                    front += 1;
                }
            }
            visitor.visit_newtype_struct(Shown {
                entries: list.into_iter(),
                value: None,
                text,
                last: &last,
                track,
                error: PhantomData,
            })
        }
        // Not an object: refused as any deserializer refuses it.
        None => {
            let mut inner = serde_json::Deserializer::from_str(text);
            let r = Deserializer::deserialize_map(
                Tracked {
                    de: &mut inner,
                    track,
                },
                Tracked { de: visitor, track },
            );
            r.map_err(|e| lift(track, text, &e))
        }
    };
    if result.is_err() {
        // An error of the object's own (an unknown tag, a missing member):
        // where the input was when it was raised, as serde_json places it.
        track.place(text, settle(text, last.get()));
    }
    result
}

/// One member of an object: its key, where the key's text ends, its value.
struct Entry<'de> {
    key: Key<'de>,
    key_end: usize,
    value: &'de RawValue,
}

/// The members of the JSON object `text`, in order; `None` if it is not an object.
fn entries(text: &str) -> Option<Vec<Entry<'_>>> {
    struct V;
    impl<'de> Visitor<'de> for V {
        type Value = Vec<(Key<'de>, &'de RawValue)>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("an object")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut out = Vec::with_capacity(map.size_hint().unwrap_or(8));
            while let Some(key) = map.next_key()? {
                out.push((key, map.next_value()?));
            }
            Ok(out)
        }
    }
    if !text.starts_with('{') {
        return None;
    }
    let list = serde_json::Deserializer::from_str(text)
        .deserialize_map(V)
        .ok()?;
    let bytes = text.as_bytes();
    Some(
        list.into_iter()
            .map(|(key, value)| {
                // Between a key's closing quote and its value: whitespace and `:`.
                let mut end = offset(text, value.get());
                while end > 0 && matches!(bytes[end - 1], b' ' | b'\n' | b'\r' | b'\t' | b':') {
                    end -= 1;
                }
                Entry {
                    key,
                    key_end: end,
                    value,
                }
            })
            .collect(),
    )
}

/// Where `part`, a slice of `whole`, starts in it.
fn offset(whole: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(whole.as_ptr() as usize)
}

/// Where serde_json stands after `at` when an object's visitor raises an
/// error: past the whitespace, and past the object's `}` if that is next.
fn settle(text: &str, at: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = at.min(bytes.len());
    while i < bytes.len() && matches!(bytes[i], b' ' | b'\n' | b'\r' | b'\t') {
        i += 1;
    }
    if bytes.get(i) == Some(&b'}') {
        i += 1;
    }
    i
}

/// The index in `text` of a `serde_json` error's line and column.
fn index_of(text: &str, err: &serde_json::Error) -> usize {
    let mut start = 0;
    if err.line() > 1 {
        let mut lines = text.match_indices('\n').map(|(i, _)| i + 1);
        start = lines.nth(err.line() - 2).unwrap_or(text.len());
    }
    (start + err.column()).min(text.len())
}

/// An error from decoding `text` on its own, placed at its position in the
/// input and carried on as an error of the outer deserializer.
fn lift<E: de::Error, const ON: bool>(track: &Track<ON>, text: &str, err: &serde_json::Error) -> E {
    if err.line() > 0 {
        track.place(text, index_of(text, err));
    }
    E::custom(strip_position(err))
}

/// A tagged object shown member by member, its tag first.
struct Shown<'t, 'de, E, const ON: bool> {
    entries: std::vec::IntoIter<Entry<'de>>,
    value: Option<&'de RawValue>,
    text: &'de str,
    last: &'t Cell<usize>,
    track: &'t Track<ON>,
    error: PhantomData<E>,
}

impl<'de, E: de::Error, const ON: bool> Deserializer<'de> for Shown<'_, 'de, E, ON> {
    type Error = E;
    #[inline]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        let track = self.track;
        visitor.visit_map(TrackedMap::new(self, track))
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

impl<'de, E: de::Error, const ON: bool> MapAccess<'de> for Shown<'_, 'de, E, ON> {
    type Error = E;
    #[inline]
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, E> {
        let Some(entry) = self.entries.next() else {
            // At the closing `}`, which serde_json has not consumed yet.
            self.last.set(self.text.len().saturating_sub(1));
            return Ok(None);
        };
        self.last.set(entry.key_end);
        self.value = Some(entry.value);
        seed.deserialize(entry.key.into_deserializer()).map(Some)
    }
    #[inline]
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, E> {
        let Some(raw) = self.value.take() else {
            return Err(E::custom("value requested before its key"));
        };
        let text = raw.get();
        let mut inner = serde_json::Deserializer::from_str(text);
        let value = seed
            .deserialize(&mut inner)
            .map_err(|e| lift(self.track, text, &e))?;
        self.last.set(offset(self.text, text) + text.len());
        Ok(value)
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}
