//! `codegen validate`: per-value verdicts for JSON documents or NDJSON.
//!
//! The input is read as a sequence of JSON values, wherever they start: one
//! per line (NDJSON), one pretty-printed document, or documents written one
//! after the other. Each value gets a verdict naming its line, and for an
//! error the line and column of the fault inside the input.
//!
//! The input is read a few whole lines at a time and each verdict is written
//! as soon as its value is judged ([`stream`]): time grows with the size of
//! the input, and memory with the size of its largest value.

use crate::transport::Checker;
use serde_json::Value;
use serde_json::value::RawValue;
use std::collections::VecDeque;
use std::fmt::Write as _;
use std::io::{self, BufRead as _, BufReader, Read, Write};
use std::ops::Range;
use wire_kit::strict;

/// How much input is read at a time, and how much output is held before it is written.
const CHUNK: usize = 64 * 1024;

/// What `validate` was asked to do besides checking.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Print each valid value re-encoded after its verdict.
    pub roundtrip: bool,
    /// Also report members the contract does not declare.
    pub strict: bool,
    /// Check each element of a top-level array as a value of its own.
    pub each: bool,
}

/// A 1-based position in the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Pos {
    /// Line.
    pub line: usize,
    /// Column, in characters.
    pub column: usize,
}

/// One value found in the input: its text, or why no value could be read there.
#[derive(Debug, Clone)]
pub struct Item<'a> {
    /// Where the value starts.
    pub start: Pos,
    /// The value's text, or the syntax error (position and message).
    pub text: Result<&'a str, (Pos, String)>,
}

/// One fault in a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    /// Where it is.
    pub pos: Pos,
    /// The field path (`(root)` for the value itself).
    pub path: String,
    /// The broken rule.
    pub rule: String,
}

/// The verdict on one value: its re-encoding, or its faults.
pub type Verdict = Result<String, Vec<Fault>>;

/// The input's values, in order. A leading byte-order mark is skipped.
pub fn items(input: &str, each: bool) -> Vec<Item<'_>> {
    let text = input.strip_prefix('\u{feff}').unwrap_or(input);
    let mut scanner = Scanner::new(Whole(text), each);
    let mut out = Vec::new();
    // Text held whole is never read or written: nothing can fail.
    while let Ok(Some(found)) = scanner.next(&mut || Ok(())) {
        out.push(Item {
            start: found.start,
            text: found.text.map(|range| &text[range]),
        });
    }
    out
}

/// Why [`stream`] stopped before the end of its input.
#[derive(Debug)]
pub enum Failure {
    /// The input could not be read, or is not UTF-8; the message says where.
    Read(String),
    /// The report could not be written (its reader went away).
    Write(io::Error),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Read(message) => f.write_str(message),
            Self::Write(e) => write!(f, "cannot write the report: {e}"),
        }
    }
}

impl std::error::Error for Failure {}

/// Checks every value read from `input` (named `source` in verdicts) and
/// writes each verdict to `output` as soon as it is reached, then the closing
/// line; returns whether every value was valid. Input without a value fails.
///
/// The input is read whole lines at a time. Output is buffered, and flushed
/// whenever more input must be read, so that verdicts follow a live capture.
///
/// # Errors
///
/// [`Failure::Read`] when the input cannot be read or is not UTF-8 (the
/// verdicts before it are written), [`Failure::Write`] when `output` fails.
pub fn stream(
    checker: &Checker,
    source: &str,
    input: impl Read,
    output: impl Write,
    options: Options,
) -> Result<bool, Failure> {
    let mut out = io::BufWriter::with_capacity(CHUNK, output);
    let mut scanner = Scanner::new(Lines::new(input), options.each);
    let mut tally = Tally::default();
    let mut report = String::new();
    loop {
        let found = scanner.next(&mut || out.flush())?;
        let Some(found) = found else { break };
        let verdict = match found.text {
            Ok(range) => check(
                checker,
                found.start,
                &scanner.source.text()[range],
                options.strict,
            ),
            Err((pos, rule)) => Err(vec![Fault {
                pos,
                path: "(root)".into(),
                rule,
            }]),
        };
        tally.count(verdict.is_ok());
        report.clear();
        render(
            &mut report,
            source,
            found.start,
            &verdict,
            options.roundtrip,
        );
        out.write_all(report.as_bytes()).map_err(Failure::Write)?;
    }
    report.clear();
    let any = tally.ok + tally.failed > 0;
    if !any {
        let _ = writeln!(report, "{source}: error: the input holds no JSON value");
    }
    let _ = writeln!(report, "{}", tally.closing());
    out.write_all(report.as_bytes())
        .and_then(|()| out.flush())
        .map_err(Failure::Write)?;
    Ok(tally.failed == 0 && any)
}

