// A client of the three packages, as a user writes it: installed by package
// name, type-checked under the stated baseline (strict,
// exactOptionalPropertyTypes; nodenext and bundler), then run under Node.

import {
  AGENT_MODE_VALUES,
  APPROVAL_SCOPE_VALUES,
  BASE_PATH,
  CREDENTIAL_SOURCE_VALUES,
  CREDENTIAL_STATE_VALUES,
  EFFORT_PREFERENCE_VALUES,
  GOAL_ACTION_VALUES,
  MCP_SERVER_STATE_VALUES,
  MCP_TRANSPORT_VALUES,
  MOTION_PREFERENCE_VALUES,
  NONCE_HEADER,
  PLAN_RETURN_MODE_VALUES,
  ROUTES,
  SETTINGS_APPLIES_VALUES,
  SETTINGS_BLOCKED_REASON_VALUES,
  SETTINGS_INVALIDATED_REASON_VALUES,
  SETTINGS_INVALIDATED_STATE_VALUES,
  SETTINGS_KEY_VALUES,
  SETTINGS_SCOPE_VALUES,
  SETTINGS_SOURCE_VALUES,
  SETTINGS_STATE_VALUES,
  SKILL_SOURCE_SCOPE_VALUES,
  THEME_PREFERENCE_VALUES,
  THREAD_STATUS_VALUES,
  TOOL_CONFIRMATION_PREFERENCE_VALUES,
  TOOL_DETAIL_STATE_VALUES,
  TRANSCRIPT_ROLE_VALUES,
  WEB_COMMAND_TYPE_VALUES,
  type SuccessOf,
  type RequestBodyOf,
  type WebEventEnvelope,
} from '@agent-wire/orion-api-types'
import {
  DEFAULT_ADDR,
  DEFAULT_PORT,
  ERROR_CODES,
  EVENT_TYPES,
  HOST_ENV,
  JSONRPC_VERSION,
  METHODS,
  TOKEN_ENV,
  type Event,
  type MethodName,
  type Request,
  type ResultOf,
  type ServerMessage,
} from '@agent-wire/coderook-protocol'
import {
  ENGINE_CAPABILITIES,
  PROTOCOL_VERSION,
  PROVIDER_PERMISSION_MODES,
  ROUTES as WORKERDECK_ROUTES,
  supportsPermissionMode,
  type ServerFrame,
} from '@agent-wire/workerdeck-protocol'
import {
  routePath,
  type AttachedServerFrame,
  type RouteKey,
  type TurnResultSessionEvent,
  type UserMessageClientFrame,
} from '@agent-wire/workerdeck-protocol/routes'
import { parseWebEventEnvelope, validateResponse } from '@agent-wire/orion-api-types/validate'
import { parseServerMessage, validateResult } from '@agent-wire/coderook-protocol/validate'
import { parseServerFrame, validateRouteResponse } from '@agent-wire/workerdeck-protocol/validate'

// The receive view: an event a newer server sent, or the typed event, told apart by `unknown`.
function orionPosition(data: string): number | null | WebEventEnvelope['type'] | undefined {
  const r = parseWebEventEnvelope(data, { view: 'receive' })
  if (!r.ok) return undefined
  return r.unknown ? r.unknown.position : r.value.type
}
// A response is typed by the request it answers.
function validatedCounts(): number[] {
  const page = validateResponse('listSessions', 200, { items: [], nextCursor: null }, { view: 'receive' })
  const subscribed = validateResult('event.subscribe', { subscription_id: 's' })
  const sessions = validateRouteResponse('GET /sessions', { sessions: [] })
  // @ts-expect-error a route that answers no JSON body has no validator
  validateRouteResponse('DELETE /profiles/:name', null)
  return [
    page.ok ? page.value.items.length : -1,
    subscribed.ok && subscribed.value.last_seq === null ? 0 : -1, // filled in, as the decoder fills it
    sessions.ok ? sessions.value.sessions.length : -1,
  ]
}

// `Routes` (./routes) and `ROUTES` (the main entry) name the same routes, each way.
type TableKeys<R extends readonly { method: string; path: string }[]> = { [I in keyof R]: `${R[I]['method']} ${R[I]['path']}` }[number]
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const routeKeysMatch: Same<RouteKey, TableKeys<typeof WORKERDECK_ROUTES>> = true
// A named member is its union's member, not `never`.
const attachedTag: AttachedServerFrame['type'] = 'attached'
const turnResultTag: TurnResultSessionEvent['type'] = 'turn_result'
const userMessageTag: UserMessageClientFrame['type'] = 'user_message'

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`consumer check failed: ${what}`)
}

