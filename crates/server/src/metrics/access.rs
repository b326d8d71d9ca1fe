//! Who may read `/metrics` (`LANGHE_METRICS`): counts of requests and enquiries are not for
//! every visitor.

use secrecy::{ExposeSecret, SecretString};
use std::net::IpAddr;

#[derive(Debug, Clone, Default)]
pub enum MetricsAccess {
    /// Only clients on this machine, by the socket's peer address (never X-Forwarded-For,
    /// which anyone can write): a scraper beside the server, or through an SSH tunnel.
    #[default]
    Loopback,
    /// Anyone sending `Authorization: Bearer <token>`.
    Token(SecretString),
    /// `/metrics` does not exist.
    Off,
}

impl MetricsAccess {
    /// `loopback`, `off`, or `token:SECRET`; `None` for anything else.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "loopback" => Some(Self::Loopback),
            "off" => Some(Self::Off),
            _ => text
                .strip_prefix("token:")
                .filter(|token| !token.is_empty())
                .map(|token| Self::Token(SecretString::from(token.to_owned()))),
        }
    }

    /// Whether a request from `peer` carrying `authorization` may read the metrics.
    pub fn allows(&self, peer: Option<IpAddr>, authorization: Option<&str>) -> bool {
        match self {
            Self::Loopback => peer.is_some_and(|peer| peer.to_canonical().is_loopback()),
            Self::Token(token) => authorization
                .and_then(|value| value.strip_prefix("Bearer "))
                .is_some_and(|sent| constant_time_equal(sent, token.expose_secret())),
            Self::Off => false,
        }
    }
}

/// Compares without stopping at the first difference, so timing does not reveal the token.
fn constant_time_equal(sent: &str, token: &str) -> bool {
    sent.len() == token.len()
        && sent
            .bytes()
            .zip(token.bytes())
            .fold(0u8, |difference, (a, b)| difference | (a ^ b))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> Option<IpAddr> {
        Some(text.parse().unwrap())
    }

    #[test]
    fn loopback_allows_only_peers_on_this_machine() {
        let access = MetricsAccess::parse("loopback").unwrap();
        assert!(access.allows(ip("127.0.0.1"), None));
        assert!(access.allows(ip("::1"), None));
        assert!(access.allows(ip("::ffff:127.0.0.1"), None));
        assert!(!access.allows(ip("10.0.0.7"), None));
        assert!(!access.allows(ip("2001:db8::1"), None));
        assert!(!access.allows(None, None));
    }

    #[test]
    fn a_token_is_needed_as_a_bearer_from_anywhere() {
        let access = MetricsAccess::parse("token:s3cret-scrape").unwrap();
        assert!(access.allows(ip("10.0.0.7"), Some("Bearer s3cret-scrape")));
        assert!(!access.allows(ip("127.0.0.1"), None));
        assert!(!access.allows(ip("127.0.0.1"), Some("Bearer s3cret-scrapf")));
        assert!(!access.allows(ip("127.0.0.1"), Some("s3cret-scrape")));
    }

    #[test]
    fn off_allows_nobody_and_other_words_are_refused() {
        assert!(!MetricsAccess::parse("off")
            .unwrap()
            .allows(ip("127.0.0.1"), None));
        assert!(MetricsAccess::parse("token:").is_none());
        assert!(MetricsAccess::parse("everyone").is_none());
    }
}
