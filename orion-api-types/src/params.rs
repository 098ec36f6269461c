//! Path, query and header parameters (`components/parameters`), with the
//! contract's bounds and defaults, and one typed query struct per operation.
//!
//! Query values arrive as strings: the integer parameters decode from a JSON
//! number or from a decimal string, so the structs work with any
//! `serde_urlencoded`-style query extractor, and [`parse_query`] reads a raw
//! query string without one.

use crate::common::wire;
use crate::routes::{Parameter, ParameterLocation};
use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error as _};
use std::fmt;

wire_kit::validated_string! {
    /// Path parameter `sessionId`: 1 to 256 characters.
    pub struct SessionId {
        min: 1,
        max: 256,
    }
}

wire_kit::validated_string! {
    /// Path parameter `callId`: opaque identifier returned by the active
    /// workspace's tool-detail summary (1 to 256 characters). The current
    /// file repository aliases callId to its project artifact identifier.
    pub struct CallId {
        min: 1,
        max: 256,
    }
}

wire_kit::validated_string! {
    /// Query parameter `cursor` of the paged collections: the opaque cursor
    /// returned by the preceding page (1 to 512 characters).
    pub struct PageCursor {
        min: 1,
        max: 512,
    }
}

wire_kit::validated_string! {
    /// Header `Last-Event-ID`: browser-provided fallback for the last durable
    /// Web event cursor (`^[0-9]+$`).
    pub struct LastEventId {
        pattern: "^[0-9]+$" => wire_kit::pattern::digits,
    }
}

impl LastEventId {
    /// The header's name.
    pub const HEADER: &'static str = "Last-Event-ID";

    /// The cursor the header names; fails when the digits exceed the
    /// largest cursor (`i64::MAX`).
    pub fn cursor(&self) -> Result<EventCursor, wire_kit::ConstraintError> {
        self.as_str()
            .parse::<i64>()
            .map_err(|_| wire_kit::ConstraintError::new("Last-Event-ID is out of range"))
            .and_then(EventCursor::new)
    }
}

/// Declares an integer query parameter with bounds and a default.
macro_rules! query_int {
    ($(#[$meta:meta])* $name:ident, $min:expr, $max:expr, $default:expr) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(i64);

        impl $name {
            /// Smallest value allowed.
            pub const MIN: i64 = $min;
            /// Largest value allowed.
            pub const MAX: i64 = $max;
            /// The value when the parameter is absent.
            pub const DEFAULT: Self = Self($default);

            /// Checks the bounds and wraps the value.
            pub fn new(value: i64) -> Result<Self, wire_kit::ConstraintError> {
                wire_kit::BoundedInt::<{ $min }, { $max }>::new(value).map(|v| Self(v.get()))
            }

            /// The value.
            pub fn get(self) -> i64 {
                self.0
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::DEFAULT
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        impl std::str::FromStr for $name {
            type Err = wire_kit::ConstraintError;
            fn from_str(value: &str) -> Result<Self, Self::Err> {
                parse_decimal(value).and_then(Self::new)
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_i64(self.0)
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = deserializer.deserialize_any(QueryInt)?;
                Self::new(value).map_err(D::Error::custom)
            }
        }

        #[cfg(feature = "schemars")]
        impl schemars::JsonSchema for $name {
            fn inline_schema() -> bool {
                true
            }
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }
            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                let mut schema = wire_kit::schema::integer($min, $max);
                schema.insert("default".into(), ($default as i64).into());
                schema
            }
        }

        #[cfg(feature = "ts-rs")]
        impl ts_rs::TS for $name {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &ts_rs::Config) -> String {
                "number".into()
            }
            fn inline(_: &ts_rs::Config) -> String {
                "number".into()
            }
        }

        #[cfg(feature = "utoipa")]
        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                let mut b = utoipa::openapi::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::Type::Integer)
                    .minimum(Some($min))
                    .default(Some(($default as i64).into()));
                if $max != i64::MAX {
                    b = b.maximum(Some($max));
                }
                b.into()
            }
        }
        #[cfg(feature = "utoipa")]
        impl utoipa::ToSchema for $name {}
    };
}

query_int! {
    /// Query parameter `pageSize`: 1 to 100, default 50.
    PageSize, 1, 100, 50
}
query_int! {
    /// Query parameter `offsetBytes`: at least 0, default 0.
    OffsetBytes, 0, i64::MAX, 0
}
query_int! {
    /// Query parameter `limitBytes`: 1 to 1,048,576, default 65,536.
    LimitBytes, 1, 1_048_576, 65_536
}
query_int! {
    /// Query parameter `cursor` of `GET /events`: the last durable Web event
    /// cursor the client accepted (at least 0, default 0).
    EventCursor, 0, i64::MAX, 0
}

