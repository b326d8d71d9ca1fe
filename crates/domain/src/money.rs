//! Price texts shown on the site (spec §2 "Property list", "Property detail"; §9 "Price").
//!
//! Euros with en-US grouping and no decimals; a price of 0 means "please call".

use crate::property::Price;
use num_format::{Locale, ToFormattedString};

/// Shown instead of any price once a property is sold (card and price box alike).
pub const SOLD_TEXT: &str = "SOLD!";
/// The card's text for a property without a price.
pub const CARD_PLEASE_CALL_TEXT: &str = "€Please call";
/// The detail page's price box text for a property without a price.
pub const PRICE_BOX_PLEASE_CALL_TEXT: &str = "€PLEASE CALL";
/// The same three texts on the Italian pages (issue #30).
pub const SOLD_TEXT_IT: &str = "VENDUTO!";
/// Words after the euro sign would read as an amount: an Italian page says it in words.
pub const CARD_PLEASE_CALL_TEXT_IT: &str = "Prezzo su richiesta";
pub const PRICE_BOX_PLEASE_CALL_TEXT_IT: &str = "PREZZO SU RICHIESTA";
/// Written before the grouped digits: "€1,250,000".
pub const CURRENCY_SYMBOL: &str = "€";

/// Groups digits the en-US way: 1250000 → "1,250,000".
pub fn group_digits(amount: u64) -> String {
    amount.to_formatted_string(&Locale::en)
}

/// "€1,250,000" for a priced property; None when the price is 0 ("please call").
pub fn euro_text(price: Price) -> Option<String> {
    (!price.is_please_call()).then(|| format!("{CURRENCY_SYMBOL}{}", group_digits(price.amount())))
}

/// The price line on a property card in the list.
pub fn card_price_text(price: Price, sold: bool) -> String {
    price_text(price, sold, CARD_PLEASE_CALL_TEXT)
}

/// The card's price line as the Italian pages write it (issue #30): "1.250.000 €" (the
/// symbol after the amount, as `Intl.NumberFormat('it-IT')` writes it on the pages),
/// 'VENDUTO!', 'Prezzo su richiesta'.
pub fn card_price_text_it(price: Price, sold: bool) -> String {
    if sold {
        return SOLD_TEXT_IT.to_owned();
    }
    if price.is_please_call() {
        return CARD_PLEASE_CALL_TEXT_IT.to_owned();
    }
    format!(
        "{} {CURRENCY_SYMBOL}",
        price.amount().to_formatted_string(&Locale::it)
    )
}

/// The price box on the property detail page.
pub fn price_box_text(price: Price, sold: bool) -> String {
    price_text(price, sold, PRICE_BOX_PLEASE_CALL_TEXT)
}

fn price_text(price: Price, sold: bool, please_call: &str) -> String {
    if sold {
        return SOLD_TEXT.to_owned();
    }
    euro_text(price).unwrap_or_else(|| please_call.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn italian_card_prices_group_digits_with_dots() {
        let priced = Price::euros(1_250_000);
        assert_eq!(card_price_text_it(priced, false), "1.250.000 €");
        assert_eq!(card_price_text_it(priced, true), "VENDUTO!");
        assert_eq!(
            card_price_text_it(Price::euros(0), false),
            "Prezzo su richiesta"
        );
    }

    #[test]
    fn card_price_table() {
        let cases: &[(u64, bool, &str)] = &[
            (1_250_000, false, "€1,250,000"),
            (350_000, false, "€350,000"),
            (999, false, "€999"),
            (1_000, false, "€1,000"),
            (0, false, "€Please call"),
            (1_250_000, true, "SOLD!"),
            (0, true, "SOLD!"),
        ];
        for &(amount, sold, expected) in cases {
            assert_eq!(
                card_price_text(Price::euros(amount), sold),
                expected,
                "{amount} {sold}"
            );
        }
    }

    #[test]
    fn price_box_table() {
        let cases: &[(u64, bool, &str)] = &[
            (1_250_000, false, "€1,250,000"),
            (0, false, "€PLEASE CALL"),
            (425_000, true, "SOLD!"),
            (0, true, "SOLD!"),
        ];
        for &(amount, sold, expected) in cases {
            assert_eq!(
                price_box_text(Price::euros(amount), sold),
                expected,
                "{amount} {sold}"
            );
        }
    }

    #[test]
    fn a_missing_price_parses_to_please_call() {
        let empty = Price::parse("").unwrap();
        assert_eq!(card_price_text(empty, false), "€Please call");
        assert_eq!(euro_text(empty), None);
    }

    #[test]
    fn grouping_is_en_us() {
        assert_eq!(group_digits(0), "0");
        assert_eq!(group_digits(12_345_678_901), "12,345,678,901");
        assert_eq!(group_digits(u64::MAX), "18,446,744,073,709,551,615");
    }
}
