// Orion Code Local Web API v0.3.0: TypeScript types generated from orion-api-types.
// Do not edit: run `cargo run -p codegen -- generate`.

// The client: typed calls over `fetch` and a `GET /events` stream that
// resumes by itself, with the behaviour of the Rust crate's `client` module.
// No dependencies; runs in Node.js 20 or newer and in browsers.

import { BASE_PATH, NONCE_HEADER, ROUTES } from "./index.js";
import { parseWebEventEnvelope, validateProblem, validateResponse } from "./validate.js";

/** The default size limit of one SSE event, in characters: the Rust client's 16 MiB. */
const MAX_EVENT_LENGTH = 16 * 1024 * 1024;

/** How many non-durable `eventId`s a stream remembers to drop repeats. */
const SEEN_WINDOW = 4096;

/** A run of repeated durable envelopes is reported at its start and after every this many more. */
const REPORT_REPEATS_EVERY = 4096;

/** The start of a body an error message may quote. */
const QUOTED = 512;

/**
 * Error codes (`cause.code` in Node.js) of a connection that was never made:
 * nothing was sent, so any request may be tried again.
 */
const NOT_CONNECTED = new Set([
  "ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH",
  "EADDRNOTAVAIL", "UND_ERR_CONNECT_TIMEOUT",
]);

/** Everything the client throws or yields as an error. Never carries the nonce. */
export class OrionClientError extends Error {
  constructor(kind, message, details) {
    super(message);
    this.name = "OrionClientError";
    this.kind = kind;
    if (details) Object.assign(this, details);
  }
}

/** A reply that is a `Problem` (`application/problem+json`). */
export class ProblemError extends OrionClientError {
  constructor(status, problem, message) {
    super("problem", message, { status, problem });
    this.name = "ProblemError";
  }
}

/**
 * Reconnection delays: exponential from `initial` to `max`, each with up to
 * half of itself added at random, spread over `max / 2 ..= max` once capped,
 * so clients a server dropped together do not return in lock step.
 */
class Backoff {
  constructor(initial, max) {
    this.initial = initial;
    this.max = Math.max(initial, max);
    this.base = initial;
  }

  next() {
    const base = this.base;
    this.base = Math.min(base * 2, this.max);
    const r = Math.random();
    const delay = base + (base * r) / 2;
    return delay <= this.max ? delay : this.max * (0.5 + r / 2);
  }

  /** A server's `retry:` as a floor, held within the bounds. */
  atLeast(asked) {
    this.base = Math.max(this.base, Math.min(Math.max(asked, this.initial), this.max));
  }

  reset() {
    this.base = this.initial;
  }
}

/**
 * An incremental SSE parser (the HTML Standard's event-stream rules) over
 * decoded text. Each chunk is scanned once: a line that spans chunks is kept
 * as its pieces and joined once at its end, so a long line costs time in
 * proportion to its length, and memory for an incomplete event never passes
 * the limit (field lines counted in UTF-16 units; comments not held).
 */
class SseParser {
  constructor(max) {
    this.max = max;
    this.pieces = [];
    this.piecesLength = 0;
    this.lineStarted = false;
    this.lineComment = false;
    this.afterCR = false;
    this.data = [];
    this.eventLength = 0;
    this.ownId = false;
    this.discarding = false;
    this.lastId = null;
    this.retry = null;
  }

  /** Feeds a chunk; returns the events it completes: `{ id, ownId, data }` or `{ tooLarge: true }`. */
  push(text) {
    const out = [];
    const n = text.length;
    let i = 0;
    if (n > 0 && this.afterCR) {
      this.afterCR = false;
      if (text.charCodeAt(0) === 10) i = 1;
    }
    // The next `\n` and `\r` at or after `i`, each searched again only once
    // passed: one scan of the chunk whatever the number of lines.
    let nl = -2;
    let cr = -2;
    while (i < n) {
      if (nl !== -1 && nl < i) nl = text.indexOf("\n", i);
      if (cr !== -1 && cr < i) cr = text.indexOf("\r", i);
      const end = nl === -1 ? cr : cr === -1 ? nl : Math.min(nl, cr);
      if (end === -1) {
        this.keep(text, i, n, out);
        break;
      }
      this.endLine(text, i, end, out);
      if (text.charCodeAt(end) === 13) {
        if (end + 1 === n) this.afterCR = true;
        i = end + 1 < n && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
      } else {
        i = end + 1;
      }
    }
    return out;
  }

