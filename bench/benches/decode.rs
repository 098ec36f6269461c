//! `cargo bench -p bench`: the same operations as the `ratios` binary, under
//! divan, on smaller corpora (4 MB each) so a run stays short. divan reports
//! time and throughput per case; `ratios` is the one to quote for ratios.

use bench::{CHUNK, SEED, cases, lines};
use coderook_protocol::ServerMessage;
use divan::counter::BytesCount;
use divan::{Bencher, black_box};
use orion_api_types::{TranscriptPage, WebEventEnvelope};
use std::sync::LazyLock;
use workerdeck_protocol::ServerFrame;

const SIZE: usize = 4_000_000;

static CODEROOK: LazyLock<Vec<u8>> = LazyLock::new(|| bench::coderook::stream(SIZE, SEED));
static WORKERDECK: LazyLock<Vec<u8>> = LazyLock::new(|| bench::workerdeck::stream(SIZE, SEED));
static ORION: LazyLock<Vec<u8>> = LazyLock::new(|| bench::orion::sse_stream(SIZE, SEED));
static PAGES: LazyLock<Vec<String>> = LazyLock::new(|| bench::orion::transcript_pages(50, SEED));

fn main() {
    divan::main();
}

fn orion_lines() -> Vec<&'static str> {
    bench::orion::sse_data(&ORION)
}

fn page_lines() -> Vec<&'static str> {
    PAGES.iter().map(String::as_str).collect()
}

fn size(ls: &[&str]) -> BytesCount {
    BytesCount::new(ls.iter().map(|l| l.len()).sum::<usize>())
}

#[divan::bench_group(sample_count = 10, sample_size = 1)]
mod coderook {
    use super::*;

    #[divan::bench]
    fn typed_decode(b: Bencher) {
        let ls = lines(&CODEROOK);
        b.counter(size(&ls))
            .bench(|| cases::decode_typed::<ServerMessage>(&ls));
    }

    #[divan::bench]
    fn value_decode(b: Bencher) {
        let ls = lines(&CODEROOK);
        b.counter(size(&ls)).bench(|| cases::decode_value(&ls));
    }

    #[divan::bench]
    fn ignored_any(b: Bencher) {
        let ls = lines(&CODEROOK);
        b.counter(size(&ls)).bench(|| cases::decode_ignored(&ls));
    }

    #[divan::bench]
    fn typed_encode(b: Bencher) {
        let ls = lines(&CODEROOK);
        let values: Vec<ServerMessage> = cases::decoded(&ls);
        let mut buf = Vec::new();
        b.counter(size(&ls))
            .bench_local(|| cases::encode(&values, &mut buf, cases::Writer::Kit));
    }

    #[divan::bench]
    fn value_encode(b: Bencher) {
        let ls = lines(&CODEROOK);
        let values: Vec<serde_json::Value> = cases::decoded(&ls);
        let mut buf = Vec::new();
        b.counter(size(&ls))
            .bench_local(|| cases::encode(&values, &mut buf, cases::Writer::SerdeJson));
    }

    #[divan::bench]
    fn frame_decoder_typed(b: Bencher) {
        b.counter(BytesCount::new(CODEROOK.len()))
            .bench(|| cases::coderook_codec(black_box(&CODEROOK), CHUNK));
    }
}

#[divan::bench_group(sample_count = 10, sample_size = 1)]
mod workerdeck {
    use super::*;

    #[divan::bench]
    fn typed_decode(b: Bencher) {
        let ls = lines(&WORKERDECK);
        b.counter(size(&ls))
            .bench(|| cases::decode_typed::<ServerFrame>(&ls));
    }

    #[divan::bench]
    fn value_decode(b: Bencher) {
        let ls = lines(&WORKERDECK);
        b.counter(size(&ls)).bench(|| cases::decode_value(&ls));
    }

    #[divan::bench]
    fn ignored_any(b: Bencher) {
        let ls = lines(&WORKERDECK);
        b.counter(size(&ls)).bench(|| cases::decode_ignored(&ls));
    }

    #[divan::bench]
    fn typed_encode(b: Bencher) {
        let ls = lines(&WORKERDECK);
        let values: Vec<ServerFrame> = cases::decoded(&ls);
        let mut buf = Vec::new();
        b.counter(size(&ls))
            .bench_local(|| cases::encode(&values, &mut buf, cases::Writer::Kit));
    }

    #[divan::bench]
    fn value_encode(b: Bencher) {
        let ls = lines(&WORKERDECK);
        let values: Vec<serde_json::Value> = cases::decoded(&ls);
        let mut buf = Vec::new();
        b.counter(size(&ls))
            .bench_local(|| cases::encode(&values, &mut buf, cases::Writer::SerdeJson));
    }

    #[divan::bench]
    fn replay(b: Bencher) {
        let ls = lines(&WORKERDECK);
        b.counter(size(&ls)).bench(|| cases::workerdeck_replay(&ls));
    }
}

#[divan::bench_group(sample_count = 10, sample_size = 1)]
mod orion {
    use super::*;

    #[divan::bench]
    fn typed_decode(b: Bencher) {
        let ls = orion_lines();
        b.counter(size(&ls))
            .bench(|| cases::decode_typed::<WebEventEnvelope>(&ls));
    }

    #[divan::bench]
    fn value_decode(b: Bencher) {
        let ls = orion_lines();
        b.counter(size(&ls)).bench(|| cases::decode_value(&ls));
    }

    #[divan::bench]
    fn ignored_any(b: Bencher) {
        let ls = orion_lines();
        b.counter(size(&ls)).bench(|| cases::decode_ignored(&ls));
    }

    #[divan::bench]
    fn typed_encode(b: Bencher) {
        let ls = orion_lines();
        let values: Vec<WebEventEnvelope> = cases::decoded(&ls);
        let mut buf = Vec::new();
        b.counter(size(&ls))
            .bench_local(|| cases::encode(&values, &mut buf, cases::Writer::Kit));
    }

    #[divan::bench]
    fn value_encode(b: Bencher) {
        let ls = orion_lines();
        let values: Vec<serde_json::Value> = cases::decoded(&ls);
        let mut buf = Vec::new();
        b.counter(size(&ls))
            .bench_local(|| cases::encode(&values, &mut buf, cases::Writer::SerdeJson));
    }

    #[divan::bench]
    fn snapshot_pages_typed(b: Bencher) {
        let ls = page_lines();
        b.counter(size(&ls))
            .bench(|| cases::decode_typed::<TranscriptPage>(&ls));
    }

    #[divan::bench]
    fn snapshot_pages_value(b: Bencher) {
        let ls = page_lines();
        b.counter(size(&ls)).bench(|| cases::decode_value(&ls));
    }
}
