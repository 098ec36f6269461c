// Orion Code Local Web API v0.3.0: TypeScript types generated from orion-api-types.
// Do not edit: run `cargo run -p codegen -- generate`.

export type ActivateWorkspaceRequest = { 
/**
 * Idempotency key.
 */
requestId: string, 
/**
 * The workspace to activate.
 */
path: string, };

export type AgentMode = "interactive" | "plan" | "auto";

export type ApprovalScope = "once" | "project" | "global";

export type BootstrapCapabilities = { 
/**
 * Goals.
 */
goal: boolean, 
/**
 * Plans.
 */
plan: boolean, 
/**
 * Skills.
 */
skills: boolean, 
/**
 * MCP servers.
 */
mcp: boolean, 
/**
 * Diagnostics.
 */
diagnostics: boolean, };

export type BootstrapResponse = { 
/**
 * Always `1` (`const: 1`).
 */
apiVersion: 1, 
/**
 * Product version.
 */
productVersion: string, 
/**
 * The per-process web nonce every mutation sends back in the
 * `X-Orion-Web-Nonce` header (at least 32 characters).
 */
nonce: string, 
/**
 * The active workspace.
 */
workspace: string, 
/**
 * Whether the installation is configured.
 */
configured: boolean, 
/**
 * The active session, if any. Optional and nullable: absent and
 * `null` both decode to `None`; `None` is emitted as absent.
 */
activeSessionId?: string | null, 
/**
 * The settings document.
 */
settings: SettingsDocument, 
/**
 * Which optional workbench features this host offers.
 */
capabilities: BootstrapCapabilities, };

export type CommandResult = { 
/**
 * The request's idempotency key.
 */
requestId: string, 
/**
 * Outcome (an open string).
 */
result: string, 
/**
 * Details.
 */
detail?: string, };

export type CreateSessionRequest = { 
/**
 * Idempotency key.
 */
requestId: string, 
/**
 * Optional initial name (1 to 120 characters).
 */
name?: string, };

export type CredentialSlot = { 
/**
 * Provider id (non-empty).
 */
providerId: string, 
/**
 * Availability.
 */
state: CredentialState, 
/**
 * Where it comes from.
 */
source: CredentialSource, 
/**
 * Always `false`.
 */
writable: false, };

export type CredentialSource = "environment" | "legacy" | "none";

export type CredentialState = "ready" | "missing" | "unavailable";

export type DiagnosticsResponse = Record<string, unknown>;

export type EffortPreference = "auto" | "none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max";

export type EffortSettingsField = { 
/**
 * The value in effect.
 */
effectiveValue: EffortPreference, 
/**
 * The value set at this field's scope, if any.
 */
explicitValue?: EffortPreference, 
/**
 * The value inherited from a wider scope, if any.
 */
inheritedValue?: EffortPreference, 
/**
 * Where the effective value comes from.
 */
source: SettingsSource, 
/**
 * Where a write lands.
 */
scope: SettingsScope, 
/**
 * When a change takes effect.
 */
applies: SettingsApplies, 
/**
 * Whether a narrower scope overrides this one.
 */
overridden: boolean, 
/**
 * Whether the field can be written now.
 */
writable: boolean, 
/**
 * Why the field cannot be written now.
 */
blockedReason?: SettingsBlockedReason, };

export type FollowupItem = { 
/**
 * Item id (what `remove_followup.itemId` names).
 */
id: string, 
/**
 * The queued text.
 */
text: string, 
/**
 * When it was queued (`type: number, minimum: 0`).
 */
queuedAt: number, };

export type GoalAction = "create" | "status" | "pause" | "resume" | "clear";

export type GoalView = { 
/**
 * Always `turn_commit`.
 */
authority: "turn_commit", 
/**
 * Digest of the projected state (non-empty).
 */
digest: string, 
/**
 * Opaque JSON value parsed from TurnCommitV1.goalState. The v0.3.0
 * wire type is unknown; this contract does not invent required Goal
 * fields or status/revision enums. Any JSON value, `null` included,
 * but the key must be present.
 */
state: unknown, };

export type HealthResponse = { 
/**
 * Always `true` (`const: true`).
 */
ok: true, 
/**
 * Product version.
 */
version: string, };

export type McpPage = { 
/**
 * The servers (`maxItems: 100`).
 */
items: Array<McpServerSummary>, 
/**
 * Cursor of the next page; required, `null` on the last page.
 */
nextCursor: string | null, };

export type McpServerState = "dormant" | "activating" | "connected" | "idle" | "draining" | "failed";

export type McpServerSummary = { 
/**
 * Server id.
 */
id: string, 
/**
 * Name.
 */
name: string, 
/**
 * Description.
 */
description?: string, 
/**
 * Transport.
 */
transport: McpTransport, 
/**
 * Tags.
 */
tags: Array<string>, 
/**
 * Whether the server is disabled.
 */
disabled: boolean, 
/**
 * Lifecycle state.
 */
state: McpServerState, 
/**
 * Connection generation (`minimum: 0`).
 */
generation: number, 
/**
 * Number of tools (`minimum: 0`).
 */
toolCount: number, 
/**
 * Calls in flight (`minimum: 0`).
 */
activeCallCount: number, 
/**
 * Why the server failed.
 */
failure?: string, };

export type McpTransport = "stdio" | "sse" | "http" | "streamable-http" | "websocket";

export type ModelSettingsField = { 
/**
 * The value in effect.
 */
effectiveValue: string, 
/**
 * The value set at this field's scope, if any.
 */
explicitValue?: string, 
/**
 * The value inherited from a wider scope, if any.
 */
inheritedValue?: string, 
/**
 * Where the effective value comes from.
 */
source: SettingsSource, 
/**
 * Where a write lands.
 */
scope: SettingsScope, 
/**
 * When a change takes effect.
 */
applies: SettingsApplies, 
/**
 * Whether a narrower scope overrides this one.
 */
overridden: boolean, 
/**
 * Whether the field can be written now.
 */
writable: boolean, 
/**
 * Why the field cannot be written now.
 */
blockedReason?: SettingsBlockedReason, };

