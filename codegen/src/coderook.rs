//! The coderook protocol's registry, artifacts and conformance checks.
//!
//! Artifacts (all generated from `coderook-protocol`'s types and tables):
//! `coderook/schemas/<Name>.json` (one standalone JSON Schema 2020-12 per
//! registered type), `coderook/coderook.schema.json` (every type as one
//! shared `$defs` entry), `coderook/coderook.ts` (TypeScript declarations
//! in their send and receive views, see [`views`], and the runtime tables),
//! `coderook/WIRE_PROTOCOL.md` (our protocol reference) and the npm package
//! `npm/coderook-protocol/`.
//!
//! Conformance parses the upstream `coderook/WIRE_PROTOCOL.md` (its `###`
//! sections, their JSON Schema blocks and example frames) at run time.

use crate::{Artifact, Protocol, registry::TypeEntry, report::Report};
use serde_json::{Map, Value, json};
use std::any::TypeId;
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use ts_rs::{TS, TypeVisitor};

mod differential;
mod examples;
mod fixtures;
mod reference;
mod upstream;
pub mod views;

pub use upstream::{Section, parse_sections};

/// The coderook protocol.
pub fn protocol() -> Protocol {
    Protocol {
        name: "coderook",
        types,
        artifacts,
        conformance,
    }
}

