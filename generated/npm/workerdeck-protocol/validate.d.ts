// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

import type { ApiMessage, AttachedFrame, ClientFrame, ContentBlock, ContextUsage, ContextUsageCategory, CreateJobRequest, CreateJobResponse, CreateProfileRequest, CreateSessionRequest, CreateSessionResponse, EngineCapabilities, ErrorResponse, FindHostFilesResponse, GetJobResponse, GetProfileResponse, GetSessionResponse, HostDirEntry, HostFileMatch, HostFileRoot, JobEvent, JobInfo, JobProgress, JobResult, JobStatus, JobUsage, ListHostDirResponse, ListHostRootsResponse, ListJobsResponse, ListProfilesResponse, ListSdkSessionsResponse, ListSessionFilesResponse, ListSessionsResponse, McpServerActionRequest, McpServerConfigWire, McpServerStatusInfo, McpServerToolInfo, McpServersResponse, MessageAttachment, ModelOption, PermissionDecisionSource, PermissionMode, PermissionRequest, ProfileConfigSnapshot, ProfileDefaults, ProfileEngine, ProfileInfo, ProfileSessionDefaults, ProviderConfig, QuestionBehavior, QueueServerFrame, QueueStats, QueueStatsResponse, RateLimitInfo, ReadHostFileResponse, ResolvePermissionRequest, ResolvePermissionResponse, SaveProfileResponse, SdkSessionSummary, ServerFrame, SessionCapability, SessionCommand, SessionEvent, SessionEventBody, SessionFileInfo, SessionInfo, SessionNotification, SessionNotificationType, SessionStatus, SessionWebhookConfig, SlashCommandInfo, SubmitExecutionResultRequest, SubmitExecutionResultResponse, TextBlock, ThinkingBlock, ToolCallRequestFrame, ToolExecutionBackend, ToolExecutionOutput, ToolExecutionStatus, ToolResultBlock, ToolUseBlock, UnknownBlock, UpdateProfileRequest, UploadAttachmentResponse, UserQuestion, UserQuestionOption, WebhookConfig, WriteHostFileRequest, WriteHostFileResponse } from "./index.js";
import type { RouteKey, Routes } from "./routes.js";

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

/** Validates a value as a `ApiMessage`. */
export declare function validateApiMessage(value: unknown, options?: ValidateOptions): ValidationResult<ApiMessage>;
/** Whether a value is a `ApiMessage`; fills in defaults as `validateApiMessage` does. */
export declare function isApiMessage(value: unknown, options?: ValidateOptions): value is ApiMessage;

/** Validates a value as a `AttachedFrame`. */
export declare function validateAttachedFrame(value: unknown, options?: ValidateOptions): ValidationResult<AttachedFrame>;
/** Whether a value is a `AttachedFrame`; fills in defaults as `validateAttachedFrame` does. */
export declare function isAttachedFrame(value: unknown, options?: ValidateOptions): value is AttachedFrame;

/** Validates a value as a `ClientFrame`. */
export declare function validateClientFrame(value: unknown, options?: ValidateOptions): ValidationResult<ClientFrame>;
/** Whether a value is a `ClientFrame`; fills in defaults as `validateClientFrame` does. */
export declare function isClientFrame(value: unknown, options?: ValidateOptions): value is ClientFrame;

/** Validates a value as a `ContentBlock`. */
export declare function validateContentBlock(value: unknown, options?: ValidateOptions): ValidationResult<ContentBlock>;
/** Whether a value is a `ContentBlock`; fills in defaults as `validateContentBlock` does. */
export declare function isContentBlock(value: unknown, options?: ValidateOptions): value is ContentBlock;

/** Validates a value as a `ContextUsage`. */
export declare function validateContextUsage(value: unknown, options?: ValidateOptions): ValidationResult<ContextUsage>;
/** Whether a value is a `ContextUsage`; fills in defaults as `validateContextUsage` does. */
export declare function isContextUsage(value: unknown, options?: ValidateOptions): value is ContextUsage;

/** Validates a value as a `ContextUsageCategory`. */
export declare function validateContextUsageCategory(value: unknown, options?: ValidateOptions): ValidationResult<ContextUsageCategory>;
/** Whether a value is a `ContextUsageCategory`; fills in defaults as `validateContextUsageCategory` does. */
export declare function isContextUsageCategory(value: unknown, options?: ValidateOptions): value is ContextUsageCategory;

/** Validates a value as a `CreateJobRequest`. */
export declare function validateCreateJobRequest(value: unknown, options?: ValidateOptions): ValidationResult<CreateJobRequest>;
/** Whether a value is a `CreateJobRequest`; fills in defaults as `validateCreateJobRequest` does. */
export declare function isCreateJobRequest(value: unknown, options?: ValidateOptions): value is CreateJobRequest;

