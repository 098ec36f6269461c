// Runs every line of generated/corpus/<protocol>.ndjson through the npm
// package's validator and compares with the Rust decoder's verdict and,
// for a rejected value, the first error's path.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const packages = { orion: "orion-api-types", coderook: "coderook-protocol", workerdeck: "workerdeck-protocol" };
let passed = 0, failed = 0, pathMismatches = 0;
for (const [protocol, dir] of Object.entries(packages)) {
  const mod = await import(join(root, "generated/npm", dir, "validate.js"));
  const lines = readFileSync(join(root, "generated/corpus", protocol + ".ndjson"), "utf8").split("\n").filter(Boolean);
  let p = 0, f = 0, paths = 0;
  const shown = [];
  for (const line of lines) {
    const c = JSON.parse(line);
    const validate = mod["validate" + c.type];
    if (!validate) { f++; if (shown.length < 5) shown.push(`no validate${c.type}`); continue; }
    const r = validate(c.value);
    if (r.ok !== c.valid) {
      f++;
      if (shown.length < 5) shown.push(`${c.type} ${JSON.stringify(c.value).slice(0, 200)}: Rust ${c.valid ? "accepts" : "rejects at " + c.path}, ours ${r.ok ? "accepts" : "rejects at " + r.errors[0].path + ": " + r.errors[0].message}`);
    } else {
      p++;
      if (!r.ok && r.errors[0].path !== c.path) paths++;
    }
  }
  console.log(`${protocol}: ${p} passed, ${f} failed, ${paths} path mismatches among agreeing rejections`);
  for (const s of shown) console.log("  " + s);
  passed += p; failed += f; pathMismatches += paths;
}
console.log(`${passed} passed, ${failed} failed (${pathMismatches} path mismatches)`);
process.exit(failed === 0 ? 0 : 1);
