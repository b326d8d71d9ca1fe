use crate::m20261122_000001_create_towns::Towns;
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    Id,
    Ref,
    Title,
    Title2,
    ListingTitle,
    MetaTitle,
    MetaDescription,
    Path,
    PicturesPath,
    Location,
    Price,
    PriceDescription,
    Sold,
    Visibility,
    CreatedDate,
    Description,
    DescriptionList,
    Features,
    /// 'lat;lng', or empty when the property has no position.
    Coordinates,
    /// JSON array of distances.
    Distances,
    /// JSON array of counter blocks.
    CounterBlocks,
    EnergyClass,
    EnergyPerformanceNren,
    EnergyPerformanceRen,
    TownId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Properties::Table)
                    .col(big_pk_auto(Properties::Id))
                    .col(text_uniq(Properties::Ref))
                    .col(text(Properties::Title))
                    .col(text(Properties::Title2))
                    .col(text(Properties::ListingTitle))
                    .col(text(Properties::MetaTitle))
                    .col(text(Properties::MetaDescription))
                    .col(text(Properties::Path))
                    .col(text(Properties::PicturesPath))
                    .col(text(Properties::Location))
                    .col(big_integer(Properties::Price))
                    .col(text(Properties::PriceDescription))
                    .col(boolean(Properties::Sold))
                    .col(text(Properties::Visibility))
                    .col(timestamp_with_time_zone(Properties::CreatedDate))
                    .col(text(Properties::Description))
                    .col(text(Properties::DescriptionList))
                    .col(text(Properties::Features))
                    .col(text(Properties::Coordinates))
                    .col(text(Properties::Distances))
                    .col(text(Properties::CounterBlocks))
                    .col(text_null(Properties::EnergyClass))
                    .col(double_null(Properties::EnergyPerformanceNren))
                    .col(double_null(Properties::EnergyPerformanceRen))
                    .col(big_integer_null(Properties::TownId))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_properties_town_id")
                            .from(Properties::Table, Properties::TownId)
                            .to(Towns::Table, Towns::Id)
                            .on_delete(ForeignKeyAction::SetNull)
                            .on_update(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // Serves both lists: the public one filters on visibility, and both sort newest first
        // with the ref as tie-break.
        manager
            .create_index(
                Index::create()
                    .name("idx_properties_visibility_created_date")
                    .table(Properties::Table)
                    .col(Properties::Visibility)
                    .col((Properties::CreatedDate, IndexOrder::Desc))
                    .col((Properties::Ref, IndexOrder::Desc))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_properties_created_date")
                    .table(Properties::Table)
                    .col((Properties::CreatedDate, IndexOrder::Desc))
                    .col((Properties::Ref, IndexOrder::Desc))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_properties_town_id")
                    .table(Properties::Table)
                    .col(Properties::TownId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Properties::Table).to_owned())
            .await
    }
}
