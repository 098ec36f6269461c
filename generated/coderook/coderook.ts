// Coderook wire protocol: TypeScript declarations generated from coderook-protocol.
// Do not edit: run `cargo run -p codegen -- generate`.

export type AgentBackend = "pi" | "python";

export type AgentDecisionEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "agent.decision", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Intent.
 */
intent: DecisionIntent, 
/**
 * Summary.
 */
summary: string, 
/**
 * Tool names.
 */
tool_names: Array<string>, 
/**
 * Has visible text.
 */
has_visible_text: boolean, 
/**
 * Timestamp.
 */
ts: string, };

export type AgentMessageEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "agent.message", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Session id. Always present; `null` when unset.
 */
session_id: string | null, 
/**
 * Message id.
 */
message_id: string, 
/**
 * Phase.
 */
phase: MessagePhase, 
/**
 * Role.
 */
role: string, 
/**
 * Custom type. Always present; `null` when unset.
 */
custom_type: string | null, 
/**
 * Content.
 */
content: Array<Record<string, unknown>>, 
/**
 * Stop reason. Always present; `null` when unset.
 */
stop_reason: string | null, 
/**
 * Backend. Default: `"python"`.
 */
backend: AgentBackend, 
/**
 * Step. Default: `0`.
 */
step: number, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Timestamp.
 */
ts: string, };

export type AgentRepeatNoticeEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "agent.repeat_notice", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Tool name.
 */
tool_name: string, 
/**
 * Signature.
 */
signature: string, 
/**
 * Repeat count.
 */
repeat_count: number, 
/**
 * Timestamp.
 */
ts: string, };

export type AgentRunCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "agent.run", 
/**
 * Goal.
 */
goal: string, 
/**
 * Display content. Absent means `null`.
 */
display_content?: string | null, 
/**
 * Permission mode. Default: `"fail_fast"`.
 */
permission_mode?: PermissionMode, 
/**
 * Allow tools. Default: empty list.
 */
allow_tools?: Array<string>, 
/**
 * Tools. Absent means `null`.
 */
tools?: Array<BuiltinTool> | null, 
/**
 * Session mode. Default: `"one_shot"`.
 */
session_mode?: SessionMode, 
/**
 * Session name. Default: `""`.
 */
session_name?: string, 
/**
 * Resume session id. Absent means `null`.
 */
resume_session_id?: string | null, 
/**
 * Fork session id. Absent means `null`.
 */
fork_session_id?: string | null, 
/**
 * Route id. Absent means `null`.
 */
route_id?: string | null, 
/**
 * Model. Absent means `null`.
 */
model?: string | null, 
/**
 * Thinking level. Absent means `null`.
 */
thinking_level?: ThinkingLevel | null, 
/**
 * System prompt. Absent means `null`.
 */
system_prompt?: string | null, 
/**
 * Append system prompt. Default: `""`.
 */
append_system_prompt?: string, 
/**
 * Question mode. Default: `"fail_fast"`.
 */
question_mode?: QuestionMode, 
/**
 * Question timeout (seconds). Absent means `null`.
 */
question_timeout_s?: number | null, 
/**
 * Preset answers. Default: empty list.
 */
preset_answers?: Array<string>, 
/**
 * Attachments. Default: empty list.
 */
attachments?: Array<ImageArtifactInput>, };

export type AgentRunResult = { 
/**
 * Run id.
 */
run_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Handled. Default: `false`.
 */
handled: boolean, };

export type AgentSettingsGetCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "agent.settings.get", };

export type AgentSettingsSetCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "agent.settings.set", 
/**
 * Steering mode.
 */
steering_mode: DeliveryMode, 
/**
 * Follow up mode.
 */
follow_up_mode: DeliveryMode, };

export type AgentStuckEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "agent.stuck", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Tool name.
 */
tool_name: string, 
/**
 * Signature.
 */
signature: string, 
/**
 * Repeat count.
 */
repeat_count: number, 
/**
 * Timestamp.
 */
ts: string, };

export type ArtifactGcCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "artifact.gc", 
/**
 * Days. Default: `30`.
 */
days?: number, 
/**
 * Confirmed. Default: `false`.
 */
confirmed?: boolean, };

export type ArtifactListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "artifact.list", 
/**
 * Days. Default: `30`.
 */
days?: number, };

export type AttemptStatus = "succeeded" | "failed" | "cancelled";

export type AuditDegradedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "audit.degraded", 
/**
 * Source.
 */
source: string, 
/**
 * Diagnostic id.
 */
diagnostic_id: string, 
/**
 * Error type.
 */
error_type: string, 
/**
 * Message. Default: `"Audit persistence is degraded; mutating tools are paused until repair and restart."`.
 */
message: string, 
/**
 * Timestamp.
 */
ts: string, };

export type AuthorityProfile = "ask" | "auto_review" | "full_access";

export type AuthoritySnapshot = { 
/**
 * Mode. Default: `"act"`.
 */
mode: RuntimeMode, 
/**
 * Profile. Default: `"ask"`.
 */
profile: AuthorityProfile, 
/**
 * Workspace trust. Default: `"untrusted"`.
 */
workspace_trust: WorkspaceTrust, 
/**
 * Sandbox. Default: the default `SandboxCapability`.
 */
sandbox: SandboxCapability, 
/**
 * Allowed actions. Default: empty list.
 */
allowed_actions: Array<ToolAction>, };

export type BackgroundCancelCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "background.cancel", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Job id.
 */
job_id: string, };

export type BackgroundCancelResult = { 
/**
 * Job id.
 */
job_id: string, 
/**
 * Cancelled.
 */
cancelled: boolean, };

export type BackgroundGetCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "background.get", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Job id. Default: `""`.
 */
job_id?: string, };

export type BackgroundGetResult = { 
/**
 * Jobs. Default: empty list.
 */
jobs: Array<BackgroundJobInfo>, };

export type BackgroundJobFinishedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "background.finished", 
/**
 * Job id.
 */
job_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Status.
 */
status: string, 
/**
 * Output preview.
 */
output_preview: string, 
/**
 * Process usage. Default: empty object.
 */
process_usage: Record<string, unknown>, 
/**
 * Timestamp.
 */
ts: string, };

export type BackgroundJobInfo = { 
/**
 * Id.
 */
id: string, 
/**
 * Command.
 */
command: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Status.
 */
status: string, 
/**
 * Output.
 */
output: string, 
/**
 * Is error.
 */
is_error: boolean, 
/**
 * Created at.
 */
created_at: string, 
/**
 * Finished at. Default: `""`.
 */
finished_at: string, 
/**
 * Process usage. Default: empty object.
 */
process_usage: Record<string, unknown>, 
/**
 * Output bytes. Default: `0`.
 */
output_bytes: number, 
/**
 * Output truncated. Default: `false`.
 */
output_truncated: boolean, 
/**
 * Output artifact. Default: `""`.
 */
output_artifact: string, 
/**
 * Output artifact size. Default: `0`.
 */
output_artifact_size: number, 
/**
 * Output artifact error. Default: `""`.
 */
output_artifact_error: string, };

export type BackgroundJobStartedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "background.started", 
/**
 * Job id.
 */
job_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Command.
 */
command: string, 
/**
 * Timestamp.
 */
ts: string, };

export type BuiltinTool = "read" | "bash" | "edit" | "write";

export type CompactStatus = "compacted" | "not_needed";

export type CompletionEvidence = { 
/**
 * Kind.
 */
kind: string, 
/**
 * Reference.
 */
reference: string, 
/**
 * Summary. Default: `""`.
 */
summary: string, 
/**
 * Covered criteria. Default: empty list.
 */
covered_criteria: Array<string>, 
/**
 * Recorded at.
 */
recorded_at: string, };

export type ContextBudgetEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "context.budget", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Message tokens.
 */
message_tokens: number, 
/**
 * System tokens.
 */
system_tokens: number, 
/**
 * Tool schema tokens.
 */
tool_schema_tokens: number, 
/**
 * Tool count.
 */
tool_count: number, 
/**
 * Timestamp.
 */
ts: string, };

export type ContextCompactedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "context.compacted", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Original tokens.
 */
original_tokens: number, 
/**
 * Summary tokens.
 */
summary_tokens: number, 
/**
 * Retained tokens. Default: `0`.
 */
retained_tokens: number, 
/**
 * Retained messages. Default: `0`.
 */
retained_messages: number, 
/**
 * Compacted tokens. Default: `0`.
 */
compacted_tokens: number, 
/**
 * Quality score. Default: `1.0`.
 */
quality_score: number, 
/**
 * Trigger. Default: `"auto"`.
 */
trigger: string, 
/**
 * Summary path. Default: `""`.
 */
summary_path: string, 
/**
 * Strategy. Default: `"structured"`.
 */
strategy: string, 
/**
 * Pinned fact count. Default: `0`.
 */
pinned_fact_count: number, 
/**
 * Pinned fact retained. Default: `0`.
 */
pinned_fact_retained: number, 
/**
 * Deduplicated reads. Default: `0`.
 */
deduplicated_reads: number, 
/**
 * Timestamp.
 */
ts: string, };

export type ContextCompactionCommittedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "context.compaction.committed", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Shadowed event seqs.
 */
shadowed_event_seqs: Array<number>, 
/**
 * Replacement event seqs.
 */
replacement_event_seqs: Array<number>, 
/**
 * Original tokens.
 */
original_tokens: number, 
/**
 * Compacted tokens.
 */
compacted_tokens: number, 
/**
 * Timestamp.
 */
ts: string, };

export type ContextCompactionStartedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "context.compaction.started", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Shadow start sequence number.
 */
shadow_start_seq: number, 
/**
 * Shadow end sequence number.
 */
shadow_end_seq: number, 
/**
 * Trigger. Default: `"auto"`.
 */
trigger: string, 
/**
 * Timestamp.
 */
ts: string, };

export type ContextCompactionSummaryEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "context.compaction.summary", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Summary.
 */
summary: string, 
/**
 * Source event seqs.
 */
source_event_seqs: Array<number>, 
/**
 * Pinned fact count. Default: `0`.
 */
pinned_fact_count: number, 
/**
 * Timestamp.
 */
ts: string, };

export type ContextPrefixFingerprintEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "context.prefix_fingerprint", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Digest.
 */
digest: string, 
/**
 * Source hashes.
 */
source_hashes: { [key in string]: string }, 
/**
 * Changed sources.
 */
changed_sources: Array<string>, 
/**
 * Timestamp.
 */
ts: string, };

export type ContextRepositoryEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "context.repository", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Repository hash.
 */
repository_hash: string, 
/**
 * Budget chars.
 */
budget_chars: number, 
/**
 * Used chars.
 */
used_chars: number, 
/**
 * Paths.
 */
paths: Array<string>, 
/**
 * Selection reasons.
 */
selection_reasons: Array<Record<string, unknown>>, 
/**
 * Cache hits.
 */
cache_hits: number, 
/**
 * Parsed files.
 */
parsed_files: number, 
/**
 * Timestamp.
 */
ts: string, };

export type ContextWorkingSetEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "context.working_set", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Paths.
 */
paths: Array<string>, 
/**
 * Timestamp.
 */
ts: string, };

export type CoreAuthenticateCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "core.authenticate", 
/**
 * Token.
 */
token: string, };

export type CoreAuthenticateResult = { 
/**
 * Authenticated. Constant; always present in what a server writes.
 */
authenticated: true, };

export type CoreShutdownCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "core.shutdown", 
/**
 * Reason. Default: `""`.
 */
reason?: string, };

export type CoreStartedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "core.started", 
/**
 * Listen addr.
 */
listen_addr: string, 
/**
 * Version.
 */
version: string, };

export type CoreWorkspaceChangedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "core.workspace_changed", 
/**
 * Previous workspace.
 */
previous_workspace: string, 
/**
 * Workspace.
 */
workspace: string, 
/**
 * Timestamp.
 */
ts: string, };

export type CredentialSource = "keyring" | "file" | "env" | "extension" | "missing";

export type DecisionIntent = "inspect" | "plan" | "change" | "execute" | "delegate" | "respond";

export type DeliveryMode = "one-at-a-time" | "all";

export type DiagnosticsStatus = "ok" | "unavailable" | "failed" | "timeout" | "truncated";

export type DiffScope = "all" | "staged" | "unstaged";

export type Event = CoreStartedEvent | RuntimeEventAppendedEvent | HookExecutedEvent | GoalContinueDecisionEvent | RunStartedEvent | RunFinishedEvent | RunSteeredEvent | StepStartedEvent | StepFinishedEvent | AgentDecisionEvent | AgentStuckEvent | ToolCallStartedEvent | ToolCallFinishedEvent | ToolCallFailedEvent | LlmModelSelectedEvent | LlmRouteSelectedEvent | LlmTokenEvent | LlmReasoningEvent | LlmUsageEvent | LlmRequestPreparedEvent | LlmRetryEvent | ContextPrefixFingerprintEvent | ContextBudgetEvent | ContextWorkingSetEvent | LspDiagnosticsEvent | LogLineEvent | SessionCreatedEvent | SessionMessageReceivedEvent | SessionWaitingForInputEvent | PlanReadyEvent | PlanResolvedEvent | PlanUpdatedEvent | UserQuestionAskedEvent | SessionResumedEvent | SessionRenamedEvent | SessionForkedEvent | SessionDeletedEvent | SessionClosedEvent | AgentMessageEvent | AgentRepeatNoticeEvent | AuditDegradedEvent | BackgroundJobFinishedEvent | BackgroundJobStartedEvent | ContextCompactedEvent | ContextCompactionCommittedEvent | ContextCompactionStartedEvent | ContextCompactionSummaryEvent | ContextRepositoryEvent | CoreWorkspaceChangedEvent | ExtensionNotificationEvent | ExtensionUiUpdatedEvent | LlmAttemptFinishedEvent | PermissionDeniedEvent | PermissionGrantedEvent | PermissionRequestedEvent | RecoveryAvailableEvent | RecoveryResolvedEvent | RunPhaseChangedEvent | SessionInterruptedEvent | SkillInvokedEvent | StrategyProposedEvent | StrategyResolvedEvent | SubagentFinishedEvent | SubagentStartedEvent | TaskProfiledEvent | ToolCallProgressEvent | VerificationCompletedEvent | VerificationFailedEvent;

