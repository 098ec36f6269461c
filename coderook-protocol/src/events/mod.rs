//! Events the server pushes: the typed [`Event`] union, its table, and
//! [`ServerMessage`] (response or event push).
//!
//! [`Event`] is tagged by `type` and decoded by the kit's one tagged-union
//! decoder: when the tag is the object's first key (pydantic and this crate
//! always write it first) the event streams straight from the input;
//! otherwise only the members before it are held, as their text. An object without a string `type`, or whose
//! `type` is not in the table, decodes as [`Event::Other`], keeping every
//! field, so re-encoding loses nothing (the contract types the envelope's
//! `event` as any object). An object with a known `type` whose fields break
//! that event's schema, or with `type` given twice, is refused (see the
//! crate docs, "Differences from the upstream schemas").

pub mod context;
pub mod lifecycle;
pub mod llm;
pub mod push;
pub mod run;
pub mod session;

use crate::jsonrpc::{Response, ResponseParts};
use crate::*;
use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use wire_kit::tagged::{Members, Tagged};

/// One row of [`EVENT_TYPES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventInfo {
    /// The `type` tag (`run.started`).
    pub event_type: &'static str,
    /// The Rust type's name (`RunStartedEvent`).
    pub type_name: &'static str,
    /// Whether events of this type have a place in their thread's ledger
    /// ([`Event::ledger_seq`]): a server numbers and keeps them, and a
    /// resumed subscription replays them; the others are live-only.
    pub ledgered: bool,
}

/// The position a row's `, field` word names; `None` for a row without one.
macro_rules! ledger_position {
    ($e:ident) => {
        None
    };
    ($e:ident, $field:ident) => {
        LedgerPosition::position(&$e.$field)
    };
}

/// Whether a row has a `, field` word.
macro_rules! is_ledgered {
    () => {
        false
    };
    ($field:ident) => {
        true
    };
}

/// Sets the position a row's `, field` word names; false for a row without one.
macro_rules! set_ledger_position {
    ($e:ident, $seq:ident) => {{
        let _ = (&$e, $seq);
        false
    }};
    ($e:ident, $seq:ident, $field:ident) => {
        LedgerPosition::set(&mut $e.$field, $seq)
    };
}

/// A member that holds a ledger position.
trait LedgerPosition {
    fn position(&self) -> Option<i64>;
    /// Puts `seq` there; false when the member's type cannot hold it.
    fn set(&mut self, seq: i64) -> bool;
}

impl LedgerPosition for i64 {
    fn position(&self) -> Option<i64> {
        Some(*self)
    }
    fn set(&mut self, seq: i64) -> bool {
        *self = seq;
        true
    }
}

impl LedgerPosition for Option<i64> {
    fn position(&self) -> Option<i64> {
        *self
    }
    fn set(&mut self, seq: i64) -> bool {
        *self = Some(seq);
        true
    }
}

impl LedgerPosition for Option<crate::values::Positive> {
    fn position(&self) -> Option<i64> {
        self.map(|seq| seq.get())
    }
    fn set(&mut self, seq: i64) -> bool {
        crate::values::Positive::new(seq)
            .map(|p| *self = Some(p))
            .is_ok()
    }
}

