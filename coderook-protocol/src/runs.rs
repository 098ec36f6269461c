//! Agent runs: `agent.run`, cancelling and steering a run, agent settings, image attachments and route receipts.

use crate::prelude::*;

string_enum! {
    /// Builtin tool: one of `read`, `bash`, `edit`, `write`.
    pub enum BuiltinTool {
        /// `"read"`.
        Read = "read",
        /// `"bash"`.
        Bash = "bash",
        /// `"edit"`.
        Edit = "edit",
        /// `"write"`.
        Write = "write",
    }
}

string_enum! {
    /// Delivery mode: one of `one-at-a-time`, `all`.
    pub enum DeliveryMode {
        /// `"one-at-a-time"`.
        OneAtATime = "one-at-a-time",
        /// `"all"`.
        All = "all",
    }
}

string_enum! {
    /// Permission mode: one of `deny`, `fail_fast`, `allow_list`.
    pub enum PermissionMode {
        /// `"deny"`.
        Deny = "deny",
        /// `"fail_fast"`.
        FailFast = "fail_fast",
        /// `"allow_list"`.
        AllowList = "allow_list",
    }
}

string_enum! {
    /// Question mode: one of `fail_fast`, `timeout`, `preset`.
    pub enum QuestionMode {
        /// `"fail_fast"`.
        FailFast = "fail_fast",
        /// `"timeout"`.
        Timeout = "timeout",
        /// `"preset"`.
        Preset = "preset",
    }
}

string_enum! {
    /// Session mode: one of `chat`, `one_shot`.
    pub enum SessionMode {
        /// `"chat"`.
        Chat = "chat",
        /// `"one_shot"`.
        OneShot = "one_shot",
    }
}

string_enum! {
    /// Thinking level: one of `off`, `low`, `medium`, `high`.
    pub enum ThinkingLevel {
        /// `"off"`.
        Off = "off",
        /// `"low"`.
        Low = "low",
        /// `"medium"`.
        Medium = "medium",
        /// `"high"`.
        High = "high",
    }
}

string_enum! {
    /// Wire format: one of `openai_chat`, `openai_responses`, `anthropic_messages`.
    pub enum WireFormat {
        /// `"openai_chat"`.
        OpenaiChat = "openai_chat",
        /// `"openai_responses"`.
        OpenaiResponses = "openai_responses",
        /// `"anthropic_messages"`.
        AnthropicMessages = "anthropic_messages",
    }
}

/// Params of the `agent.run` command (the JSON-RPC `method` is `"agent.run"`). Its result is [`AgentRunResult`].
#[wire]
pub struct AgentRunCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::AgentRunType,
    /// Goal.
    pub goal: String,
    /// Display content. Absent means `null`.
    #[wire(default_null)]
    pub display_content: Option<String>,
    /// Permission mode. Default: `"fail_fast"`.
    #[wire(default = "fail_fast")]
    pub permission_mode: PermissionMode,
    /// Allow tools. Default: empty list.
    #[wire(default_factory)]
    pub allow_tools: Vec<String>,
    /// Tools. Absent means `null`.
    #[wire(default_null)]
    pub tools: Option<Vec<BuiltinTool>>,
    /// Session mode. Default: `"one_shot"`.
    #[wire(default = "one_shot")]
    pub session_mode: SessionMode,
    /// Session name. Default: `""`.
    #[wire(default)]
    pub session_name: BoundedString<0, 200>,
    /// Resume session id. Absent means `null`.
    #[wire(default_null)]
    pub resume_session_id: Option<String>,
    /// Fork session id. Absent means `null`.
    #[wire(default_null)]
    pub fork_session_id: Option<String>,
    /// Route id. Absent means `null`.
    #[wire(default_null)]
    pub route_id: Option<BoundedString<1, 256>>,
    /// Model. Absent means `null`.
    #[wire(default_null)]
    pub model: Option<BoundedString<1, 256>>,
    /// Thinking level. Absent means `null`.
    #[wire(default_null)]
    pub thinking_level: Option<ThinkingLevel>,
    /// System prompt. Absent means `null`.
    #[wire(default_null)]
    pub system_prompt: Option<BoundedString<0, 262144>>,
    /// Append system prompt. Default: `""`.
    #[wire(default)]
    pub append_system_prompt: BoundedString<0, 262144>,
    /// Question mode. Default: `"fail_fast"`.
    #[wire(default = "fail_fast")]
    pub question_mode: QuestionMode,
    /// Question timeout (seconds). Absent means `null`.
    #[wire(default_null)]
    pub question_timeout_s: Option<QuestionTimeoutSeconds>,
    /// Preset answers. Default: empty list.
    #[wire(default_factory)]
    pub preset_answers: BoundedVec<String, 0, 100>,
    /// Attachments. Default: empty list.
    #[wire(default_factory)]
    pub attachments: BoundedVec<ImageArtifactInput, 0, 8>,
}

