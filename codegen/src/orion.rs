//! The orion protocol's registry, artifacts and conformance checks.

use crate::{Artifact, Protocol, registry::TypeEntry, report::Report};
use std::path::Path;

/// The orion protocol.
pub fn protocol() -> Protocol {
    Protocol {
        name: "orion",
        types,
        artifacts,
        conformance,
    }
}

/// The 61 component schemas of the contract, in its order.
pub const COMPONENTS: usize = 61;

fn types() -> Vec<TypeEntry> {
    let mut out = component_types();
    out.extend(inline_types());
    out
}

/// One entry per `components/schemas` key, in the contract's order.
fn component_types() -> Vec<TypeEntry> {
    crate::types![
        orion_api_types::HealthResponse,
        orion_api_types::BootstrapResponse,
        orion_api_types::MutationRequest,
        orion_api_types::RequestId,
        orion_api_types::ActivateWorkspaceRequest,
        orion_api_types::CreateSessionRequest,
        orion_api_types::RenameSessionRequest,
        orion_api_types::WorkspaceSummary,
        orion_api_types::WorkspacePage,
        orion_api_types::WorkspaceMutationResult,
        orion_api_types::SessionSummary,
        orion_api_types::SessionPage,
        orion_api_types::SessionMutationResult,
        orion_api_types::TranscriptMessage,
        orion_api_types::TranscriptPage,
        orion_api_types::GoalView,
        orion_api_types::PlanView,
        orion_api_types::PendingApproval,
        orion_api_types::FollowupItem,
        orion_api_types::SessionRuntimeSnapshot,
        orion_api_types::SessionSnapshot,
        orion_api_types::SkillSummary,
        orion_api_types::SkillPage,
        orion_api_types::McpServerSummary,
        orion_api_types::McpPage,
        orion_api_types::ToolDetailSummary,
        orion_api_types::ToolDetailSummaryPage,
        orion_api_types::ToolDetailPage,
        orion_api_types::SettingsRevision,
        orion_api_types::SettingsFieldCommon,
        orion_api_types::ThemeSettingsField,
        orion_api_types::MotionSettingsField,
        orion_api_types::ModelSettingsField,
        orion_api_types::EffortSettingsField,
        orion_api_types::ToolConfirmationSettingsField,
        orion_api_types::EffortPreference,
        orion_api_types::ModelSummary,
        orion_api_types::CredentialSlot,
        orion_api_types::SettingsDocument,
        orion_api_types::SettingsOperation,
        orion_api_types::SetThemeSetting,
        orion_api_types::UnsetThemeSetting,
        orion_api_types::SetMotionSetting,
        orion_api_types::UnsetMotionSetting,
        orion_api_types::SetModelSetting,
        orion_api_types::UnsetModelSetting,
        orion_api_types::SetEffortSetting,
        orion_api_types::UnsetEffortSetting,
        orion_api_types::SetToolConfirmationSetting,
        orion_api_types::UnsetToolConfirmationSetting,
        orion_api_types::UpdateSettingsRequest,
        orion_api_types::SettingsMutationResult,
        orion_api_types::WebCommand,
        orion_api_types::CommandResult,
        orion_api_types::WebEventEnvelope,
        orion_api_types::RuntimeEventEnvelope,
        orion_api_types::ThreadEventEnvelope,
        orion_api_types::WorkbenchStateEnvelope,
        orion_api_types::SettingsInvalidatedEnvelope,
        orion_api_types::ReplayResetEnvelope,
        orion_api_types::Problem,
    ]
}

/// The contract's inline objects, named after their parent and field.
fn inline_types() -> Vec<TypeEntry> {
    crate::types![
        orion_api_types::BootstrapCapabilities,
        orion_api_types::DiagnosticsResponse,
        orion_api_types::OpenSettingsDocumentRequest,
        orion_api_types::OpenSettingsDocumentResponse,
        orion_api_types::SettingsSections,
        orion_api_types::SettingsAppearance,
        orion_api_types::SettingsDefaults,
        orion_api_types::SettingsPermissions,
        orion_api_types::SettingsCurrentSession,
        orion_api_types::SettingsDiagnostic,
        orion_api_types::RuntimeEventPayload,
        orion_api_types::ThreadEventPayload,
        orion_api_types::WorkbenchStatePayload,
        orion_api_types::SettingsInvalidatedPayload,
        orion_api_types::ReplayResetPayload,
    ]
}

fn artifacts() -> Vec<Artifact> {
    Vec::new()
}

fn conformance(spec_dir: &Path) -> Report {
    Report::new("orion", spec_dir)
}
