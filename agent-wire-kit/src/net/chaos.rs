//! A seeded chaos proxy (feature `chaos`): a loopback TCP proxy that cuts
//! the connections through it at random byte offsets, so a client or server
//! can show that it survives a connection lost at any point, inside the
//! handshake or in the middle of a frame.
//!
//! Put a [`Proxy`] between a client and a server, point the client at
//! [`Proxy::addr`], and check what arrives: with a client that resumes,
//! every sequenced event arrives once, in order, however the connections
//! were cut. The offsets come from a seed (xorshift64), so a failing run is
//! reproduced by running it again with the same seed; [`Cuts::plan`] lists
//! them without any socket.
//!
//! Each connection is cut in one direction at most, where [`Cuts`] says:
//! a share of the connections inside the first bytes the client sends (its
//! handshake: an HTTP request head, a WebSocket upgrade, an authenticate
//! frame), a share inside the first bytes the server sends (its answer), and
//! the rest inside the server's stream within a window after that. A cut
//! closes both sides at once, after exactly the planned number of bytes went
//! through in that direction; until then bytes pass unchanged both ways.
//!
//! ```
//! # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
//! use tokio::io::{AsyncReadExt, AsyncWriteExt};
//! use agent_wire_kit::net::chaos::{Cuts, Proxy};
//!
//! // A tiny echo server.
//! let echo = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! let upstream = echo.local_addr()?;
//! tokio::spawn(async move {
//!     while let Ok((mut socket, _)) = echo.accept().await {
//!         tokio::spawn(async move {
//!             let (mut r, mut w) = socket.split();
//!             let _ = tokio::io::copy(&mut r, &mut w).await;
//!         });
//!     }
//! });
//!
//! // Every connection cut in the echo's stream, 8 to 23 bytes in.
//! let cuts = Cuts::new(7).handshake(0, 8).in_handshake(0, 0).after(16);
//! let proxy = Proxy::start(upstream, cuts).await?;
//!
//! let mut client = tokio::net::TcpStream::connect(proxy.addr()).await?;
//! client.write_all(&[b'x'; 64]).await?;
//! let mut echoed = Vec::new();
//! let _ = client.read_to_end(&mut echoed).await;
//! assert!((8..24).contains(&echoed.len()));
//!
//! let counts = proxy.counts();
//! assert_eq!((counts.connections, counts.cut_in_handshake, counts.cut_later), (1, 0, 1));
//! # std::io::Result::Ok(()) }).unwrap();
//! ```

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::{JoinHandle, JoinSet};

/// Where a [`Proxy`] cuts its connections: the seed, how long each side's
/// handshake is, which share of connections is cut inside it, and the
/// window after it where the others are cut.
///
/// The defaults ([`Cuts::new`]): handshakes of 64 bytes each way, a quarter
/// of the connections cut inside the client's, a quarter inside the
/// server's, the rest within 4,096 bytes after the server's; every
/// connection is cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cuts {
    seed: u64,
    head_up: u64,
    head_down: u64,
    share_up: u8,
    share_down: u8,
    window: u64,
    first: Option<usize>,
}

impl Cuts {
    /// The default cuts, drawn from `seed`. Seed 0 stands for a fixed
    /// non-zero seed (xorshift never leaves 0).
    pub fn new(seed: u64) -> Self {
        Self {
            seed,
            head_up: 64,
            head_down: 64,
            share_up: 25,
            share_down: 25,
            window: 4096,
            first: None,
        }
    }

    /// The shortest handshake each way, in bytes: what the client sends
    /// first (`up`) and what the server answers (`down`). A cut inside the
    /// handshake lands below these offsets, so give the shortest length the
    /// protocol allows, or a "handshake" cut may land after it.
    pub fn handshake(mut self, up: u64, down: u64) -> Self {
        self.head_up = up;
        self.head_down = down;
        self
    }

    /// The share of connections, in per cent, cut inside the client's
    /// handshake (`up`) and inside the server's (`down`); the rest are cut
    /// after the server's. Shares above 100 in all are lowered to fit, the
    /// client's kept first.
    pub fn in_handshake(mut self, up: u8, down: u8) -> Self {
        self.share_up = up.min(100);
        self.share_down = down.min(100 - self.share_up);
        self
    }