/** Validates a value as a `CreateJobResponse`. */
export declare function validateCreateJobResponse(value: unknown, options?: ValidateOptions): ValidationResult<CreateJobResponse>;
/** Whether a value is a `CreateJobResponse`; fills in defaults as `validateCreateJobResponse` does. */
export declare function isCreateJobResponse(value: unknown, options?: ValidateOptions): value is CreateJobResponse;

/** Validates a value as a `CreateProfileRequest`. */
export declare function validateCreateProfileRequest(value: unknown, options?: ValidateOptions): ValidationResult<CreateProfileRequest>;
/** Whether a value is a `CreateProfileRequest`; fills in defaults as `validateCreateProfileRequest` does. */
export declare function isCreateProfileRequest(value: unknown, options?: ValidateOptions): value is CreateProfileRequest;

/** Validates a value as a `CreateSessionRequest`. */
export declare function validateCreateSessionRequest(value: unknown, options?: ValidateOptions): ValidationResult<CreateSessionRequest>;
/** Whether a value is a `CreateSessionRequest`; fills in defaults as `validateCreateSessionRequest` does. */
export declare function isCreateSessionRequest(value: unknown, options?: ValidateOptions): value is CreateSessionRequest;

/** Validates a value as a `CreateSessionResponse`. */
export declare function validateCreateSessionResponse(value: unknown, options?: ValidateOptions): ValidationResult<CreateSessionResponse>;
/** Whether a value is a `CreateSessionResponse`; fills in defaults as `validateCreateSessionResponse` does. */
export declare function isCreateSessionResponse(value: unknown, options?: ValidateOptions): value is CreateSessionResponse;

/** Validates a value as a `EngineCapabilities`. */
export declare function validateEngineCapabilities(value: unknown, options?: ValidateOptions): ValidationResult<EngineCapabilities>;
/** Whether a value is a `EngineCapabilities`; fills in defaults as `validateEngineCapabilities` does. */
export declare function isEngineCapabilities(value: unknown, options?: ValidateOptions): value is EngineCapabilities;

/** Validates a value as a `ErrorResponse`. */
export declare function validateErrorResponse(value: unknown, options?: ValidateOptions): ValidationResult<ErrorResponse>;
/** Whether a value is a `ErrorResponse`; fills in defaults as `validateErrorResponse` does. */
export declare function isErrorResponse(value: unknown, options?: ValidateOptions): value is ErrorResponse;

/** Validates a value as a `FindHostFilesResponse`. */
export declare function validateFindHostFilesResponse(value: unknown, options?: ValidateOptions): ValidationResult<FindHostFilesResponse>;
/** Whether a value is a `FindHostFilesResponse`; fills in defaults as `validateFindHostFilesResponse` does. */
export declare function isFindHostFilesResponse(value: unknown, options?: ValidateOptions): value is FindHostFilesResponse;

/** Validates a value as a `GetJobResponse`. */
export declare function validateGetJobResponse(value: unknown, options?: ValidateOptions): ValidationResult<GetJobResponse>;
/** Whether a value is a `GetJobResponse`; fills in defaults as `validateGetJobResponse` does. */
export declare function isGetJobResponse(value: unknown, options?: ValidateOptions): value is GetJobResponse;

/** Validates a value as a `GetProfileResponse`. */
export declare function validateGetProfileResponse(value: unknown, options?: ValidateOptions): ValidationResult<GetProfileResponse>;
/** Whether a value is a `GetProfileResponse`; fills in defaults as `validateGetProfileResponse` does. */
export declare function isGetProfileResponse(value: unknown, options?: ValidateOptions): value is GetProfileResponse;

/** Validates a value as a `GetSessionResponse`. */
export declare function validateGetSessionResponse(value: unknown, options?: ValidateOptions): ValidationResult<GetSessionResponse>;
/** Whether a value is a `GetSessionResponse`; fills in defaults as `validateGetSessionResponse` does. */
export declare function isGetSessionResponse(value: unknown, options?: ValidateOptions): value is GetSessionResponse;

/** Validates a value as a `HostDirEntry`. */
export declare function validateHostDirEntry(value: unknown, options?: ValidateOptions): ValidationResult<HostDirEntry>;
/** Whether a value is a `HostDirEntry`; fills in defaults as `validateHostDirEntry` does. */
export declare function isHostDirEntry(value: unknown, options?: ValidateOptions): value is HostDirEntry;

/** Validates a value as a `HostFileMatch`. */
export declare function validateHostFileMatch(value: unknown, options?: ValidateOptions): ValidationResult<HostFileMatch>;
/** Whether a value is a `HostFileMatch`; fills in defaults as `validateHostFileMatch` does. */
export declare function isHostFileMatch(value: unknown, options?: ValidateOptions): value is HostFileMatch;

