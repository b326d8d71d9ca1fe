use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A visitor's viewing trip request; its lead (kind 'viewing') is the outbox row
/// `enquiry_id`. Dates are `YYYY-MM-DD` text; instants are milliseconds since the epoch.
#[derive(DeriveIden)]
enum ViewingRequests {
    Table,
    Id,
    EnquiryId,
    Name,
    Email,
    Phone,
    /// 'en' or 'it': the language of the visitor's mails.
    Language,
    FromDate,
    ToDate,
    /// 'morning', 'afternoon' or 'morning;afternoon'.
    HalfDays,
    /// The refs the visitor named, ';'-separated, in their order.
    Refs,
    Message,
    CreatedAt,
}

/// A slot staff set for one home of a request.
#[derive(DeriveIden)]
enum ViewingSlots {
    Table,
    Id,
    RequestId,
    PropertyRef,
    /// Rome wall-clock time, `YYYY-MM-DDTHH:MM`, as staff set it.
    StartLocal,
    /// The instant it names (for the reminder pass and the filters).
    StartsAt,
    DurationMinutes,
    MeetingPoint,
    /// The `SEQUENCE` of the last calendar file sent for it.
    Sequence,
    /// Whether the visitor has been sent its invitation.
    Confirmed,
    RemindedAt,
    Attended,
    Feedback,
    Interest,
    OutcomeAt,
}

#[derive(DeriveIden)]
enum Enquiries {
    Table,
    Id,
    /// JSON list of `{file_name, content_type, bytes}` (bytes in base64); NULL for none.
    Attachments,
}

const SLOTS_BY_START: &str = "idx_viewing_slots_starts_at";
const SLOTS_BY_REQUEST: &str = "idx_viewing_slots_request_id";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_column(manager, Enquiries::Table, text_null(Enquiries::Attachments)).await?;
        manager
            .create_table(
                Table::create()
                    .table(ViewingRequests::Table)
                    .col(big_pk_auto(ViewingRequests::Id))
                    .col(big_integer(ViewingRequests::EnquiryId))
                    .col(text(ViewingRequests::Name))
                    .col(text(ViewingRequests::Email))
                    .col(text_null(ViewingRequests::Phone))
                    .col(text(ViewingRequests::Language))
                    .col(text(ViewingRequests::FromDate))
                    .col(text(ViewingRequests::ToDate))
                    .col(text(ViewingRequests::HalfDays))
                    .col(text(ViewingRequests::Refs))
                    .col(text(ViewingRequests::Message))
                    .col(big_integer(ViewingRequests::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ViewingRequests::Table, ViewingRequests::EnquiryId)
                            .to(Enquiries::Table, Enquiries::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ViewingSlots::Table)
                    .col(big_pk_auto(ViewingSlots::Id))
                    .col(big_integer(ViewingSlots::RequestId))
                    .col(text(ViewingSlots::PropertyRef))
                    .col(text(ViewingSlots::StartLocal))
                    .col(big_integer(ViewingSlots::StartsAt))
                    .col(integer(ViewingSlots::DurationMinutes))
                    .col(text(ViewingSlots::MeetingPoint))
                    .col(integer(ViewingSlots::Sequence))
                    .col(boolean(ViewingSlots::Confirmed))
                    .col(big_integer_null(ViewingSlots::RemindedAt))
                    .col(boolean_null(ViewingSlots::Attended))
                    .col(text_null(ViewingSlots::Feedback))
                    .col(integer_null(ViewingSlots::Interest))
                    .col(big_integer_null(ViewingSlots::OutcomeAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ViewingSlots::Table, ViewingSlots::RequestId)
                            .to(ViewingRequests::Table, ViewingRequests::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(SLOTS_BY_START)
                    .table(ViewingSlots::Table)
                    .col(ViewingSlots::StartsAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(SLOTS_BY_REQUEST)
                    .table(ViewingSlots::Table)
                    .col(ViewingSlots::RequestId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(ViewingSlots::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(ViewingRequests::Table).to_owned())
            .await?;
        drop_column(manager, Enquiries::Table, Enquiries::Attachments).await
    }
}
