//! The clients and servers against their codecs alone, and a client's
//! memory while its consumer stalls. The servers are the crates' `server`
//! features ([`bench::servers`]); the clients their `client` features.
//!
//! - `clients throughput [--events N] [--rounds R] [--protocols LIST]`: per
//!   protocol and round, ten fresh clients in turn follow a server's
//!   backlog of N sequenced events from the start over loopback (the
//!   server on a thread and runtime of its own), then one follows a fresh
//!   server that emits N events one at a time as it follows ("live"); the
//!   encoder alone makes the same events' bytes in the server's framing and
//!   the codec alone reads them in 64 KiB pieces. Prints events/s (medians)
//!   by the clock and by the CPU time of the consuming thread, the
//!   client/codec ratios, and the server thread's CPU during the backlog
//!   replay against the encoder's; then, per event, the backlog follows'
//!   CPU split into user and system time (on a thread of their own) beside
//!   the codec alone, the socket alone (the same bytes read from loopback
//!   and dropped) and the codec beside a thread running the encoder.
//! - `clients serve P [--events N]`: the library server with N events, until
//!   standard input closes; `clients follow P --target T [--events N]` and
//!   `clients codec P [--events N]`: one follow, or the codec alone, for
//!   callgrind (`--toggle-collect='*measured_follow*'`,
//!   `'*measured_decode*'`) and `strace -c`.
//! - `clients fanout P [--subscribers S] [--events N]`: a server process with
//!   N events, S idle subscribers after its last event (the server's
//!   resident memory per idle subscriber), then S clients following its
//!   backlog at once (total events/s).
//! - `clients stall --peer PATH [--seconds S] [--protocols LIST]`: per
//!   protocol, the peer binary serves events in another process; the client
//!   takes one event, its consumer stalls S seconds while the server keeps
//!   pushing, then it takes what the server sent meanwhile. Prints this
//!   process's peak resident set before connecting, after the stall, and at
//!   the end.

use bench::servers;
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
    let protocol = || match args.get(1).map(String::as_str) {
        Some(p @ ("orion" | "coderook" | "workerdeck")) => Ok(p),
        _ => Err(BoxError::from(
            "name a protocol: orion, coderook or workerdeck",
        )),
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    match args.first().map(String::as_str) {
        Some("throughput") => {
            let (events, rounds) = (number("--events", 100_000)?, number("--rounds", 3)?);
            print_header();
            let mut rows = Vec::new();
            for protocol in protocols.split(',') {
                let rates = throughput(protocol, events, rounds)?;
                print_rates(protocol, events, &rates);
                rows.push((protocol.to_owned(), rates));
            }
            print_split(&rows);
            Ok(())
        }
        Some("serve") => serve_until_stdin_closes(protocol()?, number("--events", 100_000)?),
        Some("follow") => {
            let target = flag("--target").ok_or("follow needs --target T")?;
            measured_follow(protocol()?, &target, number("--events", 100_000)?)
        }
        Some("codec") => {
            let (protocol, events) = (protocol()?, number("--events", 100_000)?);
            let mut encoded = Vec::new();
            measured_encode(protocol, events, &mut encoded);
            let decoded = measured_decode(protocol, &on_the_wire(protocol, encoded));
            println!("{protocol}: {decoded} events decoded");
            Ok(())
        }
        Some("fanout") => fanout(
            protocol()?,
            number("--subscribers", 100)?,
            number("--events", 10_000)?,
        ),
        Some("stall") => {
            let peer = flag("--peer").ok_or("stall needs --peer PATH")?;
            let seconds = number("--seconds", 10)? as u64;
            println!("protocol     before KiB  after stall KiB  at end KiB  events");
            for protocol in protocols.split(',') {
                runtime.block_on(stall(&peer, protocol, Duration::from_secs(seconds)))?;
            }
            Ok(())
        }
        _ => Err(
            "usage: clients throughput|serve|follow|codec|fanout|stall …: see the crate docs"
                .into(),
        ),
    }
}

/// One protocol's figures, a value per round, in events/s.
#[derive(Default)]
struct Rates {
    /// The client following the backlog: by the clock, by its thread's CPU.
    backlog_clock: Vec<f64>,
    backlog_cpu: Vec<f64>,
    /// The same, the events emitted one at a time while it follows.
    live_clock: Vec<f64>,
    live_cpu: Vec<f64>,
    /// The codec alone on the same bytes, and the encoder alone making them.
    codec: Vec<f64>,
    encoder: Vec<f64>,
    /// The server thread's CPU while it replayed the backlog to the client.
    server: Vec<f64>,
    /// The backlog follow's user CPU alone, and the system's share of its CPU.
    backlog_user: Vec<f64>,
    backlog_sys_share: Vec<f64>,
    /// Reading the codec's bytes from a loopback socket and dropping them.
    socket: Vec<f64>,
    /// The codec alone again, beside a thread running the encoder.
    codec_beside: Vec<f64>,
}

