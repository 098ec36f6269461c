// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

import type { ApiMessage, AttachedFrame, ClientFrame, ContentBlock, ContextUsage, ContextUsageCategory, CreateJobRequest, CreateJobResponse, CreateProfileRequest, CreateSessionRequest, CreateSessionResponse, EngineCapabilities, ErrorResponse, FindHostFilesResponse, GetJobResponse, GetProfileResponse, GetSessionResponse, HostDirEntry, HostFileMatch, HostFileRoot, JobEvent, JobInfo, JobProgress, JobResult, JobStatus, JobUsage, ListHostDirResponse, ListHostRootsResponse, ListJobsResponse, ListProfilesResponse, ListSdkSessionsResponse, ListSessionFilesResponse, ListSessionsResponse, McpServerActionRequest, McpServerConfigWire, McpServerStatusInfo, McpServerToolInfo, McpServersResponse, MessageAttachment, ModelOption, PermissionDecisionSource, PermissionMode, PermissionRequest, ProfileConfigSnapshot, ProfileDefaults, ProfileEngine, ProfileInfo, ProfileSessionDefaults, ProviderConfig, QuestionBehavior, QueueServerFrame, QueueStats, QueueStatsResponse, RateLimitInfo, ReadHostFileResponse, ResolvePermissionRequest, ResolvePermissionResponse, SaveProfileResponse, SdkSessionSummary, ServerFrame, SessionCapability, SessionCommand, SessionEvent, SessionEventBody, SessionFileInfo, SessionInfo, SessionNotification, SessionNotificationType, SessionStatus, SessionWebhookConfig, SlashCommandInfo, SubmitExecutionResultRequest, SubmitExecutionResultResponse, TextBlock, ThinkingBlock, ToolCallRequestFrame, ToolExecutionBackend, ToolExecutionOutput, ToolExecutionStatus, ToolResultBlock, ToolUseBlock, UnknownBlock, UpdateProfileRequest, UploadAttachmentResponse, UserQuestion, UserQuestionOption, WebhookConfig, WriteHostFileRequest, WriteHostFileResponse } from "./index.js";

/** Where a value breaks a rule (the path spelled as the Rust decoders spell it: `params.attachments[0].sha256`, `(root)` at the top) and which rule. */
export type ValidationError = { path: string; message: string };

/** The validated value, or the errors (the first error found). */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

/** Validates a value as a `ApiMessage`. */
export declare function validateApiMessage(value: unknown): ValidationResult<ApiMessage>;
/** Whether a value is a `ApiMessage`. */
export declare function isApiMessage(value: unknown): value is ApiMessage;

/** Validates a value as a `AttachedFrame`. */
export declare function validateAttachedFrame(value: unknown): ValidationResult<AttachedFrame>;
/** Whether a value is a `AttachedFrame`. */
export declare function isAttachedFrame(value: unknown): value is AttachedFrame;

/** Validates a value as a `ClientFrame`. */
export declare function validateClientFrame(value: unknown): ValidationResult<ClientFrame>;
/** Whether a value is a `ClientFrame`. */
export declare function isClientFrame(value: unknown): value is ClientFrame;

/** Validates a value as a `ContentBlock`. */
export declare function validateContentBlock(value: unknown): ValidationResult<ContentBlock>;
/** Whether a value is a `ContentBlock`. */
export declare function isContentBlock(value: unknown): value is ContentBlock;

/** Validates a value as a `ContextUsage`. */
export declare function validateContextUsage(value: unknown): ValidationResult<ContextUsage>;
/** Whether a value is a `ContextUsage`. */
export declare function isContextUsage(value: unknown): value is ContextUsage;

/** Validates a value as a `ContextUsageCategory`. */
export declare function validateContextUsageCategory(value: unknown): ValidationResult<ContextUsageCategory>;
/** Whether a value is a `ContextUsageCategory`. */
export declare function isContextUsageCategory(value: unknown): value is ContextUsageCategory;

