// Coderook wire protocol: TypeScript declarations generated from coderook-protocol.
// Do not edit: run `cargo run -p codegen -- generate`.

import type { AgentBackend, AgentDecisionEvent, AgentMessageEvent, AgentRepeatNoticeEvent, AgentRunCommand, AgentRunResult, AgentSettingsGetCommand, AgentSettingsSetCommand, AgentStuckEvent, ArtifactGcCommand, ArtifactListCommand, AttemptStatus, AuditDegradedEvent, AuthorityProfile, AuthoritySnapshot, BackgroundCancelCommand, BackgroundCancelResult, BackgroundGetCommand, BackgroundGetResult, BackgroundJobFinishedEvent, BackgroundJobInfo, BackgroundJobStartedEvent, BuiltinTool, CompactStatus, CompletionEvidence, ContextBudgetEvent, ContextCompactedEvent, ContextCompactionCommittedEvent, ContextCompactionStartedEvent, ContextCompactionSummaryEvent, ContextPrefixFingerprintEvent, ContextRepositoryEvent, ContextWorkingSetEvent, CoreAuthenticateCommand, CoreAuthenticateResult, CoreShutdownCommand, CoreStartedEvent, CoreWorkspaceChangedEvent, CredentialSource, DecisionIntent, DeliveryMode, DiagnosticsStatus, DiffScope, EventPushEnvelope, EventReplayCommand, EventReplayResult, EventSubscribeCommand, EventSubscribeResult, EventUnsubscribeCommand, EventUnsubscribeResult, ExportFormat, ExtensionNotificationEvent, ExtensionUiKind, ExtensionUiUpdatedEvent, FailureCategory, GoalActionResult, GoalClearCommand, GoalCompleteCommand, GoalContinueDecision, GoalContinueDecisionCommand, GoalContinueDecisionEvent, GoalContinueDecisionResult, GoalCreateCommand, GoalCreateResult, GoalEditCommand, GoalGetCommand, GoalGetResult, GoalListCommand, GoalListResult, GoalPauseCommand, GoalRecord, GoalResumeCommand, GoalStatus, GoalTimelineEntry, HookAuditInfo, HookConfigInfo, HookExecutedEvent, HookRerunCommand, HookRerunResult, HooksListCommand, HooksListResult, ImageArtifactInput, JsonValue, LlmAttemptFinishedEvent, LlmModelSelectedEvent, LlmReasoningEvent, LlmRequestPreparedEvent, LlmRetryEvent, LlmRouteSelectedEvent, LlmTokenEvent, LlmUsageEvent, LogLineEvent, LspDiagnosticsEvent, McpListCommand, McpListResult, McpServerInfo, MemoryAddCommand, MemoryAutoSave, MemoryDeleteCommand, MemoryDeleteResult, MemoryEditCommand, MemoryExpireCommand, MemoryInfo, MemoryListCommand, MemoryListResult, MemoryPinCommand, MemorySettingsGetCommand, MemorySettingsInfo, MemorySettingsSetCommand, MemoryType, MessagePhase, MethodName, NotificationSeverity, PermissionDeniedEvent, PermissionGrantedEvent, PermissionMode, PermissionRequestedEvent, PermissionRespondCommand, PermissionRespondResult, PingCommand, PlanDecision, PlanReadyEvent, PlanResolvedEvent, PlanRespondCommand, PlanRespondResult, PlanStepState, PlanStepStatus, PlanUpdatedEvent, PongResult, ProjectActivateCommand, ProjectOpenCommand, QuestionMode, RecoveryAvailableEvent, RecoveryResolvedEvent, ResultOf, RetryKind, RouteReceipt, RunCancelCommand, RunCancelResult, RunFinishedEvent, RunKind, RunOutcome, RunPhase, RunPhaseChangedEvent, RunStartedEvent, RunSteerCommand, RunSteerResult, RunSteeredEvent, RuntimeCapabilitiesCommand, RuntimeCapabilitiesResult, RuntimeEventAppendedEvent, RuntimeEventRecord, RuntimeFeatureFlags, RuntimeMode, RuntimeSandboxStatus, SandboxCapability, SandboxEnforcement, SandboxKind, SandboxState, ServerMessage, SessionAuthorityResult, SessionCheckpointsCommand, SessionCheckpointsResult, SessionCloseCommand, SessionCloseResult, SessionClosedEvent, SessionCompactCommand, SessionCompactResult, SessionContextCommand, SessionContextResult, SessionCreateCommand, SessionCreateResult, SessionCreatedEvent, SessionDeleteCommand, SessionDeleteResult, SessionDeletedEvent, SessionExecuteCommand, SessionExportCommand, SessionExportResult, SessionForkCommand, SessionForkResult, SessionForkedEvent, SessionGetAuthorityCommand, SessionGetHistoryCommand, SessionGetHistoryResult, SessionImportCommand, SessionInfo, SessionInterruptedEvent, SessionListCommand, SessionListQueueCommand, SessionListResult, SessionMessageReceivedEvent, SessionMode, SessionNavigateCommand, SessionQueueMessageCommand, SessionReloadCommand, SessionRemoveQueuedMessageCommand, SessionRenameCommand, SessionRenameResult, SessionRenamedEvent, SessionResumeCommand, SessionResumeResult, SessionResumedEvent, SessionRetryQueuedMessageCommand, SessionRewindCommand, SessionRewindPreviewCommand, SessionRewindResult, SessionSendMessageCommand, SessionSendMessageResult, SessionSetAuthorityCommand, SessionSetModelCommand, SessionSetThinkingCommand, SessionStatus, SessionTasksCommand, SessionTasksResult, SessionTreeCommand, SessionWaitingForInputEvent, SkillInvokedEvent, StepFinishedEvent, StepStartedEvent, StrategyKind, StrategyProposedEvent, StrategyResolvedEvent, SubagentFinishedEvent, SubagentStartedEvent, TaskProfiledEvent, ThinkingLevel, ThreadArchiveCommand, ThreadArchiveResult, ThreadCreateCommand, ThreadCreateResult, ThreadGetCommand, ThreadGetResult, ThreadListCommand, ThreadListResult, ThreadRecord, ThreadStatus, ThreadUpdateCommand, ThreadUpdateResult, ToolAction, ToolCallFailedEvent, ToolCallFinishedEvent, ToolCallProgressEvent, ToolCallStartedEvent, TurnGetCommand, TurnGetResult, TurnInspectCommand, TurnInspectResult, TurnInterruptCommand, TurnInterruptResult, TurnItemKind, TurnItemRecord, TurnItemsCommand, TurnItemsResult, TurnListCommand, TurnListResult, TurnRecord, TurnStartCommand, TurnStartResult, TurnStatus, TurnSteerCommand, TurnSteerResult, UsagePurpose, UserQuestionAskedEvent, UserQuestionRespondCommand, UserQuestionRespondResult, VerificationCompletedEvent, VerificationFailedEvent, WebLaunchCommand, WindowsForcedSandbox, WireFormat, WorkerApplyCommand, WorkerApplyResult, WorkerCancelCommand, WorkerCancelResult, WorkerEventsCommand, WorkerEventsResult, WorkerFollowupCommand, WorkerFollowupResult, WorkerListCommand, WorkerListResult, WorkerRetryCommand, WorkerRetryResult, WorkerReviewCommand, WorkerReviewResult, WorkerStartCommand, WorkerStartResult, WorkerStatusCommand, WorkerStatusResult, WorkflowFormat, WorkflowGetCommand, WorkflowGetResult, WorkflowListCommand, WorkflowListResult, WorkflowStartCommand, WorkflowStartResult, WorkspaceCommitCommand, WorkspaceDiffCommand, WorkspaceDiffResult, WorkspaceStageCommand, WorkspaceTrust } from "./index.js";

/**
 * Which rules a validator applies:
 *
 * - `"exact"` (the default): what the contract accepts, as the Rust decoders read it; for
 *   servers, tests and conformance checks.
 * - `"receive"`: what the Rust clients accept from a server, as a client should read:
 *   members the contract does not declare are ignored at any depth where the client ignores
 *   them (Orion's closed objects too; WorkerDeck's and Coderook's decoders ignore them
 *   already, except in the objects Coderook's contract closes), and an event of a type this
 *   package does not know passes as unknown with its position (`ReceiveResult`).
 */
export type ValidateOptions = { view?: "exact" | "receive" };

/** The options of the exact view. */
export type ExactView = { view?: "exact" };

/** Where a value breaks a rule (the path spelled as the Rust decoders spell it: `params.attachments[0].sha256`, `(root)` at the top) and which rule. */
export type ValidationError = { path: string; message: string };

/**
 * The validated value, or the errors (the first error found). An accepted value has every
 * member its type declares: an absent member the contract gives a default (Coderook's
 * `last_seq: null`, `kind: "event"`) is filled in, in place, as the decoders fill it.
 */
export type ValidationResult<T> = { ok: true; value: T; unknown?: undefined } | { ok: false; errors: ValidationError[] };

/**
 * An event of a type this package does not know, as the receive view passes it (the Rust
 * clients' `Received::Unknown`): its `type` tag and its position in the server's sequence
 * (Orion's `cursor`, Coderook's `ledger_seq`, WorkerDeck's `seq`), `null` when it has none
 * (a WorkerDeck frame of an unknown type, a live-only Coderook event).
 */
export type UnknownEvent = { type: string; position: number | null };

/**
 * What an event union's validator returns in the receive view: the event, typed; or an
 * event of a type this package does not know, `value` being the whole value received (the
 * envelope or frame) and `unknown` its type and position, so that a client moves its resume
 * point past it; or the errors. Tell them apart with `r.ok` and then `r.unknown`.
 */
export type ReceiveResult<T> =
  | ValidationResult<T>
  | { ok: true; value: { [member: string]: unknown }; unknown: UnknownEvent };

/** Validates a value as a `AgentBackend`. */
export declare function validateAgentBackend(value: unknown, options?: ValidateOptions): ValidationResult<AgentBackend>;
/** Whether a value is a `AgentBackend`; fills in defaults as `validateAgentBackend` does. */
export declare function isAgentBackend(value: unknown, options?: ValidateOptions): value is AgentBackend;

/** Validates a value as a `AgentDecisionEvent`. */
export declare function validateAgentDecisionEvent(value: unknown, options?: ValidateOptions): ValidationResult<AgentDecisionEvent>;
/** Whether a value is a `AgentDecisionEvent`; fills in defaults as `validateAgentDecisionEvent` does. */
export declare function isAgentDecisionEvent(value: unknown, options?: ValidateOptions): value is AgentDecisionEvent;

/** Validates a value as a `AgentMessageEvent`. */
export declare function validateAgentMessageEvent(value: unknown, options?: ValidateOptions): ValidationResult<AgentMessageEvent>;
/** Whether a value is a `AgentMessageEvent`; fills in defaults as `validateAgentMessageEvent` does. */
export declare function isAgentMessageEvent(value: unknown, options?: ValidateOptions): value is AgentMessageEvent;

/** Validates a value as a `AgentRepeatNoticeEvent`. */
export declare function validateAgentRepeatNoticeEvent(value: unknown, options?: ValidateOptions): ValidationResult<AgentRepeatNoticeEvent>;
/** Whether a value is a `AgentRepeatNoticeEvent`; fills in defaults as `validateAgentRepeatNoticeEvent` does. */
export declare function isAgentRepeatNoticeEvent(value: unknown, options?: ValidateOptions): value is AgentRepeatNoticeEvent;

/** Validates a value as a `AgentRunCommand`. */
export declare function validateAgentRunCommand(value: unknown, options?: ValidateOptions): ValidationResult<AgentRunCommand>;
/** Whether a value is a `AgentRunCommand`; fills in defaults as `validateAgentRunCommand` does. */
export declare function isAgentRunCommand(value: unknown, options?: ValidateOptions): value is AgentRunCommand;

/** Validates a value as a `AgentRunResult`. */
export declare function validateAgentRunResult(value: unknown, options?: ValidateOptions): ValidationResult<AgentRunResult>;
/** Whether a value is a `AgentRunResult`; fills in defaults as `validateAgentRunResult` does. */
export declare function isAgentRunResult(value: unknown, options?: ValidateOptions): value is AgentRunResult;

/** Validates a value as a `AgentSettingsGetCommand`. */
export declare function validateAgentSettingsGetCommand(value: unknown, options?: ValidateOptions): ValidationResult<AgentSettingsGetCommand>;
/** Whether a value is a `AgentSettingsGetCommand`; fills in defaults as `validateAgentSettingsGetCommand` does. */
export declare function isAgentSettingsGetCommand(value: unknown, options?: ValidateOptions): value is AgentSettingsGetCommand;

/** Validates a value as a `AgentSettingsSetCommand`. */
export declare function validateAgentSettingsSetCommand(value: unknown, options?: ValidateOptions): ValidationResult<AgentSettingsSetCommand>;
/** Whether a value is a `AgentSettingsSetCommand`; fills in defaults as `validateAgentSettingsSetCommand` does. */
export declare function isAgentSettingsSetCommand(value: unknown, options?: ValidateOptions): value is AgentSettingsSetCommand;

/** Validates a value as a `AgentStuckEvent`. */
export declare function validateAgentStuckEvent(value: unknown, options?: ValidateOptions): ValidationResult<AgentStuckEvent>;
/** Whether a value is a `AgentStuckEvent`; fills in defaults as `validateAgentStuckEvent` does. */
export declare function isAgentStuckEvent(value: unknown, options?: ValidateOptions): value is AgentStuckEvent;

/** Validates a value as a `ArtifactGcCommand`. */
export declare function validateArtifactGcCommand(value: unknown, options?: ValidateOptions): ValidationResult<ArtifactGcCommand>;
/** Whether a value is a `ArtifactGcCommand`; fills in defaults as `validateArtifactGcCommand` does. */
export declare function isArtifactGcCommand(value: unknown, options?: ValidateOptions): value is ArtifactGcCommand;

/** Validates a value as a `ArtifactListCommand`. */
export declare function validateArtifactListCommand(value: unknown, options?: ValidateOptions): ValidationResult<ArtifactListCommand>;
/** Whether a value is a `ArtifactListCommand`; fills in defaults as `validateArtifactListCommand` does. */
export declare function isArtifactListCommand(value: unknown, options?: ValidateOptions): value is ArtifactListCommand;

/** Validates a value as a `AttemptStatus`. */
export declare function validateAttemptStatus(value: unknown, options?: ValidateOptions): ValidationResult<AttemptStatus>;
/** Whether a value is a `AttemptStatus`; fills in defaults as `validateAttemptStatus` does. */
export declare function isAttemptStatus(value: unknown, options?: ValidateOptions): value is AttemptStatus;

/** Validates a value as a `AuditDegradedEvent`. */
export declare function validateAuditDegradedEvent(value: unknown, options?: ValidateOptions): ValidationResult<AuditDegradedEvent>;
/** Whether a value is a `AuditDegradedEvent`; fills in defaults as `validateAuditDegradedEvent` does. */
export declare function isAuditDegradedEvent(value: unknown, options?: ValidateOptions): value is AuditDegradedEvent;

/** Validates a value as a `AuthorityProfile`. */
export declare function validateAuthorityProfile(value: unknown, options?: ValidateOptions): ValidationResult<AuthorityProfile>;
/** Whether a value is a `AuthorityProfile`; fills in defaults as `validateAuthorityProfile` does. */
export declare function isAuthorityProfile(value: unknown, options?: ValidateOptions): value is AuthorityProfile;

/** Validates a value as a `AuthoritySnapshot`. */
export declare function validateAuthoritySnapshot(value: unknown, options?: ValidateOptions): ValidationResult<AuthoritySnapshot>;
/** Whether a value is a `AuthoritySnapshot`; fills in defaults as `validateAuthoritySnapshot` does. */
export declare function isAuthoritySnapshot(value: unknown, options?: ValidateOptions): value is AuthoritySnapshot;

