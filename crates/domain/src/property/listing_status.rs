//! Where a listing stands on the market besides sold (issue #29): under offer, new, and its
//! price's last reduction. The consultant sets "under offer" and the owner's choice to show a
//! reduction; the dates follow from her saves, by the rules below.

use super::Price;
use crate::Visibility;
use chrono::{DateTime, Duration, Utc};

/// How long a listing is marked "New" after it came on the market.
pub const NEW_FOR: Duration = Duration::days(14);

/// How long a listing may be off the market (hidden or unlisted) and still keep the date it
/// came on the market when shown again: Rightmove's rule, so that hiding and showing a home
/// cannot make it "New" again.
pub const RELISTING_KEEPS_DATE_WITHIN: Duration = Duration::weeks(14);

/// The mark of a home under offer, in English and Italian (cards, page, brochure).
pub const UNDER_OFFER_TEXT: [(&str, &str); 2] =
    [("en", "Under offer"), ("it", "Trattativa in corso")];
/// The mark of a listing on the market for less than [`NEW_FOR`].
pub const NEW_TEXT: [(&str, &str); 2] = [("en", "New"), ("it", "Nuovo")];
/// What goes before the day of a shown reduction: "Reduced on 3 March 2026".
pub const REDUCED_ON_TEXT: [(&str, &str); 2] = [("en", "Reduced on"), ("it", "Prezzo ridotto il")];

/// A listing's market status beyond `sold` and its visibility.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ListingStatus {
    /// An offer is being negotiated ("Under offer" / "Trattativa in corso"): still shown and
    /// open to enquiries. Never true together with `sold` (a sale ends the negotiation).
    pub under_offer: bool,
    /// The owner agreed that visitors see a reduction ("Reduced" with its date).
    pub show_price_reduction: bool,
    /// When it last came on the market (see [`RELISTING_KEEPS_DATE_WITHIN`]); `None` until it
    /// is first visible.
    pub listed_since: Option<DateTime<Utc>>,
    /// When it last left the market (made hidden or unlisted); `None` while visible.
    pub off_market_since: Option<DateTime<Utc>>,
    /// When its price was last lowered, while that is its latest price change (a rise or a
    /// move to "please call" clears it).
    pub reduced_on: Option<DateTime<Utc>>,
}

impl ListingStatus {
    /// Whole days it has been on the market at `now` (up to when it left, if it did);
    /// `None` before it was first listed.
    pub fn days_on_market(&self, now: DateTime<Utc>) -> Option<i64> {
        let since = self.listed_since?;
        let until = self
            .off_market_since
            .filter(|left| *left >= since)
            .unwrap_or(now);
        Some((until - since).num_days().max(0))
    }

    /// The status an edited listing is saved with: the editor's choices (`edited`) and the
    /// dates that follow from the save of `before` (none: a creation) at `now`.
    pub fn after_save(
        before: Option<(&ListingStatus, Visibility, Price)>,
        edited: &ListingStatus,
        visibility: Visibility,
        price: Price,
        now: DateTime<Utc>,
    ) -> Self {
        let (previous, was_visible, old_price) = match before {
            Some((status, visibility, price)) => {
                (*status, visibility == Visibility::Visible, Some(price))
            }
            None => (ListingStatus::default(), false, None),
        };
        let is_visible = visibility == Visibility::Visible;
        let (listed_since, off_market_since) = match (was_visible, is_visible) {
            (true, true) => (previous.listed_since.or(Some(now)), None),
            (true, false) => (previous.listed_since, Some(now)),
            (false, false) => (previous.listed_since, previous.off_market_since),
            (false, true) => {
                let back_soon = previous
                    .off_market_since
                    .is_some_and(|left| now - left <= RELISTING_KEEPS_DATE_WITHIN);
                match previous.listed_since {
                    Some(since) if back_soon => (Some(since), None),
                    _ => (Some(now), None),
                }
            }
        };
        let reduced_on = match old_price {
            Some(old) if old != price => PriceChange::is_reduction(old, price).then_some(now),
            _ => previous.reduced_on,
        };
        Self {
            under_offer: edited.under_offer,
            show_price_reduction: edited.show_price_reduction,
            listed_since,
            off_market_since,
            reduced_on,
        }
    }

