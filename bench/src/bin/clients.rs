//! The clients' event streams against their codecs alone, and a client's
//! memory while its consumer stalls.
//!
//! `clients throughput [--events N] [--rounds R] [--protocols LIST]`: per protocol, an
//! in-process mock (on its own thread and runtime) holds N sequenced events;
//! each round a fresh client follows them from the start over loopback, then
//! the same events, written back as the bytes that carried them, go through
//! the codec alone (`bench::cases`: the SSE stream, the WorkerDeck replay,
//! the Coderook `FrameDecoder`). Prints events/s of both (medians) and their
//! ratio. The client's time includes the mock writing on the other core.
//!
//! `clients stall --peer PATH [--seconds S] [--protocols LIST]`: per protocol, the peer binary
//! serves events in another process; the client takes one event, its
//! consumer stalls S seconds while the server keeps pushing, then it takes
//! what the server sent meanwhile. Prints this process's peak resident set
//! before connecting, after the stall, and at the end.

use futures_util::StreamExt;
use std::io::BufRead;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use wire_kit::net::Received;

type BoxError = Box<dyn std::error::Error>;

fn main() -> Result<(), BoxError> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let number = |name: &str, default: usize| flag(name).map_or(Ok(default), |v| v.parse());
    let protocols = flag("--protocols").unwrap_or_else(|| "orion,workerdeck,coderook".into());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    match args.first().map(String::as_str) {
        Some("throughput") => {
            let (events, rounds) = (number("--events", 20_000)?, number("--rounds", 5)?);
            println!("medians of {rounds} rounds, events/s, by the clock and by the CPU time of the consuming thread");
            println!("protocol     events  client clock  codec clock   ratio  client cpu  codec cpu   ratio");
            for protocol in protocols.split(',') {
                let r = throughput(protocol, events, rounds)?;
                let (cw, dw) = (median(r.client_wall), median(r.codec_wall));
                let (cc, dc) = (median(r.client_cpu), median(r.codec_cpu));
                println!(
                    "{protocol:<10} {events:>8} {cw:>13.0} {dw:>12.0} {:>7.3} {cc:>11.0} {dc:>10.0} {:>7.3}",
                    cw / dw,
                    cc / dc
                );
            }
            Ok(())
        }
        Some("stall") => {
            let peer = flag("--peer").ok_or("stall needs --peer PATH")?;
            let seconds = number("--seconds", 10)? as u64;
            println!("protocol     before KiB  after stall KiB  at end KiB  events");
            for protocol in protocols.split(',') {
                runtime.block_on(stall(&peer, protocol, Duration::from_secs(seconds)))?;
            }
            Ok(())
        }
        _ => Err("usage: clients throughput [--events N] [--rounds R] | clients stall --peer PATH [--seconds S]".into()),
    }
}

/// The client's and the codec's events/s in each of `rounds` rounds.
fn throughput(protocol: &str, events: usize, rounds: usize) -> Result<Rates, BoxError> {
    let (addr_tx, addr_rx) = std::sync::mpsc::channel();
    let proto = protocol.to_owned();
    // The mock lives on its own thread for the whole run.
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async move {
            let _server = mock::start(&proto, events, &addr_tx).await;
            std::future::pending::<()>().await;
        });
    });
    let target: String = addr_rx.recv()?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let mut rates = Rates::default();
    for _ in 0..rounds {
        let (started, cpu) = (Instant::now(), bench::measure::thread_cpu_secs());
        let wire = runtime.block_on(follow(protocol, &target, events))?;
        rates
            .client_wall
            .push(events as f64 / started.elapsed().as_secs_f64());
        rates
            .client_cpu
            .push(events as f64 / (bench::measure::thread_cpu_secs() - cpu));
        let (started, cpu) = (Instant::now(), bench::measure::thread_cpu_secs());
        let decoded = decode_alone(protocol, &wire);
        rates
            .codec_wall
            .push(decoded as f64 / started.elapsed().as_secs_f64());
        rates
            .codec_cpu
            .push(decoded as f64 / (bench::measure::thread_cpu_secs() - cpu));
        assert!(
            decoded >= events as u64,
            "{protocol}: {decoded} of {events}"
        );
    }
    Ok(rates)
}