/// Checks every value of `input` (named `source` in verdicts) and returns
/// the report and whether every value was valid. Input without a value fails.
pub fn run(checker: &Checker, source: &str, input: &str, options: Options) -> (String, bool) {
    let mut out = Vec::new();
    // Reading a `&str` and writing a `Vec` cannot fail.
    let ok = stream(checker, source, input.as_bytes(), &mut out, options).unwrap_or(false);
    (String::from_utf8_lossy(&out).into_owned(), ok)
}

/// Text the scanner reads: held whole, or read as it is needed.
trait Source {
    /// The text held now.
    fn text(&self) -> &str;
    /// Appends whole lines, at least `want` bytes of them unless the input
    /// ends first; `false` when nothing was left to append.
    fn fill(&mut self, want: usize) -> Result<bool, Failure>;
    /// Lets go of the first `n` bytes of the text; `false` when this source keeps them.
    fn forget(&mut self, n: usize) -> bool;
}

/// A text held whole.
struct Whole<'a>(&'a str);

impl Source for Whole<'_> {
    fn text(&self) -> &str {
        self.0
    }
    fn fill(&mut self, _: usize) -> Result<bool, Failure> {
        Ok(false)
    }
    fn forget(&mut self, _: usize) -> bool {
        false
    }
}

/// Lines read from an input as they are needed; a leading byte-order mark is skipped.
struct Lines<R> {
    reader: BufReader<R>,
    text: String,
    lines: usize,
    ended: bool,
    /// Why reading stopped, told once the text read before it is used up.
    failure: Option<Failure>,
}

impl<R: Read> Lines<R> {
    fn new(input: R) -> Self {
        Self {
            reader: BufReader::with_capacity(CHUNK, input),
            text: String::new(),
            lines: 0,
            ended: false,
            failure: None,
        }
    }
}

impl<R: Read> Source for Lines<R> {
    fn text(&self) -> &str {
        &self.text
    }

    fn fill(&mut self, want: usize) -> Result<bool, Failure> {
        if let Some(failure) = self.failure.take() {
            return Err(failure);
        }
        let before = self.text.len();
        while !self.ended {
            let added = self.text.len() - before;
            // Past `want`, stop where reading would wait for the input (so
            // that a live capture is judged as it comes) or after a chunk.
            if added >= want.max(1) && (added >= CHUNK || self.reader.buffer().is_empty()) {
                break;
            }
            match self.reader.read_line(&mut self.text) {
                Ok(0) => self.ended = true,
                Ok(_) => {
                    self.lines += 1;
                    if self.lines == 1 && self.text.starts_with('\u{feff}') {
                        self.text.drain(..'\u{feff}'.len_utf8());
                    }
                }
                Err(e) => {
                    let failure = Failure::Read(match e.kind() {
                        io::ErrorKind::InvalidData => format!("line {}: {e}", self.lines + 1),
                        _ => e.to_string(),
                    });
                    if self.text.len() == before {
                        return Err(failure);
                    }
                    self.failure = Some(failure);
                    self.ended = true;
                }
            }
        }
        Ok(self.text.len() > before)
    }

    fn forget(&mut self, n: usize) -> bool {
        self.text.drain(..n);
        true
    }
}

/// Waits for the input to be read further: the writer of a live report flushes.
type Wait<'a> = &'a mut dyn FnMut() -> io::Result<()>;

