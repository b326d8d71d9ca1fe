//! POST /images/cover: one of the gallery photos becomes the property's cover, the listing
//! picture the cards, the portal feed and the shared links show.

use super::cover_record::{cover_after, cover_at, record_cover};
use super::reorder::{apply_renumbering, GalleryChanged, ReorderPhotosError};
use super::upload::render_and_store;
use super::{property_at, PublishedImage, UploadPictureError};
use crate::ports::{ImageProcessor, ImageStore, ImageStoreError};
use crate::ImagePathError;
use crate::{move_to_front, PictureAddress, PictureSize, PropertyImageKeys};
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{ContentChange, ContentEvents, PhotoCaptions, PropertyRepository};

#[derive(Debug, thiserror::Error)]
pub enum CoverPhotoError {
    #[error(transparent)]
    Path(#[from] ImagePathError),
    #[error("property not found")]
    PropertyNotFound,
    #[error("Photo not found")]
    PhotoNotFound,
    /// A photo of the gallery was deleted while the cover moved to its front.
    #[error(transparent)]
    Changed(#[from] GalleryChanged),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<UploadPictureError> for CoverPhotoError {
    /// The photo was accepted when it was uploaded: the processor refusing it now, or any
    /// other failure of rendering it again, is the server's.
    fn from(error: UploadPictureError) -> Self {
        match error {
            UploadPictureError::Path(error) => Self::Path(error),
            UploadPictureError::PropertyNotFound => Self::PropertyNotFound,
            UploadPictureError::Unexpected(error) => Self::Unexpected(error),
            other => Self::Unexpected(anyhow::Error::new(other).context("rendering the cover")),
        }
    }
}

/// Makes the listing and small pictures from the gallery photo at `key` and moves that photo
/// to the front of its gallery, and records it as the cover (under its new number), so the
/// editor marks it. Answers the listing files written, with the property's new pictures
/// version.
pub async fn make_cover(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    processor: &dyn ImageProcessor,
    captions: &dyn PhotoCaptions,
    events: &dyn ContentEvents,
    key: &str,
    now: DateTime<Utc>,
) -> Result<Vec<PublishedImage>, CoverPhotoError> {
    let address = PictureAddress::parse(key)?;
    let property = property_at(properties, &address)
        .await?
        .ok_or(CoverPhotoError::PropertyNotFound)?;
    address.check_owner(&property)?;
    let photo = address.gallery_photo(&property)?;
    let original = match images.get(&photo).await {
        Ok(original) => original,
        Err(ImageStoreError::NotFound) => return Err(CoverPhotoError::PhotoNotFound),
        Err(error) => {
            return Err(anyhow::Error::new(error)
                .context(format!("reading {photo}"))
                .into())
        }
    };
    let keys = PropertyImageKeys::of(&property);
    let plan = vec![
        (PictureSize::Listing, keys.listing()),
        (PictureSize::ListingSmall, keys.small()),
    ];
    let mut published = render_and_store(images, processor, original.bytes, plan).await?;

    let folder = &photo[..=photo.rfind('/').context("a photo key has a folder")?];
    let listed = images
        .list(folder)
        .await
        .with_context(|| format!("listing {folder}"))?;
    let existing: Vec<&str> = listed.iter().map(|image| image.key.as_str()).collect();
    let renumbering = move_to_front(folder, &existing, &photo)
        // The photo was read a moment ago: gone now, a deletion raced this.
        .map_err(|_| GalleryChanged)?;
    apply_renumbering(images, &renumbering)
        .await
        .map_err(|error| match error {
            ReorderPhotosError::Changed(changed) => CoverPhotoError::Changed(changed),
            other => CoverPhotoError::Unexpected(anyhow::Error::new(other)),
        })?;
    crate::captions::follow_renumbering(
        captions,
        &property.reference,
        &keys.galleries_folder(),
        &renumbering,
    )
    .await?;

    if !super::record_listing(properties, &property.reference, true).await? {
        return Err(CoverPhotoError::PropertyNotFound);
    }
    let galleries = keys.galleries_folder();
    let chosen = cover_at(&galleries, &photo).ok_or(ImagePathError::NotValid)?;
    let cover = cover_after(&chosen, &galleries, &renumbering).unwrap_or(chosen);
    if !record_cover(properties, &property.reference, Some(cover)).await? {
        return Err(CoverPhotoError::PropertyNotFound);
    }
    let version = super::move_pictures_version(properties, &property.reference, now)
        .await?
        .ok_or(CoverPhotoError::PropertyNotFound)?;
    published
        .iter_mut()
        .for_each(|image| image.version = version.clone());
    events
        .publish(&[ContentChange::Property(property.reference.clone())])
        .await;
    Ok(published)
}
