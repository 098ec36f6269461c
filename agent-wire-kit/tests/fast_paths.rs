//! Every fast path of the kit against its plain definition, on generated
//! input: a fast path may only be faster, never give another answer.

use agent_wire_kit::{self as wire_kit, RawObject, check_length, decode};
use proptest::prelude::*;
use serde::de::IgnoredAny;
use serde_json::Value;

/// Strings mixing 1-, 2-, 3- and 4-byte characters, so byte and character
/// counts part.
fn text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just('a'),
            Just('é'),
            Just('€'),
            Just('🦀'),
            Just('"'),
            Just('\\'),
            Just('\n'),
            any::<char>()
        ],
        0..80,
    )
    .prop_map(|c| c.into_iter().collect())
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        text().prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            proptest::collection::vec((text(), inner), 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// `check_length` against `chars().count()` at every bound around the
    /// string's byte and character lengths.
    #[test]
    fn length_check_counts_characters(s in text(), dmin in 0usize..6, dmax in 0usize..6) {
        let n = s.chars().count();
        for (min, max) in [
            (n.saturating_sub(dmin), n + dmax),
            (n + 1 + dmin, usize::MAX),
            (0, n.saturating_sub(1 + dmax)),
            (s.len().saturating_sub(dmin), usize::MAX),
            (s.len().div_ceil(4) + dmin, s.len() + dmax),
        ] {
            let plain = n >= min && n <= max;
            prop_assert_eq!(check_length(&s, min, max).is_ok(), plain, "{:?} in {}..={}", s, min, max);
        }
    }

    /// The UTF-8 check against `std`.
    #[test]
    fn utf8_check_is_std(bytes in proptest::collection::vec(any::<u8>(), 0..64), s in text()) {
        prop_assert_eq!(decode::utf8(&bytes).ok(), std::str::from_utf8(&bytes).ok());
        prop_assert_eq!(decode::utf8(s.as_bytes()).ok(), Some(s.as_str()));
    }

    /// The encoder byte for byte against `serde_json::to_string`.
    #[test]
    fn encoder_is_serde_json(v in json_value()) {
        prop_assert_eq!(wire_kit::encode::to_string(&v).unwrap(), serde_json::to_string(&v).unwrap());
    }

    /// A kept object is accepted exactly when serde_json reads the text as
    /// one object (numbers beyond f64 and repeated keys included, as an
    /// "any object" schema accepts them).
    #[test]
    fn kept_object_accepts_what_serde_json_reads(v in json_value(), cut in 0usize..200, pretty in any::<bool>()) {
        let full = if pretty { serde_json::to_string_pretty(&v).unwrap() } else { v.to_string() };
        for text in [full.clone(), full.chars().take(cut).collect::<String>(), format!("{{\"n\":1e400,\"n\":{full}}}")] {
            let plain = serde_json::from_str::<IgnoredAny>(&text).is_ok() && text.trim_start().starts_with('{');
            prop_assert_eq!(RawObject::from_json(text.clone()).is_ok(), plain, "{}", text);
        }
    }

    /// The integer rule against its definition: an integral value in range.
    #[test]
    fn integral_float_is_its_integer(i in any::<i64>(), f in any::<f64>()) {
        let v = i as f64;
        prop_assert_eq!(decode::integral(v), Some(v as i128));
        let plain = f.is_finite() && f.trunc() == f && f.abs() < 2f64.powi(127);
        prop_assert_eq!(decode::integral(f).is_some(), plain);
    }

    /// `from_slice` gives `from_str`'s verdict on text, and refuses bytes
    /// that are not UTF-8 wherever they lie.
    #[test]
    fn from_slice_is_from_str(v in json_value(), bad in any::<bool>()) {
        let text = serde_json::to_string(&serde_json::json!({ "a": 1, "x": v })).unwrap();
        let a: Result<Value, _> = wire_kit::from_str("T", &text);
        let b: Result<Value, _> = wire_kit::from_slice("T", text.as_bytes());
        prop_assert_eq!(a.is_ok(), b.is_ok());
        if bad {
            let mut bytes = text.into_bytes();
            let at = bytes.len() - 1;
            bytes.splice(at..at, *b",\"y\":\"\xff\"");
            prop_assert!(wire_kit::from_slice::<IgnoredAny>("T", &bytes).is_err());
        }
    }
}