/// Events per second of each round: by the clock, and by the CPU time of
/// the thread that ran the client (or the codec), which leaves out the
/// mock's work on its own thread.
#[derive(Default)]
struct Rates {
    client_wall: Vec<f64>,
    client_cpu: Vec<f64>,
    codec_wall: Vec<f64>,
    codec_cpu: Vec<f64>,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

mod mock {
    use std::sync::mpsc::Sender;
    use std::time::Duration;

    /// Starts `protocol`'s mock with `events` sequenced events already kept
    /// for replay, and sends its address (URL, or `addr token`).
    pub async fn start(
        protocol: &str,
        events: usize,
        to: &Sender<String>,
    ) -> Box<dyn std::any::Any> {
        match protocol {
            "orion" => {
                let server = orion_api_types::mock::Server::start(Default::default())
                    .await
                    .expect("the Orion mock starts");
                for i in 0..events {
                    let payload = serde_json::json!({"sequence": i + 1, "eventType": "turn.progress", "value": {"i": i, "text": "a progress note of a few words"}});
                    server.emit("thread_event", true, payload);
                }
                to.send(server.url()).expect("the address is read");
                Box::new(server)
            }
            "workerdeck" => {
                let options = workerdeck_protocol::mock::Options::default()
                    .with_events(events)
                    .with_event_interval(Duration::ZERO);
                let server = workerdeck_protocol::mock::Server::start(options)
                    .await
                    .expect("the WorkerDeck mock starts");
                while server.last_seq("session-1") < Some(events as i64) {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
                to.send(server.url()).expect("the address is read");
                Box::new(server)
            }
            _ => super::coderook::start(events, to).await,
        }
    }
}

/// Follows `target` from the start with the crate's client until `events`
/// sequenced events; returns what was delivered, written back as the bytes
/// the codec alone reads.
async fn follow(protocol: &str, target: &str, events: usize) -> Result<Vec<u8>, BoxError> {
    let mut wire = Vec::new();
    match protocol {
        "orion" => {
            let client = orion_api_types::client::connect(target).await?;
            let mut stream = client.events();
            let mut durable = 0;
            while durable < events {
                let Some(item) = stream.next().await else {
                    break;
                };
                if let Received::Known(e) = item? {
                    durable += usize::from(e.durable());
                    wire.extend_from_slice(format!("id: {}\ndata: ", e.cursor()).as_bytes());
                    serde_json::to_writer(&mut wire, &e)?;
                    wire.extend_from_slice(b"\n\n");
                }
            }
        }
        "workerdeck" => {
            use workerdeck_protocol::ServerFrame;
            let client = workerdeck_protocol::client::connect(target).await?;
            let mut session = client.attach("session-1").await?;
            let mut seen = 0;
            while seen < events {
                let Some(item) = session.next().await else {
                    break;
                };
                if let Received::Known(frame @ ServerFrame::Event(_)) = item? {
                    seen += 1;
                    serde_json::to_writer(&mut wire, &frame)?;
                    wire.push(b'\n');
                }
            }
        }
        _ => coderook::follow(target, events, &mut wire).await?,
    }
    Ok(wire)
}

/// The codec alone over `wire`, read in 64 KiB pieces; returns the number of
/// frames decoded.
fn decode_alone(protocol: &str, wire: &[u8]) -> u64 {
    match protocol {
        "orion" => bench::cases::orion_sse(wire, 64 * 1024),
        "workerdeck" => bench::cases::workerdeck_replay(&bench::lines(wire)),
        _ => bench::cases::coderook_codec(wire, 64 * 1024),
    }
}

/// This process's peak resident set, in KiB.
fn peak_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// A peer serving `protocol` in another process; killed when dropped.
struct Peer(Child);

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(peer: &str, args: &[&str]) -> Result<(Peer, String), BoxError> {
    let mut child = Command::new(peer)
        .arg("serve")
        .args(args)
        .args(["--listen", "127.0.0.1:0", "--no-stdin-watch"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()?;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let mut stdout = std::io::BufReader::new(stdout);
    let mut line = String::new();
    stdout.read_line(&mut line)?;
    // The peer may print more; a closed pipe would fail its writes.
    std::thread::spawn(move || std::io::copy(&mut stdout, &mut std::io::sink()));
    let url = line
        .trim()
        .strip_prefix("listening on ")
        .ok_or_else(|| format!("unexpected first line {line:?}"))?
        .to_owned();
    Ok((Peer(child), url))
}

/// Takes items from `stream` for `pause`; returns how many were events.
async fn take_for<S, T, E>(stream: &mut S, pause: Duration) -> usize
where
    S: futures_util::Stream<Item = Result<T, E>> + Unpin,
{
    let until = tokio::time::Instant::now() + pause;
    let mut taken = 0;
    while let Ok(Some(item)) = tokio::time::timeout_at(until, stream.next()).await {
        taken += usize::from(item.is_ok());
    }
    taken
}

async fn stall(peer: &str, protocol: &str, pause: Duration) -> Result<(), BoxError> {
    let before = peak_kib();
    let (after, total) = match protocol {
        "orion" => {
            let (_peer, url) = serve(
                peer,
                &["orion", "--events", "1000000", "--event-interval", "1"],
            )?;
            let client = orion_api_types::client::connect(&url).await?;
            let mut stream = client.events();
            stream.next().await.ok_or("no event")??;
            tokio::time::sleep(pause).await;
            let after = peak_kib();
            (after, 1 + take_for(&mut stream, pause).await)
        }
        "workerdeck" => {
            let (_peer, url) = serve(
                peer,
                &["workerdeck", "--events", "1000000", "--event-interval", "1"],
            )?;
            let client = workerdeck_protocol::client::connect(&url).await?;
            let mut session = client.attach("session-1").await?;
            session.next().await.ok_or("no frame")??;
            tokio::time::sleep(pause).await;
            let after = peak_kib();
            (after, 1 + take_for(&mut session, pause).await)
        }
        _ => coderook::stall(peer, pause).await?,
    };
    println!(
        "{protocol:<10} {before:>11} {after:>16} {:>11} {total:>7}",
        peak_kib()
    );
    Ok(())
}

mod coderook {
    use super::{BoxError, Received, peak_kib, serve};
    use coderook_protocol::codec::encode_frame;
    use coderook_protocol::{EventPushEnvelope, EventSubscribeCommand, Secret, mock};
    use futures_util::StreamExt;
    use std::sync::mpsc::Sender;
    use std::time::Duration;

    const TOKEN: &str = "bench-token";
    const THREAD: &str = "t-bench";

    pub async fn start(events: usize, to: &Sender<String>) -> Box<dyn std::any::Any> {
        let options = mock::Options::new(Secret::new(TOKEN))
            .with_thread_id(THREAD)
            .with_events(events)
            .with_event_interval(Duration::ZERO);
        let server = mock::Server::start(options)
            .await
            .expect("the Coderook mock starts");
        while server.ledger(THREAD).len() < events {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        to.send(server.addr().to_string())
            .expect("the address is read");
        Box::new(server)
    }

    fn subscribe() -> EventSubscribeCommand {
        EventSubscribeCommand::new(vec![]).with_thread_id(THREAD.parse().expect("a thread id"))
    }

    pub async fn follow(target: &str, events: usize, wire: &mut Vec<u8>) -> Result<(), BoxError> {
        let client =
            coderook_protocol::client::connect(target.parse()?, Secret::new(TOKEN)).await?;
        let mut stream = client.events(subscribe());
        let mut sequenced = 0;
        while sequenced < events {
            let Some(item) = stream.next().await else {
                break;
            };
            if let Received::Known(e) = item? {
                sequenced += usize::from(e.ledger_seq().is_some());
                wire.extend_from_slice(&encode_frame(&EventPushEnvelope::new(e)));
            }
        }
        Ok(())
    }

    pub async fn stall(peer: &str, pause: Duration) -> Result<(u64, usize), BoxError> {
        let (_peer, url) = serve(
            peer,
            &[
                "coderook",
                "--token",
                TOKEN,
                "--events",
                "1000000",
                "--event-interval",
                "1",
            ],
        )?;
        let addr = url.trim_start_matches("tcp://").parse()?;
        let client = coderook_protocol::client::connect(addr, Secret::new(TOKEN)).await?;
        let threads = client
            .call::<coderook_protocol::method::ThreadList>(
                coderook_protocol::ThreadListCommand::new(),
            )
            .await?;
        let thread = threads.threads.first().ok_or("no thread")?.id.clone();
        let mut stream = client.events(EventSubscribeCommand::new(vec![]).with_thread_id(thread));
        stream.next().await.ok_or("no event")??;
        tokio::time::sleep(pause).await;
        let after = peak_kib();
        Ok((after, 1 + super::take_for(&mut stream, pause).await))
    }
}
