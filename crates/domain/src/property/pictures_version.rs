//! The version of a property's listing, small and background pictures.

use chrono::{DateTime, Utc};
use std::fmt;

/// Changes whenever the listing, small or background picture is written or removed; their
/// URLs carry it (`…/listing-villa.jpg?v=…`), because those keys are overwritten in place.
///
/// Its value is the time of the last change in milliseconds, or one more than the previous
/// value when the clock has not moved past it, so it only ever grows, and a property deleted
/// and created again under the same ref does not repeat the URLs of the first one's pictures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PicturesVersion(i64);

impl PicturesVersion {
    /// The version of a new property's (not yet uploaded) pictures.
    pub fn first(at: DateTime<Utc>) -> Self {
        Self(at.timestamp_millis())
    }

    /// The version after a change of the pictures `at`.
    pub fn after(self, at: DateTime<Utc>) -> Self {
        Self(at.timestamp_millis().max(self.0.saturating_add(1)))
    }

    pub fn from_stored(value: i64) -> Self {
        Self(value)
    }

    pub fn value(self) -> i64 {
        self.0
    }
}

impl fmt::Display for PicturesVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(millis: i64) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(millis).unwrap()
    }

    #[test]
    fn a_change_moves_the_version_to_its_time_or_one_past_the_last() {
        let first = PicturesVersion::first(at(1_000));
        assert_eq!(first.value(), 1_000);
        assert_eq!(first.after(at(5_000)).value(), 5_000);
        // Two changes in the same millisecond, or a clock set back, still move it forward.
        assert_eq!(first.after(at(1_000)).value(), 1_001);
        assert_eq!(first.after(at(10)).value(), 1_001);
    }
}
