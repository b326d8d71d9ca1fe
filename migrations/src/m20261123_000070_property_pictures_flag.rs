use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    Visibility,
    Ref,
    /// Whether the background picture is stored, so that a property page need not ask the
    /// image store. Existing rows start false; the one-time image maintenance that runs
    /// after this migration sets it from the store.
    HasBackground,
}

/// One-time jobs over the image store that have completed, by name: each runs once per
/// database (in the background after a start), never at every start.
#[derive(DeriveIden)]
enum MaintenanceRuns {
    Table,
    Name,
    CompletedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .add_column(boolean(Properties::HasBackground).default(false))
                    .to_owned(),
            )
            .await?;
        // The sitemap reads visible properties in ref order, each batch after the last ref.
        manager
            .create_index(
                Index::create()
                    .name("idx_properties_visibility_ref")
                    .table(Properties::Table)
                    .col(Properties::Visibility)
                    .col(Properties::Ref)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(MaintenanceRuns::Table)
                    .col(text(MaintenanceRuns::Name).primary_key())
                    .col(timestamp_with_time_zone(MaintenanceRuns::CompletedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(MaintenanceRuns::Table).to_owned())
            .await?;
        manager
            .drop_index(
                Index::drop()
                    .name("idx_properties_visibility_ref")
                    .table(Properties::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .drop_column(Properties::HasBackground)
                    .to_owned(),
            )
            .await
    }
}
