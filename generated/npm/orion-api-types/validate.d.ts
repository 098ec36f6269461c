// Orion Code Local Web API v0.3.0: TypeScript types generated from orion-api-types.
// Do not edit: run `cargo run -p codegen -- generate`.

import type { ActivateWorkspaceRequest, BootstrapCapabilities, BootstrapResponse, CommandResult, CreateSessionRequest, CredentialSlot, DiagnosticsResponse, EffortPreference, EffortSettingsField, FollowupItem, GoalView, HealthResponse, McpPage, McpServerSummary, ModelSettingsField, ModelSummary, MotionSettingsField, MutationRequest, OpenSettingsDocumentRequest, OpenSettingsDocumentResponse, PendingApproval, PlanView, Problem, RenameSessionRequest, ReplayResetEnvelope, ReplayResetPayload, RequestId, RuntimeEventEnvelope, RuntimeEventPayload, SessionMutationResult, SessionPage, SessionRuntimeSnapshot, SessionSnapshot, SessionSummary, SetEffortSetting, SetModelSetting, SetMotionSetting, SetThemeSetting, SetToolConfirmationSetting, SettingsAppearance, SettingsCurrentSession, SettingsDefaults, SettingsDiagnostic, SettingsDocument, SettingsFieldCommon, SettingsInvalidatedEnvelope, SettingsInvalidatedPayload, SettingsMutationResult, SettingsOperation, SettingsPermissions, SettingsRevision, SettingsSections, SkillPage, SkillSummary, ThemeSettingsField, ThreadEventEnvelope, ThreadEventPayload, ToolConfirmationSettingsField, ToolDetailPage, ToolDetailSummary, ToolDetailSummaryPage, TranscriptMessage, TranscriptPage, UnsetEffortSetting, UnsetModelSetting, UnsetMotionSetting, UnsetThemeSetting, UnsetToolConfirmationSetting, UpdateSettingsRequest, WebCommand, WebEventEnvelope, WorkbenchStateEnvelope, WorkbenchStatePayload, WorkspaceMutationResult, WorkspacePage, WorkspaceSummary } from "./index.js";

/** Where a value breaks a rule (the path spelled as the Rust decoders spell it: `params.attachments[0].sha256`, `(root)` at the top) and which rule. */
export type ValidationError = { path: string; message: string };

/** The validated value, or the errors (the first error found). */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

/** Validates a value as a `HealthResponse`. */
export declare function validateHealthResponse(value: unknown): ValidationResult<HealthResponse>;
/** Whether a value is a `HealthResponse`. */
export declare function isHealthResponse(value: unknown): value is HealthResponse;

/** Validates a value as a `BootstrapResponse`. */
export declare function validateBootstrapResponse(value: unknown): ValidationResult<BootstrapResponse>;
/** Whether a value is a `BootstrapResponse`. */
export declare function isBootstrapResponse(value: unknown): value is BootstrapResponse;

/** Validates a value as a `MutationRequest`. */
export declare function validateMutationRequest(value: unknown): ValidationResult<MutationRequest>;
/** Whether a value is a `MutationRequest`. */
export declare function isMutationRequest(value: unknown): value is MutationRequest;

/** Validates a value as a `RequestId`. */
export declare function validateRequestId(value: unknown): ValidationResult<RequestId>;
/** Whether a value is a `RequestId`. */
export declare function isRequestId(value: unknown): value is RequestId;

/** Validates a value as a `ActivateWorkspaceRequest`. */
export declare function validateActivateWorkspaceRequest(value: unknown): ValidationResult<ActivateWorkspaceRequest>;
/** Whether a value is a `ActivateWorkspaceRequest`. */
export declare function isActivateWorkspaceRequest(value: unknown): value is ActivateWorkspaceRequest;

/** Validates a value as a `CreateSessionRequest`. */
export declare function validateCreateSessionRequest(value: unknown): ValidationResult<CreateSessionRequest>;
/** Whether a value is a `CreateSessionRequest`. */
export declare function isCreateSessionRequest(value: unknown): value is CreateSessionRequest;

