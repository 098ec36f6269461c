// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

import type { ClientFrame, CreateJobRequest, CreateJobResponse, CreateProfileRequest, CreateSessionRequest, CreateSessionResponse, FindHostFilesResponse, GetJobResponse, GetProfileResponse, GetSessionResponse, JobEvent, ListHostDirResponse, ListHostRootsResponse, ListJobsResponse, ListProfilesResponse, ListSdkSessionsResponse, ListSessionFilesResponse, ListSessionsResponse, McpServerActionRequest, McpServerStatusInfo, McpServersResponse, QueueServerFrame, QueueStatsResponse, ReadHostFileResponse, ResolvePermissionRequest, ResolvePermissionResponse, SaveProfileResponse, ServerFrame, SessionEvent, SubmitExecutionResultRequest, SubmitExecutionResultResponse, UpdateProfileRequest, UploadAttachmentResponse, WriteHostFileRequest, WriteHostFileResponse } from "./index.js";

/**
 * Every route by `"METHOD /path"` (the keys of `ROUTES`): its path parameters, the query
 * parameters it reads (as sent, strings), its request and response bodies (`never`: none;
 * `Uint8Array`: a raw body), and for a WebSocket route (`WS`) its frames.
 */
export interface Routes {
  "GET /sessions": { params: {}; query: {}; request: never; response: ListSessionsResponse; frames: { client: never; server: never } };
  "POST /sessions": { params: {}; query: {}; request: CreateSessionRequest; response: CreateSessionResponse; frames: { client: never; server: never } };
  "GET /sessions/:id": { params: { id: string }; query: {}; request: never; response: GetSessionResponse; frames: { client: never; server: never } };
  "WS /sessions/:id": { params: { id: string }; query: { afterSeq?: string }; request: never; response: never; frames: { client: ClientFrame; server: ServerFrame } };
  "POST /sessions/:id/attachments": { params: { id: string }; query: { name?: string }; request: Uint8Array; response: UploadAttachmentResponse; frames: { client: never; server: never } };
  "GET /sessions/:id/attachments/:attachmentId": { params: { id: string; attachmentId: string }; query: {}; request: never; response: Uint8Array; frames: { client: never; server: never } };
  "POST /sessions/:id/permissions/:requestId": { params: { id: string; requestId: string }; query: {}; request: ResolvePermissionRequest; response: ResolvePermissionResponse; frames: { client: never; server: never } };
  "GET /sessions/:id/files": { params: { id: string }; query: {}; request: never; response: ListSessionFilesResponse; frames: { client: never; server: never } };
  "GET /sessions/:id/files/*path": { params: { id: string; path: string }; query: {}; request: never; response: Uint8Array; frames: { client: never; server: never } };
  "GET /sessions/:id/mcp": { params: { id: string }; query: {}; request: never; response: McpServersResponse; frames: { client: never; server: never } };
  "POST /sessions/:id/mcp/:name": { params: { id: string; name: string }; query: {}; request: McpServerActionRequest; response: McpServerStatusInfo; frames: { client: never; server: never } };
  "POST /executions/:executionId/result": { params: { executionId: string }; query: {}; request: SubmitExecutionResultRequest; response: SubmitExecutionResultResponse; frames: { client: never; server: never } };
  "GET /sdk-sessions": { params: {}; query: { profile?: string }; request: never; response: ListSdkSessionsResponse; frames: { client: never; server: never } };
  "GET /profiles": { params: {}; query: {}; request: never; response: ListProfilesResponse; frames: { client: never; server: never } };
  "POST /profiles": { params: {}; query: {}; request: CreateProfileRequest; response: SaveProfileResponse; frames: { client: never; server: never } };
  "GET /profiles/:name": { params: { name: string }; query: {}; request: never; response: GetProfileResponse; frames: { client: never; server: never } };
  "PATCH /profiles/:name": { params: { name: string }; query: {}; request: UpdateProfileRequest; response: SaveProfileResponse; frames: { client: never; server: never } };
  "DELETE /profiles/:name": { params: { name: string }; query: {}; request: never; response: never; frames: { client: never; server: never } };
  "GET /fs/roots": { params: {}; query: {}; request: never; response: ListHostRootsResponse; frames: { client: never; server: never } };
  "GET /fs/list": { params: {}; query: { path?: string }; request: never; response: ListHostDirResponse; frames: { client: never; server: never } };
  "GET /fs/find": { params: {}; query: { path?: string; q?: string; limit?: string }; request: never; response: FindHostFilesResponse; frames: { client: never; server: never } };
  "GET /fs/read": { params: {}; query: { path?: string }; request: never; response: ReadHostFileResponse; frames: { client: never; server: never } };
  "PUT /fs/write": { params: {}; query: {}; request: WriteHostFileRequest; response: WriteHostFileResponse; frames: { client: never; server: never } };
  "POST /jobs": { params: {}; query: {}; request: CreateJobRequest; response: CreateJobResponse; frames: { client: never; server: never } };
  "GET /jobs": { params: {}; query: {}; request: never; response: ListJobsResponse; frames: { client: never; server: never } };
  "GET /jobs/:id": { params: { id: string }; query: {}; request: never; response: GetJobResponse; frames: { client: never; server: never } };
  "GET /queue/stats": { params: {}; query: {}; request: never; response: QueueStatsResponse; frames: { client: never; server: never } };
  "WS /queue/ws": { params: {}; query: {}; request: never; response: never; frames: { client: never; server: QueueServerFrame } };
}

