//! Which homes a property page suggests under the property: a few available ones like it. First
//! those in the same town, then those in its price band anywhere; never the property itself,
//! never a sold one.

use super::search::ListingFilter;
use super::{Price, Property, PropertySummary, Ref};
use crate::TownId;

/// How many homes a property page suggests.
pub const SIMILAR_HOMES: usize = 3;

/// The price band around a property's price: a buyer of a €600,000 home looks from €450,000 to
/// €750,000.
const BAND_PERCENT: u64 = 25;

/// The property the suggestions are for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimilarTo {
    pub reference: Ref,
    pub town_id: Option<TownId>,
    pub price: Price,
}

impl SimilarTo {
    pub fn of(property: &Property) -> Self {
        Self {
            reference: property.reference.clone(),
            town_id: property.town_id,
            price: property.price,
        }
    }

    /// The public list's filters to read candidates with, best first: its town, then its price
    /// band. A "please call" home has no band.
    pub fn searches(&self) -> Vec<ListingFilter> {
        let town = self.town_id.map(|town| ListingFilter {
            town: Some(town),
            ..ListingFilter::default()
        });
        let band = (!self.price.is_please_call()).then(|| {
            let euros = self.price.amount();
            let spread = euros / 100 * BAND_PERCENT;
            ListingFilter {
                min_price: Some(Price::euros(euros.saturating_sub(spread))),
                max_price: Some(Price::euros(euros.saturating_add(spread))),
                ..ListingFilter::default()
            }
        });
        town.into_iter().chain(band).collect()
    }

    /// How many candidates to read for each search: the property itself and sold homes may be
    /// among them (sold ones list last, so after the available ones).
    pub fn candidates_per_search(&self) -> u32 {
        (SIMILAR_HOMES as u32) + 1
    }

    /// At most [`SIMILAR_HOMES`] of `candidates` (the searches' answers, in their order): each
    /// once, available, not this property.
    pub fn pick(&self, candidates: Vec<PropertySummary>) -> Vec<PropertySummary> {
        let mut picked: Vec<PropertySummary> = Vec::with_capacity(SIMILAR_HOMES);
        for candidate in candidates {
            if picked.len() == SIMILAR_HOMES {
                break;
            }
            let fits = !candidate.sold
                && candidate.reference != self.reference
                && !picked.iter().any(|p| p.reference == candidate.reference);
            if fits {
                picked.push(candidate);
            }
        }
        picked
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::property::fixtures::property_with_paths;

    fn home(reference: &str, euros: u64, sold: bool) -> PropertySummary {
        let mut property = property_with_paths(reference, "", "");
        property.price = Price::euros(euros);
        property.sold = sold;
        property.summary()
    }

    fn subject(town: Option<i64>, euros: u64) -> SimilarTo {
        SimilarTo {
            reference: Ref::parse("100").unwrap(),
            town_id: town.map(TownId),
            price: Price::euros(euros),
        }
    }

    #[test]
    fn searches_its_town_first_then_its_price_band() {
        let searches = subject(Some(7), 600_000).searches();
        assert_eq!(searches.len(), 2);
        assert_eq!(searches[0].town, Some(TownId(7)));
        assert_eq!(searches[0].min_price, None);
        assert_eq!(searches[1].town, None);
        assert_eq!(searches[1].min_price, Some(Price::euros(450_000)));
        assert_eq!(searches[1].max_price, Some(Price::euros(750_000)));
    }

    #[test]
    fn a_home_without_town_or_price_has_nothing_to_search_by() {
        assert_eq!(subject(None, 600_000).searches().len(), 1);
        assert_eq!(subject(Some(7), 0).searches().len(), 1);
        assert!(subject(None, 0).searches().is_empty());
    }

    #[test]
    fn picks_three_available_others_once_each_in_the_searches_order() {
        let picked = subject(Some(7), 600_000).pick(vec![
            home("100", 600_000, false),
            home("101", 500_000, true),
            home("102", 550_000, false),
            home("103", 700_000, false),
            home("102", 550_000, false),
            home("104", 650_000, false),
            home("105", 640_000, false),
        ]);
        let refs: Vec<&str> = picked.iter().map(|p| p.reference.as_str()).collect();
        assert_eq!(refs, ["102", "103", "104"]);
    }
}
