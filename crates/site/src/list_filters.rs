//! The property list page's filters as its address carries them
//! (`/piedmont-property-for-sale/1?min_price=500000&kind=farmhouse&sort=price_asc`).
//!
//! Read forgivingly, like the front end's `parseListFilters`
//! (frontend/src/features/property-data/lib/list-filters.ts): a value the API would refuse is
//! dropped, bounds given the wrong way round are swapped, and a value the filter form cannot
//! send is moved onto the form's steps (prices to whole 10,000s, the lower bound down and the
//! upper one up; bedrooms to at most the form's 6+), so the page shows in its form what it
//! filtered by, and made-up values (`min_price=123457`) draw and key no page of their own.
//! Written back in one fixed order, as the front end's `listFiltersQuery` does: the page's
//! initial data is keyed by the API request the front end will make, so both must write the
//! same text.

use domain::property::{ListingSort, MAX_ROOMS};
use domain::PropertyKind;

/// Largest whole number JavaScript holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;
/// The filter form's price step (`FilterBar`'s `step={10000}`).
pub const PRICE_STEP: u64 = 10_000;
/// The filter form's highest bedroom choice ("6+", `FilterBar`'s `BEDROOM_CHOICES`).
pub const MOST_BEDROOMS_CHOICE: u64 = 6;

/// `price` on the form's step below it.
fn step_down(price: u64) -> u64 {
    price / PRICE_STEP * PRICE_STEP
}

/// `price` on the form's step above it (below it past the largest safe step).
fn step_up(price: u64) -> u64 {
    let up = price.div_ceil(PRICE_STEP) * PRICE_STEP;
    if up > MAX_SAFE_INTEGER {
        step_down(price)
    } else {
        up
    }
}

fn whole_number(text: Option<&str>, max: u64) -> Option<u64> {
    let text = text?.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|value| *value <= max)
}

/// The list filters of a page's raw query string, as a canonical query string without '?'
/// ('' when none is chosen). Other parameters (`page`, tracking tags) are left out.
pub fn canonical_list_filters(query: Option<&str>) -> String {
    let pairs: Vec<(String, String)> =
        url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .into_owned()
            .collect();
    let first = |name: &str| {
        pairs
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    let mut min_price = whole_number(first("min_price"), MAX_SAFE_INTEGER);
    let mut max_price = whole_number(first("max_price"), MAX_SAFE_INTEGER);
    if let (Some(min), Some(max)) = (min_price, max_price) {
        if min > max {
            (min_price, max_price) = (Some(max), Some(min));
        }
    }
    // Widened onto the steps, so no home the visitor asked for is left out.
    let (min_price, max_price) = (min_price.map(step_down), max_price.map(step_up));
    let town = whole_number(first("town"), MAX_SAFE_INTEGER);
    let wanted: Vec<&str> = pairs
        .iter()
        .filter(|(key, _)| key == "kind")
        .map(|(_, value)| value.as_str())
        .collect();
    let min_bedrooms = whole_number(first("min_bedrooms"), u64::from(MAX_ROOMS))
        .map(|rooms| rooms.min(MOST_BEDROOMS_CHOICE));
    let sort = ListingSort::ALL
        .into_iter()
        .find(|sort| Some(sort.as_str()) == first("sort"))
        .unwrap_or_default();

    let mut out = url::form_urlencoded::Serializer::new(String::new());
    if let Some(min) = min_price {
        out.append_pair("min_price", &min.to_string());
    }
    if let Some(max) = max_price {
        out.append_pair("max_price", &max.to_string());
    }
    if let Some(town) = town {
        out.append_pair("town", &town.to_string());
    }
    for kind in PropertyKind::ALL {
        if wanted.contains(&kind.as_str()) {
            out.append_pair("kind", kind.as_str());
        }
    }
    if let Some(min) = min_bedrooms {
        out.append_pair("min_bedrooms", &min.to_string());
    }
    if sort != ListingSort::Newest {
        out.append_pair("sort", sort.as_str());
    }
    out.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same cases as list-filters.test.ts.
    #[test]
    fn filters_are_read_forgivingly_and_written_in_one_order() {
        let cases = [
            (
                "min_price=500000&max_price=900000&town=3&kind=villa&kind=farmhouse&min_bedrooms=4&sort=price_asc",
                "min_price=500000&max_price=900000&town=3&kind=villa&kind=farmhouse&min_bedrooms=4&sort=price_asc",
            ),
            ("min_price=&max_price=&town=&min_bedrooms=&sort=newest", ""),
            (
                "min_price=-5&max_price=abc&town=x&kind=castle&min_bedrooms=51&sort=cheap",
                "",
            ),
            ("min_price=1.5", ""),
            ("min_bedrooms=50", "min_bedrooms=6"),
            (
                "min_price=900000&max_price=500000",
                "min_price=500000&max_price=900000",
            ),
            (
                "sort=price_desc&kind=land&kind=villa&kind=land&min_bedrooms=2&town=7&max_price=800000&min_price=1",
                "min_price=0&max_price=800000&town=7&kind=villa&kind=land&min_bedrooms=2&sort=price_desc",
            ),
            (
                "min_price=123457&max_price=876543",
                "min_price=120000&max_price=880000",
            ),
            ("max_price=9007199254740991", "max_price=9007199254740000"),
            ("page=2&utm_source=x", ""),
        ];
        for (query, expected) in cases {
            assert_eq!(canonical_list_filters(Some(query)), expected, "{query}");
        }
        assert_eq!(canonical_list_filters(None), "");
    }
}
