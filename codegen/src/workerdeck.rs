//! The workerdeck protocol's registry, artifacts and conformance checks.
//!
//! Artifacts: `workerdeck/index.ts`, a drop-in for the upstream
//! `@workerdeck/protocol` module (every exported type under its name, the
//! runtime constants and `supportsPermissionMode`, written from the Rust
//! tables, plus `ROUTES`), `workerdeck/workerdeck.schema.json` (JSON Schema
//! 2020-12, one `$defs` entry per type), `workerdeck/REFERENCE.md` (the
//! engine and route tables and every type) and the npm package
//! `npm/workerdeck-protocol/` (the same module as `index.js` + `index.d.ts`).
//!
//! Conformance compiles our `index.ts` next to the upstream module with
//! `tsc --strict --exactOptionalPropertyTypes`, checks mutual assignability
//! of every exported type, type-checks our fixtures against the upstream
//! types, and runs both modules under node to compare the runtime values;
//! the npm package goes through the same comparisons (types, value types,
//! export names, values) and must keep the helper types unexported.

use crate::artifact::{Artifact, Protocol};
use crate::bundle::{Bundle, Order};
use crate::npm::{Package, RuntimeValue, ValueKind};
use crate::reference::{Block, Reference, cell, link};
use crate::registry::TypeEntry;
use crate::report::Report;
use crate::typescript::{Layout, Scope, Source, Style};
use serde_json::{Map, Value, json};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
mod routes;

use workerdeck_protocol::{
    ENGINE_CAPABILITIES, PROTOCOL_VERSION, PermissionMode, ProfileEngine,
    routes::{Body, ROUTES},
    supports_permission_mode,
};

/// The workerdeck protocol.
pub fn protocol() -> Protocol {
    Protocol {
        name: "workerdeck",
        types,
        artifacts,
        conformance,
    }
}

/// Every upstream `export type`, in upstream order.
fn types() -> Vec<TypeEntry> {
    macro_rules! register {
        ($krate:ident; named: [$($name:ident),* $(,)?]; inline: [$($inline:ident),* $(,)?];) => {
            named_entries!(@ Crate; $krate; [$($name),*])
        };
    }
    workerdeck_protocol::wire_types!(register)
}

/// The crate's own entry points, as its users decode: an error inside a
/// union whose discriminator is not the first key then carries its exact
/// path (`event.extra`) like every other error.
struct Crate;

impl<T: serde::de::DeserializeOwned> crate::registry::Decoder<T> for Crate {
    fn from_str(json: &str) -> Result<T, wire_kit::DecodeError> {
        wire_kit::from_str("", json)
    }
    fn from_value(json: &Value) -> Result<T, wire_kit::DecodeError> {
        wire_kit::from_value("", json)
    }
}

fn artifacts() -> Vec<Artifact> {
    let mut out = vec![
        Artifact {
            path: "workerdeck/index.ts".into(),
            contents: index_ts(),
            types: types().len(),
        },
        Artifact {
            path: "workerdeck/workerdeck.schema.json".into(),
            contents: schema_bundle(),
            types: types().len(),
        },
        Artifact {
            path: "workerdeck/REFERENCE.md".into(),
            contents: reference(),
            types: types().len(),
        },
    ];
    out.extend(package().artifacts());
    out
}

/// `REFERENCE.md`: the engine and route tables, then every registered type.
fn reference() -> String {
    let code = |t: &str| format!("`{t}`");
    let body_cell = |b: Body| match b {
        Body::None => String::new(),
        Body::Json(name) => link(name),
        Body::Bytes => "bytes".into(),
        Body::Frames { client, server } => format!(
            "frames: {} → {}",
            client.map_or("none".into(), link),
            link(server)
        ),
    };
    let capabilities: Value = serde_json::from_str(&engine_capabilities_literal()).expect("JSON");
    let body = vec![
        Block::Heading("Engines"),
        Block::Text(format!(
            "`PROTOCOL_VERSION` {PROTOCOL_VERSION}. The static capability record of each engine: the default when the server sends none (an absent engine is `claude`).\n\n"
        )),
        Block::Table {
            columns: &["engine", "capabilities"],
            align: &["---", "---"],
            rows: capabilities
                .as_object()
                .into_iter()
                .flatten()
                .map(|(engine, caps)| vec![code(engine), code(&caps.to_string())])
                .collect(),
        },
        Block::Heading("Routes"),
        Block::Text("Paths are templates under the server's `{basePath}`; error bodies are `ErrorResponse`. `inferred` marks a path the contract implies but never spells out.\n\n".into()),
        Block::Table {
            columns: &[
                "method", "path", "inferred", "query", "request", "response", "statuses", "summary",
            ],
            align: &["---"; 8],
            rows: ROUTES
                .iter()
                .map(|r| {
                    let query: Vec<String> = r.query.iter().map(|q| code(q)).collect();
                    let statuses: Vec<String> =
                        r.statuses.iter().map(|s| format!("{} {}", s.code, s.meaning)).collect();
                    vec![
                        r.method.as_str().to_owned(),
                        code(r.path),
                        if r.path_inferred { "inferred" } else { "" }.to_owned(),
                        query.join(", "),
                        body_cell(r.request),
                        body_cell(r.response),
                        cell(&statuses.join("; ")),
                        cell(r.summary),
                    ]
                })
                .collect(),
        },
    ];
    let entries = types();
    let doc = BUNDLE.document(&entries);
    Reference {
        title: "WorkerDeck protocol reference",
        source: "workerdeck-protocol",
        body,
        records: "Types",
        tail: Vec::new(),
    }
    .write(&entries, doc["$defs"].as_object().expect("defs"))
}

// ---------------------------------------------------------------------------
// TypeScript

