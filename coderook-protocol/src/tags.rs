//! The `const` values of the contract: `type` tags and the other fixed fields.
//!
//! Each is a unit type that decodes only its own value and always encodes it.

wire_kit::literal! {
    /// The `type` tag `"agent.decision"`.
    pub struct AgentDecisionType = "agent.decision";
}

wire_kit::literal! {
    /// The `type` tag `"agent.message"`.
    pub struct AgentMessageType = "agent.message";
}

wire_kit::literal! {
    /// The `type` tag `"agent.repeat_notice"`.
    pub struct AgentRepeatNoticeType = "agent.repeat_notice";
}

wire_kit::literal! {
    /// The `type` tag `"agent.run"`.
    pub struct AgentRunType = "agent.run";
}

wire_kit::literal! {
    /// The `type` tag `"agent.settings.get"`.
    pub struct AgentSettingsGetType = "agent.settings.get";
}

wire_kit::literal! {
    /// The `type` tag `"agent.settings.set"`.
    pub struct AgentSettingsSetType = "agent.settings.set";
}

wire_kit::literal! {
    /// The `type` tag `"agent.stuck"`.
    pub struct AgentStuckType = "agent.stuck";
}

wire_kit::literal! {
    /// The constant `true` of a `answered` field.
    pub struct AnsweredTrue = true;
}

wire_kit::literal! {
    /// The constant `false` of a `applied` field.
    pub struct AppliedFalse = false;
}

wire_kit::literal! {
    /// The `type` tag `"artifact.gc"`.
    pub struct ArtifactGcType = "artifact.gc";
}

wire_kit::literal! {
    /// The `type` tag `"artifact.list"`.
    pub struct ArtifactListType = "artifact.list";
}

wire_kit::literal! {
    /// The `type` tag `"audit.degraded"`.
    pub struct AuditDegradedType = "audit.degraded";
}

wire_kit::literal! {
    /// The constant `true` of a `authenticated` field.
    pub struct AuthenticatedTrue = true;
}

wire_kit::literal! {
    /// The `type` tag `"background.cancel"`.
    pub struct BackgroundCancelType = "background.cancel";
}

wire_kit::literal! {
    /// The `type` tag `"background.finished"`.
    pub struct BackgroundFinishedType = "background.finished";
}

wire_kit::literal! {
    /// The `type` tag `"background.get"`.
    pub struct BackgroundGetType = "background.get";
}

wire_kit::literal! {
    /// The `type` tag `"background.started"`.
    pub struct BackgroundStartedType = "background.started";
}

wire_kit::literal! {
    /// The `type` tag `"context.budget"`.
    pub struct ContextBudgetType = "context.budget";
}

wire_kit::literal! {
    /// The `type` tag `"context.compacted"`.
    pub struct ContextCompactedType = "context.compacted";
}

wire_kit::literal! {
    /// The `type` tag `"context.compaction.committed"`.
    pub struct ContextCompactionCommittedType = "context.compaction.committed";
}

wire_kit::literal! {
    /// The `type` tag `"context.compaction.started"`.
    pub struct ContextCompactionStartedType = "context.compaction.started";
}

wire_kit::literal! {
    /// The `type` tag `"context.compaction.summary"`.
    pub struct ContextCompactionSummaryType = "context.compaction.summary";
}

wire_kit::literal! {
    /// The `type` tag `"context.prefix_fingerprint"`.
    pub struct ContextPrefixFingerprintType = "context.prefix_fingerprint";
}

wire_kit::literal! {
    /// The `type` tag `"context.repository"`.
    pub struct ContextRepositoryType = "context.repository";
}

wire_kit::literal! {
    /// The `type` tag `"context.working_set"`.
    pub struct ContextWorkingSetType = "context.working_set";
}

wire_kit::literal! {
    /// The `type` tag `"core.authenticate"`.
    pub struct CoreAuthenticateType = "core.authenticate";
}

wire_kit::literal! {
    /// The `type` tag `"core.ping"`.
    pub struct CorePingType = "core.ping";
}

wire_kit::literal! {
    /// The `type` tag `"core.shutdown"`.
    pub struct CoreShutdownType = "core.shutdown";
}

