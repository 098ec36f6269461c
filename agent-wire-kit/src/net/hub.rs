//! Fan-out of a server's events to its subscribers, with one policy for a
//! subscriber that does not keep up.
//!
//! Every subscriber has a queue of at most [`Policy::queue`] frames. When a
//! frame finds a queue full, the publisher waits for room up to
//! [`Policy::deadline`]; a subscriber still full then is closed with
//! [`Closed::Lagged`], after the frames already queued. Its connection ends
//! the stream in a way the client sees, and the client resumes from the last
//! position it received: every sequenced event it missed is still in the
//! [`EventLog`], which is the point of the log. Nothing is buffered without
//! bound and nothing is dropped silently; a live-only event a lagging
//! subscriber missed is gone, as the contracts allow for live-only events.
//!
//! A subscriber joins after a replay without a gap or a repeat:
//! [`Hub::publish_logged`] appends to the log and fans out under one lock,
//! and [`Hub::subscribe_after`] reads the log's tail and registers under the
//! same lock, so an event is either in the tail it returns or in the queue.
//! The bulk of a replay is read before that, without the lock
//! ([`EventLog::read_after`] in pieces), so a long replay never holds up
//! publishers.

use super::log::{Entry, EventLog, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::Duration;
use tokio::sync::{Mutex, mpsc};

/// One frame to deliver: an event as its encoded text, with what a
/// subscriber's filter looks at.
#[derive(Debug, Clone)]
pub struct Frame {
    /// The stream it belongs to (thread, session; `""` for a server's only stream).
    pub stream: Arc<str>,
    /// Its event type (`type` member), for topic filters.
    pub kind: Arc<str>,
    /// Its position in the stream's log; `None` for a live-only event.
    pub position: Option<Position>,
    /// The encoded event.
    pub text: Arc<str>,
}

/// How long a slow subscriber may hold up the publisher, and how much is
/// queued for it.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct Policy {
    /// Frames queued per subscriber.
    pub queue: usize,
    /// How long a publisher waits for room in a full queue before it closes
    /// that subscriber.
    pub deadline: Duration,
}

impl Default for Policy {
    /// 1,024 frames and 2 s: a consumer that reads at all keeps up; one that
    /// stalls for longer is closed and resumes from the log.
    fn default() -> Self {
        Self {
            queue: 1024,
            deadline: Duration::from_secs(2),
        }
    }
}

impl Policy {
    /// Sets [`queue`](Self::queue) (at least 1).
    pub fn queue(mut self, frames: usize) -> Self {
        self.queue = frames.max(1);
        self
    }

    /// Sets [`deadline`](Self::deadline).
    pub fn deadline(mut self, deadline: Duration) -> Self {
        self.deadline = deadline;
        self
    }
}

/// Why a subscription ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    /// Its queue stayed full past the deadline: resume from the last position received.
    Lagged,
    /// The server is shutting down.
    Shutdown,
}

impl std::fmt::Display for Closed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Closed::Lagged => "the subscriber fell behind; resume from the last position received",
            Closed::Shutdown => "the server is shutting down",
        })
    }
}

const OPEN: u8 = 0;
const LAGGED: u8 = 1;
const SHUTDOWN: u8 = 2;

type Filter = Box<dyn Fn(&Frame) -> bool + Send + Sync>;

struct Subscriber {
    tx: mpsc::Sender<Frame>,
    filter: Filter,
    state: Arc<AtomicU8>,
}

/// The fan-out point of a server: see the [module docs](self).
pub struct Hub {
    policy: Policy,
    subscribers: Mutex<Vec<Subscriber>>,
}

impl std::fmt::Debug for Hub {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub")
            .field("policy", &self.policy)
            .finish_non_exhaustive()
    }
}

/// A subscriber's end: frames in order, then why it ended.
#[derive(Debug)]
pub struct Subscription {
    rx: mpsc::Receiver<Frame>,
    state: Arc<AtomicU8>,
}

impl Subscription {
    /// The next frame, or why there are no more (after every queued frame).
    pub async fn next(&mut self) -> Result<Frame, Closed> {
        match self.rx.recv().await {
            Some(frame) => Ok(frame),
            None => Err(match self.state.load(Ordering::Acquire) {
                LAGGED => Closed::Lagged,
                _ => Closed::Shutdown,
            }),
        }
    }

