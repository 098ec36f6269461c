//! Coderook: a client capture and a server capture of one connection.
//!
//! The two captures carry no common clock, so the rules use only the order
//! within each: the server's first frame answers the first request, request
//! ids are unique within the capture, and every response pairs with one
//! request of the client capture.

use super::{Capture, Frame, Report};
use crate::validate::View;
use coderook_protocol::{ERROR_CODES, METHODS, decode_response_for};
use serde_json::Value;
use std::collections::HashMap;

const AUTHENTICATE: &str = "core.authenticate";

/// A request read from the client capture.
struct Request<'a> {
    frame: &'a Frame,
    id: String,
    method: &'a str,
}

/// The request id as written (`"u-1"` or `7`), the key pairing uses.
fn id_key(json: &Value) -> Option<String> {
    match json.get("id")? {
        v @ (Value::String(_) | Value::Number(_)) => Some(v.to_string()),
        _ => None,
    }
}

pub(super) fn check(report: &mut Report, client: Option<&Capture>, server: Option<&Capture>) {
    let (Some(client), Some(server)) = (client, server) else {
        return;
    };
    let client_frames = report.ndjson(client, "ClientRequest");
    let server_frames = report.ndjson(server, "ServerMessage");
    for f in &client_frames {
        let token = f.json.as_ref().and_then(|j| j.pointer("/params/token"));
        if let Some(Value::String(token)) = token {
            report.secret(token);
        }
    }
    // A request the contract refuses (bad params …) still has an id and a
    // method, and the server owes it an answer: it takes part in pairing.
    let requests: Vec<Request<'_>> = client_frames
        .iter()
        .filter_map(|frame| {
            let json = frame.json.as_ref()?;
            let method = json.get("method")?.as_str()?;
            Some(Request {
                frame,
                id: id_key(json)?,
                method,
            })
        })
        .collect();

    // Authenticate first, and nothing served before its answer.
    let first = requests.first();
    if let Some(f) = client_frames.first() {
        let method = first.filter(|r| std::ptr::eq(r.frame, f)).map(|r| r.method);
        report.rule(
            method == Some(AUTHENTICATE),
            &f.at(),
            "authenticate-first",
            || {
                format!(
                    "the first client frame must be a {AUTHENTICATE} request, found {}",
                    method.map_or("a frame that is not a request".to_owned(), |m| format!(
                        "{m:?}"
                    ))
                )
            },
        );
    }
    let responses: Vec<&Frame> = server_frames
        .iter()
        .filter(|f| f.json.as_ref().is_some_and(|j| j.get("kind").is_none()))
        .collect();
    let (answered_first, authenticated) = match (first, server_frames.first()) {
        (Some(first), Some(answer)) => {
            let json = answer.json.as_ref();
            let answers_first = json.and_then(id_key).as_deref() == Some(first.id.as_str())
                && json.is_some_and(|j| j.get("kind").is_none());
            report.rule(answers_first, &answer.at(), "answer-first-request-first", || {
                format!(
                    "the server's first frame must answer the first request ({} at {}) before anything is dispatched",
                    first.id,
                    first.frame.at()
                )
            });
            let ok = first.method == AUTHENTICATE
                && answers_first
                && json.is_some_and(|j| j.get("result").is_some());
            (answers_first, ok)
        }
        _ => (false, false),
    };
    if answered_first && !authenticated {
        // A refused or failed authentication closes the connection.
        if let Some(extra) = server_frames.get(1) {
            report.rule(
                false,
                &extra.at(),
                "nothing-after-failed-authentication",
                || "the connection was not authenticated, yet the server sent more frames".into(),
            );
        } else if !server_frames.is_empty() {
            report.rule(true, "", "nothing-after-failed-authentication", String::new);
        }
    }

    // Request ids are unique within the capture.
    let mut by_id: HashMap<&str, &Request<'_>> = HashMap::new();
    let mut uses: HashMap<&str, usize> = HashMap::new();
    for r in &requests {
        *uses.entry(&r.id).or_default() += 1;
        let earlier = by_id.get(r.id.as_str()).copied();
        by_id.entry(&r.id).or_insert(r);
        report.rule(
            earlier.is_none(),
            &r.frame.at(),
            "request-id-unique",
            || {
                format!(
                    "id {} is already used by the request at {}",
                    r.id,
                    earlier.map(|e| e.frame.at()).unwrap_or_default()
                )
            },
        );
    }
    // A request the client capture holds but could not be read (its id lost).
    let unreadable = client_frames.iter().any(|f| !f.valid);

    // Responses: paired, typed by their request's method, known error codes.
    // Each use of an id (a reused one included) takes one answer.
    let mut answered: HashMap<&str, Vec<String>> = HashMap::new();
    for resp in &responses {
        let Some(json) = resp.json.as_ref() else {
            continue;
        };
        let at = resp.at();
        let id = id_key(json);
        let Some(id) = id else {
            report.rule(
                json.get("error").is_some() && unreadable,
                &at,
                "response-paired",
                || "a response with a null id must be an error answering a frame that is not a readable request".into(),
            );
            error_code(report, &at, json);
            continue;
        };
        let request = by_id.get(id.as_str()).copied();
        let before = answered.get(id.as_str()).cloned().unwrap_or_default();
        let free = uses.get(id.as_str()).copied().unwrap_or(0) > before.len();
        report.rule(
            request.is_some() && free,
            &at,
            "response-paired",
            || match before.last() {
                Some(b) => format!("id {id} was already answered at {b}"),
                None => format!("id {id} answers no request of the client capture"),
            },
        );
        if let Some(r) = request {
            answered.entry(&r.id).or_default().push(at.clone());
            if json.get("result").is_some() && resp.valid {
                let strict = report.view() == View::Strict;
                let typed = typed_result(r.method, &resp.text, json, strict);
                let result = METHODS
                    .iter()
                    .find(|m| m.method == r.method)
                    .and_then(|m| m.result)
                    .unwrap_or("any JSON");
                report.rule(typed.is_ok(), &at, "result-typed", || {
                    let e = typed.as_ref().err().cloned().unwrap_or_default();
                    format!(
                        "the result does not decode as {result}, the result of {} (request at {}): {e}",
                        r.method,
                        r.frame.at()
                    )
                });
            }
        }
        error_code(report, &at, json);
    }

    // Every request read before the connection closed is answered.
    if authenticated {
        for r in &requests {
            report.rule(
                answered.contains_key(r.id.as_str()),
                &r.frame.at(),
                "request-answered",
                || {
                    format!(
                        "request {} ({}) has no response in the server capture",
                        r.id, r.method
                    )
                },
            );
        }
    }
}

