//! What a filter reads of each listing, one column per fact, and the filter compiled to plain
//! comparisons over them. A pass over a hundred thousand listings is then a few loops the
//! compiler vectorises, with no branch per listing, writing one bit per listing: cheap enough
//! that every search, even the first of its kind, costs about what a page without filters does.

use domain::property::{ListingFilter, SearchFacts};

/// `kind` of a listing whose kind is not stated: a bit no filter mask sets.
const NO_KIND: u8 = 15;
/// `town` of a listing without a town: town ids are never negative.
const NO_TOWN: i64 = -1;

/// One listing per row, in one of the list's orders.
#[derive(Default)]
pub struct ListingColumns {
    /// Whole euros; 0 is "please call".
    price: Vec<u64>,
    town: Vec<i64>,
    kind: Vec<u8>,
    /// Bedrooms plus one; 0 when not stated, so "at least n" is one comparison.
    bedrooms_plus_one: Vec<u8>,
}

impl ListingColumns {
    pub fn new<'a>(listings: impl IntoIterator<Item = &'a SearchFacts>) -> Self {
        let mut columns = Self::default();
        for facts in listings {
            columns.price.push(facts.price.amount());
            columns
                .town
                .push(facts.town_id.map_or(NO_TOWN, |town| town.0));
            columns
                .kind
                .push(facts.kind.map_or(NO_KIND, |kind| kind as u8));
            columns
                .bedrooms_plus_one
                .push(facts.bedrooms.map_or(0, |count| {
                    u8::try_from(count.get()).unwrap_or(u8::MAX - 1) + 1
                }));
        }
        columns
    }

    pub fn len(&self) -> usize {
        self.price.len()
    }

    /// One bit per row, set where `filter` keeps the listing (row `r` is bit `r % 64` of word
    /// `r / 64`).
    pub fn kept(&self, filter: &ListingFilter) -> KeptRows {
        let test = CompiledFilter::new(filter);
        let rows = self.len();
        let mut words = vec![0u64; rows.div_ceil(64)];
        for (word, start) in words.iter_mut().zip((0..rows).step_by(64)) {
            let end = (start + 64).min(rows);
            let mut bits = 0u64;
            for (bit, row) in (start..end).enumerate() {
                let keeps = test.keeps(
                    self.price[row],
                    self.town[row],
                    self.kind[row],
                    self.bedrooms_plus_one[row],
                );
                bits |= u64::from(keeps) << bit;
            }
            *word = bits;
        }
        KeptRows { words }
    }
}

/// A [`ListingFilter`] as bounds on the columns' encodings: every fact is tested every time,
/// with "no condition" as a bound that everything passes.
struct CompiledFilter {
    lowest_price: u64,
    highest_price: u64,
    any_town: bool,
    town: i64,
    kind_mask: u16,
    least_bedrooms_plus_one: u8,
}

impl CompiledFilter {
    fn new(filter: &ListingFilter) -> Self {
        let lowest = filter.min_price.map_or(0, |price| price.amount());
        Self {
            // "Please call" (0) has no price to compare, so a price bound leaves it out.
            lowest_price: if filter.bounds_price() {
                lowest.max(1)
            } else {
                0
            },
            highest_price: filter.max_price.map_or(u64::MAX, |price| price.amount()),
            any_town: filter.town.is_none(),
            town: filter.town.map_or(NO_TOWN, |town| town.0),
            kind_mask: if filter.kinds.is_empty() {
                u16::MAX
            } else {
                filter
                    .kinds
                    .iter()
                    .fold(0, |mask, &kind| mask | 1 << kind as u8)
            },
            least_bedrooms_plus_one: filter.min_bedrooms.map_or(0, |count| {
                u8::try_from(count.get()).unwrap_or(u8::MAX - 1) + 1
            }),
        }
    }

    /// Non-short-circuiting `&` on purpose: no branch per listing.
    #[inline(always)]
    fn keeps(&self, price: u64, town: i64, kind: u8, bedrooms_plus_one: u8) -> bool {
        (price >= self.lowest_price)
            & (price <= self.highest_price)
            & (self.any_town | (town == self.town))
            & ((self.kind_mask >> kind) & 1 == 1)
            & (bedrooms_plus_one >= self.least_bedrooms_plus_one)
    }
}