/** Validates a value as a `HostFileRoot`. */
export declare function validateHostFileRoot(value: unknown, options?: ValidateOptions): ValidationResult<HostFileRoot>;
/** Whether a value is a `HostFileRoot`; fills in defaults as `validateHostFileRoot` does. */
export declare function isHostFileRoot(value: unknown, options?: ValidateOptions): value is HostFileRoot;

/** Validates a value as a `JobEvent`. */
export declare function validateJobEvent(value: unknown, options?: ValidateOptions): ValidationResult<JobEvent>;
/** Whether a value is a `JobEvent`; fills in defaults as `validateJobEvent` does. */
export declare function isJobEvent(value: unknown, options?: ValidateOptions): value is JobEvent;

/** Validates a value as a `JobInfo`. */
export declare function validateJobInfo(value: unknown, options?: ValidateOptions): ValidationResult<JobInfo>;
/** Whether a value is a `JobInfo`; fills in defaults as `validateJobInfo` does. */
export declare function isJobInfo(value: unknown, options?: ValidateOptions): value is JobInfo;

/** Validates a value as a `JobProgress`. */
export declare function validateJobProgress(value: unknown, options?: ValidateOptions): ValidationResult<JobProgress>;
/** Whether a value is a `JobProgress`; fills in defaults as `validateJobProgress` does. */
export declare function isJobProgress(value: unknown, options?: ValidateOptions): value is JobProgress;

/** Validates a value as a `JobResult`. */
export declare function validateJobResult(value: unknown, options?: ValidateOptions): ValidationResult<JobResult>;
/** Whether a value is a `JobResult`; fills in defaults as `validateJobResult` does. */
export declare function isJobResult(value: unknown, options?: ValidateOptions): value is JobResult;

/** Validates a value as a `JobStatus`. */
export declare function validateJobStatus(value: unknown, options?: ValidateOptions): ValidationResult<JobStatus>;
/** Whether a value is a `JobStatus`; fills in defaults as `validateJobStatus` does. */
export declare function isJobStatus(value: unknown, options?: ValidateOptions): value is JobStatus;

/** Validates a value as a `JobUsage`. */
export declare function validateJobUsage(value: unknown, options?: ValidateOptions): ValidationResult<JobUsage>;
/** Whether a value is a `JobUsage`; fills in defaults as `validateJobUsage` does. */
export declare function isJobUsage(value: unknown, options?: ValidateOptions): value is JobUsage;

/** Validates a value as a `ListHostDirResponse`. */
export declare function validateListHostDirResponse(value: unknown, options?: ValidateOptions): ValidationResult<ListHostDirResponse>;
/** Whether a value is a `ListHostDirResponse`; fills in defaults as `validateListHostDirResponse` does. */
export declare function isListHostDirResponse(value: unknown, options?: ValidateOptions): value is ListHostDirResponse;

/** Validates a value as a `ListHostRootsResponse`. */
export declare function validateListHostRootsResponse(value: unknown, options?: ValidateOptions): ValidationResult<ListHostRootsResponse>;
/** Whether a value is a `ListHostRootsResponse`; fills in defaults as `validateListHostRootsResponse` does. */
export declare function isListHostRootsResponse(value: unknown, options?: ValidateOptions): value is ListHostRootsResponse;

/** Validates a value as a `ListJobsResponse`. */
export declare function validateListJobsResponse(value: unknown, options?: ValidateOptions): ValidationResult<ListJobsResponse>;
/** Whether a value is a `ListJobsResponse`; fills in defaults as `validateListJobsResponse` does. */
export declare function isListJobsResponse(value: unknown, options?: ValidateOptions): value is ListJobsResponse;

/** Validates a value as a `ListProfilesResponse`. */
export declare function validateListProfilesResponse(value: unknown, options?: ValidateOptions): ValidationResult<ListProfilesResponse>;
/** Whether a value is a `ListProfilesResponse`; fills in defaults as `validateListProfilesResponse` does. */
export declare function isListProfilesResponse(value: unknown, options?: ValidateOptions): value is ListProfilesResponse;

/** Validates a value as a `ListSdkSessionsResponse`. */
export declare function validateListSdkSessionsResponse(value: unknown, options?: ValidateOptions): ValidationResult<ListSdkSessionsResponse>;
/** Whether a value is a `ListSdkSessionsResponse`; fills in defaults as `validateListSdkSessionsResponse` does. */
export declare function isListSdkSessionsResponse(value: unknown, options?: ValidateOptions): value is ListSdkSessionsResponse;

/** Validates a value as a `ListSessionFilesResponse`. */
export declare function validateListSessionFilesResponse(value: unknown, options?: ValidateOptions): ValidationResult<ListSessionFilesResponse>;
/** Whether a value is a `ListSessionFilesResponse`; fills in defaults as `validateListSessionFilesResponse` does. */
export declare function isListSessionFilesResponse(value: unknown, options?: ValidateOptions): value is ListSessionFilesResponse;

