//! `codegen validate`: per-value verdicts for JSON documents or NDJSON.
//!
//! The input is read as a sequence of JSON values, wherever they start: one
//! per line (NDJSON), one pretty-printed document, or documents written one
//! after the other. Each value gets a verdict naming its line, and for an
//! error the line and column of the fault inside the input.

use crate::transport::Checker;
use serde_json::Value;
use serde_json::value::RawValue;
use std::fmt::Write as _;
use wire_kit::strict;

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
    let mut out = Vec::new();
    let mut at = 0;
    loop {
        at += text[at..].len() - text[at..].trim_start().len();
        if at >= text.len() {
            return out;
        }
        let rest = &text[at..];
        let start = position(text, at);
        let mut stream = serde_json::Deserializer::from_str(rest).into_iter::<&RawValue>();
        match stream.next() {
            None => return out,
            Some(Ok(raw)) => {
                let end = at + stream.byte_offset();
                match elements(raw.get()).filter(|_| each) {
                    Some(elements) => out.extend(elements.into_iter().map(|e| Item {
                        start: position(text, offset_in(text, e)),
                        text: Ok(e),
                    })),
                    None => out.push(Item {
                        start,
                        text: Ok(&text[at..end]),
                    }),
                }
                at = end;
            }
            Some(Err(e)) => match syntax_fault(text, at, &e) {
                // Judged by the decoder, whose message then names the fault.
                Resync::Line(end) => {
                    out.push(Item {
                        start,
                        text: Ok(text[at..end].trim_end()),
                    });
                    at = end;
                }
                Resync::Fault(pos, message, resume) => {
                    out.push(Item {
                        start,
                        text: Err((pos, message)),
                    });
                    at = resume;
                }
            },
        }
    }
}

/// How to go on after a value that does not parse.
///
/// A value whose first line is a value on its own line (NDJSON) is judged
/// by that line alone, and reading resumes on the next line, so that one
/// truncated line does not hide the lines after it. In a pretty-printed
/// document reading resumes at the next line that opens a document in its
/// first column.
fn syntax_fault(text: &str, at: usize, e: &serde_json::Error) -> Resync {
    let line_end = text[at..].find('\n').map_or(text.len(), |n| at + n + 1);
    let first_line = text[at..line_end].trim();
    let opens_document = matches!(first_line, "{" | "[");
    if e.line() <= 1 || !opens_document {
        return Resync::Line(line_end);
    }
    let pos = absolute(text, at, e.line(), e.column());
    let mut resume = text.len();
    let mut offset = 0;
    for (n, line) in text.split_inclusive('\n').enumerate() {
        if n + 1 > pos.line && (line.starts_with('{') || line.starts_with('[')) {
            resume = offset;
            break;
        }
        offset += line.len();
    }
    Resync::Fault(pos, invalid_json(e), resume)
}

/// How reading goes on after a value that does not parse.
enum Resync {
    /// The value's first line is taken as the value (NDJSON); reading resumes at this offset.
    Line(usize),
    /// A fault at a position, with its message; reading resumes at this offset.
    Fault(Pos, String, usize),
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

/// A position given relative to the value at `at` (serde_json's line and
/// column), made absolute.
fn absolute(text: &str, at: usize, line: usize, column: usize) -> Pos {
    let start = position(text, at);
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

/// Checks every value of `input` (named `source` in verdicts) and returns
/// the report and whether every value was valid. Input without a value fails.
pub fn run(checker: &Checker, source: &str, input: &str, options: Options) -> (String, bool) {
    let mut out = String::new();
    let mut tally = Tally::default();
    let items = items(input, options.each);
    for item in &items {
        let verdict = match item.text {
            Ok(text) => check(checker, item.start, text, options.strict),
            Err((pos, ref message)) => Err(vec![Fault {
                pos,
                path: "(root)".into(),
                rule: message.clone(),
            }]),
        };
        tally.count(verdict.is_ok());
        render(&mut out, source, item.start, &verdict, options.roundtrip);
    }
    if items.is_empty() {
        let _ = writeln!(out, "{source}: error: the input holds no JSON value");
    }
    let _ = writeln!(out, "{}", tally.closing());
    (out, tally.failed == 0 && !items.is_empty())
}
