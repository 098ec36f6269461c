//! Open objects kept as the text they arrived in: [`RawObject`].

use crate::scan;
use serde::de::{self, Deserialize, Deserializer};
use serde::{Serialize, Serializer};
use serde_json::value::RawValue;
use serde_json::{Map, Value};
use std::fmt;

/// A JSON object kept as the text it arrived in.
///
/// For members the contract declares as "any object" (an event's payload,
/// an SDK stream event): decoding checks that the text is JSON and an
/// object but builds no tree, and encoding writes the same text back, byte
/// for byte. Read it when you need it, as a [`Map`] or as your own type:
///
/// ```
/// use agent_wire_kit::RawObject;
///
/// let raw: RawObject = serde_json::from_str(r#"{"text": "hi", "index": 0}"#).unwrap();
/// assert_eq!(raw.get(), r#"{"text": "hi", "index": 0}"#);
///
/// #[derive(serde::Deserialize)]
/// struct Delta<'a> { text: &'a str }
/// assert_eq!(raw.parse::<Delta>().unwrap().text, "hi");
/// assert_eq!(raw.to_map().unwrap()["index"], 0);
///
/// // Equality is by meaning: the same members in another layout are equal.
/// let other = RawObject::from_map(&serde_json::from_str(r#"{"index":0,"text":"hi"}"#).unwrap());
/// assert_eq!(raw, other);
/// ```
///
/// The text is kept as sent, with one exception: text laid out over several
/// lines (or with tabs) is kept in compact form, every space between tokens
/// dropped, so that an encoded message stays on one line (an NDJSON line,
/// an SSE `data:` field), as `serde_json` output always does.
///
/// Unlike [`Value`], a raw object keeps numbers beyond `f64` (`1e400`) and
/// repeated keys, as JSON Schema's "any object" accepts them; they meet
/// `serde_json`'s limits only in [`RawObject::to_map`].
#[derive(Clone)]
pub struct RawObject(Box<RawValue>);

impl RawObject {
    /// An object with no members (`{}`).
    pub fn empty() -> Self {
        Self::from_map(&Map::new())
    }

    /// The object written out from a map.
    pub fn from_map(map: &Map<String, Value>) -> Self {
        // A map always serializes.
        Self(serde_json::value::to_raw_value(map).unwrap_or_else(|_| empty_raw()))
    }

    /// Checks that `json` is one JSON object and keeps it as it is.
    pub fn from_json(json: impl Into<String>) -> Result<Self, serde_json::Error> {
        let raw = RawValue::from_string(json.into())?;
        checked(raw).map(Self)
    }

    /// Keeps a value that serializes to a JSON object (a struct or a map).
    pub fn from_serialize<T: Serialize + ?Sized>(value: &T) -> Result<Self, serde_json::Error> {
        checked(serde_json::value::to_raw_value(value)?).map(Self)
    }

    /// The JSON text, exactly as received (or as written by a constructor).
    pub fn get(&self) -> &str {
        self.0.get()
    }

    /// The object as a map.
    ///
    /// Fails only where a tree cannot hold the text: a number beyond `f64`.
    /// (Nesting deeper than `serde_json` parses is refused on decode.)
    pub fn to_map(&self) -> Result<Map<String, Value>, serde_json::Error> {
        serde_json::from_str(self.get())
    }

    /// Decodes the object as `T`, borrowing from the text where `T` borrows.
    pub fn parse<'a, T: Deserialize<'a>>(&'a self) -> Result<T, serde_json::Error> {
        serde_json::from_str(self.get())
    }

    /// Decodes a raw object as its `Deserialize` does, and finds its
    /// top-level members named `key` in the same pass over the text: for an
    /// object kept whole whose discriminator is read from it (an SDK event's
    /// `type`), without parsing the text a second time.
    ///
    /// ```
    /// use agent_wire_kit::raw::{Found, RawObject};
    ///
    /// let mut de = serde_json::Deserializer::from_str(r#"{"index":0,"type":"ping"}"#);
    /// let (raw, found) = RawObject::deserialize_finding(&mut de, "type").unwrap();
    /// let Found::At { value, count: 1 } = found else { panic!("{found:?}") };
    /// assert!(raw.get()[value..].starts_with(r#""ping""#));
    /// ```
    pub fn deserialize_finding<'de, D: Deserializer<'de>>(
        deserializer: D,
        key: &str,
    ) -> Result<(Self, Found), D::Error> {
        let raw = Box::<RawValue>::deserialize(deserializer)?;
        let fail = |e: serde_json::Error| de::Error::custom(crate::decode::strip_position(&e));
        let (shape, found) = match raw.get().starts_with('{') {
            true => members_named(raw.get(), key),
            false => (shape_of(raw.get()), Found::Absent),
        };
        let raw = checked_shape(raw, &shape).map_err(fail)?;
        let found = match shape.multiline {
            // Compacted: the offsets moved.
            true => members_named(raw.get(), key).1,
            false => found,
        };
        Ok((Self(raw), found))
    }
}