/** Validates a value as a `CreateJobRequest`. */
export declare function validateCreateJobRequest(value: unknown): ValidationResult<CreateJobRequest>;
/** Whether a value is a `CreateJobRequest`. */
export declare function isCreateJobRequest(value: unknown): value is CreateJobRequest;

/** Validates a value as a `CreateJobResponse`. */
export declare function validateCreateJobResponse(value: unknown): ValidationResult<CreateJobResponse>;
/** Whether a value is a `CreateJobResponse`. */
export declare function isCreateJobResponse(value: unknown): value is CreateJobResponse;

/** Validates a value as a `CreateProfileRequest`. */
export declare function validateCreateProfileRequest(value: unknown): ValidationResult<CreateProfileRequest>;
/** Whether a value is a `CreateProfileRequest`. */
export declare function isCreateProfileRequest(value: unknown): value is CreateProfileRequest;

/** Validates a value as a `CreateSessionRequest`. */
export declare function validateCreateSessionRequest(value: unknown): ValidationResult<CreateSessionRequest>;
/** Whether a value is a `CreateSessionRequest`. */
export declare function isCreateSessionRequest(value: unknown): value is CreateSessionRequest;

/** Validates a value as a `CreateSessionResponse`. */
export declare function validateCreateSessionResponse(value: unknown): ValidationResult<CreateSessionResponse>;
/** Whether a value is a `CreateSessionResponse`. */
export declare function isCreateSessionResponse(value: unknown): value is CreateSessionResponse;

/** Validates a value as a `EngineCapabilities`. */
export declare function validateEngineCapabilities(value: unknown): ValidationResult<EngineCapabilities>;
/** Whether a value is a `EngineCapabilities`. */
export declare function isEngineCapabilities(value: unknown): value is EngineCapabilities;

/** Validates a value as a `ErrorResponse`. */
export declare function validateErrorResponse(value: unknown): ValidationResult<ErrorResponse>;
/** Whether a value is a `ErrorResponse`. */
export declare function isErrorResponse(value: unknown): value is ErrorResponse;

/** Validates a value as a `FindHostFilesResponse`. */
export declare function validateFindHostFilesResponse(value: unknown): ValidationResult<FindHostFilesResponse>;
/** Whether a value is a `FindHostFilesResponse`. */
export declare function isFindHostFilesResponse(value: unknown): value is FindHostFilesResponse;

/** Validates a value as a `GetJobResponse`. */
export declare function validateGetJobResponse(value: unknown): ValidationResult<GetJobResponse>;
/** Whether a value is a `GetJobResponse`. */
export declare function isGetJobResponse(value: unknown): value is GetJobResponse;

/** Validates a value as a `GetProfileResponse`. */
export declare function validateGetProfileResponse(value: unknown): ValidationResult<GetProfileResponse>;
/** Whether a value is a `GetProfileResponse`. */
export declare function isGetProfileResponse(value: unknown): value is GetProfileResponse;

/** Validates a value as a `GetSessionResponse`. */
export declare function validateGetSessionResponse(value: unknown): ValidationResult<GetSessionResponse>;
/** Whether a value is a `GetSessionResponse`. */
export declare function isGetSessionResponse(value: unknown): value is GetSessionResponse;

/** Validates a value as a `HostDirEntry`. */
export declare function validateHostDirEntry(value: unknown): ValidationResult<HostDirEntry>;
/** Whether a value is a `HostDirEntry`. */
export declare function isHostDirEntry(value: unknown): value is HostDirEntry;

/** Validates a value as a `HostFileMatch`. */
export declare function validateHostFileMatch(value: unknown): ValidationResult<HostFileMatch>;
/** Whether a value is a `HostFileMatch`. */
export declare function isHostFileMatch(value: unknown): value is HostFileMatch;

/** Validates a value as a `HostFileRoot`. */
export declare function validateHostFileRoot(value: unknown): ValidationResult<HostFileRoot>;
/** Whether a value is a `HostFileRoot`. */
export declare function isHostFileRoot(value: unknown): value is HostFileRoot;