wire_kit::literal! {
    /// The `type` tag `"core.started"`.
    pub struct CoreStartedType = "core.started";
}

wire_kit::literal! {
    /// The `type` tag `"core.workspace_changed"`.
    pub struct CoreWorkspaceChangedType = "core.workspace_changed";
}

wire_kit::literal! {
    /// The constant `true` of a `deleted` field.
    pub struct DeletedTrue = true;
}

wire_kit::literal! {
    /// The `type` tag `"event.replay"`.
    pub struct EventReplayType = "event.replay";
}

wire_kit::literal! {
    /// The `type` tag `"event.subscribe"`.
    pub struct EventSubscribeType = "event.subscribe";
}

wire_kit::literal! {
    /// The `type` tag `"event.unsubscribe"`.
    pub struct EventUnsubscribeType = "event.unsubscribe";
}

wire_kit::literal! {
    /// The `type` tag `"extension.notification"`.
    pub struct ExtensionNotificationType = "extension.notification";
}

wire_kit::literal! {
    /// The `type` tag `"extension.ui_updated"`.
    pub struct ExtensionUiUpdatedType = "extension.ui_updated";
}

wire_kit::literal! {
    /// The `type` tag `"goal.clear"`.
    pub struct GoalClearType = "goal.clear";
}

wire_kit::literal! {
    /// The `type` tag `"goal.complete"`.
    pub struct GoalCompleteType = "goal.complete";
}

wire_kit::literal! {
    /// The `type` tag `"goal.continue_decision"`.
    pub struct GoalContinueDecisionType = "goal.continue_decision";
}

wire_kit::literal! {
    /// The `type` tag `"goal.create"`.
    pub struct GoalCreateType = "goal.create";
}

wire_kit::literal! {
    /// The `type` tag `"goal.edit"`.
    pub struct GoalEditType = "goal.edit";
}

wire_kit::literal! {
    /// The `type` tag `"goal.get"`.
    pub struct GoalGetType = "goal.get";
}

wire_kit::literal! {
    /// The `type` tag `"goal.list"`.
    pub struct GoalListType = "goal.list";
}

wire_kit::literal! {
    /// The `type` tag `"goal.pause"`.
    pub struct GoalPauseType = "goal.pause";
}

wire_kit::literal! {
    /// The `type` tag `"goal.resume"`.
    pub struct GoalResumeType = "goal.resume";
}

wire_kit::literal! {
    /// The constant `"applied"` of a `handoff_status` field.
    pub struct HandoffStatusApplied = "applied";
}

wire_kit::literal! {
    /// The `type` tag `"hook.executed"`.
    pub struct HookExecutedType = "hook.executed";
}

wire_kit::literal! {
    /// The `type` tag `"hooks.list"`.
    pub struct HooksListType = "hooks.list";
}

wire_kit::literal! {
    /// The `type` tag `"hooks.rerun"`.
    pub struct HooksRerunType = "hooks.rerun";
}

wire_kit::literal! {
    /// The constant `"event"` of a `kind` field.
    pub struct KindEvent = "event";
}

wire_kit::literal! {
    /// The `type` tag `"llm.attempt_finished"`.
    pub struct LlmAttemptFinishedType = "llm.attempt_finished";
}

wire_kit::literal! {
    /// The `type` tag `"llm.model_selected"`.
    pub struct LlmModelSelectedType = "llm.model_selected";
}

wire_kit::literal! {
    /// The `type` tag `"llm.reasoning"`.
    pub struct LlmReasoningType = "llm.reasoning";
}

wire_kit::literal! {
    /// The `type` tag `"llm.request_prepared"`.
    pub struct LlmRequestPreparedType = "llm.request_prepared";
}

wire_kit::literal! {
    /// The `type` tag `"llm.retry"`.
    pub struct LlmRetryType = "llm.retry";
}

wire_kit::literal! {
    /// The `type` tag `"llm.route_selected"`.
    pub struct LlmRouteSelectedType = "llm.route_selected";
}

wire_kit::literal! {
    /// The `type` tag `"llm.token"`.
    pub struct LlmTokenType = "llm.token";
}

wire_kit::literal! {
    /// The `type` tag `"llm.usage"`.
    pub struct LlmUsageType = "llm.usage";
}

