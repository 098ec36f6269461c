//! `serve workerdeck --store DIR` killed with SIGKILL twice while a `follow
//! workerdeck` reads it, each time started again on the same directory: the
//! follower gets every event of the session exactly once, in order, across
//! the three processes, and the session goes on with the next `seq`.

mod support;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use support::serve;

#[test]
fn a_server_killed_twice_and_restarted_on_its_store_is_followed_to_the_end_exactly_once() {
    const N: usize = 400;
    let dir = std::env::temp_dir().join(format!("workerdeck-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // A directory that does not exist yet, one level down: created by serve.
    let dir = dir.join("store");
    let store = dir.to_str().unwrap().to_owned();
    let events = N.to_string();
    let start = |listen: &str| {
        serve(&[
            "workerdeck",
            "--store",
            &store,
            "--events",
            &events,
            "--event-interval",
            "5",
            "--listen",
            listen,
        ])
    };
    let mut server = start("127.0.0.1:0");
    let url = server.url.clone();
    let addr = url
        .strip_prefix("http://")
        .and_then(|r| r.split('/').next())
        .unwrap()
        .to_owned();

    let mut follower = Command::new(env!("CARGO_BIN_EXE_agent-wire-peer"))
        .args([
            "follow",
            "workerdeck",
            "--base-url",
            &url,
            "--until",
            &events,
        ])
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
    let mut seen: Vec<String> = Vec::new();
    let events_seen = |seen: &[String]| seen.iter().filter(|l| !l.starts_with("followed ")).count();
    // Kill the server twice in the middle of its feed, each time at once
    // (SIGKILL), and start it again on the same store and address.
    for at in [N / 4, N / 2] {
        while events_seen(&seen) < at {
            seen.push(lines.recv_timeout(Duration::from_secs(30)).expect("a line"));
        }
        drop(server);
        server = start(&addr);
        assert_eq!(server.url, url, "the same address");
    }

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
            panic!("follow did not finish: {} events", events_seen(&seen));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    while let Ok(line) = lines.recv_timeout(Duration::from_secs(1)) {
        seen.push(line);
    }
    assert_eq!(status.code(), Some(0), "{seen:?}");
    let seqs: Vec<usize> = seen
        .iter()
        .filter(|l| !l.starts_with("followed "))
        .map(|l| l.split(' ').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(seqs, (1..=N).collect::<Vec<_>>(), "lost or repeated");
    let last = seen.last().unwrap();
    let connections: usize = last
        .strip_prefix(&format!("followed {N} events over "))
        .and_then(|r| r.strip_suffix(" connections"))
        .unwrap_or_else(|| panic!("{last}"))
        .parse()
        .unwrap();
    println!("{last}, across 3 server processes");
    assert!(connections >= 3, "{last}");
    drop(server);
    let _ = std::fs::remove_dir_all(dir.parent().unwrap());
}