/** Validates a value as a `BackgroundCancelCommand`. */
export declare function validateBackgroundCancelCommand(value: unknown, options?: ValidateOptions): ValidationResult<BackgroundCancelCommand>;
/** Whether a value is a `BackgroundCancelCommand`; fills in defaults as `validateBackgroundCancelCommand` does. */
export declare function isBackgroundCancelCommand(value: unknown, options?: ValidateOptions): value is BackgroundCancelCommand;

/** Validates a value as a `BackgroundCancelResult`. */
export declare function validateBackgroundCancelResult(value: unknown, options?: ValidateOptions): ValidationResult<BackgroundCancelResult>;
/** Whether a value is a `BackgroundCancelResult`; fills in defaults as `validateBackgroundCancelResult` does. */
export declare function isBackgroundCancelResult(value: unknown, options?: ValidateOptions): value is BackgroundCancelResult;

/** Validates a value as a `BackgroundGetCommand`. */
export declare function validateBackgroundGetCommand(value: unknown, options?: ValidateOptions): ValidationResult<BackgroundGetCommand>;
/** Whether a value is a `BackgroundGetCommand`; fills in defaults as `validateBackgroundGetCommand` does. */
export declare function isBackgroundGetCommand(value: unknown, options?: ValidateOptions): value is BackgroundGetCommand;

/** Validates a value as a `BackgroundGetResult`. */
export declare function validateBackgroundGetResult(value: unknown, options?: ValidateOptions): ValidationResult<BackgroundGetResult>;
/** Whether a value is a `BackgroundGetResult`; fills in defaults as `validateBackgroundGetResult` does. */
export declare function isBackgroundGetResult(value: unknown, options?: ValidateOptions): value is BackgroundGetResult;

/** Validates a value as a `BackgroundJobFinishedEvent`. */
export declare function validateBackgroundJobFinishedEvent(value: unknown, options?: ValidateOptions): ValidationResult<BackgroundJobFinishedEvent>;
/** Whether a value is a `BackgroundJobFinishedEvent`; fills in defaults as `validateBackgroundJobFinishedEvent` does. */
export declare function isBackgroundJobFinishedEvent(value: unknown, options?: ValidateOptions): value is BackgroundJobFinishedEvent;

/** Validates a value as a `BackgroundJobInfo`. */
export declare function validateBackgroundJobInfo(value: unknown, options?: ValidateOptions): ValidationResult<BackgroundJobInfo>;
/** Whether a value is a `BackgroundJobInfo`; fills in defaults as `validateBackgroundJobInfo` does. */
export declare function isBackgroundJobInfo(value: unknown, options?: ValidateOptions): value is BackgroundJobInfo;

/** Validates a value as a `BackgroundJobStartedEvent`. */
export declare function validateBackgroundJobStartedEvent(value: unknown, options?: ValidateOptions): ValidationResult<BackgroundJobStartedEvent>;
/** Whether a value is a `BackgroundJobStartedEvent`; fills in defaults as `validateBackgroundJobStartedEvent` does. */
export declare function isBackgroundJobStartedEvent(value: unknown, options?: ValidateOptions): value is BackgroundJobStartedEvent;

/** Validates a value as a `BuiltinTool`. */
export declare function validateBuiltinTool(value: unknown, options?: ValidateOptions): ValidationResult<BuiltinTool>;
/** Whether a value is a `BuiltinTool`; fills in defaults as `validateBuiltinTool` does. */
export declare function isBuiltinTool(value: unknown, options?: ValidateOptions): value is BuiltinTool;

/** Validates a value as a `CompactStatus`. */
export declare function validateCompactStatus(value: unknown, options?: ValidateOptions): ValidationResult<CompactStatus>;
/** Whether a value is a `CompactStatus`; fills in defaults as `validateCompactStatus` does. */
export declare function isCompactStatus(value: unknown, options?: ValidateOptions): value is CompactStatus;

/** Validates a value as a `CompletionEvidence`. */
export declare function validateCompletionEvidence(value: unknown, options?: ValidateOptions): ValidationResult<CompletionEvidence>;
/** Whether a value is a `CompletionEvidence`; fills in defaults as `validateCompletionEvidence` does. */
export declare function isCompletionEvidence(value: unknown, options?: ValidateOptions): value is CompletionEvidence;

/** Validates a value as a `ContextBudgetEvent`. */
export declare function validateContextBudgetEvent(value: unknown, options?: ValidateOptions): ValidationResult<ContextBudgetEvent>;
/** Whether a value is a `ContextBudgetEvent`; fills in defaults as `validateContextBudgetEvent` does. */
export declare function isContextBudgetEvent(value: unknown, options?: ValidateOptions): value is ContextBudgetEvent;

/** Validates a value as a `ContextCompactedEvent`. */
export declare function validateContextCompactedEvent(value: unknown, options?: ValidateOptions): ValidationResult<ContextCompactedEvent>;
/** Whether a value is a `ContextCompactedEvent`; fills in defaults as `validateContextCompactedEvent` does. */
export declare function isContextCompactedEvent(value: unknown, options?: ValidateOptions): value is ContextCompactedEvent;

/** Validates a value as a `ContextCompactionCommittedEvent`. */
export declare function validateContextCompactionCommittedEvent(value: unknown, options?: ValidateOptions): ValidationResult<ContextCompactionCommittedEvent>;
/** Whether a value is a `ContextCompactionCommittedEvent`; fills in defaults as `validateContextCompactionCommittedEvent` does. */
export declare function isContextCompactionCommittedEvent(value: unknown, options?: ValidateOptions): value is ContextCompactionCommittedEvent;

/** Validates a value as a `ContextCompactionStartedEvent`. */
export declare function validateContextCompactionStartedEvent(value: unknown, options?: ValidateOptions): ValidationResult<ContextCompactionStartedEvent>;
/** Whether a value is a `ContextCompactionStartedEvent`; fills in defaults as `validateContextCompactionStartedEvent` does. */
export declare function isContextCompactionStartedEvent(value: unknown, options?: ValidateOptions): value is ContextCompactionStartedEvent;

/** Validates a value as a `ContextCompactionSummaryEvent`. */
export declare function validateContextCompactionSummaryEvent(value: unknown, options?: ValidateOptions): ValidationResult<ContextCompactionSummaryEvent>;
/** Whether a value is a `ContextCompactionSummaryEvent`; fills in defaults as `validateContextCompactionSummaryEvent` does. */
export declare function isContextCompactionSummaryEvent(value: unknown, options?: ValidateOptions): value is ContextCompactionSummaryEvent;

/** Validates a value as a `ContextPrefixFingerprintEvent`. */
export declare function validateContextPrefixFingerprintEvent(value: unknown, options?: ValidateOptions): ValidationResult<ContextPrefixFingerprintEvent>;
/** Whether a value is a `ContextPrefixFingerprintEvent`; fills in defaults as `validateContextPrefixFingerprintEvent` does. */
export declare function isContextPrefixFingerprintEvent(value: unknown, options?: ValidateOptions): value is ContextPrefixFingerprintEvent;

/** Validates a value as a `ContextRepositoryEvent`. */
export declare function validateContextRepositoryEvent(value: unknown, options?: ValidateOptions): ValidationResult<ContextRepositoryEvent>;
/** Whether a value is a `ContextRepositoryEvent`; fills in defaults as `validateContextRepositoryEvent` does. */
export declare function isContextRepositoryEvent(value: unknown, options?: ValidateOptions): value is ContextRepositoryEvent;

/** Validates a value as a `ContextWorkingSetEvent`. */
export declare function validateContextWorkingSetEvent(value: unknown, options?: ValidateOptions): ValidationResult<ContextWorkingSetEvent>;
/** Whether a value is a `ContextWorkingSetEvent`; fills in defaults as `validateContextWorkingSetEvent` does. */
export declare function isContextWorkingSetEvent(value: unknown, options?: ValidateOptions): value is ContextWorkingSetEvent;

/** Validates a value as a `CoreAuthenticateCommand`. */
export declare function validateCoreAuthenticateCommand(value: unknown, options?: ValidateOptions): ValidationResult<CoreAuthenticateCommand>;
/** Whether a value is a `CoreAuthenticateCommand`; fills in defaults as `validateCoreAuthenticateCommand` does. */
export declare function isCoreAuthenticateCommand(value: unknown, options?: ValidateOptions): value is CoreAuthenticateCommand;

/** Validates a value as a `CoreAuthenticateResult`. */
export declare function validateCoreAuthenticateResult(value: unknown, options?: ValidateOptions): ValidationResult<CoreAuthenticateResult>;
/** Whether a value is a `CoreAuthenticateResult`; fills in defaults as `validateCoreAuthenticateResult` does. */
export declare function isCoreAuthenticateResult(value: unknown, options?: ValidateOptions): value is CoreAuthenticateResult;

/** Validates a value as a `CoreShutdownCommand`. */
export declare function validateCoreShutdownCommand(value: unknown, options?: ValidateOptions): ValidationResult<CoreShutdownCommand>;
/** Whether a value is a `CoreShutdownCommand`; fills in defaults as `validateCoreShutdownCommand` does. */
export declare function isCoreShutdownCommand(value: unknown, options?: ValidateOptions): value is CoreShutdownCommand;

/** Validates a value as a `CoreStartedEvent`. */
export declare function validateCoreStartedEvent(value: unknown, options?: ValidateOptions): ValidationResult<CoreStartedEvent>;
/** Whether a value is a `CoreStartedEvent`; fills in defaults as `validateCoreStartedEvent` does. */
export declare function isCoreStartedEvent(value: unknown, options?: ValidateOptions): value is CoreStartedEvent;

/** Validates a value as a `CoreWorkspaceChangedEvent`. */
export declare function validateCoreWorkspaceChangedEvent(value: unknown, options?: ValidateOptions): ValidationResult<CoreWorkspaceChangedEvent>;
/** Whether a value is a `CoreWorkspaceChangedEvent`; fills in defaults as `validateCoreWorkspaceChangedEvent` does. */
export declare function isCoreWorkspaceChangedEvent(value: unknown, options?: ValidateOptions): value is CoreWorkspaceChangedEvent;

/** Validates a value as a `CredentialSource`. */
export declare function validateCredentialSource(value: unknown, options?: ValidateOptions): ValidationResult<CredentialSource>;
/** Whether a value is a `CredentialSource`; fills in defaults as `validateCredentialSource` does. */
export declare function isCredentialSource(value: unknown, options?: ValidateOptions): value is CredentialSource;

/** Validates a value as a `DecisionIntent`. */
export declare function validateDecisionIntent(value: unknown, options?: ValidateOptions): ValidationResult<DecisionIntent>;
/** Whether a value is a `DecisionIntent`; fills in defaults as `validateDecisionIntent` does. */
export declare function isDecisionIntent(value: unknown, options?: ValidateOptions): value is DecisionIntent;

/** Validates a value as a `DeliveryMode`. */
export declare function validateDeliveryMode(value: unknown, options?: ValidateOptions): ValidationResult<DeliveryMode>;
/** Whether a value is a `DeliveryMode`; fills in defaults as `validateDeliveryMode` does. */
export declare function isDeliveryMode(value: unknown, options?: ValidateOptions): value is DeliveryMode;

/** Validates a value as a `DiagnosticsStatus`. */
export declare function validateDiagnosticsStatus(value: unknown, options?: ValidateOptions): ValidationResult<DiagnosticsStatus>;
/** Whether a value is a `DiagnosticsStatus`; fills in defaults as `validateDiagnosticsStatus` does. */
export declare function isDiagnosticsStatus(value: unknown, options?: ValidateOptions): value is DiagnosticsStatus;

/** Validates a value as a `DiffScope`. */
export declare function validateDiffScope(value: unknown, options?: ValidateOptions): ValidationResult<DiffScope>;
/** Whether a value is a `DiffScope`; fills in defaults as `validateDiffScope` does. */
export declare function isDiffScope(value: unknown, options?: ValidateOptions): value is DiffScope;

/**
 * Validates a value as a `EventPushEnvelope`. In the receive view an event of a type this package
 * does not know passes with `unknown` set (see `ReceiveResult`).
 */
export declare function validateEventPushEnvelope(value: unknown, options?: ExactView): ValidationResult<EventPushEnvelope>;
export declare function validateEventPushEnvelope(value: unknown, options: ValidateOptions): ReceiveResult<EventPushEnvelope>;
/** Whether a value is a `EventPushEnvelope` (an event of an unknown type is not); fills in defaults as `validateEventPushEnvelope` does. */
export declare function isEventPushEnvelope(value: unknown, options?: ValidateOptions): value is EventPushEnvelope;

/** Validates a value as a `EventReplayCommand`. */
export declare function validateEventReplayCommand(value: unknown, options?: ValidateOptions): ValidationResult<EventReplayCommand>;
/** Whether a value is a `EventReplayCommand`; fills in defaults as `validateEventReplayCommand` does. */
export declare function isEventReplayCommand(value: unknown, options?: ValidateOptions): value is EventReplayCommand;

/** Validates a value as a `EventReplayResult`. */
export declare function validateEventReplayResult(value: unknown, options?: ValidateOptions): ValidationResult<EventReplayResult>;
/** Whether a value is a `EventReplayResult`; fills in defaults as `validateEventReplayResult` does. */
export declare function isEventReplayResult(value: unknown, options?: ValidateOptions): value is EventReplayResult;

/** Validates a value as a `EventSubscribeCommand`. */
export declare function validateEventSubscribeCommand(value: unknown, options?: ValidateOptions): ValidationResult<EventSubscribeCommand>;
/** Whether a value is a `EventSubscribeCommand`; fills in defaults as `validateEventSubscribeCommand` does. */
export declare function isEventSubscribeCommand(value: unknown, options?: ValidateOptions): value is EventSubscribeCommand;

/** Validates a value as a `EventSubscribeResult`. */
export declare function validateEventSubscribeResult(value: unknown, options?: ValidateOptions): ValidationResult<EventSubscribeResult>;
/** Whether a value is a `EventSubscribeResult`; fills in defaults as `validateEventSubscribeResult` does. */
export declare function isEventSubscribeResult(value: unknown, options?: ValidateOptions): value is EventSubscribeResult;

/** Validates a value as a `EventUnsubscribeCommand`. */
export declare function validateEventUnsubscribeCommand(value: unknown, options?: ValidateOptions): ValidationResult<EventUnsubscribeCommand>;
/** Whether a value is a `EventUnsubscribeCommand`; fills in defaults as `validateEventUnsubscribeCommand` does. */
export declare function isEventUnsubscribeCommand(value: unknown, options?: ValidateOptions): value is EventUnsubscribeCommand;

/** Validates a value as a `EventUnsubscribeResult`. */
export declare function validateEventUnsubscribeResult(value: unknown, options?: ValidateOptions): ValidationResult<EventUnsubscribeResult>;
/** Whether a value is a `EventUnsubscribeResult`; fills in defaults as `validateEventUnsubscribeResult` does. */
export declare function isEventUnsubscribeResult(value: unknown, options?: ValidateOptions): value is EventUnsubscribeResult;

/** Validates a value as a `ExportFormat`. */
export declare function validateExportFormat(value: unknown, options?: ValidateOptions): ValidationResult<ExportFormat>;
/** Whether a value is a `ExportFormat`; fills in defaults as `validateExportFormat` does. */
export declare function isExportFormat(value: unknown, options?: ValidateOptions): value is ExportFormat;

/** Validates a value as a `ExtensionNotificationEvent`. */
export declare function validateExtensionNotificationEvent(value: unknown, options?: ValidateOptions): ValidationResult<ExtensionNotificationEvent>;
/** Whether a value is a `ExtensionNotificationEvent`; fills in defaults as `validateExtensionNotificationEvent` does. */
export declare function isExtensionNotificationEvent(value: unknown, options?: ValidateOptions): value is ExtensionNotificationEvent;

