//! A listing's absolute page and picture addresses for the alerts' mails, as the site
//! publishes them (the portal feed's rules: `LANGHE_PUBLIC_URL`, `LANGHE_IMAGE_BASE_URL`).

use super::paths::property_path;
use super::site_urls::SiteUrls;
use domain::Property;
use pictures::PropertyImageKeys;

pub struct SiteListingAddresses(pub SiteUrls);

impl SiteListingAddresses {
    pub fn new(public_url: &str, image_base_url: &str) -> Self {
        Self(SiteUrls::new(public_url, image_base_url))
    }
}

impl crate::alerts::ListingAddresses for SiteListingAddresses {
    fn page(&self, property: &Property) -> String {
        self.0
            .page(&property_path(&property.reference, &property.path))
    }

    /// The 750 × 500 listing picture, the one the list's cards show.
    fn picture(&self, property: &Property) -> String {
        self.0
            .property_listing_image(&PropertyImageKeys::of(property), property.pictures_version)
    }
}