/// `ENGINE_CAPABILITIES` as a TypeScript object literal, from the Rust table.
fn engine_capabilities_literal() -> String {
    let mut map = Map::new();
    for (engine, caps) in ENGINE_CAPABILITIES.iter() {
        map.insert(
            engine.as_str().to_owned(),
            serde_json::to_value(caps.to_capabilities()).expect("capabilities encode"),
        );
    }
    serde_json::to_string_pretty(&Value::Object(map)).expect("encodes")
}

/// How `index.ts` and the npm package differ from the other protocols'
/// TypeScript: exactly the registry (every upstream `export type` in
/// upstream order, then the types upstream writes inline, not exported),
/// with doc comments, laid out like upstream's hand-written module.
const TS_STYLE: Style = Style {
    header: "// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate\n\
// `workerdeck-protocol` by `codegen generate`. Do not edit.\n\
//\n\
// The wire protocol between a workerdeck server and its clients: one session is an\n\
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.\n\n",
    scope: Scope::Registered {
        heading: "// Types upstream writes inline, named here; not exported.",
    },
    docs: true,
    layout: Layout::Indented,
    alias_docs: &[
        (
            "ClientFrame",
            "Frames a client sends on the session WebSocket: the commands.",
        ),
        (
            "CreateProfileRequest",
            "Body of `POST {basePath}/profiles`: create a managed profile (response-only fields are ignored).",
        ),
    ],
    rewrite: crate::typescript::same,
    values_heading: "",
};

/// The TypeScript of `index.ts` and the npm package.
fn ts_source() -> Source {
    let registry = workerdeck_protocol::wire_types!(ts_registry);
    Source::new(TS_STYLE, &registry, "", runtime_values())
}

/// A route body as the `ROUTES` table writes it: a type name, `"bytes"` or `null`.
fn route_body(body: Body) -> Value {
    match body {
        Body::None | Body::Frames { .. } => Value::Null,
        Body::Json(name) => name.into(),
        Body::Bytes => "bytes".into(),
    }
}

/// `ROUTES` as JSON, from the Rust table.
fn routes_value() -> Value {
    ROUTES
        .iter()
        .map(|r| {
            let frames = match r.response {
                Body::Frames { client, server } => json!({ "client": client, "server": server }),
                _ => Value::Null,
            };
            json!({
                "method": r.method.as_str(),
                "path": r.path,
                "query": r.query,
                "request": route_body(r.request),
                "response": route_body(r.response),
                "frames": frames,
                "statuses": r.statuses.iter().map(|s| json!({ "code": s.code, "meaning": s.meaning })).collect::<Vec<_>>(),
                "pathInferred": r.path_inferred,
                "summary": r.summary,
            })
        })
        .collect()
}

/// The runtime values: upstream's four, then `ROUTES`.
pub fn runtime_values() -> Vec<RuntimeValue> {
    let engine_capabilities: Value =
        serde_json::from_str(&engine_capabilities_literal()).expect("JSON");
    vec![
        RuntimeValue {
            name: "PROTOCOL_VERSION".into(),
            docs: "Bumped on any breaking change to events, commands or REST shapes.".into(),
            kind: ValueKind::Code {
                ts: format!("const PROTOCOL_VERSION = {PROTOCOL_VERSION}"),
                js: format!("const PROTOCOL_VERSION = {PROTOCOL_VERSION};"),
                dts: format!("const PROTOCOL_VERSION: {PROTOCOL_VERSION};"),
            },
        },
        RuntimeValue {
            name: "ENGINE_CAPABILITIES".into(),
            docs: "The static capability record of each engine: the default for `ProfileInfo.capabilities` and\n\
                   `SessionInfo.capabilities` when the server sends none. A copy on the wire wins."
                .into(),
            kind: ValueKind::Data {
                value: engine_capabilities,
                ty: Some("Record<ProfileEngine, EngineCapabilities>".into()),
            },
        },
        RuntimeValue {
            name: "PROVIDER_PERMISSION_MODES".into(),
            docs: "Permission modes the provider engine understands.\n\
                   @deprecated Read `ENGINE_CAPABILITIES.provider.permissionModes` (this is an alias of it)."
                .into(),
            kind: ValueKind::Code {
                ts: "const PROVIDER_PERMISSION_MODES: readonly PermissionMode[] =\n  ENGINE_CAPABILITIES.provider.permissionModes".into(),
                js: "const PROVIDER_PERMISSION_MODES = ENGINE_CAPABILITIES.provider.permissionModes;".into(),
                dts: "const PROVIDER_PERMISSION_MODES: readonly PermissionMode[];".into(),
            },
        },
        RuntimeValue {
            name: "supportsPermissionMode".into(),
            docs: "Whether a profile's engine can run a permission mode. An absent `engine` means 'claude'.".into(),
            kind: ValueKind::Code {
                ts: "function supportsPermissionMode(\n  engine: ProfileEngine | undefined,\n  mode: PermissionMode,\n): boolean {\n  \
                     return ENGINE_CAPABILITIES[engine ?? 'claude'].permissionModes.includes(mode)\n}".into(),
                js: "function supportsPermissionMode(engine, mode) {\n  \
                     return ENGINE_CAPABILITIES[engine ?? 'claude'].permissionModes.includes(mode);\n}".into(),
                dts: "function supportsPermissionMode(\n  engine: ProfileEngine | undefined,\n  mode: PermissionMode,\n): boolean;".into(),
            },
        },
        RuntimeValue::literal(
            "ROUTES",
            "Every REST and WebSocket route (not in upstream's module). `path` is a template under the\n\
             server's `{basePath}` with `:name` parameters; `request` and `response` name the JSON body's\n\
             type, or say `\"bytes\"` (a raw body) or `null` (none); a WebSocket route (`method` `\"WS\"`)\n\
             names its frame types in `frames`; `statuses` lists the statuses the contract describes;\n\
             `pathInferred` marks a path the contract implies but never spells out.",
            routes_value(),
        ),
    ]
}

