//! NDJSON framing, sans-IO: one JSON value per `\n`-terminated line.
//!
//! [`FrameDecoder`] takes bytes in chunks of any size and yields complete
//! frames. It accepts `\r\n` line ends, skips blank lines, reports a line
//! that is not UTF-8 or not JSON with its line number and carries on with
//! the next line, and refuses a line longer than its limit without ever
//! holding more than the limit in memory. [`encode_frame`] writes exactly
//! one line per value.
//!
//! Ways to take what the decoder has, all giving the same frames and line
//! errors in the same order (a line is copied only by the methods yielding
//! a [`Frame`], and by `push` into the decoder's buffer):
//!
//! | method | JSON parses per frame | yields |
//! | --- | --- | --- |
//! | [`FrameDecoder::decode_next`] | one: straight into the typed value | `T`, or a [`DecodeFrameError`] (a [`FrameError`], or why the JSON is not a `T`) |
//! | [`FrameDecoder::decode_chunk`] | one, as `decode_next`, each line read where it lies in the chunk | the same, for the lines of one chunk |
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
        wire_kit::from_str(type_name, &self.text)
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
/// The bytes pushed are kept in one buffer and lines are found in it as
/// they are taken: [`decode_next`](Self::decode_next) decodes each line
/// where it lies, after one UTF-8 check, without copying it; the `Frame`
/// methods copy the line into the frame's `String`.
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
    /// Bytes pushed and not yet taken: complete lines, then the current,
    /// incomplete one.
    buf: Vec<u8>,
    /// Start of the first line not yet taken.
    pos: usize,
    /// Start of the current, incomplete line (just after the last `\n`).
    tail: usize,
    /// Where each over-long line stood in `buf` before it was cut out, in
    /// stream order: its error is reported when taking reaches it.
    cuts: VecDeque<usize>,
    max: usize,
    /// 1-based number of the next line to be taken.
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
            buf: Vec::new(),
            pos: 0,
            tail: 0,
            cuts: VecDeque::new(),
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
    /// limit plus one (a possible `\r`). Complete lines not yet taken are
    /// held too, until they are.
    pub fn buffered_len(&self) -> usize {
        self.buf.len() - self.tail
    }

    /// Feeds bytes. An over-long line is reported as soon as it passes the
    /// limit and its remaining bytes are dropped as they arrive.
    pub fn push(&mut self, chunk: &[u8]) {
        self.compact();
        let mut rest = chunk;
        if self.discarding {
            let Some(i) = memchr::memchr(b'\n', rest) else {
                return;
            };
            self.discarding = false;
            rest = &rest[i + 1..];
        }
        let start = self.buf.len();
        let over = match memchr::memrchr(b'\n', rest) {
            Some(i) => {
                self.buf.extend_from_slice(rest);
                self.tail = start + i + 1;
                self.buffered_len() > self.max + 1
            }
            // Checked before the bytes are held, so the buffer does not grow
            // past the limit for a line that does not end.
            None => {
                let over = self.buffered_len() + rest.len() > self.max + 1;
                if !over {
                    self.buf.extend_from_slice(rest);
                }
                over
            }
        };
        if over {
            self.buf.truncate(self.tail);
            self.cuts.push_back(self.tail);
            self.discarding = true;
        }
    }

    /// Drops the bytes already taken, so the buffer holds only what is left.
    fn compact(&mut self) {
        if self.pos == 0 {
            return;
        }
        self.buf.drain(..self.pos);
        self.tail -= self.pos;
        for cut in &mut self.cuts {
            *cut -= self.pos;
        }
        self.pos = 0;
        if self.buf.is_empty() && self.buf.capacity() > KEPT_CAPACITY {
            // A long line's buffer is not kept for the short ones after it.
            self.buf = Vec::new();
        }
    }

    /// The next complete line that is not blank, with its number, checked
    /// for its size and its UTF-8, or its error; `None` until more bytes arrive.
    fn take(&mut self) -> Option<Result<(usize, &str), FrameError>> {
        // Most reads leave nothing to take (`decode_chunk` asks before every
        // line of a chunk): no search of an empty buffer.
        if self.pos == self.tail && self.cuts.is_empty() {
            return None;
        }
        loop {
            if self.cuts.front() == Some(&self.pos) {
                self.cuts.pop_front();
                let line = self.line;
                self.line += 1;
                return Some(Err(FrameError::TooLarge {
                    line,
                    limit: self.max,
                }));
            }
            let end = self.pos + memchr::memchr(b'\n', &self.buf[self.pos..self.tail])?;
            let line = self.line;
            self.line += 1;
            let start = std::mem::replace(&mut self.pos, end + 1);
            if let Some(item) = line_text(line, &self.buf[start..end], self.max) {
                return Some(item.map(|text| (line, text)));
            }
        }
    }

    /// The next complete frame or line error; `None` until more bytes arrive.
    ///
    /// The frame's text is checked to be one JSON value (a line that is not
    /// is a [`FrameError::InvalidJson`]), so decoding it parses the JSON a
    /// second time: [`decode_next`](Self::decode_next) and
    /// [`next_line`](Self::next_line) parse it once.
    pub fn next_frame(&mut self) -> Option<Result<Frame, FrameError>> {
        self.next_line().map(checked)
    }

    /// The next complete line or line error, without checking that the line
    /// is JSON: the caller's typed decode parses it once and reports text
    /// that is not JSON as a syntax error ([`DecodeError::is_syntax`](crate::DecodeError::is_syntax);
    /// [`ServerConnection::on_frame`](crate::connection::ServerConnection::on_frame)
    /// answers it with `-32700`, as it answers [`FrameError::InvalidJson`]).
    /// Size and UTF-8 are checked as by [`next_frame`](Self::next_frame).
    pub fn next_line(&mut self) -> Option<Result<Frame, FrameError>> {
        Some(self.take()?.map(|(line, text)| Frame {
            line,
            text: text.to_owned(),
        }))
    }

    /// The next complete line decoded as `T` in one parse; `None` until more
    /// bytes arrive. A line that is not a frame gives the same
    /// [`FrameError`] as [`next_frame`](Self::next_frame) (text that is not
    /// JSON is a [`FrameError::InvalidJson`]); JSON that is not a valid `T`
    /// gives [`DecodeFrameError::Decode`] with the field path and the rule.
    ///
    /// The line is decoded where it lies in the decoder's buffer: it is not
    /// copied, and its UTF-8 is checked once.
    pub fn decode_next<T: serde::de::DeserializeOwned>(
        &mut self,
        type_name: &'static str,
    ) -> Option<Result<T, DecodeFrameError>> {
        Some(match self.take()? {
            Ok((line, text)) => decode_line(line, text, type_name),
            Err(e) => Err(DecodeFrameError::Frame(e)),
        })
    }

    /// Feeds `chunk` and decodes its lines as `T`, one per step of the
    /// iterator, as [`push`](Self::push) then [`decode_next`](Self::decode_next)
    /// would (same items, same order): the lines already held first, then
    /// those of the chunk.
    ///
    /// A line lying whole in `chunk` is decoded where it lies, without being
    /// copied into the decoder; only a line cut by the chunk's end is held,
    /// for the next chunk. An iterator dropped before its end holds the rest
    /// of the chunk, as `push` does.
    ///
    /// ```
    /// use coderook_protocol::ServerMessage;
    /// use coderook_protocol::codec::FrameDecoder;
    /// let mut decoder = FrameDecoder::new();
    /// let read = b"{\"kind\":\"event\",\"event\":{\"type\":\"x.a\"}}\n{\"kind\":\"ev";
    /// let first: Vec<_> = decoder.decode_chunk::<ServerMessage>(read, "ServerMessage").collect();
    /// assert_eq!(first.len(), 1);
    /// assert_eq!(decoder.buffered_len(), 11); // the start of line 2, held
    /// let read = b"ent\",\"event\":{\"type\":\"x.b\"}}\n";
    /// let second: Vec<_> = decoder.decode_chunk::<ServerMessage>(read, "ServerMessage").collect();
    /// assert!(matches!(second[..], [Ok(ServerMessage::Event(_))]));
    /// ```
    pub fn decode_chunk<'a, T: serde::de::DeserializeOwned>(
        &'a mut self,
        chunk: &'a [u8],
        type_name: &'static str,
    ) -> DecodeChunk<'a, T> {
        DecodeChunk {
            decoder: self,
            rest: chunk,
            type_name,
            decoded: std::marker::PhantomData,
        }
    }

    /// Bytes of an unterminated last line at end of stream: a frame if they
    /// hold one (a peer may omit the final `\n`), else nothing. The frame's
    /// JSON is checked as by [`next_frame`](Self::next_frame).
    pub fn finish(&mut self) -> Option<Result<Frame, FrameError>> {
        if self.discarding {
            self.discarding = false;
            return None;
        }
        // The last line's number counts the lines still held before it, and
        // the over-long ones cut out (their `\n` went with them).
        let held = memchr::memchr_iter(b'\n', &self.buf[self.pos..self.tail]).count();
        let line = self.line + held + self.cuts.len();
        let item = line_text(line, &self.buf[self.tail..], self.max).map(|text| {
            text.map(|text| Frame {
                line,
                text: text.to_owned(),
            })
        });
        self.buf.truncate(self.tail);
        item.map(checked)
    }
}

