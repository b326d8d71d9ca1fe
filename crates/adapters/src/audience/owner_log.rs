//! The owner log's rows (issue 53): written in the transaction of the change they record,
//! read newest first, and counted for the daily cap on report mails.

use super::owner_entity::{self as owner, Entity as OwnerEntity};
use super::owner_log_entity::{self as log, Entity as LogEntity};
use crate::repositories::{from_db, CorruptRow};
use ::audience::owner::{OwnerAction, OwnerLogEntry, OwnerStamp};
use chrono::{DateTime, Utc};
use domain::ports::RepositoryError;
use domain::Ref;
use sea_orm::sea_query::Expr;
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect,
};

pub(super) async fn write(
    db: &DatabaseTransaction,
    property: &Ref,
    action: OwnerAction,
    email: &str,
    stamp: &OwnerStamp,
) -> Result<(), RepositoryError> {
    LogEntity::insert(log::ActiveModel {
        id: NotSet,
        property_ref: Set(property.to_string()),
        action: Set(action.code().to_owned()),
        email: Set(email.to_owned()),
        done_by: Set(stamp.by.clone()),
        at: Set(stamp.at),
    })
    .exec_without_returning(db)
    .await
    .map_err(from_db)?;
    Ok(())
}

/// Takes the home's owner row for the rest of the transaction (a write that changes
/// nothing): claims made at once then count one after the other, on PostgreSQL (the row's
/// lock) as on SQLite (the database's write lock). False when the home has no owner.
pub(super) async fn hold_owner(
    db: &DatabaseTransaction,
    property: &Ref,
) -> Result<bool, RepositoryError> {
    let held = OwnerEntity::update_many()
        .col_expr(owner::Column::Email, Expr::col(owner::Column::Email))
        .filter(owner::Column::PropertyRef.eq(property.to_string()))
        .exec(db)
        .await
        .map_err(from_db)?;
    Ok(held.rows_affected > 0)
}

/// How many entries of `action` the home's log has since `since`.
pub(super) async fn count_since(
    db: &DatabaseTransaction,
    property: &Ref,
    action: OwnerAction,
    since: DateTime<Utc>,
) -> Result<u64, RepositoryError> {
    LogEntity::find()
        .filter(log::Column::PropertyRef.eq(property.to_string()))
        .filter(log::Column::Action.eq(action.code()))
        .filter(log::Column::At.gte(since))
        .count(db)
        .await
        .map_err(from_db)
}

pub(super) async fn read(
    db: &impl ConnectionTrait,
    property: Option<&Ref>,
    limit: u64,
) -> Result<Vec<OwnerLogEntry>, RepositoryError> {
    let mut select = LogEntity::find();
    if let Some(property) = property {
        select = select.filter(log::Column::PropertyRef.eq(property.to_string()));
    }
    select
        .order_by_desc(log::Column::At)
        .order_by_desc(log::Column::Id)
        .limit(limit)
        .all(db)
        .await
        .map_err(from_db)?
        .into_iter()
        .map(entry_of)
        .collect()
}

fn entry_of(row: log::Model) -> Result<OwnerLogEntry, RepositoryError> {
    let corrupt =
        |why: &str| RepositoryError::unexpected(CorruptRow::new("owner_log", row.id, why));
    Ok(OwnerLogEntry {
        property: Ref::parse_stored(&row.property_ref).map_err(|_| corrupt("not a ref"))?,
        action: OwnerAction::parse(&row.action).ok_or_else(|| corrupt("not an action"))?,
        email: row.email,
        stamp: OwnerStamp {
            by: row.done_by,
            at: row.at,
        },
    })
}
