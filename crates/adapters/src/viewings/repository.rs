//! `ViewingRepository` over SeaORM.

use super::row::{self, START_FORMAT};
use super::{request_entity as requests, slot_entity as slots};
use crate::database::begin_write;
use crate::outbox::enqueue_on;
use crate::repositories::from_db;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::{EnquiryId, NewEnquiry, RepositoryError};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::ActiveValue::Set;
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect,
};
use std::collections::BTreeMap;
use viewing_trips::{
    NewViewingRequest, SlotId, ViewingFilter, ViewingId, ViewingRepository, ViewingRequest,
};
use viewing_trips::{Outcome, SlotDetails};

pub struct SqlViewingRepository {
    conn: DatabaseConnection,
}

impl SqlViewingRepository {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }

    /// The requests with their slots, soonest slot first, in the rows' order.
    async fn with_slots(
        &self,
        rows: Vec<requests::Model>,
    ) -> Result<Vec<ViewingRequest>, RepositoryError> {
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let mut by_request: BTreeMap<i64, Vec<_>> = BTreeMap::new();
        if !ids.is_empty() {
            let slot_rows = slots::Entity::find()
                .filter(slots::Column::RequestId.is_in(ids))
                .order_by_asc(slots::Column::StartsAt)
                .order_by_asc(slots::Column::Id)
                .all(&self.conn)
                .await
                .map_err(from_db)?;
            for slot_row in slot_rows {
                let request = slot_row.request_id;
                by_request
                    .entry(request)
                    .or_default()
                    .push(row::slot(slot_row)?);
            }
        }
        rows.into_iter()
            .map(|r| {
                let slots = by_request.remove(&r.id).unwrap_or_default();
                row::request(r, slots).map_err(Into::into)
            })
            .collect()
    }
}

fn slot_columns(details: &SlotDetails) -> [(slots::Column, sea_orm::Value); 5] {
    [
        (
            slots::Column::PropertyRef,
            details.reference.as_str().to_owned().into(),
        ),
        (
            slots::Column::StartLocal,
            details.start.format(START_FORMAT).to_string().into(),
        ),
        (
            slots::Column::StartsAt,
            details.starts_at.timestamp_millis().into(),
        ),
        (
            slots::Column::DurationMinutes,
            i32::try_from(details.duration_minutes)
                .unwrap_or(i32::MAX)
                .into(),
        ),
        (
            slots::Column::MeetingPoint,
            details.meeting_point.clone().into(),
        ),
    ]
}

async fn enqueue_if_any(
    conn: &impl ConnectionTrait,
    mail: Option<NewEnquiry>,
) -> Result<(), RepositoryError> {
    if let Some(mail) = mail {
        enqueue_on(conn, &mail).await?;
    }
    Ok(())
}

#[async_trait]
impl ViewingRepository for SqlViewingRepository {
    async fn create(
        &self,
        request: &NewViewingRequest,
        lead: &NewEnquiry,
    ) -> Result<(ViewingId, EnquiryId), RepositoryError> {
        let form = &request.form;
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let enquiry = enqueue_on(&transaction, lead).await?;
        let row = requests::ActiveModel {
            enquiry_id: Set(enquiry.0),
            name: Set(form.name.clone()),
            email: Set(form.email.as_str().to_owned()),
            phone: Set(form.phone.clone()),
            language: Set(request.language.into()),
            from_date: Set(form.from.to_string()),
            to_date: Set(form.to.to_string()),
            half_days: Set(form
                .half_days
                .iter()
                .map(|h| h.as_str())
                .collect::<Vec<_>>()
                .join(";")),
            refs: Set(form
                .refs
                .iter()
                .map(|r| r.as_str())
                .collect::<Vec<_>>()
                .join(";")),
            message: Set(form.message.clone()),
            created_at: Set(request.received_at.timestamp_millis()),
            ..Default::default()
        };
        let inserted = requests::Entity::insert(row)
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        transaction.commit().await.map_err(from_db)?;
        Ok((ViewingId(inserted.last_insert_id), enquiry))
    }

