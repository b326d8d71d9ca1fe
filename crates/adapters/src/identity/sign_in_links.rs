//! `SignInLinks` over SeaORM: 32 random bytes per link, stored as their SHA-256, with the
//! keyed hash of the client address that asked for it by mail; and each staff member's count
//! of requests since she last signed in.

use super::sign_in_link_entity::{ActiveModel, Column, Entity};
use super::sign_in_link_request_entity as requests;
use crate::repositories::from_db;
use crate::secret_hash::sha256_hex as hash;
use async_trait::async_trait;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{DateTime, SubsecRound, Utc};
use domain::ports::{LiveLinks, RedeemedLink, RepositoryError, SignInLinks};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter};

pub struct SqlSignInLinks {
    conn: DatabaseConnection,
}

impl SqlSignInLinks {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

fn stored(instant: DateTime<Utc>) -> DateTime<Utc> {
    instant.trunc_subsecs(6)
}

#[async_trait]
impl SignInLinks for SqlSignInLinks {
    async fn issue(
        &self,
        user_id: i64,
        expires_at: DateTime<Utc>,
        client: Option<String>,
    ) -> Result<String, RepositoryError> {
        // Retention: links that ran out over an hour ago are of no more use.
        Entity::delete_many()
            .filter(Column::ExpiresAt.lt(stored(Utc::now() - chrono::Duration::hours(1))))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        let secret = URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>());
        let row = ActiveModel {
            token_hash: Set(hash(&secret)),
            user_id: Set(user_id),
            expires_at: Set(stored(expires_at)),
            used_at: Set(None),
            created_at: Set(stored(Utc::now())),
            client_hash: Set(client),
            ..Default::default()
        };
        Entity::insert(row)
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(secret)
    }

    /// One conditional UPDATE: of two concurrent redemptions only one changes the row.
    async fn redeem(
        &self,
        secret: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<RedeemedLink>, RepositoryError> {
        let now = stored(now);
        let token_hash = hash(secret);
        let updated = Entity::update_many()
            .col_expr(Column::UsedAt, Expr::value(now))
            .filter(Column::TokenHash.eq(token_hash.as_str()))
            .filter(Column::UsedAt.is_null())
            .filter(Column::ExpiresAt.gt(now))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if updated.rows_affected != 1 {
            return Ok(None);
        }
        let row = Entity::find()
            .filter(Column::TokenHash.eq(token_hash))
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(row.map(|row| RedeemedLink {
            user_id: row.user_id,
            mailed: row.client_hash.is_some(),
        }))
    }

    async fn live(
        &self,
        user_id: i64,
        client: Option<String>,
        now: DateTime<Utc>,
    ) -> Result<LiveLinks, RepositoryError> {
        let live = Entity::find()
            .filter(Column::UserId.eq(user_id))
            .filter(Column::UsedAt.is_null())
            .filter(Column::ExpiresAt.gt(stored(now)));
        let total = live.clone().count(&self.conn).await.map_err(from_db)?;
        let from_client = match client {
            Some(client) => live
                .filter(Column::ClientHash.eq(client))
                .count(&self.conn)
                .await
                .map_err(from_db)?,
            None => 0,
        };
        Ok(LiveLinks { total, from_client })
    }

    /// One upsert: concurrent requests each count.
    async fn count_request(&self, user_id: i64) -> Result<(), RepositoryError> {
        let row = requests::ActiveModel {
            user_id: Set(user_id),
            requested: Set(1),
        };
        requests::Entity::insert(row)
            .on_conflict(
                OnConflict::column(requests::Column::UserId)
                    .value(
                        requests::Column::Requested,
                        Expr::col((requests::Entity, requests::Column::Requested)).add(1),
                    )
                    .to_owned(),
            )
            .exec_without_returning(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(())
    }

    /// One `DELETE … RETURNING`: a request counted meanwhile is in the count taken or in the
    /// next, never lost.
    async fn take_requests(&self, user_id: i64) -> Result<u64, RepositoryError> {
        let taken = requests::Entity::delete_many()
            .filter(requests::Column::UserId.eq(user_id))
            .exec_with_returning(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(taken
            .iter()
            .map(|row| u64::try_from(row.requested).unwrap_or(0))
            .sum())
    }
}
