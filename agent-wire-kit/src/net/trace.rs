//! Spans of the servers (feature `tracing`): the accept loop's
//! `connection` span, and [`timed`], which the protocol crates' request
//! spans use to record how long a request took.
//!
//! Every span and event the servers emit is at `INFO` (spans) or `WARN`
//! (refusals) and carries no secret: no token, nonce, `Authorization`
//! header or request body.
//!
//! [`Capture`] is the subscriber their tests check that with: it keeps
//! every span and event so a test can assert on names, fields and parents.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;
use tracing::field::{Field, Visit};
use tracing::instrument::Instrumented;
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Instrument, Level, Metadata, Span, Subscriber};
use tracing_core::span::Current;

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

/// A [`Subscriber`](https://docs.rs/tracing-core/0.1/tracing_core/trait.Subscriber.html) for tests that keeps every span and event it sees,
/// each field's value as text (strings as they are, everything else in its
/// `Debug` form), with the span each one happened in.
///
/// Clones share what was recorded: install one clone, read the other.
/// Install it for one test with [`tracing::subscriber::set_default`](https://docs.rs/tracing/0.1/tracing/subscriber/fn.set_default.html) (until
/// the guard drops) or [`tracing::subscriber::with_default`](https://docs.rs/tracing/0.1/tracing/subscriber/fn.with_default.html) (for one
/// closure). Both are per thread, so a server under test must run on a
/// current-thread runtime for its tasks to record here.
///
/// Spans are numbered in the order created, from 0; a parent is such a
/// number. Every span and event is enabled, whatever its level or target.
///
/// ```
/// use agent_wire_kit::net::trace::Capture;
///
/// let capture = Capture::default();
/// tracing::subscriber::with_default(capture.clone(), || {
///     let span = tracing::info_span!("request", id = 7);
///     span.in_scope(|| tracing::warn!(reason = "too long", "refused"));
/// });
/// let request = &capture.spans("request")[0];
/// assert_eq!(request.get("id"), Some("7"));
/// let event = &capture.events()[0];
/// assert_eq!(event.level, tracing::Level::WARN);
/// assert_eq!(event.get("reason"), Some("too long"));
/// assert_eq!(event.parent.and_then(|p| capture.name_of(p)), Some("request"));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Capture(Arc<Mutex<Captured>>);

#[derive(Debug, Default)]
struct Captured {
    spans: Vec<SpanRecord>,
    events: Vec<EventRecord>,
    /// The spans entered and not yet exited, innermost last.
    entered: Vec<usize>,
}

/// A span seen by a [`Capture`].
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct SpanRecord {
    /// The span's name.
    pub name: &'static str,
    /// The number of its parent span, if it has one.
    pub parent: Option<usize>,
    /// Its fields in the order recorded, at creation and afterwards.
    pub fields: Vec<(String, String)>,
    metadata: &'static Metadata<'static>,
}

impl SpanRecord {
    /// The last value recorded for the field `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// An event seen by a [`Capture`].
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct EventRecord {
    /// The event's level.
    pub level: Level,
    /// The number of the span it happened in, if any.
    pub parent: Option<usize>,
    /// Its fields in order; the text of the event is the field `message`.
    pub fields: Vec<(String, String)>,
}

impl EventRecord {
    /// The value of the field `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

impl Capture {
    /// A poisoned lock still holds everything recorded before the panic,
    /// which is what a failing test wants to print.
    fn state(&self) -> MutexGuard<'_, Captured> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Every span named `name`, in the order created.
    pub fn spans(&self, name: &str) -> Vec<SpanRecord> {
        let state = self.state();
        let named = state.spans.iter().filter(|s| s.name == name);
        named.cloned().collect()
    }

    /// The span numbered `index`, if there is one.
    pub fn span(&self, index: usize) -> Option<SpanRecord> {
        self.state().spans.get(index).cloned()
    }

    /// The name of the span numbered `index`, if there is one.
    pub fn name_of(&self, index: usize) -> Option<&'static str> {
        self.state().spans.get(index).map(|s| s.name)
    }

    /// Every event, in the order they happened.
    pub fn events(&self) -> Vec<EventRecord> {
        self.state().events.clone()
    }

    /// Everything recorded as one text, a line per span then per event,
    /// each with every field as ` name=value`: for asserting that a value
    /// (a secret) appears nowhere, and for failure messages.
    pub fn text(&self) -> String {
        let state = self.state();
        let spans = state.spans.iter().map(|s| (s.name, &s.fields));
        let events = state.events.iter().map(|e| ("event", &e.fields));
        let mut out = String::new();
        for (name, fields) in spans.chain(events) {
            out.push_str(name);
            for (n, v) in fields {
                out.push_str(&format!(" {n}={v}"));
            }
            out.push('\n');
        }
        out
    }
}

struct Fields<'a>(&'a mut Vec<(String, String)>);

impl Visit for Fields<'_> {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.push((field.name().to_owned(), value.to_owned()));
    }

    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.0.push((field.name().to_owned(), format!("{value:?}")));
    }
}

