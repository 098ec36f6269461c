//! The method table: every JSON-RPC method with its params and result
//! types, and what is generated from it.
//!
//! One line per method feeds [`Command`] (params decoded by `method`),
//! [`CommandResult`] (a result decoded for a known method), the static
//! [`METHODS`] list that codegen and docs read, and one marker type per
//! method in [`method`] implementing [`Method`].
//!
//! The commands the contract lists only as union members have no
//! documented result type (their rows have no `=> Result`): their
//! [`Method::Result`] is [`JsonValue`] and their [`MethodInfo::result`] is
//! `None`.

use crate::events::Key;
use crate::jsonrpc::{JsonRpcVersion, RequestId, Response};
use crate::*;
use serde::de::{self, DeserializeOwned, IgnoredAny, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use wire_kit::wire;

/// A JSON-RPC method: its name, params type and result type.
pub trait Method {
    /// The JSON-RPC `method` (`agent.run`).
    const METHOD: &'static str;
    /// The params type (`AgentRunCommand`).
    type Params: Serialize + DeserializeOwned;
    /// The result type (`AgentRunResult`; [`JsonValue`] where the contract documents none).
    type Result: Serialize + DeserializeOwned;

    /// The params of `command` when it is a call of this method (a typed
    /// server handler's dispatch, without re-encoding).
    fn params(command: Command) -> Option<Self::Params>;
}

/// One row of [`METHODS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MethodInfo {
    /// The JSON-RPC `method`.
    pub method: &'static str,
    /// The params type's name.
    pub params: &'static str,
    /// The result type's name; `None` where the contract documents no result.
    pub result: Option<&'static str>,
    /// Whether the method only reads: calling it again has no effect the
    /// first call did not have, so a client may repeat a call a disconnect
    /// interrupted. The contract states no such property; the table marks
    /// the methods whose name and result say they read (`get`, `list`,
    /// `status`, `events`, `diff`, `preview`, `export`, `core.ping`,
    /// `event.replay` …). Every other method may change something, and a
    /// call to it interrupted after it was sent may have run.
    pub read_only: bool,
}

macro_rules! result_type {
    () => {
        JsonValue
    };
    ($t:ident) => {
        $t
    };
}

macro_rules! result_name {
    () => {
        None
    };
    ($t:ident) => {
        Some(stringify!($t))
    };
}

/// A row's `read` word: the method only reads.
macro_rules! read_only {
    () => {
        false
    };
    (read) => {
        true
    };
}

