//! Prints the ratio table of `PERFORMANCE.md`.
//!
//! ```text
//! cargo build --release -p codegen                 # optional: times `codegen generate`
//! cargo run --release -p bench --bin ratios -- [--rounds N] [--coderook-mb N]
//!     [--workerdeck-mb N] [--orion-mb N] [--escapes-mb N]
//!     [--python PATH | --no-python] [--quick] [--only TEXT]
//! cargo run --release -p bench --bin ratios -- --prepare DIR [sizes]   # write the corpora, stop
//! target/release/ratios --case NAME --dir DIR                          # one case, one process
//! ```
//!
//! The driver builds the corpora, writes them to `<target>/bench-corpus/`,
//! and then, round after round, runs every case in a process of its own (this
//! binary again, with `--case`): the process reads its corpus, runs the case
//! once to warm up and once timed, prints its CPU time and exits, so no case
//! inherits the heap another left behind. The case order rotates from round
//! to round. Ratios are taken between two cases of the same round; the table
//! gives their median and range over rounds. The pydantic peer
//! (`bench/python/pydantic_peer.py`) is one long-lived process driven one
//! pass per round.

use bench::measure::{Stat, ratio, thread_cpu_secs};
use bench::plain::HOT;
use bench::{CHUNK, SEED, cases, lines};
use coderook_protocol::ServerMessage;
use orion_api_types::{TranscriptPage, WebEventEnvelope};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::alloc::{GlobalAlloc, Layout};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;
use workerdeck_protocol::ServerFrame;

/// Counts live heap bytes and their peak, to show the NDJSON decoder's
/// bound; off (one relaxed load per call) except while that is measured.
struct Counting;

/// The allocator under the count: the system's (glibc's `malloc` on Linux),
/// or mimalloc in a build with `--features mimalloc`, to show what an
/// application's choice of allocator does to the rows. The report names it
/// by its type.
#[cfg(not(feature = "mimalloc"))]
static INNER: std::alloc::System = std::alloc::System;
#[cfg(feature = "mimalloc")]
static INNER: mimalloc::MiMalloc = mimalloc::MiMalloc;

static COUNTING: AtomicBool = AtomicBool::new(false);
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { INNER.alloc(layout) };
        if !p.is_null() && COUNTING.load(Ordering::Relaxed) {
            let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { INNER.dealloc(ptr, layout) };
        if COUNTING.load(Ordering::Relaxed) {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { INNER.realloc(ptr, layout, new_size) };
        if !p.is_null() && COUNTING.load(Ordering::Relaxed) {
            if new_size >= layout.size() {
                let live = LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size
                    - layout.size();
                PEAK.fetch_max(live, Ordering::Relaxed);
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

struct Args {
    rounds: usize,
    coderook_mb: usize,
    workerdeck_mb: usize,
    orion_mb: usize,
    escapes_mb: usize,
    python: Option<PathBuf>,
    no_python: bool,
    only: Option<String>,
    case: Option<String>,
    dir: Option<PathBuf>,
    prepare: Option<PathBuf>,
}

fn parse_args() -> Args {
    let mut a = Args {
        rounds: 5,
        coderook_mb: 50,
        workerdeck_mb: 30,
        orion_mb: 20,
        escapes_mb: 30,
        python: std::env::var_os("BENCH_PYTHON").map(PathBuf::from),
        no_python: false,
        only: None,
        case: None,
        dir: None,
        prepare: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut num = |name: &str| -> usize {
            it.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{name} needs a number"))
        };
        match arg.as_str() {
            "--rounds" => a.rounds = num("--rounds"),
            "--coderook-mb" => a.coderook_mb = num("--coderook-mb"),
            "--workerdeck-mb" => a.workerdeck_mb = num("--workerdeck-mb"),
            "--orion-mb" => a.orion_mb = num("--orion-mb"),
            "--escapes-mb" => a.escapes_mb = num("--escapes-mb"),
            "--quick" => {
                a.rounds = 3;
                a.coderook_mb = 5;
                a.workerdeck_mb = 3;
                a.orion_mb = 2;
                a.escapes_mb = 3;
            }
            "--python" => a.python = it.next().map(PathBuf::from),
            "--no-python" => a.no_python = true,
            "--only" => a.only = it.next(),
            "--case" => a.case = it.next(),
            "--dir" => a.dir = it.next().map(PathBuf::from),
            "--prepare" => a.prepare = it.next().map(PathBuf::from),
            other => {
                eprintln!("unknown argument {other}");
                std::process::exit(2);
            }
        }
    }
    a
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("bench/ has a parent")
        .to_path_buf()
}

fn target_dir() -> PathBuf {
    // <target>/release/ratios → <target>
    std::env::current_exe()
        .ok()
        .and_then(|p| p.parent()?.parent().map(Path::to_path_buf))
        .unwrap_or_else(|| workspace_root().join("target"))
}

// ---- one case, in its own process ----

/// A corpus file, read once and kept for the life of the process.
fn load(dir: &Path, file: &str) -> &'static [u8] {
    let path = dir.join(file);
    let data = std::fs::read(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e} (run the driver)", path.display()));
    Box::leak(data.into_boxed_slice())
}

fn load_lines(dir: &Path, file: &str) -> &'static [&'static str] {
    Box::leak(lines(load(dir, file)).into_boxed_slice())
}

fn total(ls: &[&str]) -> usize {
    ls.iter().map(|l| l.len()).sum()
}

type Run = Box<dyn FnMut() -> u64>;

/// Encodes the values of `ls` decoded as `T`; the first call decodes them
/// (the untimed warm-up run).
fn encoder<T: DeserializeOwned + Serialize + 'static>(
    ls: &'static [&'static str],
    writer: cases::Writer,
) -> Run {
    let mut values: Option<Vec<T>> = None;
    let mut buf = Vec::with_capacity(1 << 20);
    Box::new(move || {
        let v = values.get_or_insert_with(|| cases::decoded(ls));
        cases::encode(v, &mut buf, writer)
    })
}

