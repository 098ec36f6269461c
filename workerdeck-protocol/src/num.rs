//! JSON numbers as JavaScript writes them.
//!
//! A TypeScript `number` that may carry a fraction (a cost, a percentage) is
//! an `f64` here. `JSON.stringify` writes integral values without a decimal
//! point (`0`, not `0.0`); these helpers do the same, so a value read from a
//! server re-encodes to the same JSON.

use serde::Serializer;

/// Writes an `f64` the way `JSON.stringify` does.
pub(crate) fn js<S: Serializer>(v: &f64, s: S) -> Result<S::Ok, S::Error> {
    const SAFE: f64 = 9_007_199_254_740_992.0;
    if v.fract() == 0.0 && v.abs() < SAFE {
        if *v == 0.0 {
            // -0 is written as 0 by JSON.stringify.
            return s.serialize_i64(0);
        }
        s.serialize_i64(*v as i64)
    } else {
        s.serialize_f64(*v)
    }
}

/// [`js`] for an optional field (only called when the value is present).
pub(crate) fn js_opt<S: Serializer>(v: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match v {
        Some(v) => js(v, s),
        None => s.serialize_none(),
    }
}

/// Reads an optional field that may also be `null`, keeping the difference:
/// absent is `None`, `null` is `Some(None)`.
pub(crate) fn double_option<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    <Option<T> as serde::Deserialize>::deserialize(d).map(Some)
}
