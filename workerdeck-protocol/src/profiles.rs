//! Profiles and engines: named configurations sessions run under, the engine
//! capability table, and the rules built on it.

use crate::open::ReasoningEffort;
use crate::permissions::PermissionMode;
use wire_kit::Patch;
use wire_kit::wire_camel as wire;

/// A model a session can switch to (mirror of the SDK's model info).
#[wire]
pub struct ModelOption {
    /// Model id for `CreateSessionRequest.model` and `set_model`.
    pub value: String,
    /// Wire model id this row resolves to (`sonnet` → `claude-sonnet-5`). A session
    /// reports its model in resolved form, so this is how a client finds the row of
    /// the running model.
    #[wire(optional)]
    pub resolved_model: Option<String>,
    /// Name for people.
    pub display_name: String,
    /// Description for people.
    #[wire(optional)]
    pub description: Option<String>,
    /// Whether the model belongs in a picker's main list (the newest of each family)
    /// rather than behind a "more models" step. Decided by the server so every
    /// client groups the same way.
    #[wire(optional)]
    pub primary: Option<bool>,
    /// Reasoning efforts the model supports at creation (codex catalogs carry them).
    /// Absent: the engine's set ([`EngineCapabilities::reasoning_efforts`]) applies.
    /// Open strings.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "Vec<ReasoningEffort>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional, type = "readonly string[]"))]
    pub reasoning_efforts: Option<Vec<ReasoningEffort>>,
}

/// A slash command the CLI accepts as message text (mirror of the SDK's slash command).
#[wire]
pub struct SlashCommandInfo {
    /// Command name without the leading slash.
    pub name: String,
    /// What it does.
    #[wire(optional)]
    pub description: Option<String>,
    /// Hint for arguments, e.g. `<file>`.
    #[wire(optional)]
    pub argument_hint: Option<String>,
    /// Other names for the same command.
    #[wire(optional)]
    pub aliases: Option<Vec<String>>,
}

/// Per-profile fallbacks for session and job requests that leave a field unset. Defaults, not caps: an explicit request value wins.
#[wire]
pub struct ProfileDefaults {
    /// Default model.
    #[wire(optional)]
    pub model: Option<String>,
    /// Default permission mode.
    #[wire(optional)]
    pub permission_mode: Option<PermissionMode>,
}

wire_kit::string_enum! {
    /// The engine a profile runs on. **Closed on purpose**: clients switch on it
    /// exhaustively and [`ENGINE_CAPABILITIES`](crate::ENGINE_CAPABILITIES) has one
    /// row per member; adding one is a protocol version event. Absent on the wire
    /// means `claude`.
    #[string_enum(documented)]
    pub enum ProfileEngine {
        /// Claude Code through the Agent SDK, configured by a config directory. The default.
        Claude = "claude",
        /// OpenAI Codex through the codex binary's `app-server` JSON-RPC surface, configured by a CODEX_HOME.
        Codex = "codex",
        /// A model-agnostic provider through the AI SDK, assembled by the host's `createEngineRunner` hook.
        Provider = "provider",
    }
}

wire_kit::string_enum! {
    /// A kind of attachment an engine can deliver to its model (`EngineCapabilities.attachments`).
    #[string_enum(documented)]
    pub enum AttachmentKind {
        /// Images.
        Image = "image",
        /// PDF documents.
        Pdf = "pdf",
        /// Text files.
        Text = "text",
    }
}

wire_kit::string_enum! {
    /// How finely an engine streams (`EngineCapabilities.streaming`).
    #[string_enum(documented)]
    pub enum StreamingGranularity {
        /// Token by token.
        Token = "token",
        /// Coarse item updates (no typing cursor).
        Item = "item",
        /// No streaming.
        None = "none",
    }
}

