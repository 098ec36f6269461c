//! Server-Sent Events for `GET /events`, without I/O: render an envelope as
//! an SSE frame, and parse an SSE byte stream, fed in chunks of any size,
//! back into envelopes.
//!
//! The contract: each SSE `id` is the decimal [`cursor`](WebEventEnvelope::cursor)
//! and the `data` is the JSON envelope. Parsing follows the HTML Standard's
//! event-stream rules: lines end in `\n`, `\r\n` or `\r`; lines starting with
//! `:` are comments; `data` lines are joined with `\n`; a blank line
//! dispatches the event.
//!
//! Reconnecting: the contract resumes the stream after "the last durable Web
//! event cursor accepted by the client", which is not the SSE "last event
//! id" a browser keeps (that one also follows refused frames and non-durable
//! events). [`EnvelopeStream::resume`] is the contract's value: the cursor of
//! the last envelope the stream delivered whose `durable` is `true`; a
//! refused frame or a non-durable envelope never moves it. [`Resume`] gives
//! the `cursor` query and the `Last-Event-ID` header to send with it.
//!
//! An event is at most [`DEFAULT_MAX_EVENT_LEN`] bytes (or the limit given
//! to [`SseParser::with_max_event_len`]): the bytes of its field lines, line
//! ends and comment lines not counted. A longer event is reported as soon as
//! it passes the limit ([`EventTooLarge`], [`SseError::TooLarge`]); the rest
//! of it is dropped as it arrives, without being held, and parsing resumes
//! with the next event. Fields read before the limit was passed keep their
//! effect (an `id` line ahead of the oversized `data` still sets the last
//! event id), nothing after it does. Memory held for an incomplete event
//! never exceeds the limit.
//!
//! ```
//! use orion_api_types::{WebEventEnvelope, sse};
//! let json = r#"{"apiVersion":1,"eventId":"7d0f6a1e-2b1c-4f3e-9a55-0c2d1e3f4a5b","cursor":42,
//!   "sessionId":null,"threadId":null,"type":"workbench_state","durable":true,
//!   "timestamp":"2026-01-01T00:00:00Z","payload":{"workspace":"/w","activeSessionId":null}}"#;
//! let event: WebEventEnvelope = orion_api_types::decode(json).unwrap();
//! let frame = sse::render(&event);
//! assert!(frame.starts_with("id: 42\ndata: {"));
//!
//! let mut stream = sse::EnvelopeStream::new();
//! let (a, b) = frame.as_bytes().split_at(10);
//! assert!(stream.push(a).is_empty());
//! let events = stream.push(b);
//! assert_eq!(events.len(), 1);
//! assert_eq!(events[0].as_ref().unwrap(), &event);
//! assert_eq!(stream.resume().unwrap().query_string(), "cursor=42");
//! ```

use crate::events::WebEventEnvelope;
use crate::params::{EventCursor, EventStreamQuery, LastEventId};
use std::collections::VecDeque;
use std::fmt;

/// The default event size limit: 16 MiB.
///
/// The largest contract value an event carries is a `submit` text of
/// 1,048,576 characters (`maxLength: 1048576`, counted in code points) echoed
/// in a Thread event's open `value`. Written as JSON it takes at most 12 MiB
/// (every code point escaped as a `\uXXXX\uXXXX` surrogate pair); 16 MiB
/// leaves room for the envelope and the event's other members, and is the
/// same bound as the Coderook NDJSON codec's frames.
pub const DEFAULT_MAX_EVENT_LEN: usize = 16 * 1024 * 1024;

/// Renders `event` as one SSE frame: `id: <cursor>`, `data: <JSON>`, blank line.
pub fn render(event: &WebEventEnvelope) -> String {
    let json = wire_kit::encode::to_string(event).expect("envelopes always encode");
    format!("id: {}\ndata: {json}\n\n", event.cursor())
}

/// A comment line (`: text`), e.g. a keep-alive; `text` must not contain line breaks.
pub fn comment(text: &str) -> String {
    format!(": {}\n\n", text.replace(['\r', '\n'], " "))
}

/// One dispatched SSE event, before its data is interpreted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SseEvent {
    /// The last event id in force when the event was dispatched (the frame's
    /// own `id`, or an earlier one); `None` if no id has been seen.
    pub id: Option<String>,
    /// Whether this frame itself carried an `id` field.
    pub has_own_id: bool,
    /// The event type (`message` unless an `event` field says otherwise).
    pub event: String,
    /// The data lines, joined with `\n`.
    pub data: String,
}

