//! `application/problem+json` errors.

use crate::common::wire;

/// Safe structured error with no secret-bearing data
/// (`application/problem+json`).
#[wire(manual_new)]
pub struct Problem {
    /// Problem type URI (the constructors use `about:blank`).
    #[serde(rename = "type")]
    pub r#type: String,
    /// Short summary.
    pub title: String,
    /// HTTP status code (any JSON integer, `500.0` included).
    #[serde(deserialize_with = "wire_kit::decode::integer")]
    pub status: i64,
    /// Machine-readable code (non-empty).
    #[cfg_attr(feature = "utoipa", schema(value_type = String, min_length = 1))]
    pub code: wire_kit::BoundedString<1, { usize::MAX }>,
    /// Details.
    #[wire(optional)]
    pub detail: Option<String>,
}

/// `code: detail` (or the code alone): what a client's error says.
impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code.as_str())?;
        match &self.detail {
            Some(d) => write!(f, ": {d}"),
            None => Ok(()),
        }
    }
}

impl Problem {
    /// The media type problems are served with.
    pub const MEDIA_TYPE: &'static str = "application/problem+json";

    /// A problem with type `about:blank` and the status's reason phrase as
    /// title. `code` must not be empty.
    pub fn new(status: u16, code: &str) -> Result<Self, wire_kit::ConstraintError> {
        Ok(Self {
            r#type: "about:blank".into(),
            title: reason_phrase(status).into(),
            status: status.into(),
            code: wire_kit::BoundedString::new(code)?,
            detail: None,
        })
    }

    /// 400: the request breaks the contract (bad body, parameter or cursor).
    pub fn bad_request(code: &str) -> Result<Self, wire_kit::ConstraintError> {
        Self::new(400, code)
    }

    /// 403: missing or wrong `X-Orion-Web-Nonce`, or a forbidden origin.
    pub fn forbidden(code: &str) -> Result<Self, wire_kit::ConstraintError> {
        Self::new(403, code)
    }

    /// 404: unknown session, call or resource.
    pub fn not_found(code: &str) -> Result<Self, wire_kit::ConstraintError> {
        Self::new(404, code)
    }

    /// 409: `requestId`/body conflict, stale revision or busy runtime.
    pub fn conflict(code: &str) -> Result<Self, wire_kit::ConstraintError> {
        Self::new(409, code)
    }

    /// 422: a well-formed settings batch the host cannot apply.
    pub fn unprocessable(code: &str) -> Result<Self, wire_kit::ConstraintError> {
        Self::new(422, code)
    }

    /// 503: the settings document or editor is unavailable.
    pub fn service_unavailable(code: &str) -> Result<Self, wire_kit::ConstraintError> {
        Self::new(503, code)
    }
}

/// The standard reason phrase of the statuses the contract and the server use.
pub fn reason_phrase(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        202 => "Accepted",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        422 => "Unprocessable Content",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        503 => "Service Unavailable",
        _ => "Error",
    }
}
