// The Orion client in headless Chromium: a page bundled with esbuild, served
// on the peer's origin (the API is same-origin by contract), follows 200
// events across a cut (`--drop-after`), each durable one exactly once.
//
//   node .ci/ts-clients/browser-orion.test.mjs   ($PEER, $ORION_CLIENT as in orion.test.mjs;
//                                                 $CHROMIUM: the browser, /usr/bin/chromium)
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { startPeer } from "./peer.mjs";
import { startSameOrigin } from "./same-origin.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const clientPath = process.env.ORION_CLIENT ?? path.join(root, "generated/npm/orion-api-types/client.js");
const N = 200;

const page = `
import { connect } from ${JSON.stringify(clientPath)};
const out = { durable: [], nonDurable: [], unknown: [], errors: [], reconnects: 0 };
try {
  const client = await connect(location.origin, { backoff: { initial: 5, max: 100 } });
  // A mutation from the page: the nonce header, same-origin.
  out.created = (await client.call("createSession", { body: { requestId: crypto.randomUUID() } })).session.id;
  const events = client.events();
  for await (const item of events) {
    if (item.kind === "event" && item.event.durable) out.durable.push(item.event.cursor);
    else if (item.kind === "event") out.nonDurable.push(item.event.eventId);
    else if (item.kind === "unknown") out.unknown.push(item.value.type);
    else out.errors.push(item.error.message);
    if (events.resumeCursor >= ${N}) break;
  }
  out.reconnects = events.reconnects;
  client.close();
} catch (e) {
  out.fatal = String(e && e.stack || e);
}
window.result = out;
`;

async function bundle(minify) {
  const r = await build({
    stdin: { contents: page, resolveDir: root, loader: "js" },
    bundle: true, write: false, format: "esm", target: "es2022", minify, logLevel: "error",
  });
  return r.outputFiles[0].text;
}

let passed = 0;
let failed = 0;
const check = (ok, what) => {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
};

const script = await bundle(false);
const minified = await bundle(true);
const gzipped = zlib.gzipSync(minified).length;
console.log(`  page bundle: ${minified.length} bytes minified, ${gzipped} gzipped`);

const peer = await startPeer("orion", ["--events", String(N), "--event-interval", "1", "--drop-after", "50"]);
const site = await startSameOrigin(peer, {
  "/": { type: "text/html", body: '<!doctype html><meta charset="utf-8"><script type="module" src="/page.js"></script>' },
  "/page.js": { type: "text/javascript", body: script },
  "/favicon.ico": { type: "image/x-icon", body: "" },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const tab = await browser.newPage();
  const logs = [];
  tab.on("console", (m) => logs.push(m.text()));
  tab.on("pageerror", (e) => logs.push(String(e)));
  await tab.goto(site.origin + "/");
  await tab.waitForFunction(() => window.result !== undefined, null, { timeout: 90_000 });
  const out = await tab.evaluate(() => window.result);
  if (out.fatal || logs.length) console.log(out.fatal ?? "", logs.join("\n"));
  const wrong = out.durable.findIndex((c, i) => c !== i + 1);
  check(!out.fatal && out.durable.length === N && wrong === -1,
    `${N} durable events in order, none lost or repeated (${out.durable.length} delivered, first out of place at ${wrong})`);
  check(out.created === "session-4", `createSession from the page (${out.created})`);
  check(new Set(out.nonDurable).size === out.nonDurable.length, `non-durable events at most once (${out.nonDurable.length})`);
  check(out.reconnects >= 1, `followed across the cut (${out.reconnects} reconnections)`);
  check(out.errors.length === 0 && out.unknown.length === 0, `no error or unknown item (${out.errors.join("; ")})`);
  // The client, its validators and this page, minified and gzipped: what a
  // page pays. 20 KB is far above the few KB it takes and far below the
  // whole validate.js (about 170 KB before gzip), so it fails if tree-shaking breaks.
  check(gzipped < 20_000, `page bundle ${gzipped} bytes gzipped`);
} finally {
  await browser.close();
  await site.close();
  await peer.stop();
}
console.log(`browser-orion: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
