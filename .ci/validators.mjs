// Runs every line of generated/corpus/<protocol>.ndjson through the npm
// package's validator in both views and compares with the Rust verdicts and,
// for a rejected value, the first error's path: the exact view with the
// decoder's (`valid`, `path`), the receive view with the Rust client's
// (`receive`). Every fixture (fixtures/<protocol>/{valid,invalid}) must be
// in the corpus, so it is checked the same way. Exits non-zero on any
// disagreement.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const packages = { orion: "orion-api-types", coderook: "coderook-protocol", workerdeck: "workerdeck-protocol" };
let passed = 0;
let failed = 0;
for (const [protocol, dir] of Object.entries(packages)) {
  const mod = await import(join(root, "generated/npm", dir, "validate.js"));
  const lines = readFileSync(join(root, "generated/corpus", protocol + ".ndjson"), "utf8").split("\n").filter(Boolean);
  const inCorpus = new Set();
  // Per view: verdicts that agree, rejections, first-error paths that agree.
  const views = { exact: [0, 0, 0], receive: [0, 0, 0] };
  const shown = [];
  const fail = (message) => {
    if (shown.length < 10) shown.push(message);
  };
  for (const line of lines) {
    const c = JSON.parse(line);
    inCorpus.add(c.type + " " + JSON.stringify(c.value));
    const validate = mod["validate" + c.type];
    const value = JSON.stringify(c.value).slice(0, 160);
    if (!validate) {
      fail(`no validate${c.type}`);
      continue;
    }
    for (const [view, rust] of [["exact", c], ["receive", c.receive]]) {
      const counts = views[view];
      if (!rust) {
        fail(`${c.type} ${value}: no ${view} verdict in the corpus (run \`cargo run -p codegen -- generate\`)`);
        continue;
      }
      // A fresh copy per view: an accepted value gets its defaults filled in.
      const r = validate(JSON.parse(line).value, { view });
      if (r.ok !== rust.valid) {
        const ours = r.ok ? "accepts" : `rejects at ${r.errors[0].path}: ${r.errors[0].message}`;
        fail(`${view} ${c.type} ${value}: Rust ${rust.valid ? "accepts" : "rejects at " + rust.path}, ours ${ours}`);
      } else {
        counts[0]++;
      }
      if (!rust.valid) {
        counts[1]++;
        if (!r.ok && r.errors[0].path === rust.path) counts[2]++;
        else if (!r.ok) fail(`${view} ${c.type} ${value}: Rust rejects at ${rust.path}, ours at ${r.errors[0].path}: ${r.errors[0].message}`);
      }
    }
  }
  // A fixture that is not JSON has no value to validate.
  let fixtures = 0;
  let fixturesFound = 0;
  for (const kind of ["valid", "invalid"]) {
    const folder = join(root, "fixtures", protocol, kind);
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith(".json") || name.endsWith(".encoded.json")) continue;
      let value;
      try {
        value = JSON.parse(readFileSync(join(folder, name), "utf8"));
      } catch {
        continue;
      }
      fixtures++;
      if (inCorpus.has(name.split(".")[0] + " " + JSON.stringify(value))) fixturesFound++;
      else fail(`fixture ${kind}/${name} is not in the corpus (run \`cargo run -p codegen -- generate\`)`);
    }
  }
  const agree = ([verdicts, rejections, paths]) => verdicts === lines.length && paths === rejections;
  const ok = agree(views.exact) && agree(views.receive) && fixturesFound === fixtures;
  const figures = (view, [verdicts, rejections, paths]) =>
    `${view} verdicts ${verdicts}/${lines.length}, first-error paths ${paths}/${rejections}`;
  console.log(
    `${protocol}: ${figures("exact", views.exact)}; ${figures("receive", views.receive)}; fixtures in the corpus ${fixturesFound}/${fixtures}`,
  );
  for (const s of shown) console.log("  " + s);
  if (ok) passed++;
  else failed++;
}
// What a client relies on beyond the verdicts: the value matches its
// declared type, the receive view passes what the Rust clients pass, and a
// response is checked against what its request expects.
const orion = await import(join(root, "generated/npm/orion-api-types/validate.js"));
const coderook = await import(join(root, "generated/npm/coderook-protocol/validate.js"));
const workerdeck = await import(join(root, "generated/npm/workerdeck-protocol/validate.js"));
const receive = { view: "receive" };
const envelope = { apiVersion: 1, eventId: "e", cursor: 3, type: "x_new", durable: true };
const api = [
  ["a required nullable member absent is filled in", () => {
    const r = coderook.validateEventSubscribeResult({ subscription_id: "s", replayed_count: 0 });
    return r.ok && r.value.last_seq === null && "last_seq" in r.value;
  }],
  ["a list the decoder fills in when absent is filled in", () => {
    const r = coderook.validateHooksListResult({});
    return r.ok && Array.isArray(r.value.configs) && Array.isArray(r.value.audit_events);
  }],
  ["an event push without kind gets it, so `'kind' in m` tells it from a response", () => {
    const push = { event: { type: "log.line", run_id: "r", level: "info", source: "s", message: "m", ts: "t" } };
    const r = coderook.parseServerMessage(JSON.stringify(push));
    return r.ok && r.value.kind === "event";
  }],
  ["a result is checked against its method", () =>
    coderook.parseServerMessage('{"jsonrpc":"2.0","id":1,"result":{"nonsense":true}}').ok &&
    !coderook.validateResult("event.subscribe", { nonsense: true }).ok &&
    coderook.validateResult("event.subscribe", { subscription_id: "s" }, receive).ok],
  ["a Coderook event of an unknown type is unknown at its ledger_seq", () => {
    const r = coderook.parseServerMessage('{"kind":"event","event":{"type":"x_new","ledger_seq":7}}', receive);
    return r.ok && r.unknown?.type === "x_new" && r.unknown.position === 7;
  }],
  ["an undeclared Orion member is refused exactly and ignored in the receive view", () => {
    const page = () => ({ items: [], nextCursor: null, x: 1 });
    return !orion.validateSessionPage(page()).ok && orion.validateSessionPage(page(), receive).ok;
  }],
  ["an Orion envelope of an unknown type is unknown at its cursor", () => {
    const r = orion.parseWebEventEnvelope(JSON.stringify(envelope), receive);
    return !orion.parseWebEventEnvelope(JSON.stringify(envelope)).ok && r.ok && r.unknown?.position === 3;
  }],
  ["an Orion response is checked by its operation and status", () =>
    orion.validateResponse("listSessions", 200, { items: [], nextCursor: null }).ok &&
    !orion.validateResponse("listSessions", 200, { title: "t", status: 400 }).ok &&
    !orion.validateResponse("listSessions", 418, {}).ok],
  ["a WorkerDeck event of an unknown type is unknown at its seq", () => {
    const r = workerdeck.parseServerFrame('{"type":"event","event":{"type":"x_unknown_event","seq":2}}', receive);
    return r.ok && r.unknown?.type === "x_unknown_event" && r.unknown.position === 2;
  }],
  ["a WorkerDeck route answer is checked by its route", () =>
    !workerdeck.validateRouteResponse("GET /sessions", { sessions: 1 }).ok &&
    !workerdeck.validateRouteResponse("DELETE /profiles/:name", null).ok],
];
for (const [what, holds] of api) {
  if (holds()) passed++;
  else {
    failed++;
    console.log(`api: ${what}: does not hold`);
  }
}
console.log(`validators: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
