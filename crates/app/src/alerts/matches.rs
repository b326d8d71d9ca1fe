use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::alert::occasion_of_save;
use domain::ports::{AlertId, AlertRepository, ListingNews};
use domain::Property;

/// What a save of `after` (`before`: what was stored, none for a creation) is news of: when
/// it makes the listing public or cheaper, the confirmed alerts whose filter keeps it. None
/// when it is no news or reaches nobody. The caller hands it to the save, which stores it in
/// the same transaction (a crash or a failure keeps both or neither).
pub async fn news_of_save(
    alerts: &dyn AlertRepository,
    before: Option<&Property>,
    after: &Property,
    at: DateTime<Utc>,
) -> anyhow::Result<Option<ListingNews>> {
    let Some(occasion) = occasion_of_save(before, after) else {
        return Ok(None);
    };
    let listing = after.summary();
    let matching: Vec<AlertId> = alerts
        .confirmed()
        .await
        .context("reading the confirmed alerts")?
        .into_iter()
        .filter(|alert| alert.filter.keeps(&listing))
        .map(|alert| alert.id)
        .collect();
    Ok((!matching.is_empty()).then_some(ListingNews {
        alerts: matching,
        occasion,
        at,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alerts::fixtures::confirmed_alert;
    use domain::alert::MatchOccasion;
    use domain::ports::MockAlertRepository;
    use domain::{Price, Visibility};

    fn listing(visibility: Visibility, euros: u64) -> Property {
        Property {
            visibility,
            price: Price::euros(euros),
            ..crate::properties::fixtures::property("123", visibility)
        }
    }

    #[tokio::test]
    async fn a_new_public_listing_is_news_for_only_the_alerts_it_matches() {
        let mut alerts = MockAlertRepository::new();
        alerts.expect_confirmed().returning(|| {
            Ok(vec![
                confirmed_alert(1, 500_000),
                confirmed_alert(2, 900_000),
            ])
        });
        let at = Utc::now();
        let news = news_of_save(
            &alerts,
            Some(&listing(Visibility::Hidden, 600_000)),
            &listing(Visibility::Visible, 600_000),
            at,
        )
        .await
        .unwrap();
        assert_eq!(
            news,
            Some(ListingNews {
                alerts: vec![AlertId(1)],
                occasion: MatchOccasion::Published,
                at,
            })
        );
    }

    #[tokio::test]
    async fn a_price_drop_is_news_of_its_new_price() {
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_confirmed()
            .returning(|| Ok(vec![confirmed_alert(1, 500_000)]));
        let news = news_of_save(
            &alerts,
            Some(&listing(Visibility::Visible, 600_000)),
            &listing(Visibility::Visible, 550_000),
            Utc::now(),
        )
        .await
        .unwrap()
        .expect("news");
        assert_eq!(
            news.occasion,
            MatchOccasion::PriceDrop(Price::euros(550_000))
        );
    }

    #[tokio::test]
    async fn an_ordinary_edit_a_hidden_listing_or_no_matching_alert_is_no_news() {
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_confirmed()
            .times(1)
            .returning(|| Ok(vec![confirmed_alert(2, 900_000)]));
        let visible = listing(Visibility::Visible, 600_000);
        for (before, after) in [
            (Some(&visible), &visible),
            (None, &listing(Visibility::Hidden, 600_000)),
            (Some(&visible), &listing(Visibility::Visible, 650_000)),
            (None, &visible),
        ] {
            assert_eq!(
                news_of_save(&alerts, before, after, Utc::now())
                    .await
                    .unwrap(),
                None
            );
        }
    }
}
