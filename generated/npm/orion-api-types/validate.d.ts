// Orion Code Local Web API v0.3.0: TypeScript types generated from orion-api-types.
// Do not edit: run `cargo run -p codegen -- generate`.

import type { ActivateWorkspaceRequest, BootstrapCapabilities, BootstrapResponse, CommandResult, CreateSessionRequest, CredentialSlot, DiagnosticsResponse, EffortPreference, EffortSettingsField, FollowupItem, GoalView, HealthResponse, McpPage, McpServerSummary, ModelSettingsField, ModelSummary, MotionSettingsField, MutationRequest, OpenSettingsDocumentRequest, OpenSettingsDocumentResponse, OperationId, Operations, PendingApproval, PlanView, Problem, RenameSessionRequest, ReplayResetEnvelope, ReplayResetPayload, RequestId, RuntimeEventEnvelope, RuntimeEventPayload, SessionMutationResult, SessionPage, SessionRuntimeSnapshot, SessionSnapshot, SessionSummary, SetEffortSetting, SetModelSetting, SetMotionSetting, SetThemeSetting, SetToolConfirmationSetting, SettingsAppearance, SettingsCurrentSession, SettingsDefaults, SettingsDiagnostic, SettingsDocument, SettingsFieldCommon, SettingsInvalidatedEnvelope, SettingsInvalidatedPayload, SettingsMutationResult, SettingsOperation, SettingsPermissions, SettingsRevision, SettingsSections, SkillPage, SkillSummary, ThemeSettingsField, ThreadEventEnvelope, ThreadEventPayload, ToolConfirmationSettingsField, ToolDetailPage, ToolDetailSummary, ToolDetailSummaryPage, TranscriptMessage, TranscriptPage, UnsetEffortSetting, UnsetModelSetting, UnsetMotionSetting, UnsetThemeSetting, UnsetToolConfirmationSetting, UpdateSettingsRequest, WebCommand, WebEventEnvelope, WorkbenchStateEnvelope, WorkbenchStatePayload, WorkspaceMutationResult, WorkspacePage, WorkspaceSummary } from "./index.js";

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

/** Validates a value as a `HealthResponse`. */
export declare function validateHealthResponse(value: unknown, options?: ValidateOptions): ValidationResult<HealthResponse>;
/** Whether a value is a `HealthResponse`; fills in defaults as `validateHealthResponse` does. */
export declare function isHealthResponse(value: unknown, options?: ValidateOptions): value is HealthResponse;

/** Validates a value as a `BootstrapResponse`. */
export declare function validateBootstrapResponse(value: unknown, options?: ValidateOptions): ValidationResult<BootstrapResponse>;
/** Whether a value is a `BootstrapResponse`; fills in defaults as `validateBootstrapResponse` does. */
export declare function isBootstrapResponse(value: unknown, options?: ValidateOptions): value is BootstrapResponse;

/** Validates a value as a `MutationRequest`. */
export declare function validateMutationRequest(value: unknown, options?: ValidateOptions): ValidationResult<MutationRequest>;
/** Whether a value is a `MutationRequest`; fills in defaults as `validateMutationRequest` does. */
export declare function isMutationRequest(value: unknown, options?: ValidateOptions): value is MutationRequest;

/** Validates a value as a `RequestId`. */
export declare function validateRequestId(value: unknown, options?: ValidateOptions): ValidationResult<RequestId>;
/** Whether a value is a `RequestId`; fills in defaults as `validateRequestId` does. */
export declare function isRequestId(value: unknown, options?: ValidateOptions): value is RequestId;

/** Validates a value as a `ActivateWorkspaceRequest`. */
export declare function validateActivateWorkspaceRequest(value: unknown, options?: ValidateOptions): ValidationResult<ActivateWorkspaceRequest>;
/** Whether a value is a `ActivateWorkspaceRequest`; fills in defaults as `validateActivateWorkspaceRequest` does. */
export declare function isActivateWorkspaceRequest(value: unknown, options?: ValidateOptions): value is ActivateWorkspaceRequest;

/** Validates a value as a `CreateSessionRequest`. */
export declare function validateCreateSessionRequest(value: unknown, options?: ValidateOptions): ValidationResult<CreateSessionRequest>;
/** Whether a value is a `CreateSessionRequest`; fills in defaults as `validateCreateSessionRequest` does. */
export declare function isCreateSessionRequest(value: unknown, options?: ValidateOptions): value is CreateSessionRequest;

