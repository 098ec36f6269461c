//! `codegen session`: a captured session checked frame by frame, as
//! `validate` does, then by the protocol's rules between frames.
//!
//! Output: one verdict per frame, one line per broken rule
//! (`SOURCE:FRAME: rule <name>: <what is wrong>`), then the closing count and
//! `session rules: N checked, N broken`. Captured secrets (tokens, nonces,
//! credential headers) are collected while reading and blanked out of the
//! whole report.

mod coderook;
mod har;
mod orion;
mod workerdeck;

use crate::artifact::Protocol;
use crate::validate::{self, Pos, Reader, Tally, Unknown, View};
use serde_json::Value;
use std::collections::HashMap;
use std::fmt::Write as _;

/// One capture file: its name (as given) and its text.
#[derive(Debug, Clone)]
pub struct Capture {
    /// The name verdicts use.
    pub name: String,
    /// Its contents.
    pub text: String,
}

/// The captures given on the command line.
#[derive(Debug, Clone, Default)]
pub struct Inputs {
    /// `--client`: what the client sent (NDJSON).
    pub client: Option<Capture>,
    /// `--server`: what the server sent (NDJSON).
    pub server: Option<Capture>,
    /// `--sse`: a raw `text/event-stream` body.
    pub sse: Option<Capture>,
    /// `--har`: a browser's HAR export.
    pub har: Option<Capture>,
    /// The view every frame is read in (`--receive`, `--strict`).
    pub view: View,
}

/// Checks a session of protocol `p`; the report and whether everything held.
/// `Err` is a usage error (a wrong combination of captures).
pub fn run(p: Protocol, inputs: &Inputs) -> Result<(String, bool), String> {
    let protocol = p.name;
    let given = |c: &Option<Capture>| c.is_some();
    let shape = (
        given(&inputs.client),
        given(&inputs.server),
        given(&inputs.sse),
        given(&inputs.har),
    );
    let mut report = Report::new(p, inputs.view);
    match (protocol, shape) {
        ("coderook", (true, true, false, false)) => {
            coderook::check(&mut report, inputs.client.as_ref(), inputs.server.as_ref());
        }
        ("workerdeck", (_, true, false, false)) => {
            workerdeck::check_ndjson(&mut report, inputs.server.as_ref(), inputs.client.as_ref());
        }
        ("workerdeck", (false, false, false, true)) => {
            har::check(&mut report, inputs.har.as_ref(), workerdeck::check_har);
        }
        ("orion", (false, false, true, false)) => {
            orion::check_sse_file(&mut report, inputs.sse.as_ref())
        }
        ("orion", (false, false, false, true)) => {
            har::check(&mut report, inputs.har.as_ref(), orion::check_har);
        }
        ("coderook", _) => return Err("session coderook takes --client FILE --server FILE".into()),
        ("workerdeck", _) => {
            return Err(
                "session workerdeck takes --server FILE [--client FILE] or --har FILE".into(),
            );
        }
        _ => return Err("session orion takes --sse FILE or --har FILE".into()),
    }
    Ok(report.finish())
}

/// Where a frame is: a position in a capture file, or a place in a HAR.
#[derive(Debug, Clone)]
pub enum Place {
    /// A position in a text capture.
    Text(Pos),
    /// A member path inside a HAR (`entries[3].response.content.text`).
    Har(String),
}

/// A frame read from a capture: where it is, its text and the JSON it holds.
#[derive(Debug, Clone)]
pub struct Frame {
    /// The capture's name.
    pub source: String,
    /// Where in it.
    pub place: Place,
    /// The frame's text.
    pub text: String,
    /// The frame's JSON, if it is JSON.
    pub json: Option<Value>,
    /// Whether it is a valid value of the type it was checked as.
    pub valid: bool,
    /// An event or frame of a type the crate does not know, which the
    /// receive view passed on.
    pub unknown: Option<Unknown>,
}

impl Frame {
    /// `SOURCE:LINE` or `SOURCE:PATH`, for findings.
    pub fn at(&self) -> String {
        match &self.place {
            Place::Text(p) => format!("{}:{}", self.source, p.line),
            Place::Har(path) => format!("{}:{path}", self.source),
        }
    }
}

/// The report being written: verdicts, findings and their counts.
pub struct Report {
    protocol: Protocol,
    view: View,
    /// The readers made so far, by type name.
    readers: HashMap<String, Option<Reader>>,
    out: String,
    tally: Tally,
    checked: usize,
    broken: usize,
    empty: Vec<String>,
    secrets: Vec<String>,
}

impl Report {
    fn new(protocol: Protocol, view: View) -> Self {
        Self {
            protocol,
            view,
            readers: HashMap::new(),
            out: String::new(),
            tally: Tally::default(),
            checked: 0,
            broken: 0,
            empty: Vec::new(),
            secrets: Vec::new(),
        }
    }

    /// The view frames are read in.
    pub fn view(&self) -> View {
        self.view
    }