  /** Holds `text[a..b]`, the start of a line that ends in a later chunk. */
  keep(text, a, b, out) {
    if (a === b) return;
    if (!this.lineStarted) {
      this.lineStarted = true;
      this.lineComment = text.charCodeAt(a) === 58;
    }
    if (this.lineComment || this.discarding) return;
    this.piecesLength += b - a;
    if (this.eventLength + this.piecesLength > this.max) return this.overflow(out);
    this.pieces.push(text.slice(a, b));
  }

  endLine(text, a, b, out) {
    const started = this.lineStarted;
    const comment = started ? this.lineComment : a < b && text.charCodeAt(a) === 58;
    let line = "";
    if (!comment && !this.discarding) {
      if (started) {
        this.keep(text, a, b, out);
        line = this.discarding ? "" : this.pieces.join("");
      } else {
        line = text.slice(a, b);
      }
    }
    const blank = !started && a === b;
    this.pieces = [];
    this.piecesLength = 0;
    this.lineStarted = false;
    this.lineComment = false;
    if (blank) return this.dispatch(out);
    if (comment || this.discarding) return;
    this.eventLength += line.length;
    if (this.eventLength > this.max) return this.overflow(out);
    this.field(line);
  }

  field(line) {
    const colon = line.indexOf(":");
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = "";
    if (colon !== -1) value = line.slice(line.charCodeAt(colon + 1) === 32 ? colon + 2 : colon + 1);
    if (name === "data") this.data.push(value);
    else if (name === "id") {
      if (!value.includes("\0")) {
        this.lastId = value;
        this.ownId = true;
      }
    } else if (name === "retry") {
      if (/^[0-9]+$/.test(value)) this.retry = Number(value);
    }
  }

  overflow(out) {
    this.discarding = true;
    this.pieces = [];
    this.piecesLength = 0;
    this.data = [];
    out.push({ tooLarge: true });
  }

  dispatch(out) {
    if (!this.discarding && this.data.length > 0) {
      const data = this.data.length === 1 ? this.data[0] : this.data.join("\n");
      out.push({ id: this.lastId, ownId: this.ownId, data });
    }
    this.data = [];
    this.eventLength = 0;
    this.ownId = false;
    this.discarding = false;
  }
}

function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/**
 * What the window of seen `eventId`s keeps of one: the id (a UUID by
 * contract) or, for a long one, its length and a 53-bit hash, so the window
 * stays small whatever a server sends. A collision can only drop a
 * non-durable event, which the contract allows; it never repeats one.
 */
function idKey(id) {
  if (id.length <= 64) return id;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `#${id.length}:${4294967296 * (2097151 & h2) + (h1 >>> 0)}`;
}

/** Replaces every secret in `text` (the nonce) by `<redacted>`. */
function redact(text, secrets) {
  let out = text;
  for (const s of secrets) if (typeof s === "string" && s.length > 0) out = out.split(s).join("<redacted>");
  return out;
}

/** `ms` milliseconds, or the reason of `signal` when it aborts first. */
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const done = () => {
      signal.removeEventListener("abort", aborted);
      resolve();
    };
    const aborted = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", aborted, { once: true });
  });
}

/** A controller that aborts when any of `signals` does; `dispose()` detaches it. */
function linked(...signals) {
  const controller = new AbortController();
  const detach = [];
  for (const s of signals) {
    if (!s) continue;
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    const abort = () => controller.abort(s.reason);
    s.addEventListener("abort", abort, { once: true });
    detach.push(() => s.removeEventListener("abort", abort));
  }
  return { controller, signal: controller.signal, dispose: () => detach.forEach((f) => f()) };
}

