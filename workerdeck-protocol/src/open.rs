//! Fields the contract keeps open ("kept as string, the set may grow").
//!
//! Each type here decodes any string. The values the contract names are
//! offered as variants for matching; anything else is kept in `Other` and
//! re-encoded as exactly the text that was read. In the JSON Schema and the
//! TypeScript these are plain `string`, as upstream writes them.

/// Declares an open string set: known values plus `Other(String)`.
macro_rules! open_string {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:literal ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        // The contract may name more values in a minor release.
        #[non_exhaustive]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )*
            /// A value this version of the crate does not name; kept verbatim.
            Other(String),
        }

        impl $name {
            /// The values the contract names, in its order.
            pub const KNOWN: &'static [&'static str] = &[$($wire),*];

            /// The wire text.
            pub fn as_str(&self) -> &str {
                match self {
                    $( Self::$variant => $wire, )*
                    Self::Other(s) => s,
                }
            }

            /// Whether the value is one the contract names.
            pub fn is_known(&self) -> bool {
                !matches!(self, Self::Other(_))
            }
        }

        impl From<&str> for $name {
            fn from(s: &str) -> Self {
                match s {
                    $( $wire => Self::$variant, )*
                    other => Self::Other(other.to_owned()),
                }
            }
        }

        impl From<String> for $name {
            fn from(s: String) -> Self {
                match s.as_str() {
                    $( $wire => Self::$variant, )*
                    _ => Self::Other(s),
                }
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let key = <$crate::dispatch::Key<'de> as serde::Deserialize>::deserialize(d)?;
                Ok(match key.0 {
                    ::std::borrow::Cow::Borrowed(s) => Self::from(s),
                    ::std::borrow::Cow::Owned(s) => Self::from(s),
                })
            }
        }

        #[cfg(feature = "schemars")]
        impl schemars::JsonSchema for $name {
            fn inline_schema() -> bool {
                true
            }
            fn schema_name() -> ::std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }
            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!({ "type": "string" })
            }
        }

        #[cfg(feature = "ts-rs")]
        impl ts_rs::TS for $name {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &ts_rs::Config) -> String {
                "string".to_owned()
            }
            fn inline(_: &ts_rs::Config) -> String {
                "string".to_owned()
            }
        }
    };
}

/// Declares a closed string enum: each variant with its exact wire string
/// (serde `rename`), `ALL`, `as_str` and `Display`; serde, the JSON Schema and
/// the TypeScript are derived.
macro_rules! closed_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord,
            ::serde::Serialize, ::serde::Deserialize,
        )]
        #[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
        #[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
        pub enum $name {
            $(
                $(#[$vmeta])*
                #[serde(rename = $wire)]
                $variant,
            )+
        }

        impl $name {
            /// Every value, in the contract's order.
            pub const ALL: &'static [$name] = &[$(Self::$variant),+];

            /// The wire text.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $( Self::$variant => $wire, )+
                }
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

pub(crate) use closed_enum;

open_string! {
    /// Where a session's Anthropic credentials came from (`system_init.apiKeySource`,
    /// `SessionInfo.apiKeySource`). `oauth` is a claude.ai subscription login; the
    /// others say where an API key was found. Open: the SDK's set may grow.
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

open_string! {
    /// Verdict of a rate-limit window (`RateLimitInfo.status`). Open: the SDK's set may grow.
    pub enum RateLimitStatus {
        /// Within the window's allowance.
        Allowed = "allowed",
        /// Within the allowance but close to it.
        AllowedWarning = "allowed_warning",
        /// Over the allowance: requests are refused.
        Rejected = "rejected",
    }
}

open_string! {
    /// Which rate-limit window a snapshot describes (`RateLimitInfo.rateLimitType`).
    /// Open: the SDK's set may grow.
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

open_string! {
    /// The claude.ai plan a session's rate-limit windows belong to
    /// (`plan_info.subscriptionType`). Open: the set may grow.
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

open_string! {
    /// Machine-readable cause of a failed tool execution
    /// (`execution_failed.reason`). Backends may add their own values.
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

open_string! {
    /// Connection state of an MCP server (`McpServerStatusInfo.status`).
    /// Open: the engine's set may grow.
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

open_string! {
    /// Where an MCP server was configured (`McpServerStatusInfo.scope`). Open.
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

open_string! {
    /// A reasoning effort (`CreateSessionRequest.reasoningEffort`,
    /// `EngineCapabilities.reasoningEfforts`, `ModelOption.reasoningEfforts`).
    /// Open: engine binaries accept more values than their SDKs list.
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