export type ModelSummary = { 
/**
 * Model id (non-empty).
 */
id: string, 
/**
 * Display label (non-empty).
 */
label: string, 
/**
 * Provider.
 */
provider?: string, };

export type MotionPreference = "system" | "reduced";

export type MotionSettingsField = { 
/**
 * The value in effect.
 */
effectiveValue: MotionPreference, 
/**
 * The value set at this field's scope, if any.
 */
explicitValue?: MotionPreference, 
/**
 * The value inherited from a wider scope, if any.
 */
inheritedValue?: MotionPreference, 
/**
 * Where the effective value comes from.
 */
source: SettingsSource, 
/**
 * Where a write lands.
 */
scope: SettingsScope, 
/**
 * When a change takes effect.
 */
applies: SettingsApplies, 
/**
 * Whether a narrower scope overrides this one.
 */
overridden: boolean, 
/**
 * Whether the field can be written now.
 */
writable: boolean, 
/**
 * Why the field cannot be written now.
 */
blockedReason?: SettingsBlockedReason, };

export type MutationRequest = { 
/**
 * Idempotency key.
 */
requestId: string, };

export type OpenSettingsDocumentRequest = { 
/**
 * Idempotency key.
 */
requestId: string, };

export type OpenSettingsDocumentResponse = { 
/**
 * The request's idempotency key.
 */
requestId: string, 
/**
 * Always `true`.
 */
opened: true, };

export type PendingApproval = { 
/**
 * Approval id (answered by `permission_decision.requestPermissionId`).
 */
id: string, 
/**
 * The tool asking for permission.
 */
toolName: string, 
/**
 * Why the tool asks.
 */
reason?: string, 
/**
 * The call's arguments, sanitized (an open object).
 */
sanitizedArguments: Record<string, unknown>, 
/**
 * Always `["once", "project", "global"]`.
 */
allowedScopes: ["once", "project", "global"], };

export type PlanReturnMode = "build" | "auto";

export type PlanView = { 
/**
 * The plan text (non-empty).
 */
body: string, 
/**
 * Mode restored after planning.
 */
returnMode: PlanReturnMode, 
/**
 * Digest of the receipt (non-empty).
 */
digest: string, };

export type Problem = { 
/**
 * Problem type URI (the constructors use `about:blank`).
 */
type: string, 
/**
 * Short summary.
 */
title: string, 
/**
 * HTTP status code (any JSON integer, `500.0` included).
 */
status: number, 
/**
 * Machine-readable code (non-empty).
 */
code: string, 
/**
 * Details.
 */
detail?: string, };

export type RenameSessionRequest = { 
/**
 * Idempotency key.
 */
requestId: string, 
/**
 * The new name (1 to 120 characters).
 */
name: string, };

export type ReplayResetEnvelope = { 
/**
 * Always `1`.
 */
apiVersion: 1, 
/**
 * Event UUID (`format: uuid`).
 */
eventId: string, 
/**
 * Event cursor (`minimum: 1`); also the SSE `id`.
 */
cursor: number, 
/**
 * Session, or `null`. Required key.
 */
sessionId: string | null, 
/**
 * Thread, or `null`. Required key.
 */
threadId: string | null, 
/**
 * Always `replay_reset`.
 */
type: "replay_reset", 
/**
 * Always `true`.
 */
durable: true, 
/**
 * When it happened (`format: date-time`).
 */
timestamp: string, 
/**
 * Why.
 */
payload: ReplayResetPayload, };

export type ReplayResetPayload = { 
/**
 * Why replay is impossible.
 */
reason: string, 
/**
 * Always `true`: fetch a snapshot.
 */
snapshotRequired: true, };

export type RequestId = string;

export type RuntimeEventEnvelope = { 
/**
 * Always `1`.
 */
apiVersion: 1, 
/**
 * Event UUID (`format: uuid`).
 */
eventId: string, 
/**
 * Event cursor (`minimum: 1`); also the SSE `id`.
 */
cursor: number, 
/**
 * Session, or `null`. Required key.
 */
sessionId: string | null, 
/**
 * Thread, or `null`. Required key.
 */
threadId: string | null, 
/**
 * Always `runtime_event`.
 */
type: "runtime_event", 
/**
 * Whether the event is durable (replayable).
 */
durable: boolean, 
/**
 * When it happened (`format: date-time`).
 */
timestamp: string, 
/**
 * The event.
 */
payload: RuntimeEventPayload, };

export type RuntimeEventPayload = { 
/**
 * Runtime event type (non-empty, an open string).
 */
eventType: string, 
/**
 * The event (an open object).
 */
value: Record<string, unknown>, };

export type SessionMutationResult = { 
/**
 * The request's idempotency key.
 */
requestId: string, 
/**
 * The session after the change.
 */
session: SessionSummary, };

export type SessionPage = { 
/**
 * The sessions (`maxItems: 100`).
 */
items: Array<SessionSummary>, 
/**
 * Cursor of the next page; required, `null` on the last page.
 */
nextCursor: string | null, };

export type SessionRuntimeSnapshot = { 
/**
 * Whether the runtime is active.
 */
active: boolean, 
/**
 * Whether a turn is being processed.
 */
processing: boolean, 
/**
 * Current agent mode (an open string).
 */
agentMode: string, 
/**
 * Current permission mode (an open string).
 */
permissionMode: string, 
/**
 * Runtime status (an open string).
 */
status: string, 
/**
 * Queued follow-ups.
 */
followups: Array<FollowupItem>, 
/**
 * How many follow-ups may be queued (`minimum: 0`).
 */
followupLimit: number, 
/**
 * Runtime context-usage projection or null; the wire type is
 * currently unknown. Required key, any value.
 */
contextUsage: unknown, 
/**
 * Runtime token-usage projection or null; the wire type is currently
 * unknown. Required key, any value.
 */
tokenUsage: unknown, };

