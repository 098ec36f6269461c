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
    BoundedInt, BoundedString, BoundedVec, ConstraintError, DecodeError, RawObject, Secret,
};

pub use wire_kit::decode::{
    WireType, WireTypeVisitor, decode, decode_receive, decode_strict, decode_value,
};

/// Declares every named type: the [`WireType`] impls, [`TYPE_NAMES`],
/// [`visit_type`] and [`COMPONENT_COUNT`].
macro_rules! declare_wire_types {
    ($krate:tt; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
        wire_kit::wire_type_table! { $krate; named: [$($name),*]; inline: [$($inline),*]; }

        /// How many of [`TYPE_NAMES`] are the contract's `components/schemas`.
        pub const COMPONENT_COUNT: usize = [$(stringify!($name)),*].len();
    };
}

crate::wire_types!(declare_wire_types);

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn envelope() -> Value {
        json!({"apiVersion": 1, "eventId": "e", "cursor": 3, "sessionId": null,
            "threadId": null, "type": "runtime_event", "durable": true, "timestamp": "t",
            "payload": {"eventType": "a", "value": {"kept": 1}}})
    }

    /// The receive view on the contract's closed objects and its open
    /// `value`; how it drops members is the kit's (`wire_kit::decode`).
    #[test]
    fn the_receive_view_drops_undeclared_members_and_keeps_open_ones() {
        let mut v = envelope();
        v["x"] = json!(1);
        v["payload"]["y"] = json!({"deep": [1]});
        v["payload"]["value"]["new"] = json!(true);
        let text = v.to_string();
        let closed = decode::<WebEventEnvelope>(&text).unwrap_err();
        assert!(closed.message().starts_with("unknown field"), "{closed}");
        let e = decode_receive::<WebEventEnvelope>(&text).unwrap();
        assert_eq!(e.cursor(), 3);
        assert_eq!(
            serde_json::to_value(&e).unwrap()["payload"]["value"],
            json!({"kept": 1, "new": true})
        );
        assert_eq!(
            decode_strict::<WebEventEnvelope>(&text).unwrap_err(),
            closed
        );
        // A constraint broken next to undeclared members is still an error.
        v["cursor"] = json!(0);
        let err = decode_receive::<WebEventEnvelope>(v.to_string().as_bytes()).unwrap_err();
        assert_eq!(err.path(), "cursor");
    }
}
