//! Process health, the workbench bootstrap and diagnostics
//! (`GET /health`, `GET /bootstrap`, `GET /diagnostics`).

use crate::common::{ApiVersion, JsonObject, LiteralTrue, wire};
use crate::settings::SettingsDocument;
use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error as _};
use std::fmt;

/// Process health without secret or workspace data (`GET /health`).
#[wire]
pub struct HealthResponse {
    /// Always `true` (`const: true`).
    #[wire(tag)]
    pub ok: LiteralTrue,
    /// Product version.
    pub version: String,
}

/// Secret-free workbench bootstrap state (`GET /bootstrap`).
///
/// The one secret it carries, [`nonce`](Self::nonce), never appears in
/// `Debug` output.
#[wire]
pub struct BootstrapResponse {
    /// Always `1` (`const: 1`).
    #[wire(tag)]
    pub api_version: ApiVersion,
    /// Product version.
    pub product_version: String,
    /// The per-process web nonce every mutation sends back in the
    /// `X-Orion-Web-Nonce` header (at least 32 characters).
    pub nonce: WebNonce,
    /// The active workspace.
    pub workspace: String,
    /// Whether the installation is configured.
    pub configured: bool,
    /// The active session, if any. Optional and nullable: absent and
    /// `null` both decode to `None`; `None` is emitted as absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub active_session_id: Option<String>,
    /// The settings document.
    pub settings: SettingsDocument,
    /// Which optional workbench features this host offers.
    pub capabilities: BootstrapCapabilities,
}

/// `BootstrapResponse.capabilities`: which optional workbench features
/// this host offers.
#[wire(inline)]
pub struct BootstrapCapabilities {
    /// Goals.
    pub goal: bool,
    /// Plans.
    pub plan: bool,
    /// Skills.
    pub skills: bool,
    /// MCP servers.
    pub mcp: bool,
    /// Diagnostics.
    pub diagnostics: bool,
}

/// Sanitized runtime and harness diagnostics (`GET /diagnostics`): an open
/// JSON object (`type: object, additionalProperties: true`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[cfg_attr(feature = "utoipa", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "schemars", schemars(inline))]
#[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
#[cfg_attr(feature = "utoipa", schema(value_type = Object))]
#[serde(transparent)]
pub struct DiagnosticsResponse(
    /// The diagnostics.
    pub JsonObject,
);

/// The per-process web nonce: `BootstrapResponse.nonce` and the value of the
/// `X-Orion-Web-Nonce` header every mutation must carry.
///
/// At least 32 characters (`minLength: 32`). `Debug` and `Display` print
/// `<redacted>`, and decode errors never repeat it.
///
/// ```
/// use orion_api_types::WebNonce;
/// let nonce = WebNonce::new("n".repeat(32)).unwrap();
/// assert_eq!(format!("{nonce:?} {nonce}"), "WebNonce(<redacted>) <redacted>");
/// assert!(nonce.matches(&"n".repeat(32)));
/// assert!(WebNonce::new("short").is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct WebNonce(wire_kit::Secret);

impl WebNonce {
    /// The header that carries the nonce on mutations.
    pub const HEADER: &'static str = "X-Orion-Web-Nonce";
    /// Smallest length allowed, in characters.
    pub const MIN_LENGTH: usize = 32;

    /// Checks the length and wraps the nonce.
    pub fn new(value: impl Into<String>) -> Result<Self, wire_kit::ConstraintError> {
        let value = value.into();
        wire_kit::check_length(&value, Self::MIN_LENGTH, usize::MAX)?;
        Ok(Self(wire_kit::Secret::new(value)))
    }

    /// The nonce itself. Keep it out of logs.
    pub fn expose(&self) -> &str {
        self.0.expose()
    }

    /// Compares with a received header value in time independent of where they differ.
    pub fn matches(&self, candidate: &str) -> bool {
        self.0.matches(candidate)
    }
}

impl fmt::Debug for WebNonce {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("WebNonce(<redacted>)")
    }
}

impl fmt::Display for WebNonce {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

impl std::str::FromStr for WebNonce {
    type Err = wire_kit::ConstraintError;
    fn from_str(value: &str) -> Result<Self, Self::Err> {
        Self::new(value)
    }
}

impl Serialize for WebNonce {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.expose())
    }
}

impl<'de> Deserialize<'de> for WebNonce {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = String::deserialize(deserializer)?;
        Self::new(value).map_err(D::Error::custom)
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for WebNonce {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "WebNonce".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        wire_kit::schema::string(Self::MIN_LENGTH, usize::MAX, None)
    }
}

#[cfg(feature = "ts-rs")]
impl ts_rs::TS for WebNonce {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "string".into()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "string".into()
    }
}

#[cfg(feature = "utoipa")]
impl utoipa::PartialSchema for WebNonce {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        wire_kit::openapi::string(Self::MIN_LENGTH, usize::MAX, None)
    }
}
#[cfg(feature = "utoipa")]
impl utoipa::ToSchema for WebNonce {}
