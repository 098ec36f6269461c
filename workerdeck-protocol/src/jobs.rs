//! The job queue: one-shot unattended runs over the session runner, and their
//! webhook deliveries.

use crate::mcp::McpServerConfigWire;
use crate::open::ReasoningEffort;
use crate::permissions::PermissionMode;
use crate::permissions::{PermissionRequest, QuestionBehavior};
use crate::profiles::SessionCapability;
use crate::secret_map::SecretMap;
use crate::sessions::SettingSource;
// The session request fields are declared once in `sessions.rs`; their docs link to `SessionInfo`.
#[cfg(doc)]
use crate::sessions::SessionInfo;
use serde_json::Value;
use std::collections::BTreeMap;
use wire_kit::wire_camel as wire;

wire_kit::string_enum! {
    /// Where a job is. Closed set.
    #[string_enum(documented)]
    pub enum JobStatus {
        /// Accepted, waiting for a concurrency slot (or the daily token budget).
        Queued = "queued",
        /// A session is running the prompt.
        Running = "running",
        /// Waiting on a deferred tool execution. Not terminal, holds no slot; goes back to `running` when the result arrives, or fails through the execution watchdog.
        Parked = "parked",
        /// Finished; `result` is set. Terminal.
        Succeeded = "succeeded",
        /// Failed; `result` and `error` are set. Terminal.
        Failed = "failed",
        /// Canceled by a client before or during the run. Terminal.
        Canceled = "canceled",
    }
}

impl JobStatus {
    /// Whether the job can never change status again.
    pub const fn is_terminal(self) -> bool {
        matches!(self, Self::Succeeded | Self::Failed | Self::Canceled)
    }
}

wire_kit::string_enum! {
    /// How much a job webhook receives (`WebhookConfig.progress`).
    #[string_enum(documented)]
    pub enum WebhookProgress {
        /// Also `job_progress` per assistant message and permission request. The default.
        Messages = "messages",
        /// Only `job_started` and `job_completed`.
        Completion = "completion",
    }
}

/// Where a job's deliveries are POSTed (JSON body: [`JobEvent`]).
#[wire]
pub struct WebhookConfig {
    /// Endpoint.
    pub url: String,
    /// Headers sent with every delivery (auth tokens, …).
    #[wire(optional)]
    pub headers: Option<SecretMap>,
    /// Delivery granularity. Default `messages`.
    #[wire(optional)]
    pub progress: Option<WebhookProgress>,
}

crate::sessions::session_request! {
    /// `CreateJobRequest.session`: a [`CreateSessionRequest`](crate::CreateSessionRequest)
    /// whose `prompt` is required (it is the job's task). `resume` and
    /// `forkSession` are not supported for queued jobs: the server refuses them.
    pub struct JobSessionRequest {
        /// The task. Required.
        pub prompt: String,
    }
}

/// Body of `POST {basePath}/jobs`: schedule a one-shot run. The session runs `session.prompt` unattended and the job completes with that run's result.
#[wire]
pub struct CreateJobRequest {
    /// The session to run; `prompt` is required.
    pub session: JobSessionRequest,
    /// Where to POST progress and completion.
    #[wire(optional)]
    pub webhook: Option<WebhookConfig>,
    /// Token cap; the effective cap is the smaller of this and the server's `sessionTokenLimit`.
    #[wire(optional)]
    pub max_tokens: Option<i64>,
    /// Wall-clock cap, ms; the effective cap is the smaller of this and the server's `maxJobDurationMs`.
    #[wire(optional)]
    pub max_duration_ms: Option<i64>,
    /// Total attempts: a failed (not canceled) run is re-queued until this many were made. Default 1.
    #[wire(optional)]
    pub attempts: Option<i64>,
    /// Delay before the first retry, doubled each time. Default 5000.
    #[wire(optional)]
    pub retry_delay_ms: Option<i64>,
    /// Host data echoed on [`JobInfo`].
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "BTreeMap<String, Value>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional, type = "Record<string, unknown>"))]
    pub meta: Option<BTreeMap<String, Value>>,
}

/// Resources a job's run used so far. `tokens` counts input, output, cache-creation and cache-read tokens over all turns.
#[wire]
pub struct JobUsage {
    /// Tokens used.
    pub tokens: i64,
    /// Cost in US dollars.
    #[serde(serialize_with = "crate::num::js")]
    pub total_cost_usd: f64,
    /// Turns taken.
    pub num_turns: i64,
}

/// How a job's run ended (mirrors the final `turn_result`).
#[wire]
pub struct JobResult {
    /// The final turn's subtype, as a string.
    pub subtype: String,
    /// Whether it ended in error.
    pub is_error: bool,
    /// Final text (success only).
    #[wire(optional)]
    pub result: Option<String>,
    /// Error messages.
    #[wire(optional)]
    pub errors: Option<Vec<String>>,
    /// Duration, ms.
    pub duration_ms: i64,
}

