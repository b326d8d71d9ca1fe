//! Where each lead came from (issue 27): the referring host and the landing page's
//! `utm_source`, `utm_medium` and `utm_campaign` as the visitor's form sent them, and the
//! label the inbox counts leads by (`domain::enquiry::LeadSource::label`, written by the
//! application). All NULL for enquiries stored before, and for mails the site writes itself.

use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveIden)]
enum Enquiries {
    Table,
    ReferrerHost,
    UtmSource,
    UtmMedium,
    UtmCampaign,
    SourceLabel,
}

const INDEX: &str = "idx_enquiries_source_label";

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            Enquiries::ReferrerHost,
            Enquiries::UtmSource,
            Enquiries::UtmMedium,
            Enquiries::UtmCampaign,
            Enquiries::SourceLabel,
        ] {
            add_column(manager, Enquiries::Table, text_null(column)).await?;
        }
        manager
            .create_index(
                Index::create()
                    .name(INDEX)
                    .table(Enquiries::Table)
                    .col(Enquiries::SourceLabel)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name(INDEX).table(Enquiries::Table).to_owned())
            .await?;
        for column in [
            Enquiries::SourceLabel,
            Enquiries::UtmCampaign,
            Enquiries::UtmMedium,
            Enquiries::UtmSource,
            Enquiries::ReferrerHost,
        ] {
            drop_column(manager, Enquiries::Table, column).await?;
        }
        Ok(())
    }
}