/** Validates a value as a `JobEvent`. */
export declare function validateJobEvent(value: unknown): ValidationResult<JobEvent>;
/** Whether a value is a `JobEvent`. */
export declare function isJobEvent(value: unknown): value is JobEvent;

/** Validates a value as a `JobInfo`. */
export declare function validateJobInfo(value: unknown): ValidationResult<JobInfo>;
/** Whether a value is a `JobInfo`. */
export declare function isJobInfo(value: unknown): value is JobInfo;

/** Validates a value as a `JobProgress`. */
export declare function validateJobProgress(value: unknown): ValidationResult<JobProgress>;
/** Whether a value is a `JobProgress`. */
export declare function isJobProgress(value: unknown): value is JobProgress;

/** Validates a value as a `JobResult`. */
export declare function validateJobResult(value: unknown): ValidationResult<JobResult>;
/** Whether a value is a `JobResult`. */
export declare function isJobResult(value: unknown): value is JobResult;

/** Validates a value as a `JobStatus`. */
export declare function validateJobStatus(value: unknown): ValidationResult<JobStatus>;
/** Whether a value is a `JobStatus`. */
export declare function isJobStatus(value: unknown): value is JobStatus;

/** Validates a value as a `JobUsage`. */
export declare function validateJobUsage(value: unknown): ValidationResult<JobUsage>;
/** Whether a value is a `JobUsage`. */
export declare function isJobUsage(value: unknown): value is JobUsage;

/** Validates a value as a `ListHostDirResponse`. */
export declare function validateListHostDirResponse(value: unknown): ValidationResult<ListHostDirResponse>;
/** Whether a value is a `ListHostDirResponse`. */
export declare function isListHostDirResponse(value: unknown): value is ListHostDirResponse;

/** Validates a value as a `ListHostRootsResponse`. */
export declare function validateListHostRootsResponse(value: unknown): ValidationResult<ListHostRootsResponse>;
/** Whether a value is a `ListHostRootsResponse`. */
export declare function isListHostRootsResponse(value: unknown): value is ListHostRootsResponse;

/** Validates a value as a `ListJobsResponse`. */
export declare function validateListJobsResponse(value: unknown): ValidationResult<ListJobsResponse>;
/** Whether a value is a `ListJobsResponse`. */
export declare function isListJobsResponse(value: unknown): value is ListJobsResponse;

/** Validates a value as a `ListProfilesResponse`. */
export declare function validateListProfilesResponse(value: unknown): ValidationResult<ListProfilesResponse>;
/** Whether a value is a `ListProfilesResponse`. */
export declare function isListProfilesResponse(value: unknown): value is ListProfilesResponse;

/** Validates a value as a `ListSdkSessionsResponse`. */
export declare function validateListSdkSessionsResponse(value: unknown): ValidationResult<ListSdkSessionsResponse>;
/** Whether a value is a `ListSdkSessionsResponse`. */
export declare function isListSdkSessionsResponse(value: unknown): value is ListSdkSessionsResponse;

/** Validates a value as a `ListSessionFilesResponse`. */
export declare function validateListSessionFilesResponse(value: unknown): ValidationResult<ListSessionFilesResponse>;
/** Whether a value is a `ListSessionFilesResponse`. */
export declare function isListSessionFilesResponse(value: unknown): value is ListSessionFilesResponse;

/** Validates a value as a `ListSessionsResponse`. */
export declare function validateListSessionsResponse(value: unknown): ValidationResult<ListSessionsResponse>;
/** Whether a value is a `ListSessionsResponse`. */
export declare function isListSessionsResponse(value: unknown): value is ListSessionsResponse;

/** Validates a value as a `McpServerActionRequest`. */
export declare function validateMcpServerActionRequest(value: unknown): ValidationResult<McpServerActionRequest>;
/** Whether a value is a `McpServerActionRequest`. */
export declare function isMcpServerActionRequest(value: unknown): value is McpServerActionRequest;

/** Validates a value as a `McpServerConfigWire`. */
export declare function validateMcpServerConfigWire(value: unknown): ValidationResult<McpServerConfigWire>;
/** Whether a value is a `McpServerConfigWire`. */
export declare function isMcpServerConfigWire(value: unknown): value is McpServerConfigWire;

