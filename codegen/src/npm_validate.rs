//! `validate.js` and `validate.d.ts` of each npm package: run-time
//! validators compiled from the package's generated JSON Schemas.
//!
//! Each schema definition becomes one straight-line JavaScript function
//! returning the first error (`{ path, message }`, the path an array of
//! member names and item indices) or `undefined`; functions
//! call each other for `$ref`s, so a bundler keeps only what an import
//! reaches. A member is checked in the order it is written, the required
//! ones missing after the others, as the Rust decoders do, so the first
//! error's path is the one the Rust decoder reports. Paths are spelled as
//! Rust spells them: `params.attachments[0].sha256`, `(root)` at the top.

use crate::registry::TypeEntry;
use serde_json::{Map, Value};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// What a package's validators are compiled from.
pub struct Source {
    /// The schema definitions, by name.
    pub defs: Map<String, Value>,
    /// How a `$ref` to a definition starts (`#/$defs/`, `#/components/schemas/`).
    pub ref_prefix: &'static str,
    /// Names given `validate<Name>`/`is<Name>` exports (each a definition
    /// and a type the package exports).
    pub exported: Vec<String>,
    /// Extra JavaScript appended to `validate.js` (transport helpers).
    pub extra_js: String,
    /// Extra declarations appended to `validate.d.ts`.
    pub extra_dts: String,
    /// Whether the decoders report a string tag no variant carries at the
    /// union (WorkerDeck's `tagged_union!`) rather than at the tag member.
    pub unknown_tag_at_union: bool,
    /// Whether the receive view ignores undeclared members where the schema
    /// closes the object (Orion, whose client drops them); Coderook's client
    /// decodes closed objects exactly in either view, as pydantic does.
    pub receive_opens_closed: bool,
    /// The event unions: exported validators that, in the receive view,
    /// pass an event of a type the package does not know as unknown.
    pub events: Vec<EventUnion>,
}

/// A type whose receive view passes an event of an unknown type, as the
/// Rust clients deliver `Received::Unknown`.
pub struct EventUnion {
    /// The type's name.
    pub name: &'static str,
    /// The body of the JavaScript function `u_<name>(x, e)`, called in the
    /// receive view with `e` the view's first error (`undefined` when it
    /// accepts): returns the unknown event of value `x` (`{ type, position }`),
    /// the error that refuses it as one (`err(path, message)`), or
    /// `undefined` when it is not one.
    pub body: String,
}

/// What a protocol hands over for its package's validators: its schema
/// document and its registered types.
pub struct Schemas {
    /// The JSON Schema bundle (`$defs`) or the OpenAPI document (components).
    pub doc: Value,
    /// The protocol's registered types.
    pub types: Vec<TypeEntry>,
}

/// The source of the package in `npm/<dir>/`, `None` for an unknown folder.
/// `types` is the package's `index.d.ts` declarations: a definition gets
/// exported validators when the package exports a type of its name.
pub fn source(dir: &str, types: &str, schemas: &Schemas) -> Option<Source> {
    let doc = &schemas.doc;
    let (ref_prefix, parse) = match dir {
        "coderook-protocol" => ("#/$defs/", None),
        "workerdeck-protocol" => (
            "#/$defs/",
            Some(("parseServerFrame", "ServerFrame", "text")),
        ),
        "orion-api-types" => (
            "#/components/schemas/",
            Some(("parseWebEventEnvelope", "WebEventEnvelope", "data")),
        ),
        _ => return None,
    };
    let mut defs = match ref_prefix {
        "#/$defs/" => doc.get("$defs"),
        _ => doc.pointer("/components/schemas"),
    }
    .and_then(Value::as_object)
    .cloned()
    .unwrap_or_default();
    if dir == "orion-api-types" {
        add_inline_types(&mut defs, types, &schemas.types);
    }
    add_decoded_defaults(&mut defs, &schemas.types);
    let exported: Vec<String> = defs
        .keys()
        .filter(|name| exports_type(types, name))
        .cloned()
        .collect();
    let mut source = Source {
        defs,
        ref_prefix,
        exported,
        extra_js: String::new(),
        extra_dts: String::new(),
        unknown_tag_at_union: dir == "workerdeck-protocol",
        receive_opens_closed: dir != "coderook-protocol",
        events: Vec::new(),
    };
    source.events = match dir {
        "orion-api-types" => orion_events(&source),
        "workerdeck-protocol" => workerdeck_events(&source),
        _ => coderook_events(&source),
    };
    if let Some((fname, ty, arg)) = parse {
        let _ = write!(
            source.extra_js,
            "\n/** Parses JSON text as a `{ty}`; never throws. */\nexport function {fname}({arg}, options) {{\n  let value;\n  try {{\n    value = JSON.parse({arg});\n  }} catch (e) {{\n    return notJson(e);\n  }}\n  return validate{ty}(value, options);\n}}\n"
        );
        let _ = write!(
            source.extra_dts,
            "\n/**\n * Parses JSON text as a `{ty}`; never throws. In the receive view an event of a type\n * this package does not know passes with `unknown` set (see `ReceiveResult`).\n */\nexport declare function {fname}({arg}: string, options?: ExactView): ValidationResult<{ty}>;\nexport declare function {fname}({arg}: string, options: ValidateOptions): ReceiveResult<{ty}>;\n"
        );
    }
    if dir == "coderook-protocol" {
        source.extra_js.push_str(CODEROOK_SERVER_MESSAGE_JS);
        source.extra_dts.push_str(CODEROOK_SERVER_MESSAGE_DTS);
    }
    let (js, dts) = match dir {
        "orion-api-types" => orion_responses(&source),
        "workerdeck-protocol" => workerdeck_responses(&source),
        _ => coderook_results(&source),
    };
    source.extra_js.push_str(&js);
    source.extra_dts.push_str(&dts);
    Some(source)
}

/// The tags the branches of union `name` carry in their `type` member.
fn union_tags(source: &Source, name: &str) -> Vec<String> {
    let compiler = Compiler { source, next: 0 };
    let Some(def) = source.defs.get(name) else {
        return Vec::new();
    };
    let branches = def
        .get("oneOf")
        .or_else(|| def.get("anyOf"))
        .and_then(Value::as_array);
    match branches.and_then(|b| compiler.discriminator(b)) {
        Some((prop, tags)) if prop == "type" => tags
            .iter()
            .filter_map(|t| t.as_str().map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    }
}

/// A JavaScript array of strings.
fn js_strings(list: &[String]) -> String {
    serde_json::to_string(list).unwrap_or_default()
}

/// Orion's client: an envelope the exact decoder refuses whose `type` is a
/// string no envelope carries is unknown, at its `cursor`, which must be a
/// position (an integer from 1) when present and is required on a durable
/// envelope.
fn orion_events(source: &Source) -> Vec<EventUnion> {
    let tags = js_strings(&union_tags(source, "WebEventEnvelope"));
    vec![EventUnion {
        name: "WebEventEnvelope",
        body: format!(
            r#"  if (e === undefined || !isObject(x) || typeof x.type !== "string" || {tags}.includes(x.type)) return undefined;
  const c = x.cursor;
  if (c !== undefined && !(position(c) !== null && c >= 1)) return err(["cursor"], "invalid value: " + kind(c) + ", expected an integer from 1");
  if (c === undefined && x.durable === true) return err(["cursor"], "a durable envelope needs its cursor");
  return {{ type: x.type, position: c === undefined ? null : c }};
"#
        ),
    }]
}

/// WorkerDeck's client: a frame the decoders refuse is unknown when its
/// `type` is a string no frame carries (no position), or when it is an
/// `event` frame whose event has an integer `seq` and a `type` no session
/// event carries (at that `seq`).
fn workerdeck_events(source: &Source) -> Vec<EventUnion> {
    let events = js_strings(&union_tags(source, "SessionEvent"));
    let frame = |name: &'static str, with_events: bool| {
        let frames = js_strings(&union_tags(source, name));
        let mut body = format!(
            "  if (e === undefined || !isObject(x) || typeof x.type !== \"string\") return undefined;\n  if (!{frames}.includes(x.type)) return {{ type: x.type, position: null }};\n"
        );
        if with_events {
            let _ = write!(
                body,
                "  const v = x.event;\n  if (x.type !== \"event\" || !isObject(v) || position(v.seq) === null || typeof v.type !== \"string\" || {events}.includes(v.type)) return undefined;\n  return {{ type: v.type, position: v.seq }};\n"
            );
        } else {
            body.push_str("  return undefined;\n");
        }
        EventUnion { name, body }
    };
    vec![frame("ServerFrame", true), frame("QueueServerFrame", false)]
}

