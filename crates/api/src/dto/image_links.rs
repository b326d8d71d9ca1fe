use crate::picture_access::{grant_pair, with_access, PictureAccess};
use chrono::{DateTime, Utc};
use domain::property::{ShareKey, SHARE_KEY_PARAMETER};
use domain::{Ref, Visibility};
use pictures::ImageVersion;
use pictures::{image_url, webp_twin};

/// Builds browser URLs for image keys under `LANGHE_IMAGE_BASE_URL`.
#[derive(Clone, Copy)]
pub struct ImageLinks<'a> {
    base: &'a str,
    /// For staff who may see unpublished properties: signs the pictures of hidden and
    /// unlisted properties.
    staff: Option<(&'a PictureAccess, DateTime<Utc>)>,
    /// For a visitor who came by a share link: the key an unlisted listing's pictures need.
    share_key: Option<ShareKey>,
}

impl<'a> ImageLinks<'a> {
    pub fn new(base: &'a str) -> Self {
        Self {
            base,
            staff: None,
            share_key: None,
        }
    }

    /// Links for a visitor whose link carries `key`: an unlisted listing's pictures carry
    /// it too (they answer 404 without it, like the listing).
    pub fn for_link(self, key: ShareKey) -> Self {
        Self {
            share_key: Some(key),
            ..self
        }
    }

    /// Links for staff: pictures of hidden properties (404 to the public) carry a grant.
    pub fn for_staff(self, access: &'a PictureAccess, now: DateTime<Utc>) -> Self {
        Self {
            staff: Some((access, now)),
            ..self
        }
    }

    /// What the picture URLs of a property with `visibility` must carry, as a query pair:
    /// nothing for a visible one; for staff a grant (`access=…`) for the others; for a
    /// visitor the share key (`key=…`) their link carried for an unlisted one (whether it is
    /// the right one is for `/images` to say, as it is for the listing).
    pub fn grant(&self, reference: &Ref, visibility: Visibility) -> Option<String> {
        if visibility == Visibility::Visible {
            return None;
        }
        if let Some((access, now)) = self.staff {
            return Some(grant_pair(&access.grant(&reference.to_string(), now)));
        }
        let key = self
            .share_key
            .filter(|_| visibility == Visibility::Unlisted)?;
        Some(format!("{SHARE_KEY_PARAMETER}={key}"))
    }

    /// A property picture's URL and its WebP twin's, as of `version`, with `grant` (a query
    /// pair from [`Self::grant`]) if any.
    pub fn property_picture(
        &self,
        jpg_key: &str,
        version: &ImageVersion,
        grant: Option<&str>,
    ) -> (String, String) {
        let (jpg, webp) = self.urls(jpg_key, Some(version));
        match grant {
            Some(grant) => (with_access(&jpg, grant), with_access(&webp, grant)),
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
