//! Following a session's event log: gaps, repeats, and where to re-attach.
//!
//! A session's events carry `seq` 1, 2, 3, … with no holes. A client that
//! attaches with `afterSeq: n` gets every event with `seq > n` (first the
//! replay, then live events). [`SessionLog`] checks each event against the
//! last one it accepted and always knows the `afterSeq` to attach with next.

use crate::events::SessionEvent;
use crate::frames::AttachedFrame;

/// What one event means for the log, as judged by [`SessionLog::observe`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqStep {
    /// The next event (`seq` = last + 1): accepted.
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

/// Tracks the highest `seq` a client holds and judges incoming events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SessionLog {
    last_seq: i64,
}

impl SessionLog {
    /// A log that holds nothing yet (attach with `afterSeq: 0`).
    pub fn new() -> Self {
        Self::default()
    }

    /// A log that already holds every event up to `last_seq`.
    pub fn resume_after(last_seq: i64) -> Self {
        Self { last_seq }
    }

    /// The `afterSeq` to attach with: the highest `seq` held.
    pub fn after_seq(&self) -> i64 {
        self.last_seq
    }

    /// Checks an `attached` frame: the server replays after
    /// `replayingFrom`, which must not leave a hole after what is held.
    /// When the server starts later than asked, the events in between are
    /// lost to this client: the result is the gap.
    pub fn attached(&mut self, frame: &AttachedFrame) -> SeqStep {
        if frame.replaying_from > self.last_seq {
            SeqStep::Gap {
                expected: self.last_seq + 1,
                got: frame.replaying_from + 1,
            }
        } else {
            SeqStep::Next
        }
    }

    /// Judges one event and accepts it when it is the next one.
    pub fn observe(&mut self, event: &SessionEvent) -> SeqStep {
        self.observe_seq(event.seq)
    }

    /// [`Self::observe`] for a bare `seq`.
    pub fn observe_seq(&mut self, seq: i64) -> SeqStep {
        if seq <= self.last_seq {
            SeqStep::Repeat { seq }
        } else if seq == self.last_seq + 1 {
            self.last_seq = seq;
            SeqStep::Next
        } else {
            SeqStep::Gap {
                expected: self.last_seq + 1,
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
