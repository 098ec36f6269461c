//! Prints the ratio table of `PERFORMANCE.md`: every measurement of one run,
//! interleaved over several rounds, as median MB/s and ratios.
//!
//! ```text
//! cargo build --release -p codegen                 # optional: times `codegen generate`
//! cargo run --release -p bench --bin ratios -- [--rounds N] [--coderook-mb N]
//!     [--workerdeck-mb N] [--orion-mb N] [--python PATH | --no-python] [--quick]
//! ```
//!
//! The Coderook corpus is written to `<target>/bench-corpus/coderook.ndjson`;
//! the pydantic peer (`bench/python/pydantic_peer.py`) reads it and is driven
//! one pass per round, between the Rust cases, so its numbers share the run.

use bench::measure::{Case, Stat, interleaved};
use bench::{CHUNK, SEED, cases, lines};
use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Counts live heap bytes and their peak, to show the NDJSON decoder's bound.
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
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
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
    python: Option<PathBuf>,
    no_python: bool,
    only: Option<String>,
}

fn parse_args() -> Args {
    let mut a = Args {
        rounds: 7,
        coderook_mb: 50,
        workerdeck_mb: 30,
        orion_mb: 20,
        python: std::env::var_os("BENCH_PYTHON").map(PathBuf::from),
        no_python: false,
        only: None,
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
            "--quick" => {
                a.rounds = 3;
                a.coderook_mb = 5;
                a.workerdeck_mb = 3;
                a.orion_mb = 2;
            }
            "--python" => a.python = it.next().map(PathBuf::from),
            "--no-python" => a.no_python = true,
            "--only" => a.only = it.next(),
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
                "| corpus | measurement | MB/s (median, per CPU second) | min–max MB/s | ratio | target |".into(),
                "| --- | --- | ---: | ---: | --- | --- |".into(),
            ],
        }
    }

    fn row(&mut self, corpus: &str, s: &Stat, ratio: Option<(&str, f64)>, target: &str) {
        let (lo, hi) = s.mbps_range();
        let ratio = match ratio {
            Some((what, r)) => format!("**{r:.2}×** {what}"),
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

fn main() {
    let args = parse_args();
    let mb = 1_000_000;
    eprintln!("building corpora…");
    let cr_stream = bench::coderook::stream(args.coderook_mb * mb, SEED);
    let wd_stream = bench::workerdeck::stream(args.workerdeck_mb * mb, SEED);
    let or_stream = bench::orion::sse_stream(args.orion_mb * mb, SEED);
    let or_pages = bench::orion::transcript_pages((args.orion_mb * mb / 80_000).max(4), SEED);

    let cr_lines = lines(&cr_stream);
    let wd_lines = lines(&wd_stream);
    let or_data = bench::orion::sse_data(&or_stream);
    let or_lines: Vec<&str> = or_data;
    let page_lines: Vec<&str> = or_pages.iter().map(String::as_str).collect();
    let bytes_of = |ls: &[&str]| ls.iter().map(|l| l.len()).sum::<usize>();
    let (cr_bytes, wd_bytes, or_bytes, page_bytes) = (
        bytes_of(&cr_lines),
        bytes_of(&wd_lines),
        bytes_of(&or_lines),
        bytes_of(&page_lines),
    );

    let corpus_dir = target_dir().join("bench-corpus");
    std::fs::create_dir_all(&corpus_dir).expect("corpus dir");
    let corpus_file = corpus_dir.join("coderook.ndjson");
    std::fs::write(&corpus_file, &cr_stream).expect("write corpus");

    use coderook_protocol::ServerMessage;
    use orion_api_types::{TranscriptPage, WebEventEnvelope};
    use workerdeck_protocol::ServerFrame;
    let cr_values: Vec<ServerMessage> = cases::decoded(&cr_lines);
    let cr_json: Vec<serde_json::Value> = cases::decoded(&cr_lines);
    let wd_values: Vec<ServerFrame> = cases::decoded(&wd_lines);
    let wd_json: Vec<serde_json::Value> = cases::decoded(&wd_lines);
    let or_values: Vec<WebEventEnvelope> = cases::decoded(&or_lines);
    let or_json: Vec<serde_json::Value> = cases::decoded(&or_lines);

    let mut buf = Vec::with_capacity(1 << 20);
    let buf = std::cell::RefCell::new(&mut buf);
    let mut all = vec![
        Case::new("coderook typed decode (ServerMessage)", cr_bytes, || {
            cases::decode_typed::<ServerMessage>(&cr_lines)
        }),
        Case::new(
            "coderook typed decode from bytes (UTF-8 check + decode)",
            cr_bytes,
            || cases::decode_typed_bytes::<ServerMessage>(&cr_lines),
        ),
        Case::new(
            "coderook typed via plain serde_json::from_str",
            cr_bytes,
            || cases::decode_plain_serde::<ServerMessage>(&cr_lines),
        ),
        Case::new("coderook Value decode", cr_bytes, || {
            cases::decode_value(&cr_lines)
        }),
        Case::new("coderook IgnoredAny", cr_bytes, || {
            cases::decode_ignored(&cr_lines)
        }),
        Case::new("coderook typed encode", cr_bytes, || {
            cases::encode(&cr_values, &mut buf.borrow_mut())
        }),
        Case::new("coderook Value encode", cr_bytes, || {
            cases::encode(&cr_json, &mut buf.borrow_mut())
        }),
        Case::new("coderook FrameDecoder → typed", cr_stream.len(), || {
            cases::coderook_codec(&cr_stream, CHUNK)
        }),
        Case::new("coderook FrameDecoder → Value", cr_stream.len(), || {
            cases::coderook_codec_value(&cr_stream, CHUNK)
        }),
        Case::new("workerdeck typed decode (ServerFrame)", wd_bytes, || {
            cases::decode_typed::<ServerFrame>(&wd_lines)
        }),
        Case::new("workerdeck Value decode", wd_bytes, || {
            cases::decode_value(&wd_lines)
        }),
        Case::new("workerdeck IgnoredAny", wd_bytes, || {
            cases::decode_ignored(&wd_lines)
        }),
        Case::new("workerdeck typed encode", wd_bytes, || {
            cases::encode(&wd_values, &mut buf.borrow_mut())
        }),
        Case::new("workerdeck Value encode", wd_bytes, || {
            cases::encode(&wd_json, &mut buf.borrow_mut())
        }),
        Case::new("workerdeck replay (decode + SessionLog)", wd_bytes, || {
            cases::workerdeck_replay(&wd_lines)
        }),
        Case::new("orion typed decode (WebEventEnvelope)", or_bytes, || {
            cases::decode_typed::<WebEventEnvelope>(&or_lines)
        }),
        Case::new("orion Value decode", or_bytes, || {
            cases::decode_value(&or_lines)
        }),
        Case::new("orion IgnoredAny", or_bytes, || {
            cases::decode_ignored(&or_lines)
        }),
        Case::new("orion typed encode", or_bytes, || {
            cases::encode(&or_values, &mut buf.borrow_mut())
        }),
        Case::new("orion Value encode", or_bytes, || {
            cases::encode(&or_json, &mut buf.borrow_mut())
        }),
        Case::new("orion SSE stream → typed", or_stream.len(), || {
            cases::orion_sse(&or_stream, CHUNK)
        }),
        Case::new(
            "orion snapshot pages typed (TranscriptPage)",
            page_bytes,
            || cases::decode_typed::<TranscriptPage>(&page_lines),
        ),
        Case::new("orion snapshot pages Value", page_bytes, || {
            cases::decode_value(&page_lines)
        }),
    ];

    if let Some(only) = &args.only {
        // Profiling aid: run only the matching cases, print their numbers, stop.
        all.retain(|c| c.name.contains(only.as_str()));
        let stats = interleaved(&mut all, args.rounds, |_| {});
        for s in &stats {
            let (lo, hi) = s.mbps_range();
            println!(
                "{:<50} median {:8.1} MB/s  best {hi:8.1}  worst {lo:8.1}",
                s.name,
                s.mbps()
            );
        }
        return;
    }

    let mut peer = None;
    if !args.no_python {
        let python = args.python.clone().or_else(|| {
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
        });
        match python {
            Some(py) => {
                eprintln!("starting the pydantic peer ({})…", py.display());
                match Peer::start(&py, &corpus_file) {
                    Ok(p) => {
                        assert_eq!(p.lines, cr_lines.len(), "peer read the same corpus");
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
        "measuring {} cases × {} rounds{}…",
        all.len(),
        args.rounds,
        if peer.is_some() { " + pydantic" } else { "" }
    );
    let started = Instant::now();
    let stats = interleaved(&mut all, args.rounds, |round| {
        if let Some(p) = peer.as_mut() {
            p.pass();
        }
        eprintln!("  round {}/{} done", round + 1, args.rounds);
    });
    let py_stat = peer.map(Peer::stop);
    let elapsed = started.elapsed().as_secs_f64();
    drop(all);

    eprintln!("NDJSON decoder memory…");
    let max_frame = coderook_protocol::codec::DEFAULT_MAX_FRAME_LEN;
    let (buf_big, peak_big, frames_big) = ndjson_memory(&cr_stream, max_frame);
    let small = &cr_stream[..cr_stream.len() / 10];
    let small = &small[..=small.iter().rposition(|&b| b == b'\n').unwrap_or(0)];
    let (buf_small, peak_small, frames_small) = ndjson_memory(small, max_frame);

    eprintln!("codegen generate…");
    let codegen = time_codegen();

    // ---- report ----
    let mut t = Table::new();
    let mut verdicts = Vec::new();
    for (corpus, typed, prefix) in [
        (
            "Coderook stream",
            "coderook typed decode (ServerMessage)",
            "coderook",
        ),
        (
            "WorkerDeck replay",
            "workerdeck typed decode (ServerFrame)",
            "workerdeck",
        ),
        (
            "Orion SSE",
            "orion typed decode (WebEventEnvelope)",
            "orion",
        ),
    ] {
        let typed = find(&stats, typed);
        let value = find(&stats, &format!("{prefix} Value decode"));
        let ignored = find(&stats, &format!("{prefix} IgnoredAny"));
        let r = typed.mbps() / value.mbps();
        t.row(corpus, &typed, Some(("vs Value", r)), "≥ 1.30× Value");
        t.row(corpus, &value, None, "");
        t.row(
            corpus,
            &ignored,
            Some(("typed / IgnoredAny", typed.mbps() / ignored.mbps())),
            "(floor)",
        );
        verdicts.push(verdict(
            r >= 1.3,
            &format!("{corpus}: typed decode {r:.2}× Value (target ≥ 1.3×)"),
        ));
        let te = find(&stats, &format!("{prefix} typed encode"));
        let ve = find(&stats, &format!("{prefix} Value encode"));
        let re = te.mbps() / ve.mbps();
        t.row(corpus, &te, Some(("vs Value encode", re)), "≥ 1.00× Value");
        t.row(corpus, &ve, None, "");
        verdicts.push(verdict(
            re >= 1.0,
            &format!("{corpus}: typed encode {re:.2}× Value encode (target ≥ 1×)"),
        ));
    }
    let wk = find(&stats, "coderook typed via plain serde_json::from_str");
    t.row(
        "Coderook stream",
        &wk,
        Some((
            "vs Value",
            wk.mbps() / find(&stats, "coderook Value decode").mbps(),
        )),
        "",
    );
    let codec = find(&stats, "coderook FrameDecoder → typed");
    let codec_v = find(&stats, "coderook FrameDecoder → Value");
    t.row(
        "Coderook stream",
        &codec,
        Some(("vs FrameDecoder → Value", codec.mbps() / codec_v.mbps())),
        "",
    );
    t.row(
        "Coderook stream",
        &codec_v,
        Some((
            "of Value decode alone",
            codec_v.mbps() / find(&stats, "coderook Value decode").mbps(),
        )),
        "",
    );
    let replay = find(&stats, "workerdeck replay (decode + SessionLog)");
    t.row(
        "WorkerDeck replay",
        &replay,
        Some((
            "of typed decode alone",
            replay.mbps() / find(&stats, "workerdeck typed decode (ServerFrame)").mbps(),
        )),
        "",
    );
    let sse = find(&stats, "orion SSE stream → typed");
    t.row(
        "Orion SSE",
        &sse,
        Some((
            "of typed decode alone",
            sse.mbps() / find(&stats, "orion typed decode (WebEventEnvelope)").mbps(),
        )),
        "",
    );
    let pt = find(&stats, "orion snapshot pages typed (TranscriptPage)");
    let pv = find(&stats, "orion snapshot pages Value");
    t.row(
        "Orion snapshot pages",
        &pt,
        Some(("vs Value", pt.mbps() / pv.mbps())),
        "",
    );
    t.row("Orion snapshot pages", &pv, None, "");
    if let Some(py) = &py_stat {
        let bytes = find(
            &stats,
            "coderook typed decode from bytes (UTF-8 check + decode)",
        );
        t.row("Coderook stream", &bytes, None, "");
        let r = bytes.mbps() / py.mbps();
        t.row(
            "Coderook stream",
            py,
            Some(("typed Rust (from bytes) / pydantic", r)),
            "≥ 10× (Rust over pydantic)",
        );
        verdicts.push(verdict(
            r >= 10.0,
            &format!("Coderook: typed Rust {r:.1}× pydantic v2 (target ≥ 10×)"),
        ));
    } else {
        verdicts.push("NOT MEASURED: pydantic peer (no venv)".into());
    }

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
        "{} rounds, interleaved; measured in {elapsed:.0} s. Machine: {nproc} × {cpu}; load average before the report: {}.\n",
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
        "`Value` objects: {}.\n",
        if ordered {
            "IndexMap (serde_json `preserve_order` is on in this build: build the bench alone, see PERFORMANCE.md)"
        } else {
            "BTreeMap (serde_json's default)"
        }
    );
    println!(
        "Corpora (seed {SEED}): Coderook {:.1} MB / {} lines, WorkerDeck {:.1} MB / {} frames, Orion SSE {:.1} MB / {} events, Orion snapshot pages {:.1} MB / {} pages.\n",
        cr_stream.len() as f64 / 1e6,
        cr_lines.len(),
        wd_stream.len() as f64 / 1e6,
        wd_lines.len(),
        or_stream.len() as f64 / 1e6,
        or_lines.len(),
        page_bytes as f64 / 1e6,
        page_lines.len()
    );
    for r in &t.rows {
        println!("{r}");
    }
    println!(
        "\n## NDJSON decoder memory (Coderook stream, {} KiB reads, frame limit {} MiB)\n",
        CHUNK / 1024,
        max_frame >> 20
    );
    println!("| stream | frames | max buffered_len() | heap peak above start |");
    println!("| ---: | ---: | ---: | ---: |");
    println!(
        "| {:.1} MB | {frames_small} | {} B | {:.0} KiB |",
        small.len() as f64 / 1e6,
        buf_small,
        peak_small as f64 / 1024.0
    );
    println!(
        "| {:.1} MB | {frames_big} | {} B | {:.0} KiB |",
        cr_stream.len() as f64 / 1e6,
        buf_big,
        peak_big as f64 / 1024.0
    );
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
