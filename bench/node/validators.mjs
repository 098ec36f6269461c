// The npm packages' validators against ajv, frame by frame: for each bench
// corpus, JSON.parse + our validator against JSON.parse + ajv's compiled
// validator for the same schema (the package's published JSON Schema, with
// `format` as an annotation, as our validators and the Rust decoders treat
// it), and JSON.parse alone as the floor. Every line must pass both.
//
//   target/release/ratios --prepare target/bench-corpus   # or target/debug/ratios
//   node bench/node/validators.mjs [--dir DIR] [--rounds N] [--only TEXT]
//   node bench/node/validators.mjs --smoke   # CI: the valid lines of generated/corpus, one round
//
// Each round times every case over the whole corpus once (after one warm-up
// pass), in an order that rotates from round to round; the table gives the
// median over rounds. Times are per frame.
import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { ajvFor } from "../../.ci/ajv-schemas.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const smoke = args.includes("--smoke");
const rounds = Number(option("--rounds", smoke ? 1 : 11));
const dir = option("--dir", join(root, "target/bench-corpus"));
const only = option("--only", "");

const coderook = await import(join(root, "generated/npm/coderook-protocol/validate.js"));
const workerdeck = await import(join(root, "generated/npm/workerdeck-protocol/validate.js"));
const orion = await import(join(root, "generated/npm/orion-api-types/validate.js"));

const ajv = {
  coderook: ajvFor("coderook", { formats: false }),
  workerdeck: ajvFor("workerdeck", { formats: false }),
  orion: ajvFor("orion", { formats: false }),
};

// Coderook's server stream is a `ServerMessage`: an event push, or a
// JSON-RPC response, which the schema bundle leaves to JSON-RPC; these are
// the rules `validateServerMessage` applies to one.
const serverMessage = ajv.coderook.compile({
  if: { type: "object", required: ["event"] },
  then: { $ref: ajv.coderook.ref("EventPushEnvelope") },
  else: {
    type: "object",
    properties: {
      jsonrpc: { const: "2.0" },
      id: { type: ["string", "integer", "null"] },
      error: { type: "object", required: ["code", "message"], properties: { code: { type: "integer" }, message: { type: "string" } } },
    },
    required: ["id"],
    oneOf: [{ required: ["result"] }, { required: ["error"] }],
  },
});

const cases = [
  ["Coderook server stream", "coderook.ndjson", coderook.isServerMessage, serverMessage, "coderook", "EventPushEnvelope"],
  ["Coderook escape-heavy stream", "escapes.ndjson", coderook.isServerMessage, serverMessage, "coderook", "EventPushEnvelope"],
  ["WorkerDeck session replay", "workerdeck.ndjson", workerdeck.isServerFrame, ajv.workerdeck.validator("ServerFrame"), "workerdeck", "ServerFrame"],
  ["Orion SSE data", "orion.ndjson", orion.isWebEventEnvelope, ajv.orion.validator("WebEventEnvelope"), "orion", "WebEventEnvelope"],
  ["Orion snapshot pages", "orion-pages.ndjson", orion.isTranscriptPage, ajv.orion.validator("TranscriptPage"), "orion", "TranscriptPage"],
];

/** The lines of a case: its bench corpus, or in a smoke run the valid lines of generated/corpus of its type. */
function lines(file, protocol, type) {
  if (!smoke) return readFileSync(join(dir, file), "utf8").split("\n").filter(Boolean);
  return readFileSync(join(root, "generated/corpus", protocol + ".ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((c) => c.type === type && c.valid)
    .map((c) => JSON.stringify(c.value));
}

/** ns per frame of `check` over `inputs`, repeated `reps` times. */
function time(inputs, check, reps) {
  const start = process.hrtime.bigint();
  let ok = 0;
  for (let r = 0; r < reps; r++) for (const x of inputs) if (check(x)) ok++;
  const ns = Number(process.hrtime.bigint() - start);
  if (ok !== inputs.length * reps) throw new Error(`${inputs.length * reps - ok} of ${inputs.length * reps} frames refused`);
  return ns / (inputs.length * reps);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!smoke && !existsSync(join(dir, "coderook.ndjson"))) {
  console.error(`no bench corpus in ${dir}: run \`target/release/ratios --prepare ${dir}\` first`);
  process.exit(2);
}
console.log(`node ${process.version}, ${rounds} round(s), ns per frame (median), ${smoke ? "smoke run on generated/corpus" : dir}`);
console.log("| corpus | frames | MB | JSON.parse | parse + ours | parse + ajv | ajv / ours (parse incl.) | ours alone | ajv alone | ajv / ours (validation alone) |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
let failed = 0;
for (const [name, file, ours, theirs, protocol, type] of cases.filter(([name]) => name.includes(only))) {
  const ls = lines(file, protocol, type);
  const mb = ls.reduce((n, l) => n + l.length + 1, 0) / 1e6;
  const values = ls.map((l) => JSON.parse(l));
  // Text cases parse each line; value cases validate values parsed beforehand.
  const runs = {
    parse: [ls, (l) => JSON.parse(l) !== undefined],
    ours: [ls, (l) => ours(JSON.parse(l))],
    ajv: [ls, (l) => theirs(JSON.parse(l))],
    oursAlone: [values, ours],
    ajvAlone: [values, theirs],
  };
  const keys = Object.keys(runs);
  const times = Object.fromEntries(keys.map((k) => [k, []]));
  try {
    // Warm up, and repeat the corpus so that a sample takes about 100 ms.
    const reps = Object.fromEntries(
      keys.map((k) => [k, smoke ? 1 : Math.max(1, Math.round(1e8 / (time(...runs[k], 1) * ls.length)))]),
    );
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < keys.length; i++) {
        const k = keys[(i + r) % keys.length];
        times[k].push(time(...runs[k], reps[k]));
      }
    }
  } catch (e) {
    console.log(`| ${name} | ${ls.length} | ${e.message} |`);
    failed++;
    continue;
  }
  const [p, o, a, oa, aa] = keys.map((k) => median(times[k]));
  const f = (x) => x.toFixed(0);
  console.log(
    `| ${name} | ${ls.length} | ${mb.toFixed(1)} | ${f(p)} | ${f(o)} | ${f(a)} | ${(a / o).toFixed(2)} | ${f(oa)} | ${f(aa)} | ${(aa / oa).toFixed(2)} |`,
  );
}
console.log(`bench: ${cases.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
