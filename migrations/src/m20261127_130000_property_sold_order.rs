use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    Sold,
    CreatedDate,
    Ref,
}

const INDEX: &str = "idx_properties_sold_created_date";

/// The staff's list puts sold homes after the available ones, newest first in each group (the
/// public one orders the same in memory): this index walks that order, as
/// `idx_properties_created_date` walked the plain newest-first one.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create()
                    .name(INDEX)
                    .table(Properties::Table)
                    .col(Properties::Sold)
                    .col((Properties::CreatedDate, IndexOrder::Desc))
                    .col((Properties::Ref, IndexOrder::Desc))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name(INDEX)
                    .table(Properties::Table)
                    .to_owned(),
            )
            .await
    }
}
