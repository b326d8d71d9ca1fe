use adapters::images::{image_url, webp_twin};
use domain::images::ImageVersion;

/// Builds browser URLs for image keys under `LANGHE_IMAGE_BASE_URL`.
#[derive(Debug, Clone, Copy)]
pub struct ImageLinks<'a> {
    base: &'a str,
}

impl<'a> ImageLinks<'a> {
    pub fn new(base: &'a str) -> Self {
        Self { base }
    }

    pub fn base(&self) -> &'a str {
        self.base
    }

    /// The URL of a `.jpg` key and of its `.webp` twin, for pictures the site never
    /// overwrites (towns, places, article banners): served with a short cache lifetime.
    pub fn jpg_and_webp(&self, jpg_key: &str) -> (String, String) {
        self.urls(jpg_key, None)
    }

    /// The same, for pictures overwritten in place: `?v={version}` makes them cacheable for a
    /// year, as new bytes come with a new version.
    pub fn versioned_jpg_and_webp(
        &self,
        jpg_key: &str,
        version: &ImageVersion,
    ) -> (String, String) {
        self.urls(jpg_key, Some(version))
    }

    fn urls(&self, jpg_key: &str, version: Option<&ImageVersion>) -> (String, String) {
        let webp_key = webp_twin(jpg_key).unwrap_or_else(|| format!("{jpg_key}.webp"));
        (
            image_url(self.base, jpg_key, version),
            image_url(self.base, &webp_key, version),
        )
    }
}