/// Coderook: the decoders keep an event of an unknown type whole (exactly
/// as in the receive view); the receive view says it is unknown, at its
/// `ledger_seq`, which must then be a ledger place (an integer from 1) or
/// null, as the client requires. A typeless event is unknown with type `""`.
fn coderook_events(source: &Source) -> Vec<EventUnion> {
    let known: Vec<String> = source
        .defs
        .get("EventPushEnvelope")
        .and_then(|d| d.pointer("/properties/event/if/properties/type/enum"))
        .and_then(Value::as_array)
        .map(|tags| {
            tags.iter()
                .filter_map(|t| t.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    let known = js_strings(&known);
    let event = |name: &'static str| EventUnion {
        name,
        body: format!(
            r#"  const v = isObject(x) ? x.event : undefined;
  if (e !== undefined || !isObject(v) || (typeof v.type === "string" && {known}.includes(v.type))) return undefined;
  const s = v.ledger_seq;
  const place = s === undefined || s === null ? null : position(s);
  if (s !== undefined && s !== null && !(place !== null && place >= 1)) return err(["event", "ledger_seq"], "a ledger place is an integer from 1 to 2^63 - 1");
  return {{ type: typeof v.type === "string" ? v.type : "", position: place }};
"#
        ),
    };
    vec![event("EventPushEnvelope"), event("ServerMessage")]
}

/// How a table entry calls the validator of type `name`.
fn checker(source: &Source, name: &str) -> String {
    let id = ident(name);
    if source.exported.iter().any(|e| e == name) && !source.events.iter().any(|e| e.name == name) {
        format!("validate{id}")
    } else if source.defs.contains_key(name) {
        format!("(v, o) => result(check(v_{id}, v, o), v)")
    } else {
        "(v) => ({ ok: true, value: v })".to_owned()
    }
}

/// Orion's `validateResponse`: each operation's body types by status.
fn orion_responses(source: &Source) -> (String, String) {
    let mut table = String::new();
    for route in &orion_api_types::ROUTES {
        let mut statuses = vec![format!(
            "{}: {}",
            route.success.status,
            checker(source, route.success.type_name)
        )];
        statuses.extend(
            route
                .errors
                .iter()
                .map(|e| format!("{}: {}", e.status, checker(source, "Problem"))),
        );
        let _ = writeln!(
            table,
            "  {}: {{ {} }},",
            route.operation_id,
            statuses.join(", ")
        );
    }
    let js = format!(
        r#"
const RESPONSES = {{
{table}}};

/** Validates the body of a response to an operation by its status. */
export function validateResponse(operationId, status, body, options) {{
  const statuses = Object.prototype.hasOwnProperty.call(RESPONSES, operationId) ? RESPONSES[operationId] : undefined;
  if (statuses === undefined) return failure("no operation " + JSON.stringify(operationId));
  const validate = Object.prototype.hasOwnProperty.call(statuses, status) ? statuses[status] : undefined;
  if (validate === undefined) return failure("status " + status + " is not a response of " + operationId);
  return validate(body, options);
}}
"#
    );
    let dts = r#"
/**
 * Validates the body of a response to `operationId` with status `status`, against the type
 * the operation declares for that status (`Problem` for its errors): the result is typed by
 * `Operations`, `ResponseOf<O, S>` for a literal status, the union of the operation's
 * response types for a `number`. A status the operation does not declare is an error. The
 * events of `streamEvents` (`text/event-stream`) are read one by one with
 * `parseWebEventEnvelope`, which passes an event of an unknown type in the receive view.
 */
export declare function validateResponse<O extends OperationId, S extends keyof Operations[O]["responses"]>(
  operationId: O,
  status: S,
  body: unknown,
  options?: ValidateOptions,
): ValidationResult<Operations[O]["responses"][S]>;
export declare function validateResponse<O extends OperationId>(
  operationId: O,
  status: number,
  body: unknown,
  options?: ValidateOptions,
): ValidationResult<Operations[O]["responses"][keyof Operations[O]["responses"]]>;
"#
    .to_owned();
    (js, dts)
}

/// Coderook's `validateResult`: each method's result type.
fn coderook_results(source: &Source) -> (String, String) {
    let mut table = String::new();
    for m in coderook_protocol::METHODS {
        let name = m.result.unwrap_or("JsonValue");
        let _ = writeln!(
            table,
            "  {}: {},",
            serde_json::to_string(m.method).unwrap_or_default(),
            checker(source, name)
        );
    }
    let js = format!(
        r#"
const RESULTS = {{
{table}}};

/** Validates the `result` of a response to a request for `method`. */
export function validateResult(method, result, options) {{
  const validate = Object.prototype.hasOwnProperty.call(RESULTS, method) ? RESULTS[method] : undefined;
  if (validate === undefined) return failure("no method " + JSON.stringify(method));
  return validate(result, options);
}}
"#
    );
    let dts = r#"
/**
 * Validates the `result` of a success response to a request for `method` against that
 * method's result type (`ResultOf<M>`); a response carries no method, so its request's
 * `method` ties the two. A method the contract documents no result for accepts any value.
 */
export declare function validateResult<M extends MethodName>(
  method: M,
  result: unknown,
  options?: ValidateOptions,
): ValidationResult<ResultOf<M>>;
"#
    .to_owned();
    (js, dts)
}

/// WorkerDeck's `validateRouteResponse`: each route's JSON answer.
fn workerdeck_responses(source: &Source) -> (String, String) {
    use workerdeck_protocol::routes::{Body, ROUTES};
    let mut table = String::new();
    for r in ROUTES {
        if let Body::Json(name) = r.response {
            let key = format!("{} {}", r.method.as_str(), r.path);
            let _ = writeln!(
                table,
                "  {}: {},",
                serde_json::to_string(&key).unwrap_or_default(),
                checker(source, name)
            );
        }
    }
    let js = format!(
        r#"
const ROUTE_RESPONSES = {{
{table}}};

/** Validates the JSON answer of a route. */
export function validateRouteResponse(route, body, options) {{
  const validate = Object.prototype.hasOwnProperty.call(ROUTE_RESPONSES, route) ? ROUTE_RESPONSES[route] : undefined;
  if (validate === undefined) return failure("no route " + JSON.stringify(route) + " answers a JSON body");
  return validate(body, options);
}}
"#
    );
    let dts = r#"
/** A route whose success answer is a JSON body (not none, raw bytes or a WebSocket). */
export type JsonRouteKey = {
  [K in RouteKey]: [Routes[K]["response"]] extends [never] ? never : Routes[K]["response"] extends Uint8Array ? never : K;
}[RouteKey];

/**
 * Validates the success answer of `route` (keyed as in `./routes`: `"GET /sessions/:id"`)
 * against its type, `Routes[K]["response"]`.
 */
export declare function validateRouteResponse<K extends JsonRouteKey>(
  route: K,
  body: unknown,
  options?: ValidateOptions,
): ValidationResult<Routes[K]["response"]>;
"#
    .to_owned();
    (js, dts)
}

/// Gives each member the decoders fill in when it is absent, but that the
/// schema neither requires nor gives a `default` (Coderook's
/// `default_factory` fields: `[]`, `{}`, a default object), the value the
/// decoder fills in as its `default`, found by decoding a valid value of
/// its type without it; the validators then fill it in too. A member the
/// decoder leaves out when absent (an `Option`, omitted) gets none.
fn add_decoded_defaults(defs: &mut Map<String, Value>, entries: &[TypeEntry]) {
    for (name, def) in defs.iter_mut() {
        let Some(Value::Object(props)) = def.get("properties") else {
            continue;
        };
        let required = def.get("required").and_then(Value::as_array);
        let unset: Vec<String> = props
            .iter()
            .filter(|(k, v)| {
                v.get("default").is_none()
                    && !required.is_some_and(|r| r.iter().any(|n| n.as_str() == Some(k.as_str())))
            })
            .map(|(k, _)| k.clone())
            .collect();
        let Some(entry) = entries.iter().find(|e| e.name == name) else {
            continue;
        };
        if unset.is_empty() {
            continue;
        }
        let sample = crate::differential::instances(&entry.json_schema(), "#", 1, 0x5EED)
            .into_iter()
            .find(|v| v.is_object() && entry.decode_value(v).is_ok());
        let Some(sample) = sample else {
            continue;
        };
        for member in unset {
            let mut value = sample.clone();
            if let Some(object) = value.as_object_mut() {
                object.remove(&member);
            }
            let filled = entry
                .decode_value(&value)
                .ok()
                .and_then(|decoded| decoded.get(&member).cloned());
            if let (Some(filled), Some(Value::Object(props))) = (filled, def.get_mut("properties"))
                && let Some(Value::Object(schema)) = props.get_mut(&member)
            {
                schema.insert("default".into(), filled);
            }
        }
    }
}

/// Adds the registered Orion types that the OpenAPI document writes inline
/// (under a route or inside a component) as definitions of their own,
/// compiled from each type's standalone schema with its `$defs` moved
/// beside the components, so that they get validators like every component.
fn add_inline_types(defs: &mut Map<String, Value>, types: &str, entries: &[TypeEntry]) {
    for entry in entries {
        if defs.contains_key(entry.name) || !exports_type(types, entry.name) {
            continue;
        }
        let mut schema = entry.json_schema();
        to_components(&mut schema);
        let Value::Object(mut root) = schema else {
            continue;
        };
        root.remove("$schema");
        if let Some(Value::Object(own)) = root.remove("$defs") {
            for (name, def) in own {
                defs.entry(name).or_insert(def);
            }
        }
        defs.insert(entry.name.to_owned(), Value::Object(root));
    }
}

/// Points every `#/$defs/` reference at `#/components/schemas/`.
fn to_components(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (k, v) in map.iter_mut() {
                match v {
                    Value::String(r) if k == "$ref" => {
                        if let Some(name) = r.strip_prefix("#/$defs/") {
                            *r = format!("#/components/schemas/{name}");
                        }
                    }
                    _ => to_components(v),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(to_components),
        _ => {}
    }
}

/// The section of each package README on `./validate`.
pub const README: &str = r#"## Validation

`@agent-wire/<package>/validate` checks a parsed JSON value against a type,
with the verdict of the Rust decoders, in one of two views:

- **`receive`**, what a client uses: what the Rust clients accept from a
  server. Members the contract does not declare are ignored at any depth,
  as the Rust clients ignore them (Orion's closed objects too; WorkerDeck's
  decoders ignore them everywhere; Coderook's wherever pydantic does, that
  is except in the few objects its contract closes), and an event of a type
  this package does not know passes as unknown, with its position, so that
  a newer server never stops a client. The `./client` entry reads
  everything in this view.
- **`exact`** (the default): what the contract accepts, undeclared members
  refused where the contract closes the object; for servers, tests and
  conformance checks.

```js
import { parseServerFrame, validateRouteResponse } from "@agent-wire/workerdeck-protocol/validate";

const r = parseServerFrame(text, { view: "receive" });
if (!r.ok) console.error(r.errors[0].path, r.errors[0].message); // e.g. `event.seq`
else if (r.unknown) console.log("a newer server's", r.unknown.type, "at", r.unknown.position);
else console.log(r.value.type); // typed: ServerFrame

const s = validateRouteResponse("GET /sessions/:id", await res.json(), { view: "receive" });
```

- `validate<Type>(value, { view })` returns `{ ok: true, value }` or
  `{ ok: false, errors }` with the first error, its path spelled as the Rust
  decoders spell it (`params.attachments[0].sha256`, `(root)` at the top);
  `is<Type>(value, { view })` is the matching type guard; each transport
  union has a `parse…` helper that takes the text and never throws.
- An accepted value has every member its type declares: a member the
  contract lets a server leave out, with a default, is filled in (in place)
  as the decoders fill it, so a Coderook `EventSubscribeResult` always has
  `last_seq` and an event push always has `kind`.
- Event unions (Orion `WebEventEnvelope`, WorkerDeck `ServerFrame` and
  `QueueServerFrame`, Coderook `ServerMessage` and `EventPushEnvelope`): in
  the receive view an event of an unknown type is
  `{ ok: true, value, unknown: { type, position } }`, `value` the whole
  envelope or frame and `position` its `cursor`, `seq` or `ledger_seq`
  (`null` when it has none), as the Rust clients deliver
  `Received::Unknown`: move the resume point past it.
- A response is checked against what its request expects: Orion
  `validateResponse(operationId, status, body)`, Coderook
  `validateResult(method, result)`, WorkerDeck
  `validateRouteResponse(route, body)`, each typed by the package's tables.
- Verdict and first-error path agree with the Rust decoders (exact view)
  and with the Rust clients (receive view) on every value of the project's
  differential corpus (generated values of every type, their mutations,
  and every fixture), checked on each change.
- No dependencies; a bundler keeps only the validators an import reaches.
- A validator sees a parsed value, so what `JSON.parse` erases is out of its
  reach: a member repeated in one object, numbers beyond the precision of a
  double, and the order of members whose names are integers (JavaScript
  lists those first).

### The validators and ajv

The protocol's JSON Schema, as the repository publishes it
(`generated/<protocol>/*.schema.json`, the OpenAPI document's components for
Orion), also works with [ajv](https://ajv.js.org/) (`ajv/dist/2020`). On the
same corpus ajv agrees with the Rust decoders except in these classes:

- **`format`**: with ajv-formats, ajv asserts `date-time`, `uuid` and the
  other formats; the decoders (and these validators) read `format` as an
  annotation, as JSON Schema 2020-12 does by default, and accept any string.
  ajv with ajv-formats refuses 59 Orion and 96 Coderook corpus values the
  decoders accept; without ajv-formats, none.
- **String length**: `minLength`/`maxLength` count characters (code points),
  as the decoders and ajv's default `unicode: true` do. With
  `unicode: false` ajv counts UTF-16 units, so an emoji counts twice.
- **Integers written as floats** (`5.0`): `JSON.parse` reads them as `5`, and
  the decoders accept them as integers too, so neither side differs.
- **Inline Orion types**: the 15 types the OpenAPI document writes inline
  (`BootstrapCapabilities`, the `Settings*` sections, event payloads) have no
  component for ajv to reference; these validators have them.
- **Errors**: ajv reports JSON Pointer paths (`/params/attachments/0/sha256`),
  every error with `allErrors`; these validators report the decoder's first
  error only.

Speed against ajv, frame by frame: `PERFORMANCE.md` in the repository.
"#;

const CODEROOK_SERVER_MESSAGE_JS: &str = r#"
function v_ServerMessage(x) {
  if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected a JSON-RPC response or an event push");
  if (!Object.prototype.hasOwnProperty.call(x, "event")) return v__Response(x);
  if (x.jsonrpc !== undefined || x.id !== undefined || x.result !== undefined || x.error !== undefined) {
    for (const k of ["jsonrpc", "id", "result", "error"]) {
      if (Object.prototype.hasOwnProperty.call(x, k)) return err([], "a frame is either a response or an event push");
    }
  }
  return v_EventPushEnvelope(x);
}

function v__Response(x) {
  for (const k of Object.keys(x)) {
    const q = [k];
    const v = x[k];
    if (k === "jsonrpc") {
      if (v !== "2.0") return err(q, "expected the constant \"2.0\"");
    } else if (k === "id") {
      if (typeof v !== "string" && !(typeof v === "number" && Number.isInteger(v)) && v !== null) return err(q, "invalid type: " + kind(v) + ", expected a request id");
    } else if (k === "error") {
      if (!isObject(v)) return err(q, "invalid type: " + kind(v) + ", expected an error object");
      if (!(typeof v.code === "number" && Number.isInteger(v.code))) return err(q, "missing or invalid `code`");
      if (typeof v.message !== "string") return err(q, "missing or invalid `message`");
    }
  }
  if (!("id" in x)) return err([], "missing field `id`");
  if (("result" in x) === ("error" in x)) return err([], "a response has exactly one of `result` and `error`");
  return undefined;
}

/** Validates a value as a `ServerMessage` (a response or an event push). */
export function validateServerMessage(value, options) {
  return received(v_ServerMessage, u_ServerMessage, value, options);
}

/** Whether a value is a `ServerMessage` (an event push of an unknown type is not). */
export function isServerMessage(value, options) {
  const r = validateServerMessage(value, options);
  return r.ok && r.unknown === undefined;
}

/** Parses one server frame (JSON text) as a `ServerMessage`; never throws. */
export function parseServerMessage(line, options) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return notJson(e);
  }
  return validateServerMessage(value, options);
}
"#;

const CODEROOK_SERVER_MESSAGE_DTS: &str = r#"
/**
 * Validates a value as a `ServerMessage` (a response or an event push). An event push
 * without `kind` is accepted, as the decoders accept it, and gets `kind: "event"`, so
 * `"kind" in m` tells an event push from a response. A response's `result` is checked with
 * `validateResult` and the method of its request. In the receive view an event of a type
 * this package does not know passes with `unknown` set (see `ReceiveResult`).
 */
export declare function validateServerMessage(value: unknown, options?: ExactView): ValidationResult<ServerMessage>;
export declare function validateServerMessage(value: unknown, options: ValidateOptions): ReceiveResult<ServerMessage>;
/** Whether a value is a `ServerMessage` (an event push of an unknown type is not). */
export declare function isServerMessage(value: unknown, options?: ValidateOptions): value is ServerMessage;
/** Parses one server frame (JSON text) as a `ServerMessage` as `validateServerMessage` does; never throws. */
export declare function parseServerMessage(line: string, options?: ExactView): ValidationResult<ServerMessage>;
export declare function parseServerMessage(line: string, options: ValidateOptions): ReceiveResult<ServerMessage>;
"#;

fn exports_type(types: &str, name: &str) -> bool {
    ["export type ", "export interface "].iter().any(|lead| {
        types.match_indices(&format!("{lead}{name}")).any(|(i, m)| {
            let next = types[i + m.len()..].chars().next();
            matches!(next, Some(' ' | '=' | '{' | '\n'))
        })
    })
}

/// The helpers every `validate.js` starts with.
///
/// An error's path is an array of member names and item indices, built only
/// when a value is refused (a valid value costs no path strings) and spelled
/// as Rust spells it by `result`.
const PRELUDE: &str = r#"function err(path, message) {
  return { path, message };
}

function within(e, path) {
  e.path = path.concat(e.path);
  return e;
}

function spell(path) {
  let s = "";
  for (const seg of path) s += typeof seg === "number" ? "[" + seg + "]" : s === "" ? seg : "." + seg;
  return s;
}

function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function kind(x) {
  if (x === null) return "null";
  if (Array.isArray(x)) return "sequence";
  if (typeof x === "object") return "map";
  if (typeof x === "number") return Number.isInteger(x) ? "integer `" + x + "`" : "floating point `" + x + "`";
  if (typeof x === "string") return "string " + JSON.stringify(x);
  return typeof x + " `" + String(x) + "`";
}

function chars(s) {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function equal(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k]));
}

