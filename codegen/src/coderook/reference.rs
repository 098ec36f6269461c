//! Our own `WIRE_PROTOCOL.md`, generated from the types and tables of
//! `coderook-protocol` (never from the upstream document).

use crate::npm::RuntimeValue;
use crate::registry::TypeEntry;
use coderook_protocol::{ERROR_CODES, EVENT_TYPES, JSONRPC_VERSION, METHODS, transport};
use serde_json::{Value, json};
use std::fmt::Write as _;

/// The runtime values of `coderook.ts` and the npm package: the transport
/// constants and the method, event and error tables.
pub fn runtime_values() -> Vec<RuntimeValue> {
    let methods: Vec<Value> = METHODS
        .iter()
        .map(|m| json!({ "method": m.method, "params": m.params, "result": m.result }))
        .collect();
    let events: Vec<Value> = EVENT_TYPES
        .iter()
        .map(|e| json!({ "type": e.event_type, "name": e.type_name }))
        .collect();
    let errors: Vec<Value> = ERROR_CODES
        .iter()
        .map(|e| json!({ "code": e.code, "name": e.name, "meaning": e.meaning }))
        .collect();
    vec![
        RuntimeValue::literal(
            "JSONRPC_VERSION",
            "The `jsonrpc` member of every request and response.",
            JSONRPC_VERSION.into(),
        ),
        RuntimeValue::literal(
            "DEFAULT_ADDR",
            "Where the server listens unless told otherwise (loopback only).",
            transport::DEFAULT_ADDR.into(),
        ),
        RuntimeValue::literal(
            "DEFAULT_PORT",
            "The default TCP port.",
            transport::DEFAULT_PORT.into(),
        ),
        RuntimeValue::literal(
            "HOST_ENV",
            "The environment variable that may select another loopback host.",
            transport::HOST_ENV.into(),
        ),
        RuntimeValue::literal(
            "TOKEN_ENV",
            "The environment variable holding the IPC token sent with `core.authenticate`.",
            transport::TOKEN_ENV.into(),
        ),
        RuntimeValue::literal(
            "METHODS",
            "Every JSON-RPC method: its params type and result type by name (`null`: the contract\ndocuments no result type). `Methods` is the same table as types.",
            Value::Array(methods),
        ),
        RuntimeValue::literal(
            "EVENT_TYPES",
            "Every event `type` and the name of its type.",
            Value::Array(events),
        ),
        RuntimeValue::literal(
            "ERROR_CODES",
            "The contract's JSON-RPC error codes, with names and meanings.",
            Value::Array(errors),
        ),
    ]
}

fn anchor(name: &str) -> String {
    name.to_lowercase()
}

/// A short rendering of a schema as a type.
fn render_type(s: &Value) -> String {
    if let Some(r) = s.get("$ref").and_then(Value::as_str) {
        let name = r.rsplit('/').next().unwrap_or(r);
        return format!("[`{name}`](#{})", anchor(name));
    }
    if let Some(c) = s.get("const") {
        return format!("`{c}`");
    }
    if let Some(Value::Array(values)) = s.get("enum") {
        let v: Vec<String> = values.iter().map(|v| format!("`{v}`")).collect();
        return v.join(" \\| ");
    }
    if let Some(Value::Array(alts)) = s.get("anyOf").or_else(|| s.get("oneOf")) {
        let v: Vec<String> = alts.iter().map(render_type).collect();
        return v.join(" \\| ");
    }
    let base = |t: &str| -> String {
        match t {
            "array" => format!(
                "array of {}",
                s.get("items").map_or("any".to_owned(), render_type)
            ),
            "object" => match s.get("additionalProperties") {
                Some(Value::Object(_)) => {
                    format!("map of {}", render_type(&s["additionalProperties"]))
                }
                _ => "object".to_owned(),
            },
            other => other.to_owned(),
        }
    };
    match s.get("type") {
        Some(Value::String(t)) => base(t),
        Some(Value::Array(ts)) => ts
            .iter()
            .filter_map(Value::as_str)
            .map(base)
            .collect::<Vec<_>>()
            .join(" \\| "),
        _ if s.as_object().is_some_and(|m| m.is_empty()) => "any JSON".to_owned(),
        _ => "any JSON".to_owned(),
    }
}

