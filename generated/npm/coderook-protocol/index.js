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
 * documents no result type). `Methods` is the same table as types.
 */
export const METHODS = [
  {
    "method": "core.authenticate",
    "params": "CoreAuthenticateCommand",
    "result": "CoreAuthenticateResult"
  },
  {
    "method": "core.ping",
    "params": "PingCommand",
    "result": "PongResult"
  },
  {
    "method": "agent.run",
    "params": "AgentRunCommand",
    "result": "AgentRunResult"
  },
  {
    "method": "goal.create",
    "params": "GoalCreateCommand",
    "result": "GoalCreateResult"
  },
  {
    "method": "goal.get",
    "params": "GoalGetCommand",
    "result": "GoalGetResult"
  },
  {
    "method": "goal.list",
    "params": "GoalListCommand",
    "result": "GoalListResult"
  },
  {
    "method": "goal.edit",
    "params": "GoalEditCommand",
    "result": "GoalActionResult"
  },
  {
    "method": "goal.pause",
    "params": "GoalPauseCommand",
    "result": "GoalActionResult"
  },
  {
    "method": "goal.resume",
    "params": "GoalResumeCommand",
    "result": "GoalActionResult"
  },
  {
    "method": "goal.clear",
    "params": "GoalClearCommand",
    "result": "GoalActionResult"
  },
  {
    "method": "goal.complete",
    "params": "GoalCompleteCommand",
    "result": "GoalActionResult"
  },
  {
    "method": "goal.continue_decision",
    "params": "GoalContinueDecisionCommand",
    "result": "GoalContinueDecisionResult"
  },
  {
    "method": "run.cancel",
    "params": "RunCancelCommand",
    "result": "RunCancelResult"
  },
  {
    "method": "run.steer",
    "params": "RunSteerCommand",
    "result": "RunSteerResult"
  },
  {
    "method": "plan.respond",
    "params": "PlanRespondCommand",
    "result": "PlanRespondResult"
  },
  {
    "method": "event.subscribe",
    "params": "EventSubscribeCommand",
    "result": "EventSubscribeResult"
  },
  {
    "method": "event.unsubscribe",
    "params": "EventUnsubscribeCommand",
    "result": "EventUnsubscribeResult"
  },
  {
    "method": "event.replay",
    "params": "EventReplayCommand",
    "result": "EventReplayResult"
  },
  {
    "method": "thread.create",
    "params": "ThreadCreateCommand",
    "result": "ThreadCreateResult"
  },
  {
    "method": "thread.list",
    "params": "ThreadListCommand",
    "result": "ThreadListResult"
  },
  {
    "method": "thread.get",
    "params": "ThreadGetCommand",
    "result": "ThreadGetResult"
  },
  {
    "method": "thread.update",
    "params": "ThreadUpdateCommand",
    "result": "ThreadUpdateResult"
  },
  {
    "method": "thread.archive",
    "params": "ThreadArchiveCommand",
    "result": "ThreadArchiveResult"
  },
  {
    "method": "turn.start",
    "params": "TurnStartCommand",
    "result": "TurnStartResult"
  },
  {
    "method": "turn.get",
    "params": "TurnGetCommand",
    "result": "TurnGetResult"
  },
  {
    "method": "turn.list",
    "params": "TurnListCommand",
    "result": "TurnListResult"
  },
  {
    "method": "turn.interrupt",
    "params": "TurnInterruptCommand",
    "result": "TurnInterruptResult"
  },
  {
    "method": "turn.steer",
    "params": "TurnSteerCommand",
    "result": "TurnSteerResult"
  },
  {
    "method": "turn.items",
    "params": "TurnItemsCommand",
    "result": "TurnItemsResult"
  },
  {
    "method": "runtime.capabilities",
    "params": "RuntimeCapabilitiesCommand",
    "result": "RuntimeCapabilitiesResult"
  },
  {
    "method": "session.create",
    "params": "SessionCreateCommand",
    "result": "SessionCreateResult"
  },
  {
    "method": "session.send_message",
    "params": "SessionSendMessageCommand",
    "result": "SessionSendMessageResult"
  },
  {
    "method": "session.get_authority",
    "params": "SessionGetAuthorityCommand",
    "result": "SessionAuthorityResult"
  },
  {
    "method": "session.set_authority",
    "params": "SessionSetAuthorityCommand",
    "result": "SessionAuthorityResult"
  },
  {
    "method": "session.get_history",
    "params": "SessionGetHistoryCommand",
    "result": "SessionGetHistoryResult"
  },
  {
    "method": "session.list",
    "params": "SessionListCommand",
    "result": "SessionListResult"
  },
  {
    "method": "session.resume",
    "params": "SessionResumeCommand",
    "result": "SessionResumeResult"
  },
  {
    "method": "session.rename",
    "params": "SessionRenameCommand",
    "result": "SessionRenameResult"
  },
  {
    "method": "session.fork",
    "params": "SessionForkCommand",
    "result": "SessionForkResult"
  },
  {
    "method": "session.export",
    "params": "SessionExportCommand",
    "result": "SessionExportResult"
  },
  {
    "method": "session.delete",
    "params": "SessionDeleteCommand",
    "result": "SessionDeleteResult"
  },
  {
    "method": "session.close",
    "params": "SessionCloseCommand",
    "result": "SessionCloseResult"
  },
  {
    "method": "permission.respond",
    "params": "PermissionRespondCommand",
    "result": "PermissionRespondResult"
  },
  {
    "method": "user_question.respond",
    "params": "UserQuestionRespondCommand",
    "result": "UserQuestionRespondResult"
  },
  {
    "method": "session.compact",
    "params": "SessionCompactCommand",
    "result": "SessionCompactResult"
  },
  {
    "method": "session.tasks",
    "params": "SessionTasksCommand",
    "result": "SessionTasksResult"
  },
  {
    "method": "worker.list",
    "params": "WorkerListCommand",
    "result": "WorkerListResult"
  },
  {
    "method": "worker.start",
    "params": "WorkerStartCommand",
    "result": "WorkerStartResult"
  },
  {
    "method": "worker.status",
    "params": "WorkerStatusCommand",
    "result": "WorkerStatusResult"
  },
  {
    "method": "worker.retry",
    "params": "WorkerRetryCommand",
    "result": "WorkerRetryResult"
  },
  {
    "method": "worker.events",
    "params": "WorkerEventsCommand",
    "result": "WorkerEventsResult"
  },
  {
    "method": "worker.followup",
    "params": "WorkerFollowupCommand",
    "result": "WorkerFollowupResult"
  },
  {
    "method": "worker.review",
    "params": "WorkerReviewCommand",
    "result": "WorkerReviewResult"
  },
  {
    "method": "worker.apply",
    "params": "WorkerApplyCommand",
    "result": "WorkerApplyResult"
  },
  {
    "method": "workflow.start",
    "params": "WorkflowStartCommand",
    "result": "WorkflowStartResult"
  },
  {
    "method": "workflow.list",
    "params": "WorkflowListCommand",
    "result": "WorkflowListResult"
  },
  {
    "method": "workflow.get",
    "params": "WorkflowGetCommand",
    "result": "WorkflowGetResult"
  },
  {
    "method": "workspace.diff",
    "params": "WorkspaceDiffCommand",
    "result": "WorkspaceDiffResult"
  },
  {
    "method": "session.checkpoints",
    "params": "SessionCheckpointsCommand",
    "result": "SessionCheckpointsResult"
  },
  {
    "method": "session.rewind",
    "params": "SessionRewindCommand",
    "result": "SessionRewindResult"
  },
  {
    "method": "session.context",
    "params": "SessionContextCommand",
    "result": "SessionContextResult"
  },
  {
    "method": "turn.inspect",
    "params": "TurnInspectCommand",
    "result": "TurnInspectResult"
  },
  {
    "method": "mcp.list",
    "params": "McpListCommand",
    "result": "McpListResult"
  },
  {
    "method": "hooks.list",
    "params": "HooksListCommand",
    "result": "HooksListResult"
  },
  {
    "method": "hooks.rerun",
    "params": "HookRerunCommand",
    "result": "HookRerunResult"
  },
  {
    "method": "memory.list",
    "params": "MemoryListCommand",
    "result": "MemoryListResult"
  },
  {
    "method": "memory.delete",
    "params": "MemoryDeleteCommand",
    "result": "MemoryDeleteResult"
  },
  {
    "method": "background.get",
    "params": "BackgroundGetCommand",
    "result": "BackgroundGetResult"
  },
  {
    "method": "background.cancel",
    "params": "BackgroundCancelCommand",
    "result": "BackgroundCancelResult"
  },
  {
    "method": "worker.cancel",
    "params": "WorkerCancelCommand",
    "result": "WorkerCancelResult"
  },
  {
    "method": "agent.settings.get",
    "params": "AgentSettingsGetCommand",
    "result": null
  },
  {
    "method": "agent.settings.set",
    "params": "AgentSettingsSetCommand",
    "result": null
  },
  {
    "method": "artifact.gc",
    "params": "ArtifactGcCommand",
    "result": null
  },
  {
    "method": "artifact.list",
    "params": "ArtifactListCommand",
    "result": null
  },
  {
    "method": "core.shutdown",
    "params": "CoreShutdownCommand",
    "result": null
  },
  {
    "method": "memory.add",
    "params": "MemoryAddCommand",
    "result": null
  },
  {
    "method": "memory.edit",
    "params": "MemoryEditCommand",
    "result": null
  },
  {
    "method": "memory.expire",
    "params": "MemoryExpireCommand",
    "result": null
  },
  {
    "method": "memory.pin",
    "params": "MemoryPinCommand",
    "result": null
  },
  {
    "method": "memory.settings.get",
    "params": "MemorySettingsGetCommand",
    "result": null
  },
  {
    "method": "memory.settings.set",
    "params": "MemorySettingsSetCommand",
    "result": null
  },
  {
    "method": "project.activate",
    "params": "ProjectActivateCommand",
    "result": null
  },
  {
    "method": "project.open",
    "params": "ProjectOpenCommand",
    "result": null
  },
  {
    "method": "session.execute_command",
    "params": "SessionExecuteCommand",
    "result": null
  },
  {
    "method": "session.import",
    "params": "SessionImportCommand",
    "result": null
  },
  {
    "method": "session.list_queue",
    "params": "SessionListQueueCommand",
    "result": null
  },
  {
    "method": "session.navigate",
    "params": "SessionNavigateCommand",
    "result": null
  },
  {
    "method": "session.queue_message",
    "params": "SessionQueueMessageCommand",
    "result": null
  },
  {
    "method": "session.reload",
    "params": "SessionReloadCommand",
    "result": null
  },
  {
    "method": "session.remove_queued_message",
    "params": "SessionRemoveQueuedMessageCommand",
    "result": null
  },
  {
    "method": "session.retry_queued_message",
    "params": "SessionRetryQueuedMessageCommand",
    "result": null
  },
  {
    "method": "session.rewind_preview",
    "params": "SessionRewindPreviewCommand",
    "result": null
  },
  {
    "method": "session.set_model",
    "params": "SessionSetModelCommand",
    "result": null
  },
  {
    "method": "session.set_thinking",
    "params": "SessionSetThinkingCommand",
    "result": null
  },
  {
    "method": "session.tree",
    "params": "SessionTreeCommand",
    "result": null
  },
  {
    "method": "web.launch",
    "params": "WebLaunchCommand",
    "result": null
  },
  {
    "method": "workspace.commit",
    "params": "WorkspaceCommitCommand",
    "result": null
  },
  {
    "method": "workspace.stage",
    "params": "WorkspaceStageCommand",
    "result": null
  }
];

