//! "≈ £612,000": a price in another currency is an estimate, so it is rounded to three
//! significant figures; more digits would claim a precision a daily reference rate lacks.

use crate::{Currency, Rate};
use domain::money::group_digits;

/// Significant figures an approximate price keeps.
const SIGNIFICANT_FIGURES: i32 = 3;

/// `euros` in the currency `rate` gives, rounded half away from zero to three significant
/// figures: €723,000 at 0.8459 is 611,585.7, shown as 612,000.
pub fn approximate(euros: u64, rate: Rate) -> u64 {
    let exact = euros as f64 * rate.per_euro();
    if exact < 1.0 {
        return exact.round() as u64;
    }
    let digits = exact.log10().floor() as i32 + 1;
    let unit = 10f64.powi((digits - SIGNIFICANT_FIGURES).max(0));
    ((exact / unit).round() * unit) as u64
}

/// The line shown beside a price: "≈ £612,000".
pub fn approximate_text(euros: u64, currency: Currency, rate: Rate) -> String {
    format!(
        "≈ {}{}",
        currency.symbol(),
        group_digits(approximate(euros, rate))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(per_euro: f64) -> Rate {
        Rate::new(per_euro).unwrap()
    }

    /// The front end's copy (features/currency/lib/convert.test.ts) pins the same table.
    #[test]
    fn conversions_keep_three_significant_figures() {
        let cases: &[(u64, f64, u64)] = &[
            (723_000, 0.8459, 612_000),
            (350_000, 1.0866, 380_000),
            (1_250_000, 11.2345, 14_000_000),
            (495_000, 0.9312, 461_000),
            (999_500, 1.0, 1_000_000),
            (1_234_567, 1.0, 1_230_000),
            (125, 1.0, 125),
            (99, 1.0, 99),
            (0, 0.8459, 0),
        ];
        for &(euros, per_euro, expected) in cases {
            assert_eq!(
                approximate(euros, rate(per_euro)),
                expected,
                "€{euros} at {per_euro}"
            );
        }
    }

    #[test]
    fn the_line_names_the_currency_and_groups_the_digits() {
        assert_eq!(
            approximate_text(723_000, Currency::Gbp, rate(0.8459)),
            "≈ £612,000"
        );
        assert_eq!(
            approximate_text(723_000, Currency::Usd, rate(1.0866)),
            "≈ $786,000"
        );
        assert_eq!(
            approximate_text(550_000, Currency::Sek, rate(11.2345)),
            "≈ SEK 6,180,000"
        );
        assert_eq!(
            approximate_text(610_000, Currency::Chf, rate(0.9312)),
            "≈ CHF 568,000"
        );
    }
}
