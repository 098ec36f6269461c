//! Rust types for the **Orion Code Local Web API v0.3.0** (OpenAPI 3.1): the
//! same-origin loopback API of the Orion Code Web Workbench, with one
//! Server-Sent Events downlink (`GET /events`) and a nonce header on every
//! mutation.
//!
//! Every one of the contract's 61 `components/schemas` exists here under its
//! exact name; inline objects are named after their parent and field
//! ([`BootstrapCapabilities`], [`SettingsSections`], [`ThreadEventPayload`],
//! [`OpenSettingsDocumentRequest`] …). A value these types accept or emit is
//! exactly what the contract says: names, presence, constants and every
//! declared constraint are checked when decoding, and the validated newtypes
//! ([`RequestId`], [`SettingsRevision`], [`WebNonce`], [`SessionName`] …)
//! refuse bad input in their constructors too.
//!
//! # Quickstart
//!
//! ```
//! use orion_api_types::{
//!     Command, RequestId, SettingsKey, SettingsOperation, SettingsRevision,
//!     UpdateSettingsRequest, WebCommand, WebEventEnvelope, decode, route,
//! };
//!
//! // Decode a request body; errors name the type, the field path and the rule.
//! let body = r#"{"requestId":"r-1","type":"set_agent_mode","agentMode":"plan"}"#;
//! let command: WebCommand = decode(body).unwrap();
//! assert!(matches!(command.command(), Ok(Command::SetAgentMode { .. })));
//!
//! let err = decode::<WebCommand>(r#"{"requestId":"r-1","type":"set_agent_mode"}"#).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "WebCommand: (root): agentMode is required when type is set_agent_mode"
//! );
//!
//! // Build a settings batch: one operation per key, checked by the constructor.
//! let revision = SettingsRevision::new(format!("hmac-sha256:{}", "0".repeat(64))).unwrap();
//! let batch = UpdateSettingsRequest::new(
//!     RequestId::new("r-2").unwrap(),
//!     revision.clone(),
//!     vec![
//!         SettingsOperation::set(SettingsKey::AppearanceTheme, "dark").unwrap(),
//!         SettingsOperation::unset(SettingsKey::DefaultsModel),
//!     ],
//! )
//! .unwrap();
//! assert_eq!(
//!     serde_json::to_value(&batch).unwrap()["operations"][0],
//!     serde_json::json!({"op": "set", "key": "appearance.theme", "value": "dark"})
//! );
//! let twice = vec![
//!     SettingsOperation::unset(SettingsKey::DefaultsModel),
//!     SettingsOperation::unset(SettingsKey::DefaultsModel),
//! ];
//! assert!(UpdateSettingsRequest::new(RequestId::new("r-3").unwrap(), revision, twice).is_err());
//!
//! // Routes are data.
//! let r = route("updateSettings").unwrap();
//! assert_eq!((r.method.as_str(), r.path, r.nonce_required), ("PATCH", "/settings", true));
//!
//! // Events: decode by `type`; thread events always carry their identities.
//! let json = r#"{"apiVersion":1,"eventId":"1b4e28ba-2fa1-11d2-883f-0016d3cca427","cursor":9,
//!   "sessionId":"s","threadId":"t","type":"thread_event","durable":true,
//!   "timestamp":"2026-05-01T10:00:00Z",
//!   "payload":{"sequence":3,"eventType":"turn.completed","value":{}}}"#;
//! let event: WebEventEnvelope = decode(json).unwrap();
//! assert_eq!((event.cursor(), event.thread_id()), (9, Some("t")));
//! ```
//!
//! # Tables
//!
//! [`ROUTES`] lists the operations (method, path template, operationId,
//! nonce requirement, parameters, query, request and success types, error
//! statuses, media types); [`PARAMETERS`] the parameter components with their
//! bounds and defaults ([`PageSize`], [`LimitBytes`], [`OffsetBytes`],
//! [`EventCursor`], [`LastEventId`] …); [`operations`] has one marker type per
//! operation implementing [`Operation`]; [`SETTINGS_KEYS`] maps each settings
//! key to its value type and allowed values; [`Problem`] has a constructor
//! per error status the contract uses. The OpenAPI document and the
//! TypeScript the project generates are built from these tables.
//!
//! # Presence policy, as applied
//!
//! The workspace's one presence table gives each row with its OpenAPI
//! spelling: [`CONTRIBUTING.md`, "Presence"](https://github.com/agent-wire/agent-wire/blob/main/CONTRIBUTING.md#presence). Here: required
//! `type: [T, null]` fields (`nextCursor`, `SessionSnapshot.threadId`, the
//! envelopes' `sessionId`/`threadId`, `goal`, `plan`) must be present;
//! optional nullable ones (`BootstrapResponse.activeSessionId`,
//! `ToolDetailPage.nextOffsetBytes`) are omitted when `None`; `const`s are
//! unit types ([`ApiVersion`], [`LiteralTrue`], [`GoalAuthority`],
//! [`AllowedScopes`], the envelopes' `type`); schema-less members are
//! [`serde_json::Value`]; objects are closed (`deny_unknown_fields`) except
//! the open [`SettingsFieldCommon`] and `*SettingsField`s, which keep unknown
//! keys; the hot any-object payloads are [`RawObject`]s.
//!
//! Integers with `minimum: 0`/`1` are [`NonNegative`]/[`Positive`] (signed,
//! so the largest accepted value is `i64::MAX`); `type: number, minimum: 0`
//! is [`NonNegativeNumber`], which keeps the number's JSON spelling. Like
//! JSON Schema, integer fields accept `1.0` as `1`.
//!
//! # Readings where the contract is silent
//!
//! - **Typed command view.** [`WebCommand::command`] requires: `submit` and
//!   `queue_followup` → `text`; `remove_followup` → `itemId`;
//!   `permission_decision` → `requestPermissionId`, `approved` and `scope`
//!   (also when denying); `goal_control` → `goalAction`, plus `objective`
//!   for `create`; `permission_mode_change` → `toolConfirmation`;
//!   `set_agent_mode` → `agentMode` (the contract's own `if/then`, the only
//!   one of these enforced when decoding). Fields a command does not use are
//!   accepted on the wire, as the schema allows, and ignored by the view.
//! - **Settings batches.** "Duplicate keys are rejected" is read as: no two
//!   operations in one batch name the same `key`, whatever their `op`.
//! - **Optional nullable fields** are written without the key when `None`
//!   (`nextOffsetBytes` "omitted or null").
//! - **`WebNonce`** is also the type of the `X-Orion-Web-Nonce` header value,
//!   so the header gets the body's `minLength: 32`.
//! - **SSE frames** carry no `event:` field (the contract names none), so
//!   every frame is a `message` event; a frame whose `id` is not the
//!   envelope's decimal cursor is reported as an error.
//! - **`format`** (`uuid`, `date-time`) is an annotation, as in JSON Schema
//!   2020-12: `eventId`, `timestamp`, `createdAt` … are plain strings, not
//!   checked against the format.
//! - **Problems** built by [`Problem::new`] use `type: about:blank` and the
//!   status's reason phrase as `title`; `code` is the caller's.
//! - **Shared enums** get one Rust name for every place the contract repeats
//!   them inline: [`ApprovalScope`] (`allowedScopes` items and
//!   `WebCommand.scope`), [`ToolConfirmationPreference`] (settings and
//!   `WebCommand.toolConfirmation`), [`ThemePreference`],
//!   [`MotionPreference`].
//!
//! # Features
//!
//! - `schemars`: `JsonSchema` for every type; the schemas match the contract
//!   (`const`, `oneOf` with `discriminator`, `allOf`, the `if/then`).
//! - `ts-rs`: TypeScript declarations.
//! - `utoipa`: `ToSchema` for every type and `IntoParams` for the query
//!   structs, for servers that build their own OpenAPI with utoipa. utoipa
//!   cannot express `const` (written as a one-value `enum`), OpenAPI
//!   discriminators on our hand-written unions, the `WebCommand` `if/then`,
//!   the `AllowedScopes` array constant, or the "no duplicate keys" rule; its
//!   schemas are therefore looser than the contract, never stricter (a test
//!   checks they accept every valid fixture). `openapi::utoipa_components`
//!   (with the feature) collects them. The canonical OpenAPI document is built from the
//!   `schemars` schemas and the [route table](ROUTES) instead.
//! - `client`: an async client (typed calls, the nonce, a resuming event
//!   stream); `server`: a typed server (handlers per operation, the nonce,
//!   `requestId` replay, `GET /events` from an event log, `Host`/`Origin`
//!   checks), also as a `tower_service::Service`; `mock`: that server with
//!   sample handlers and fault injection.
//! - `tracing` (with `server`): `tracing` spans and events of the server,
//!   described in the [server module](server#tracing).

