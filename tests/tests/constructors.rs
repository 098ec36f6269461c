//! Every wire struct is `#[non_exhaustive]`: other crates build values with
//! `new` (the required fields) and the `with_…` setters. These checks build
//! values that way from outside the crates and compare the encoding with the
//! fixtures (each checked against the upstream schema by `codegen
//! conformance`): every command a Coderook client sends, every WorkerDeck
//! session command and request body with a fixture, the Orion request
//! bodies, and at least one type of each module.
//!
//! The generated lists take the field values from the decoded fixture, so
//! they check that `new` and the setters put each value in its place and
//! that nothing else appears; the hand-written ones spell the values out.

// The generated lists clone every field alike, `Copy` ones included.
#![allow(clippy::clone_on_copy)]

use coderook_protocol as coderook;
use orion_api_types as orion;
use serde::{Serialize, de::DeserializeOwned};
use serde_json::{Value, json};
use std::path::Path;
use workerdeck_protocol as workerdeck;

/// The fixture's JSON and what a value decoded from it encodes to (its
/// `.encoded.json` sibling where decoding fills in defaults).
fn fixture(name: &str) -> (String, Value) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
    let text = std::fs::read_to_string(dir.join(name)).expect("fixture exists");
    let encoded = dir.join(name.replace(".json", ".encoded.json"));
    let expected = match std::fs::read_to_string(encoded) {
        Ok(e) => serde_json::from_str(&e).expect("encoded fixture is JSON"),
        Err(_) => serde_json::from_str(&text).expect("fixture is JSON"),
    };
    (text, expected)
}

/// Builds `T` with `build` from the fields of the decoded fixture and checks
/// the encoding against the fixture.
fn check<T: Serialize + DeserializeOwned>(name: &str, build: impl Fn(&T) -> T) {
    let (text, expected) = fixture(name);
    let decoded: T = serde_json::from_str(&text).expect("valid fixture decodes");
    let built = serde_json::to_value(build(&decoded)).expect("encodes");
    assert_eq!(built, expected, "{name}");
}

/// Applies a setter when the fixture has the optional field.
trait Maybe: Sized {
    fn maybe<V>(self, value: Option<V>, set: impl FnOnce(Self, V) -> Self) -> Self {
        match value {
            Some(v) => set(self, v),
            None => self,
        }
    }
}

impl<T> Maybe for T {}

/// Encodes `value` and compares it with the fixture `name`.
fn encodes_as(value: impl Serialize, name: &str) {
    let (_, expected) = fixture(name);
    assert_eq!(
        serde_json::to_value(value).expect("encodes"),
        expected,
        "{name}"
    );
}

