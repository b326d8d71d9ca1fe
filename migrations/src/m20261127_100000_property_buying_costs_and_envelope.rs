//! What a property's buying costs are computed from (seller type, cadastral category and
//! income) and the energy certificate's envelope quality in winter and summer. All NULL
//! (not stated) for the rows older than this.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    /// buying_costs::SellerKind: 'private' or 'company'.
    SellerKind,
    /// buying_costs::CadastralCategory as the registry writes it, e.g. 'A/2'.
    CadastralCategory,
    /// buying_costs::CadastralIncome in euro cents. Staff only: never published.
    CadastralIncomeCents,
    /// domain::EnvelopeQuality: 'high', 'medium' or 'low'.
    EnvelopeQualityWinter,
    EnvelopeQualitySummer,
}

fn columns() -> [ColumnDef; 5] {
    [
        text_null(Properties::SellerKind),
        text_null(Properties::CadastralCategory),
        big_integer_null(Properties::CadastralIncomeCents),
        text_null(Properties::EnvelopeQualityWinter),
        text_null(Properties::EnvelopeQualitySummer),
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
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            Properties::SellerKind,
            Properties::CadastralCategory,
            Properties::CadastralIncomeCents,
            Properties::EnvelopeQualityWinter,
            Properties::EnvelopeQualitySummer,
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