function result(e, value) {
  return e === undefined ? { ok: true, value } : { ok: false, errors: [{ path: spell(e.path) || "(root)", message: e.message }] };
}

function failure(message) {
  return { ok: false, errors: [{ path: "(root)", message }] };
}

function notJson(e) {
  return failure("not JSON: " + (e instanceof Error ? e.message : String(e)));
}

// The view of the check under way: whether undeclared members pass where
// the schema closes the object.
let receive = false;
// The defaults of the absent members the check met, three entries each
// (object, member, value): filled in once the whole value is accepted, as
// the decoders fill them, so that the value has the members its type
// declares. A union branch or a test that fails drops what it added.
const fills = [];

function check(f, value, options) {
  receive = options != null && options.view === "receive";
  fills.length = 0;
  const e = f(value);
  if (e === undefined) for (let i = 0; i < fills.length; i += 3) fills[i][fills[i + 1]] = fills[i + 2];
  fills.length = 0;
  return e;
}

// An event union: in the receive view, `u` says whether the value is an
// event of a type this package does not know (or what is wrong with it).
function received(f, u, value, options) {
  const e = check(f, value, options);
  const unknown = receive ? u(value, e) : undefined;
  if (unknown === undefined) return result(e, value);
  return unknown.path === undefined ? { ok: true, value, unknown } : result(unknown, value);
}

