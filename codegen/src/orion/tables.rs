//! Orion's runtime values and operation map for TypeScript: `ROUTES`,
//! `BASE_PATH`, the nonce header name, the value array of every closed
//! enum, the `Operations` interface keyed by operationId, and the tables
//! of `REFERENCE.md`.

use crate::npm::RuntimeValue;
use crate::reference::{Block, Reference, cell, link};
use orion_api_types::{BASE_PATH, ROUTES, WebNonce};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// `AgentMode` → `AGENT_MODE`.
pub fn screaming(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, c) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1);
        if c.is_ascii_uppercase()
            && let Some(p) = prev
            && (p.is_ascii_lowercase()
                || p.is_ascii_digit()
                || (p.is_ascii_uppercase() && next.is_some_and(|n| n.is_ascii_lowercase())))
        {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// The members of a declaration that is a union of string literals only (a closed enum).
pub fn closed_enum(decl: &str) -> Option<Vec<String>> {
    let body = decl.split_once(" = ")?.1.trim().trim_end_matches(';');
    body.split('|')
        .map(|m| serde_json::from_str::<String>(m.trim()).ok())
        .collect()
}

/// The responses of a route by status: the success type (of each event, for
/// `text/event-stream`), then `Problem` for every error status.
fn responses(r: &orion_api_types::Route) -> Vec<(u16, &'static str)> {
    let mut out = vec![(r.success.status, r.success.type_name)];
    out.extend(r.errors.iter().map(|e| (e.status, "Problem")));
    out
}

/// The runtime values, given the declarations (name → TypeScript).
pub fn runtime_values(decls: &BTreeMap<String, String>) -> Vec<RuntimeValue> {
    let routes: Vec<Value> = ROUTES
        .iter()
        .map(|r| {
            let params: Vec<Value> = r
                .parameters
                .iter()
                .filter_map(|c| orion_api_types::parameter(c))
                .map(|p| json!({ "name": p.name, "in": p.location.as_str(), "required": p.required }))
                .collect();
            let responses: serde_json::Map<String, Value> = responses(r)
                .into_iter()
                .map(|(s, t)| (s.to_string(), t.into()))
                .collect();
            json!({
                "method": r.method.as_str(),
                "path": r.path,
                "operationId": r.operation_id,
                "nonceRequired": r.nonce_required,
                "parameters": params,
                "requestType": r.request_type,
                "responses": responses,
                "successMediaType": r.success.media_type.as_str(),
            })
        })
        .collect();
    let mut out = vec![
        RuntimeValue::literal(
            "BASE_PATH",
            "The base path every route is served under.",
            BASE_PATH.into(),
        ),
        RuntimeValue::literal(
            "NONCE_HEADER",
            "The header that carries the web nonce on every mutation (`nonceRequired` routes).",
            WebNonce::HEADER.into(),
        ),
        RuntimeValue::literal(
            "ROUTES",
            "Every operation, in the contract's order: method, path template under `BASE_PATH`,\n\
             operationId, whether the nonce header is required, parameters, the request body's\n\
             type and the response body's type by status, by name (`Problem` for errors; for\n\
             `text/event-stream`, the type of each event). `Operations` is the same table as types.",
            Value::Array(routes),
        ),
    ];
    for (name, decl) in decls {
        if let Some(values) = closed_enum(decl) {
            out.push(RuntimeValue::literal(
                format!("{}_VALUES", screaming(name)),
                format!("Every `{name}` value, in the contract's order."),
                json!(values),
            ));
        }
    }
    out
}

/// The tables of `REFERENCE.md`: parameters and routes; the writer adds a section per type.
pub fn reference() -> Reference {
    let code = |t: &str| format!("`{t}`");
    let body = vec![
        Block::Heading("Routes"),
        Block::Text(format!(
            "Every operation, in the contract's order, under `{BASE_PATH}`. A route marked `nonce` requires the `{}` header. Error bodies are `Problem`.\n\n",
            WebNonce::HEADER
        )),
        Block::Table {
            columns: &[
                "method",
                "path",
                "operationId",
                "nonce",
                "parameters",
                "request",
                "success",
                "errors",
            ],
            align: &["---", "---", "---", "---", "---", "---", "---", "---"],
            rows: ROUTES
                .iter()
                .map(|r| {
                    let params: Vec<String> = r.parameters.iter().map(|p| code(p)).collect();
                    let errors: Vec<String> =
                        r.errors.iter().map(|e| e.status.to_string()).collect();
                    vec![
                        r.method.as_str().to_owned(),
                        code(r.path),
                        code(r.operation_id),
                        if r.nonce_required { "nonce" } else { "" }.to_owned(),
                        params.join(", "),
                        r.request_type.map_or(String::new(), link),
                        format!(
                            "{} `{}` {}",
                            r.success.status,
                            r.success.media_type.as_str(),
                            link(r.success.type_name)
                        ),
                        errors.join(", "),
                    ]
                })
                .collect(),
        },
        Block::Heading("Parameters"),
        Block::Table {
            columns: &["component", "name", "in", "required", "notes"],
            align: &["---", "---", "---", "---", "---"],
            rows: orion_api_types::PARAMETERS
                .iter()
                .map(|p| {
                    vec![
                        code(p.component),
                        code(p.name),
                        p.location.as_str().to_owned(),
                        if p.required { "required" } else { "optional" }.to_owned(),
                        cell(p.description.unwrap_or_default()),
                    ]
                })
                .collect(),
        },
    ];
    Reference {
        title: "Orion HTTP API reference",
        source: "orion-api-types",
        body,
        records: "Types",
        tail: Vec::new(),
    }
}

/// The TypeScript type of a parameter, from its schema in the OpenAPI document.
fn parameter_type(doc: &Value, component: &str) -> &'static str {
    let ty = doc
        .pointer(&format!("/components/parameters/{component}/schema/type"))
        .and_then(Value::as_str);
    match ty {
        Some("integer" | "number") => "number",
        _ => "string",
    }
}

