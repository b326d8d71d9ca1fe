use super::public_lookup::{find_property_for, Audience};
use anyhow::Context;
use domain::ports::{PropertyRepository, TownRepository};
use domain::{Property, Ref, Town};

/// A property page's data: the property, its town when it names one that exists, and
/// whether its background picture is stored (many properties have none, and the page then
/// shows a title banner instead: spec §2), as the picture writes recorded it.
#[derive(Debug, Clone, PartialEq)]
pub struct PublicProperty {
    pub property: Property,
    pub town: Option<Town>,
    pub has_background: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum GetPropertyError {
    /// No property has this ref, or the reader may not see it.
    #[error("property not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The property a visitor without a share key opens by its ref: visible ones are served,
/// unlisted (without their key) and hidden ones are not found. A town id pointing nowhere yields no town rather than an error.
pub async fn get_public_property(
    properties: &dyn PropertyRepository,
    towns: &dyn TownRepository,
    reference: &Ref,
) -> Result<PublicProperty, GetPropertyError> {
    get_property(properties, towns, reference, Audience::Public).await
}

/// The property as `audience` sees it (staff also get hidden ones).
pub async fn get_property(
    properties: &dyn PropertyRepository,
    towns: &dyn TownRepository,
    reference: &Ref,
    audience: Audience,
) -> Result<PublicProperty, GetPropertyError> {
    let property = find_property_for(properties, reference, audience)
        .await
        .with_context(|| format!("loading property {reference}"))?
        .ok_or(GetPropertyError::NotFound)?;
    Ok(with_town(towns, property).await?)
}

/// A found property with its town (none when its town id points nowhere): what its page
/// shows, whoever found it.
pub async fn with_town(
    towns: &dyn TownRepository,
    property: Property,
) -> anyhow::Result<PublicProperty> {
    let town = match property.town_id {
        Some(id) => towns
            .find(id)
            .await
            .with_context(|| format!("loading town {id}"))?,
        None => None,
    };
    let has_background = property.has_background;
    Ok(PublicProperty {
        property,
        town,
        has_background,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::fixtures::property;
    use domain::ports::{MockPropertyRepository, MockTownRepository};
    use domain::{TownId, Visibility};
    use mockall::predicate::eq;

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
            italian: Default::default(),
        }
    }

    #[tokio::test]
    async fn a_visible_property_is_served_with_its_town_and_its_recorded_background() {
        let mut stored = property("123", Visibility::Visible);
        stored.has_background = true;
        let properties = repo_holding(stored.clone());
        let mut towns = MockTownRepository::new();
        towns
            .expect_find()
            .with(eq(TownId(7)))
            .returning(|_| Ok(Some(barolo())));

        let found = get_public_property(&properties, &towns, &stored.reference)
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
        let key = domain::property::ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        let mut stored = property("124", Visibility::Unlisted);
        stored.town_id = None;
        stored.share_key = Some(key);
        let properties = repo_holding(stored.clone());
        let towns = MockTownRepository::new();

        let found = get_property(&properties, &towns, &stored.reference, Audience::Link(key))
            .await
            .unwrap();

        assert_eq!(found.property.visibility, Visibility::Unlisted);
        assert_eq!(found.town, None);
        assert!(!found.has_background);
    }

    #[tokio::test]
    async fn an_unlisted_property_is_not_found_without_its_key() {
        let mut stored = property("124", Visibility::Unlisted);
        stored.share_key =
            Some(domain::property::ShareKey::parse("abcdefghijklmnopqrstuv").unwrap());
        let properties = repo_holding(stored.clone());
        let towns = MockTownRepository::new();

        let result = get_public_property(&properties, &towns, &stored.reference).await;

        assert!(matches!(result, Err(GetPropertyError::NotFound)));
    }

    #[tokio::test]
    async fn a_hidden_property_is_not_found() {
        let stored = property("125", Visibility::Hidden);
        let properties = repo_holding(stored.clone());
        let towns = MockTownRepository::new();

        let result = get_public_property(&properties, &towns, &stored.reference).await;

        assert!(matches!(result, Err(GetPropertyError::NotFound)));
    }

    #[tokio::test]
    async fn an_unknown_ref_is_not_found() {
        let mut properties = MockPropertyRepository::new();
        properties.expect_find_by_ref().returning(|_| Ok(None));
        let towns = MockTownRepository::new();

        let result = get_public_property(&properties, &towns, &Ref::parse("999").unwrap()).await;

        assert!(matches!(result, Err(GetPropertyError::NotFound)));
    }

    #[tokio::test]
    async fn a_dangling_town_id_gives_no_town() {
        let stored = property("126", Visibility::Visible);
        let properties = repo_holding(stored.clone());
        let mut towns = MockTownRepository::new();
        towns.expect_find().returning(|_| Ok(None));

        let found = get_public_property(&properties, &towns, &stored.reference)
            .await
            .unwrap();

        assert_eq!(found.town, None);
    }
}