mod bootstrap;
mod catalog;
mod commands;
mod common;
mod events;
mod params;
mod problem;
mod registry;
mod routes;
mod sessions;
mod settings;
mod snapshot;
mod tools;
mod transcript;
mod workspaces;

pub mod sse;

#[cfg(feature = "utoipa")]
pub mod openapi;

#[cfg(feature = "client")]
pub mod client;
#[cfg(feature = "mock")]
pub mod mock;
#[cfg(feature = "server")]
pub mod server;

pub use bootstrap::*;
pub use catalog::*;
pub use commands::*;
pub use common::{
    ApiVersion, JsonObject, LiteralFalse, LiteralTrue, NonNegative, NonNegativeNumber, Positive,
    RequestId, SchemaVersion,
};
pub use events::*;
pub use params::*;
pub use problem::*;
pub use routes::*;
pub use sessions::*;
pub use settings::*;
pub use snapshot::*;
pub use tools::*;
pub use transcript::*;
pub use workspaces::*;

// `wire_types!` splices the route table into its lists with it.
#[doc(hidden)]
pub use wire_kit::__private::registry as __registry;

// The building blocks this crate's types are made of, so that `cargo add
// orion-api-types` is enough; a plain comment, so that each keeps its own docs.
pub use wire_kit::{
    BoundedInt, BoundedString, BoundedVec, ConstraintError, DecodeError, RawObject, Secret, strict,
};

