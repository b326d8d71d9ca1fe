//! `SignInLinks` over SeaORM: 32 random bytes per link, stored as their SHA-256.

use super::sign_in_link_entity::{ActiveModel, Column, Entity};
use crate::repositories::from_db;
use crate::secret_hash::sha256_hex as hash;
use async_trait::async_trait;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{DateTime, SubsecRound, Utc};
use domain::ports::{RepositoryError, SignInLinks};
use sea_orm::sea_query::Expr;
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
    ) -> Result<String, RepositoryError> {
        // Retention: links that ran out over an hour ago are of no more use, not even to
        // `issued_since`, which looks back an hour from links that live half of one.
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
    ) -> Result<Option<i64>, RepositoryError> {
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
        Ok(row.map(|row| row.user_id))
    }

    async fn issued_since(
        &self,
        user_id: i64,
        since: DateTime<Utc>,
    ) -> Result<u64, RepositoryError> {
        Entity::find()
            .filter(Column::UserId.eq(user_id))
            .filter(Column::CreatedAt.gte(stored(since)))
            .count(&self.conn)
            .await
            .map_err(from_db)
    }
}
