//! The client side, sans-IO: pairing each response with the request it
//! answers, and typing its result by that request's method.
//!
//! JSON-RPC responses carry only the `id` of their request, so a client
//! keeps a table of the requests it has sent. [`RequestTracker`] is that
//! table: register each request as it goes out, hand it each response line
//! that comes back, and get the result typed by the method table
//! ([`CommandResult`]) or the error object.
//!
//! ```
//! use coderook_protocol::client::{Answer, RequestTracker};
//! use coderook_protocol::{ClientRequest, CommandResult, PingCommand};
//!
//! let mut tracker = RequestTracker::new();
//! let ping = ClientRequest::new("u-1", PingCommand::new("cli/0.0.1"));
//! let line = tracker.send(&ping).unwrap(); // register, then write `line` to the socket
//! assert!(line.ends_with(b"\n"));
//!
//! let reply = br#"{"jsonrpc":"2.0","id":"u-1","result":{"server_version":"0.2.0b1","uptime_ms":12,"received_at":"2026-05-16T10:00:00.001Z","workspace":"/w","active_runs":0}}"#;
//! let answer: Answer = tracker.on_response(reply).unwrap();
//! assert_eq!(answer.method, "core.ping");
//! assert!(matches!(answer.outcome, Ok(CommandResult::Ping(_))));
//! assert!(tracker.is_empty());
//! // The same id again answers nothing.
//! assert!(tracker.on_response(reply).is_err());
//! ```

#[cfg(feature = "client")]
mod net;
#[cfg(feature = "client")]
pub use net::{Client, Error, EventItem, Events, Options, connect};
// The shared connection pieces the client's API uses (each with its own docs).
#[cfg(feature = "client")]
pub use wire_kit::net::{Backoff, NotLoopback, Received, UnknownEvent};

use crate::codec::encode_frame;
use crate::jsonrpc::{ErrorObject, RequestId, Response};
use crate::methods::{
    ClientRequest, CommandResult, Method, decode_result, method_info, under_result,
};
use std::collections::HashMap;
use std::fmt;

/// A response paired with its request.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The request's id.
    pub id: RequestId,
    /// The request's method.
    pub method: &'static str,
    /// The result typed by the method, or the server's error object.
    pub outcome: Result<CommandResult, ErrorObject>,
}

/// Why a request could not be registered or a response paired.
#[derive(Debug, Clone, PartialEq)]
pub enum TrackError {
    /// A request with this id is already waiting for its answer.
    DuplicateId(RequestId),
    /// The method is not in the method table.
    UnknownMethod(String),
    /// The response's id answers no pending request.
    UnknownId(RequestId),
    /// An error response with a `null` id: the server could not read the
    /// id of a frame (not JSON, over its size limit …), so it answers no
    /// particular request.
    Unpaired(ErrorObject),
    /// The line is not a response, or its result does not decode as the
    /// method's result type. The request it answers, when known, is no
    /// longer pending.
    Decode {
        /// The pending request it answers, when its id was read.
        request: Option<(RequestId, &'static str)>,
        /// What was wrong.
        error: wire_kit::DecodeError,
    },
}

impl fmt::Display for TrackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::DuplicateId(id) => write!(f, "request id {id} is already pending"),
            Self::UnknownMethod(m) => write!(f, "unknown method {m:?}"),
            Self::UnknownId(id) => write!(f, "response id {id} answers no pending request"),
            Self::Unpaired(e) => write!(f, "error response with a null id: {e}"),
            Self::Decode {
                request: Some((id, method)),
                error,
            } => write!(f, "response to {method} request {id}: {error}"),
            Self::Decode {
                request: None,
                error,
            } => error.fmt(f),
        }
    }
}

impl std::error::Error for TrackError {}

/// The requests a client has sent and not yet seen answered.
#[derive(Debug, Clone, Default)]
pub struct RequestTracker {
    pending: HashMap<RequestId, &'static str>,
}

impl RequestTracker {
    /// A tracker with nothing pending.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers `request` as sent.
    pub fn register(&mut self, request: &ClientRequest) -> Result<(), TrackError> {
        self.insert(request.id.clone(), request.method())
    }

    /// Registers a request of method `M` with `id` as sent.
    pub fn register_method<M: Method>(
        &mut self,
        id: impl Into<RequestId>,
    ) -> Result<(), TrackError> {
        let method = method_info(M::METHOD)
            .map(|info| info.method)
            .ok_or_else(|| TrackError::UnknownMethod(M::METHOD.to_owned()))?;
        self.insert(id.into(), method)
    }

