//! `serve workerdeck --store DIR` killed with SIGKILL twice while a `follow
//! workerdeck` reads it, each time started again on the same directory: the
//! follower gets every event of the session exactly once, in order, across
//! the three processes, and the session goes on with the next `seq`.

mod support;
use support::{follow, http_authority, serve};

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

    let mut follower = follow(&["workerdeck", "--base-url", &url, "--until", &events]);
    // Kill the server twice in the middle of its feed, each time at once
    // (SIGKILL), and start it again on the same store and address.
    for at in [N / 4, N / 2] {
        follower.read_places(at);
        drop(server);
        server = start(http_authority(&url));
        assert_eq!(server.url, url, "the same address");
    }

    let status = follower.finish();
    assert_eq!(status, Some(0), "{:?}", follower.seen);
    let seqs = follower.places();
    assert_eq!(seqs, (1..=N).collect::<Vec<_>>(), "lost or repeated");
    assert!(follower.connections(N) >= 3, "{:?}", follower.seen.last());
    drop(server);
    let _ = std::fs::remove_dir_all(dir.parent().unwrap());
}
