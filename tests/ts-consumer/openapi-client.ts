// The ecosystem check: the committed OpenAPI document, turned into types by
// openapi-typescript (orion-api.ts, written by .ci/npm_consumer.sh) and used
// through openapi-fetch, type-checks a call to every operation. Request
// bodies are values of our own package's types, so the two agree too.

import createClient from 'openapi-fetch'
import type { operations, paths } from './orion-api.js'
import type * as O from '@agent-wire/orion-api-types'

type Client = ReturnType<typeof createClient<paths>>

/** One call per operationId; `satisfies` refuses a missing or an unknown one. */
export function callEveryOperation(
  client: Client,
  nonce: string,
  bodies: {
    activate: O.ActivateWorkspaceRequest
    create: O.CreateSessionRequest
    rename: O.RenameSessionRequest
    mutation: O.MutationRequest
    command: O.WebCommand
    settings: O.UpdateSettingsRequest
    open: O.OpenSettingsDocumentRequest
  },
) {
  const headers = { 'X-Orion-Web-Nonce': nonce }
  const sessionId = 's-1'
  return {
    getHealth: () => client.GET('/health'),
    getBootstrap: () => client.GET('/bootstrap'),
    listWorkspaces: () => client.GET('/workspaces', { params: { query: { pageSize: 10 } } }),
    activateWorkspace: () => client.POST('/workspaces/activate', { body: bodies.activate, headers }),
    listSessions: () => client.GET('/sessions', { params: { query: { cursor: 'c' } } }),
    createSession: () => client.POST('/sessions', { body: bodies.create, headers }),
    renameSession: () =>
      client.PATCH('/sessions/{sessionId}', { params: { path: { sessionId } }, body: bodies.rename, headers }),
    activateSession: () =>
      client.POST('/sessions/{sessionId}/activate', { params: { path: { sessionId } }, body: bodies.mutation, headers }),
    getSessionSnapshot: () =>
      client.GET('/sessions/{sessionId}/snapshot', { params: { path: { sessionId }, query: { pageSize: 5 } } }),
    listToolDetails: () => client.GET('/tool-details'),
    getToolDetail: () =>
      client.GET('/tool-details/{callId}', { params: { path: { callId: 'c-1' }, query: { limitBytes: 1024 } } }),
    listSkills: () => client.GET('/skills'),
    listMcpServers: () => client.GET('/mcp'),
    dispatchCommand: () => client.POST('/commands', { body: bodies.command, headers }),
    streamEvents: () =>
      client.GET('/events', { params: { query: { cursor: 0 }, header: { 'Last-Event-ID': '0' } }, parseAs: 'stream' }),
    getDiagnostics: () => client.GET('/diagnostics'),
    getSettings: () => client.GET('/settings'),
    updateSettings: () => client.PATCH('/settings', { body: bodies.settings, headers }),
    openSettingsDocument: () => client.POST('/settings/open-document', { body: bodies.open, headers }),
  } satisfies Record<keyof operations, () => Promise<unknown>>
}

/** What openapi-fetch reads back is our type too. */
export async function readBack(client: Client): Promise<O.HealthResponse | undefined> {
  const { data } = await client.GET('/health')
  return data
}
