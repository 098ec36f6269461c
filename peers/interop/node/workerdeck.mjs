// WorkerDeck x node: a `ws` client whose every check comes from the upstream
// `protocol-0.9.0.ts`, turned into JSON Schema by ts-json-schema-generator and
// enforced with ajv. It starts `agent-wire-peer serve workerdeck`, calls the REST
// routes, attaches to a session, replays, sends every ClientFrame kind, listens
// on the queue WebSocket, and validates every frame and every body.
//
// Usage: node workerdeck.mjs PEER_BINARY PROTOCOL_TS

import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { isDeepStrictEqual } from 'node:util'
import os from 'node:os'
import Ajv from 'ajv'
import { createGenerator } from 'ts-json-schema-generator'
import WebSocket from 'ws'

const [peerBinary, protocolTs, ...peerFlags] = process.argv.slice(2)
const IDLE_MS = 1500
const TIMEOUT_MS = 10000

// ---- the contract, from the upstream types ---------------------------------

// Objects refuse undeclared members (the generator's default): the peer writes
// exactly what the types declare, so anything more is a finding.
const schema = createGenerator({ path: protocolTs, type: '*', skipTypeCheck: true }).createSchema('*')
const ajv = new Ajv({ strict: false, allErrors: true })
ajv.addSchema(schema, 'wd')
const definitions = Object.keys(schema.definitions)
console.log(`JSON Schema for ${definitions.length} upstream types from ${protocolTs}`)

const tally = { passed: 0, failed: 0, frames: 0, bodies: 0, exchanges: 0 }
function ok(line) { tally.passed++; console.log(`ok    ${line}`) }
function fail(line) { tally.failed++; console.log(`FAIL  ${line}`) }
function check(cond, line) { cond ? ok(line) : fail(line) }

function validate(type, value, what) {
  const fn = ajv.getSchema(`wd#/definitions/${type}`)
  if (!fn) return fail(`${what}: no upstream type ${type}`)
  if (fn(value)) return true
  const e = fn.errors[0]
  fail(`${what}: not a ${type}: ${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}: ${JSON.stringify(value).slice(0, 300)}`)
  return false
}

// ---- the peer ----------------------------------------------------------------

function startPeer() {
  const peer = spawn(peerBinary, ['serve', 'workerdeck', '--listen', '127.0.0.1:0', ...peerFlags], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: peer.stdout })
    const timer = setTimeout(() => reject(new Error('the peer printed no listening line')), 30000)
    lines.once('line', (line) => {
      clearTimeout(timer)
      const m = /^listening on (http:\/\/127\.0\.0\.1:\d+)(\/\S*)?$/.exec(line)
      if (!m) return reject(new Error(`unexpected first line: ${line}`))
      console.log(`peer: ${line}`)
      lines.on('line', () => {})
      resolve({ peer, base: m[1] + (m[2] ?? '').replace(/\/$/, '') })
    })
    peer.once('exit', (code) => reject(new Error(`the peer exited (${code})`)))
  })
}

// ---- REST --------------------------------------------------------------------

let base = ''

// One exchange: `ok` says which statuses answer with `type`; any other status
// listed in `errors` must carry an ErrorResponse body. Returns the parsed body on success.
async function rest(method, path, { body, type, ok: okStatuses = [200], errors = [], raw, headers = {} } = {}) {
  tally.exchanges++
  const init = { method, headers: { ...headers } }
  if (body !== undefined && raw === undefined) {
    init.body = JSON.stringify(body)
    init.headers['content-type'] = 'application/json'
  } else if (raw !== undefined) {
    init.body = raw
  }
  const label = `${method} ${path}`
  let res
  try {
    res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (err) {
    fail(`${label}: ${err}`)
    return undefined
  }
  const text = Buffer.from(await res.arrayBuffer())
  if (okStatuses.includes(res.status)) {
    if (type === 'bytes' || type === null) {
      ok(`${label} -> ${res.status} (${text.length} bytes)`)
      return text
    }
    const value = parseJson(text, label, res)
    if (value === undefined) return undefined
    tally.bodies++
    if (validate(type, value, `${label} -> ${res.status}`)) ok(`${label} -> ${res.status} ${type}`)
    return value
  }
  if (errors.includes(res.status)) {
    const value = parseJson(text, label, res)
    if (value === undefined) return undefined
    tally.bodies++
    if (validate('ErrorResponse', value, `${label} -> ${res.status}`)) ok(`${label} -> ${res.status} ErrorResponse`)
    return undefined
  }
  fail(`${label}: status ${res.status} is not one of ${[...okStatuses, ...errors].join(', ')}: ${text.toString().slice(0, 300)}`)
  return undefined
}

function parseJson(text, label, res) {
  const ctype = res.headers.get('content-type') ?? ''
  if (!ctype.startsWith('application/json')) {
    fail(`${label}: content-type ${ctype || '(none)'}, application/json expected`)
    return undefined
  }
  try {
    return JSON.parse(text.toString('utf8'))
  } catch (err) {
    fail(`${label}: body is not JSON (${err.message})`)
    return undefined
  }
}

// ---- WebSockets --------------------------------------------------------------

// Collects every frame of one socket, validated as `type` on arrival.
function socket(path, type) {
  const ws = new WebSocket(base.replace(/^http/, 'ws') + path)
  const state = { ws, frames: [], waiters: [], closed: false, opened: null }
  state.opened = new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)))
  })
  ws.on('message', (data, isBinary) => {
    tally.frames++
    if (isBinary) return fail(`${path}: binary frame`)
    let value
    try {
      value = JSON.parse(data.toString('utf8'))
    } catch (err) {
      return fail(`${path}: frame is not JSON (${err.message})`)
    }
    if (validate(type, value, `${path} frame`)) ok(`${path} frame ${value.type}${value.event ? ` ${value.event.type}` : ''}`)
    state.frames.push(value)
    state.waiters.splice(0).forEach((w) => w())
  })
  ws.on('close', () => { state.closed = true; state.waiters.splice(0).forEach((w) => w()) })
  ws.on('error', () => {})
  return state
}

