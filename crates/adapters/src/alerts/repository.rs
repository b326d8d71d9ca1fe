//! `AlertRepository` over SeaORM, on SQLite and PostgreSQL alike.

use super::entity::{self, ActiveModel, Column, Entity, StoredLanguage};
use super::match_entity;
use crate::database::begin_write;
use crate::link_tokens::{self, mint, LinkOwner, LinkSecret};
use crate::opt_in::{opt_in_records, OptInTable};
use crate::outbox::enqueue_on;
use crate::repositories::from_db;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::alert::filter_to_text;
use domain::ports::{
    Alert, AlertId, AlertMatch, AlertRepository, AlertTokens, ComposedDigest, DueDigest, NewAlert,
    RepositoryError,
};
use domain::property::ListingFilter;
use sea_orm::sea_query::{Expr, Query};
use sea_orm::ActiveValue::Set;
use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect,
};
use std::collections::BTreeMap;

pub struct SqlAlertRepository {
    conn: DatabaseConnection,
}

impl SqlAlertRepository {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }

    async fn insert(
        &self,
        alert: &NewAlert,
        filters: String,
        confirm: LinkSecret,
        manage: LinkSecret,
    ) -> Result<AlertTokens, RepositoryError> {
        let at = alert.consent_at.timestamp_millis();
        let row = ActiveModel {
            email: Set(alert.email.as_str().to_owned()),
            filters: Set(filters),
            language: Set(alert.language.into()),
            consent_at: Set(at),
            created_at: Set(at),
            confirmed_at: Set(None),
            confirm_token: Set(confirm.hash),
            confirm_expires_at: Set(alert.confirm_by.timestamp_millis()),
            manage_token: Set(manage.hash),
            last_mailed_at: Set(None),
            ..Default::default()
        };
        Entity::insert(row)
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(AlertTokens {
            confirm_token: confirm.token,
            manage_token: manage.token,
        })
    }
}

/// An alert's double opt-in; its manage token withdraws it.
const OPT_IN: OptInTable<Entity> = OptInTable {
    id: Column::Id,
    confirmed_at: Column::ConfirmedAt,
    confirm_token: Column::ConfirmToken,
    confirm_expires_at: Column::ConfirmExpiresAt,
    withdraw_token: Column::ManageToken,
    minted_for: link_tokens::Column::AlertId,
    withdrawn_at: None,
};

fn to_alerts(rows: Vec<entity::Model>) -> Result<Vec<Alert>, RepositoryError> {
    rows.into_iter()
        .map(|row| Alert::try_from(row).map_err(Into::into))
        .collect()
}

#[async_trait]
impl AlertRepository for SqlAlertRepository {
    /// The same address's pending alert with the same filter is renewed in place (fresh
    /// links, consent and deadline) rather than stored twice.
    async fn create(&self, alert: &NewAlert) -> Result<AlertTokens, RepositoryError> {
        let (confirm, manage) = (LinkSecret::new(), LinkSecret::new());
        let at = alert.consent_at.timestamp_millis();
        let filters = filter_to_text(&alert.filter);
        // One row even where duplicates from before this rule exist (the tokens are unique).
        let pending = Entity::find()
            .select_only()
            .column(Column::Id)
            .filter(Column::Email.eq(alert.email.as_str()))
            .filter(Column::Filters.eq(filters.as_str()))
            .filter(Column::ConfirmedAt.is_null())
            .order_by_desc(Column::Id)
            .into_tuple::<i64>()
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        let Some(pending) = pending else {
            return self.insert(alert, filters, confirm, manage).await;
        };
        Entity::update_many()
            .col_expr(
                Column::Language,
                Expr::value(StoredLanguage::from(alert.language)),
            )
            .col_expr(Column::ConsentAt, Expr::value(at))
            .col_expr(Column::ConfirmToken, Expr::value(confirm.hash))
            .col_expr(
                Column::ConfirmExpiresAt,
                Expr::value(alert.confirm_by.timestamp_millis()),
            )
            .col_expr(Column::ManageToken, Expr::value(manage.hash))
            .filter(Column::Id.eq(pending))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(AlertTokens {
            confirm_token: confirm.token,
            manage_token: manage.token,
        })
    }

    async fn mint_manage_token(&self, alert: AlertId) -> Result<String, RepositoryError> {
        mint(&self.conn, LinkOwner::Alert(alert.0)).await
    }

