//! The engine capability table and the rules that read it.

use crate::open::ReasoningEffort;
use crate::permissions::PermissionMode;
use crate::profiles::{
    AttachmentKind, EngineCapabilities, ProfileEngine, ProfileInfo, StreamingGranularity,
};
use crate::sessions::SessionInfo;

/// The static capability record of one engine: [`EngineCapabilities`] with
/// borrowed lists, so the table can be a `const`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EngineCapabilityDefaults {
    /// See [`EngineCapabilities::interactive_approvals`].
    pub interactive_approvals: bool,
    /// See [`EngineCapabilities::permission_modes`].
    pub permission_modes: &'static [PermissionMode],
    /// See [`EngineCapabilities::default_permission_mode`].
    pub default_permission_mode: PermissionMode,
    /// See [`EngineCapabilities::resume`].
    pub resume: bool,
    /// See [`EngineCapabilities::resume_backfill`].
    pub resume_backfill: bool,
    /// See [`EngineCapabilities::list_sessions`].
    pub list_sessions: bool,
    /// See [`EngineCapabilities::context_usage`].
    pub context_usage: bool,
    /// See [`EngineCapabilities::rate_limits`].
    pub rate_limits: bool,
    /// See [`EngineCapabilities::mcp_status`].
    pub mcp_status: bool,
    /// See [`EngineCapabilities::session_mcp_servers`].
    pub session_mcp_servers: bool,
    /// See [`EngineCapabilities::slash_commands`].
    pub slash_commands: bool,
    /// See [`EngineCapabilities::setting_sources`].
    pub setting_sources: bool,
    /// See [`EngineCapabilities::budgets`].
    pub budgets: bool,
    /// See [`EngineCapabilities::attachments`].
    pub attachments: &'static [AttachmentKind],
    /// See [`EngineCapabilities::reasoning_efforts`]; `None` when the record has no such field.
    pub reasoning_efforts: Option<&'static [&'static str]>,
    /// See [`EngineCapabilities::vfs`].
    pub vfs: bool,
    /// See [`EngineCapabilities::streaming`].
    pub streaming: StreamingGranularity,
}

impl EngineCapabilityDefaults {
    /// Whether `mode` is one of [`Self::permission_modes`].
    pub fn supports(&self, mode: PermissionMode) -> bool {
        self.permission_modes.contains(&mode)
    }

    /// The owned, wire-shaped record.
    pub fn to_capabilities(&self) -> EngineCapabilities {
        EngineCapabilities {
            interactive_approvals: self.interactive_approvals,
            permission_modes: self.permission_modes.to_vec(),
            default_permission_mode: self.default_permission_mode,
            resume: self.resume,
            resume_backfill: self.resume_backfill,
            list_sessions: self.list_sessions,
            context_usage: self.context_usage,
            rate_limits: self.rate_limits,
            mcp_status: self.mcp_status,
            session_mcp_servers: self.session_mcp_servers,
            slash_commands: self.slash_commands,
            setting_sources: self.setting_sources,
            budgets: self.budgets,
            attachments: self.attachments.to_vec(),
            reasoning_efforts: self
                .reasoning_efforts
                .map(|v| v.iter().map(|s| ReasoningEffort::from(*s)).collect()),
            vfs: self.vfs,
            streaming: self.streaming,
        }
    }
}

/// [`ENGINE_CAPABILITIES`]: one record per [`ProfileEngine`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EngineCapabilityTable {
    /// The `claude` engine.
    pub claude: EngineCapabilityDefaults,
    /// The `codex` engine.
    pub codex: EngineCapabilityDefaults,
    /// The `provider` engine.
    pub provider: EngineCapabilityDefaults,
}

impl EngineCapabilityTable {
    /// The record of `engine`.
    pub const fn get(&self, engine: ProfileEngine) -> &EngineCapabilityDefaults {
        match engine {
            ProfileEngine::Claude => &self.claude,
            ProfileEngine::Codex => &self.codex,
            ProfileEngine::Provider => &self.provider,
        }
    }

    /// Every engine with its record, in [`ProfileEngine::ALL`] order.
    pub fn iter(&self) -> impl Iterator<Item = (ProfileEngine, &EngineCapabilityDefaults)> {
        ProfileEngine::ALL.iter().map(move |e| (*e, self.get(*e)))
    }
}

use PermissionMode as M;

