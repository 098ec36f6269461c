// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

// A WorkerDeck client: typed REST calls from the route table, and the session
// and queue WebSockets as async iterables that re-attach by themselves. The
// behaviour is the Rust crate's `client` module; see client.d.ts for the rules.

import { PROTOCOL_VERSION, ROUTES } from "./index.js";
import { routePath } from "./routes.js";
import {
  validateErrorResponse,
  validateQueueServerFrame,
  validateRouteResponse,
  validateServerFrame,
} from "./validate.js";

/** Every error this client reports; `kind` says which. */
export class WorkerDeckError extends Error {
  constructor(kind, message, details) {
    super(message);
    this.name = "WorkerDeckError";
    this.kind = kind;
    this.mayHaveRun = false;
    if (details) Object.assign(this, details);
  }
}

const OPEN = 1;

/** A client for the server at `baseUrl` (origin and base path). */
export async function connect(baseUrl, options = {}) {
  return new Client(baseUrl, options);
}

class Client {
  constructor(baseUrl, options) {
    let url;
    try {
      url = new URL(baseUrl, globalThis.location?.href);
    } catch {
      throw new WorkerDeckError("url", `base URL: not a URL: ${baseUrl}`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new WorkerDeckError("url", `base URL: expected http: or https:, got ${url.protocol}`);
    }
    url.search = url.hash = "";
    this._base = url.href.replace(/\/+$/, "");
    this._fetch = options.fetch ?? globalThis.fetch?.bind(globalThis);
    this._WebSocket = options.WebSocket ?? globalThis.WebSocket;
    this._timeout = options.timeout ?? 10_000;
    this._backoff = { initial: options.backoff?.initial ?? 20, max: options.backoff?.max ?? 2_000 };
    this._maxAttempts = options.maxAttempts ?? 20;
    this._strict = options.strict === true;
    this._view = this._strict ? "exact" : "receive";
    this._maxMessageBytes = options.maxMessageBytes ?? 16 * 1024 * 1024;
    this._maxQueuedBytes = options.maxQueuedBytes ?? 256 * 1024;
    this._idleTimeout = options.idleTimeout;
    this._closing = new AbortController();
    this._streams = new Set();
  }

  get baseUrl() {
    return this._base;
  }

  async call(route, args = {}) {
    const { params = {}, query, body, signal, timeout = this._timeout } = args;
    const space = route.indexOf(" ");
    const method = route.slice(0, space);
    const entry = ROUTES.find((r) => r.method === method && r.path === route.slice(space + 1));
    if (!entry || method === "WS") throw new TypeError(`not a REST route: ${route}`);
    if (!this._fetch) throw new WorkerDeckError("connect", "no fetch: pass `fetch` to connect()");
    let url = this._base + routePath(route, params);
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.append(k, String(v));
    if (search.toString()) url += "?" + search;
    const init = { method, headers: {} };
    if (body !== undefined) {
      init.body = entry.request === "bytes" ? body : JSON.stringify(body);
      init.headers["content-type"] = entry.request === "bytes" ? "application/octet-stream" : "application/json";
    }
    // A GET only reads, so one whose connection broke is sent once more; any
    // other method may have run and is never sent twice.
    const reads = method === "GET";
    for (let repeats = reads ? 1 : 0; ; repeats--) {
      const limit = deadline([signal, this._closing.signal], timeout);
      let status, bytes;
      try {
        const res = await this._fetch(url, { ...init, signal: limit.signal });
        status = res.status;
        bytes = await readBody(res, this._maxMessageBytes, route);
      } catch (e) {
        if (e instanceof WorkerDeckError) throw e;
        if (signal?.aborted) throw signal.reason;
        if (this._closing.signal.aborted) throw closedError();
        if (limit.timedOut) {
          throw new WorkerDeckError("timeout", `${route}: no answer within ${timeout} ms`, { mayHaveRun: !reads });
        }
        if (refused(e)) throw new WorkerDeckError("connect", `${route}: cannot connect: ${reason(e)}`);
        if (repeats > 0) continue;
        throw new WorkerDeckError("connection_lost", `${route}: connection lost: ${reason(e)}`, { mayHaveRun: !reads });
      } finally {
        limit.done();
      }
      return this._answer(route, entry, status, bytes);
    }
  }

  _answer(route, entry, status, bytes) {
    const text = () => new TextDecoder().decode(bytes);
    if (status < 200 || status > 299) {
      let error;
      try {
        const r = validateErrorResponse(JSON.parse(text()), { view: this._view });
        error = r.ok ? r.value : undefined;
      } catch {
        // not JSON: the text itself is the message
      }
      error ??= { error: text() };
      throw new WorkerDeckError("server", `${route}: status ${status}: ${error.error}`, { status, body: error });
    }
    if (entry.response === "bytes") return bytes;
    if (entry.response === null) return undefined;
    let value;
    try {
      value = JSON.parse(text());
    } catch (e) {
      throw new WorkerDeckError("decode", `${route}: the answer is not JSON: ${reason(e)}`);
    }
    const r = validateRouteResponse(route, value, { view: this._view });
    if (!r.ok) throw decodeError(`${route}: ${entry.response}`, r.errors);
    return r.value;
  }

  attach(sessionId, options = {}) {
    return new Session(this, sessionId, options);
  }

  queue(options = {}) {
    return new Queue(this, options);
  }

  close() {
    this._closing.abort();
    for (const s of [...this._streams]) s.close();
  }
}

/**
 * One followed WebSocket: the connection, the bounded queue of items the
 * consumer has not taken yet, re-attaching with backoff, and giving up.
 * Subclasses judge frames (`_frame`) and say where to attach (`_url`).
 */
class Follow {
  constructor(client, options, probe) {
    this._client = client;
    this._probe = probe;
    this._items = [];
    this._bytes = 0;
    this._wake = undefined;
    this._ws = undefined;
    this._conn = 0;
    this._attached = false;
    this._failures = 0;
    this._failed = false;
    this._voluntary = false;
    this._reopening = false;
    this._ended = false;
    this._error = undefined;
    this._reconnects = 0;
    this._timer = undefined;
    this._backoff = backoff(client._backoff.initial, client._backoff.max);
    this._stop = new AbortController();
    const signal = options.signal;
    if (signal?.aborted) {
      this._end(signal.reason, true);
      return;
    }
    const abort = () => this._end(signal.reason, true);
    signal?.addEventListener("abort", abort, { once: true, signal: this._stop.signal });
    client._streams.add(this);
  }

