//! Reading a HAR export (HTTP Archive 1.2, as browsers write it): entries
//! with `request.postData.text`, `response.content.text` and Chrome's
//! `_webSocketMessages` (`type` send|receive, `opcode`, `data`).
//!
//! Header values that may carry credentials are handed to the report as
//! secrets before anything is checked.

use super::{Capture, Report};
use serde_json::Value;

/// One WebSocket message of an entry.
#[derive(Debug, Clone)]
pub struct Message {
    /// Where it is in the HAR (`log.entries[2]._webSocketMessages[0]`).
    pub path: String,
    /// Sent by the client (`send`), otherwise received.
    pub send: bool,
    /// A text frame (opcode 1); binary and control frames are not checked.
    pub text: bool,
    /// The payload.
    pub data: String,
}

/// One HTTP exchange of a HAR.
#[derive(Debug, Clone)]
pub struct Exchange {
    /// Index in `log.entries`.
    pub index: usize,
    /// `GET`, `POST` …
    pub method: String,
    /// The URL path, without query.
    pub path: String,
    /// Query parameters, decoded as written (no percent-decoding).
    pub query: Vec<(String, String)>,
    /// Request headers (name lowercased, value).
    pub headers: Vec<(String, String)>,
    /// `request.postData.text`.
    pub request_body: Option<String>,
    /// `response.status`.
    pub status: u16,
    /// `response.content.mimeType`.
    pub response_mime: String,
    /// `response.content.text` (absent when base64-encoded or not recorded).
    pub response_body: Option<String>,
    /// `_webSocketMessages`, for a WebSocket entry.
    pub websocket: Option<Vec<Message>>,
}

impl Exchange {
    /// `SOURCE:log.entries[N]`, for findings about the exchange.
    pub fn at(&self, source: &str) -> String {
        format!("{source}:log.entries[{}]", self.index)
    }

    /// Where the request body is.
    pub fn request_path(&self) -> String {
        format!("log.entries[{}].request.postData.text", self.index)
    }

    /// Where the response body is.
    pub fn response_path(&self) -> String {
        format!("log.entries[{}].response.content.text", self.index)
    }

    /// A request header's value (name in any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// A query parameter's value.
    pub fn query(&self, name: &str) -> Option<&str> {
        self.query
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether the response body is JSON (`application/json`, `…+json`).
    pub fn response_json(&self) -> bool {
        let mime = self.response_mime.split(';').next().unwrap_or("").trim();
        mime == "application/json" || mime.ends_with("+json")
    }
}

/// Header names whose values are credentials, or may be.
fn is_credential(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    ["auth", "cookie", "token", "nonce", "secret", "key"]
        .iter()
        .any(|w| name.contains(w))
}

/// Reads `capture` as a HAR and hands its exchanges to `rules`.
pub(super) fn check(
    report: &mut Report,
    capture: Option<&Capture>,
    rules: fn(&mut Report, &str, &[Exchange]),
) {
    let Some(capture) = capture else {
        return;
    };
    let text = capture
        .text
        .strip_prefix('\u{feff}')
        .unwrap_or(&capture.text);
    let har: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            let place = super::Place::Text(crate::validate::Pos {
                line: e.line(),
                column: e.column(),
            });
            report.fault(&capture.name, &place, "(root)", &format!("not a HAR: {e}"));
            return;
        }
    };
    let Some(entries) = har.pointer("/log/entries").and_then(Value::as_array) else {
        report.fault(
            &capture.name,
            &super::Place::Har("log".into()),
            "log.entries",
            "not a HAR: no log.entries array",
        );
        return;
    };
    let exchanges: Vec<Exchange> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| exchange(i, e))
        .collect();
    for x in &exchanges {
        for (name, value) in &x.headers {
            if is_credential(name) {
                report.secret(value);
            }
        }
    }
    for e in entries {
        for h in e
            .pointer("/response/headers")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if is_credential(h["name"].as_str().unwrap_or("")) {
                report.secret(h["value"].as_str().unwrap_or(""));
            }
        }
    }
    if exchanges.is_empty() {
        report.none(&capture.name);
        return;
    }
    rules(report, &capture.name, &exchanges);
}

fn exchange(index: usize, e: &Value) -> Exchange {
    let s = |v: &Value| v.as_str().unwrap_or_default().to_owned();
    let url = s(&e["request"]["url"]);
    let after_scheme = url.split_once("://").map_or(url.as_str(), |(_, r)| r);
    let path_and_query = after_scheme.find('/').map_or("/", |i| &after_scheme[i..]);
    let path_and_query = path_and_query.split('#').next().unwrap_or_default();
    let (path, query) = path_and_query
        .split_once('?')
        .unwrap_or((path_and_query, ""));
    let query = query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (k.to_owned(), v.to_owned())
        })
        .collect();
    let headers = e["request"]["headers"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|h| (s(&h["name"]).to_ascii_lowercase(), s(&h["value"])))
        .collect();
    let content = &e["response"]["content"];
    let response_body = content["text"]
        .as_str()
        .filter(|_| content["encoding"].as_str() != Some("base64"))
        .filter(|t| !t.is_empty())
        .map(str::to_owned);
    let websocket = e["_webSocketMessages"].as_array().map(|messages| {
        messages
            .iter()
            .enumerate()
            .map(|(n, m)| Message {
                path: format!("log.entries[{index}]._webSocketMessages[{n}]"),
                send: m["type"].as_str() == Some("send"),
                text: m["opcode"].as_i64() == Some(1),
                data: s(&m["data"]),
            })
            .collect()
    });
    Exchange {
        index,
        method: s(&e["request"]["method"]).to_ascii_uppercase(),
        path: path.to_owned(),
        query,
        headers,
        request_body: e["request"]["postData"]["text"]
            .as_str()
            .filter(|t| !t.is_empty())
            .map(str::to_owned),
        status: e["response"]["status"]
            .as_u64()
            .and_then(|n| u16::try_from(n).ok())
            .unwrap_or(0),
        response_mime: s(&content["mimeType"]),
        response_body,
        websocket,
    }
}
