//! The contract's operations as data: method, path template,
//! operationId, nonce requirement, parameters, request and response types,
//! statuses and media types. Codegen builds the OpenAPI `paths` from
//! [`ROUTES`] and [`PARAMETERS`]; a server can route with [`Route::matches`].

/// An HTTP method the contract uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    /// `GET`.
    Get,
    /// `POST`.
    Post,
    /// `PATCH`.
    Patch,
}

impl Method {
    /// The method's name (`GET`).
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Patch => "PATCH",
        }
    }

    /// The lowercase key OpenAPI uses under a path (`get`).
    pub fn openapi_key(self) -> &'static str {
        match self {
            Method::Get => "get",
            Method::Post => "post",
            Method::Patch => "patch",
        }
    }
}

/// A media type of a request or response body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MediaType {
    /// `application/json`.
    Json,
    /// `application/problem+json`.
    ProblemJson,
    /// `text/event-stream` (Server-Sent Events).
    EventStream,
}

impl MediaType {
    /// The media type string.
    pub fn as_str(self) -> &'static str {
        match self {
            MediaType::Json => "application/json",
            MediaType::ProblemJson => "application/problem+json",
            MediaType::EventStream => "text/event-stream",
        }
    }
}

/// Where a parameter is carried.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ParameterLocation {
    /// In the path template.
    Path,
    /// In the query string.
    Query,
    /// In a header.
    Header,
}

impl ParameterLocation {
    /// OpenAPI's `in` value.
    pub fn as_str(self) -> &'static str {
        match self {
            ParameterLocation::Path => "path",
            ParameterLocation::Query => "query",
            ParameterLocation::Header => "header",
        }
    }
}

/// One entry of `components/parameters`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parameter {
    /// The component name (`PageCursor`).
    pub component: &'static str,
    /// The parameter's wire name (`cursor`).
    pub name: &'static str,
    /// Where it is carried.
    pub location: ParameterLocation,
    /// Whether it must be present.
    pub required: bool,
    /// The contract's description.
    pub description: Option<&'static str>,
    /// The Rust type of its value (in this crate).
    pub type_name: &'static str,
}

/// Looks a parameter component up by name.
pub fn parameter(component: &str) -> Option<&'static Parameter> {
    crate::PARAMETERS.iter().find(|p| p.component == component)
}

/// The success response of an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SuccessResponse {
    /// HTTP status.
    pub status: u16,
    /// Media type of the body.
    pub media_type: MediaType,
    /// The Rust type of the body (of each event, for `text/event-stream`).
    pub type_name: &'static str,
    /// The contract's description.
    pub description: &'static str,
}

/// An error response of an operation: always a [`Problem`](crate::Problem)
/// served as `application/problem+json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ErrorResponse {
    /// HTTP status.
    pub status: u16,
    /// `None` when the contract uses the shared `components/responses/Problem`;
    /// the operation's own description otherwise.
    pub description: Option<&'static str>,
}

/// One operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    /// HTTP method.
    pub method: Method,
    /// Path template under `/api/v1` (`/sessions/{sessionId}`).
    pub path: &'static str,
    /// The contract's operationId.
    pub operation_id: &'static str,
    /// The contract's description.
    pub description: Option<&'static str>,
    /// Whether the `X-Orion-Web-Nonce` header is required (security `webNonce`).
    pub nonce_required: bool,
    /// Parameter components, in the contract's order.
    pub parameters: &'static [&'static str],
    /// The typed struct for the query parameters, if the operation has any.
    pub query_type: Option<&'static str>,
    /// The Rust type of the JSON request body, if any (always required).
    pub request_type: Option<&'static str>,
    /// The success response.
    pub success: SuccessResponse,
    /// The error responses.
    pub errors: &'static [ErrorResponse],
}

/// The base path every route is served under (`servers[0].url`).
pub const BASE_PATH: &str = "/api/v1";

const fn problem(status: u16) -> ErrorResponse {
    ErrorResponse {
        status,
        description: None,
    }
}

/// Looks an operation up by its operationId.
pub fn route(operation_id: &str) -> Option<&'static Route> {
    ROUTES.iter().find(|r| r.operation_id == operation_id)
}

/// Finds the operation serving `method` on `path` (relative to
/// [`BASE_PATH`], without query string) and the path parameters it binds,
/// each as its segment stands in the path, still percent-encoded: decode a
/// value with [`path_parameter`](crate::path_parameter) before checking it.
///
/// ```
/// use orion_api_types::{Method, find_route};
/// let (route, params) = find_route(Method::Patch, "/sessions/s-1").unwrap();
/// assert_eq!(route.operation_id, "renameSession");
/// assert_eq!(params, vec![("sessionId", "s-1")]);
/// assert!(find_route(Method::Get, "/nowhere").is_none());
/// ```
pub fn find_route(
    method: Method,
    path: &str,
) -> Option<(&'static Route, Vec<(&'static str, &str)>)> {
    ROUTES
        .iter()
        .filter(|r| r.method == method)
        .find_map(|r| r.matches(path).map(|params| (r, params)))
}

