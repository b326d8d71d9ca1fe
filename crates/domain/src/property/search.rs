//! Narrowing and ordering the property list (`GET /api/properties` and the list page's filter
//! bar). Not in the original spec: our addition.

use super::{Price, PropertyKind, PropertySummary, RoomCount, MAX_ROOMS};
use crate::town::TownId;

/// The order of a list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ListingSort {
    /// Newest listing first (ties by ref, descending): the site's order without a choice.
    #[default]
    Newest,
    /// Cheapest first; "please call" listings, which have no price, come last.
    PriceAsc,
    /// Dearest first; "please call" listings come last.
    PriceDesc,
}

impl ListingSort {
    pub const ALL: [ListingSort; 3] = [Self::Newest, Self::PriceAsc, Self::PriceDesc];

    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Newest => "newest",
            Self::PriceAsc => "price_asc",
            Self::PriceDesc => "price_desc",
        }
    }

    pub fn parse(text: &str) -> Result<Self, ListingFilterError> {
        Self::ALL
            .into_iter()
            .find(|sort| sort.as_str() == text.trim())
            .ok_or(ListingFilterError::Sort)
    }
}

/// Which listings a list keeps, and in which order. The default keeps every listing, newest
/// first.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ListingFilter {
    pub min_price: Option<Price>,
    pub max_price: Option<Price>,
    pub town: Option<TownId>,
    /// Any of these kinds; empty: every kind (also listings whose kind is not stated).
    pub kinds: Vec<PropertyKind>,
    pub min_bedrooms: Option<RoomCount>,
    pub sort: ListingSort,
}

/// A query value that cannot be used; each message names its parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ListingFilterError {
    #[error("min_price must be a whole number of euros, 0 or more")]
    MinPrice,
    #[error("max_price must be a whole number of euros, 0 or more")]
    MaxPrice,
    #[error("min_price must not be above max_price")]
    MinPriceAboveMaxPrice,
    #[error("town must be a town id (a whole number, 0 or more)")]
    Town,
    #[error("kind must be one of villa, farmhouse, house, apartment, land, commercial")]
    Kind,
    #[error("min_bedrooms must be a whole number from 0 to {MAX_ROOMS}")]
    MinBedrooms,
    #[error("sort must be one of newest, price_asc, price_desc")]
    Sort,
}

impl ListingFilterError {
    /// The error for an unusable value of the query parameter `name`, when it is one of the
    /// filter's (used where the HTTP layer refuses a value before the filter sees it).
    pub fn for_parameter(name: &str) -> Option<Self> {
        Some(match name {
            "min_price" => Self::MinPrice,
            "max_price" => Self::MaxPrice,
            "town" => Self::Town,
            "kind" => Self::Kind,
            "min_bedrooms" => Self::MinBedrooms,
            "sort" => Self::Sort,
            _ => return None,
        })
    }
}

/// The filter's query values as received, not yet checked.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ListingQuery {
    pub min_price: Option<i64>,
    pub max_price: Option<i64>,
    pub town: Option<i64>,
    pub kinds: Vec<String>,
    pub min_bedrooms: Option<i64>,
    pub sort: Option<String>,
}

fn euros(
    amount: Option<i64>,
    error: ListingFilterError,
) -> Result<Option<Price>, ListingFilterError> {
    amount
        .map(|amount| u64::try_from(amount).map(Price::euros).map_err(|_| error))
        .transpose()
}

impl ListingQuery {
    pub fn parse(self) -> Result<ListingFilter, ListingFilterError> {
        let min_price = euros(self.min_price, ListingFilterError::MinPrice)?;
        let max_price = euros(self.max_price, ListingFilterError::MaxPrice)?;
        if let (Some(min), Some(max)) = (min_price, max_price) {
            if min > max {
                return Err(ListingFilterError::MinPriceAboveMaxPrice);
            }
        }
        let town = match self.town {
            Some(id) if id < 0 => return Err(ListingFilterError::Town),
            other => other.map(TownId),
        };
        let mut kinds = self
            .kinds
            .iter()
            .map(|text| PropertyKind::parse(text).map_err(|_| ListingFilterError::Kind))
            .collect::<Result<Vec<_>, _>>()?;
        kinds.sort();
        kinds.dedup();
        let min_bedrooms = self
            .min_bedrooms
            .map(|count| RoomCount::parse(count).map_err(|_| ListingFilterError::MinBedrooms))
            .transpose()?;
        let sort = match self.sort.as_deref().map(str::trim) {
            None | Some("") => ListingSort::default(),
            Some(text) => ListingSort::parse(text)?,
        };
        Ok(ListingFilter {
            min_price,
            max_price,
            town,
            kinds,
            min_bedrooms,
            sort,
        })
    }
}

impl ListingFilter {
    /// True when any price bound is set: "please call" listings have no price to compare, so
    /// such a filter leaves them out.
    pub fn bounds_price(&self) -> bool {
        self.min_price.is_some() || self.max_price.is_some()
    }

    /// True when the visitor narrowed the list (a price bound, a town, a kind, a bedroom
    /// count); a sort alone narrows nothing.
    pub fn narrows(&self) -> bool {
        let Self {
            min_price,
            max_price,
            town,
            kinds,
            min_bedrooms,
            sort: _,
        } = self;
        min_price.is_some()
            || max_price.is_some()
            || town.is_some()
            || !kinds.is_empty()
            || min_bedrooms.is_some()
    }

    /// Whether sold homes stay in the list: the plain list (sorted or not) shows them after
    /// the available ones, marked SOLD (SPEC §2); a narrowed list is the homes for sale that
    /// match, and a sold home is not for sale.
    pub fn shows_sold(&self) -> bool {
        !self.narrows()
    }

