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
//!     let frame: ServerFrame = workerdeck_protocol::decode(text).unwrap();
//!     assert_eq!(log.observe_frame(&frame), Some(SeqStep::Next));
//! }
//! assert_eq!(log.after_seq(), 4); // re-attach with afterSeq=4
//! ```
//!
//! # Positions
//!
//! The contract's `seq` is a JavaScript `number`, "monotonic per-session,
//! starting at 1". A JavaScript server counts exactly only up to
//! `Number.MAX_SAFE_INTEGER`, 2^53 − 1 ([`SessionLog::MAX_SEQ`]): past it
//! `seq + 1` rounds back to `seq`, so no server that follows the contract
//! sends a larger one (it would take 9·10^15 events). The log refuses a
//! `seq` or a `replayingFrom` beyond it, and a negative `replayingFrom`, as
//! [`SeqStep::OutOfRange`], and stays where it was: a hostile or broken
//! server cannot move it to a place from which no event could follow (at
//! `i64::MAX` every later event would be an old one). Every step's
//! arithmetic is checked, so no input makes it overflow.

use crate::events::SessionEvent;
use crate::frames::AttachedFrame;
use crate::server_frame::ServerFrame;

/// What one event means for the log, as judged by [`SessionLog::observe`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
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
    /// A position no server following the contract sends (see
    /// [Positions](self#positions)): a `seq` or `replayingFrom` above
    /// [`SessionLog::MAX_SEQ`], or a negative `replayingFrom`. It was not
    /// accepted and the log is unchanged.
    OutOfRange {
        /// The position as it arrived.
        seq: i64,
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
    /// The largest `seq` the log accepts: 2^53 − 1, JavaScript's
    /// `Number.MAX_SAFE_INTEGER`, the last integer a `number` counts
    /// exactly (see [Positions](self#positions)).
    pub const MAX_SEQ: i64 = (1 << 53) - 1;

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
    /// client: the result is the gap, and the log is unchanged. A
    /// `replayingFrom` outside `0..=MAX_SEQ` is [`SeqStep::OutOfRange`].
    pub fn attached(&mut self, frame: &AttachedFrame) -> SeqStep {
        let from = frame.replaying_from;
        let first = match from.checked_add(1) {
            Some(first) if (0..=Self::MAX_SEQ).contains(&from) => first,
            _ => return SeqStep::OutOfRange { seq: from },
        };
        match self.last_seq {
            None => {
                self.last_seq = Some(from);
                SeqStep::Next
            }
            Some(last) => match last.checked_add(1) {
                Some(expected) if from > last => SeqStep::Gap {
                    expected,
                    got: first,
                },
                _ => SeqStep::Next,
            },
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
            return SeqStep::Repeat { seq };
        }
        if seq > Self::MAX_SEQ {
            return SeqStep::OutOfRange { seq };
        }
        match last.checked_add(1) {
            Some(next) if seq == next => {
                self.last_seq = Some(seq);
                SeqStep::Next
            }
            Some(next) => SeqStep::Gap {
                expected: next,
                got: seq,
            },
            None => SeqStep::Repeat { seq },
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
        // Either fails only when `e.seq <= last` (`last` is `i64::MAX` or
        // `e.seq` is `i64::MIN`): a repeat.
        let (Some(next), Some(before)) = (last.checked_add(1), e.seq.checked_sub(1)) else {
            out.push(SeqAnomaly::Repeat { index, seq: e.seq });
            continue;
        };
        if e.seq <= last {
            out.push(SeqAnomaly::Repeat { index, seq: e.seq });
            continue;
        }
        if e.seq > next {
            out.push(SeqAnomaly::Gap {
                index,
                from: next,
                to: before,
            });
        }
        last = e.seq;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attached(replaying_from: i64) -> AttachedFrame {
        let text = format!(
            r#"{{"type":"attached","protocolVersion":6,"session":{{"id":"s","status":"idle","cwd":"/","createdAt":1,"lastSeq":{replaying_from},"pendingPermissionCount":0}},"replayingFrom":{replaying_from}}}"#
        );
        match crate::decode::<ServerFrame>(&text) {
            Ok(ServerFrame::Attached(a)) => *a,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn positions_past_the_largest_seq_are_refused_and_never_move_the_log() {
        for far in [SessionLog::MAX_SEQ + 1, i64::MAX] {
            let mut log = SessionLog::resume_after(1);
            assert_eq!(
                log.attached(&attached(far)),
                SeqStep::OutOfRange { seq: far }
            );
            assert_eq!(log.observe_seq(far), SeqStep::OutOfRange { seq: far });
            assert_eq!(log.after_seq(), 1);
            // The next event still follows.
            assert_eq!(log.observe_seq(2), SeqStep::Next);
            let mut fresh = SessionLog::new();
            assert_eq!(
                fresh.attached(&attached(far)),
                SeqStep::OutOfRange { seq: far }
            );
            assert_eq!(fresh.attached(&attached(0)), SeqStep::Next);
        }
        let mut log = SessionLog::resume_after(1);
        assert_eq!(log.attached(&attached(-1)), SeqStep::OutOfRange { seq: -1 });
    }

    #[test]
    fn the_largest_seq_is_a_position_like_any_other() {
        let max = SessionLog::MAX_SEQ;
        let mut log = SessionLog::resume_after(1);
        assert_eq!(
            log.attached(&attached(max)),
            SeqStep::Gap {
                expected: 2,
                got: max + 1
            }
        );
        let mut log = SessionLog::resume_after(max - 1);
        assert_eq!(log.observe_seq(max), SeqStep::Next);
        assert_eq!(log.observe_seq(max), SeqStep::Repeat { seq: max });
    }

    #[test]
    fn a_log_placed_at_the_ends_of_i64_never_overflows() {
        let mut log = SessionLog::resume_after(i64::MAX);
        assert_eq!(log.observe_seq(i64::MAX), SeqStep::Repeat { seq: i64::MAX });
        assert_eq!(log.attached(&attached(5)), SeqStep::Next);
        let mut log = SessionLog::resume_after(i64::MIN);
        assert_eq!(
            log.observe_seq(5),
            SeqStep::Gap {
                expected: i64::MIN + 1,
                got: 5
            }
        );
        let ends = [event(i64::MAX), event(i64::MIN)];
        assert_eq!(
            check_sequence(i64::MAX, &ends),
            [
                SeqAnomaly::Repeat {
                    index: 0,
                    seq: i64::MAX
                },
                SeqAnomaly::Repeat {
                    index: 1,
                    seq: i64::MIN
                }
            ]
        );
        assert_eq!(
            check_sequence(i64::MIN, &ends[..1]),
            [SeqAnomaly::Gap {
                index: 0,
                from: i64::MIN + 1,
                to: i64::MAX - 1
            }]
        );
    }

    fn event(seq: i64) -> SessionEvent {
        let text = format!(r#"{{"type":"status_changed","status":"idle","seq":{seq},"ts":1}}"#);
        crate::decode(&text).expect("an event")
    }
}