/** Validates a value as a `RenameSessionRequest`. */
export declare function validateRenameSessionRequest(value: unknown, options?: ValidateOptions): ValidationResult<RenameSessionRequest>;
/** Whether a value is a `RenameSessionRequest`; fills in defaults as `validateRenameSessionRequest` does. */
export declare function isRenameSessionRequest(value: unknown, options?: ValidateOptions): value is RenameSessionRequest;

/** Validates a value as a `WorkspaceSummary`. */
export declare function validateWorkspaceSummary(value: unknown, options?: ValidateOptions): ValidationResult<WorkspaceSummary>;
/** Whether a value is a `WorkspaceSummary`; fills in defaults as `validateWorkspaceSummary` does. */
export declare function isWorkspaceSummary(value: unknown, options?: ValidateOptions): value is WorkspaceSummary;

/** Validates a value as a `WorkspacePage`. */
export declare function validateWorkspacePage(value: unknown, options?: ValidateOptions): ValidationResult<WorkspacePage>;
/** Whether a value is a `WorkspacePage`; fills in defaults as `validateWorkspacePage` does. */
export declare function isWorkspacePage(value: unknown, options?: ValidateOptions): value is WorkspacePage;

/** Validates a value as a `WorkspaceMutationResult`. */
export declare function validateWorkspaceMutationResult(value: unknown, options?: ValidateOptions): ValidationResult<WorkspaceMutationResult>;
/** Whether a value is a `WorkspaceMutationResult`; fills in defaults as `validateWorkspaceMutationResult` does. */
export declare function isWorkspaceMutationResult(value: unknown, options?: ValidateOptions): value is WorkspaceMutationResult;

/** Validates a value as a `SessionSummary`. */
export declare function validateSessionSummary(value: unknown, options?: ValidateOptions): ValidationResult<SessionSummary>;
/** Whether a value is a `SessionSummary`; fills in defaults as `validateSessionSummary` does. */
export declare function isSessionSummary(value: unknown, options?: ValidateOptions): value is SessionSummary;

/** Validates a value as a `SessionPage`. */
export declare function validateSessionPage(value: unknown, options?: ValidateOptions): ValidationResult<SessionPage>;
/** Whether a value is a `SessionPage`; fills in defaults as `validateSessionPage` does. */
export declare function isSessionPage(value: unknown, options?: ValidateOptions): value is SessionPage;

/** Validates a value as a `SessionMutationResult`. */
export declare function validateSessionMutationResult(value: unknown, options?: ValidateOptions): ValidationResult<SessionMutationResult>;
/** Whether a value is a `SessionMutationResult`; fills in defaults as `validateSessionMutationResult` does. */
export declare function isSessionMutationResult(value: unknown, options?: ValidateOptions): value is SessionMutationResult;

/** Validates a value as a `TranscriptMessage`. */
export declare function validateTranscriptMessage(value: unknown, options?: ValidateOptions): ValidationResult<TranscriptMessage>;
/** Whether a value is a `TranscriptMessage`; fills in defaults as `validateTranscriptMessage` does. */
export declare function isTranscriptMessage(value: unknown, options?: ValidateOptions): value is TranscriptMessage;

/** Validates a value as a `TranscriptPage`. */
export declare function validateTranscriptPage(value: unknown, options?: ValidateOptions): ValidationResult<TranscriptPage>;
/** Whether a value is a `TranscriptPage`; fills in defaults as `validateTranscriptPage` does. */
export declare function isTranscriptPage(value: unknown, options?: ValidateOptions): value is TranscriptPage;

/** Validates a value as a `GoalView`. */
export declare function validateGoalView(value: unknown, options?: ValidateOptions): ValidationResult<GoalView>;
/** Whether a value is a `GoalView`; fills in defaults as `validateGoalView` does. */
export declare function isGoalView(value: unknown, options?: ValidateOptions): value is GoalView;

/** Validates a value as a `PlanView`. */
export declare function validatePlanView(value: unknown, options?: ValidateOptions): ValidationResult<PlanView>;
/** Whether a value is a `PlanView`; fills in defaults as `validatePlanView` does. */
export declare function isPlanView(value: unknown, options?: ValidateOptions): value is PlanView;

