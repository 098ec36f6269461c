//! Interleaved timing: every case runs once per round, rounds repeat, and
//! each case's start position rotates, so a burst of load from elsewhere on
//! the machine hits all cases alike. Ratios are taken between medians of
//! the same run.
//!
//! Time is the measuring thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), not
//! wall time: on a shared machine the thread may wait for a core for most
//! of a run, and that wait says nothing about the code. Wall time is kept
//! alongside, for the record.

use std::time::Instant;

/// CPU time consumed by the calling thread, in seconds.
pub fn thread_cpu_secs() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec for the call's duration.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID)");
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// The calling thread's CPU time since it started, split as the kernel
/// splits it: (user, system) seconds. The split is sampled at the kernel's
/// tick, so it needs a thread that has run for many ticks.
pub fn thread_user_sys_secs() -> (f64, f64) {
    // SAFETY: an all-zero `rusage` is a valid value of the plain C struct.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `ru` is a valid, writable rusage for the call's duration.
    let rc = unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut ru) };
    assert_eq!(rc, 0, "getrusage(RUSAGE_THREAD)");
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    (secs(ru.ru_utime), secs(ru.ru_stime))
}

/// The CPU clock of the calling thread, to be read from any thread with
/// [`cpu_secs`]: how much CPU a server thread spent while another measured.
pub fn thread_cpu_clock() -> libc::clockid_t {
    let mut id: libc::clockid_t = 0;
    // SAFETY: `pthread_self` is this live thread; `id` is writable.
    let rc = unsafe { libc::pthread_getcpuclockid(libc::pthread_self(), &mut id) };
    assert_eq!(rc, 0, "pthread_getcpuclockid");
    id
}

/// The seconds a clock from [`thread_cpu_clock`] shows (its thread must
/// still run).
pub fn cpu_secs(clock: libc::clockid_t) -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec for the call's duration.
    let rc = unsafe { libc::clock_gettime(clock, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(thread clock)");
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// One measured operation over `bytes` of input.
pub struct Case<'a> {
    /// Short name (`coderook typed decode`).
    pub name: String,
    /// Input bytes one run processes (for MB/s).
    pub bytes: usize,
    /// Runs the operation once; returns a checksum so the work is not optimized away.
    pub run: Box<dyn FnMut() -> u64 + 'a>,
}

impl<'a> Case<'a> {
    /// A case.
    pub fn new(name: impl Into<String>, bytes: usize, run: impl FnMut() -> u64 + 'a) -> Self {
        Self {
            name: name.into(),
            bytes,
            run: Box::new(run),
        }
    }
}

/// Timings of one case.
#[derive(Debug, Clone)]
pub struct Stat {
    /// The case name.
    pub name: String,
    /// Input bytes per run.
    pub bytes: usize,
    /// CPU seconds per run, one entry per round.
    pub secs: Vec<f64>,
    /// Wall-clock seconds per run, one entry per round.
    pub wall: Vec<f64>,
}

impl Stat {
    /// Share of the wall time the thread was on a CPU (median over rounds).
    pub fn on_cpu(&self) -> f64 {
        let mut r: Vec<f64> = self
            .secs
            .iter()
            .zip(&self.wall)
            .map(|(c, w)| c / w)
            .collect();
        r.sort_by(|a, b| a.total_cmp(b));
        r.get(r.len() / 2).copied().unwrap_or(f64::NAN)
    }

    /// Median CPU seconds per run.
    pub fn median(&self) -> f64 {
        let mut s = self.secs.clone();
        s.sort_by(|a, b| a.total_cmp(b));
        let n = s.len();
        if n == 0 {
            return f64::NAN;
        }
        if n % 2 == 1 {
            s[n / 2]
        } else {
            (s[n / 2 - 1] + s[n / 2]) / 2.0
        }
    }

    /// Median throughput, MB per CPU second (10^6 bytes).
    pub fn mbps(&self) -> f64 {
        self.bytes as f64 / 1e6 / self.median()
    }

    /// Lowest and highest throughput over the rounds, MB/s.
    pub fn mbps_range(&self) -> (f64, f64) {
        let fastest = self.secs.iter().copied().fold(f64::INFINITY, f64::min);
        let slowest = self.secs.iter().copied().fold(0.0, f64::max);
        (
            self.bytes as f64 / 1e6 / slowest,
            self.bytes as f64 / 1e6 / fastest,
        )
    }
}

/// Runs every case `rounds` times, interleaved, after one warm-up round.
/// `between` runs after each round (e.g. to drive an out-of-process peer).
pub fn interleaved(
    cases: &mut [Case<'_>],
    rounds: usize,
    mut between: impl FnMut(usize),
) -> Vec<Stat> {
    let mut stats: Vec<Stat> = cases
        .iter()
        .map(|c| Stat {
            name: c.name.clone(),
            bytes: c.bytes,
            secs: Vec::new(),
            wall: Vec::new(),
        })
        .collect();
    let mut sink = 0u64;
    for c in cases.iter_mut() {
        sink = sink.wrapping_add((c.run)());
    }
    let n = cases.len();
    for round in 0..rounds {
        for k in 0..n {
            let i = (k + round) % n;
            let start = Instant::now();
            let cpu = thread_cpu_secs();
            let check = (cases[i].run)();
            stats[i].secs.push(thread_cpu_secs() - cpu);
            stats[i].wall.push(start.elapsed().as_secs_f64());
            sink = sink.wrapping_add(check);
        }
        between(round);
    }
    std::hint::black_box(sink);
    stats
}

/// Throughput ratio `a / b` in each round (the two measured in the same
/// round), as (median, lowest, highest).
pub fn ratio(a: &Stat, b: &Stat) -> (f64, f64, f64) {
    let mut r: Vec<f64> = a
        .secs
        .iter()
        .zip(&b.secs)
        .map(|(sa, sb)| (a.bytes as f64 / sa) / (b.bytes as f64 / sb))
        .collect();
    r.sort_by(|x, y| x.total_cmp(y));
    let n = r.len();
    if n == 0 {
        return (f64::NAN, f64::NAN, f64::NAN);
    }
    let median = if n % 2 == 1 {
        r[n / 2]
    } else {
        (r[n / 2 - 1] + r[n / 2]) / 2.0
    };
    (median, r[0], r[n - 1])
}