    async fn list(
        &self,
        filter: &ViewingFilter,
        limit: u64,
    ) -> Result<Vec<ViewingRequest>, RepositoryError> {
        let mut condition = Condition::all();
        // Dates are ISO text: they compare as text in the same order as dates.
        if let Some(from) = filter.from {
            condition = condition.add(requests::Column::ToDate.gte(from.to_string()));
        }
        if let Some(to) = filter.to {
            condition = condition.add(requests::Column::FromDate.lte(to.to_string()));
        }
        if let Some(reference) = &filter.reference {
            let text = reference.as_str();
            let in_slots = Query::select()
                .column(slots::Column::RequestId)
                .from(slots::Entity)
                .and_where(slots::Column::PropertyRef.eq(text))
                .to_owned();
            // One of the ';'-separated refs: alone, first, last or between two (refs are
            // digits, so no LIKE wildcard can hide in them).
            condition = condition.add(
                Condition::any()
                    .add(requests::Column::Refs.eq(text))
                    .add(requests::Column::Refs.like(format!("{text};%")))
                    .add(requests::Column::Refs.like(format!("%;{text}")))
                    .add(requests::Column::Refs.like(format!("%;{text};%")))
                    .add(requests::Column::Id.in_subquery(in_slots)),
            );
        }
        let rows = requests::Entity::find()
            .filter(condition)
            .order_by_desc(requests::Column::CreatedAt)
            .order_by_desc(requests::Column::Id)
            .limit(limit)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        self.with_slots(rows).await
    }

    async fn find(&self, id: ViewingId) -> Result<ViewingRequest, RepositoryError> {
        let row = requests::Entity::find_by_id(id.0)
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .ok_or(RepositoryError::NotFound)?;
        self.with_slots(vec![row])
            .await?
            .pop()
            .ok_or(RepositoryError::NotFound)
    }

    async fn find_by_slot(&self, id: SlotId) -> Result<ViewingRequest, RepositoryError> {
        let request = slots::Entity::find_by_id(id.0)
            .select_only()
            .column(slots::Column::RequestId)
            .into_tuple::<i64>()
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .ok_or(RepositoryError::NotFound)?;
        self.find(ViewingId(request)).await
    }

    async fn add_slot(
        &self,
        request: ViewingId,
        details: &SlotDetails,
    ) -> Result<SlotId, RepositoryError> {
        let row = slots::ActiveModel {
            request_id: Set(request.0),
            property_ref: Set(details.reference.as_str().to_owned()),
            start_local: Set(details.start.format(START_FORMAT).to_string()),
            starts_at: Set(details.starts_at.timestamp_millis()),
            duration_minutes: Set(i32::try_from(details.duration_minutes).unwrap_or(i32::MAX)),
            meeting_point: Set(details.meeting_point.clone()),
            sequence: Set(0),
            confirmed: Set(false),
            reminded_at: Set(None),
            attended: Set(None),
            feedback: Set(None),
            interest: Set(None),
            outcome_at: Set(None),
            ..Default::default()
        };
        let inserted = slots::Entity::insert(row)
            .exec(&self.conn)
            .await
            .map_err(|error| match from_db(error) {
                RepositoryError::UnknownReference => RepositoryError::NotFound,
                other => other,
            })?;
        Ok(SlotId(inserted.last_insert_id))
    }

