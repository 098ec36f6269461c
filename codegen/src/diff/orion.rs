//! Orion: an OpenAPI document (the upstream YAML or our generated JSON).
//!
//! Entry points: each route's parameters and request body (`to-server`), each
//! response (`to-client`, the SSE stream's event union included). Objects are
//! closed: the strict reader refuses members it does not declare.

use super::model::{Contract, Direction, Entry, Member, ReaderRule, Ty, from_schema};
use super::{ParseError, parse_json};
use serde_json::Value;
use std::collections::BTreeMap;

const RULE: ReaderRule = ReaderRule {
    closed_by_default: true,
    always_open: false,
};

/// Reads an OpenAPI document.
pub fn read(shown: &str, text: &str) -> Result<Contract, ParseError> {
    let doc: Value = if text.trim_start().starts_with('{') {
        parse_json(shown, text)?
    } else {
        serde_yaml::from_str(text).map_err(|e| {
            let at = e
                .location()
                .map(|l| format!("{}:{}", l.line(), l.column()))
                .unwrap_or_else(|| "1:1".into());
            ParseError(format!("{shown}:{at}: {e}"))
        })?
    };
    if doc.get("openapi").is_none() || doc.get("paths").is_none() {
        return Err(ParseError(format!(
            "{shown}:1: not an OpenAPI document (no `openapi` and `paths`)"
        )));
    }
    let mut c = Contract::default();
    if let Some(schemas) = doc
        .pointer("/components/schemas")
        .and_then(Value::as_object)
    {
        for (name, s) in schemas {
            c.types.insert(name.clone(), from_schema(s, RULE));
        }
    }
    let resolve = |v: &Value| -> Value {
        match v.get("$ref").and_then(Value::as_str) {
            Some(r) => doc
                .pointer(r.trim_start_matches('#'))
                .cloned()
                .unwrap_or(Value::Null),
            None => v.clone(),
        }
    };
    let methods = [
        "get", "put", "post", "delete", "options", "head", "patch", "trace",
    ];
    for (path, item) in doc["paths"].as_object().into_iter().flatten() {
        for method in methods {
            let Some(op) = item.get(method) else { continue };
            let route = format!("{} {path}", method.to_uppercase());
            // Parameters: one object per route, members named `in:name`.
            let mut params = BTreeMap::new();
            let shared = item
                .get("parameters")
                .and_then(Value::as_array)
                .into_iter()
                .flatten();
            for p in shared.chain(
                op.get("parameters")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten(),
            ) {
                let p = resolve(p);
                let (Some(name), Some(place)) = (p["name"].as_str(), p["in"].as_str()) else {
                    continue;
                };
                params.insert(
                    format!("{place}:{name}"),
                    Member {
                        ty: p.get("schema").map_or(Ty::Any, |s| from_schema(s, RULE)),
                        required: p["required"].as_bool().unwrap_or(place == "path"),
                        default: p.pointer("/schema/default").cloned(),
                    },
                );
            }
            // Unknown query parameters are ignored by the server: open.
            let params = Ty::Object {
                members: params,
                extra: super::model::Extra::Open,
            };
            c.entries.push(Entry {
                location: route.clone(),
                direction: Direction::ToServer,
                ty: params,
                parent: None,
                call: false,
                route: true,
            });
            if let Some(body) = op.get("requestBody") {
                let body = resolve(body);
                for (media, content) in body["content"].as_object().into_iter().flatten() {
                    let ty = content
                        .get("schema")
                        .map_or(Ty::Any, |s| from_schema(s, RULE));
                    let ty = if body["required"].as_bool() == Some(true) {
                        ty
                    } else {
                        super::model::union(vec![ty, Ty::Null])
                    };
                    let location = if media == "application/json" {
                        format!("{route} body")
                    } else {
                        format!("{route} body {media}")
                    };
                    c.entries.push(Entry {
                        location,
                        direction: Direction::ToServer,
                        ty,
                        parent: Some(route.clone()),
                        call: false,
                        route: true,
                    });
                }
            }
            for (status, resp) in op["responses"].as_object().into_iter().flatten() {
                let resp = resolve(resp);
                let content = resp["content"].as_object();
                if content.is_none_or(|m| m.is_empty()) {
                    c.entries.push(Entry {
                        location: format!("{route} {status}"),
                        direction: Direction::ToClient,
                        ty: Ty::Null,
                        parent: Some(route.clone()),
                        call: false,
                        route: true,
                    });
                }
                for (media, content) in content.into_iter().flatten() {
                    let ty = content
                        .get("schema")
                        .map_or(Ty::Any, |s| from_schema(s, RULE));
                    let location = match media.as_str() {
                        "application/json" => format!("{route} {status}"),
                        "text/event-stream" => format!("{route} {status} events"),
                        m => format!("{route} {status} {m}"),
                    };
                    c.entries.push(Entry {
                        location,
                        direction: Direction::ToClient,
                        ty,
                        parent: Some(route.clone()),
                        call: false,
                        route: true,
                    });
                }
            }
        }
    }
    Ok(c)
}