/** Validates a value as a `McpServerStatusInfo`. */
export declare function validateMcpServerStatusInfo(value: unknown): ValidationResult<McpServerStatusInfo>;
/** Whether a value is a `McpServerStatusInfo`. */
export declare function isMcpServerStatusInfo(value: unknown): value is McpServerStatusInfo;

/** Validates a value as a `McpServerToolInfo`. */
export declare function validateMcpServerToolInfo(value: unknown): ValidationResult<McpServerToolInfo>;
/** Whether a value is a `McpServerToolInfo`. */
export declare function isMcpServerToolInfo(value: unknown): value is McpServerToolInfo;

/** Validates a value as a `McpServersResponse`. */
export declare function validateMcpServersResponse(value: unknown): ValidationResult<McpServersResponse>;
/** Whether a value is a `McpServersResponse`. */
export declare function isMcpServersResponse(value: unknown): value is McpServersResponse;

/** Validates a value as a `MessageAttachment`. */
export declare function validateMessageAttachment(value: unknown): ValidationResult<MessageAttachment>;
/** Whether a value is a `MessageAttachment`. */
export declare function isMessageAttachment(value: unknown): value is MessageAttachment;

/** Validates a value as a `ModelOption`. */
export declare function validateModelOption(value: unknown): ValidationResult<ModelOption>;
/** Whether a value is a `ModelOption`. */
export declare function isModelOption(value: unknown): value is ModelOption;

/** Validates a value as a `PermissionDecisionSource`. */
export declare function validatePermissionDecisionSource(value: unknown): ValidationResult<PermissionDecisionSource>;
/** Whether a value is a `PermissionDecisionSource`. */
export declare function isPermissionDecisionSource(value: unknown): value is PermissionDecisionSource;

/** Validates a value as a `PermissionMode`. */
export declare function validatePermissionMode(value: unknown): ValidationResult<PermissionMode>;
/** Whether a value is a `PermissionMode`. */
export declare function isPermissionMode(value: unknown): value is PermissionMode;

/** Validates a value as a `PermissionRequest`. */
export declare function validatePermissionRequest(value: unknown): ValidationResult<PermissionRequest>;
/** Whether a value is a `PermissionRequest`. */
export declare function isPermissionRequest(value: unknown): value is PermissionRequest;

/** Validates a value as a `ProfileConfigSnapshot`. */
export declare function validateProfileConfigSnapshot(value: unknown): ValidationResult<ProfileConfigSnapshot>;
/** Whether a value is a `ProfileConfigSnapshot`. */
export declare function isProfileConfigSnapshot(value: unknown): value is ProfileConfigSnapshot;

/** Validates a value as a `ProfileDefaults`. */
export declare function validateProfileDefaults(value: unknown): ValidationResult<ProfileDefaults>;
/** Whether a value is a `ProfileDefaults`. */
export declare function isProfileDefaults(value: unknown): value is ProfileDefaults;

/** Validates a value as a `ProfileEngine`. */
export declare function validateProfileEngine(value: unknown): ValidationResult<ProfileEngine>;
/** Whether a value is a `ProfileEngine`. */
export declare function isProfileEngine(value: unknown): value is ProfileEngine;

/** Validates a value as a `ProfileInfo`. */
export declare function validateProfileInfo(value: unknown): ValidationResult<ProfileInfo>;
/** Whether a value is a `ProfileInfo`. */
export declare function isProfileInfo(value: unknown): value is ProfileInfo;

/** Validates a value as a `ProfileSessionDefaults`. */
export declare function validateProfileSessionDefaults(value: unknown): ValidationResult<ProfileSessionDefaults>;
/** Whether a value is a `ProfileSessionDefaults`. */
export declare function isProfileSessionDefaults(value: unknown): value is ProfileSessionDefaults;