fn median(v: &[f64]) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn print_header() {
    println!("events/s, medians; cpu = the CPU time of the thread doing the work");
    println!(
        "protocol   events   backlog clock   backlog cpu   live clock   live cpu   codec cpu  \
         backlog/codec (clock, cpu)  live/codec (clock, cpu)   server cpu  encoder cpu  server/encoder"
    );
}

/// Where the backlog follow's CPU goes: user against system, and the
/// codec and the socket alone, whose sum is what a client with nothing
/// above decode would spend (its ratio to the codec, the ceiling).
fn print_split(rows: &[(String, Rates)]) {
    println!(
        "\nbacklog follow, µs of CPU per event: protocol   client user  client system  system share  \
         codec  socket alone  codec+socket  ceiling (codec/(codec+socket))  client user/codec  \
         codec beside encoder  codec/codec beside  client user/codec beside"
    );
    for (protocol, r) in rows {
        let us = |v: &[f64]| 1e6 / median(v);
        let (user, codec, socket) = (us(&r.backlog_user), us(&r.codec), us(&r.socket));
        let beside = us(&r.codec_beside);
        let share = median(&r.backlog_sys_share);
        let cpu = us(&r.backlog_cpu);
        println!(
            "{protocol:<10} {user:>12.3} {:>14.3} {share:>13.3} {codec:>6.3} {socket:>13.3} {:>13.3} {:>31.3} {:>18.3}  \
             {beside:>20.3} {:>19.3} {:>25.3}",
            cpu * share,
            codec + socket,
            codec / (codec + socket),
            codec / user,
            codec / beside,
            beside / user,
        );
    }
}

fn print_rates(protocol: &str, events: usize, r: &Rates) {
    let (bw, bc, lw, lc) = (
        median(&r.backlog_clock),
        median(&r.backlog_cpu),
        median(&r.live_clock),
        median(&r.live_cpu),
    );
    let (codec, server, encoder) = (median(&r.codec), median(&r.server), median(&r.encoder));
    println!(
        "{protocol:<10} {events:>6} {bw:>15.0} {bc:>13.0} {lw:>12.0} {lc:>10.0} {codec:>11.0}  \
         {:>12.3} {:>12.3}  {:>10.3} {:>12.3}  {server:>11.0} {encoder:>12.0} {:>15.3}",
        bw / codec,
        bc / codec,
        lw / codec,
        lc / codec,
        server / encoder,
    );
}

/// A library server ([`bench::servers`]) on a thread and runtime of its
/// own. Each number sent on `go` makes it emit that many more events, one
/// at a time; it stops when `go` is dropped.
struct Served {
    target: String,
    /// The server thread's CPU clock.
    clock: libc::clockid_t,
    go: tokio::sync::mpsc::UnboundedSender<usize>,
}

fn serve_on_thread(protocol: &str, backlog: usize) -> Result<Served, BoxError> {
    let (tx, rx) = std::sync::mpsc::channel();
    let (go, mut more) = tokio::sync::mpsc::unbounded_channel::<usize>();
    let proto = protocol.to_owned();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async move {
            let server = servers::start(&proto, backlog)
                .await
                .expect("the server starts");
            tx.send((server.target(), bench::measure::thread_cpu_clock()))
                .expect("the address is read");
            let mut next = backlog + 1;
            while let Some(n) = more.recv().await {
                for _ in 0..n {
                    server.emit(next).await.expect("an event is emitted");
                    next += 1;
                    // One event per write: the sockets run between two.
                    tokio::task::yield_now().await;
                }
            }
        });
    });
    let (target, clock) = rx.recv()?;
    Ok(Served { target, clock, go })
}

