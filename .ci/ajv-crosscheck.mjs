// Independent cross-check: the JSON Schemas the packages publish, through
// ajv 2020 with ajv-formats, over the differential corpus. Counts where ajv
// agrees with the Rust decoder's verdict and sorts every difference into a
// class explained in the packages' README ("The validators and ajv"); fails
// only on a difference outside those classes.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { ajvFor } from "./ajv-schemas.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
let passed = 0;
let failed = 0;
for (const protocol of ["orion", "coderook", "workerdeck"]) {
  const asserting = ajvFor(protocol, { formats: true });
  const annotating = ajvFor(protocol, { formats: false });
  const lines = readFileSync(join(root, "generated/corpus", protocol + ".ndjson"), "utf8").split("\n").filter(Boolean);
  let agree = 0;
  let format = 0;
  let noDefinition = 0;
  const unexplained = [];
  for (const line of lines) {
    const c = JSON.parse(line);
    const validate = asserting.validator(c.type);
    if (!validate) {
      noDefinition++;
    } else if (validate(c.value) === c.valid) {
      agree++;
    } else if (annotating.validator(c.type)(c.value) === c.valid) {
      // ajv-formats refuses a string the decoders take: `format` is an annotation to them.
      format++;
    } else {
      unexplained.push(`${c.type} ${JSON.stringify(c.value).slice(0, 160)}: Rust ${c.valid ? "accepts" : "rejects"}, ajv ${JSON.stringify(validate.errors?.[0] ?? "accepts")}`);
    }
  }
  const checked = lines.length - noDefinition;
  console.log(
    `${protocol}: ajv agrees with Rust on ${agree}/${checked}; differences: ${format} format (ajv-formats), ${unexplained.length} unexplained; ${noDefinition} lines of types without a definition of their own not checked`,
  );
  for (const u of unexplained.slice(0, 10)) console.log("  " + u);
  if (unexplained.length) failed++;
  else passed++;
}
console.log(`ajv: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