export type SessionSnapshot = { 
/**
 * Always `1`.
 */
apiVersion: 1, 
/**
 * The session.
 */
session: SessionSummary, 
/**
 * Null for a legacy session that has no materialized Thread
 * identity. Required and nullable.
 */
threadId: string | null, 
/**
 * Latest projected durable Thread sequence; independent of
 * `eventCursor` (`minimum: 0`).
 */
threadCursor: number, 
/**
 * The `/events` cursor to resume from (`minimum: 0`).
 */
eventCursor: number, 
/**
 * Digest of the projection.
 */
projectionDigest?: string, 
/**
 * Thread status.
 */
threadStatus: ThreadStatus, 
/**
 * The running turn, if any.
 */
activeTurnId?: string, 
/**
 * One transcript page.
 */
transcript: TranscriptPage, 
/**
 * Runtime state.
 */
runtime: SessionRuntimeSnapshot, 
/**
 * Approvals waiting for a decision.
 */
pendingApprovals: Array<PendingApproval>, 
/**
 * The goal projection; required, `null` when there is none.
 */
goal: GoalView | null, 
/**
 * The plan projection; required, `null` when there is none.
 */
plan: PlanView | null, 
/**
 * Recovery diagnostics; their shape is not specified (`items: {}`).
 */
recoveryDiagnostics: Array<unknown>, };

export type SessionSummary = { 
/**
 * Session id.
 */
id: string, 
/**
 * Canonical project path.
 */
projectPath: string, 
/**
 * Display name.
 */
name?: string, 
/**
 * Model id.
 */
model: string, 
/**
 * Creation time (`format: date-time`).
 */
createdAt: string, 
/**
 * Last update time (`format: date-time`).
 */
updatedAt: string, 
/**
 * Number of transcript messages (`minimum: 0`).
 */
messageCount: number, 
/**
 * Short task summary.
 */
taskSummary?: string, 
/**
 * Id of the active goal.
 */
activeGoalId?: string, 
/**
 * Objective of the active goal.
 */
activeGoalObjective?: string, };

export type SetEffortSetting = { 
/**
 * Always `set`.
 */
op: "set", 
/**
 *Always `defaults.effort`.
 */
key: "defaults.effort", 
/**
 * The new value.
 */
value: EffortPreference, };

export type SetModelSetting = { 
/**
 * Always `set`.
 */
op: "set", 
/**
 *Always `defaults.model`.
 */
key: "defaults.model", 
/**
 * The new value.
 */
value: string, };

export type SetMotionSetting = { 
/**
 * Always `set`.
 */
op: "set", 
/**
 *Always `appearance.motion`.
 */
key: "appearance.motion", 
/**
 * The new value.
 */
value: MotionPreference, };

export type SetThemeSetting = { 
/**
 * Always `set`.
 */
op: "set", 
/**
 *Always `appearance.theme`.
 */
key: "appearance.theme", 
/**
 * The new value.
 */
value: ThemePreference, };

export type SetToolConfirmationSetting = { 
/**
 * Always `set`.
 */
op: "set", 
/**
 *Always `permissions.toolConfirmation`.
 */
key: "permissions.toolConfirmation", 
/**
 * The new value.
 */
value: ToolConfirmationPreference, };

export type SettingsAppearance = { 
/**
 * `appearance.theme`.
 */
theme: ThemeSettingsField, 
/**
 * `appearance.motion`.
 */
motion: MotionSettingsField, };

export type SettingsApplies = "live" | "next-logical-request" | "new-session" | "restart";

export type SettingsBlockedReason = "runtime_busy" | "read_only" | "invalid_document";

export type SettingsCurrentSession = { 
/**
 * The session's model.
 */
model: string, 
/**
 * The session's effort.
 */
effort: EffortPreference, 
/**
 * Whether the session's effort overrides the project's.
 */
overridesProjectEffort: boolean, };

export type SettingsDefaults = { 
/**
 * `defaults.model`.
 */
model: ModelSettingsField, 
/**
 * `defaults.effort`.
 */
effort: EffortSettingsField, };

export type SettingsDiagnostic = { 
/**
 * Machine-readable code.
 */
code: string, 
/**
 * Human-readable message.
 */
message: string, };

export type SettingsDocument = { 
/**
 * Always `1`.
 */
schemaVersion: 1, 
/**
 * Revision of the exact current `orion.json` bytes.
 */
revision: string, 
/**
 * Document state.
 */
state: SettingsState, 
/**
 * Whether the document can be written.
 */
writable: boolean, 
/**
 * Whether an `orion.json` exists.
 */
hasDocument: boolean, 
/**
 * The workspace the document belongs to.
 */
workspace: string, 
/**
 * The settings fields by section.
 */
sections: SettingsSections, 
/**
 * Models the user can pick.
 */
models: Array<ModelSummary>, 
/**
 * Credential presence per provider.
 */
credentials: Array<CredentialSlot>, 
/**
 * The active session's own values.
 */
currentSession?: SettingsCurrentSession, 
/**
 * Why the document is not ready.
 */
diagnostic?: SettingsDiagnostic, };

export type SettingsFieldCommon = { 
/**
 * Where the effective value comes from.
 */
source: SettingsSource, 
/**
 * Where a write lands.
 */
scope: SettingsScope, 
/**
 * When a change takes effect.
 */
applies: SettingsApplies, 
/**
 * Whether a narrower scope overrides this one.
 */
overridden: boolean, 
/**
 * Whether the field can be written now.
 */
writable: boolean, 
/**
 * Why the field cannot be written now.
 */
blockedReason?: SettingsBlockedReason, };

export type SettingsInvalidatedEnvelope = { 
/**
 * Always `1`.
 */
apiVersion: 1, 
/**
 * Event UUID (`format: uuid`).
 */
eventId: string, 
/**
 * Event cursor (`minimum: 1`); also the SSE `id`.
 */
cursor: number, 
/**
 * Session, or `null`. Required key.
 */
sessionId: string | null, 
/**
 * Thread, or `null`. Required key.
 */
threadId: string | null, 
/**
 * Always `settings_invalidated`.
 */
type: "settings_invalidated", 
/**
 * Always `false`.
 */
durable: false, 
/**
 * When it happened (`format: date-time`).
 */
timestamp: string, 
/**
 * What changed.
 */
payload: SettingsInvalidatedPayload, };