macro_rules! methods {
    ($($variant:ident => $method:literal $(as $tag:ident)?, $params:ident $(=> $result:ident)? $(, $read:ident)?;)+) => {
        /// The `type` tags the method table declares, re-exported by [`tags`](crate::tags).
        pub(crate) mod method_tags {
            $($(
                wire_kit::literal! {
                    #[doc = concat!("The `type` tag `\"", $method, "\"`.")]
                    pub struct $tag = $method;
                }
            )?)+
        }

        /// The params of a request, by method.
        #[derive(Debug, Clone, PartialEq)]
        // Variants are not boxed: one value per frame, no extra allocation.
        #[allow(clippy::large_enum_variant)]
        pub enum Command {
            $(
                #[doc = concat!("`", $method, "`: [`", stringify!($params), "`].")]
                $variant($params),
            )+
        }

        /// The result of a request, by method.
        #[derive(Debug, Clone, PartialEq)]
        // Variants are not boxed: one value per frame, no extra allocation.
        #[allow(clippy::large_enum_variant)]
        pub enum CommandResult {
            $(
                #[doc = concat!("Result of `", $method, "`.")]
                $variant(result_type!($($result)?)),
            )+
        }

        /// Every method, in contract order.
        pub static METHODS: &[MethodInfo] = &[
            $(MethodInfo {
                method: $method,
                params: stringify!($params),
                result: result_name!($($result)?),
                read_only: read_only!($($read)?),
            },)+
        ];

        /// One marker type per method, implementing [`Method`].
        pub mod method {
            use super::*;
            $(
                #[doc = concat!("`", $method, "`.")]
                #[derive(Debug, Clone, Copy, PartialEq, Eq)]
                pub struct $variant;
                impl Method for $variant {
                    const METHOD: &'static str = $method;
                    type Params = $params;
                    type Result = result_type!($($result)?);
                    fn params(command: Command) -> Option<$params> {
                        match command {
                            Command::$variant(p) => Some(p),
                            _ => None,
                        }
                    }
                }
            )+
        }

        impl Command {
            /// The JSON-RPC `method`.
            pub fn method(&self) -> &'static str {
                match self {
                    $(Self::$variant(_) => $method,)+
                }
            }

            /// Decodes `params` for `method` from a deserializer.
            /// `Ok(None)`: the method is not in the table (the params are read and ignored).
            pub fn deserialize_params<'de, D: Deserializer<'de>>(
                method: &str,
                params: D,
            ) -> Result<Option<Self>, D::Error> {
                Ok(Some(match method {
                    $($method => Self::$variant($params::deserialize(params)?),)+
                    _ => {
                        IgnoredAny::deserialize(params)?;
                        return Ok(None);
                    }
                }))
            }
        }

        impl Serialize for Command {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match self {
                    $(Self::$variant(p) => p.serialize(s),)+
                }
            }
        }

        impl CommandResult {
            /// The JSON-RPC `method` this result answers.
            pub fn method(&self) -> &'static str {
                match self {
                    $(Self::$variant(_) => $method,)+
                }
            }

            /// Decodes a `result` for `method`. `Ok(None)`: the method is not in the table.
            pub fn deserialize_for<'de, D: Deserializer<'de>>(
                method: &str,
                result: D,
            ) -> Result<Option<Self>, D::Error> {
                Ok(Some(match method {
                    $($method => Self::$variant(<result_type!($($result)?)>::deserialize(result)?),)+
                    _ => return Ok(None),
                }))
            }
        }

        impl CommandResult {
            /// Decodes a parsed `result` for `method` with a precise error;
            /// `None`: the method is not in the table.
            pub fn from_value(
                method: &str,
                result: &serde_json::Value,
            ) -> Option<Result<Self, wire_kit::DecodeError>> {
                Some(match method {
                    $($method => wire_kit::from_value::<result_type!($($result)?)>(
                        result_name!($($result)?).unwrap_or("JsonValue"),
                        result,
                    ).map(Self::$variant),)+
                    _ => return None,
                })
            }
        }

        impl Command {
            /// Decodes `params` JSON text for `method`; `None`: the method is not in the table.
            fn from_params_json(
                method: &str,
                params: &str,
            ) -> Option<Result<Self, wire_kit::DecodeError>> {
                Some(match method {
                    $($method => wire_kit::from_str::<$params>(stringify!($params), params).map(Self::$variant),)+
                    _ => return None,
                })
            }

            /// Decodes parsed `params` for `method` with a precise error;
            /// `None`: the method is not in the table.
            pub fn from_value(
                method: &str,
                params: &serde_json::Value,
            ) -> Option<Result<Self, wire_kit::DecodeError>> {
                Some(match method {
                    $($method => wire_kit::from_value::<$params>(stringify!($params), params).map(Self::$variant),)+
                    _ => return None,
                })
            }
        }

        impl Serialize for CommandResult {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match self {
                    $(Self::$variant(r) => r.serialize(s),)+
                }
            }
        }

        $(
            impl From<$params> for Command {
                fn from(p: $params) -> Self {
                    Self::$variant(p)
                }
            }
        )+
    };
}

