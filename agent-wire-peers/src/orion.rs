//! The Orion reference client (`check orion`); the server is
//! `orion_api_types::mock`, the client library `orion_api_types::client`
//! (`follow orion`).

use crate::common::Report;
use http_body_util::BodyExt;
use orion_api_types::client::{self as orion_client, Received};
use orion_api_types::mock;
use orion_api_types::{LastEventId, Problem, ROUTES, Route, WebEventEnvelope, WebNonce};
use serde_json::{Value, json};
use std::time::Duration;
use wire_kit::net::http;

/// How long one exchange of a check may take, and the largest answer it reads.
const TIMEOUT: Duration = Duration::from_secs(10);
const MAX_BODY: usize = 64 << 20;

fn typed(name: &str, value: &Value) -> Result<Value, wire_kit::DecodeError> {
    mock::reencode(name, value)
}

fn sampled(name: &str, patch: impl FnOnce(&mut Value)) -> Result<Value, String> {
    mock::sample_request(name, patch)
}

/// The mock's options from `serve orion`'s flags.
pub fn serve_options(
    args: &mut crate::Args,
    addr: std::net::SocketAddr,
    faults: crate::common::Faults,
) -> Result<mock::Options, String> {
    let mut options = mock::Options::default()
        .with_listen(addr)
        .with_faults(faults);
    if let Some(nonce) = args.value("--nonce")? {
        options.nonce = WebNonce::new(nonce).map_err(|e| format!("--nonce: {e}"))?;
    }
    if let Some(n) = args.number("--events")? {
        options.events = n;
    }
    if let Some(ms) = args.number("--event-interval")? {
        options.event_interval = Duration::from_millis(ms);
    }
    if let Some(dir) = args.value("--store")? {
        options.log = Some(store(&dir)?);
    }
    Ok(options)
}

/// The persistent event log in `dir` (created when missing): a server
/// killed at any moment and started again on it goes on where its log
/// ends, and its followers resume without a loss or a repeat.
fn store(dir: &str) -> Result<std::sync::Arc<dyn wire_kit::net::log::EventLog>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("--store {dir}: {e}"))?;
    let path = std::path::Path::new(dir).join("orion-events.redb");
    let log = wire_kit::net::store::FileLog::open(&path, 1_000_000)
        .map_err(|e| format!("--store {}: {e}", path.display()))?;
    Ok(std::sync::Arc::new(log))
}

/// `follow orion`: the library client's event stream, one line per event.
pub async fn follow(base_url: &str, until: Option<usize>) -> i32 {
    use futures_util::StreamExt;
    let client = match orion_client::connect(base_url).await {
        Ok(c) => c,
        Err(e) => {
            eprintln!("agent-wire-peer: {e}");
            return 2;
        }
    };
    let mut events = client.events();
    let mut durable = 0usize;
    let mut code = 0;
    while until.is_none_or(|n| durable < n) {
        let Some(item) = events.next().await else {
            code = 1;
            break;
        };
        let (cursor, kind) = match &item {
            Ok(Received::Known(e)) => (e.durable().then(|| e.cursor()), e.event_type().to_owned()),
            Ok(Received::Unknown(u)) => {
                let durable = u.raw.get("durable").and_then(Value::as_bool) == Some(true);
                (u.position.filter(|_| durable), u.kind.clone())
            }
            Err(e) => {
                eprintln!("agent-wire-peer: {e}");
                continue;
            }
        };
        match cursor {
            Some(c) => {
                durable += 1;
                println!("{c} {kind}");
            }
            None => println!("- {kind}"),
        }
    }
    println!(
        "followed {durable} events over {} connections",
        events.connections()
    );
    code
}

// ---- check ---------------------------------------------------------------

struct Client {
    host: String,
    prefix: String,
    nonce: String,
}

