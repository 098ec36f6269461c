//! `serve orion --store DIR` killed with SIGKILL while a `follow orion`
//! reads it, then started again on the same directory: the follower gets
//! every durable event exactly once, in order, across the two processes.

mod support;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use support::serve;

#[test]
fn a_killed_server_restarted_on_its_store_is_followed_to_the_end_exactly_once() {
    const N: usize = 400;
    let dir = std::env::temp_dir().join(format!("orion-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = dir.to_str().unwrap();
    let events = N.to_string();
    let args = |listen: &str| -> Vec<String> {
        [
            "orion",
            "--store",
            store,
            "--events",
            &events,
            "--event-interval",
            "5",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain(["--listen".to_owned(), listen.to_owned()])
        .collect()
    };
    let first_args = args("127.0.0.1:0");
    let first = serve(&first_args.iter().map(String::as_str).collect::<Vec<_>>());
    let url = first.url.clone();
    let port_addr = url
        .strip_prefix("http://")
        .and_then(|r| r.split('/').next())
        .unwrap()
        .to_owned();

    let mut follower = Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args(["follow", "orion", "--base-url", &url, "--until", &events])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn follow");
    let (tx, lines) = mpsc::channel();
    let stdout = follower.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let mut seen = Vec::new();
    let durable = |seen: &[String]| {
        seen.iter()
            .filter(|l| !l.starts_with("- ") && !l.starts_with("followed "))
            .count()
    };
    // Kill the server in the middle of its feed.
    while durable(&seen) < N / 4 {
        seen.push(lines.recv_timeout(Duration::from_secs(30)).expect("a line"));
    }
    drop(first); // SIGKILL
    let second_args = args(&port_addr);
    let second = serve(&second_args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(second.url, url, "the same address");

    let started = Instant::now();
    let status = loop {
        while let Ok(line) = lines.try_recv() {
            seen.push(line);
        }
        if let Some(status) = follower.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > Duration::from_secs(120) {
            let _ = follower.kill();
            panic!("follow did not finish: {} durable", durable(&seen));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    while let Ok(line) = lines.recv_timeout(Duration::from_secs(1)) {
        seen.push(line);
    }
    assert_eq!(status.code(), Some(0), "{seen:?}");
    let cursors: Vec<usize> = seen
        .iter()
        .filter(|l| !l.starts_with("- ") && !l.starts_with("followed "))
        .map(|l| l.split(' ').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(cursors, (1..=N).collect::<Vec<_>>(), "lost or repeated");
    let last = seen.last().unwrap();
    let connections: usize = last
        .strip_prefix(&format!("followed {N} events over "))
        .and_then(|r| r.strip_suffix(" connections"))
        .unwrap_or_else(|| panic!("{last}"))
        .parse()
        .unwrap();
    assert!(connections >= 2, "{last}");
    drop(second);
    let _ = std::fs::remove_dir_all(&dir);
}
