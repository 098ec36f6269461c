//! NDJSON framing, sans-IO: one JSON value per `\n`-terminated line.
//!
//! [`FrameDecoder`] takes bytes in chunks of any size and yields complete
//! frames. It accepts `\r\n` line ends, skips blank lines, reports a line
//! that is not UTF-8 or not JSON with its line number and carries on with
//! the next line, and refuses a line longer than its limit without ever
//! holding more than the limit in memory. [`encode_frame`] writes exactly
//! one line per value.
//!
//! Three ways to take what the decoder has, all giving the same frames and
//! line errors in the same order:
//!
//! | method | JSON parses per frame | yields |
//! | --- | --- | --- |
//! | [`FrameDecoder::decode_next`] | one: straight into the typed value | `T`, or a [`DecodeFrameError`] (a [`FrameError`], or why the JSON is not a `T`) |
//! | [`FrameDecoder::next_line`] | none: the caller's typed decode finds bad JSON ([`DecodeError::is_syntax`](crate::DecodeError::is_syntax)) | a [`Frame`] whose text is UTF-8 but not yet checked as JSON |
//! | [`FrameDecoder::next_frame`] (and the `Iterator`) | one to check the JSON, then the caller's own decode | a [`Frame`] holding one JSON value |
//!
//! ```
//! use coderook_protocol::ServerMessage;
//! use coderook_protocol::codec::{DecodeFrameError, FrameDecoder, FrameError};
//!
//! let mut decoder = FrameDecoder::new();
//! decoder.push(b"{\"kind\":\"event\",\"event\":{\"type\":\"x.custom\"}}\nnot json\n{\"kind\":7}\n");
//! let first = decoder.decode_next::<ServerMessage>("ServerMessage").unwrap();
//! assert!(matches!(first, Ok(ServerMessage::Event(_))));
//! let second = decoder.decode_next::<ServerMessage>("ServerMessage").unwrap();
//! assert!(matches!(second, Err(DecodeFrameError::Frame(FrameError::InvalidJson { line: 2, .. }))));
//! let third = decoder.decode_next::<ServerMessage>("ServerMessage").unwrap();
//! assert!(matches!(third, Err(DecodeFrameError::Decode { line: 3, .. })));
//! assert!(decoder.decode_next::<ServerMessage>("ServerMessage").is_none());
//! ```

use serde::Serialize;
use std::collections::VecDeque;
use std::fmt;

/// The default frame size limit: 16 MiB.
pub const DEFAULT_MAX_FRAME_LEN: usize = 16 * 1024 * 1024;

/// One complete line holding one JSON value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// 1-based line number in the stream.
    pub line: usize,
    /// The line's text, without the line end.
    pub text: String,
}

impl Frame {
    /// Decodes the frame as a protocol type; errors name the field path and the broken rule.
    pub fn decode<T: serde::de::DeserializeOwned>(
        &self,
        type_name: &'static str,
    ) -> Result<T, wire_kit::DecodeError> {
        wire_kit::from_slice(type_name, self.text.as_bytes())
    }
}

/// Why [`FrameDecoder::decode_next`] has no value for a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeFrameError {
    /// The line is not a frame: too long, not UTF-8 or not JSON (exactly
    /// the errors [`FrameDecoder::next_frame`] reports).
    Frame(FrameError),
    /// The line is one JSON value, but not a valid instance of the type.
    Decode {
        /// 1-based line number.
        line: usize,
        /// The type, the field path and the broken rule.
        error: wire_kit::DecodeError,
    },
}

impl DecodeFrameError {
    /// The 1-based line number.
    pub fn line(&self) -> usize {
        match self {
            Self::Frame(e) => e.line(),
            Self::Decode { line, .. } => *line,
        }
    }
}

impl fmt::Display for DecodeFrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Frame(e) => e.fmt(f),
            Self::Decode { line, error } => write!(f, "line {line}: {error}"),
        }
    }
}

impl std::error::Error for DecodeFrameError {}

/// A line the decoder could not turn into a frame. The stream continues
/// with the next line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FrameError {
    /// The line is not valid UTF-8.
    InvalidUtf8 {
        /// 1-based line number.
        line: usize,
    },
    /// The line is not one JSON value.
    InvalidJson {
        /// 1-based line number.
        line: usize,
        /// What the JSON parser reported.
        message: String,
    },
    /// The line is longer than the limit; its bytes were discarded.
    TooLarge {
        /// 1-based line number.
        line: usize,
        /// The limit, in bytes.
        limit: usize,
    },
}

