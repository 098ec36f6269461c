// The Orion client's event stream against the package's parse alone, on the
// same events in one run: `agent-wire-peer serve orion` emits N durable
// events first; then, per round, the client follows the whole replay from
// cursor 0 (fetch streaming, SSE parsing, receive-view validation, resume
// bookkeeping), and `parseWebEventEnvelope` validates the `data:` fields of
// the same replay, captured once as text. Events/s by the clock, median of
// the rounds, and by this process's CPU time (user + system) for the client,
// which leaves out the peer's own pace.
//
//   node bench/node/client-orion.mjs [--events N] [--rounds N]
//   ($PEER: the peer binary; $ORION_PACKAGE: another copy of the package)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPeer } from "../../.ci/ts-clients/peer.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const N = option("--events", 20_000);
const rounds = option("--rounds", 5);
const pkg = process.env.ORION_PACKAGE ?? path.join(root, "generated/npm/orion-api-types");
const { connect } = await import(path.join(pkg, "client.js"));
const { parseWebEventEnvelope } = await import(path.join(pkg, "validate.js"));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const peer = await startPeer("orion", ["--events", String(N), "--event-interval", "0"]);
try {
  const client = await connect(peer.url);
  /** Follows from cursor 0 to N; the events delivered and the seconds it took. */
  const follow = async () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const events = client.events();
    let delivered = 0;
    for await (const item of events) {
      if (item.kind !== "event") throw new Error(`unexpected ${item.kind}`);
      delivered += 1;
      if (events.resumeCursor >= N) break;
    }
    const used = process.cpuUsage(cpu);
    return { delivered, seconds: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
  };
  // Waits for the peer to have emitted all N (it emits one every 100 µs).
  await follow();

  // The same replay as text, for the parse alone.
  const res = await fetch(`${peer.url}/events`, { headers: { accept: "text/event-stream" } });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(`\nid: ${N}\n`) || !text.endsWith("\n\n")) text += decoder.decode((await reader.read()).value, { stream: true });
  await reader.cancel();
  const data = text.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6));

  const client_ = [];
  const clientCpu = [];
  const parse = [];
  for (let r = 0; r < rounds; r++) {
    const f = await follow();
    client_.push(f.delivered / f.seconds);
    clientCpu.push(f.delivered / f.cpu);
    const started = performance.now();
    let ok = 0;
    for (const d of data) if (parseWebEventEnvelope(d, { view: "receive" }).ok) ok += 1;
    if (ok !== data.length) throw new Error(`${data.length - ok} events refused`);
    parse.push(data.length / ((performance.now() - started) / 1000));
  }
  client.close();
  const c = median(client_);
  const cc = median(clientCpu);
  const p = median(parse);
  const fmt = (x) => Math.round(x).toLocaleString("en").padStart(9);
  console.log(`Orion, ${N} events replayed, median of ${rounds} rounds (events/s):`);
  console.log(`  client.events(), by the clock (the peer's pace included): ${fmt(c)}`);
  console.log(`  client.events(), by this process's CPU time:             ${fmt(cc)}`);
  console.log(`  parseWebEventEnvelope alone (receive view):              ${fmt(p)}`);
  console.log(`  per CPU second the client delivers ${(100 * cc / p).toFixed(0)} % of what the parse alone does`);
} finally {
  await peer.stop();
}
