//! Spawning the peer binary with a bounded run time: `serve`, `check` and
//! `follow`.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_agent-wire-peer");
const LIMIT: Duration = Duration::from_secs(120);

/// A running `serve`; killed when dropped (its stdin closes too).
pub struct Server {
    child: Child,
    /// The address after `listening on `.
    pub url: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `agent-wire-peer serve ARGS…` and reads its listening line.
pub fn serve(args: &[&str]) -> Server {
    let mut child = Command::new(BIN)
        .arg("serve")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn serve");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stdout).read_line(&mut line);
        let _ = tx.send(line);
    });
    let line = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("a listening line within 30 s");
    let url = line
        .trim_end()
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
        .to_owned();
    Server { child, url }
}

/// The outcome of a `check` run.
pub struct Checked {
    /// The exit code.
    pub code: i32,
    /// Everything it printed on stdout.
    pub stdout: String,
}

impl Checked {
    /// The numbers of the closing `N passed, N failed` line.
    pub fn counts(&self) -> (usize, usize) {
        let last = self.stdout.lines().last().unwrap_or_default();
        let nums: Vec<usize> = last
            .split(|c: char| !c.is_ascii_digit())
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        assert!(
            last.ends_with(" failed") && nums.len() == 2,
            "closing line {last:?}"
        );
        (nums[0], nums[1])
    }

    /// The lines that begin with `prefix`.
    pub fn lines(&self, prefix: &str) -> Vec<&str> {
        self.stdout
            .lines()
            .filter(|l| l.starts_with(prefix))
            .collect()
    }
}

/// Runs `agent-wire-peer check ARGS…`, killed after two minutes.
pub fn check(args: &[&str]) -> Checked {
    let mut child = Command::new(BIN)
        .arg("check")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn check");
    let mut stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stdout.read_to_string(&mut s);
        s
    });
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if start.elapsed() > LIMIT {
            let _ = child.kill();
            panic!("check did not finish within {LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Checked {
        code: status.code().unwrap_or(-1),
        stdout: reader.join().unwrap(),
    }
}

/// `host:port` of a `tcp://host:port` URL.
pub fn tcp_addr(url: &str) -> &str {
    url.strip_prefix("tcp://").expect("a tcp:// URL")
}

/// The whole reply to `GET {path}` under the server's base path, sent over
/// a raw socket so that the path reaches the server exactly as written.
pub fn get(server: &Server, path: &str) -> String {
    use std::io::Write;
    let rest = server.url.strip_prefix("http://").expect("an http URL");
    let (authority, base) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let mut socket = std::net::TcpStream::connect(authority).expect("connect");
    write!(
        socket,
        "GET {base}{path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    .expect("send");
    let mut reply = String::new();
    socket.read_to_string(&mut reply).expect("read");
    reply
}

/// The status line of the reply to `GET {path}` (see [`get`]).
pub fn status_of_get(server: &Server, path: &str) -> String {
    get(server, path)
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned()
}

/// `host:port` of an `http://host:port/base` URL.
pub fn http_authority(url: &str) -> &str {
    let rest = url.strip_prefix("http://").expect("an http:// URL");
    rest.split('/').next().unwrap_or(rest)
}

/// A running `follow`, killed when dropped. A thread forwards its stdout
/// lines so that waiting for them can time out.
pub struct Follower {
    child: Child,
    lines: mpsc::Receiver<String>,
    /// Every line printed so far.
    pub seen: Vec<String>,
}

impl Drop for Follower {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `agent-wire-peer follow ARGS…`.
pub fn follow(args: &[&str]) -> Follower {
    let mut child = Command::new(BIN)
        .arg("follow")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn follow");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    Follower {
        child,
        lines,
        seen: Vec::new(),
    }
}

impl Follower {
    /// The places of the events printed so far, from their `<place> <type>`
    /// lines (an event without a place prints `- <type>`).
    pub fn places(&self) -> Vec<usize> {
        self.seen
            .iter()
            .filter(|l| !l.starts_with("- ") && !l.starts_with("followed "))
            .map(|l| {
                let place = l.split(' ').next().unwrap_or_default();
                place
                    .parse()
                    .unwrap_or_else(|_| panic!("unexpected line {l:?}"))
            })
            .collect()
    }

    /// Reads lines until `n` events with a place have been printed.
    pub fn read_places(&mut self, n: usize) {
        while self.places().len() < n {
            let line = self.lines.recv_timeout(Duration::from_secs(30));
            self.seen.push(line.expect("a line within 30 s"));
        }
    }

    /// Waits for `follow` to exit (within two minutes) and reads the rest of
    /// its lines; the exit code.
    pub fn finish(&mut self) -> Option<i32> {
        let started = Instant::now();
        let status = loop {
            while let Ok(line) = self.lines.try_recv() {
                self.seen.push(line);
            }
            if let Some(status) = self.child.try_wait().expect("wait") {
                break status;
            }
            if started.elapsed() > LIMIT {
                panic!("follow did not finish: {} places", self.places().len());
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(1)) {
            self.seen.push(line);
        }
        status.code()
    }

    /// The number of connections of the closing line, `followed {n} events
    /// over <connections> connections`.
    pub fn connections(&self, n: usize) -> usize {
        let last = self.seen.last().map(String::as_str).unwrap_or_default();
        last.strip_prefix(&format!("followed {n} events over "))
            .and_then(|r| r.strip_suffix(" connections"))
            .and_then(|r| r.parse().ok())
            .unwrap_or_else(|| panic!("closing line {last:?}"))
    }
}
