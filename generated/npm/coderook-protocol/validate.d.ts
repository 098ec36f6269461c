// Coderook wire protocol: TypeScript declarations generated from coderook-protocol.
// Do not edit: run `cargo run -p codegen -- generate`.

import type { AgentBackend, AgentDecisionEvent, AgentMessageEvent, AgentRepeatNoticeEvent, AgentRunCommand, AgentRunResult, AgentSettingsGetCommand, AgentSettingsSetCommand, AgentStuckEvent, ArtifactGcCommand, ArtifactListCommand, AttemptStatus, AuditDegradedEvent, AuthorityProfile, AuthoritySnapshot, BackgroundCancelCommand, BackgroundCancelResult, BackgroundGetCommand, BackgroundGetResult, BackgroundJobFinishedEvent, BackgroundJobInfo, BackgroundJobStartedEvent, BuiltinTool, CompactStatus, CompletionEvidence, ContextBudgetEvent, ContextCompactedEvent, ContextCompactionCommittedEvent, ContextCompactionStartedEvent, ContextCompactionSummaryEvent, ContextPrefixFingerprintEvent, ContextRepositoryEvent, ContextWorkingSetEvent, CoreAuthenticateCommand, CoreAuthenticateResult, CoreShutdownCommand, CoreStartedEvent, CoreWorkspaceChangedEvent, CredentialSource, DecisionIntent, DeliveryMode, DiagnosticsStatus, DiffScope, EventPushEnvelope, EventReplayCommand, EventReplayResult, EventSubscribeCommand, EventSubscribeResult, EventUnsubscribeCommand, EventUnsubscribeResult, ExportFormat, ExtensionNotificationEvent, ExtensionUiKind, ExtensionUiUpdatedEvent, FailureCategory, GoalActionResult, GoalClearCommand, GoalCompleteCommand, GoalContinueDecision, GoalContinueDecisionCommand, GoalContinueDecisionEvent, GoalContinueDecisionResult, GoalCreateCommand, GoalCreateResult, GoalEditCommand, GoalGetCommand, GoalGetResult, GoalListCommand, GoalListResult, GoalPauseCommand, GoalRecord, GoalResumeCommand, GoalStatus, GoalTimelineEntry, HookAuditInfo, HookConfigInfo, HookExecutedEvent, HookRerunCommand, HookRerunResult, HooksListCommand, HooksListResult, ImageArtifactInput, JsonValue, LlmAttemptFinishedEvent, LlmModelSelectedEvent, LlmReasoningEvent, LlmRequestPreparedEvent, LlmRetryEvent, LlmRouteSelectedEvent, LlmTokenEvent, LlmUsageEvent, LogLineEvent, LspDiagnosticsEvent, McpListCommand, McpListResult, McpServerInfo, MemoryAddCommand, MemoryAutoSave, MemoryDeleteCommand, MemoryDeleteResult, MemoryEditCommand, MemoryExpireCommand, MemoryInfo, MemoryListCommand, MemoryListResult, MemoryPinCommand, MemorySettingsGetCommand, MemorySettingsInfo, MemorySettingsSetCommand, MemoryType, MessagePhase, NotificationSeverity, PermissionDeniedEvent, PermissionGrantedEvent, PermissionMode, PermissionRequestedEvent, PermissionRespondCommand, PermissionRespondResult, PingCommand, PlanDecision, PlanReadyEvent, PlanResolvedEvent, PlanRespondCommand, PlanRespondResult, PlanStepState, PlanStepStatus, PlanUpdatedEvent, PongResult, ProjectActivateCommand, ProjectOpenCommand, QuestionMode, RecoveryAvailableEvent, RecoveryResolvedEvent, RetryKind, RouteReceipt, RunCancelCommand, RunCancelResult, RunFinishedEvent, RunKind, RunOutcome, RunPhase, RunPhaseChangedEvent, RunStartedEvent, RunSteerCommand, RunSteerResult, RunSteeredEvent, RuntimeCapabilitiesCommand, RuntimeCapabilitiesResult, RuntimeEventAppendedEvent, RuntimeEventRecord, RuntimeFeatureFlags, RuntimeMode, RuntimeSandboxStatus, SandboxCapability, SandboxEnforcement, SandboxKind, SandboxState, ServerMessage, SessionAuthorityResult, SessionCheckpointsCommand, SessionCheckpointsResult, SessionCloseCommand, SessionCloseResult, SessionClosedEvent, SessionCompactCommand, SessionCompactResult, SessionContextCommand, SessionContextResult, SessionCreateCommand, SessionCreateResult, SessionCreatedEvent, SessionDeleteCommand, SessionDeleteResult, SessionDeletedEvent, SessionExecuteCommand, SessionExportCommand, SessionExportResult, SessionForkCommand, SessionForkResult, SessionForkedEvent, SessionGetAuthorityCommand, SessionGetHistoryCommand, SessionGetHistoryResult, SessionImportCommand, SessionInfo, SessionInterruptedEvent, SessionListCommand, SessionListQueueCommand, SessionListResult, SessionMessageReceivedEvent, SessionMode, SessionNavigateCommand, SessionQueueMessageCommand, SessionReloadCommand, SessionRemoveQueuedMessageCommand, SessionRenameCommand, SessionRenameResult, SessionRenamedEvent, SessionResumeCommand, SessionResumeResult, SessionResumedEvent, SessionRetryQueuedMessageCommand, SessionRewindCommand, SessionRewindPreviewCommand, SessionRewindResult, SessionSendMessageCommand, SessionSendMessageResult, SessionSetAuthorityCommand, SessionSetModelCommand, SessionSetThinkingCommand, SessionStatus, SessionTasksCommand, SessionTasksResult, SessionTreeCommand, SessionWaitingForInputEvent, SkillInvokedEvent, StepFinishedEvent, StepStartedEvent, StrategyKind, StrategyProposedEvent, StrategyResolvedEvent, SubagentFinishedEvent, SubagentStartedEvent, TaskProfiledEvent, ThinkingLevel, ThreadArchiveCommand, ThreadArchiveResult, ThreadCreateCommand, ThreadCreateResult, ThreadGetCommand, ThreadGetResult, ThreadListCommand, ThreadListResult, ThreadRecord, ThreadStatus, ThreadUpdateCommand, ThreadUpdateResult, ToolAction, ToolCallFailedEvent, ToolCallFinishedEvent, ToolCallProgressEvent, ToolCallStartedEvent, TurnGetCommand, TurnGetResult, TurnInspectCommand, TurnInspectResult, TurnInterruptCommand, TurnInterruptResult, TurnItemKind, TurnItemRecord, TurnItemsCommand, TurnItemsResult, TurnListCommand, TurnListResult, TurnRecord, TurnStartCommand, TurnStartResult, TurnStatus, TurnSteerCommand, TurnSteerResult, UsagePurpose, UserQuestionAskedEvent, UserQuestionRespondCommand, UserQuestionRespondResult, VerificationCompletedEvent, VerificationFailedEvent, WebLaunchCommand, WindowsForcedSandbox, WireFormat, WorkerApplyCommand, WorkerApplyResult, WorkerCancelCommand, WorkerCancelResult, WorkerEventsCommand, WorkerEventsResult, WorkerFollowupCommand, WorkerFollowupResult, WorkerListCommand, WorkerListResult, WorkerRetryCommand, WorkerRetryResult, WorkerReviewCommand, WorkerReviewResult, WorkerStartCommand, WorkerStartResult, WorkerStatusCommand, WorkerStatusResult, WorkflowFormat, WorkflowGetCommand, WorkflowGetResult, WorkflowListCommand, WorkflowListResult, WorkflowStartCommand, WorkflowStartResult, WorkspaceCommitCommand, WorkspaceDiffCommand, WorkspaceDiffResult, WorkspaceStageCommand, WorkspaceTrust } from "./index.js";

/** Where a value breaks a rule (the path spelled as the Rust decoders spell it: `params.attachments[0].sha256`, `(root)` at the top) and which rule. */
export type ValidationError = { path: string; message: string };

/** The validated value, or the errors (the first error found). */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

/** Validates a value as a `AgentBackend`. */
export declare function validateAgentBackend(value: unknown): ValidationResult<AgentBackend>;
/** Whether a value is a `AgentBackend`. */
export declare function isAgentBackend(value: unknown): value is AgentBackend;

/** Validates a value as a `AgentDecisionEvent`. */
export declare function validateAgentDecisionEvent(value: unknown): ValidationResult<AgentDecisionEvent>;
/** Whether a value is a `AgentDecisionEvent`. */
export declare function isAgentDecisionEvent(value: unknown): value is AgentDecisionEvent;

/** Validates a value as a `AgentMessageEvent`. */
export declare function validateAgentMessageEvent(value: unknown): ValidationResult<AgentMessageEvent>;
/** Whether a value is a `AgentMessageEvent`. */
export declare function isAgentMessageEvent(value: unknown): value is AgentMessageEvent;

/** Validates a value as a `AgentRepeatNoticeEvent`. */
export declare function validateAgentRepeatNoticeEvent(value: unknown): ValidationResult<AgentRepeatNoticeEvent>;
/** Whether a value is a `AgentRepeatNoticeEvent`. */
export declare function isAgentRepeatNoticeEvent(value: unknown): value is AgentRepeatNoticeEvent;

/** Validates a value as a `AgentRunCommand`. */
export declare function validateAgentRunCommand(value: unknown): ValidationResult<AgentRunCommand>;
/** Whether a value is a `AgentRunCommand`. */
export declare function isAgentRunCommand(value: unknown): value is AgentRunCommand;

/** Validates a value as a `AgentRunResult`. */
export declare function validateAgentRunResult(value: unknown): ValidationResult<AgentRunResult>;
/** Whether a value is a `AgentRunResult`. */
export declare function isAgentRunResult(value: unknown): value is AgentRunResult;

/** Validates a value as a `AgentSettingsGetCommand`. */
export declare function validateAgentSettingsGetCommand(value: unknown): ValidationResult<AgentSettingsGetCommand>;
/** Whether a value is a `AgentSettingsGetCommand`. */
export declare function isAgentSettingsGetCommand(value: unknown): value is AgentSettingsGetCommand;

/** Validates a value as a `AgentSettingsSetCommand`. */
export declare function validateAgentSettingsSetCommand(value: unknown): ValidationResult<AgentSettingsSetCommand>;
/** Whether a value is a `AgentSettingsSetCommand`. */
export declare function isAgentSettingsSetCommand(value: unknown): value is AgentSettingsSetCommand;

/** Validates a value as a `AgentStuckEvent`. */
export declare function validateAgentStuckEvent(value: unknown): ValidationResult<AgentStuckEvent>;
/** Whether a value is a `AgentStuckEvent`. */
export declare function isAgentStuckEvent(value: unknown): value is AgentStuckEvent;

/** Validates a value as a `ArtifactGcCommand`. */
export declare function validateArtifactGcCommand(value: unknown): ValidationResult<ArtifactGcCommand>;
/** Whether a value is a `ArtifactGcCommand`. */
export declare function isArtifactGcCommand(value: unknown): value is ArtifactGcCommand;

/** Validates a value as a `ArtifactListCommand`. */
export declare function validateArtifactListCommand(value: unknown): ValidationResult<ArtifactListCommand>;
/** Whether a value is a `ArtifactListCommand`. */
export declare function isArtifactListCommand(value: unknown): value is ArtifactListCommand;

/** Validates a value as a `AttemptStatus`. */
export declare function validateAttemptStatus(value: unknown): ValidationResult<AttemptStatus>;
/** Whether a value is a `AttemptStatus`. */
export declare function isAttemptStatus(value: unknown): value is AttemptStatus;

/** Validates a value as a `AuditDegradedEvent`. */
export declare function validateAuditDegradedEvent(value: unknown): ValidationResult<AuditDegradedEvent>;
/** Whether a value is a `AuditDegradedEvent`. */
export declare function isAuditDegradedEvent(value: unknown): value is AuditDegradedEvent;

/** Validates a value as a `AuthorityProfile`. */
export declare function validateAuthorityProfile(value: unknown): ValidationResult<AuthorityProfile>;
/** Whether a value is a `AuthorityProfile`. */
export declare function isAuthorityProfile(value: unknown): value is AuthorityProfile;