/// A value found by the scanner: where it starts, and its text (a range of
/// the source's text, valid until the next value is asked for) or the syntax
/// fault and its message.
struct Found {
    start: Pos,
    text: Result<Range<usize>, (Pos, String)>,
}

/// A line and column known at an offset of the text, carried forward.
struct Cursor {
    offset: usize,
    pos: Pos,
}

impl Cursor {
    /// The position of `to`, which is not before the last one asked for.
    fn advance(&mut self, text: &str, to: usize) -> Pos {
        let passed = &text[self.offset..to];
        match passed.rfind('\n') {
            None => self.pos.column += passed.chars().count(),
            Some(n) => {
                self.pos.line += passed.matches('\n').count();
                self.pos.column = passed[n + 1..].chars().count() + 1;
            }
        }
        self.offset = to;
        self.pos
    }
}

/// What one read from a value's start found.
enum Parsed {
    /// A value of this many bytes.
    Value(usize),
    /// No value: a syntax fault.
    Fault(serde_json::Error),
    /// A value that does not end on its first line and is known to fail:
    /// its first line is judged alone.
    Line,
    /// Nothing left to read.
    End,
}

/// Finds the values of a source one after the other: one per line (NDJSON),
/// pretty-printed documents, or documents written one after another.
struct Scanner<S> {
    source: S,
    each: bool,
    /// Where reading stands in the source's text.
    at: usize,
    /// Bytes the source let go of: an offset in its text plus this is an offset in the input.
    forgotten: usize,
    cursor: Cursor,
    /// Elements of a top-level array (`--each`) not yet handed out.
    pending: VecDeque<(Pos, Range<usize>)>,
    failed: Failed,
}

impl<S: Source> Scanner<S> {
    fn new(source: S, each: bool) -> Self {
        Self {
            source,
            each,
            at: 0,
            forgotten: 0,
            cursor: Cursor {
                offset: 0,
                pos: Pos { line: 1, column: 1 },
            },
            pending: VecDeque::new(),
            failed: Failed::default(),
        }
    }

    /// The next value.
    ///
    /// A value whose first line is a value on its own line (NDJSON) is
    /// judged by that line alone, and reading resumes on the next line, so
    /// that one truncated line does not hide the lines after it. In a
    /// pretty-printed document reading resumes at the next line that opens
    /// a document in its first column.
    fn next(&mut self, wait: Wait<'_>) -> Result<Option<Found>, Failure> {
        loop {
            if let Some((start, range)) = self.pending.pop_front() {
                return Ok(Some(Found {
                    start,
                    text: Ok(range),
                }));
            }
            loop {
                let rest = &self.source.text()[self.at..];
                self.at += rest.len() - rest.trim_start().len();
                if self.at < self.source.text().len() {
                    break;
                }
                if !self.fill(1, wait)? {
                    return Ok(None);
                }
            }
            let start = self.cursor.advance(self.source.text(), self.at);
            let parsed = match self.failed.recall(self.forgotten + self.at) {
                Some(Some(close)) => Parsed::Value(close + 1 - self.forgotten - self.at),
                Some(None) if !self.opens_document() => Parsed::Line,
                _ => self.read(wait)?,
            };
            let fault = match parsed {
                Parsed::End => return Ok(None),
                Parsed::Value(len) => {
                    let range = self.at..self.at + len;
                    self.at += len;
                    let text = self.source.text();
                    match elements(&text[range.clone()]).filter(|_| self.each) {
                        Some(elements) => {
                            for e in elements {
                                let offset = offset_in(text, e);
                                let pos = self.cursor.advance(text, offset);
                                self.pending.push_back((pos, offset..offset + e.len()));
                            }
                            continue;
                        }
                        None => {
                            return Ok(Some(Found {
                                start,
                                text: Ok(range),
                            }));
                        }
                    }
                }
                Parsed::Line => None,
                Parsed::Fault(e) => Some(e),
            };
            match fault {
                Some(e) if e.line() > 1 && self.opens_document() => {
                    let pos = absolute(start, e.line(), e.column());
                    let message = invalid_json(&e);
                    // Resume on a line after the fault's that opens a document.
                    self.skip_lines(e.line(), wait)?;
                    loop {
                        if self.at == self.source.text().len() && !self.fill(1, wait)? {
                            break;
                        }
                        if self.source.text()[self.at..].starts_with(['{', '[']) {
                            break;
                        }
                        self.skip_lines(1, wait)?;
                    }
                    return Ok(Some(Found {
                        start,
                        text: Err((pos, message)),
                    }));
                }
                // Judged by the decoder, whose message then names the fault.
                fault => {
                    let rest = &self.source.text()[self.at..];
                    if let Some(e) = fault.filter(|e| e.line() > 1) {
                        let base = self.forgotten + self.at;
                        self.failed = Failed::scan(rest, fault_offset(rest, &e), base);
                    }
                    let line_end = rest.find('\n').map_or(rest.len(), |n| n + 1);
                    let range = self.at..self.at + rest[..line_end].trim_end().len();
                    self.at += line_end;
                    return Ok(Some(Found {
                        start,
                        text: Ok(range),
                    }));
                }
            }
        }
    }

