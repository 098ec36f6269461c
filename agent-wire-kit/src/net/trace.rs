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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};
    use tracing::field::{Field, Visit};
    use tracing::span::{Attributes, Id, Record};

    /// Keeps each span's name and the fields recorded on it, as text, and
    /// the name of the span each event happened in.
    #[derive(Clone, Default)]
    struct Spans(Arc<Mutex<Seen>>);

    #[derive(Default)]
    struct Seen {
        spans: Vec<(&'static str, Vec<(String, String)>)>,
        entered: Vec<usize>,
        events_in: Vec<Option<&'static str>>,
    }

    struct Fields<'a>(&'a mut Vec<(String, String)>);

    impl Visit for Fields<'_> {
        fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
            self.0.push((field.name().to_owned(), format!("{value:?}")));
        }
    }

    impl tracing::Subscriber for Spans {
        fn enabled(&self, _: &tracing::Metadata<'_>) -> bool {
            true
        }
        fn new_span(&self, attrs: &Attributes<'_>) -> Id {
            let mut seen = self.0.lock().unwrap();
            let mut fields = Vec::new();
            attrs.record(&mut Fields(&mut fields));
            seen.spans.push((attrs.metadata().name(), fields));
            Id::from_u64(seen.spans.len() as u64)
        }
        fn record(&self, span: &Id, values: &Record<'_>) {
            let mut seen = self.0.lock().unwrap();
            let at = span.into_u64() as usize - 1;
            values.record(&mut Fields(&mut seen.spans[at].1));
        }
        fn record_follows_from(&self, _: &Id, _: &Id) {}
        fn event(&self, _: &tracing::Event<'_>) {
            let mut seen = self.0.lock().unwrap();
            let within = seen.entered.last().map(|&at| seen.spans[at].0);
            seen.events_in.push(within);
        }
        fn enter(&self, span: &Id) {
            let at = span.into_u64() as usize - 1;
            self.0.lock().unwrap().entered.push(at);
        }
        fn exit(&self, _: &Id) {
            self.0.lock().unwrap().entered.pop();
        }
    }

    impl Spans {
        fn field(&self, span: &str, name: &str) -> Vec<String> {
            let seen = self.0.lock().unwrap();
            seen.spans
                .iter()
                .filter(|(s, _)| *s == span)
                .map(|(_, fields)| {
                    let value = fields.iter().rev().find(|(n, _)| n == name);
                    value.map_or_else(String::new, |(_, v)| v.clone())
                })
                .collect()
        }
    }

    #[tokio::test]
    async fn a_timed_future_records_its_duration_finished_or_dropped() {
        let spans = Spans::default();
        let _default = tracing::subscriber::set_default(spans.clone());
        let span = || tracing::info_span!("t", duration_ms = tracing::field::Empty);
        timed(
            span(),
            tokio::time::sleep(std::time::Duration::from_millis(5)),
        )
        .await;
        let pending = timed(span(), std::future::pending::<()>());
        let cut = tokio::time::timeout(std::time::Duration::from_millis(7), pending).await;
        assert!(cut.is_err());
        let ms: Vec<f64> = spans
            .field("t", "duration_ms")
            .iter()
            .map(|v| v.parse().unwrap())
            .collect();
        assert!(ms.len() == 2 && ms[0] >= 5.0 && ms[1] >= 7.0, "{ms:?}");
        assert!(ms.iter().all(|ms| *ms < 5_000.0), "{ms:?}");
    }

    #[tokio::test]
    async fn a_connection_runs_in_its_span() {
        let spans = Spans::default();
        let _default = tracing::subscriber::set_default(spans.clone());
        let peer = SocketAddr::from(([127, 0, 0, 1], 4000));
        let inside = connection(peer, 7, || {
            tracing::info!("called");
            async { tracing::info!("running") }
        });
        inside.await;
        let within = Some("connection");
        let events_in = spans.0.lock().unwrap().events_in.clone();
        assert_eq!(events_in, [within, within], "called and run in the span");
        assert_eq!(spans.field("connection", "peer"), ["127.0.0.1:4000"]);
        assert_eq!(spans.field("connection", "number"), ["7"]);
    }
}