/** Validates a value as a `RenameSessionRequest`. */
export declare function validateRenameSessionRequest(value: unknown): ValidationResult<RenameSessionRequest>;
/** Whether a value is a `RenameSessionRequest`. */
export declare function isRenameSessionRequest(value: unknown): value is RenameSessionRequest;

/** Validates a value as a `WorkspaceSummary`. */
export declare function validateWorkspaceSummary(value: unknown): ValidationResult<WorkspaceSummary>;
/** Whether a value is a `WorkspaceSummary`. */
export declare function isWorkspaceSummary(value: unknown): value is WorkspaceSummary;

/** Validates a value as a `WorkspacePage`. */
export declare function validateWorkspacePage(value: unknown): ValidationResult<WorkspacePage>;
/** Whether a value is a `WorkspacePage`. */
export declare function isWorkspacePage(value: unknown): value is WorkspacePage;

/** Validates a value as a `WorkspaceMutationResult`. */
export declare function validateWorkspaceMutationResult(value: unknown): ValidationResult<WorkspaceMutationResult>;
/** Whether a value is a `WorkspaceMutationResult`. */
export declare function isWorkspaceMutationResult(value: unknown): value is WorkspaceMutationResult;

/** Validates a value as a `SessionSummary`. */
export declare function validateSessionSummary(value: unknown): ValidationResult<SessionSummary>;
/** Whether a value is a `SessionSummary`. */
export declare function isSessionSummary(value: unknown): value is SessionSummary;

/** Validates a value as a `SessionPage`. */
export declare function validateSessionPage(value: unknown): ValidationResult<SessionPage>;
/** Whether a value is a `SessionPage`. */
export declare function isSessionPage(value: unknown): value is SessionPage;

/** Validates a value as a `SessionMutationResult`. */
export declare function validateSessionMutationResult(value: unknown): ValidationResult<SessionMutationResult>;
/** Whether a value is a `SessionMutationResult`. */
export declare function isSessionMutationResult(value: unknown): value is SessionMutationResult;

/** Validates a value as a `TranscriptMessage`. */
export declare function validateTranscriptMessage(value: unknown): ValidationResult<TranscriptMessage>;
/** Whether a value is a `TranscriptMessage`. */
export declare function isTranscriptMessage(value: unknown): value is TranscriptMessage;

/** Validates a value as a `TranscriptPage`. */
export declare function validateTranscriptPage(value: unknown): ValidationResult<TranscriptPage>;
/** Whether a value is a `TranscriptPage`. */
export declare function isTranscriptPage(value: unknown): value is TranscriptPage;

/** Validates a value as a `GoalView`. */
export declare function validateGoalView(value: unknown): ValidationResult<GoalView>;
/** Whether a value is a `GoalView`. */
export declare function isGoalView(value: unknown): value is GoalView;

/** Validates a value as a `PlanView`. */
export declare function validatePlanView(value: unknown): ValidationResult<PlanView>;
/** Whether a value is a `PlanView`. */
export declare function isPlanView(value: unknown): value is PlanView;

/** Validates a value as a `PendingApproval`. */
export declare function validatePendingApproval(value: unknown): ValidationResult<PendingApproval>;
/** Whether a value is a `PendingApproval`. */
export declare function isPendingApproval(value: unknown): value is PendingApproval;

/** Validates a value as a `FollowupItem`. */
export declare function validateFollowupItem(value: unknown): ValidationResult<FollowupItem>;
/** Whether a value is a `FollowupItem`. */
export declare function isFollowupItem(value: unknown): value is FollowupItem;

/** Validates a value as a `SessionRuntimeSnapshot`. */
export declare function validateSessionRuntimeSnapshot(value: unknown): ValidationResult<SessionRuntimeSnapshot>;
/** Whether a value is a `SessionRuntimeSnapshot`. */
export declare function isSessionRuntimeSnapshot(value: unknown): value is SessionRuntimeSnapshot;

/** Validates a value as a `SessionSnapshot`. */
export declare function validateSessionSnapshot(value: unknown): ValidationResult<SessionSnapshot>;
/** Whether a value is a `SessionSnapshot`. */
export declare function isSessionSnapshot(value: unknown): value is SessionSnapshot;

