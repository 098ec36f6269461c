//! Connection rules, sans-IO: the authentication handshake and the error
//! replies a server owes for frames it cannot dispatch.
//!
//! The first frame on a connection must be a `core.authenticate` request.
//! Anything else is answered with `-32001 Authentication Required` and the
//! connection is closed; a token that is missing, malformed or wrong is
//! answered with `-32002 Authentication Failed` and the connection is
//! closed. Only after `{"authenticated": true}` are frames dispatched.
//!
//! The handshake stays with the connection after it succeeded: a second
//! `core.authenticate` is never dispatched. With the connection's token it
//! is answered `{"authenticated": true}` again (a client retrying its
//! handshake loses nothing); with any other token, or malformed, it is a
//! failed authentication like the first: `-32002` and the connection
//! closes. The contract only says the first frame must authenticate and that
//! failure closes the connection; answering the repeat keeps the token check
//! in one place and out of the application's handlers.
//!
//! A frame longer than the codec's limit is answered `-32600` with a `null`
//! id (its id was never read), a message naming the limit and
//! `data: {"limit_bytes": N}`; nothing of the frame is echoed.
//!
//! ```
//! use coderook_protocol::connection::{Action, ServerConnection};
//! use coderook_protocol::Secret;
//!
//! let mut conn = ServerConnection::new(Secret::new("s3cr3t"));
//! let first = br#"{"jsonrpc":"2.0","id":"auth-1","method":"core.authenticate","params":{"token":"s3cr3t"}}"#;
//! match conn.on_frame(first) {
//!     Action::Reply(line) => assert_eq!(
//!         line,
//!         "{\"jsonrpc\":\"2.0\",\"id\":\"auth-1\",\"result\":{\"authenticated\":true}}\n"
//!     ),
//!     other => panic!("{other:?}"),
//! }
//! let ping = br#"{"jsonrpc":"2.0","id":"u-1","method":"core.ping","params":{"client":"cli/0.0.1"}}"#;
//! assert!(matches!(conn.on_frame(ping), Action::Dispatch(_)));
//! ```

use crate::codec::{FrameError, encode_frame};
use crate::jsonrpc::{ErrorCode, ErrorObject, RequestId, Response};
use crate::methods::{ClientRequest, Command, RequestProblem, classify_request_error};
use crate::{CoreAuthenticateCommand, CoreAuthenticateResult, tags};
use wire_kit::Secret;

/// What the server should do with a frame.
#[derive(Debug, Clone, PartialEq)]
// Variants are not boxed: one value per frame, no extra allocation.
#[allow(clippy::large_enum_variant)]
pub enum Action {
    /// Send this line (a response, `\n`-terminated) and keep the connection.
    Reply(String),
    /// Send this line, then close the connection.
    ReplyAndClose(String),
    /// Hand the request to its handler.
    Dispatch(ClientRequest),
}

/// The state of one server-side connection.
#[derive(Debug)]
pub struct ServerConnection {
    token: Secret,
    authenticated: bool,
    closed: bool,
    refusal: Option<ErrorCode>,
}

impl ServerConnection {
    /// A new connection that expects `token`.
    pub fn new(token: Secret) -> Self {
        Self {
            token,
            authenticated: false,
            closed: false,
            refusal: None,
        }
    }

    /// Whether the handshake succeeded.
    pub fn is_authenticated(&self) -> bool {
        self.authenticated
    }

    /// Whether the connection must be closed (after a refused handshake).
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Why the handshake was refused, once it was:
    /// [`AuthenticationRequired`](ErrorCode::AuthenticationRequired) when
    /// the first frame was no `core.authenticate`,
    /// [`AuthenticationFailed`](ErrorCode::AuthenticationFailed) when a
    /// token was missing, malformed or wrong. A server that slows down
    /// token guessing counts the second kind.
    pub fn refusal(&self) -> Option<ErrorCode> {
        self.refusal
    }

    /// Decides what to do with one frame (one NDJSON line, without its line end).
    pub fn on_frame(&mut self, frame: &[u8]) -> Action {
        if self.closed {
            return Action::ReplyAndClose(error_line(
                None,
                ErrorObject::new(ErrorCode::AuthenticationRequired),
            ));
        }
        if !self.authenticated {
            return self.handshake(frame);
        }
        match ClientRequest::from_json(frame) {
            Ok(request) if matches!(request.command, Command::CoreAuthenticate(_)) => {
                self.authenticate(request)
            }
            Ok(request) => Action::Dispatch(request),
            Err(e) => match method_and_id(frame) {
                Some((Some(method), id)) if method == AUTHENTICATE => {
                    self.refuse(id, ErrorCode::AuthenticationFailed)
                }
                _ => Action::Reply(error_line_for_bad_frame(frame, &e)),
            },
        }
    }