/// Our `index.ts`.
pub fn index_ts() -> String {
    ts_source().module()
}

/// The `@agent-wire/workerdeck-protocol` package.
pub fn package() -> Package {
    let mut package = ts_source().package(
        "workerdeck-protocol",
        "TypeScript types and runtime values of the WorkerDeck wire protocol: a drop-in for @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6).",
        README,
        types().len(),
    );
    let bundle: Value = serde_json::from_str(&schema_bundle()).expect("the bundle is JSON");
    package.extra.push(routes::entry(&bundle));
    package.schemas = Some(crate::npm_validate::Schemas {
        doc: bundle,
        types: types(),
    });
    package.extra.push(crate::npm::Extra::Module {
        name: "client",
        dts: include_str!("../npm/workerdeck-protocol/client.d.ts").into(),
        js: include_str!("../npm/workerdeck-protocol/client.js").into(),
    });
    package
}

const README: &str = r#"## Quickstart: a client that follows a session

```ts
import { connect } from '@agent-wire/workerdeck-protocol/client'

const base = process.env.WORKERDECK_URL // origin and base path: http://127.0.0.1:PORT/workerdeck
if (!base) throw new Error('set WORKERDECK_URL')
const client = await connect(base) // Node.js 20: connect(base, { WebSocket }), WebSocket from 'ws'

const { sessions } = await client.call('GET /sessions')
const { id, lastSeq } = sessions[0]!
const session = client.attach(id) // the whole log, then live events; re-attaches by itself
for await (const item of session) {
  if (item.kind === 'event') console.log(item.event.seq, item.event.type)
  else if (item.kind === 'unknown') console.log(item.seq, item.type, '(from a newer server)')
  else if (item.kind === 'error') console.error(item.error.message) // reported; the stream goes on
  else if (item.frame.type === 'tool_call_request') {
    const { executionId } = item.frame // answered again after a re-attach until it is applied
    session.send({ type: 'tool_call_result', executionId, output: { type: 'text', value: '2' } })
  }
  if (session.afterSeq >= lastSeq) break
}
client.close()
```

## The client: `@agent-wire/workerdeck-protocol/client`

What the Rust crate's `client` module does, in plain JavaScript with no
dependencies: `fetch` and `WebSocket` are the platform's (browsers,
Node.js 22 or newer) or passed to `connect` (Node.js 20 has no global
`WebSocket`: pass `WebSocket` from the `ws` package).

- `client.call(route, { params, query, body, signal, timeout })`, typed by
  the route table of `./routes` (`'GET /sessions/:id'`): the answer is
  checked against the route's response type in the receive view, any other
  status than 2xx rejects with a `WorkerDeckError` of kind `server` that
  carries the `ErrorResponse`. A `GET` whose connection broke is sent once
  more; any other method then rejects with `mayHaveRun: true` and is never
  sent twice.
- `client.attach(sessionId, { afterSeq, signal })` yields every event
  exactly once and in `seq` order however the connection is cut: it
  re-attaches with `afterSeq` = the last `seq` it holds, skips repeats,
  re-attaches on a gap. An event of a type this package does not know is an
  `unknown` item at its `seq`; a frame the validator refuses, an oversized
  message, another protocol version are `error` items, and the stream goes
  on. `session.afterSeq` is the last `seq` delivered: keep it to resume
  later with `attach(id, { afterSeq })`.
- Bridged tool calls: `session.send` keeps each `tool_call_result` or
  `tool_call_error` until the log shows its execution settled, and sends it
  again after every re-attach (the server applies answers once per
  `executionId`).
- `client.queue()` follows `/queue/ws` the same way (live frames: what is
  sent while it is disconnected is missed, nothing is repeated).
- Re-attaching waits a backoff with jitter (20 ms doubling to 2 s) that
  starts again only after an event is delivered; a stream gives up after
  20 attempts in a row without an attach, and at once when the server
  answers 4xx for the session. `AbortSignal` on every call and stream, a
  per-call `timeout` (10 s), `close()` on sessions and on the client;
  `strict: true` validates in the exact view instead.
- Memory is bounded when the consumer is slow. A browser's `WebSocket`
  cannot pause its reading, so a stream holds at most `maxQueuedBytes`
  (256 KiB) of frames not yet taken; past that it closes the connection and,
  once the consumer has taken what it holds, re-attaches from the last `seq`
  it holds: a consumer that stops iterating costs a re-attach, never
  unbounded memory.

## Browser

The same client works in a page: bundle it with esbuild, Vite or any ES
module bundler (`esbuild page.ts --bundle --format=esm --minify`; a page
that follows a session with validation is about 16 KB gzipped, most of it
the validators).

The WorkerDeck API is same-origin: the contract defines no CORS, and the
reference server sends no CORS headers and answers a preflight with 405,
so a page served from another origin (another port included) cannot read
its REST answers. Serve the page from the API's origin: from the server
itself, or through one reverse proxy in front of both that forwards the
API's HTTP requests and WebSocket upgrades (`/workerdeck/...`) and serves
the page beside them. Then `connect('/workerdeck')` resolves against the
page's origin, and the page's own `fetch` and `WebSocket` are used.

## A drop-in for `@workerdeck/protocol` 0.9.0

Every export of the upstream module under the same name, with the same type
and, for the runtime values, the same value. Replacing the import specifier
is the whole migration:

```ts
import { supportsPermissionMode, type SessionEvent } from '@agent-wire/workerdeck-protocol'

const first: SessionEvent = { type: 'status_changed', status: 'running', seq: 1, ts: Date.now() }
if (!supportsPermissionMode(undefined, 'default')) throw new Error('claude runs every mode')
console.log(first.type)
```

