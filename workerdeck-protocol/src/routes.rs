//! Every REST and WebSocket route the contract names, as data.
//!
//! Paths are templates under the server's `{basePath}`, with `:name` path
//! parameters as upstream writes them. Request and response types are named
//! by their upstream names (see the crate root for the Rust types). Routes
//! whose path the contract implies (from a response type's name) but never
//! spells out are marked [`Route::path_inferred`].

/// HTTP method, or the WebSocket upgrade of a GET.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    /// `GET`.
    Get,
    /// `POST`.
    Post,
    /// `PUT`.
    Put,
    /// `PATCH`.
    Patch,
    /// `DELETE`.
    Delete,
    /// A WebSocket (an upgraded `GET`).
    WebSocket,
}

impl Method {
    /// The method as written in HTTP (`WS` for a WebSocket).
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Get => "GET",
            Self::Post => "POST",
            Self::Put => "PUT",
            Self::Patch => "PATCH",
            Self::Delete => "DELETE",
            Self::WebSocket => "WS",
        }
    }
}

/// What a body is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Body {
    /// No body.
    None,
    /// JSON of the named protocol type.
    Json(&'static str),
    /// Raw bytes (the `content-type` header gives the media type).
    Bytes,
    /// WebSocket frames: what the client sends, what the server sends (type names).
    Frames {
        /// Frame type the client sends (`None`: the client sends nothing).
        client: Option<&'static str>,
        /// Frame type the server sends.
        server: &'static str,
    },
}

/// A documented answer status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Status {
    /// HTTP status code.
    pub code: u16,
    /// When it happens.
    pub meaning: &'static str,
}

/// One route.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Route {
    /// Method.
    pub method: Method,
    /// Path template under `{basePath}`, e.g. `/sessions/:id/permissions/:requestId`.
    pub path: &'static str,
    /// Query parameters, by name.
    pub query: &'static [&'static str],
    /// Request body.
    pub request: Body,
    /// Success answer.
    pub response: Body,
    /// Documented statuses besides plain success (error bodies are `ErrorResponse`).
    pub statuses: &'static [Status],
    /// True when the contract implies the route without spelling out its path.
    pub path_inferred: bool,
    /// What the route does.
    pub summary: &'static str,
}

impl Route {
    /// The path with `{basePath}` in front, as upstream writes it.
    pub fn template(&self) -> String {
        format!("{{basePath}}{}", self.path)
    }

    /// Fills the `:name` parameters and the `*name` rest of the path (in
    /// order of appearance) and prefixes `base_path`. Values are inserted as
    /// given, so a rest path keeps its `/`: percent-encode anything else a
    /// path cannot hold first. A parameter without a value stays as written.
    ///
    /// ```
    /// use workerdeck_protocol::routes::{self, Method};
    /// let route = routes::find(Method::Get, "/sessions/:id/files/*path").unwrap();
    /// assert_eq!(
    ///     route.url("/api/", &["s-1", "out/report%20v2.md"]),
    ///     "/api/sessions/s-1/files/out/report%20v2.md"
    /// );
    /// ```
    pub fn url(&self, base_path: &str, params: &[&str]) -> String {
        let mut out = String::from(base_path.trim_end_matches('/'));
        let mut params = params.iter();
        for seg in self.path.split('/').skip(1) {
            out.push('/');
            if seg.starts_with([':', '*']) {
                out.push_str(params.next().copied().unwrap_or(seg));
            } else {
                out.push_str(seg);
            }
        }
        out
    }
}

const fn s(code: u16, meaning: &'static str) -> Status {
    Status { code, meaning }
}

const NOT_FOUND_SESSION: Status = s(404, "no such session");

macro_rules! route {
    ($m:ident $path:literal, q = $q:expr, req = $req:expr, res = $res:expr, st = $st:expr, inferred = $inf:expr, $sum:literal) => {
        Route {
            method: Method::$m,
            path: $path,
            query: $q,
            request: $req,
            response: $res,
            statuses: $st,
            path_inferred: $inf,
            summary: $sum,
        }
    };
}

use Body::{Bytes, Json, None as NoBody};

