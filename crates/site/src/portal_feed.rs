//! The endpoint of `/feeds/kyero.xml`: the feed cache over the catalogue's sources.

use crate::feed_cache::FeedCache;
use crate::kyero_feed::FeedSources;
use app::addresses::SiteUrls;
use app::site::SiteReads;
use poem::http::StatusCode;
use poem::{Request, Response};

pub struct PortalFeed {
    pub reads: SiteReads,
    pub urls: SiteUrls,
    pub cache: FeedCache,
}

impl PortalFeed {
    pub async fn answer(&self, req: &Request) -> poem::Result<Response> {
        let sources = FeedSources {
            reads: &self.reads,
            urls: &self.urls,
        };
        self.cache.answer(req, sources).await.map_err(|error| {
            tracing::error!(%error, "portal feed failed");
            poem::Error::from_status(StatusCode::SERVICE_UNAVAILABLE)
        })
    }
}