/** Validates a value as a `PendingApproval`. */
export declare function validatePendingApproval(value: unknown, options?: ValidateOptions): ValidationResult<PendingApproval>;
/** Whether a value is a `PendingApproval`; fills in defaults as `validatePendingApproval` does. */
export declare function isPendingApproval(value: unknown, options?: ValidateOptions): value is PendingApproval;

/** Validates a value as a `FollowupItem`. */
export declare function validateFollowupItem(value: unknown, options?: ValidateOptions): ValidationResult<FollowupItem>;
/** Whether a value is a `FollowupItem`; fills in defaults as `validateFollowupItem` does. */
export declare function isFollowupItem(value: unknown, options?: ValidateOptions): value is FollowupItem;

/** Validates a value as a `SessionRuntimeSnapshot`. */
export declare function validateSessionRuntimeSnapshot(value: unknown, options?: ValidateOptions): ValidationResult<SessionRuntimeSnapshot>;
/** Whether a value is a `SessionRuntimeSnapshot`; fills in defaults as `validateSessionRuntimeSnapshot` does. */
export declare function isSessionRuntimeSnapshot(value: unknown, options?: ValidateOptions): value is SessionRuntimeSnapshot;

/** Validates a value as a `SessionSnapshot`. */
export declare function validateSessionSnapshot(value: unknown, options?: ValidateOptions): ValidationResult<SessionSnapshot>;
/** Whether a value is a `SessionSnapshot`; fills in defaults as `validateSessionSnapshot` does. */
export declare function isSessionSnapshot(value: unknown, options?: ValidateOptions): value is SessionSnapshot;

/** Validates a value as a `SkillSummary`. */
export declare function validateSkillSummary(value: unknown, options?: ValidateOptions): ValidationResult<SkillSummary>;
/** Whether a value is a `SkillSummary`; fills in defaults as `validateSkillSummary` does. */
export declare function isSkillSummary(value: unknown, options?: ValidateOptions): value is SkillSummary;

/** Validates a value as a `SkillPage`. */
export declare function validateSkillPage(value: unknown, options?: ValidateOptions): ValidationResult<SkillPage>;
/** Whether a value is a `SkillPage`; fills in defaults as `validateSkillPage` does. */
export declare function isSkillPage(value: unknown, options?: ValidateOptions): value is SkillPage;

/** Validates a value as a `McpServerSummary`. */
export declare function validateMcpServerSummary(value: unknown, options?: ValidateOptions): ValidationResult<McpServerSummary>;
/** Whether a value is a `McpServerSummary`; fills in defaults as `validateMcpServerSummary` does. */
export declare function isMcpServerSummary(value: unknown, options?: ValidateOptions): value is McpServerSummary;

/** Validates a value as a `McpPage`. */
export declare function validateMcpPage(value: unknown, options?: ValidateOptions): ValidationResult<McpPage>;
/** Whether a value is a `McpPage`; fills in defaults as `validateMcpPage` does. */
export declare function isMcpPage(value: unknown, options?: ValidateOptions): value is McpPage;

/** Validates a value as a `ToolDetailSummary`. */
export declare function validateToolDetailSummary(value: unknown, options?: ValidateOptions): ValidationResult<ToolDetailSummary>;
/** Whether a value is a `ToolDetailSummary`; fills in defaults as `validateToolDetailSummary` does. */
export declare function isToolDetailSummary(value: unknown, options?: ValidateOptions): value is ToolDetailSummary;

/** Validates a value as a `ToolDetailSummaryPage`. */
export declare function validateToolDetailSummaryPage(value: unknown, options?: ValidateOptions): ValidationResult<ToolDetailSummaryPage>;
/** Whether a value is a `ToolDetailSummaryPage`; fills in defaults as `validateToolDetailSummaryPage` does. */
export declare function isToolDetailSummaryPage(value: unknown, options?: ValidateOptions): value is ToolDetailSummaryPage;

/** Validates a value as a `ToolDetailPage`. */
export declare function validateToolDetailPage(value: unknown, options?: ValidateOptions): ValidationResult<ToolDetailPage>;
/** Whether a value is a `ToolDetailPage`; fills in defaults as `validateToolDetailPage` does. */
export declare function isToolDetailPage(value: unknown, options?: ValidateOptions): value is ToolDetailPage;

