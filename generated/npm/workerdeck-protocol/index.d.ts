// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

/**
 * Where a session is in its life. Closed set.
 *
 * `failed` and `closed` are terminal; `parked` is not (see `SessionStatus.Parked`).
 */
export type SessionStatus =
  | "starting"
  | "running"
  | "awaiting_approval"
  | "idle"
  | "parked"
  | "failed"
  | "closed";

/**
 * How a session's engine treats tool calls that need approval. Closed set;
 * which modes an engine can honour is in `EngineCapabilities.permission_modes`.
 */
export type PermissionMode =
  | "default"
  | "acceptEdits"
  | "bypassPermissions"
  | "plan"
  | "dontAsk"
  | "auto";

/**
 * A block of text.
 */
export type TextBlock = {
  /**
   * Always `"text"`.
   */
  type: "text",
  /**
   * The text.
   */
  text: string, };

/**
 * The model's visible reasoning.
 */
export type ThinkingBlock = {
  /**
   * Always `"thinking"`.
   */
  type: "thinking",
  /**
   * The reasoning text.
   */
  thinking: string, };

/**
 * The model calling a tool.
 */
export type ToolUseBlock = {
  /**
   * Always `"tool_use"`.
   */
  type: "tool_use",
  /**
   * Id of this call; the matching `ToolResultBlock` names it in `tool_use_id`.
   */
  id: string,
  /**
   * Name of the tool called.
   */
  name: string,
  /**
   * The tool's input, as the model wrote it. Any JSON value (including `null`), but the key must be present.
   */
  input: unknown, };

/**
 * The outcome of a tool call, sent back to the model in a user-role message.
 */
export type ToolResultBlock = {
  /**
   * Always `"tool_result"`.
   */
  type: "tool_result",
  /**
   * The `id` of the `ToolUseBlock` this answers.
   */
  tool_use_id: string,
  /**
   * What the tool returned: plain text or a list of blocks. Absent when the tool returned nothing.
   */
  content?: ToolResultContent,
  /**
   * Set when the tool failed and `content` describes the failure.
   */
  is_error?: boolean, };

export type UnknownBlock = { type: string; [key: string]: unknown };

/**
 * One block of message content.
 *
 * The union is open upstream (its last member is `UnknownBlock`), so any
 * object with a string `type` is a content block. A block is decoded as
 * `TextBlock`, `ThinkingBlock`, `ToolUseBlock` or `ToolResultBlock`
 * when its `type` names one of them and its fields fit that type exactly;
 * anything else becomes `ContentBlock.Unknown` with every field kept, so
 * re-encoding never loses data.
 */
export type ContentBlock =
  | TextBlock
  | ThinkingBlock
  | ToolUseBlock
  | ToolResultBlock
  | UnknownBlock;

/**
 * A file a user attached to a message (a photo, a screenshot, a document), by reference.
 *
 * The bytes never travel on the session protocol: a client uploads them first
 * (`POST {basePath}/sessions/:id/attachments`), names the returned id in the
 * `user_message` command, and the event log records only this reference. The
 * log is replayed to every attaching client, so inlining files there would be
 * paid for on every attach.
 *
 * Clients fetch the file (e.g. for a thumbnail) from
 * `GET {basePath}/sessions/:id/attachments/:attachmentId`. Attachments live as
 * long as the session and are kept in memory: after a server restart the
 * download 404s (the model already saw the bytes).
 */
export type MessageAttachment = {
  /**
   * Assigned by the server; the last path segment of the download URL.
   */
  id: string,
  /**
   * Display name of the file the user picked: a leaf name, never a path.
   */
  name: string,
  /**
   * IANA media type (`image/jpeg`, …). The server picks how the file reaches the model (image, document or inlined text) from it.
   */
  mediaType: string,
  /**
   * Size in bytes.
   */
  bytes: number, };

/**
 * One Anthropic API message, mirrored structurally.
 */
export type ApiMessage = {
  /**
   * Who wrote the message.
   */
  role: ApiMessageRole,
  /**
   * A plain string or a list of content blocks.
   */
  content: ApiMessageContent,
  /**
   * Model that produced the message (assistant messages).
   */
  model?: string,
  /**
   * Why generation stopped. May be `null` (still streaming, or not reported); absent and `null` are kept apart.
   */
  stop_reason?: string | null,
  /**
   * Token usage of the API call that produced this message, when it carries it
   * (assistant messages do). Good for running totals during a turn; the turn's
   * result stays the authoritative count.
   */
  usage?: ApiMessageUsage, };

/**
 * A pending approval. On Claude the runner's canUseTool hook raises it before a
 * tool runs; on codex it is an engine request, usually an escalation after the
 * sandbox already refused a command ("retry without sandbox?"). The runner
 * writes `title`, `description` and `decisionReason` to say which: render those
 * rather than composing a sentence of your own.
 */
export type PermissionRequest = {
  /**
   * Server-assigned id; what `permission_decision` (or the REST route) answers.
   */
  id: string,
  /**
   * The tool the request is about.
   */
  toolName: string,
  /**
   * The tool's input.
   */
  input: Record<string, unknown>,
  /**
   * Id of the tool call that raised the request.
   */
  toolUseId: string,
  /**
   * Full sentence from the engine, e.g. "Claude wants to read foo.txt".
   */
  title?: string,
  /**
   * Short noun phrase for the action, e.g. "Read file".
   */
  displayName?: string,
  /**
   * Subtitle for people, e.g. "Claude will have read access to ~/x".
   */
  description?: string,
  /**
   * Why the request was raised.
   */
  decisionReason?: string,
  /**
   * Id of the subagent that raised it, if any.
   */
  agentId?: string,
  /**
   * Epoch ms after which the server settles it by its timeout policy.
   */
  expiresAt?: number, };

/**
 * Who settled a permission request (`permission_resolved.resolvedBy`).
 */
export type PermissionDecisionSource =
  | "client"
  | "timeout"
  | "policy";

/**
 * One choice of an AskUserQuestion question (mirror of the tool's input).
 */
export type UserQuestionOption = {
  /**
   * The choice's text; what an answer names.
   */
  label: string,
  /**
   * Explanation of the choice.
   */
  description?: string,
  /**
   * Content shown while the option has focus (markdown unless the session configures html).
   */
  preview?: string, };

/**
 * One question of the AskUserQuestion tool's input. By convention the first option is the model's recommendation.
 */
export type UserQuestion = {
  /**
   * The question.
   */
  question: string,
  /**
   * Short chip label (about 12 characters at most), e.g. "Auth method".
   */
  header: string,
  /**
   * The choices.
   */
  options: Array<UserQuestionOption>,
  /**
   * Whether several options may be chosen.
   */
  multiSelect?: boolean, };

/**
 * How a session handles the AskUserQuestion tool (`CreateSessionRequest.questionBehavior`).
 *
 * Answers travel on a permission `allow` as `updatedInput.answers`: question
 * text → chosen label, several labels joined with commas, as the CLI's own UI
 * does.
 */
export type QuestionBehavior =
  | "ask"
  | "auto"
  | "deny";

/**
 * A model a session can switch to (mirror of the SDK's model info).
 */
export type ModelOption = {
  /**
   * Model id for `CreateSessionRequest.model` and `set_model`.
   */
  value: string,
  /**
   * Wire model id this row resolves to (`sonnet` → `claude-sonnet-5`). A session
   * reports its model in resolved form, so this is how a client finds the row of
   * the running model.
   */
  resolvedModel?: string,
  /**
   * Name for people.
   */
  displayName: string,
  /**
   * Description for people.
   */
  description?: string,
  /**
   * Whether the model belongs in a picker's main list (the newest of each family)
   * rather than behind a "more models" step. Decided by the server so every
   * client groups the same way.
   */
  primary?: boolean,
  /**
   * Reasoning efforts the model supports at creation (codex catalogs carry them).
   * Absent: the engine's set (`EngineCapabilities.reasoning_efforts`) applies.
   * Open strings.
   */
  reasoningEfforts?: readonly string[], };

/**
 * A slash command the CLI accepts as message text (mirror of the SDK's slash command).
 */
export type SlashCommandInfo = {
  /**
   * Command name without the leading slash.
   */
  name: string,
  /**
   * What it does.
   */
  description?: string,
  /**
   * Hint for arguments, e.g. `<file>`.
   */
  argumentHint?: string,
  /**
   * Other names for the same command.
   */
  aliases?: Array<string>, };

/**
 * One row of the context-usage breakdown (system prompt, tools, …).
 */
export type ContextUsageCategory = {
  /**
   * Category name.
   */
  name: string,
  /**
   * Tokens the category takes.
   */
  tokens: number,
  /**
   * Colour the CLI gives the category. Often a theme token name (`inactive`, `promptBorder`), not a CSS colour: check before styling with it.
   */
  color: string, };

/**
 * Context-window usage (mirror of the SDK's getContextUsage), polled after each turn.
 */
export type ContextUsage = {
  /**
   * Breakdown by category. Empty for codex, which publishes none: draw no breakdown then.
   */
  categories: Array<ContextUsageCategory>,
  /**
   * Tokens in use.
   */
  totalTokens: number,
  /**
   * Size of the window.
   */
  maxTokens: number,
  /**
   * Share of the window in use, 0–100.
   */
  percentage: number,
  /**
   * Model the window size applies to.
   */
  model?: string, };

/**
 * One rate-limit window (mirror of the SDK's rate-limit info). Only claude.ai
 * subscription sessions produce these; an API-key session may never do, so
 * render nothing (not 0%) until one arrives.
 */
export type RateLimitInfo = {
  /**
   * `allowed`, `allowed_warning` or `rejected`; open, any string is kept.
   */
  status: string,
  /**
   * Which window (`five_hour`, `seven_day`, …); open, any string is kept.
   */
  rateLimitType?: string,
  /**
   * Share of the window used, 0–100. Sometimes omitted: absent means unknown, not 0.
   */
  utilization?: number,
  /**
   * When the window resets, epoch **seconds**.
   */
  resetsAt?: number,
  /**
   * Whether usage is running past the plan's allowance.
   */
  isUsingOverage?: boolean, };

/**
 * Lifecycle of one tool execution. Results are applied idempotently by
 * `executionId`: a second delivery is a no-op.
 */
export type ToolExecutionStatus =
  | "pending"
  | "deferred"
  | "settled"
  | "failed";

/**
 * Where a tool execution runs. Advisory: for display and routing.
 */
export type ToolExecutionBackend =
  | "server"
  | "browser"
  | "managed"
  | "remote";

