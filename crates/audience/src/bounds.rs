//! What the counts keep at most (issue 53), so that nobody can fill the disk or the owner's
//! report by sending beacons:
//! - a home's figures count each visitor at most once a day per key ([`once_a_day`]): sixty
//!   prints of one brochure from one browser are one visitor who printed it, and an owner is
//!   shown people, not requests;
//! - each dimension keeps a bounded number of distinct keys a day ([`keys_per_day`]); a key
//!   new on a day that already has its share is kept as [`OTHER_KEY`], so its hits still count
//!   in the site's figures and the folded totals stay bounded for good.
//!
//! `HitStore::record` applies both (the adapters' store, on every server at once).

use crate::hit::dimension::*;

/// The key a day's key is kept as once its dimension has its day's share of keys. No real key
/// reads so: pages start with `/`, domains have a dot, campaigns ` / `, searches `=`, homes are
/// refs.
pub const OTHER_KEY: &str = "other";

/// How many distinct keys of `dimension` a day keeps; `None` for a dimension whose keys are a
/// fixed set (the site, the origins, the event kinds). A day of a busy site reaches a few
/// hundred pages and homes; the bounds leave it room several times over.
pub fn keys_per_day(dimension: &str) -> Option<usize> {
    match dimension {
        PAGE | ENTRY | PROPERTY => Some(1_000),
        PROPERTY_ORIGIN | PROPERTY_EVENT => Some(3_000),
        REFERRER | EMPTY_SEARCH => Some(300),
        CAMPAIGN => Some(100),
        _ => None,
    }
}

/// The dimensions that count a visitor at most once a day per key: a home's views, their
/// origins and its events (brochure prints, alert clicks, enquiries, viewing requests).
pub const ONCE_A_DAY: [&str; 3] = [PROPERTY, PROPERTY_ORIGIN, PROPERTY_EVENT];

/// Whether `dimension` counts a visitor at most once a day per key.
pub fn once_a_day(dimension: &str) -> bool {
    ONCE_A_DAY.contains(&dimension)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_ended_dimensions_are_bounded_and_fixed_sets_are_not() {
        for open in [
            PAGE,
            ENTRY,
            PROPERTY,
            PROPERTY_ORIGIN,
            PROPERTY_EVENT,
            REFERRER,
            CAMPAIGN,
            EMPTY_SEARCH,
        ] {
            assert!(keys_per_day(open).is_some(), "{open}");
        }
        for fixed in [SITE, ORIGIN, EVENT] {
            assert_eq!(keys_per_day(fixed), None, "{fixed}");
        }
        assert!(once_a_day(PROPERTY_EVENT) && !once_a_day(PAGE) && !once_a_day(SITE));
    }
}