/// A type of this crate with a contract name, decodable with [`decode`].
pub trait WireType: serde::Serialize + serde::de::DeserializeOwned {
    /// The contract's name for the type (the Rust name).
    const NAME: &'static str;
}

/// Declares every named type: the [`WireType`] impls, [`TYPE_NAMES`] and
/// [`COMPONENT_COUNT`].
macro_rules! declare_wire_types {
    ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
        $(impl WireType for $name {
            const NAME: &'static str = stringify!($name);
        })*
        $(impl WireType for $inline {
            const NAME: &'static str = stringify!($inline);
        })*

        /// Every named type: the components first, in the contract's
        /// order, then the named inline objects.
        pub const TYPE_NAMES: &[&str] = &[$(stringify!($name),)* $(stringify!($inline)),*];

        /// How many of [`TYPE_NAMES`] are the contract's `components/schemas`.
        pub const COMPONENT_COUNT: usize = [$(stringify!($name)),*].len();
    };
}

crate::wire_types!(declare_wire_types);

/// Decodes a JSON document as `T`; the error names `T`, the field path and
/// the broken rule, and never repeats a secret.
///
/// The path is always the offending value's own, and the message only the
/// rule, also for a union member that came before its discriminator.
pub fn decode<T: WireType>(json: &str) -> Result<T, DecodeError> {
    wire_kit::from_str(T::NAME, json)
}

/// Decodes an already parsed JSON value as `T`, with the same errors as [`decode`].
pub fn decode_value<T: WireType>(value: &serde_json::Value) -> Result<T, DecodeError> {
    wire_kit::from_value(T::NAME, value)
}

