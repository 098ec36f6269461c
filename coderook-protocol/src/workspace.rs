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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkspaceDiffCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkspaceDiffType,
    /// Scope. Default: `"all"`.
    #[wire(default = "default_workspace_diff_command_scope")]
    pub scope: DiffScope,
    /// Path. Default: `"."`.
    #[wire(default = "default_workspace_diff_command_path")]
    pub path: String,
    /// Session id. Default: `""`.
    #[wire(default)]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkspaceDiffResult {
    /// Payload.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub payload: JsonObject,
}

/// Params of the `session.checkpoints` command (the JSON-RPC `method` is `"session.checkpoints"`). Its result is [`SessionCheckpointsResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCheckpointsCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionCheckpointsType,
    /// Session id.
    pub session_id: String,
    /// Run id. Absent means `null`.
    #[wire(default_null)]
    pub run_id: Option<String>,
}

/// Result of `session.checkpoints`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionCheckpointsResult {
    /// Run id. Absent means `null`.
    #[wire(default_null)]
    pub run_id: Option<String>,
    /// Checkpoints. Default: empty list.
    #[cfg_attr(feature = "ts-rs", ts(type = "Array<Record<string, unknown>>"))]
    #[wire(default_factory)]
    pub checkpoints: Vec<JsonObject>,
}

/// Params of the `session.rewind` command (the JSON-RPC `method` is `"session.rewind"`). Its result is [`SessionRewindResult`].
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRewindCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionRewindType,
    /// Session id.
    pub session_id: String,
    /// Checkpoint id.
    pub checkpoint_id: String,
    /// Run id. Absent means `null`.
    #[wire(default_null)]
    pub run_id: Option<String>,
    /// Expected digest.
    pub expected_digest: ExpectedDigest,
    /// Confirmed. Default: `false`.
    #[wire(default)]
    pub confirmed: bool,
}

/// Result of `session.rewind`.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRewindResult {
    /// Checkpoint id.
    pub checkpoint_id: String,
    /// Restored. Default: empty list.
    #[wire(default_factory)]
    pub restored: Vec<String>,
    /// Already restored. Default: empty list.
    #[wire(default_factory)]
    pub already_restored: Vec<String>,
}

/// Params of the `artifact.gc` command (the JSON-RPC `method` is `"artifact.gc"`). The contract documents no result type for it.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ArtifactGcCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ArtifactGcType,
    /// Days. Default: `30`.
    #[wire(default = "default_artifact_gc_command_days")]
    pub days: BoundedInt<0, 3650>,
    /// Confirmed. Default: `false`.
    #[wire(default)]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct ArtifactListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ArtifactListType,
    /// Days. Default: `30`.
    #[wire(default = "default_artifact_list_command_days")]
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
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct SessionRewindPreviewCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::SessionRewindPreviewType,
    /// Session id.
    pub session_id: String,
    /// Checkpoint id.
    pub checkpoint_id: String,
    /// Run id. Absent means `null`.
    #[wire(default_null)]
    pub run_id: Option<String>,
}

/// Params of the `workspace.commit` command (the JSON-RPC `method` is `"workspace.commit"`). The contract documents no result type for it.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkspaceCommitCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkspaceCommitType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Message.
    pub message: BoundedString<1, 200>,
    /// Expected digest.
    pub expected_digest: ExpectedDigest,
    /// Confirmed. Default: `false`.
    #[wire(default)]
    pub confirmed: bool,
}

/// Params of the `workspace.stage` command (the JSON-RPC `method` is `"workspace.stage"`). The contract documents no result type for it.
#[wire_kit::wire]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts-rs", derive(ts_rs::TS))]
pub struct WorkspaceStageCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkspaceStageType,
    /// Session id.
    pub session_id: NonEmptyString,
    /// Paths.
    pub paths: BoundedVec<String, 1, 200>,
    /// Expected digest.
    pub expected_digest: ExpectedDigest,
    /// Confirmed. Default: `false`.
    #[wire(default)]
    pub confirmed: bool,
}
