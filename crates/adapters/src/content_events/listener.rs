//! Receives the other servers' content changes and applies them to this server's caches.

use super::{wire, Origin, CHANNEL};
use domain::ports::{ContentChange, ContentEvents};
use sea_orm::sqlx::postgres::PgListener;
use sea_orm::DatabaseConnection;
use std::time::Duration;

/// Waits before trying again after the database could not be reached.
const RETRY: Duration = Duration::from_secs(1);

pub struct PgContentListener {
    conn: DatabaseConnection,
    listener: PgListener,
    origin: Origin,
}

async fn listen(conn: &DatabaseConnection) -> Result<PgListener, sea_orm::sqlx::Error> {
    let mut listener = PgListener::connect_with(conn.get_postgres_connection_pool()).await?;
    listener.listen(CHANNEL).await?;
    Ok(listener)
}

impl PgContentListener {
    /// Starts listening on one connection taken from `conn`'s pool (a PostgreSQL pool; held
    /// for as long as this listener lives). Changes sent from then on are received.
    pub async fn start(conn: DatabaseConnection, origin: Origin) -> anyhow::Result<Self> {
        let listener = listen(&conn).await?;
        Ok(Self {
            conn,
            listener,
            origin,
        })
    }

    /// Applies every other server's change to `caches` until the pool is closed. When the
    /// connection drops it listens again (every second until the database answers) and then
    /// drops everything from `caches`, as the changes sent in between were missed.
    pub async fn run(self, caches: &dyn ContentEvents) {
        let Self {
            conn,
            mut listener,
            origin,
        } = self;
        loop {
            match listener.try_recv().await {
                Ok(Some(notification)) => {
                    let (sender, changes) = wire::decode(notification.payload());
                    if sender != origin.as_str() {
                        caches.publish(&changes).await;
                    }
                }
                // The connection dropped and the listener has already listened again.
                Ok(None) => {
                    tracing::warn!("lost the other servers' content changes for a moment");
                    caches.publish(&[ContentChange::Everything]).await;
                }
                Err(error) => {
                    // Its connection goes back to the pool first: closing a pool waits for it.
                    drop(listener);
                    let Some(again) = listen_again(&conn, &error).await else {
                        return;
                    };
                    listener = again;
                    caches.publish(&[ContentChange::Everything]).await;
                }
            }
        }
    }
}

/// A new listener once the database answers; `None` once the pool is closed (shutdown).
async fn listen_again(
    conn: &DatabaseConnection,
    error: &sea_orm::sqlx::Error,
) -> Option<PgListener> {
    let pool = conn.get_postgres_connection_pool();
    if pool.is_closed() {
        return None;
    }
    tracing::warn!(%error, "lost the other servers' content changes; listening again");
    loop {
        tokio::time::sleep(RETRY).await;
        if pool.is_closed() {
            return None;
        }
        match listen(conn).await {
            Ok(listener) => {
                tracing::info!("listening to the other servers' content changes again");
                return Some(listener);
            }
            Err(error) => tracing::debug!(%error, "the database does not answer yet"),
        }
    }
}
