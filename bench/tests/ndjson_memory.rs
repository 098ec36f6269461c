//! The NDJSON decoder's memory is bounded by its frame limit, whatever the
//! stream size: fed in 64 KiB reads and drained after each read (as
//! `Frame`s, or with `decode_next` in place), it never holds more than the
//! limit for the current line, and the process heap
//! stays flat whether the stream is 1 MB or 10 MB, even when a line far
//! over the limit goes by.
//!
//! One test in its own binary, so the counting allocator sees no other test.

use coderook_protocol::ServerMessage;
use coderook_protocol::codec::{DecodeFrameError, FrameDecoder, FrameError};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

const CHUNK: usize = 64 * 1024;
const LIMIT: usize = 256 * 1024;

/// Streams `data` through a decoder, taking the lines as `Frame`s and
/// decoding them, or with `decode_next` (each line decoded where it lies in
/// the decoder's buffer); returns (frames, too-large errors, max
/// buffered_len, heap peak above the start).
fn run(data: &[u8], in_place: bool) -> (usize, usize, usize, usize) {
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let mut decoder = FrameDecoder::with_max_frame_len(LIMIT);
    let (mut frames, mut too_large, mut max_buffered) = (0, 0, 0);
    for part in data.chunks(CHUNK) {
        decoder.push(part);
        max_buffered = max_buffered.max(decoder.buffered_len());
        assert!(decoder.buffered_len() <= LIMIT + 1);
        loop {
            let item = if in_place {
                decoder.decode_next::<ServerMessage>("ServerMessage")
            } else {
                decoder
                    .next_frame()
                    .map(|r| r.map(|frame| frame.decode("ServerMessage").expect("decodes")))
                    .map(|r| r.map_err(DecodeFrameError::Frame))
            };
            match item {
                None => break,
                Some(Ok(msg)) => {
                    std::hint::black_box(&msg);
                    frames += 1;
                }
                Some(Err(DecodeFrameError::Frame(FrameError::TooLarge { .. }))) => too_large += 1,
                Some(Err(e)) => panic!("{e}"),
            }
        }
    }
    assert!(decoder.finish().is_none());
    (
        frames,
        too_large,
        max_buffered,
        PEAK.load(Ordering::Relaxed) - base,
    )
}

fn stream_with_giant_line(size: usize) -> Vec<u8> {
    let mut data = bench::coderook::stream(size / 2, bench::SEED);
    // 4 MiB of one JSON string: sixteen times the limit, on one line.
    data.extend_from_slice(b"{\"kind\":\"event\",\"event\":{\"type\":\"log.line\",\"message\":\"");
    data.extend(std::iter::repeat_n(b'x', 4 << 20));
    data.extend_from_slice(b"\"}}\n");
    data.extend_from_slice(&bench::coderook::stream(size / 2, bench::SEED + 1));
    data
}

#[test]
fn decoder_memory_is_bounded_by_the_frame_limit() {
    let small = stream_with_giant_line(1_000_000);
    let large = stream_with_giant_line(10_000_000);

    for in_place in [false, true] {
        let (frames_s, big_s, buffered_s, peak_s) = run(&small, in_place);
        let (frames_l, big_l, buffered_l, peak_l) = run(&large, in_place);
        assert_eq!((big_s, big_l), (1, 1), "the giant line is refused once");
        assert!(frames_l > 5 * frames_s);
        assert!(buffered_s <= LIMIT + 1 && buffered_l <= LIMIT + 1);

        // Whatever the stream size: the buffer (one read and the current
        // line, ≤ limit, grown by doubling), one decoded message, and
        // allocator slack.
        let bound = 2 * LIMIT + 4 * CHUNK;
        assert!(
            peak_s <= bound,
            "1 MB stream (in place: {in_place}): heap peak {peak_s} B > {bound} B"
        );
        assert!(
            peak_l <= bound,
            "10 MB stream (in place: {in_place}): heap peak {peak_l} B > {bound} B"
        );
        eprintln!(
            "in place: {in_place}: heap peak above start: {} KiB (1 MB stream), {} KiB (10 MB stream); max buffered {} / {} B",
            peak_s / 1024,
            peak_l / 1024,
            buffered_s,
            buffered_l
        );
    }
}