export type SettingsInvalidatedPayload = { 
/**
 * The new revision.
 */
revision: string, 
/**
 * Why the settings changed.
 */
reason: SettingsInvalidatedReason, 
/**
 * State of the new document.
 */
state: SettingsInvalidatedState, };

export type SettingsInvalidatedReason = "local-write" | "external-edit" | "workspace-change";

export type SettingsInvalidatedState = "ready" | "invalid";

export type SettingsKey = "appearance.theme" | "appearance.motion" | "defaults.model" | "defaults.effort" | "permissions.toolConfirmation";

export type SettingsMutationResult = { 
/**
 * The request's idempotency key.
 */
requestId: string, 
/**
 * The new revision.
 */
revision: string, 
/**
 * The keys the batch applied (1 to 20).
 */
appliedKeys: Array<SettingsKey>, 
/**
 * The document after the change.
 */
settings: SettingsDocument, };

export type SettingsOperation = SetThemeSetting | UnsetThemeSetting | SetMotionSetting | UnsetMotionSetting | SetModelSetting | UnsetModelSetting | SetEffortSetting | UnsetEffortSetting | SetToolConfirmationSetting | UnsetToolConfirmationSetting;

export type SettingsPermissions = { 
/**
 * `permissions.toolConfirmation`.
 */
toolConfirmation: ToolConfirmationSettingsField, };

export type SettingsRevision = string;

export type SettingsScope = "global" | "project" | "session";

export type SettingsSections = { 
/**
 * Appearance.
 */
appearance: SettingsAppearance, 
/**
 * Defaults for new requests.
 */
defaults: SettingsDefaults, 
/**
 * Permissions.
 */
permissions: SettingsPermissions, };

export type SettingsSource = "internal" | "model" | "global" | "project" | "session";

export type SettingsState = "ready" | "invalid" | "read-only" | "unavailable";

export type SkillPage = { 
/**
 * The Skills (`maxItems: 100`).
 */
items: Array<SkillSummary>, 
/**
 * Cursor of the next page; required, `null` on the last page.
 */
nextCursor: string | null, };

export type SkillSourceScope = "builtin" | "user" | "configured" | "project" | "remote";

export type SkillSummary = { 
/**
 * Skill id.
 */
id: string, 
/**
 * Name.
 */
name: string, 
/**
 * Description.
 */
description: string, 
/**
 * Provider id.
 */
providerId: string, 
/**
 * Where the Skill comes from.
 */
sourceScope: SkillSourceScope, 
/**
 * Whether the model may invoke it.
 */
modelInvocable: boolean, 
/**
 * Whether the user may invoke it.
 */
userInvocable: boolean, 
/**
 * Capabilities it requests.
 */
requestedCapabilities: Array<string>, 
/**
 * Content digest.
 */
digest: string, };

export type ThemePreference = "system" | "light" | "dark";

export type ThemeSettingsField = { 
/**
 * The value in effect.
 */
effectiveValue: ThemePreference, 
/**
 * The value set at this field's scope, if any.
 */
explicitValue?: ThemePreference, 
/**
 * The value inherited from a wider scope, if any.
 */
inheritedValue?: ThemePreference, 
/**
 * Where the effective value comes from.
 */
source: SettingsSource, 
/**
 * Where a write lands.
 */
scope: SettingsScope, 
/**
 * When a change takes effect.
 */
applies: SettingsApplies, 
/**
 * Whether a narrower scope overrides this one.
 */
overridden: boolean, 
/**
 * Whether the field can be written now.
 */
writable: boolean, 
/**
 * Why the field cannot be written now.
 */
blockedReason?: SettingsBlockedReason, };

export type ThreadEventEnvelope = { 
/**
 * Always `1`.
 */
apiVersion: 1, 
/**
 * Event UUID (`format: uuid`).
 */
eventId: string, 
/**
 * Event cursor (`minimum: 1`); also the SSE `id`.
 */
cursor: number, 
/**
 * Session (non-empty).
 */
sessionId: string, 
/**
 * Thread (non-empty).
 */
threadId: string, 
/**
 * Always `thread_event`.
 */
type: "thread_event", 
/**
 * Always `true`.
 */
durable: true, 
/**
 * When it happened (`format: date-time`).
 */
timestamp: string, 
/**
 * The event.
 */
payload: ThreadEventPayload, };

export type ThreadEventPayload = { 
/**
 * Thread sequence (`minimum: 1`).
 */
sequence: number, 
/**
 * Thread event type (non-empty, an open string).
 */
eventType: string, 
/**
 * The event (an open object).
 */
value: Record<string, unknown>, };

export type ThreadStatus = "new" | "active" | "idle" | "legacy";

export type ToolConfirmationPreference = "allow" | "ask" | "deny";

export type ToolConfirmationSettingsField = { 
/**
 * The value in effect.
 */
effectiveValue: ToolConfirmationPreference, 
/**
 * The value set at this field's scope, if any.
 */
explicitValue?: ToolConfirmationPreference, 
/**
 * The value inherited from a wider scope, if any.
 */
inheritedValue?: ToolConfirmationPreference, 
/**
 * Where the effective value comes from.
 */
source: SettingsSource, 
/**
 * Where a write lands.
 */
scope: SettingsScope, 
/**
 * When a change takes effect.
 */
applies: SettingsApplies, 
/**
 * Whether a narrower scope overrides this one.
 */
overridden: boolean, 
/**
 * Whether the field can be written now.
 */
writable: boolean, 
/**
 * Why the field cannot be written now.
 */
blockedReason?: SettingsBlockedReason, };

export type ToolDetailPage = { 
/**
 * The output slice.
 */
content: string, 
/**
 * Where the slice starts, in bytes (`minimum: 0`).
 */
offsetBytes: number, 
/**
 * Where the next slice starts. Omitted or null when the page reaches
 * the end of the artifact: absent and `null` both decode to `None`,
 * and `None` is emitted as absent.
 */
nextOffsetBytes?: number | null, 
/**
 * Total output size in bytes (`minimum: 0`).
 */
totalBytes: number, 
/**
 * Whether anything was redacted.
 */
redacted: boolean, };