`ROUTES`, the route table, is the one export upstream does not have.
Upstream's types describe both directions alike, so there is one type per
name; a parsed value may carry members the type does not declare (decoders
ignore them).

## Routes and named members: `@agent-wire/workerdeck-protocol/routes`

A second entry point, so the main one stays exactly upstream's module:

- `Routes` maps every route, keyed `"METHOD /path"` as in `ROUTES`, to its
  path parameters, query parameters, request and response body types and,
  for a WebSocket route (`WS`), its client and server frame types;
  `ParamsOf`, `RequestOf` and `ResponseOf` read it.
- `routePath(key, params)` fills a template.
- `SessionEvents`, `ServerFrames`, `ClientFrames`, `QueueServerFrames` and
  `JobEvents` map each member of the union to its type by `type`, and each
  member has a name: `<Type><Union>`, as `TurnResultSessionEvent`,
  `AttachedServerFrame`, `UserMessageClientFrame`.

Every path is a template under the server's base path (`{basePath}` in
upstream's documentation): the server chooses it, the reference server
mounts at `/workerdeck`, so a client is configured with the origin and the
base path together (`http://127.0.0.1:PORT/workerdeck`). Parameters are
`:name` segments and one `*name` rest segment, not the `{sessionId}` of
Orion's OpenAPI paths. The session WebSocket is `WS /sessions/:id` at the
same URL with the `ws:` (or `wss:`) scheme, `?afterSeq=N` to replay the
events after `seq` N.

Each frame can also be validated by hand with the `./validate` entry
(`parseServerFrame(text, { view: 'receive' })` parses the message text and
checks it as the client does, never throwing); the client above does all
of that, re-attaching included.
"#;

// ---------------------------------------------------------------------------
// JSON Schema

/// How `workerdeck.schema.json` differs from the other protocols' bundles.
const BUNDLE: Bundle = Bundle {
    definitions_path: "/$defs",
    order: Order::ByName,
    members: &[
        ("$id", "https://workerdeck.dev/schemas/protocol-0.9.0.json"),
        ("title", "@workerdeck/protocol 0.9.0"),
    ],
};

/// The JSON Schema bundle: `$defs` holds one schema per type.
pub fn schema_bundle() -> String {
    let mut text = serde_json::to_string_pretty(&BUNDLE.document(&types())).expect("encodes");
    text.push('\n');
    text
}

// ---------------------------------------------------------------------------
// Conformance

/// The repository root (where `node_modules/.bin/tsc` lives).
fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("codegen sits in the workspace")
        .to_owned()
}

/// A fixture file: `<Type>.<case>.json`, with its `.why` text for invalid ones.
struct Fixture {
    type_name: String,
    file: String,
    value: Value,
    why: String,
}

fn read_fixtures(dir: &Path) -> Result<Vec<Fixture>, String> {
    let mut out = Vec::new();
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        let Some(file) = path.file_name().and_then(|f| f.to_str()) else {
            continue;
        };
        let Some(stem) = file.strip_suffix(".json") else {
            continue;
        };
        let type_name = stem.split('.').next().unwrap_or(stem).to_owned();
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{file}: {e}"))?;
        let value: Value =
            serde_json::from_str(&text).map_err(|e| format!("{file}: not JSON: {e}"))?;
        let why = std::fs::read_to_string(path.with_extension("why")).unwrap_or_default();
        out.push(Fixture {
            type_name,
            file: file.to_owned(),
            value,
            why: why.trim().to_owned(),
        });
    }
    Ok(out)
}

/// Stream fixtures (`fixtures/workerdeck/streams/`) and the type of each line.
pub const STREAMS: &[(&str, &str)] = &[
    ("session-transcript.server.ndjson", "ServerFrame"),
    ("session-transcript.client.ndjson", "ClientFrame"),
    ("job-webhook.ndjson", "JobEvent"),
    ("queue-ws.ndjson", "QueueServerFrame"),
];

/// Marker in an invalid fixture's `.why` for a rule TypeScript's types cannot state
/// (integers, string contents): upstream TS is not expected to reject it.
pub const NOT_IN_TS: &str = "[not expressible in TS]";

/// Runs a command, returning its combined output and whether it succeeded.
fn run(cmd: &mut Command) -> Result<(bool, String), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    Ok((out.status.success(), text))
}

/// `file(line,col): error TSxxxx: message` lines of tsc output, by file and line.
fn tsc_errors(output: &str) -> Vec<(String, usize, String)> {
    let mut out = Vec::new();
    let mut last: Option<usize> = None;
    for line in output.lines() {
        if let Some(paren) = line.find('(') {
            let file = &line[..paren];
            if let Some(close) = line[paren..].find(')') {
                let pos = &line[paren + 1..paren + close];
                if let Some(l) = pos.split(',').next().and_then(|l| l.parse::<usize>().ok())
                    && line[paren + close..].starts_with("): error")
                {
                    let name = Path::new(file)
                        .file_name()
                        .and_then(|f| f.to_str())
                        .unwrap_or(file)
                        .to_owned();
                    out.push((name, l, line[paren + close + 3..].to_owned()));
                    last = Some(out.len() - 1);
                    continue;
                }
            }
        }
        if let (Some(i), true) = (last, line.starts_with("  ")) {
            let msg = &mut out[i].2;
            if msg.len() < 600 {
                msg.push(' ');
                msg.push_str(line.trim());
            }
        }
    }
    out
}

fn ts_type_for_fixture(type_name: &str, value: &Value) -> String {
    // "Pass null to clear": the prose allows null where the TS type (Partial<…>) cannot say it.
    if type_name == "UpdateProfileRequest"
        && value
            .as_object()
            .is_some_and(|o| o.values().any(Value::is_null))
    {
        return "{ [K in keyof U.UpdateProfileRequest]?: U.UpdateProfileRequest[K] | null }"
            .to_owned();
    }
    format!("U.{type_name}")
}