/// Decodes a JSON document as a client receives it: as [`decode`] does,
/// except that members the contract does not declare are ignored, at any
/// depth, so that a newer server's additions never stop a client. Every
/// declared member is checked as [`decode`] checks it, and a value of an
/// unknown union branch is still an error.
///
/// The cost is linear in the size of the document, whatever the number of
/// undeclared members: each refusal of an undeclared member names every
/// member its object declares, and one pass then drops all the others from
/// that object and from the objects at the same place in the other
/// elements of a list. The document is decoded again once per such place,
/// at most 16 times.
///
/// ```
/// use orion_api_types::{HealthResponse, decode, receive};
/// let json = r#"{"ok":true,"version":"0.3.0","uptime":12,"build":{"sha":"abc"}}"#;
/// assert!(decode::<HealthResponse>(json).is_err());
/// let health: HealthResponse = receive(json).unwrap();
/// assert_eq!(health.version, "0.3.0");
/// ```
pub fn receive<T: WireType>(json: &str) -> Result<T, DecodeError> {
    match decode::<T>(json) {
        Ok(value) => Ok(value),
        Err(first) => lenient::receive::<T>(json, first).0,
    }
}

/// Undeclared members dropped by what the decoder says of them.
pub(crate) mod lenient {
    use crate::WireType;
    use serde_json::{Map, Value};
    use std::collections::HashMap;
    use wire_kit::DecodeError;

    /// How many decodes one round may make: one per place where the
    /// document has undeclared members, which the type's shape bounds.
    const MAX_PASSES: usize = 16;

    /// Decodes `json`, whose exact decode failed with `first`, dropping
    /// undeclared members; also gives how many decodes that took.
    ///
    /// The first round applies what one refusal teaches to every element of
    /// the enclosing lists. That is wrong only where the elements are of
    /// different union branches that declare different members; if that
    /// round fails after generalizing, a second round drops members from
    /// the refused objects alone.
    pub(crate) fn receive<T: WireType>(
        json: &str,
        first: DecodeError,
    ) -> (Result<T, DecodeError>, usize) {
        if Refusal::of(&first).is_none() {
            return (Err(first), 0);
        }
        let parse = || serde_json::from_str::<Value>(json);
        let Ok(value) = parse() else {
            return (Err(first), 0);
        };
        let (outcome, passes, generalized) = round::<T>(value, true, Some(first));
        if outcome.is_ok() || !generalized {
            return (outcome, passes);
        }
        let Ok(value) = parse() else {
            return (outcome, passes);
        };
        let (outcome, more, _) = round::<T>(value, false, None);
        (outcome, passes + more)
    }

    /// One round: decode, drop what the refusal names, again. Gives the
    /// outcome, the number of decodes and whether a member was dropped from
    /// an object that was not itself refused.
    fn round<T: WireType>(
        mut value: Value,
        generalize: bool,
        mut known: Option<DecodeError>,
    ) -> (Result<T, DecodeError>, usize, bool) {
        // What each place (the path without its indices) was found to declare.
        let mut learned: HashMap<Vec<Option<String>>, Vec<String>> = HashMap::new();
        let mut generalized = false;
        let mut passes = 0;
        loop {
            let error = match known.take() {
                Some(e) => e,
                None => {
                    passes += 1;
                    match wire_kit::from_value::<T>(T::NAME, &value) {
                        Ok(v) => return (Ok(v), passes, generalized),
                        Err(e) => e,
                    }
                }
            };
            let Some(refusal) = Refusal::of(&error) else {
                return (Err(error), passes, generalized);
            };
            let place: Vec<Option<String>> = refusal
                .object
                .iter()
                .map(|s| match s {
                    Step::Key(k) => Some(k.clone()),
                    Step::Index(_) => None,
                })
                .collect();
            // A place refused again with another list holds objects of
            // different shapes: from then on, only the refused object.
            let everywhere = generalize && !learned.contains_key(&place);
            let dropped = drop_at(&mut value, &refusal.object, &refusal.declared, everywhere);
            learned.entry(place).or_insert(refusal.declared);
            generalized |= dropped.others > 0;
            // When the refused object cannot be found or lost nothing, going
            // on would refuse it again.
            if dropped.own == 0 || passes == MAX_PASSES {
                return (Err(error), passes, generalized);
            }
        }
    }

