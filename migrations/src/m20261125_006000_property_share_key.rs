use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveIden)]
enum Properties {
    Table,
    /// The secret a link to an unlisted listing must carry (domain::ShareKey); NULL for the
    /// other visibilities. Unlisted rows written before it existed get one at the next start
    /// (`PropertyRepository::give_missing_share_keys`): drawing secrets is the server's job,
    /// not SQL's, and until then they are open to staff only.
    ShareKey,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_column(manager, Properties::Table, text_null(Properties::ShareKey)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_column(manager, Properties::Table, Properties::ShareKey).await
    }
}
