//! The local subscriber list, with double opt-in: a sign-up is pending until the subscriber
//! opens the mailed confirmation link, and is deleted if that does not happen in time.

use super::entity::{ActiveModel, Column, Entity, Model};
use crate::database::begin_write;
use crate::link_tokens::{self, forget_for_subscribers, mint, LinkOwner, LinkSecret};
use crate::opt_in::{opt_in_records, OptInTable};
use crate::repositories::{from_db, CorruptRow};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::{
    NewsletterList, NewsletterListError, PendingSubscription, RepositoryError, SubscribeOutcome,
    Subscriber, SubscriberDirectory, SubscriberId,
};
use domain::Email;
use sea_orm::sea_query::{Expr, Query};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, Condition, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

pub struct SqlNewsletterList {
    conn: DatabaseConnection,
}

impl SqlNewsletterList {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

fn instant(row: &Model, millis: i64) -> Result<DateTime<Utc>, CorruptRow> {
    DateTime::from_timestamp_millis(millis)
        .ok_or_else(|| CorruptRow::new("newsletter_subscribers", row.id, "bad timestamp"))
}

impl TryFrom<Model> for Subscriber {
    type Error = CorruptRow;
    fn try_from(row: Model) -> Result<Self, Self::Error> {
        let confirmed_at = row.confirmed_at.ok_or_else(|| {
            CorruptRow::new(
                "newsletter_subscribers",
                row.id,
                "listed before confirmation",
            )
        })?;
        Ok(Self {
            id: SubscriberId(row.id),
            email: Email::parse(&row.email)
                .map_err(|e| CorruptRow::new("newsletter_subscribers", row.id, e))?,
            consent_at: instant(&row, row.consent_at)?,
            subscribed_at: instant(&row, row.created_at)?,
            confirmed_at: instant(&row, confirmed_at)?,
        })
    }
}

/// A subscriber's double opt-in; an unsubscribe token withdraws it, and an unsubscribed
/// address counts no more.
const OPT_IN: OptInTable<Entity> = OptInTable {
    id: Column::Id,
    confirmed_at: Column::ConfirmedAt,
    confirm_token: Column::ConfirmToken,
    confirm_expires_at: Column::ConfirmExpiresAt,
    withdraw_token: Column::UnsubscribeToken,
    minted_for: link_tokens::Column::SubscriberId,
    withdrawn_at: Some(Column::UnsubscribedAt),
};

/// On the list: confirmed and not unsubscribed since.
fn current() -> Condition {
    Condition::all()
        .add(Column::ConfirmedAt.is_not_null())
        .add(Column::UnsubscribedAt.is_null())
}

#[async_trait]
impl NewsletterList for SqlNewsletterList {
    /// Insert first and let the unique email decide, so two racing sign-ups never make two
    /// rows; a pending or former subscriber's row is reused with the new consent and new
    /// tokens (the links minted before stop working), and a confirmed subscriber's row is left
    /// alone.
    async fn subscribe(
        &self,
        email: &Email,
        consent_at: DateTime<Utc>,
        confirm_by: DateTime<Utc>,
    ) -> Result<SubscribeOutcome, NewsletterListError> {
        let at = consent_at.timestamp_millis();
        let (confirm, unsubscribe) = (LinkSecret::new(), LinkSecret::new());
        let row = ActiveModel {
            email: Set(email.as_str().to_owned()),
            consent_at: Set(at),
            unsubscribe_token: Set(unsubscribe.hash.clone()),
            created_at: Set(at),
            unsubscribed_at: Set(None),
            confirmed_at: Set(None),
            confirm_token: Set(Some(confirm.hash.clone())),
            confirm_expires_at: Set(Some(confirm_by.timestamp_millis())),
            ..Default::default()
        };
        let pending = PendingSubscription {
            confirm_token: confirm.token,
            unsubscribe_token: unsubscribe.token,
        };
        match Entity::insert(row).exec(&self.conn).await.map_err(from_db) {
            Ok(_) => return Ok(SubscribeOutcome::AwaitingConfirmation(pending)),
            Err(RepositoryError::Duplicate) => {}
            Err(error) => return Err(error.into()),
        }
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let renewed = Entity::update_many()
            .col_expr(Column::UnsubscribedAt, Expr::value(Option::<i64>::None))
            .col_expr(Column::ConfirmedAt, Expr::value(Option::<i64>::None))
            .col_expr(Column::ConsentAt, Expr::value(at))
            .col_expr(Column::CreatedAt, Expr::value(at))
            .col_expr(Column::UnsubscribeToken, Expr::value(unsubscribe.hash))
            .col_expr(Column::ConfirmToken, Expr::value(confirm.hash))
            .col_expr(
                Column::ConfirmExpiresAt,
                Expr::value(confirm_by.timestamp_millis()),
            )
            .filter(Column::Email.eq(email.as_str()))
            .filter(current().not())
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        if renewed.rows_affected == 1 {
            let this_address = Query::select()
                .column(Column::Id)
                .from(Entity)
                .and_where(Column::Email.eq(email.as_str()))
                .to_owned();
            forget_for_subscribers(&transaction, this_address).await?;
        }
        transaction.commit().await.map_err(from_db)?;
        Ok(if renewed.rows_affected == 1 {
            SubscribeOutcome::AwaitingConfirmation(pending)
        } else {
            SubscribeOutcome::AlreadySubscribed
        })
    }
}

#[async_trait]
impl SubscriberDirectory for SqlNewsletterList {
    async fn current_subscribers(&self) -> Result<Vec<Subscriber>, RepositoryError> {
        let rows = Entity::find()
            .filter(current())
            .order_by_asc(Column::CreatedAt)
            .order_by_asc(Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        rows.into_iter()
            .map(|row| Subscriber::try_from(row).map_err(Into::into))
            .collect()
    }

    async fn mint_unsubscribe_token(
        &self,
        subscriber: SubscriberId,
    ) -> Result<String, RepositoryError> {
        mint(&self.conn, LinkOwner::Subscriber(subscriber.0)).await
    }
}

opt_in_records!(SqlNewsletterList, OPT_IN);
