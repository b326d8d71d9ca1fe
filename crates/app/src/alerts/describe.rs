//! An alert's filter in words, for its mails and its page.

use domain::alert::AlertLanguage;
use domain::money::{card_price_text_it, euro_text};
use domain::property::ListingFilter;

/// "Price from €500,000 to €900,000; town: Barolo; kind: villa, farmhouse; at least 3
/// bedrooms". `town` is the name of the filter's town, when it still exists.
pub fn describe_filter(
    filter: &ListingFilter,
    town: Option<&str>,
    language: AlertLanguage,
) -> String {
    let italian = language == AlertLanguage::Italian;
    let mut parts = Vec::new();
    // Each language groups digits its own way: "€500,000", "500.000 €".
    let euros = |price| {
        if italian {
            card_price_text_it(price, false)
        } else {
            euro_text(price).unwrap_or_else(|| "€0".into())
        }
    };
    match (filter.min_price, filter.max_price) {
        (Some(min), Some(max)) if italian => {
            parts.push(format!("prezzo da {} a {}", euros(min), euros(max)))
        }
        (Some(min), Some(max)) => {
            parts.push(format!("price from {} to {}", euros(min), euros(max)))
        }
        (Some(min), None) if italian => parts.push(format!("prezzo da {}", euros(min))),
        (Some(min), None) => parts.push(format!("price from {}", euros(min))),
        (None, Some(max)) if italian => parts.push(format!("prezzo fino a {}", euros(max))),
        (None, Some(max)) => parts.push(format!("price up to {}", euros(max))),
        (None, None) => {}
    }
    if filter.town.is_some() {
        let name = town.unwrap_or(if italian {
            "(non più sul sito)"
        } else {
            "(no longer on the site)"
        });
        parts.push(format!(
            "{}: {name}",
            if italian { "comune" } else { "town" }
        ));
    }
    if !filter.kinds.is_empty() {
        let kinds: Vec<&str> = filter.kinds.iter().map(|kind| kind.as_str()).collect();
        parts.push(format!(
            "{}: {}",
            if italian { "tipo" } else { "kind" },
            kinds.join(", ")
        ));
    }
    if let Some(bedrooms) = filter.min_bedrooms {
        let bedrooms = bedrooms.get();
        parts.push(match (italian, bedrooms) {
            (true, 1) => "almeno 1 camera da letto".to_owned(),
            (true, _) => format!("almeno {bedrooms} camere da letto"),
            (false, 1) => "at least 1 bedroom".to_owned(),
            (false, _) => format!("at least {bedrooms} bedrooms"),
        });
    }
    let text = parts.join("; ");
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::property::ListingQuery;

    #[test]
    fn every_part_of_a_filter_is_said_in_the_alerts_language() {
        let filter = ListingQuery {
            min_price: Some(500_000),
            max_price: Some(900_000),
            town: Some(3),
            kinds: vec!["villa".into()],
            min_bedrooms: Some(3),
            sort: None,
        }
        .parse()
        .unwrap();
        assert_eq!(
            describe_filter(&filter, Some("Barolo"), AlertLanguage::English),
            "Price from €500,000 to €900,000; town: Barolo; kind: villa; at least 3 bedrooms"
        );
        assert_eq!(
            describe_filter(&filter, Some("Barolo"), AlertLanguage::Italian),
            "Prezzo da 500.000 € a 900.000 €; comune: Barolo; tipo: villa; almeno 3 camere da letto"
        );
        let max_only = ListingQuery {
            max_price: Some(800_000),
            ..ListingQuery::default()
        }
        .parse()
        .unwrap();
        assert_eq!(
            describe_filter(&max_only, None, AlertLanguage::English),
            "Price up to €800,000"
        );
        let one_bedroom = ListingQuery {
            min_bedrooms: Some(1),
            ..ListingQuery::default()
        }
        .parse()
        .unwrap();
        assert_eq!(
            describe_filter(&one_bedroom, None, AlertLanguage::English),
            "At least 1 bedroom"
        );
        assert_eq!(
            describe_filter(&one_bedroom, None, AlertLanguage::Italian),
            "Almeno 1 camera da letto"
        );
    }
}
