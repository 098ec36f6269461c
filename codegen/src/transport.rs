//! The unions and envelopes a transport carries, as `validate` types: what a
//! capture of one direction of one transport holds.
//!
//! WorkerDeck and Orion name theirs upstream, so they are in the protocol's
//! type registry already and are only marked here. Coderook's are the
//! crate's JSON-RPC envelopes, which have no schema of their own and stay out
//! of the generated artifacts.

use crate::registry::TypeEntry;
use wire_kit::DecodeError;

/// A type `validate` accepts: its name and how to decode and re-encode it.
#[derive(Clone, Copy)]
pub struct Checker {
    /// The name given on the command line.
    pub name: &'static str,
    /// What a transport carries as this type, for transport types.
    pub carries: Option<&'static str>,
    roundtrip: Roundtrip,
}

impl Checker {
    /// Decodes JSON text and re-encodes it; errors name this type.
    pub fn check(&self, json: &str) -> Result<String, DecodeError> {
        (self.roundtrip)(json).map_err(|e| {
            let mut out = DecodeError::new(self.name, e.path(), e.message());
            out.set_position(e.line(), e.column());
            out
        })
    }
}

impl From<&TypeEntry> for Checker {
    fn from(e: &TypeEntry) -> Self {
        Self {
            name: e.name,
            carries: None,
            roundtrip: e.roundtrip,
        }
    }
}

/// Transport types by protocol: name and what carries it.
const MARKED: &[(&str, &str, &str)] = &[
    (
        "coderook",
        "ClientRequest",
        "every client → server frame (JSON-RPC request, params by `method`)",
    ),
    (
        "coderook",
        "ServerMessage",
        "every server → client frame (response or event push)",
    ),
    ("coderook", "Event", "the `event` of an event push"),
    (
        "workerdeck",
        "ServerFrame",
        "session WebSocket, server → client",
    ),
    (
        "workerdeck",
        "ClientFrame",
        "session WebSocket, client → server",
    ),
    (
        "workerdeck",
        "QueueServerFrame",
        "queue WebSocket, server → client",
    ),
    (
        "workerdeck",
        "SessionEvent",
        "the `event` of an `event` frame",
    ),
    ("orion", "WebEventEnvelope", "each `GET /events` SSE data"),
    (
        "orion",
        "WebCommand",
        "the body of `POST /sessions/{sessionId}/commands`",
    ),
];

type Roundtrip = fn(&str) -> Result<String, DecodeError>;

fn coderook_decoder(name: &str) -> Option<Roundtrip> {
    fn via<T: serde::Serialize + serde::de::DeserializeOwned>(
        json: &str,
    ) -> Result<String, DecodeError> {
        crate::registry::encode_text(&wire_kit::from_str::<T>("", json)?)
    }
    Some(match name {
        "ClientRequest" => via::<coderook_protocol::ClientRequest>,
        "ServerMessage" => via::<coderook_protocol::ServerMessage>,
        "Event" => via::<coderook_protocol::Event>,
        _ => return None,
    })
}

/// Every type `validate` accepts for `protocol`: transport types first, then
/// the registry's, in its order.
pub fn checkers(protocol: &crate::artifact::Protocol) -> Vec<Checker> {
    let registry = (protocol.types)();
    let mut out = Vec::new();
    for &(p, name, carries) in MARKED.iter().filter(|m| m.0 == protocol.name) {
        let roundtrip = match registry.iter().find(|e| e.name == name) {
            Some(e) => e.roundtrip,
            None => match coderook_decoder(name) {
                Some(f) if p == "coderook" => f,
                _ => continue,
            },
        };
        out.push(Checker {
            name,
            carries: Some(carries),
            roundtrip,
        });
    }
    let rest: Vec<Checker> = registry
        .iter()
        .filter(|e| !out.iter().any(|c| c.name == e.name))
        .map(Checker::from)
        .collect();
    out.extend(rest);
    out
}

/// The checker for `name`, if `protocol` has such a type.
pub fn checker(protocol: &crate::artifact::Protocol, name: &str) -> Option<Checker> {
    checkers(protocol).into_iter().find(|c| c.name == name)
}
