//! A property page's gallery photos with their captions, in the order the page shows them,
//! for its head: the cover's description and the structured data's images.

use app::properties::GalleryKeys;
use pictures::galleries_with_urls;

/// One gallery photo: its URL (with the version that makes it cacheable) and its caption.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PagePhoto {
    pub url: String,
    pub caption: Option<String>,
}

/// Every photo of every gallery, galleries and photos in the page's order. A property's cover
/// is the first photo of its gallery (setting it moves it there), and the page shows the
/// gallery it opens with first: so the first photo here is the cover's.
pub fn page_photos(stored: &GalleryKeys, image_base: &str) -> Vec<PagePhoto> {
    let urls = galleries_with_urls(&stored.images, &stored.folder, |key, version| {
        pictures::image_url(image_base, key, Some(version))
    });
    let keys = galleries_with_urls(&stored.images, &stored.folder, |key, _| key.to_owned());
    urls.into_iter()
        .zip(keys)
        .flat_map(|(urls, keys)| {
            let gallery = keys.name;
            urls.pictures
                .into_iter()
                .zip(keys.pictures)
                .map(move |(url, key)| {
                    let file = key.rsplit('/').next().unwrap_or(&key).to_owned();
                    (url, gallery.clone(), file)
                })
        })
        .map(|(url, gallery, file)| PagePhoto {
            caption: stored
                .captions
                .iter()
                .find(|captioned| {
                    captioned.photo.gallery == gallery && captioned.photo.file == file
                })
                .map(|captioned| captioned.caption.as_str().to_owned()),
            url,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::photo_caption::{CaptionedPhoto, PhotoCaption, PhotoName};
    use domain::Visibility;
    use pictures::ports::ImageInfo;
    use pictures::ImageVersion;

    #[test]
    fn photos_come_in_the_pages_order_with_their_captions() {
        let folder = "properties/123-v/gallery/";
        let images = [
            "Garden/02-v.jpg",
            "Garden/01-v.jpg",
            "Garden/01-va.jpg",
            "Attic/01-v.jpg",
        ]
        .map(|file| ImageInfo {
            key: format!("{folder}{file}"),
            version: ImageVersion::parse("e1").unwrap(),
            last_modified: chrono::DateTime::UNIX_EPOCH,
        })
        .to_vec();
        let stored = GalleryKeys {
            folder: folder.to_owned(),
            images,
            visibility: Visibility::Visible,
            captions: vec![CaptionedPhoto {
                photo: PhotoName {
                    gallery: "Garden".into(),
                    file: "02-v.jpg".into(),
                },
                caption: PhotoCaption::parse("The pool").unwrap().unwrap(),
            }],
            cover: None,
        };
        let photos = page_photos(&stored, "https://cdn.example/images");
        let shown: Vec<(&str, Option<&str>)> = photos
            .iter()
            .map(|photo| (photo.url.as_str(), photo.caption.as_deref()))
            .collect();
        assert_eq!(
            shown,
            [
                (
                    "https://cdn.example/images/properties/123-v/gallery/Attic/01-v.jpg?v=e1",
                    None
                ),
                (
                    "https://cdn.example/images/properties/123-v/gallery/Garden/01-v.jpg?v=e1",
                    None
                ),
                (
                    "https://cdn.example/images/properties/123-v/gallery/Garden/02-v.jpg?v=e1",
                    Some("The pool")
                ),
            ]
        );
    }
}