/// The operations every line corpus has: `Value`, `IgnoredAny`, encode.
fn common<T: DeserializeOwned + Serialize + 'static>(
    ls: &'static [&'static str],
    op: &str,
) -> Option<Run> {
    Some(match op {
        "Value decode" => Box::new(move || cases::decode_value(ls)),
        "IgnoredAny" => Box::new(move || cases::decode_ignored(ls)),
        "typed encode" => encoder::<T>(ls, cases::Writer::Kit),
        "typed via plain serde_json::to_writer" => encoder::<T>(ls, cases::Writer::SerdeJson),
        "Value encode" => encoder::<serde_json::Value>(ls, cases::Writer::SerdeJson),
        _ => return None,
    })
}

fn hot_file(protocol: &str, ty: &str) -> String {
    format!("hot-{protocol}-{ty}.ndjson")
}

fn union_of(protocol: &str) -> &'static str {
    match protocol {
        "coderook" => "ServerMessage",
        "workerdeck" => "ServerFrame",
        _ => "WebEventEnvelope",
    }
}

fn hot_typed_name(protocol: &str, ty: &str) -> String {
    format!("{protocol} {ty}: typed ({})", union_of(protocol))
}

fn hot_plain_name(protocol: &str, ty: &str) -> String {
    format!("{protocol} {ty}: plain derive")
}

/// The escape-heavy corpus decoded with plain mirrors, each line with the
/// mirror of its type.
const ESCAPES_PLAIN: &str = "escapes plain derive (each line by its type's mirror)";

/// The escape-heavy corpus's string literals, read by `serde_json` and by
/// the one-pass reader of `bench::literals`.
const LITERALS_SERDE: &str = "escapes string literals: serde_json";
const LITERALS_ONE_PASS: &str = "escapes string literals: one-pass reader";

/// The lines of the escape-heavy corpus grouped by event type, so the plain
/// mirrors need no dispatch (which favours them: the typed decoder finds
/// each line's type itself).
fn by_type(ls: &'static [&'static str]) -> Vec<(&'static str, Vec<&'static str>)> {
    let mut groups: Vec<_> = bench::plain::ESCAPES
        .iter()
        .map(|&t| (t, Vec::new()))
        .collect();
    for &line in ls {
        let ty = bench::plain::hot_type("coderook", line);
        if let Some((_, g)) = groups.iter_mut().find(|(t, _)| ty.as_deref() == Some(*t)) {
            g.push(line);
        }
    }
    groups
}

