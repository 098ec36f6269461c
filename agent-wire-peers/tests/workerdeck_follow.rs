//! `follow workerdeck` against `serve workerdeck --events 20 --drop-after 5`,
//! both as processes.

mod support;

use std::process::{Command, Stdio};

#[test]
fn follow_gets_every_event_once_across_a_drop() {
    let server = support::serve(&[
        "workerdeck",
        "--events",
        "20",
        "--event-interval",
        "5",
        "--drop-after",
        "5",
    ]);
    let out = Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args([
            "follow",
            "workerdeck",
            "--base-url",
            &server.url,
            "--until",
            "20",
        ])
        .stdin(Stdio::null())
        .output()
        .expect("run follow");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 21, "{stdout}");
    for (i, line) in lines[..20].iter().enumerate() {
        let (seq, kind) = line.split_once(' ').expect("<seq> <type>");
        assert_eq!(seq, (i + 1).to_string(), "{stdout}");
        assert!(!kind.is_empty());
    }
    let last = lines[20];
    assert!(last.starts_with("followed 20 events over "), "{last}");
    let connections: usize = last
        .trim_start_matches("followed 20 events over ")
        .trim_end_matches(" connections")
        .parse()
        .expect("a count");
    assert!(connections >= 2, "{last}");
}

#[test]
fn follow_names_the_session_and_prints_unknown_events_at_their_seq() {
    let server = support::serve(&[
        "workerdeck",
        "--events",
        "6",
        "--event-interval",
        "0",
        "--session",
        "s-7",
        "--unknown-event",
    ]);
    let out = Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args([
            "follow",
            "workerdeck",
            "--base-url",
            &server.url,
            "--session",
            "s-7",
            "--until",
            "6",
        ])
        .stdin(Stdio::null())
        .output()
        .expect("run follow");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("\n2 x_unknown_event\n"), "{stdout}");
    assert!(
        stdout.ends_with("followed 6 events over 1 connections\n"),
        "{stdout}"
    );
}