export type EventPushEnvelope = { 
/**
 * Kind. Constant; always present in what a server writes.
 */
kind: "event", 
/**
 * Event.
 */
event: Event, };

export type EventReplayCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "event.replay", 
/**
 * Thread id.
 */
thread_id: string, 
/**
 * After sequence number. Default: `0`.
 */
after_seq?: number, 
/**
 * Limit. Default: `1000`.
 */
limit?: number, };

export type EventReplayResult = { 
/**
 * Events.
 */
events: Array<RuntimeEventRecord>, 
/**
 * Latest sequence number.
 */
latest_seq: number, 
/**
 * Has more.
 */
has_more: boolean, };

export type EventSubscribeCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "event.subscribe", 
/**
 * Topics.
 */
topics: Array<string>, 
/**
 * Scope. Default: `"global"`.
 */
scope?: string, 
/**
 * Replay from run. Absent means `null`.
 */
replay_from_run?: string | null, 
/**
 * Thread id. Absent means `null`.
 */
thread_id?: string | null, 
/**
 * After sequence number. Default: `0`.
 */
after_seq?: number, };

export type EventSubscribeResult = { 
/**
 * Subscription id.
 */
subscription_id: string, 
/**
 * Replayed count. Default: `0`.
 */
replayed_count: number, 
/**
 * Last sequence number. Always present; `null` when unset.
 */
last_seq: number | null, };

export type EventUnsubscribeCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "event.unsubscribe", 
/**
 * Subscription id.
 */
subscription_id: string, };

export type EventUnsubscribeResult = { 
/**
 * Subscription id.
 */
subscription_id: string, 
/**
 * Removed.
 */
removed: boolean, };

export type ExportFormat = "markdown" | "json" | "html";

export type ExtensionNotificationEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "extension.notification", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Message.
 */
message: string, 
/**
 * Severity. Default: `"info"`.
 */
severity: NotificationSeverity, 
/**
 * Timestamp.
 */
ts: string, };

export type ExtensionUiKind = "status" | "working_message" | "working_visible" | "hidden_thinking_label" | "widget" | "title" | "editor_text" | "editor_insert" | "tools_expanded";

export type ExtensionUiUpdatedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "extension.ui_updated", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Kind.
 */
kind: ExtensionUiKind, 
/**
 * Key. Default: `""`.
 */
key: string, 
/**
 * Value. Always present; `null` when unset.
 */
value: unknown, 
/**
 * Timestamp.
 */
ts: string, };

export type FailureCategory = "configuration" | "credential" | "network" | "model" | "tool" | "index" | "sandbox" | "runtime" | "permission" | "verification" | "persistence" | "internal" | "user_cancelled";

export type GoalActionResult = { 
/**
 * Goal.
 */
goal: GoalRecord, 
/**
 * Run id. Always present; `null` when unset.
 */
run_id: string | null, };

export type GoalClearCommand = { 
/**
 * Goal id. Default: `""`.
 */
goal_id?: string, 
/**
 * Session id. Default: `""`.
 */
session_id?: string, 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "goal.clear", };

export type GoalCompleteCommand = { 
/**
 * Goal id. Default: `""`.
 */
goal_id?: string, 
/**
 * Session id. Default: `""`.
 */
session_id?: string, 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "goal.complete", 
/**
 * Summary. Default: `""`.
 */
summary?: string, };

export type GoalContinueDecision = { 
/**
 * Goal id.
 */
goal_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Should continue.
 */
should_continue: boolean, 
/**
 * Reason.
 */
reason: string, 
/**
 * Auto turns used.
 */
auto_turns_used: number, 
/**
 * Remaining auto turns.
 */
remaining_auto_turns: number, 
/**
 * Tokens used.
 */
tokens_used: number, 
/**
 * Token budget. Always present; `null` when unset.
 */
token_budget: number | null, 
/**
 * Remaining tokens. Always present; `null` when unset.
 */
remaining_tokens: number | null, 
/**
 * Wall elapsed seconds.
 */
wall_elapsed_seconds: number, 
/**
 * Max wall seconds.
 */
max_wall_seconds: number, 
/**
 * Permission ceiling.
 */
permission_ceiling: AuthoritySnapshot, 
/**
 * Paused needs confirmation. Default: `false`.
 */
paused_needs_confirmation: boolean, 
/**
 * Decided at.
 */
decided_at: string, };

export type GoalContinueDecisionCommand = { 
/**
 * Goal id. Default: `""`.
 */
goal_id?: string, 
/**
 * Session id. Default: `""`.
 */
session_id?: string, 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "goal.continue_decision", };

export type GoalContinueDecisionEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "goal.continue_decision", 
/**
 * Goal id.
 */
goal_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Should continue.
 */
should_continue: boolean, 
/**
 * Reason.
 */
reason: string, 
/**
 * Auto turns used.
 */
auto_turns_used: number, 
/**
 * Remaining auto turns.
 */
remaining_auto_turns: number, 
/**
 * Tokens used.
 */
tokens_used: number, 
/**
 * Token budget. Always present; `null` when unset.
 */
token_budget: number | null, 
/**
 * Remaining tokens. Always present; `null` when unset.
 */
remaining_tokens: number | null, 
/**
 * Wall elapsed seconds.
 */
wall_elapsed_seconds: number, 
/**
 * Max wall seconds.
 */
max_wall_seconds: number, 
/**
 * Paused needs confirmation.
 */
paused_needs_confirmation: boolean, 
/**
 * Timestamp.
 */
ts: string, };

export type GoalContinueDecisionResult = { 
/**
 * Goal.
 */
goal: GoalRecord, 
/**
 * Decision.
 */
decision: GoalContinueDecision, };

export type GoalCreateCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "goal.create", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Objective.
 */
objective: string, 
/**
 * Token budget. Absent means `null`.
 */
token_budget?: number | null, 
/**
 * Auto continue. Default: `true`.
 */
auto_continue?: boolean, 
/**
 * Max auto turns. Default: `3`.
 */
max_auto_turns?: number, 
/**
 * Max wall seconds. Default: `1800`.
 */
max_wall_seconds?: number, 
/**
 * Constraints. Default: empty list.
 */
constraints?: Array<string>, 
/**
 * Completion criteria. Default: empty list.
 */
completion_criteria?: Array<string>, 
/**
 * Start. Default: `true`.
 */
start?: boolean, };

export type GoalCreateResult = { 
/**
 * Goal.
 */
goal: GoalRecord, 
/**
 * Run id. Always present; `null` when unset.
 */
run_id: string | null, };

export type GoalEditCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "goal.edit", 
/**
 * Goal id. Default: `""`.
 */
goal_id?: string, 
/**
 * Session id. Default: `""`.
 */
session_id?: string, 
/**
 * Objective.
 */
objective: string, 
/**
 * Completion criteria. Absent means `null`.
 */
completion_criteria?: Array<string> | null, };

export type GoalGetCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "goal.get", 
/**
 * Goal id. Default: `""`.
 */
goal_id?: string, 
/**
 * Session id. Default: `""`.
 */
session_id?: string, };

export type GoalGetResult = { 
/**
 * Goal. Always present; `null` when unset.
 */
goal: GoalRecord | null, };

export type GoalListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "goal.list", 
/**
 * Session id. Default: `""`.
 */
session_id?: string, 
/**
 * Status. Absent means `null`.
 */
status?: GoalStatus | null, 
/**
 * Limit. Default: `50`.
 */
limit?: number, };

export type GoalListResult = { 
/**
 * Goals. Default: empty list.
 */
goals: Array<GoalRecord>, };

export type GoalPauseCommand = { 
/**
 * Goal id. Default: `""`.
 */
goal_id?: string, 
/**
 * Session id. Default: `""`.
 */
session_id?: string, 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "goal.pause", };

export type GoalRecord = { 
/**
 * Schema version. Constant; always present in what a server writes.
 */
schema_version: 4, 
/**
 * Id.
 */
id: string, 
/**
 * Session id. Default: `"legacy"`.
 */
session_id: string, 
/**
 * Objective.
 */
objective: string, 
/**
 * Status. Default: `"active"`.
 */
status: GoalStatus, 
/**
 * Status reason. Default: `""`.
 */
status_reason: string, 
/**
 * Token budget. Always present; `null` when unset.
 */
token_budget: number | null, 
/**
 * Tokens used. Default: `0`.
 */
tokens_used: number, 
/**
 * Token reservations. Default: empty object.
 */
token_reservations: { [key in string]: number }, 
/**
 * Elapsed (milliseconds). Default: `0`.
 */
elapsed_ms: number, 
/**
 * Auto continue. Default: `false`.
 */
auto_continue: boolean, 
/**
 * Max auto turns. Default: `3`.
 */
max_auto_turns: number, 
/**
 * Auto turns used. Default: `0`.
 */
auto_turns_used: number, 
/**
 * Max wall seconds. Default: `1800`.
 */
max_wall_seconds: number, 
/**
 * Auto window started at. Always present; `null` when unset.
 */
auto_window_started_at: string | null, 
/**
 * Permission ceiling. Default: the default `AuthoritySnapshot`.
 */
permission_ceiling: AuthoritySnapshot, 
/**
 * Paused reason. Default: `""`.
 */
paused_reason: string, 
/**
 * Paused needs confirmation. Default: `false`.
 */
paused_needs_confirmation: boolean, 
/**
 * Constraints. Default: empty list.
 */
constraints: Array<string>, 
/**
 * Completion criteria. Default: empty list.
 */
completion_criteria: Array<string>, 
/**
 * Linked task ids. Default: empty list.
 */
linked_task_ids: Array<number>, 
/**
 * Linked run ids. Default: empty list.
 */
linked_run_ids: Array<string>, 
/**
 * Current run id. Always present; `null` when unset.
 */
current_run_id: string | null, 
/**
 * Completion evidence. Default: empty list.
 */
completion_evidence: Array<CompletionEvidence>, 
/**
 * Timeline. Default: empty list.
 */
timeline: Array<GoalTimelineEntry>, 
/**
 * Created at.
 */
created_at: string, 
/**
 * Updated at.
 */
updated_at: string, };

export type GoalResumeCommand = { 
/**
 * Goal id. Default: `""`.
 */
goal_id?: string, 
/**
 * Session id. Default: `""`.
 */
session_id?: string, 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "goal.resume", };

export type GoalStatus = "active" | "paused" | "blocked" | "completed" | "cleared";

export type GoalTimelineEntry = { 
/**
 * Sequence number.
 */
seq: number, 
/**
 * Event.
 */
event: string, 
/**
 * Actor.
 */
actor: string, 
/**
 * At.
 */
at: string, 
/**
 * Details. Default: empty object.
 */
details: { [key in string]: JsonValue }, };

export type HookAuditInfo = { 
/**
 * Hook id.
 */
hook_id: string, 
/**
 * Run id. Default: `""`.
 */
run_id: string, 
/**
 * Event.
 */
event: string, 
/**
 * Status.
 */
status: string, 
/**
 * Blocking.
 */
blocking: boolean, 
/**
 * Elapsed (milliseconds).
 */
elapsed_ms: number, 
/**
 * Blocked.
 */
blocked: boolean, 
/**
 * Reason.
 */
reason: string, 
/**
 * Exit code. Always present; `null` when unset.
 */
exit_code: number | null, 
/**
 * Process usage. Default: empty object.
 */
process_usage: Record<string, unknown>, 
/**
 * Timestamp.
 */
ts: string, };

export type HookConfigInfo = { 
/**
 * Id.
 */
id: string, 
/**
 * Event.
 */
event: string, 
/**
 * Blocking.
 */
blocking: boolean, 
/**
 * Trusted scope.
 */
trusted_scope: string, 
/**
 * On failure.
 */
on_failure: string, 
/**
 * Command. Default: empty list.
 */
command: Array<string>, 
/**
 * Conditions. Default: empty object.
 */
conditions: { [key in string]: string }, };

export type HookExecutedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "hook.executed", 
/**
 * Hook id.
 */
hook_id: string, 
/**
 * Run id. Default: `""`.
 */
run_id: string, 
/**
 * Event name.
 */
event_name: string, 
/**
 * Status.
 */
status: string, 
/**
 * Blocking.
 */
blocking: boolean, 
/**
 * On failure.
 */
on_failure: string, 
/**
 * Elapsed (milliseconds).
 */
elapsed_ms: number, 
/**
 * Blocked.
 */
blocked: boolean, 
/**
 * Reason.
 */
reason: string, 
/**
 * Output truncated.
 */
output_truncated: boolean, 
/**
 * Exit code. Required; may be `null`.
 */
exit_code: number | null, 
/**
 * Process usage. Default: empty object.
 */
process_usage: Record<string, unknown>, 
/**
 * Timestamp.
 */
ts: string, };

export type HookRerunCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "hooks.rerun", 
/**
 * Hook id.
 */
hook_id: string, 
/**
 * Session id. Default: `""`.
 */
session_id?: string, };

export type HookRerunResult = { 
/**
 * Hook id.
 */
hook_id: string, 
/**
 * Executed.
 */
executed: boolean, 
/**
 * Status. Default: `""`.
 */
status: string, 
/**
 * Reason. Default: `""`.
 */
reason: string, 
/**
 * Timestamp. Default: `""`.
 */
ts: string, };

