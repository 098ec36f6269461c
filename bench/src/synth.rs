//! Deterministic pseudo-random text for the corpora: no downloads, no
//! `rand` crate, the same bytes on every machine for a given seed.

/// SplitMix64: small, fast, and good enough to shape test data.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        ((self.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
    }

    /// One element of `items`.
    pub fn pick<'a, T: ?Sized>(&mut self, items: &[&'a T]) -> &'a T {
        items[self.below(items.len())]
    }

    /// A lowercase hex string of `n` digits.
    pub fn hex(&mut self, n: usize) -> String {
        const HEX: &[u8] = b"0123456789abcdef";
        (0..n).map(|_| HEX[self.below(16)] as char).collect()
    }

    /// A UUID-shaped string.
    pub fn uuid(&mut self) -> String {
        format!(
            "{}-{}-4{}-a{}-{}",
            self.hex(8),
            self.hex(4),
            self.hex(3),
            self.hex(3),
            self.hex(12)
        )
    }

    /// Picks an index by weight.
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut x = self.below(total as usize) as u32;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }
}

/// Words of code, prose and tool output, with the characters a real stream
/// carries: quotes and backslashes (escaped in JSON), tabs, non-ASCII text,
/// and characters outside the Basic Multilingual Plane.
const WORDS: &[&str] = &[
    "the",
    "a",
    "of",
    "to",
    "and",
    "in",
    "is",
    "that",
    "for",
    "it",
    "with",
    "as",
    "on",
    "this",
    "function",
    "return",
    "let",
    "const",
    "fn",
    "impl",
    "self",
    "match",
    "Some(x)",
    "None",
    "Ok(())",
    "Err(e)",
    "=>",
    "->",
    "::",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ";",
    ",",
    ".",
    "&mut",
    "&str",
    "String",
    "Vec<u8>",
    "usize",
    "i64",
    "async",
    "await",
    "pub",
    "struct",
    "enum",
    "trait",
    "src/lib.rs",
    "tests/it.rs",
    "Cargo.toml",
    "README.md",
    "./target/debug",
    "/home/dev/project",
    "error[E0308]:",
    "warning:",
    "mismatched",
    "types",
    "expected",
    "found",
    "note:",
    "help:",
    "\"quoted\"",
    "it's",
    "don't",
    "C:\\Users\\dev",
    "path\\to\\file",
    "a\tb",
    "x = 1;",
    "#[derive(Debug)]",
    "naïve",
    "café",
    "über",
    "résumé",
    "Ελληνικά",
    "русский",
    "日本語",
    "中文",
    "한국어",
    "العربية",
    "—",
    "…",
    "→",
    "✓",
    "✗",
    "•",
    "°C",
    "€",
    "🚀",
    "🦀",
    "✨",
    "👍",
    "😀",
    "🔥",
    "TODO",
    "FIXME",
    "ok",
    "failed",
    "passed",
    "running",
    "compiling",
    "Finished",
    "release",
    "0",
    "1",
    "42",
    "3.14",
    "1e-9",
    "0xdeadbeef",
    "null",
    "true",
    "false",
    "NaN",
    "<html>",
    "</div>",
    "&amp;",
    "%s",
    "{}",
    "\\n",
    "`code`",
    "**bold**",
    "_italic_",
    "- item",
    "1.",
    "##",
];

/// Short LLM tokens: mostly word pieces, sometimes whitespace, newlines,
/// punctuation, escapes or non-ASCII.
const TOKEN_PIECES: &[&str] = &[
    " the",
    " a",
    " to",
    " of",
    " and",
    "ing",
    "ed",
    " is",
    " in",
    " fn",
    " let",
    " =",
    " {",
    "}",
    "(",
    ")",
    ".",
    ",",
    ";",
    ":",
    "\n",
    "\n\n",
    "    ",
    "\t",
    " \"",
    "\"",
    "'",
    "\\",
    " //",
    " //!",
    " ///",
    "::",
    "->",
    " =>",
    " Ok",
    "(()",
    "))",
    " self",
    ".0",
    "_id",
    "Error",
    " error",
    " café",
    " naïve",
    " 日本",
    "語",
    " —",
    "…",
    " →",
    " ✓",
    " 🚀",
    "🦀",
    " über",
    " Привет",
    " return",
    " match",
    " impl",
    " pub",
    " struct",
    " String",
    " Vec",
    "<",
    ">",
    " &",
    "mut",
    " I",
    " will",
    " now",
    " check",
    " the",
    " tests",
    " file",
    " src",
    "/lib",
    ".rs",
    " cargo",
    " build",
    " --",
    "release",
    " passed",
    " failed",
    " 0",
    "1",
    "2",
    "42",
    " %",
    "{{",
    "}}",
];

