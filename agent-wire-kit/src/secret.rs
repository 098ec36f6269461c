use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A credential (IPC token, web nonce) that never shows in logs.
///
/// `Debug` and `Display` print `<redacted>`; the value is on the wire as a
/// plain JSON string and readable only through [`Secret::expose`].
///
/// ```
/// let token = agent_wire_kit::Secret::new("s3cr3t");
/// assert_eq!(format!("{token:?} {token}"), "Secret(<redacted>) <redacted>");
/// assert_eq!(token.expose(), "s3cr3t");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct Secret(String);

impl Secret {
    /// Wraps a credential.
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }

    /// The credential itself. Keep it out of logs.
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// Compares with a candidate in time independent of where they differ.
    pub fn matches(&self, candidate: &str) -> bool {
        let (a, b) = (self.0.as_bytes(), candidate.as_bytes());
        let mut diff = a.len() ^ b.len();
        for (i, x) in a.iter().enumerate() {
            diff |= usize::from(x ^ b.get(i).copied().unwrap_or(!x));
        }
        diff == 0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

impl Serialize for Secret {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Secret {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(Self)
    }
}

#[cfg(feature = "schemars")]
impl schemars::JsonSchema for Secret {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Secret".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({ "type": "string" })
    }
}

crate::ts_inline!(Secret, "string");

#[cfg(feature = "utoipa")]
impl utoipa::PartialSchema for Secret {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        String::schema()
    }
}
#[cfg(feature = "utoipa")]
impl utoipa::ToSchema for Secret {}
