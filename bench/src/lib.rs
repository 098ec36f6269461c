//! Benchmarks of the protocol crates, in one place and outside their
//! dependency trees.
//!
//! The corpora are built here, deterministically, from typed values of each
//! crate ([`coderook::stream`], [`workerdeck::stream`], [`orion::sse_stream`],
//! [`orion::transcript_pages`]): every line is valid by construction, and
//! the same seed gives the same bytes on every machine. [`cases`] holds the
//! measured operations, shared by the divan benches (`cargo bench -p bench`)
//! and the `ratios` binary, which runs them interleaved and prints the
//! ratio table quoted in `PERFORMANCE.md`.

pub mod cases;
pub mod coderook;
pub mod literals;
pub mod measure;
pub mod orion;
pub mod plain;
pub mod servers;
pub mod synth;
pub mod workerdeck;

/// The non-empty lines of an NDJSON buffer, without their `\n`.
pub fn lines(data: &[u8]) -> Vec<&str> {
    std::str::from_utf8(data)
        .expect("corpora are UTF-8")
        .split('\n')
        .filter(|l| !l.is_empty())
        .collect()
}

/// Default corpus seeds (any value works; these keep runs comparable).
pub const SEED: u64 = 20_261_130;

/// Chunk size for the end-to-end stream measurements: what a socket read returns.
pub const CHUNK: usize = 64 * 1024;