/// The bytes one run reads and the run itself, for the case called `name`.
fn resolve(name: &str, dir: &Path) -> Option<(usize, Run)> {
    for &(p, t) in HOT {
        if name == hot_typed_name(p, t) || name == hot_plain_name(p, t) {
            let ls = load_lines(dir, &hot_file(p, t));
            let run: Run = if name == hot_plain_name(p, t) {
                Box::new(move || bench::plain::decode(p, t, ls).expect("a hot type"))
            } else {
                match p {
                    "coderook" => Box::new(move || cases::decode_typed::<ServerMessage>(ls)),
                    "workerdeck" => Box::new(move || cases::decode_typed::<ServerFrame>(ls)),
                    _ => Box::new(move || cases::decode_typed::<WebEventEnvelope>(ls)),
                }
            };
            return Some((total(ls), run));
        }
    }
    let (corpus, op) = name.split_once(' ')?;
    let stream = |file: &str| -> (&'static [u8], Option<&'static [&'static str]>) {
        (load(dir, file), None)
    };
    Some(match (corpus, op) {
        ("coderook" | "escapes", _) => {
            let file = format!("{corpus}.ndjson");
            if op.starts_with("FrameDecoder") {
                let (s, _) = stream(&file);
                let run: Run = if op.contains("decode_chunk") {
                    Box::new(move || cases::coderook_codec_chunk(s, CHUNK))
                } else if op.ends_with("typed") {
                    Box::new(move || cases::coderook_codec(s, CHUNK))
                } else {
                    Box::new(move || cases::coderook_codec_value(s, CHUNK))
                };
                return Some((s.len(), run));
            }
            let ls = load_lines(dir, &file);
            if name == LITERALS_SERDE || name == LITERALS_ONE_PASS {
                let lits = bench::literals::of(ls);
                let bytes = lits.iter().map(|l| l.len()).sum();
                let run: Run = if name == LITERALS_SERDE {
                    Box::new(move || bench::literals::read_serde(&lits))
                } else {
                    Box::new(move || bench::literals::read_one_pass(&lits))
                };
                return Some((bytes, run));
            }
            let run: Run = match op {
                "typed decode (ServerMessage)" => {
                    Box::new(move || cases::decode_typed::<ServerMessage>(ls))
                }
                "typed decode from bytes (UTF-8 check + decode)" => {
                    Box::new(move || cases::decode_typed_bytes::<ServerMessage>(ls))
                }
                "typed via plain serde_json::from_str" => {
                    Box::new(move || cases::decode_plain_serde::<ServerMessage>(ls))
                }
                _ if name == ESCAPES_PLAIN => {
                    let groups = by_type(ls);
                    Box::new(move || {
                        groups
                            .iter()
                            .map(|(t, g)| bench::plain::decode("coderook", t, g).expect("a mirror"))
                            .sum()
                    })
                }
                _ => common::<ServerMessage>(ls, op)?,
            };
            (total(ls), run)
        }
        ("workerdeck", _) => {
            if op.starts_with("WebSocket") {
                let (s, _) = stream("workerdeck.ws");
                let payload = if op.contains("in place") {
                    cases::Payload::InPlace
                } else {
                    cases::Payload::Owned
                };
                return Some((
                    s.len(),
                    Box::new(move || cases::workerdeck_ws(s, CHUNK, payload)),
                ));
            }
            let ls = load_lines(dir, "workerdeck.ndjson");
            let run: Run = match op {
                "typed decode (ServerFrame)" => {
                    Box::new(move || cases::decode_typed::<ServerFrame>(ls))
                }
                "replay (decode + SessionLog)" => Box::new(move || cases::workerdeck_replay(ls)),
                _ => common::<ServerFrame>(ls, op)?,
            };
            (total(ls), run)
        }
        ("orion", "SSE stream → typed") => {
            let (s, _) = stream("orion.sse");
            (s.len(), Box::new(move || cases::orion_sse(s, CHUNK)))
        }
        ("orion", "snapshot pages typed (TranscriptPage)") => {
            let ls = load_lines(dir, "orion-pages.ndjson");
            let run: Run = Box::new(move || cases::decode_typed::<TranscriptPage>(ls));
            (total(ls), run)
        }
        ("orion", "snapshot pages Value") => {
            let ls = load_lines(dir, "orion-pages.ndjson");
            let run: Run = Box::new(move || cases::decode_value(ls));
            (total(ls), run)
        }
        ("orion", _) => {
            let ls = load_lines(dir, "orion.ndjson");
            let run: Run = match op {
                "typed decode (WebEventEnvelope)" => {
                    Box::new(move || cases::decode_typed::<WebEventEnvelope>(ls))
                }
                _ => common::<WebEventEnvelope>(ls, op)?,
            };
            (total(ls), run)
        }
        _ => return None,
    })
}

/// Runs one case: once to warm up, once timed; prints
/// `<bytes> <cpu secs> <wall secs> <checksum>`.
fn run_case(name: &str, dir: &Path) {
    let Some((bytes, mut run)) = resolve(name, dir) else {
        eprintln!("unknown case {name:?}");
        std::process::exit(2);
    };
    let warm = run();
    let start = Instant::now();
    let cpu = thread_cpu_secs();
    let check = run();
    let secs = thread_cpu_secs() - cpu;
    let wall = start.elapsed().as_secs_f64();
    assert_eq!(warm, check, "{name}: the two runs disagree");
    println!("{bytes} {secs} {wall} {check}");
}

/// Every case the driver runs, in table order.
fn case_names() -> Vec<String> {
    let mut names: Vec<String> = [
        "coderook typed decode (ServerMessage)",
        "coderook typed decode from bytes (UTF-8 check + decode)",
        "coderook typed via plain serde_json::from_str",
        "coderook Value decode",
        "coderook IgnoredAny",
        "coderook typed encode",
        "coderook typed via plain serde_json::to_writer",
        "coderook Value encode",
        "coderook FrameDecoder → typed",
        "coderook FrameDecoder::decode_chunk → typed",
        "coderook FrameDecoder → Value",
        "escapes typed decode (ServerMessage)",
        "escapes Value decode",
        "escapes IgnoredAny",
        ESCAPES_PLAIN,
        "escapes typed encode",
        "escapes typed via plain serde_json::to_writer",
        "escapes Value encode",
        "escapes FrameDecoder → typed",
        "escapes FrameDecoder::decode_chunk → typed",
        LITERALS_SERDE,
        LITERALS_ONE_PASS,
        "workerdeck typed decode (ServerFrame)",
        "workerdeck Value decode",
        "workerdeck IgnoredAny",
        "workerdeck typed encode",
        "workerdeck Value encode",
        "workerdeck replay (decode + SessionLog)",
        "workerdeck WebSocket frames → typed + SessionLog",
        "workerdeck WebSocket frames, payload in place → typed + SessionLog",
        "orion typed decode (WebEventEnvelope)",
        "orion Value decode",
        "orion IgnoredAny",
        "orion typed encode",
        "orion Value encode",
        "orion SSE stream → typed",
        "orion snapshot pages typed (TranscriptPage)",
        "orion snapshot pages Value",
    ]
    .map(String::from)
    .into();
    for &(p, t) in HOT {
        names.push(hot_typed_name(p, t));
        names.push(hot_plain_name(p, t));
    }
    names
}

// ---- the driver ----

struct Sizes {
    coderook: Vec<u8>,
    workerdeck: Vec<u8>,
    orion: Vec<u8>,
    pages: Vec<String>,
    escapes: Vec<u8>,
}

fn build(args: &Args) -> Sizes {
    let mb = 1_000_000;
    eprintln!("building corpora…");
    Sizes {
        coderook: bench::coderook::stream(args.coderook_mb * mb, SEED),
        workerdeck: bench::workerdeck::stream(args.workerdeck_mb * mb, SEED),
        orion: bench::orion::sse_stream(args.orion_mb * mb, SEED),
        pages: bench::orion::transcript_pages((args.orion_mb * mb / 80_000).max(4), SEED),
        escapes: bench::coderook::escape_stream(args.escapes_mb * mb, SEED),
    }
}

/// Writes every file a case process reads.
fn write_corpora(c: &Sizes, dir: &Path) {
    std::fs::create_dir_all(dir).expect("corpus dir");
    let write = |file: &str, data: &[u8]| {
        std::fs::write(dir.join(file), data).unwrap_or_else(|e| panic!("write {file}: {e}"))
    };
    let joined = |ls: &[&str]| {
        let mut out = ls.join("\n").into_bytes();
        out.push(b'\n');
        out
    };
    write("coderook.ndjson", &c.coderook);
    write("escapes.ndjson", &c.escapes);
    write("workerdeck.ndjson", &c.workerdeck);
    write(
        "workerdeck.ws",
        &bench::workerdeck::ws_stream(&c.workerdeck),
    );
    write("orion.sse", &c.orion);
    write("orion.ndjson", &joined(&bench::orion::sse_data(&c.orion)));
    let pages: Vec<&str> = c.pages.iter().map(String::as_str).collect();
    write("orion-pages.ndjson", &joined(&pages));
    let orion_lines = bench::orion::sse_data(&c.orion);
    for &(p, t) in HOT {
        let all = match p {
            "coderook" => lines(&c.coderook),
            "workerdeck" => lines(&c.workerdeck),
            _ => orion_lines.clone(),
        };
        let hot: Vec<&str> = all
            .into_iter()
            .filter(|l| bench::plain::hot_type(p, l).as_deref() == Some(t))
            .collect();
        assert!(!hot.is_empty(), "no {p} {t} lines in the corpus");
        write(&hot_file(p, t), &joined(&hot));
    }
}

/// Runs `name` in a fresh process; returns (bytes, CPU secs, wall secs).
fn spawn_case(name: &str, dir: &Path) -> (usize, f64, f64) {
    let exe = std::env::current_exe().expect("own path");
    let out = Command::new(exe)
        .arg("--case")
        .arg(name)
        .arg("--dir")
        .arg(dir)
        .stderr(Stdio::inherit())
        .output()
        .expect("spawn a case process");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "case {name:?} failed: {text}");
    let mut parts = text.split_whitespace();
    let mut next = || {
        parts
            .next()
            .unwrap_or_else(|| panic!("case {name:?} said {text:?}"))
    };
    let bytes = next().parse().expect("bytes");
    let secs = next().parse().expect("secs");
    let wall = next().parse().expect("wall");
    (bytes, secs, wall)
}

