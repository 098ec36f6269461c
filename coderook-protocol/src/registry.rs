//! The type registry codegen reads: the method and event tables' types,
//! then every other wire type under its upstream name.

/// Calls `$callback!` with this crate's registry:
/// `$callback! { $crate; named: [..]; inline: [..] }`.
///
/// `named` starts with the types of the method table (each row's params,
/// then its result, in table order) and of the event table, each at its
/// first place (a result several methods share is listed once). The other
/// types follow, written out
/// here: the records a method or event type uses that upstream names, then
/// the shared `$defs` records. `inline` lists the types of ours the contract
/// writes inline ([`Event`](crate::Event)). This crate's
/// [`WireType`](crate::WireType) impls, [`TYPE_NAMES`](crate::TYPE_NAMES)
/// and [`visit_type`](crate::visit_type), and every codegen artifact, are
/// built from this list; a test checks that every type reachable from it is
/// in it.
#[macro_export]
macro_rules! wire_types {
    ($callback:ident) => {
        $crate::__method_table! { ($crate::__wire_types_methods) [$callback] }
    };
}

/// Second step of [`wire_types!`]: the method table's types.
#[doc(hidden)]
#[macro_export]
macro_rules! __wire_types_methods {
    ([$callback:ident] $($variant:ident => $method:literal $(as $tag:ident)?, $params:ident $(=> $result:ident)? $(, $read:ident)?;)+) => {
        $crate::__event_table! { ($crate::__wire_types_events) [$callback] [$($params, $($result,)?)+] }
    };
}

/// Last step of [`wire_types!`]: the event table's types, then the rest.
#[doc(hidden)]
#[macro_export]
macro_rules! __wire_types_events {
    ([$callback:ident] [$($method_type:ident,)+] $($variant:ident => $tag:literal $(as $tag_type:ident)?, $event:ident $(, $seq:ident)?;)+) => {
        $crate::__registry! { $callback! {
            $crate;
            named: [
                ($($method_type,)+ $($event,)+),
                McpServerInfo,
                HookConfigInfo,
                HookAuditInfo,
                MemoryInfo,
                BackgroundJobInfo,
                EventPushEnvelope,
                ImageArtifactInput,
                AuthorityProfile,
                AuthoritySnapshot,
                CompletionEvidence,
                GoalRecord,
                GoalTimelineEntry,
                JsonValue,
                RuntimeMode,
                SandboxCapability,
                ToolAction,
                WorkspaceTrust,
                GoalContinueDecision,
                RuntimeEventRecord,
                ThreadRecord,
                ThreadStatus,
                RouteReceipt,
                TurnRecord,
                TurnStatus,
                TurnItemKind,
                TurnItemRecord,
                RuntimeFeatureFlags,
                RuntimeSandboxStatus,
                SessionInfo,
                MemorySettingsInfo,
                PlanStepState,
            ];
            inline: [
                Event,
            ];
        } }
    };
}