// A position as the Rust clients read it: an integer in the range of an i64.
function position(n) {
  return Number.isInteger(n) && n >= -9223372036854775808 && n < 9223372036854775808 ? n : null;
}
"#;

/// `validate.js`.
pub fn validate_js(header: &str, source: &Source) -> String {
    let mut out = String::new();
    out.push_str(header);
    out.push_str(
        "// Run-time validators compiled from the package's JSON Schemas; no dependencies.\n\n",
    );
    out.push_str(PRELUDE);
    let mut compiler = Compiler { source, next: 0 };
    for (name, schema) in &source.defs {
        let mut body = String::new();
        compiler.node(schema, "x", &At::default(), &mut body, 1);
        let _ = write!(
            out,
            "\nfunction v_{}(x) {{\n{body}  return undefined;\n}}\n",
            ident(name)
        );
    }
    for event in &source.events {
        let _ = write!(
            out,
            "\nfunction u_{}(x, e) {{\n{}}}\n",
            ident(event.name),
            event.body
        );
    }
    for name in &source.exported {
        let id = ident(name);
        if source.events.iter().any(|e| e.name == name) {
            let _ = write!(
                out,
                "\n/** Validates a value as a `{name}`; in the receive view an event of an unknown type passes with `unknown` set. */\nexport function validate{id}(value, options) {{\n  return received(v_{id}, u_{id}, value, options);\n}}\n\n/** Whether a value is a `{name}` (an event of an unknown type is not). */\nexport function is{id}(value, options) {{\n  const r = validate{id}(value, options);\n  return r.ok && r.unknown === undefined;\n}}\n"
            );
        } else {
            let _ = write!(
                out,
                "\n/** Validates a value as a `{name}`. */\nexport function validate{id}(value, options) {{\n  return result(check(v_{id}, value, options), value);\n}}\n\n/** Whether a value is a `{name}`. */\nexport function is{id}(value, options) {{\n  return check(v_{id}, value, options) === undefined;\n}}\n"
            );
        }
    }
    out.push_str(&source.extra_js);
    out
}

/// `validate.d.ts`.
pub fn validate_dts(header: &str, source: &Source) -> String {
    let mut out = String::new();
    out.push_str(header);
    let mut imported: BTreeSet<&str> = source.exported.iter().map(String::as_str).collect();
    for line in source.extra_dts.lines() {
        for lead in ["ValidationResult<", "ReceiveResult<"] {
            if let Some(i) = line.find(lead) {
                let rest = &line[i + lead.len()..];
                if let Some(end) = rest.find(|c: char| !c.is_ascii_alphanumeric() && c != '_') {
                    imported.insert(&rest[..end]);
                }
            }
        }
    }
    // The tables `validateResponse`, `validateResult` and
    // `validateRouteResponse` are typed by; WorkerDeck's routes are in `./routes`.
    let words: BTreeSet<&str> = source
        .extra_dts
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .collect();
    for name in ["Operations", "OperationId", "MethodName", "ResultOf"] {
        if words.contains(name) {
            imported.insert(name);
        }
    }
    let from_routes: Vec<&str> = ["RouteKey", "Routes"]
        .into_iter()
        .filter(|n| words.contains(n))
        .collect();
    imported.retain(|n| !from_routes.contains(n));
    let names: Vec<&str> = imported.into_iter().collect();
    let _ = writeln!(
        out,
        "import type {{ {} }} from \"./index.js\";",
        names.join(", ")
    );
    if !from_routes.is_empty() {
        let _ = writeln!(
            out,
            "import type {{ {} }} from \"./routes.js\";",
            from_routes.join(", ")
        );
    }
    out.push_str(DTS_PRELUDE);
    for name in &source.exported {
        let id = ident(name);
        if source.events.iter().any(|e| e.name == name) {
            let _ = write!(
                out,
                "\n/**\n * Validates a value as a `{name}`. In the receive view an event of a type this package\n * does not know passes with `unknown` set (see `ReceiveResult`).\n */\nexport declare function validate{id}(value: unknown, options?: ExactView): ValidationResult<{name}>;\nexport declare function validate{id}(value: unknown, options: ValidateOptions): ReceiveResult<{name}>;\n/** Whether a value is a `{name}` (an event of an unknown type is not); fills in defaults as `validate{id}` does. */\nexport declare function is{id}(value: unknown, options?: ValidateOptions): value is {name};\n"
            );
        } else {
            let _ = write!(
                out,
                "\n/** Validates a value as a `{name}`. */\nexport declare function validate{id}(value: unknown, options?: ValidateOptions): ValidationResult<{name}>;\n/** Whether a value is a `{name}`; fills in defaults as `validate{id}` does. */\nexport declare function is{id}(value: unknown, options?: ValidateOptions): value is {name};\n"
            );
        }
    }
    out.push_str(&source.extra_dts);
    out
}