/**
 * The result of a tool execution, by value (never a live host reference).
 */
export type ToolExecutionOutput =
  | { "type": "text" } & TextOutput
  | { "type": "json" } & JsonOutput;

/**
 * What happened in a session: one variant per event `type` (21, closed).
 *
 * The wire form is an object whose `type` names the variant, next to the
 * variant's own fields. A `SessionEvent` adds `seq` and `ts`.
 */
export type SessionEventBody =
  | { "type": "system_init" } & SystemInitEvent
  | { "type": "status_changed" } & StatusChangedEvent
  | { "type": "capabilities" } & CapabilitiesEvent
  | { "type": "model_changed" } & ModelChangedEvent
  | { "type": "permission_mode_changed" } & PermissionModeChangedEvent
  | { "type": "context_usage" } & ContextUsageEvent
  | { "type": "rate_limit" } & RateLimitEvent
  | { "type": "plan_info" } & PlanInfoEvent
  | { "type": "assistant_message" } & AssistantMessageEvent
  | { "type": "user_message" } & UserMessageEvent
  | { "type": "stream_delta" } & StreamDeltaEvent
  | { "type": "turn_result" } & TurnResultEvent
  | { "type": "permission_requested" } & PermissionRequestedEvent
  | { "type": "permission_resolved" } & PermissionResolvedEvent
  | { "type": "execution_dispatched" } & ExecutionDispatchedEvent
  | { "type": "execution_result" } & ExecutionResultEvent
  | { "type": "execution_failed" } & ExecutionFailedEvent
  | { "type": "file_delivered" } & FileDeliveredEvent
  | { "type": "sdk_event" } & SdkEventEvent
  | { "type": "session_error" } & SessionErrorEvent
  | { "type": "session_closed" } & SessionClosedEvent;

/**
 * One entry of a session's event log: the event plus its place in the log.
 */
export type SessionEvent = SessionEventBody & {
  /** Position in the session's log: starts at 1 and rises by one per event. */
  seq: number;
  /** When the server emitted the event, epoch ms. */
  ts: number;
};

/**
 * A command from a client to its attached session (client → server). Closed.
 */
export type SessionCommand =
  | { "type": "user_message" } & UserMessageCommand
  | { "type": "permission_decision" } & PermissionDecisionCommand
  | { "type": "interrupt" }
  | { "type": "set_permission_mode" } & SetPermissionModeCommand
  | { "type": "set_model" } & SetModelCommand
  | { "type": "tool_call_result" } & ToolCallResultCommand
  | { "type": "tool_call_error" } & ToolCallErrorCommand
  | { "type": "close" };

/**
 * First frame the server sends after a successful attach.
 */
export type AttachedFrame = {
  /**
   * Always `"attached"`.
   */
  type: "attached",
  /**
   * The server's `PROTOCOL_VERSION`.
   */
  protocolVersion: number,
  /**
   * Snapshot of the session.
   */
  session: SessionInfo,
  /**
   * The `afterSeq` the replay starts after: events with a greater `seq` follow as `event` frames.
   */
  replayingFrom: number, };

/**
 * Asks the attached client to run a tool call in its own sandbox (browser
 * bridge); the client answers with `tool_call_result` or `tool_call_error`
 * carrying the same `executionId`. Only tools that benefit from a sandbox are
 * bridged; authenticated or authoritative tools (MCP, secret-bearing APIs) run
 * on the server and never appear here.
 */
export type ToolCallRequestFrame = {
  /**
   * Always `"tool_call_request"`.
   */
  type: "tool_call_request",
  /**
   * Correlates the answer.
   */
  executionId: string,
  /**
   * The tool.
   */
  toolName: string,
  /**
   * The tool's input (any JSON value; the key must be present).
   */
  input: unknown,
  /**
   * Files to put in the client's scratch filesystem first: path → contents.
   */
  vfsSeed?: { [key in string]: string },
  /**
   * Resource limits for the run.
   */
  limits?: ToolCallLimits,
  /**
   * Epoch ms after which the server gives up and fails the execution.
   */
  expiresAt?: number, };

/**
 * A frame from the server on a session WebSocket (server → client). Closed.
 *
 * Every member type carries its own `type` field (two of them,
 * `AttachedFrame` and `ToolCallRequestFrame`, are named upstream).
 */
export type ServerFrame =
  | AttachedFrame
  | EventFrame
  | ToolCallRequestFrame
  | ToolCallCanceledFrame
  | ProtocolErrorFrame;

/**
 * Frames a client sends on the session WebSocket: the commands.
 */
export type ClientFrame = SessionCommand;

/**
 * Per-profile fallbacks for session and job requests that leave a field unset. Defaults, not caps: an explicit request value wins.
 */
export type ProfileDefaults = {
  /**
   * Default model.
   */
  model?: string,
  /**
   * Default permission mode.
   */
  permissionMode?: PermissionMode, };

/**
 * The engine a profile runs on. **Closed on purpose**: clients switch on it
 * exhaustively and `ENGINE_CAPABILITIES` has one
 * row per member; adding one is a protocol version event. Absent on the wire
 * means `claude`.
 */
export type ProfileEngine =
  | "claude"
  | "codex"
  | "provider";

/**
 * What an engine does and does not do, one field per real difference. Clients
 * render from this record instead of switching on the engine name: a capability
 * that is off means the affordance is hidden, never a control that does nothing.
 *
 * It reaches clients as `ProfileInfo.capabilities` (stamped by the server, what
 * create forms read) and `SessionInfo.capabilities` (reported by the runner,
 * what a session surface reads). When absent (an older server),
 * `ENGINE_CAPABILITIES` for the engine is the default.
 */
export type EngineCapabilities = {
  /**
   * Permission requests can occur and approval UI is live. False: hide approval affordances (and `questionBehavior` on jobs).
   */
  interactiveApprovals: boolean,
  /**
   * Modes the engine can honour. A stored choice outside this set is coerced to `defaultPermissionMode`, not submitted.
   */
  permissionModes: readonly PermissionMode[],
  /**
   * Where an unsupported stored mode is coerced to; always one of `permissionModes`.
   */
  defaultPermissionMode: PermissionMode,
  /**
   * `CreateSessionRequest.resume` works.
   */
  resume: boolean,
  /**
   * A resume replays earlier history into the transcript. False with `resume`: say the history predates the attach rather than treating an empty transcript as a bug.
   */
  resumeBackfill: boolean,
  /**
   * `GET /sdk-sessions` offers a resume picker for this engine.
   */
  listSessions: boolean,
  /**
   * `context_usage` events can occur. False: render nothing, never an empty gauge.
   */
  contextUsage: boolean,
  /**
   * `rate_limit` and `plan_info` events can occur. False: render nothing.
   */
  rateLimits: boolean,
  /**
   * `GET`/`POST /sessions/:id/mcp` work (501 otherwise).
   */
  mcpStatus: boolean,
  /**
   * A session request may bring its own `mcpServers`.
   */
  sessionMcpServers: boolean,
  /**
   * `capabilities` events carry slash commands.
   */
  slashCommands: boolean,
  /**
   * `settingSources` and similar CLI options apply.
   */
  settingSources: boolean,
  /**
   * `maxTurns` and `maxBudgetUsd` are honoured (the gateway answers 400 otherwise).
   */
  budgets: boolean,
  /**
   * Attachment kinds the engine can deliver to the model; refuse others locally before the server's 415.
   */
  attachments: ReadonlyArray<'image' | 'pdf' | 'text'>,
  /**
   * Efforts offerable at creation; absent means the effort cannot be set (hide the control). Open strings.
   */
  reasoningEfforts?: readonly string[],
  /**
   * Sessions have a scratch filesystem (`GET /sessions/:id/files`, deliverables).
   */
  vfs: boolean,
  /**
   * Granularity of `stream_delta` events.
   */
  streaming: StreamingGranularity, };

/**
 * The model provider of a `provider` profile. Credentials always come from the
 * operator's environment: never on the wire, never here. `apiKeyEnv` names the
 * variable to read; it does not hold a key.
 */
export type ProviderConfig = {
  /**
   * Provider adapter (`anthropic`, `openai`, `moonshotai`, `openai-compatible`, …). A plain string: hosts can add adapters.
   */
  id: string,
  /**
   * Default model id, e.g. `kimi-k3`; a session may override it.
   */
  model?: string,
  /**
   * Model ids the profile offers in pickers, declared by the operator (providers cannot list them). Unset: only `model` is offered.
   */
  models?: Array<string>,
  /**
   * Base URL for OpenAI-compatible providers.
   */
  baseUrl?: string,
  /**
   * Name of the environment variable holding the key. Never the key itself.
   */
  apiKeyEnv?: string, };

/**
 * A capability the model-agnostic engine can grant, named after the tool it
 * brings. The always-present tools (`fs_*`, `eval_script`) are not grants and
 * are not listed.
 */
export type SessionCapability =
  | "web_search"
  | "download"
  | "web_fetch"
  | "deliver_file";

/**
 * What sessions under a `provider` profile get, as the operator declared it
 * (meaningless for `claude` profiles). MCP servers are named here, never
 * configured: their configs may carry credentials and this type is served by
 * `GET /profiles`; the host connected them in `createEngineRunner`.
 */
export type ProfileSessionDefaults = {
  /**
   * Capabilities granted. Absent: no declaration, sessions get whatever the host wired. A session may narrow the set, never widen it.
   */
  capabilities?: Array<SessionCapability>,
  /**
   * Names of MCP servers whose tools sessions may use. Absent: every server the host connected.
   */
  mcpServers?: Array<string>,
  /**
   * Prepended to the session's system prompt.
   */
  instructions?: string, };

/**
 * A named configuration sessions run under. For `claude` it is a Claude Code
 * config directory (given to the CLI as CLAUDE_CONFIG_DIR, with its settings,
 * memory, skills and credentials); for `codex` a CODEX_HOME; for `provider` a
 * provider wiring.
 *
 * Fields marked *response-only* are set by the server on the way out and
 * ignored on the way in (in `POST /profiles` and `PATCH /profiles/:name`).
 */
