//! `LeadRetention` over SeaORM: a closed lead quiet for the retention period keeps its row
//! (kind, stage, source, property, dates, delivery state: what the desk counts) and loses
//! what an erasure removes, in one transaction; then the engine forgets the old bytes the
//! same way as after an erasure (`super::scrub`: an updated row's old version lingers like a
//! deleted one).

use super::scrub;
use crate::database::begin_write;
use crate::leads::{entity as lead_event, payload_without_text};
use crate::outbox::entity::{self as outbox, StoredKind, StoredStage, StoredStatus};
use crate::outbox::leads_only;
use crate::repositories::from_db;
use crate::viewings::{request_entity as viewing_request, slot_entity as viewing_slot};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::enquiry::lead::LeadStage;
use domain::ports::{LeadRetention, RepositoryError};
use sea_orm::sea_query::Expr;
use sea_orm::ActiveValue::Set;
use sea_orm::{
    ColumnTrait, DatabaseConnection, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, QueryTrait, UpdateMany,
};
use std::collections::BTreeSet;

/// Leads anonymised per transaction: the first pass after a long time may find many, and a
/// SQLite write must stay short. The job's next pass takes the rest.
const BATCH: u64 = 200;
/// What a mail to the visitor that was never delivered says once its address is gone.
const UNDELIVERED: &str = "anonymised before delivery";
/// A plain message's subject is the sender's own words; the forms' subjects are the site's.
const PLAIN_MESSAGE_SUBJECT: &str = "Message";

pub struct SqlLeadRetention {
    conn: DatabaseConnection,
}

