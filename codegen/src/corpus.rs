//! The differential corpus: values of every registered type with the Rust
//! decoder's verdict, for checking validators written in other languages
//! (the TypeScript validators of the npm packages, a Swift harness) against
//! the decoders.
//!
//! `generated/corpus/<protocol>.ndjson` holds one JSON object a line:
//! `{"type": "<TypeName>", "value": <json>, "valid": <bool>, "path": "<path>",
//! "receive": {"valid": <bool>, "path": "<path>"}}`, `path` being the
//! decoder's error path for a rejected value (`(root)` at the top) and `""`
//! for an accepted one; `valid` and `path` are the exact decoder's verdict,
//! `receive` the verdict of the receive view, what the Rust clients accept
//! from a server (see [`receive`]). The values are the generated and
//! mutated instances of [`differential::instances`](crate::differential::instances)
//! for each type's generated schema (seeded, the same every run: they include
//! strings of 2- and 4-byte characters on length bounds and integers written
//! as floats, `5.0`), each instance of an event union also with its event
//! type replaced by one the contract does not have, then every
//! `fixtures/<protocol>/{valid,invalid}` file.

use crate::artifact::{Artifact, Protocol};
use crate::registry::TypeEntry;
use serde_json::{Value, json};
use std::path::Path;
use wire_kit::DecodeError;

/// Generated instances per type (each followed by its six mutations).
const COUNT: usize = 2;
/// A generated line longer than this is left out, keeping the corpus small
/// (a fixture is kept whatever its length).
const MAX_LINE: usize = 24 * 1024;

/// The corpus of each protocol.
pub fn artifacts(protocols: &[Protocol]) -> Vec<Artifact> {
    protocols
        .iter()
        .map(|p| {
            let entries = (p.types)();
            Artifact {
                path: format!("corpus/{}.ndjson", p.name),
                contents: corpus(p.name, &entries),
                types: entries.len(),
            }
        })
        .collect()
}

/// One protocol's corpus.
pub fn corpus(protocol: &str, entries: &[TypeEntry]) -> String {
    let mut out = String::new();
    for (i, entry) in entries.iter().enumerate() {
        let schema = entry.json_schema();
        let seed = 0xC0_4905 ^ ((i as u64) << 8) ^ protocol.len() as u64;
        let mut seen = std::collections::HashSet::new();
        let instances = crate::differential::instances(&schema, "#", COUNT, seed);
        let retagged = instances
            .iter()
            .flat_map(|v| retagged(entry.name, v))
            .collect::<Vec<_>>();
        for value in instances.into_iter().chain(retagged) {
            if !seen.insert(value.to_string()) {
                continue;
            }
            let result = entry.decode_value(&value).map(|_| ());
            let received = receive(protocol, entry, &value.to_string(), &result);
            push(&mut out, entry.name, value, result, received, MAX_LINE);
        }
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures")
        .join(protocol);
    for kind in ["valid", "invalid"] {
        for (name, text) in fixture_files(&dir.join(kind)) {
            let ty = name.split('.').next().unwrap_or_default();
            let Some(entry) = entries.iter().find(|e| e.name == ty) else {
                continue;
            };
            // A fixture that is not JSON has no value to carry.
            let Ok(value) = serde_json::from_str::<Value>(&text) else {
                continue;
            };
            let result = entry.decode(&text).map(|_| ());
            let received = receive(protocol, entry, &text, &result);
            push(&mut out, entry.name, value, result, received, usize::MAX);
        }
    }
    out
}

/// Where each event union carries the tag of its event's type, and the
/// position of an event of an unknown type (JSON Pointers).
const EVENT_TAGS: &[(&str, &[&str], &str)] = &[
    ("WebEventEnvelope", &["/type"], "/cursor"),
    ("ServerFrame", &["/type", "/event/type"], "/event/seq"),
    ("QueueServerFrame", &["/type"], ""),
    ("EventPushEnvelope", &["/event/type"], "/event/ledger_seq"),
];

/// `value` of event union `ty` with each of its tags in turn replaced by
/// one no version of the contract has (what a newer server sends), each
/// also with its position left out or not a position: for the receive
/// view's rule on unknown events.
fn retagged(ty: &str, value: &Value) -> Vec<Value> {
    let Some((_, places, position)) = EVENT_TAGS.iter().find(|(name, ..)| *name == ty) else {
        return Vec::new();
    };
    let set = |v: &Value, place: &str, to: Option<Value>| -> Option<Value> {
        let (parent, member) = place.rsplit_once('/')?;
        let mut v = v.clone();
        let object = v.pointer_mut(parent)?.as_object_mut()?;
        match to {
            Some(to) => object.insert(member.to_owned(), to),
            None => object.remove(member),
        };
        Some(v)
    };
    let mut out = Vec::new();
    for place in *places {
        let Some(unknown) = set(value, place, Some(json!("x_unknown_type"))) else {
            continue;
        };
        let broken = [
            None,
            Some(json!(0)),
            Some(json!(-1)),
            Some(json!("1")),
            Some(json!(1.5)),
        ];
        out.extend(
            broken
                .into_iter()
                .filter_map(|to| set(&unknown, position, to)),
        );
        out.push(unknown);
    }
    out
}

fn push(
    out: &mut String,
    ty: &str,
    value: Value,
    result: Result<(), DecodeError>,
    received: Result<(), DecodeError>,
    max_line: usize,
) {
    let verdict = |result: &Result<(), DecodeError>| match result {
        Ok(()) => (true, String::new()),
        Err(e) if e.path().is_empty() => (false, "(root)".to_owned()),
        Err(e) => (false, e.path().to_owned()),
    };
    let (valid, path) = verdict(&result);
    let (receive_valid, receive_path) = verdict(&received);
    let line = json!({
        "type": ty,
        "value": value,
        "valid": valid,
        "path": path,
        "receive": { "valid": receive_valid, "path": receive_path },
    })
    .to_string();
    if line.len() <= max_line {
        out.push_str(&line);
        out.push('\n');
    }
}

/// `(file name, text)` of every fixture in `dir` (not the `.encoded.json`
/// canonical forms), sorted by name.
fn fixture_files(dir: &Path) -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<(String, String)> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            (name.ends_with(".json") && !name.ends_with(".encoded.json"))
                .then(|| std::fs::read_to_string(e.path()).ok().map(|t| (name, t)))
                .flatten()
        })
        .collect();
    out.sort();
    out
}

