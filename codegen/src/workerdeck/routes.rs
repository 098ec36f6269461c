//! The `./routes` entry of the npm package: what upstream's module does not
//! have, kept out of the main entry so that one stays an exact drop-in. The
//! route table as types (`Routes`, keyed `"METHOD /path"`), `routePath` to
//! fill a template, and one named type per member of each tagged union, by
//! its `type`.

use super::{Body, ROUTES};
use crate::npm::Extra;
use serde_json::Value;
use std::fmt::Write as _;

/// The tagged unions that get a map by `type` and a named type per member:
/// (union, the suffix of each member's name).
const UNIONS: &[(&str, &str)] = &[
    ("SessionEvent", "SessionEvent"),
    ("ServerFrame", "ServerFrame"),
    ("ClientFrame", "ClientFrame"),
    ("QueueServerFrame", "QueueServerFrame"),
    ("JobEvent", "JobEvent"),
];

/// `tool_call_request` → `ToolCallRequest`.
fn pascal(tag: &str) -> String {
    tag.split('_')
        .map(|w| {
            let mut c = w.chars();
            c.next().map_or_else(String::new, |f| {
                f.to_ascii_uppercase().to_string() + c.as_str()
            })
        })
        .collect()
}

/// The TypeScript of a route body: a type name, `Uint8Array` for raw bytes, `never` for none.
fn body(b: Body) -> String {
    match b {
        Body::None | Body::Frames { .. } => "never".into(),
        Body::Json(name) => name.into(),
        Body::Bytes => "Uint8Array".into(),
    }
}

/// The `:name` and `*name` parameters of a path template, in order.
fn params(path: &str) -> Vec<&str> {
    path.split('/')
        .filter_map(|seg| seg.strip_prefix(':').or_else(|| seg.strip_prefix('*')))
        .collect()
}

/// An object type of `members`: `{ a: string; b?: string }`, `{}` for none.
fn members_type(members: impl Iterator<Item = String>) -> String {
    let members: Vec<String> = members.collect();
    if members.is_empty() {
        "{}".into()
    } else {
        format!("{{ {} }}", members.join("; "))
    }
}

/// Each member of a union in the bundle: its `type` and its description.
fn members(defs: &Value, union: &str) -> Vec<(String, String)> {
    let resolve = |v: &Value| -> Value {
        match v.get("$ref").and_then(Value::as_str) {
            Some(r) => defs[r.trim_start_matches("#/$defs/")].clone(),
            None => v.clone(),
        }
    };
    let schema = resolve(&defs[union]);
    let list = schema.get("oneOf").or_else(|| schema.get("anyOf"));
    let list = list
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("{union} is no union"));
    list.iter()
        .map(|m| {
            let docs = m
                .get("description")
                .and_then(Value::as_str)
                .unwrap_or_default();
            let m = resolve(m);
            let tag = m["properties"]["type"]["const"].as_str();
            let tag = tag.unwrap_or_else(|| panic!("a member of {union} has no `type` const"));
            (tag.to_owned(), docs.to_owned())
        })
        .collect()
}

/// `routes.d.ts` and `routes.js`, from the route table and the JSON Schema bundle.
pub fn entry(bundle: &Value) -> Extra {
    let defs = &bundle["$defs"];
    let mut names = Vec::new();
    let mut dts = String::from(
        "/**\n * Every route by `\"METHOD /path\"` (the keys of `ROUTES`): its path parameters, the query\n * parameters it reads (as sent, strings), its request and response bodies (`never`: none;\n * `Uint8Array`: a raw body), and for a WebSocket route (`WS`) its frames.\n */\nexport interface Routes {\n",
    );
    for r in ROUTES {
        let (client, server) = match r.response {
            Body::Frames { client, server } => (client.unwrap_or("never"), server),
            _ => ("never", "never"),
        };
        let path = members_type(params(r.path).iter().map(|p| format!("{p}: string")));
        let query = members_type(r.query.iter().map(|q| format!("{q}?: string")));
        let (request, response) = (body(r.request), body(r.response));
        names.extend([
            request.clone(),
            response.clone(),
            client.into(),
            server.into(),
        ]);
        let _ = writeln!(
            dts,
            "  \"{} {}\": {{ params: {path}; query: {query}; request: {request}; response: {response}; frames: {{ client: {client}; server: {server} }} }};",
            r.method.as_str(),
            r.path,
        );
    }
    dts.push_str(
        r#"}

/** A route key: `"GET /sessions/:id"`. */
export type RouteKey = keyof Routes;

/** The path parameters of a route: `{ id: string }` for `"GET /sessions/:id"`. */
export type ParamsOf<K extends RouteKey> = Routes[K]["params"];

/** The JSON request body of a route (`never`: none). */
export type RequestOf<K extends RouteKey> = Routes[K]["request"];

/** The success answer of a route (`never`: none). */
export type ResponseOf<K extends RouteKey> = Routes[K]["response"];

/**
 * The path of a route under the server's base path, its parameters filled: `:name` as one
 * percent-encoded segment, the `*name` rest segment by segment (its `/` kept).
 * `routePath("GET /sessions/:id", { id: "s 1" })` is `"/sessions/s%201"`.
 */
export declare function routePath<K extends RouteKey>(route: K, params: ParamsOf<K>): string;
"#,
    );
    for (union, suffix) in UNIONS {
        names.push((*union).to_owned());
        let _ = writeln!(
            dts,
            "\n/** Every member of `{union}` by its `type`. */\nexport interface {union}s {{"
        );
        let members = members(defs, union);
        for (tag, _) in &members {
            let _ = writeln!(dts, "  {tag:?}: Extract<{union}, {{ type: {tag:?} }}>;");
        }
        dts.push_str("}\n");
        for (tag, docs) in &members {
            let docs = if docs.is_empty() {
                format!("`{union}` of type `{tag}`.")
            } else {
                docs.clone()
            };
            dts.push('\n');
            dts.push_str(&crate::npm::jsdoc(&docs));
            let _ = writeln!(
                dts,
                "export type {}{suffix} = {union}s[{tag:?}];",
                pascal(tag)
            );
        }
    }
    names.retain(|n| n.chars().next().is_some_and(|c| c.is_ascii_uppercase()) && n != "Uint8Array");
    names.sort();
    names.dedup();
    let dts = format!(
        "import type {{ {} }} from \"./index.js\";\n\n{dts}",
        names.join(", ")
    );
    let js = r#"export function routePath(route, params) {
  const path = route.slice(route.indexOf(" ") + 1);
  return path.replace(/([:*])(\w+)/g, (_, kind, name) =>
    kind === ":"
      ? encodeURIComponent(params[name])
      : String(params[name]).split("/").map(encodeURIComponent).join("/"),
  );
}
"#;
    Extra::Module {
        name: "routes",
        dts,
        js: js.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_become_type_names_and_templates_their_parameters() {
        assert_eq!(pascal("tool_call_request"), "ToolCallRequest");
        assert_eq!(params("/sessions/:id/files/*path"), ["id", "path"]);
        assert!(params("/sessions").is_empty());
    }

    #[test]
    fn every_member_of_every_union_has_its_tag() {
        let bundle: Value = serde_json::from_str(&super::super::schema_bundle()).expect("JSON");
        let events = members(&bundle["$defs"], "SessionEvent");
        assert!(events.iter().any(|(t, _)| t == "turn_result"), "{events:?}");
        let frames: Vec<String> = members(&bundle["$defs"], "ServerFrame")
            .into_iter()
            .map(|m| m.0)
            .collect();
        assert_eq!(frames[..2], ["attached".to_owned(), "event".to_owned()]);
    }
}
