//! The date staff mean to come back to a lead: a calendar day (`YYYY-MM-DD`), no time.

use chrono::NaiveDate;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("The follow-up date must be a date written YYYY-MM-DD")]
pub struct FollowUpDateError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FollowUpDate(NaiveDate);

impl FollowUpDate {
    /// # Errors
    /// `FollowUpDateError` for anything but a real day written `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Result<Self, FollowUpDateError> {
        let well_formed = text.len() == 10
            && text.chars().enumerate().all(|(i, c)| {
                if i == 4 || i == 7 {
                    c == '-'
                } else {
                    c.is_ascii_digit()
                }
            });
        if !well_formed {
            return Err(FollowUpDateError);
        }
        NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .map(Self)
            .map_err(|_| FollowUpDateError)
    }

    pub fn new(date: NaiveDate) -> Self {
        Self(date)
    }

    pub fn date(self) -> NaiveDate {
        self.0
    }

    /// `YYYY-MM-DD`: stored so, which also sorts and compares as the days do.
    pub fn as_text(self) -> String {
        self.0.format("%Y-%m-%d").to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_real_day_written_iso_is_a_follow_up_date() {
        let date = FollowUpDate::parse("2026-12-03").unwrap();
        assert_eq!(date.as_text(), "2026-12-03");
        for bad in [
            "2026-02-30",
            "2026-1-03",
            "03/12/2026",
            "",
            "2026-12-03T10:00",
            "+2026-12-0",
        ] {
            assert_eq!(FollowUpDate::parse(bad), Err(FollowUpDateError), "{bad}");
        }
        assert_eq!(
            FollowUpDateError.to_string(),
            "The follow-up date must be a date written YYYY-MM-DD"
        );
    }
}