// Waits until `pred(frames)` holds, or until no frame arrived for IDLE_MS.
async function until(state, pred = () => false, idle = IDLE_MS) {
  while (!pred(state.frames) && !state.closed) {
    const more = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), idle)
      state.waiters.push(() => { clearTimeout(timer); resolve(true) })
    })
    if (!more) return
  }
}

function send(state, frame) {
  if (!validate('ClientFrame', frame, `our ${frame.type} frame`)) return
  state.ws.send(JSON.stringify(frame))
  ok(`sent ${frame.type}`)
}

const events = (frames) => frames.filter((f) => f.type === 'event').map((f) => f.event)

function seqContinuity(evs, after, label) {
  const seqs = evs.map((e) => e.seq)
  const expected = seqs.map((_, i) => after + 1 + i)
  check(isDeepStrictEqual(seqs, expected), `${label}: seq ${seqs.slice(0, 3).join(',')}… continue from ${after} without gaps (${seqs.length} events)`)
}

// ---- the conversation ----------------------------------------------------------

async function session(profile) {
  const cwd = os.tmpdir()
  const created = await rest('POST', '/sessions', {
    body: { cwd, prompt: 'List the files here.', ...(profile ? { profile } : {}) },
    type: 'CreateSessionResponse', ok: [200, 201],
  })
  if (!created) return
  const id = created.session.id
  await rest('GET', '/sessions', { type: 'ListSessionsResponse' })
  await rest('GET', `/sessions/${id}`, { type: 'GetSessionResponse' })
  await rest('GET', '/sessions/no-such-session', { type: 'GetSessionResponse', ok: [], errors: [404] })

  // Attach from the start: `attached` first, then the log in seq order.
  const first = socket(`/sessions/${id}?afterSeq=0`, 'ServerFrame')
  try { await first.opened } catch (err) { return fail(`attach: ${err.message}`) }
  await until(first)
  check(first.frames[0]?.type === 'attached', `first frame is attached (${first.frames[0]?.type})`)
  check(first.frames[0]?.replayingFrom === 0, `attached.replayingFrom = 0 (${first.frames[0]?.replayingFrom})`)
  check(first.frames[0]?.session?.id === id, 'attached.session.id is the session attached to')

  // Every command kind. A bridged tool call and a permission request are
  // answered with the ids the session issued (round trips); the rest name ids
  // it never issued, which the types say are ignored or refused.
  send(first, { type: 'user_message', text: 'Now read README.md.' })
  await until(first, (fs) => fs.some((f) => f.type === 'tool_call_request'))
  const call = first.frames.find((f) => f.type === 'tool_call_request')
  send(first, { type: 'tool_call_result', executionId: call?.executionId ?? 'never-issued', output: { type: 'text', value: 'ok' } })
  if (call) {
    await until(first, (fs) => events(fs).some((e) => e.type === 'execution_result'))
    check(events(first.frames).some((e) => e.type === 'execution_result' && e.executionId === call.executionId),
      `tool call ${call.executionId} round trip: execution_result followed tool_call_result`)
  }
  const asked = () => events(first.frames).find((e) => e.type === 'permission_requested')
  await until(first, () => asked() !== undefined)
  const requestId = asked()?.request?.id ?? 'never-issued'
  send(first, { type: 'permission_decision', requestId, behavior: 'allow' })
  if (asked()) {
    const resolved = (fs) => events(fs).some((e) => e.type === 'permission_resolved' && e.requestId === requestId)
    await until(first, resolved)
    check(resolved(first.frames), `permission ${requestId} round trip: permission_resolved followed the decision`)
  }
  send(first, { type: 'tool_call_error', executionId: 'never-issued', reason: 'unsupported', error: 'not here' })
  send(first, { type: 'set_permission_mode', mode: 'default' })
  send(first, { type: 'set_model' })
  send(first, { type: 'interrupt' })
  await until(first)
  seqContinuity(events(first.frames), 0, 'first attach')

  // Replay from the middle: the same events, from afterSeq + 1.
  const log = events(first.frames)
  const after = log.length > 1 ? log[Math.floor(log.length / 2) - 1].seq : 0
  const second = socket(`/sessions/${id}?afterSeq=${after}`, 'ServerFrame')
  try { await second.opened } catch (err) { return fail(`re-attach: ${err.message}`) }
  await until(second, (fs) => events(fs).length >= log.length - after)
  check(second.frames[0]?.type === 'attached' && second.frames[0].replayingFrom === after,
    `re-attach: attached.replayingFrom = ${after} (${second.frames[0]?.replayingFrom})`)
  const replayed = events(second.frames).slice(0, log.length - after)
  check(isDeepStrictEqual(replayed, log.slice(after)), `replay after ${after}: ${replayed.length} events equal to the first attach's`)
  second.ws.close()

  await sessionRoutes(id)

  send(first, { type: 'close' })
  await until(first, (fs) => events(fs).some((e) => e.type === 'session_closed'))
  check(events(first.frames).some((e) => e.type === 'session_closed'), 'close: session_closed arrived')
  first.ws.close()
  const missing = socket('/sessions/no-such-session?afterSeq=0', 'ServerFrame')
  try {
    await missing.opened
    await until(missing)
    check(missing.frames.some((f) => f.type === 'protocol_error'), 'attach to an unknown session: protocol_error')
    missing.ws.close()
  } catch (err) {
    check(/404/.test(err.message), `attach to an unknown session refused: ${err.message}`)
  }
}

