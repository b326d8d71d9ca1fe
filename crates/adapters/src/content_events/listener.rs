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

    /// Applies every other server's change to `caches`, forever. When the connection drops
    /// it listens again (every second until the database answers) and then drops everything
    /// from `caches`, as the changes sent in between were missed.
    pub async fn run(mut self, caches: &dyn ContentEvents) {
        loop {
            match self.listener.try_recv().await {
                Ok(Some(notification)) => {
                    let (origin, change) = wire::decode(notification.payload());
                    if origin != self.origin.as_str() {
                        caches.publish(change).await;
                    }
                }
                // The connection dropped and the listener has already listened again.
                Ok(None) => {
                    tracing::warn!("lost the other servers' content changes for a moment");
                    caches.publish(ContentChange::Everything).await;
                }
                Err(error) => {
                    tracing::warn!(%error, "lost the other servers' content changes; listening again");
                    self.listener = self.listen_again().await;
                    caches.publish(ContentChange::Everything).await;
                }
            }
        }
    }

    async fn listen_again(&self) -> PgListener {
        loop {
            tokio::time::sleep(RETRY).await;
            match listen(&self.conn).await {
                Ok(listener) => {
                    tracing::info!("listening to the other servers' content changes again");
                    return listener;
                }
                Err(error) => tracing::debug!(%error, "the database does not answer yet"),
            }
        }
    }
}
