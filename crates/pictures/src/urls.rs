//! Browser URLs of stored pictures (the keys themselves are `crate::keys`).

use super::keys::is_gallery_thumbnail_stem;
use super::ImageVersion;
use crate::ports::ImageInfo;
use domain::Gallery;
use std::collections::BTreeMap;

/// The browser URL of a key: `{image_base}/{key}`, the space (the one key character a URL
/// cannot carry) percent-encoded, and `?v={version}` when the picture's version is known.
/// The version is what lets `/images` (or a CDN) cache the URL for a year: new bytes under
/// the same key come with a new version, hence a new URL.
pub fn image_url(image_base: &str, key: &str, version: Option<&ImageVersion>) -> String {
    let base = image_base.trim_end_matches('/');
    let path = key.replace(' ', "%20");
    match version {
        Some(version) => format!("{base}/{path}?v={version}"),
        None => format!("{base}/{path}"),
    }
}

/// The segment that starts a picture path carrying its version (`/images/v/{version}/{key}`).
/// No key starts with it: every key is under `properties/`, `towns/`, `places/` or
/// `articles/`.
const PATH_VERSION_SEGMENT: &str = "v/";

/// The browser URL of a key with its version in the path: `{image_base}/v/{version}/{key}`.
/// It names the same bytes as `image_url`'s `?v=` form, and ends with the file's extension,
/// which readers that judge a picture by its URL's ending require (Kyero's feed: an image URL
/// must end in `.jpg`, `.png` or `.gif`, with nothing after it).
pub fn image_url_with_path_version(image_base: &str, key: &str, version: &ImageVersion) -> String {
    let base = image_base.trim_end_matches('/');
    let path = key.replace(' ', "%20");
    format!("{base}/{PATH_VERSION_SEGMENT}{version}/{path}")
}

/// The version and key of a picture path below `/images/` in the form
/// `image_url_with_path_version` writes (`v/{version}/{key}`); none for a plain key.
pub fn split_path_version(path: &str) -> Option<(ImageVersion, &str)> {
    let (version, key) = path.strip_prefix(PATH_VERSION_SEGMENT)?.split_once('/')?;
    Some((ImageVersion::parse(version)?, key))
}

/// A gallery's photos: number → (jpg stem, version) of the files with that number.
type Photos<'a> = BTreeMap<u32, Vec<(&'a str, &'a ImageVersion)>>;

/// Rebuilds the galleries of a property from the pictures listed below its
/// `galleries_folder`, galleries by name, photos by number, each URL carrying its picture's
/// version. A photo's small version is the file whose name is the large one's plus 'a';
/// pairing by name rather than by `pictures_path` keeps photos uploaded before the property's
/// `pictures_path` was changed. A photo without a small version shows its large one in both
/// lists, so the two lists always pair up. Thumbnail-width renderings (`…-330w.jpg`) are not
/// photos: the front end finds them from the small URL.
pub fn galleries_from_images(
    images: &[ImageInfo],
    galleries_folder: &str,
    image_base: &str,
) -> Vec<Gallery> {
    galleries_with_urls(images, galleries_folder, |key, version| {
        image_url(image_base, key, Some(version))
    })
}