/** Validates a value as a `ListSessionsResponse`. */
export declare function validateListSessionsResponse(value: unknown, options?: ValidateOptions): ValidationResult<ListSessionsResponse>;
/** Whether a value is a `ListSessionsResponse`; fills in defaults as `validateListSessionsResponse` does. */
export declare function isListSessionsResponse(value: unknown, options?: ValidateOptions): value is ListSessionsResponse;

/** Validates a value as a `McpServerActionRequest`. */
export declare function validateMcpServerActionRequest(value: unknown, options?: ValidateOptions): ValidationResult<McpServerActionRequest>;
/** Whether a value is a `McpServerActionRequest`; fills in defaults as `validateMcpServerActionRequest` does. */
export declare function isMcpServerActionRequest(value: unknown, options?: ValidateOptions): value is McpServerActionRequest;

/** Validates a value as a `McpServerConfigWire`. */
export declare function validateMcpServerConfigWire(value: unknown, options?: ValidateOptions): ValidationResult<McpServerConfigWire>;
/** Whether a value is a `McpServerConfigWire`; fills in defaults as `validateMcpServerConfigWire` does. */
export declare function isMcpServerConfigWire(value: unknown, options?: ValidateOptions): value is McpServerConfigWire;

/** Validates a value as a `McpServerStatusInfo`. */
export declare function validateMcpServerStatusInfo(value: unknown, options?: ValidateOptions): ValidationResult<McpServerStatusInfo>;
/** Whether a value is a `McpServerStatusInfo`; fills in defaults as `validateMcpServerStatusInfo` does. */
export declare function isMcpServerStatusInfo(value: unknown, options?: ValidateOptions): value is McpServerStatusInfo;

/** Validates a value as a `McpServerToolInfo`. */
export declare function validateMcpServerToolInfo(value: unknown, options?: ValidateOptions): ValidationResult<McpServerToolInfo>;
/** Whether a value is a `McpServerToolInfo`; fills in defaults as `validateMcpServerToolInfo` does. */
export declare function isMcpServerToolInfo(value: unknown, options?: ValidateOptions): value is McpServerToolInfo;

/** Validates a value as a `McpServersResponse`. */
export declare function validateMcpServersResponse(value: unknown, options?: ValidateOptions): ValidationResult<McpServersResponse>;
/** Whether a value is a `McpServersResponse`; fills in defaults as `validateMcpServersResponse` does. */
export declare function isMcpServersResponse(value: unknown, options?: ValidateOptions): value is McpServersResponse;

/** Validates a value as a `MessageAttachment`. */
export declare function validateMessageAttachment(value: unknown, options?: ValidateOptions): ValidationResult<MessageAttachment>;
/** Whether a value is a `MessageAttachment`; fills in defaults as `validateMessageAttachment` does. */
export declare function isMessageAttachment(value: unknown, options?: ValidateOptions): value is MessageAttachment;

/** Validates a value as a `ModelOption`. */
export declare function validateModelOption(value: unknown, options?: ValidateOptions): ValidationResult<ModelOption>;
/** Whether a value is a `ModelOption`; fills in defaults as `validateModelOption` does. */
export declare function isModelOption(value: unknown, options?: ValidateOptions): value is ModelOption;

/** Validates a value as a `PermissionDecisionSource`. */
export declare function validatePermissionDecisionSource(value: unknown, options?: ValidateOptions): ValidationResult<PermissionDecisionSource>;
/** Whether a value is a `PermissionDecisionSource`; fills in defaults as `validatePermissionDecisionSource` does. */
export declare function isPermissionDecisionSource(value: unknown, options?: ValidateOptions): value is PermissionDecisionSource;

/** Validates a value as a `PermissionMode`. */
export declare function validatePermissionMode(value: unknown, options?: ValidateOptions): ValidationResult<PermissionMode>;
/** Whether a value is a `PermissionMode`; fills in defaults as `validatePermissionMode` does. */
export declare function isPermissionMode(value: unknown, options?: ValidateOptions): value is PermissionMode;

/** Validates a value as a `PermissionRequest`. */
export declare function validatePermissionRequest(value: unknown, options?: ValidateOptions): ValidationResult<PermissionRequest>;
/** Whether a value is a `PermissionRequest`; fills in defaults as `validatePermissionRequest` does. */
export declare function isPermissionRequest(value: unknown, options?: ValidateOptions): value is PermissionRequest;

/** Validates a value as a `ProfileConfigSnapshot`. */
export declare function validateProfileConfigSnapshot(value: unknown, options?: ValidateOptions): ValidationResult<ProfileConfigSnapshot>;
/** Whether a value is a `ProfileConfigSnapshot`; fills in defaults as `validateProfileConfigSnapshot` does. */
export declare function isProfileConfigSnapshot(value: unknown, options?: ValidateOptions): value is ProfileConfigSnapshot;

