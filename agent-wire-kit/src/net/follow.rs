//! [`Following`]: the one reconnecting loop under every following stream of
//! the three crates (Orion's `GET /events`, Coderook's `event.subscribe`,
//! WorkerDeck's session and queue sockets).
//!
//! A protocol says how to open a connection that resumes where its
//! consumer stands and how to judge what a connection brings (a
//! [`Source`]); the loop around it is the same for all three, so a fix to it
//! lands once:
//!
//! - **Delays.** Before every attempt but the first, the next delay of the
//!   stream's [`Backoff`]. The delays grow until the source reports
//!   progress ([`Batch::progress`]: something new reached the consumer), not
//!   merely a connection that was answered, so a server that accepts and
//!   closes at once sees the delays grow. A server's requested delay (SSE
//!   `retry:`, [`Batch::at_least`]) is a floor held within the backoff's
//!   bounds.
//! - **Giving up.** An attempt that fails is [`Failed::fatal`] (trying again
//!   cannot help: the stream ends with its item) or counted; after
//!   `give_up_after` failed attempts in a row the stream ends with the last
//!   one's item. An attempt that connects starts the count again.
//! - **Counting.** [`Following::connections`] and
//!   [`Following::reconnects`], on every stream of the three crates.
//! - **Judged as taken.** Every complete frame a read brought is judged
//!   before the socket is awaited again, one at a time as the consumer
//!   takes items ([`Source::next`]): a frame is decoded, handed out and
//!   dropped before the next is decoded, as a codec alone would, so a
//!   large read never holds hundreds of decoded values at once (the
//!   allocator's cost of that was most of a client's work above decode).
//! - **Positions move on delivery.** Each item comes with the position it
//!   leaves; [`Following::position`] moves as the consumer takes it, so a
//!   position kept from it never skips an item still queued.
//! - **Bounded memory.** The loop reads only when the consumer polls and
//!   nothing is left to judge: what waits is one read's bytes, and the
//!   items of at most one frame ([`Following::queued`]); a consumer that
//!   stops polling leaves the bytes in the kernel, and TCP makes the server
//!   wait.

use super::Backoff;
use futures_core::Stream;
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;

/// A protocol's half of a [`Following`] stream: how to open a connection
/// that resumes where the consumer stands, and how to judge what one
/// brings. It keeps its own position tracker (the sans-IO part).
pub trait Source: Send + 'static {
    /// One open connection.
    type Conn: Send;
    /// What the stream hands out (`Result<Received<E>, Error>`).
    type Item: Send + Unpin + 'static;

    /// Opens a connection that resumes after the last item judged
    /// (handshake and subscription included).
    fn open(&mut self) -> impl Future<Output = Result<Self::Conn, Failed<Self::Item>>> + Send;

    /// Waits for what `conn` brings next. The loop calls it only when
    /// [`next`](Self::next) found nothing left to judge. A source whose
    /// judging awaits (a frame answered on the same socket) judges here into
    /// `out`; the others keep the bytes for `next`. Dropping this future
    /// must lose nothing that was not pushed or kept (the stream's consumer
    /// may drop a `next()` future).
    fn read(
        &mut self,
        conn: &mut Self::Conn,
        out: &mut Batch<Self::Item>,
    ) -> impl Future<Output = Read> + Send;

    /// Judges the next complete frame `conn` holds already, without
    /// waiting, into `out` (an item, or nothing for a frame the consumer
    /// does not see). `None` when it holds none: the loop reads again.
    ///
    /// The default holds nothing, for a source that judges in
    /// [`read`](Self::read).
    fn next(&mut self, conn: &mut Self::Conn, out: &mut Batch<Self::Item>) -> Option<Read> {
        let _ = (conn, out);
        None
    }
}

/// What a [`Source::read`] left its connection in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Read {
    /// Open: read again.
    Open,
    /// Gone (closed, broken, silent too long, or dropped to resume
    /// elsewhere): connect again after the next delay.
    Closed,
    /// The stream is over (the server refused it, or closed what it
    /// followed): no more items after these.
    End,
}

