//! Lead retention (issue 27): when a closed lead's personal data was removed after the
//! retention period (ms since the epoch); NULL while it is whole. The retention job looks only
//! at leads still whole, and the desk can tell an anonymised lead from an empty one.

use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveIden)]
enum Enquiries {
    Table,
    AnonymisedAt,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_column(
            manager,
            Enquiries::Table,
            big_integer_null(Enquiries::AnonymisedAt),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_column(manager, Enquiries::Table, Enquiries::AnonymisedAt).await
    }
}
