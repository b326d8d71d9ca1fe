//! The desk's daily digest, stored once per Rome day: the day's row in `desk_digests` and the
//! mail go in one transaction, and the day's primary key turns away every later pass and
//! every other server.

use crate::database::begin_write;
use crate::outbox::entity::Entity;
use crate::outbox::new_row;
use crate::repositories::from_db;
use chrono::NaiveDate;
use domain::ports::{NewEnquiry, RepositoryError};
use sea_orm::sea_query::{Alias, OnConflict, Query};
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait};

pub(super) async fn send_digest(
    conn: &DatabaseConnection,
    day: NaiveDate,
    mail: &NewEnquiry,
) -> Result<bool, RepositoryError> {
    let transaction = begin_write(conn).await.map_err(from_db)?;
    let claim = Query::insert()
        .into_table(Alias::new("desk_digests"))
        .columns([Alias::new("day"), Alias::new("sent_at")])
        .values_panic([
            day.format("%Y-%m-%d").to_string().into(),
            mail.received_at.timestamp_millis().into(),
        ])
        .on_conflict(
            OnConflict::column(Alias::new("day"))
                .do_nothing()
                .to_owned(),
        )
        .to_owned();
    let claimed = transaction.execute(&claim).await.map_err(from_db)?;
    if claimed.rows_affected() == 0 {
        return Ok(false);
    }
    Entity::insert(new_row(mail))
        .exec(&transaction)
        .await
        .map_err(from_db)?;
    transaction.commit().await.map_err(from_db)?;
    Ok(true)
}