/// A failed [`Source::open`], with the item that says why.
#[derive(Debug)]
pub struct Failed<T> {
    item: T,
    fatal: bool,
    quiet: bool,
}

impl<T> Failed<T> {
    /// Trying again cannot help (a refused token, a refused subscription):
    /// the stream ends with `item`.
    pub fn fatal(item: T) -> Self {
        Self {
            item,
            fatal: true,
            quiet: false,
        }
    }

    /// This attempt failed: `item` is handed out, and the stream tries
    /// again after the next delay (or ends after it, when it was the last
    /// attempt allowed).
    pub fn retry(item: T) -> Self {
        Self {
            item,
            fatal: false,
            quiet: false,
        }
    }

    /// As [`retry`](Self::retry), but `item` is handed out only if the
    /// stream gives up on it: a stream that resumes on its own across a
    /// server restart says nothing about the attempts in between.
    pub fn quiet(item: T) -> Self {
        Self {
            item,
            fatal: false,
            quiet: true,
        }
    }
}

/// The items judged and not yet handed out, each with the position it
/// leaves (`None`: the position does not move).
#[derive(Debug)]
pub struct Batch<T> {
    items: VecDeque<(T, Option<i64>)>,
    progress: bool,
    floor: Option<Duration>,
}

impl<T> Batch<T> {
    fn new() -> Self {
        Self {
            items: VecDeque::new(),
            progress: false,
            floor: None,
        }
    }

    /// Queues `item`, leaving the resume position at `position`.
    pub fn push(&mut self, item: T, position: Option<i64>) {
        self.items.push_back((item, position));
    }

    /// Something new reached the consumer: the delays start again from the
    /// first.
    pub fn progress(&mut self) {
        self.progress = true;
    }

    /// The server asked for at least `delay` before the next attempt (SSE
    /// `retry:`); held within the backoff's bounds
    /// ([`Backoff::at_least`]).
    pub fn at_least(&mut self, delay: Duration) {
        self.floor = Some(delay);
    }

    /// How many items are queued.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether no item is queued.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// How a [`Following`] stream starts.
#[derive(Debug)]
#[non_exhaustive]
pub struct Start<C> {
    /// The delays between attempts.
    pub backoff: Backoff,
    /// End after this many failed attempts in a row (`None`: never).
    pub give_up_after: Option<usize>,
    /// The position the stream resumes after until an item moves it.
    pub position: i64,
    /// A connection opened already (the first attempt, made by the caller
    /// so that its failure is the caller's error).
    pub connected: Option<C>,
}

impl<C> Start<C> {
    /// Starts at `position` with `backoff`, never giving up, not connected.
    pub fn new(backoff: Backoff, position: i64) -> Self {
        Self {
            backoff,
            give_up_after: None,
            position,
            connected: None,
        }
    }

    /// Sets [`give_up_after`](Self::give_up_after).
    pub fn give_up_after(mut self, attempts: Option<usize>) -> Self {
        self.give_up_after = attempts;
        self
    }

    /// Sets [`connected`](Self::connected).
    pub fn connected(mut self, conn: C) -> Self {
        self.connected = Some(conn);
        self
    }
}

#[derive(Debug, Default)]
struct Status {
    connections: AtomicUsize,
    position: AtomicI64,
}

/// A stream that follows a server across disconnects: see the [module
/// docs](self). Ends only after an item the stream cannot get past.
pub struct Following<T> {
    inner: Box<dyn Drive<T>>,
    status: Arc<Status>,
}

impl<T> std::fmt::Debug for Following<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Following")
            .field("connections", &self.connections())
            .field("position", &self.position())
            .field("queued", &self.queued())
            .finish()
    }
}

