//! Permissions and questions: `permission.respond`, `user_question.respond`, session authority and its building blocks.

use crate::prelude::*;

string_enum! {
    /// `AuthorityProfile`: one of `ask`, `auto_review`, `full_access`.
    pub enum AuthorityProfile {
        /// `"ask"`.
        Ask = "ask",
        /// `"auto_review"`.
        AutoReview = "auto_review",
        /// `"full_access"`.
        FullAccess = "full_access",
    }
}

string_enum! {
    /// `ToolAction`: one of `read`, `mutate`, `shell`, `external`.
    pub enum ToolAction {
        /// `"read"`.
        Read = "read",
        /// `"mutate"`.
        Mutate = "mutate",
        /// `"shell"`.
        Shell = "shell",
        /// `"external"`.
        External = "external",
    }
}

string_enum! {
    /// `WorkspaceTrust`: one of `untrusted`, `trusted`.
    pub enum WorkspaceTrust {
        /// `"untrusted"`.
        Untrusted = "untrusted",
        /// `"trusted"`.
        Trusted = "trusted",
    }
}

/// Params of the `session.get_authority` command (the JSON-RPC `method` is `"session.get_authority"`). Its result is [`SessionAuthorityResult`].
#[wire]
pub struct SessionGetAuthorityCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionGetAuthorityType,
    /// Session id.
    pub session_id: String,
}

/// Params of the `session.set_authority` command (the JSON-RPC `method` is `"session.set_authority"`). Its result is [`SessionAuthorityResult`].
#[wire]
pub struct SessionSetAuthorityCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionSetAuthorityType,
    /// Session id.
    pub session_id: String,
    /// Mode. Absent means `null`.
    #[wire(default_null)]
    pub mode: Option<RuntimeMode>,
    /// Profile. Absent means `null`.
    #[wire(default_null)]
    pub profile: Option<AuthorityProfile>,
    /// Workspace trust. Absent means `null`.
    #[wire(default_null)]
    pub workspace_trust: Option<WorkspaceTrust>,
}

/// Result of `session.get_authority`, `session.set_authority`.
#[wire]
pub struct SessionAuthorityResult {
    /// Snapshot.
    pub snapshot: AuthoritySnapshot,
}

/// Params of the `permission.respond` command (the JSON-RPC `method` is `"permission.respond"`). Its result is [`PermissionRespondResult`].
#[wire]
pub struct PermissionRespondCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::PermissionRespondType,
    /// Tool use id.
    pub tool_use_id: NonEmptyString,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Decision.
    pub decision: String,
    /// Selected hunks. Absent means `null`.
    #[wire(default_null)]
    pub selected_hunks: Option<BoundedVec<String, 0, 1000>>,
    /// Patch plan id. Absent means `null`.
    #[wire(default_null)]
    pub patch_plan_id: Option<BoundedString<0, 128>>,
}

/// Result of `permission.respond`.
#[wire]
pub struct PermissionRespondResult {
    /// Ok. Default: `true`.
    #[wire(default = true)]
    pub ok: bool,
}

impl Default for PermissionRespondResult {
    fn default() -> Self {
        Self::new()
    }
}

/// Params of the `user_question.respond` command (the JSON-RPC `method` is `"user_question.respond"`). Its result is [`UserQuestionRespondResult`].
#[wire]
pub struct UserQuestionRespondCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::UserQuestionRespondType,
    /// Question id.
    pub question_id: String,
    /// Answer.
    pub answer: BoundedString<1, 10000>,
}

/// Result of `user_question.respond`.
#[wire]
#[derive(Default)]
pub struct UserQuestionRespondResult {
    /// Answered. Constant; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub answered: crate::tags::AnsweredTrue,
}

/// `AuthoritySnapshot`, a record shared by several messages.
#[wire(closed)]
pub struct AuthoritySnapshot {
    /// Mode. Default: `"act"`.
    #[wire(default = "act")]
    pub mode: RuntimeMode,
    /// Profile. Default: `"ask"`.
    #[wire(default = "ask")]
    pub profile: AuthorityProfile,
    /// Workspace trust. Default: `"untrusted"`.
    #[wire(default = "untrusted")]
    pub workspace_trust: WorkspaceTrust,
    /// Sandbox. Default: [`SandboxCapability::default()`].
    #[wire(default_factory)]
    pub sandbox: SandboxCapability,
    /// Allowed actions. Default: empty list.
    #[wire(default_factory)]
    pub allowed_actions: UniqueVec<ToolAction>,
}

impl Default for AuthoritySnapshot {
    fn default() -> Self {
        Self::new()
    }
}
