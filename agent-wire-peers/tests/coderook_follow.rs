//! `follow coderook` (the library client) against `serve coderook --events`,
//! as processes on loopback.

mod support;
use std::process::{Command, Stdio};
use support::{serve, tcp_addr};

#[test]
fn follow_resumes_after_a_drop_and_prints_every_ledger_event_once() {
    let server = serve(&[
        "coderook",
        "--token",
        "t0ken",
        "--events",
        "20",
        "--event-interval",
        "10",
        "--drop-after",
        "5",
    ]);
    let out = Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args([
            "follow",
            "coderook",
            "--connect",
            tcp_addr(&server.url),
            "--token",
            "t0ken",
            "--until",
            "20",
        ])
        .stdin(Stdio::null())
        .output()
        .expect("run follow");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    let (last, events) = lines.split_last().expect("some output");
    let mut ledger = Vec::new();
    for line in events {
        let (seq, kind) = line.split_once(' ').expect("`<seq> <type>` or `- <type>`");
        match seq {
            "-" => assert_eq!(kind, "llm.token", "{stdout}"),
            seq => {
                assert_eq!(kind, "step.started", "{stdout}");
                ledger.push(seq.parse::<i64>().expect("a ledger place"));
            }
        }
    }
    assert_eq!(ledger, (1..=20).collect::<Vec<_>>(), "{stdout}");
    assert_eq!(*last, "followed 20 events over 2 connections", "{stdout}");
}

#[test]
fn follow_names_a_wrong_token_without_showing_it() {
    let server = serve(&["coderook", "--token", "right", "--events", "1"]);
    let out = Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args([
            "follow",
            "coderook",
            "--connect",
            tcp_addr(&server.url),
            "--token",
            "wrong-one",
        ])
        .stdin(Stdio::null())
        .output()
        .expect("run follow");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("authentication refused"), "{stderr}");
    assert!(!stderr.contains("wrong-one"), "{stderr}");
}
