//! Today's date where the consultant works (Europe/Rome): "follow-up due" means the date has
//! come there, not in UTC. The European Union's rule (summer time from 01:00 UTC on the last
//! Sunday of March to 01:00 UTC on the last Sunday of October) is all Rome has followed since
//! 1996, so no time-zone database is needed.

use chrono::{DateTime, Datelike, Duration, NaiveDate, TimeZone, Utc};

fn last_sunday(year: i32, month: u32) -> NaiveDate {
    let first_of_next = if month == 12 {
        NaiveDate::from_ymd_opt(year + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(year, month + 1, 1)
    }
    .expect("a valid month");
    let last = first_of_next.pred_opt().expect("a day before");
    let back = last.weekday().num_days_from_sunday();
    last - Duration::days(i64::from(back))
}

fn switch(year: i32, month: u32) -> DateTime<Utc> {
    let day = last_sunday(year, month);
    Utc.from_utc_datetime(&day.and_hms_opt(1, 0, 0).expect("01:00 exists"))
}

/// The calendar day in Rome at `now`.
pub fn rome_today(now: DateTime<Utc>) -> NaiveDate {
    let year = now.year();
    let summer = now >= switch(year, 3) && now < switch(year, 10);
    let offset = if summer { 2 } else { 1 };
    (now + Duration::hours(offset)).date_naive()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text)
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn the_day_turns_at_midnight_in_rome_winter_and_summer() {
        let cases = [
            // Winter, UTC+1.
            ("2026-11-26T22:59:59Z", "2026-11-26"),
            ("2026-11-26T23:00:00Z", "2026-11-27"),
            // Summer, UTC+2.
            ("2026-07-01T21:59:59Z", "2026-07-01"),
            ("2026-07-01T22:00:00Z", "2026-07-02"),
            // 2026's switches: 29 March and 25 October, 01:00 UTC.
            ("2026-03-29T00:59:59Z", "2026-03-29"),
            ("2026-03-28T22:30:00Z", "2026-03-28"),
            ("2026-03-29T22:30:00Z", "2026-03-30"),
            ("2026-10-24T22:30:00Z", "2026-10-25"),
            ("2026-10-25T22:30:00Z", "2026-10-25"),
            ("2026-12-31T23:00:00Z", "2027-01-01"),
        ];
        for (instant, day) in cases {
            assert_eq!(rome_today(at(instant)).to_string(), day, "{instant}");
        }
    }

    #[test]
    fn last_sundays_are_sundays_at_the_end_of_the_month() {
        assert_eq!(last_sunday(2026, 3).to_string(), "2026-03-29");
        assert_eq!(last_sunday(2026, 10).to_string(), "2026-10-25");
        assert_eq!(last_sunday(2027, 3).to_string(), "2027-03-28");
    }
}
