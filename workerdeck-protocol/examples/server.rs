//! A minimal WorkerDeck server: sessions made over REST, each `user_message` a
//! turn, and `--events N` events on `session-1`; other routes are answered 404.
//! cargo run -p workerdeck-protocol --features server --example server -- --listen 127.0.0.1:0 --events 100
use std::{collections::HashMap, sync::Arc, sync::Mutex, time::Duration};
use workerdeck_protocol::server::{Error, Options, Router, Server};
use workerdeck_protocol::{SessionStatus::*, *};

type Sessions = Arc<Mutex<HashMap<String, SessionInfo>>>;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| args.windows(2).find(|w| w[0] == name).map(|w| w[1].clone());
    let listen = arg("--listen").unwrap_or("127.0.0.1:0".into()).parse()?;
    let events: usize = arg("--events").map_or(Ok(0), |n| n.parse())?;
    let first = SessionInfo::new("session-1", Idle, "/work", 0, 0, 0);
    let sessions = Sessions::new(Mutex::new(HashMap::from([(first.id.clone(), first)])));
    let (new, get, list) = (sessions.clone(), sessions.clone(), sessions);
    let router = Router::new()
        .route(routes::CreateSession, move |_cx, req| {
            let mut all = new.lock().unwrap();
            let id = format!("session-{}", all.len() + 1);
            let info = SessionInfo::new(&id, Idle, req.body.cwd, 0, 0, 0);
            all.insert(id, info.clone());
            async move { Ok(CreateSessionResponse::new(info)) }
        })
        .route(routes::GetSession, move |cx, req| {
            let found = get.lock().unwrap().get(req.param("id")).cloned();
            async move {
                let mut info = found.ok_or_else(|| Error::not_found("no such session"))?;
                info.last_seq = cx.events().last_seq(&info.id);
                Ok(GetSessionResponse::new(info))
            }
        })
        .route(routes::ListSessions, move |_cx, _req| {
            let all = list.lock().unwrap().values().cloned().collect();
            async move { Ok(ListSessionsResponse::new(all)) }
        })
        .commands(|cx, session, command| async move {
            let SessionCommand::UserMessage(_) = command else {
                return Err(format!("{} is not supported here", command.tag()));
            };
            for status in [Running, Idle] {
                let emitted = cx.events().emit(&session, StatusChangedEvent::new(status));
                emitted.await.map_err(|e| e.to_string())?;
            }
            Ok(())
        });
    let server = Server::start(Options::new().listen(listen), router).await?;
    println!("listening on {}", server.url());
    for status in [Running, Idle].into_iter().cycle().take(events) {
        let event = StatusChangedEvent::new(status);
        server.events().emit("session-1", event).await?;
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    tokio::signal::ctrl_c().await?;
    server.shutdown().await;
    Ok(())
}
