//! The `property_price_changes` table: a property's price history, written in the save's
//! transaction and read by staff.

use super::entities::price_change::{ActiveModel, Column, Entity, Model};
use super::storage_error::{from_db, CorruptRow, OutOfRange};
use super::stored_time::to_stored_precision;
use domain::ports::RepositoryError;
use domain::property::PriceChange;
use domain::{Price, Ref};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

const TABLE: &str = "property_price_changes";

pub(crate) async fn record_price_change_on(
    db: &impl ConnectionTrait,
    reference: &Ref,
    change: &PriceChange,
) -> Result<(), RepositoryError> {
    let euros =
        |price: Price, column| i64::try_from(price.amount()).map_err(|_| OutOfRange(column));
    Entity::insert(ActiveModel {
        id: NotSet,
        property_ref: Set(reference.as_str().to_owned()),
        changed_at: Set(to_stored_precision(change.at)),
        old_price: Set(euros(change.from, "old_price")?),
        new_price: Set(euros(change.to, "new_price")?),
        changed_by: Set(change.by.clone()),
    })
    .exec_without_returning(db)
    .await
    .map_err(from_db)?;
    Ok(())
}

pub(crate) async fn price_history_of(
    db: &impl ConnectionTrait,
    reference: &Ref,
) -> Result<Vec<PriceChange>, RepositoryError> {
    let rows = Entity::find()
        .filter(Column::PropertyRef.eq(reference.as_str()))
        .order_by_asc(Column::ChangedAt)
        .order_by_asc(Column::Id)
        .all(db)
        .await
        .map_err(from_db)?;
    rows.into_iter()
        .map(|row| price_change(row).map_err(RepositoryError::from))
        .collect()
}

/// Whether a stored row holds a real price change (the backup's row rule too).
pub(crate) fn price_change(row: Model) -> Result<PriceChange, CorruptRow> {
    let key = row.id.to_string();
    let price = |stored: i64| {
        u64::try_from(stored)
            .map(Price::euros)
            .map_err(|_| CorruptRow::new(TABLE, &key, "a price below 0"))
    };
    Ok(PriceChange {
        at: row.changed_at,
        from: price(row.old_price)?,
        to: price(row.new_price)?,
        by: row.changed_by,
    })
}
