//! What the three crates' clients and mock servers share (feature `net`):
//! the loopback rule, reconnect backoff, the one reconnecting loop under
//! every following stream ([`follow`]), the faults a mock server injects,
//! and (feature `http`) the small HTTP/1.1 layer on hyper.
//!
//! The transports are the ones Rust users already have: tokio for sockets
//! and timers, `hyper` 1 for HTTP (Orion, WorkerDeck REST), and
//! `tokio-tungstenite` for WebSocket (WorkerDeck, in that crate). One set for
//! all three crates, so an application that uses two of them builds one.

#[cfg(feature = "chaos")]
pub mod chaos;
pub mod client;
pub mod follow;
pub use follow::{Following, Repeats};

pub mod guard;
#[cfg(feature = "http")]
pub mod http;
pub mod hub;
pub mod log;
pub mod sample;
pub mod serve;
#[cfg(feature = "store")]
pub mod store;
#[cfg(feature = "tracing")]
pub mod trace;

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::io::{AsyncWrite, AsyncWriteExt};

/// Faults a mock server injects on demand, so a client can test its error
/// paths. Cloning shares the once-only state (`drop_after` drops the first
/// stream of the server that holds these faults, not of every server).
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct Faults {
    /// Write every frame in chunks of at most this many bytes.
    pub split_writes: Option<usize>,
    /// Send one frame longer than the client's frame limit.
    pub oversize_frame: bool,
    /// Send one event whose `type` the contract does not define.
    pub unknown_event: bool,
    /// Add a member the contract does not declare to known frames.
    pub undeclared_member: bool,
    /// Wait this long before every frame.
    pub slow: Option<Duration>,
    /// Drop the first event stream after this many event frames (later
    /// streams run whole, so a client can show that it resumes).
    pub drop_after: Option<usize>,
    dropped: Arc<AtomicBool>,
}

impl Faults {
    /// No faults.
    pub fn none() -> Self {
        Self::default()
    }

    /// Sets [`split_writes`](Self::split_writes).
    pub fn with_split_writes(mut self, n: usize) -> Self {
        self.split_writes = Some(n);
        self
    }

    /// Sets [`oversize_frame`](Self::oversize_frame).
    pub fn with_oversize_frame(mut self) -> Self {
        self.oversize_frame = true;
        self
    }

    /// Sets [`unknown_event`](Self::unknown_event).
    pub fn with_unknown_event(mut self) -> Self {
        self.unknown_event = true;
        self
    }

    /// Sets [`undeclared_member`](Self::undeclared_member).
    pub fn with_undeclared_member(mut self) -> Self {
        self.undeclared_member = true;
        self
    }

    /// Sets [`slow`](Self::slow).
    pub fn with_slow(mut self, delay: Duration) -> Self {
        self.slow = Some(delay);
        self
    }

    /// Sets [`drop_after`](Self::drop_after).
    pub fn with_drop_after(mut self, events: usize) -> Self {
        self.drop_after = Some(events);
        self
    }

    /// Whether the stream that has sent `sent` events is to be dropped now:
    /// true once for the server holding these faults.
    pub fn drop_now(&self, sent: usize) -> bool {
        self.drop_after.is_some_and(|n| sent >= n) && !self.dropped.swap(true, Ordering::SeqCst)
    }

    /// Writes one frame, honouring `split_writes` and `slow`.
    pub async fn write<W: AsyncWrite + Unpin>(
        &self,
        w: &mut W,
        bytes: &[u8],
    ) -> std::io::Result<()> {
        if let Some(d) = self.slow {
            tokio::time::sleep(d).await;
        }
        match self.split_writes {
            Some(n) if n > 0 => {
                for chunk in bytes.chunks(n) {
                    w.write_all(chunk).await?;
                    w.flush().await?;
                    tokio::task::yield_now().await;
                }
            }
            _ => w.write_all(bytes).await?,
        }
        w.flush().await
    }
}

