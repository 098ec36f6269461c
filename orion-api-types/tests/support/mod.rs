//! What the server tests share: a raw HTTP/1.1 exchange.

use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// One request written as given (`head` without the final blank line);
/// gives the status code and the whole reply (`Connection: close` is added).
pub async fn raw(addr: SocketAddr, head: &str, body: &str) -> (u16, String) {
    let mut socket = TcpStream::connect(addr).await.unwrap();
    let request = format!(
        "{head}\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    socket.write_all(request.as_bytes()).await.unwrap();
    let mut reply = Vec::new();
    let _ = socket.read_to_end(&mut reply).await;
    let reply = String::from_utf8_lossy(&reply).into_owned();
    let status = reply
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, reply)
}