/** Validates a value as a `SettingsRevision`. */
export declare function validateSettingsRevision(value: unknown, options?: ValidateOptions): ValidationResult<SettingsRevision>;
/** Whether a value is a `SettingsRevision`; fills in defaults as `validateSettingsRevision` does. */
export declare function isSettingsRevision(value: unknown, options?: ValidateOptions): value is SettingsRevision;

/** Validates a value as a `SettingsFieldCommon`. */
export declare function validateSettingsFieldCommon(value: unknown, options?: ValidateOptions): ValidationResult<SettingsFieldCommon>;
/** Whether a value is a `SettingsFieldCommon`; fills in defaults as `validateSettingsFieldCommon` does. */
export declare function isSettingsFieldCommon(value: unknown, options?: ValidateOptions): value is SettingsFieldCommon;

/** Validates a value as a `ThemeSettingsField`. */
export declare function validateThemeSettingsField(value: unknown, options?: ValidateOptions): ValidationResult<ThemeSettingsField>;
/** Whether a value is a `ThemeSettingsField`; fills in defaults as `validateThemeSettingsField` does. */
export declare function isThemeSettingsField(value: unknown, options?: ValidateOptions): value is ThemeSettingsField;

/** Validates a value as a `MotionSettingsField`. */
export declare function validateMotionSettingsField(value: unknown, options?: ValidateOptions): ValidationResult<MotionSettingsField>;
/** Whether a value is a `MotionSettingsField`; fills in defaults as `validateMotionSettingsField` does. */
export declare function isMotionSettingsField(value: unknown, options?: ValidateOptions): value is MotionSettingsField;

/** Validates a value as a `ModelSettingsField`. */
export declare function validateModelSettingsField(value: unknown, options?: ValidateOptions): ValidationResult<ModelSettingsField>;
/** Whether a value is a `ModelSettingsField`; fills in defaults as `validateModelSettingsField` does. */
export declare function isModelSettingsField(value: unknown, options?: ValidateOptions): value is ModelSettingsField;

/** Validates a value as a `EffortSettingsField`. */
export declare function validateEffortSettingsField(value: unknown, options?: ValidateOptions): ValidationResult<EffortSettingsField>;
/** Whether a value is a `EffortSettingsField`; fills in defaults as `validateEffortSettingsField` does. */
export declare function isEffortSettingsField(value: unknown, options?: ValidateOptions): value is EffortSettingsField;

/** Validates a value as a `ToolConfirmationSettingsField`. */
export declare function validateToolConfirmationSettingsField(value: unknown, options?: ValidateOptions): ValidationResult<ToolConfirmationSettingsField>;
/** Whether a value is a `ToolConfirmationSettingsField`; fills in defaults as `validateToolConfirmationSettingsField` does. */
export declare function isToolConfirmationSettingsField(value: unknown, options?: ValidateOptions): value is ToolConfirmationSettingsField;

/** Validates a value as a `EffortPreference`. */
export declare function validateEffortPreference(value: unknown, options?: ValidateOptions): ValidationResult<EffortPreference>;
/** Whether a value is a `EffortPreference`; fills in defaults as `validateEffortPreference` does. */
export declare function isEffortPreference(value: unknown, options?: ValidateOptions): value is EffortPreference;

/** Validates a value as a `ModelSummary`. */
export declare function validateModelSummary(value: unknown, options?: ValidateOptions): ValidationResult<ModelSummary>;
/** Whether a value is a `ModelSummary`; fills in defaults as `validateModelSummary` does. */
export declare function isModelSummary(value: unknown, options?: ValidateOptions): value is ModelSummary;

/** Validates a value as a `CredentialSlot`. */
export declare function validateCredentialSlot(value: unknown, options?: ValidateOptions): ValidationResult<CredentialSlot>;
/** Whether a value is a `CredentialSlot`; fills in defaults as `validateCredentialSlot` does. */
export declare function isCredentialSlot(value: unknown, options?: ValidateOptions): value is CredentialSlot;

/** Validates a value as a `SettingsDocument`. */
export declare function validateSettingsDocument(value: unknown, options?: ValidateOptions): ValidationResult<SettingsDocument>;
/** Whether a value is a `SettingsDocument`; fills in defaults as `validateSettingsDocument` does. */
export declare function isSettingsDocument(value: unknown, options?: ValidateOptions): value is SettingsDocument;