    /// Whether the line where reading stands holds only `{` or `[`: the start
    /// of a pretty-printed document.
    fn opens_document(&self) -> bool {
        let rest = &self.source.text()[self.at..];
        let line = rest.split_inclusive('\n').next().unwrap_or_default();
        matches!(line.trim(), "{" | "[")
    }

    /// Reads the value that starts where reading stands.
    fn read(&mut self, wait: Wait<'_>) -> Result<Parsed, Failure> {
        loop {
            let (parsed, held) = {
                let rest = &self.source.text()[self.at..];
                let mut values = serde_json::Deserializer::from_str(rest).into_iter::<&RawValue>();
                let parsed = match values.next() {
                    None => Parsed::End,
                    Some(Ok(_)) => Parsed::Value(values.byte_offset()),
                    Some(Err(e)) => Parsed::Fault(e),
                };
                (parsed, rest.len())
            };
            // The text held ends at the end of a line and no token spans
            // lines: only running out of text can change with more of it.
            // Reading at least as much again as is held keeps the rereading linear.
            if matches!(&parsed, Parsed::Fault(e) if e.is_eof()) && self.fill(held, wait)? {
                continue;
            }
            return Ok(parsed);
        }
    }

    /// Reads `want` more bytes, letting go of the text before where reading stands.
    fn fill(&mut self, want: usize, wait: Wait<'_>) -> Result<bool, Failure> {
        wait().map_err(Failure::Write)?;
        self.cursor.advance(self.source.text(), self.at);
        if self.at > 0 && self.pending.is_empty() && self.source.forget(self.at) {
            self.forgotten += self.at;
            self.cursor.offset = 0;
            self.at = 0;
        }
        self.source.fill(want)
    }

    /// Moves past `n` line ends.
    fn skip_lines(&mut self, mut n: usize, wait: Wait<'_>) -> Result<(), Failure> {
        while n > 0 {
            match self.source.text()[self.at..].find('\n') {
                Some(i) => {
                    self.at += i + 1;
                    n -= 1;
                }
                None => {
                    self.at = self.source.text().len();
                    if !self.fill(1, wait)? {
                        break;
                    }
                }
            }
        }
        Ok(())
    }
}

/// What a read that failed past its first line showed of the containers in it.
///
/// A line after that value's first one is read again as a value of its own.
/// If it opens a container, that container is nested in the failed value
/// (in JSON a container opens only where a value may start), so it reads as
/// that part of the failed value did: it ends where it closed, or fails at
/// the same fault if it was still open there. Knowing this, the lines inside
/// one failed value are judged without reading it again from each of them
/// (which took time quadratic in the value's lines).
#[derive(Debug, Default)]
struct Failed {
    /// Input offsets of containers opened first on their line, before the
    /// fault, and of their close, `None` when still open at the fault; sorted.
    closes: Vec<(usize, Option<usize>)>,
}