  get reconnects() {
    return this._reconnects;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  async next() {
    for (;;) {
      if (this._items.length > 0) {
        const { item, size } = this._items.shift();
        this._bytes -= size;
        const seq = item.kind === "event" ? item.event.seq : item.kind === "unknown" ? item.seq : item.error?.seq;
        if (typeof seq === "number") this._delivered = seq;
        return { value: item, done: false };
      }
      if (this._error !== undefined) {
        const e = this._error;
        this._error = undefined;
        throw e;
      }
      if (this._ended) return { value: undefined, done: true };
      if (this._ws === undefined && !this._reopening) {
        await this._reopen();
        continue;
      }
      await new Promise((resolve) => (this._wake = resolve));
    }
  }

  async return() {
    this.close();
    return { value: undefined, done: true };
  }

  /** Ends the stream: the socket is closed and the items not taken are dropped. */
  close() {
    this._end(undefined, true);
  }

  /**
   * Ends the stream: at once when the consumer asked (`drop`), else after the
   * items already held (the end of a session, giving up), then `error` if any.
   */
  _end(error, drop) {
    if (this._ended) return;
    this._ended = true;
    if (error !== undefined) this._error = error;
    if (drop) {
      this._items = [];
      this._bytes = 0;
    }
    this._stop.abort();
    this._drop();
    this._client._streams.delete(this);
    this._signal();
  }

  _signal() {
    const wake = this._wake;
    this._wake = undefined;
    wake?.();
  }

  /** Opens a connection, its listeners attached before any frame can arrive. */
  _open() {
    const conn = ++this._conn;
    const Ws = this._client._WebSocket;
    if (!Ws) {
      this._end(new WorkerDeckError("connect", "no WebSocket: pass one to connect() (Node 20: the `ws` package)"));
      return;
    }
    let ws;
    try {
      ws = new Ws(this._url());
    } catch (e) {
      this._end(new WorkerDeckError("url", `cannot open ${this._url()}: ${reason(e)}`));
      return;
    }
    this._ws = ws;
    this._attached = false;
    this._afterOversize = false;
    this._sent = new Set();
    ws.addEventListener("message", (m) => conn === this._conn && this._message(m.data));
    ws.addEventListener("close", () => conn === this._conn && this._closed());
    // An error is always followed by a close; the listener keeps `ws` (an
    // EventEmitter) from throwing it.
    ws.addEventListener("error", () => {});
    // An attach that does not come within the timeout counts as a failure.
    this._timer = setTimeout(() => conn === this._conn && this._closed(), this._client._timeout);
  }

  /** Re-arms the idle timer: a silent connection is re-attached. */
  _touch(conn) {
    const idle = this._client._idleTimeout;
    if (!idle || !this._attached) return;
    clearTimeout(this._timer);
    this._timer = setTimeout(() => conn === this._conn && this._closed(), idle);
  }

  /** Closes the current connection on purpose; its late frames are ignored. */
  _drop() {
    const ws = this._ws;
    this._ws = undefined;
    this._conn++;
    clearTimeout(this._timer);
    if (!ws) return;
    try {
      // `ws` would keep reading until the server answers the close.
      if (typeof ws.terminate === "function") ws.terminate();
      else ws.close();
    } catch {
      // already closing
    }
  }

  /** The connection ended (or never attached in time). */
  _closed() {
    const attached = this._attached;
    this._drop();
    if (!attached) {
      this._failed = true;
      this._failures++;
      if (this._failures >= this._client._maxAttempts) {
        this._end(new WorkerDeckError("connect", `gave up after ${this._failures} attempts without an attach: ${this._url()}`));
      }
    } else if (this._finished()) {
      this._end();
    }
    this._signal();
  }

  /** Waits for the backoff (none after a close of our own), then opens again. */
  async _reopen() {
    this._reopening = true;
    try {
      const stop = this._stop.signal;
      if (this._failed && this._probe) {
        // A browser's WebSocket hides the upgrade's status: a REST call on
        // the same resource tells a 4xx, which no retry can fix.
        try {
          await this._client.call(this._probe.route, { params: this._probe.params, signal: stop });
        } catch (e) {
          if (e instanceof WorkerDeckError && e.kind === "server" && e.status >= 400 && e.status < 500) {
            this._end(e);
            return;
          }
        }
      }
      const delay = this._voluntary ? 0 : this._backoff.delay();
      this._voluntary = this._failed = false;
      await sleep(delay, stop);
      if (this._ended) return;
      this._reconnects++;
      this._open();
    } finally {
      this._reopening = false;
    }
  }

  _message(data) {
    this._touch(this._conn);
    if (typeof data !== "string") return; // the contract's frames are text
    if (data.length > this._client._maxMessageBytes) {
      this._afterOversize = true;
      const error = new WorkerDeckError("too_large", `a message of ${data.length} bytes, over the limit of ${this._client._maxMessageBytes}`);
      this._push({ kind: "error", error }, 0);
      return;
    }
    let value;
    try {
      value = JSON.parse(data);
    } catch (e) {
      this._push({ kind: "error", error: new WorkerDeckError("decode", `not JSON: ${reason(e)}`) }, data.length);
      return;
    }
    this._frame(value, data.length);
    this._afterOversize = false;
  }

  /**
   * Queues one item for the consumer. Past `maxQueuedBytes` the connection
   * is closed: a browser's WebSocket cannot pause, so rather than buffer
   * without bound the stream re-attaches, once the consumer has taken what
   * is queued, from the position it holds.
   */
  _push(item, size) {
    this._items.push({ item, size });
    this._bytes += size;
    if (this._bytes > this._client._maxQueuedBytes && this._ws !== undefined && !this._finished()) {
      this._voluntary = true;
      this._drop();
    }
    this._signal();
  }

  _finished() {
    return false;
  }

  _attach(protocolVersion) {
    clearTimeout(this._timer);
    this._attached = true;
    this._failures = 0;
    this._touch(this._conn);
    this.protocolVersion = protocolVersion;
    if (protocolVersion !== PROTOCOL_VERSION) {
      const error = new WorkerDeckError("protocol_version", `the server speaks protocol version ${protocolVersion}, this client ${PROTOCOL_VERSION}`, { server: protocolVersion, ours: PROTOCOL_VERSION });
      this._push({ kind: "error", error }, 0);
    }
  }

  _validated(validate, value) {
    return validate(value, { view: this._client._view });
  }
}

/** A session's events, exactly once and in order; see client.d.ts. */
class Session extends Follow {
  constructor(client, sessionId, options) {
    super(client, options, { route: "GET /sessions/:id", params: { id: sessionId } });
    this._path = routePath("WS /sessions/:id", { id: sessionId });
    // The highest seq held (delivered or queued), where a re-attach starts;
    // undefined until the first `attached` says where the log starts (when
    // no afterSeq was given).
    this._last = options.afterSeq;
    this._delivered = options.afterSeq ?? 0;
    this._pending = new Map();
    this._sessionClosed = false;
    this.protocolVersion = 0;
    if (!this._ended) this._open();
  }

