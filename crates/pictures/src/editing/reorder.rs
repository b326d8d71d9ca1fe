//! POST /images/order: a gallery's photos in the order the consultant dragged them into.

use super::cover_record::follow_cover;
use super::property_at;
use crate::ports::{ImageStore, ImageStoreError};
use crate::{
    renumber_gallery, GalleryOrderError, ImagePathError, PictureAddress, PropertyImageKeys,
    Renumbering, UploadTarget,
};
use anyhow::Context;
use domain::ports::{ContentChange, ContentEvents, PhotoCaptions, PropertyRepository};

#[derive(Debug, thiserror::Error)]
pub enum ReorderPhotosError {
    #[error(transparent)]
    Path(#[from] ImagePathError),
    #[error(transparent)]
    Order(#[from] GalleryOrderError),
    #[error("property not found")]
    PropertyNotFound,
    /// A photo went (deleted by another request) while the gallery was being renumbered.
    #[error(transparent)]
    Changed(#[from] GalleryChanged),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A photo being renumbered was deleted meanwhile: the copies made are undone, and the
/// gallery is as it was, less the deleted photo.
#[derive(Debug, thiserror::Error)]
#[error("The gallery changed while it was being reordered; reload it and try again")]
pub struct GalleryChanged;

/// Shows the photos of the gallery at `gallery` (`properties/{ref}{path}/gallery/{name}/`)
/// in `order` (each photo's key, every photo once) by renumbering them, and answers the keys
/// written (none when the order was the current one).
pub async fn reorder_gallery(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    captions: &dyn PhotoCaptions,
    events: &dyn ContentEvents,
    gallery: &str,
    order: &[String],
) -> Result<Vec<String>, ReorderPhotosError> {
    let address = PictureAddress::parse(gallery)?;
    let property = property_at(properties, &address)
        .await?
        .ok_or(ReorderPhotosError::PropertyNotFound)?;
    address.check_owner(&property)?;
    let UploadTarget::Gallery(name) = address.upload_target(&property)? else {
        return Err(ImagePathError::NotValid.into());
    };
    let folder = PropertyImageKeys::of(&property).gallery_folder(&name);
    let listed = images
        .list(&folder)
        .await
        .with_context(|| format!("listing {folder}"))?;
    let existing: Vec<&str> = listed.iter().map(|image| image.key.as_str()).collect();
    let order: Vec<&str> = order.iter().map(String::as_str).collect();
    let renumbering = renumber_gallery(&folder, &existing, &order)?;
    apply_renumbering(images, &renumbering).await?;
    let galleries = PropertyImageKeys::of(&property).galleries_folder();
    crate::captions::follow_renumbering(captions, &property.reference, &galleries, &renumbering)
        .await?;
    let cover = property.cover_photo.as_ref();
    if !follow_cover(
        properties,
        &property.reference,
        cover,
        &galleries,
        &renumbering,
    )
    .await?
    {
        return Err(ReorderPhotosError::PropertyNotFound);
    }
    events
        .publish(&[ContentChange::Property(property.reference.clone())])
        .await;
    Ok(renumbering.copies.into_iter().map(|(_, to)| to).collect())
}

/// Copies every file to its new number, then removes the old ones: until the removals are
/// done a reader sees each photo twice, never once missing. A file deleted meanwhile (a
/// deletion racing the renumbering) undoes the copies made and answers `GalleryChanged`.
pub(super) async fn apply_renumbering(
    images: &dyn ImageStore,
    renumbering: &Renumbering,
) -> Result<(), ReorderPhotosError> {
    for (done, (from, to)) in renumbering.copies.iter().enumerate() {
        match images.copy(from, to).await {
            Ok(()) => {}
            Err(ImageStoreError::NotFound) => {
                for (_, copied) in &renumbering.copies[..done] {
                    images
                        .delete(copied)
                        .await
                        .with_context(|| format!("undoing the copy to {copied}"))?;
                }
                return Err(GalleryChanged.into());
            }
            Err(error) => {
                return Err(anyhow::Error::new(error)
                    .context(format!("copying {from} to {to}"))
                    .into())
            }
        }
    }
    for key in &renumbering.removals {
        images
            .delete(key)
            .await
            .with_context(|| format!("deleting {key}"))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editing::test_support::property;
    use crate::editing::test_support::{
        announcing_change_of, announcing_nothing, listed, no_captions, repo_holding,
    };
    use crate::ports::MockImageStore;
    use domain::Visibility;
    use std::sync::{Arc, Mutex};

    const GALLERY: &str = "properties/123-farmhouse-barolo/gallery/Garden/";

    #[tokio::test]
    async fn photos_are_copied_to_new_numbers_before_the_old_files_go() {
        let existing = ["01-barolo.jpg", "01-baroloa.jpg", "02-barolo.jpg"]
            .map(|file| format!("{GALLERY}{file}"))
            .to_vec();
        let calls = Arc::new(Mutex::new(Vec::new()));
        let mut store = MockImageStore::new();
        store
            .expect_list()
            .returning(move |_| Ok(listed(&existing)));
        let log = calls.clone();
        store.expect_copy().returning(move |from, to| {
            log.lock().unwrap().push(format!("copy {from} {to}"));
            Ok(())
        });
        let log = calls.clone();
        store.expect_delete().returning(move |key| {
            log.lock().unwrap().push(format!("delete {key}"));
            Ok(())
        });
        let repo = repo_holding(property("123", Visibility::Hidden));

        let order = [
            format!("{GALLERY}02-barolo.jpg"),
            format!("{GALLERY}01-barolo.jpg"),
        ];
        reorder_gallery(
            &repo,
            &store,
            &no_captions(),
            &announcing_change_of("123"),
            GALLERY,
            &order,
        )
        .await
        .unwrap();

        let calls = calls.lock().unwrap();
        assert_eq!(calls.len(), 6);
        assert_eq!(
            calls[0],
            format!("copy {GALLERY}02-barolo.jpg {GALLERY}03-barolo.jpg")
        );
        assert_eq!(
            calls[1],
            format!("copy {GALLERY}01-barolo.jpg {GALLERY}04-barolo.jpg")
        );
        assert!(calls[3..].iter().all(|call| call.starts_with("delete")));
    }

    #[tokio::test]
    async fn a_path_that_is_no_gallery_is_refused() {
        let store = MockImageStore::new();
        let repo = repo_holding(property("123", Visibility::Hidden));
        let events = announcing_nothing();
        let key = "properties/123-farmhouse-barolo/listing";
        let error = reorder_gallery(&repo, &store, &no_captions(), &events, key, &[])
            .await
            .unwrap_err();
        assert!(matches!(
            error,
            ReorderPhotosError::Path(ImagePathError::NotValid)
        ));
    }

    #[tokio::test]
    async fn a_photo_deleted_while_the_gallery_moves_undoes_the_copies_and_is_a_conflict() {
        // The listing saw three files; a deletion took 01's before its copy.
        let existing = ["02-barolo.jpg", "01-barolo.jpg", "01-baroloa.jpg"]
            .map(|file| format!("{GALLERY}{file}"))
            .to_vec();
        let deleted = Arc::new(Mutex::new(Vec::new()));
        let mut store = MockImageStore::new();
        store
            .expect_list()
            .returning(move |_| Ok(listed(&existing)));
        store.expect_copy().returning(|from, _| {
            if from.contains("01-") {
                Err(ImageStoreError::NotFound)
            } else {
                Ok(())
            }
        });
        let log = deleted.clone();
        store.expect_delete().returning(move |key| {
            log.lock().unwrap().push(key.to_owned());
            Ok(())
        });
        let mut captions = no_captions();
        captions.checkpoint();
        captions.expect_rename().never();
        let repo = repo_holding(property("123", Visibility::Hidden));

        let order = [
            format!("{GALLERY}02-barolo.jpg"),
            format!("{GALLERY}01-barolo.jpg"),
        ];
        let error = reorder_gallery(
            &repo,
            &store,
            &captions,
            &announcing_nothing(),
            GALLERY,
            &order,
        )
        .await
        .unwrap_err();

        assert!(matches!(error, ReorderPhotosError::Changed(_)), "{error:?}");
        // Only the one copy made (02 → 03) is removed; no original is.
        assert_eq!(
            *deleted.lock().unwrap(),
            [format!("{GALLERY}03-barolo.jpg")]
        );
    }
}