/** Validates a value as a `ExtensionUiKind`. */
export declare function validateExtensionUiKind(value: unknown, options?: ValidateOptions): ValidationResult<ExtensionUiKind>;
/** Whether a value is a `ExtensionUiKind`; fills in defaults as `validateExtensionUiKind` does. */
export declare function isExtensionUiKind(value: unknown, options?: ValidateOptions): value is ExtensionUiKind;

/** Validates a value as a `ExtensionUiUpdatedEvent`. */
export declare function validateExtensionUiUpdatedEvent(value: unknown, options?: ValidateOptions): ValidationResult<ExtensionUiUpdatedEvent>;
/** Whether a value is a `ExtensionUiUpdatedEvent`; fills in defaults as `validateExtensionUiUpdatedEvent` does. */
export declare function isExtensionUiUpdatedEvent(value: unknown, options?: ValidateOptions): value is ExtensionUiUpdatedEvent;

/** Validates a value as a `FailureCategory`. */
export declare function validateFailureCategory(value: unknown, options?: ValidateOptions): ValidationResult<FailureCategory>;
/** Whether a value is a `FailureCategory`; fills in defaults as `validateFailureCategory` does. */
export declare function isFailureCategory(value: unknown, options?: ValidateOptions): value is FailureCategory;

/** Validates a value as a `GoalActionResult`. */
export declare function validateGoalActionResult(value: unknown, options?: ValidateOptions): ValidationResult<GoalActionResult>;
/** Whether a value is a `GoalActionResult`; fills in defaults as `validateGoalActionResult` does. */
export declare function isGoalActionResult(value: unknown, options?: ValidateOptions): value is GoalActionResult;

/** Validates a value as a `GoalClearCommand`. */
export declare function validateGoalClearCommand(value: unknown, options?: ValidateOptions): ValidationResult<GoalClearCommand>;
/** Whether a value is a `GoalClearCommand`; fills in defaults as `validateGoalClearCommand` does. */
export declare function isGoalClearCommand(value: unknown, options?: ValidateOptions): value is GoalClearCommand;

/** Validates a value as a `GoalCompleteCommand`. */
export declare function validateGoalCompleteCommand(value: unknown, options?: ValidateOptions): ValidationResult<GoalCompleteCommand>;
/** Whether a value is a `GoalCompleteCommand`; fills in defaults as `validateGoalCompleteCommand` does. */
export declare function isGoalCompleteCommand(value: unknown, options?: ValidateOptions): value is GoalCompleteCommand;

/** Validates a value as a `GoalContinueDecision`. */
export declare function validateGoalContinueDecision(value: unknown, options?: ValidateOptions): ValidationResult<GoalContinueDecision>;
/** Whether a value is a `GoalContinueDecision`; fills in defaults as `validateGoalContinueDecision` does. */
export declare function isGoalContinueDecision(value: unknown, options?: ValidateOptions): value is GoalContinueDecision;

/** Validates a value as a `GoalContinueDecisionCommand`. */
export declare function validateGoalContinueDecisionCommand(value: unknown, options?: ValidateOptions): ValidationResult<GoalContinueDecisionCommand>;
/** Whether a value is a `GoalContinueDecisionCommand`; fills in defaults as `validateGoalContinueDecisionCommand` does. */
export declare function isGoalContinueDecisionCommand(value: unknown, options?: ValidateOptions): value is GoalContinueDecisionCommand;

/** Validates a value as a `GoalContinueDecisionEvent`. */
export declare function validateGoalContinueDecisionEvent(value: unknown, options?: ValidateOptions): ValidationResult<GoalContinueDecisionEvent>;
/** Whether a value is a `GoalContinueDecisionEvent`; fills in defaults as `validateGoalContinueDecisionEvent` does. */
export declare function isGoalContinueDecisionEvent(value: unknown, options?: ValidateOptions): value is GoalContinueDecisionEvent;

/** Validates a value as a `GoalContinueDecisionResult`. */
export declare function validateGoalContinueDecisionResult(value: unknown, options?: ValidateOptions): ValidationResult<GoalContinueDecisionResult>;
/** Whether a value is a `GoalContinueDecisionResult`; fills in defaults as `validateGoalContinueDecisionResult` does. */
export declare function isGoalContinueDecisionResult(value: unknown, options?: ValidateOptions): value is GoalContinueDecisionResult;

/** Validates a value as a `GoalCreateCommand`. */
export declare function validateGoalCreateCommand(value: unknown, options?: ValidateOptions): ValidationResult<GoalCreateCommand>;
/** Whether a value is a `GoalCreateCommand`; fills in defaults as `validateGoalCreateCommand` does. */
export declare function isGoalCreateCommand(value: unknown, options?: ValidateOptions): value is GoalCreateCommand;

/** Validates a value as a `GoalCreateResult`. */
export declare function validateGoalCreateResult(value: unknown, options?: ValidateOptions): ValidationResult<GoalCreateResult>;
/** Whether a value is a `GoalCreateResult`; fills in defaults as `validateGoalCreateResult` does. */
export declare function isGoalCreateResult(value: unknown, options?: ValidateOptions): value is GoalCreateResult;

/** Validates a value as a `GoalEditCommand`. */
export declare function validateGoalEditCommand(value: unknown, options?: ValidateOptions): ValidationResult<GoalEditCommand>;
/** Whether a value is a `GoalEditCommand`; fills in defaults as `validateGoalEditCommand` does. */
export declare function isGoalEditCommand(value: unknown, options?: ValidateOptions): value is GoalEditCommand;

/** Validates a value as a `GoalGetCommand`. */
export declare function validateGoalGetCommand(value: unknown, options?: ValidateOptions): ValidationResult<GoalGetCommand>;
/** Whether a value is a `GoalGetCommand`; fills in defaults as `validateGoalGetCommand` does. */
export declare function isGoalGetCommand(value: unknown, options?: ValidateOptions): value is GoalGetCommand;

/** Validates a value as a `GoalGetResult`. */
export declare function validateGoalGetResult(value: unknown, options?: ValidateOptions): ValidationResult<GoalGetResult>;
/** Whether a value is a `GoalGetResult`; fills in defaults as `validateGoalGetResult` does. */
export declare function isGoalGetResult(value: unknown, options?: ValidateOptions): value is GoalGetResult;

/** Validates a value as a `GoalListCommand`. */
export declare function validateGoalListCommand(value: unknown, options?: ValidateOptions): ValidationResult<GoalListCommand>;
/** Whether a value is a `GoalListCommand`; fills in defaults as `validateGoalListCommand` does. */
export declare function isGoalListCommand(value: unknown, options?: ValidateOptions): value is GoalListCommand;

/** Validates a value as a `GoalListResult`. */
export declare function validateGoalListResult(value: unknown, options?: ValidateOptions): ValidationResult<GoalListResult>;
/** Whether a value is a `GoalListResult`; fills in defaults as `validateGoalListResult` does. */
export declare function isGoalListResult(value: unknown, options?: ValidateOptions): value is GoalListResult;

/** Validates a value as a `GoalPauseCommand`. */
export declare function validateGoalPauseCommand(value: unknown, options?: ValidateOptions): ValidationResult<GoalPauseCommand>;
/** Whether a value is a `GoalPauseCommand`; fills in defaults as `validateGoalPauseCommand` does. */
export declare function isGoalPauseCommand(value: unknown, options?: ValidateOptions): value is GoalPauseCommand;

/** Validates a value as a `GoalRecord`. */
export declare function validateGoalRecord(value: unknown, options?: ValidateOptions): ValidationResult<GoalRecord>;
/** Whether a value is a `GoalRecord`; fills in defaults as `validateGoalRecord` does. */
export declare function isGoalRecord(value: unknown, options?: ValidateOptions): value is GoalRecord;

/** Validates a value as a `GoalResumeCommand`. */
export declare function validateGoalResumeCommand(value: unknown, options?: ValidateOptions): ValidationResult<GoalResumeCommand>;
/** Whether a value is a `GoalResumeCommand`; fills in defaults as `validateGoalResumeCommand` does. */
export declare function isGoalResumeCommand(value: unknown, options?: ValidateOptions): value is GoalResumeCommand;

/** Validates a value as a `GoalStatus`. */
export declare function validateGoalStatus(value: unknown, options?: ValidateOptions): ValidationResult<GoalStatus>;
/** Whether a value is a `GoalStatus`; fills in defaults as `validateGoalStatus` does. */
export declare function isGoalStatus(value: unknown, options?: ValidateOptions): value is GoalStatus;

/** Validates a value as a `GoalTimelineEntry`. */
export declare function validateGoalTimelineEntry(value: unknown, options?: ValidateOptions): ValidationResult<GoalTimelineEntry>;
/** Whether a value is a `GoalTimelineEntry`; fills in defaults as `validateGoalTimelineEntry` does. */
export declare function isGoalTimelineEntry(value: unknown, options?: ValidateOptions): value is GoalTimelineEntry;

/** Validates a value as a `HookAuditInfo`. */
export declare function validateHookAuditInfo(value: unknown, options?: ValidateOptions): ValidationResult<HookAuditInfo>;
/** Whether a value is a `HookAuditInfo`; fills in defaults as `validateHookAuditInfo` does. */
export declare function isHookAuditInfo(value: unknown, options?: ValidateOptions): value is HookAuditInfo;

/** Validates a value as a `HookConfigInfo`. */
export declare function validateHookConfigInfo(value: unknown, options?: ValidateOptions): ValidationResult<HookConfigInfo>;
/** Whether a value is a `HookConfigInfo`; fills in defaults as `validateHookConfigInfo` does. */
export declare function isHookConfigInfo(value: unknown, options?: ValidateOptions): value is HookConfigInfo;

/** Validates a value as a `HookExecutedEvent`. */
export declare function validateHookExecutedEvent(value: unknown, options?: ValidateOptions): ValidationResult<HookExecutedEvent>;
/** Whether a value is a `HookExecutedEvent`; fills in defaults as `validateHookExecutedEvent` does. */
export declare function isHookExecutedEvent(value: unknown, options?: ValidateOptions): value is HookExecutedEvent;

/** Validates a value as a `HookRerunCommand`. */
export declare function validateHookRerunCommand(value: unknown, options?: ValidateOptions): ValidationResult<HookRerunCommand>;
/** Whether a value is a `HookRerunCommand`; fills in defaults as `validateHookRerunCommand` does. */
export declare function isHookRerunCommand(value: unknown, options?: ValidateOptions): value is HookRerunCommand;

/** Validates a value as a `HookRerunResult`. */
export declare function validateHookRerunResult(value: unknown, options?: ValidateOptions): ValidationResult<HookRerunResult>;
/** Whether a value is a `HookRerunResult`; fills in defaults as `validateHookRerunResult` does. */
export declare function isHookRerunResult(value: unknown, options?: ValidateOptions): value is HookRerunResult;

/** Validates a value as a `HooksListCommand`. */
export declare function validateHooksListCommand(value: unknown, options?: ValidateOptions): ValidationResult<HooksListCommand>;
/** Whether a value is a `HooksListCommand`; fills in defaults as `validateHooksListCommand` does. */
export declare function isHooksListCommand(value: unknown, options?: ValidateOptions): value is HooksListCommand;

/** Validates a value as a `HooksListResult`. */
export declare function validateHooksListResult(value: unknown, options?: ValidateOptions): ValidationResult<HooksListResult>;
/** Whether a value is a `HooksListResult`; fills in defaults as `validateHooksListResult` does. */
export declare function isHooksListResult(value: unknown, options?: ValidateOptions): value is HooksListResult;

/** Validates a value as a `ImageArtifactInput`. */
export declare function validateImageArtifactInput(value: unknown, options?: ValidateOptions): ValidationResult<ImageArtifactInput>;
/** Whether a value is a `ImageArtifactInput`; fills in defaults as `validateImageArtifactInput` does. */
export declare function isImageArtifactInput(value: unknown, options?: ValidateOptions): value is ImageArtifactInput;

/** Validates a value as a `JsonValue`. */
export declare function validateJsonValue(value: unknown, options?: ValidateOptions): ValidationResult<JsonValue>;
/** Whether a value is a `JsonValue`; fills in defaults as `validateJsonValue` does. */
export declare function isJsonValue(value: unknown, options?: ValidateOptions): value is JsonValue;

/** Validates a value as a `LlmAttemptFinishedEvent`. */
export declare function validateLlmAttemptFinishedEvent(value: unknown, options?: ValidateOptions): ValidationResult<LlmAttemptFinishedEvent>;
/** Whether a value is a `LlmAttemptFinishedEvent`; fills in defaults as `validateLlmAttemptFinishedEvent` does. */
export declare function isLlmAttemptFinishedEvent(value: unknown, options?: ValidateOptions): value is LlmAttemptFinishedEvent;

/** Validates a value as a `LlmModelSelectedEvent`. */
export declare function validateLlmModelSelectedEvent(value: unknown, options?: ValidateOptions): ValidationResult<LlmModelSelectedEvent>;
/** Whether a value is a `LlmModelSelectedEvent`; fills in defaults as `validateLlmModelSelectedEvent` does. */
export declare function isLlmModelSelectedEvent(value: unknown, options?: ValidateOptions): value is LlmModelSelectedEvent;

/** Validates a value as a `LlmReasoningEvent`. */
export declare function validateLlmReasoningEvent(value: unknown, options?: ValidateOptions): ValidationResult<LlmReasoningEvent>;
/** Whether a value is a `LlmReasoningEvent`; fills in defaults as `validateLlmReasoningEvent` does. */
export declare function isLlmReasoningEvent(value: unknown, options?: ValidateOptions): value is LlmReasoningEvent;

/** Validates a value as a `LlmRequestPreparedEvent`. */
export declare function validateLlmRequestPreparedEvent(value: unknown, options?: ValidateOptions): ValidationResult<LlmRequestPreparedEvent>;
/** Whether a value is a `LlmRequestPreparedEvent`; fills in defaults as `validateLlmRequestPreparedEvent` does. */
export declare function isLlmRequestPreparedEvent(value: unknown, options?: ValidateOptions): value is LlmRequestPreparedEvent;

/** Validates a value as a `LlmRetryEvent`. */
export declare function validateLlmRetryEvent(value: unknown, options?: ValidateOptions): ValidationResult<LlmRetryEvent>;
/** Whether a value is a `LlmRetryEvent`; fills in defaults as `validateLlmRetryEvent` does. */
export declare function isLlmRetryEvent(value: unknown, options?: ValidateOptions): value is LlmRetryEvent;

/** Validates a value as a `LlmRouteSelectedEvent`. */
export declare function validateLlmRouteSelectedEvent(value: unknown, options?: ValidateOptions): ValidationResult<LlmRouteSelectedEvent>;
/** Whether a value is a `LlmRouteSelectedEvent`; fills in defaults as `validateLlmRouteSelectedEvent` does. */
export declare function isLlmRouteSelectedEvent(value: unknown, options?: ValidateOptions): value is LlmRouteSelectedEvent;

/** Validates a value as a `LlmTokenEvent`. */
export declare function validateLlmTokenEvent(value: unknown, options?: ValidateOptions): ValidationResult<LlmTokenEvent>;
/** Whether a value is a `LlmTokenEvent`; fills in defaults as `validateLlmTokenEvent` does. */
export declare function isLlmTokenEvent(value: unknown, options?: ValidateOptions): value is LlmTokenEvent;

/** Validates a value as a `LlmUsageEvent`. */
export declare function validateLlmUsageEvent(value: unknown, options?: ValidateOptions): ValidationResult<LlmUsageEvent>;
/** Whether a value is a `LlmUsageEvent`; fills in defaults as `validateLlmUsageEvent` does. */
export declare function isLlmUsageEvent(value: unknown, options?: ValidateOptions): value is LlmUsageEvent;

/** Validates a value as a `LogLineEvent`. */
export declare function validateLogLineEvent(value: unknown, options?: ValidateOptions): ValidationResult<LogLineEvent>;
/** Whether a value is a `LogLineEvent`; fills in defaults as `validateLogLineEvent` does. */
export declare function isLogLineEvent(value: unknown, options?: ValidateOptions): value is LogLineEvent;

