//! The event log a server replays from: each stream (a Coderook thread, a
//! WorkerDeck session, Orion's one event stream) numbers its sequenced events
//! 1, 2, 3 … and keeps the most recent of them, so a client that reconnects
//! with the last position it saw gets exactly the events after it.
//!
//! The log holds events as their encoded text, written by the caller with
//! the position the log gives ([`EventLog::append`]), because the position is
//! part of the event on every wire (`ledger_seq`, `cursor`, `seq`). Live-only
//! events never enter a log.
//!
//! [`MemoryLog`] keeps a bounded number of events per stream in memory;
//! [`FileLog`](super::store::FileLog) (feature `store`) keeps them on disk,
//! so a restarted server goes on numbering where it stopped and its clients
//! resume without a loss or a repeat.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

/// A place in a stream: the first event is at 1; 0 stands for "before the
/// first event", the position a new client resumes after.
pub type Position = i64;

/// The positions a stream still holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retained {
    /// The oldest position still held (`last + 1` when none is).
    pub first: Position,
    /// The newest position ever given (0 before the first append).
    pub last: Position,
}

impl Retained {
    /// Whether a client that saw everything up to `after` can be served from
    /// the log without a gap: nothing it has not seen was dropped.
    pub fn covers(&self, after: Position) -> bool {
        after >= self.first - 1
    }
}

/// One logged event: its position and its encoded text.
pub type Entry = (Position, Arc<str>);

/// Where a server keeps its sequenced events. Every method is cheap enough to
/// call under a server's fan-out lock: appends are what give positions, so
/// they must be serialized with delivery to keep replay and live in order.
pub trait EventLog: Send + Sync + 'static {
    /// Gives the next position of `stream` to `encode`, which writes the
    /// event with it, and keeps the result. Positions never repeat, also
    /// across restarts of a persistent log.
    fn append(
        &self,
        stream: &str,
        encode: &mut dyn FnMut(Position) -> String,
    ) -> std::io::Result<Entry>;

    /// Up to `max` events of `stream` after `after`, oldest first, appended
    /// to `out`. Events older than [`retained`](Self::retained)`.first` are
    /// gone: the caller checks [`Retained::covers`] first.
    fn read_after(
        &self,
        stream: &str,
        after: Position,
        max: usize,
        out: &mut Vec<Entry>,
    ) -> std::io::Result<()>;

    /// The positions `stream` still holds.
    fn retained(&self, stream: &str) -> Retained;

    /// The streams that hold at least one event, in no particular order.
    fn streams(&self) -> Vec<String>;
}

/// An in-memory log keeping the newest `capacity` events of each stream.
#[derive(Debug)]
pub struct MemoryLog {
    capacity: usize,
    streams: Mutex<HashMap<String, Stream>>,
}

#[derive(Debug, Default)]
struct Stream {
    /// Position of `events[0]`.
    first: Position,
    events: VecDeque<Arc<str>>,
}

impl Stream {
    fn last(&self) -> Position {
        self.first + self.events.len() as Position - 1
    }
}

impl MemoryLog {
    /// A log keeping the newest `capacity` events of each stream (at least one).
    pub fn new(capacity: usize) -> Self {
        Self {
            capacity: capacity.max(1),
            streams: Mutex::new(HashMap::new()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Stream>> {
        self.streams.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Default for MemoryLog {
    /// 100,000 events per stream.
    fn default() -> Self {
        Self::new(100_000)
    }
}

impl EventLog for MemoryLog {
    fn append(
        &self,
        stream: &str,
        encode: &mut dyn FnMut(Position) -> String,
    ) -> std::io::Result<Entry> {
        let mut streams = self.lock();
        let s = streams.entry(stream.to_owned()).or_insert_with(|| Stream {
            first: 1,
            events: VecDeque::new(),
        });
        let position = s
            .last()
            .checked_add(1)
            .ok_or_else(|| std::io::Error::other("the stream has used every position"))?;
        let text: Arc<str> = encode(position).into();
        if s.events.len() == self.capacity {
            s.events.pop_front();
            s.first += 1;
        }
        s.events.push_back(text.clone());
        Ok((position, text))
    }

    fn read_after(
        &self,
        stream: &str,
        after: Position,
        max: usize,
        out: &mut Vec<Entry>,
    ) -> std::io::Result<()> {
        let streams = self.lock();
        let Some(s) = streams.get(stream) else {
            return Ok(());
        };
        let skip = usize::try_from(after.saturating_add(1).saturating_sub(s.first)).unwrap_or(0);
        out.extend(
            s.events
                .iter()
                .enumerate()
                .skip(skip)
                .take(max)
                .map(|(i, e)| (s.first + i as Position, e.clone())),
        );
        Ok(())
    }

    fn retained(&self, stream: &str) -> Retained {
        match self.lock().get(stream) {
            Some(s) => Retained {
                first: s.first,
                last: s.last(),
            },
            None => Retained { first: 1, last: 0 },
        }
    }

    fn streams(&self) -> Vec<String> {
        self.lock().keys().cloned().collect()
    }
}

/// Conformance checks every [`EventLog`] must pass; the persistent store
/// runs them too.
#[cfg(test)]
pub(crate) fn check_log(log: &dyn EventLog) {
    let mut enc = |p: Position| format!("{{\"seq\":{p}}}");
    assert_eq!(log.retained("a"), Retained { first: 1, last: 0 });
    assert!(log.retained("a").covers(0));
    for want in 1..=5 {
        assert_eq!(log.append("a", &mut enc).unwrap().0, want);
    }
    assert_eq!(
        log.append("b", &mut enc).unwrap().0,
        1,
        "streams number apart"
    );
    let mut out = Vec::new();
    log.read_after("a", 2, 2, &mut out).unwrap();
    let got: Vec<_> = out.iter().map(|(p, t)| (*p, t.to_string())).collect();
    assert_eq!(
        got,
        vec![(3, "{\"seq\":3}".to_owned()), (4, "{\"seq\":4}".to_owned())]
    );
    out.clear();
    log.read_after("a", 5, 10, &mut out).unwrap();
    assert!(out.is_empty());
    log.read_after("nothing", 0, 10, &mut out).unwrap();
    assert!(out.is_empty());
    let mut streams = log.streams();
    streams.sort();
    assert_eq!(streams, ["a", "b"]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_log_numbers_reads_and_bounds_each_stream() {
        check_log(&MemoryLog::new(100));
        let log = MemoryLog::new(3);
        for _ in 0..10 {
            log.append("s", &mut |p| p.to_string()).unwrap();
        }
        let r = log.retained("s");
        assert_eq!(r, Retained { first: 8, last: 10 });
        assert!(r.covers(7) && r.covers(10) && !r.covers(6));
        let mut out = Vec::new();
        log.read_after("s", 0, 10, &mut out).unwrap();
        assert_eq!(out.iter().map(|e| e.0).collect::<Vec<_>>(), [8, 9, 10]);
    }

    #[test]
    fn reading_after_any_position_never_overflows() {
        let log = MemoryLog::new(4);
        log.append("s", &mut |p| p.to_string()).unwrap();
        let mut out = Vec::new();
        for after in [i64::MIN, -1, i64::MAX - 1, i64::MAX] {
            log.read_after("s", after, usize::MAX, &mut out).unwrap();
        }
        assert_eq!(
            out.len(),
            2,
            "MIN and -1 read from the start; near MAX reads nothing"
        );
    }
}