export type HooksListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "hooks.list", 
/**
 * Limit. Default: `20`.
 */
limit?: number, };

export type HooksListResult = { 
/**
 * Configs. Default: empty list.
 */
configs: Array<HookConfigInfo>, 
/**
 * Audit events. Default: empty list.
 */
audit_events: Array<HookAuditInfo>, };

export type ImageArtifactInput = { 
/**
 * Sha256.
 */
sha256: string, 
/**
 * Media type.
 */
media_type: string, 
/**
 * Size.
 */
size: number, 
/**
 * Width.
 */
width: number, 
/**
 * Height.
 */
height: number, };

export type JsonValue = unknown;

export type LlmAttemptFinishedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "llm.attempt_finished", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Attempt.
 */
attempt: number, 
/**
 * Status.
 */
status: AttemptStatus, 
/**
 * Failure code. Default: `""`.
 */
failure_code: string, 
/**
 * Request snapshot digest.
 */
request_snapshot_digest: string, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Timestamp.
 */
ts: string, };

export type LlmModelSelectedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "llm.model_selected", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Model.
 */
model: string, 
/**
 * Strategy.
 */
strategy: string, 
/**
 * Timestamp.
 */
ts: string, };

export type LlmReasoningEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "llm.reasoning", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Content.
 */
content: string, 
/**
 * Timestamp.
 */
ts: string, };

export type LlmRequestPreparedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "llm.request_prepared", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Request snapshot digest.
 */
request_snapshot_digest: string, 
/**
 * Preset id. Default: `"standard"`.
 */
preset_id: string, 
/**
 * Preset digest. Default: `""`.
 */
preset_digest: string, 
/**
 * Route id. Default: `""`.
 */
route_id: string, 
/**
 * Model. Default: `""`.
 */
model: string, 
/**
 * Wire format. Default: `""`.
 */
wire_format: string, 
/**
 * Execution contract digest. Default: `""`.
 */
execution_contract_digest: string, 
/**
 * Timestamp.
 */
ts: string, };

export type LlmRetryEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "llm.retry", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Kind.
 */
kind: RetryKind, 
/**
 * Attempt.
 */
attempt: number, 
/**
 * Reason.
 */
reason: string, 
/**
 * Delay (milliseconds). Default: `0`.
 */
delay_ms: number, 
/**
 * Max retries. Default: `5`.
 */
max_retries: number, 
/**
 * Failure code. Default: `""`.
 */
failure_code: string, 
/**
 * Request snapshot digest. Default: `""`.
 */
request_snapshot_digest: string, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Timestamp.
 */
ts: string, };

export type LlmRouteSelectedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "llm.route_selected", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Route id.
 */
route_id: string, 
/**
 * Wire format.
 */
wire_format: string, 
/**
 * Base URL origin.
 */
base_url_origin: string, 
/**
 * Model.
 */
model: string, 
/**
 * Credential source.
 */
credential_source: CredentialSource, 
/**
 * Strategy. Default: `"static"`.
 */
strategy: string, 
/**
 * Candidates. Default: empty list.
 */
candidates: Array<string>, 
/**
 * Reason. Default: `"active_route"`.
 */
reason: string, 
/**
 * Step. Default: `0`.
 */
step: number, 
/**
 * Accumulated cost USD. Always present; `null` when unset.
 */
accumulated_cost_usd: number | null, 
/**
 * Cost budget USD. Always present; `null` when unset.
 */
cost_budget_usd: number | null, 
/**
 * Temperature. Always present; `null` when unset.
 */
temperature: number | null, 
/**
 * Timestamp.
 */
ts: string, };

export type LlmTokenEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "llm.token", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Token.
 */
token: string, 
/**
 * Timestamp.
 */
ts: string, };

export type LlmUsageEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "llm.usage", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Input tokens.
 */
input_tokens: number, 
/**
 * Output tokens.
 */
output_tokens: number, 
/**
 * Cache read input tokens.
 */
cache_read_input_tokens: number, 
/**
 * Cache creation input tokens.
 */
cache_creation_input_tokens: number, 
/**
 * Context percent. Default: `0.0`.
 */
context_pct: number, 
/**
 * Purpose. Default: `"response"`.
 */
purpose: UsagePurpose, 
/**
 * Model. Default: `""`.
 */
model: string, 
/**
 * Timestamp.
 */
ts: string, };

export type LogLineEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "log.line", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Level.
 */
level: string, 
/**
 * Source.
 */
source: string, 
/**
 * Message.
 */
message: string, 
/**
 * Timestamp.
 */
ts: string, };

export type LspDiagnosticsEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "lsp.diagnostics", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Status.
 */
status: DiagnosticsStatus, 
/**
 * Tool.
 */
tool: string, 
/**
 * Paths.
 */
paths: Array<string>, 
/**
 * Diagnostic count.
 */
diagnostic_count: number, 
/**
 * Duration (milliseconds). Default: `0`.
 */
duration_ms: number, 
/**
 * Truncated.
 */
truncated: boolean, 
/**
 * Error. Default: `""`.
 */
error: string, 
/**
 * Timestamp.
 */
ts: string, };

export type McpListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "mcp.list", };

export type McpListResult = { 
/**
 * Servers. Default: empty list.
 */
servers: Array<McpServerInfo>, };

export type McpServerInfo = { 
/**
 * Name.
 */
name: string, 
/**
 * Transport.
 */
transport: string, 
/**
 * Status.
 */
status: string, 
/**
 * Tool count.
 */
tool_count: number, 
/**
 * Tools. Default: empty list.
 */
tools: Array<Record<string, unknown>>, 
/**
 * Error. Default: `""`.
 */
error: string, };

export type MemoryAddCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "memory.add", 
/**
 * Name.
 */
name: string, 
/**
 * Description. Default: `""`.
 */
description?: string, 
/**
 * Memory type. Default: `"project"`.
 */
memory_type?: MemoryType, 
/**
 * Body.
 */
body: string, 
/**
 * Source session id. Default: `""`.
 */
source_session_id?: string, };

export type MemoryAutoSave = "prompt" | "off";

export type MemoryDeleteCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "memory.delete", 
/**
 * Memory id.
 */
memory_id: string, };

export type MemoryDeleteResult = { 
/**
 * Memory id.
 */
memory_id: string, 
/**
 * Deleted.
 */
deleted: boolean, };

export type MemoryEditCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "memory.edit", 
/**
 * Memory id.
 */
memory_id: string, 
/**
 * Name. Absent means `null`.
 */
name?: string | null, 
/**
 * Description. Absent means `null`.
 */
description?: string | null, 
/**
 * Memory type. Absent means `null`.
 */
memory_type?: MemoryType | null, 
/**
 * Body. Absent means `null`.
 */
body?: string | null, };

export type MemoryExpireCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "memory.expire", 
/**
 * Memory id.
 */
memory_id: string, 
/**
 * Expires at. Absent means `null`.
 */
expires_at?: string | null, };

export type MemoryInfo = { 
/**
 * Id.
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
 * Type.
 */
type: string, 
/**
 * Body.
 */
body: string, 
/**
 * Source session id.
 */
source_session_id: string, 
/**
 * Source run id.
 */
source_run_id: string, 
/**
 * Created at.
 */
created_at: string, 
/**
 * Updated at.
 */
updated_at: string, 
/**
 * Pinned. Default: `false`.
 */
pinned: boolean, 
/**
 * Expires at. Always present; `null` when unset.
 */
expires_at: string | null, 
/**
 * Expired. Default: `false`.
 */
expired: boolean, };

export type MemoryListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "memory.list", 
/**
 * Include expired. Default: `true`.
 */
include_expired?: boolean, };

export type MemoryListResult = { 
/**
 * Memories. Default: empty list.
 */
memories: Array<MemoryInfo>, 
/**
 * Settings. Default: the default `MemorySettingsInfo`.
 */
settings: MemorySettingsInfo, };

export type MemoryPinCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "memory.pin", 
/**
 * Memory id.
 */
memory_id: string, 
/**
 * Pinned. Default: `true`.
 */
pinned?: boolean, };

export type MemorySettingsGetCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "memory.settings.get", };

export type MemorySettingsInfo = { 
/**
 * Auto save. Default: `"prompt"`.
 */
auto_save: MemoryAutoSave, };

export type MemorySettingsSetCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "memory.settings.set", 
/**
 * Auto save.
 */
auto_save: MemoryAutoSave, };

export type MemoryType = "user" | "feedback" | "project" | "reference";

export type MessagePhase = "start" | "update" | "end";

export type NotificationSeverity = "info" | "warning" | "error";

export type PermissionDeniedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "permission.denied", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Tool use id.
 */
tool_use_id: string, 
/**
 * Decision.
 */
decision: string, 
/**
 * Timestamp.
 */
ts: string, };

export type PermissionGrantedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "permission.granted", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Tool use id.
 */
tool_use_id: string, 
/**
 * Decision.
 */
decision: string, 
/**
 * Timestamp.
 */
ts: string, };

export type PermissionMode = "deny" | "fail_fast" | "allow_list";

export type PermissionRequestedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "permission.requested", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Tool use id.
 */
tool_use_id: string, 
/**
 * Tool name.
 */
tool_name: string, 
/**
 * Params.
 */
params: Record<string, unknown>, 
/**
 * Param preview.
 */
param_preview: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Timestamp.
 */
ts: string, };

export type PermissionRespondCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "permission.respond", 
/**
 * Tool use id.
 */
tool_use_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Decision.
 */
decision: string, 
/**
 * Selected hunks. Absent means `null`.
 */
selected_hunks?: Array<string> | null, 
/**
 * Patch plan id. Absent means `null`.
 */
patch_plan_id?: string | null, };

export type PermissionRespondResult = { 
/**
 * Ok. Default: `true`.
 */
ok: boolean, };

export type PingCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "core.ping", 
/**
 * Client.
 */
client: string, };

export type PlanDecision = "approve" | "revise" | "cancel";

export type PlanReadyEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "plan.ready", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Request.
 */
request: string, 
/**
 * Plan.
 */
plan: string, 
/**
 * Plan ticket. Default: `""`.
 */
plan_ticket: string, 
/**
 * Timestamp.
 */
ts: string, };

export type PlanResolvedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "plan.resolved", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Decision.
 */
decision: PlanDecision, 
/**
 * Revision. Default: `""`.
 */
revision: string, 
/**
 * Plan ticket. Default: `""`.
 */
plan_ticket: string, 
/**
 * Timestamp.
 */
ts: string, };

export type PlanRespondCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "plan.respond", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Decision.
 */
decision: PlanDecision, 
/**
 * Revision. Default: `""`.
 */
revision?: string, };

export type PlanRespondResult = { 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Decision.
 */
decision: PlanDecision, 
/**
 * Status. Constant; always present in what a server writes.
 */
status: "resolved", };

export type PlanStepState = { 
/**
 * Step.
 */
step: string, 
/**
 * Status.
 */
status: PlanStepStatus, };

export type PlanStepStatus = "pending" | "in_progress" | "completed";

export type PlanUpdatedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "plan.updated", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Explanation. Default: `""`.
 */
explanation: string, 
/**
 * Plan.
 */
plan: Array<PlanStepState>, 
/**
 * Plan ticket. Default: `""`.
 */
plan_ticket: string, 
/**
 * Timestamp.
 */
ts: string, };

export type PongResult = { 
/**
 * Server version.
 */
server_version: string, 
/**
 * Uptime (milliseconds).
 */
uptime_ms: number, 
/**
 * Received at.
 */
received_at: string, 
/**
 * Workspace.
 */
workspace: string, 
/**
 * Active runs.
 */
active_runs: number, };

export type ProjectActivateCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "project.activate", 
/**
 * Project id.
 */
project_id: string, };

export type ProjectOpenCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "project.open", 
/**
 * Path.
 */
path: string, };

export type QuestionMode = "fail_fast" | "timeout" | "preset";

export type RecoveryAvailableEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "recovery.available", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Interruption kind.
 */
interruption_kind: string, 
/**
 * Safe to resume.
 */
safe_to_resume: boolean, 
/**
 * Summary.
 */
summary: string, 
/**
 * Actions.
 */
actions: Array<string>, 
/**
 * Timestamp.
 */
ts: string, };

export type RecoveryResolvedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "recovery.resolved", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Action.
 */
action: string, 
/**
 * Timestamp.
 */
ts: string, };

export type RetryKind = "transient" | "no_content";

export type RouteReceipt = { 
/**
 * Route id.
 */
route_id: string, 
/**
 * Wire format.
 */
wire_format: WireFormat, 
/**
 * Base URL origin.
 */
base_url_origin: string, 
/**
 * Model.
 */
model: string, 
/**
 * Credential source.
 */
credential_source: CredentialSource, 
/**
 * Supports images. Default: `false`.
 */
supports_images: boolean, 
/**
 * Temperature. Always present; `null` when unset.
 */
temperature: number | null, };

export type RunCancelCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "run.cancel", 
/**
 * Run id.
 */
run_id: string, };

export type RunCancelResult = { 
/**
 * Run id.
 */
run_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Status. Constant; always present in what a server writes.
 */
status: "cancelled", };

export type RunFinishedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "run.finished", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Status.
 */
status: string, 
/**
 * Reason. Always present; `null` when unset.
 */
reason: string | null, 
/**
 * Steps.
 */
steps: number, 
/**
 * Outcome. Always present; `null` when unset.
 */
outcome: RunOutcome | null, 
/**
 * Failure category. Always present; `null` when unset.
 */
failure_category: FailureCategory | null, 
/**
 * Changes. Always present; `null` when unset.
 */
changes: Array<JsonValue> | null, 
/**
 * Verification. Always present; `null` when unset.
 */
