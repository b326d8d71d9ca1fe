//! The endpoint of `/feeds/kyero.xml`: the feed cache over the catalogue's sources.

use super::feed_cache::FeedCache;
use super::kyero_feed::FeedSources;
use super::site_urls::SiteUrls;
use domain::ports::{ImageStore, PropertyRepository, TownRepository};
use poem::http::StatusCode;
use poem::{Request, Response};
use std::sync::Arc;

pub struct PortalFeed {
    pub properties: Arc<dyn PropertyRepository>,
    pub towns: Arc<dyn TownRepository>,
    pub images: Arc<dyn ImageStore>,
    pub urls: SiteUrls,
    pub cache: FeedCache,
}

impl PortalFeed {
    pub async fn answer(&self, req: &Request) -> poem::Result<Response> {
        let sources = FeedSources {
            properties: &*self.properties,
            towns: &*self.towns,
            images: &*self.images,
            urls: &self.urls,
        };
        self.cache.answer(req, sources).await.map_err(|error| {
            tracing::error!(%error, "portal feed failed");
            poem::Error::from_status(StatusCode::SERVICE_UNAVAILABLE)
        })
    }
}
