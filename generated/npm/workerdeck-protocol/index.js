// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

/**
 * Bumped on any breaking change to events, commands or REST shapes.
 */
export const PROTOCOL_VERSION = 6;

/**
 * The static capability record of each engine: the default for `ProfileInfo.capabilities` and
 * `SessionInfo.capabilities` when the server sends none. A copy on the wire wins.
 */
export const ENGINE_CAPABILITIES = {
  "claude": {
    "interactiveApprovals": true,
    "permissionModes": [
      "default",
      "acceptEdits",
      "bypassPermissions",
      "plan",
      "dontAsk",
      "auto"
    ],
    "defaultPermissionMode": "default",
    "resume": true,
    "resumeBackfill": true,
    "listSessions": true,
    "contextUsage": true,
    "rateLimits": true,
    "mcpStatus": true,
    "sessionMcpServers": true,
    "slashCommands": true,
    "settingSources": true,
    "budgets": true,
    "attachments": [
      "image",
      "pdf",
      "text"
    ],
    "reasoningEfforts": [
      "low",
      "medium",
      "high",
      "xhigh",
      "max"
    ],
    "vfs": false,
    "streaming": "token"
  },
  "codex": {
    "interactiveApprovals": true,
    "permissionModes": [
      "default",
      "acceptEdits",
      "bypassPermissions"
    ],
    "defaultPermissionMode": "default",
    "resume": true,
    "resumeBackfill": true,
    "listSessions": true,
    "contextUsage": true,
    "rateLimits": true,
    "mcpStatus": false,
    "sessionMcpServers": false,
    "slashCommands": false,
    "settingSources": false,
    "budgets": false,
    "attachments": [
      "image",
      "text"
    ],
    "reasoningEfforts": [
      "minimal",
      "low",
      "medium",
      "high",
      "xhigh"
    ],
    "vfs": false,
    "streaming": "token"
  },
  "provider": {
    "interactiveApprovals": false,
    "permissionModes": [
      "default",
      "bypassPermissions",
      "dontAsk"
    ],
    "defaultPermissionMode": "default",
    "resume": false,
    "resumeBackfill": false,
    "listSessions": false,
    "contextUsage": false,
    "rateLimits": false,
    "mcpStatus": false,
    "sessionMcpServers": false,
    "slashCommands": false,
    "settingSources": false,
    "budgets": false,
    "attachments": [
      "image",
      "pdf",
      "text"
    ],
    "vfs": true,
    "streaming": "token"
  }
};

/**
 * Permission modes the provider engine understands.
 * @deprecated Read `ENGINE_CAPABILITIES.provider.permissionModes` (this is an alias of it).
 */
export const PROVIDER_PERMISSION_MODES = ENGINE_CAPABILITIES.provider.permissionModes;

/**
 * Whether a profile's engine can run a permission mode. An absent `engine` means 'claude'.
 */
export function supportsPermissionMode(engine, mode) {
  return ENGINE_CAPABILITIES[engine ?? 'claude'].permissionModes.includes(mode);
}

/**
 * Every REST and WebSocket route (not in upstream's module). `path` is a template under the
 * server's `{basePath}` with `:name` parameters; `request` and `response` name the JSON body's
 * type, or say `"bytes"` (a raw body) or `null` (none); a WebSocket route (`method` `"WS"`)
 * names its frame types in `frames`; `statuses` lists the statuses the contract describes;
 * `pathInferred` marks a path the contract implies but never spells out.
 */