/// The types every `validate.d.ts` declares.
const DTS_PRELUDE: &str = r#"
/**
 * Which rules a validator applies:
 *
 * - `"exact"` (the default): what the contract accepts, as the Rust decoders read it; for
 *   servers, tests and conformance checks.
 * - `"receive"`: what the Rust clients accept from a server, as a client should read:
 *   members the contract does not declare are ignored at any depth where the client ignores
 *   them (Orion's closed objects too; WorkerDeck's and Coderook's decoders ignore them
 *   already, except in the objects Coderook's contract closes), and an event of a type this
 *   package does not know passes as unknown with its position (`ReceiveResult`).
 */
export type ValidateOptions = { view?: "exact" | "receive" };

/** The options of the exact view. */
export type ExactView = { view?: "exact" };

/** Where a value breaks a rule (the path spelled as the Rust decoders spell it: `params.attachments[0].sha256`, `(root)` at the top) and which rule. */
export type ValidationError = { path: string; message: string };

/**
 * The validated value, or the errors (the first error found). An accepted value has every
 * member its type declares: an absent member the contract gives a default (Coderook's
 * `last_seq: null`, `kind: "event"`) is filled in, in place, as the decoders fill it.
 */
export type ValidationResult<T> = { ok: true; value: T; unknown?: undefined } | { ok: false; errors: ValidationError[] };

/**
 * An event of a type this package does not know, as the receive view passes it (the Rust
 * clients' `Received::Unknown`): its `type` tag and its position in the server's sequence
 * (Orion's `cursor`, Coderook's `ledger_seq`, WorkerDeck's `seq`), `null` when it has none
 * (a WorkerDeck frame of an unknown type, a live-only Coderook event).
 */
export type UnknownEvent = { type: string; position: number | null };

/**
 * What an event union's validator returns in the receive view: the event, typed; or an
 * event of a type this package does not know, `value` being the whole value received (the
 * envelope or frame) and `unknown` its type and position, so that a client moves its resume
 * point past it; or the errors. Tell them apart with `r.ok` and then `r.unknown`.
 */
export type ReceiveResult<T> =
  | ValidationResult<T>
  | { ok: true; value: { [member: string]: unknown }; unknown: UnknownEvent };
"#;

fn ident(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

fn js(v: &Value) -> String {
    v.to_string()
}

/// Where a value is, below the value a validator function was called with:
/// the JavaScript expressions of its member names and item indices, made
/// into an array only where an error is returned.
#[derive(Clone, Default)]
struct At(Vec<String>);

impl At {
    fn with(&self, segment: &str) -> At {
        let mut out = self.clone();
        out.0.push(segment.to_owned());
        out
    }
}

impl std::fmt::Display for At {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}]", self.0.join(", "))
    }
}

struct Compiler<'a> {
    source: &'a Source,
    next: usize,
}