/// The same galleries, each photo's URL made by `url` from its key and version.
pub fn galleries_with_urls(
    images: &[ImageInfo],
    galleries_folder: &str,
    url: impl Fn(&str, &ImageVersion) -> String,
) -> Vec<Gallery> {
    let mut found: BTreeMap<&str, Photos<'_>> = BTreeMap::new();
    for image in images {
        let Some(inside) = image.key.strip_prefix(galleries_folder) else {
            continue;
        };
        let Some((name, file)) = inside.split_once('/') else {
            continue;
        };
        let Some(stem) = file.strip_suffix(".jpg") else {
            continue;
        };
        // A thumbnail-width rendering belongs to the photo it was made from.
        if stem.contains('/') || is_gallery_thumbnail_stem(stem) {
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
            .push((stem, &image.version));
    }

    found
        .into_iter()
        .map(|(name, photos)| {
            let url = |(stem, version): (&str, &ImageVersion)| {
                url(&format!("{galleries_folder}{name}/{stem}.jpg"), version)
            };
            let mut gallery = Gallery {
                name: name.to_owned(),
                pictures: Vec::new(),
                small_pictures: Vec::new(),
            };
            for files in photos.values() {
                let find = |wanted: &str| files.iter().copied().find(|(stem, _)| *stem == wanted);
                for &(stem, version) in files {
                    let is_small_of_another = stem
                        .strip_suffix('a')
                        .is_some_and(|large| find(large).is_some());
                    if is_small_of_another {
                        continue;
                    }
                    let small = find(&format!("{stem}a")).unwrap_or((stem, version));
                    gallery.pictures.push(url((stem, version)));
                    gallery.small_pictures.push(url(small));
                }
            }
            gallery
        })
        .collect()
}

/// The photo number leading a gallery file name (`07-villa.jpg` → 7).
fn leading_number(file_name: &str) -> Option<u32> {
    let digits = file_name.bytes().take_while(u8::is_ascii_digit).count();
    file_name[..digits].parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PropertyImageKeys;
    use domain::Ref;

    fn listed(keys: &[String]) -> Vec<ImageInfo> {
        keys.iter()
            .map(|key| ImageInfo {
                key: key.clone(),
                // A version per file, so the test shows each URL carries its own file's.
                version: ImageVersion::parse(&format!("v{}", key.len())).unwrap(),
                last_modified: chrono::DateTime::UNIX_EPOCH,
            })
            .collect()
    }

    #[test]
    fn urls_encode_the_space_and_carry_the_version() {
        let version = ImageVersion::parse("17").unwrap();
        assert_eq!(
            image_url(
                "https://cdn.example/img/",
                "properties/1/gallery/New Gallery/01.jpg",
                Some(&version)
            ),
            "https://cdn.example/img/properties/1/gallery/New%20Gallery/01.jpg?v=17"
        );
        assert_eq!(
            image_url("/images", "towns/alba.jpg", None),
            "/images/towns/alba.jpg"
        );
    }

    #[test]
    fn a_version_in_the_path_leaves_the_extension_last_and_reads_back() {
        let version = ImageVersion::parse("a1b2").unwrap();
        let url = image_url_with_path_version(
            "https://cdn.example/images/",
            "properties/1/gallery/New Gallery/01.jpg",
            &version,
        );
        assert_eq!(
            url,
            "https://cdn.example/images/v/a1b2/properties/1/gallery/New%20Gallery/01.jpg"
        );
        assert_eq!(
            split_path_version("v/a1b2/properties/1/listing.jpg"),
            Some((version, "properties/1/listing.jpg"))
        );
        for plain in [
            "properties/1/listing.jpg",
            "v/",
            "v/a1b2",
            "v/bad token/x.jpg",
        ] {
            assert_eq!(split_path_version(plain), None, "{plain}");
        }
    }

    #[test]
    fn galleries_are_rebuilt_from_keys_with_paired_versioned_urls() {
        let reference = Ref::parse("123").unwrap();
        let property = PropertyImageKeys::new(&reference, "-villa-barolo", "-villa");
        let root = property.galleries_folder();
        let mut keys: Vec<String> = [
            "New Gallery/02-villa.jpg",
            "New Gallery/02-villaa.jpg",
            "New Gallery/02-villa.webp",
            "New Gallery/01-villa.jpg",
            "New Gallery/01-villaa.jpg",
            "New Gallery/01-villaa-330w.jpg",
            "Cellar/01-old.jpg",
            "Cellar/01-olda.jpg",
            "Cellar/02-lonely.jpg",
            "Cellar/notes.txt",
        ]
        .iter()
        .map(|file| format!("{root}{file}"))
        .collect();
        keys.push("properties/123-villa-barolo/listing-villa.jpg".into());

        let galleries = galleries_from_images(&listed(&keys), &root, "https://cdn.example/images/");
        let base = "https://cdn.example/images/properties/123-villa-barolo/gallery";
        // Each URL's version is its own file's (here: the key's length).
        let at = |gallery: &str, file: &str| {
            let key = format!("{root}{gallery}/{file}");
            format!(
                "{base}/{}/{file}?v=v{}",
                gallery.replace(' ', "%20"),
                key.len()
            )
        };
        assert_eq!(
            galleries,
            vec![
                Gallery {
                    name: "Cellar".into(),
                    pictures: vec![at("Cellar", "01-old.jpg"), at("Cellar", "02-lonely.jpg")],
                    small_pictures: vec![
                        at("Cellar", "01-olda.jpg"),
                        at("Cellar", "02-lonely.jpg")
                    ],
                },
                Gallery {
                    name: "New Gallery".into(),
                    pictures: vec![
                        at("New Gallery", "01-villa.jpg"),
                        at("New Gallery", "02-villa.jpg")
                    ],
                    small_pictures: vec![
                        at("New Gallery", "01-villaa.jpg"),
                        at("New Gallery", "02-villaa.jpg")
                    ],
                },
            ]
        );
    }
}
