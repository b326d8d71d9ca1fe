//! POST /images/delete: a property picture with the versions made with it.

use super::cover_record::{cover_at, record_cover};
use super::property_at;
use crate::ports::ImageStore;
use crate::{ImagePathError, PictureAddress, PropertyImageKeys};
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{ContentChange, ContentEvents, PhotoCaptions, PropertyRepository};

#[derive(Debug, thiserror::Error)]
pub enum DeletePictureError {
    #[error(transparent)]
    Path(#[from] ImagePathError),
    #[error("property not found")]
    PropertyNotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Deletes the picture at `key` (one of the property's own: listing, small, background or a
/// gallery photo) with the versions made with it and their WebP twins, and answers the keys
/// deleted. Removing the listing, small or background picture moves the property's pictures
/// version, so no browser keeps showing it from its cache.
pub async fn delete_property_picture(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    captions: &dyn PhotoCaptions,
    events: &dyn ContentEvents,
    key: &str,
    now: DateTime<Utc>,
) -> Result<Vec<String>, DeletePictureError> {
    let address = PictureAddress::parse(key)?;
    let property = property_at(properties, &address)
        .await?
        .ok_or(DeletePictureError::PropertyNotFound)?;
    address.check_owner(&property)?;
    let deletion = address.deletion(&property)?;
    for key in &deletion.keys {
        images
            .delete(key)
            .await
            .with_context(|| format!("deleting {key}"))?;
    }
    let galleries = PropertyImageKeys::of(&property).galleries_folder();
    if let Some(photo) = deletion.keys.first() {
        crate::captions::forget_caption(captions, &property.reference, &galleries, photo).await?;
    }
    if deletion.removes_background
        && !super::record_background(properties, &property.reference, false).await?
    {
        return Err(DeletePictureError::PropertyNotFound);
    }
    if deletion.removes_listing
        && !super::record_listing(properties, &property.reference, false).await?
    {
        return Err(DeletePictureError::PropertyNotFound);
    }
    // The listing picture went, or the photo it was made from: no photo is the cover now.
    let deleted_photo = deletion
        .keys
        .first()
        .and_then(|key| cover_at(&galleries, key));
    let cover_gone = property.cover_photo.is_some()
        && (deletion.removes_listing || deleted_photo == property.cover_photo);
    if cover_gone && !record_cover(properties, &property.reference, None).await? {
        return Err(DeletePictureError::PropertyNotFound);
    }
    if deletion.changes_property_pictures
        && super::move_pictures_version(properties, &property.reference, now)
            .await?
            .is_none()
    {
        return Err(DeletePictureError::PropertyNotFound);
    }
    events
        .publish(&[ContentChange::Property(property.reference.clone())])
        .await;
    Ok(deletion.keys)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editing::test_support::property;
    use crate::editing::test_support::{
        announcing_change_of, announcing_nothing, no_captions, repo_holding,
    };
    use crate::ports::MockImageStore;
    use domain::{PicturesVersion, Visibility};
    use std::sync::{Arc, Mutex};

    const FOLDER: &str = "properties/123-farmhouse-barolo/";

    fn now() -> DateTime<Utc> {
        DateTime::from_timestamp_millis(1_800_000_000_000).unwrap()
    }

    fn recording_store() -> (MockImageStore, Arc<Mutex<Vec<String>>>) {
        let deleted = Arc::new(Mutex::new(Vec::new()));
        let log = deleted.clone();
        let mut store = MockImageStore::new();
        store.expect_delete().returning(move |key| {
            log.lock().unwrap().push(key.to_owned());
            Ok(())
        });
        (store, deleted)
    }

    #[tokio::test]
    async fn deleting_the_background_removes_every_width_and_twin_and_moves_the_version() {
        let (store, deleted) = recording_store();
        let mut repo = repo_holding(property("123", Visibility::Visible));
        repo.expect_bump_pictures_version()
            .times(1)
            .returning(|_, _| Ok(PicturesVersion::from_stored(9)));
        repo.expect_set_has_background()
            .withf(|reference, has| reference.as_str() == "123" && !*has)
            .times(1)
            .returning(|_, _| Ok(()));

        let key = format!("{FOLDER}background-barolo.jpg");
        delete_property_picture(
            &repo,
            &store,
            &no_captions(),
            &announcing_change_of("123"),
            &key,
            now(),
        )
        .await
        .unwrap();

        let expected = [
            "background-barolo.jpg",
            "background-barolo-900w.jpg",
            "background-barolo-600w.jpg",
            "background-barolo.webp",
            "background-barolo-900w.webp",
            "background-barolo-600w.webp",
        ]
        .map(|file| format!("{FOLDER}{file}"));
        assert_eq!(*deleted.lock().unwrap(), expected);
    }

    #[tokio::test]
    async fn deleting_a_gallery_photo_keeps_the_property_version() {
        let (store, deleted) = recording_store();
        let mut repo = repo_holding(property("123", Visibility::Visible));
        repo.expect_bump_pictures_version().never();

        let key = format!("{FOLDER}gallery/Garden/02-barolo.jpg");
        delete_property_picture(
            &repo,
            &store,
            &no_captions(),
            &announcing_change_of("123"),
            &key,
            now(),
        )
        .await
        .unwrap();

        // Large, small, the thumbnails of either (JPEG and WebP each).
        assert_eq!(deleted.lock().unwrap().len(), 8);
    }

    #[tokio::test]
    async fn a_key_that_is_not_one_of_the_propertys_pictures_deletes_nothing() {
        for key in [
            format!("{FOLDER}gallery/Garden/notes.txt"),
            format!("{FOLDER}../other/listing.jpg"),
            "properties/123-elsewhere/listing-barolo.jpg".to_owned(),
            "towns/barolo.jpg".to_owned(),
        ] {
            let mut store = MockImageStore::new();
            store.expect_delete().never();
            let mut repo = repo_holding(property("123", Visibility::Visible));
            repo.expect_bump_pictures_version().never();

            let error = delete_property_picture(
                &repo,
                &store,
                &no_captions(),
                &announcing_nothing(),
                &key,
                now(),
            )
            .await
            .unwrap_err();

            assert!(
                matches!(error, DeletePictureError::Path(_)),
                "{key}: {error:?}"
            );
        }
    }
}