/** Validates a value as a `AuthoritySnapshot`. */
export declare function validateAuthoritySnapshot(value: unknown): ValidationResult<AuthoritySnapshot>;
/** Whether a value is a `AuthoritySnapshot`. */
export declare function isAuthoritySnapshot(value: unknown): value is AuthoritySnapshot;

/** Validates a value as a `BackgroundCancelCommand`. */
export declare function validateBackgroundCancelCommand(value: unknown): ValidationResult<BackgroundCancelCommand>;
/** Whether a value is a `BackgroundCancelCommand`. */
export declare function isBackgroundCancelCommand(value: unknown): value is BackgroundCancelCommand;

/** Validates a value as a `BackgroundCancelResult`. */
export declare function validateBackgroundCancelResult(value: unknown): ValidationResult<BackgroundCancelResult>;
/** Whether a value is a `BackgroundCancelResult`. */
export declare function isBackgroundCancelResult(value: unknown): value is BackgroundCancelResult;

/** Validates a value as a `BackgroundGetCommand`. */
export declare function validateBackgroundGetCommand(value: unknown): ValidationResult<BackgroundGetCommand>;
/** Whether a value is a `BackgroundGetCommand`. */
export declare function isBackgroundGetCommand(value: unknown): value is BackgroundGetCommand;

/** Validates a value as a `BackgroundGetResult`. */
export declare function validateBackgroundGetResult(value: unknown): ValidationResult<BackgroundGetResult>;
/** Whether a value is a `BackgroundGetResult`. */
export declare function isBackgroundGetResult(value: unknown): value is BackgroundGetResult;

/** Validates a value as a `BackgroundJobFinishedEvent`. */
export declare function validateBackgroundJobFinishedEvent(value: unknown): ValidationResult<BackgroundJobFinishedEvent>;
/** Whether a value is a `BackgroundJobFinishedEvent`. */
export declare function isBackgroundJobFinishedEvent(value: unknown): value is BackgroundJobFinishedEvent;

/** Validates a value as a `BackgroundJobInfo`. */
export declare function validateBackgroundJobInfo(value: unknown): ValidationResult<BackgroundJobInfo>;
/** Whether a value is a `BackgroundJobInfo`. */
export declare function isBackgroundJobInfo(value: unknown): value is BackgroundJobInfo;

/** Validates a value as a `BackgroundJobStartedEvent`. */
export declare function validateBackgroundJobStartedEvent(value: unknown): ValidationResult<BackgroundJobStartedEvent>;
/** Whether a value is a `BackgroundJobStartedEvent`. */
export declare function isBackgroundJobStartedEvent(value: unknown): value is BackgroundJobStartedEvent;

/** Validates a value as a `BuiltinTool`. */
export declare function validateBuiltinTool(value: unknown): ValidationResult<BuiltinTool>;
/** Whether a value is a `BuiltinTool`. */
export declare function isBuiltinTool(value: unknown): value is BuiltinTool;

/** Validates a value as a `CompactStatus`. */
export declare function validateCompactStatus(value: unknown): ValidationResult<CompactStatus>;
/** Whether a value is a `CompactStatus`. */
export declare function isCompactStatus(value: unknown): value is CompactStatus;

/** Validates a value as a `CompletionEvidence`. */
export declare function validateCompletionEvidence(value: unknown): ValidationResult<CompletionEvidence>;
/** Whether a value is a `CompletionEvidence`. */
export declare function isCompletionEvidence(value: unknown): value is CompletionEvidence;

/** Validates a value as a `ContextBudgetEvent`. */
export declare function validateContextBudgetEvent(value: unknown): ValidationResult<ContextBudgetEvent>;
/** Whether a value is a `ContextBudgetEvent`. */
export declare function isContextBudgetEvent(value: unknown): value is ContextBudgetEvent;

/** Validates a value as a `ContextCompactedEvent`. */
export declare function validateContextCompactedEvent(value: unknown): ValidationResult<ContextCompactedEvent>;
/** Whether a value is a `ContextCompactedEvent`. */
export declare function isContextCompactedEvent(value: unknown): value is ContextCompactedEvent;

/** Validates a value as a `ContextCompactionCommittedEvent`. */
export declare function validateContextCompactionCommittedEvent(value: unknown): ValidationResult<ContextCompactionCommittedEvent>;
/** Whether a value is a `ContextCompactionCommittedEvent`. */
export declare function isContextCompactionCommittedEvent(value: unknown): value is ContextCompactionCommittedEvent;

/** Validates a value as a `ContextCompactionStartedEvent`. */
export declare function validateContextCompactionStartedEvent(value: unknown): ValidationResult<ContextCompactionStartedEvent>;
/** Whether a value is a `ContextCompactionStartedEvent`. */
export declare function isContextCompactionStartedEvent(value: unknown): value is ContextCompactionStartedEvent;

/** Validates a value as a `ContextCompactionSummaryEvent`. */
export declare function validateContextCompactionSummaryEvent(value: unknown): ValidationResult<ContextCompactionSummaryEvent>;
/** Whether a value is a `ContextCompactionSummaryEvent`. */
export declare function isContextCompactionSummaryEvent(value: unknown): value is ContextCompactionSummaryEvent;

/** Validates a value as a `ContextPrefixFingerprintEvent`. */
export declare function validateContextPrefixFingerprintEvent(value: unknown): ValidationResult<ContextPrefixFingerprintEvent>;
/** Whether a value is a `ContextPrefixFingerprintEvent`. */
export declare function isContextPrefixFingerprintEvent(value: unknown): value is ContextPrefixFingerprintEvent;

/** Validates a value as a `ContextRepositoryEvent`. */
export declare function validateContextRepositoryEvent(value: unknown): ValidationResult<ContextRepositoryEvent>;
/** Whether a value is a `ContextRepositoryEvent`. */
export declare function isContextRepositoryEvent(value: unknown): value is ContextRepositoryEvent;

/** Validates a value as a `ContextWorkingSetEvent`. */
export declare function validateContextWorkingSetEvent(value: unknown): ValidationResult<ContextWorkingSetEvent>;
/** Whether a value is a `ContextWorkingSetEvent`. */
export declare function isContextWorkingSetEvent(value: unknown): value is ContextWorkingSetEvent;

/** Validates a value as a `CoreAuthenticateCommand`. */
export declare function validateCoreAuthenticateCommand(value: unknown): ValidationResult<CoreAuthenticateCommand>;
/** Whether a value is a `CoreAuthenticateCommand`. */
export declare function isCoreAuthenticateCommand(value: unknown): value is CoreAuthenticateCommand;

/** Validates a value as a `CoreAuthenticateResult`. */
export declare function validateCoreAuthenticateResult(value: unknown): ValidationResult<CoreAuthenticateResult>;
/** Whether a value is a `CoreAuthenticateResult`. */
export declare function isCoreAuthenticateResult(value: unknown): value is CoreAuthenticateResult;

/** Validates a value as a `CoreShutdownCommand`. */
export declare function validateCoreShutdownCommand(value: unknown): ValidationResult<CoreShutdownCommand>;
/** Whether a value is a `CoreShutdownCommand`. */
export declare function isCoreShutdownCommand(value: unknown): value is CoreShutdownCommand;

/** Validates a value as a `CoreStartedEvent`. */
export declare function validateCoreStartedEvent(value: unknown): ValidationResult<CoreStartedEvent>;
/** Whether a value is a `CoreStartedEvent`. */
export declare function isCoreStartedEvent(value: unknown): value is CoreStartedEvent;

/** Validates a value as a `CoreWorkspaceChangedEvent`. */
export declare function validateCoreWorkspaceChangedEvent(value: unknown): ValidationResult<CoreWorkspaceChangedEvent>;
/** Whether a value is a `CoreWorkspaceChangedEvent`. */
export declare function isCoreWorkspaceChangedEvent(value: unknown): value is CoreWorkspaceChangedEvent;

/** Validates a value as a `CredentialSource`. */
export declare function validateCredentialSource(value: unknown): ValidationResult<CredentialSource>;
/** Whether a value is a `CredentialSource`. */
export declare function isCredentialSource(value: unknown): value is CredentialSource;

/** Validates a value as a `DecisionIntent`. */
export declare function validateDecisionIntent(value: unknown): ValidationResult<DecisionIntent>;
/** Whether a value is a `DecisionIntent`. */
export declare function isDecisionIntent(value: unknown): value is DecisionIntent;

/** Validates a value as a `DeliveryMode`. */
export declare function validateDeliveryMode(value: unknown): ValidationResult<DeliveryMode>;
/** Whether a value is a `DeliveryMode`. */
export declare function isDeliveryMode(value: unknown): value is DeliveryMode;

/** Validates a value as a `DiagnosticsStatus`. */
export declare function validateDiagnosticsStatus(value: unknown): ValidationResult<DiagnosticsStatus>;
/** Whether a value is a `DiagnosticsStatus`. */
export declare function isDiagnosticsStatus(value: unknown): value is DiagnosticsStatus;

/** Validates a value as a `DiffScope`. */
export declare function validateDiffScope(value: unknown): ValidationResult<DiffScope>;
/** Whether a value is a `DiffScope`. */
export declare function isDiffScope(value: unknown): value is DiffScope;

/** Validates a value as a `EventPushEnvelope`. */
export declare function validateEventPushEnvelope(value: unknown): ValidationResult<EventPushEnvelope>;
/** Whether a value is a `EventPushEnvelope`. */
export declare function isEventPushEnvelope(value: unknown): value is EventPushEnvelope;

/** Validates a value as a `EventReplayCommand`. */
export declare function validateEventReplayCommand(value: unknown): ValidationResult<EventReplayCommand>;
/** Whether a value is a `EventReplayCommand`. */
export declare function isEventReplayCommand(value: unknown): value is EventReplayCommand;

/** Validates a value as a `EventReplayResult`. */
export declare function validateEventReplayResult(value: unknown): ValidationResult<EventReplayResult>;
/** Whether a value is a `EventReplayResult`. */
export declare function isEventReplayResult(value: unknown): value is EventReplayResult;

/** Validates a value as a `EventSubscribeCommand`. */
export declare function validateEventSubscribeCommand(value: unknown): ValidationResult<EventSubscribeCommand>;
/** Whether a value is a `EventSubscribeCommand`. */
export declare function isEventSubscribeCommand(value: unknown): value is EventSubscribeCommand;

/** Validates a value as a `EventSubscribeResult`. */
export declare function validateEventSubscribeResult(value: unknown): ValidationResult<EventSubscribeResult>;
/** Whether a value is a `EventSubscribeResult`. */
export declare function isEventSubscribeResult(value: unknown): value is EventSubscribeResult;

/** Validates a value as a `EventUnsubscribeCommand`. */
export declare function validateEventUnsubscribeCommand(value: unknown): ValidationResult<EventUnsubscribeCommand>;
/** Whether a value is a `EventUnsubscribeCommand`. */
export declare function isEventUnsubscribeCommand(value: unknown): value is EventUnsubscribeCommand;

/** Validates a value as a `EventUnsubscribeResult`. */
export declare function validateEventUnsubscribeResult(value: unknown): ValidationResult<EventUnsubscribeResult>;
/** Whether a value is a `EventUnsubscribeResult`. */
export declare function isEventUnsubscribeResult(value: unknown): value is EventUnsubscribeResult;

/** Validates a value as a `ExportFormat`. */
export declare function validateExportFormat(value: unknown): ValidationResult<ExportFormat>;
/** Whether a value is a `ExportFormat`. */
export declare function isExportFormat(value: unknown): value is ExportFormat;

/** Validates a value as a `ExtensionNotificationEvent`. */
export declare function validateExtensionNotificationEvent(value: unknown): ValidationResult<ExtensionNotificationEvent>;
/** Whether a value is a `ExtensionNotificationEvent`. */
export declare function isExtensionNotificationEvent(value: unknown): value is ExtensionNotificationEvent;

/** Validates a value as a `ExtensionUiKind`. */
export declare function validateExtensionUiKind(value: unknown): ValidationResult<ExtensionUiKind>;
/** Whether a value is a `ExtensionUiKind`. */
export declare function isExtensionUiKind(value: unknown): value is ExtensionUiKind;