    /// A frame already queued, without waiting (a writer drains these into
    /// one write).
    pub fn try_next(&mut self) -> Option<Frame> {
        self.rx.try_recv().ok()
    }
}

impl Hub {
    /// A hub with `policy`.
    pub fn new(policy: Policy) -> Self {
        Self {
            policy,
            subscribers: Mutex::new(Vec::new()),
        }
    }

    /// The number of subscribers.
    pub async fn subscribers(&self) -> usize {
        self.subscribers.lock().await.len()
    }

    /// Registers a subscriber that receives the frames `filter` selects from
    /// now on.
    pub async fn subscribe(
        &self,
        filter: impl Fn(&Frame) -> bool + Send + Sync + 'static,
    ) -> Subscription {
        let mut subscribers = self.subscribers.lock().await;
        self.register(&mut subscribers, Box::new(filter))
    }

    /// Reads what `stream` logged after `after` and registers a subscriber,
    /// under the publishers' lock: each logged event is in the returned tail
    /// or will be in the subscription, never in both nor in neither. Call it
    /// once a replay without the lock has come close to the end of the log.
    pub async fn subscribe_after(
        &self,
        log: &dyn EventLog,
        stream: &str,
        after: Position,
        filter: impl Fn(&Frame) -> bool + Send + Sync + 'static,
    ) -> std::io::Result<(Vec<Entry>, Subscription)> {
        let mut subscribers = self.subscribers.lock().await;
        let mut tail = Vec::new();
        log.read_after(stream, after, usize::MAX, &mut tail)?;
        Ok((tail, self.register(&mut subscribers, Box::new(filter))))
    }

    fn register(&self, subscribers: &mut Vec<Subscriber>, filter: Filter) -> Subscription {
        let (tx, rx) = mpsc::channel(self.policy.queue.max(1));
        let state = Arc::new(AtomicU8::new(OPEN));
        subscribers.retain(|s| !s.tx.is_closed());
        subscribers.push(Subscriber {
            tx,
            filter,
            state: state.clone(),
        });
        Subscription { rx, state }
    }

    /// Delivers a live-only frame to every subscriber that selects it.
    pub async fn publish(&self, frame: Frame) {
        let mut subscribers = self.subscribers.lock().await;
        self.fan_out(&mut subscribers, frame).await;
    }

    /// Appends an event to `stream` in `log` (`encode` writes it with its
    /// position) and delivers it, under one lock with
    /// [`subscribe_after`](Self::subscribe_after).
    pub async fn publish_logged(
        &self,
        log: &dyn EventLog,
        stream: &str,
        kind: &str,
        mut encode: impl FnMut(Position) -> String + Send,
    ) -> std::io::Result<Position> {
        let mut subscribers = self.subscribers.lock().await;
        let (position, text) = log.append(stream, &mut encode)?;
        let frame = Frame {
            stream: stream.into(),
            kind: kind.into(),
            position: Some(position),
            text,
        };
        self.fan_out(&mut subscribers, frame).await;
        Ok(position)
    }

    async fn fan_out(&self, subscribers: &mut Vec<Subscriber>, frame: Frame) {
        let mut lagged = Vec::new();
        for (i, s) in subscribers.iter().enumerate() {
            if !(s.filter)(&frame) {
                continue;
            }
            match s.tx.try_send(frame.clone()) {
                Ok(()) => {}
                Err(mpsc::error::TrySendError::Closed(_)) => lagged.push((i, OPEN)),
                Err(mpsc::error::TrySendError::Full(f)) => {
                    if tokio::time::timeout(self.policy.deadline, s.tx.send(f))
                        .await
                        .is_err()
                    {
                        lagged.push((i, LAGGED));
                    }
                }
            }
        }
        for (i, why) in lagged.into_iter().rev() {
            let s = subscribers.swap_remove(i);
            s.state.store(why, Ordering::Release);
        }
    }