/// The method table, one row per method: `Variant => "method" as Tag,
/// Params => Result;`. `as Tag` declares the params' `type` tag (a
/// [`tags`](crate::tags) literal); a row without `=> Result` is a method
/// whose result the contract does not document; a row ending in `, read`
/// is a method that only reads ([`MethodInfo::read_only`]). Expands `$callback! { $args
/// rows }`: `methods!` builds this module's items from it and
/// [`wire_types!`](crate::wire_types) registers its types.
#[doc(hidden)]
#[macro_export]
macro_rules! __method_table {
    (($($callback:tt)*) $($args:tt)*) => {
        $($callback)*! { $($args)*
        CoreAuthenticate => "core.authenticate" as CoreAuthenticateType, CoreAuthenticateCommand => CoreAuthenticateResult;
        Ping => "core.ping" as CorePingType, PingCommand => PongResult, read;
        AgentRun => "agent.run" as AgentRunType, AgentRunCommand => AgentRunResult;
        GoalCreate => "goal.create" as GoalCreateType, GoalCreateCommand => GoalCreateResult;
        GoalGet => "goal.get" as GoalGetType, GoalGetCommand => GoalGetResult, read;
        GoalList => "goal.list" as GoalListType, GoalListCommand => GoalListResult, read;
        GoalEdit => "goal.edit" as GoalEditType, GoalEditCommand => GoalActionResult;
        GoalPause => "goal.pause" as GoalPauseType, GoalPauseCommand => GoalActionResult;
        GoalResume => "goal.resume" as GoalResumeType, GoalResumeCommand => GoalActionResult;
        GoalClear => "goal.clear" as GoalClearType, GoalClearCommand => GoalActionResult;
        GoalComplete => "goal.complete" as GoalCompleteType, GoalCompleteCommand => GoalActionResult;
        GoalContinueDecision => "goal.continue_decision" as GoalContinueDecisionType, GoalContinueDecisionCommand => GoalContinueDecisionResult;
        RunCancel => "run.cancel" as RunCancelType, RunCancelCommand => RunCancelResult;
        RunSteer => "run.steer" as RunSteerType, RunSteerCommand => RunSteerResult;
        PlanRespond => "plan.respond" as PlanRespondType, PlanRespondCommand => PlanRespondResult;
        EventSubscribe => "event.subscribe" as EventSubscribeType, EventSubscribeCommand => EventSubscribeResult;
        EventUnsubscribe => "event.unsubscribe" as EventUnsubscribeType, EventUnsubscribeCommand => EventUnsubscribeResult;
        EventReplay => "event.replay" as EventReplayType, EventReplayCommand => EventReplayResult, read;
        ThreadCreate => "thread.create" as ThreadCreateType, ThreadCreateCommand => ThreadCreateResult;
        ThreadList => "thread.list" as ThreadListType, ThreadListCommand => ThreadListResult, read;
        ThreadGet => "thread.get" as ThreadGetType, ThreadGetCommand => ThreadGetResult, read;
        ThreadUpdate => "thread.update" as ThreadUpdateType, ThreadUpdateCommand => ThreadUpdateResult;
        ThreadArchive => "thread.archive" as ThreadArchiveType, ThreadArchiveCommand => ThreadArchiveResult;
        TurnStart => "turn.start" as TurnStartType, TurnStartCommand => TurnStartResult;
        TurnGet => "turn.get" as TurnGetType, TurnGetCommand => TurnGetResult, read;
        TurnList => "turn.list" as TurnListType, TurnListCommand => TurnListResult, read;
        TurnInterrupt => "turn.interrupt" as TurnInterruptType, TurnInterruptCommand => TurnInterruptResult;
        TurnSteer => "turn.steer" as TurnSteerType, TurnSteerCommand => TurnSteerResult;
        TurnItems => "turn.items" as TurnItemsType, TurnItemsCommand => TurnItemsResult, read;
        RuntimeCapabilities => "runtime.capabilities" as RuntimeCapabilitiesType, RuntimeCapabilitiesCommand => RuntimeCapabilitiesResult, read;
        SessionCreate => "session.create" as SessionCreateType, SessionCreateCommand => SessionCreateResult;
        SessionSendMessage => "session.send_message" as SessionSendMessageType, SessionSendMessageCommand => SessionSendMessageResult;
        SessionGetAuthority => "session.get_authority" as SessionGetAuthorityType, SessionGetAuthorityCommand => SessionAuthorityResult, read;
        SessionSetAuthority => "session.set_authority" as SessionSetAuthorityType, SessionSetAuthorityCommand => SessionAuthorityResult;
        SessionGetHistory => "session.get_history" as SessionGetHistoryType, SessionGetHistoryCommand => SessionGetHistoryResult, read;
        SessionList => "session.list" as SessionListType, SessionListCommand => SessionListResult, read;
        SessionResume => "session.resume" as SessionResumeType, SessionResumeCommand => SessionResumeResult;
        SessionRename => "session.rename" as SessionRenameType, SessionRenameCommand => SessionRenameResult;
        SessionFork => "session.fork" as SessionForkType, SessionForkCommand => SessionForkResult;
        SessionExport => "session.export" as SessionExportType, SessionExportCommand => SessionExportResult, read;
        SessionDelete => "session.delete" as SessionDeleteType, SessionDeleteCommand => SessionDeleteResult;
        SessionClose => "session.close" as SessionCloseType, SessionCloseCommand => SessionCloseResult;
        PermissionRespond => "permission.respond" as PermissionRespondType, PermissionRespondCommand => PermissionRespondResult;
        UserQuestionRespond => "user_question.respond" as UserQuestionRespondType, UserQuestionRespondCommand => UserQuestionRespondResult;
        SessionCompact => "session.compact" as SessionCompactType, SessionCompactCommand => SessionCompactResult;
        SessionTasks => "session.tasks" as SessionTasksType, SessionTasksCommand => SessionTasksResult, read;
        WorkerList => "worker.list" as WorkerListType, WorkerListCommand => WorkerListResult, read;
        WorkerStart => "worker.start" as WorkerStartType, WorkerStartCommand => WorkerStartResult;
        WorkerStatus => "worker.status" as WorkerStatusType, WorkerStatusCommand => WorkerStatusResult, read;
        WorkerRetry => "worker.retry" as WorkerRetryType, WorkerRetryCommand => WorkerRetryResult;
        WorkerEvents => "worker.events" as WorkerEventsType, WorkerEventsCommand => WorkerEventsResult, read;
        WorkerFollowup => "worker.followup" as WorkerFollowupType, WorkerFollowupCommand => WorkerFollowupResult;
        WorkerReview => "worker.review" as WorkerReviewType, WorkerReviewCommand => WorkerReviewResult;
        WorkerApply => "worker.apply" as WorkerApplyType, WorkerApplyCommand => WorkerApplyResult;
        WorkflowStart => "workflow.start" as WorkflowStartType, WorkflowStartCommand => WorkflowStartResult;
        WorkflowList => "workflow.list" as WorkflowListType, WorkflowListCommand => WorkflowListResult, read;
        WorkflowGet => "workflow.get" as WorkflowGetType, WorkflowGetCommand => WorkflowGetResult, read;
        WorkspaceDiff => "workspace.diff" as WorkspaceDiffType, WorkspaceDiffCommand => WorkspaceDiffResult, read;
        SessionCheckpoints => "session.checkpoints" as SessionCheckpointsType, SessionCheckpointsCommand => SessionCheckpointsResult, read;
        SessionRewind => "session.rewind" as SessionRewindType, SessionRewindCommand => SessionRewindResult;
        SessionContext => "session.context" as SessionContextType, SessionContextCommand => SessionContextResult, read;
        TurnInspect => "turn.inspect" as TurnInspectType, TurnInspectCommand => TurnInspectResult, read;
        McpList => "mcp.list" as McpListType, McpListCommand => McpListResult, read;
        HooksList => "hooks.list" as HooksListType, HooksListCommand => HooksListResult, read;
        HookRerun => "hooks.rerun" as HooksRerunType, HookRerunCommand => HookRerunResult;
        MemoryList => "memory.list" as MemoryListType, MemoryListCommand => MemoryListResult, read;
        MemoryDelete => "memory.delete" as MemoryDeleteType, MemoryDeleteCommand => MemoryDeleteResult;
        BackgroundGet => "background.get" as BackgroundGetType, BackgroundGetCommand => BackgroundGetResult, read;
        BackgroundCancel => "background.cancel" as BackgroundCancelType, BackgroundCancelCommand => BackgroundCancelResult;
        WorkerCancel => "worker.cancel" as WorkerCancelType, WorkerCancelCommand => WorkerCancelResult;
        AgentSettingsGet => "agent.settings.get" as AgentSettingsGetType, AgentSettingsGetCommand, read;
        AgentSettingsSet => "agent.settings.set" as AgentSettingsSetType, AgentSettingsSetCommand;
        ArtifactGc => "artifact.gc" as ArtifactGcType, ArtifactGcCommand;
        ArtifactList => "artifact.list" as ArtifactListType, ArtifactListCommand, read;
        CoreShutdown => "core.shutdown" as CoreShutdownType, CoreShutdownCommand;
        MemoryAdd => "memory.add" as MemoryAddType, MemoryAddCommand;
        MemoryEdit => "memory.edit" as MemoryEditType, MemoryEditCommand;
        MemoryExpire => "memory.expire" as MemoryExpireType, MemoryExpireCommand;
        MemoryPin => "memory.pin" as MemoryPinType, MemoryPinCommand;
        MemorySettingsGet => "memory.settings.get" as MemorySettingsGetType, MemorySettingsGetCommand, read;
        MemorySettingsSet => "memory.settings.set" as MemorySettingsSetType, MemorySettingsSetCommand;
        ProjectActivate => "project.activate" as ProjectActivateType, ProjectActivateCommand;
        ProjectOpen => "project.open" as ProjectOpenType, ProjectOpenCommand;
        SessionExecute => "session.execute_command" as SessionExecuteCommandType, SessionExecuteCommand;
        SessionImport => "session.import" as SessionImportType, SessionImportCommand;
        SessionListQueue => "session.list_queue" as SessionListQueueType, SessionListQueueCommand, read;
        SessionNavigate => "session.navigate" as SessionNavigateType, SessionNavigateCommand;
        SessionQueueMessage => "session.queue_message" as SessionQueueMessageType, SessionQueueMessageCommand;
        SessionReload => "session.reload" as SessionReloadType, SessionReloadCommand;
        SessionRemoveQueuedMessage => "session.remove_queued_message" as SessionRemoveQueuedMessageType, SessionRemoveQueuedMessageCommand;
        SessionRetryQueuedMessage => "session.retry_queued_message" as SessionRetryQueuedMessageType, SessionRetryQueuedMessageCommand;
        SessionRewindPreview => "session.rewind_preview" as SessionRewindPreviewType, SessionRewindPreviewCommand, read;
        SessionSetModel => "session.set_model" as SessionSetModelType, SessionSetModelCommand;
        SessionSetThinking => "session.set_thinking" as SessionSetThinkingType, SessionSetThinkingCommand;
        SessionTree => "session.tree" as SessionTreeType, SessionTreeCommand, read;
        WebLaunch => "web.launch" as WebLaunchType, WebLaunchCommand;
        WorkspaceCommit => "workspace.commit" as WorkspaceCommitType, WorkspaceCommitCommand;
        WorkspaceStage => "workspace.stage" as WorkspaceStageType, WorkspaceStageCommand;
        }
    };
}

