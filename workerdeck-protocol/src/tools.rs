//! Tool executions: bridged to a client, deferred beyond a turn, or run remotely,
//! correlated by `executionId` from dispatch to result.

use crate::open::ExecutionFailureReason;
use serde_json::Value;
use wire_kit::wire_camel as wire;

wire_kit::string_enum! {
    /// Lifecycle of one tool execution. Results are applied idempotently by
    /// `executionId`: a second delivery is a no-op.
    #[string_enum(documented)]
    pub enum ToolExecutionStatus {
        /// Dispatched, no result yet (bridged to a client, or queued).
        Pending = "pending",
        /// Parked beyond this turn or process; may outlive the session's runner and be applied when it is rehydrated.
        Deferred = "deferred",
        /// Finished with a result. Terminal.
        Settled = "settled",
        /// Finished with a failure. Terminal.
        Failed = "failed",
    }
}

wire_kit::string_enum! {
    /// Where a tool execution runs. Advisory: for display and routing.
    #[string_enum(documented)]
    pub enum ToolExecutionBackend {
        /// On the server.
        Server = "server",
        /// In an attached client's sandbox (bridged).
        Browser = "browser",
        /// On a managed sandbox.
        Managed = "managed",
        /// On a remote executor that posts its result back.
        Remote = "remote",
    }
}

crate::dispatch::tagged_union! {
    /// The result of a tool execution, by value (never a live host reference).
    pub enum ToolExecutionOutput ("type") {
        /// Text output.
        Text(TextOutput) = "text",
        /// Structured output.
        Json(JsonOutput) = "json",
    }
}

crate::dispatch::tagged_union! {
    /// Body of `POST {basePath}/executions/:executionId/result`: how a deferred
    /// executor (a remote worker, a batch job, a person) delivers the outcome of
    /// an execution a session parked on. The session is rehydrated if needed and
    /// the result goes back into the agent loop; a `failed` result is ordinary
    /// tool output, not a session error.
    ///
    /// Idempotent by `executionId`: a duplicate or late delivery answers 200 with
    /// `applied: false`. 404 means no session is parked on that id.
    pub enum SubmitExecutionResultRequest ("status") {
        /// The execution produced output.
        Ok(ExecutionSucceeded) = "ok",
        /// The execution failed.
        Failed(ExecutionFailed) = "failed",
    }
}

/// `ToolExecutionOutput` with `type: "text"`.
#[wire(inline)]
pub struct TextOutput {
    /// The text.
    pub value: String,
}

/// `ToolExecutionOutput` with `type: "json"`.
#[wire(inline)]
pub struct JsonOutput {
    /// Any JSON value; the key must be present.
    #[cfg_attr(feature = "ts-rs", ts(type = "unknown"))]
    pub value: Value,
}

/// `SubmitExecutionResultRequest` with `status: "ok"`.
#[wire(inline)]
pub struct ExecutionSucceeded {
    /// The result.
    pub output: ToolExecutionOutput,
    /// Logs the executor captured.
    #[wire(optional)]
    pub logs: Option<Vec<String>>,
}

/// `SubmitExecutionResultRequest` with `status: "failed"`.
#[wire(inline)]
pub struct ExecutionFailed {
    /// Machine-readable cause (`timeout`, `oom`, `exception`, `orphaned` or executor-specific).
    pub reason: ExecutionFailureReason,
    /// What went wrong, for the agent and for people.
    pub error: String,
    /// Logs the executor captured.
    #[wire(optional)]
    pub logs: Option<Vec<String>>,
}

/// Answer to `POST {basePath}/executions/:executionId/result`.
#[wire]
pub struct SubmitExecutionResultResponse {
    /// False when the execution was already settled and this delivery changed nothing.
    pub applied: bool,
    /// The session the execution belongs to.
    pub session_id: String,
}
