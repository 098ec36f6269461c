//! A seeded chaos proxy for the delivery tests: every connection through it
//! is cut at a random byte offset, inside the handshake or inside the frames
//! that follow.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};

/// xorshift64: seeded, reproducible.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The shortest WebSocket upgrade each way: the client's request is over
/// 150 bytes, the `101` answer over 120. A cut below these offsets lands
/// inside the handshake.
const AUTH_UP: u64 = 150;
const AUTH_DOWN: u64 = 120;

/// A loopback TCP proxy to `upstream` that cuts every connection at a
/// seeded random byte offset: a quarter inside the upgrade request, a
/// quarter inside its answer, the rest inside the frames that follow. Returns its address and how many connections were cut inside
/// the handshake and later.
pub async fn chaos_proxy(upstream: SocketAddr, seed: u64) -> (SocketAddr, Arc<[AtomicUsize; 2]>) {
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