export type ProfileInfo = {
  /**
   * Unique name; what `CreateSessionRequest.profile` takes.
   */
  name: string,
  /**
   * Engine the profile runs on. Absent means `claude`, so profiles written before other engines existed keep working.
   */
  engine?: ProfileEngine,
  /**
   * Absolute path given as CLAUDE_CONFIG_DIR. Required for `claude` profiles; meaningless for other engines.
   */
  configDir?: string,
  /**
   * Codex profiles: absolute path given as CODEX_HOME (auth, config.toml, threads). Unset: the binary's own `~/.codex`.
   */
  codexHome?: string,
  /**
   * Provider wiring, for `provider` profiles.
   */
  provider?: ProviderConfig,
  /**
   * Description for people.
   */
  description?: string,
  /**
   * Fallbacks for requests that leave fields unset.
   */
  defaults?: ProfileDefaults,
  /**
   * Provider-engine session grants.
   */
  session?: ProfileSessionDefaults,
  /**
   * *Response-only.* The engine's model catalog, shipped with the release and
   * served at once (no process spawned). Provider profiles list `provider.models`.
   * Never contains a `default` row: forms add their own.
   */
  models?: Array<ModelOption>,
  /**
   * *Response-only.* What the default model resolves to. For claude profiles it is unknown until a session on the profile reports it.
   */
  defaultModel?: string,
  /**
   * *Response-only.* The engine's capability record. Absent: use `ENGINE_CAPABILITIES[engine]` (see `ProfileInfo.effective_capabilities`).
   */
  capabilities?: EngineCapabilities,
  /**
   * *Response-only.* Whether the credentials probe as usable now. Absent: unknown,
   * treat as available. Display only: creating against an unavailable profile
   * still proceeds and fails with the engine's own error.
   */
  available?: boolean,
  /**
   * *Response-only.* One line the operator can act on; present only when `available` is false.
   */
  unavailableReason?: string,
  /**
   * *Response-only.* The profile comes from the profile store and can be edited
   * or deleted through the API. Profiles declared in server options are absent
   * or false here.
   */
  managed?: boolean, };

/**
 * A read-only summary of what a profile's config directory holds, limited to
 * what matters for worker sessions. Values that could be secrets (environment
 * values) never leave the server: only names are listed.
 */
export type ProfileConfigSnapshot = {
  /**
   * From the directory's settings.json; absent when it is missing or unreadable.
   */
  settings?: ProfileSettingsSnapshot,
  /**
   * A CLAUDE.md (user memory) exists.
   */
  hasUserMemory: boolean,
  /**
   * Skill names (`skills/<name>/`).
   */
  skills: Array<string>,
  /**
   * Agent names (`agents/<name>.md`).
   */
  agents: Array<string>,
  /**
   * Custom slash-command names (`commands/<name>.md`).
   */
  commands: Array<string>, };

/**
 * How to reach an MCP server (`CreateSessionRequest.mcpServers` values).
 *
 * Chosen by `type`: absent or `"stdio"` is a local process, `"http"` and
 * `"sse"` are remote servers and must say so. A stdio server keeps whether
 * `type` was written, so it re-encodes as it was read.
 */
export type McpServerConfigWire =
  | McpStdioServerConfig
  | McpHttpServerConfig
  | McpSseServerConfig;

/**
 * One tool an MCP server offers, as the engine reports it. No input schema: the status payload does not carry one.
 */
export type McpServerToolInfo = {
  /**
   * Tool name.
   */
  name: string,
  /**
   * What it does.
   */
  description?: string,
  /**
   * Behaviour hints.
   */
  annotations?: McpToolAnnotations, };

/**
 * Live status of one MCP server of a session: what `GET {basePath}/sessions/:id/mcp`
 * answers. The connection's identity (transport, command, url, scope) is here,
 * its secrets are not: stdio `env` and HTTP/SSE `headers` are dropped.
 */
export type McpServerStatusInfo = {
  /**
   * Server name.
   */
  name: string,
  /**
   * `connected`, `failed`, `needs-auth`, `pending`, `disabled`; open, any string is kept.
   */
  status: string,
  /**
   * Where it was configured (`project`, `user`, `local`, `dynamic`, …); open.
   */
  scope?: string,
  /**
   * Why it failed; present when `status` is `failed`.
   */
  error?: string,
  /**
   * Name and version the server announced.
   */
  serverInfo?: McpServerIdentity,
  /**
   * How it is reached.
   */
  transport?: McpTransport,
  /**
   * stdio only: the program.
   */
  command?: string,
  /**
   * stdio only: its arguments (shown as configured, secrets included; `env` is never shown).
   */
  args?: Array<string>,
  /**
   * http/sse only: the endpoint.
   */
  url?: string,
  /**
   * Its tools, when connected.
   */
  tools?: Array<McpServerToolInfo>, };

/**
 * Answer to `GET {basePath}/sessions/:id/mcp`.
 */
export type McpServersResponse = {
  /**
   * Every MCP server of the session.
   */
  servers: Array<McpServerStatusInfo>, };

/**
 * Body of `POST {basePath}/sessions/:id/mcp/:name`; the answer is the refreshed `McpServerStatusInfo`.
 */
export type McpServerActionRequest = {
  /**
   * What to do.
   */
  action: McpServerAction, };

/**
 * Answer to `POST {basePath}/sessions/:id/attachments?name=<name>` (raw file as
 * body, its media type as `content-type`): the reference to name in the next
 * `user_message`.
 */
export type UploadAttachmentResponse = {
  /**
   * The stored attachment.
   */
  attachment: MessageAttachment, };

/**
 * Body of `POST {basePath}/sessions`: start a session.
 */
export type CreateSessionRequest = {
  /**
   * Directory the session runs in. Required: the server pins it on every SDK call.
   */
  cwd: string,
  /**
   * Profile to run under. Required when the server has more than one; implied when it has exactly one.
   */
  profile?: string,
  /**
   * First prompt, sent at once (may be a skill invocation such as `/verify-content 123`). Without it the session waits for a `user_message`.
   */
  prompt?: string,
  /**
   * Initial permission mode. Must be one the profile's engine supports.
   */
  permissionMode?: PermissionMode,
  /**
   * Pre-authorises `bypassPermissions`, so the mode can be switched on later in
   * the session; the CLI refuses that switch otherwise. Implied when
   * `permissionMode` already is `bypassPermissions`.
   */
  allowDangerouslySkipPermissions?: boolean,
  /**
   * Tools the session may use without asking.
   */
  allowedTools?: Array<string>,
  /**
   * Tools the session may not use.
   */
  disallowedTools?: Array<string>,
  /**
   * Extra MCP servers for this session, by name. Only for engines with `sessionMcpServers`.
   */
  mcpServers?: { [key in string]: McpServerConfigWire },
  /**
   * Settings scopes to load from disk. Include `project` to pick up the repository's skills and CLAUDE.md.
   */
  settingSources?: Array<SettingSource>,
  /**
   * Model id; absent means the profile's (or engine's) default.
   */
  model?: string,
  /**
   * Turn cap. Only for engines with `budgets` (the gateway answers 400 otherwise).
   */
  maxTurns?: number,
  /**
   * Spending cap in US dollars. Only for engines with `budgets`.
   */
  maxBudgetUsd?: number,
  /**
   * Id of an engine session to continue (see `SdkSessionSummary.sessionId`).
   */
  resume?: string,
  /**
   * With `resume`: continue under a new session id instead of the old one.
   */
  forkSession?: boolean,
  /**
   * Reasoning effort for the session's model. Open string: offerable values come
   * from the profile's catalog or capability record. The gateway answers 400 when
   * the engine declares no `reasoningEfforts`.
   */
  reasoningEffort?: string,
  /**
   * Emit `stream_delta` events for token-by-token rendering. Server default: true.
   */
  includePartialMessages?: boolean,
  /**
   * Overrides the server's permission-request timeout for this session, in ms.
   */
  approvalTimeoutMs?: number,
  /**
   * How the AskUserQuestion tool is handled. Server default: `ask`.
   */
  questionBehavior?: QuestionBehavior,
  /**
   * Provider engine only: run with fewer capabilities than the profile grants.
   * Narrowing only: naming a capability the profile does not grant is a 400.
   */
  capabilities?: Array<SessionCapability>,
  /**
   * Free-form host data, echoed back on `SessionInfo`.
   */
  meta?: Record<string, unknown>, };

/**
 * A snapshot of one session, as the server reports it.
 */
export type SessionInfo = {
  /**
   * Server-assigned id; stable across engine-side forks and resumes.
   */
  id: string,
  /**
   * The engine's own session id, once known; what `resume` takes.
   */
  sdkSessionId?: string,
  /**
   * Current status.
   */
  status: SessionStatus,
  /**
   * Directory the session runs in.
   */
  cwd: string,
  /**
   * Profile the session runs under (the resolved name, also when it was implied).
   */
  profile?: string,
  /**
   * Engine running the session, reported by the runner. Absent means `claude`.
   */
  engine?: ProfileEngine,
  /**
   * The engine's capability record as the runner reports it. The attach snapshot
   * is where a session surface reads it (no event carries it). Absent: use
   * `ENGINE_CAPABILITIES` for `engine`; see
   * `SessionInfo.effective_capabilities`.
   */
  capabilities?: EngineCapabilities,
  /**
   * Model the session runs.
   */
  model?: string,
  /**
   * Current permission mode.
   */
  permissionMode?: PermissionMode,
  /**
   * Whether the session may be switched to `bypassPermissions`. Fixed at creation
   * (the CLI must be spawned for it). Absent: unknown (an older server).
   */
  canBypassPermissions?: boolean,
  /**
   * Where the credentials came from (see the `system_init` event); `oauth` is a claude.ai subscription.
   */
  apiKeySource?: string,
  /**
   * Creation time, epoch ms.
   */
  createdAt: number,
  /**
   * Highest event `seq` emitted so far; attach with `afterSeq` to catch up from a known point.
   */
  lastSeq: number,
  /**
   * Permission requests waiting for an answer.
   */
  pendingPermissionCount: number,
  /**
   * The host data given at creation.
   */
  meta?: Record<string, unknown>,
  /**
   * Display title: `meta.title` when the host set one, otherwise derived (e.g. from the first prompt).
   */
  title?: string,
  /**
   * Cost of all turns so far, in US dollars (the sum of `turn_result` totals).
   */
  totalCostUsd?: number,
  /**
   * Turns so far.
   */
  numTurns?: number,
  /**
   * Time of the latest event, epoch ms.
   */
  lastActivityAt?: number, };

/**
 * A session in an engine's on-disk store (the Agent SDK's session files, or a
 * codex profile's CODEX_HOME threads), independent of this server's registry.
 * Listed by `GET {basePath}/sdk-sessions[?profile=<name>]` so a host can offer
 * "resume" across restarts: pass `sessionId` as `CreateSessionRequest.resume`
 * under a profile of the same engine. Without `profile` the server lists the
 * only profile's store when there is one, else the Claude engine's store.
 */
