//! Credentials never show in `Debug`, `Display` or error messages.
//!
//! For every type that holds one — the Coderook IPC token
//! (`CoreAuthenticateCommand.token`, carried by `ClientRequest`, held by
//! `ServerConnection`), the Orion web nonce (`WebNonce`,
//! `BootstrapResponse.nonce`) — a value holding a known secret is built and
//! its `Debug`/`Display` checked; then invalid neighbours of a valid document
//! holding the secret (one other field broken at a time, unknown fields,
//! wrong types, truncation) are decoded and every error message checked.

mod common;

use serde_json::{Value, json};

const TOKEN: &str = "tok-5ecr3t-0f-the-ipc-7e1f9a";
const NONCE: &str = "n0nce-5ecr3t-0123456789abcdef0123456789";

/// Every variant of `doc` with one thing broken: each member removed, set to
/// `null`, to a wrong type, to a bogus string, and an unknown member added, at
/// every depth; plus the document truncated at several points.
fn neighbours(doc: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let mut paths = Vec::new();
    common::collect(doc, String::new(), &mut paths);
    for path in &paths {
        for edit in 0..6 {
            let mut v = doc.clone();
            let Some(node) = v.pointer_mut(path) else {
                continue;
            };
            match (edit, &mut *node) {
                (0, Value::Object(m)) => {
                    m.insert("unexpected".into(), json!(1));
                }
                (0, _) => continue,
                (1, _) => *node = Value::Null,
                (2, _) => *node = json!(12.5),
                (3, _) => *node = json!("bogus"),
                (4, _) => *node = json!([[]]),
                _ => *node = json!({"x": {}}),
            }
            out.push(v.to_string());
        }
        // Remove the member at `path`.
        if let Some((parent, key)) = path.rsplit_once('/') {
            let mut v = doc.clone();
            match v.pointer_mut(parent) {
                Some(Value::Object(m)) => {
                    m.remove(key);
                }
                Some(Value::Array(a)) => {
                    if let Ok(i) = key.parse::<usize>() {
                        a.remove(i);
                    }
                }
                _ => {}
            }
            out.push(v.to_string());
        }
    }
    let text = doc.to_string();
    for cut in [1, text.len() / 3, text.len() / 2, text.len() - 1] {
        out.push(text[..cut].to_owned());
    }
    out.push(format!("{text}garbage"));
    out.push(format!("{text},"));
    out
}

/// Decodes every neighbour of `doc` with `decode` and checks no error message
/// (`Display` and `Debug`) repeats `secret`, unless the neighbour moved the
/// secret somewhere it is not a secret (then it is data like any other and
/// the test has nothing to say). Returns how many neighbours were refused.
fn assert_errors_hide(
    what: &str,
    doc: &Value,
    secret: &str,
    decode: impl Fn(&str) -> Result<String, String>,
) -> usize {
    let mut refused = 0;
    for input in neighbours(doc) {
        if let Err(message) = decode(&input) {
            refused += 1;
            assert!(
                !message.contains(secret),
                "{what}: error repeats the secret for input {input}:\n{message}"
            );
        }
    }
    assert!(refused > 10, "{what}: only {refused} neighbours refused");
    refused
}

fn wire<T: serde::de::DeserializeOwned + std::fmt::Debug>(
    name: &'static str,
) -> impl Fn(&str) -> Result<String, String> {
    move |json| match wire_kit::from_str::<T>(name, json) {
        Ok(v) => Ok(format!("{v:?}")),
        Err(e) => Err(format!("{e} / {e:?}")),
    }
}

// ---------------------------------------------------------------------------
// Coderook

mod coderook {
    use super::*;
    use coderook_protocol::connection::{
        Action, ServerConnection, authenticate_line, error_line_for_bad_frame,
    };
    use coderook_protocol::{ClientRequest, Command, CoreAuthenticateCommand};
    use wire_kit::Secret;

    fn auth_request() -> Value {
        json!({
            "jsonrpc": "2.0",
            "id": "auth-1",
            "method": "core.authenticate",
            "params": {"type": "core.authenticate", "token": TOKEN}
        })
    }