#[test]
fn coderook_types_built_from_outside() {
    check::<coderook::AgentDecisionEvent>("coderook/valid/AgentDecisionEvent.full.json", |f| {
        coderook::AgentDecisionEvent::new(
            f.run_id.clone(),
            f.step.clone(),
            f.intent.clone(),
            f.summary.clone(),
            f.tool_names.clone(),
            f.has_visible_text.clone(),
            f.ts.clone(),
        )
    });
    check::<coderook::AgentRunCommand>("coderook/valid/AgentRunCommand.full.json", |f| {
        coderook::AgentRunCommand::new(f.goal.clone())
            .maybe(f.display_content.clone(), |b, v| b.with_display_content(v))
            .with_permission_mode(f.permission_mode.clone())
            .with_allow_tools(f.allow_tools.clone())
            .maybe(f.tools.clone(), |b, v| b.with_tools(v))
            .with_session_mode(f.session_mode.clone())
            .with_session_name(f.session_name.clone())
            .maybe(f.resume_session_id.clone(), |b, v| {
                b.with_resume_session_id(v)
            })
            .maybe(f.fork_session_id.clone(), |b, v| b.with_fork_session_id(v))
            .maybe(f.route_id.clone(), |b, v| b.with_route_id(v))
            .maybe(f.model.clone(), |b, v| b.with_model(v))
            .maybe(f.thinking_level.clone(), |b, v| b.with_thinking_level(v))
            .maybe(f.system_prompt.clone(), |b, v| b.with_system_prompt(v))
            .with_append_system_prompt(f.append_system_prompt.clone())
            .with_question_mode(f.question_mode.clone())
            .maybe(f.question_timeout_s.clone(), |b, v| {
                b.with_question_timeout_s(v)
            })
            .with_preset_answers(f.preset_answers.clone())
            .with_attachments(f.attachments.clone())
    });
    check::<coderook::AgentSettingsGetCommand>(
        "coderook/valid/AgentSettingsGetCommand.full.json",
        |_| coderook::AgentSettingsGetCommand::new(),
    );
    check::<coderook::AgentSettingsSetCommand>(
        "coderook/valid/AgentSettingsSetCommand.full.json",
        |f| {
            coderook::AgentSettingsSetCommand::new(
                f.steering_mode.clone(),
                f.follow_up_mode.clone(),
            )
        },
    );
    check::<coderook::ArtifactGcCommand>("coderook/valid/ArtifactGcCommand.full.json", |f| {
        coderook::ArtifactGcCommand::new()
            .with_days(f.days.clone())
            .with_confirmed(f.confirmed.clone())
    });
    check::<coderook::ArtifactListCommand>("coderook/valid/ArtifactListCommand.full.json", |f| {
        coderook::ArtifactListCommand::new().with_days(f.days.clone())
    });
    check::<coderook::AuditDegradedEvent>("coderook/valid/AuditDegradedEvent.full.json", |f| {
        coderook::AuditDegradedEvent::new(
            f.source.clone(),
            f.diagnostic_id.clone(),
            f.error_type.clone(),
            f.ts.clone(),
        )
        .with_message(f.message.clone())
    });
    check::<coderook::AuthoritySnapshot>("coderook/valid/AuthoritySnapshot.full.json", |f| {
        coderook::AuthoritySnapshot::new()
            .with_mode(f.mode.clone())
            .with_profile(f.profile.clone())
            .with_workspace_trust(f.workspace_trust.clone())
            .with_sandbox(f.sandbox.clone())
            .with_allowed_actions(f.allowed_actions.clone())
    });
    check::<coderook::BackgroundCancelCommand>(
        "coderook/valid/BackgroundCancelCommand.full.json",
        |f| coderook::BackgroundCancelCommand::new(f.session_id.clone(), f.job_id.clone()),
    );
    check::<coderook::BackgroundGetCommand>("coderook/valid/BackgroundGetCommand.full.json", |f| {
        coderook::BackgroundGetCommand::new(f.session_id.clone()).with_job_id(f.job_id.clone())
    });
    check::<coderook::CompletionEvidence>("coderook/valid/CompletionEvidence.full.json", |f| {
        coderook::CompletionEvidence::new(
            f.kind.clone(),
            f.reference.clone(),
            f.recorded_at.clone(),
        )
        .with_summary(f.summary.clone())
        .with_covered_criteria(f.covered_criteria.clone())
    });
    check::<coderook::ContextBudgetEvent>("coderook/valid/ContextBudgetEvent.full.json", |f| {
        coderook::ContextBudgetEvent::new(
            f.run_id.clone(),
            f.step.clone(),
            f.message_tokens.clone(),
            f.system_tokens.clone(),
            f.tool_schema_tokens.clone(),
            f.tool_count.clone(),
            f.ts.clone(),
        )
    });
    check::<coderook::CoreAuthenticateCommand>(
        "coderook/valid/CoreAuthenticateCommand.full.json",
        |f| coderook::CoreAuthenticateCommand::new(f.token.clone()),
    );
    check::<coderook::CoreShutdownCommand>("coderook/valid/CoreShutdownCommand.full.json", |f| {
        coderook::CoreShutdownCommand::new().with_reason(f.reason.clone())
    });
    check::<coderook::EventPushEnvelope>("coderook/valid/EventPushEnvelope.full.json", |f| {
        coderook::EventPushEnvelope::new(f.event.clone())
    });
    check::<coderook::EventReplayCommand>("coderook/valid/EventReplayCommand.full.json", |f| {
        coderook::EventReplayCommand::new(f.thread_id.clone())
            .with_after_seq(f.after_seq.clone())
            .with_limit(f.limit.clone())
    });
    check::<coderook::EventSubscribeCommand>(
        "coderook/valid/EventSubscribeCommand.full.json",
        |f| {
            coderook::EventSubscribeCommand::new(f.topics.clone())
                .with_scope(f.scope.clone())
                .maybe(f.replay_from_run.clone(), |b, v| b.with_replay_from_run(v))
                .maybe(f.thread_id.clone(), |b, v| b.with_thread_id(v))
                .with_after_seq(f.after_seq.clone())
        },
    );
    check::<coderook::EventUnsubscribeCommand>(
        "coderook/valid/EventUnsubscribeCommand.full.json",
        |f| coderook::EventUnsubscribeCommand::new(f.subscription_id.clone()),
    );
    check::<coderook::GoalClearCommand>("coderook/valid/GoalClearCommand.full.json", |f| {
        coderook::GoalClearCommand::new()
            .with_goal_id(f.goal_id.clone())
            .with_session_id(f.session_id.clone())
    });
    check::<coderook::GoalCompleteCommand>("coderook/valid/GoalCompleteCommand.full.json", |f| {
        coderook::GoalCompleteCommand::new()
            .with_goal_id(f.goal_id.clone())
            .with_session_id(f.session_id.clone())
            .with_summary(f.summary.clone())
    });
    check::<coderook::GoalContinueDecisionCommand>(
        "coderook/valid/GoalContinueDecisionCommand.full.json",
        |f| {
            coderook::GoalContinueDecisionCommand::new()
                .with_goal_id(f.goal_id.clone())
                .with_session_id(f.session_id.clone())
        },
    );
    check::<coderook::GoalCreateCommand>("coderook/valid/GoalCreateCommand.full.json", |f| {
        coderook::GoalCreateCommand::new(f.session_id.clone(), f.objective.clone())
            .maybe(f.token_budget.clone(), |b, v| b.with_token_budget(v))
            .with_auto_continue(f.auto_continue.clone())
            .with_max_auto_turns(f.max_auto_turns.clone())
            .with_max_wall_seconds(f.max_wall_seconds.clone())
            .with_constraints(f.constraints.clone())
            .with_completion_criteria(f.completion_criteria.clone())
            .with_start(f.start.clone())
    });
    check::<coderook::GoalEditCommand>("coderook/valid/GoalEditCommand.full.json", |f| {
        coderook::GoalEditCommand::new(f.objective.clone())
            .with_goal_id(f.goal_id.clone())
            .with_session_id(f.session_id.clone())
            .maybe(f.completion_criteria.clone(), |b, v| {
                b.with_completion_criteria(v)
            })
    });
    check::<coderook::GoalGetCommand>("coderook/valid/GoalGetCommand.full.json", |f| {
        coderook::GoalGetCommand::new()
            .with_goal_id(f.goal_id.clone())
            .with_session_id(f.session_id.clone())
    });
    check::<coderook::GoalListCommand>("coderook/valid/GoalListCommand.full.json", |f| {
        coderook::GoalListCommand::new()
            .with_session_id(f.session_id.clone())
            .maybe(f.status.clone(), |b, v| b.with_status(v))
            .with_limit(f.limit.clone())
    });
    check::<coderook::GoalPauseCommand>("coderook/valid/GoalPauseCommand.full.json", |f| {
        coderook::GoalPauseCommand::new()
            .with_goal_id(f.goal_id.clone())
            .with_session_id(f.session_id.clone())
    });
    check::<coderook::GoalResumeCommand>("coderook/valid/GoalResumeCommand.full.json", |f| {
        coderook::GoalResumeCommand::new()
            .with_goal_id(f.goal_id.clone())
            .with_session_id(f.session_id.clone())
    });
    check::<coderook::HookAuditInfo>("coderook/valid/HookAuditInfo.full.json", |f| {
        coderook::HookAuditInfo::new(
            f.hook_id.clone(),
            f.event.clone(),
            f.status.clone(),
            f.blocking.clone(),
            f.elapsed_ms.clone(),
            f.blocked.clone(),
            f.reason.clone(),
            f.ts.clone(),
        )
        .with_run_id(f.run_id.clone())
        .maybe(f.exit_code.clone(), |b, v| b.with_exit_code(v))
        .with_process_usage(f.process_usage.clone())
    });
    check::<coderook::HookRerunCommand>("coderook/valid/HookRerunCommand.full.json", |f| {
        coderook::HookRerunCommand::new(f.hook_id.clone()).with_session_id(f.session_id.clone())
    });
    check::<coderook::HooksListCommand>("coderook/valid/HooksListCommand.full.json", |f| {
        coderook::HooksListCommand::new().with_limit(f.limit.clone())
    });
    check::<coderook::LlmAttemptFinishedEvent>(
        "coderook/valid/LlmAttemptFinishedEvent.full.json",
        |f| {
            coderook::LlmAttemptFinishedEvent::new(
                f.run_id.clone(),
                f.step.clone(),
                f.attempt.clone(),
                f.status.clone(),
                f.request_snapshot_digest.clone(),
                f.ts.clone(),
            )
            .with_failure_code(f.failure_code.clone())
            .maybe(f.ledger_seq.clone(), |b, v| b.with_ledger_seq(v))
        },
    );
    check::<coderook::McpListCommand>("coderook/valid/McpListCommand.full.json", |_| {
        coderook::McpListCommand::new()
    });
    check::<coderook::MemoryAddCommand>("coderook/valid/MemoryAddCommand.full.json", |f| {
        coderook::MemoryAddCommand::new(f.name.clone(), f.body.clone())
            .with_description(f.description.clone())
            .with_memory_type(f.memory_type.clone())
            .with_source_session_id(f.source_session_id.clone())
    });
    check::<coderook::MemoryDeleteCommand>("coderook/valid/MemoryDeleteCommand.full.json", |f| {
        coderook::MemoryDeleteCommand::new(f.memory_id.clone())
    });
    check::<coderook::MemoryEditCommand>("coderook/valid/MemoryEditCommand.full.json", |f| {
        coderook::MemoryEditCommand::new(f.memory_id.clone())
            .maybe(f.name.clone(), |b, v| b.with_name(v))
            .maybe(f.description.clone(), |b, v| b.with_description(v))
            .maybe(f.memory_type.clone(), |b, v| b.with_memory_type(v))
            .maybe(f.body.clone(), |b, v| b.with_body(v))
    });
    check::<coderook::MemoryExpireCommand>("coderook/valid/MemoryExpireCommand.full.json", |f| {
        coderook::MemoryExpireCommand::new(f.memory_id.clone())
            .maybe(f.expires_at.clone(), |b, v| b.with_expires_at(v))
    });
    check::<coderook::MemoryListCommand>("coderook/valid/MemoryListCommand.full.json", |f| {
        coderook::MemoryListCommand::new().with_include_expired(f.include_expired.clone())
    });
    check::<coderook::MemoryPinCommand>("coderook/valid/MemoryPinCommand.full.json", |f| {
        coderook::MemoryPinCommand::new(f.memory_id.clone()).with_pinned(f.pinned.clone())
    });
    check::<coderook::MemorySettingsGetCommand>(
        "coderook/valid/MemorySettingsGetCommand.full.json",
        |_| coderook::MemorySettingsGetCommand::new(),
    );
    check::<coderook::MemorySettingsSetCommand>(
        "coderook/valid/MemorySettingsSetCommand.full.json",
        |f| coderook::MemorySettingsSetCommand::new(f.auto_save.clone()),
    );
    check::<coderook::PermissionDeniedEvent>(
        "coderook/valid/PermissionDeniedEvent.full.json",
        |f| {
            coderook::PermissionDeniedEvent::new(
                f.run_id.clone(),
                f.tool_use_id.clone(),
                f.decision.clone(),
                f.ts.clone(),
            )
        },
    );
    check::<coderook::PermissionRespondCommand>(
        "coderook/valid/PermissionRespondCommand.full.json",
        |f| {
            coderook::PermissionRespondCommand::new(
                f.tool_use_id.clone(),
                f.session_id.clone(),
                f.decision.clone(),
            )
            .maybe(f.selected_hunks.clone(), |b, v| b.with_selected_hunks(v))
            .maybe(f.patch_plan_id.clone(), |b, v| b.with_patch_plan_id(v))
        },
    );
    check::<coderook::PingCommand>("coderook/valid/PingCommand.full.json", |f| {
        coderook::PingCommand::new(f.client.clone())
    });
    check::<coderook::PlanRespondCommand>("coderook/valid/PlanRespondCommand.full.json", |f| {
        coderook::PlanRespondCommand::new(
            f.session_id.clone(),
            f.run_id.clone(),
            f.decision.clone(),
        )
        .with_revision(f.revision.clone())
    });
    check::<coderook::ProjectActivateCommand>(
        "coderook/valid/ProjectActivateCommand.full.json",
        |f| coderook::ProjectActivateCommand::new(f.project_id.clone()),
    );
    check::<coderook::ProjectOpenCommand>("coderook/valid/ProjectOpenCommand.full.json", |f| {
        coderook::ProjectOpenCommand::new(f.path.clone())
    });
    check::<coderook::RunCancelCommand>("coderook/valid/RunCancelCommand.full.json", |f| {
        coderook::RunCancelCommand::new(f.run_id.clone())
    });
    check::<coderook::RunSteerCommand>("coderook/valid/RunSteerCommand.full.json", |f| {
        coderook::RunSteerCommand::new(f.run_id.clone(), f.content.clone())
    });
    check::<coderook::RuntimeCapabilitiesCommand>(
        "coderook/valid/RuntimeCapabilitiesCommand.full.json",
        |_| coderook::RuntimeCapabilitiesCommand::new(),
    );
    check::<coderook::SessionCheckpointsCommand>(
        "coderook/valid/SessionCheckpointsCommand.full.json",
        |f| {
            coderook::SessionCheckpointsCommand::new(f.session_id.clone())
                .maybe(f.run_id.clone(), |b, v| b.with_run_id(v))
        },
    );
    check::<coderook::SessionCloseCommand>("coderook/valid/SessionCloseCommand.full.json", |f| {
        coderook::SessionCloseCommand::new(f.session_id.clone())
    });
    check::<coderook::SessionCompactCommand>(
        "coderook/valid/SessionCompactCommand.full.json",
        |f| coderook::SessionCompactCommand::new(f.session_id.clone()).with_focus(f.focus.clone()),
    );
    check::<coderook::SessionContextCommand>(
        "coderook/valid/SessionContextCommand.full.json",
        |f| coderook::SessionContextCommand::new(f.session_id.clone()),
    );
    check::<coderook::SessionCreateCommand>("coderook/valid/SessionCreateCommand.full.json", |f| {
        coderook::SessionCreateCommand::new()
            .with_mode(f.mode.clone())
            .with_title(f.title.clone())
            .with_preset_id(f.preset_id.clone())
    });
    check::<coderook::SessionDeleteCommand>("coderook/valid/SessionDeleteCommand.full.json", |f| {
        coderook::SessionDeleteCommand::new(f.session_id.clone())
    });
    check::<coderook::SessionExecuteCommand>(
        "coderook/valid/SessionExecuteCommand.full.json",
        |f| coderook::SessionExecuteCommand::new(f.session_id.clone(), f.content.clone()),
    );
    check::<coderook::SessionExportCommand>("coderook/valid/SessionExportCommand.full.json", |f| {
        coderook::SessionExportCommand::new(f.session_id.clone()).with_format(f.format.clone())
    });
    check::<coderook::SessionForkCommand>("coderook/valid/SessionForkCommand.full.json", |f| {
        coderook::SessionForkCommand::new(f.session_id.clone())
            .maybe(f.leaf_seq.clone(), |b, v| b.with_leaf_seq(v))
            .with_title(f.title.clone())
            .maybe(f.preset_id.clone(), |b, v| b.with_preset_id(v))
    });
    check::<coderook::SessionGetAuthorityCommand>(
        "coderook/valid/SessionGetAuthorityCommand.full.json",
        |f| coderook::SessionGetAuthorityCommand::new(f.session_id.clone()),
    );
    check::<coderook::SessionGetHistoryCommand>(
        "coderook/valid/SessionGetHistoryCommand.full.json",
        |f| coderook::SessionGetHistoryCommand::new(f.session_id.clone()),
    );
    check::<coderook::SessionImportCommand>("coderook/valid/SessionImportCommand.full.json", |f| {
        coderook::SessionImportCommand::new(f.content.clone())
            .with_filename(f.filename.clone())
            .with_title(f.title.clone())
    });
    check::<coderook::SessionListCommand>("coderook/valid/SessionListCommand.full.json", |f| {
        coderook::SessionListCommand::new()
            .with_include_closed(f.include_closed.clone())
            .with_limit(f.limit.clone())
    });
    check::<coderook::SessionListQueueCommand>(
        "coderook/valid/SessionListQueueCommand.full.json",
        |f| coderook::SessionListQueueCommand::new(f.session_id.clone()),
    );
    check::<coderook::SessionNavigateCommand>(
        "coderook/valid/SessionNavigateCommand.full.json",
        |f| {
            coderook::SessionNavigateCommand::new(f.session_id.clone(), f.target_seq.clone())
                .with_summarize(f.summarize.clone())
                .with_focus(f.focus.clone())
        },
    );
    check::<coderook::SessionQueueMessageCommand>(
        "coderook/valid/SessionQueueMessageCommand.full.json",
        |f| {
            coderook::SessionQueueMessageCommand::new(f.session_id.clone(), f.content.clone())
                .maybe(f.display_content.clone(), |b, v| b.with_display_content(v))
                .with_runtime_mode(f.runtime_mode.clone())
                .with_attachments(f.attachments.clone())
                .maybe(f.tools.clone(), |b, v| b.with_tools(v))
        },
    );
    check::<coderook::SessionReloadCommand>("coderook/valid/SessionReloadCommand.full.json", |f| {
        coderook::SessionReloadCommand::new(f.session_id.clone())
    });
    check::<coderook::SessionRemoveQueuedMessageCommand>(
        "coderook/valid/SessionRemoveQueuedMessageCommand.full.json",
        |f| {
            coderook::SessionRemoveQueuedMessageCommand::new(
                f.session_id.clone(),
                f.message_id.clone(),
            )
        },
    );
    check::<coderook::SessionRenameCommand>("coderook/valid/SessionRenameCommand.full.json", |f| {
        coderook::SessionRenameCommand::new(f.session_id.clone(), f.title.clone())
    });
    check::<coderook::SessionResumeCommand>("coderook/valid/SessionResumeCommand.full.json", |f| {
        coderook::SessionResumeCommand::new(f.session_id.clone())
    });
    check::<coderook::SessionRetryQueuedMessageCommand>(
        "coderook/valid/SessionRetryQueuedMessageCommand.full.json",
        |f| {
            coderook::SessionRetryQueuedMessageCommand::new(
                f.session_id.clone(),
                f.message_id.clone(),
            )
        },
    );
    check::<coderook::SessionRewindCommand>("coderook/valid/SessionRewindCommand.full.json", |f| {
        coderook::SessionRewindCommand::new(
            f.session_id.clone(),
            f.checkpoint_id.clone(),
            f.expected_digest.clone(),
        )
        .maybe(f.run_id.clone(), |b, v| b.with_run_id(v))
        .with_confirmed(f.confirmed.clone())
    });
    check::<coderook::SessionRewindPreviewCommand>(
        "coderook/valid/SessionRewindPreviewCommand.full.json",
        |f| {
            coderook::SessionRewindPreviewCommand::new(
                f.session_id.clone(),
                f.checkpoint_id.clone(),
            )
            .maybe(f.run_id.clone(), |b, v| b.with_run_id(v))
        },
    );
    check::<coderook::SessionSendMessageCommand>(
        "coderook/valid/SessionSendMessageCommand.full.json",
        |f| {
            coderook::SessionSendMessageCommand::new(f.session_id.clone(), f.content.clone())
                .maybe(f.display_content.clone(), |b, v| b.with_display_content(v))
                .with_runtime_mode(f.runtime_mode.clone())
                .with_attachments(f.attachments.clone())
                .maybe(f.tools.clone(), |b, v| b.with_tools(v))
        },
    );
    check::<coderook::SessionSetAuthorityCommand>(
        "coderook/valid/SessionSetAuthorityCommand.full.json",
        |f| {
            coderook::SessionSetAuthorityCommand::new(f.session_id.clone())
                .maybe(f.mode.clone(), |b, v| b.with_mode(v))
                .maybe(f.profile.clone(), |b, v| b.with_profile(v))
                .maybe(f.workspace_trust.clone(), |b, v| b.with_workspace_trust(v))
        },
    );
    check::<coderook::SessionSetModelCommand>(
        "coderook/valid/SessionSetModelCommand.full.json",
        |f| {
            coderook::SessionSetModelCommand::new(f.session_id.clone(), f.route_id.clone())
                .with_model(f.model.clone())
        },
    );
    check::<coderook::SessionSetThinkingCommand>(
        "coderook/valid/SessionSetThinkingCommand.full.json",
        |f| {
            coderook::SessionSetThinkingCommand::new(f.session_id.clone(), f.thinking_level.clone())
        },
    );
    check::<coderook::SessionTasksCommand>("coderook/valid/SessionTasksCommand.full.json", |f| {
        coderook::SessionTasksCommand::new(f.session_id.clone())
    });
    check::<coderook::SessionTreeCommand>("coderook/valid/SessionTreeCommand.full.json", |f| {
        coderook::SessionTreeCommand::new(f.session_id.clone())
    });
    check::<coderook::ThreadArchiveCommand>("coderook/valid/ThreadArchiveCommand.full.json", |f| {
        coderook::ThreadArchiveCommand::new(f.thread_id.clone())
    });
    check::<coderook::ThreadCreateCommand>("coderook/valid/ThreadCreateCommand.full.json", |f| {
        coderook::ThreadCreateCommand::new()
            .with_title(f.title.clone())
            .with_mode(f.mode.clone())
            .with_preset_id(f.preset_id.clone())
    });
    check::<coderook::ThreadGetCommand>("coderook/valid/ThreadGetCommand.full.json", |f| {
        coderook::ThreadGetCommand::new(f.thread_id.clone())
    });
    check::<coderook::ThreadListCommand>("coderook/valid/ThreadListCommand.full.json", |f| {
        coderook::ThreadListCommand::new()
            .with_include_archived(f.include_archived.clone())
            .with_limit(f.limit.clone())
    });
    check::<coderook::ThreadUpdateCommand>("coderook/valid/ThreadUpdateCommand.full.json", |f| {
        coderook::ThreadUpdateCommand::new(f.thread_id.clone(), f.title.clone())
    });
    check::<coderook::TurnGetCommand>("coderook/valid/TurnGetCommand.full.json", |f| {
        coderook::TurnGetCommand::new(f.turn_id.clone())
    });
    check::<coderook::TurnInspectCommand>("coderook/valid/TurnInspectCommand.full.json", |f| {
        coderook::TurnInspectCommand::new(f.turn_id.clone())
    });
    check::<coderook::TurnInterruptCommand>("coderook/valid/TurnInterruptCommand.full.json", |f| {
        coderook::TurnInterruptCommand::new(f.turn_id.clone())
    });
    check::<coderook::TurnItemsCommand>("coderook/valid/TurnItemsCommand.full.json", |f| {
        coderook::TurnItemsCommand::new(f.turn_id.clone())
    });
    check::<coderook::TurnListCommand>("coderook/valid/TurnListCommand.full.json", |f| {
        coderook::TurnListCommand::new(f.thread_id.clone())
    });
    check::<coderook::TurnStartCommand>("coderook/valid/TurnStartCommand.full.json", |f| {
        coderook::TurnStartCommand::new(f.thread_id.clone(), f.content.clone())
            .with_runtime_mode(f.runtime_mode.clone())
    });
    check::<coderook::TurnSteerCommand>("coderook/valid/TurnSteerCommand.full.json", |f| {
        coderook::TurnSteerCommand::new(f.turn_id.clone(), f.content.clone())
    });
    check::<coderook::UserQuestionRespondCommand>(
        "coderook/valid/UserQuestionRespondCommand.full.json",
        |f| coderook::UserQuestionRespondCommand::new(f.question_id.clone(), f.answer.clone()),
    );
    check::<coderook::WebLaunchCommand>("coderook/valid/WebLaunchCommand.full.json", |_| {
        coderook::WebLaunchCommand::new()
    });
    check::<coderook::WorkerApplyCommand>("coderook/valid/WorkerApplyCommand.full.json", |f| {
        coderook::WorkerApplyCommand::new(
            f.session_id.clone(),
            f.worker_id.clone(),
            f.expected_digest.clone(),
        )
        .with_confirmed(f.confirmed.clone())
    });
    check::<coderook::WorkerCancelCommand>("coderook/valid/WorkerCancelCommand.full.json", |f| {
        coderook::WorkerCancelCommand::new(f.session_id.clone(), f.worker_id.clone())
    });
    check::<coderook::WorkerEventsCommand>("coderook/valid/WorkerEventsCommand.full.json", |f| {
        coderook::WorkerEventsCommand::new(f.session_id.clone(), f.worker_id.clone())
            .with_after_cursor(f.after_cursor.clone())
            .with_limit(f.limit.clone())
    });
    check::<coderook::WorkerFollowupCommand>(
        "coderook/valid/WorkerFollowupCommand.full.json",
        |f| {
            coderook::WorkerFollowupCommand::new(
                f.session_id.clone(),
                f.worker_id.clone(),
                f.message.clone(),
            )
        },
    );
    check::<coderook::WorkerListCommand>("coderook/valid/WorkerListCommand.full.json", |f| {
        coderook::WorkerListCommand::new(f.session_id.clone())
            .with_worker_id(f.worker_id.clone())
            .with_root_goal_id(f.root_goal_id.clone())
            .with_limit(f.limit.clone())
    });
    check::<coderook::WorkerRetryCommand>("coderook/valid/WorkerRetryCommand.full.json", |f| {
        coderook::WorkerRetryCommand::new(f.session_id.clone(), f.worker_id.clone())
    });
    check::<coderook::WorkerReviewCommand>("coderook/valid/WorkerReviewCommand.full.json", |f| {
        coderook::WorkerReviewCommand::new(
            f.session_id.clone(),
            f.worker_id.clone(),
            f.approved.clone(),
        )
        .with_confirmed(f.confirmed.clone())
        .with_expected_digest(f.expected_digest.clone())
    });
    check::<coderook::WorkerStartCommand>("coderook/valid/WorkerStartCommand.full.json", |f| {
        coderook::WorkerStartCommand::new(
            f.session_id.clone(),
            f.description.clone(),
            f.prompt.clone(),
        )
        .with_profile(f.profile.clone())
        .with_route_id(f.route_id.clone())
        .with_model(f.model.clone())
        .with_read_only(f.read_only.clone())
        .with_exact_files(f.exact_files.clone())
        .with_write_roots(f.write_roots.clone())
        .with_coordination_contract(f.coordination_contract.clone())
        .with_acceptance(f.acceptance.clone())
        .maybe(f.token_budget.clone(), |b, v| b.with_token_budget(v))
        .with_wall_time_s(f.wall_time_s.clone())
        .with_max_attempts(f.max_attempts.clone())
        .with_retry_backoff_s(f.retry_backoff_s.clone())
        .with_backend(f.backend.clone())
    });
    check::<coderook::WorkerStatusCommand>("coderook/valid/WorkerStatusCommand.full.json", |f| {
        coderook::WorkerStatusCommand::new(f.session_id.clone(), f.worker_id.clone())
    });
    check::<coderook::WorkflowGetCommand>("coderook/valid/WorkflowGetCommand.full.json", |f| {
        coderook::WorkflowGetCommand::new(f.workflow_id.clone())
    });
    check::<coderook::WorkflowListCommand>("coderook/valid/WorkflowListCommand.full.json", |f| {
        coderook::WorkflowListCommand::new().with_limit(f.limit.clone())
    });
    check::<coderook::WorkflowStartCommand>("coderook/valid/WorkflowStartCommand.full.json", |f| {
        coderook::WorkflowStartCommand::new(f.source.clone(), f.format.clone())
    });
    check::<coderook::WorkspaceCommitCommand>(
        "coderook/valid/WorkspaceCommitCommand.full.json",
        |f| {
            coderook::WorkspaceCommitCommand::new(
                f.session_id.clone(),
                f.message.clone(),
                f.expected_digest.clone(),
            )
            .with_confirmed(f.confirmed.clone())
        },
    );
    check::<coderook::WorkspaceDiffCommand>("coderook/valid/WorkspaceDiffCommand.full.json", |f| {
        coderook::WorkspaceDiffCommand::new()
            .with_scope(f.scope.clone())
            .with_path(f.path.clone())
            .with_session_id(f.session_id.clone())
    });
    check::<coderook::WorkspaceStageCommand>(
        "coderook/valid/WorkspaceStageCommand.full.json",
        |f| {
            coderook::WorkspaceStageCommand::new(
                f.session_id.clone(),
                f.paths.clone(),
                f.expected_digest.clone(),
            )
            .with_confirmed(f.confirmed.clone())
        },
    );
}

