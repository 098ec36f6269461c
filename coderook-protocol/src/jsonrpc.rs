//! The JSON-RPC 2.0 envelope: requests, responses, error objects and the
//! contract's error table.

use crate::JsonValue;
use serde::de::{self, DeserializeOwned, IgnoredAny, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use wire_kit::wire;

/// The only `jsonrpc` value the protocol accepts.
pub const JSONRPC_VERSION: &str = "2.0";

wire_kit::literal! {
    /// The `jsonrpc` member: always `"2.0"`, required on decode.
    pub struct JsonRpcVersion = "2.0";
}

/// A request id: a string or a number, echoed back in the response.
///
/// Numbers keep their exact JSON text, so a response carries the id byte
/// for byte as the request did.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(untagged)]
pub enum RequestId {
    /// A string id (`"u-1"`).
    String(String),
    /// A numeric id (`7`).
    Number(serde_json::Number),
}

impl<'de> Deserialize<'de> for RequestId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = RequestId;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string or a number")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<RequestId, E> {
                Ok(RequestId::String(v.to_owned()))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<RequestId, E> {
                Ok(RequestId::String(v))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<RequestId, E> {
                Ok(RequestId::Number(v.into()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<RequestId, E> {
                Ok(RequestId::Number(v.into()))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<RequestId, E> {
                serde_json::Number::from_f64(v)
                    .map(RequestId::Number)
                    .ok_or_else(|| E::custom("id is not a finite number"))
            }
        }
        d.deserialize_any(V)
    }
}

impl From<&str> for RequestId {
    fn from(value: &str) -> Self {
        Self::String(value.to_owned())
    }
}

impl From<String> for RequestId {
    fn from(value: String) -> Self {
        Self::String(value)
    }
}

impl From<i64> for RequestId {
    fn from(value: i64) -> Self {
        Self::Number(value.into())
    }
}

impl fmt::Display for RequestId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::String(s) => write!(f, "{s:?}"),
            Self::Number(n) => write!(f, "{n}"),
        }
    }
}

/// A JSON-RPC request with untyped params. [`crate::ClientRequest`] is
/// the typed form that decodes `params` by `method`.
#[wire(manual_schema, manual_ts)]
pub struct Request<P = JsonValue> {
    /// Always `"2.0"`; required.
    #[wire(tag)]
    pub jsonrpc: JsonRpcVersion,
    /// The request id.
    pub id: RequestId,
    /// The method name (`agent.run`).
    pub method: String,
    /// The params object.
    pub params: P,
}

/// One row of the contract's error table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ErrorCodeInfo {
    /// The numeric code.
    pub code: i64,
    /// The contract's name for it (`Session Not Found`).
    pub name: &'static str,
    /// The contract's meaning (`Requested session does not exist`).
    pub meaning: &'static str,
}

macro_rules! error_codes {
    ($($variant:ident = $code:literal, $name:literal, $meaning:literal;)+) => {
        /// A JSON-RPC error code: the contract's table, plus any other code
        /// a server may send (kept as is).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ErrorCode {
            $(
                #[doc = concat!("`", stringify!($code), "` ", $name, ": ", $meaning, ".")]
                $variant,
            )+
            /// A code outside the contract's table.
            Other(i64),
        }

        /// The contract's error table, in its order.
        pub static ERROR_CODES: &[ErrorCodeInfo] = &[
            $(ErrorCodeInfo { code: $code, name: $name, meaning: $meaning },)+
        ];

        impl ErrorCode {
            /// The code for a number.
            pub fn from_code(code: i64) -> Self {
                match code {
                    $($code => Self::$variant,)+
                    other => Self::Other(other),
                }
            }

            /// The numeric code.
            pub fn code(self) -> i64 {
                match self {
                    $(Self::$variant => $code,)+
                    Self::Other(code) => code,
                }
            }

            /// The table row, if the code is in the contract's table.
            pub fn info(self) -> Option<&'static ErrorCodeInfo> {
                ERROR_CODES.iter().find(|i| i.code == self.code())
            }

            /// The contract's name (`Other` for codes outside the table).
            pub fn name(self) -> &'static str {
                self.info().map_or("Other", |i| i.name)
            }

            /// The contract's meaning (empty for codes outside the table).
            pub fn meaning(self) -> &'static str {
                self.info().map_or("", |i| i.meaning)
            }
        }
    };
}

error_codes! {
    ParseError = -32700, "Parse Error", "Invalid JSON received";
    InvalidRequest = -32600, "Invalid Request", "Missing required JSON-RPC fields";
    MethodNotFound = -32601, "Method Not Found", "Unknown method";
    InvalidParams = -32602, "Invalid Params", "Parameter validation failed";
    InternalError = -32603, "Internal Error", "Handler raised an unhandled exception";
    AuthenticationRequired = -32001, "Authentication Required", "First frame was not authentication";
    AuthenticationFailed = -32002, "Authentication Failed", "Credential was malformed or incorrect";
    SessionNotFound = -32010, "Session Not Found", "Requested session does not exist";
    SessionClosed = -32011, "Session Closed", "Session cannot accept a message";
    SessionBusy = -32012, "Session Busy", "Session already has an active run";
    SessionNotResumable = -32013, "Session Not Resumable", "Session mode cannot be resumed";
    RunNotActive = -32014, "Run Not Active", "Run cannot be cancelled";
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.code(), self.name())
    }
}