impl Compiler<'_> {
    fn fresh(&mut self, base: &str) -> String {
        self.next += 1;
        format!("{base}{}", self.next)
    }

    fn resolve<'s>(&'s self, schema: &'s Value) -> &'s Value {
        let mut s = schema;
        for _ in 0..8 {
            match s
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix(self.source.ref_prefix))
                .and_then(|n| self.source.defs.get(n))
            {
                Some(t) => s = t,
                None => break,
            }
        }
        s
    }

    /// Statements that `return` the first error of value `x` (a JS
    /// expression), found at `p`, against `schema`.
    fn node(&mut self, schema: &Value, x: &str, p: &At, out: &mut String, depth: usize) {
        let pad = "  ".repeat(depth);
        let map = match schema {
            Value::Bool(false) => {
                let _ = writeln!(out, "{pad}return err({p}, \"no value is allowed here\");");
                return;
            }
            Value::Object(map) => map,
            _ => return,
        };
        if let Some(r) = map.get("$ref").and_then(Value::as_str) {
            let name = r.strip_prefix(self.source.ref_prefix).unwrap_or(r);
            let e = self.fresh("e");
            let found = if p.0.is_empty() {
                e.clone()
            } else {
                format!("within({e}, {p})")
            };
            let _ = writeln!(
                out,
                "{pad}{{ const {e} = v_{}({x}); if ({e}) return {found}; }}",
                ident(name)
            );
        }
        let types: Vec<&str> = match map.get("type") {
            Some(Value::String(t)) => vec![t.as_str()],
            Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        if !types.is_empty() {
            let test: Vec<String> = types.iter().map(|t| type_test(t, x)).collect();
            let expected = types.join(" or ");
            let _ = writeln!(
                out,
                "{pad}if (!({})) return err({p}, \"invalid type: \" + kind({x}) + \", expected {expected}\");",
                test.join(" || ")
            );
        }
        // The rules of each JSON type, applied when the value has that type.
        // A value of the one type the schema allows needs no test of its
        // type before that type's rules.
        let sole = match types.as_slice() {
            ["integer"] => Some("number"),
            [t] => Some(*t),
            _ => None,
        };
        let open = |ty: &str, test: String| {
            if sole == Some(ty) {
                "{".to_owned()
            } else {
                format!("if ({test}) {{")
            }
        };
        let guards = [
            open("string", format!("typeof {x} === \"string\"")),
            open("number", format!("typeof {x} === \"number\"")),
            open("array", format!("Array.isArray({x})")),
            open("object", format!("isObject({x})")),
        ];
        self.string_rules(map, x, p, out, depth, &guards[0]);
        self.number_rules(map, x, p, out, depth, &guards[1]);
        self.array_rules(map, x, p, out, depth, &guards[2]);
        self.object_rules(map, x, p, out, depth, &guards[3]);
        // After the members: a constant array (`AllowedScopes`) is decoded
        // as its items first, each error at the item's own path.
        if let Some(c) = map.get("const") {
            let cond = match c {
                Value::Object(_) | Value::Array(_) => format!("!equal({x}, {})", js(c)),
                _ => format!("{x} !== {}", js(c)),
            };
            let _ = writeln!(
                out,
                "{pad}if ({cond}) return err({p}, \"invalid value: \" + kind({x}) + \", expected the constant \" + {});",
                serde_json::to_string(&js(c)).unwrap_or_default()
            );
        }
        if let Some(Value::Array(values)) = map.get("enum") {
            let list: Vec<String> = values.iter().map(js).collect();
            let expected: Vec<String> = values
                .iter()
                .map(|v| {
                    format!(
                        "`{}`",
                        v.as_str().map_or_else(|| v.to_string(), str::to_owned)
                    )
                })
                .collect();
            // Scalars compare with `===`: no array or closure per call.
            let test = if values.iter().all(|v| !v.is_object() && !v.is_array()) {
                let each: Vec<String> = list.iter().map(|v| format!("{x} !== {v}")).collect();
                each.join(" && ")
            } else {
                format!("![{}].some((v) => equal(v, {x}))", list.join(", "))
            };
            let _ = writeln!(
                out,
                "{pad}if ({test}) return err({p}, \"unknown variant \" + kind({x}) + \", expected one of {}\");",
                expected
                    .join(", ")
                    .replace('\\', "\\\\")
                    .replace('"', "\\\"")
            );
        }
        if let Some(Value::Array(parts)) = map.get("allOf") {
            // A `$ref` member is a struct flattened into this one
            // (`#[serde(flatten)]`): serde decodes it from the members left
            // over once the object's own fields are read, and its errors
            // carry the object's path. A member holding only `contains`
            // is counted with the items (`array_rules`).
            let (flattened, own): (Vec<&Value>, Vec<&Value>) = parts
                .iter()
                .filter(|part| !part.as_object().is_some_and(is_contains_only))
                .partition(|part| part.get("$ref").is_some());
            for part in own {
                self.node(part, x, p, out, depth);
            }
            for part in flattened {
                let e = self.fresh("e");
                let mut body = String::new();
                self.node(part, x, p, &mut body, depth + 1);
                let _ = write!(
                    out,
                    "{pad}const {e} = (() => {{\n{body}{pad}  return undefined;\n{pad}}})();\n{pad}if ({e}) return err({p}, {e}.message);\n"
                );
            }
        }
        for k in ["oneOf", "anyOf"] {
            if let Some(Value::Array(branches)) = map.get(k) {
                // In a function of its own: a branch's `return undefined`
                // ends the union, not the definition.
                let e = self.fresh("e");
                let mut body = String::new();
                self.union(branches, x, p, &mut body, depth + 1);
                let _ = write!(
                    out,
                    "{pad}const {e} = (() => {{\n{body}{pad}}})();\n{pad}if ({e}) return {e};\n"
                );
            }
        }
        if let Some(cond) = map.get("if") {
            let f = self.fresh("c");
            let mut test = String::new();
            self.node(cond, x, p, &mut test, depth + 1);
            // The test's defaults are not the value's.
            let fills = test.contains("fills.push");
            let m = self.fresh("m");
            if fills {
                let _ = writeln!(out, "{pad}const {m} = fills.length;");
            }
            let _ = write!(
                out,
                "{pad}const {f} = (() => {{\n{test}{pad}  return undefined;\n{pad}}})() === undefined;\n"
            );
            if fills {
                let _ = writeln!(out, "{pad}fills.length = {m};");
            }
            if let Some(then) = map.get("then") {
                let _ = writeln!(out, "{pad}if ({f}) {{");
                self.node(then, x, p, out, depth + 1);
                let _ = writeln!(out, "{pad}}}");
            }
            if let Some(otherwise) = map.get("else") {
                let _ = writeln!(out, "{pad}if (!{f}) {{");
                self.node(otherwise, x, p, out, depth + 1);
                let _ = writeln!(out, "{pad}}}");
            }
        }
    }

    fn string_rules(
        &mut self,
        map: &Map<String, Value>,
        x: &str,
        p: &At,
        out: &mut String,
        depth: usize,
        guard: &str,
    ) {
        let min = map.get("minLength").and_then(Value::as_u64);
        let max = map.get("maxLength").and_then(Value::as_u64);
        let pattern = map.get("pattern").and_then(Value::as_str);
        if min.is_none() && max.is_none() && pattern.is_none() {
            return;
        }
        let pad = "  ".repeat(depth);
        let _ = writeln!(out, "{pad}{guard}");
        // Lengths count characters (code points), as Rust does; a string
        // has between half its UTF-16 length and that length, so they are
        // counted only when the UTF-16 length leaves the bound in doubt.
        if let Some(m) = min {
            let _ = writeln!(
                out,
                "{pad}  if ({x}.length < {} && chars({x}) < {m}) return err({p}, \"string of length \" + chars({x}) + \" is shorter than minLength {m}\");",
                2 * m
            );
        }
        if let Some(m) = max {
            let _ = writeln!(
                out,
                "{pad}  if ({x}.length > {m} && chars({x}) > {m}) return err({p}, \"string of length \" + chars({x}) + \" is longer than maxLength {m}\");"
            );
        }
        if let Some(pattern) = pattern {
            let literal = pattern.replace('/', "\\/");
            let _ = writeln!(
                out,
                "{pad}  if (!/{literal}/u.test({x})) return err({p}, {});",
                serde_json::to_string(&format!("string does not match pattern {pattern}"))
                    .unwrap_or_default()
            );
        }
        let _ = writeln!(out, "{pad}}}");
    }

    fn number_rules(
        &mut self,
        map: &Map<String, Value>,
        x: &str,
        p: &At,
        out: &mut String,
        depth: usize,
        guard: &str,
    ) {
        let rules: Vec<(&str, &str, &str)> = vec![
            ("minimum", "<", "is less than minimum"),
            ("maximum", ">", "is greater than maximum"),
            (
                "exclusiveMinimum",
                "<=",
                "is not greater than exclusiveMinimum",
            ),
            (
                "exclusiveMaximum",
                ">=",
                "is not less than exclusiveMaximum",
            ),
        ];
        let present: Vec<_> = rules
            .into_iter()
            .filter_map(|(k, op, msg)| {
                map.get(k)
                    .filter(|v| v.is_number())
                    .map(|v| (k, op, msg, v))
            })
            .collect();
        if present.is_empty() {
            return;
        }
        let pad = "  ".repeat(depth);
        let _ = writeln!(out, "{pad}{guard}");
        for (_, op, msg, v) in present {
            let _ = writeln!(
                out,
                "{pad}  if ({x} {op} {v}) return err({p}, {x} + \" {msg} {v}\");"
            );
        }
        let _ = writeln!(out, "{pad}}}");
    }

    fn array_rules(
        &mut self,
        map: &Map<String, Value>,
        x: &str,
        p: &At,
        out: &mut String,
        depth: usize,
        guard: &str,
    ) {
        let items = map.get("items");
        let min = map.get("minItems").and_then(Value::as_u64);
        let max = map.get("maxItems").and_then(Value::as_u64);
        let unique = map.get("uniqueItems") == Some(&Value::Bool(true));
        let contains = contains_rules(map);
        if items.is_none() && min.is_none() && max.is_none() && !unique && contains.is_empty() {
            return;
        }
        let pad = "  ".repeat(depth);
        let _ = writeln!(out, "{pad}{guard}");
        // Each `contains` as a test and a count of the items it matches.
        let mut counted = Vec::new();
        for (schema, at_least, at_most) in contains {
            let f = self.fresh("f");
            let n = self.fresh("n");
            let mut body = String::new();
            self.node(schema, "y", &At::default(), &mut body, depth + 2);
            let _ = write!(
                out,
                "{pad}  const {f} = (y) => {{\n{body}{pad}    return undefined;\n{pad}  }};\n{pad}  let {n} = 0;\n"
            );
            let fills = body.contains("fills.push");
            counted.push((f, n, at_least, at_most, const_member(schema), fills));
        }
        let i = self.fresh("i");
        let item = self.fresh("v");
        let q = p.with(&i);
        if items.is_some() || !counted.is_empty() {
            let _ = writeln!(out, "{pad}  for (let {i} = 0; {i} < {x}.length; {i}++) {{");
            let _ = writeln!(out, "{pad}    const {item} = {x}[{i}];");
            if let Some(items) = items {
                self.node(items, &item, &q, out, depth + 2);
            }
            // An item one too many is refused as it is read, at the member
            // that makes it match (`operations[1].key`: a key repeated).
            for (f, n, _, at_most, member, fills) in &counted {
                if *fills {
                    // The test's defaults are not the item's.
                    let _ = writeln!(
                        out,
                        "{pad}    {{ const m = fills.length; if ({f}({item}) === undefined) {n}++; fills.length = m; }}"
                    );
                } else {
                    let _ = writeln!(out, "{pad}    if ({f}({item}) === undefined) {n}++;");
                }
                if let Some(m) = at_most {
                    let at = member
                        .as_ref()
                        .map_or_else(|| q.clone(), |k| q.with(&js(&Value::String(k.clone()))));
                    let _ = writeln!(
                        out,
                        "{pad}    if ({n} > {m}) return err({at}, \"array has more than maxContains {m} matching items\");"
                    );
                }
            }
            let _ = writeln!(out, "{pad}  }}");
        }
        if let Some(m) = min {
            let _ = writeln!(
                out,
                "{pad}  if ({x}.length < {m}) return err({p}, \"array has fewer than minItems {m}\");"
            );
        }
        if let Some(m) = max {
            let _ = writeln!(
                out,
                "{pad}  if ({x}.length > {m}) return err({p}, \"array has more than maxItems {m}\");"
            );
        }
        if unique {
            let _ = writeln!(
                out,
                "{pad}  for (let a = 0; a < {x}.length; a++) for (let b = a + 1; b < {x}.length; b++) if (equal({x}[a], {x}[b])) return err({p}, \"array items \" + a + \" and \" + b + \" are equal (uniqueItems)\");"
            );
        }
        for (_, n, at_least, _, _, _) in &counted {
            if *at_least > 0 {
                let _ = writeln!(
                    out,
                    "{pad}  if ({n} < {at_least}) return err({p}, \"array has fewer than minContains {at_least} matching items\");"
                );
            }
        }
        let _ = writeln!(out, "{pad}}}");
    }

    fn object_rules(
        &mut self,
        map: &Map<String, Value>,
        x: &str,
        p: &At,
        out: &mut String,
        depth: usize,
        guard: &str,
    ) {
        let props = map.get("properties").and_then(Value::as_object);
        let required: Vec<&str> = map
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let additional = map.get("additionalProperties");
        let closed = additional == Some(&Value::Bool(false));
        let extra = additional.filter(|a| a.is_object());
        if props.is_none() && required.is_empty() && !closed && extra.is_none() {
            return;
        }
        let pad = "  ".repeat(depth);
        let _ = writeln!(out, "{pad}{guard}");
        if props.is_some() || closed || extra.is_some() {
            let k = self.fresh("k");
            let v = self.fresh("v");
            let q = p.with(&k);
            // Members in the order they were written, as the decoder reads
            // them; each read by its name once known (a monomorphic load).
            let _ = writeln!(out, "{pad}  for (const {k} in {x}) {{");
            let mut first = true;
            for (name, sub) in props.into_iter().flatten() {
                let name_js = js(&Value::String(name.clone()));
                let _ = writeln!(
                    out,
                    "{pad}    {}if ({k} === {name_js}) {{\n{pad}      const {v} = {x}[{name_js}];",
                    if first { "" } else { "else " },
                );
                first = false;
                self.node(sub, &v, &q, out, depth + 3);
                let _ = writeln!(out, "{pad}    }}");
            }
            let names: Vec<String> = props
                .into_iter()
                .flatten()
                .map(|(n, _)| format!("`{n}`"))
                .collect();
            if closed {
                let msg = serde_json::to_string(&format!(", expected one of {}", names.join(", ")))
                    .unwrap_or_default();
                let _ = writeln!(
                    out,
                    "{pad}    {}if ({}) return err({q}, \"unknown field `\" + {k} + \"`\" + {msg});",
                    if first { "" } else { "else " },
                    self.refuses_undeclared()
                );
            } else if let Some(extra) = extra {
                let _ = writeln!(
                    out,
                    "{pad}    {}{{\n{pad}      const {v} = {x}[{k}];",
                    if first { "" } else { "else " }
                );
                self.node(extra, &v, &q, out, depth + 3);
                let _ = writeln!(out, "{pad}    }}");
            }
            let _ = writeln!(out, "{pad}  }}");
        }
        for name in &required {
            let _ = writeln!(
                out,
                "{pad}  if ({}) return err({p}, \"missing field `{name}`\");",
                absent(x, name)
            );
        }
        // An absent member with a default decodes as the default (Coderook's
        // pydantic fields, typed as always present).
        for (name, sub) in props.into_iter().flatten() {
            if let Some(default) = sub.get("default")
                && !required.contains(&name.as_str())
            {
                let _ = writeln!(
                    out,
                    "{pad}  if ({}) fills.push({x}, {}, {});",
                    absent(x, name),
                    js(&Value::String(name.clone())),
                    js(default)
                );
            }
        }
        let _ = writeln!(out, "{pad}}}");
    }

    /// The JavaScript test that an undeclared member of a closed object is
    /// refused: always, or only in the exact view.
    fn refuses_undeclared(&self) -> &'static str {
        if self.source.receive_opens_closed {
            "!receive"
        } else {
            "true"
        }
    }

    /// The property every branch fixes with a `const`, if any.
    fn discriminator(&self, branches: &[Value]) -> Option<(String, Vec<Value>)> {
        let first = self.resolve(branches.first()?);
        let props = first.get("properties")?.as_object()?;
        'candidates: for (name, _) in props {
            let mut tags = Vec::new();
            for b in branches {
                let b = self.resolve(b);
                match b.pointer(&format!(
                    "/properties/{}/const",
                    name.replace('~', "~0").replace('/', "~1")
                )) {
                    Some(c) => tags.push(c.clone()),
                    None => continue 'candidates,
                }
            }
            let distinct: BTreeSet<String> = tags.iter().map(Value::to_string).collect();
            if distinct.len() == tags.len() {
                return Some((name.clone(), tags));
            }
        }
        None
    }

    /// Whether every branch but the last is chosen by a tag and the last
    /// takes any other tag: an open union.
    fn is_open(&self, branches: &[Value]) -> bool {
        let Some((last, known)) = branches.split_last() else {
            return false;
        };
        known.len() > 1
            && self.discriminator(known).is_some_and(|(prop, _)| {
                self.resolve(last)
                    .get("properties")
                    .and_then(|ps| ps.get(&prop))
                    .is_some_and(|s| s.get("const").is_none())
            })
    }

    /// The members that together choose the branch when no single one does
    /// (`op` and `key` of a settings operation): each fixed by a `const` in
    /// every branch, the tuple of constants different in each; with the
    /// constants of each branch, in branch order.
    fn compound_discriminator(&self, branches: &[Value]) -> Option<Vec<(String, Vec<Value>)>> {
        let first = self.resolve(branches.first()?);
        let mut chosen_by = Vec::new();
        for name in first.get("properties")?.as_object()?.keys() {
            let tags: Option<Vec<Value>> = branches
                .iter()
                .map(|b| {
                    self.resolve(b)
                        .get("properties")?
                        .get(name)?
                        .get("const")
                        .cloned()
                })
                .collect();
            if let Some(tags) = tags {
                chosen_by.push((name.clone(), tags));
            }
        }
        let tuples: BTreeSet<String> = (0..branches.len())
            .map(|i| {
                chosen_by
                    .iter()
                    .map(|(_, t)| t[i].to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect();
        (chosen_by.len() > 1 && tuples.len() == branches.len()).then_some(chosen_by)
    }

    /// A union chosen by several members, as its decoder reads it: member
    /// by member, each choosing member checked where it is read and an
    /// unknown member refused there, until all are known; then the branch
    /// they name, from the first member on.
    fn compound_union(
        &mut self,
        branches: &[Value],
        chosen_by: &[(String, Vec<Value>)],
        x: &str,
        p: &At,
        out: &mut String,
        depth: usize,
    ) {
        let pad = "  ".repeat(depth);
        let names: Vec<&str> = chosen_by.iter().map(|(n, _)| n.as_str()).collect();
        let _ = writeln!(
            out,
            "{pad}if (!isObject({x})) return err({p}, \"invalid type: \" + kind({x}) + \", expected an object with `{}`\");",
            names.join("` and `")
        );
        let closed = branches
            .iter()
            .all(|b| self.resolve(b).get("additionalProperties") == Some(&Value::Bool(false)));
        let mut members: Vec<String> = Vec::new();
        for b in branches {
            for k in self
                .resolve(b)
                .get("properties")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
                .map(|(k, _)| k)
            {
                if !members.contains(k) {
                    members.push(k.clone());
                }
            }
        }
        let (k, seen) = (self.fresh("k"), self.fresh("s"));
        let _ = writeln!(out, "{pad}let {seen} = 0;");
        let _ = writeln!(out, "{pad}for (const {k} of Object.keys({x})) {{");
        for (i, (name, tags)) in chosen_by.iter().enumerate() {
            let distinct: Vec<String> = tags
                .iter()
                .map(js)
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect();
            let shown: Vec<String> = distinct
                .iter()
                .map(|t| format!("`{}`", t.trim_matches('"')))
                .collect();
            let msg = serde_json::to_string(&format!(", expected one of {}", shown.join(", ")))
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "{pad}  {}if ({k} === {}) {{\n{pad}    if (![{}].some((v) => equal(v, {x}[{k}]))) return err({}, \"unknown variant \" + kind({x}[{k}]) + {msg});\n{pad}    {seen}++;\n{pad}  }}",
                if i == 0 { "" } else { "else " },
                js(&Value::String(name.clone())),
                distinct.join(", "),
                p.with(&k),
            );
        }
        if closed {
            let list = serde_json::to_string(&members).unwrap_or_default();
            let shown: Vec<String> = members.iter().map(|m| format!("`{m}`")).collect();
            let msg = serde_json::to_string(&format!("`, expected one of {}", shown.join(", ")))
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "{pad}  else if ({} && !{list}.includes({k})) return err({}, \"unknown field `\" + {k} + {msg});",
                self.refuses_undeclared(),
                p.with(&k)
            );
        }
        let _ = writeln!(
            out,
            "{pad}  if ({seen} === {}) break;\n{pad}}}",
            chosen_by.len()
        );
        for name in &names {
            let _ = writeln!(
                out,
                "{pad}if ({}) return err({p}, \"missing field `{name}`\");",
                absent(x, name)
            );
        }
        for (i, b) in branches.iter().enumerate() {
            let cond: Vec<String> = chosen_by
                .iter()
                .map(|(name, tags)| {
                    format!(
                        "{x}[{}] === {}",
                        js(&Value::String(name.clone())),
                        js(&tags[i])
                    )
                })
                .collect();
            let _ = writeln!(out, "{pad}if ({}) {{", cond.join(" && "));
            self.node(b, x, p, out, depth + 1);
            let _ = writeln!(out, "{pad}  return undefined;\n{pad}}}");
        }
        let _ = writeln!(
            out,
            "{pad}return err({p}, \"no variant has these `{}`\");",
            names.join("`, `")
        );
    }

    fn union(&mut self, branches: &[Value], x: &str, p: &At, out: &mut String, depth: usize) {
        let pad = "  ".repeat(depth);
        if let Some((prop, tags)) = self.discriminator(branches) {
            let name = js(&Value::String(prop.clone()));
            let _ = writeln!(
                out,
                "{pad}if (!isObject({x})) return err({p}, \"invalid type: \" + kind({x}) + \", expected an object with a `{prop}`\");"
            );
            // A branch whose tag may be left out is the one an object
            // without the tag decodes as (an MCP stdio server).
            let optional: Vec<&Value> = branches
                .iter()
                .filter(|b| {
                    let required = self.resolve(b).get("required").and_then(Value::as_array);
                    !required.is_some_and(|r| r.iter().any(|n| n.as_str() == Some(prop.as_str())))
                })
                .collect();
            let _ = writeln!(out, "{pad}if ({}) {{", absent(x, &prop));
            match optional.as_slice() {
                [default] => {
                    self.node(default, x, p, out, depth + 1);
                    let _ = writeln!(out, "{pad}  return undefined;");
                }
                _ => {
                    let _ = writeln!(out, "{pad}  return err({p}, \"missing field `{prop}`\");");
                }
            }
            let _ = writeln!(out, "{pad}}}");
            let t = self.fresh("t");
            let _ = writeln!(out, "{pad}const {t} = {x}[{name}];");
            for (b, tag) in branches.iter().zip(&tags) {
                let cond = match tag {
                    Value::Object(_) | Value::Array(_) => format!("equal({t}, {})", js(tag)),
                    _ => format!("{t} === {}", js(tag)),
                };
                let _ = writeln!(out, "{pad}if ({cond}) {{");
                self.node(b, x, p, out, depth + 1);
                let _ = writeln!(out, "{pad}  return undefined;");
                let _ = writeln!(out, "{pad}}}");
            }
            let expected: Vec<String> = tags
                .iter()
                .map(|t| {
                    format!(
                        "`{}`",
                        t.as_str().map_or_else(|| t.to_string(), str::to_owned)
                    )
                })
                .collect();
            let msg = serde_json::to_string(&format!(", expected one of {}", expected.join(", ")))
                .unwrap_or_default();
            let at = if self.source.unknown_tag_at_union {
                format!("typeof {t} === \"string\" ? {p} : {}", p.with(&name))
            } else {
                p.with(&name).to_string()
            };
            let _ = writeln!(
                out,
                "{pad}return err({at}, \"unknown variant \" + kind({t}) + {msg});"
            );
            return;
        }
        if let Some(chosen_by) = self.compound_discriminator(branches) {
            self.compound_union(branches, &chosen_by, x, p, out, depth);
            return;
        }
        // Otherwise the first branch that accepts the value; when none does,
        // the error reaching deepest, or for an open union (ContentBlock,
        // whose decoder reads the object whole) the union's own.
        let open = self.is_open(branches);
        let errs = self.fresh("u");
        let _ = writeln!(out, "{pad}{{");
        let _ = writeln!(out, "{pad}  const {errs} = [];");
        let bodies: Vec<String> = branches
            .iter()
            .map(|b| {
                let mut body = String::new();
                self.node(b, x, p, &mut body, depth + 2);
                body
            })
            .collect();
        let m = self.fresh("m");
        if bodies.iter().any(|b| b.contains("fills.push")) {
            let _ = writeln!(out, "{pad}  const {m} = fills.length;");
        }
        for body in bodies {
            let f = self.fresh("b");
            let _ = write!(
                out,
                "{pad}  const {f} = (() => {{\n{body}{pad}    return undefined;\n{pad}  }})();\n"
            );
            let _ = writeln!(out, "{pad}  if ({f} === undefined) return undefined;");
            if body.contains("fills.push") {
                let _ = writeln!(out, "{pad}  fills.length = {m};");
            }
            let _ = writeln!(out, "{pad}  {errs}.push({f});");
        }
        let _ = writeln!(
            out,
            "{pad}  const {errs}d = {errs}.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));"
        );
        let _ = writeln!(
            out,
            "{pad}  return {};",
            if open {
                format!("err({p}, {errs}d.message)")
            } else {
                format!("{errs}d")
            }
        );
        let _ = writeln!(out, "{pad}}}");
    }
}

