//! Staff uploads and deletions of property pictures (admin and agent; the caller checks the
//! role). Keys are rebuilt from the stored property, never taken from the request as they are.

mod delete;
mod upload;

pub use delete::{delete_property_picture, DeletePictureError};
pub use upload::{upload_property_picture, PublishedImage, UploadPictureError};

use anyhow::Context;
use domain::images::PictureAddress;
use domain::ports::PropertyRepository;
use domain::Property;

/// The property whose folder `address` names, whatever its visibility, or `None`.
async fn property_at(
    properties: &dyn PropertyRepository,
    address: &PictureAddress<'_>,
) -> anyhow::Result<Option<Property>> {
    let reference = &address.reference;
    properties
        .find_by_ref(reference)
        .await
        .with_context(|| format!("loading property {reference} for its pictures"))
}

/// Stores whether the property's background picture exists; `false` when the property is gone.
async fn record_background(
    properties: &dyn PropertyRepository,
    reference: &domain::Ref,
    has_background: bool,
) -> anyhow::Result<bool> {
    match properties
        .set_has_background(reference, has_background)
        .await
    {
        Ok(()) => Ok(true),
        Err(domain::ports::RepositoryError::NotFound) => Ok(false),
        Err(error) => Err(anyhow::Error::new(error).context("recording the background picture")),
    }
}

#[cfg(test)]
pub(crate) mod test_support {
    use domain::images::ImageVersion;
    use domain::ports::{ContentChange, ImageInfo, MockContentEvents, MockPropertyRepository};
    use domain::{Property, Ref};

    pub fn repo_holding(stored: Property) -> MockPropertyRepository {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(move |_| Ok(Some(stored.clone())));
        repo
    }

    /// Expects exactly one announcement: property `reference` changed.
    pub fn announcing_change_of(reference: &str) -> MockContentEvents {
        let expected = ContentChange::Property(Ref::parse(reference).unwrap());
        let mut events = MockContentEvents::new();
        events
            .expect_publish()
            .withf(move |changes| changes == [expected.clone()])
            .times(1)
            .returning(|_| ());
        events
    }

    /// Fails the test if anything is announced.
    pub fn announcing_nothing() -> MockContentEvents {
        let mut events = MockContentEvents::new();
        events.expect_publish().never();
        events
    }

    pub fn listed(keys: &[String]) -> Vec<ImageInfo> {
        keys.iter()
            .map(|key| ImageInfo {
                key: key.clone(),
                version: ImageVersion::parse("e1").unwrap(),
                last_modified: chrono::DateTime::UNIX_EPOCH,
            })
            .collect()
    }
}
