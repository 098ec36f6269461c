//! Files: a session's scratch filesystem (deliverables) and the host's project
//! tree (`{basePath}/fs/*`).
//!
//! The two are unrelated. The host routes read and write the operator's real
//! disk and are operator-privileged: authorised by the server key alone, outside
//! the agent permission flow. They are opt-in and root-scoped: with no roots
//! configured every `/fs` route answers 404. Writes are enabled separately.

use wire_kit::wire_camel as wire;

/// One file in a session's scratch filesystem (see the `file_delivered` event).
#[wire]
pub struct SessionFileInfo {
    /// Path in the scratch filesystem.
    pub path: String,
    /// Size in bytes.
    pub bytes: i64,
}

/// Answer to `GET {basePath}/sessions/:id/files`: every file in the session's
/// scratch filesystem. `GET {basePath}/sessions/:id/files/<path>` downloads one.
/// 404 when the engine has no scratch filesystem (Claude sessions).
#[wire]
pub struct ListSessionFilesResponse {
    /// The files.
    pub files: Vec<SessionFileInfo>,
}

/// A directory of the host a client may browse from.
#[wire]
pub struct HostFileRoot {
    /// Absolute, canonical path (symlinks resolved).
    pub path: String,
    /// Last path segment, for display.
    pub name: String,
}

/// Answer to `GET {basePath}/fs/roots`. `roots` is never empty: without roots the routes do not exist.
#[wire]
pub struct ListHostRootsResponse {
    /// Where browsing may start.
    pub roots: Vec<HostFileRoot>,
    /// Whether `PUT /fs/write` is enabled, so a UI can hide an editor it could not save from.
    pub can_write: bool,
}

wire_kit::string_enum! {
    /// Kind of a directory entry, classified without following symlinks.
    #[string_enum(documented)]
    pub enum HostDirEntryType {
        /// A regular file.
        File = "file",
        /// A directory.
        Dir = "dir",
        /// A symbolic link, reported as itself; following it is the next request's job, refused if it leaves the roots.
        Symlink = "symlink",
        /// Anything else (socket, device, …).
        Other = "other",
    }
}

/// One entry of a host directory listing.
#[wire]
pub struct HostDirEntry {
    /// Entry name.
    pub name: String,
    /// Absolute path, ready to pass back as `?path=`.
    pub path: String,
    /// What it is.
    pub r#type: HostDirEntryType,
    /// Size in bytes; regular files only.
    #[wire(optional)]
    pub bytes: Option<i64>,
    /// Modification time, epoch ms.
    #[wire(optional)]
    pub modified_at: Option<i64>,
}

/// Answer to `GET {basePath}/fs/list?path=<abs>`: one directory, not recursive.
#[wire]
pub struct ListHostDirResponse {
    /// Canonical path actually listed (after symlink resolution).
    pub path: String,
    /// Directories first, then files, each alphabetical.
    pub entries: Vec<HostDirEntry>,
    /// Set when the directory held more entries than the server returns.
    #[wire(optional)]
    pub truncated: Option<bool>,
}

/// One hit of `GET {basePath}/fs/find`.
#[wire]
pub struct HostFileMatch {
    /// Absolute path, for a following read.
    pub path: String,
    /// Path relative to the searched directory: what a picker shows and inserts.
    pub relative: String,
}

/// Answer to `GET {basePath}/fs/find?path=<dir>&q=<query>&limit=<n>`: a recursive
/// fuzzy file search under one directory (what an `@file` picker needs).
/// Subsequence matching, file-name hits above path hits, shallow above deep; an
/// empty `q` returns the shallowest files. Build directories and anything behind
/// a symlink are skipped, so every path is one `/fs/read` accepts.
#[wire]
pub struct FindHostFilesResponse {
    /// Canonical directory searched; `relative` paths are relative to it.
    pub base: String,
    /// The hits, best first.
    pub matches: Vec<HostFileMatch>,
    /// More matched, or the tree was larger than the server walks.
    pub truncated: bool,
}

wire_kit::string_enum! {
    /// How file content is written in a JSON string.
    #[string_enum(documented)]
    pub enum FileEncoding {
        /// The text itself.
        Utf8 = "utf8",
        /// Base64 of the bytes (binary files).
        Base64 = "base64",
    }
}

/// Answer to `GET {basePath}/fs/read?path=<abs>`. A file over the server's size cap is a 413, never a truncated read.
#[wire]
pub struct ReadHostFileResponse {
    /// The file.
    pub path: String,
    /// Its content, encoded as `encoding` says.
    pub content: String,
    /// `base64` for binary files.
    pub encoding: FileEncoding,
    /// Size in bytes.
    pub bytes: i64,
    /// sha256 (hex) of the bytes on disk; pass it back as `expectedHash` to write.
    pub hash: String,
    /// Modification time, epoch ms.
    pub modified_at: i64,
}

/// Body of `PUT {basePath}/fs/write`: replace or create one file. Writes are
/// always conditional: with `expectedHash` the server answers 409 if the file
/// changed since that read; without it the write creates the file and answers
/// 409 if it exists. Parent directories are never created (404).
#[wire]
pub struct WriteHostFileRequest {
    /// The file.
    pub path: String,
    /// New content, encoded as `encoding` says.
    pub content: String,
    /// Encoding of `content`. Server default: `utf8`.
    #[wire(optional)]
    pub encoding: Option<FileEncoding>,
    /// Hash from the read this edit is based on; required to overwrite, omitted only to create.
    #[wire(optional)]
    pub expected_hash: Option<String>,
}

/// Answer to `PUT {basePath}/fs/write`.
#[wire]
pub struct WriteHostFileResponse {
    /// The file.
    pub path: String,
    /// Size written, bytes.
    pub bytes: i64,
    /// Hash of what was written; carry it into the next edit.
    pub hash: String,
    /// Modification time, epoch ms.
    pub modified_at: i64,
}
