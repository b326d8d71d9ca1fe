//! Turning driver errors and unreadable rows into `RepositoryError`.

use domain::ports::RepositoryError;
use sea_orm::{DbErr, SqlErr};

/// A unique-key violation (SQLite 1555/2067, PostgreSQL 23505) becomes `Duplicate`; the
/// database decides, so two racing inserts cannot both pass a pre-check.
pub fn from_db(error: DbErr) -> RepositoryError {
    match error.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(_)) => RepositoryError::Duplicate,
        Some(SqlErr::ForeignKeyConstraintViolation(_)) => RepositoryError::UnknownReference,
        _ => RepositoryError::unexpected(error),
    }
}

/// A stored row that no longer satisfies the domain's rules (edited by hand, or written by an
/// older version). Reported as `Unexpected`, never a panic.
#[derive(Debug, thiserror::Error)]
#[error("corrupt row in {table} ({key}): {reason}")]
pub struct CorruptRow {
    table: &'static str,
    key: String,
    reason: String,
}

impl CorruptRow {
    pub(crate) fn new(table: &'static str, key: impl ToString, reason: impl ToString) -> Self {
        Self {
            table,
            key: key.to_string(),
            reason: reason.to_string(),
        }
    }
}

impl From<CorruptRow> for RepositoryError {
    fn from(error: CorruptRow) -> Self {
        RepositoryError::unexpected(error)
    }
}

/// A value the domain allows but the schema cannot hold (a price above `i64::MAX`).
#[derive(Debug, thiserror::Error)]
#[error("{0} does not fit the database column")]
pub(crate) struct OutOfRange(pub(crate) &'static str);

impl From<OutOfRange> for RepositoryError {
    fn from(error: OutOfRange) -> Self {
        RepositoryError::unexpected(error)
    }
}
