//! The scheduled backups' adapters, as the configuration picks them: a folder (the archive is
//! written straight into it), a bucket (uploaded from the folder, or from a staging folder of
//! the data directory when there is none), the schedule's record in the database, the clock.

use crate::backup_config::is_within;
use crate::backup_worker::BackupWorker;
use crate::config::Config;
use adapters::system_clock::SystemClock;
use anyhow::Context;
use backup::ports::BackupTarget;
use backup_adapters::schedule::SqlBackupSchedule;
use backup_adapters::targets::{BackupBucket, BackupFolder, SiteExportArchiver};
use pictures::ports::ImageStore;
use sea_orm::DatabaseConnection;
use std::sync::Arc;

/// Where the archive waits for the bucket when no backup folder is configured.
const STAGING: &str = "backup-staging";

/// The backup task `config` asks for, ready to start (its folder created, its bucket created
/// when missing); `None` when no backup target is configured.
pub async fn scheduled_backups(
    config: &Config,
    database: DatabaseConnection,
    images: Arc<dyn ImageStore>,
) -> anyhow::Result<Option<BackupWorker>> {
    let Some(schedule) = &config.backup.schedule else {
        return Ok(None);
    };
    let key = config.backup.backup_key();
    if key.is_none() {
        tracing::warn!(
            "LANGHE_BACKUP_KEY is not set: scheduled backups are not signed, and a restore \
             cannot tell them from an altered archive"
        );
    }
    let mut targets: Vec<Arc<dyn BackupTarget>> = Vec::new();
    let archiver = match &schedule.dir {
        Some(dir) => {
            let folder = BackupFolder::open(dir).context("LANGHE_BACKUP_DIR")?;
            if is_within(dir, &config.data_dir) {
                tracing::warn!(
                    backup_dir = %dir.display(),
                    "LANGHE_BACKUP_DIR is inside LANGHE_DATA_DIR: a disk that fails takes the \
                     backups with the site; choose a folder on another disk"
                );
            }
            let archiver = SiteExportArchiver::into_folder(database.clone(), images, key, &folder);
            targets.push(Arc::new(folder));
            archiver
        }
        None => SiteExportArchiver::into_scratch(
            database.clone(),
            images,
            key,
            config.data_dir.join(STAGING),
        )?,
    };
    if let Some(bucket) = &schedule.bucket {
        let bucket = BackupBucket::open(bucket)
            .await
            .with_context(|| format!("LANGHE_BACKUP_BUCKET {bucket:?}"))?;
        targets.push(Arc::new(bucket));
    }
    Ok(Some(BackupWorker {
        schedule: Arc::new(SqlBackupSchedule::new(database)),
        archiver: Arc::new(archiver),
        targets,
        clock: Arc::new(SystemClock),
        policy: schedule.policy,
    }))
}