async function sessionRoutes(id) {
  const uploaded = await rest('POST', `/sessions/${id}/attachments?name=note.txt`, {
    raw: 'attached text', headers: { 'content-type': 'text/plain' },
    type: 'UploadAttachmentResponse', ok: [200, 201], errors: [415],
  })
  if (uploaded) {
    const bytes = await rest('GET', `/sessions/${id}/attachments/${uploaded.attachment.id}`, { type: 'bytes' })
    check(bytes?.toString() === 'attached text', 'attachment downloads as uploaded')
  }
  await rest('GET', `/sessions/${id}/attachments/no-such-attachment`, { type: 'bytes', ok: [], errors: [404] })
  await rest('POST', `/sessions/${id}/permissions/never-issued`, {
    body: { behavior: 'deny', message: 'no' }, type: 'ResolvePermissionResponse', errors: [404],
  })
  const files = await rest('GET', `/sessions/${id}/files`, { type: 'ListSessionFilesResponse', errors: [404] })
  if (files?.files?.length) {
    const file = files.files[0]
    const bytes = await rest('GET', `/sessions/${id}/files/${file.path.replace(/^\//, '')}`, { type: 'bytes' })
    check(bytes?.length === file.bytes, `file ${file.path}: ${bytes?.length} bytes as listed (${file.bytes})`)
  }
  const mcp = await rest('GET', `/sessions/${id}/mcp`, { type: 'McpServersResponse', errors: [404, 501] })
  if (mcp?.servers?.length) {
    await rest('POST', `/sessions/${id}/mcp/${encodeURIComponent(mcp.servers[0].name)}`, {
      body: { action: 'reconnect' }, type: 'McpServerStatusInfo', errors: [404, 501],
    })
  }
  await rest('POST', '/executions/never-issued/result', {
    body: { status: 'failed', reason: 'unsupported', error: 'no executor' },
    type: 'SubmitExecutionResultResponse', errors: [404],
  })
}

