//! The public list in memory: every visible listing's ref and the facts a filter reads, the
//! available ones newest first and then the sold ones newest first (a buyer looks for what is
//! still for sale), with the two price orders beside it. A narrowed list keeps only the
//! available ones (`ListingFilter::shows_sold`): in every order they are the first rows. A filtered page is then one pass over compact
//! columns in the order asked for (see `listing_columns`), where SQL would count the whole
//! filtered set and walk `OFFSET` rows of it for every page.

use super::listing_columns::ListingColumns;
use domain::property::{ListingFilter, ListingSort, SearchFacts};

/// One visible listing as the index reads it.
pub struct IndexedListing {
    pub reference: String,
    pub sold: bool,
    pub facts: SearchFacts,
}

pub struct ListingIndex {
    /// Available newest first, then sold newest first: the list's own order.
    refs: Vec<String>,
    /// How many are not sold: the first rows of every order.
    available: usize,
    newest_first: ListingColumns,
    cheapest_first: PriceOrder,
    dearest_first: PriceOrder,
}

/// The listings in a price order: sold ones after the available ones, "please call" listings
/// after the priced ones, equal prices newest first, as the SQL order does.
struct PriceOrder {
    /// Row `r` of `columns` is the listing at `positions[r]` of the newest-first order.
    positions: Vec<u32>,
    columns: ListingColumns,
}

impl PriceOrder {
    /// `key`: of the listing at a position of the list's own order.
    fn new<K: Ord>(facts: &[SearchFacts], key: impl Fn(usize, &SearchFacts) -> K) -> Self {
        let count = u32::try_from(facts.len()).expect("fewer than 4 billion listings");
        let mut positions: Vec<u32> = (0..count).collect();
        // A stable sort: equal keys keep the list's own order.
        positions.sort_by_key(|&at| key(at as usize, &facts[at as usize]));
        let columns = ListingColumns::new(positions.iter().map(|&at| &facts[at as usize]));
        Self { positions, columns }
    }
}

/// The refs of one page and how many listings the filter keeps in all.
pub struct IndexPage<'a> {
    pub refs: Vec<&'a str>,
    pub total: u64,
}

impl ListingIndex {
    /// `listings` newest first (as the index's query reads them, over the visibility and date
    /// index); the sold ones move behind the others here, keeping their order.
    pub fn new(mut listings: Vec<IndexedListing>) -> Self {
        // A stable sort: each group stays newest first.
        listings.sort_by_key(|listing| listing.sold);
        let sold: Vec<bool> = listings.iter().map(|listing| listing.sold).collect();
        let available = sold.partition_point(|&sold| !sold);
        let (refs, facts): (Vec<String>, Vec<SearchFacts>) = listings
            .into_iter()
            .map(|listing| (listing.reference, listing.facts))
            .unzip();
        Self {
            newest_first: ListingColumns::new(&facts),
            cheapest_first: PriceOrder::new(&facts, |at, facts| {
                (sold[at], facts.price.is_please_call(), facts.price)
            }),
            dearest_first: PriceOrder::new(&facts, |at, facts| {
                (
                    sold[at],
                    facts.price.is_please_call(),
                    std::cmp::Reverse(facts.price),
                )
            }),
            refs,
            available,
        }
    }