    /// Whether a visitor sees "New" at `now`: on the market for less than [`NEW_FOR`], and
    /// not sold.
    pub fn is_new(&self, visibility: Visibility, sold: bool, now: DateTime<Utc>) -> bool {
        visibility == Visibility::Visible
            && !sold
            && self.listed_since.is_some_and(|since| now - since < NEW_FOR)
    }

    /// The reduction's date a visitor may see: only when the owner agreed and the home is not
    /// sold.
    pub fn public_reduction(&self, sold: bool) -> Option<DateTime<Utc>> {
        self.reduced_on
            .filter(|_| self.show_price_reduction && !sold)
    }
}

/// One change of a listing's price, as staff see it in its history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceChange {
    pub at: DateTime<Utc>,
    pub from: Price,
    pub to: Price,
    /// The staff member who saved it (their e-mail address).
    pub by: String,
}

impl PriceChange {
    /// The change a save from `from` to `to` makes, or `None` when the price stayed.
    pub fn of_save(from: Price, to: Price, by: &str, at: DateTime<Utc>) -> Option<Self> {
        (from != to).then(|| Self {
            at,
            from,
            to,
            by: by.to_owned(),
        })
    }

    /// A lower price, both sides real prices ("please call" has none to compare).
    pub fn is_reduction(from: Price, to: Price) -> bool {
        !from.is_please_call() && !to.is_please_call() && to < from
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn day(n: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0).unwrap() + Duration::days(i64::from(n))
    }

    const EUR: fn(u64) -> Price = Price::euros;

    fn save(
        before: Option<(&ListingStatus, Visibility, Price)>,
        visibility: Visibility,
        price: u64,
        at: DateTime<Utc>,
    ) -> ListingStatus {
        ListingStatus::after_save(
            before,
            &ListingStatus::default(),
            visibility,
            EUR(price),
            at,
        )
    }

    #[test]
    fn days_on_market_run_from_the_listing_to_now_or_to_when_it_left() {
        let never = ListingStatus::default();
        assert_eq!(never.days_on_market(day(10)), None);
        let listed = ListingStatus {
            listed_since: Some(day(3)),
            ..ListingStatus::default()
        };
        assert_eq!(listed.days_on_market(day(10)), Some(7));
        let left = ListingStatus {
            off_market_since: Some(day(5)),
            ..listed
        };
        assert_eq!(left.days_on_market(day(10)), Some(2));
    }

    #[test]
    fn a_listing_is_new_for_fourteen_days_after_it_is_first_shown() {
        let hidden = save(None, Visibility::Hidden, 500_000, day(0));
        assert_eq!(hidden.listed_since, None);
        assert!(!hidden.is_new(Visibility::Hidden, false, day(0)));
        let shown = save(
            Some((&hidden, Visibility::Hidden, EUR(500_000))),
            Visibility::Visible,
            500_000,
            day(3),
        );
        assert_eq!(shown.listed_since, Some(day(3)));
        assert!(shown.is_new(Visibility::Visible, false, day(16)));
        assert!(!shown.is_new(Visibility::Visible, false, day(17)));
        assert!(
            !shown.is_new(Visibility::Visible, true, day(4)),
            "a sold home is not new"
        );
        assert!(!shown.is_new(Visibility::Unlisted, false, day(4)));
        let edited_again = save(
            Some((&shown, Visibility::Visible, EUR(500_000))),
            Visibility::Visible,
            500_000,
            day(10),
        );
        assert_eq!(edited_again.listed_since, Some(day(3)));
    }

