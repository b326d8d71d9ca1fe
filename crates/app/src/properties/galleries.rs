use super::public_lookup::{find_property_for, Audience};
use anyhow::Context;
use domain::images::PropertyImageKeys;
use domain::ports::{ImageInfo, ImageStore, PropertyRepository};
use domain::{Property, Ref, Visibility};

/// What the image store holds for a property's galleries: every picture below `folder`, with
/// the version its URL carries. Turning them into galleries and URLs is presentation
/// (adapters::images::galleries_from_images).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GalleryKeys {
    pub folder: String,
    pub images: Vec<ImageInfo>,
    /// The property's visibility: a hidden one's pictures need a grant (staff only).
    pub visibility: Visibility,
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
    reference: &Ref,
) -> Result<GalleryKeys, PropertyGalleriesError> {
    property_gallery_keys_for(properties, images, reference, Audience::Public).await
}

/// The gallery image keys of a property `audience` may see.
pub async fn property_gallery_keys_for(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    reference: &Ref,
    audience: Audience,
) -> Result<GalleryKeys, PropertyGalleriesError> {
    let property = find_property_for(properties, reference, audience)
        .await
        .with_context(|| format!("loading property {reference} for its galleries"))?
        .ok_or(PropertyGalleriesError::NotFound)?;
    Ok(gallery_keys_of(images, &property).await?)
}

/// What the image store holds for a found property's galleries, whoever found it.
pub async fn gallery_keys_of(
    images: &dyn ImageStore,
    property: &Property,
) -> anyhow::Result<GalleryKeys> {
    // `properties/{ref}{path}/gallery/`: each sub-folder is one gallery.
    let folder = PropertyImageKeys::of(property).galleries_folder();
    let images = images
        .list(&folder)
        .await
        .with_context(|| format!("listing gallery images under {folder}"))?;
    Ok(GalleryKeys {
        folder,
        images,
        visibility: property.visibility,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::images::test_support::listed;
    use crate::properties::fixtures::property;
    use domain::ports::{ImageStoreError, MockImageStore, MockPropertyRepository};
    use domain::{Property, Visibility};
    use mockall::predicate::eq;

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
            &stored.reference,
        )
        .await;

        assert!(matches!(result, Err(PropertyGalleriesError::NotFound)));
    }

    #[tokio::test]
    async fn an_unknown_ref_shows_no_galleries() {
        let store = MockImageStore::new();

        let result =
            property_gallery_keys(&repo_returning(None), &store, &Ref::parse("404").unwrap()).await;

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
            &stored.reference,
        )
        .await;

        assert!(matches!(result, Err(PropertyGalleriesError::Unexpected(_))));
    }
}