    /// Whether a listing passes. The repositories filter in SQL; this is the same rule in one
    /// place for tests and in-memory lists.
    pub fn keeps(&self, listing: &PropertySummary) -> bool {
        (self.shows_sold() || !listing.sold) && self.keeps_facts(&SearchFacts::of(listing))
    }

    /// [`Self::keeps`] on the few facts a filter reads, sold or not (see [`Self::shows_sold`]).
    pub fn keeps_facts(&self, listing: &SearchFacts) -> bool {
        let price = listing.price;
        let priced = !price.is_please_call();
        (!self.bounds_price() || priced)
            && self.min_price.is_none_or(|min| price >= min)
            && self.max_price.is_none_or(|max| price <= max)
            && self
                .town
                .is_none_or(|wanted| listing.town_id == Some(wanted))
            && (self.kinds.is_empty()
                || listing.kind.is_some_and(|kind| self.kinds.contains(&kind)))
            && self
                .min_bedrooms
                .is_none_or(|min| listing.bedrooms.is_some_and(|bedrooms| bedrooms >= min))
    }
}

/// What a [`ListingFilter`] reads of a listing: small enough to keep for every listing of a
/// large catalogue in memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchFacts {
    pub price: Price,
    pub town_id: Option<TownId>,
    pub kind: Option<PropertyKind>,
    pub bedrooms: Option<RoomCount>,
}

impl SearchFacts {
    pub fn of(listing: &PropertySummary) -> Self {
        Self {
            price: listing.price,
            town_id: listing.town_id,
            kind: listing.facts.kind,
            bedrooms: listing.facts.bedrooms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query() -> ListingQuery {
        ListingQuery::default()
    }

    #[test]
    fn no_values_keep_everything_newest_first() {
        assert_eq!(query().parse(), Ok(ListingFilter::default()));
        let blank_sort = ListingQuery {
            sort: Some(String::new()),
            ..query()
        };
        assert_eq!(blank_sort.parse().unwrap().sort, ListingSort::Newest);
    }

    #[test]
    fn every_value_is_read() {
        let filter = ListingQuery {
            min_price: Some(500_000),
            max_price: Some(900_000),
            town: Some(3),
            kinds: vec!["villa".into(), "Farmhouse".into(), "villa".into()],
            min_bedrooms: Some(4),
            sort: Some("price_asc".into()),
        }
        .parse()
        .unwrap();
        assert_eq!(filter.min_price, Some(Price::euros(500_000)));
        assert_eq!(filter.max_price, Some(Price::euros(900_000)));
        assert_eq!(filter.town, Some(TownId(3)));
        assert_eq!(
            filter.kinds,
            vec![PropertyKind::Villa, PropertyKind::Farmhouse]
        );
        assert_eq!(filter.min_bedrooms.map(|n| n.get()), Some(4));
        assert_eq!(filter.sort, ListingSort::PriceAsc);
        assert!(filter.bounds_price());
    }

    #[test]
    fn each_bad_value_names_its_parameter() {
        let cases: &[(ListingQuery, &str)] = &[
            (
                ListingQuery {
                    min_price: Some(-1),
                    ..query()
                },
                "min_price must be a whole number of euros, 0 or more",
            ),
            (
                ListingQuery {
                    max_price: Some(-1),
                    ..query()
                },
                "max_price must be a whole number of euros, 0 or more",
            ),
            (
                ListingQuery {
                    min_price: Some(2),
                    max_price: Some(1),
                    ..query()
                },
                "min_price must not be above max_price",
            ),
            (
                ListingQuery {
                    town: Some(-3),
                    ..query()
                },
                "town must be a town id (a whole number, 0 or more)",
            ),
            (
                ListingQuery {
                    kinds: vec!["villa".into(), "castle".into()],
                    ..query()
                },
                "kind must be one of villa, farmhouse, house, apartment, land, commercial",
            ),
            (
                ListingQuery {
                    min_bedrooms: Some(51),
                    ..query()
                },
                "min_bedrooms must be a whole number from 0 to 50",
            ),
            (
                ListingQuery {
                    sort: Some("cheapest".into()),
                    ..query()
                },
                "sort must be one of newest, price_asc, price_desc",
            ),
        ];
        for (query, expected) in cases {
            assert_eq!(query.clone().parse().unwrap_err().to_string(), *expected);
        }
        for name in [
            "min_price",
            "max_price",
            "town",
            "kind",
            "min_bedrooms",
            "sort",
        ] {
            let error = ListingFilterError::for_parameter(name).unwrap();
            assert!(error.to_string().starts_with(name), "{name}: {error}");
        }
        assert_eq!(ListingFilterError::for_parameter("skip"), None);
    }

    #[test]
    fn only_the_plain_list_shows_sold_homes() {
        let sorted = ListingQuery {
            sort: Some("price_desc".into()),
            ..query()
        };
        assert!(sorted.parse().unwrap().shows_sold());
        let narrowing = [
            ListingQuery {
                min_price: Some(0),
                ..query()
            },
            ListingQuery {
                max_price: Some(900_000),
                ..query()
            },
            ListingQuery {
                town: Some(3),
                ..query()
            },
            ListingQuery {
                kinds: vec!["villa".into()],
                ..query()
            },
            ListingQuery {
                min_bedrooms: Some(0),
                ..query()
            },
        ];
        for query in narrowing {
            assert!(!query.clone().parse().unwrap().shows_sold(), "{query:?}");
        }
    }

    #[test]
    fn equal_bounds_are_one_price() {
        let filter = ListingQuery {
            min_price: Some(650_000),
            max_price: Some(650_000),
            ..query()
        }
        .parse()
        .unwrap();
        assert_eq!(filter.min_price, filter.max_price);
    }
}
