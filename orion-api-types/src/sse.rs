//! Server-Sent Events for `GET /events`, without I/O: render an envelope as
//! an SSE frame, and parse an SSE byte stream, fed in chunks of any size,
//! back into envelopes.
//!
//! The contract: each SSE `id` is the decimal [`cursor`](WebEventEnvelope::cursor)
//! and the `data` is the JSON envelope. Parsing follows the HTML Standard's
//! event-stream rules: lines end in `\n`, `\r\n` or `\r`; lines starting with
//! `:` are comments; `data` lines are joined with `\n`; a blank line
//! dispatches the event; the last `id` is kept for reconnection
//! (`Last-Event-ID`).
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
//! assert_eq!(stream.last_event_id(), Some("42"));
//! ```

use crate::events::WebEventEnvelope;
use crate::params::LastEventId;
use std::fmt;

/// Renders `event` as one SSE frame: `id: <cursor>`, `data: <JSON>`, blank line.
pub fn render(event: &WebEventEnvelope) -> String {
    let json = serde_json::to_string(event).expect("envelopes always encode");
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

/// An incremental SSE parser: push bytes, get the events completed so far.
#[derive(Debug, Default)]
pub struct SseParser {
    line: Vec<u8>,
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

impl SseParser {
    /// A parser at the start of a stream.
    pub fn new() -> Self {
        Self::default()
    }

    /// Feeds a chunk; returns the events it completes, in order.
    pub fn push(&mut self, chunk: &[u8]) -> Vec<SseEvent> {
        const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];
        let mut out = Vec::new();
        for &byte in chunk {
            // A UTF-8 byte order mark at the very start of the stream is skipped.
            if !self.started {
                if byte == BOM[self.bom_seen] {
                    self.bom_seen += 1;
                    self.started = self.bom_seen == BOM.len();
                    continue;
                }
                self.started = true;
                for b in BOM[..self.bom_seen].to_vec() {
                    self.feed(b, &mut out);
                }
            }
            self.feed(byte, &mut out);
        }
        out
    }

    fn feed(&mut self, byte: u8, out: &mut Vec<SseEvent>) {
        match byte {
            b'\n' if self.after_cr => self.after_cr = false,
            b'\n' | b'\r' => {
                self.after_cr = byte == b'\r';
                self.end_line(out);
            }
            _ => {
                self.after_cr = false;
                self.line.push(byte);
            }
        }
    }

    /// The last event id seen (what a reconnect sends as `Last-Event-ID`).
    pub fn last_event_id(&self) -> Option<&str> {
        self.last_id.as_deref()
    }

    /// The last `retry` field seen: the server's reconnection delay in milliseconds.
    pub fn retry(&self) -> Option<u64> {
        self.retry
    }

    fn end_line(&mut self, out: &mut Vec<SseEvent>) {
        let raw = std::mem::take(&mut self.line);
        let line = String::from_utf8_lossy(&raw);
        if line.is_empty() {
            self.dispatch(out);
            return;
        }
        if line.starts_with(':') {
            return;
        }
        let (field, value) = match line.split_once(':') {
            Some((f, v)) => (f, v.strip_prefix(' ').unwrap_or(v)),
            None => (line.as_ref(), ""),
        };
        match field {
            "data" => {
                if self.has_data {
                    self.data.push('\n');
                }
                self.data.push_str(value);
                self.has_data = true;
            }
            "event" => self.event = value.to_owned(),
            "id" if !value.contains('\0') => {
                self.last_id = Some(value.to_owned());
                self.own_id = true;
            }
            "retry" if wire_kit::pattern::digits(value) => {
                if let Ok(ms) = value.parse() {
                    self.retry = Some(ms);
                }
            }
            _ => {}
        }
    }

    fn dispatch(&mut self, out: &mut Vec<SseEvent>) {
        let event = std::mem::take(&mut self.event);
        let own_id = std::mem::take(&mut self.own_id);
        if !std::mem::take(&mut self.has_data) {
            self.data.clear();
            return;
        }
        out.push(SseEvent {
            id: self.last_id.clone(),
            has_own_id: own_id,
            event: if event.is_empty() {
                "message".into()
            } else {
                event
            },
            data: std::mem::take(&mut self.data),
        });
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
        }
    }
}

impl std::error::Error for SseError {}

/// Parses an `/events` byte stream into envelopes, checking that each frame's
/// `id` is the envelope's cursor.
#[derive(Debug, Default)]
pub struct EnvelopeStream {
    parser: SseParser,
}

impl EnvelopeStream {
    /// A stream at its start.
    pub fn new() -> Self {
        Self::default()
    }

    /// Feeds a chunk; returns one result per completed event, in order.
    pub fn push(&mut self, chunk: &[u8]) -> Vec<Result<WebEventEnvelope, SseError>> {
        self.parser.push(chunk).into_iter().map(check).collect()
    }

    /// The last event id seen: send it as `Last-Event-ID` (or as the `cursor`
    /// query parameter) when reconnecting.
    pub fn last_event_id(&self) -> Option<&str> {
        self.parser.last_event_id()
    }

    /// The server's reconnection delay in milliseconds, if it sent one.
    pub fn retry(&self) -> Option<u64> {
        self.parser.retry()
    }

    /// The last event id as a typed header value, if it is one.
    pub fn resume_header(&self) -> Option<LastEventId> {
        self.last_event_id()
            .and_then(|id| LastEventId::new(id).ok())
    }
}

fn check(event: SseEvent) -> Result<WebEventEnvelope, SseError> {
    let envelope: WebEventEnvelope =
        wire_kit::from_str("WebEventEnvelope", &event.data).map_err(SseError::Decode)?;
    let cursor = envelope.cursor();
    match (event.has_own_id, event.id) {
        (true, Some(id)) if id == cursor.to_string() => Ok(envelope),
        (true, Some(id)) => Err(SseError::IdMismatch { id, cursor }),
        _ => Err(SseError::MissingId { cursor }),
    }
}
