use super::ImageLinks;
use crate::picture_access::with_access;
use app::properties::GalleryKeys;
use domain::photo_caption::CaptionedPhoto;
use domain::{Gallery, Ref};
use pictures::{galleries_from_images, galleries_with_urls};
use poem_openapi::Object;

/// A named set of photos; `pictures[i]`, `small_pictures[i]` and `captions[i]` are one
/// photo's two sizes and its caption.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Gallery")]
pub struct GalleryDto {
    pub name: String,
    /// 1800 × 1200 URLs.
    pub pictures: Vec<String>,
    /// 650 × 433 URLs.
    pub small_pictures: Vec<String>,
    /// Each photo's caption (`setPhotoCaption`), empty when it has none.
    pub captions: Vec<String>,
}

impl GalleryDto {
    /// `grant`: what a non-visible property's pictures need (`ImageLinks::grant`).
    pub fn new(gallery: Gallery, captions: Vec<String>, grant: Option<&str>) -> Self {
        let sign = |urls: Vec<String>| match grant {
            Some(grant) => urls.iter().map(|url| with_access(url, grant)).collect(),
            None => urls,
        };
        Self {
            name: gallery.name,
            pictures: sign(gallery.pictures),
            small_pictures: sign(gallery.small_pictures),
            captions,
        }
    }

    /// The galleries of the property `reference` as `links`' reader gets them: the answer of
    /// `getPropertyGalleries`.
    pub fn list(stored: &GalleryKeys, reference: &Ref, links: ImageLinks<'_>) -> Vec<Self> {
        let galleries = galleries_from_images(&stored.images, &stored.folder, links.base());
        // The same galleries, each photo named by its key (same order), to find its caption.
        let keyed = galleries_with_urls(&stored.images, &stored.folder, |key, _| key.to_owned());
        let grant = links.grant(reference, stored.visibility);
        galleries
            .into_iter()
            .zip(keyed)
            .map(|(gallery, keyed)| {
                let captions = keyed
                    .pictures
                    .iter()
                    .map(|key| caption_of(&stored.captions, &keyed.name, key))
                    .collect();
                Self::new(gallery, captions, grant.as_deref())
            })
            .collect()
    }
}

/// The caption of the photo at `key` in gallery `gallery`, empty when it has none.
fn caption_of(captions: &[CaptionedPhoto], gallery: &str, key: &str) -> String {
    let file = key.rsplit('/').next().unwrap_or(key);
    captions
        .iter()
        .find(|captioned| captioned.photo.gallery == gallery && captioned.photo.file == file)
        .map(|captioned| captioned.caption.as_str().to_owned())
        .unwrap_or_default()
}
