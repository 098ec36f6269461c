//! `agent-wire-peer`: reference servers and checking clients for the
//! Coderook, Orion and WorkerDeck contracts, on their real transports.

mod coderook;
mod common;
mod orion;
mod workerdeck;

use common::Faults;
use std::time::Duration;

const HELP: &str = "\
agent-wire-peer: reference peers for the agent-wire contracts

USAGE:
  agent-wire-peer serve coderook   [--listen 127.0.0.1:0] [--token TOKEN] [--script FILE.ndjson]
                                   [--events N] [--event-interval MS] [--store DIR] [faults…]
  agent-wire-peer serve orion      [--listen 127.0.0.1:0] [--nonce NONCE] [--events N] [--event-interval MS]
                                   [--store DIR] [faults…]
  agent-wire-peer serve workerdeck [--listen 127.0.0.1:0] [--events N] [--event-interval MS] [--session ID]
                                   [--store DIR] [faults…]
  agent-wire-peer check coderook   --connect HOST:PORT --token TOKEN [--include-irreversible]
  agent-wire-peer check orion      --base-url URL
  agent-wire-peer check workerdeck --base-url URL [--include-irreversible]
  agent-wire-peer follow coderook  --connect HOST:PORT --token TOKEN [--thread ID] [--until N]
  agent-wire-peer follow orion     --base-url URL [--until N]
  agent-wire-peer follow workerdeck --base-url URL [--session ID] [--until N]

serve prints one line first, `listening on URL`, then serves until it is
killed or, when standard input is a pipe or a terminal, until standard input
closes (`--no-stdin-watch` turns that off); with standard input on /dev/null,
a file or closed (as in CI), it serves until killed. Only loopback addresses are
accepted for --listen. The Coderook token defaults to $CODEROOK_IPC_TOKEN;
the Orion nonce is random unless given and is published by GET /bootstrap.

FAULTS (serve), for testing a client's error paths:
  --split-writes N      write in pieces of at most N bytes: Coderook NDJSON lines,
                        Orion SSE events; WorkerDeck messages as WebSocket fragments
  --oversize-frame      one frame over the 16 MiB limit: Coderook after the second
                        event push, Orion first in every /events stream, WorkerDeck
                        after the first replayed event
  --unknown-event       one event of a type the contract does not define: Coderook
                        `x.unknown_event` in the ledger after the second sequenced
                        event, Orion `x_unknown` first in every stream, WorkerDeck
                        `x_unknown_event` after the first replayed event
  --undeclared-member   an undeclared member: Coderook in the core.ping result and the
                        second event push; Orion in every JSON response but
                        /bootstrap and in the first event of every stream;
                        WorkerDeck in every REST response but POST /sessions and in
                        every `attached` frame
  --slow MS             wait MS milliseconds before every frame
  --drop-after N        end the first event stream after N events without a goodbye
                        (Coderook subscription, Orion /events, WorkerDeck session
                        socket); later streams run whole, so a client can resume

serve orion --events N emits N durable events (cursors 1..N), one every
--event-interval MS (default 10), a non-durable one between two, kept for
replay. serve coderook --events N does the same on thread `thread-1` (the one
thread.list names): N step.started events with ledger_seq 1..N, a live-only
llm.token between two, replayed by event.subscribe (after_seq) and event.replay;
it replaces the default run (a --script still runs at the first subscription).

serve P --store DIR keeps the durable events (Orion cursors, the Coderook
ledger, the WorkerDeck session log) in DIR, created when missing: a server
killed at any moment and started again on DIR, on any port, goes on where its
log ends (the events in it count toward --events N; on the same Coderook
thread and WorkerDeck session), and a follower resumes without a loss or a
repeat.

follow runs the library client's event stream (Coderook: on the first thread
thread.list names, or --thread), prints `<cursor> <type>` per delivered durable
(ledger) event and `- <type>` per non-durable (live-only) one, exits 0 after
--until N durable events, and ends with `followed N events over K connections`.