/// The rows that need Node.js (`tsc` and `node`), in the order they are
/// reported; without Node each is listed as skipped, with the reason.
const NODE_CHECKS: &[&str] = &[
    "types mutually assignable",
    "constant and function types equal",
    "npm package: types equal upstream",
    "npm package: runtime value types equal upstream",
    "npm package: helper types stay unexported",
    "fixtures accepted by upstream TS",
    "stream fixture lines accepted by upstream TS",
    "invalid fixtures rejected by upstream TS",
    "npm package: runtime values equal upstream",
    "runtime constants",
    "supportsPermissionMode pairs",
];

fn conformance(spec_dir: &Path) -> Report {
    let mut report = Report::new("workerdeck", spec_dir);
    let Some(upstream) = report.read_spec("workerdeck/protocol-0.9.0.ts") else {
        return report;
    };
    // What the TypeScript source says, read by codegen's own parser: no Node needed.
    if let Err(e) = source_checks(&mut report, &upstream) {
        report.errors.push(e);
    }
    let tsc = match node_tools() {
        Ok(tsc) => tsc,
        Err(why) => {
            for name in NODE_CHECKS {
                report.check(&format!("{name} (skipped: {why})"));
            }
            return report;
        }
    };
    let dir = std::env::temp_dir().join(format!("workerdeck-conformance-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(e) = std::fs::create_dir_all(&dir) {
        report
            .errors
            .push(format!("cannot create {}: {e}", dir.display()));
        return report;
    }
    let result = conformance_in(&mut report, &dir, &upstream, &tsc);
    if let Err(e) = result {
        report.errors.push(e);
    }
    let _ = std::fs::remove_dir_all(&dir);
    report
}

/// TypeScript's compiler, once `node` runs; otherwise why the checks that
/// need them cannot run.
fn node_tools() -> Result<PathBuf, String> {
    match run(Command::new("node").arg("--version")) {
        Ok((true, _)) => {}
        Ok((false, out)) => return Err(format!("`node --version` failed: {}", out.trim())),
        Err(_) => return Err("needs Node.js, and `node` is not on PATH".into()),
    }
    let tsc = repo_root().join("node_modules/.bin/tsc");
    if !tsc.is_file() {
        return Err(format!(
            "needs TypeScript, and {} is missing: run `npm ci` at the repository root",
            tsc.display()
        ));
    }
    Ok(tsc)
}

/// The checks the TypeScript source settles without running it: the
/// exported names, and the constants' values (literals, read as JSON).
fn source_checks(report: &mut Report, upstream: &str) -> Result<(), String> {
    let theirs = crate::diff::workerdeck::read("upstream protocol-0.9.0.ts", upstream)
        .map_err(|e| e.to_string())?;
    let ours = crate::diff::workerdeck::read("workerdeck/index.ts", &index_ts())
        .map_err(|e| e.to_string())?;
    let exported = |c: &crate::diff::model::Contract| -> std::collections::BTreeSet<String> {
        c.types.keys().chain(c.constants.keys()).cloned().collect()
    };
    let (theirs_names, mut ours_names) = (exported(&theirs), exported(&ours));
    // Ours adds the route table, which upstream keeps elsewhere.
    if !theirs_names.contains("ROUTES") {
        ours_names.remove("ROUTES");
    }
    let c = report.check("exported names equal upstream (TypeScript source)");
    for name in theirs_names.union(&ours_names) {
        let result = match (theirs_names.contains(name), ours_names.contains(name)) {
            (true, true) => Ok(()),
            (true, false) => Err("exported upstream, not by index.ts".to_owned()),
            _ => Err("exported by index.ts, not upstream".to_owned()),
        };
        c.item(name, result);
    }
    #[allow(deprecated)]
    let provider_modes = workerdeck_protocol::PROVIDER_PERMISSION_MODES;
    let rust = json!({
        "PROTOCOL_VERSION": PROTOCOL_VERSION,
        "ENGINE_CAPABILITIES": serde_json::from_str::<Value>(&engine_capabilities_literal())
            .map_err(|e| format!("ENGINE_CAPABILITIES literal: {e}"))?,
        "PROVIDER_PERMISSION_MODES": provider_modes,
    });
    let c = report.check("constants equal upstream (TypeScript source)");
    for name in [
        "PROTOCOL_VERSION",
        "ENGINE_CAPABILITIES",
        "PROVIDER_PERMISSION_MODES",
    ] {
        let up = theirs.constants.get(name);
        let result = match up {
            None => Err("not a literal upstream".to_owned()),
            Some(up) if ours.constants.get(name) != Some(up) => Err(format!(
                "index.ts has {}, upstream {up}",
                ours.constants.get(name).unwrap_or(&Value::Null)
            )),
            Some(up) if rust.get(name) != Some(up) => Err(format!(
                "the Rust table has {}, upstream {up}",
                rust.get(name).unwrap_or(&Value::Null)
            )),
            Some(_) => Ok(()),
        };
        c.item(name, result);
    }
    Ok(())
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn conformance_in(
    report: &mut Report,
    dir: &Path,
    upstream: &str,
    tsc: &Path,
) -> Result<(), String> {
    write(&dir.join("ours.ts"), &index_ts())?;
    write(&dir.join("upstream.ts"), upstream)?;

    // 1. Types: mutual assignability, one line per exported type.
    let names: Vec<&'static str> = types().iter().map(|e| e.name).collect();
    let mut check = String::from(
        "import type * as O from './ours'\nimport type * as U from './upstream'\nimport * as P from './pkg/index.js'\n\
         type IsAny<T> = 0 extends 1 & T ? true : false\n\
         type Eq<A, B> = IsAny<A> extends true ? false : IsAny<B> extends true ? false\n\
           : [A] extends [B] ? ([B] extends [A] ? true : false) : false\n",
    );
    let base = check.lines().count();
    for n in &names {
        let _ = writeln!(check, "export const t_{n}: Eq<O.{n}, U.{n}> = true");
    }
    let constants = [
        (
            "PROTOCOL_VERSION",
            "typeof O.PROTOCOL_VERSION",
            "typeof U.PROTOCOL_VERSION",
        ),
        (
            "ENGINE_CAPABILITIES",
            "typeof O.ENGINE_CAPABILITIES",
            "typeof U.ENGINE_CAPABILITIES",
        ),
        (
            "PROVIDER_PERMISSION_MODES",
            "typeof O.PROVIDER_PERMISSION_MODES",
            "typeof U.PROVIDER_PERMISSION_MODES",
        ),
        (
            "supportsPermissionMode",
            "typeof O.supportsPermissionMode",
            "typeof U.supportsPermissionMode",
        ),
    ];
    let const_base = check.lines().count();
    for (n, a, b) in &constants {
        let _ = writeln!(check, "export const c_{n}: Eq<{a}, {b}> = true");
    }
    // The npm package: the same types and value types as upstream, no helper exported.
    let pkg_base = check.lines().count();
    for n in &names {
        let _ = writeln!(check, "export const p_{n}: Eq<P.{n}, U.{n}> = true");
    }
    let pkg_const_base = check.lines().count();
    for (n, _, _) in &constants {
        let _ = writeln!(
            check,
            "export const pc_{n}: Eq<typeof P.{n}, typeof U.{n}> = true"
        );
    }
    let helper_names: Vec<String> = workerdeck_protocol::wire_types!(ts_registry)
        .registered()
        .iter()
        .filter(|d| !d.exported)
        .map(|d| d.name.clone())
        .collect();
    let helper_base = check.lines().count();
    for n in &helper_names {
        let _ = writeln!(
            check,
            "// @ts-expect-error {n} is not exported\nexport type h_{n} = P.{n}"
        );
    }
    let pkg_dir = dir.join("pkg");
    std::fs::create_dir_all(&pkg_dir)
        .map_err(|e| format!("cannot create {}: {e}", pkg_dir.display()))?;
    for a in package().artifacts() {
        let file = a.path.rsplit('/').next().unwrap_or_default();
        write(&pkg_dir.join(file), &a.contents)?;
    }
    // The type-only imports need value imports for `typeof`.
    let check = check
        .replace(
            "import type * as O from './ours'",
            "import * as O from './ours'",
        )
        .replace(
            "import type * as U from './upstream'",
            "import * as U from './upstream'",
        );
    write(&dir.join("check.ts"), &check)?;

    // 2. Fixtures against the upstream types.
    let fixtures_root = repo_root().join("fixtures/workerdeck");
    let valid = read_fixtures(&fixtures_root.join("valid"))?;
    let invalid = read_fixtures(&fixtures_root.join("invalid"))?;
    // A fixture with members its type does not declare (`ignored-unknown-…`)
    // is checked as a parsed value is: assignable, without the
    // excess-property check TypeScript applies to a fresh object literal.
    let mut fx = String::from(
        "import type * as U from './upstream'\n\
         const received = <T,>() => <const V extends T>(v: V): V => v\n",
    );
    let mut valid_lines = Vec::new();
    for (i, f) in valid.iter().enumerate() {
        let ty = ts_type_for_fixture(&f.type_name, &f.value);
        valid_lines.push(fx.lines().count() + 1);
        let json = serde_json::to_string(&f.value).expect("encodes");
        if f.file
            .split('.')
            .nth(1)
            .is_some_and(|case| case.starts_with("ignored-unknown"))
        {
            let _ = writeln!(fx, "export const v{i} = received<{ty}>()({json})");
        } else {
            let _ = writeln!(fx, "export const v{i}: {ty} = {json}");
        }
    }
    let mut invalid_lines = Vec::new();
    let expressible: Vec<&Fixture> = invalid
        .iter()
        .filter(|f| !f.why.contains(NOT_IN_TS))
        .collect();
    for (i, f) in expressible.iter().enumerate() {
        invalid_lines.push(fx.lines().count() + 1);
        let _ = writeln!(fx, "// @ts-expect-error {}", f.file);
        let _ = writeln!(
            fx,
            "export const x{i}: U.{} = {}",
            f.type_name,
            serde_json::to_string(&f.value).expect("encodes")
        );
    }
    let mut stream_lines = Vec::new();
    for (file, ty) in STREAMS {
        let path = fixtures_root.join("streams").join(file);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let label = format!("{file}:{}", n + 1);
            stream_lines.push((label, fx.lines().count() + 1));
            let i = stream_lines.len();
            let _ = writeln!(fx, "export const s{i}: U.{ty} = {}", line.trim());
        }
    }
    write(&dir.join("fixtures.ts"), &fx)?;

    let flags = [
        "--strict",
        "--exactOptionalPropertyTypes",
        "--noEmit",
        "--target",
        "es2022",
        "--module",
        "es2022",
        "--moduleResolution",
        "bundler",
        "--skipLibCheck",
        "--pretty",
        "false",
    ];
    let (_, out) = run(Command::new(tsc)
        .args(flags)
        .arg(dir.join("check.ts"))
        .arg(dir.join("fixtures.ts"))
        .current_dir(dir))?;
    let errors = tsc_errors(&out);
    for (file, line, msg) in &errors {
        if file != "check.ts" && file != "fixtures.ts" {
            report.errors.push(format!("{file}:{line}: {msg}"));
        }
    }
    let err_at = |file: &str, line: usize| -> Option<String> {
        errors
            .iter()
            .find(|(f, l, _)| f == file && *l == line)
            .map(|(_, _, m)| m.clone())
    };
    let c = report.check(&format!(
        "types mutually assignable ({} exported)",
        names.len()
    ));
    for (i, n) in names.iter().enumerate() {
        c.item(n, err_at("check.ts", base + i + 1).map_or(Ok(()), Err));
    }
    let c = report.check("constant and function types equal");
    for (i, (n, _, _)) in constants.iter().enumerate() {
        c.item(
            n,
            err_at("check.ts", const_base + i + 1).map_or(Ok(()), Err),
        );
    }
    let c = report.check(&format!(
        "npm package: types equal upstream ({} exported)",
        names.len()
    ));
    for (i, n) in names.iter().enumerate() {
        c.item(n, err_at("check.ts", pkg_base + i + 1).map_or(Ok(()), Err));
    }
    let c = report.check("npm package: runtime value types equal upstream");
    for (i, (n, _, _)) in constants.iter().enumerate() {
        c.item(
            n,
            err_at("check.ts", pkg_const_base + i + 1).map_or(Ok(()), Err),
        );
    }
    let c = report.check("npm package: helper types stay unexported");
    for (i, n) in helper_names.iter().enumerate() {
        // An unused @ts-expect-error is reported at its own line: the helper was exported.
        let line = helper_base + 2 * i + 1;
        c.item(
            n,
            match err_at("check.ts", line) {
                Some(_) => Err("exported by the package".into()),
                None => Ok(()),
            },
        );
    }
    let c = report.check("fixtures accepted by upstream TS");
    for (f, line) in valid.iter().zip(&valid_lines) {
        c.item(&f.file, err_at("fixtures.ts", *line).map_or(Ok(()), Err));
    }
    let c = report.check("stream fixture lines accepted by upstream TS");
    for (label, line) in &stream_lines {
        c.item(label, err_at("fixtures.ts", *line).map_or(Ok(()), Err));
    }
    let c = report.check("invalid fixtures rejected by upstream TS");
    for (f, line) in expressible.iter().zip(&invalid_lines) {
        // An unused @ts-expect-error (reported at its own line) means upstream accepted the value.
        c.item(
            &f.file,
            match err_at("fixtures.ts", *line) {
                Some(_) => Err("accepted by the upstream type".into()),
                None => Ok(()),
            },
        );
    }

    // 3. Runtime: compile both modules to JS and compare under node.
    let js = dir.join("js");
    let (ok, out) = run(Command::new(tsc)
        .args([
            "--target",
            "es2020",
            "--module",
            "commonjs",
            "--skipLibCheck",
            "--outDir",
        ])
        .arg(&js)
        .arg(dir.join("ours.ts"))
        .arg(dir.join("upstream.ts"))
        .current_dir(dir))?;
    if !ok {
        return Err(format!("tsc could not compile the modules to JS: {out}"));
    }
    let engines: Vec<&str> = ProfileEngine::ALL.iter().map(|e| e.as_str()).collect();
    let modes: Vec<&str> = PermissionMode::ALL.iter().map(|m| m.as_str()).collect();
    let script = format!(
        "const o = require('./js/ours.js'); const u = require('./js/upstream.js');\n\
         const engines = [undefined, ...{engines}]; const modes = {modes};\n\
         const pairs = [];\n\
         for (const e of engines) for (const m of modes) pairs.push([e ?? null, m, o.supportsPermissionMode(e, m), u.supportsPermissionMode(e, m)]);\n\
         console.log(JSON.stringify({{\n\
           ours: {{ PROTOCOL_VERSION: o.PROTOCOL_VERSION, ENGINE_CAPABILITIES: o.ENGINE_CAPABILITIES, PROVIDER_PERMISSION_MODES: o.PROVIDER_PERMISSION_MODES }},\n\
           upstream: {{ PROTOCOL_VERSION: u.PROTOCOL_VERSION, ENGINE_CAPABILITIES: u.ENGINE_CAPABILITIES, PROVIDER_PERMISSION_MODES: u.PROVIDER_PERMISSION_MODES }},\n\
           aliased: o.PROVIDER_PERMISSION_MODES === o.ENGINE_CAPABILITIES.provider.permissionModes,\n\
           pairs }}))\n",
        engines = serde_json::to_string(&engines).expect("encodes"),
        modes = serde_json::to_string(&modes).expect("encodes"),
    );
    write(&dir.join("runtime.cjs"), &script)?;
    package_runtime(report, dir, &engines, &modes)?;
    let (ok, out) = run(Command::new("node").arg("runtime.cjs").current_dir(dir))?;
    if !ok {
        return Err(format!("node runtime comparison failed: {out}"));
    }
    let result: Value = serde_json::from_str(out.trim())
        .map_err(|e| format!("node output is not JSON ({e}): {out}"))?;
    let ours = &result["ours"];
    let theirs = &result["upstream"];
    #[allow(deprecated)]
    let provider_modes = workerdeck_protocol::PROVIDER_PERMISSION_MODES;
    let rust = json!({
        "PROTOCOL_VERSION": PROTOCOL_VERSION,
        "ENGINE_CAPABILITIES": serde_json::from_str::<Value>(&engine_capabilities_literal()).expect("JSON"),
        "PROVIDER_PERMISSION_MODES": provider_modes,
    });
    let c = report.check("runtime constants");
    let mut items: Vec<(String, String)> = vec![
        ("PROTOCOL_VERSION".into(), "/PROTOCOL_VERSION".into()),
        (
            "PROVIDER_PERMISSION_MODES".into(),
            "/PROVIDER_PERMISSION_MODES".into(),
        ),
    ];
    for e in &engines {
        items.push((
            format!("ENGINE_CAPABILITIES.{e}"),
            format!("/ENGINE_CAPABILITIES/{e}"),
        ));
    }
    for (label, pointer) in &items {
        let up = theirs.pointer(pointer);
        let res = if up.is_none() {
            Err("missing upstream".to_owned())
        } else if ours.pointer(pointer) != up {
            Err(format!(
                "index.ts has {}, upstream {}",
                ours.pointer(pointer).unwrap_or(&Value::Null),
                up.unwrap_or(&Value::Null)
            ))
        } else if rust.pointer(pointer) != up {
            Err(format!(
                "Rust table has {}, upstream {}",
                rust.pointer(pointer).unwrap_or(&Value::Null),
                up.unwrap_or(&Value::Null)
            ))
        } else {
            Ok(())
        };
        c.item(label, res);
    }
    // Both modules have exactly the three engines.
    let keys = |v: &Value| -> Vec<String> {
        let mut k: Vec<String> = v["ENGINE_CAPABILITIES"]
            .as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default();
        k.sort();
        k
    };
    c.item(
        "ENGINE_CAPABILITIES engines",
        if keys(ours) == keys(theirs) {
            Ok(())
        } else {
            Err(format!("{:?} vs {:?}", keys(ours), keys(theirs)))
        },
    );
    c.item(
        "PROVIDER_PERMISSION_MODES aliases the provider row",
        if result["aliased"] == Value::Bool(true) {
            Ok(())
        } else {
            Err("not the same array".into())
        },
    );

    let c = report.check("supportsPermissionMode pairs");
    for pair in result["pairs"].as_array().into_iter().flatten() {
        let engine = pair[0].as_str();
        let mode = pair[1].as_str().unwrap_or_default();
        let label = format!("{} × {mode}", engine.unwrap_or("(absent)"));
        let rust_engine =
            engine.and_then(|e| ProfileEngine::ALL.iter().copied().find(|x| x.as_str() == e));
        let rust_mode = PermissionMode::ALL
            .iter()
            .copied()
            .find(|x| x.as_str() == mode);
        let res = match rust_mode {
            None => Err("unknown mode in Rust".to_owned()),
            Some(m) => {
                let r = supports_permission_mode(rust_engine, m);
                if pair[2] != pair[3] {
                    Err(format!("index.ts says {}, upstream {}", pair[2], pair[3]))
                } else if Value::Bool(r) != pair[3] {
                    Err(format!("Rust says {r}, upstream {}", pair[3]))
                } else {
                    Ok(())
                }
            }
        };
        c.item(&label, res);
    }
    Ok(())
}

/// The npm package under node: the same export names as upstream (plus
/// `ROUTES`), the same values, the same `supportsPermissionMode` answers.
fn package_runtime(
    report: &mut Report,
    dir: &Path,
    engines: &[&str],
    modes: &[&str],
) -> Result<(), String> {
    let script = format!(
        "import * as p from './pkg/index.js';\n\
         import {{ createRequire }} from 'node:module';\n\
         const u = createRequire(import.meta.url)('./js/upstream.js');\n\
         const names = (m) => Object.keys(m).filter((k) => k !== '__esModule').sort();\n\
         const engines = [undefined, ...{engines}]; const modes = {modes};\n\
         const pairs = [];\n\
         for (const e of engines) for (const m of modes) pairs.push([e ?? '(absent)', m, p.supportsPermissionMode(e, m), u.supportsPermissionMode(e, m)]);\n\
         const values = {{}};\n\
         for (const k of ['PROTOCOL_VERSION', 'ENGINE_CAPABILITIES', 'PROVIDER_PERMISSION_MODES']) values[k] = [p[k], u[k]];\n\
         console.log(JSON.stringify({{ ours: names(p), upstream: names(u), values, pairs,\n\
           aliased: p.PROVIDER_PERMISSION_MODES === p.ENGINE_CAPABILITIES.provider.permissionModes }}));\n",
        engines = serde_json::to_string(engines).expect("encodes"),
        modes = serde_json::to_string(modes).expect("encodes"),
    );
    write(&dir.join("package.mjs"), &script)?;
    let (ok, out) = run(Command::new("node").arg("package.mjs").current_dir(dir))?;
    if !ok {
        return Err(format!("node could not load the npm package: {out}"));
    }
    let result: Value = serde_json::from_str(out.trim())
        .map_err(|e| format!("node output is not JSON ({e}): {out}"))?;
    let c = report.check("npm package: runtime values equal upstream");
    let mut ours: Vec<Value> = result["ours"].as_array().cloned().unwrap_or_default();
    ours.retain(|n| n != "ROUTES");
    c.item(
        "export names (besides ROUTES)",
        if Value::Array(ours.clone()) == result["upstream"] {
            Ok(())
        } else {
            Err(format!("{ours:?} vs {}", result["upstream"]))
        },
    );
    for (name, pair) in result["values"].as_object().into_iter().flatten() {
        c.item(
            name,
            if pair[0] == pair[1] {
                Ok(())
            } else {
                Err(format!("package has {}, upstream {}", pair[0], pair[1]))
            },
        );
    }
    c.item(
        "PROVIDER_PERMISSION_MODES aliases the provider row",
        if result["aliased"] == Value::Bool(true) {
            Ok(())
        } else {
            Err("not the same array".into())
        },
    );
    let pairs = result["pairs"].as_array().cloned().unwrap_or_default();
    let differing: Vec<String> = pairs
        .iter()
        .filter(|p| p[2] != p[3])
        .map(|p| format!("{} × {}", p[0], p[1]))
        .collect();
    c.item(
        &format!("supportsPermissionMode ({} pairs)", pairs.len()),
        if differing.is_empty() && !pairs.is_empty() {
            Ok(())
        } else {
            Err(format!("differs for {}", differing.join(", ")))
        },
    );
    Ok(())
}
