//! Per-client-address rate limit of the visitor forms (governor's GCRA; the tower crate for
//! it does not fit poem).

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;

/// Beyond this many tracked addresses, addresses whose allowance is full again are forgotten.
const TRACKED_ADDRESSES: usize = 10_000;

pub struct ClientRateLimiter {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
}

impl ClientRateLimiter {
    /// `per_minute` submissions a minute, all of which may come at once.
    pub fn per_minute(per_minute: u32) -> Self {
        let per_minute = NonZeroU32::new(per_minute).unwrap_or(NonZeroU32::MIN);
        Self {
            limiter: RateLimiter::keyed(Quota::per_minute(per_minute)),
        }
    }

    /// True when `address` may submit now (and counts the submission).
    pub fn allow(&self, address: IpAddr) -> bool {
        if self.limiter.len() > TRACKED_ADDRESSES {
            self.limiter.retain_recent();
        }
        self.limiter.check_key(&client_key(address)).is_ok()
    }
}

/// Whom an allowance belongs to. An IPv6 client is its /64: one subscriber line or host is
/// given a whole /64 and can pick any address in it, so counting single addresses would give
/// it 2^64 allowances. An IPv4-mapped IPv6 address counts as the IPv4 address it is.
fn client_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !((1u128 << 64) - 1))),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_address_has_its_own_allowance() {
        let limiter = ClientRateLimiter::per_minute(2);
        let (a, b): (IpAddr, IpAddr) = ("192.0.2.1".parse().unwrap(), "192.0.2.2".parse().unwrap());
        assert!(limiter.allow(a));
        assert!(limiter.allow(a));
        assert!(!limiter.allow(a));
        assert!(limiter.allow(b));
    }

    #[test]
    fn an_ipv6_client_is_counted_by_its_slash_64() {
        let limiter = ClientRateLimiter::per_minute(2);
        let same_64: [IpAddr; 3] = [
            "2001:db8:1:2::1".parse().unwrap(),
            "2001:db8:1:2:ffff::9".parse().unwrap(),
            "2001:db8:1:2:abcd:1234:5678:9abc".parse().unwrap(),
        ];
        assert!(limiter.allow(same_64[0]));
        assert!(limiter.allow(same_64[1]));
        assert!(!limiter.allow(same_64[2]));
        assert!(limiter.allow("2001:db8:1:3::1".parse().unwrap()));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert!(limiter.allow(mapped));
        assert!(limiter.allow("192.0.2.7".parse().unwrap()));
        assert!(!limiter.allow(mapped));
    }
}
