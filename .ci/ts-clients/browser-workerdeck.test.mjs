// The WorkerDeck TypeScript client in a real browser: a page bundled with
// esbuild, served on the same origin as `agent-wire-peer serve workerdeck`
// (same-origin.mjs forwards the API's HTTP and WebSocket upgrades), in the
// system's headless Chromium driven by playwright-core. The page follows 200
// events across a cut (`--drop-after`) and across a proxy that cuts at random
// offsets; every seq must arrive once, in order. Prints the page's size,
// minified and gzipped, and ends with `browser-workerdeck: N passed, N failed`.
import assert from "node:assert/strict";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { startPeer } from "./peer.mjs";
import { startChaosProxy } from "./chaos.mjs";
import { startSameOrigin } from "./same-origin.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const clientPath = process.env.WORKERDECK_CLIENT ?? path.join(root, "generated/npm/workerdeck-protocol/client.js");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
/** Generous: the page follows 200 events in a few seconds on a loaded 2-core machine. */
const LIMIT = 60_000;

// The page: follows session-1 until 200 events, then publishes what it saw.
const page = `
import { connect } from ${JSON.stringify(clientPath)};
const out = { seqs: [], unknown: [], errors: [], reconnects: 0 };
try {
  const client = await connect("/workerdeck", { backoff: { initial: 5, max: 100 }, maxAttempts: 1000 });
  const session = client.attach("session-1");
  for await (const item of session) {
    if (item.kind === "event") out.seqs.push(item.event.seq);
    else if (item.kind === "unknown") { out.seqs.push(item.seq); out.unknown.push([item.seq, item.type]); }
    else if (item.kind === "error") out.errors.push(item.error.message);
    if (out.seqs.length >= 200) break;
  }
  out.reconnects = session.reconnects;
  client.close();
} catch (e) {
  out.fatal = String(e);
}
window.__result = out;
`;

const bundled = await build({
  stdin: { contents: page, resolveDir: here, sourcefile: "page.js" },
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  write: false,
});
const js = bundled.outputFiles[0].contents;
const gzipped = zlib.gzipSync(js).length;
console.log(`page bundle: ${js.length} bytes minified, ${gzipped} bytes gzipped`);
const pages = {
  "/": { type: "text/html", body: '<!doctype html><meta charset="utf-8"><script type="module" src="/page.js"></script>' },
  "/page.js": { type: "text/javascript", body: Buffer.from(js) },
};

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** Opens the page on `origin` and waits for what it saw. */
async function follow(origin) {
  const tab = await browser.newPage();
  const logs = [];
  tab.on("console", (m) => logs.push(m.text()));
  tab.on("pageerror", (e) => logs.push(String(e)));
  try {
    await tab.goto(origin + "/");
    await tab.waitForFunction(() => window.__result !== undefined, null, { timeout: LIMIT });
    return await tab.evaluate(() => window.__result);
  } catch (e) {
    throw new Error(`${e.message}\npage console:\n${logs.join("\n")}`);
  } finally {
    await tab.close();
  }
}

const tests = [];
const test = (name, fn) => tests.push({ name, fn });
const expected = Array.from({ length: 200 }, (_, i) => i + 1);

test("a page follows 200 events across a cut, same-origin, exactly once and in order", async () => {
  const peer = await startPeer("workerdeck", ["--listen", "127.0.0.1:0", "--events", "200", "--event-interval", "2", "--drop-after", "50", "--unknown-event"]);
  const site = await startSameOrigin(peer, pages);
  try {
    const out = await follow(site.origin);
    assert.equal(out.fatal, undefined);
    assert.deepEqual(out.errors, []);
    assert.deepEqual(out.seqs, expected);
    assert.deepEqual(out.unknown, [[2, "x_unknown_event"]]);
    assert.ok(out.reconnects >= 1, "it re-attached after the cut");
  } finally {
    await site.close();
    await peer.stop();
  }
});

test("a page follows 200 events through a proxy that cuts at random offsets", async () => {
  const peer = await startPeer("workerdeck", ["--listen", "127.0.0.1:0", "--events", "200", "--event-interval", "2"]);
  const proxy = await startChaosProxy(peer, { seed: 46, minBytes: 1, maxBytes: 6_000, cuts: 30 });
  const site = await startSameOrigin({ host: "127.0.0.1", port: proxy.port }, pages);
  try {
    const out = await follow(site.origin);
    console.log(`  chaos: ${proxy.cutCount()} connections cut, ${out.reconnects} re-attaches`);
    assert.equal(out.fatal, undefined);
    assert.deepEqual(out.errors, []);
    assert.deepEqual(out.seqs, expected);
    assert.ok(proxy.cutCount() >= 1);
  } finally {
    await site.close();
    await proxy.close();
    await peer.stop();
  }
});

let passed = 0;
let failed = 0;
try {
  for (const { name, fn } of tests) {
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
} finally {
  await browser.close();
}
console.log(`browser-workerdeck: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
