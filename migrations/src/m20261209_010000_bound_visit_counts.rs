//! Bounds on the visit counts (issue 53, `audience::bounds`):
//! - `visit_keys`, the distinct keys each dimension has kept on a day, so that every server
//!   can tell a new key from a known one and keep a day's new keys past the dimension's bound
//!   as `other`. Kept as long as the day's hits, and never in a backup.
//! - A home's figures count each visitor at most once a day per key: the hits recorded
//!   before are brought under the rule (a kept visitor's repeats deleted, a folded day's
//!   hits set to its distinct visitors), so an owner's 90 days read the same throughout.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum VisitKeys {
    Table,
    /// `YYYY-MM-DD`, Rome's calendar.
    Day,
    Dimension,
    Key,
}

/// `audience::bounds::ONCE_A_DAY`, as SQL.
const ONCE_A_DAY: &str = "('property', 'property_origin', 'property_event')";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(VisitKeys::Table)
                    .if_not_exists()
                    .col(string_len(VisitKeys::Day, 10))
                    .col(string_len(VisitKeys::Dimension, 32))
                    .col(string_len(VisitKeys::Key, 220))
                    .primary_key(
                        Index::create()
                            .col(VisitKeys::Day)
                            .col(VisitKeys::Dimension)
                            .col(VisitKeys::Key),
                    )
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        db.execute_unprepared(&format!(
            "DELETE FROM visit_hits WHERE dimension IN {ONCE_A_DAY} AND id NOT IN \
             (SELECT MIN(id) FROM visit_hits WHERE dimension IN {ONCE_A_DAY} \
             GROUP BY day, dimension, key, visitor)"
        ))
        .await?;
        db.execute_unprepared(&format!(
            "UPDATE visit_totals SET hits = visitors WHERE dimension IN {ONCE_A_DAY}"
        ))
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // The repeats deleted are not brought back: they were never a figure to show.
        manager
            .drop_table(Table::drop().table(VisitKeys::Table).if_exists().to_owned())
            .await
    }
}