impl FrameError {
    /// The 1-based line number.
    pub fn line(&self) -> usize {
        match self {
            Self::InvalidUtf8 { line }
            | Self::InvalidJson { line, .. }
            | Self::TooLarge { line, .. } => *line,
        }
    }
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::InvalidUtf8 { line } => write!(f, "line {line}: not valid UTF-8"),
            Self::InvalidJson { line, message } => {
                write!(f, "line {line}: invalid JSON: {message}")
            }
            Self::TooLarge { line, limit } => {
                write!(f, "line {line}: frame longer than the {limit}-byte limit")
            }
        }
    }
}

impl std::error::Error for FrameError {}

/// Splits a byte stream into NDJSON frames.
///
/// ```
/// use coderook_protocol::codec::FrameDecoder;
/// let mut decoder = FrameDecoder::new();
/// decoder.push(b"{\"a\":1}\r\n{\"b\"");
/// assert_eq!(decoder.next_frame().unwrap().unwrap().text, "{\"a\":1}");
/// assert!(decoder.next_frame().is_none()); // waits for the rest of line 2
/// decoder.push(b":2}\n");
/// let frame = decoder.next_frame().unwrap().unwrap();
/// assert_eq!((frame.line, frame.text.as_str()), (2, "{\"b\":2}"));
/// ```
#[derive(Debug)]
pub struct FrameDecoder {
    /// Bytes of the current, incomplete line.
    partial: Vec<u8>,
    /// Frames (UTF-8 checked, JSON not yet) and errors ready to be taken, in stream order.
    ready: VecDeque<Result<Frame, FrameError>>,
    max: usize,
    /// 1-based number of the current line.
    line: usize,
    /// Dropping the rest of an over-long line.
    discarding: bool,
}

impl Default for FrameDecoder {
    fn default() -> Self {
        Self::new()
    }
}

impl FrameDecoder {
    /// A decoder with the [`DEFAULT_MAX_FRAME_LEN`] limit.
    pub fn new() -> Self {
        Self::with_max_frame_len(DEFAULT_MAX_FRAME_LEN)
    }

    /// A decoder refusing lines longer than `max` bytes (line end excluded).
    pub fn with_max_frame_len(max: usize) -> Self {
        Self {
            partial: Vec::new(),
            ready: VecDeque::new(),
            max,
            line: 1,
            discarding: false,
        }
    }

    /// The frame size limit in bytes.
    pub fn max_frame_len(&self) -> usize {
        self.max
    }

    /// Bytes held for the current, incomplete line: never more than the
    /// limit plus one (a possible `\r`).
    pub fn buffered_len(&self) -> usize {
        self.partial.len()
    }

    /// Feeds bytes. An over-long line is reported as soon as it passes the
    /// limit and its remaining bytes are dropped as they arrive.
    pub fn push(&mut self, chunk: &[u8]) {
        let mut rest = chunk;
        loop {
            let newline = memchr::memchr(b'\n', rest);
            let segment = &rest[..newline.unwrap_or(rest.len())];
            if !self.discarding && self.partial.len() + segment.len() > self.max + 1 {
                self.partial.clear();
                self.discarding = true;
                self.ready.push_back(Err(FrameError::TooLarge {
                    line: self.line,
                    limit: self.max,
                }));
            }
            let Some(i) = newline else {
                if !self.discarding {
                    self.partial.extend_from_slice(segment);
                }
                return;
            };
            if self.discarding {
                self.discarding = false;
            } else {
                // A line inside one chunk is copied once, at its exact size.
                let raw = if self.partial.is_empty() {
                    segment.to_vec()
                } else {
                    let mut raw = std::mem::take(&mut self.partial);
                    raw.extend_from_slice(segment);
                    raw
                };
                if let Some(item) = self.finish_line(raw) {
                    self.ready.push_back(item);
                }
            }
            self.line += 1;
            rest = &rest[i + 1..];
        }
    }

