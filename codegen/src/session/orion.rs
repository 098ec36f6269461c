//! Orion: the `GET /events` SSE downlink and REST exchanges, judged by the
//! crate's `sse` module and route table.
//!
//! Readings the contract leaves open, chosen here: every event's cursor is
//! greater than the one before it in the stream (the fixtures' and the
//! crate's reading of "cursor-ordered"); a reconnect's `cursor` (or, without
//! it, `Last-Event-ID`: the query wins) is the cursor of the last durable
//! event delivered before, the contract's "last delivered durable sequence".

use super::har::Exchange;
use super::{Capture, Place, Report};
use crate::validate::Pos;
use orion_api_types::sse::{EnvelopeStream, SseError, SseParser};
use orion_api_types::{BASE_PATH, MediaType, Method, find_route};

const NONCE_HEADER: &str = "X-Orion-Web-Nonce";

/// What a stream delivered, for the next reconnect.
#[derive(Debug, Clone, Copy, Default)]
struct Delivered {
    /// The last cursor delivered.
    last: Option<i64>,
    /// The last durable cursor delivered.
    last_durable: Option<i64>,
}

pub(super) fn check_sse_file(report: &mut Report, capture: Option<&Capture>) {
    let Some(capture) = capture else {
        return;
    };
    let delivered = sse(report, &capture.name, &capture.text, None, &Place::Text);
    if delivered.last.is_none() {
        report.none(&capture.name);
    }
}

/// Lines with their terminators (`\r\n`, `\n` or `\r`), as SSE splits them.
fn lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                out.push(&text[start..=i]);
                start = i + 1;
            }
            b'\r' => {
                let end = if bytes.get(i + 1) == Some(&b'\n') {
                    i + 1
                } else {
                    i
                };
                out.push(&text[start..=end]);
                start = end + 1;
                i = end;
            }
            _ => {}
        }
        i += 1;
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// Checks one `text/event-stream` body; `resumed` is the cursor it was
/// opened after, `place` names the event starting on a given line.
fn sse(
    report: &mut Report,
    source: &str,
    text: &str,
    resumed: Option<i64>,
    place: &dyn Fn(Pos) -> Place,
) -> Delivered {
    let mut parser = SseParser::new();
    let mut envelopes = EnvelopeStream::new();
    let mut delivered = Delivered::default();
    let mut previous = resumed;
    let mut event_line: Option<Pos> = None;
    let mut data_seen = false;
    for (n, line) in lines(text).into_iter().enumerate() {
        let blank = line.trim_end_matches(['\r', '\n']).is_empty();
        if !blank && event_line.is_none() {
            event_line = Some(Pos {
                line: n + 1,
                column: 1,
            });
        }
        // Positions inside the data are given from the first data line's value.
        if let Some(value) = line.strip_prefix("data:")
            && !data_seen
        {
            data_seen = true;
            let skip = 5 + usize::from(value.starts_with(' '));
            event_line = Some(Pos {
                line: n + 1,
                column: skip + 1,
            });
        }
        let events = parser.push(line.as_bytes());
        let checked = envelopes.push(line.as_bytes());
        for (event, envelope) in events.into_iter().zip(checked) {
            let start = event_line.unwrap_or(Pos {
                line: n + 1,
                column: 1,
            });
            let here = place(start);
            let at = match &here {
                Place::Text(p) => format!("{source}:{}", p.line),
                Place::Har(path) => format!("{source}:{path}"),
            };
            let event = match event {
                Ok(e) => e,
                Err(too_large) => {
                    report.fault(source, &here, "(root)", &too_large.to_string());
                    continue;
                }
            };
            let frame = report.frame(source, here, &event.data, "WebEventEnvelope");
            let (cursor, durable) = match envelope {
                Ok(e) if frame.valid => {
                    report.rule(true, &at, "sse-id-is-cursor", String::new);
                    (e.cursor(), e.durable())
                }
                // Read by the receive view alone (an undeclared member
                // dropped, or a type the crate does not know, passed on with
                // its cursor): it moves the stream's position like any
                // other envelope, so the same rules judge it.
                Err(SseError::Decode(_)) if frame.valid => {
                    let json = frame.json.as_ref();
                    let member = |name: &str| json.and_then(|j| j.get(name));
                    let Some(cursor) = member("cursor").and_then(serde_json::Value::as_i64) else {
                        continue;
                    };
                    let id = event.id.as_deref().filter(|_| event.has_own_id);
                    report.rule(
                        id == Some(cursor.to_string().as_str()),
                        &at,
                        "sse-id-is-cursor",
                        || format!("the SSE id {id:?} is not the envelope's cursor {cursor}"),
                    );
                    let durable = member("durable").and_then(serde_json::Value::as_bool);
                    (cursor, durable == Some(true))
                }
                Ok(_) | Err(SseError::Decode(_)) => continue,
                Err(e) => {
                    report.rule(false, &at, "sse-id-is-cursor", || e.to_string());
                    continue;
                }
            };
            // A durable cursor rises above every cursor before it. A
            // non-durable event may repeat the latest cursor: the contract
            // calls the browser's `Last-Event-ID` (the last SSE id it saw)
            // "the last durable Web event cursor", which holds when
            // non-durable events carry the last durable cursor.
            report.rule(
                previous.is_none_or(|p| if durable { cursor > p } else { cursor >= p }),
                &at,
                "cursor-rising",
                || {
                    let p = previous.unwrap_or_default();
                    if durable {
                        format!("durable cursor {cursor} does not rise above {p}")
                    } else {
                        format!("cursor {cursor} falls below {p}")
                    }
                },
            );
            previous = Some(cursor);
            delivered.last = Some(cursor);
            if durable {
                delivered.last_durable = Some(cursor);
            }
        }
        if blank {
            event_line = None;
            data_seen = false;
        }
    }
    // A body cut inside an event leaves it undispatched: a truncated capture.
    let complete = parser.buffered_len() == 0;
    let at = format!("{source}:{}", end_label(place, text));
    report.rule(complete, &at, "sse-framing", || {
        "the stream ends inside an event (no blank line after its last field)".into()
    });
    delivered
}

