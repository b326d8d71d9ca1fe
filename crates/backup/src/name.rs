//! An archive's name says when it was made: `langhe-backup-20261125T093015Z.tar`. Names sort
//! as their moments do, and only a name of exactly this shape is one of ours, so the
//! retention never deletes a file or object it did not make.

use chrono::{DateTime, NaiveDateTime, Timelike, Utc};
use std::fmt;

const PREFIX: &str = "langhe-backup-";
const SUFFIX: &str = ".tar";
/// UTC, to the second, with no character a file system or a bucket treats specially.
const MOMENT: &str = "%Y%m%dT%H%M%SZ";

/// The name of one scheduled backup archive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BackupName {
    made_at: DateTime<Utc>,
}

impl BackupName {
    /// The archive made at `moment` (to the second).
    pub fn at(moment: DateTime<Utc>) -> Self {
        Self {
            made_at: moment.with_nanosecond(0).unwrap_or(moment),
        }
    }

    /// `Some` only for a name [`Self::at`] makes, character for character.
    pub fn parse(text: &str) -> Option<Self> {
        let moment = text.strip_prefix(PREFIX)?.strip_suffix(SUFFIX)?;
        let made_at = NaiveDateTime::parse_from_str(moment, MOMENT)
            .ok()?
            .and_utc();
        let name = Self { made_at };
        (name.to_string() == text).then_some(name)
    }

    /// When the archive was made, to the second.
    pub fn made_at(&self) -> DateTime<Utc> {
        self.made_at
    }

    /// The name an archive has while it is being written, until it is complete.
    pub fn partial(&self) -> String {
        format!("{self}.partial")
    }

    /// `Some` for the partial name of one of ours: what an interrupted run left behind.
    pub fn parse_partial(text: &str) -> Option<Self> {
        Self::parse(text.strip_suffix(".partial")?)
    }
}

impl fmt::Display for BackupName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PREFIX}{}{SUFFIX}", self.made_at.format(MOMENT))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn moment() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 25, 9, 30, 15).unwrap() + chrono::Duration::milliseconds(789)
    }

    #[test]
    fn a_name_says_when_to_the_second_and_reads_back() {
        let name = BackupName::at(moment());
        assert_eq!(name.to_string(), "langhe-backup-20261125T093015Z.tar");
        assert_eq!(name.partial(), "langhe-backup-20261125T093015Z.tar.partial");
        assert_eq!(
            BackupName::parse("langhe-backup-20261125T093015Z.tar"),
            Some(name)
        );
        assert_eq!(
            BackupName::parse_partial("langhe-backup-20261125T093015Z.tar.partial"),
            Some(name)
        );
        assert_eq!(
            name.made_at(),
            Utc.with_ymd_and_hms(2026, 11, 25, 9, 30, 15).unwrap()
        );
    }

    #[test]
    fn only_names_of_exactly_this_shape_are_ours() {
        for other in [
            "site.tar",
            "langhe-backup-20261125T093015Z.tar.partial",
            "langhe-backup-20261125T093015Z.tar.gz",
            "langhe-backup-20261125T093015Z",
            "langhe-backup-20261125T093015.tar",
            "langhe-backup-20261125T93015Z.tar",
            "langhe-backup-20261325T093015Z.tar",
            "langhe-backup-20261125T093015Z.tar/",
            "x/langhe-backup-20261125T093015Z.tar",
            "LANGHE-BACKUP-20261125T093015Z.tar",
            "langhe-backup-+20261125T093015Z.tar",
        ] {
            assert_eq!(BackupName::parse(other), None, "{other}");
        }
        assert_eq!(
            BackupName::parse_partial("langhe-backup-20261125T093015Z.tar"),
            None
        );
    }

    #[test]
    fn names_sort_as_their_moments_do() {
        let earlier = BackupName::at(moment());
        let later = BackupName::at(moment() + chrono::Duration::seconds(1));
        assert!(earlier < later);
        assert!(earlier.to_string() < later.to_string());
    }
}
