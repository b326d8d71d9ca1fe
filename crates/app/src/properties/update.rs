use super::draft_address::copy_folder;
use crate::alerts::news_of_save;
use crate::html::sanitize_html;
use anyhow::Context;
use domain::ports::{
    AlertRepository, ContentChange, ContentEvents, PropertyRepository, RepositoryError,
};
use domain::property::draft::address_from_title;
use domain::property::{
    carry_italian_labels, ListingStatus, PriceChange, PropertyInput, PropertyTexts,
    PropertyValidationError,
};
use domain::{Property, Visibility};
use pictures::ports::ImageStore;
use pictures::PropertyImageKeys;

#[derive(Debug, thiserror::Error)]
pub enum UpdatePropertyError {
    #[error(transparent)]
    Invalid(#[from] PropertyValidationError),
    #[error("property not found")]
    NotFound,
    /// The town id names no stored town.
    #[error("Town not found")]
    UnknownTown,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Replaces the editable fields of the property named by the body's ref.
///
/// The ref, `path` and `pictures_path` are fixed at creation: they name the property's page
/// and every one of its image keys, so the stored values are kept and whatever the body says
/// for them is ignored (after the same presence checks as on creation, so one body works for
/// both calls). One exception: a draft saved by its first photo before she typed a title,
/// never shown yet, takes its path from the title it is given
/// (`domain::property::draft::address_from_title`), its pictures moving to the new folder.
/// The creation date and the pictures version are kept too. A save that makes
/// the listing public or cheaper is news for the saved-search alerts it matches, stored with
/// the change. A listing that stays unlisted keeps its share key; one that becomes unlisted
/// is saved without, so the repository draws a fresh one (a link shared while it was
/// unlisted before does not open it again). The listing's status dates follow from the save
/// (`ListingStatus::after_save`), and a new price joins its price history as changed by `by`
/// (the staff member's e-mail address). The Italian texts are replaced when the body has
/// them (their description cleaned like the English one) and kept when it has none.
pub async fn update_property(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    events: &dyn ContentEvents,
    alerts: &dyn AlertRepository,
    input: PropertyInput,
    by: &str,
) -> Result<Property, UpdatePropertyError> {
    let now = chrono::Utc::now();
    // A body without Italian texts (a client that knows nothing of them) keeps the stored ones.
    let keeps_italian = input
        .translations
        .as_ref()
        .and_then(|translations| translations.it.as_ref())
        .is_none();
    let edited = input.validate(now)?;
    let stored = properties
        .find_by_ref(&edited.reference)
        .await
        .with_context(|| format!("loading property {}", edited.reference))?
        .ok_or(UpdatePropertyError::NotFound)?;
    let (path, moved_pictures) = match address_from_title(&stored, &edited) {
        Some(path) => {
            let from = PropertyImageKeys::of(&stored).folder();
            let to =
                PropertyImageKeys::new(&stored.reference, &path, &stored.pictures_path).folder();
            match copy_folder(images, &from, &to).await? {
                Some(copy) => (path, Some(copy)),
                None => (stored.path.clone(), None),
            }
        }
        None => (stored.path.clone(), None),
    };
    // What the lists show, link to, filter on or sort by (the facts, price, town, and sold:
    // sold homes list after the available ones) moved.
    let catalogue_changes = stored.visibility != edited.visibility
        || stored.sold != edited.sold
        || stored.price != edited.price
        || stored.town_id != edited.town_id
        || stored.facts != edited.facts
        || stored.path != path;
    let mut property = Property {
        path,
        pictures_path: stored.pictures_path.clone(),
        created_date: stored.created_date,
        pictures_version: stored.pictures_version,
        has_background: stored.has_background,
        has_listing: stored.has_listing,
        shown: stored.shown || edited.shown,
        cover_photo: stored.cover_photo.clone(),
        description: sanitize_html(&edited.description),
        italian: if keeps_italian {
            stored.italian.clone()
        } else {
            PropertyTexts {
                description: sanitize_html(&edited.italian.description),
                ..edited.italian.clone()
            }
        },
        share_key: match (stored.visibility, edited.visibility) {
            (Visibility::Unlisted, Visibility::Unlisted) => stored.share_key,
            _ => None,
        },
        status: ListingStatus::after_save(
            Some((&stored.status, stored.visibility, stored.price)),
            &edited.status,
            edited.visibility,
            edited.price,
            now,
        ),
        ..edited
    };
    if keeps_italian {
        carry_italian_labels(
            &mut property.distances,
            &mut property.counter_blocks,
            &stored.distances,
            &stored.counter_blocks,
        );
    }
    let price_change = PriceChange::of_save(stored.price, property.price, by, now);
    let saved = save(properties, alerts, &stored, &property, price_change, now).await;
    if let Some(copy) = moved_pictures {
        match &saved {
            Ok(()) => copy.finish(images).await,
            Err(_) => copy.undo(images).await,
        }
    }
    saved?;
    let mut changes = vec![ContentChange::Property(property.reference.clone())];
    // Shown in the lists (or a filtered one), or no longer, or elsewhere in a price order:
    // later list pages shift.
    if catalogue_changes {
        changes.push(ContentChange::PropertyCatalogue);
    }
    events.publish(&changes).await;
    Ok(property)
}

/// Stores `property` (the save of `stored`) with the alerts' news of it and its price change.
async fn save(
    properties: &dyn PropertyRepository,
    alerts: &dyn AlertRepository,
    stored: &Property,
    property: &Property,
    price_change: Option<PriceChange>,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), UpdatePropertyError> {
    let news = news_of_save(alerts, Some(stored), property, now).await?;
    match properties.update(property, news, price_change).await {
        Ok(()) => Ok(()),
        Err(RepositoryError::NotFound) => Err(UpdatePropertyError::NotFound),
        Err(RepositoryError::UnknownReference) => Err(UpdatePropertyError::UnknownTown),
        Err(error) => Err(anyhow::Error::new(error))
            .with_context(|| format!("updating property {}", property.reference))?,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alerts::fixtures::confirmed_alert;
    use crate::properties::fixtures::{property, property_input as input};
    use domain::ports::{
        ContentChange, MockAlertRepository, MockContentEvents, MockPropertyRepository,
    };
    use domain::property::ShareKey;
    use pictures::ports::MockImageStore;
    use std::sync::{Arc, Mutex};

    /// An image store no save of these tests may touch (their properties have addresses).
    fn no_pictures() -> MockImageStore {
        MockImageStore::new()
    }

    async fn published_by_saving(stored: Visibility, saved: &str) -> Vec<ContentChange> {
        published_by_saving_input(stored, input(saved)).await
    }

    async fn published_by_saving_input(
        stored: Visibility,
        saved: PropertyInput,
    ) -> Vec<ContentChange> {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(move |_| Ok(Some(property("123", stored))));
        repo.expect_update().times(1).returning(|_, _, _| Ok(()));
        let published = Arc::new(Mutex::new(Vec::new()));
        let log = published.clone();
        let mut events = MockContentEvents::new();
        events
            .expect_publish()
            .returning(move |changes| log.lock().unwrap().extend_from_slice(changes));
        let mut alerts = MockAlertRepository::new();
        alerts.expect_confirmed().returning(|| Ok(Vec::new()));
        update_property(
            &repo,
            &no_pictures(),
            &events,
            &alerts,
            saved,
            "consultant@example.com",
        )
        .await
        .unwrap();
        let published = published.lock().unwrap().clone();
        published
    }

    /// The share key `update` is given when a property stored `stored` with `key` is saved
    /// with visibility `saved`.
    async fn share_key_saved(
        stored: Visibility,
        key: Option<ShareKey>,
        saved: &str,
    ) -> Option<ShareKey> {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref().returning(move |_| {
            let mut found = property("123", stored);
            found.share_key = key;
            Ok(Some(found))
        });
        let given = Arc::new(Mutex::new(None));
        let log = given.clone();
        repo.expect_update()
            .times(1)
            .returning(move |property, _, _| {
                *log.lock().unwrap() = property.share_key;
                Ok(())
            });
        let mut events = MockContentEvents::new();
        events.expect_publish().returning(|_| ());
        let mut alerts = MockAlertRepository::new();
        alerts.expect_confirmed().returning(|| Ok(Vec::new()));
        update_property(
            &repo,
            &no_pictures(),
            &events,
            &alerts,
            input(saved),
            "consultant@example.com",
        )
        .await
        .unwrap();
        let given = *given.lock().unwrap();
        given
    }

    #[tokio::test]
    async fn an_unlisted_listing_keeps_its_key_and_one_made_unlisted_gets_a_fresh_one() {
        let key = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        assert_eq!(
            share_key_saved(Visibility::Unlisted, Some(key), "unlisted").await,
            Some(key)
        );
        // None: the repository draws a fresh key (its contract).
        for stored in [Visibility::Visible, Visibility::Hidden] {
            assert_eq!(share_key_saved(stored, Some(key), "unlisted").await, None);
        }
        assert_eq!(
            share_key_saved(Visibility::Unlisted, Some(key), "visible").await,
            None
        );
    }

    #[tokio::test]
    async fn an_edit_announces_the_property_only() {
        assert_eq!(
            published_by_saving(Visibility::Visible, "visible").await,
            [ContentChange::Property(domain::Ref::parse("123").unwrap())]
        );
    }

    #[tokio::test]
    async fn hiding_a_property_also_announces_that_the_lists_change() {
        assert_eq!(
            published_by_saving(Visibility::Visible, "hidden").await,
            [
                ContentChange::Property(domain::Ref::parse("123").unwrap()),
                ContentChange::PropertyCatalogue
            ]
        );
    }

    #[tokio::test]
    async fn a_new_price_town_or_fact_also_announces_that_the_lists_change() {
        let changes: [fn(&mut PropertyInput); 4] = [
            |p| p.sold = Some(true),
            |p| p.price = Some(700_000.0),
            |p| p.town_id = Some(8),
            |p| p.kind = Some("land".into()),
        ];
        for change in changes {
            let mut saved = input("visible");
            change(&mut saved);
            assert_eq!(
                published_by_saving_input(Visibility::Visible, saved).await,
                [
                    ContentChange::Property(domain::Ref::parse("123").unwrap()),
                    ContentChange::PropertyCatalogue
                ]
            );
        }
    }

    #[tokio::test]
    async fn a_price_drop_is_saved_together_with_its_news() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(|_| Ok(Some(property("123", Visibility::Visible))));
        repo.expect_update()
            .withf(|property, news, change| {
                let Some(news) = news else { return false };
                let Some(change) = change else { return false };
                property.price == domain::Price::euros(600_000)
                    && news.alerts == [domain::ports::AlertId(3)]
                    && news.occasion
                        == domain::alert::MatchOccasion::PriceDrop(domain::Price::euros(600_000))
                    && (change.from, change.to, change.by.as_str())
                        == (
                            domain::Price::euros(650_000),
                            domain::Price::euros(600_000),
                            "consultant@example.com",
                        )
                    && property.status.reduced_on == Some(change.at)
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut events = MockContentEvents::new();
        events.expect_publish().returning(|_| ());
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_confirmed()
            .returning(|| Ok(vec![confirmed_alert(3, 500_000)]));
        let mut cheaper = input("visible");
        cheaper.price = Some(600_000.0);
        update_property(
            &repo,
            &no_pictures(),
            &events,
            &alerts,
            cheaper,
            "consultant@example.com",
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn a_failed_update_announces_nothing() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(|_| Ok(Some(property("123", Visibility::Visible))));
        repo.expect_update()
            .returning(|_, _, _| Err(RepositoryError::NotFound));
        let mut events = MockContentEvents::new();
        events.expect_publish().never();
        let mut alerts = MockAlertRepository::new();
        alerts.expect_confirmed().returning(|| Ok(Vec::new()));
        let result = update_property(
            &repo,
            &no_pictures(),
            &events,
            &alerts,
            input("visible"),
            "consultant@example.com",
        )
        .await;
        assert!(matches!(result, Err(UpdatePropertyError::NotFound)));
    }

    #[tokio::test]
    async fn a_draft_given_its_title_takes_its_address_from_it_and_its_pictures_follow() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref().returning(|_| {
            let mut draft = property("123", Visibility::Hidden);
            draft.path = domain::property::draft::DRAFT_PATH.into();
            draft.pictures_path = domain::property::draft::DRAFT_PATH.into();
            Ok(Some(draft))
        });
        repo.expect_update()
            .withf(|saved, _, _| {
                saved.path == "-villa-among-vines" && saved.pictures_path == "-home" && saved.shown
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        let moves = Arc::new(Mutex::new(Vec::new()));
        let mut images = MockImageStore::new();
        images.expect_list().returning(|_| {
            Ok(pictures::editing::test_support::listed(&[
                "properties/123-home/listing-home.jpg".to_owned(),
            ]))
        });
        let log = moves.clone();
        images.expect_copy().returning(move |from, to| {
            log.lock().unwrap().push(format!("{from} -> {to}"));
            Ok(())
        });
        let log = moves.clone();
        images.expect_delete().returning(move |key| {
            log.lock().unwrap().push(format!("{key} gone"));
            Ok(())
        });
        let mut events = MockContentEvents::new();
        events.expect_publish().returning(|_| ());
        let mut alerts = MockAlertRepository::new();
        alerts.expect_confirmed().returning(|| Ok(Vec::new()));
        let mut titled = input("visible");
        titled.title = Some("Villa among vines".into());
        titled.path = Some("-home".into());

        let saved = update_property(
            &repo,
            &images,
            &events,
            &alerts,
            titled,
            "consultant@example.com",
        )
        .await
        .unwrap();

        assert_eq!(saved.path, "-villa-among-vines");
        assert_eq!(
            *moves.lock().unwrap(),
            [
                "properties/123-home/listing-home.jpg -> properties/123-villa-among-vines/listing-home.jpg",
                "properties/123-home/listing-home.jpg gone",
            ]
        );
    }

    #[tokio::test]
    async fn a_listing_shown_before_keeps_its_address_whatever_its_title() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref().returning(|_| {
            let mut draft = property("123", Visibility::Hidden);
            draft.path = domain::property::draft::DRAFT_PATH.into();
            draft.shown = true;
            Ok(Some(draft))
        });
        repo.expect_update()
            .withf(|saved, _, _| saved.path == "-home")
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut events = MockContentEvents::new();
        events.expect_publish().returning(|_| ());
        let mut alerts = MockAlertRepository::new();
        alerts.expect_confirmed().returning(|| Ok(Vec::new()));
        let mut titled = input("hidden");
        titled.title = Some("Villa among vines".into());
        update_property(
            &repo,
            &no_pictures(),
            &events,
            &alerts,
            titled,
            "consultant@example.com",
        )
        .await
        .unwrap();
    }
}
