//! NDJSON framing, sans-IO: one JSON value per `\n`-terminated line.
//!
//! [`FrameDecoder`] takes bytes in chunks of any size and yields complete
//! frames. It accepts `\r\n` line ends, skips blank lines, reports a line
//! that is not UTF-8 or not JSON with its line number and carries on with
//! the next line, and refuses a line longer than its limit without ever
//! holding more than the limit in memory. [`encode_frame`] writes exactly
//! one line per value.

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
        wire_kit::from_str(type_name, &self.text)
    }
}

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
    /// Frames and errors ready to be taken, in stream order.
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
            let newline = rest.iter().position(|&b| b == b'\n');
            let segment = &rest[..newline.unwrap_or(rest.len())];
            if !self.discarding {
                if self.partial.len() + segment.len() > self.max + 1 {
                    self.partial.clear();
                    self.discarding = true;
                    self.ready.push_back(Err(FrameError::TooLarge {
                        line: self.line,
                        limit: self.max,
                    }));
                } else {
                    self.partial.extend_from_slice(segment);
                }
            }
            let Some(i) = newline else {
                return;
            };
            if self.discarding {
                self.discarding = false;
            } else {
                let raw = std::mem::take(&mut self.partial);
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
        if let Err(e) = serde_json::from_str::<serde::de::IgnoredAny>(&text) {
            return Some(Err(FrameError::InvalidJson {
                line,
                message: e.to_string(),
            }));
        }
        Some(Ok(Frame { line, text }))
    }

    /// The next complete frame or line error; `None` until more bytes arrive.
    pub fn next_frame(&mut self) -> Option<Result<Frame, FrameError>> {
        self.ready.pop_front()
    }

    /// Bytes of an unterminated last line at end of stream: a frame if they
    /// hold one (a peer may omit the final `\n`), else nothing.
    pub fn finish(&mut self) -> Option<Result<Frame, FrameError>> {
        if self.discarding {
            self.discarding = false;
            return None;
        }
        let raw = std::mem::take(&mut self.partial);
        self.finish_line(raw)
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