/** Validates a value as a `SettingsOperation`. */
export declare function validateSettingsOperation(value: unknown, options?: ValidateOptions): ValidationResult<SettingsOperation>;
/** Whether a value is a `SettingsOperation`; fills in defaults as `validateSettingsOperation` does. */
export declare function isSettingsOperation(value: unknown, options?: ValidateOptions): value is SettingsOperation;

/** Validates a value as a `SetThemeSetting`. */
export declare function validateSetThemeSetting(value: unknown, options?: ValidateOptions): ValidationResult<SetThemeSetting>;
/** Whether a value is a `SetThemeSetting`; fills in defaults as `validateSetThemeSetting` does. */
export declare function isSetThemeSetting(value: unknown, options?: ValidateOptions): value is SetThemeSetting;

/** Validates a value as a `UnsetThemeSetting`. */
export declare function validateUnsetThemeSetting(value: unknown, options?: ValidateOptions): ValidationResult<UnsetThemeSetting>;
/** Whether a value is a `UnsetThemeSetting`; fills in defaults as `validateUnsetThemeSetting` does. */
export declare function isUnsetThemeSetting(value: unknown, options?: ValidateOptions): value is UnsetThemeSetting;

/** Validates a value as a `SetMotionSetting`. */
export declare function validateSetMotionSetting(value: unknown, options?: ValidateOptions): ValidationResult<SetMotionSetting>;
/** Whether a value is a `SetMotionSetting`; fills in defaults as `validateSetMotionSetting` does. */
export declare function isSetMotionSetting(value: unknown, options?: ValidateOptions): value is SetMotionSetting;

/** Validates a value as a `UnsetMotionSetting`. */
export declare function validateUnsetMotionSetting(value: unknown, options?: ValidateOptions): ValidationResult<UnsetMotionSetting>;
/** Whether a value is a `UnsetMotionSetting`; fills in defaults as `validateUnsetMotionSetting` does. */
export declare function isUnsetMotionSetting(value: unknown, options?: ValidateOptions): value is UnsetMotionSetting;

/** Validates a value as a `SetModelSetting`. */
export declare function validateSetModelSetting(value: unknown, options?: ValidateOptions): ValidationResult<SetModelSetting>;
/** Whether a value is a `SetModelSetting`; fills in defaults as `validateSetModelSetting` does. */
export declare function isSetModelSetting(value: unknown, options?: ValidateOptions): value is SetModelSetting;

/** Validates a value as a `UnsetModelSetting`. */
export declare function validateUnsetModelSetting(value: unknown, options?: ValidateOptions): ValidationResult<UnsetModelSetting>;
/** Whether a value is a `UnsetModelSetting`; fills in defaults as `validateUnsetModelSetting` does. */
export declare function isUnsetModelSetting(value: unknown, options?: ValidateOptions): value is UnsetModelSetting;

/** Validates a value as a `SetEffortSetting`. */
export declare function validateSetEffortSetting(value: unknown, options?: ValidateOptions): ValidationResult<SetEffortSetting>;
/** Whether a value is a `SetEffortSetting`; fills in defaults as `validateSetEffortSetting` does. */
export declare function isSetEffortSetting(value: unknown, options?: ValidateOptions): value is SetEffortSetting;

/** Validates a value as a `UnsetEffortSetting`. */
export declare function validateUnsetEffortSetting(value: unknown, options?: ValidateOptions): ValidationResult<UnsetEffortSetting>;
/** Whether a value is a `UnsetEffortSetting`; fills in defaults as `validateUnsetEffortSetting` does. */
export declare function isUnsetEffortSetting(value: unknown, options?: ValidateOptions): value is UnsetEffortSetting;

/** Validates a value as a `SetToolConfirmationSetting`. */
export declare function validateSetToolConfirmationSetting(value: unknown, options?: ValidateOptions): ValidationResult<SetToolConfirmationSetting>;
/** Whether a value is a `SetToolConfirmationSetting`; fills in defaults as `validateSetToolConfirmationSetting` does. */
export declare function isSetToolConfirmationSetting(value: unknown, options?: ValidateOptions): value is SetToolConfirmationSetting;

