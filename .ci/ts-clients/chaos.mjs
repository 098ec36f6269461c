// A TCP proxy that cuts connections at random byte offsets, seeded, for the
// TypeScript clients' delivery tests: every connection is forwarded to
// `target` and closed (both sides) after a random number of bytes in either
// direction, so cuts land inside handshakes, HTTP heads, SSE events,
// WebSocket frames and NDJSON lines alike.
import net from "node:net";

/** xorshift32: repeatable cuts for a given seed. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 0x1_0000_0000;
  };
}

/**
 * Starts the proxy. `target` is `{ host, port }`; each connection is cut after
 * a byte count drawn uniformly from `minBytes ..= maxBytes` (counted over
 * both directions), until `cuts` connections have been cut; later ones are
 * left whole so a test always ends. Resolves to `{ port, cutCount(), close() }`.
 */
export async function startChaosProxy(target, { seed = 1, minBytes = 1, maxBytes = 64 * 1024, cuts = Infinity } = {}) {
  const random = rng(seed);
  let cut = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host ?? "127.0.0.1");
    sockets.add(client); sockets.add(upstream);
    const budget = cut < cuts ? minBytes + Math.floor(random() * (maxBytes - minBytes + 1)) : Infinity;
    let passed = 0;
    const kill = () => { client.destroy(); upstream.destroy(); };
    const pipe = (from, to) => from.on("data", (chunk) => {
      if (passed + chunk.length >= budget) {
        const keep = budget - passed;
        passed = budget;
        if (keep > 0) to.write(chunk.subarray(0, keep));
        cut += 1;
        // Let the partial write leave before the reset.
        setImmediate(kill);
        return;
      }
      passed += chunk.length;
      to.write(chunk);
    });
    pipe(client, upstream); pipe(upstream, client);
    for (const s of [client, upstream]) {
      s.on("error", kill);
      s.on("close", () => { sockets.delete(s); kill(); });
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    cutCount: () => cut,
    close: () => new Promise((resolve) => { for (const s of sockets) s.destroy(); server.close(() => resolve()); }),
  };
}