/// The constraints a schema declares, as text.
fn constraints(s: &Value) -> String {
    let mut out = Vec::new();
    for (key, label) in [
        ("minLength", "minLength"),
        ("maxLength", "maxLength"),
        ("pattern", "pattern"),
        ("format", "format"),
        ("minimum", "≥"),
        ("exclusiveMinimum", ">"),
        ("maximum", "≤"),
        ("minItems", "minItems"),
        ("maxItems", "maxItems"),
    ] {
        if let Some(v) = s.get(key) {
            let v = v.as_str().map_or(v.to_string(), str::to_owned);
            out.push(format!("{label} `{v}`"));
        }
    }
    if s.get("uniqueItems") == Some(&Value::Bool(true)) {
        out.push("unique items".to_owned());
    }
    if let Some(Value::Array(alts)) = s.get("anyOf") {
        for a in alts {
            let c = constraints(a);
            if !c.is_empty() {
                out.push(c);
            }
        }
    }
    if let Some(items) = s.get("items") {
        let c = constraints(items);
        if !c.is_empty() {
            out.push(format!("items: {c}"));
        }
    }
    out.join(", ")
}

fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

/// The field table of an object schema.
fn field_table(out: &mut String, schema: &Value) {
    let Some(props) = schema.get("properties").and_then(Value::as_object) else {
        if let Some(Value::Array(values)) = schema.get("enum") {
            let v: Vec<String> = values.iter().map(|v| format!("`{v}`")).collect();
            let _ = writeln!(out, "One of {}.\n", v.join(", "));
        } else {
            out.push_str("Any JSON value.\n\n");
        }
        return;
    };
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    out.push_str(
        "| field | type | presence | constraints | notes |\n| --- | --- | --- | --- | --- |\n",
    );
    for (name, prop) in props {
        let presence = if required.contains(&name.as_str()) {
            "required".to_owned()
        } else if let Some(d) = prop.get("default") {
            format!("default `{d}`")
        } else {
            "default: empty".to_owned()
        };
        let notes = prop
            .get("description")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "| `{name}` | {} | {} | {} | {} |",
            render_type(prop),
            cell(&presence),
            cell(&constraints(prop)),
            cell(notes)
        );
    }
    if schema.get("additionalProperties") == Some(&Value::Bool(false)) {
        out.push_str("\nUnknown fields are refused (`additionalProperties: false`).\n");
    }
    out.push('\n');
}