/** Validates a value as a `SkillSummary`. */
export declare function validateSkillSummary(value: unknown): ValidationResult<SkillSummary>;
/** Whether a value is a `SkillSummary`. */
export declare function isSkillSummary(value: unknown): value is SkillSummary;

/** Validates a value as a `SkillPage`. */
export declare function validateSkillPage(value: unknown): ValidationResult<SkillPage>;
/** Whether a value is a `SkillPage`. */
export declare function isSkillPage(value: unknown): value is SkillPage;

/** Validates a value as a `McpServerSummary`. */
export declare function validateMcpServerSummary(value: unknown): ValidationResult<McpServerSummary>;
/** Whether a value is a `McpServerSummary`. */
export declare function isMcpServerSummary(value: unknown): value is McpServerSummary;

/** Validates a value as a `McpPage`. */
export declare function validateMcpPage(value: unknown): ValidationResult<McpPage>;
/** Whether a value is a `McpPage`. */
export declare function isMcpPage(value: unknown): value is McpPage;

/** Validates a value as a `ToolDetailSummary`. */
export declare function validateToolDetailSummary(value: unknown): ValidationResult<ToolDetailSummary>;
/** Whether a value is a `ToolDetailSummary`. */
export declare function isToolDetailSummary(value: unknown): value is ToolDetailSummary;

/** Validates a value as a `ToolDetailSummaryPage`. */
export declare function validateToolDetailSummaryPage(value: unknown): ValidationResult<ToolDetailSummaryPage>;
/** Whether a value is a `ToolDetailSummaryPage`. */
export declare function isToolDetailSummaryPage(value: unknown): value is ToolDetailSummaryPage;

/** Validates a value as a `ToolDetailPage`. */
export declare function validateToolDetailPage(value: unknown): ValidationResult<ToolDetailPage>;
/** Whether a value is a `ToolDetailPage`. */
export declare function isToolDetailPage(value: unknown): value is ToolDetailPage;

/** Validates a value as a `SettingsRevision`. */
export declare function validateSettingsRevision(value: unknown): ValidationResult<SettingsRevision>;
/** Whether a value is a `SettingsRevision`. */
export declare function isSettingsRevision(value: unknown): value is SettingsRevision;

/** Validates a value as a `SettingsFieldCommon`. */
export declare function validateSettingsFieldCommon(value: unknown): ValidationResult<SettingsFieldCommon>;
/** Whether a value is a `SettingsFieldCommon`. */
export declare function isSettingsFieldCommon(value: unknown): value is SettingsFieldCommon;

/** Validates a value as a `ThemeSettingsField`. */
export declare function validateThemeSettingsField(value: unknown): ValidationResult<ThemeSettingsField>;
/** Whether a value is a `ThemeSettingsField`. */
export declare function isThemeSettingsField(value: unknown): value is ThemeSettingsField;

/** Validates a value as a `MotionSettingsField`. */
export declare function validateMotionSettingsField(value: unknown): ValidationResult<MotionSettingsField>;
/** Whether a value is a `MotionSettingsField`. */
export declare function isMotionSettingsField(value: unknown): value is MotionSettingsField;

/** Validates a value as a `ModelSettingsField`. */
export declare function validateModelSettingsField(value: unknown): ValidationResult<ModelSettingsField>;
/** Whether a value is a `ModelSettingsField`. */
export declare function isModelSettingsField(value: unknown): value is ModelSettingsField;

/** Validates a value as a `EffortSettingsField`. */
export declare function validateEffortSettingsField(value: unknown): ValidationResult<EffortSettingsField>;
/** Whether a value is a `EffortSettingsField`. */
export declare function isEffortSettingsField(value: unknown): value is EffortSettingsField;

/** Validates a value as a `ToolConfirmationSettingsField`. */
export declare function validateToolConfirmationSettingsField(value: unknown): ValidationResult<ToolConfirmationSettingsField>;
/** Whether a value is a `ToolConfirmationSettingsField`. */
export declare function isToolConfirmationSettingsField(value: unknown): value is ToolConfirmationSettingsField;

/** Validates a value as a `EffortPreference`. */
export declare function validateEffortPreference(value: unknown): ValidationResult<EffortPreference>;
/** Whether a value is a `EffortPreference`. */
export declare function isEffortPreference(value: unknown): value is EffortPreference;