/// The rows a filter keeps, as bits.
pub struct KeptRows {
    words: Vec<u64>,
}

impl KeptRows {
    pub fn count(&self) -> usize {
        self.words
            .iter()
            .map(|word| word.count_ones() as usize)
            .sum()
    }

    /// The kept rows from the `skip`-th kept one on, at most `take`, in row order. Whole words
    /// before the first are passed by their bit counts.
    pub fn rows(&self, skip: usize, take: usize) -> Vec<usize> {
        let mut to_pass = skip;
        let mut rows = Vec::with_capacity(take.min(1024));
        for (at, &word) in self.words.iter().enumerate() {
            if rows.len() == take {
                break;
            }
            let ones = word.count_ones() as usize;
            if to_pass >= ones {
                to_pass -= ones;
                continue;
            }
            let mut bits = word;
            while bits != 0 && rows.len() < take {
                let bit = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if to_pass > 0 {
                    to_pass -= 1;
                } else {
                    rows.push(at * 64 + bit);
                }
            }
        }
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::property::{ListingSort, PropertyKind, RoomCount};
    use domain::town::TownId;
    use domain::Price;

    fn random_facts(random: &mut fastrand::Rng) -> SearchFacts {
        SearchFacts {
            price: Price::euros(random.choice([0, 100, 200, 300, 400, 500]).unwrap()),
            town_id: random.bool().then(|| TownId(random.i64(0..4))),
            kind: random
                .bool()
                .then(|| random.choice(PropertyKind::ALL).unwrap()),
            bedrooms: random
                .bool()
                .then(|| RoomCount::parse(random.i64(0..=50)).unwrap()),
        }
    }

    fn random_filter(random: &mut fastrand::Rng) -> ListingFilter {
        let price = |random: &mut fastrand::Rng| {
            random
                .bool()
                .then(|| Price::euros(random.choice([0, 150, 300, 450, 600]).unwrap()))
        };
        ListingFilter {
            min_price: price(random),
            max_price: price(random),
            town: random.bool().then(|| TownId(random.i64(0..5))),
            kinds: PropertyKind::ALL
                .into_iter()
                .filter(|_| random.u8(0..4) == 0)
                .collect(),
            min_bedrooms: random
                .bool()
                .then(|| RoomCount::parse(random.i64(0..=50)).unwrap()),
            sort: ListingSort::Newest,
        }
    }

    /// The columns must keep exactly what the domain's rule keeps, for any facts and filter.
    #[test]
    fn the_columns_keep_what_the_domain_rule_keeps() {
        let mut random = fastrand::Rng::with_seed(14);
        for _ in 0..300 {
            let listings: Vec<SearchFacts> = (0..random.usize(0..300))
                .map(|_| random_facts(&mut random))
                .collect();
            let columns = ListingColumns::new(&listings);
            let filter = random_filter(&mut random);
            let expected: Vec<usize> = (0..listings.len())
                .filter(|&row| filter.keeps_facts(&listings[row]))
                .collect();
            let kept = columns.kept(&filter);
            assert_eq!(kept.count(), expected.len(), "{filter:?}");
            assert_eq!(kept.rows(0, usize::MAX), expected, "{filter:?}");
            let skip = random.usize(0..=expected.len());
            let take = random.usize(0..20);
            let page: Vec<usize> = expected.iter().copied().skip(skip).take(take).collect();
            assert_eq!(
                kept.rows(skip, take),
                page,
                "{filter:?} skip {skip} take {take}"
            );
        }
    }

    #[test]
    fn rows_cross_word_boundaries_and_stop_at_the_end() {
        let kept = KeptRows {
            words: vec![1 << 63, 0, 0b101],
        };
        assert_eq!(kept.count(), 3);
        assert_eq!(kept.rows(0, 10), [63, 128, 130]);
        assert_eq!(kept.rows(1, 1), [128]);
        assert_eq!(kept.rows(3, 10), Vec::<usize>::new());
    }
}
