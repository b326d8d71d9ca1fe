use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    /// Whether the listing picture (the cover) is stored, so that a card, a page and the
    /// portal feed need not ask the image store. Existing rows start false; the image-store
    /// scan that runs after this migration sets it from the store.
    HasListing,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .add_column(boolean(Properties::HasListing).default(false))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .drop_column(Properties::HasListing)
                    .to_owned(),
            )
            .await
    }
}