macro_rules! events {
    ($($variant:ident => $tag:literal $(as $tag_type:ident)?, $ty:ident $(, $seq:ident)?;)+) => {
        /// The `type` tags the event table declares, re-exported by [`tags`](crate::tags).
        pub(crate) mod event_tags {
            $($(
                wire_kit::literal! {
                    #[doc = concat!("The `type` tag `\"", $tag, "\"`.")]
                    pub struct $tag_type = $tag;
                }
            )?)+
        }

        /// Every event the contract defines, tagged by `type`.
        ///
        /// Each variant holds its event boxed, so an `Event` is a few words
        /// whatever the event: decoding moves it through several layers, and
        /// moving a value as large as the largest event (several hundred
        /// bytes) cost more than the one allocation per event the box takes.
        /// Build one with `From` (`Event::from(event)`, `event.into()`); a
        /// pattern binds the box, which reads like the event (`e.token`).
        #[derive(Debug, Clone, PartialEq)]
        // The contract adds events in minor releases.
        #[non_exhaustive]
        pub enum Event {
            $(
                #[doc = concat!("`", $tag, "`: [`", stringify!($ty), "`].")]
                $variant(Box<$ty>),
            )+
            /// An object without a known `type` (absent, not a string or not in the table), kept whole.
            Other(JsonObject),
        }

        /// Every event type, in contract order.
        pub static EVENT_TYPES: &[EventInfo] = &[
            $(EventInfo {
                event_type: $tag,
                type_name: stringify!($ty),
                ledgered: is_ledgered!($($seq)?),
            },)+
        ];

        impl Event {
            /// The `type` tag (for [`Event::Other`], its `type` member or `""`).
            pub fn event_type(&self) -> &str {
                match self {
                    $(Self::$variant(_) => $tag,)+
                    Self::Other(map) => map.get("type").and_then(|t| t.as_str()).unwrap_or(""),
                }
            }

            /// The event's place in its thread's runtime-event ledger: its
            /// `ledger_seq` member (for `runtime.event`, its `seq`), or for
            /// an [`Event::Other`] a `ledger_seq` member that is a positive
            /// integer. `None` for a live-only event (no such member, or
            /// `null`), which a resumed subscription does not replay.
            pub fn ledger_seq(&self) -> Option<i64> {
                match self {
                    $(Self::$variant(_e) => ledger_position!(_e $(, $seq)?),)+
                    Self::Other(map) => map
                        .get("ledger_seq")
                        .and_then(serde_json::Value::as_i64)
                        .filter(|seq| *seq >= 1),
                }
            }

            /// Gives the event its place `seq` in its thread's ledger (the
            /// member [`ledger_seq`](Self::ledger_seq) reads); for an
            /// [`Event::Other`], sets its `ledger_seq` member. Returns false,
            /// changing nothing, for a live-only type (no such member) or a
            /// `seq` below 1. A server's event log calls this; a client
            /// has no reason to.
            pub fn set_ledger_seq(&mut self, seq: i64) -> bool {
                if seq < 1 {
                    return false;
                }
                match self {
                    $(Self::$variant(_e) => set_ledger_position!(_e, seq $(, $seq)?),)+
                    Self::Other(map) => {
                        map.insert("ledger_seq".into(), serde_json::Value::from(seq));
                        true
                    }
                }
            }

            /// Decodes the event `tag` names from the object's other
            /// members (one `match`, no table scan); the members are given
            /// back when no event of the table has that tag.
            fn from_members<'de, A: MapAccess<'de>>(
                tag: &str,
                rest: Members<'de, A>,
            ) -> Result<Result<Self, A::Error>, Members<'de, A>> {
                Ok(match tag {
                    $($tag => rest.decode_with_tag($tag).map(|e| Self::$variant(Box::new(e))),)+
                    _ => return Err(rest),
                })
            }
        }

        #[cfg(feature = "schemars")]
        impl Event {
            /// The schema of an event as the decoder reads it: an object whose
            /// `type` is in the table is that event, checked as such; any other
            /// object is an [`Event::Other`], kept whole.
            pub(crate) fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!({
                    "type": "object",
                    "if": { "properties": { "type": { "enum": [$($tag),+] } }, "required": ["type"] },
                    "then": { "oneOf": [$(generator.subschema_for::<$ty>()),+] },
                })
            }
        }

        impl Serialize for Event {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match self {
                    $(Self::$variant(e) => e.serialize(s),)+
                    Self::Other(map) => map.serialize(s),
                }
            }
        }

        $(
            impl From<$ty> for Event {
                fn from(e: $ty) -> Self {
                    Self::$variant(Box::new(e))
                }
            }
        )+

        #[cfg(feature = "ts-rs")]
        impl ts_rs::TS for Event {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &ts_rs::Config) -> String {
                "Event".into()
            }
            fn inline(_: &ts_rs::Config) -> String {
                [$(stringify!($ty)),+].join(" | ")
            }
            fn decl(cfg: &ts_rs::Config) -> String {
                format!("type Event = {};", <Self as ts_rs::TS>::inline(cfg))
            }
            fn decl_concrete(cfg: &ts_rs::Config) -> String {
                <Self as ts_rs::TS>::decl(cfg)
            }
            fn output_path() -> Option<std::path::PathBuf> {
                Some("Event.ts".into())
            }
            fn visit_dependencies(v: &mut impl ts_rs::TypeVisitor)
            where
                Self: 'static,
            {
                $(v.visit::<$ty>();)+
            }
        }
    };
}