// --- Orion: a route called through the route table ------------------------

type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{ status: number; json(): Promise<unknown> }>

type OperationId = (typeof ROUTES)[number]['operationId']

async function call<O extends OperationId>(
  fetch: Fetch,
  operationId: O,
  body: RequestBodyOf<O> | undefined,
  nonce: string,
): Promise<SuccessOf<O>> {
  const route = ROUTES.find((r) => r.operationId === operationId)
  if (route === undefined) throw new Error(`no route ${operationId}`)
  const headers: Record<string, string> = { accept: route.successMediaType }
  if (route.nonceRequired) headers[NONCE_HEADER] = nonce
  const init: Parameters<Fetch>[1] = { method: route.method, headers }
  if (body !== undefined) init.body = JSON.stringify(body)
  const res = await fetch(BASE_PATH + route.path, init)
  return (await res.json()) as SuccessOf<O>
}

function describeOrionEvent(e: WebEventEnvelope): string {
  switch (e.type) {
    case 'runtime_event':
    case 'thread_event':
    case 'workbench_state':
    case 'settings_invalidated':
    case 'replay_reset':
      return `${e.type}@${e.cursor}`
    default: {
      const unreachable: never = e
      return unreachable
    }
  }
}

// --- Coderook: a result read through the method map, events narrowed -------

function onEvent(e: Event): string {
  switch (e.type) {
    case "core.started":
    case "runtime.event":
    case "hook.executed":
    case "goal.continue_decision":
    case "run.started":
    case "run.finished":
    case "run.steered":
    case "step.started":
    case "step.finished":
    case "agent.decision":
    case "agent.stuck":
    case "tool.call_started":
    case "tool.call_finished":
    case "tool.call_failed":
    case "llm.model_selected":
    case "llm.route_selected":
    case "llm.token":
    case "llm.reasoning":
    case "llm.usage":
    case "llm.request_prepared":
    case "llm.retry":
    case "context.prefix_fingerprint":
    case "context.budget":
    case "context.working_set":
    case "lsp.diagnostics":
    case "log.line":
    case "session.created":
    case "session.message_received":
    case "session.waiting_for_input":
    case "plan.ready":
    case "plan.resolved":
    case "plan.updated":
    case "user_question.asked":
    case "session.resumed":
    case "session.renamed":
    case "session.forked":
    case "session.deleted":
    case "session.closed":
    case "agent.message":
    case "agent.repeat_notice":
    case "audit.degraded":
    case "background.finished":
    case "background.started":
    case "context.compacted":
    case "context.compaction.committed":
    case "context.compaction.started":
    case "context.compaction.summary":
    case "context.repository":
    case "core.workspace_changed":
    case "extension.notification":
    case "extension.ui_updated":
    case "llm.attempt_finished":
    case "permission.denied":
    case "permission.granted":
    case "permission.requested":
    case "recovery.available":
    case "recovery.resolved":
    case "run.phase_changed":
    case "session.interrupted":
    case "skill.invoked":
    case "strategy.proposed":
    case "strategy.resolved":
    case "subagent.finished":
    case "subagent.started":
    case "task.profiled":
    case "tool.call_progress":
    case "verification.completed":
    case "verification.failed":
      return e.type
    default: {
      const unreachable: never = e
      return unreachable
    }
  }
}

function request<M extends MethodName>(id: number, method: M, params: Request<M>['params']): Request<M> {
  return { jsonrpc: JSONRPC_VERSION, id, method, params } as Request<M>
}

function jobsOf(m: ServerMessage): number {
  if ('kind' in m) return -1
  if ('error' in m) return -2
  const result = m.result as ResultOf<'background.get'>
  return result.jobs.length // required in what a server sends
}

// --- WorkerDeck: frames narrowed ------------------------------------------

function onFrame(f: ServerFrame): string {
  switch (f.type) {
    case 'attached':
    case 'event':
    case 'tool_call_request':
    case 'tool_call_canceled':
    case 'protocol_error':
      return f.type
    default: {
      const unreachable: never = f
      return unreachable
    }
  }
}

