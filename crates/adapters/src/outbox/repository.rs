//! `EnquiryOutbox` over SeaORM, on SQLite and PostgreSQL alike.

use super::entity::{ActiveModel, Column, Entity, Model, StoredKind, StoredStage, StoredStatus};
use super::row::fields_json;
use crate::repositories::from_db;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::enquiry::inbox::search_text;
use domain::ports::{
    ClaimedEnquiry, DeliveryClaim, EnquiryId, EnquiryOutbox, NewEnquiry, RepositoryError,
};
use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::ActiveValue::Set;
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, UpdateMany,
};

pub struct SqlEnquiryOutbox {
    pub(super) conn: DatabaseConnection,
}

impl SqlEnquiryOutbox {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

/// Errors longer than this are cut: the inbox shows them, the logs have the rest.
const MAX_ERROR_CHARS: usize = 500;

fn short(error: &str) -> String {
    error.chars().take(MAX_ERROR_CHARS).collect()
}

/// Due at `now`: waiting for an attempt whose time has come, or held by a worker whose
/// lease ended (it died or hung).
fn due(now: i64) -> Condition {
    Condition::any()
        .add(
            Condition::all()
                .add(Column::Status.eq(StoredStatus::Pending))
                .add(Column::NextAttemptAt.lte(now)),
        )
        .add(
            Condition::all()
                .add(Column::Status.eq(StoredStatus::Sending))
                .add(Column::LeaseUntil.lt(now)),
        )
}

/// Still held by this claim.
fn held_by(claim: &DeliveryClaim) -> Condition {
    Condition::all()
        .add(Column::Id.eq(claim.id.0))
        .add(Column::Status.eq(StoredStatus::Sending))
        .add(Column::ClaimToken.eq(claim.token.as_str()))
}

/// A mail to the asker (a subscriber, a staff member signing in) carries its links' secrets in
/// the body and `List-Unsubscribe`, which the database must not keep (they are stored only as
/// hashes elsewhere): once it has left the outbox (sent, or given up on) they are blanked in the same statement. The row
/// stays, saying what went out to whom and when; other mails are kept whole for the inbox.
fn without_link_secrets(update: UpdateMany<Entity>) -> UpdateMany<Entity> {
    let to_subscriber = || Column::Kind.is_in(StoredKind::to_the_asker());
    let blank_when_to_subscriber = |column: Column, blank: Expr| {
        Expr::case(to_subscriber(), blank)
            .finally(Expr::col(column))
            .into()
    };
    update
        .col_expr(
            Column::Body,
            blank_when_to_subscriber(Column::Body, Expr::value("")),
        )
        .col_expr(
            Column::BodyHtml,
            blank_when_to_subscriber(Column::BodyHtml, Expr::value(Option::<String>::None)),
        )
        .col_expr(
            Column::ListUnsubscribe,
            blank_when_to_subscriber(Column::ListUnsubscribe, Expr::value(Option::<String>::None)),
        )
}

fn claim_token() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the inbox's search looks in; only leads are in the inbox.
fn stored_search_text(enquiry: &NewEnquiry) -> Option<String> {
    enquiry.kind.is_lead().then(|| {
        search_text(
            enquiry.name.as_deref(),
            enquiry.email.as_ref().map(|email| email.as_str()),
            &enquiry.fields,
        )
    })
}

/// Stores the enquiry as `Pending`, due at once, on `conn`: the outbox's own connection, or a
/// transaction that hands over more than the mail (an alert's digest).
pub(crate) async fn enqueue_on(
    conn: &impl ConnectionTrait,
    enquiry: &NewEnquiry,
) -> Result<EnquiryId, RepositoryError> {
    let inserted = Entity::insert(new_row(enquiry))
        .exec(conn)
        .await
        .map_err(from_db)?;
    Ok(EnquiryId(inserted.last_insert_id))
}

/// The row of a new enquiry, pending and due at once; a new lead starts `new`.
pub(crate) fn new_row(enquiry: &NewEnquiry) -> ActiveModel {
    let received = enquiry.received_at.timestamp_millis();
    ActiveModel {
        kind: Set(enquiry.kind.into()),
        subject: Set(enquiry.subject.clone()),
        name: Set(enquiry.name.clone()),
        email: Set(enquiry.email.as_ref().map(|e| e.as_str().to_owned())),
        reference: Set(enquiry.reference.clone()),
        property_ref: Set(enquiry.property_ref.as_ref().map(|r| r.as_str().to_owned())),
        fields: Set(fields_json(&enquiry.fields)),
        body: Set(enquiry.body.clone()),
        client_hash: Set(enquiry.client_hash.clone()),
        status: Set(StoredStatus::Pending),
        attempts: Set(0),
        next_attempt_at: Set(received),
        claim_token: Set(None),
        lease_until: Set(None),
        last_error: Set(None),
        created_at: Set(received),
        sent_at: Set(None),
        list_unsubscribe: Set(enquiry.list_unsubscribe.clone()),
        body_html: Set(enquiry.body_html.clone()),
        read_at: Set(None),
        search_text: Set(stored_search_text(enquiry)),
        attachments: Set(super::attachments::to_column(&enquiry.attachments)),
        referrer_host: Set(enquiry.source.referrer_host.clone()),
        utm_source: Set(enquiry.source.utm_source.clone()),
        utm_medium: Set(enquiry.source.utm_medium.clone()),
        utm_campaign: Set(enquiry.source.utm_campaign.clone()),
        source_label: Set(enquiry.source.label()),
        stage: Set(StoredStage::New),
        follow_up_on: Set(None),
        first_replied_at: Set(None),
        replies_to: Set(None),
        in_reply_to: Set(None),
        ..Default::default()
    }
}

#[async_trait]
impl EnquiryOutbox for SqlEnquiryOutbox {
    async fn enqueue(&self, enquiry: &NewEnquiry) -> Result<EnquiryId, RepositoryError> {
        enqueue_on(&self.conn, enquiry).await
    }