/// What an engine does and does not do, one field per real difference. Clients
/// render from this record instead of switching on the engine name: a capability
/// that is off means the affordance is hidden, never a control that does nothing.
///
/// It reaches clients as `ProfileInfo.capabilities` (stamped by the server, what
/// create forms read) and `SessionInfo.capabilities` (reported by the runner,
/// what a session surface reads). When absent (an older server),
/// [`ENGINE_CAPABILITIES`](crate::ENGINE_CAPABILITIES) for the engine is the default.
#[wire]
pub struct EngineCapabilities {
    /// Permission requests can occur and approval UI is live. False: hide approval affordances (and `questionBehavior` on jobs).
    pub interactive_approvals: bool,
    /// Modes the engine can honour. A stored choice outside this set is coerced to `defaultPermissionMode`, not submitted.
    #[cfg_attr(feature = "ts-rs", ts(type = "readonly PermissionMode[]"))]
    pub permission_modes: Vec<PermissionMode>,
    /// Where an unsupported stored mode is coerced to; always one of `permissionModes`.
    pub default_permission_mode: PermissionMode,
    /// `CreateSessionRequest.resume` works.
    pub resume: bool,
    /// A resume replays earlier history into the transcript. False with `resume`: say the history predates the attach rather than treating an empty transcript as a bug.
    pub resume_backfill: bool,
    /// `GET /sdk-sessions` offers a resume picker for this engine.
    pub list_sessions: bool,
    /// `context_usage` events can occur. False: render nothing, never an empty gauge.
    pub context_usage: bool,
    /// `rate_limit` and `plan_info` events can occur. False: render nothing.
    pub rate_limits: bool,
    /// `GET`/`POST /sessions/:id/mcp` work (501 otherwise).
    pub mcp_status: bool,
    /// A session request may bring its own `mcpServers`.
    pub session_mcp_servers: bool,
    /// `capabilities` events carry slash commands.
    pub slash_commands: bool,
    /// `settingSources` and similar CLI options apply.
    pub setting_sources: bool,
    /// `maxTurns` and `maxBudgetUsd` are honoured (the gateway answers 400 otherwise).
    pub budgets: bool,
    /// Attachment kinds the engine can deliver to the model; refuse others locally before the server's 415.
    #[cfg_attr(
        feature = "ts-rs",
        ts(type = "ReadonlyArray<'image' | 'pdf' | 'text'>")
    )]
    pub attachments: Vec<AttachmentKind>,
    /// Efforts offerable at creation; absent means the effort cannot be set (hide the control). Open strings.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "Vec<ReasoningEffort>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional, type = "readonly string[]"))]
    pub reasoning_efforts: Option<Vec<ReasoningEffort>>,
    /// Sessions have a scratch filesystem (`GET /sessions/:id/files`, deliverables).
    pub vfs: bool,
    /// Granularity of `stream_delta` events.
    pub streaming: StreamingGranularity,
}

/// The model provider of a `provider` profile. Credentials always come from the
/// operator's environment: never on the wire, never here. `apiKeyEnv` names the
/// variable to read; it does not hold a key.
#[wire]
pub struct ProviderConfig {
    /// Provider adapter (`anthropic`, `openai`, `moonshotai`, `openai-compatible`, …). A plain string: hosts can add adapters.
    pub id: String,
    /// Default model id, e.g. `kimi-k3`; a session may override it.
    #[wire(optional)]
    pub model: Option<String>,
    /// Model ids the profile offers in pickers, declared by the operator (providers cannot list them). Unset: only `model` is offered.
    #[wire(optional)]
    pub models: Option<Vec<String>>,
    /// Base URL for OpenAI-compatible providers.
    #[wire(optional)]
    pub base_url: Option<String>,
    /// Name of the environment variable holding the key. Never the key itself.
    #[wire(optional)]
    pub api_key_env: Option<String>,
}

wire_kit::string_enum! {
    /// A capability the model-agnostic engine can grant, named after the tool it
    /// brings. The always-present tools (`fs_*`, `eval_script`) are not grants and
    /// are not listed.
    #[string_enum(documented)]
    pub enum SessionCapability {
        /// Web search.
        WebSearch = "web_search",
        /// Downloading files.
        Download = "download",
        /// Fetching web pages.
        WebFetch = "web_fetch",
        /// Handing files to the user (`file_delivered`).
        DeliverFile = "deliver_file",
    }
}

/// What sessions under a `provider` profile get, as the operator declared it
/// (meaningless for `claude` profiles). MCP servers are named here, never
/// configured: their configs may carry credentials and this type is served by
/// `GET /profiles`; the host connected them in `createEngineRunner`.
#[wire]
pub struct ProfileSessionDefaults {
    /// Capabilities granted. Absent: no declaration, sessions get whatever the host wired. A session may narrow the set, never widen it.
    #[wire(optional)]
    pub capabilities: Option<Vec<SessionCapability>>,
    /// Names of MCP servers whose tools sessions may use. Absent: every server the host connected.
    #[wire(optional)]
    pub mcp_servers: Option<Vec<String>>,
    /// Prepended to the session's system prompt.
    #[wire(optional)]
    pub instructions: Option<String>,
}