check drives a server through every method or route a client can call
without effects it cannot undo, decodes every reply with the crates, prints
`ok WHAT …` or `FAIL WHAT: reason` per exchange and `N passed, N failed`;
it exits 0 only when every exchange passed. It is strict toward servers: an
event type or a member the contract does not define is a failure. Effects a
server cannot undo (Coderook core.shutdown, session.delete, memory.delete,
memory.expire, artifact.gc, workspace.commit, worker.apply, session.rewind,
thread.archive; WorkerDeck PUT /fs/write) are left out unless
--include-irreversible is given. What a server does not offer passes as not
offered (a server need not serve every method or route): an Orion operation
answered `501 not_implemented`, a WorkerDeck route answered 404 or 501 or a
session command answered with a protocol_error, a Coderook method other than
the handshake answered -32601.

Exit codes: 0 success, 1 check failures, 2 usage or setup errors.
";

struct Args {
    rest: Vec<String>,
}

impl Args {
    /// Removes `--name VALUE` and returns the value.
    fn value(&mut self, name: &str) -> Result<Option<String>, String> {
        let Some(i) = self.rest.iter().position(|a| a == name) else {
            return Ok(None);
        };
        if i + 1 >= self.rest.len() {
            return Err(format!("{name} needs a value"));
        }
        let v = self.rest.remove(i + 1);
        self.rest.remove(i);
        Ok(Some(v))
    }

    /// Removes the flag `--name` and says whether it was there.
    fn flag(&mut self, name: &str) -> bool {
        let found = self.rest.iter().position(|a| a == name);
        found.map(|i| self.rest.remove(i)).is_some()
    }

    fn number<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, String> {
        self.value(name)?
            .map(|v| {
                v.parse()
                    .map_err(|_| format!("{name} {v}: expected a number"))
            })
            .transpose()
    }

    fn done(self) -> Result<(), String> {
        match self.rest.first() {
            Some(a) => Err(format!("unexpected argument {a}")),
            None => Ok(()),
        }
    }
}

fn faults(args: &mut Args) -> Result<Faults, String> {
    let mut f = Faults::none();
    f.split_writes = args.number("--split-writes")?;
    f.oversize_frame = args.flag("--oversize-frame");
    f.unknown_event = args.flag("--unknown-event");
    f.undeclared_member = args.flag("--undeclared-member");
    f.slow = args.number("--slow")?.map(Duration::from_millis);
    f.drop_after = args.number("--drop-after")?;
    Ok(f)
}

fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.is_empty() || argv.iter().any(|a| a == "--help" || a == "-h") {
        print!("{HELP}");
        std::process::exit(i32::from(argv.is_empty()) * 2);
    }
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => fail(&format!("cannot start the runtime: {e}")),
    };
    match runtime.block_on(run(argv)) {
        Ok(code) => std::process::exit(code),
        Err(e) => fail(&e),
    }
}

fn fail(message: &str) -> ! {
    eprintln!("agent-wire-peer: {message}");
    std::process::exit(2)
}

async fn run(argv: Vec<String>) -> Result<i32, String> {
    let (verb, protocol) = match argv.as_slice() {
        [v, p, ..] => (v.clone(), p.clone()),
        _ => return Err("expected `serve PROTOCOL` or `check PROTOCOL` (see --help)".into()),
    };
    let mut args = Args {
        rest: argv[2..].to_vec(),
    };
    match (verb.as_str(), protocol.as_str()) {
        ("serve", protocol @ ("coderook" | "orion" | "workerdeck")) => serve(protocol, args).await,
        ("check", "coderook") => {
            let addr = args
                .value("--connect")?
                .ok_or("--connect HOST:PORT is required")?;
            let token = args
                .value("--token")?
                .or_else(|| std::env::var(coderook_protocol::transport::TOKEN_ENV).ok())
                .ok_or("--token TOKEN is required")?;
            let all = args.flag("--include-irreversible");
            args.done()?;
            Ok(coderook::check(&addr, &wire_kit::Secret::new(token), all).await)
        }
        ("follow", "coderook") => {
            let addr = args
                .value("--connect")?
                .ok_or("--connect HOST:PORT is required")?;
            let token = args
                .value("--token")?
                .or_else(|| std::env::var(coderook_protocol::transport::TOKEN_ENV).ok())
                .ok_or("--token TOKEN is required")?;
            let thread = args.value("--thread")?;
            let until = args.number("--until")?;
            args.done()?;
            Ok(coderook::follow(&addr, wire_kit::Secret::new(token), thread, until).await)
        }
        ("check", "orion") => {
            let url = args
                .value("--base-url")?
                .ok_or("--base-url URL is required")?;
            args.done()?;
            Ok(orion::check(&url).await)
        }
        ("follow", "orion") => {
            let url = args
                .value("--base-url")?
                .ok_or("--base-url URL is required")?;
            let until = args.number("--until")?;
            args.done()?;
            Ok(orion::follow(&url, until).await)
        }
        ("check", "workerdeck") => {
            let url = args
                .value("--base-url")?
                .ok_or("--base-url URL is required")?;
            let all = args.flag("--include-irreversible");
            args.done()?;
            Ok(workerdeck::check(&url, all).await)
        }
        ("follow", "workerdeck") => {
            let url = args
                .value("--base-url")?
                .ok_or("--base-url URL is required")?;
            let session = args
                .value("--session")?
                .unwrap_or_else(|| "session-1".into());
            let until = args.number("--until")?;
            args.done()?;
            Ok(workerdeck::follow(&url, &session, until).await)
        }
        ("serve" | "check" | "follow", other) => Err(format!(
            "unknown protocol {other:?} (coderook, orion, workerdeck)"
        )),
        (other, _) => Err(format!("unknown command {other:?} (serve, check, follow)")),
    }
}

