// The Orion client of @agent-wire/orion-api-types (`./client`) against
// `agent-wire-peer serve orion` with every fault and through a cutting proxy,
// plus scripted servers for what the peer cannot be made to do (replay_reset,
// repeated events, `retry:`, a broken or silent connection).
//
//   node .ci/ts-clients/orion.test.mjs      ($PEER: the agent-wire-peer binary;
//                                            $ORION_CLIENT: another client.js)
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { inspect } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startPeer } from "./peer.mjs";
import { startChaosProxy } from "./chaos.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const clientPath = process.env.ORION_CLIENT ?? path.join(root, "generated/npm/orion-api-types/client.js");
const { connect, OrionClientError, ProblemError } = await import(pathToFileURL(clientPath).href);

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");

const NONCE = "0123456789abcdef".repeat(4);
const FAST = { backoff: { initial: 5, max: 100 } };
const tests = [];
const test = (name, fn) => tests.push({ name, fn });

function assert(ok, message) {
  if (!ok) throw new Error(message);
}

/** Resolves within `ms` or rejects: no test waits forever. */
function within(ms, promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function withPeer(args, fn) {
  const peer = await startPeer("orion", ["--nonce", NONCE, ...args]);
  try {
    return await fn(peer);
  } finally {
    await peer.stop();
  }
}

/**
 * Follows `events` until the durable cursor `until`: the durable cursors in
 * delivery order, the non-durable eventIds, the unknown items and the errors.
 */
async function follow(events, until, what) {
  const got = { durable: [], nonDurable: [], unknown: [], errors: [] };
  if (events.resumeCursor >= until) return got;
  const run = (async () => {
    for await (const item of events) {
      if (item.kind === "event" && item.event.durable) got.durable.push(item.event.cursor);
      else if (item.kind === "event") got.nonDurable.push(item.event.eventId);
      else if (item.kind === "unknown") got.unknown.push({ type: item.value.type, cursor: item.cursor });
      else got.errors.push(item.error.message);
      if (events.resumeCursor >= until) return got;
    }
    throw new Error(`the stream ended at ${events.resumeCursor}`);
  })();
  return within(90_000, run, `${what} at ${events.resumeCursor}`);
}

/** 1..n exactly, in order, and no non-durable event twice. */
function exactlyOnce(got, n) {
  const wrong = got.durable.findIndex((c, i) => c !== i + 1);
  assert(got.durable.length === n && wrong === -1,
    `durable cursors: ${got.durable.length} delivered, first out of place at ${wrong}: ${got.durable.slice(Math.max(0, wrong - 2), wrong + 3)}`);
  assert(new Set(got.nonDurable).size === got.nonDurable.length, "a non-durable event was delivered twice");
}

// ---- the peer, every fault ---------------------------------------------------

for (const fault of [[], ["--drop-after", "100"], ["--split-writes", "7"], ["--slow", "1"], ["--unknown-event"], ["--undeclared-member"]]) {
  test(`1000 events, none lost or repeated: serve orion ${fault.join(" ") || "(no fault)"}`, () =>
    withPeer(["--events", "1000", "--event-interval", "1", ...fault], async (peer) => {
      const client = await connect(peer.url, FAST);
      // A call's reply passes validation, an undeclared member included.
      const page = await client.call("listSessions", { query: { pageSize: 2 } });
      assert(page.items.length === 2 && page.nextCursor === "2", `listSessions: ${JSON.stringify(page)}`);
      const events = client.events();
      const got = await follow(events, 1000, fault.join(" "));
      client.close();
      exactlyOnce(got, 1000);
      assert(got.errors.length === 0, `errors: ${got.errors}`);
      assert(got.nonDurable.length > 0, "no non-durable event");
      if (fault[0] === "--drop-after") assert(events.reconnects >= 1, "no reconnection after the drop");
      else assert(events.reconnects === 0, `${events.reconnects} reconnections`);
      if (fault[0] === "--unknown-event") {
        // The peer sends `x_unknown` right after the first event, with its cursor.
        assert(got.unknown.length === 1 && got.unknown[0].type === "x_unknown" && got.unknown[0].cursor === 1,
          `unknown: ${JSON.stringify(got.unknown)}`);
      } else {
        assert(got.unknown.length === 0, `unknown: ${JSON.stringify(got.unknown)}`);
      }
    }));
}

test("strict: an undeclared member and an unknown event type are errors", () =>
  withPeer(["--events", "5", "--event-interval", "1", "--undeclared-member", "--unknown-event"], async (peer) => {
    const client = await connect(peer.url, { ...FAST, strict: true });
    const err = await client.call("listSessions").then(() => null, (e) => e);
    assert(err instanceof OrionClientError && err.kind === "decode" && err.message.includes("xUndeclared"), `listSessions: ${err}`);
    const events = client.events();
    const got = await follow(events, 5, "strict");
    client.close();
    exactlyOnce({ ...got, durable: [1, ...got.durable] }, 5);
    assert(got.errors.length === 2 && got.errors[0].includes("xUndeclared") && got.errors[1].includes("x_unknown"), `errors: ${got.errors}`);
    assert(got.unknown.length === 0, "an unknown item in strict mode");
  }));

// ---- calls -------------------------------------------------------------------

test("calls: the nonce on mutations, typed Problems, path parameters, nonce never shown", () =>
  withPeer([], async (peer) => {
    const client = await connect(peer.url);
    const health = await client.call("getHealth");
    assert(health.ok === true, "getHealth");
    const created = await client.call("createSession", { body: { requestId: "r-1", name: "demo" } });
    assert(created.session.id === "session-4", `createSession: ${created.session.id}`);
    // The same requestId again: the server replays the reply and creates nothing.
    const again = await client.call("createSession", { body: { requestId: "r-1", name: "demo" } });
    assert(again.session.id === "session-4", "the replay created another session");
    const snapshot = await client.call("getSessionSnapshot", { path: { sessionId: "session 1/é" }, query: { pageSize: 10 } });
    assert(typeof snapshot === "object", "getSessionSnapshot");
    const missing = await client.call("getSessionSnapshot", {}).then(() => null, (e) => e);
    assert(missing instanceof OrionClientError && missing.kind === "invalid_request", `no sessionId: ${missing}`);
    const stale = { requestId: "r-2", expectedRevision: `hmac-sha256:${"f".repeat(64)}`, operations: [{ op: "set", key: "appearance.theme", value: "dark" }] };
    const problem = await client.call("updateSettings", { body: stale }).then(() => null, (e) => e);
    assert(problem instanceof ProblemError && problem.status === 409 && problem.problem.code === "stale_revision", `updateSettings: ${problem}`);
    const ahead = client.events({ cursor: 99 });
    const refused = await within(10_000, ahead[Symbol.asyncIterator]().next(), "cursor_ahead").then(() => null, (e) => e);
    assert(refused instanceof ProblemError && refused.status === 409 && refused.problem.code === "cursor_ahead", `events after 99: ${refused}`);
    const shown = [inspect(client, { showHidden: true, depth: 9 }), JSON.stringify(client), String(problem), problem.stack, inspect(problem), inspect(refused), inspect(ahead)].join("\n");
    assert(!shown.includes(NONCE), "the nonce is shown");
    client.close();
    const closed = await client.call("getHealth").then(() => null, (e) => e);
    assert(closed instanceof OrionClientError && closed.kind === "closed", `after close: ${closed}`);
  }));

test("a restarted server's new nonce is read once and the mutation goes through", async () => {
  const first = await startPeer("orion", ["--nonce", NONCE]);
  const client = await connect(first.url, FAST);
  await first.stop();
  const second = await startPeer("orion", ["--listen", `127.0.0.1:${first.port}`]);
  try {
    const created = await client.call("createSession", { body: { requestId: "r-9" } });
    assert(created.session.id === "session-4", `createSession: ${created.session.id}`);
  } finally {
    client.close();
    await second.stop();
  }
});

test("a remote server is refused unless allowed; a bad URL is refused", async () => {
  const remote = await connect("http://192.0.2.1:9/api/v1").then(() => null, (e) => e);
  assert(remote instanceof OrionClientError && remote.kind === "not_loopback", `remote: ${remote}`);
  const ftp = await connect("ftp://127.0.0.1/").then(() => null, (e) => e);
  assert(ftp instanceof OrionClientError && ftp.kind === "invalid_url", `ftp: ${ftp}`);
});

/**
 * A server that answers `GET /bootstrap` with `boot` and, for every other
 * request, reads it whole and then closes the connection without a reply
 * (`silent`: holds it open). Counts the requests by `METHOD path`.
 */
async function rudeServer(boot, { silent = false } = {}) {
  const counts = {};
  const held = [];
  const server = http.createServer((req, res) => {
    if (req.url === "/api/v1/bootstrap") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(boot);
      return;
    }
    const key = `${req.method} ${req.url.split("?")[0]}`;
    counts[key] = (counts[key] ?? 0) + 1;
    req.resume();
    req.on("end", () => (silent ? held.push(req.socket) : req.socket.destroy()));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}/api/v1`,
    counts,
    close: () => new Promise((r) => { held.forEach((s) => s.destroy()); server.closeAllConnections(); server.close(() => r()); }),
  };
}

async function bootstrapBody(peer) {
  return (await fetch(`${peer.url}/bootstrap`)).text();
}

test("in flight: a broken mutation is sent again only when its requestId makes that safe", () =>
  withPeer([], async (peer) => {
    const rude = await rudeServer(await bootstrapBody(peer));
    try {
      const client = await connect(rude.url, { ...FAST, retries: 2 });
      const replayable = await client.call("createSession", { body: { requestId: "r-1" } }).then(() => null, (e) => e);
      assert(replayable?.kind === "connection_lost" && replayable.mayHaveRun === true, `with requestId: ${replayable}`);
      assert(rude.counts["POST /api/v1/sessions"] === 3, `with requestId: sent ${rude.counts["POST /api/v1/sessions"]} times, not 1 + 2 retries`);
      // A body without requestId (not a contract value) has no replay to rely on.
      const once = await client.call("activateWorkspace", { body: { path: "/w" } }).then(() => null, (e) => e);
      assert(once?.kind === "connection_lost" && once.mayHaveRun === true, `without requestId: ${once}`);
      assert(rude.counts["POST /api/v1/workspaces/activate"] === 1, `without requestId: sent ${rude.counts["POST /api/v1/workspaces/activate"]} times`);
      const read = await client.call("listSessions").then(() => null, (e) => e);
      assert(read?.kind === "connection_lost" && read.mayHaveRun === false, `GET: ${read}`);
      assert(rude.counts["GET /api/v1/sessions"] === 3, `GET: sent ${rude.counts["GET /api/v1/sessions"]} times`);
      client.close();
      await rude.close();
      // Nothing listens any more: a connection failure, nothing ran.
      const refused = await client.call("getHealth").then(() => null, (e) => e);
      assert(refused?.kind === "closed", `closed client: ${refused}`);
      const again = await connect(rude.url, { ...FAST, retries: 1 }).then(() => null, (e) => e);
      assert(again?.kind === "connect" && again.mayHaveRun === false, `no server: ${again}`);
    } finally {
      await rude.close();
    }
  }));

test("timeout and AbortSignal: a silent server, an aborted call and an aborted stream", () =>
  withPeer([], async (peer) => {
    const silent = await rudeServer(await bootstrapBody(peer), { silent: true });
    try {
      const client = await connect(silent.url, { ...FAST, retries: 0, timeout: 200 });
      const started = Date.now();
      const late = await client.call("getHealth").then(() => null, (e) => e);
      assert(late?.kind === "timeout" && late.mayHaveRun === false, `timeout: ${late}`);
      // 200 ms asked; 5 s is far from both it and "never".
      assert(Date.now() - started < 5000, `timed out after ${Date.now() - started} ms`);
      const controller = new AbortController();
      const pending = client.call("getHealth", { timeout: 60_000, signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      const aborted = await within(5000, pending.then(() => null, (e) => e), "aborted call");
      assert(aborted?.name === "AbortError", `aborted call: ${aborted}`);
      client.close();
    } finally {
      await silent.close();
    }
    const client = await connect(peer.url, FAST);
    const controller = new AbortController();
    const events = client.events({ signal: controller.signal });
    const it = events[Symbol.asyncIterator]();
    await within(10_000, it.next(), "first event");
    // The peer has nothing more to send: the stream waits, and the abort ends it.
    setTimeout(() => controller.abort(), 50);
    let stopped;
    try {
      for (;;) if ((await within(10_000, it.next(), "aborted stream")).done) break;
    } catch (e) {
      stopped = e;
    }
    assert(stopped?.name === "AbortError", `aborted stream: ${stopped}`);
    const closing = client.events();
    const it2 = closing[Symbol.asyncIterator]();
    await within(10_000, it2.next(), "first event");
    setTimeout(() => closing.close(), 50);
    let end;
    do end = await within(10_000, it2.next(), "closed stream"); while (!end.done);
    client.close();
  }));

// ---- scripted SSE: what the peer cannot be made to send -------------------

/**
 * A `fetch` that answers `/bootstrap` with `boot` and each `/events` request
 * with the next script: its chunks (strings), each its own read, then the
 * end of the body, or nothing more when `hang` is set. Records the URLs and
 * times of the `/events` requests.
 */
function scriptedFetch(boot, scripts) {
  const requests = [];
  const fake = async (url, init) => {
    if (url.endsWith("/bootstrap")) return new Response(boot, { headers: { "content-type": "application/json" } });
    const script = scripts[requests.length] ?? { chunks: [], hang: true };
    requests.push({ url, at: Date.now(), lastEventId: init.headers["last-event-id"] });
    let i = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (i < script.chunks.length) controller.enqueue(new TextEncoder().encode(script.chunks[i++]));
        else if (!script.hang) controller.close();
        else return new Promise(() => {});
      },
    }, { highWaterMark: 0 });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  };
  return { fetch: fake, requests };
}

let serial = 0;
function envelope(cursor, durable, { type = "workbench_state", eventId } = {}) {
  const payload = type === "replay_reset"
    ? { reason: "history truncated", snapshotRequired: true }
    : type === "runtime_event" ? { eventType: "x", value: {} } : { workspace: "/w", activeSessionId: null };
  const e = { apiVersion: 1, eventId: eventId ?? `00000000-0000-4000-8000-${String(++serial).padStart(12, "0")}`, cursor, sessionId: null, threadId: null, type, durable, timestamp: "2026-01-01T00:00:00Z", payload };
  return `id: ${cursor}\ndata: ${JSON.stringify(e)}\n\n`;
}

async function take(events, n) {
  const out = [];
  const it = events[Symbol.asyncIterator]();
  while (out.length < n) {
    const r = await within(10_000, it.next(), `item ${out.length + 1}`);
    if (r.done) break;
    out.push(r.value);
  }
  return out;
}

const label = (item) => item.kind === "event" ? `${item.event.type === "replay_reset" ? "reset" : item.event.durable ? "d" : "n"}${item.event.cursor}` : item.kind;

test("replay_reset moves the resume point down once; repeats and replays are dropped", () =>
  withPeer([], async (peer) => {
    const boot = await bootstrapBody(peer);
    const reset = "00000000-0000-4000-8000-0000000000aa";
    const live = "00000000-0000-4000-8000-0000000000bb";
    // Not a UUID: a long id is remembered by its hash.
    const long = "x".repeat(10_000);
    const { fetch, requests } = scriptedFetch(boot, [
      { chunks: [envelope(1, true), envelope(1, false, { type: "runtime_event", eventId: live }), envelope(2, true), envelope(3, true), envelope(3, false, { type: "runtime_event", eventId: long })] },
      // Two repeats (reported once), then: the server cannot replay after 3,
      // its sequence started again.
      { chunks: [envelope(2, true), envelope(3, true), envelope(1, true, { type: "replay_reset", eventId: reset })] },
      // The same reset again at the resume point, replayed non-durable events, then news.
      { chunks: [envelope(1, true, { type: "replay_reset", eventId: reset }), envelope(1, false, { type: "runtime_event", eventId: live }), envelope(1, false, { type: "runtime_event", eventId: long }), envelope(2, true)] },
    ]);
    const client = await connect(peer.url, { ...FAST, fetch });
    const events = client.events();
    const got = (await take(events, 8)).map((i) => i.kind === "error" ? `${i.error.kind}:${i.error.cursor}/${i.error.resume}` : label(i));
    client.close();
    assert(got.join(" ") === "d1 n1 d2 d3 n3 repeated:2/3 reset1 d2", `delivered: ${got.join(" ")}`);
    const asked = requests.map((r) => [new URL(r.url).searchParams.get("cursor"), r.lastEventId]);
    assert(JSON.stringify(asked) === JSON.stringify([[null, undefined], ["3", "3"], ["1", "1"]]), `resumed with ${JSON.stringify(asked)}`);
  }));

test("retry: is a floor within the backoff's bounds", () =>
  withPeer([], async (peer) => {
    const boot = await bootstrapBody(peer);
    const slow = scriptedFetch(boot, [{ chunks: ["retry: 400\n\n", envelope(1, true)] }, { chunks: [envelope(2, true)], hang: true }]);
    const client = await connect(peer.url, { backoff: { initial: 5, max: 2000 }, fetch: slow.fetch });
    await take(client.events(), 2);
    const gap = slow.requests[1].at - slow.requests[0].at;
    // The client's own delay starts at 5 ms; the server asked for 400.
    assert(gap >= 400, `reconnected after ${gap} ms`);
    client.close();
    const huge = scriptedFetch(boot, [{ chunks: ["retry: 999999999\n\n", envelope(1, true)] }, { chunks: [envelope(2, true)], hang: true }]);
    const capped = await connect(peer.url, { backoff: { initial: 5, max: 300 }, fetch: huge.fetch });
    await take(capped.events(), 2);
    const wait = huge.requests[1].at - huge.requests[0].at;
    // backoff.max (300 ms) bounds the wait, whatever the server asks.
    assert(wait < 3000, `reconnected after ${wait} ms`);
    capped.close();
  }));

test("give up after giveUpAfter failed connections in a row", () =>
  withPeer([], async (peer) => {
    const boot = await bootstrapBody(peer);
    let opened = 0;
    const fetch = async (url) => {
      if (url.endsWith("/bootstrap")) return new Response(boot, { headers: { "content-type": "application/json" } });
      opened += 1;
      return new Response("down", { status: 503 });
    };
    const client = await connect(peer.url, { ...FAST, fetch, giveUpAfter: 4 });
    const err = await within(10_000, take(client.events(), 1), "give up").then(() => null, (e) => e);
    assert(err instanceof OrionClientError && err.kind === "status" && err.status === 503, `gave up with ${err}`);
    assert(opened === 4, `${opened} connections`);
    client.close();
  }));

test("SSE: a 15 MB line in 1 KB reads stays linear; an oversized event is an error item", () =>
  withPeer([], async (peer) => {
    const boot = await bootstrapBody(peer);
    const big = envelope(1, true, { type: "runtime_event" }).replace('"value":{}', `"value":{"text":"${"x".repeat(15_000_000)}"}`);
    const chunks = [];
    for (let i = 0; i < big.length; i += 1024) chunks.push(big.slice(i, i + 1024));
    const { fetch } = scriptedFetch(boot, [{ chunks: [...chunks, envelope(2, true)], hang: true }]);
    const client = await connect(peer.url, { ...FAST, fetch });
    const started = Date.now();
    const [first, second] = await take(client.events(), 2);
    const took = Date.now() - started;
    assert(first.kind === "event" && first.event.payload.value.text.length === 15_000_000 && label(second) === "d2", `delivered ${label(first)} ${label(second)} ${first.error?.message}`);
    // Linear parsing takes well under a second here; re-scanning or copying
    // the held line per read (14,650 reads) takes minutes.
    assert(took < 10_000, `${took} ms for 15 MB`);
    client.close();

    const small = scriptedFetch(boot, [{ chunks: [envelope(1, true), big.slice(0, 5000), big.slice(5000, 9000), "\n\n", envelope(2, true)], hang: true }]);
    const limited = await connect(peer.url, { ...FAST, fetch: small.fetch, maxEventLength: 4096 });
    const got = (await take(limited.events(), 3)).map((i) => i.kind === "error" ? i.error.kind : label(i));
    assert(got.join(" ") === "d1 event_too_large d2", `delivered: ${got.join(" ")}`);
    limited.close();
  }));

// ---- chaos -----------------------------------------------------------------

test("chaos proxy: 1000 events, none lost or repeated", () =>
  withPeer(["--events", "1000", "--event-interval", "1"], async (peer) => {
    const proxy = await startChaosProxy(peer, { seed: 0x5eed, minBytes: 1, maxBytes: 48 * 1024, cuts: 300 });
    try {
      const client = await connect(`http://127.0.0.1:${proxy.port}/api/v1`, { ...FAST, retries: 30, giveUpAfter: null });
      const events = client.events();
      const got = await follow(events, 1000, "chaos");
      console.log(`  chaos: ${got.durable.length} durable, ${got.nonDurable.length} non-durable, ${events.reconnects} reconnects, ${proxy.cutCount()} cuts`);
      client.close();
      exactlyOnce(got, 1000);
      assert(got.errors.length === 0, `errors: ${got.errors}`);
      assert(events.reconnects >= 1 && proxy.cutCount() >= 1, "nothing was cut");
    } finally {
      await proxy.close();
    }
  }));