    /// The window after the server's handshake, in bytes, where the
    /// connections not cut inside a handshake are cut: offsets
    /// `down .. down + window` of the server's stream. Make it reach past
    /// the first few frames, or a client that resumes from a position never
    /// makes progress.
    pub fn after(mut self, window: u64) -> Self {
        self.window = window;
        self
    }

    /// Cuts only the first `connections` connections; later ones pass whole,
    /// so a test run that needs progress to end is sure to end.
    pub fn first(mut self, connections: usize) -> Self {
        self.first = Some(connections);
        self
    }

    /// The seed the offsets are drawn from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The cut of each connection in the order they are accepted (`None`:
    /// it passes whole), as a [`Proxy`] with these cuts applies them. The
    /// same cuts always give the same plan.
    pub fn plan(&self) -> Plan {
        Plan {
            cuts: *self,
            state: if self.seed == 0 {
                0x9E37_79B9_7F4A_7C15
            } else {
                self.seed
            },
            made: 0,
        }
    }
}

/// The direction of a stream a [`Cut`] ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Client to server.
    Up,
    /// Server to client.
    Down,
}

/// Where one connection is cut: after `at` bytes of its `direction`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Cut {
    /// The stream that is cut.
    pub direction: Direction,
    /// How many of its bytes go through before the cut (0: none).
    pub at: u64,
    /// Whether the cut lands inside that side's handshake.
    pub in_handshake: bool,
}

/// The endless sequence of cuts drawn from one [`Cuts`], one per connection
/// (see [`Cuts::plan`]).
#[derive(Debug, Clone)]
pub struct Plan {
    cuts: Cuts,
    state: u64,
    made: usize,
}

impl Plan {
    /// xorshift64: reproducible from its seed, which is all a test needs.
    fn below(&mut self, n: u64) -> u64 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.state.checked_rem(n).unwrap_or(0)
    }
}

impl Iterator for Plan {
    type Item = Option<Cut>;

    fn next(&mut self) -> Option<Option<Cut>> {
        self.made = self.made.saturating_add(1);
        if self.cuts.first.is_some_and(|n| self.made > n) {
            return Some(None);
        }
        let c = self.cuts;
        let share = self.below(100);
        let (direction, at, in_handshake) = if share < u64::from(c.share_up) {
            (Direction::Up, self.below(c.head_up), true)
        } else if share < u64::from(c.share_up) + u64::from(c.share_down) {
            (Direction::Down, self.below(c.head_down), true)
        } else {
            let at = c.head_down.saturating_add(self.below(c.window));
            (Direction::Down, at, false)
        };
        Some(Some(Cut {
            direction,
            at,
            in_handshake,
        }))
    }
}

/// What a [`Proxy`] has done so far.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Counts {
    /// Connections accepted.
    pub connections: usize,
    /// Connections cut inside a handshake.
    pub cut_in_handshake: usize,
    /// Connections cut after the handshakes.
    pub cut_later: usize,
}

impl Counts {
    /// Connections cut, wherever.
    pub fn cut(&self) -> usize {
        self.cut_in_handshake + self.cut_later
    }
}

#[derive(Debug, Default)]
struct Counters {
    connections: AtomicUsize,
    in_handshake: AtomicUsize,
    later: AtomicUsize,
}

/// A loopback TCP proxy to one upstream address that cuts its connections
/// as its [`Cuts`] plan. It runs on the tokio runtime it was started on
/// until it is dropped, which closes its listener and every connection
/// through it.
#[derive(Debug)]
pub struct Proxy {
    addr: SocketAddr,
    counters: Arc<Counters>,
    task: JoinHandle<()>,
}

