use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    /// The gallery photo the listing picture was made from, `{gallery}/{file}`, so the editor
    /// marks that photo rather than guess (issue #26). Existing rows start without: which
    /// photo their listing picture came from was never kept.
    CoverPhoto,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .add_column(text_null(Properties::CoverPhoto))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .drop_column(Properties::CoverPhoto)
                    .to_owned(),
            )
            .await
    }
}
