//! The small HTTP/1.1 pieces the Orion and WorkerDeck clients and mock
//! servers share, on hyper.

use http_body_util::{BodyExt, Full, combinators::BoxBody};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use std::convert::Infallible;
use std::time::Duration;
use tokio::net::TcpStream;

/// Every response body the servers send.
pub type Body = BoxBody<Bytes, Infallible>;

/// A JSON response.
pub fn json(status: u16, content_type: &str, value: &serde_json::Value) -> Response<Body> {
    let bytes = serde_json::to_vec(value).unwrap_or_default();
    let mut r = Response::new(Full::new(Bytes::from(bytes)).boxed());
    *r.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    if let Ok(v) = content_type.parse() {
        r.headers_mut().insert(hyper::header::CONTENT_TYPE, v);
    }
    r
}

/// Reads a whole request body, at most `limit` bytes.
pub async fn body(req: Request<Incoming>, limit: usize) -> Result<Vec<u8>, String> {
    let limited = http_body_util::Limited::new(req.into_body(), limit);
    limited
        .collect()
        .await
        .map(|c| c.to_bytes().to_vec())
        .map_err(|e| format!("request body: {e}"))
}

/// `host:port` and the path prefix of an `http://` base URL.
pub fn split_base(url: &str) -> Result<(String, String), String> {
    let rest = url
        .strip_prefix("http://")
        .ok_or_else(|| format!("{url}: expected an http:// URL"))?;
    let (host, path) = rest.split_once('/').map_or((rest, ""), |(h, p)| (h, p));
    let path = path.trim_end_matches('/');
    Ok((
        host.to_owned(),
        if path.is_empty() {
            String::new()
        } else {
            format!("/{path}")
        },
    ))
}

/// One exchange's answer as the client sees it.
#[derive(Debug)]
pub struct Reply {
    /// Status code.
    pub status: u16,
    /// `Content-Type`, if any.
    pub content_type: String,
    /// The whole body.
    pub body: Vec<u8>,
}

/// A request on a fresh connection.
pub async fn send(
    host: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&[u8]>,
) -> Result<Reply, String> {
    let (status, content_type, incoming) = open(host, method, path, headers, body).await?;
    let bytes = tokio::time::timeout(Duration::from_secs(10), incoming.collect())
        .await
        .map_err(|_| "timed out reading the body".to_owned())?
        .map_err(|e| format!("body: {e}"))?
        .to_bytes()
        .to_vec();
    Ok(Reply {
        status,
        content_type,
        body: bytes,
    })
}

/// A request whose body the caller reads as it arrives (SSE).
pub async fn open(
    host: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&[u8]>,
) -> Result<(u16, String, Incoming), String> {
    let stream = tokio::time::timeout(Duration::from_secs(10), TcpStream::connect(host))
        .await
        .map_err(|_| "connect timed out".to_owned())?
        .map_err(|e| format!("connect {host}: {e}"))?;
    let (mut sender, conn) =
        hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(stream))
            .await
            .map_err(|e| format!("handshake: {e}"))?;
    tokio::spawn(conn);
    let mut req = Request::builder()
        .method(method)
        .uri(path)
        .header("host", host);
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    if body.is_some() {
        req = req.header("content-type", "application/json");
    }
    let req = req
        .body(Full::new(Bytes::from(body.unwrap_or_default().to_vec())))
        .map_err(|e| e.to_string())?;
    let resp = tokio::time::timeout(Duration::from_secs(10), sender.send_request(req))
        .await
        .map_err(|_| "timed out waiting for the response".to_owned())?
        .map_err(|e| format!("request: {e}"))?;
    let content_type = resp
        .headers()
        .get(hyper::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    Ok((resp.status().as_u16(), content_type, resp.into_body()))
}

/// Serves `handler` on every accepted connection (HTTP/1.1, upgrades allowed).
pub async fn serve<F, Fut>(listener: tokio::net::TcpListener, handler: F)
where
    F: Fn(Request<Incoming>) -> Fut + Clone + Send + Sync + 'static,
    Fut: std::future::Future<Output = Response<Body>> + Send + 'static,
{
    loop {
        let (stream, _) = super::accept(&listener).await;
        let handler = handler.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |req| {
                let handler = handler.clone();
                async move { Ok::<_, Infallible>(handler(req).await) }
            });
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .with_upgrades()
                .await;
        });
    }
}