/** A route key: `"GET /sessions/:id"`. */
export type RouteKey = keyof Routes;

/** The path parameters of a route: `{ id: string }` for `"GET /sessions/:id"`. */
export type ParamsOf<K extends RouteKey> = Routes[K]["params"];

/** The JSON request body of a route (`never`: none). */
export type RequestOf<K extends RouteKey> = Routes[K]["request"];

/** The success answer of a route (`never`: none). */
export type ResponseOf<K extends RouteKey> = Routes[K]["response"];

/**
 * The path of a route under the server's base path, its parameters filled: `:name` as one
 * percent-encoded segment, the `*name` rest segment by segment (its `/` kept).
 * `routePath("GET /sessions/:id", { id: "s 1" })` is `"/sessions/s%201"`.
 */
export declare function routePath<K extends RouteKey>(route: K, params: ParamsOf<K>): string;

/** Every member of `SessionEvent` by its `type`. */
export interface SessionEvents {
  "system_init": Extract<SessionEvent, { type: "system_init" }>;
  "status_changed": Extract<SessionEvent, { type: "status_changed" }>;
  "capabilities": Extract<SessionEvent, { type: "capabilities" }>;
  "model_changed": Extract<SessionEvent, { type: "model_changed" }>;
  "permission_mode_changed": Extract<SessionEvent, { type: "permission_mode_changed" }>;
  "context_usage": Extract<SessionEvent, { type: "context_usage" }>;
  "rate_limit": Extract<SessionEvent, { type: "rate_limit" }>;
  "plan_info": Extract<SessionEvent, { type: "plan_info" }>;
  "assistant_message": Extract<SessionEvent, { type: "assistant_message" }>;
  "user_message": Extract<SessionEvent, { type: "user_message" }>;
  "stream_delta": Extract<SessionEvent, { type: "stream_delta" }>;
  "turn_result": Extract<SessionEvent, { type: "turn_result" }>;
  "permission_requested": Extract<SessionEvent, { type: "permission_requested" }>;
  "permission_resolved": Extract<SessionEvent, { type: "permission_resolved" }>;
  "execution_dispatched": Extract<SessionEvent, { type: "execution_dispatched" }>;
  "execution_result": Extract<SessionEvent, { type: "execution_result" }>;
  "execution_failed": Extract<SessionEvent, { type: "execution_failed" }>;
  "file_delivered": Extract<SessionEvent, { type: "file_delivered" }>;
  "sdk_event": Extract<SessionEvent, { type: "sdk_event" }>;
  "session_error": Extract<SessionEvent, { type: "session_error" }>;
  "session_closed": Extract<SessionEvent, { type: "session_closed" }>;
}

