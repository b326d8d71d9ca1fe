//! `LeadBook` over SeaORM, on SQLite and PostgreSQL alike.

use super::entity::{Column as EventColumn, Entity as Events};
use super::events::{event, new_row as new_event, reply_id, NewEvent};
use crate::alerts::entity as alert_entity;
use crate::database::begin_write;
use crate::newsletter::entity as newsletter_entity;
use crate::outbox::entity::{Column, Entity, StoredKind, StoredStage};
use crate::outbox::{leads_only, new_row, one_lead};
use crate::repositories::{from_db, CorruptRow};
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use domain::enquiry::lead::{FollowUpDate, LeadAuthor, LeadEvent, LeadStage, NoteText};
use domain::ports::{
    ContactAlert, ContactRecord, EnquiryId, LeadBook, MailState, NewEnquiry, NewReply,
    NewsletterStanding, RepositoryError, StoredEnquiry,
};
use sea_orm::sea_query::{Expr, ExprTrait, Func, IntoColumnRef};
use sea_orm::ActiveValue::Set;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use std::collections::HashMap;

pub struct SqlLeadBook {
    conn: DatabaseConnection,
}

impl SqlLeadBook {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

/// The lead's stage, or `NotFound` when no lead has the id.
async fn stage_of(
    conn: &impl ConnectionTrait,
    id: EnquiryId,
) -> Result<LeadStage, RepositoryError> {
    let stage: Option<StoredStage> = Entity::find()
        .select_only()
        .column(Column::Stage)
        .filter(one_lead(id))
        .into_tuple()
        .one(conn)
        .await
        .map_err(from_db)?;
    stage.map(LeadStage::from).ok_or(RepositoryError::NotFound)
}

/// Moves the lead from `from` to `to` and records it, unless another writer moved it first
/// (answers whether this one did).
async fn move_stage(
    conn: &impl ConnectionTrait,
    id: EnquiryId,
    from: LeadStage,
    to: LeadStage,
    author: &LeadAuthor,
    at: DateTime<Utc>,
) -> Result<bool, RepositoryError> {
    let moved = Entity::update_many()
        .col_expr(Column::Stage, Expr::value(StoredStage::from(to)))
        .filter(one_lead(id))
        .filter(Column::Stage.eq(StoredStage::from(from)))
        .exec(conn)
        .await
        .map_err(from_db)?;
    if moved.rows_affected == 0 {
        return Ok(false);
    }
    Events::insert(new_event(id, NewEvent::Stage { from, to }, author, at))
        .exec(conn)
        .await
        .map_err(from_db)?;
    Ok(true)
}

/// `LOWER(column)`: the addresses compared whatever the letters' case.
fn lower(column: impl IntoColumnRef) -> Expr {
    Func::lower(Expr::col(column)).into()
}

#[async_trait]
impl LeadBook for SqlLeadBook {
    /// The move names the stage it read, so two staff moving one lead at once each record
    /// the step they really made (the loser reads again).
    async fn change_stage(
        &self,
        id: EnquiryId,
        stage: LeadStage,
        author: &LeadAuthor,
        at: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        for _ in 0..5 {
            let transaction = begin_write(&self.conn).await.map_err(from_db)?;
            let from = stage_of(&transaction, id).await?;
            if from == stage {
                return Ok(());
            }
            if move_stage(&transaction, id, from, stage, author, at).await? {
                transaction.commit().await.map_err(from_db)?;
                return Ok(());
            }
        }
        Err(RepositoryError::unexpected(CorruptRow::new(
            "enquiries",
            id.0,
            "the stage kept moving under the change",
        )))
    }