/// An event longer than the parser's limit. Its bytes were discarded; the
/// stream continues with the next event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventTooLarge {
    /// The limit, in bytes.
    pub limit: usize,
}

impl fmt::Display for EventTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SSE event longer than the {}-byte limit", self.limit)
    }
}

impl std::error::Error for EventTooLarge {}

/// Up to this capacity a line buffer is kept from one line to the next.
const REUSED_LINE_CAPACITY: usize = 64 * 1024;

/// One dispatched event as the parser holds it: its data lies in the chunk
/// being parsed, when one data line in that chunk is all of it, or in the
/// parser's own buffer.
pub(crate) struct EventRef<'a> {
    pub(crate) id: Option<&'a str>,
    has_own_id: bool,
    event: &'a str,
    pub(crate) data: &'a str,
}

/// The data of the event being read, when it is exactly one `data` line
/// lying in the chunk being parsed, UTF-8 checked (not copied yet).
type InChunk<'c> = Option<&'c str>;

/// An incremental SSE parser: push bytes, get the events completed so far.
#[derive(Debug)]
pub struct SseParser {
    /// Bytes of the current line, when it is a field line being kept
    /// across chunks.
    line: Vec<u8>,
    /// Whether any byte of the current line has been seen.
    line_started: bool,
    /// The current line is a comment: its bytes are skipped.
    comment: bool,
    /// Dropping the rest of an event that passed the limit.
    discarding: bool,
    /// Bytes counted so far in the current event.
    event_len: usize,
    max: usize,
    after_cr: bool,
    started: bool,
    bom_seen: usize,
    data: String,
    has_data: bool,
    event: String,
    own_id: bool,
    retry: Option<u64>,
    last_id: Option<String>,
}

impl Default for SseParser {
    fn default() -> Self {
        Self::new()
    }
}

impl SseParser {
    /// A parser at the start of a stream, with the [`DEFAULT_MAX_EVENT_LEN`] limit.
    pub fn new() -> Self {
        Self::with_max_event_len(DEFAULT_MAX_EVENT_LEN)
    }

    /// A parser refusing events longer than `max` bytes (the bytes of the
    /// event's lines, line ends and comments excluded).
    pub fn with_max_event_len(max: usize) -> Self {
        Self {
            line: Vec::new(),
            line_started: false,
            comment: false,
            discarding: false,
            event_len: 0,
            max,
            after_cr: false,
            started: false,
            bom_seen: 0,
            data: String::new(),
            has_data: false,
            event: String::new(),
            own_id: false,
            retry: None,
            last_id: None,
        }
    }

    /// The event size limit in bytes.
    pub fn max_event_len(&self) -> usize {
        self.max
    }

    /// Bytes held for the current, incomplete event: never more than the limit.
    pub fn buffered_len(&self) -> usize {
        self.line.len() + self.data.len()
    }

    /// Feeds a chunk; returns the events it completes, in order, and an
    /// error for each event that passed the limit (as soon as it does).
    pub fn push(&mut self, chunk: &[u8]) -> Vec<Result<SseEvent, EventTooLarge>> {
        let mut out = Vec::new();
        self.feed(chunk, false, &mut |event| {
            out.push(event.map(|e| SseEvent {
                id: e.id.map(str::to_owned),
                has_own_id: e.has_own_id,
                event: e.event.to_owned(),
                data: e.data.to_owned(),
            }));
        });
        out
    }

