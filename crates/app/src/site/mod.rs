//! What the public site reads beside the JSON API: the property or article a page head
//! describes, the sitemap's and the portal feed's walks over the catalogue, and the news
//! feed's articles. The HTTP site holds a [`SiteReads`] (built by the composition root), not
//! the repositories, so what a visitor may see is decided here, once.

mod all_articles;
mod listed_links;
mod page_cache_report;
mod portal_listings;
mod reads;

pub use listed_links::ListedPropertyLinks;
pub use page_cache_report::{PageCacheReport, PageCacheReports};
pub use portal_listings::{PortalListing, PortalListings};
pub use reads::{SiteReadError, SiteReads};
