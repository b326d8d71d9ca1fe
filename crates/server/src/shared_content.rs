//! Content changes reach every cache of every server, by one path. The write use cases
//! announce what they changed through the `ContentEvents` port; [`LocalCaches`] is the one
//! subscriber that clears this server's caches, fed by this server's writes at once and, on
//! PostgreSQL, by the other servers' through `LISTEN`/`NOTIFY`. No repository, decorator or
//! adapter clears a cache on its own. On SQLite one server is the supported shape, so there is
//! nobody to tell. docs/caches.md lists every cache, what clears it and how stale it may be.

use adapters::content_events::{Origin, PgContentEvents, PgContentListener};
use adapters::repositories::SqlPropertyRepository;
use api::public_list_cache::PublicListCache;
use async_trait::async_trait;
use domain::ports::{ContentChange, ContentEvents};
use sea_orm::{DatabaseBackend, DatabaseConnection};
use site::PageCache;
use std::sync::Arc;

/// This server's copies of published content: finished pages (and the portal feed, which
/// follows the page cache's generation), the public property list's answers, and its order
/// in the property repository. The server renderer's cache needs no clearing: it is keyed by
/// the initial data it rendered, so changed content is a different key.
pub struct LocalCaches {
    pub pages: Arc<PageCache>,
    pub list: Arc<PublicListCache>,
    pub properties: Arc<SqlPropertyRepository>,
}

/// Whether the public property list (its answers and its order) shows what `change` names:
/// properties and their towns, never articles.
fn shown_in_property_list(change: &ContentChange) -> bool {
    !matches!(
        change,
        ContentChange::Article(_) | ContentChange::ArticleCatalogue
    )
}

#[async_trait]
impl ContentEvents for LocalCaches {
    /// Clears each cache once for the whole write, however many of its changes concern it.
    async fn publish(&self, changes: &[ContentChange]) {
        if changes.iter().any(shown_in_property_list) {
            self.properties.forget_public_order();
            self.list.invalidate();
        }
        self.pages.invalidate(changes);
    }
}

/// Publishes to this server's caches first, then to the other servers.
struct Broadcast {
    local: Arc<LocalCaches>,
    others: PgContentEvents,
}

#[async_trait]
impl ContentEvents for Broadcast {
    async fn publish(&self, changes: &[ContentChange]) {
        self.local.publish(changes).await;
        self.others.publish(changes).await;
    }
}

/// Where the write use cases announce their changes. On PostgreSQL this also starts the
/// task that applies the other servers' changes to `local` (it holds one pooled connection).
pub async fn content_events(
    conn: &DatabaseConnection,
    local: Arc<LocalCaches>,
) -> anyhow::Result<Arc<dyn ContentEvents>> {
    if conn.get_database_backend() != DatabaseBackend::Postgres {
        return Ok(local);
    }
    let origin = Origin::random();
    let listener = PgContentListener::start(conn.clone(), origin.clone()).await?;
    let applying = local.clone();
    tokio::spawn(async move { listener.run(applying.as_ref()).await });
    Ok(Arc::new(Broadcast {
        local,
        others: PgContentEvents::new(conn.clone(), origin),
    }))
}
