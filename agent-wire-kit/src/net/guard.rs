//! What a loopback server trusts of a browser's request: the `Host` and
//! `Origin` checks.
//!
//! A server on 127.0.0.1 is reachable from any web page the user opens: a
//! page cannot read another origin's responses, but it can send requests,
//! open WebSockets, and, by DNS rebinding (`attacker.example` re-pointed at
//! 127.0.0.1), make its own origin's requests land on the local server. Two
//! checks close that:
//!
//! - **`Host`**: only a loopback name (`localhost`, `127.0.0.0/8`, `[::1]`,
//!   with any port) is served, so a rebound name (`Host: attacker.example`)
//!   is refused before anything is read — also a plain `GET`, since the page
//!   could otherwise read the reply (a nonce in `GET /bootstrap`, say).
//! - **`Origin`**: on WebSocket upgrades and state-changing requests, a
//!   request that carries an `Origin` must come from the server's own origin
//!   (same scheme-less host and port as `Host`) or from one configured in
//!   [`Trust::origin`]. A request without `Origin` is not from a browser
//!   page (browsers always send it on these requests) and passes; `Origin:
//!   null` (sandboxed frames, `file:` pages) does not.
//!
//! Both are off only when the server is explicitly opened to other hosts
//! ([`Trust::allow_remote`]), where the operator owns the network's rules.

/// The `Host`/`Origin` policy of a server; see the [module docs](self).
#[derive(Debug, Clone, Default)]
pub struct Trust {
    origins: Vec<String>,
    allow_remote: bool,
}

/// A request the [`Trust`] policy refuses, with the reason to send back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// `Host` is missing or names something other than this machine.
    Host,
    /// `Origin` is another site's.
    Origin,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Refused::Host => {
                "the Host header does not name this machine (localhost, 127.0.0.1 or [::1])"
            }
            Refused::Origin => {
                "requests from this Origin are not accepted (same origin only, unless configured)"
            }
        })
    }
}

impl std::error::Error for Refused {}

impl Trust {
    /// Loopback `Host` only, same-origin `Origin` only.
    pub fn loopback() -> Self {
        Self::default()
    }

    /// Also trusts requests from `origin` (`http://localhost:5173`, exactly
    /// as a browser writes it: scheme, host, and port unless the default).
    pub fn origin(mut self, origin: impl Into<String>) -> Self {
        self.origins
            .push(origin.into().trim_end_matches('/').to_ascii_lowercase());
        self
    }

    /// Serves any `Host` and `Origin` (a server opened to other hosts on
    /// purpose).
    pub fn allow_remote(mut self, allow: bool) -> Self {
        self.allow_remote = allow;
        self
    }

    /// Checks the `Host` header of any request.
    pub fn check_host(&self, host: Option<&str>) -> Result<(), Refused> {
        if self.allow_remote || host.is_some_and(is_loopback_host) {
            Ok(())
        } else {
            Err(Refused::Host)
        }
    }

    /// Checks a WebSocket upgrade or a state-changing request: `Host` as
    /// [`check_host`](Self::check_host), and `Origin`, when present, the
    /// server's own or a trusted one.
    pub fn check_origin(&self, host: Option<&str>, origin: Option<&str>) -> Result<(), Refused> {
        self.check_host(host)?;
        let Some(origin) = origin else {
            return Ok(());
        };
        if self.allow_remote {
            return Ok(());
        }
        let origin = origin.trim().trim_end_matches('/').to_ascii_lowercase();
        if self.origins.contains(&origin) {
            return Ok(());
        }
        let own = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"))
            .is_some_and(|authority| host.is_some_and(|h| h.eq_ignore_ascii_case(authority)));
        if own { Ok(()) } else { Err(Refused::Origin) }
    }
}

/// Whether a `Host` value names this machine: `localhost`, an address in
/// 127.0.0.0/8 or `[::1]`, each with or without a port.
pub fn is_loopback_host(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        Some(rest) => match rest.split_once(']') {
            Some((inside, after)) if after.is_empty() || valid_port(after) => inside,
            _ => return false,
        },
        None => match host.rsplit_once(':') {
            Some((name, port)) if valid_port(&format!(":{port}")) => name,
            Some(_) => return false,
            None => host,
        },
    };
    name.eq_ignore_ascii_case("localhost")
        || name
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

fn valid_port(s: &str) -> bool {
    s.strip_prefix(':')
        .is_some_and(|p| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_hosts() {
        for ok in [
            "localhost",
            "LOCALHOST:80",
            "127.0.0.1",
            "127.1.2.3:8080",
            "[::1]",
            "[::1]:9",
        ] {
            assert!(is_loopback_host(ok), "{ok}");
        }
        for bad in [
            "attacker.example",
            "attacker.example:80",
            "localhost.attacker.example",
            "127.0.0.1.nip.io",
            "0.0.0.0",
            "[::1]x",
            "127.0.0.1:",
            "127.0.0.1:http",
            "",
            "[::2]",
        ] {
            assert!(!is_loopback_host(bad), "{bad}");
        }
    }

    #[test]
    fn origins() {
        let t = Trust::loopback().origin("http://localhost:5173/");
        let host = Some("127.0.0.1:4000");
        assert_eq!(t.check_origin(host, None), Ok(()));
        assert_eq!(t.check_origin(host, Some("http://127.0.0.1:4000")), Ok(()));
        assert_eq!(t.check_origin(host, Some("http://LOCALHOST:5173")), Ok(()));
        assert_eq!(
            t.check_origin(host, Some("https://attacker.example")),
            Err(Refused::Origin)
        );
        assert_eq!(t.check_origin(host, Some("null")), Err(Refused::Origin));
        assert_eq!(
            t.check_origin(host, Some("http://127.0.0.1:4001")),
            Err(Refused::Origin)
        );
        assert_eq!(
            t.check_origin(Some("attacker.example"), None),
            Err(Refused::Host)
        );
        assert_eq!(t.check_host(None), Err(Refused::Host));
        let open = Trust::loopback().allow_remote(true);
        assert_eq!(
            open.check_origin(Some("a.example"), Some("https://b.example")),
            Ok(())
        );
    }
}