/// The loopback rule: `addr` must be a loopback address (127.0.0.0/8 or
/// `::1`) unless `allow_remote`. Credentials of these protocols travel in
/// clear text, so leaving the machine is the caller's explicit choice.
pub fn require_loopback(addr: SocketAddr, allow_remote: bool) -> Result<SocketAddr, NotLoopback> {
    if addr.ip().is_loopback() || allow_remote {
        Ok(addr)
    } else {
        Err(NotLoopback(addr))
    }
}

/// A non-loopback address refused by [`require_loopback`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotLoopback(pub SocketAddr);

impl std::fmt::Display for NotLoopback {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: refusing a non-loopback address (credentials travel in clear text; opt in to allow it)",
            self.0
        )
    }
}

impl std::error::Error for NotLoopback {}

/// Accepts the next connection on `listener`, never failing and never
/// spinning: an error that concerns one connection (reset or aborted before
/// it was accepted) is skipped at once; any other (out of file descriptors,
/// `EMFILE`/`ENFILE`, or of memory) waits 100 ms before trying again, as
/// hyper-util's and tokio's accept loops do, since retrying at once only
/// burns CPU until a descriptor is freed.
pub async fn accept(listener: &tokio::net::TcpListener) -> (tokio::net::TcpStream, SocketAddr) {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionReset, Interrupted, WouldBlock};
    loop {
        match listener.accept().await {
            Ok(pair) => return pair,
            Err(e)
                if matches!(
                    e.kind(),
                    ConnectionAborted | ConnectionReset | Interrupted | WouldBlock
                ) => {}
            Err(_) => tokio::time::sleep(ACCEPT_PAUSE).await,
        }
    }
}

/// How long [`accept`] waits after an error that is not one connection's.
pub const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// Reconnect delays: exponential from `initial` to `max`, each with up to
/// half of itself added at random (full determinism would make every client
/// of a restarted server reconnect at the same instant).
///
/// A clone draws its own jitter: the sessions of one client that share
/// their options reconnect at different instants.
#[derive(Debug)]
pub struct Backoff {
    initial: Duration,
    max: Duration,
    next: Duration,
    seed: u64,
}

impl Default for Backoff {
    fn default() -> Self {
        Self::new(Duration::from_millis(50), Duration::from_secs(5))
    }
}

impl Backoff {
    /// Delays from `initial` doubling up to `max`.
    pub fn new(initial: Duration, max: Duration) -> Self {
        Self {
            initial,
            max,
            next: initial,
            seed: fresh_seed(),
        }
    }

    /// The next delay to wait before reconnecting: never above `max`, and
    /// spread at random even once the doubling has reached `max` (a delay
    /// that would pass the cap is drawn from `max / 2 ..= max`), so clients
    /// a server dropped together do not come back in lock step.
    pub fn next_delay(&mut self) -> Duration {
        let base = self.next;
        self.next = (self.next * 2).min(self.max);
        self.jittered(base)
    }

    /// Makes the next delay at least `asked` (a server's SSE `retry:`), held
    /// within `initial ..= max`: a server cannot make a client reconnect in a
    /// tight loop, nor stall it past `max`. Later delays double from there
    /// until [`reset`](Self::reset), which a client calls only after
    /// progress, so a server that accepts and closes without sending
    /// anything sees the delays grow.
    pub fn at_least(&mut self, asked: Duration) {
        let floor = asked.clamp(self.initial, self.max.max(self.initial));
        self.next = self.next.max(floor);
    }

    fn jittered(&mut self, base: Duration) -> Duration {
        // xorshift64: jitter needs spread, not cryptographic quality.
        self.seed ^= self.seed << 13;
        self.seed ^= self.seed >> 7;
        self.seed ^= self.seed << 17;
        let r = (self.seed % 1000) as f64 / 1000.0;
        let delay = base + base.mul_f64(r / 2.0);
        if delay <= self.max {
            delay
        } else {
            self.max.mul_f64(0.5 + r / 2.0)
        }
    }

