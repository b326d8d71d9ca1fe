//! Mailed sign-in links that no stranger can use up (issue 53): each link records the keyed
//! hash of the client address that asked for it, so one client holds only a share of a
//! person's live links; and each staff member's requests are counted until she next signs
//! in, so the desk can tell her when someone asks for links in her name.

use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SignInLinks {
    Table,
    /// Keyed hash of the client address that asked for it by mail; none for `create-user`.
    ClientHash,
}

/// Requests for a sign-in link by mail for a staff member's address, mailed or held back,
/// since she last signed in.
#[derive(DeriveIden)]
enum SignInLinkRequests {
    Table,
    UserId,
    Requested,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_column(
            manager,
            SignInLinks::Table,
            text_null(SignInLinks::ClientHash).to_owned(),
        )
        .await?;
        manager
            .create_table(
                Table::create()
                    .table(SignInLinkRequests::Table)
                    .col(big_integer(SignInLinkRequests::UserId).primary_key())
                    .col(big_integer(SignInLinkRequests::Requested))
                    .foreign_key(
                        ForeignKey::create()
                            .from(SignInLinkRequests::Table, SignInLinkRequests::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(SignInLinkRequests::Table).to_owned())
            .await?;
        drop_column(manager, SignInLinks::Table, SignInLinks::ClientHash).await
    }
}
