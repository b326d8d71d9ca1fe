//! A save's listing news, written by the property repository inside the save's transaction.

use super::entity;
use super::match_entity::{Column, Entity};
use crate::repositories::from_db;
use domain::ports::{ListingNews, RepositoryError};
use domain::Ref;
use sea_orm::sea_query::{Expr, OnConflict, Query};
use sea_orm::{ColumnTrait, ConnectionTrait};

/// One `INSERT … SELECT` from the alerts: an alert deleted or unconfirmed since the caller read
/// it is skipped rather than failing the save on its foreign key, and the unique (alert, ref,
/// occasion) key drops repeats, also racing ones. Answers how many alerts got it first.
pub(crate) async fn record_news_on(
    conn: &impl ConnectionTrait,
    reference: &Ref,
    news: &ListingNews,
) -> Result<u64, RepositoryError> {
    if news.alerts.is_empty() {
        return Ok(0);
    }
    let alerts = Query::select()
        .column(entity::Column::Id)
        .expr(Expr::val(reference.as_str()))
        .expr(Expr::val(news.occasion.as_text()))
        .expr(Expr::val(news.at.timestamp_millis()))
        .from(entity::Entity)
        .and_where(entity::Column::Id.is_in(news.alerts.iter().map(|alert| alert.0)))
        .and_where(entity::Column::ConfirmedAt.is_not_null())
        .to_owned();
    let insert = Query::insert()
        .into_table(Entity)
        .columns([
            Column::AlertId,
            Column::PropertyRef,
            Column::Occasion,
            Column::MatchedAt,
        ])
        .select_from(alerts)
        .map_err(|error| RepositoryError::Unexpected(Box::new(error)))?
        .on_conflict(
            OnConflict::columns([Column::AlertId, Column::PropertyRef, Column::Occasion])
                .do_nothing()
                .to_owned(),
        )
        .to_owned();
    let result = conn.execute(&insert).await.map_err(from_db)?;
    Ok(result.rows_affected())
}