    /// Feeds a chunk, handing each completed event (or refusal) to `sink`
    /// in order. A line inside the chunk is read where it lies; only a line
    /// cut by the chunk's end is copied, and an event's data is copied only
    /// if it is more than one line or outlives the chunk.
    ///
    /// With `one_event`, stops after the blank line that ends an event and
    /// returns how many bytes of `chunk` it read (else all of them).
    pub(crate) fn feed(
        &mut self,
        chunk: &[u8],
        one_event: bool,
        sink: &mut impl FnMut(Result<EventRef<'_>, EventTooLarge>),
    ) -> usize {
        const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];
        let mut pending: InChunk<'_> = None;
        let mut rest = chunk;
        // A UTF-8 byte order mark at the very start of the stream is skipped.
        while !self.started {
            let Some((&byte, tail)) = rest.split_first() else {
                return chunk.len();
            };
            if byte == BOM[self.bom_seen] {
                self.bom_seen += 1;
                self.started = self.bom_seen == BOM.len();
                rest = tail;
            } else {
                // Not a mark after all: what matched of it is line content.
                self.started = true;
                self.take(&BOM[..self.bom_seen], &mut pending, sink);
            }
        }
        // Whole runs of line content at a time, up to the next line end.
        while !rest.is_empty() {
            let end = line_end(rest);
            let (line, after) = rest.split_at(end);
            let Some((&byte, after)) = after.split_first() else {
                // The line goes on in the next chunk.
                self.after_cr = false;
                self.take(line, &mut pending, sink);
                break;
            };
            rest = after;
            if !line.is_empty() {
                self.after_cr = false;
                if !self.line_started {
                    // The whole line is in this chunk: read it in place.
                    self.whole_line(line, &mut pending, sink);
                    self.after_cr = byte == b'\r';
                    continue;
                }
                self.take(line, &mut pending, sink);
            }
            if byte == b'\n' && self.after_cr {
                // The `\n` of a `\r\n`: the line already ended.
                self.after_cr = false;
            } else {
                self.after_cr = byte == b'\r';
                if self.end_line(&mut pending, sink) && one_event {
                    return chunk.len() - rest.len();
                }
            }
        }
        if let Some(data) = pending {
            // The event goes on in the next chunk: its data is kept.
            self.data.push_str(data);
        }
        chunk.len()
    }

    /// A complete line of this chunk, not blank, read where it lies (what
    /// [`take`](Self::take) then [`end_line`](Self::end_line) do, without
    /// holding the line).
    fn whole_line<'c>(
        &mut self,
        line: &'c [u8],
        pending: &mut InChunk<'c>,
        sink: &mut impl FnMut(Result<EventRef<'_>, EventTooLarge>),
    ) {
        if line.first() == Some(&b':') || self.discarding {
            return;
        }
        self.event_len += line.len();
        if self.event_len > self.max {
            self.refuse(pending, sink);
            return;
        }
        let (name, value) = split_field(line);
        if name == b"data"
            && !self.has_data
            && let Ok(text) = wire_kit::decode::utf8(value)
        {
            *pending = Some(text);
            self.has_data = true;
            return;
        }
        self.field(name, value, pending);
    }

