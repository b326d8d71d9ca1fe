//! The end of a listing's "New" mark (issue #29). Pages are cached until their content
//! changes, and nothing is saved when 14 days pass: this says so instead, once per listing.

use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{ContentChange, ContentEvents, PropertyRepository};
use domain::property::NEW_FOR;

/// Announces, for every visible listing whose "New" mark ended in `(after, until]`, that its
/// page and the lists changed; answers how many ended.
pub async fn end_new_marks(
    properties: &dyn PropertyRepository,
    events: &dyn ContentEvents,
    after: DateTime<Utc>,
    until: DateTime<Utc>,
) -> anyhow::Result<usize> {
    let ended = properties
        .listed_between(after - NEW_FOR, until - NEW_FOR)
        .await
        .context("finding the listings whose New mark ended")?;
    if ended.is_empty() {
        return Ok(0);
    }
    let mut changes: Vec<ContentChange> =
        ended.iter().cloned().map(ContentChange::Property).collect();
    changes.push(ContentChange::PropertyCatalogue);
    events.publish(&changes).await;
    Ok(ended.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Duration, TimeZone};
    use domain::ports::{MockContentEvents, MockPropertyRepository};
    use domain::Ref;

    #[tokio::test]
    async fn the_listings_whose_mark_ended_are_announced_with_the_lists() {
        let until = Utc.with_ymd_and_hms(2026, 3, 20, 12, 0, 0).unwrap();
        let after = until - Duration::minutes(5);
        let mut properties = MockPropertyRepository::new();
        properties
            .expect_listed_between()
            .withf(move |from, to| *from == after - NEW_FOR && *to == until - NEW_FOR)
            .returning(|_, _| Ok(vec![Ref::parse("123").unwrap()]));
        let mut events = MockContentEvents::new();
        events
            .expect_publish()
            .withf(|changes| {
                changes
                    == [
                        ContentChange::Property(Ref::parse("123").unwrap()),
                        ContentChange::PropertyCatalogue,
                    ]
            })
            .times(1)
            .returning(|_| ());
        assert_eq!(
            end_new_marks(&properties, &events, after, until)
                .await
                .unwrap(),
            1
        );
    }

    #[tokio::test]
    async fn nothing_ended_announces_nothing() {
        let mut properties = MockPropertyRepository::new();
        properties
            .expect_listed_between()
            .returning(|_, _| Ok(vec![]));
        let events = MockContentEvents::new();
        let now = Utc::now();
        assert_eq!(
            end_new_marks(&properties, &events, now, now).await.unwrap(),
            0
        );
    }
}
