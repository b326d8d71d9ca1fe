//! The public list in memory: every visible listing's ref and the facts a filter reads, newest
//! first, with the two price orders beside it. A filtered page is then one pass over compact
//! facts (a hundred thousand listings: about a millisecond) where SQL would count the whole
//! filtered set and walk `OFFSET` rows of it for every page; the listings a filter keeps are
//! remembered for the next pages of the same search, as long as this index lives.

use domain::property::{ListingFilter, ListingSort, SearchFacts};
use std::sync::{Arc, Mutex, PoisonError};

/// Searches remembered at once; each holds at most four bytes a listing.
const REMEMBERED_SEARCHES: usize = 8;

pub struct ListingIndex {
    /// Newest first: the list's own order.
    refs: Vec<String>,
    /// Lined up with `refs`.
    facts: Vec<SearchFacts>,
    /// Positions in `refs`, cheapest first, then dearest first; equal prices keep the newest
    /// first and "please call" listings come last, as the SQL order does.
    cheapest_first: Vec<u32>,
    dearest_first: Vec<u32>,
    /// The positions each recent filter keeps, in its order; the latest used first.
    searches: Mutex<Vec<(ListingFilter, Arc<Vec<u32>>)>>,
}

/// The refs of one page and how many listings the filter keeps in all.
pub struct IndexPage<'a> {
    pub refs: Vec<&'a str>,
    pub total: u64,
}

impl ListingIndex {
    /// `listings` newest first.
    pub fn new(listings: Vec<(String, SearchFacts)>) -> Self {
        let (refs, facts): (Vec<String>, Vec<SearchFacts>) = listings.into_iter().unzip();
        let positions = || 0..u32::try_from(facts.len()).expect("fewer than 4 billion listings");
        let mut cheapest_first: Vec<u32> = positions().collect();
        // Stable sorts: equal keys keep the newest-first order.
        cheapest_first.sort_by_key(|&at| {
            let price = facts[at as usize].price;
            (price.is_please_call(), price)
        });
        let mut dearest_first: Vec<u32> = positions().collect();
        dearest_first.sort_by_key(|&at| {
            let price = facts[at as usize].price;
            (price.is_please_call(), std::cmp::Reverse(price))
        });
        Self {
            refs,
            facts,
            cheapest_first,
            dearest_first,
            searches: Mutex::default(),
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
        let kept = self.kept(filter);
        IndexPage {
            refs: kept
                .iter()
                .skip(skip)
                .take(take)
                .map(|&at| self.refs[at as usize].as_str())
                .collect(),
            total: kept.len() as u64,
        }
    }

    /// The positions `filter` keeps, in its order: remembered, or found by one pass.
    fn kept(&self, filter: &ListingFilter) -> Arc<Vec<u32>> {
        let mut searches = self.searches.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(at) = searches.iter().position(|(seen, _)| seen == filter) {
            let search = searches.remove(at);
            let kept = search.1.clone();
            searches.insert(0, search);
            return kept;
        }
        drop(searches);
        let keeps = |at: &u32| filter.keeps_facts(&self.facts[*at as usize]);
        let kept: Vec<u32> = match filter.sort {
            ListingSort::Newest => (0..self.refs.len() as u32).filter(keeps).collect(),
            ListingSort::PriceAsc => self.cheapest_first.iter().copied().filter(keeps).collect(),
            ListingSort::PriceDesc => self.dearest_first.iter().copied().filter(keeps).collect(),
        };
        let kept = Arc::new(kept);
        let mut searches = self.searches.lock().unwrap_or_else(PoisonError::into_inner);
        searches.insert(0, (filter.clone(), kept.clone()));
        searches.truncate(REMEMBERED_SEARCHES);
        kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::property::{PropertyKind, RoomCount};
    use domain::Price;

    fn listing(
        reference: &str,
        euros: u64,
        kind: PropertyKind,
        bedrooms: u32,
    ) -> (String, SearchFacts) {
        let facts = SearchFacts {
            price: Price::euros(euros),
            town_id: None,
            kind: Some(kind),
            bedrooms: RoomCount::parse(bedrooms.into()).ok(),
        };
        (reference.to_owned(), facts)
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

    #[test]
    fn remembered_searches_answer_as_a_fresh_pass_does_and_the_oldest_are_forgotten() {
        let index = index();
        let at_most = |euros: u64| ListingFilter {
            max_price: Some(Price::euros(euros)),
            ..sorted(ListingSort::PriceDesc)
        };
        assert_eq!(index.page(&at_most(300), 0, 10).refs, ["d", "a", "b"]);
        assert_eq!(index.page(&at_most(200), 0, 10).refs, ["b"]);
        assert_eq!(index.page(&at_most(300), 1, 10).refs, ["a", "b"]);
        for euros in 0..REMEMBERED_SEARCHES as u64 + 5 {
            index.page(&at_most(1_000 + euros), 0, 1);
        }
        let searches = index.searches.lock().unwrap();
        assert_eq!(searches.len(), REMEMBERED_SEARCHES);
        assert!(searches.iter().all(|(filter, _)| filter != &at_most(300)));
    }
}