impl Proxy {
    /// Listens on a free loopback port and relays every connection to
    /// `upstream` (connected when the client connects; a client whose
    /// upstream connection fails is closed at once, counted but not cut).
    ///
    /// # Errors
    ///
    /// When no loopback port can be bound.
    pub async fn start(upstream: SocketAddr, cuts: Cuts) -> std::io::Result<Self> {
        let listener = TcpListener::bind((std::net::Ipv4Addr::LOCALHOST, 0)).await?;
        let addr = listener.local_addr()?;
        let counters = Arc::new(Counters::default());
        let counted = counters.clone();
        let task = tokio::spawn(async move {
            let mut plan = cuts.plan();
            // Dropping the set (when this task is aborted) ends every
            // connection, so a dropped proxy leaves nothing running.
            let mut open = JoinSet::new();
            loop {
                let (client, _) = super::accept(&listener).await;
                while open.try_join_next().is_some() {}
                counted.connections.fetch_add(1, Ordering::SeqCst);
                // Drawn here, in accept order, so the plan is the seed's
                // whatever the upstream's timing.
                let cut = plan.next().flatten();
                let counted = counted.clone();
                open.spawn(async move {
                    if let Ok(server) = TcpStream::connect(upstream).await {
                        relay(client, server, cut, &counted).await;
                    }
                });
            }
        });
        Ok(Self {
            addr,
            counters,
            task,
        })
    }

