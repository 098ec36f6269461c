//! Queue statistics and the queue WebSocket (`{basePath}/queue/ws`).

use crate::jobs::JobEvent;
use wire_kit::wire_camel as wire;

/// Counters of the job queue.
#[wire]
pub struct QueueStats {
    /// Concurrency slots.
    pub max_concurrency: i64,
    /// Jobs running.
    pub running: i64,
    /// Jobs waiting for a slot.
    pub queued: i64,
    /// Jobs waiting on a deferred execution; they hold no slot and their time budget is stopped.
    pub parked: i64,
    /// Per-session token cap.
    #[wire(optional)]
    pub session_token_limit: Option<i64>,
    /// Daily token budget.
    #[wire(optional)]
    pub daily_token_limit: Option<i64>,
    /// Tokens used by queue jobs in the current UTC day.
    pub daily_tokens_used: i64,
    /// True when the daily budget is spent and queued jobs are held.
    pub paused: bool,
}

crate::dispatch::tagged_union! {
    /// Frames of the queue WebSocket (`{basePath}/queue/ws`). One-way, server to
    /// client: every job's lifecycle as it happens, and fresh stats after each
    /// change. Clients send nothing; job changes go through REST.
    pub enum QueueServerFrame ("type") {
        /// First frame after connecting.
        QueueAttached(QueueAttachedFrame) = "queue_attached",
        /// A job event.
        JobEvent(JobEventFrame) = "job_event",
        /// Fresh counters.
        QueueStats(QueueStatsFrame) = "queue_stats",
    }
}

/// `queue_attached` frame.
#[wire(inline)]
pub struct QueueAttachedFrame {
    /// The server's [`PROTOCOL_VERSION`](crate::PROTOCOL_VERSION).
    pub protocol_version: i64,
    /// Current counters.
    pub stats: QueueStats,
}

/// `job_event` frame.
#[wire(inline)]
pub struct JobEventFrame {
    /// The event.
    pub event: JobEvent,
}

/// `queue_stats` frame.
#[wire(inline)]
pub struct QueueStatsFrame {
    /// Current counters.
    pub stats: QueueStats,
}

/// Answer to `GET {basePath}/queue/stats`.
#[wire]
pub struct QueueStatsResponse {
    /// Current counters.
    pub stats: QueueStats,
}