/** Validates a value as a `UnsetToolConfirmationSetting`. */
export declare function validateUnsetToolConfirmationSetting(value: unknown, options?: ValidateOptions): ValidationResult<UnsetToolConfirmationSetting>;
/** Whether a value is a `UnsetToolConfirmationSetting`; fills in defaults as `validateUnsetToolConfirmationSetting` does. */
export declare function isUnsetToolConfirmationSetting(value: unknown, options?: ValidateOptions): value is UnsetToolConfirmationSetting;

/** Validates a value as a `UpdateSettingsRequest`. */
export declare function validateUpdateSettingsRequest(value: unknown, options?: ValidateOptions): ValidationResult<UpdateSettingsRequest>;
/** Whether a value is a `UpdateSettingsRequest`; fills in defaults as `validateUpdateSettingsRequest` does. */
export declare function isUpdateSettingsRequest(value: unknown, options?: ValidateOptions): value is UpdateSettingsRequest;

/** Validates a value as a `SettingsMutationResult`. */
export declare function validateSettingsMutationResult(value: unknown, options?: ValidateOptions): ValidationResult<SettingsMutationResult>;
/** Whether a value is a `SettingsMutationResult`; fills in defaults as `validateSettingsMutationResult` does. */
export declare function isSettingsMutationResult(value: unknown, options?: ValidateOptions): value is SettingsMutationResult;

/** Validates a value as a `WebCommand`. */
export declare function validateWebCommand(value: unknown, options?: ValidateOptions): ValidationResult<WebCommand>;
/** Whether a value is a `WebCommand`; fills in defaults as `validateWebCommand` does. */
export declare function isWebCommand(value: unknown, options?: ValidateOptions): value is WebCommand;

/** Validates a value as a `CommandResult`. */
export declare function validateCommandResult(value: unknown, options?: ValidateOptions): ValidationResult<CommandResult>;
/** Whether a value is a `CommandResult`; fills in defaults as `validateCommandResult` does. */
export declare function isCommandResult(value: unknown, options?: ValidateOptions): value is CommandResult;

/**
 * Validates a value as a `WebEventEnvelope`. In the receive view an event of a type this package
 * does not know passes with `unknown` set (see `ReceiveResult`).
 */
export declare function validateWebEventEnvelope(value: unknown, options?: ExactView): ValidationResult<WebEventEnvelope>;
export declare function validateWebEventEnvelope(value: unknown, options: ValidateOptions): ReceiveResult<WebEventEnvelope>;
/** Whether a value is a `WebEventEnvelope` (an event of an unknown type is not); fills in defaults as `validateWebEventEnvelope` does. */
export declare function isWebEventEnvelope(value: unknown, options?: ValidateOptions): value is WebEventEnvelope;

/** Validates a value as a `RuntimeEventEnvelope`. */
export declare function validateRuntimeEventEnvelope(value: unknown, options?: ValidateOptions): ValidationResult<RuntimeEventEnvelope>;
/** Whether a value is a `RuntimeEventEnvelope`; fills in defaults as `validateRuntimeEventEnvelope` does. */
export declare function isRuntimeEventEnvelope(value: unknown, options?: ValidateOptions): value is RuntimeEventEnvelope;

/** Validates a value as a `ThreadEventEnvelope`. */
export declare function validateThreadEventEnvelope(value: unknown, options?: ValidateOptions): ValidationResult<ThreadEventEnvelope>;
/** Whether a value is a `ThreadEventEnvelope`; fills in defaults as `validateThreadEventEnvelope` does. */
export declare function isThreadEventEnvelope(value: unknown, options?: ValidateOptions): value is ThreadEventEnvelope;

/** Validates a value as a `WorkbenchStateEnvelope`. */
export declare function validateWorkbenchStateEnvelope(value: unknown, options?: ValidateOptions): ValidationResult<WorkbenchStateEnvelope>;
/** Whether a value is a `WorkbenchStateEnvelope`; fills in defaults as `validateWorkbenchStateEnvelope` does. */
export declare function isWorkbenchStateEnvelope(value: unknown, options?: ValidateOptions): value is WorkbenchStateEnvelope;

/** Validates a value as a `SettingsInvalidatedEnvelope`. */
export declare function validateSettingsInvalidatedEnvelope(value: unknown, options?: ValidateOptions): ValidationResult<SettingsInvalidatedEnvelope>;
/** Whether a value is a `SettingsInvalidatedEnvelope`; fills in defaults as `validateSettingsInvalidatedEnvelope` does. */
export declare function isSettingsInvalidatedEnvelope(value: unknown, options?: ValidateOptions): value is SettingsInvalidatedEnvelope;

