use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    /// Moved by sign-out and by every role change; a session token carries the value it was
    /// issued under and is over once they differ. Existing rows start at 0, which is what
    /// tokens issued before this column existed carry.
    SessionVersion,
    /// The identity provider's issuer and `sub`, bound at the first sign-in with it.
    IdentitySubject,
}

const SUBJECT_INDEX: &str = "users_identity_subject_key";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite alters one column per statement, and cannot add a UNIQUE column.
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(big_integer(Users::SessionVersion).default(0))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(string_null(Users::IdentitySubject))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(SUBJECT_INDEX)
                    .table(Users::Table)
                    .col(Users::IdentitySubject)
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name(SUBJECT_INDEX)
                    .table(Users::Table)
                    .to_owned(),
            )
            .await?;
        for column in [Users::IdentitySubject, Users::SessionVersion] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Users::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