export type SdkSessionSummary = {
  /**
   * The engine's session id.
   */
  sessionId: string,
  /**
   * Custom title, automatic summary or first prompt, whichever the engine has.
   */
  summary: string,
  /**
   * Last modification, epoch ms.
   */
  lastModified: number,
  /**
   * Creation time, epoch ms.
   */
  createdAt?: number,
  /**
   * Title the user set.
   */
  customTitle?: string,
  /**
   * The session's first prompt.
   */
  firstPrompt?: string,
  /**
   * Git branch the session ran on.
   */
  gitBranch?: string,
  /**
   * Directory the session ran in.
   */
  cwd?: string, };

/**
 * One file in a session's scratch filesystem (see the `file_delivered` event).
 */
export type SessionFileInfo = {
  /**
   * Path in the scratch filesystem.
   */
  path: string,
  /**
   * Size in bytes.
   */
  bytes: number, };

/**
 * Answer to `GET {basePath}/sessions/:id/files`: every file in the session's
 * scratch filesystem. `GET {basePath}/sessions/:id/files/<path>` downloads one.
 * 404 when the engine has no scratch filesystem (Claude sessions).
 */
export type ListSessionFilesResponse = {
  /**
   * The files.
   */
  files: Array<SessionFileInfo>, };

/**
 * Answer to `GET {basePath}/sessions`.
 */
export type ListSessionsResponse = {
  /**
   * Every session the caller can see.
   */
  sessions: Array<SessionInfo>, };

/**
 * Answer to `POST {basePath}/sessions`.
 */
export type CreateSessionResponse = {
  /**
   * The new session.
   */
  session: SessionInfo, };

/**
 * Answer to `GET {basePath}/sessions/:id`.
 */
export type GetSessionResponse = {
  /**
   * The session.
   */
  session: SessionInfo, };

/**
 * Body of `POST {basePath}/sessions/:id/permissions/:requestId`: the REST form
 * of the WebSocket `permission_decision` command, for controllers without a
 * socket (e.g. answering a job's AskUserQuestion from a webhook consumer).
 * 404 means the request is unknown, already settled or expired.
 */
export type ResolvePermissionRequest =
  | { "behavior": "allow" } & PermissionAllow
  | { "behavior": "deny" } & PermissionDeny;

/**
 * Answer to `POST {basePath}/sessions/:id/permissions/:requestId`.
 */
export type ResolvePermissionResponse = {
  /**
   * Always `true`.
   */
  resolved: true, };

/**
 * Body of `POST {basePath}/executions/:executionId/result`: how a deferred
 * executor (a remote worker, a batch job, a person) delivers the outcome of
 * an execution a session parked on. The session is rehydrated if needed and
 * the result goes back into the agent loop; a `failed` result is ordinary
 * tool output, not a session error.
 *
 * Idempotent by `executionId`: a duplicate or late delivery answers 200 with
 * `applied: false`. 404 means no session is parked on that id.
 */
export type SubmitExecutionResultRequest =
  | { "status": "ok" } & ExecutionSucceeded
  | { "status": "failed" } & ExecutionFailed;

/**
 * Answer to `POST {basePath}/executions/:executionId/result`.
 */
export type SubmitExecutionResultResponse = {
  /**
   * False when the execution was already settled and this delivery changed nothing.
   */
  applied: boolean,
  /**
   * The session the execution belongs to.
   */
  sessionId: string, };

/**
 * Answer to `GET {basePath}/sdk-sessions[?profile=<name>]`.
 */
export type ListSdkSessionsResponse = {
  /**
   * Sessions in the engine's store.
   */
  sdkSessions: Array<SdkSessionSummary>, };

/**
 * Answer to `GET {basePath}/profiles`: the profiles the caller may use.
 */
export type ListProfilesResponse = {
  /**
   * The profiles.
   */
  profiles: Array<ProfileInfo>,
  /**
   * Whether this caller may create profiles here (the server has a store and the caller may manage profiles). Lets a UI hide controls that would always be refused.
   */
  canManage?: boolean, };

/**
 * Body of `POST {basePath}/profiles`: create a managed profile (response-only fields are ignored).
 */
export type CreateProfileRequest = ProfileInfo;

/**
 * Body of `PATCH {basePath}/profiles/:name`: a merge into a managed profile.
 *
 * Every field of `ProfileInfo` except `name` (the route names the profile),
 * each three-way: absent leaves the field, `null` clears it, a value replaces
 * it. Nested objects (`provider`, `defaults`, `session`) are replaced whole, not
 * merged. Apply it with `UpdateProfileRequest.apply`.
 *
 * Upstream's TypeScript type (`Omit<Partial<ProfileInfo>, 'name'>`) cannot say
 * `null`, but its documentation says to pass `null` to clear: this type accepts
 * it. `ProfileInfo`'s only required field, `name`, is not part of the patch
 * (a body carrying it is refused); a `null` for a field the resulting profile
 * needs anyway (`configDir` of a `claude` profile) is refused by
 * `UpdateProfileRequest.apply` (see there).
 */
export type UpdateProfileRequest = {
  /**
   * New engine; `null` goes back to the default (`claude`).
   */
  engine?: ProfileEngine,
  /**
   * New config directory; `null` clears it (refused when the profile ends up a `claude` profile).
   */
  configDir?: string,
  /**
   * New CODEX_HOME.
   */
  codexHome?: string,
  /**
   * New provider wiring, replacing the old one whole.
   */
  provider?: ProviderConfig,
  /**
   * New description.
   */
  description?: string,
  /**
   * New defaults, replacing the old ones whole.
   */
  defaults?: ProfileDefaults,
  /**
   * New session grants, replacing the old ones whole.
   */
  session?: ProfileSessionDefaults,
  /**
   * Response-only in `ProfileInfo`: accepted and ignored.
   */
  models?: Array<ModelOption>,
  /**
   * Response-only: accepted and ignored.
   */
  defaultModel?: string,
  /**
   * Response-only: accepted and ignored.
   */
  capabilities?: EngineCapabilities,
  /**
   * Response-only: accepted and ignored.
   */
  available?: boolean,
  /**
   * Response-only: accepted and ignored.
   */
  unavailableReason?: string,
  /**
   * Response-only: accepted and ignored.
   */
  managed?: boolean, };

/**
 * A directory of the host a client may browse from.
 */
export type HostFileRoot = {
  /**
   * Absolute, canonical path (symlinks resolved).
   */
  path: string,
  /**
   * Last path segment, for display.
   */
  name: string, };

/**
 * Answer to `GET {basePath}/fs/roots`. `roots` is never empty: without roots the routes do not exist.
 */
export type ListHostRootsResponse = {
  /**
   * Where browsing may start.
   */
  roots: Array<HostFileRoot>,
  /**
   * Whether `PUT /fs/write` is enabled, so a UI can hide an editor it could not save from.
   */
  canWrite: boolean, };

/**
 * One entry of a host directory listing.
 */
export type HostDirEntry = {
  /**
   * Entry name.
   */
  name: string,
  /**
   * Absolute path, ready to pass back as `?path=`.
   */
  path: string,
  /**
   * What it is.
   */
  type: HostDirEntryType,
  /**
   * Size in bytes; regular files only.
   */
  bytes?: number,
  /**
   * Modification time, epoch ms.
   */
  modifiedAt?: number, };

/**
 * Answer to `GET {basePath}/fs/list?path=<abs>`: one directory, not recursive.
 */
export type ListHostDirResponse = {
  /**
   * Canonical path actually listed (after symlink resolution).
   */
  path: string,
  /**
   * Directories first, then files, each alphabetical.
   */
  entries: Array<HostDirEntry>,
  /**
   * Set when the directory held more entries than the server returns.
   */
  truncated?: boolean, };

/**
 * One hit of `GET {basePath}/fs/find`.
 */
export type HostFileMatch = {
  /**
   * Absolute path, for a following read.
   */
  path: string,
  /**
   * Path relative to the searched directory: what a picker shows and inserts.
   */
  relative: string, };

/**
 * Answer to `GET {basePath}/fs/find?path=<dir>&q=<query>&limit=<n>`: a recursive
 * fuzzy file search under one directory (what an `@file` picker needs).
 * Subsequence matching, file-name hits above path hits, shallow above deep; an
 * empty `q` returns the shallowest files. Build directories and anything behind
 * a symlink are skipped, so every path is one `/fs/read` accepts.
 */
export type FindHostFilesResponse = {
  /**
   * Canonical directory searched; `relative` paths are relative to it.
   */
  base: string,
  /**
   * The hits, best first.
   */
  matches: Array<HostFileMatch>,
  /**
   * More matched, or the tree was larger than the server walks.
   */
  truncated: boolean, };

/**
 * Answer to `GET {basePath}/fs/read?path=<abs>`. A file over the server's size cap is a 413, never a truncated read.
 */
export type ReadHostFileResponse = {
  /**
   * The file.
   */
  path: string,
  /**
   * Its content, encoded as `encoding` says.
   */
  content: string,
  /**
   * `base64` for binary files.
   */
  encoding: FileEncoding,
  /**
   * Size in bytes.
   */
  bytes: number,
  /**
   * sha256 (hex) of the bytes on disk; pass it back as `expectedHash` to write.
   */
  hash: string,
  /**
   * Modification time, epoch ms.
   */
  modifiedAt: number, };

/**
 * Body of `PUT {basePath}/fs/write`: replace or create one file. Writes are
 * always conditional: with `expectedHash` the server answers 409 if the file
 * changed since that read; without it the write creates the file and answers
 * 409 if it exists. Parent directories are never created (404).
 */
export type WriteHostFileRequest = {
  /**
   * The file.
   */
  path: string,
  /**
   * New content, encoded as `encoding` says.
   */
  content: string,
  /**
   * Encoding of `content`. Server default: `utf8`.
   */
  encoding?: FileEncoding,
  /**
   * Hash from the read this edit is based on; required to overwrite, omitted only to create.
   */
  expectedHash?: string, };

/**
 * Answer to `PUT {basePath}/fs/write`.
 */
export type WriteHostFileResponse = {
  /**
   * The file.
   */
  path: string,
  /**
   * Size written, bytes.
   */
  bytes: number,
  /**
   * Hash of what was written; carry it into the next edit.
   */
  hash: string,
  /**
   * Modification time, epoch ms.
   */
  modifiedAt: number, };

/**
 * Answer to `POST {basePath}/profiles` and `PATCH {basePath}/profiles/:name`.
 */
