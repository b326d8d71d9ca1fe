use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Properties {
    Table,
    /// Whether the property was ever visible or unlisted: a hidden draft saved before she
    /// typed a title takes its address from the title until then (issue #26).
    Shown,
    Visibility,
    Path,
}

/// The path of a draft saved before its title (`domain::property::draft::DRAFT_PATH`).
const DRAFT_PATH: &str = "-home";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .add_column(boolean(Properties::Shown).default(true))
                    .to_owned(),
            )
            .await?;
        // What was shown before is not known: every property counts as shown (its address
        // stays) except a hidden one still at a draft's path, which can only be a draft.
        manager
            .exec_stmt(
                Query::update()
                    .table(Properties::Table)
                    .value(Properties::Shown, false)
                    .and_where(Expr::col(Properties::Visibility).eq("hidden"))
                    .and_where(Expr::col(Properties::Path).eq(DRAFT_PATH))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Properties::Table)
                    .drop_column(Properties::Shown)
                    .to_owned(),
            )
            .await
    }
}
