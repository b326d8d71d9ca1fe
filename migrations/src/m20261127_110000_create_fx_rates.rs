use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The European Central Bank's reference rates the site last fetched (issue 28): one row per
/// currency shown, all of one day, replaced together by each good fetch.
#[derive(DeriveIden)]
enum FxRates {
    Table,
    /// The ISO code, e.g. `GBP`.
    Currency,
    /// Units of the currency one euro buys.
    PerEuro,
    /// The day the ECB gave the rates for, `YYYY-MM-DD`.
    RateDate,
}

/// Whose turn it is to fetch, shared by every server so they fetch once a day between them:
/// one row, `ecb`, with a lease taken by a conditional UPDATE (like `backup_schedule`).
/// Instants are whole milliseconds since the Unix epoch.
#[derive(DeriveIden)]
enum FxRateFetches {
    Table,
    Name,
    /// The turn's holder (a token new for each turn); NULL when no server holds it.
    LeaseToken,
    /// No other server takes the turn before this.
    LeaseUntil,
    /// When the next fetch is due (a day after a good one, an hour after a failed one).
    NextFetchAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(FxRates::Table)
                    .col(text(FxRates::Currency).primary_key())
                    .col(double(FxRates::PerEuro))
                    .col(text(FxRates::RateDate))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(FxRateFetches::Table)
                    .col(text(FxRateFetches::Name).primary_key())
                    .col(text_null(FxRateFetches::LeaseToken))
                    .col(big_integer_null(FxRateFetches::LeaseUntil))
                    .col(big_integer_null(FxRateFetches::NextFetchAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(FxRateFetches::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(FxRates::Table).to_owned())
            .await
    }
}