export type ToolDetailState = "success" | "error" | "skipped";

export type ToolDetailSummary = { 
/**
 * Call id (the `callId` path parameter of `GET /tool-details/{callId}`).
 */
callId: string, 
/**
 * Sequence number (`minimum: 0`).
 */
sequence: number, 
/**
 * The turn that made the call.
 */
turnId?: string, 
/**
 * Tool name.
 */
toolName: string, 
/**
 * Outcome.
 */
state: ToolDetailState, 
/**
 * Size of the output in bytes (`minimum: 0`).
 */
outputBytes: number, 
/**
 * Opaque project artifact identifier; it is not a filesystem path.
 */
artifactId?: string, 
/**
 * Whether an artifact holds the output.
 */
hasArtifact: boolean, };

export type ToolDetailSummaryPage = { 
/**
 * The summaries (`maxItems: 100`).
 */
items: Array<ToolDetailSummary>, 
/**
 * Cursor of the next page; required, `null` on the last page.
 */
nextCursor: string | null, };

export type TranscriptMessage = { 
/**
 * Message id.
 */
id: string, 
/**
 * Author role.
 */
role: TranscriptRole, 
/**
 * Displayed content.
 */
content: string, 
/**
 * Time stamp (`type: number, minimum: 0`; the unit is not specified).
 */
timestamp: number, 
/**
 * The content as the model saw it, when it differs.
 */
modelVisibleContent?: string, 
/**
 * For a tool message, the call it answers.
 */
toolCallId?: string, 
/**
 * Tool calls of an assistant message; their shape is not specified
 * (`items: {}`).
 */
tool_calls?: Array<unknown>, 
/**
 * Skills applied to this message.
 */
appliedSkills?: Array<string>, };

export type TranscriptPage = { 
/**
 * The messages (`maxItems: 100`).
 */
items: Array<TranscriptMessage>, 
/**
 * Cursor of the next page; required, `null` on the last page.
 */
nextCursor: string | null, };

export type TranscriptRole = "system" | "user" | "assistant" | "tool";

export type UnsetEffortSetting = { 
/**
 * Always `unset`.
 */
op: "unset", 
/**
 *Always `defaults.effort`.
 */
key: "defaults.effort", };

export type UnsetModelSetting = { 
/**
 * Always `unset`.
 */
op: "unset", 
/**
 *Always `defaults.model`.
 */
key: "defaults.model", };

export type UnsetMotionSetting = { 
/**
 * Always `unset`.
 */
op: "unset", 
/**
 *Always `appearance.motion`.
 */
key: "appearance.motion", };

export type UnsetThemeSetting = { 
/**
 * Always `unset`.
 */
op: "unset", 
/**
 *Always `appearance.theme`.
 */
key: "appearance.theme", };

export type UnsetToolConfirmationSetting = { 
/**
 * Always `unset`.
 */
op: "unset", 
/**
 *Always `permissions.toolConfirmation`.
 */
key: "permissions.toolConfirmation", };

export type UpdateSettingsRequest = { 
/**
 * Idempotency key.
 */
requestId: string, 
/**
 * The revision the batch applies to.
 */
expectedRevision: string, 
/**
 * The operations (1 to 20, distinct keys). The schema states "distinct
 * keys" as one `maxContains: 1` per key, which the contract's own schema
 * leaves to its prose.
 */
operations: Array<SettingsOperation>, };

export type WebCommand = { 
/**
 * Idempotency key.
 */
requestId: string, 
/**
 * Which command.
 */
type: WebCommandType, 
/**
 * Message text (at most 1 MiB).
 */
text?: string, 
/**
 * Follow-up item id.
 */
itemId?: string, 
/**
 * The pending approval answered.
 */
requestPermissionId?: string, 
/**
 * Whether the approval is granted.
 */
approved?: boolean, 
/**
 * Scope of the decision.
 */
scope?: ApprovalScope, 
/**
 * Goal action.
 */
goalAction?: GoalAction, 
/**
 * Goal objective (for `create`).
 */
objective?: string, 
/**
 * New tool confirmation.
 */
toolConfirmation?: ToolConfirmationPreference, 
/**
 * New agent mode (required by `set_agent_mode`).
 */
agentMode?: AgentMode, };

export type WebCommandType = "submit" | "queue_followup" | "remove_followup" | "clear_followups" | "interrupt" | "permission_decision" | "goal_control" | "permission_mode_change" | "cycle_agent_mode" | "set_agent_mode";

export type WebEventEnvelope = RuntimeEventEnvelope | ThreadEventEnvelope | WorkbenchStateEnvelope | SettingsInvalidatedEnvelope | ReplayResetEnvelope;

export type WorkbenchStateEnvelope = { 
/**
 * Always `1`.
 */
apiVersion: 1, 
/**
 * Event UUID (`format: uuid`).
 */
eventId: string, 
/**
 * Event cursor (`minimum: 1`); also the SSE `id`.
 */
cursor: number, 
/**
 * Session, or `null`. Required key.
 */
sessionId: string | null, 
/**
 * Thread, or `null`. Required key.
 */
threadId: string | null, 
/**
 * Always `workbench_state`.
 */
type: "workbench_state", 
/**
 * Whether the event is durable (replayable).
 */
durable: boolean, 
/**
 * When it happened (`format: date-time`).
 */
timestamp: string, 
/**
 * The new state.
 */
payload: WorkbenchStatePayload, };

export type WorkbenchStatePayload = { 
/**
 * The active workspace.
 */
workspace: string, 
/**
 * The active session, or `null`. Required key.
 */
activeSessionId: string | null, };

export type WorkspaceMutationResult = { 
/**
 * The request's idempotency key.
 */
requestId: string, 
/**
 * The now active workspace.
 */
active: string, 
/**
 * The first workspace page after the change.
 */
page: WorkspacePage, };

export type WorkspacePage = { 
/**
 * The workspaces (`maxItems: 100`).
 */
items: Array<WorkspaceSummary>, 
/**
 * Cursor of the next page; required, `null` on the last page.
 */
nextCursor: string | null, };