/// Every route, grouped by domain.
pub static ROUTES: &[Route] = &[
    // Sessions
    route!(Get "/sessions", q = &[], req = NoBody, res = Json("ListSessionsResponse"), st = &[], inferred = true,
        "List sessions."),
    route!(Post "/sessions", q = &[], req = Json("CreateSessionRequest"), res = Json("CreateSessionResponse"),
        st = &[s(400, "a field the profile's engine does not support (permission mode, budgets, reasoningEffort, a capability the profile does not grant)")],
        inferred = true, "Start a session."),
    route!(Get "/sessions/:id", q = &[], req = NoBody, res = Json("GetSessionResponse"), st = &[NOT_FOUND_SESSION], inferred = true,
        "One session's snapshot."),
    route!(WebSocket "/sessions/:id", q = &["afterSeq"], req = NoBody,
        res = Body::Frames { client: Some("ClientFrame"), server: "ServerFrame" }, st = &[NOT_FOUND_SESSION], inferred = true,
        "Attach to a session: `attached`, then every event with seq > afterSeq as `event` frames, then live events; the client sends commands."),
    route!(Post "/sessions/:id/attachments", q = &["name"], req = Bytes, res = Json("UploadAttachmentResponse"),
        st = &[NOT_FOUND_SESSION, s(415, "a media type the session's engine cannot deliver to its model")], inferred = false,
        "Upload a file to attach to the next user message."),
    route!(Get "/sessions/:id/attachments/:attachmentId", q = &[], req = NoBody, res = Bytes,
        st = &[s(404, "unknown attachment (the store is in memory: also after a server restart)")], inferred = false,
        "Download an attachment."),
    route!(Post "/sessions/:id/permissions/:requestId", q = &[], req = Json("ResolvePermissionRequest"), res = Json("ResolvePermissionResponse"),
        st = &[s(404, "the request is unknown, already resolved, or expired")], inferred = false,
        "Answer a permission request over REST."),
    route!(Get "/sessions/:id/files", q = &[], req = NoBody, res = Json("ListSessionFilesResponse"),
        st = &[s(404, "no such session, or its engine has no scratch filesystem")], inferred = false,
        "List the session's scratch files."),
    route!(Get "/sessions/:id/files/*path", q = &[], req = NoBody, res = Bytes,
        st = &[s(404, "no such file, or no scratch filesystem")], inferred = false,
        "Download one scratch file (attachment disposition)."),
    route!(Get "/sessions/:id/mcp", q = &[], req = NoBody, res = Json("McpServersResponse"),
        st = &[NOT_FOUND_SESSION, s(501, "the session's engine reports no MCP status (`mcpStatus` false)")], inferred = false,
        "Live status of the session's MCP servers."),
    route!(Post "/sessions/:id/mcp/:name", q = &[], req = Json("McpServerActionRequest"), res = Json("McpServerStatusInfo"),
        st = &[NOT_FOUND_SESSION, s(501, "the session's engine reports no MCP status (`mcpStatus` false)")], inferred = false,
        "Reconnect, enable or disable one MCP server; answers with its refreshed status."),
    // Executions
    route!(Post "/executions/:executionId/result", q = &[], req = Json("SubmitExecutionResultRequest"), res = Json("SubmitExecutionResultResponse"),
        st = &[s(200, "also for a duplicate or late delivery, with `applied: false`"), s(404, "no session is parked on that execution")], inferred = false,
        "Deliver the outcome of a deferred execution."),
    // Engine session store
    route!(Get "/sdk-sessions", q = &["profile"], req = NoBody, res = Json("ListSdkSessionsResponse"), st = &[], inferred = false,
        "Sessions in an engine's on-disk store, for resume."),
    // Profiles
    route!(Get "/profiles", q = &[], req = NoBody, res = Json("ListProfilesResponse"), st = &[], inferred = false,
        "Profiles the caller may use."),
    route!(Post "/profiles", q = &[], req = Json("CreateProfileRequest"), res = Json("SaveProfileResponse"),
        st = &[], inferred = false,
        "Create a managed profile (only with a profile store, for a caller that may manage profiles)."),
    route!(Get "/profiles/:name", q = &[], req = NoBody, res = Json("GetProfileResponse"), st = &[s(404, "no such profile")], inferred = false,
        "A profile and a fresh snapshot of its config directory."),
    route!(Patch "/profiles/:name", q = &[], req = Json("UpdateProfileRequest"), res = Json("SaveProfileResponse"),
        st = &[s(404, "no such profile")], inferred = false,
        "Merge into a managed profile (`null` clears a field)."),
    route!(Delete "/profiles/:name", q = &[], req = NoBody, res = NoBody, st = &[s(404, "no such profile")], inferred = true,
        "Delete a managed profile."),
    // Host filesystem
    route!(Get "/fs/roots", q = &[], req = NoBody, res = Json("ListHostRootsResponse"),
        st = &[s(404, "no roots configured (every /fs route)")], inferred = false,
        "Where browsing may start."),
    route!(Get "/fs/list", q = &["path"], req = NoBody, res = Json("ListHostDirResponse"),
        st = &[s(404, "no roots configured, or outside the roots")], inferred = false,
        "One directory, not recursive."),
    route!(Get "/fs/find", q = &["path", "q", "limit"], req = NoBody, res = Json("FindHostFilesResponse"),
        st = &[s(404, "no roots configured, or outside the roots")], inferred = false,
        "Recursive fuzzy file search under one directory."),
    route!(Get "/fs/read", q = &["path"], req = NoBody, res = Json("ReadHostFileResponse"),
        st = &[s(404, "no roots configured, or outside the roots"), s(413, "the file exceeds the server's size cap")], inferred = false,
        "One file's contents."),
    route!(Put "/fs/write", q = &[], req = Json("WriteHostFileRequest"), res = Json("WriteHostFileResponse"),
        st = &[s(409, "the file changed since `expectedHash` was read, or exists when creating"), s(404, "the parent directory does not exist (or writes are off)")],
        inferred = false, "Replace or create one file, conditionally."),
    // Jobs and queue
    route!(Post "/jobs", q = &[], req = Json("CreateJobRequest"), res = Json("CreateJobResponse"), st = &[], inferred = true,
        "Schedule a one-shot run."),
    route!(Get "/jobs", q = &[], req = NoBody, res = Json("ListJobsResponse"), st = &[], inferred = true,
        "List jobs."),
    route!(Get "/jobs/:id", q = &[], req = NoBody, res = Json("GetJobResponse"), st = &[s(404, "no such job")], inferred = true,
        "One job."),
    route!(Get "/queue/stats", q = &[], req = NoBody, res = Json("QueueStatsResponse"), st = &[], inferred = true,
        "Queue counters."),
    route!(WebSocket "/queue/ws", q = &[], req = NoBody, res = Body::Frames { client: None, server: "QueueServerFrame" }, st = &[], inferred = false,
        "Every job's lifecycle as it happens, plus fresh stats (one-way)."),
];

