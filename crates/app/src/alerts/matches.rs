use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::alert::occasion_of_save;
use domain::ports::{AlertId, AlertRepository};
use domain::Property;

/// After a save of `after` (`before`: what was stored, none for a creation): when it made the
/// listing public or cheaper, every confirmed alert whose filter keeps it gets it in its next
/// mail. Recorded in the database before the save is answered, so a restart loses nothing.
/// Answers how many alerts it reached for the first time.
pub async fn record_alert_matches(
    alerts: &dyn AlertRepository,
    before: Option<&Property>,
    after: &Property,
    at: DateTime<Utc>,
) -> anyhow::Result<u64> {
    let Some(occasion) = occasion_of_save(before, after) else {
        return Ok(0);
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
    alerts
        .record_matches(&matching, &after.reference, occasion, at)
        .await
        .with_context(|| format!("recording alert matches of {}", after.reference))
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::alert::{AlertLanguage, MatchOccasion};
    use domain::ports::{Alert, MockAlertRepository};
    use domain::property::ListingQuery;
    use domain::{Email, Price, Ref, Visibility};

    fn alert(id: i64, min_price: i64) -> Alert {
        Alert {
            id: AlertId(id),
            email: Email::parse("anna@example.com").unwrap(),
            filter: ListingQuery {
                min_price: Some(min_price),
                ..ListingQuery::default()
            }
            .parse()
            .unwrap(),
            language: AlertLanguage::English,
            consent_at: Utc::now(),
            confirmed_at: Some(Utc::now()),
            manage_token: format!("t{id}"),
            last_mailed_at: None,
        }
    }

    fn listing(visibility: Visibility, euros: u64) -> Property {
        Property {
            visibility,
            price: Price::euros(euros),
            ..crate::properties::fixtures::property("123", visibility)
        }
    }

    #[tokio::test]
    async fn a_new_public_listing_reaches_only_the_alerts_it_matches() {
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_confirmed()
            .returning(|| Ok(vec![alert(1, 500_000), alert(2, 900_000)]));
        alerts
            .expect_record_matches()
            .withf(|ids, reference, occasion, _| {
                ids == [AlertId(1)]
                    && reference == &Ref::parse("123").unwrap()
                    && *occasion == MatchOccasion::Published
            })
            .times(1)
            .returning(|ids, _, _, _| Ok(ids.len() as u64));
        let reached = record_alert_matches(
            &alerts,
            Some(&listing(Visibility::Hidden, 600_000)),
            &listing(Visibility::Visible, 600_000),
            Utc::now(),
        )
        .await
        .unwrap();
        assert_eq!(reached, 1);
    }

    #[tokio::test]
    async fn an_ordinary_edit_or_a_hidden_listing_reaches_nobody() {
        let mut alerts = MockAlertRepository::new();
        alerts.expect_confirmed().never();
        alerts.expect_record_matches().never();
        let visible = listing(Visibility::Visible, 600_000);
        for (before, after) in [
            (Some(&visible), &visible),
            (None, &listing(Visibility::Hidden, 600_000)),
            (Some(&visible), &listing(Visibility::Visible, 650_000)),
        ] {
            assert_eq!(
                record_alert_matches(&alerts, before, after, Utc::now())
                    .await
                    .unwrap(),
                0
            );
        }
    }
}