/**
 * The SDK's init handshake: what the session actually is.
 */
export type SystemInitSessionEvent = SessionEvents["system_init"];

/**
 * The session's status changed.
 */
export type StatusChangedSessionEvent = SessionEvents["status_changed"];

/**
 * Models and slash commands the session offers, fetched after init.
 */
export type CapabilitiesSessionEvent = SessionEvents["capabilities"];

/**
 * The model changed through `set_model`.
 */
export type ModelChangedSessionEvent = SessionEvents["model_changed"];

/**
 * The permission mode changed through `set_permission_mode`.
 */
export type PermissionModeChangedSessionEvent = SessionEvents["permission_mode_changed"];

/**
 * Context-window usage, polled after each turn.
 */
export type ContextUsageSessionEvent = SessionEvents["context_usage"];

/**
 * A subscription rate-limit window changed.
 */
export type RateLimitSessionEvent = SessionEvents["rate_limit"];

/**
 * The claude.ai plan the rate-limit windows belong to.
 */
export type PlanInfoSessionEvent = SessionEvents["plan_info"];

/**
 * A message from the model.
 */
export type AssistantMessageSessionEvent = SessionEvents["assistant_message"];

/**
 * A user-role message (typed by a person, or a tool result).
 */
export type UserMessageSessionEvent = SessionEvents["user_message"];

/**
 * A raw streaming event, for token-by-token rendering.
 */
export type StreamDeltaSessionEvent = SessionEvents["stream_delta"];

/**
 * A turn finished.
 */
export type TurnResultSessionEvent = SessionEvents["turn_result"];

/**
 * A permission request is waiting for an answer.
 */
export type PermissionRequestedSessionEvent = SessionEvents["permission_requested"];

/**
 * A permission request was settled.
 */
export type PermissionResolvedSessionEvent = SessionEvents["permission_resolved"];

/**
 * A tool execution was handed to a backend.
 */
export type ExecutionDispatchedSessionEvent = SessionEvents["execution_dispatched"];

/**
 * A dispatched execution produced a result.
 */
export type ExecutionResultSessionEvent = SessionEvents["execution_result"];

/**
 * A dispatched execution failed, timed out or was orphaned.
 */
export type ExecutionFailedSessionEvent = SessionEvents["execution_failed"];

/**
 * The agent handed over a file from its scratch filesystem.
 */
export type FileDeliveredSessionEvent = SessionEvents["file_delivered"];

/**
 * An SDK message this version does not model, kept verbatim.
 */
export type SdkEventSessionEvent = SessionEvents["sdk_event"];

/**
 * The session failed.
 */
export type SessionErrorSessionEvent = SessionEvents["session_error"];

/**
 * The session ended.
 */
export type SessionClosedSessionEvent = SessionEvents["session_closed"];

/** Every member of `ServerFrame` by its `type`. */
export interface ServerFrames {
  "attached": Extract<ServerFrame, { type: "attached" }>;
  "event": Extract<ServerFrame, { type: "event" }>;
  "tool_call_request": Extract<ServerFrame, { type: "tool_call_request" }>;
  "tool_call_canceled": Extract<ServerFrame, { type: "tool_call_canceled" }>;
  "protocol_error": Extract<ServerFrame, { type: "protocol_error" }>;
}

/**
 * First frame after a successful attach.
 */
export type AttachedServerFrame = ServerFrames["attached"];

/**
 * One session event (replayed or live).
 */
export type EventServerFrame = ServerFrames["event"];

/**
 * Run a tool call in the client's sandbox.
 */
export type ToolCallRequestServerFrame = ServerFrames["tool_call_request"];

/**
 * A bridged execution no longer needs an answer.
 */
export type ToolCallCanceledServerFrame = ServerFrames["tool_call_canceled"];

/**
 * The server could not accept what the client sent.
 */