export type WorkspaceSummary = { 
/**
 * Canonical path.
 */
path: string, 
/**
 * Display label.
 */
label: string, 
/**
 * Whether this is the active workspace.
 */
active: boolean, 
/**
 * How many sessions it holds (`minimum: 0`).
 */
sessionCount: number, };

/**
 * Every operation by operationId: its method and path, its parameters by location (the
 * nonce header on mutations), its JSON request body (`never` when it has none) and its
 * response bodies by status, and which one is the success (for `text/event-stream`, the
 * type of each event). The same table as the `ROUTES` value.
 */
export interface Operations {
  getHealth: {
    method: "GET";
    path: "/health";
    nonceRequired: false;
    parameters: { path: {}; query: {}; header: {} };
    requestBody: never;
    responses: { 200: HealthResponse };
    success: { status: 200; mediaType: "application/json"; body: HealthResponse };
  };
  getBootstrap: {
    method: "GET";
    path: "/bootstrap";
    nonceRequired: false;
    parameters: { path: {}; query: {}; header: {} };
    requestBody: never;
    responses: { 200: BootstrapResponse };
    success: { status: 200; mediaType: "application/json"; body: BootstrapResponse };
  };
  listWorkspaces: {
    method: "GET";
    path: "/workspaces";
    nonceRequired: false;
    parameters: { path: {}; query: { "cursor"?: string; "pageSize"?: number }; header: {} };
    requestBody: never;
    responses: { 200: WorkspacePage; 400: Problem };
    success: { status: 200; mediaType: "application/json"; body: WorkspacePage };
  };
  activateWorkspace: {
    method: "POST";
    path: "/workspaces/activate";
    nonceRequired: true;
    parameters: { path: {}; query: {}; header: { "X-Orion-Web-Nonce": string } };
    requestBody: ActivateWorkspaceRequest;
    responses: { 200: WorkspaceMutationResult; 400: Problem; 403: Problem; 409: Problem };
    success: { status: 200; mediaType: "application/json"; body: WorkspaceMutationResult };
  };
  listSessions: {
    method: "GET";
    path: "/sessions";
    nonceRequired: false;
    parameters: { path: {}; query: { "cursor"?: string; "pageSize"?: number }; header: {} };
    requestBody: never;
    responses: { 200: SessionPage; 400: Problem };
    success: { status: 200; mediaType: "application/json"; body: SessionPage };
  };
  createSession: {
    method: "POST";
    path: "/sessions";
    nonceRequired: true;
    parameters: { path: {}; query: {}; header: { "X-Orion-Web-Nonce": string } };
    requestBody: CreateSessionRequest;
    responses: { 201: SessionMutationResult; 400: Problem; 403: Problem; 409: Problem };
    success: { status: 201; mediaType: "application/json"; body: SessionMutationResult };
  };
  renameSession: {
    method: "PATCH";
    path: "/sessions/{sessionId}";
    nonceRequired: true;
    parameters: { path: { "sessionId": string }; query: {}; header: { "X-Orion-Web-Nonce": string } };
    requestBody: RenameSessionRequest;
    responses: { 200: SessionMutationResult; 400: Problem; 403: Problem; 404: Problem; 409: Problem };
    success: { status: 200; mediaType: "application/json"; body: SessionMutationResult };
  };
  activateSession: {
    method: "POST";
    path: "/sessions/{sessionId}/activate";
    nonceRequired: true;
    parameters: { path: { "sessionId": string }; query: {}; header: { "X-Orion-Web-Nonce": string } };
    requestBody: MutationRequest;
    responses: { 200: CommandResult; 400: Problem; 403: Problem; 404: Problem; 409: Problem };
    success: { status: 200; mediaType: "application/json"; body: CommandResult };
  };
  getSessionSnapshot: {
    method: "GET";
    path: "/sessions/{sessionId}/snapshot";
    nonceRequired: false;
    parameters: { path: { "sessionId": string }; query: { "cursor"?: string; "pageSize"?: number }; header: {} };
    requestBody: never;
    responses: { 200: SessionSnapshot; 400: Problem; 404: Problem; 409: Problem };
    success: { status: 200; mediaType: "application/json"; body: SessionSnapshot };
  };
  listToolDetails: {
    method: "GET";
    path: "/tool-details";
    nonceRequired: false;
    parameters: { path: {}; query: { "cursor"?: string; "pageSize"?: number }; header: {} };
    requestBody: never;
    responses: { 200: ToolDetailSummaryPage; 400: Problem; 404: Problem };
    success: { status: 200; mediaType: "application/json"; body: ToolDetailSummaryPage };
  };
  getToolDetail: {
    method: "GET";
    path: "/tool-details/{callId}";
    nonceRequired: false;
    parameters: { path: { "callId": string }; query: { "offsetBytes"?: number; "limitBytes"?: number }; header: {} };
    requestBody: never;
    responses: { 200: ToolDetailPage; 400: Problem; 404: Problem };
    success: { status: 200; mediaType: "application/json"; body: ToolDetailPage };
  };
  listSkills: {
    method: "GET";
    path: "/skills";
    nonceRequired: false;
    parameters: { path: {}; query: { "cursor"?: string; "pageSize"?: number }; header: {} };
    requestBody: never;
    responses: { 200: SkillPage; 400: Problem };
    success: { status: 200; mediaType: "application/json"; body: SkillPage };
  };
  listMcpServers: {
    method: "GET";
    path: "/mcp";
    nonceRequired: false;
    parameters: { path: {}; query: { "cursor"?: string; "pageSize"?: number }; header: {} };
    requestBody: never;
    responses: { 200: McpPage; 400: Problem };
    success: { status: 200; mediaType: "application/json"; body: McpPage };
  };
  dispatchCommand: {
    method: "POST";
    path: "/commands";
    nonceRequired: true;
    parameters: { path: {}; query: {}; header: { "X-Orion-Web-Nonce": string } };
    requestBody: WebCommand;
    responses: { 202: CommandResult; 400: Problem; 403: Problem; 409: Problem };
    success: { status: 202; mediaType: "application/json"; body: CommandResult };
  };
  streamEvents: {
    method: "GET";
    path: "/events";
    nonceRequired: false;
    parameters: { path: {}; query: { "cursor"?: number }; header: { "Last-Event-ID"?: string } };
    requestBody: never;
    responses: { 200: WebEventEnvelope; 400: Problem; 409: Problem };
    success: { status: 200; mediaType: "text/event-stream"; body: WebEventEnvelope };
  };
  getDiagnostics: {
    method: "GET";
    path: "/diagnostics";
    nonceRequired: false;
    parameters: { path: {}; query: {}; header: {} };
    requestBody: never;
    responses: { 200: DiagnosticsResponse };
    success: { status: 200; mediaType: "application/json"; body: DiagnosticsResponse };
  };
  getSettings: {
    method: "GET";
    path: "/settings";
    nonceRequired: false;
    parameters: { path: {}; query: {}; header: {} };
    requestBody: never;
    responses: { 200: SettingsDocument };
    success: { status: 200; mediaType: "application/json"; body: SettingsDocument };
  };
  updateSettings: {
    method: "PATCH";
    path: "/settings";
    nonceRequired: true;
    parameters: { path: {}; query: {}; header: { "X-Orion-Web-Nonce": string } };
    requestBody: UpdateSettingsRequest;
    responses: { 200: SettingsMutationResult; 400: Problem; 403: Problem; 409: Problem; 422: Problem; 503: Problem };
    success: { status: 200; mediaType: "application/json"; body: SettingsMutationResult };
  };
  openSettingsDocument: {
    method: "POST";
    path: "/settings/open-document";
    nonceRequired: true;
    parameters: { path: {}; query: {}; header: { "X-Orion-Web-Nonce": string } };
    requestBody: OpenSettingsDocumentRequest;
    responses: { 200: OpenSettingsDocumentResponse; 400: Problem; 403: Problem; 409: Problem; 503: Problem };
    success: { status: 200; mediaType: "application/json"; body: OpenSettingsDocumentResponse };
  };
}