verification: Array<JsonValue> | null, 
/**
 * Result summary. Always present; `null` when unset.
 */
result_summary: string | null, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Timestamp.
 */
ts: string, };

export type RunKind = "agent" | "user_shell";

export type RunOutcome = "completed" | "tool_use" | "length" | "incomplete" | "content_filtered" | "failed" | "cancelled" | "transport_error";

export type RunPhase = "understanding" | "exploring" | "planning" | "waiting_confirmation" | "executing" | "verifying" | "reviewing" | "completed" | "failed" | "interrupted";

export type RunPhaseChangedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "run.phase_changed", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Phase.
 */
phase: RunPhase, 
/**
 * Current. Default: `0`.
 */
current: number, 
/**
 * Total. Default: `0`.
 */
total: number, 
/**
 * Summary. Default: `""`.
 */
summary: string, 
/**
 * Timestamp.
 */
ts: string, };

export type RunStartedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "run.started", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Goal.
 */
goal: string, 
/**
 * Run kind. Default: `"agent"`.
 */
run_kind: RunKind, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Timestamp.
 */
ts: string, };

export type RunSteerCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "run.steer", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Content.
 */
content: string, };

export type RunSteerResult = { 
/**
 * Run id.
 */
run_id: string, 
/**
 * Queued. Constant; always present in what a server writes.
 */
queued: true, };

export type RunSteeredEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "run.steered", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Content.
 */
content: string, 
/**
 * Timestamp.
 */
ts: string, };

export type RuntimeCapabilitiesCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "runtime.capabilities", };

export type RuntimeCapabilitiesResult = { 
/**
 * Version.
 */
version: string, 
/**
 * Api version. Default: `"v1"`.
 */
api_version: string, 
/**
 * Runtime modes.
 */
runtime_modes: Array<RuntimeMode>, 
/**
 * Features.
 */
features: Array<string>, 
/**
 * Feature flags. Default: the default `RuntimeFeatureFlags`.
 */
feature_flags: RuntimeFeatureFlags, 
/**
 * Labs enabled. Default: `false`.
 */
labs_enabled: boolean, 
/**
 * Sandbox. Default: the default `RuntimeSandboxStatus`.
 */
sandbox: RuntimeSandboxStatus, 
/**
 * Runtime event schema version. Default: `1`.
 */
runtime_event_schema_version: number, 
/**
 * Stream JSON schema versions. Default: empty list.
 */
stream_json_schema_versions: Array<number>, };

export type RuntimeEventAppendedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "runtime.event", 
/**
 * Thread id.
 */
thread_id: string, 
/**
 * Turn id. Required; may be `null`.
 */
turn_id: string | null, 
/**
 * Sequence number.
 */
seq: number, 
/**
 * Event type.
 */
event_type: string, 
/**
 * Payload.
 */
payload: Record<string, unknown>, 
/**
 * Timestamp.
 */
ts: string, };

export type RuntimeEventRecord = { 
/**
 * Thread id.
 */
thread_id: string, 
/**
 * Turn id. Always present; `null` when unset.
 */
turn_id: string | null, 
/**
 * Sequence number.
 */
seq: number, 
/**
 * Type.
 */
type: string, 
/**
 * Payload. Default: empty object.
 */
payload: { [key in string]: JsonValue }, 
/**
 * Timestamp.
 */
ts: string, 
/**
 * Schema version. Constant; always present in what a server writes.
 */
schema_version: 1, };

export type RuntimeFeatureFlags = { 
/**
 * Stable. Default: empty object.
 */
stable: { [key in string]: boolean }, 
/**
 * Labs. Default: empty object.
 */
labs: { [key in string]: boolean }, 
/**
 * Internal. Default: empty object.
 */
internal: { [key in string]: boolean }, };

export type RuntimeMode = "plan" | "act" | "operate" | "review";

export type RuntimeSandboxStatus = { 
/**
 * Platform.
 */
platform: string, 
/**
 * Capability.
 */
capability: SandboxCapability, 
/**
 * State.
 */
state: SandboxState, 
/**
 * Windows forced sandbox.
 */
windows_forced_sandbox: WindowsForcedSandbox, };

export type SandboxCapability = { 
/**
 * Available.
 */
available: boolean, 
/**
 * Kind.
 */
kind: SandboxKind, 
/**
 * Reason.
 */
reason: string, };

export type SandboxEnforcement = "full" | "partial" | "unavailable";

export type SandboxKind = "none" | "windows_none" | "windows_acl" | "linux_bwrap" | "macos_seatbelt";

export type SandboxState = "enforcement_available" | "partial_enforcement" | "degraded";

export type SessionAuthorityResult = { 
/**
 * Snapshot.
 */
snapshot: AuthoritySnapshot, };

export type SessionCheckpointsCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.checkpoints", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Run id. Absent means `null`.
 */
run_id?: string | null, };

export type SessionCheckpointsResult = { 
/**
 * Run id. Always present; `null` when unset.
 */
run_id: string | null, 
/**
 * Checkpoints. Default: empty list.
 */
checkpoints: Array<Record<string, unknown>>, };

export type SessionCloseCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.close", 
/**
 * Session id.
 */
session_id: string, };

export type SessionCloseResult = { 
/**
 * Status.
 */
status: SessionStatus, };

export type SessionClosedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "session.closed", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SessionCompactCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.compact", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Focus. Default: `""`.
 */
focus?: string, };

export type SessionCompactResult = { 
/**
 * Status. Default: `"compacted"`.
 */
status: CompactStatus, 
/**
 * Message. Default: `""`.
 */
message: string, 
/**
 * Summary tokens.
 */
summary_tokens: number, 
/**
 * Saved tokens.
 */
saved_tokens: number, 
/**
 * Original tokens. Default: `0`.
 */
original_tokens: number, 
/**
 * Compacted tokens. Default: `0`.
 */
compacted_tokens: number, 
/**
 * Retained tokens. Default: `0`.
 */
retained_tokens: number, 
/**
 * Retained messages. Default: `0`.
 */
retained_messages: number, 
/**
 * Quality score. Default: `1.0`.
 */
quality_score: number, 
/**
 * Summary path. Default: `""`.
 */
summary_path: string, };

export type SessionContextCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.context", 
/**
 * Session id.
 */
session_id: string, };

export type SessionContextResult = { 
/**
 * Input commands. Default: empty list.
 */
input_commands: Array<{ [key in string]: string }>, 
/**
 * Message count.
 */
message_count: number, 
/**
 * Estimated tokens.
 */
estimated_tokens: number, 
/**
 * Run count.
 */
run_count: number, 
/**
 * Last run id. Always present; `null` when unset.
 */
last_run_id: string | null, 
/**
 * Usage. Default: empty object.
 */
usage: Record<string, unknown>, 
/**
 * Session usage. Default: empty object.
 */
session_usage: Record<string, unknown>, 
/**
 * Working set. Default: empty list.
 */
working_set: Array<string>, 
/**
 * Memory count. Default: `0`.
 */
memory_count: number, 
/**
 * Compaction. Always present; `null` when unset.
 */
compaction: Record<string, unknown> | null, 
/**
 * Tool schema tokens. Always present; `null` when unset.
 */
tool_schema_tokens: number | null, 
/**
 * System tokens. Always present; `null` when unset.
 */
system_tokens: number | null, };

export type SessionCreateCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.create", 
/**
 * Mode. Default: `"chat"`.
 */
mode?: SessionMode, 
/**
 * Title. Default: `""`.
 */
title?: string, 
/**
 * Preset id. Default: `"standard"`.
 */
preset_id?: string, };

export type SessionCreateResult = { 
/**
 * Session id.
 */
session_id: string, 
/**
 * Status.
 */
status: SessionStatus, 
/**
 * Route id. Default: `""`.
 */
route_id: string, 
/**
 * Model. Default: `""`.
 */
model: string, 
/**
 * Thinking level. Always present; `null` when unset.
 */
thinking_level: ThinkingLevel | null, };

export type SessionCreatedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "session.created", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Mode.
 */
mode: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SessionDeleteCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.delete", 
/**
 * Session id.
 */
session_id: string, };

export type SessionDeleteResult = { 
/**
 * Session id.
 */
session_id: string, 
/**
 * Deleted. Constant; always present in what a server writes.
 */
deleted: true, };

export type SessionDeletedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "session.deleted", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SessionExecuteCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.execute_command", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Content.
 */
content: string, };

export type SessionExportCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.export", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Format. Default: `"markdown"`.
 */
format?: ExportFormat, };

export type SessionExportResult = { 
/**
 * Filename.
 */
filename: string, 
/**
 * Media type.
 */
media_type: string, 
/**
 * Content.
 */
content: string, };

export type SessionForkCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.fork", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Leaf sequence number. Absent means `null`.
 */
leaf_seq?: number | null, 
/**
 * Title. Default: `""`.
 */
title?: string, 
/**
 * Preset id. Absent means `null`.
 */
preset_id?: string | null, };

export type SessionForkResult = { 
/**
 * Session.
 */
session: SessionInfo, };

export type SessionForkedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "session.forked", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Source session id.
 */
source_session_id: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SessionGetAuthorityCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.get_authority", 
/**
 * Session id.
 */
session_id: string, };

export type SessionGetHistoryCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.get_history", 
/**
 * Session id.
 */
session_id: string, };

export type SessionGetHistoryResult = { 
/**
 * Messages.
 */
messages: Array<Record<string, unknown>>, 
/**
 * Display messages. Always present; `null` when unset.
 */
display_messages: Array<Record<string, unknown>> | null, };

export type SessionImportCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.import", 
/**
 * Content.
 */
content: string, 
/**
 * Filename. Default: `""`.
 */
filename?: string, 
/**
 * Title. Default: `""`.
 */
title?: string, };

export type SessionInfo = { 
/**
 * Session id.
 */
session_id: string, 
/**
 * Mode.
 */
mode: SessionMode, 
/**
 * Status.
 */
status: SessionStatus, 
/**
 * Title.
 */
title: string, 
/**
 * Created at.
 */
created_at: string, 
/**
 * Updated at.
 */
updated_at: string, 
/**
 * Run count.
 */
run_count: number, 
/**
 * Last run id. Always present; `null` when unset.
 */
last_run_id: string | null, 
/**
 * Parent session id. Always present; `null` when unset.
 */
parent_session_id: string | null, 
/**
 * Workspace. Default: `""`.
 */
workspace: string, 
/**
 * Preset id. Default: `"standard"`.
 */
preset_id: string, 
/**
 * Preset digest. Default: `""`.
 */
preset_digest: string, 
/**
 * Route id. Default: `""`.
 */
route_id: string, 
/**
 * Model. Default: `""`.
 */
model: string, 
/**
 * Thinking level. Always present; `null` when unset.
 */
thinking_level: ThinkingLevel | null, };

export type SessionInterruptedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "session.interrupted", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Last run id.
 */
last_run_id: string, 
/**
 * Reason. Default: `"cancelled"`.
 */
reason: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SessionListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.list", 
/**
 * Include closed. Default: `false`.
 */
include_closed?: boolean, 
/**
 * Limit. Default: `50`.
 */
limit?: number, };

export type SessionListQueueCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.list_queue", 
/**
 * Session id.
 */
session_id: string, };

export type SessionListResult = { 
/**
 * Sessions.
 */
sessions: Array<SessionInfo>, };

export type SessionMessageReceivedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "session.message_received", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Content.
 */
content: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SessionMode = "chat" | "one_shot";

export type SessionNavigateCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.navigate", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Target sequence number.
 */
target_seq: number, 
/**
 * Summarize. Default: `false`.
 */
summarize?: boolean, 
/**
 * Focus. Default: `""`.
 */
focus?: string, };

export type SessionQueueMessageCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.queue_message", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Content.
 */
content: string, 
/**
 * Display content. Absent means `null`.
 */
display_content?: string | null, 
/**
 * Runtime mode. Default: `"act"`.
 */
runtime_mode?: RuntimeMode, 
/**
 * Attachments. Default: empty list.
 */
attachments?: Array<ImageArtifactInput>, 
/**
 * Tools. Absent means `null`.
 */
tools?: Array<BuiltinTool> | null, };

export type SessionReloadCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.reload", 
/**
 * Session id.
 */
session_id: string, };

export type SessionRemoveQueuedMessageCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.remove_queued_message", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Message id.
 */
message_id: string, };

export type SessionRenameCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.rename", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Title.
 */
title: string, };

export type SessionRenameResult = { 
/**
 * Session.
 */
session: SessionInfo, };

export type SessionRenamedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "session.renamed", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Title.
 */
title: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SessionResumeCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.resume", 
/**
 * Session id.
 */
session_id: string, };

export type SessionResumeResult = { 
/**
 * Session.
 */
session: SessionInfo, };

export type SessionResumedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "session.resumed", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SessionRetryQueuedMessageCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.retry_queued_message", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Message id.
 */
message_id: string, };

export type SessionRewindCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.rewind", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Checkpoint id.
 */
checkpoint_id: string, 
/**
 * Run id. Absent means `null`.
 */
run_id?: string | null, 
/**
 * Expected digest.
 */
expected_digest: string, 
/**
 * Confirmed. Default: `false`.
 */
confirmed?: boolean, };

export type SessionRewindPreviewCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.rewind_preview", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Checkpoint id.
 */
checkpoint_id: string, 
/**
 * Run id. Absent means `null`.
 */
run_id?: string | null, };

export type SessionRewindResult = { 
/**
 * Checkpoint id.
 */
checkpoint_id: string, 
/**
 * Restored. Default: empty list.
 */
restored: Array<string>, 
/**
 * Already restored. Default: empty list.
 */
already_restored: Array<string>, };

export type SessionSendMessageCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.send_message", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Content.
 */
content: string, 
/**
 * Display content. Absent means `null`.
 */
