//! Connecting to SQLite or PostgreSQL and applying migrations.

mod sqlite;
mod write_transaction;

pub use write_transaction::begin_write;

use anyhow::{bail, Context};
use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectOptions, Database, DatabaseConnection};
use std::time::Duration;

/// PostgreSQL serves many concurrent requests; the pool is sized for a small VPS.
const POSTGRES_MAX_CONNECTIONS: u32 = 10;
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);

/// Opens a pool on `url`: `sqlite://path?mode=rwc` or `postgres://…`.
///
/// SQLite connections run in WAL mode with foreign keys enforced and a 5 s busy timeout, set
/// on every pooled connection; the file and its folder are created when missing.
pub async fn connect(url: &str) -> anyhow::Result<DatabaseConnection> {
    Database::connect(options(url)?)
        .await
        .context("could not connect to the database")
}

/// Migrates the database on a connection of its own, closed before the pool that is answered
/// opens. No pooled connection has then lived through a schema change: a SQLite connection
/// that keeps a read snapshot or prepared statements from the middle of the migrations would
/// otherwise answer from an older schema (seen under load as "ON CONFLICT clause does not
/// match any PRIMARY KEY or UNIQUE constraint" on a unique index the migrations had made).
pub async fn connect_migrated(url: &str) -> anyhow::Result<DatabaseConnection> {
    let mut single = options(url)?;
    single.max_connections(1).min_connections(1);
    let migrating = Database::connect(single)
        .await
        .context("could not connect to the database")?;
    migrate(&migrating).await?;
    migrating
        .close()
        .await
        .context("closing the migration connection")?;
    connect(url).await
}

fn options(url: &str) -> anyhow::Result<ConnectOptions> {
    if url.starts_with("sqlite:") {
        sqlite::options(url)
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(postgres_options(url))
    } else {
        bail!("unsupported database URL scheme (expected sqlite: or postgres://)");
    }
}

/// Brings the schema up to date.
pub async fn migrate(conn: &DatabaseConnection) -> anyhow::Result<()> {
    Migrator::up(conn, None)
        .await
        .context("could not apply database migrations")
}

fn postgres_options(url: &str) -> ConnectOptions {
    let mut options = ConnectOptions::new(url);
    options
        .max_connections(POSTGRES_MAX_CONNECTIONS)
        .min_connections(1)
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .sqlx_logging(false);
    options
}
