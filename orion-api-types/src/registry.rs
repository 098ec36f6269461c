//! The type registry codegen reads: every named type under its contract name.

/// Calls `$callback!` with this crate's registry:
/// `$callback! { $crate; named: [..]; inline: [..] }`.
///
/// `named` lists the contract's `components/schemas`, in its order;
/// `inline` the objects the contract writes inline that this crate names.
/// This crate's [`WireType`](crate::WireType) impls, [`TYPE_NAMES`](crate::TYPE_NAMES)
/// and [`COMPONENT_COUNT`](crate::COMPONENT_COUNT), and every codegen
/// artifact, are built from these two lists; a test checks that every type
/// reachable from them is in one of them.
#[macro_export]
macro_rules! wire_types {
    ($callback:ident) => {
        $callback! {
            $crate;
            named: [
                HealthResponse,
                BootstrapResponse,
                MutationRequest,
                RequestId,
                ActivateWorkspaceRequest,
                CreateSessionRequest,
                RenameSessionRequest,
                WorkspaceSummary,
                WorkspacePage,
                WorkspaceMutationResult,
                SessionSummary,
                SessionPage,
                SessionMutationResult,
                TranscriptMessage,
                TranscriptPage,
                GoalView,
                PlanView,
                PendingApproval,
                FollowupItem,
                SessionRuntimeSnapshot,
                SessionSnapshot,
                SkillSummary,
                SkillPage,
                McpServerSummary,
                McpPage,
                ToolDetailSummary,
                ToolDetailSummaryPage,
                ToolDetailPage,
                SettingsRevision,
                SettingsFieldCommon,
                ThemeSettingsField,
                MotionSettingsField,
                ModelSettingsField,
                EffortSettingsField,
                ToolConfirmationSettingsField,
                EffortPreference,
                ModelSummary,
                CredentialSlot,
                SettingsDocument,
                SettingsOperation,
                SetThemeSetting,
                UnsetThemeSetting,
                SetMotionSetting,
                UnsetMotionSetting,
                SetModelSetting,
                UnsetModelSetting,
                SetEffortSetting,
                UnsetEffortSetting,
                SetToolConfirmationSetting,
                UnsetToolConfirmationSetting,
                UpdateSettingsRequest,
                SettingsMutationResult,
                WebCommand,
                CommandResult,
                WebEventEnvelope,
                RuntimeEventEnvelope,
                ThreadEventEnvelope,
                WorkbenchStateEnvelope,
                SettingsInvalidatedEnvelope,
                ReplayResetEnvelope,
                Problem,
            ];
            inline: [
                BootstrapCapabilities,
                DiagnosticsResponse,
                OpenSettingsDocumentRequest,
                OpenSettingsDocumentResponse,
                SettingsSections,
                SettingsAppearance,
                SettingsDefaults,
                SettingsPermissions,
                SettingsCurrentSession,
                SettingsDiagnostic,
                RuntimeEventPayload,
                ThreadEventPayload,
                WorkbenchStatePayload,
                SettingsInvalidatedPayload,
                ReplayResetPayload,
            ];
        }
    };
}
