use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
pub(crate) enum Towns {
    Table,
    Id,
    Name,
    Name2,
    Facts,
    ShortDescription,
    Text,
    Path,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Towns::Table)
                    .col(big_pk_auto(Towns::Id))
                    .col(text(Towns::Name))
                    .col(text(Towns::Name2))
                    .col(text(Towns::Facts))
                    .col(text(Towns::ShortDescription))
                    .col(text(Towns::Text))
                    .col(text(Towns::Path))
                    .to_owned(),
            )
            .await?;
        // The town list is ordered by name.
        manager
            .create_index(
                Index::create()
                    .name("idx_towns_name")
                    .table(Towns::Table)
                    .col(Towns::Name)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Towns::Table).to_owned())
            .await
    }
}
