//! Word-at-a-time byte scans over string contents: eight bytes are read as
//! one `u64` and skipped whole when none of them is a byte of interest.
//!
//! A flag is the zero-byte trick (`(x - 0x01…) & !x & 0x80…`): exact for
//! the lowest flagged byte, which is the only one a scan reads, because a
//! false flag only ever follows a true one.

const ONES: u64 = u64::from_le_bytes([1; 8]);
const HIGH: u64 = ONES << 7;

/// The high bit of each byte of `word` that equals `byte` (at least of
/// the lowest one).
fn equal(word: u64, byte: u8) -> u64 {
    let x = word ^ (ONES * u64::from(byte));
    x.wrapping_sub(ONES) & !x & HIGH
}

/// The high bit of each byte of `word` below 0x20 (at least of the lowest).
fn control(word: u64) -> u64 {
    word.wrapping_sub(ONES * 0x20) & !word & HIGH
}

fn word_at(bytes: &[u8], i: usize) -> Option<u64> {
    let chunk = bytes.get(i..i + 8)?;
    Some(u64::from_le_bytes(chunk.try_into().ok()?))
}

/// The index of the first `"` or `\` at or after `from`, or `bytes.len()`.
pub(crate) fn next_quote_or_backslash(bytes: &[u8], from: usize) -> usize {
    let mut i = from;
    while let Some(word) = word_at(bytes, i) {
        let hit = equal(word, b'"') | equal(word, b'\\');
        if hit != 0 {
            return i + (hit.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    bytes[i.min(bytes.len())..]
        .iter()
        .position(|&b| b == b'"' || b == b'\\')
        .map_or(bytes.len(), |at| i + at)
}

/// The index of the first byte JSON text must escape inside a string
/// (`"`, `\` or below 0x20) at or after `from`, or `bytes.len()`.
pub(crate) fn next_to_escape(bytes: &[u8], from: usize) -> usize {
    let mut i = from;
    while let Some(word) = word_at(bytes, i) {
        let hit = equal(word, b'"') | equal(word, b'\\') | control(word);
        if hit != 0 {
            return i + (hit.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    bytes[i.min(bytes.len())..]
        .iter()
        .position(|&b| b == b'"' || b == b'\\' || b < 0x20)
        .map_or(bytes.len(), |at| i + at)
}

/// Calls `f` with 50 000 sequences of up to 12 items of `alphabet` (at
/// most 16 items), the same on every run: short texts that put the bytes
/// a scan looks for at every offset of a word.
#[cfg(test)]
pub(crate) fn each_short_text<T: Copy>(alphabet: &[T], mut f: impl FnMut(&[T])) {
    assert!(alphabet.len() <= 16);
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut text = Vec::with_capacity(12);
    for _ in 0..50_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        text.clear();
        let len = (state % 13) as usize;
        text.extend(
            (0..len).map(|k| alphabet[((state >> (4 * k)) % alphabet.len() as u64) as usize]),
        );
        f(&text);
    }
}

#[cfg(test)]
mod tests {
    /// Both scans agree with a byte-by-byte search on every string of up
    /// to 12 bytes drawn from the bytes of interest and their neighbours,
    /// from every offset.
    #[test]
    fn scans_match_a_byte_search() {
        let alphabet = [
            b'a', b'"', b'\\', 0x00, 0x1f, 0x20, 0x21, 0x5b, 0x5d, 0x7f, 0x80, 0xff, b'\n', 0x01,
            b'#', b'{',
        ];
        super::each_short_text(&alphabet, |text| {
            for from in 0..=text.len() {
                let find = |f: fn(u8) -> bool| {
                    text[from..]
                        .iter()
                        .position(|&b| f(b))
                        .map_or(text.len(), |at| from + at)
                };
                let quote_or_backslash = find(|b| b == b'"' || b == b'\\');
                assert_eq!(
                    super::next_quote_or_backslash(text, from),
                    quote_or_backslash,
                    "{text:?} from {from}"
                );
                let to_escape = find(|b| b == b'"' || b == b'\\' || b < 0x20);
                assert_eq!(
                    super::next_to_escape(text, from),
                    to_escape,
                    "{text:?} from {from}"
                );
            }
        });
    }
}
