//! What goes wrong in the three crates' clients, said once: [`Error`],
//! generic over what a protocol's server answers when it refuses
//! (Orion's `Problem`, Coderook's JSON-RPC error object, WorkerDeck's
//! `ErrorResponse`), so the same failure has the same variant in every
//! crate and none of them is a bare string to parse.
//!
//! ```
//! use agent_wire_kit::net::client::{Answer, Error};
//!
//! // What a WorkerDeck or Orion client gives for a refused call.
//! let e: Error<Answer<String>> = Error::Server(Answer::new(404, "no such session".to_owned()));
//! assert_eq!(e.to_string(), "the server answered 404: no such session");
//! assert!(matches!(e, Error::Server(Answer { status: 404, .. })));
//! ```

use super::NotLoopback;
use crate::DecodeError;
use std::fmt;

/// Why a call, a connection or a stream item failed. `S` is what the
/// protocol's server answers when it refuses ([`Server`](Self::Server)).
///
/// Each crate names its own as `client::Error`; a variant a protocol cannot
/// meet is never made by its client. No variant holds a credential: the
/// clients leave tokens and nonces out of every text they put here.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Error<S> {
    /// The options name no usable server (a base URL that is not
    /// `http://HOST:PORT[/path]`, an address or a token that cannot be
    /// read).
    Config(String),
    /// The server is not on loopback and remote servers were not allowed.
    NotLoopback(NotLoopback),
    /// The connection could not be made, or its handshake (HTTP,
    /// WebSocket, the protocol's own) failed; nothing was sent.
    Connect(String),
    /// Connecting or the answer took longer than allowed. A call that
    /// changes something may have run if it was sent.
    Timeout,
    /// The connection broke after the request was sent and before its
    /// whole answer was read.
    ConnectionLost {
        /// Whether the server may have carried the request out.
        may_have_run: bool,
    },
    /// A stream's connection ended (the server closed it, reading failed,
    /// or it was silent too long); the text says which. The stream
    /// connects again and goes on.
    Disconnected(String),
    /// The client has stopped: every handle to it was dropped.
    Closed,
    /// The call cannot be made as asked (the number of path parameters, a
    /// body that does not encode).
    InvalidRequest(String),
    /// An answer or a stream item is not what the contract says (the
    /// error names its path). A stream goes on after it.
    Decode(DecodeError),
    /// A message over the client's size limit: none of it is kept, and a
    /// stream goes on after it.
    TooLarge {
        /// Its size when known (announced, or counted up to the limit).
        size: Option<usize>,
        /// The limit, in bytes.
        limit: usize,
    },
    /// A stream's server sent items whose positions are not after the
    /// resume position: repeats of items delivered before, skipped. Said
    /// when a run of them starts on a connection and after every 4,096
    /// more ([`Repeats`](super::Repeats)), so a server whose positions went
    /// back is never followed in silence.
    Repeated {
        /// The position of the item that made this report.
        position: i64,
        /// The resume position.
        resume: i64,
        /// How many were skipped in a row so far on this connection.
        skipped: usize,
    },
    /// A position skipped some after the last one delivered: the item was
    /// not delivered, and the stream resumes from where it stood.
    Gap {
        /// The position expected.
        expected: i64,
        /// The position that arrived.
        got: i64,
    },
    /// The server no longer holds the items `from..=to`; the stream goes
    /// on after them.
    Lost {
        /// The first missing position.
        from: i64,
        /// The last missing position.
        to: i64,
    },
    /// A position no server that follows the contract sends: the item was
    /// refused and the position did not move.
    OutOfRange {
        /// The position as it arrived.
        position: i64,
        /// The largest position the contract allows.
        max: i64,
    },
    /// The server speaks another version of the protocol.
    Version {
        /// The server's.
        server: i64,
        /// This crate's.
        ours: i64,
    },
    /// The server refused the credentials or the handshake; trying again
    /// cannot help.
    Unauthorized(S),
    /// The server refused with the protocol's error answer.
    Server(S),
    /// An HTTP answer with a status the call does not expect and a body
    /// that is not the protocol's error answer.
    Status {
        /// The status.
        status: u16,
        /// The start of the body, as text.
        body: String,
    },
}

impl<S> From<DecodeError> for Error<S> {
    fn from(e: DecodeError) -> Self {
        Self::Decode(e)
    }
}

impl<S> From<NotLoopback> for Error<S> {
    fn from(e: NotLoopback) -> Self {
        Self::NotLoopback(e)
    }
}

impl<S: fmt::Display> fmt::Display for Error<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Config(m) => write!(f, "client configuration: {m}"),
            Self::NotLoopback(e) => e.fmt(f),
            Self::Connect(m) => write!(f, "cannot connect: {m}"),
            Self::Timeout => f.write_str("timed out"),
            Self::ConnectionLost { may_have_run } => write!(
                f,
                "the connection broke before the answer ({})",
                match may_have_run {
                    true => "the request may have run",
                    false => "nothing ran",
                }
            ),
            Self::Disconnected(why) => write!(f, "disconnected: {why}"),
            Self::Closed => f.write_str("the client is closed"),
            Self::InvalidRequest(m) => write!(f, "invalid request: {m}"),
            Self::Decode(e) => e.fmt(f),
            Self::TooLarge {
                size: Some(size),
                limit,
            } => write!(
                f,
                "a message of {size} bytes is over the limit of {limit} bytes"
            ),
            Self::TooLarge { size: None, limit } => {
                write!(f, "a message is over the limit of {limit} bytes")
            }
            Self::Repeated {
                position,
                resume,
                skipped,
            } => write!(
                f,
                "the server sent position {position}, not after the resume position {resume}: \
                 {skipped} such items skipped in a row as repeats"
            ),
            Self::Gap { expected, got } => {
                write!(f, "position {got} arrived where {expected} was expected")
            }
            Self::Lost { from, to } => write!(f, "items {from}..={to} are lost"),
            Self::OutOfRange { position, max } => write!(
                f,
                "position {position} is outside 0..={max}; the item was refused"
            ),
            Self::Version { server, ours } => write!(
                f,
                "the server speaks protocol version {server}, this client {ours}"
            ),
            Self::Unauthorized(e) => write!(f, "authentication refused: {e}"),
            Self::Server(e) => e.fmt(f),
            Self::Status { status, body } => write!(f, "unexpected status {status}: {body}"),
        }
    }
}

impl<S: fmt::Display + fmt::Debug> std::error::Error for Error<S> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Decode(e) => Some(e),
            Self::NotLoopback(e) => Some(e),
            _ => None,
        }
    }
}

/// An HTTP server's refusal: its status and its error body (Orion's
/// `Problem`, WorkerDeck's `ErrorResponse`).
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Answer<B> {
    /// The HTTP status.
    pub status: u16,
    /// The error body.
    pub body: B,
}

impl<B> Answer<B> {
    /// `body` answered with `status`.
    pub fn new(status: u16, body: B) -> Self {
        Self { status, body }
    }
}

impl<B: fmt::Display> fmt::Display for Answer<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the server answered {}: {}", self.status, self.body)
    }
}
