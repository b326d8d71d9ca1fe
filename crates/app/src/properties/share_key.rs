use anyhow::Context;
use domain::ports::{ContentChange, ContentEvents, PropertyRepository, RepositoryError};
use domain::property::ShareKey;
use domain::Ref;

#[derive(Debug, thiserror::Error)]
pub enum RotateShareKeyError {
    /// No property has this ref, or it is not unlisted (only unlisted listings have a link).
    #[error("No unlisted property has this reference number")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Gives an unlisted listing a new share key (staff, when a link went further than meant):
/// links with the old one answer "not found" from now on, and so do pages drawn for it.
pub async fn rotate_share_key(
    properties: &dyn PropertyRepository,
    events: &dyn ContentEvents,
    reference: &Ref,
) -> Result<ShareKey, RotateShareKeyError> {
    match properties.rotate_share_key(reference).await {
        Ok(key) => {
            events
                .publish(&[ContentChange::Property(reference.clone())])
                .await;
            Ok(key)
        }
        Err(RepositoryError::NotFound) => Err(RotateShareKeyError::NotFound),
        Err(error) => Err(anyhow::Error::new(error))
            .with_context(|| format!("rotating the share key of property {reference}"))?,
    }
}

/// Gives every unlisted listing stored without a share key (from before keys existed, or a
/// restored backup of that time) one, at start; until then only staff see them.
pub async fn give_missing_share_keys(
    properties: &dyn PropertyRepository,
) -> Result<u64, anyhow::Error> {
    properties
        .give_missing_share_keys()
        .await
        .context("giving unlisted properties their share keys")
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{MockContentEvents, MockPropertyRepository};
    use mockall::predicate::eq;

    #[tokio::test]
    async fn a_new_key_drops_the_pages_drawn_for_the_old_one() {
        let reference = Ref::parse("123").unwrap();
        let key = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        let mut repo = MockPropertyRepository::new();
        repo.expect_rotate_share_key()
            .with(eq(reference.clone()))
            .returning(move |_| Ok(key));
        let expected = ContentChange::Property(reference.clone());
        let mut events = MockContentEvents::new();
        events
            .expect_publish()
            .withf(move |changes| changes == [expected.clone()])
            .times(1)
            .returning(|_| ());

        let rotated = rotate_share_key(&repo, &events, &reference).await.unwrap();

        assert_eq!(rotated, key);
    }

    #[tokio::test]
    async fn a_property_that_is_not_unlisted_has_no_key_to_rotate() {
        let mut repo = MockPropertyRepository::new();
        repo.expect_rotate_share_key()
            .returning(|_| Err(RepositoryError::NotFound));
        let events = MockContentEvents::new();

        let result = rotate_share_key(&repo, &events, &Ref::parse("123").unwrap()).await;

        assert!(matches!(result, Err(RotateShareKeyError::NotFound)));
    }
}
