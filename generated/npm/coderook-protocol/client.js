// Coderook wire protocol: TypeScript declarations generated from coderook-protocol.
// Do not edit: run `cargo run -p codegen -- generate`.


// The client: typed calls pipelined on one connection and event streams
// that resume by themselves, with the behaviour of the Rust crate's `client`
// module. Node.js only (`node:net`); no dependencies.

import net from "node:net";
import { DEFAULT_PORT, EVENT_TYPES, JSONRPC_VERSION, METHODS } from "./index.js";
import { validateEventPushEnvelope, validateResult } from "./validate.js";

/** The longest frame accepted by default, in bytes: the Rust codec's 16 MiB. */
const MAX_FRAME_LENGTH = 16 * 1024 * 1024;

const METHOD = new Map(METHODS.map((m) => [m.method, m]));
/** Each known event type and the member holding its ledger place (`null`: live-only). */
const POSITION = new Map(EVENT_TYPES.map((e) => [e.type, e.position]));

const AUTHENTICATION_REQUIRED = -32001;
const AUTHENTICATION_FAILED = -32002;

/** Everything the client throws, rejects with or yields as an error. Never carries the token. */
export class CoderookClientError extends Error {
  constructor(kind, message, details) {
    super(message, details?.cause === undefined ? undefined : { cause: details.cause });
    this.name = "CoderookClientError";
    this.kind = kind;
    this.mayHaveRun = false;
    if (details) {
      for (const [k, v] of Object.entries(details)) if (k !== "cause") this[k] = v;
    }
  }

  /** Whether trying again cannot help: the client stops instead of reconnecting. */
  get fatal() {
    return this.kind === "authentication" || this.kind === "not_loopback" || this.kind === "closed";
  }
}

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

function aborted(signal, mayHaveRun = false) {
  return new CoderookClientError("aborted", "aborted", { cause: signal.reason, mayHaveRun });
}

/** A validator's first error as a client error; `under` prefixes its path (`result`). */
function decodeError(what, errors, under) {
  const e = errors[0] ?? { path: "(root)", message: "invalid" };
  const path = under === undefined ? e.path : e.path === "(root)" ? under : e.path.startsWith("[") ? under + e.path : `${under}.${e.path}`;
  return new CoderookClientError("decode", `${what}: ${path}: ${e.message}`, { path, errors });
}

function errorObject(method, e) {
  if (!isObject(e) || !Number.isInteger(e.code) || typeof e.message !== "string") {
    return decodeError(method, [{ path: "error", message: "not a JSON-RPC error object" }]);
  }
  return new CoderookClientError("server", `${method}: ${e.code} ${e.message}`, { error: e });
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

  /** Called only after progress (an answer, a delivered event). */
  reset() {
    this.base = this.initial;
  }
}

/** Resolves after `ms`, or as soon as `signal` aborts. */
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

// ---- framing -----------------------------------------------------------

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * NDJSON lines out of TCP chunks, as the Rust `FrameDecoder` cuts them: a
 * line over the limit is one error, reported when the limit is passed, and
 * its bytes are skipped without being held; blank lines are skipped; a line
 * not UTF-8 is an error. Items: the line's text, or a client error.
 */
class Frames {
  constructor(max) {
    this.max = max;
    this.parts = [];
    this.held = 0;
    this.discarding = false;
    this.items = [];
    this.head = 0;
    this.line = 0;
  }

