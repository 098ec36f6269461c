//! Message content: a structural mirror of Anthropic message shapes, so a client
//! can render a transcript without the Agent SDK.
//!
//! [`ContentBlock`] is open: a block whose `type` this version does not model,
//! or a known block that carries fields its type does not list, decodes as
//! [`UnknownBlock`] with every field kept, and re-encodes unchanged.

use crate::tags;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use wire_kit::wire_camel as wire;

/// A block of text.
#[wire]
pub struct TextBlock {
    /// Always `"text"`.
    #[wire(tag)]
    pub r#type: tags::Text,
    /// The text.
    pub text: String,
}

/// The model's visible reasoning.
#[wire]
pub struct ThinkingBlock {
    /// Always `"thinking"`.
    #[wire(tag)]
    pub r#type: tags::Thinking,
    /// The reasoning text.
    pub thinking: String,
}

/// The model calling a tool.
#[wire]
pub struct ToolUseBlock {
    /// Always `"tool_use"`.
    #[wire(tag)]
    pub r#type: tags::ToolUse,
    /// Id of this call; the matching [`ToolResultBlock`] names it in `tool_use_id`.
    pub id: String,
    /// Name of the tool called.
    pub name: String,
    /// The tool's input, as the model wrote it. Any JSON value (including `null`), but the key must be present.
    #[cfg_attr(feature = "ts-rs", ts(type = "unknown"))]
    pub input: Value,
}

/// The outcome of a tool call, sent back to the model in a user-role message.
#[wire]
pub struct ToolResultBlock {
    /// Always `"tool_result"`.
    #[wire(tag)]
    pub r#type: tags::ToolResult,
    /// The `id` of the [`ToolUseBlock`] this answers.
    #[serde(rename = "tool_use_id")]
    pub tool_use_id: String,
    /// What the tool returned: plain text or a list of blocks. Absent when the tool returned nothing.
    #[wire(optional)]
    pub content: Option<ToolResultContent>,
    /// Set when the tool failed and `content` describes the failure.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none",
        rename = "is_error"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "bool"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub is_error: Option<bool>,
}

/// `ToolResultBlock.content`: a string or a list of loosely typed blocks.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum ToolResultContent {
    /// Plain text.
    Text(String),
    /// A list of blocks; each keeps every field it was sent with.
    Blocks(Vec<ToolResultContentItem>),
}

impl<'de> Deserialize<'de> for ToolResultContent {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = ToolResultContent;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a string or an array of content blocks")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Self::Value, E> {
                Ok(ToolResultContent::Text(v.to_owned()))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Self::Value, E> {
                Ok(ToolResultContent::Text(v))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                seq: A,
            ) -> Result<Self::Value, A::Error> {
                Deserialize::deserialize(serde::de::value::SeqAccessDeserializer::new(seq))
                    .map(ToolResultContent::Blocks)
            }
        }
        d.deserialize_any(V)
    }
}

/// One block inside `ToolResultBlock.content` (`{ type: string; text?: string; [key: string]: unknown }`).
/// Only `type` and `text` are typed; every other field is kept in `rest`.
#[wire(manual_deserialize, manual_ts)]
#[cfg_attr(feature = "schemars", schemars(extend("additionalProperties" = true)))]
pub struct ToolResultContentItem {
    /// The block's kind (`text`, `image`, …).
    pub r#type: String,
    /// The text, for text blocks. Must be a string when present.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "String"))]
    pub text: Option<String>,
    /// Every other field, verbatim.
    #[serde(flatten)]
    pub rest: Map<String, Value>,
}

crate::ts_manual!(
    ToolResultContentItem,
    "{ type: string; text?: string; [key: string]: unknown }"
);

/// Forward-compatible fallback for a block this protocol version does not model.
/// `kind` is the block's `type`; every other field is kept in `rest` and written
/// back unchanged.
#[wire(manual_deserialize, manual_ts)]
#[cfg_attr(feature = "schemars", schemars(extend("additionalProperties" = true)))]
pub struct UnknownBlock {
    /// The block's `type`, verbatim.
    pub r#type: String,
    /// Every other field, verbatim.
    #[serde(flatten)]
    pub rest: Map<String, Value>,
}

crate::ts_manual!(UnknownBlock, "{ type: string; [key: string]: unknown }");

wire_kit::string_enum! {
    /// Who wrote an [`ApiMessage`].
    #[string_enum(documented)]
    pub enum ApiMessageRole {
        /// The user (also tool results and other synthetic user-role messages).
        User = "user",
        /// The model.
        Assistant = "assistant",
    }
}

/// One Anthropic API message, mirrored structurally.
#[wire]
pub struct ApiMessage {
    /// Who wrote the message.
    pub role: ApiMessageRole,
    /// A plain string or a list of content blocks.
    pub content: ApiMessageContent,
    /// Model that produced the message (assistant messages).
    #[wire(optional)]
    pub model: Option<String>,
    /// Why generation stopped. May be `null` (still streaming, or not reported); absent and `null` are kept apart.
    #[serde(
        default,
        deserialize_with = "crate::num::double_option",
        skip_serializing_if = "Option::is_none",
        rename = "stop_reason"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "Option<String>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub stop_reason: Option<Option<String>>,
    /// Token usage of the API call that produced this message, when it carries it
    /// (assistant messages do). Good for running totals during a turn; the turn's
    /// result stays the authoritative count.
    #[wire(optional)]
    pub usage: Option<ApiMessageUsage>,
}