impl Client {
    async fn call(
        &self,
        method: &str,
        path: &str,
        nonce: Option<&str>,
        body: Option<&Value>,
    ) -> Result<http::Reply, String> {
        let text = body.map(|b| b.to_string());
        let headers: Vec<(&str, &str)> = nonce.map(|n| (WebNonce::HEADER, n)).into_iter().collect();
        let target = format!("{}{path}", self.prefix);
        let request = http::Request::new(method, &target)
            .headers(&headers)
            .body(text.as_deref().map(str::as_bytes));
        http::send(&self.host, request, TIMEOUT, MAX_BODY)
            .await
            .map_err(|e| e.to_string())
    }
}

/// The reply decoded as `name`, with the status and media type the route declares.
fn expect(reply: &http::Reply, status: u16, media: &str, name: &str) -> Result<Value, String> {
    if reply.status != status {
        return Err(format!(
            "status {} (expected {status}): {}",
            reply.status,
            String::from_utf8_lossy(&reply.body)
        ));
    }
    if !reply.content_type.starts_with(media) {
        return Err(format!(
            "content type {:?} (expected {media})",
            reply.content_type
        ));
    }
    let value: Value =
        serde_json::from_slice(&reply.body).map_err(|e| format!("invalid JSON: {e}"))?;
    typed(name, &value).map_err(|e| e.to_string())?;
    Ok(value)
}

fn expect_problem(reply: &http::Reply, status: u16) -> Result<String, String> {
    let p = expect(reply, status, Problem::MEDIA_TYPE, "Problem")?;
    Ok(format!(
        "-> {status} {}",
        p["code"].as_str().unwrap_or_default()
    ))
}

/// What `check` says of an operation the server answers `501
/// not_implemented`: a host need not offer every operation (the library
/// server answers so for one without a handler), and saying so is a
/// conforming answer.
const NOT_OFFERED: &str = "(not offered: 501 not_implemented)";

fn not_offered(reply: &http::Reply) -> bool {
    reply.status == 501
        && expect(reply, 501, Problem::MEDIA_TYPE, "Problem")
            .is_ok_and(|p| p["code"] == "not_implemented")
}

fn path_of(route: &Route) -> String {
    route
        .path
        .replace("{sessionId}", "session-1")
        .replace("{callId}", "call-1")
}

/// Drives a server through every operation; returns the exit code.
pub async fn check(base_url: &str) -> i32 {
    let mut report = Report::default();
    let (host, prefix) = match http::split_base(base_url) {
        Ok(x) => x,
        Err(e) => {
            report.record("base-url", Err(e));
            return report.finish();
        }
    };
    let mut client = Client {
        host,
        prefix,
        nonce: String::new(),
    };
    let boot = client.call("GET", "/bootstrap", None, None).await;
    match boot.and_then(|r| expect(&r, 200, "application/json", "BootstrapResponse")) {
        Ok(v) => {
            client.nonce = v["nonce"].as_str().unwrap_or_default().to_owned();
            report.record("getBootstrap", Ok("(nonce published)".into()));
        }
        Err(e) => {
            report.record("getBootstrap", Err(e));
            return report.finish();
        }
    }
    for route in ROUTES.iter() {
        let id = route.operation_id;
        if id == "getBootstrap" || id == "streamEvents" || id == "updateSettings" {
            continue;
        }
        let (status, media, name) = (
            route.success.status,
            route.success.media_type.as_str(),
            route.success.type_name,
        );
        let path = path_of(route);
        let method = route.method.as_str();
        let Some(req_type) = route.request_type else {
            let outcome =
                client
                    .call(method, &path, None, None)
                    .await
                    .and_then(|r| match not_offered(&r) {
                        true => Ok(NOT_OFFERED.to_owned()),
                        false => expect(&r, status, media, name).map(|_| String::new()),
                    });
            report.record(id, outcome);
            continue;
        };
        let request_id = format!("check-{id}");
        let body = match sampled(req_type, |v| {
            v["requestId"] = json!(request_id);
            if req_type == "WebCommand" {
                v["text"] = json!("hello");
            }
        }) {
            Ok(b) => b,
            Err(e) => {
                report.record(id, Err(format!("no sample request: {e}")));
                continue;
            }
        };
        let without = client
            .call(method, &path, None, Some(&body))
            .await
            .and_then(|r| expect_problem(&r, 403));
        report.record(&format!("{id}.without-nonce"), without);
        let first = client
            .call(method, &path, Some(&client.nonce), Some(&body))
            .await;
        if first.as_ref().is_ok_and(not_offered) {
            report.record(id, Ok(NOT_OFFERED.to_owned()));
            continue;
        }
        let first = first.and_then(|r| expect(&r, status, media, name));
        let first_ok = first.is_ok();
        report.record(id, first.clone().map(|_| String::new()));
        if first_ok {
            let again = client
                .call(method, &path, Some(&client.nonce), Some(&body))
                .await
                .and_then(|r| expect(&r, status, media, name));
            let replayed = again.and_then(|v| match Ok::<_, String>(v) == first {
                true => Ok("(identical reply)".to_owned()),
                false => Err("the retry with the same requestId got another reply".to_owned()),
            });
            report.record(&format!("{id}.replay"), replayed);
        }
        let mut invalid = body.clone();
        invalid["requestId"] = json!("");
        let bad = client
            .call(method, &path, Some(&client.nonce), Some(&invalid))
            .await
            .and_then(|r| {
                let detail = expect_problem(&r, 400)?;
                let p: Value = serde_json::from_slice(&r.body).unwrap_or_default();
                match p["detail"]
                    .as_str()
                    .is_some_and(|d| d.contains("requestId"))
                {
                    true => Ok(detail),
                    false => Err(format!("the Problem does not name requestId: {p}")),
                }
            });
        report.record(&format!("{id}.invalid-body"), bad);
    }
    settings(&client, &mut report).await;
    stream(&client, &mut report).await;
    report.finish()
}