impl Failed {
    /// Scans `text`, which starts at input offset `base` and holds a value that
    /// fails just before offset `fault`.
    fn scan(text: &str, fault: usize, base: usize) -> Self {
        // serde_json reports a fault at most a byte past it: what opens or
        // closes this near is left to a read of its own.
        let sure = fault.saturating_sub(2);
        let mut closes = Vec::new();
        let mut open: Vec<(usize, bool)> = Vec::new();
        let (mut string, mut escaped, mut line_start) = (false, false, false);
        let bytes = text.as_bytes();
        for (i, &b) in bytes[..(fault + 1).min(bytes.len())].iter().enumerate() {
            if string {
                if escaped {
                    escaped = false;
                } else if b == b'\\' {
                    escaped = true;
                } else if b == b'"' {
                    string = false;
                }
                continue;
            }
            match b {
                b'\n' => line_start = true,
                b' ' | b'\t' | b'\r' => {}
                b'[' | b'{' => open.push((i, std::mem::take(&mut line_start) && i < sure)),
                b']' | b'}' => {
                    if let Some((o, true)) = open.pop()
                        && i < sure
                    {
                        closes.push((base + o, Some(base + i)));
                    }
                    line_start = false;
                }
                b'"' => {
                    string = true;
                    line_start = false;
                }
                _ => line_start = false,
            }
        }
        closes.extend(
            open.into_iter()
                .filter(|o| o.1)
                .map(|(o, _)| (base + o, None)),
        );
        closes.sort_unstable();
        Self { closes }
    }

    /// How a value read from input offset `at` ends, if known: `Some(close)`
    /// where its container closes, `None` when it fails.
    fn recall(&self, at: usize) -> Option<Option<usize>> {
        let i = self.closes.binary_search_by_key(&at, |c| c.0).ok()?;
        Some(self.closes[i].1)
    }
}

/// The byte offset in `text` that serde_json's position of `e` names.
fn fault_offset(text: &str, e: &serde_json::Error) -> usize {
    let line_start = match e.line() {
        0 | 1 => 0,
        n => text
            .match_indices('\n')
            .nth(n - 2)
            .map_or(text.len(), |(i, _)| i + 1),
    };
    (line_start + e.column()).min(text.len())
}

fn invalid_json(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    format!(
        "invalid JSON: {}",
        text.strip_suffix(&suffix).unwrap_or(&text)
    )
}

/// The elements of a top-level array, as text slices of `text`.
fn elements(text: &str) -> Option<Vec<&str>> {
    if !text.starts_with('[') {
        return None;
    }
    let raw: Vec<&RawValue> = serde_json::from_str(text).ok()?;
    Some(raw.into_iter().map(RawValue::get).collect())
}

/// The byte offset of `part` (a slice of `whole`) in `whole`.
fn offset_in(whole: &str, part: &str) -> usize {
    part.as_ptr() as usize - whole.as_ptr() as usize
}

/// The position of a byte offset.
pub fn position(text: &str, offset: usize) -> Pos {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |n| n + 1);
    Pos {
        line,
        column: before[line_start..].chars().count() + 1,
    }
}

/// A position given relative to a value that starts at `start`
/// (serde_json's line and column), made absolute.
fn absolute(start: Pos, line: usize, column: usize) -> Pos {
    match line {
        0 => start,
        1 => Pos {
            line: start.line,
            column: start.column + column.saturating_sub(1),
        },
        n => Pos {
            line: start.line + n - 1,
            column,
        },
    }
}

