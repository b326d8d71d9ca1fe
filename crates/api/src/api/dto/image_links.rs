use crate::picture_access::{with_grant, PictureAccess};
use chrono::{DateTime, Utc};
use domain::images::ImageVersion;
use domain::images::{image_url, webp_twin};
use domain::{Ref, Visibility};

/// Builds browser URLs for image keys under `LANGHE_IMAGE_BASE_URL`.
#[derive(Clone, Copy)]
pub struct ImageLinks<'a> {
    base: &'a str,
    /// For staff who may see unpublished properties: signs hidden properties' pictures.
    staff: Option<(&'a PictureAccess, DateTime<Utc>)>,
}

impl<'a> ImageLinks<'a> {
    pub fn new(base: &'a str) -> Self {
        Self { base, staff: None }
    }

    /// Links for staff: pictures of hidden properties (404 to the public) carry a grant.
    pub fn for_staff(self, access: &'a PictureAccess, now: DateTime<Utc>) -> Self {
        Self {
            staff: Some((access, now)),
            ..self
        }
    }

    /// The grant the pictures of a property with `visibility` need: only a hidden one's,
    /// only for staff. Unlisted properties' pages are public to whoever has the link, and so
    /// are their pictures.
    pub fn grant(&self, reference: &Ref, visibility: Visibility) -> Option<String> {
        let (access, now) = self.staff?;
        (visibility == Visibility::Hidden).then(|| access.grant(&reference.to_string(), now))
    }

    /// A property picture's URL and its WebP twin's, as of `version`, with `grant` if any.
    pub fn property_picture(
        &self,
        jpg_key: &str,
        version: &ImageVersion,
        grant: Option<&str>,
    ) -> (String, String) {
        let (jpg, webp) = self.urls(jpg_key, Some(version));
        match grant {
            Some(grant) => (with_grant(&jpg, grant), with_grant(&webp, grant)),
            None => (jpg, webp),
        }
    }

    pub fn base(&self) -> &'a str {
        self.base
    }

    /// The URL of a `.jpg` key and of its `.webp` twin, for pictures the site never
    /// overwrites (towns, places, article banners): served with a short cache lifetime.
    pub fn jpg_and_webp(&self, jpg_key: &str) -> (String, String) {
        self.urls(jpg_key, None)
    }

    fn urls(&self, jpg_key: &str, version: Option<&ImageVersion>) -> (String, String) {
        let webp_key = webp_twin(jpg_key).unwrap_or_else(|| format!("{jpg_key}.webp"));
        (
            image_url(self.base, jpg_key, version),
            image_url(self.base, &webp_key, version),
        )
    }
}
