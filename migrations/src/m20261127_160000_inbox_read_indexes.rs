//! The inbox's reads at 10,000 leads (issue 27, `bench/inbox.sh`). Each screen filters the
//! leads by kind and one of stage / unread, and lists them newest first: an index that starts
//! with the filter and goes on with `created_at` lets both databases walk the page in order
//! instead of sorting every matching row, and one that holds `kind` too lets them count
//! without reading the rows. These replace the one-column indexes they start with.
//!
//! A contact's history finds its leads by `LOWER(email)`: an index on that expression (both
//! databases have them) instead of a scan.
//!
//! On PostgreSQL, the search (`search_text LIKE '%…%'`) gets a trigram index (`pg_trgm`, a
//! trusted extension since PostgreSQL 13: the database's owner may create it). SQLite has no
//! such index; its scan of 10,000 rows stays within the target (see `bench/README.md`).

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveIden, Clone, Copy)]
enum Enquiries {
    Table,
    Id,
    Kind,
    Stage,
    ReadAt,
    CreatedAt,
}

/// Each new index, its columns, and the one-column index on its first column it replaces.
const REPLACEMENTS: [(&str, [Enquiries; 3], &str); 3] = [
    (
        "idx_enquiries_stage_newest",
        [Enquiries::Stage, Enquiries::CreatedAt, Enquiries::Kind],
        "idx_enquiries_stage",
    ),
    (
        "idx_enquiries_read_newest",
        [Enquiries::ReadAt, Enquiries::CreatedAt, Enquiries::Kind],
        "idx_enquiries_read_at",
    ),
    (
        "idx_enquiries_newest",
        [Enquiries::CreatedAt, Enquiries::Id, Enquiries::Kind],
        "idx_enquiries_created_at",
    ),
];

const SEARCH_TRIGRAMS: &str = "idx_enquiries_search_trigrams";
const FOLDED_EMAIL: &str = "idx_enquiries_email_folded";

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, columns, replaced) in REPLACEMENTS {
            let mut index = Index::create();
            index.name(name).table(Enquiries::Table);
            for column in columns {
                index.col(column);
            }
            manager.create_index(index.to_owned()).await?;
            manager
                .drop_index(
                    Index::drop()
                        .name(replaced)
                        .table(Enquiries::Table)
                        .to_owned(),
                )
                .await?;
        }
        let db = manager.get_connection();
        db.execute_unprepared(&format!(
            "CREATE INDEX {FOLDED_EMAIL} ON enquiries (LOWER(email))"
        ))
        .await?;
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS pg_trgm")
                .await?;
            db.execute_unprepared(&format!(
                "CREATE INDEX {SEARCH_TRIGRAMS} ON enquiries USING gin (search_text gin_trgm_ops)"
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            db.execute_unprepared(&format!("DROP INDEX IF EXISTS {SEARCH_TRIGRAMS}"))
                .await?;
        }
        db.execute_unprepared(&format!("DROP INDEX IF EXISTS {FOLDED_EMAIL}"))
            .await?;
        for (name, [first, ..], replaced) in REPLACEMENTS {
            manager
                .create_index(
                    Index::create()
                        .name(replaced)
                        .table(Enquiries::Table)
                        .col(first)
                        .to_owned(),
                )
                .await?;
            manager
                .drop_index(Index::drop().name(name).table(Enquiries::Table).to_owned())
                .await?;
        }
        Ok(())
    }
}
