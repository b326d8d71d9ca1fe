use super::ImageLinks;
use crate::picture_access::with_access;
use app::properties::GalleryKeys;
use domain::photo_caption::CaptionedPhoto;
use domain::{Gallery, Ref};
use pictures::{galleries_from_images, galleries_with_urls};
use poem_openapi::Object;

/// A named set of photos; `pictures[i]`, `small_pictures[i]` and `captions[i]` are one
/// photo's two sizes and its caption; `cover_index` names the photo the property's listing
/// picture (its cover) was made from, when it is one of this gallery's.
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
    /// The index in `pictures` of the photo the listing picture was made from
    /// (`setCoverPhoto`, or a property's first photo), kept as photos are reordered; absent
    /// when it is not in this gallery, and for every gallery when the listing picture was
    /// uploaded as such, came with the background, or was made before this was recorded.
    #[oai(skip_serializing_if_is_none)]
    pub cover_index: Option<u32>,
}

impl GalleryDto {
    /// `grant`: what a non-visible property's pictures need (`ImageLinks::grant`).
    pub fn new(
        gallery: Gallery,
        captions: Vec<String>,
        cover_index: Option<u32>,
        grant: Option<&str>,
    ) -> Self {
        let sign = |urls: Vec<String>| match grant {
            Some(grant) => urls.iter().map(|url| with_access(url, grant)).collect(),
            None => urls,
        };
        Self {
            name: gallery.name,
            pictures: sign(gallery.pictures),
            small_pictures: sign(gallery.small_pictures),
            captions,
            cover_index,
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
                let cover_index = stored.cover.as_ref().and_then(|cover| {
                    let at = keyed.pictures.iter().position(|key| {
                        keyed.name == cover.gallery && file_of(key) == cover.file
                    })?;
                    u32::try_from(at).ok()
                });
                Self::new(gallery, captions, cover_index, grant.as_deref())
            })
            .collect()
    }
}

/// The file name of the photo at `key`.
fn file_of(key: &str) -> &str {
    key.rsplit('/').next().unwrap_or(key)
}

/// The caption of the photo at `key` in gallery `gallery`, empty when it has none.
fn caption_of(captions: &[CaptionedPhoto], gallery: &str, key: &str) -> String {
    let file = file_of(key);
    captions
        .iter()
        .find(|captioned| captioned.photo.gallery == gallery && captioned.photo.file == file)
        .map(|captioned| captioned.caption.as_str().to_owned())
        .unwrap_or_default()
}
