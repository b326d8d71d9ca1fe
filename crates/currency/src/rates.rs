use crate::Currency;
use chrono::NaiveDate;
use std::collections::BTreeMap;

/// Rates older than this many days (by the date the ECB gave them) are not shown: a price
/// "≈ £612,000" on a month-old rate would mislead. The ECB publishes on working days only, so
/// a long holiday weekend leaves the newest four days old.
pub const MAX_AGE_DAYS: i64 = 7;

/// How many units of a currency one euro buys: positive and finite.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct Rate(f64);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RateError {
    #[error("a rate is a positive decimal number, got {0:?}")]
    NotAPositiveNumber(String),
}

impl Rate {
    pub fn new(per_euro: f64) -> Result<Self, RateError> {
        if per_euro.is_finite() && per_euro > 0.0 {
            Ok(Self(per_euro))
        } else {
            Err(RateError::NotAPositiveNumber(per_euro.to_string()))
        }
    }

    /// Reads a decimal as the ECB writes it ("0.8459").
    pub fn parse(text: &str) -> Result<Self, RateError> {
        text.trim()
            .parse::<f64>()
            .ok()
            .and_then(|value| Self::new(value).ok())
            .ok_or_else(|| RateError::NotAPositiveNumber(text.to_owned()))
    }

    pub fn per_euro(self) -> f64 {
        self.0
    }
}

/// The reference rates of one day: the currencies the site shows that the source quoted.
#[derive(Debug, Clone, PartialEq)]
pub struct Rates {
    date: NaiveDate,
    per_euro: BTreeMap<Currency, Rate>,
}

impl Rates {
    pub fn new(date: NaiveDate, per_euro: BTreeMap<Currency, Rate>) -> Self {
        Self { date, per_euro }
    }

    /// The day the rates are for (the ECB's `time`), not the day they were fetched.
    pub fn date(&self) -> NaiveDate {
        self.date
    }

    pub fn rate(&self, currency: Currency) -> Option<Rate> {
        self.per_euro.get(&currency).copied()
    }

    /// Each currency with its rate, in the picker's order.
    pub fn iter(&self) -> impl Iterator<Item = (Currency, Rate)> + '_ {
        self.per_euro
            .iter()
            .map(|(currency, rate)| (*currency, *rate))
    }

    pub fn is_empty(&self) -> bool {
        self.per_euro.is_empty()
    }

    /// Whether the rates may still be shown on `today`: at most [`MAX_AGE_DAYS`] old.
    pub fn are_shown_on(&self, today: NaiveDate) -> bool {
        (today - self.date).num_days() <= MAX_AGE_DAYS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn a_rate_is_a_positive_finite_decimal() {
        assert_eq!(Rate::parse("0.8459").unwrap().per_euro(), 0.8459);
        assert_eq!(Rate::parse(" 11.2345 ").unwrap().per_euro(), 11.2345);
        for bad in ["0", "-1.2", "", "abc", "NaN", "inf"] {
            assert!(Rate::parse(bad).is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn rates_are_shown_for_seven_days_after_their_date_and_hidden_after() {
        let rates = Rates::new(day("2026-11-20"), BTreeMap::new());
        assert!(rates.are_shown_on(day("2026-11-20")));
        assert!(rates.are_shown_on(day("2026-11-27")));
        assert!(!rates.are_shown_on(day("2026-11-28")));
        assert!(!rates.are_shown_on(day("2027-01-01")));
    }
}