/// The pydantic peer, kept alive and driven one pass per round.
struct Peer {
    child: std::process::Child,
    out: BufReader<std::process::ChildStdout>,
    secs: Vec<f64>,
    bytes: usize,
    lines: usize,
    version: String,
}

impl Peer {
    fn start(python: &Path, corpus: &Path) -> Result<Self, String> {
        let root = workspace_root();
        let mut child = Command::new(python)
            .arg(root.join("bench/python/pydantic_peer.py"))
            .arg("--schema")
            .arg(root.join("generated/coderook/coderook.schema.json"))
            .arg("--corpus")
            .arg(corpus)
            .arg("--work")
            .arg(target_dir().join("bench-corpus/pydantic"))
            .arg("--serve")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", python.display()))?;
        let mut out = BufReader::new(child.stdout.take().expect("piped"));
        let mut line = String::new();
        out.read_line(&mut line).map_err(|e| e.to_string())?;
        // "ready <lines> <bytes> <versions…>"
        let mut parts = line.split_whitespace();
        if parts.next() != Some("ready") {
            return Err(format!("pydantic peer did not start: {line:?}"));
        }
        let lines = parts.next().and_then(|v| v.parse().ok()).unwrap_or(0);
        let bytes = parts.next().and_then(|v| v.parse().ok()).unwrap_or(0);
        let version = parts.collect::<Vec<_>>().join(" ");
        Ok(Self {
            child,
            out,
            secs: Vec::new(),
            bytes,
            lines,
            version,
        })
    }

