//! The contract view: decoding straight from the input, then, for invalid
//! input only, again while tracking the path.

use super::error::{DecodeError, strip_position};
use super::track::{Track, Tracked, position_of, tracked, tracked_value};
use serde::Deserialize as _;
use serde::de::DeserializeOwned;

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
        out.set_position(first.line(), first.column());
        return Err(out);
    }
    let failure = match tracked::<T>(input) {
        Ok(value) => return Ok(value),
        Err(failure) => failure,
    };
    let mut out = DecodeError::new(type_name, failure.path, failure.message);
    out.set_position(failure.line, failure.column);
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
    out.set_position(err.line(), err.column());
    out
}
