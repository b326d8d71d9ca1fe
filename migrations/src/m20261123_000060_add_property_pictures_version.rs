use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    /// The `v` of the listing, small and background pictures' URLs: those keys are
    /// overwritten in place while `/images` is cached for a year, so their URLs must change
    /// with their bytes (domain::PicturesVersion). Existing rows start at 0.
    PicturesVersion,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .add_column(big_integer(Properties::PicturesVersion).default(0))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .drop_column(Properties::PicturesVersion)
                    .to_owned(),
            )
            .await
    }
}