/**
 * An operationId.
 */
export type OperationId = keyof Operations;

/**
 * The JSON request body of an operation (`never` when it has none).
 */
export type RequestBodyOf<O extends OperationId> = Operations[O]["requestBody"];

/**
 * The response body of an operation for a status: `ResponseOf<"getHealth", 200>`.
 */
export type ResponseOf<
  O extends OperationId,
  S extends keyof Operations[O]["responses"],
> = Operations[O]["responses"][S];

/**
 * The success response body of an operation, whatever its status (200, 201 or 202).
 */
export type SuccessOf<O extends OperationId> = Operations[O]["success"]["body"];

/**
 * The parameters of an operation by location (`path`, `query`, `header`).
 */
export type ParametersOf<O extends OperationId> = Operations[O]["parameters"];

/**
 * The base path every route is served under.
 */
export const BASE_PATH = "/api/v1" as const;

/**
 * The header that carries the web nonce on every mutation (`nonceRequired` routes).
 */
export const NONCE_HEADER = "X-Orion-Web-Nonce" as const;

/**
 * Every operation, in the contract's order: method, path template under `BASE_PATH`,
 * operationId, whether the nonce header is required, parameters, the request body's
 * type and the response body's type by status, by name (`Problem` for errors; for
 * `text/event-stream`, the type of each event). `Operations` is the same table as types.
 */