/// A line (its `\n` excluded) as a frame's text, its error, or `None` if
/// it is blank.
fn line_text(line: usize, raw: &[u8], max: usize) -> Option<Result<&str, FrameError>> {
    // Past the limit and a possible `\r`, a line is refused whatever it
    // holds, blank or not: `push` refuses a line cut by a read's end the
    // same way, before it can know what the rest holds.
    if raw.len() > max + 1 {
        return Some(Err(FrameError::TooLarge { line, limit: max }));
    }
    let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
    if raw.iter().all(u8::is_ascii_whitespace) {
        return None;
    }
    if raw.len() > max {
        return Some(Err(FrameError::TooLarge { line, limit: max }));
    }
    Some(wire_kit::decode::utf8(raw).map_err(|_| FrameError::InvalidUtf8 { line }))
}

/// Up to this capacity the buffer is kept once empty.
const KEPT_CAPACITY: usize = 1024 * 1024;

/// The frame if its text is exactly one JSON value, else the line error.
fn checked(item: Result<Frame, FrameError>) -> Result<Frame, FrameError> {
    let frame = item?;
    match json_error(frame.line, &frame.text) {
        Some(e) => Err(e),
        None => Ok(frame),
    }
}

/// The error of a line that is not exactly one JSON value.
fn json_error(line: usize, text: &str) -> Option<FrameError> {
    serde_json::from_str::<serde::de::IgnoredAny>(text)
        .err()
        .map(|e| FrameError::InvalidJson {
            line,
            message: e.to_string(),
        })
}

