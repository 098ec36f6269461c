// Orion Code Local Web API v0.3.0: TypeScript types generated from orion-api-types.
// Do not edit: run `cargo run -p codegen -- generate`.

/**
 * The base path every route is served under.
 */
export const BASE_PATH = "/api/v1";

/**
 * The header that carries the web nonce on every mutation (`nonceRequired` routes).
 */
export const NONCE_HEADER = "X-Orion-Web-Nonce";

/**
 * Every operation, in the contract's order: method, path template under `BASE_PATH`,
 * operationId, whether the nonce header is required, parameters, the request body's
 * type and the response body's type by status, by name (`Problem` for errors; for
 * `text/event-stream`, the type of each event). `Operations` is the same table as types.
 */
export const ROUTES = [
  {
    "method": "GET",
    "path": "/health",
    "operationId": "getHealth",
    "nonceRequired": false,
    "parameters": [],
    "requestType": null,
    "responses": {
      "200": "HealthResponse"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/bootstrap",
    "operationId": "getBootstrap",
    "nonceRequired": false,
    "parameters": [],
    "requestType": null,
    "responses": {
      "200": "BootstrapResponse"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/workspaces",
    "operationId": "listWorkspaces",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "WorkspacePage",
      "400": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/workspaces/activate",
    "operationId": "activateWorkspace",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "ActivateWorkspaceRequest",
    "responses": {
      "200": "WorkspaceMutationResult",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/sessions",
    "operationId": "listSessions",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "SessionPage",
      "400": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/sessions",
    "operationId": "createSession",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "CreateSessionRequest",
    "responses": {
      "201": "SessionMutationResult",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "PATCH",
    "path": "/sessions/{sessionId}",
    "operationId": "renameSession",
    "nonceRequired": true,
    "parameters": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true
      }
    ],
    "requestType": "RenameSessionRequest",
    "responses": {
      "200": "SessionMutationResult",
      "400": "Problem",
      "403": "Problem",
      "404": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/sessions/{sessionId}/activate",
    "operationId": "activateSession",
    "nonceRequired": true,
    "parameters": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true
      }
    ],
    "requestType": "MutationRequest",
    "responses": {
      "200": "CommandResult",
      "400": "Problem",
      "403": "Problem",
      "404": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/sessions/{sessionId}/snapshot",
    "operationId": "getSessionSnapshot",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "sessionId",
        "in": "path",
        "required": true
      },
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "SessionSnapshot",
      "400": "Problem",
      "404": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/tool-details",
    "operationId": "listToolDetails",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "ToolDetailSummaryPage",
      "400": "Problem",
      "404": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/tool-details/{callId}",
    "operationId": "getToolDetail",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "callId",
        "in": "path",
        "required": true
      },
      {
        "name": "offsetBytes",
        "in": "query",
        "required": false
      },
      {
        "name": "limitBytes",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "ToolDetailPage",
      "400": "Problem",
      "404": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/skills",
    "operationId": "listSkills",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "SkillPage",
      "400": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/mcp",
    "operationId": "listMcpServers",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "pageSize",
        "in": "query",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "McpPage",
      "400": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/commands",
    "operationId": "dispatchCommand",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "WebCommand",
    "responses": {
      "202": "CommandResult",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/events",
    "operationId": "streamEvents",
    "nonceRequired": false,
    "parameters": [
      {
        "name": "cursor",
        "in": "query",
        "required": false
      },
      {
        "name": "Last-Event-ID",
        "in": "header",
        "required": false
      }
    ],
    "requestType": null,
    "responses": {
      "200": "WebEventEnvelope",
      "400": "Problem",
      "409": "Problem"
    },
    "successMediaType": "text/event-stream"
  },
  {
    "method": "GET",
    "path": "/diagnostics",
    "operationId": "getDiagnostics",
    "nonceRequired": false,
    "parameters": [],
    "requestType": null,
    "responses": {
      "200": "DiagnosticsResponse"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "GET",
    "path": "/settings",
    "operationId": "getSettings",
    "nonceRequired": false,
    "parameters": [],
    "requestType": null,
    "responses": {
      "200": "SettingsDocument"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "PATCH",
    "path": "/settings",
    "operationId": "updateSettings",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "UpdateSettingsRequest",
    "responses": {
      "200": "SettingsMutationResult",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem",
      "422": "Problem",
      "503": "Problem"
    },
    "successMediaType": "application/json"
  },
  {
    "method": "POST",
    "path": "/settings/open-document",
    "operationId": "openSettingsDocument",
    "nonceRequired": true,
    "parameters": [],
    "requestType": "OpenSettingsDocumentRequest",
    "responses": {
      "200": "OpenSettingsDocumentResponse",
      "400": "Problem",
      "403": "Problem",
      "409": "Problem",
      "503": "Problem"
    },
    "successMediaType": "application/json"
  }
];

/**
 * Every `AgentMode` value, in the contract's order.
 */
export const AGENT_MODE_VALUES = [
  "interactive",
  "plan",
  "auto"
];

/**
 * Every `ApprovalScope` value, in the contract's order.
 */
export const APPROVAL_SCOPE_VALUES = [
  "once",
  "project",
  "global"
];

/**
 * Every `CredentialSource` value, in the contract's order.
 */
export const CREDENTIAL_SOURCE_VALUES = [
  "environment",
  "legacy",
  "none"
];

/**
 * Every `CredentialState` value, in the contract's order.
 */
export const CREDENTIAL_STATE_VALUES = [
  "ready",
  "missing",
  "unavailable"
];

/**
 * Every `EffortPreference` value, in the contract's order.
 */
export const EFFORT_PREFERENCE_VALUES = [
  "auto",
  "none",
  "minimal",
  "low",
  "medium",
  "high",
  "xhigh",
  "max"
];

/**
 * Every `GoalAction` value, in the contract's order.
 */
export const GOAL_ACTION_VALUES = [
  "create",
  "status",
  "pause",
  "resume",
  "clear"
];

/**
 * Every `McpServerState` value, in the contract's order.
 */
export const MCP_SERVER_STATE_VALUES = [
  "dormant",
  "activating",
  "connected",
  "idle",
  "draining",
  "failed"
];

/**
 * Every `McpTransport` value, in the contract's order.
 */
export const MCP_TRANSPORT_VALUES = [
  "stdio",
  "sse",
  "http",
  "streamable-http",
  "websocket"
];

/**
 * Every `MotionPreference` value, in the contract's order.
 */
export const MOTION_PREFERENCE_VALUES = [
  "system",
  "reduced"
];

/**
 * Every `PlanReturnMode` value, in the contract's order.
 */
export const PLAN_RETURN_MODE_VALUES = [
  "build",
  "auto"
];

/**
 * Every `SettingsApplies` value, in the contract's order.
 */
export const SETTINGS_APPLIES_VALUES = [
  "live",
  "next-logical-request",
  "new-session",
  "restart"
];

/**
 * Every `SettingsBlockedReason` value, in the contract's order.
 */
export const SETTINGS_BLOCKED_REASON_VALUES = [
  "runtime_busy",
  "read_only",
  "invalid_document"
];

/**
 * Every `SettingsInvalidatedReason` value, in the contract's order.
 */
export const SETTINGS_INVALIDATED_REASON_VALUES = [
  "local-write",
  "external-edit",
  "workspace-change"
];

/**
 * Every `SettingsInvalidatedState` value, in the contract's order.
 */
export const SETTINGS_INVALIDATED_STATE_VALUES = [
  "ready",
  "invalid"
];

/**
 * Every `SettingsKey` value, in the contract's order.
 */
export const SETTINGS_KEY_VALUES = [
  "appearance.theme",
  "appearance.motion",
  "defaults.model",
  "defaults.effort",
  "permissions.toolConfirmation"
];

/**
 * Every `SettingsScope` value, in the contract's order.
 */
export const SETTINGS_SCOPE_VALUES = [
  "global",
  "project",
  "session"
];

/**
 * Every `SettingsSource` value, in the contract's order.
 */
export const SETTINGS_SOURCE_VALUES = [
  "internal",
  "model",
  "global",
  "project",
  "session"
];

/**
 * Every `SettingsState` value, in the contract's order.
 */
export const SETTINGS_STATE_VALUES = [
  "ready",
  "invalid",
  "read-only",
  "unavailable"
];

/**
 * Every `SkillSourceScope` value, in the contract's order.
 */
export const SKILL_SOURCE_SCOPE_VALUES = [
  "builtin",
  "user",
  "configured",
  "project",
  "remote"
];

/**
 * Every `ThemePreference` value, in the contract's order.
 */
export const THEME_PREFERENCE_VALUES = [
  "system",
  "light",
  "dark"
];

/**
 * Every `ThreadStatus` value, in the contract's order.
 */
export const THREAD_STATUS_VALUES = [
  "new",
  "active",
  "idle",
  "legacy"
];

/**
 * Every `ToolConfirmationPreference` value, in the contract's order.
 */
export const TOOL_CONFIRMATION_PREFERENCE_VALUES = [
  "allow",
  "ask",
  "deny"
];

/**
 * Every `ToolDetailState` value, in the contract's order.
 */
export const TOOL_DETAIL_STATE_VALUES = [
  "success",
  "error",
  "skipped"
];

/**
 * Every `TranscriptRole` value, in the contract's order.
 */
export const TRANSCRIPT_ROLE_VALUES = [
  "system",
  "user",
  "assistant",
  "tool"
];

/**
 * Every `WebCommandType` value, in the contract's order.
 */
export const WEB_COMMAND_TYPE_VALUES = [
  "submit",
  "queue_followup",
  "remove_followup",
  "clear_followups",
  "interrupt",
  "permission_decision",
  "goal_control",
  "permission_mode_change",
  "cycle_agent_mode",
  "set_agent_mode"
];
