use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A property's media beside its photos (the `plans` crate): its documents (PDFs whose bytes
/// are in the image store under `key`), its floor plans (drawings in the image store) and
/// its virtual tour's address. The rows go with their property (deleted with it, following a
/// changed ref).
#[derive(DeriveIden)]
enum PropertyDocuments {
    Table,
    Id,
    PropertyRef,
    Title,
    Visibility,
    Key,
    SizeBytes,
    Position,
}

#[derive(DeriveIden)]
enum PropertyFloorPlans {
    Table,
    Id,
    PropertyRef,
    Label,
    AreaSqm,
    Key,
    Position,
}

#[derive(DeriveIden)]
enum PropertyTours {
    Table,
    PropertyRef,
    Url,
}

#[derive(DeriveIden)]
enum Properties {
    Table,
    Ref,
}

fn of_property(table: impl IntoIden, column: impl IntoIden) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(table, column)
        .to(Properties::Table, Properties::Ref)
        .on_delete(ForeignKeyAction::Cascade)
        .on_update(ForeignKeyAction::Cascade)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PropertyDocuments::Table)
                    .col(big_pk_auto(PropertyDocuments::Id))
                    .col(text(PropertyDocuments::PropertyRef))
                    .col(text(PropertyDocuments::Title))
                    .col(text(PropertyDocuments::Visibility))
                    .col(text(PropertyDocuments::Key))
                    .col(big_integer(PropertyDocuments::SizeBytes))
                    .col(integer(PropertyDocuments::Position))
                    .foreign_key(&mut of_property(
                        PropertyDocuments::Table,
                        PropertyDocuments::PropertyRef,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_property_documents_ref")
                    .table(PropertyDocuments::Table)
                    .col(PropertyDocuments::PropertyRef)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PropertyFloorPlans::Table)
                    .col(big_pk_auto(PropertyFloorPlans::Id))
                    .col(text(PropertyFloorPlans::PropertyRef))
                    .col(text(PropertyFloorPlans::Label))
                    .col(integer_null(PropertyFloorPlans::AreaSqm))
                    .col(text(PropertyFloorPlans::Key))
                    .col(integer(PropertyFloorPlans::Position))
                    .foreign_key(&mut of_property(
                        PropertyFloorPlans::Table,
                        PropertyFloorPlans::PropertyRef,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_property_floor_plans_ref")
                    .table(PropertyFloorPlans::Table)
                    .col(PropertyFloorPlans::PropertyRef)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PropertyTours::Table)
                    .col(text(PropertyTours::PropertyRef).primary_key())
                    .col(text(PropertyTours::Url))
                    .foreign_key(&mut of_property(
                        PropertyTours::Table,
                        PropertyTours::PropertyRef,
                    ))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            PropertyTours::Table.into_iden(),
            PropertyFloorPlans::Table.into_iden(),
            PropertyDocuments::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}
