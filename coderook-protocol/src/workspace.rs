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
#[wire]
pub struct WorkspaceDiffCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::WorkspaceDiffType,
    /// Scope. Default: `"all"`.
    #[wire(default = "all")]
    pub scope: DiffScope,
    /// Path. Default: `"."`.
    #[wire(default = ".")]
    pub path: String,
    /// Session id. Default: `""`.
    #[wire(default)]
    pub session_id: String,
}

impl Default for WorkspaceDiffCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Result of `workspace.diff`.
#[wire]
pub struct WorkspaceDiffResult {
    /// Payload.
    #[cfg_attr(feature = "ts-rs", ts(type = "Record<string, unknown>"))]
    pub payload: JsonObject,
}

/// Params of the `session.checkpoints` command (the JSON-RPC `method` is `"session.checkpoints"`). Its result is [`SessionCheckpointsResult`].
#[wire]
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
#[wire]
#[derive(Default)]
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
#[wire]
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
#[wire]
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
#[wire]
pub struct ArtifactGcCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ArtifactGcType,
    /// Days. Default: `30`.
    #[wire(default = 30)]
    pub days: BoundedInt<0, 3650>,
    /// Confirmed. Default: `false`.
    #[wire(default)]
    pub confirmed: bool,
}

impl Default for ArtifactGcCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Params of the `artifact.list` command (the JSON-RPC `method` is `"artifact.list"`). The contract documents no result type for it.
#[wire]
pub struct ArtifactListCommand {
    /// The `type` tag; may be absent on decode, always emitted.
    #[wire(tag, default)]
    pub r#type: crate::tags::ArtifactListType,
    /// Days. Default: `30`.
    #[wire(default = 30)]
    pub days: BoundedInt<0, 3650>,
}

impl Default for ArtifactListCommand {
    fn default() -> Self {
        Self::new()
    }
}

/// Params of the `session.rewind_preview` command (the JSON-RPC `method` is `"session.rewind_preview"`). The contract documents no result type for it.
#[wire]
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
#[wire]
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
#[wire]
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
