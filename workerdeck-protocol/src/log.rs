//! Following a session's event log: gaps, repeats, and where to re-attach.
//!
//! A session's events carry `seq` 1, 2, 3, … with no holes. A client that
//! attaches with `afterSeq: n` gets an `attached` frame whose
//! `replayingFrom` is `n`, then every event with `seq > n` (first the
//! replay, then live events). [`SessionLog`] follows that handshake: feed it
//! every server frame with [`SessionLog::observe_frame`] (or `attached`
//! frames to [`SessionLog::attached`] and events to [`SessionLog::observe`]);
//! it checks each event against the last one it accepted and always knows
//! the `afterSeq` to attach with next.
//!
//! ```
//! use workerdeck_protocol::{SeqStep, ServerFrame, SessionLog};
//! let frames = [
//!     r#"{"type":"attached","protocolVersion":6,"session":{"id":"s","status":"idle","cwd":"/","createdAt":1,"lastSeq":5,"pendingPermissionCount":0},"replayingFrom":3}"#,
//!     r#"{"type":"event","event":{"type":"status_changed","status":"running","seq":4,"ts":1}}"#,
//! ];
//! // A client that attached with `afterSeq=3` and holds nothing before it.
//! let mut log = SessionLog::new();
//! for text in frames {
//!     let frame: ServerFrame = workerdeck_protocol::from_str("ServerFrame", text).unwrap();
//!     assert_eq!(log.observe_frame(&frame), Some(SeqStep::Next));
//! }
//! assert_eq!(log.after_seq(), 4); // re-attach with afterSeq=4
//! ```

use crate::events::SessionEvent;
use crate::frames::AttachedFrame;
use crate::server_frame::ServerFrame;

/// What one event means for the log, as judged by [`SessionLog::observe`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqStep {
    /// The next event (`seq` = last + 1), or an `attached` frame that
    /// leaves no hole: accepted.
    Next,
    /// Already seen (`seq` ≤ last): drop it, the log is unchanged.
    Repeat {
        /// The repeated `seq`.
        seq: i64,
    },
    /// Events are missing before this one: it was not accepted. Re-attach
    /// with `afterSeq` = [`SessionLog::after_seq`] to fetch them.
    Gap {
        /// First missing `seq`.
        expected: i64,
        /// The `seq` that arrived instead.
        got: i64,
    },
}

/// Tracks the highest `seq` a client holds and judges incoming frames.
///
/// A log made with [`new`](Self::new) holds nothing: the first `attached`
/// frame says where its events start, whatever `afterSeq` the client chose.
/// A log made with [`resume_after`](Self::resume_after) holds every event up
/// to a `seq`, and an `attached` frame replaying from later than that is a
/// gap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SessionLog {
    /// `None` until the log holds a position (an attach or `resume_after`).
    last_seq: Option<i64>,
}

impl SessionLog {
    /// A log that holds nothing yet: attach with any `afterSeq` (0 for the
    /// whole log) and feed it the `attached` frame.
    pub fn new() -> Self {
        Self::default()
    }

    /// A log that already holds every event up to `last_seq`: attach with
    /// `afterSeq` = `last_seq`.
    pub fn resume_after(last_seq: i64) -> Self {
        Self {
            last_seq: Some(last_seq),
        }
    }

    /// The `afterSeq` to attach with: the highest `seq` held (0 when none).
    pub fn after_seq(&self) -> i64 {
        self.last_seq.unwrap_or(0)
    }

    /// Follows an `attached` frame: the server replays the events after
    /// `replayingFrom`. A log holding nothing starts there. A log holding
    /// events up to `n` keeps its position when the replay starts at or
    /// before `n` (the events it already holds come back as repeats); when
    /// the server starts later, the events in between are lost to this
    /// client: the result is the gap, and the log is unchanged.
    pub fn attached(&mut self, frame: &AttachedFrame) -> SeqStep {
        let from = frame.replaying_from;
        match self.last_seq {
            None => {
                self.last_seq = Some(from);
                SeqStep::Next
            }
            Some(last) if from > last => SeqStep::Gap {
                expected: last + 1,
                got: from + 1,
            },
            Some(_) => SeqStep::Next,
        }
    }

    /// Judges one event and accepts it when it is the next one.
    pub fn observe(&mut self, event: &SessionEvent) -> SeqStep {
        self.observe_seq(event.seq)
    }

    /// Follows any server frame: `attached` as [`attached`](Self::attached),
    /// an `event` as [`observe`](Self::observe); `None` for the frames that
    /// carry no `seq`.
    pub fn observe_frame(&mut self, frame: &ServerFrame) -> Option<SeqStep> {
        match frame {
            ServerFrame::Attached(attached) => Some(self.attached(attached)),
            ServerFrame::Event(event) => Some(self.observe(&event.event)),
            _ => None,
        }
    }

    /// [`Self::observe`] for a bare `seq`.
    pub fn observe_seq(&mut self, seq: i64) -> SeqStep {
        let last = self.after_seq();
        if seq <= last {
            SeqStep::Repeat { seq }
        } else if seq == last + 1 {
            self.last_seq = Some(seq);
            SeqStep::Next
        } else {
            SeqStep::Gap {
                expected: last + 1,
                got: seq,
            }
        }
    }
}

/// Something wrong in a sequence of events, found by [`check_sequence`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqAnomaly {
    /// Events `from..=to` are missing before index `index`.
    Gap {
        /// Index (in the slice) of the first event after the hole.
        index: usize,
        /// First missing `seq`.
        from: i64,
        /// Last missing `seq`.
        to: i64,
    },
    /// The event at `index` repeats (or goes back to) an earlier `seq`.
    Repeat {
        /// Index of the repeated event in the slice.
        index: usize,
        /// Its `seq`.
        seq: i64,
    },
}

/// Checks a list of events that should follow `after_seq` without holes or
/// repeats (e.g. a replay received after attaching with that `afterSeq`).
/// Returns every anomaly, in order; empty means the list is exactly
/// `after_seq + 1 ..= after_seq + len`.
pub fn check_sequence<'a>(
    after_seq: i64,
    events: impl IntoIterator<Item = &'a SessionEvent>,
) -> Vec<SeqAnomaly> {
    let mut last = after_seq;
    let mut out = Vec::new();
    for (index, e) in events.into_iter().enumerate() {
        if e.seq <= last {
            out.push(SeqAnomaly::Repeat { index, seq: e.seq });
            continue;
        }
        if e.seq > last + 1 {
            out.push(SeqAnomaly::Gap {
                index,
                from: last + 1,
                to: e.seq - 1,
            });
        }
        last = e.seq;
    }
    out
}
