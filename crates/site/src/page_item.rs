//! The property or article a page shows, read once: its head and its first screen are both
//! drawn from this one read.

use crate::site_route::{ItemAddress, SiteRoute};
use app::site::{SiteReadError, SiteReads};
use domain::property::ShareKey;
use domain::{Article, Property};

#[derive(Debug)]
pub enum PageItem {
    /// The route names no property or article.
    NoItem,
    /// It names one that does not exist, or that this visitor (with this link) may not see.
    Missing,
    Property(Box<Property>),
    Article(Box<Article>),
}

/// `share_key`: the one the page's address carries, which opens an unlisted listing.
pub async fn read_page_item(
    reads: &SiteReads,
    route: &SiteRoute,
    share_key: Option<&ShareKey>,
) -> Result<PageItem, SiteReadError> {
    Ok(match route {
        SiteRoute::Property(ItemAddress::Existing(reference)) => reads
            .public_property(reference, share_key)
            .await?
            .map_or(PageItem::Missing, |property| {
                PageItem::Property(Box::new(property))
            }),
        SiteRoute::Article(ItemAddress::Existing(id)) => reads
            .article(*id)
            .await?
            .map_or(PageItem::Missing, |article| {
                PageItem::Article(Box::new(article))
            }),
        _ => PageItem::NoItem,
    })
}
