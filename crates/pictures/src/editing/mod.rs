//! Staff uploads and deletions of property pictures (admin and agent; the caller checks the
//! role). Keys are rebuilt from the stored property, never taken from the request as they are.

mod cover;
mod cover_record;
mod delete;
mod reorder;
mod site_upload;
mod upload;

pub use cover::{make_cover, CoverPhotoError};
pub use delete::{delete_property_picture, DeletePictureError};
pub use reorder::{reorder_gallery, GalleryChanged, ReorderPhotosError};
pub use site_upload::{upload_site_picture, SiteOwners};
pub use upload::{upload_property_picture, PublishedImage, UploadPictureError};

use crate::PictureAddress;
use anyhow::Context;
use domain::ports::PropertyRepository;
use domain::Property;

/// The property whose folder `address` names, whatever its visibility, or `None`.
pub(crate) async fn property_at(
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

/// Stores whether the property's listing picture exists; `false` when the property is gone.
async fn record_listing(
    properties: &dyn PropertyRepository,
    reference: &domain::Ref,
    has_listing: bool,
) -> anyhow::Result<bool> {
    match properties.set_has_listing(reference, has_listing).await {
        Ok(()) => Ok(true),
        Err(domain::ports::RepositoryError::NotFound) => Ok(false),
        Err(error) => Err(anyhow::Error::new(error).context("recording the listing picture")),
    }
}

/// Moves the property's pictures version (its listing, small or background picture changed)
/// and answers the `v` their URLs now carry; `None` when the property is gone.
async fn move_pictures_version(
    properties: &dyn PropertyRepository,
    reference: &domain::Ref,
    now: chrono::DateTime<chrono::Utc>,
) -> anyhow::Result<Option<crate::ImageVersion>> {
    match properties.bump_pictures_version(reference, now).await {
        Ok(version) => Ok(Some(version.into())),
        Err(domain::ports::RepositoryError::NotFound) => Ok(None),
        Err(error) => Err(anyhow::Error::new(error).context("moving the pictures version")),
    }
}

/// Mocks and samples for the tests of these use cases and of the crates above (`mocks`).
#[cfg(any(test, feature = "mocks"))]
pub mod test_support {
    use crate::ports::ImageInfo;
    use crate::ImageVersion;
    use domain::ports::{ContentChange, MockContentEvents, MockPropertyRepository};
    use domain::property::fixtures::property_with_paths;
    use domain::{Property, Ref, Visibility};

    /// A stored property at `reference` with its pictures under `…/-barolo`, its banner among
    /// them.
    pub fn property(reference: &str, visibility: Visibility) -> Property {
        Property {
            visibility,
            has_background: true,
            pictures_version: domain::PicturesVersion::from_stored(1_714_554_000_000),
            ..property_with_paths(reference, "-farmhouse-barolo", "-barolo")
        }
    }

    pub fn repo_holding(stored: Property) -> MockPropertyRepository {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(move |_| Ok(Some(stored.clone())));
        repo.expect_set_has_listing().returning(|_, _| Ok(()));
        repo.expect_set_cover_photo().returning(|_, _| Ok(()));
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

    /// A caption store holding no caption: nothing to move or clear.
    pub fn no_captions() -> domain::ports::MockPhotoCaptions {
        let mut captions = domain::ports::MockPhotoCaptions::new();
        captions.expect_of_property().returning(|_| Ok(vec![]));
        captions.expect_rename().returning(|_, _, _| Ok(()));
        captions.expect_set().returning(|_, _, _| Ok(()));
        captions
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