/// Builds [`PARAMETERS`] from one table: each row is a parameter type of
/// this module, under its component name.
macro_rules! parameters {
    ($(
        $component:ident = $location:ident $name:literal {
            required: $required:literal,
            description: $description:expr,
        }
    )+) => {
        /// `components/parameters`, in the contract's order.
        pub static PARAMETERS: [Parameter; [$(stringify!($component)),+].len()] = [
            $(Parameter {
                component: stringify!($component),
                name: $name,
                location: ParameterLocation::$location,
                required: $required,
                description: $description,
                type_name: stringify!($component),
            },)+
        ];

        #[cfg(feature = "schemars")]
        impl Parameter {
            /// Adds the schema of the parameter's value type to `generator`
            /// and returns it; `None` for a type not in [`PARAMETERS`].
            pub fn schema(&self, generator: &mut schemars::SchemaGenerator) -> Option<schemars::Schema> {
                $(if self.type_name == stringify!($component) {
                    return Some(generator.subschema_for::<$component>());
                })+
                None
            }
        }
    };
}

parameters! {
    SessionId = Path "sessionId" {
        required: true,
        description: None,
    }
    CallId = Path "callId" {
        required: true,
        description: Some("Opaque identifier returned by the active workspace's tool-detail summary. The current file repository aliases callId to its project artifact identifier."),
    }
    PageCursor = Query "cursor" {
        required: false,
        description: Some("Opaque collection cursor returned by the preceding page."),
    }
    PageSize = Query "pageSize" {
        required: false,
        description: None,
    }
    OffsetBytes = Query "offsetBytes" {
        required: false,
        description: None,
    }
    LimitBytes = Query "limitBytes" {
        required: false,
        description: None,
    }
    EventCursor = Query "cursor" {
        required: false,
        description: Some("Last durable Web event cursor accepted by the client."),
    }
    LastEventId = Header "Last-Event-ID" {
        required: false,
        description: Some("Browser-provided fallback for the last durable Web event cursor."),
    }
}

/// A query integer: a JSON integer or a decimal string.
struct QueryInt;

impl serde::de::Visitor<'_> for QueryInt {
    type Value = i64;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an integer")
    }
    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<i64, E> {
        Ok(v)
    }
    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<i64, E> {
        i64::try_from(v).map_err(|_| E::custom(format!("integer {v} is out of range")))
    }
    fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<i64, E> {
        match wire_kit::decode::integral(v) {
            Some(n) => i64::try_from(n).map_err(|_| wire_kit::decode::out_of_range(v)),
            None => Err(E::invalid_type(serde::de::Unexpected::Float(v), &self)),
        }
    }
    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<i64, E> {
        parse_decimal(v).map_err(E::custom)
    }
}

fn parse_decimal(value: &str) -> Result<i64, wire_kit::ConstraintError> {
    let digits = value.strip_prefix('-').unwrap_or(value);
    if !wire_kit::pattern::digits(digits) {
        return Err(wire_kit::ConstraintError::new("expected a decimal integer"));
    }
    value
        .parse()
        .map_err(|_| wire_kit::ConstraintError::new("integer is out of range"))
}

/// Query of the cursor-paged collections (`listWorkspaces`, `listSessions`,
/// `getSessionSnapshot`, `listToolDetails`, `listSkills`, `listMcpServers`).
#[wire(query)]
#[derive(Default)]
pub struct PageQuery {
    /// Opaque collection cursor returned by the preceding page.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "PageCursor"))]
    #[cfg_attr(feature = "utoipa", param(value_type = Option<PageCursor>))]
    pub cursor: Option<PageCursor>,
    /// Page size (1 to 100, default 50).
    #[serde(default)]
    #[cfg_attr(feature = "utoipa", param(value_type = Option<PageSize>))]
    pub page_size: PageSize,
}

/// Query of `getToolDetail`.
#[wire(query)]
#[derive(Default)]
pub struct ToolDetailQuery {
    /// Where the page starts, in bytes (default 0).
    #[serde(default)]
    #[cfg_attr(feature = "utoipa", param(value_type = Option<OffsetBytes>))]
    pub offset_bytes: OffsetBytes,
    /// Page size in bytes (1 to 1,048,576, default 65,536).
    #[serde(default)]
    #[cfg_attr(feature = "utoipa", param(value_type = Option<LimitBytes>))]
    pub limit_bytes: LimitBytes,
}

