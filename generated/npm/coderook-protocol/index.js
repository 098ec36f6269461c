// Coderook wire protocol: TypeScript declarations generated from coderook-protocol.
// Do not edit: run `cargo run -p codegen -- generate`.

/**
 * The `jsonrpc` member of every request and response.
 */
export const JSONRPC_VERSION = "2.0";

/**
 * Where the server listens unless told otherwise (loopback only).
 */
export const DEFAULT_ADDR = "127.0.0.1:7437";

/**
 * The default TCP port.
 */
export const DEFAULT_PORT = 7437;

/**
 * The environment variable that may select another loopback host.
 */
export const HOST_ENV = "CODEROOK_HOST";

/**
 * The environment variable holding the IPC token sent with `core.authenticate`.
 */
export const TOKEN_ENV = "CODEROOK_IPC_TOKEN";

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
];

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
];

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
];
