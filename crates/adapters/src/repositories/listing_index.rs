//! The public list in memory: every visible listing's ref and the facts a filter reads, newest
//! first, with the two price orders beside it. A filtered page is then one pass over compact
//! facts (a hundred thousand listings: well under a millisecond) where SQL would count the
//! whole filtered set and walk `OFFSET` rows of it for every page.

use domain::property::{ListingFilter, ListingSort, SearchFacts};

pub struct ListingIndex {
    /// Newest first: the list's own order.
    refs: Vec<String>,
    /// Lined up with `refs`.
    facts: Vec<SearchFacts>,
    /// Positions in `refs`, cheapest first, then dearest first; equal prices keep the newest
    /// first and "please call" listings come last, as the SQL order does.
    cheapest_first: Vec<u32>,
    dearest_first: Vec<u32>,
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
        match filter.sort {
            ListingSort::Newest => self.kept(filter, 0..self.refs.len(), skip, take),
            ListingSort::PriceAsc => self.kept(filter, self.by(&self.cheapest_first), skip, take),
            ListingSort::PriceDesc => self.kept(filter, self.by(&self.dearest_first), skip, take),
        }
    }

    fn by<'a>(&self, order: &'a [u32]) -> impl Iterator<Item = usize> + 'a {
        order.iter().map(|&at| at as usize)
    }

    fn kept(
        &self,
        filter: &ListingFilter,
        order: impl Iterator<Item = usize>,
        skip: usize,
        take: usize,
    ) -> IndexPage<'_> {
        let mut refs = Vec::with_capacity(take.min(100));
        let mut total = 0usize;
        for at in order {
            if filter.keeps_facts(&self.facts[at]) {
                if total >= skip && refs.len() < take {
                    refs.push(self.refs[at].as_str());
                }
                total += 1;
            }
        }
        IndexPage {
            refs,
            total: total as u64,
        }
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
}