  get afterSeq() {
    return this._delivered;
  }

  get pendingAnswers() {
    return [...this._pending.keys()];
  }

  _url() {
    const url = new URL(this._client._base + this._path);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    url.searchParams.set("afterSeq", String(this._last ?? 0));
    return url.href;
  }

  _finished() {
    return this._sessionClosed;
  }

  send(frame) {
    const answer = frame.type === "tool_call_result" || frame.type === "tool_call_error";
    if (answer) this._pending.set(frame.executionId, frame);
    const ws = this._ws;
    if (ws === undefined || ws.readyState !== OPEN) {
      if (answer) return; // sent after the next attach
      throw new WorkerDeckError("connection_lost", `${frame.type}: not connected (it was not sent)`);
    }
    try {
      ws.send(JSON.stringify(frame));
      if (answer) this._sent.add(frame.executionId);
    } catch (e) {
      if (!answer) throw new WorkerDeckError("connection_lost", `${frame.type}: ${reason(e)}`, { mayHaveRun: true });
    }
  }

  /** Sends a kept answer on this connection unless it went already. */
  _resend(executionId) {
    const ws = this._ws;
    if (this._sent.has(executionId) || ws === undefined || ws.readyState !== OPEN) return;
    this._sent.add(executionId);
    try {
      ws.send(JSON.stringify(this._pending.get(executionId)));
    } catch {
      // the close that follows re-attaches, and sends it again
    }
  }