/// Query of `streamEvents` (`GET /events`).
///
/// `cursor` stays `None` when the query omits it, so that
/// [`resume_from`](Self::resume_from) can apply the contract's rule: the
/// query value wins over `Last-Event-ID` when both are present.
#[wire(query)]
#[derive(Default)]
pub struct EventStreamQuery {
    /// Last durable Web event cursor accepted by the client.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "EventCursor"))]
    #[cfg_attr(feature = "utoipa", param(value_type = Option<EventCursor>))]
    pub cursor: Option<EventCursor>,
}

impl EventStreamQuery {
    /// The cursor to resume after: the query's `cursor` when present, else
    /// the `Last-Event-ID` header's, else 0.
    ///
    /// ```
    /// use orion_api_types::{EventStreamQuery, LastEventId, EventCursor};
    /// let header = LastEventId::new("7").unwrap();
    /// let none = EventStreamQuery::default();
    /// assert_eq!(none.resume_from(Some(&header)).unwrap().get(), 7);
    /// let query = EventStreamQuery::new().with_cursor(EventCursor::new(3).unwrap());
    /// assert_eq!(query.resume_from(Some(&header)).unwrap().get(), 3);
    /// assert_eq!(none.resume_from(None).unwrap().get(), 0);
    /// ```
    pub fn resume_from(
        &self,
        last_event_id: Option<&LastEventId>,
    ) -> Result<EventCursor, wire_kit::ConstraintError> {
        match (self.cursor, last_event_id) {
            (Some(cursor), _) => Ok(cursor),
            (None, Some(header)) => header.cursor(),
            (None, None) => Ok(EventCursor::DEFAULT),
        }
    }
}

/// Reads a raw query string (`cursor=abc&pageSize=20`, without the `?`) into
/// one of the query structs. `+` and `%XX` are decoded; a repeated parameter
/// is an error; parameters the operation does not declare are ignored.
///
/// ```
/// use orion_api_types::{PageQuery, parse_query};
/// let q: PageQuery = parse_query("PageQuery", "pageSize=20").unwrap();
/// assert_eq!(q.page_size.get(), 20);
/// assert!(q.cursor.is_none());
/// let q: PageQuery = parse_query("PageQuery", "").unwrap();
/// assert_eq!(q.page_size.get(), 50);
/// assert!(parse_query::<PageQuery>("PageQuery", "pageSize=101").is_err());
/// ```
pub fn parse_query<T: serde::de::DeserializeOwned>(
    type_name: &'static str,
    query: &str,
) -> Result<T, wire_kit::DecodeError> {
    let mut map = serde_json::Map::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = percent_decode(key, true).ok_or_else(|| {
            wire_kit::DecodeError::new(type_name, "", "malformed percent-encoding")
        })?;
        let value = percent_decode(value, true).ok_or_else(|| {
            wire_kit::DecodeError::new(type_name, key.clone(), "malformed percent-encoding")
        })?;
        if map.insert(key.clone(), value.into()).is_some() {
            return Err(wire_kit::DecodeError::new(
                type_name,
                key,
                "parameter given more than once",
            ));
        }
    }
    wire_kit::from_value(type_name, &serde_json::Value::Object(map))
}

/// A path parameter's value from its segment of a request path, which
/// [`find_route`](crate::find_route) hands over as it stands in the path:
/// `%XX` decoded (`+` is itself in a path); `None` when an escape is
/// malformed or the bytes are not UTF-8. Check the value against its type
/// after this, not before: a 100-character id takes up to 1 200 characters
/// encoded (four bytes a character, three characters a byte).
///
/// ```
/// use orion_api_types::{Method, find_route, path_parameter};
/// let (_, params) = find_route(Method::Get, "/sessions/caf%C3%A9%20a+b/snapshot").unwrap();
/// assert_eq!(path_parameter(params[0].1).unwrap(), "café a+b");
/// assert_eq!(path_parameter("s-1").unwrap(), "s-1"); // borrowed: nothing to decode
/// assert!(path_parameter("%zz").is_none());
/// assert!(path_parameter("%ff").is_none()); // not UTF-8
/// ```
pub fn path_parameter(segment: &str) -> Option<std::borrow::Cow<'_, str>> {
    if !segment.contains('%') {
        return Some(segment.into());
    }
    percent_decode(segment, false).map(Into::into)
}

/// `%XX` decoded, and with `plus_is_space` (a query string) `+` as a space.
fn percent_decode(text: &str, plus_is_space: bool) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' if plus_is_space => out.push(b' '),
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}
