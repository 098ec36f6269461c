//! The string literals of a corpus, read into owned `String`s two ways:
//! by `serde_json` and by a one-pass reader written here. It exists only as
//! a yardstick for the string-heavy corpus, where `serde_json`'s string
//! reader is most of every decode (typed and `Value` alike): what a JSON
//! reader of the crates' own could save there, before anyone writes one.
//!
//! The reader writes each string once into its `String` (`serde_json`
//! copies an escaped string into a scratch buffer, then out of it) and
//! decodes an escape where it finds it, with the same rules:
//! `corpus.rs` checks that both give the same string, or both refuse it.

/// Every string literal (member names too) in `lines`, quotes included.
/// The lines must be JSON.
pub fn of<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let mut out = Vec::new();
    for line in lines {
        let b = line.as_bytes();
        let mut i = 0;
        while let Some(start) = b[i..].iter().position(|&c| c == b'"').map(|k| i + k) {
            let mut j = start + 1;
            while b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            out.push(&line[start..=j]);
            i = j + 1;
        }
    }
    out
}

/// Reads one literal with `serde_json` (`String::deserialize`, no check
/// for trailing text).
pub fn serde(lit: &str) -> serde_json::Result<String> {
    use serde::Deserialize as _;
    String::deserialize(&mut serde_json::Deserializer::from_str(lit))
}

/// Reads every literal with [`serde()`]; returns the bytes read.
pub fn read_serde(lits: &[&str]) -> u64 {
    let mut n = 0u64;
    for lit in lits {
        let s = serde(lit).expect("a string literal");
        n += std::hint::black_box(s).len() as u64;
    }
    n
}

/// Reads every literal with [`read`]; returns the bytes read.
pub fn read_one_pass(lits: &[&str]) -> u64 {
    let mut n = 0u64;
    for lit in lits {
        let s = read(lit).expect("a string literal");
        n += std::hint::black_box(s).len() as u64;
    }
    n
}

const ONES: u64 = u64::MAX / 255;

/// The index of the first `"`, `\` or control byte at or after `i`, eight
/// bytes at a time (the test `serde_json` uses).
fn skip(b: &[u8], mut i: usize) -> usize {
    while let Some(word) = b.get(i..i + 8) {
        let w = u64::from_le_bytes(word.try_into().expect("eight bytes"));
        let has = |byte: u8| {
            let x = w ^ (ONES * u64::from(byte));
            x.wrapping_sub(ONES) & !x
        };
        let found = (w.wrapping_sub(ONES * 0x20) & !w | has(b'"') | has(b'\\')) & (ONES << 7);
        if found != 0 {
            return i + found.trailing_zeros() as usize / 8;
        }
        i += 8;
    }
    while i < b.len() && b[i] != b'"' && b[i] != b'\\' && b[i] >= 0x20 {
        i += 1;
    }
    i
}

const EOF: &str = "EOF while parsing a string";
const INVALID: &str = "invalid escape";
const LONE: &str = "lone leading surrogate in hex escape";
const UNENDED: &str = "unexpected end of hex escape";

/// The value of the four hex digits at `b[i..]`.
fn hex4(b: &[u8], i: usize) -> Result<u32, &'static str> {
    b.get(i..i + 4).ok_or(EOF)?.iter().try_fold(0, |n, &c| {
        Ok(n << 4 | char::from(c).to_digit(16).ok_or(INVALID)?)
    })
}

/// Whether `b[i]` is `want`: an error if it is another byte or missing.
fn expect(b: &[u8], i: usize, want: u8) -> Result<(), &'static str> {
    match b.get(i) {
        None => Err(EOF),
        Some(&c) if c == want => Ok(()),
        Some(_) => Err(UNENDED),
    }
}

/// Reads one JSON string literal (`"…"`, nothing after it) into a `String`
/// in one pass; the error names the rule broken, as `serde_json` words it.
pub fn read(lit: &str) -> Result<String, &'static str> {
    let b = lit.as_bytes();
    if b.first() != Some(&b'"') {
        return Err("expected a string");
    }
    let mut seg = 1;
    let mut i = skip(b, seg);
    if b.get(i) == Some(&b'"') {
        return Ok(lit[seg..i].to_owned());
    }
    let mut out = String::with_capacity(b.len());
    loop {
        match b.get(i) {
            Some(b'"') => {
                out.push_str(&lit[seg..i]);
                return Ok(out);
            }
            Some(b'\\') => {
                out.push_str(&lit[seg..i]);
                let escape = *b.get(i + 1).ok_or(EOF)?;
                i += 2;
                out.push(match escape {
                    b'"' => '"',
                    b'\\' => '\\',
                    b'/' => '/',
                    b'b' => '\u{8}',
                    b'f' => '\u{c}',
                    b'n' => '\n',
                    b'r' => '\r',
                    b't' => '\t',
                    b'u' => {
                        let n = hex4(b, i)?;
                        i += 4;
                        let code = match n {
                            0xDC00..=0xDFFF => return Err(LONE),
                            0xD800..=0xDBFF => {
                                expect(b, i, b'\\')?;
                                expect(b, i + 1, b'u')?;
                                let low = hex4(b, i + 2)?;
                                if !(0xDC00..=0xDFFF).contains(&low) {
                                    return Err(LONE);
                                }
                                i += 6;
                                0x1_0000 + ((n - 0xD800) << 10 | (low - 0xDC00))
                            }
                            _ => n,
                        };
                        char::from_u32(code).ok_or(INVALID)?
                    }
                    _ => return Err(INVALID),
                });
                seg = i;
                i = skip(b, i);
            }
            Some(_) => {
                return Err("control character (\\u0000-\\u001F) found while parsing a string");
            }
            None => return Err(EOF),
        }
    }
}
