//! `BackupSchedule` over SeaORM: one row of `backup_schedule` in the database every server
//! shares. The lease is taken, renewed and ended with conditional UPDATEs that repeat their
//! condition, which makes racing servers safe: on PostgreSQL a second UPDATE blocked on the
//! row re-checks it once the first commits and then matches nothing; SQLite runs one writer
//! at a time.

mod entity;

use adapters::repositories::from_db;
use async_trait::async_trait;
use backup::ports::{BackupLease, BackupSchedule, BackupScheduleState, FinishedBackup};
use chrono::{DateTime, Utc};
use domain::ports::RepositoryError;
use entity::{ActiveModel, Column, Entity};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, Condition, DatabaseConnection, EntityTrait, QueryFilter};

/// The one schedule a site has.
const SITE: &str = "site";

pub struct SqlBackupSchedule {
    conn: DatabaseConnection,
}

impl SqlBackupSchedule {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }

    /// The row, created empty when missing (by whichever server comes first).
    async fn ensure_row(&self) -> Result<(), RepositoryError> {
        Entity::insert(ActiveModel {
            name: Set(SITE.to_owned()),
            lease_token: Set(None),
            lease_until: Set(None),
            last_started_at: Set(None),
            last_success_at: Set(None),
            last_size_bytes: Set(None),
        })
        .on_conflict(OnConflict::column(Column::Name).do_nothing().to_owned())
        .exec_without_returning(&self.conn)
        .await
        .map_err(from_db)?;
        Ok(())
    }
}

fn millis(at: DateTime<Utc>) -> i64 {
    at.timestamp_millis()
}

fn instant(millis: Option<i64>) -> Option<DateTime<Utc>> {
    millis.and_then(DateTime::from_timestamp_millis)
}

fn lease_token() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The row while `lease` still names it. Run out or not, no one took it over: taking it
/// writes a new token.
fn named_by(lease: &BackupLease) -> Condition {
    Condition::all()
        .add(Column::Name.eq(SITE))
        .add(Column::LeaseToken.eq(lease.token.as_str()))
}

fn found_or_not(rows_affected: u64) -> Result<(), RepositoryError> {
    if rows_affected == 1 {
        Ok(())
    } else {
        Err(RepositoryError::NotFound)
    }
}

#[async_trait]
impl BackupSchedule for SqlBackupSchedule {
    async fn state(&self) -> Result<BackupScheduleState, RepositoryError> {
        self.ensure_row().await?;
        let row = Entity::find_by_id(SITE.to_owned())
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .ok_or(RepositoryError::NotFound)?;
        Ok(BackupScheduleState {
            last_started_at: instant(row.last_started_at),
            last_success_at: instant(row.last_success_at),
            last_size_bytes: row.last_size_bytes.map(|size| size.max(0) as u64),
        })
    }

    async fn take(
        &self,
        now: DateTime<Utc>,
        due_if_last_started_by: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> Result<Option<BackupLease>, RepositoryError> {
        self.ensure_row().await?;
        let lease = BackupLease {
            token: lease_token(),
        };
        let free = Condition::any()
            .add(Column::LeaseUntil.is_null())
            .add(Column::LeaseUntil.lt(millis(now)));
        let due = Condition::any()
            .add(Column::LastStartedAt.is_null())
            .add(Column::LastStartedAt.lte(millis(due_if_last_started_by)));
        let taken = Entity::update_many()
            .col_expr(Column::LeaseToken, Expr::value(lease.token.clone()))
            .col_expr(Column::LeaseUntil, Expr::value(millis(lease_until)))
            .filter(Column::Name.eq(SITE))
            .filter(free)
            .filter(due)
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok((taken.rows_affected == 1).then_some(lease))
    }

    async fn extend(
        &self,
        lease: &BackupLease,
        lease_until: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        let extended = Entity::update_many()
            .col_expr(Column::LeaseUntil, Expr::value(millis(lease_until)))
            .filter(named_by(lease))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        found_or_not(extended.rows_affected)
    }

    async fn finish(
        &self,
        lease: &BackupLease,
        run: &FinishedBackup,
    ) -> Result<(), RepositoryError> {
        let mut update = Entity::update_many()
            .col_expr(Column::LeaseToken, Expr::value(Option::<String>::None))
            .col_expr(Column::LeaseUntil, Expr::value(Option::<i64>::None))
            .col_expr(Column::LastStartedAt, Expr::value(millis(run.started_at)));
        if run.everywhere {
            update = update
                .col_expr(Column::LastSuccessAt, Expr::value(millis(run.finished_at)))
                .col_expr(
                    Column::LastSizeBytes,
                    Expr::value(i64::try_from(run.size_bytes).unwrap_or(i64::MAX)),
                );
        }
        let recorded = update
            .filter(named_by(lease))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        found_or_not(recorded.rows_affected)
    }

    async fn release(
        &self,
        lease: &BackupLease,
        free_from: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        // The row stays "leased" to no one until `free_from`: `take` waits for that moment.
        let released = Entity::update_many()
            .col_expr(Column::LeaseToken, Expr::value(Option::<String>::None))
            .col_expr(Column::LeaseUntil, Expr::value(millis(free_from)))
            .filter(named_by(lease))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        found_or_not(released.rows_affected)
    }
}