// --- run -------------------------------------------------------------------

async function main(): Promise<void> {
  const seen: { url: string; method: string; headers: Record<string, string> }[] = []
  const fetch: Fetch = async (url, init) => {
    seen.push({ url, method: init.method, headers: init.headers })
    return { status: 200, json: async () => ({ ok: true, revision: 'r-1' }) }
  }
  const health = await call(fetch, 'getHealth', undefined, 'n')
  check(health.ok === true, 'getHealth answer read as HealthResponse')
  const patch: RequestBodyOf<'updateSettings'> = { requestId: 'r-1', expectedRevision: 'r-0', operations: [] }
  await call(fetch, 'updateSettings', patch, 'nonce-1')
  check(seen[0]?.url === '/api/v1/health' && seen[0].method === 'GET', 'GET /api/v1/health')
  check(seen[1]?.method === 'PATCH' && seen[1].headers[NONCE_HEADER] === 'nonce-1', 'PATCH with the nonce header')
  check(ROUTES.length === 19 && NONCE_HEADER === 'X-Orion-Web-Nonce', 'Orion tables')
  check(AGENT_MODE_VALUES.length > 0 && WEB_COMMAND_TYPE_VALUES.includes('set_agent_mode'), 'Orion enum values')
  check(describeOrionEvent({ type: 'replay_reset', cursor: 3 } as WebEventEnvelope) === 'replay_reset@3', 'Orion event narrowing')

  const ping = request(1, 'core.ping', { client: 'consumer/0.0.1' })
  check(ping.method === 'core.ping' && METHODS.some((m) => m.method === ping.method), 'core.ping in METHODS')
  check(EVENT_TYPES.length === 68 && ERROR_CODES.length > 0, 'Coderook tables')
  check(typeof DEFAULT_ADDR === 'string' && DEFAULT_PORT > 0 && HOST_ENV.length > 0 && TOKEN_ENV.length > 0, 'transport constants')
  check(onEvent({ type: 'run.started' } as Event) === 'run.started', 'Coderook event narrowing')
  check(jobsOf({ jsonrpc: '2.0', id: 1, result: { jobs: [] } }) === 0, 'result through the method map')

  check(PROTOCOL_VERSION === 6, 'PROTOCOL_VERSION')
  check(PROVIDER_PERMISSION_MODES === ENGINE_CAPABILITIES.provider.permissionModes, 'alias')
  check(supportsPermissionMode(undefined, 'default'), 'supportsPermissionMode')
  check(WORKERDECK_ROUTES.some((r) => r.method === 'WS' && r.path === '/sessions/:id'), 'WorkerDeck routes')
  check(onFrame({ type: 'protocol_error' } as ServerFrame) === 'protocol_error', 'WorkerDeck frame narrowing')
  check(
    routeKeysMatch && attachedTag === 'attached' && turnResultTag === 'turn_result' && userMessageTag === 'user_message',
    'WorkerDeck ./routes types',
  )
  check(
    routePath('GET /sessions/:id/files/*path', { id: 's 1', path: 'a b/c.txt' }) === '/sessions/s%201/files/a%20b/c.txt',
    'routePath fills :id as one segment and *path segment by segment',
  )

  check(orionPosition('{"apiVersion":1,"eventId":"e","cursor":3,"type":"x_new","durable":true}') === 3, 'Orion unknown event at its cursor')
  check(validatedCounts().every((n) => n === 0), 'responses validated by their request')
  const push = parseServerMessage('{"event":{"type":"x.new","ledger_seq":5}}', { view: 'receive' })
  check(push.ok && push.unknown?.position === 5 && 'kind' in push.value, 'Coderook unknown event at its ledger_seq, kind filled in')
  const frame = parseServerFrame('{"type":"event","event":{"type":"x_new","seq":2}}', { view: 'receive' })
  check(frame.ok && frame.unknown?.position === 2 && !parseServerFrame('{"type":"x_new"}').ok, 'WorkerDeck unknown event at its seq')

  console.log(`consumer: ${seen.length} routed calls, ${EVENT_TYPES.length} event types, ${ROUTES.length + WORKERDECK_ROUTES.length} routes: ok`)
}

main().catch((e: unknown) => {
  console.error(e)
  throw e
})
