//! Shared checks for the fuzz targets.

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;

/// Decodes `data` as `T` through `wire_kit::from_slice`; when that succeeds,
/// checks that the value re-encodes to JSON that decodes to the same value
/// and re-encodes to the same bytes, and that decoding the parsed JSON value
/// gives the same value. Errors must name `T`.
pub fn check<T>(name: &'static str, data: &[u8]) -> Option<T>
where
    T: Serialize + DeserializeOwned + PartialEq + Debug,
{
    let decoded = wire_kit::from_slice::<T>(name, data);
    let value = match decoded {
        Ok(value) => value,
        Err(e) => {
            assert_eq!(e.type_name(), name);
            let _ = e.to_string();
            return None;
        }
    };
    let text = serde_json::to_vec(&value).expect("protocol values encode");
    let again: T = wire_kit::from_slice(name, &text).unwrap_or_else(|e| {
        panic!(
            "{name}: own encoding {} refused: {e}",
            String::from_utf8_lossy(&text)
        )
    });
    assert_eq!(again, value, "{name}: decode(encode(v)) != v");
    let text_again = serde_json::to_vec(&again).expect("protocol values encode");
    assert_eq!(
        String::from_utf8_lossy(&text_again),
        String::from_utf8_lossy(&text),
        "{name}: re-encoding is not byte-identical"
    );
    // A kept object may hold what a tree cannot (a number beyond f64).
    let Ok(parsed) = serde_json::from_slice::<serde_json::Value>(&text) else {
        return Some(value);
    };
    let from_value: T = wire_kit::from_value(name, &parsed)
        .unwrap_or_else(|e| panic!("{name}: own encoding refused as a value: {e}"));
    assert_eq!(
        from_value, value,
        "{name}: from_value and from_slice disagree"
    );
    Some(value)
}
