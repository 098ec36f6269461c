// The WorkerDeck TypeScript client (`@agent-wire/workerdeck-protocol/client`)
// against `agent-wire-peer serve workerdeck`: every fault, a cutting proxy,
// bridged tool answers across a cut, the in-flight rule of REST calls, a
// consumer that stops reading, and the error paths. Plain Node, no framework;
// ends with `workerdeck: N passed, N failed` and exits non-zero on a failure.
//
// WebSocket: Node's global where there is one (Node >= 22), else the `ws`
// package the interop leg installs (peers/interop/node, `npm ci`).
import assert from "node:assert/strict";
import net from "node:net";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startPeer } from "./peer.mjs";
import { startChaosProxy } from "./chaos.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const clientPath = process.env.WORKERDECK_CLIENT ?? path.join(root, "generated/npm/workerdeck-protocol/client.js");
const { connect, WorkerDeckError } = await import(pathToFileURL(clientPath).href);
const wsPackage = await import(pathToFileURL(path.join(root, "peers/interop/node/node_modules/ws/wrapper.mjs")).href);
const WebSocket = globalThis.WebSocket ?? wsPackage.default;
const { WebSocketServer } = wsPackage;

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");

/** Generous: a loaded 2-core machine follows 1,000 events in well under this. */
const LIMIT = 60_000;
const fast = { WebSocket, backoff: { initial: 5, max: 100 } };

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