export type SaveProfileResponse = {
  /**
   * The profile as stored.
   */
  profile: ProfileInfo, };

/**
 * Answer to `GET {basePath}/profiles/:name`: the profile and a fresh look at its config directory.
 */
export type GetProfileResponse = {
  /**
   * The profile.
   */
  profile: ProfileInfo,
  /**
   * What its config directory holds.
   */
  config: ProfileConfigSnapshot, };

/**
 * Body of an error answer on any REST route.
 */
export type ErrorResponse = {
  /**
   * What went wrong, for people.
   */
  error: string, };

/**
 * The moments of an interactive session a person needs to hear about when not
 * watching it. Deliberately few: this is an attention channel, not a mirror of
 * the event log (attach with `afterSeq` for that).
 */
export type SessionNotificationType =
  | "permission_requested"
  | "turn_completed"
  | "session_error"
  | "session_closed";

/**
 * One delivery of the session-notification channel (the JSON body of a webhook POST).
 */
export type SessionNotification = {
  /**
   * What happened.
   */
  type: SessionNotificationType,
  /**
   * The session.
   */
  sessionId: string,
  /**
   * Snapshot at notification time (status, title, cwd, cost, `lastSeq`).
   */
  session: SessionInfo,
  /**
   * Seq of the event behind the notification; attach with `afterSeq: seq - 1` to land on it.
   */
  seq: number,
  /**
   * Epoch ms.
   */
  ts: number,
  /**
   * One line for a notification body: the permission title, the turn's final text, the error message.
   */
  preview?: string,
  /**
   * `permission_requested` only: the whole request, so it can be answered through `POST {basePath}/sessions/:id/permissions/:requestId` (e.g. from a lock-screen action).
   */
  request?: PermissionRequest,
  /**
   * `turn_completed` only: the turn's outcome.
   */
  result?: NotificationTurnResult,
  /**
   * `session_closed` only: why it ended.
   */
  reason?: CloseReason, };

/**
 * Where session notifications are POSTed. Server-wide, so a person hears about sessions they did not create and are not attached to.
 */
export type SessionWebhookConfig = {
  /**
   * Endpoint.
   */
  url: string,
  /**
   * Headers sent with every delivery (auth tokens, …).
   */
  headers?: { [key in string]: string },
  /**
   * Types to deliver. Default: all.
   */
  events?: Array<SessionNotificationType>, };

/**
 * Where a job is. Closed set.
 */
export type JobStatus =
  | "queued"
  | "running"
  | "parked"
  | "succeeded"
  | "failed"
  | "canceled";

/**
 * Where a job's deliveries are POSTed (JSON body: `JobEvent`).
 */
export type WebhookConfig = {
  /**
   * Endpoint.
   */
  url: string,
  /**
   * Headers sent with every delivery (auth tokens, …).
   */
  headers?: { [key in string]: string },
  /**
   * Delivery granularity. Default `messages`.
   */
  progress?: WebhookProgress, };

/**
 * Body of `POST {basePath}/jobs`: schedule a one-shot run. The session runs `session.prompt` unattended and the job completes with that run's result.
 */
export type CreateJobRequest = {
  /**
   * The session to run; `prompt` is required.
   */
  session: JobSessionRequest,
  /**
   * Where to POST progress and completion.
   */
  webhook?: WebhookConfig,
  /**
   * Token cap; the effective cap is the smaller of this and the server's `sessionTokenLimit`.
   */
  maxTokens?: number,
  /**
   * Wall-clock cap, ms; the effective cap is the smaller of this and the server's `maxJobDurationMs`.
   */
  maxDurationMs?: number,
  /**
   * Total attempts: a failed (not canceled) run is re-queued until this many were made. Default 1.
   */
  attempts?: number,
  /**
   * Delay before the first retry, doubled each time. Default 5000.
   */
  retryDelayMs?: number,
  /**
   * Host data echoed on `JobInfo`.
   */
  meta?: Record<string, unknown>, };

/**
 * Resources a job's run used so far. `tokens` counts input, output, cache-creation and cache-read tokens over all turns.
 */
export type JobUsage = {
  /**
   * Tokens used.
   */
  tokens: number,
  /**
   * Cost in US dollars.
   */
  totalCostUsd: number,
  /**
   * Turns taken.
   */
  numTurns: number, };

/**
 * How a job's run ended (mirrors the final `turn_result`).
 */
export type JobResult = {
  /**
   * The final turn's subtype, as a string.
   */
  subtype: string,
  /**
   * Whether it ended in error.
   */
  isError: boolean,
  /**
   * Final text (success only).
   */
  result?: string,
  /**
   * Error messages.
   */
  errors?: Array<string>,
  /**
   * Duration, ms.
   */
  durationMs: number, };

/**
 * A job, as the server reports it.
 */
export type JobInfo = {
  /**
   * Job id.
   */
  id: string,
  /**
   * Current status.
   */
  status: JobStatus,
  /**
   * Directory the run uses.
   */
  cwd: string,
  /**
   * Profile the run uses (the resolved name, also when implied).
   */
  profile?: string,
  /**
   * The task.
   */
  prompt: string,
  /**
   * Server session id once started; attach to it to watch the run.
   */
  sessionId?: string,
  /**
   * The engine's session id.
   */
  sdkSessionId?: string,
  /**
   * Creation time, epoch ms.
   */
  createdAt: number,
  /**
   * Start time, epoch ms.
   */
  startedAt?: number,
  /**
   * End time, epoch ms.
   */
  finishedAt?: number,
  /**
   * Which attempt (1-based) this snapshot reflects.
   */
  attempt?: number,
  /**
   * Attempts configured (`CreateJobRequest.attempts`).
   */
  maxAttempts?: number,
  /**
   * For a job waiting to retry: earliest start of the next attempt, epoch ms.
   */
  nextRunAt?: number,
  /**
   * While `parked`: when the run parked, epoch ms. Cleared on resume.
   */
  parkedAt?: number,
  /**
   * While `parked`: the execution it waits on, the id to POST a result to. Cleared on resume.
   */
  parkedExecutionId?: string,
  /**
   * Usage over all attempts.
   */
  usage: JobUsage,
  /**
   * How the run ended.
   */
  result?: JobResult,
  /**
   * Why it failed or was canceled (for a queued retry: the previous attempt's error).
   */
  error?: string,
  /**
   * Host data from the request.
   */
  meta?: Record<string, unknown>, };

/**
 * Latest activity of a running job, carried on `job_progress` deliveries.
 */
export type JobProgress = {
  /**
   * What happened.
   */
  kind: JobProgressKind,
  /**
   * Short preview (message excerpt, tool name, permission title).
   */
  preview?: string,
  /**
   * `permission_requested` only: the whole request (AskUserQuestion input included), answerable through `POST /sessions/:sessionId/permissions/:requestId`.
   */
  request?: PermissionRequest, };

/**
 * A job webhook delivery, also the queue's local event. `job_submitted`
 * only reaches local observers and the queue WebSocket (the submitter has
 * the POST answer), so webhooks start at `job_started`. `job_completed` is
 * always the last.
 */
export type JobEvent =
  | { "type": "job_submitted" } & JobLifecycleEvent
  | { "type": "job_started" } & JobLifecycleEvent
  | { "type": "job_progress" } & JobProgressEvent
  | { "type": "job_parked" } & JobExecutionEvent
  | { "type": "job_resumed" } & JobExecutionEvent
  | { "type": "job_retrying" } & JobLifecycleEvent
  | { "type": "job_completed" } & JobLifecycleEvent;

/**
 * Counters of the job queue.
 */
export type QueueStats = {
  /**
   * Concurrency slots.
   */
  maxConcurrency: number,
  /**
   * Jobs running.
   */
  running: number,
  /**
   * Jobs waiting for a slot.
   */
  queued: number,
  /**
   * Jobs waiting on a deferred execution; they hold no slot and their time budget is stopped.
   */
  parked: number,
  /**
   * Per-session token cap.
   */
  sessionTokenLimit?: number,
  /**
   * Daily token budget.
   */
  dailyTokenLimit?: number,
  /**
   * Tokens used by queue jobs in the current UTC day.
   */
  dailyTokensUsed: number,
  /**
   * True when the daily budget is spent and queued jobs are held.
   */
  paused: boolean, };

/**
 * Frames of the queue WebSocket (`{basePath}/queue/ws`). One-way, server to
 * client: every job's lifecycle as it happens, and fresh stats after each
 * change. Clients send nothing; job changes go through REST.
 */
export type QueueServerFrame =
  | { "type": "queue_attached" } & QueueAttachedFrame
  | { "type": "job_event" } & JobEventFrame
  | { "type": "queue_stats" } & QueueStatsFrame;

/**
 * Answer to `POST {basePath}/jobs`.
 */
export type CreateJobResponse = {
  /**
   * The new job.
   */
  job: JobInfo, };

/**
 * Answer to `GET {basePath}/jobs/:id`.
 */
export type GetJobResponse = {
  /**
   * The job.
   */
  job: JobInfo, };

/**
 * Answer to `GET {basePath}/jobs`.
 */
export type ListJobsResponse = {
  /**
   * The jobs.
   */
  jobs: Array<JobInfo>, };

/**
 * Answer to `GET {basePath}/queue/stats`.
 */
export type QueueStatsResponse = {
  /**
   * Current counters.
   */
  stats: QueueStats, };

// Types upstream writes inline, named here; not exported.

/**
 * `ToolResultBlock.content`: a string or a list of loosely typed blocks.
 */
type ToolResultContent =
  | string
  | Array<ToolResultContentItem>;

type ToolResultContentItem = { type: string; text?: string; [key: string]: unknown };

/**
 * Who wrote an `ApiMessage`.
 */
type ApiMessageRole =
  | "user"
  | "assistant";

/**
 * `ApiMessage.content`: a string or a list of `ContentBlock`s.
 */
type ApiMessageContent =
  | string
  | Array<ContentBlock>;

/**
 * `ApiMessage.usage`: per-call token counts.
 */
type ApiMessageUsage = {
  /**
   * Input tokens billed.
   */
  input_tokens?: number,
  /**
   * Output tokens generated.
   */
  output_tokens?: number,
  /**
   * Input tokens written to the prompt cache.
   */
  cache_creation_input_tokens?: number,
  /**
   * Input tokens read from the prompt cache.
   */
  cache_read_input_tokens?: number, };

/**
 * A settings scope a session loads from disk (`CreateSessionRequest.settingSources`).
 */
type SettingSource =
  | "user"
  | "project"
  | "local";

/**
 * The answer to a permission request.
 */
