//! The scheduled backups as every server sees them, from the record they share: when the last
//! backup stored in every target finished, and its size. 0 until the first.

use backup::ports::BackupScheduleState;

pub const LAST_SUCCESS: &str = "backup_last_success_timestamp_seconds";
pub const LAST_SIZE: &str = "backup_last_size_bytes";
pub const FAILED_RUNS: &str = "backup_failed_runs_total";

/// Why a scheduled run stored no archive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BackupFailureKind {
    /// Not written, or no target took it.
    NotStored,
    /// Written, but it did not pass `langhe import`'s checks: it would not restore.
    Unverified,
}

/// Counts a run that stored no archive, by why (`reason="not_stored"` or `"unverified"`).
pub fn record_backup_failure(kind: BackupFailureKind) {
    let reason = match kind {
        BackupFailureKind::NotStored => "not_stored",
        BackupFailureKind::Unverified => "unverified",
    };
    metrics::counter!(FAILED_RUNS, "reason" => reason).increment(1);
}

pub fn record_backup_state(state: &BackupScheduleState) {
    let finished = state
        .last_success_at
        .map_or(0.0, |at| at.timestamp_millis() as f64 / 1000.0);
    metrics::gauge!(LAST_SUCCESS).set(finished);
    metrics::gauge!(LAST_SIZE).set(state.last_size_bytes.unwrap_or(0) as f64);
}
