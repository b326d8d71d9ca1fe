use super::public_lookup::{find_property_for, Audience};
use anyhow::Context;
use domain::images::PropertyImageKeys;
use domain::ports::{ImageStore, ImageStoreError, PropertyRepository, TownRepository};
use domain::{Property, Ref, Town};

/// A property page's data: the property, its town when it names one that exists, and
/// whether its background picture is stored (many properties have none, and the page then
/// shows a title banner instead: spec §2).
#[derive(Debug, Clone, PartialEq)]
pub struct PublicProperty {
    pub property: Property,
    pub town: Option<Town>,
    pub has_background: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum GetPropertyError {
    /// No property has this ref, or it is hidden.
    #[error("property not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The property a visitor opens by its ref: visible and unlisted ones are served, hidden
/// ones are not found. A town id pointing nowhere yields no town rather than an error.
pub async fn get_public_property(
    properties: &dyn PropertyRepository,
    towns: &dyn TownRepository,
    images: &dyn ImageStore,
    reference: &Ref,
) -> Result<PublicProperty, GetPropertyError> {
    get_property(properties, towns, images, reference, Audience::Public).await
}

/// The property as `audience` sees it (staff also get hidden ones).
pub async fn get_property(
    properties: &dyn PropertyRepository,
    towns: &dyn TownRepository,
    images: &dyn ImageStore,
    reference: &Ref,
    audience: Audience,
) -> Result<PublicProperty, GetPropertyError> {
    let property = find_property_for(properties, reference, audience)
        .await
        .with_context(|| format!("loading property {reference}"))?
        .ok_or(GetPropertyError::NotFound)?;
    let town = match property.town_id {
        Some(id) => towns
            .find(id)
            .await
            .with_context(|| format!("loading town {id}"))?,
        None => None,
    };
    let has_background = background_stored(images, &property).await;
    Ok(PublicProperty {
        property,
        town,
        has_background,
    })
}

/// Whether the property's background picture is stored. A store failure is logged and read
/// as "no background": the page then shows its title banner rather than failing.
async fn background_stored(images: &dyn ImageStore, property: &Property) -> bool {
    let key = PropertyImageKeys::of(property).background();
    match images.head(&key).await {
        Ok(_) => true,
        Err(ImageStoreError::NotFound) => false,
        Err(error) => {
            tracing::warn!(%key, %error, "could not tell whether a background picture is stored");
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::images::test_support::listed;
    use crate::properties::fixtures::property;
    use domain::ports::{ImageInfo, MockImageStore, MockPropertyRepository, MockTownRepository};
    use domain::{TownId, Visibility};
    use mockall::predicate::eq;

    const BACKGROUND: &str = "properties/123-farmhouse-barolo/background-barolo.jpg";

    /// A store that answers `head` for the background of `stored` with `answer`.
    fn store_answering(
        stored: &Property,
        answer: fn() -> Result<ImageInfo, ImageStoreError>,
    ) -> MockImageStore {
        let mut images = MockImageStore::new();
        images
            .expect_head()
            .with(eq(PropertyImageKeys::of(stored).background()))
            .times(1)
            .returning(move |_| answer());
        images
    }

    fn stored_background() -> Result<ImageInfo, ImageStoreError> {
        Ok(listed(&["any".to_owned()]).remove(0))
    }

    fn no_background() -> Result<ImageInfo, ImageStoreError> {
        Err(ImageStoreError::NotFound)
    }

    fn repo_holding(stored: Property) -> MockPropertyRepository {
        let mut repo = MockPropertyRepository::new();
        let reference = stored.reference.clone();
        repo.expect_find_by_ref()
            .with(eq(reference))
            .returning(move |_| Ok(Some(stored.clone())));
        repo
    }

    fn barolo() -> Town {
        Town {
            id: TownId(7),
            name: "Barolo".into(),
            name2: "Langhe".into(),
            facts: "Altitude:301 m".into(),
            short_description: "Wine village".into(),
            text: "<p>Home of Barolo.</p>".into(),
            path: "barolo".into(),
        }
    }

    #[tokio::test]
    async fn a_visible_property_is_served_with_its_town() {
        let stored = property("123", Visibility::Visible);
        let properties = repo_holding(stored.clone());
        let mut towns = MockTownRepository::new();
        towns
            .expect_find()
            .with(eq(TownId(7)))
            .returning(|_| Ok(Some(barolo())));

        let images = store_answering(&stored, stored_background);

        let found = get_public_property(&properties, &towns, &images, &stored.reference)
            .await
            .unwrap();

        assert_eq!(
            found,
            PublicProperty {
                property: stored,
                town: Some(barolo()),
                has_background: true
            }
        );
    }

    #[tokio::test]
    async fn an_unlisted_property_is_served_to_whoever_has_the_link() {
        let mut stored = property("124", Visibility::Unlisted);
        stored.town_id = None;
        let properties = repo_holding(stored.clone());
        let towns = MockTownRepository::new();
        let images = store_answering(&stored, no_background);

        let found = get_public_property(&properties, &towns, &images, &stored.reference)
            .await
            .unwrap();

        assert_eq!(found.property.visibility, Visibility::Unlisted);
        assert_eq!(found.town, None);
    }

    #[tokio::test]
    async fn a_hidden_property_is_not_found() {
        let stored = property("125", Visibility::Hidden);
        let properties = repo_holding(stored.clone());
        let towns = MockTownRepository::new();
        let images = MockImageStore::new();

        let result = get_public_property(&properties, &towns, &images, &stored.reference).await;

        assert!(matches!(result, Err(GetPropertyError::NotFound)));
    }

    #[tokio::test]
    async fn an_unknown_ref_is_not_found() {
        let mut properties = MockPropertyRepository::new();
        properties.expect_find_by_ref().returning(|_| Ok(None));
        let towns = MockTownRepository::new();
        let images = MockImageStore::new();

        let result =
            get_public_property(&properties, &towns, &images, &Ref::parse("999").unwrap()).await;

        assert!(matches!(result, Err(GetPropertyError::NotFound)));
    }

    #[tokio::test]
    async fn a_dangling_town_id_gives_no_town() {
        let stored = property("126", Visibility::Visible);
        let properties = repo_holding(stored.clone());
        let mut towns = MockTownRepository::new();
        towns.expect_find().returning(|_| Ok(None));
        let images = store_answering(&stored, stored_background);

        let found = get_public_property(&properties, &towns, &images, &stored.reference)
            .await
            .unwrap();

        assert_eq!(found.town, None);
    }

    #[tokio::test]
    async fn a_property_without_a_stored_background_says_so() {
        let stored = property("123", Visibility::Visible);
        assert_eq!(PropertyImageKeys::of(&stored).background(), BACKGROUND);
        let properties = repo_holding(stored.clone());
        let mut towns = MockTownRepository::new();
        towns.expect_find().returning(|_| Ok(Some(barolo())));
        let images = store_answering(&stored, no_background);

        let found = get_public_property(&properties, &towns, &images, &stored.reference)
            .await
            .unwrap();

        assert!(!found.has_background);
    }

    #[tokio::test]
    async fn a_failing_image_store_reads_as_no_background_rather_than_an_error() {
        let stored = property("123", Visibility::Visible);
        let properties = repo_holding(stored.clone());
        let mut towns = MockTownRepository::new();
        towns.expect_find().returning(|_| Ok(Some(barolo())));
        let images = store_answering(&stored, || {
            Err(ImageStoreError::Unexpected("bucket unreachable".into()))
        });

        let found = get_public_property(&properties, &towns, &images, &stored.reference)
            .await
            .unwrap();

        assert!(!found.has_background);
        assert_eq!(found.property, stored);
    }
}
