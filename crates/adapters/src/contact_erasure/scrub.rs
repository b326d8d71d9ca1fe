//! After an erasure or a lead's anonymisation, the deleted or overwritten bytes must not stay readable in the database's files.
//!
//! SQLite: every connection runs with `secure_delete` on (`database::sqlite`), so a deleted
//! row's bytes are overwritten with zeros in its page; but the page's earlier versions stay
//! in the write-ahead log until it is reset. A `TRUNCATE` checkpoint copies the log into the
//! database file and empties it.
//!
//! PostgreSQL: a deleted row is invisible to every query from the commit on; its bytes stay in
//! the table's pages until VACUUM reclaims them, which is run at once on the tables an
//! erasure touches instead of waiting for autovacuum. PostgreSQL's own write-ahead log and
//! the operator's base backups are recycled on their own schedule (docs/operations.md).

use crate::repositories::from_db;
use domain::ports::RepositoryError;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection};

/// The tables an erasure deletes from (`lead_events` by the enquiries' cascade) and lead
/// retention rewrites.
const ERASED_TABLES: &str = "enquiries, lead_events, viewing_requests, viewing_slots, \
     newsletter_subscribers, alerts, alert_matches, link_tokens, confirmation_mails, \
     property_owners, owner_report_links, owner_log";

pub(super) async fn forget_deleted_bytes(conn: &DatabaseConnection) -> Result<(), RepositoryError> {
    match conn.get_database_backend() {
        DatabaseBackend::Sqlite => {
            // Answers one row (busy, log frames, checkpointed frames): busy = 1 when a reader
            // kept the log from being emptied; the next checkpoint finishes the job.
            let row = conn
                .query_one_raw(sea_orm::Statement::from_string(
                    DatabaseBackend::Sqlite,
                    "PRAGMA wal_checkpoint(TRUNCATE)",
                ))
                .await
                .map_err(from_db)?;
            let busy: i32 = match row {
                Some(row) => row.try_get_by_index(0).map_err(from_db)?,
                None => 0,
            };
            if busy != 0 {
                tracing::warn!("an erasure's checkpoint was kept waiting by a reader; SQLite's next checkpoint completes it");
            }
        }
        DatabaseBackend::Postgres => {
            conn.execute_unprepared(&format!("VACUUM {ERASED_TABLES}"))
                .await
                .map_err(from_db)?;
        }
        _ => {}
    }
    Ok(())
}