#[test]
fn coderook_request_and_defaults() {
    // `new` fills every defaulted field with the contract's default, as
    // decoding an object without them does.
    let built = coderook::CoreShutdownCommand::new();
    let decoded: coderook::CoreShutdownCommand = serde_json::from_str("{}").unwrap();
    assert_eq!(built, decoded);
    assert_eq!(
        serde_json::to_value(&built).unwrap(),
        json!({"type": "core.shutdown", "reason": ""})
    );
    let ping = coderook::PingCommand::new("cli/0.0.1");
    assert_eq!(
        serde_json::to_value(&ping).unwrap(),
        json!({"type": "core.ping", "client": "cli/0.0.1"})
    );
    let request = coderook::ClientRequest::new("u-1", ping);
    assert_eq!(request.command.method(), "core.ping");
}

#[test]
fn workerdeck_types_built_from_outside() {
    check::<workerdeck::ApiMessage>("workerdeck/valid/ApiMessage.assistant-blocks.json", |f| {
        workerdeck::ApiMessage::new(f.role.clone(), f.content.clone())
            .maybe(f.model.clone(), |b, v| b.with_model(v))
            .maybe(f.stop_reason.clone(), |b, v| b.with_stop_reason(v))
            .maybe(f.usage.clone(), |b, v| b.with_usage(v))
    });
    check::<workerdeck::AttachedFrame>("workerdeck/valid/AttachedFrame.basic.json", |f| {
        workerdeck::AttachedFrame::new(
            f.protocol_version.clone(),
            f.session.clone(),
            f.replaying_from.clone(),
        )
    });
    check::<workerdeck::ContextUsage>("workerdeck/valid/ContextUsage.basic.json", |f| {
        workerdeck::ContextUsage::new(
            f.categories.clone(),
            f.total_tokens.clone(),
            f.max_tokens.clone(),
            f.percentage.clone(),
        )
        .maybe(f.model.clone(), |b, v| b.with_model(v))
    });
    check::<workerdeck::CreateJobRequest>("workerdeck/valid/CreateJobRequest.full.json", |f| {
        workerdeck::CreateJobRequest::new(f.session.clone())
            .maybe(f.webhook.clone(), |b, v| b.with_webhook(v))
            .maybe(f.max_tokens.clone(), |b, v| b.with_max_tokens(v))
            .maybe(f.max_duration_ms.clone(), |b, v| b.with_max_duration_ms(v))
            .maybe(f.attempts.clone(), |b, v| b.with_attempts(v))
            .maybe(f.retry_delay_ms.clone(), |b, v| b.with_retry_delay_ms(v))
            .maybe(f.meta.clone(), |b, v| b.with_meta(v))
    });
    check::<workerdeck::CreateSessionResponse>(
        "workerdeck/valid/CreateSessionResponse.basic.json",
        |f| workerdeck::CreateSessionResponse::new(f.session.clone()),
    );
    check::<workerdeck::EngineCapabilities>(
        "workerdeck/valid/EngineCapabilities.claude.json",
        |f| {
            workerdeck::EngineCapabilities::new(
                f.interactive_approvals.clone(),
                f.permission_modes.clone(),
                f.default_permission_mode.clone(),
                f.resume.clone(),
                f.resume_backfill.clone(),
                f.list_sessions.clone(),
                f.context_usage.clone(),
                f.rate_limits.clone(),
                f.mcp_status.clone(),
                f.session_mcp_servers.clone(),
                f.slash_commands.clone(),
                f.setting_sources.clone(),
                f.budgets.clone(),
                f.attachments.clone(),
                f.vfs.clone(),
                f.streaming.clone(),
            )
            .maybe(f.reasoning_efforts.clone(), |b, v| {
                b.with_reasoning_efforts(v)
            })
        },
    );
    check::<workerdeck::FindHostFilesResponse>(
        "workerdeck/valid/FindHostFilesResponse.basic.json",
        |f| {
            workerdeck::FindHostFilesResponse::new(
                f.base.clone(),
                f.matches.clone(),
                f.truncated.clone(),
            )
        },
    );
    check::<workerdeck::McpServerActionRequest>(
        "workerdeck/valid/McpServerActionRequest.reconnect.json",
        |f| workerdeck::McpServerActionRequest::new(f.action.clone()),
    );
    check::<workerdeck::PermissionRequest>("workerdeck/valid/PermissionRequest.full.json", |f| {
        workerdeck::PermissionRequest::new(
            f.id.clone(),
            f.tool_name.clone(),
            f.input.clone(),
            f.tool_use_id.clone(),
        )
        .maybe(f.title.clone(), |b, v| b.with_title(v))
        .maybe(f.display_name.clone(), |b, v| b.with_display_name(v))
        .maybe(f.description.clone(), |b, v| b.with_description(v))
        .maybe(f.decision_reason.clone(), |b, v| b.with_decision_reason(v))
        .maybe(f.agent_id.clone(), |b, v| b.with_agent_id(v))
        .maybe(f.expires_at.clone(), |b, v| b.with_expires_at(v))
    });
    check::<workerdeck::QueueStats>("workerdeck/valid/QueueStats.basic.json", |f| {
        workerdeck::QueueStats::new(
            f.max_concurrency.clone(),
            f.running.clone(),
            f.queued.clone(),
            f.parked.clone(),
            f.daily_tokens_used.clone(),
            f.paused.clone(),
        )
        .maybe(f.session_token_limit.clone(), |b, v| {
            b.with_session_token_limit(v)
        })
        .maybe(f.daily_token_limit.clone(), |b, v| {
            b.with_daily_token_limit(v)
        })
    });
    check::<workerdeck::SessionNotification>(
        "workerdeck/valid/SessionNotification.closed.json",
        |f| {
            workerdeck::SessionNotification::new(
                f.r#type.clone(),
                f.session_id.clone(),
                f.session.clone(),
                f.seq.clone(),
                f.ts.clone(),
            )
            .maybe(f.preview.clone(), |b, v| b.with_preview(v))
            .maybe(f.request.clone(), |b, v| b.with_request(v))
            .maybe(f.result.clone(), |b, v| b.with_result(v))
            .maybe(f.reason.clone(), |b, v| b.with_reason(v))
        },
    );
    check::<workerdeck::SubmitExecutionResultResponse>(
        "workerdeck/valid/SubmitExecutionResultResponse.duplicate.json",
        |f| workerdeck::SubmitExecutionResultResponse::new(f.applied.clone(), f.session_id.clone()),
    );
    check::<workerdeck::UpdateProfileRequest>(
        "workerdeck/valid/UpdateProfileRequest.empty.json",
        |f| {
            workerdeck::UpdateProfileRequest::new()
                .with_engine(f.engine.clone())
                .with_config_dir(f.config_dir.clone())
                .with_codex_home(f.codex_home.clone())
                .with_provider(f.provider.clone())
                .with_description(f.description.clone())
                .with_defaults(f.defaults.clone())
                .with_session(f.session.clone())
                .with_models(f.models.clone())
                .with_default_model(f.default_model.clone())
                .with_capabilities(f.capabilities.clone())
                .with_available(f.available.clone())
                .with_unavailable_reason(f.unavailable_reason.clone())
                .with_managed(f.managed.clone())
        },
    );
    check::<workerdeck::WriteHostFileRequest>(
        "workerdeck/valid/WriteHostFileRequest.create.json",
        |f| {
            workerdeck::WriteHostFileRequest::new(f.path.clone(), f.content.clone())
                .maybe(f.encoding.clone(), |b, v| b.with_encoding(v))
                .maybe(f.expected_hash.clone(), |b, v| b.with_expected_hash(v))
        },
    );
}