    /// The reader of a type of this protocol, by name (a table's entry),
    /// in the session's view.
    pub fn reader(&mut self, name: &str) -> Option<Reader> {
        if let Some(reader) = self.readers.get(name) {
            return reader.clone();
        }
        let reader = Reader::new(&self.protocol, name, self.view);
        self.readers.insert(name.to_owned(), reader.clone());
        reader
    }

    /// Keeps `secret` out of the report.
    pub fn secret(&mut self, secret: &str) {
        if !secret.is_empty() && !self.secrets.iter().any(|s| s == secret) {
            self.secrets.push(secret.to_owned());
        }
    }

    /// Reads every JSON value of a text capture as `type_name` and writes
    /// its verdict. A capture without a value is reported and fails.
    pub fn ndjson(&mut self, capture: &Capture, type_name: &str) -> Vec<Frame> {
        let mut frames = Vec::new();
        for item in validate::items(&capture.text, false) {
            let frame = match item.text {
                Ok(text) => self.frame(&capture.name, Place::Text(item.start), text, type_name),
                Err((pos, message)) => {
                    self.fault(&capture.name, &Place::Text(pos), "(root)", &message);
                    Frame {
                        source: capture.name.clone(),
                        place: Place::Text(item.start),
                        text: String::new(),
                        json: None,
                        valid: false,
                        unknown: None,
                    }
                }
            };
            frames.push(frame);
        }
        if frames.is_empty() {
            self.none(&capture.name);
        }
        frames
    }

    /// Notes a capture that holds no frame (it fails the run).
    pub fn none(&mut self, source: &str) {
        let _ = writeln!(self.out, "{source}: error: the capture holds no frame");
        self.empty.push(source.to_owned());
    }

    /// Checks one frame's text as `type_name` and writes its verdict.
    pub fn frame(&mut self, source: &str, place: Place, text: &str, type_name: &str) -> Frame {
        let json: Option<Value> = serde_json::from_str(text).ok();
        let Some(reader) = self.reader(type_name) else {
            self.fault(
                source,
                &place,
                "(root)",
                &format!("{type_name} is not a type of {}", self.protocol.name),
            );
            return Frame {
                source: source.to_owned(),
                place,
                text: text.to_owned(),
                json,
                valid: false,
                unknown: None,
            };
        };
        let start = match &place {
            Place::Text(p) => *p,
            Place::Har(_) => Pos { line: 1, column: 1 },
        };
        let verdict = reader.check(start, text);
        let valid = verdict.is_ok();
        let unknown = verdict.as_ref().ok().and_then(|a| a.unknown.clone());
        match (&place, &verdict) {
            (Place::Text(p), _) => validate::render(&mut self.out, source, *p, &verdict, false),
            (Place::Har(path), Ok(accepted)) => match &accepted.unknown {
                Some(u) => {
                    let _ = writeln!(self.out, "{source}:{path}: ok: {u}");
                }
                None => {
                    let _ = writeln!(self.out, "{source}:{path}: ok");
                }
            },
            (Place::Har(path), Err(faults)) => {
                for f in faults {
                    let _ = writeln!(
                        self.out,
                        "{source}:{path}: error: {}: {} ({type_name})",
                        f.path, f.rule
                    );
                }
            }
        }
        self.tally.count(valid);
        Frame {
            source: source.to_owned(),
            place,
            text: text.to_owned(),
            json,
            valid,
            unknown,
        }
    }

    /// A value that could not be read at all (not JSON): counted as failed.
    pub fn fault(&mut self, source: &str, place: &Place, path: &str, message: &str) {
        let _ = match place {
            Place::Text(p) => writeln!(
                self.out,
                "{source}:{}:{}: error: {path}: {message}",
                p.line, p.column
            ),
            Place::Har(at) => writeln!(self.out, "{source}:{at}: error: {path}: {message}"),
        };
        self.tally.count(false);
    }

    /// One application of a rule: counted, and reported when it does not hold.
    pub fn rule(&mut self, holds: bool, at: &str, rule: &str, detail: impl FnOnce() -> String) {
        self.checked += 1;
        if !holds {
            self.broken += 1;
            let _ = writeln!(self.out, "{at}: rule {rule}: {}", detail());
        }
    }

    /// A line that explains without judging (what was skipped, and why).
    pub fn note(&mut self, at: &str, text: &str) {
        let _ = writeln!(self.out, "{at}: note: {text}");
    }

    fn finish(mut self) -> (String, bool) {
        let _ = writeln!(self.out, "{}", self.tally.closing());
        let _ = writeln!(
            self.out,
            "session rules: {} checked, {} broken",
            self.checked, self.broken
        );
        // Longest first, so a secret containing another is blanked whole.
        self.secrets.sort_by_key(|s| std::cmp::Reverse(s.len()));
        let mut out = self.out;
        for s in &self.secrets {
            out = out.replace(s.as_str(), "<redacted>");
        }
        let ok = self.tally.failed == 0 && self.broken == 0 && self.empty.is_empty();
        (out, ok)
    }
}
