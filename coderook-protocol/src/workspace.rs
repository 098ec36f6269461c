//! Workspace and checkpoints: diffs, staging, commits, session checkpoints and rewinds, artifacts.

use crate::prelude::*;

string_enum! {
    /// Diff scope: one of `all`, `staged`, `unstaged`.
    pub enum DiffScope {
        /// `"all"`.
        All = "all",
        /// `"staged"`.
        Staged = "staged",
        /// `"unstaged"`.
        Unstaged = "unstaged",
    }
}

/// Params of the `workspace.diff` command (the JSON-RPC `method` is `"workspace.diff"`). Its result is [`WorkspaceDiffResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkspaceDiffCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkspaceDiffType,
    /// Scope. Default: `"all"`.
    #[serde(default = "default_workspace_diff_command_scope")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub scope: DiffScope,
    /// Path. Default: `"."`.
    #[serde(default = "default_workspace_diff_command_path")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub path: String,
    /// Session id. Default: `""`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub session_id: String,
}

fn default_workspace_diff_command_scope() -> DiffScope {
    DiffScope::All
}

fn default_workspace_diff_command_path() -> String {
    ".".to_owned()
}

impl Default for WorkspaceDiffCommand {
    fn default() -> Self {
        Self {
            r#type: crate::tags::WorkspaceDiffType,
            scope: default_workspace_diff_command_scope(),
            path: default_workspace_diff_command_path(),
            session_id: String::new(),
        }
    }
}

/// Result of `workspace.diff`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkspaceDiffResult {
    /// Payload.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub payload: JsonObject,
}

impl WorkspaceDiffResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(payload: JsonObject) -> Self {
        Self { payload }
    }
}

/// Params of the `session.checkpoints` command (the JSON-RPC `method` is `"session.checkpoints"`). Its result is [`SessionCheckpointsResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCheckpointsCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionCheckpointsType,
    /// Session id.
    pub session_id: String,
    /// Run id. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub run_id: Option<String>,
}

impl SessionCheckpointsCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionCheckpointsType,
            session_id: session_id.into(),
            run_id: None,
        }
    }
}

/// Result of `session.checkpoints`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCheckpointsResult {
    /// Run id. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub run_id: Option<String>,
    /// Checkpoints. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub checkpoints: Vec<JsonObject>,
}

/// Params of the `session.rewind` command (the JSON-RPC `method` is `"session.rewind"`). Its result is [`SessionRewindResult`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRewindCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionRewindType,
    /// Session id.
    pub session_id: String,
    /// Checkpoint id.
    pub checkpoint_id: String,
    /// Run id. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub run_id: Option<String>,
    /// Expected digest.
    pub expected_digest: ExpectedDigest,
    /// Confirmed. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub confirmed: bool,
}

impl SessionRewindCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: impl Into<String>,
        checkpoint_id: impl Into<String>,
        expected_digest: ExpectedDigest,
    ) -> Self {
        Self {
            r#type: crate::tags::SessionRewindType,
            session_id: session_id.into(),
            checkpoint_id: checkpoint_id.into(),
            run_id: None,
            expected_digest,
            confirmed: false,
        }
    }
}

/// Result of `session.rewind`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRewindResult {
    /// Checkpoint id.
    pub checkpoint_id: String,
    /// Restored. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub restored: Vec<String>,
    /// Already restored. Default: empty list.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(transform = crate::schema_util::no_default))]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub already_restored: Vec<String>,
}

impl SessionRewindResult {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(checkpoint_id: impl Into<String>) -> Self {
        Self {
            checkpoint_id: checkpoint_id.into(),
            restored: Default::default(),
            already_restored: Default::default(),
        }
    }
}

/// Params of the `artifact.gc` command (the JSON-RPC `method` is `"artifact.gc"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ArtifactGcCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::ArtifactGcType,
    /// Days. Default: `30`.
    #[serde(default = "default_artifact_gc_command_days")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub days: BoundedInt<0, 3650>,
    /// Confirmed. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub confirmed: bool,
}

fn default_artifact_gc_command_days() -> BoundedInt<0, 3650> {
    BoundedInt::new(30).expect("contract default is valid")
}

impl Default for ArtifactGcCommand {
    fn default() -> Self {
        Self {
            r#type: crate::tags::ArtifactGcType,
            days: default_artifact_gc_command_days(),
            confirmed: false,
        }
    }
}

/// Params of the `artifact.list` command (the JSON-RPC `method` is `"artifact.list"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ArtifactListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::ArtifactListType,
    /// Days. Default: `30`.
    #[serde(default = "default_artifact_list_command_days")]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub days: BoundedInt<0, 3650>,
}

fn default_artifact_list_command_days() -> BoundedInt<0, 3650> {
    BoundedInt::new(30).expect("contract default is valid")
}

impl Default for ArtifactListCommand {
    fn default() -> Self {
        Self {
            r#type: crate::tags::ArtifactListType,
            days: default_artifact_list_command_days(),
        }
    }
}

/// Params of the `session.rewind_preview` command (the JSON-RPC `method` is `"session.rewind_preview"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRewindPreviewCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::SessionRewindPreviewType,
    /// Session id.
    pub session_id: String,
    /// Checkpoint id.
    pub checkpoint_id: String,
    /// Run id. Absent means `null`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(optional = nullable))]
    pub run_id: Option<String>,
}

impl SessionRewindPreviewCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(session_id: impl Into<String>, checkpoint_id: impl Into<String>) -> Self {
        Self {
            r#type: crate::tags::SessionRewindPreviewType,
            session_id: session_id.into(),
            checkpoint_id: checkpoint_id.into(),
            run_id: None,
        }
    }
}

/// Params of the `workspace.commit` command (the JSON-RPC `method` is `"workspace.commit"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkspaceCommitCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkspaceCommitType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Message.
    pub message: BoundedString<1, 200>,
    /// Expected digest.
    pub expected_digest: ExpectedDigest,
    /// Confirmed. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub confirmed: bool,
}

impl WorkspaceCommitCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: NonEmptyString,
        message: BoundedString<1, 200>,
        expected_digest: ExpectedDigest,
    ) -> Self {
        Self {
            r#type: crate::tags::WorkspaceCommitType,
            session_id,
            message,
            expected_digest,
            confirmed: false,
        }
    }
}

/// Params of the `workspace.stage` command (the JSON-RPC `method` is `"workspace.stage"`). The contract documents no result type for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkspaceStageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub r#type: crate::tags::WorkspaceStageType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Paths.
    pub paths: BoundedVec<String, 1, 200>,
    /// Expected digest.
    pub expected_digest: ExpectedDigest,
    /// Confirmed. Default: `false`.
    #[serde(default)]
    #[cfg_attr(feature = "ts-rs", ts(as = "Option<_>", optional))]
    pub confirmed: bool,
}

impl WorkspaceStageCommand {
    /// A value with the given required fields; every other field takes its contract default.
    pub fn new(
        session_id: NonEmptyString,
        paths: BoundedVec<String, 1, 200>,
        expected_digest: ExpectedDigest,
    ) -> Self {
        Self {
            r#type: crate::tags::WorkspaceStageType,
            session_id,
            paths,
            expected_digest,
            confirmed: false,
        }
    }
}