export const ROUTES = [
  {
    "method": "GET",
    "path": "/health",
    "operationId": "getHealth",
    "nonceRequired": false,
    "parameters": [],
    "requestType": null,
    "responses": {
      "200": "HealthResponse"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/bootstrap",
    "operationId": "getBootstrap",
    "nonceRequired": false,
    "parameters": [],
    "requestType": null,
    "responses": {
      "200": "BootstrapResponse"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/workspaces",
    "operationId": "listWorkspaces",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "WorkspacePage",
      "400": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/workspaces/activate",
    "operationId": "activateWorkspace",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "ActivateWorkspaceRequest",
    "responses": {
      "200": "WorkspaceMutationResult",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/sessions",
    "operationId": "listSessions",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "SessionPage",
      "400": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/sessions",
    "operationId": "createSession",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "CreateSessionRequest",
    "responses": {
      "201": "SessionMutationResult",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "PATCH",
    "path": "/sessions/{sessionId}",
    "operationId": "renameSession",
    "nonceRequired": true,
    "parameters": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true
      }
    ],
    "requestType": "RenameSessionRequest",
    "responses": {
      "200": "SessionMutationResult",
      "400": "Problem",
      "403": "Problem",
      "404": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/sessions/{sessionId}/activate",
    "operationId": "activateSession",
    "nonceRequired": true,
    "parameters": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true
      }
    ],
    "requestType": "MutationRequest",
    "responses": {
      "200": "CommandResult",
      "400": "Problem",
      "403": "Problem",
      "404": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/sessions/{sessionId}/snapshot",
    "operationId": "getSessionSnapshot",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "SessionSnapshot",
      "400": "Problem",
      "404": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/tool-details",
    "operationId": "listToolDetails",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "ToolDetailSummaryPage",
      "400": "Problem",
      "404": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/tool-details/{callId}",
    "operationId": "getToolDetail",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "callId",
        "in": "path",
        "required": true
      },
      {
        "name": "offsetBytes",
        "in": "query",
        "required": false
      },
      {
        "name": "limitBytes",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "ToolDetailPage",
      "400": "Problem",
      "404": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/skills",
    "operationId": "listSkills",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "SkillPage",
      "400": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/mcp",
    "operationId": "listMcpServers",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "McpPage",
      "400": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/commands",
    "operationId": "dispatchCommand",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "WebCommand",
    "responses": {
      "202": "CommandResult",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/events",
    "operationId": "streamEvents",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "Last-Event-ID",
        "in": "header",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "WebEventEnvelope",
      "400": "Problem",
      "409": "Problem"
    },
    "successMediaType": "text/event-stream"
  },
  {
    "method": "GET",
    "path": "/diagnostics",
    "operationId": "getDiagnostics",
    "nonceRequired": false,
    "parameters": [],
    "requestType": null,
    "responses": {
      "200": "DiagnosticsResponse"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/settings",
    "operationId": "getSettings",
    "nonceRequired": false,
    "parameters": [],
    "requestType": null,
    "responses": {
      "200": "SettingsDocument"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "PATCH",
    "path": "/settings",
    "operationId": "updateSettings",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "UpdateSettingsRequest",
    "responses": {
      "200": "SettingsMutationResult",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem",
      "422": "Problem",
      "503": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/settings/open-document",
    "operationId": "openSettingsDocument",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "OpenSettingsDocumentRequest",
    "responses": {
      "200": "OpenSettingsDocumentResponse",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem",
      "503": "Problem"
    },
    "successMediaType": "application/json"
  }
] as const;

/**
 * Every `AgentMode` value, in the contract's order.
 */
export const AGENT_MODE_VALUES = [
  "interactive",
  "plan",
  "auto"
] as const;

/**
 * Every `ApprovalScope` value, in the contract's order.
 */
export const APPROVAL_SCOPE_VALUES = [
  "once",
  "project",
  "global"
] as const;

/**
 * Every `CredentialSource` value, in the contract's order.
 */
export const CREDENTIAL_SOURCE_VALUES = [
  "environment",
  "legacy",
  "none"
] as const;

/**
 * Every `CredentialState` value, in the contract's order.
 */
export const CREDENTIAL_STATE_VALUES = [
  "ready",
  "missing",
  "unavailable"
] as const;

/**
 * Every `EffortPreference` value, in the contract's order.
 */
export const EFFORT_PREFERENCE_VALUES = [
  "auto",
  "none",
  "minimal",
  "low",
  "medium",
  "high",
  "xhigh",
  "max"
] as const;

/**
 * Every `GoalAction` value, in the contract's order.
 */
export const GOAL_ACTION_VALUES = [
  "create",
  "status",
  "pause",
  "resume",
  "clear"
] as const;

/**
 * Every `McpServerState` value, in the contract's order.
 */
export const MCP_SERVER_STATE_VALUES = [
  "dormant",
  "activating",
  "connected",
  "idle",
  "draining",
  "failed"
] as const;

/**
 * Every `McpTransport` value, in the contract's order.
 */
export const MCP_TRANSPORT_VALUES = [
  "stdio",
  "sse",
  "http",
  "streamable-http",
  "websocket"
] as const;

/**
 * Every `MotionPreference` value, in the contract's order.
 */
export const MOTION_PREFERENCE_VALUES = [
  "system",
  "reduced"
] as const;

/**
 * Every `PlanReturnMode` value, in the contract's order.
 */
export const PLAN_RETURN_MODE_VALUES = [
  "build",
  "auto"
] as const;

/**
 * Every `SettingsApplies` value, in the contract's order.
 */
export const SETTINGS_APPLIES_VALUES = [
  "live",
  "next-logical-request",
  "new-session",
  "restart"
] as const;

/**
 * Every `SettingsBlockedReason` value, in the contract's order.
 */
export const SETTINGS_BLOCKED_REASON_VALUES = [
  "runtime_busy",
  "read_only",
  "invalid_document"
] as const;

/**
 * Every `SettingsInvalidatedReason` value, in the contract's order.
 */
export const SETTINGS_INVALIDATED_REASON_VALUES = [
  "local-write",
  "external-edit",
  "workspace-change"
] as const;

/**
 * Every `SettingsInvalidatedState` value, in the contract's order.
 */
export const SETTINGS_INVALIDATED_STATE_VALUES = [
  "ready",
  "invalid"
] as const;

/**
 * Every `SettingsKey` value, in the contract's order.
 */
export const SETTINGS_KEY_VALUES = [
  "appearance.theme",
  "appearance.motion",
  "defaults.model",
  "defaults.effort",
  "permissions.toolConfirmation"
] as const;

/**
 * Every `SettingsScope` value, in the contract's order.
 */
export const SETTINGS_SCOPE_VALUES = [
  "global",
  "project",
  "session"
] as const;

/**
 * Every `SettingsSource` value, in the contract's order.
 */
export const SETTINGS_SOURCE_VALUES = [
  "internal",
  "model",
  "global",
  "project",
  "session"
] as const;

/**
 * Every `SettingsState` value, in the contract's order.
 */
export const SETTINGS_STATE_VALUES = [
  "ready",
  "invalid",
  "read-only",
  "unavailable"
] as const;

/**
 * Every `SkillSourceScope` value, in the contract's order.
 */
export const SKILL_SOURCE_SCOPE_VALUES = [
  "builtin",
  "user",
  "configured",
  "project",
  "remote"
] as const;

/**
 * Every `ThemePreference` value, in the contract's order.
 */
export const THEME_PREFERENCE_VALUES = [
  "system",
  "light",
  "dark"
] as const;

/**
 * Every `ThreadStatus` value, in the contract's order.
 */
export const THREAD_STATUS_VALUES = [
  "new",
  "active",
  "idle",
  "legacy"
] as const;

/**
 * Every `ToolConfirmationPreference` value, in the contract's order.
 */
export const TOOL_CONFIRMATION_PREFERENCE_VALUES = [
  "allow",
  "ask",
  "deny"
] as const;

/**
 * Every `ToolDetailState` value, in the contract's order.
 */
export const TOOL_DETAIL_STATE_VALUES = [
  "success",
  "error",
  "skipped"
] as const;

/**
 * Every `TranscriptRole` value, in the contract's order.
 */
export const TRANSCRIPT_ROLE_VALUES = [
  "system",
  "user",
  "assistant",
  "tool"
] as const;

/**
 * Every `WebCommandType` value, in the contract's order.
 */
export const WEB_COMMAND_TYPE_VALUES = [
  "submit",
  "queue_followup",
  "remove_followup",
  "clear_followups",
  "interrupt",
  "permission_decision",
  "goal_control",
  "permission_mode_change",
  "cycle_agent_mode",
  "set_agent_mode"
] as const;