export type ProtocolErrorServerFrame = ServerFrames["protocol_error"];

/** Every member of `ClientFrame` by its `type`. */
export interface ClientFrames {
  "user_message": Extract<ClientFrame, { type: "user_message" }>;
  "permission_decision": Extract<ClientFrame, { type: "permission_decision" }>;
  "interrupt": Extract<ClientFrame, { type: "interrupt" }>;
  "set_permission_mode": Extract<ClientFrame, { type: "set_permission_mode" }>;
  "set_model": Extract<ClientFrame, { type: "set_model" }>;
  "tool_call_result": Extract<ClientFrame, { type: "tool_call_result" }>;
  "tool_call_error": Extract<ClientFrame, { type: "tool_call_error" }>;
  "close": Extract<ClientFrame, { type: "close" }>;
}

/**
 * Send a user message.
 */
export type UserMessageClientFrame = ClientFrames["user_message"];

/**
 * Answer a permission request.
 */
export type PermissionDecisionClientFrame = ClientFrames["permission_decision"];

/**
 * Interrupt the running turn.
 */
export type InterruptClientFrame = ClientFrames["interrupt"];

/**
 * Change the permission mode.
 */
export type SetPermissionModeClientFrame = ClientFrames["set_permission_mode"];

/**
 * Change the model for the following responses.
 */
export type SetModelClientFrame = ClientFrames["set_model"];

/**
 * The result of a tool call the server bridged to this client.
 */
export type ToolCallResultClientFrame = ClientFrames["tool_call_result"];

/**
 * The client could not run a bridged tool call.
 */
export type ToolCallErrorClientFrame = ClientFrames["tool_call_error"];

/**
 * Close the session.
 */
export type CloseClientFrame = ClientFrames["close"];

/** Every member of `QueueServerFrame` by its `type`. */
export interface QueueServerFrames {
  "queue_attached": Extract<QueueServerFrame, { type: "queue_attached" }>;
  "job_event": Extract<QueueServerFrame, { type: "job_event" }>;
  "queue_stats": Extract<QueueServerFrame, { type: "queue_stats" }>;
}

/**
 * First frame after connecting.
 */
export type QueueAttachedQueueServerFrame = QueueServerFrames["queue_attached"];

/**
 * A job event.
 */
export type JobEventQueueServerFrame = QueueServerFrames["job_event"];

/**
 * Fresh counters.
 */
export type QueueStatsQueueServerFrame = QueueServerFrames["queue_stats"];

/** Every member of `JobEvent` by its `type`. */
export interface JobEvents {
  "job_submitted": Extract<JobEvent, { type: "job_submitted" }>;
  "job_started": Extract<JobEvent, { type: "job_started" }>;
  "job_progress": Extract<JobEvent, { type: "job_progress" }>;
  "job_parked": Extract<JobEvent, { type: "job_parked" }>;
  "job_resumed": Extract<JobEvent, { type: "job_resumed" }>;
  "job_retrying": Extract<JobEvent, { type: "job_retrying" }>;
  "job_completed": Extract<JobEvent, { type: "job_completed" }>;
}

/**
 * The job was accepted.
 */
export type JobSubmittedJobEvent = JobEvents["job_submitted"];

/**
 * The run started.
 */
export type JobStartedJobEvent = JobEvents["job_started"];

/**
 * Activity during the run.
 */
export type JobProgressJobEvent = JobEvents["job_progress"];

/**
 * The run parked on a deferred execution. The work itself went to the
 * executor's own dispatch hook, not over this channel.
 */
export type JobParkedJobEvent = JobEvents["job_parked"];

/**
 * A parked run resumed because its execution result arrived.
 */
export type JobResumedJobEvent = JobEvents["job_resumed"];

/**
 * A failed run was re-queued (`job.nextRunAt` says when).
 */
export type JobRetryingJobEvent = JobEvents["job_retrying"];

/**
 * The job finished (terminal).
 */
export type JobCompletedJobEvent = JobEvents["job_completed"];