/// A named configuration sessions run under. For `claude` it is a Claude Code
/// config directory (given to the CLI as CLAUDE_CONFIG_DIR, with its settings,
/// memory, skills and credentials); for `codex` a CODEX_HOME; for `provider` a
/// provider wiring.
///
/// Fields marked *response-only* are set by the server on the way out and
/// ignored on the way in (in `POST /profiles` and `PATCH /profiles/:name`).
#[wire]
pub struct ProfileInfo {
    /// Unique name; what `CreateSessionRequest.profile` takes.
    pub name: String,
    /// Engine the profile runs on. Absent means `claude`, so profiles written before other engines existed keep working.
    #[wire(optional)]
    pub engine: Option<ProfileEngine>,
    /// Absolute path given as CLAUDE_CONFIG_DIR. Required for `claude` profiles; meaningless for other engines.
    #[wire(optional)]
    pub config_dir: Option<String>,
    /// Codex profiles: absolute path given as CODEX_HOME (auth, config.toml, threads). Unset: the binary's own `~/.codex`.
    #[wire(optional)]
    pub codex_home: Option<String>,
    /// Provider wiring, for `provider` profiles.
    #[wire(optional)]
    pub provider: Option<ProviderConfig>,
    /// Description for people.
    #[wire(optional)]
    pub description: Option<String>,
    /// Fallbacks for requests that leave fields unset.
    #[wire(optional)]
    pub defaults: Option<ProfileDefaults>,
    /// Provider-engine session grants.
    #[wire(optional)]
    pub session: Option<ProfileSessionDefaults>,
    /// *Response-only.* The engine's model catalog, shipped with the release and
    /// served at once (no process spawned). Provider profiles list `provider.models`.
    /// Never contains a `default` row: forms add their own.
    #[wire(optional)]
    pub models: Option<Vec<ModelOption>>,
    /// *Response-only.* What the default model resolves to. For claude profiles it is unknown until a session on the profile reports it.
    #[wire(optional)]
    pub default_model: Option<String>,
    /// *Response-only.* The engine's capability record. Absent: use `ENGINE_CAPABILITIES[engine]` (see [`ProfileInfo::effective_capabilities`]).
    #[wire(optional)]
    pub capabilities: Option<EngineCapabilities>,
    /// *Response-only.* Whether the credentials probe as usable now. Absent: unknown,
    /// treat as available. Display only: creating against an unavailable profile
    /// still proceeds and fails with the engine's own error.
    #[wire(optional)]
    pub available: Option<bool>,
    /// *Response-only.* One line the operator can act on; present only when `available` is false.
    #[wire(optional)]
    pub unavailable_reason: Option<String>,
    /// *Response-only.* The profile comes from the profile store and can be edited
    /// or deleted through the API. Profiles declared in server options are absent
    /// or false here.
    #[wire(optional)]
    pub managed: Option<bool>,
}

/// A read-only summary of what a profile's config directory holds, limited to
/// what matters for worker sessions. Values that could be secrets (environment
/// values) never leave the server: only names are listed.
#[wire]
pub struct ProfileConfigSnapshot {
    /// From the directory's settings.json; absent when it is missing or unreadable.
    #[wire(optional)]
    pub settings: Option<ProfileSettingsSnapshot>,
    /// A CLAUDE.md (user memory) exists.
    pub has_user_memory: bool,
    /// Skill names (`skills/<name>/`).
    pub skills: Vec<String>,
    /// Agent names (`agents/<name>.md`).
    pub agents: Vec<String>,
    /// Custom slash-command names (`commands/<name>.md`).
    pub commands: Vec<String>,
}

/// `ProfileConfigSnapshot.settings`.
#[wire]
pub struct ProfileSettingsSnapshot {
    /// Configured default model.
    #[wire(optional)]
    pub model: Option<String>,
    /// `permissions.defaultMode`, as the CLI wrote it.
    #[wire(optional)]
    pub default_permission_mode: Option<String>,
    /// How many rules each permission list holds.
    #[wire(optional)]
    pub permission_rules: Option<PermissionRuleCounts>,
    /// Names of the environment variables settings.json declares (never their values).
    #[wire(optional)]
    pub env_keys: Option<Vec<String>>,
    /// Hook events with at least one hook.
    #[wire(optional)]
    pub hooks: Option<Vec<String>>,
}

