//! Every transaction that writes starts as a writer. SQLite's plain `BEGIN` is deferred: the
//! transaction starts as a reader, and in WAL mode a reader that then writes after another
//! connection has committed fails at once with SQLITE_BUSY_SNAPSHOT, which the busy timeout
//! does not wait out. A floor plan's upload (read the last position, then insert) answered
//! 500 that way beside the fuzzer's other writes. `BEGIN IMMEDIATE` takes the write lock
//! first and so waits its turn, as a single statement does. PostgreSQL ignores the mode.
//! `clippy.toml` refuses a plain `begin()` in the adapters, so a new repository cannot forget.

use sea_orm::{DbErr, SqliteTransactionMode, TransactionOptions, TransactionTrait};

/// A transaction that holds the write lock from its first statement on SQLite.
pub async fn begin_write<C: TransactionTrait>(conn: &C) -> Result<C::Transaction, DbErr> {
    conn.begin_with_options(TransactionOptions {
        sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
        ..TransactionOptions::default()
    })
    .await
}