fn type_test(t: &str, x: &str) -> String {
    match t {
        "null" => format!("{x} === null"),
        "boolean" => format!("typeof {x} === \"boolean\""),
        "string" => format!("typeof {x} === \"string\""),
        "integer" => format!("Number.isInteger({x})"),
        "number" => format!("typeof {x} === \"number\""),
        "array" => format!("Array.isArray({x})"),
        "object" => format!("isObject({x})"),
        _ => "true".to_owned(),
    }
}

/// The `contains` rules of an array schema as (schema, minContains,
/// maxContains): its own and those of `allOf` members that hold nothing else
/// (one per key of `UpdateSettingsRequest.operations`).
fn contains_rules(map: &Map<String, Value>) -> Vec<(&Value, u64, Option<u64>)> {
    let parts = map
        .get("allOf")
        .and_then(Value::as_array)
        .into_iter()
        .flatten();
    contains_rule(map)
        .into_iter()
        .chain(
            parts
                .filter_map(Value::as_object)
                .filter(|m| is_contains_only(m))
                .filter_map(contains_rule),
        )
        .collect()
}

fn contains_rule(map: &Map<String, Value>) -> Option<(&Value, u64, Option<u64>)> {
    let min = map.get("minContains").and_then(Value::as_u64).unwrap_or(1);
    let max = map.get("maxContains").and_then(Value::as_u64);
    map.get("contains").map(|c| (c, min, max))
}

