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
//!
//! Each value is read in one of three [`View`]s: the contract's (what the
//! upstream schema accepts), a client's (what the crates' clients accept,
//! forward compatible) or CI's (the clients' strict mode). A [`Reader`] is a
//! type of a protocol read in one of them; the receive and strict views
//! read as that protocol's crate does.

use crate::artifact::Protocol;
use crate::transport::Checker;
use serde_json::Value;
use serde_json::value::RawValue;
use std::collections::VecDeque;
use std::fmt::Write as _;
use std::io::{self, BufRead as _, BufReader, Read, Write};
use std::ops::Range;
use wire_kit::{DecodeError, strict};

/// How much input is read at a time, and how much output is held before it is written.
const CHUNK: usize = 64 * 1024;

/// What `validate` was asked to do besides checking.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Print each valid value re-encoded after its verdict.
    pub roundtrip: bool,
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

/// A value that passed: its re-encoding, and what the receive view let
/// through without knowing it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accepted {
    /// The value written back (an unknown event or frame: as it came).
    pub encoded: String,
    /// The event or frame of a type the crate does not know, passed on.
    pub unknown: Option<Unknown>,
}

/// An event or frame of a type the crate does not know, which a client
/// passes on (with its position, when it has one) rather than refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unknown {
    /// `event` or `frame`.
    pub what: &'static str,
    /// Its `type`.
    pub kind: String,
    /// The member that holds its position and its value (`seq` 2, `cursor`
    /// 7, `ledger_seq` 3); `None` for a live-only one.
    pub position: Option<(&'static str, i64)>,
}

impl std::fmt::Display for Unknown {
    /// `unknown event type "x_new" passed on at seq 2`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown {} type {:?} passed on", self.what, self.kind)?;
        match self.position {
            Some((member, at)) => write!(f, " at {member} {at}"),
            None => Ok(()),
        }
    }
}