/** Validates a value as a `ProviderConfig`. */
export declare function validateProviderConfig(value: unknown): ValidationResult<ProviderConfig>;
/** Whether a value is a `ProviderConfig`. */
export declare function isProviderConfig(value: unknown): value is ProviderConfig;

/** Validates a value as a `QuestionBehavior`. */
export declare function validateQuestionBehavior(value: unknown): ValidationResult<QuestionBehavior>;
/** Whether a value is a `QuestionBehavior`. */
export declare function isQuestionBehavior(value: unknown): value is QuestionBehavior;

/** Validates a value as a `QueueServerFrame`. */
export declare function validateQueueServerFrame(value: unknown): ValidationResult<QueueServerFrame>;
/** Whether a value is a `QueueServerFrame`. */
export declare function isQueueServerFrame(value: unknown): value is QueueServerFrame;

/** Validates a value as a `QueueStats`. */
export declare function validateQueueStats(value: unknown): ValidationResult<QueueStats>;
/** Whether a value is a `QueueStats`. */
export declare function isQueueStats(value: unknown): value is QueueStats;

/** Validates a value as a `QueueStatsResponse`. */
export declare function validateQueueStatsResponse(value: unknown): ValidationResult<QueueStatsResponse>;
/** Whether a value is a `QueueStatsResponse`. */
export declare function isQueueStatsResponse(value: unknown): value is QueueStatsResponse;

/** Validates a value as a `RateLimitInfo`. */
export declare function validateRateLimitInfo(value: unknown): ValidationResult<RateLimitInfo>;
/** Whether a value is a `RateLimitInfo`. */
export declare function isRateLimitInfo(value: unknown): value is RateLimitInfo;

/** Validates a value as a `ReadHostFileResponse`. */
export declare function validateReadHostFileResponse(value: unknown): ValidationResult<ReadHostFileResponse>;
/** Whether a value is a `ReadHostFileResponse`. */
export declare function isReadHostFileResponse(value: unknown): value is ReadHostFileResponse;

/** Validates a value as a `ResolvePermissionRequest`. */
export declare function validateResolvePermissionRequest(value: unknown): ValidationResult<ResolvePermissionRequest>;
/** Whether a value is a `ResolvePermissionRequest`. */
export declare function isResolvePermissionRequest(value: unknown): value is ResolvePermissionRequest;

/** Validates a value as a `ResolvePermissionResponse`. */
export declare function validateResolvePermissionResponse(value: unknown): ValidationResult<ResolvePermissionResponse>;
/** Whether a value is a `ResolvePermissionResponse`. */
export declare function isResolvePermissionResponse(value: unknown): value is ResolvePermissionResponse;

/** Validates a value as a `SaveProfileResponse`. */
export declare function validateSaveProfileResponse(value: unknown): ValidationResult<SaveProfileResponse>;
/** Whether a value is a `SaveProfileResponse`. */
export declare function isSaveProfileResponse(value: unknown): value is SaveProfileResponse;

/** Validates a value as a `SdkSessionSummary`. */
export declare function validateSdkSessionSummary(value: unknown): ValidationResult<SdkSessionSummary>;
/** Whether a value is a `SdkSessionSummary`. */
export declare function isSdkSessionSummary(value: unknown): value is SdkSessionSummary;

/** Validates a value as a `ServerFrame`. */
export declare function validateServerFrame(value: unknown): ValidationResult<ServerFrame>;
/** Whether a value is a `ServerFrame`. */
export declare function isServerFrame(value: unknown): value is ServerFrame;

/** Validates a value as a `SessionCapability`. */
export declare function validateSessionCapability(value: unknown): ValidationResult<SessionCapability>;
/** Whether a value is a `SessionCapability`. */
export declare function isSessionCapability(value: unknown): value is SessionCapability;

/** Validates a value as a `SessionCommand`. */
export declare function validateSessionCommand(value: unknown): ValidationResult<SessionCommand>;
/** Whether a value is a `SessionCommand`. */
export declare function isSessionCommand(value: unknown): value is SessionCommand;