crate::__method_table! { (methods) }

/// Looks a method up in [`METHODS`].
pub fn method_info(method: &str) -> Option<&'static MethodInfo> {
    METHODS.iter().find(|m| m.method == method)
}

/// A request from a client, its params decoded by `method`.
///
/// Decoding reads `method` and, when it comes before `params` (as it does
/// in every frame this crate and the reference client write), decodes the
/// params straight from the input; otherwise the params are held as their text.
/// An absent `params` reads as `{}`, so commands whose fields all have
/// defaults may omit it.
#[wire(
    manual_new,
    manual_serialize,
    manual_deserialize,
    manual_schema,
    manual_ts
)]
pub struct ClientRequest {
    /// The request id.
    pub id: RequestId,
    /// The method and its params.
    pub command: Command,
}

impl ClientRequest {
    /// A request.
    pub fn new(id: impl Into<RequestId>, command: impl Into<Command>) -> Self {
        Self {
            id: id.into(),
            command: command.into(),
        }
    }

    /// The JSON-RPC `method`.
    pub fn method(&self) -> &'static str {
        self.command.method()
    }

    /// Decodes one request frame; errors name the field path and the broken rule.
    ///
    /// The order of the keys does not matter: `params` written before
    /// `method` is accepted or refused exactly as when written after it,
    /// and an error inside it names the same path (`params.attachments[0].sha256`).
    /// A key of the request object given twice is refused.
    pub fn from_json(json: &[u8]) -> Result<Self, wire_kit::DecodeError> {
        wire_kit::from_slice("ClientRequest", json)
    }
}