/// The contents of the string that starts at byte `at` of JSON text (at
/// its opening quote) when it holds no escape: what decoding it gives,
/// read without a decoder. `None` when no string starts there or it holds
/// an escape. For text already checked as JSON (a [`RawObject`]'s), such
/// as the value [`Found::At`] points to.
///
/// ```
/// use agent_wire_kit::raw::plain_string;
///
/// assert_eq!(plain_string(r#"{"type":"ping"}"#, 8), Some("ping"));
/// assert_eq!(plain_string(r#"{"type":"p\u0069ng"}"#, 8), None);
/// assert_eq!(plain_string(r#"{"type":7}"#, 8), None);
/// ```
pub fn plain_string(text: &str, at: usize) -> Option<&str> {
    let bytes = text.as_bytes();
    if bytes.get(at) != Some(&b'"') {
        return None;
    }
    let end = scan::next_quote_or_backslash(bytes, at + 1);
    // Both ends are next to ASCII quotes, so on character boundaries.
    (bytes.get(end) == Some(&b'"'))
        .then(|| text.get(at + 1..end))
        .flatten()
}

/// Where [`RawObject::deserialize_finding`] found the members of one name
/// among an object's top-level members.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// No member has that name.
    Absent,
    /// `count` members have it; the first one's value starts at byte
    /// `value` of the text.
    At {
        /// Where the first one's value starts in [`RawObject::get`].
        value: usize,
        /// How many members have the name.
        count: usize,
    },
    /// A top-level key is written with escapes (`"typ\u0065"`), so which
    /// members have the name is not known from the text alone: parse it.
    Escaped,
}

fn empty_raw() -> Box<RawValue> {
    RawValue::from_string("{}".to_owned()).unwrap_or_else(|_| unreachable!("`{{}}` is JSON"))
}

/// How deep a raw object may nest: as deep as `serde_json` parses a tree,
/// so that [`RawObject::to_map`] never meets its recursion limit.
const MAX_DEPTH: usize = 127;

/// `raw` on one line if it is an object nested no deeper than
/// [`MAX_DEPTH`]; otherwise the error decoding it as a map gives
/// (`invalid type: string "x", expected a map`, `recursion limit
/// exceeded`), so the wording is the same as for any other object member.
fn checked(raw: Box<RawValue>) -> Result<Box<RawValue>, serde_json::Error> {
    let shape = quick_shape(raw.get()).unwrap_or_else(|| shape_of(raw.get()));
    checked_shape(raw, &shape)
}

/// The shape of valid JSON `text` from one pass the compiler vectorizes,
/// when that pass can tell: nothing nests deeper than the text has `{` and
/// `[` bytes, and a JSON string holds no raw control character, so any
/// byte below 0x20 is a line break or tab between tokens. `None` when the
/// text has more brackets than [`MAX_DEPTH`] (possibly inside strings):
/// then only a walk can tell.
fn quick_shape(text: &str) -> Option<Shape> {
    let (mut brackets, mut lowest) = (0usize, u8::MAX);
    // Byte-wide counters over runs short enough that they cannot overflow
    // (and a multiple of two vector widths): the form the compiler vectorizes.
    // The lowest byte answers the line-break test with one vector operation
    // a step, where a comparison and an `or` took two.
    for run in text.as_bytes().chunks(224) {
        let (mut o, mut low) = (0u8, u8::MAX);
        for &b in run {
            o += u8::from(opens(b));
            low = low.min(b);
        }
        brackets += usize::from(o);
        lowest = lowest.min(low);
    }
    (brackets <= MAX_DEPTH).then_some(Shape {
        deepest: brackets,
        multiline: lowest < 0x20,
    })
}