/** Validates a value as a `ExtensionUiUpdatedEvent`. */
export declare function validateExtensionUiUpdatedEvent(value: unknown): ValidationResult<ExtensionUiUpdatedEvent>;
/** Whether a value is a `ExtensionUiUpdatedEvent`. */
export declare function isExtensionUiUpdatedEvent(value: unknown): value is ExtensionUiUpdatedEvent;

/** Validates a value as a `FailureCategory`. */
export declare function validateFailureCategory(value: unknown): ValidationResult<FailureCategory>;
/** Whether a value is a `FailureCategory`. */
export declare function isFailureCategory(value: unknown): value is FailureCategory;

/** Validates a value as a `GoalActionResult`. */
export declare function validateGoalActionResult(value: unknown): ValidationResult<GoalActionResult>;
/** Whether a value is a `GoalActionResult`. */
export declare function isGoalActionResult(value: unknown): value is GoalActionResult;

/** Validates a value as a `GoalClearCommand`. */
export declare function validateGoalClearCommand(value: unknown): ValidationResult<GoalClearCommand>;
/** Whether a value is a `GoalClearCommand`. */
export declare function isGoalClearCommand(value: unknown): value is GoalClearCommand;

/** Validates a value as a `GoalCompleteCommand`. */
export declare function validateGoalCompleteCommand(value: unknown): ValidationResult<GoalCompleteCommand>;
/** Whether a value is a `GoalCompleteCommand`. */
export declare function isGoalCompleteCommand(value: unknown): value is GoalCompleteCommand;

/** Validates a value as a `GoalContinueDecision`. */
export declare function validateGoalContinueDecision(value: unknown): ValidationResult<GoalContinueDecision>;
/** Whether a value is a `GoalContinueDecision`. */
export declare function isGoalContinueDecision(value: unknown): value is GoalContinueDecision;

/** Validates a value as a `GoalContinueDecisionCommand`. */
export declare function validateGoalContinueDecisionCommand(value: unknown): ValidationResult<GoalContinueDecisionCommand>;
/** Whether a value is a `GoalContinueDecisionCommand`. */
export declare function isGoalContinueDecisionCommand(value: unknown): value is GoalContinueDecisionCommand;

/** Validates a value as a `GoalContinueDecisionEvent`. */
export declare function validateGoalContinueDecisionEvent(value: unknown): ValidationResult<GoalContinueDecisionEvent>;
/** Whether a value is a `GoalContinueDecisionEvent`. */
export declare function isGoalContinueDecisionEvent(value: unknown): value is GoalContinueDecisionEvent;

/** Validates a value as a `GoalContinueDecisionResult`. */
export declare function validateGoalContinueDecisionResult(value: unknown): ValidationResult<GoalContinueDecisionResult>;
/** Whether a value is a `GoalContinueDecisionResult`. */
export declare function isGoalContinueDecisionResult(value: unknown): value is GoalContinueDecisionResult;

/** Validates a value as a `GoalCreateCommand`. */
export declare function validateGoalCreateCommand(value: unknown): ValidationResult<GoalCreateCommand>;
/** Whether a value is a `GoalCreateCommand`. */
export declare function isGoalCreateCommand(value: unknown): value is GoalCreateCommand;

/** Validates a value as a `GoalCreateResult`. */
export declare function validateGoalCreateResult(value: unknown): ValidationResult<GoalCreateResult>;
/** Whether a value is a `GoalCreateResult`. */
export declare function isGoalCreateResult(value: unknown): value is GoalCreateResult;

/** Validates a value as a `GoalEditCommand`. */
export declare function validateGoalEditCommand(value: unknown): ValidationResult<GoalEditCommand>;
/** Whether a value is a `GoalEditCommand`. */
export declare function isGoalEditCommand(value: unknown): value is GoalEditCommand;

/** Validates a value as a `GoalGetCommand`. */
export declare function validateGoalGetCommand(value: unknown): ValidationResult<GoalGetCommand>;
/** Whether a value is a `GoalGetCommand`. */
export declare function isGoalGetCommand(value: unknown): value is GoalGetCommand;

/** Validates a value as a `GoalGetResult`. */
export declare function validateGoalGetResult(value: unknown): ValidationResult<GoalGetResult>;
/** Whether a value is a `GoalGetResult`. */
export declare function isGoalGetResult(value: unknown): value is GoalGetResult;

/** Validates a value as a `GoalListCommand`. */
export declare function validateGoalListCommand(value: unknown): ValidationResult<GoalListCommand>;
/** Whether a value is a `GoalListCommand`. */
export declare function isGoalListCommand(value: unknown): value is GoalListCommand;

/** Validates a value as a `GoalListResult`. */
export declare function validateGoalListResult(value: unknown): ValidationResult<GoalListResult>;
/** Whether a value is a `GoalListResult`. */
export declare function isGoalListResult(value: unknown): value is GoalListResult;

/** Validates a value as a `GoalPauseCommand`. */
export declare function validateGoalPauseCommand(value: unknown): ValidationResult<GoalPauseCommand>;
/** Whether a value is a `GoalPauseCommand`. */
export declare function isGoalPauseCommand(value: unknown): value is GoalPauseCommand;

/** Validates a value as a `GoalRecord`. */
export declare function validateGoalRecord(value: unknown): ValidationResult<GoalRecord>;
/** Whether a value is a `GoalRecord`. */
export declare function isGoalRecord(value: unknown): value is GoalRecord;

/** Validates a value as a `GoalResumeCommand`. */
export declare function validateGoalResumeCommand(value: unknown): ValidationResult<GoalResumeCommand>;
/** Whether a value is a `GoalResumeCommand`. */
export declare function isGoalResumeCommand(value: unknown): value is GoalResumeCommand;

/** Validates a value as a `GoalStatus`. */
export declare function validateGoalStatus(value: unknown): ValidationResult<GoalStatus>;
/** Whether a value is a `GoalStatus`. */
export declare function isGoalStatus(value: unknown): value is GoalStatus;

/** Validates a value as a `GoalTimelineEntry`. */
export declare function validateGoalTimelineEntry(value: unknown): ValidationResult<GoalTimelineEntry>;
/** Whether a value is a `GoalTimelineEntry`. */
export declare function isGoalTimelineEntry(value: unknown): value is GoalTimelineEntry;

/** Validates a value as a `HookAuditInfo`. */
export declare function validateHookAuditInfo(value: unknown): ValidationResult<HookAuditInfo>;
/** Whether a value is a `HookAuditInfo`. */
export declare function isHookAuditInfo(value: unknown): value is HookAuditInfo;

/** Validates a value as a `HookConfigInfo`. */
export declare function validateHookConfigInfo(value: unknown): ValidationResult<HookConfigInfo>;
/** Whether a value is a `HookConfigInfo`. */
export declare function isHookConfigInfo(value: unknown): value is HookConfigInfo;

/** Validates a value as a `HookExecutedEvent`. */
export declare function validateHookExecutedEvent(value: unknown): ValidationResult<HookExecutedEvent>;
/** Whether a value is a `HookExecutedEvent`. */
export declare function isHookExecutedEvent(value: unknown): value is HookExecutedEvent;

/** Validates a value as a `HookRerunCommand`. */
export declare function validateHookRerunCommand(value: unknown): ValidationResult<HookRerunCommand>;
/** Whether a value is a `HookRerunCommand`. */
export declare function isHookRerunCommand(value: unknown): value is HookRerunCommand;

/** Validates a value as a `HookRerunResult`. */
export declare function validateHookRerunResult(value: unknown): ValidationResult<HookRerunResult>;
/** Whether a value is a `HookRerunResult`. */
export declare function isHookRerunResult(value: unknown): value is HookRerunResult;

/** Validates a value as a `HooksListCommand`. */
export declare function validateHooksListCommand(value: unknown): ValidationResult<HooksListCommand>;
/** Whether a value is a `HooksListCommand`. */
export declare function isHooksListCommand(value: unknown): value is HooksListCommand;

/** Validates a value as a `HooksListResult`. */
export declare function validateHooksListResult(value: unknown): ValidationResult<HooksListResult>;
/** Whether a value is a `HooksListResult`. */
export declare function isHooksListResult(value: unknown): value is HooksListResult;

/** Validates a value as a `ImageArtifactInput`. */
export declare function validateImageArtifactInput(value: unknown): ValidationResult<ImageArtifactInput>;
/** Whether a value is a `ImageArtifactInput`. */
export declare function isImageArtifactInput(value: unknown): value is ImageArtifactInput;

/** Validates a value as a `JsonValue`. */
export declare function validateJsonValue(value: unknown): ValidationResult<JsonValue>;
/** Whether a value is a `JsonValue`. */
export declare function isJsonValue(value: unknown): value is JsonValue;

/** Validates a value as a `LlmAttemptFinishedEvent`. */
export declare function validateLlmAttemptFinishedEvent(value: unknown): ValidationResult<LlmAttemptFinishedEvent>;
/** Whether a value is a `LlmAttemptFinishedEvent`. */
export declare function isLlmAttemptFinishedEvent(value: unknown): value is LlmAttemptFinishedEvent;

/** Validates a value as a `LlmModelSelectedEvent`. */
export declare function validateLlmModelSelectedEvent(value: unknown): ValidationResult<LlmModelSelectedEvent>;
/** Whether a value is a `LlmModelSelectedEvent`. */
export declare function isLlmModelSelectedEvent(value: unknown): value is LlmModelSelectedEvent;

/** Validates a value as a `LlmReasoningEvent`. */
export declare function validateLlmReasoningEvent(value: unknown): ValidationResult<LlmReasoningEvent>;
/** Whether a value is a `LlmReasoningEvent`. */
export declare function isLlmReasoningEvent(value: unknown): value is LlmReasoningEvent;

/** Validates a value as a `LlmRequestPreparedEvent`. */
export declare function validateLlmRequestPreparedEvent(value: unknown): ValidationResult<LlmRequestPreparedEvent>;
/** Whether a value is a `LlmRequestPreparedEvent`. */
export declare function isLlmRequestPreparedEvent(value: unknown): value is LlmRequestPreparedEvent;

/** Validates a value as a `LlmRetryEvent`. */
export declare function validateLlmRetryEvent(value: unknown): ValidationResult<LlmRetryEvent>;
/** Whether a value is a `LlmRetryEvent`. */
export declare function isLlmRetryEvent(value: unknown): value is LlmRetryEvent;

/** Validates a value as a `LlmRouteSelectedEvent`. */
export declare function validateLlmRouteSelectedEvent(value: unknown): ValidationResult<LlmRouteSelectedEvent>;
/** Whether a value is a `LlmRouteSelectedEvent`. */
export declare function isLlmRouteSelectedEvent(value: unknown): value is LlmRouteSelectedEvent;

/** Validates a value as a `LlmTokenEvent`. */
export declare function validateLlmTokenEvent(value: unknown): ValidationResult<LlmTokenEvent>;
/** Whether a value is a `LlmTokenEvent`. */
export declare function isLlmTokenEvent(value: unknown): value is LlmTokenEvent;

/** Validates a value as a `LlmUsageEvent`. */
export declare function validateLlmUsageEvent(value: unknown): ValidationResult<LlmUsageEvent>;
/** Whether a value is a `LlmUsageEvent`. */
export declare function isLlmUsageEvent(value: unknown): value is LlmUsageEvent;

/** Validates a value as a `LogLineEvent`. */
export declare function validateLogLineEvent(value: unknown): ValidationResult<LogLineEvent>;
/** Whether a value is a `LogLineEvent`. */
export declare function isLogLineEvent(value: unknown): value is LogLineEvent;

/** Validates a value as a `LspDiagnosticsEvent`. */
export declare function validateLspDiagnosticsEvent(value: unknown): ValidationResult<LspDiagnosticsEvent>;
/** Whether a value is a `LspDiagnosticsEvent`. */
export declare function isLspDiagnosticsEvent(value: unknown): value is LspDiagnosticsEvent;

/** Validates a value as a `McpListCommand`. */
export declare function validateMcpListCommand(value: unknown): ValidationResult<McpListCommand>;
/** Whether a value is a `McpListCommand`. */
export declare function isMcpListCommand(value: unknown): value is McpListCommand;

/** Validates a value as a `McpListResult`. */
export declare function validateMcpListResult(value: unknown): ValidationResult<McpListResult>;
/** Whether a value is a `McpListResult`. */
export declare function isMcpListResult(value: unknown): value is McpListResult;