/// Per round: the client follows a backlog of `events` from the start, then
/// a fresh server's events emitted one at a time as it follows; the encoder
/// alone makes the same events' bytes and the codec alone reads them.
fn throughput(protocol: &str, events: usize, rounds: usize) -> Result<Rates, BoxError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let backlog = serve_on_thread(protocol, events)?;
    let per_sec = |secs: f64| events as f64 / secs;
    let mut r = Rates::default();
    for _ in 0..rounds {
        let server = bench::measure::cpu_secs(backlog.clock);
        let followed = follow_on_thread(protocol, &backlog.target, events)?;
        let each = |secs: f64| per_sec(secs / FOLLOWS as f64);
        r.server
            .push(each(bench::measure::cpu_secs(backlog.clock) - server));
        r.backlog_clock.push(each(followed.clock));
        r.backlog_cpu.push(each(followed.cpu));
        r.backlog_user.push(each(followed.user));
        r.backlog_sys_share
            .push(followed.sys / (followed.user + followed.sys));

        let live = serve_on_thread(protocol, 1)?;
        let go = live.go.clone();
        let first: Box<dyn FnOnce()> = Box::new(move || {
            let _ = go.send(events);
        });
        let (clock, cpu) = (Instant::now(), bench::measure::thread_cpu_secs());
        runtime.block_on(follow(
            protocol,
            &live.target,
            0,
            events as i64 + 1,
            Some(first),
        ))?;
        r.live_clock.push(per_sec(clock.elapsed().as_secs_f64()));
        r.live_cpu
            .push(per_sec(bench::measure::thread_cpu_secs() - cpu));

        let mut encoded = Vec::new();
        let cpu = bench::measure::thread_cpu_secs();
        measured_encode(protocol, events, &mut encoded);
        r.encoder
            .push(per_sec(bench::measure::thread_cpu_secs() - cpu));
        let wire = on_the_wire(protocol, encoded);
        r.codec.push(per_sec(codec_alone(protocol, events, &wire)));
        r.socket.push(per_sec(socket_alone(&wire)?));
        r.codec_beside
            .push(per_sec(codec_beside_the_encoder(protocol, events, &wire)));
    }
    Ok(r)
}

/// Backlog follows per round, one after another on a fresh thread: the
/// kernel splits a thread's CPU time into user and system by sampling at
/// its tick, and one follow of 100,000 events lasts a few dozen ticks.
const FOLLOWS: usize = 10;

/// [`FOLLOWS`] backlog follows, timed on a fresh thread, so that the
/// kernel's split of its CPU time covers them alone; their totals.
struct Followed {
    clock: f64,
    cpu: f64,
    user: f64,
    sys: f64,
}

fn follow_on_thread(protocol: &str, target: &str, events: usize) -> Result<Followed, BoxError> {
    std::thread::scope(|scope| {
        scope
            .spawn(|| -> Result<Followed, String> {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .map_err(|e| e.to_string())?;
                let (clock, cpu) = (Instant::now(), bench::measure::thread_cpu_secs());
                for _ in 0..FOLLOWS {
                    runtime
                        .block_on(follow(protocol, target, 0, events as i64, None))
                        .map_err(|e| e.to_string())?;
                }
                let (clock, cpu) = (
                    clock.elapsed().as_secs_f64(),
                    bench::measure::thread_cpu_secs() - cpu,
                );
                let (user, sys) = bench::measure::thread_user_sys_secs();
                Ok(Followed {
                    clock,
                    cpu,
                    user,
                    sys,
                })
            })
            .join()
            .map_err(|_| BoxError::from("the follow thread panicked"))?
            .map_err(BoxError::from)
    })
}

/// The socket alone: the CPU seconds this thread spends reading `wire`
/// from a loopback TCP connection in reads of up to 64 KiB and dropping
/// it, what a client pays the kernel before it decodes a byte.
fn socket_alone(wire: &[u8]) -> Result<f64, BoxError> {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0")?;
    let address = listener.local_addr()?;
    std::thread::scope(|scope| {
        let writer =
            scope.spawn(|| -> std::io::Result<()> { listener.accept()?.0.write_all(wire) });
        let mut socket = std::net::TcpStream::connect(address)?;
        let (mut buf, mut read) = (vec![0u8; 64 * 1024], 0);
        let cpu = bench::measure::thread_cpu_secs();
        loop {
            match socket.read(&mut buf)? {
                0 => break,
                n => read += n,
            }
        }
        let cpu = bench::measure::thread_cpu_secs() - cpu;
        writer
            .join()
            .map_err(|_| BoxError::from("the writer panicked"))??;
        assert_eq!(read, wire.len(), "the socket carried every byte");
        Ok(cpu)
    })
}

/// The codec alone on `wire` while another thread runs the encoder in a
/// loop: the codec's CPU seconds with a neighbour as busy as a server that
/// replays to it. On a machine of few cores the two share caches (and,
/// under a hypervisor, perhaps a core), as a client and its server do.
fn codec_beside_the_encoder(protocol: &str, events: usize, wire: &[u8]) -> f64 {
    use std::sync::atomic::{AtomicBool, Ordering};
    let stop = &AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (started, start) = std::sync::mpsc::channel();
        scope.spawn(move || {
            let mut out = Vec::new();
            started.send(()).expect("the codec waits");
            while !stop.load(Ordering::Relaxed) {
                out.clear();
                measured_encode(protocol, events / 10, &mut out);
            }
        });
        start.recv().expect("the neighbour starts");
        let cpu = codec_alone(protocol, events, wire);
        stop.store(true, Ordering::Relaxed);
        cpu
    })
}