/// `ApiMessage.usage`: per-call token counts.
#[wire]
pub struct ApiMessageUsage {
    /// Input tokens billed.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none",
        rename = "input_tokens"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "i64"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub input_tokens: Option<i64>,
    /// Output tokens generated.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none",
        rename = "output_tokens"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "i64"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub output_tokens: Option<i64>,
    /// Input tokens written to the prompt cache.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none",
        rename = "cache_creation_input_tokens"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "i64"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub cache_creation_input_tokens: Option<i64>,
    /// Input tokens read from the prompt cache.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none",
        rename = "cache_read_input_tokens"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "i64"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub cache_read_input_tokens: Option<i64>,
}

/// `ApiMessage.content`: a string or a list of [`ContentBlock`]s.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum ApiMessageContent {
    /// Plain text.
    Text(String),
    /// Content blocks, in order.
    Blocks(Vec<ContentBlock>),
}

impl<'de> Deserialize<'de> for ApiMessageContent {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = ApiMessageContent;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a string or an array of content blocks")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Self::Value, E> {
                Ok(ApiMessageContent::Text(v.to_owned()))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Self::Value, E> {
                Ok(ApiMessageContent::Text(v))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                seq: A,
            ) -> Result<Self::Value, A::Error> {
                Deserialize::deserialize(serde::de::value::SeqAccessDeserializer::new(seq))
                    .map(ApiMessageContent::Blocks)
            }
        }
        d.deserialize_any(V)
    }
}

/// One block of message content.
///
/// The union is open upstream (its last member is [`UnknownBlock`]), so any
/// object with a string `type` is a content block. A block is decoded as
/// [`TextBlock`], [`ThinkingBlock`], [`ToolUseBlock`] or [`ToolResultBlock`]
/// when its `type` names one of them and its fields fit that type exactly;
/// anything else becomes [`ContentBlock::Unknown`] with every field kept, so
/// re-encoding never loses data.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
#[serde(untagged)]
// Upstream may add block types in a minor release.
#[non_exhaustive]
pub enum ContentBlock {
    /// A `text` block.
    Text(TextBlock),
    /// A `thinking` block.
    Thinking(ThinkingBlock),
    /// A `tool_use` block.
    ToolUse(ToolUseBlock),
    /// A `tool_result` block.
    ToolResult(ToolResultBlock),
    /// Any other block, or a known `type` whose fields do not fit its type.
    Unknown(UnknownBlock),
}

impl ContentBlock {
    /// The block's `type`.
    pub fn kind(&self) -> &str {
        match self {
            Self::Text(_) => "text",
            Self::Thinking(_) => "thinking",
            Self::ToolUse(_) => "tool_use",
            Self::ToolResult(_) => "tool_result",
            Self::Unknown(b) => &b.r#type,
        }
    }

    /// Builds a block from a JSON object, typed when it fits.
    pub fn from_object(map: Map<String, Value>) -> Result<Self, String> {
        let kind = match map.get("type") {
            Some(Value::String(s)) => s.clone(),
            Some(_) => return Err("`type` must be a string".into()),
            None => return Err("missing field `type`".into()),
        };
        let value = Value::Object(map);
        let typed = match kind.as_str() {
            "text" => exactly::<TextBlock>(&value).map(Self::Text),
            "thinking" => exactly::<ThinkingBlock>(&value).map(Self::Thinking),
            "tool_use" => exactly::<ToolUseBlock>(&value).map(Self::ToolUse),
            "tool_result" => exactly::<ToolResultBlock>(&value).map(Self::ToolResult),
            _ => None,
        };
        if let Some(block) = typed {
            return Ok(block);
        }
        let Value::Object(map) = value else {
            unreachable!("built as an object above")
        };
        // Rebuilt rather than `remove`d, so the other fields keep their order.
        let rest = map.into_iter().filter(|(k, _)| k != "type").collect();
        Ok(Self::Unknown(UnknownBlock { r#type: kind, rest }))
    }
}

/// `value` as `T` when it fits `T` exactly: every member declared, so the
/// typed block re-encodes without loss (else it is kept as an unknown block).
/// Asked of the decode itself rather than of a re-encoding compared with
/// the input: none of the four block types drops a member it read (an
/// optional member refuses `null`), so the two answers are the same.
fn exactly<T: serde::de::DeserializeOwned>(value: &Value) -> Option<T> {
    wire_kit::strict::from_value_declared(value)
}

impl<'de> Deserialize<'de> for ContentBlock {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = Map::<String, Value>::deserialize(d)?;
        Self::from_object(map).map_err(serde::de::Error::custom)
    }
}
