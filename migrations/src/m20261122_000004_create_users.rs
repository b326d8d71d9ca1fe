use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Staff sign-in identities. Sessions and other per-user tables arrive in later migrations and
/// reference `users.id`.
#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    Email,
    Name,
    Picture,
    /// 'admin', 'agent', or NULL for a signed-in visitor without staff rights.
    Role,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Users::Table)
                    .col(big_pk_auto(Users::Id))
                    .col(text_uniq(Users::Email))
                    .col(text(Users::Name))
                    .col(text(Users::Picture))
                    .col(text_null(Users::Role))
                    .col(timestamp_with_time_zone(Users::CreatedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Users::Table).to_owned())
            .await
    }
}
