//! The one interface through which a protocol crate plugs into codegen: a
//! list of its named types, each with decode and schema hooks (TypeScript
//! reads the same registry through [`ts_registry!`](crate::ts_registry)).

use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::{Serialize, de::DeserializeOwned};
use serde_json::Value;
use ts_rs::Config;
use wire_kit::DecodeError;

/// One upstream-named type of a protocol crate.
#[derive(Clone, Copy)]
pub struct TypeEntry {
    /// The upstream name (`AgentRunCommand`, `WebEventEnvelope`, …).
    pub name: &'static str,
    /// Decodes JSON text as this type and re-encodes it as text (a kept
    /// object's text is written as it came, numbers beyond `f64` included).
    pub roundtrip: fn(&str) -> Result<String, DecodeError>,
    /// Decodes a JSON value as this type and re-encodes it.
    pub roundtrip_value: fn(&Value) -> Result<Value, DecodeError>,
    /// Adds the type's schema to a generator and returns it (a `$ref` for named types).
    pub schema: fn(&mut SchemaGenerator) -> Schema,
}

impl TypeEntry {
    /// The entry for `T`, registered under `name`, decoded by [`Kit`].
    pub fn of<T>(name: &'static str) -> Self
    where
        T: Serialize + DeserializeOwned + JsonSchema + 'static,
    {
        Self::decoded_by::<T, Kit>(name)
    }

    /// The entry for `T`, registered under `name`, decoded by `D`.
    pub fn decoded_by<T, D>(name: &'static str) -> Self
    where
        T: Serialize + JsonSchema + 'static,
        D: Decoder<T>,
    {
        Self {
            name,
            // The name is only known at registration: errors carry it through `retag`.
            roundtrip: |json| encode_text(&D::from_str(json)?),
            roundtrip_value: |json| encode(&D::from_value(json)?),
            schema: |generator| generator.subschema_for::<T>(),
        }
    }

    /// A standalone JSON Schema 2020-12 document for this type, its
    /// dependencies under `$defs`.
    pub fn json_schema(&self) -> Value {
        let mut generator = schema_settings().into_generator();
        let schema = (self.schema)(&mut generator);
        let mut root = serde_json::Map::new();
        root.insert(
            "$schema".into(),
            "https://json-schema.org/draft/2020-12/schema".into(),
        );
        match schema.to_value() {
            // A `$ref` alone points at the definition: inline it as the root.
            Value::Object(map) => {
                let target = map
                    .get("$ref")
                    .and_then(Value::as_str)
                    .and_then(|r| r.strip_prefix("#/$defs/"))
                    .filter(|_| map.len() == 1)
                    .and_then(|name| generator.definitions().get(name).cloned());
                match target {
                    Some(Value::Object(def)) => root.extend(def),
                    _ => root.extend(map),
                }
            }
            other => {
                root.insert("allOf".into(), Value::Array(vec![other]));
            }
        }
        let defs = generator.take_definitions(true);
        if !defs.is_empty() {
            root.insert("$defs".into(), Value::Object(defs));
        }
        Value::Object(root)
    }

    /// Decodes JSON text and re-encodes it; errors name this entry's type.
    /// A valid value whose re-encoding a tree cannot hold (a number beyond
    /// `f64` in a kept object) is an error here: use [`roundtrip`](Self::roundtrip).
    pub fn decode(&self, json: &str) -> Result<Value, DecodeError> {
        let text = (self.roundtrip)(json).map_err(|e| self.retag(e))?;
        serde_json::from_str(&text).map_err(|e| {
            DecodeError::new(
                self.name,
                "",
                format!("valid, but its re-encoding is not a tree: {e}"),
            )
        })
    }

    /// Decodes a JSON value and re-encodes it; errors name this entry's type.
    pub fn decode_value(&self, json: &Value) -> Result<Value, DecodeError> {
        (self.roundtrip_value)(json).map_err(|e| self.retag(e))
    }

    fn retag(&self, e: DecodeError) -> DecodeError {
        let mut out = DecodeError::new(self.name, e.path(), e.message());
        out.set_position(e.line(), e.column());
        out
    }
}

/// How a crate decodes `T`: through its own entry points, as its users do
/// (an error inside a union then carries the member's path like every other).
pub trait Decoder<T> {
    /// Decodes JSON text.
    fn from_str(json: &str) -> Result<T, DecodeError>;
    /// Decodes a JSON value.
    fn from_value(json: &Value) -> Result<T, DecodeError>;
}

/// The kit's decoder, for crates without entry points of their own.
pub struct Kit;

impl<T: DeserializeOwned> Decoder<T> for Kit {
    fn from_str(json: &str) -> Result<T, DecodeError> {
        wire_kit::from_str("", json)
    }
    fn from_value(json: &Value) -> Result<T, DecodeError> {
        wire_kit::from_value("", json)
    }
}

fn encode<T: Serialize>(value: &T) -> Result<Value, DecodeError> {
    serde_json::to_value(value)
        .map_err(|e| DecodeError::new("", "", format!("cannot re-encode: {e}")))
}

/// The re-encoding as text, which holds every value a decoder accepts.
pub fn encode_text<T: Serialize>(value: &T) -> Result<String, DecodeError> {
    serde_json::to_string(value)
        .map_err(|e| DecodeError::new("", "", format!("cannot re-encode: {e}")))
}

/// The callback for a protocol crate's `wire_types!`: a `Vec<TypeEntry>`
/// of its `named` types, each under its Rust name, in the crate's order,
/// a name listed again (a result several methods share) kept at its first
/// place: `coderook_protocol::wire_types!(named_entries)`. The second form
/// takes the decoder and the list, for a callback that picks the list
/// (`named_entries!(@ Decoder; krate; [A, B])`).
#[macro_export]
macro_rules! named_entries {
    ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
        $crate::named_entries!(@ $crate::registry::Kit; $krate; [$($name),*])
    };
    (@ $decoder:ty; $krate:ident; [$($name:ident),* $(,)?]) => {
        $crate::registry::first_of_each(vec![
            $($crate::registry::TypeEntry::decoded_by::<$krate::$name, $decoder>(stringify!($name))),*
        ])
    };
}

/// `entries` without the repeats of a name, each kept at its first place.
pub fn first_of_each(mut entries: Vec<TypeEntry>) -> Vec<TypeEntry> {
    let mut seen = std::collections::HashSet::new();
    entries.retain(|e| seen.insert(e.name));
    entries
}

/// The TypeScript settings every artifact uses: JSON numbers are `number`.
pub fn ts_config() -> Config {
    Config::new().with_large_int("number")
}

/// The schema settings every artifact uses: JSON Schema 2020-12, with the
/// numeric `format` annotations schemars adds for Rust integer and float
/// types (`int64`, `uint32`, `double` …) removed, since no contract declares them.
pub fn schema_settings() -> schemars::generate::SchemaSettings {
    schemars::generate::SchemaSettings::draft2020_12().with_transform(
        schemars::transform::RecursiveTransform(strip_numeric_format),
    )
}

fn strip_numeric_format(schema: &mut Schema) {
    const RUST_FORMATS: &[&str] = &[
        "int", "uint", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
        "int128", "uint128", "float", "double",
    ];
    let is_rust = schema
        .get("format")
        .and_then(Value::as_str)
        .is_some_and(|f| RUST_FORMATS.contains(&f));
    if is_rust {
        schema.remove("format");
    }
}
