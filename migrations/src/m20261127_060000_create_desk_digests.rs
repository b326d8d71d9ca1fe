use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// One row per Rome day whose desk digest went to the outbox: its primary key is what lets
/// only one pass of one server send the day's digest, however many servers run.
#[derive(DeriveIden)]
enum DeskDigests {
    Table,
    Day,
    SentAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(DeskDigests::Table)
                    .col(text(DeskDigests::Day).primary_key())
                    .col(big_integer(DeskDigests::SentAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(DeskDigests::Table).to_owned())
            .await
    }
}