display_content?: string | null, 
/**
 * Runtime mode. Default: `"act"`.
 */
runtime_mode?: RuntimeMode, 
/**
 * Attachments. Default: empty list.
 */
attachments?: Array<ImageArtifactInput>, 
/**
 * Tools. Absent means `null`.
 */
tools?: Array<BuiltinTool> | null, };

export type SessionSendMessageResult = { 
/**
 * Run id.
 */
run_id: string, 
/**
 * Handled. Default: `false`.
 */
handled: boolean, };

export type SessionSetAuthorityCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.set_authority", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Mode. Absent means `null`.
 */
mode?: RuntimeMode | null, 
/**
 * Profile. Absent means `null`.
 */
profile?: AuthorityProfile | null, 
/**
 * Workspace trust. Absent means `null`.
 */
workspace_trust?: WorkspaceTrust | null, };

export type SessionSetModelCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.set_model", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Route id.
 */
route_id: string, 
/**
 * Model. Default: `""`.
 */
model?: string, };

export type SessionSetThinkingCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.set_thinking", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Thinking level.
 */
thinking_level: ThinkingLevel, };

export type SessionStatus = "active" | "waiting_for_input" | "interrupted" | "closed";

export type SessionTasksCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.tasks", 
/**
 * Session id.
 */
session_id: string, };

export type SessionTasksResult = { 
/**
 * Run id. Always present; `null` when unset.
 */
run_id: string | null, 
/**
 * Tasks. Default: empty list.
 */
tasks: Array<Record<string, unknown>>, };

export type SessionTreeCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "session.tree", 
/**
 * Session id.
 */
session_id: string, };

export type SessionWaitingForInputEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "session.waiting_for_input", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Last run id.
 */
last_run_id: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SkillInvokedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "skill.invoked", 
/**
 * Skill name.
 */
skill_name: string, 
/**
 * Arguments.
 */
arguments: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Timestamp.
 */
ts: string, };

export type StepFinishedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "step.finished", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Timestamp.
 */
ts: string, };

export type StepStartedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "step.started", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Timestamp.
 */
ts: string, };

export type StrategyKind = "direct" | "plan_first" | "delegate";

export type StrategyProposedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "strategy.proposed", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Profile digest.
 */
profile_digest: string, 
/**
 * Strategy.
 */
strategy: StrategyKind, 
/**
 * Summary.
 */
summary: string, 
/**
 * Timestamp.
 */
ts: string, };

export type StrategyResolvedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "strategy.resolved", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Profile digest.
 */
profile_digest: string, 
/**
 * Strategy.
 */
strategy: StrategyKind, 
/**
 * Ticket. Default: `""`.
 */
ticket: string, 
/**
 * Reason. Default: `""`.
 */
reason: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SubagentFinishedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "subagent.finished", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Parent run id.
 */
parent_run_id: string, 
/**
 * Status.
 */
status: string, 
/**
 * Timestamp.
 */
ts: string, };

export type SubagentStartedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "subagent.started", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Parent run id.
 */
parent_run_id: string, 
/**
 * Description.
 */
description: string, 
/**
 * Timestamp.
 */
ts: string, };

export type TaskProfiledEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "task.profiled", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Profile.
 */
profile: Record<string, unknown>, 
/**
 * Profile digest.
 */
profile_digest: string, 
/**
 * Timestamp.
 */
ts: string, };

export type ThinkingLevel = "off" | "low" | "medium" | "high";

export type ThreadArchiveCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "thread.archive", 
/**
 * Thread id.
 */
thread_id: string, };

export type ThreadArchiveResult = { 
/**
 * Thread.
 */
thread: ThreadRecord, };

export type ThreadCreateCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "thread.create", 
/**
 * Title. Default: `""`.
 */
title?: string, 
/**
 * Mode. Default: `"chat"`.
 */
mode?: SessionMode, 
/**
 * Preset id. Default: `"standard"`.
 */
preset_id?: string, };

export type ThreadCreateResult = { 
/**
 * Thread.
 */
thread: ThreadRecord, };

export type ThreadGetCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "thread.get", 
/**
 * Thread id.
 */
thread_id: string, };

export type ThreadGetResult = { 
/**
 * Thread.
 */
thread: ThreadRecord, };

export type ThreadListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "thread.list", 
/**
 * Include archived. Default: `false`.
 */
include_archived?: boolean, 
/**
 * Limit. Default: `50`.
 */
limit?: number, };

export type ThreadListResult = { 
/**
 * Threads.
 */
threads: Array<ThreadRecord>, };

export type ThreadRecord = { 
/**
 * Id.
 */
id: string, 
/**
 * Title.
 */
title: string, 
/**
 * Workspace.
 */
workspace: string, 
/**
 * Status. Default: `"idle"`.
 */
status: ThreadStatus, 
/**
 * Default route id. Always present; `null` when unset.
 */
default_route_id: string | null, 
/**
 * Turn count. Default: `0`.
 */
turn_count: number, 
/**
 * Created at.
 */
created_at: string, 
/**
 * Updated at.
 */
updated_at: string, 
/**
 * Schema version. Constant; always present in what a server writes.
 */
schema_version: 1, };

export type ThreadStatus = "idle" | "running" | "interrupted" | "failed" | "archived";

export type ThreadUpdateCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "thread.update", 
/**
 * Thread id.
 */
thread_id: string, 
/**
 * Title.
 */
title: string, };

export type ThreadUpdateResult = { 
/**
 * Thread.
 */
thread: ThreadRecord, };

export type ToolAction = "read" | "mutate" | "shell" | "external";

export type ToolCallFailedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "tool.call_failed", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Tool use id.
 */
tool_use_id: string, 
/**
 * Tool name.
 */
tool_name: string, 
/**
 * Operation id. Default: `""`.
 */
operation_id: string, 
/**
 * Error class.
 */
error_class: string, 
/**
 * Error message.
 */
error_message: string, 
/**
 * Elapsed (milliseconds).
 */
elapsed_ms: number, 
/**
 * Attempt. Default: `1`.
 */
attempt: number, 
/**
 * Terminal. Default: `true`.
 */
terminal: boolean, 
/**
 * Process usage. Default: empty object.
 */
process_usage: Record<string, unknown>, 
/**
 * Step. Default: `0`.
 */
step: number, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Presentation. Always present; `null` when unset.
 */
presentation: Record<string, unknown> | null, 
/**
 * Sandbox enforcement. Default: `"unavailable"`.
 */
sandbox_enforcement: SandboxEnforcement, 
/**
 * Failure category. Always present; `null` when unset.
 */
failure_category: string | null, 
/**
 * Program id. Default: `""`.
 */
program_id: string, 
/**
 * Parent tool call id. Default: `""`.
 */
parent_tool_call_id: string, 
/**
 * Node id. Default: `""`.
 */
node_id: string, 
/**
 * Commit order. Default: `0`.
 */
commit_order: number, 
/**
 * Timestamp.
 */
ts: string, };

export type ToolCallFinishedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "tool.call_finished", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Tool use id.
 */
tool_use_id: string, 
/**
 * Tool name.
 */
tool_name: string, 
/**
 * Operation id. Default: `""`.
 */
operation_id: string, 
/**
 * Elapsed (milliseconds).
 */
elapsed_ms: number, 
/**
 * Output. Default: `""`.
 */
output: string, 
/**
 * Process usage. Default: empty object.
 */
process_usage: Record<string, unknown>, 
/**
 * Step. Default: `0`.
 */
step: number, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Presentation. Always present; `null` when unset.
 */
presentation: Record<string, unknown> | null, 
/**
 * Sandbox enforcement. Default: `"unavailable"`.
 */
sandbox_enforcement: SandboxEnforcement, 
/**
 * Failure category. Always present; `null` when unset.
 */
failure_category: string | null, 
/**
 * Program id. Default: `""`.
 */
program_id: string, 
/**
 * Parent tool call id. Default: `""`.
 */
parent_tool_call_id: string, 
/**
 * Node id. Default: `""`.
 */
node_id: string, 
/**
 * Commit order. Default: `0`.
 */
commit_order: number, 
/**
 * Timestamp.
 */
ts: string, };

export type ToolCallProgressEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "tool.call_progress", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Tool use id.
 */
tool_use_id: string, 
/**
 * Tool name.
 */
tool_name: string, 
/**
 * Elapsed (milliseconds).
 */
elapsed_ms: number, 
/**
 * Output tail. Default: `""`.
 */
output_tail: string, 
/**
 * Total bytes. Default: `0`.
 */
total_bytes: number, 
/**
 * Step. Default: `0`.
 */
step: number, 
/**
 * Presentation. Always present; `null` when unset.
 */
presentation: Record<string, unknown> | null, 
/**
 * Timestamp.
 */
ts: string, };

export type ToolCallStartedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "tool.call_started", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Tool use id.
 */
tool_use_id: string, 
/**
 * Tool name.
 */
tool_name: string, 
/**
 * Operation id. Default: `""`.
 */
operation_id: string, 
/**
 * Params.
 */
params: Record<string, unknown>, 
/**
 * Step. Default: `0`.
 */
step: number, 
/**
 * Ledger sequence number. Always present; `null` when unset.
 */
ledger_seq: number | null, 
/**
 * Presentation. Always present; `null` when unset.
 */
presentation: Record<string, unknown> | null, 
/**
 * Program id. Default: `""`.
 */
program_id: string, 
/**
 * Parent tool call id. Default: `""`.
 */
parent_tool_call_id: string, 
/**
 * Node id. Default: `""`.
 */
node_id: string, 
/**
 * Commit order. Default: `0`.
 */
commit_order: number, 
/**
 * Timestamp.
 */
ts: string, };

export type TurnGetCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "turn.get", 
/**
 * Turn id.
 */
turn_id: string, };

export type TurnGetResult = { 
/**
 * Turn.
 */
turn: TurnRecord, };

export type TurnInspectCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "turn.inspect", 
/**
 * Turn id.
 */
turn_id: string, };

export type TurnInspectResult = { 
/**
 * Turn.
 */
turn: Record<string, unknown>, 
/**
 * Items. Default: empty list.
 */
items: Array<Record<string, unknown>>, 
/**
 * Events. Default: empty list.
 */
events: Array<Record<string, unknown>>, 
/**
 * Receipt.
 */
receipt: Record<string, unknown>, };

export type TurnInterruptCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "turn.interrupt", 
/**
 * Turn id.
 */
turn_id: string, };

export type TurnInterruptResult = { 
/**
 * Turn.
 */
turn: TurnRecord, };

export type TurnItemKind = "message" | "tool_call" | "tool_result" | "artifact" | "checkpoint";

export type TurnItemRecord = { 
/**
 * Id.
 */
id: string, 
/**
 * Turn id.
 */
turn_id: string, 
/**
 * Kind.
 */
kind: TurnItemKind, 
/**
 * Payload. Default: empty object.
 */
payload: { [key in string]: JsonValue }, 
/**
 * Tool call id. Always present; `null` when unset.
 */
tool_call_id: string | null, 
/**
 * Created at.
 */
created_at: string, 
/**
 * Schema version. Constant; always present in what a server writes.
 */
schema_version: 1, };

export type TurnItemsCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "turn.items", 
/**
 * Turn id.
 */
turn_id: string, };

export type TurnItemsResult = { 
/**
 * Items.
 */
items: Array<TurnItemRecord>, };

export type TurnListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "turn.list", 
/**
 * Thread id.
 */
thread_id: string, };

export type TurnListResult = { 
/**
 * Turns.
 */
turns: Array<TurnRecord>, };

export type TurnRecord = { 
/**
 * Id.
 */
id: string, 
/**
 * Thread id.
 */
thread_id: string, 
/**
 * Status. Default: `"queued"`.
 */
status: TurnStatus, 
/**
 * Mode. Default: `"act"`.
 */
mode: RuntimeMode, 
/**
 * Authority profile. Default: `"ask"`.
 */
authority_profile: AuthorityProfile, 
/**
 * Workspace trust. Default: `"untrusted"`.
 */
workspace_trust: WorkspaceTrust, 
/**
 * Sandbox. Default: `{"available": false, "kind": "none", "reason": "sandbox capability has not been detected"}`.
 */
sandbox: SandboxCapability, 
/**
 * Allowed actions. Default: empty list.
 */
allowed_actions: Array<ToolAction>, 
/**
 * Route. Always present; `null` when unset.
 */
route: RouteReceipt | null, 
/**
 * Usage. Default: empty object.
 */
usage: { [key in string]: JsonValue }, 
/**
 * Error. Always present; `null` when unset.
 */
error: { [key in string]: JsonValue } | null, 
/**
 * Boot id. Always present; `null` when unset.
 */
boot_id: string | null, 
/**
 * Created at.
 */
created_at: string, 
/**
 * Updated at.
 */
updated_at: string, 
/**
 * Schema version. Constant; always present in what a server writes.
 */
schema_version: 1, };

export type TurnStartCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "turn.start", 
/**
 * Thread id.
 */
thread_id: string, 
/**
 * Content.
 */
content: string, 
/**
 * Runtime mode. Default: `"act"`.
 */
runtime_mode?: RuntimeMode, };

export type TurnStartResult = { 
/**
 * Turn id.
 */
turn_id: string, 
/**
 * Handled. Default: `false`.
 */
handled: boolean, };

export type TurnStatus = "queued" | "running" | "waiting" | "completed" | "failed" | "interrupted";

export type TurnSteerCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "turn.steer", 
/**
 * Turn id.
 */
turn_id: string, 
/**
 * Content.
 */
content: string, };

export type TurnSteerResult = { 
/**
 * Turn.
 */
turn: TurnRecord, };

export type UsagePurpose = "response" | "summary";

export type UserQuestionAskedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "user_question.asked", 
/**
 * Question id.
 */
