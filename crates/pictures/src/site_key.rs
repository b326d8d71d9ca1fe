//! Whether a key is one the site's naming scheme (`keys.rs`, docs/reference.md "Images")
//! can produce: the store holds nothing else. What comes from outside the site (an imported
//! archive) is checked against it, so a planted `.html` or `.js` never reaches the store.

use super::keys::is_valid_key_segment;
use super::ServedFormat;

/// The names a property folder holds beside its galleries: `listing…`, `small…`,
/// `background…` (and the background's narrower widths).
const PROPERTY_FILES: [&str; 3] = ["listing", "small", "background"];
/// An article's banner and its narrower widths.
const ARTICLE_FILES: [&str; 3] = ["banner", "banner-900w", "banner-600w"];

/// True for a key of the scheme: `properties/{ref}{path}/{listing|small|background}….{jpg|webp}`,
/// `properties/{ref}{path}/gallery/{gallery}/{NN}….{jpg|webp}`, `towns/{path}.…`,
/// `places/{place}.…`, `articles/{id}/banner[-900w|-600w].…`; every segment a valid key segment.
pub fn is_site_picture_key(key: &str) -> bool {
    let segments: Vec<&str> = key.split('/').collect();
    if ServedFormat::of_key(key).is_none() || !segments.iter().all(|s| is_valid_key_segment(s)) {
        return false;
    }
    let stem = |file: &str| {
        file.rsplit_once('.')
            .map_or(String::new(), |(s, _)| s.to_owned())
    };
    match segments.as_slice() {
        ["towns" | "places", file] => !stem(file).is_empty(),
        ["articles", id, file] => {
            id.bytes().all(|b| b.is_ascii_digit()) && ARTICLE_FILES.contains(&stem(file).as_str())
        }
        ["properties", folder, file] => {
            starts_with_a_ref(folder) && PROPERTY_FILES.iter().any(|name| file.starts_with(name))
        }
        ["properties", folder, "gallery", _gallery, file] => {
            starts_with_a_ref(folder) && file.bytes().take(2).all(|b| b.is_ascii_digit())
        }
        _ => false,
    }
}

/// A property folder is `{ref}{path}`: three digits (six for a generated listing) first.
fn starts_with_a_ref(folder: &str) -> bool {
    folder.bytes().take_while(u8::is_ascii_digit).count() >= 3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_the_site_writes_are_in_the_scheme() {
        for key in [
            "properties/123-villa-barolo/listing-villa.jpg",
            "properties/123-villa-barolo/small-villa.webp",
            "properties/123-villa-barolo/background-villa-900w.jpg",
            "properties/123-villa/gallery/New Gallery/03-villaa.jpg",
            "properties/123456-x/gallery/Garden/10-x.webp",
            "towns/la-morra.jpg",
            "places/alba.webp",
            "articles/7/banner.jpg",
            "articles/7/banner-600w.webp",
        ] {
            assert!(is_site_picture_key(key), "{key}");
        }
    }

    #[test]
    fn anything_else_is_refused() {
        for key in [
            "towns/evil.html",
            "towns/evil.js",
            "towns/neive.svg",
            "towns/neive.JPG",
            "towns/neive.jpg.html",
            "towns/.jpg",
            "towns/a/b.jpg",
            "index.html",
            "evil.jpg",
            "articles/x/banner.jpg",
            "articles/7/evil.jpg",
            "properties/12-x/listing-x.jpg",
            "properties/123-x/evil.jpg",
            "properties/123-x/gallery/G/xx.jpg",
            "properties/123-x/gallery/G/sub/01.jpg",
            "properties/../../etc/passwd.jpg",
            "properties/123-x/gallery/ G/01-x.jpg",
        ] {
            assert!(!is_site_picture_key(key), "{key}");
        }
    }
}
