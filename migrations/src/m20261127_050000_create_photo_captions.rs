use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A caption per gallery photo. The photos live in the image store; a row names one by its
/// property's ref, its gallery's folder name and its large JPEG's file name. The rows go with
/// their property (deleted with it, following a changed ref).
#[derive(DeriveIden)]
enum PhotoCaptions {
    Table,
    PropertyRef,
    Gallery,
    Photo,
    Caption,
}

#[derive(DeriveIden)]
enum Properties {
    Table,
    Ref,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PhotoCaptions::Table)
                    .col(text(PhotoCaptions::PropertyRef))
                    .col(text(PhotoCaptions::Gallery))
                    .col(text(PhotoCaptions::Photo))
                    .col(text(PhotoCaptions::Caption))
                    .primary_key(
                        Index::create()
                            .col(PhotoCaptions::PropertyRef)
                            .col(PhotoCaptions::Gallery)
                            .col(PhotoCaptions::Photo),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(PhotoCaptions::Table, PhotoCaptions::PropertyRef)
                            .to(Properties::Table, Properties::Ref)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(PhotoCaptions::Table).to_owned())
            .await
    }
}