/** Validates a value as a `LspDiagnosticsEvent`. */
export declare function validateLspDiagnosticsEvent(value: unknown, options?: ValidateOptions): ValidationResult<LspDiagnosticsEvent>;
/** Whether a value is a `LspDiagnosticsEvent`; fills in defaults as `validateLspDiagnosticsEvent` does. */
export declare function isLspDiagnosticsEvent(value: unknown, options?: ValidateOptions): value is LspDiagnosticsEvent;

/** Validates a value as a `McpListCommand`. */
export declare function validateMcpListCommand(value: unknown, options?: ValidateOptions): ValidationResult<McpListCommand>;
/** Whether a value is a `McpListCommand`; fills in defaults as `validateMcpListCommand` does. */
export declare function isMcpListCommand(value: unknown, options?: ValidateOptions): value is McpListCommand;

/** Validates a value as a `McpListResult`. */
export declare function validateMcpListResult(value: unknown, options?: ValidateOptions): ValidationResult<McpListResult>;
/** Whether a value is a `McpListResult`; fills in defaults as `validateMcpListResult` does. */
export declare function isMcpListResult(value: unknown, options?: ValidateOptions): value is McpListResult;

/** Validates a value as a `McpServerInfo`. */
export declare function validateMcpServerInfo(value: unknown, options?: ValidateOptions): ValidationResult<McpServerInfo>;
/** Whether a value is a `McpServerInfo`; fills in defaults as `validateMcpServerInfo` does. */
export declare function isMcpServerInfo(value: unknown, options?: ValidateOptions): value is McpServerInfo;

/** Validates a value as a `MemoryAddCommand`. */
export declare function validateMemoryAddCommand(value: unknown, options?: ValidateOptions): ValidationResult<MemoryAddCommand>;
/** Whether a value is a `MemoryAddCommand`; fills in defaults as `validateMemoryAddCommand` does. */
export declare function isMemoryAddCommand(value: unknown, options?: ValidateOptions): value is MemoryAddCommand;

/** Validates a value as a `MemoryAutoSave`. */
export declare function validateMemoryAutoSave(value: unknown, options?: ValidateOptions): ValidationResult<MemoryAutoSave>;
/** Whether a value is a `MemoryAutoSave`; fills in defaults as `validateMemoryAutoSave` does. */
export declare function isMemoryAutoSave(value: unknown, options?: ValidateOptions): value is MemoryAutoSave;

/** Validates a value as a `MemoryDeleteCommand`. */
export declare function validateMemoryDeleteCommand(value: unknown, options?: ValidateOptions): ValidationResult<MemoryDeleteCommand>;
/** Whether a value is a `MemoryDeleteCommand`; fills in defaults as `validateMemoryDeleteCommand` does. */
export declare function isMemoryDeleteCommand(value: unknown, options?: ValidateOptions): value is MemoryDeleteCommand;

/** Validates a value as a `MemoryDeleteResult`. */
export declare function validateMemoryDeleteResult(value: unknown, options?: ValidateOptions): ValidationResult<MemoryDeleteResult>;
/** Whether a value is a `MemoryDeleteResult`; fills in defaults as `validateMemoryDeleteResult` does. */
export declare function isMemoryDeleteResult(value: unknown, options?: ValidateOptions): value is MemoryDeleteResult;

/** Validates a value as a `MemoryEditCommand`. */
export declare function validateMemoryEditCommand(value: unknown, options?: ValidateOptions): ValidationResult<MemoryEditCommand>;
/** Whether a value is a `MemoryEditCommand`; fills in defaults as `validateMemoryEditCommand` does. */
export declare function isMemoryEditCommand(value: unknown, options?: ValidateOptions): value is MemoryEditCommand;

/** Validates a value as a `MemoryExpireCommand`. */
export declare function validateMemoryExpireCommand(value: unknown, options?: ValidateOptions): ValidationResult<MemoryExpireCommand>;
/** Whether a value is a `MemoryExpireCommand`; fills in defaults as `validateMemoryExpireCommand` does. */
export declare function isMemoryExpireCommand(value: unknown, options?: ValidateOptions): value is MemoryExpireCommand;

/** Validates a value as a `MemoryInfo`. */
export declare function validateMemoryInfo(value: unknown, options?: ValidateOptions): ValidationResult<MemoryInfo>;
/** Whether a value is a `MemoryInfo`; fills in defaults as `validateMemoryInfo` does. */
export declare function isMemoryInfo(value: unknown, options?: ValidateOptions): value is MemoryInfo;

/** Validates a value as a `MemoryListCommand`. */
export declare function validateMemoryListCommand(value: unknown, options?: ValidateOptions): ValidationResult<MemoryListCommand>;
/** Whether a value is a `MemoryListCommand`; fills in defaults as `validateMemoryListCommand` does. */
export declare function isMemoryListCommand(value: unknown, options?: ValidateOptions): value is MemoryListCommand;

/** Validates a value as a `MemoryListResult`. */
export declare function validateMemoryListResult(value: unknown, options?: ValidateOptions): ValidationResult<MemoryListResult>;
/** Whether a value is a `MemoryListResult`; fills in defaults as `validateMemoryListResult` does. */
export declare function isMemoryListResult(value: unknown, options?: ValidateOptions): value is MemoryListResult;

/** Validates a value as a `MemoryPinCommand`. */
export declare function validateMemoryPinCommand(value: unknown, options?: ValidateOptions): ValidationResult<MemoryPinCommand>;
/** Whether a value is a `MemoryPinCommand`; fills in defaults as `validateMemoryPinCommand` does. */
export declare function isMemoryPinCommand(value: unknown, options?: ValidateOptions): value is MemoryPinCommand;

/** Validates a value as a `MemorySettingsGetCommand`. */
export declare function validateMemorySettingsGetCommand(value: unknown, options?: ValidateOptions): ValidationResult<MemorySettingsGetCommand>;
/** Whether a value is a `MemorySettingsGetCommand`; fills in defaults as `validateMemorySettingsGetCommand` does. */
export declare function isMemorySettingsGetCommand(value: unknown, options?: ValidateOptions): value is MemorySettingsGetCommand;

/** Validates a value as a `MemorySettingsInfo`. */
export declare function validateMemorySettingsInfo(value: unknown, options?: ValidateOptions): ValidationResult<MemorySettingsInfo>;
/** Whether a value is a `MemorySettingsInfo`; fills in defaults as `validateMemorySettingsInfo` does. */
export declare function isMemorySettingsInfo(value: unknown, options?: ValidateOptions): value is MemorySettingsInfo;

/** Validates a value as a `MemorySettingsSetCommand`. */
export declare function validateMemorySettingsSetCommand(value: unknown, options?: ValidateOptions): ValidationResult<MemorySettingsSetCommand>;
/** Whether a value is a `MemorySettingsSetCommand`; fills in defaults as `validateMemorySettingsSetCommand` does. */
export declare function isMemorySettingsSetCommand(value: unknown, options?: ValidateOptions): value is MemorySettingsSetCommand;

/** Validates a value as a `MemoryType`. */
export declare function validateMemoryType(value: unknown, options?: ValidateOptions): ValidationResult<MemoryType>;
/** Whether a value is a `MemoryType`; fills in defaults as `validateMemoryType` does. */
export declare function isMemoryType(value: unknown, options?: ValidateOptions): value is MemoryType;

/** Validates a value as a `MessagePhase`. */
export declare function validateMessagePhase(value: unknown, options?: ValidateOptions): ValidationResult<MessagePhase>;
/** Whether a value is a `MessagePhase`; fills in defaults as `validateMessagePhase` does. */
export declare function isMessagePhase(value: unknown, options?: ValidateOptions): value is MessagePhase;

/** Validates a value as a `NotificationSeverity`. */
export declare function validateNotificationSeverity(value: unknown, options?: ValidateOptions): ValidationResult<NotificationSeverity>;
/** Whether a value is a `NotificationSeverity`; fills in defaults as `validateNotificationSeverity` does. */
export declare function isNotificationSeverity(value: unknown, options?: ValidateOptions): value is NotificationSeverity;

/** Validates a value as a `PermissionDeniedEvent`. */
export declare function validatePermissionDeniedEvent(value: unknown, options?: ValidateOptions): ValidationResult<PermissionDeniedEvent>;
/** Whether a value is a `PermissionDeniedEvent`; fills in defaults as `validatePermissionDeniedEvent` does. */
export declare function isPermissionDeniedEvent(value: unknown, options?: ValidateOptions): value is PermissionDeniedEvent;

/** Validates a value as a `PermissionGrantedEvent`. */
export declare function validatePermissionGrantedEvent(value: unknown, options?: ValidateOptions): ValidationResult<PermissionGrantedEvent>;
/** Whether a value is a `PermissionGrantedEvent`; fills in defaults as `validatePermissionGrantedEvent` does. */
export declare function isPermissionGrantedEvent(value: unknown, options?: ValidateOptions): value is PermissionGrantedEvent;

/** Validates a value as a `PermissionMode`. */
export declare function validatePermissionMode(value: unknown, options?: ValidateOptions): ValidationResult<PermissionMode>;
/** Whether a value is a `PermissionMode`; fills in defaults as `validatePermissionMode` does. */
export declare function isPermissionMode(value: unknown, options?: ValidateOptions): value is PermissionMode;

/** Validates a value as a `PermissionRequestedEvent`. */
export declare function validatePermissionRequestedEvent(value: unknown, options?: ValidateOptions): ValidationResult<PermissionRequestedEvent>;
/** Whether a value is a `PermissionRequestedEvent`; fills in defaults as `validatePermissionRequestedEvent` does. */
export declare function isPermissionRequestedEvent(value: unknown, options?: ValidateOptions): value is PermissionRequestedEvent;

/** Validates a value as a `PermissionRespondCommand`. */
export declare function validatePermissionRespondCommand(value: unknown, options?: ValidateOptions): ValidationResult<PermissionRespondCommand>;
/** Whether a value is a `PermissionRespondCommand`; fills in defaults as `validatePermissionRespondCommand` does. */
export declare function isPermissionRespondCommand(value: unknown, options?: ValidateOptions): value is PermissionRespondCommand;

/** Validates a value as a `PermissionRespondResult`. */
export declare function validatePermissionRespondResult(value: unknown, options?: ValidateOptions): ValidationResult<PermissionRespondResult>;
/** Whether a value is a `PermissionRespondResult`; fills in defaults as `validatePermissionRespondResult` does. */
export declare function isPermissionRespondResult(value: unknown, options?: ValidateOptions): value is PermissionRespondResult;

/** Validates a value as a `PingCommand`. */
export declare function validatePingCommand(value: unknown, options?: ValidateOptions): ValidationResult<PingCommand>;
/** Whether a value is a `PingCommand`; fills in defaults as `validatePingCommand` does. */
export declare function isPingCommand(value: unknown, options?: ValidateOptions): value is PingCommand;

/** Validates a value as a `PlanDecision`. */
export declare function validatePlanDecision(value: unknown, options?: ValidateOptions): ValidationResult<PlanDecision>;
/** Whether a value is a `PlanDecision`; fills in defaults as `validatePlanDecision` does. */
export declare function isPlanDecision(value: unknown, options?: ValidateOptions): value is PlanDecision;

/** Validates a value as a `PlanReadyEvent`. */
export declare function validatePlanReadyEvent(value: unknown, options?: ValidateOptions): ValidationResult<PlanReadyEvent>;
/** Whether a value is a `PlanReadyEvent`; fills in defaults as `validatePlanReadyEvent` does. */
export declare function isPlanReadyEvent(value: unknown, options?: ValidateOptions): value is PlanReadyEvent;

/** Validates a value as a `PlanResolvedEvent`. */
export declare function validatePlanResolvedEvent(value: unknown, options?: ValidateOptions): ValidationResult<PlanResolvedEvent>;
/** Whether a value is a `PlanResolvedEvent`; fills in defaults as `validatePlanResolvedEvent` does. */
export declare function isPlanResolvedEvent(value: unknown, options?: ValidateOptions): value is PlanResolvedEvent;

/** Validates a value as a `PlanRespondCommand`. */
export declare function validatePlanRespondCommand(value: unknown, options?: ValidateOptions): ValidationResult<PlanRespondCommand>;
/** Whether a value is a `PlanRespondCommand`; fills in defaults as `validatePlanRespondCommand` does. */
export declare function isPlanRespondCommand(value: unknown, options?: ValidateOptions): value is PlanRespondCommand;

/** Validates a value as a `PlanRespondResult`. */
export declare function validatePlanRespondResult(value: unknown, options?: ValidateOptions): ValidationResult<PlanRespondResult>;
/** Whether a value is a `PlanRespondResult`; fills in defaults as `validatePlanRespondResult` does. */
export declare function isPlanRespondResult(value: unknown, options?: ValidateOptions): value is PlanRespondResult;

/** Validates a value as a `PlanStepState`. */
export declare function validatePlanStepState(value: unknown, options?: ValidateOptions): ValidationResult<PlanStepState>;
/** Whether a value is a `PlanStepState`; fills in defaults as `validatePlanStepState` does. */
export declare function isPlanStepState(value: unknown, options?: ValidateOptions): value is PlanStepState;

/** Validates a value as a `PlanStepStatus`. */
export declare function validatePlanStepStatus(value: unknown, options?: ValidateOptions): ValidationResult<PlanStepStatus>;
/** Whether a value is a `PlanStepStatus`; fills in defaults as `validatePlanStepStatus` does. */
export declare function isPlanStepStatus(value: unknown, options?: ValidateOptions): value is PlanStepStatus;

/** Validates a value as a `PlanUpdatedEvent`. */
export declare function validatePlanUpdatedEvent(value: unknown, options?: ValidateOptions): ValidationResult<PlanUpdatedEvent>;
/** Whether a value is a `PlanUpdatedEvent`; fills in defaults as `validatePlanUpdatedEvent` does. */
export declare function isPlanUpdatedEvent(value: unknown, options?: ValidateOptions): value is PlanUpdatedEvent;

/** Validates a value as a `PongResult`. */
export declare function validatePongResult(value: unknown, options?: ValidateOptions): ValidationResult<PongResult>;
/** Whether a value is a `PongResult`; fills in defaults as `validatePongResult` does. */
export declare function isPongResult(value: unknown, options?: ValidateOptions): value is PongResult;

/** Validates a value as a `ProjectActivateCommand`. */
export declare function validateProjectActivateCommand(value: unknown, options?: ValidateOptions): ValidationResult<ProjectActivateCommand>;
/** Whether a value is a `ProjectActivateCommand`; fills in defaults as `validateProjectActivateCommand` does. */
export declare function isProjectActivateCommand(value: unknown, options?: ValidateOptions): value is ProjectActivateCommand;

/** Validates a value as a `ProjectOpenCommand`. */
export declare function validateProjectOpenCommand(value: unknown, options?: ValidateOptions): ValidationResult<ProjectOpenCommand>;
/** Whether a value is a `ProjectOpenCommand`; fills in defaults as `validateProjectOpenCommand` does. */
export declare function isProjectOpenCommand(value: unknown, options?: ValidateOptions): value is ProjectOpenCommand;

/** Validates a value as a `QuestionMode`. */
export declare function validateQuestionMode(value: unknown, options?: ValidateOptions): ValidationResult<QuestionMode>;
/** Whether a value is a `QuestionMode`; fills in defaults as `validateQuestionMode` does. */
export declare function isQuestionMode(value: unknown, options?: ValidateOptions): value is QuestionMode;

/** Validates a value as a `RecoveryAvailableEvent`. */
export declare function validateRecoveryAvailableEvent(value: unknown, options?: ValidateOptions): ValidationResult<RecoveryAvailableEvent>;
/** Whether a value is a `RecoveryAvailableEvent`; fills in defaults as `validateRecoveryAvailableEvent` does. */
export declare function isRecoveryAvailableEvent(value: unknown, options?: ValidateOptions): value is RecoveryAvailableEvent;

