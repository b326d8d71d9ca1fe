//! `langhe import FILE`: checks the whole archive first, then restores it into an empty
//! database (one transaction) and an empty image store; any failure leaves both as they were.

use super::archive::entries;
use super::manifest::{
    sha256_hex, table_file, Manifest, TableCount, FORMAT, FORMAT_VERSION, MANIFEST_FILE,
    PICTURES_DIR,
};
use super::tables::{check_every_table_is_listed, move_id_sequences_past_restored_rows, tables};
use anyhow::Context;
use domain::ports::ImageStore;
use migration::MigratorTrait;
use sea_orm::{DatabaseConnection, DatabaseTransaction, TransactionTrait};
use std::collections::{BTreeMap, HashMap};
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

/// Restores the archive `file` into `conn` (migrated to this version's schema, and empty)
/// and `images` (empty). The archive is read twice: once to check every checksum against the
/// manifest, then to restore.
pub async fn import_site(
    conn: &DatabaseConnection,
    images: &dyn ImageStore,
    file: &Path,
) -> Result<ImportReport, ImportError> {
    let manifest = verified_manifest(file).await?;
    let transaction = conn
        .begin()
        .await
        .context("starting the restore's transaction")?;
    refuse_unless_empty(&transaction, images).await?;
    let mut written = Vec::new();
    match restore(&transaction, images, file, &manifest, &mut written).await {
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

/// Reads the archive through, checking each entry against the manifest (its last entry).
async fn verified_manifest(file: &Path) -> Result<Manifest, ImportError> {
    let mut received = entries(file)?;
    let mut sums: BTreeMap<String, String> = BTreeMap::new();
    let mut manifest_bytes = None;
    while let Some(entry) = received.recv().await {
        let (path, bytes) = entry.map_err(|e| ImportError::NotABackup(format!("{e:#}")))?;
        if path == MANIFEST_FILE {
            manifest_bytes = Some(bytes);
        } else {
            sums.insert(path, sha256_hex(&bytes));
        }
    }
    let manifest: Manifest = serde_json::from_slice(
        &manifest_bytes.ok_or_else(|| ImportError::NotABackup(format!("no {MANIFEST_FILE}")))?,
    )
    .map_err(|e| ImportError::NotABackup(format!("{MANIFEST_FILE} unreadable: {e}")))?;
    if manifest.format != FORMAT {
        return Err(ImportError::NotABackup(format!(
            "its format is {:?}",
            manifest.format
        )));
    }
    if manifest.format_version != FORMAT_VERSION {
        return Err(ImportError::FormatVersion {
            found: manifest.format_version,
        });
    }
    let here = known_migrations();
    if manifest.migrations != here {
        let last = |list: &[String]| list.last().cloned().unwrap_or_else(|| "none".into());
        return Err(ImportError::Schema {
            archive: last(&manifest.migrations),
            here: last(&here),
        });
    }
    for (path, expected) in &manifest.files {
        match sums.get(path) {
            None => return Err(ImportError::Damaged(format!("{path} is missing"))),
            Some(found) if found != expected => {
                return Err(ImportError::Damaged(format!(
                    "{path} does not match its checksum"
                )))
            }
            Some(_) => {}
        }
    }
    if let Some(extra) = sums.keys().find(|path| !manifest.files.contains_key(*path)) {
        return Err(ImportError::Damaged(format!(
            "{extra} is not in the manifest"
        )));
    }
    let pictures = sums.keys().filter(|p| p.starts_with(PICTURES_DIR)).count() as u64;
    if pictures != manifest.pictures {
        return Err(ImportError::Damaged(format!(
            "{pictures} pictures where the manifest counts {}",
            manifest.pictures
        )));
    }
    let listed: Vec<String> = tables().iter().map(|t| t.name().to_owned()).collect();
    let in_archive: Vec<String> = manifest.tables.iter().map(|t| t.name.clone()).collect();
    if listed != in_archive {
        return Err(ImportError::Damaged(format!(
            "it holds the tables {in_archive:?}, this version restores {listed:?}"
        )));
    }
    Ok(manifest)
}

async fn refuse_unless_empty(
    transaction: &DatabaseTransaction,
    images: &dyn ImageStore,
) -> Result<(), ImportError> {
    check_every_table_is_listed(transaction).await?;
    let mut holding = Vec::new();
    for table in tables() {
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
        let expected = manifest.files.get(&path);
        if path != MANIFEST_FILE && expected != Some(&sha256_hex(&bytes)) {
            return Err(ImportError::Damaged(format!(
                "{path} changed while it was being restored"
            )));
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
        tables: manifest.tables.clone(),
        pictures,
    })
}

async fn restore_tables(
    transaction: &DatabaseTransaction,
    table_files: &mut HashMap<String, Vec<u8>>,
    manifest: &Manifest,
) -> Result<(), ImportError> {
    for (table, counted) in tables().iter().zip(&manifest.tables) {
        let lines = table_files
            .remove(&table_file(table.name()))
            .ok_or_else(|| ImportError::Damaged(format!("no rows of {}", table.name())))?;
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
