//! A seeded chaos proxy between the client and the mock: every connection
//! is cut at a random byte offset, inside the handshake or inside the
//! frames that follow, while 1000 ledger events are followed.

use coderook_protocol::client::{Backoff, Client, Error, Options, Received};
use coderook_protocol::mock;
use coderook_protocol::{EventSubscribeCommand, Secret};
use futures_util::StreamExt;
use std::time::Duration;
use wire_kit::net::chaos::{Cuts, Proxy};

const TOKEN: &str = "chaos-t0ken";

#[tokio::test]
async fn chaos_proxy_1000_events_none_lost_none_repeated() {
    const N: i64 = 1000;
    let server = mock::Server::start(
        mock::Options::new(Secret::new(TOKEN))
            .with_events(N as usize)
            .with_event_interval(Duration::from_millis(2)),
    )
    .await
    .unwrap();
    // `core.authenticate` with this token is over 90 bytes, its answer over
    // 60: a quarter of the cuts land in each, the rest in the frames.
    let cuts = Cuts::new(0x5EED_C0DE_0000_0001)
        .handshake(90, 60)
        .after(6_000);
    let chaos = Proxy::start(server.addr(), cuts).await.unwrap();
    let proxy = chaos.addr();
    let options = Options::new(proxy, Secret::new(TOKEN)).backoff(Backoff::new(
        Duration::from_millis(1),
        Duration::from_millis(20),
    ));
    // The call connection may itself be cut in its handshake: retry it.
    let client = loop {
        match Client::connect(options.clone()).await {
            Ok(c) => break c,
            Err(e) => {
                // Only a failure to connect is worth retrying.
                assert!(matches!(e, Error::Connect(_) | Error::Timeout), "{e}");
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        }
    };
    let subscribe =
        EventSubscribeCommand::new(vec![]).with_thread_id(mock::DEFAULT_THREAD.try_into().unwrap());
    let mut events = client.events(subscribe);
    let mut places = Vec::new();
    let mut live = 0;
    let follow = async {
        while places.len() < N as usize {
            match events.next().await.expect("the stream goes on") {
                Ok(Received::Known(e)) => match e.ledger_seq() {
                    Some(seq) => places.push(seq),
                    None => live += 1,
                },
                other => panic!("{other:?}"),
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(60), follow)
        .await
        .expect("1000 events within 60 s");
    let lost = (1..=N).filter(|q| !places.contains(q)).count();
    let mut distinct = places.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let repeated = places.len() - distinct.len();
    let (early, late) = (chaos.counts().cut_in_handshake, chaos.counts().cut_later);
    println!(
        "chaos: {} ledger events delivered ({live} live-only), {lost} lost, {repeated} repeated, \
         {} reconnects; connections cut inside the handshake: {early}, inside frames: {late}",
        places.len(),
        events.reconnects(),
    );
    assert_eq!((lost, repeated), (0, 0));
    assert_eq!(places, (1..=N).collect::<Vec<_>>(), "in order");
    assert!(early >= 1 && late >= 1, "cuts: {early} early, {late} late");
    assert!(events.reconnects() > 0);
}