/// Finds the route for a method and a path template (`/sessions/:id`).
pub fn find(method: Method, path: &str) -> Option<&'static Route> {
    ROUTES.iter().find(|r| r.method == method && r.path == path)
}

/// A raw body: an upload's or a download's bytes with their media type (the
/// `Content-Type` header). The body type of the routes whose table row says
/// [`Body::Bytes`].
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Blob {
    /// The media type (`application/octet-stream` when none was given).
    pub media_type: String,
    /// The bytes.
    pub bytes: Vec<u8>,
}

impl Blob {
    /// `bytes` of type `media_type`.
    pub fn new(media_type: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Self {
        Self {
            media_type: media_type.into(),
            bytes: bytes.into(),
        }
    }
}

impl std::fmt::Debug for Blob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // An upload can be large: its size says enough.
        f.debug_struct("Blob")
            .field("media_type", &self.media_type)
            .field("bytes", &self.bytes.len())
            .finish()
    }
}

/// A REST route as a type: its row of [`ROUTES`] and the Rust types of its
/// bodies, so a call or a server handler is typed by the route it serves
/// (`routes::CreateSession` takes a [`CreateSessionRequest`](crate::CreateSessionRequest)
/// and answers a [`CreateSessionResponse`](crate::CreateSessionResponse)).
///
/// A route without a body has `()` there; one with raw bytes has [`Blob`].
/// The WebSocket routes have no marker: their frames are not one request and
/// one answer.
///
/// ```
/// use workerdeck_protocol::routes::{self, Endpoint, Method};
/// assert_eq!(routes::CreateSession::route().method, Method::Post);
/// assert_eq!(<routes::GetSession as Endpoint>::PATH, "/sessions/:id");
/// ```
pub trait Endpoint: Copy + Send + Sync + 'static {
    /// The HTTP method.
    const METHOD: Method;
    /// The path template under `{basePath}`, as in [`Route::path`].
    const PATH: &'static str;
    /// The request body (`()`: none; [`Blob`]: raw bytes).
    type Request;
    /// The success body (`()`: none; [`Blob`]: raw bytes).
    type Response;

    /// The route's row in [`ROUTES`].
    fn route() -> &'static Route {
        find(Self::METHOD, Self::PATH).expect("every endpoint type has a row in the route table")
    }
}