/// Ids start at 1 (0 is not a valid id); span numbers start at 0.
fn index(id: &Id) -> usize {
    (id.into_u64() as usize).saturating_sub(1)
}

fn id(index: usize) -> Id {
    Id::from_u64(index as u64 + 1)
}

impl Captured {
    /// An explicit parent, else (for a contextual one) the span entered last.
    fn parent(&self, explicit: Option<&Id>, contextual: bool) -> Option<usize> {
        match explicit {
            Some(id) => Some(index(id)),
            None if contextual => self.entered.last().copied(),
            None => None,
        }
    }
}

impl Subscriber for Capture {
    fn enabled(&self, _: &Metadata<'_>) -> bool {
        true
    }

    fn new_span(&self, attrs: &Attributes<'_>) -> Id {
        let mut state = self.state();
        let parent = state.parent(attrs.parent(), attrs.is_contextual());
        let mut fields = Vec::new();
        attrs.record(&mut Fields(&mut fields));
        state.spans.push(SpanRecord {
            name: attrs.metadata().name(),
            parent,
            fields,
            metadata: attrs.metadata(),
        });
        id(state.spans.len() - 1)
    }

    fn record(&self, span: &Id, values: &Record<'_>) {
        let mut state = self.state();
        if let Some(s) = state.spans.get_mut(index(span)) {
            values.record(&mut Fields(&mut s.fields));
        }
    }

    fn record_follows_from(&self, _: &Id, _: &Id) {}

    fn event(&self, event: &Event<'_>) {
        let mut state = self.state();
        let parent = state.parent(event.parent(), event.is_contextual());
        let mut fields = Vec::new();
        event.record(&mut Fields(&mut fields));
        state.events.push(EventRecord {
            level: *event.metadata().level(),
            parent,
            fields,
        });
    }

    /// What `Span::current()` gives: the span entered last.
    fn current_span(&self) -> Current {
        let state = self.state();
        let last = state.entered.last().copied();
        match last.and_then(|i| Some((i, state.spans.get(i)?))) {
            Some((i, span)) => Current::new(id(i), span.metadata),
            None => Current::none(),
        }
    }

    fn enter(&self, span: &Id) {
        self.state().entered.push(index(span));
    }

    /// Spans of different tasks can exit out of order: remove this one,
    /// wherever it is.
    fn exit(&self, span: &Id) {
        let mut state = self.state();
        if let Some(at) = state.entered.iter().rposition(|i| *i == index(span)) {
            state.entered.remove(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The last value of field `name` of each span named `span`.
    fn field(capture: &Capture, span: &str, name: &str) -> Vec<String> {
        let spans = capture.spans(span);
        let values = spans.iter().map(|s| s.get(name).unwrap_or_default());
        values.map(str::to_owned).collect()
    }

    #[tokio::test]
    async fn a_timed_future_records_its_duration_finished_or_dropped() {
        let spans = Capture::default();
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
        let ms: Vec<f64> = field(&spans, "t", "duration_ms")
            .iter()
            .map(|v| v.parse().unwrap())
            .collect();
        assert!(ms.len() == 2 && ms[0] >= 5.0 && ms[1] >= 7.0, "{ms:?}");
        assert!(ms.iter().all(|ms| *ms < 5_000.0), "{ms:?}");
    }

    #[tokio::test]
    async fn a_connection_runs_in_its_span() {
        let spans = Capture::default();
        let _default = tracing::subscriber::set_default(spans.clone());
        let peer = SocketAddr::from(([127, 0, 0, 1], 4000));
        let inside = connection(peer, 7, || {
            tracing::info!("called");
            async { tracing::info!("running") }
        });
        inside.await;
        let within = Some("connection");
        let events_in: Vec<_> = spans
            .events()
            .iter()
            .map(|e| e.parent.and_then(|p| spans.name_of(p)))
            .collect();
        assert_eq!(events_in, [within, within], "called and run in the span");
        assert_eq!(field(&spans, "connection", "peer"), ["127.0.0.1:4000"]);
        assert_eq!(field(&spans, "connection", "number"), ["7"]);
    }

    #[test]
    fn a_span_created_inside_another_has_it_as_parent_and_as_current() {
        let capture = Capture::default();
        tracing::subscriber::with_default(capture.clone(), || {
            let outer = tracing::info_span!("outer");
            let _outer = outer.enter();
            let inner = tracing::info_span!("inner", n = tracing::field::Empty);
            inner.record("n", 2);
            let _inner = inner.enter();
            assert_eq!(Span::current().metadata().map(|m| m.name()), Some("inner"));
        });
        let inner = &capture.spans("inner")[0];
        assert_eq!(inner.parent.and_then(|p| capture.name_of(p)), Some("outer"));
        assert_eq!(inner.get("n"), Some("2"));
        assert_eq!(capture.spans("outer")[0].parent, None);
        assert!(capture.text().contains("inner n=2"), "{}", capture.text());
    }
}