/** Validates a value as a `ReplayResetEnvelope`. */
export declare function validateReplayResetEnvelope(value: unknown, options?: ValidateOptions): ValidationResult<ReplayResetEnvelope>;
/** Whether a value is a `ReplayResetEnvelope`; fills in defaults as `validateReplayResetEnvelope` does. */
export declare function isReplayResetEnvelope(value: unknown, options?: ValidateOptions): value is ReplayResetEnvelope;

/** Validates a value as a `Problem`. */
export declare function validateProblem(value: unknown, options?: ValidateOptions): ValidationResult<Problem>;
/** Whether a value is a `Problem`; fills in defaults as `validateProblem` does. */
export declare function isProblem(value: unknown, options?: ValidateOptions): value is Problem;

/** Validates a value as a `BootstrapCapabilities`. */
export declare function validateBootstrapCapabilities(value: unknown, options?: ValidateOptions): ValidationResult<BootstrapCapabilities>;
/** Whether a value is a `BootstrapCapabilities`; fills in defaults as `validateBootstrapCapabilities` does. */
export declare function isBootstrapCapabilities(value: unknown, options?: ValidateOptions): value is BootstrapCapabilities;

/** Validates a value as a `DiagnosticsResponse`. */
export declare function validateDiagnosticsResponse(value: unknown, options?: ValidateOptions): ValidationResult<DiagnosticsResponse>;
/** Whether a value is a `DiagnosticsResponse`; fills in defaults as `validateDiagnosticsResponse` does. */
export declare function isDiagnosticsResponse(value: unknown, options?: ValidateOptions): value is DiagnosticsResponse;

/** Validates a value as a `OpenSettingsDocumentRequest`. */
export declare function validateOpenSettingsDocumentRequest(value: unknown, options?: ValidateOptions): ValidationResult<OpenSettingsDocumentRequest>;
/** Whether a value is a `OpenSettingsDocumentRequest`; fills in defaults as `validateOpenSettingsDocumentRequest` does. */
export declare function isOpenSettingsDocumentRequest(value: unknown, options?: ValidateOptions): value is OpenSettingsDocumentRequest;

/** Validates a value as a `OpenSettingsDocumentResponse`. */
export declare function validateOpenSettingsDocumentResponse(value: unknown, options?: ValidateOptions): ValidationResult<OpenSettingsDocumentResponse>;
/** Whether a value is a `OpenSettingsDocumentResponse`; fills in defaults as `validateOpenSettingsDocumentResponse` does. */
export declare function isOpenSettingsDocumentResponse(value: unknown, options?: ValidateOptions): value is OpenSettingsDocumentResponse;

/** Validates a value as a `SettingsSections`. */
export declare function validateSettingsSections(value: unknown, options?: ValidateOptions): ValidationResult<SettingsSections>;
/** Whether a value is a `SettingsSections`; fills in defaults as `validateSettingsSections` does. */
export declare function isSettingsSections(value: unknown, options?: ValidateOptions): value is SettingsSections;

/** Validates a value as a `SettingsAppearance`. */
export declare function validateSettingsAppearance(value: unknown, options?: ValidateOptions): ValidationResult<SettingsAppearance>;
/** Whether a value is a `SettingsAppearance`; fills in defaults as `validateSettingsAppearance` does. */
export declare function isSettingsAppearance(value: unknown, options?: ValidateOptions): value is SettingsAppearance;

/** Validates a value as a `SettingsDefaults`. */
export declare function validateSettingsDefaults(value: unknown, options?: ValidateOptions): ValidationResult<SettingsDefaults>;
/** Whether a value is a `SettingsDefaults`; fills in defaults as `validateSettingsDefaults` does. */
export declare function isSettingsDefaults(value: unknown, options?: ValidateOptions): value is SettingsDefaults;

/** Validates a value as a `SettingsPermissions`. */
export declare function validateSettingsPermissions(value: unknown, options?: ValidateOptions): ValidationResult<SettingsPermissions>;
/** Whether a value is a `SettingsPermissions`; fills in defaults as `validateSettingsPermissions` does. */
export declare function isSettingsPermissions(value: unknown, options?: ValidateOptions): value is SettingsPermissions;

