//! The small HTTP/1.1 pieces the Orion and WorkerDeck clients and mock
//! servers share, on hyper.

use http_body_util::{BodyExt, Full, combinators::BoxBody};
use hyper::body::{Bytes, Incoming};
use hyper::{Response, StatusCode};
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
pub async fn body(req: hyper::Request<Incoming>, limit: usize) -> Result<Vec<u8>, String> {
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

/// Why an exchange failed, in the words of [`client::Error`](super::client::Error)
/// (it converts into one).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum HttpError {
    /// The connection or its HTTP handshake could not be made: nothing was
    /// sent.
    Connect(String),
    /// Connecting, or the answer's head or body, took longer than allowed.
    Timeout,
    /// The connection broke after the request was sent, before the whole
    /// answer was read.
    Lost,
    /// The request cannot be written as asked.
    Invalid(String),
    /// The answer's body is over the limit.
    TooLarge {
        /// The limit, in bytes.
        limit: usize,
    },
}

impl std::fmt::Display for HttpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Connect(m) => write!(f, "cannot connect: {m}"),
            Self::Timeout => f.write_str("timed out"),
            Self::Lost => f.write_str("the connection broke before the whole answer"),
            Self::Invalid(m) => write!(f, "invalid request: {m}"),
            Self::TooLarge { limit } => write!(f, "an answer over {limit} bytes"),
        }
    }
}

impl std::error::Error for HttpError {}

impl<S> From<HttpError> for super::client::Error<S> {
    /// A broken connection is said to have possibly run the request: a
    /// caller that knows the request only reads says otherwise.
    fn from(e: HttpError) -> Self {
        match e {
            HttpError::Connect(m) => Self::Connect(m),
            HttpError::Timeout => Self::Timeout,
            HttpError::Lost => Self::ConnectionLost { may_have_run: true },
            HttpError::Invalid(m) => Self::InvalidRequest(m),
            HttpError::TooLarge { limit } => Self::TooLarge { size: None, limit },
        }
    }
}

/// A request on a fresh connection to `host` (`HOST:PORT`), its whole
/// answer read (at most `max_body` bytes), each step within `timeout`.
pub async fn send(
    host: &str,
    request: Request<'_>,
    timeout: Duration,
    max_body: usize,
) -> Result<Reply, HttpError> {
    let (status, content_type, incoming) = open(host, request, timeout).await?;
    let body = read_body(incoming, timeout, max_body).await?;
    Ok(Reply {
        status,
        content_type,
        body,
    })
}

/// Reads a whole answer body, at most `max` bytes, within `timeout`.
pub async fn read_body(
    incoming: Incoming,
    timeout: Duration,
    max: usize,
) -> Result<Vec<u8>, HttpError> {
    let limited = http_body_util::Limited::new(incoming, max);
    match tokio::time::timeout(timeout, limited.collect()).await {
        Err(_) => Err(HttpError::Timeout),
        Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => {
            Err(HttpError::TooLarge { limit: max })
        }
        Ok(Err(_)) => Err(HttpError::Lost),
        Ok(Ok(c)) => Ok(c.to_bytes().to_vec()),
    }
}

/// One request as a client writes it: the method, the path and query, the
/// headers besides `Host`, and a JSON body.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    /// `GET`, `POST` …
    pub method: &'a str,
    /// The path and the query.
    pub target: &'a str,
    /// Headers besides `Host` (and `Content-Type`, set for a body).
    pub headers: &'a [(&'a str, &'a str)],
    /// A JSON body.
    pub body: Option<&'a [u8]>,
}

impl<'a> Request<'a> {
    /// `method target`, without headers or body.
    pub fn new(method: &'a str, target: &'a str) -> Self {
        Self {
            method,
            target,
            headers: &[],
            body: None,
        }
    }

    /// With these headers.
    pub fn headers(mut self, headers: &'a [(&'a str, &'a str)]) -> Self {
        self.headers = headers;
        self
    }

    /// With this JSON body.
    pub fn body(mut self, body: Option<&'a [u8]>) -> Self {
        self.body = body;
        self
    }
}

/// A request to `host` (`HOST:PORT`, resolved now) whose body the caller
/// reads as it arrives (SSE); `Host` says `host`.
pub async fn open(
    host: &str,
    request: Request<'_>,
    timeout: Duration,
) -> Result<(u16, String, Incoming), HttpError> {
    let connect = async {
        let stream = TcpStream::connect(host)
            .await
            .map_err(|e| HttpError::Connect(format!("{host}: {e}")))?;
        exchange(stream, host, request, timeout).await
    };
    tokio::time::timeout(timeout, connect)
        .await
        .map_err(|_| HttpError::Timeout)?
}

/// A request to `addr`, resolved before, with `Host: authority`.
pub async fn open_at(
    addr: std::net::SocketAddr,
    authority: &str,
    request: Request<'_>,
    timeout: Duration,
) -> Result<(u16, String, Incoming), HttpError> {
    let stream = tokio::time::timeout(timeout, TcpStream::connect(addr))
        .await
        .map_err(|_| HttpError::Timeout)?
        .map_err(|e| HttpError::Connect(format!("{addr}: {e}")))?;
    exchange(stream, authority, request, timeout).await
}

async fn exchange(
    stream: TcpStream,
    authority: &str,
    request: Request<'_>,
    timeout: Duration,
) -> Result<(u16, String, Incoming), HttpError> {
    let _ = stream.set_nodelay(true);
    let (mut sender, conn) =
        hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(stream))
            .await
            .map_err(|e| HttpError::Connect(format!("handshake: {e}")))?;
    tokio::spawn(conn);
    let mut req = hyper::Request::builder()
        .method(request.method)
        .uri(request.target)
        .header(hyper::header::HOST, authority);
    for (k, v) in request.headers {
        req = req.header(*k, *v);
    }
    if request.body.is_some() {
        req = req.header(hyper::header::CONTENT_TYPE, "application/json");
    }
    let body = Bytes::from(request.body.unwrap_or_default().to_vec());
    let req = req
        .body(Full::new(body))
        .map_err(|e| HttpError::Invalid(e.to_string()))?;
    let resp = tokio::time::timeout(timeout, sender.send_request(req))
        .await
        .map_err(|_| HttpError::Timeout)?
        .map_err(|_| HttpError::Lost)?;
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
    F: Fn(hyper::Request<Incoming>) -> Fut + Clone + Send + Sync + 'static,
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