/** Validates a value as a `ModelSummary`. */
export declare function validateModelSummary(value: unknown): ValidationResult<ModelSummary>;
/** Whether a value is a `ModelSummary`. */
export declare function isModelSummary(value: unknown): value is ModelSummary;

/** Validates a value as a `CredentialSlot`. */
export declare function validateCredentialSlot(value: unknown): ValidationResult<CredentialSlot>;
/** Whether a value is a `CredentialSlot`. */
export declare function isCredentialSlot(value: unknown): value is CredentialSlot;

/** Validates a value as a `SettingsDocument`. */
export declare function validateSettingsDocument(value: unknown): ValidationResult<SettingsDocument>;
/** Whether a value is a `SettingsDocument`. */
export declare function isSettingsDocument(value: unknown): value is SettingsDocument;

/** Validates a value as a `SettingsOperation`. */
export declare function validateSettingsOperation(value: unknown): ValidationResult<SettingsOperation>;
/** Whether a value is a `SettingsOperation`. */
export declare function isSettingsOperation(value: unknown): value is SettingsOperation;

/** Validates a value as a `SetThemeSetting`. */
export declare function validateSetThemeSetting(value: unknown): ValidationResult<SetThemeSetting>;
/** Whether a value is a `SetThemeSetting`. */
export declare function isSetThemeSetting(value: unknown): value is SetThemeSetting;

/** Validates a value as a `UnsetThemeSetting`. */
export declare function validateUnsetThemeSetting(value: unknown): ValidationResult<UnsetThemeSetting>;
/** Whether a value is a `UnsetThemeSetting`. */
export declare function isUnsetThemeSetting(value: unknown): value is UnsetThemeSetting;

/** Validates a value as a `SetMotionSetting`. */
export declare function validateSetMotionSetting(value: unknown): ValidationResult<SetMotionSetting>;
/** Whether a value is a `SetMotionSetting`. */
export declare function isSetMotionSetting(value: unknown): value is SetMotionSetting;

/** Validates a value as a `UnsetMotionSetting`. */
export declare function validateUnsetMotionSetting(value: unknown): ValidationResult<UnsetMotionSetting>;
/** Whether a value is a `UnsetMotionSetting`. */
export declare function isUnsetMotionSetting(value: unknown): value is UnsetMotionSetting;

/** Validates a value as a `SetModelSetting`. */
export declare function validateSetModelSetting(value: unknown): ValidationResult<SetModelSetting>;
/** Whether a value is a `SetModelSetting`. */
export declare function isSetModelSetting(value: unknown): value is SetModelSetting;

/** Validates a value as a `UnsetModelSetting`. */
export declare function validateUnsetModelSetting(value: unknown): ValidationResult<UnsetModelSetting>;
/** Whether a value is a `UnsetModelSetting`. */
export declare function isUnsetModelSetting(value: unknown): value is UnsetModelSetting;

/** Validates a value as a `SetEffortSetting`. */
export declare function validateSetEffortSetting(value: unknown): ValidationResult<SetEffortSetting>;
/** Whether a value is a `SetEffortSetting`. */
export declare function isSetEffortSetting(value: unknown): value is SetEffortSetting;

/** Validates a value as a `UnsetEffortSetting`. */
export declare function validateUnsetEffortSetting(value: unknown): ValidationResult<UnsetEffortSetting>;
/** Whether a value is a `UnsetEffortSetting`. */
export declare function isUnsetEffortSetting(value: unknown): value is UnsetEffortSetting;

/** Validates a value as a `SetToolConfirmationSetting`. */
export declare function validateSetToolConfirmationSetting(value: unknown): ValidationResult<SetToolConfirmationSetting>;
/** Whether a value is a `SetToolConfirmationSetting`. */
export declare function isSetToolConfirmationSetting(value: unknown): value is SetToolConfirmationSetting;

/** Validates a value as a `UnsetToolConfirmationSetting`. */
export declare function validateUnsetToolConfirmationSetting(value: unknown): ValidationResult<UnsetToolConfirmationSetting>;
/** Whether a value is a `UnsetToolConfirmationSetting`. */
export declare function isUnsetToolConfirmationSetting(value: unknown): value is UnsetToolConfirmationSetting;