/** Validates a value as a `McpServerInfo`. */
export declare function validateMcpServerInfo(value: unknown): ValidationResult<McpServerInfo>;
/** Whether a value is a `McpServerInfo`. */
export declare function isMcpServerInfo(value: unknown): value is McpServerInfo;

/** Validates a value as a `MemoryAddCommand`. */
export declare function validateMemoryAddCommand(value: unknown): ValidationResult<MemoryAddCommand>;
/** Whether a value is a `MemoryAddCommand`. */
export declare function isMemoryAddCommand(value: unknown): value is MemoryAddCommand;

/** Validates a value as a `MemoryAutoSave`. */
export declare function validateMemoryAutoSave(value: unknown): ValidationResult<MemoryAutoSave>;
/** Whether a value is a `MemoryAutoSave`. */
export declare function isMemoryAutoSave(value: unknown): value is MemoryAutoSave;

/** Validates a value as a `MemoryDeleteCommand`. */
export declare function validateMemoryDeleteCommand(value: unknown): ValidationResult<MemoryDeleteCommand>;
/** Whether a value is a `MemoryDeleteCommand`. */
export declare function isMemoryDeleteCommand(value: unknown): value is MemoryDeleteCommand;

/** Validates a value as a `MemoryDeleteResult`. */
export declare function validateMemoryDeleteResult(value: unknown): ValidationResult<MemoryDeleteResult>;
/** Whether a value is a `MemoryDeleteResult`. */
export declare function isMemoryDeleteResult(value: unknown): value is MemoryDeleteResult;

/** Validates a value as a `MemoryEditCommand`. */
export declare function validateMemoryEditCommand(value: unknown): ValidationResult<MemoryEditCommand>;
/** Whether a value is a `MemoryEditCommand`. */
export declare function isMemoryEditCommand(value: unknown): value is MemoryEditCommand;

/** Validates a value as a `MemoryExpireCommand`. */
export declare function validateMemoryExpireCommand(value: unknown): ValidationResult<MemoryExpireCommand>;
/** Whether a value is a `MemoryExpireCommand`. */
export declare function isMemoryExpireCommand(value: unknown): value is MemoryExpireCommand;

/** Validates a value as a `MemoryInfo`. */
export declare function validateMemoryInfo(value: unknown): ValidationResult<MemoryInfo>;
/** Whether a value is a `MemoryInfo`. */
export declare function isMemoryInfo(value: unknown): value is MemoryInfo;

/** Validates a value as a `MemoryListCommand`. */
export declare function validateMemoryListCommand(value: unknown): ValidationResult<MemoryListCommand>;
/** Whether a value is a `MemoryListCommand`. */
export declare function isMemoryListCommand(value: unknown): value is MemoryListCommand;

/** Validates a value as a `MemoryListResult`. */
export declare function validateMemoryListResult(value: unknown): ValidationResult<MemoryListResult>;
/** Whether a value is a `MemoryListResult`. */
export declare function isMemoryListResult(value: unknown): value is MemoryListResult;

/** Validates a value as a `MemoryPinCommand`. */
export declare function validateMemoryPinCommand(value: unknown): ValidationResult<MemoryPinCommand>;
/** Whether a value is a `MemoryPinCommand`. */
export declare function isMemoryPinCommand(value: unknown): value is MemoryPinCommand;

/** Validates a value as a `MemorySettingsGetCommand`. */
export declare function validateMemorySettingsGetCommand(value: unknown): ValidationResult<MemorySettingsGetCommand>;
/** Whether a value is a `MemorySettingsGetCommand`. */
export declare function isMemorySettingsGetCommand(value: unknown): value is MemorySettingsGetCommand;

/** Validates a value as a `MemorySettingsInfo`. */
export declare function validateMemorySettingsInfo(value: unknown): ValidationResult<MemorySettingsInfo>;
/** Whether a value is a `MemorySettingsInfo`. */
export declare function isMemorySettingsInfo(value: unknown): value is MemorySettingsInfo;

/** Validates a value as a `MemorySettingsSetCommand`. */
export declare function validateMemorySettingsSetCommand(value: unknown): ValidationResult<MemorySettingsSetCommand>;
/** Whether a value is a `MemorySettingsSetCommand`. */
export declare function isMemorySettingsSetCommand(value: unknown): value is MemorySettingsSetCommand;

/** Validates a value as a `MemoryType`. */
export declare function validateMemoryType(value: unknown): ValidationResult<MemoryType>;
/** Whether a value is a `MemoryType`. */
export declare function isMemoryType(value: unknown): value is MemoryType;

/** Validates a value as a `MessagePhase`. */
export declare function validateMessagePhase(value: unknown): ValidationResult<MessagePhase>;
/** Whether a value is a `MessagePhase`. */
export declare function isMessagePhase(value: unknown): value is MessagePhase;

/** Validates a value as a `NotificationSeverity`. */
export declare function validateNotificationSeverity(value: unknown): ValidationResult<NotificationSeverity>;
/** Whether a value is a `NotificationSeverity`. */
export declare function isNotificationSeverity(value: unknown): value is NotificationSeverity;

/** Validates a value as a `PermissionDeniedEvent`. */
export declare function validatePermissionDeniedEvent(value: unknown): ValidationResult<PermissionDeniedEvent>;
/** Whether a value is a `PermissionDeniedEvent`. */
export declare function isPermissionDeniedEvent(value: unknown): value is PermissionDeniedEvent;

/** Validates a value as a `PermissionGrantedEvent`. */
export declare function validatePermissionGrantedEvent(value: unknown): ValidationResult<PermissionGrantedEvent>;
/** Whether a value is a `PermissionGrantedEvent`. */
export declare function isPermissionGrantedEvent(value: unknown): value is PermissionGrantedEvent;

/** Validates a value as a `PermissionMode`. */
export declare function validatePermissionMode(value: unknown): ValidationResult<PermissionMode>;
/** Whether a value is a `PermissionMode`. */
export declare function isPermissionMode(value: unknown): value is PermissionMode;

/** Validates a value as a `PermissionRequestedEvent`. */
export declare function validatePermissionRequestedEvent(value: unknown): ValidationResult<PermissionRequestedEvent>;
/** Whether a value is a `PermissionRequestedEvent`. */
export declare function isPermissionRequestedEvent(value: unknown): value is PermissionRequestedEvent;

/** Validates a value as a `PermissionRespondCommand`. */
export declare function validatePermissionRespondCommand(value: unknown): ValidationResult<PermissionRespondCommand>;
/** Whether a value is a `PermissionRespondCommand`. */
export declare function isPermissionRespondCommand(value: unknown): value is PermissionRespondCommand;

/** Validates a value as a `PermissionRespondResult`. */
export declare function validatePermissionRespondResult(value: unknown): ValidationResult<PermissionRespondResult>;
/** Whether a value is a `PermissionRespondResult`. */
export declare function isPermissionRespondResult(value: unknown): value is PermissionRespondResult;

/** Validates a value as a `PingCommand`. */
export declare function validatePingCommand(value: unknown): ValidationResult<PingCommand>;
/** Whether a value is a `PingCommand`. */
export declare function isPingCommand(value: unknown): value is PingCommand;

/** Validates a value as a `PlanDecision`. */
export declare function validatePlanDecision(value: unknown): ValidationResult<PlanDecision>;
/** Whether a value is a `PlanDecision`. */
export declare function isPlanDecision(value: unknown): value is PlanDecision;

/** Validates a value as a `PlanReadyEvent`. */
export declare function validatePlanReadyEvent(value: unknown): ValidationResult<PlanReadyEvent>;
/** Whether a value is a `PlanReadyEvent`. */
export declare function isPlanReadyEvent(value: unknown): value is PlanReadyEvent;

/** Validates a value as a `PlanResolvedEvent`. */
export declare function validatePlanResolvedEvent(value: unknown): ValidationResult<PlanResolvedEvent>;
/** Whether a value is a `PlanResolvedEvent`. */
export declare function isPlanResolvedEvent(value: unknown): value is PlanResolvedEvent;

/** Validates a value as a `PlanRespondCommand`. */
export declare function validatePlanRespondCommand(value: unknown): ValidationResult<PlanRespondCommand>;
/** Whether a value is a `PlanRespondCommand`. */
export declare function isPlanRespondCommand(value: unknown): value is PlanRespondCommand;

/** Validates a value as a `PlanRespondResult`. */
export declare function validatePlanRespondResult(value: unknown): ValidationResult<PlanRespondResult>;
/** Whether a value is a `PlanRespondResult`. */
export declare function isPlanRespondResult(value: unknown): value is PlanRespondResult;

/** Validates a value as a `PlanStepState`. */
export declare function validatePlanStepState(value: unknown): ValidationResult<PlanStepState>;
/** Whether a value is a `PlanStepState`. */
export declare function isPlanStepState(value: unknown): value is PlanStepState;

/** Validates a value as a `PlanStepStatus`. */
export declare function validatePlanStepStatus(value: unknown): ValidationResult<PlanStepStatus>;
/** Whether a value is a `PlanStepStatus`. */
export declare function isPlanStepStatus(value: unknown): value is PlanStepStatus;

/** Validates a value as a `PlanUpdatedEvent`. */
export declare function validatePlanUpdatedEvent(value: unknown): ValidationResult<PlanUpdatedEvent>;
/** Whether a value is a `PlanUpdatedEvent`. */
export declare function isPlanUpdatedEvent(value: unknown): value is PlanUpdatedEvent;

/** Validates a value as a `PongResult`. */
export declare function validatePongResult(value: unknown): ValidationResult<PongResult>;
/** Whether a value is a `PongResult`. */
export declare function isPongResult(value: unknown): value is PongResult;

/** Validates a value as a `ProjectActivateCommand`. */
export declare function validateProjectActivateCommand(value: unknown): ValidationResult<ProjectActivateCommand>;
/** Whether a value is a `ProjectActivateCommand`. */
export declare function isProjectActivateCommand(value: unknown): value is ProjectActivateCommand;

/** Validates a value as a `ProjectOpenCommand`. */
export declare function validateProjectOpenCommand(value: unknown): ValidationResult<ProjectOpenCommand>;
/** Whether a value is a `ProjectOpenCommand`. */
export declare function isProjectOpenCommand(value: unknown): value is ProjectOpenCommand;

/** Validates a value as a `QuestionMode`. */
export declare function validateQuestionMode(value: unknown): ValidationResult<QuestionMode>;
/** Whether a value is a `QuestionMode`. */
export declare function isQuestionMode(value: unknown): value is QuestionMode;

/** Validates a value as a `RecoveryAvailableEvent`. */
export declare function validateRecoveryAvailableEvent(value: unknown): ValidationResult<RecoveryAvailableEvent>;
/** Whether a value is a `RecoveryAvailableEvent`. */
export declare function isRecoveryAvailableEvent(value: unknown): value is RecoveryAvailableEvent;

/** Validates a value as a `RecoveryResolvedEvent`. */
export declare function validateRecoveryResolvedEvent(value: unknown): ValidationResult<RecoveryResolvedEvent>;
/** Whether a value is a `RecoveryResolvedEvent`. */
export declare function isRecoveryResolvedEvent(value: unknown): value is RecoveryResolvedEvent;

/** Validates a value as a `RetryKind`. */
export declare function validateRetryKind(value: unknown): ValidationResult<RetryKind>;
/** Whether a value is a `RetryKind`. */
export declare function isRetryKind(value: unknown): value is RetryKind;

/** Validates a value as a `RouteReceipt`. */
export declare function validateRouteReceipt(value: unknown): ValidationResult<RouteReceipt>;
/** Whether a value is a `RouteReceipt`. */
export declare function isRouteReceipt(value: unknown): value is RouteReceipt;

/** Validates a value as a `RunCancelCommand`. */
export declare function validateRunCancelCommand(value: unknown): ValidationResult<RunCancelCommand>;
/** Whether a value is a `RunCancelCommand`. */
export declare function isRunCancelCommand(value: unknown): value is RunCancelCommand;

/** Validates a value as a `RunCancelResult`. */
export declare function validateRunCancelResult(value: unknown): ValidationResult<RunCancelResult>;
/** Whether a value is a `RunCancelResult`. */
export declare function isRunCancelResult(value: unknown): value is RunCancelResult;