    /// Bytes of a line (no line end among them) that is held: it started
    /// in an earlier chunk or goes on in the next.
    fn take(
        &mut self,
        bytes: &[u8],
        pending: &mut InChunk<'_>,
        sink: &mut impl FnMut(Result<EventRef<'_>, EventTooLarge>),
    ) {
        let Some(&first) = bytes.first() else {
            return;
        };
        if !self.line_started {
            self.line_started = true;
            self.comment = first == b':';
        }
        if self.comment || self.discarding {
            return;
        }
        self.event_len += bytes.len();
        if self.event_len > self.max {
            self.refuse(pending, sink);
            return;
        }
        self.line.extend_from_slice(bytes);
    }

    /// Refuses the current event, now, and drops what is held of it; the
    /// rest of it is skipped up to its blank line.
    fn refuse(
        &mut self,
        pending: &mut InChunk<'_>,
        sink: &mut impl FnMut(Result<EventRef<'_>, EventTooLarge>),
    ) {
        sink(Err(EventTooLarge { limit: self.max }));
        self.line = Vec::new();
        self.data = String::new();
        *pending = None;
        self.discarding = true;
    }

    /// The last event id seen (what a reconnect sends as `Last-Event-ID`).
    pub fn last_event_id(&self) -> Option<&str> {
        self.last_id.as_deref()
    }

    /// The last `retry` field seen: the server's reconnection delay in milliseconds.
    pub fn retry(&self) -> Option<u64> {
        self.retry
    }

    fn end_line(
        &mut self,
        pending: &mut InChunk<'_>,
        sink: &mut impl FnMut(Result<EventRef<'_>, EventTooLarge>),
    ) -> bool {
        let started = std::mem::take(&mut self.line_started);
        let comment = std::mem::take(&mut self.comment);
        if !started {
            if std::mem::take(&mut self.discarding) {
                // The end of an event that passed the limit: nothing to dispatch.
                self.event.clear();
                self.own_id = false;
                self.has_data = false;
                self.data.clear();
                *pending = None;
                self.event_len = 0;
            } else {
                self.dispatch(pending, sink);
            }
            return true;
        }
        if comment || self.discarding {
            return false;
        }
        let raw = std::mem::take(&mut self.line);
        let (name, value) = split_field(&raw);
        self.field(name, value, pending);
        // The buffer of a short line serves the next; a long one's is freed.
        if raw.capacity() <= REUSED_LINE_CAPACITY {
            self.line = raw;
            self.line.clear();
        }
        false
    }

    /// A field line's effect (invalid UTF-8 read as U+FFFD).
    fn field(&mut self, name: &[u8], value: &[u8], pending: &mut InChunk<'_>) {
        // `from_utf8_lossy` walks its chunks even when there is nothing to replace.
        let value = match std::str::from_utf8(value) {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(_) => String::from_utf8_lossy(value),
        };
        match name {
            b"data" => {
                if let Some(held) = pending.take() {
                    self.data.push_str(held);
                }
                if self.has_data {
                    self.data.push('\n');
                }
                self.data.push_str(&value);
                self.has_data = true;
            }
            b"event" => self.event = value.into_owned(),
            b"id" if !value.contains('\0') => {
                match &mut self.last_id {
                    Some(id) => {
                        id.clear();
                        id.push_str(&value);
                    }
                    None => self.last_id = Some(value.into_owned()),
                }
                self.own_id = true;
            }
            b"retry" if wire_kit::pattern::digits(&value) => {
                if let Ok(ms) = value.parse() {
                    self.retry = Some(ms);
                }
            }
            _ => {}
        }
    }

    fn dispatch(
        &mut self,
        pending: &mut InChunk<'_>,
        sink: &mut impl FnMut(Result<EventRef<'_>, EventTooLarge>),
    ) {
        self.event_len = 0;
        let own_id = std::mem::take(&mut self.own_id);
        if std::mem::take(&mut self.has_data) {
            sink(Ok(EventRef {
                id: self.last_id.as_deref(),
                has_own_id: own_id,
                event: if self.event.is_empty() {
                    "message"
                } else {
                    &self.event
                },
                data: pending.take().unwrap_or(&self.data),
            }));
        }
        *pending = None;
        self.event.clear();
        self.data.clear();
        if self.data.capacity() > REUSED_LINE_CAPACITY {
            self.data = String::new();
        }
    }
}

/// A field line's name and value: split at the first `:`, one space after
/// it dropped; a line without `:` is a name with an empty value.
fn split_field(line: &[u8]) -> (&[u8], &[u8]) {
    match memchr::memchr(b':', line) {
        Some(i) => {
            let value = &line[i + 1..];
            (&line[..i], value.strip_prefix(b" ").unwrap_or(value))
        }
        None => (line, b""),
    }
}

/// Why an SSE event is not a valid `/events` frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SseError {
    /// The data is not a valid [`WebEventEnvelope`].
    Decode(wire_kit::DecodeError),
    /// The frame's `id` is not the envelope's decimal cursor.
    IdMismatch {
        /// The frame's id.
        id: String,
        /// The envelope's cursor.
        cursor: i64,
    },
    /// The frame has no `id` of its own.
    MissingId {
        /// The envelope's cursor.
        cursor: i64,
    },
    /// The event is longer than the stream's limit; its bytes were discarded.
    TooLarge {
        /// The limit, in bytes.
        limit: usize,
    },
}

impl fmt::Display for SseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SseError::Decode(e) => write!(f, "{e}"),
            SseError::IdMismatch { id, cursor } => {
                write!(f, "SSE id {id:?} is not the envelope cursor {cursor}")
            }
            SseError::MissingId { cursor } => {
                write!(f, "SSE frame of cursor {cursor} has no id")
            }
            SseError::TooLarge { limit } => EventTooLarge { limit: *limit }.fmt(f),
        }
    }
}

impl std::error::Error for SseError {}

/// Parses an `/events` byte stream into envelopes, checking that each frame's
/// `id` is the envelope's cursor, and keeps the point to resume from.
#[derive(Debug, Default)]
pub struct EnvelopeStream {
    parser: SseParser,
    resume: Option<Resume>,
    /// Results decoded but not yet handed over: those of the bytes an
    /// [`Envelopes`] iterator had not reached when it was dropped.
    ready: VecDeque<Result<WebEventEnvelope, SseError>>,
}

impl EnvelopeStream {
    /// A stream at its start, with the [`DEFAULT_MAX_EVENT_LEN`] limit.
    pub fn new() -> Self {
        Self::default()
    }

    /// The stream of a reconnection made with `resume`: until a durable
    /// envelope arrives, [`resume`](Self::resume) stays where it was.
    ///
    /// ```
    /// use orion_api_types::{EventCursor, sse::{EnvelopeStream, Resume}};
    /// let resume = Resume::new(EventCursor::new(5).unwrap());
    /// let stream = EnvelopeStream::resuming(resume);
    /// assert_eq!(stream.resume(), Some(resume));
    /// ```
    pub fn resuming(resume: Resume) -> Self {
        Self {
            resume: Some(resume),
            ..Self::default()
        }
    }

