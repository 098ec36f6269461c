//! Sample Rust types, one of each shape the Swift emitter handles: the
//! emitter's own test bed, independent of how the protocol crates evolve.
#![allow(missing_docs)]

use super::emit::SchemaFn;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// A closed set of modes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Mode {
    /// Ask first.
    Default,
    /// Accept edits.
    AcceptEdits,
    #[serde(rename = "bypass.all")]
    BypassAll,
}

/// An open set of model names.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(extend("x-open-enum" = ["sonnet", "opus"]))]
pub struct ModelName(pub String);

/// An open set inlined at each use, named by its title.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Effort(pub String);

impl schemars::JsonSchema for Effort {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Effort".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({ "type": "string", "title": "Effort", "x-open-enum": ["low", "high"] })
    }
}

/// A nested object.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Inner {
    /// A count.
    pub n: i64,
}

/// Every presence kind.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Presence {
    /// Constant.
    #[schemars(extend("const" = "2.0"))]
    pub jsonrpc: String,
    /// Required.
    pub session_id: String,
    /// Required nullable.
    #[serde(deserialize_with = "wire_kit::decode::required_nullable")]
    #[schemars(with = "wire_kit::schema::Nullable<Inner>")]
    pub parent: Option<Inner>,
    /// Optional, omitted.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[schemars(with = "String")]
    pub title: Option<String>,
    /// Optional nullable, always emitted.
    #[serde(default)]
    pub note: Option<String>,
    /// Optional nullable, omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hint: Option<f64>,
    /// Pydantic default.
    #[serde(default)]
    pub retries: i64,
    /// Pydantic default list.
    #[serde(default)]
    pub tags: Vec<String>,
    /// Patch.
    #[serde(default, skip_serializing_if = "wire_kit::Patch::is_absent")]
    #[schemars(extend("x-tri-state" = true))]
    pub model: wire_kit::Patch<ModelName>,
    /// Raw.
    pub raw: Value,
    /// Map.
    pub counts: BTreeMap<String, i64>,
    /// Mode.
    pub mode: Mode,
    /// Effort, optional.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effort: Option<Effort>,
    /// Flag
    #[serde(rename = "type")]
    pub kind: bool,
}

/// Unknown block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct UnknownBlock {
    /// The tag.
    #[serde(rename = "type")]
    pub kind: String,
    /// The rest.
    #[serde(flatten)]
    pub extra: BTreeMap<String, Value>,
}

/// A text block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TextBlock {
    /// The text.
    pub text: String,
}

/// Tagged union.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Block {
    /// Text.
    Text(TextBlock),
    /// Image.
    Image {
        /// url
        url: String,
        /// alt
        #[serde(default, skip_serializing_if = "Option::is_none")]
        alt: Option<String>,
    },
    /// Break.
    Break,
    /// Unknown.
    #[serde(untagged)]
    Unknown(UnknownBlock),
}

/// Ping params.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct PingParams {
    /// nonce
    pub nonce: i64,
}

/// Adjacent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "method", content = "params")]
pub enum Request {
    /// Ping.
    #[serde(rename = "core.ping")]
    Ping(PingParams),
    /// Shutdown.
    #[serde(rename = "core.shutdown")]
    Shutdown(Inner),
}

/// Envelope with flatten.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Envelope {
    /// id
    pub id: i64,
    /// request
    #[serde(flatten)]
    pub request: Request,
}

/// Untagged.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum IdOrName {
    /// id
    Id(i64),
    /// name
    Name(String),
}

/// The sample registry.
pub fn types() -> Vec<(&'static str, SchemaFn)> {
    macro_rules! entries {
        ($($t:ident),*) => { vec![$((stringify!($t), (|g: &mut schemars::SchemaGenerator| g.subschema_for::<$t>()) as SchemaFn)),*] };
    }
    entries![
        Mode,
        ModelName,
        Inner,
        Presence,
        UnknownBlock,
        TextBlock,
        Block,
        PingParams,
        Request,
        Envelope,
        IdOrName
    ]
}

/// The Swift declarations of the samples.
pub fn module() -> super::emit::Module {
    super::emit::module(&types(), super::emit::Options::default())
}