function isLoopback(hostname) {
  const h = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h === "::1" || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** Percent-encodes all but RFC 3986 unreserved characters, as the Rust client does. */
function encode(text) {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
}

function successStatus(route) {
  return Number(Object.keys(route.responses).find((s) => s >= "200" && s < "300"));
}

/** Reads a body whole, refusing one over `max` bytes. */
async function readBody(res, max) {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > max) {
      reader.cancel().catch(() => {});
      throw new OrionClientError("decode", `the reply passes the ${max}-byte limit`);
    }
    chunks.push(value);
  }
  const decoder = new TextDecoder();
  let text = "";
  for (const c of chunks) text += decoder.decode(c, { stream: true });
  return text + decoder.decode();
}

/**
 * Connects to the Orion server at `baseUrl` (`http://127.0.0.1:PORT` or
 * `…/api/v1`; in a browser, also a path such as `/api/v1` on the page's
 * origin) and reads the web nonce from `GET /bootstrap`.
 */
export async function connect(baseUrl, options = {}) {
  const client = new Client(baseUrl, options);
  await client.call("getBootstrap", options.signal ? { signal: options.signal } : {});
  return client;
}

class Client {
  #nonce = undefined;
  #prefix;
  #options;
  #closed = new AbortController();
  #fetch;

