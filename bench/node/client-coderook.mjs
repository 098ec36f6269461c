// The Coderook client's event stream against the package's parse alone, on
// the same events in one run: `agent-wire-peer serve coderook` puts N ledger
// events in thread-1's ledger first; then, per round, the client follows the
// whole replay from after_seq 0 (TCP reads paced by the consumer, NDJSON
// framing, receive-view validation, resume bookkeeping), and
// `parseServerMessage` validates the same replay's lines, captured once as
// text. The debug peer writes slower than the client reads, so two more
// lines: the replay read raw off the peer's socket (lines counted, no
// framing, no parse), the peer's ceiling; and the client against a Node
// server that writes the captured replay at once, the client's own rate.
// Events/s by the clock, median of the rounds.
//
//   node bench/node/client-coderook.mjs [--events N] [--rounds N]   ($PEER: the peer binary)
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPeer } from "../../.ci/ts-clients/peer.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const N = option("--events", 20_000);
const rounds = option("--rounds", 5);
const pkg = process.env.CODEROOK_PACKAGE ?? path.join(root, "generated/npm/coderook-protocol");
const { connect } = await import(path.join(pkg, "client.js"));
const { parseServerMessage } = await import(path.join(pkg, "validate.js"));
const TOKEN = "bench-token";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The replay's lines as the daemon writes them (handshake, subscription, N event pushes) and the seconds they took. */
function capture(port) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks = [];
    let newlines = 0;
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines += 1;
      if (newlines >= N + 2) {
        socket.destroy();
        const lines = Buffer.concat(chunks).toString("utf8").split("\n").slice(2, N + 2);
        resolve({ lines, seconds: (performance.now() - started) / 1000 });
      }
    });
    socket.on("error", reject);
    socket.write(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "core.authenticate", params: { token: TOKEN } }) + "\n");
    socket.write(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "event.subscribe", params: { topics: [], thread_id: "thread-1" } }) + "\n");
  });
}

/** A daemon stand-in that answers the handshake and the subscription, then writes `lines` at once. */
async function replayServer(lines) {
  const replay = Buffer.from(lines.join("\n") + "\n");
  const server = net.createServer((socket) => {
    let held = "";
    socket.on("data", (chunk) => {
      held += chunk.toString("utf8");
      let nl;
      while ((nl = held.indexOf("\n")) !== -1) {
        const request = JSON.parse(held.slice(0, nl));
        held = held.slice(nl + 1);
        const result = request.method === "core.authenticate" ? { authenticated: true } : { subscription_id: "s", replayed_count: N, last_seq: N };
        socket.write(JSON.stringify({ jsonrpc: "2.0", id: request.id, result }) + "\n");
        if (request.method === "event.subscribe") socket.write(replay);
      }
    });
    socket.on("error", () => {});
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const peer = await startPeer("coderook", ["--token", TOKEN, "--events", String(N), "--event-interval", "0"]);
try {
  const client = await connect({ port: peer.port, token: TOKEN });
  const latest = async () => (await client.call("event.replay", { thread_id: "thread-1", limit: 1 })).latest_seq;
  while ((await latest()) < N) await new Promise((r) => setTimeout(r, 20));
  /** Follows from after_seq 0 to N; the events delivered and the seconds it took. */
  const follow = async (through = client) => {
    const started = performance.now();
    const events = through.events({ thread_id: "thread-1" });
    let delivered = 0;
    for await (const item of events) {
      if (item.kind !== "event") throw new Error(`unexpected ${item.kind}`);
      delivered += 1;
      if (events.afterSeq >= N) break;
    }
    return { delivered, seconds: (performance.now() - started) / 1000 };
  };
  await follow();
  const { lines } = await capture(peer.port);
  const standIn = await replayServer(lines);
  const local = await connect({ port: standIn.address().port, token: TOKEN });

  const client_ = [];
  const parse = [];
  const raw = [];
  const own = [];
  for (let r = 0; r < rounds; r++) {
    raw.push(N / (await capture(peer.port)).seconds);
    const o = await follow(local);
    own.push(o.delivered / o.seconds);
    const f = await follow();
    client_.push(f.delivered / f.seconds);
    const started = performance.now();
    let ok = 0;
    for (const line of lines) if (parseServerMessage(line, { view: "receive" }).ok) ok += 1;
    if (ok !== lines.length) throw new Error(`${lines.length - ok} events refused`);
    parse.push(lines.length / ((performance.now() - started) / 1000));
  }
  client.close();
  local.close();
  standIn.close();
  const c = median(client_);
  const p = median(parse);
  console.log(`Coderook, ${N} ledger events replayed, median of ${rounds} rounds:`);
  console.log(`  client.events() (TCP + NDJSON + receive view + resume): ${Math.round(c).toLocaleString("en")} events/s`);
  console.log(`  parseServerMessage alone (receive view):                ${Math.round(p).toLocaleString("en")} events/s`);
  console.log(`  the peer's replay read raw (no framing, no parse):     ${Math.round(median(raw)).toLocaleString("en")} events/s`);
  console.log(`  client.events() against a stand-in writing at once:    ${Math.round(median(own)).toLocaleString("en")} events/s`);
  console.log(`  against the peer the client runs at ${(100 * c / median(raw)).toFixed(0)} % of the raw reads; its own rate is ${(100 * median(own) / p).toFixed(0)} % of the parse alone`);
} finally {
  await peer.stop();
}