question_id: string, 
/**
 * Run id.
 */
run_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Question.
 */
question: string, 
/**
 * Header.
 */
header: string, 
/**
 * Options.
 */
options: Array<string>, 
/**
 * Multi select. Default: `false`.
 */
multi_select: boolean, 
/**
 * Timestamp.
 */
ts: string, };

export type UserQuestionRespondCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "user_question.respond", 
/**
 * Question id.
 */
question_id: string, 
/**
 * Answer.
 */
answer: string, };

export type UserQuestionRespondResult = { 
/**
 * Answered. Constant; always present in what a server writes.
 */
answered: true, };

export type VerificationCompletedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "verification.completed", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Tool.
 */
tool: string, 
/**
 * Action.
 */
action: string, 
/**
 * Verdict. Constant; always present in what a server writes.
 */
verdict: "pass", 
/**
 * Gate count.
 */
gate_count: number, 
/**
 * Passed.
 */
passed: number, 
/**
 * Failed.
 */
failed: number, 
/**
 * Paths.
 */
paths: Array<string>, 
/**
 * Gates.
 */
gates: Array<Record<string, unknown>>, 
/**
 * Timestamp.
 */
ts: string, };

export type VerificationFailedEvent = { 
/**
 * The `type` tag; always present in what a server writes.
 */
type: "verification.failed", 
/**
 * Run id.
 */
run_id: string, 
/**
 * Step.
 */
step: number, 
/**
 * Tool.
 */
tool: string, 
/**
 * Action.
 */
action: string, 
/**
 * Verdict. Constant; always present in what a server writes.
 */
verdict: "fail", 
/**
 * Gate count.
 */
gate_count: number, 
/**
 * Passed.
 */
passed: number, 
/**
 * Failed.
 */
failed: number, 
/**
 * Failure class.
 */
failure_class: string, 
/**
 * Paths.
 */
paths: Array<string>, 
/**
 * Gates.
 */
gates: Array<Record<string, unknown>>, 
/**
 * Timestamp.
 */
ts: string, };

export type WebLaunchCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "web.launch", };

export type WindowsForcedSandbox = "available" | "partial" | "unavailable" | "not_applicable";

export type WireFormat = "openai_chat" | "openai_responses" | "anthropic_messages";

export type WorkerApplyCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "worker.apply", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * Expected digest.
 */
expected_digest: string, 
/**
 * Confirmed. Default: `false`.
 */
confirmed?: boolean, };

export type WorkerApplyResult = { 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * Handoff status. Constant; always present in what a server writes.
 */
handoff_status: "applied", 
/**
 * Changed files. Default: empty list.
 */
changed_files: Array<string>, 
/**
 * State digest.
 */
state_digest: string, };

export type WorkerCancelCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "worker.cancel", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Worker id.
 */
worker_id: string, };

export type WorkerCancelResult = { 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * Status.
 */
status: string, };

export type WorkerEventsCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "worker.events", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * After cursor. Default: `0`.
 */
after_cursor?: number, 
/**
 * Limit. Default: `20`.
 */
limit?: number, };

export type WorkerEventsResult = { 
/**
 * Events. Default: empty list.
 */
events: Array<Record<string, unknown>>, };

export type WorkerFollowupCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "worker.followup", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * Message.
 */
message: string, };

export type WorkerFollowupResult = { 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * Status.
 */
status: string, 
/**
 * Event cursor.
 */
event_cursor: number, };

export type WorkerListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "worker.list", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Worker id. Default: `""`.
 */
worker_id?: string, 
/**
 * Root goal id. Default: `""`.
 */
root_goal_id?: string, 
/**
 * Limit. Default: `50`.
 */
limit?: number, };

export type WorkerListResult = { 
/**
 * Workers. Default: empty list.
 */
workers: Array<Record<string, unknown>>, };

export type WorkerRetryCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "worker.retry", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Worker id.
 */
worker_id: string, };

export type WorkerRetryResult = { 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Status.
 */
status: string, 
/**
 * Route id.
 */
route_id: string, 
/**
 * Model.
 */
model: string, 
/**
 * Attempt.
 */
attempt: number, 
/**
 * Worktree. Default: `""`.
 */
worktree: string, 
/**
 * Read only.
 */
read_only: boolean, 
/**
 * Backend. Default: `"builtin"`.
 */
backend: string, 
/**
 * Backend capabilities. Default: empty object.
 */
backend_capabilities: { [key in string]: JsonValue }, 
/**
 * Sandbox enforcement. Default: `"unavailable"`.
 */
sandbox_enforcement: SandboxEnforcement, };

export type WorkerReviewCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "worker.review", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * Approved.
 */
approved: boolean, 
/**
 * Confirmed. Default: `false`.
 */
confirmed?: boolean, 
/**
 * Expected digest. Default: `""`.
 */
expected_digest?: string, };

export type WorkerReviewResult = { 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * Handoff status.
 */
handoff_status: string, 
/**
 * Approved.
 */
approved: boolean, 
/**
 * Applied. Constant; always present in what a server writes.
 */
applied: false, 
/**
 * State digest. Default: `""`.
 */
state_digest: string, 
/**
 * Preview only. Default: `false`.
 */
preview_only: boolean, 
/**
 * Changed files. Default: empty list.
 */
changed_files: Array<string>, 
/**
 * Diff. Default: `""`.
 */
diff: string, 
/**
 * Diff truncated. Default: `false`.
 */
diff_truncated: boolean, };

export type WorkerStartCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "worker.start", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Description.
 */
description: string, 
/**
 * Prompt.
 */
prompt: string, 
/**
 * Profile. Default: `""`.
 */
profile?: string, 
/**
 * Route id. Default: `""`.
 */
route_id?: string, 
/**
 * Model. Default: `""`.
 */
model?: string, 
/**
 * Read only. Default: `true`.
 */
read_only?: boolean, 
/**
 * Exact files. Default: empty list.
 */
exact_files?: Array<string>, 
/**
 * Write roots. Default: empty list.
 */
write_roots?: Array<string>, 
/**
 * Coordination contract. Default: `""`.
 */
coordination_contract?: string, 
/**
 * Acceptance. Default: empty list.
 */
acceptance?: Array<string>, 
/**
 * Token budget. Absent means `null`.
 */
token_budget?: number | null, 
/**
 * Wall time (seconds). Default: `900`.
 */
wall_time_s?: number, 
/**
 * Max attempts. Default: `3`.
 */
max_attempts?: number, 
/**
 * Retry backoff (seconds). Default: `1.0`.
 */
retry_backoff_s?: number, 
/**
 * Backend. Default: `"builtin"`.
 */
backend?: string, };

export type WorkerStartResult = { 
/**
 * Worker id.
 */
worker_id: string, 
/**
 * Session id.
 */
session_id: string, 
/**
 * Status.
 */
status: string, 
/**
 * Route id.
 */
route_id: string, 
/**
 * Model.
 */
model: string, 
/**
 * Attempt.
 */
attempt: number, 
/**
 * Worktree. Default: `""`.
 */
worktree: string, 
/**
 * Read only.
 */
read_only: boolean, 
/**
 * Backend. Default: `"builtin"`.
 */
backend: string, 
/**
 * Backend capabilities. Default: empty object.
 */
backend_capabilities: { [key in string]: JsonValue }, 
/**
 * Sandbox enforcement. Default: `"unavailable"`.
 */
sandbox_enforcement: SandboxEnforcement, };

export type WorkerStatusCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "worker.status", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Worker id.
 */
worker_id: string, };

export type WorkerStatusResult = { 
/**
 * Worker.
 */
worker: Record<string, unknown>, };

export type WorkflowFormat = "json" | "toml";

export type WorkflowGetCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "workflow.get", 
/**
 * Workflow id.
 */
workflow_id: string, };

export type WorkflowGetResult = { 
/**
 * Workflow.
 */
workflow: Record<string, unknown>, };

export type WorkflowListCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "workflow.list", 
/**
 * Limit. Default: `50`.
 */
limit?: number, };

export type WorkflowListResult = { 
/**
 * Workflows. Default: empty list.
 */
workflows: Array<Record<string, unknown>>, };

export type WorkflowStartCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "workflow.start", 
/**
 * Source.
 */
source: string, 
/**
 * Format.
 */
format: WorkflowFormat, };

export type WorkflowStartResult = { 
/**
 * Workflow id.
 */
workflow_id: string, 
/**
 * Status. Constant; always present in what a server writes.
 */
status: "started", };

export type WorkspaceCommitCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "workspace.commit", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Message.
 */
message: string, 
/**
 * Expected digest.
 */
expected_digest: string, 
/**
 * Confirmed. Default: `false`.
 */
confirmed?: boolean, };

export type WorkspaceDiffCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "workspace.diff", 
/**
 * Scope. Default: `"all"`.
 */
scope?: DiffScope, 
/**
 * Path. Default: `"."`.
 */
path?: string, 
/**
 * Session id. Default: `""`.
 */
session_id?: string, };

export type WorkspaceDiffResult = { 
/**
 * Payload.
 */
payload: Record<string, unknown>, };

export type WorkspaceStageCommand = { 
/**
 * The `type` tag; may be absent on decode, always emitted.
 */
type?: "workspace.stage", 
/**
 * Session id.
 */
session_id: string, 
/**
 * Paths.
 */
paths: Array<string>, 
/**
 * Expected digest.
 */
expected_digest: string, 
/**
 * Confirmed. Default: `false`.
 */
confirmed?: boolean, };

export type WorkspaceTrust = "untrusted" | "trusted";

/**
 * A JSON-RPC request id: a string or a number, echoed back in the response.
 */
export type RequestId = string | number;

/**
 * A JSON-RPC error object. `code` is one of `ERROR_CODES` or any other code a server sends;
 * `data` is omitted when there is none.
 */
export type ErrorObject = { code: number; message: string; data?: unknown };

/**
 * Every method by name: its `params` (what a client sends) and its `result` (what it
 * receives; `unknown` where the contract documents no result type). The same table as
 * the `METHODS` value.
 */