/** Validates a value as a `SettingsCurrentSession`. */
export declare function validateSettingsCurrentSession(value: unknown, options?: ValidateOptions): ValidationResult<SettingsCurrentSession>;
/** Whether a value is a `SettingsCurrentSession`; fills in defaults as `validateSettingsCurrentSession` does. */
export declare function isSettingsCurrentSession(value: unknown, options?: ValidateOptions): value is SettingsCurrentSession;

/** Validates a value as a `SettingsDiagnostic`. */
export declare function validateSettingsDiagnostic(value: unknown, options?: ValidateOptions): ValidationResult<SettingsDiagnostic>;
/** Whether a value is a `SettingsDiagnostic`; fills in defaults as `validateSettingsDiagnostic` does. */
export declare function isSettingsDiagnostic(value: unknown, options?: ValidateOptions): value is SettingsDiagnostic;

/** Validates a value as a `RuntimeEventPayload`. */
export declare function validateRuntimeEventPayload(value: unknown, options?: ValidateOptions): ValidationResult<RuntimeEventPayload>;
/** Whether a value is a `RuntimeEventPayload`; fills in defaults as `validateRuntimeEventPayload` does. */
export declare function isRuntimeEventPayload(value: unknown, options?: ValidateOptions): value is RuntimeEventPayload;

/** Validates a value as a `ThreadEventPayload`. */
export declare function validateThreadEventPayload(value: unknown, options?: ValidateOptions): ValidationResult<ThreadEventPayload>;
/** Whether a value is a `ThreadEventPayload`; fills in defaults as `validateThreadEventPayload` does. */
export declare function isThreadEventPayload(value: unknown, options?: ValidateOptions): value is ThreadEventPayload;

/** Validates a value as a `WorkbenchStatePayload`. */
export declare function validateWorkbenchStatePayload(value: unknown, options?: ValidateOptions): ValidationResult<WorkbenchStatePayload>;
/** Whether a value is a `WorkbenchStatePayload`; fills in defaults as `validateWorkbenchStatePayload` does. */
export declare function isWorkbenchStatePayload(value: unknown, options?: ValidateOptions): value is WorkbenchStatePayload;

/** Validates a value as a `SettingsInvalidatedPayload`. */
export declare function validateSettingsInvalidatedPayload(value: unknown, options?: ValidateOptions): ValidationResult<SettingsInvalidatedPayload>;
/** Whether a value is a `SettingsInvalidatedPayload`; fills in defaults as `validateSettingsInvalidatedPayload` does. */
export declare function isSettingsInvalidatedPayload(value: unknown, options?: ValidateOptions): value is SettingsInvalidatedPayload;

/** Validates a value as a `ReplayResetPayload`. */
export declare function validateReplayResetPayload(value: unknown, options?: ValidateOptions): ValidationResult<ReplayResetPayload>;
/** Whether a value is a `ReplayResetPayload`; fills in defaults as `validateReplayResetPayload` does. */
export declare function isReplayResetPayload(value: unknown, options?: ValidateOptions): value is ReplayResetPayload;

/**
 * Parses JSON text as a `WebEventEnvelope`; never throws. In the receive view an event of a type
 * this package does not know passes with `unknown` set (see `ReceiveResult`).
 */
export declare function parseWebEventEnvelope(data: string, options?: ExactView): ValidationResult<WebEventEnvelope>;
export declare function parseWebEventEnvelope(data: string, options: ValidateOptions): ReceiveResult<WebEventEnvelope>;

/**
 * Validates the body of a response to `operationId` with status `status`, against the type
 * the operation declares for that status (`Problem` for its errors): the result is typed by
 * `Operations`, `ResponseOf<O, S>` for a literal status, the union of the operation's
 * response types for a `number`. A status the operation does not declare is an error. The
 * events of `streamEvents` (`text/event-stream`) are read one by one with
 * `parseWebEventEnvelope`, which passes an event of an unknown type in the receive view.
 */
export declare function validateResponse<O extends OperationId, S extends keyof Operations[O]["responses"]>(
  operationId: O,
  status: S,
  body: unknown,
  options?: ValidateOptions,
): ValidationResult<Operations[O]["responses"][S]>;
export declare function validateResponse<O extends OperationId>(
  operationId: O,
  status: number,
  body: unknown,
  options?: ValidateOptions,
): ValidationResult<Operations[O]["responses"][keyof Operations[O]["responses"]]>;
