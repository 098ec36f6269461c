//! Rust types for the Coderook wire protocol (JSON-RPC 2.0 over NDJSON on
//! loopback TCP).
//!
//! Every `### Name` section of the contract is a Rust type of exactly that
//! name, and every shared `$defs` record is one type used everywhere. The
//! modules follow the contract's domains; everything is re-exported here.

mod defaults;
mod macros;
mod prelude;
#[cfg(feature = "schemars")]
mod schema_util;

pub mod tags;
pub mod values;

pub mod auth;
pub mod codec;
pub mod connection;
pub mod context;
pub mod events;
pub mod extensions;
pub mod goals;
pub mod jobs;
pub mod jsonrpc;
pub mod methods;
pub mod permissions;
pub mod plans;
pub mod runs;
pub mod runtime;
pub mod sessions;
pub mod subscriptions;
pub mod threads;
pub mod transport;
pub mod workers;
pub mod workspace;

pub use auth::*;
pub use context::*;
pub use events::context::*;
pub use events::lifecycle::*;
pub use events::llm::*;
pub use events::push::*;
pub use events::run::*;
pub use events::session::*;
pub use events::{EVENT_TYPES, Event, EventInfo, ServerMessage, event_info};
pub use extensions::*;
pub use goals::*;
pub use jobs::*;
pub use jsonrpc::{
    ERROR_CODES, ErrorCode, ErrorCodeInfo, ErrorObject, JSONRPC_VERSION, Request, RequestId,
    Response,
};
pub use methods::{
    ClientRequest, Command, CommandResult, METHODS, Method, MethodInfo, RequestProblem,
    classify_request_error, decode_response, decode_response_for, method, method_info,
};
pub use permissions::*;
pub use plans::*;
pub use runs::*;
pub use runtime::*;
pub use sessions::*;
pub use subscriptions::*;
pub use threads::*;
pub use values::*;
pub use workers::*;
pub use workspace::*;