export interface Methods {
  "core.authenticate": { params: CoreAuthenticateCommand; result: CoreAuthenticateResult };
  "core.ping": { params: PingCommand; result: PongResult };
  "agent.run": { params: AgentRunCommand; result: AgentRunResult };
  "goal.create": { params: GoalCreateCommand; result: GoalCreateResult };
  "goal.get": { params: GoalGetCommand; result: GoalGetResult };
  "goal.list": { params: GoalListCommand; result: GoalListResult };
  "goal.edit": { params: GoalEditCommand; result: GoalActionResult };
  "goal.pause": { params: GoalPauseCommand; result: GoalActionResult };
  "goal.resume": { params: GoalResumeCommand; result: GoalActionResult };
  "goal.clear": { params: GoalClearCommand; result: GoalActionResult };
  "goal.complete": { params: GoalCompleteCommand; result: GoalActionResult };
  "goal.continue_decision": { params: GoalContinueDecisionCommand; result: GoalContinueDecisionResult };
  "run.cancel": { params: RunCancelCommand; result: RunCancelResult };
  "run.steer": { params: RunSteerCommand; result: RunSteerResult };
  "plan.respond": { params: PlanRespondCommand; result: PlanRespondResult };
  "event.subscribe": { params: EventSubscribeCommand; result: EventSubscribeResult };
  "event.unsubscribe": { params: EventUnsubscribeCommand; result: EventUnsubscribeResult };
  "event.replay": { params: EventReplayCommand; result: EventReplayResult };
  "thread.create": { params: ThreadCreateCommand; result: ThreadCreateResult };
  "thread.list": { params: ThreadListCommand; result: ThreadListResult };
  "thread.get": { params: ThreadGetCommand; result: ThreadGetResult };
  "thread.update": { params: ThreadUpdateCommand; result: ThreadUpdateResult };
  "thread.archive": { params: ThreadArchiveCommand; result: ThreadArchiveResult };
  "turn.start": { params: TurnStartCommand; result: TurnStartResult };
  "turn.get": { params: TurnGetCommand; result: TurnGetResult };
  "turn.list": { params: TurnListCommand; result: TurnListResult };
  "turn.interrupt": { params: TurnInterruptCommand; result: TurnInterruptResult };
  "turn.steer": { params: TurnSteerCommand; result: TurnSteerResult };
  "turn.items": { params: TurnItemsCommand; result: TurnItemsResult };
  "runtime.capabilities": { params: RuntimeCapabilitiesCommand; result: RuntimeCapabilitiesResult };
  "session.create": { params: SessionCreateCommand; result: SessionCreateResult };
  "session.send_message": { params: SessionSendMessageCommand; result: SessionSendMessageResult };
  "session.get_authority": { params: SessionGetAuthorityCommand; result: SessionAuthorityResult };
  "session.set_authority": { params: SessionSetAuthorityCommand; result: SessionAuthorityResult };
  "session.get_history": { params: SessionGetHistoryCommand; result: SessionGetHistoryResult };
  "session.list": { params: SessionListCommand; result: SessionListResult };
  "session.resume": { params: SessionResumeCommand; result: SessionResumeResult };
  "session.rename": { params: SessionRenameCommand; result: SessionRenameResult };
  "session.fork": { params: SessionForkCommand; result: SessionForkResult };
  "session.export": { params: SessionExportCommand; result: SessionExportResult };
  "session.delete": { params: SessionDeleteCommand; result: SessionDeleteResult };
  "session.close": { params: SessionCloseCommand; result: SessionCloseResult };
  "permission.respond": { params: PermissionRespondCommand; result: PermissionRespondResult };
  "user_question.respond": { params: UserQuestionRespondCommand; result: UserQuestionRespondResult };
  "session.compact": { params: SessionCompactCommand; result: SessionCompactResult };
  "session.tasks": { params: SessionTasksCommand; result: SessionTasksResult };
  "worker.list": { params: WorkerListCommand; result: WorkerListResult };
  "worker.start": { params: WorkerStartCommand; result: WorkerStartResult };
  "worker.status": { params: WorkerStatusCommand; result: WorkerStatusResult };
  "worker.retry": { params: WorkerRetryCommand; result: WorkerRetryResult };
  "worker.events": { params: WorkerEventsCommand; result: WorkerEventsResult };
  "worker.followup": { params: WorkerFollowupCommand; result: WorkerFollowupResult };
  "worker.review": { params: WorkerReviewCommand; result: WorkerReviewResult };
  "worker.apply": { params: WorkerApplyCommand; result: WorkerApplyResult };
  "workflow.start": { params: WorkflowStartCommand; result: WorkflowStartResult };
  "workflow.list": { params: WorkflowListCommand; result: WorkflowListResult };
  "workflow.get": { params: WorkflowGetCommand; result: WorkflowGetResult };
  "workspace.diff": { params: WorkspaceDiffCommand; result: WorkspaceDiffResult };
  "session.checkpoints": { params: SessionCheckpointsCommand; result: SessionCheckpointsResult };
  "session.rewind": { params: SessionRewindCommand; result: SessionRewindResult };
  "session.context": { params: SessionContextCommand; result: SessionContextResult };
  "turn.inspect": { params: TurnInspectCommand; result: TurnInspectResult };
  "mcp.list": { params: McpListCommand; result: McpListResult };
  "hooks.list": { params: HooksListCommand; result: HooksListResult };
  "hooks.rerun": { params: HookRerunCommand; result: HookRerunResult };
  "memory.list": { params: MemoryListCommand; result: MemoryListResult };
  "memory.delete": { params: MemoryDeleteCommand; result: MemoryDeleteResult };
  "background.get": { params: BackgroundGetCommand; result: BackgroundGetResult };
  "background.cancel": { params: BackgroundCancelCommand; result: BackgroundCancelResult };
  "worker.cancel": { params: WorkerCancelCommand; result: WorkerCancelResult };
  "agent.settings.get": { params: AgentSettingsGetCommand; result: unknown };
  "agent.settings.set": { params: AgentSettingsSetCommand; result: unknown };
  "artifact.gc": { params: ArtifactGcCommand; result: unknown };
  "artifact.list": { params: ArtifactListCommand; result: unknown };
  "core.shutdown": { params: CoreShutdownCommand; result: unknown };
  "memory.add": { params: MemoryAddCommand; result: unknown };
  "memory.edit": { params: MemoryEditCommand; result: unknown };
  "memory.expire": { params: MemoryExpireCommand; result: unknown };
  "memory.pin": { params: MemoryPinCommand; result: unknown };
  "memory.settings.get": { params: MemorySettingsGetCommand; result: unknown };
  "memory.settings.set": { params: MemorySettingsSetCommand; result: unknown };
  "project.activate": { params: ProjectActivateCommand; result: unknown };
  "project.open": { params: ProjectOpenCommand; result: unknown };
  "session.execute_command": { params: SessionExecuteCommand; result: unknown };
  "session.import": { params: SessionImportCommand; result: unknown };
  "session.list_queue": { params: SessionListQueueCommand; result: unknown };
  "session.navigate": { params: SessionNavigateCommand; result: unknown };
  "session.queue_message": { params: SessionQueueMessageCommand; result: unknown };
  "session.reload": { params: SessionReloadCommand; result: unknown };
  "session.remove_queued_message": { params: SessionRemoveQueuedMessageCommand; result: unknown };
  "session.retry_queued_message": { params: SessionRetryQueuedMessageCommand; result: unknown };
  "session.rewind_preview": { params: SessionRewindPreviewCommand; result: unknown };
  "session.set_model": { params: SessionSetModelCommand; result: unknown };
  "session.set_thinking": { params: SessionSetThinkingCommand; result: unknown };
  "session.tree": { params: SessionTreeCommand; result: unknown };
  "web.launch": { params: WebLaunchCommand; result: unknown };
  "workspace.commit": { params: WorkspaceCommitCommand; result: unknown };
  "workspace.stage": { params: WorkspaceStageCommand; result: unknown };
}

/**
 * A method name.
 */
export type MethodName = keyof Methods;

/**
 * The params type of a method: `ParamsOf<"agent.run">` is `AgentRunCommand`.
 */
export type ParamsOf<M extends MethodName> = Methods[M]["params"];

/**
 * The result type of a method: `ResultOf<"agent.run">` is `AgentRunResult`.
 */
export type ResultOf<M extends MethodName> = Methods[M]["result"];

/**
 * A request for a method (any method by default, as a union narrowed by `method`).
 */
export type Request<M extends MethodName = MethodName> = {
  [K in M]: { jsonrpc: "2.0"; id: RequestId; method: K; params: ParamsOf<K> };
}[M];

/**
 * A successful response to a request for `M`.
 */
export type SuccessResponse<M extends MethodName = MethodName> = {
  jsonrpc: "2.0";
  id: RequestId;
  result: ResultOf<M>;
};

/**
 * An error response; `id` is `null` when the request's id could not be read.
 */
export type ErrorResponse = { jsonrpc: "2.0"; id: RequestId | null; error: ErrorObject };

/**
 * A response to a request for `M`: exactly one of `result` and `error`.
 */
export type Response<M extends MethodName = MethodName> = SuccessResponse<M> | ErrorResponse;

/**
 * Every frame a client reads: a response or an event push.
 */
export type ServerMessage = Response | EventPushEnvelope;

// Runtime tables, generated from coderook-protocol's static tables.

/**
 * The `jsonrpc` member of every request and response.
 */
export const JSONRPC_VERSION = "2.0" as const;

/**
 * Where the server listens unless told otherwise (loopback only).
 */
export const DEFAULT_ADDR = "127.0.0.1:7437" as const;

/**
 * The default TCP port.
 */
export const DEFAULT_PORT = 7437 as const;

/**
 * The environment variable that may select another loopback host.
 */
export const HOST_ENV = "CODEROOK_HOST" as const;

/**
 * The environment variable holding the IPC token sent with `core.authenticate`.
 */
export const TOKEN_ENV = "CODEROOK_IPC_TOKEN" as const;

/**
 * Every JSON-RPC method: its params type and result type by name (`null`: the contract
 * documents no result type), and whether it only reads (`read_only`: calling it again has no
 * effect the first call did not have, so a client may repeat a call a disconnect interrupted).
 * `Methods` is the same table as types.
 */
export const METHODS = [
  {
    "method": "core.authenticate",
    "params": "CoreAuthenticateCommand",
    "result": "CoreAuthenticateResult",
    "read_only": false
  },
  {
    "method": "core.ping",
    "params": "PingCommand",
    "result": "PongResult",
    "read_only": true
  },
  {
    "method": "agent.run",
    "params": "AgentRunCommand",
    "result": "AgentRunResult",
    "read_only": false
  },
  {
    "method": "goal.create",
    "params": "GoalCreateCommand",
    "result": "GoalCreateResult",
    "read_only": false
  },
  {
    "method": "goal.get",
    "params": "GoalGetCommand",
    "result": "GoalGetResult",
    "read_only": true
  },
  {
    "method": "goal.list",
    "params": "GoalListCommand",
    "result": "GoalListResult",
    "read_only": true
  },
  {
    "method": "goal.edit",
    "params": "GoalEditCommand",
    "result": "GoalActionResult",
    "read_only": false
  },
  {
    "method": "goal.pause",
    "params": "GoalPauseCommand",
    "result": "GoalActionResult",
    "read_only": false
  },
  {
    "method": "goal.resume",
    "params": "GoalResumeCommand",
    "result": "GoalActionResult",
    "read_only": false
  },
  {
    "method": "goal.clear",
    "params": "GoalClearCommand",
    "result": "GoalActionResult",
    "read_only": false
  },
  {
    "method": "goal.complete",
    "params": "GoalCompleteCommand",
    "result": "GoalActionResult",
    "read_only": false
  },
  {
    "method": "goal.continue_decision",
    "params": "GoalContinueDecisionCommand",
    "result": "GoalContinueDecisionResult",
    "read_only": false
  },
  {
    "method": "run.cancel",
    "params": "RunCancelCommand",
    "result": "RunCancelResult",
    "read_only": false
  },
  {
    "method": "run.steer",
    "params": "RunSteerCommand",
    "result": "RunSteerResult",
    "read_only": false
  },
  {
    "method": "plan.respond",
    "params": "PlanRespondCommand",
    "result": "PlanRespondResult",
    "read_only": false
  },
  {
    "method": "event.subscribe",
    "params": "EventSubscribeCommand",
    "result": "EventSubscribeResult",
    "read_only": false
  },
  {
    "method": "event.unsubscribe",
    "params": "EventUnsubscribeCommand",
    "result": "EventUnsubscribeResult",
    "read_only": false
  },
  {
    "method": "event.replay",
    "params": "EventReplayCommand",
    "result": "EventReplayResult",
    "read_only": true
  },
  {
    "method": "thread.create",
    "params": "ThreadCreateCommand",
    "result": "ThreadCreateResult",
    "read_only": false
  },
  {
    "method": "thread.list",
    "params": "ThreadListCommand",
    "result": "ThreadListResult",
    "read_only": true
  },
  {
    "method": "thread.get",
    "params": "ThreadGetCommand",
    "result": "ThreadGetResult",
    "read_only": true
  },
  {
    "method": "thread.update",
    "params": "ThreadUpdateCommand",
    "result": "ThreadUpdateResult",
    "read_only": false
  },
  {
    "method": "thread.archive",
    "params": "ThreadArchiveCommand",
    "result": "ThreadArchiveResult",
    "read_only": false
  },
  {
    "method": "turn.start",
    "params": "TurnStartCommand",
    "result": "TurnStartResult",
    "read_only": false
  },
  {
    "method": "turn.get",
    "params": "TurnGetCommand",
    "result": "TurnGetResult",
    "read_only": true
  },
  {
    "method": "turn.list",
    "params": "TurnListCommand",
    "result": "TurnListResult",
    "read_only": true
  },
  {
    "method": "turn.interrupt",
    "params": "TurnInterruptCommand",
    "result": "TurnInterruptResult",
    "read_only": false
  },
  {
    "method": "turn.steer",
    "params": "TurnSteerCommand",
    "result": "TurnSteerResult",
    "read_only": false
  },
  {
    "method": "turn.items",
    "params": "TurnItemsCommand",
    "result": "TurnItemsResult",
    "read_only": true
  },
  {
    "method": "runtime.capabilities",
    "params": "RuntimeCapabilitiesCommand",
    "result": "RuntimeCapabilitiesResult",
    "read_only": true
  },
  {
    "method": "session.create",
    "params": "SessionCreateCommand",
    "result": "SessionCreateResult",
    "read_only": false
  },
  {
    "method": "session.send_message",
    "params": "SessionSendMessageCommand",
    "result": "SessionSendMessageResult",
    "read_only": false
  },
  {
    "method": "session.get_authority",
    "params": "SessionGetAuthorityCommand",
    "result": "SessionAuthorityResult",
    "read_only": true
  },
  {
    "method": "session.set_authority",
    "params": "SessionSetAuthorityCommand",
    "result": "SessionAuthorityResult",
    "read_only": false
  },
  {
    "method": "session.get_history",
    "params": "SessionGetHistoryCommand",
    "result": "SessionGetHistoryResult",
    "read_only": true
  },
  {
    "method": "session.list",
    "params": "SessionListCommand",
    "result": "SessionListResult",
    "read_only": true
  },
  {
    "method": "session.resume",
    "params": "SessionResumeCommand",
    "result": "SessionResumeResult",
    "read_only": false
  },
  {
    "method": "session.rename",
    "params": "SessionRenameCommand",
    "result": "SessionRenameResult",
    "read_only": false
  },
  {
    "method": "session.fork",
    "params": "SessionForkCommand",
    "result": "SessionForkResult",
    "read_only": false
  },
  {
    "method": "session.export",
    "params": "SessionExportCommand",
    "result": "SessionExportResult",
    "read_only": true
  },
  {
    "method": "session.delete",
    "params": "SessionDeleteCommand",
    "result": "SessionDeleteResult",
    "read_only": false
  },
  {
    "method": "session.close",
    "params": "SessionCloseCommand",
    "result": "SessionCloseResult",
    "read_only": false
  },
  {
    "method": "permission.respond",
    "params": "PermissionRespondCommand",
    "result": "PermissionRespondResult",
    "read_only": false
  },
  {
    "method": "user_question.respond",
    "params": "UserQuestionRespondCommand",
    "result": "UserQuestionRespondResult",
    "read_only": false
  },
  {
    "method": "session.compact",
    "params": "SessionCompactCommand",
    "result": "SessionCompactResult",
    "read_only": false
  },
  {
    "method": "session.tasks",
    "params": "SessionTasksCommand",
    "result": "SessionTasksResult",
    "read_only": true
  },
  {
    "method": "worker.list",
    "params": "WorkerListCommand",
    "result": "WorkerListResult",
    "read_only": true
  },
  {
    "method": "worker.start",
    "params": "WorkerStartCommand",
    "result": "WorkerStartResult",
    "read_only": false
  },
  {
    "method": "worker.status",
    "params": "WorkerStatusCommand",
    "result": "WorkerStatusResult",
    "read_only": true
  },
  {
    "method": "worker.retry",
    "params": "WorkerRetryCommand",
    "result": "WorkerRetryResult",
    "read_only": false
  },
  {
    "method": "worker.events",
    "params": "WorkerEventsCommand",
    "result": "WorkerEventsResult",
    "read_only": true
  },
  {
    "method": "worker.followup",
    "params": "WorkerFollowupCommand",
    "result": "WorkerFollowupResult",
    "read_only": false
  },
  {
    "method": "worker.review",
    "params": "WorkerReviewCommand",
    "result": "WorkerReviewResult",
    "read_only": false
  },
  {
    "method": "worker.apply",
    "params": "WorkerApplyCommand",
    "result": "WorkerApplyResult",
    "read_only": false
  },
  {
    "method": "workflow.start",
    "params": "WorkflowStartCommand",
    "result": "WorkflowStartResult",
    "read_only": false
  },
  {
    "method": "workflow.list",
    "params": "WorkflowListCommand",
    "result": "WorkflowListResult",
    "read_only": true
  },
  {
    "method": "workflow.get",
    "params": "WorkflowGetCommand",
    "result": "WorkflowGetResult",
    "read_only": true
  },
  {
    "method": "workspace.diff",
    "params": "WorkspaceDiffCommand",
    "result": "WorkspaceDiffResult",
    "read_only": true
  },
  {
    "method": "session.checkpoints",
    "params": "SessionCheckpointsCommand",
    "result": "SessionCheckpointsResult",
    "read_only": true
  },
  {
    "method": "session.rewind",
    "params": "SessionRewindCommand",
    "result": "SessionRewindResult",
    "read_only": false
  },
  {
    "method": "session.context",
    "params": "SessionContextCommand",
    "result": "SessionContextResult",
    "read_only": true
  },
  {
    "method": "turn.inspect",
    "params": "TurnInspectCommand",
    "result": "TurnInspectResult",
    "read_only": true
  },
  {
    "method": "mcp.list",
    "params": "McpListCommand",
    "result": "McpListResult",
    "read_only": true
  },
  {
    "method": "hooks.list",
    "params": "HooksListCommand",
    "result": "HooksListResult",
    "read_only": true
  },
  {
    "method": "hooks.rerun",
    "params": "HookRerunCommand",
    "result": "HookRerunResult",
    "read_only": false
  },
  {
    "method": "memory.list",
    "params": "MemoryListCommand",
    "result": "MemoryListResult",
    "read_only": true
  },
  {
    "method": "memory.delete",
    "params": "MemoryDeleteCommand",
    "result": "MemoryDeleteResult",
    "read_only": false
  },
  {
    "method": "background.get",
    "params": "BackgroundGetCommand",
    "result": "BackgroundGetResult",
    "read_only": true
  },
  {
    "method": "background.cancel",
    "params": "BackgroundCancelCommand",
    "result": "BackgroundCancelResult",
    "read_only": false
  },
  {
    "method": "worker.cancel",
    "params": "WorkerCancelCommand",
    "result": "WorkerCancelResult",
    "read_only": false
  },
  {
    "method": "agent.settings.get",
    "params": "AgentSettingsGetCommand",
    "result": null,
    "read_only": true
  },
  {
    "method": "agent.settings.set",
    "params": "AgentSettingsSetCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "artifact.gc",
    "params": "ArtifactGcCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "artifact.list",
    "params": "ArtifactListCommand",
    "result": null,
    "read_only": true
  },
  {
    "method": "core.shutdown",
    "params": "CoreShutdownCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "memory.add",
    "params": "MemoryAddCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "memory.edit",
    "params": "MemoryEditCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "memory.expire",
    "params": "MemoryExpireCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "memory.pin",
    "params": "MemoryPinCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "memory.settings.get",
    "params": "MemorySettingsGetCommand",
    "result": null,
    "read_only": true
  },
  {
    "method": "memory.settings.set",
    "params": "MemorySettingsSetCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "project.activate",
    "params": "ProjectActivateCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "project.open",
    "params": "ProjectOpenCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.execute_command",
    "params": "SessionExecuteCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.import",
    "params": "SessionImportCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.list_queue",
    "params": "SessionListQueueCommand",
    "result": null,
    "read_only": true
  },
  {
    "method": "session.navigate",
    "params": "SessionNavigateCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.queue_message",
    "params": "SessionQueueMessageCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.reload",
    "params": "SessionReloadCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.remove_queued_message",
    "params": "SessionRemoveQueuedMessageCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.retry_queued_message",
    "params": "SessionRetryQueuedMessageCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.rewind_preview",
    "params": "SessionRewindPreviewCommand",
    "result": null,
    "read_only": true
  },
  {
    "method": "session.set_model",
    "params": "SessionSetModelCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.set_thinking",
    "params": "SessionSetThinkingCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "session.tree",
    "params": "SessionTreeCommand",
    "result": null,
    "read_only": true
  },
  {
    "method": "web.launch",
    "params": "WebLaunchCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "workspace.commit",
    "params": "WorkspaceCommitCommand",
    "result": null,
    "read_only": false
  },
  {
    "method": "workspace.stage",
    "params": "WorkspaceStageCommand",
    "result": null,
    "read_only": false
  }
] as const;