/// The receive view's verdict on `json` as `entry`'s type, `exact` being
/// the exact decoder's: what the protocol's Rust client accepts from a
/// server (its default, forward-compatible mode).
///
/// - Orion: [`orion_api_types::decode_receive`], which ignores undeclared members
///   at any depth; for a `WebEventEnvelope`, first the client's rule for
///   an envelope of a type the crate does not know.
/// - Coderook: the exact decoders, which the client uses; they ignore
///   undeclared members where pydantic does and keep an event of an
///   unknown type whole, whose ledger place the client then checks.
/// - WorkerDeck: the exact decoders (which ignore undeclared members), and
///   for the socket frames the client's rule for a frame or a session event
///   of a type the crate does not know.
pub fn receive(
    protocol: &str,
    entry: &TypeEntry,
    json: &str,
    exact: &Result<(), DecodeError>,
) -> Result<(), DecodeError> {
    match (protocol, exact) {
        ("coderook", Ok(())) => coderook_place(entry, json),
        (_, Ok(())) => Ok(()),
        ("orion", Err(first)) if entry.name == "WebEventEnvelope" => orion_event(json, first),
        ("orion", Err(first)) => {
            orion_receive(entry.name, json).unwrap_or_else(|| Err(first.clone()))
        }
        ("workerdeck", Err(_)) if unknown_frame(entry, json) => Ok(()),
        (_, Err(first)) => Err(first.clone()),
    }
}

/// The Coderook client's check of an event push the decoders accept: an
/// event of a type the crate does not know (`Event::Other`) with a
/// `ledger_seq` that is not null must hold a ledger place, an integer from
/// 1 (read as the decoders read integers, see [`integer`]), as the typed
/// events' decoders require of theirs.
fn coderook_place(entry: &TypeEntry, json: &str) -> Result<(), DecodeError> {
    if entry.name != "EventPushEnvelope" {
        return Ok(());
    }
    let Ok(Value::Object(mut push)) = serde_json::from_str::<Value>(json) else {
        return Ok(());
    };
    let Some(event) = push.remove("event") else {
        return Ok(());
    };
    let place = event.get("ledger_seq").filter(|s| !s.is_null()).cloned();
    match (
        serde_json::from_value::<coderook_protocol::Event>(event),
        place,
    ) {
        (Ok(coderook_protocol::Event::Other(_)), Some(place))
            if integer(&place).is_none_or(|p| p < 1) =>
        {
            Err(DecodeError::new(
                "EventPushEnvelope",
                "event.ledger_seq",
                "a ledger place is an integer from 1 to 2^63 - 1",
            ))
        }
        _ => Ok(()),
    }
}

