//! The ports of the scheduled backups: the schedule every server shares, the archiver that
//! writes the site into one file, and the targets that keep the archives.

use crate::BackupName;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::RepositoryError;
use std::path::PathBuf;

/// Why a backup step failed: the whole chain of causes, for the log.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct BackupFailure(pub String);

/// What every server knows of the scheduled backups: the database's record, shared by all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BackupScheduleState {
    /// When the last run that stored its archive somewhere started: the next is due one
    /// interval later (after a restart too).
    pub last_started_at: Option<DateTime<Utc>>,
    /// When the last run that stored its archive in every target finished, and its size.
    pub last_success_at: Option<DateTime<Utc>>,
    pub last_size_bytes: Option<u64>,
}

/// The right to make the next backup, held until `lease_until` unless renewed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupLease {
    /// Unguessable and new for each run: only its holder can renew or end it.
    pub token: String,
}

/// How a run that stored its archive ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FinishedBackup {
    pub started_at: DateTime<Utc>,
    pub finished_at: DateTime<Utc>,
    pub size_bytes: u64,
    /// Stored in every target (otherwise in some only: the run counts for the schedule,
    /// not as a success).
    pub everywhere: bool,
}

/// Which server makes the next scheduled backup, and when the last one was: one record in
/// the database every server shares, so that with several servers one backup is made per
/// interval, and a restart does not make one early.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait BackupSchedule: Send + Sync {
    /// The record (created, empty, when missing).
    /// # Errors
    /// `Unexpected` when the database fails.
    async fn state(&self) -> Result<BackupScheduleState, RepositoryError>;

    /// Takes the lease until `lease_until` when, at `now`, no lease runs and no run started
    /// after `due_if_last_started_by`; `None` otherwise.
    /// # Errors
    /// MUST NOT grant a lease to two callers while one runs, however many servers ask at once.
    async fn take(
        &self,
        now: DateTime<Utc>,
        due_if_last_started_by: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> Result<Option<BackupLease>, RepositoryError>;

    /// Renews the lease until `lease_until` while it is still this one (run out or not, no
    /// other server took it).
    /// # Errors
    /// MUST return `NotFound` when another server took the lease over.
    async fn extend(
        &self,
        lease: &BackupLease,
        lease_until: DateTime<Utc>,
    ) -> Result<(), RepositoryError>;

    /// Records the run and ends its lease.
    /// # Errors
    /// MUST return `NotFound` (recording nothing) when the lease is no longer this one.
    async fn finish(
        &self,
        lease: &BackupLease,
        run: &FinishedBackup,
    ) -> Result<(), RepositoryError>;

    /// Ends the lease without recording a run; no server takes the next one before
    /// `free_from` (at once after a stop, later after a failure, so that a broken target is
    /// not retried in a loop).
    /// # Errors
    /// `Unexpected` when the database fails; the lease then runs out on its own.
    async fn release(
        &self,
        lease: &BackupLease,
        free_from: DateTime<Utc>,
    ) -> Result<(), RepositoryError>;
}

/// A complete archive on this machine's disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalArchive {
    pub name: BackupName,
    pub path: PathBuf,
    pub size_bytes: u64,
    /// Files of the image store that are no picture of the site's naming scheme (a
    /// half-written temporary file, something copied in by hand): left out, since a restore
    /// would not take them.
    pub left_out: Vec<String>,
}

/// Writes the whole site into an archive (the same one `langhe export` makes, signed when a
/// key is configured).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SiteArchiver: Send + Sync {
    /// Removes what an interrupted run left on this machine. Only the lease's holder calls it.
    /// # Errors
    /// `BackupFailure` with the reason when the disk or the store fails.
    async fn clean_leftovers(&self) -> Result<(), BackupFailure>;

    /// Writes the archive `name`, which appears under its name only once complete.
    /// # Errors
    /// `BackupFailure` with the reason when the disk or the store fails.
    async fn write(&self, name: &BackupName) -> Result<LocalArchive, BackupFailure>;

    /// Reads the archive back through every check `langhe import` makes before it writes
    /// (checksums, signature, schema, picture names, every row), so that no archive that
    /// would not restore is kept. A failed archive is removed before the answer.
    /// # Errors
    /// `BackupFailure` with the reason the archive would not restore, or the disk's.
    async fn verify(&self, archive: &LocalArchive) -> Result<(), BackupFailure>;

    /// Removes the local archive once the targets have it, unless it is itself one of them.
    /// # Errors
    /// `BackupFailure` with the reason when the disk or the store fails.
    async fn discard(&self, archive: &LocalArchive) -> Result<(), BackupFailure>;
}

/// Where archives are kept: a folder or a bucket.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait BackupTarget: Send + Sync {
    /// For the log: `folder /mnt/backups`, `bucket langhe-backups`.
    fn describe(&self) -> String;

    /// Removes what an interrupted run left. Only the lease's holder calls it.
    /// # Errors
    /// `BackupFailure` with the reason when the disk or the store fails.
    async fn clean_leftovers(&self) -> Result<(), BackupFailure>;

    /// Stores the archive under its name, which shows only once it is complete.
    /// # Errors
    /// `BackupFailure` with the reason when the disk or the store fails.
    async fn store(&self, archive: &LocalArchive) -> Result<(), BackupFailure>;

    /// The archives held, by name; files or objects of any other name are not ours and
    /// never listed.
    /// # Errors
    /// `BackupFailure` with the reason when the disk or the store fails.
    async fn list(&self) -> Result<Vec<BackupName>, BackupFailure>;

    /// Deleting a missing archive succeeds.
    /// # Errors
    /// `BackupFailure` with the reason when the disk or the store fails.
    async fn delete(&self, name: &BackupName) -> Result<(), BackupFailure>;
}
