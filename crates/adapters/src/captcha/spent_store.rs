//! Solved challenges already used, kept in the database so a replay is refused across
//! restarts and across several server processes.

use super::spent_entity::{ActiveModel, Column, Entity};
use crate::repositories::from_db;
use chrono::{DateTime, Utc};
use domain::ports::RepositoryError;
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Expired entries are pruned once every this many spends: SQLite has one writer, and a
/// delete on every submission would double the writes on the form's hot path.
const PRUNE_EVERY: u64 = 200;

#[derive(Clone)]
pub struct SqlSpentCaptchas {
    conn: DatabaseConnection,
    spends: Arc<AtomicU64>,
}

impl SqlSpentCaptchas {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self {
            conn,
            spends: Arc::default(),
        }
    }

    /// Records one use of `fingerprint`; false when it was already used. Entries past their
    /// expiry are pruned now and then, since an expired solution is refused before it gets here.
    pub async fn spend(
        &self,
        fingerprint: &str,
        expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError> {
        if self
            .spends
            .fetch_add(1, Ordering::Relaxed)
            .is_multiple_of(PRUNE_EVERY)
        {
            Entity::delete_many()
                .filter(Column::ExpiresAt.lt(now.timestamp_millis()))
                .exec(&self.conn)
                .await
                .map_err(from_db)?;
        }
        let row = ActiveModel {
            fingerprint: Set(fingerprint.to_owned()),
            expires_at: Set(expires_at.timestamp_millis()),
        };
        match Entity::insert(row).exec(&self.conn).await.map_err(from_db) {
            Ok(_) => Ok(true),
            Err(RepositoryError::Duplicate) => Ok(false),
            Err(error) => Err(error),
        }
    }
}
