//! Databases migrated once and copied for each test. Migrating from zero costs every database
//! test the whole migration history; copying a migrated database costs a file copy on SQLite
//! and a `CREATE DATABASE … TEMPLATE` on PostgreSQL (as crates.io's test suite does). Tests in
//! several processes (cargo test's binaries, nextest's processes) share the templates, so
//! each is made once per schema, named by a fingerprint of the migrations' source: changing a
//! migration makes a new template, never a stale copy.

use adapters::database;
use anyhow::Context;
use sea_orm::{ConnectionTrait, DatabaseConnection};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A fingerprint of every file of the migrations crate's source (names and contents).
fn schema_fingerprint() -> &'static str {
    static FINGERPRINT: OnceLock<String> = OnceLock::new();
    FINGERPRINT.get_or_init(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations/src");
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map(|entries| entries.flatten().map(|entry| entry.path()).collect())
            .unwrap_or_default();
        files.sort();
        let mut hasher = DefaultHasher::new();
        for file in files {
            file.file_name().hash(&mut hasher);
            std::fs::read(&file).unwrap_or_default().hash(&mut hasher);
        }
        format!("{:016x}", hasher.finish())
    })
}

/// The path of a migrated SQLite database to copy, made by the first test that asks.
pub(crate) async fn sqlite_template() -> anyhow::Result<PathBuf> {
    let template = std::env::temp_dir().join(format!(
        "langhe-test-template-{}.sqlite",
        schema_fingerprint()
    ));
    if template.exists() {
        return Ok(template);
    }
    // Made aside and renamed into place, so no test ever copies a half-migrated file.
    let building = tempfile::Builder::new()
        .prefix("langhe-test-template-")
        .tempdir()?;
    let file = building.path().join("langhe.sqlite");
    let conn = database::connect_migrated(&format!("sqlite://{}?mode=rwc", file.display())).await?;
    // Folds the write-ahead log into the file, which is then all there is to copy.
    conn.execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)")
        .await?;
    conn.close().await?;
    std::fs::rename(&file, &template)
        .or_else(|_| std::fs::copy(&file, &template).map(|_| ()))
        .context("could not store the SQLite template database")?;
    Ok(template)
}

/// Copies the SQLite template into `file`.
pub(crate) async fn copy_sqlite_template(file: &Path) -> anyhow::Result<()> {
    let template = sqlite_template().await?;
    std::fs::copy(&template, file).context("could not copy the SQLite template database")?;
    Ok(())
}

/// The name of a migrated PostgreSQL database on `server_url` to use as a template, made by
/// the first test that asks.
pub(crate) async fn postgres_template(
    admin: &DatabaseConnection,
    server_url: &str,
    unique_suffix: &str,
) -> anyhow::Result<String> {
    let name = format!("langhe_template_{}", schema_fingerprint());
    if database_exists(admin, &name).await? {
        return Ok(name);
    }
    // Built under a name of its own and renamed when complete: a template is never seen
    // half-migrated, and two processes that build one at once both succeed.
    let building = format!("{name}_{unique_suffix}");
    admin
        .execute_unprepared(&format!(r#"CREATE DATABASE "{building}""#))
        .await
        .with_context(|| format!("could not create database {building}"))?;
    let migrated = async {
        let conn =
            database::connect_migrated(&crate::with_database(server_url, &building)?).await?;
        conn.close().await?;
        anyhow::Ok(())
    }
    .await;
    let renamed = match migrated {
        Ok(()) => admin
            .execute_unprepared(&format!(
                r#"ALTER DATABASE "{building}" RENAME TO "{name}""#
            ))
            .await
            .map_err(anyhow::Error::from),
        Err(error) => Err(error),
    };
    if let Err(error) = renamed {
        let _ = admin
            .execute_unprepared(&format!(
                r#"DROP DATABASE IF EXISTS "{building}" WITH (FORCE)"#
            ))
            .await;
        if !database_exists(admin, &name).await? {
            return Err(error.context("could not make the PostgreSQL template database"));
        }
    }
    Ok(name)
}

async fn database_exists(admin: &DatabaseConnection, name: &str) -> anyhow::Result<bool> {
    let row = admin
        .query_one_raw(sea_orm::Statement::from_string(
            admin.get_database_backend(),
            format!("SELECT 1 FROM pg_database WHERE datname = '{name}'"),
        ))
        .await?;
    Ok(row.is_some())
}
