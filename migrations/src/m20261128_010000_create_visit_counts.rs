//! Cookie-less counting (issue #29): the day's salts, the hits of the last 30 days (one row
//! per statistic a hit counts in, with the day's visitor key) and the daily totals older hits
//! are folded into. No client address is stored anywhere: the key is a keyed hash and its
//! salt is deleted after two days.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// One row per day of Rome's calendar: 32 random bytes as hex.
#[derive(DeriveIden)]
enum VisitSalts {
    Table,
    Day,
    Salt,
}

#[derive(DeriveIden)]
enum VisitHits {
    Table,
    Id,
    /// `YYYY-MM-DD`, Rome's calendar.
    Day,
    /// audience::hit::dimension.
    Dimension,
    Key,
    /// The day's visitor key (hex of a keyed hash).
    Visitor,
}

#[derive(DeriveIden)]
enum VisitTotals {
    Table,
    Day,
    Dimension,
    Key,
    Hits,
    Visitors,
}

const HITS_INDEX: &str = "idx_visit_hits_dimension_key_day";
const HITS_DAY_INDEX: &str = "idx_visit_hits_day";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(VisitSalts::Table)
                    .if_not_exists()
                    .col(string_len(VisitSalts::Day, 10).primary_key())
                    .col(string_len(VisitSalts::Salt, 64))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(VisitHits::Table)
                    .if_not_exists()
                    .col(big_pk_auto(VisitHits::Id))
                    .col(string_len(VisitHits::Day, 10))
                    .col(string_len(VisitHits::Dimension, 32))
                    .col(string_len(VisitHits::Key, 220))
                    .col(string_len(VisitHits::Visitor, 32))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(HITS_INDEX)
                    .table(VisitHits::Table)
                    .col(VisitHits::Dimension)
                    .col(VisitHits::Key)
                    .col(VisitHits::Day)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(HITS_DAY_INDEX)
                    .table(VisitHits::Table)
                    .col(VisitHits::Day)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(VisitTotals::Table)
                    .if_not_exists()
                    .col(string_len(VisitTotals::Day, 10))
                    .col(string_len(VisitTotals::Dimension, 32))
                    .col(string_len(VisitTotals::Key, 220))
                    .col(big_integer(VisitTotals::Hits))
                    .col(big_integer(VisitTotals::Visitors))
                    .primary_key(
                        Index::create()
                            .col(VisitTotals::Dimension)
                            .col(VisitTotals::Key)
                            .col(VisitTotals::Day),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(
                Table::drop()
                    .table(VisitTotals::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .drop_table(Table::drop().table(VisitHits::Table).if_exists().to_owned())
            .await?;
        manager
            .drop_table(
                Table::drop()
                    .table(VisitSalts::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await
    }
}