impl<T: Send + Unpin + 'static> Following<T> {
    /// Follows `source`, connecting when first polled (unless
    /// `start.connected`).
    pub fn new<S: Source<Item = T>>(source: S, start: Start<S::Conn>) -> Self {
        let status = Arc::new(Status::default());
        status.position.store(start.position, Ordering::SeqCst);
        let connected = start.connected.is_some();
        status
            .connections
            .store(usize::from(connected), Ordering::SeqCst);
        let driver = Driver {
            source,
            conn: start.connected,
            out: Batch::new(),
            backoff: start.backoff,
            give_up_after: start.give_up_after,
            floor: None,
            attempted: connected,
            failures: 0,
            ended: false,
            status: status.clone(),
        };
        Self {
            inner: Box::new(Driving {
                home: Some(driver),
                away: None,
            }),
            status,
        }
    }
}

impl<T> Following<T> {
    /// How many connections the stream has made.
    pub fn connections(&self) -> usize {
        self.status.connections.load(Ordering::SeqCst)
    }

    /// How many of them were reconnections.
    pub fn reconnects(&self) -> usize {
        self.connections().saturating_sub(1)
    }

    /// Where a reconnection resumes: the position the last item handed out
    /// left (or the one the stream started at). Keep it to resume in
    /// another process.
    pub fn position(&self) -> i64 {
        self.status.position.load(Ordering::SeqCst)
    }

    /// Items judged and not yet handed out: those of one frame, or of one
    /// read for a source that judges as it reads.
    pub fn queued(&self) -> usize {
        self.inner.queued()
    }
}

impl<T: Unpin> Stream for Following<T> {
    type Item = T;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<T>> {
        let Poll::Ready(next) = self.inner.poll_item(cx) else {
            return Poll::Pending;
        };
        Poll::Ready(next.map(|(item, position)| {
            if let Some(p) = position {
                self.status.position.store(p, Ordering::Relaxed);
            }
            item
        }))
    }
}

struct Driver<S: Source> {
    source: S,
    conn: Option<S::Conn>,
    out: Batch<S::Item>,
    backoff: Backoff,
    give_up_after: Option<usize>,
    /// The server's last requested delay: a floor for every later one.
    floor: Option<Duration>,
    attempted: bool,
    /// Failed attempts since the last one that connected.
    failures: usize,
    ended: bool,
    status: Arc<Status>,
}

impl<S: Source> Driver<S> {
    /// The step that awaits: an attempt to connect, or a read.
    async fn step(&mut self) {
        match self.conn.as_mut() {
            None => {
                if let Some(failed) = self.connect().await {
                    self.out.push(failed, None);
                }
            }
            Some(conn) => {
                let read = self.source.read(conn, &mut self.out).await;
                self.settle(read);
            }
        }
    }

    /// Takes in what a read or a judged frame left.
    fn settle(&mut self, read: Read) {
        match read {
            Read::Open => {}
            Read::Closed => self.conn = None,
            Read::End => {
                self.conn = None;
                self.ended = true;
            }
        }
        if std::mem::take(&mut self.out.progress) {
            self.backoff.reset();
        }
        if let Some(floor) = self.out.floor.take() {
            self.floor = Some(floor);
        }
    }

    /// One attempt, after the next delay unless it is the first; the item
    /// to hand out when it failed and is to be reported.
    async fn connect(&mut self) -> Option<S::Item> {
        if self.attempted {
            if let Some(floor) = self.floor {
                self.backoff.at_least(floor);
            }
            tokio::time::sleep(self.backoff.next_delay()).await;
        }
        self.attempted = true;
        match self.source.open().await {
            Ok(conn) => {
                self.conn = Some(conn);
                self.failures = 0;
                self.status.connections.fetch_add(1, Ordering::SeqCst);
                None
            }
            Err(failed) => {
                self.failures += 1;
                let gave_up = self.give_up_after.is_some_and(|n| self.failures >= n);
                self.ended = failed.fatal || gave_up;
                (self.ended || !failed.quiet).then_some(failed.item)
            }
        }
    }
}

