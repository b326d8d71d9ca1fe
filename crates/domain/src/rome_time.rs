//! Europe/Rome's clock, where the consultant works: the viewing slots staff type in Italian
//! local time, the day a follow-up falls due, the digest's hour. Italy keeps
//! the EU's rule (since 1996): summer time (UTC+2) from the last Sunday of March at 01:00 UTC
//! to the last Sunday of October at 01:00 UTC, standard time (UTC+1) otherwise. Written out
//! here instead of pulling a whole time-zone database in for one zone; the calendar files
//! carry the same rule as their `VTIMEZONE`.

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RomeTimeError {
    /// The hour the clocks skip on the last Sunday of March.
    #[error("This time does not exist in Italy: the clocks go forward from 02:00 to 03:00")]
    Skipped,
}

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

fn at_hour(date: NaiveDate, hour: u32) -> NaiveDateTime {
    date.and_time(NaiveTime::from_hms_opt(hour, 0, 0).expect("a valid hour"))
}

/// Rome's offset from UTC, in hours, at an instant.
pub fn rome_offset_hours(instant: DateTime<Utc>) -> i64 {
    let naive = instant.naive_utc();
    let year = naive.year();
    let summer_from = at_hour(last_sunday(year, 3), 1);
    let summer_until = at_hour(last_sunday(year, 10), 1);
    if naive >= summer_from && naive < summer_until {
        2
    } else {
        1
    }
}

/// Rome's wall-clock time at an instant.
pub fn to_rome(instant: DateTime<Utc>) -> NaiveDateTime {
    instant.naive_utc() + Duration::hours(rome_offset_hours(instant))
}

/// The calendar day in Rome at `now`: "follow-up due" means the date has come there, not in UTC.
pub fn rome_today(now: DateTime<Utc>) -> NaiveDate {
    to_rome(now).date()
}

/// The instant a Rome wall-clock time names. The hour the clocks skip in March is refused;
/// the hour October repeats is read as its first (summer-time) occurrence.
pub fn from_rome(local: NaiveDateTime) -> Result<DateTime<Utc>, RomeTimeError> {
    let year = local.year();
    let spring = last_sunday(year, 3);
    let autumn = last_sunday(year, 10);
    if local >= at_hour(spring, 2) && local < at_hour(spring, 3) {
        return Err(RomeTimeError::Skipped);
    }
    let summer = local >= at_hour(spring, 3) && local < at_hour(autumn, 3);
    let offset = if summer { 2 } else { 1 };
    Ok((local - Duration::hours(offset)).and_utc())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Weekday;

    fn local(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap()
    }

    fn utc(text: &str) -> DateTime<Utc> {
        local(text).and_utc()
    }

    #[test]
    fn the_changeover_days_are_the_last_sundays_of_march_and_october() {
        let cases = [
            (2026, 3, "2026-03-29"),
            (2026, 10, "2026-10-25"),
            (2027, 3, "2027-03-28"),
            (2027, 10, "2027-10-31"),
            (2028, 3, "2028-03-26"),
        ];
        for (year, month, expected) in cases {
            let day = last_sunday(year, month);
            assert_eq!(day.weekday(), Weekday::Sun);
            assert_eq!(day.to_string(), expected);
        }
    }

    #[test]
    fn rome_is_one_hour_ahead_in_winter_and_two_in_summer() {
        assert_eq!(
            from_rome(local("2027-01-15 10:00")),
            Ok(utc("2027-01-15 09:00"))
        );
        assert_eq!(
            from_rome(local("2027-07-15 10:00")),
            Ok(utc("2027-07-15 08:00"))
        );
        assert_eq!(to_rome(utc("2027-07-15 08:00")), local("2027-07-15 10:00"));
        assert_eq!(to_rome(utc("2027-12-31 23:30")), local("2028-01-01 00:30"));
    }

    #[test]
    fn the_skipped_hour_is_refused_and_the_repeated_hour_reads_as_summer_time() {
        assert_eq!(
            from_rome(local("2027-03-28 02:30")),
            Err(RomeTimeError::Skipped)
        );
        assert_eq!(
            from_rome(local("2027-03-28 01:59")),
            Ok(utc("2027-03-28 00:59"))
        );
        assert_eq!(
            from_rome(local("2027-03-28 03:00")),
            Ok(utc("2027-03-28 01:00"))
        );
        assert_eq!(
            from_rome(local("2027-10-31 02:30")),
            Ok(utc("2027-10-31 00:30"))
        );
        assert_eq!(
            from_rome(local("2027-10-31 03:00")),
            Ok(utc("2027-10-31 02:00"))
        );
        assert_eq!(rome_offset_hours(utc("2027-10-31 00:59")), 2);
        assert_eq!(rome_offset_hours(utc("2027-10-31 01:00")), 1);
    }

    #[test]
    fn every_rome_time_of_a_year_but_the_skipped_hour_round_trips() {
        let mut at = local("2027-01-01 00:00");
        while at < local("2028-01-01 00:00") {
            match from_rome(at) {
                Ok(instant) => assert_eq!(to_rome(instant), at, "{at}"),
                Err(RomeTimeError::Skipped) => assert_eq!(at.date(), last_sunday(2027, 3)),
            }
            at += Duration::minutes(30);
        }
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
            let instant = DateTime::parse_from_rfc3339(instant)
                .unwrap()
                .with_timezone(&Utc);
            assert_eq!(rome_today(instant).to_string(), day, "{instant}");
        }
    }
}
