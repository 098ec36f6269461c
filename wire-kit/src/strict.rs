//! Strict decoding: everything [`from_str`](crate::from_str) checks, and
//! members the contract does not declare reported as errors.
//!
//! Decoding is lenient where the contract's runtime meaning is: a WorkerDeck
//! value parsed from JSON may carry members its TypeScript type does not
//! list, and a newer server adds them. CI that wants to catch such drift
//! decodes strictly instead. A member counts as undeclared when the input
//! has it and the value's re-encoding does not: open objects keep their
//! members, so they are never reported.

use crate::decode::DecodeError;
use serde::{Serialize, de::DeserializeOwned};
use serde_json::Value;

/// The path of the first member of `input` that `encoded` (its decoded
/// value written back) does not have, in document order; `None` when every
/// member of the input survived.
///
/// ```
/// use serde_json::json;
/// let input = json!({"a": 1, "list": [{"b": 2, "extra": 3}]});
/// let encoded = json!({"a": 1, "list": [{"b": 2}]});
/// assert_eq!(wire_kit::strict::undeclared(&input, &encoded).as_deref(), Some("list[0].extra"));
/// assert_eq!(wire_kit::strict::undeclared(&encoded, &input), None);
/// ```
pub fn undeclared(input: &Value, encoded: &Value) -> Option<String> {
    first(input, encoded).map(|(path, _)| path)
}

/// The first undeclared member's path and key.
fn first<'a>(input: &'a Value, encoded: &Value) -> Option<(String, &'a str)> {
    match (input, encoded) {
        (Value::Object(input), Value::Object(encoded)) => {
            input
                .iter()
                .find_map(|(key, value)| match encoded.get(key) {
                    None => Some((key.clone(), key.as_str())),
                    Some(back) => first(value, back).map(|(below, k)| (join(key, &below), k)),
                })
        }
        (Value::Array(input), Value::Array(encoded)) => input
            .iter()
            .zip(encoded)
            .enumerate()
            .find_map(|(i, (value, back))| {
                first(value, back).map(|(below, k)| (join(&format!("[{i}]"), &below), k))
            }),
        _ => None,
    }
}

fn join(head: &str, below: &str) -> String {
    match below {
        "" => head.to_owned(),
        b if b.starts_with('[') => format!("{head}{b}"),
        b => format!("{head}.{b}"),
    }
}

/// Decodes `T` as [`from_str`](crate::from_str) does, then refuses the value
/// if the input has a member `T` does not declare.
///
/// ```
/// #[derive(Debug, serde::Deserialize, serde::Serialize)]
/// struct Status { status: String }
/// let text = r#"{"status":"running","extra":1}"#;
/// assert!(wire_kit::from_str::<Status>("Status", text).is_ok());
/// let err = wire_kit::strict::from_str::<Status>("Status", text).unwrap_err();
/// assert_eq!(err.to_string(), "Status: extra: member `extra` is not declared by the contract");
/// ```
pub fn from_str<T: DeserializeOwned + Serialize>(
    type_name: &'static str,
    json: &str,
) -> Result<T, DecodeError> {
    let value: T = crate::from_str(type_name, json)?;
    let input: Value = crate::from_str(type_name, json)?;
    check(type_name, &input, &value)?;
    Ok(value)
}

/// Decodes `T` as [`from_value`](crate::from_value) does, then refuses the
/// value if the input has a member `T` does not declare.
pub fn from_value<T: DeserializeOwned + Serialize>(
    type_name: &'static str,
    input: &Value,
) -> Result<T, DecodeError> {
    let value: T = crate::from_value(type_name, input)?;
    check(type_name, input, &value)?;
    Ok(value)
}

fn check<T: Serialize>(
    type_name: &'static str,
    input: &Value,
    value: &T,
) -> Result<(), DecodeError> {
    let encoded = serde_json::to_value(value)
        .map_err(|e| DecodeError::new(type_name, "", format!("cannot re-encode: {e}")))?;
    match first(input, &encoded) {
        None => Ok(()),
        Some((path, key)) => Err(DecodeError::new(
            type_name,
            path,
            format!("member `{key}` is not declared by the contract"),
        )),
    }
}
