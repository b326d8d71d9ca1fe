//! Adding or dropping one column: SQLite alters one column per statement, so a migration that
//! adds several calls this once for each.

use sea_orm_migration::prelude::*;

pub(crate) async fn add_column(
    manager: &SchemaManager<'_>,
    table: impl IntoIden,
    column: ColumnDef,
) -> Result<(), DbErr> {
    manager
        .alter_table(Table::alter().table(table).add_column(column).to_owned())
        .await
}

pub(crate) async fn drop_column(
    manager: &SchemaManager<'_>,
    table: impl IntoIden,
    column: impl IntoIden,
) -> Result<(), DbErr> {
    manager
        .alter_table(Table::alter().table(table).drop_column(column).to_owned())
        .await
}