/// The event table, one row per event: `Variant => "tag" as Tag, Type;`.
/// `as Tag` declares the event's `type` tag (a [`tags`](crate::tags)
/// literal); a row without it uses a tag the method table declares. A row
/// ending in `, field` names the member that holds the event's place in its
/// thread's ledger ([`Event::ledger_seq`]): `ledger_seq`, or `seq` for
/// `runtime.event`.
/// Expands `$callback! { $args rows }`: `events!` builds this module's items
/// from it and [`wire_types!`](crate::wire_types) registers its types.
#[doc(hidden)]
#[macro_export]
macro_rules! __event_table {
    (($($callback:tt)*) $($args:tt)*) => {
        $($callback)*! { $($args)*
        CoreStarted => "core.started" as CoreStartedType, CoreStartedEvent;
        RuntimeEventAppended => "runtime.event" as RuntimeEventType, RuntimeEventAppendedEvent, seq;
        HookExecuted => "hook.executed" as HookExecutedType, HookExecutedEvent;
        GoalContinueDecision => "goal.continue_decision", GoalContinueDecisionEvent;
        RunStarted => "run.started" as RunStartedType, RunStartedEvent, ledger_seq;
        RunFinished => "run.finished" as RunFinishedType, RunFinishedEvent, ledger_seq;
        RunSteered => "run.steered" as RunSteeredType, RunSteeredEvent;
        StepStarted => "step.started" as StepStartedType, StepStartedEvent, ledger_seq;
        StepFinished => "step.finished" as StepFinishedType, StepFinishedEvent, ledger_seq;
        AgentDecision => "agent.decision" as AgentDecisionType, AgentDecisionEvent;
        AgentStuck => "agent.stuck" as AgentStuckType, AgentStuckEvent;
        ToolCallStarted => "tool.call_started" as ToolCallStartedType, ToolCallStartedEvent, ledger_seq;
        ToolCallFinished => "tool.call_finished" as ToolCallFinishedType, ToolCallFinishedEvent, ledger_seq;
        ToolCallFailed => "tool.call_failed" as ToolCallFailedType, ToolCallFailedEvent, ledger_seq;
        LlmModelSelected => "llm.model_selected" as LlmModelSelectedType, LlmModelSelectedEvent;
        LlmRouteSelected => "llm.route_selected" as LlmRouteSelectedType, LlmRouteSelectedEvent;
        LlmToken => "llm.token" as LlmTokenType, LlmTokenEvent;
        LlmReasoning => "llm.reasoning" as LlmReasoningType, LlmReasoningEvent;
        LlmUsage => "llm.usage" as LlmUsageType, LlmUsageEvent;
        LlmRequestPrepared => "llm.request_prepared" as LlmRequestPreparedType, LlmRequestPreparedEvent, ledger_seq;
        LlmRetry => "llm.retry" as LlmRetryType, LlmRetryEvent, ledger_seq;
        ContextPrefixFingerprint => "context.prefix_fingerprint" as ContextPrefixFingerprintType, ContextPrefixFingerprintEvent;
        ContextBudget => "context.budget" as ContextBudgetType, ContextBudgetEvent;
        ContextWorkingSet => "context.working_set" as ContextWorkingSetType, ContextWorkingSetEvent;
        LspDiagnostics => "lsp.diagnostics" as LspDiagnosticsType, LspDiagnosticsEvent;
        LogLine => "log.line" as LogLineType, LogLineEvent;
        SessionCreated => "session.created" as SessionCreatedType, SessionCreatedEvent;
        SessionMessageReceived => "session.message_received" as SessionMessageReceivedType, SessionMessageReceivedEvent;
        SessionWaitingForInput => "session.waiting_for_input" as SessionWaitingForInputType, SessionWaitingForInputEvent;
        PlanReady => "plan.ready" as PlanReadyType, PlanReadyEvent;
        PlanResolved => "plan.resolved" as PlanResolvedType, PlanResolvedEvent;
        PlanUpdated => "plan.updated" as PlanUpdatedType, PlanUpdatedEvent;
        UserQuestionAsked => "user_question.asked" as UserQuestionAskedType, UserQuestionAskedEvent;
        SessionResumed => "session.resumed" as SessionResumedType, SessionResumedEvent;
        SessionRenamed => "session.renamed" as SessionRenamedType, SessionRenamedEvent;
        SessionForked => "session.forked" as SessionForkedType, SessionForkedEvent;
        SessionDeleted => "session.deleted" as SessionDeletedType, SessionDeletedEvent;
        SessionClosed => "session.closed" as SessionClosedType, SessionClosedEvent;
        AgentMessage => "agent.message" as AgentMessageType, AgentMessageEvent, ledger_seq;
        AgentRepeatNotice => "agent.repeat_notice" as AgentRepeatNoticeType, AgentRepeatNoticeEvent;
        AuditDegraded => "audit.degraded" as AuditDegradedType, AuditDegradedEvent;
        BackgroundJobFinished => "background.finished" as BackgroundFinishedType, BackgroundJobFinishedEvent;
        BackgroundJobStarted => "background.started" as BackgroundStartedType, BackgroundJobStartedEvent;
        ContextCompacted => "context.compacted" as ContextCompactedType, ContextCompactedEvent;
        ContextCompactionCommitted => "context.compaction.committed" as ContextCompactionCommittedType, ContextCompactionCommittedEvent;
        ContextCompactionStarted => "context.compaction.started" as ContextCompactionStartedType, ContextCompactionStartedEvent;
        ContextCompactionSummary => "context.compaction.summary" as ContextCompactionSummaryType, ContextCompactionSummaryEvent;
        ContextRepository => "context.repository" as ContextRepositoryType, ContextRepositoryEvent;
        CoreWorkspaceChanged => "core.workspace_changed" as CoreWorkspaceChangedType, CoreWorkspaceChangedEvent;
        ExtensionNotification => "extension.notification" as ExtensionNotificationType, ExtensionNotificationEvent;
        ExtensionUiUpdated => "extension.ui_updated" as ExtensionUiUpdatedType, ExtensionUiUpdatedEvent;
        LlmAttemptFinished => "llm.attempt_finished" as LlmAttemptFinishedType, LlmAttemptFinishedEvent, ledger_seq;
        PermissionDenied => "permission.denied" as PermissionDeniedType, PermissionDeniedEvent;
        PermissionGranted => "permission.granted" as PermissionGrantedType, PermissionGrantedEvent;
        PermissionRequested => "permission.requested" as PermissionRequestedType, PermissionRequestedEvent;
        RecoveryAvailable => "recovery.available" as RecoveryAvailableType, RecoveryAvailableEvent;
        RecoveryResolved => "recovery.resolved" as RecoveryResolvedType, RecoveryResolvedEvent;
        RunPhaseChanged => "run.phase_changed" as RunPhaseChangedType, RunPhaseChangedEvent;
        SessionInterrupted => "session.interrupted" as SessionInterruptedType, SessionInterruptedEvent;
        SkillInvoked => "skill.invoked" as SkillInvokedType, SkillInvokedEvent;
        StrategyProposed => "strategy.proposed" as StrategyProposedType, StrategyProposedEvent;
        StrategyResolved => "strategy.resolved" as StrategyResolvedType, StrategyResolvedEvent;
        SubagentFinished => "subagent.finished" as SubagentFinishedType, SubagentFinishedEvent;
        SubagentStarted => "subagent.started" as SubagentStartedType, SubagentStartedEvent;
        TaskProfiled => "task.profiled" as TaskProfiledType, TaskProfiledEvent;
        ToolCallProgress => "tool.call_progress" as ToolCallProgressType, ToolCallProgressEvent;
        VerificationCompleted => "verification.completed" as VerificationCompletedType, VerificationCompletedEvent;
        VerificationFailed => "verification.failed" as VerificationFailedType, VerificationFailedEvent;
        }
    };
}