impl Serialize for ClientRequest {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(4))?;
        map.serialize_entry("jsonrpc", &JsonRpcVersion)?;
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("method", self.method())?;
        map.serialize_entry("params", &self.command)?;
        map.end()
    }
}

/// Why a request frame is not a valid request, in JSON-RPC terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RequestProblem {
    /// `-32600`: not a JSON-RPC 2.0 request object.
    InvalidRequest,
    /// `-32601`: the method is not in the table.
    MethodNotFound,
    /// `-32602`: the params break the method's params type.
    InvalidParams,
}

const UNKNOWN_METHOD: &str = "unknown method";

impl<'de> Deserialize<'de> for ClientRequest {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ClientRequest;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON-RPC 2.0 request object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ClientRequest, A::Error> {
                let mut version = false;
                let mut id: Option<RequestId> = None;
                let mut method: Option<String> = None;
                let mut command: Option<Command> = None;
                let mut buffered: Option<Box<serde_json::value::RawValue>> = None;
                let mut params = false;
                let mut unknown = false;
                while let Some(Key(key)) = map.next_key::<Key<'de>>()? {
                    match &*key {
                        "jsonrpc" => {
                            if version {
                                return Err(de::Error::duplicate_field("jsonrpc"));
                            }
                            map.next_value::<JsonRpcVersion>()?;
                            version = true;
                        }
                        "id" => {
                            if id.is_some() {
                                return Err(de::Error::duplicate_field("id"));
                            }
                            id = Some(map.next_value()?);
                        }
                        "method" => {
                            if method.is_some() {
                                return Err(de::Error::duplicate_field("method"));
                            }
                            method = Some(map.next_value()?);
                        }
                        "params" => {
                            if params {
                                return Err(de::Error::duplicate_field("params"));
                            }
                            params = true;
                            match &method {
                                Some(m) => {
                                    let seed = ParamsSeed(m);
                                    match map.next_value_seed(seed)? {
                                        Some(c) => command = Some(c),
                                        None => unknown = true,
                                    }
                                }
                                // The method is not known yet: keep the params
                                // exactly as written (repeated keys included).
                                None => buffered = Some(map.next_value()?),
                            }
                        }
                        _ => {
                            map.next_value::<IgnoredAny>()?;
                        }
                    }
                }
                if !version {
                    return Err(de::Error::missing_field("jsonrpc"));
                }
                let id = id.ok_or_else(|| de::Error::missing_field("id"))?;
                let method = method.ok_or_else(|| de::Error::missing_field("method"))?;
                let command = match command {
                    Some(c) => c,
                    None if unknown => {
                        return Err(de::Error::custom(format!("{UNKNOWN_METHOD} {method:?}")));
                    }
                    None => {
                        // Absent params read as `{}`; buffered params are
                        // decoded from their own text, exactly as written
                        // (repeated keys included), by the same rules as
                        // params decoded straight from the input.
                        let text = buffered.as_deref().map_or("{}", |raw| raw.get());
                        match Command::from_params_json(&method, text) {
                            Some(Ok(c)) => c,
                            None => {
                                return Err(de::Error::custom(format!(
                                    "{UNKNOWN_METHOD} {method:?}"
                                )));
                            }
                            // Params held before `method`, or absent: the
                            // path-tracking pass shows `method` first, so
                            // only an absent one's error lands here.
                            Some(Err(e)) => {
                                return Err(de::Error::custom(e.message_under("params")));
                            }
                        }
                    }
                };
                Ok(ClientRequest { id, command })
            }
        }
        wire_kit::tagged::deserialize_map(d, &["method"], V)
    }
}