async fn settings(client: &Client, report: &mut Report) {
    let current = client.call("GET", "/settings", None, None).await;
    if current.as_ref().is_ok_and(not_offered) {
        report.record("updateSettings", Ok(NOT_OFFERED.to_owned()));
        return;
    }
    let current = current.and_then(|r| expect(&r, 200, "application/json", "SettingsDocument"));
    let Ok(doc) = current else {
        report.record("updateSettings", Err("GET /settings failed".into()));
        return;
    };
    let rev = doc["revision"].as_str().unwrap_or_default().to_owned();
    let body = json!({"requestId": "check-settings-1", "expectedRevision": rev,
        "operations": [{"op": "set", "key": "appearance.theme", "value": "dark"}]});
    let outcome = client
        .call("PATCH", "/settings", Some(&client.nonce), Some(&body))
        .await;
    if outcome.as_ref().is_ok_and(not_offered) {
        report.record("updateSettings", Ok(NOT_OFFERED.to_owned()));
        return;
    }
    let outcome =
        outcome.and_then(|r| expect(&r, 200, "application/json", "SettingsMutationResult"));
    let new_rev = outcome
        .as_ref()
        .ok()
        .and_then(|v| v["revision"].as_str().map(str::to_owned));
    report.record(
        "updateSettings",
        outcome.and_then(|v| match v["revision"].as_str() != Some(&rev) {
            true => Ok("(new revision)".to_owned()),
            false => Err("the revision did not change".to_owned()),
        }),
    );
    let mut stale = body.clone();
    stale["requestId"] = json!("check-settings-2");
    let outcome = client
        .call("PATCH", "/settings", Some(&client.nonce), Some(&stale))
        .await
        .and_then(|r| expect_problem(&r, 409));
    report.record("updateSettings.stale-revision", outcome);
    let mut conflict = body;
    conflict["expectedRevision"] = json!(new_rev.unwrap_or(rev));
    conflict["operations"][0]["value"] = json!("light");
    let outcome = client
        .call("PATCH", "/settings", Some(&client.nonce), Some(&conflict))
        .await
        .and_then(|r| expect_problem(&r, 409));
    report.record("updateSettings.request-id-conflict", outcome);
}

