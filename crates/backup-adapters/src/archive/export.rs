//! `langhe export FILE`: the database read in one snapshot, then every picture. A file of the
//! image store that is no picture of the site's naming scheme is left out and named in the
//! report: `langhe import` would not take it, and one stray file must not make every backup
//! unrestorable.

use super::manifest::{
    sha256_hex, table_file, Manifest, TableCount, FORMAT, FORMAT_VERSION, MANIFEST_FILE,
    PICTURES_DIR,
};
use super::signature::{BackupKey, SIGNATURE_FILE};
use super::tables::{check_every_table_is_listed, tables};
use super::tar_file::ArchiveWriter;
use anyhow::Context;
use pictures::is_site_picture_key;
use pictures::ports::ImageStore;
use sea_orm::{
    AccessMode, DatabaseBackend, DatabaseConnection, DatabaseTransaction, DbErr, IsolationLevel,
    TransactionTrait,
};
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportReport {
    pub tables: Vec<TableCount>,
    pub pictures: u64,
    /// Files of the image store that are no picture of the site's naming scheme (a
    /// half-written temporary file, a file copied in by hand): `langhe import` would not
    /// restore them, so they are left out, named here.
    pub left_out: Vec<String>,
}

/// Writes the whole site into the archive `file` (replaced only once complete). The tables
/// are read in one read-only transaction (a consistent snapshot on both engines), so a
/// running server may keep serving; a picture uploaded while the export runs may or may not
/// be in it. With a `key`, the manifest is signed (`manifest.sig`).
pub async fn export_site(
    conn: &DatabaseConnection,
    images: &dyn ImageStore,
    file: &Path,
    now: chrono::DateTime<chrono::Utc>,
    key: Option<&BackupKey>,
) -> anyhow::Result<ExportReport> {
    let mut archive = ArchiveWriter::create(file, now.timestamp().max(0) as u64)?;
    match write_site(conn, images, &mut archive, now, key).await {
        Ok(report) => {
            archive.finish()?;
            Ok(report)
        }
        Err(error) => {
            archive.abandon();
            Err(error)
        }
    }
}

/// One transaction whose reads all see the same moment: PostgreSQL's repeatable read; on
/// SQLite (WAL) any read transaction is a snapshot, and it takes no isolation settings.
async fn read_snapshot(conn: &DatabaseConnection) -> Result<DatabaseTransaction, DbErr> {
    match conn.get_database_backend() {
        DatabaseBackend::Postgres => {
            conn.begin_with_config(
                Some(IsolationLevel::RepeatableRead),
                Some(AccessMode::ReadOnly),
            )
            .await
        }
        // A reader's snapshot: SQLite's deferred BEGIN is the read transaction wanted.
        #[allow(clippy::disallowed_methods)]
        _ => conn.begin().await,
    }
}

async fn write_site(
    conn: &DatabaseConnection,
    images: &dyn ImageStore,
    archive: &mut ArchiveWriter,
    now: chrono::DateTime<chrono::Utc>,
    key: Option<&BackupKey>,
) -> anyhow::Result<ExportReport> {
    let mut files = BTreeMap::new();
    let mut counts = Vec::new();
    let snapshot = read_snapshot(conn)
        .await
        .context("starting the read of the database")?;
    check_every_table_is_listed(&snapshot).await?;
    for table in tables() {
        let (lines, rows) = table.export(&snapshot).await?;
        let path = table_file(table.name());
        archive.append(&path, &lines)?;
        files.insert(path, sha256_hex(&lines));
        counts.push(TableCount {
            name: table.name().to_owned(),
            rows,
        });
    }
    snapshot.rollback().await.context("ending the read")?;

    let (listed, left_out): (Vec<_>, Vec<_>) = images
        .list("")
        .await
        .context("listing the pictures")?
        .into_iter()
        .partition(|picture| is_site_picture_key(&picture.key));
    for picture in &listed {
        let stored = images
            .get(&picture.key)
            .await
            .with_context(|| format!("reading the picture {}", picture.key))?;
        let path = format!("{PICTURES_DIR}{}", picture.key);
        archive.append(&path, &stored.bytes)?;
        files.insert(path, sha256_hex(&stored.bytes));
    }

    let manifest = Manifest {
        format: FORMAT.to_owned(),
        format_version: FORMAT_VERSION,
        created_at: now,
        migrations: super::import::known_migrations(),
        tables: counts.clone(),
        pictures: listed.len() as u64,
        files,
    };
    let manifest = serde_json::to_vec_pretty(&manifest)?;
    archive.append(MANIFEST_FILE, &manifest)?;
    if let Some(key) = key {
        archive.append(SIGNATURE_FILE, &key.sign(&manifest))?;
    }
    Ok(ExportReport {
        tables: counts,
        pictures: listed.len() as u64,
        left_out: left_out.into_iter().map(|file| file.key).collect(),
    })
}