/** Validates a value as a `RunFinishedEvent`. */
export declare function validateRunFinishedEvent(value: unknown): ValidationResult<RunFinishedEvent>;
/** Whether a value is a `RunFinishedEvent`. */
export declare function isRunFinishedEvent(value: unknown): value is RunFinishedEvent;

/** Validates a value as a `RunKind`. */
export declare function validateRunKind(value: unknown): ValidationResult<RunKind>;
/** Whether a value is a `RunKind`. */
export declare function isRunKind(value: unknown): value is RunKind;

/** Validates a value as a `RunOutcome`. */
export declare function validateRunOutcome(value: unknown): ValidationResult<RunOutcome>;
/** Whether a value is a `RunOutcome`. */
export declare function isRunOutcome(value: unknown): value is RunOutcome;

/** Validates a value as a `RunPhase`. */
export declare function validateRunPhase(value: unknown): ValidationResult<RunPhase>;
/** Whether a value is a `RunPhase`. */
export declare function isRunPhase(value: unknown): value is RunPhase;

/** Validates a value as a `RunPhaseChangedEvent`. */
export declare function validateRunPhaseChangedEvent(value: unknown): ValidationResult<RunPhaseChangedEvent>;
/** Whether a value is a `RunPhaseChangedEvent`. */
export declare function isRunPhaseChangedEvent(value: unknown): value is RunPhaseChangedEvent;

/** Validates a value as a `RunStartedEvent`. */
export declare function validateRunStartedEvent(value: unknown): ValidationResult<RunStartedEvent>;
/** Whether a value is a `RunStartedEvent`. */
export declare function isRunStartedEvent(value: unknown): value is RunStartedEvent;

/** Validates a value as a `RunSteerCommand`. */
export declare function validateRunSteerCommand(value: unknown): ValidationResult<RunSteerCommand>;
/** Whether a value is a `RunSteerCommand`. */
export declare function isRunSteerCommand(value: unknown): value is RunSteerCommand;

/** Validates a value as a `RunSteerResult`. */
export declare function validateRunSteerResult(value: unknown): ValidationResult<RunSteerResult>;
/** Whether a value is a `RunSteerResult`. */
export declare function isRunSteerResult(value: unknown): value is RunSteerResult;

/** Validates a value as a `RunSteeredEvent`. */
export declare function validateRunSteeredEvent(value: unknown): ValidationResult<RunSteeredEvent>;
/** Whether a value is a `RunSteeredEvent`. */
export declare function isRunSteeredEvent(value: unknown): value is RunSteeredEvent;

/** Validates a value as a `RuntimeCapabilitiesCommand`. */
export declare function validateRuntimeCapabilitiesCommand(value: unknown): ValidationResult<RuntimeCapabilitiesCommand>;
/** Whether a value is a `RuntimeCapabilitiesCommand`. */
export declare function isRuntimeCapabilitiesCommand(value: unknown): value is RuntimeCapabilitiesCommand;

/** Validates a value as a `RuntimeCapabilitiesResult`. */
export declare function validateRuntimeCapabilitiesResult(value: unknown): ValidationResult<RuntimeCapabilitiesResult>;
/** Whether a value is a `RuntimeCapabilitiesResult`. */
export declare function isRuntimeCapabilitiesResult(value: unknown): value is RuntimeCapabilitiesResult;

/** Validates a value as a `RuntimeEventAppendedEvent`. */
export declare function validateRuntimeEventAppendedEvent(value: unknown): ValidationResult<RuntimeEventAppendedEvent>;
/** Whether a value is a `RuntimeEventAppendedEvent`. */
export declare function isRuntimeEventAppendedEvent(value: unknown): value is RuntimeEventAppendedEvent;

/** Validates a value as a `RuntimeEventRecord`. */
export declare function validateRuntimeEventRecord(value: unknown): ValidationResult<RuntimeEventRecord>;
/** Whether a value is a `RuntimeEventRecord`. */
export declare function isRuntimeEventRecord(value: unknown): value is RuntimeEventRecord;

/** Validates a value as a `RuntimeFeatureFlags`. */
export declare function validateRuntimeFeatureFlags(value: unknown): ValidationResult<RuntimeFeatureFlags>;
/** Whether a value is a `RuntimeFeatureFlags`. */
export declare function isRuntimeFeatureFlags(value: unknown): value is RuntimeFeatureFlags;

/** Validates a value as a `RuntimeMode`. */
export declare function validateRuntimeMode(value: unknown): ValidationResult<RuntimeMode>;
/** Whether a value is a `RuntimeMode`. */
export declare function isRuntimeMode(value: unknown): value is RuntimeMode;

/** Validates a value as a `RuntimeSandboxStatus`. */
export declare function validateRuntimeSandboxStatus(value: unknown): ValidationResult<RuntimeSandboxStatus>;
/** Whether a value is a `RuntimeSandboxStatus`. */
export declare function isRuntimeSandboxStatus(value: unknown): value is RuntimeSandboxStatus;

/** Validates a value as a `SandboxCapability`. */
export declare function validateSandboxCapability(value: unknown): ValidationResult<SandboxCapability>;
/** Whether a value is a `SandboxCapability`. */
export declare function isSandboxCapability(value: unknown): value is SandboxCapability;

/** Validates a value as a `SandboxEnforcement`. */
export declare function validateSandboxEnforcement(value: unknown): ValidationResult<SandboxEnforcement>;
/** Whether a value is a `SandboxEnforcement`. */
export declare function isSandboxEnforcement(value: unknown): value is SandboxEnforcement;

/** Validates a value as a `SandboxKind`. */
export declare function validateSandboxKind(value: unknown): ValidationResult<SandboxKind>;
/** Whether a value is a `SandboxKind`. */
export declare function isSandboxKind(value: unknown): value is SandboxKind;

/** Validates a value as a `SandboxState`. */
export declare function validateSandboxState(value: unknown): ValidationResult<SandboxState>;
/** Whether a value is a `SandboxState`. */
export declare function isSandboxState(value: unknown): value is SandboxState;

/** Validates a value as a `SessionAuthorityResult`. */
export declare function validateSessionAuthorityResult(value: unknown): ValidationResult<SessionAuthorityResult>;
/** Whether a value is a `SessionAuthorityResult`. */
export declare function isSessionAuthorityResult(value: unknown): value is SessionAuthorityResult;

/** Validates a value as a `SessionCheckpointsCommand`. */
export declare function validateSessionCheckpointsCommand(value: unknown): ValidationResult<SessionCheckpointsCommand>;
/** Whether a value is a `SessionCheckpointsCommand`. */
export declare function isSessionCheckpointsCommand(value: unknown): value is SessionCheckpointsCommand;

/** Validates a value as a `SessionCheckpointsResult`. */
export declare function validateSessionCheckpointsResult(value: unknown): ValidationResult<SessionCheckpointsResult>;
/** Whether a value is a `SessionCheckpointsResult`. */
export declare function isSessionCheckpointsResult(value: unknown): value is SessionCheckpointsResult;

/** Validates a value as a `SessionCloseCommand`. */
export declare function validateSessionCloseCommand(value: unknown): ValidationResult<SessionCloseCommand>;
/** Whether a value is a `SessionCloseCommand`. */
export declare function isSessionCloseCommand(value: unknown): value is SessionCloseCommand;

/** Validates a value as a `SessionCloseResult`. */
export declare function validateSessionCloseResult(value: unknown): ValidationResult<SessionCloseResult>;
/** Whether a value is a `SessionCloseResult`. */
export declare function isSessionCloseResult(value: unknown): value is SessionCloseResult;

/** Validates a value as a `SessionClosedEvent`. */
export declare function validateSessionClosedEvent(value: unknown): ValidationResult<SessionClosedEvent>;
/** Whether a value is a `SessionClosedEvent`. */
export declare function isSessionClosedEvent(value: unknown): value is SessionClosedEvent;

/** Validates a value as a `SessionCompactCommand`. */
export declare function validateSessionCompactCommand(value: unknown): ValidationResult<SessionCompactCommand>;
/** Whether a value is a `SessionCompactCommand`. */
export declare function isSessionCompactCommand(value: unknown): value is SessionCompactCommand;

/** Validates a value as a `SessionCompactResult`. */
export declare function validateSessionCompactResult(value: unknown): ValidationResult<SessionCompactResult>;
/** Whether a value is a `SessionCompactResult`. */
export declare function isSessionCompactResult(value: unknown): value is SessionCompactResult;

/** Validates a value as a `SessionContextCommand`. */
export declare function validateSessionContextCommand(value: unknown): ValidationResult<SessionContextCommand>;
/** Whether a value is a `SessionContextCommand`. */
export declare function isSessionContextCommand(value: unknown): value is SessionContextCommand;

/** Validates a value as a `SessionContextResult`. */
export declare function validateSessionContextResult(value: unknown): ValidationResult<SessionContextResult>;
/** Whether a value is a `SessionContextResult`. */
export declare function isSessionContextResult(value: unknown): value is SessionContextResult;

/** Validates a value as a `SessionCreateCommand`. */
export declare function validateSessionCreateCommand(value: unknown): ValidationResult<SessionCreateCommand>;
/** Whether a value is a `SessionCreateCommand`. */
export declare function isSessionCreateCommand(value: unknown): value is SessionCreateCommand;

/** Validates a value as a `SessionCreateResult`. */
export declare function validateSessionCreateResult(value: unknown): ValidationResult<SessionCreateResult>;
/** Whether a value is a `SessionCreateResult`. */
export declare function isSessionCreateResult(value: unknown): value is SessionCreateResult;

/** Validates a value as a `SessionCreatedEvent`. */
export declare function validateSessionCreatedEvent(value: unknown): ValidationResult<SessionCreatedEvent>;
/** Whether a value is a `SessionCreatedEvent`. */
export declare function isSessionCreatedEvent(value: unknown): value is SessionCreatedEvent;

/** Validates a value as a `SessionDeleteCommand`. */
export declare function validateSessionDeleteCommand(value: unknown): ValidationResult<SessionDeleteCommand>;
/** Whether a value is a `SessionDeleteCommand`. */
export declare function isSessionDeleteCommand(value: unknown): value is SessionDeleteCommand;

/** Validates a value as a `SessionDeleteResult`. */
export declare function validateSessionDeleteResult(value: unknown): ValidationResult<SessionDeleteResult>;
/** Whether a value is a `SessionDeleteResult`. */
export declare function isSessionDeleteResult(value: unknown): value is SessionDeleteResult;

/** Validates a value as a `SessionDeletedEvent`. */
export declare function validateSessionDeletedEvent(value: unknown): ValidationResult<SessionDeletedEvent>;
/** Whether a value is a `SessionDeletedEvent`. */
export declare function isSessionDeletedEvent(value: unknown): value is SessionDeletedEvent;

/** Validates a value as a `SessionExecuteCommand`. */
export declare function validateSessionExecuteCommand(value: unknown): ValidationResult<SessionExecuteCommand>;
/** Whether a value is a `SessionExecuteCommand`. */
export declare function isSessionExecuteCommand(value: unknown): value is SessionExecuteCommand;

/** Validates a value as a `SessionExportCommand`. */
export declare function validateSessionExportCommand(value: unknown): ValidationResult<SessionExportCommand>;
/** Whether a value is a `SessionExportCommand`. */
export declare function isSessionExportCommand(value: unknown): value is SessionExportCommand;

/** Validates a value as a `SessionExportResult`. */
export declare function validateSessionExportResult(value: unknown): ValidationResult<SessionExportResult>;
/** Whether a value is a `SessionExportResult`. */
export declare function isSessionExportResult(value: unknown): value is SessionExportResult;

/** Validates a value as a `SessionForkCommand`. */
export declare function validateSessionForkCommand(value: unknown): ValidationResult<SessionForkCommand>;
/** Whether a value is a `SessionForkCommand`. */
export declare function isSessionForkCommand(value: unknown): value is SessionForkCommand;

/** Validates a value as a `SessionForkResult`. */
export declare function validateSessionForkResult(value: unknown): ValidationResult<SessionForkResult>;
/** Whether a value is a `SessionForkResult`. */
export declare function isSessionForkResult(value: unknown): value is SessionForkResult;

