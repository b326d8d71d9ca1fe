//! Exit pages: where each visitor's day on the site ended. Nothing is recorded for an exit
//! (no beacon on leaving, which a closed tab or a crashed phone would not send anyway): it is
//! read from the page views already kept, as the page a visitor key saw last that day. A
//! visitor key lives one day by design, so "a visit" here is a visitor's day; two visits on
//! one day count one exit, the later one.

use std::collections::BTreeMap;

/// One page view as kept: its day (`YYYY-MM-DD`), visitor key, page, and the order it was
/// written in (the row's id: batches are written once a second, so the order within a
/// visitor's day is the order they browsed in).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageView<'a> {
    pub day: &'a str,
    pub visitor: &'a str,
    pub page: &'a str,
    pub order: i64,
}

/// Exits per `(day, page)`: how many visitors' days ended on that page.
pub fn exits<'a>(views: impl IntoIterator<Item = PageView<'a>>) -> BTreeMap<(String, String), u64> {
    let mut last: BTreeMap<(&str, &str), (i64, &str)> = BTreeMap::new();
    for view in views {
        let seen = last
            .entry((view.day, view.visitor))
            .or_insert((view.order, view.page));
        if view.order >= seen.0 {
            *seen = (view.order, view.page);
        }
    }
    let mut counts = BTreeMap::new();
    for ((day, _), (_, page)) in last {
        *counts.entry((day.to_owned(), page.to_owned())).or_insert(0) += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view<'a>(day: &'a str, visitor: &'a str, page: &'a str, order: i64) -> PageView<'a> {
        PageView {
            day,
            visitor,
            page,
            order,
        }
    }

    #[test]
    fn a_visitors_day_ends_on_the_page_seen_last_whatever_order_the_rows_come_in() {
        let counted = exits([
            view("2026-11-27", "a", "/property/for-sale/in-italy/101", 7),
            view("2026-11-27", "a", "/", 1),
            view("2026-11-27", "b", "/", 2),
            view("2026-11-27", "a", "/contact-langhe-property.html", 9),
            view("2026-11-27", "c", "/contact-langhe-property.html", 3),
            // The same key on another day is another visitor's day.
            view("2026-11-28", "a", "/", 10),
        ]);
        assert_eq!(
            counted.into_iter().collect::<Vec<_>>(),
            vec![
                (("2026-11-27".into(), "/".into()), 1),
                (
                    ("2026-11-27".into(), "/contact-langhe-property.html".into()),
                    2
                ),
                (("2026-11-28".into(), "/".into()), 1),
            ]
        );
    }

    #[test]
    fn no_views_no_exits() {
        assert!(exits([]).is_empty());
    }
}
