//! An alert's filter as stored: the list page's query string (`min_price=500000&kind=villa`),
//! read back through the same parser as the list's query, so there is one set of rules.

use crate::property::{ListingFilter, ListingFilterError, ListingQuery};

/// The filter's values in the list's query form, in a fixed order; the sort is left out (an
/// alert has no order).
pub fn filter_to_text(filter: &ListingFilter) -> String {
    let mut pairs: Vec<String> = Vec::new();
    if let Some(min) = filter.min_price {
        pairs.push(format!("min_price={}", min.amount()));
    }
    if let Some(max) = filter.max_price {
        pairs.push(format!("max_price={}", max.amount()));
    }
    if let Some(town) = filter.town {
        pairs.push(format!("town={}", town.0));
    }
    for kind in &filter.kinds {
        pairs.push(format!("kind={}", kind.as_str()));
    }
    if let Some(bedrooms) = filter.min_bedrooms {
        pairs.push(format!("min_bedrooms={}", bedrooms.get()));
    }
    pairs.join("&")
}

/// Reads what [`filter_to_text`] wrote. Values it never writes (other names, non-numbers)
/// are refused with the list's message for that parameter.
pub fn filter_from_text(text: &str) -> Result<ListingFilter, ListingFilterError> {
    let mut query = ListingQuery::default();
    for pair in text.split('&').filter(|pair| !pair.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let error = ListingFilterError::for_parameter(name).unwrap_or(ListingFilterError::Sort);
        let number = || value.parse::<i64>().map_err(|_| error);
        match name {
            "min_price" => query.min_price = Some(number()?),
            "max_price" => query.max_price = Some(number()?),
            "town" => query.town = Some(number()?),
            "kind" => query.kinds.push(value.to_owned()),
            "min_bedrooms" => query.min_bedrooms = Some(number()?),
            _ => return Err(error),
        }
    }
    query.parse()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filter_round_trips_through_its_text() {
        let filter = ListingQuery {
            min_price: Some(400_000),
            max_price: Some(900_000),
            town: Some(3),
            kinds: vec!["farmhouse".into(), "villa".into()],
            min_bedrooms: Some(3),
            sort: Some("price_asc".into()),
        }
        .parse()
        .unwrap();
        let text = filter_to_text(&filter);
        assert_eq!(
            text,
            "min_price=400000&max_price=900000&town=3&kind=villa&kind=farmhouse&min_bedrooms=3"
        );
        let read = filter_from_text(&text).unwrap();
        assert_eq!(read.kinds, filter.kinds);
        assert_eq!(read.min_price, filter.min_price);
        assert_eq!(read.town, filter.town);
        assert_eq!(filter_from_text("").unwrap(), ListingFilter::default());
        assert!(filter_from_text("min_price=x").is_err());
        assert!(filter_from_text("skip=2").is_err());
    }
}