/// The CPU seconds of the codec alone over `wire`, which holds `events`.
fn codec_alone(protocol: &str, events: usize, wire: &[u8]) -> f64 {
    let cpu = bench::measure::thread_cpu_secs();
    let decoded = measured_decode(protocol, wire);
    let cpu = bench::measure::thread_cpu_secs() - cpu;
    assert_eq!(
        decoded, events as u64,
        "{protocol}: the codec read them all"
    );
    cpu
}

/// The encoder alone: the server's framing of events `1..=n` into `out`.
#[inline(never)]
fn measured_encode(protocol: &str, n: usize, out: &mut Vec<u8>) -> u64 {
    servers::encode_alone(protocol, n, out)
}

/// The codec alone over `wire`, read in 64 KiB pieces; the frames decoded.
/// For WorkerDeck, `wire` holds WebSocket frames ([`on_the_wire`]).
#[inline(never)]
fn measured_decode(protocol: &str, wire: &[u8]) -> u64 {
    match protocol {
        "orion" => bench::cases::orion_sse(wire, 64 * 1024),
        "workerdeck" => bench::cases::workerdeck_ws(wire, 64 * 1024, bench::cases::Payload::Owned),
        _ => bench::cases::coderook_codec(wire, 64 * 1024),
    }
}

/// The bytes a client reads for what the encoder made: WorkerDeck's text
/// messages in WebSocket frames (added outside the measured encoding, as a
/// server's socket layer adds them); the others as they are.
fn on_the_wire(protocol: &str, encoded: Vec<u8>) -> Vec<u8> {
    match protocol {
        "workerdeck" => bench::workerdeck::ws_stream(&encoded),
        _ => encoded,
    }
}

/// One client following `target` once, from the start to `events`.
#[inline(never)]
fn measured_follow(protocol: &str, target: &str, events: usize) -> Result<(), BoxError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(follow(protocol, target, 0, events as i64, None))
}

/// Follows `target` with the crate's client from position `from` until the
/// sequenced event at `until` is delivered; `first` is called when the first
/// one is.
async fn follow(
    protocol: &str,
    target: &str,
    from: i64,
    until: i64,
    mut first: Option<Box<dyn FnOnce()>>,
) -> Result<(), BoxError> {
    let mut delivered = |position: Option<i64>| -> bool {
        let Some(position) = position else {
            return false;
        };
        if let Some(f) = first.take() {
            f();
        }
        position >= until
    };
    match protocol {
        "orion" => {
            let client = orion_api_types::client::connect(target).await?;
            let mut stream = client.events_after(from);
            while let Some(item) = stream.next().await {
                if let Received::Known(e) = item?
                    && delivered(e.durable().then(|| e.cursor()))
                {
                    return Ok(());
                }
            }
        }
        "workerdeck" => {
            use workerdeck_protocol::ServerFrame;
            let client = workerdeck_protocol::client::connect(target).await?;
            let mut session = client.attach_after(servers::STREAM, from).await?;
            while let Some(item) = session.next().await {
                if let Received::Known(ServerFrame::Event(e)) = item?
                    && delivered(Some(e.event.seq))
                {
                    return Ok(());
                }
            }
        }
        _ => {
            use coderook_protocol::{EventSubscribeCommand, Secret};
            let client =
                coderook_protocol::client::connect(target.parse()?, Secret::new(servers::TOKEN))
                    .await?;
            let mut subscribe =
                EventSubscribeCommand::new(vec![]).with_thread_id(servers::STREAM.parse()?);
            subscribe.after_seq = from.try_into()?;
            let mut stream = client.events(subscribe);
            while let Some(item) = stream.next().await {
                if let Received::Known(e) = item?
                    && delivered(e.ledger_seq())
                {
                    return Ok(());
                }
            }
        }
    }
    Err(format!("{protocol}: the stream ended before {until}").into())
}

/// `serve P --events N`: the library server with N events, in this process,
/// until standard input closes (for measuring a client in another one).
fn serve_until_stdin_closes(protocol: &str, events: usize) -> Result<(), BoxError> {
    let served = serve_on_thread(protocol, events)?;
    println!("listening on {}", served.target);
    std::io::copy(&mut std::io::stdin(), &mut std::io::sink())?;
    Ok(())
}

