//! The type registry codegen reads: every named type under its contract name.

/// Calls `$callback!` with this crate's registry:
/// `$callback! { $crate; named: [..]; inline: [..] }`, each type once.
///
/// `named` lists the contract's `components/schemas`, in its order;
/// `inline` the objects the contract writes inline that this crate names.
/// The route table adds each request and success type (not a query, whose
/// members are the route's parameters): to `inline` when its row says
/// `inline`, to `named` otherwise, where the `(..)` group stands below,
/// unless a list writes it out. The types written out are those whose place
/// in the contract's order the table's order does not give.
/// This crate's [`WireType`](crate::WireType) impls, [`TYPE_NAMES`](crate::TYPE_NAMES)
/// and [`COMPONENT_COUNT`](crate::COMPONENT_COUNT), and every codegen
/// artifact, are built from these two lists; a test checks that every type
/// reachable from them is in one of them.
#[macro_export]
macro_rules! wire_types {
    ($callback:ident) => {
        $crate::__route_table! { ($crate::__wire_types_routes) [$callback] }
    };
}

/// Second step of [`wire_types!`]: each route's request and success type.
#[doc(hidden)]
#[macro_export]
macro_rules! __wire_types_routes {
    ([$callback:ident] $(
        $(#[$meta:meta])*
        $name:ident = $method:ident $path:literal $id:literal {
            description: $description:expr,
            nonce_required: $nonce:expr,
            parameters: [$($parameter:ident),* $(,)?],
            query: $query:tt,
            request: $request:tt $($request_inline:ident)?,
            success: $status:literal $media:ident $response:ident $($response_inline:ident)? $success:literal,
            errors: $errors:expr,
        }
    )+) => {
        $crate::__wire_types_split! {
            [$callback] [] []
            $($request $($request_inline)?, $response $($response_inline)?,)+
        }
    };
}

/// Third step of [`wire_types!`]: the route table's types sorted into
/// components and inline objects (`()`, no body, dropped).
#[doc(hidden)]
#[macro_export]
macro_rules! __wire_types_split {
    ([$callback:ident] [$($named:ident)*] [$($inline:ident)*] (), $($rest:tt)*) => {
        $crate::__wire_types_split! { [$callback] [$($named)*] [$($inline)*] $($rest)* }
    };
    ([$callback:ident] [$($named:ident)*] [$($inline:ident)*] $type:ident inline, $($rest:tt)*) => {
        $crate::__wire_types_split! { [$callback] [$($named)*] [$($inline)* $type] $($rest)* }
    };
    ([$callback:ident] [$($named:ident)*] [$($inline:ident)*] $type:ident, $($rest:tt)*) => {
        $crate::__wire_types_split! { [$callback] [$($named)* $type] [$($inline)*] $($rest)* }
    };
    ([$callback:ident] [$($named:ident)*] [$($inline:ident)*]) => {
        $crate::__wire_types_lists! { [$callback] [$($named)*] [$($inline)*] }
    };
}

/// Last step of [`wire_types!`]: the lists, with the route table's types.
#[doc(hidden)]
#[macro_export]
macro_rules! __wire_types_lists {
    ([$callback:ident] [$($named_route:ident)*] [$($inline_route:ident)*]) => {
        $crate::__registry! { $callback! {
            $crate;
            named: [
                // The route table's components no list writes out: the
                // contract's first three (`HealthResponse`,
                // `BootstrapResponse`, `MutationRequest`), then a new row's.
                ($($named_route),*),
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
                // The route table's inline objects no list writes out
                // (`DiagnosticsResponse`, `OpenSettingsDocumentRequest`,
                // `OpenSettingsDocumentResponse`, then a new row's).
                ($($inline_route),*),
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
        } }
    };
}