test("chaos proxy: mutations cut before or after they ran each run once (requestId replay)", () =>
  withPeer([], async (peer) => {
    // About one exchange (700 bytes) per connection: most are cut, in the
    // request or in the reply, some carry it whole.
    const proxy = await startChaosProxy(peer, { seed: 0xc0ffee, minBytes: 1, maxBytes: 2048, cuts: 10_000 });
    try {
      const client = await connect(`http://127.0.0.1:${proxy.port}/api/v1`, { ...FAST, retries: 50 });
      const direct = await connect(peer.url);
      const before = (await direct.call("listSessions", { query: { pageSize: 100 } })).items.length;
      const cutBefore = proxy.cutCount();
      const ids = new Set();
      for (let i = 0; i < 40; i++) ids.add((await client.call("createSession", { body: { requestId: `chaos-${i}` } })).session.id);
      const after = (await direct.call("listSessions", { query: { pageSize: 100 } })).items.length;
      const cuts = proxy.cutCount() - cutBefore;
      console.log(`  chaos: 40 createSession calls over ${cuts} cut connections made ${after - before} sessions`);
      client.close();
      direct.close();
      // About 40 expected; 5 keeps the test from passing without cuts.
      assert(cuts >= 5, `only ${cuts} cuts`);
      assert(after - before === 40 && ids.size === 40, `40 createSession calls made ${after - before} sessions (${ids.size} ids)`);
    } finally {
      await proxy.close();
    }
  }));

