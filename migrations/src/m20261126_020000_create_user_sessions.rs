use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Staff sessions kept on the server, so that each signed-in device can be listed and ended
/// on its own ("Signed-in devices"). A session token names its row; a row deleted, expired or
/// opened under an older session version of the user no longer signs anyone in. Tokens issued
/// before this table existed name no row: their holders sign in again.
#[derive(DeriveIden)]
enum UserSessions {
    Table,
    Id,
    UserId,
    /// The user's session version when the session opened (a change of role moves it).
    SessionVersion,
    /// Browser family and system only ("Firefox on Windows"), never the whole User-Agent.
    Device,
    SignedInAt,
    LastSeenAt,
    ExpiresAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

const USER_INDEX: &str = "user_sessions_user_id_idx";
const EXPIRY_INDEX: &str = "user_sessions_expires_at_idx";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(UserSessions::Table)
                    .col(big_pk_auto(UserSessions::Id))
                    .col(big_integer(UserSessions::UserId))
                    .col(big_integer(UserSessions::SessionVersion))
                    .col(text(UserSessions::Device))
                    .col(timestamp_with_time_zone(UserSessions::SignedInAt))
                    .col(timestamp_with_time_zone(UserSessions::LastSeenAt))
                    .col(timestamp_with_time_zone(UserSessions::ExpiresAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(UserSessions::Table, UserSessions::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, column) in [
            (USER_INDEX, UserSessions::UserId),
            (EXPIRY_INDEX, UserSessions::ExpiresAt),
        ] {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(UserSessions::Table)
                        .col(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(UserSessions::Table).to_owned())
            .await
    }
}
