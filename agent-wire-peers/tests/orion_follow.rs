//! `follow orion` (the library client) against `serve orion --events`, as
//! processes on loopback.

mod support;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use support::serve;

#[test]
fn follow_resumes_after_a_drop_and_prints_every_durable_event_once() {
    let server = serve(&["orion", "--events", "20", "--drop-after", "5"]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args([
            "follow",
            "orion",
            "--base-url",
            &server.url,
            "--until",
            "20",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn follow");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("follow did not finish within 60 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stdout = String::new();
    std::io::Read::read_to_string(&mut child.stdout.take().unwrap(), &mut stdout).unwrap();
    assert_eq!(status.code(), Some(0), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    let durable: Vec<i64> = lines
        .iter()
        .filter(|l| !l.starts_with("- ") && !l.starts_with("followed "))
        .map(|l| {
            let (cursor, kind) = l.split_once(' ').expect("`<cursor> <type>`");
            assert!(!kind.is_empty(), "{l}");
            cursor.parse().unwrap_or_else(|_| panic!("{l}"))
        })
        .collect();
    assert_eq!(durable, (1..=20).collect::<Vec<i64>>(), "{stdout}");
    for l in lines.iter().filter(|l| l.starts_with("- ")) {
        assert!(l.len() > 2, "{l}");
    }
    assert_eq!(
        lines.last().copied(),
        Some("followed 20 events over 2 connections"),
        "{stdout}"
    );
}
