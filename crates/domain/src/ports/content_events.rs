use crate::{ArticleId, Ref};
use async_trait::async_trait;

/// What a write changed, as far as published pages are concerned. Page caches (this server's,
/// and through a shared channel those of other servers) drop exactly the pages that show it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ContentChange {
    /// One property's own content: its page, and any list or page that shows it.
    Property(Ref),
    /// Which properties are public, or their order: every public list of properties and the
    /// sitemap (a property was created, deleted, or changed visibility).
    PropertyCatalogue,
    /// One article's own content: its page, and any list that shows it.
    Article(ArticleId),
    /// Which articles exist: every list of articles and the sitemap.
    ArticleCatalogue,
    /// Any town: every page that shows a town.
    Towns,
    /// Anything at all (a new front-end build, a bulk import).
    Everything,
}

/// Tells whoever keeps published content (pages, feeds, the public list and its order) that
/// content changed: the one path by which every cache learns of a write. Each write use case
/// calls it once, after the write succeeded, with everything that write changed, so that a
/// cache is cleared once per write however many of its changes concern it.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ContentEvents: Send + Sync {
    /// Never fails the write that already happened: an implementation that cannot pass the
    /// change on (a lost connection to other servers) logs it and lets their own expiry
    /// catch up.
    async fn publish(&self, changes: &[ContentChange]);
}

/// For callers that keep no published pages (tools, tests of other concerns).
pub struct NoContentEvents;

#[async_trait]
impl ContentEvents for NoContentEvents {
    async fn publish(&self, _changes: &[ContentChange]) {}
}