/// A [`Following`]'s loop with its source's type erased.
trait Drive<T>: Send {
    fn poll_item(&mut self, cx: &mut Context<'_>) -> Poll<Option<(T, Option<i64>)>>;
    fn queued(&self) -> usize;
}

/// The driver at home (judging what its connection holds, synchronously)
/// or away in the step that awaits, which owns it until it is done.
struct Driving<S: Source> {
    home: Option<Driver<S>>,
    away: Option<Pin<Box<Away<S>>>>,
}

type Away<S> = dyn Future<Output = Driver<S>> + Send + 'static;

impl<S: Source> Drive<S::Item> for Driving<S> {
    fn poll_item(&mut self, cx: &mut Context<'_>) -> Poll<Option<(S::Item, Option<i64>)>> {
        loop {
            if let Some(away) = self.away.as_mut() {
                let Poll::Ready(driver) = away.as_mut().poll(cx) else {
                    return Poll::Pending;
                };
                self.away = None;
                self.home = Some(driver);
            }
            let Some(driver) = self.home.as_mut() else {
                return Poll::Ready(None);
            };
            if let Some(item) = driver.out.items.pop_front() {
                return Poll::Ready(Some(item));
            }
            if driver.ended {
                return Poll::Ready(None);
            }
            if let Some(conn) = driver.conn.as_mut()
                && let Some(read) = driver.source.next(conn, &mut driver.out)
            {
                driver.settle(read);
                continue;
            }
            let Some(mut driver) = self.home.take() else {
                return Poll::Ready(None);
            };
            self.away = Some(Box::pin(async move {
                driver.step().await;
                driver
            }));
        }
    }

    fn queued(&self) -> usize {
        self.home.as_ref().map_or(0, |d| d.out.len())
    }
}

/// A run of repeated positions, reported when it starts and after every
/// [`Repeats::EVERY`] more: a server whose positions went back is never
/// followed in silence, and one that repeats a million events does not
/// make a million error items.
#[derive(Debug, Default, Clone, Copy)]
pub struct Repeats {
    run: usize,
}

impl Repeats {
    /// How often a run is reported again.
    pub const EVERY: usize = 4096;

    /// One more repeat skipped: `Some(run length)` when it is to be
    /// reported.
    pub fn skipped(&mut self) -> Option<usize> {
        self.run += 1;
        (self.run == 1 || self.run.is_multiple_of(Self::EVERY)).then_some(self.run)
    }