#[test]
fn workerdeck_session_commands() {
    use workerdeck::{PermissionBehavior, PermissionMode, SessionCommand as C};
    encodes_as(
        C::UserMessage(
            workerdeck::UserMessageCommand::new("Look at this")
                .with_attachment_ids(vec!["att_01".into()]),
        ),
        "workerdeck/valid/SessionCommand.user-message.json",
    );
    encodes_as(
        C::PermissionDecision(
            workerdeck::PermissionDecisionCommand::new("perm_3", PermissionBehavior::Deny)
                .with_message("Too risky")
                .with_interrupt(true),
        ),
        "workerdeck/valid/SessionCommand.permission-decision-deny.json",
    );
    encodes_as(
        C::SetModel(workerdeck::SetModelCommand::new().with_model("opus")),
        "workerdeck/valid/SessionCommand.set-model.json",
    );
    encodes_as(
        C::SetModel(workerdeck::SetModelCommand::new()),
        "workerdeck/valid/SessionCommand.set-model-default.json",
    );
    encodes_as(
        C::SetPermissionMode(workerdeck::SetPermissionModeCommand::new(
            PermissionMode::BypassPermissions,
        )),
        "workerdeck/valid/SessionCommand.set-permission-mode.json",
    );
    encodes_as(
        C::ToolCallError(workerdeck::ToolCallErrorCommand::new(
            "exec_b2",
            "unsupported",
            "tool not available in this tab",
        )),
        "workerdeck/valid/SessionCommand.tool-call-error.json",
    );
    encodes_as(
        workerdeck::CreateSessionRequest::new("/home/ada/repo"),
        "workerdeck/valid/CreateSessionRequest.minimal.json",
    );
}