struct ParamsSeed<'a>(&'a str);

/// Decodes params for a known method; `None` (params skipped) for an unknown one.
impl<'de> de::DeserializeSeed<'de> for ParamsSeed<'_> {
    type Value = Option<Command>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Option<Command>, D::Error> {
        Command::deserialize_params(self.0, d)
    }
}

/// Classifies a request frame that failed to decode, for the error reply:
/// `InvalidRequest`, `MethodNotFound` or `InvalidParams`, plus the id if
/// one could be read.
pub fn classify_request_error(json: &serde_json::Value) -> (Option<RequestId>, RequestProblem) {
    let id = json.get("id").and_then(|v| RequestId::deserialize(v).ok());
    let envelope_ok = json.get("jsonrpc").and_then(|v| v.as_str()) == Some("2.0")
        && id.is_some()
        && json.get("method").is_some_and(|m| m.is_string())
        && json.get("params").is_none_or(|p| p.is_object());
    if !envelope_ok {
        return (id, RequestProblem::InvalidRequest);
    }
    let method = json
        .get("method")
        .and_then(|m| m.as_str())
        .unwrap_or_default();
    if method_info(method).is_none() {
        return (id, RequestProblem::MethodNotFound);
    }
    (id, RequestProblem::InvalidParams)
}