    async fn confirm(&self, ids: &[SlotId], mail: &NewEnquiry) -> Result<(), RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let changed = slots::Entity::update_many()
            .col_expr(slots::Column::Confirmed, Expr::value(true))
            .filter(slots::Column::Id.is_in(ids.iter().map(|id| id.0)))
            .filter(slots::Column::Confirmed.eq(false))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        if changed.rows_affected != ids.len() as u64 {
            transaction.rollback().await.map_err(from_db)?;
            return Err(RepositoryError::NotFound);
        }
        enqueue_on(&transaction, mail).await?;
        transaction.commit().await.map_err(from_db)
    }

    async fn change_slot(
        &self,
        slot: SlotId,
        sequence: u32,
        details: &SlotDetails,
        new_sequence: u32,
        mail: Option<NewEnquiry>,
    ) -> Result<(), RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let mut update = slots::Entity::update_many();
        for (column, value) in slot_columns(details) {
            update = update.col_expr(column, Expr::value(value));
        }
        let changed = update
            .col_expr(
                slots::Column::Sequence,
                Expr::value(i32::try_from(new_sequence).unwrap_or(i32::MAX)),
            )
            // A changed time deserves its own reminder.
            .col_expr(slots::Column::RemindedAt, Expr::value(Option::<i64>::None))
            .filter(slots::Column::Id.eq(slot.0))
            .filter(slots::Column::Sequence.eq(i32::try_from(sequence).unwrap_or(i32::MAX)))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        if changed.rows_affected != 1 {
            transaction.rollback().await.map_err(from_db)?;
            return Err(RepositoryError::NotFound);
        }
        enqueue_if_any(&transaction, mail).await?;
        transaction.commit().await.map_err(from_db)
    }

    async fn delete_slot(
        &self,
        slot: SlotId,
        mail: Option<NewEnquiry>,
    ) -> Result<(), RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let deleted = slots::Entity::delete_by_id(slot.0)
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        if deleted.rows_affected != 1 {
            transaction.rollback().await.map_err(from_db)?;
            return Err(RepositoryError::NotFound);
        }
        enqueue_if_any(&transaction, mail).await?;
        transaction.commit().await.map_err(from_db)
    }

    async fn record_outcome(&self, slot: SlotId, outcome: &Outcome) -> Result<(), RepositoryError> {
        let changed = slots::Entity::update_many()
            .col_expr(slots::Column::Attended, Expr::value(outcome.attended))
            .col_expr(
                slots::Column::Feedback,
                Expr::value(outcome.feedback.clone()),
            )
            .col_expr(
                slots::Column::Interest,
                Expr::value(i32::from(outcome.interest)),
            )
            .col_expr(
                slots::Column::OutcomeAt,
                Expr::value(outcome.recorded_at.timestamp_millis()),
            )
            .filter(slots::Column::Id.eq(slot.0))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if changed.rows_affected == 1 {
            Ok(())
        } else {
            Err(RepositoryError::NotFound)
        }
    }

    async fn due_reminders(
        &self,
        now: DateTime<Utc>,
        before: DateTime<Utc>,
        limit: u64,
    ) -> Result<Vec<(ViewingRequest, SlotId)>, RepositoryError> {
        let due = slots::Entity::find()
            .select_only()
            .column(slots::Column::Id)
            .column(slots::Column::RequestId)
            .filter(slots::Column::Confirmed.eq(true))
            .filter(slots::Column::RemindedAt.is_null())
            .filter(slots::Column::StartsAt.gte(now.timestamp_millis()))
            .filter(slots::Column::StartsAt.lt(before.timestamp_millis()))
            .order_by_asc(slots::Column::StartsAt)
            .order_by_asc(slots::Column::Id)
            .limit(limit)
            .into_tuple::<(i64, i64)>()
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        let mut found = Vec::with_capacity(due.len());
        for (slot, request) in due {
            found.push((self.find(ViewingId(request)).await?, SlotId(slot)));
        }
        Ok(found)
    }

    async fn remind(
        &self,
        slot: SlotId,
        at: DateTime<Utc>,
        mail: &NewEnquiry,
    ) -> Result<bool, RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let changed = slots::Entity::update_many()
            .col_expr(
                slots::Column::RemindedAt,
                Expr::value(at.timestamp_millis()),
            )
            .filter(slots::Column::Id.eq(slot.0))
            .filter(slots::Column::RemindedAt.is_null())
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        if changed.rows_affected != 1 {
            transaction.rollback().await.map_err(from_db)?;
            return Ok(false);
        }
        enqueue_on(&transaction, mail).await?;
        transaction.commit().await.map_err(from_db)?;
        Ok(true)
    }
}