/// Reads SSE envelopes until `want` arrived or the stream went quiet.
async fn read_events(
    client: &Client,
    query: &str,
    last_event_id: Option<&str>,
    want: usize,
) -> Result<Vec<(Option<String>, WebEventEnvelope)>, String> {
    let headers: Vec<(&str, &str)> = last_event_id
        .map(|v| (LastEventId::HEADER, v))
        .into_iter()
        .collect();
    let target = format!("{}/events{query}", client.prefix);
    let request = http::Request::new("GET", &target).headers(&headers);
    let (status, ct, mut body) = http::open(&client.host, request, TIMEOUT)
        .await
        .map_err(|e| e.to_string())?;
    if status != 200 || !ct.starts_with("text/event-stream") {
        return Err(format!("status {status}, content type {ct:?}"));
    }
    let mut parser = orion_api_types::sse::SseParser::new();
    let mut got = Vec::new();
    while got.len() < want {
        let Ok(frame) = tokio::time::timeout(Duration::from_secs(2), body.frame()).await else {
            break;
        };
        let Some(frame) = frame else {
            return Err(format!("the stream ended after {} events", got.len()));
        };
        let frame = frame.map_err(|e| format!("stream: {e}"))?;
        let Some(data) = frame.data_ref() else {
            continue;
        };
        for item in parser.push(data) {
            let ev = item.map_err(|e| e.to_string())?;
            let value: Value =
                serde_json::from_str(&ev.data).map_err(|e| format!("invalid JSON: {e}"))?;
            let envelope: WebEventEnvelope =
                orion_api_types::decode(&ev.data).map_err(|e| e.to_string())?;
            let again = serde_json::to_value(&envelope).map_err(|e| e.to_string())?;
            if again != value {
                return Err(format!(
                    "{}: the envelope does not re-encode to itself",
                    envelope.event_type()
                ));
            }
            if ev.id.as_deref() != Some(envelope.cursor().to_string().as_str()) {
                return Err(format!(
                    "SSE id {:?} is not the cursor {}",
                    ev.id,
                    envelope.cursor()
                ));
            }
            got.push((ev.id, envelope));
        }
    }
    Ok(got)
}

async fn stream(client: &Client, report: &mut Report) {
    let all = read_events(client, "", None, usize::MAX).await;
    let durable: Vec<i64> = all
        .iter()
        .flatten()
        .filter(|(_, e)| e.durable())
        .map(|(_, e)| e.cursor())
        .collect();
    let outcome = all.as_ref().map_err(Clone::clone).and_then(|events| {
        if durable.windows(2).any(|w| w[0] >= w[1]) {
            return Err(format!("durable cursors not increasing: {durable:?}"));
        }
        let non_durable = events.iter().filter(|(_, e)| !e.durable()).count();
        Ok(format!(
            "{} events ({} durable, {non_durable} not), id = cursor",
            events.len(),
            durable.len()
        ))
    });
    report.record("streamEvents", outcome);
    // Resume from the first durable cursor seen, or from 1 when the first
    // stream failed, so a broken stream does not hide the resume checks.
    let first = durable.first().copied().unwrap_or(1);
    let resumed =
        |events: &[(Option<String>, WebEventEnvelope)], after: i64| -> Result<String, String> {
            match events.iter().find(|(_, e)| e.durable()) {
                Some((_, e)) if e.cursor() > after => {
                    Ok(format!("first durable cursor {}", e.cursor()))
                }
                Some((_, e)) => Err(format!(
                    "durable cursor {} replayed after {after}",
                    e.cursor()
                )),
                None => Ok("nothing after it".into()),
            }
        };
    let outcome = read_events(client, &format!("?cursor={first}"), None, usize::MAX)
        .await
        .and_then(|ev| resumed(&ev, first));
    report.record("streamEvents.cursor", outcome);
    let outcome = read_events(client, "", Some(&first.to_string()), usize::MAX)
        .await
        .and_then(|ev| resumed(&ev, first));
    report.record("streamEvents.last-event-id", outcome);
    let outcome = read_events(client, &format!("?cursor={first}"), Some("0"), usize::MAX)
        .await
        .and_then(|ev| resumed(&ev, first));
    report.record("streamEvents.query-wins", outcome);
    let outcome = client
        .call("GET", "/events?cursor=-1", None, None)
        .await
        .and_then(|r| expect_problem(&r, 400));
    report.record("streamEvents.invalid-cursor", outcome);
}