/**
 * Every event `type`, the name of its type, and the member holding its ledger place
 * (`position`; `null`: the event is live-only).
 */
export const EVENT_TYPES = [
  {
    "type": "core.started",
    "name": "CoreStartedEvent",
    "position": null
  },
  {
    "type": "runtime.event",
    "name": "RuntimeEventAppendedEvent",
    "position": "seq"
  },
  {
    "type": "hook.executed",
    "name": "HookExecutedEvent",
    "position": null
  },
  {
    "type": "goal.continue_decision",
    "name": "GoalContinueDecisionEvent",
    "position": null
  },
  {
    "type": "run.started",
    "name": "RunStartedEvent",
    "position": "ledger_seq"
  },
  {
    "type": "run.finished",
    "name": "RunFinishedEvent",
    "position": "ledger_seq"
  },
  {
    "type": "run.steered",
    "name": "RunSteeredEvent",
    "position": null
  },
  {
    "type": "step.started",
    "name": "StepStartedEvent",
    "position": "ledger_seq"
  },
  {
    "type": "step.finished",
    "name": "StepFinishedEvent",
    "position": "ledger_seq"
  },
  {
    "type": "agent.decision",
    "name": "AgentDecisionEvent",
    "position": null
  },
  {
    "type": "agent.stuck",
    "name": "AgentStuckEvent",
    "position": null
  },
  {
    "type": "tool.call_started",
    "name": "ToolCallStartedEvent",
    "position": "ledger_seq"
  },
  {
    "type": "tool.call_finished",
    "name": "ToolCallFinishedEvent",
    "position": "ledger_seq"
  },
  {
    "type": "tool.call_failed",
    "name": "ToolCallFailedEvent",
    "position": "ledger_seq"
  },
  {
    "type": "llm.model_selected",
    "name": "LlmModelSelectedEvent",
    "position": null
  },
  {
    "type": "llm.route_selected",
    "name": "LlmRouteSelectedEvent",
    "position": null
  },
  {
    "type": "llm.token",
    "name": "LlmTokenEvent",
    "position": null
  },
  {
    "type": "llm.reasoning",
    "name": "LlmReasoningEvent",
    "position": null
  },
  {
    "type": "llm.usage",
    "name": "LlmUsageEvent",
    "position": null
  },
  {
    "type": "llm.request_prepared",
    "name": "LlmRequestPreparedEvent",
    "position": "ledger_seq"
  },
  {
    "type": "llm.retry",
    "name": "LlmRetryEvent",
    "position": "ledger_seq"
  },
  {
    "type": "context.prefix_fingerprint",
    "name": "ContextPrefixFingerprintEvent",
    "position": null
  },
  {
    "type": "context.budget",
    "name": "ContextBudgetEvent",
    "position": null
  },
  {
    "type": "context.working_set",
    "name": "ContextWorkingSetEvent",
    "position": null
  },
  {
    "type": "lsp.diagnostics",
    "name": "LspDiagnosticsEvent",
    "position": null
  },
  {
    "type": "log.line",
    "name": "LogLineEvent",
    "position": null
  },
  {
    "type": "session.created",
    "name": "SessionCreatedEvent",
    "position": null
  },
  {
    "type": "session.message_received",
    "name": "SessionMessageReceivedEvent",
    "position": null
  },
  {
    "type": "session.waiting_for_input",
    "name": "SessionWaitingForInputEvent",
    "position": null
  },
  {
    "type": "plan.ready",
    "name": "PlanReadyEvent",
    "position": null
  },
  {
    "type": "plan.resolved",
    "name": "PlanResolvedEvent",
    "position": null
  },
  {
    "type": "plan.updated",
    "name": "PlanUpdatedEvent",
    "position": null
  },
  {
    "type": "user_question.asked",
    "name": "UserQuestionAskedEvent",
    "position": null
  },
  {
    "type": "session.resumed",
    "name": "SessionResumedEvent",
    "position": null
  },
  {
    "type": "session.renamed",
    "name": "SessionRenamedEvent",
    "position": null
  },
  {
    "type": "session.forked",
    "name": "SessionForkedEvent",
    "position": null
  },
  {
    "type": "session.deleted",
    "name": "SessionDeletedEvent",
    "position": null
  },
  {
    "type": "session.closed",
    "name": "SessionClosedEvent",
    "position": null
  },
  {
    "type": "agent.message",
    "name": "AgentMessageEvent",
    "position": "ledger_seq"
  },
  {
    "type": "agent.repeat_notice",
    "name": "AgentRepeatNoticeEvent",
    "position": null
  },
  {
    "type": "audit.degraded",
    "name": "AuditDegradedEvent",
    "position": null
  },
  {
    "type": "background.finished",
    "name": "BackgroundJobFinishedEvent",
    "position": null
  },
  {
    "type": "background.started",
    "name": "BackgroundJobStartedEvent",
    "position": null
  },
  {
    "type": "context.compacted",
    "name": "ContextCompactedEvent",
    "position": null
  },
  {
    "type": "context.compaction.committed",
    "name": "ContextCompactionCommittedEvent",
    "position": null
  },
  {
    "type": "context.compaction.started",
    "name": "ContextCompactionStartedEvent",
    "position": null
  },
  {
    "type": "context.compaction.summary",
    "name": "ContextCompactionSummaryEvent",
    "position": null
  },
  {
    "type": "context.repository",
    "name": "ContextRepositoryEvent",
    "position": null
  },
  {
    "type": "core.workspace_changed",
    "name": "CoreWorkspaceChangedEvent",
    "position": null
  },
  {
    "type": "extension.notification",
    "name": "ExtensionNotificationEvent",
    "position": null
  },
  {
    "type": "extension.ui_updated",
    "name": "ExtensionUiUpdatedEvent",
    "position": null
  },
  {
    "type": "llm.attempt_finished",
    "name": "LlmAttemptFinishedEvent",
    "position": "ledger_seq"
  },
  {
    "type": "permission.denied",
    "name": "PermissionDeniedEvent",
    "position": null
  },
  {
    "type": "permission.granted",
    "name": "PermissionGrantedEvent",
    "position": null
  },
  {
    "type": "permission.requested",
    "name": "PermissionRequestedEvent",
    "position": null
  },
  {
    "type": "recovery.available",
    "name": "RecoveryAvailableEvent",
    "position": null
  },
  {
    "type": "recovery.resolved",
    "name": "RecoveryResolvedEvent",
    "position": null
  },
  {
    "type": "run.phase_changed",
    "name": "RunPhaseChangedEvent",
    "position": null
  },
  {
    "type": "session.interrupted",
    "name": "SessionInterruptedEvent",
    "position": null
  },
  {
    "type": "skill.invoked",
    "name": "SkillInvokedEvent",
    "position": null
  },
  {
    "type": "strategy.proposed",
    "name": "StrategyProposedEvent",
    "position": null
  },
  {
    "type": "strategy.resolved",
    "name": "StrategyResolvedEvent",
    "position": null
  },
  {
    "type": "subagent.finished",
    "name": "SubagentFinishedEvent",
    "position": null
  },
  {
    "type": "subagent.started",
    "name": "SubagentStartedEvent",
    "position": null
  },
  {
    "type": "task.profiled",
    "name": "TaskProfiledEvent",
    "position": null
  },
  {
    "type": "tool.call_progress",
    "name": "ToolCallProgressEvent",
    "position": null
  },
  {
    "type": "verification.completed",
    "name": "VerificationCompletedEvent",
    "position": null
  },
  {
    "type": "verification.failed",
    "name": "VerificationFailedEvent",
    "position": null
  }
] as const;

/**
 * The contract's JSON-RPC error codes, with names and meanings.
 */
export const ERROR_CODES = [
  {
    "code": -32700,
    "name": "Parse Error",
    "meaning": "Invalid JSON received"
  },
  {
    "code": -32600,
    "name": "Invalid Request",
    "meaning": "Missing required JSON-RPC fields"
  },
  {
    "code": -32601,
    "name": "Method Not Found",
    "meaning": "Unknown method"
  },
  {
    "code": -32602,
    "name": "Invalid Params",
    "meaning": "Parameter validation failed"
  },
  {
    "code": -32603,
    "name": "Internal Error",
    "meaning": "Handler raised an unhandled exception"
  },
  {
    "code": -32001,
    "name": "Authentication Required",
    "meaning": "First frame was not authentication"
  },
  {
    "code": -32002,
    "name": "Authentication Failed",
    "meaning": "Credential was malformed or incorrect"
  },
  {
    "code": -32010,
    "name": "Session Not Found",
    "meaning": "Requested session does not exist"
  },
  {
    "code": -32011,
    "name": "Session Closed",
    "meaning": "Session cannot accept a message"
  },
  {
    "code": -32012,
    "name": "Session Busy",
    "meaning": "Session already has an active run"
  },
  {
    "code": -32013,
    "name": "Session Not Resumable",
    "meaning": "Session mode cannot be resumed"
  },
  {
    "code": -32014,
    "name": "Run Not Active",
    "meaning": "Run cannot be cancelled"
  }
] as const;