/// The static capability record of each engine, with exactly upstream's
/// values: the default for `ProfileInfo.capabilities` and
/// `SessionInfo.capabilities` when the server sends none. A copy on the wire
/// wins over this table (see [`SessionInfo::effective_capabilities`]).
pub const ENGINE_CAPABILITIES: EngineCapabilityTable = EngineCapabilityTable {
    claude: EngineCapabilityDefaults {
        interactive_approvals: true,
        permission_modes: &[
            M::Default,
            M::AcceptEdits,
            M::BypassPermissions,
            M::Plan,
            M::DontAsk,
            M::Auto,
        ],
        default_permission_mode: M::Default,
        resume: true,
        resume_backfill: true,
        list_sessions: true,
        context_usage: true,
        rate_limits: true,
        mcp_status: true,
        session_mcp_servers: true,
        slash_commands: true,
        setting_sources: true,
        budgets: true,
        attachments: &[
            AttachmentKind::Image,
            AttachmentKind::Pdf,
            AttachmentKind::Text,
        ],
        // The engine-wide set; models narrow it through their catalog rows.
        reasoning_efforts: Some(&["low", "medium", "high", "xhigh", "max"]),
        vfs: false,
        streaming: StreamingGranularity::Token,
    },
    codex: EngineCapabilityDefaults {
        // Codex's ask channels arrive as permission requests; a command
        // approval is usually an escalation after the sandbox refused.
        interactive_approvals: true,
        // default = read-only sandbox + ask; acceptEdits = workspace-write + ask;
        // bypass = full access. plan/dontAsk/auto have no codex equivalent.
        permission_modes: &[M::Default, M::AcceptEdits, M::BypassPermissions],
        default_permission_mode: M::Default,
        resume: true,
        resume_backfill: true,
        list_sessions: true,
        // Its `categories` is always empty: codex publishes no breakdown.
        context_usage: true,
        rate_limits: true,
        mcp_status: false,
        // MCP servers belong to CODEX_HOME's config.toml.
        session_mcp_servers: false,
        slash_commands: false,
        setting_sources: false,
        budgets: false,
        // PDFs have no codex representation and are refused at upload (415).
        attachments: &[AttachmentKind::Image, AttachmentKind::Text],
        // The engine-wide floor; some models offer more through the catalog.
        reasoning_efforts: Some(&["minimal", "low", "medium", "high", "xhigh"]),
        vfs: false,
        streaming: StreamingGranularity::Token,
    },
    provider: EngineCapabilityDefaults {
        interactive_approvals: false,
        permission_modes: &[M::Default, M::BypassPermissions, M::DontAsk],
        default_permission_mode: M::Default,
        resume: false,
        resume_backfill: false,
        list_sessions: false,
        context_usage: false,
        rate_limits: false,
        mcp_status: false,
        session_mcp_servers: false,
        slash_commands: false,
        setting_sources: false,
        budgets: false,
        attachments: &[
            AttachmentKind::Image,
            AttachmentKind::Pdf,
            AttachmentKind::Text,
        ],
        reasoning_efforts: None,
        vfs: true,
        streaming: StreamingGranularity::Token,
    },
};

/// Permission modes the `provider` engine understands.
#[deprecated(
    note = "read `ENGINE_CAPABILITIES.provider.permission_modes` (this is an alias of it)"
)]
pub const PROVIDER_PERMISSION_MODES: &[PermissionMode] =
    ENGINE_CAPABILITIES.provider.permission_modes;

/// Whether an engine can run a permission mode: the one rule create forms
/// filter with and the gateway refuses with. An absent engine is `claude`
/// (every mode).
pub fn supports_permission_mode(engine: Option<ProfileEngine>, mode: PermissionMode) -> bool {
    ENGINE_CAPABILITIES
        .get(engine.unwrap_or(ProfileEngine::Claude))
        .supports(mode)
}

impl ProfileEngine {
    /// The engine an optional wire field names: absent is `claude`.
    pub fn or_default(engine: Option<Self>) -> Self {
        engine.unwrap_or(Self::Claude)
    }
}

impl EngineCapabilities {
    /// The static record of `engine` (from [`ENGINE_CAPABILITIES`]).
    pub fn for_engine(engine: ProfileEngine) -> Self {
        ENGINE_CAPABILITIES.get(engine).to_capabilities()
    }

    /// Whether `mode` is one of [`Self::permission_modes`].
    pub fn supports_permission_mode(&self, mode: PermissionMode) -> bool {
        self.permission_modes.contains(&mode)
    }

    /// The mode to submit for a stored choice: the choice when this engine
    /// honours it, [`Self::default_permission_mode`] otherwise (and when
    /// nothing is stored).
    pub fn coerce_permission_mode(&self, stored: Option<PermissionMode>) -> PermissionMode {
        match stored {
            Some(mode) if self.supports_permission_mode(mode) => mode,
            _ => self.default_permission_mode,
        }
    }
}

impl SessionInfo {
    /// The engine running the session (`claude` when absent).
    pub fn engine_or_default(&self) -> ProfileEngine {
        ProfileEngine::or_default(self.engine)
    }

    /// The session's capabilities: the copy the runner reported when there
    /// is one, otherwise the static record of its engine.
    pub fn effective_capabilities(&self) -> EngineCapabilities {
        self.capabilities
            .clone()
            .unwrap_or_else(|| EngineCapabilities::for_engine(self.engine_or_default()))
    }
}

impl ProfileInfo {
    /// The engine the profile runs on (`claude` when absent).
    pub fn engine_or_default(&self) -> ProfileEngine {
        ProfileEngine::or_default(self.engine)
    }

    /// The profile's capabilities: the copy the server stamped when there is
    /// one, otherwise the static record of its engine.
    pub fn effective_capabilities(&self) -> EngineCapabilities {
        self.capabilities
            .clone()
            .unwrap_or_else(|| EngineCapabilities::for_engine(self.engine_or_default()))
    }

    /// The permission mode a create form should submit for this profile
    /// given a stored choice: kept when the engine honours it, otherwise the
    /// engine's `defaultPermissionMode`.
    pub fn coerce_permission_mode(&self, stored: Option<PermissionMode>) -> PermissionMode {
        self.effective_capabilities().coerce_permission_mode(stored)
    }
}