wire_kit::literal! {
    /// The `type` tag `"log.line"`.
    pub struct LogLineType = "log.line";
}

wire_kit::literal! {
    /// The `type` tag `"lsp.diagnostics"`.
    pub struct LspDiagnosticsType = "lsp.diagnostics";
}

wire_kit::literal! {
    /// The `type` tag `"mcp.list"`.
    pub struct McpListType = "mcp.list";
}

wire_kit::literal! {
    /// The `type` tag `"memory.add"`.
    pub struct MemoryAddType = "memory.add";
}

wire_kit::literal! {
    /// The `type` tag `"memory.delete"`.
    pub struct MemoryDeleteType = "memory.delete";
}

wire_kit::literal! {
    /// The `type` tag `"memory.edit"`.
    pub struct MemoryEditType = "memory.edit";
}

wire_kit::literal! {
    /// The `type` tag `"memory.expire"`.
    pub struct MemoryExpireType = "memory.expire";
}

wire_kit::literal! {
    /// The `type` tag `"memory.list"`.
    pub struct MemoryListType = "memory.list";
}

wire_kit::literal! {
    /// The `type` tag `"memory.pin"`.
    pub struct MemoryPinType = "memory.pin";
}

wire_kit::literal! {
    /// The `type` tag `"memory.settings.get"`.
    pub struct MemorySettingsGetType = "memory.settings.get";
}

wire_kit::literal! {
    /// The `type` tag `"memory.settings.set"`.
    pub struct MemorySettingsSetType = "memory.settings.set";
}

wire_kit::literal! {
    /// The `type` tag `"permission.denied"`.
    pub struct PermissionDeniedType = "permission.denied";
}

wire_kit::literal! {
    /// The `type` tag `"permission.granted"`.
    pub struct PermissionGrantedType = "permission.granted";
}

wire_kit::literal! {
    /// The `type` tag `"permission.requested"`.
    pub struct PermissionRequestedType = "permission.requested";
}

wire_kit::literal! {
    /// The `type` tag `"permission.respond"`.
    pub struct PermissionRespondType = "permission.respond";
}

wire_kit::literal! {
    /// The `type` tag `"plan.ready"`.
    pub struct PlanReadyType = "plan.ready";
}

wire_kit::literal! {
    /// The `type` tag `"plan.resolved"`.
    pub struct PlanResolvedType = "plan.resolved";
}

wire_kit::literal! {
    /// The `type` tag `"plan.respond"`.
    pub struct PlanRespondType = "plan.respond";
}

wire_kit::literal! {
    /// The `type` tag `"plan.updated"`.
    pub struct PlanUpdatedType = "plan.updated";
}

wire_kit::literal! {
    /// The `type` tag `"project.activate"`.
    pub struct ProjectActivateType = "project.activate";
}

wire_kit::literal! {
    /// The `type` tag `"project.open"`.
    pub struct ProjectOpenType = "project.open";
}

wire_kit::literal! {
    /// The constant `true` of a `queued` field.
    pub struct QueuedTrue = true;
}

wire_kit::literal! {
    /// The `type` tag `"recovery.available"`.
    pub struct RecoveryAvailableType = "recovery.available";
}

wire_kit::literal! {
    /// The `type` tag `"recovery.resolved"`.
    pub struct RecoveryResolvedType = "recovery.resolved";
}

wire_kit::literal! {
    /// The `type` tag `"run.cancel"`.
    pub struct RunCancelType = "run.cancel";
}

wire_kit::literal! {
    /// The `type` tag `"run.finished"`.
    pub struct RunFinishedType = "run.finished";
}

wire_kit::literal! {
    /// The `type` tag `"run.phase_changed"`.
    pub struct RunPhaseChangedType = "run.phase_changed";
}

wire_kit::literal! {
    /// The `type` tag `"run.started"`.
    pub struct RunStartedType = "run.started";
}

wire_kit::literal! {
    /// The `type` tag `"run.steer"`.
    pub struct RunSteerType = "run.steer";
}

wire_kit::literal! {
    /// The `type` tag `"run.steered"`.
    pub struct RunSteeredType = "run.steered";
}