    /// A stream refusing events longer than `max` bytes (see
    /// [`SseParser::with_max_event_len`]).
    pub fn with_max_event_len(max: usize) -> Self {
        Self {
            parser: SseParser::with_max_event_len(max),
            ..Self::default()
        }
    }

    /// The event size limit in bytes.
    pub fn max_event_len(&self) -> usize {
        self.parser.max_event_len()
    }

    /// Bytes held for the current, incomplete event: never more than the limit.
    pub fn buffered_len(&self) -> usize {
        self.parser.buffered_len()
    }

    /// Feeds a chunk; returns one result per completed event, in order (an
    /// event over the limit is reported as soon as it passes it). The same
    /// results as [`decode_chunk`](Self::decode_chunk), collected.
    pub fn push(&mut self, chunk: &[u8]) -> Vec<Result<WebEventEnvelope, SseError>> {
        self.decode_chunk(chunk).collect()
    }

    /// Feeds a chunk and decodes its events one per step of the iterator,
    /// in order, as [`push`](Self::push) does, without collecting them: each
    /// event's data is decoded where it lies in `chunk` when one `data` line
    /// of the chunk is all of it, and the envelope is handed over before the
    /// next event is read. [`resume`](Self::resume) follows the envelopes as
    /// they are handed over. An iterator dropped before its end reads the
    /// rest of the chunk; the results it holds come first from the next call.
    ///
    /// ```
    /// use orion_api_types::sse::EnvelopeStream;
    /// let frame = concat!(
    ///     "id: 7\ndata: {\"apiVersion\":1,\"eventId\":\"7d0f6a1e-2b1c-4f3e-9a55-0c2d1e3f4a5b\",",
    ///     "\"cursor\":7,\"sessionId\":null,\"threadId\":null,\"type\":\"workbench_state\",",
    ///     "\"durable\":true,\"timestamp\":\"2026-01-01T00:00:00Z\",",
    ///     "\"payload\":{\"workspace\":\"/w\",\"activeSessionId\":null}}\n\n",
    /// );
    /// let mut stream = EnvelopeStream::new();
    /// for envelope in stream.decode_chunk(frame.as_bytes()) {
    ///     assert_eq!(envelope.unwrap().cursor(), 7);
    /// }
    /// assert_eq!(stream.resume().unwrap().query_string(), "cursor=7");
    /// ```
    pub fn decode_chunk<'a>(&'a mut self, chunk: &'a [u8]) -> Envelopes<'a> {
        Envelopes {
            stream: self,
            rest: chunk,
        }
    }

    /// Reads `bytes` (with `one_event`, up to the end of an event),
    /// queueing one result per completed event; gives how many it read.
    fn feed(&mut self, bytes: &[u8], one_event: bool) -> usize {
        let ready = &mut self.ready;
        self.parser.feed(bytes, one_event, &mut |event| {
            ready.push_back(result(event))
        })
    }

    /// Reads `bytes` up to the end of the next event, putting its result in
    /// `one` (any other result is queued); gives how many it read.
    fn feed_one(
        &mut self,
        bytes: &[u8],
        one: &mut Option<Result<WebEventEnvelope, SseError>>,
    ) -> usize {
        let ready = &mut self.ready;
        self.parser.feed(bytes, true, &mut |event| match one {
            None => *one = Some(result(event)),
            Some(_) => ready.push_back(result(event)),
        })
    }

    /// Notes `result` as handed over: a durable envelope moves the resume point.
    fn delivered(&mut self, result: &Result<WebEventEnvelope, SseError>) {
        if let Ok(envelope) = result
            && envelope.durable()
            // Cursors are at least 0 on decode, so this never fails.
            && let Ok(cursor) = EventCursor::new(envelope.cursor())
        {
            self.resume = Some(Resume::new(cursor));
        }
    }

    /// Where to resume after a disconnect: the cursor of the last durable
    /// envelope this stream delivered (or the one it was
    /// [`resuming`](Self::resuming) from); `None` before any, when the
    /// stream starts from the beginning.
    pub fn resume(&self) -> Option<Resume> {
        self.resume
    }

    /// The server's reconnection delay in milliseconds, if it sent one.
    pub fn retry(&self) -> Option<u64> {
        self.parser.retry()
    }
}