    async fn set_follow_up(
        &self,
        id: EnquiryId,
        on: Option<FollowUpDate>,
    ) -> Result<(), RepositoryError> {
        let result = Entity::update_many()
            .col_expr(
                Column::FollowUpOn,
                Expr::value(on.map(FollowUpDate::as_text)),
            )
            .filter(one_lead(id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 1 {
            Ok(())
        } else {
            Err(RepositoryError::NotFound)
        }
    }

    async fn add_note(
        &self,
        id: EnquiryId,
        text: &NoteText,
        author: &LeadAuthor,
        at: DateTime<Utc>,
    ) -> Result<LeadEvent, RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        stage_of(&transaction, id).await?;
        let inserted = Events::insert(new_event(
            id,
            NewEvent::Note {
                text: text.as_str(),
            },
            author,
            at,
        ))
        .exec(&transaction)
        .await
        .map_err(from_db)?;
        let row = Events::find_by_id(inserted.last_insert_id)
            .one(&transaction)
            .await
            .map_err(from_db)?
            .ok_or(RepositoryError::NotFound)?;
        transaction.commit().await.map_err(from_db)?;
        Ok(event(row, |_| None)?)
    }

    async fn reply(&self, reply: &NewReply) -> Result<EnquiryId, RepositoryError> {
        let id = reply.enquiry;
        let at = reply.at;
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let stage = stage_of(&transaction, id).await?;
        let mut row = new_row(&reply.mail);
        row.replies_to = Set(Some(id.0));
        row.in_reply_to = Set(Some(reply.in_reply_to.clone()));
        let inserted = Entity::insert(row)
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        let reply_id = EnquiryId(inserted.last_insert_id);
        Events::insert(new_event(
            id,
            NewEvent::Reply {
                reply: reply_id,
                message: &reply.message,
            },
            &reply.author,
            at,
        ))
        .exec(&transaction)
        .await
        .map_err(from_db)?;
        Entity::update_many()
            .col_expr(
                Column::FirstRepliedAt,
                Func::if_null(Expr::col(Column::FirstRepliedAt), at.timestamp_millis()).into(),
            )
            .filter(one_lead(id))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        let after = stage.after_reply();
        if after != stage {
            move_stage(&transaction, id, stage, after, &reply.author, at).await?;
        }
        transaction.commit().await.map_err(from_db)?;
        Ok(reply_id)
    }

    async fn timelines(
        &self,
        ids: &[EnquiryId],
    ) -> Result<HashMap<EnquiryId, Vec<LeadEvent>>, RepositoryError> {
        if ids.is_empty() {
            return Ok(HashMap::new());
        }
        let rows = Events::find()
            .filter(EventColumn::EnquiryId.is_in(ids.iter().map(|id| id.0)))
            .order_by_asc(EventColumn::At)
            .order_by_asc(EventColumn::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        let replies: Vec<i64> = rows.iter().filter_map(reply_id).collect();
        let deliveries = reply_states(&self.conn, &replies).await?;
        let mut timelines: HashMap<EnquiryId, Vec<LeadEvent>> = HashMap::new();
        for row in rows {
            let lead = EnquiryId(row.enquiry_id);
            let event = event(row, |reply| deliveries.get(&reply).cloned())?;
            timelines.entry(lead).or_default().push(event);
        }
        Ok(timelines)
    }

    async fn send_digest(
        &self,
        day: NaiveDate,
        mail: &NewEnquiry,
    ) -> Result<bool, RepositoryError> {
        super::digest::send_digest(&self.conn, day, mail).await
    }

    async fn contact(&self, email: &str) -> Result<ContactRecord, RepositoryError> {
        let folded = email.trim().to_lowercase();
        let leads = Entity::find()
            .filter(leads_only())
            .filter(lower(Column::Email).eq(folded.clone()))
            .order_by_desc(Column::CreatedAt)
            .order_by_desc(Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?
            .into_iter()
            .map(|row| StoredEnquiry::try_from(row).map_err(RepositoryError::from))
            .collect::<Result<Vec<_>, _>>()?;
        let newsletter = newsletter_entity::Entity::find()
            .filter(lower(newsletter_entity::Column::Email).eq(folded.clone()))
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .map(|row| match (row.unsubscribed_at, row.confirmed_at) {
                (Some(_), _) => NewsletterStanding::Unsubscribed,
                (None, Some(_)) => NewsletterStanding::Subscribed,
                (None, None) => NewsletterStanding::Unconfirmed,
            });
        let alerts = alert_entity::Entity::find()
            .filter(lower(alert_entity::Column::Email).eq(folded))
            .order_by_asc(alert_entity::Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?
            .into_iter()
            .map(|row| {
                Ok(ContactAlert {
                    created_at: DateTime::from_timestamp_millis(row.created_at).ok_or_else(
                        || CorruptRow::new("alerts", row.id, "timestamp out of range"),
                    )?,
                    confirmed: row.confirmed_at.is_some(),
                })
            })
            .collect::<Result<Vec<_>, CorruptRow>>()?;
        Ok(ContactRecord {
            leads,
            newsletter,
            alerts,
        })
    }
}

/// Where the replies' own mails stand, read in one go.
async fn reply_states(
    conn: &DatabaseConnection,
    replies: &[i64],
) -> Result<HashMap<i64, MailState>, RepositoryError> {
    if replies.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = Entity::find()
        .filter(Column::Kind.eq(StoredKind::Reply))
        .filter(Column::Id.is_in(replies.iter().copied()))
        .all(conn)
        .await
        .map_err(from_db)?;
    rows.into_iter()
        .map(|row| {
            let instant = |millis: i64| {
                DateTime::from_timestamp_millis(millis)
                    .ok_or_else(|| CorruptRow::new("enquiries", row.id, "bad instant"))
            };
            Ok((
                row.id,
                MailState {
                    status: row.status.into(),
                    attempts: u32::try_from(row.attempts).unwrap_or(0),
                    next_attempt_at: instant(row.next_attempt_at)?,
                    sent_at: row.sent_at.map(instant).transpose()?,
                    last_error: row.last_error,
                },
            ))
        })
        .collect::<Result<_, CorruptRow>>()
        .map_err(RepositoryError::from)
}