/** Validates a value as a `SessionForkedEvent`. */
export declare function validateSessionForkedEvent(value: unknown): ValidationResult<SessionForkedEvent>;
/** Whether a value is a `SessionForkedEvent`. */
export declare function isSessionForkedEvent(value: unknown): value is SessionForkedEvent;

/** Validates a value as a `SessionGetAuthorityCommand`. */
export declare function validateSessionGetAuthorityCommand(value: unknown): ValidationResult<SessionGetAuthorityCommand>;
/** Whether a value is a `SessionGetAuthorityCommand`. */
export declare function isSessionGetAuthorityCommand(value: unknown): value is SessionGetAuthorityCommand;

/** Validates a value as a `SessionGetHistoryCommand`. */
export declare function validateSessionGetHistoryCommand(value: unknown): ValidationResult<SessionGetHistoryCommand>;
/** Whether a value is a `SessionGetHistoryCommand`. */
export declare function isSessionGetHistoryCommand(value: unknown): value is SessionGetHistoryCommand;

/** Validates a value as a `SessionGetHistoryResult`. */
export declare function validateSessionGetHistoryResult(value: unknown): ValidationResult<SessionGetHistoryResult>;
/** Whether a value is a `SessionGetHistoryResult`. */
export declare function isSessionGetHistoryResult(value: unknown): value is SessionGetHistoryResult;

/** Validates a value as a `SessionImportCommand`. */
export declare function validateSessionImportCommand(value: unknown): ValidationResult<SessionImportCommand>;
/** Whether a value is a `SessionImportCommand`. */
export declare function isSessionImportCommand(value: unknown): value is SessionImportCommand;

/** Validates a value as a `SessionInfo`. */
export declare function validateSessionInfo(value: unknown): ValidationResult<SessionInfo>;
/** Whether a value is a `SessionInfo`. */
export declare function isSessionInfo(value: unknown): value is SessionInfo;

/** Validates a value as a `SessionInterruptedEvent`. */
export declare function validateSessionInterruptedEvent(value: unknown): ValidationResult<SessionInterruptedEvent>;
/** Whether a value is a `SessionInterruptedEvent`. */
export declare function isSessionInterruptedEvent(value: unknown): value is SessionInterruptedEvent;

/** Validates a value as a `SessionListCommand`. */
export declare function validateSessionListCommand(value: unknown): ValidationResult<SessionListCommand>;
/** Whether a value is a `SessionListCommand`. */
export declare function isSessionListCommand(value: unknown): value is SessionListCommand;

/** Validates a value as a `SessionListQueueCommand`. */
export declare function validateSessionListQueueCommand(value: unknown): ValidationResult<SessionListQueueCommand>;
/** Whether a value is a `SessionListQueueCommand`. */
export declare function isSessionListQueueCommand(value: unknown): value is SessionListQueueCommand;

/** Validates a value as a `SessionListResult`. */
export declare function validateSessionListResult(value: unknown): ValidationResult<SessionListResult>;
/** Whether a value is a `SessionListResult`. */
export declare function isSessionListResult(value: unknown): value is SessionListResult;

/** Validates a value as a `SessionMessageReceivedEvent`. */
export declare function validateSessionMessageReceivedEvent(value: unknown): ValidationResult<SessionMessageReceivedEvent>;
/** Whether a value is a `SessionMessageReceivedEvent`. */
export declare function isSessionMessageReceivedEvent(value: unknown): value is SessionMessageReceivedEvent;

/** Validates a value as a `SessionMode`. */
export declare function validateSessionMode(value: unknown): ValidationResult<SessionMode>;
/** Whether a value is a `SessionMode`. */
export declare function isSessionMode(value: unknown): value is SessionMode;

/** Validates a value as a `SessionNavigateCommand`. */
export declare function validateSessionNavigateCommand(value: unknown): ValidationResult<SessionNavigateCommand>;
/** Whether a value is a `SessionNavigateCommand`. */
export declare function isSessionNavigateCommand(value: unknown): value is SessionNavigateCommand;

/** Validates a value as a `SessionQueueMessageCommand`. */
export declare function validateSessionQueueMessageCommand(value: unknown): ValidationResult<SessionQueueMessageCommand>;
/** Whether a value is a `SessionQueueMessageCommand`. */
export declare function isSessionQueueMessageCommand(value: unknown): value is SessionQueueMessageCommand;

/** Validates a value as a `SessionReloadCommand`. */
export declare function validateSessionReloadCommand(value: unknown): ValidationResult<SessionReloadCommand>;
/** Whether a value is a `SessionReloadCommand`. */
export declare function isSessionReloadCommand(value: unknown): value is SessionReloadCommand;

/** Validates a value as a `SessionRemoveQueuedMessageCommand`. */
export declare function validateSessionRemoveQueuedMessageCommand(value: unknown): ValidationResult<SessionRemoveQueuedMessageCommand>;
/** Whether a value is a `SessionRemoveQueuedMessageCommand`. */
export declare function isSessionRemoveQueuedMessageCommand(value: unknown): value is SessionRemoveQueuedMessageCommand;

/** Validates a value as a `SessionRenameCommand`. */
export declare function validateSessionRenameCommand(value: unknown): ValidationResult<SessionRenameCommand>;
/** Whether a value is a `SessionRenameCommand`. */
export declare function isSessionRenameCommand(value: unknown): value is SessionRenameCommand;

/** Validates a value as a `SessionRenameResult`. */
export declare function validateSessionRenameResult(value: unknown): ValidationResult<SessionRenameResult>;
/** Whether a value is a `SessionRenameResult`. */
export declare function isSessionRenameResult(value: unknown): value is SessionRenameResult;

/** Validates a value as a `SessionRenamedEvent`. */
export declare function validateSessionRenamedEvent(value: unknown): ValidationResult<SessionRenamedEvent>;
/** Whether a value is a `SessionRenamedEvent`. */
export declare function isSessionRenamedEvent(value: unknown): value is SessionRenamedEvent;

/** Validates a value as a `SessionResumeCommand`. */
export declare function validateSessionResumeCommand(value: unknown): ValidationResult<SessionResumeCommand>;
/** Whether a value is a `SessionResumeCommand`. */
export declare function isSessionResumeCommand(value: unknown): value is SessionResumeCommand;

/** Validates a value as a `SessionResumeResult`. */
export declare function validateSessionResumeResult(value: unknown): ValidationResult<SessionResumeResult>;
/** Whether a value is a `SessionResumeResult`. */
export declare function isSessionResumeResult(value: unknown): value is SessionResumeResult;

/** Validates a value as a `SessionResumedEvent`. */
export declare function validateSessionResumedEvent(value: unknown): ValidationResult<SessionResumedEvent>;
/** Whether a value is a `SessionResumedEvent`. */
export declare function isSessionResumedEvent(value: unknown): value is SessionResumedEvent;

/** Validates a value as a `SessionRetryQueuedMessageCommand`. */
export declare function validateSessionRetryQueuedMessageCommand(value: unknown): ValidationResult<SessionRetryQueuedMessageCommand>;
/** Whether a value is a `SessionRetryQueuedMessageCommand`. */
export declare function isSessionRetryQueuedMessageCommand(value: unknown): value is SessionRetryQueuedMessageCommand;

/** Validates a value as a `SessionRewindCommand`. */
export declare function validateSessionRewindCommand(value: unknown): ValidationResult<SessionRewindCommand>;
/** Whether a value is a `SessionRewindCommand`. */
export declare function isSessionRewindCommand(value: unknown): value is SessionRewindCommand;

/** Validates a value as a `SessionRewindPreviewCommand`. */
export declare function validateSessionRewindPreviewCommand(value: unknown): ValidationResult<SessionRewindPreviewCommand>;
/** Whether a value is a `SessionRewindPreviewCommand`. */
export declare function isSessionRewindPreviewCommand(value: unknown): value is SessionRewindPreviewCommand;

/** Validates a value as a `SessionRewindResult`. */
export declare function validateSessionRewindResult(value: unknown): ValidationResult<SessionRewindResult>;
/** Whether a value is a `SessionRewindResult`. */
export declare function isSessionRewindResult(value: unknown): value is SessionRewindResult;

/** Validates a value as a `SessionSendMessageCommand`. */
export declare function validateSessionSendMessageCommand(value: unknown): ValidationResult<SessionSendMessageCommand>;
/** Whether a value is a `SessionSendMessageCommand`. */
export declare function isSessionSendMessageCommand(value: unknown): value is SessionSendMessageCommand;

/** Validates a value as a `SessionSendMessageResult`. */
export declare function validateSessionSendMessageResult(value: unknown): ValidationResult<SessionSendMessageResult>;
/** Whether a value is a `SessionSendMessageResult`. */
export declare function isSessionSendMessageResult(value: unknown): value is SessionSendMessageResult;

/** Validates a value as a `SessionSetAuthorityCommand`. */
export declare function validateSessionSetAuthorityCommand(value: unknown): ValidationResult<SessionSetAuthorityCommand>;
/** Whether a value is a `SessionSetAuthorityCommand`. */
export declare function isSessionSetAuthorityCommand(value: unknown): value is SessionSetAuthorityCommand;

/** Validates a value as a `SessionSetModelCommand`. */
export declare function validateSessionSetModelCommand(value: unknown): ValidationResult<SessionSetModelCommand>;
/** Whether a value is a `SessionSetModelCommand`. */
export declare function isSessionSetModelCommand(value: unknown): value is SessionSetModelCommand;

/** Validates a value as a `SessionSetThinkingCommand`. */
export declare function validateSessionSetThinkingCommand(value: unknown): ValidationResult<SessionSetThinkingCommand>;
/** Whether a value is a `SessionSetThinkingCommand`. */
export declare function isSessionSetThinkingCommand(value: unknown): value is SessionSetThinkingCommand;

/** Validates a value as a `SessionStatus`. */
export declare function validateSessionStatus(value: unknown): ValidationResult<SessionStatus>;
/** Whether a value is a `SessionStatus`. */
export declare function isSessionStatus(value: unknown): value is SessionStatus;

/** Validates a value as a `SessionTasksCommand`. */
export declare function validateSessionTasksCommand(value: unknown): ValidationResult<SessionTasksCommand>;
/** Whether a value is a `SessionTasksCommand`. */
export declare function isSessionTasksCommand(value: unknown): value is SessionTasksCommand;

/** Validates a value as a `SessionTasksResult`. */
export declare function validateSessionTasksResult(value: unknown): ValidationResult<SessionTasksResult>;
/** Whether a value is a `SessionTasksResult`. */
export declare function isSessionTasksResult(value: unknown): value is SessionTasksResult;

/** Validates a value as a `SessionTreeCommand`. */
export declare function validateSessionTreeCommand(value: unknown): ValidationResult<SessionTreeCommand>;
/** Whether a value is a `SessionTreeCommand`. */
export declare function isSessionTreeCommand(value: unknown): value is SessionTreeCommand;

/** Validates a value as a `SessionWaitingForInputEvent`. */
export declare function validateSessionWaitingForInputEvent(value: unknown): ValidationResult<SessionWaitingForInputEvent>;
/** Whether a value is a `SessionWaitingForInputEvent`. */
export declare function isSessionWaitingForInputEvent(value: unknown): value is SessionWaitingForInputEvent;

/** Validates a value as a `SkillInvokedEvent`. */
export declare function validateSkillInvokedEvent(value: unknown): ValidationResult<SkillInvokedEvent>;
/** Whether a value is a `SkillInvokedEvent`. */
export declare function isSkillInvokedEvent(value: unknown): value is SkillInvokedEvent;

/** Validates a value as a `StepFinishedEvent`. */
export declare function validateStepFinishedEvent(value: unknown): ValidationResult<StepFinishedEvent>;
/** Whether a value is a `StepFinishedEvent`. */
export declare function isStepFinishedEvent(value: unknown): value is StepFinishedEvent;

/** Validates a value as a `StepStartedEvent`. */
export declare function validateStepStartedEvent(value: unknown): ValidationResult<StepStartedEvent>;
/** Whether a value is a `StepStartedEvent`. */
export declare function isStepStartedEvent(value: unknown): value is StepStartedEvent;

