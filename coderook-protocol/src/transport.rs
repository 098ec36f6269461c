//! Transport constants: where the daemon listens and where the token lives.

use std::net::IpAddr;

/// The default listen host.
pub const DEFAULT_HOST: &str = "127.0.0.1";
/// The default TCP port.
pub const DEFAULT_PORT: u16 = 7437;
/// The default listen address, `127.0.0.1:7437`.
pub const DEFAULT_ADDR: &str = "127.0.0.1:7437";
/// Environment variable that may select another loopback host.
pub const HOST_ENV: &str = "CODEROOK_HOST";
/// Environment variable holding the IPC token.
pub const TOKEN_ENV: &str = "CODEROOK_IPC_TOKEN";
/// Where the daemon keeps the token when the environment has none,
/// relative to the user's home directory (`~/.coderook/ipc-token`).
pub const TOKEN_FILE: &str = ".coderook/ipc-token";

/// Whether a `CODEROOK_HOST` value selects a loopback address, as the
/// contract requires: an IPv4 address in `127.0.0.0/8`, `::1` (bare or in
/// brackets), or the name `localhost` (any case). Anything else, including
/// `0.0.0.0` and host names that might resolve elsewhere, is refused.
///
/// ```
/// use coderook_protocol::transport::is_loopback_host;
/// assert!(is_loopback_host("127.0.0.1"));
/// assert!(is_loopback_host("127.8.9.10"));
/// assert!(is_loopback_host("[::1]"));
/// assert!(is_loopback_host("localhost"));
/// assert!(!is_loopback_host("0.0.0.0"));
/// assert!(!is_loopback_host("192.168.1.2"));
/// assert!(!is_loopback_host("example.com"));
/// ```
pub fn is_loopback_host(value: &str) -> bool {
    let value = value.trim();
    if value.eq_ignore_ascii_case("localhost") {
        return true;
    }
    let bare = value
        .strip_prefix('[')
        .and_then(|v| v.strip_suffix(']'))
        .unwrap_or(value);
    bare.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}
