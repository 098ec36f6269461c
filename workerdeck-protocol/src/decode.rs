//! The crate's decoding entry points: [`wire_kit`]'s, with exact error paths
//! whatever the position of the unions' discriminators.
//!
//! A union whose discriminator is not the first key of its object is
//! collected before its variant is known, and an error inside it is raised
//! at the union with the path inside it leading the message
//! (``event: at `extra`: unknown field …``). These functions then decode the
//! same input once more with every discriminator first and, when that finds
//! the same rule at the member's own path, return that error
//! (`event.extra: unknown field …`). Valid input is decoded once.

use crate::dispatch::{TAGS, split_nested};
use serde::de::DeserializeOwned;
use serde_json::Value;
use wire_kit::DecodeError;

/// Decodes `T` from JSON text; errors name `type_name`, the field path and the rule.
pub fn from_str<T: DeserializeOwned>(
    type_name: &'static str,
    json: &str,
) -> Result<T, DecodeError> {
    from_slice(type_name, json.as_bytes())
}

/// Decodes `T` from JSON bytes (which must be UTF-8).
pub fn from_slice<T: DeserializeOwned>(
    type_name: &'static str,
    json: &[u8],
) -> Result<T, DecodeError> {
    wire_kit::from_slice(type_name, json)
        .map_err(|e| exact::<T>(e, || serde_json::from_slice(json).ok()))
}

/// Decodes `T` from an already parsed JSON value.
pub fn from_value<T: DeserializeOwned>(
    type_name: &'static str,
    value: &Value,
) -> Result<T, DecodeError> {
    wire_kit::from_value(type_name, value).map_err(|e| exact::<T>(e, || Some(value.clone())))
}

/// `err`, or the same rule at its exact path when decoding `value` with the
/// discriminators first finds it there.
fn exact<T: DeserializeOwned>(
    err: DecodeError,
    value: impl FnOnce() -> Option<Value>,
) -> DecodeError {
    let Some((inner, rule)) = split_nested(err.message()) else {
        return err;
    };
    let path = join(err.path(), inner);
    let Some(value) = value() else {
        return err;
    };
    let mut text = String::new();
    write_tags_first(&value, &mut text);
    match wire_kit::from_str::<T>(err.type_name(), &text) {
        Err(again) if again.path() == path && again.message() == rule => {
            let mut out = DecodeError::new(err.type_name(), path, rule);
            out.set_position(err.line(), err.column());
            out
        }
        _ => err,
    }
}

fn join(outer: &str, inner: &str) -> String {
    match (outer, inner) {
        (p, "") | ("", p) => p.to_owned(),
        (p, i) if i.starts_with('[') => format!("{p}{i}"),
        (p, i) => format!("{p}.{i}"),
    }
}

/// Writes `value` as JSON with the discriminator keys of every object first.
/// (Written by hand: without serde_json's `preserve_order` a map cannot be
/// reordered.)
fn write_tags_first(value: &Value, out: &mut String) {
    match value {
        Value::Object(map) => {
            out.push('{');
            // In `TAGS` order: a `status_changed` event's `type` before its `status`.
            let tags = TAGS.iter().filter_map(|t| map.get_key_value(*t));
            let rest = map.iter().filter(|(k, _)| !TAGS.contains(&k.as_str()));
            for (i, (k, v)) in tags.chain(rest).enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(k.clone()).to_string());
                out.push(':');
                write_tags_first(v, out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_tags_first(v, out);
            }
            out.push(']');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}
