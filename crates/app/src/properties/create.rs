use crate::alerts::news_of_save;
use crate::html::sanitize_html;
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{
    AlertRepository, ContentChange, ContentEvents, PropertyRepository, RepositoryError,
};
use domain::property::{ListingStatus, PropertyInput, PropertyValidationError};
use domain::{Property, Visibility};

#[derive(Debug, thiserror::Error)]
pub enum CreatePropertyError {
    #[error(transparent)]
    Invalid(#[from] PropertyValidationError),
    #[error("A property with this reference number already exists")]
    AlreadyExists,
    /// The town id names no stored town.
    #[error("Town not found")]
    UnknownTown,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Checks the body in the spec's order, cleans the description's HTML and stores the new
/// property, created `now`. Pages that showed "not found" at its address change, and the
/// public lists when it is created visible; a listing created visible is news for the
/// saved-search alerts it matches, stored with it.
pub async fn create_property(
    properties: &dyn PropertyRepository,
    events: &dyn ContentEvents,
    alerts: &dyn AlertRepository,
    input: PropertyInput,
    now: DateTime<Utc>,
) -> Result<Property, CreatePropertyError> {
    let mut property = input.validate(now)?;
    property.description = sanitize_html(&property.description);
    property.italian.description = sanitize_html(&property.italian.description);
    property.status = ListingStatus::after_save(
        None,
        &property.status,
        property.visibility,
        property.price,
        now,
    );
    let news = news_of_save(alerts, None, &property, now).await?;
    match properties.create(&property, news).await {
        Ok(()) => {
            let mut changes = vec![ContentChange::Property(property.reference.clone())];
            if property.visibility == Visibility::Visible {
                changes.push(ContentChange::PropertyCatalogue);
            }
            events.publish(&changes).await;
            Ok(property)
        }
        Err(RepositoryError::Duplicate) => Err(CreatePropertyError::AlreadyExists),
        Err(RepositoryError::UnknownReference) => Err(CreatePropertyError::UnknownTown),
        Err(error) => Err(anyhow::Error::new(error))
            .with_context(|| format!("creating property {}", property.reference))?,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alerts::fixtures::confirmed_alert;
    use crate::properties::fixtures::property_input as input;
    use domain::alert::MatchOccasion;
    use domain::ports::{
        AlertId, ListingNews, MockAlertRepository, MockContentEvents, MockPropertyRepository,
    };

    fn alerts_from(min_price: i64) -> MockAlertRepository {
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_confirmed()
            .returning(move || Ok(vec![confirmed_alert(5, min_price)]));
        alerts
    }

    fn quiet_events() -> MockContentEvents {
        let mut events = MockContentEvents::new();
        events.expect_publish().returning(|_| ());
        events
    }

    #[tokio::test]
    async fn a_listing_created_visible_is_saved_together_with_its_news() {
        let now = Utc::now();
        let mut repo = MockPropertyRepository::new();
        repo.expect_create()
            .withf(move |property, news| {
                property.reference.as_str() == "123"
                    && news
                        == &Some(ListingNews {
                            alerts: vec![AlertId(5)],
                            occasion: MatchOccasion::Published,
                            at: now,
                        })
            })
            .times(1)
            .returning(|_, _| Ok(()));
        create_property(
            &repo,
            &quiet_events(),
            &alerts_from(500_000),
            input("visible"),
            now,
        )
        .await
        .unwrap();
    }

    /// One announcement per save, so that each cache is cleared once for it.
    #[tokio::test]
    async fn a_listing_created_visible_is_announced_once_as_itself_and_the_catalogue() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_create().returning(|_, _| Ok(()));
        let mut events = MockContentEvents::new();
        events
            .expect_publish()
            .withf(|changes| {
                changes
                    == [
                        ContentChange::Property(domain::Ref::parse("123").unwrap()),
                        ContentChange::PropertyCatalogue,
                    ]
            })
            .times(1)
            .returning(|_| ());
        create_property(
            &repo,
            &events,
            &alerts_from(900_000),
            input("visible"),
            Utc::now(),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn a_hidden_or_unmatched_listing_is_saved_without_news() {
        for (visibility, min_price) in [("hidden", 500_000), ("visible", 900_000)] {
            let mut repo = MockPropertyRepository::new();
            repo.expect_create()
                .withf(|_, news| news.is_none())
                .times(1)
                .returning(|_, _| Ok(()));
            create_property(
                &repo,
                &quiet_events(),
                &alerts_from(min_price),
                input(visibility),
                Utc::now(),
            )
            .await
            .unwrap();
        }
    }

    #[tokio::test]
    async fn a_refused_save_is_a_clear_error_and_announces_nothing() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_create()
            .times(1)
            .returning(|_, _| Err(RepositoryError::Duplicate));
        let mut events = MockContentEvents::new();
        events.expect_publish().never();
        let result = create_property(
            &repo,
            &events,
            &alerts_from(500_000),
            input("visible"),
            Utc::now(),
        )
        .await;
        assert!(matches!(result, Err(CreatePropertyError::AlreadyExists)));
    }

    #[tokio::test]
    async fn alerts_that_cannot_be_read_stop_the_save_before_it_is_written() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_create().never();
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_confirmed()
            .returning(|| Err(RepositoryError::Unexpected("down".into())));
        let result = create_property(
            &repo,
            &quiet_events(),
            &alerts,
            input("visible"),
            Utc::now(),
        )
        .await;
        assert!(matches!(result, Err(CreatePropertyError::Unexpected(_))));
    }
}
