//! `serve coderook --store DIR` killed with SIGKILL twice while a
//! `follow coderook` reads it, each time started again on the same
//! directory and port: the follower gets every ledger event exactly once,
//! in order, across the three processes.

mod support;
use std::io::{BufRead, BufReader};
use std::time::Duration;
use support::{follow, serve, tcp_addr};

const N: usize = 400;
const TOKEN: &str = "st0re-t0ken";

#[test]
fn a_server_killed_twice_and_restarted_on_its_store_is_followed_to_the_end_exactly_once() {
    let dir = std::env::temp_dir().join(format!("coderook-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // Created when missing, below a directory that does not exist either.
    let store = dir.join("ledger");
    let store = store.to_str().unwrap();
    let events = N.to_string();
    let start = |listen: &str| {
        serve(&[
            "coderook",
            "--token",
            TOKEN,
            "--store",
            store,
            "--events",
            &events,
            "--event-interval",
            "5",
            "--listen",
            listen,
        ])
    };
    let mut server = start("127.0.0.1:0");
    let addr = tcp_addr(&server.url).to_owned();

    let mut follower = follow(&[
        "coderook",
        "--connect",
        &addr,
        "--token",
        TOKEN,
        "--until",
        &events,
    ]);
    // Kill the server twice in the middle of its feed, each time starting
    // it again on the same store and address.
    for kill_at in [N / 4, N / 2] {
        follower.read_places(kill_at);
        drop(server); // SIGKILL
        server = start(&addr);
        assert_eq!(tcp_addr(&server.url), addr, "the same address");
        // The ledger survived: the restarted server numbers on from it
        // (a follower alone would not tell, as it skips what it has).
        let latest = latest_seq(&addr);
        assert!(
            latest >= kill_at as u64,
            "latest_seq {latest} after {kill_at}"
        );
    }

    let status = follower.finish();
    assert_eq!(status, Some(0), "{:?}", follower.seen);
    let places = follower.places();
    assert_eq!(places, (1..=N).collect::<Vec<_>>(), "lost or repeated");
    assert!(follower.connections(N) >= 3, "{:?}", follower.seen.last());
    drop(server);

    // Started a fourth time, the feed has nothing left to emit: the store
    // holds N ledger events, no more (the feed did not start over).
    let server = start("127.0.0.1:0");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(latest_seq(tcp_addr(&server.url)), N as u64);
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The thread's `latest_seq`, from `event.replay` on a raw connection.
fn latest_seq(addr: &str) -> u64 {
    use std::io::Write;
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let calls = format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"core.authenticate\",\"params\":{{\"token\":\"{TOKEN}\"}}}}\n\
         {{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"event.replay\",\"params\":{{\"thread_id\":\"thread-1\",\"limit\":1}}}}\n"
    );
    stream.write_all(calls.as_bytes()).unwrap();
    let mut answers = BufReader::new(stream).lines();
    answers.next().unwrap().unwrap();
    let replay: serde_json::Value =
        serde_json::from_str(&answers.next().unwrap().unwrap()).unwrap();
    replay["result"]["latest_seq"]
        .as_u64()
        .unwrap_or_else(|| panic!("{replay}"))
}
