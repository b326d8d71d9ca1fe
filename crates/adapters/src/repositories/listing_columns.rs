//! What a filter reads of each listing, one narrow column per fact, and the filter compiled to
//! plain comparisons over them. Prices and towns are kept as their rank among the catalogue's
//! distinct values (a price bound becomes a rank bound by one binary search), so every column
//! is 32 bits or less and the pass over a hundred thousand listings is a loop the compiler
//! vectorises, with no branch per listing, packing one bit per listing: cheap enough that
//! every search, even the first of its kind, costs about what a page without filters does.

use domain::property::{ListingFilter, SearchFacts};

/// `kind` of a listing whose kind is not stated: a bit no filter mask sets.
const NO_KIND: u8 = 15;
/// `town` rank of a listing without a town.
const NO_TOWN: u32 = u32::MAX;
/// The town rank a filter asks for when no listing is in its town: no row holds it.
const ABSENT_TOWN: u32 = u32::MAX - 1;
/// Rows tested together, one word of the kept bits.
const WORD: usize = 64;

/// One listing per row, in one of the list's orders.
#[derive(Default)]
pub struct ListingColumns {
    /// The catalogue's distinct prices (whole euros, 0 is "please call"), ascending.
    prices: Vec<u64>,
    /// Each row's index into `prices`.
    price_rank: Vec<u32>,
    /// The catalogue's distinct town ids, ascending.
    towns: Vec<i64>,
    /// Each row's index into `towns`, or `NO_TOWN`.
    town_rank: Vec<u32>,
    kind: Vec<u8>,
    /// Bedrooms plus one; 0 when not stated, so "at least n" is one comparison.
    bedrooms_plus_one: Vec<u8>,
}

fn rank<T: Ord>(sorted: &[T], value: &T) -> u32 {
    let at = sorted
        .binary_search(value)
        .expect("the value was collected from these rows");
    u32::try_from(at).expect("fewer distinct values than u32 holds")
}

impl ListingColumns {
    pub fn new<'a>(listings: impl IntoIterator<Item = &'a SearchFacts>) -> Self {
        let listings: Vec<&SearchFacts> = listings.into_iter().collect();
        let mut prices: Vec<u64> = listings.iter().map(|facts| facts.price.amount()).collect();
        prices.sort_unstable();
        prices.dedup();
        let mut towns: Vec<i64> = listings
            .iter()
            .filter_map(|facts| facts.town_id.map(|town| town.0))
            .collect();
        towns.sort_unstable();
        towns.dedup();
        let mut columns = Self {
            price_rank: Vec::with_capacity(listings.len()),
            town_rank: Vec::with_capacity(listings.len()),
            kind: Vec::with_capacity(listings.len()),
            bedrooms_plus_one: Vec::with_capacity(listings.len()),
            prices,
            towns,
        };
        for facts in listings {
            columns
                .price_rank
                .push(rank(&columns.prices, &facts.price.amount()));
            columns.town_rank.push(
                facts
                    .town_id
                    .map_or(NO_TOWN, |town| rank(&columns.towns, &town.0)),
            );
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

    /// One bit per row, set where `filter` keeps the listing (row `r` is bit `r % 64` of word
    /// `r / 64`).
    pub fn kept(&self, filter: &ListingFilter) -> KeptRows {
        let test = CompiledFilter::new(filter, self);
        let words = self
            .price_rank
            .chunks(WORD)
            .zip(self.town_rank.chunks(WORD))
            .zip(self.kind.chunks(WORD))
            .zip(self.bedrooms_plus_one.chunks(WORD))
            .map(|(((price, town), kind), bedrooms)| {
                let mut keeps = [0u8; WORD];
                for ((((keep, &price), &town), &kind), &bedrooms) in keeps
                    .iter_mut()
                    .zip(price)
                    .zip(town)
                    .zip(kind)
                    .zip(bedrooms)
                {
                    *keep = u8::from(test.keeps(price, town, kind, bedrooms));
                }
                pack_bits(&keeps)
            })
            .collect();
        KeptRows { words }
    }
}

/// Sixty-four 0/1 bytes as the bits of one word, byte `i` as bit `i`: each group of eight
/// bytes is gathered into one byte by a multiplication that moves byte `i`'s low bit to bit
/// `56 + i` (no carry reaches those bits, since each byte is 0 or 1).
fn pack_bits(keeps: &[u8; WORD]) -> u64 {
    keeps
        .chunks_exact(8)
        .enumerate()
        .fold(0, |word, (group, bytes)| {
            let bytes = u64::from_le_bytes(bytes.try_into().expect("eight bytes"));
            word | (bytes.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (group * 8)
        })
}

/// A [`ListingFilter`] as bounds on the columns' encodings: every fact is tested every time,
/// with "no condition" as a bound that everything passes.
struct CompiledFilter {
    /// Kept price ranks are `lowest_price_rank..highest_price_rank_after`.
    lowest_price_rank: u32,
    highest_price_rank_after: u32,
    any_town: bool,
    town_rank: u32,
    kind_mask: u16,
    least_bedrooms_plus_one: u8,
}

impl CompiledFilter {
    fn new(filter: &ListingFilter, columns: &ListingColumns) -> Self {
        let lowest = filter.min_price.map_or(0, |price| price.amount());
        // "Please call" (0) has no price to compare, so a price bound leaves it out.
        let lowest = if filter.bounds_price() {
            lowest.max(1)
        } else {
            0
        };
        let highest = filter.max_price.map_or(u64::MAX, |price| price.amount());
        let price_rank = |end: usize| u32::try_from(end).expect("fewer prices than u32 holds");
        Self {
            lowest_price_rank: price_rank(columns.prices.partition_point(|&p| p < lowest)),
            highest_price_rank_after: price_rank(columns.prices.partition_point(|&p| p <= highest)),
            any_town: filter.town.is_none(),
            town_rank: filter.town.map_or(ABSENT_TOWN, |town| {
                columns
                    .towns
                    .binary_search(&town.0)
                    .map_or(ABSENT_TOWN, |at| at as u32)
            }),
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
    fn keeps(&self, price_rank: u32, town_rank: u32, kind: u8, bedrooms_plus_one: u8) -> bool {
        (price_rank >= self.lowest_price_rank)
            & (price_rank < self.highest_price_rank_after)
            & (self.any_town | (town_rank == self.town_rank))
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

    /// Only the kept rows before row `end`.
    pub fn before(mut self, end: usize) -> Self {
        self.words.truncate(end.div_ceil(WORD));
        if let Some(last) = self.words.last_mut() {
            let used = end % WORD;
            if used != 0 {
                *last &= (1u64 << used) - 1;
            }
        }
        self
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
    fn packing_puts_byte_i_at_bit_i() {
        let mut random = fastrand::Rng::with_seed(64);
        for _ in 0..1000 {
            let mut keeps = [0u8; WORD];
            keeps
                .iter_mut()
                .for_each(|keep| *keep = u8::from(random.bool()));
            let expected = (0..WORD).fold(0u64, |word, i| word | u64::from(keeps[i]) << i);
            assert_eq!(pack_bits(&keeps), expected);
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
        let cut = |end| {
            KeptRows {
                words: vec![1 << 63, 0, 0b101],
            }
            .before(end)
            .rows(0, 10)
        };
        assert_eq!(cut(130), [63, 128]);
        assert_eq!(cut(128), [63]);
        assert_eq!(cut(63), Vec::<usize>::new());
        assert_eq!(cut(1000), [63, 128, 130]);
    }
}
