//! Announces this server's content changes to the others with `pg_notify`.

use super::{wire, Origin, CHANNEL};
use async_trait::async_trait;
use domain::ports::{ContentChange, ContentEvents};
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};

pub struct PgContentEvents {
    conn: DatabaseConnection,
    origin: Origin,
}

impl PgContentEvents {
    pub fn new(conn: DatabaseConnection, origin: Origin) -> Self {
        Self { conn, origin }
    }
}

#[async_trait]
impl ContentEvents for PgContentEvents {
    /// One notification for all of a write's changes. One that cannot be sent is logged: the write is done, and the other
    /// servers' list caches still expire on their own.
    async fn publish(&self, changes: &[ContentChange]) {
        let statement = Statement::from_sql_and_values(
            self.conn.get_database_backend(),
            "SELECT pg_notify($1, $2)",
            [CHANNEL.into(), wire::encode(&self.origin, changes).into()],
        );
        if let Err(error) = self.conn.execute_raw(statement).await {
            tracing::error!(%error, ?changes, "could not tell the other servers about a content change");
        }
    }
}