  constructor(baseUrl, options) {
    let url;
    try {
      url = new URL(baseUrl, globalThis.location?.href);
    } catch {
      throw new OrionClientError("invalid_url", `invalid base URL: ${String(baseUrl)}`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new OrionClientError("invalid_url", `invalid base URL: ${url.protocol} is not http`);
    }
    if (!options.allowRemote && !isLoopback(url.hostname)) {
      throw new OrionClientError("not_loopback", `${url.host} is not a loopback address (the nonce would travel in clear text; allowRemote lets it)`);
    }
    const path = url.pathname.replace(/\/+$/, "");
    this.#prefix = url.origin + (path === "" ? BASE_PATH : path);
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#options = {
      timeout: options.timeout ?? 10_000,
      idleTimeout: options.idleTimeout ?? 45_000,
      backoffInitial: options.backoff?.initial ?? 50,
      backoffMax: options.backoff?.max ?? 5_000,
      retries: options.retries ?? 2,
      giveUpAfter: options.giveUpAfter === undefined ? 20 : options.giveUpAfter,
      strict: options.strict ?? false,
      maxEventLength: options.maxEventLength ?? MAX_EVENT_LENGTH,
      maxBodyLength: options.maxBodyLength ?? 64 * 1024 * 1024,
    };
    Object.defineProperty(this, "baseUrl", { value: this.#prefix, enumerable: true });
  }

  /** Calls an operation of `ROUTES` (see client.d.ts). */
  async call(operationId, request = {}) {
    const route = ROUTES.find((r) => r.operationId === operationId);
    if (!route) throw new OrionClientError("invalid_request", `no operation ${String(operationId)}`);
    if (route.successMediaType !== "application/json") {
      throw new OrionClientError("invalid_request", `${operationId} is a stream: use events()`);
    }
    const url = this.#target(route, request.path, request.query);
    let body;
    let repeatable = route.method === "GET";
    if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      // The contract replays an exact retry of a `requestId`.
      repeatable = repeatable || (isObject(request.body) && request.body.requestId !== undefined);
    }
    const status = successStatus(route);
    let refreshed = false;
    for (;;) {
      const reply = await this.#exchange(route, url, body, repeatable, request);
      if (reply.status === status) {
        const value = this.#decode(reply.text, (v, view) => validateResponse(operationId, status, v, { view }), operationId === "getBootstrap");
        if (operationId === "getBootstrap") this.#nonce = value.nonce;
        return value;
      }
      const error = this.#errorReply(reply);
      // A restarted server publishes a new nonce: read it once and retry.
      if (error instanceof ProblemError && error.status === 403 && error.problem.code === "nonce_required" && route.nonceRequired && !refreshed) {
        refreshed = true;
        await this.call("getBootstrap", request.signal ? { signal: request.signal } : {});
        continue;
      }
      throw error;
    }
  }

  /** Follows `GET /events` (see client.d.ts). */
  events(options = {}) {
    const state = { resume: options.cursor ?? 0, connections: 0, stop: new AbortController() };
    return new EventStream(state, this.#follow(state, options.signal));
  }

  /** Ends every stream and aborts every call in flight. */
  close() {
    this.#closed.abort(new OrionClientError("closed", "the client was closed"));
  }

  #target(route, path = {}, query = {}) {
    let out = this.#prefix;
    for (const segment of route.path.split("/")) {
      if (segment === "") continue;
      if (segment.startsWith("{")) {
        const name = segment.slice(1, -1);
        const value = path[name];
        if (value === undefined || value === null) {
          throw new OrionClientError("invalid_request", `${route.path}: no value for the path parameter ${name}`);
        }
        out += "/" + encode(String(value));
      } else {
        out += "/" + segment;
      }
    }
    const pairs = [];
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined && v !== null) pairs.push(encode(k) + "=" + encode(String(v)));
    }
    return pairs.length ? out + "?" + pairs.join("&") : out;
  }

  /** One exchange, sent again after a failed connection, and when `repeatable` after a broken one. */
  async #exchange(route, url, body, repeatable, request) {
    const backoff = new Backoff(this.#options.backoffInitial, this.#options.backoffMax);
    for (let attempt = 0; ; attempt++) {
      const headers = { accept: "application/json" };
      if (route.nonceRequired && this.#nonce !== undefined) headers[NONCE_HEADER] = this.#nonce;
      if (body !== undefined) headers["content-type"] = "application/json";
      try {
        return await this.#send(route.method, url, headers, body, request.signal, request.timeout, async (res) => ({
          status: res.status,
          contentType: res.headers.get("content-type") ?? "",
          text: await readBody(res, this.#options.maxBodyLength),
        }));
      } catch (e) {
        const again = e instanceof OrionClientError && (e.kind === "connect" || ((e.kind === "connection_lost" || e.kind === "timeout") && repeatable));
        if (!again || attempt >= this.#options.retries) throw e;
        const wait = linked(request.signal, this.#closed.signal);
        try {
          await sleep(backoff.next(), wait.signal);
        } finally {
          wait.dispose();
        }
      }
    }
  }

  /**
   * Sends one request and hands the response to `read` within the timeout;
   * maps failures to errors that say whether the request may have run.
   */
  async #send(method, url, headers, body, signal, timeout, read) {
    const link = linked(signal, this.#closed.signal);
    const expired = {};
    const timer = setTimeout(() => link.controller.abort(expired), timeout ?? this.#options.timeout);
    const mutation = method !== "GET";
    let sent = false;
    try {
      const init = { method, headers, signal: link.signal, cache: "no-store" };
      if (body !== undefined) init.body = body;
      const res = await this.#fetch(url, init);
      sent = true;
      return await read(res);
    } catch (e) {
      if (link.signal.aborted) {
        if (link.signal.reason !== expired) throw link.signal.reason;
        throw new OrionClientError("timeout", `no reply within ${timeout ?? this.#options.timeout} ms`, { mayHaveRun: mutation });
      }
      if (e instanceof OrionClientError) throw e;
      const code = e?.cause?.code ?? e?.code;
      if (!sent && NOT_CONNECTED.has(code)) {
        throw new OrionClientError("connect", `cannot connect to ${new URL(url).host} (${code})`, { mayHaveRun: false });
      }
      throw new OrionClientError("connection_lost", `the connection broke before the reply (${mutation ? "the request may have run" : "nothing ran"})`, { mayHaveRun: mutation });
    } finally {
      clearTimeout(timer);
      link.dispose();
    }
  }

  /**
   * The stream's loop: one connection after another, resuming after the
   * last durable cursor delivered. It reads the socket only when the
   * consumer asks for an item and none is decoded: at most one chunk's
   * events wait, and a consumer that stops leaves the bytes to TCP.
   */
  async *#follow(state, signal) {
    const options = this.#options;
    const closed = this.#closed.signal;
    const live = linked(signal, closed, state.stop.signal);
    const ended = () => state.stop.signal.aborted || closed.aborted;
    const backoff = new Backoff(options.backoffInitial, options.backoffMax);
    const seen = new Set();
    let lastReset = null;
    let retry = null;
    // Failed connections since the last durable event delivered.
    let failures = 0;
    // Durable envelopes skipped in a row on this connection as repeats.
    let repeats = 0;

    /** The item an SSE event stands for, or null when it was delivered before. */
    const accept = (sse) => {
      if (sse.tooLarge) {
        return { kind: "error", error: new OrionClientError("event_too_large", `SSE event longer than the ${options.maxEventLength}-character limit`, { limit: options.maxEventLength }) };
      }
      const { item, value } = decodeEvent(sse.data, options.strict);
      if (item.kind === "error") {
        item.error.message = this.#redact(item.error.message);
        return item;
      }
      const durable = value.durable === true;
      const cursor = Number.isSafeInteger(value.cursor) ? value.cursor : null;
      const eventId = typeof value.eventId === "string" ? value.eventId : null;
      if (options.strict && sse.id !== (cursor === null ? null : String(cursor))) {
        return { kind: "error", error: new OrionClientError("decode", `SSE id ${JSON.stringify(sse.id)} is not the cursor ${cursor}`) };
      }
      if (durable && cursor !== null) {
        if (item.kind === "event" && value.type === "replay_reset") {
          // The server's sequence started again: the resume point follows it
          // down; the same reset seen again is not delivered twice.
          if (lastReset !== null && lastReset === eventId && cursor === state.resume) return null;
          lastReset = eventId;
        } else if (cursor <= state.resume) {
          // A repeat of an envelope delivered before: skipped, and said at
          // the start of a run and every REPORT_REPEATS_EVERY more, so a
          // server whose cursors went back without a replay_reset is never
          // followed in silence.
          repeats += 1;
          if (repeats !== 1 && repeats % REPORT_REPEATS_EVERY !== 0) return null;
          const message = `the server sent cursor ${cursor}, not after the resume cursor ${state.resume}: ${repeats} such events skipped in a row as repeats`;
          return { kind: "error", error: new OrionClientError("repeated", message, { cursor, resume: state.resume, skipped: repeats }) };
        }
        state.resume = cursor;
        failures = 0;
        repeats = 0;
        backoff.reset();
      } else if (eventId !== null) {
        const key = idKey(eventId);
        if (seen.has(key)) return null;
        seen.add(key);
        if (seen.size > SEEN_WINDOW) seen.delete(seen.values().next().value);
      }
      return item;
    };

    try {
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) {
          if (retry !== null) backoff.atLeast(retry);
          try {
            await sleep(backoff.next(), live.signal);
          } catch (e) {
            if (ended()) return;
            throw e;
          }
        }
        let res;
        try {
          res = await this.#openEvents(state.resume, live.signal);
        } catch (e) {
          if (ended()) return;
          if (live.signal.aborted) throw e;
          res = e;
        }
        if (!(res instanceof Error) && (res.status !== 200 || !(res.headers.get("content-type") ?? "").startsWith("text/event-stream"))) {
          const refused = res.status >= 400 && res.status < 500;
          res = await this.#errorFromResponse(res);
          // The server refuses the stream (e.g. 409 cursor_ahead): asking again changes nothing.
          if (refused) throw res;
        }
        if (res instanceof Error) {
          failures += 1;
          if (options.giveUpAfter !== null && failures >= options.giveUpAfter) throw res;
          continue;
        }
        state.connections += 1;
        repeats = 0;
        const parser = new SseParser(options.maxEventLength);
        const decoder = new TextDecoder();
        const reader = res.body.getReader();
        // Closing, aborting or silence cancel the body: a pending read ends.
        const cancel = () => reader.cancel().catch(() => {});
        live.signal.addEventListener("abort", cancel, { once: true });
        try {
          for (;;) {
            // No byte, not even a keep-alive comment, for idleTimeout: the
            // connection is gone without a word.
            const idle = setTimeout(cancel, options.idleTimeout);
            let chunk;
            try {
              chunk = await reader.read();
            } finally {
              clearTimeout(idle);
            }
            if (chunk.done) break;
            const events = parser.push(decoder.decode(chunk.value, { stream: true }));
            if (parser.retry !== null) retry = parser.retry;
            for (const sse of events) {
              const item = accept(sse);
              if (item !== null) yield item;
            }
          }
        } catch {
          // A broken connection: resume.
        } finally {
          live.signal.removeEventListener("abort", cancel);
          cancel();
        }
        if (ended()) return;
        if (live.signal.aborted) throw live.signal.reason;
      }
    } finally {
      live.dispose();
    }
  }

  /** Opens `GET /events` after `cursor`: the response, headers read, body not yet. */
  async #openEvents(cursor, signal) {
    let url = this.#prefix + "/events";
    const headers = { accept: "text/event-stream" };
    if (cursor > 0) {
      // Both name the same cursor; the contract lets the query win.
      url += "?cursor=" + cursor;
      headers["last-event-id"] = String(cursor);
    }
    return this.#send("GET", url, headers, undefined, signal, undefined, (res) => res);
  }

  /** The error a reply other than the route's success stands for. */
  async #errorFromResponse(res) {
    let text = "";
    try {
      text = await readBody(res, this.#options.maxBodyLength);
    } catch {
      // The status is what matters.
    }
    return this.#errorReply({ status: res.status, contentType: res.headers.get("content-type") ?? "", text });
  }

  #errorReply({ status, contentType, text }) {
    if (contentType.startsWith("application/problem+json") || contentType.startsWith("application/json")) {
      try {
        const value = this.#decode(text, (v, view) => validateProblem(v, { view }), false);
        const detail = value.detail === undefined ? "" : `: ${value.detail}`;
        return new ProblemError(status, value, this.#redact(`${status} ${value.code}${detail}`));
      } catch {
        // Not a Problem: the status and the start of the body.
      }
    }
    return new OrionClientError("status", this.#redact(`unexpected status ${status}: ${text.slice(0, QUOTED)}`), { status });
  }

  /** Parses and validates a JSON reply; the errors never quote the nonce. */
  #decode(text, validate, bootstrap) {
    let value;
    try {
      value = JSON.parse(text);
    } catch (e) {
      // The parser quotes the text, which may hold a nonce not yet known.
      const why = bootstrap ? "" : ` (${e instanceof Error ? e.message : String(e)})`;
      throw new OrionClientError("decode", this.#redact(`the reply is not JSON${why}`));
    }
    const r = validate(value, this.#options.strict ? "exact" : "receive");
    if (r.ok) return r.value;
    const secrets = bootstrap && isObject(value) ? [value.nonce] : [];
    const e = r.errors[0];
    throw new OrionClientError("decode", this.#redact(`${e.path}: ${e.message}`, secrets), { errors: r.errors.map((x) => ({ path: x.path, message: this.#redact(x.message, secrets) })) });
  }

  #redact(text, more = []) {
    return redact(text, [this.#nonce, ...more]);
  }
}

/**
 * One envelope in the receive view (exact when `strict`): the item it is,
 * and the value its place is read from.
 */
function decodeEvent(data, strict) {
  const r = parseWebEventEnvelope(data, { view: strict ? "exact" : "receive" });
  if (!r.ok) {
    const e = r.errors[0];
    return { item: { kind: "error", error: new OrionClientError("decode", `${e.path}: ${e.message}`, { errors: r.errors }) } };
  }
  if (r.unknown === undefined) return { item: { kind: "event", event: r.value }, value: r.value };
  // What every envelope holds, whatever its type: a cursor (`minimum: 1`)
  // when it has one, and one whenever it is durable.
  const value = r.value;
  const cursor = value.cursor === undefined ? null : value.cursor;
  const why = cursor !== null && !(Number.isSafeInteger(cursor) && cursor >= 1)
    ? "cursor: not a positive integer"
    : value.durable === true && cursor === null ? "cursor: a durable envelope needs its cursor" : null;
  if (why !== null) return { item: { kind: "error", error: new OrionClientError("decode", why) } };
  return { item: { kind: "unknown", value, cursor }, value };
}

/** The `GET /events` stream of a client: see client.d.ts. */
class EventStream {
  #state;
  #iterator;

  constructor(state, iterator) {
    this.#state = state;
    this.#iterator = iterator;
  }

  get resumeCursor() {
    return this.#state.resume;
  }

  get connections() {
    return this.#state.connections;
  }

  get reconnects() {
    return Math.max(0, this.#state.connections - 1);
  }

  close() {
    this.#state.stop.abort();
  }

  [Symbol.asyncIterator]() {
    return this.#iterator;
  }
}