/** Validates a value as a `ProfileDefaults`. */
export declare function validateProfileDefaults(value: unknown, options?: ValidateOptions): ValidationResult<ProfileDefaults>;
/** Whether a value is a `ProfileDefaults`; fills in defaults as `validateProfileDefaults` does. */
export declare function isProfileDefaults(value: unknown, options?: ValidateOptions): value is ProfileDefaults;

/** Validates a value as a `ProfileEngine`. */
export declare function validateProfileEngine(value: unknown, options?: ValidateOptions): ValidationResult<ProfileEngine>;
/** Whether a value is a `ProfileEngine`; fills in defaults as `validateProfileEngine` does. */
export declare function isProfileEngine(value: unknown, options?: ValidateOptions): value is ProfileEngine;

/** Validates a value as a `ProfileInfo`. */
export declare function validateProfileInfo(value: unknown, options?: ValidateOptions): ValidationResult<ProfileInfo>;
/** Whether a value is a `ProfileInfo`; fills in defaults as `validateProfileInfo` does. */
export declare function isProfileInfo(value: unknown, options?: ValidateOptions): value is ProfileInfo;

/** Validates a value as a `ProfileSessionDefaults`. */
export declare function validateProfileSessionDefaults(value: unknown, options?: ValidateOptions): ValidationResult<ProfileSessionDefaults>;
/** Whether a value is a `ProfileSessionDefaults`; fills in defaults as `validateProfileSessionDefaults` does. */
export declare function isProfileSessionDefaults(value: unknown, options?: ValidateOptions): value is ProfileSessionDefaults;

/** Validates a value as a `ProviderConfig`. */
export declare function validateProviderConfig(value: unknown, options?: ValidateOptions): ValidationResult<ProviderConfig>;
/** Whether a value is a `ProviderConfig`; fills in defaults as `validateProviderConfig` does. */
export declare function isProviderConfig(value: unknown, options?: ValidateOptions): value is ProviderConfig;

/** Validates a value as a `QuestionBehavior`. */
export declare function validateQuestionBehavior(value: unknown, options?: ValidateOptions): ValidationResult<QuestionBehavior>;
/** Whether a value is a `QuestionBehavior`; fills in defaults as `validateQuestionBehavior` does. */
export declare function isQuestionBehavior(value: unknown, options?: ValidateOptions): value is QuestionBehavior;

/**
 * Validates a value as a `QueueServerFrame`. In the receive view an event of a type this package
 * does not know passes with `unknown` set (see `ReceiveResult`).
 */
export declare function validateQueueServerFrame(value: unknown, options?: ExactView): ValidationResult<QueueServerFrame>;
export declare function validateQueueServerFrame(value: unknown, options: ValidateOptions): ReceiveResult<QueueServerFrame>;
/** Whether a value is a `QueueServerFrame` (an event of an unknown type is not); fills in defaults as `validateQueueServerFrame` does. */
export declare function isQueueServerFrame(value: unknown, options?: ValidateOptions): value is QueueServerFrame;

/** Validates a value as a `QueueStats`. */
export declare function validateQueueStats(value: unknown, options?: ValidateOptions): ValidationResult<QueueStats>;
/** Whether a value is a `QueueStats`; fills in defaults as `validateQueueStats` does. */
export declare function isQueueStats(value: unknown, options?: ValidateOptions): value is QueueStats;

/** Validates a value as a `QueueStatsResponse`. */
export declare function validateQueueStatsResponse(value: unknown, options?: ValidateOptions): ValidationResult<QueueStatsResponse>;
/** Whether a value is a `QueueStatsResponse`; fills in defaults as `validateQueueStatsResponse` does. */
export declare function isQueueStatsResponse(value: unknown, options?: ValidateOptions): value is QueueStatsResponse;

/** Validates a value as a `RateLimitInfo`. */
export declare function validateRateLimitInfo(value: unknown, options?: ValidateOptions): ValidationResult<RateLimitInfo>;
/** Whether a value is a `RateLimitInfo`; fills in defaults as `validateRateLimitInfo` does. */
export declare function isRateLimitInfo(value: unknown, options?: ValidateOptions): value is RateLimitInfo;

/** Validates a value as a `ReadHostFileResponse`. */
export declare function validateReadHostFileResponse(value: unknown, options?: ValidateOptions): ValidationResult<ReadHostFileResponse>;
/** Whether a value is a `ReadHostFileResponse`; fills in defaults as `validateReadHostFileResponse` does. */
export declare function isReadHostFileResponse(value: unknown, options?: ValidateOptions): value is ReadHostFileResponse;

/** Validates a value as a `ResolvePermissionRequest`. */
export declare function validateResolvePermissionRequest(value: unknown, options?: ValidateOptions): ValidationResult<ResolvePermissionRequest>;
/** Whether a value is a `ResolvePermissionRequest`; fills in defaults as `validateResolvePermissionRequest` does. */
export declare function isResolvePermissionRequest(value: unknown, options?: ValidateOptions): value is ResolvePermissionRequest;

