//! Absolute addresses for canonical links, social images and the sitemap.

use domain::{ArticleId, PicturesVersion};
use pictures::{article_banner_key, PropertyImageKeys};
use pictures::{image_url, ImageVersion};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteUrls {
    public_base: String,
    image_base: String,
}

impl SiteUrls {
    /// `image_base_url` may be relative to the site ("/images") or absolute (a CDN).
    pub fn new(public_url: &str, image_base_url: &str) -> Self {
        let public_base = public_url.trim_end_matches('/').to_owned();
        let image_base = image_base_url.trim_end_matches('/');
        let image_base = if is_absolute(image_base) {
            image_base.to_owned()
        } else {
            format!("{public_base}/{}", image_base.trim_start_matches('/'))
        };
        Self {
            public_base,
            image_base,
        }
    }

    /// `path` starts with '/'.
    pub fn page(&self, path: &str) -> String {
        format!("{}{path}", self.public_base)
    }

    /// Where browsers fetch pictures, absolute: the CDN's base URL, or `/images` on this site.
    pub fn image_base(&self) -> &str {
        &self.image_base
    }

    /// The site's own link-preview picture (1200 × 630, in the front end's public folder),
    /// for pages that have no picture of their own.
    pub fn share_image(&self) -> String {
        self.page("/og-image.jpg")
    }

    /// The 750 × 500 listing picture (docs/reference.md, "Images"), with the version
    /// that changes when the picture does (its key is overwritten in place).
    pub fn property_listing_image(
        &self,
        keys: &PropertyImageKeys<'_>,
        version: PicturesVersion,
    ) -> String {
        image_url(
            &self.image_base,
            &keys.listing(),
            Some(&ImageVersion::from(version)),
        )
    }

    pub fn article_banner(&self, id: ArticleId) -> String {
        image_url(&self.image_base, &article_banner_key(id.0), None)
    }
}

fn is_absolute(url: &str) -> bool {
    url.starts_with("https://") || url.starts_with("http://")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_image_bases_hang_off_the_public_url() {
        let urls = SiteUrls::new("https://langhe.example/", "/images");
        let reference = domain::Ref::parse("123").unwrap();
        let keys = PropertyImageKeys::new(&reference, "-villa", "-barolo");
        assert_eq!(
            urls.property_listing_image(&keys, PicturesVersion::from_stored(1_700_000_000_000)),
            "https://langhe.example/images/properties/123-villa/listing-barolo.jpg?v=1700000000000"
        );
        assert_eq!(
            urls.page("/contact-langhe-property"),
            "https://langhe.example/contact-langhe-property"
        );
    }

    #[test]
    fn absolute_image_bases_are_kept() {
        let urls = SiteUrls::new("https://langhe.example", "https://cdn.example/img/");
        assert_eq!(
            urls.article_banner(ArticleId(4)),
            "https://cdn.example/img/articles/4/banner.jpg"
        );
    }
}
