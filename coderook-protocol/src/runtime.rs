//! Runtime capabilities: `runtime.capabilities`, runtime modes, feature flags and sandbox status.

use crate::prelude::*;

string_enum! {
    /// `RuntimeMode`: one of `plan`, `act`, `operate`, `review`.
    pub enum RuntimeMode {
        /// `"plan"`.
        Plan = "plan",
        /// `"act"`.
        Act = "act",
        /// `"operate"`.
        Operate = "operate",
        /// `"review"`.
        Review = "review",
    }
}

string_enum! {
    /// Sandbox kind: one of `none`, `windows_none`, `windows_acl`, `linux_bwrap`, `macos_seatbelt`.
    pub enum SandboxKind {
        /// `"none"`.
        None = "none",
        /// `"windows_none"`.
        WindowsNone = "windows_none",
        /// `"windows_acl"`.
        WindowsAcl = "windows_acl",
        /// `"linux_bwrap"`.
        LinuxBwrap = "linux_bwrap",
        /// `"macos_seatbelt"`.
        MacosSeatbelt = "macos_seatbelt",
    }
}

string_enum! {
    /// Sandbox state: one of `enforcement_available`, `partial_enforcement`, `degraded`.
    pub enum SandboxState {
        /// `"enforcement_available"`.
        EnforcementAvailable = "enforcement_available",
        /// `"partial_enforcement"`.
        PartialEnforcement = "partial_enforcement",
        /// `"degraded"`.
        Degraded = "degraded",
    }
}

string_enum! {
    /// Windows forced sandbox: one of `available`, `partial`, `unavailable`, `not_applicable`.
    pub enum WindowsForcedSandbox {
        /// `"available"`.
        Available = "available",
        /// `"partial"`.
        Partial = "partial",
        /// `"unavailable"`.
        Unavailable = "unavailable",
        /// `"not_applicable"`.
        NotApplicable = "not_applicable",
    }
}

/// Params of the `runtime.capabilities` command (the JSON-RPC `method` is `"runtime.capabilities"`). Its result is [`RuntimeCapabilitiesResult`].
#[wire]
#[derive(Default)]
pub struct RuntimeCapabilitiesCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RuntimeCapabilitiesType,
}

/// Result of `runtime.capabilities`.
#[wire(closed)]
pub struct RuntimeCapabilitiesResult {
    /// Version.
    pub version: String,
    /// Api version. Default: `"v1"`.
    #[wire(default = "v1")]
    pub api_version: String,
    /// Runtime modes.
    pub runtime_modes: Vec<RuntimeMode>,
    /// Features.
    pub features: Vec<String>,
    /// Feature flags. Default: [`RuntimeFeatureFlags::default()`].
    #[wire(default_factory)]
    pub feature_flags: RuntimeFeatureFlags,
    /// Labs enabled. Default: `false`.
    #[wire(default)]
    pub labs_enabled: bool,
    /// Sandbox. Default: [`RuntimeSandboxStatus::default()`].
    #[wire(default_factory)]
    pub sandbox: RuntimeSandboxStatus,
    /// Runtime event schema version. Default: `1`.
    #[wire(default = 1)]
    pub runtime_event_schema_version: i64,
    /// Stream JSON schema versions. Default: empty list.
    #[wire(default_factory)]
    pub stream_json_schema_versions: Vec<i64>,
}

/// `SandboxCapability`, a record shared by several messages.
#[wire(closed)]
pub struct SandboxCapability {
    /// Available.
    pub available: bool,
    /// Kind.
    pub kind: SandboxKind,
    /// Reason.
    pub reason: String,
}

/// `RuntimeFeatureFlags`, a record shared by several messages.
#[wire(closed)]
#[derive(Default)]
pub struct RuntimeFeatureFlags {
    /// Stable. Default: empty object.
    #[wire(default_factory)]
    pub stable: BTreeMap<String, bool>,
    /// Labs. Default: empty object.
    #[wire(default_factory)]
    pub labs: BTreeMap<String, bool>,
    /// Internal. Default: empty object.
    #[wire(default_factory)]
    pub internal: BTreeMap<String, bool>,
}

/// `RuntimeSandboxStatus`, a record shared by several messages.
#[wire(closed)]
pub struct RuntimeSandboxStatus {
    /// Platform.
    pub platform: String,
    /// Capability.
    pub capability: SandboxCapability,
    /// State.
    pub state: SandboxState,
    /// Windows forced sandbox.
    pub windows_forced_sandbox: WindowsForcedSandbox,
}
