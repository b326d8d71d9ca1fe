//! A town's texts in Italian (issue #30): one column beside its facts, short description and
//! text, empty until written (as the properties' in `m20261128_030000`).

use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Towns {
    Table,
    FactsIt,
    ShortDescriptionIt,
    TextIt,
}

fn names() -> [Towns; 3] {
    [Towns::FactsIt, Towns::ShortDescriptionIt, Towns::TextIt]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in names() {
            add_column(manager, Towns::Table, text(name).default("").to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in names() {
            drop_column(manager, Towns::Table, name).await?;
        }
        Ok(())
    }
}
