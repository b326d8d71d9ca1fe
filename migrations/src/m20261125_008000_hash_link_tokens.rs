//! Alert and newsletter link secrets are kept only as their SHA-256, like sign-in links: the
//! tokens already stored are hashed in place, so every link mailed before the upgrade keeps
//! working (the adapters hash the token a link presents with the same `sha256_hex`).
//!
//! A mail written later (an alert's digest, the newsletter export) cannot rebuild a link from
//! a hash, so it carries a token minted for it: `link_tokens` holds their hashes, each naming
//! the alert or the subscriber it opens. And a mail to a subscriber that has left the outbox
//! keeps no copy of its links: those already sent (or given up on) are blanked here, as the
//! outbox now does when it marks one.

use crate::secret_hash::sha256_hex;
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Alerts {
    Table,
    Id,
    ConfirmToken,
    ManageToken,
}

#[derive(DeriveIden, Clone, Copy)]
enum NewsletterSubscribers {
    Table,
    Id,
    UnsubscribeToken,
    /// NULL for rows from before double opt-in.
    ConfirmToken,
}

/// The outbox: a mail to a subscriber carries its links in `body`, `body_html` and
/// `list_unsubscribe`.
#[derive(DeriveIden)]
enum Enquiries {
    Table,
    Kind,
    Status,
    Body,
    BodyHtml,
    ListUnsubscribe,
}

/// `EnquiryKind`'s mails to subscribers, and the statuses of a mail that has left the outbox,
/// as stored when this migration was written.
const TO_SUBSCRIBERS: [&str; 3] = [
    "newsletter_confirmation",
    "alert_confirmation",
    "alert_digest",
];
const GONE: [&str; 2] = ["sent", "failed"];

/// The secrets of links mailed after the sign-up's own mail, one row per mail (or export row).
#[derive(DeriveIden)]
enum LinkTokens {
    Table,
    Id,
    /// Hex SHA-256 of the secret.
    TokenHash,
    /// The alert it changes or deletes (its manage and `List-Unsubscribe` links); or NULL.
    AlertId,
    /// The subscriber it unsubscribes; or NULL. Exactly one of the two is set.
    SubscriberId,
    /// Milliseconds since the Unix epoch, like the alerts' instants.
    CreatedAt,
}

const BY_ALERT: &str = "idx_link_tokens_alert";
const BY_SUBSCRIBER: &str = "idx_link_tokens_subscriber";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// On SQLite too: a crash half-way must not leave some tokens hashed and the migration
    /// unrecorded, or the next start would hash them twice and their links would be lost.
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let one_owner = Expr::col(LinkTokens::AlertId)
            .is_null()
            .and(Expr::col(LinkTokens::SubscriberId).is_not_null())
            .or(Expr::col(LinkTokens::AlertId)
                .is_not_null()
                .and(Expr::col(LinkTokens::SubscriberId).is_null()));
        manager
            .create_table(
                Table::create()
                    .table(LinkTokens::Table)
                    .col(big_pk_auto(LinkTokens::Id))
                    .col(text_uniq(LinkTokens::TokenHash))
                    .col(big_integer_null(LinkTokens::AlertId))
                    .col(big_integer_null(LinkTokens::SubscriberId))
                    .col(big_integer(LinkTokens::CreatedAt))
                    .check(one_owner)
                    .foreign_key(
                        ForeignKey::create()
                            .from(LinkTokens::Table, LinkTokens::AlertId)
                            .to(Alerts::Table, Alerts::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(LinkTokens::Table, LinkTokens::SubscriberId)
                            .to(NewsletterSubscribers::Table, NewsletterSubscribers::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, column) in [
            (BY_ALERT, LinkTokens::AlertId),
            (BY_SUBSCRIBER, LinkTokens::SubscriberId),
        ] {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(LinkTokens::Table)
                        .col(column)
                        .to_owned(),
                )
                .await?;
        }
        hash_in_place(
            manager,
            Alerts::Table,
            Alerts::Id,
            &[Alerts::ConfirmToken, Alerts::ManageToken],
        )
        .await?;
        hash_in_place(
            manager,
            NewsletterSubscribers::Table,
            NewsletterSubscribers::Id,
            &[
                NewsletterSubscribers::UnsubscribeToken,
                NewsletterSubscribers::ConfirmToken,
            ],
        )
        .await?;
        // A mail still waiting must go out whole; one that has gone needs no copy of its links.
        manager
            .exec_stmt(
                Query::update()
                    .table(Enquiries::Table)
                    .value(Enquiries::Body, "")
                    .value(Enquiries::BodyHtml, Option::<String>::None)
                    .value(Enquiries::ListUnsubscribe, Option::<String>::None)
                    .and_where(Expr::col(Enquiries::Kind).is_in(TO_SUBSCRIBERS))
                    .and_where(Expr::col(Enquiries::Status).is_in(GONE))
                    .to_owned(),
            )
            .await
    }

    /// Only the new table goes: a hash cannot be turned back into its token, so after a
    /// downgrade the links mailed before it no longer open anything.
    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(LinkTokens::Table).to_owned())
            .await
    }
}

/// Replaces every value of `columns` (NULL stays NULL) with its `sha256_hex`, row by row: SQL
/// has no SHA-256 on SQLite, and the adapters' hash must be the one applied.
async fn hash_in_place<T: Iden + Copy + 'static>(
    manager: &SchemaManager<'_>,
    table: T,
    id: T,
    columns: &[T],
) -> Result<(), DbErr> {
    let db = manager.get_connection();
    let rows = db
        .query_all(
            Query::select()
                .column(id)
                .columns(columns.iter().copied())
                .from(table),
        )
        .await?;
    for row in rows {
        let key: i64 = row.try_get("", &id.to_string())?;
        let mut update = Query::update();
        update.table(table).and_where(Expr::col(id).eq(key));
        let mut hashed_any = false;
        for column in columns {
            let token: Option<String> = row.try_get("", &column.to_string())?;
            if let Some(token) = token {
                update.value(*column, sha256_hex(&token));
                hashed_any = true;
            }
        }
        if hashed_any {
            db.execute(&update).await?;
        }
    }
    Ok(())
}
