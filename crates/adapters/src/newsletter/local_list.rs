//! The local subscriber list.

use super::entity::{ActiveModel, Column, Entity, Model};
use crate::repositories::{from_db, CorruptRow};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::{
    NewsletterList, NewsletterListError, RepositoryError, SubscribeOutcome, Subscriber,
    SubscriberDirectory,
};
use domain::Email;
use sea_orm::sea_query::Expr;
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

pub struct SqlNewsletterList {
    conn: DatabaseConnection,
}

impl SqlNewsletterList {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

/// 256 random bits: the unsubscribe link is the only proof asked for.
fn new_token() -> String {
    let bytes: [u8; 32] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn instant(row: &Model, millis: i64) -> Result<DateTime<Utc>, CorruptRow> {
    DateTime::from_timestamp_millis(millis)
        .ok_or_else(|| CorruptRow::new("newsletter_subscribers", row.id, "bad timestamp"))
}

impl TryFrom<Model> for Subscriber {
    type Error = CorruptRow;
    fn try_from(row: Model) -> Result<Self, Self::Error> {
        Ok(Self {
            email: Email::parse(&row.email)
                .map_err(|e| CorruptRow::new("newsletter_subscribers", row.id, e))?,
            consent_at: instant(&row, row.consent_at)?,
            subscribed_at: instant(&row, row.created_at)?,
            unsubscribe_token: row.unsubscribe_token,
        })
    }
}

#[async_trait]
impl NewsletterList for SqlNewsletterList {
    /// Insert first and let the unique email decide, so two racing sign-ups never make two
    /// rows; a former subscriber's row is reused with the new consent.
    async fn subscribe(
        &self,
        email: &Email,
        consent_at: DateTime<Utc>,
    ) -> Result<SubscribeOutcome, NewsletterListError> {
        let at = consent_at.timestamp_millis();
        let row = ActiveModel {
            email: Set(email.as_str().to_owned()),
            consent_at: Set(at),
            unsubscribe_token: Set(new_token()),
            created_at: Set(at),
            unsubscribed_at: Set(None),
            ..Default::default()
        };
        match Entity::insert(row).exec(&self.conn).await.map_err(from_db) {
            Ok(_) => return Ok(SubscribeOutcome::Added),
            Err(RepositoryError::Duplicate) => {}
            Err(error) => return Err(error.into()),
        }
        let rejoined = Entity::update_many()
            .col_expr(Column::UnsubscribedAt, Expr::value(Option::<i64>::None))
            .col_expr(Column::ConsentAt, Expr::value(at))
            .col_expr(Column::CreatedAt, Expr::value(at))
            .col_expr(Column::UnsubscribeToken, Expr::value(new_token()))
            .filter(Column::Email.eq(email.as_str()))
            .filter(Column::UnsubscribedAt.is_not_null())
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(if rejoined.rows_affected == 1 {
            SubscribeOutcome::Added
        } else {
            SubscribeOutcome::AlreadySubscribed
        })
    }
}

#[async_trait]
impl SubscriberDirectory for SqlNewsletterList {
    async fn unsubscribe(&self, token: &str, at: DateTime<Utc>) -> Result<bool, RepositoryError> {
        let result = Entity::update_many()
            .col_expr(Column::UnsubscribedAt, Expr::value(at.timestamp_millis()))
            .filter(Column::UnsubscribeToken.eq(token))
            .filter(Column::UnsubscribedAt.is_null())
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(result.rows_affected == 1)
    }

    async fn current_subscribers(&self) -> Result<Vec<Subscriber>, RepositoryError> {
        let rows = Entity::find()
            .filter(Column::UnsubscribedAt.is_null())
            .order_by_asc(Column::CreatedAt)
            .order_by_asc(Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        rows.into_iter()
            .map(|row| Subscriber::try_from(row).map_err(Into::into))
            .collect()
    }
}