type PermissionBehavior =
  | "allow"
  | "deny";

/**
 * `ResolvePermissionRequest` with `behavior: "allow"`.
 */
type PermissionAllow = {
  /**
   * Input to run the tool with instead of the original (AskUserQuestion answers ride here).
   */
  updatedInput?: Record<string, unknown>, };

/**
 * `ResolvePermissionRequest` with `behavior: "deny"`.
 */
type PermissionDeny = {
  /**
   * Reason given to the model.
   */
  message?: string,
  /**
   * Also interrupt the running turn.
   */
  interrupt?: boolean, };

/**
 * `ToolExecutionOutput` with `type: "text"`.
 */
type TextOutput = {
  /**
   * The text.
   */
  value: string, };

/**
 * `ToolExecutionOutput` with `type: "json"`.
 */
type JsonOutput = {
  /**
   * Any JSON value; the key must be present.
   */
  value: unknown, };

/**
 * `SubmitExecutionResultRequest` with `status: "ok"`.
 */
type ExecutionSucceeded = {
  /**
   * The result.
   */
  output: ToolExecutionOutput,
  /**
   * Logs the executor captured.
   */
  logs?: Array<string>, };

/**
 * `SubmitExecutionResultRequest` with `status: "failed"`.
 */
type ExecutionFailed = {
  /**
   * Machine-readable cause (`timeout`, `oom`, `exception`, `orphaned` or executor-specific).
   */
  reason: string,
  /**
   * What went wrong, for the agent and for people.
   */
  error: string,
  /**
   * Logs the executor captured.
   */
  logs?: Array<string>, };

/**
 * `system_init`: the SDK's init handshake, describing the session as it really runs.
 */
type SystemInitEvent = {
  /**
   * The engine's session id.
   */
  sdkSessionId: string,
  /**
   * Model in use.
   */
  model: string,
  /**
   * Working directory.
   */
  cwd: string,
  /**
   * Where the credentials came from: `oauth` is a claude.ai subscription login, other values (`user`, `project`, `org`, `temporary`) say where an API key was found. Open.
   */
  apiKeySource: string,
  /**
   * Tools available.
   */
  tools: Array<string>,
  /**
   * Skills available.
   */
  skills: Array<string>,
  /**
   * Slash commands available.
   */
  slashCommands: Array<string>,
  /**
   * Permission mode in effect.
   */
  permissionMode: PermissionMode,
  /**
   * Version of the Claude Code CLI.
   */
  claudeCodeVersion: string,
  /**
   * MCP servers and their connection status.
   */
  mcpServers: Array<SystemInitMcpServer>, };

/**
 * One entry of `system_init.mcpServers`.
 */
type SystemInitMcpServer = {
  /**
   * Server name.
   */
  name: string,
  /**
   * Connection status as the engine reports it (open).
   */
  status: string, };

/**
 * `status_changed`.
 */
type StatusChangedEvent = {
  /**
   * The new status.
   */
  status: SessionStatus,
  /**
   * Extra information for people.
   */
  detail?: string, };

/**
 * `capabilities`: models and slash commands this session offers, fetched from the CLI after init. Late attachers get it by replay like any event.
 */
type CapabilitiesEvent = {
  /**
   * Models the session can switch to.
   */
  models: Array<ModelOption>,
  /**
   * Slash commands the session accepts.
   */
  commands: Array<SlashCommandInfo>,
  /**
   * Model id the session's default resolves to (from the CLI's `default` row).
   * Tells what the session will answer as before it has answered: a session
   * created without a prompt gets no `system_init` until its first message.
   */
  defaultModel?: string, };

/**
 * `model_changed`: the model changed through `set_model`.
 */
type ModelChangedEvent = {
  /**
   * The new model; absent means back to the default.
   */
  model?: string, };

/**
 * `permission_mode_changed`.
 */
type PermissionModeChangedEvent = {
  /**
   * The new mode.
   */
  mode: PermissionMode, };

/**
 * `context_usage`: a context-window snapshot, polled by the runner after each turn.
 */
type ContextUsageEvent = {
  /**
   * The snapshot.
   */
  usage: ContextUsage, };

/**
 * `rate_limit`: one subscription rate-limit window changed.
 */
type RateLimitEvent = {
  /**
   * The window.
   */
  info: RateLimitInfo, };

/**
 * `plan_info`: the claude.ai plan the rate-limit windows belong to. Emitted by
 * the same poll as `rate_limit`, once per change, never for an API-key session.
 * It names the windows; it does not size them.
 */
type PlanInfoEvent = {
  /**
   * `pro`, `max`, `team`, `enterprise`; open, any string is kept.
   */
  subscriptionType: string, };

/**
 * `assistant_message`: a message from the model.
 */
type AssistantMessageEvent = {
  /**
   * The message.
   */
  message: ApiMessage,
  /**
   * Set when the message came from inside a subagent (Task tool); `null` otherwise. Always present.
   */
  parentToolUseId: string | null,
  /**
   * True when backfilled from a resumed session's history.
   */
  replay?: boolean,
  /**
   * The message's id.
   */
  uuid: string, };

/**
 * `user_message`: a user-role message.
 */
type UserMessageEvent = {
  /**
   * The message. For a typed message its content is the text only; attachments are listed in `attachments`.
   */
  message: ApiMessage,
  /**
   * Set when the message belongs to a subagent; `null` otherwise. Always present.
   */
  parentToolUseId: string | null,
  /**
   * True when replayed from a resumed session's history.
   */
  replay?: boolean,
  /**
   * True for tool results and other messages no person typed.
   */
  synthetic?: boolean,
  /**
   * Files sent with the message, by reference; the bytes went to the model, not into the log.
   */
  attachments?: Array<MessageAttachment>,
  /**
   * The message's id.
   */
  uuid?: string, };

/**
 * `stream_delta`: a raw Anthropic streaming event; only emitted when the session was created with `includePartialMessages`.
 */
type StreamDeltaEvent = {
  /**
   * The streaming event (`message_start`, `content_block_delta`, …), verbatim.
   */
  event: TaggedObject,
  /**
   * Set inside a subagent; `null` otherwise. Always present.
   */
  parentToolUseId: string | null,
  /**
   * Id of the event.
   */
  uuid: string, };

/**
 * How a turn ended (`turn_result.subtype`). Closed set.
 */
type TurnResultSubtype =
  | "success"
  | "error_during_execution"
  | "error_max_turns"
  | "error_max_budget_usd"
  | "error_max_structured_output_retries";

/**
 * `turn_result`: a turn finished.
 */
type TurnResultEvent = {
  /**
   * How it ended.
   */
  subtype: TurnResultSubtype,
  /**
   * Whether it ended in error.
   */
  isError: boolean,
  /**
   * Wall-clock duration, ms.
   */
  durationMs: number,
  /**
   * Turns taken.
   */
  numTurns: number,
  /**
   * Cost in US dollars.
   */
  totalCostUsd: number,
  /**
   * Final text of the turn (success only).
   */
  result?: string,
  /**
   * Error messages.
   */
  errors?: Array<string>,
  /**
   * Token usage as the engine reports it, verbatim.
   */
  usage?: unknown, };

/**
 * `permission_requested`: a request waits for an answer.
 */
type PermissionRequestedEvent = {
  /**
   * The request.
   */
  request: PermissionRequest, };

/**
 * `permission_resolved`: a request was settled.
 */
type PermissionResolvedEvent = {
  /**
   * The request's id.
   */
  requestId: string,
  /**
   * The answer.
   */
  behavior: PermissionBehavior,
  /**
   * Who answered.
   */
  resolvedBy: PermissionDecisionSource,
  /**
   * Denial message, for a denial.
   */
  message?: string, };

/**
 * `execution_dispatched`: a tool execution went to a backend. For a bridged
 * execution it precedes the `tool_call_request` frame; for a deferred one it is
 * the record that survives a teardown.
 */
type ExecutionDispatchedEvent = {
  /**
   * Correlates the execution end to end.
   */
  executionId: string,
  /**
   * The tool.
   */
  toolName: string,
  /**
   * Where it runs.
   */
  backend: ToolExecutionBackend,
  /**
   * True when it may outlive this turn or process.
   */
  deferred?: boolean,
  /**
   * Epoch ms after which the server applies its timeout policy.
   */
  expiresAt?: number, };

/**
 * `execution_result`: a dispatched execution produced a result (applied idempotently by `executionId`).
 */
type ExecutionResultEvent = {
  /**
   * The execution.
   */
  executionId: string,
  /**
   * The result.
   */
  output: ToolExecutionOutput,
  /**
   * Logs the backend captured, if any.
   */
  logs?: Array<string>,
  /**
   * How long it ran, ms.
   */
  durationMs?: number, };

/**
 * `execution_failed`: a dispatched execution failed, timed out or was orphaned.
 * The failure goes back to the agent as tool output; it is not a session error.
 */
type ExecutionFailedEvent = {
  /**
   * The execution.
   */
  executionId: string,
  /**
   * Machine-readable cause (`timeout`, `oom`, `exception`, `orphaned` or backend-specific); open.
   */
  reason: string,
  /**
   * What went wrong.
   */
  error: string,
  /**
   * Logs the backend captured, if any.
   */
  logs?: Array<string>,
  /**
   * How long it ran, ms.
   */
  durationMs?: number, };

/**
 * `file_delivered`: the agent handed over a file from its scratch filesystem
 * (the `deliver_file` tool). Download it from
 * `GET {basePath}/sessions/:id/files/<path>` while the session lives.
 */
type FileDeliveredEvent = {
  /**
   * Path in the session's scratch filesystem.
   */
  path: string,
  /**
   * Size in bytes.
   */
  bytes: number,
  /**
   * What the file is, as the agent put it.
   */
  description?: string, };

/**
 * `sdk_event`: an SDK message this version does not model first-class (task progress, compaction boundaries, auth status, …).
 */
type SdkEventEvent = {
  /**
   * The raw SDK message, verbatim.
   */
  payload: TaggedObject, };

/**
 * `session_error`: the session failed.
 */
type SessionErrorEvent = {
  /**
   * What went wrong.
   */
  message: string, };

/**
 * Why a session ended (`session_closed.reason`, `SessionNotification.reason`).
 */
type CloseReason =
  | "client"
  | "server"
  | "error";

/**
 * `session_closed`: the session ended.
 */
type SessionClosedEvent = {
  /**
   * Who or what ended it.
   */
  reason: CloseReason, };

type TaggedObject = { type: string; [key: string]: unknown };

/**
 * `user_message` command.
 */
