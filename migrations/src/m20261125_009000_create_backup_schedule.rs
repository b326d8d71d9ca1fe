use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The scheduled backups' one record, shared by every server: who is making the next backup
/// (a lease, taken with a conditional UPDATE) and when the last one ran, so that several
/// servers make one backup per interval and a restart does not make one early. Instants are
/// whole milliseconds since the Unix epoch, compared in SQL.
#[derive(DeriveIden)]
enum BackupSchedule {
    Table,
    /// The schedule's name: one row, `site`.
    Name,
    /// The lease's holder (a token new for each run); NULL when no run holds it.
    LeaseToken,
    /// No server takes the lease before this (a run's lease, or the wait after a failure).
    LeaseUntil,
    /// When the last run that stored its archive started: the next is due an interval later.
    LastStartedAt,
    /// When the last run that stored its archive everywhere finished, and its size.
    LastSuccessAt,
    LastSizeBytes,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(BackupSchedule::Table)
                    .col(text(BackupSchedule::Name).primary_key())
                    .col(text_null(BackupSchedule::LeaseToken))
                    .col(big_integer_null(BackupSchedule::LeaseUntil))
                    .col(big_integer_null(BackupSchedule::LastStartedAt))
                    .col(big_integer_null(BackupSchedule::LastSuccessAt))
                    .col(big_integer_null(BackupSchedule::LastSizeBytes))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(BackupSchedule::Table).to_owned())
            .await
    }
}
