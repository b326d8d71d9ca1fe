//! Which saves of a property are news for the alerts: it became public, or got cheaper.

use crate::property::{Price, PriceChange};
use crate::{Property, Visibility};

/// Why a listing goes into an alert's next mail. Each occasion reaches an alert once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchOccasion {
    /// The listing became public (created visible, or made visible from hidden or unlisted).
    Published,
    /// The price dropped to this amount.
    PriceDrop(Price),
}

impl MatchOccasion {
    /// The stored form: `published`, or `price:{euros}`.
    pub fn as_text(&self) -> String {
        match self {
            Self::Published => "published".to_owned(),
            Self::PriceDrop(price) => format!("price:{}", price.amount()),
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        if text == "published" {
            return Some(Self::Published);
        }
        let euros = text.strip_prefix("price:")?.parse().ok()?;
        Some(Self::PriceDrop(Price::euros(euros)))
    }
}

/// What a save (`before` none: a creation) is news of. Only a visible listing that is neither
/// sold nor under offer is (a buyer alerted to a home under offer could at best make a second
/// offer); a move to or from "please call" is no price drop (there is no price to compare).
pub fn occasion_of_save(before: Option<&Property>, after: &Property) -> Option<MatchOccasion> {
    if after.visibility != Visibility::Visible || after.sold || after.status.under_offer {
        return None;
    }
    match before {
        Some(before) if before.visibility == Visibility::Visible => {
            // The same rule the price history's "Reduced" follows.
            let dropped = PriceChange::is_reduction(before.price, after.price);
            dropped.then_some(MatchOccasion::PriceDrop(after.price))
        }
        _ => Some(MatchOccasion::Published),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::property::fixtures::property_with_paths;

    fn at(visibility: Visibility, euros: u64) -> Property {
        Property {
            visibility,
            price: Price::euros(euros),
            ..property_with_paths("123", "", "")
        }
    }

    #[test]
    fn a_home_under_offer_is_no_news() {
        let mut under_offer = at(Visibility::Visible, 600_000);
        under_offer.status.under_offer = true;
        assert_eq!(occasion_of_save(None, &under_offer), None);
        assert_eq!(
            occasion_of_save(Some(&at(Visibility::Visible, 700_000)), &under_offer),
            None
        );
    }

    #[test]
    fn publishing_and_price_drops_are_news_and_nothing_else_is() {
        let visible = at(Visibility::Visible, 600_000);
        assert_eq!(
            occasion_of_save(None, &visible),
            Some(MatchOccasion::Published)
        );
        assert_eq!(occasion_of_save(None, &at(Visibility::Hidden, 1)), None);
        for before in [Visibility::Hidden, Visibility::Unlisted] {
            assert_eq!(
                occasion_of_save(Some(&at(before, 900_000)), &visible),
                Some(MatchOccasion::Published)
            );
        }
        assert_eq!(
            occasion_of_save(Some(&at(Visibility::Visible, 700_000)), &visible),
            Some(MatchOccasion::PriceDrop(Price::euros(600_000)))
        );
        assert_eq!(
            occasion_of_save(Some(&at(Visibility::Visible, 500_000)), &visible),
            None
        );
        assert_eq!(occasion_of_save(Some(&visible), &visible), None);
        let sold = Property {
            sold: true,
            ..visible.clone()
        };
        assert_eq!(occasion_of_save(None, &sold), None);
        let please_call = at(Visibility::Visible, 0);
        assert_eq!(occasion_of_save(Some(&visible), &please_call), None);
        for occasion in [
            MatchOccasion::Published,
            MatchOccasion::PriceDrop(Price::euros(5)),
        ] {
            assert_eq!(MatchOccasion::parse(&occasion.as_text()), Some(occasion));
        }
    }
}