    /// One `UPDATE … WHERE id IN (due ids) AND <due>` statement marks the batch with a fresh
    /// claim token; repeating the due condition on the outer statement is what makes racing
    /// claims safe: on PostgreSQL a second claimer blocked on the same rows re-checks them
    /// after the first commits and skips them; SQLite runs one writer at a time. The rows are
    /// then read by that token, which no one else holds while the lease runs: a whole row
    /// through SQLite's `RETURNING` now and then came back without the newest column
    /// (`body_html`: a digest went out as text only; the property repository met the same
    /// with `has_background`).
    async fn claim_due(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<ClaimedEnquiry>, RepositoryError> {
        let now = now.timestamp_millis();
        let due_ids = Query::select()
            .column(Column::Id)
            .from(Entity)
            .cond_where(due(now))
            .order_by(Column::Id, sea_orm::Order::Asc)
            .limit(u64::from(limit))
            .to_owned();
        let token = claim_token();
        Entity::update_many()
            .col_expr(Column::Status, Expr::value(StoredStatus::Sending))
            .col_expr(Column::ClaimToken, Expr::value(token.clone()))
            .col_expr(
                Column::LeaseUntil,
                Expr::value(lease_until.timestamp_millis()),
            )
            .col_expr(Column::Attempts, Expr::col(Column::Attempts).add(1))
            .filter(Column::Id.in_subquery(due_ids))
            .filter(due(now))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        let rows: Vec<Model> = Entity::find()
            .filter(Column::ClaimToken.eq(token))
            .order_by_asc(Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        let claimed = rows
            .into_iter()
            .map(|row| ClaimedEnquiry::try_from(row).map_err(RepositoryError::from))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(claimed)
    }

    /// Only a live claim is extended: one whose lease ran out may already be another
    /// worker's, and on PostgreSQL a claimer racing this update re-checks the row after it.
    async fn extend_claim(
        &self,
        claim: &DeliveryClaim,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        let result = Entity::update_many()
            .col_expr(
                Column::LeaseUntil,
                Expr::value(lease_until.timestamp_millis()),
            )
            .filter(held_by(claim))
            .filter(Column::LeaseUntil.gte(now.timestamp_millis()))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 1 {
            Ok(())
        } else {
            Err(RepositoryError::NotFound)
        }
    }

    async fn mark_sent(
        &self,
        claim: &DeliveryClaim,
        at: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        self.finish(
            claim,
            without_link_secrets(
                Entity::update_many()
                    .col_expr(Column::Status, Expr::value(StoredStatus::Sent))
                    .col_expr(Column::SentAt, Expr::value(at.timestamp_millis()))
                    .col_expr(Column::LastError, Expr::value(Option::<String>::None)),
            ),
        )
        .await
    }

    async fn reschedule(
        &self,
        claim: &DeliveryClaim,
        next_attempt_at: DateTime<Utc>,
        error: &str,
    ) -> Result<(), RepositoryError> {
        self.finish(
            claim,
            Entity::update_many()
                .col_expr(Column::Status, Expr::value(StoredStatus::Pending))
                .col_expr(
                    Column::NextAttemptAt,
                    Expr::value(next_attempt_at.timestamp_millis()),
                )
                .col_expr(Column::LastError, Expr::value(short(error))),
        )
        .await
    }

    async fn mark_failed(&self, claim: &DeliveryClaim, error: &str) -> Result<(), RepositoryError> {
        self.finish(
            claim,
            without_link_secrets(
                Entity::update_many()
                    .col_expr(Column::Status, Expr::value(StoredStatus::Failed))
                    .col_expr(Column::LastError, Expr::value(short(error))),
            ),
        )
        .await
    }
}

impl SqlEnquiryOutbox {
    /// Applies `update` (which ends the claim) only while `claim` still holds the enquiry.
    async fn finish(
        &self,
        claim: &DeliveryClaim,
        update: sea_orm::UpdateMany<Entity>,
    ) -> Result<(), RepositoryError> {
        let result = update
            .col_expr(Column::ClaimToken, Expr::value(Option::<String>::None))
            .col_expr(Column::LeaseUntil, Expr::value(Option::<i64>::None))
            .filter(held_by(claim))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 1 {
            Ok(())
        } else {
            Err(RepositoryError::NotFound)
        }
    }
}
