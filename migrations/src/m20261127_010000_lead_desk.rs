//! Issue 27's desk: each lead's stage, follow-up date and first reply time on the enquiry
//! row; the replies' link to the lead they answer; and the leads' timeline (`lead_events`).

use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveIden)]
enum Enquiries {
    Table,
    Id,
    /// 'new', 'contacted', 'viewing', 'offer', 'won', 'lost' or 'spam'
    /// (`domain::enquiry::lead::LeadStage`); every stored enquiry starts 'new'.
    Stage,
    /// 'YYYY-MM-DD' (which sorts and compares as the days do); NULL when none is set.
    FollowUpOn,
    /// When the desk first replied (ms since the epoch); NULL until it does.
    FirstRepliedAt,
    /// On a reply's row: the lead it answers.
    RepliesTo,
    /// On a reply's row: the stable mail id of the lead's mail (its In-Reply-To).
    InReplyTo,
}

/// One stage change, note or reply of a lead, with who and when.
#[derive(DeriveIden)]
enum LeadEvents {
    Table,
    Id,
    EnquiryId,
    /// 'stage_changed', 'note' or 'reply'.
    Kind,
    /// The staff member's user id and address at the time (kept when the account goes).
    AuthorId,
    AuthorEmail,
    /// Ms since the epoch.
    At,
    /// JSON: `{"from","to"}`, `{"text"}` or `{"reply_id","message"}`.
    Payload,
}

const EVENTS_BY_LEAD: &str = "idx_lead_events_enquiry";
const BY_STAGE: &str = "idx_enquiries_stage";
const BY_FOLLOW_UP: &str = "idx_enquiries_follow_up_on";
const BY_PROPERTY: &str = "idx_enquiries_property_ref";
const BY_REPLIES_TO: &str = "idx_enquiries_replies_to";

#[derive(DeriveIden)]
enum PropertyRef {
    PropertyRef,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        add_column(
            manager,
            Enquiries::Table,
            text(Enquiries::Stage).default("new").to_owned(),
        )
        .await?;
        add_column(manager, Enquiries::Table, text_null(Enquiries::FollowUpOn)).await?;
        add_column(
            manager,
            Enquiries::Table,
            big_integer_null(Enquiries::FirstRepliedAt),
        )
        .await?;
        add_column(
            manager,
            Enquiries::Table,
            big_integer_null(Enquiries::RepliesTo),
        )
        .await?;
        add_column(manager, Enquiries::Table, text_null(Enquiries::InReplyTo)).await?;
        for (name, column) in [
            (BY_STAGE, Enquiries::Stage),
            (BY_FOLLOW_UP, Enquiries::FollowUpOn),
            (BY_REPLIES_TO, Enquiries::RepliesTo),
        ] {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(Enquiries::Table)
                        .col(column)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .create_index(
                Index::create()
                    .name(BY_PROPERTY)
                    .table(Enquiries::Table)
                    .col(PropertyRef::PropertyRef)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(LeadEvents::Table)
                    .col(big_pk_auto(LeadEvents::Id))
                    .col(big_integer(LeadEvents::EnquiryId))
                    .col(text(LeadEvents::Kind))
                    .col(big_integer_null(LeadEvents::AuthorId))
                    .col(text_null(LeadEvents::AuthorEmail))
                    .col(big_integer(LeadEvents::At))
                    .col(text(LeadEvents::Payload))
                    .foreign_key(
                        ForeignKey::create()
                            .from(LeadEvents::Table, LeadEvents::EnquiryId)
                            .to(Enquiries::Table, Enquiries::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(EVENTS_BY_LEAD)
                    .table(LeadEvents::Table)
                    .col(LeadEvents::EnquiryId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(LeadEvents::Table).to_owned())
            .await?;
        for name in [BY_STAGE, BY_FOLLOW_UP, BY_REPLIES_TO, BY_PROPERTY] {
            manager
                .drop_index(Index::drop().name(name).table(Enquiries::Table).to_owned())
                .await?;
        }
        for column in [
            Enquiries::InReplyTo,
            Enquiries::RepliesTo,
            Enquiries::FirstRepliedAt,
            Enquiries::FollowUpOn,
            Enquiries::Stage,
        ] {
            drop_column(manager, Enquiries::Table, column).await?;
        }
        Ok(())
    }
}