async fn serve(protocol: &str, mut args: Args) -> Result<i32, String> {
    let listen = args
        .value("--listen")?
        .unwrap_or_else(|| "127.0.0.1:0".into());
    let addr = common::loopback(&listen)?;
    let no_stdin_watch = args.flag("--no-stdin-watch");
    let faults = faults(&mut args)?;
    match protocol {
        "coderook" => {
            let token = args
                .value("--token")?
                .or_else(|| std::env::var(coderook_protocol::transport::TOKEN_ENV).ok())
                .ok_or("no token: give --token or set CODEROOK_IPC_TOKEN")?;
            if token.is_empty() {
                return Err("the token is empty: it would let in any client that sends an empty one; give a non-empty --token or CODEROOK_IPC_TOKEN".into());
            }
            let events = args.number("--events")?;
            let mut options = coderook_protocol::mock::Options::new(wire_kit::Secret::new(token))
                .with_faults(faults)
                .with_thread_id(coderook::LEDGER_THREAD);
            match args.value("--script")? {
                Some(path) => {
                    let text =
                        std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
                    let script =
                        coderook::read_script(&text).map_err(|e| format!("{path}: {e}"))?;
                    options = options.with_script(script);
                }
                // The feed replaces the reference run.
                None if events.is_some() => {}
                None => options = options.with_script(coderook::default_script()),
            }
            if let Some(n) = events {
                options = options.with_events(n);
            }
            if let Some(ms) = args.number("--event-interval")? {
                options = options.with_event_interval(Duration::from_millis(ms));
            }
            if let Some(dir) = args.value("--store")? {
                options = options.with_log(coderook::store(&dir)?);
            }
            args.done()?;
            let listener = bind(addr).await?;
            let local = listener.local_addr().map_err(|e| e.to_string())?;
            common::announce(&format!("tcp://{local}"));
            if !no_stdin_watch {
                common::watch_stdin();
            }
            coderook::serve(listener, options).await?;
            Ok(0)
        }
        "orion" => {
            let options = orion::serve_options(&mut args, addr, faults)?;
            args.done()?;
            let server = orion_api_types::mock::Server::start(options)
                .await
                .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
            common::announce(&server.url());
            if !no_stdin_watch {
                common::watch_stdin();
            }
            std::future::pending::<()>().await;
            Ok(0)
        }
        _ => {
            let options = workerdeck::serve_options(&mut args, faults)?;
            args.done()?;
            let listener = bind(addr).await?;
            let local = listener.local_addr().map_err(|e| e.to_string())?;
            common::announce(&format!("http://{local}{}", workerdeck::BASE_PATH));
            if !no_stdin_watch {
                common::watch_stdin();
            }
            workerdeck::serve(listener, options).await?;
            Ok(0)
        }
    }
}

async fn bind(addr: std::net::SocketAddr) -> Result<tokio::net::TcpListener, String> {
    tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))
}
