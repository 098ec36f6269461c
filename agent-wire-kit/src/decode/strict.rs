//! Strict decoding: everything [`from_str`](crate::from_str) checks, and
//! members the contract does not declare reported as errors.
//!
//! Decoding is lenient where the contract's runtime meaning is: a WorkerDeck
//! value parsed from JSON may carry members its TypeScript type does not
//! list, and a newer server adds them. CI that wants to catch such drift
//! decodes strictly instead. A member counts as undeclared when the input
//! has it and the value's re-encoding does not: open objects keep their
//! members, so they are never reported.

use super::error::DecodeError;
use super::exact;
use serde::{Serialize, de::DeserializeOwned};
use serde_json::Value;

/// The path of the first member of `input` that `encoded` (its decoded
/// value written back) does not have, in the order of the parsed object's
/// keys; `None` when every member of the input survived.
///
/// ```
/// use serde_json::json;
/// let input = json!({"a": 1, "list": [{"b": 2, "extra": 3}]});
/// let encoded = json!({"a": 1, "list": [{"b": 2}]});
/// assert_eq!(agent_wire_kit::strict::undeclared(&input, &encoded).as_deref(), Some("list[0].extra"));
/// assert_eq!(agent_wire_kit::strict::undeclared(&encoded, &input), None);
/// ```
pub fn undeclared(input: &Value, encoded: &Value) -> Option<String> {
    let mut first = None;
    walk(input, encoded, "", &mut |path, _| {
        first = Some(path);
        false
    });
    first
}

/// The paths of every member of `input` that `encoded` does not have, in
/// the order of the parsed object's keys (document order with serde_json's
/// `preserve_order`, sorted without it).
///
/// ```
/// use serde_json::json;
/// let input = json!({"a": 1, "x": 2, "list": [{"b": 1, "y": 0}], "o": {"c": {"z": 1}}});
/// let encoded = json!({"a": 1, "list": [{"b": 1}], "o": {"c": {}}, "default": 0});
/// let mut all = agent_wire_kit::strict::undeclared_all(&input, &encoded);
/// all.sort();
/// assert_eq!(all, ["list[0].y", "o.c.z", "x"]);
/// ```
pub fn undeclared_all(input: &Value, encoded: &Value) -> Vec<String> {
    let mut all = Vec::new();
    walk(input, encoded, "", &mut |path, _| {
        all.push(path);
        true
    });
    all
}

/// Calls `found(path, key)` for each undeclared member until it returns
/// `false`; returns whether the walk went to the end.
fn walk(
    input: &Value,
    encoded: &Value,
    path: &str,
    found: &mut dyn FnMut(String, &str) -> bool,
) -> bool {
    match (input, encoded) {
        (Value::Object(input), Value::Object(encoded)) => input.iter().all(|(key, value)| {
            let here = join(path, key);
            match encoded.get(key) {
                None => found(here, key),
                Some(back) => walk(value, back, &here, found),
            }
        }),
        // Element by element only when the re-encoding kept the list's
        // length: a list written back differently is not a matter of members.
        (Value::Array(input), Value::Array(encoded)) if input.len() == encoded.len() => input
            .iter()
            .zip(encoded)
            .enumerate()
            .all(|(i, (value, back))| walk(value, back, &format!("{path}[{i}]"), found)),
        _ => true,
    }
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

/// Decodes `T` as [`from_str`](crate::from_str) does, then refuses the value
/// if the input has a member `T` does not declare.
///
/// ```
/// #[derive(Debug, serde::Deserialize, serde::Serialize)]
/// struct Status { status: String }
/// let text = r#"{"status":"running","extra":1}"#;
/// assert!(agent_wire_kit::from_str::<Status>("Status", text).is_ok());
/// let err = agent_wire_kit::strict::from_str::<Status>("Status", text).unwrap_err();
/// assert_eq!(err.to_string(), "Status: extra: member `extra` is not declared by the contract");
/// ```
pub fn from_str<T: DeserializeOwned + Serialize>(
    type_name: &'static str,
    json: &str,
) -> Result<T, DecodeError> {
    let value: T = exact::from_str(type_name, json)?;
    let input: Value = exact::from_str(type_name, json)?;
    check(type_name, &input, &value)?;
    Ok(value)
}

/// Decodes `T` as [`from_value`](crate::from_value) does, then refuses the
/// value if the input has a member `T` does not declare.
pub fn from_value<T: DeserializeOwned + Serialize>(
    type_name: &'static str,
    input: &Value,
) -> Result<T, DecodeError> {
    let value: T = exact::from_value(type_name, input)?;
    check(type_name, input, &value)?;
    Ok(value)
}

/// `T` decoded from `input` as [`from_value`] decodes it, when every
/// member of the input, at any depth, is one `T` declares, found in the one
/// pass that decodes it: `None` when the input does not decode as `T` or
/// has a member `T` steps over. [`from_value`] finds the same by writing the
/// value back as a second tree and comparing the two; the answers agree
/// wherever `T` writes back every member it reads (no
/// `skip_serializing_if` that drops a value the input gave, such as a
/// `null` read as `None`).
///
/// ```
/// #[derive(Debug, PartialEq, serde::Deserialize, serde::Serialize)]
/// struct Status { status: String, detail: Option<Detail> }
/// #[derive(Debug, PartialEq, serde::Deserialize, serde::Serialize)]
/// struct Detail { code: u32 }
/// use agent_wire_kit::strict::from_value_declared;
/// use serde_json::json;
/// let input = json!({"detail": {"code": 7}, "status": "running"});
/// assert!(from_value_declared::<Status>(&input).is_some());
/// // A member `Detail` does not declare.
/// let input = json!({"status": "running", "detail": {"code": 7, "x": 1}});
/// assert_eq!(from_value_declared::<Status>(&input), None);
/// // Not a `Status` at all.
/// assert_eq!(from_value_declared::<Status>(&json!({"status": 7, "detail": null})), None);
/// ```
pub fn from_value_declared<T: DeserializeOwned>(input: &Value) -> Option<T> {
    use super::track::{Track, Tracked};
    // The first pass of `from_value` alone: a failure needs no error here.
    let track = Track::<false>::new();
    let decoded = T::deserialize(Tracked {
        de: input,
        track: &track,
    })
    .ok()?;
    (!track.ignored.get()).then_some(decoded)
}

fn check<T: Serialize>(
    type_name: &'static str,
    input: &Value,
    value: &T,
) -> Result<(), DecodeError> {
    let encoded = serde_json::to_value(value)
        .map_err(|e| DecodeError::new(type_name, "", format!("cannot re-encode: {e}")))?;
    let mut first = None;
    walk(input, &encoded, "", &mut |path, key| {
        first = Some((path, key.to_owned()));
        false
    });
    match first {
        None => Ok(()),
        Some((path, key)) => Err(DecodeError::new(
            type_name,
            path,
            format!("member `{key}` is not declared by the contract"),
        )),
    }
}