type UserMessageCommand = {
  /**
   * The message text.
   */
  text: string,
  /**
   * Ids from `POST {basePath}/sessions/:id/attachments`, in the order the model
   * should see them. An unknown id fails the command rather than sending a
   * message without its file.
   */
  attachmentIds?: Array<string>, };

/**
 * `permission_decision` command: answer a pending permission request.
 */
type PermissionDecisionCommand = {
  /**
   * `PermissionRequest.id`.
   */
  requestId: string,
  /**
   * The answer.
   */
  behavior: PermissionBehavior,
  /**
   * Allow only: input to run the tool with instead of the original.
   */
  updatedInput?: Record<string, unknown>,
  /**
   * Deny only: reason given to the model.
   */
  message?: string,
  /**
   * Deny only: also interrupt the running turn.
   */
  interrupt?: boolean, };

/**
 * `set_permission_mode` command.
 */
type SetPermissionModeCommand = {
  /**
   * The mode to switch to.
   */
  mode: PermissionMode, };

/**
 * `set_model` command: switch the model for the following responses.
 */
type SetModelCommand = {
  /**
   * Model id; absent means the default.
   */
  model?: string, };

/**
 * `tool_call_result` command: the result of a tool call the server bridged to
 * this client (see `ToolCallRequestFrame`). Unknown or already settled ids are
 * ignored, so a late result cannot reopen a call. The server treats
 * browser-returned results as untrusted input.
 */
type ToolCallResultCommand = {
  /**
   * `ToolCallRequestFrame.executionId`.
   */
  executionId: string,
  /**
   * The result.
   */
  output: ToolExecutionOutput,
  /**
   * Logs captured while running it.
   */
  logs?: Array<string>, };

/**
 * `tool_call_error` command: the client could not run a bridged call (unsupported tool, guest error, tab closing); the agent receives it as tool output.
 */
type ToolCallErrorCommand = {
  /**
   * `ToolCallRequestFrame.executionId`.
   */
  executionId: string,
  /**
   * Machine-readable cause.
   */
  reason: string,
  /**
   * What went wrong.
   */
  error: string,
  /**
   * Logs captured while running it.
   */
  logs?: Array<string>, };

/**
 * `ToolCallRequestFrame.limits`.
 */
type ToolCallLimits = {
  /**
   * Time limit, ms.
   */
  timeoutMs?: number,
  /**
   * Memory limit, bytes.
   */
  memoryLimitBytes?: number, };

/**
 * `event` frame: one session event.
 */
type EventFrame = {
  /**
   * Always `"event"`.
   */
  type: "event",
  /**
   * The event.
   */
  event: SessionEvent, };

/**
 * `tool_call_canceled` frame: a bridged execution no longer needs an answer (turn interrupted, timed out, session closed); abandon it.
 */
type ToolCallCanceledFrame = {
  /**
   * Always `"tool_call_canceled"`.
   */
  type: "tool_call_canceled",
  /**
   * The execution to abandon.
   */
  executionId: string,
  /**
   * Why.
   */
  reason: string, };

/**
 * `protocol_error` frame: the server could not accept what the client sent.
 */
type ProtocolErrorFrame = {
  /**
   * Always `"protocol_error"`.
   */
  type: "protocol_error",
  /**
   * What was wrong.
   */
  message: string, };

/**
 * A kind of attachment an engine can deliver to its model (`EngineCapabilities.attachments`).
 */
type AttachmentKind =
  | "image"
  | "pdf"
  | "text";

/**
 * How finely an engine streams (`EngineCapabilities.streaming`).
 */
type StreamingGranularity =
  | "token"
  | "item"
  | "none";

/**
 * `ProfileConfigSnapshot.settings`.
 */
type ProfileSettingsSnapshot = {
  /**
   * Configured default model.
   */
  model?: string,
  /**
   * `permissions.defaultMode`, as the CLI wrote it.
   */
  defaultPermissionMode?: string,
  /**
   * How many rules each permission list holds.
   */
  permissionRules?: PermissionRuleCounts,
  /**
   * Names of the environment variables settings.json declares (never their values).
   */
  envKeys?: Array<string>,
  /**
   * Hook events with at least one hook.
   */
  hooks?: Array<string>, };

/**
 * `ProfileSettingsSnapshot.permissionRules`: rule counts.
 */
type PermissionRuleCounts = {
  /**
   * Rules in `permissions.allow`.
   */
  allow: number,
  /**
   * Rules in `permissions.ask`.
   */
  ask: number,
  /**
   * Rules in `permissions.deny`.
   */
  deny: number, };

/**
 * An MCP server run as a local process. `type` may be left out.
 */
type McpStdioServerConfig = {
  /**
   * `"stdio"`, or absent: both mean a local process.
   */
  type?: "stdio",
  /**
   * Program to run.
   */
  command: string,
  /**
   * Its arguments.
   */
  args?: Array<string>,
  /**
   * Extra environment variables for it.
   */
  env?: { [key in string]: string }, };

/**
 * A remote MCP server over streamable HTTP.
 */
type McpHttpServerConfig = {
  /**
   * Always `"http"`; required.
   */
  type: "http",
  /**
   * Endpoint URL.
   */
  url: string,
  /**
   * Headers sent with every request (auth tokens, …).
   */
  headers?: { [key in string]: string }, };

/**
 * A remote MCP server over server-sent events.
 */
type McpSseServerConfig = {
  /**
   * Always `"sse"`; required.
   */
  type: "sse",
  /**
   * Endpoint URL.
   */
  url: string,
  /**
   * Headers sent with every request (auth tokens, …).
   */
  headers?: { [key in string]: string }, };

/**
 * `McpServerToolInfo.annotations`.
 */
type McpToolAnnotations = {
  /**
   * The tool only reads.
   */
  readOnly?: boolean,
  /**
   * The tool may destroy data.
   */
  destructive?: boolean,
  /**
   * The tool reaches outside systems.
   */
  openWorld?: boolean, };

/**
 * How a session reaches an MCP server (`McpServerStatusInfo.transport`).
 */
type McpTransport =
  | "stdio"
  | "http"
  | "sse"
  | "sdk";

/**
 * `McpServerStatusInfo.serverInfo`.
 */
type McpServerIdentity = {
  /**
   * Server name.
   */
  name: string,
  /**
   * Server version.
   */
  version: string, };

/**
 * What `POST {basePath}/sessions/:id/mcp/:name` does.
 */
type McpServerAction =
  | "reconnect"
  | "enable"
  | "disable";

/**
 * Kind of a directory entry, classified without following symlinks.
 */
type HostDirEntryType =
  | "file"
  | "dir"
  | "symlink"
  | "other";

/**
 * How file content is written in a JSON string.
 */
type FileEncoding =
  | "utf8"
  | "base64";

/**
 * `SessionNotification.result`.
 */
type NotificationTurnResult = {
  /**
   * Whether the turn ended in error.
   */
  isError: boolean,
  /**
   * Duration, ms.
   */
  durationMs: number,
  /**
   * Turns taken.
   */
  numTurns: number,
  /**
   * Cost in US dollars.
   */
  totalCostUsd: number, };

/**
 * How much a job webhook receives (`WebhookConfig.progress`).
 */
type WebhookProgress =
  | "messages"
  | "completion";

/**
 * `CreateJobRequest.session`: a `CreateSessionRequest`
 * whose `prompt` is required (it is the job's task). `resume` and
 * `forkSession` are not supported for queued jobs: the server refuses them.
 */
type JobSessionRequest = {
  /**
   * Directory the session runs in. Required: the server pins it on every SDK call.
   */
  cwd: string,
  /**
   * Profile to run under. Required when the server has more than one; implied when it has exactly one.
   */
  profile?: string,
  /**
   * The task. Required.
   */
  prompt: string,
  /**
   * Initial permission mode. Must be one the profile's engine supports.
   */
  permissionMode?: PermissionMode,
  /**
   * Pre-authorises `bypassPermissions`, so the mode can be switched on later in
   * the session; the CLI refuses that switch otherwise. Implied when
   * `permissionMode` already is `bypassPermissions`.
   */
  allowDangerouslySkipPermissions?: boolean,
  /**
   * Tools the session may use without asking.
   */
  allowedTools?: Array<string>,
  /**
   * Tools the session may not use.
   */
  disallowedTools?: Array<string>,
  /**
   * Extra MCP servers for this session, by name. Only for engines with `sessionMcpServers`.
   */
  mcpServers?: { [key in string]: McpServerConfigWire },
  /**
   * Settings scopes to load from disk. Include `project` to pick up the repository's skills and CLAUDE.md.
   */
  settingSources?: Array<SettingSource>,
  /**
   * Model id; absent means the profile's (or engine's) default.
   */
  model?: string,
  /**
   * Turn cap. Only for engines with `budgets` (the gateway answers 400 otherwise).
   */
  maxTurns?: number,
  /**
   * Spending cap in US dollars. Only for engines with `budgets`.
   */
  maxBudgetUsd?: number,
  /**
   * Id of an engine session to continue (see `SdkSessionSummary.sessionId`).
   */
  resume?: string,
  /**
   * With `resume`: continue under a new session id instead of the old one.
   */
  forkSession?: boolean,
  /**
   * Reasoning effort for the session's model. Open string: offerable values come
   * from the profile's catalog or capability record. The gateway answers 400 when
   * the engine declares no `reasoningEfforts`.
   */
  reasoningEffort?: string,
  /**
   * Emit `stream_delta` events for token-by-token rendering. Server default: true.
   */
  includePartialMessages?: boolean,
  /**
   * Overrides the server's permission-request timeout for this session, in ms.
   */
  approvalTimeoutMs?: number,
  /**
   * How the AskUserQuestion tool is handled. Server default: `ask`.
   */
  questionBehavior?: QuestionBehavior,
  /**
   * Provider engine only: run with fewer capabilities than the profile grants.
   * Narrowing only: naming a capability the profile does not grant is a 400.
   */
  capabilities?: Array<SessionCapability>,
  /**
   * Free-form host data, echoed back on `SessionInfo`.
   */
  meta?: Record<string, unknown>, };

/**
 * What a `job_progress` delivery reports.
 */
type JobProgressKind =
  | "assistant_text"
  | "tool_use"
  | "permission_requested"
  | "permission_resolved";

/**
 * A `JobEvent` with only the job snapshot (`job_submitted`, `job_started`, `job_retrying`, `job_completed`).
 */
type JobLifecycleEvent = {
  /**
   * The job.
   */
  job: JobInfo,
  /**
   * Epoch ms.
   */
  ts: number, };

