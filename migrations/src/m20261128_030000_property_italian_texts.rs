//! A property's texts in Italian (issue #30): one column beside each English text field, empty
//! until the consultant writes it. Columns rather than a table of translations: the card's
//! listing title and location are read with the list's other columns, and a second language
//! of the same ten fields is all the site offers.

use crate::columns::{add_column, drop_column};
use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    TitleIt,
    Title2It,
    ListingTitleIt,
    LocationIt,
    MetaTitleIt,
    MetaDescriptionIt,
    PriceDescriptionIt,
    DescriptionIt,
    DescriptionListIt,
    FeaturesIt,
}

fn names() -> [Properties; 10] {
    [
        Properties::TitleIt,
        Properties::Title2It,
        Properties::ListingTitleIt,
        Properties::LocationIt,
        Properties::MetaTitleIt,
        Properties::MetaDescriptionIt,
        Properties::PriceDescriptionIt,
        Properties::DescriptionIt,
        Properties::DescriptionListIt,
        Properties::FeaturesIt,
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in names() {
            add_column(
                manager,
                Properties::Table,
                text(name).default("").to_owned(),
            )
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in names() {
            drop_column(manager, Properties::Table, name).await?;
        }
        Ok(())
    }
}
