//! `codegen validate` streams: time linear in the input, memory flat in its
//! size, each verdict written as its value is judged, and a verdict on any
//! text, however far from JSON, in about the time it takes to read it.

use std::io::{BufRead as _, BufReader, Read, Write as _};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Children are run one at a time: their CPU time is read from what this
/// process's finished children used, which counts every child.
static ONE_CHILD: Mutex<()> = Mutex::new(());

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_codegen"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("codegen runs")
}

/// CPU time (user and system, in clock ticks) of this process's children
/// that have been waited for.
fn children_cpu() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("/proc/self/stat");
    // Fields after the command name (which may hold spaces) start at field 3.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .expect("stat")
        .1
        .split_whitespace()
        .collect();
    let field = |n: usize| fields[n - 3].parse::<u64>().expect("number");
    field(16) + field(17)
}

/// CPU time (user and system, in clock ticks) a running child has used.
fn cpu_of(pid: u32) -> u64 {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return 0;
    };
    // Fields after the command name (which may hold spaces) start at field 3;
    // utime and stime are fields 14 and 15.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(vec![], |s| s.1.split_whitespace().collect());
    let field = |n: usize| {
        fields
            .get(n - 3)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    field(14) + field(15)
}

/// What one run gave: exit code, standard output and error, CPU ticks used.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    cpu: u64,
}

/// Runs codegen on `input`; kills it and returns `None` once it has used
/// more than `cpu_limit` clock ticks of CPU or `wall_limit` of wall time.
fn run(args: &[&str], input: &[u8], cpu_limit: u64, wall_limit: Duration) -> Option<Run> {
    let _one = ONE_CHILD.lock().unwrap_or_else(|e| e.into_inner());
    let before = children_cpu();
    let mut child = spawn(args);
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A child that stops early closes its input: not a failure here.
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().expect("stdout");
    let mut stderr = child.stderr.take().expect("stderr");
    let out = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = stdout.read_to_end(&mut s);
        s
    });
    let err = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = stderr.read_to_end(&mut s);
        s
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break Some(status);
        }
        if cpu_of(child.id()) > cpu_limit || started.elapsed() > wall_limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let _ = writer.join();
    let stdout = String::from_utf8_lossy(&out.join().expect("stdout")).into_owned();
    let stderr = String::from_utf8_lossy(&err.join().expect("stderr")).into_owned();
    let status = status?;
    Some(Run {
        code: status.code(),
        stdout,
        stderr,
        cpu: children_cpu() - before,
    })
}

const VALID: &str = "{\"ok\":true,\"version\":\"0.3.0\"}\n";

/// The least CPU time of three runs of `validate orion HealthResponse` on
/// `input`, or `None` when one uses more than `limit` ticks.
fn least_cpu(input: &[u8], limit: u64) -> Option<u64> {
    let mut least = u64::MAX;
    for _ in 0..3 {
        let args = ["validate", "orion", "HealthResponse"];
        let r = run(&args, input, limit, Duration::from_secs(1800))?;
        assert!(r.stderr.is_empty(), "{}", r.stderr);
        assert!(r.stdout.ends_with(" failed\n"), "{}", r.stdout);
        least = least.min(r.cpu);
    }
    Some(least)
}

/// Eight times the lines take less than twelve times the CPU time: a linear
/// run takes about eight, and one that counts each value's line from the
/// start of the input (as before) took about sixty-four (10,000 lines 2.1 s,
/// 80,000 lines 171 s). The least CPU time of three runs of each size is
/// compared, so that a busy machine does not decide; the small input takes
/// about 0.3 s in a debug build, far above the clock's tick. A large run
/// is stopped as soon as it has failed, at twelve times the small one.
fn assert_linear(what: &str, unit: &str, n: usize) {
    let small = unit.repeat(n);
    let large = unit.repeat(8 * n);
    let least_small = least_cpu(small.as_bytes(), u64::MAX).expect("small runs");
    assert!(least_small > 0, "{what}: too small to measure");
    let Some(least_large) = least_cpu(large.as_bytes(), 12 * least_small) else {
        panic!(
            "{what}: {n} lines {least_small} ticks, {} lines over twelve times that",
            8 * n
        );
    };
    let ratio = least_large as f64 / least_small as f64;
    eprintln!(
        "{what}: {n} lines {least_small} ticks, {} lines {least_large}",
        8 * n
    );
    assert!(
        ratio < 12.0,
        "{what}: {n} lines {least_small} ticks, {} lines {least_large} ticks: ratio {ratio:.1}",
        8 * n
    );
}

