//! The accept loop every server runs: a bound on open connections, a task
//! per connection, and a graceful shutdown that tells every connection to
//! finish, waits for them up to a deadline, then ends the rest.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;

/// How much one server takes on.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct Limits {
    /// Connections served at once; more wait in the listen backlog.
    pub connections: usize,
    /// The longest frame or request body read, in bytes (the contracts'
    /// 16 MiB).
    pub frame: usize,
    /// The longest a connection may send before it has authenticated (the
    /// handshake is a few KB).
    pub handshake: usize,
    /// How long [`Shutdown::shutdown`] waits for connections to finish.
    pub drain: Duration,
}

impl Default for Limits {
    /// 1,024 connections, 16 MiB frames, 64 KiB before the handshake, 5 s to drain.
    fn default() -> Self {
        Self {
            connections: 1024,
            frame: 16 * 1024 * 1024,
            handshake: 64 * 1024,
            drain: Duration::from_secs(5),
        }
    }
}

impl Limits {
    /// Sets [`connections`](Self::connections) (at least 1).
    pub fn connections(mut self, n: usize) -> Self {
        self.connections = n.max(1);
        self
    }

    /// Sets [`frame`](Self::frame).
    pub fn frame(mut self, bytes: usize) -> Self {
        self.frame = bytes;
        self
    }

    /// Sets [`handshake`](Self::handshake).
    pub fn handshake(mut self, bytes: usize) -> Self {
        self.handshake = bytes;
        self
    }

    /// Sets [`drain`](Self::drain).
    pub fn drain(mut self, deadline: Duration) -> Self {
        self.drain = deadline;
        self
    }
}

/// What a connection task watches to learn that the server is stopping:
/// it should end its streams cleanly (a close frame, the end of an SSE
/// response) and return.
#[derive(Debug, Clone)]
pub struct Stopping(watch::Receiver<bool>);

impl Stopping {
    /// Resolves once the server is stopping.
    pub async fn wait(&mut self) {
        let _ = self.0.wait_for(|stop| *stop).await;
    }

    /// Whether the server is stopping.
    pub fn is_stopping(&self) -> bool {
        *self.0.borrow()
    }
}

/// A running accept loop: [`shutdown`](Self::shutdown) stops it.
#[derive(Debug)]
pub struct Shutdown {
    stop: watch::Sender<bool>,
    task: tokio::task::JoinHandle<usize>,
}

impl Shutdown {
    /// Stops accepting, tells every connection ([`Stopping`]), waits up to
    /// [`Limits::drain`] for them, then aborts those still running. Returns
    /// how many had to be aborted.
    pub async fn shutdown(self) -> usize {
        let _ = self.stop.send(true);
        self.task.await.unwrap_or(0)
    }

    /// A [`Stopping`] for tasks of the server's own (event feeds).
    pub fn stopping(&self) -> Stopping {
        Stopping(self.stop.subscribe())
    }
}

/// Serves `listener`: each accepted connection runs `connection(stream,
/// peer, stopping)` in its own task, at most [`Limits::connections`] at
/// once. Accept errors never end or spin the loop ([`super::accept`]).
///
/// With the feature `tracing`, each connection runs inside a `connection`
/// span with the fields `peer` (its address) and `number` (1, 2, … in the
/// order accepted): `connection` itself is called in it, and its future
/// runs in it.
pub fn serve<F, Fut>(listener: TcpListener, limits: Limits, connection: F) -> Shutdown
where
    F: Fn(TcpStream, SocketAddr, Stopping) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    let (stop, stopped) = watch::channel(false);
    let task = tokio::spawn(run(listener, limits, connection, Stopping(stopped)));
    Shutdown { stop, task }
}

async fn run<F, Fut>(
    listener: TcpListener,
    limits: Limits,
    connection: F,
    mut stopping: Stopping,
) -> usize
where
    F: Fn(TcpStream, SocketAddr, Stopping) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    let slots = Arc::new(Semaphore::new(limits.connections.max(1)));
    let mut tasks = JoinSet::new();
    #[cfg(feature = "tracing")]
    let mut accepted = 0u64;
    loop {
        let permit = tokio::select! {
            p = slots.clone().acquire_owned() => p,
            () = stopping.wait() => break,
        };
        let Ok(permit) = permit else { break };
        let (stream, peer) = tokio::select! {
            pair = super::accept(&listener) => pair,
            () = stopping.wait() => break,
        };
        while tasks.try_join_next().is_some() {}
        #[cfg(feature = "tracing")]
        let fut = {
            accepted += 1;
            super::trace::connection(peer, accepted, || {
                connection(stream, peer, stopping.clone())
            })
        };
        #[cfg(not(feature = "tracing"))]
        let fut = connection(stream, peer, stopping.clone());
        tasks.spawn(async move {
            fut.await;
            drop(permit);
        });
    }
    drop(listener);
    let drained = tokio::time::timeout(limits.drain, async {
        while tasks.join_next().await.is_some() {}
    })
    .await;
    if drained.is_ok() {
        return 0;
    }
    let aborted = tasks.len();
    tasks.abort_all();
    while tasks.join_next().await.is_some() {}
    aborted
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test]
    async fn connections_past_the_limit_wait_and_shutdown_ends_open_ones() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let server = serve(
            listener,
            Limits::default().connections(1),
            |mut s, _, mut stopping| async move {
                let _ = s.write_all(b"hi\n").await;
                stopping.wait().await;
                let _ = s.write_all(b"bye\n").await;
            },
        );
        let mut first = TcpStream::connect(addr).await.unwrap();
        let mut buf = [0u8; 3];
        first.read_exact(&mut buf).await.unwrap();
        assert_eq!(&buf, b"hi\n");
        // The second waits in the backlog: no greeting while the first is open.
        let mut second = TcpStream::connect(addr).await.unwrap();
        let waited = tokio::time::timeout(Duration::from_millis(200), second.read(&mut buf)).await;
        assert!(waited.is_err(), "served past the connection limit");
        let started = std::time::Instant::now();
        assert_eq!(server.shutdown().await, 0);
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "shutdown waited for the drain deadline"
        );
        let mut rest = Vec::new();
        first.read_to_end(&mut rest).await.unwrap();
        assert_eq!(
            rest, b"bye\n",
            "an open connection is told to finish and ends cleanly"
        );
    }

    #[tokio::test(start_paused = true)]
    async fn a_connection_that_ignores_shutdown_is_aborted_after_the_drain_deadline() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let server = serve(
            listener,
            Limits::default().drain(Duration::from_secs(1)),
            |_s, _, _| async move {
                std::future::pending::<()>().await;
            },
        );
        let _c = TcpStream::connect(addr).await.unwrap();
        tokio::time::sleep(Duration::from_millis(10)).await;
        let aborted = tokio::time::timeout(Duration::from_secs(3), server.shutdown())
            .await
            .expect("shutdown ends");
        assert_eq!(aborted, 1);
    }
}