// ---- memory ----------------------------------------------------------------

function heap() {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
}

test("a consumer that stops for 5 s: memory stays flat while the server pushes", () =>
  // One event every 100 µs (the peer's fastest): about 7 MB/s of SSE that a
  // client reading ahead of its consumer would hold.
  withPeer(["--events", "200000", "--event-interval", "0"], async (peer) => {
    const client = await connect(peer.url, FAST);
    const events = client.events();
    const it = events[Symbol.asyncIterator]();
    for (let i = 0; i < 200; i++) await within(10_000, it.next(), "warm-up");
    const before = heap();
    const rssBefore = process.memoryUsage().rss;
    await new Promise((r) => setTimeout(r, 5000));
    const grew = heap() - before;
    const rssGrew = process.memoryUsage().rss - rssBefore;
    let last = events.resumeCursor;
    for (let i = 0; i < 200; i++) {
      const { value } = await within(10_000, it.next(), "after the pause");
      if (value.kind === "event" && value.event.durable) {
        assert(value.event.cursor === last + 1, `cursor ${value.event.cursor} after ${last}`);
        last = value.event.cursor;
      }
    }
    client.close();
    console.log(`  memory: +${(grew / 1e6).toFixed(2)} MB (heap, external, buffers), rss +${(rssGrew / 1e6).toFixed(2)} MB`);
    // Reading ahead would hold ~35 MB after 5 s; a bounded client holds
    // about one socket read.
    assert(grew < 4e6, `memory grew by ${grew} bytes while the consumer paused`);
  }));

// ---- run ---------------------------------------------------------------------

let passed = 0;
let failed = 0;
const only = process.argv[2];
for (const t of tests) {
  if (only && !t.name.includes(only)) continue;
  const started = Date.now();
  try {
    await t.fn();
    passed += 1;
    console.log(`ok   ${t.name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed += 1;
    console.log(`FAIL ${t.name}: ${e instanceof Error ? e.stack : e}`);
  }
}
console.log(`orion-client: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