/// Result of `agent.run`.
#[wire]
pub struct AgentRunResult {
    /// Run id.
    pub run_id: String,
    /// Session id.
    pub session_id: String,
    /// Handled. Default: `false`.
    #[wire(default)]
    pub handled: bool,
}

/// Params of the `run.cancel` command (the JSON-RPC `method` is `"run.cancel"`). Its result is [`RunCancelResult`].
#[wire]
pub struct RunCancelCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RunCancelType,
    /// Run id.
    pub run_id: String,
}

/// Result of `run.cancel`.
#[wire]
pub struct RunCancelResult {
    /// Run id.
    pub run_id: String,
    /// Session id.
    pub session_id: String,
    /// Status. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub status: crate::tags::StatusCancelled,
}

/// Params of the `run.steer` command (the JSON-RPC `method` is `"run.steer"`). Its result is [`RunSteerResult`].
#[wire]
pub struct RunSteerCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::RunSteerType,
    /// Run id.
    pub run_id: String,
    /// Content.
    pub content: BoundedString<1, 10000>,
}

/// Result of `run.steer`.
#[wire]
pub struct RunSteerResult {
    /// Run id.
    pub run_id: String,
    /// Queued. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub queued: crate::tags::QueuedTrue,
}

/// Params of the `agent.settings.get` command (the JSON-RPC `method` is `"agent.settings.get"`). The contract documents no result type for it.
#[wire]
#[derive(Default)]
pub struct AgentSettingsGetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::AgentSettingsGetType,
}

/// Params of the `agent.settings.set` command (the JSON-RPC `method` is `"agent.settings.set"`). The contract documents no result type for it.
#[wire]
pub struct AgentSettingsSetCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::AgentSettingsSetType,
    /// Steering mode.
    pub steering_mode: DeliveryMode,
    /// Follow up mode.
    pub follow_up_mode: DeliveryMode,
}

/// `ImageArtifactInput`, a record shared by several messages.
#[wire(closed)]
pub struct ImageArtifactInput {
    /// Sha256.
    pub sha256: Sha256Hex,
    /// Media type.
    pub media_type: ImageMediaType,
    /// Size.
    pub size: BoundedInt<1, 2097152>,
    /// Width.
    pub width: BoundedInt<1, 100000>,
    /// Height.
    pub height: BoundedInt<1, 100000>,
}

/// `RouteReceipt`, a record shared by several messages.
#[wire(closed)]
pub struct RouteReceipt {
    /// Route id.
    pub route_id: String,
    /// Wire format.
    pub wire_format: WireFormat,
    /// Base URL origin.
    pub base_url_origin: String,
    /// Model.
    pub model: String,
    /// Credential source.
    pub credential_source: CredentialSource,
    /// Supports images. Default: `false`.
    #[wire(default)]
    pub supports_images: bool,
    /// Temperature. Absent means `null`.
    #[wire(default_null)]
    pub temperature: Option<f64>,
}
