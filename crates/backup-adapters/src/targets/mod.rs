//! Where scheduled backups go, and what makes them: the archive `langhe export` writes
//! ([`SiteExportArchiver`]), kept in a folder ([`BackupFolder`], ideally on another disk)
//! and/or an S3-compatible bucket ([`BackupBucket`]). Each only ever lists or deletes files
//! and objects named as `backup::BackupName` names them.

mod archiver;
mod bucket;
mod folder;

pub use archiver::SiteExportArchiver;
pub use bucket::BackupBucket;
pub use folder::BackupFolder;

use backup::ports::BackupFailure;

fn failure(error: impl Into<anyhow::Error>) -> BackupFailure {
    BackupFailure(format!("{:#}", error.into()))
}

/// Runs blocking file work off the async threads.
async fn on_blocking_thread<T: Send + 'static>(
    work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
) -> Result<T, BackupFailure> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(failure)?
        .map_err(failure)
}