  /** "next", "repeat" or "gap" for an event's seq; accepts the next one. */
  _observe(seq) {
    const last = this._last ?? 0;
    if (seq <= last) return "repeat";
    // An oversized message just before a hole of one was that event: it is
    // reported, and the stream goes on rather than fetch it again forever.
    if (seq === last + 1 || (seq === last + 2 && this._afterOversize)) {
      this._last = seq;
      return "next";
    }
    return "gap";
  }

  /** Moves the log for an event; false when it is not to be delivered. */
  _step(seq) {
    const step = this._observe(seq);
    if (step === "gap") {
      // Events are missing before this one: re-attach from the last held.
      this._drop();
      this._signal();
    }
    if (step !== "next") return false;
    this._backoff.reset();
    return true;
  }

  _frame(value, size) {
    const r = this._validated(validateServerFrame, value);
    if (r.ok && r.unknown) {
      // A newer server's event type, delivered at its seq (the log moves
      // past it), or a newer frame type, as it came.
      const { type, position: seq } = r.unknown;
      if (seq === null) return this._push({ kind: "unknown", type, seq, value }, size);
      if (this._step(seq)) this._push({ kind: "unknown", type, seq, value: value.event }, size);
      return;
    }
    if (!r.ok) {
      // A refused event still moves the log past its seq, as the Rust client does.
      const seq = value?.type === "event" ? value.event?.seq : undefined;
      if (!Number.isSafeInteger(seq)) return this._push({ kind: "error", error: decodeError("ServerFrame", r.errors) }, size);
      if (this._step(seq)) this._push({ kind: "error", error: decodeError(`ServerFrame (seq ${seq})`, r.errors, { seq }) }, size);
      return;
    }
    const frame = r.value;
    switch (frame.type) {
      case "attached": {
        this._attach(frame.protocolVersion);
        const from = frame.replayingFrom;
        if (this._last === undefined) this._last = from;
        else if (from > this._last) {
          const error = new WorkerDeckError("lost", `events ${this._last + 1}..=${from} are lost`, { from: this._last + 1, to: from });
          this._push({ kind: "error", error }, 0);
          this._last = from;
        }
        for (const id of this._pending.keys()) this._resend(id);
        return this._push({ kind: "frame", frame }, size);
      }
      case "event": {
        if (!this._step(frame.event.seq)) return;
        const event = frame.event;
        if (event.type === "execution_result" || event.type === "execution_failed") this._pending.delete(event.executionId);
        if (event.type === "session_closed") this._sessionClosed = true;
        return this._push({ kind: "event", event }, size);
      }
      case "tool_call_request":
        // Already answered: the answer goes again, the request is not delivered twice.
        if (this._pending.has(frame.executionId)) return this._resend(frame.executionId);
        return this._push({ kind: "frame", frame }, size);
      case "tool_call_canceled":
        this._pending.delete(frame.executionId);
        return this._push({ kind: "frame", frame }, size);
      default:
        return this._push({ kind: "frame", frame }, size);
    }
  }
}

/** The queue socket: live job events and stats; see client.d.ts. */
class Queue extends Follow {
  constructor(client, options) {
    super(client, options, { route: "GET /queue/stats", params: {} });
    this.protocolVersion = 0;
    if (!this._ended) this._open();
  }