    fn pass(&mut self) {
        let stdin = self.child.stdin.as_mut().expect("piped");
        writeln!(stdin, "run")
            .and_then(|()| stdin.flush())
            .expect("peer alive");
        let mut line = String::new();
        self.out.read_line(&mut line).expect("peer answers");
        let secs: f64 = line
            .split_whitespace()
            .next()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("pydantic peer said {line:?}"));
        self.secs.push(secs);
    }

    fn stop(mut self) -> Stat {
        if let Some(mut stdin) = self.child.stdin.take() {
            let _ = writeln!(stdin, "quit");
        }
        let _ = self.child.wait();
        Stat {
            name: format!("pydantic v2 validate_json ({})", self.version),
            bytes: self.bytes,
            wall: self.secs.clone(),
            secs: self.secs,
        }
    }
}

/// Feeds `stream` through `FrameDecoder` in 64 KiB reads and returns the
/// largest `buffered_len()` seen and the heap peak above the starting point.
fn ndjson_memory(stream: &[u8], max_frame: usize) -> (usize, usize, usize) {
    use coderook_protocol::ServerMessage;
    use coderook_protocol::codec::FrameDecoder;
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let mut decoder = FrameDecoder::with_max_frame_len(max_frame);
    let mut max_buffered = 0;
    let mut frames = 0;
    for part in stream.chunks(CHUNK) {
        decoder.push(part);
        max_buffered = max_buffered.max(decoder.buffered_len());
        while let Some(msg) = decoder.decode_next::<ServerMessage>("ServerMessage") {
            let msg = msg.expect("valid frame");
            std::hint::black_box(&msg);
            frames += 1;
        }
    }
    let peak = PEAK.load(Ordering::Relaxed) - base;
    (max_buffered, peak, frames)
}

fn time_codegen() -> Option<(f64, usize)> {
    let exe = target_dir()
        .join("release")
        .join(format!("codegen{}", std::env::consts::EXE_SUFFIX));
    if !exe.exists() {
        return None;
    }
    let out = target_dir().join("bench-corpus/generated");
    let mut best = f64::INFINITY;
    for _ in 0..3 {
        let _ = std::fs::remove_dir_all(&out);
        let start = Instant::now();
        let status = Command::new(&exe)
            .current_dir(workspace_root())
            .arg("generate")
            .arg("--out")
            .arg(&out)
            .stdout(Stdio::null())
            .status()
            .ok()?;
        let secs = start.elapsed().as_secs_f64();
        if !status.success() {
            return None;
        }
        best = best.min(secs);
    }
    let mut bytes = 0;
    let mut stack = vec![out];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).ok()?.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                bytes += e.metadata().map(|m| m.len() as usize).unwrap_or(0);
            }
        }
    }
    Some((best, bytes))
}

fn find(stats: &[Stat], name: &str) -> Stat {
    stats
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no measurement {name}"))
        .clone()
}

struct Table {
    rows: Vec<String>,
}

impl Table {
    fn new() -> Self {
        Self {
            rows: vec![
                "| corpus | measurement | MB/s (median, per CPU second) | min–max MB/s | ratio (median, min–max over rounds) | target |".into(),
                "| --- | --- | ---: | ---: | --- | --- |".into(),
            ],
        }
    }

    fn row(
        &mut self,
        corpus: &str,
        s: &Stat,
        ratio: Option<(&str, (f64, f64, f64))>,
        target: &str,
    ) {
        let (lo, hi) = s.mbps_range();
        let ratio = match ratio {
            Some((what, (m, rlo, rhi))) => format!("**{m:.2}×** ({rlo:.2}–{rhi:.2}) {what}"),
            None => String::new(),
        };
        self.rows.push(format!(
            "| {corpus} | {} | {:.1} | {lo:.0}–{hi:.0} | {ratio} | {target} |",
            s.name,
            s.mbps()
        ));
    }
}

fn verdict(ok: bool, text: &str) -> String {
    format!("{} {text}", if ok { "met:" } else { "MISSED:" })
}

fn find_python(args: &Args) -> Option<PathBuf> {
    args.python.clone().or_else(|| {
        ["/tmp/bench-venv/bin/python", "bench-venv/bin/python"]
            .iter()
            .map(|p| {
                if p.starts_with('/') {
                    PathBuf::from(p)
                } else {
                    target_dir().join(p)
                }
            })
            .find(|p| p.exists())
    })
}