/// `fanout P --subscribers S --events N`: a server process with N events;
/// S clients attach after the last event and wait (the server's resident
/// memory per idle subscriber), then, once they are gone, S others follow
/// the backlog at once (total events/s).
///
/// The idle subscribers come first so that their memory is not taken from
/// what the allocator kept of the followers' buffers. Connections are
/// counted as the server's open descriptors above those it had before any
/// client: a client's socket closes only when its runtime next runs (the
/// HTTP connection is a task of its own), and the server's only when it
/// sees the end, so each phase drives the runtime until the server is back
/// to its own descriptors.
fn fanout(protocol: &str, subscribers: usize, events: usize) -> Result<(), BoxError> {
    let me = std::env::current_exe()?;
    let n = events.to_string();
    // It serves until its standard input closes: a pipe held open here.
    let mut command = Command::new(me);
    command
        .args(["serve", protocol, "--events", &n])
        .stdin(Stdio::piped());
    let (peer, target) = spawn_server(&mut command)?;
    let pid = peer.0.id();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let local = tokio::task::LocalSet::new();
    let (own, before) = (open_fds(pid), rss_kib(pid));
    let wait_for = |done: &dyn Fn(usize) -> bool| {
        local.block_on(&runtime, async {
            let deadline = Instant::now() + Duration::from_secs(60);
            while !done(open_fds(pid)) && Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
    };
    let idle: Vec<_> = (0..subscribers)
        .map(|_| {
            let (p, t) = (protocol.to_owned(), target.clone());
            local.spawn_local(async move {
                follow(&p, &t, events as i64, events as i64 + 1, None)
                    .await
                    .map_err(|e| e.to_string())
            })
        })
        .collect();
    // A Coderook client holds its calls' connection beside the stream's.
    let per_subscriber = if protocol == "coderook" { 2 } else { 1 };
    wait_for(&|fds| fds >= own + per_subscriber * subscribers);
    // Let every subscription reach its idle state (replay done, live).
    local.block_on(&runtime, async {
        tokio::time::sleep(Duration::from_millis(500)).await;
    });
    let connected = open_fds(pid).saturating_sub(own);
    let after = rss_kib(pid);
    let (mut ended, mut first_error) = (0, None);
    for task in idle {
        if task.is_finished() {
            ended += 1;
            if let Ok(Err(e)) = local.block_on(&runtime, task) {
                first_error.get_or_insert(e);
            }
        } else {
            task.abort();
        }
    }
    wait_for(&|fds| fds <= own);
    let started = Instant::now();
    local.block_on(&runtime, async {
        let all = (0..subscribers).map(|_| follow(protocol, &target, 0, events as i64, None));
        for outcome in futures_util::future::join_all(all).await {
            outcome?;
        }
        Ok::<_, BoxError>(())
    })?;
    let rate = (subscribers * events) as f64 / started.elapsed().as_secs_f64();
    println!(
        "{protocol:<10} {subscribers:>5} subscribers x {events} events: {rate:>10.0} events/s in total; \
         idle: {connected} connections, server RSS {before} -> {after} KiB, {:.1} KiB per idle subscriber{}",
        (after.saturating_sub(before)) as f64 / subscribers.max(1) as f64,
        match first_error {
            Some(e) => format!(" ({ended} ended early, the first with: {e})"),
            None if ended > 0 => format!(" ({ended} ended early)"),
            None => String::new(),
        }
    );
    Ok(())
}

/// The resident set (`VmRSS`) of process `pid`, in KiB.
fn rss_kib(pid: u32) -> u64 {
    status_kib(&format!("/proc/{pid}/status"), "VmRSS:")
}

fn open_fds(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count())
}

fn status_kib(path: &str, field: &str) -> u64 {
    let status = std::fs::read_to_string(path).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// This process's peak resident set, in KiB.
fn peak_kib() -> u64 {
    status_kib("/proc/self/status", "VmHWM:")
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
    spawn_server(
        Command::new(peer)
            .arg("serve")
            .args(args)
            .args(["--listen", "127.0.0.1:0", "--no-stdin-watch"])
            .stdin(Stdio::null()),
    )
}

/// Starts `command`, a server that prints `listening on TARGET` first.
fn spawn_server(command: &mut Command) -> Result<(Peer, String), BoxError> {
    let mut child = command.stdout(Stdio::piped()).spawn()?;
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
    use super::{BoxError, peak_kib, serve};
    use coderook_protocol::{EventSubscribeCommand, Secret};
    use futures_util::StreamExt;
    use std::time::Duration;

    const TOKEN: &str = "bench-token";

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
