//! Connecting to SQLite or PostgreSQL and applying migrations.

mod sqlite;

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
    let options = if url.starts_with("sqlite:") {
        sqlite::options(url)?
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        postgres_options(url)
    } else {
        bail!("unsupported database URL scheme (expected sqlite: or postgres://)");
    };
    Database::connect(options)
        .await
        .context("could not connect to the database")
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