    #[test]
    fn debug_of_every_value_holding_the_token_is_redacted() {
        let request = ClientRequest::from_json(auth_request().to_string().as_bytes()).unwrap();
        let Command::CoreAuthenticate(command) = &request.command else {
            panic!("{request:?}")
        };
        assert_eq!(command.token.expose(), TOKEN);
        for shown in [
            format!("{request:?}"),
            format!("{request:#?}"),
            format!("{:?}", request.command),
            format!("{command:?}"),
            format!("{:?}", command.token),
            format!("{}", command.token),
        ] {
            assert!(!shown.contains(TOKEN), "{shown}");
        }
        let decoded: CoreAuthenticateCommand =
            wire_kit::from_value("CoreAuthenticateCommand", &auth_request()["params"]).unwrap();
        assert!(!format!("{decoded:?}").contains(TOKEN));

        let conn = ServerConnection::new(Secret::new(TOKEN));
        assert!(!format!("{conn:?}").contains(TOKEN));
        let mut conn = ServerConnection::new(Secret::new(TOKEN));
        let action = conn.on_frame(auth_request().to_string().as_bytes());
        assert!(matches!(action, Action::Reply(_)));
        assert!(!format!("{action:?} {conn:?}").contains(TOKEN));
        // The one place it must appear: the line a client sends.
        assert!(authenticate_line("a-1", &Secret::new(TOKEN)).contains(TOKEN));
    }

    #[test]
    fn decode_errors_of_requests_holding_the_token_never_repeat_it() {
        let doc = auth_request();
        assert_errors_hide("ClientRequest", &doc, TOKEN, |json| {
            ClientRequest::from_json(json.as_bytes())
                .map(|v| format!("{v:?}"))
                .map_err(|e| format!("{e} / {e:?}"))
        });
        assert_errors_hide(
            "CoreAuthenticateCommand",
            &doc["params"],
            TOKEN,
            wire::<CoreAuthenticateCommand>("CoreAuthenticateCommand"),
        );
        // Params first: the buffered path.
        let mut reordered = serde_json::Map::new();
        for key in ["params", "id", "jsonrpc", "method"] {
            reordered.insert(key.into(), doc[key].clone());
        }
        assert_errors_hide("ClientRequest", &Value::Object(reordered), TOKEN, |json| {
            ClientRequest::from_json(json.as_bytes())
                .map(|v| format!("{v:?}"))
                .map_err(|e| format!("{e} / {e:?}"))
        });
    }