    /// Starts again from `initial` (after a connection that worked).
    pub fn reset(&mut self) {
        self.next = self.initial;
    }
}

impl Clone for Backoff {
    fn clone(&self) -> Self {
        Self {
            seed: fresh_seed(),
            ..*self
        }
    }
}

/// A seed no other backoff of this process has: the clock, told apart by a
/// counter (two backoffs made in the same clock tick).
fn fresh_seed() -> u64 {
    static MADE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = MADE.fetch_add(1, Ordering::Relaxed);
    let clock = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0x9E37_79B9_7F4A_7C15, |d| d.as_nanos() as u64);
    (clock ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1
}

/// One item of a client's event stream: an event of a type this crate
/// knows, or one a newer server sent that it does not. An unknown event is
/// delivered, never fatal, and still moves the resume position on.
#[derive(Debug, Clone, PartialEq)]
pub enum Received<E> {
    /// An event of a type the contract defines.
    Known(E),
    /// An event whose type the contract (as this crate knows it) does not define.
    Unknown(UnknownEvent),
}

/// An event of a type this crate does not know, as it arrived.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct UnknownEvent {
    /// Its type tag (`type` member).
    pub kind: String,
    /// Its position in the server's sequence (`ledger_seq`, cursor, `seq`),
    /// when it has one.
    pub position: Option<i64>,
    /// The whole event, with every member.
    pub raw: serde_json::Value,
}

impl UnknownEvent {
    /// An unknown event of type `kind` at `position`.
    pub fn new(kind: impl Into<String>, position: Option<i64>, raw: serde_json::Value) -> Self {
        Self {
            kind: kind.into(),
            position,
            raw,
        }
    }
}