fn checked_shape(raw: Box<RawValue>, shape: &Shape) -> Result<Box<RawValue>, serde_json::Error> {
    let text = raw.get();
    if !text.starts_with('{') || shape.deepest > MAX_DEPTH {
        serde_json::from_str::<Map<String, Value>>(text)?;
    }
    if !shape.multiline {
        return Ok(raw);
    }
    let mut out = Vec::with_capacity(text.len());
    between_strings(text, |b, outside| {
        if !(outside && matches!(b, b' ' | b'\n' | b'\r' | b'\t')) {
            out.push(b);
        }
    });
    // Only ASCII spaces were dropped, so the text is still UTF-8.
    RawValue::from_string(String::from_utf8_lossy(&out).into_owned())
}

/// What one pass over a JSON text finds.
struct Shape {
    /// The deepest nesting (from [`quick_shape`], a bound of it).
    deepest: usize,
    /// Whether a line break or tab stands between its tokens.
    multiline: bool,
}

/// Whether `b` is `{` or `[`: `[` (0x5b) and `{` (0x7b) are the only bytes
/// that are `{` with bit 5 set, so one comparison tells.
#[inline(always)]
fn opens(b: u8) -> bool {
    b | 0x20 == b'{'
}

/// Whether `b` is `}` or `]` (0x5d), as [`opens`] tells `{` or `[`.
#[inline(always)]
fn closes(b: u8) -> bool {
    b | 0x20 == b'}'
}

/// The shape of valid JSON `text`, walked: for text with more brackets
/// than [`quick_shape`] can judge.
fn shape_of(text: &str) -> Shape {
    let mut shape = Shape {
        deepest: 0,
        multiline: false,
    };
    walk(text, 0, 0, &mut shape);
    shape
}

/// Walks valid JSON `text` from byte `from`, where the nesting is `depth`,
/// to just past the bracket that brings it back to `depth` (or to the end),
/// taking in the nesting and line breaks on the way. String contents are
/// skipped a word at a time rather than walked byte by byte.
#[inline]
fn walk(text: &str, from: usize, depth: usize, shape: &mut Shape) -> usize {
    let bytes = text.as_bytes();
    let (start, mut depth, mut i) = (depth, depth, from);
    // Tests in turn, not a `match`: the compiler makes a `match` on the byte
    // a jump table, whose one indirect branch the next byte leaves
    // unpredictable; these few conditional ones are predicted by their own
    // histories.
    while let Some(&b) = bytes.get(i) {
        i += 1;
        if b == b'"' {
            i = string_end(text, i).0 + 1;
        } else if opens(b) {
            depth += 1;
            shape.deepest = shape.deepest.max(depth);
        } else if closes(b) {
            // Valid JSON closes no more than it opened: this never wraps.
            depth = depth.wrapping_sub(1);
            if depth == start {
                return i;
            }
        } else if b < b' ' {
            // JSON strings hold no raw control characters: a line break or
            // tab between tokens.
            shape.multiline = true;
        }
    }
    bytes.len()
}

/// The shape of the valid JSON object `text` and its top-level members
/// named `key`, in one walk that reads only the top level member by member:
/// a nested value is stepped over by its brackets, a string a word at a time.
fn members_named(text: &str, key: &str) -> (Shape, Found) {
    let bytes = text.as_bytes();
    let mut shape = Shape {
        deepest: 1,
        multiline: false,
    };
    let mut found = Found::Absent;
    // Past the `{`.
    let mut i = 1;
    loop {
        i = past_space(bytes, i, &mut shape);
        if bytes.get(i) != Some(&b'"') {
            // `}`: the object ends.
            return (shape, found);
        }
        let (end, escaped) = string_end(text, i + 1);
        if escaped && found != Found::Escaped {
            found = Found::Escaped;
        }
        let name = &bytes[i + 1..end];
        // Past the `:`.
        let colon = past_space(bytes, end + 1, &mut shape);
        let value = past_space(bytes, colon + 1, &mut shape);
        if name == key.as_bytes() {
            found = match found {
                Found::Absent => Found::At { value, count: 1 },
                Found::At { value, count } => Found::At {
                    value,
                    count: count + 1,
                },
                Found::Escaped => Found::Escaped,
            };
        }
        i = past_space(bytes, value_end(text, value, &mut shape), &mut shape);
        if bytes.get(i) != Some(&b',') {
            return (shape, found);
        }
        i += 1;
    }
}