crate::__event_table! { (events) }

/// Looks an event type up in [`EVENT_TYPES`].
pub fn event_info(event_type: &str) -> Option<&'static EventInfo> {
    EVENT_TYPES.iter().find(|e| e.event_type == event_type)
}

impl Event {
    /// Decodes one event object; errors name the field path and the broken rule.
    pub fn from_json(json: &[u8]) -> Result<Self, wire_kit::DecodeError> {
        wire_kit::from_slice("Event", json)
    }
}

impl<'de> Deserialize<'de> for Event {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        wire_kit::tagged::deserialize(d)
    }
}

/// The event the `type` member names, straight from the input; an object
/// without a known `type` is kept whole as [`Event::Other`].
impl Tagged for Event {
    const TAG: &'static str = "type";
    const EXPECTING: &'static str = "an event object with a `type`";
    type Tag<'de> = Tag<'de>;
    fn variant<'de, A: MapAccess<'de>>(
        tag: Tag<'de>,
        rest: Members<'de, A>,
    ) -> Result<Self, A::Error> {
        let rest = match &tag {
            Tag::Str(t) => match Event::from_members(t, rest) {
                Ok(event) => return event,
                Err(rest) => rest,
            },
            Tag::Other(_) => rest,
        };
        let members: JsonObject = rest.decode()?;
        let mut object = JsonObject::new();
        object.insert("type".into(), tag.into_value());
        object.extend(members);
        Ok(Event::Other(object))
    }
    fn untagged<'de, A: MapAccess<'de>>(rest: Members<'de, A>) -> Result<Self, A::Error> {
        rest.decode().map(Event::Other)
    }
}

