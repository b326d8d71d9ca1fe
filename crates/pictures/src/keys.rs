//! Where each picture lives in the image store (docs/reference.md "Images", spec §9).

use super::gallery_name::GalleryName;
use domain::{Property, Ref};

/// A segment of an image key: ASCII letters, digits, '.', '_', '-' and the space; not empty,
/// not '.' or '..', and not starting or ending with a space. The space is allowed because
/// gallery names are typed by the consultant and the default one is 'New Gallery'; trailing
/// spaces vanish on some file systems and invite look-alike names.
pub fn is_valid_key_segment(segment: &str) -> bool {
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | ' ');
    !segment.is_empty()
        && segment != "."
        && segment != ".."
        && !segment.starts_with(' ')
        && !segment.ends_with(' ')
        && segment.chars().all(allowed)
}

/// The keys of one gallery photo's renderings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GalleryPictureKeys {
    pub large: String,
    pub small: String,
    /// The thumbnail at display width, beside the small file: [`gallery_thumbnail_key`].
    pub thumb: String,
}

/// Width of the gallery thumbnail rendering ([`super::PictureSize::GalleryThumb`]).
pub const GALLERY_THUMB_WIDTH: u32 = super::PictureSize::GalleryThumb.dimensions().width;

/// The thumbnail-width rendering of the picture a gallery shows as a thumbnail (its small 'a'
/// file, or the large one of a photo stored without it): `01-villaa.jpg` →
/// `01-villaa-330w.jpg`. Named like a banner's narrower widths, so the front end finds it
/// from the thumbnail's URL alone.
pub fn gallery_thumbnail_key(thumbnail_jpg_key: &str) -> Option<String> {
    width_variant(thumbnail_jpg_key, GALLERY_THUMB_WIDTH)
}

/// True for the stem of a thumbnail-width rendering (`01-villaa-330w`): not a photo of its own.
pub fn is_gallery_thumbnail_stem(stem: &str) -> bool {
    stem.strip_suffix(&format!("-{GALLERY_THUMB_WIDTH}w"))
        .is_some_and(|rest| !rest.is_empty())
}

/// Keys of one property's pictures, from its ref, `path` and `pictures_path`.
#[derive(Debug, Clone, Copy)]
pub struct PropertyImageKeys<'a> {
    reference: &'a Ref,
    path: &'a str,
    pictures_path: &'a str,
}

impl<'a> PropertyImageKeys<'a> {
    pub fn new(reference: &'a Ref, path: &'a str, pictures_path: &'a str) -> Self {
        Self {
            reference,
            path,
            pictures_path,
        }
    }

    pub fn of(property: &'a Property) -> Self {
        Self::new(&property.reference, &property.path, &property.pictures_path)
    }

    /// `properties/{ref}{path}/`: everything of this property lives below it.
    pub fn folder(&self) -> String {
        format!("properties/{}{}/", self.reference, self.path)
    }

    /// `listing{pictures_path}.jpg`, the listing picture's name inside `folder`.
    pub fn listing_file(&self) -> String {
        format!("listing{}.jpg", self.pictures_path)
    }

    pub fn background_file(&self) -> String {
        format!("background{}.jpg", self.pictures_path)
    }

    pub fn listing(&self) -> String {
        format!("{}{}", self.folder(), self.listing_file())
    }

    pub fn small(&self) -> String {
        format!("{}small{}.jpg", self.folder(), self.pictures_path)
    }

    pub fn background(&self) -> String {
        format!("{}{}", self.folder(), self.background_file())
    }

    /// `…/gallery/`: every gallery of the property is a folder below it.
    pub fn galleries_folder(&self) -> String {
        format!("{}gallery/", self.folder())
    }

    pub fn gallery_folder(&self, gallery: &GalleryName) -> String {
        format!("{}{}/", self.galleries_folder(), gallery.as_str())
    }

    /// Photo `number` of `gallery`: `{NN}{pictures_path}.jpg`, the small
    /// `{NN}{pictures_path}a.jpg` and the thumbnail `{NN}{pictures_path}a-330w.jpg`, NN being
    /// at least two digits.
    pub fn gallery_picture(&self, gallery: &GalleryName, number: u32) -> GalleryPictureKeys {
        let stem = format!(
            "{}{number:02}{}",
            self.gallery_folder(gallery),
            self.pictures_path
        );
        let small = format!("{stem}a.jpg");
        GalleryPictureKeys {
            large: format!("{stem}.jpg"),
            thumb: gallery_thumbnail_key(&small).expect("a .jpg key has width variants"),
            small,
        }
    }
}

pub fn town_key(town_path: &str) -> String {
    format!("towns/{town_path}.jpg")
}

pub fn article_banner_key(article_id: i64) -> String {
    format!("articles/{article_id}/banner.jpg")
}