export const ROUTES = [
  {
    "method": "GET",
    "path": "/sessions",
    "query": [],
    "request": null,
    "response": "ListSessionsResponse",
    "frames": null,
    "statuses": [],
    "pathInferred": true,
    "summary": "List sessions."
  },
  {
    "method": "POST",
    "path": "/sessions",
    "query": [],
    "request": "CreateSessionRequest",
    "response": "CreateSessionResponse",
    "frames": null,
    "statuses": [
      {
        "code": 400,
        "meaning": "a field the profile's engine does not support (permission mode, budgets, reasoningEffort, a capability the profile does not grant)"
      }
    ],
    "pathInferred": true,
    "summary": "Start a session."
  },
  {
    "method": "GET",
    "path": "/sessions/:id",
    "query": [],
    "request": null,
    "response": "GetSessionResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such session"
      }
    ],
    "pathInferred": true,
    "summary": "One session's snapshot."
  },
  {
    "method": "WS",
    "path": "/sessions/:id",
    "query": [
      "afterSeq"
    ],
    "request": null,
    "response": null,
    "frames": {
      "client": "ClientFrame",
      "server": "ServerFrame"
    },
    "statuses": [
      {
        "code": 404,
        "meaning": "no such session"
      }
    ],
    "pathInferred": true,
    "summary": "Attach to a session: `attached`, then every event with seq > afterSeq as `event` frames, then live events; the client sends commands."
  },
  {
    "method": "POST",
    "path": "/sessions/:id/attachments",
    "query": [
      "name"
    ],
    "request": "bytes",
    "response": "UploadAttachmentResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such session"
      },
      {
        "code": 415,
        "meaning": "a media type the session's engine cannot deliver to its model"
      }
    ],
    "pathInferred": false,
    "summary": "Upload a file to attach to the next user message."
  },
  {
    "method": "GET",
    "path": "/sessions/:id/attachments/:attachmentId",
    "query": [],
    "request": null,
    "response": "bytes",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "unknown attachment (the store is in memory: also after a server restart)"
      }
    ],
    "pathInferred": false,
    "summary": "Download an attachment."
  },
  {
    "method": "POST",
    "path": "/sessions/:id/permissions/:requestId",
    "query": [],
    "request": "ResolvePermissionRequest",
    "response": "ResolvePermissionResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "the request is unknown, already resolved, or expired"
      }
    ],
    "pathInferred": false,
    "summary": "Answer a permission request over REST."
  },
  {
    "method": "GET",
    "path": "/sessions/:id/files",
    "query": [],
    "request": null,
    "response": "ListSessionFilesResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such session, or its engine has no scratch filesystem"
      }
    ],
    "pathInferred": false,
    "summary": "List the session's scratch files."
  },
  {
    "method": "GET",
    "path": "/sessions/:id/files/*path",
    "query": [],
    "request": null,
    "response": "bytes",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such file, or no scratch filesystem"
      }
    ],
    "pathInferred": false,
    "summary": "Download one scratch file (attachment disposition)."
  },
  {
    "method": "GET",
    "path": "/sessions/:id/mcp",
    "query": [],
    "request": null,
    "response": "McpServersResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such session"
      },
      {
        "code": 501,
        "meaning": "the session's engine reports no MCP status (`mcpStatus` false)"
      }
    ],
    "pathInferred": false,
    "summary": "Live status of the session's MCP servers."
  },
  {
    "method": "POST",
    "path": "/sessions/:id/mcp/:name",
    "query": [],
    "request": "McpServerActionRequest",
    "response": "McpServerStatusInfo",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such session"
      },
      {
        "code": 501,
        "meaning": "the session's engine reports no MCP status (`mcpStatus` false)"
      }
    ],
    "pathInferred": false,
    "summary": "Reconnect, enable or disable one MCP server; answers with its refreshed status."
  },
  {
    "method": "POST",
    "path": "/executions/:executionId/result",
    "query": [],
    "request": "SubmitExecutionResultRequest",
    "response": "SubmitExecutionResultResponse",
    "frames": null,
    "statuses": [
      {
        "code": 200,
        "meaning": "also for a duplicate or late delivery, with `applied: false`"
      },
      {
        "code": 404,
        "meaning": "no session is parked on that execution"
      }
    ],
    "pathInferred": false,
    "summary": "Deliver the outcome of a deferred execution."
  },
  {
    "method": "GET",
    "path": "/sdk-sessions",
    "query": [
      "profile"
    ],
    "request": null,
    "response": "ListSdkSessionsResponse",
    "frames": null,
    "statuses": [],
    "pathInferred": false,
    "summary": "Sessions in an engine's on-disk store, for resume."
  },
  {
    "method": "GET",
    "path": "/profiles",
    "query": [],
    "request": null,
    "response": "ListProfilesResponse",
    "frames": null,
    "statuses": [],
    "pathInferred": false,
    "summary": "Profiles the caller may use."
  },
  {
    "method": "POST",
    "path": "/profiles",
    "query": [],
    "request": "CreateProfileRequest",
    "response": "SaveProfileResponse",
    "frames": null,
    "statuses": [],
    "pathInferred": false,
    "summary": "Create a managed profile (only with a profile store, for a caller that may manage profiles)."
  },
  {
    "method": "GET",
    "path": "/profiles/:name",
    "query": [],
    "request": null,
    "response": "GetProfileResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such profile"
      }
    ],
    "pathInferred": false,
    "summary": "A profile and a fresh snapshot of its config directory."
  },
  {
    "method": "PATCH",
    "path": "/profiles/:name",
    "query": [],
    "request": "UpdateProfileRequest",
    "response": "SaveProfileResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such profile"
      }
    ],
    "pathInferred": false,
    "summary": "Merge into a managed profile (`null` clears a field)."
  },
  {
    "method": "DELETE",
    "path": "/profiles/:name",
    "query": [],
    "request": null,
    "response": null,
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such profile"
      }
    ],
    "pathInferred": true,
    "summary": "Delete a managed profile."
  },
  {
    "method": "GET",
    "path": "/fs/roots",
    "query": [],
    "request": null,
    "response": "ListHostRootsResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no roots configured (every /fs route)"
      }
    ],
    "pathInferred": false,
    "summary": "Where browsing may start."
  },
  {
    "method": "GET",
    "path": "/fs/list",
    "query": [
      "path"
    ],
    "request": null,
    "response": "ListHostDirResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no roots configured, or outside the roots"
      }
    ],
    "pathInferred": false,
    "summary": "One directory, not recursive."
  },
  {
    "method": "GET",
    "path": "/fs/find",
    "query": [
      "path",
      "q",
      "limit"
    ],
    "request": null,
    "response": "FindHostFilesResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no roots configured, or outside the roots"
      }
    ],
    "pathInferred": false,
    "summary": "Recursive fuzzy file search under one directory."
  },
  {
    "method": "GET",
    "path": "/fs/read",
    "query": [
      "path"
    ],
    "request": null,
    "response": "ReadHostFileResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no roots configured, or outside the roots"
      },
      {
        "code": 413,
        "meaning": "the file exceeds the server's size cap"
      }
    ],
    "pathInferred": false,
    "summary": "One file's contents."
  },
  {
    "method": "PUT",
    "path": "/fs/write",
    "query": [],
    "request": "WriteHostFileRequest",
    "response": "WriteHostFileResponse",
    "frames": null,
    "statuses": [
      {
        "code": 409,
        "meaning": "the file changed since `expectedHash` was read, or exists when creating"
      },
      {
        "code": 404,
        "meaning": "the parent directory does not exist (or writes are off)"
      }
    ],
    "pathInferred": false,
    "summary": "Replace or create one file, conditionally."
  },
  {
    "method": "POST",
    "path": "/jobs",
    "query": [],
    "request": "CreateJobRequest",
    "response": "CreateJobResponse",
    "frames": null,
    "statuses": [],
    "pathInferred": true,
    "summary": "Schedule a one-shot run."
  },
  {
    "method": "GET",
    "path": "/jobs",
    "query": [],
    "request": null,
    "response": "ListJobsResponse",
    "frames": null,
    "statuses": [],
    "pathInferred": true,
    "summary": "List jobs."
  },
  {
    "method": "GET",
    "path": "/jobs/:id",
    "query": [],
    "request": null,
    "response": "GetJobResponse",
    "frames": null,
    "statuses": [
      {
        "code": 404,
        "meaning": "no such job"
      }
    ],
    "pathInferred": true,
    "summary": "One job."
  },
  {
    "method": "GET",
    "path": "/queue/stats",
    "query": [],
    "request": null,
    "response": "QueueStatsResponse",
    "frames": null,
    "statuses": [],
    "pathInferred": true,
    "summary": "Queue counters."
  },
  {
    "method": "WS",
    "path": "/queue/ws",
    "query": [],
    "request": null,
    "response": null,
    "frames": {
      "client": null,
      "server": "QueueServerFrame"
    },
    "statuses": [],
    "pathInferred": false,
    "summary": "Every job's lifecycle as it happens, plus fresh stats (one-way)."
  }
];
