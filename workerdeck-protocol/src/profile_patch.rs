//! Applying an [`UpdateProfileRequest`] to a [`ProfileInfo`].

use crate::profiles::{ProfileEngine, ProfileInfo, UpdateProfileRequest};
use std::fmt;

/// Why an [`UpdateProfileRequest`] cannot be applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProfilePatchError {
    /// The patch clears (`null`) a field the resulting profile requires.
    ClearsRequired {
        /// Wire name of the field.
        field: &'static str,
        /// Why the field is required.
        why: &'static str,
    },
}

impl fmt::Display for ProfilePatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ClearsRequired { field, why } => {
                write!(
                    f,
                    "UpdateProfileRequest: {field}: null clears a required field ({why})"
                )
            }
        }
    }
}

impl std::error::Error for ProfilePatchError {}

impl UpdateProfileRequest {
    /// Whether the patch changes nothing a server stores (only absent or
    /// response-only fields).
    pub fn is_noop(&self) -> bool {
        self.engine.is_absent()
            && self.config_dir.is_absent()
            && self.codex_home.is_absent()
            && self.provider.is_absent()
            && self.description.is_absent()
            && self.defaults.is_absent()
            && self.session.is_absent()
    }

    /// Applies the patch to `profile` and returns the result.
    ///
    /// Rules:
    /// - absent fields are left alone; `null` clears; a value replaces (nested
    ///   objects are replaced whole);
    /// - `name` cannot be patched (the route names the profile);
    /// - response-only fields (`models`, `defaultModel`, `capabilities`,
    ///   `available`, `unavailableReason`, `managed`) are ignored, as the
    ///   server ignores them on the way in;
    /// - `null` on a field the result requires is an error and leaves the
    ///   profile untouched. `configDir` is required for `claude` profiles, so
    ///   clearing it while the resulting engine is `claude` (or absent) fails.
    pub fn apply(&self, profile: &ProfileInfo) -> Result<ProfileInfo, ProfilePatchError> {
        let mut out = profile.clone();
        self.engine.clone().apply_to(&mut out.engine);
        if self.config_dir == wire_kit::Patch::Null
            && ProfileEngine::or_default(out.engine) == ProfileEngine::Claude
        {
            return Err(ProfilePatchError::ClearsRequired {
                field: "configDir",
                why: "claude profiles need a config directory",
            });
        }
        self.config_dir.clone().apply_to(&mut out.config_dir);
        self.codex_home.clone().apply_to(&mut out.codex_home);
        self.provider.clone().apply_to(&mut out.provider);
        self.description.clone().apply_to(&mut out.description);
        self.defaults.clone().apply_to(&mut out.defaults);
        self.session.clone().apply_to(&mut out.session);
        Ok(out)
    }
}