    /// The run is over (an item that was not a repeat, or a new
    /// connection).
    pub fn reset(&mut self) {
        self.run = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// One connection's reads, each the items of its frames with their
    /// positions.
    type Reads = Vec<Vec<(i32, Option<i64>)>>;

    /// A scripted source: each connection yields its reads, then closes.
    /// A read keeps its frames; `next` judges them one at a time.
    struct Script {
        opens: VecDeque<Result<Reads, Failed<i32>>>,
        log: Arc<Mutex<Vec<&'static str>>>,
    }

    struct Conn {
        reads: VecDeque<Vec<(i32, Option<i64>)>>,
        held: VecDeque<(i32, Option<i64>)>,
    }

    impl Source for Script {
        type Conn = Conn;
        type Item = i32;

        async fn open(&mut self) -> Result<Conn, Failed<i32>> {
            self.log.lock().unwrap().push("open");
            match self.opens.pop_front() {
                Some(Ok(reads)) => Ok(conn(reads)),
                Some(Err(f)) => Err(f),
                None => Err(Failed::fatal(-1)),
            }
        }

        async fn read(&mut self, conn: &mut Conn, _: &mut Batch<i32>) -> Read {
            self.log.lock().unwrap().push("read");
            let Some(read) = conn.reads.pop_front() else {
                return Read::Closed;
            };
            conn.held = read.into();
            Read::Open
        }

        fn next(&mut self, conn: &mut Conn, out: &mut Batch<i32>) -> Option<Read> {
            let (item, position) = conn.held.pop_front()?;
            self.log.lock().unwrap().push("judge");
            out.push(item, position);
            out.progress();
            Some(Read::Open)
        }
    }

    fn opens(log: &Mutex<Vec<&'static str>>) -> usize {
        log.lock().unwrap().iter().filter(|&&e| e == "open").count()
    }

    fn conn(reads: Reads) -> Conn {
        Conn {
            reads: reads.into(),
            held: VecDeque::new(),
        }
    }

    fn fast() -> Backoff {
        Backoff::new(Duration::from_millis(1), Duration::from_millis(2))
    }

    async fn all(s: &mut Following<i32>) -> Vec<(i32, i64)> {
        let mut out = Vec::new();
        while let Some(item) = std::future::poll_fn(|cx| Pin::new(&mut *s).poll_next(cx)).await {
            out.push((item, s.position()));
        }
        out
    }

    #[tokio::test]
    async fn positions_move_on_delivery_across_reconnections() {
        let script = Script {
            opens: VecDeque::from([
                Ok(vec![vec![(1, Some(1)), (2, Some(2))]]),
                Err(Failed::quiet(99)),
                Ok(vec![vec![(3, Some(3))], vec![(4, None)]]),
            ]),
            log: Default::default(),
        };
        let mut s = Following::new(script, Start::new(fast(), 0));
        assert_eq!(s.position(), 0);
        let items = all(&mut s).await;
        // The quiet failure is not an item; the fatal end (-1) is.
        assert_eq!(items, vec![(1, 1), (2, 2), (3, 3), (4, 3), (-1, 3)]);
        assert_eq!((s.connections(), s.reconnects()), (2, 1));
    }

    #[tokio::test]
    async fn it_gives_up_after_failures_in_a_row_with_the_last_item() {
        let script = Script {
            opens: VecDeque::from([
                Err(Failed::retry(10)),
                Ok(vec![]),
                Err(Failed::quiet(11)),
                Err(Failed::quiet(12)),
                Err(Failed::quiet(13)),
            ]),
            log: Default::default(),
        };
        let log = script.log.clone();
        let mut s = Following::new(script, Start::new(fast(), 7).give_up_after(Some(3)));
        // A connection starts the count again: 11 and 12 are quiet, 13 is the third.
        assert_eq!(all(&mut s).await, vec![(10, 7), (13, 7)]);
        assert_eq!(opens(&log), 5);
    }

    #[tokio::test]
    async fn a_stream_started_connected_counts_that_connection() {
        let script = Script {
            opens: VecDeque::new(),
            log: Default::default(),
        };
        let log = script.log.clone();
        let start = Start::new(fast(), 0).connected(conn(vec![vec![(5, Some(5))]]));
        let mut s = Following::new(script, start);
        assert_eq!(s.connections(), 1);
        assert_eq!(all(&mut s).await, vec![(5, 5), (-1, 5)]);
        assert_eq!(opens(&log), 1);
    }

    #[tokio::test]
    async fn a_read_is_judged_one_frame_at_a_time_as_items_are_taken() {
        let script = Script {
            opens: VecDeque::from([Ok(vec![vec![(1, Some(1)), (2, Some(2)), (3, Some(3))]])]),
            log: Default::default(),
        };
        let log = script.log.clone();
        let mut s = Following::new(script, Start::new(fast(), 0));
        let mut taken = Vec::new();
        for _ in 0..3 {
            let item = std::future::poll_fn(|cx| Pin::new(&mut s).poll_next(cx)).await;
            taken.push(item);
            // Nothing judged waits: the next frame is judged when asked for.
            assert_eq!(s.queued(), 0);
            log.lock().unwrap().push("taken");
        }
        assert_eq!(taken, vec![Some(1), Some(2), Some(3)]);
        let log = log.lock().unwrap();
        assert_eq!(
            log[..],
            [
                "open", "read", "judge", "taken", "judge", "taken", "judge", "taken"
            ]
        );
    }

    #[test]
    fn repeats_are_reported_at_the_start_of_a_run_and_every_4096() {
        let mut r = Repeats::default();
        let reported: Vec<usize> = (0..9000).filter_map(|_| r.skipped()).collect();
        assert_eq!(reported, vec![1, 4096, 8192]);
        r.reset();
        assert_eq!(r.skipped(), Some(1));
    }
}
