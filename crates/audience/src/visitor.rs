//! The daily visitor key and the address it is made from.

use crate::salt::Salt;
use crate::Browser;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The client address cut to its network: the last byte of an IPv4 address (/24), the last
/// ten bytes of an IPv6 one (/48). An IPv4 address mapped into IPv6 is cut as IPv4.
pub fn truncated_address(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(v4) => IpAddr::V4(cut_v4(v4)),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(cut_v4(v4)),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], 0, 0, 0, 0, 0))
            }
        },
    }
}

fn cut_v4(address: Ipv4Addr) -> Ipv4Addr {
    let [a, b, c, _] = address.octets();
    Ipv4Addr::new(a, b, c, 0)
}

/// A visitor of one day, as 16 bytes of HMAC-SHA-256 shown as hex: the same network and
/// browser give the same key all day, and a different one the next day (new salt). Without
/// the day's salt the key cannot be tied back to an address, and the salt is deleted.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VisitorKey(String);

impl VisitorKey {
    pub fn derive(salt: &Salt, site: &str, address: IpAddr, browser: &Browser) -> Self {
        let mut mac = Hmac::<Sha256>::new_from_slice(salt.bytes()).expect("any key length");
        for part in [
            site.as_bytes(),
            truncated_address(address).to_string().as_bytes(),
            browser.family.as_bytes(),
            browser.major.to_string().as_bytes(),
        ] {
            // Lengths first, so that no two different inputs run together into one.
            mac.update(&(part.len() as u64).to_be_bytes());
            mac.update(part);
        }
        let digest = mac.finalize().into_bytes();
        Self(digest[..16].iter().map(|b| format!("{b:02x}")).collect())
    }

    /// A key as stored.
    pub fn stored(text: String) -> Self {
        Self(text)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chrome() -> Browser {
        Browser {
            family: "Chrome",
            major: 131,
        }
    }

    #[test]
    fn addresses_are_cut_to_their_network() {
        let cut = |text: &str| truncated_address(text.parse().unwrap()).to_string();
        assert_eq!(cut("203.0.113.77"), "203.0.113.0");
        assert_eq!(cut("2001:db8:abcd:12:1:2:3:4"), "2001:db8:abcd::");
        assert_eq!(cut("::ffff:198.51.100.9"), "198.51.100.0");
    }

    #[test]
    fn one_network_and_browser_is_one_visitor_a_day() {
        let today = Salt::new([7; 32]);
        let address = |text: &str| text.parse::<IpAddr>().unwrap();
        let key = |salt: &Salt, at: &str, browser: &Browser| {
            VisitorKey::derive(salt, "https://example.com", address(at), browser)
        };
        let first = key(&today, "203.0.113.77", &chrome());
        assert_eq!(first.as_str().len(), 32);
        assert_eq!(first, key(&today, "203.0.113.5", &chrome()));
        assert_ne!(first, key(&today, "203.0.114.77", &chrome()));
        let firefox = Browser {
            family: "Firefox",
            major: 131,
        };
        assert_ne!(first, key(&today, "203.0.113.77", &firefox));
        let tomorrow = Salt::new([8; 32]);
        assert_ne!(first, key(&tomorrow, "203.0.113.77", &chrome()));
        assert!(!first.as_str().contains("203"));
    }
}