fn is_contains_only(map: &Map<String, Value>) -> bool {
    map.contains_key("contains")
        && map
            .keys()
            .all(|k| matches!(k.as_str(), "contains" | "minContains" | "maxContains"))
}

/// The one member a schema fixes with a `const`, if exactly one.
fn const_member(schema: &Value) -> Option<String> {
    let props = schema.get("properties")?.as_object()?;
    let mut fixed = props.iter().filter(|(_, s)| s.get("const").is_some());
    match (fixed.next(), fixed.next()) {
        (Some((name, _)), None) => Some(name.clone()),
        _ => None,
    }
}

/// A JavaScript test that object `x` lacks member `name`. A JSON value has
/// no member that is `undefined`, so a load answers, except for the names
/// every object inherits.
fn absent(x: &str, name: &str) -> String {
    let name_js = js(&Value::String(name.to_owned()));
    let inherited = [
        "constructor",
        "hasOwnProperty",
        "isPrototypeOf",
        "propertyIsEnumerable",
        "toLocaleString",
        "toString",
        "valueOf",
        "__proto__",
        "__defineGetter__",
        "__defineSetter__",
        "__lookupGetter__",
        "__lookupSetter__",
    ];
    if inherited.contains(&name) {
        format!("!Object.prototype.hasOwnProperty.call({x}, {name_js})")
    } else {
        format!("{x}[{name_js}] === undefined")
    }
}