/// Calls `$cb!` with every registered type path: the 237 upstream `###`
/// sections in document order, then the shared `$defs` records.
macro_rules! with_types {
    ($cb:ident) => {
        $cb![
            coderook_protocol::CoreAuthenticateCommand,
            coderook_protocol::CoreAuthenticateResult,
            coderook_protocol::PingCommand,
            coderook_protocol::PongResult,
            coderook_protocol::AgentRunCommand,
            coderook_protocol::AgentRunResult,
            coderook_protocol::GoalCreateCommand,
            coderook_protocol::GoalCreateResult,
            coderook_protocol::GoalGetCommand,
            coderook_protocol::GoalGetResult,
            coderook_protocol::GoalListCommand,
            coderook_protocol::GoalListResult,
            coderook_protocol::GoalEditCommand,
            coderook_protocol::GoalPauseCommand,
            coderook_protocol::GoalResumeCommand,
            coderook_protocol::GoalClearCommand,
            coderook_protocol::GoalCompleteCommand,
            coderook_protocol::GoalContinueDecisionCommand,
            coderook_protocol::GoalContinueDecisionResult,
            coderook_protocol::GoalActionResult,
            coderook_protocol::RunCancelCommand,
            coderook_protocol::RunCancelResult,
            coderook_protocol::RunSteerCommand,
            coderook_protocol::RunSteerResult,
            coderook_protocol::PlanRespondCommand,
            coderook_protocol::PlanRespondResult,
            coderook_protocol::EventSubscribeCommand,
            coderook_protocol::EventSubscribeResult,
            coderook_protocol::EventUnsubscribeCommand,
            coderook_protocol::EventUnsubscribeResult,
            coderook_protocol::EventReplayCommand,
            coderook_protocol::EventReplayResult,
            coderook_protocol::ThreadCreateCommand,
            coderook_protocol::ThreadCreateResult,
            coderook_protocol::ThreadListCommand,
            coderook_protocol::ThreadListResult,
            coderook_protocol::ThreadGetCommand,
            coderook_protocol::ThreadGetResult,
            coderook_protocol::ThreadUpdateCommand,
            coderook_protocol::ThreadUpdateResult,
            coderook_protocol::ThreadArchiveCommand,
            coderook_protocol::ThreadArchiveResult,
            coderook_protocol::TurnStartCommand,
            coderook_protocol::TurnStartResult,
            coderook_protocol::TurnGetCommand,
            coderook_protocol::TurnGetResult,
            coderook_protocol::TurnListCommand,
            coderook_protocol::TurnListResult,
            coderook_protocol::TurnInterruptCommand,
            coderook_protocol::TurnInterruptResult,
            coderook_protocol::TurnSteerCommand,
            coderook_protocol::TurnSteerResult,
            coderook_protocol::TurnItemsCommand,
            coderook_protocol::TurnItemsResult,
            coderook_protocol::RuntimeCapabilitiesCommand,
            coderook_protocol::RuntimeCapabilitiesResult,
            coderook_protocol::SessionCreateCommand,
            coderook_protocol::SessionCreateResult,
            coderook_protocol::SessionSendMessageCommand,
            coderook_protocol::SessionSendMessageResult,
            coderook_protocol::SessionGetAuthorityCommand,
            coderook_protocol::SessionSetAuthorityCommand,
            coderook_protocol::SessionAuthorityResult,
            coderook_protocol::SessionGetHistoryCommand,
            coderook_protocol::SessionGetHistoryResult,
            coderook_protocol::SessionListCommand,
            coderook_protocol::SessionListResult,
            coderook_protocol::SessionResumeCommand,
            coderook_protocol::SessionResumeResult,
            coderook_protocol::SessionRenameCommand,
            coderook_protocol::SessionRenameResult,
            coderook_protocol::SessionForkCommand,
            coderook_protocol::SessionForkResult,
            coderook_protocol::SessionExportCommand,
            coderook_protocol::SessionExportResult,
            coderook_protocol::SessionDeleteCommand,
            coderook_protocol::SessionDeleteResult,
            coderook_protocol::SessionCloseCommand,
            coderook_protocol::SessionCloseResult,
            coderook_protocol::PermissionRespondCommand,
            coderook_protocol::PermissionRespondResult,
            coderook_protocol::UserQuestionRespondCommand,
            coderook_protocol::UserQuestionRespondResult,
            coderook_protocol::SessionCompactCommand,
            coderook_protocol::SessionCompactResult,
            coderook_protocol::SessionTasksCommand,
            coderook_protocol::SessionTasksResult,
            coderook_protocol::WorkerListCommand,
            coderook_protocol::WorkerListResult,
            coderook_protocol::WorkerStartCommand,
            coderook_protocol::WorkerStartResult,
            coderook_protocol::WorkerStatusCommand,
            coderook_protocol::WorkerStatusResult,
            coderook_protocol::WorkerRetryCommand,
            coderook_protocol::WorkerRetryResult,
            coderook_protocol::WorkerEventsCommand,
            coderook_protocol::WorkerEventsResult,
            coderook_protocol::WorkerFollowupCommand,
            coderook_protocol::WorkerFollowupResult,
            coderook_protocol::WorkerReviewCommand,
            coderook_protocol::WorkerReviewResult,
            coderook_protocol::WorkerApplyCommand,
            coderook_protocol::WorkerApplyResult,
            coderook_protocol::WorkflowStartCommand,
            coderook_protocol::WorkflowStartResult,
            coderook_protocol::WorkflowListCommand,
            coderook_protocol::WorkflowListResult,
            coderook_protocol::WorkflowGetCommand,
            coderook_protocol::WorkflowGetResult,
            coderook_protocol::WorkspaceDiffCommand,
            coderook_protocol::WorkspaceDiffResult,
            coderook_protocol::SessionCheckpointsCommand,
            coderook_protocol::SessionCheckpointsResult,
            coderook_protocol::SessionRewindCommand,
            coderook_protocol::SessionRewindResult,
            coderook_protocol::SessionContextCommand,
            coderook_protocol::SessionContextResult,
            coderook_protocol::TurnInspectCommand,
            coderook_protocol::TurnInspectResult,
            coderook_protocol::McpListCommand,
            coderook_protocol::McpListResult,
            coderook_protocol::McpServerInfo,
            coderook_protocol::HooksListCommand,
            coderook_protocol::HooksListResult,
            coderook_protocol::HookConfigInfo,
            coderook_protocol::HookAuditInfo,
            coderook_protocol::HookRerunCommand,
            coderook_protocol::HookRerunResult,
            coderook_protocol::MemoryListCommand,
            coderook_protocol::MemoryListResult,
            coderook_protocol::MemoryInfo,
            coderook_protocol::MemoryDeleteCommand,
            coderook_protocol::MemoryDeleteResult,
            coderook_protocol::BackgroundGetCommand,
            coderook_protocol::BackgroundGetResult,
            coderook_protocol::BackgroundJobInfo,
            coderook_protocol::BackgroundCancelCommand,
            coderook_protocol::BackgroundCancelResult,
            coderook_protocol::WorkerCancelCommand,
            coderook_protocol::WorkerCancelResult,
            coderook_protocol::EventPushEnvelope,
            coderook_protocol::CoreStartedEvent,
            coderook_protocol::RuntimeEventAppendedEvent,
            coderook_protocol::HookExecutedEvent,
            coderook_protocol::GoalContinueDecisionEvent,
            coderook_protocol::RunStartedEvent,
            coderook_protocol::RunFinishedEvent,
            coderook_protocol::RunSteeredEvent,
            coderook_protocol::StepStartedEvent,
            coderook_protocol::StepFinishedEvent,
            coderook_protocol::AgentDecisionEvent,
            coderook_protocol::AgentStuckEvent,
            coderook_protocol::ToolCallStartedEvent,
            coderook_protocol::ToolCallFinishedEvent,
            coderook_protocol::ToolCallFailedEvent,
            coderook_protocol::LlmModelSelectedEvent,
            coderook_protocol::LlmRouteSelectedEvent,
            coderook_protocol::LlmTokenEvent,
            coderook_protocol::LlmReasoningEvent,
            coderook_protocol::LlmUsageEvent,
            coderook_protocol::LlmRequestPreparedEvent,
            coderook_protocol::LlmRetryEvent,
            coderook_protocol::ContextPrefixFingerprintEvent,
            coderook_protocol::ContextBudgetEvent,
            coderook_protocol::ContextWorkingSetEvent,
            coderook_protocol::LspDiagnosticsEvent,
            coderook_protocol::LogLineEvent,
            coderook_protocol::SessionCreatedEvent,
            coderook_protocol::SessionMessageReceivedEvent,
            coderook_protocol::SessionWaitingForInputEvent,
            coderook_protocol::PlanReadyEvent,
            coderook_protocol::PlanResolvedEvent,
            coderook_protocol::PlanUpdatedEvent,
            coderook_protocol::UserQuestionAskedEvent,
            coderook_protocol::SessionResumedEvent,
            coderook_protocol::SessionRenamedEvent,
            coderook_protocol::SessionForkedEvent,
            coderook_protocol::SessionDeletedEvent,
            coderook_protocol::SessionClosedEvent,
            coderook_protocol::AgentMessageEvent,
            coderook_protocol::AgentRepeatNoticeEvent,
            coderook_protocol::AgentSettingsGetCommand,
            coderook_protocol::AgentSettingsSetCommand,
            coderook_protocol::ArtifactGcCommand,
            coderook_protocol::ArtifactListCommand,
            coderook_protocol::AuditDegradedEvent,
            coderook_protocol::BackgroundJobFinishedEvent,
            coderook_protocol::BackgroundJobStartedEvent,
            coderook_protocol::ContextCompactedEvent,
            coderook_protocol::ContextCompactionCommittedEvent,
            coderook_protocol::ContextCompactionStartedEvent,
            coderook_protocol::ContextCompactionSummaryEvent,
            coderook_protocol::ContextRepositoryEvent,
            coderook_protocol::CoreShutdownCommand,
            coderook_protocol::CoreWorkspaceChangedEvent,
            coderook_protocol::ExtensionNotificationEvent,
            coderook_protocol::ExtensionUiUpdatedEvent,
            coderook_protocol::LlmAttemptFinishedEvent,
            coderook_protocol::MemoryAddCommand,
            coderook_protocol::MemoryEditCommand,
            coderook_protocol::MemoryExpireCommand,
            coderook_protocol::MemoryPinCommand,
            coderook_protocol::MemorySettingsGetCommand,
            coderook_protocol::MemorySettingsSetCommand,
            coderook_protocol::PermissionDeniedEvent,
            coderook_protocol::PermissionGrantedEvent,
            coderook_protocol::PermissionRequestedEvent,
            coderook_protocol::ProjectActivateCommand,
            coderook_protocol::ProjectOpenCommand,
            coderook_protocol::RecoveryAvailableEvent,
            coderook_protocol::RecoveryResolvedEvent,
            coderook_protocol::RunPhaseChangedEvent,
            coderook_protocol::SessionExecuteCommand,
            coderook_protocol::SessionImportCommand,
            coderook_protocol::SessionInterruptedEvent,
            coderook_protocol::SessionListQueueCommand,
            coderook_protocol::SessionNavigateCommand,
            coderook_protocol::SessionQueueMessageCommand,
            coderook_protocol::SessionReloadCommand,
            coderook_protocol::SessionRemoveQueuedMessageCommand,
            coderook_protocol::SessionRetryQueuedMessageCommand,
            coderook_protocol::SessionRewindPreviewCommand,
            coderook_protocol::SessionSetModelCommand,
            coderook_protocol::SessionSetThinkingCommand,
            coderook_protocol::SessionTreeCommand,
            coderook_protocol::SkillInvokedEvent,
            coderook_protocol::StrategyProposedEvent,
            coderook_protocol::StrategyResolvedEvent,
            coderook_protocol::SubagentFinishedEvent,
            coderook_protocol::SubagentStartedEvent,
            coderook_protocol::TaskProfiledEvent,
            coderook_protocol::ToolCallProgressEvent,
            coderook_protocol::VerificationCompletedEvent,
            coderook_protocol::VerificationFailedEvent,
            coderook_protocol::WebLaunchCommand,
            coderook_protocol::WorkspaceCommitCommand,
            coderook_protocol::WorkspaceStageCommand,
            coderook_protocol::ImageArtifactInput,
            coderook_protocol::AuthorityProfile,
            coderook_protocol::AuthoritySnapshot,
            coderook_protocol::CompletionEvidence,
            coderook_protocol::GoalRecord,
            coderook_protocol::GoalTimelineEntry,
            coderook_protocol::JsonValue,
            coderook_protocol::RuntimeMode,
            coderook_protocol::SandboxCapability,
            coderook_protocol::ToolAction,
            coderook_protocol::WorkspaceTrust,
            coderook_protocol::GoalContinueDecision,
            coderook_protocol::RuntimeEventRecord,
            coderook_protocol::ThreadRecord,
            coderook_protocol::ThreadStatus,
            coderook_protocol::RouteReceipt,
            coderook_protocol::TurnRecord,
            coderook_protocol::TurnStatus,
            coderook_protocol::TurnItemKind,
            coderook_protocol::TurnItemRecord,
            coderook_protocol::RuntimeFeatureFlags,
            coderook_protocol::RuntimeSandboxStatus,
            coderook_protocol::SessionInfo,
            coderook_protocol::MemorySettingsInfo,
            coderook_protocol::PlanStepState
        ]
    };
}