  _url() {
    const url = new URL(this._client._base + routePath("WS /queue/ws", {}));
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    return url.href;
  }

  _frame(value, size) {
    const r = this._validated(validateQueueServerFrame, value);
    if (r.ok && r.unknown) return this._push({ kind: "unknown", type: r.unknown.type, seq: null, value }, size);
    if (!r.ok) return this._push({ kind: "error", error: decodeError("QueueServerFrame", r.errors) }, size);
    const frame = r.value;
    if (frame.type === "queue_attached") this._attach(frame.protocolVersion);
    else this._backoff.reset();
    this._push({ kind: "frame", frame }, size);
  }
}

/** A response body, refused past `max` bytes. */
async function readBody(res, max, route) {
  const tooLarge = (n) => new WorkerDeckError("too_large", `${route}: an answer of ${n} bytes or more, over the limit of ${max}`);
  const length = Number(res.headers.get("content-length"));
  if (length > max) {
    res.body?.cancel().catch(() => {});
    throw tooLarge(length);
  }
  if (!res.body) return new Uint8Array(await res.arrayBuffer());
  const reader = res.body.getReader();
  const chunks = [];
  let n = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    n += value.length;
    if (n > max) {
      reader.cancel().catch(() => {});
      throw tooLarge(n);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(n);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function decodeError(what, errors, details) {
  const first = errors[0];
  const where = first ? `${first.path}: ${first.message}` : "invalid";
  return new WorkerDeckError("decode", `${what}: ${where}`, { errors, ...details });
}

function closedError() {
  return new WorkerDeckError("closed", "the client was closed");
}

function reason(e) {
  const cause = e?.cause?.code ?? e?.cause?.message;
  return (e?.message ?? String(e)) + (cause ? ` (${cause})` : "");
}

/** Whether fetch failed before anything was sent (Node tells, browsers do not). */
function refused(e) {
  const code = e?.cause?.code;
  return code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EADDRNOTAVAIL";
}

/** Delays doubling from `initial` to `max`, with jitter even at the cap. */
function backoff(initial, max) {
  let next = initial;
  return {
    delay() {
      const base = next;
      next = Math.min(next * 2, max);
      const r = Math.random();
      const delay = base + (base * r) / 2;
      // Past the cap the delay is drawn from max/2..max, so clients a server
      // dropped together do not come back in lock step.
      return delay <= max ? delay : max * (0.5 + r / 2);
    },
    reset() {
      next = initial;
    },
  };
}

function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** One signal for an exchange: the caller's, the client's close, and a timer. */
function deadline(signals, ms) {
  const ctl = new AbortController();
  const undo = [];
  for (const s of signals) {
    if (!s) continue;
    if (s.aborted) ctl.abort(s.reason);
    const stop = () => ctl.abort(s.reason);
    s.addEventListener("abort", stop, { once: true });
    undo.push(() => s.removeEventListener("abort", stop));
  }
  const state = { signal: ctl.signal, timedOut: false, done: () => (clearTimeout(timer), undo.forEach((f) => f())) };
  const timer = ms > 0 && ms < Infinity ? setTimeout(() => ((state.timedOut = true), ctl.abort()), ms) : undefined;
  return state;
}