/// The one receive step of the three clients: a message decoded as `T`
/// the way a client reads it.
///
/// With `strict`, exactly as the contract declares, undeclared members
/// refused ([`decode_strict`](crate::decode::decode_strict)). Otherwise as
/// a newer server needs: a message whose `type` is not among `known` is
/// [`Received::Unknown`] (its `position` is the caller's to fill), and
/// members the contract does not declare are ignored at any depth
/// ([`decode_receive`](crate::decode::decode_receive)); the exact decode
/// is tried first, so a message that needs neither costs one pass.
///
/// ```
/// use agent_wire_kit::WireType;
/// use agent_wire_kit::net::{Received, receive};
///
/// #[derive(Debug, serde::Serialize, serde::Deserialize)]
/// #[serde(deny_unknown_fields)]
/// struct Frame {
///     r#type: String,
///     at: u64,
/// }
/// impl WireType for Frame {
///     const NAME: &'static str = "Frame";
/// }
///
/// let newer = r#"{"type":"ping","at":1,"zone":"utc"}"#;
/// assert!(matches!(receive::<Frame>(newer, false, &["ping"]), Ok(Received::Known(_))));
/// assert!(receive::<Frame>(newer, true, &["ping"]).is_err());
/// let unknown = receive::<Frame>(r#"{"type":"pong"}"#, false, &["ping"]);
/// assert!(matches!(unknown, Ok(Received::Unknown(u)) if u.kind == "pong"));
/// ```
pub fn receive<T: crate::WireType>(
    text: &str,
    strict: bool,
    known: &[&str],
) -> Result<Received<T>, crate::DecodeError> {
    let first = match strict {
        true => return crate::decode::decode_strict::<T>(text).map(Received::Known),
        false => match crate::decode::decode::<T>(text) {
            Ok(message) => return Ok(Received::Known(message)),
            Err(e) => e,
        },
    };
    #[derive(serde::Deserialize)]
    struct Peek<'a> {
        #[serde(rename = "type", borrow, default)]
        kind: Option<std::borrow::Cow<'a, str>>,
    }
    let Ok(peek) = serde_json::from_str::<Peek<'_>>(text) else {
        return Err(first);
    };
    match peek.kind.as_deref() {
        Some(kind) if !known.contains(&kind) => {
            let raw: serde_json::Value = serde_json::from_str(text).map_err(|_| first.clone())?;
            Ok(Received::Unknown(UnknownEvent::new(kind, None, raw)))
        }
        _ => crate::decode::receive_after(T::NAME, text, first).map(Received::Known),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_grows_to_its_cap_with_bounded_jitter() {
        let mut b = Backoff::new(Duration::from_millis(10), Duration::from_millis(100));
        let delays: Vec<_> = (0..8).map(|_| b.next_delay()).collect();
        assert!(delays[0] >= Duration::from_millis(10) && delays[0] <= Duration::from_millis(15));
        assert!(delays.iter().all(|d| *d <= Duration::from_millis(100)));
        assert!(delays[7] >= Duration::from_millis(50));
        b.reset();
        assert!(b.next_delay() <= Duration::from_millis(15));
    }

    #[test]
    fn capped_delays_keep_their_jitter() {
        let mut b = Backoff::new(Duration::from_millis(10), Duration::from_secs(5));
        let capped: Vec<_> = (0..40).map(|_| b.next_delay()).skip(12).collect();
        assert!(
            capped
                .iter()
                .all(|d| *d <= Duration::from_secs(5) && *d >= Duration::from_millis(2500))
        );
        let distinct: std::collections::BTreeSet<_> = capped.iter().collect();
        assert!(distinct.len() > capped.len() / 2, "{capped:?}");
    }

    #[test]
    fn clones_draw_their_own_jitter() {
        let a = Backoff::new(Duration::from_millis(100), Duration::from_secs(5));
        let (mut b, mut c) = (a.clone(), a.clone());
        let db: Vec<_> = (0..8).map(|_| b.next_delay()).collect();
        let dc: Vec<_> = (0..8).map(|_| c.next_delay()).collect();
        assert_ne!(db, dc);
    }

    #[test]
    fn a_server_asked_delay_is_held_within_bounds() {
        let mut b = Backoff::new(Duration::from_millis(50), Duration::from_secs(5));
        for _ in 0..100 {
            b.reset();
            b.at_least(Duration::ZERO);
            let zero = b.next_delay();
            assert!(
                zero >= Duration::from_millis(50) && zero <= Duration::from_millis(75),
                "{zero:?}"
            );
            b.at_least(Duration::from_millis(999_999_999));
            let huge = b.next_delay();
            assert!(
                huge <= Duration::from_secs(5) && huge >= Duration::from_millis(2500),
                "{huge:?}"
            );
        }
    }

    #[tokio::test]
    async fn accept_waits_instead_of_spinning_when_out_of_descriptors() {
        // The pause is what keeps a full descriptor table from costing a
        // core: a loop without it would retry at once.
        assert!(ACCEPT_PAUSE >= Duration::from_millis(50));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let client = tokio::net::TcpStream::connect(addr).await.unwrap();
        let (_server, peer) = accept(&listener).await;
        assert_eq!(peer, client.local_addr().unwrap());
    }

    #[test]
    fn loopback_rule() {
        let local: SocketAddr = "127.0.0.1:9".parse().unwrap();
        let remote: SocketAddr = "192.0.2.1:9".parse().unwrap();
        assert!(require_loopback(local, false).is_ok());
        assert!(require_loopback("[::1]:9".parse().unwrap(), false).is_ok());
        assert_eq!(require_loopback(remote, false), Err(NotLoopback(remote)));
        assert!(require_loopback(remote, true).is_ok());
    }

    #[test]
    fn drop_after_fires_once_per_server() {
        let a = Faults::none().with_drop_after(2);
        let b = Faults::none().with_drop_after(2);
        assert!(!a.drop_now(1));
        assert!(a.drop_now(2));
        assert!(!a.clone().drop_now(3));
        assert!(b.drop_now(2));
    }
}