pub(crate) use wire_kit::decode::Key;

/// The `type` member's value, in a module of its own: a type the crate
/// names in a trait impl, yet not part of its API.
mod tag {
    use serde::de::{self, MapAccess, Visitor};
    use serde::{Deserialize, Deserializer};
    use std::borrow::Cow;
    use std::fmt;

    /// The value of a `type` key: a string borrowed from the input when it holds
    /// no escapes (no allocation on the fast path), anything else as a JSON value.
    pub enum Tag<'de> {
        Str(Cow<'de, str>),
        Other(serde_json::Value),
    }

    impl Tag<'_> {
        pub(super) fn into_value(self) -> serde_json::Value {
            match self {
                Tag::Str(s) => serde_json::Value::String(s.into_owned()),
                Tag::Other(v) => v,
            }
        }
    }

    impl<'de> Deserialize<'de> for Tag<'de> {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = Tag<'de>;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("any JSON value")
                }
                fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Tag<'de>, E> {
                    Ok(Tag::Str(Cow::Borrowed(v)))
                }
                fn visit_str<E: de::Error>(self, v: &str) -> Result<Tag<'de>, E> {
                    Ok(Tag::Str(Cow::Owned(v.to_owned())))
                }
                fn visit_string<E: de::Error>(self, v: String) -> Result<Tag<'de>, E> {
                    Ok(Tag::Str(Cow::Owned(v)))
                }
                fn visit_bool<E: de::Error>(self, v: bool) -> Result<Tag<'de>, E> {
                    Ok(Tag::Other(v.into()))
                }
                fn visit_i64<E: de::Error>(self, v: i64) -> Result<Tag<'de>, E> {
                    Ok(Tag::Other(v.into()))
                }
                fn visit_u64<E: de::Error>(self, v: u64) -> Result<Tag<'de>, E> {
                    Ok(Tag::Other(v.into()))
                }
                fn visit_f64<E: de::Error>(self, v: f64) -> Result<Tag<'de>, E> {
                    Ok(Tag::Other(v.into()))
                }
                fn visit_unit<E: de::Error>(self) -> Result<Tag<'de>, E> {
                    Ok(Tag::Other(serde_json::Value::Null))
                }
                fn visit_none<E: de::Error>(self) -> Result<Tag<'de>, E> {
                    Ok(Tag::Other(serde_json::Value::Null))
                }
                fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Tag<'de>, D::Error> {
                    serde_json::Value::deserialize(d).map(Tag::Other)
                }
                fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<Tag<'de>, A::Error> {
                    serde_json::Value::deserialize(de::value::SeqAccessDeserializer::new(seq))
                        .map(Tag::Other)
                }
                fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Tag<'de>, A::Error> {
                    serde_json::Value::deserialize(de::value::MapAccessDeserializer::new(map))
                        .map(Tag::Other)
                }
            }
            d.deserialize_any(V)
        }
    }
}
use tag::Tag;

