use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// One-time sign-in links (`langhe create-user`). Only the SHA-256 of the secret is stored, so
/// a copy of the database cannot be used to sign in.
#[derive(DeriveIden)]
enum SignInLinks {
    Table,
    Id,
    /// Hex SHA-256 of the secret.
    TokenHash,
    UserId,
    ExpiresAt,
    /// Set when the link is redeemed; a used link never works again.
    UsedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(SignInLinks::Table)
                    .col(big_pk_auto(SignInLinks::Id))
                    .col(text_uniq(SignInLinks::TokenHash))
                    .col(big_integer(SignInLinks::UserId))
                    .col(timestamp_with_time_zone(SignInLinks::ExpiresAt))
                    .col(timestamp_with_time_zone_null(SignInLinks::UsedAt))
                    .col(timestamp_with_time_zone(SignInLinks::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(SignInLinks::Table, SignInLinks::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(SignInLinks::Table).to_owned())
            .await
    }
}