/// A stream token (1–3 pieces, 1–16 bytes mostly).
pub fn token(rng: &mut Rng) -> String {
    let n = rng.weighted(&[70, 22, 8]) + 1;
    let mut s = String::new();
    for _ in 0..n {
        s.push_str(rng.pick(TOKEN_PIECES));
    }
    s
}

/// Prose or code of about `len` bytes: words, spaces, line breaks.
pub fn text(rng: &mut Rng, len: usize) -> String {
    let mut s = String::with_capacity(len + 16);
    while s.len() < len {
        s.push_str(rng.pick(WORDS));
        let sep = rng.weighted(&[80, 8, 4, 3, 3, 2]);
        s.push_str([" ", "\n", ", ", ". ", "\t", "\r\n"][sep]);
    }
    s
}

/// A single line of about `len` bytes (no line breaks).
pub fn line(rng: &mut Rng, len: usize) -> String {
    let mut s = String::with_capacity(len + 16);
    while s.len() < len {
        s.push_str(rng.pick(WORDS));
        s.push(' ');
    }
    s.trim_end().replace(['\n', '\r'], " ")
}

/// A plausible file path.
pub fn path(rng: &mut Rng) -> String {
    const DIRS: &[&str] = &[
        "src",
        "tests",
        "crates/core/src",
        "docs",
        "scripts",
        "web/app",
        "lib",
    ];
    const FILES: &[&str] = &[
        "main.rs",
        "lib.rs",
        "mod.rs",
        "parser.rs",
        "codec.rs",
        "index.ts",
        "app.tsx",
        "README.md",
        "config.toml",
        "schema.json",
        "handler.py",
        "Makefile",
        "ünïcode_names.rs",
    ];
    format!("{}/{}", rng.pick(DIRS), rng.pick(FILES))
}

/// An RFC 3339 timestamp with microseconds, rising with `i`.
pub fn iso_ts(i: u64) -> String {
    let micros = 1_764_528_000_000_000u64 + i * 1_713;
    let secs = micros / 1_000_000;
    let day_secs = secs % 86_400;
    format!(
        "2026-11-30T{:02}:{:02}:{:02}.{:06}Z",
        day_secs / 3600,
        (day_secs / 60) % 60,
        day_secs % 60,
        micros % 1_000_000
    )
}

/// Epoch milliseconds rising with `i`.
pub fn epoch_ms(i: u64) -> i64 {
    1_764_528_000_000 + (i as i64) * 7
}

/// Pieces of string-heavy text: ASCII prose and code with quotes and
/// backslashes, CJK, Cyrillic, accented Latin, emoji (astral, so two UTF-16
/// units each), ANSI colour codes and other control characters that JSON
/// must escape.
const HEAVY: &[&str] = &[
    "error[E0433]: failed to resolve",
    "    --> src/main.rs:42:17",
    "println!(\"{}\", path.display());",
    "C:\\Users\\dev\\project\\target",
    "\"quoted\" and 'single'",
    "编译错误：找不到模块",
    "ファイルが見つかりません",
    "테스트 통과",
    "Привет, мир",
    "naïve café résumé",
    "🚀",
    "✅ ok",
    "❌ FAILED",
    "👍🏽",
    "🔥🔥",
    "\u{1b}[31merror\u{1b}[0m",
    "\u{1b}[1;32m   Compiling\u{1b}[0m",
    "\u{7}",
    "\u{0}",
    "\t",
    "\n",
    "\r\n",
    "test result: ok. 12 passed; 0 failed",
    "§ ¶ © ™ € £ ¥",
];

/// String-heavy, escape-heavy text of about `len` bytes.
pub fn heavy_text(rng: &mut Rng, len: usize) -> String {
    let mut s = String::with_capacity(len + 48);
    while s.len() < len {
        s.push_str(rng.pick(HEAVY));
        if rng.chance(0.5) {
            s.push(' ');
        }
    }
    s
}

/// Writes JSON strings with every non-ASCII character as a `\uXXXX` escape
/// (astral ones as a surrogate pair), as `ensure_ascii` encoders do.
pub struct AsciiFormatter;

impl serde_json::ser::Formatter for AsciiFormatter {
    fn write_string_fragment<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        let mut start = 0;
        for (i, c) in fragment.char_indices() {
            if c.is_ascii() {
                continue;
            }
            w.write_all(&fragment.as_bytes()[start..i])?;
            let mut units = [0u16; 2];
            for u in c.encode_utf16(&mut units) {
                write!(w, "\\u{u:04x}")?;
            }
            start = i + c.len_utf8();
        }
        w.write_all(&fragment.as_bytes()[start..])
    }
}