/** Validates a value as a `ResolvePermissionResponse`. */
export declare function validateResolvePermissionResponse(value: unknown, options?: ValidateOptions): ValidationResult<ResolvePermissionResponse>;
/** Whether a value is a `ResolvePermissionResponse`; fills in defaults as `validateResolvePermissionResponse` does. */
export declare function isResolvePermissionResponse(value: unknown, options?: ValidateOptions): value is ResolvePermissionResponse;

/** Validates a value as a `SaveProfileResponse`. */
export declare function validateSaveProfileResponse(value: unknown, options?: ValidateOptions): ValidationResult<SaveProfileResponse>;
/** Whether a value is a `SaveProfileResponse`; fills in defaults as `validateSaveProfileResponse` does. */
export declare function isSaveProfileResponse(value: unknown, options?: ValidateOptions): value is SaveProfileResponse;

/** Validates a value as a `SdkSessionSummary`. */
export declare function validateSdkSessionSummary(value: unknown, options?: ValidateOptions): ValidationResult<SdkSessionSummary>;
/** Whether a value is a `SdkSessionSummary`; fills in defaults as `validateSdkSessionSummary` does. */
export declare function isSdkSessionSummary(value: unknown, options?: ValidateOptions): value is SdkSessionSummary;

/**
 * Validates a value as a `ServerFrame`. In the receive view an event of a type this package
 * does not know passes with `unknown` set (see `ReceiveResult`).
 */
export declare function validateServerFrame(value: unknown, options?: ExactView): ValidationResult<ServerFrame>;
export declare function validateServerFrame(value: unknown, options: ValidateOptions): ReceiveResult<ServerFrame>;
/** Whether a value is a `ServerFrame` (an event of an unknown type is not); fills in defaults as `validateServerFrame` does. */
export declare function isServerFrame(value: unknown, options?: ValidateOptions): value is ServerFrame;

/** Validates a value as a `SessionCapability`. */
export declare function validateSessionCapability(value: unknown, options?: ValidateOptions): ValidationResult<SessionCapability>;
/** Whether a value is a `SessionCapability`; fills in defaults as `validateSessionCapability` does. */
export declare function isSessionCapability(value: unknown, options?: ValidateOptions): value is SessionCapability;

/** Validates a value as a `SessionCommand`. */
export declare function validateSessionCommand(value: unknown, options?: ValidateOptions): ValidationResult<SessionCommand>;
/** Whether a value is a `SessionCommand`; fills in defaults as `validateSessionCommand` does. */
export declare function isSessionCommand(value: unknown, options?: ValidateOptions): value is SessionCommand;

/** Validates a value as a `SessionEvent`. */
export declare function validateSessionEvent(value: unknown, options?: ValidateOptions): ValidationResult<SessionEvent>;
/** Whether a value is a `SessionEvent`; fills in defaults as `validateSessionEvent` does. */
export declare function isSessionEvent(value: unknown, options?: ValidateOptions): value is SessionEvent;

/** Validates a value as a `SessionEventBody`. */
export declare function validateSessionEventBody(value: unknown, options?: ValidateOptions): ValidationResult<SessionEventBody>;
/** Whether a value is a `SessionEventBody`; fills in defaults as `validateSessionEventBody` does. */
export declare function isSessionEventBody(value: unknown, options?: ValidateOptions): value is SessionEventBody;

/** Validates a value as a `SessionFileInfo`. */
export declare function validateSessionFileInfo(value: unknown, options?: ValidateOptions): ValidationResult<SessionFileInfo>;
/** Whether a value is a `SessionFileInfo`; fills in defaults as `validateSessionFileInfo` does. */
export declare function isSessionFileInfo(value: unknown, options?: ValidateOptions): value is SessionFileInfo;

/** Validates a value as a `SessionInfo`. */
export declare function validateSessionInfo(value: unknown, options?: ValidateOptions): ValidationResult<SessionInfo>;
/** Whether a value is a `SessionInfo`; fills in defaults as `validateSessionInfo` does. */
export declare function isSessionInfo(value: unknown, options?: ValidateOptions): value is SessionInfo;

/** Validates a value as a `SessionNotification`. */
export declare function validateSessionNotification(value: unknown, options?: ValidateOptions): ValidationResult<SessionNotification>;
/** Whether a value is a `SessionNotification`; fills in defaults as `validateSessionNotification` does. */
export declare function isSessionNotification(value: unknown, options?: ValidateOptions): value is SessionNotification;

/** Validates a value as a `SessionNotificationType`. */
export declare function validateSessionNotificationType(value: unknown, options?: ValidateOptions): ValidationResult<SessionNotificationType>;
/** Whether a value is a `SessionNotificationType`; fills in defaults as `validateSessionNotificationType` does. */
export declare function isSessionNotificationType(value: unknown, options?: ValidateOptions): value is SessionNotificationType;

