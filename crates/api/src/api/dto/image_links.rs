use adapters::images::{image_url, webp_twin};

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

    /// The URL of a `.jpg` key and of its `.webp` twin.
    pub fn jpg_and_webp(&self, jpg_key: &str) -> (String, String) {
        let webp_key = webp_twin(jpg_key).unwrap_or_else(|| format!("{jpg_key}.webp"));
        (image_url(self.base, jpg_key), image_url(self.base, &webp_key))
    }
}