    #[test]
    fn connection_replies_never_repeat_either_token() {
        // The server's token (`expected`) and a wrong one the client sends.
        let wrong = "wr0ng-t0ken-the-client-sent-4242";
        for (sent, doc) in [
            (TOKEN, auth_request()),
            (wrong, {
                let mut d = auth_request();
                d["params"]["token"] = json!(wrong);
                d
            }),
        ] {
            for input in neighbours(&doc).into_iter().chain([doc.to_string()]) {
                // Before the handshake.
                let mut conn = ServerConnection::new(Secret::new(TOKEN));
                let action = conn.on_frame(input.as_bytes());
                let shown = format!("{action:?} {conn:?}");
                assert!(
                    !shown.contains(TOKEN) && !shown.contains(wrong),
                    "{input}: {shown}"
                );
                let _ = sent;
                // After it: a broken second authentication is an ordinary bad frame.
                let mut conn = ServerConnection::new(Secret::new(TOKEN));
                conn.on_frame(auth_request().to_string().as_bytes());
                let action = conn.on_frame(input.as_bytes());
                let shown = format!("{action:?}");
                assert!(
                    !shown.contains(TOKEN) && !shown.contains(wrong),
                    "{input}: {shown}"
                );
                if let Err(e) = ClientRequest::from_json(input.as_bytes()) {
                    let line = error_line_for_bad_frame(input.as_bytes(), &e);
                    assert!(
                        !line.contains(TOKEN) && !line.contains(wrong),
                        "{input}: {line}"
                    );
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Orion

mod orion {
    use super::*;
    use orion_api_types::{BootstrapResponse, WebNonce, decode};

    fn bootstrap() -> Value {
        json!({
            "apiVersion": 1,
            "productVersion": "0.3.0",
            "nonce": NONCE,
            "workspace": "/w",
            "configured": true,
            "settings": settings_document(),
            "capabilities": {"goal": true, "plan": true, "skills": false, "mcp": true, "diagnostics": false}
        })
    }

    /// A valid settings document (`GET /settings`), minimal but complete.
    fn settings_document() -> Value {
        let field = |applies: &str, value: &str| {
            json!({
                "source": "global", "scope": "global", "applies": applies,
                "overridden": false, "writable": true, "effectiveValue": value
            })
        };
        json!({
            "schemaVersion": 1,
            "revision": format!("hmac-sha256:{}", "ab".repeat(32)),
            "state": "ready",
            "writable": true,
            "hasDocument": true,
            "workspace": "/w",
            "sections": {
                "appearance": {"theme": field("live", "light"), "motion": field("live", "reduced")},
                "defaults": {
                    "model": field("next-logical-request", "m-1"),
                    "effort": field("new-session", "high")
                },
                "permissions": {"toolConfirmation": field("live", "ask")}
            },
            "models": [{"id": "m-1", "label": "Model one"}],
            "credentials": [{"providerId": "p", "state": "missing", "source": "none", "writable": false}]
        })
    }

    #[test]
    fn debug_and_display_of_the_nonce_are_redacted() {
        let nonce = WebNonce::new(NONCE).unwrap();
        for shown in [
            format!("{nonce:?}"),
            format!("{nonce}"),
            format!("{nonce:#?}"),
        ] {
            assert!(!shown.contains(NONCE), "{shown}");
        }
        let response: BootstrapResponse = decode(&bootstrap().to_string()).unwrap();
        assert_eq!(response.nonce.expose(), NONCE);
        for shown in [format!("{response:?}"), format!("{response:#?}")] {
            assert!(!shown.contains(NONCE), "{shown}");
        }
        let parsed: WebNonce = NONCE.parse().unwrap();
        assert!(parsed.matches(NONCE));
    }

    #[test]
    fn decode_errors_of_bodies_holding_the_nonce_never_repeat_it() {
        assert_errors_hide(
            "BootstrapResponse",
            &bootstrap(),
            NONCE,
            wire::<BootstrapResponse>("BootstrapResponse"),
        );
        assert_errors_hide(
            "WebNonce",
            &json!({"n": NONCE}),
            NONCE,
            wire::<std::collections::BTreeMap<String, WebNonce>>("WebNonce"),
        );
    }

    #[test]
    fn a_malformed_nonce_is_not_repeated_either() {
        // Too short: the rule is named, the value is not.
        let short = "short-n0nce-5ecr3t";
        let err = WebNonce::new(short).unwrap_err();
        assert!(!err.to_string().contains(short), "{err}");
        let err = short.parse::<WebNonce>().unwrap_err();
        assert!(!format!("{err} {err:?}").contains(short));
        let mut doc = bootstrap();
        doc["nonce"] = json!(short);
        let err = decode::<BootstrapResponse>(&doc.to_string()).unwrap_err();
        assert_eq!(err.path(), "nonce");
        assert!(!format!("{err} {err:?}").contains(short), "{err}");
    }
}

// ---------------------------------------------------------------------------
// WorkerDeck: header maps and environments that carry credentials
// (`McpHttpServerConfig.headers`, `McpSseServerConfig.headers`,
// `McpStdioServerConfig.env`, `WebhookConfig.headers`,
// `SessionWebhookConfig.headers`, and the requests that hold them).

mod workerdeck {
    use super::*;
    use workerdeck_protocol::{
        CreateJobRequest, CreateSessionRequest, JobSessionRequest, McpHttpServerConfig,
        McpServerConfigWire, McpSseServerConfig, McpStdioServerConfig, SessionWebhookConfig,
        WebhookConfig,
    };

    const BEARER: &str = "Bearer hdr-5ecr3t-9f8e7d6c5b4a";
    const ENV_KEY: &str = "env-5ecr3t-a1b2c3d4e5f6";

    fn create_session() -> Value {
        json!({
            "cwd": "/w",
            "mcpServers": {
                "remote": {"type": "http", "url": "https://mcp.example/x", "headers": {"Authorization": BEARER}},
                "events": {"type": "sse", "url": "https://mcp.example/sse", "headers": {"Authorization": BEARER}},
                "local": {"command": "srv", "args": ["--stdio"], "env": {"API_KEY": ENV_KEY}}
            }
        })
    }

    fn create_job() -> Value {
        json!({
            "session": {"cwd": "/w", "prompt": "do it", "mcpServers": create_session()["mcpServers"].clone()},
            "webhook": {"url": "https://hooks.example/x", "headers": {"Authorization": BEARER}}
        })
    }

    #[test]
    fn decode_errors_of_values_holding_headers_never_repeat_them() {
        for secret in [BEARER, ENV_KEY] {
            assert_errors_hide(
                "CreateSessionRequest",
                &create_session(),
                secret,
                errors_only::<CreateSessionRequest>("CreateSessionRequest"),
            );
            assert_errors_hide(
                "CreateJobRequest",
                &create_job(),
                secret,
                errors_only::<CreateJobRequest>("CreateJobRequest"),
            );
        }
        let mcp = &create_session()["mcpServers"];
        assert_errors_hide(
            "McpServerConfigWire",
            &mcp["remote"],
            BEARER,
            errors_only::<McpServerConfigWire>("McpServerConfigWire"),
        );
        assert_errors_hide(
            "McpHttpServerConfig",
            &mcp["remote"],
            BEARER,
            errors_only::<McpHttpServerConfig>("McpHttpServerConfig"),
        );
        assert_errors_hide(
            "McpSseServerConfig",
            &mcp["events"],
            BEARER,
            errors_only::<McpSseServerConfig>("McpSseServerConfig"),
        );
        assert_errors_hide(
            "McpStdioServerConfig",
            &mcp["local"],
            ENV_KEY,
            errors_only::<McpStdioServerConfig>("McpStdioServerConfig"),
        );
        assert_errors_hide(
            "WebhookConfig",
            &create_job()["webhook"],
            BEARER,
            errors_only::<WebhookConfig>("WebhookConfig"),
        );
        assert_errors_hide(
            "SessionWebhookConfig",
            &json!({"url": "https://hooks.example/x", "headers": {"Authorization": BEARER}, "events": []}),
            BEARER,
            errors_only::<SessionWebhookConfig>("SessionWebhookConfig"),
        );
    }

    /// `(type, document, secret, decode)` for every type that holds a
    /// secret-bearing map, directly or through a field.
    fn holders() -> Vec<(&'static str, Value, &'static str, Decoder)> {
        let mcp = create_session()["mcpServers"].clone();
        let session_webhook = json!({"url": "https://hooks.example/x", "headers": {"Authorization": BEARER}, "events": []});
        let mut out: Vec<(&'static str, Value, &'static str, Decoder)> = Vec::new();
        for secret in [BEARER, ENV_KEY] {
            out.push((
                "CreateSessionRequest",
                create_session(),
                secret,
                debug_of::<CreateSessionRequest>,
            ));
            out.push((
                "CreateJobRequest",
                create_job(),
                secret,
                debug_of::<CreateJobRequest>,
            ));
            out.push((
                "JobSessionRequest",
                create_job()["session"].clone(),
                secret,
                debug_of::<JobSessionRequest>,
            ));
        }
        for key in ["remote", "events"] {
            out.push((
                "McpServerConfigWire",
                mcp[key].clone(),
                BEARER,
                debug_of::<McpServerConfigWire>,
            ));
        }
        out.push((
            "McpServerConfigWire",
            mcp["local"].clone(),
            ENV_KEY,
            debug_of::<McpServerConfigWire>,
        ));
        out.push((
            "McpHttpServerConfig",
            mcp["remote"].clone(),
            BEARER,
            debug_of::<McpHttpServerConfig>,
        ));
        out.push((
            "McpSseServerConfig",
            mcp["events"].clone(),
            BEARER,
            debug_of::<McpSseServerConfig>,
        ));
        out.push((
            "McpStdioServerConfig",
            mcp["local"].clone(),
            ENV_KEY,
            debug_of::<McpStdioServerConfig>,
        ));
        out.push((
            "WebhookConfig",
            create_job()["webhook"].clone(),
            BEARER,
            debug_of::<WebhookConfig>,
        ));
        out.push((
            "SessionWebhookConfig",
            session_webhook,
            BEARER,
            debug_of::<SessionWebhookConfig>,
        ));
        out
    }

    type Decoder = fn(&'static str, &str) -> Result<(String, String), String>;

    /// Decodes; on success gives `{:?}` and `{:#?}`, on failure the error's `Display` and `Debug`.
    fn debug_of<T: serde::de::DeserializeOwned + std::fmt::Debug>(
        name: &'static str,
        json: &str,
    ) -> Result<(String, String), String> {
        match wire_kit::from_str::<T>(name, json) {
            Ok(v) => Ok((format!("{v:?}"), format!("{v:#?}"))),
            Err(e) => Err(format!("{e} / {e:?}")),
        }
    }

    /// Every map holding the secret as a value is a secret-bearing map.
    fn secret_maps(v: &Value, secret: &str, path: String, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => {
                if m.values().any(|x| x == secret) {
                    out.push(path.clone());
                }
                for (k, c) in m {
                    secret_maps(c, secret, format!("{path}/{k}"), out);
                }
            }
            Value::Array(a) => {
                for (i, c) in a.iter().enumerate() {
                    secret_maps(c, secret, format!("{path}/{i}"), out);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn debug_shows_header_and_env_names_but_never_their_values() {
        for (name, doc, secret, decode) in holders() {
            let (debug, pretty) = decode(name, &doc.to_string())
                .unwrap_or_else(|e| panic!("{name} is a valid document: {e}"));
            let key = if secret == BEARER {
                "Authorization"
            } else {
                "API_KEY"
            };
            for shown in [&debug, &pretty] {
                assert!(!shown.contains(secret), "{name}: {shown}");
                assert!(shown.contains(key), "{name}: names are kept: {shown}");
                assert!(shown.contains("<redacted>"), "{name}: {shown}");
            }
        }
        // The map on its own, built in Rust.
        let headers = workerdeck_protocol::SecretMap::from_iter([("Authorization", BEARER)]);
        assert_eq!(format!("{headers:?}"), r#"{"Authorization": "<redacted>"}"#);
        assert_eq!(headers.expose()["Authorization"], BEARER);
    }

    #[test]
    fn a_misplaced_secret_is_refused_without_being_repeated() {
        const PIN: i64 = 9_081_726_354;
        for (name, doc, secret, decode) in holders() {
            let mut maps = Vec::new();
            secret_maps(&doc, secret, String::new(), &mut maps);
            assert!(!maps.is_empty(), "{name}: holds {secret}");
            let mut inputs = Vec::new();
            for path in &maps {
                let keys: Vec<String> = doc
                    .pointer(path)
                    .unwrap()
                    .as_object()
                    .unwrap()
                    .keys()
                    .cloned()
                    .collect();
                // The map replaced by the secret itself, in several shapes.
                for wrong in [
                    json!(secret),
                    json!([secret]),
                    json!(PIN),
                    json!(PIN as f64 + 0.5),
                ] {
                    let mut v = doc.clone();
                    *v.pointer_mut(path).unwrap() = wrong;
                    inputs.push(v);
                }
                // Each value replaced by a wrong shape holding the secret.
                for key in &keys {
                    for wrong in [
                        json!([secret]),
                        json!({"v": secret}),
                        json!(PIN),
                        json!(PIN as f64 + 0.5),
                        json!(true),
                    ] {
                        let mut v = doc.clone();
                        v.pointer_mut(path).unwrap()[key] = wrong;
                        inputs.push(v);
                    }
                }
            }
            for input in inputs {
                // As written, and (for the unions) with `type` moved to the end.
                let mut texts = vec![input.to_string()];
                if let Value::Object(m) = &input
                    && let Some(t) = m.get("type")
                {
                    let mut moved = m.clone();
                    moved.shift_remove("type");
                    moved.insert("type".into(), t.clone());
                    texts.push(Value::Object(moved).to_string());
                }
                for text in texts {
                    let message = match decode(name, &text) {
                        Err(message) => message,
                        Ok(shown) => panic!("{name}: accepted {text}: {shown:?}"),
                    };
                    for hidden in [secret.to_owned(), PIN.to_string()] {
                        assert!(!message.contains(&hidden), "{name}: {text}:\n{message}");
                    }
                }
            }
        }
        // The reported case: a header map sent as the credential itself.
        let err = wire_kit::from_str::<McpHttpServerConfig>(
            "McpHttpServerConfig",
            r#"{"url":"u","headers":"Bearer X"}"#,
        )
        .unwrap_err();
        assert_eq!(err.path(), "headers");
        assert!(!format!("{err} {err:?}").contains("Bearer X"), "{err}");
    }

    /// Decodes and keeps the error text only: these types' `Debug` is
    /// checked separately.
    fn errors_only<T: serde::de::DeserializeOwned>(
        name: &'static str,
    ) -> impl Fn(&str) -> Result<String, String> {
        move |json| match wire_kit::from_str::<T>(name, json) {
            Ok(_) => Ok(String::new()),
            Err(e) => Err(format!("{e} / {e:?}")),
        }
    }
}
