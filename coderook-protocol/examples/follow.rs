//! Follows a Coderook daemon's events: `cargo run -p coderook-protocol
//! --features client --example follow [HOST:PORT [THREAD]]`.
//!
//! Without an address it uses the daemon's own settings (`CODEROOK_HOST`,
//! port 7437, the token from `CODEROOK_IPC_TOKEN` or `~/.coderook/ipc-token`);
//! with one, the token comes from `CODEROOK_IPC_TOKEN`. Without a thread it
//! follows the first one `thread.list` names. Prints `<seq> <type>` per
//! ledger event and `- <type>` per live-only one, until interrupted.

use coderook_protocol::client::{Client, Options, Received};
use coderook_protocol::{EventSubscribeCommand, Secret, ThreadListCommand, method};
use futures_util::StreamExt;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let options = match args.next() {
        Some(addr) => {
            let token = std::env::var(coderook_protocol::transport::TOKEN_ENV)?;
            Options::new(addr.parse()?, Secret::new(token))
        }
        None => Options::from_env()?,
    };
    let client = Client::connect(options).await?;
    let thread = match args.next() {
        Some(thread) => thread.try_into()?,
        None => {
            let list = client
                .call::<method::ThreadList>(ThreadListCommand::new())
                .await?;
            let first = list
                .threads
                .into_iter()
                .next()
                .ok_or("no thread to follow")?;
            first.id
        }
    };
    let mut events = client.events(EventSubscribeCommand::new(vec![]).with_thread_id(thread));
    while let Some(item) = events.next().await {
        match item {
            Ok(Received::Known(e)) => match e.ledger_seq() {
                Some(seq) => println!("{seq} {}", e.event_type()),
                None => println!("- {}", e.event_type()),
            },
            Ok(Received::Unknown(u)) => println!("? {}", u.kind),
            // The stream goes on after a frame it could not read.
            Err(e) => eprintln!("follow: {e}"),
        }
    }
    Ok(())
}