wire_kit::literal! {
    /// The `type` tag `"runtime.capabilities"`.
    pub struct RuntimeCapabilitiesType = "runtime.capabilities";
}

wire_kit::literal! {
    /// The `type` tag `"runtime.event"`.
    pub struct RuntimeEventType = "runtime.event";
}

wire_kit::literal! {
    /// The constant `1` of a `schema_version` field.
    pub struct SchemaVersion1 = 1;
}

wire_kit::literal! {
    /// The constant `4` of a `schema_version` field.
    pub struct SchemaVersion4 = 4;
}

wire_kit::literal! {
    /// The `type` tag `"session.checkpoints"`.
    pub struct SessionCheckpointsType = "session.checkpoints";
}

wire_kit::literal! {
    /// The `type` tag `"session.close"`.
    pub struct SessionCloseType = "session.close";
}

wire_kit::literal! {
    /// The `type` tag `"session.closed"`.
    pub struct SessionClosedType = "session.closed";
}

wire_kit::literal! {
    /// The `type` tag `"session.compact"`.
    pub struct SessionCompactType = "session.compact";
}

wire_kit::literal! {
    /// The `type` tag `"session.context"`.
    pub struct SessionContextType = "session.context";
}

wire_kit::literal! {
    /// The `type` tag `"session.create"`.
    pub struct SessionCreateType = "session.create";
}

wire_kit::literal! {
    /// The `type` tag `"session.created"`.
    pub struct SessionCreatedType = "session.created";
}

wire_kit::literal! {
    /// The `type` tag `"session.delete"`.
    pub struct SessionDeleteType = "session.delete";
}

wire_kit::literal! {
    /// The `type` tag `"session.deleted"`.
    pub struct SessionDeletedType = "session.deleted";
}

wire_kit::literal! {
    /// The `type` tag `"session.execute_command"`.
    pub struct SessionExecuteCommandType = "session.execute_command";
}

wire_kit::literal! {
    /// The `type` tag `"session.export"`.
    pub struct SessionExportType = "session.export";
}

wire_kit::literal! {
    /// The `type` tag `"session.fork"`.
    pub struct SessionForkType = "session.fork";
}

wire_kit::literal! {
    /// The `type` tag `"session.forked"`.
    pub struct SessionForkedType = "session.forked";
}

wire_kit::literal! {
    /// The `type` tag `"session.get_authority"`.
    pub struct SessionGetAuthorityType = "session.get_authority";
}

wire_kit::literal! {
    /// The `type` tag `"session.get_history"`.
    pub struct SessionGetHistoryType = "session.get_history";
}

wire_kit::literal! {
    /// The `type` tag `"session.import"`.
    pub struct SessionImportType = "session.import";
}

wire_kit::literal! {
    /// The `type` tag `"session.interrupted"`.
    pub struct SessionInterruptedType = "session.interrupted";
}

wire_kit::literal! {
    /// The `type` tag `"session.list_queue"`.
    pub struct SessionListQueueType = "session.list_queue";
}

wire_kit::literal! {
    /// The `type` tag `"session.list"`.
    pub struct SessionListType = "session.list";
}

wire_kit::literal! {
    /// The `type` tag `"session.message_received"`.
    pub struct SessionMessageReceivedType = "session.message_received";
}

wire_kit::literal! {
    /// The `type` tag `"session.navigate"`.
    pub struct SessionNavigateType = "session.navigate";
}

wire_kit::literal! {
    /// The `type` tag `"session.queue_message"`.
    pub struct SessionQueueMessageType = "session.queue_message";
}

wire_kit::literal! {
    /// The `type` tag `"session.reload"`.
    pub struct SessionReloadType = "session.reload";
}

wire_kit::literal! {
    /// The `type` tag `"session.remove_queued_message"`.
    pub struct SessionRemoveQueuedMessageType = "session.remove_queued_message";
}

wire_kit::literal! {
    /// The `type` tag `"session.rename"`.
    pub struct SessionRenameType = "session.rename";
}

wire_kit::literal! {
    /// The `type` tag `"session.renamed"`.
    pub struct SessionRenamedType = "session.renamed";
}

wire_kit::literal! {
    /// The `type` tag `"session.resume"`.
    pub struct SessionResumeType = "session.resume";
}

