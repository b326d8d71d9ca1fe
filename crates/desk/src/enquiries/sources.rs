//! Counting leads by where they came from over a period of days (issue 27, "Lead source").

use anyhow::Context;
use chrono::{DateTime, Days, NaiveDate, TimeDelta, Utc};
use domain::ports::{EnquiryInbox, Period, SourceCount};
use domain::rome_time::rome_offset_hours;

#[derive(Debug, thiserror::Error)]
pub enum CountLeadsError {
    #[error("'from' may not be after 'to'")]
    Reversed,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The instant a day begins in Rome, where the consultant counts her days. Rome's offset at
/// that instant is its offset at UTC's midnight of the same date (the clocks change at 01:00
/// UTC). The first day chrono knows has no instant an hour before it: that one stays UTC's.
fn rome_midnight(day: NaiveDate) -> DateTime<Utc> {
    let midnight = day.and_time(chrono::NaiveTime::MIN).and_utc();
    let offset = TimeDelta::hours(rome_offset_hours(midnight));
    midnight.checked_sub_signed(offset).unwrap_or(midnight)
}

/// The days `from` to `to`, both included, as instants; the days are Rome's (Europe/Rome),
/// as the consultant lives them. An end left out is open.
pub fn days(from: Option<NaiveDate>, to: Option<NaiveDate>) -> Result<Period, CountLeadsError> {
    if let (Some(from), Some(to)) = (from, to) {
        if from > to {
            return Err(CountLeadsError::Reversed);
        }
    }
    Ok(Period {
        from: from.map(rome_midnight),
        // The last day's end; the latest date chrono knows has no next day, so it stays open.
        to: to
            .and_then(|day| day.checked_add_days(Days::new(1)))
            .map(rome_midnight),
    })
}

/// Leads per source in the period, the most first.
pub async fn count_leads_by_source(
    inbox: &dyn EnquiryInbox,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
) -> Result<Vec<SourceCount>, CountLeadsError> {
    let period = days(from, to)?;
    Ok(inbox
        .count_by_source(&period)
        .await
        .context("counting leads by source")?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use domain::ports::MockEnquiryInbox;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn a_period_of_days_runs_from_the_first_rome_midnight_to_the_rome_midnight_after_the_last() {
        // March 2027: winter time (UTC+1) on the 1st, summer time (UTC+2) from the 28th.
        let period = days(Some(date(2027, 3, 1)), Some(date(2027, 3, 31))).unwrap();
        assert_eq!(
            period,
            Period {
                from: Some(Utc.with_ymd_and_hms(2027, 2, 28, 23, 0, 0).unwrap()),
                to: Some(Utc.with_ymd_and_hms(2027, 3, 31, 22, 0, 0).unwrap()),
            }
        );
        assert_eq!(days(None, None).unwrap(), Period::default());
        let autumn = days(Some(date(2027, 10, 31)), Some(date(2027, 10, 31))).unwrap();
        assert_eq!(
            autumn,
            Period {
                from: Some(Utc.with_ymd_and_hms(2027, 10, 30, 22, 0, 0).unwrap()),
                to: Some(Utc.with_ymd_and_hms(2027, 10, 31, 23, 0, 0).unwrap()),
            },
            "the day the clocks go back is 25 hours long"
        );
        assert!(days(Some(NaiveDate::MIN), Some(NaiveDate::MAX)).is_ok());
        let one_day = days(Some(date(2027, 3, 1)), Some(date(2027, 3, 1))).unwrap();
        assert_eq!(
            one_day.to,
            Some(Utc.with_ymd_and_hms(2027, 3, 1, 23, 0, 0).unwrap())
        );
    }

    #[tokio::test]
    async fn a_reversed_period_is_refused_without_asking_the_inbox() {
        let inbox = MockEnquiryInbox::new();
        let error = count_leads_by_source(&inbox, Some(date(2027, 3, 2)), Some(date(2027, 3, 1)))
            .await
            .unwrap_err();
        assert_eq!(error.to_string(), "'from' may not be after 'to'");
    }

    #[tokio::test]
    async fn the_counts_are_the_inboxs_for_the_period() {
        let mut inbox = MockEnquiryInbox::new();
        inbox
            .expect_count_by_source()
            .withf(|period| {
                period.from == Some(Utc.with_ymd_and_hms(2027, 2, 28, 23, 0, 0).unwrap())
                    && period.to.is_none()
            })
            .returning(|_| {
                Ok(vec![SourceCount {
                    label: Some("kyero / portal".into()),
                    leads: 3,
                }])
            });
        let counts = count_leads_by_source(&inbox, Some(date(2027, 3, 1)), None)
            .await
            .unwrap();
        assert_eq!(counts[0].leads, 3);
    }
}
