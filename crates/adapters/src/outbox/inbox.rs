//! `EnquiryInbox` over the outbox's table: the staff's reading of the enquiries, on SQLite
//! and PostgreSQL alike.

use super::entity::{Column, Entity, StoredKind, StoredStage};
use super::repository::SqlEnquiryOutbox;
use crate::repositories::entities::property;
use crate::repositories::from_db;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::enquiry::inbox::{InboxQuery, InboxSearch};
use domain::ports::{EnquiryId, EnquiryInbox, Period, RepositoryError, SourceCount, StoredEnquiry};
use domain::{Page, PageRequest, Ref};
use sea_orm::sea_query::{Expr, Func, LikeExpr, SimpleExpr};
use sea_orm::{
    ColumnTrait, Condition, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use std::collections::HashMap;

/// Leads: not mails to subscribers or staff, nor the desk's replies.
pub(crate) fn enquiries() -> Condition {
    Condition::all().add(Column::Kind.is_in(StoredKind::leads()))
}

pub(crate) fn one(id: EnquiryId) -> Condition {
    enquiries().add(Column::Id.eq(id.0))
}

/// `%`, `_` and the escape character itself stand for themselves in a search.
fn contains(search: &InboxSearch) -> LikeExpr {
    let mut pattern = String::from("%");
    for c in search.as_str().chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    LikeExpr::new(pattern).escape('\\')
}

/// Enquiries received in `period`.
fn received_in(period: &Period) -> Condition {
    let mut condition = enquiries();
    if let Some(from) = period.from {
        condition = condition.add(Column::CreatedAt.gte(from.timestamp_millis()));
    }
    if let Some(to) = period.to {
        condition = condition.add(Column::CreatedAt.lt(to.timestamp_millis()));
    }
    condition
}

#[derive(FromQueryResult)]
struct LabelCount {
    source_label: Option<String>,
    leads: i64,
}

fn stored(rows: Vec<super::entity::Model>) -> Result<Vec<StoredEnquiry>, RepositoryError> {
    rows.into_iter()
        .map(|row| StoredEnquiry::try_from(row).map_err(RepositoryError::from))
        .collect()
}

fn selected(query: &InboxQuery) -> Condition {
    let mut condition = enquiries();
    if query.unread_only {
        condition = condition.add(Column::ReadAt.is_null());
    }
    if let Some(search) = &query.search {
        // Both sides are folded by the application, so SQLite's LIKE (ASCII case-blind) and
        // PostgreSQL's (case-sensitive) find the same rows.
        condition = condition.add(Column::SearchText.like(contains(search)));
    }
    if let Some(stage) = query.stage {
        condition = condition.add(Column::Stage.eq(StoredStage::from(stage)));
    }
    if let Some(reference) = &query.reference {
        condition = condition.add(Column::PropertyRef.eq(reference.as_str()));
    }
    if let Some(day) = query.due_by {
        // 'YYYY-MM-DD' compares as the days do.
        condition = condition.add(Column::FollowUpOn.lte(day.as_text()));
    }
    condition
}

#[async_trait]
impl EnquiryInbox for SqlEnquiryOutbox {
    async fn list(
        &self,
        query: &InboxQuery,
        page: PageRequest,
    ) -> Result<Page<StoredEnquiry>, RepositoryError> {
        let total = Entity::find()
            .filter(selected(query))
            .count(&self.conn)
            .await
            .map_err(from_db)?;
        let rows = Entity::find()
            .filter(selected(query))
            .order_by_desc(Column::CreatedAt)
            .order_by_desc(Column::Id)
            .offset(page.offset())
            .limit(u64::from(page.size()))
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        let items = rows
            .into_iter()
            .map(|row| StoredEnquiry::try_from(row).map_err(RepositoryError::from))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Page {
            items,
            pages: page.page_count(total),
            total,
        })
    }

    async fn count_unread(&self) -> Result<u64, RepositoryError> {
        Entity::find()
            .filter(enquiries().add(Column::ReadAt.is_null()))
            .count(&self.conn)
            .await
            .map_err(from_db)
    }

    async fn find(&self, id: EnquiryId) -> Result<StoredEnquiry, RepositoryError> {
        let row = Entity::find()
            .filter(one(id))
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .ok_or(RepositoryError::NotFound)?;
        Ok(StoredEnquiry::try_from(row)?)
    }

    /// One statement: the first reading time is kept by `COALESCE`, so two staff opening the
    /// same enquiry at once cannot move it.
    async fn set_read(
        &self,
        id: EnquiryId,
        read_at: Option<DateTime<Utc>>,
    ) -> Result<(), RepositoryError> {
        let value = match read_at {
            Some(at) => Func::if_null(Expr::col(Column::ReadAt), at.timestamp_millis()).into(),
            None => Expr::value(Option::<i64>::None),
        };
        let result = Entity::update_many()
            .col_expr(Column::ReadAt, value)
            .filter(one(id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 1 {
            Ok(())
        } else {
            Err(RepositoryError::NotFound)
        }
    }

    /// One `GROUP BY` over the label the application stored with each row.
    async fn count_by_source(&self, period: &Period) -> Result<Vec<SourceCount>, RepositoryError> {
        let rows = Entity::find()
            .select_only()
            .column(Column::SourceLabel)
            .column_as(
                SimpleExpr::from(Func::count(Expr::col(Column::Id))),
                "leads",
            )
            .filter(received_in(period))
            .group_by(Column::SourceLabel)
            .into_model::<LabelCount>()
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        let mut counts: Vec<SourceCount> = rows
            .into_iter()
            .map(|row| SourceCount {
                label: row.source_label,
                leads: u64::try_from(row.leads).unwrap_or_default(),
            })
            .collect();
        // Sorted here, so both databases order NULL and ties alike.
        counts.sort_by(|a, b| b.leads.cmp(&a.leads).then_with(|| a.label.cmp(&b.label)));
        Ok(counts)
    }

    async fn export(&self) -> Result<Vec<StoredEnquiry>, RepositoryError> {
        let rows = Entity::find()
            .filter(enquiries())
            .order_by_asc(Column::CreatedAt)
            .order_by_asc(Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        stored(rows)
    }

    async fn property_titles(&self, refs: &[Ref]) -> Result<HashMap<Ref, String>, RepositoryError> {
        if refs.is_empty() {
            return Ok(HashMap::new());
        }
        let wanted: Vec<&str> = refs.iter().map(Ref::as_str).collect();
        let rows: Vec<(String, String)> = property::Entity::find()
            .select_only()
            .column(property::Column::Reference)
            .column(property::Column::Title)
            .filter(property::Column::Reference.is_in(wanted))
            .into_tuple()
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(rows
            .into_iter()
            .filter_map(|(reference, title)| Ref::parse_stored(&reference).ok().map(|r| (r, title)))
            .collect())
    }
}
