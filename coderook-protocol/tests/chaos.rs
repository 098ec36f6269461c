//! A seeded chaos proxy between the client and the mock: every connection
//! is cut at a random byte offset, inside the handshake or inside the
//! frames that follow, while 1000 ledger events are followed.

use coderook_protocol::client::{Backoff, Client, Options, Received};
use coderook_protocol::mock;
use coderook_protocol::{EventSubscribeCommand, Secret};
use futures_util::StreamExt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};

const TOKEN: &str = "chaos-t0ken";

/// xorshift64: seeded, reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The shortest handshake line each way: `core.authenticate` with this
/// token is over 90 bytes, its answer over 60. A cut below these offsets
/// lands inside the handshake.
const AUTH_UP: u64 = 90;
const AUTH_DOWN: u64 = 60;

/// A loopback TCP proxy to `upstream` that cuts every connection at a
/// seeded random byte offset: a quarter inside the `core.authenticate`
/// request, a quarter inside its answer, the rest inside the frames that
/// follow. Returns its address and how many connections were cut inside
/// the handshake and later.
async fn chaos_proxy(upstream: SocketAddr, seed: u64) -> (SocketAddr, Arc<[AtomicUsize; 2]>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let cuts = Arc::new([AtomicUsize::new(0), AtomicUsize::new(0)]);
    let counted = cuts.clone();
    tokio::spawn(async move {
        let mut rng = Rng(seed);
        loop {
            let Ok((client, _)) = listener.accept().await else {
                return;
            };
            let Ok(server) = TcpStream::connect(upstream).await else {
                continue;
            };
            let (up, cut, in_handshake) = match rng.below(4) {
                0 => (true, rng.below(AUTH_UP), true),
                1 => (false, rng.below(AUTH_DOWN), true),
                _ => (false, AUTH_DOWN + rng.below(6_000), false),
            };
            let cut = usize::try_from(cut).unwrap();
            let counted = counted.clone();
            tokio::spawn(async move {
                let (mut cr, mut cw) = client.into_split();
                let (mut sr, mut sw) = server.into_split();
                let a = pump(&mut cr, &mut sw, up.then_some(cut));
                let b = pump(&mut sr, &mut cw, (!up).then_some(cut));
                // Whichever side ends first ends both.
                let cut_here = tokio::select! { c = a => c, c = b => c };
                if cut_here {
                    counted[usize::from(!in_handshake)].fetch_add(1, Ordering::Relaxed);
                }
            });
        }
    });
    (addr, cuts)
}

/// Copies until EOF (false), or until `cut` bytes went through (true: it
/// stops mid-stream).
async fn pump(from: &mut OwnedReadHalf, to: &mut OwnedWriteHalf, cut: Option<usize>) -> bool {
    let mut left = cut.unwrap_or(usize::MAX);
    if left == 0 {
        return true;
    }
    let mut buf = vec![0u8; 4096];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return false,
            Ok(n) => n,
        };
        let n = n.min(left);
        if to.write_all(&buf[..n]).await.is_err() {
            return false;
        }
        left -= n;
        if left == 0 {
            return true;
        }
    }
}

#[tokio::test]
async fn chaos_proxy_1000_events_none_lost_none_repeated() {
    const N: i64 = 1000;
    let server = mock::Server::start(
        mock::Options::new(Secret::new(TOKEN))
            .with_events(N as usize)
            .with_event_interval(Duration::from_millis(2)),
    )
    .await
    .unwrap();
    let (proxy, cuts) = chaos_proxy(server.addr(), 0x5EED_C0DE_0000_0001).await;
    let options = Options::new(proxy, Secret::new(TOKEN)).backoff(Backoff::new(
        Duration::from_millis(1),
        Duration::from_millis(20),
    ));
    // The call connection may itself be cut in its handshake: retry it.
    let client = loop {
        match Client::connect(options.clone()).await {
            Ok(c) => break c,
            Err(e) => {
                assert!(!e.is_fatal(), "{e}");
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        }
    };
    let subscribe =
        EventSubscribeCommand::new(vec![]).with_thread_id(mock::DEFAULT_THREAD.try_into().unwrap());
    let mut events = client.events(subscribe);
    let mut places = Vec::new();
    let mut live = 0;
    let follow = async {
        while places.len() < N as usize {
            match events.next().await.expect("the stream goes on") {
                Ok(Received::Known(e)) => match e.ledger_seq() {
                    Some(seq) => places.push(seq),
                    None => live += 1,
                },
                other => panic!("{other:?}"),
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(60), follow)
        .await
        .expect("1000 events within 60 s");
    let lost = (1..=N).filter(|q| !places.contains(q)).count();
    let mut distinct = places.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let repeated = places.len() - distinct.len();
    let (early, late) = (
        cuts[0].load(Ordering::Relaxed),
        cuts[1].load(Ordering::Relaxed),
    );
    println!(
        "chaos: {} ledger events delivered ({live} live-only), {lost} lost, {repeated} repeated, \
         {} reconnects; connections cut inside the handshake: {early}, inside frames: {late}",
        places.len(),
        events.reconnects(),
    );
    assert_eq!((lost, repeated), (0, 0));
    assert_eq!(places, (1..=N).collect::<Vec<_>>(), "in order");
    assert!(early >= 1 && late >= 1, "cuts: {early} early, {late} late");
    assert!(events.reconnects() > 0);
}
