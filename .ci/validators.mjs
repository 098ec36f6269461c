// Runs every line of generated/corpus/<protocol>.ndjson through the npm
// package's validator and compares with the Rust decoder's verdict and, for
// a rejected value, the first error's path. Every fixture
// (fixtures/<protocol>/{valid,invalid}) must be in the corpus, so it is
// checked the same way. Exits non-zero on any disagreement.
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
  let verdicts = 0;
  let rejections = 0;
  let paths = 0;
  const shown = [];
  const fail = (message) => {
    if (shown.length < 10) shown.push(message);
  };
  for (const line of lines) {
    const c = JSON.parse(line);
    inCorpus.add(c.type + " " + JSON.stringify(c.value));
    const validate = mod["validate" + c.type];
    const r = validate ? validate(c.value) : undefined;
    const value = JSON.stringify(c.value).slice(0, 160);
    if (!r) {
      fail(`no validate${c.type}`);
    } else if (r.ok !== c.valid) {
      const ours = r.ok ? "accepts" : `rejects at ${r.errors[0].path}: ${r.errors[0].message}`;
      fail(`${c.type} ${value}: Rust ${c.valid ? "accepts" : "rejects at " + c.path}, ours ${ours}`);
    } else {
      verdicts++;
    }
    if (!c.valid) {
      rejections++;
      if (r && !r.ok && r.errors[0].path === c.path) paths++;
      else if (r && !r.ok) fail(`${c.type} ${value}: Rust rejects at ${c.path}, ours at ${r.errors[0].path}: ${r.errors[0].message}`);
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
  const ok = verdicts === lines.length && paths === rejections && fixturesFound === fixtures;
  console.log(
    `${protocol}: verdicts ${verdicts}/${lines.length}, first-error paths ${paths}/${rejections}, fixtures in the corpus ${fixturesFound}/${fixtures}`,
  );
  for (const s of shown) console.log("  " + s);
  if (ok) passed++;
  else failed++;
}
console.log(`validators: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