/// [`orion_api_types::decode_receive`] for the registered type `name`.
fn orion_receive(name: &str, json: &str) -> Option<Result<(), DecodeError>> {
    macro_rules! receivers {
        ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
            match name {
                $(stringify!($name) => Some($krate::decode_receive::<$krate::$name>(json).map(|_| ())),)*
                $(stringify!($inline) => Some($krate::decode_receive::<$krate::$inline>(json).map(|_| ())),)*
                _ => None,
            }
        };
    }
    orion_api_types::wire_types!(receivers)
}

/// The Orion client's reading of an envelope the exact decoder refused
/// with `first`: one whose `type` is a string no envelope carries is an
/// unknown event, if its `cursor` (when present) is a position (an integer
/// from 1 to `i64::MAX`) and a durable one has it; any other is decoded
/// with undeclared members ignored.
fn orion_event(json: &str, first: &DecodeError) -> Result<(), DecodeError> {
    use orion_api_types::WebEventEnvelope;
    let Ok(value) = serde_json::from_str::<Value>(json) else {
        return Err(first.clone());
    };
    let kind = match value.get("type") {
        None if value.is_object() => None,
        Some(Value::String(kind)) => Some(kind.as_str()),
        _ => return Err(first.clone()),
    };
    match kind {
        Some(kind) if !WebEventEnvelope::MAPPING.iter().any(|(k, _)| *k == kind) => {
            let refuse =
                |message: &str| Err(DecodeError::new("WebEventEnvelope", "cursor", message));
            let cursor = value.get("cursor");
            if let Some(c) = cursor
                && let Err(e) = wire_kit::from_value::<orion_api_types::Positive>("cursor", c)
            {
                return refuse(e.message());
            }
            if value.get("durable") == Some(&Value::Bool(true)) && cursor.is_none() {
                return refuse("a durable envelope needs its cursor");
            }
            Ok(())
        }
        _ => orion_api_types::decode_receive::<WebEventEnvelope>(json).map(|_| ()),
    }
}

/// Whether the WorkerDeck client delivers `json`, refused by the exact
/// decoder, as unknown: a frame whose `type` is a string no frame of its
/// socket carries, or an `event` frame whose event has an integer `seq`
/// (see [`integer`]) and a `type` string no session event carries.
fn unknown_frame(entry: &TypeEntry, json: &str) -> bool {
    if !matches!(entry.name, "ServerFrame" | "QueueServerFrame") {
        return false;
    }
    let Ok(value) = serde_json::from_str::<Value>(json) else {
        return false;
    };
    let schema = entry.json_schema();
    let Some(kind) = value.get("type").and_then(Value::as_str) else {
        return false;
    };
    if !type_tags(&schema, &schema).contains(&kind) {
        return true;
    }
    let event = &value["event"];
    let events = schema
        .pointer("/$defs/SessionEvent")
        .unwrap_or(&Value::Null);
    entry.name == "ServerFrame"
        && kind == "event"
        && event.get("seq").and_then(integer).is_some()
        && event
            .get("type")
            .and_then(Value::as_str)
            .is_some_and(|t| !type_tags(events, &schema).contains(&t))
}

/// A JSON number as the decoders read an `i64`: an integral float (`5.0`)
/// is an integer too, so that the verdict does not depend on a spelling
/// that a parsed JavaScript value does not keep.
fn integer(v: &Value) -> Option<i64> {
    v.as_i64().or_else(|| {
        v.as_f64()
            .and_then(wire_kit::decode::integral)
            .and_then(|i| i64::try_from(i).ok())
    })
}

/// The `type` constants of the branches of a union schema (`$ref`s to
/// `root`'s `$defs` followed).
fn type_tags<'a>(union: &'a Value, root: &'a Value) -> Vec<&'a str> {
    let branches = union
        .get("oneOf")
        .or_else(|| union.get("anyOf"))
        .and_then(Value::as_array);
    branches
        .into_iter()
        .flatten()
        .filter_map(|b| {
            let b = match b.get("$ref").and_then(Value::as_str) {
                Some(r) => root.pointer(&r.replacen("#", "", 1))?,
                None => b,
            };
            b.pointer("/properties/type/const")?.as_str()
        })
        .collect()
}