/** Validates a value as a `RecoveryResolvedEvent`. */
export declare function validateRecoveryResolvedEvent(value: unknown, options?: ValidateOptions): ValidationResult<RecoveryResolvedEvent>;
/** Whether a value is a `RecoveryResolvedEvent`; fills in defaults as `validateRecoveryResolvedEvent` does. */
export declare function isRecoveryResolvedEvent(value: unknown, options?: ValidateOptions): value is RecoveryResolvedEvent;

/** Validates a value as a `RetryKind`. */
export declare function validateRetryKind(value: unknown, options?: ValidateOptions): ValidationResult<RetryKind>;
/** Whether a value is a `RetryKind`; fills in defaults as `validateRetryKind` does. */
export declare function isRetryKind(value: unknown, options?: ValidateOptions): value is RetryKind;

/** Validates a value as a `RouteReceipt`. */
export declare function validateRouteReceipt(value: unknown, options?: ValidateOptions): ValidationResult<RouteReceipt>;
/** Whether a value is a `RouteReceipt`; fills in defaults as `validateRouteReceipt` does. */
export declare function isRouteReceipt(value: unknown, options?: ValidateOptions): value is RouteReceipt;

/** Validates a value as a `RunCancelCommand`. */
export declare function validateRunCancelCommand(value: unknown, options?: ValidateOptions): ValidationResult<RunCancelCommand>;
/** Whether a value is a `RunCancelCommand`; fills in defaults as `validateRunCancelCommand` does. */
export declare function isRunCancelCommand(value: unknown, options?: ValidateOptions): value is RunCancelCommand;

/** Validates a value as a `RunCancelResult`. */
export declare function validateRunCancelResult(value: unknown, options?: ValidateOptions): ValidationResult<RunCancelResult>;
/** Whether a value is a `RunCancelResult`; fills in defaults as `validateRunCancelResult` does. */
export declare function isRunCancelResult(value: unknown, options?: ValidateOptions): value is RunCancelResult;

/** Validates a value as a `RunFinishedEvent`. */
export declare function validateRunFinishedEvent(value: unknown, options?: ValidateOptions): ValidationResult<RunFinishedEvent>;
/** Whether a value is a `RunFinishedEvent`; fills in defaults as `validateRunFinishedEvent` does. */
export declare function isRunFinishedEvent(value: unknown, options?: ValidateOptions): value is RunFinishedEvent;

/** Validates a value as a `RunKind`. */
export declare function validateRunKind(value: unknown, options?: ValidateOptions): ValidationResult<RunKind>;
/** Whether a value is a `RunKind`; fills in defaults as `validateRunKind` does. */
export declare function isRunKind(value: unknown, options?: ValidateOptions): value is RunKind;

/** Validates a value as a `RunOutcome`. */
export declare function validateRunOutcome(value: unknown, options?: ValidateOptions): ValidationResult<RunOutcome>;
/** Whether a value is a `RunOutcome`; fills in defaults as `validateRunOutcome` does. */
export declare function isRunOutcome(value: unknown, options?: ValidateOptions): value is RunOutcome;

/** Validates a value as a `RunPhase`. */
export declare function validateRunPhase(value: unknown, options?: ValidateOptions): ValidationResult<RunPhase>;
/** Whether a value is a `RunPhase`; fills in defaults as `validateRunPhase` does. */
export declare function isRunPhase(value: unknown, options?: ValidateOptions): value is RunPhase;

/** Validates a value as a `RunPhaseChangedEvent`. */
export declare function validateRunPhaseChangedEvent(value: unknown, options?: ValidateOptions): ValidationResult<RunPhaseChangedEvent>;
/** Whether a value is a `RunPhaseChangedEvent`; fills in defaults as `validateRunPhaseChangedEvent` does. */
export declare function isRunPhaseChangedEvent(value: unknown, options?: ValidateOptions): value is RunPhaseChangedEvent;

/** Validates a value as a `RunStartedEvent`. */
export declare function validateRunStartedEvent(value: unknown, options?: ValidateOptions): ValidationResult<RunStartedEvent>;
/** Whether a value is a `RunStartedEvent`; fills in defaults as `validateRunStartedEvent` does. */
export declare function isRunStartedEvent(value: unknown, options?: ValidateOptions): value is RunStartedEvent;

/** Validates a value as a `RunSteerCommand`. */
export declare function validateRunSteerCommand(value: unknown, options?: ValidateOptions): ValidationResult<RunSteerCommand>;
/** Whether a value is a `RunSteerCommand`; fills in defaults as `validateRunSteerCommand` does. */
export declare function isRunSteerCommand(value: unknown, options?: ValidateOptions): value is RunSteerCommand;

/** Validates a value as a `RunSteerResult`. */
export declare function validateRunSteerResult(value: unknown, options?: ValidateOptions): ValidationResult<RunSteerResult>;
/** Whether a value is a `RunSteerResult`; fills in defaults as `validateRunSteerResult` does. */
export declare function isRunSteerResult(value: unknown, options?: ValidateOptions): value is RunSteerResult;

/** Validates a value as a `RunSteeredEvent`. */
export declare function validateRunSteeredEvent(value: unknown, options?: ValidateOptions): ValidationResult<RunSteeredEvent>;
/** Whether a value is a `RunSteeredEvent`; fills in defaults as `validateRunSteeredEvent` does. */
export declare function isRunSteeredEvent(value: unknown, options?: ValidateOptions): value is RunSteeredEvent;

/** Validates a value as a `RuntimeCapabilitiesCommand`. */
export declare function validateRuntimeCapabilitiesCommand(value: unknown, options?: ValidateOptions): ValidationResult<RuntimeCapabilitiesCommand>;
/** Whether a value is a `RuntimeCapabilitiesCommand`; fills in defaults as `validateRuntimeCapabilitiesCommand` does. */
export declare function isRuntimeCapabilitiesCommand(value: unknown, options?: ValidateOptions): value is RuntimeCapabilitiesCommand;

/** Validates a value as a `RuntimeCapabilitiesResult`. */
export declare function validateRuntimeCapabilitiesResult(value: unknown, options?: ValidateOptions): ValidationResult<RuntimeCapabilitiesResult>;
/** Whether a value is a `RuntimeCapabilitiesResult`; fills in defaults as `validateRuntimeCapabilitiesResult` does. */
export declare function isRuntimeCapabilitiesResult(value: unknown, options?: ValidateOptions): value is RuntimeCapabilitiesResult;

/** Validates a value as a `RuntimeEventAppendedEvent`. */
export declare function validateRuntimeEventAppendedEvent(value: unknown, options?: ValidateOptions): ValidationResult<RuntimeEventAppendedEvent>;
/** Whether a value is a `RuntimeEventAppendedEvent`; fills in defaults as `validateRuntimeEventAppendedEvent` does. */
export declare function isRuntimeEventAppendedEvent(value: unknown, options?: ValidateOptions): value is RuntimeEventAppendedEvent;

/** Validates a value as a `RuntimeEventRecord`. */
export declare function validateRuntimeEventRecord(value: unknown, options?: ValidateOptions): ValidationResult<RuntimeEventRecord>;
/** Whether a value is a `RuntimeEventRecord`; fills in defaults as `validateRuntimeEventRecord` does. */
export declare function isRuntimeEventRecord(value: unknown, options?: ValidateOptions): value is RuntimeEventRecord;

/** Validates a value as a `RuntimeFeatureFlags`. */
export declare function validateRuntimeFeatureFlags(value: unknown, options?: ValidateOptions): ValidationResult<RuntimeFeatureFlags>;
/** Whether a value is a `RuntimeFeatureFlags`; fills in defaults as `validateRuntimeFeatureFlags` does. */
export declare function isRuntimeFeatureFlags(value: unknown, options?: ValidateOptions): value is RuntimeFeatureFlags;

/** Validates a value as a `RuntimeMode`. */
export declare function validateRuntimeMode(value: unknown, options?: ValidateOptions): ValidationResult<RuntimeMode>;
/** Whether a value is a `RuntimeMode`; fills in defaults as `validateRuntimeMode` does. */
export declare function isRuntimeMode(value: unknown, options?: ValidateOptions): value is RuntimeMode;

/** Validates a value as a `RuntimeSandboxStatus`. */
export declare function validateRuntimeSandboxStatus(value: unknown, options?: ValidateOptions): ValidationResult<RuntimeSandboxStatus>;
/** Whether a value is a `RuntimeSandboxStatus`; fills in defaults as `validateRuntimeSandboxStatus` does. */
export declare function isRuntimeSandboxStatus(value: unknown, options?: ValidateOptions): value is RuntimeSandboxStatus;

/** Validates a value as a `SandboxCapability`. */
export declare function validateSandboxCapability(value: unknown, options?: ValidateOptions): ValidationResult<SandboxCapability>;
/** Whether a value is a `SandboxCapability`; fills in defaults as `validateSandboxCapability` does. */
export declare function isSandboxCapability(value: unknown, options?: ValidateOptions): value is SandboxCapability;

/** Validates a value as a `SandboxEnforcement`. */
export declare function validateSandboxEnforcement(value: unknown, options?: ValidateOptions): ValidationResult<SandboxEnforcement>;
/** Whether a value is a `SandboxEnforcement`; fills in defaults as `validateSandboxEnforcement` does. */
export declare function isSandboxEnforcement(value: unknown, options?: ValidateOptions): value is SandboxEnforcement;

/** Validates a value as a `SandboxKind`. */
export declare function validateSandboxKind(value: unknown, options?: ValidateOptions): ValidationResult<SandboxKind>;
/** Whether a value is a `SandboxKind`; fills in defaults as `validateSandboxKind` does. */
export declare function isSandboxKind(value: unknown, options?: ValidateOptions): value is SandboxKind;

/** Validates a value as a `SandboxState`. */
export declare function validateSandboxState(value: unknown, options?: ValidateOptions): ValidationResult<SandboxState>;
/** Whether a value is a `SandboxState`; fills in defaults as `validateSandboxState` does. */
export declare function isSandboxState(value: unknown, options?: ValidateOptions): value is SandboxState;

/** Validates a value as a `SessionAuthorityResult`. */
export declare function validateSessionAuthorityResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionAuthorityResult>;
/** Whether a value is a `SessionAuthorityResult`; fills in defaults as `validateSessionAuthorityResult` does. */
export declare function isSessionAuthorityResult(value: unknown, options?: ValidateOptions): value is SessionAuthorityResult;

/** Validates a value as a `SessionCheckpointsCommand`. */
export declare function validateSessionCheckpointsCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionCheckpointsCommand>;
/** Whether a value is a `SessionCheckpointsCommand`; fills in defaults as `validateSessionCheckpointsCommand` does. */
export declare function isSessionCheckpointsCommand(value: unknown, options?: ValidateOptions): value is SessionCheckpointsCommand;

/** Validates a value as a `SessionCheckpointsResult`. */
export declare function validateSessionCheckpointsResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionCheckpointsResult>;
/** Whether a value is a `SessionCheckpointsResult`; fills in defaults as `validateSessionCheckpointsResult` does. */
export declare function isSessionCheckpointsResult(value: unknown, options?: ValidateOptions): value is SessionCheckpointsResult;

/** Validates a value as a `SessionCloseCommand`. */
export declare function validateSessionCloseCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionCloseCommand>;
/** Whether a value is a `SessionCloseCommand`; fills in defaults as `validateSessionCloseCommand` does. */
export declare function isSessionCloseCommand(value: unknown, options?: ValidateOptions): value is SessionCloseCommand;

/** Validates a value as a `SessionCloseResult`. */
export declare function validateSessionCloseResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionCloseResult>;
/** Whether a value is a `SessionCloseResult`; fills in defaults as `validateSessionCloseResult` does. */
export declare function isSessionCloseResult(value: unknown, options?: ValidateOptions): value is SessionCloseResult;

/** Validates a value as a `SessionClosedEvent`. */
export declare function validateSessionClosedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionClosedEvent>;
/** Whether a value is a `SessionClosedEvent`; fills in defaults as `validateSessionClosedEvent` does. */
export declare function isSessionClosedEvent(value: unknown, options?: ValidateOptions): value is SessionClosedEvent;

/** Validates a value as a `SessionCompactCommand`. */
export declare function validateSessionCompactCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionCompactCommand>;
/** Whether a value is a `SessionCompactCommand`; fills in defaults as `validateSessionCompactCommand` does. */
export declare function isSessionCompactCommand(value: unknown, options?: ValidateOptions): value is SessionCompactCommand;

/** Validates a value as a `SessionCompactResult`. */
export declare function validateSessionCompactResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionCompactResult>;
/** Whether a value is a `SessionCompactResult`; fills in defaults as `validateSessionCompactResult` does. */
export declare function isSessionCompactResult(value: unknown, options?: ValidateOptions): value is SessionCompactResult;

/** Validates a value as a `SessionContextCommand`. */
export declare function validateSessionContextCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionContextCommand>;
/** Whether a value is a `SessionContextCommand`; fills in defaults as `validateSessionContextCommand` does. */
export declare function isSessionContextCommand(value: unknown, options?: ValidateOptions): value is SessionContextCommand;

/** Validates a value as a `SessionContextResult`. */
export declare function validateSessionContextResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionContextResult>;
/** Whether a value is a `SessionContextResult`; fills in defaults as `validateSessionContextResult` does. */
export declare function isSessionContextResult(value: unknown, options?: ValidateOptions): value is SessionContextResult;

/** Validates a value as a `SessionCreateCommand`. */
export declare function validateSessionCreateCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionCreateCommand>;
/** Whether a value is a `SessionCreateCommand`; fills in defaults as `validateSessionCreateCommand` does. */
export declare function isSessionCreateCommand(value: unknown, options?: ValidateOptions): value is SessionCreateCommand;

/** Validates a value as a `SessionCreateResult`. */
export declare function validateSessionCreateResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionCreateResult>;
/** Whether a value is a `SessionCreateResult`; fills in defaults as `validateSessionCreateResult` does. */
export declare function isSessionCreateResult(value: unknown, options?: ValidateOptions): value is SessionCreateResult;

/** Validates a value as a `SessionCreatedEvent`. */
export declare function validateSessionCreatedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionCreatedEvent>;
/** Whether a value is a `SessionCreatedEvent`; fills in defaults as `validateSessionCreatedEvent` does. */
export declare function isSessionCreatedEvent(value: unknown, options?: ValidateOptions): value is SessionCreatedEvent;

/** Validates a value as a `SessionDeleteCommand`. */
export declare function validateSessionDeleteCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionDeleteCommand>;
/** Whether a value is a `SessionDeleteCommand`; fills in defaults as `validateSessionDeleteCommand` does. */
export declare function isSessionDeleteCommand(value: unknown, options?: ValidateOptions): value is SessionDeleteCommand;

/** Validates a value as a `SessionDeleteResult`. */
export declare function validateSessionDeleteResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionDeleteResult>;
/** Whether a value is a `SessionDeleteResult`; fills in defaults as `validateSessionDeleteResult` does. */
export declare function isSessionDeleteResult(value: unknown, options?: ValidateOptions): value is SessionDeleteResult;

/** Validates a value as a `SessionDeletedEvent`. */
export declare function validateSessionDeletedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionDeletedEvent>;
/** Whether a value is a `SessionDeletedEvent`; fills in defaults as `validateSessionDeletedEvent` does. */
export declare function isSessionDeletedEvent(value: unknown, options?: ValidateOptions): value is SessionDeletedEvent;

/** Validates a value as a `SessionExecuteCommand`. */
export declare function validateSessionExecuteCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionExecuteCommand>;
/** Whether a value is a `SessionExecuteCommand`; fills in defaults as `validateSessionExecuteCommand` does. */
export declare function isSessionExecuteCommand(value: unknown, options?: ValidateOptions): value is SessionExecuteCommand;

