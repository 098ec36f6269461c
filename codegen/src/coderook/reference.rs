//! Coderook's runtime values and the tables of its `WIRE_PROTOCOL.md`,
//! from the types and tables of `coderook-protocol`.

use crate::npm::RuntimeValue;
use crate::reference::{Block, Reference, link};
use coderook_protocol::{ERROR_CODES, EVENT_TYPES, JSONRPC_VERSION, METHODS, transport};
use serde_json::{Value, json};

/// The runtime values of `coderook.ts` and the npm package: the transport
/// constants and the method, event and error tables.
pub fn runtime_values() -> Vec<RuntimeValue> {
    let methods: Vec<Value> = METHODS
        .iter()
        .map(|m| {
            json!({ "method": m.method, "params": m.params, "result": m.result, "read_only": m.read_only })
        })
        .collect();
    // The member holding an event's ledger place, as `Event::ledger_seq`
    // reads it: `ledger_seq`, or `seq` for `runtime.event`'s record number.
    let defs = super::bundle();
    let position = |name: &str| {
        let members = &defs["$defs"][name]["properties"];
        ["ledger_seq", "seq"]
            .into_iter()
            .find(|m| members.get(m).is_some())
    };
    let events: Vec<Value> = EVENT_TYPES
        .iter()
        .map(|e| json!({ "type": e.event_type, "name": e.type_name, "position": position(e.type_name) }))
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
            "Every JSON-RPC method: its params type and result type by name (`null`: the contract\ndocuments no result type), and whether it only reads (`read_only`: calling it again has no\neffect the first call did not have, so a client may repeat a call a disconnect interrupted).\n`Methods` is the same table as types.",
            Value::Array(methods),
        ),
        RuntimeValue::literal(
            "EVENT_TYPES",
            "Every event `type`, the name of its type, and the member holding its ledger place\n(`position`; `null`: the event is live-only).",
            Value::Array(events),
        ),
        RuntimeValue::literal(
            "ERROR_CODES",
            "The contract's JSON-RPC error codes, with names and meanings.",
            Value::Array(errors),
        ),
    ]
}

