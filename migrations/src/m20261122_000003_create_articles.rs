use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Articles {
    Table,
    Id,
    ListingDescription,
    MetaDescription,
    MetaTitle,
    Path,
    Text,
    Title,
    Title2,
    CreatedDate,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Articles::Table)
                    .col(big_pk_auto(Articles::Id))
                    .col(text(Articles::ListingDescription))
                    .col(text(Articles::MetaDescription))
                    .col(text(Articles::MetaTitle))
                    .col(text(Articles::Path))
                    .col(text(Articles::Text))
                    .col(text(Articles::Title))
                    .col(text(Articles::Title2))
                    .col(timestamp_with_time_zone(Articles::CreatedDate))
                    .to_owned(),
            )
            .await?;
        // The article list is newest first, ties broken by the higher id.
        manager
            .create_index(
                Index::create()
                    .name("idx_articles_created_date")
                    .table(Articles::Table)
                    .col((Articles::CreatedDate, IndexOrder::Desc))
                    .col((Articles::Id, IndexOrder::Desc))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Articles::Table).to_owned())
            .await
    }
}