impl Route {
    /// Matches `path` against the template; returns the bound path parameters
    /// (still percent-encoded, as in [`find_route`]). A parameter segment
    /// matches any non-empty segment.
    pub fn matches<'p>(&self, path: &'p str) -> Option<Vec<(&'static str, &'p str)>> {
        let mut template = self.path.split('/');
        let mut actual = path.split('/');
        let mut params = Vec::new();
        loop {
            match (template.next(), actual.next()) {
                (None, None) => return Some(params),
                (Some(t), Some(a)) => {
                    if let Some(name) = t.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
                        if a.is_empty() {
                            return None;
                        }
                        params.push((name, a));
                    } else if t != a {
                        return None;
                    }
                }
                _ => return None,
            }
        }
    }

    /// The route's parameter components.
    pub fn parameter_specs(&self) -> impl Iterator<Item = &'static Parameter> + '_ {
        self.parameters.iter().filter_map(|name| parameter(name))
    }
}

/// An operation as a type, tying its [`Route`] to the Rust types of its
/// query, request body and success body (`()` where it has none).
///
/// ```
/// use orion_api_types::{Operation, operations::UpdateSettings};
/// fn nonce_needed<O: Operation>() -> bool {
///     O::route().nonce_required
/// }
/// assert!(nonce_needed::<UpdateSettings>());
/// let _: Option<<UpdateSettings as Operation>::Response> = None; // SettingsMutationResult
/// ```
pub trait Operation {
    /// The contract's operationId.
    const OPERATION_ID: &'static str;
    /// The query struct (`()` when the operation takes no query parameters).
    type Query;
    /// The JSON request body (`()` when there is none).
    type Request;
    /// The success body (for `streamEvents`, each SSE event's envelope).
    type Response;

    /// The operation's row in [`ROUTES`].
    fn route() -> &'static Route {
        route(Self::OPERATION_ID).expect("every operation type has a route")
    }
}

/// `Some("Type")`, or `None` for `()`.
macro_rules! type_name {
    (()) => {
        None
    };
    ($t:ident) => {
        Some(stringify!($t))
    };
}

