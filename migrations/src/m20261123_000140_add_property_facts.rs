//! Structured listing facts (kind, rooms, areas) and the indexes the list's filters use.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    Visibility,
    CreatedDate,
    Ref,
    Price,
    TownId,
    /// domain::PropertyKind as its lowercase name; NULL: not stated (rows older than this).
    Kind,
    Bedrooms,
    Bathrooms,
    InternalAreaM2,
    LandAreaM2,
}

/// The filters narrow the visible list by price, kind, town and bedrooms; each index starts
/// with the visibility (the public list's condition) and ends with the list's order, so a
/// filtered page is read in order instead of sorted.
const FILTER_INDEXES: [(&str, Properties); 4] = [
    ("idx_properties_visibility_price", Properties::Price),
    ("idx_properties_visibility_kind", Properties::Kind),
    ("idx_properties_visibility_town", Properties::TownId),
    ("idx_properties_visibility_bedrooms", Properties::Bedrooms),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite takes one column per ALTER TABLE.
        let columns = [
            text_null(Properties::Kind),
            integer_null(Properties::Bedrooms),
            integer_null(Properties::Bathrooms),
            integer_null(Properties::InternalAreaM2),
            integer_null(Properties::LandAreaM2),
        ];
        for mut column in columns {
            manager
                .alter_table(
                    Table::alter()
                        .table(Properties::Table)
                        .add_column(&mut column)
                        .to_owned(),
                )
                .await?;
        }
        for (name, column) in FILTER_INDEXES {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(Properties::Table)
                        .col(Properties::Visibility)
                        .col(column)
                        .col((Properties::CreatedDate, IndexOrder::Desc))
                        .col((Properties::Ref, IndexOrder::Desc))
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, _) in FILTER_INDEXES {
            manager
                .drop_index(Index::drop().name(name).table(Properties::Table).to_owned())
                .await?;
        }
        for column in [
            Properties::Kind,
            Properties::Bedrooms,
            Properties::Bathrooms,
            Properties::InternalAreaM2,
            Properties::LandAreaM2,
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
