//! A listing's absolute page and picture addresses for the alerts' mails, as the site
//! publishes them (the portal feed's rules: `LANGHE_PUBLIC_URL`, `LANGHE_IMAGE_BASE_URL`).

use super::paths::{italian_property_path, property_path};
use super::site_urls::SiteUrls;
use domain::alert::AlertLanguage;
use domain::Property;
use pictures::PropertyImageKeys;

pub struct SiteListingAddresses(pub SiteUrls);

impl SiteListingAddresses {
    pub fn new(public_url: &str, image_base_url: &str) -> Self {
        Self(SiteUrls::new(public_url, image_base_url))
    }
}

impl crate::alerts::ListingAddresses for SiteListingAddresses {
    fn page(&self, property: &Property, language: AlertLanguage) -> String {
        let path = match language {
            AlertLanguage::English => property_path(&property.reference, &property.path),
            AlertLanguage::Italian => italian_property_path(&property.reference, &property.path),
        };
        self.0.page(&path)
    }

    /// The 750 × 500 listing picture, the one the list's cards show.
    fn picture(&self, property: &Property) -> String {
        self.0
            .property_listing_image(&PropertyImageKeys::of(property), property.pictures_version)
    }
}