#[test]
fn time_is_linear_in_the_lines() {
    assert_linear("NDJSON", VALID, 80_000);
    // Each line opens an array that never closes: each is judged alone, and
    // reading from each line on to the end of the input was quadratic.
    assert_linear("unclosed arrays", "[0,\n", 80_000);
}

/// The peak resident memory of a child, in kB.
fn peak_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("status");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM")
}

/// Feeds `lines` copies of `line` and keeps the input open until the verdict
/// on the last line is out: the verdicts came while reading, and the child's
/// peak memory then covers all the reading. Returns it, in kB.
fn peak_while_streaming(line: &str, lines: usize) -> u64 {
    let _one = ONE_CHILD.lock().unwrap_or_else(|e| e.into_inner());
    let mut child = spawn(&["validate", "orion", "HealthResponse"]);
    let mut stdin = child.stdin.take().expect("stdin");
    let input = line.repeat(lines);
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
        stdin
    });
    let (tx, rx) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut seen = 0;
        for l in BufReader::new(stdout).lines() {
            let Ok(l) = l else { break };
            if l.ends_with(": ok") {
                seen += 1;
                if seen == lines {
                    let _ = tx.send(());
                }
            }
        }
        seen
    });
    // Before, nothing was written until the input ended: then no verdict
    // comes while it is open, and the test fails instead of waiting forever.
    let streamed = rx.recv_timeout(Duration::from_secs(120)).is_ok();
    let peak = streamed.then(|| peak_kb(child.id()));
    let stdin = writer.join().expect("writer");
    drop(stdin);
    let status = child.wait().expect("wait");
    let seen = reader.join().expect("reader");
    assert!(
        streamed,
        "no verdict on the last of {lines} lines while the input was open ({seen} after)"
    );
    assert_eq!(status.code(), Some(0));
    peak.expect("peak")
}

/// Memory does not grow with the input: eight times the input (about 2 MB
/// against 17 MB) moves the peak by less than 4 MB, where holding the input
/// and the report (as before) adds about 40.
#[test]
fn memory_is_flat_in_the_input_size() {
    let line = format!(
        "{{\"ok\":true,\"version\":\"0.3.0-{}\"}}\n",
        "x".repeat(180)
    );
    let small = peak_while_streaming(&line, 10_000);
    let large = peak_while_streaming(&line, 80_000);
    eprintln!("peak {small} kB for 10,000 lines, {large} kB for 80,000");
    assert!(
        large < small + 4 * 1024,
        "peak {small} kB for 10,000 lines, {large} kB for 80,000"
    );
}