/** Validates a value as a `StrategyKind`. */
export declare function validateStrategyKind(value: unknown): ValidationResult<StrategyKind>;
/** Whether a value is a `StrategyKind`. */
export declare function isStrategyKind(value: unknown): value is StrategyKind;

/** Validates a value as a `StrategyProposedEvent`. */
export declare function validateStrategyProposedEvent(value: unknown): ValidationResult<StrategyProposedEvent>;
/** Whether a value is a `StrategyProposedEvent`. */
export declare function isStrategyProposedEvent(value: unknown): value is StrategyProposedEvent;

/** Validates a value as a `StrategyResolvedEvent`. */
export declare function validateStrategyResolvedEvent(value: unknown): ValidationResult<StrategyResolvedEvent>;
/** Whether a value is a `StrategyResolvedEvent`. */
export declare function isStrategyResolvedEvent(value: unknown): value is StrategyResolvedEvent;

/** Validates a value as a `SubagentFinishedEvent`. */
export declare function validateSubagentFinishedEvent(value: unknown): ValidationResult<SubagentFinishedEvent>;
/** Whether a value is a `SubagentFinishedEvent`. */
export declare function isSubagentFinishedEvent(value: unknown): value is SubagentFinishedEvent;

/** Validates a value as a `SubagentStartedEvent`. */
export declare function validateSubagentStartedEvent(value: unknown): ValidationResult<SubagentStartedEvent>;
/** Whether a value is a `SubagentStartedEvent`. */
export declare function isSubagentStartedEvent(value: unknown): value is SubagentStartedEvent;

/** Validates a value as a `TaskProfiledEvent`. */
export declare function validateTaskProfiledEvent(value: unknown): ValidationResult<TaskProfiledEvent>;
/** Whether a value is a `TaskProfiledEvent`. */
export declare function isTaskProfiledEvent(value: unknown): value is TaskProfiledEvent;

/** Validates a value as a `ThinkingLevel`. */
export declare function validateThinkingLevel(value: unknown): ValidationResult<ThinkingLevel>;
/** Whether a value is a `ThinkingLevel`. */
export declare function isThinkingLevel(value: unknown): value is ThinkingLevel;

/** Validates a value as a `ThreadArchiveCommand`. */
export declare function validateThreadArchiveCommand(value: unknown): ValidationResult<ThreadArchiveCommand>;
/** Whether a value is a `ThreadArchiveCommand`. */
export declare function isThreadArchiveCommand(value: unknown): value is ThreadArchiveCommand;

/** Validates a value as a `ThreadArchiveResult`. */
export declare function validateThreadArchiveResult(value: unknown): ValidationResult<ThreadArchiveResult>;
/** Whether a value is a `ThreadArchiveResult`. */
export declare function isThreadArchiveResult(value: unknown): value is ThreadArchiveResult;

/** Validates a value as a `ThreadCreateCommand`. */
export declare function validateThreadCreateCommand(value: unknown): ValidationResult<ThreadCreateCommand>;
/** Whether a value is a `ThreadCreateCommand`. */
export declare function isThreadCreateCommand(value: unknown): value is ThreadCreateCommand;

/** Validates a value as a `ThreadCreateResult`. */
export declare function validateThreadCreateResult(value: unknown): ValidationResult<ThreadCreateResult>;
/** Whether a value is a `ThreadCreateResult`. */
export declare function isThreadCreateResult(value: unknown): value is ThreadCreateResult;

/** Validates a value as a `ThreadGetCommand`. */
export declare function validateThreadGetCommand(value: unknown): ValidationResult<ThreadGetCommand>;
/** Whether a value is a `ThreadGetCommand`. */
export declare function isThreadGetCommand(value: unknown): value is ThreadGetCommand;

/** Validates a value as a `ThreadGetResult`. */
export declare function validateThreadGetResult(value: unknown): ValidationResult<ThreadGetResult>;
/** Whether a value is a `ThreadGetResult`. */
export declare function isThreadGetResult(value: unknown): value is ThreadGetResult;

/** Validates a value as a `ThreadListCommand`. */
export declare function validateThreadListCommand(value: unknown): ValidationResult<ThreadListCommand>;
/** Whether a value is a `ThreadListCommand`. */
export declare function isThreadListCommand(value: unknown): value is ThreadListCommand;

/** Validates a value as a `ThreadListResult`. */
export declare function validateThreadListResult(value: unknown): ValidationResult<ThreadListResult>;
/** Whether a value is a `ThreadListResult`. */
export declare function isThreadListResult(value: unknown): value is ThreadListResult;

/** Validates a value as a `ThreadRecord`. */
export declare function validateThreadRecord(value: unknown): ValidationResult<ThreadRecord>;
/** Whether a value is a `ThreadRecord`. */
export declare function isThreadRecord(value: unknown): value is ThreadRecord;

/** Validates a value as a `ThreadStatus`. */
export declare function validateThreadStatus(value: unknown): ValidationResult<ThreadStatus>;
/** Whether a value is a `ThreadStatus`. */
export declare function isThreadStatus(value: unknown): value is ThreadStatus;

/** Validates a value as a `ThreadUpdateCommand`. */
export declare function validateThreadUpdateCommand(value: unknown): ValidationResult<ThreadUpdateCommand>;
/** Whether a value is a `ThreadUpdateCommand`. */
export declare function isThreadUpdateCommand(value: unknown): value is ThreadUpdateCommand;

/** Validates a value as a `ThreadUpdateResult`. */
export declare function validateThreadUpdateResult(value: unknown): ValidationResult<ThreadUpdateResult>;
/** Whether a value is a `ThreadUpdateResult`. */
export declare function isThreadUpdateResult(value: unknown): value is ThreadUpdateResult;

/** Validates a value as a `ToolAction`. */
export declare function validateToolAction(value: unknown): ValidationResult<ToolAction>;
/** Whether a value is a `ToolAction`. */
export declare function isToolAction(value: unknown): value is ToolAction;

/** Validates a value as a `ToolCallFailedEvent`. */
export declare function validateToolCallFailedEvent(value: unknown): ValidationResult<ToolCallFailedEvent>;
/** Whether a value is a `ToolCallFailedEvent`. */
export declare function isToolCallFailedEvent(value: unknown): value is ToolCallFailedEvent;

/** Validates a value as a `ToolCallFinishedEvent`. */
export declare function validateToolCallFinishedEvent(value: unknown): ValidationResult<ToolCallFinishedEvent>;
/** Whether a value is a `ToolCallFinishedEvent`. */
export declare function isToolCallFinishedEvent(value: unknown): value is ToolCallFinishedEvent;

/** Validates a value as a `ToolCallProgressEvent`. */
export declare function validateToolCallProgressEvent(value: unknown): ValidationResult<ToolCallProgressEvent>;
/** Whether a value is a `ToolCallProgressEvent`. */
export declare function isToolCallProgressEvent(value: unknown): value is ToolCallProgressEvent;

/** Validates a value as a `ToolCallStartedEvent`. */
export declare function validateToolCallStartedEvent(value: unknown): ValidationResult<ToolCallStartedEvent>;
/** Whether a value is a `ToolCallStartedEvent`. */
export declare function isToolCallStartedEvent(value: unknown): value is ToolCallStartedEvent;

/** Validates a value as a `TurnGetCommand`. */
export declare function validateTurnGetCommand(value: unknown): ValidationResult<TurnGetCommand>;
/** Whether a value is a `TurnGetCommand`. */
export declare function isTurnGetCommand(value: unknown): value is TurnGetCommand;

/** Validates a value as a `TurnGetResult`. */
export declare function validateTurnGetResult(value: unknown): ValidationResult<TurnGetResult>;
/** Whether a value is a `TurnGetResult`. */
export declare function isTurnGetResult(value: unknown): value is TurnGetResult;

/** Validates a value as a `TurnInspectCommand`. */
export declare function validateTurnInspectCommand(value: unknown): ValidationResult<TurnInspectCommand>;
/** Whether a value is a `TurnInspectCommand`. */
export declare function isTurnInspectCommand(value: unknown): value is TurnInspectCommand;

/** Validates a value as a `TurnInspectResult`. */
export declare function validateTurnInspectResult(value: unknown): ValidationResult<TurnInspectResult>;
/** Whether a value is a `TurnInspectResult`. */
export declare function isTurnInspectResult(value: unknown): value is TurnInspectResult;

/** Validates a value as a `TurnInterruptCommand`. */
export declare function validateTurnInterruptCommand(value: unknown): ValidationResult<TurnInterruptCommand>;
/** Whether a value is a `TurnInterruptCommand`. */
export declare function isTurnInterruptCommand(value: unknown): value is TurnInterruptCommand;

/** Validates a value as a `TurnInterruptResult`. */
export declare function validateTurnInterruptResult(value: unknown): ValidationResult<TurnInterruptResult>;
/** Whether a value is a `TurnInterruptResult`. */
export declare function isTurnInterruptResult(value: unknown): value is TurnInterruptResult;

/** Validates a value as a `TurnItemKind`. */
export declare function validateTurnItemKind(value: unknown): ValidationResult<TurnItemKind>;
/** Whether a value is a `TurnItemKind`. */
export declare function isTurnItemKind(value: unknown): value is TurnItemKind;

/** Validates a value as a `TurnItemRecord`. */
export declare function validateTurnItemRecord(value: unknown): ValidationResult<TurnItemRecord>;
/** Whether a value is a `TurnItemRecord`. */
export declare function isTurnItemRecord(value: unknown): value is TurnItemRecord;

/** Validates a value as a `TurnItemsCommand`. */
export declare function validateTurnItemsCommand(value: unknown): ValidationResult<TurnItemsCommand>;
/** Whether a value is a `TurnItemsCommand`. */
export declare function isTurnItemsCommand(value: unknown): value is TurnItemsCommand;

/** Validates a value as a `TurnItemsResult`. */
export declare function validateTurnItemsResult(value: unknown): ValidationResult<TurnItemsResult>;
/** Whether a value is a `TurnItemsResult`. */
export declare function isTurnItemsResult(value: unknown): value is TurnItemsResult;

/** Validates a value as a `TurnListCommand`. */
export declare function validateTurnListCommand(value: unknown): ValidationResult<TurnListCommand>;
/** Whether a value is a `TurnListCommand`. */
export declare function isTurnListCommand(value: unknown): value is TurnListCommand;

/** Validates a value as a `TurnListResult`. */
export declare function validateTurnListResult(value: unknown): ValidationResult<TurnListResult>;
/** Whether a value is a `TurnListResult`. */
export declare function isTurnListResult(value: unknown): value is TurnListResult;

/** Validates a value as a `TurnRecord`. */
export declare function validateTurnRecord(value: unknown): ValidationResult<TurnRecord>;
/** Whether a value is a `TurnRecord`. */
export declare function isTurnRecord(value: unknown): value is TurnRecord;

/** Validates a value as a `TurnStartCommand`. */
export declare function validateTurnStartCommand(value: unknown): ValidationResult<TurnStartCommand>;
/** Whether a value is a `TurnStartCommand`. */
export declare function isTurnStartCommand(value: unknown): value is TurnStartCommand;

/** Validates a value as a `TurnStartResult`. */
export declare function validateTurnStartResult(value: unknown): ValidationResult<TurnStartResult>;
/** Whether a value is a `TurnStartResult`. */
export declare function isTurnStartResult(value: unknown): value is TurnStartResult;

/** Validates a value as a `TurnStatus`. */
export declare function validateTurnStatus(value: unknown): ValidationResult<TurnStatus>;
/** Whether a value is a `TurnStatus`. */
export declare function isTurnStatus(value: unknown): value is TurnStatus;

/** Validates a value as a `TurnSteerCommand`. */
export declare function validateTurnSteerCommand(value: unknown): ValidationResult<TurnSteerCommand>;
/** Whether a value is a `TurnSteerCommand`. */
export declare function isTurnSteerCommand(value: unknown): value is TurnSteerCommand;

/** Validates a value as a `TurnSteerResult`. */
export declare function validateTurnSteerResult(value: unknown): ValidationResult<TurnSteerResult>;
/** Whether a value is a `TurnSteerResult`. */
export declare function isTurnSteerResult(value: unknown): value is TurnSteerResult;

