//! Events the server pushes: the typed [`Event`] union and its table.

pub mod context;
pub mod lifecycle;
pub mod llm;
pub mod run;
pub mod session;