/** Validates a value as a `SessionStatus`. */
export declare function validateSessionStatus(value: unknown, options?: ValidateOptions): ValidationResult<SessionStatus>;
/** Whether a value is a `SessionStatus`; fills in defaults as `validateSessionStatus` does. */
export declare function isSessionStatus(value: unknown, options?: ValidateOptions): value is SessionStatus;

/** Validates a value as a `SessionWebhookConfig`. */
export declare function validateSessionWebhookConfig(value: unknown, options?: ValidateOptions): ValidationResult<SessionWebhookConfig>;
/** Whether a value is a `SessionWebhookConfig`; fills in defaults as `validateSessionWebhookConfig` does. */
export declare function isSessionWebhookConfig(value: unknown, options?: ValidateOptions): value is SessionWebhookConfig;

/** Validates a value as a `SlashCommandInfo`. */
export declare function validateSlashCommandInfo(value: unknown, options?: ValidateOptions): ValidationResult<SlashCommandInfo>;
/** Whether a value is a `SlashCommandInfo`; fills in defaults as `validateSlashCommandInfo` does. */
export declare function isSlashCommandInfo(value: unknown, options?: ValidateOptions): value is SlashCommandInfo;

/** Validates a value as a `SubmitExecutionResultRequest`. */
export declare function validateSubmitExecutionResultRequest(value: unknown, options?: ValidateOptions): ValidationResult<SubmitExecutionResultRequest>;
/** Whether a value is a `SubmitExecutionResultRequest`; fills in defaults as `validateSubmitExecutionResultRequest` does. */
export declare function isSubmitExecutionResultRequest(value: unknown, options?: ValidateOptions): value is SubmitExecutionResultRequest;

/** Validates a value as a `SubmitExecutionResultResponse`. */
export declare function validateSubmitExecutionResultResponse(value: unknown, options?: ValidateOptions): ValidationResult<SubmitExecutionResultResponse>;
/** Whether a value is a `SubmitExecutionResultResponse`; fills in defaults as `validateSubmitExecutionResultResponse` does. */
export declare function isSubmitExecutionResultResponse(value: unknown, options?: ValidateOptions): value is SubmitExecutionResultResponse;

/** Validates a value as a `TextBlock`. */
export declare function validateTextBlock(value: unknown, options?: ValidateOptions): ValidationResult<TextBlock>;
/** Whether a value is a `TextBlock`; fills in defaults as `validateTextBlock` does. */
export declare function isTextBlock(value: unknown, options?: ValidateOptions): value is TextBlock;

/** Validates a value as a `ThinkingBlock`. */
export declare function validateThinkingBlock(value: unknown, options?: ValidateOptions): ValidationResult<ThinkingBlock>;
/** Whether a value is a `ThinkingBlock`; fills in defaults as `validateThinkingBlock` does. */
export declare function isThinkingBlock(value: unknown, options?: ValidateOptions): value is ThinkingBlock;

/** Validates a value as a `ToolCallRequestFrame`. */
export declare function validateToolCallRequestFrame(value: unknown, options?: ValidateOptions): ValidationResult<ToolCallRequestFrame>;
/** Whether a value is a `ToolCallRequestFrame`; fills in defaults as `validateToolCallRequestFrame` does. */
export declare function isToolCallRequestFrame(value: unknown, options?: ValidateOptions): value is ToolCallRequestFrame;

/** Validates a value as a `ToolExecutionBackend`. */
export declare function validateToolExecutionBackend(value: unknown, options?: ValidateOptions): ValidationResult<ToolExecutionBackend>;
/** Whether a value is a `ToolExecutionBackend`; fills in defaults as `validateToolExecutionBackend` does. */
export declare function isToolExecutionBackend(value: unknown, options?: ValidateOptions): value is ToolExecutionBackend;

/** Validates a value as a `ToolExecutionOutput`. */
export declare function validateToolExecutionOutput(value: unknown, options?: ValidateOptions): ValidationResult<ToolExecutionOutput>;
/** Whether a value is a `ToolExecutionOutput`; fills in defaults as `validateToolExecutionOutput` does. */
export declare function isToolExecutionOutput(value: unknown, options?: ValidateOptions): value is ToolExecutionOutput;

/** Validates a value as a `ToolExecutionStatus`. */
export declare function validateToolExecutionStatus(value: unknown, options?: ValidateOptions): ValidationResult<ToolExecutionStatus>;
/** Whether a value is a `ToolExecutionStatus`; fills in defaults as `validateToolExecutionStatus` does. */
export declare function isToolExecutionStatus(value: unknown, options?: ValidateOptions): value is ToolExecutionStatus;

/** Validates a value as a `ToolResultBlock`. */
export declare function validateToolResultBlock(value: unknown, options?: ValidateOptions): ValidationResult<ToolResultBlock>;
/** Whether a value is a `ToolResultBlock`; fills in defaults as `validateToolResultBlock` does. */
export declare function isToolResultBlock(value: unknown, options?: ValidateOptions): value is ToolResultBlock;