impl Serialize for ErrorCode {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_i64(self.code())
    }
}

impl<'de> Deserialize<'de> for ErrorCode {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        wire_kit::decode::integer(d).map(Self::from_code)
    }
}

/// A JSON-RPC error object.
#[wire(manual_new, manual_schema, manual_ts)]
pub struct ErrorObject {
    /// The error code.
    pub code: ErrorCode,
    /// A short description.
    pub message: String,
    /// Extra information; omitted when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<JsonValue>,
}

impl ErrorObject {
    /// An error with the table's name as its message.
    pub fn new(code: ErrorCode) -> Self {
        Self {
            code,
            message: code.name().to_owned(),
            data: None,
        }
    }

    /// An error with a message of its own.
    pub fn with_message(code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
            data: None,
        }
    }
}

impl fmt::Display for ErrorObject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "JSON-RPC error {}: {}", self.code, self.message)
    }
}

impl std::error::Error for ErrorObject {}

/// A JSON-RPC response: exactly one of `result` and `error`.
///
/// `id` is `None` only in error responses to requests whose id could not
/// be read (the wire then carries `"id": null`).
#[wire(manual_serialize, manual_deserialize, manual_schema, manual_ts)]
pub struct Response<R = JsonValue> {
    /// The id of the request answered.
    pub id: Option<RequestId>,
    /// The `result` member, or the `error` member.
    pub outcome: Result<R, ErrorObject>,
}

impl<R> Response<R> {
    /// A success response.
    pub fn result(id: RequestId, result: R) -> Self {
        Self {
            id: Some(id),
            outcome: Ok(result),
        }
    }

    /// An error response.
    pub fn error(id: Option<RequestId>, error: ErrorObject) -> Self {
        Self {
            id,
            outcome: Err(error),
        }
    }
}

impl<R: Serialize> Serialize for Response<R> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(3))?;
        map.serialize_entry("jsonrpc", JSONRPC_VERSION)?;
        map.serialize_entry("id", &self.id)?;
        match &self.outcome {
            Ok(result) => map.serialize_entry("result", result)?,
            Err(error) => map.serialize_entry("error", error)?,
        }
        map.end()
    }
}

impl<'de, R: DeserializeOwned> Deserialize<'de> for Response<R> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(ResponseVisitor::<R>(std::marker::PhantomData))
    }
}

pub(crate) struct ResponseVisitor<R>(pub(crate) std::marker::PhantomData<R>);

impl<'de, R: DeserializeOwned> Visitor<'de> for ResponseVisitor<R> {
    type Value = Response<R>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON-RPC 2.0 response object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Response<R>, A::Error> {
        let mut parts = ResponseParts::<R>::default();
        while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
            parts.entry(&key, &mut map)?;
        }
        parts.finish()
    }
}

/// Members of a response object collected one key at a time.
pub(crate) struct ResponseParts<R> {
    version: bool,
    id: Option<Option<RequestId>>,
    result: Option<R>,
    error: Option<ErrorObject>,
}

impl<R> Default for ResponseParts<R> {
    fn default() -> Self {
        Self {
            version: false,
            id: None,
            result: None,
            error: None,
        }
    }
}

impl<R: DeserializeOwned> ResponseParts<R> {
    pub(crate) fn entry<'de, A: MapAccess<'de>>(
        &mut self,
        key: &str,
        map: &mut A,
    ) -> Result<(), A::Error> {
        let repeated = match key {
            "jsonrpc" => self.version,
            "id" => self.id.is_some(),
            "result" => self.result.is_some(),
            "error" => self.error.is_some(),
            _ => false,
        };
        if repeated {
            return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
        }
        match key {
            "jsonrpc" => {
                map.next_value::<JsonRpcVersion>()?;
                self.version = true;
            }
            "id" => self.id = Some(map.next_value()?),
            "result" => self.result = Some(map.next_value()?),
            "error" => self.error = Some(map.next_value()?),
            _ => {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }

    pub(crate) fn finish<E: de::Error>(self) -> Result<Response<R>, E> {
        if !self.version {
            return Err(E::missing_field("jsonrpc"));
        }
        let id = self.id.ok_or_else(|| E::missing_field("id"))?;
        let outcome = match (self.result, self.error) {
            (Some(r), None) => Ok(r),
            (None, Some(e)) => Err(e),
            (Some(_), Some(_)) => {
                return Err(E::custom("a response has both `result` and `error`"));
            }
            (None, None) => {
                return Err(E::custom("a response has neither `result` nor `error`"));
            }
        };
        Ok(Response { id, outcome })
    }
}
