//! The day's salt: 32 random bytes that make the day's visitor keys. One per day of Rome's
//! calendar, kept in the database so that several servers make the same keys, replaced at
//! midnight Europe/Rome and deleted 48 hours after it came into use: a day's salt is gone once
//! the day after next begins, and with it any way to tie a key to an address.

use async_trait::async_trait;
use chrono::{DateTime, Days, NaiveDate, Utc};
use domain::ports::RepositoryError;
use domain::rome_time::rome_today;

/// 32 random bytes (the caller draws them: this crate does no I/O, randomness included).
#[derive(Clone, PartialEq, Eq)]
pub struct Salt([u8; 32]);

impl Salt {
    pub fn new(bytes: [u8; 32]) -> Self {
        Self(bytes)
    }

    pub fn bytes(&self) -> &[u8; 32] {
        &self.0
    }
}

impl std::fmt::Debug for Salt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Salt(…)")
    }
}

/// The day (Rome's calendar) whose salt a hit at `at` uses.
pub fn salt_day(at: DateTime<Utc>) -> NaiveDate {
    rome_today(at)
}

/// The first day whose salt is still kept at `now`: yesterday's (its hits may still be
/// arriving in a batch that straddles midnight); the day before yesterday's is deleted.
pub fn first_kept_day(now: DateTime<Utc>) -> NaiveDate {
    salt_day(now) - Days::new(1)
}

/// Where the salts live (the database every server shares).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SaltStore: Send + Sync {
    /// The salt of `day`: the stored one, or `fresh` stored as that day's when none is yet.
    /// Two servers asking at once get the same salt (the first one stored wins).
    async fn salt_of(&self, day: NaiveDate, fresh: Salt) -> Result<Salt, RepositoryError>;

    /// Deletes the salts of the days before `day`; answers how many.
    async fn forget_before(&self, day: NaiveDate) -> Result<u64, RepositoryError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        text.parse().unwrap()
    }

    #[test]
    fn the_day_turns_at_midnight_in_rome() {
        assert_eq!(
            salt_day(at("2026-11-27T22:59:59Z")).to_string(),
            "2026-11-27"
        );
        assert_eq!(
            salt_day(at("2026-11-27T23:00:00Z")).to_string(),
            "2026-11-28"
        );
        // Summer time: midnight in Rome is 22:00 UTC.
        assert_eq!(
            salt_day(at("2026-07-01T22:00:00Z")).to_string(),
            "2026-07-02"
        );
    }

    #[test]
    fn a_salt_is_kept_until_the_day_after_next_begins() {
        assert_eq!(
            first_kept_day(at("2026-11-29T10:00:00Z")).to_string(),
            "2026-11-28"
        );
    }

    #[test]
    fn a_salt_never_shows_its_bytes_in_a_log() {
        assert_eq!(format!("{:?}", Salt::new([1; 32])), "Salt(…)");
    }
}