/// A job, as the server reports it.
#[wire]
pub struct JobInfo {
    /// Job id.
    pub id: String,
    /// Current status.
    pub status: JobStatus,
    /// Directory the run uses.
    pub cwd: String,
    /// Profile the run uses (the resolved name, also when implied).
    #[wire(optional)]
    pub profile: Option<String>,
    /// The task.
    pub prompt: String,
    /// Server session id once started; attach to it to watch the run.
    #[wire(optional)]
    pub session_id: Option<String>,
    /// The engine's session id.
    #[wire(optional)]
    pub sdk_session_id: Option<String>,
    /// Creation time, epoch ms.
    pub created_at: i64,
    /// Start time, epoch ms.
    #[wire(optional)]
    pub started_at: Option<i64>,
    /// End time, epoch ms.
    #[wire(optional)]
    pub finished_at: Option<i64>,
    /// Which attempt (1-based) this snapshot reflects.
    #[wire(optional)]
    pub attempt: Option<i64>,
    /// Attempts configured (`CreateJobRequest.attempts`).
    #[wire(optional)]
    pub max_attempts: Option<i64>,
    /// For a job waiting to retry: earliest start of the next attempt, epoch ms.
    #[wire(optional)]
    pub next_run_at: Option<i64>,
    /// While `parked`: when the run parked, epoch ms. Cleared on resume.
    #[wire(optional)]
    pub parked_at: Option<i64>,
    /// While `parked`: the execution it waits on, the id to POST a result to. Cleared on resume.
    #[wire(optional)]
    pub parked_execution_id: Option<String>,
    /// Usage over all attempts.
    pub usage: JobUsage,
    /// How the run ended.
    #[wire(optional)]
    pub result: Option<JobResult>,
    /// Why it failed or was canceled (for a queued retry: the previous attempt's error).
    #[wire(optional)]
    pub error: Option<String>,
    /// Host data from the request.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "BTreeMap<String, Value>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional, type = "Record<string, unknown>"))]
    pub meta: Option<BTreeMap<String, Value>>,
}

wire_kit::string_enum! {
    /// What a `job_progress` delivery reports.
    #[string_enum(documented)]
    pub enum JobProgressKind {
        /// The model wrote text.
        AssistantText = "assistant_text",
        /// The model called a tool.
        ToolUse = "tool_use",
        /// A permission request is waiting.
        PermissionRequested = "permission_requested",
        /// A permission request was settled.
        PermissionResolved = "permission_resolved",
    }
}

/// Latest activity of a running job, carried on `job_progress` deliveries.
#[wire]
pub struct JobProgress {
    /// What happened.
    pub kind: JobProgressKind,
    /// Short preview (message excerpt, tool name, permission title).
    #[wire(optional)]
    pub preview: Option<String>,
    /// `permission_requested` only: the whole request (AskUserQuestion input included), answerable through `POST /sessions/:sessionId/permissions/:requestId`.
    #[wire(optional)]
    pub request: Option<PermissionRequest>,
}

crate::dispatch::tagged_union! {
    /// A job webhook delivery, also the queue's local event. `job_submitted`
    /// only reaches local observers and the queue WebSocket (the submitter has
    /// the POST answer), so webhooks start at `job_started`. `job_completed` is
    /// always the last.
    pub enum JobEvent ("type") {
        /// The job was accepted.
        JobSubmitted(JobLifecycleEvent) = "job_submitted",
        /// The run started.
        JobStarted(JobLifecycleEvent) = "job_started",
        /// Activity during the run.
        JobProgress(JobProgressEvent) = "job_progress",
        /// The run parked on a deferred execution. The work itself went to the
        /// executor's own dispatch hook, not over this channel.
        JobParked(JobExecutionEvent) = "job_parked",
        /// A parked run resumed because its execution result arrived.
        JobResumed(JobExecutionEvent) = "job_resumed",
        /// A failed run was re-queued (`job.nextRunAt` says when).
        JobRetrying(JobLifecycleEvent) = "job_retrying",
        /// The job finished (terminal).
        JobCompleted(JobLifecycleEvent) = "job_completed",
    }
}

impl JobEvent {
    /// The job snapshot every delivery carries.
    pub fn job(&self) -> &JobInfo {
        match self {
            Self::JobSubmitted(e)
            | Self::JobStarted(e)
            | Self::JobRetrying(e)
            | Self::JobCompleted(e) => &e.job,
            Self::JobProgress(e) => &e.job,
            Self::JobParked(e) | Self::JobResumed(e) => &e.job,
        }
    }

    /// When the delivery was made, epoch ms.
    pub fn ts(&self) -> i64 {
        match self {
            Self::JobSubmitted(e)
            | Self::JobStarted(e)
            | Self::JobRetrying(e)
            | Self::JobCompleted(e) => e.ts,
            Self::JobProgress(e) => e.ts,
            Self::JobParked(e) | Self::JobResumed(e) => e.ts,
        }
    }
}

/// A [`JobEvent`] with only the job snapshot (`job_submitted`, `job_started`, `job_retrying`, `job_completed`).
#[wire(inline)]
pub struct JobLifecycleEvent {
    /// The job.
    pub job: JobInfo,
    /// Epoch ms.
    pub ts: i64,
}

/// `job_progress`.
#[wire(inline)]
pub struct JobProgressEvent {
    /// The job.
    pub job: JobInfo,
    /// The activity.
    pub progress: JobProgress,
    /// Epoch ms.
    pub ts: i64,
}

/// `job_parked` / `job_resumed`.
#[wire(inline)]
pub struct JobExecutionEvent {
    /// The job.
    pub job: JobInfo,
    /// The execution the run waits on (the id to POST a result to) or that resumed it.
    pub execution_id: String,
    /// Epoch ms.
    pub ts: i64,
}

/// Answer to `POST {basePath}/jobs`.
#[wire]
pub struct CreateJobResponse {
    /// The new job.
    pub job: JobInfo,
}

/// Answer to `GET {basePath}/jobs/:id`.
#[wire]
pub struct GetJobResponse {
    /// The job.
    pub job: JobInfo,
}

/// Answer to `GET {basePath}/jobs`.
#[wire]
pub struct ListJobsResponse {
    /// The jobs.
    pub jobs: Vec<JobInfo>,
}
