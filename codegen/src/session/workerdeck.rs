//! WorkerDeck: the session WebSocket (server frames, client commands), the
//! queue WebSocket and REST exchanges, judged by the crate's route table and
//! `SessionLog`.

use super::har::Exchange;
use super::{Capture, Frame, Place, Report};
use workerdeck_protocol::routes::{Body, Method, ROUTES, Route};
use workerdeck_protocol::{QueueServerFrame, SeqStep, ServerFrame, SessionLog};

pub(super) fn check_ndjson(
    report: &mut Report,
    server: Option<&Capture>,
    client: Option<&Capture>,
) {
    let Some(server) = server else {
        return;
    };
    let frames = report.ndjson(server, "ServerFrame");
    if let Some(client) = client {
        report.ndjson(client, "ClientFrame");
    }
    session_rules(report, &frames, None);
}

/// The rules of one session WebSocket's server stream. `after_seq` is the
/// `afterSeq` the client attached with, when the capture shows it.
///
/// An event frame moves the position by its `seq` even when it is not read
/// (an event of a type the crate does not know, or one that breaks its
/// type), as the client's log does: the events after it are judged from
/// there, and no gap is reported where there is none.
fn session_rules(report: &mut Report, frames: &[Frame], after_seq: Option<i64>) {
    let typed: Vec<(&Frame, Option<ServerFrame>)> = frames
        .iter()
        .map(|f| {
            let frame = f
                .valid
                .then(|| workerdeck_protocol::decode(&f.text).ok())
                .flatten();
            (f, frame)
        })
        .collect();
    let Some(first) = frames.first() else {
        return;
    };
    let attached = match typed.first() {
        Some((_, Some(ServerFrame::Attached(a)))) => Some(a.clone()),
        _ => None,
    };
    report.rule(attached.is_some(), &first.at(), "attached-first", || {
        "the server stream must start with an `attached` frame".into()
    });
    let mut log = SessionLog::resume_after(after_seq.unwrap_or(0));
    if let Some(a) = &attached {
        let step = log.attached(a);
        if after_seq.is_some() && !matches!(step, SeqStep::OutOfRange { .. }) {
            report.rule(
                step == SeqStep::Next,
                &first.at(),
                "replay-from-after-seq",
                || {
                    format!(
                        "attached with afterSeq {} but the replay starts after {}: events are lost",
                        log.after_seq(),
                        a.replaying_from
                    )
                },
            );
        }
        // A position the log refuses leaves it where the client stood; the
        // events are judged from there.
        if !matches!(step, SeqStep::OutOfRange { .. }) {
            log = SessionLog::resume_after(a.replaying_from);
        }
        let last = a.session.last_seq;
        report.rule(
            a.replaying_from <= last && (0..=SessionLog::MAX_SEQ).contains(&a.replaying_from),
            &first.at(),
            "replay-within-log",
            || match step {
                SeqStep::OutOfRange { seq } => format!(
                    "replayingFrom {seq} is outside 0..={}: no seq counted from 1 as a JavaScript number gets there",
                    SessionLog::MAX_SEQ
                ),
                _ => format!(
                    "replayingFrom {} is beyond the session's lastSeq {last}",
                    a.replaying_from
                ),
            },
        );
        // The protocol tells replayed from live events by `seq` alone:
        // up to the snapshot's `lastSeq` replayed, after it live.
        let seqs: Vec<i64> = typed.iter().filter_map(|(f, t)| seq_of(f, t)).collect();
        let replayed = seqs.iter().filter(|seq| **seq <= last).count();
        let live = seqs.len() - replayed;
        report.note(
            &first.at(),
            &format!("{replayed} replayed events (seq ≤ lastSeq {last}), {live} live"),
        );
    }
    for (f, frame) in typed.iter().skip(usize::from(attached.is_some())) {
        if let Some(ServerFrame::Attached(_)) = frame {
            report.rule(false, &f.at(), "attached-once", || {
                "a second `attached` frame on one connection".into()
            });
            continue;
        }
        let Some(seq) = seq_of(f, frame).filter(|_| attached.is_some()) else {
            continue;
        };
        let last = log.after_seq();
        let step = log.observe_seq(seq);
        // Report a gap once: the events after it follow on from it.
        if let SeqStep::Gap { got, .. } = step {
            log = SessionLog::resume_after(got);
        }
        report.rule(
            step == SeqStep::Next,
            &f.at(),
            "seq-continuity",
            || match step {
                SeqStep::Repeat { seq } => match last.checked_add(1) {
                    Some(expected) => format!("seq {seq} repeats (expected {expected})"),
                    None => format!("seq {seq} repeats (the log is at {last})"),
                },
                SeqStep::Gap { expected, got } => {
                    format!("seq {got} leaves a gap (expected {expected})")
                }
                SeqStep::OutOfRange { seq } => format!(
                    "seq {seq} is beyond {}: no seq counted from 1 as a JavaScript number gets there",
                    SessionLog::MAX_SEQ
                ),
                _ => format!("{step:?}"),
            },
        );
    }
}

