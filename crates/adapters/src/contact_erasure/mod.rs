//! `ContactErasure` over SeaORM: one transaction deletes every row holding the address, then
//! the engine is made to forget the deleted bytes (`scrub`). Lead retention (`retention`)
//! anonymises closed leads past their period the same way, keeping the rows for the counts.

mod retention;
mod scrub;

pub use retention::SqlLeadRetention;

use crate::alerts::{entity as alert, match_entity as alert_match};
use crate::audience::{
    owner_entity as owner, owner_log_entity as owner_log, report_link_entity as report_link,
};
use crate::confirmation_mails::entity as confirmation_mail;
use crate::database::begin_write;
use crate::link_tokens::entity as link_token;
use crate::newsletter::entity as subscriber;
use crate::outbox::entity as outbox;
use crate::repositories::from_db;
use crate::secret_hash::sha256_hex;
use crate::viewings::{request_entity as viewing_request, slot_entity as viewing_slot};
use async_trait::async_trait;
use domain::ports::{ContactErasure, ErasedRecords, RepositoryError};
use domain::Email;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, DatabaseTransaction, EntityTrait, QueryFilter,
    QuerySelect, QueryTrait,
};

pub struct SqlContactErasure {
    conn: DatabaseConnection,
}

impl SqlContactErasure {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

#[async_trait]
impl ContactErasure for SqlContactErasure {
    async fn erase(&self, email: &Email) -> Result<ErasedRecords, RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        // Viewing requests name their lead: they go first.
        let viewings = erase_viewings(&transaction, email).await?;
        let erased = ErasedRecords {
            viewings,
            messages: erase_messages(&transaction, email).await?,
            newsletter: erase_subscriptions(&transaction, email).await?,
            alerts: erase_alerts(&transaction, email).await?,
            owners: erase_owners(&transaction, email).await?,
        };
        erase_confirmation_record(&transaction, email).await?;
        transaction.commit().await.map_err(from_db)?;
        scrub::forget_deleted_bytes(&self.conn).await?;
        Ok(erased)
    }
}

/// What the owner log says in place of an erased address: the entries (who changed an owner,
/// who mailed a report, when) stay for the admin, the address goes.
pub const ERASED_ADDRESS: &str = "(erased)";

/// The homes the address owns: their report links (mailed to it) and the owner's details;
/// the address in the owner log.
async fn erase_owners(db: &DatabaseTransaction, email: &Email) -> Result<u64, RepositoryError> {
    owner_log::Entity::update_many()
        .col_expr(owner_log::Column::Email, Expr::value(ERASED_ADDRESS))
        .filter(owner_log::Column::Email.eq(email.as_str()))
        .exec(db)
        .await
        .map_err(from_db)?;
    let owned = owner::Entity::find()
        .select_only()
        .column(owner::Column::PropertyRef)
        .filter(owner::Column::Email.eq(email.as_str()))
        .into_query();
    report_link::Entity::delete_many()
        .filter(report_link::Column::PropertyRef.in_subquery(owned))
        .exec(db)
        .await
        .map_err(from_db)?;
    let deleted = owner::Entity::delete_many()
        .filter(owner::Column::Email.eq(email.as_str()))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(deleted.rows_affected)
}

/// The viewing requests the address made (each names its lead) and their slots, outcomes
/// and feedback included.
async fn erase_viewings(db: &DatabaseTransaction, email: &Email) -> Result<u64, RepositoryError> {
    let leads = outbox::Entity::find()
        .select_only()
        .column(outbox::Column::Id)
        .filter(outbox::Column::Email.eq(email.as_str()));
    let requests: Vec<i64> = viewing_request::Entity::find()
        .select_only()
        .column(viewing_request::Column::Id)
        .filter(
            Condition::any()
                .add(viewing_request::Column::Email.eq(email.as_str()))
                .add(viewing_request::Column::EnquiryId.in_subquery(leads.into_query())),
        )
        .into_tuple()
        .all(db)
        .await
        .map_err(from_db)?;
    viewing_slot::Entity::delete_many()
        .filter(viewing_slot::Column::RequestId.is_in(requests.clone()))
        .exec(db)
        .await
        .map_err(from_db)?;
    let deleted = viewing_request::Entity::delete_many()
        .filter(viewing_request::Column::Id.is_in(requests))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(deleted.rows_affected)
}

/// The outbox keeps each enquiry (the mail to the consultant, with the sender's address in
/// `email`) and each mail to a subscriber (addressed to `email`) as one row.
async fn erase_messages(db: &DatabaseTransaction, email: &Email) -> Result<u64, RepositoryError> {
    let deleted = outbox::Entity::delete_many()
        .filter(outbox::Column::Email.eq(email.as_str()))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(deleted.rows_affected)
}

async fn erase_subscriptions(
    db: &DatabaseTransaction,
    email: &Email,
) -> Result<u64, RepositoryError> {
    let ids: Vec<i64> = subscriber::Entity::find()
        .select_only()
        .column(subscriber::Column::Id)
        .filter(subscriber::Column::Email.eq(email.as_str()))
        .into_tuple()
        .all(db)
        .await
        .map_err(from_db)?;
    link_token::Entity::delete_many()
        .filter(link_token::Column::SubscriberId.is_in(ids.clone()))
        .exec(db)
        .await
        .map_err(from_db)?;
    let deleted = subscriber::Entity::delete_many()
        .filter(subscriber::Column::Id.is_in(ids))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(deleted.rows_affected)
}

async fn erase_alerts(db: &DatabaseTransaction, email: &Email) -> Result<u64, RepositoryError> {
    let ids: Vec<i64> = alert::Entity::find()
        .select_only()
        .column(alert::Column::Id)
        .filter(alert::Column::Email.eq(email.as_str()))
        .into_tuple()
        .all(db)
        .await
        .map_err(from_db)?;
    link_token::Entity::delete_many()
        .filter(link_token::Column::AlertId.is_in(ids.clone()))
        .exec(db)
        .await
        .map_err(from_db)?;
    alert_match::Entity::delete_many()
        .filter(alert_match::Column::AlertId.is_in(ids.clone()))
        .exec(db)
        .await
        .map_err(from_db)?;
    let deleted = alert::Entity::delete_many()
        .filter(alert::Column::Id.is_in(ids))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(deleted.rows_affected)
}

/// The throttle's record keeps the address's SHA-256 only, but anyone holding the address
/// can recompute that: it goes too.
async fn erase_confirmation_record(
    db: &DatabaseTransaction,
    email: &Email,
) -> Result<(), RepositoryError> {
    confirmation_mail::Entity::delete_many()
        .filter(confirmation_mail::Column::AddressHash.eq(sha256_hex(email.as_str())))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(())
}