  push(chunk) {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      if (this.discarding) this.discarding = false;
      else if (this.held === 0) this.#line(chunk.subarray(start, nl));
      else if (this.held + nl - start > this.max + 1) this.#tooLarge();
      else this.#line(Buffer.concat([...this.parts, chunk.subarray(start, nl)]));
      this.parts = [];
      this.held = 0;
      start = nl + 1;
    }
    if (start === chunk.length || this.discarding) return;
    if (this.held + chunk.length - start > this.max + 1) {
      // Refused before it is held: memory never passes the limit for a line that does not end.
      this.#tooLarge();
      this.discarding = true;
      this.parts = [];
      this.held = 0;
    } else {
      this.parts.push(chunk.subarray(start));
      this.held += chunk.length - start;
    }
  }

  #line(bytes) {
    let end = bytes.length;
    if (end > this.max + 1) return this.#tooLarge();
    if (end > 0 && bytes[end - 1] === 13) end -= 1;
    let i = 0;
    while (i < end && (bytes[i] === 32 || (bytes[i] >= 9 && bytes[i] <= 13))) i += 1;
    if (i === end) {
      this.line += 1;
      return;
    }
    if (end > this.max) return this.#tooLarge();
    this.line += 1;
    try {
      this.items.push(utf8.decode(bytes.subarray(0, end)));
    } catch {
      this.items.push(new CoderookClientError("frame", `line ${this.line} is not UTF-8`, { line: this.line }));
    }
  }

  #tooLarge() {
    this.line += 1;
    this.items.push(new CoderookClientError("frame", `line ${this.line} is longer than the ${this.max}-byte frame limit`, { line: this.line, limit: this.max }));
  }

  get ready() {
    return this.head < this.items.length;
  }

  take() {
    if (this.head === this.items.length) {
      if (this.head > 0) {
        this.items = [];
        this.head = 0;
      }
      return undefined;
    }
    const item = this.items[this.head];
    this.items[this.head++] = undefined;
    return item;
  }
}

/**
 * One TCP connection, read only on demand: the socket is paused while
 * frames it brought wait to be taken, so a consumer that stops taking stops
 * the reads (TCP then holds the server back). The listeners are attached
 * before the socket connects: no byte can come before them.
 */
class Conn {
  constructor(socket, max) {
    this.socket = socket;
    this.frames = new Frames(max);
    this.done = false;
    this.error = null;
    this.wake = null;
    socket.on("data", (chunk) => {
      this.frames.push(chunk);
      if (this.frames.ready) socket.pause();
      this.#notify();
    });
    const end = (error) => {
      if (error && !this.error) this.error = error;
      this.done = true;
      this.#notify();
    };
    socket.on("end", () => end());
    socket.on("close", () => end());
    socket.on("error", end);
    socket.pause();
  }

  #notify() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /** The next line (text or a frame error); `null` once the connection has ended (a cut last line is dropped). */
  async next() {
    for (;;) {
      const item = this.frames.take();
      if (item !== undefined) return item;
      if (this.done) return null;
      this.socket.resume();
      await new Promise((resolve) => {
        this.wake = resolve;
      });
    }
  }

  write(line) {
    if (!this.done) this.socket.write(line);
  }

  destroy() {
    this.socket.destroy();
  }
}

