//! `langhe import FILE`: restores an archive [`super::check_archive`] passed into an empty
//! database (one transaction) and an empty image store; any failure leaves both as they were.

use super::check::{is_skipped_picture, CheckedArchive};
use super::manifest::{
    sha256_hex, table_file, Manifest, TableCount, FORMAT_VERSION, MANIFEST_FILE, PICTURES_DIR,
};
use super::signature::SIGNATURE_FILE;
use super::tables::{check_every_table_is_listed, move_id_sequences_past_restored_rows, tables};
use super::tar_file::entries;
use adapters::database::begin_write;
use anyhow::Context;
use migration::MigratorTrait;
use pictures::ports::ImageStore;
use sea_orm::{DatabaseConnection, DatabaseTransaction};
use std::collections::HashMap;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportReport {
    pub tables: Vec<TableCount>,
    pub pictures: u64,
}

/// Why an archive was not restored. Nothing was written in any of these cases.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("not a Langhe Property backup: {0}")]
    NotABackup(String),
    #[error(
        "the backup's format version is {found}; this version of langhe reads version \
         {FORMAT_VERSION}"
    )]
    FormatVersion { found: u32 },
    #[error(
        "the backup was made with another database schema (its last migration: {archive}; \
         this version's: {here}): import it with the version of langhe that exported it"
    )]
    Schema { archive: String, here: String },
    #[error("the backup is damaged: {0}")]
    Damaged(String),
    #[error(
        "the backup is not signed, and LANGHE_BACKUP_KEY is set: restore it with \
         --trust-unsigned only if you know where it comes from"
    )]
    Unsigned,
    #[error(
        "the backup's signature does not match LANGHE_BACKUP_KEY (it was changed after it was \
         made, or signed with another key): restore it with --trust-unsigned only if you know \
         where it comes from"
    )]
    BadSignature,
    #[error("the backup holds a row the site would not store ({0}); nothing was imported")]
    RefusedRow(String),
    #[error(
        "the database is not empty ({0}): langhe import restores only into an empty database \
         and image store"
    )]
    DatabaseNotEmpty(String),
    #[error(
        "the image store is not empty ({0} pictures): langhe import restores only into an \
         empty database and image store"
    )]
    ImageStoreNotEmpty(usize),
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

/// The migrations this version applies, in order: what an archive's schema must equal.
pub(crate) fn known_migrations() -> Vec<String> {
    migration::Migrator::migrations()
        .iter()
        .map(|migration| migration.name().to_owned())
        .collect()
}

/// Restores the checked archive into `conn` (migrated to this version's schema, and empty of
/// content) and `images` (empty). The archive is read a second time, each entry compared with
/// the checksum the check accepted.
pub async fn import_site(
    conn: &DatabaseConnection,
    images: &dyn ImageStore,
    archive: &CheckedArchive,
) -> Result<ImportReport, ImportError> {
    let (file, manifest) = (archive.file.as_path(), &archive.manifest);
    let transaction = begin_write(conn)
        .await
        .context("starting the restore's transaction")?;
    refuse_unless_empty(&transaction, images).await?;
    let mut written = Vec::new();
    match restore(&transaction, images, file, manifest, &mut written).await {
        Ok(report) => {
            transaction
                .commit()
                .await
                .context("committing the restored database")?;
            Ok(report)
        }
        Err(error) => {
            let _ = transaction.rollback().await;
            for key in &written {
                let _ = images.delete(key).await;
            }
            Err(error)
        }
    }
}

async fn refuse_unless_empty(
    transaction: &DatabaseTransaction,
    images: &dyn ImageStore,
) -> Result<(), ImportError> {
    check_every_table_is_listed(transaction).await?;
    let mut holding = Vec::new();
    for table in tables().iter().filter(|table| !table.is_bookkeeping()) {
        let rows = table.count(transaction).await?;
        if rows > 0 {
            holding.push(format!("{rows} rows in {}", table.name()));
        }
    }
    if !holding.is_empty() {
        return Err(ImportError::DatabaseNotEmpty(holding.join(", ")));
    }
    let pictures = images.list("").await.context("listing the image store")?;
    if !pictures.is_empty() {
        return Err(ImportError::ImageStoreNotEmpty(pictures.len()));
    }
    Ok(())
}

async fn restore(
    transaction: &DatabaseTransaction,
    images: &dyn ImageStore,
    file: &Path,
    manifest: &Manifest,
    written: &mut Vec<String>,
) -> Result<ImportReport, ImportError> {
    let mut table_files: HashMap<String, Vec<u8>> = HashMap::new();
    let mut tables_restored = false;
    let mut pictures = 0;
    let mut received = entries(file)?;
    while let Some(entry) = received.recv().await {
        let (path, bytes) = entry?;
        if path == SIGNATURE_FILE {
            continue;
        }
        let expected = manifest.files.get(&path);
        if path != MANIFEST_FILE && expected != Some(&sha256_hex(&bytes)) {
            return Err(ImportError::Damaged(format!(
                "{path} changed while it was being restored"
            )));
        }
        if is_skipped_picture(&path) {
            // Named by the check before the restore began; never written.
            continue;
        }
        if let Some(key) = path.strip_prefix(PICTURES_DIR) {
            if !tables_restored {
                restore_tables(transaction, &mut table_files, manifest).await?;
                tables_restored = true;
            }
            images
                .put(key, bytes)
                .await
                .with_context(|| format!("storing the picture {key}"))?;
            written.push(key.to_owned());
            pictures += 1;
        } else if path != MANIFEST_FILE {
            table_files.insert(path, bytes);
        }
    }
    if !tables_restored {
        restore_tables(transaction, &mut table_files, manifest).await?;
    }
    move_id_sequences_past_restored_rows(transaction).await?;
    Ok(ImportReport {
        tables: restored_counts(manifest),
        pictures,
    })
}

async fn restore_tables(
    transaction: &DatabaseTransaction,
    table_files: &mut HashMap<String, Vec<u8>>,
    manifest: &Manifest,
) -> Result<(), ImportError> {
    for table in tables() {
        let counted = manifest
            .tables
            .iter()
            .find(|counted| counted.name == table.name())
            .ok_or_else(|| ImportError::Damaged(format!("no count of {}", table.name())))?;
        let lines = table_files
            .remove(&table_file(table.name()))
            .ok_or_else(|| ImportError::Damaged(format!("no rows of {}", table.name())))?;
        if table.is_bookkeeping() {
            // What a server that started on this database recorded is replaced.
            table.delete_all(transaction).await?;
        }
        let rows = table.import(transaction, &lines).await?;
        if rows != counted.rows {
            return Err(ImportError::Damaged(format!(
                "{} has {rows} rows where the manifest counts {}",
                table.name(),
                counted.rows
            )));
        }
    }
    Ok(())
}

/// The manifest's counts of the tables restored (credential tables are not).
fn restored_counts(manifest: &Manifest) -> Vec<TableCount> {
    let restored: Vec<&str> = tables().iter().map(|table| table.name()).collect();
    manifest
        .tables
        .iter()
        .filter(|counted| restored.contains(&counted.name.as_str()))
        .cloned()
        .collect()
}
