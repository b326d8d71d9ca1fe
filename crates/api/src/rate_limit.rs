//! Per-client-address rate limit of the visitor forms and of visit counting, a minute's and a
//! day's (governor's GCRA; the tower crate for it does not fit poem).

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// Beyond this many tracked addresses, addresses whose allowance is full again are forgotten.
const TRACKED_ADDRESSES: usize = 10_000;
/// The least time between two such tidyings: each walks every tracked address, so with more
/// addresses than [`TRACKED_ADDRESSES`] all recent (many clients, or one rotating through its
/// IPv6 /64s) tidying on every call would make each call cost a walk.
const TIDY_EVERY_MILLIS: u64 = 1_000;

pub struct ClientRateLimiter {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    started: Instant,
    /// When addresses were last tidied, in milliseconds since `started`.
    tidied_at: AtomicU64,
    /// How many tidyings ran.
    tidyings: AtomicU64,
}

impl ClientRateLimiter {
    /// `per_minute` submissions a minute, all of which may come at once.
    pub fn per_minute(per_minute: u32) -> Self {
        let per_minute = NonZeroU32::new(per_minute).unwrap_or(NonZeroU32::MIN);
        Self {
            limiter: RateLimiter::keyed(Quota::per_minute(per_minute)),
            started: Instant::now(),
            tidied_at: AtomicU64::new(0),
            tidyings: AtomicU64::new(0),
        }
    }

    /// `per_day` submissions a day, all of which may come at once, one more every
    /// 1/`per_day` of a day after.
    pub fn per_day(per_day: u32) -> Self {
        let per_day = NonZeroU32::new(per_day).unwrap_or(NonZeroU32::MIN);
        let every = std::time::Duration::from_secs(24 * 60 * 60) / per_day.get();
        let quota = Quota::with_period(every)
            .unwrap_or_else(|| Quota::per_second(NonZeroU32::MAX))
            .allow_burst(per_day);
        Self {
            limiter: RateLimiter::keyed(quota),
            started: Instant::now(),
            tidied_at: AtomicU64::new(0),
            tidyings: AtomicU64::new(0),
        }
    }

    /// True when `address` may submit now (and counts the submission).
    pub fn allow(&self, address: IpAddr) -> bool {
        if self.limiter.len() > TRACKED_ADDRESSES {
            self.tidy();
        }
        self.limiter.check_key(&client_key(address)).is_ok()
    }

    /// Forgets the addresses whose allowance is full again, at most once a second (the one
    /// caller that moves `tidied_at` forward does it).
    fn tidy(&self) {
        let now = u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX);
        let last = self.tidied_at.load(Ordering::Relaxed);
        if now.saturating_sub(last) >= TIDY_EVERY_MILLIS
            && self
                .tidied_at
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            self.limiter.retain_recent();
            self.tidyings.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Whom an allowance belongs to. An IPv6 client is its /64: one subscriber line or host is
/// given a whole /64 and can pick any address in it, so counting single addresses would give
/// it 2^64 allowances. An IPv4-mapped IPv6 address counts as the IPv4 address it is.
pub(crate) fn client_key(address: IpAddr) -> IpAddr {
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
    fn a_day_s_allowance_is_spent_at_once_and_not_given_back_within_the_minute() {
        let limiter = ClientRateLimiter::per_day(3);
        let address: IpAddr = "192.0.2.1".parse().unwrap();
        assert!((0..3).all(|_| limiter.allow(address)));
        assert!(!limiter.allow(address));
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

    #[test]
    fn many_addresses_are_tidied_at_most_once_a_second() {
        let limiter = ClientRateLimiter::per_minute(60);
        let first = 0x0a00_0000_u32;
        for n in 0..TRACKED_ADDRESSES as u32 + 2_000 {
            assert!(limiter.allow(IpAddr::from(std::net::Ipv4Addr::from(first + n))));
        }
        // Every address is recent, so a tidying keeps them all and the map stays past the
        // threshold: without the pause each of the last 2,000 calls would walk it.
        let seconds = limiter.started.elapsed().as_secs();
        assert!(limiter.limiter.len() > TRACKED_ADDRESSES);
        assert!(limiter.tidyings.load(Ordering::Relaxed) <= 1 + seconds);
    }
}
