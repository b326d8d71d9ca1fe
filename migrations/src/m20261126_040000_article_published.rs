use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveIden)]
enum Articles {
    Table,
    /// False for a draft, which only staff see (issue #26). Every article written before
    /// drafts existed was public, so the existing rows are published.
    Published,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_column(
            manager,
            Articles::Table,
            boolean(Articles::Published).default(true).to_owned(),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_column(manager, Articles::Table, Articles::Published).await
    }
}