/** Validates a value as a `SessionExportCommand`. */
export declare function validateSessionExportCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionExportCommand>;
/** Whether a value is a `SessionExportCommand`; fills in defaults as `validateSessionExportCommand` does. */
export declare function isSessionExportCommand(value: unknown, options?: ValidateOptions): value is SessionExportCommand;

/** Validates a value as a `SessionExportResult`. */
export declare function validateSessionExportResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionExportResult>;
/** Whether a value is a `SessionExportResult`; fills in defaults as `validateSessionExportResult` does. */
export declare function isSessionExportResult(value: unknown, options?: ValidateOptions): value is SessionExportResult;

/** Validates a value as a `SessionForkCommand`. */
export declare function validateSessionForkCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionForkCommand>;
/** Whether a value is a `SessionForkCommand`; fills in defaults as `validateSessionForkCommand` does. */
export declare function isSessionForkCommand(value: unknown, options?: ValidateOptions): value is SessionForkCommand;

/** Validates a value as a `SessionForkResult`. */
export declare function validateSessionForkResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionForkResult>;
/** Whether a value is a `SessionForkResult`; fills in defaults as `validateSessionForkResult` does. */
export declare function isSessionForkResult(value: unknown, options?: ValidateOptions): value is SessionForkResult;

/** Validates a value as a `SessionForkedEvent`. */
export declare function validateSessionForkedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionForkedEvent>;
/** Whether a value is a `SessionForkedEvent`; fills in defaults as `validateSessionForkedEvent` does. */
export declare function isSessionForkedEvent(value: unknown, options?: ValidateOptions): value is SessionForkedEvent;

/** Validates a value as a `SessionGetAuthorityCommand`. */
export declare function validateSessionGetAuthorityCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionGetAuthorityCommand>;
/** Whether a value is a `SessionGetAuthorityCommand`; fills in defaults as `validateSessionGetAuthorityCommand` does. */
export declare function isSessionGetAuthorityCommand(value: unknown, options?: ValidateOptions): value is SessionGetAuthorityCommand;

/** Validates a value as a `SessionGetHistoryCommand`. */
export declare function validateSessionGetHistoryCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionGetHistoryCommand>;
/** Whether a value is a `SessionGetHistoryCommand`; fills in defaults as `validateSessionGetHistoryCommand` does. */
export declare function isSessionGetHistoryCommand(value: unknown, options?: ValidateOptions): value is SessionGetHistoryCommand;

/** Validates a value as a `SessionGetHistoryResult`. */
export declare function validateSessionGetHistoryResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionGetHistoryResult>;
/** Whether a value is a `SessionGetHistoryResult`; fills in defaults as `validateSessionGetHistoryResult` does. */
export declare function isSessionGetHistoryResult(value: unknown, options?: ValidateOptions): value is SessionGetHistoryResult;

/** Validates a value as a `SessionImportCommand`. */
export declare function validateSessionImportCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionImportCommand>;
/** Whether a value is a `SessionImportCommand`; fills in defaults as `validateSessionImportCommand` does. */
export declare function isSessionImportCommand(value: unknown, options?: ValidateOptions): value is SessionImportCommand;

/** Validates a value as a `SessionInfo`. */
export declare function validateSessionInfo(value: unknown, options?: ValidateOptions): ValidationResult<SessionInfo>;
/** Whether a value is a `SessionInfo`; fills in defaults as `validateSessionInfo` does. */
export declare function isSessionInfo(value: unknown, options?: ValidateOptions): value is SessionInfo;

/** Validates a value as a `SessionInterruptedEvent`. */
export declare function validateSessionInterruptedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionInterruptedEvent>;
/** Whether a value is a `SessionInterruptedEvent`; fills in defaults as `validateSessionInterruptedEvent` does. */
export declare function isSessionInterruptedEvent(value: unknown, options?: ValidateOptions): value is SessionInterruptedEvent;

/** Validates a value as a `SessionListCommand`. */
export declare function validateSessionListCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionListCommand>;
/** Whether a value is a `SessionListCommand`; fills in defaults as `validateSessionListCommand` does. */
export declare function isSessionListCommand(value: unknown, options?: ValidateOptions): value is SessionListCommand;

/** Validates a value as a `SessionListQueueCommand`. */
export declare function validateSessionListQueueCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionListQueueCommand>;
/** Whether a value is a `SessionListQueueCommand`; fills in defaults as `validateSessionListQueueCommand` does. */
export declare function isSessionListQueueCommand(value: unknown, options?: ValidateOptions): value is SessionListQueueCommand;

/** Validates a value as a `SessionListResult`. */
export declare function validateSessionListResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionListResult>;
/** Whether a value is a `SessionListResult`; fills in defaults as `validateSessionListResult` does. */
export declare function isSessionListResult(value: unknown, options?: ValidateOptions): value is SessionListResult;

/** Validates a value as a `SessionMessageReceivedEvent`. */
export declare function validateSessionMessageReceivedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionMessageReceivedEvent>;
/** Whether a value is a `SessionMessageReceivedEvent`; fills in defaults as `validateSessionMessageReceivedEvent` does. */
export declare function isSessionMessageReceivedEvent(value: unknown, options?: ValidateOptions): value is SessionMessageReceivedEvent;

/** Validates a value as a `SessionMode`. */
export declare function validateSessionMode(value: unknown, options?: ValidateOptions): ValidationResult<SessionMode>;
/** Whether a value is a `SessionMode`; fills in defaults as `validateSessionMode` does. */
export declare function isSessionMode(value: unknown, options?: ValidateOptions): value is SessionMode;

/** Validates a value as a `SessionNavigateCommand`. */
export declare function validateSessionNavigateCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionNavigateCommand>;
/** Whether a value is a `SessionNavigateCommand`; fills in defaults as `validateSessionNavigateCommand` does. */
export declare function isSessionNavigateCommand(value: unknown, options?: ValidateOptions): value is SessionNavigateCommand;

/** Validates a value as a `SessionQueueMessageCommand`. */
export declare function validateSessionQueueMessageCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionQueueMessageCommand>;
/** Whether a value is a `SessionQueueMessageCommand`; fills in defaults as `validateSessionQueueMessageCommand` does. */
export declare function isSessionQueueMessageCommand(value: unknown, options?: ValidateOptions): value is SessionQueueMessageCommand;

/** Validates a value as a `SessionReloadCommand`. */
export declare function validateSessionReloadCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionReloadCommand>;
/** Whether a value is a `SessionReloadCommand`; fills in defaults as `validateSessionReloadCommand` does. */
export declare function isSessionReloadCommand(value: unknown, options?: ValidateOptions): value is SessionReloadCommand;

/** Validates a value as a `SessionRemoveQueuedMessageCommand`. */
export declare function validateSessionRemoveQueuedMessageCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionRemoveQueuedMessageCommand>;
/** Whether a value is a `SessionRemoveQueuedMessageCommand`; fills in defaults as `validateSessionRemoveQueuedMessageCommand` does. */
export declare function isSessionRemoveQueuedMessageCommand(value: unknown, options?: ValidateOptions): value is SessionRemoveQueuedMessageCommand;

/** Validates a value as a `SessionRenameCommand`. */
export declare function validateSessionRenameCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionRenameCommand>;
/** Whether a value is a `SessionRenameCommand`; fills in defaults as `validateSessionRenameCommand` does. */
export declare function isSessionRenameCommand(value: unknown, options?: ValidateOptions): value is SessionRenameCommand;

/** Validates a value as a `SessionRenameResult`. */
export declare function validateSessionRenameResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionRenameResult>;
/** Whether a value is a `SessionRenameResult`; fills in defaults as `validateSessionRenameResult` does. */
export declare function isSessionRenameResult(value: unknown, options?: ValidateOptions): value is SessionRenameResult;

/** Validates a value as a `SessionRenamedEvent`. */
export declare function validateSessionRenamedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionRenamedEvent>;
/** Whether a value is a `SessionRenamedEvent`; fills in defaults as `validateSessionRenamedEvent` does. */
export declare function isSessionRenamedEvent(value: unknown, options?: ValidateOptions): value is SessionRenamedEvent;

/** Validates a value as a `SessionResumeCommand`. */
export declare function validateSessionResumeCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionResumeCommand>;
/** Whether a value is a `SessionResumeCommand`; fills in defaults as `validateSessionResumeCommand` does. */
export declare function isSessionResumeCommand(value: unknown, options?: ValidateOptions): value is SessionResumeCommand;

/** Validates a value as a `SessionResumeResult`. */
export declare function validateSessionResumeResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionResumeResult>;
/** Whether a value is a `SessionResumeResult`; fills in defaults as `validateSessionResumeResult` does. */
export declare function isSessionResumeResult(value: unknown, options?: ValidateOptions): value is SessionResumeResult;

/** Validates a value as a `SessionResumedEvent`. */
export declare function validateSessionResumedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionResumedEvent>;
/** Whether a value is a `SessionResumedEvent`; fills in defaults as `validateSessionResumedEvent` does. */
export declare function isSessionResumedEvent(value: unknown, options?: ValidateOptions): value is SessionResumedEvent;

/** Validates a value as a `SessionRetryQueuedMessageCommand`. */
export declare function validateSessionRetryQueuedMessageCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionRetryQueuedMessageCommand>;
/** Whether a value is a `SessionRetryQueuedMessageCommand`; fills in defaults as `validateSessionRetryQueuedMessageCommand` does. */
export declare function isSessionRetryQueuedMessageCommand(value: unknown, options?: ValidateOptions): value is SessionRetryQueuedMessageCommand;

/** Validates a value as a `SessionRewindCommand`. */
export declare function validateSessionRewindCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionRewindCommand>;
/** Whether a value is a `SessionRewindCommand`; fills in defaults as `validateSessionRewindCommand` does. */
export declare function isSessionRewindCommand(value: unknown, options?: ValidateOptions): value is SessionRewindCommand;

/** Validates a value as a `SessionRewindPreviewCommand`. */
export declare function validateSessionRewindPreviewCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionRewindPreviewCommand>;
/** Whether a value is a `SessionRewindPreviewCommand`; fills in defaults as `validateSessionRewindPreviewCommand` does. */
export declare function isSessionRewindPreviewCommand(value: unknown, options?: ValidateOptions): value is SessionRewindPreviewCommand;

/** Validates a value as a `SessionRewindResult`. */
export declare function validateSessionRewindResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionRewindResult>;
/** Whether a value is a `SessionRewindResult`; fills in defaults as `validateSessionRewindResult` does. */
export declare function isSessionRewindResult(value: unknown, options?: ValidateOptions): value is SessionRewindResult;

/** Validates a value as a `SessionSendMessageCommand`. */
export declare function validateSessionSendMessageCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionSendMessageCommand>;
/** Whether a value is a `SessionSendMessageCommand`; fills in defaults as `validateSessionSendMessageCommand` does. */
export declare function isSessionSendMessageCommand(value: unknown, options?: ValidateOptions): value is SessionSendMessageCommand;

/** Validates a value as a `SessionSendMessageResult`. */
export declare function validateSessionSendMessageResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionSendMessageResult>;
/** Whether a value is a `SessionSendMessageResult`; fills in defaults as `validateSessionSendMessageResult` does. */
export declare function isSessionSendMessageResult(value: unknown, options?: ValidateOptions): value is SessionSendMessageResult;

/** Validates a value as a `SessionSetAuthorityCommand`. */
export declare function validateSessionSetAuthorityCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionSetAuthorityCommand>;
/** Whether a value is a `SessionSetAuthorityCommand`; fills in defaults as `validateSessionSetAuthorityCommand` does. */
export declare function isSessionSetAuthorityCommand(value: unknown, options?: ValidateOptions): value is SessionSetAuthorityCommand;

/** Validates a value as a `SessionSetModelCommand`. */
export declare function validateSessionSetModelCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionSetModelCommand>;
/** Whether a value is a `SessionSetModelCommand`; fills in defaults as `validateSessionSetModelCommand` does. */
export declare function isSessionSetModelCommand(value: unknown, options?: ValidateOptions): value is SessionSetModelCommand;

/** Validates a value as a `SessionSetThinkingCommand`. */
export declare function validateSessionSetThinkingCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionSetThinkingCommand>;
/** Whether a value is a `SessionSetThinkingCommand`; fills in defaults as `validateSessionSetThinkingCommand` does. */
export declare function isSessionSetThinkingCommand(value: unknown, options?: ValidateOptions): value is SessionSetThinkingCommand;

/** Validates a value as a `SessionStatus`. */
export declare function validateSessionStatus(value: unknown, options?: ValidateOptions): ValidationResult<SessionStatus>;
/** Whether a value is a `SessionStatus`; fills in defaults as `validateSessionStatus` does. */
export declare function isSessionStatus(value: unknown, options?: ValidateOptions): value is SessionStatus;

/** Validates a value as a `SessionTasksCommand`. */
export declare function validateSessionTasksCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionTasksCommand>;
/** Whether a value is a `SessionTasksCommand`; fills in defaults as `validateSessionTasksCommand` does. */
export declare function isSessionTasksCommand(value: unknown, options?: ValidateOptions): value is SessionTasksCommand;

/** Validates a value as a `SessionTasksResult`. */
export declare function validateSessionTasksResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionTasksResult>;
/** Whether a value is a `SessionTasksResult`; fills in defaults as `validateSessionTasksResult` does. */
export declare function isSessionTasksResult(value: unknown, options?: ValidateOptions): value is SessionTasksResult;

/** Validates a value as a `SessionTreeCommand`. */
export declare function validateSessionTreeCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionTreeCommand>;
/** Whether a value is a `SessionTreeCommand`; fills in defaults as `validateSessionTreeCommand` does. */
export declare function isSessionTreeCommand(value: unknown, options?: ValidateOptions): value is SessionTreeCommand;

/** Validates a value as a `SessionWaitingForInputEvent`. */
export declare function validateSessionWaitingForInputEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionWaitingForInputEvent>;
/** Whether a value is a `SessionWaitingForInputEvent`; fills in defaults as `validateSessionWaitingForInputEvent` does. */
export declare function isSessionWaitingForInputEvent(value: unknown, options?: ValidateOptions): value is SessionWaitingForInputEvent;

/** Validates a value as a `SkillInvokedEvent`. */
export declare function validateSkillInvokedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SkillInvokedEvent>;
/** Whether a value is a `SkillInvokedEvent`; fills in defaults as `validateSkillInvokedEvent` does. */
export declare function isSkillInvokedEvent(value: unknown, options?: ValidateOptions): value is SkillInvokedEvent;

/** Validates a value as a `StepFinishedEvent`. */
export declare function validateStepFinishedEvent(value: unknown, options?: ValidateOptions): ValidationResult<StepFinishedEvent>;
/** Whether a value is a `StepFinishedEvent`; fills in defaults as `validateStepFinishedEvent` does. */
export declare function isStepFinishedEvent(value: unknown, options?: ValidateOptions): value is StepFinishedEvent;

/** Validates a value as a `StepStartedEvent`. */
export declare function validateStepStartedEvent(value: unknown, options?: ValidateOptions): ValidationResult<StepStartedEvent>;
/** Whether a value is a `StepStartedEvent`; fills in defaults as `validateStepStartedEvent` does. */
export declare function isStepStartedEvent(value: unknown, options?: ValidateOptions): value is StepStartedEvent;

/** Validates a value as a `StrategyKind`. */
export declare function validateStrategyKind(value: unknown, options?: ValidateOptions): ValidationResult<StrategyKind>;
/** Whether a value is a `StrategyKind`; fills in defaults as `validateStrategyKind` does. */
export declare function isStrategyKind(value: unknown, options?: ValidateOptions): value is StrategyKind;

