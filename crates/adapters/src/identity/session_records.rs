//! `SessionRecords` over SeaORM: one row per signed-in device.

use super::session_record_entity::{ActiveModel, Column, Entity, Model};
use crate::repositories::from_db;
use crate::repositories::stored_time::to_stored_precision as stored;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::{NewSession, RepositoryError, SessionRecord, SessionRecords};
use sea_orm::sea_query::Expr;
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

pub struct SqlSessionRecords {
    conn: DatabaseConnection,
}

impl SqlSessionRecords {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

impl From<Model> for SessionRecord {
    fn from(row: Model) -> Self {
        Self {
            id: row.id,
            user_id: row.user_id,
            session_version: row.session_version,
            device: row.device,
            signed_in_at: row.signed_in_at,
            last_seen_at: row.last_seen_at,
            expires_at: row.expires_at,
        }
    }
}

#[async_trait]
impl SessionRecords for SqlSessionRecords {
    async fn open(&self, session: &NewSession) -> Result<SessionRecord, RepositoryError> {
        let session = NewSession {
            signed_in_at: stored(session.signed_in_at),
            expires_at: stored(session.expires_at),
            ..session.clone()
        };
        // Retention: a sign-in sweeps the sessions that have run out (the index on
        // `expires_at` keeps this a short range scan).
        Entity::delete_many()
            .filter(Column::ExpiresAt.lte(session.signed_in_at))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        let row = ActiveModel {
            user_id: Set(session.user_id),
            session_version: Set(session.session_version),
            device: Set(session.device.clone()),
            signed_in_at: Set(session.signed_in_at),
            last_seen_at: Set(session.signed_in_at),
            expires_at: Set(session.expires_at),
            ..Default::default()
        };
        let inserted = Entity::insert(row)
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(session.opened(inserted.last_insert_id))
    }

    async fn find(&self, id: i64) -> Result<Option<SessionRecord>, RepositoryError> {
        let row = Entity::find_by_id(id)
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(row.map(Into::into))
    }

    async fn seen(&self, id: i64, at: DateTime<Utc>) -> Result<(), RepositoryError> {
        Entity::update_many()
            .col_expr(Column::LastSeenAt, Expr::value(stored(at)))
            .filter(Column::Id.eq(id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(())
    }

    async fn list(
        &self,
        user_id: i64,
        session_version: i64,
        now: DateTime<Utc>,
    ) -> Result<Vec<SessionRecord>, RepositoryError> {
        let rows = Entity::find()
            .filter(Column::UserId.eq(user_id))
            .filter(Column::SessionVersion.eq(session_version))
            .filter(Column::ExpiresAt.gt(stored(now)))
            .order_by_desc(Column::LastSeenAt)
            .order_by_desc(Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(rows.into_iter().map(Into::into).collect())
    }

    async fn end(&self, user_id: i64, id: i64) -> Result<(), RepositoryError> {
        let deleted = Entity::delete_many()
            .filter(Column::Id.eq(id))
            .filter(Column::UserId.eq(user_id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if deleted.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(())
    }
}