/** Validates a value as a `UpdateSettingsRequest`. */
export declare function validateUpdateSettingsRequest(value: unknown): ValidationResult<UpdateSettingsRequest>;
/** Whether a value is a `UpdateSettingsRequest`. */
export declare function isUpdateSettingsRequest(value: unknown): value is UpdateSettingsRequest;

/** Validates a value as a `SettingsMutationResult`. */
export declare function validateSettingsMutationResult(value: unknown): ValidationResult<SettingsMutationResult>;
/** Whether a value is a `SettingsMutationResult`. */
export declare function isSettingsMutationResult(value: unknown): value is SettingsMutationResult;

/** Validates a value as a `WebCommand`. */
export declare function validateWebCommand(value: unknown): ValidationResult<WebCommand>;
/** Whether a value is a `WebCommand`. */
export declare function isWebCommand(value: unknown): value is WebCommand;

/** Validates a value as a `CommandResult`. */
export declare function validateCommandResult(value: unknown): ValidationResult<CommandResult>;
/** Whether a value is a `CommandResult`. */
export declare function isCommandResult(value: unknown): value is CommandResult;

/** Validates a value as a `WebEventEnvelope`. */
export declare function validateWebEventEnvelope(value: unknown): ValidationResult<WebEventEnvelope>;
/** Whether a value is a `WebEventEnvelope`. */
export declare function isWebEventEnvelope(value: unknown): value is WebEventEnvelope;

/** Validates a value as a `RuntimeEventEnvelope`. */
export declare function validateRuntimeEventEnvelope(value: unknown): ValidationResult<RuntimeEventEnvelope>;
/** Whether a value is a `RuntimeEventEnvelope`. */
export declare function isRuntimeEventEnvelope(value: unknown): value is RuntimeEventEnvelope;

/** Validates a value as a `ThreadEventEnvelope`. */
export declare function validateThreadEventEnvelope(value: unknown): ValidationResult<ThreadEventEnvelope>;
/** Whether a value is a `ThreadEventEnvelope`. */
export declare function isThreadEventEnvelope(value: unknown): value is ThreadEventEnvelope;

/** Validates a value as a `WorkbenchStateEnvelope`. */
export declare function validateWorkbenchStateEnvelope(value: unknown): ValidationResult<WorkbenchStateEnvelope>;
/** Whether a value is a `WorkbenchStateEnvelope`. */
export declare function isWorkbenchStateEnvelope(value: unknown): value is WorkbenchStateEnvelope;

/** Validates a value as a `SettingsInvalidatedEnvelope`. */
export declare function validateSettingsInvalidatedEnvelope(value: unknown): ValidationResult<SettingsInvalidatedEnvelope>;
/** Whether a value is a `SettingsInvalidatedEnvelope`. */
export declare function isSettingsInvalidatedEnvelope(value: unknown): value is SettingsInvalidatedEnvelope;

/** Validates a value as a `ReplayResetEnvelope`. */
export declare function validateReplayResetEnvelope(value: unknown): ValidationResult<ReplayResetEnvelope>;
/** Whether a value is a `ReplayResetEnvelope`. */
export declare function isReplayResetEnvelope(value: unknown): value is ReplayResetEnvelope;

/** Validates a value as a `Problem`. */
export declare function validateProblem(value: unknown): ValidationResult<Problem>;
/** Whether a value is a `Problem`. */
export declare function isProblem(value: unknown): value is Problem;

/** Validates a value as a `BootstrapCapabilities`. */
export declare function validateBootstrapCapabilities(value: unknown): ValidationResult<BootstrapCapabilities>;
/** Whether a value is a `BootstrapCapabilities`. */
export declare function isBootstrapCapabilities(value: unknown): value is BootstrapCapabilities;

/** Validates a value as a `DiagnosticsResponse`. */
export declare function validateDiagnosticsResponse(value: unknown): ValidationResult<DiagnosticsResponse>;
/** Whether a value is a `DiagnosticsResponse`. */
export declare function isDiagnosticsResponse(value: unknown): value is DiagnosticsResponse;

