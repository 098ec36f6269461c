//! Fields the contract keeps open ("kept as string, the set may grow").
//!
//! Each type here decodes any string. The values the contract names are
//! offered as variants for matching; anything else is kept in `Other` and
//! re-encoded as exactly the text that was read. In the JSON Schema and the
//! TypeScript these are plain `string`, as upstream writes them.

wire_kit::string_enum! {
    /// Where a session's Anthropic credentials came from (`system_init.apiKeySource`,
    /// `SessionInfo.apiKeySource`). `oauth` is a claude.ai subscription login; the
    /// others say where an API key was found. Open: the SDK's set may grow.
    #[string_enum(open)]
    pub enum ApiKeySource {
        /// A claude.ai subscription login.
        Oauth = "oauth",
        /// An API key from the user's settings.
        User = "user",
        /// An API key from the project's settings.
        Project = "project",
        /// An API key from organisation settings.
        Org = "org",
        /// A temporary key.
        Temporary = "temporary",
    }
}

wire_kit::string_enum! {
    /// Verdict of a rate-limit window (`RateLimitInfo.status`). Open: the SDK's set may grow.
    #[string_enum(open)]
    pub enum RateLimitStatus {
        /// Within the window's allowance.
        Allowed = "allowed",
        /// Within the allowance but close to it.
        AllowedWarning = "allowed_warning",
        /// Over the allowance: requests are refused.
        Rejected = "rejected",
    }
}

wire_kit::string_enum! {
    /// Which rate-limit window a snapshot describes (`RateLimitInfo.rateLimitType`).
    /// Open: the SDK's set may grow.
    #[string_enum(open)]
    pub enum RateLimitType {
        /// The five-hour (session) window.
        FiveHour = "five_hour",
        /// The weekly window.
        SevenDay = "seven_day",
        /// The weekly window for Opus models.
        SevenDayOpus = "seven_day_opus",
        /// The weekly window for Sonnet models.
        SevenDaySonnet = "seven_day_sonnet",
        /// Usage beyond the plan's allowance.
        Overage = "overage",
    }
}

wire_kit::string_enum! {
    /// The claude.ai plan a session's rate-limit windows belong to
    /// (`plan_info.subscriptionType`). Open: the set may grow.
    #[string_enum(open)]
    pub enum SubscriptionType {
        /// Pro plan.
        Pro = "pro",
        /// Max plan.
        Max = "max",
        /// Team plan.
        Team = "team",
        /// Enterprise plan.
        Enterprise = "enterprise",
    }
}

wire_kit::string_enum! {
    /// Machine-readable cause of a failed tool execution
    /// (`execution_failed.reason`). Backends may add their own values.
    #[string_enum(open)]
    pub enum ExecutionFailureReason {
        /// The execution ran past its deadline.
        Timeout = "timeout",
        /// The execution ran out of memory.
        Oom = "oom",
        /// The tool raised an error.
        Exception = "exception",
        /// Nobody is left to deliver a result.
        Orphaned = "orphaned",
    }
}

wire_kit::string_enum! {
    /// Connection state of an MCP server (`McpServerStatusInfo.status`).
    /// Open: the engine's set may grow.
    #[string_enum(open)]
    pub enum McpServerStatus {
        /// Connected; its tools are available.
        Connected = "connected",
        /// Could not connect; `error` says why.
        Failed = "failed",
        /// Waiting for the user to authenticate.
        NeedsAuth = "needs-auth",
        /// Still connecting.
        Pending = "pending",
        /// Turned off.
        Disabled = "disabled",
    }
}

wire_kit::string_enum! {
    /// Where an MCP server was configured (`McpServerStatusInfo.scope`). Open.
    #[string_enum(open)]
    pub enum McpServerScope {
        /// The project's configuration.
        Project = "project",
        /// The user's configuration.
        User = "user",
        /// Local (uncommitted) configuration.
        Local = "local",
        /// Added at runtime, e.g. by a session request.
        Dynamic = "dynamic",
    }
}

wire_kit::string_enum! {
    /// A reasoning effort (`CreateSessionRequest.reasoningEffort`,
    /// `EngineCapabilities.reasoningEfforts`, `ModelOption.reasoningEfforts`).
    /// Open: engine binaries accept more values than their SDKs list.
    #[string_enum(open)]
    pub enum ReasoningEffort {
        /// Minimal reasoning (codex).
        Minimal = "minimal",
        /// Low.
        Low = "low",
        /// Medium.
        Medium = "medium",
        /// High.
        High = "high",
        /// Extra high.
        Xhigh = "xhigh",
        /// Maximum (claude; some codex models).
        Max = "max",
    }
}
