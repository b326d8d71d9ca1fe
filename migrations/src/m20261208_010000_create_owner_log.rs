//! The owner log (issue 53): every change staff make to a home's owner and every report
//! mailed, with who did it and when, for the admin to see. It names the home by its ref
//! without a foreign key, so that an entry outlives the home it was about.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum OwnerLog {
    Table,
    Id,
    PropertyRef,
    /// `recorded`, `removed`, `report_sent` or `monthly_report_sent`.
    Action,
    /// The address concerned.
    Email,
    /// The staff member's address (or `monthly report`).
    DoneBy,
    At,
}

const BY_HOME_AND_TIME: &str = "owner_log_by_home_and_time";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(OwnerLog::Table)
                    .col(big_pk_auto(OwnerLog::Id))
                    .col(text(OwnerLog::PropertyRef))
                    .col(string_len(OwnerLog::Action, 24))
                    .col(text(OwnerLog::Email))
                    .col(text(OwnerLog::DoneBy))
                    .col(timestamp_with_time_zone(OwnerLog::At))
                    .to_owned(),
            )
            .await?;
        // The daily cap counts a home's report mails of the day; the admin reads a home's log.
        manager
            .create_index(
                Index::create()
                    .name(BY_HOME_AND_TIME)
                    .table(OwnerLog::Table)
                    .col(OwnerLog::PropertyRef)
                    .col(OwnerLog::At)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(OwnerLog::Table).to_owned())
            .await
    }
}