/** Validates a value as a `StrategyProposedEvent`. */
export declare function validateStrategyProposedEvent(value: unknown, options?: ValidateOptions): ValidationResult<StrategyProposedEvent>;
/** Whether a value is a `StrategyProposedEvent`; fills in defaults as `validateStrategyProposedEvent` does. */
export declare function isStrategyProposedEvent(value: unknown, options?: ValidateOptions): value is StrategyProposedEvent;

/** Validates a value as a `StrategyResolvedEvent`. */
export declare function validateStrategyResolvedEvent(value: unknown, options?: ValidateOptions): ValidationResult<StrategyResolvedEvent>;
/** Whether a value is a `StrategyResolvedEvent`; fills in defaults as `validateStrategyResolvedEvent` does. */
export declare function isStrategyResolvedEvent(value: unknown, options?: ValidateOptions): value is StrategyResolvedEvent;

/** Validates a value as a `SubagentFinishedEvent`. */
export declare function validateSubagentFinishedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SubagentFinishedEvent>;
/** Whether a value is a `SubagentFinishedEvent`; fills in defaults as `validateSubagentFinishedEvent` does. */
export declare function isSubagentFinishedEvent(value: unknown, options?: ValidateOptions): value is SubagentFinishedEvent;

/** Validates a value as a `SubagentStartedEvent`. */
export declare function validateSubagentStartedEvent(value: unknown, options?: ValidateOptions): ValidationResult<SubagentStartedEvent>;
/** Whether a value is a `SubagentStartedEvent`; fills in defaults as `validateSubagentStartedEvent` does. */
export declare function isSubagentStartedEvent(value: unknown, options?: ValidateOptions): value is SubagentStartedEvent;

/** Validates a value as a `TaskProfiledEvent`. */
export declare function validateTaskProfiledEvent(value: unknown, options?: ValidateOptions): ValidationResult<TaskProfiledEvent>;
/** Whether a value is a `TaskProfiledEvent`; fills in defaults as `validateTaskProfiledEvent` does. */
export declare function isTaskProfiledEvent(value: unknown, options?: ValidateOptions): value is TaskProfiledEvent;

/** Validates a value as a `ThinkingLevel`. */
export declare function validateThinkingLevel(value: unknown, options?: ValidateOptions): ValidationResult<ThinkingLevel>;
/** Whether a value is a `ThinkingLevel`; fills in defaults as `validateThinkingLevel` does. */
export declare function isThinkingLevel(value: unknown, options?: ValidateOptions): value is ThinkingLevel;

/** Validates a value as a `ThreadArchiveCommand`. */
export declare function validateThreadArchiveCommand(value: unknown, options?: ValidateOptions): ValidationResult<ThreadArchiveCommand>;
/** Whether a value is a `ThreadArchiveCommand`; fills in defaults as `validateThreadArchiveCommand` does. */
export declare function isThreadArchiveCommand(value: unknown, options?: ValidateOptions): value is ThreadArchiveCommand;

/** Validates a value as a `ThreadArchiveResult`. */
export declare function validateThreadArchiveResult(value: unknown, options?: ValidateOptions): ValidationResult<ThreadArchiveResult>;
/** Whether a value is a `ThreadArchiveResult`; fills in defaults as `validateThreadArchiveResult` does. */
export declare function isThreadArchiveResult(value: unknown, options?: ValidateOptions): value is ThreadArchiveResult;

/** Validates a value as a `ThreadCreateCommand`. */
export declare function validateThreadCreateCommand(value: unknown, options?: ValidateOptions): ValidationResult<ThreadCreateCommand>;
/** Whether a value is a `ThreadCreateCommand`; fills in defaults as `validateThreadCreateCommand` does. */
export declare function isThreadCreateCommand(value: unknown, options?: ValidateOptions): value is ThreadCreateCommand;

/** Validates a value as a `ThreadCreateResult`. */
export declare function validateThreadCreateResult(value: unknown, options?: ValidateOptions): ValidationResult<ThreadCreateResult>;
/** Whether a value is a `ThreadCreateResult`; fills in defaults as `validateThreadCreateResult` does. */
export declare function isThreadCreateResult(value: unknown, options?: ValidateOptions): value is ThreadCreateResult;

/** Validates a value as a `ThreadGetCommand`. */
export declare function validateThreadGetCommand(value: unknown, options?: ValidateOptions): ValidationResult<ThreadGetCommand>;
/** Whether a value is a `ThreadGetCommand`; fills in defaults as `validateThreadGetCommand` does. */
export declare function isThreadGetCommand(value: unknown, options?: ValidateOptions): value is ThreadGetCommand;

/** Validates a value as a `ThreadGetResult`. */
export declare function validateThreadGetResult(value: unknown, options?: ValidateOptions): ValidationResult<ThreadGetResult>;
/** Whether a value is a `ThreadGetResult`; fills in defaults as `validateThreadGetResult` does. */
export declare function isThreadGetResult(value: unknown, options?: ValidateOptions): value is ThreadGetResult;

/** Validates a value as a `ThreadListCommand`. */
export declare function validateThreadListCommand(value: unknown, options?: ValidateOptions): ValidationResult<ThreadListCommand>;
/** Whether a value is a `ThreadListCommand`; fills in defaults as `validateThreadListCommand` does. */
export declare function isThreadListCommand(value: unknown, options?: ValidateOptions): value is ThreadListCommand;

/** Validates a value as a `ThreadListResult`. */
export declare function validateThreadListResult(value: unknown, options?: ValidateOptions): ValidationResult<ThreadListResult>;
/** Whether a value is a `ThreadListResult`; fills in defaults as `validateThreadListResult` does. */
export declare function isThreadListResult(value: unknown, options?: ValidateOptions): value is ThreadListResult;

/** Validates a value as a `ThreadRecord`. */
export declare function validateThreadRecord(value: unknown, options?: ValidateOptions): ValidationResult<ThreadRecord>;
/** Whether a value is a `ThreadRecord`; fills in defaults as `validateThreadRecord` does. */
export declare function isThreadRecord(value: unknown, options?: ValidateOptions): value is ThreadRecord;

/** Validates a value as a `ThreadStatus`. */
export declare function validateThreadStatus(value: unknown, options?: ValidateOptions): ValidationResult<ThreadStatus>;
/** Whether a value is a `ThreadStatus`; fills in defaults as `validateThreadStatus` does. */
export declare function isThreadStatus(value: unknown, options?: ValidateOptions): value is ThreadStatus;

/** Validates a value as a `ThreadUpdateCommand`. */
export declare function validateThreadUpdateCommand(value: unknown, options?: ValidateOptions): ValidationResult<ThreadUpdateCommand>;
/** Whether a value is a `ThreadUpdateCommand`; fills in defaults as `validateThreadUpdateCommand` does. */
export declare function isThreadUpdateCommand(value: unknown, options?: ValidateOptions): value is ThreadUpdateCommand;

/** Validates a value as a `ThreadUpdateResult`. */
export declare function validateThreadUpdateResult(value: unknown, options?: ValidateOptions): ValidationResult<ThreadUpdateResult>;
/** Whether a value is a `ThreadUpdateResult`; fills in defaults as `validateThreadUpdateResult` does. */
export declare function isThreadUpdateResult(value: unknown, options?: ValidateOptions): value is ThreadUpdateResult;

/** Validates a value as a `ToolAction`. */
export declare function validateToolAction(value: unknown, options?: ValidateOptions): ValidationResult<ToolAction>;
/** Whether a value is a `ToolAction`; fills in defaults as `validateToolAction` does. */
export declare function isToolAction(value: unknown, options?: ValidateOptions): value is ToolAction;

/** Validates a value as a `ToolCallFailedEvent`. */
export declare function validateToolCallFailedEvent(value: unknown, options?: ValidateOptions): ValidationResult<ToolCallFailedEvent>;
/** Whether a value is a `ToolCallFailedEvent`; fills in defaults as `validateToolCallFailedEvent` does. */
export declare function isToolCallFailedEvent(value: unknown, options?: ValidateOptions): value is ToolCallFailedEvent;

/** Validates a value as a `ToolCallFinishedEvent`. */
export declare function validateToolCallFinishedEvent(value: unknown, options?: ValidateOptions): ValidationResult<ToolCallFinishedEvent>;
/** Whether a value is a `ToolCallFinishedEvent`; fills in defaults as `validateToolCallFinishedEvent` does. */
export declare function isToolCallFinishedEvent(value: unknown, options?: ValidateOptions): value is ToolCallFinishedEvent;

/** Validates a value as a `ToolCallProgressEvent`. */
export declare function validateToolCallProgressEvent(value: unknown, options?: ValidateOptions): ValidationResult<ToolCallProgressEvent>;
/** Whether a value is a `ToolCallProgressEvent`; fills in defaults as `validateToolCallProgressEvent` does. */
export declare function isToolCallProgressEvent(value: unknown, options?: ValidateOptions): value is ToolCallProgressEvent;

/** Validates a value as a `ToolCallStartedEvent`. */
export declare function validateToolCallStartedEvent(value: unknown, options?: ValidateOptions): ValidationResult<ToolCallStartedEvent>;
/** Whether a value is a `ToolCallStartedEvent`; fills in defaults as `validateToolCallStartedEvent` does. */
export declare function isToolCallStartedEvent(value: unknown, options?: ValidateOptions): value is ToolCallStartedEvent;

/** Validates a value as a `TurnGetCommand`. */
export declare function validateTurnGetCommand(value: unknown, options?: ValidateOptions): ValidationResult<TurnGetCommand>;
/** Whether a value is a `TurnGetCommand`; fills in defaults as `validateTurnGetCommand` does. */
export declare function isTurnGetCommand(value: unknown, options?: ValidateOptions): value is TurnGetCommand;

/** Validates a value as a `TurnGetResult`. */
export declare function validateTurnGetResult(value: unknown, options?: ValidateOptions): ValidationResult<TurnGetResult>;
/** Whether a value is a `TurnGetResult`; fills in defaults as `validateTurnGetResult` does. */
export declare function isTurnGetResult(value: unknown, options?: ValidateOptions): value is TurnGetResult;

/** Validates a value as a `TurnInspectCommand`. */
export declare function validateTurnInspectCommand(value: unknown, options?: ValidateOptions): ValidationResult<TurnInspectCommand>;
/** Whether a value is a `TurnInspectCommand`; fills in defaults as `validateTurnInspectCommand` does. */
export declare function isTurnInspectCommand(value: unknown, options?: ValidateOptions): value is TurnInspectCommand;

/** Validates a value as a `TurnInspectResult`. */
export declare function validateTurnInspectResult(value: unknown, options?: ValidateOptions): ValidationResult<TurnInspectResult>;
/** Whether a value is a `TurnInspectResult`; fills in defaults as `validateTurnInspectResult` does. */
export declare function isTurnInspectResult(value: unknown, options?: ValidateOptions): value is TurnInspectResult;

/** Validates a value as a `TurnInterruptCommand`. */
export declare function validateTurnInterruptCommand(value: unknown, options?: ValidateOptions): ValidationResult<TurnInterruptCommand>;
/** Whether a value is a `TurnInterruptCommand`; fills in defaults as `validateTurnInterruptCommand` does. */
export declare function isTurnInterruptCommand(value: unknown, options?: ValidateOptions): value is TurnInterruptCommand;

/** Validates a value as a `TurnInterruptResult`. */
export declare function validateTurnInterruptResult(value: unknown, options?: ValidateOptions): ValidationResult<TurnInterruptResult>;
/** Whether a value is a `TurnInterruptResult`; fills in defaults as `validateTurnInterruptResult` does. */
export declare function isTurnInterruptResult(value: unknown, options?: ValidateOptions): value is TurnInterruptResult;

/** Validates a value as a `TurnItemKind`. */
export declare function validateTurnItemKind(value: unknown, options?: ValidateOptions): ValidationResult<TurnItemKind>;
/** Whether a value is a `TurnItemKind`; fills in defaults as `validateTurnItemKind` does. */
export declare function isTurnItemKind(value: unknown, options?: ValidateOptions): value is TurnItemKind;

/** Validates a value as a `TurnItemRecord`. */
export declare function validateTurnItemRecord(value: unknown, options?: ValidateOptions): ValidationResult<TurnItemRecord>;
/** Whether a value is a `TurnItemRecord`; fills in defaults as `validateTurnItemRecord` does. */
export declare function isTurnItemRecord(value: unknown, options?: ValidateOptions): value is TurnItemRecord;

/** Validates a value as a `TurnItemsCommand`. */
export declare function validateTurnItemsCommand(value: unknown, options?: ValidateOptions): ValidationResult<TurnItemsCommand>;
/** Whether a value is a `TurnItemsCommand`; fills in defaults as `validateTurnItemsCommand` does. */
export declare function isTurnItemsCommand(value: unknown, options?: ValidateOptions): value is TurnItemsCommand;

/** Validates a value as a `TurnItemsResult`. */
export declare function validateTurnItemsResult(value: unknown, options?: ValidateOptions): ValidationResult<TurnItemsResult>;
/** Whether a value is a `TurnItemsResult`; fills in defaults as `validateTurnItemsResult` does. */
export declare function isTurnItemsResult(value: unknown, options?: ValidateOptions): value is TurnItemsResult;

/** Validates a value as a `TurnListCommand`. */
export declare function validateTurnListCommand(value: unknown, options?: ValidateOptions): ValidationResult<TurnListCommand>;
/** Whether a value is a `TurnListCommand`; fills in defaults as `validateTurnListCommand` does. */
export declare function isTurnListCommand(value: unknown, options?: ValidateOptions): value is TurnListCommand;

/** Validates a value as a `TurnListResult`. */
export declare function validateTurnListResult(value: unknown, options?: ValidateOptions): ValidationResult<TurnListResult>;
/** Whether a value is a `TurnListResult`; fills in defaults as `validateTurnListResult` does. */
export declare function isTurnListResult(value: unknown, options?: ValidateOptions): value is TurnListResult;

/** Validates a value as a `TurnRecord`. */
export declare function validateTurnRecord(value: unknown, options?: ValidateOptions): ValidationResult<TurnRecord>;
/** Whether a value is a `TurnRecord`; fills in defaults as `validateTurnRecord` does. */
export declare function isTurnRecord(value: unknown, options?: ValidateOptions): value is TurnRecord;

/** Validates a value as a `TurnStartCommand`. */
export declare function validateTurnStartCommand(value: unknown, options?: ValidateOptions): ValidationResult<TurnStartCommand>;
/** Whether a value is a `TurnStartCommand`; fills in defaults as `validateTurnStartCommand` does. */
export declare function isTurnStartCommand(value: unknown, options?: ValidateOptions): value is TurnStartCommand;

/** Validates a value as a `TurnStartResult`. */
export declare function validateTurnStartResult(value: unknown, options?: ValidateOptions): ValidationResult<TurnStartResult>;
/** Whether a value is a `TurnStartResult`; fills in defaults as `validateTurnStartResult` does. */
export declare function isTurnStartResult(value: unknown, options?: ValidateOptions): value is TurnStartResult;

/** Validates a value as a `TurnStatus`. */
export declare function validateTurnStatus(value: unknown, options?: ValidateOptions): ValidationResult<TurnStatus>;
/** Whether a value is a `TurnStatus`; fills in defaults as `validateTurnStatus` does. */
export declare function isTurnStatus(value: unknown, options?: ValidateOptions): value is TurnStatus;

/** Validates a value as a `TurnSteerCommand`. */
export declare function validateTurnSteerCommand(value: unknown, options?: ValidateOptions): ValidationResult<TurnSteerCommand>;
/** Whether a value is a `TurnSteerCommand`; fills in defaults as `validateTurnSteerCommand` does. */
export declare function isTurnSteerCommand(value: unknown, options?: ValidateOptions): value is TurnSteerCommand;

/** Validates a value as a `TurnSteerResult`. */
export declare function validateTurnSteerResult(value: unknown, options?: ValidateOptions): ValidationResult<TurnSteerResult>;
/** Whether a value is a `TurnSteerResult`; fills in defaults as `validateTurnSteerResult` does. */
export declare function isTurnSteerResult(value: unknown, options?: ValidateOptions): value is TurnSteerResult;

