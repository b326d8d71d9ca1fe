//! A listing's market status beyond `sold` (issue #29): under offer, the owner's choice to
//! show a price reduction, the dates "New" and "Reduced" are read from, and the price history.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    Ref,
    Visibility,
    CreatedDate,
    /// domain::property::ListingStatus.
    UnderOffer,
    ShowPriceReduction,
    ListedSince,
    OffMarketSince,
    ReducedOn,
}

/// Every change of a property's price: staff read it, never visitors. The rows go with their
/// property (deleted with it, following a changed ref).
#[derive(DeriveIden)]
enum PropertyPriceChanges {
    Table,
    Id,
    PropertyRef,
    ChangedAt,
    /// Whole euros; 0 is "please call".
    OldPrice,
    NewPrice,
    /// The staff member's e-mail address.
    ChangedBy,
}

const HISTORY_INDEX: &str = "idx_property_price_changes_ref_changed_at";

fn columns() -> [ColumnDef; 5] {
    [
        boolean(Properties::UnderOffer).default(false).to_owned(),
        boolean(Properties::ShowPriceReduction)
            .default(false)
            .to_owned(),
        timestamp_with_time_zone_null(Properties::ListedSince),
        timestamp_with_time_zone_null(Properties::OffMarketSince),
        timestamp_with_time_zone_null(Properties::ReducedOn),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite takes one column per ALTER TABLE.
        for mut column in columns() {
            manager
                .alter_table(
                    Table::alter()
                        .table(Properties::Table)
                        .add_column(&mut column)
                        .to_owned(),
                )
                .await?;
        }
        // When the visible ones came on the market is not known: their creation is the best
        // guess (it makes none of them "New" that was created more than 14 days ago).
        manager
            .exec_stmt(
                Query::update()
                    .table(Properties::Table)
                    .value(Properties::ListedSince, Expr::col(Properties::CreatedDate))
                    .and_where(Expr::col(Properties::Visibility).eq("visible"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PropertyPriceChanges::Table)
                    .col(big_pk_auto(PropertyPriceChanges::Id))
                    .col(text(PropertyPriceChanges::PropertyRef))
                    .col(timestamp_with_time_zone(PropertyPriceChanges::ChangedAt))
                    .col(big_integer(PropertyPriceChanges::OldPrice))
                    .col(big_integer(PropertyPriceChanges::NewPrice))
                    .col(text(PropertyPriceChanges::ChangedBy))
                    .foreign_key(
                        ForeignKey::create()
                            .from(
                                PropertyPriceChanges::Table,
                                PropertyPriceChanges::PropertyRef,
                            )
                            .to(Properties::Table, Properties::Ref)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(HISTORY_INDEX)
                    .table(PropertyPriceChanges::Table)
                    .col(PropertyPriceChanges::PropertyRef)
                    .col(PropertyPriceChanges::ChangedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(PropertyPriceChanges::Table).to_owned())
            .await?;
        for column in [
            Properties::UnderOffer,
            Properties::ShowPriceReduction,
            Properties::ListedSince,
            Properties::OffMarketSince,
            Properties::ReducedOn,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Properties::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
