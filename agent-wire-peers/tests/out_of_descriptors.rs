//! A server out of file descriptors waits instead of spinning: with
//! `ulimit -n 64` and 150 connections, every accept past the limit fails
//! with `EMFILE`, and a loop that retries at once burns a core (8 CPU
//! seconds in 10 s before the accept pause).

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_agent-wire-peer");

/// The CPU time (user + system, in clock ticks) the process has used.
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the command name (which ends at the last ')').
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

fn spins_not(protocol: &str, extra: &[&str]) {
    let args = extra.join(" ");
    let mut child = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "ulimit -n 64 && exec {BIN} serve {protocol} --no-stdin-watch {args}"
        ))
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .trim_end()
        .strip_prefix("listening on ")
        .unwrap()
        .to_owned();
    let authority = url
        .split("://")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap()
        .to_owned();
    let held: Vec<TcpStream> = (0..150)
        .filter_map(|_| TcpStream::connect(&authority).ok())
        .collect();
    assert!(held.len() > 64, "only {} connections", held.len());
    std::thread::sleep(Duration::from_millis(500));
    let before = cpu_ticks(child.id());
    std::thread::sleep(Duration::from_secs(3));
    let used = cpu_ticks(child.id()) - before;
    let _ = child.kill();
    let _ = child.wait();
    // 100 ticks a second: a spinning loop uses about 300 here; a paused one
    // a few (30 tries a second, each a failed accept), far below 100 even on
    // a loaded machine.
    assert!(
        used < 100,
        "{protocol}: {used} ticks of CPU in 3 s while out of descriptors"
    );
}

#[test]
fn coderook_waits_when_out_of_descriptors() {
    spins_not("coderook", &["--token", "t"]);
}

#[test]
fn orion_waits_when_out_of_descriptors() {
    spins_not("orion", &[]);
}

#[test]
fn workerdeck_waits_when_out_of_descriptors() {
    spins_not("workerdeck", &[]);
}
