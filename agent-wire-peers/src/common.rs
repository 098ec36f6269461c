//! What every peer shares: the loopback rule, the listening line, the
//! shutdown on end of standard input, the faults and the check report.

use std::io::Write;
use std::net::SocketAddr;

pub use wire_kit::net::Faults;

/// Refuses any address that is not loopback (exit code 2 in `main`).
pub fn loopback(addr: &str) -> Result<SocketAddr, String> {
    let parsed: SocketAddr = addr
        .parse()
        .map_err(|_| format!("--listen {addr}: expected IP:PORT, e.g. 127.0.0.1:0"))?;
    wire_kit::net::require_loopback(parsed, false).map_err(|_| {
        format!("--listen {addr}: refusing a non-loopback address (these peers serve 127.0.0.1 or ::1 only)")
    })
}

/// Prints the one `listening on …` line and flushes it.
pub fn announce(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "listening on {line}");
    let _ = out.flush();
}

/// Exits the process when standard input closes, if it is a pipe or a
/// terminal: a parent that holds the pipe stops the server by closing it.
/// `/dev/null`, a regular file or a closed descriptor (CI without stdin)
/// are not watched, so the server then runs until it is killed.
pub fn watch_stdin() {
    use std::io::{IsTerminal, Read};
    use std::os::unix::fs::FileTypeExt;
    let watched = std::io::stdin().is_terminal()
        || std::fs::metadata("/dev/stdin")
            .is_ok_and(|m| m.file_type().is_fifo() || m.file_type().is_socket());
    if !watched {
        return;
    }
    std::thread::spawn(|| {
        let mut buf = [0u8; 1024];
        let mut stdin = std::io::stdin().lock();
        while matches!(stdin.read(&mut buf), Ok(n) if n > 0) {}
        std::process::exit(0);
    });
}

/// The reference client's tally: one line per exchange, a closing count.
#[derive(Debug, Default)]
pub struct Report {
    passed: usize,
    failed: usize,
}

impl Report {
    /// Records one exchange.
    pub fn record(&mut self, what: &str, outcome: Result<String, String>) {
        match outcome {
            Ok(detail) if detail.is_empty() => {
                self.passed += 1;
                println!("ok {what}");
            }
            Ok(detail) => {
                self.passed += 1;
                println!("ok {what} {detail}");
            }
            Err(reason) => {
                self.failed += 1;
                println!("FAIL {what}: {reason}");
            }
        }
    }

    /// Prints `N passed, N failed`; the exit code is 0 only when none failed.
    pub fn finish(self) -> i32 {
        println!("{} passed, {} failed", self.passed, self.failed);
        i32::from(self.failed > 0 || self.passed == 0)
    }
}
