// ajv (JSON Schema 2020-12) validators compiled from the schemas the
// packages publish: generated/coderook/coderook.schema.json,
// generated/workerdeck/workerdeck.schema.json and the components of
// generated/orion/openapi.json. Shared by the cross-check and the benchmark.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const documents = {
  coderook: ["generated/coderook/coderook.schema.json", "/$defs/"],
  workerdeck: ["generated/workerdeck/workerdeck.schema.json", "/$defs/"],
  orion: ["generated/orion/openapi.json", "/components/schemas/"],
};

// ajv for a protocol's document: `validator(type)` is the compiled
// validator of a definition, `undefined` for a type the document has no
// definition of its own for; `compile(schema)` compiles a schema whose
// `$ref`s name definitions as `ref(type)` does. With `formats`, `format` is
// asserted (ajv-formats); without, it is an annotation, as JSON Schema
// 2020-12 has it by default.
export function ajvFor(protocol, { formats }) {
  const [file, defs] = documents[protocol];
  const doc = JSON.parse(readFileSync(join(root, file), "utf8"));
  // ajv resolves `$ref`s against an absolute `$id`; the OpenAPI document has none.
  const id = doc.$id ?? `https://agent-wire.invalid/${protocol}.json`;
  const ajv = new Ajv2020({ strict: false, validateFormats: formats });
  if (formats) addFormats(ajv);
  ajv.addSchema({ ...doc, $id: id });
  const names = new Set(Object.keys(defs === "/$defs/" ? doc.$defs : doc.components.schemas));
  const compiled = new Map();
  const ref = (type) => `${id}#${defs}${type}`;
  return {
    ref,
    compile: (schema) => ajv.compile(schema),
    validator(type) {
      if (!names.has(type)) return undefined;
      if (!compiled.has(type)) compiled.set(type, ajv.compile({ $ref: ref(type) }));
      return compiled.get(type);
    },
  };
}