/** Validates a value as a `OpenSettingsDocumentRequest`. */
export declare function validateOpenSettingsDocumentRequest(value: unknown): ValidationResult<OpenSettingsDocumentRequest>;
/** Whether a value is a `OpenSettingsDocumentRequest`. */
export declare function isOpenSettingsDocumentRequest(value: unknown): value is OpenSettingsDocumentRequest;

/** Validates a value as a `OpenSettingsDocumentResponse`. */
export declare function validateOpenSettingsDocumentResponse(value: unknown): ValidationResult<OpenSettingsDocumentResponse>;
/** Whether a value is a `OpenSettingsDocumentResponse`. */
export declare function isOpenSettingsDocumentResponse(value: unknown): value is OpenSettingsDocumentResponse;

/** Validates a value as a `SettingsSections`. */
export declare function validateSettingsSections(value: unknown): ValidationResult<SettingsSections>;
/** Whether a value is a `SettingsSections`. */
export declare function isSettingsSections(value: unknown): value is SettingsSections;

/** Validates a value as a `SettingsAppearance`. */
export declare function validateSettingsAppearance(value: unknown): ValidationResult<SettingsAppearance>;
/** Whether a value is a `SettingsAppearance`. */
export declare function isSettingsAppearance(value: unknown): value is SettingsAppearance;

/** Validates a value as a `SettingsDefaults`. */
export declare function validateSettingsDefaults(value: unknown): ValidationResult<SettingsDefaults>;
/** Whether a value is a `SettingsDefaults`. */
export declare function isSettingsDefaults(value: unknown): value is SettingsDefaults;

/** Validates a value as a `SettingsPermissions`. */
export declare function validateSettingsPermissions(value: unknown): ValidationResult<SettingsPermissions>;
/** Whether a value is a `SettingsPermissions`. */
export declare function isSettingsPermissions(value: unknown): value is SettingsPermissions;

/** Validates a value as a `SettingsCurrentSession`. */
export declare function validateSettingsCurrentSession(value: unknown): ValidationResult<SettingsCurrentSession>;
/** Whether a value is a `SettingsCurrentSession`. */
export declare function isSettingsCurrentSession(value: unknown): value is SettingsCurrentSession;

/** Validates a value as a `SettingsDiagnostic`. */
export declare function validateSettingsDiagnostic(value: unknown): ValidationResult<SettingsDiagnostic>;
/** Whether a value is a `SettingsDiagnostic`. */
export declare function isSettingsDiagnostic(value: unknown): value is SettingsDiagnostic;

/** Validates a value as a `RuntimeEventPayload`. */
export declare function validateRuntimeEventPayload(value: unknown): ValidationResult<RuntimeEventPayload>;
/** Whether a value is a `RuntimeEventPayload`. */
export declare function isRuntimeEventPayload(value: unknown): value is RuntimeEventPayload;

/** Validates a value as a `ThreadEventPayload`. */
export declare function validateThreadEventPayload(value: unknown): ValidationResult<ThreadEventPayload>;
/** Whether a value is a `ThreadEventPayload`. */
export declare function isThreadEventPayload(value: unknown): value is ThreadEventPayload;

/** Validates a value as a `WorkbenchStatePayload`. */
export declare function validateWorkbenchStatePayload(value: unknown): ValidationResult<WorkbenchStatePayload>;
/** Whether a value is a `WorkbenchStatePayload`. */
export declare function isWorkbenchStatePayload(value: unknown): value is WorkbenchStatePayload;

/** Validates a value as a `SettingsInvalidatedPayload`. */
export declare function validateSettingsInvalidatedPayload(value: unknown): ValidationResult<SettingsInvalidatedPayload>;
/** Whether a value is a `SettingsInvalidatedPayload`. */
export declare function isSettingsInvalidatedPayload(value: unknown): value is SettingsInvalidatedPayload;

/** Validates a value as a `ReplayResetPayload`. */
export declare function validateReplayResetPayload(value: unknown): ValidationResult<ReplayResetPayload>;
/** Whether a value is a `ReplayResetPayload`. */
export declare function isReplayResetPayload(value: unknown): value is ReplayResetPayload;

/** Parses JSON text as a `WebEventEnvelope`; never throws. */
export declare function parseWebEventEnvelope(data: string): ValidationResult<WebEventEnvelope>;
