//! Which client a request came from when the site runs behind reverse proxies
//! (`LANGHE_TRUSTED_PROXIES`).
//!
//! Each proxy appends the address it received the request from to `X-Forwarded-For`, so the
//! header reads "client, proxy1, proxy2" and only its right-hand end was written by proxies we
//! run. Everything to the left of the right-most address we do not trust was written by
//! somebody else and proves nothing: that right-most untrusted address is the client.

use ipnet::IpNet;
use std::net::IpAddr;
use std::str::FromStr;

/// The proxies whose `X-Forwarded-For` entries are believed. Empty (the default): the TCP peer
/// is the client and the header is ignored.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies {
    ranges: Vec<IpNet>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("LANGHE_TRUSTED_PROXIES: {0:?} is not an IP address or a CIDR range (e.g. 10.0.0.0/8)")]
pub struct BadTrustedProxy(pub String);

impl FromStr for TrustedProxies {
    type Err = BadTrustedProxy;

    /// Comma-separated addresses (`192.0.2.7`, `::1`) and ranges (`10.0.0.0/8`, `fd00::/8`).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let ranges = text
            .split(',')
            .map(str::trim)
            .filter(|entry| !entry.is_empty())
            .map(|entry| {
                IpNet::from_str(entry)
                    .or_else(|_| IpAddr::from_str(entry).map(IpNet::from))
                    .map(|range| range.trunc())
                    .map_err(|_| BadTrustedProxy(entry.to_owned()))
            })
            .collect::<Result<_, _>>()?;
        Ok(Self { ranges })
    }
}

impl TrustedProxies {
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    pub fn trusts(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.ranges.iter().any(|range| range.contains(&address))
    }

    /// The client of a request from `peer` carrying these `X-Forwarded-For` header values
    /// (in the order received; several headers count as one list).
    ///
    /// An untrusted peer is the client whatever the header says (so nobody can pick their
    /// own address). Behind trusted proxies the right-most untrusted entry is the client; when
    /// every entry is a trusted proxy the left-most one is. An entry that is not an address
    /// stops the walk at the last hop we trust, since nothing to its left can be believed.
    pub fn client_address<'a>(
        &self,
        peer: IpAddr,
        forwarded_for: impl IntoIterator<Item = &'a str>,
    ) -> IpAddr {
        let peer = peer.to_canonical();
        if !self.trusts(peer) {
            return peer;
        }
        let entries: Vec<&str> = forwarded_for
            .into_iter()
            .flat_map(|value| value.split(','))
            .collect();
        let mut client = peer;
        for entry in entries.iter().rev() {
            let Some(address) = parse_entry(entry) else {
                break;
            };
            client = address;
            if !self.trusts(address) {
                break;
            }
        }
        client
    }
}

/// An address as proxies write it: `192.0.2.1`, `2001:db8::1`, and from some proxies with a
/// port, `192.0.2.1:4711` or `[2001:db8::1]:4711`.
fn parse_entry(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim();
    IpAddr::from_str(entry)
        .ok()
        .or_else(|| {
            std::net::SocketAddr::from_str(entry)
                .ok()
                .map(|socket| socket.ip())
        })
        .map(|address| address.to_canonical())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn proxies(text: &str) -> TrustedProxies {
        text.parse().unwrap()
    }

    #[test]
    fn addresses_and_ranges_are_read_and_anything_else_is_refused() {
        let trusted = proxies(" 10.0.0.0/8, 192.0.2.7 ,fd00::/8,");
        assert!(trusted.trusts(ip("10.200.1.1")));
        assert!(trusted.trusts(ip("192.0.2.7")));
        assert!(!trusted.trusts(ip("192.0.2.8")));
        assert!(trusted.trusts(ip("fd00::1")));
        assert!(
            trusted.trusts(ip("::ffff:10.1.2.3")),
            "IPv4 peers on an IPv6 socket"
        );
        assert!(proxies("").is_empty());
        assert_eq!(
            "10.0.0.0/33".parse::<TrustedProxies>(),
            Err(BadTrustedProxy("10.0.0.0/33".into()))
        );
        assert_eq!(
            "127.0.0.1, proxy.internal".parse::<TrustedProxies>().unwrap_err().to_string(),
            "LANGHE_TRUSTED_PROXIES: \"proxy.internal\" is not an IP address or a CIDR range (e.g. 10.0.0.0/8)"
        );
    }

    #[test]
    fn without_trusted_proxies_the_peer_is_the_client_and_the_header_is_ignored() {
        let none = TrustedProxies::default();
        assert_eq!(
            none.client_address(ip("203.0.113.9"), ["198.51.100.1"]),
            ip("203.0.113.9")
        );
    }

    #[test]
    fn an_untrusted_peer_cannot_name_another_client() {
        let trusted = proxies("10.0.0.0/8");
        assert_eq!(
            trusted.client_address(ip("203.0.113.9"), ["198.51.100.1, 10.0.0.2"]),
            ip("203.0.113.9")
        );
    }

    #[test]
    fn behind_trusted_proxies_the_right_most_untrusted_entry_is_the_client() {
        let trusted = proxies("10.0.0.0/8");
        // The visitor wrote "1.1.1.1" themselves; the first proxy appended their real address.
        let header = ["1.1.1.1, 198.51.100.7", "10.0.0.3"];
        assert_eq!(
            trusted.client_address(ip("10.0.0.2"), header),
            ip("198.51.100.7")
        );
        assert_eq!(
            trusted.client_address(ip("10.0.0.2"), ["198.51.100.7:51234"]),
            ip("198.51.100.7")
        );
        assert_eq!(
            trusted.client_address(ip("10.0.0.2"), ["[2001:db8::5]:443"]),
            ip("2001:db8::5")
        );
    }

    #[test]
    fn a_trusted_peer_without_a_usable_header_is_the_client_itself() {
        let trusted = proxies("10.0.0.0/8");
        assert_eq!(trusted.client_address(ip("10.0.0.2"), []), ip("10.0.0.2"));
        assert_eq!(
            trusted.client_address(ip("10.0.0.2"), ["unknown"]),
            ip("10.0.0.2")
        );
        // Garbage left of a trusted hop: that hop is as far as we can see.
        assert_eq!(
            trusted.client_address(ip("10.0.0.2"), ["garbage, 10.0.0.9"]),
            ip("10.0.0.9")
        );
        // Only trusted hosts: the request started inside, at the left-most one.
        assert_eq!(
            trusted.client_address(ip("10.0.0.2"), ["10.0.0.5, 10.0.0.9"]),
            ip("10.0.0.5")
        );
    }
}