/// Declares one marker type per REST route; [`ENDPOINTS`] lists them, and a
/// test holds them to [`ROUTES`].
macro_rules! endpoints {
    ($($(#[$meta:meta])* $name:ident = $method:ident $path:literal, $req:ty => $res:ty;)+) => {
        $(
            $(#[$meta])*
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
            pub struct $name;

            impl Endpoint for $name {
                const METHOD: Method = Method::$method;
                const PATH: &'static str = $path;
                type Request = $req;
                type Response = $res;
            }
        )+

        /// `(method, path, request type, response type)` of every
        /// [`Endpoint`] type, in the order of [`ROUTES`] (`()` for no body).
        pub const ENDPOINTS: &[(Method, &str, &str, &str)] = &[
            $((Method::$method, $path, stringify!($req), stringify!($res)),)+
        ];
    };
}

endpoints! {
    /// `GET /sessions`.
    ListSessions = Get "/sessions", () => crate::ListSessionsResponse;
    /// `POST /sessions`.
    CreateSession = Post "/sessions", crate::CreateSessionRequest => crate::CreateSessionResponse;
    /// `GET /sessions/:id`.
    GetSession = Get "/sessions/:id", () => crate::GetSessionResponse;
    /// `POST /sessions/:id/attachments?name=…`.
    UploadAttachment = Post "/sessions/:id/attachments", Blob => crate::UploadAttachmentResponse;
    /// `GET /sessions/:id/attachments/:attachmentId`.
    GetAttachment = Get "/sessions/:id/attachments/:attachmentId", () => Blob;
    /// `POST /sessions/:id/permissions/:requestId`.
    ResolvePermission = Post "/sessions/:id/permissions/:requestId", crate::ResolvePermissionRequest => crate::ResolvePermissionResponse;
    /// `GET /sessions/:id/files`.
    ListSessionFiles = Get "/sessions/:id/files", () => crate::ListSessionFilesResponse;
    /// `GET /sessions/:id/files/*path`.
    GetSessionFile = Get "/sessions/:id/files/*path", () => Blob;
    /// `GET /sessions/:id/mcp`.
    GetMcpServers = Get "/sessions/:id/mcp", () => crate::McpServersResponse;
    /// `POST /sessions/:id/mcp/:name`.
    ControlMcpServer = Post "/sessions/:id/mcp/:name", crate::McpServerActionRequest => crate::McpServerStatusInfo;
    /// `POST /executions/:executionId/result`.
    SubmitExecutionResult = Post "/executions/:executionId/result", crate::SubmitExecutionResultRequest => crate::SubmitExecutionResultResponse;
    /// `GET /sdk-sessions?profile=…`.
    ListSdkSessions = Get "/sdk-sessions", () => crate::ListSdkSessionsResponse;
    /// `GET /profiles`.
    ListProfiles = Get "/profiles", () => crate::ListProfilesResponse;
    /// `POST /profiles`.
    CreateProfile = Post "/profiles", crate::CreateProfileRequest => crate::SaveProfileResponse;
    /// `GET /profiles/:name`.
    GetProfile = Get "/profiles/:name", () => crate::GetProfileResponse;
    /// `PATCH /profiles/:name`.
    UpdateProfile = Patch "/profiles/:name", crate::UpdateProfileRequest => crate::SaveProfileResponse;
    /// `DELETE /profiles/:name`.
    DeleteProfile = Delete "/profiles/:name", () => ();
    /// `GET /fs/roots`.
    ListHostRoots = Get "/fs/roots", () => crate::ListHostRootsResponse;
    /// `GET /fs/list?path=…`.
    ListHostDir = Get "/fs/list", () => crate::ListHostDirResponse;
    /// `GET /fs/find?path=…&q=…&limit=…`.
    FindHostFiles = Get "/fs/find", () => crate::FindHostFilesResponse;
    /// `GET /fs/read?path=…`.
    ReadHostFile = Get "/fs/read", () => crate::ReadHostFileResponse;
    /// `PUT /fs/write`.
    WriteHostFile = Put "/fs/write", crate::WriteHostFileRequest => crate::WriteHostFileResponse;
    /// `POST /jobs`.
    CreateJob = Post "/jobs", crate::CreateJobRequest => crate::CreateJobResponse;
    /// `GET /jobs`.
    ListJobs = Get "/jobs", () => crate::ListJobsResponse;
    /// `GET /jobs/:id`.
    GetJob = Get "/jobs/:id", () => crate::GetJobResponse;
    /// `GET /queue/stats`.
    GetQueueStats = Get "/queue/stats", () => crate::QueueStatsResponse;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rest_route_has_one_endpoint_type_with_the_tables_bodies() {
        let name = |body: Body| match body {
            Body::None => "()".to_owned(),
            Body::Bytes => "Blob".to_owned(),
            Body::Json(n) => n.to_owned(),
            Body::Frames { .. } => unreachable!("WebSocket routes have no endpoint type"),
        };
        let rest: Vec<_> = ROUTES
            .iter()
            .filter(|r| r.method != Method::WebSocket)
            .map(|r| (r.method, r.path, name(r.request), name(r.response)))
            .collect();
        let endpoints: Vec<_> = ENDPOINTS
            .iter()
            .map(|(m, p, q, s)| {
                let name = |t: &str| t.replace(' ', "").trim_start_matches("crate::").to_owned();
                (*m, *p, name(q), name(s))
            })
            .collect();
        assert_eq!(endpoints, rest);
        assert_eq!(GetQueueStats::route().path, "/queue/stats");
    }
}
