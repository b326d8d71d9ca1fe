//! An article's texts in Italian (issue #30): one column beside each English text field,
//! empty until written (as the properties' in `m20261128_030000`).

use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Articles {
    Table,
    TitleIt,
    Title2It,
    ListingDescriptionIt,
    MetaTitleIt,
    MetaDescriptionIt,
    TextIt,
}

fn names() -> [Articles; 6] {
    [
        Articles::TitleIt,
        Articles::Title2It,
        Articles::ListingDescriptionIt,
        Articles::MetaTitleIt,
        Articles::MetaDescriptionIt,
        Articles::TextIt,
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in names() {
            add_column(manager, Articles::Table, text(name).default("").to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in names() {
            drop_column(manager, Articles::Table, name).await?;
        }
        Ok(())
    }
}