/**
 * Every event `type` and the name of its type.
 */
export const EVENT_TYPES = [
  {
    "type": "core.started",
    "name": "CoreStartedEvent"
  },
  {
    "type": "runtime.event",
    "name": "RuntimeEventAppendedEvent"
  },
  {
    "type": "hook.executed",
    "name": "HookExecutedEvent"
  },
  {
    "type": "goal.continue_decision",
    "name": "GoalContinueDecisionEvent"
  },
  {
    "type": "run.started",
    "name": "RunStartedEvent"
  },
  {
    "type": "run.finished",
    "name": "RunFinishedEvent"
  },
  {
    "type": "run.steered",
    "name": "RunSteeredEvent"
  },
  {
    "type": "step.started",
    "name": "StepStartedEvent"
  },
  {
    "type": "step.finished",
    "name": "StepFinishedEvent"
  },
  {
    "type": "agent.decision",
    "name": "AgentDecisionEvent"
  },
  {
    "type": "agent.stuck",
    "name": "AgentStuckEvent"
  },
  {
    "type": "tool.call_started",
    "name": "ToolCallStartedEvent"
  },
  {
    "type": "tool.call_finished",
    "name": "ToolCallFinishedEvent"
  },
  {
    "type": "tool.call_failed",
    "name": "ToolCallFailedEvent"
  },
  {
    "type": "llm.model_selected",
    "name": "LlmModelSelectedEvent"
  },
  {
    "type": "llm.route_selected",
    "name": "LlmRouteSelectedEvent"
  },
  {
    "type": "llm.token",
    "name": "LlmTokenEvent"
  },
  {
    "type": "llm.reasoning",
    "name": "LlmReasoningEvent"
  },
  {
    "type": "llm.usage",
    "name": "LlmUsageEvent"
  },
  {
    "type": "llm.request_prepared",
    "name": "LlmRequestPreparedEvent"
  },
  {
    "type": "llm.retry",
    "name": "LlmRetryEvent"
  },
  {
    "type": "context.prefix_fingerprint",
    "name": "ContextPrefixFingerprintEvent"
  },
  {
    "type": "context.budget",
    "name": "ContextBudgetEvent"
  },
  {
    "type": "context.working_set",
    "name": "ContextWorkingSetEvent"
  },
  {
    "type": "lsp.diagnostics",
    "name": "LspDiagnosticsEvent"
  },
  {
    "type": "log.line",
    "name": "LogLineEvent"
  },
  {
    "type": "session.created",
    "name": "SessionCreatedEvent"
  },
  {
    "type": "session.message_received",
    "name": "SessionMessageReceivedEvent"
  },
  {
    "type": "session.waiting_for_input",
    "name": "SessionWaitingForInputEvent"
  },
  {
    "type": "plan.ready",
    "name": "PlanReadyEvent"
  },
  {
    "type": "plan.resolved",
    "name": "PlanResolvedEvent"
  },
  {
    "type": "plan.updated",
    "name": "PlanUpdatedEvent"
  },
  {
    "type": "user_question.asked",
    "name": "UserQuestionAskedEvent"
  },
  {
    "type": "session.resumed",
    "name": "SessionResumedEvent"
  },
  {
    "type": "session.renamed",
    "name": "SessionRenamedEvent"
  },
  {
    "type": "session.forked",
    "name": "SessionForkedEvent"
  },
  {
    "type": "session.deleted",
    "name": "SessionDeletedEvent"
  },
  {
    "type": "session.closed",
    "name": "SessionClosedEvent"
  },
  {
    "type": "agent.message",
    "name": "AgentMessageEvent"
  },
  {
    "type": "agent.repeat_notice",
    "name": "AgentRepeatNoticeEvent"
  },
  {
    "type": "audit.degraded",
    "name": "AuditDegradedEvent"
  },
  {
    "type": "background.finished",
    "name": "BackgroundJobFinishedEvent"
  },
  {
    "type": "background.started",
    "name": "BackgroundJobStartedEvent"
  },
  {
    "type": "context.compacted",
    "name": "ContextCompactedEvent"
  },
  {
    "type": "context.compaction.committed",
    "name": "ContextCompactionCommittedEvent"
  },
  {
    "type": "context.compaction.started",
    "name": "ContextCompactionStartedEvent"
  },
  {
    "type": "context.compaction.summary",
    "name": "ContextCompactionSummaryEvent"
  },
  {
    "type": "context.repository",
    "name": "ContextRepositoryEvent"
  },
  {
    "type": "core.workspace_changed",
    "name": "CoreWorkspaceChangedEvent"
  },
  {
    "type": "extension.notification",
    "name": "ExtensionNotificationEvent"
  },
  {
    "type": "extension.ui_updated",
    "name": "ExtensionUiUpdatedEvent"
  },
  {
    "type": "llm.attempt_finished",
    "name": "LlmAttemptFinishedEvent"
  },
  {
    "type": "permission.denied",
    "name": "PermissionDeniedEvent"
  },
  {
    "type": "permission.granted",
    "name": "PermissionGrantedEvent"
  },
  {
    "type": "permission.requested",
    "name": "PermissionRequestedEvent"
  },
  {
    "type": "recovery.available",
    "name": "RecoveryAvailableEvent"
  },
  {
    "type": "recovery.resolved",
    "name": "RecoveryResolvedEvent"
  },
  {
    "type": "run.phase_changed",
    "name": "RunPhaseChangedEvent"
  },
  {
    "type": "session.interrupted",
    "name": "SessionInterruptedEvent"
  },
  {
    "type": "skill.invoked",
    "name": "SkillInvokedEvent"
  },
  {
    "type": "strategy.proposed",
    "name": "StrategyProposedEvent"
  },
  {
    "type": "strategy.resolved",
    "name": "StrategyResolvedEvent"
  },
  {
    "type": "subagent.finished",
    "name": "SubagentFinishedEvent"
  },
  {
    "type": "subagent.started",
    "name": "SubagentStartedEvent"
  },
  {
    "type": "task.profiled",
    "name": "TaskProfiledEvent"
  },
  {
    "type": "tool.call_progress",
    "name": "ToolCallProgressEvent"
  },
  {
    "type": "verification.completed",
    "name": "VerificationCompletedEvent"
  },
  {
    "type": "verification.failed",
    "name": "VerificationFailedEvent"
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
