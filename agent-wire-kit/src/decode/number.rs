//! Integers as JSON Schema reads them: any number whose value is integral.

use serde::de::{self, Deserializer, Visitor};
use std::fmt;

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