function within(ms, promise, what) {
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Takes items until `n` events (known or unknown) arrived; returns them and the other items. */
async function take(session, n) {
  const seen = [];
  const errors = [];
  const frames = [];
  const run = async () => {
    while (seen.length < n) {
      const { value: item, done } = await session.next();
      if (done) throw new Error(`the stream ended after ${seen.length} events`);
      if (item.kind === "event") seen.push({ seq: item.event.seq, type: item.event.type, known: true });
      else if (item.kind === "unknown") seen.push({ seq: item.seq, type: item.type, known: false });
      else if (item.kind === "error") errors.push(item.error);
      else frames.push(item.frame);
    }
  };
  await within(LIMIT, run(), `${n} events`);
  return { seen, errors, frames };
}

/** `seen` is exactly the events `after + 1 ..= after + n`, in order. */
function assertExactlyOnce(seen, n, after = 0) {
  const seqs = seen.map((s) => s.seq);
  const lost = n - new Set(seqs.filter((q) => q > after && q <= after + n)).size;
  const repeated = seqs.length - new Set(seqs).size;
  assert.deepEqual({ lost, repeated }, { lost: 0, repeated: 0 });
  assert.deepEqual(seqs, Array.from({ length: n }, (_, i) => after + i + 1), "every seq once, in order");
}

async function withPeer(args, fn) {
  const peer = await startPeer("workerdeck", ["--listen", "127.0.0.1:0", ...args]);
  try {
    return await fn(peer);
  } finally {
    await peer.stop();
  }
}

const FAULTS = [
  ["none", []],
  ["--drop-after", ["--drop-after", "100"]],
  ["--split-writes", ["--split-writes", "7"]],
  ["--slow", ["--slow", "1"]],
  ["--unknown-event", ["--unknown-event"]],
  ["--undeclared-member", ["--undeclared-member"]],
  ["--oversize-frame", ["--oversize-frame"]],
];

for (const [name, args] of FAULTS) {
  test(`1,000 events exactly once, in order: ${name}`, () =>
    withPeer(["--events", "1000", "--event-interval", "1", ...args], async (peer) => {
      const client = await connect(peer.url, fast);
      const session = client.attach("session-1");
      const { seen, errors, frames } = await take(session, 1000);
      client.close();
      assertExactlyOnce(seen, 1000);
      assert.ok(frames[0]?.type === "attached", "the first item is the attached frame");
      if (name === "--unknown-event") {
        assert.deepEqual(seen.filter((s) => !s.known), [{ seq: 2, type: "x_unknown_event", known: false }]);
      } else {
        assert.ok(seen.every((s) => s.known), "only known events");
      }
      if (name === "--oversize-frame") {
        // One oversized protocol_error after the first event of each connection.
        assert.ok(errors.length >= 1 && errors.every((e) => e.kind === "too_large"), errors.map(String).join("\n"));
      } else {
        assert.deepEqual(errors, []);
      }
      if (name === "--drop-after") assert.ok(session.reconnects >= 1, "it re-attached");
      else assert.equal(session.reconnects, 0);
    }));
}

test("through a proxy that cuts connections at random offsets: 1,000 events, none lost or repeated", () =>
  withPeer(["--events", "1000", "--event-interval", "1"], async (peer) => {
    const proxy = await startChaosProxy(peer, { seed: 0x5eed, minBytes: 1, maxBytes: 12_000, cuts: 60 });
    try {
      const url = `http://127.0.0.1:${proxy.port}/workerdeck`;
      const client = await connect(url, { WebSocket, backoff: { initial: 1, max: 20 }, maxAttempts: 1000 });
      const session = client.attach("session-1");
      const { seen, errors } = await take(session, 1000);
      client.close();
      console.log(`  chaos: ${seen.length} events, ${proxy.cutCount()} connections cut, ${session.reconnects} re-attaches`);
      assertExactlyOnce(seen, 1000);
      assert.deepEqual(errors, []);
      assert.ok(proxy.cutCount() >= 5, `only ${proxy.cutCount()} cuts`);
      assert.ok(session.reconnects >= 5);
    } finally {
      await proxy.close();
    }
  }));

/**
 * A proxy that reads the client's WebSocket frames (masked, after the upgrade
 * request) and counts each `tool_call_result` by executionId. On the first
 * one it cuts both sides, the answer dropped (`lose`) or forwarded first
 * (`deliver`: the server applies it, and what it sends back is held from
 * the client); later connections pass everything.
 */
async function answerCuttingProxy(target, mode) {
  const answers = { seen: 0, forwarded: 0 };
  let armed = true;
  const open = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, "127.0.0.1");
    open.add(client).add(upstream);
    const kill = () => { client.destroy(); upstream.destroy(); };
    client.on("error", kill); upstream.on("error", kill);
    client.on("close", kill); upstream.on("close", kill);
    let muted = false;
    upstream.on("data", (d) => muted || client.write(d));
    let buf = Buffer.alloc(0);
    let upgraded = false;
    client.on("data", (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      if (!upgraded) {
        const end = buf.indexOf("\r\n\r\n");
        if (end < 0) return;
        upstream.write(buf.subarray(0, end + 4));
        buf = buf.subarray(end + 4);
        upgraded = true;
      }
      for (;;) {
        const frame = nextFrame(buf);
        if (!frame) return;
        buf = buf.subarray(frame.length);
        const answer = frame.text !== undefined && JSON.parse(frame.text).type === "tool_call_result";
        if (answer) answers.seen++;
        if (answer && armed) {
          armed = false;
          if (mode === "deliver") {
            muted = true;
            upstream.write(frame.bytes);
            answers.forwarded++;
          }
          // Let a forwarded answer leave before the reset.
          setTimeout(kill, 20);
          return;
        }
        if (answer) answers.forwarded++;
        upstream.write(frame.bytes);
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: server.address().port, answers, close: () => closeServer(server, open) };
}

/** One whole client frame at the start of `buf`: its bytes and, for text, its unmasked text. */
function nextFrame(buf) {
  if (buf.length < 2) return undefined;
  const opcode = buf[0] & 0x0f;
  let len = buf[1] & 0x7f;
  let at = 2;
  if (len === 126) { if (buf.length < 4) return undefined; len = buf.readUInt16BE(2); at = 4; }
  else if (len === 127) { if (buf.length < 10) return undefined; len = Number(buf.readBigUInt64BE(2)); at = 10; }
  const masked = (buf[1] & 0x80) !== 0;
  const start = at + (masked ? 4 : 0);
  if (buf.length < start + len) return undefined;
  const payload = Buffer.from(buf.subarray(start, start + len));
  if (masked) for (let i = 0; i < len; i++) payload[i] ^= buf[at + (i % 4)];
  const bytes = Buffer.from(buf.subarray(0, start + len));
  return { length: start + len, bytes, text: opcode === 1 ? payload.toString("utf8") : undefined };
}

/** Runs one turn: a user message, the bridged tool call answered, until the permission request. */
async function turn(session) {
  const results = [];
  let requests = 0;
  const run = async () => {
    for (;;) {
      const { value: item, done } = await session.next();
      if (done) throw new Error("the stream ended");
      if (item.kind === "frame" && item.frame.type === "attached" && requests === 0 && results.length === 0 && session.reconnects === 0) {
        session.send({ type: "user_message", text: "hi" });
      }
      if (item.kind === "frame" && item.frame.type === "tool_call_request") {
        requests++;
        session.send({ type: "tool_call_result", executionId: item.frame.executionId, output: { type: "text", value: "2" } });
      }
      if (item.kind === "event" && item.event.type === "execution_result") results.push(item.event.executionId);
      if (item.kind === "event" && item.event.type === "permission_requested") return;
    }
  };
  await within(LIMIT, run(), "the turn");
  return { results, requests };
}

for (const mode of ["lose", "deliver"]) {
  test(`a tool answer cut with its connection (${mode === "lose" ? "lost" : "delivered"}) is sent again once and applied once`, () =>
    withPeer([], async (peer) => {
      const proxy = await answerCuttingProxy(peer, mode);
      try {
        const client = await connect(`http://127.0.0.1:${proxy.port}/workerdeck`, fast);
        const session = client.attach("session-1");
        const { results, requests } = await turn(session);
        const info = await client.call("GET /sessions/:id", { params: { id: "session-1" } });
        client.close();
        assert.equal(requests, 1, "the request is delivered once");
        assert.deepEqual(results, ["exec-1"], "one execution_result");
        assert.ok(session.reconnects >= 1);
        // The answer cut with its connection and the one sent again after the re-attach.
        assert.deepEqual(proxy.answers, { seen: 2, forwarded: mode === "lose" ? 1 : 2 });
        assert.deepEqual(session.pendingAnswers, []);
        assert.equal(info.session.status, "awaiting_approval");
      } finally {
        await proxy.close();
      }
    }));
}

/** Closes a server and the connections it still has (a client's keep-alive ones too). */
function closeServer(server, open) {
  for (const s of open) s.destroy();
  return new Promise((r) => server.close(() => r()));
}

test("a close command ends the stream after the session_closed event", () =>
  withPeer([], async (peer) => {
    const client = await connect(peer.url, fast);
    const session = client.attach("session-1");
    await turn(session);
    session.send({ type: "close" });
    const rest = [];
    for await (const item of session) if (item.kind === "event") rest.push(item.event.type);
    const info = await client.call("GET /sessions/:id", { params: { id: "session-1" } });
    client.close();
    // The stream ended by itself (the loop above returned) after the server
    // closed the socket, which it does right after the session_closed event.
    assert.deepEqual(rest.slice(-2), ["status_changed", "session_closed"]);
    assert.equal(info.session.pendingPermissionCount, 0);
    assert.equal(session.afterSeq, info.session.lastSeq);
  }));

/** A proxy whose first `drops` connections read a request and close without answering. */
async function droppingProxy(target, drops) {
  let accepted = 0;
  const open = new Set();
  const server = net.createServer((client) => {
    const n = accepted++;
    open.add(client);
    client.on("error", () => {});
    if (n < drops) {
      client.once("data", () => client.destroy());
      return;
    }
    const upstream = net.connect(target.port, "127.0.0.1");
    open.add(upstream);
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}/workerdeck`, accepted: () => accepted, close: () => closeServer(server, open) };
}

test("a GET cut before its answer is sent once more; a POST is not, and may have run", () =>
  withPeer([], async (peer) => {
    let proxy = await droppingProxy(peer, 1);
    let client = await connect(proxy.url, fast);
    const listed = await client.call("GET /sessions");
    assert.ok(listed.sessions.some((s) => s.id === "session-1"));
    assert.equal(proxy.accepted(), 2, "one repeat");
    client.close(); await proxy.close();

    proxy = await droppingProxy(peer, 2);
    client = await connect(proxy.url, fast);
    await assert.rejects(client.call("GET /sessions"), (e) => e instanceof WorkerDeckError && e.kind === "connection_lost" && e.mayHaveRun === false);
    assert.equal(proxy.accepted(), 2, "a GET is repeated once");
    client.close(); await proxy.close();

    proxy = await droppingProxy(peer, 1);
    client = await connect(proxy.url, fast);
    await assert.rejects(client.call("POST /sessions", { body: { cwd: "/tmp/x" } }), (e) => e.kind === "connection_lost" && e.mayHaveRun === true);
    assert.equal(proxy.accepted(), 1, "a POST is never repeated");
    client.close(); await proxy.close();
  }));

test("REST calls are checked and typed; an error status is a server error with its ErrorResponse", () =>
  withPeer(["--undeclared-member"], async (peer) => {
    const client = await connect(peer.url, fast);
    const created = await client.call("POST /sessions", { body: { cwd: "/tmp/x" } });
    const got = await client.call("GET /sessions/:id", { params: { id: created.session.id } });
    assert.equal(got.session.id, created.session.id);
    await assert.rejects(client.call("GET /sessions/:id", { params: { id: "no/such session" } }), (e) => e.kind === "server" && e.status === 404 && e.body.error === "no session no/such session");
    const stats = await client.call("GET /queue/stats");
    assert.equal(typeof stats, "object");
    client.close();
    const small = await connect(peer.url, { ...fast, maxMessageBytes: 50 });
    await assert.rejects(small.call("GET /sessions"), (e) => e.kind === "too_large");
    small.close();
  }));

test("attach resumes after afterSeq, and afterSeq is the last seq delivered, not the last queued", () =>
  withPeer(["--events", "1000", "--event-interval", "0"], async (peer) => {
    const client = await connect(peer.url, fast);
    await client.call("GET /sessions/:id", { params: { id: "session-1" }, timeout: LIMIT });
    const first = client.attach("session-1");
    const { seen } = await take(first, 10);
    // One read of the replay brings hundreds of events: more than ten are held.
    assert.equal(first.afterSeq, 10);
    first.close();
    const resumed = client.attach("session-1", { afterSeq: first.afterSeq });
    const rest = await take(resumed, 990);
    client.close();
    assertExactlyOnce([...seen, ...rest.seen], 1000);
  }));

test("an unknown event type is delivered at its seq; strict mode reports it and goes on", () =>
  withPeer(["--events", "5", "--unknown-event"], async (peer) => {
    const client = await connect(peer.url, { ...fast, strict: true });
    const session = client.attach("session-1");
    const { seen, errors } = await take(session, 5);
    client.close();
    assert.deepEqual(seen.map((s) => s.seq), [1, 3, 4, 5, 6]);
    assert.equal(errors.length, 1);
    assert.equal(errors[0].kind, "decode");
    assert.equal(errors[0].seq, 2);
  }));

test("a consumer that stops iterating for 5 s does not grow memory by more than a few MB", () =>
  withPeer(["--events", "60000", "--event-interval", "0"], async (peer) => {
    const client = await connect(peer.url, fast);
    // The peer writes its log first (yielding between events); once it is
    // whole, an attach replays it as fast as the socket takes it.
    for (;;) {
      const { session: info } = await client.call("GET /sessions/:id", { params: { id: "session-1" }, timeout: LIMIT });
      if (info.lastSeq === 60000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    gc();
    const before = process.memoryUsage();
    const session = client.attach("session-1");
    await take(session, 10);
    // The consumer stops; the server pushes as fast as it can meanwhile.
    await new Promise((r) => setTimeout(r, 5000));
    gc();
    const after = process.memoryUsage();
    const grew = (after.heapUsed + after.external) - (before.heapUsed + before.external);
    console.log(`  memory after the consumer slept, against before the attach: heap+external ${(grew / 2 ** 20).toFixed(1)} MiB, rss ${((after.rss - before.rss) / 2 ** 20).toFixed(1)} MiB`);
    // The queue holds 256 KiB of message text, about 1 MiB once parsed; a
    // queue without bound grows by about 15 MiB here (60,000 events).
    assert.ok(grew < 6 * 2 ** 20, `grew ${grew} bytes`);
    // The rest arrives once the consumer reads again, exactly once.
    const { seen } = await take(session, 20_000);
    client.close();
    assertExactlyOnce(seen, 20_000, 10);
  }));

test("the queue socket delivers job events", () =>
  withPeer([], async (peer) => {
    const client = await connect(peer.url, fast);
    const queue = client.queue();
    const first = await within(LIMIT, queue.next(), "queue_attached");
    assert.equal(first.value.kind, "frame");
    assert.equal(first.value.frame.type, "queue_attached");
    await client.call("POST /jobs", { body: { session: { cwd: "/tmp", prompt: "hi" } } });
    const next = await within(LIMIT, queue.next(), "a job event");
    assert.equal(next.value.frame.type, "job_event");
    client.close();
    assert.deepEqual(await queue.next(), { value: undefined, done: true });
  }));

test("an unknown session ends the stream at once with the server's 404", () =>
  withPeer([], async (peer) => {
    const client = await connect(peer.url, fast);
    const session = client.attach("nope");
    await assert.rejects(within(LIMIT, session.next(), "the end"), (e) => e.kind === "server" && e.status === 404);
    client.close();
  }));

test("a stream gives up after maxAttempts attempts without an attach", async () => {
  // A port that refuses: bind one, then close it.
  const s = net.createServer();
  await new Promise((r) => s.listen(0, "127.0.0.1", r));
  const port = s.address().port;
  await new Promise((r) => s.close(r));
  const client = await connect(`http://127.0.0.1:${port}/workerdeck`, { WebSocket, backoff: { initial: 1, max: 5 }, maxAttempts: 3 });
  const session = client.attach("session-1");
  await assert.rejects(within(LIMIT, session.next(), "giving up"), (e) => e.kind === "connect" && /3 attempts/.test(e.message));
  assert.equal(session.reconnects, 2);
});

test("AbortSignal ends a stream and a call; timeout bounds a call; close ends everything", async () => {
  // A server that accepts and never answers.
  const sockets = [];
  const silent = net.createServer((c) => sockets.push(c));
  await new Promise((r) => silent.listen(0, "127.0.0.1", r));
  const client = await connect(`http://127.0.0.1:${silent.address().port}/workerdeck`, { WebSocket, timeout: 200 });
  const started = Date.now();
  await assert.rejects(client.call("GET /sessions"), (e) => e.kind === "timeout" && e.mayHaveRun === false);
  await assert.rejects(client.call("POST /sessions", { body: { cwd: "/" } }), (e) => e.kind === "timeout" && e.mayHaveRun === true);
  assert.ok(Date.now() - started < 30_000);
  const ctl = new AbortController();
  const call = client.call("GET /sessions", { signal: ctl.signal, timeout: 60_000 });
  const stream = client.attach("s", { signal: ctl.signal });
  const pending = stream.next();
  ctl.abort(new Error("stop"));
  await assert.rejects(call, /stop/);
  await assert.rejects(pending, /stop/);
  assert.deepEqual(await stream.next(), { value: undefined, done: true });
  const late = client.call("GET /sessions", { timeout: 60_000 });
  const other = client.attach("s");
  client.close();
  await assert.rejects(late, (e) => e.kind === "closed");
  assert.deepEqual(await other.next(), { value: undefined, done: true });
  for (const c of sockets) c.destroy();
  await new Promise((r) => silent.close(r));
});

test("another protocol version is reported, and the stream goes on", async () => {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((r) => wss.once("listening", r));
  wss.on("connection", (ws) => {
    ws.send(JSON.stringify({ type: "attached", protocolVersion: 7, session: { id: "s", status: "idle", cwd: "/", createdAt: 1, lastSeq: 1, pendingPermissionCount: 0 }, replayingFrom: 0 }));
    ws.send(JSON.stringify({ type: "event", event: { type: "status_changed", status: "idle", seq: 1, ts: 1 } }));
  });
  const client = await connect(`http://127.0.0.1:${wss.address().port}/workerdeck`, fast);
  const session = client.attach("s");
  const items = [];
  for await (const item of session) {
    items.push(item);
    if (item.kind === "event") break;
  }
  client.close();
  await new Promise((r) => wss.close(r));
  assert.deepEqual(items.map((i) => i.kind), ["error", "frame", "event"]);
  assert.equal(items[0].error.kind, "protocol_version");
  assert.deepEqual([items[0].error.server, items[0].error.ours], [7, 6]);
  assert.equal(session.protocolVersion, 7);
});

let passed = 0;
let failed = 0;
const only = process.env.ONLY;
for (const { name, fn } of tests.filter((t) => !only || t.name.includes(only))) {
  const started = Date.now();
  try {
    await fn();
    passed++;
    console.log(`ok ${name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${e?.stack ?? e}`);
  }
}
console.log(`workerdeck: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