/// Where the JSON value starting at byte `at` of valid `text`, a member of
/// a top-level object, ends; `shape` takes in its nesting and line breaks.
fn value_end(text: &str, at: usize, shape: &mut Shape) -> usize {
    let bytes = text.as_bytes();
    match bytes.get(at) {
        Some(b'"') => string_end(text, at + 1).0 + 1,
        Some(b'{' | b'[') => walk(text, at, 1, shape),
        // A number, `true`, `false` or `null`.
        _ => bytes[at.min(bytes.len())..]
            .iter()
            .position(|&b| matches!(b, b',' | b'}' | b' ' | b'\n' | b'\r' | b'\t'))
            .map_or(bytes.len(), |n| at + n),
    }
}

/// The first byte at or after `from` that is not JSON whitespace; `shape`
/// notes a line break or tab among those skipped.
fn past_space(bytes: &[u8], from: usize, shape: &mut Shape) -> usize {
    let mut i = from;
    while let Some(&b) = bytes.get(i) {
        match b {
            b' ' => {}
            b'\n' | b'\r' | b'\t' => shape.multiline = true,
            _ => break,
        }
        i += 1;
    }
    i
}

/// The index of the quote closing the string whose contents start at
/// `from` (or the end of `text`), skipping runs without `"` or `\` a word
/// at a time; and whether the string holds an escape.
fn string_end(text: &str, from: usize) -> (usize, bool) {
    let bytes = text.as_bytes();
    let (mut i, mut escaped) = (from, false);
    loop {
        i = scan::next_quote_or_backslash(bytes, i);
        match bytes.get(i) {
            Some(b'"') | None => return (i.min(bytes.len()), escaped),
            // A backslash: the byte after it is escaped, whatever it is.
            Some(_) => (i, escaped) = (i + 2, true),
        }
    }
}

/// Calls `f` with each byte of JSON `text` and whether it stands outside
/// every string (a string's quotes count as inside).
fn between_strings(text: &str, mut f: impl FnMut(u8, bool)) {
    let (mut in_string, mut escaped) = (false, false);
    for &b in text.as_bytes() {
        if in_string {
            f(b, false);
            (in_string, escaped) = (escaped || b != b'"', !escaped && b == b'\\');
        } else {
            in_string = b == b'"';
            f(b, !in_string);
        }
    }
}

impl Default for RawObject {
    fn default() -> Self {
        Self::empty()
    }
}

impl From<Map<String, Value>> for RawObject {
    fn from(map: Map<String, Value>) -> Self {
        Self::from_map(&map)
    }
}

impl PartialEq for RawObject {
    /// Equal when the texts are equal or, failing that, when both read as
    /// the same map (layout and member order do not count).
    fn eq(&self, other: &Self) -> bool {
        self.get() == other.get()
            || matches!((self.to_map(), other.to_map()), (Ok(a), Ok(b)) if a == b)
    }
}

impl fmt::Debug for RawObject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RawObject({})", self.get())
    }
}

impl fmt::Display for RawObject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.get())
    }
}

impl Serialize for RawObject {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for RawObject {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = Box::<RawValue>::deserialize(deserializer)?;
        checked(raw)
            .map(Self)
            .map_err(|e| de::Error::custom(crate::decode::strip_position(&e)))
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for RawObject {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        <Map<String, Value> as schemars::JsonSchema>::schema_name()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        <Map<String, Value> as schemars::JsonSchema>::json_schema(generator)
    }
}

crate::ts_inline!(RawObject, "Record<string, unknown>");

#[cfg(feature = "utoipa")]
impl utoipa::PartialSchema for RawObject {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::Type::Object)
            .into()
    }
}
#[cfg(feature = "utoipa")]
impl utoipa::ToSchema for RawObject {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_text_and_writes_it_back() {
        let text = r#"{ "b" : [1, 2.50, "\u00e9"], "a": {"n": null} }"#;
        let raw: RawObject = serde_json::from_str(text).unwrap();
        assert_eq!(raw.get(), text);
        assert_eq!(serde_json::to_string(&raw).unwrap(), text);
    }

