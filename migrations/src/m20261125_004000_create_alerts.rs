use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Saved-search alerts and the listings waiting for their next mail. Instants are whole
/// milliseconds since the Unix epoch, like the outbox's: the digest pass compares them in SQL.
#[derive(DeriveIden)]
enum Alerts {
    Table,
    Id,
    Email,
    /// The list's query string (`min_price=500000&kind=villa`), read by the list's parser.
    Filters,
    /// 'en' or 'it': the language of its mails.
    Language,
    ConsentAt,
    CreatedAt,
    /// NULL while the alert waits for its confirmation link (double opt-in).
    ConfirmedAt,
    ConfirmToken,
    /// A pending alert not confirmed by then is deleted.
    ConfirmExpiresAt,
    /// The secret of the links that change or delete it (and of `List-Unsubscribe`).
    ManageToken,
    /// When its last digest went into the outbox: the next waits out the interval.
    LastMailedAt,
}

/// A listing that is news for an alert: the outbox-like queue the digest pass empties.
#[derive(DeriveIden)]
enum AlertMatches {
    Table,
    Id,
    AlertId,
    PropertyRef,
    /// 'published' or 'price:{euros}': each occasion reaches an alert once.
    Occasion,
    MatchedAt,
    /// When the digest that carries it went into the outbox; NULL while it waits.
    MailedAt,
}

const MATCH_ONCE: &str = "alert_matches_once_key";
const MATCHES_WAITING: &str = "idx_alert_matches_waiting";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Alerts::Table)
                    .col(big_pk_auto(Alerts::Id))
                    .col(text(Alerts::Email))
                    .col(text(Alerts::Filters))
                    .col(text(Alerts::Language))
                    .col(big_integer(Alerts::ConsentAt))
                    .col(big_integer(Alerts::CreatedAt))
                    .col(big_integer_null(Alerts::ConfirmedAt))
                    .col(text_uniq(Alerts::ConfirmToken))
                    .col(big_integer(Alerts::ConfirmExpiresAt))
                    .col(text_uniq(Alerts::ManageToken))
                    .col(big_integer_null(Alerts::LastMailedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(AlertMatches::Table)
                    .col(big_pk_auto(AlertMatches::Id))
                    .col(big_integer(AlertMatches::AlertId))
                    .col(text(AlertMatches::PropertyRef))
                    .col(text(AlertMatches::Occasion))
                    .col(big_integer(AlertMatches::MatchedAt))
                    .col(big_integer_null(AlertMatches::MailedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(AlertMatches::Table, AlertMatches::AlertId)
                            .to(Alerts::Table, Alerts::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(MATCH_ONCE)
                    .table(AlertMatches::Table)
                    .col(AlertMatches::AlertId)
                    .col(AlertMatches::PropertyRef)
                    .col(AlertMatches::Occasion)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(MATCHES_WAITING)
                    .table(AlertMatches::Table)
                    .col(AlertMatches::MailedAt)
                    .col(AlertMatches::AlertId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AlertMatches::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Alerts::Table).to_owned())
            .await
    }
}