macro_rules! registry_entries {
    ($($($seg:ident)::+),* $(,)?) => {
        crate::types![$($($seg)::+),*]
    };
}

macro_rules! visit_all {
    ($($($seg:ident)::+),* $(,)?) => {
        |v: &mut TsCollector<'_>| {
            $(v.visit::<$($seg)::+>();)*
        }
    };
}

fn types() -> Vec<TypeEntry> {
    with_types!(registry_entries)
}

const SCHEMA_DIALECT: &str = "https://json-schema.org/draft/2020-12/schema";

/// A standalone JSON Schema document for one registered type.
pub fn type_document(entry: &TypeEntry) -> Value {
    let mut generator = crate::registry::schema_settings().into_generator();
    let top = (entry.schema)(&mut generator).to_value();
    let mut defs: BTreeMap<String, Value> = generator.take_definitions(true).into_iter().collect();
    let own_ref = format!("#/$defs/{}", entry.name);
    let mut root = match top.get("$ref").and_then(Value::as_str) {
        Some(r) if r == own_ref => defs.get(entry.name).cloned().unwrap_or(top.clone()),
        _ => top.clone(),
    };
    let referenced = |defs: &BTreeMap<String, Value>, root: &Value| {
        let needle = format!("\"{own_ref}\"");
        root.to_string().contains(&needle)
            || defs
                .iter()
                .any(|(k, v)| k != entry.name && v.to_string().contains(&needle))
    };
    if !referenced(&defs, &root) {
        defs.remove(entry.name);
    }
    let mut out = Map::new();
    out.insert("$schema".into(), SCHEMA_DIALECT.into());
    out.insert("title".into(), entry.name.into());
    if let Value::Object(map) = &mut root {
        map.remove("title");
        for (k, v) in std::mem::take(map) {
            out.insert(k, v);
        }
    }
    if !defs.is_empty() {
        out.insert("$defs".into(), Value::Object(defs.into_iter().collect()));
    }
    let mut out = Value::Object(out);
    crate::docs::plain_json(&mut out);
    out
}

