//! A minimal Coderook daemon: `core.ping`, `thread.list` with one thread,
//! and `--events N` ledgered events on it, then whatever else a client asks
//! is answered `-32601`. Serves until killed.
//!
//! `cargo run -p coderook-protocol --features server --example server -- --listen 127.0.0.1:0 --token T --events 100`
use coderook_protocol::server::{Options, Router, Server};
use coderook_protocol::*;
use std::time::Duration;

const TS: &str = "2026-01-01T00:00:00Z";

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .map(|i| args[i + 1].clone())
    };
    let listen = arg("--listen")
        .unwrap_or_else(|| "127.0.0.1:0".into())
        .parse()?;
    let token = arg("--token").or_else(|| std::env::var("CODEROOK_IPC_TOKEN").ok());
    let events: i64 = arg("--events").map_or(Ok(0), |n| n.parse())?;

    let router = Router::new()
        .route(method::Ping, |_cx, _ping| async {
            let idle = NonNegative::new(0).expect("0 is not negative");
            Ok(PongResult::new("example/1.0", 0, TS, "/work", idle))
        })
        .route(method::ThreadList, |_cx, _list| async {
            let id = NonEmptyString::new("thread-1").expect("not empty");
            let workspace = NonEmptyString::new("/work").expect("not empty");
            let thread = ThreadRecord::new(
                id,
                "example",
                workspace,
                Timestamp::new(TS),
                Timestamp::new(TS),
            );
            Ok(ThreadListResult::new(vec![thread]))
        });
    let token = Secret::new(token.ok_or("--token T or CODEROOK_IPC_TOKEN")?);
    let server = Server::start(Options::new(token).listen(listen), router).await?;
    println!("listening on tcp://{}", server.addr());

    let emit = |event: Event| server.events().emit("thread-1", event);
    for step in 1..=events {
        emit(StepStartedEvent::new("run-1", step, TS).into()).await?;
        emit(LlmTokenEvent::new("run-1", "…", TS).into()).await?;
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    std::future::pending::<()>().await;
    Ok(())
}