fn main() {
    let args = parse_args();
    if let Some(name) = &args.case {
        let dir = args
            .dir
            .clone()
            .unwrap_or_else(|| target_dir().join("bench-corpus"));
        run_case(name, &dir);
        return;
    }
    let corpora = build(&args);
    if let Some(dir) = &args.prepare {
        write_corpora(&corpora, dir);
        eprintln!("corpora written to {}", dir.display());
        return;
    }
    let dir = target_dir().join("bench-corpus");
    write_corpora(&corpora, &dir);
    let corpus_file = dir.join("coderook.ndjson");

    let mut names = case_names();
    if let Some(only) = &args.only {
        names.retain(|n| n.contains(only.as_str()));
    }
    let mut stats: Vec<Stat> = names
        .iter()
        .map(|n| Stat {
            name: n.clone(),
            bytes: 0,
            secs: Vec::new(),
            wall: Vec::new(),
        })
        .collect();

    let mut peer = None;
    if !args.no_python && args.only.is_none() {
        match find_python(&args) {
            Some(py) => {
                eprintln!("starting the pydantic peer ({})…", py.display());
                match Peer::start(&py, &corpus_file) {
                    Ok(p) => {
                        assert_eq!(
                            p.lines,
                            lines(&corpora.coderook).len(),
                            "peer read the same corpus"
                        );
                        peer = Some(p);
                    }
                    Err(e) => eprintln!("pydantic peer unavailable: {e}"),
                }
            }
            None => eprintln!(
                "no Python venv found (set BENCH_PYTHON or pass --python); pydantic row skipped"
            ),
        }
    }

    eprintln!(
        "measuring {} cases × {} rounds, one process per case{}…",
        names.len(),
        args.rounds,
        if peer.is_some() { " + pydantic" } else { "" }
    );
    let started = Instant::now();
    let n = names.len();
    for round in 0..args.rounds {
        for k in 0..n {
            let i = (k + round * 7) % n;
            let (bytes, secs, wall) = spawn_case(&names[i], &dir);
            stats[i].bytes = bytes;
            stats[i].secs.push(secs);
            stats[i].wall.push(wall);
        }
        if let Some(p) = peer.as_mut() {
            p.pass();
        }
        eprintln!("  round {}/{} done", round + 1, args.rounds);
    }
    let py_stat = peer.map(Peer::stop);
    let elapsed = started.elapsed().as_secs_f64();

    if args.only.is_some() {
        for s in &stats {
            let (lo, hi) = s.mbps_range();
            println!(
                "{:<55} median {:8.1} MB/s  best {hi:8.1}  worst {lo:8.1}",
                s.name,
                s.mbps()
            );
        }
        return;
    }

    eprintln!("NDJSON decoder memory…");
    let max_frame = coderook_protocol::codec::DEFAULT_MAX_FRAME_LEN;
    let cr_stream = &corpora.coderook;
    let small = &cr_stream[..cr_stream.len() / 10];
    let small = &small[..=small.iter().rposition(|&b| b == b'\n').unwrap_or(0)];
    COUNTING.store(true, Ordering::Relaxed);
    let (buf_big, peak_big, frames_big) = ndjson_memory(cr_stream, max_frame);
    let (buf_small, peak_small, frames_small) = ndjson_memory(small, max_frame);
    COUNTING.store(false, Ordering::Relaxed);

    eprintln!("codegen generate…");
    let codegen = time_codegen();

    report(
        &args,
        &corpora,
        &stats,
        py_stat.as_ref(),
        elapsed,
        Memory {
            max_frame,
            small: (small.len(), frames_small, buf_small, peak_small),
            big: (cr_stream.len(), frames_big, buf_big, peak_big),
        },
        codegen,
    );
}

struct Memory {
    max_frame: usize,
    /// (stream bytes, frames, max buffered, heap peak)
    small: (usize, usize, usize, usize),
    big: (usize, usize, usize, usize),
}

