use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveIden)]
enum Enquiries {
    Table,
    Kind,
    /// When staff marked the enquiry read (ms since the epoch); NULL while unread, as every
    /// enquiry is when it arrives, and every enquiry stored before this migration.
    ReadAt,
    /// What the inbox's search looks in: the name, address and typed values, lower-cased by
    /// the application (`domain::enquiry::inbox::search_text`), one per line. NULL for mails
    /// to subscribers, which the inbox never shows.
    SearchText,
}

/// The kinds that are mails to subscribers (`EnquiryKind::TO_SUBSCRIBERS`).
const TO_SUBSCRIBERS: [&str; 3] = [
    "newsletter_confirmation",
    "alert_confirmation",
    "alert_digest",
];

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_column(
            manager,
            Enquiries::Table,
            big_integer_null(Enquiries::ReadAt),
        )
        .await?;
        add_column(manager, Enquiries::Table, text_null(Enquiries::SearchText)).await?;
        // Rows stored before: SQL's own LOWER (ASCII only on SQLite) over the name, the
        // address and the fields' JSON, labels included. Close enough for the old rows; every
        // new row gets the application's text.
        manager
            .exec_stmt(
                Query::update()
                    .table(Enquiries::Table)
                    .value(
                        Enquiries::SearchText,
                        Expr::cust(
                            "LOWER(COALESCE(name, '') || ' ' || COALESCE(email, '') || ' ' || fields)",
                        ),
                    )
                    .and_where(Expr::col(Enquiries::Kind).is_not_in(TO_SUBSCRIBERS))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_enquiries_read_at")
                    .table(Enquiries::Table)
                    .col(Enquiries::ReadAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("idx_enquiries_read_at")
                    .table(Enquiries::Table)
                    .to_owned(),
            )
            .await?;
        drop_column(manager, Enquiries::Table, Enquiries::SearchText).await?;
        drop_column(manager, Enquiries::Table, Enquiries::ReadAt).await
    }
}
