//! The library servers the `clients` binary measures: each protocol's
//! `server` feature with sequenced events in its log, emitting more on
//! demand, and the same events encoded alone in the server's framing.

use std::future::Future;
use std::pin::Pin;

/// The Coderook token of the benchmark servers.
pub const TOKEN: &str = "bench-token";
/// The Coderook thread and the WorkerDeck session the events are on.
pub const STREAM: &str = "session-1";

/// A running library server of one protocol.
pub enum Server {
    Orion(orion_api_types::server::Server),
    Coderook(coderook_protocol::server::Server),
    WorkerDeck(workerdeck_protocol::server::Server),
}

/// Starts `protocol`'s server on loopback with `backlog` sequenced events
/// (positions `1..=backlog`) already in its log.
pub async fn start(protocol: &str, backlog: usize) -> std::io::Result<Server> {
    let any = "127.0.0.1:0".parse().expect("an address");
    let server = match protocol {
        "orion" => {
            use orion_api_types::{operations::GetBootstrap, server};
            let boot = orion_api_types::mock::sample_request("BootstrapResponse", |_| {})
                .map_err(std::io::Error::other)?;
            let boot: orion_api_types::BootstrapResponse =
                serde_json::from_value(boot).map_err(std::io::Error::other)?;
            let router = server::Router::new().route(GetBootstrap, move |_cx, _req| {
                std::future::ready(Ok(boot.clone()))
            });
            Server::Orion(
                server::Server::start(server::Options::default().listen(any), router).await?,
            )
        }
        "coderook" => {
            use coderook_protocol::{Secret, server};
            // Each subscriber holds two connections (calls and events):
            // room for 1,000 of them.
            let limits = server::Limits::default()
                .frame(coderook_protocol::codec::DEFAULT_MAX_FRAME_LEN)
                .connections(4096);
            let options = server::Options::new(Secret::new(TOKEN))
                .listen(any)
                .limits(limits);
            Server::Coderook(server::Server::start(options, server::Router::new()).await?)
        }
        "workerdeck" => {
            use workerdeck_protocol::{
                GetSessionResponse, SessionInfo, SessionStatus, routes, server,
            };
            let router = server::Router::new().route(routes::GetSession, |cx, req| {
                let mut info =
                    SessionInfo::new(req.param("id"), SessionStatus::Idle, "/work", 0, 0, 0);
                info.last_seq = cx.events().last_seq(&info.id);
                std::future::ready(Ok(GetSessionResponse::new(info)))
            });
            let options = server::Options::new().listen(any);
            Server::WorkerDeck(server::Server::start(options, router).await?)
        }
        other => return Err(std::io::Error::other(format!("no protocol {other:?}"))),
    };
    for i in 1..=backlog {
        server.emit(i).await?;
    }
    Ok(server)
}

impl Server {
    /// What a client connects to: a base URL, or the Coderook `HOST:PORT`.
    pub fn target(&self) -> String {
        match self {
            Server::Orion(s) => s.url(),
            Server::Coderook(s) => s.addr().to_string(),
            Server::WorkerDeck(s) => s.url(),
        }
    }

    /// The texts its log keeps, oldest first, of every stream.
    pub fn logged(&self) -> std::io::Result<Vec<String>> {
        let log = match self {
            Server::Orion(s) => s.events().log(),
            Server::Coderook(s) => s.events().log(),
            Server::WorkerDeck(s) => s.events().log(),
        };
        let mut entries = Vec::new();
        for stream in log.streams() {
            log.read_after(&stream, 0, usize::MAX, &mut entries)?;
        }
        Ok(entries
            .into_iter()
            .map(|(_, text)| text.to_string())
            .collect())
    }

    /// Emits the `i`-th sequenced event (the same [`encode_alone`] encodes).
    pub fn emit(&self, i: usize) -> Pin<Box<dyn Future<Output = std::io::Result<()>> + Send + '_>> {
        Box::pin(async move {
            match self {
                Server::Orion(s) => s.events().emit(orion(i)).await.map(drop),
                Server::Coderook(s) => s.events().emit(STREAM, coderook(i)).await.map(drop),
                Server::WorkerDeck(s) => s.events().emit(STREAM, workerdeck(i)).await.map(drop),
            }
        })
    }
}

fn orion(i: usize) -> orion_api_types::WebEventEnvelope {
    use orion_api_types::*;
    let value = RawObject::from_json(format!(
        r#"{{"i":{i},"text":"a progress note of a few words"}}"#
    ))
    .expect("an object");
    let payload = RuntimeEventPayload::new("tick".try_into().expect("a type"), value);
    let cursor = i64::try_from(i)
        .expect("small")
        .try_into()
        .expect("positive");
    let at = "2026-01-01T00:00:00Z".to_owned();
    RuntimeEventEnvelope::new(format!("event-{i}"), cursor, None, None, true, at, payload).into()
}

fn coderook(i: usize) -> coderook_protocol::Event {
    let seq = i64::try_from(i).expect("small");
    let step = coderook_protocol::StepStartedEvent::new("run-1", seq, "2026-01-01T00:00:00Z");
    let mut event = coderook_protocol::Event::from(step);
    event.set_ledger_seq(seq);
    event
}

fn workerdeck(i: usize) -> workerdeck_protocol::SessionEventBody {
    let status = if i.is_multiple_of(2) {
        workerdeck_protocol::SessionStatus::Idle
    } else {
        workerdeck_protocol::SessionStatus::Running
    };
    workerdeck_protocol::StatusChangedEvent::new(status).into()
}

/// Events `1..=n` encoded alone, as the server frames them on the wire
/// (an SSE event, an NDJSON `event.push` line, a WebSocket text message's
/// payload plus a line end), into `out`; returns the count.
pub fn encode_alone(protocol: &str, n: usize, out: &mut Vec<u8>) -> u64 {
    // WorkerDeck's server stamps each event with the time in milliseconds
    // (13 digits): the same here, so that the codec reads the same number.
    let ts = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| {
            i64::try_from(d.as_millis()).expect("a time in range")
        });
    for i in 1..=n {
        match protocol {
            "orion" => out.extend_from_slice(orion_api_types::sse::render(&orion(i)).as_bytes()),
            "coderook" => out.extend_from_slice(&coderook_protocol::codec::encode_frame(
                &coderook_protocol::EventPushEnvelope::new(coderook(i)),
            )),
            _ => {
                use workerdeck_protocol::{EventFrame, ServerFrame, SessionEvent};
                let event = SessionEvent::new(i64::try_from(i).expect("small"), ts, workerdeck(i));
                let frame = ServerFrame::Event(Box::new(EventFrame::new(event)));
                serde_json::to_writer(&mut *out, &frame).expect("frames encode");
                out.push(b'\n');
            }
        }
    }
    n as u64
}
