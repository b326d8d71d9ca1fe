use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveIden)]
enum Enquiries {
    Table,
    /// The HTML alternative of `body` (an alert's digest shows its listings' pictures);
    /// NULL for plain-text mails, which is every enquiry to the consultant.
    BodyHtml,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_column(manager, Enquiries::Table, text_null(Enquiries::BodyHtml)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_column(manager, Enquiries::Table, Enquiries::BodyHtml).await
    }
}
