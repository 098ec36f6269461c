//! What the server tests share: a seeded chaos proxy and a raw HTTP/1.1
//! exchange.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};

/// xorshift64*: seeded, reproducible.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// A loopback TCP proxy to `upstream` that cuts each of its first `cut`
/// connections at a seeded random byte offset: of the request now and
/// then, else of the response (inside the HTTP head or inside the SSE
/// events); later connections run whole. Gives its address and how many
/// connections it cut.
pub async fn chaos_proxy(
    upstream: SocketAddr,
    seed: u64,
    cut: usize,
) -> (SocketAddr, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let cuts = Arc::new(AtomicUsize::new(0));
    let counted = cuts.clone();
    tokio::spawn(async move {
        let mut rng = Rng(seed | 1);
        let mut n = 0;
        while let Ok((client, _)) = listener.accept().await {
            n += 1;
            // (request limit, response limit) in bytes.
            let limits = match (n > cut, rng.below(10)) {
                (true, _) => (u64::MAX, u64::MAX),
                // Every request is longer than 60 bytes: a cut inside it.
                (false, 0) => (rng.below(60), u64::MAX),
                (false, 1 | 2) => (u64::MAX, rng.below(200)),
                (false, _) => (u64::MAX, 200 + rng.below(4_000)),
            };
            let counted = counted.clone();
            tokio::spawn(async move {
                let Ok(server) = TcpStream::connect(upstream).await else {
                    return;
                };
                let (cr, cw) = client.into_split();
                let (sr, sw) = server.into_split();
                let cut = tokio::select! {
                    c = pipe(cr, sw, limits.0) => c,
                    c = pipe(sr, cw, limits.1) => c,
                };
                if cut {
                    counted.fetch_add(1, Ordering::SeqCst);
                }
            });
        }
    });
    (addr, cuts)
}

/// Copies until EOF or `limit` bytes; true when it cut.
async fn pipe(mut from: OwnedReadHalf, mut to: OwnedWriteHalf, limit: u64) -> bool {
    let mut buf = vec![0u8; 4096];
    let mut left = limit;
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return false,
            Ok(n) => n,
        };
        let take = (n as u64).min(left) as usize;
        if to.write_all(&buf[..take]).await.is_err() {
            return false;
        }
        left -= take as u64;
        if left == 0 {
            return true;
        }
    }
}

/// One request written as given (`head` without the final blank line);
/// gives the status code and the whole reply (`Connection: close` is added).
pub async fn raw(addr: SocketAddr, head: &str, body: &str) -> (u16, String) {
    let mut socket = TcpStream::connect(addr).await.unwrap();
    let request = format!(
        "{head}\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    socket.write_all(request.as_bytes()).await.unwrap();
    let mut reply = Vec::new();
    let _ = socket.read_to_end(&mut reply).await;
    let reply = String::from_utf8_lossy(&reply).into_owned();
    let status = reply
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, reply)
}