/// The `Operations` interface and its helper types.
pub fn operations(doc: &Value) -> String {
    let mut out = String::from(
        "/**\n * Every operation by operationId: its method and path, its parameters by location (the\n * nonce header on mutations), its JSON request body (`never` when it has none) and its\n * response bodies by status, and which one is the success (for `text/event-stream`, the\n * type of each event). The same table as the `ROUTES` value.\n */\nexport interface Operations {\n",
    );
    for r in ROUTES.iter() {
        let mut by_location: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        for p in r
            .parameters
            .iter()
            .filter_map(|c| orion_api_types::parameter(c))
        {
            let key = serde_json::to_string(p.name).expect("JSON encodes");
            let optional = if p.required { "" } else { "?" };
            by_location
                .entry(p.location.as_str())
                .or_default()
                .push(format!(
                    "{key}{optional}: {}",
                    parameter_type(doc, p.component)
                ));
        }
        if r.nonce_required {
            by_location
                .entry("header")
                .or_default()
                .push(format!("{:?}: string", WebNonce::HEADER));
        }
        let params: Vec<String> = ["path", "query", "header"]
            .iter()
            .map(|loc| {
                let members = by_location
                    .get(loc)
                    .map(|m| m.join("; "))
                    .unwrap_or_default();
                if members.is_empty() {
                    format!("{loc}: {{}}")
                } else {
                    format!("{loc}: {{ {members} }}")
                }
            })
            .collect();
        let responses: Vec<String> = responses(r)
            .into_iter()
            .map(|(s, t)| format!("{s}: {t}"))
            .collect();
        let _ = writeln!(
            out,
            "  {}: {{\n    method: {:?};\n    path: {:?};\n    nonceRequired: {};\n    parameters: {{ {} }};\n    requestBody: {};\n    responses: {{ {} }};\n    success: {{ status: {}; mediaType: {:?}; body: {} }};\n  }};",
            r.operation_id,
            r.method.as_str(),
            r.path,
            r.nonce_required,
            params.join("; "),
            r.request_type.unwrap_or("never"),
            responses.join("; "),
            r.success.status,
            r.success.media_type.as_str(),
            r.success.type_name,
        );
    }
    out.push_str(
        "}\n\n\
         /**\n * An operationId.\n */\n\
         export type OperationId = keyof Operations;\n\n\
         /**\n * The JSON request body of an operation (`never` when it has none).\n */\n\
         export type RequestBodyOf<O extends OperationId> = Operations[O][\"requestBody\"];\n\n\
         /**\n * The response body of an operation for a status: `ResponseOf<\"getHealth\", 200>`.\n */\n\
         export type ResponseOf<\n  O extends OperationId,\n  S extends keyof Operations[O][\"responses\"],\n> = Operations[O][\"responses\"][S];\n\n\
         /**\n * The success response body of an operation, whatever its status (200, 201 or 202).\n */\n\
         export type SuccessOf<O extends OperationId> = Operations[O][\"success\"][\"body\"];\n\n\
         /**\n * The parameters of an operation by location (`path`, `query`, `header`).\n */\n\
         export type ParametersOf<O extends OperationId> = Operations[O][\"parameters\"];\n",
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_enums() {
        assert_eq!(screaming("AgentMode"), "AGENT_MODE");
        assert_eq!(screaming("MCPServerKind"), "MCP_SERVER_KIND");
        assert_eq!(screaming("Http2Mode"), "HTTP2_MODE");
        assert_eq!(
            closed_enum("type A = \"x\" | \"y\";"),
            Some(vec!["x".to_owned(), "y".to_owned()])
        );
        assert_eq!(closed_enum("type A = \"x\" | string;"), None);
        assert_eq!(closed_enum("type A = { a: \"x\" };"), None);
    }
}