/// Anything the server sends: a response (result or error) or an event push.
#[derive(Debug, Clone, PartialEq)]
// Variants are not boxed: one value per frame, no extra allocation.
#[allow(clippy::large_enum_variant)]
pub enum ServerMessage {
    /// A JSON-RPC response; decode its `result` for the request's method
    /// with [`crate::CommandResult::from_value`] or [`crate::decode_response_for`].
    Response(Response<serde_json::Value>),
    /// An event push (`kind: "event"`).
    Event(EventPushEnvelope),
}

impl ServerMessage {
    /// Decodes one server frame.
    pub fn from_json(json: &[u8]) -> Result<Self, wire_kit::DecodeError> {
        wire_kit::from_slice("ServerMessage", json)
    }
}

impl Serialize for ServerMessage {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Response(r) => r.serialize(s),
            Self::Event(e) => e.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for ServerMessage {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ServerMessage;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON-RPC response or an event push")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ServerMessage, A::Error> {
                let mut response = ResponseParts::<serde_json::Value>::default();
                let mut is_response = false;
                let mut kind = false;
                let mut event: Option<Event> = None;
                while let Some(Key(key)) = map.next_key::<Key<'de>>()? {
                    match &*key {
                        "kind" => {
                            if kind {
                                return Err(de::Error::duplicate_field("kind"));
                            }
                            map.next_value::<tags::KindEvent>()?;
                            kind = true;
                        }
                        "event" => {
                            if event.is_some() {
                                return Err(de::Error::duplicate_field("event"));
                            }
                            event = Some(map.next_value()?);
                        }
                        other => {
                            is_response |= matches!(other, "jsonrpc" | "id" | "result" | "error");
                            response.entry(other, &mut map)?;
                        }
                    }
                }
                match event {
                    Some(event) if !is_response => Ok(ServerMessage::Event(EventPushEnvelope {
                        kind: tags::KindEvent,
                        event,
                    })),
                    Some(_) => Err(de::Error::custom(
                        "a frame is either a response or an event push",
                    )),
                    None if kind => Err(de::Error::missing_field("event")),
                    None => response.finish().map(ServerMessage::Response),
                }
            }
        }
        d.deserialize_map(V)
    }
}
