//! Dates and times as a person reads them in a mail, in its reader's language: "12 December
//! 2026", "Saturday 12 December 2026", "Saturday 12 December 2026, 10:30" or, in Italian,
//! "12 dicembre 2026", "sabato 12 dicembre 2026", "sabato 12 dicembre 2026, ore 10:30". The
//! values are Rome's calendar days and wall-clock times already (`rome_time`).

use crate::alert::AlertLanguage;
use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike, Weekday};

/// The language a mail speaks (a viewing's visitor, an alert's, an owner's).
pub type MailLanguage = AlertLanguage;

const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const MONTHS_IT: [&str; 12] = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
];

fn weekday(day: Weekday, language: MailLanguage) -> &'static str {
    use AlertLanguage::{English, Italian};
    match (day, language) {
        (Weekday::Mon, English) => "Monday",
        (Weekday::Tue, English) => "Tuesday",
        (Weekday::Wed, English) => "Wednesday",
        (Weekday::Thu, English) => "Thursday",
        (Weekday::Fri, English) => "Friday",
        (Weekday::Sat, English) => "Saturday",
        (Weekday::Sun, English) => "Sunday",
        (Weekday::Mon, Italian) => "lunedì",
        (Weekday::Tue, Italian) => "martedì",
        (Weekday::Wed, Italian) => "mercoledì",
        (Weekday::Thu, Italian) => "giovedì",
        (Weekday::Fri, Italian) => "venerdì",
        (Weekday::Sat, Italian) => "sabato",
        (Weekday::Sun, Italian) => "domenica",
    }
}

/// "12 December 2026", "12 dicembre 2026".
pub fn date_in_words(day: NaiveDate, language: MailLanguage) -> String {
    let months = match language {
        AlertLanguage::English => &MONTHS_EN,
        AlertLanguage::Italian => &MONTHS_IT,
    };
    format!(
        "{} {} {}",
        day.day(),
        months[day.month0() as usize],
        day.year()
    )
}

/// "Saturday 12 December 2026", "sabato 12 dicembre 2026".
pub fn day_in_words(day: NaiveDate, language: MailLanguage) -> String {
    format!(
        "{} {}",
        weekday(day.weekday(), language),
        date_in_words(day, language)
    )
}

/// "Saturday 12 December 2026, 10:30", "sabato 12 dicembre 2026, ore 10:30"; `start` is
/// already Rome's wall-clock time (`SlotDetails::start`).
pub fn when_in_words(start: NaiveDateTime, language: MailLanguage) -> String {
    let day = day_in_words(start.date(), language);
    let time = format!("{:02}:{:02}", start.hour(), start.minute());
    match language {
        AlertLanguage::English => format!("{day}, {time}"),
        AlertLanguage::Italian => format!("{day}, ore {time}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AlertLanguage::{English, Italian};

    #[test]
    fn a_viewing_s_time_reads_as_words_in_each_language() {
        let start = "2026-12-12T10:30:00".parse().unwrap();
        assert_eq!(
            when_in_words(start, English),
            "Saturday 12 December 2026, 10:30"
        );
        assert_eq!(
            when_in_words(start, Italian),
            "sabato 12 dicembre 2026, ore 10:30"
        );
        let early = "2027-03-01T09:05:00".parse().unwrap();
        assert_eq!(
            when_in_words(early, Italian),
            "lunedì 1 marzo 2027, ore 09:05"
        );
    }

    #[test]
    fn a_day_reads_as_words_with_or_without_its_weekday() {
        let day = "2026-11-21".parse().unwrap();
        assert_eq!(date_in_words(day, English), "21 November 2026");
        assert_eq!(date_in_words(day, Italian), "21 novembre 2026");
        assert_eq!(day_in_words(day, English), "Saturday 21 November 2026");
        assert_eq!(day_in_words(day, Italian), "sabato 21 novembre 2026");
    }
}