async function profiles() {
  const list = await rest('GET', '/profiles', { type: 'ListProfilesResponse' })
  const name = list?.profiles?.[0]?.name
  if (name) await rest('GET', `/profiles/${encodeURIComponent(name)}`, { type: 'GetProfileResponse' })
  await rest('GET', `/sdk-sessions${name ? `?profile=${encodeURIComponent(name)}` : ''}`, { type: 'ListSdkSessionsResponse' })
  await rest('GET', '/profiles/no-such-profile', { type: 'GetProfileResponse', ok: [], errors: [404] })
  if (list?.canManage) {
    const profile = { name: 'interop-managed', engine: 'claude', configDir: os.tmpdir() }
    await rest('POST', '/profiles', { body: profile, type: 'SaveProfileResponse', ok: [200, 201] })
    await rest('PATCH', '/profiles/interop-managed', { body: { configDir: os.tmpdir() }, type: 'SaveProfileResponse' })
    await rest('DELETE', '/profiles/interop-managed', { type: null, ok: [200, 204] })
  }
  return name
}

async function hostFs() {
  const roots = await rest('GET', '/fs/roots', { type: 'ListHostRootsResponse', errors: [404] })
  const root = roots?.roots?.[0]?.path
  if (!root) {
    // "With no roots configured every route below 404s."
    const none = { ok: [], errors: [404] }
    await rest('GET', '/fs/list?path=%2F', { type: 'ListHostDirResponse', ...none })
    await rest('GET', '/fs/find?path=%2F&q=a', { type: 'FindHostFilesResponse', ...none })
    await rest('GET', '/fs/read?path=%2Fetc%2Fhostname', { type: 'ReadHostFileResponse', ...none })
    await rest('PUT', '/fs/write', { body: { path: '/tmp/never-written', content: 'x' }, type: 'WriteHostFileResponse', ...none })
    return
  }
  const dir = await rest('GET', `/fs/list?path=${encodeURIComponent(root)}`, { type: 'ListHostDirResponse', errors: [404] })
  await rest('GET', `/fs/find?path=${encodeURIComponent(root)}&q=a&limit=5`, { type: 'FindHostFilesResponse', errors: [404] })
  const file = dir?.entries?.find((e) => e.type === 'file')
  if (file) await rest('GET', `/fs/read?path=${encodeURIComponent(file.path)}`, { type: 'ReadHostFileResponse', errors: [404, 413] })
  if (roots.canWrite) {
    const path = `${root.replace(/\/$/, '')}/interop-${process.pid}.txt`
    const written = await rest('PUT', '/fs/write', { body: { path, content: 'one' }, type: 'WriteHostFileResponse', ok: [200, 201] })
    await rest('PUT', '/fs/write', { body: { path, content: 'again' }, type: 'WriteHostFileResponse', ok: [], errors: [409] })
    if (written) await rest('PUT', '/fs/write', { body: { path, content: 'two', expectedHash: written.hash }, type: 'WriteHostFileResponse' })
  }
}

async function jobs(profile) {
  const queue = socket('/queue/ws', 'QueueServerFrame')
  try { await queue.opened } catch (err) { return fail(`queue attach: ${err.message}`) }
  await until(queue, (fs) => fs.length > 0)
  check(queue.frames[0]?.type === 'queue_attached', `queue: first frame queue_attached (${queue.frames[0]?.type})`)
  const job = await rest('POST', '/jobs', {
    body: { session: { cwd: os.tmpdir(), prompt: 'Summarise the repository.', ...(profile ? { profile } : {}) } },
    type: 'CreateJobResponse', ok: [200, 201, 202],
  })
  await rest('GET', '/jobs', { type: 'ListJobsResponse' })
  if (job) await rest('GET', `/jobs/${job.job.id}`, { type: 'GetJobResponse' })
  await rest('GET', '/jobs/no-such-job', { type: 'GetJobResponse', ok: [], errors: [404] })
  await rest('GET', '/queue/stats', { type: 'QueueStatsResponse' })
  await until(queue, (fs) => fs.some((f) => f.type === 'job_event' && f.event.type === 'job_completed'))
  check(queue.frames.some((f) => f.type === 'job_event'), 'queue: job events arrived')
  queue.ws.close()
}

async function main() {
  let peer
  try {
    ({ peer, base } = await startPeer())
    const profile = await profiles()
    await session(profile)
    await hostFs()
    await jobs(profile)
  } catch (err) {
    fail(`${err.stack ?? err}`)
  } finally {
    peer?.stdin.end()
    setTimeout(() => peer?.kill(), 2000).unref()
  }
  console.log(`REST exchanges: ${tally.exchanges}, bodies validated: ${tally.bodies}, frames validated: ${tally.frames}`)
  console.log(`${tally.passed} passed, ${tally.failed} failed`)
  process.exitCode = tally.failed ? 1 : 0
}

await main()
