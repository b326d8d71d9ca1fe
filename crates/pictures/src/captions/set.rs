//! PUT /images/caption: what a gallery photo shows, in the consultant's words.

use crate::editing::property_at;
use crate::ports::{ImageStore, ImageStoreError};
use crate::{ImagePathError, PictureAddress, PropertyImageKeys};
use domain::photo_caption::{PhotoCaption, PhotoCaptionError};
use domain::ports::{
    ContentChange, ContentEvents, PhotoCaptions, PropertyRepository, RepositoryError,
};

#[derive(Debug, thiserror::Error)]
pub enum SetCaptionError {
    #[error(transparent)]
    Path(#[from] ImagePathError),
    #[error(transparent)]
    Caption(#[from] PhotoCaptionError),
    #[error("property not found")]
    PropertyNotFound,
    #[error("Photo not found")]
    PhotoNotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Sets the caption of the gallery photo at `key` to `text` (trimmed; blank clears it) and
/// answers the caption now stored.
pub async fn set_photo_caption(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    captions: &dyn PhotoCaptions,
    events: &dyn ContentEvents,
    key: &str,
    text: &str,
) -> Result<Option<PhotoCaption>, SetCaptionError> {
    let address = PictureAddress::parse(key)?;
    let property = property_at(properties, &address)
        .await?
        .ok_or(SetCaptionError::PropertyNotFound)?;
    address.check_owner(&property)?;
    let photo_key = address.gallery_photo(&property)?;
    let caption = PhotoCaption::parse(text)?;
    match images.head(&photo_key).await {
        Ok(_) => {}
        Err(ImageStoreError::NotFound) => return Err(SetCaptionError::PhotoNotFound),
        Err(error) => {
            return Err(anyhow::Error::new(error)
                .context(format!("looking for {photo_key}"))
                .into())
        }
    }
    let galleries = PropertyImageKeys::of(&property).galleries_folder();
    let photo = super::photo_at(&galleries, &photo_key).ok_or(ImagePathError::NotValid)?;
    match captions
        .set(&property.reference, &photo, caption.clone())
        .await
    {
        Ok(()) => {}
        // Deleted since it was read.
        Err(RepositoryError::UnknownReference) => return Err(SetCaptionError::PropertyNotFound),
        Err(error) => {
            return Err(anyhow::Error::new(error)
                .context(format!("storing the caption of {photo_key}"))
                .into())
        }
    }
    events
        .publish(&[ContentChange::Property(property.reference.clone())])
        .await;
    Ok(caption)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editing::test_support::property;
    use crate::editing::test_support::{announcing_change_of, announcing_nothing, listed};
    use crate::ports::MockImageStore;
    use domain::ports::{MockPhotoCaptions, MockPropertyRepository};
    use domain::Visibility;

    const PHOTO: &str = "properties/123-farmhouse-barolo/gallery/Garden/02-barolo.jpg";

    fn repo() -> MockPropertyRepository {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(|_| Ok(Some(property("123", Visibility::Visible))));
        repo
    }

    fn store_holding_photo(exists: bool) -> MockImageStore {
        let mut store = MockImageStore::new();
        store.expect_head().returning(move |key| {
            if exists {
                Ok(listed(&[key.to_owned()]).remove(0))
            } else {
                Err(ImageStoreError::NotFound)
            }
        });
        store
    }

    #[tokio::test]
    async fn a_trimmed_caption_is_stored_under_the_photos_gallery_and_file() {
        let mut captions = MockPhotoCaptions::new();
        captions
            .expect_set()
            .withf(|reference, photo, caption| {
                reference.as_str() == "123"
                    && photo.gallery == "Garden"
                    && photo.file == "02-barolo.jpg"
                    && caption.as_ref().map(PhotoCaption::as_str) == Some("The pool")
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        let stored = set_photo_caption(
            &repo(),
            &store_holding_photo(true),
            &captions,
            &announcing_change_of("123"),
            PHOTO,
            "  The pool ",
        )
        .await
        .unwrap();
        assert_eq!(stored.unwrap().as_str(), "The pool");
    }

    #[tokio::test]
    async fn a_missing_photo_or_a_long_caption_stores_nothing() {
        let mut captions = MockPhotoCaptions::new();
        captions.expect_set().never();
        let missing = set_photo_caption(
            &repo(),
            &store_holding_photo(false),
            &captions,
            &announcing_nothing(),
            PHOTO,
            "The pool",
        )
        .await;
        assert!(matches!(missing, Err(SetCaptionError::PhotoNotFound)));
        let long = set_photo_caption(
            &repo(),
            &store_holding_photo(true),
            &captions,
            &announcing_nothing(),
            PHOTO,
            &"a".repeat(201),
        )
        .await;
        assert!(matches!(long, Err(SetCaptionError::Caption(_))));
        let listing = set_photo_caption(
            &repo(),
            &store_holding_photo(true),
            &captions,
            &announcing_nothing(),
            "properties/123-farmhouse-barolo/listing-barolo.jpg",
            "The pool",
        )
        .await;
        assert!(matches!(listing, Err(SetCaptionError::Path(_))));
    }
}