/// A point to resume `GET /events` from: the last durable Web event cursor
/// the client accepted.
///
/// Send it as the `cursor` query parameter, as the `Last-Event-ID` header, or
/// both: the contract says the query wins when both are present, so sending
/// both is safe whatever the server reads.
///
/// ```
/// use orion_api_types::{EventCursor, sse::Resume};
/// let resume = Resume::new(EventCursor::new(7).unwrap());
/// assert_eq!(resume.query_string(), "cursor=7");
/// assert_eq!(resume.header(), ("Last-Event-ID", "7".to_owned()));
/// assert_eq!(resume.query().resume_from(Some(&resume.last_event_id())).unwrap().get(), 7);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Resume {
    cursor: EventCursor,
}

impl Resume {
    /// Resume after `cursor`.
    pub fn new(cursor: EventCursor) -> Self {
        Self { cursor }
    }

    /// The cursor to resume after.
    pub fn cursor(&self) -> EventCursor {
        self.cursor
    }

    /// The `GET /events` query naming the cursor.
    pub fn query(&self) -> EventStreamQuery {
        EventStreamQuery {
            cursor: Some(self.cursor),
        }
    }

    /// The query string, without `?`: `cursor=N`.
    pub fn query_string(&self) -> String {
        format!("cursor={}", self.cursor.get())
    }

    /// The `Last-Event-ID` header value naming the cursor.
    pub fn last_event_id(&self) -> LastEventId {
        LastEventId::new(self.cursor.get().to_string()).expect("a cursor is decimal digits")
    }

    /// The header as a name/value pair.
    pub fn header(&self) -> (&'static str, String) {
        (LastEventId::HEADER, self.cursor.get().to_string())
    }
}

/// The envelopes of one chunk, decoded one per step: see
/// [`EnvelopeStream::decode_chunk`].
#[derive(Debug)]
pub struct Envelopes<'a> {
    stream: &'a mut EnvelopeStream,
    /// The bytes of the chunk not yet read.
    rest: &'a [u8],
}

impl Iterator for Envelopes<'_> {
    type Item = Result<WebEventEnvelope, SseError>;

    fn next(&mut self) -> Option<Self::Item> {
        // The result is written where it is returned from: an envelope is
        // large, and each move of it would be a copy.
        let mut one = self.stream.ready.pop_front();
        while one.is_none() && !self.rest.is_empty() {
            // Up to the end of the next event, so that it is handed over
            // before the one after it is read.
            let read = self.stream.feed_one(self.rest, &mut one);
            self.rest = &self.rest[read..];
        }
        if let Some(result) = &one {
            self.stream.delivered(result);
        }
        one
    }
}

impl Drop for Envelopes<'_> {
    fn drop(&mut self) {
        // What was not read yet stays in the stream.
        let rest = std::mem::take(&mut self.rest);
        self.stream.feed(rest, false);
    }
}

/// Where the line starting `bytes` ends (its `\n` or `\r`), or the end of
/// `bytes`. A short line (an `id`, a blank line) ends before a vector
/// search would have set up, so the first two words are looked at first,
/// eight bytes at a time.
fn line_end(bytes: &[u8]) -> usize {
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    // The high bit of the lowest byte of `word` that is `byte` (and maybe of
    // bytes above it: only the lowest is read).
    let equal = |word: u64, byte: u8| {
        let x = word ^ (ONES * u64::from(byte));
        x.wrapping_sub(ONES) & !x & (ONES << 7)
    };
    let (words, _) = bytes.as_chunks::<8>();
    let head = words.len().min(2);
    for (k, &word) in words[..head].iter().enumerate() {
        let word = u64::from_le_bytes(word);
        let hit = equal(word, b'\n') | equal(word, b'\r');
        if hit != 0 {
            return 8 * k + (hit.trailing_zeros() / 8) as usize;
        }
    }
    let head = 8 * head;
    memchr::memchr2(b'\n', b'\r', &bytes[head..]).map_or(bytes.len(), |end| head + end)
}

/// What the parser's `event` gives on the envelope stream.
fn result(event: Result<EventRef<'_>, EventTooLarge>) -> Result<WebEventEnvelope, SseError> {
    match event {
        Ok(event) => check(event),
        Err(EventTooLarge { limit }) => Err(SseError::TooLarge { limit }),
    }
}

fn check(event: EventRef<'_>) -> Result<WebEventEnvelope, SseError> {
    let envelope: WebEventEnvelope =
        crate::decode::<WebEventEnvelope>(event.data).map_err(SseError::Decode)?;
    let cursor = envelope.cursor();
    match (event.has_own_id, event.id) {
        (true, Some(id)) if is_decimal(id, cursor) => Ok(envelope),
        (true, Some(id)) => Err(SseError::IdMismatch {
            id: id.to_owned(),
            cursor,
        }),
        _ => Err(SseError::MissingId { cursor }),
    }
}