/** Validates a value as a `SessionEvent`. */
export declare function validateSessionEvent(value: unknown): ValidationResult<SessionEvent>;
/** Whether a value is a `SessionEvent`. */
export declare function isSessionEvent(value: unknown): value is SessionEvent;

/** Validates a value as a `SessionEventBody`. */
export declare function validateSessionEventBody(value: unknown): ValidationResult<SessionEventBody>;
/** Whether a value is a `SessionEventBody`. */
export declare function isSessionEventBody(value: unknown): value is SessionEventBody;

/** Validates a value as a `SessionFileInfo`. */
export declare function validateSessionFileInfo(value: unknown): ValidationResult<SessionFileInfo>;
/** Whether a value is a `SessionFileInfo`. */
export declare function isSessionFileInfo(value: unknown): value is SessionFileInfo;

/** Validates a value as a `SessionInfo`. */
export declare function validateSessionInfo(value: unknown): ValidationResult<SessionInfo>;
/** Whether a value is a `SessionInfo`. */
export declare function isSessionInfo(value: unknown): value is SessionInfo;

/** Validates a value as a `SessionNotification`. */
export declare function validateSessionNotification(value: unknown): ValidationResult<SessionNotification>;
/** Whether a value is a `SessionNotification`. */
export declare function isSessionNotification(value: unknown): value is SessionNotification;

/** Validates a value as a `SessionNotificationType`. */
export declare function validateSessionNotificationType(value: unknown): ValidationResult<SessionNotificationType>;
/** Whether a value is a `SessionNotificationType`. */
export declare function isSessionNotificationType(value: unknown): value is SessionNotificationType;

/** Validates a value as a `SessionStatus`. */
export declare function validateSessionStatus(value: unknown): ValidationResult<SessionStatus>;
/** Whether a value is a `SessionStatus`. */
export declare function isSessionStatus(value: unknown): value is SessionStatus;

/** Validates a value as a `SessionWebhookConfig`. */
export declare function validateSessionWebhookConfig(value: unknown): ValidationResult<SessionWebhookConfig>;
/** Whether a value is a `SessionWebhookConfig`. */
export declare function isSessionWebhookConfig(value: unknown): value is SessionWebhookConfig;

/** Validates a value as a `SlashCommandInfo`. */
export declare function validateSlashCommandInfo(value: unknown): ValidationResult<SlashCommandInfo>;
/** Whether a value is a `SlashCommandInfo`. */
export declare function isSlashCommandInfo(value: unknown): value is SlashCommandInfo;

/** Validates a value as a `SubmitExecutionResultRequest`. */
export declare function validateSubmitExecutionResultRequest(value: unknown): ValidationResult<SubmitExecutionResultRequest>;
/** Whether a value is a `SubmitExecutionResultRequest`. */
export declare function isSubmitExecutionResultRequest(value: unknown): value is SubmitExecutionResultRequest;

/** Validates a value as a `SubmitExecutionResultResponse`. */
export declare function validateSubmitExecutionResultResponse(value: unknown): ValidationResult<SubmitExecutionResultResponse>;
/** Whether a value is a `SubmitExecutionResultResponse`. */
export declare function isSubmitExecutionResultResponse(value: unknown): value is SubmitExecutionResultResponse;

/** Validates a value as a `TextBlock`. */
export declare function validateTextBlock(value: unknown): ValidationResult<TextBlock>;
/** Whether a value is a `TextBlock`. */
export declare function isTextBlock(value: unknown): value is TextBlock;

/** Validates a value as a `ThinkingBlock`. */
export declare function validateThinkingBlock(value: unknown): ValidationResult<ThinkingBlock>;
/** Whether a value is a `ThinkingBlock`. */
export declare function isThinkingBlock(value: unknown): value is ThinkingBlock;

/** Validates a value as a `ToolCallRequestFrame`. */
export declare function validateToolCallRequestFrame(value: unknown): ValidationResult<ToolCallRequestFrame>;
/** Whether a value is a `ToolCallRequestFrame`. */
export declare function isToolCallRequestFrame(value: unknown): value is ToolCallRequestFrame;

