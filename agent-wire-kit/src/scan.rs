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
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..50_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let len = (state % 13) as usize;
            let text: Vec<u8> = (0..len)
                .map(|k| alphabet[((state >> (4 * k)) % 16) as usize])
                .collect();
            for from in 0..=text.len() {
                let find = |f: fn(u8) -> bool| {
                    text[from..]
                        .iter()
                        .position(|&b| f(b))
                        .map_or(text.len(), |at| from + at)
                };
                assert_eq!(
                    super::next_quote_or_backslash(&text, from),
                    find(|b| b == b'"' || b == b'\\'),
                    "{text:?} from {from}"
                );
                assert_eq!(
                    super::next_to_escape(&text, from),
                    find(|b| b == b'"' || b == b'\\' || b < 0x20),
                    "{text:?} from {from}"
                );
            }
        }
    }
}
