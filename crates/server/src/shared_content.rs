//! Content changes reach every cache of every server. This server's writes clear its own
//! caches at once; on PostgreSQL they are also announced to the other servers of the same
//! database (`LISTEN`/`NOTIFY`), and theirs are applied here within moments. On SQLite one
//! server is the supported shape, so there is nobody to tell.

use adapters::content_events::{Origin, PgContentEvents, PgContentListener};
use adapters::repositories::SqlPropertyRepository;
use api::public_list_cache::PublicListCache;
use async_trait::async_trait;
use domain::ports::{ContentChange, ContentEvents};
use sea_orm::{DatabaseBackend, DatabaseConnection};
use site::PageCache;
use std::sync::Arc;

/// This server's copies of published content: finished pages (and the feeds kept beside
/// them), the public property list's answers, and its order in the property repository.
pub struct LocalCaches {
    pub pages: Arc<PageCache>,
    pub list: Arc<PublicListCache>,
    pub properties: Arc<SqlPropertyRepository>,
}

#[async_trait]
impl ContentEvents for LocalCaches {
    async fn publish(&self, change: ContentChange) {
        // The list shows properties and their towns, never articles.
        if !matches!(
            change,
            ContentChange::Article(_) | ContentChange::ArticleCatalogue
        ) {
            self.properties.forget_public_order();
            self.list.invalidate();
        }
        self.pages.invalidate(&change);
    }
}

/// Publishes to this server's caches first, then to the other servers.
struct Broadcast {
    local: Arc<LocalCaches>,
    others: PgContentEvents,
}

#[async_trait]
impl ContentEvents for Broadcast {
    async fn publish(&self, change: ContentChange) {
        self.local.publish(change.clone()).await;
        self.others.publish(change).await;
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