/** Validates a value as a `ToolUseBlock`. */
export declare function validateToolUseBlock(value: unknown, options?: ValidateOptions): ValidationResult<ToolUseBlock>;
/** Whether a value is a `ToolUseBlock`; fills in defaults as `validateToolUseBlock` does. */
export declare function isToolUseBlock(value: unknown, options?: ValidateOptions): value is ToolUseBlock;

/** Validates a value as a `UnknownBlock`. */
export declare function validateUnknownBlock(value: unknown, options?: ValidateOptions): ValidationResult<UnknownBlock>;
/** Whether a value is a `UnknownBlock`; fills in defaults as `validateUnknownBlock` does. */
export declare function isUnknownBlock(value: unknown, options?: ValidateOptions): value is UnknownBlock;

/** Validates a value as a `UpdateProfileRequest`. */
export declare function validateUpdateProfileRequest(value: unknown, options?: ValidateOptions): ValidationResult<UpdateProfileRequest>;
/** Whether a value is a `UpdateProfileRequest`; fills in defaults as `validateUpdateProfileRequest` does. */
export declare function isUpdateProfileRequest(value: unknown, options?: ValidateOptions): value is UpdateProfileRequest;

/** Validates a value as a `UploadAttachmentResponse`. */
export declare function validateUploadAttachmentResponse(value: unknown, options?: ValidateOptions): ValidationResult<UploadAttachmentResponse>;
/** Whether a value is a `UploadAttachmentResponse`; fills in defaults as `validateUploadAttachmentResponse` does. */
export declare function isUploadAttachmentResponse(value: unknown, options?: ValidateOptions): value is UploadAttachmentResponse;

/** Validates a value as a `UserQuestion`. */
export declare function validateUserQuestion(value: unknown, options?: ValidateOptions): ValidationResult<UserQuestion>;
/** Whether a value is a `UserQuestion`; fills in defaults as `validateUserQuestion` does. */
export declare function isUserQuestion(value: unknown, options?: ValidateOptions): value is UserQuestion;

/** Validates a value as a `UserQuestionOption`. */
export declare function validateUserQuestionOption(value: unknown, options?: ValidateOptions): ValidationResult<UserQuestionOption>;
/** Whether a value is a `UserQuestionOption`; fills in defaults as `validateUserQuestionOption` does. */
export declare function isUserQuestionOption(value: unknown, options?: ValidateOptions): value is UserQuestionOption;

/** Validates a value as a `WebhookConfig`. */
export declare function validateWebhookConfig(value: unknown, options?: ValidateOptions): ValidationResult<WebhookConfig>;
/** Whether a value is a `WebhookConfig`; fills in defaults as `validateWebhookConfig` does. */
export declare function isWebhookConfig(value: unknown, options?: ValidateOptions): value is WebhookConfig;

/** Validates a value as a `WriteHostFileRequest`. */
export declare function validateWriteHostFileRequest(value: unknown, options?: ValidateOptions): ValidationResult<WriteHostFileRequest>;
/** Whether a value is a `WriteHostFileRequest`; fills in defaults as `validateWriteHostFileRequest` does. */
export declare function isWriteHostFileRequest(value: unknown, options?: ValidateOptions): value is WriteHostFileRequest;

/** Validates a value as a `WriteHostFileResponse`. */
export declare function validateWriteHostFileResponse(value: unknown, options?: ValidateOptions): ValidationResult<WriteHostFileResponse>;
/** Whether a value is a `WriteHostFileResponse`; fills in defaults as `validateWriteHostFileResponse` does. */
export declare function isWriteHostFileResponse(value: unknown, options?: ValidateOptions): value is WriteHostFileResponse;

/**
 * Parses JSON text as a `ServerFrame`; never throws. In the receive view an event of a type
 * this package does not know passes with `unknown` set (see `ReceiveResult`).
 */
export declare function parseServerFrame(text: string, options?: ExactView): ValidationResult<ServerFrame>;
export declare function parseServerFrame(text: string, options: ValidateOptions): ReceiveResult<ServerFrame>;

/** A route whose success answer is a JSON body (not none, raw bytes or a WebSocket). */
export type JsonRouteKey = {
  [K in RouteKey]: [Routes[K]["response"]] extends [never] ? never : Routes[K]["response"] extends Uint8Array ? never : K;
}[RouteKey];

/**
 * Validates the success answer of `route` (keyed as in `./routes`: `"GET /sessions/:id"`)
 * against its type, `Routes[K]["response"]`.
 */
export declare function validateRouteResponse<K extends JsonRouteKey>(
  route: K,
  body: unknown,
  options?: ValidateOptions,
): ValidationResult<Routes[K]["response"]>;
