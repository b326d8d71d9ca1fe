//! POST /images: one JPEG in, every size it is published at stored as JPEG plus WebP twin.

use super::cover_record::{cover_at, record_cover};
use super::property_at;
use crate::ports::{ImageProcessingError, ImageProcessor, ImageStore, ImageStoreError};
use crate::{
    banner_keys, next_gallery_number, webp_twin, ImagePathError, ImageRefusal, ImageVersion,
    PictureAddress, PictureSize, PropertyImageKeys, UploadTarget, BANNER_PICTURE_SIZES,
    MAX_UPLOAD_BYTES,
};
use anyhow::{anyhow, Context};
use chrono::{DateTime, Utc};
use domain::ports::{ContentChange, ContentEvents, PropertyRepository};
use domain::Property;

#[derive(Debug, thiserror::Error)]
pub enum UploadPictureError {
    #[error(transparent)]
    Path(#[from] ImagePathError),
    #[error("property not found")]
    PropertyNotFound,
    #[error("town not found")]
    TownNotFound,
    #[error("article not found")]
    ArticleNotFound,
    #[error(transparent)]
    Refused(#[from] ImageRefusal),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A stored file and the `v` its URL carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublishedImage {
    pub key: String,
    pub version: ImageVersion,
}

/// Where each size of the upload goes.
pub(super) type Plan = Vec<(PictureSize, String)>;

/// Stores `upload` at `key` (`properties/{ref}{path}/listing`, `…/background`, or a gallery
/// folder `…/gallery/{name}/`, where the photo is numbered after the highest one there).
/// Refusals (a path outside the property's tree, an unknown property, anything but a
/// complete JPEG within the limits) write nothing. A gallery photo uploaded while the
/// property has no listing picture becomes its cover too, and one uploaded while it has no
/// background picture its page's main picture (the banner): her first photo opens the
/// listing, without a separate upload. Uploads that write the listing or the banner
/// move the property's pictures version, after the files are written: a visitor who sees the new
/// version must find the new bytes behind it.
pub async fn upload_property_picture(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    processor: &dyn ImageProcessor,
    events: &dyn ContentEvents,
    key: &str,
    upload: Vec<u8>,
    now: DateTime<Utc>,
) -> Result<Vec<PublishedImage>, UploadPictureError> {
    let address = PictureAddress::parse(key)?;
    let property = property_at(properties, &address)
        .await?
        .ok_or(UploadPictureError::PropertyNotFound)?;
    address.check_owner(&property)?;
    let target = address.upload_target(&property)?;
    check_size(&upload)?;
    let plan = plan(images, &property, &target).await?;
    let writes_listing = plan.iter().any(|(size, _)| *size == PictureSize::Listing);
    let writes_background = plan
        .iter()
        .any(|(size, _)| *size == PictureSize::Background);
    // The photo the listing picture is made from, when it is a gallery photo.
    let galleries = PropertyImageKeys::of(&property).galleries_folder();
    let cover = plan
        .iter()
        .find(|(size, _)| *size == PictureSize::GalleryLarge)
        .and_then(|(_, key)| cover_at(&galleries, key));
    let mut published = render_and_store(images, processor, upload, plan).await?;

    if writes_background && !super::record_background(properties, &property.reference, true).await?
    {
        return Err(UploadPictureError::PropertyNotFound);
    }
    if writes_listing && !super::record_listing(properties, &property.reference, true).await? {
        return Err(UploadPictureError::PropertyNotFound);
    }
    if writes_listing && !record_cover(properties, &property.reference, cover).await? {
        return Err(UploadPictureError::PropertyNotFound);
    }
    if writes_listing || writes_background {
        let version = super::move_pictures_version(properties, &property.reference, now)
            .await?
            .ok_or(UploadPictureError::PropertyNotFound)?;
        published
            .iter_mut()
            .for_each(|image| image.version = version.clone());
    }
    events
        .publish(&[ContentChange::Property(property.reference.clone())])
        .await;
    Ok(published)
}

async fn plan(
    images: &dyn ImageStore,
    property: &Property,
    target: &UploadTarget,
) -> anyhow::Result<Plan> {
    let keys = PropertyImageKeys::of(property);
    Ok(match target {
        UploadTarget::Listing => {
            vec![
                (PictureSize::Listing, keys.listing()),
                (PictureSize::ListingSmall, keys.small()),
            ]
        }
        UploadTarget::Background => BANNER_PICTURE_SIZES
            .into_iter()
            .zip(banner_keys(&keys.background()))
            .chain([
                (PictureSize::Listing, keys.listing()),
                (PictureSize::ListingSmall, keys.small()),
            ])
            .collect(),
        UploadTarget::Gallery(name) => {
            let folder = keys.gallery_folder(name);
            let existing = images
                .list(&folder)
                .await
                .with_context(|| format!("listing {folder}"))?;
            let number = next_gallery_number(existing.iter().map(|image| image.key.as_str()));
            let picture = keys.gallery_picture(name, number);
            let photo = [
                (PictureSize::GalleryLarge, picture.large),
                (PictureSize::GallerySmall, picture.small),
                (PictureSize::GalleryThumb, picture.thumb),
            ];
            // A property's first photo is its cover until she picks another, so a listing
            // never goes public without its picture.
            let listing = match images.head(&keys.listing()).await {
                Err(ImageStoreError::NotFound) => vec![
                    (PictureSize::Listing, keys.listing()),
                    (PictureSize::ListingSmall, keys.small()),
                ],
                Ok(_) => vec![],
                Err(error) => {
                    return Err(anyhow::Error::new(error).context("looking for the listing picture"))
                }
            };
            // Her first photo is the page's main picture too, until she uploads another.
            let banner = if property.has_background {
                vec![]
            } else {
                BANNER_PICTURE_SIZES
                    .into_iter()
                    .zip(banner_keys(&keys.background()))
                    .collect()
            };
            photo.into_iter().chain(listing).chain(banner).collect()
        }
    })
}

/// Refuses an upload beyond [`MAX_UPLOAD_BYTES`] before anything is read or written.
pub(super) fn check_size(upload: &[u8]) -> Result<(), UploadPictureError> {
    if upload.len() > MAX_UPLOAD_BYTES {
        return Err(ImageRefusal::TooLarge {
            limit: MAX_UPLOAD_BYTES,
        }
        .into());
    }
    Ok(())
}

/// Renders `upload` at every size of `plan` and stores each with its WebP twin, answering
/// the files written with the versions the store gave them. A file the processor refuses
/// writes nothing.
pub(super) async fn render_and_store(
    images: &dyn ImageStore,
    processor: &dyn ImageProcessor,
    upload: Vec<u8>,
    plan: Plan,
) -> Result<Vec<PublishedImage>, UploadPictureError> {
    let sizes = plan.iter().map(|(size, _)| *size).collect();
    let rendered = processor
        .render(upload, sizes)
        .await
        .map_err(|error| match error {
            ImageProcessingError::Refused(refusal) => UploadPictureError::Refused(refusal),
            other => anyhow::Error::new(other)
                .context("rendering the picture sizes")
                .into(),
        })?;
    if rendered.len() != plan.len() {
        return Err(anyhow!("asked for {} sizes, got {}", plan.len(), rendered.len()).into());
    }

    let mut published = Vec::with_capacity(plan.len() * 2);
    for (picture, (size, jpg_key)) in rendered.into_iter().zip(plan) {
        if picture.size != size {
            return Err(anyhow!("asked for {size:?}, got {:?}", picture.size).into());
        }
        let webp_key = webp_twin(&jpg_key).context("every planned key ends in .jpg")?;
        for (key, bytes) in [(jpg_key, picture.jpeg), (webp_key, picture.webp)] {
            let version = images
                .put(&key, bytes)
                .await
                .with_context(|| format!("storing {key}"))?;
            published.push(PublishedImage { key, version });
        }
    }

    Ok(published)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editing::test_support::property;
    use crate::editing::test_support::{
        announcing_change_of, announcing_nothing, listed, repo_holding,
    };
    use crate::ports::{MockImageProcessor, MockImageStore, RenderedPicture};
    use crate::GalleryNameError;
    use domain::ports::MockPropertyRepository;
    use domain::{PicturesVersion, Ref, Visibility};
    use mockall::predicate::eq;
    use std::sync::{Arc, Mutex};

    // fixture: ref 123, path "-farmhouse-barolo", pictures_path "-barolo"
    const FOLDER: &str = "properties/123-farmhouse-barolo/";

    fn now() -> DateTime<Utc> {
        DateTime::from_timestamp_millis(1_800_000_000_000).unwrap()
    }

    /// Renders whatever sizes it is asked for, each JPEG named after its size.
    fn processor() -> MockImageProcessor {
        let mut processor = MockImageProcessor::new();
        processor.expect_render().returning(|_, sizes| {
            Ok(sizes
                .into_iter()
                .map(|size| RenderedPicture {
                    size,
                    jpeg: format!("{size:?}").into_bytes(),
                    webp: b"webp".to_vec(),
                })
                .collect())
        });
        processor
    }

    /// Every (key, bytes) a store was given.
    type Written = Arc<Mutex<Vec<(String, Vec<u8>)>>>;

    /// A store that records every write and lists `existing` for any folder.
    fn recording_store(existing: Vec<String>) -> (MockImageStore, Written) {
        recording_store_with_listing(existing, true)
    }

    /// A recording store that holds a listing picture or not.
    fn recording_store_with_listing(
        existing: Vec<String>,
        listing: bool,
    ) -> (MockImageStore, Written) {
        let written = Arc::new(Mutex::new(Vec::new()));
        let mut store = MockImageStore::new();
        store.expect_head().returning(move |key| {
            if listing {
                Ok(listed(&[key.to_owned()]).remove(0))
            } else {
                Err(ImageStoreError::NotFound)
            }
        });
        store
            .expect_list()
            .returning(move |_| Ok(listed(&existing)));
        let log = written.clone();
        store.expect_put().returning(move |key, bytes| {
            log.lock().unwrap().push((key.to_owned(), bytes));
            Ok(ImageVersion::parse("etag1").unwrap())
        });
        (store, written)
    }

    fn keys(written: &Mutex<Vec<(String, Vec<u8>)>>) -> Vec<String> {
        written
            .lock()
            .unwrap()
            .iter()
            .map(|(key, _)| key.clone())
            .collect()
    }

    #[tokio::test]
    async fn gallery_numbering_continues_after_the_highest_number() {
        let gallery = format!("{FOLDER}gallery/Garden/");
        let existing = [
            "01-barolo.jpg",
            "01-baroloa.jpg",
            "07-barolo.jpg",
            "07-barolo.webp",
        ]
        .map(|file| format!("{gallery}{file}"))
        .to_vec();
        let (store, written) = recording_store(existing);
        let repo = repo_holding(property("123", Visibility::Visible));

        let published = upload_property_picture(
            &repo,
            &store,
            &processor(),
            &announcing_change_of("123"),
            &gallery,
            vec![1],
            now(),
        )
        .await
        .unwrap();

        assert_eq!(
            keys(&written),
            [
                "08-barolo.jpg",
                "08-barolo.webp",
                "08-baroloa.jpg",
                "08-baroloa.webp",
                "08-baroloa-330w.jpg",
                "08-baroloa-330w.webp"
            ]
            .map(|file| format!("{gallery}{file}"))
        );
        assert_eq!(written.lock().unwrap()[0].1, b"GalleryLarge");
        assert_eq!(written.lock().unwrap()[2].1, b"GallerySmall");
        assert_eq!(written.lock().unwrap()[4].1, b"GalleryThumb");
        // Gallery photos are versioned by the store; the property's version stays.
        assert!(published
            .iter()
            .all(|image| image.version.as_str() == "etag1"));
    }

    #[tokio::test]
    async fn the_first_photo_of_a_property_without_a_listing_picture_becomes_its_cover() {
        let gallery = format!("{FOLDER}gallery/New Gallery/");
        let (store, written) = recording_store_with_listing(vec![], false);
        let mut repo = repo_holding(property("123", Visibility::Hidden));
        repo.expect_bump_pictures_version()
            .times(1)
            .returning(|_, _| Ok(PicturesVersion::from_stored(7)));

        let published = upload_property_picture(
            &repo,
            &store,
            &processor(),
            &announcing_change_of("123"),
            &gallery,
            vec![1],
            now(),
        )
        .await
        .unwrap();

        let written = keys(&written);
        assert_eq!(written[0], format!("{gallery}01-barolo.jpg"));
        assert!(written.contains(&format!("{FOLDER}listing-barolo.jpg")));
        assert!(written.contains(&format!("{FOLDER}small-barolo.jpg")));
        assert!(published.iter().all(|image| image.version.as_str() == "7"));
    }

    #[tokio::test]
    async fn the_first_photo_of_a_property_without_a_banner_becomes_its_page_s_main_picture() {
        let gallery = format!("{FOLDER}gallery/New Gallery/");
        let (store, written) = recording_store_with_listing(vec![], false);
        let mut repo = repo_holding(Property {
            has_background: false,
            ..property("123", Visibility::Hidden)
        });
        repo.expect_set_has_background()
            .with(eq(Ref::parse("123").unwrap()), eq(true))
            .times(1)
            .returning(|_, _| Ok(()));
        repo.expect_bump_pictures_version()
            .times(1)
            .returning(|_, _| Ok(PicturesVersion::from_stored(7)));

        upload_property_picture(
            &repo,
            &store,
            &processor(),
            &announcing_change_of("123"),
            &gallery,
            vec![1],
            now(),
        )
        .await
        .unwrap();

        let written = written.lock().unwrap();
        let banner = written
            .iter()
            .find(|(key, _)| *key == format!("{FOLDER}background-barolo.jpg"))
            .expect("the banner is written");
        assert_eq!(banner.1, b"Background");
        for narrower in ["background-barolo-900w.webp", "background-barolo-600w.jpg"] {
            assert!(
                written
                    .iter()
                    .any(|(key, _)| *key == format!("{FOLDER}{narrower}")),
                "{narrower}"
            );
        }
    }

    #[tokio::test]
    async fn a_background_upload_writes_background_listing_and_small_then_moves_the_version() {
        let (store, written) = recording_store(vec![]);
        let mut repo = repo_holding(property("123", Visibility::Hidden));
        repo.expect_bump_pictures_version()
            .withf(|reference, at| reference.as_str() == "123" && *at == now())
            .times(1)
            .returning(|_, _| Ok(PicturesVersion::from_stored(42)));
        repo.expect_set_has_background()
            .withf(|reference, has| reference.as_str() == "123" && *has)
            .times(1)
            .returning(|_, _| Ok(()));

        let published = upload_property_picture(
            &repo,
            &store,
            &processor(),
            &announcing_change_of("123"),
            &format!("{FOLDER}background-barolo.jpg"),
            vec![1],
            now(),
        )
        .await
        .unwrap();

        let expected = [
            "background-barolo.jpg",
            "background-barolo.webp",
            "background-barolo-900w.jpg",
            "background-barolo-900w.webp",
            "background-barolo-600w.jpg",
            "background-barolo-600w.webp",
            "listing-barolo.jpg",
            "listing-barolo.webp",
            "small-barolo.jpg",
            "small-barolo.webp",
        ]
        .map(|file| format!("{FOLDER}{file}"));
        assert_eq!(keys(&written), expected);
        assert_eq!(written.lock().unwrap()[6].1, b"Listing");
        assert!(published.iter().all(|image| image.version.as_str() == "42"));
    }

    /// Neither store writes nor processing nor a version change are expected: any call to
    /// them fails the test (mockall panics on a call without an expectation).
    async fn refused(
        repo: MockPropertyRepository,
        key: &str,
        upload: Vec<u8>,
    ) -> UploadPictureError {
        let mut store = MockImageStore::new();
        store.expect_list().never();
        store.expect_put().never();
        let mut processor = MockImageProcessor::new();
        processor.expect_render().never();
        upload_property_picture(
            &repo,
            &store,
            &processor,
            &announcing_nothing(),
            key,
            upload,
            now(),
        )
        .await
        .unwrap_err()
    }

    #[tokio::test]
    async fn refusals_before_processing_write_nothing() {
        let holding = || repo_holding(property("123", Visibility::Visible));
        type Check = fn(&UploadPictureError) -> bool;
        let cases: Vec<(String, Check)> = vec![
            ("towns/barolo".into(), |e| {
                matches!(e, UploadPictureError::Path(ImagePathError::NotValid))
            }),
            (format!("{FOLDER}gallery/../../etc/"), |e| {
                matches!(e, UploadPictureError::Path(ImagePathError::NotValid))
            }),
            ("properties/123-other/listing".into(), |e| {
                matches!(e, UploadPictureError::Path(ImagePathError::OtherProperty))
            }),
            (format!("{FOLDER}gallery/Living & dining/"), |e| {
                matches!(
                    e,
                    UploadPictureError::Path(ImagePathError::GalleryName(GalleryNameError))
                )
            }),
        ];
        for (key, expected) in cases {
            let error = refused(holding(), &key, vec![0xFF, 0xD8]).await;
            assert!(expected(&error), "{key}: {error:?}");
        }

        let oversize = vec![0; MAX_UPLOAD_BYTES + 1];
        let error = refused(holding(), &format!("{FOLDER}listing"), oversize).await;
        assert!(matches!(
            error,
            UploadPictureError::Refused(ImageRefusal::TooLarge { .. })
        ));

        let mut unknown = MockPropertyRepository::new();
        unknown.expect_find_by_ref().returning(|_| Ok(None));
        let error = refused(unknown, &format!("{FOLDER}listing"), vec![1]).await;
        assert!(matches!(error, UploadPictureError::PropertyNotFound));
    }

    #[tokio::test]
    async fn a_file_the_processor_refuses_writes_nothing_and_keeps_the_version() {
        let mut repo = repo_holding(property("123", Visibility::Visible));
        repo.expect_bump_pictures_version().never();
        let mut store = MockImageStore::new();
        store.expect_put().never();
        let mut processor = MockImageProcessor::new();
        processor
            .expect_render()
            .with(
                eq(b"PNG".to_vec()),
                eq(vec![PictureSize::Listing, PictureSize::ListingSmall]),
            )
            .returning(|_, _| Err(ImageRefusal::NotAJpeg.into()));

        let error = upload_property_picture(
            &repo,
            &store,
            &processor,
            &announcing_nothing(),
            &format!("{FOLDER}listing"),
            b"PNG".to_vec(),
            now(),
        )
        .await
        .unwrap_err();

        assert!(matches!(
            error,
            UploadPictureError::Refused(ImageRefusal::NotAJpeg)
        ));
    }
}