wire_kit::literal! {
    /// The `type` tag `"session.resumed"`.
    pub struct SessionResumedType = "session.resumed";
}

wire_kit::literal! {
    /// The `type` tag `"session.retry_queued_message"`.
    pub struct SessionRetryQueuedMessageType = "session.retry_queued_message";
}

wire_kit::literal! {
    /// The `type` tag `"session.rewind_preview"`.
    pub struct SessionRewindPreviewType = "session.rewind_preview";
}

wire_kit::literal! {
    /// The `type` tag `"session.rewind"`.
    pub struct SessionRewindType = "session.rewind";
}

wire_kit::literal! {
    /// The `type` tag `"session.send_message"`.
    pub struct SessionSendMessageType = "session.send_message";
}

wire_kit::literal! {
    /// The `type` tag `"session.set_authority"`.
    pub struct SessionSetAuthorityType = "session.set_authority";
}

wire_kit::literal! {
    /// The `type` tag `"session.set_model"`.
    pub struct SessionSetModelType = "session.set_model";
}

wire_kit::literal! {
    /// The `type` tag `"session.set_thinking"`.
    pub struct SessionSetThinkingType = "session.set_thinking";
}

wire_kit::literal! {
    /// The `type` tag `"session.tasks"`.
    pub struct SessionTasksType = "session.tasks";
}

wire_kit::literal! {
    /// The `type` tag `"session.tree"`.
    pub struct SessionTreeType = "session.tree";
}

wire_kit::literal! {
    /// The `type` tag `"session.waiting_for_input"`.
    pub struct SessionWaitingForInputType = "session.waiting_for_input";
}

wire_kit::literal! {
    /// The `type` tag `"skill.invoked"`.
    pub struct SkillInvokedType = "skill.invoked";
}

wire_kit::literal! {
    /// The constant `"cancelled"` of a `status` field.
    pub struct StatusCancelled = "cancelled";
}

wire_kit::literal! {
    /// The constant `"resolved"` of a `status` field.
    pub struct StatusResolved = "resolved";
}

wire_kit::literal! {
    /// The constant `"started"` of a `status` field.
    pub struct StatusStarted = "started";
}

wire_kit::literal! {
    /// The `type` tag `"step.finished"`.
    pub struct StepFinishedType = "step.finished";
}

wire_kit::literal! {
    /// The `type` tag `"step.started"`.
    pub struct StepStartedType = "step.started";
}

wire_kit::literal! {
    /// The `type` tag `"strategy.proposed"`.
    pub struct StrategyProposedType = "strategy.proposed";
}

wire_kit::literal! {
    /// The `type` tag `"strategy.resolved"`.
    pub struct StrategyResolvedType = "strategy.resolved";
}

wire_kit::literal! {
    /// The `type` tag `"subagent.finished"`.
    pub struct SubagentFinishedType = "subagent.finished";
}

wire_kit::literal! {
    /// The `type` tag `"subagent.started"`.
    pub struct SubagentStartedType = "subagent.started";
}

wire_kit::literal! {
    /// The `type` tag `"task.profiled"`.
    pub struct TaskProfiledType = "task.profiled";
}

wire_kit::literal! {
    /// The `type` tag `"thread.archive"`.
    pub struct ThreadArchiveType = "thread.archive";
}

wire_kit::literal! {
    /// The `type` tag `"thread.create"`.
    pub struct ThreadCreateType = "thread.create";
}

wire_kit::literal! {
    /// The `type` tag `"thread.get"`.
    pub struct ThreadGetType = "thread.get";
}

wire_kit::literal! {
    /// The `type` tag `"thread.list"`.
    pub struct ThreadListType = "thread.list";
}

wire_kit::literal! {
    /// The `type` tag `"thread.update"`.
    pub struct ThreadUpdateType = "thread.update";
}

wire_kit::literal! {
    /// The `type` tag `"tool.call_failed"`.
    pub struct ToolCallFailedType = "tool.call_failed";
}

wire_kit::literal! {
    /// The `type` tag `"tool.call_finished"`.
    pub struct ToolCallFinishedType = "tool.call_finished";
}

wire_kit::literal! {
    /// The `type` tag `"tool.call_progress"`.
    pub struct ToolCallProgressType = "tool.call_progress";
}

