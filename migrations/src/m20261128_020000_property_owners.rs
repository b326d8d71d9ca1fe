//! A home's owner and the links to their report (issue #29): staff-only details kept apart
//! from the property row (so no public read can ever carry them), the hashes of the report
//! links with their expiry, and the months whose reports have gone.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    Ref,
}

#[derive(DeriveIden)]
enum PropertyOwners {
    Table,
    PropertyRef,
    Name,
    Email,
    /// `en` or `it`.
    Language,
    MonthlyReports,
}

#[derive(DeriveIden)]
enum OwnerReportLinks {
    Table,
    Id,
    PropertyRef,
    /// SHA-256 of the token, as hex: a copy of the database opens no report.
    TokenHash,
    CreatedAt,
    ExpiresAt,
}

#[derive(DeriveIden)]
enum OwnerReportMonths {
    Table,
    /// `YYYY-MM`.
    Month,
    ClaimedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PropertyOwners::Table)
                    .col(text(PropertyOwners::PropertyRef).primary_key())
                    .col(text(PropertyOwners::Name))
                    .col(text(PropertyOwners::Email))
                    .col(string_len(PropertyOwners::Language, 2))
                    .col(boolean(PropertyOwners::MonthlyReports).default(false))
                    .foreign_key(
                        ForeignKey::create()
                            .from(PropertyOwners::Table, PropertyOwners::PropertyRef)
                            .to(Properties::Table, Properties::Ref)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(OwnerReportLinks::Table)
                    .col(big_pk_auto(OwnerReportLinks::Id))
                    .col(text(OwnerReportLinks::PropertyRef))
                    .col(string_len(OwnerReportLinks::TokenHash, 64).unique_key())
                    .col(timestamp_with_time_zone(OwnerReportLinks::CreatedAt))
                    .col(timestamp_with_time_zone(OwnerReportLinks::ExpiresAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(OwnerReportLinks::Table, OwnerReportLinks::PropertyRef)
                            .to(Properties::Table, Properties::Ref)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(OwnerReportMonths::Table)
                    .col(string_len(OwnerReportMonths::Month, 7).primary_key())
                    .col(timestamp_with_time_zone(OwnerReportMonths::ClaimedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(OwnerReportMonths::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(OwnerReportLinks::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(PropertyOwners::Table).to_owned())
            .await
    }
}
