// The validators are tree-shakable: bundling an entry that imports one
// validator keeps only the validators that one reaches. For each case,
// esbuild bundles (minified) an entry importing one validator and an entry
// importing the whole module; the first must be at most `share` of the
// second, and must not contain a string that only an unrelated validator
// holds (the string is checked to be in the full bundle, so the check can
// fail).
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cases = [
  // ServerFrame reaches every session event; the queue's frames and jobs are another protocol surface.
  { dir: "workerdeck-protocol", name: "validateServerFrame", share: 0.5, absent: ["queue_stats", "job_submitted"] },
  // A small enum: nothing of the frames or commands.
  {
    dir: "coderook-protocol",
    name: "validateAttemptStatus",
    share: 0.05,
    absent: ["a frame is either a response or an event push", "agent.run"],
  },
];

async function bundle(contents) {
  const out = await build({
    stdin: { contents, resolveDir: root, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  return out.outputFiles[0].text;
}

let passed = 0;
let failed = 0;
for (const c of cases) {
  const module = `./generated/npm/${c.dir}/validate.js`;
  const one = await bundle(`export { ${c.name} } from "${module}";`);
  const all = await bundle(`export * from "${module}";`);
  const problems = [];
  if (one.length > c.share * all.length) problems.push(`more than ${c.share * 100} % of the full module`);
  for (const marker of c.absent) {
    if (!all.includes(marker)) problems.push(`marker ${JSON.stringify(marker)} is not in the full module`);
    if (one.includes(marker)) problems.push(`keeps ${JSON.stringify(marker)} of an unrelated validator`);
  }
  const share = ((100 * one.length) / all.length).toFixed(1);
  console.log(`${c.dir} ${c.name}: ${one.length} bytes of ${all.length} (${share} %)${problems.length ? ": " + problems.join("; ") : ""}`);
  if (problems.length) failed++;
  else passed++;
}
console.log(`treeshake: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