    /// The string-skipping scan agrees with a byte-by-byte walk.
    #[test]
    fn shape_matches_a_byte_walk() {
        fn walk(text: &str) -> (usize, bool) {
            let (mut depth, mut deepest, mut multiline) = (0usize, 0usize, false);
            between_strings(text, |b, outside| {
                if outside {
                    match b {
                        b'{' | b'[' => {
                            depth += 1;
                            deepest = deepest.max(depth);
                        }
                        b'}' | b']' => depth = depth.saturating_sub(1),
                        b'\n' | b'\r' | b'\t' => multiline = true,
                        _ => {}
                    }
                }
            });
            (deepest, multiline)
        }
        for text in [
            r#"{}"#,
            r#"{"a":"{[{[","b":[[[]]]}"#,
            r#"{"a":"x\"{[","b":{"c":"\\"},"d":["\\\"]"]}"#,
            r#"{"\\":{"\"":[{"k":"\u00e9 \\\\"}]}}"#,
            "{\n \"a\": [1,\t2],\r\n \"b\": \"\\\\\"\n}",
            r#"{"emoji":"🚀 编译 \ud83d\ude80","n":[1,{"m":[2]}]}"#,
            r#"{"a":"unterminated"#,
            r#"{"long":"0123456789abcdefghijklmnopqrstuvwxyz \" {[ \\\" ]} \\","x":[{"y":1}]}"#,
            r#"{"k":"0123456789012345678901\\\"{[ still inside \\","z":{"q":[[]]}}"#,
            r#"{"k":"01234567890123456789012\"","z":[{}]}"#,
        ] {
            let shape = shape_of(text);
            assert_eq!((shape.deepest, shape.multiline), walk(text), "{text}");
            // The member walk, on the texts that are JSON.
            if serde_json::from_str::<Value>(text).is_ok() {
                let (members, _) = members_named(text, "a");
                assert_eq!((members.deepest, members.multiline), walk(text), "{text}");
            }
            // The one-pass bound: never below the depth, same line breaks.
            let quick = quick_shape(text).expect("few brackets");
            assert!(quick.deepest >= shape.deepest, "{text}");
            assert_eq!(quick.multiline, shape.multiline, "{text}");
        }
        // More brackets than the limit, all inside a string: only a walk tells.
        let text = format!(r#"{{"a":"{}"}}"#, "[".repeat(MAX_DEPTH + 1));
        assert!(quick_shape(&text).is_none());
        assert!(RawObject::from_json(text).is_ok());
    }

    /// The one-pass count is the number of `{`/`[` bytes and the line-break
    /// test is "any byte below 0x20", in texts of every length around the
    /// 224-byte runs it counts in, and a tab found first, midway and last.
    #[test]
    fn the_one_pass_counts_every_byte() {
        for len in (0..40).chain(180..240).chain(380..470).chain([4000, 8200]) {
            // Text with a `[` every 97 characters: under the depth limit at every length.
            let filler: String = "ab\"\\é xyz"
                .chars()
                .cycle()
                .take(len)
                .enumerate()
                .map(|(i, c)| if i % 97 == 5 { '[' } else { c })
                .collect();
            let text = format!(r#"{{"s":"{filler}"}}"#);
            let opens = |t: &str| t.bytes().filter(|&b| b == b'{' || b == b'[').count();
            let quick = quick_shape(&text);
            let expected = opens(&text);
            assert_eq!(
                quick.as_ref().map(|q| q.deepest),
                (expected <= MAX_DEPTH).then_some(expected),
                "{len}"
            );
            if let Some(q) = quick {
                assert!(!q.multiline, "{len}");
            }
            // A tab as the first byte, the middle one and the last.
            let bytes = text.as_bytes();
            for at in [0, bytes.len() / 2, bytes.len().saturating_sub(1)] {
                let mut edited = bytes.to_vec();
                edited[at] = b'\t';
                let edited = String::from_utf8_lossy(&edited).into_owned();
                if let Some(q) = quick_shape(&edited) {
                    assert!(q.multiline, "{len} tab at {at}");
                    assert_eq!(q.deepest, opens(&edited), "{len} tab at {at}");
                }
            }
        }
    }

    /// The word-at-a-time string scan agrees with a byte-by-byte one on
    /// every string of up to 12 bytes drawn from quotes, backslashes and text.
    #[test]
    fn string_end_matches_a_byte_scan() {
        fn scan(bytes: &[u8], from: usize) -> usize {
            let mut i = from;
            while i < bytes.len() {
                match bytes[i] {
                    b'"' => return i,
                    b'\\' => i += 2,
                    _ => i += 1,
                }
            }
            bytes.len()
        }
        let alphabet = [b'a', b'"', b'\\', b'{', b' '];
        crate::scan::each_short_text(&alphabet, |text| {
            let text = std::str::from_utf8(text).unwrap();
            for from in 0..=text.len() {
                let end = scan(text.as_bytes(), from);
                let escaped = text.as_bytes()[from.min(end)..end].contains(&b'\\');
                assert_eq!(
                    string_end(text, from),
                    (end, escaped),
                    "{text:?} from {from}"
                );
            }
        });
    }

    /// The top-level members named `type`, found by parsing.
    fn parsed(text: &str) -> Option<(usize, Value)> {
        let mut count = 0;
        let mut first = None;
        for (k, v) in serde_json::from_str::<Vec<(String, Value)>>(&pairs(text)).ok()? {
            if k == "type" {
                count += 1;
                first.get_or_insert(v);
            }
        }
        first.map(|v| (count, v))
    }

    /// `{"a":1,"b":2}` as `[["a",1],["b",2]]`, repeated keys kept.
    fn pairs(text: &str) -> String {
        struct V;
        impl<'de> de::Visitor<'de> for V {
            type Value = Vec<(String, Value)>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: de::MapAccess<'de>>(self, mut m: A) -> Result<Self::Value, A::Error> {
                let mut out = Vec::new();
                while let Some(e) = m.next_entry()? {
                    out.push(e);
                }
                Ok(out)
            }
        }
        let list = serde_json::Deserializer::from_str(text)
            .deserialize_map(V)
            .unwrap();
        serde_json::to_string(&list).unwrap()
    }

    #[test]
    fn the_members_of_a_name_are_found_as_a_parse_finds_them() {
        for text in [
            r#"{"type":"a","x":1}"#,
            r#"{"x":{"type":"nested"},"type" : "b"}"#,
            r#"{"s":"\"type\":\"in a string\"","type":5}"#,
            r#"{"a":[{"type":"in an array"}],"type":{"k":"v"}}"#,
            r#"{"type":"a","type":"b"}"#,
            "{\n  \"type\":\n \"spread\" ,\"y\":[1,\n2]}",
            r#"{"types":"no","typ":"no"}"#,
            r#"{ "n" : -1.5e3 , "type" : true , "m" : null , "t" : false }"#,
            r#"{"x":{"typ\u0065":1,"s":"]}"},"type":"a","y":[[{"type":0}],"}"]}"#,
            r#"{"a":[],"b":{},"type":[],"c":"\\","type":{}}"#,
            r#"{}"#,
        ] {
            let mut de = serde_json::Deserializer::from_str(text);
            let (raw, found) = RawObject::deserialize_finding(&mut de, "type").unwrap();
            match (found, parsed(text)) {
                (Found::Absent, None) => {}
                (Found::At { value, count }, Some((n, first))) => {
                    assert_eq!(count, n, "{text}");
                    let mut rest = serde_json::Deserializer::from_str(&raw.get()[value..]);
                    assert_eq!(Value::deserialize(&mut rest).unwrap(), first, "{text}");
                }
                (found, parsed) => panic!("{text}: {found:?} vs {parsed:?}"),
            }
        }
        for text in [
            r#"{"typ\u0065":"a"}"#,
            r#"{"type":"a","x":{},"\u0074ype":"b"}"#,
        ] {
            let mut de = serde_json::Deserializer::from_str(text);
            let (_, found) = RawObject::deserialize_finding(&mut de, "type").unwrap();
            assert_eq!(found, Found::Escaped, "{text}");
        }
    }

    /// A string read in place is what decoding it gives, whenever it
    /// holds no escape, and nothing otherwise.
    #[test]
    fn plain_strings_read_as_a_decoder_reads_them() {
        let alphabet = ["a", "\"", "\\", "\n", "é", "编", "🚀", " ", "{", "\u{1f}"];
        crate::scan::each_short_text(&alphabet, |parts| {
            let value: String = parts.concat();
            let json = format!(r#"{{"k":{}}}"#, serde_json::to_string(&value).unwrap());
            let at = json.find(':').unwrap() + 1;
            let escaped = json[at + 1..].trim_end_matches(['"', '}']).contains('\\');
            let expected = (!escaped).then_some(value.as_str());
            assert_eq!(plain_string(&json, at), expected, "{json}");
        });
        assert_eq!(plain_string(r#"{"k":7}"#, 1), Some("k"));
        for at in [0, 3, 4, 5, 6, 7, 100] {
            assert_eq!(plain_string(r#"{"k":7}"#, at), None, "{at}");
        }
        assert_eq!(plain_string(r#""unterminated"#, 0), None);
        assert_eq!(plain_string("\"\"", 0), Some(""));
        assert_eq!(plain_string("\"\"", 5), None);
    }

    #[test]
    fn line_breaks_between_tokens_go() {
        let text = "{\n\t\"a b\": [1,\r\n 2],  \"c\\\"\\n\": \"x\\\\\"\n}";
        let raw: RawObject = serde_json::from_str(text).unwrap();
        assert_eq!(raw.get(), r#"{"a b":[1,2],"c\"\n":"x\\"}"#);
        assert_eq!(
            raw.to_map().unwrap(),
            serde_json::from_str::<Map<String, Value>>(text).unwrap()
        );
        assert_eq!(RawObject::from_json(text).unwrap().get(), raw.get());
    }

    #[test]
    fn refuses_what_is_not_an_object() {
        for (text, word) in [
            (r#""x""#, r#"string "x""#),
            ("[1]", "sequence"),
            ("5", "integer `5`"),
            ("null", "null"),
            ("true", "boolean `true`"),
        ] {
            let err = serde_json::from_str::<RawObject>(text)
                .unwrap_err()
                .to_string();
            assert!(
                err.starts_with(&format!("invalid type: {word}, expected a map")),
                "{text}: {err}"
            );
            assert!(RawObject::from_json(text).is_err());
        }
        assert!(serde_json::from_str::<RawObject>(r#"{"a":}"#).is_err());
        let nested = |n: usize| format!("{}{{}}{}", r#"{"a":"#.repeat(n - 1), "}".repeat(n - 1));
        assert!(
            RawObject::from_json(nested(MAX_DEPTH))
                .unwrap()
                .to_map()
                .is_ok()
        );
        let err = RawObject::from_json(nested(MAX_DEPTH + 1))
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("recursion limit exceeded"), "{err}");
        assert!(RawObject::from_json("{} {}").is_err());
    }

    #[test]
    fn equality_is_by_meaning() {
        let a = RawObject::from_json(r#"{"a":1,"b":[true]}"#).unwrap();
        let b = RawObject::from_json(r#"{ "b": [ true ], "a": 1 }"#).unwrap();
        let c = RawObject::from_json(r#"{"a":2,"b":[true]}"#).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(RawObject::empty().get(), "{}");
        assert_eq!(
            RawObject::from_serialize(&Map::new()).unwrap(),
            RawObject::empty()
        );
        assert!(RawObject::from_serialize(&[1]).is_err());
    }

    #[test]
    fn decodes_from_a_value_too() {
        let value = serde_json::json!({"a": [1, {"b": "c"}]});
        let raw = crate::from_value::<RawObject>("T", &value).unwrap();
        assert_eq!(raw.to_map().unwrap(), *value.as_object().unwrap());
        let err = crate::from_value::<RawObject>("T", &serde_json::json!("s")).unwrap_err();
        assert_eq!(err.message(), r#"invalid type: string "s", expected a map"#);
    }

    #[test]
    fn goes_through_the_path_aware_decoder() {
        #[derive(Debug, serde::Deserialize)]
        struct Outer {
            #[allow(dead_code)]
            payload: RawObject,
        }
        let ok = crate::from_str::<Outer>("Outer", r#"{"payload":{"x":1e400}}"#).unwrap();
        assert_eq!(ok.payload.get(), r#"{"x":1e400}"#);
        let err = crate::from_str::<Outer>("Outer", r#"{"payload":[]}"#).unwrap_err();
        assert_eq!(err.path(), "payload");
        assert_eq!(err.message(), "invalid type: sequence, expected a map");
    }
}
