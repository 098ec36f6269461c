//! A minimal Orion host: health, bootstrap, one session, and `--events N`
//! durable events on `/events`; other operations are answered `501`.
//!
//! `cargo run -p orion-api-types --features server --example server -- --listen 127.0.0.1:0 --events 100`
use orion_api_types::server::{Options, Router, Server, event_id, now};
use orion_api_types::{operations::*, *};

/// `GET /bootstrap` (the server writes its own nonce in); `$F` is what
/// every settings field says besides its value.
const BOOT: &str = r#"{"apiVersion":1,"productVersion":"example/1.0","nonce":"the server writes its own nonce here",
"workspace":"/work","configured":true,"capabilities":{"goal":false,"plan":false,"skills":false,
"mcp":false,"diagnostics":false},"settings":{"schemaVersion":1,"state":"ready","writable":false,
"revision":"hmac-sha256:0000000000000000000000000000000000000000000000000000000000000000",
"hasDocument":false,"workspace":"/work","models":[],"credentials":[],"sections":{
"appearance":{"theme":{"effectiveValue":"system",$F},"motion":{"effectiveValue":"system",$F}},
"defaults":{"model":{"effectiveValue":"m",$F},"effort":{"effectiveValue":"auto",$F}},
"permissions":{"toolConfirmation":{"effectiveValue":"allow",$F}}}}}"#;
const F: &str =
    r#""source":"internal","scope":"global","applies":"live","overridden":false,"writable":false"#;
const SESSION: &str = r#"{"items":[{"id":"session-1","projectPath":"/work","model":"m",
"createdAt":"2026-01-01T00:00:00Z","updatedAt":"2026-01-01T00:00:00Z","messageCount":0}],"nextCursor":null}"#;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| args.windows(2).find(|w| w[0] == name).map(|w| w[1].clone());
    let listen = arg("--listen").unwrap_or("127.0.0.1:0".into()).parse()?;
    let events: usize = arg("--events").map_or(Ok(0), |n| n.parse())?;
    let boot: BootstrapResponse = decode(&BOOT.replace("$F", F))?;
    let sessions: SessionPage = decode(SESSION)?;
    let router = Router::new()
        .route(GetHealth, |_cx, _req| async {
            Ok(HealthResponse::new("example/1.0"))
        })
        .route(GetBootstrap, move |_cx, _req| {
            std::future::ready(Ok(boot.clone()))
        })
        .route(ListSessions, move |_cx, _req| {
            std::future::ready(Ok(sessions.clone()))
        });
    let server = Server::start(Options::default().listen(listen), router).await?;
    println!("listening on {}", server.url());

    for i in 0..events {
        for durable in [true, false] {
            let value = RawObject::from_json(format!(r#"{{"i":{i}}}"#))?;
            let payload = RuntimeEventPayload::new("tick".try_into()?, value);
            let cursor = 1.try_into()?; // the server gives each its own
            let event =
                RuntimeEventEnvelope::new(event_id(), cursor, None, None, durable, now(), payload);
            server.events().emit(event).await?;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    std::future::pending::<()>().await;
    Ok(())
}
