//! Where each picture lives in the image store (docs/architecture.md "Images").

use super::key::is_valid_segment;
use super::variants::{BACKGROUND, BANNER_SIZES};
use domain::{Gallery, Ref};
use std::collections::BTreeMap;

/// A gallery's name as it appears in keys: one key segment (letters, digits, '.', '_', '-'
/// and inner spaces, as 'New Gallery').
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct GalleryName(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Gallery name may use only letters, digits, spaces, '.', '_' and '-'")]
pub struct GalleryNameError;

impl GalleryName {
    pub fn parse(text: &str) -> Result<Self, GalleryNameError> {
        let text = text.trim();
        if is_valid_segment(text) {
            Ok(Self(text.to_owned()))
        } else {
            Err(GalleryNameError)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The large and small keys of one gallery photo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GalleryPictureKeys {
    pub large: String,
    pub small: String,
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

    /// `properties/{ref}{path}/`: everything of this property lives below it.
    pub fn folder(&self) -> String {
        format!("properties/{}{}/", self.reference, self.path)
    }

    pub fn listing(&self) -> String {
        format!("{}listing{}.jpg", self.folder(), self.pictures_path)
    }

    pub fn small(&self) -> String {
        format!("{}small{}.jpg", self.folder(), self.pictures_path)
    }

    pub fn background(&self) -> String {
        format!("{}background{}.jpg", self.folder(), self.pictures_path)
    }

    /// `…/gallery/`: every gallery of the property is a folder below it.
    pub fn galleries_folder(&self) -> String {
        format!("{}gallery/", self.folder())
    }

    pub fn gallery_folder(&self, gallery: &GalleryName) -> String {
        format!("{}{}/", self.galleries_folder(), gallery.as_str())
    }

    /// Photo `number` of `gallery`: `{NN}{pictures_path}.jpg` and the small
    /// `{NN}{pictures_path}a.jpg`, NN being at least two digits.
    pub fn gallery_picture(&self, gallery: &GalleryName, number: u32) -> GalleryPictureKeys {
        let stem = format!(
            "{}{number:02}{}",
            self.gallery_folder(gallery),
            self.pictures_path
        );
        GalleryPictureKeys {
            large: format!("{stem}.jpg"),
            small: format!("{stem}a.jpg"),
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

/// A narrower rendering stored beside a full-width picture, named by its width:
/// `articles/7/banner.jpg` at 900 pixels is `articles/7/banner-900w.jpg` (`.webp` likewise).
pub fn width_variant(key: &str, width: u32) -> Option<String> {
    let (stem, extension) = key.rsplit_once('.')?;
    matches!(extension, "jpg" | "webp").then(|| format!("{stem}-{width}w.{extension}"))
}

/// The `.jpg` keys of a full-width picture and of its narrower renderings, one per entry of
/// `variants::BANNER_SIZES`.
pub fn banner_keys(jpg_key: &str) -> Vec<String> {
    BANNER_SIZES
        .iter()
        .map(|size| {
            if *size == BACKGROUND {
                jpg_key.to_owned()
            } else {
                width_variant(jpg_key, size.width).expect("banner keys end in .jpg")
            }
        })
        .collect()
}

/// The `.webp` twin stored beside a `.jpg` key.
pub fn webp_twin(jpg_key: &str) -> Option<String> {
    jpg_key
        .strip_suffix(".jpg")
        .map(|stem| format!("{stem}.webp"))
}

/// The browser URL of a key: `{image_base}/{key}`, the space (the one key character a URL
/// cannot carry) percent-encoded.
pub fn image_url(image_base: &str, key: &str) -> String {
    format!(
        "{}/{}",
        image_base.trim_end_matches('/'),
        key.replace(' ', "%20")
    )
}

/// The photo number leading a gallery file name (`07-villa.jpg` → 7).
fn leading_number(file_name: &str) -> Option<u32> {
    let digits = file_name.bytes().take_while(u8::is_ascii_digit).count();
    file_name[..digits].parse().ok()
}

/// The number for the next photo of a gallery: one after the highest among `keys` (the
/// listing of that gallery's folder), 1 for an empty gallery.
pub fn next_gallery_number(keys: &[String]) -> u32 {
    keys.iter()
        .filter_map(|key| key.rsplit('/').next())
        .filter(|file| file.ends_with(".jpg"))
        .filter_map(leading_number)
        .max()
        .map_or(1, |highest| highest + 1)
}

/// Rebuilds the galleries of a property from the keys listed below its `galleries_folder`,
/// galleries by name, photos by number. A photo's small version is the file whose name is the
/// large one's plus 'a'; pairing by name rather than by `pictures_path` keeps photos
/// uploaded before the property's `pictures_path` was changed. A photo without a small
/// version shows its large one in both lists, so the two lists always pair up.
pub fn galleries_from_keys(
    keys: &[String],
    galleries_folder: &str,
    image_base: &str,
) -> Vec<Gallery> {
    // gallery name → photo number → jpg stems (file names without ".jpg")
    let mut found: BTreeMap<&str, BTreeMap<u32, Vec<&str>>> = BTreeMap::new();
    for key in keys {
        let Some(inside) = key.strip_prefix(galleries_folder) else {
            continue;
        };
        let Some((name, file)) = inside.split_once('/') else {
            continue;
        };
        let Some(stem) = file.strip_suffix(".jpg") else {
            continue;
        };
        if stem.contains('/') {
            continue;
        }
        let Some(number) = leading_number(stem) else {
            continue;
        };
        found
            .entry(name)
            .or_default()
            .entry(number)
            .or_default()
            .push(stem);
    }

    found
        .into_iter()
        .map(|(name, photos)| {
            let url =
                |stem: &str| image_url(image_base, &format!("{galleries_folder}{name}/{stem}.jpg"));
            let mut gallery = Gallery {
                name: name.to_owned(),
                pictures: Vec::new(),
                small_pictures: Vec::new(),
            };
            for stems in photos.values() {
                for &stem in stems {
                    let is_small_of_another = stem
                        .strip_suffix('a')
                        .is_some_and(|large| stems.contains(&large));
                    if is_small_of_another {
                        continue;
                    }
                    let small_stem = format!("{stem}a");
                    let small = if stems.contains(&small_stem.as_str()) {
                        &small_stem
                    } else {
                        stem
                    };
                    gallery.pictures.push(url(stem));
                    gallery.small_pictures.push(url(small));
                }
            }
            gallery
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys_for_villa() -> (Ref, &'static str, &'static str) {
        (Ref::parse("123").unwrap(), "-villa-barolo", "-villa")
    }

    #[test]
    fn property_keys_follow_the_architecture_scheme() {
        let (reference, path, pictures_path) = keys_for_villa();
        let keys = PropertyImageKeys::new(&reference, path, pictures_path);
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
    fn gallery_names_are_single_clean_segments() {
        assert_eq!(GalleryName::parse("  Garden ").unwrap().as_str(), "Garden");
        for bad in ["", "a/b", "..", "Living & dining", "caf\u{e9}"] {
            assert_eq!(GalleryName::parse(bad), Err(GalleryNameError), "{bad:?}");
        }
    }

    #[test]
    fn next_number_follows_the_highest_existing_one() {
        let folder = "properties/123-v/gallery/G/";
        let keys = |files: &[&str]| {
            files
                .iter()
                .map(|f| format!("{folder}{f}"))
                .collect::<Vec<_>>()
        };
        assert_eq!(next_gallery_number(&[]), 1);
        assert_eq!(
            next_gallery_number(&keys(&["01-v.jpg", "01-va.jpg", "01-v.webp"])),
            2
        );
        // Gaps are not refilled: numbering continues after the highest.
        assert_eq!(
            next_gallery_number(&keys(&["01-v.jpg", "07-v.jpg", "07-va.jpg"])),
            8
        );
        assert_eq!(next_gallery_number(&keys(&["99-v.jpg"])), 100);
    }

    #[test]
    fn galleries_are_rebuilt_from_keys_with_paired_urls() {
        let (reference, path, pictures_path) = keys_for_villa();
        let property = PropertyImageKeys::new(&reference, path, pictures_path);
        let root = property.galleries_folder();
        let mut keys: Vec<String> = [
            "New Gallery/02-villa.jpg",
            "New Gallery/02-villaa.jpg",
            "New Gallery/02-villa.webp",
            "New Gallery/01-villa.jpg",
            "New Gallery/01-villaa.jpg",
            "Cellar/01-old.jpg",
            "Cellar/01-olda.jpg",
            "Cellar/02-lonely.jpg",
            "Cellar/notes.txt",
        ]
        .iter()
        .map(|file| format!("{root}{file}"))
        .collect();
        keys.push("properties/123-villa-barolo/listing-villa.jpg".into());

        let galleries = galleries_from_keys(&keys, &root, "https://cdn.example/images/");
        let base = "https://cdn.example/images/properties/123-villa-barolo/gallery";
        assert_eq!(
            galleries,
            vec![
                Gallery {
                    name: "Cellar".into(),
                    pictures: vec![
                        format!("{base}/Cellar/01-old.jpg"),
                        format!("{base}/Cellar/02-lonely.jpg")
                    ],
                    small_pictures: vec![
                        format!("{base}/Cellar/01-olda.jpg"),
                        format!("{base}/Cellar/02-lonely.jpg")
                    ],
                },
                Gallery {
                    name: "New Gallery".into(),
                    pictures: vec![
                        format!("{base}/New%20Gallery/01-villa.jpg"),
                        format!("{base}/New%20Gallery/02-villa.jpg")
                    ],
                    small_pictures: vec![
                        format!("{base}/New%20Gallery/01-villaa.jpg"),
                        format!("{base}/New%20Gallery/02-villaa.jpg")
                    ],
                },
            ]
        );
    }
}