    /// One step of a path: a member, or an element.
    enum Step {
        Key(String),
        Index(usize),
    }

    /// An "unknown field" error: the path of the object holding the member,
    /// and the members that object declares.
    struct Refusal {
        object: Vec<Step>,
        declared: Vec<String>,
    }

    impl Refusal {
        /// Reads serde's ``unknown field `K`, expected one of `A`, `B` ``
        /// (or ``expected `A` or `B` ``, ``expected `A` ``, `there are no
        /// fields`). Declared names hold no backquote, so the list is what
        /// follows the last `` `, expected `` and `K`, which may hold
        /// anything, what precedes it.
        fn of(error: &DecodeError) -> Option<Refusal> {
            let rest = error.message().strip_prefix("unknown field `")?;
            let (key, declared) = match rest.strip_suffix("`, there are no fields") {
                Some(key) => (key, Vec::new()),
                None => {
                    let (key, list) = rest.rsplit_once("`, expected ")?;
                    let names = list.strip_prefix("one of ").unwrap_or(list);
                    // The names are the odd pieces between backquotes.
                    let declared = names.split('`').skip(1).step_by(2);
                    (key, declared.map(str::to_owned).collect())
                }
            };
            // The path names the member itself (`payload.xNew`), or its object.
            let path = error.path();
            let object = match path.strip_suffix(key) {
                Some(parent) if !key.is_empty() => parent.strip_suffix('.').unwrap_or(parent),
                _ => path,
            };
            Some(Refusal {
                object: steps(object)?,
                declared,
            })
        }
    }

    /// `a.b[0][2].c` as steps; the empty path and `(root)` are the root.
    /// Only declared names and indices occur in a refused object's path.
    fn steps(path: &str) -> Option<Vec<Step>> {
        let mut out = Vec::new();
        if path.is_empty() || path == "(root)" {
            return Some(out);
        }
        for part in path.split('.') {
            let (key, mut rest) = part.split_once('[').unwrap_or((part, ""));
            if !key.is_empty() {
                out.push(Step::Key(key.to_owned()));
            }
            while let Some((index, after)) = rest.split_once(']') {
                out.push(Step::Index(index.parse().ok()?));
                rest = after.strip_prefix('[').unwrap_or(after);
            }
        }
        Some(out)
    }

    /// Members dropped from the refused object, and from others.
    #[derive(Default)]
    struct Dropped {
        own: usize,
        others: usize,
    }

    /// Drops the members not in `declared` from the object `path` leads to
    /// and, `everywhere`, from the objects at the same place in every other
    /// element of the lists on the way.
    fn drop_at(value: &mut Value, path: &[Step], declared: &[String], everywhere: bool) -> Dropped {
        let mut dropped = Dropped::default();
        let mut found = |object: &mut Map<String, Value>, own: bool| {
            let before = object.len();
            object.retain(|k, _| declared.iter().any(|d| d == k));
            let n = before - object.len();
            match own {
                true => dropped.own += n,
                false => dropped.others += n,
            }
        };
        walk(value, path, true, everywhere, &mut found);
        dropped
    }