    /// Registers a request of the method named `method` with `id` as sent.
    pub fn register_name(
        &mut self,
        id: impl Into<RequestId>,
        method: &str,
    ) -> Result<(), TrackError> {
        let info =
            method_info(method).ok_or_else(|| TrackError::UnknownMethod(method.to_owned()))?;
        self.insert(id.into(), info.method)
    }

    /// Registers `request` and returns it as one NDJSON line to write.
    pub fn send(&mut self, request: &ClientRequest) -> Result<Vec<u8>, TrackError> {
        self.register(request)?;
        Ok(encode_frame(request))
    }

    fn insert(&mut self, id: RequestId, method: &'static str) -> Result<(), TrackError> {
        match self.pending.entry(id) {
            std::collections::hash_map::Entry::Occupied(e) => {
                Err(TrackError::DuplicateId(e.key().clone()))
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(method);
                Ok(())
            }
        }
    }

    /// Pairs a response line (a `ServerMessage::Response` frame) with its
    /// request, which is then no longer pending, and types its result.
    pub fn on_response(&mut self, json: &[u8]) -> Result<Answer, TrackError> {
        let raw: Response<serde_json::Value> =
            wire_kit::from_slice("Response", json).map_err(|error| TrackError::Decode {
                request: None,
                error,
            })?;
        let id = match raw.id {
            Some(id) => id,
            None => {
                return Err(match raw.outcome {
                    Err(error) => TrackError::Unpaired(error),
                    Ok(_) => TrackError::Decode {
                        request: None,
                        error: wire_kit::DecodeError::new(
                            "Response",
                            "id",
                            "a result needs the id of its request",
                        ),
                    },
                });
            }
        };
        let method = self
            .pending
            .remove(&id)
            .ok_or_else(|| TrackError::UnknownId(id.clone()))?;
        let outcome = match raw.outcome {
            Err(error) => Err(error),
            Ok(value) => match decode_result(method, &value) {
                Some(Ok(result)) => Ok(result),
                Some(Err(error)) => {
                    return Err(TrackError::Decode {
                        request: Some((id, method)),
                        error,
                    });
                }
                None => unreachable!("pending methods come from the method table"),
            },
        };
        Ok(Answer {
            id,
            method,
            outcome,
        })
    }

    /// Pairs an already decoded response with its request of method `M`,
    /// which is then no longer pending, and decodes its result as
    /// `M::Result`. A response to a request of another method is
    /// [`TrackError::UnknownId`] and leaves that request pending.
    ///
    /// ```
    /// use coderook_protocol::client::RequestTracker;
    /// use coderook_protocol::{PingCommand, Response, method};
    ///
    /// let mut tracker = RequestTracker::new();
    /// tracker.register_method::<method::Ping>("u-1").unwrap();
    /// let reply = br#"{"jsonrpc":"2.0","id":"u-1","result":{"server_version":"0.2.0b1","uptime_ms":12,"received_at":"2026-05-16T10:00:00.001Z","workspace":"/w","active_runs":0}}"#;
    /// let response: Response<serde_json::Value> = serde_json::from_slice(reply).unwrap();
    /// let pong = tracker.pair::<method::Ping>(response).unwrap().unwrap();
    /// assert_eq!(pong.uptime_ms, 12);
    /// assert!(tracker.is_empty());
    /// ```
    pub fn pair<M: Method>(
        &mut self,
        response: Response<serde_json::Value>,
    ) -> Result<Result<M::Result, ErrorObject>, TrackError> {
        let Some(id) = response.id else {
            return Err(match response.outcome {
                Err(error) => TrackError::Unpaired(error),
                Ok(_) => TrackError::Decode {
                    request: None,
                    error: wire_kit::DecodeError::new(
                        "Response",
                        "id",
                        "a result needs the id of its request",
                    ),
                },
            });
        };
        let method = match self.pending.get(&id) {
            Some(&method) if method == M::METHOD => method,
            _ => return Err(TrackError::UnknownId(id)),
        };
        self.pending.remove(&id);
        let value = match response.outcome {
            Err(error) => return Ok(Err(error)),
            Ok(value) => value,
        };
        let name = method_info(method)
            .and_then(|info| info.result)
            .unwrap_or("JsonValue");
        wire_kit::from_value(name, &value)
            .map(Ok)
            .map_err(|e| TrackError::Decode {
                request: Some((id, method)),
                error: under_result(e),
            })
    }

    /// The requests still waiting for an answer, in no particular order.
    pub fn pending(&self) -> impl Iterator<Item = (&RequestId, &'static str)> {
        self.pending.iter().map(|(id, m)| (id, *m))
    }

    /// How many requests are waiting for an answer.
    pub fn len(&self) -> usize {
        self.pending.len()
    }

    /// Whether no request is waiting for an answer.
    pub fn is_empty(&self) -> bool {
        self.pending.is_empty()
    }
}
