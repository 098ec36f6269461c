//! Rust types for the Orion Code Local Web API v0.3.0.

mod bootstrap;
mod catalog;
mod commands;
mod common;
mod events;
mod problem;
mod sessions;
mod settings;
mod snapshot;
mod tools;
mod transcript;
mod workspaces;

pub use bootstrap::*;
pub use catalog::*;
pub use commands::*;
pub use common::{
    ApiVersion, JsonObject, LiteralFalse, LiteralTrue, NonNegative, NonNegativeNumber, Positive,
    RequestId, SchemaVersion,
};
pub use events::*;
pub use problem::*;
pub use sessions::*;
pub use settings::*;
pub use snapshot::*;
pub use tools::*;
pub use transcript::*;
pub use workspaces::*;