/// 2 MB of random UTF-8 text: many short lines, a verdict each. Counting
/// each value's line from the start of the input made this quadratic in the
/// lines (72 s for 48,000 lines, minutes for more); it now takes about a
/// second in a debug build.
#[test]
fn random_text_gets_a_verdict() {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut text = String::new();
    while text.len() < 2_000_000 {
        let r = next();
        let c = match r % 100 {
            0..=9 => '\n',
            10..=59 => char::from(b' ' + (r >> 8) as u8 % 95),
            60..=84 => char::from_u32(0xa0 + (r >> 8) as u32 % 0xd700).unwrap_or('?'),
            _ => char::from_u32(0x1_0000 + (r >> 8) as u32 % 0xf_0000).unwrap_or('?'),
        };
        text.push(c);
    }
    let lines = text.lines().filter(|l| !l.trim().is_empty()).count();
    let args = ["validate", "orion", "HealthResponse"];
    let r = run(&args, text.as_bytes(), u64::MAX, Duration::from_secs(120))
        .expect("a verdict on 2 MB of random text within two minutes");
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    let last = r.stdout.lines().last().unwrap_or_default();
    let checked: usize = last
        .strip_prefix("checked ")
        .and_then(|l| l.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("closing line: {last}"));
    assert!(checked >= lines / 2, "{checked} values in {lines} lines");
    assert!(
        last.ends_with(&format!(": 0 ok, {checked} failed")),
        "{last}"
    );
}

/// Input that is not UTF-8 cannot be read on: the run ends with a usage
/// error naming the line, after the verdicts on the values before it.
#[test]
fn a_line_that_is_not_utf8_ends_the_run_after_the_values_before_it() {
    let mut input = VALID.repeat(2).into_bytes();
    input.extend_from_slice(b"{\"ok\":\xff}\n");
    input.extend_from_slice(VALID.as_bytes());
    let args = ["validate", "orion", "HealthResponse"];
    let r = run(&args, &input, u64::MAX, Duration::from_secs(120)).expect("ends");
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert_eq!(r.stdout, "-:1: ok\n-:2: ok\n");
    assert!(
        r.stderr
            .starts_with("codegen: cannot read stdin: line 3: stream did not contain valid UTF-8"),
        "{}",
        r.stderr
    );
}

/// Input that arrives a few bytes at a time, as from a slow pipe.
struct Trickle<'a>(&'a [u8]);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = buf.len().min(self.0.len()).min(3);
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// Verdicts do not depend on how the input arrives: read a few bytes at a
/// time (so that values span reads, and reading resumes mid-value), the
/// report is the one of the input held whole.
#[test]
fn verdicts_do_not_depend_on_how_the_input_arrives() {
    use codegen::validate::{Reader, View};
    let orion = codegen::protocol("orion").expect("orion");
    let one = r#"{"ok":true,"version":"0.3.0"}"#;
    let inputs = [
        format!("{one}\n{{\"ok\":true,\n\n{{\"ok\":false,\"version\":\"0.3.0\"}}\n"),
        format!("\u{feff}{one}{one}\n[{one},\n {{\"ok\":true}}]\n"),
        "{\n  \"version\": \"0.3.0\",\n  \"ok\": \"yes\"\n}\n".to_owned(),
        format!("{{\n  \"ok\": true,\n  \"version\": \n}}\nnot json\n{{\n{one}\n"),
        format!("[0,\n[1,\n[{one},\n2],\n{one}\n]\n{one}\n"),
        format!("[\n{one},\n{one}\n]\r\n{one}\r\n  \u{a0}{one} 1 2 [3]\n\"s\"\n"),
        format!("{{\"ok\":[\n1,\n[2,\n3]]\n{one}\n[{{\n}}\n"),
        "[0,\n".repeat(50),
    ];
    for input in &inputs {
        for (view, each) in [View::Contract, View::Receive, View::Strict]
            .into_iter()
            .flat_map(|v| [(v, false), (v, true)])
        {
            let reader = Reader::new(&orion, "HealthResponse", view).expect("HealthResponse");
            let options = codegen::validate::Options {
                roundtrip: true,
                each,
            };
            let (whole, ok) = codegen::validate::run(&reader, "-", input, options);
            let mut out = Vec::new();
            let streamed = codegen::validate::stream(
                &reader,
                "-",
                Trickle(input.as_bytes()),
                &mut out,
                options,
            )
            .expect("stream");
            assert_eq!(String::from_utf8_lossy(&out), whole, "{view:?} {input:?}");
            assert_eq!(streamed, ok, "{view:?} {input:?}");
        }
    }
}