fn end_label(place: &dyn Fn(Pos) -> Place, text: &str) -> String {
    let line = lines(text).len().max(1);
    match place(Pos { line, column: 1 }) {
        Place::Text(p) => p.line.to_string(),
        Place::Har(path) => path,
    }
}

fn method(name: &str) -> Option<Method> {
    Some(match name {
        "GET" => Method::Get,
        "POST" => Method::Post,
        "PATCH" => Method::Patch,
        _ => return None,
    })
}

pub(super) fn check_har(report: &mut Report, source: &str, exchanges: &[Exchange]) {
    // Nonces a bootstrap response hands out are secrets too.
    for x in exchanges {
        let json = x
            .response_body
            .as_deref()
            .and_then(|b| serde_json::from_str::<serde_json::Value>(b).ok());
        if let Some(nonce) = json
            .as_ref()
            .and_then(|j| j.get("nonce"))
            .and_then(|n| n.as_str())
        {
            report.secret(nonce);
        }
    }
    let mut delivered: Option<Delivered> = None;
    for x in exchanges {
        let at = x.at(source);
        let Some(offset) = x.path.find(BASE_PATH) else {
            continue;
        };
        let path = &x.path[offset + BASE_PATH.len()..];
        let found = method(&x.method).and_then(|m| find_route(m, path));
        let Some((route, _)) = found else {
            if x.response_json() {
                report.rule(false, &at, "route-known", || {
                    format!("{} {} is in no route of the contract", x.method, x.path)
                });
            }
            continue;
        };
        report.rule(true, &at, "route-known", String::new);
        if route.nonce_required {
            let present = x.header(NONCE_HEADER).is_some_and(|v| !v.is_empty());
            report.rule(present, &at, "nonce-present", || {
                format!(
                    "{} {} needs the {NONCE_HEADER} header",
                    x.method, route.path
                )
            });
        }
        if let (Some(t), Some(body)) = (route.request_type, &x.request_body) {
            report.frame(source, Place::Har(x.request_path()), body, t);
        }
        let documented =
            x.status == route.success.status || route.errors.iter().any(|e| e.status == x.status);
        report.rule(documented, &at, "status-documented", || {
            format!(
                "status {} is not documented for {}",
                x.status, route.operation_id
            )
        });
        if x.status >= 400 {
            let problem = x.response_body.is_some()
                && x.response_mime.starts_with(MediaType::ProblemJson.as_str());
            report.rule(problem, &at, "problem-on-error", || {
                format!(
                    "status {} must carry an {} body",
                    x.status,
                    MediaType::ProblemJson.as_str()
                )
            });
            if let Some(body) = &x.response_body {
                report.frame(source, Place::Har(x.response_path()), body, "Problem");
            }
            continue;
        }
        if x.status != route.success.status {
            continue;
        }
        let Some(body) = &x.response_body else {
            continue;
        };
        match route.success.media_type {
            MediaType::EventStream => {
                let resume = x
                    .query("cursor")
                    .or_else(|| x.header("Last-Event-ID"))
                    .and_then(|v| v.parse::<i64>().ok());
                if let Some(durable) = delivered.and_then(|d| d.last_durable) {
                    report.rule(resume == Some(durable), &at, "reconnect-resumes", || {
                        format!(
                            "a reconnect must resume from the last durable cursor delivered, {durable}; found {}",
                            resume.map_or("no cursor".to_owned(), |r| r.to_string())
                        )
                    });
                }
                let base = x.response_path();
                let now = sse(report, source, body, resume, &|p: Pos| {
                    Place::Har(format!("{base}#line{}", p.line))
                });
                let previous = delivered.unwrap_or_default();
                delivered = Some(Delivered {
                    last: now.last.or(previous.last),
                    last_durable: now.last_durable.or(previous.last_durable),
                });
            }
            _ => {
                report.frame(
                    source,
                    Place::Har(x.response_path()),
                    body,
                    route.success.type_name,
                );
            }
        }
    }
}
