//! The archive a scheduled backup stores: exactly what `langhe export` writes (signed when
//! `LANGHE_BACKUP_KEY` is set), into a staging folder on this machine, then read back through
//! `langhe import`'s checks before any target gets it. With a backup folder
//! configured that is the folder itself, so the archive is written once and never copied;
//! with only a bucket, a folder of the data directory, emptied once the bucket has it.

use super::folder::{names_in, remove_if_present, remove_partials};
use super::{failure, on_blocking_thread};
use crate::archive::{check_archive, export_site, ArchiveTrust, BackupKey};
use async_trait::async_trait;
use backup::ports::{BackupFailure, LocalArchive, SiteArchiver};
use backup::BackupName;
use pictures::ports::ImageStore;
use sea_orm::DatabaseConnection;
use std::path::PathBuf;
use std::sync::Arc;

pub struct SiteExportArchiver {
    conn: DatabaseConnection,
    images: Arc<dyn ImageStore>,
    key: Option<BackupKey>,
    staging: PathBuf,
    /// The staging folder is a backup target's (it keeps the archives): nothing is discarded.
    keeps_archives: bool,
}

impl SiteExportArchiver {
    /// Writes archives into the backup folder `folder` itself.
    pub fn into_folder(
        conn: DatabaseConnection,
        images: Arc<dyn ImageStore>,
        key: Option<BackupKey>,
        folder: &super::BackupFolder,
    ) -> Self {
        Self {
            conn,
            images,
            key,
            staging: folder.dir().to_owned(),
            keeps_archives: true,
        }
    }

    /// Writes archives into `scratch` (created owner-only), each removed once stored.
    pub fn into_scratch(
        conn: DatabaseConnection,
        images: Arc<dyn ImageStore>,
        key: Option<BackupKey>,
        scratch: PathBuf,
    ) -> anyhow::Result<Self> {
        adapters::private_files::create_private_dir(&scratch)?;
        Ok(Self {
            conn,
            images,
            key,
            staging: scratch,
            keeps_archives: false,
        })
    }
}

#[async_trait]
impl SiteArchiver for SiteExportArchiver {
    async fn clean_leftovers(&self) -> Result<(), BackupFailure> {
        let (staging, scratch) = (self.staging.clone(), !self.keeps_archives);
        on_blocking_thread(move || {
            remove_partials(&staging)?;
            if scratch {
                // A run that died before its upload finished.
                for name in names_in(&staging, BackupName::parse)? {
                    remove_if_present(&staging.join(name.to_string()))?;
                }
            }
            Ok(())
        })
        .await
    }

    async fn write(&self, name: &BackupName) -> Result<LocalArchive, BackupFailure> {
        let path = self.staging.join(name.to_string());
        let report = export_site(
            &self.conn,
            self.images.as_ref(),
            &path,
            name.made_at(),
            self.key.as_ref(),
        )
        .await
        .map_err(failure)?;
        let size_bytes = tokio::fs::metadata(&path).await.map_err(failure)?.len();
        Ok(LocalArchive {
            name: *name,
            path,
            size_bytes,
            left_out: report.left_out,
        })
    }

    /// `check_archive`, the check `langhe import` runs first, with the key it was signed with.
    async fn verify(&self, archive: &LocalArchive) -> Result<(), BackupFailure> {
        let trust = ArchiveTrust {
            key: self.key.clone(),
            trust_unsigned: false,
        };
        let Err(error) = check_archive(&archive.path, &trust).await else {
            return Ok(());
        };
        let path = archive.path.clone();
        on_blocking_thread(move || remove_if_present(&path)).await?;
        Err(failure(error))
    }

    async fn discard(&self, archive: &LocalArchive) -> Result<(), BackupFailure> {
        if self.keeps_archives {
            return Ok(());
        }
        let path = archive.path.clone();
        on_blocking_thread(move || remove_if_present(&path)).await
    }
}