wire_kit::literal! {
    /// The `type` tag `"tool.call_started"`.
    pub struct ToolCallStartedType = "tool.call_started";
}

wire_kit::literal! {
    /// The `type` tag `"turn.get"`.
    pub struct TurnGetType = "turn.get";
}

wire_kit::literal! {
    /// The `type` tag `"turn.inspect"`.
    pub struct TurnInspectType = "turn.inspect";
}

wire_kit::literal! {
    /// The `type` tag `"turn.interrupt"`.
    pub struct TurnInterruptType = "turn.interrupt";
}

wire_kit::literal! {
    /// The `type` tag `"turn.items"`.
    pub struct TurnItemsType = "turn.items";
}

wire_kit::literal! {
    /// The `type` tag `"turn.list"`.
    pub struct TurnListType = "turn.list";
}

wire_kit::literal! {
    /// The `type` tag `"turn.start"`.
    pub struct TurnStartType = "turn.start";
}

wire_kit::literal! {
    /// The `type` tag `"turn.steer"`.
    pub struct TurnSteerType = "turn.steer";
}

wire_kit::literal! {
    /// The `type` tag `"user_question.asked"`.
    pub struct UserQuestionAskedType = "user_question.asked";
}

wire_kit::literal! {
    /// The `type` tag `"user_question.respond"`.
    pub struct UserQuestionRespondType = "user_question.respond";
}

wire_kit::literal! {
    /// The constant `"fail"` of a `verdict` field.
    pub struct VerdictFail = "fail";
}

wire_kit::literal! {
    /// The constant `"pass"` of a `verdict` field.
    pub struct VerdictPass = "pass";
}

wire_kit::literal! {
    /// The `type` tag `"verification.completed"`.
    pub struct VerificationCompletedType = "verification.completed";
}

wire_kit::literal! {
    /// The `type` tag `"verification.failed"`.
    pub struct VerificationFailedType = "verification.failed";
}

wire_kit::literal! {
    /// The `type` tag `"web.launch"`.
    pub struct WebLaunchType = "web.launch";
}

wire_kit::literal! {
    /// The `type` tag `"worker.apply"`.
    pub struct WorkerApplyType = "worker.apply";
}

wire_kit::literal! {
    /// The `type` tag `"worker.cancel"`.
    pub struct WorkerCancelType = "worker.cancel";
}

wire_kit::literal! {
    /// The `type` tag `"worker.events"`.
    pub struct WorkerEventsType = "worker.events";
}

wire_kit::literal! {
    /// The `type` tag `"worker.followup"`.
    pub struct WorkerFollowupType = "worker.followup";
}

wire_kit::literal! {
    /// The `type` tag `"worker.list"`.
    pub struct WorkerListType = "worker.list";
}

wire_kit::literal! {
    /// The `type` tag `"worker.retry"`.
    pub struct WorkerRetryType = "worker.retry";
}

wire_kit::literal! {
    /// The `type` tag `"worker.review"`.
    pub struct WorkerReviewType = "worker.review";
}

wire_kit::literal! {
    /// The `type` tag `"worker.start"`.
    pub struct WorkerStartType = "worker.start";
}

wire_kit::literal! {
    /// The `type` tag `"worker.status"`.
    pub struct WorkerStatusType = "worker.status";
}

wire_kit::literal! {
    /// The `type` tag `"workflow.get"`.
    pub struct WorkflowGetType = "workflow.get";
}

wire_kit::literal! {
    /// The `type` tag `"workflow.list"`.
    pub struct WorkflowListType = "workflow.list";
}

wire_kit::literal! {
    /// The `type` tag `"workflow.start"`.
    pub struct WorkflowStartType = "workflow.start";
}

wire_kit::literal! {
    /// The `type` tag `"workspace.commit"`.
    pub struct WorkspaceCommitType = "workspace.commit";
}

wire_kit::literal! {
    /// The `type` tag `"workspace.diff"`.
    pub struct WorkspaceDiffType = "workspace.diff";
}

wire_kit::literal! {
    /// The `type` tag `"workspace.stage"`.
    pub struct WorkspaceStageType = "workspace.stage";
}