/**
 * `job_progress`.
 */
type JobProgressEvent = {
  /**
   * The job.
   */
  job: JobInfo,
  /**
   * The activity.
   */
  progress: JobProgress,
  /**
   * Epoch ms.
   */
  ts: number, };

/**
 * `job_parked` / `job_resumed`.
 */
type JobExecutionEvent = {
  /**
   * The job.
   */
  job: JobInfo,
  /**
   * The execution the run waits on (the id to POST a result to) or that resumed it.
   */
  executionId: string,
  /**
   * Epoch ms.
   */
  ts: number, };

/**
 * `queue_attached` frame.
 */
type QueueAttachedFrame = {
  /**
   * The server's `PROTOCOL_VERSION`.
   */
  protocolVersion: number,
  /**
   * Current counters.
   */
  stats: QueueStats, };

/**
 * `job_event` frame.
 */
type JobEventFrame = {
  /**
   * The event.
   */
  event: JobEvent, };

/**
 * `queue_stats` frame.
 */
type QueueStatsFrame = {
  /**
   * Current counters.
   */
  stats: QueueStats, };

/**
 * Bumped on any breaking change to events, commands or REST shapes.
 */
export declare const PROTOCOL_VERSION: 6;

/**
 * The static capability record of each engine: the default for `ProfileInfo.capabilities` and
 * `SessionInfo.capabilities` when the server sends none. A copy on the wire wins.
 */
export declare const ENGINE_CAPABILITIES: Record<ProfileEngine, EngineCapabilities>;

/**
 * Permission modes the provider engine understands.
 * @deprecated Read `ENGINE_CAPABILITIES.provider.permissionModes` (this is an alias of it).
 */
export declare const PROVIDER_PERMISSION_MODES: readonly PermissionMode[];

/**
 * Whether a profile's engine can run a permission mode. An absent `engine` means 'claude'.
 */
export declare function supportsPermissionMode(
  engine: ProfileEngine | undefined,
  mode: PermissionMode,
): boolean;

/**
 * Every REST and WebSocket route (not in upstream's module). `path` is a template under the
 * server's `{basePath}` with `:name` parameters; `request` and `response` name the JSON body's
 * type, or say `"bytes"` (a raw body) or `null` (none); a WebSocket route (`method` `"WS"`)
 * names its frame types in `frames`; `statuses` lists the statuses the contract describes;
 * `pathInferred` marks a path the contract implies but never spells out.
 */
export declare const ROUTES: readonly [
  {
    readonly "method": "GET";
    readonly "path": "/sessions";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "ListSessionsResponse";
    readonly "frames": null;
    readonly "statuses": readonly [];
    readonly "pathInferred": true;
    readonly "summary": "List sessions.";
  },
  {
    readonly "method": "POST";
    readonly "path": "/sessions";
    readonly "query": readonly [];
    readonly "request": "CreateSessionRequest";
    readonly "response": "CreateSessionResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 400;
        readonly "meaning": "a field the profile's engine does not support (permission mode, budgets, reasoningEffort, a capability the profile does not grant)";
      },
    ];
    readonly "pathInferred": true;
    readonly "summary": "Start a session.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/sessions/:id";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "GetSessionResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such session";
      },
    ];
    readonly "pathInferred": true;
    readonly "summary": "One session's snapshot.";
  },
  {
    readonly "method": "WS";
    readonly "path": "/sessions/:id";
    readonly "query": readonly [
      "afterSeq",
    ];
    readonly "request": null;
    readonly "response": null;
    readonly "frames": {
      readonly "client": "ClientFrame";
      readonly "server": "ServerFrame";
    };
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such session";
      },
    ];
    readonly "pathInferred": true;
    readonly "summary": "Attach to a session: `attached`, then every event with seq > afterSeq as `event` frames, then live events; the client sends commands.";
  },
  {
    readonly "method": "POST";
    readonly "path": "/sessions/:id/attachments";
    readonly "query": readonly [
      "name",
    ];
    readonly "request": "bytes";
    readonly "response": "UploadAttachmentResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such session";
      },
      {
        readonly "code": 415;
        readonly "meaning": "a media type the session's engine cannot deliver to its model";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Upload a file to attach to the next user message.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/sessions/:id/attachments/:attachmentId";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "bytes";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "unknown attachment (the store is in memory: also after a server restart)";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Download an attachment.";
  },
  {
    readonly "method": "POST";
    readonly "path": "/sessions/:id/permissions/:requestId";
    readonly "query": readonly [];
    readonly "request": "ResolvePermissionRequest";
    readonly "response": "ResolvePermissionResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "the request is unknown, already resolved, or expired";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Answer a permission request over REST.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/sessions/:id/files";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "ListSessionFilesResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such session, or its engine has no scratch filesystem";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "List the session's scratch files.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/sessions/:id/files/*path";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "bytes";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such file, or no scratch filesystem";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Download one scratch file (attachment disposition).";
  },
  {
    readonly "method": "GET";
    readonly "path": "/sessions/:id/mcp";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "McpServersResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such session";
      },
      {
        readonly "code": 501;
        readonly "meaning": "the session's engine reports no MCP status (`mcpStatus` false)";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Live status of the session's MCP servers.";
  },
  {
    readonly "method": "POST";
    readonly "path": "/sessions/:id/mcp/:name";
    readonly "query": readonly [];
    readonly "request": "McpServerActionRequest";
    readonly "response": "McpServerStatusInfo";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such session";
      },
      {
        readonly "code": 501;
        readonly "meaning": "the session's engine reports no MCP status (`mcpStatus` false)";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Reconnect, enable or disable one MCP server; answers with its refreshed status.";
  },
  {
    readonly "method": "POST";
    readonly "path": "/executions/:executionId/result";
    readonly "query": readonly [];
    readonly "request": "SubmitExecutionResultRequest";
    readonly "response": "SubmitExecutionResultResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 200;
        readonly "meaning": "also for a duplicate or late delivery, with `applied: false`";
      },
      {
        readonly "code": 404;
        readonly "meaning": "no session is parked on that execution";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Deliver the outcome of a deferred execution.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/sdk-sessions";
    readonly "query": readonly [
      "profile",
    ];
    readonly "request": null;
    readonly "response": "ListSdkSessionsResponse";
    readonly "frames": null;
    readonly "statuses": readonly [];
    readonly "pathInferred": false;
    readonly "summary": "Sessions in an engine's on-disk store, for resume.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/profiles";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "ListProfilesResponse";
    readonly "frames": null;
    readonly "statuses": readonly [];
    readonly "pathInferred": false;
    readonly "summary": "Profiles the caller may use.";
  },
  {
    readonly "method": "POST";
    readonly "path": "/profiles";
    readonly "query": readonly [];
    readonly "request": "CreateProfileRequest";
    readonly "response": "SaveProfileResponse";
    readonly "frames": null;
    readonly "statuses": readonly [];
    readonly "pathInferred": false;
    readonly "summary": "Create a managed profile (only with a profile store, for a caller that may manage profiles).";
  },
  {
    readonly "method": "GET";
    readonly "path": "/profiles/:name";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "GetProfileResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such profile";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "A profile and a fresh snapshot of its config directory.";
  },
  {
    readonly "method": "PATCH";
    readonly "path": "/profiles/:name";
    readonly "query": readonly [];
    readonly "request": "UpdateProfileRequest";
    readonly "response": "SaveProfileResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such profile";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Merge into a managed profile (`null` clears a field).";
  },
  {
    readonly "method": "DELETE";
    readonly "path": "/profiles/:name";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": null;
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such profile";
      },
    ];
    readonly "pathInferred": true;
    readonly "summary": "Delete a managed profile.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/fs/roots";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "ListHostRootsResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no roots configured (every /fs route)";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Where browsing may start.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/fs/list";
    readonly "query": readonly [
      "path",
    ];
    readonly "request": null;
    readonly "response": "ListHostDirResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no roots configured, or outside the roots";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "One directory, not recursive.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/fs/find";
    readonly "query": readonly [
      "path",
      "q",
      "limit",
    ];
    readonly "request": null;
    readonly "response": "FindHostFilesResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no roots configured, or outside the roots";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Recursive fuzzy file search under one directory.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/fs/read";
    readonly "query": readonly [
      "path",
    ];
    readonly "request": null;
    readonly "response": "ReadHostFileResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no roots configured, or outside the roots";
      },
      {
        readonly "code": 413;
        readonly "meaning": "the file exceeds the server's size cap";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "One file's contents.";
  },
  {
    readonly "method": "PUT";
    readonly "path": "/fs/write";
    readonly "query": readonly [];
    readonly "request": "WriteHostFileRequest";
    readonly "response": "WriteHostFileResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 409;
        readonly "meaning": "the file changed since `expectedHash` was read, or exists when creating";
      },
      {
        readonly "code": 404;
        readonly "meaning": "the parent directory does not exist (or writes are off)";
      },
    ];
    readonly "pathInferred": false;
    readonly "summary": "Replace or create one file, conditionally.";
  },
  {
    readonly "method": "POST";
    readonly "path": "/jobs";
    readonly "query": readonly [];
    readonly "request": "CreateJobRequest";
    readonly "response": "CreateJobResponse";
    readonly "frames": null;
    readonly "statuses": readonly [];
    readonly "pathInferred": true;
    readonly "summary": "Schedule a one-shot run.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/jobs";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "ListJobsResponse";
    readonly "frames": null;
    readonly "statuses": readonly [];
    readonly "pathInferred": true;
    readonly "summary": "List jobs.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/jobs/:id";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "GetJobResponse";
    readonly "frames": null;
    readonly "statuses": readonly [
      {
        readonly "code": 404;
        readonly "meaning": "no such job";
      },
    ];
    readonly "pathInferred": true;
    readonly "summary": "One job.";
  },
  {
    readonly "method": "GET";
    readonly "path": "/queue/stats";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": "QueueStatsResponse";
    readonly "frames": null;
    readonly "statuses": readonly [];
    readonly "pathInferred": true;
    readonly "summary": "Queue counters.";
  },
  {
    readonly "method": "WS";
    readonly "path": "/queue/ws";
    readonly "query": readonly [];
    readonly "request": null;
    readonly "response": null;
    readonly "frames": {
      readonly "client": null;
      readonly "server": "QueueServerFrame";
    };
    readonly "statuses": readonly [];
    readonly "pathInferred": false;
    readonly "summary": "Every job's lifecycle as it happens, plus fresh stats (one-way).";
  },
];

export {};