/// Whether `text` is `n` written in decimal (`n.to_string()`, without
/// allocating one per event).
fn is_decimal(text: &str, n: i64) -> bool {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = n.unsigned_abs();
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    if n < 0 {
        at -= 1;
        digits[at] = b'-';
    }
    text.as_bytes() == &digits[at..]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `bytes` in pieces of `size`; one line per result.
    fn parse(parser: &mut SseParser, bytes: &[u8], size: usize) -> Vec<String> {
        let mut out = Vec::new();
        for piece in bytes.chunks(size.max(1)) {
            for item in parser.push(piece) {
                out.push(match item {
                    Ok(e) => format!("{:?} {}", e.id, e.data),
                    Err(e) => e.to_string(),
                });
            }
        }
        out
    }

    fn held(parser: &SseParser) -> usize {
        parser.line.capacity() + parser.data.capacity()
    }

    /// The word-at-a-time head of the search agrees with a byte scan, with
    /// the line end at every offset of the first words and beyond.
    #[test]
    fn line_end_finds_the_first_line_break() {
        for len in 0..40 {
            for at in 0..=len {
                for end in [b'\n', b'\r'] {
                    let mut bytes = vec![b'a'; len];
                    // Bytes one off from a line break, and a UTF-8 lead byte.
                    for (i, b) in bytes.iter_mut().enumerate() {
                        *b = [b'a', 0x0b, 0x0c, 0x0e, 0xe2, 0x09][i % 6];
                    }
                    if at < len {
                        bytes[at] = end;
                        if at + 1 < len {
                            bytes[at + 1] = b'\n';
                        }
                    }
                    let expected = bytes
                        .iter()
                        .position(|&b| b == b'\n' || b == b'\r')
                        .unwrap_or(len);
                    assert_eq!(line_end(&bytes), expected, "{bytes:?}");
                }
            }
        }
    }

    #[test]
    fn line_ends_and_a_partial_byte_order_mark_split_anywhere() {
        // A partial mark is line content: it spoils the first field's name,
        // so that line is ignored. `\r\n` is one line end, `\r` and `\n` one each.
        let stream = b"\xEF\xBBdata: lost\n\nid: 7\r\ndata: a\rdata: b\n\r: note\r\n\rdata: c\n\n";
        let expected = ["Some(\"7\") a\nb", "Some(\"7\") c"];
        for size in 1..=stream.len() {
            let mut parser = SseParser::new();
            assert_eq!(
                parse(&mut parser, stream, size),
                expected,
                "pieces of {size}"
            );
        }
    }

    #[test]
    fn an_event_of_exactly_the_limit_is_accepted_and_one_more_byte_is_not() {
        // "id: 1" (5) + "data: abc" (9) + "data: de" (8) = 22 bytes; line
        // ends and comments are not counted.
        let event = b"id: 1\r\n: a comment of any length\ndata: abc\ndata: de\n\n";
        let mut parser = SseParser::with_max_event_len(22);
        assert_eq!(
            parse(&mut parser, event, usize::MAX),
            ["Some(\"1\") abc\nde"]
        );
        let mut parser = SseParser::with_max_event_len(21);
        assert_eq!(
            parse(&mut parser, event, usize::MAX),
            ["SSE event longer than the 21-byte limit"]
        );
    }

    #[test]
    fn an_oversized_event_is_skipped_and_the_stream_resumes_whatever_the_chunking() {
        let stream = b"id: 1\ndata: small\n\n\
            id: 2\ndata: this one is far too long for the limit\ndata: more\nid: 3\nevent: x\n\n\
            data: again small\n\n";
        for size in [usize::MAX, 1, 2, 3, 7, 16] {
            let mut parser = SseParser::with_max_event_len(24);
            assert_eq!(
                parse(&mut parser, stream, size),
                [
                    "Some(\"1\") small",
                    "SSE event longer than the 24-byte limit",
                    // The `id: 2` line came before the limit was passed.
                    "Some(\"2\") again small",
                ],
                "pieces of {size}"
            );
            assert_eq!(parser.last_event_id(), Some("2"));
        }
    }

    #[test]
    fn the_refusal_comes_as_soon_as_the_limit_is_passed() {
        let mut parser = SseParser::with_max_event_len(100);
        assert!(parser.push(&[b'd'; 100]).is_empty());
        assert_eq!(parser.buffered_len(), 100);
        assert_eq!(
            parser.push(b"d"),
            [Err(EventTooLarge { limit: 100 })],
            "no line end needed"
        );
        assert_eq!(parser.buffered_len(), 0);
        assert!(parser.push(&[b'd'; 1000]).is_empty(), "reported once");
        let rest = parser.push(b"\n\ndata: ok\n\n");
        assert_eq!(rest.len(), 1);
        assert_eq!(rest[0].as_ref().unwrap().data, "ok");
    }

    /// Feeds 100 MB that never ends an event, `piece` bytes at a time, and
    /// returns the most the parser ever held.
    fn feed_100_mb(parser: &mut SseParser, piece: &[u8]) -> usize {
        let mut most = 0;
        let mut errors = 0;
        for _ in 0..(100_000_000 / piece.len()) {
            errors += parser.push(piece).len();
            most = most.max(held(parser));
        }
        assert_eq!(errors, 1, "one refusal for the one event");
        most
    }

    #[test]
    fn a_100_mb_data_line_does_not_grow_memory() {
        let mut parser = SseParser::with_max_event_len(64 * 1024);
        let mut piece = b"data: ".to_vec();
        piece.resize(64 * 1024 + 7, b'x');
        let most = feed_100_mb(&mut parser, &piece);
        assert!(most <= 2 * 64 * 1024, "held {most} bytes");
        assert_eq!(parser.push(b"\n\ndata: next\n\n").len(), 1);
    }

    #[test]
    fn a_100_mb_stream_of_data_lines_without_a_blank_line_does_not_grow_memory() {
        let mut parser = SseParser::new();
        let most = feed_100_mb(&mut parser, &b"data: 0123456789\n".repeat(4096));
        assert!(most <= 2 * DEFAULT_MAX_EVENT_LEN, "held {most} bytes");
        assert_eq!(held(&parser), 0, "released after the refusal");
        let next = parser.push(b"\ndata: next\n\n");
        assert_eq!(next.len(), 1);
        assert_eq!(next[0].as_ref().unwrap().data, "next");
    }

    #[test]
    fn ids_compare_as_the_cursor_written_in_decimal() {
        for n in [0, 7, 10, 42, 1_000_000, i64::MAX, -1, -10, i64::MIN] {
            assert!(is_decimal(&n.to_string(), n), "{n}");
            assert!(!is_decimal(&format!("0{n}"), n), "0{n}");
            assert!(!is_decimal(&format!("{n} "), n), "{n} ");
        }
        for (text, n) in [("+7", 7), ("-0", 0), ("", 0), ("07", 7), ("8", 7)] {
            assert!(!is_decimal(text, n), "{text:?} is not {n}");
        }
    }

    #[test]
    fn events_are_the_same_whether_their_lines_lie_in_one_chunk_or_are_held() {
        // Single and multi-line data, ids, comments, `event`, invalid UTF-8
        // (read as U+FFFD) and `\r\n`: fed whole (each line read in place)
        // and in every smaller piece size (lines held across pieces).
        let stream =
            b"id: 1\ndata: {\"a\":1}\n\n: keep-alive\n\nevent: x\r\ndata: one\r\ndata:two\r\n\r\n\
            data: bad \xFF byte\nid: 2\n\ndata\n\nid: 3\ndata: \n\n";
        let expected = [
            "Some(\"1\") {\"a\":1}",
            "Some(\"1\") one\ntwo",
            "Some(\"2\") bad \u{FFFD} byte",
            "Some(\"2\") ",
            "Some(\"3\") ",
        ];
        for size in 1..=stream.len() {
            let mut parser = SseParser::new();
            assert_eq!(
                parse(&mut parser, stream, size),
                expected,
                "pieces of {size}"
            );
            assert_eq!(parser.buffered_len(), 0);
        }
        let mut parser = SseParser::new();
        let events = parser.push(stream);
        assert_eq!(events[1].as_ref().unwrap().event, "x");
        assert_eq!(events[0].as_ref().unwrap().event, "message");
        assert!(events[0].as_ref().unwrap().has_own_id);
        assert!(!events[1].as_ref().unwrap().has_own_id);
    }

    #[test]
    fn an_endless_comment_is_not_held() {
        let mut parser = SseParser::with_max_event_len(16);
        assert!(parser.push(b": ").is_empty());
        for _ in 0..1000 {
            assert!(parser.push(&[b'c'; 1000]).is_empty());
        }
        assert_eq!(held(&parser), 0);
        assert_eq!(parser.push(b"\ndata: ok\n\n").len(), 1);
    }
}