/// Builds [`ROUTES`] and the [`operations`] marker types from the route
/// table (`inline` says nothing to them).
macro_rules! routes {
    ($(
        $(#[$meta:meta])*
        $name:ident = $method:ident $path:literal $id:literal {
            description: $description:expr,
            nonce_required: $nonce:expr,
            parameters: [$($parameter:ident),* $(,)?],
            query: $query:tt,
            request: $request:tt $($request_inline:ident)?,
            success: $status:literal $media:ident $response:ident $($response_inline:ident)? $success:literal,
            errors: $errors:expr,
        }
    )+) => {
        /// The contract's operations, in its order.
        pub static ROUTES: [Route; [$($id),+].len()] = [
            $(Route {
                method: Method::$method,
                path: $path,
                operation_id: $id,
                description: $description,
                nonce_required: $nonce,
                parameters: &[$(stringify!($parameter)),*],
                query_type: type_name!($query),
                request_type: type_name!($request),
                success: SuccessResponse {
                    status: $status,
                    media_type: MediaType::$media,
                    type_name: stringify!($response),
                    description: $success,
                },
                errors: $errors,
            },)+
        ];

        /// One marker type per operation, implementing [`Operation`].
        pub mod operations {
            use super::Operation;
            use crate::*;

            $(
                $(#[$meta])*
                #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
                pub struct $name;
            )+

            $(
                impl Operation for $name {
                    const OPERATION_ID: &'static str = $id;
                    type Query = $query;
                    type Request = $request;
                    type Response = $response;
                }
            )+

            /// `(operationId, query, request, response)` type names of every
            /// operation type, in the contract's order (`()` for none).
            pub const SIGNATURES: &[(&str, &str, &str, &str)] = &[
                $(($id, stringify!($query), stringify!($request), stringify!($response)),)+
            ];
        }

        // Every parameter a route names is a parameter type of this crate.
        const _: fn() = || {
            $($(let _: Option<crate::$parameter> = None;)*)+
        };
    };
}

/// The route table, one block per operation. A request or success type
/// the contract writes inline, not under `components/schemas`, is followed
/// by `inline`. Expands `$callback! { $args blocks }`: `routes!` builds
/// [`ROUTES`](crate::ROUTES) and [`operations`](crate::operations) from it
/// and [`wire_types!`](crate::wire_types) registers its request and success
/// types.
#[doc(hidden)]
#[macro_export]
macro_rules! __route_table {
    (($($callback:tt)*) $($args:tt)*) => {
        $($callback)*! { $($args)*
        /// `GET /health`.
        GetHealth = Get "/health" "getHealth" {
            description: None,
            nonce_required: false,
            parameters: [],
            query: (),
            request: (),
            success: 200 Json HealthResponse "Process health without secret or workspace data.",
            errors: &[],
        }
        /// `GET /bootstrap`.
        GetBootstrap = Get "/bootstrap" "getBootstrap" {
            description: None,
            nonce_required: false,
            parameters: [],
            query: (),
            request: (),
            success: 200 Json BootstrapResponse "Secret-free workbench bootstrap state.",
            errors: &[],
        }
        /// `GET /workspaces`.
        ListWorkspaces = Get "/workspaces" "listWorkspaces" {
            description: Some("Cursor-paged canonical workspaces known to the local Orion installation."),
            nonce_required: false,
            parameters: [PageCursor, PageSize],
            query: PageQuery,
            request: (),
            success: 200 Json WorkspacePage "One bounded workspace page.",
            errors: &[problem(400)],
        }
        /// `POST /workspaces/activate`.
        ActivateWorkspace = Post "/workspaces/activate" "activateWorkspace" {
            description: Some("Select a canonical workspace after draining the previous runtime owner."),
            nonce_required: true,
            parameters: [],
            query: (),
            request: ActivateWorkspaceRequest,
            success: 200 Json WorkspaceMutationResult "Workspace selected, or an exact requestId retry replayed.",
            errors: &[problem(400), problem(403), problem(409)],
        }
        /// `GET /sessions`.
        ListSessions = Get "/sessions" "listSessions" {
            description: Some("Cursor-paged sessions whose canonical project is the active workspace."),
            nonce_required: false,
            parameters: [PageCursor, PageSize],
            query: PageQuery,
            request: (),
            success: 200 Json SessionPage "One bounded session page.",
            errors: &[problem(400)],
        }
        /// `POST /sessions`.
        CreateSession = Post "/sessions" "createSession" {
            description: None,
            nonce_required: true,
            parameters: [],
            query: (),
            request: CreateSessionRequest,
            success: 201 Json SessionMutationResult "New active session, or an exact requestId retry replayed.",
            errors: &[problem(400), problem(403), problem(409)],
        }
        /// `PATCH /sessions/{sessionId}`.
        RenameSession = Patch "/sessions/{sessionId}" "renameSession" {
            description: None,
            nonce_required: true,
            parameters: [SessionId],
            query: (),
            request: RenameSessionRequest,
            success: 200 Json SessionMutationResult "Updated session, or an exact requestId retry replayed.",
            errors: &[problem(400), problem(403), problem(404), problem(409)],
        }
        /// `POST /sessions/{sessionId}/activate`.
        ActivateSession = Post "/sessions/{sessionId}/activate" "activateSession" {
            description: Some("Select and restore a session after draining the previous runtime owner."),
            nonce_required: true,
            parameters: [SessionId],
            query: (),
            request: MutationRequest,
            success: 200 Json CommandResult "Session selected, or an exact requestId retry replayed.",
            errors: &[problem(400), problem(403), problem(404), problem(409)],
        }
        /// `GET /sessions/{sessionId}/snapshot`.
        GetSessionSnapshot = Get "/sessions/{sessionId}/snapshot" "getSessionSnapshot" {
            description: Some("Recovery snapshot for one session. Transcript items are cursor-paged; `threadCursor` identifies the durable Thread projection edge and the independent `eventCursor` resumes `/events`. Pending approvals are projected here and remain pending across refresh, network loss and tab closure."),
            nonce_required: false,
            parameters: [SessionId, PageCursor, PageSize],
            query: PageQuery,
            request: (),
            success: 200 Json SessionSnapshot "Sanitized recovery state from durable runtime sources.",
            errors: &[problem(400), problem(404), problem(409)],
        }
        /// `GET /tool-details`.
        ListToolDetails = Get "/tool-details" "listToolDetails" {
            description: Some("Cursor-paged safe summaries from the active workspace's project artifact repository. Current artifact metadata has no session identity, so this route is deliberately workspace/project-scoped and must not be presented as proof that an artifact belongs to a particular session."),
            nonce_required: false,
            parameters: [PageCursor, PageSize],
            query: PageQuery,
            request: (),
            success: 200 Json ToolDetailSummaryPage "One bounded tool-detail summary page.",
            errors: &[problem(400), problem(404)],
        }
        /// `GET /tool-details/{callId}`.
        GetToolDetail = Get "/tool-details/{callId}" "getToolDetail" {
            description: Some("Byte-paged redacted tool output resolved only from the active workspace's artifact list. The current artifact metadata cannot prove session ownership; the host returns no artifact filesystem path and makes no session-attribution claim."),
            nonce_required: false,
            parameters: [CallId, OffsetBytes, LimitBytes],
            query: ToolDetailQuery,
            request: (),
            success: 200 Json ToolDetailPage "One UTF-8-safe redacted output page.",
            errors: &[problem(400), problem(404)],
        }
        /// `GET /skills`.
        ListSkills = Get "/skills" "listSkills" {
            description: Some("Cursor-paged safe Skill descriptors. Bodies, resource paths and trigger implementations are excluded."),
            nonce_required: false,
            parameters: [PageCursor, PageSize],
            query: PageQuery,
            request: (),
            success: 200 Json SkillPage "One bounded Skill descriptor page.",
            errors: &[problem(400)],
        }
        /// `GET /mcp`.
        ListMcpServers = Get "/mcp" "listMcpServers" {
            description: Some("Cursor-paged safe MCP catalog/runtime summaries. Commands, endpoints, headers and credentials are excluded and this read never activates a dormant server."),
            nonce_required: false,
            parameters: [PageCursor, PageSize],
            query: PageQuery,
            request: (),
            success: 200 Json McpPage "One bounded MCP summary page.",
            errors: &[problem(400)],
        }
        /// `POST /commands`.
        DispatchCommand = Post "/commands" "dispatchCommand" {
            description: Some("Dispatch a renderer-neutral runtime mutation. Approval decisions allow only once, project or global scope. Interrupt and shutdown paths deny affected unresolved approvals and fail their waiting tool calls closed."),
            nonce_required: true,
            parameters: [],
            query: (),
            request: WebCommand,
            success: 202 Json CommandResult "Accepted command, or an exact requestId retry replayed.",
            errors: &[problem(400), problem(403), problem(409)],
        }
        /// `GET /events` (Server-Sent Events).
        StreamEvents = Get "/events" "streamEvents" {
            description: Some("One Server-Sent Events downlink. `cursor` or `Last-Event-ID` is the last delivered durable sequence; the query value wins when both are present. Each SSE `id` is the decimal cursor, while the JSON envelope also carries a UUID `eventId`. Disconnecting this stream does not resolve or deny pending approvals."),
            nonce_required: false,
            parameters: [EventCursor, LastEventId],
            query: EventStreamQuery,
            request: (),
            success: 200 EventStream WebEventEnvelope "text/event-stream of discriminated WebEventEnvelope values.",
            errors: &[problem(400), problem(409)],
        }
        /// `GET /diagnostics`.
        GetDiagnostics = Get "/diagnostics" "getDiagnostics" {
            description: None,
            nonce_required: false,
            parameters: [],
            query: (),
            request: (),
            success: 200 Json DiagnosticsResponse inline "Sanitized runtime and harness diagnostics.",
            errors: &[],
        }
        /// `GET /settings`.
        GetSettings = Get "/settings" "getSettings" {
            description: None,
            nonce_required: false,
            parameters: [],
            query: (),
            request: (),
            success: 200 Json SettingsDocument "Current secret-free, source-aware Settings document and durable revision.",
            errors: &[],
        }
        /// `PATCH /settings`.
        UpdateSettings = Patch "/settings" "updateSettings" {
            description: Some("Atomically apply one bounded batch only when `expectedRevision` equals the keyed revision of the exact current orion.json bytes. Duplicate keys and partial commits are rejected."),
            nonce_required: true,
            parameters: [],
            query: (),
            request: UpdateSettingsRequest,
            success: 200 Json SettingsMutationResult "Updated settings, or an exact requestId retry replayed.",
            errors: &[
                problem(400),
                problem(403),
                ErrorResponse {
                    status: 409,
                    description: Some(
                        "requestId/body conflict, stale expectedRevision, or busy Runtime; no field was applied.",
                    ),
                },
                problem(422),
                problem(503),
            ],
        }
        /// `POST /settings/open-document`.
        OpenSettingsDocument = Post "/settings/open-document" "openSettingsDocument" {
            description: Some("Open the Host-resolved orion.json in the native text editor. This loopback-only action accepts no path and never returns the resolved filesystem path."),
            nonce_required: true,
            parameters: [],
            query: (),
            request: OpenSettingsDocumentRequest inline,
            success: 200 Json OpenSettingsDocumentResponse inline "The pathless open request was accepted or replayed idempotently.",
            errors: &[problem(400), problem(403), problem(409), problem(503)],
        }
        }
    };
}

crate::__route_table! { (routes) }
