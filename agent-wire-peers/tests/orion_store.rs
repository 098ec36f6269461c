//! `serve orion --store DIR` killed with SIGKILL while a `follow orion`
//! reads it, then started again on the same directory: the follower gets
//! every durable event exactly once, in order, across the two processes.

mod support;
use support::{follow, http_authority, serve};

#[test]
fn a_killed_server_restarted_on_its_store_is_followed_to_the_end_exactly_once() {
    const N: usize = 400;
    let dir = std::env::temp_dir().join(format!("orion-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = dir.to_str().unwrap();
    let events = N.to_string();
    let start = |listen: &str| {
        serve(&[
            "orion",
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
    let first = start("127.0.0.1:0");
    let url = first.url.clone();

    let mut follower = follow(&["orion", "--base-url", &url, "--until", &events]);
    // Kill the server in the middle of its feed.
    follower.read_places(N / 4);
    drop(first); // SIGKILL
    let second = start(http_authority(&url));
    assert_eq!(second.url, url, "the same address");

    let status = follower.finish();
    assert_eq!(status, Some(0), "{:?}", follower.seen);
    let places = follower.places();
    assert_eq!(places, (1..=N).collect::<Vec<_>>(), "lost or repeated");
    assert!(follower.connections(N) >= 2, "{:?}", follower.seen.last());
    drop(second);
    let _ = std::fs::remove_dir_all(&dir);
}