/// The `seq` of an event frame: the decoded event's, or, for a frame the
/// crate could not read, the integer its `event.seq` holds, which the
/// client's log follows all the same.
fn seq_of(f: &Frame, typed: &Option<ServerFrame>) -> Option<i64> {
    match typed {
        Some(ServerFrame::Event(e)) => Some(e.event.seq),
        Some(_) => None,
        None => {
            let json = f.json.as_ref()?;
            (json.get("type")?.as_str()? == "event")
                .then(|| json.pointer("/event/seq")?.as_i64())
                .flatten()
        }
    }
}

fn queue_rules(report: &mut Report, frames: &[Frame]) {
    let Some(first) = frames.first() else {
        return;
    };
    let attached = first.valid
        && matches!(
            workerdeck_protocol::decode::<QueueServerFrame>(&first.text),
            Ok(QueueServerFrame::QueueAttached(_))
        );
    report.rule(attached, &first.at(), "queue-attached-first", || {
        "the queue stream must start with a `queue_attached` frame".into()
    });
}

/// The route serving `method` on `path`, wherever the server's base path
/// ends: the route template is matched against the path's last segments.
fn find_route(method: Method, path: &str) -> Option<&'static Route> {
    let segments: Vec<&str> = path.trim_end_matches('/').split('/').skip(1).collect();
    (0..=segments.len()).find_map(|skip| {
        ROUTES
            .iter()
            .filter(|r| r.method == method)
            .find(|r| matches(r.path, &segments[skip..]))
    })
}

fn matches(template: &str, segments: &[&str]) -> bool {
    let parts: Vec<&str> = template.split('/').skip(1).collect();
    let mut i = 0;
    for (n, part) in parts.iter().enumerate() {
        if part.starts_with('*') {
            return segments.len() > n;
        }
        match segments.get(n) {
            Some(s) if part.starts_with(':') && !s.is_empty() => {}
            Some(s) if s == part => {}
            _ => return false,
        }
        i = n + 1;
    }
    i == segments.len()
}

fn method(name: &str, websocket: bool) -> Option<Method> {
    Some(match name {
        "GET" if websocket => Method::WebSocket,
        "GET" => Method::Get,
        "POST" => Method::Post,
        "PUT" => Method::Put,
        "PATCH" => Method::Patch,
        "DELETE" => Method::Delete,
        _ => return None,
    })
}

pub(super) fn check_har(report: &mut Report, source: &str, exchanges: &[Exchange]) {
    for x in exchanges {
        let websocket = x.websocket.is_some();
        let route = method(&x.method, websocket).and_then(|m| find_route(m, &x.path));
        let Some(route) = route else {
            if x.response_json() || websocket {
                report.rule(false, &x.at(source), "route-known", || {
                    format!("{} {} is in no route of the contract", x.method, x.path)
                });
            }
            continue;
        };
        report.rule(true, &x.at(source), "route-known", String::new);
        match route.response {
            Body::Frames { client, server } => {
                let messages = x.websocket.as_deref().unwrap_or_default();
                let mut received = Vec::new();
                for m in messages.iter().filter(|m| m.text) {
                    let type_name = if m.send { client } else { Some(server) };
                    let place = Place::Har(m.path.clone());
                    match type_name {
                        Some(t) => {
                            let f = report.frame(source, place, &m.data, t);
                            if !m.send {
                                received.push(f);
                            }
                        }
                        None => report.rule(
                            false,
                            &format!("{source}:{}", m.path),
                            "one-way-socket",
                            || {
                                format!(
                                    "the client sent a message on {}, where only the server speaks",
                                    route.path
                                )
                            },
                        ),
                    }
                }
                if server == "ServerFrame" {
                    let after = x.query("afterSeq").and_then(|v| v.parse().ok()).or(Some(0));
                    session_rules(report, &received, after);
                } else {
                    queue_rules(report, &received);
                }
            }
            response => rest(report, source, x, route, response),
        }
    }
}

fn rest(report: &mut Report, source: &str, x: &Exchange, route: &Route, response: Body) {
    if let (Body::Json(t), Some(body)) = (route.request, &x.request_body) {
        report.frame(source, Place::Har(x.request_path()), body, t);
    }
    let at = x.at(source);
    let documented =
        (200..300).contains(&x.status) || route.statuses.iter().any(|s| s.code == x.status);
    report.rule(documented, &at, "status-documented", || {
        format!(
            "status {} is not documented for {} {}",
            x.status,
            route.method.as_str(),
            route.path
        )
    });
    let Some(body) = &x.response_body else {
        return;
    };
    let type_name = match response {
        _ if x.status >= 400 => "ErrorResponse",
        Body::Json(t) => t,
        _ => return,
    };
    if x.response_json() {
        report.frame(source, Place::Har(x.response_path()), body, type_name);
    }
}
