// The Coderook TypeScript client (`@agent-wire/coderook-protocol/client`)
// against `agent-wire-peer serve coderook`: typed and pipelined calls, the
// handshake and its secret, event streams followed across every fault of
// the peer and through a proxy that cuts connections at random bytes, the
// in-flight rule, unknown events at their place, a consumer that stops.
//
//   PEER=…/agent-wire-peer node .ci/ts-clients/coderook.test.mjs
//
// CODEROOK_CLIENT may name another copy of client.js (a development build).
import net from "node:net";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { inspect } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startPeer } from "./peer.mjs";
import { startChaosProxy } from "./chaos.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const modulePath = process.env.CODEROOK_CLIENT ?? path.join(here, "../../generated/npm/coderook-protocol/client.js");
const { connect } = await import(pathToFileURL(path.resolve(modulePath)).href);

const TOKEN = "ts-client-s3cr3t-t0ken";
const N = 1000;
const STALL_EVENTS = 100_000;
/** Generous for a loaded 2-core machine: the slowest run (`--slow 1`, 2 000 frames) takes a few seconds. */
const WAIT = 120_000;
const fast = { backoff: { initial: 1, max: 20 } };

let passed = 0;
let failed = 0;
async function test(name, body) {
  const started = Date.now();
  try {
    await withTimeout(body(), WAIT, name);
    passed += 1;
    console.log(`ok ${name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed += 1;
    console.log(`FAIL ${name}: ${e?.stack ?? e}`);
  }
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no end within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

function equal(actual, expected, what) {
  const a = JSON.stringify(actual);
  const b = JSON.stringify(expected);
  if (a !== b) throw new Error(`${what}: expected ${b.slice(0, 300)}, got ${a.slice(0, 300)}`);
}

async function rejects(promise, check, what) {
  try {
    await promise;
  } catch (e) {
    check(e);
    return e;
  }
  throw new Error(`${what}: expected a rejection`);
}

/** Waits for `condition`, checking every few milliseconds. */
async function until(condition, what) {
  while (!condition()) await new Promise((r) => setTimeout(r, 5));
}

async function withPeer(args, body) {
  const peer = await startPeer("coderook", ["--token", TOKEN, ...args]);
  try {
    return await body(peer);
  } finally {
    await peer.stop();
  }
}

/** `connect` again until the handshake is not cut (a proxy may cut it). */
async function connectThrough(port, options = {}) {
  for (;;) {
    try {
      return await connect({ port, token: TOKEN, ...fast, ...options });
    } catch (e) {
      if (e.fatal) throw e;
    }
  }
}

/**
 * Follows thread-1 until `steps` step.started events came; returns what the
 * stream delivered: the ledger places of every sequenced item in order,
 * the numbers of the live-only tokens, the unknown items, the error items.
 */
async function follow(stream, steps, onItem) {
  const seen = { places: [], tokens: [], steps: 0, unknown: [], errors: [], stepPlaces: [] };
  for await (const item of stream) {
    if (item.kind === "error") seen.errors.push(item.error);
    else if (item.kind === "unknown") seen.unknown.push(item);
    else if (item.event.type === "step.started") {
      seen.steps += 1;
      seen.stepPlaces.push(item.position);
    } else if (item.event.type === "llm.token") seen.tokens.push(Number(item.event.token.slice(1)));
    else throw new Error(`unexpected ${item.event.type}`);
    if (item.kind !== "error" && item.position !== null) seen.places.push(item.position);
    if (item.kind === "event" && item.event.type === "llm.token") assert(item.position === null, "a token is live-only");
    await onItem?.(item, seen);
    if (seen.steps >= steps) break;
  }
  return seen;
}

/** Every place once and in order; live-only tokens never repeated, never out of order. */
function checkDelivery(seen, places) {
  const expected = Array.from({ length: places }, (_, i) => i + 1);
  const distinct = new Set(seen.places);
  const lost = expected.filter((p) => !distinct.has(p)).length;
  const repeated = seen.places.length - distinct.size;
  equal({ lost, repeated }, { lost: 0, repeated: 0 }, "ledger events lost and repeated");
  equal(seen.places, expected, "ledger places in order");
  for (let i = 1; i < seen.tokens.length; i += 1) {
    assert(seen.tokens[i - 1] < seen.tokens[i], `live-only tokens out of order or repeated: ${seen.tokens[i - 1]}, ${seen.tokens[i]}`);
  }
}

/**
 * A proxy that counts the requests it forwards by method and, on demand,
 * cuts the connection right after forwarding a request of a given method
 * (before any answer can come back): the server has the request, the
 * client loses the connection. With `refuse`, new connections are closed
 * at once.
 */
async function methodProxy(target) {
  const state = { seen: new Map(), cutOn: new Map(), connections: 0, refuse: false, answers: 0, requests: [] };
  const sockets = new Set();
  const server = net.createServer((client) => {
    state.connections += 1;
    if (state.refuse) return client.destroy();
    const up = net.connect(target.port, "127.0.0.1");
    sockets.add(client);
    sockets.add(up);
    let cut = false;
    let held = "";
    const kill = () => {
      client.destroy();
      up.destroy();
    };
    client.on("data", (chunk) => {
      if (cut) return;
      held += chunk.toString("utf8");
      let nl;
      while (!cut && (nl = held.indexOf("\n")) !== -1) {
        const line = held.slice(0, nl + 1);
        held = held.slice(nl + 1);
        let request = {};
        try {
          request = JSON.parse(line);
        } catch {}
        const method = request.method ?? null;
        state.seen.set(method, (state.seen.get(method) ?? 0) + 1);
        state.requests.push({ method, params: request.params, answersBefore: state.answers });
        const cuts = state.cutOn.get(method) ?? 0;
        if (cuts > 0) {
          state.cutOn.set(method, cuts - 1);
          cut = true;
          up.write(line, kill);
        } else up.write(line);
      }
    });
    up.on("data", (chunk) => {
      if (cut) return;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) state.answers += 1;
      client.write(chunk);
    });
    for (const s of [client, up]) {
      s.on("error", kill);
      s.on("close", () => {
        sockets.delete(s);
        kill();
      });
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    state,
    seen: (method) => state.seen.get(method) ?? 0,
    cutAll: () => sockets.forEach((s) => s.destroy()),
    close: () => new Promise((resolve) => {
      sockets.forEach((s) => s.destroy());
      server.close(() => resolve());
    }),
  };
}

// ---- calls ---------------------------------------------------------------

await test("calls are typed by the method table, pipelined on one connection", () =>
  withPeer(["--slow", "5"], async (peer) => {
    const proxy = await methodProxy(peer);
    const client = await connect({ port: proxy.port, token: TOKEN });
    try {
      const pong = await client.call("core.ping", { client: "tests/0" });
      assert(typeof pong.server_version === "string" && Number.isInteger(pong.uptime_ms), "a PongResult");
      // 60 calls at once, three methods: each answer is paired with its own call.
      const answered = proxy.state.answers;
      const calls = [];
      for (let i = 0; i < 20; i += 1) {
        calls.push(client.call("core.ping", { client: `tests/${i}` }).then((r) => Number.isInteger(r.uptime_ms)));
        calls.push(client.call("thread.list", {}).then((r) => r.threads[0].id === "thread-1"));
        calls.push(client.call("goal.list", {}).then((r) => Array.isArray(r.goals)));
      }
      const answers = await Promise.all(calls);
      equal(answers.filter((ok) => !ok).length, 0, "answers of the wrong shape");
      equal(proxy.state.connections, 1, "connections");
      // Pipelined: every request reached the server before the first of their answers (each held 5 ms) came back.
      const batch = proxy.state.requests.slice(-60);
      equal(batch.filter((r) => r.answersBefore > answered).length, 0, "requests sent after an answer came");
    } finally {
      client.close();
      await proxy.close();
    }
  }));

await test("a server's error object rejects its call; an unknown method is a TypeError", () =>
  withPeer([], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN });
    try {
      // `thread.get` without its `thread_id` (the types would not let a TypeScript caller): -32602 Invalid Params.
      const e = await rejects(client.call("thread.get", /** @type {any} */ ({})), () => {}, "thread.get");
      equal([e.kind, e.error?.code, e.mayHaveRun], ["server", -32602, false], "kind, code, mayHaveRun");
      await rejects(client.call("no.such.method", {}), (e) => assert(e instanceof TypeError, "a TypeError"), "unknown method");
      // The connection is still good.
      await client.call("core.ping", { client: "t" });
    } finally {
      client.close();
    }
  }));

await test("a wrong token is refused and never shown; remote hosts are refused", () =>
  withPeer([], async (peer) => {
    const wrong = "wr0ng-t0ken-that-must-not-show";
    const e = await rejects(connect({ port: peer.port, token: wrong }), (e) => equal(e.kind, "authentication", "kind"), "connect");
    assert(e.fatal, "a refused token is fatal");
    const shown = `${e.message} ${e.stack} ${inspect(e, { showHidden: true, depth: 9 })} ${JSON.stringify(e)}`;
    assert(!shown.includes(wrong), "the token shows in the error");
    const client = await connect({ port: peer.port, token: TOKEN });
    const stream = client.events({ thread_id: "thread-1" });
    const held = `${inspect(client, { showHidden: true, depth: 9 })} ${inspect(stream, { showHidden: true, depth: 9 })} ${JSON.stringify(client)}`;
    client.close();
    assert(!held.includes(TOKEN), "the token shows in the client");
    await rejects(connect({ host: "192.0.2.1", port: 7437, token: TOKEN }), (e) => equal(e.kind, "not_loopback", "kind"), "remote");
  }));

await test("calls under --undeclared-member: the undeclared member is ignored", () =>
  withPeer(["--undeclared-member"], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN });
    try {
      const pong = await client.call("core.ping", { client: "t" });
      assert(typeof pong.server_version === "string" && Number.isInteger(pong.active_runs), "a PongResult");
    } finally {
      client.close();
    }
  }));

// ---- the in-flight rule ----------------------------------------------------

await test("in-flight: a call that may have run is rejected with mayHaveRun and never sent twice", () =>
  withPeer([], async (peer) => {
    const proxy = await methodProxy(peer);
    const client = await connect({ port: proxy.port, token: TOKEN, ...fast });
    try {
      proxy.state.cutOn.set("agent.run", 1);
      const e = await rejects(client.call("agent.run", { goal: "do it" }), () => {}, "agent.run");
      equal([e.kind, e.mayHaveRun], ["connection_lost", true], "kind and mayHaveRun");
      // The client connects again for the next call.
      await client.call("core.ping", { client: "t" });
      equal(proxy.seen("agent.run"), 1, "agent.run requests the server got");
      equal(proxy.state.connections, 2, "connections");
    } finally {
      client.close();
      await proxy.close();
    }
  }));

await test("in-flight: a call that only reads is sent again after a cut", () =>
  withPeer([], async (peer) => {
    const proxy = await methodProxy(peer);
    const client = await connect({ port: proxy.port, token: TOKEN, ...fast });
    try {
      proxy.state.cutOn.set("thread.list", 2);
      const threads = await client.call("thread.list", {});
      equal(threads.threads.map((t) => t.id), ["thread-1"], "threads");
      equal(proxy.seen("thread.list"), 3, "thread.list requests the server got");
      equal(proxy.state.connections, 3, "connections");
    } finally {
      client.close();
      await proxy.close();
    }
  }));

await test("a call that timed out unsent is never sent; the client recovers", () =>
  withPeer([], async (peer) => {
    const proxy = await methodProxy(peer);
    const client = await connect({ port: proxy.port, token: TOKEN, ...fast, giveUpAfter: null });
    try {
      // A read-only call cut with the daemon unreachable: it waits, and the client is known to be disconnected.
      proxy.state.refuse = true;
      proxy.state.cutOn.set("thread.list", 1);
      const list = client.call("thread.list", {});
      await until(() => proxy.state.connections > 2, "reconnection attempts");
      const e = await rejects(client.call("agent.run", { goal: "do it" }, { timeout: 300 }), () => {}, "agent.run");
      equal([e.kind, e.mayHaveRun], ["timeout", false], "kind and mayHaveRun");
      proxy.state.refuse = false;
      equal((await list).threads.length, 1, "the read-only call, sent again");
      await client.call("core.ping", { client: "t" });
      equal([proxy.seen("agent.run"), proxy.seen("thread.list")], [0, 2], "requests the server got");
    } finally {
      client.close();
      await proxy.close();
    }
  }));

await test("timeouts and aborts free the call; a late answer is dropped", () =>
  withPeer(["--slow", "300"], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN });
    try {
      const late = await rejects(client.call("agent.run", { goal: "x" }, { timeout: 50 }), () => {}, "timeout");
      equal([late.kind, late.mayHaveRun], ["timeout", true], "a sent call that may run");
      const ro = await rejects(client.call("goal.list", {}, { timeout: 50 }), () => {}, "timeout");
      equal([ro.kind, ro.mayHaveRun], ["timeout", false], "a read-only call");
      const controller = new AbortController();
      const call = client.call("core.ping", { client: "t" }, { signal: controller.signal });
      setTimeout(() => controller.abort(new Error("enough")), 20);
      const e = await rejects(call, () => {}, "aborted");
      equal([e.kind, e.cause?.message], ["aborted", "enough"], "kind and cause");
      // The late answers to the abandoned ids arrive now and pair with nothing.
      const pong = await client.call("core.ping", { client: "after" });
      assert("uptime_ms" in pong, "the next call gets its own answer");
    } finally {
      client.close();
    }
  }));

await test("close() ends pending calls and streams", () =>
  withPeer(["--slow", "300"], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN });
    const call = client.call("agent.run", { goal: "x" });
    const stream = client.events({ thread_id: "thread-1" });
    const next = stream.next();
    await new Promise((r) => setTimeout(r, 50));
    client.close();
    const e = await rejects(call, () => {}, "call");
    equal([e.kind, e.mayHaveRun], ["closed", true], "kind and mayHaveRun");
    equal(await next, { done: true }, "the stream ends");
    await rejects(client.call("core.ping", { client: "t" }), (e) => equal(e.kind, "closed", "kind"), "after close");
  }));

await test("give-up rule: a stream and waiting calls end after giveUpAfter failed attempts", async () => {
    const peer = await startPeer("coderook", ["--token", TOKEN]);
    const client = await connect({ port: peer.port, token: TOKEN, ...fast, giveUpAfter: 3 });
    await peer.stop();
    const e = await rejects(client.call("core.ping", { client: "t" }), () => {}, "ping");
    equal(e.kind, "gave_up", "call");
    const stream = client.events({ thread_id: "thread-1" });
    const s = await rejects(stream.next(), () => {}, "stream");
    equal([s.kind, stream.connections], ["gave_up", 0], "stream");
    equal(await stream.next(), { done: true }, "the stream has ended");
    client.close();
  });

// ---- event streams -------------------------------------------------------

const FAULTS = [
  [],
  ["--drop-after", "100"],
  ["--split-writes", "7"],
  ["--slow", "1"],
  ["--unknown-event"],
  ["--undeclared-member"],
];

for (const fault of FAULTS) {
  const name = fault.join(" ") || "no fault";
  await test(`${N} ledger events once and in order: ${name}`, () =>
    withPeer(["--events", String(N), "--event-interval", "1", ...fault], async (peer) => {
      const client = await connect({ port: peer.port, token: TOKEN, ...fast });
      try {
        const stream = client.events({ thread_id: "thread-1" });
        const seen = await follow(stream, N);
        equal(seen.errors.map((e) => e.message), [], "error items");
        if (fault[0] === "--unknown-event") {
          // The unknown event took ledger place 3, after the second step: delivered there.
          equal(seen.unknown.map((u) => [u.type, u.position]), [["x.unknown_event", 3]], "unknown events");
          equal(seen.stepPlaces.slice(0, 3), [1, 2, 4], "the steps around it");
          checkDelivery(seen, N + 1);
        } else {
          equal(seen.unknown, [], "unknown events");
          checkDelivery(seen, N);
        }
        if (fault[0] === "--drop-after") assert(stream.connections >= 2, `resumed: ${stream.connections} connections`);
        equal(stream.afterSeq, seen.places.at(-1), "afterSeq");
        console.log(`  ${seen.places.length} ledger, ${seen.tokens.length} live-only, ${stream.connections} connections`);
      } finally {
        client.close();
      }
    }));
}

await test(`${N} ledger events through a proxy that cuts at random bytes`, () =>
  withPeer(["--events", String(N), "--event-interval", "1"], async (peer) => {
    const proxy = await startChaosProxy(peer, { seed: 46, minBytes: 1, maxBytes: 6000, cuts: 200 });
    const client = await connectThrough(proxy.port);
    try {
      // A read-only call survives the cuts too.
      const threads = await client.call("thread.list", {});
      const stream = client.events({ thread_id: threads.threads[0].id });
      const seen = await follow(stream, N);
      equal(seen.errors.map((e) => e.message), [], "error items");
      checkDelivery(seen, N);
      assert(stream.reconnects > 0 && proxy.cutCount() > 10, `cuts: ${proxy.cutCount()}, reconnects: ${stream.reconnects}`);
      console.log(`  ${seen.places.length} ledger, ${seen.tokens.length} live-only, 0 lost, 0 repeated; ${proxy.cutCount()} cuts, ${stream.reconnects} reconnects`);
    } finally {
      client.close();
      await proxy.close();
    }
  }));

await test("a dropped stream resubscribes after the last ledger event it delivered", () =>
  withPeer(["--events", "300", "--event-interval", "1", "--drop-after", "100"], async (peer) => {
    const proxy = await methodProxy(peer);
    const client = await connect({ port: proxy.port, token: TOKEN, ...fast });
    try {
      const stream = client.events({ thread_id: "thread-1", replay_from_run: "run-1" });
      let resumedAt = null;
      const seen = await follow(stream, 300, (item) => {
        if (resumedAt === null && stream.connections === 2 && item.position !== null) resumedAt = item.position;
      });
      checkDelivery(seen, 300);
      const subscribes = proxy.state.requests.filter((r) => r.method === "event.subscribe").map((r) => r.params);
      equal(subscribes.length, 2, "subscriptions");
      equal(subscribes[0].after_seq, 0, "the first starts at 0");
      // The peer ends the first stream after 100 events: the second asks for what follows the last place delivered.
      assert(subscribes[1].after_seq > 0, `resumed after ${subscribes[1].after_seq}`);
      equal(resumedAt, subscribes[1].after_seq + 1, "the first place on the second connection");
      equal(subscribes[1].replay_from_run, undefined, "replay_from_run is not sent again");
      equal(subscribes[1].thread_id, "thread-1", "the same thread");
    } finally {
      client.close();
      await proxy.close();
    }
  }));

await test("a resumed stream starts after its after_seq and moves it on", () =>
  withPeer(["--events", "30", "--event-interval", "0"], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN, ...fast });
    try {
      const stream = client.events({ thread_id: "thread-1", after_seq: 20 });
      const seen = await follow(stream, 10);
      equal(seen.places, [21, 22, 23, 24, 25, 26, 27, 28, 29, 30], "places");
      equal(stream.subscription?.replayed_count, 10, "replayed");
    } finally {
      client.close();
    }
  }));

await test("next() calls made at once settle one after the other, in order", () =>
  withPeer(["--events", "200", "--event-interval", "0"], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN });
    try {
      const latest = async () => (await client.call("event.replay", { thread_id: "thread-1", limit: 1 })).latest_seq;
      while ((await latest()) < 200) await new Promise((r) => setTimeout(r, 10));
      const stream = client.events({ thread_id: "thread-1" });
      const items = await Promise.all(Array.from({ length: 200 }, () => stream.next()));
      equal(items.map((r) => r.value.position), Array.from({ length: 200 }, (_, i) => i + 1), "places");
    } finally {
      client.close();
    }
  }));

await test("strict: an unknown event is an error item, once, and the stream goes on", () =>
  withPeer(["--events", "50", "--event-interval", "1", "--unknown-event", "--undeclared-member", "--drop-after", "20"], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN, strict: true, ...fast });
    try {
      const stream = client.events({ thread_id: "thread-1" });
      const seen = await follow(stream, 50);
      // The exact view reads what the Rust decoders read: the undeclared member of an open object passes.
      equal(seen.errors.map((e) => [e.kind, e.path]), [["decode", "event.type"]], "error items");
      equal(seen.unknown, [], "unknown items");
      equal(stream.afterSeq, 51, "afterSeq");
      assert(stream.connections >= 2, "resumed once");
    } finally {
      client.close();
    }
  }));

await test("a line over the frame limit is an error item and the stream goes on", () =>
  withPeer(["--events", "20", "--event-interval", "1", "--oversize-frame"], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN });
    try {
      const stream = client.events({ thread_id: "thread-1" });
      const seen = await follow(stream, 20);
      equal(seen.errors.map((e) => [e.kind, e.limit]), [["frame", 16 * 1024 * 1024]], "error items");
      checkDelivery(seen, 20);
    } finally {
      client.close();
    }
  }));

await test("a refused subscription ends the stream with the server's error", () =>
  withPeer([], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN });
    try {
      // A negative after_seq breaks the params' rules: -32602.
      const stream = client.events({ thread_id: "thread-1", after_seq: -1 });
      const e = await rejects(stream.next(), () => {}, "next");
      equal([e.kind, e.error?.code], ["server", -32602], "kind and code");
      equal(await stream.next(), { done: true }, "ended");
    } finally {
      client.close();
    }
  }));

await test("an aborted stream throws once, then ends", () =>
  withPeer(["--events", "100", "--event-interval", "1"], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN });
    const controller = new AbortController();
    const stream = client.events({ thread_id: "thread-1" }, { signal: controller.signal });
    let n = 0;
    const e = await rejects((async () => {
      for await (const item of stream) {
        if (item.position !== null && ++n === 5) controller.abort();
      }
    })(), () => {}, "iteration");
    equal([e.kind, n], ["aborted", 5], "kind and events");
    equal(await stream.next(), { done: true }, "ended");
    client.close();
  }));

// ---- bounded memory ------------------------------------------------------

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");
function heldBytes() {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
}

await test("a consumer that stops iterating for 5 s does not grow memory", () =>
  // 100 000 ledger events, ~11 MB of frames, all in the ledger before the
  // subscription: the daemon replays them as fast as the socket takes them,
  // so a client that read without waiting for its consumer would hold them.
  withPeer(["--events", String(STALL_EVENTS), "--event-interval", "0"], async (peer) => {
    const client = await connect({ port: peer.port, token: TOKEN, ...fast });
    try {
      const latest = async () => (await client.call("event.replay", { thread_id: "thread-1", limit: 1 })).latest_seq;
      while ((await latest()) < STALL_EVENTS) await new Promise((r) => setTimeout(r, 20));
      const stream = client.events({ thread_id: "thread-1" });
      const first = await stream.next();
      equal(first.value.position, 1, "the first event");
      const before = heldBytes();
      await new Promise((r) => setTimeout(r, 5000));
      const grown = heldBytes() - before;
      console.log(`  memory held after 5 s without iterating: ${(grown / 1e6).toFixed(2)} MB more`);
      // The bound: a few MB (one read's frames, a socket's buffers) against
      // the ~11 MB of frames (and more as strings) a reader that does not
      // wait would hold.
      assert(grown < 4e6, `memory grew by ${grown} bytes`);
      let last = 1;
      for await (const item of stream) {
        if (item.kind !== "event") throw new Error(`unexpected ${item.kind}`);
        if (item.position === null) continue;
        equal(item.position, last + 1, "the next place");
        last = item.position;
        if (last === STALL_EVENTS) break;
      }
      console.log(`  then all ${STALL_EVENTS} events in order over ${stream.connections} connections`);
    } finally {
      client.close();
    }
  }));

console.log(`coderook: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
