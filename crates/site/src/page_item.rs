//! The property or article a page shows, read once: its head and its first screen are both
//! drawn from this one read.

use crate::site_route::{ItemAddress, SiteRoute};
use app::properties::GalleryKeys;
use app::site::{SiteReadError, SiteReads};
use domain::property::ShareKey;
use domain::{Article, Property, Visibility};

#[derive(Debug)]
pub enum PageItem {
    /// The route names no property or article.
    NoItem,
    /// It names one that does not exist, or that this visitor (with this link) may not see.
    Missing,
    /// With its galleries (and their captions) when it is visible and they could be read:
    /// its head describes its photos. An unlisted one's photos need its link's key, and stay
    /// out of a head that link previews copy.
    Property(Box<Property>, Option<Box<GalleryKeys>>),
    Article(Box<Article>),
}

/// `share_key`: the one the page's address carries, which opens an unlisted listing.
pub async fn read_page_item(
    reads: &SiteReads,
    route: &SiteRoute,
    share_key: Option<&ShareKey>,
) -> Result<PageItem, SiteReadError> {
    Ok(match route {
        SiteRoute::Property(ItemAddress::Existing(reference), _) => {
            match reads.public_property(reference, share_key).await? {
                None => PageItem::Missing,
                Some(property) => {
                    let galleries = match property.visibility {
                        Visibility::Visible => reads
                            .property_galleries(&property)
                            .await
                            // The page goes without the photos' descriptions, not without a head.
                            .inspect_err(|error| tracing::warn!(%error, "no photos in the head"))
                            .ok()
                            .map(Box::new),
                        _ => None,
                    };
                    PageItem::Property(Box::new(property), galleries)
                }
            }
        }
        SiteRoute::Article(ItemAddress::Existing(id), _) => reads
            .article(*id)
            .await?
            .map_or(PageItem::Missing, |article| {
                PageItem::Article(Box::new(article))
            }),
        _ => PageItem::NoItem,
    })
}
