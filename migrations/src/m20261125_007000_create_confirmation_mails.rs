use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// One row per confirmation mail sent (newsletter and home alerts), kept a week: what bounds
/// them per address and for the whole site, shared by every server.
#[derive(DeriveIden)]
enum ConfirmationMails {
    Table,
    Id,
    /// SHA-256 of the address, hex: the rule only compares addresses.
    AddressHash,
    /// Milliseconds since the Unix epoch.
    SentAt,
}

const BY_ADDRESS: &str = "idx_confirmation_mails_address_sent";
const BY_TIME: &str = "idx_confirmation_mails_sent";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ConfirmationMails::Table)
                    .col(big_pk_auto(ConfirmationMails::Id))
                    .col(text(ConfirmationMails::AddressHash))
                    .col(big_integer(ConfirmationMails::SentAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(BY_ADDRESS)
                    .table(ConfirmationMails::Table)
                    .col(ConfirmationMails::AddressHash)
                    .col(ConfirmationMails::SentAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(BY_TIME)
                    .table(ConfirmationMails::Table)
                    .col(ConfirmationMails::SentAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ConfirmationMails::Table).to_owned())
            .await
    }
}