/// The lines of one chunk decoded as `T`: see [`FrameDecoder::decode_chunk`].
#[derive(Debug)]
pub struct DecodeChunk<'a, T> {
    decoder: &'a mut FrameDecoder,
    /// The bytes of the chunk not yet read.
    rest: &'a [u8],
    type_name: &'static str,
    decoded: std::marker::PhantomData<fn() -> T>,
}

impl<T: serde::de::DeserializeOwned> Iterator for DecodeChunk<'_, T> {
    type Item = Result<T, DecodeFrameError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let decoder = &mut *self.decoder;
            if let Some(item) = decoder.decode_next(self.type_name) {
                return Some(item);
            }
            if self.rest.is_empty() {
                return None;
            }
            if decoder.discarding || decoder.buffered_len() > 0 {
                // Bytes held from an earlier chunk: the chunk's first line
                // ends them, through the decoder's buffer.
                let end = memchr::memchr(b'\n', self.rest).map_or(self.rest.len(), |i| i + 1);
                let (head, rest) = self.rest.split_at(end);
                decoder.push(head);
                self.rest = rest;
                continue;
            }
            let Some(i) = memchr::memchr(b'\n', self.rest) else {
                // The chunk ends inside a line: it is held for the next.
                decoder.push(std::mem::take(&mut self.rest));
                continue;
            };
            let (raw, rest) = (&self.rest[..i], &self.rest[i + 1..]);
            self.rest = rest;
            let line = decoder.line;
            decoder.line += 1;
            match line_text(line, raw, decoder.max) {
                None => continue,
                Some(Ok(text)) => return Some(decode_line(line, text, self.type_name)),
                Some(Err(e)) => return Some(Err(DecodeFrameError::Frame(e))),
            }
        }
    }
}

impl<T> Drop for DecodeChunk<'_, T> {
    fn drop(&mut self) {
        // What was not read yet stays in the stream.
        self.decoder.push(self.rest);
    }
}

/// One line's text decoded as `T`, with the errors of
/// [`FrameDecoder::decode_next`].
fn decode_line<T: serde::de::DeserializeOwned>(
    line: usize,
    text: &str,
    type_name: &'static str,
) -> Result<T, DecodeFrameError> {
    wire_kit::from_str(type_name, text).map_err(|error| {
        // Error path only: tell text that is not JSON (reported exactly as
        // `next_frame` reports it) from JSON that is not a `T`.
        match json_error(line, text) {
            Some(e) => DecodeFrameError::Frame(e),
            None => DecodeFrameError::Decode { line, error },
        }
    })
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
    let mut out = wire_kit::encode::to_vec(value).expect("protocol types always encode");
    out.push(b'\n');
    out
}