/// A response's `result` decoded as its request's method says; in the
/// strict view, as the client's `strict(true)` reads it, also without a
/// member the result's type does not declare.
fn typed_result(method: &str, text: &str, json: &Value, strict: bool) -> Result<(), String> {
    let typed = decode_response_for(method, text.as_bytes()).map_err(|e| e.to_string())?;
    let (Ok(result), Some(raw), true) = (&typed.outcome, json.get("result"), strict) else {
        return Ok(());
    };
    let encoded = serde_json::to_value(result).unwrap_or(Value::Null);
    let undeclared = wire_kit::strict::undeclared_all(raw, &encoded);
    if undeclared.is_empty() {
        return Ok(());
    }
    let paths: Vec<String> = undeclared.iter().map(|p| format!("result.{p}")).collect();
    Err(format!(
        "{}: not declared by the contract (--strict)",
        paths.join(", ")
    ))
}

/// An `error` has a code of the contract's table or of the JSON-RPC ranges.
fn error_code(report: &mut Report, at: &str, json: &Value) {
    let Some(code) = json.pointer("/error/code").and_then(Value::as_i64) else {
        return;
    };
    // JSON-RPC 2.0 reserves -32768..=-32000 (pre-defined and server errors).
    let known = ERROR_CODES.iter().any(|e| e.code == code) || (-32768..=-32000).contains(&code);
    report.rule(known, at, "error-code-known", || {
        format!("error code {code} is neither in the contract's table nor in the JSON-RPC ranges")
    });
}