fn report(
    args: &Args,
    corpora: &Sizes,
    stats: &[Stat],
    py: Option<&Stat>,
    elapsed: f64,
    mem: Memory,
    codegen: Option<(f64, usize)>,
) {
    let get = |name: &str| find(stats, name);
    let mut t = Table::new();
    let mut verdicts = Vec::new();

    // Target 2 and 5: typed against Value, decode and encode.
    for (corpus, prefix, union, stream) in [
        ("Coderook stream", "coderook", "ServerMessage", true),
        ("escape-heavy Coderook", "escapes", "ServerMessage", false),
        ("WorkerDeck replay", "workerdeck", "ServerFrame", true),
        ("Orion SSE", "orion", "WebEventEnvelope", true),
    ] {
        let typed = get(&format!("{prefix} typed decode ({union})"));
        let value = get(&format!("{prefix} Value decode"));
        let ignored = get(&format!("{prefix} IgnoredAny"));
        let want = if stream { 1.4 } else { 1.3 };
        let r = ratio(&typed, &value);
        t.row(
            corpus,
            &typed,
            Some(("vs Value", r)),
            &format!("≥ {want:.2}× Value"),
        );
        t.row(corpus, &value, None, "");
        t.row(
            corpus,
            &ignored,
            Some(("typed / IgnoredAny", ratio(&typed, &ignored))),
            "(floor)",
        );
        let mut yardstick = None;
        if prefix == "escapes" {
            // What serde itself needs for these lines: a plain derive, no rules.
            let plain = get(ESCAPES_PLAIN);
            t.row(
                corpus,
                &plain,
                Some(("vs Value", ratio(&plain, &value))),
                "(plain derive)",
            );
            // What a reader of the crates' own could save on the strings.
            let serde = get(LITERALS_SERDE);
            let own = get(LITERALS_ONE_PASS);
            let r = ratio(&own, &serde);
            t.row(corpus, &serde, None, "");
            t.row(corpus, &own, Some(("vs serde_json", r)), "(yardstick)");
            yardstick = Some(format!(
                "measured: {corpus}: its string literals read {:.2}× as fast in one pass as by serde_json (no target)",
                r.0
            ));
        }
        verdicts.push(verdict(
            r.0 >= want,
            &format!(
                "{corpus}: typed decode {:.2}× Value (target ≥ {want}×)",
                r.0
            ),
        ));
        verdicts.extend(yardstick);
        let te = get(&format!("{prefix} typed encode"));
        let ve = get(&format!("{prefix} Value encode"));
        let re = ratio(&te, &ve);
        t.row(corpus, &te, Some(("vs Value encode", re)), "≥ 1.30× Value");
        t.row(corpus, &ve, None, "");
        if matches!(prefix, "coderook" | "escapes") {
            let pe = get(&format!("{prefix} typed via plain serde_json::to_writer"));
            t.row(corpus, &pe, Some(("vs Value encode", ratio(&pe, &ve))), "");
        }
        verdicts.push(verdict(
            re.0 >= 1.3,
            &format!(
                "{corpus}: typed encode {:.2}× Value encode (target ≥ 1.3×)",
                re.0
            ),
        ));
    }
    let pt = get("orion snapshot pages typed (TranscriptPage)");
    let pv = get("orion snapshot pages Value");
    let rp = ratio(&pt, &pv);
    t.row(
        "Orion snapshot pages",
        &pt,
        Some(("vs Value", rp)),
        "≥ 1.30× Value",
    );
    t.row("Orion snapshot pages", &pv, None, "");
    verdicts.push(verdict(
        rp.0 >= 1.3,
        &format!(
            "Orion snapshot pages: typed decode {:.2}× Value (target ≥ 1.3×)",
            rp.0
        ),
    ));
    let wk = get("coderook typed via plain serde_json::from_str");
    t.row(
        "Coderook stream",
        &wk,
        Some(("vs Value", ratio(&wk, &get("coderook Value decode")))),
        "",
    );

    // Target 1: the tax over a plain derive, per hot type.
    for &(p, ty) in HOT {
        let corpus = format!("{p} `{ty}` lines");
        let typed = get(&hot_typed_name(p, ty));
        let plain = get(&hot_plain_name(p, ty));
        let r = ratio(&plain, &typed);
        t.row(&corpus, &typed, None, "");
        t.row(&corpus, &plain, Some(("plain / typed", r)), "≤ 1.10× typed");
        verdicts.push(verdict(
            r.0 <= 1.1,
            &format!("{p} {ty}: plain derive {:.2}× typed (target ≤ 1.1×)", r.0),
        ));
    }

    // Target 4: streams end to end.
    let typed_cr = get("coderook typed decode (ServerMessage)");
    for (corpus, name, alone, want) in [
        (
            "Coderook stream",
            "coderook FrameDecoder → typed",
            typed_cr.clone(),
            Some(0.9),
        ),
        (
            "escape-heavy Coderook",
            "escapes FrameDecoder → typed",
            get("escapes typed decode (ServerMessage)"),
            Some(0.9),
        ),
        (
            "Coderook stream",
            "coderook FrameDecoder::decode_chunk → typed",
            typed_cr.clone(),
            Some(0.9),
        ),
        (
            "escape-heavy Coderook",
            "escapes FrameDecoder::decode_chunk → typed",
            get("escapes typed decode (ServerMessage)"),
            Some(0.9),
        ),
        (
            "Orion SSE",
            "orion SSE stream → typed",
            get("orion typed decode (WebEventEnvelope)"),
            Some(0.85),
        ),
        (
            "WorkerDeck replay",
            "workerdeck replay (decode + SessionLog)",
            get("workerdeck typed decode (ServerFrame)"),
            None,
        ),
        (
            "WorkerDeck replay",
            "workerdeck WebSocket frames → typed + SessionLog",
            get("workerdeck typed decode (ServerFrame)"),
            None,
        ),
        (
            "WorkerDeck replay",
            "workerdeck WebSocket frames, payload in place → typed + SessionLog",
            get("workerdeck typed decode (ServerFrame)"),
            None,
        ),
    ] {
        let s = get(name);
        let r = ratio(&s, &alone);
        let target = want.map_or(String::new(), |w| format!("≥ {w:.2}× typed alone"));
        t.row(corpus, &s, Some(("of typed decode alone", r)), &target);
        match want {
            Some(w) => verdicts.push(verdict(
                r.0 >= w,
                &format!("{name}: {:.2}× typed decode alone (target ≥ {w}×)", r.0),
            )),
            None => verdicts.push(format!(
                "measured: {name}: {:.2}× typed decode alone (no target)",
                r.0
            )),
        }
    }
    let codec_v = get("coderook FrameDecoder → Value");
    t.row(
        "Coderook stream",
        &codec_v,
        Some((
            "of Value decode alone",
            ratio(&codec_v, &get("coderook Value decode")),
        )),
        "",
    );

    // Target 3: the Python peer.
    let bytes = get("coderook typed decode from bytes (UTF-8 check + decode)");
    t.row("Coderook stream", &bytes, None, "");
    if let Some(py) = py {
        let r = ratio(&bytes, py);
        t.row(
            "Coderook stream",
            py,
            Some(("typed Rust (from bytes) / pydantic", r)),
            "≥ 5× (Rust over pydantic)",
        );
        verdicts.push(verdict(
            r.0 >= 5.0,
            &format!("Coderook: typed Rust {:.2}× pydantic v2 (target ≥ 5×)", r.0),
        ));
    } else {
        verdicts.push("NOT MEASURED: pydantic peer (no venv)".into());
    }

    // Target 6: memory.
    verdicts.push(verdict(
        mem.big.2 <= mem.max_frame && mem.small.2 <= mem.max_frame,
        &format!(
            "NDJSON decoder memory: max buffered {} B on {:.0} MB, heap peak {:.0} KiB ({:.0} KiB on {:.0} MB); bound: the frame limit",
            mem.big.2,
            mem.big.0 as f64 / 1e6,
            mem.big.3 as f64 / 1024.0,
            mem.small.3 as f64 / 1024.0,
            mem.small.0 as f64 / 1e6
        ),
    ));

    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown".into());
    let nproc = std::thread::available_parallelism().map_or(0, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();

    println!("## Ratio table\n");
    println!(
        "{} rounds, one process per case and round; measured in {elapsed:.0} s. Machine: {nproc} × {cpu}; load average before the report: {}.\n",
        args.rounds,
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    // Cargo unifies features across the packages of one build: built
    // together with `codegen`, serde_json's `preserve_order` is on, and the
    // `Value` baseline (an IndexMap per object) is slower than alone.
    let ordered =
        serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(r#"{"b":0,"a":0}"#)
            .is_ok_and(|m| m.keys().next().is_some_and(|k| k == "b"));
    println!(
        "`Value` objects: {}. Allocator: `{}`.\n",
        if ordered {
            "IndexMap (serde_json `preserve_order` is on in this build: build the bench alone, see PERFORMANCE.md)"
        } else {
            "BTreeMap (serde_json's default)"
        },
        std::any::type_name_of_val(&INNER),
    );
    let mb = |v: &[u8]| v.len() as f64 / 1e6;
    println!(
        "Corpora (seed {SEED}): Coderook {:.1} MB / {} lines, escape-heavy Coderook {:.1} MB / {} lines, WorkerDeck {:.1} MB / {} frames, Orion SSE {:.1} MB / {} events, Orion snapshot pages {:.1} MB / {} pages.\n",
        mb(&corpora.coderook),
        lines(&corpora.coderook).len(),
        mb(&corpora.escapes),
        lines(&corpora.escapes).len(),
        mb(&corpora.workerdeck),
        lines(&corpora.workerdeck).len(),
        mb(&corpora.orion),
        bench::orion::sse_data(&corpora.orion).len(),
        corpora.pages.iter().map(String::len).sum::<usize>() as f64 / 1e6,
        corpora.pages.len()
    );
    for r in &t.rows {
        println!("{r}");
    }
    println!(
        "\n## NDJSON decoder memory (Coderook stream, {} KiB reads, frame limit {} MiB)\n",
        CHUNK / 1024,
        mem.max_frame >> 20
    );
    println!("| stream | frames | max buffered_len() | heap peak above start |");
    println!("| ---: | ---: | ---: | ---: |");
    for (bytes, frames, buffered, peak) in [mem.small, mem.big] {
        println!(
            "| {:.1} MB | {frames} | {buffered} B | {:.0} KiB |",
            bytes as f64 / 1e6,
            peak as f64 / 1024.0
        );
    }
    println!("\n## codegen generate\n");
    match codegen {
        Some((secs, bytes)) => println!(
            "`codegen generate` (release binary, all artifacts, best of 3): {:.0} ms, {:.1} MB written.",
            secs * 1e3,
            bytes as f64 / 1e6
        ),
        None => println!(
            "`codegen generate`: not measured (build it first: `cargo build --release -p codegen`)."
        ),
    }
    println!("\n## Targets\n");
    for v in &verdicts {
        println!("- {v}");
    }
}
