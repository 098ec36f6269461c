//! [`Batches`]: a reader's batches handed out one item at a time.

use futures_core::Stream;
use std::collections::VecDeque;
use std::pin::Pin;
use std::task::{Context, Poll};

/// A stream that hands out, one at a time, the items a reader produced in
/// batches.
///
/// A client's reader decodes every complete frame one socket read brought
/// before it awaits again, and hands the lot over as one batch; the
/// consumer then takes the items without a pass through the reader's
/// `async` state machine each. Work that must follow *delivery* rather than
/// decoding (a resume position a caller may persist) is done on the
/// consumer's side, as each item is taken.
///
/// ```
/// use agent_wire_kit::net::Batches;
/// use futures_core::Stream;
/// use std::collections::VecDeque;
/// use std::pin::Pin;
/// use std::task::{Context, Poll};
///
/// /// Two batches, the second empty, then the end.
/// struct Reads(Vec<VecDeque<i32>>);
/// impl Stream for Reads {
///     type Item = VecDeque<i32>;
///     fn poll_next(mut self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Option<Self::Item>> {
///         Poll::Ready(self.0.pop())
///     }
/// }
///
/// let mut items = Batches::new(Reads(vec![VecDeque::new(), VecDeque::from([1, 2])]));
/// let mut cx = Context::from_waker(std::task::Waker::noop());
/// let mut next = || Pin::new(&mut items).poll_next(&mut cx);
/// assert_eq!(next(), Poll::Ready(Some(1)));
/// assert_eq!(next(), Poll::Ready(Some(2)));
/// assert_eq!(next(), Poll::Ready(None));
/// ```
pub struct Batches<T> {
    inner: Pin<Box<dyn Stream<Item = VecDeque<T>> + Send>>,
    ready: VecDeque<T>,
}

impl<T> Batches<T> {
    /// The items of `batches`, in order.
    pub fn new(batches: impl Stream<Item = VecDeque<T>> + Send + 'static) -> Self {
        Self {
            inner: Box::pin(batches),
            ready: VecDeque::new(),
        }
    }

    /// Items decoded and not yet handed out: at most one batch.
    pub fn queued(&self) -> usize {
        self.ready.len()
    }
}

impl<T> std::fmt::Debug for Batches<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Batches")
            .field("queued", &self.ready.len())
            .finish_non_exhaustive()
    }
}

impl<T: Unpin> Stream for Batches<T> {
    type Item = T;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<T>> {
        loop {
            if let Some(item) = self.ready.pop_front() {
                return Poll::Ready(Some(item));
            }
            match self.inner.as_mut().poll_next(cx) {
                Poll::Ready(Some(batch)) => self.ready = batch,
                Poll::Ready(None) => return Poll::Ready(None),
                Poll::Pending => return Poll::Pending,
            }
        }
    }
}
