use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveIden)]
enum Properties {
    Table,
    /// When a save through the editor last changed the property, for portals (Kyero's
    /// `date`). Rows saved before it existed have none: their creation stands in.
    ChangedDate,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .add_column(timestamp_with_time_zone_null(Properties::ChangedDate))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .drop_column(Properties::ChangedDate)
                    .to_owned(),
            )
            .await
    }
}