/** Validates a value as a `UsagePurpose`. */
export declare function validateUsagePurpose(value: unknown, options?: ValidateOptions): ValidationResult<UsagePurpose>;
/** Whether a value is a `UsagePurpose`; fills in defaults as `validateUsagePurpose` does. */
export declare function isUsagePurpose(value: unknown, options?: ValidateOptions): value is UsagePurpose;

/** Validates a value as a `UserQuestionAskedEvent`. */
export declare function validateUserQuestionAskedEvent(value: unknown, options?: ValidateOptions): ValidationResult<UserQuestionAskedEvent>;
/** Whether a value is a `UserQuestionAskedEvent`; fills in defaults as `validateUserQuestionAskedEvent` does. */
export declare function isUserQuestionAskedEvent(value: unknown, options?: ValidateOptions): value is UserQuestionAskedEvent;

/** Validates a value as a `UserQuestionRespondCommand`. */
export declare function validateUserQuestionRespondCommand(value: unknown, options?: ValidateOptions): ValidationResult<UserQuestionRespondCommand>;
/** Whether a value is a `UserQuestionRespondCommand`; fills in defaults as `validateUserQuestionRespondCommand` does. */
export declare function isUserQuestionRespondCommand(value: unknown, options?: ValidateOptions): value is UserQuestionRespondCommand;

/** Validates a value as a `UserQuestionRespondResult`. */
export declare function validateUserQuestionRespondResult(value: unknown, options?: ValidateOptions): ValidationResult<UserQuestionRespondResult>;
/** Whether a value is a `UserQuestionRespondResult`; fills in defaults as `validateUserQuestionRespondResult` does. */
export declare function isUserQuestionRespondResult(value: unknown, options?: ValidateOptions): value is UserQuestionRespondResult;

/** Validates a value as a `VerificationCompletedEvent`. */
export declare function validateVerificationCompletedEvent(value: unknown, options?: ValidateOptions): ValidationResult<VerificationCompletedEvent>;
/** Whether a value is a `VerificationCompletedEvent`; fills in defaults as `validateVerificationCompletedEvent` does. */
export declare function isVerificationCompletedEvent(value: unknown, options?: ValidateOptions): value is VerificationCompletedEvent;

/** Validates a value as a `VerificationFailedEvent`. */
export declare function validateVerificationFailedEvent(value: unknown, options?: ValidateOptions): ValidationResult<VerificationFailedEvent>;
/** Whether a value is a `VerificationFailedEvent`; fills in defaults as `validateVerificationFailedEvent` does. */
export declare function isVerificationFailedEvent(value: unknown, options?: ValidateOptions): value is VerificationFailedEvent;

/** Validates a value as a `WebLaunchCommand`. */
export declare function validateWebLaunchCommand(value: unknown, options?: ValidateOptions): ValidationResult<WebLaunchCommand>;
/** Whether a value is a `WebLaunchCommand`; fills in defaults as `validateWebLaunchCommand` does. */
export declare function isWebLaunchCommand(value: unknown, options?: ValidateOptions): value is WebLaunchCommand;

/** Validates a value as a `WindowsForcedSandbox`. */
export declare function validateWindowsForcedSandbox(value: unknown, options?: ValidateOptions): ValidationResult<WindowsForcedSandbox>;
/** Whether a value is a `WindowsForcedSandbox`; fills in defaults as `validateWindowsForcedSandbox` does. */
export declare function isWindowsForcedSandbox(value: unknown, options?: ValidateOptions): value is WindowsForcedSandbox;

/** Validates a value as a `WireFormat`. */
export declare function validateWireFormat(value: unknown, options?: ValidateOptions): ValidationResult<WireFormat>;
/** Whether a value is a `WireFormat`; fills in defaults as `validateWireFormat` does. */
export declare function isWireFormat(value: unknown, options?: ValidateOptions): value is WireFormat;

/** Validates a value as a `WorkerApplyCommand`. */
export declare function validateWorkerApplyCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkerApplyCommand>;
/** Whether a value is a `WorkerApplyCommand`; fills in defaults as `validateWorkerApplyCommand` does. */
export declare function isWorkerApplyCommand(value: unknown, options?: ValidateOptions): value is WorkerApplyCommand;

/** Validates a value as a `WorkerApplyResult`. */
export declare function validateWorkerApplyResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkerApplyResult>;
/** Whether a value is a `WorkerApplyResult`; fills in defaults as `validateWorkerApplyResult` does. */
export declare function isWorkerApplyResult(value: unknown, options?: ValidateOptions): value is WorkerApplyResult;

/** Validates a value as a `WorkerCancelCommand`. */
export declare function validateWorkerCancelCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkerCancelCommand>;
/** Whether a value is a `WorkerCancelCommand`; fills in defaults as `validateWorkerCancelCommand` does. */
export declare function isWorkerCancelCommand(value: unknown, options?: ValidateOptions): value is WorkerCancelCommand;

/** Validates a value as a `WorkerCancelResult`. */
export declare function validateWorkerCancelResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkerCancelResult>;
/** Whether a value is a `WorkerCancelResult`; fills in defaults as `validateWorkerCancelResult` does. */
export declare function isWorkerCancelResult(value: unknown, options?: ValidateOptions): value is WorkerCancelResult;

/** Validates a value as a `WorkerEventsCommand`. */
export declare function validateWorkerEventsCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkerEventsCommand>;
/** Whether a value is a `WorkerEventsCommand`; fills in defaults as `validateWorkerEventsCommand` does. */
export declare function isWorkerEventsCommand(value: unknown, options?: ValidateOptions): value is WorkerEventsCommand;

/** Validates a value as a `WorkerEventsResult`. */
export declare function validateWorkerEventsResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkerEventsResult>;
/** Whether a value is a `WorkerEventsResult`; fills in defaults as `validateWorkerEventsResult` does. */
export declare function isWorkerEventsResult(value: unknown, options?: ValidateOptions): value is WorkerEventsResult;

/** Validates a value as a `WorkerFollowupCommand`. */
export declare function validateWorkerFollowupCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkerFollowupCommand>;
/** Whether a value is a `WorkerFollowupCommand`; fills in defaults as `validateWorkerFollowupCommand` does. */
export declare function isWorkerFollowupCommand(value: unknown, options?: ValidateOptions): value is WorkerFollowupCommand;

/** Validates a value as a `WorkerFollowupResult`. */
export declare function validateWorkerFollowupResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkerFollowupResult>;
/** Whether a value is a `WorkerFollowupResult`; fills in defaults as `validateWorkerFollowupResult` does. */
export declare function isWorkerFollowupResult(value: unknown, options?: ValidateOptions): value is WorkerFollowupResult;

/** Validates a value as a `WorkerListCommand`. */
export declare function validateWorkerListCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkerListCommand>;
/** Whether a value is a `WorkerListCommand`; fills in defaults as `validateWorkerListCommand` does. */
export declare function isWorkerListCommand(value: unknown, options?: ValidateOptions): value is WorkerListCommand;

/** Validates a value as a `WorkerListResult`. */
export declare function validateWorkerListResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkerListResult>;
/** Whether a value is a `WorkerListResult`; fills in defaults as `validateWorkerListResult` does. */
export declare function isWorkerListResult(value: unknown, options?: ValidateOptions): value is WorkerListResult;

/** Validates a value as a `WorkerRetryCommand`. */
export declare function validateWorkerRetryCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkerRetryCommand>;
/** Whether a value is a `WorkerRetryCommand`; fills in defaults as `validateWorkerRetryCommand` does. */
export declare function isWorkerRetryCommand(value: unknown, options?: ValidateOptions): value is WorkerRetryCommand;

/** Validates a value as a `WorkerRetryResult`. */
export declare function validateWorkerRetryResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkerRetryResult>;
/** Whether a value is a `WorkerRetryResult`; fills in defaults as `validateWorkerRetryResult` does. */
export declare function isWorkerRetryResult(value: unknown, options?: ValidateOptions): value is WorkerRetryResult;

/** Validates a value as a `WorkerReviewCommand`. */
export declare function validateWorkerReviewCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkerReviewCommand>;
/** Whether a value is a `WorkerReviewCommand`; fills in defaults as `validateWorkerReviewCommand` does. */
export declare function isWorkerReviewCommand(value: unknown, options?: ValidateOptions): value is WorkerReviewCommand;

/** Validates a value as a `WorkerReviewResult`. */
export declare function validateWorkerReviewResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkerReviewResult>;
/** Whether a value is a `WorkerReviewResult`; fills in defaults as `validateWorkerReviewResult` does. */
export declare function isWorkerReviewResult(value: unknown, options?: ValidateOptions): value is WorkerReviewResult;

/** Validates a value as a `WorkerStartCommand`. */
export declare function validateWorkerStartCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkerStartCommand>;
/** Whether a value is a `WorkerStartCommand`; fills in defaults as `validateWorkerStartCommand` does. */
export declare function isWorkerStartCommand(value: unknown, options?: ValidateOptions): value is WorkerStartCommand;

/** Validates a value as a `WorkerStartResult`. */
export declare function validateWorkerStartResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkerStartResult>;
/** Whether a value is a `WorkerStartResult`; fills in defaults as `validateWorkerStartResult` does. */
export declare function isWorkerStartResult(value: unknown, options?: ValidateOptions): value is WorkerStartResult;

/** Validates a value as a `WorkerStatusCommand`. */
export declare function validateWorkerStatusCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkerStatusCommand>;
/** Whether a value is a `WorkerStatusCommand`; fills in defaults as `validateWorkerStatusCommand` does. */
export declare function isWorkerStatusCommand(value: unknown, options?: ValidateOptions): value is WorkerStatusCommand;

/** Validates a value as a `WorkerStatusResult`. */
export declare function validateWorkerStatusResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkerStatusResult>;
/** Whether a value is a `WorkerStatusResult`; fills in defaults as `validateWorkerStatusResult` does. */
export declare function isWorkerStatusResult(value: unknown, options?: ValidateOptions): value is WorkerStatusResult;

/** Validates a value as a `WorkflowFormat`. */
export declare function validateWorkflowFormat(value: unknown, options?: ValidateOptions): ValidationResult<WorkflowFormat>;
/** Whether a value is a `WorkflowFormat`; fills in defaults as `validateWorkflowFormat` does. */
export declare function isWorkflowFormat(value: unknown, options?: ValidateOptions): value is WorkflowFormat;

/** Validates a value as a `WorkflowGetCommand`. */
export declare function validateWorkflowGetCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkflowGetCommand>;
/** Whether a value is a `WorkflowGetCommand`; fills in defaults as `validateWorkflowGetCommand` does. */
export declare function isWorkflowGetCommand(value: unknown, options?: ValidateOptions): value is WorkflowGetCommand;

/** Validates a value as a `WorkflowGetResult`. */
export declare function validateWorkflowGetResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkflowGetResult>;
/** Whether a value is a `WorkflowGetResult`; fills in defaults as `validateWorkflowGetResult` does. */
export declare function isWorkflowGetResult(value: unknown, options?: ValidateOptions): value is WorkflowGetResult;

/** Validates a value as a `WorkflowListCommand`. */
export declare function validateWorkflowListCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkflowListCommand>;
/** Whether a value is a `WorkflowListCommand`; fills in defaults as `validateWorkflowListCommand` does. */
export declare function isWorkflowListCommand(value: unknown, options?: ValidateOptions): value is WorkflowListCommand;

/** Validates a value as a `WorkflowListResult`. */
export declare function validateWorkflowListResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkflowListResult>;
/** Whether a value is a `WorkflowListResult`; fills in defaults as `validateWorkflowListResult` does. */
export declare function isWorkflowListResult(value: unknown, options?: ValidateOptions): value is WorkflowListResult;

/** Validates a value as a `WorkflowStartCommand`. */
export declare function validateWorkflowStartCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkflowStartCommand>;
/** Whether a value is a `WorkflowStartCommand`; fills in defaults as `validateWorkflowStartCommand` does. */
export declare function isWorkflowStartCommand(value: unknown, options?: ValidateOptions): value is WorkflowStartCommand;

/** Validates a value as a `WorkflowStartResult`. */
export declare function validateWorkflowStartResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkflowStartResult>;
/** Whether a value is a `WorkflowStartResult`; fills in defaults as `validateWorkflowStartResult` does. */
export declare function isWorkflowStartResult(value: unknown, options?: ValidateOptions): value is WorkflowStartResult;

/** Validates a value as a `WorkspaceCommitCommand`. */
export declare function validateWorkspaceCommitCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkspaceCommitCommand>;
/** Whether a value is a `WorkspaceCommitCommand`; fills in defaults as `validateWorkspaceCommitCommand` does. */
export declare function isWorkspaceCommitCommand(value: unknown, options?: ValidateOptions): value is WorkspaceCommitCommand;

/** Validates a value as a `WorkspaceDiffCommand`. */
export declare function validateWorkspaceDiffCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkspaceDiffCommand>;
/** Whether a value is a `WorkspaceDiffCommand`; fills in defaults as `validateWorkspaceDiffCommand` does. */
export declare function isWorkspaceDiffCommand(value: unknown, options?: ValidateOptions): value is WorkspaceDiffCommand;

/** Validates a value as a `WorkspaceDiffResult`. */
export declare function validateWorkspaceDiffResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkspaceDiffResult>;
/** Whether a value is a `WorkspaceDiffResult`; fills in defaults as `validateWorkspaceDiffResult` does. */
export declare function isWorkspaceDiffResult(value: unknown, options?: ValidateOptions): value is WorkspaceDiffResult;

/** Validates a value as a `WorkspaceStageCommand`. */
export declare function validateWorkspaceStageCommand(value: unknown, options?: ValidateOptions): ValidationResult<WorkspaceStageCommand>;
/** Whether a value is a `WorkspaceStageCommand`; fills in defaults as `validateWorkspaceStageCommand` does. */
export declare function isWorkspaceStageCommand(value: unknown, options?: ValidateOptions): value is WorkspaceStageCommand;

/** Validates a value as a `WorkspaceTrust`. */
export declare function validateWorkspaceTrust(value: unknown, options?: ValidateOptions): ValidationResult<WorkspaceTrust>;
/** Whether a value is a `WorkspaceTrust`; fills in defaults as `validateWorkspaceTrust` does. */
export declare function isWorkspaceTrust(value: unknown, options?: ValidateOptions): value is WorkspaceTrust;

/**
 * Validates a value as a `ServerMessage` (a response or an event push). An event push
 * without `kind` is accepted, as the decoders accept it, and gets `kind: "event"`, so
 * `"kind" in m` tells an event push from a response. A response's `result` is checked with
 * `validateResult` and the method of its request. In the receive view an event of a type
 * this package does not know passes with `unknown` set (see `ReceiveResult`).
 */
export declare function validateServerMessage(value: unknown, options?: ExactView): ValidationResult<ServerMessage>;
export declare function validateServerMessage(value: unknown, options: ValidateOptions): ReceiveResult<ServerMessage>;
/** Whether a value is a `ServerMessage` (an event push of an unknown type is not). */
export declare function isServerMessage(value: unknown, options?: ValidateOptions): value is ServerMessage;
/** Parses one server frame (JSON text) as a `ServerMessage` as `validateServerMessage` does; never throws. */
export declare function parseServerMessage(line: string, options?: ExactView): ValidationResult<ServerMessage>;
export declare function parseServerMessage(line: string, options: ValidateOptions): ReceiveResult<ServerMessage>;

/**
 * Validates the `result` of a success response to a request for `method` against that
 * method's result type (`ResultOf<M>`); a response carries no method, so its request's
 * `method` ties the two. A method the contract documents no result for accepts any value.
 */
export declare function validateResult<M extends MethodName>(
  method: M,
  result: unknown,
  options?: ValidateOptions,
): ValidationResult<ResultOf<M>>;
