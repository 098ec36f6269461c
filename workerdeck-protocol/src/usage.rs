//! Usage telemetry: context-window usage and subscription rate limits.

use crate::open::{RateLimitStatus, RateLimitType};
use wire_kit::wire_camel as wire;

/// One row of the context-usage breakdown (system prompt, tools, …).
#[wire]
pub struct ContextUsageCategory {
    /// Category name.
    pub name: String,
    /// Tokens the category takes.
    pub tokens: i64,
    /// Colour the CLI gives the category. Often a theme token name (`inactive`, `promptBorder`), not a CSS colour: check before styling with it.
    pub color: String,
}

/// Context-window usage (mirror of the SDK's getContextUsage), polled after each turn.
#[wire]
pub struct ContextUsage {
    /// Breakdown by category. Empty for codex, which publishes none: draw no breakdown then.
    pub categories: Vec<ContextUsageCategory>,
    /// Tokens in use.
    pub total_tokens: i64,
    /// Size of the window.
    pub max_tokens: i64,
    /// Share of the window in use, 0–100.
    #[serde(serialize_with = "crate::num::js")]
    pub percentage: f64,
    /// Model the window size applies to.
    #[wire(optional)]
    pub model: Option<String>,
}

/// One rate-limit window (mirror of the SDK's rate-limit info). Only claude.ai
/// subscription sessions produce these; an API-key session may never do, so
/// render nothing (not 0%) until one arrives.
#[wire]
pub struct RateLimitInfo {
    /// `allowed`, `allowed_warning` or `rejected`; open, any string is kept.
    pub status: RateLimitStatus,
    /// Which window (`five_hour`, `seven_day`, …); open, any string is kept.
    #[wire(optional)]
    pub rate_limit_type: Option<RateLimitType>,
    /// Share of the window used, 0–100. Sometimes omitted: absent means unknown, not 0.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none",
        serialize_with = "crate::num::js_opt"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "f64"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub utilization: Option<f64>,
    /// When the window resets, epoch **seconds**.
    #[wire(optional)]
    pub resets_at: Option<i64>,
    /// Whether usage is running past the plan's allowance.
    #[wire(optional)]
    pub is_using_overage: Option<bool>,
}