    /// The refs of the listings `filter` keeps from `skip` on, at most `take` of them, in its
    /// order.
    pub fn page(&self, filter: &ListingFilter, skip: usize, take: usize) -> IndexPage<'_> {
        if *filter == ListingFilter::default() {
            let start = skip.min(self.refs.len());
            let end = start.saturating_add(take).min(self.refs.len());
            return IndexPage {
                refs: self.refs[start..end].iter().map(String::as_str).collect(),
                total: self.refs.len() as u64,
            };
        }
        let (columns, positions) = match filter.sort {
            ListingSort::Newest => (&self.newest_first, None),
            ListingSort::PriceAsc => (
                &self.cheapest_first.columns,
                Some(&self.cheapest_first.positions),
            ),
            ListingSort::PriceDesc => (
                &self.dearest_first.columns,
                Some(&self.dearest_first.positions),
            ),
        };
        let kept = columns.kept(filter);
        let kept = if filter.shows_sold() {
            kept
        } else {
            kept.before(self.available)
        };
        let listing = |row: usize| match positions {
            Some(positions) => positions[row] as usize,
            None => row,
        };
        IndexPage {
            refs: kept
                .rows(skip, take)
                .into_iter()
                .map(|row| self.refs[listing(row)].as_str())
                .collect(),
            total: kept.count() as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::property::{PropertyKind, RoomCount};
    use domain::Price;

    fn listing(reference: &str, euros: u64, kind: PropertyKind, bedrooms: u32) -> IndexedListing {
        let facts = SearchFacts {
            price: Price::euros(euros),
            town_id: None,
            kind: Some(kind),
            bedrooms: RoomCount::parse(bedrooms.into()).ok(),
        };
        IndexedListing {
            reference: reference.to_owned(),
            sold: false,
            facts,
        }
    }

    fn sold(listing: IndexedListing) -> IndexedListing {
        IndexedListing {
            sold: true,
            ..listing
        }
    }

    /// Newest first: d, c, b, a.
    fn index() -> ListingIndex {
        ListingIndex::new(vec![
            listing("d", 300, PropertyKind::Villa, 4),
            listing("c", 0, PropertyKind::Villa, 5),
            listing("b", 100, PropertyKind::Land, 0),
            listing("a", 300, PropertyKind::Villa, 2),
        ])
    }

    /// Newest first: e (sold), d, c (sold), b, a.
    fn with_sold_listings() -> ListingIndex {
        ListingIndex::new(vec![
            sold(listing("e", 900, PropertyKind::Villa, 4)),
            listing("d", 300, PropertyKind::Villa, 4),
            sold(listing("c", 50, PropertyKind::Villa, 5)),
            listing("b", 100, PropertyKind::Land, 0),
            listing("a", 0, PropertyKind::Villa, 2),
        ])
    }

    fn sorted(sort: ListingSort) -> ListingFilter {
        ListingFilter {
            sort,
            ..ListingFilter::default()
        }
    }

    #[test]
    fn price_orders_keep_newest_first_among_equal_prices_and_please_call_last() {
        let index = index();
        assert_eq!(
            index.page(&sorted(ListingSort::PriceAsc), 0, 10).refs,
            ["b", "d", "a", "c"]
        );
        assert_eq!(
            index.page(&sorted(ListingSort::PriceDesc), 0, 10).refs,
            ["d", "a", "b", "c"]
        );
        assert_eq!(index.page(&ListingFilter::default(), 1, 2).refs, ["c", "b"]);
    }

    #[test]
    fn sold_listings_come_after_the_available_ones_in_every_order() {
        let index = with_sold_listings();
        assert_eq!(
            index.page(&ListingFilter::default(), 0, 10).refs,
            ["d", "b", "a", "e", "c"]
        );
        assert_eq!(
            index.page(&sorted(ListingSort::PriceAsc), 0, 10).refs,
            ["b", "d", "a", "c", "e"]
        );
        assert_eq!(
            index.page(&sorted(ListingSort::PriceDesc), 0, 10).refs,
            ["d", "b", "a", "e", "c"]
        );
        // Pages slice the one order: no listing twice, none left out.
        let all_by_price = sorted(ListingSort::PriceDesc);
        let pages: Vec<&str> = (0..6)
            .flat_map(|skip| index.page(&all_by_price, skip, 1).refs)
            .collect();
        assert_eq!(pages, ["d", "b", "a", "e", "c"]);
    }

    #[test]
    fn a_narrowed_list_leaves_the_sold_listings_out_in_every_order() {
        let index = with_sold_listings();
        for sort in ListingSort::ALL {
            let villas = ListingFilter {
                kinds: vec![PropertyKind::Villa],
                ..sorted(sort)
            };
            let page = index.page(&villas, 0, 10);
            assert_eq!((page.refs, page.total), (vec!["d", "a"], 2), "{sort:?}");
            // Pages slice the one order: no listing twice, none left out.
            let pages: Vec<&str> = (0..3)
                .flat_map(|skip| index.page(&villas, skip, 1).refs)
                .collect();
            assert_eq!(pages, ["d", "a"], "{sort:?}");
        }
        let priced = ListingFilter {
            max_price: Some(Price::euros(1_000)),
            ..ListingFilter::default()
        };
        assert_eq!(index.page(&priced, 0, 10).refs, ["d", "b"]);
    }

    #[test]
    fn a_filtered_page_counts_every_kept_listing_and_slices_its_order() {
        let villas_with_three_bedrooms = ListingFilter {
            kinds: vec![PropertyKind::Villa],
            min_bedrooms: RoomCount::parse(3).ok(),
            ..sorted(ListingSort::PriceAsc)
        };
        let index = index();
        let page = index.page(&villas_with_three_bedrooms, 1, 1);
        assert_eq!((page.refs, page.total), (vec!["c"], 2));
        let beyond = index.page(&villas_with_three_bedrooms, 5, 1);
        assert_eq!((beyond.refs.len(), beyond.total), (0, 2));
    }
}
