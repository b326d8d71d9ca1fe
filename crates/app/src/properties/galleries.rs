use super::public_lookup::{find_property_for, Audience};
use anyhow::Context;
use domain::photo_caption::{CaptionedPhoto, PhotoName};
use domain::ports::{PhotoCaptions, PropertyRepository};
use domain::{Property, Ref, Visibility};
use pictures::ports::{ImageInfo, ImageStore};
use pictures::PropertyImageKeys;

/// What the image store holds for a property's galleries: every picture below `folder`, with
/// the version its URL carries. Turning them into galleries and URLs is presentation
/// (pictures::galleries_from_images).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GalleryKeys {
    pub folder: String,
    pub images: Vec<ImageInfo>,
    /// The property's visibility: a hidden one's pictures need a grant (staff only).
    pub visibility: Visibility,
    /// What the consultant wrote about its photos.
    pub captions: Vec<CaptionedPhoto>,
    /// The photo its listing picture was made from, when one of them (`Property::cover_photo`).
    pub cover: Option<PhotoName>,
}

#[derive(Debug, thiserror::Error)]
pub enum PropertyGalleriesError {
    #[error("property not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The gallery image keys of a property a visitor may see; hidden properties have none.
pub async fn property_gallery_keys(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    captions: &dyn PhotoCaptions,
    reference: &Ref,
) -> Result<GalleryKeys, PropertyGalleriesError> {
    property_gallery_keys_for(properties, images, captions, reference, Audience::Public).await
}

/// The gallery image keys of a property `audience` may see.
pub async fn property_gallery_keys_for(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    captions: &dyn PhotoCaptions,
    reference: &Ref,
    audience: Audience,
) -> Result<GalleryKeys, PropertyGalleriesError> {
    let property = find_property_for(properties, reference, audience)
        .await
        .with_context(|| format!("loading property {reference} for its galleries"))?
        .ok_or(PropertyGalleriesError::NotFound)?;
    Ok(gallery_keys_of(images, captions, &property).await?)
}

/// What the image store holds for a found property's galleries, whoever found it.
pub async fn gallery_keys_of(
    images: &dyn ImageStore,
    captions: &dyn PhotoCaptions,
    property: &Property,
) -> anyhow::Result<GalleryKeys> {
    // `properties/{ref}{path}/gallery/`: each sub-folder is one gallery.
    let folder = PropertyImageKeys::of(property).galleries_folder();
    let reference = &property.reference;
    let (listed, captioned) = tokio::join!(images.list(&folder), captions.of_property(reference));
    let images = listed.with_context(|| format!("listing gallery images under {folder}"))?;
    let captions =
        captioned.with_context(|| format!("reading the captions of property {reference}"))?;
    Ok(GalleryKeys {
        folder,
        images,
        visibility: property.visibility,
        captions,
        cover: property.cover_photo.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::fixtures::property;
    use domain::ports::MockPropertyRepository;
    use domain::{Property, Visibility};
    use mockall::predicate::eq;
    use pictures::editing::test_support::{listed, no_captions};
    use pictures::ports::{ImageStoreError, MockImageStore};

    fn repo_returning(stored: Option<Property>) -> MockPropertyRepository {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(move |_| Ok(stored.clone()));
        repo
    }

    #[tokio::test]
    async fn lists_the_keys_under_the_properties_gallery_folder() {
        // fixture: ref 123, path "-farmhouse-barolo"
        let stored = property("123", Visibility::Visible);
        let folder = "properties/123-farmhouse-barolo/gallery/";
        let listed = listed(&[format!("{folder}Garden/01-barolo.jpg")]);
        let returned = listed.clone();
        let mut store = MockImageStore::new();
        store
            .expect_list()
            .with(eq(folder))
            .times(1)
            .returning(move |_| Ok(returned.clone()));

        let found = property_gallery_keys(
            &repo_returning(Some(stored.clone())),
            &store,
            &no_captions(),
            &stored.reference,
        )
        .await
        .unwrap();

        assert_eq!(
            found,
            GalleryKeys {
                folder: folder.to_owned(),
                images: listed,
                visibility: stored.visibility,
                captions: vec![],
                cover: None,
            }
        );
    }

    #[tokio::test]
    async fn a_hidden_property_shows_no_galleries() {
        let stored = property("123", Visibility::Hidden);
        let store = MockImageStore::new();

        let result = property_gallery_keys(
            &repo_returning(Some(stored.clone())),
            &store,
            &no_captions(),
            &stored.reference,
        )
        .await;

        assert!(matches!(result, Err(PropertyGalleriesError::NotFound)));
    }

    #[tokio::test]
    async fn an_unknown_ref_shows_no_galleries() {
        let store = MockImageStore::new();

        let result = property_gallery_keys(
            &repo_returning(None),
            &store,
            &no_captions(),
            &Ref::parse("404").unwrap(),
        )
        .await;

        assert!(matches!(result, Err(PropertyGalleriesError::NotFound)));
    }

    #[tokio::test]
    async fn a_failing_image_store_is_unexpected() {
        let stored = property("123", Visibility::Visible);
        let mut store = MockImageStore::new();
        store.expect_list().returning(|_| {
            Err(ImageStoreError::Unexpected(Box::new(
                std::io::Error::other("bucket gone"),
            )))
        });

        let result = property_gallery_keys(
            &repo_returning(Some(stored.clone())),
            &store,
            &no_captions(),
            &stored.reference,
        )
        .await;

        assert!(matches!(result, Err(PropertyGalleriesError::Unexpected(_))));
    }
}