/// Checks one value's text (at `start` in the input) as `checker`'s type.
pub fn check(checker: &Checker, start: Pos, text: &str, strict_mode: bool) -> Verdict {
    let at = |pos: Option<Pos>| pos.unwrap_or(start);
    match checker.check(text) {
        Ok(value) => {
            if !strict_mode {
                return Ok(value);
            }
            // Only a kept object can hold what a tree cannot (a number
            // beyond f64), and a kept object keeps every member: then both
            // sides read as null and nothing is reported.
            let input: Value = serde_json::from_str(text).unwrap_or(Value::Null);
            let encoded: Value = serde_json::from_str(&value).unwrap_or(Value::Null);
            let faults: Vec<Fault> = strict::undeclared_all(&input, &encoded)
                .into_iter()
                .map(|path| Fault {
                    pos: at(locate(text, &path).map(|o| relative(start, text, o))),
                    rule: format!("member not declared by {} (--strict)", checker.name),
                    path,
                })
                .collect();
            if faults.is_empty() {
                Ok(value)
            } else {
                Err(faults)
            }
        }
        Err(e) => {
            let path = if e.path().is_empty() {
                "(root)".to_owned()
            } else {
                e.path().to_owned()
            };
            // The start of the faulty member is more telling than where the
            // decoder stopped (after it); a syntax error keeps the decoder's.
            let located = (!e.is_syntax() && !e.path().is_empty())
                .then(|| locate(text, e.path()))
                .flatten()
                .map(|o| relative(start, text, o));
            let decoder = (e.line() > 0).then(|| match e.line() {
                1 => Pos {
                    line: start.line,
                    column: start.column + e.column().saturating_sub(1),
                },
                n => Pos {
                    line: start.line + n - 1,
                    column: e.column(),
                },
            });
            let mut rule = e.message().to_owned();
            if e.path().is_empty() && text.starts_with('[') {
                rule.push_str(" (a top-level array is one value: --each checks each element)");
            }
            Err(vec![Fault {
                pos: at(located.or(decoder)),
                path,
                rule,
            }])
        }
    }
}

fn relative(start: Pos, text: &str, offset: usize) -> Pos {
    let p = position(text, offset);
    if p.line == 1 {
        Pos {
            line: start.line,
            column: start.column + p.column - 1,
        }
    } else {
        Pos {
            line: start.line + p.line - 1,
            column: p.column,
        }
    }
}

/// The byte offset in `text` of the value at `path` (`a.b[0].c`), if it is there.
pub fn locate(text: &str, path: &str) -> Option<usize> {
    let mut current = text;
    for segment in segments(path) {
        current = match segment {
            Segment::Key(key) => {
                let map: std::collections::HashMap<String, &RawValue> =
                    serde_json::from_str(current).ok()?;
                map.get(key)?.get()
            }
            Segment::Index(i) => {
                let list: Vec<&RawValue> = serde_json::from_str(current).ok()?;
                list.get(i)?.get()
            }
        };
    }
    Some(offset_in(text, current))
}

enum Segment<'a> {
    Key(&'a str),
    Index(usize),
}

fn segments(path: &str) -> Vec<Segment<'_>> {
    let mut out = Vec::new();
    for part in path.split('.').filter(|p| !p.is_empty() && *p != "(root)") {
        let (key, mut rest) = part.split_at(part.find('[').unwrap_or(part.len()));
        if !key.is_empty() {
            out.push(Segment::Key(key));
        }
        while let Some(close) = rest.find(']') {
            if let Ok(i) = rest[1..close].parse() {
                out.push(Segment::Index(i));
            }
            rest = &rest[close + 1..];
        }
    }
    out
}

/// How many values were checked and how many failed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Valid values.
    pub ok: usize,
    /// Invalid values.
    pub failed: usize,
}

impl Tally {
    /// Counts one verdict.
    pub fn count(&mut self, ok: bool) {
        if ok {
            self.ok += 1;
        } else {
            self.failed += 1;
        }
    }

    /// The closing line: `checked N values: N ok, N failed`.
    pub fn closing(&self) -> String {
        format!(
            "checked {} values: {} ok, {} failed",
            self.ok + self.failed,
            self.ok,
            self.failed
        )
    }
}

/// Writes the verdict lines of one value into `out`.
pub fn render(out: &mut String, source: &str, start: Pos, verdict: &Verdict, roundtrip: bool) {
    match verdict {
        Ok(value) => {
            let _ = writeln!(out, "{source}:{}: ok", start.line);
            if roundtrip {
                let _ = writeln!(out, "{value}");
            }
        }
        Err(faults) => {
            for f in faults {
                let _ = writeln!(
                    out,
                    "{source}:{}:{}: error: {}: {}",
                    f.pos.line, f.pos.column, f.path, f.rule
                );
            }
        }
    }
}