/// The verdict on one value: accepted, or its faults.
pub type Verdict = Result<Accepted, Vec<Fault>>;

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
    reader: &Reader,
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
            Ok(range) => reader.check(found.start, &scanner.source.text()[range]),
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
pub fn run(reader: &Reader, source: &str, input: &str, options: Options) -> (String, bool) {
    let mut out = Vec::new();
    // Reading a `&str` and writing a `Vec` cannot fail.
    let ok = stream(reader, source, input.as_bytes(), &mut out, options).unwrap_or(false);
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

/// Which reading of a message a verdict gives.
///
/// | view | flag | accepts |
/// | --- | --- | --- |
/// | [`Contract`](View::Contract) | (default) | exactly what the upstream schema accepts |
/// | [`Receive`](View::Receive) | `--receive` | what the crates' clients accept: undeclared members ignored, an event of an unknown type passed on with its position |
/// | [`Strict`](View::Strict) | `--strict` | what the clients accept with `strict(true)`: the contract, and no undeclared member (even where the contract leaves the object open), no unknown event type |
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum View {
    /// What the upstream schema accepts: does this traffic conform?
    #[default]
    Contract,
    /// What the clients accept: would they read this traffic?
    Receive,
    /// What the clients accept in their strict mode.
    Strict,
}

impl View {
    /// The view the flags name: at most one of `--receive` and `--strict`.
    ///
    /// # Errors
    ///
    /// A usage message when both are given.
    pub fn from_flags(receive: bool, strict: bool) -> Result<Self, String> {
        match (receive, strict) {
            (false, false) => Ok(Self::Contract),
            (true, false) => Ok(Self::Receive),
            (false, true) => Ok(Self::Strict),
            (true, true) => Err("--receive and --strict are two views: give one".into()),
        }
    }
}

/// A type's receive decoder: after its exact decode failed with an error,
/// the value decoded without its undeclared members, written back.
#[derive(Clone, Copy)]
struct Receive {
    name: &'static str,
    decode: fn(&'static str, &str, DecodeError) -> Result<String, DecodeError>,
}

/// How a protocol's clients read what the contract alone does not settle.
#[derive(Clone)]
enum Clients {
    /// Orion: undeclared members dropped at any depth, and the `type`s of
    /// `WebEventEnvelope::MAPPING`.
    Orion { receive: Option<Receive> },
    /// Coderook: an event of an unknown type decodes as `Event::Other`.
    Coderook,
    /// WorkerDeck: the `type`s the union a client receives knows (none for
    /// any other type), and, for a frame that carries events, the events'
    /// `type`s.
    WorkerDeck {
        tags: Vec<String>,
        event_tags: Vec<String>,
    },
}

/// A type of a protocol, read in one [`View`]: what `validate` and
/// `session` check each value as.
#[derive(Clone)]
pub struct Reader {
    /// The type's contract decoder.
    pub checker: Checker,
    /// The reading.
    pub view: View,
    clients: Clients,
}

impl Reader {
    /// The type `name` of `protocol` read in `view`; `None` when the
    /// protocol has no such type.
    pub fn new(protocol: &Protocol, name: &str, view: View) -> Option<Self> {
        let checker = crate::transport::checker(protocol, name)?;
        let clients = match protocol.name {
            "orion" => Clients::Orion {
                receive: orion_receive(name),
            },
            // The unions a client receives; what it sends, the server
            // reads exactly.
            "workerdeck" => match name {
                "ServerFrame" => Clients::WorkerDeck {
                    tags: union_tags(protocol, name),
                    event_tags: union_tags(protocol, "SessionEvent"),
                },
                "QueueServerFrame" | "SessionEvent" => Clients::WorkerDeck {
                    tags: union_tags(protocol, name),
                    event_tags: Vec::new(),
                },
                _ => Clients::WorkerDeck {
                    tags: Vec::new(),
                    event_tags: Vec::new(),
                },
            },
            _ => Clients::Coderook,
        };
        Some(Self {
            checker,
            view,
            clients,
        })
    }

    /// Checks one value's text (at `start` in the input).
    pub fn check(&self, start: Pos, text: &str) -> Verdict {
        let decoded = self.checker.check(text);
        match self.view {
            View::Contract => contract(decoded, start, text),
            View::Receive => self.receive(start, text, decoded),
            View::Strict => self.strict(start, text, contract(decoded, start, text)?),
        }
    }

    /// The receive view, after the contract's decoder gave `decoded`.
    fn receive(&self, start: Pos, text: &str, decoded: Result<String, DecodeError>) -> Verdict {
        let first = match decoded {
            Ok(encoded) => {
                let accepted = Accepted {
                    encoded,
                    unknown: None,
                };
                return match &self.clients {
                    Clients::Coderook => coderook_receive(start, text, self.checker.name, accepted),
                    _ => Ok(accepted),
                };
            }
            Err(first) => first,
        };
        let refused = |e: &DecodeError| Err(vec![decode_fault(start, text, e)]);
        match &self.clients {
            Clients::Coderook => refused(&first),
            Clients::Orion { receive } => {
                if self.checker.name == "WebEventEnvelope"
                    && let Some(kind) = orion_unknown(text)
                {
                    return orion_unknown_event(start, text, kind);
                }
                let Some(receive) = receive else {
                    return refused(&first);
                };
                match (receive.decode)(receive.name, text, first) {
                    Ok(encoded) => Ok(Accepted {
                        encoded,
                        unknown: None,
                    }),
                    Err(e) => refused(&e),
                }
            }
            Clients::WorkerDeck { tags, event_tags } => {
                match workerdeck_unknown(self.checker.name, text, tags, event_tags) {
                    Some(unknown) => Ok(Accepted {
                        encoded: text.to_owned(),
                        unknown: Some(unknown),
                    }),
                    None => refused(&first),
                }
            }
        }
    }

    /// The strict view, after the contract accepted the value.
    fn strict(&self, start: Pos, text: &str, accepted: Accepted) -> Verdict {
        // Only a kept object can hold what a tree cannot (a number
        // beyond f64), and a kept object keeps every member: then both
        // sides read as null and nothing is reported.
        let input: Value = serde_json::from_str(text).unwrap_or(Value::Null);
        let encoded: Value = serde_json::from_str(&accepted.encoded).unwrap_or(Value::Null);
        let mut faults: Vec<Fault> = strict::undeclared_all(&input, &encoded)
            .into_iter()
            .map(|path| {
                let rule = format!("member not declared by {} (--strict)", self.checker.name);
                fault_at(start, text, &path, rule)
            })
            .collect();
        if matches!(self.clients, Clients::Coderook)
            && let Some((unknown, path)) = coderook_unknown(self.checker.name, text)
        {
            let rule = format!(
                "{:?} is not an event type of the contract (--strict)",
                unknown.kind
            );
            faults.push(fault_at(start, text, &join(path, "type"), rule));
        }
        if faults.is_empty() {
            Ok(accepted)
        } else {
            Err(faults)
        }
    }
}

/// A fault at the member `path` of a value's text, placed where the member starts.
fn fault_at(start: Pos, text: &str, path: &str, rule: String) -> Fault {
    let pos = locate(text, path).map_or(start, |o| relative(start, text, o));
    Fault {
        pos,
        path: if path.is_empty() {
            "(root)".to_owned()
        } else {
            path.to_owned()
        },
        rule,
    }
}

/// `path` and `key` joined as a member path (`event.type`, or `type` at the root).
fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

/// `path`'s member `key` as a JSON pointer (`/event/ledger_seq`).
fn pointer(path: &str, key: &str) -> String {
    join(path, key)
        .split('.')
        .fold(String::new(), |out, part| format!("{out}/{part}"))
}

/// The contract's verdict on one value's text (at `start` in the input),
/// which its decoder read as `decoded`.
fn contract(decoded: Result<String, DecodeError>, start: Pos, text: &str) -> Verdict {
    match decoded {
        Ok(encoded) => Ok(Accepted {
            encoded,
            unknown: None,
        }),
        Err(e) => Err(vec![decode_fault(start, text, &e)]),
    }
}

/// Coderook's receive view of a value the contract accepted: an event of a
/// type the crate does not know is passed on at its `ledger_seq`, unless
/// that member holds no ledger place (the client refuses it, whatever the
/// event's type: its resume position would move there).
fn coderook_receive(start: Pos, text: &str, name: &str, accepted: Accepted) -> Verdict {
    let Some((unknown, path)) = coderook_unknown(name, text) else {
        return Ok(accepted);
    };
    let seq = serde_json::from_str::<Value>(text)
        .ok()
        .and_then(|v| v.pointer(&pointer(path, "ledger_seq")).cloned());
    if seq.is_none_or(|seq| seq.is_null()) || unknown.position.is_some() {
        return Ok(Accepted {
            unknown: Some(unknown),
            ..accepted
        });
    }
    let rule = "a ledger place is an integer from 1 to 2^63 - 1".to_owned();
    Err(vec![fault_at(start, text, &join(path, "ledger_seq"), rule)])
}

/// A decoder's error as a fault, placed at the faulty member.
fn decode_fault(start: Pos, text: &str, e: &DecodeError) -> Fault {
    let at = |pos: Option<Pos>| pos.unwrap_or(start);
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
    Fault {
        pos: at(located.or(decoder)),
        path,
        rule,
    }
}

/// Orion's receive view of the type `name`: the kit's `receive_after`
/// (what `decode_receive` does after the exact decode failed), the
/// clients' reading of a reply or an envelope.
fn orion_receive(name: &str) -> Option<Receive> {
    fn via<T: serde::de::DeserializeOwned + serde::Serialize>(
        name: &'static str,
        json: &str,
        first: DecodeError,
    ) -> Result<String, DecodeError> {
        let value: T = wire_kit::decode::receive_after(name, json, first)?;
        crate::registry::encode_text(&value)
    }
    macro_rules! table {
        ($krate:tt; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
            // A type may be listed twice; its first arm is the one taken.
            #[allow(unreachable_patterns)]
            match name {
                $(stringify!($name) => Some(Receive {
                    name: stringify!($name),
                    decode: via::<orion_api_types::$name>,
                }),)*
                $(stringify!($inline) => Some(Receive {
                    name: stringify!($inline),
                    decode: via::<orion_api_types::$inline>,
                }),)*
                _ => None,
            }
        };
    }
    orion_api_types::wire_types!(table)
}

/// The `type` of an Orion envelope when the crate knows no such type.
fn orion_unknown(text: &str) -> Option<String> {
    let value: Value = serde_json::from_str(text).ok()?;
    let kind = value.get("type")?.as_str()?;
    let known = orion_api_types::WebEventEnvelope::MAPPING
        .iter()
        .any(|(k, _)| *k == kind);
    (!known).then(|| kind.to_owned())
}

/// An Orion envelope of an unknown type, as the client passes it on: with
/// its `cursor` (`minimum: 1`) when it has one, and one whenever it is durable.
fn orion_unknown_event(start: Pos, text: &str, kind: String) -> Verdict {
    let value: Value = serde_json::from_str(text).unwrap_or(Value::Null);
    let refuse = |rule: String| Err(vec![fault_at(start, text, "cursor", rule)]);
    let position = match value.get("cursor") {
        None => None,
        Some(c) => match wire_kit::from_value::<orion_api_types::Positive>("WebEventEnvelope", c) {
            Ok(cursor) => Some(("cursor", cursor.get())),
            Err(e) => return refuse(e.message().to_owned()),
        },
    };
    let durable = value.get("durable").and_then(Value::as_bool) == Some(true);
    if durable && position.is_none() {
        return refuse("a durable envelope needs its cursor".into());
    }
    Ok(Accepted {
        encoded: text.to_owned(),
        unknown: Some(Unknown {
            what: "event",
            kind,
            position,
        }),
    })
}

/// A Coderook event of a type the crate does not know (`Event::Other`)
/// in a value of type `name`, and the path of the event in the value.
fn coderook_unknown(name: &str, text: &str) -> Option<(Unknown, &'static str)> {
    use coderook_protocol::{Event, ServerMessage};
    let (event, path) = match name {
        "ServerMessage" => match ServerMessage::from_json(text.as_bytes()).ok()? {
            ServerMessage::Event(push) => (push.event, "event"),
            ServerMessage::Response(_) => return None,
        },
        "Event" => (wire_kit::from_str::<Event>("Event", text).ok()?, ""),
        _ => return None,
    };
    let position = event.ledger_seq().map(|seq| ("ledger_seq", seq));
    let Event::Other(object) = event else {
        return None;
    };
    let kind = object
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or_default();
    Some((
        Unknown {
            what: "event",
            kind: kind.to_owned(),
            position,
        },
        path,
    ))
}

/// A WorkerDeck frame or event the contract refused for its unknown
/// `type`, as the client passes it on: an event with its `seq`, a frame
/// without a position.
fn workerdeck_unknown(
    name: &str,
    text: &str,
    tags: &[String],
    event_tags: &[String],
) -> Option<Unknown> {
    let value: Value = serde_json::from_str(text).ok()?;
    let kind = value.get("type")?.as_str()?;
    let unknown_event = |event: &Value, tags: &[String]| {
        let seq = event.get("seq")?.as_i64()?;
        let kind = event.get("type")?.as_str()?;
        (!tags.iter().any(|t| t == kind)).then(|| Unknown {
            what: "event",
            kind: kind.to_owned(),
            position: Some(("seq", seq)),
        })
    };
    match name {
        "SessionEvent" => unknown_event(&value, tags),
        "ServerFrame" if kind == "event" => unknown_event(value.get("event")?, event_tags),
        _ if !tags.is_empty() && !tags.iter().any(|t| t == kind) => Some(Unknown {
            what: "frame",
            kind: kind.to_owned(),
            position: None,
        }),
        _ => None,
    }
}

/// The `type`s a tagged union of `protocol` knows: the `const` of each
/// branch's `type` member in the type's schema.
fn union_tags(protocol: &Protocol, name: &str) -> Vec<String> {
    let Some(entry) = protocol.entry(name) else {
        return Vec::new();
    };
    let schema = entry.json_schema();
    let resolve = |branch: &Value| -> Option<Value> {
        match branch.get("$ref").and_then(Value::as_str) {
            Some(r) => {
                let name = r.strip_prefix("#/$defs/")?;
                schema.pointer(&format!("/$defs/{name}")).cloned()
            }
            None => Some(branch.clone()),
        }
    };
    ["oneOf", "anyOf"]
        .iter()
        .filter_map(|k| schema.get(*k).and_then(Value::as_array))
        .flatten()
        .filter_map(resolve)
        .filter_map(|b| {
            b.pointer("/properties/type/const")
                .and_then(Value::as_str)
                .map(str::to_owned)
        })
        .collect()
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
        Ok(accepted) => {
            let _ = write!(out, "{source}:{}: ok", start.line);
            if let Some(u) = &accepted.unknown {
                let _ = write!(out, ": {u}");
            }
            out.push('\n');
            if roundtrip {
                let _ = writeln!(out, "{}", accepted.encoded);
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
