//! Hand-written checks for the regular expressions the contracts declare.
//!
//! Each function documents the pattern it decides; the crates' test suites
//! compare them with a regex engine on generated inputs.

/// `^[0-9a-f]{len}$`: exactly `len` lowercase hex digits.
pub fn lower_hex(s: &str, len: usize) -> bool {
    s.len() == len
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// `^[0-9]+$`: one or more ASCII digits.
pub fn digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// `^<prefix>[0-9a-f]{len}$`.
pub fn prefixed_lower_hex(s: &str, prefix: &str, len: usize) -> bool {
    s.strip_prefix(prefix)
        .is_some_and(|rest| lower_hex(rest, len))
}