    /// Ends every subscription with [`Closed::Shutdown`] (after the frames
    /// already queued) and refuses none later: new subscribers may still
    /// join, so a server decides itself when to stop accepting.
    pub async fn close_all(&self) {
        for s in self.subscribers.lock().await.drain(..) {
            s.state.store(SHUTDOWN, Ordering::Release);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::log::MemoryLog;
    use super::*;

    fn live(kind: &str) -> Frame {
        Frame {
            stream: "".into(),
            kind: kind.into(),
            position: None,
            text: format!("{{\"type\":\"{kind}\"}}").into(),
        }
    }

    #[tokio::test]
    async fn frames_arrive_in_order_filtered() {
        let hub = Hub::new(Policy::default());
        let mut all = hub.subscribe(|_| true).await;
        let mut only_b = hub.subscribe(|f| &*f.kind == "b").await;
        for k in ["a", "b", "a", "b"] {
            hub.publish(live(k)).await;
        }
        let kinds: Vec<_> = [(); 4]
            .iter()
            .map(|_| all.try_next().unwrap().kind.to_string())
            .collect();
        assert_eq!(kinds, ["a", "b", "a", "b"]);
        assert_eq!(&*only_b.next().await.unwrap().kind, "b");
        assert_eq!(&*only_b.next().await.unwrap().kind, "b");
        assert!(only_b.try_next().is_none());
    }

    #[tokio::test(start_paused = true)]
    async fn a_stalled_subscriber_is_closed_after_the_deadline_and_the_others_go_on() {
        let hub = Hub::new(
            Policy::default()
                .queue(4)
                .deadline(Duration::from_millis(100)),
        );
        let mut stalled = hub.subscribe(|_| true).await;
        let mut reader = hub.subscribe(|_| true).await;
        let log = MemoryLog::new(1000);
        let publisher = async {
            for _ in 0..20 {
                hub.publish_logged(&log, "", "e", |p| p.to_string())
                    .await
                    .unwrap();
            }
        };
        let reading = async {
            let mut got = Vec::new();
            while got.len() < 20 {
                got.push(reader.next().await.unwrap().position.unwrap());
            }
            got
        };
        let ((), got) = tokio::join!(publisher, reading);
        assert_eq!(got, (1..=20).collect::<Vec<_>>());
        // The stalled one gets what was queued before the deadline, then the reason.
        let mut queued = Vec::new();
        let why = loop {
            match stalled.next().await {
                Ok(f) => queued.push(f.position.unwrap()),
                Err(why) => break why,
            }
        };
        assert_eq!(why, Closed::Lagged);
        assert_eq!(queued, [1, 2, 3, 4]);
        assert_eq!(hub.subscribers().await, 1);
    }

    #[tokio::test]
    async fn joining_after_a_replay_neither_loses_nor_repeats() {
        let hub = Arc::new(Hub::new(Policy::default().queue(100_000)));
        let log = Arc::new(MemoryLog::new(100_000));
        let publisher = {
            let (hub, log) = (hub.clone(), log.clone());
            tokio::spawn(async move {
                for _ in 0..5_000 {
                    hub.publish_logged(&*log, "t", "e", |p| p.to_string())
                        .await
                        .unwrap();
                    tokio::task::yield_now().await;
                }
            })
        };
        // Replay without the lock while the publisher runs, then join.
        let mut seen = Vec::new();
        let mut batch = Vec::new();
        log.read_after("t", 0, 100, &mut batch).unwrap();
        seen.extend(batch.iter().map(|e| e.0));
        let after = seen.last().copied().unwrap_or(0);
        let (tail, mut sub) = hub
            .subscribe_after(&*log, "t", after, |_| true)
            .await
            .unwrap();
        seen.extend(tail.iter().map(|e| e.0));
        publisher.await.unwrap();
        while let Some(f) = sub.try_next() {
            seen.push(f.position.unwrap());
        }
        assert_eq!(seen, (1..=5_000).collect::<Vec<_>>());
    }

    #[tokio::test]
    async fn shutdown_ends_every_subscription_after_its_queue() {
        let hub = Hub::new(Policy::default());
        let mut sub = hub.subscribe(|_| true).await;
        hub.publish(live("a")).await;
        hub.close_all().await;
        assert_eq!(&*sub.next().await.unwrap().kind, "a");
        assert_eq!(sub.next().await.unwrap_err(), Closed::Shutdown);
    }
}