/** Validates a value as a `UsagePurpose`. */
export declare function validateUsagePurpose(value: unknown): ValidationResult<UsagePurpose>;
/** Whether a value is a `UsagePurpose`. */
export declare function isUsagePurpose(value: unknown): value is UsagePurpose;

/** Validates a value as a `UserQuestionAskedEvent`. */
export declare function validateUserQuestionAskedEvent(value: unknown): ValidationResult<UserQuestionAskedEvent>;
/** Whether a value is a `UserQuestionAskedEvent`. */
export declare function isUserQuestionAskedEvent(value: unknown): value is UserQuestionAskedEvent;

/** Validates a value as a `UserQuestionRespondCommand`. */
export declare function validateUserQuestionRespondCommand(value: unknown): ValidationResult<UserQuestionRespondCommand>;
/** Whether a value is a `UserQuestionRespondCommand`. */
export declare function isUserQuestionRespondCommand(value: unknown): value is UserQuestionRespondCommand;

/** Validates a value as a `UserQuestionRespondResult`. */
export declare function validateUserQuestionRespondResult(value: unknown): ValidationResult<UserQuestionRespondResult>;
/** Whether a value is a `UserQuestionRespondResult`. */
export declare function isUserQuestionRespondResult(value: unknown): value is UserQuestionRespondResult;

/** Validates a value as a `VerificationCompletedEvent`. */
export declare function validateVerificationCompletedEvent(value: unknown): ValidationResult<VerificationCompletedEvent>;
/** Whether a value is a `VerificationCompletedEvent`. */
export declare function isVerificationCompletedEvent(value: unknown): value is VerificationCompletedEvent;

/** Validates a value as a `VerificationFailedEvent`. */
export declare function validateVerificationFailedEvent(value: unknown): ValidationResult<VerificationFailedEvent>;
/** Whether a value is a `VerificationFailedEvent`. */
export declare function isVerificationFailedEvent(value: unknown): value is VerificationFailedEvent;

/** Validates a value as a `WebLaunchCommand`. */
export declare function validateWebLaunchCommand(value: unknown): ValidationResult<WebLaunchCommand>;
/** Whether a value is a `WebLaunchCommand`. */
export declare function isWebLaunchCommand(value: unknown): value is WebLaunchCommand;

/** Validates a value as a `WindowsForcedSandbox`. */
export declare function validateWindowsForcedSandbox(value: unknown): ValidationResult<WindowsForcedSandbox>;
/** Whether a value is a `WindowsForcedSandbox`. */
export declare function isWindowsForcedSandbox(value: unknown): value is WindowsForcedSandbox;

/** Validates a value as a `WireFormat`. */
export declare function validateWireFormat(value: unknown): ValidationResult<WireFormat>;
/** Whether a value is a `WireFormat`. */
export declare function isWireFormat(value: unknown): value is WireFormat;

/** Validates a value as a `WorkerApplyCommand`. */
export declare function validateWorkerApplyCommand(value: unknown): ValidationResult<WorkerApplyCommand>;
/** Whether a value is a `WorkerApplyCommand`. */
export declare function isWorkerApplyCommand(value: unknown): value is WorkerApplyCommand;

/** Validates a value as a `WorkerApplyResult`. */
export declare function validateWorkerApplyResult(value: unknown): ValidationResult<WorkerApplyResult>;
/** Whether a value is a `WorkerApplyResult`. */
export declare function isWorkerApplyResult(value: unknown): value is WorkerApplyResult;

/** Validates a value as a `WorkerCancelCommand`. */
export declare function validateWorkerCancelCommand(value: unknown): ValidationResult<WorkerCancelCommand>;
/** Whether a value is a `WorkerCancelCommand`. */
export declare function isWorkerCancelCommand(value: unknown): value is WorkerCancelCommand;

/** Validates a value as a `WorkerCancelResult`. */
export declare function validateWorkerCancelResult(value: unknown): ValidationResult<WorkerCancelResult>;
/** Whether a value is a `WorkerCancelResult`. */
export declare function isWorkerCancelResult(value: unknown): value is WorkerCancelResult;

/** Validates a value as a `WorkerEventsCommand`. */
export declare function validateWorkerEventsCommand(value: unknown): ValidationResult<WorkerEventsCommand>;
/** Whether a value is a `WorkerEventsCommand`. */
export declare function isWorkerEventsCommand(value: unknown): value is WorkerEventsCommand;

/** Validates a value as a `WorkerEventsResult`. */
export declare function validateWorkerEventsResult(value: unknown): ValidationResult<WorkerEventsResult>;
/** Whether a value is a `WorkerEventsResult`. */
export declare function isWorkerEventsResult(value: unknown): value is WorkerEventsResult;

/** Validates a value as a `WorkerFollowupCommand`. */
export declare function validateWorkerFollowupCommand(value: unknown): ValidationResult<WorkerFollowupCommand>;
/** Whether a value is a `WorkerFollowupCommand`. */
export declare function isWorkerFollowupCommand(value: unknown): value is WorkerFollowupCommand;

/** Validates a value as a `WorkerFollowupResult`. */
export declare function validateWorkerFollowupResult(value: unknown): ValidationResult<WorkerFollowupResult>;
/** Whether a value is a `WorkerFollowupResult`. */
export declare function isWorkerFollowupResult(value: unknown): value is WorkerFollowupResult;

/** Validates a value as a `WorkerListCommand`. */
export declare function validateWorkerListCommand(value: unknown): ValidationResult<WorkerListCommand>;
/** Whether a value is a `WorkerListCommand`. */
export declare function isWorkerListCommand(value: unknown): value is WorkerListCommand;

/** Validates a value as a `WorkerListResult`. */
export declare function validateWorkerListResult(value: unknown): ValidationResult<WorkerListResult>;
/** Whether a value is a `WorkerListResult`. */
export declare function isWorkerListResult(value: unknown): value is WorkerListResult;

/** Validates a value as a `WorkerRetryCommand`. */
export declare function validateWorkerRetryCommand(value: unknown): ValidationResult<WorkerRetryCommand>;
/** Whether a value is a `WorkerRetryCommand`. */
export declare function isWorkerRetryCommand(value: unknown): value is WorkerRetryCommand;

/** Validates a value as a `WorkerRetryResult`. */
export declare function validateWorkerRetryResult(value: unknown): ValidationResult<WorkerRetryResult>;
/** Whether a value is a `WorkerRetryResult`. */
export declare function isWorkerRetryResult(value: unknown): value is WorkerRetryResult;

/** Validates a value as a `WorkerReviewCommand`. */
export declare function validateWorkerReviewCommand(value: unknown): ValidationResult<WorkerReviewCommand>;
/** Whether a value is a `WorkerReviewCommand`. */
export declare function isWorkerReviewCommand(value: unknown): value is WorkerReviewCommand;

/** Validates a value as a `WorkerReviewResult`. */
export declare function validateWorkerReviewResult(value: unknown): ValidationResult<WorkerReviewResult>;
/** Whether a value is a `WorkerReviewResult`. */
export declare function isWorkerReviewResult(value: unknown): value is WorkerReviewResult;

/** Validates a value as a `WorkerStartCommand`. */
export declare function validateWorkerStartCommand(value: unknown): ValidationResult<WorkerStartCommand>;
/** Whether a value is a `WorkerStartCommand`. */
export declare function isWorkerStartCommand(value: unknown): value is WorkerStartCommand;

/** Validates a value as a `WorkerStartResult`. */
export declare function validateWorkerStartResult(value: unknown): ValidationResult<WorkerStartResult>;
/** Whether a value is a `WorkerStartResult`. */
export declare function isWorkerStartResult(value: unknown): value is WorkerStartResult;

/** Validates a value as a `WorkerStatusCommand`. */
export declare function validateWorkerStatusCommand(value: unknown): ValidationResult<WorkerStatusCommand>;
/** Whether a value is a `WorkerStatusCommand`. */
export declare function isWorkerStatusCommand(value: unknown): value is WorkerStatusCommand;

/** Validates a value as a `WorkerStatusResult`. */
export declare function validateWorkerStatusResult(value: unknown): ValidationResult<WorkerStatusResult>;
/** Whether a value is a `WorkerStatusResult`. */
export declare function isWorkerStatusResult(value: unknown): value is WorkerStatusResult;

/** Validates a value as a `WorkflowFormat`. */
export declare function validateWorkflowFormat(value: unknown): ValidationResult<WorkflowFormat>;
/** Whether a value is a `WorkflowFormat`. */
export declare function isWorkflowFormat(value: unknown): value is WorkflowFormat;

/** Validates a value as a `WorkflowGetCommand`. */
export declare function validateWorkflowGetCommand(value: unknown): ValidationResult<WorkflowGetCommand>;
/** Whether a value is a `WorkflowGetCommand`. */
export declare function isWorkflowGetCommand(value: unknown): value is WorkflowGetCommand;

/** Validates a value as a `WorkflowGetResult`. */
export declare function validateWorkflowGetResult(value: unknown): ValidationResult<WorkflowGetResult>;
/** Whether a value is a `WorkflowGetResult`. */
export declare function isWorkflowGetResult(value: unknown): value is WorkflowGetResult;

/** Validates a value as a `WorkflowListCommand`. */
export declare function validateWorkflowListCommand(value: unknown): ValidationResult<WorkflowListCommand>;
/** Whether a value is a `WorkflowListCommand`. */
export declare function isWorkflowListCommand(value: unknown): value is WorkflowListCommand;

/** Validates a value as a `WorkflowListResult`. */
export declare function validateWorkflowListResult(value: unknown): ValidationResult<WorkflowListResult>;
/** Whether a value is a `WorkflowListResult`. */
export declare function isWorkflowListResult(value: unknown): value is WorkflowListResult;

/** Validates a value as a `WorkflowStartCommand`. */
export declare function validateWorkflowStartCommand(value: unknown): ValidationResult<WorkflowStartCommand>;
/** Whether a value is a `WorkflowStartCommand`. */
export declare function isWorkflowStartCommand(value: unknown): value is WorkflowStartCommand;

/** Validates a value as a `WorkflowStartResult`. */
export declare function validateWorkflowStartResult(value: unknown): ValidationResult<WorkflowStartResult>;
/** Whether a value is a `WorkflowStartResult`. */
export declare function isWorkflowStartResult(value: unknown): value is WorkflowStartResult;

/** Validates a value as a `WorkspaceCommitCommand`. */
export declare function validateWorkspaceCommitCommand(value: unknown): ValidationResult<WorkspaceCommitCommand>;
/** Whether a value is a `WorkspaceCommitCommand`. */
export declare function isWorkspaceCommitCommand(value: unknown): value is WorkspaceCommitCommand;

/** Validates a value as a `WorkspaceDiffCommand`. */
export declare function validateWorkspaceDiffCommand(value: unknown): ValidationResult<WorkspaceDiffCommand>;
/** Whether a value is a `WorkspaceDiffCommand`. */
export declare function isWorkspaceDiffCommand(value: unknown): value is WorkspaceDiffCommand;

/** Validates a value as a `WorkspaceDiffResult`. */
export declare function validateWorkspaceDiffResult(value: unknown): ValidationResult<WorkspaceDiffResult>;
/** Whether a value is a `WorkspaceDiffResult`. */
export declare function isWorkspaceDiffResult(value: unknown): value is WorkspaceDiffResult;

/** Validates a value as a `WorkspaceStageCommand`. */
export declare function validateWorkspaceStageCommand(value: unknown): ValidationResult<WorkspaceStageCommand>;
/** Whether a value is a `WorkspaceStageCommand`. */
export declare function isWorkspaceStageCommand(value: unknown): value is WorkspaceStageCommand;

/** Validates a value as a `WorkspaceTrust`. */
export declare function validateWorkspaceTrust(value: unknown): ValidationResult<WorkspaceTrust>;
/** Whether a value is a `WorkspaceTrust`. */
export declare function isWorkspaceTrust(value: unknown): value is WorkspaceTrust;

/** Validates a value as a `ServerMessage` (a response or an event push). */
export declare function validateServerMessage(value: unknown): ValidationResult<ServerMessage>;
/** Whether a value is a `ServerMessage`. */
export declare function isServerMessage(value: unknown): value is ServerMessage;
/** Parses one server frame (JSON text) as a `ServerMessage`; never throws. */
export declare function parseServerMessage(line: string): ValidationResult<ServerMessage>;