/// The reference's tables and prose; the writer adds a section per type.
pub fn reference() -> Reference {
    let mut body = vec![
        Block::Heading("Transport"),
        Block::Text(format!(
            "- TCP on loopback, default `{}` (host `{}`, port {}). `{}` may select another host, but only a loopback one (`127.0.0.0/8`, `::1`, `localhost`).\n\
             - NDJSON: each frame is one JSON value on one `\\n`-terminated line (`\\r\\n` accepted). Decoders refuse a line longer than their limit (default 16 MiB) without buffering it whole, report lines that are not UTF-8 or not JSON with their line number, and carry on.\n\
             - Client → server: JSON-RPC 2.0 requests (`jsonrpc` must be `\"2.0\"`, `id` a string or a number, `method`, `params`). Server → client: JSON-RPC responses (exactly one of `result` and `error`) and event pushes `{{\"kind\": \"event\", \"event\": {{...}}}}`.\n\
             - The token comes from `{}` or the private file `~/{}`. It never appears in logs, `Debug` output or error messages.\n\n",
            transport::DEFAULT_ADDR,
            transport::DEFAULT_HOST,
            transport::DEFAULT_PORT,
            transport::HOST_ENV,
            transport::TOKEN_ENV,
            transport::TOKEN_FILE
        )),
        Block::Heading("Handshake"),
        Block::Text("1. The first frame must be a `core.authenticate` request ([`CoreAuthenticateCommand`](#coreauthenticatecommand)). Anything else is answered with `-32001` and the connection is closed.\n\
             2. A missing, malformed or wrong token is answered with `-32002` and the connection is closed.\n\
             3. A correct token is answered with `{\"authenticated\": true}` ([`CoreAuthenticateResult`](#coreauthenticateresult)); from then on requests are dispatched by `method`. A frame that is not JSON gets `-32700`, one that is not a request `-32600`, an unknown method `-32601`, params that break their type `-32602`.\n\n".into()),
        Block::Heading("Error codes"),
        Block::Table {
            columns: &["code", "name", "meaning"],
            align: &["---:", "---", "---"],
            rows: ERROR_CODES
                .iter()
                .map(|e| vec![e.code.to_string(), e.name.to_owned(), e.meaning.to_owned()])
                .collect(),
        },
        Block::Text("Other codes are kept as they are (`ErrorCode::Other`).\n\n".into()),
        Block::Heading("Presence"),
        Block::Text("A field with a default may be absent and then takes the default; a `type`/`kind` constant may be absent and is refused when different. A nullable field without a default must be present (it may be `null`). Every field is always written, defaults included, `null` as `null`. Unknown fields are ignored except where a table says they are refused.\n\n".into()),
        Block::Heading("Methods"),
        Block::Table {
            columns: &["method", "params", "result"],
            align: &["---", "---", "---"],
            rows: METHODS
                .iter()
                .map(|m| {
                    let result = m.result.map_or("not documented by the contract".into(), link);
                    vec![format!("`{}`", m.method), link(m.params), result]
                })
                .collect(),
        },
    ];
    let mut described: Vec<&str> = Vec::new();
    for m in METHODS {
        described.push(m.params);
        body.push(Block::Type(
            m.params.into(),
            Some(format!("Params of `{}`.", m.method)),
        ));
        match m.result {
            Some(r) if !described.contains(&r) => {
                let users: Vec<String> = METHODS
                    .iter()
                    .filter(|x| x.result == Some(r))
                    .map(|x| format!("`{}`", x.method))
                    .collect();
                body.push(Block::Type(r.into(), Some(format!("Result of {}.", users.join(", ")))));
                described.push(r);
            }
            Some(_) => {}
            None => body.push(Block::Text("The contract documents no result type for this method: its result is any JSON value.\n\n".into())),
        }
    }
    body.extend([
        Block::Heading("Events"),
        Block::Text("Pushed as `{\"kind\": \"event\", \"event\": {...}}` ([`EventPushEnvelope`](#eventpushenvelope)); `event` is tagged by `type`. An event whose `type` is not in this table is kept whole.\n\n".into()),
        Block::Table {
            columns: &["type", "event"],
            align: &["---", "---"],
            rows: EVENT_TYPES
                .iter()
                .map(|e| vec![format!("`{}`", e.event_type), link(e.type_name)])
                .collect(),
        },
        Block::Type("EventPushEnvelope".into(), None),
    ]);
    body.extend(EVENT_TYPES.iter().map(|e| {
        Block::Type(
            e.type_name.into(),
            Some(format!("The `{}` event.", e.event_type)),
        )
    }));
    Reference {
        title: "Coderook wire protocol reference",
        source: "coderook-protocol",
        body,
        records: "Shared records",
        tail: vec![
            Block::Heading("Notes on the contract"),
            Block::Text("- The contract's `AgentRunResult` example omits `session_id`, which its schema requires; decoders following the schema refuse it.\n\
                 - Fields whose upstream default comes from a factory show no `default` in the schema; when absent they decode as an empty list or object, or as the record's own defaults (`SandboxCapability`: not detected).\n\
                 - `format: date-time` is an annotation: such fields are kept as the exact string received.\n".into()),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The npm table's `position` (read from the schemas) names a member
    /// exactly for the event types the crate's table gives a ledger place.
    #[test]
    fn event_positions_follow_the_event_table() {
        let events = runtime_values()
            .into_iter()
            .find(|v| v.name == "EVENT_TYPES")
            .expect("EVENT_TYPES");
        let crate::npm::ValueKind::Data {
            value: Value::Array(rows),
            ..
        } = events.kind
        else {
            panic!("EVENT_TYPES is an array literal");
        };
        assert_eq!(rows.len(), EVENT_TYPES.len());
        for (row, info) in rows.iter().zip(EVENT_TYPES) {
            assert_eq!(
                row["position"].is_string(),
                info.ledgered,
                "{}",
                info.event_type
            );
        }
    }
}