function isLoopback(host) {
  const h = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (h === "localhost") return true;
  if (net.isIPv4(h)) return h.startsWith("127.");
  if (net.isIPv6(h)) {
    try {
      return new URL(`http://[${h}]/`).hostname === "[::1]";
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * The connection settings. The token lives only in the closures `auth` and
 * `redact`: no property, `inspect` or `JSON.stringify` of anything the
 * client holds shows it.
 */
function settingsOf(options) {
  if (!isObject(options) || typeof options.token !== "string" || options.token === "") {
    throw new TypeError("connect: `token` (the daemon's IPC token) is required");
  }
  const token = options.token;
  const host = options.host ?? "127.0.0.1";
  const port = options.port ?? DEFAULT_PORT;
  if (!options.allowRemote && !isLoopback(host)) {
    throw new CoderookClientError("not_loopback", `${host} is not a loopback address (the token would travel in clear text; allowRemote lets it)`);
  }
  const giveUpAfter = options.giveUpAfter === undefined ? 20 : options.giveUpAfter;
  return {
    host,
    port,
    address: `${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`,
    connectTimeout: options.connectTimeout ?? 10_000,
    timeout: options.timeout === undefined ? 60_000 : options.timeout ?? Infinity,
    maxFrameLength: options.maxFrameLength ?? MAX_FRAME_LENGTH,
    backoff: [options.backoff?.initial ?? 50, options.backoff?.max ?? 5_000],
    giveUpAfter: giveUpAfter === null ? Infinity : giveUpAfter,
    strict: options.strict === true,
    view: { view: options.strict === true ? "exact" : "receive" },
    auth: (id) => JSON.stringify({ jsonrpc: JSONRPC_VERSION, id, method: "core.authenticate", params: { token } }) + "\n",
    redact: (e) => {
      const copy = { ...e };
      if (copy.message.includes(token)) copy.message = copy.message.split(token).join("[redacted]");
      if (copy.data !== undefined && JSON.stringify(copy.data)?.includes(token)) delete copy.data;
      return copy;
    },
  };
}

/** Connects and authenticates (`core.authenticate` first), within the connect timeout. */
async function open(s, id, signal) {
  const socket = net.connect({ host: s.host.replace(/^\[(.*)\]$/, "$1"), port: s.port });
  socket.setNoDelay(true);
  socket.setKeepAlive(true, 30_000);
  const conn = new Conn(socket, s.maxFrameLength);
  let why = null;
  const fail = (e) => {
    why ??= e;
    socket.destroy();
  };
  const timer = setTimeout(() => fail(new CoderookClientError("timeout", `Coderook daemon at ${s.address}: no handshake within ${s.connectTimeout} ms`)), s.connectTimeout);
  const onAbort = () => fail(aborted(signal));
  signal?.addEventListener("abort", onAbort, { once: true });
  const refused = (reason) => new CoderookClientError("handshake", `Coderook daemon at ${s.address}: handshake: ${reason}`);
  try {
    if (signal?.aborted) fail(aborted(signal));
    conn.write(s.auth(id));
    const line = await conn.next();
    if (why) throw why;
    if (line === null) {
      if (conn.error) throw new CoderookClientError("connect", `Coderook daemon at ${s.address}: ${conn.error.message}`, { cause: conn.error });
      throw refused("the server closed the connection");
    }
    if (typeof line !== "string") throw refused(line.message);
    let answer;
    try {
      answer = JSON.parse(line);
    } catch {
      throw refused("the answer is not JSON");
    }
    if (!isObject(answer) || Object.hasOwn(answer, "event")) throw refused("the first frame is not a response");
    if (answer.id !== undefined && answer.id !== null && answer.id !== id) throw refused("the first answer is not the handshake's");
    if (Object.hasOwn(answer, "error")) {
      const e = errorObject("core.authenticate", answer.error);
      if (e.kind !== "server") throw refused(e.message);
      const error = s.redact(e.error);
      if (error.code === AUTHENTICATION_FAILED || error.code === AUTHENTICATION_REQUIRED) {
        throw new CoderookClientError("authentication", `Coderook authentication refused: ${error.code} ${error.message}`, { error });
      }
      throw refused(`${error.code} ${error.message}`);
    }
    const r = validateResult("core.authenticate", answer.result, s.view);
    if (!r.ok) throw refused(decodeError("core.authenticate", r.errors, "result").message);
    return conn;
  } catch (e) {
    socket.destroy();
    throw e;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

// ---- calls ---------------------------------------------------------------

/**
 * Connects to the daemon and authenticates; rejects if it cannot be reached
 * or refuses the token (a refusal is `kind: "authentication"`).
 */
export async function connect(options) {
  const s = settingsOf(options);
  const conn = await open(s, "auth-0", options.signal);
  return new Client(s, conn);
}

class Client {
  #s;
  #conn = null;
  /** Sent, waiting for their answers, by id. */
  #pending = new Map();
  /** To send once connected, in order. */
  #waiting = [];
  #reconnecting = false;
  #backoff;
  #ids = 0;
  #stopped = null;
  #closer = new AbortController();
  #streams = new Set();

  constructor(s, conn) {
    this.#s = s;
    this.#backoff = new Backoff(...s.backoff);
    this.#attach(conn);
  }

  /** Whether the client has stopped (closed, or the token was refused on a reconnection). */
  get closed() {
    return this.#stopped !== null;
  }

  call(method, params, options = {}) {
    const info = METHOD.get(method);
    if (info === undefined) return Promise.reject(new TypeError(`${JSON.stringify(method)} is not a method of the contract`));
    if (this.#stopped) return Promise.reject(this.#stopped);
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(aborted(signal));
    const timeout = options.timeout === undefined ? this.#s.timeout : options.timeout ?? Infinity;
    return new Promise((resolve, reject) => {
      const id = `c-${++this.#ids}`;
      const call = {
        id,
        method,
        readOnly: info.read_only === true,
        line: JSON.stringify({ jsonrpc: JSONRPC_VERSION, id, method, params }) + "\n",
        sent: false,
        settle: null,
      };
      let timer;
      const onAbort = () => call.settle?.(aborted(signal, call.sent && !call.readOnly));
      // One end for every way a call ends: nothing of it is kept afterwards.
      call.settle = (error, value) => {
        call.settle = null;
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        this.#pending.delete(id);
        const i = this.#waiting.indexOf(call);
        if (i !== -1) this.#waiting.splice(i, 1);
        this.#idle();
        if (error) reject(error);
        else resolve(value);
      };
      if (Number.isFinite(timeout)) {
        timer = setTimeout(() => call.settle?.(new CoderookClientError("timeout", `${method}: no answer within ${timeout} ms`, { mayHaveRun: call.sent && !call.readOnly })), timeout);
      }
      signal?.addEventListener("abort", onAbort, { once: true });
      if (this.#conn) this.#send(call);
      else {
        this.#waiting.push(call);
        this.#reconnect();
      }
    });
  }

  events(subscribe, options = {}) {
    const stream = new EventStream(this.#s, { topics: [], ...subscribe }, options.signal, () => this.#streams.delete(stream));
    if (this.#stopped?.kind === "closed") stream.close();
    else this.#streams.add(stream);
    return stream;
  }

  close() {
    this.#stopped ??= new CoderookClientError("closed", "the Coderook client is closed");
    this.#end(this.#stopped);
    for (const stream of this.#streams) stream.close();
  }

  /** Ends every call with `error` (kept for later calls) and the connection. */
  #end(error) {
    this.#stopped = error;
    this.#closer.abort();
    this.#conn?.destroy();
    this.#conn = null;
    const calls = [...this.#waiting, ...this.#pending.values()];
    for (const call of calls) {
      const mayHaveRun = call.sent && !call.readOnly;
      call.settle?.(new CoderookClientError(error.kind, error.message, error.error ? { error: error.error, mayHaveRun } : { mayHaveRun }));
    }
  }

  #send(call) {
    call.sent = true;
    this.#pending.set(call.id, call);
    this.#conn.socket.ref();
    this.#conn.write(call.line);
  }

  /** An idle connection does not keep the process alive. */
  #idle() {
    if (this.#pending.size === 0) this.#conn?.socket.unref();
  }

  #attach(conn) {
    this.#conn = conn;
    const calls = this.#waiting;
    this.#waiting = [];
    for (const call of calls) this.#send(call);
    this.#idle();
    this.#serve(conn);
  }

  async #serve(conn) {
    for (let line = await conn.next(); line !== null; line = await conn.next()) {
      // A line the framing refused answers no call that can be named: that call ends by its timeout.
      if (typeof line === "string") this.#answer(line);
    }
    if (this.#conn !== conn) return;
    this.#conn = null;
    // The in-flight rule: a call that only reads is sent again; any other may have run, and is not.
    const again = [];
    const lost = [];
    for (const call of this.#pending.values()) (call.readOnly ? again : lost).push(call);
    this.#pending.clear();
    for (const call of again) call.sent = false;
    for (const call of lost) {
      call.settle(new CoderookClientError("connection_lost", `${call.method}: the connection was lost before the answer; the request may have run`, { mayHaveRun: true }));
    }
    this.#waiting = again.concat(this.#waiting);
    if (this.#waiting.length > 0) this.#reconnect();
  }

  #answer(line) {
    let m;
    try {
      m = JSON.parse(line);
    } catch {
      return;
    }
    // Events pushed on this connection (after an `event.subscribe` sent with `call`) are dropped.
    if (!isObject(m) || Object.hasOwn(m, "event")) return;
    const call = typeof m.id === "string" ? this.#pending.get(m.id) : undefined;
    if (call === undefined) return;
    this.#backoff.reset();
    if (Object.hasOwn(m, "error")) return call.settle(errorObject(call.method, m.error));
    const r = validateResult(call.method, m.result, this.#s.view);
    if (r.ok) call.settle(null, r.value);
    else call.settle(decodeError(call.method, r.errors, "result"));
  }

  /** Connects again, with backoff, while calls wait for a connection. */
  async #reconnect() {
    if (this.#reconnecting || this.#stopped) return;
    this.#reconnecting = true;
    let failures = 0;
    let last = null;
    try {
      while (this.#waiting.length > 0 && !this.#stopped) {
        if (failures >= this.#s.giveUpAfter) {
          const gaveUp = `gave up after ${failures} failed connection attempts`;
          for (const call of [...this.#waiting]) {
            call.settle(new CoderookClientError("gave_up", `${call.method}: ${gaveUp}: ${last.message}`, { cause: last }));
          }
          return;
        }
        await sleep(this.#backoff.next(), this.#closer.signal);
        if (this.#waiting.length === 0 || this.#stopped) return;
        failures += 1;
        try {
          const conn = await open(this.#s, `auth-${++this.#ids}`, this.#closer.signal);
          if (this.#stopped) return conn.destroy();
          return this.#attach(conn);
        } catch (e) {
          if (this.#stopped) return;
          if (e.fatal) return this.#end(e);
          last = e;
        }
      }
    } finally {
      this.#reconnecting = false;
    }
  }
}

// ---- event streams -------------------------------------------------------

/**
 * Where one subscription stands (the Rust `resume::Cursor`): the last
 * sequenced event handed to the consumer, and the forms (`type` tags)
 * handed over at that place.
 */
class Cursor {
  constructor(subscribe) {
    this.thread = subscribe.thread_id ?? null;
    this.afterSeq = subscribe.after_seq ?? 0;
    this.forms = [];
  }

  /** The ledger place of an event (raw, before validation) for this subscription's thread. */
  position(event) {
    if (this.thread === null || !isObject(event)) return null;
    const known = POSITION.has(event.type);
    const member = known ? POSITION.get(event.type) : "ledger_seq";
    if (member === null) return null;
    if (event.type === "runtime.event" && event.thread_id !== this.thread) return null;
    const seq = event[member];
    return Number.isSafeInteger(seq) && (known || seq >= 1) ? seq : null;
  }

  admit(seq, form) {
    if (seq === null) return true;
    if (seq > this.afterSeq) {
      this.afterSeq = seq;
      this.forms = [form];
      return true;
    }
    if (seq === this.afterSeq && this.forms.length > 0 && !this.forms.includes(form)) {
      this.forms.push(form);
      return true;
    }
    return false;
  }

  resubscribe(original) {
    if (this.thread === null) return original;
    const next = { ...original, after_seq: this.afterSeq };
    delete next.replay_from_run;
    return next;
  }
}

class EventStream {
  #s;
  #subscribe;
  #cursor;
  #backoff;
  #conn = null;
  #awaiting = null;
  #ids = 0;
  #failures = 0;
  #last = null;
  #ended = false;
  #error = null;
  #connections = 0;
  #subscription = null;
  #queue = Promise.resolve();
  /** `next()` calls not yet settled. */
  #steps = 0;
  #stop = new AbortController();
  #onClose;
  #unlisten = null;

  constructor(s, subscribe, signal, onClose) {
    this.#s = s;
    this.#subscribe = subscribe;
    this.#cursor = new Cursor(subscribe);
    this.#backoff = new Backoff(...s.backoff);
    this.#onClose = onClose;
    if (signal?.aborted) return void this.#finish(aborted(signal));
    if (signal) {
      const onAbort = () => this.#finish(aborted(signal));
      signal.addEventListener("abort", onAbort, { once: true });
      this.#unlisten = () => signal.removeEventListener("abort", onAbort);
    }
  }

  get afterSeq() {
    return this.#cursor.afterSeq;
  }

  get connections() {
    return this.#connections;
  }

  get reconnects() {
    return Math.max(0, this.#connections - 1);
  }

  get subscription() {
    return this.#subscription;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  next() {
    // One step at a time, in call order; a step with none before it starts at once.
    this.#steps += 1;
    const step = (this.#steps === 1 ? this.#next() : this.#queue.then(() => this.#next())).finally(() => {
      this.#steps -= 1;
    });
    this.#queue = step.catch(() => {});
    return step;
  }

  async return() {
    this.close();
    return { done: true, value: undefined };
  }

  close() {
    this.#finish(null);
  }

  #finish(error) {
    if (this.#ended) return;
    this.#ended = true;
    this.#error = error;
    this.#stop.abort();
    this.#conn?.destroy();
    this.#conn = null;
    this.#unlisten?.();
    this.#onClose();
  }

  async #next() {
    for (;;) {
      if (this.#ended) {
        const error = this.#error;
        this.#error = null;
        if (error) throw error;
        return { done: true, value: undefined };
      }
      if (this.#conn === null) {
        await this.#reconnect();
        continue;
      }
      const conn = this.#conn;
      let line = conn.frames.take();
      if (line === undefined) {
        // Held open only while the consumer waits for an item.
        conn.socket.ref();
        line = await conn.next();
        conn.socket.unref();
        if (this.#conn !== conn) continue;
      }
      if (line === null) {
        this.#conn = null;
        continue;
      }
      const item = typeof line === "string" ? this.#frame(line) : { kind: "error", error: line };
      if (item !== null) return { done: false, value: item };
    }
  }

  async #reconnect() {
    if (this.#failures >= this.#s.giveUpAfter) {
      const why = this.#last?.message ?? "each connection ended before the subscription's answer";
      return this.#finish(new CoderookClientError("gave_up", `event stream: gave up after ${this.#failures} failed connection attempts: ${why}`, this.#last ? { cause: this.#last } : undefined));
    }
    if (this.#ids > 0) await sleep(this.#backoff.next(), this.#stop.signal);
    if (this.#ended) return;
    this.#failures += 1;
    const auth = `auth-${++this.#ids}`;
    const sub = `sub-${++this.#ids}`;
    let conn;
    try {
      conn = await open(this.#s, auth, this.#stop.signal);
    } catch (e) {
      if (this.#ended) return;
      if (e.fatal) return this.#finish(e);
      this.#last = e;
      return;
    }
    if (this.#ended) return conn.destroy();
    const params = this.#cursor.resubscribe(this.#subscribe);
    conn.write(JSON.stringify({ jsonrpc: JSONRPC_VERSION, id: sub, method: "event.subscribe", params }) + "\n");
    this.#awaiting = sub;
    this.#conn = conn;
    this.#connections += 1;
  }

  /** The item a frame gives the consumer, or `null` for none. */
  #frame(line) {
    let m;
    try {
      m = JSON.parse(line);
    } catch (e) {
      return { kind: "error", error: new CoderookClientError("decode", `not JSON: ${e.message}`, { path: "(root)" }) };
    }
    if (!isObject(m)) {
      return { kind: "error", error: decodeError("ServerMessage", [{ path: "(root)", message: "expected a JSON-RPC response or an event push" }]) };
    }
    if (Object.hasOwn(m, "event")) {
      const raw = m.event;
      const form = isObject(raw) && typeof raw.type === "string" ? raw.type : "";
      const position = this.#cursor.position(raw);
      // A place is taken before the event is checked: a broken event is reported once, not again on a replay.
      if (!this.#cursor.admit(position, form)) return null;
      const r = validateEventPushEnvelope(m, this.#s.view);
      if (!r.ok) return { kind: "error", error: decodeError("event", r.errors) };
      if (!POSITION.has(form)) {
        if (this.#s.strict) {
          return { kind: "error", error: new CoderookClientError("decode", `event: type: ${JSON.stringify(form)} is not an event type of the contract`, { path: "event.type" }) };
        }
        this.#progress();
        return { kind: "unknown", type: form, value: r.value.event, position };
      }
      this.#progress();
      return { kind: "event", event: r.value.event, position };
    }
    if (this.#awaiting === null || m.id !== this.#awaiting) return null;
    this.#awaiting = null;
    if (Object.hasOwn(m, "error")) {
      this.#finish(errorObject("event.subscribe", m.error));
      return null;
    }
    const r = validateResult("event.subscribe", m.result, this.#s.view);
    if (!r.ok) return { kind: "error", error: decodeError("event.subscribe", r.errors, "result") };
    this.#subscription = r.value;
    this.#failures = 0;
    return null;
  }

  #progress() {
    this.#backoff.reset();
    this.#failures = 0;
  }
}
