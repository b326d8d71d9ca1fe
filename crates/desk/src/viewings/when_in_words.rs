//! A viewing's day and time as a person reads them in a mail, in the visitor's language:
//! "Saturday 12 December 2026, 10:30" or "sabato 12 dicembre 2026, ore 10:30" (Rome time).

use chrono::{Datelike, NaiveDateTime, Timelike, Weekday};
use viewing_trips::VisitorLanguage;

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

fn weekday(day: Weekday, language: VisitorLanguage) -> &'static str {
    use domain::alert::AlertLanguage::{English, Italian};
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

/// `start` is already Rome's wall-clock time (`SlotDetails::start`).
pub(crate) fn when_in_words(start: NaiveDateTime, language: VisitorLanguage) -> String {
    use domain::alert::AlertLanguage::{English, Italian};
    let month = start.month0() as usize;
    let time = format!("{:02}:{:02}", start.hour(), start.minute());
    let day = weekday(start.weekday(), language);
    match language {
        English => format!(
            "{day} {} {} {}, {time}",
            start.day(),
            MONTHS_EN[month],
            start.year()
        ),
        Italian => format!(
            "{day} {} {} {}, ore {time}",
            start.day(),
            MONTHS_IT[month],
            start.year()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::alert::AlertLanguage::{English, Italian};

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
}
