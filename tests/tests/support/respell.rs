//! Other spellings of one JSON value: members in reverse order, keys and
//! strings written with `\u` escapes, laid out with tabs and line breaks,
//! integers written as `N.0` or `Ne0`. JSON (and JSON Schema) says each is
//! the same value, so a decoder's verdict and result may not change.
//! Shared by the metamorphic test and its fuzz target.

use serde_json::Value;
use std::fmt::Write as _;

/// One way to write a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spelling {
    /// Compact, members in order: the baseline.
    Plain,
    /// Every object's members in reverse order.
    Reversed,
    /// Every ASCII letter and digit of keys and strings as a `\u` escape.
    Escaped,
    /// Pretty-printed with tabs.
    Tabs,
    /// Integers (up to 2^53, where a float holds them exactly) as `N.0`.
    PointZero,
    /// Integers (likewise) as `Ne0`.
    ExponentZero,
}

/// Every spelling but the baseline.
pub const OTHERS: [Spelling; 5] = [
    Spelling::Reversed,
    Spelling::Escaped,
    Spelling::Tabs,
    Spelling::PointZero,
    Spelling::ExponentZero,
];

/// `value` written as `spelling` says.
pub fn respell(value: &Value, spelling: Spelling) -> String {
    let mut out = String::new();
    write(&mut out, value, spelling, 0);
    out
}

fn write(out: &mut String, value: &Value, s: Spelling, depth: usize) {
    let newline = |out: &mut String, depth: usize| {
        if s == Spelling::Tabs {
            out.push('\n');
            out.push_str(&"\t".repeat(depth));
        }
    };
    match value {
        Value::Object(map) => {
            out.push('{');
            let mut members: Vec<_> = map.iter().collect();
            if s == Spelling::Reversed {
                members.reverse();
            }
            for (i, (k, v)) in members.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, depth + 1);
                string(out, k, s);
                out.push_str(if s == Spelling::Tabs { ": " } else { ":" });
                write(out, v, s, depth + 1);
            }
            if !map.is_empty() {
                newline(out, depth);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, depth + 1);
                write(out, v, s, depth + 1);
            }
            if !items.is_empty() {
                newline(out, depth);
            }
            out.push(']');
        }
        Value::String(text) => string(out, text, s),
        Value::Number(n) => {
            let exact = n.as_i64().filter(|i| i.unsigned_abs() <= 1 << 53);
            match (exact, s) {
                (Some(i), Spelling::PointZero) => {
                    let _ = write!(out, "{i}.0");
                }
                (Some(i), Spelling::ExponentZero) => {
                    let _ = write!(out, "{i}e0");
                }
                _ => out.push_str(&n.to_string()),
            }
        }
        other => out.push_str(&other.to_string()),
    }
}

fn string(out: &mut String, text: &str, s: Spelling) {
    if s != Spelling::Escaped {
        out.push_str(&Value::from(text).to_string());
        return;
    }
    out.push('"');
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            let _ = write!(out, "\\u{:04x}", c as u32);
        } else {
            let quoted = Value::from(c.to_string()).to_string();
            out.push_str(&quoted[1..quoted.len() - 1]);
        }
    }
    out.push('"');
}

/// Whether two decoded values are the same JSON value: numbers compared by
/// value (`1` and `1.0` are one number), members in any order.
pub fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_i64(), y.as_i64()) {
            (Some(i), Some(j)) => i == j,
            _ => x.as_f64() == y.as_f64(),
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}