    fn walk(
        value: &mut Value,
        path: &[Step],
        own: bool,
        everywhere: bool,
        found: &mut dyn FnMut(&mut Map<String, Value>, bool),
    ) {
        let Some((step, rest)) = path.split_first() else {
            if let Value::Object(object) = value {
                found(object, own);
            }
            return;
        };
        match (step, value) {
            (Step::Key(k), Value::Object(object)) => {
                if let Some(v) = object.get_mut(k.as_str()) {
                    walk(v, rest, own, everywhere, found);
                }
            }
            (Step::Index(i), Value::Array(items)) if everywhere => {
                for (j, v) in items.iter_mut().enumerate() {
                    walk(v, rest, own && j == *i, everywhere, found);
                }
            }
            (Step::Index(i), Value::Array(items)) => {
                if let Some(v) = items.get_mut(*i) {
                    walk(v, rest, own, everywhere, found);
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn envelope() -> Value {
        json!({"apiVersion": 1, "eventId": "e", "cursor": 3, "sessionId": null,
            "threadId": null, "type": "runtime_event", "durable": true, "timestamp": "t",
            "payload": {"eventType": "a", "value": {"kept": 1}}})
    }

    /// `receive` of `json` with the number of decodes it took.
    fn passes<T: WireType>(json: &str) -> (Result<T, DecodeError>, usize) {
        match decode::<T>(json) {
            Ok(v) => (Ok(v), 0),
            Err(first) => lenient::receive::<T>(json, first),
        }
    }

    /// The number of decodes does not grow with the number of undeclared
    /// members: dropping one member per decode (as before) took 256
    /// decodes of the whole envelope for 255 members.
    #[test]
    fn undeclared_members_cost_a_few_decodes_however_many_they_are() {
        let mut counts = Vec::new();
        for n in [1, 32, 255] {
            let mut v = envelope();
            for i in 0..n {
                v[format!("x{i}")] = json!(i);
                v["payload"][format!("y{i}")] = json!({"deep": [i]});
            }
            let (received, decodes) = passes::<WebEventEnvelope>(&v.to_string());
            let received = received.unwrap();
            assert_eq!(received.cursor(), 3);
            counts.push(decodes);
        }
        assert!(counts.iter().all(|&c| c <= 3), "{counts:?}");
        assert_eq!(counts[0], counts[2], "{counts:?}");
    }

    #[test]
    fn a_list_of_objects_with_undeclared_members_costs_one_decode_per_place() {
        let item = |i: usize| {
            json!({"id": format!("s{i}"), "projectPath": "/p", "model": "m", "createdAt": "x",
                "updatedAt": "y", "messageCount": 0, format!("new{i}"): {"a": i}})
        };
        let page = json!({"items": (0..100).map(item).collect::<Vec<_>>(),
            "nextCursor": null, "more": 1});
        let (received, decodes) = passes::<SessionPage>(&page.to_string());
        let received = received.unwrap();
        assert_eq!(received.items.len(), 100);
        assert_eq!(received.items[99].id, "s99");
        assert!(decodes <= 3, "{decodes} decodes");
    }

    #[test]
    fn declared_members_are_still_checked_and_odd_names_are_dropped() {
        // A constraint broken next to undeclared members is still an error.
        let mut v = envelope();
        v["x"] = json!(1);
        v["cursor"] = json!(0);
        assert!(receive::<WebEventEnvelope>(&v.to_string()).is_err());
        // Names that look like paths or like serde's own message.
        let mut v = envelope();
        for name in ["a.b", "c[0]", "d`, expected `cursor", "", "payload", "`"] {
            v["payload"][name] = json!(1);
            v[format!("{name}!")] = json!(2);
        }
        let e = receive::<WebEventEnvelope>(&v.to_string()).unwrap();
        assert_eq!(e.cursor(), 3);
        // Open objects keep every member.
        let mut v = envelope();
        v["payload"]["value"]["new"] = json!(true);
        let e = receive::<WebEventEnvelope>(&v.to_string()).unwrap();
        assert_eq!(
            serde_json::to_value(&e).unwrap()["payload"]["value"],
            json!({"kept": 1, "new": true})
        );
        // Not JSON, or not the type: the exact decoder's error.
        assert!(receive::<WebEventEnvelope>("{\"x\":1, oops").is_err());
        assert!(receive::<HealthResponse>("[1]").is_err());
    }
}
