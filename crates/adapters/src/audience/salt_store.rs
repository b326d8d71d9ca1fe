//! `SaltStore` over SeaORM: one row per day; the first server to store a day's salt wins and
//! every other reads it back.

use super::salt_entity::{ActiveModel as SaltRow, Column, Entity as SaltEntity};
use crate::repositories::{from_db, CorruptRow};
use ::audience::salt::{Salt, SaltStore};
use async_trait::async_trait;
use chrono::NaiveDate;
use domain::ports::RepositoryError;
use sea_orm::sea_query::OnConflict;
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

pub struct SqlSaltStore {
    conn: DatabaseConnection,
}

impl SqlSaltStore {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

pub(super) fn day_text(day: NaiveDate) -> String {
    day.format("%Y-%m-%d").to_string()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn salt_of_hex(day: &str, text: &str) -> Result<Salt, RepositoryError> {
    let corrupt =
        || RepositoryError::unexpected(CorruptRow::new("visit_salts", day, "not 32 bytes of hex"));
    if text.len() != 64 {
        return Err(corrupt());
    }
    let mut bytes = [0u8; 32];
    for (index, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(text.get(index * 2..index * 2 + 2).ok_or_else(corrupt)?, 16)
            .map_err(|_| corrupt())?;
    }
    Ok(Salt::new(bytes))
}

#[async_trait]
impl SaltStore for SqlSaltStore {
    async fn salt_of(&self, day: NaiveDate, fresh: Salt) -> Result<Salt, RepositoryError> {
        let day = day_text(day);
        SaltEntity::insert(SaltRow {
            day: Set(day.clone()),
            salt: Set(hex(fresh.bytes())),
        })
        .on_conflict(OnConflict::column(Column::Day).do_nothing().to_owned())
        .exec_without_returning(&self.conn)
        .await
        .map_err(from_db)?;
        let stored = SaltEntity::find_by_id(day.clone())
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .ok_or(RepositoryError::NotFound)?;
        salt_of_hex(&day, &stored.salt)
    }

    async fn forget_before(&self, day: NaiveDate) -> Result<u64, RepositoryError> {
        let deleted = SaltEntity::delete_many()
            .filter(Column::Day.lt(day_text(day)))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(deleted.rows_affected)
    }
}