    /// Decides what to do about a line the codec could not turn into a frame:
    /// before authentication, `-32001` and close (the first frame was not
    /// `core.authenticate`); after it, `-32700` for a line that is not UTF-8
    /// or not JSON and `-32600` for an over-long one, both with a `null` id.
    pub fn on_frame_error(&mut self, error: &FrameError) -> Action {
        if !self.authenticated {
            return self.refuse(None, ErrorCode::AuthenticationRequired);
        }
        let error = match error {
            FrameError::TooLarge { limit, .. } => ErrorObject {
                data: Some(serde_json::json!({ "limit_bytes": limit }).into()),
                ..ErrorObject::with_message(
                    ErrorCode::InvalidRequest,
                    format!("Invalid Request: frame exceeds the {limit}-byte limit"),
                )
            },
            FrameError::InvalidUtf8 { .. } | FrameError::InvalidJson { .. } => {
                ErrorObject::new(ErrorCode::ParseError)
            }
        };
        Action::Reply(error_line(None, error))
    }

    fn refuse(&mut self, id: Option<RequestId>, code: ErrorCode) -> Action {
        self.closed = true;
        self.refusal = Some(code);
        Action::ReplyAndClose(error_line(id, ErrorObject::new(code)))
    }

    fn handshake(&mut self, frame: &[u8]) -> Action {
        let Some((method, id)) = method_and_id(frame) else {
            return self.refuse(None, ErrorCode::AuthenticationRequired);
        };
        if method.as_deref() != Some(AUTHENTICATE) {
            return self.refuse(id, ErrorCode::AuthenticationRequired);
        }
        // The frame is an authentication attempt: from here on, any problem is -32002.
        match ClientRequest::from_json(frame) {
            Ok(request) => self.authenticate(request),
            Err(_) => self.refuse(id, ErrorCode::AuthenticationFailed),
        }
    }

    /// Checks a decoded `core.authenticate` request's token.
    fn authenticate(&mut self, request: ClientRequest) -> Action {
        let Command::CoreAuthenticate(CoreAuthenticateCommand { token, .. }) = &request.command
        else {
            return self.refuse(Some(request.id), ErrorCode::AuthenticationFailed);
        };
        if !self.token.matches(token.expose()) {
            self.authenticated = false;
            return self.refuse(Some(request.id), ErrorCode::AuthenticationFailed);
        }
        self.authenticated = true;
        let ok = Response::result(
            request.id,
            CoreAuthenticateResult {
                authenticated: tags::AuthenticatedTrue,
            },
        );
        Action::Reply(String::from_utf8(encode_frame(&ok)).expect("JSON is UTF-8"))
    }
}

const AUTHENTICATE: &str = "core.authenticate";

/// The string `method` and the valid `id` of a frame, each if it has one;
/// `None` when the frame is not JSON.
fn method_and_id(frame: &[u8]) -> Option<(Option<String>, Option<RequestId>)> {
    let value: serde_json::Value = serde_json::from_slice(frame).ok()?;
    let method = value
        .get("method")
        .and_then(|m| m.as_str())
        .map(str::to_owned);
    let id = value
        .get("id")
        .and_then(|v| serde_json::from_value::<RequestId>(v.clone()).ok());
    Some((method, id))
}

/// The error response line for a frame that is not a dispatchable request:
/// `-32700` (not JSON), `-32600`, `-32601` or `-32602`.
pub fn error_line_for_bad_frame(frame: &[u8], error: &wire_kit::DecodeError) -> String {
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(frame) else {
        return error_line(None, ErrorObject::new(ErrorCode::ParseError));
    };
    let (id, mut problem) = classify_request_error(&value);
    // A repeated key of the request object (`method` twice …) makes the
    // object itself invalid, whatever the parsed value (last key wins) says.
    if error.path().is_empty() && error.message().starts_with("duplicate field") {
        problem = RequestProblem::InvalidRequest;
    }
    let code = match problem {
        RequestProblem::InvalidRequest => ErrorCode::InvalidRequest,
        RequestProblem::MethodNotFound => ErrorCode::MethodNotFound,
        RequestProblem::InvalidParams => ErrorCode::InvalidParams,
    };
    let message = match problem {
        RequestProblem::InvalidParams => format!("{}: {}", code.name(), error),
        _ => code.name().to_owned(),
    };
    error_line(id, ErrorObject::with_message(code, message))
}

/// An error response as one NDJSON line.
pub fn error_line(id: Option<RequestId>, error: ErrorObject) -> String {
    let response: Response<()> = Response::error(id, error);
    String::from_utf8(encode_frame(&response)).expect("JSON is UTF-8")
}

/// The `core.authenticate` request a client sends first, as one NDJSON line.
pub fn authenticate_line(id: impl Into<RequestId>, token: &Secret) -> String {
    let request = ClientRequest::new(
        id,
        CoreAuthenticateCommand {
            r#type: tags::CoreAuthenticateType,
            token: token.clone(),
        },
    );
    String::from_utf8(encode_frame(&request)).expect("JSON is UTF-8")
}
