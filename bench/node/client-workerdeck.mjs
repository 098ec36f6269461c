// The WorkerDeck client's session stream against the package's parse alone,
// on the same events in one run: `agent-wire-peer serve workerdeck` writes
// N events first; then, per round, the client attaches and follows the whole
// replay from afterSeq=0 (WebSocket, receive-view validation, the seq log,
// the bounded queue), and `parseServerFrame` validates the same frames,
// captured once as text. Events/s by the clock, median of the rounds, and by
// this process's CPU time (user + system) for the client, which leaves out
// the peer's own pace. For scale, a bare WebSocket that only runs JSON.parse
// on the same replay (no validation, no log, no queue), by CPU time.
//
//   node bench/node/client-workerdeck.mjs [--events N] [--rounds N]
//   ($PEER: the peer binary; $WORKERDECK_PACKAGE: another copy of the package;
//   WebSocket: Node's global where there is one, else the `ws` package of
//   peers/interop/node)
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startPeer } from "../../.ci/ts-clients/peer.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const N = option("--events", 20_000);
const rounds = option("--rounds", 5);
const pkg = process.env.WORKERDECK_PACKAGE ?? path.join(root, "generated/npm/workerdeck-protocol");
const { connect } = await import(pathToFileURL(path.join(pkg, "client.js")).href);
const { parseServerFrame } = await import(pathToFileURL(path.join(pkg, "validate.js")).href);
const WebSocket = globalThis.WebSocket
  ?? (await import(pathToFileURL(path.join(root, "peers/interop/node/node_modules/ws/wrapper.mjs")).href)).default;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const peer = await startPeer("workerdeck", ["--events", String(N), "--event-interval", "0"]);
try {
  const client = await connect(peer.url, { WebSocket });
  // The peer writes the whole log before it answers.
  const { session } = await client.call("GET /sessions/:id", { params: { id: "session-1" }, timeout: 600_000 });
  if (session.lastSeq !== N) throw new Error(`lastSeq ${session.lastSeq}, expected ${N}`);

  /** Follows from afterSeq=0 to N; the events delivered and the seconds it took. */
  const follow = async () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const stream = client.attach("session-1");
    let delivered = 0;
    for await (const item of stream) {
      if (item.kind === "event") delivered += 1;
      else if (item.kind !== "frame") throw new Error(`unexpected ${item.kind}`);
      if (stream.afterSeq >= N) break;
    }
    const used = process.cpuUsage(cpu);
    return { delivered, seconds: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
  };

  // The same replay as text, for the parse alone.
  const frames = await new Promise((resolve, reject) => {
    const texts = [];
    const ws = new WebSocket(`${peer.url.replace(/^http/, "ws")}/sessions/session-1?afterSeq=0`);
    ws.addEventListener("message", (m) => {
      texts.push(String(m.data));
      if (texts.length === N + 1) {
        ws.close();
        resolve(texts.filter((t) => t.startsWith('{"type":"event"')));
      }
    });
    ws.addEventListener("error", () => reject(new Error("cannot capture the replay")));
  });

  /** A bare socket over the same replay: JSON.parse only; events per CPU second. */
  const bare = () => new Promise((resolve, reject) => {
    const cpu = process.cpuUsage();
    let n = 0;
    const ws = new WebSocket(`${peer.url.replace(/^http/, "ws")}/sessions/session-1?afterSeq=0`);
    ws.addEventListener("message", (m) => {
      JSON.parse(m.data);
      if (++n === N + 1) {
        ws.close();
        const used = process.cpuUsage(cpu);
        resolve(N / ((used.user + used.system) / 1e6));
      }
    });
    ws.addEventListener("error", () => reject(new Error("the bare socket failed")));
  });

  const clientClock = [];
  const clientCpu = [];
  const parse = [];
  const bareCpu = [];
  for (let r = 0; r < rounds; r++) {
    bareCpu.push(await bare());
    const f = await follow();
    if (f.delivered !== N) throw new Error(`${f.delivered} events delivered`);
    clientClock.push(f.delivered / f.seconds);
    clientCpu.push(f.delivered / f.cpu);
    const started = performance.now();
    let ok = 0;
    for (const text of frames) if (parseServerFrame(text, { view: "receive" }).ok) ok += 1;
    if (ok !== frames.length) throw new Error(`${frames.length - ok} frames refused`);
    parse.push(frames.length / ((performance.now() - started) / 1000));
  }
  client.close();
  const c = median(clientClock);
  const cc = median(clientCpu);
  const p = median(parse);
  const b = median(bareCpu);
  const fmt = (x) => Math.round(x).toLocaleString("en").padStart(9);
  console.log(`WorkerDeck, ${N} events replayed, median of ${rounds} rounds (events/s):`);
  console.log(`  client.attach(), by the clock (the peer's pace included): ${fmt(c)}`);
  console.log(`  client.attach(), by this process's CPU time:             ${fmt(cc)}`);
  console.log(`  parseServerFrame alone (receive view):                   ${fmt(p)}`);
  console.log(`  a bare WebSocket with JSON.parse only, by CPU time:      ${fmt(b)}`);
  console.log(`  per CPU second the client delivers ${(100 * cc / p).toFixed(0)} % of what the parse alone does,`);
  console.log(`  ${(100 * cc / b).toFixed(0)} % of what a bare socket reads`);
} finally {
  await peer.stop();
}
