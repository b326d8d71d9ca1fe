//! The site's public addresses, built in one place for everyone who links to it: the API (a
//! share link, a brochure's QR code), the mails (an alert's listings) and the site's pages,
//! sitemap and feeds.

pub mod listing_addresses;
pub mod paths;
pub mod share_link;
pub mod site_urls;

pub use listing_addresses::SiteListingAddresses;
pub use site_urls::SiteUrls;