/// The bundle: every registered type as one `$defs` entry, shared records once.
pub fn bundle() -> Value {
    let mut generator = crate::registry::schema_settings().into_generator();
    for entry in types() {
        (entry.schema)(&mut generator);
    }
    let defs: BTreeMap<String, Value> = generator.take_definitions(true).into_iter().collect();
    let mut out = json!({
        "$schema": SCHEMA_DIALECT,
        "title": "Coderook wire protocol",
        "description": "Every coderook-protocol type; each is a definition under $defs.",
        "$defs": defs,
    });
    crate::docs::plain_json(&mut out);
    out
}

/// Collects the TypeScript declaration of every named type reachable from the registry.
pub struct TsCollector<'a> {
    cfg: &'a ts_rs::Config,
    seen: HashSet<TypeId>,
    decls: BTreeMap<String, String>,
}

impl TypeVisitor for TsCollector<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        if !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        if T::output_path().is_some() {
            self.decls.insert(T::ident(self.cfg), T::decl(self.cfg));
        }
        T::visit_dependencies(self);
        T::visit_generics(self);
    }
}

/// Every declaration reachable from the registry, by name, as ts-rs writes it.
fn ts_decls() -> BTreeMap<String, String> {
    let cfg = crate::registry::ts_config();
    let mut collector = TsCollector {
        cfg: &cfg,
        seen: HashSet::new(),
        decls: BTreeMap::new(),
    };
    let visit = with_types!(visit_all);
    visit(&mut collector);
    collector.visit::<coderook_protocol::Event>();
    collector.decls
}

