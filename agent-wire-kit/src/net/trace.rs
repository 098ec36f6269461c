//! Spans of the servers (feature `tracing`): the accept loop's
//! `connection` span, and [`timed`], which the protocol crates' request
//! spans use to record how long a request took.
//!
//! Every span and event the servers emit is at `INFO` (spans) or `WARN`
//! (refusals) and carries no secret: no token, nonce, `Authorization`
//! header or request body.

use std::future::Future;
use std::net::SocketAddr;
use std::time::Instant;
use tracing::instrument::Instrumented;
use tracing::{Instrument, Span};

/// Runs `fut` inside `span` and records the span's `duration_ms` field
/// (milliseconds, to the microsecond) when `fut` ends or is dropped
/// unfinished, so a request whose connection went away still gets its
/// duration. The clock starts when `timed` is called. `span` must declare
/// `duration_ms` (as `tracing::field::Empty`) for the value to be kept.
pub fn timed<F: Future>(span: Span, fut: F) -> impl Future<Output = F::Output> {
    let timer = Timer {
        span: span.clone(),
        started: Instant::now(),
    };
    async move {
        let _timer = timer;
        fut.instrument(span).await
    }
}

/// Records `duration_ms` when dropped: at the end of a [`timed`] future,
/// finished or not.
struct Timer {
    span: Span,
    started: Instant,
}

impl Drop for Timer {
    fn drop(&mut self) {
        let micros = self.started.elapsed().as_micros();
        self.span.record("duration_ms", micros as f64 / 1000.0);
    }
}

/// Starts connection `number` (1, 2, … in the order accepted) from `peer`
/// inside its `connection` span, and keeps the span around its future.
pub(crate) fn connection<Fut: Future>(
    peer: SocketAddr,
    number: u64,
    start: impl FnOnce() -> Fut,
) -> Instrumented<Fut> {
    let span = tracing::info_span!(target: "wire_kit::net::serve", "connection", %peer, number);
    span.in_scope(start).instrument(span)
}
