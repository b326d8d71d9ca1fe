//! `ConfirmationMails` over SeaORM: the confirmation mails of the last week, by the SHA-256 of
//! their address, in the database every server shares.

pub(crate) mod entity;

use crate::database::begin_write;
use crate::repositories::from_db;
use crate::secret_hash::sha256_hex;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::opt_in::{confirmation_allowance, ConfirmationAllowance, SentConfirmations};
use domain::opt_in::{per_address_gap, per_address_window, site_window};
use domain::ports::{ConfirmationMails, RepositoryError};
use domain::Email;
use entity::{ActiveModel, Column, Entity};
use sea_orm::ActiveValue::Set;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
};

pub struct SqlConfirmationMails {
    conn: DatabaseConnection,
}

impl SqlConfirmationMails {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

async fn count_since<C: ConnectionTrait>(
    db: &C,
    address: Option<&str>,
    since: DateTime<Utc>,
) -> Result<u64, RepositoryError> {
    let mut query = Entity::find().filter(Column::SentAt.gt(since.timestamp_millis()));
    if let Some(address) = address {
        query = query.filter(Column::AddressHash.eq(address));
    }
    query.count(db).await.map_err(from_db)
}

#[async_trait]
impl ConfirmationMails for SqlConfirmationMails {
    /// Counts and records in one transaction. Two servers granting the last mail of a window
    /// at the same instant can still both send it: the bound holds to within the number of
    /// sign-ups in flight at once, which the per-client rate limit keeps small.
    async fn reserve(
        &self,
        email: &Email,
        at: DateTime<Utc>,
        per_hour: u64,
    ) -> Result<ConfirmationAllowance, RepositoryError> {
        let address = sha256_hex(email.as_str());
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        Entity::delete_many()
            .filter(Column::SentAt.lte((at - per_address_window()).timestamp_millis()))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        let sent = SentConfirmations {
            to_address_lately: count_since(&transaction, Some(&address), at - per_address_gap())
                .await?,
            to_address_this_week: count_since(
                &transaction,
                Some(&address),
                at - per_address_window(),
            )
            .await?,
            to_anyone_this_hour: count_since(&transaction, None, at - site_window()).await?,
        };
        let allowance = confirmation_allowance(sent, per_hour);
        if allowance == ConfirmationAllowance::Granted {
            Entity::insert(ActiveModel {
                address_hash: Set(address),
                sent_at: Set(at.timestamp_millis()),
                ..Default::default()
            })
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        }
        transaction.commit().await.map_err(from_db)?;
        Ok(allowance)
    }

    async fn release(&self, email: &Email, at: DateTime<Utc>) -> Result<(), RepositoryError> {
        Entity::delete_many()
            .filter(Column::AddressHash.eq(sha256_hex(email.as_str())))
            .filter(Column::SentAt.eq(at.timestamp_millis()))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(())
    }
}