pub fn place_key(place: &str) -> String {
    format!("places/{place}.jpg")
}

/// The `.webp` twin stored beside a `.jpg` key.
/// Widths of the narrower renderings stored beside a full-width picture (property background,
/// article banner), in the order of [`banner_keys`]'s tail.
pub const NARROWER_BANNER_WIDTHS: [u32; 2] = [
    BANNER_PICTURE_SIZES[1].dimensions().width,
    BANNER_PICTURE_SIZES[2].dimensions().width,
];

/// A narrower rendering stored beside a full-width picture, named by its width:
/// `articles/7/banner.jpg` at 900 pixels is `articles/7/banner-900w.jpg` (`.webp` likewise).
pub fn width_variant(key: &str, width: u32) -> Option<String> {
    let (stem, extension) = key.rsplit_once('.')?;
    matches!(extension, "jpg" | "webp").then(|| format!("{stem}-{width}w.{extension}"))
}

/// The `.jpg` keys of a full-width picture and of its narrower renderings: the picture itself,
/// then one per [`NARROWER_BANNER_WIDTHS`].
pub fn banner_keys(jpg_key: &str) -> Vec<String> {
    std::iter::once(jpg_key.to_owned())
        .chain(
            NARROWER_BANNER_WIDTHS
                .iter()
                .filter_map(|width| width_variant(jpg_key, *width)),
        )
        .collect()
}

/// The sizes a full-width picture is rendered in, matching [`banner_keys`] one to one.
pub const BANNER_PICTURE_SIZES: [super::PictureSize; 3] = [
    super::PictureSize::Background,
    super::PictureSize::BannerMedium,
    super::PictureSize::BannerSmall,
];

pub fn webp_twin(jpg_key: &str) -> Option<String> {
    jpg_key
        .strip_suffix(".jpg")
        .map(|stem| format!("{stem}.webp"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrower_renderings_are_named_by_their_width() {
        assert_eq!(
            width_variant("articles/7/banner.jpg", 900).as_deref(),
            Some("articles/7/banner-900w.jpg")
        );
        assert_eq!(
            width_variant("properties/123-v/background-v.webp", 600).as_deref(),
            Some("properties/123-v/background-v-600w.webp")
        );
        assert_eq!(width_variant("towns/neive.png", 900), None);
        assert!(is_gallery_thumbnail_stem("01-villaa-330w"));
        assert!(!is_gallery_thumbnail_stem("01-villaa"));
        assert!(!is_gallery_thumbnail_stem("-330w"));
        assert_eq!(
            banner_keys("properties/123-v/background-v.jpg"),
            vec![
                "properties/123-v/background-v.jpg",
                "properties/123-v/background-v-900w.jpg",
                "properties/123-v/background-v-600w.jpg",
            ]
        );
    }

    #[test]
    fn property_keys_follow_the_architecture_scheme() {
        let reference = Ref::parse("123").unwrap();
        let keys = PropertyImageKeys::new(&reference, "-villa-barolo", "-villa");
        assert_eq!(
            keys.listing(),
            "properties/123-villa-barolo/listing-villa.jpg"
        );
        assert_eq!(keys.small(), "properties/123-villa-barolo/small-villa.jpg");
        assert_eq!(
            keys.background(),
            "properties/123-villa-barolo/background-villa.jpg"
        );
        let gallery = GalleryName::parse("New Gallery").unwrap();
        assert_eq!(
            keys.gallery_picture(&gallery, 3),
            GalleryPictureKeys {
                large: "properties/123-villa-barolo/gallery/New Gallery/03-villa.jpg".into(),
                small: "properties/123-villa-barolo/gallery/New Gallery/03-villaa.jpg".into(),
                thumb: "properties/123-villa-barolo/gallery/New Gallery/03-villaa-330w.jpg".into(),
            }
        );
        assert_eq!(town_key("la-morra"), "towns/la-morra.jpg");
        assert_eq!(article_banner_key(7), "articles/7/banner.jpg");
        assert_eq!(place_key("alba"), "places/alba.jpg");
        assert_eq!(
            webp_twin("towns/neive.jpg").as_deref(),
            Some("towns/neive.webp")
        );
        assert_eq!(webp_twin("towns/neive.png"), None);
    }

    #[test]
    fn key_segments_refuse_what_could_leave_the_tree_or_need_escaping() {
        for good in ["listing-villa.jpg", "New Gallery", "01-a_b.jpg"] {
            assert!(is_valid_key_segment(good), "{good}");
        }
        for bad in [
            "",
            ".",
            "..",
            " lead",
            "trail ",
            "a\\b",
            "a?b",
            "caf\u{e9}",
            "a%2e",
        ] {
            assert!(!is_valid_key_segment(bad), "{bad:?}");
        }
    }
}
