use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveIden)]
enum Articles {
    Table,
    /// When a save through the editor last changed the article, for search engines (the
    /// structured data's `dateModified`). Rows saved before it existed have none: their
    /// creation stands in.
    ChangedDate,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_column(
            manager,
            Articles::Table,
            timestamp_with_time_zone_null(Articles::ChangedDate),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_column(manager, Articles::Table, Articles::ChangedDate).await
    }
}
