//! The SQL that every double opt-in table shares (`alerts`, `newsletter_subscribers`): a
//! pending row carries the hash of its confirmation token and a deadline, confirming sets
//! `confirmed_at`, a row not confirmed by its deadline is deleted, and a withdrawal link opens
//! the row by the hash of its own token or of one minted for a later mail (`link_tokens`).

use crate::link_tokens::{self, owners_opened_by};
use crate::repositories::from_db;
use crate::secret_hash::sha256_hex;
use chrono::{DateTime, Utc};
use domain::ports::{ConfirmOutcome, RepositoryError};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};

/// Where a table keeps its opt-in. Instants are milliseconds since the Unix epoch.
pub(crate) struct OptInTable<E: EntityTrait> {
    pub(crate) id: E::Column,
    pub(crate) confirmed_at: E::Column,
    /// The hash of the confirmation token.
    pub(crate) confirm_token: E::Column,
    pub(crate) confirm_expires_at: E::Column,
    /// The hash of the sign-up's own withdrawal token (unsubscribe, manage).
    pub(crate) withdraw_token: E::Column,
    /// The `link_tokens` column naming this table's rows.
    pub(crate) minted_for: link_tokens::Column,
    /// Where a withdrawal is marked (the row stays, left out from then on); None: a withdrawn
    /// row is deleted.
    pub(crate) withdrawn_at: Option<E::Column>,
}

/// `OptInRecords` for a repository with a `conn` and its table's `OptInTable`.
macro_rules! opt_in_records {
    ($repository:ty, $table:expr) => {
        #[async_trait::async_trait]
        impl domain::ports::OptInRecords for $repository {
            async fn confirm(
                &self,
                token: &str,
                at: chrono::DateTime<chrono::Utc>,
            ) -> Result<domain::ports::ConfirmOutcome, domain::ports::RepositoryError> {
                $table.confirm(&self.conn, token, at).await
            }

            async fn forget_expired(
                &self,
                now: chrono::DateTime<chrono::Utc>,
            ) -> Result<u64, domain::ports::RepositoryError> {
                $table.forget_expired(&self.conn, now).await
            }

            async fn withdraw(
                &self,
                token: &str,
                at: chrono::DateTime<chrono::Utc>,
            ) -> Result<bool, domain::ports::RepositoryError> {
                $table.withdraw(&self.conn, token, at).await
            }
        }
    };
}
pub(crate) use opt_in_records;

impl<E> OptInTable<E>
where
    E: EntityTrait,
    E::Model: Sync,
{
    /// Confirms the pending row whose confirmation token is `token`, if not expired at `at`.
    pub(crate) async fn confirm(
        &self,
        conn: &impl ConnectionTrait,
        token: &str,
        at: DateTime<Utc>,
    ) -> Result<ConfirmOutcome, RepositoryError> {
        let at = at.timestamp_millis();
        let token = sha256_hex(token);
        let confirmed = E::update_many()
            .col_expr(self.confirmed_at, Expr::value(at))
            .filter(self.confirm_token.eq(token.as_str()))
            .filter(self.confirmed_at.is_null())
            .filter(self.in_force())
            .filter(self.confirm_expires_at.gt(at))
            .exec(conn)
            .await
            .map_err(from_db)?;
        if confirmed.rows_affected == 1 {
            return Ok(ConfirmOutcome::Confirmed);
        }
        let already = E::find()
            .filter(self.confirm_token.eq(token))
            .filter(self.confirmed_at.is_not_null())
            .filter(self.in_force())
            .count(conn)
            .await
            .map_err(from_db)?;
        Ok(if already > 0 {
            ConfirmOutcome::AlreadyConfirmed
        } else {
            ConfirmOutcome::UnknownOrExpired
        })
    }

    /// Deletes the pending rows that expired before `now`; answers how many.
    pub(crate) async fn forget_expired(
        &self,
        conn: &impl ConnectionTrait,
        now: DateTime<Utc>,
    ) -> Result<u64, RepositoryError> {
        let result = E::delete_many()
            .filter(self.confirmed_at.is_null())
            .filter(self.confirm_expires_at.lt(now.timestamp_millis()))
            .exec(conn)
            .await
            .map_err(from_db)?;
        Ok(result.rows_affected)
    }

    /// Not withdrawn.
    pub(crate) fn in_force(&self) -> Condition {
        let condition = Condition::all();
        match self.withdrawn_at {
            Some(column) => condition.add(column.is_null()),
            None => condition,
        }
    }

    /// Withdraws the row (pending or confirmed) that `token` opens; false when none is in
    /// force. A deleted row takes its matches and minted tokens with it (`ON DELETE CASCADE`).
    pub(crate) async fn withdraw(
        &self,
        conn: &impl ConnectionTrait,
        token: &str,
        at: DateTime<Utc>,
    ) -> Result<bool, RepositoryError> {
        let withdrawn = match self.withdrawn_at {
            Some(column) => E::update_many()
                .col_expr(column, Expr::value(at.timestamp_millis()))
                .filter(self.opened_by(token))
                .filter(self.in_force())
                .exec(conn)
                .await
                .map(|done| done.rows_affected),
            None => E::delete_many()
                .filter(self.opened_by(token))
                .exec(conn)
                .await
                .map(|done| done.rows_affected),
        };
        Ok(withdrawn.map_err(from_db)? == 1)
    }

    /// The row a withdrawal token opens: the sign-up's own, or one minted for a later mail.
    pub(crate) fn opened_by(&self, token: &str) -> Condition {
        let hash = sha256_hex(token);
        Condition::any()
            .add(self.withdraw_token.eq(hash.as_str()))
            .add(
                self.id
                    .in_subquery(owners_opened_by(self.minted_for, &hash)),
            )
    }
}
