//! Defaults the contract implies but the schemas cannot show.
//!
//! pydantic's `default_factory` fields have no `default` in the generated
//! schema; the values below are the readings this crate applies when such
//! a field is absent (see the crate docs, "Presence").

use crate::{
    RuntimeSandboxStatus, SandboxCapability, SandboxKind, SandboxState, WindowsForcedSandbox,
};

impl SandboxCapability {
    /// The capability before detection ran: the contract's own default for
    /// `TurnRecord.sandbox`
    /// (`{"available": false, "kind": "none", "reason": "sandbox capability has not been detected"}`).
    pub fn not_detected() -> Self {
        Self {
            available: false,
            kind: SandboxKind::None,
            reason: "sandbox capability has not been detected".to_owned(),
        }
    }
}

/// [`SandboxCapability::not_detected`]; used where a snapshot omits `sandbox`.
impl Default for SandboxCapability {
    fn default() -> Self {
        Self::not_detected()
    }
}

/// Used when `RuntimeCapabilitiesResult.sandbox` is absent: an empty
/// `platform`, an undetected capability, `degraded`, `not_applicable`.
impl Default for RuntimeSandboxStatus {
    fn default() -> Self {
        Self {
            platform: String::new(),
            capability: SandboxCapability::not_detected(),
            state: SandboxState::Degraded,
            windows_forced_sandbox: WindowsForcedSandbox::NotApplicable,
        }
    }
}
