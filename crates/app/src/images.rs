//! Where images live: their keys in the image store and the URLs browsers fetch them from.
//! The layout is the one in docs/architecture.md ("Images").

use domain::Ref;

/// Keys of a property's images inside the image store.
pub mod keys {
    use super::Ref;

    /// The folder holding every image of one property: `properties/{ref}{path}`.
    pub fn property_folder(reference: &Ref, path: &str) -> String {
        format!("properties/{reference}{path}")
    }

    /// 750 × 500 card picture.
    pub fn listing(reference: &Ref, path: &str, pictures_path: &str) -> String {
        format!("{}/listing{pictures_path}.jpg", property_folder(reference, path))
    }

    /// 150 × 100 thumbnail.
    pub fn small(reference: &Ref, path: &str, pictures_path: &str) -> String {
        format!("{}/small{pictures_path}.jpg", property_folder(reference, path))
    }

    /// 1800 × 1200 page background.
    pub fn background(reference: &Ref, path: &str, pictures_path: &str) -> String {
        format!("{}/background{pictures_path}.jpg", property_folder(reference, path))
    }

    /// Prefix (ending in '/') under which each gallery is a sub-folder.
    pub fn galleries_prefix(reference: &Ref, path: &str) -> String {
        format!("{}/gallery/", property_folder(reference, path))
    }

    /// Picture of a landmark named in a property's distances.
    pub fn place(place: &str) -> String {
        format!("places/{place}.jpg")
    }

    /// Picture of a town; a town's `path` names it.
    pub fn town(town_path: &str) -> String {
        format!("towns/{town_path}.jpg")
    }

    /// Banner of an article.
    pub fn article_banner(id: domain::ArticleId) -> String {
        format!("articles/{id}/banner.jpg")
    }

    /// The WebP twin stored beside a `.jpg` key.
    pub fn webp_twin(jpg_key: &str) -> String {
        match jpg_key.strip_suffix(".jpg") {
            Some(stem) => format!("{stem}.webp"),
            None => format!("{jpg_key}.webp"),
        }
    }
}

/// Turns image keys into the URLs browsers fetch (`{base}/{key}`); the base is a local path
/// such as `/images` or a CDN origin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageUrls {
    base: String,
}

impl ImageUrls {
    pub fn new(base: impl Into<String>) -> Self {
        let base: String = base.into();
        Self { base: base.trim_end_matches('/').to_owned() }
    }

    pub fn base(&self) -> &str {
        &self.base
    }

    pub fn url(&self, key: &str) -> String {
        format!("{}/{}", self.base, key.trim_start_matches('/'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reference() -> Ref {
        Ref::parse("123").unwrap()
    }

    #[test]
    fn property_keys_follow_the_documented_layout() {
        let r = reference();
        assert_eq!(keys::listing(&r, "-villa", "-barolo"), "properties/123-villa/listing-barolo.jpg");
        assert_eq!(keys::small(&r, "-villa", "-barolo"), "properties/123-villa/small-barolo.jpg");
        assert_eq!(
            keys::background(&r, "-villa", "-barolo"),
            "properties/123-villa/background-barolo.jpg"
        );
        assert_eq!(keys::galleries_prefix(&r, ""), "properties/123/gallery/");
    }

    #[test]
    fn webp_twin_replaces_the_jpg_extension() {
        assert_eq!(keys::webp_twin("towns/alba.jpg"), "towns/alba.webp");
    }

    #[test]
    fn urls_join_base_and_key_with_exactly_one_slash() {
        assert_eq!(ImageUrls::new("/images").url("towns/alba.jpg"), "/images/towns/alba.jpg");
        assert_eq!(
            ImageUrls::new("https://cdn.example.com/").url("/towns/alba.jpg"),
            "https://cdn.example.com/towns/alba.jpg"
        );
    }
}
