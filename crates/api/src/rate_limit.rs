//! Per-client-address rate limit of the visitor forms (governor's GCRA; the tower crate for
//! it does not fit poem).

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::net::IpAddr;
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
        self.limiter.check_key(&address).is_ok()
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
}
