use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The enquiry outbox, the newsletter's local list and the spent captcha solutions.
///
/// Instants in these tables are whole milliseconds since the Unix epoch (`BIGINT`): the
/// delivery worker compares them in SQL (`next_attempt_at <= now`), and integers compare the
/// same way on SQLite and PostgreSQL, where SQLite's text timestamps would not.
#[derive(DeriveIden)]
enum Enquiries {
    Table,
    Id,
    /// 'property_enquiry', 'contact', 'italian_contact', 'consultancy' or 'message' (a caller
    /// that sent only the spec's subject and message).
    Kind,
    Subject,
    Name,
    Email,
    /// What the visitor typed as the reference number.
    Reference,
    /// The 3-digit ref of the property, when the reference names one.
    PropertyRef,
    /// The form's fields as a JSON object, for the staff inbox.
    Fields,
    /// The mail body as it is delivered.
    Body,
    /// Keyed hash of the client address: enough to spot abuse, not to identify anyone.
    ClientHash,
    /// 'pending', 'sending', 'sent' or 'failed'.
    Status,
    Attempts,
    NextAttemptAt,
    /// While `status` is 'sending': the claim of one worker, valid until `lease_until`.
    ClaimToken,
    LeaseUntil,
    LastError,
    CreatedAt,
    SentAt,
}

#[derive(DeriveIden)]
enum NewsletterSubscribers {
    Table,
    Id,
    Email,
    ConsentAt,
    UnsubscribeToken,
    CreatedAt,
    UnsubscribedAt,
}

#[derive(DeriveIden)]
enum CaptchaSpent {
    Table,
    /// The solved challenge's signature: one use each.
    Fingerprint,
    ExpiresAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Enquiries::Table)
                    .col(big_pk_auto(Enquiries::Id))
                    .col(text(Enquiries::Kind))
                    .col(text(Enquiries::Subject))
                    .col(text_null(Enquiries::Name))
                    .col(text_null(Enquiries::Email))
                    .col(text_null(Enquiries::Reference))
                    .col(text_null(Enquiries::PropertyRef))
                    .col(text(Enquiries::Fields))
                    .col(text(Enquiries::Body))
                    .col(text_null(Enquiries::ClientHash))
                    .col(text(Enquiries::Status))
                    .col(integer(Enquiries::Attempts).default(0))
                    .col(big_integer(Enquiries::NextAttemptAt))
                    .col(text_null(Enquiries::ClaimToken))
                    .col(big_integer_null(Enquiries::LeaseUntil))
                    .col(text_null(Enquiries::LastError))
                    .col(big_integer(Enquiries::CreatedAt))
                    .col(big_integer_null(Enquiries::SentAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_enquiries_due")
                    .table(Enquiries::Table)
                    .col(Enquiries::Status)
                    .col(Enquiries::NextAttemptAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_enquiries_created_at")
                    .table(Enquiries::Table)
                    .col(Enquiries::CreatedAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(NewsletterSubscribers::Table)
                    .col(big_pk_auto(NewsletterSubscribers::Id))
                    .col(text_uniq(NewsletterSubscribers::Email))
                    .col(big_integer(NewsletterSubscribers::ConsentAt))
                    .col(text_uniq(NewsletterSubscribers::UnsubscribeToken))
                    .col(big_integer(NewsletterSubscribers::CreatedAt))
                    .col(big_integer_null(NewsletterSubscribers::UnsubscribedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CaptchaSpent::Table)
                    .col(text(CaptchaSpent::Fingerprint).primary_key())
                    .col(big_integer(CaptchaSpent::ExpiresAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(CaptchaSpent::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(NewsletterSubscribers::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Enquiries::Table).to_owned())
            .await
    }
}
