use super::public_lookup::find_public_property;
use crate::images::{keys, ImageUrls};
use anyhow::Context;
use domain::ports::{ImageStore, PropertyRepository};
use domain::{Gallery, Ref};
use std::collections::BTreeMap;

#[derive(Debug, thiserror::Error)]
pub enum PropertyGalleriesError {
    #[error("property not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The photo galleries of a public property, read from the image store: each sub-folder of
/// the property's `gallery/` folder is a gallery, named after the folder, its photos ordered
/// by number. Galleries come sorted by name.
pub async fn property_galleries(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    urls: &ImageUrls,
    reference: &Ref,
) -> Result<Vec<Gallery>, PropertyGalleriesError> {
    let property = find_public_property(properties, reference)
        .await
        .with_context(|| format!("loading property {reference} for its galleries"))?
        .ok_or(PropertyGalleriesError::NotFound)?;
    let prefix = keys::galleries_prefix(&property.reference, &property.path);
    let stored = images
        .list(&prefix)
        .await
        .with_context(|| format!("listing gallery images under {prefix}"))?;
    Ok(group_into_galleries(&prefix, &property.pictures_path, &stored, urls))
}

/// Both sizes of one numbered photo.
#[derive(Default)]
struct Photo {
    large: Option<String>,
    small: Option<String>,
}

/// Keys look like `{prefix}{gallery}/{NN}{pictures_path}.jpg` (large) and
/// `{prefix}{gallery}/{NN}{pictures_path}a.jpg` (small). Anything else in the folder (WebP
/// twins, stray files) is ignored; a photo without its large version is left out.
fn group_into_galleries(
    prefix: &str,
    pictures_path: &str,
    stored_keys: &[String],
    urls: &ImageUrls,
) -> Vec<Gallery> {
    let mut galleries: BTreeMap<&str, BTreeMap<u32, Photo>> = BTreeMap::new();
    for key in stored_keys {
        let Some((gallery, file)) = key.strip_prefix(prefix).and_then(|rest| rest.split_once('/'))
        else {
            continue;
        };
        let Some(stem) = file.strip_suffix(".jpg") else { continue };
        let small_suffix = format!("{pictures_path}a");
        let (number, is_small) = if let Some(n) = photo_number(stem, &small_suffix) {
            (n, true)
        } else if let Some(n) = photo_number(stem, pictures_path) {
            (n, false)
        } else {
            continue;
        };
        let photo = galleries.entry(gallery).or_default().entry(number).or_default();
        let slot = if is_small { &mut photo.small } else { &mut photo.large };
        *slot = Some(urls.url(key));
    }
    galleries
        .into_iter()
        .filter_map(|(name, photos)| {
            let (pictures, small_pictures): (Vec<_>, Vec<_>) = photos
                .into_values()
                .filter_map(|photo| {
                    let large = photo.large?;
                    let small = photo.small.unwrap_or_else(|| large.clone());
                    Some((large, small))
                })
                .unzip();
            (!pictures.is_empty()).then(|| Gallery { name: name.to_owned(), pictures, small_pictures })
        })
        .collect()
}

/// The photo number when `stem` is digits followed by exactly `suffix`.
fn photo_number(stem: &str, suffix: &str) -> Option<u32> {
    let digits = stem.strip_suffix(suffix)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::fixtures::property;
    use domain::ports::{MockImageStore, MockPropertyRepository};
    use domain::Visibility;
    use mockall::predicate::eq;

    fn repo_returning(stored: Option<domain::Property>) -> MockPropertyRepository {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref().returning(move |_| Ok(stored.clone()));
        repo
    }

    fn store_listing(prefix: &'static str, keys: &[&str]) -> MockImageStore {
        let keys: Vec<String> = keys.iter().map(|k| format!("{prefix}{k}")).collect();
        let mut store = MockImageStore::new();
        store.expect_list().with(eq(prefix)).returning(move |_| Ok(keys.clone()));
        store
    }

    #[tokio::test]
    async fn galleries_group_photos_by_folder_and_pair_sizes_by_number() {
        // fixture: ref 123, path "-farmhouse-barolo", pictures_path "-barolo"
        let stored = property("123", Visibility::Visible);
        let store = store_listing(
            "properties/123-farmhouse-barolo/gallery/",
            &[
                "Garden/01-barolo.jpg",
                "Garden/01-barolo.webp",
                "Garden/01-baroloa.jpg",
                "Garden/02-barolo.jpg",
                "Garden/10-barolo.jpg",
                "Garden/10-baroloa.jpg",
                "Garden/notes.txt",
                "House/01-barolo.jpg",
                "House/01-baroloa.jpg",
            ],
        );
        let urls = ImageUrls::new("/images");

        let galleries =
            property_galleries(&repo_returning(Some(stored.clone())), &store, &urls, &stored.reference)
                .await
                .unwrap();

        let base = "/images/properties/123-farmhouse-barolo/gallery";
        assert_eq!(
            galleries,
            vec![
                Gallery {
                    name: "Garden".into(),
                    pictures: vec![
                        format!("{base}/Garden/01-barolo.jpg"),
                        format!("{base}/Garden/02-barolo.jpg"),
                        format!("{base}/Garden/10-barolo.jpg"),
                    ],
                    small_pictures: vec![
                        format!("{base}/Garden/01-baroloa.jpg"),
                        format!("{base}/Garden/02-barolo.jpg"),
                        format!("{base}/Garden/10-baroloa.jpg"),
                    ],
                },
                Gallery {
                    name: "House".into(),
                    pictures: vec![format!("{base}/House/01-barolo.jpg")],
                    small_pictures: vec![format!("{base}/House/01-baroloa.jpg")],
                },
            ]
        );
    }

    #[tokio::test]
    async fn photos_are_ordered_by_number_not_by_text() {
        let mut stored = property("123", Visibility::Visible);
        stored.path = String::new();
        stored.pictures_path = String::new();
        let store = store_listing("properties/123/gallery/", &["G/100.jpg", "G/99.jpg", "G/99a.jpg"]);

        let galleries = property_galleries(
            &repo_returning(Some(stored.clone())),
            &store,
            &ImageUrls::new(""),
            &stored.reference,
        )
        .await
        .unwrap();

        assert_eq!(
            galleries[0].pictures,
            vec!["/properties/123/gallery/G/99.jpg", "/properties/123/gallery/G/100.jpg"]
        );
        assert_eq!(galleries[0].small_pictures[0], "/properties/123/gallery/G/99a.jpg");
    }

    #[tokio::test]
    async fn a_property_without_gallery_images_has_no_galleries() {
        let stored = property("123", Visibility::Unlisted);
        let store = store_listing("properties/123-farmhouse-barolo/gallery/", &[]);

        let galleries = property_galleries(
            &repo_returning(Some(stored.clone())),
            &store,
            &ImageUrls::new("/images"),
            &stored.reference,
        )
        .await
        .unwrap();

        assert!(galleries.is_empty());
    }

    #[tokio::test]
    async fn a_hidden_property_shows_no_galleries() {
        let stored = property("123", Visibility::Hidden);
        let store = MockImageStore::new();

        let result = property_galleries(
            &repo_returning(Some(stored.clone())),
            &store,
            &ImageUrls::new("/images"),
            &stored.reference,
        )
        .await;

        assert!(matches!(result, Err(PropertyGalleriesError::NotFound)));
    }
}