    #[test]
    fn hiding_and_showing_within_fourteen_weeks_keeps_the_date_and_later_resets_it() {
        let shown = save(None, Visibility::Visible, 500_000, day(0));
        assert_eq!(shown.listed_since, Some(day(0)));
        let hidden = save(
            Some((&shown, Visibility::Visible, EUR(500_000))),
            Visibility::Hidden,
            500_000,
            day(20),
        );
        assert_eq!(hidden.off_market_since, Some(day(20)));
        let still_hidden = save(
            Some((&hidden, Visibility::Hidden, EUR(500_000))),
            Visibility::Unlisted,
            500_000,
            day(30),
        );
        assert_eq!(
            still_hidden.off_market_since,
            Some(day(20)),
            "left the market once"
        );
        let back = save(
            Some((&still_hidden, Visibility::Unlisted, EUR(500_000))),
            Visibility::Visible,
            500_000,
            day(20 + 98),
        );
        assert_eq!(back.listed_since, Some(day(0)), "14 weeks to the day: kept");
        assert_eq!(back.off_market_since, None);
        assert!(!back.is_new(Visibility::Visible, false, day(118)));
        let back_later = save(
            Some((&hidden, Visibility::Hidden, EUR(500_000))),
            Visibility::Visible,
            500_000,
            day(20 + 99),
        );
        assert_eq!(
            back_later.listed_since,
            Some(day(119)),
            "more than 14 weeks: new again"
        );
    }

    #[test]
    fn a_reduction_is_dated_and_a_rise_or_please_call_clears_it() {
        let shown = save(None, Visibility::Visible, 500_000, day(0));
        assert_eq!(shown.reduced_on, None);
        let cheaper = save(
            Some((&shown, Visibility::Visible, EUR(500_000))),
            Visibility::Visible,
            450_000,
            day(5),
        );
        assert_eq!(cheaper.reduced_on, Some(day(5)));
        let unchanged = save(
            Some((&cheaper, Visibility::Visible, EUR(450_000))),
            Visibility::Visible,
            450_000,
            day(9),
        );
        assert_eq!(unchanged.reduced_on, Some(day(5)));
        let dearer = save(
            Some((&cheaper, Visibility::Visible, EUR(450_000))),
            Visibility::Visible,
            470_000,
            day(9),
        );
        assert_eq!(dearer.reduced_on, None);
        let please_call = save(
            Some((&cheaper, Visibility::Visible, EUR(450_000))),
            Visibility::Visible,
            0,
            day(9),
        );
        assert_eq!(please_call.reduced_on, None);
    }

    #[test]
    fn visitors_see_a_reduction_only_when_the_owner_agreed_and_the_home_is_unsold() {
        let status = ListingStatus {
            reduced_on: Some(day(5)),
            ..ListingStatus::default()
        };
        assert_eq!(status.public_reduction(false), None);
        let agreed = ListingStatus {
            show_price_reduction: true,
            ..status
        };
        assert_eq!(agreed.public_reduction(false), Some(day(5)));
        assert_eq!(agreed.public_reduction(true), None);
    }

    #[test]
    fn the_editor_choices_are_taken_from_the_edit() {
        let edited = ListingStatus {
            under_offer: true,
            show_price_reduction: true,
            ..ListingStatus::default()
        };
        let saved = ListingStatus::after_save(None, &edited, Visibility::Visible, EUR(1), day(0));
        assert!(saved.under_offer && saved.show_price_reduction);
    }

    #[test]
    fn a_price_change_is_recorded_only_when_the_price_moves() {
        assert_eq!(PriceChange::of_save(EUR(5), EUR(5), "a@b.it", day(0)), None);
        let change = PriceChange::of_save(EUR(5), EUR(4), "a@b.it", day(0)).unwrap();
        assert_eq!(
            (change.from, change.to, change.by.as_str()),
            (EUR(5), EUR(4), "a@b.it")
        );
        assert!(PriceChange::is_reduction(EUR(5), EUR(4)));
        assert!(!PriceChange::is_reduction(EUR(0), EUR(4)));
        assert!(!PriceChange::is_reduction(EUR(5), EUR(0)));
    }
}