/// Decodes a response to a request of method `M`, its result typed.
pub fn decode_response<M: Method>(
    json: &[u8],
) -> Result<Response<M::Result>, wire_kit::DecodeError> {
    wire_kit::from_slice(M::METHOD, json)
}

/// Decodes a response for a method known only at run time (a client's
/// table of pending ids), its result typed by the method table.
pub fn decode_response_for(
    method: &str,
    json: &[u8],
) -> Result<Response<CommandResult>, wire_kit::DecodeError> {
    let raw: Response<serde_json::Value> = wire_kit::from_slice("Response", json)?;
    let outcome = match raw.outcome {
        Err(e) => Err(e),
        Ok(value) => match decode_result(method, &value) {
            Some(result) => Ok(result?),
            None => {
                return Err(wire_kit::DecodeError::new(
                    "Response",
                    "",
                    format!("{UNKNOWN_METHOD} {method:?}"),
                ));
            }
        },
    };
    Ok(Response {
        id: raw.id,
        outcome,
    })
}

/// Decodes a response's `result` for `method`, an error naming its path
/// under `result`; `None`: the method is not in the table.
pub(crate) fn decode_result(
    method: &str,
    result: &serde_json::Value,
) -> Option<Result<CommandResult, wire_kit::DecodeError>> {
    Some(CommandResult::from_value(method, result)?.map_err(under_result))
}

/// A decode error of a response's `result`, its path put under `result`.
pub(crate) fn under_result(e: wire_kit::DecodeError) -> wire_kit::DecodeError {
    let path = match e.path() {
        "" => "result".to_owned(),
        p => format!("result.{p}"),
    };
    let mut out = wire_kit::DecodeError::new(e.type_name(), path, e.message());
    out.set_position(e.line(), e.column());
    out
}