    fn finish_line(&self, mut raw: Vec<u8>) -> Option<Result<Frame, FrameError>> {
        let line = self.line;
        if raw.last() == Some(&b'\r') {
            raw.pop();
        }
        if raw.iter().all(u8::is_ascii_whitespace) {
            return None;
        }
        if raw.len() > self.max {
            return Some(Err(FrameError::TooLarge {
                line,
                limit: self.max,
            }));
        }
        let Ok(text) = String::from_utf8(raw) else {
            return Some(Err(FrameError::InvalidUtf8 { line }));
        };
        // The JSON is checked when the frame is taken (or by the typed decode).
        Some(Ok(Frame { line, text }))
    }

    /// The next complete frame or line error; `None` until more bytes arrive.
    ///
    /// The frame's text is checked to be one JSON value (a line that is not
    /// is a [`FrameError::InvalidJson`]), so decoding it parses the JSON a
    /// second time: [`decode_next`](Self::decode_next) and
    /// [`next_line`](Self::next_line) parse it once.
    pub fn next_frame(&mut self) -> Option<Result<Frame, FrameError>> {
        self.ready.pop_front().map(checked)
    }

    /// The next complete line or line error, without checking that the line
    /// is JSON: the caller's typed decode parses it once and reports text
    /// that is not JSON as a syntax error ([`DecodeError::is_syntax`](crate::DecodeError::is_syntax);
    /// [`ServerConnection::on_frame`](crate::connection::ServerConnection::on_frame)
    /// answers it with `-32700`, as it answers [`FrameError::InvalidJson`]).
    /// Size and UTF-8 are checked as by [`next_frame`](Self::next_frame).
    pub fn next_line(&mut self) -> Option<Result<Frame, FrameError>> {
        self.ready.pop_front()
    }

    /// The next complete line decoded as `T` in one parse; `None` until more
    /// bytes arrive. A line that is not a frame gives the same
    /// [`FrameError`] as [`next_frame`](Self::next_frame) (text that is not
    /// JSON is a [`FrameError::InvalidJson`]); JSON that is not a valid `T`
    /// gives [`DecodeFrameError::Decode`] with the field path and the rule.
    pub fn decode_next<T: serde::de::DeserializeOwned>(
        &mut self,
        type_name: &'static str,
    ) -> Option<Result<T, DecodeFrameError>> {
        let frame = match self.ready.pop_front()? {
            Ok(frame) => frame,
            Err(e) => return Some(Err(DecodeFrameError::Frame(e))),
        };
        Some(frame.decode(type_name).map_err(|error| {
            // Error path only: tell text that is not JSON (reported exactly as
            // `next_frame` reports it) from JSON that is not a `T`.
            let line = frame.line;
            match checked(Ok(frame.clone())) {
                Err(e) => DecodeFrameError::Frame(e),
                Ok(_) => DecodeFrameError::Decode { line, error },
            }
        }))
    }

    /// Bytes of an unterminated last line at end of stream: a frame if they
    /// hold one (a peer may omit the final `\n`), else nothing. The frame's
    /// JSON is checked as by [`next_frame`](Self::next_frame).
    pub fn finish(&mut self) -> Option<Result<Frame, FrameError>> {
        if self.discarding {
            self.discarding = false;
            return None;
        }
        let raw = std::mem::take(&mut self.partial);
        self.finish_line(raw).map(checked)
    }
}

/// The frame if its text is exactly one JSON value, else the line error.
fn checked(item: Result<Frame, FrameError>) -> Result<Frame, FrameError> {
    let frame = item?;
    match serde_json::from_str::<serde::de::IgnoredAny>(&frame.text) {
        Ok(_) => Ok(frame),
        Err(e) => Err(FrameError::InvalidJson {
            line: frame.line,
            message: e.to_string(),
        }),
    }
}

impl Iterator for FrameDecoder {
    type Item = Result<Frame, FrameError>;
    fn next(&mut self) -> Option<Self::Item> {
        self.next_frame()
    }
}

/// Encodes one value as one NDJSON line (compact JSON, then `\n`).
///
/// JSON text never contains a raw newline (strings escape it), so the
/// result is exactly one line.
pub fn encode_frame<T: Serialize + ?Sized>(value: &T) -> Vec<u8> {
    let mut out = serde_json::to_vec(value).expect("protocol types always encode");
    out.push(b'\n');
    out
}