    /// The address clients connect to.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The counts so far. A connection is counted as cut before the proxy
    /// closes it, so a client that saw its connection end reads a count that
    /// includes it.
    pub fn counts(&self) -> Counts {
        Counts {
            connections: self.counters.connections.load(Ordering::SeqCst),
            cut_in_handshake: self.counters.in_handshake.load(Ordering::SeqCst),
            cut_later: self.counters.later.load(Ordering::SeqCst),
        }
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Relays both ways until either side ends or the cut is reached; the
/// sockets close when this returns, after the cut is counted.
async fn relay(mut client: TcpStream, mut server: TcpStream, cut: Option<Cut>, counted: &Counters) {
    let limit = |d| cut.filter(|c| c.direction == d).map(|c| c.at);
    let (mut cr, mut cw) = client.split();
    let (mut sr, mut sw) = server.split();
    let up = pump(&mut cr, &mut sw, limit(Direction::Up));
    let down = pump(&mut sr, &mut cw, limit(Direction::Down));
    // Whichever direction ends first ends both.
    let reached = tokio::select! { c = up => c, c = down => c };
    if let Some(c) = cut.filter(|_| reached) {
        let counter = if c.in_handshake {
            &counted.in_handshake
        } else {
            &counted.later
        };
        counter.fetch_add(1, Ordering::SeqCst);
    }
}

/// Copies until EOF or an error (false), or until `limit` bytes went
/// through (true: the cut is reached).
async fn pump<R, W>(from: &mut R, to: &mut W, limit: Option<u64>) -> bool
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let mut left = limit.unwrap_or(u64::MAX);
    let mut buf = vec![0u8; 8192];
    while left > 0 {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return false,
            Ok(n) => n,
        };
        let take = usize::try_from(left).map_or(n, |l| l.min(n));
        if to.write_all(&buf[..take]).await.is_err() {
            return false;
        }
        left -= take as u64;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_same_seed_gives_the_same_cuts() {
        let cuts = Cuts::new(0x5EED).handshake(90, 60).after(6000);
        let a: Vec<_> = cuts.plan().take(500).collect();
        assert_eq!(a, cuts.plan().take(500).collect::<Vec<_>>());
        let other: Vec<_> = Cuts::new(0x5EEE)
            .handshake(90, 60)
            .after(6000)
            .plan()
            .take(500)
            .collect();
        assert_ne!(a, other);
    }

    #[test]
    fn cuts_land_where_they_are_asked() {
        let plan: Vec<_> = Cuts::new(42)
            .handshake(90, 60)
            .in_handshake(10, 20)
            .after(6000)
            .plan()
            .take(10_000)
            .map(|c| c.expect("every connection is cut"))
            .collect();
        for c in &plan {
            match (c.direction, c.in_handshake) {
                (Direction::Up, true) => assert!(c.at < 90, "{c:?}"),
                (Direction::Down, true) => assert!(c.at < 60, "{c:?}"),
                (Direction::Down, false) => assert!((60..6060).contains(&c.at), "{c:?}"),
                (Direction::Up, false) => panic!("a later cut is always downstream: {c:?}"),
            }
        }
        let share = |d, h| {
            plan.iter()
                .filter(|c| c.direction == d && c.in_handshake == h)
                .count()
        };
        // 10 %, 20 % and 70 % of 10,000, give or take the draw.
        assert!((800..1200).contains(&share(Direction::Up, true)));
        assert!((1800..2200).contains(&share(Direction::Down, true)));
        assert!((6700..7300).contains(&share(Direction::Down, false)));
    }

    #[test]
    fn only_the_first_connections_are_cut_when_asked() {
        let plan: Vec<_> = Cuts::new(1).first(3).plan().take(6).collect();
        assert!(plan[..3].iter().all(Option::is_some));
        assert!(plan[3..].iter().all(Option::is_none));
    }

    #[test]
    fn degenerate_settings_neither_panic_nor_stall() {
        let plan: Vec<_> = Cuts::new(0)
            .handshake(0, 0)
            .in_handshake(200, 200)
            .after(0)
            .plan()
            .take(100)
            .collect();
        assert!(
            plan.iter()
                .all(|c| matches!(c, Some(c) if c.at == 0 && c.direction == Direction::Up))
        );
        // Seed 0 stands for a fixed seed, not a stuck generator.
        let zero: Vec<_> = Cuts::new(0).plan().take(50).flatten().collect();
        assert!(
            zero.iter()
                .map(|c| c.at)
                .collect::<std::collections::BTreeSet<_>>()
                .len()
                > 10
        );
    }

    /// A server that writes `n` bytes to every connection, then closes it.
    async fn talker(n: usize) -> SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                tokio::spawn(async move {
                    let _ = socket.write_all(&vec![b'.'; n]).await;
                });
            }
        });
        addr
    }

    async fn received(proxy: &Proxy) -> usize {
        let mut socket = TcpStream::connect(proxy.addr()).await.unwrap();
        let mut got = Vec::new();
        let _ = socket.read_to_end(&mut got).await;
        got.len()
    }

    #[tokio::test]
    async fn counters_follow_the_plan_while_it_runs() {
        let upstream = talker(10_000).await;
        let cuts = Cuts::new(99)
            .handshake(0, 100)
            .in_handshake(0, 50)
            .after(1000)
            .first(40);
        let proxy = Proxy::start(upstream, cuts).await.unwrap();
        let mut plan = cuts.plan();
        for i in 1..=50 {
            let got = received(&proxy).await;
            match plan.next().flatten() {
                Some(c) => assert_eq!(got as u64, c.at, "connection {i}"),
                None => assert_eq!(got, 10_000, "connection {i}"),
            }
            assert_eq!(proxy.counts().connections, i);
        }
        let counts = proxy.counts();
        let planned: Vec<_> = cuts.plan().take(50).flatten().collect();
        let early = planned.iter().filter(|c| c.in_handshake).count();
        assert_eq!(counts.cut_in_handshake, early);
        assert_eq!(counts.cut_later, 40 - early);
        assert_eq!(counts.cut(), 40);
        assert!(early > 5 && early < 35, "{early} of 40");
    }

    #[tokio::test]
    async fn a_stream_that_ends_before_its_cut_is_not_counted() {
        let proxy = Proxy::start(
            talker(10).await,
            Cuts::new(3).handshake(0, 100).in_handshake(0, 0),
        )
        .await
        .unwrap();
        assert_eq!(received(&proxy).await, 10);
        // The relay counts after the stream's end reached the client.
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(proxy.counts().cut(), 0);
        assert_eq!(proxy.counts().connections, 1);
    }

    #[tokio::test]
    async fn dropping_the_proxy_ends_its_connections() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let upstream = listener.local_addr().unwrap();
        // Never cut: only the drop can end the relay.
        let proxy = Proxy::start(upstream, Cuts::new(5).first(0)).await.unwrap();
        let addr = proxy.addr();
        let mut client = TcpStream::connect(addr).await.unwrap();
        let (_held, _) = listener.accept().await.unwrap();
        drop(proxy);
        let mut buf = [0u8; 1];
        let read = tokio::time::timeout(Duration::from_secs(5), client.read(&mut buf)).await;
        assert!(matches!(read, Ok(Ok(0) | Err(_))), "{read:?}");
        tokio::task::yield_now().await;
        assert!(TcpStream::connect(addr).await.is_err());
    }
}