const TS_HEADER: &str = "// Coderook wire protocol: TypeScript declarations generated from coderook-protocol.\n// Do not edit: run `cargo run -p codegen -- generate`.\n\n";

/// The send and receive views of the TypeScript declarations.
pub fn ts_views() -> views::Views {
    views::Views::new(ts_decls())
}

/// The type declarations of `coderook.ts` and of the npm package: both
/// views of every type, the JSON-RPC envelopes and the method map.
pub fn ts_types() -> String {
    let views = ts_views();
    let mut out = String::new();
    for decl in views.render() {
        out.push_str(decl.trim());
        out.push_str("\n\n");
    }
    out.push_str(&views::envelopes(&views));
    out
}

/// `coderook.ts`: every declaration, sorted by name, each exported, then the runtime tables.
pub fn typescript() -> String {
    let mut out = String::from(TS_HEADER);
    out.push_str(&ts_types());
    out.push_str("// Runtime tables, generated from coderook-protocol's static tables.\n\n");
    out.push_str(&crate::npm::ts_values(&reference::runtime_values()));
    let mut out = crate::docs::plain_comments(out.trim_end());
    out.push('\n');
    out
}

/// The `@agent-wire/coderook-protocol` package.
pub fn package() -> crate::npm::Package {
    crate::npm::Package {
        dir: "coderook-protocol",
        description: "TypeScript types and runtime tables of the Coderook wire protocol (JSON-RPC 2.0 over NDJSON): what a client sends and what it receives.".into(),
        header: TS_HEADER.into(),
        types: ts_types(),
        values: reference::runtime_values(),
        readme: views::README.into(),
        type_count: types().len(),
    }
}

fn pretty(v: &Value) -> String {
    let mut s = serde_json::to_string_pretty(v).expect("JSON values encode");
    s.push('\n');
    s
}

fn artifacts() -> Vec<Artifact> {
    let entries = types();
    let mut out: Vec<Artifact> = entries
        .iter()
        .map(|e| Artifact {
            path: format!("coderook/schemas/{}.json", e.name),
            contents: pretty(&type_document(e)),
            types: 1,
        })
        .collect();
    out.push(Artifact {
        path: "coderook/coderook.schema.json".into(),
        contents: pretty(&bundle()),
        types: entries.len(),
    });
    out.push(Artifact {
        path: "coderook/coderook.ts".into(),
        contents: typescript(),
        types: entries.len(),
    });
    out.push(Artifact {
        path: "coderook/WIRE_PROTOCOL.md".into(),
        contents: reference::markdown(&entries),
        types: entries.len(),
    });
    out.extend(package().artifacts());
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

/// Where our fixtures live.
pub fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/coderook")
}

fn conformance(spec_dir: &Path) -> Report {
    let mut report = Report::new("coderook", spec_dir);
    let Some(text) = report.read_spec("coderook/WIRE_PROTOCOL.md") else {
        return report;
    };
    let sections = parse_sections(&text);
    let entries = types();
    upstream::check_all(&mut report, &sections, &entries);
    differential::check(&mut report, &sections, &entries);
    report
}