/// `ProfileSettingsSnapshot.permissionRules`: rule counts.
#[wire]
pub struct PermissionRuleCounts {
    /// Rules in `permissions.allow`.
    pub allow: i64,
    /// Rules in `permissions.ask`.
    pub ask: i64,
    /// Rules in `permissions.deny`.
    pub deny: i64,
}

/// Body of `POST {basePath}/profiles`: create a managed profile. Only when the
/// server has a profile store and the caller may manage profiles. Response-only
/// fields are ignored.
pub type CreateProfileRequest = ProfileInfo;

/// Body of `PATCH {basePath}/profiles/:name`: a merge into a managed profile.
///
/// Every field of [`ProfileInfo`] except `name` (the route names the profile),
/// each three-way: absent leaves the field, `null` clears it, a value replaces
/// it. Nested objects (`provider`, `defaults`, `session`) are replaced whole, not
/// merged. Apply it with [`UpdateProfileRequest::apply`].
///
/// Upstream's TypeScript type (`Omit<Partial<ProfileInfo>, 'name'>`) cannot say
/// `null`, but its documentation says to pass `null` to clear: this type accepts
/// it. [`ProfileInfo`]'s only required field, `name`, is not part of the patch
/// (a body carrying it is refused); a `null` for a field the resulting profile
/// needs anyway (`configDir` of a `claude` profile) is refused by
/// [`UpdateProfileRequest::apply`] (see there).
#[wire]
pub struct UpdateProfileRequest {
    /// New engine; `null` goes back to the default (`claude`).
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<ProfileEngine>", optional))]
    pub engine: Patch<ProfileEngine>,
    /// New config directory; `null` clears it (refused when the profile ends up a `claude` profile).
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<String>", optional))]
    pub config_dir: Patch<String>,
    /// New CODEX_HOME.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<String>", optional))]
    pub codex_home: Patch<String>,
    /// New provider wiring, replacing the old one whole.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<ProviderConfig>", optional))]
    pub provider: Patch<ProviderConfig>,
    /// New description.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<String>", optional))]
    pub description: Patch<String>,
    /// New defaults, replacing the old ones whole.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<ProfileDefaults>", optional))]
    pub defaults: Patch<ProfileDefaults>,
    /// New session grants, replacing the old ones whole.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<ProfileSessionDefaults>", optional))]
    pub session: Patch<ProfileSessionDefaults>,
    /// Response-only in [`ProfileInfo`]: accepted and ignored.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<Vec<ModelOption>>", optional))]
    pub models: Patch<Vec<ModelOption>>,
    /// Response-only: accepted and ignored.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<String>", optional))]
    pub default_model: Patch<String>,
    /// Response-only: accepted and ignored.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<EngineCapabilities>", optional))]
    pub capabilities: Patch<EngineCapabilities>,
    /// Response-only: accepted and ignored.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<bool>", optional))]
    pub available: Patch<bool>,
    /// Response-only: accepted and ignored.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<String>", optional))]
    pub unavailable_reason: Patch<String>,
    /// Response-only: accepted and ignored.
    #[serde(default, skip_serializing_if = "Patch::is_absent")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<bool>", optional))]
    pub managed: Patch<bool>,
}

/// Answer to `GET {basePath}/profiles`: the profiles the caller may use.
#[wire]
pub struct ListProfilesResponse {
    /// The profiles.
    pub profiles: Vec<ProfileInfo>,
    /// Whether this caller may create profiles here (the server has a store and the caller may manage profiles). Lets a UI hide controls that would always be refused.
    #[wire(optional)]
    pub can_manage: Option<bool>,
}

/// Answer to `POST {basePath}/profiles` and `PATCH {basePath}/profiles/:name`.
#[wire]
pub struct SaveProfileResponse {
    /// The profile as stored.
    pub profile: ProfileInfo,
}

/// Answer to `GET {basePath}/profiles/:name`: the profile and a fresh look at its config directory.
#[wire]
pub struct GetProfileResponse {
    /// The profile.
    pub profile: ProfileInfo,
    /// What its config directory holds.
    pub config: ProfileConfigSnapshot,
}