/** Validates a value as a `ToolExecutionBackend`. */
export declare function validateToolExecutionBackend(value: unknown): ValidationResult<ToolExecutionBackend>;
/** Whether a value is a `ToolExecutionBackend`. */
export declare function isToolExecutionBackend(value: unknown): value is ToolExecutionBackend;

/** Validates a value as a `ToolExecutionOutput`. */
export declare function validateToolExecutionOutput(value: unknown): ValidationResult<ToolExecutionOutput>;
/** Whether a value is a `ToolExecutionOutput`. */
export declare function isToolExecutionOutput(value: unknown): value is ToolExecutionOutput;

/** Validates a value as a `ToolExecutionStatus`. */
export declare function validateToolExecutionStatus(value: unknown): ValidationResult<ToolExecutionStatus>;
/** Whether a value is a `ToolExecutionStatus`. */
export declare function isToolExecutionStatus(value: unknown): value is ToolExecutionStatus;

/** Validates a value as a `ToolResultBlock`. */
export declare function validateToolResultBlock(value: unknown): ValidationResult<ToolResultBlock>;
/** Whether a value is a `ToolResultBlock`. */
export declare function isToolResultBlock(value: unknown): value is ToolResultBlock;

/** Validates a value as a `ToolUseBlock`. */
export declare function validateToolUseBlock(value: unknown): ValidationResult<ToolUseBlock>;
/** Whether a value is a `ToolUseBlock`. */
export declare function isToolUseBlock(value: unknown): value is ToolUseBlock;

/** Validates a value as a `UnknownBlock`. */
export declare function validateUnknownBlock(value: unknown): ValidationResult<UnknownBlock>;
/** Whether a value is a `UnknownBlock`. */
export declare function isUnknownBlock(value: unknown): value is UnknownBlock;

/** Validates a value as a `UpdateProfileRequest`. */
export declare function validateUpdateProfileRequest(value: unknown): ValidationResult<UpdateProfileRequest>;
/** Whether a value is a `UpdateProfileRequest`. */
export declare function isUpdateProfileRequest(value: unknown): value is UpdateProfileRequest;

/** Validates a value as a `UploadAttachmentResponse`. */
export declare function validateUploadAttachmentResponse(value: unknown): ValidationResult<UploadAttachmentResponse>;
/** Whether a value is a `UploadAttachmentResponse`. */
export declare function isUploadAttachmentResponse(value: unknown): value is UploadAttachmentResponse;

/** Validates a value as a `UserQuestion`. */
export declare function validateUserQuestion(value: unknown): ValidationResult<UserQuestion>;
/** Whether a value is a `UserQuestion`. */
export declare function isUserQuestion(value: unknown): value is UserQuestion;

/** Validates a value as a `UserQuestionOption`. */
export declare function validateUserQuestionOption(value: unknown): ValidationResult<UserQuestionOption>;
/** Whether a value is a `UserQuestionOption`. */
export declare function isUserQuestionOption(value: unknown): value is UserQuestionOption;

/** Validates a value as a `WebhookConfig`. */
export declare function validateWebhookConfig(value: unknown): ValidationResult<WebhookConfig>;
/** Whether a value is a `WebhookConfig`. */
export declare function isWebhookConfig(value: unknown): value is WebhookConfig;

/** Validates a value as a `WriteHostFileRequest`. */
export declare function validateWriteHostFileRequest(value: unknown): ValidationResult<WriteHostFileRequest>;
/** Whether a value is a `WriteHostFileRequest`. */
export declare function isWriteHostFileRequest(value: unknown): value is WriteHostFileRequest;

/** Validates a value as a `WriteHostFileResponse`. */
export declare function validateWriteHostFileResponse(value: unknown): ValidationResult<WriteHostFileResponse>;
/** Whether a value is a `WriteHostFileResponse`. */
export declare function isWriteHostFileResponse(value: unknown): value is WriteHostFileResponse;

/** Parses JSON text as a `ServerFrame`; never throws. */
export declare function parseServerFrame(text: string): ValidationResult<ServerFrame>;