impl SqlLeadRetention {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

#[async_trait]
impl LeadRetention for SqlLeadRetention {
    async fn anonymise_quiet_leads(
        &self,
        stages: &[LeadStage],
        quiet_since: DateTime<Utc>,
        at: DateTime<Utc>,
    ) -> Result<u64, RepositoryError> {
        let since = quiet_since.timestamp_millis();
        let at = at.timestamp_millis();
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let leads = quiet_leads(&transaction, stages, since).await?;
        if leads.is_empty() {
            return Ok(0);
        }
        let ids: Vec<i64> = leads.iter().map(|lead| lead.id).collect();
        let plain_messages: Vec<i64> = leads
            .iter()
            .filter(|lead| lead.kind == StoredKind::Message)
            .map(|lead| lead.id)
            .collect();
        let addresses: BTreeSet<String> = leads.iter().filter_map(|l| l.email.clone()).collect();
        blank(outbox::Entity::update_many(), at)
            .col_expr(outbox::Column::Reference, Expr::value(None::<String>))
            .filter(outbox::Column::Id.is_in(ids.clone()))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        outbox::Entity::update_many()
            .col_expr(outbox::Column::Subject, Expr::value(PLAIN_MESSAGE_SUBJECT))
            .filter(outbox::Column::Id.is_in(plain_messages.clone()))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        anonymise_replies(&transaction, &ids, &plain_messages, at).await?;
        empty_timelines(&transaction, &ids).await?;
        anonymise_viewings(&transaction, &ids).await?;
        anonymise_desk_mails(&transaction, &addresses, since, at).await?;
        transaction.commit().await.map_err(from_db)?;
        scrub::forget_deleted_bytes(&self.conn).await?;
        Ok(ids.len() as u64)
    }
}

/// Whole leads in `stages` that arrived before `since` and whose timeline has nothing since.
async fn quiet_leads(
    db: &DatabaseTransaction,
    stages: &[LeadStage],
    since: i64,
) -> Result<Vec<outbox::Model>, RepositoryError> {
    let active = lead_event::Entity::find()
        .select_only()
        .column(lead_event::Column::EnquiryId)
        .filter(lead_event::Column::At.gte(since));
    outbox::Entity::find()
        .filter(leads_only())
        .filter(outbox::Column::Stage.is_in(stages.iter().copied().map(StoredStage::from)))
        .filter(outbox::Column::AnonymisedAt.is_null())
        .filter(outbox::Column::CreatedAt.lt(since))
        .filter(outbox::Column::Id.not_in_subquery(active.into_query()))
        .order_by_asc(outbox::Column::Id)
        .limit(BATCH)
        .all(db)
        .await
        .map_err(from_db)
}

/// The personal columns of an outbox row emptied, the row marked anonymised at `at`.
fn blank(update: UpdateMany<outbox::Entity>, at: i64) -> UpdateMany<outbox::Entity> {
    let none = || Expr::value(None::<String>);
    update
        .col_expr(outbox::Column::Name, none())
        .col_expr(outbox::Column::Email, none())
        .col_expr(outbox::Column::Fields, Expr::value("[]"))
        .col_expr(outbox::Column::Body, Expr::value(""))
        .col_expr(outbox::Column::BodyHtml, none())
        .col_expr(outbox::Column::SearchText, none())
        .col_expr(outbox::Column::ClientHash, none())
        .col_expr(outbox::Column::Attachments, none())
        .col_expr(outbox::Column::ListUnsubscribe, none())
        .col_expr(outbox::Column::LastError, none())
        .col_expr(outbox::Column::AnonymisedAt, Expr::value(Some(at)))
}

/// A mail to the visitor still waiting can no longer go anywhere once its address is gone:
/// it is given up (after `blank`, which empties the error column).
async fn give_up_undelivered(
    db: &DatabaseTransaction,
    mails: sea_orm::Condition,
) -> Result<(), RepositoryError> {
    outbox::Entity::update_many()
        .col_expr(outbox::Column::Status, Expr::value(StoredStatus::Failed))
        .col_expr(outbox::Column::ClaimToken, Expr::value(None::<String>))
        .col_expr(outbox::Column::LeaseUntil, Expr::value(None::<i64>))
        .col_expr(outbox::Column::LastError, Expr::value(UNDELIVERED))
        .filter(mails)
        .filter(outbox::Column::Status.is_in([StoredStatus::Pending, StoredStatus::Sending]))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(())
}

/// The desk's replies to the leads: their copies of the visitor's address and words.
async fn anonymise_replies(
    db: &DatabaseTransaction,
    leads: &[i64],
    plain_messages: &[i64],
    at: i64,
) -> Result<(), RepositoryError> {
    let replies = || {
        sea_orm::Condition::all()
            .add(outbox::Column::Kind.eq(StoredKind::Reply))
            .add(outbox::Column::RepliesTo.is_in(leads.iter().copied()))
    };
    blank(outbox::Entity::update_many(), at)
        .filter(replies())
        .exec(db)
        .await
        .map_err(from_db)?;
    give_up_undelivered(db, replies()).await?;
    outbox::Entity::update_many()
        .col_expr(
            outbox::Column::Subject,
            Expr::value(format!("Re: {PLAIN_MESSAGE_SUBJECT}")),
        )
        .filter(replies())
        .filter(outbox::Column::RepliesTo.is_in(plain_messages.iter().copied()))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(())
}

/// The notes' and replies' texts on the leads' timelines; the stage changes stay whole.
async fn empty_timelines(db: &DatabaseTransaction, leads: &[i64]) -> Result<(), RepositoryError> {
    let events = lead_event::Entity::find()
        .filter(lead_event::Column::EnquiryId.is_in(leads.iter().copied()))
        .filter(lead_event::Column::Kind.is_in(["note", "reply"]))
        .all(db)
        .await
        .map_err(from_db)?;
    for event in events {
        let Some(payload) = payload_without_text(&event) else {
            continue;
        };
        lead_event::Entity::update(lead_event::ActiveModel {
            id: sea_orm::ActiveValue::Unchanged(event.id),
            payload: Set(payload),
            ..Default::default()
        })
        .exec(db)
        .await
        .map_err(from_db)?;
    }
    Ok(())
}

/// The viewing requests the leads are (who, how to reach them, their message) and the
/// feedback recorded on their slots; the dates, homes, attendance and interest stay.
async fn anonymise_viewings(
    db: &DatabaseTransaction,
    leads: &[i64],
) -> Result<(), RepositoryError> {
    let requests = viewing_request::Entity::find()
        .select_only()
        .column(viewing_request::Column::Id)
        .filter(viewing_request::Column::EnquiryId.is_in(leads.iter().copied()));
    viewing_slot::Entity::update_many()
        .col_expr(viewing_slot::Column::Feedback, Expr::value(""))
        .filter(viewing_slot::Column::Feedback.is_not_null())
        .filter(viewing_slot::Column::RequestId.in_subquery(requests.into_query()))
        .exec(db)
        .await
        .map_err(from_db)?;
    viewing_request::Entity::update_many()
        .col_expr(viewing_request::Column::Name, Expr::value(""))
        .col_expr(viewing_request::Column::Email, Expr::value(""))
        .col_expr(viewing_request::Column::Phone, Expr::value(None::<String>))
        .col_expr(viewing_request::Column::Message, Expr::value(""))
        .filter(viewing_request::Column::EnquiryId.is_in(leads.iter().copied()))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(())
}

/// The viewing invitations, updates and reminders mailed to the leads' addresses before the
/// period began, unless the address still has a whole lead (whose trip they may be): the
/// desk's mails name no lead, only the address.
async fn anonymise_desk_mails(
    db: &DatabaseTransaction,
    addresses: &BTreeSet<String>,
    since: i64,
    at: i64,
) -> Result<(), RepositoryError> {
    let still_worked: BTreeSet<String> = outbox::Entity::find()
        .select_only()
        .column(outbox::Column::Email)
        .filter(leads_only())
        .filter(outbox::Column::Email.is_in(addresses.iter().cloned()))
        .into_tuple::<Option<String>>()
        .all(db)
        .await
        .map_err(from_db)?
        .into_iter()
        .flatten()
        .collect();
    let gone: Vec<String> = addresses.difference(&still_worked).cloned().collect();
    if gone.is_empty() {
        return Ok(());
    }
    let mails: Vec<i64> = outbox::Entity::find()
        .select_only()
        .column(outbox::Column::Id)
        .filter(outbox::Column::Kind.eq(StoredKind::ViewingMail))
        .filter(outbox::Column::Email.is_in(gone))
        .filter(outbox::Column::CreatedAt.lt(since))
        .into_tuple()
        .all(db)
        .await
        .map_err(from_db)?;
    let these = || sea_orm::Condition::all().add(outbox::Column::Id.is_in(mails.clone()));
    blank(outbox::Entity::update_many(), at)
        .filter(these())
        .exec(db)
        .await
        .map_err(from_db)?;
    give_up_undelivered(db, these()).await
}