    async fn find_by_manage_token(&self, token: &str) -> Result<Option<Alert>, RepositoryError> {
        let row = Entity::find()
            .filter(OPT_IN.opened_by(token))
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        row.map(|row| Alert::try_from(row).map_err(Into::into))
            .transpose()
    }

    async fn change_filter(
        &self,
        token: &str,
        filter: &ListingFilter,
    ) -> Result<bool, RepositoryError> {
        let result = Entity::update_many()
            .col_expr(Column::Filters, Expr::value(filter_to_text(filter)))
            .filter(OPT_IN.opened_by(token))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(result.rows_affected == 1)
    }

    async fn confirmed(&self) -> Result<Vec<Alert>, RepositoryError> {
        let rows = Entity::find()
            .filter(Column::ConfirmedAt.is_not_null())
            .order_by_asc(Column::CreatedAt)
            .order_by_asc(Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        to_alerts(rows)
    }

    async fn mailed_matches(
        &self,
        property: &domain::Ref,
        since: DateTime<Utc>,
    ) -> Result<u64, RepositoryError> {
        match_entity::Entity::find()
            .filter(match_entity::Column::PropertyRef.eq(property.to_string()))
            .filter(match_entity::Column::MailedAt.gte(since.timestamp_millis()))
            .count(&self.conn)
            .await
            .map_err(from_db)
    }

    async fn count_confirmed(&self) -> Result<u64, RepositoryError> {
        Entity::find()
            .filter(Column::ConfirmedAt.is_not_null())
            .count(&self.conn)
            .await
            .map_err(from_db)
    }

    async fn due_digests(
        &self,
        mailed_before: DateTime<Utc>,
        limit: u64,
    ) -> Result<Vec<DueDigest>, RepositoryError> {
        let waiting = Query::select()
            .column(match_entity::Column::AlertId)
            .from(match_entity::Entity)
            .and_where(match_entity::Column::MailedAt.is_null())
            .to_owned();
        let rows = Entity::find()
            .filter(Column::ConfirmedAt.is_not_null())
            .filter(
                Condition::any()
                    .add(Column::LastMailedAt.is_null())
                    .add(Column::LastMailedAt.lte(mailed_before.timestamp_millis())),
            )
            .filter(Column::Id.in_subquery(waiting))
            .order_by_asc(Column::Id)
            .limit(limit)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        let alerts = to_alerts(rows)?;
        let ids: Vec<i64> = alerts.iter().map(|alert| alert.id.0).collect();
        let matches = match_entity::Entity::find()
            .filter(match_entity::Column::AlertId.is_in(ids))
            .filter(match_entity::Column::MailedAt.is_null())
            .order_by_asc(match_entity::Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        let mut by_alert: BTreeMap<i64, Vec<AlertMatch>> = BTreeMap::new();
        for row in matches {
            let alert = row.alert_id;
            let found = AlertMatch::try_from(row).map_err(RepositoryError::from)?;
            by_alert.entry(alert).or_default().push(found);
        }
        Ok(alerts
            .into_iter()
            .filter_map(|alert| {
                let matches = by_alert.remove(&alert.id.0)?;
                Some(DueDigest { alert, matches })
            })
            .collect())
    }

    async fn hand_over(&self, digest: &ComposedDigest) -> Result<bool, RepositoryError> {
        let at = digest.at.timestamp_millis();
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let marked = match_entity::Entity::update_many()
            .col_expr(match_entity::Column::MailedAt, Expr::value(at))
            .filter(match_entity::Column::Id.is_in(digest.match_ids.clone()))
            .filter(match_entity::Column::AlertId.eq(digest.alert.0))
            .filter(match_entity::Column::MailedAt.is_null())
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        if marked.rows_affected != digest.match_ids.len() as u64 {
            transaction.rollback().await.map_err(from_db)?;
            return Ok(false);
        }
        if let Some(mail) = &digest.mail {
            Entity::update_many()
                .col_expr(Column::LastMailedAt, Expr::value(at))
                .filter(Column::Id.eq(digest.alert.0))
                .exec(&transaction)
                .await
                .map_err(from_db)?;
            enqueue_on(&transaction, mail).await?;
        }
        transaction.commit().await.map_err(from_db)?;
        Ok(true)
    }
}

opt_in_records!(SqlAlertRepository, OPT_IN);