/// The Markdown reference.
pub fn markdown(entries: &[TypeEntry]) -> String {
    let bundle = super::bundle();
    let defs = bundle["$defs"].as_object().cloned().unwrap_or_default();
    let def = |name: &str| defs.get(name).cloned().unwrap_or(Value::Null);
    let mut out = String::new();
    out.push_str("# Coderook wire protocol reference\n\n");
    out.push_str("Generated by `cargo run -p codegen -- generate` from the types and tables of the `coderook-protocol` crate. Do not edit.\n\n");
    out.push_str("## Transport\n\n");
    let _ = writeln!(
        out,
        "- TCP on loopback, default `{}` (host `{}`, port {}). `{}` may select another host, but only a loopback one (`127.0.0.0/8`, `::1`, `localhost`).",
        transport::DEFAULT_ADDR,
        transport::DEFAULT_HOST,
        transport::DEFAULT_PORT,
        transport::HOST_ENV
    );
    out.push_str("- NDJSON: each frame is one JSON value on one `\\n`-terminated line (`\\r\\n` accepted). Decoders refuse a line longer than their limit (default 16 MiB) without buffering it whole, report lines that are not UTF-8 or not JSON with their line number, and carry on.\n");
    out.push_str("- Client → server: JSON-RPC 2.0 requests (`jsonrpc` must be `\"2.0\"`, `id` a string or a number, `method`, `params`). Server → client: JSON-RPC responses (exactly one of `result` and `error`) and event pushes `{\"kind\": \"event\", \"event\": {...}}`.\n");
    let _ = writeln!(
        out,
        "- The token comes from `{}` or the private file `~/{}`. It never appears in logs, `Debug` output or error messages.\n",
        transport::TOKEN_ENV,
        transport::TOKEN_FILE
    );
    out.push_str("## Handshake\n\n");
    out.push_str("1. The first frame must be a `core.authenticate` request ([`CoreAuthenticateCommand`](#coreauthenticatecommand)). Anything else is answered with `-32001` and the connection is closed.\n");
    out.push_str("2. A missing, malformed or wrong token is answered with `-32002` and the connection is closed.\n");
    out.push_str("3. A correct token is answered with `{\"authenticated\": true}` ([`CoreAuthenticateResult`](#coreauthenticateresult)); from then on requests are dispatched by `method`. A frame that is not JSON gets `-32700`, one that is not a request `-32600`, an unknown method `-32601`, params that break their type `-32602`.\n\n");
    out.push_str("## Error codes\n\n| code | name | meaning |\n| ---: | --- | --- |\n");
    for e in ERROR_CODES {
        let _ = writeln!(out, "| {} | {} | {} |", e.code, e.name, e.meaning);
    }
    out.push_str("\nOther codes are kept as they are (`ErrorCode::Other`).\n\n");
    out.push_str("## Presence\n\n");
    out.push_str("A field with a default may be absent and then takes the default; a `type`/`kind` constant may be absent and is refused when different. A nullable field without a default must be present (it may be `null`). Every field is always written, defaults included, `null` as `null`. Unknown fields are ignored except where a table says they are refused.\n\n");
    out.push_str("## Methods\n\n| method | params | result |\n| --- | --- | --- |\n");
    for m in METHODS {
        let result = m
            .result
            .map_or("not documented by the contract".to_owned(), |r| {
                format!("[`{r}`](#{})", anchor(r))
            });
        let _ = writeln!(
            out,
            "| `{}` | [`{}`](#{}) | {result} |",
            m.method,
            m.params,
            anchor(m.params)
        );
    }
    out.push('\n');
    let mut described: Vec<&str> = Vec::new();
    for m in METHODS {
        let _ = writeln!(out, "### {}\n", m.params);
        let _ = writeln!(out, "Params of `{}`.\n", m.method);
        field_table(&mut out, &def(m.params));
        described.push(m.params);
        match m.result {
            Some(r) if !described.contains(&r) => {
                let _ = writeln!(out, "### {r}\n");
                let users: Vec<String> = METHODS
                    .iter()
                    .filter(|x| x.result == Some(r))
                    .map(|x| format!("`{}`", x.method))
                    .collect();
                let _ = writeln!(out, "Result of {}.\n", users.join(", "));
                field_table(&mut out, &def(r));
                described.push(r);
            }
            Some(_) => {}
            None => out.push_str("The contract documents no result type for this method: its result is any JSON value.\n\n"),
        }
    }
    out.push_str("## Events\n\nPushed as `{\"kind\": \"event\", \"event\": {...}}` ([`EventPushEnvelope`](#eventpushenvelope)); `event` is tagged by `type`. An event whose `type` is not in this table is kept whole.\n\n| type | event |\n| --- | --- |\n");
    for e in EVENT_TYPES {
        let _ = writeln!(
            out,
            "| `{}` | [`{}`](#{}) |",
            e.event_type,
            e.type_name,
            anchor(e.type_name)
        );
    }
    out.push('\n');
    out.push_str("### EventPushEnvelope\n\n");
    field_table(&mut out, &def("EventPushEnvelope"));
    described.push("EventPushEnvelope");
    for e in EVENT_TYPES {
        let _ = writeln!(out, "### {}\n", e.type_name);
        let _ = writeln!(out, "The `{}` event.\n", e.event_type);
        field_table(&mut out, &def(e.type_name));
        described.push(e.type_name);
    }
    out.push_str("## Shared records\n\n");
    let mut rest: Vec<&str> = entries
        .iter()
        .map(|e| e.name)
        .filter(|n| !described.contains(n))
        .collect();
    let mut extra: Vec<&str> = defs
        .keys()
        .map(String::as_str)
        .filter(|n| !described.contains(n) && !rest.contains(n))
        .collect();
    rest.sort_unstable();
    extra.sort_unstable();
    for name in rest.into_iter().chain(extra) {
        let _ = writeln!(out, "### {name}\n");
        field_table(&mut out, &def(name));
    }
    out.push_str("## Notes on the contract\n\n");
    out.push_str("- The contract's `AgentRunResult` example omits `session_id`, which its schema requires; decoders following the schema refuse it.\n");
    out.push_str("- Fields whose upstream default comes from a factory show no `default` in the schema; when absent they decode as an empty list or object, or as the record's own defaults (`SandboxCapability`: not detected).\n");
    out.push_str("- `format: date-time` is an annotation: such fields are kept as the exact string received.\n");
    out
}