#[test]
fn orion_types_built_from_outside() {
    check::<orion::ActivateWorkspaceRequest>(
        "orion/valid/ActivateWorkspaceRequest.basic.json",
        |f| orion::ActivateWorkspaceRequest::new(f.request_id.clone(), f.path.clone()),
    );
    check::<orion::BootstrapCapabilities>("orion/valid/BootstrapCapabilities.basic.json", |f| {
        orion::BootstrapCapabilities::new(
            f.goal.clone(),
            f.plan.clone(),
            f.skills.clone(),
            f.mcp.clone(),
            f.diagnostics.clone(),
        )
    });
    check::<orion::CommandResult>("orion/valid/CommandResult.basic.json", |f| {
        orion::CommandResult::new(f.request_id.clone(), f.result.clone())
            .maybe(f.detail.clone(), |b, v| b.with_detail(v))
    });
    check::<orion::CreateSessionRequest>("orion/valid/CreateSessionRequest.max-name.json", |f| {
        orion::CreateSessionRequest::new(f.request_id.clone())
            .maybe(f.name.clone(), |b, v| b.with_name(v))
    });
    check::<orion::CredentialSlot>("orion/valid/CredentialSlot.basic.json", |f| {
        orion::CredentialSlot::new(f.provider_id.clone(), f.state.clone(), f.source.clone())
    });
    check::<orion::FollowupItem>("orion/valid/FollowupItem.basic.json", |f| {
        orion::FollowupItem::new(f.id.clone(), f.text.clone(), f.queued_at.clone())
    });
    check::<orion::McpPage>("orion/valid/McpPage.basic.json", |f| {
        orion::McpPage::new(f.items.clone(), f.next_cursor.clone())
    });
    check::<orion::MutationRequest>("orion/valid/MutationRequest.basic.json", |f| {
        orion::MutationRequest::new(f.request_id.clone())
    });
    check::<orion::OpenSettingsDocumentRequest>(
        "orion/valid/OpenSettingsDocumentRequest.basic.json",
        |f| orion::OpenSettingsDocumentRequest::new(f.request_id.clone()),
    );
    check::<orion::RenameSessionRequest>("orion/valid/RenameSessionRequest.basic.json", |f| {
        orion::RenameSessionRequest::new(f.request_id.clone(), f.name.clone())
    });
    check::<orion::ReplayResetEnvelope>("orion/valid/ReplayResetEnvelope.basic.json", |f| {
        orion::ReplayResetEnvelope::new(
            f.event_id.clone(),
            f.cursor.clone(),
            f.session_id.clone(),
            f.thread_id.clone(),
            f.timestamp.clone(),
            f.payload.clone(),
        )
    });
    check::<orion::ToolDetailPage>("orion/valid/ToolDetailPage.end-absent.json", |f| {
        orion::ToolDetailPage::new(
            f.content.clone(),
            f.offset_bytes.clone(),
            f.total_bytes.clone(),
            f.redacted.clone(),
        )
        .maybe(f.next_offset_bytes.clone(), |b, v| {
            b.with_next_offset_bytes(v)
        })
    });
    check::<orion::TranscriptMessage>("orion/valid/TranscriptMessage.full.json", |f| {
        orion::TranscriptMessage::new(
            f.id.clone(),
            f.role.clone(),
            f.content.clone(),
            f.timestamp.clone(),
        )
        .maybe(f.model_visible_content.clone(), |b, v| {
            b.with_model_visible_content(v)
        })
        .maybe(f.tool_call_id.clone(), |b, v| b.with_tool_call_id(v))
        .maybe(f.tool_calls.clone(), |b, v| b.with_tool_calls(v))
        .maybe(f.applied_skills.clone(), |b, v| b.with_applied_skills(v))
    });
}

#[test]
fn orion_commands() {
    let id = orion::RequestId::new("req-goal_control").unwrap();
    let command = orion::WebCommand::new(
        id,
        orion::Command::GoalControl(orion::GoalControl::Create {
            objective: "Parser passes the fuzz corpus".into(),
        }),
    );
    encodes_as(command, "orion/valid/WebCommand.goal-control.json");
    let problem = orion::Problem::not_found("session_not_found")
        .unwrap()
        .with_detail("no such session");
    assert_eq!(
        serde_json::to_value(problem).unwrap(),
        json!({"type": "about:blank", "title": "Not Found", "status": 404, "code": "session_not_found", "detail": "no such session"})
    );
}
