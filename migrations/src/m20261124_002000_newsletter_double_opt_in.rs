use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum NewsletterSubscribers {
    Table,
    CreatedAt,
    /// When the subscriber opened the confirmation link; NULL while the sign-up is pending.
    /// Rows from before double opt-in were single opt-in sign-ups and count as confirmed at
    /// the time they signed up.
    ConfirmedAt,
    /// The secret of the confirmation link (kept after confirming, so a second click is fine).
    ConfirmToken,
    /// A pending sign-up not confirmed by then is deleted.
    ConfirmExpiresAt,
}

#[derive(DeriveIden)]
enum Enquiries {
    Table,
    /// For a mail to a subscriber: the https link of its `List-Unsubscribe` header.
    ListUnsubscribe,
}

const CONFIRM_TOKEN_INDEX: &str = "newsletter_subscribers_confirm_token_key";
const EXPIRY_INDEX: &str = "idx_newsletter_subscribers_confirm_expires_at";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite alters one column per statement, and cannot add a UNIQUE column.
        for column in [
            big_integer_null(NewsletterSubscribers::ConfirmedAt),
            text_null(NewsletterSubscribers::ConfirmToken),
            big_integer_null(NewsletterSubscribers::ConfirmExpiresAt),
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(NewsletterSubscribers::Table)
                        .add_column(column)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .exec_stmt(
                Query::update()
                    .table(NewsletterSubscribers::Table)
                    .value(
                        NewsletterSubscribers::ConfirmedAt,
                        Expr::col(NewsletterSubscribers::CreatedAt),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(CONFIRM_TOKEN_INDEX)
                    .table(NewsletterSubscribers::Table)
                    .col(NewsletterSubscribers::ConfirmToken)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(EXPIRY_INDEX)
                    .table(NewsletterSubscribers::Table)
                    .col(NewsletterSubscribers::ConfirmExpiresAt)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Enquiries::Table)
                    .add_column(text_null(Enquiries::ListUnsubscribe))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Enquiries::Table)
                    .drop_column(Enquiries::ListUnsubscribe)
                    .to_owned(),
            )
            .await?;
        for index in [EXPIRY_INDEX, CONFIRM_TOKEN_INDEX] {
            manager
                .drop_index(
                    Index::drop()
                        .name(index)
                        .table(NewsletterSubscribers::Table)
                        .to_owned(),
                )
                .await?;
        }
        for column in [
            NewsletterSubscribers::ConfirmExpiresAt,
            NewsletterSubscribers::ConfirmToken,
            NewsletterSubscribers::ConfirmedAt,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(NewsletterSubscribers::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
