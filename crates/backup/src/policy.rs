//! How often the site backs itself up and how many archives it keeps
//! (`LANGHE_BACKUP_INTERVAL_SECONDS`, `LANGHE_BACKUP_KEEP`), and the rules that follow.

use super::BackupName;
use chrono::{DateTime, Duration, Utc};

/// A day.
pub const DEFAULT_INTERVAL_SECONDS: u64 = 86_400;
/// Two weeks of daily archives.
pub const DEFAULT_KEEP: u64 = 14;
/// A year: a longer interval is a typo more likely than a wish.
pub const MAX_INTERVAL_SECONDS: u64 = 366 * 86_400;
/// Far more than any disk holds of a site's archives; it keeps a listing's work bounded.
pub const MAX_KEEP: u64 = 10_000;
/// A failed run is tried again after the interval or this, whichever is shorter.
const MOST_BETWEEN_RETRIES: Duration = Duration::minutes(10);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BackupPolicy {
    interval: Duration,
    keep: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BackupPolicyError {
    #[error("the interval must be from 1 to {MAX_INTERVAL_SECONDS} seconds")]
    Interval,
    #[error("the number of archives kept must be from 1 to {MAX_KEEP}")]
    Keep,
}

impl Default for BackupPolicy {
    fn default() -> Self {
        Self::new(DEFAULT_INTERVAL_SECONDS, DEFAULT_KEEP).expect("the defaults are in range")
    }
}

impl BackupPolicy {
    /// A backup every `interval_seconds`, the newest `keep` kept. Keeping none would delete
    /// the archive just made.
    pub fn new(interval_seconds: u64, keep: u64) -> Result<Self, BackupPolicyError> {
        if !(1..=MAX_INTERVAL_SECONDS).contains(&interval_seconds) {
            return Err(BackupPolicyError::Interval);
        }
        if !(1..=MAX_KEEP).contains(&keep) {
            return Err(BackupPolicyError::Keep);
        }
        Ok(Self {
            interval: Duration::seconds(interval_seconds as i64),
            keep: keep as usize,
        })
    }

    pub fn interval(&self) -> Duration {
        self.interval
    }

    pub fn keep(&self) -> usize {
        self.keep
    }

    /// A run that started at or before this moment was long enough ago for the next one
    /// to be due at `now`.
    pub fn due_if_last_started_by(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        now - self.interval
    }

    /// When a failed run is tried again: soon, but not in a loop that fills the log.
    pub fn retry_after(&self, failed_at: DateTime<Utc>) -> DateTime<Utc> {
        failed_at + self.interval.min(MOST_BETWEEN_RETRIES)
    }

    /// The archives among `ours` that fall outside the newest `keep`, oldest first.
    pub fn beyond_keep(&self, ours: &[BackupName]) -> Vec<BackupName> {
        let mut sorted = ours.to_vec();
        sorted.sort();
        sorted.dedup();
        let beyond = sorted.len().saturating_sub(self.keep);
        sorted.truncate(beyond);
        sorted
    }

    /// Whether the newest good backup (or, with none yet, the moment backups began to be
    /// expected) is older than two intervals: one run missed, and the next late too.
    pub fn is_overdue(
        &self,
        newest: Option<DateTime<Utc>>,
        expected_since: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> bool {
        now - newest.unwrap_or(expected_since) > self.interval * 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(seconds: i64) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 25, 0, 0, 0).unwrap() + Duration::seconds(seconds)
    }

    #[test]
    fn the_defaults_are_a_daily_backup_kept_two_weeks() {
        let policy = BackupPolicy::default();
        assert_eq!(policy.interval(), Duration::days(1));
        assert_eq!(policy.keep(), 14);
    }

    #[test]
    fn the_interval_and_the_count_kept_have_bounds() {
        assert_eq!(BackupPolicy::new(0, 14), Err(BackupPolicyError::Interval));
        assert_eq!(
            BackupPolicy::new(MAX_INTERVAL_SECONDS + 1, 14),
            Err(BackupPolicyError::Interval)
        );
        assert_eq!(BackupPolicy::new(60, 0), Err(BackupPolicyError::Keep));
        assert_eq!(
            BackupPolicy::new(60, MAX_KEEP + 1),
            Err(BackupPolicyError::Keep)
        );
        assert!(BackupPolicy::new(1, 1).is_ok());
        assert!(BackupPolicy::new(MAX_INTERVAL_SECONDS, MAX_KEEP).is_ok());
    }

    #[test]
    fn the_next_run_is_due_one_interval_after_the_last_started() {
        let hourly = BackupPolicy::new(3600, 14).unwrap();
        assert_eq!(hourly.due_if_last_started_by(at(7200)), at(3600));
    }

    #[test]
    fn a_failed_run_is_retried_after_the_interval_or_ten_minutes() {
        let daily = BackupPolicy::default();
        assert_eq!(daily.retry_after(at(0)), at(600));
        let quick = BackupPolicy::new(5, 14).unwrap();
        assert_eq!(quick.retry_after(at(0)), at(5));
    }

    #[test]
    fn the_retention_keeps_the_newest_and_names_the_rest_oldest_first() {
        let names: Vec<BackupName> = [30, 10, 50, 20, 40]
            .into_iter()
            .map(|s| BackupName::at(at(s)))
            .collect();
        let keep_three = BackupPolicy::new(60, 3).unwrap();
        assert_eq!(
            keep_three.beyond_keep(&names),
            vec![BackupName::at(at(10)), BackupName::at(at(20))]
        );
        assert!(BackupPolicy::new(60, 5)
            .unwrap()
            .beyond_keep(&names)
            .is_empty());
        assert!(BackupPolicy::new(60, 9)
            .unwrap()
            .beyond_keep(&names)
            .is_empty());
        assert_eq!(
            BackupPolicy::new(60, 1).unwrap().beyond_keep(&names).len(),
            4
        );
    }

    #[test]
    fn a_backup_older_than_two_intervals_is_overdue() {
        let hourly = BackupPolicy::new(3600, 14).unwrap();
        assert!(!hourly.is_overdue(Some(at(0)), at(0), at(7200)));
        assert!(hourly.is_overdue(Some(at(0)), at(0), at(7201)));
        // None yet: counted from when backups began to be expected (the server's start).
        assert!(!hourly.is_overdue(None, at(100), at(7300)));
        assert!(hourly.is_overdue(None, at(100), at(7301)));
    }
}
